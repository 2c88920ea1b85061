"""A preset sets what it says (issue 41): ``--preset ema`` set only the scoring options, and the
match kept Tenhou's 25,000 start, 30,000 return, uma 20/10 and its double ron. A preset now sets
the match rules that go with it; one with none of its own says which apply; and the sheet, its
PDF and the tournament window show the match rules in force at their head."""

from __future__ import annotations

import io
import os
from pathlib import Path
from typing import Any

import pytest

from core.referee.records import Store
from core.referee.store_rows import new_match, preset_note, rules_in_force
from core.referee.tournament_store import Tournaments
from core.shells import match_cli, tournament_cli

EMA_HEAD = (
    "Start 30,000, return 30,000 (oka +0) · uma +15/+5/-5/-15 · Several rons on one discard: double and "
    "triple ron · Nagashi mangan: counts as a win"
)


def _cli(main: Any, *argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    return main(list(argv), out, err), out.getvalue(), err.getvalue()


@pytest.mark.parametrize(
    "rules, preset, match_preset, start",
    [
        ("riichi", "ema", "ema", 30000),
        ("riichi", "wrc", "wrc", 30000),
        ("riichi", "tenhou", "tenhou", 25000),
        ("riichi", "mahjong_soul", "tenhou", 25000),
        ("sanma", "mahjong_soul", "mahjong_soul", 35000),
        ("sanma", "north_split", "tenhou", 35000),
    ],
)
def test_a_preset_sets_the_match_rules_that_go_with_it(rules: str, preset: str, match_preset: str, start: int) -> None:
    players = ["A", "B", "C", "D"][: 3 if rules == "sanma" else 4]
    m, _row = new_match(rules, players, preset=preset)
    options = m.match_option_dict()
    assert options["preset"] == match_preset and options["start_points"] == start
    note = preset_note(rules, preset)
    assert (note is None) == (preset == match_preset)
    if note is not None:  # a preset with no match rules of its own says which apply, in every language
        assert "has no match rules of its own: the match plays" in note.en and match_preset in note.en
        assert all(preset in text and match_preset in text for text in note)


def test_a_match_preset_given_is_kept() -> None:
    m, _row = new_match("riichi", ["A", "B", "C", "D"], preset="ema", match_options={"preset": "tenhou"})
    assert m.match_option_dict()["preset"] == "tenhou" and m.match_option_dict()["uma_1"] == 20
    assert preset_note("riichi", "ema", {"preset": "tenhou"}) is None


def test_the_rule_sets_without_match_presets_say_so() -> None:
    assert preset_note("mcr", "green_book_2006") is None  # MCR has one set of match rules, nothing to choose
    m, _row = new_match("mcr", ["A", "B", "C", "D"], preset="green_book_2006")
    assert rules_in_force(m).en == ""
    note = preset_note("taiwan", "pocket")
    assert note is not None and "pocket" in note.en and "as set" in note.en
    m, _row = new_match("taiwan", ["A", "B", "C", "D"], preset="pocket")
    assert rules_in_force(m).en == "Rounds: 4"


def test_the_command_line_sets_and_shows_the_match_rules(tmp_path: Path) -> None:
    store = str(tmp_path / "m.sqlite3")
    code, out, err = _cli(
        match_cli.main,
        "matches",
        "--store",
        store,
        "new",
        "--rules",
        "riichi",
        "--players",
        "A",
        "B",
        "C",
        "D",
        "--preset",
        "ema",
        "--id",
        "m1",
    )
    assert code == 0 and err == ""
    code, out, err = _cli(match_cli.main, "matches", "--store", store, "show", "m1")
    assert code == 0 and f"rules: {EMA_HEAD}" in out
    code, out, err = _cli(
        match_cli.main,
        "matches",
        "--store",
        store,
        "new",
        "--rules",
        "riichi",
        "--players",
        "A",
        "B",
        "C",
        "D",
        "--preset",
        "mahjong_soul",
        "--id",
        "m2",
    )
    assert code == 0 and "notice: the preset mahjong_soul has no match rules of its own" in err
    code, out, err = _cli(
        tournament_cli.main,
        "tournament",
        "--store",
        store,
        "new",
        "--rules",
        "riichi",
        "--title",
        "Spring",
        "--rounds",
        "2",
        "--preset",
        "ema",
        "--id",
        "spring",
    )
    assert code == 0 and err == ""
    t = Tournaments(Store(store)).tournament("spring")
    assert dict(t.match_options)["preset"] == "ema" and dict(t.match_options)["return_points"] == 30000
    code, out, err = _cli(tournament_cli.main, "tournament", "--store", store, "show", "spring")
    assert code == 0 and f"rules: {EMA_HEAD}" in out


# --- the window, the PDF and the tournament window -----------------------------------------------

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.mark.parametrize(
    "lang, words",
    [
        ("en", "uma +15/+5/-5/-15"),
        ("zh-Hans", "顺位点 +15/+5/-5/-15"),
        ("zh-Hant", "順位點 +15/+5/-5/-15"),
        ("ja", "ウマ +15/+5/-5/-15"),
    ],
)
def test_the_sheet_its_pdf_and_the_tournament_window_show_the_rules_in_force(
    qtbot: Any, tmp_path: Path, lang: str, words: str
) -> None:
    pytest.importorskip("PySide6")
    pdfium = pytest.importorskip("pypdfium2")
    from gui.app import make_window
    from gui.export import write_pdf
    from gui.match_sheet import MatchWindow
    from gui.tournament_window import TournamentWindow

    w = make_window("riichi", None, lang)
    qtbot.addWidget(w)
    w.state.set_preset("ema")
    store = Store(tmp_path / "matches.sqlite3")
    w.match_window = MatchWindow(w, store)
    mw = w.open_match_sheet()
    qtbot.addWidget(mw)
    for edit, name in zip(mw.player_edits, ("Ann", "Bob", "Cid", "Dee")):
        edit.setText(name)
    mw.new_button.click()
    assert mw.match is not None and mw.match.match_option_dict()["preset"] == "ema"
    assert words in mw.info.text()
    pdf = tmp_path / "sheet.pdf"
    write_pdf(store.sheet(mw.match.id), str(pdf), lang)
    doc = pdfium.PdfDocument(str(pdf))
    text = doc[0].get_textpage().get_text_range()
    assert words in text.replace("\r", "").replace("\n", ""), text
    Tournaments(store).create("riichi", "Spring", 2, preset="ema", tournament_id="spring")
    tw = TournamentWindow(store, "spring", lang=lang)
    qtbot.addWidget(tw)
    assert words in tw.rules_line.text()
