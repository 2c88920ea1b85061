"""Double ron and nagashi mangan through the match sheet window (riichi and three-player riichi):
another winner of a recorded ron's discard written as the entry's next revision, the sheet the
core gives for the same entry; nagashi mangan offered on a draw only; the core's refusals (a head
bump, three rons) said in the window's language. The hand R is pinfu tanyao: 2 han 30 fu on a
discard (a non-dealer 2000, the dealer 2900); with riichi 3 han 30 fu (a non-dealer 3900)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from core.engine.match_rules import Draw, WinHand  # noqa: E402
from core.referee.match import WinInput, canonical_json  # noqa: E402
from core.referee.records import Store  # noqa: E402
from gui.app import make_window  # noqa: E402
from gui.match_sheet import MatchWindow  # noqa: E402
from gui.window import MainWindow  # noqa: E402

R = {"hand": "234m567p234s6788s", "win": "5s"}
R_TEXT = "234m567p234s6788s+5s"
R3_TEXT = "234p567p234s6788s+5s"  # (no 2-8 of characters at three)
PLAYERS = ("A", "B", "C", "D")


def _window(qtbot: Any, tmp_path: Path, rules: str = "riichi", **match_options: Any) -> tuple[MainWindow, MatchWindow]:
    w = make_window(rules, None, "en")
    qtbot.addWidget(w)
    w.resize(1280, 860)
    w.show()
    store = Store(tmp_path / "window.sqlite3")
    players = PLAYERS[:3] if rules == "sanma" else PLAYERS
    mid = store.create_match(rules, players, match_options=match_options).id
    w.match_window = MatchWindow(w, store)
    mw = w.open_match_sheet()
    qtbot.addWidget(mw)
    mw.open_match(mid)
    assert mw.match is not None and mw.match.id == mid
    return w, mw


def _choose(combo: Any, data: int) -> None:
    i = combo.findData(data)
    assert i >= 0, data
    combo.setCurrentIndex(i)


def _hand(w: MainWindow, text: str, riichi: bool = False) -> None:
    w.notation.edit.setText(text)
    w.notation.edit.editingFinished.emit()
    w.state.set_context("riichi", riichi)


def _ron(w: MainWindow, mw: MatchWindow, winner: int, discarder: int, text: str = R_TEXT) -> None:
    _hand(w, text)
    _choose(mw.winner_combo, winner)
    _choose(mw.discarder_combo, discarder)
    mw.record_win_button.click()
    assert "Recorded as entry" in mw.message.text(), mw.message.text()


def _add_winner(
    w: MainWindow, mw: MatchWindow, entry: int, winner: int, riichi: bool = False, text: str = R_TEXT
) -> None:
    """Entry ``entry`` selected, the other winner's hand on the main window, the question answered."""
    mw.select_entry(entry)
    _hand(w, text, riichi)
    dialog = mw.ask_other_winner()
    assert dialog is not None and dialog.isVisible()
    combo = dialog.findChild(object, "other_winner")
    _choose(combo, winner)
    dialog.accept()


def test_a_tenhou_double_ron_recorded_through_the_window_is_the_cores(qtbot: Any, tmp_path: Path) -> None:
    w, mw = _window(qtbot, tmp_path)  # tenhou (the default): double ron, sticks and honba to the first winner
    assert mw.add_winner_button.isVisible()
    # E1, dealer A (0). C (2) discards; A wins on it (recorded), then D (3, riichi) is added as the
    # other winner. Turn order from C: D first. D 3900 and his own stick back; A (dealer) 2900.
    _ron(w, mw, 0, 2)
    _add_winner(w, mw, 1, 3, riichi=True)
    assert "Entry 1 is now revision 2, with 2 winners of the same discard" in mw.message.text(), mw.message.text()
    # the same entry written by the core directly gives the same sheet
    with Store(tmp_path / "core.sqlite3") as core:
        mid = core.create_match("riichi", PLAYERS).id
        core.add(
            mid, WinInput(0, 2, R, also=(WinInput(3, 2, {**R, "context": {"riichi": True}}, facts={"riichi": [3]}),))
        )
        expected = core.sheet(mid)
    sheet = mw.sheet
    assert sheet is not None and len(sheet.rows) == 1
    row, want = sheet.rows[0], expected.rows[0]
    assert row.deltas == want.deltas == (2900, 0, -6800, 3900)
    assert sheet.totals == expected.totals == (27900, 25000, 18200, 28900)
    assert sheet.state.seating.label == expected.state.seating.label == "E1-1"
    assert isinstance(row.body, WinHand) and [x.winner for x in row.body.winners] == [3, 0]
    assert row.body.facts == {"riichi": [3]}
    assert mw.model.data(mw.model.index(0, 2)) == "2 win from C: D 3 han, A 2 han"
    # the history keeps the single ron, and the reason the window wrote
    history = mw.store.history(mw.match.id, 1)
    assert [h.revision for h in history] == [1, 2] and history[1].reason == "another winner of the same discard added"
    # E1-1: B (1) discards, C wins; D added: Tenhou's honba go to the first winner only (C)
    _ron(w, mw, 2, 1)
    _add_winner(w, mw, 2, 3)
    assert "Entry 2 is now revision 2" in mw.message.text(), mw.message.text()
    with Store(tmp_path / "core.sqlite3") as core:
        core.add(mid, WinInput(2, 1, R, also=(WinInput(3, 1, R),)))
        expected = core.sheet(mid)
    assert mw.sheet is not None and mw.sheet.totals == expected.totals
    assert mw.sheet.rows[-1].deltas == expected.rows[-1].deltas == (0, -4300, 2300, 2000)


def test_the_rules_refusals_are_said_in_the_windows_language(qtbot: Any, tmp_path: Path) -> None:
    # WRC: a head bump, only the first winner wins
    w, mw = _window(qtbot, tmp_path, preset="wrc")
    _ron(w, mw, 0, 2)
    _add_winner(w, mw, 1, 3)
    assert mw.problem.startswith("Not changed: ") and "these match rules have a head bump" in mw.problem, mw.problem
    assert mw.sheet is not None and mw.sheet.rows[0].revision == 1  # nothing written
    w.language_chosen("ja")
    _add_winner(w, mw, 1, 3)
    assert "この対局ルールは頭ハネです" in mw.problem, mw.problem
    w.language_chosen("en")
    # a self-drawn win has no discard to share
    _hand(w, R_TEXT)
    _choose(mw.winner_combo, 1)
    _choose(mw.discarder_combo, -1)
    mw.record_win_button.click()
    mw.select_entry(2)
    assert mw.ask_other_winner() is None and "Select a win on a discard" in mw.problem


def test_three_rons_are_refused_under_tenhou(qtbot: Any, tmp_path: Path) -> None:
    w, mw = _window(qtbot, tmp_path)
    _ron(w, mw, 0, 2)
    _add_winner(w, mw, 1, 3)
    assert "2 winners" in mw.message.text(), mw.message.text()
    w.language_chosen("zh-Hans")
    _add_winner(w, mw, 1, 1)
    assert "本比赛规则下同一张牌三家和是中途流局" in mw.problem, mw.problem
    assert mw.sheet is not None and mw.sheet.rows[0].revision == 2  # the double ron stands
    w.language_chosen("en")


def test_nagashi_mangan_is_recorded_on_a_draw_only(qtbot: Any, tmp_path: Path) -> None:
    w, mw = _window(qtbot, tmp_path)  # tenhou: nagashi mangan settled as a draw
    # offered with the draw, not with the hand's facts (a win refuses it)
    assert list(mw.fact_checks) == ["riichi", "liable"]
    assert list(mw.draw_fact_checks) == ["nagashi"] and mw.draw_facts_widget.isVisible()
    assert mw.draw_fact_labels["nagashi"].text() == "Nagashi mangan:"
    # an abortive draw has no nagashi mangan: its boxes are off
    _choose(mw.draw_kind_combo, "abortive")
    assert not mw.draw_fact_checks["nagashi"][1].isEnabled()
    _choose(mw.draw_kind_combo, "")
    # E1, dealer A: B (1) has nagashi mangan: a non-dealer's mangan tsumo, 4000 from A, 2000 from C and D
    mw.draw_fact_checks["nagashi"][1].setChecked(True)
    mw.record_draw_button.click()
    assert "Recorded as entry 1" in mw.message.text(), mw.message.text()
    assert not mw.draw_fact_checks["nagashi"][1].isChecked()
    with Store(tmp_path / "core.sqlite3") as core:
        mid = core.create_match("riichi", PLAYERS).id
        core.add(mid, Draw((), canonical_json({"nagashi": [1]})))
        expected = core.sheet(mid)
    assert mw.sheet is not None and mw.sheet.rows[0].deltas == expected.rows[0].deltas == (-4000, 8000, -2000, -2000)
    assert isinstance(mw.sheet.rows[0].body, Draw) and mw.sheet.rows[0].body.facts["nagashi"] == [1]
    w.language_chosen("ja")
    assert mw.draw_fact_labels["nagashi"].text() == "流し満貫:"
    w.language_chosen("en")


def test_nagashi_is_not_offered_where_the_match_does_not_play_it(qtbot: Any, tmp_path: Path) -> None:
    _w, mw = _window(qtbot, tmp_path, nagashi_mangan="none")
    assert mw.draw_fact_checks == {} and not mw.draw_facts_widget.isVisible()


def test_three_player_riichi_double_ron_and_nagashi(qtbot: Any, tmp_path: Path) -> None:
    w, mw = _window(qtbot, tmp_path, "sanma")
    assert [len(c) for c in mw.draw_fact_checks.values()] == [3]
    _ron(w, mw, 0, 2, R3_TEXT)
    _add_winner(w, mw, 1, 1, text=R3_TEXT)
    assert "2 winners" in mw.message.text(), mw.message.text()
    with Store(tmp_path / "core.sqlite3") as core:
        mid = core.create_match("sanma", PLAYERS[:3]).id
        r3 = {"hand": "234p567p234s6788s", "win": "5s"}
        core.add(mid, WinInput(0, 2, r3, also=(WinInput(1, 2, r3),)))
        core.add(mid, Draw((), canonical_json({"nagashi": [2]})))
        expected = core.sheet(mid)
    mw.draw_fact_checks["nagashi"][2].setChecked(True)
    mw.record_draw_button.click()
    assert mw.sheet is not None and [r.deltas for r in mw.sheet.rows] == [r.deltas for r in expected.rows]
    assert mw.sheet.totals == expected.totals
