"""A rule set the program names but does not score yet (:class:`UnbuiltRuleSet`): every use is a
clear error naming the issue that will build it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.engine.ruleset import RuleSet
from core.engine.score import Names, Score
from core.model.errors import NotImplementedRuleSetError
from core.model.hand import Hand
from core.shapes.readings import ShapeRules

E_UNBUILT = Names(
    "the {title} rule set ({name}) is not built yet: it cannot score hands. {issue}",
    "规则“{title}”（{name}）尚未完成，还不能计分。{issue}",
    "規則「{title}」（{name}）尚未完成，還不能計分。{issue}",
    "ルール「{title}」（{name}）はまだ作られていないため、点数を計算できません。{issue}",
)


class UnbuiltRuleSet(RuleSet):
    """A rule set the program names but does not score yet: every use is a clear error."""

    built = False

    def __init__(
        self, name: str, title: Names, shapes: ShapeRules, issue: str, *, red_fives: bool = False, flowers: bool = False
    ) -> None:
        self.name = name
        self.title = title
        self.shapes = shapes
        self.issue = issue
        self.has_red_fives = red_fives
        self.has_flowers = flowers

    def _refuse(self) -> NotImplementedRuleSetError:
        msg = E_UNBUILT.format(title=self.title, name=self.name, issue=self.issue)
        return NotImplementedRuleSetError(msg.en, code="rules_not_implemented", names=msg)

    def score(
        self, hand: Hand, context: Mapping[str, Any] | None = None, options: Mapping[str, Any] | None = None
    ) -> Score:
        raise self._refuse()

    def describe(self, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
        raise self._refuse()
