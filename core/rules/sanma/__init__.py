"""Three-player riichi (三人麻雀, sanma): the riichi rule set with the tiles, dora and payments of
a table of three.

One package per rule set: ``ruleset`` (the variant: riichi's rows and data with the north pulled as
dora, no 2m to 8m, no chi, tsumo-loss or the north's share split) and ``data/`` (its presets). This
file names the rule set; the registry (:mod:`core.rules`) loads ``ruleset`` when it is first used.
"""

from __future__ import annotations

from typing import Final

from core.model.names import Names

#: the rule set's name in the registry, the batch format and the store
NAME: Final = "sanma"
#: the rule set's name in every language
TITLE: Final = Names("Three-player riichi", "三人立直麻将", "三人立直麻將", "三人麻雀")
#: the class of the rule set in ``ruleset``
RULE_SET_CLASS: Final = "Sanma"
