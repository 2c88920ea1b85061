"""A rule set the window has never seen, driven through the real window (issue 10's
acceptance test): the toy rule set of tests/test_engine.py, registered at run time. Nothing
in gui/ knows it: the window renders what the rule set declares (its context schema and
groups, its option's choices, its constraint, its result's sections, verdicts and payer
roles)."""

from __future__ import annotations

import os
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QComboBox, QGroupBox, QLabel, QTableView, QWidget  # noqa: E402

from core.engine.schema import COMMON_CONTEXT
from core.model.notation import parse_tiles
from gui.app import make_window  # noqa: E402
from gui.window import MainWindow  # noqa: E402
from tests.test_engine import ToyRules, toy  # noqa: F401  (the toy's registering fixture)

HAND = "555z666z777z111m2p +2p"  # all pungs 3, two dragon pungs 1 each, the third implied


@pytest.fixture
def window(qtbot: Any, toy: ToyRules) -> MainWindow:  # noqa: F811  (the fixture imported above)
    w = make_window("mcr", None, "en")
    w.remember_choices = False  # type: ignore[attr-defined]
    qtbot.addWidget(w)
    w.resize(1280, 860)
    w.show()
    combo = w.rules_combo  # type: ignore[attr-defined]
    i = combo.findData("toy")
    assert i >= 0 and combo.itemText(i) == "Toy rules"  # listed by its own title
    combo.setCurrentIndex(i)
    assert w.state.rules.name == "toy"  # type: ignore[attr-defined]
    return w  # type: ignore[return-value]


def type_hand(window: MainWindow, text: str) -> None:
    window.notation.edit.setText(text)
    window.notation.edit.editingFinished.emit()
    assert not window.notation.error.text(), window.notation.error.text()


def rows(window: MainWindow) -> list[tuple[Any, ...]]:
    m = window.breakdown.model
    return [tuple(m.data(m.index(r, c)) for c in range(m.columnCount())) for r in range(m.rowCount())]


def _shown(text: str) -> str:
    """A label as the user sees it: an access key's & is no character of it."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def shown_texts(window: MainWindow) -> list[str]:
    """Every text the window shows: labels, buttons, group titles, combo items, table cells
    and headers."""
    out: list[str] = [window.windowTitle()]
    for w in window.findChildren(QWidget):
        if not w.isVisible():
            continue
        if isinstance(w, QLabel):
            out.append(_shown(w.text()))
        elif isinstance(w, QAbstractButton):
            out.append(_shown(w.text()))
        elif isinstance(w, QGroupBox):
            out.append(w.title())
        elif isinstance(w, QComboBox):
            out.extend(w.itemText(i) for i in range(w.count()))
        elif isinstance(w, QTableView):
            m = w.model()
            out.extend(str(m.headerData(c, Qt.Orientation.Horizontal)) for c in range(m.columnCount()))
            out.extend(str(m.data(m.index(r, c))) for r in range(m.rowCount()) for c in range(m.columnCount()))
    return out


def test_the_context_panel_is_the_toys_declared_schema(window: MainWindow) -> None:
    panel = window.context_panel
    assert list(panel.controls) == [f.key for f in COMMON_CONTEXT]  # the common fields, nothing of MCR's
    assert [b.title() for b in panel.group_boxes.values()] == ["How it was won", "Seat and round"]
    assert all(
        isinstance(panel.controls[k], QCheckBox)
        for k in ("self_drawn", "last_wall_tile", "kong_replacement", "robbing_kong")
    )
    seat = panel.controls["seat_wind"]
    assert isinstance(seat, QComboBox) and [seat.itemText(i) for i in range(seat.count())] == [
        "East",
        "South",
        "West",
        "North",
    ]
    assert list(panel.option_controls) == ["dragon_value"]
    opt = panel.option_controls["dragon_value"]
    assert isinstance(opt, QComboBox)  # an int field with choices is a combo box
    assert [opt.itemText(i) for i in range(opt.count())] == ["1 point", "2 points"]
    assert [opt.itemData(i) for i in range(opt.count())] == [1, 2] and opt.currentData() == 1
    assert panel.options_box.isVisible()
    labels = [label.text().replace("&", "") for label, _f in panel._labels]  # without the access keys
    assert "Dragon pung value" in labels and "Robbing the kong" in labels
    assert "1f" not in window.palette_widget.buttons  # the toy has no flowers


def test_a_hand_shows_the_toys_sections_verdict_and_payments(window: MainWindow, qtmodeltester: Any) -> None:
    type_hand(window, HAND)
    bd = window.breakdown
    # won on a discard, nothing counts in "How it was won": one section, shown as one table
    assert rows(window) == [
        ("All pungs", 3, 1, 3),
        ("Dragon pung", 1, 2, 2),
        ("Dragon pung  (not counted with All pungs)", 1, 1, 0),
    ]
    assert bd.model.headerData(0, Qt.Orientation.Horizontal) == "Hand"
    assert bd.model.headerData(1, Qt.Orientation.Horizontal) == "Value (points)"
    assert bd.verdict.text() == "Win: 5 points"
    assert bd.payments.text() == "Pays: discarder 5; the winner receives 5"
    m = bd.model
    assert m.data(m.index(2, 0), Qt.ItemDataRole.ForegroundRole) is not None  # the suppressed row greyed
    assert m.data(m.index(0, 0), Qt.ItemDataRole.ForegroundRole) is None
    # every row's tooltip is the item's definition, counted or not
    assert [m.data(m.index(r, 0), Qt.ItemDataRole.ToolTipRole) for r in range(3)] == [
        "four pungs or kongs and a pair",
        "a pung or kong of dragons, each",
        "a pung or kong of dragons, each",
    ]
    qtmodeltester.check(m)

    window.context_panel.controls["self_drawn"].click()
    # two sections now: a title row with its subtotal before each section's items
    assert rows(window) == [
        ("Hand", None, None, 5),
        ("All pungs", 3, 1, 3),
        ("Dragon pung", 1, 2, 2),
        ("Dragon pung  (not counted with All pungs)", 1, 1, 0),
        ("How it was won", None, None, 1),
        ("Self-drawn", 1, 1, 1),
    ]
    assert [m.data(m.index(r, 0), Qt.ItemDataRole.UserRole) for r in range(m.rowCount())] == [
        "title",
        "counted",
        "counted",
        "suppressed",
        "title",
        "counted",
    ]
    assert m.data(m.index(5, 0), Qt.ItemDataRole.ToolTipRole) == "won on a tile drawn from the wall"
    assert m.data(m.index(0, 0), Qt.ItemDataRole.FontRole).bold()
    assert m.headerData(0, Qt.Orientation.Horizontal) == "Item"
    assert m.item_total() == 6
    assert bd.verdict.text() == "Win: 6 points"
    assert bd.payments.text() == "Pays: each player 6; the winner receives 18"
    qtmodeltester.check(m)
    text = bd.as_text()
    assert "[Hand]" in text and "[How it was won]" in text and "not counted with All pungs" in text

    # the option's combo sets the dragon pung's value
    opt = window.context_panel.option_controls["dragon_value"]
    assert isinstance(opt, QComboBox)
    opt.setCurrentIndex(opt.findData(2))
    assert bd.verdict.text() == "Win: 8 points"  # 3 + 2 x 2 + 1
    assert rows(window)[2] == ("Dragon pung", 2, 2, 4)
    window.undo_action.trigger()
    assert bd.verdict.text() == "Win: 6 points" and opt.currentData() == 1


def test_the_toy_in_another_language(window: MainWindow) -> None:
    type_hand(window, HAND)
    window.context_panel.controls["self_drawn"].click()
    window.lang_combo.setCurrentIndex(window.lang_combo.findData("ja"))
    assert window.breakdown.verdict.text() == "和了：6 点"
    assert rows(window)[0] == ("手役", None, None, 5)
    assert rows(window)[3][0] == "三元牌刻子  (" + window.state.evaluation().score.suppressed[0].why.ja + ")"  # type: ignore[union-attr]
    assert rows(window)[4][0] == "和了の仕方"
    assert window.breakdown.payments.text().startswith("支払い：各自 6")
    assert [b.title() for b in window.context_panel.group_boxes.values()] == ["和了の仕方", "自風と場風"]
    opt = window.context_panel.option_controls["dragon_value"]
    assert isinstance(opt, QComboBox) and opt.itemText(1) == "2 点"
    assert window.rules_combo.currentText() == "おもちゃルール"
    window.lang_combo.setCurrentIndex(window.lang_combo.findData("zh-Hans"))
    assert window.breakdown.verdict.text() == "和牌：6 点"
    assert window.breakdown.payments.text().startswith("支付：每家 6")


def test_no_internal_id_is_shown(window: MainWindow) -> None:
    type_hand(window, HAND)
    window.context_panel.controls["self_drawn"].click()
    # the ids that are no English word (a section "hand", a role "each" would be)
    ids = {"toy", "dragon_value", "all_pungs", "dragon_pung", "self_draw", "discarder"}
    ids |= {f.key for f in COMMON_CONTEXT}
    texts = shown_texts(window)
    assert "Dragon pung value" in texts and "Win: 6 points" in texts and "How it was won" in texts
    for text in texts:
        for word in text.replace("(", " ").replace(")", " ").replace(":", " ").split():
            assert word not in ids, (word, text)


def test_a_ready_hand_shows_the_waits_with_the_headline_values(window: MainWindow, qtmodeltester: Any) -> None:
    for t in parse_tiles("555z666z777z111m2p"):
        window.palette_widget.buttons[str(t)].click()
    waits = window.waits.model
    assert waits.rowCount() == 1
    assert [waits.data(waits.index(0, c)) for c in range(4)] == ["2 dots", 3, "5", "6"]  # 2p, named: 3 copies left
    assert [waits.headerData(c, Qt.Orientation.Horizontal) for c in range(4)] == [
        "Tile",
        "Left",
        "Discard win",
        "Self-drawn",
    ]
    qtmodeltester.check(waits)
    assert "Ready" in window.breakdown.verdict.text()
    # a wait that scores nothing under the toy is shown as no win, with the headline's value
    window.state.clear()
    type_hand(window, "123m456p789s123s1z")
    assert [waits.data(waits.index(0, c)) for c in (0, 2, 3)] == ["East wind", "0 (no win)", "1"]


def test_ticking_self_drawn_greys_out_robbing_the_kong(window: MainWindow) -> None:
    controls = window.context_panel.controls
    type_hand(window, HAND)
    assert controls["robbing_kong"].isEnabled()
    controls["self_drawn"].click()
    assert not controls["robbing_kong"].isEnabled()  # the toy's one constraint
    controls["robbing_kong"].click()
    assert window.state.context.get("robbing_kong") is None
    controls["self_drawn"].click()
    assert controls["robbing_kong"].isEnabled()
    controls["robbing_kong"].click()
    assert not controls["self_drawn"].isEnabled()  # and the other way round
    assert window.breakdown.verdict.text() == "Win: 5 points"
    # a context that breaks the constraint anyway is refused, its two keys outlined
    window.state.set_context("self_drawn", True)
    assert window.breakdown.verdict.text().startswith("Cannot score")
    marked = {k for k, w in controls.items() if w.property("problem")}
    assert marked == {"robbing_kong", "self_drawn"}


def test_mcr_still_works_after_the_toy(window: MainWindow) -> None:
    type_hand(window, HAND)
    window.rules_combo.setCurrentIndex(window.rules_combo.findData("mcr"))
    assert window.state.rules.name == "mcr"
    assert "flowers" in window.context_panel.controls  # MCR's own schema is back
    window.state.clear()
    for t in parse_tiles("1112345678999p2p"):
        window.palette_widget.buttons[str(t)].click()
    assert window.breakdown.verdict.text() == "Win: 92 fan"
    assert window.breakdown.model.headerData(0, Qt.Orientation.Horizontal) == "Fan"
