"""What the window shows is what it scores (issue 23): no visible control contradicts the
score."""

from __future__ import annotations

import os
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tests.test_gui_claim import open_window, type_hand  # noqa: E402

TAIWAN_HAND = "123m456m789p555z666z5s 1f2f3f4f +5s"


def _dealer_items(w: Any) -> set[str]:
    s = w.state.evaluation().score
    assert s is not None
    return {i.id for i in s.items} & {"dealer", "dealer_streak"}


def test_the_taiwanese_dealer_box_says_what_the_seat_decides(qtbot: Any) -> None:
    """Seat East is the dealer: the "Winner is the dealer" box is ticked with seat East and
    unticked with any other seat, and it cannot be unticked to contradict the score (it showed
    unticked while 作莊 1 台 was counted)."""
    w = open_window(qtbot, "taiwan")
    type_hand(w, qtbot, TAIWAN_HAND)
    box = w.context_panel.controls["dealer"]
    w.state.set_context("seat_wind", "E")
    w.state.set_context("dealer_streak", 2)
    assert _dealer_items(w) == {"dealer", "dealer_streak"}
    assert box.isChecked() and not box.isEnabled()
    w.state.set_context("seat_wind", "S")
    assert _dealer_items(w) == set()
    assert not box.isChecked() and not box.isEnabled()
    # a state that sets it against the seat (a loaded record) is refused, and the box can fix it
    w.state.set_context("dealer", True)
    assert w.state.evaluation().error is not None and box.isEnabled()
    box.click()
    assert w.state.evaluation().error is None and _dealer_items(w) == set()


def test_the_meld_buttons_say_the_rule_sets_words(qtbot: Any) -> None:
    """MCR and Taiwanese melds were called Chi/Pon/Kan in English (riichi's words)."""
    from core.model.hand import MeldKind

    w = open_window(qtbot, "mcr")
    buttons = w.melds.buttons
    assert [buttons[k].text() for k in (MeldKind.CHOW, MeldKind.PUNG, MeldKind.KONG)] == ["Chow", "Pung", "Kong"]
    w.state.set_rules("taiwan")
    assert buttons[MeldKind.CONCEALED_KONG].text() == "Concealed kong"
    w.state.set_rules("riichi")
    assert [buttons[k].text() for k in (MeldKind.CHOW, MeldKind.PUNG, MeldKind.KONG)] == ["Chi", "Pon", "Kan"]
    w.language_chosen("ja")
    assert buttons[MeldKind.CHOW].text() == "チー"
