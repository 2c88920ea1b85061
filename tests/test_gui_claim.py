"""The referee's check of a claim in the window (issue 14), driven through its widgets."""

from __future__ import annotations

import os
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402

from gui.app import make_window  # noqa: E402
from gui.window import MainWindow  # noqa: E402

GATES = "1112345678999m+5m"


def open_window(qtbot: Any, rules: str = "mcr", lang: str = "en") -> MainWindow:
    w = make_window(rules, None, lang)
    qtbot.addWidget(w)
    w.resize(1280, 860)
    w.show()
    return w  # type: ignore[return-value]


def type_hand(w: MainWindow, qtbot: Any, text: str) -> None:
    w.notation.edit.setText(text)
    qtbot.keyClick(w.notation.edit, Qt.Key.Key_Return)


def set_self_drawn(w: MainWindow) -> None:
    w.state.set_context("self_drawn", True)


def test_a_right_claim_agrees_and_a_wrong_one_lists_each_difference(qtbot: Any) -> None:
    w = open_window(qtbot)
    type_hand(w, qtbot, GATES)
    set_self_drawn(w)
    w.check_claim()
    assert w.lower_tabs.currentWidget() is w._claim_page  # the claim tab
    panel = w.claim
    assert "Enter what the player claims" in panel.summary.text()
    qtbot.keyClicks(panel.items_edit, "Nine Gates, Two Concealed Pungs, pung of terminals or honors, self_drawn")
    qtbot.keyClicks(panel.total_edit, "92")
    assert panel.verdict is not None and panel.verdict.agrees
    assert panel.summary.text() == "The claim agrees with the score."
    assert panel.details.text() == ""
    panel.total_edit.setText("90")
    panel.items_edit.setText("Nine Gates, Full Flush, self_drawn")
    assert panel.verdict is not None and not panel.verdict.agrees
    kinds = [d.kind for d in panel.verdict.differences]
    assert kinds == ["suppressed", "missed", "missed", "total"]
    text = panel.details.text()
    assert "Full Flush is claimed, but it does not count here" in text
    assert "Two Concealed Pungs (2 fan) counts in this hand but is not claimed." in text
    assert "The claimed total is 90 fan; the hand is worth 92 fan." in text


def test_the_claim_follows_the_hand_and_items_are_picked_from_the_rule_sets_list(qtbot: Any) -> None:
    w = open_window(qtbot)
    type_hand(w, qtbot, GATES)
    panel = w.claim
    pick = panel.pick
    i = pick.findData("nine_gates")
    assert i > 0 and pick.itemText(i).startswith("Nine Gates")
    pick.setCurrentIndex(i)
    pick.activated.emit(i)
    assert panel.items_edit.text() == "Nine Gates"
    assert pick.currentIndex() == 0
    assert [d.kind for d in panel.verdict.differences] == ["missed", "missed"]  # not self-drawn yet
    set_self_drawn(w)  # the hand changes: the check follows it at once
    assert [d.id for d in panel.verdict.differences] == [
        "two_concealed_pungs",
        "pung_of_terminals_or_honors",
        "self_drawn",
    ]
    w.state.clear()  # a new hand starts with no claim
    assert panel.items_edit.text() == "" and panel.verdict is None


def test_a_claim_that_cannot_be_read_names_the_field_and_the_window_keeps_working(qtbot: Any) -> None:
    w = open_window(qtbot)
    type_hand(w, qtbot, GATES)
    panel = w.claim
    panel.total_edit.setText("9x")
    assert "Claimed total" in panel.summary.text() and "9x" in panel.summary.text()
    assert panel.verdict is None
    panel.total_edit.setText("92")
    panel.items_edit.setText("no such fan")
    assert panel.verdict is not None and panel.verdict.differences[0].kind == "unknown_item"
    assert "“no such fan” is no item of" in panel.details.text()
    assert w.breakdown.verdict.text() == "Win: 91 fan"  # the score is untouched by the claim


def test_an_incomplete_hand_has_nothing_to_check(qtbot: Any) -> None:
    w = open_window(qtbot)
    type_hand(w, qtbot, "1112345678999m")
    w.claim.total_edit.setText("27")
    assert w.claim.verdict is None
    assert "No complete hand" in w.claim.summary.text()


@pytest.mark.parametrize(
    "lang, agrees, fragment",
    [
        ("zh-Hans", "申报与计分一致。", "申报了清一色"),
        ("zh-Hant", "申報與計分一致。", "申報了清一色"),
        ("ja", "申告は計算と一致しています。", "清一色の申告"),
    ],
)
def test_the_check_speaks_the_window_language(qtbot: Any, lang: str, agrees: str, fragment: str) -> None:
    w = open_window(qtbot, lang=lang)
    type_hand(w, qtbot, GATES)
    set_self_drawn(w)
    panel = w.claim
    panel.items_edit.setText("九莲宝灯, 双暗刻, 幺九刻, 自摸")
    assert panel.summary.text() == agrees
    panel.items_edit.setText("九莲宝灯, 双暗刻, 幺九刻, 自摸, 清一色")
    assert fragment in panel.details.text()
    assert panel.items_label.text() != "Claimed &items:"  # the panel's own labels are translated too
    assert w.lower_tabs.tabText(w.lower_tabs.indexOf(w._claim_page)) != "Check a &claim"


def test_riichi_and_taiwanese_claims_in_the_same_panel(qtbot: Any) -> None:
    w = open_window(qtbot, "riichi")
    type_hand(w, qtbot, "234m456p678s2255s+5s")
    w.state.set_context("riichi", True)
    panel = w.claim
    panel.items_edit.setText("riichi, tanyao")
    panel.received_edit.setText("3900")  # East is the dealer: 2 han 40 fu from the discarder
    assert panel.verdict is not None and panel.verdict.agrees, panel.details.text()
    assert panel.unit_label.text() == "han"
    assert panel.pick.findData("fu_base") == -1  # fu follow from the tiles: not claimed
    w.state.set_rules("taiwan")
    assert panel.items_edit.text() == panel.received_edit.text() == ""  # a claim is for one rule set
    type_hand(w, qtbot, "123m456m789p555z666z5s 1f2f3f4f +5s")
    panel.items_edit.setText("箭字坎 x2, 門清, 獨聽, 作莊, 花槓")
    w.state.set_context("seat_wind", "E")
    assert panel.verdict is not None
    assert panel.verdict.agrees, panel.details.text()


def test_the_command_line_opens_the_window_on_a_hand_context_and_claim(qtbot: Any) -> None:
    from core.model.errors import ContextError
    from gui.app import set_up

    w = open_window(qtbot)
    type_hand(w, qtbot, GATES)
    set_up(w, ["self_drawn=true"], "九莲宝灯, 清一色", 27, 105)
    assert w.lower_tabs.currentWidget() is w._claim_page  # the claim tab
    assert w.state.context["self_drawn"] is True
    assert [d.kind for d in w.claim.verdict.differences] == [
        "suppressed",
        "missed",
        "missed",
        "missed",
        "total",
        "received",
    ]
    with pytest.raises(ContextError):
        set_up(w, ["self_drawn"], None, None, None)
