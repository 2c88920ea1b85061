"""Hostile input to ``mjscore tournament``, ``mjscore station`` and ``mjscore matches`` (issue 42):
every sub-command given hostile values ends with a message naming the field at fault and exit
status 1, within seconds, never a traceback, a hang or a value taken without a word.

Each case runs in this process through ``core.shells.cli.main`` (in a thread, so a hang fails
the test instead of stopping the run); the cases of a pipe or of standard input run as a
program of their own."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from core.shells.cli import main

ROOT = Path(__file__).resolve().parent.parent
#: the longest a refusal may take (a hang was 10 s or more)
LIMIT = 5.0


class Run:
    """``mjscore COMMAND --store STORE ...`` in this process: the status, standard output and
    standard error, failed when it takes longer than :data:`LIMIT`."""

    def __init__(self, tmp_path: Path) -> None:
        self.store = tmp_path / "t.sqlite3"
        self.out = self.err = ""

    def raw(self, argv: list[str], limit: float = LIMIT) -> int:
        out, err = io.StringIO(), io.StringIO()
        done: list[Any] = []

        def go() -> None:
            saved = sys.stderr
            sys.stderr = err
            try:
                done.append(main(argv, out))
            except SystemExit as e:  # (argparse's own refusals)
                done.append(e.code)
            except BaseException as e:  # noqa: BLE001 - a traceback is what the test looks for
                done.append(e)
            finally:
                sys.stderr = saved

        t = threading.Thread(target=go, daemon=True)
        began = time.monotonic()
        t.start()
        t.join(limit)
        assert not t.is_alive(), f"{argv} still runs after {limit} s"
        assert time.monotonic() - began < limit
        self.out, self.err = out.getvalue(), err.getvalue()
        assert not isinstance(done[0], BaseException), f"{argv} raised {done[0]!r}"
        assert "Traceback" not in self.err
        return int(done[0])

    def __call__(self, *argv: str, status: int = 0, command: str = "tournament") -> str:
        code = self.raw([command, "--store", str(self.store), *argv])
        assert code == status, (argv, self.out, self.err)
        return self.out


@pytest.fixture()
def run(tmp_path: Path) -> Run:
    return Run(tmp_path)


def tournament(run: Run, players: int = 8) -> str:
    tid = run("new", "--rules", "mcr", "--title", "Open", "--rounds", "2", "--id", "T").strip()
    if players:
        run("players", tid, "--add", *(f"P{i}" for i in range(1, players + 1)))
    return tid


# --- look-alike names (item 4) -----------------------------------------------------------------


@pytest.mark.parametrize(
    "first, second, shown",
    [
        ("Jos\u00e9", "Jose\u0301", "U+0301"),  # NFC, then NFD
        ("Ann", "Ann\u200b", "U+200B"),  # a zero-width space
        ("Bo Li", "Bo\u00a0Li", "U+00A0"),  # a no-break space
        ("Cy", "\ufeffCy", "U+FEFF"),  # a byte-order mark
    ],
)
def test_a_name_that_differs_only_in_what_cannot_be_seen_is_refused(
    run: Run, first: str, second: str, shown: str
) -> None:
    tid = tournament(run, players=0)
    run("players", tid, "--add", first)
    run("players", tid, "--add", second, status=1)
    assert "differs from" in run.err and shown in run.err and "do not show" in run.err
    assert run("players", tid).count("\n") == 1


def test_names_are_kept_clean_and_a_look_alike_in_one_csv_is_refused(run: Run, tmp_path: Path) -> None:
    tid = tournament(run, players=0)
    run("players", tid, "--add", " Di\u00a0\u00a0Wu\u200b ", "Jose\u0301")
    assert [p.strip().split("  ", 1)[1] for p in run("players", tid).splitlines()] == ["Di Wu", "Jos\u00e9"]
    players = tmp_path / "players.csv"
    players.write_text("name\nEve\nEve\u2060\n", encoding="utf-8")
    run("players", tid, "--csv", str(players), status=1)
    assert "U+2060" in run.err and run("players", tid).count("\n") == 2  # (nothing of the file added)


def test_a_match_of_look_alike_players_is_refused(run: Run) -> None:
    run("new", "--players", "Ann", "Ann\u200b", "Cy", "Di", status=1, command="matches")
    assert "U+200B" in run.err
    mid = run("new", "--players", "Bo\u00a0Li", "Ann", "Cy", "Di", command="matches").strip()
    assert run("add", mid, "penalty", "Bo Li", "false_win", command="matches").startswith("entry 1")


# --- files: a players' list, a schedule, an export (items 1 and 2) -----------------------------


def program(
    argv: list[str], tmp_path: Path, stdin: Any = subprocess.DEVNULL, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """``mjscore ARGV`` as a program of its own, within :data:`LIMIT` seconds (no terminal: a
    session of its own, so a password cannot be asked of one)."""
    full = {**os.environ, "PYTHONPATH": str(ROOT), "MJSCORE_DATA_DIR": str(tmp_path / "data"), **(env or {})}
    try:
        done = subprocess.run(
            [sys.executable, "-m", "core.shells.cli", *argv],
            stdin=stdin,
            capture_output=True,
            text=True,
            env=full,
            timeout=LIMIT + 5,
            start_new_session=True,
            check=False,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"mjscore {argv} still runs after {LIMIT + 5} s")
    assert "Traceback" not in done.stderr, done.stderr
    return done


def _big_field(tmp_path: Path) -> str:
    f = tmp_path / "big.csv"
    f.write_text("name\n" + "x" * 200_000 + "\n", encoding="utf-8")
    return str(f)


def _long_file(tmp_path: Path) -> str:
    f = tmp_path / "long.csv"
    f.write_bytes(b"name\n" + b"a,\n" * 600_000)
    return str(f)


def _text(tmp_path: Path, text: str, name: str = "players.csv") -> str:
    f = tmp_path / name
    f.write_bytes(text.encode("utf-8", "surrogateescape"))
    return str(f)


@pytest.mark.parametrize(
    "make, words",
    [
        (_big_field, "line 2 of"),
        (lambda p: str(p), "only a regular file is read"),
        (_long_file, "longer than 1048576 bytes"),
        (lambda p: str(p / "none.csv"), "cannot read"),
        (lambda p: _text(p, ""), "holds no player"),
        (lambda p: _text(p, "name,country\r\n"), "holds no player"),
        (lambda p: _text(p, "country\nNLD\n"), "names no column name"),
        (lambda p: _text(p, "name\nAnn,NLD\n"), "more cells than the header"),
        (lambda p: _text(p, "name\n\udcff\n"), "can't decode byte 0xff"),
        (lambda p: _text(p, "name,country\nAnn,NLD\n\n,NLD\n"), "line 4 of the players: no name"),
    ],
)
def test_a_players_file_that_cannot_be_read_is_refused(run: Run, tmp_path: Path, make: Any, words: str) -> None:
    tid = tournament(run, players=0)
    run("players", tid, "--csv", make(tmp_path), status=1)
    assert words in run.err and run("players", tid) == ""


@pytest.mark.parametrize(
    "argv",
    [
        ["players", "T", "--csv", "/dev/zero"],  # (read whole: a MemoryError)
        ["players", "T", "--csv", "/dev/urandom"],  # (read whole, without end)
        ["seat", "T", "1", "--method", "csv", "--csv", "/dev/zero"],
    ],
)
def test_an_endless_device_is_not_read(run: Run, tmp_path: Path, argv: list[str]) -> None:
    """As a program of its own: read, it would fill this one's memory."""
    if not Path(argv[-1]).exists():
        pytest.skip("no such device here")
    tournament(run)
    done = program(["tournament", "--store", str(run.store), *argv], tmp_path)
    assert done.returncode == 1 and "only a regular file is read" in done.stderr


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize(
    "argv",
    [
        ["tournament", "players", "T", "--csv", "FIFO"],
        ["tournament", "seat", "T", "1", "--method", "csv", "--csv", "FIFO"],
        ["tournament", "export", "T", "--csv", "-o", "FIFO"],
        ["tournament", "export", "T", "--ema", "-o", "FIFO"],
        ["matches", "export", "M", "--csv", "-o", "FIFO"],
    ],
)
def test_a_pipe_is_neither_read_nor_written_and_no_partial_file_is_left(
    run: Run, tmp_path: Path, argv: list[str]
) -> None:
    """Each hung, waiting for the other end of the pipe (and, killed, left a .partial file)."""
    tournament(run)
    run("new", "--players", "Ann", "Bo", "Cy", "Di", "--id", "M", command="matches")
    folder = tmp_path / "pipes"
    folder.mkdir()
    fifo = folder / "fifo"
    os.mkfifo(fifo)
    command, *rest = argv
    done = program([command, "--store", str(run.store), *[str(fifo) if a == "FIFO" else a for a in rest]], tmp_path)
    assert done.returncode == 1 and str(fifo) in done.stderr
    assert "only a regular file is read" in done.stderr or "pipe or a socket" in done.stderr
    assert [p.name for p in folder.iterdir()] == ["fifo"]


# --- the table: every sub-command, hostile values (item 7) -------------------------------------

BIG = "99999999999999999999999"
NOT_UTF8 = "A\udcff"
NO_SERVER = "postgresql://nobody@127.0.0.1:1/none"  # (nothing listens on port 1: refused at once)

#: (command, the arguments after ``--store STORE``, the status, words the refusal must hold)
#: T: a tournament of 8 players and 2 rounds; M: an MCR match of Ann, Bo, Cy, Di; R: a riichi
#: match of the same; DIR: a folder; 'mjscore station' is given --server NO_SERVER itself
TABLE: list[tuple[str, list[str], int, tuple[str, ...]]] = [
    # mjscore tournament new / list / players
    ("tournament", ["new", "--title", "X", "--rounds", BIG], 1, ("--rounds", "1 to 100")),
    ("tournament", ["new", "--title", "X", "--rounds", "0"], 1, ("--rounds",)),
    ("tournament", ["new", "--title", "X", "--rounds", "-1"], 1, ("--rounds",)),
    ("tournament", ["new", "--title", NOT_UTF8, "--rounds", "1"], 1, ("title", "not UTF-8")),
    ("tournament", ["new", "--title", "X", "--rounds", "1", "--option", "nokey"], 1, ("option 'nokey'",)),
    ("tournament", ["new", "--title", "X", "--rounds", "1", "--tiebreak", "coin"], 2, ("--tiebreak",)),
    ("tournament", ["list", "--json", "--bogus"], 2, ("--bogus",)),
    ("tournament", ["players", "T", "--add", NOT_UTF8], 1, ("add", "not UTF-8")),
    ("tournament", ["players", "T", "--add", "  "], 1, ("needs a name",)),
    ("tournament", ["players", "T", "--add", "x" * 101], 1, ("at most 100 characters",)),
    ("tournament", ["players", "T", "--add", "P1\u200b"], 1, ("U+200B",)),
    ("tournament", ["players", "T", "--csv", "DIR"], 1, ("only a regular file",)),
    ("tournament", ["players", "NOPE"], 1, ("no tournament 'NOPE'",)),
    # seat / close / show / standings / stats / export
    ("tournament", ["seat", "T", BIG, "--method", "random"], 1, ("ROUND", "1 to 100")),
    ("tournament", ["seat", "T", "3", "--method", "swiss"], 1, ("round 3 is not one of",)),
    ("tournament", ["seat", "T", "1", "--method", "random", "--seed", "-1"], 1, ("--seed",)),
    ("tournament", ["seat", "T", "1", "--method", "random", "--seed", BIG], 1, ("--seed", "4,294,967,295")),
    ("tournament", ["seat", "T", "1", "--method", "csv"], 1, ("needs its schedule",)),
    ("tournament", ["seat", "T", "1", "--method", "random", "--substitute", "P1"], 1, ("--substitute",)),
    ("tournament", ["seat", "T", "1", "--method", "coin"], 2, ("--method",)),
    ("tournament", ["close", "T", "-5"], 1, ("ROUND",)),
    ("tournament", ["close", "T", "1"], 1, ("round 1 is not seated",)),
    ("tournament", ["show", "NOPE"], 1, ("no tournament",)),
    ("tournament", ["show", "T" + NOT_UTF8], 1, ("id", "not UTF-8")),
    ("tournament", ["standings", "T", "--round", "-3"], 1, ("--round",)),
    ("tournament", ["standings", "T", "--round", BIG], 1, ("--round",)),
    ("tournament", ["standings", "T", "--round", "3"], 1, ("rounds 1 to 2",)),
    ("tournament", ["stats", "NOPE"], 1, ("no tournament",)),
    ("tournament", ["export", "T", "--csv", "-o", "DIR"], 1, ("cannot write",)),
    ("tournament", ["export", "T", "--ema", "-o", "DIR/none/x.csv"], 1, ("cannot write",)),
    ("tournament", ["export", "T"], 2, ("--ema", "--csv")),
    # station / stations (a store file has none) / schedule
    ("tournament", ["station", "T", "x", "--role", "scorer", "--table", "0"], 1, ("--table", "1 to 333")),
    ("tournament", ["station", "T", "x", "--role", "scorer", "--table", BIG], 1, ("--table",)),
    ("tournament", ["station", "T", "x", "--role", "referee", "--table", "3"], 1, ("--table", "referee")),
    ("tournament", ["station", "T", "x", "--role", "scorer", "--table", "1"], 1, ("PostgreSQL",)),
    ("tournament", ["station", "T", "x", "--role", "king"], 2, ("--role",)),
    ("tournament", ["stations"], 1, ("PostgreSQL",)),
    ("tournament", ["schedule", "--players", "1000000", "--rounds", "1"], 1, ("--players", "1 to 1,000")),
    ("tournament", ["schedule", "--players", "8", "--rounds", "1000000"], 1, ("--rounds", "1 to 100")),
    ("tournament", ["schedule", "--players", "8", "--rounds", "-1"], 1, ("--rounds",)),
    ("tournament", ["schedule", "--players", "8", "--rounds", "1", "--size", "0"], 1, ("--size", "3 to 4")),
    ("tournament", ["schedule", "--players", "8", "--rounds", "1", "--size", "-1"], 1, ("--size",)),
    ("tournament", ["schedule", "--players", "8", "--rounds", "1", "--size", "5"], 1, ("--size",)),
    ("tournament", ["schedule", "--players", "7", "--rounds", "1"], 1, ("7 players cannot fill",)),
    ("tournament", ["schedule", "--players", "8", "--rounds", "1", "--seed", "-2"], 1, ("--seed",)),
    ("tournament", ["schedule", "--players", "x", "--rounds", "1"], 2, ("--players",)),
    # mjscore station (its server is given as --server; none answers)
    ("station", ["--retry-seconds", "nan", "follow", "M"], 1, ("--retry-seconds", "0 to 600")),
    ("station", ["--retry-seconds", "inf", "send"], 1, ("--retry-seconds",)),
    ("station", ["--retry-seconds", "-1", "show", "M"], 1, ("--retry-seconds",)),
    ("station", ["--retry-seconds", "1e9", "conflicts"], 1, ("--retry-seconds",)),
    ("station", ["drop", BIG], 1, ("kept", "9,223,372,036,854,775,807")),
    ("station", ["drop", "0"], 1, ("kept",)),
    ("station", ["add", "M", "penalty", NOT_UTF8, "false_win"], 1, ("offender", "not UTF-8")),
    ("station", ["follow", "M" + NOT_UTF8], 1, ("ids", "not UTF-8")),
    # mjscore matches
    ("matches", ["new", "--players", "Ann", "Bo", "Cy"], 1, ("4 players",)),
    ("matches", ["new", "--players", "Ann", "Ann\u00a0", "Cy", "Di"], 1, ("must differ",)),
    ("matches", ["new", "--players", "Ann", "A\u2060nn", "Cy", "Di"], 1, ("U+2060",)),
    ("matches", ["add", "M", "penalty", "Ann", "deduction", "--points", "1" + "0" * 26], 1, ("points", "1,000,000")),
    ("matches", ["add", "M", "penalty", "Ann", "deduction", "--points", "-8000"], 1, ("points",)),
    ("matches", ["add", "M", "penalty", "Ann", "false_win", "--points", "99"], 1, ("10",)),
    ("matches", ["add", "R", "penalty", "Ann", "chombo", "--points", "-8000"], 1, ("chombo", "takes no points")),
    ("matches", ["add", "R", "penalty", "Ann", "chombo", "--points", "8000"], 1, ("chombo", "takes no points")),
    (
        "matches",
        [
            "add",
            "M",
            "json",
            '{"kind": "penalty", "offender": "Ann", "penalty": "deduction", "points": ' + "1" * 27 + "}",
        ],
        1,
        ("points", "1,000,000"),
    ),
    ("matches", ["add", "M", "penalty", "Ann", "deduction", "--points", "x"], 2, ("--points",)),
    ("matches", ["edit", "M", BIG, "draw", "--reason", "r"], 1, ("no entry",)),
    ("matches", ["delete", "M", "-1", "--reason", "r"], 1, ("no entry",)),
    ("matches", ["show", "NOPE"], 1, ("no match",)),
    ("matches", ["export", "M", "--csv", "-o", "DIR"], 1, ("cannot write",)),
    ("matches", ["verify", "NOPE"], 1, ("no match",)),
    ("matches", ["list", "--bogus"], 2, ("--bogus",)),
]


def _state(run: Run) -> list[str]:
    """What the store holds: the tournaments, T, its players, and the matches M and R."""
    return [
        run("list", "--json"),
        run("show", "T", "--json"),
        run("players", "T", "--json"),
        run("list", "--json", command="matches"),
        run("show", "M", "--json", command="matches"),
        run("show", "R", "--json", command="matches"),
    ]


def _prepared(run: Run, tmp_path: Path) -> None:
    tournament(run)
    run("new", "--players", "Ann", "Bo", "Cy", "Di", "--id", "M", command="matches")
    run("new", "--rules", "riichi", "--players", "Ann", "Bo", "Cy", "Di", "--id", "R", command="matches")
    (tmp_path / "dir").mkdir()


@pytest.mark.parametrize(
    "command, argv, status, words", TABLE, ids=[f"{c} {' '.join(a)[:60]}" for c, a, _s, _w in TABLE]
)
def test_hostile_values_are_refused_with_a_message_naming_the_field(
    run: Run,
    tmp_path: Path,
    command: str,
    argv: list[str],
    status: int,
    words: tuple[str, ...],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("MJSCORE_DATA_DIR", str(tmp_path / "data"))
    _prepared(run, tmp_path)
    before = _state(run)
    argv = [a.replace("DIR", str(tmp_path / "dir")) for a in argv]
    if command == "station":
        full = ["station", "--server", NO_SERVER, "--outbox", str(tmp_path / "outbox.sqlite3"), *argv]
        if "--retry-seconds" not in argv:
            full[5:5] = ["--retry-seconds", "0"]
    else:
        full = [command, "--store", str(run.store), *argv]
    assert run.raw(full) == status, (run.out, run.err)
    for w in words:
        assert w in run.err, run.err
    assert "Traceback" not in run.err and "internal_error" not in run.err
    assert status == 2 or run.err.count("\n") <= 2  # (a refusal is a line; argparse's, its usage too)
    assert _state(run) == before  # (nothing was written)


@pytest.mark.parametrize(
    "env, words",
    [
        ("postgresql://u:secret@localhost:99999999/db", ("MJSCORE_STORE", "99999999", "1 to 65535")),
        ("postgresql://u@localhost:0/db", ("MJSCORE_STORE", "port 0")),
        ("postgresql://u:secret@localhost:http/db", ("MJSCORE_STORE", "cannot be read")),
        ("postgresql://", ("MJSCORE_STORE", "names no server")),
        ("postgresql://u@h\udcff/db", ("MJSCORE_STORE", "not UTF-8")),
    ],
)
@pytest.mark.parametrize(
    "argv",
    [
        ["tournament", "list"],
        ["matches", "list"],
        ["station", "send"],
        ["tournament", "show", "T"],
        ["matches", "show", "M"],
    ],
)
def test_a_store_address_whose_port_is_no_port_is_named(
    run: Run, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, env: str, words: tuple[str, ...], argv: list[str]
) -> None:
    """The port raised ValueError (a traceback in tournament list, internal_error in matches)."""
    monkeypatch.setenv("MJSCORE_STORE", env)
    monkeypatch.setenv("MJSCORE_DATA_DIR", str(tmp_path / "data"))
    assert run.raw(argv) == 1
    assert all(w in run.err for w in words) and "secret" not in run.err and "internal_error" not in run.err
    flag = "--server" if argv[0] == "station" else "--store"
    assert run.raw([argv[0], flag, env, *argv[1:]]) == 1 and flag.lstrip("-") in run.err


def test_a_schedule_whose_repeats_cannot_be_avoided_is_made_in_seconds(run: Run) -> None:
    """100 players over 20 rounds searched for 36 s; the search now stops at its budget."""
    schedule = run("schedule", "--players", "100", "--rounds", "20")
    assert schedule.count("\n") == 1 + 20 * 25 and "repeat meetings:" in run.err


def test_the_largest_schedule_allowed_is_made_in_seconds(run: Run) -> None:
    schedule = run("schedule", "--players", "1000", "--rounds", "100")
    assert schedule.count("\n") == 1 + 100 * 250


def test_a_station_makes_its_data_folder(run: Run, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """It said "unable to open database file" on its first start, the folder not made yet."""
    folder = tmp_path / "not yet" / "Mahjong Scorer"
    monkeypatch.setenv("MJSCORE_DATA_DIR", str(folder))
    assert run.raw(["station", "--server", NO_SERVER, "--retry-seconds", "0", "follow", "M"]) == 1
    assert "unable to open" not in run.err and "was not read from the server" in run.err
    assert (folder / "station-outbox.sqlite3").is_file()


def test_a_station_outbox_whose_folder_cannot_be_made_is_said(run: Run, tmp_path: Path) -> None:
    (tmp_path / "a file").write_text("x")
    outbox = tmp_path / "a file" / "outbox.sqlite3"
    assert run.raw(["station", "--server", NO_SERVER, "--outbox", str(outbox), "conflicts"]) == 1
    assert "cannot make the folder" in run.err and str(outbox) in run.err


def test_a_station_login_without_a_password_on_a_closed_input_is_refused(pg_server: Any, tmp_path: Path) -> None:
    """EOFError: no terminal, standard input at its end, no MJSCORE_STATION_PASSWORD."""
    url = pg_server.new_database()
    env = {k: v for k, v in os.environ.items() if k != "MJSCORE_STATION_PASSWORD"}
    assert (
        program(
            ["tournament", "--store", url, "new", "--title", "X", "--rounds", "1", "--id", "T"], tmp_path
        ).returncode
        == 0
    )
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "core.shells.cli",
            "tournament",
            "--store",
            url,
            "station",
            "T",
            "scorer1",
            "--role",
            "scorer",
            "--table",
            "1",
        ],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        env={**env, "PYTHONPATH": str(ROOT)},
        timeout=LIMIT + 5,
        start_new_session=True,
        check=False,
    )
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert "no password was given for the login 'scorer1'" in done.stderr
    assert "MJSCORE_STATION_PASSWORD" in done.stderr


@pytest.mark.parametrize(
    "argv, words",
    [
        (
            ["--rules", "mcr", "123m456p789s1z23s44z", "--visible", "1z1z1z1z1z"],
            ("1z is seen 6 times", "1 in the hand", "5 visible"),
        ),
        (
            ["--rules", "riichi", "123m456p789s1z23s44z", "dora_indicators=4z", "--visible", "4z", "--discards", "4z"],
            ("4z is seen 5 times", "2 in the hand", "1 among the player's discards", "1 among the context's tiles"),
        ),
    ],
)
def test_an_analysis_that_sees_a_fifth_copy_is_refused(run: Run, argv: list[str], words: tuple[str, ...]) -> None:
    """--visible 1z1z1z1z1z was taken: its unseen copies counted 0, the analysis given."""
    assert run.raw(["analyse", *argv]) == 1 and run.out == ""
    assert all(w in run.err for w in words), run.err
    assert run.raw(["analyse", *argv, "--lang", "ja"]) == 1 and "牌は各 4 枚です" in run.err


# --- right-to-left names (item 5) --------------------------------------------------------------


def test_a_right_to_left_name_reorders_no_line_of_the_tournament(run: Run) -> None:
    """show, players, standings (and seat, stats, list) printed the name bare: an override in it
    ("\u202eBo") printed the rest of the line backwards."""
    tid = run(
        "new", "--rules", "mcr", "--title", "\u05d8\u05d5\u05e8\u05e0\u05d9\u05e8", "--rounds", "1", "--id", "T"
    ).strip()
    hebrew, override = "\u05e9\u05dc\u05d5\u05dd", "\u202eBo"
    run("players", tid, "--add", hebrew, override, "Cy", "Di", "--country", "\u05d9\u05e9\u05e8\u05d0\u05dc")
    outputs = {
        "players": run("players", tid),
        "seat": run("seat", tid, "1", "--method", "random"),
        "show": run("show", tid),
        "standings": run("standings", tid, "--live"),
        "stats": run("stats", tid),
        "list": run("list"),
    }
    for what, text in outputs.items():
        if what != "list":
            assert f"\u2068{hebrew}\u2069" in text and f"\u2068{override}\u2069" in text, (what, text)
            assert f"{override}," not in text and f"{override} " not in text, (what, text)
        else:
            assert "\u2068\u05d8" in text
    assert "\u2068\u05d9\u05e9\u05e8\u05d0\u05dc\u2069" in outputs["players"]
    assert [p["name"] for p in json.loads(run("players", tid, "--json"))][:2] == [hebrew, override]  # (JSON: bare)
