"""Taiwanese 16-tile (台灣十六張): 台, flowers, the dealer's streak, flower wins.

One package per rule set: ``ruleset`` (the rule set: its readings, checks and score),
``fields`` (context, options, constraints), ``facts`` (the facts of a reading, the rows'
predicates), ``rows`` (the 台 table), ``match`` (its match rules) and ``data/`` (its presets). This file names the rule set; the registry
(:mod:`core.rules`) loads ``ruleset`` when the rule set is first used, and the match sheet
loads ``match`` when a match is first kept under it.
"""

from __future__ import annotations

from typing import Final

from core.model.names import Names

#: the rule set's name in the registry, the batch format and the store
NAME: Final = "taiwan"
#: the rule set's name in every language
TITLE: Final = Names("Taiwanese 16-tile", "台湾十六张", "台灣十六張", "台湾麻雀")
#: the class of the rule set in ``ruleset``
RULE_SET_CLASS: Final = "Taiwan"
