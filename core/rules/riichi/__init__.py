"""Japanese riichi: yaku, yakuman, fu, points, honba and the local yaku a table may enable.

One package per rule set: ``ruleset`` (the rule set: its readings, checks and score), ``facts``
(the facts of a hand and a reading, fu), ``rows`` (the yaku, yakuman, dora and fu rows and their
tables), ``fields`` (context, options, constraints, layout), ``reading`` (one scored reading),
``local`` (the local yaku a table may enable), ``points`` (basic points, limits and payments),
``tables`` (the points tables a referee opens), ``match`` (its match rules, with
``match_options`` and ``match_words``) and ``data/`` (names, definitions and presets). This file names the rule set; the registry
(:mod:`core.rules`) loads ``ruleset`` when the rule set is first used, and the match sheet
loads ``match`` when a match is first kept under it.
"""

from __future__ import annotations

from typing import Final

from core.model.names import Names

#: the rule set's name in the registry, the batch format and the store
NAME: Final = "riichi"
#: the rule set's name in every language
TITLE: Final = Names("Japanese riichi", "日本立直麻将", "日本立直麻將", "リーチ麻雀")
#: the class of the rule set in ``ruleset``
RULE_SET_CLASS: Final = "Riichi"
