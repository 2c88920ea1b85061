"""The standings board (gui/standings_board.py): it follows the store as another program records
the tables' hands, shows the round's time counting down and the end-of-time rule, speaks each
language, and says a store it cannot read while it keeps going."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from core.referee.records import Store  # noqa: E402
from core.referee.tournament import random_round  # noqa: E402
from core.referee.tournament_store import Tournaments  # noqa: E402
from gui.services import application, install_language  # noqa: E402
from gui.standings_board import StandingsBoard  # noqa: E402


def _tournament(path: Path) -> tuple[str, list[str]]:
    with Store(path) as store:
        tours = Tournaments(store)
        t = tours.create("mcr", "Spring Open", 2, tournament_id="spring")
        tours.add_players(t.id, [{"name": f"Player {i}", "country": "NL"} for i in range(1, 9)])
        state = tours.seat(t.id, 1, random_round(list(range(1, 9)), 4, seed=3), "random")
        return t.id, [tb.match_id for tb in state.tables]


def _cells(board: StandingsBoard, column: int) -> list[str]:
    return [board.table.item(r, column).text() for r in range(board.table.rowCount())]


@pytest.mark.parametrize("lang, words", [("en", "Round 1 of 2: 0 of 2 tables finished"),
                                         ("zh-Hans", "第 1 轮"), ("zh-Hant", "第 1 輪"), ("ja", "第 1 回戦")])
def test_the_board_follows_the_store(qtbot: Any, tmp_path: Path, lang: str, words: str) -> None:
    application()
    install_language(lang)
    try:
        path = tmp_path / "t.sqlite3"
        tid, matches = _tournament(path)
        board = StandingsBoard(Store(path), tid, minutes=90, lang=lang)
        qtbot.addWidget(board)
        board.show()
        assert words in board.round_label.text()
        assert _cells(board, 3) == ["0"] * 8 and _cells(board, 5) == ["0"] * 8  # no table has begun
        assert board.timer_label.isVisible() and board.timer_label.text().startswith("1:29:")
        with Store(path) as station:  # another program: a scorer station records table 1's first hand
            station.add_win(matches[0], 0, 1, "123m456p789s1z", "1z", melds=["[777z]"])
        board.refresh()
        assert _cells(board, 3)[0] == "4" and _cells(board, 4)[0] == "41"  # table 1 as it stands
        assert sorted(_cells(board, 5)) == ["0"] * 4 + ["1"] * 4  # table 2 has not begun: not counted
        board.grab().save(str(tmp_path / f"board-{lang}.png"))
    finally:
        install_language("en")


def test_time_called_shows_the_rule_and_a_closed_round_hides_the_timer(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    tid, _matches = _tournament(path)
    board = StandingsBoard(Store(path), tid, minutes=0)
    qtbot.addWidget(board)
    board.show()
    assert board.timer_label.text() == "Time!"
    assert "a hand not started is not played" in board.rule_label.text()  # (the MCR match rules' end_of_time)
    with Store(path) as station:
        Tournaments(station).close(tid, 1, time_called=True)
    board.refresh()
    assert not board.timer_label.isVisible() and "closed" in board.round_label.text()


def test_a_store_that_cannot_be_read_is_said(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    _tournament(path)
    board = StandingsBoard(Store(path), "no-such-tournament")
    qtbot.addWidget(board)
    assert "no tournament 'no-such-tournament'" in board.round_label.text() and board.problem


def test_each_rule_set_declares_its_end_of_time_rule_in_every_language() -> None:
    from core.rules import get_rules, rule_set_names

    for name in rule_set_names():
        rules = get_rules(name).match_rules()
        if rules is None:
            continue
        said = rules.end_of_time
        assert all(said.get(lang) for lang in ("en", "zh-Hans", "zh-Hant", "ja")), name
        assert said.en not in (said.zh_hans, said.zh_hant, said.ja), name
    riichi, mcr = get_rules("riichi").match_rules(), get_rules("mcr").match_rules()
    assert riichi is not None and mcr is not None and riichi.end_of_time != mcr.end_of_time
