"""The EMA and WRC results (issue 41): names were split at the last space ("Anna van der Berg"
became "Anna van der" / "Berg"); the first and last name are now kept as the players file gives
them, the tournament's details head the results, and a WRC export stands beside the EMA's."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from core.engine.match_rules import MatchError
from core.referee.records import Store
from core.referee.tournament import random_round
from core.referee.tournament_export import ema_rows, wrc_rows
from core.referee.tournament_store import Tournaments
from core.shells import tournament_cli

PLAYERS = (
    "first name,last name,country,ema,wrc\n"
    "Anna,van der Berg,NLD,04010001,NL-0001\n"
    "José María,García López,ESP,09020002,ES-0002\n"
    "Jean-Luc,De La Fontaine,FRA,05030003,FR-0003\n"
    "Mei,Lin,TWN,,TW-0004\n"
    "Sven,Ek,SWE,13000005,\n"
    "Ida,Nyström Berg,SWE,13000006,SE-0006\n"
    "Kenji,Sato,JPN,,JP-0007\n"
    "Ola,Nordmann,NOR,,\n"
)


def _cli(store: str, *argv: str) -> tuple[int, str, str]:
    import io as _io

    out, err = _io.StringIO(), _io.StringIO()
    return tournament_cli.main(["tournament", "--store", store, *argv], out, err), out.getvalue(), err.getvalue()


def _event(tmp_path: Path, rules: str = "riichi", preset: str = "wrc") -> tuple[str, Tournaments]:
    store = str(tmp_path / "m.sqlite3")
    players = tmp_path / "players.csv"
    players.write_text(PLAYERS, encoding="utf-8")
    code, out, err = _cli(
        store,
        "new",
        "--rules",
        rules,
        "--title",
        "Open 2026",
        "--rounds",
        "1",
        "--preset",
        preset,
        "--place",
        "Utrecht, NL",
        "--dates",
        "2026-12-05/06",
        "--id",
        "open",
    )
    assert code == 0, err
    code, out, err = _cli(store, "players", "open", "--csv", str(players))
    assert code == 0, err
    tours = Tournaments(Store(store))
    tours.seat("open", 1, random_round(list(range(1, 9)), 4, seed=1), "random")
    tours.close("open", 1, time_called=True)
    return store, tours


def test_first_and_last_names_are_kept_as_the_players_file_gives_them(tmp_path: Path) -> None:
    store, tours = _event(tmp_path)
    rows = ema_rows(tours, "open")
    assert rows[:6] == [
        ["Tournament", "Open 2026"],
        ["Place", "Utrecht, NL"],
        ["Dates", "2026-12-05/06"],
        ["Players", 8],
        ["Rules", "Riichi"],
        [],
    ]
    names = {(r[1], r[2]) for r in rows[7:]}
    assert ("Anna", "van der Berg") in names and ("José María", "García López") in names
    assert ("Jean-Luc", "De La Fontaine") in names and ("Ida", "Nyström Berg") in names
    assert [p.name for p in tours.players("open")][:2] == ["Anna van der Berg", "José María García López"]
    # a player registered under one name only: split at the last space, as before
    tours2 = Tournaments(Store(str(tmp_path / "b.sqlite3")))
    tours2.create("mcr", "B", 1, tournament_id="b")
    tours2.add_players("b", ["Anna van der Berg", "B", "C", "D"])
    assert [(r[1], r[2]) for r in ema_rows(tours2, "b")[7:]][0] in {
        ("Anna van der", "Berg"),
        ("", "B"),
        ("", "C"),
        ("", "D"),
    }


def test_the_wrc_results_export(tmp_path: Path) -> None:
    store, tours = _event(tmp_path)
    out = tmp_path / "wrc.csv"
    code, text, err = _cli(store, "export", "open", "--wrc", "-o", str(out))
    assert code == 0 and err == "" and text == f"wrote {out}\n"
    table = list(csv.reader(io.StringIO(out.read_text(encoding="utf-8-sig"))))
    assert table[0] == ["Tournament", "Open 2026"] and table[5] == []
    assert table[6] == ["Rank", "WRC ID", "First name", "Last name", "Country", "Sessions", "Overall score"]
    body = table[7:]
    assert len(body) == 8 and {r[5] for r in body} == {"1"}
    # time called before any hand: every table's four equal scores share the uma, (30,000 - 30,000) / 1,000 + 0
    assert {r[6] for r in body} == {"0"}
    assert ["1", "NL-0001", "Anna", "van der Berg", "NLD", "1", "0"] in body
    assert body == [[str(c) for c in r] for r in wrc_rows(tours, "open")[7:]]


def test_a_wrc_export_is_for_riichi_and_says_when_the_rules_are_not_the_wrcs(tmp_path: Path) -> None:
    store, tours = _event(tmp_path, rules="mcr", preset="")
    with pytest.raises(MatchError, match="a WRC results export is for a riichi tournament"):
        wrc_rows(tours, "open")
    code, _out, err = _cli(store, "export", "open", "--wrc")
    assert code == 1 and "riichi tournament" in err and "notice" not in err
    (tmp_path / "t").mkdir()
    store2, _tours2 = _event(tmp_path / "t", rules="riichi", preset="ema")
    code, _out, err = _cli(store2, "export", "open", "--wrc")
    assert code == 0 and "plays the ema match rules, not the WRC's" in err


def test_a_tournaments_place_and_dates_are_one_line_of_text(tmp_path: Path) -> None:
    store = str(tmp_path / "m.sqlite3")
    code, _out, err = _cli(store, "new", "--title", "T", "--rounds", "1", "--place", "a\nb")
    assert code == 1 and "place is at most 200 characters of text on one line" in err
    code, _out, err = _cli(store, "new", "--title", "T", "--rounds", "1", "--dates", "x" * 201)
    assert code == 1 and "dates is at most 200" in err
