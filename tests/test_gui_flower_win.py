"""The rule set, not the tile count, says what can be scored: a toy rule set that wins with
all eight flowers and no complete hand (as the Taiwanese 八仙過海 does) is scored by the
engine with no reading, and the window shows that score with no change to gui/."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest

from core import parse_hand
from core.engine.rows import Row, Table
from core.engine.score import names
from core.model.errors import NotAWinError
from core.model.hand import Hand
from core.rules import register_rules, unregister_rules
from tests.test_engine import ToyRules

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


class FlowerToy(ToyRules):
    """The toy rules plus a win by all eight flowers, with or without a complete hand."""

    name = "flowertoy"
    title = names("Flower toy", "花玩具", "花玩具", "花おもちゃ")
    has_flowers = True
    table = Table(
        list(ToyRules.table.rows)
        + [
            Row(
                "eight_flowers",
                names("Eight flowers", "八仙过海", "八仙過海", "八仙過海"),
                8,
                names("all eight flowers", "八张花牌", "八張花牌", "花牌8枚"),
                predicate=lambda f: 1 if len(f.hand.flowers) == 8 else 0,
                section="win",
            ),
        ]
    )

    def can_score(self, hand: Hand) -> bool:
        return hand.win is not None or len(hand.flowers) == 8

    def validate(self, hand: Hand, ctx: dict[str, Any], opts: dict[str, Any]) -> None:
        if hand.win is None and len(hand.flowers) == 8:
            return
        super().validate(hand, ctx, opts)


@pytest.fixture
def flower_toy() -> Iterator[FlowerToy]:
    rules = FlowerToy()
    register_rules(rules)
    try:
        yield rules
    finally:
        unregister_rules("flowertoy")


def test_a_win_by_flowers_alone_is_scored_with_no_reading(flower_toy: FlowerToy) -> None:
    s = flower_toy.score(parse_hand("123m5p 1f2f3f4f5f6f7f8f"))
    assert s.win and s.decomposition is None and s.total == 8
    assert [(i.id, i.section) for i in s.items] == [("eight_flowers", "win")]
    with pytest.raises(NotAWinError):
        flower_toy.score(parse_hand("123m5p 1f2f3f4f5f6f7f"))  # seven flowers: nothing to score


def test_the_window_scores_what_the_rule_set_says_it_can(flower_toy: FlowerToy, qtbot: Any) -> None:
    pytest.importorskip("pytestqt")
    from gui.app import make_window

    w: Any = make_window("flowertoy", None, "en")
    w.remember_choices = False
    qtbot.addWidget(w)
    w.show()
    for t in ("1m", "2m", "3m", "5p"):
        w.palette_widget.buttons[t].click()
    for n in range(1, 8):
        w.palette_widget.buttons[f"{n}f"].click()
    assert w.state.evaluation().score is None  # seven flowers: still building the hand
    w.palette_widget.buttons["8f"].click()
    score = w.state.evaluation().score
    assert score is not None and score.win and score.total == 8
    assert w.breakdown.verdict.text() == "Win: 8 points"
