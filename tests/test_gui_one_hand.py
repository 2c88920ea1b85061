"""Issue 11, "one hand at a time": the hand box, the tiles and the breakdown always describe
one hand, and edits keep what the user chose. Each test failed before its fix."""

from __future__ import annotations

import os
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402

from core.model.notation import error_span
from core.model.tiles import Tile
from gui.app import make_window  # noqa: E402
from gui.window import MainWindow  # noqa: E402


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    w = make_window("mcr", None, "en")
    qtbot.addWidget(w)
    w.resize(1280, 860)
    w.show()
    return w  # type: ignore[return-value]


def test_typed_notation_applies_as_it_is_typed(window: MainWindow, qtbot: Any) -> None:
    edit = window.notation.edit
    edit.setFocus()
    qtbot.keyClicks(edit, "123m456p789s1z [777z] +1z")
    # no Enter: the hand, the tiles and the breakdown follow the keys
    assert window.state.notation() == "123m456p789s1z [777z] +1z"
    assert window.breakdown.verdict.text() == "Win: 17 fan"
    assert window.strip.win_button is not None
    # the whole typing is one undo step
    window.state.undo_stack.undo()
    assert window.state.size() == 0


def test_half_typed_text_shows_no_score_and_no_old_tiles_as_current(window: MainWindow, qtbot: Any) -> None:
    edit = window.notation.edit
    edit.setText("123m456p789s1z [777z] +1z")
    edit.editingFinished.emit()
    assert window.breakdown.verdict.text() == "Win: 17 fan"
    edit.setFocus()
    edit.end(False)
    qtbot.keyClicks(edit, " [12")  # an open bracket: the text is no hand
    # the old score is not shown for text it does not describe; the tiles are greyed
    assert "No score" in window.breakdown.verdict.text()
    assert not window.strip.isEnabled()
    assert window.notation.error.text() == ""  # half-typed: no red message under the cursor yet
    qtbot.waitUntil(lambda: window.notation.error.text() != "", timeout=2000)
    assert "Not applied" in window.notation.error.text()
    assert edit.text().endswith(" [12") and edit.cursorPosition() == len(edit.text())  # typing goes on


def test_switching_rule_set_and_back_leaves_no_old_text_or_error(window: MainWindow) -> None:
    edit = window.notation.edit
    edit.setText("123m456p789s1z [777z] +1z")
    edit.editingFinished.emit()
    edit.setText("123m456p789s1z [124m] +1z")
    edit.editingFinished.emit()
    assert window.notation.error.text()
    window.state.set_rules("riichi")
    window.state.set_rules("mcr")
    assert window.notation.error.text() == ""
    assert edit.text() == window.state.notation()
    assert window.strip.isEnabled()


def test_undeclaring_a_meld_keeps_the_winning_tile(window: MainWindow) -> None:
    edit = window.notation.edit
    edit.setText("123m456p789s1z [777z] +1z")
    edit.editingFinished.emit()
    before = window.breakdown.verdict.text()
    assert window.state.hand().win == Tile(27)  # 1z
    window.strip.meld_buttons[0].click()  # undeclare the 中 pung
    assert window.state.hand().win == Tile(27)
    assert window.state.notation().endswith("+1z")
    assert window.breakdown.verdict.text() != "" and window.state.hand().melds == ()
    assert before == "Win: 17 fan"


def test_declaring_a_meld_keeps_the_winning_tile(window: MainWindow) -> None:
    window.state.set_from_notation("123m456p789s1z777z+1z")
    standing = list(window.state.snapshot.tiles)
    idx = [i for i, t in enumerate(standing) if t == Tile(33)]  # the three 7z
    assert window.state.declare_meld(window.state.meld_options(idx)[0], idx) is None
    assert window.state.hand().win == Tile(27)


def test_ctrl_z_in_the_hand_box_undoes_the_last_edit(window: MainWindow, qtbot: Any) -> None:
    edit = window.notation.edit
    window.palette_widget.buttons["1m"].click()
    window.palette_widget.buttons["2m"].click()
    assert window.state.size() == 2
    edit.setFocus()
    qtbot.keyClick(edit, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.state.size() == 1 and edit.text() == window.state.notation() == "1m"
    # typed text that is not applied: Ctrl+Z drops it first, and the stale error with it
    edit.setText("1m [12")
    edit.editingFinished.emit()
    assert window.notation.error.text()
    qtbot.keyClick(edit, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.notation.error.text() == "" and edit.text() == "1m" and window.state.size() == 1
    assert window.strip.isEnabled()
    qtbot.keyClick(edit, Qt.Key.Key_Z, Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier)
    assert window.state.size() == 2  # redo


@pytest.mark.parametrize(
    "text, part",
    [
        ("123m456p789s1z [124m] +1z", "[124m]"),
        ("123m456p789s8z1z+1z", "8z"),
        ("123m456p789s1z [777z] 1z+9f", "9f"),
    ],
)
def test_the_error_highlight_selects_the_offending_part(window: MainWindow, text: str, part: str) -> None:
    edit = window.notation.edit
    edit.setText(text)
    edit.editingFinished.emit()
    assert edit.selectedText() == part


def test_error_span_takes_a_whole_meld_or_tile() -> None:
    assert error_span("12m [124m] 5p", 4) == (4, 10)
    assert error_span("12m [124m] 5p", 6) == (4, 10)
    assert error_span("123m8z", 4) == (4, 6)
    assert error_span("1m [77", 3) == (3, 6)  # an unclosed bracket: to the end
    assert error_span("", 0) == (0, 0)


def test_clear_starts_a_new_hand_with_the_default_context(window: MainWindow) -> None:
    window.state.set_from_notation("123m456p789s1z [777z] +1z")
    window.state.set_context("self_drawn", True)
    window.state.set_context("seat_wind", "S")
    window.state.set_option("min_fan", 8) if any(f.key == "min_fan" for f in window.state.rules.option_fields) else None
    options = window.state.options
    window.clear_action.trigger()
    assert window.state.size() == 0 and window.state.context == {}
    assert window.state.options == options  # the rule set's options stay
    assert "stay" in window.clear_action.toolTip()
    window.state.undo_stack.undo()  # and Clear is undoable like every edit
    assert window.state.context == {"self_drawn": True, "seat_wind": "S"}


@pytest.mark.parametrize(
    "rules, hand, context, preset",
    [
        ("mcr", "123m456p789s1z [777z] +1z", {"self_drawn": True, "seat_wind": "S"}, "green_book_2006"),
        ("riichi", "234m456p678s2255s+5s", {"riichi": True, "dora_indicators": "1m", "seat_wind": "W"}, ""),
        (
            "taiwan",
            "123m456m789p555z666z5s 1f2f3f4f +5s",
            {"self_drawn": True, "seat_wind": "E", "dealer_streak": 2},
            "",
        ),
    ],
)
def test_copy_breakdown_reads_back_to_the_same_result(
    qtbot: Any, rules: str, hand: str, context: dict[str, Any], preset: str
) -> None:
    """Copy breakdown's first line is the mjscore command of the hand on screen, with its
    context and options; run, it gives the same score. No internal shape names."""
    import io
    import json
    import shlex

    from core.shells.cli import main

    w = make_window(rules, hand, "en")
    qtbot.addWidget(w)
    for key, value in context.items():
        w.state.set_context(key, value)
    if preset:
        w.state.set_preset(preset)
    w.copy_breakdown()
    text = __import__("PySide6.QtWidgets").QtWidgets.QApplication.clipboard().text()
    first = text.splitlines()[0]
    assert first.startswith("mjscore score --rules " + rules)
    assert "regular" not in text and "single" not in text.replace("Single", "")
    out = io.StringIO()
    assert main(shlex.split(first)[1:] + ["--json"], out) == 0
    result = json.loads(out.getvalue())
    score = w.state.evaluation().score
    assert score is not None
    assert result["total"] == score.total and result["received"] == score.received
    assert [(i["id"], i["count"]) for i in result["items"]] == [(i.id, i.count) for i in score.items]


def test_a_wait_opens_its_complete_hand_and_back_returns(window: MainWindow) -> None:
    window.notation.edit.setText("1112345678999m")
    window.notation.commit()
    model = window.waits.model
    assert model.rowCount() == 9
    assert model.data(model.index(4, 0)) == "5 characters"  # named, and drawn as a tile
    assert model.data(model.index(4, 0), 1) is not None  # Qt.DecorationRole: the tile's picture
    ready = window.state.snapshot
    window.waits.table.activated.emit(model.index(4, 3))  # 5m, self-drawn
    assert window.state.notation().endswith("+5m")
    assert window.state.context.get("self_drawn") is True
    assert window.breakdown.verdict.text() == "Win: 92 fan"
    assert window.waits.back_button.isVisibleTo(window)
    window.waits.back_button.click()
    assert window.state.snapshot == ready and not window.waits.back_button.isVisibleTo(window)
    window.waits.table.activated.emit(model.index(0, 2))  # 1m on a discard
    assert window.state.notation().endswith("+1m") and not window.state.context.get("self_drawn")
    window.state.remove_tile(0)  # no longer the opened wait: no Back
    assert not window.waits.back_button.isVisibleTo(window)
