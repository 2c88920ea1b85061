"""The tournament director's window (gui/tournament_window.py): players added, a round seated by
clicking, the round in progress following what another station records, the round closed (on
time, after a confirmation), the standings as the core gives them, exported as CSV, PDF and the
EMA's CSV; a refusal said in the window's language; hostile names kept as plain text; every
language without English left."""

from __future__ import annotations

import csv
import io
import os
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from core.referee.match import format_points  # noqa: E402
from core.referee.records import Store  # noqa: E402
from core.referee.tournament import by_standing, random_round, standing_order  # noqa: E402
from core.referee.tournament_store import Tournaments  # noqa: E402
from gui.services import application, install_language  # noqa: E402
from gui.tournament_standings import shown_places  # noqa: E402
from gui.tournament_window import TournamentWindow  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
NAMES = [
    "Ann Smit",
    "Bo Jansen",
    "Cy de Vries",
    "Di Bakker",
    "Eva Meijer",
    "Finn Visser",
    "Gao Lin",
    "Hana Sato",
    "Ivo Mulder",
    "Jun Wang",
    "Kai Bos",
    "Lea Vos",
    "Mia Peters",
    "Noa Hendriks",
    "Ole Dekker",
]
HAND, WIN, MELDS = "123m456p789s1z", "1z", ["[777z]"]


def _tournament(path: Path, names: list[str] = NAMES) -> str:
    with Store(path) as store:
        tours = Tournaments(store)
        t = tours.create("mcr", "Spring Open", 3, tournament_id="spring")
        tours.add_players(t.id, [{"name": n, "country": "NL"} for n in names])
        return t.id


def _play(path: Path, match_id: str, hands: int, winner: int) -> None:
    """Another station records ``hands`` hands of a table: two wins of the player in seat
    ``winner`` on the next seat's discards, draws for the rest (16 hands end an MCR match)."""
    with Store(path) as station:
        for h in range(hands):
            if h in (0, 5):
                station.add_win(match_id, winner, (winner + 1) % 4, HAND, WIN, melds=MELDS)
            else:
                station.add_draw(match_id)


def _cells(table: Any, column: int) -> list[str]:
    return [table.item(r, column).text() for r in range(table.rowCount())]


@pytest.fixture
def window(qtbot: Any, tmp_path: Path) -> TournamentWindow:
    application()
    install_language("en")
    path = tmp_path / "t.sqlite3"
    tid = _tournament(path)
    w = TournamentWindow(Store(path), tid, "en")
    qtbot.addWidget(w)
    w.resize(1280, 860)
    w.show()
    w.path = path  # type: ignore[attr-defined]
    return w


def _add(w: TournamentWindow, name: str, country: str = "", ema: str = "", substitute: bool = False) -> None:
    w.tabs.setCurrentWidget(w.players_page)
    w.name_edit.setText(name)
    w.country_edit.setText(country)
    w.ema_edit.setText(ema)
    w.substitute_check.setChecked(substitute)
    w.add_button.click()


def test_players_added_a_round_seated_followed_closed_and_ranked(qtbot: Any, window: TournamentWindow) -> None:
    w = window
    path: Path = w.path  # type: ignore[attr-defined]
    _add(w, "Pia Brouwer", "NL", ema="04140001")
    _add(w, "Quinn Sub", "DE", substitute=True)
    assert not w.problem, w.message.text()
    assert w.players_table.rowCount() == 17
    assert [w.players_table.item(15, c).text() for c in range(6)] == ["16", "Pia Brouwer", "NL", "04140001", "", ""]
    assert w.players_table.item(16, 5).text() == "yes"
    _add(w, "ann smit")  # a name twice (case aside): the core's refusal, said; nothing added
    assert "a player 'ann smit' is registered already" in w.message.text() and w.players_table.rowCount() == 17

    # round 1 seated by clicking: random by the seed, as mjscore tournament seat --method random
    w.tabs.setCurrentWidget(w.seating_page)
    w.method_combo.setCurrentIndex(w.method_combo.findData("random"))
    w.seed_spin.setValue(7)
    assert w.seat_button.text() == "Seat round 1"
    w.seat_button.click()
    assert not w.problem, w.message.text()
    expected = random_round(list(range(1, 17)), 4, seed=7)
    names = {p.number: p.name for p in w.players}
    assert w.seating_table.rowCount() == 4
    for row, seats in enumerate(expected):
        assert [w.seating_table.item(row, c).text() for c in range(1, 5)] == [f"{p}. {names[p]}" for p in seats]
    assert w.seating_table.horizontalHeaderItem(1).text() == "East"
    assert "Repeat meetings up to round 1: 0." in w.repeats_label.text()
    _add(w, "Late Comer")  # round 1 is seated: the players are fixed
    assert "the players are fixed" in w.message.text()

    # the round in progress follows another station's results at the timer's tick
    w.tabs.setCurrentWidget(w.round_page)
    tables = w.rounds[-1].tables
    assert _cells(w.round_table, 5) == ["0"] * 4 and "0 of 4 tables finished" in w.round_state.text()
    _play(path, tables[0].match_id, 16, winner=0)
    _play(path, tables[1].match_id, 16, winner=2)
    _play(path, tables[2].match_id, 6, winner=1)
    w.poll.setInterval(50)
    qtbot.waitUntil(lambda: "2 of 4 tables finished" in w.round_state.text(), timeout=5000)
    assert _cells(w.round_table, 5) == ["16", "16", "6", "0"]
    assert _cells(w.round_table, 6) == ["finished", "finished", "playing", "playing"]
    with Store(path) as station:
        sheet = station.sheet(tables[0].match_id)
    east = next(s for s in sheet.standings if s.player == 0)
    assert w.round_table.item(0, 1).text() == f"{names[tables[0].seats[0]]} ({east.score})"

    # closing: asked first; refused while tables play; on time after a yes
    asked: list[str] = []
    w.confirm = lambda text: asked.append(text) or False  # type: ignore[assignment, func-returns-value]
    w.close_button.click()
    assert asked and w.rounds[-1].closed == ""  # "no": nothing closed
    w.confirm = lambda text: asked.append(text) or True  # type: ignore[assignment, func-returns-value]
    w.close_button.click()
    assert "round 1 has tables still playing: 3, 4" in w.message.text() and not w.rounds[-1].closed
    w.time_button.click()
    assert "the tables still playing (3, 4) end as they stand" in asked[-1]
    assert w.rounds[-1].closed and w.rounds[-1].time_called and not w.problem
    assert "closed on time" in w.round_state.text() and not w.close_button.isEnabled()

    # the standings after round 1 are the core's
    w.tabs.setCurrentWidget(w.standings_page)
    assert w.after_combo.currentData() == 1
    with Store(path) as station:
        core = Tournaments(station).standings("spring", through=1)
    assert _cells(w.standings_table, 1) == [names[s.player] for s in core]
    assert _cells(w.standings_table, 3) == [format_points(s.table_points) for s in core]
    assert _cells(w.standings_table, 4) == [str(s.score) for s in core]
    assert _cells(w.standings_table, 0) == shown_places(core)
    assert any(c.endswith("=") for c in _cells(w.standings_table, 0))  # draws share places: shown

    # round 2: Swiss, with the substitute in player 1's seat
    w.tabs.setCurrentWidget(w.seating_page)
    w.method_combo.setCurrentIndex(w.method_combo.findData("swiss"))
    w.absent_combo.setCurrentIndex(w.absent_combo.findData(1))
    w.sub_combo.setCurrentIndex(w.sub_combo.findData(17))
    w.swap_button.click()
    assert w.swaps_label.text() == "Quinn Sub sits for Ann Smit"
    w.seat_button.click()
    assert not w.problem, w.message.text()
    swiss = by_standing(standing_order(core), 4)
    assert [tb.seats for tb in w.rounds[-1].tables] == [tuple(17 if p == 1 else p for p in t) for t in swiss]
    assert w.round_combo.currentData() == 2 and "Repeat meetings up to round 2:" in w.repeats_label.text()


def _ready(w: TournamentWindow, qtbot: Any) -> None:
    """Round 1 seated, played out and closed, round 2 seated with two tables finished."""
    path: Path = w.path  # type: ignore[attr-defined]
    _add(w, "Pia Brouwer", "NL")
    w.seat_next()
    for tb in w.rounds[-1].tables:
        _play(path, tb.match_id, 16, winner=tb.number % 4)
    w.follow()
    w.confirm = lambda text: True  # type: ignore[assignment]
    assert w.close_round(False) is not None, w.message.text()
    w.method_combo.setCurrentIndex(w.method_combo.findData("snake"))
    assert w.seat_next() is not None, w.message.text()
    for tb in w.rounds[-1].tables[:2]:
        _play(path, tb.match_id, 16, winner=1)
    w.follow()


def test_standings_export_as_csv_pdf_and_ema(qtbot: Any, window: TournamentWindow, tmp_path: Path) -> None:
    w = window
    _ready(w, qtbot)
    w.tabs.setCurrentWidget(w.standings_page)
    w.after_combo.setCurrentIndex(w.after_combo.findData(1))
    with Store(w.path) as station:  # type: ignore[attr-defined]
        core = Tournaments(station).standings("spring", through=1)
    out = tmp_path / "standings.csv"
    assert w.export_csv(str(out)) and w.message.text() == f"Written: {out}"
    rows = list(csv.reader(io.StringIO(out.read_text(encoding="utf-8-sig"))))
    assert rows[0] == ["Place", "Player", "Country", "Table points", "Score", "Played"]
    assert [r[1] for r in rows[1:]] == [next(p.name for p in w.players if p.number == s.player) for s in core]
    assert [r[4] for r in rows[1:]] == [str(s.score) for s in core]

    pdf = tmp_path / "standings.pdf"
    assert w.export_pdf(str(pdf)), w.message.text()
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF") and b"%%EOF" in data[-64:]
    import pypdfium2  # the PDF's first page holds the title and the first player's name

    text = pypdfium2.PdfDocument(str(pdf))[0].get_textpage().get_text_range()
    first = next(p.name for p in w.players if p.number == core[0].player)
    assert "Standings: Spring Open" in text and first in text and "after round 1" in text

    missing = tmp_path / "no-such-folder" / "standings.pdf"
    assert not w.export_pdf(str(missing))
    assert w.message.text() == f"Not written: {missing}. The folder does not exist." and w.problem
    assert not missing.parent.exists() and list(tmp_path.glob("**/*.partial")) == []
    box = w.findChild(object, "export_failed")
    assert box is not None and "The folder does not exist." in box.text()
    box.close()

    ema = tmp_path / "ema.csv"
    assert w.export_ema(str(ema)), w.message.text()
    ema_rows = list(csv.reader(io.StringIO(ema.read_text(encoding="utf-8-sig"))))
    assert ema_rows[0][0] == "Tournament" and ema_rows[5] == []  # the tournament's details first
    assert ema_rows[6][:3] == ["Place", "First name", "Last name"]
    assert len(ema_rows) == 6 + 17  # one closed round: each player, ranked as the core ranks them


def test_a_refusal_is_said_in_chinese_and_the_window_goes_on(qtbot: Any, tmp_path: Path) -> None:
    application()
    install_language("zh-Hans")
    try:
        path = tmp_path / "t.sqlite3"
        tid = _tournament(path)  # 15 players: tables of four are not filled
        w = TournamentWindow(Store(path), tid, "zh-Hans")
        qtbot.addWidget(w)
        w.show()
        assert w.tabs.tabText(1) == "排座(&S)"
        w.tabs.setCurrentWidget(w.seating_page)
        w.seat_button.click()
        said = w.message.text()
        assert said == "第 1 轮未排座：15 位选手无法坐满每桌 4 人：多出 3 位；请再加 1 位（可用替补）或减去 3 位"
        assert w.rounds == () and w.problem
        # a prescripted file naming a player who is not one: the line and the player said in Chinese
        _add(w, "Pia Brouwer")
        schedule = tmp_path / "seating.csv"
        schedule.write_text("round,table,e,s,w,n\n1,1,1,2,3,4\n1,2,5,6,7,Nobody\n", encoding="utf-8")
        w.tabs.setCurrentWidget(w.seating_page)
        w.method_combo.setCurrentIndex(w.method_combo.findData("csv"))
        w.csv_edit.setText(str(schedule))
        w.seat_button.click()
        assert w.message.text() == "第 1 轮未排座：座位表第 3 行：没有选手 'Nobody'"
        w.csv_edit.setText(str(tmp_path / "gone.csv"))
        w.seat_button.click()
        assert w.message.text() == f"未排座：没有文件 {tmp_path / 'gone.csv'}。"
        w.method_combo.setCurrentIndex(w.method_combo.findData("random"))
        assert w.seat_next() is not None and len(w.rounds) == 1  # and the window keeps working
        assert w.message.text() == "第 1 轮已排座：4 桌。"
    finally:
        install_language("en")


HOSTILE = ["<b>Bold</b> <font color=white>gone</font>", "=1+1", "+SUM(A1)", "مرحبا بالعالم", "@cmd"]


def test_hostile_names_stay_plain_text(qtbot: Any, tmp_path: Path) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel

    from core.model.names import isolate

    application()
    install_language("en")
    path = tmp_path / "t.sqlite3"
    tid = _tournament(path, NAMES[:11] + HOSTILE)
    w = TournamentWindow(Store(path), tid, "en")
    qtbot.addWidget(w)
    w.show()
    shown = _cells(w.players_table, 1)
    assert shown[11:] == [isolate(n) for n in HOSTILE]  # as written (right-to-left isolated), never markup
    assert shown[14].startswith("\u2068") and shown[11] == HOSTILE[0]
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in w.findChildren(QLabel))
    w.seat_next()
    assert not w.problem, w.message.text()
    text = "\n".join(w.seating_table.item(r, c).text() for r in range(4) for c in range(1, 5))
    assert all(isolate(n) in text for n in HOSTILE)
    w.tabs.setCurrentWidget(w.standings_page)
    rows = list(csv.reader(io.StringIO(w.csv_text())))
    names = {r[1] for r in rows[1:]}
    assert {"'=1+1", "'+SUM(A1)", "'@cmd"} <= names and "=1+1" not in names  # a spreadsheet shows them as text
    assert w.grab().save(str(tmp_path / "hostile.png"))


def test_a_table_s_match_sheet_opens_from_the_round(qtbot: Any, window: TournamentWindow) -> None:
    from gui.app import make_window
    from gui.tournament_window import open_table_sheet

    w = window
    _add(w, "Pia Brouwer")
    w.seat_next()
    main = make_window("riichi", None, "en")  # another rule set on screen: the table's is taken
    qtbot.addWidget(main)
    w.open_sheet = lambda mid, rules: open_table_sheet(main, w.store, mid, rules)
    w.tabs.setCurrentWidget(w.round_page)
    w.round_table.selectRow(2)
    w.open_button.click()
    sheet = main.match_window
    qtbot.addWidget(sheet)
    assert sheet is not None and sheet.isVisible() and sheet.match.id == w.rounds[0].tables[2].match_id
    assert main.state.rules.name == "mcr"
    w.open_sheet = None  # no main window to open it on: said, with the match's id
    w.open_button.click()
    assert w.rounds[0].tables[2].match_id in w.message.text()


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant", "ja"])
def test_every_language_opens_with_nothing_left_in_english(qtbot: Any, tmp_path: Path, lang: str) -> None:
    from tests.test_gui_strings import _untranslated, english_sources

    application()
    install_language("en")
    path = tmp_path / "t.sqlite3"
    tid = _tournament(path)
    w = TournamentWindow(Store(path), tid, "en")
    qtbot.addWidget(w)
    w.path = path  # type: ignore[attr-defined]
    w.show()
    _ready(w, qtbot)
    try:
        install_language(lang)
        w.set_language(lang)
        w.show_new_box()
        english = english_sources()
        for page in (w.players_page, w.seating_page, w.round_page, w.standings_page, w.statistics_page):
            w.tabs.setCurrentWidget(page)
            assert _untranslated(w, english) == [], (lang, page.objectName())
        assert w.round_table.horizontalHeaderItem(1).text() in ("东", "東")
    finally:
        install_language("en")


def test_every_string_of_the_window_is_translated() -> None:
    for lang in ("zh_CN", "zh_TW", "ja"):
        root = ET.parse(ROOT / "gui" / "i18n" / f"mahjong_scorer_{lang}.ts").getroot()
        ours = [
            m
            for m in root.iter("message")
            if any(Path(loc.get("filename", "")).name.startswith("tournament_") for loc in m.iter("location"))
        ]
        assert len(ours) > 60
        left = [
            m.findtext("source")
            for m in ours
            if m.find("translation").get("type") == "unfinished" or not (m.findtext("translation") or "").strip()
        ]
        assert left == [], (lang, left)


def test_the_command_line_names_the_tournament_window() -> None:
    import contextlib

    from gui.app import main

    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit):
        main(["--help"])
    assert "--tournament TOURNAMENT" in out.getvalue()


def test_the_main_window_opens_the_tournament_window(qtbot: Any, tmp_path: Path, monkeypatch: Any) -> None:
    from gui.app import make_window

    monkeypatch.setenv("MJSCORE_DATA_DIR", str(tmp_path))
    _tournament(tmp_path / "matches.sqlite3")
    main = make_window("mcr", None, "en")
    qtbot.addWidget(main)
    main.tournament_action.trigger()
    tw = main.tournament_window
    qtbot.addWidget(tw)
    assert tw is not None and tw.isVisible() and tw.tournament is not None and tw.tournament.id == "spring"
    main.set_language("ja")
    assert tw.lang == "ja"


def test_a_tournament_made_in_the_window_with_tiebreaks_ranks_and_shows_by_them(qtbot: Any, tmp_path: Path) -> None:
    from core.referee.tournament import TIEBREAKS

    application()
    install_language("en")
    path = tmp_path / "t.sqlite3"
    w = TournamentWindow(Store(path), None, "en")
    qtbot.addWidget(w)
    w.resize(1280, 860)
    w.show()
    assert w.new_box.isVisible()  # no tournament yet: the form is shown
    first, then = w.tiebreak_combos
    # the choices: nothing more, or each of the core's tiebreaks in the window's language
    assert [first.itemText(i) for i in range(first.count())] == [
        "nothing more (they share the place)",
        *(n.en for n in TIEBREAKS.values()),
    ]
    assert not then.isEnabled()  # a further tiebreak only after one before it
    first.setCurrentIndex(first.findData("hands_won"))
    assert then.isEnabled()
    then.setCurrentIndex(then.findData("average_place"))
    w.new_title.setText("Autumn Cup")
    w.new_rounds.setValue(2)
    w.create_button.click()
    assert not w.problem, w.message.text()
    assert w.tournament is not None and w.tournament.title == "Autumn Cup"
    with Store(path) as store:
        assert Tournaments(store).tournament(w.tournament.id).tiebreaks == ("hands_won", "average_place")
    assert first.currentIndex() == 0 and not then.isEnabled()  # the form is ready for the next one

    # the standings say how they rank and show the hands won and the average place
    w.tours.add_players(w.tournament.id, [{"name": n} for n in NAMES[:4]])
    w.refresh()
    assert w.seat_next() is not None, w.message.text()
    (table,) = w.rounds[-1].tables
    _play(path, table.match_id, 16, winner=2)
    w.follow()
    w.tabs.setCurrentWidget(w.standings_page)
    assert w.ranking_label.isVisible()
    assert w.ranking_label.text() == (
        "Ranked by table points, then score, then more hands won, then the better average place at the tables."
    )
    headers = [w.standings_table.horizontalHeaderItem(c).text() for c in range(w.standings_table.columnCount())]
    assert headers == ["Place", "Player", "Country", "Table points", "Score", "Hands won", "Average place", "Played"]
    core = w.tours.standings(w.tournament.id, live=True)
    assert _cells(w.standings_table, 5) == [str(s.wins) for s in core] and core[0].wins == 2
    assert _cells(w.standings_table, 6) == [format_points(s.average_place) for s in core]
    assert "equal on table points, score and every tiebreak" in w.shared_note.text()
    assert next(csv.reader(io.StringIO(w.csv_text())))[5:7] == ["Hands won", "Average place"]  # and exported
    try:  # in Japanese: the line, the columns, the tiebreaks' own words from the core
        install_language("ja")
        w.set_language("ja")
        assert (
            w.ranking_label.text()
            == "順位の決め方：順位点 → 得点 → 和了回数の多い方が上位 → 卓内平均順位の良い方が上位。"
        )
        headers = [w.standings_table.horizontalHeaderItem(c).text() for c in range(w.standings_table.columnCount())]
        assert headers[5:7] == ["和了回数", "平均順位"]
        assert first.itemText(first.findData("average_place")) == TIEBREAKS["average_place"].ja
    finally:
        install_language("en")


def test_a_tournament_without_tiebreaks_shows_none_of_their_columns(qtbot: Any, window: TournamentWindow) -> None:
    w = window
    w.tabs.setCurrentWidget(w.standings_page)
    assert w.tournament is not None and w.tournament.tiebreaks == ()
    assert w.ranking_label.text() == "Ranked by table points, then score."
    headers = [w.standings_table.horizontalHeaderItem(c).text() for c in range(w.standings_table.columnCount())]
    assert headers == ["Place", "Player", "Country", "Table points", "Score", "Played"]
    assert "equal on table points and score" in w.shared_note.text()
    # made in the window with "nothing more": no tiebreaks (the second choice never counts alone)
    w.show_new_box()
    w.tiebreak_combos[1].setCurrentIndex(1)
    w.new_title.setText("Plain Cup")
    t = w.create_tournament()
    assert t is not None and t.tiebreaks == ()


def test_the_statistics_tab_shows_the_cores_figures(qtbot: Any, window: TournamentWindow) -> None:
    w = window
    _ready(w, qtbot)
    w.tabs.setCurrentWidget(w.statistics_page)
    with Store(w.path) as station:  # type: ignore[attr-defined]
        core = Tournaments(station).statistics("spring")
    t = w.stats_table
    assert t.rowCount() == len(core) and _cells(t, 0) == [str(s.player) for s in core]
    assert _cells(t, 3) == [str(s.wins) for s in core] and _cells(t, 5) == [str(s.deal_ins) for s in core]
    assert any(s.wins for s in core)  # (the round's tables have wins recorded)
    # the two tables of round 2 finished after the round was seated: followed without a refresh
    assert max(s.hands for s in core) == 32 and _cells(t, 2) == [str(s.hands) for s in core]
    assert t.horizontalHeaderItem(5).text() == "Dealt in"


def test_every_tables_result_exports_as_a_pdf(qtbot: Any, window: TournamentWindow, tmp_path: Path) -> None:
    import pypdfium2

    w = window
    _ready(w, qtbot)
    with Store(w.path) as station:  # type: ignore[attr-defined]
        results, _sheets = Tournaments(station).results("spring")
    paper = w.results_paper()
    assert len(paper.rows) == 4 * len(results)  # a row a seat of every seated table
    table = results[0]
    first = [r for r in paper.rows[:4]]
    assert [r[3] for r in first] == [w.name_of(p) for p in table.players] and [r[2] for r in first] == [
        "East",
        "South",
        "West",
        "North",
    ]
    assert [r[5] for r in first] == [str(s) for s in table.scores]
    assert any("(in play)" in r[1] for r in paper.rows)  # round 2's tables still playing are marked
    pdf = tmp_path / "results.pdf"
    assert w.export_results_pdf(str(pdf)), w.message.text()
    text = pypdfium2.PdfDocument(str(pdf))[0].get_textpage().get_text_range()
    assert "Results: Spring Open" in text and w.name_of(table.players[0]) in text
    missing = tmp_path / "gone" / "results.pdf"
    assert not w.export_results_pdf(str(missing)) and not missing.parent.exists()


def test_the_chart_tab_draws_the_standings_over_the_rounds(qtbot: Any, window: TournamentWindow) -> None:
    """The Chart tab: the top eight's table points after the closed round and the round in
    play, the chart the web pages draw (issue 46), followed as tables finish."""
    from core.referee.chart import tournament_chart

    w = window
    assert w.standings_chart.chart is None or not w.standings_chart.chart.series  # nothing played
    _ready(w, qtbot)
    w.tabs.setCurrentWidget(w.chart_page)
    shown = w.standings_chart.chart
    with Store(w.path) as station:  # type: ignore[attr-defined]
        core = tournament_chart(Tournaments(station), "spring", "en", top=8, live=True)
    assert shown == core and len(shown.series) == 8 and len(shown.labels) >= 2
    image = w.standings_chart.grab().toImage()
    colours = {image.pixelColor(x, y).name() for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    assert len(colours) > 6  # lines drawn, not an empty widget
    assert w.tabs.tabText(w.tabs.indexOf(w.chart_page)) == "&Chart"
