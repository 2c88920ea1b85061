"""``mjscore tournament`` (core/shells/tournament_cli.py): a tournament run headless, from new to
the EMA export, through ``mjscore``'s own entry point."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from core.shells.cli import main


class Run:
    def __init__(self, store: Path) -> None:
        self.store = store

    def __call__(self, *argv: str, status: int = 0, command: str = "tournament") -> str:
        out = io.StringIO()
        err = io.StringIO()
        import sys

        saved = sys.stderr
        sys.stderr = err
        try:
            code = main([command, "--store", str(self.store), *argv], out)
        finally:
            sys.stderr = saved
        assert code == status, (argv, out.getvalue(), err.getvalue())
        self.err = err.getvalue()
        return out.getvalue()


@pytest.fixture()
def run(tmp_path: Path) -> Run:
    return Run(tmp_path / "t.sqlite3")


def test_a_tournament_from_new_to_the_ema_export(run: Run, tmp_path: Path) -> None:
    tid = run("new", "--rules", "mcr", "--title", "Club Open", "--rounds", "2", "--id", "club").strip()
    assert tid == "club"
    players = tmp_path / "players.csv"
    rows = ["name,country,ema", *(f"Player{i} Family{i},NLD,0400{i:04d}" for i in range(1, 8))]
    players.write_text("\n".join(rows) + "\n", encoding="utf-8")
    assert run("players", tid, "--csv", str(players)).count("\n") == 7
    run("players", tid, "--add", "Eighth Last", "--country", "DEU")
    listed = json.loads(run("players", tid, "--json"))
    assert [p["number"] for p in listed] == list(range(1, 9)) and listed[7]["country"] == "DEU"
    seated = run("seat", tid, "1", "--method", "random", "--seed", "4")
    assert seated.count("table ") == 2 and "repeat meetings so far: 0" in seated
    shown = json.loads(run("show", tid, "--json"))
    tables = shown["seated"][0]["tables"]
    # each table: 16 hands; at table 1 the East player wins hand 1 on South's discard, the rest drawn
    for table in tables:
        mid = table["match"]
        if table["table"] == 1:
            run("add", mid, "win", "0", "--from", "1", "123m456p789s1z [777z] +1z", command="matches")
            draws = 15
        else:
            draws = 16
        for _ in range(draws):
            run("add", mid, "draw", command="matches")
    run("close", tid, "1")
    standings = json.loads(run("standings", tid, "--json"))
    winner = tables[0]["seats"][0]
    assert standings[0]["player"] == winner and standings[0]["table_points"] == "4" and standings[0]["score"] == 41
    # table 1: the winner +41, the two others at -8 share 2 + 1, the discarder -25: 0; table 2:
    # four equal scores share 4 + 2 + 1 + 0: 1.75 each
    assert sorted(s["table_points"] for s in standings) == ["0", "1.50", "1.50", "1.75", "1.75", "1.75", "1.75", "4"]
    seated = run("seat", tid, "2", "--method", "fewest", "--seed", "1")
    assert "repeat meetings so far:" in seated
    # the standings count the closed rounds; --live adds the tables of the round in play that
    # have begun, as they stand
    assert {s["played"] for s in json.loads(run("standings", tid, "--live", "--json"))} == {1}
    round_two = json.loads(run("show", tid, "--json"))["seated"][1]["tables"]
    run("add", round_two[0]["match"], "draw", command="matches")
    live = {s["player"]: s["played"] for s in json.loads(run("standings", tid, "--live", "--json"))}
    assert sorted(live.values()) == [1] * 4 + [2] * 4 and all(live[p] == 2 for p in round_two[0]["seats"])
    assert {s["played"] for s in json.loads(run("standings", tid, "--json"))} == {1}
    with pytest.raises(AssertionError):
        run("close", tid, "2")
    assert "tables still playing" in run("close", tid, "2", status=1) + run.err
    assert run("close", tid, "2", "--time-called") == "round 2 closed on time\n"
    out = tmp_path / "ema.csv"
    assert run("export", tid, "--ema", "-o", str(out)) == f"wrote {out}\n"
    text = out.read_text(encoding="utf-8-sig")
    table = list(csv.reader(io.StringIO(text)))
    assert [r[0] for r in table[:5]] == ["Tournament", "Place", "Dates", "Players", "Rules"] and table[5] == []
    assert table[3] == ["Players", "8"] and table[4] == ["Rules", "MCR"]
    table = table[6:]
    assert table[0] == [
        "Place",
        "First name",
        "Last name",
        "EMA number",
        "Table points",
        "Score",
        "EMA member",
        "Country",
    ]
    first = table[1]
    # round 2 closed on time before any hand: every table's four equal scores share 1.75 each
    assert first[0] == "1" and first[4] == "5.75" and first[5] == "41" and first[6] == "Y"
    assert any(r[1:3] == ["Eighth", "Last"] and r[6] == "N" and r[7] == "DEU" for r in table[1:])
    # each player's figures from the recorded hands: table 1's East won once on South's discard
    stats = {s["player"]: s for s in json.loads(run("stats", tid, "--json"))}
    east, south = tables[0]["seats"][0], tables[0]["seats"][1]
    assert (stats[east]["wins"], stats[east]["points_won"], stats[east]["average_total"]) == (1, 41, "17")
    assert stats[east]["self_drawn"] == 0 and stats[south]["deal_ins"] == 1
    # round 1's 16 hands, and the one drawn hand of round 2's table 1 for its players
    assert stats[east]["hands"] == 16 + (east in round_two[0]["seats"])
    assert sorted(s["hands"] for s in stats.values()) == [16] * 4 + [17] * 4
    assert sum(s["wins"] for s in stats.values()) == 1
    every = list(csv.reader(io.StringIO(run("export", tid, "--csv"))))
    assert every[0][:4] == ["round", "table", "seat", "player"] and len(every) == 1 + 2 * 8


def test_the_command_line_says_what_it_refuses(run: Run, tmp_path: Path) -> None:
    tid = run("new", "--rules", "riichi", "--title", "R", "--rounds", "1").strip()
    run("players", tid, "--add", "A", "B", "C", "D", "E")
    assert (
        "5 players cannot fill tables of 4: 1 left over"
        in run("seat", tid, "1", "--method", "random", status=1) + run.err
    )
    assert "a prescripted seating needs its schedule" in run("seat", tid, "1", "--method", "csv", status=1) + run.err
    folder = tmp_path / "a-folder"
    folder.mkdir()
    assert "it was not written" in run("export", tid, "--ema", "-o", str(folder), status=1) + run.err
    assert "no tournament 'nope'" in run("standings", "nope", status=1) + run.err


def test_a_whole_schedule_is_printed_as_a_prescripted_csv(run: Run, tmp_path: Path) -> None:
    text = run("schedule", "--players", "16", "--rounds", "4", "--seed", "2")
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[0] == ["round", "table", "seat 1", "seat 2", "seat 3", "seat 4"] and len(rows) == 1 + 16
    assert run.err.startswith("repeat meetings: ")
    plan = tmp_path / "plan.csv"
    plan.write_text(text, encoding="utf-8")
    tid = run("new", "--rules", "mcr", "--title", "Planned", "--rounds", "4").strip()
    run("players", tid, "--add", *(f"P{i}" for i in range(1, 17)))
    seated = run("seat", tid, "1", "--method", "csv", "--csv", str(plan))
    assert seated.splitlines()[0].startswith("table 1: P" + rows[1][2] + ", P" + rows[1][3])
