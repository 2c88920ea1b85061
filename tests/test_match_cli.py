"""``mjscore matches`` (core/shells/match_cli.py), called through its ``main(argv, out, err)``."""

from __future__ import annotations

import csv
import io
import json
import sqlite3
from pathlib import Path

import pytest

from core.shells.match_cli import main

H1 = "123m456m789m123p5p +5p"  # 23 fan on a discard, 25 self-drawn
H2 = "234m234p234s678s5p +5p"  # 14 fan on a discard


class Run:
    def __init__(self, store: Path) -> None:
        self.store = store

    def __call__(
        self, *argv: str, status: int = 0, stdin: str | None = None, monkeypatch: pytest.MonkeyPatch | None = None
    ) -> str:
        out, err = io.StringIO(), io.StringIO()
        code = main(["matches", "--store", str(self.store), *argv], out, err)
        assert code == status, (argv, out.getvalue(), err.getvalue())
        self.err = err.getvalue()
        return out.getvalue()


@pytest.fixture()
def run(tmp_path: Path) -> Run:
    return Run(tmp_path / "matches.sqlite3")


def new(run: Run) -> str:
    return run("new", "--rules", "mcr", "--players", "Ann", "Bo", "Cy", "Di", "--title", "Club night").strip()


def test_new_add_show_and_list(run: Run) -> None:
    mid = new(run)
    assert run("add", mid, "win", "Ann", "--from", "Bo", H1) == "entry 1: Ann wins from Bo: 23\n"
    assert run("add", mid, "win", "2", "--self-drawn", H1) == "entry 2: Cy wins self-drawn: 25\n"
    run("add", mid, "draw")
    run("add", mid, "penalty", "Di", "false_win")
    shown = run("show", mid)
    assert "E3" in shown and "penalty false_win: Di" in shown
    data = json.loads(run("show", mid, "--json"))
    assert [r["deltas"] for r in data["rows"]] == [
        [47, -31, -8, -8],
        [-33, -33, 99, -33],
        [0, 0, 0, 0],
        [10, 10, 10, -30],
    ]
    assert data["rows"][-1]["totals"] == [24, -54, 101, -8 - 33 - 30]
    assert [s["rank"] for s in data["standings"]] == [2, 3, 1, 4]
    assert data["next"] == "E4" and data["hands_played"] == 3
    assert mid in run("list") and "Club night" in run("list")
    assert json.loads(run("list", "--json"))[0]["players"] == ["Ann", "Bo", "Cy", "Di"]


def test_entries_as_json_and_json_lines(run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    mid = new(run)
    one = {
        "kind": "win",
        "winner": "Di",
        "discarder": "Ann",
        "hand": "234m234p234s678s5p",
        "win": "5p",
        "claim": {"total": 14},
    }
    run("add", mid, "json", json.dumps(one))
    lines = (
        "\n".join(
            json.dumps(x)
            for x in ({"kind": "draw"}, {"kind": "penalty", "offender": "Bo", "penalty": "deduction", "points": 5}, {})
        )
        + "\n"
    )
    monkeypatch.setattr("sys.stdin", io.StringIO(lines))
    run("add", mid, "json", "-", status=1)  # the last line is no entry: refused before anything is written
    assert "kind must be win, draw or penalty" in run.err
    assert len(json.loads(run("show", mid, "--json"))["rows"]) == 1
    monkeypatch.setattr("sys.stdin", io.StringIO(lines.rsplit("{}", 1)[0]))
    run("add", mid, "json", "-")
    data = json.loads(run("show", mid, "--json"))
    assert data["rows"][-1]["totals"] == [-22, -8 - 5, -8, 38]


def test_edit_and_delete_keep_the_history(run: Run) -> None:
    mid = new(run)
    run("add", mid, "win", "Ann", "--from", "Bo", H1)
    run("add", mid, "penalty", "Bo", "false_win")
    assert (
        run("edit", mid, "1", "win", "Ann", "--self-drawn", H1, "--reason", "tsumo")
        == "entry 1 revision 2: Ann wins self-drawn: 25\n"
    )
    run("edit", mid, "1", "draw", "--expect-revision", "1", status=1)
    assert "is at revision 2, not 1" in run.err
    run("delete", mid, "2", "--reason", "not a foul")
    data = json.loads(run("show", mid, "--json", "--history"))
    assert [r["entry"] for r in data["rows"]] == [1] and data["deleted"] == [2]
    assert data["rows"][0]["deltas"] == [99, -33, -33, -33]
    assert [(h["entry"], h["revision"], h["kind"], h["reason"]) for h in data["history"]] == [
        (1, 1, "win", ""),
        (2, 1, "penalty", ""),
        (1, 2, "win", "tsumo"),
        (2, 2, "deleted", "not a foul"),
    ]
    assert "not a foul" in run("show", mid, "--history")


def test_refusals_are_one_line_on_stderr_with_status_1(run: Run) -> None:
    mid = new(run)
    run("add", mid, "win", "Ann", "--from", "Ann", H1, status=1)
    assert "winner cannot be the discarder" in run.err
    run("add", mid, "win", "Ann", "--from", "Zed", H1, status=1)
    assert "no player 'Zed'" in run.err
    run("add", mid, "win", "Ann", "--from", "Bo", "123m789m234p678s5s +5s", status=1)
    assert "no win" in run.err and "penalty" in run.err
    run("add", "nope", "draw", status=1)
    assert "no match 'nope'" in run.err
    from core.rules import register_rules, unregister_rules
    from tests.test_engine import ToyRules

    register_rules(ToyRules())  # a rule set with no match rules
    try:
        run("new", "--rules", "toy", "--players", "A", "B", "C", "D", status=1)
    finally:
        unregister_rules("toy")
    assert "no match rules" in run.err
    run("export", mid, "--pdf", status=1)  # a PDF goes to a file
    assert "-o FILE.pdf" in run.err


def test_export_csv_reads_back(run: Run, tmp_path: Path) -> None:
    mid = new(run)
    run("add", mid, "win", "Ann", "--from", "Bo", H1)
    run("add", mid, "win", "Cy", "--self-drawn", H1)
    run("add", mid, "penalty", "Di", "false_win")
    run("add", mid, "win", "Di", "--from", "Ann", H2)
    target = tmp_path / "sheet.csv"
    assert run("export", mid, "--csv", "-o", str(target)) == ""
    with open(target, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert [r["kind id"] for r in rows] == ["win", "win", "penalty", "win", "total", "rank", "table_points"]
    assert [r["kind"] for r in rows] == ["win", "win", "penalty", "win", "total", "rank", "table points"]
    assert [r["label"] for r in rows[:4]] == ["E1", "E2", "E3", "E3"]
    assert [(r["winner"], r["discarder"], r["value"]) for r in rows[:4] if r["kind"] == "win"] == [
        ("Ann", "Bo", "23"),
        ("Cy", "", "25"),
        ("Di", "Ann", "14"),
    ]
    players = ["Ann", "Bo", "Cy", "Di"]
    for r in rows[:4]:  # each entry moves points from some players to others: it sums to zero
        assert sum(int(r[p]) for p in players) == 0
    # the running totals are the sums of the moves so far
    running = [0, 0, 0, 0]
    for r in rows[:4]:
        running = [t + int(r[p]) for t, p in zip(running, players)]
        assert [int(r[f"{p} total"]) for p in players] == running
    # Ann 47 - 33 + 10 - 22 = 2; Bo -31 - 33 + 10 - 8 = -62; Cy -8 + 99 + 10 - 8 = 93; Di -8 - 33 - 30 + 38 = -33
    assert [int(rows[4][p]) for p in players] == [2, -62, 93, -33]
    assert [rows[5][p] for p in players] == ["2", "4", "1", "3"]
    assert [rows[6][p] for p in players] == ["2", "0", "4", "1"]
    with open(target, newline="", encoding="utf-8") as f:
        assert run("export", mid, "--csv") == f.read()  # the same text on standard output


def test_verify_lists_stored_results_that_the_current_core_scores_differently(run: Run) -> None:
    mid = new(run)
    run("add", mid, "win", "Ann", "--from", "Bo", H1)
    run("add", mid, "win", "Bo", "--from", "Cy", H2)
    out = run("verify")
    assert "2 recorded wins scored again: all agree" in out
    # a result stored by an older core, which gave the first hand 22 fan
    conn = sqlite3.connect(run.store)
    seq, data = conn.execute("SELECT seq, data FROM records WHERE entry = 1").fetchone()
    body = json.loads(data)
    body["result"]["total"] = 22
    conn.execute(
        "INSERT INTO records (match_id, entry, revision, kind, data, written) VALUES (?, 1, 2, 'win', ?, ?)",
        (mid, json.dumps(body), "2026-01-01T00:00:00Z"),
    )
    conn.commit()
    conn.close()
    out = run("verify", status=1)
    assert f"{mid} entry 1 (revision 2) (Ann's win): stored 22, now 23" in out and "1 differ" in out
    run("verify", mid, status=1)


def test_verify_names_the_winner_of_a_double_ron_whose_result_differs(run: Run) -> None:
    mid = run("new", "--rules", "riichi", "--players", "Ann", "Bo", "Cy", "Di").split()[-1]
    run("add", mid, "win", "Ann", "--from", "Cy", "234m567p234s6788s +5s", "--also", "Di", "234m567p234s6788s +5s")
    assert "all agree" in run("verify")
    conn = sqlite3.connect(run.store)
    data = json.loads(conn.execute("SELECT data FROM records WHERE entry = 1").fetchone()[0])
    data["also"][0]["result"]["total"] = 99999  # the second winner's, as an older core had it
    conn.execute(
        "INSERT INTO records (match_id, entry, revision, kind, data, written) VALUES (?, 1, 2, 'win', ?, ?)",
        (mid, json.dumps(data), "2026-01-01T00:00:00Z"),
    )
    conn.commit()
    conn.close()
    out = run("verify", status=1)
    # in turn order from Cy: Di first, then Ann (the second winner, whose result was changed)
    assert (data["winner"], data["also"][0]["winner"]) == (3, 0)
    assert "entry 1 (revision 2) (Ann's win): stored 99999" in out and "1 differ" in out


def test_a_store_set_aside_is_said_on_stderr(run: Run) -> None:
    run.store.write_bytes(b"not a database at all")
    run("list")
    assert "notice (store_corrupt)" in run.err and ".corrupt-" in run.err


def test_a_draw_of_a_kind_the_rules_know(run: Run) -> None:
    """``draw --kind abortive`` records riichi's abortive draw (the dealer deals again, one more
    counter); a kind the rules do not know is refused, by the MCR rules too."""
    mid = run("new", "--rules", "riichi", "--players", "Ann", "Bo", "Cy", "Di").strip()
    assert run("add", mid, "draw", "--kind", "abortive", "--facts", '{"riichi": [1]}') == "entry 1: abortive draw\n"
    data = json.loads(run("show", mid, "--json"))
    assert data["rows"][0]["deltas"] == [0, -1000, 0, 0] and data["next"] == "E1-1"
    run("add", mid, "draw", "--kind", "nagashi", status=1)
    assert "unknown kind of draw 'nagashi'" in run.err
    run("add", mid, "draw", "--kind", "abortive", "--facts", "[1]", status=1)
    mcr = new(run)
    run("add", mcr, "draw", "--kind", "abortive", status=1)
    assert "unknown kind of draw 'abortive' under the mcr match rules" in run.err
