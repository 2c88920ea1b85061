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


@pytest.mark.parametrize(
    "lang, words",
    [
        ("en", "Round 1 of 2: 0 of 2 tables finished"),
        ("zh-Hans", "第 1 轮"),
        ("zh-Hant", "第 1 輪"),
        ("ja", "第 1 回戦"),
    ],
)
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


# -- every player shown whole, on one page or across pages (issue 41) ----------------------------

FIRST = [
    "Ann",
    "Bo",
    "Cyrille",
    "Dimitra",
    "Eva",
    "Finn",
    "Gao",
    "Hana",
    "Ivo",
    "Jun",
    "Kai",
    "Lea",
    "Mia",
    "Noa",
    "Ole",
    "Pia",
]
LAST = [
    "Smit",
    "Jansen",
    "de Vries",
    "Bakker",
    "Meijer",
    "Visser",
    "Lin",
    "Sato",
    "Mulder",
    "Wang",
    "Bos",
    "Vos",
    "Peters",
    "Hendriks",
    "Dekker",
    "Brouwer",
]
# a long name, names in Chinese and Japanese, and a right-to-left one among them
SPECIAL = {2: "Maximiliaan van den Broek", 5: "王小明", 7: "佐藤 花子", 9: "سارا احمدی"}


def _big_tournament(path: Path, n: int, playing: bool) -> str:
    """``n`` players; round 1 closed on time with one to three wins a table; round 2 seated and,
    when ``playing``, its first tables begun (the timer then shows)."""
    with Store(path) as store:
        tours = Tournaments(store)
        t = tours.create("mcr", "Spring Open 2026", 4, tournament_id="spring")
        tours.add_players(
            t.id,
            [
                {
                    "name": SPECIAL.get(i, f"{FIRST[i % 16]} {LAST[(i // 16 + i) % 16]}"),
                    "country": ("NL", "CN", "JP", "DE")[i % 4],
                }
                for i in range(n)
            ],
        )
        state = tours.seat(t.id, 1, random_round(list(range(1, n + 1)), 4, seed=3), "random")
        for i, tb in enumerate(state.tables):
            for h in range(i % 3 + 1):
                store.add_win(
                    tb.match_id,
                    (i + h) % 4,
                    (i + h + 1) % 4 if h % 2 else None,
                    "123m456p789s1z",
                    "1z",
                    melds=["[777z]"],
                )
        tours.close(t.id, 1, time_called=True)
        if playing:
            state = tours.seat(t.id, 2, random_round(list(range(1, n + 1)), 4, seed=5), "random")
            for tb in state.tables[:3]:
                store.add_win(tb.match_id, 1, 2, "123m456p789s1z", "1z", melds=["[777z]"])
        return t.id


def _settle(board: StandingsBoard) -> None:
    from gui.qt import QApplication

    for _ in range(3):
        QApplication.processEvents()


def _page(board: StandingsBoard) -> list[list[str]]:
    """The rows the page shows, each as its cells, column by column of standings."""
    return [
        [table.item(r, c).text() for c in range(table.columnCount())]
        for table in board.tables
        if table.isVisible()
        for r in range(table.rowCount())
    ]


def _check_whole(board: StandingsBoard, min_px: int) -> None:
    """Each visible row shows whole in the window, no text elided, at a font of at least ``min_px``."""
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtGui import QRegion

    from gui.qt import QFontMetrics, QFontMetricsF, QStyle

    for table in (t for t in board.tables if t.isVisible()):
        assert table.font().pixelSize() >= min_px
        body = QFontMetrics(table.font())
        assert table.verticalHeader().defaultSectionSize() >= body.height()  # rows not squeezed
        top_left = table.mapTo(board, QPoint(0, 0))
        assert board.rect().contains(QRect(top_left, table.size()))  # the table is inside the window
        margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
        header = table.horizontalHeader()
        head = QFontMetricsF(header.font())  # (fractional: Qt elides 42.25 px of text in 42)
        head_margin = table.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, table)
        for c in range(table.columnCount()):
            for line in table.horizontalHeaderItem(c).text().split("\n"):
                assert head.horizontalAdvance(line) + 2 * head_margin <= header.sectionSize(c), line
        visible = table.viewport().visibleRegion()
        advance = QFontMetricsF(table.font()).horizontalAdvance
        for r in range(table.rowCount()):
            rect = QRect()
            for c in range(table.columnCount()):
                cell = table.visualRect(table.model().index(r, c))
                rect = rect.united(cell)
                text = table.item(r, c).text()
                assert advance(text) + 2 * margin <= cell.width(), text  # not elided
            assert table.viewport().rect().contains(rect), (r, rect)  # the row is not cut...
            assert QRegion(rect).subtracted(visible).isEmpty(), (r, rect)  # ...nor covered


CASES = [((1024, 640), 12), ((1280, 720), 16), ((1280, 720), 64), ((1280, 720), 200), ((1280, 860), 16)]


@pytest.mark.parametrize("lang", ["en", "zh-Hans", "zh-Hant", "ja"])
@pytest.mark.parametrize("size, players", CASES, ids=[f"{w}x{h}-{n}" for (w, h), n in CASES])
def test_every_player_shows_whole_on_exactly_one_page(
    qtbot: Any, tmp_path: Path, lang: str, size: tuple[int, int], players: int
) -> None:
    application()
    install_language(lang)
    try:
        path = tmp_path / "t.sqlite3"
        tid = _big_tournament(path, players, playing=True)
        with Store(path) as store:
            tours = Tournaments(store)
            names = {p.number: p.name for p in tours.players(tid)}
            expected = [(str(s.place), names[s.player]) for s in tours.standings(tid, live=True)]
        board = StandingsBoard(Store(path), tid, minutes=90, lang=lang)
        qtbot.addWidget(board)
        board.show()
        board.resize(*size)
        _settle(board)
        assert board.timer_label.isVisible()
        shown: list[tuple[str, str]] = []
        for p in range(board.page_count):
            board.show_page(p)
            _settle(board)
            rows = _page(board)
            assert rows, p
            _check_whole(board, max(20, round(size[1] / 30)))  # 24 px on 720, 21 on 640
            label = board.page_label.text()
            if board.page_count == 1:
                assert label == ""
            else:  # "Page 2 of 5: places 23–44", in the board's language
                places = [r[0] for r in rows]
                assert str(p + 1) in label and str(board.page_count) in label, label
                assert places[0] in label and places[-1] in label, label
                assert (lang == "en") == ("Page" in label), label  # translated
            shown += [(r[0], r[1].strip("\u2066\u2067\u2068\u2069")) for r in rows]
        assert shown == expected  # each player exactly once, in the standings' order
        if players <= 12:
            assert board.page_count == 1  # 12 players: one page, even at 1024x640
        if (size, players) == ((1280, 720), 16):
            assert board.page_count == 1
        if players == 64:
            assert board.page_count <= 4, board.page_count  # columns side by side before paging
    finally:
        install_language("en")


def test_the_board_pages_by_itself_and_by_hand(qtbot: Any, tmp_path: Path) -> None:
    from PySide6.QtCore import Qt

    path = tmp_path / "t.sqlite3"
    tid = _big_tournament(path, 200, playing=False)
    board = StandingsBoard(Store(path), tid, page_seconds=10)
    qtbot.addWidget(board)
    board.show()
    board.resize(1280, 720)
    _settle(board)
    assert board.page_count > 2 and board.page == 0
    assert board.page_label.text().startswith(f"Page 1 of {board.page_count}: place")
    first = _page(board)
    for _ in range(9):
        board._tick()
    assert board.page == 0  # 9 s: still page 1
    board._tick()
    assert board.page == 1 and _page(board) != first  # 10 s: page 2
    assert board.page_label.text().startswith(f"Page 2 of {board.page_count}: place")
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert board.page == 2
    qtbot.keyClick(board, Qt.Key.Key_Left)
    qtbot.keyClick(board, Qt.Key.Key_PageUp)
    assert board.page == 0
    qtbot.keyClick(board, Qt.Key.Key_PageUp)  # before the first: the last
    assert board.page == board.page_count - 1
    qtbot.keyClick(board, Qt.Key.Key_Home)
    assert board.page == 0
    qtbot.mouseClick(board.area, Qt.MouseButton.LeftButton)  # a click on the standings: the next page
    assert board.page == 1
    qtbot.mouseClick(board.area, Qt.MouseButton.RightButton)
    assert board.page == 0
    qtbot.keyClick(board, Qt.Key.Key_Space)  # paused: the page stays
    assert "(paused)" in board.page_label.text()
    for _ in range(25):
        board._tick()
    assert board.page == 0
    qtbot.keyClick(board, Qt.Key.Key_Space)
    assert "(paused)" not in board.page_label.text()
    board.show_page(1)
    board.refresh()  # a read of the store keeps the page
    assert board.page == 1
