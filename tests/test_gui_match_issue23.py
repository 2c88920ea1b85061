"""Issue 23, the match sheet's share: what the window shows is what it records. A sheet
changed by another program (a second Store on the same file) is noticed before a win is
recorded; player names are plain text with bidirectional text isolated; a failed export says
so; a damaged record is said instead of raised."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from core.match import Draw, WinHand  # noqa: E402
from core.records import Store  # noqa: E402
from gui.app import make_window  # noqa: E402
from gui.match_sheet import MatchWindow  # noqa: E402
from gui.window import MainWindow  # noqa: E402

# a pung of East: 圈风刻 while the round is East, not in the South round
WIND_HAND = "123m456p789s5z [111z] +5z"
PLAYERS = ("Ann", "Bob", "Cid", "Dee")


@pytest.fixture
def setup(qtbot: Any, tmp_path: Path) -> tuple[MainWindow, MatchWindow, Path]:
    w = make_window("mcr", None, "en")
    qtbot.addWidget(w)
    w.resize(1280, 860)
    w.show()
    path = tmp_path / "matches.sqlite3"
    w.match_window = MatchWindow(w, Store(path))
    mw = w.open_match_sheet()
    qtbot.addWidget(mw)
    return w, mw, path


def start(mw: MatchWindow, players: tuple[str, ...] = PLAYERS) -> None:
    for edit, name in zip(mw.player_edits, players):
        edit.setText(name)
    mw.new_button.click()
    assert mw.match is not None and mw.match.players == players, mw.message.text()


def choose(combo: Any, data: int) -> None:
    i = combo.findData(data)
    assert i >= 0
    combo.setCurrentIndex(i)


def shown_total(w: MainWindow) -> int:
    score = w.state.evaluation().score
    assert score is not None
    return score.total


def test_a_sheet_changed_by_another_program_is_noticed_before_a_win_is_recorded(
        setup: tuple[MainWindow, MatchWindow, Path]) -> None:
    w, mw, path = setup
    start(mw)
    assert mw.match is not None
    mw.record_draw_button.click()
    assert "Recorded as entry 1" in mw.message.text()
    w.notation.edit.setText(WIND_HAND)
    w.notation.edit.editingFinished.emit()
    choose(mw.winner_combo, 1)
    choose(mw.discarder_combo, 2)
    # another program adds three draws: the next hand is now the South round's first
    with Store(path) as other:
        for _ in range(3):
            other.add(mw.match.id, Draw())
    mw.record_win_button.click()
    # not recorded silently: the sheet is shown again, the seat and round it gives are set and
    # the hand on screen scored with them
    assert "changed" in mw.problem, mw.message.text()
    assert mw.sheet is not None and [r.entry for r in mw.sheet.rows] == [1, 2, 3, 4]
    assert mw.sheet.next_seating is not None and mw.sheet.next_seating.round_wind == "S"
    assert w.state.context.get("round_wind") == "S"
    assert "S1" in mw.info.text() or "South" in mw.info.text()
    assert str(shown_total(w)) in mw.problem
    # recorded now: exactly the score on screen
    on_screen = shown_total(w)
    mw.record_win_button.click()
    assert "Recorded as entry 5" in mw.message.text(), mw.message.text()
    body = mw.sheet.rows[-1].body
    assert isinstance(body, WinHand) and body.result["total"] == on_screen


def test_the_seat_wind_is_not_refused_forever_after_a_change_elsewhere(
        setup: tuple[MainWindow, MatchWindow, Path]) -> None:
    w, mw, path = setup
    start(mw)
    assert mw.match is not None
    w.notation.edit.setText(WIND_HAND)
    w.notation.edit.editingFinished.emit()
    choose(mw.winner_combo, 0)
    choose(mw.discarder_combo, 1)
    with Store(path) as other:
        other.add(mw.match.id, Draw())
    for _ in range(2):  # the first press shows the change, the second records
        mw.record_win_button.click()
    assert "Recorded as entry 2" in mw.message.text(), mw.message.text()
    body = mw.sheet.rows[-1].body
    assert isinstance(body, WinHand) and body.result["total"] == shown_total(w)


def test_a_change_between_the_check_and_the_write_is_taken_back(
        setup: tuple[MainWindow, MatchWindow, Path], monkeypatch: pytest.MonkeyPatch) -> None:
    w, mw, path = setup
    start(mw)
    assert mw.match is not None
    mid = mw.match.id
    w.notation.edit.setText(WIND_HAND)
    w.notation.edit.editingFinished.emit()
    choose(mw.winner_combo, 1)
    choose(mw.discarder_combo, 2)
    add = mw.store.add

    def racing_add(match_id: str, entry: Any) -> Any:  # another program writes first
        with Store(path) as other:
            for _ in range(4):
                other.add(match_id, Draw())
        return add(match_id, entry)

    monkeypatch.setattr(mw.store, "add", racing_add)
    mw.record_win_button.click()
    assert "changed" in mw.problem, mw.message.text()
    assert mw.sheet is not None and all(not isinstance(r.body, WinHand) for r in mw.sheet.rows)
    assert w.state.context.get("round_wind") == "S"
    monkeypatch.setattr(mw.store, "add", add)
    on_screen = shown_total(w)
    mw.record_win_button.click()
    body = mw.sheet.rows[-1].body
    assert isinstance(body, WinHand) and body.result["total"] == on_screen
    assert Store(path).sheet(mid).rows[-1].body == body
