"""Issue 23, "the referee's words are read": what is typed is read as the same tiles clicked,
a kong entered in its natural order is offered, and typed text is never dropped."""

from __future__ import annotations

import os
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from core.model.hand import MeldKind
from core.model.notation import parse_tiles
from core.model.tiles import Flower
from gui.window import MainWindow  # noqa: E402
from tests.test_gui_claim import open_window as _window  # noqa: E402


def _type(w: MainWindow, text: str) -> None:
    w.notation.edit.setText(text)
    w.notation.commit()


def _click(w: MainWindow, text: str) -> None:
    for t in parse_tiles(text):
        w.palette_widget.buttons[str(t)].click()


@pytest.mark.parametrize(
    ("rules", "text"),
    [
        ("mcr", "11m"),
        ("mcr", "11112m"),
        ("mcr", "11123m456p"),
        ("riichi", "11123m456p789s"),
        ("taiwan", "11123m456p789s111z"),
        ("taiwan", "12m [777z]"),
        ("taiwan", "11123m456p [777z]"),
    ],
)
def test_a_partial_hand_typed_is_read_as_clicked(qtbot: Any, rules: str, text: str) -> None:
    """`11112m` was refused ("with its winning tile a … hand has 14 tiles, this one 5") and the
    same tiles clicked showed `11112m +?`, which the README gives a full hand with no winning tile."""
    typed = _window(qtbot, rules)
    _type(typed, text)
    assert typed.notation.error.text() == ""
    assert typed.state.draft_error is None
    assert typed.state.win_index() is None
    clicked = _window(qtbot, rules)
    standing = text.split(" [")[0]
    if "[" in text:
        clicked.state.set_from_notation(text)  # a meld is declared, not clicked
    else:
        _click(clicked, standing)
    assert clicked.state.snapshot.tiles == typed.state.snapshot.tiles
    for w in (typed, clicked):
        assert "+?" not in w.notation.edit.text() and "+?" not in w.state.notation()
        assert w.state.notation() == typed.state.notation()


def test_plus_question_mark_still_marks_a_full_hand_with_no_winning_tile(qtbot: Any) -> None:
    w = _window(qtbot, "mcr")
    _type(w, "123m456p789s11122z")  # full: won on the last tile written
    assert w.state.notation().endswith("+2z")
    _type(w, "123m456p789s11122z +?")
    assert w.notation.error.text()  # a full hand needs its winning tile marked


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_palette_click_keeps_the_typed_text_with_a_mistake(qtbot: Any, lang: str) -> None:
    """Clicking a tile while the box held a typing mistake dropped the typed text silently and
    edited the last good hand."""
    w = _window(qtbot, "mcr", lang)
    _type(w, "123m456p")
    good = w.state.snapshot
    w.notation.edit.setText("123m456p78x")  # a mistake
    w.notation.commit(wait=True)
    w.palette_widget.buttons["9s"].click()
    assert w.notation.edit.text() == "123m456p78x"  # kept
    assert w.state.snapshot == good  # the last good hand is not edited behind the text
    assert w.notation.error.text()  # the mistake is said
    assert w.strip.hint.text() and "Ctrl+Z" in w.strip.hint.text()
    w.palette_widget.flower_clicked.emit(Flower(1))  # a flower the same (MCR has flowers)
    assert w.notation.edit.text() == "123m456p78x" and w.state.snapshot == good
    w.notation.edit.setText("123m456p789s")  # corrected: the palette adds again
    w.notation.commit()
    w.palette_widget.buttons["9s"].click()
    assert w.state.size() == 10


def test_the_fourth_copy_clicked_on_a_complete_hand_makes_the_kong(qtbot: Any) -> None:
    """Entering a kong in its natural order (the fourth 5p as the 15th click) was refused with
    "the hand is complete: remove a tile first"."""
    w = _window(qtbot, "mcr")
    _click(w, "555p123m456m789s1z1z")  # 14 tiles: complete, won on the last 1z
    assert w.state.size() == 14 and w.state.hand().win is not None
    _click(w, "5p")
    hand = w.state.hand()
    assert [m.kind for m in hand.melds] == [MeldKind.CONCEALED_KONG]  # counted as three
    assert hand.win is not None and str(hand.win) == "1z"  # the winning tile stays
    assert w.state.notation() == "123456m789s1z {5555p} +1z"
    assert w.state.evaluation().score is not None
    w.state.undo_stack.undo()  # one step back
    assert w.state.size() == 14 and not w.state.snapshot.melds


def test_the_fourth_copy_of_a_declared_pung_makes_an_added_kong(qtbot: Any) -> None:
    w = _window(qtbot, "mcr")
    _type(w, "123m456m789s1z [555p] +1z")
    _click(w, "5p")
    assert w.state.notation() == "123456m789s1z [5555p+] +1z"


def test_a_fourth_copy_that_makes_no_kong_says_how_to_declare_one(qtbot: Any) -> None:
    w = _window(qtbot, "mcr")
    _type(w, "123m456m789s11z55p +5p")  # the winning tile is one of the three
    _click(w, "5p")
    assert "kong counts as three" in w.strip.hint.text()
    assert w.state.size() == 14 and not w.state.snapshot.melds
