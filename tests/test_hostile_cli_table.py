"""Hostile input to ``mjscore tournament``, ``mjscore station`` and ``mjscore matches`` (issue 42):
every sub-command given hostile values ends with a message naming the field at fault and exit
status 1, within seconds, never a traceback, a hang or a value taken without a word.

Each case runs in this process through ``core.shells.cli.main`` (in a thread, so a hang fails
the test instead of stopping the run); the cases of a pipe or of standard input run as a
program of their own."""

from __future__ import annotations

import io
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

@pytest.mark.parametrize("first, second, shown", [
    ("Jos\u00e9", "Jose\u0301", "U+0301"),          # NFC, then NFD
    ("Ann", "Ann\u200b", "U+200B"),                  # a zero-width space
    ("Bo Li", "Bo\u00a0Li", "U+00A0"),               # a no-break space
    ("Cy", "\ufeffCy", "U+FEFF"),                    # a byte-order mark
])
def test_a_name_that_differs_only_in_what_cannot_be_seen_is_refused(run: Run, first: str, second: str,
                                                                     shown: str) -> None:
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

def program(argv: list[str], tmp_path: Path, stdin: Any = subprocess.DEVNULL,
            env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """``mjscore ARGV`` as a program of its own, within :data:`LIMIT` seconds (no terminal: a
    session of its own, so a password cannot be asked of one)."""
    full = {**os.environ, "PYTHONPATH": str(ROOT), "MJSCORE_DATA_DIR": str(tmp_path / "data"), **(env or {})}
    try:
        done = subprocess.run([sys.executable, "-m", "core.shells.cli", *argv], stdin=stdin, capture_output=True,
                              text=True, env=full, timeout=LIMIT + 5, start_new_session=True, check=False)
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


@pytest.mark.parametrize("make, words", [
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
])
def test_a_players_file_that_cannot_be_read_is_refused(run: Run, tmp_path: Path, make: Any, words: str) -> None:
    tid = tournament(run, players=0)
    run("players", tid, "--csv", make(tmp_path), status=1)
    assert words in run.err and run("players", tid) == ""


@pytest.mark.parametrize("argv", [
    ["players", "T", "--csv", "/dev/zero"],      # (read whole: a MemoryError)
    ["players", "T", "--csv", "/dev/urandom"],   # (read whole, without end)
    ["seat", "T", "1", "--method", "csv", "--csv", "/dev/zero"],
])
def test_an_endless_device_is_not_read(run: Run, tmp_path: Path, argv: list[str]) -> None:
    """As a program of its own: read, it would fill this one's memory."""
    if not Path(argv[-1]).exists():
        pytest.skip("no such device here")
    tournament(run)
    done = program(["tournament", "--store", str(run.store), *argv], tmp_path)
    assert done.returncode == 1 and "only a regular file is read" in done.stderr


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize("argv", [
    ["tournament", "players", "T", "--csv", "FIFO"],
    ["tournament", "seat", "T", "1", "--method", "csv", "--csv", "FIFO"],
    ["tournament", "export", "T", "--csv", "-o", "FIFO"],
    ["tournament", "export", "T", "--ema", "-o", "FIFO"],
    ["matches", "export", "M", "--csv", "-o", "FIFO"],
])
def test_a_pipe_is_neither_read_nor_written_and_no_partial_file_is_left(run: Run, tmp_path: Path,
                                                                      argv: list[str]) -> None:
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
