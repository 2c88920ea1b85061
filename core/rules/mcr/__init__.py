"""Chinese Official (MCR, 国标麻将): the 81 fan, the 8-fan minimum, flowers.

One package per rule set: ``ruleset`` (the rule set and its fast detectors), ``fields`` (its
context, options, constraints and layout), ``combinations`` (the chow and pung combination
fans), ``facts`` (what a hand holds, shared by its readings), ``table`` (the fan rows, read
from ``data/``), ``match`` (its match rules) and ``data/`` (the fan table, definitions and
presets). This file names the rule set; the registry
(:mod:`core.rules`) loads ``ruleset`` when the rule set is first used, and the match sheet
loads ``match`` when a match is first kept under it.
"""

from __future__ import annotations

from typing import Final

from core.model.names import Names

#: the rule set's name in the registry, the batch format and the store
NAME: Final = "mcr"
#: the rule set's name in every language
TITLE: Final = Names("Chinese Official (MCR)", "国标麻将", "國標麻將", "中国公式ルール")
#: the class of the rule set in ``ruleset``
RULE_SET_CLASS: Final = "MCR"
