"""The store and its exports survive faults (issue 23): a failed export says so and leaves
nothing half written; a CSV says the sheet in its language and neutralises formulas."""

from __future__ import annotations

import contextlib
import csv
import io
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from core.engine.match_rules import Draw
from core.model.errors import HandError
from core.referee.files import write_bytes
from core.referee.records import Store
from core.referee.sqlite_schema import APPLICATION_ID, MIGRATIONS
from tests.test_match_cli import H1, Run, new


@pytest.fixture()
def run(tmp_path: Path) -> Run:
    return Run(tmp_path / "matches.sqlite3")


@contextlib.contextmanager
def tiny_disk(tmp_path: Path, size: str = "64k") -> Iterator[Path]:
    """A folder on a tmpfs of ``size``: a real full disk (root only; skipped elsewhere)."""
    where = tmp_path / "tiny"
    where.mkdir()
    if os.geteuid() != 0:
        pytest.skip("mounting a small disk needs root")
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)], capture_output=True, check=False
    )
    if done.returncode:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode(errors='replace').strip()}")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


def fill(folder: Path) -> None:
    """Fill the disk of ``folder`` to the last byte."""
    with open(folder / "filler", "wb", buffering=0) as f:
        with contextlib.suppress(OSError):
            while f.write(b"\0" * 512):
                pass


def test_a_csv_export_to_a_full_device_fails_with_exit_1(run: Run) -> None:
    mid = new(run)
    run("export", mid, "--csv", "-o", "/dev/full", status=1)
    assert "No space left" in run.err and "nothing was written" in run.err


def test_a_pdf_export_to_a_full_device_fails_with_exit_1(run: Run) -> None:
    pytest.importorskip("PySide6")
    mid = new(run)
    run("add", mid, "win", "Ann", "--from", "Bo", H1)
    run("export", mid, "--pdf", "-o", "/dev/full", status=1)
    assert "No space left" in run.err


@pytest.mark.parametrize("fmt", ["--csv", "--pdf"])
def test_an_export_to_a_full_disk_leaves_the_old_file_and_no_partial_one(run: Run, tmp_path: Path, fmt: str) -> None:
    if fmt == "--pdf":
        pytest.importorskip("PySide6")
    mid = new(run)
    for _ in range(3):
        run("add", mid, "win", "Ann", "--from", "Bo", H1)
    with tiny_disk(tmp_path) as disk:
        target = disk / ("sheet.csv" if fmt == "--csv" else "sheet.pdf")
        target.write_bytes(b"the export of last week")
        fill(disk)
        run("export", mid, fmt, "-o", str(target), status=1)
        assert "nothing was written" in run.err
        assert target.read_bytes() == b"the export of last week"
        assert sorted(p.name for p in disk.iterdir()) == ["filler", target.name]


def test_write_bytes_replaces_a_file_whole(tmp_path: Path) -> None:
    target = tmp_path / "a.csv"
    write_bytes(target, b"one")
    write_bytes(target, b"two")
    assert target.read_bytes() == b"two" and [p.name for p in tmp_path.iterdir()] == ["a.csv"]
    with pytest.raises(OSError):
        write_bytes(tmp_path / "no such folder" / "a.csv", b"x")


def test_the_csv_neutralises_formulas_in_names_and_notes(run: Run, tmp_path: Path) -> None:
    mid = run("new", "--rules", "mcr", "--players", '=HYPERLINK("x")', "+Bo", "@Cy", "\tDi").strip()
    run("add", mid, "penalty", "1", "false_win", "--note", "=1+2")
    run("add", mid, "win", "0", "--from", "1", H1)
    rows = list(csv.reader(io.StringIO(run("export", mid, "--csv"))))
    cells = [c for row in rows for c in row]
    for cell in cells:
        if cell and not cell.lstrip("-").replace(".", "").isdigit():  # numbers stay numbers
            assert not cell.startswith(("=", "+", "-", "@", "\t", "\r")), cell
    assert '\'=HYPERLINK("x")' in rows[0] and "'@Cy" in rows[0]
    assert any(int(c) < 0 for c in rows[1][11:15])  # a penalty's negative points are numbers


def test_the_csv_is_in_the_sheets_language_with_ids_in_columns_of_their_own(run: Run) -> None:
    """It wrote "penalty false_win" and English for a zh-Hant match."""
    mid = new(run)
    run("add", mid, "penalty", "Bo", "false_win")
    run("add", mid, "win", "Ann", "--from", "Bo", H1)
    rows = list(csv.DictReader(io.StringIO(run("export", mid, "--csv", "--lang", "zh-Hant"))))
    first = rows[0]
    assert first["類型"] == "罰分" and first["類型代碼"] == "penalty" and first["細目代碼"] == "false_win"
    assert "詐和" in first["內容"] and "false_win" not in first["內容"] and "penalty" not in first["內容"]
    assert rows[1]["內容"] == "Ann 胡 Bo 的放槍：23 番"
    assert [r["類型代碼"] for r in rows[2:]] == ["total", "rank", "table_points"]


# --- the store ---------------------------------------------------------------------------------


ROOT = Path(__file__).resolve().parent.parent


def test_a_leftover_journal_is_rolled_back_and_the_store_used(tmp_path: Path) -> None:
    """A program killed in a write leaves the file and a hot -journal: a normal crash state,
    which every later command refused ("attempt to write a readonly database")."""
    path = tmp_path / "matches.sqlite3"
    killer = textwrap.dedent("""
        import os, signal, sqlite3, sys
        conn = sqlite3.connect(sys.argv[1], isolation_level=None)
        conn.execute("PRAGMA cache_size = 1")  # spill to the file before the commit
        conn.execute("BEGIN")
        conn.execute("CREATE TABLE matches (x)")
        conn.executemany("INSERT INTO matches VALUES (?)", [("x" * 500,)] * 2000)
        os.kill(os.getpid(), signal.SIGKILL)
    """)
    subprocess.run([sys.executable, "-c", killer, str(path)], check=False)
    journal = path.with_name(path.name + "-journal")
    assert journal.exists() and journal.stat().st_size > 0  # the crash state the issue met
    with Store(path) as store:
        assert store.notice is None
        match = store.create_match("mcr", ["Ann", "Bo", "Cy", "Di"])
        store.add(match.id, Draw())
    with Store(path) as store:
        assert [m.id for m in store.matches()] == [match.id]


_CREATOR = textwrap.dedent("""
    import sys, time
    sys.path.insert(0, sys.argv[1])
    from core.referee.records import Store
    if len(sys.argv) > 3:  # start together at this time
        while time.time() < float(sys.argv[3]):
            pass
    print("start", flush=True)
    with Store(sys.argv[2]) as store:
        store.create_match("mcr", ["Ann", "Bo", "Cy", "Di"])
    print("done", flush=True)
""")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_store_killed_while_being_created_is_usable_after(tmp_path: Path) -> None:
    """``matches new`` killed in its first moments left a file that every later command
    refused, forever: killed at many moments of the creation, the next open works."""
    script = tmp_path / "creator.py"
    script.write_text(_CREATOR)
    rounds = int(os.environ.get("MJSCORE_CREATION_KILLS", "60"))
    for n in range(rounds):
        path = tmp_path / f"s{n}" / "matches.sqlite3"
        path.parent.mkdir()
        child = subprocess.Popen(
            [sys.executable, str(script), str(ROOT), str(path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        assert child.stdout is not None
        assert child.stdout.readline() == b"start\n"
        time.sleep((n % 30) * 0.0003)  # 0 to 9 ms into the creation (it takes a few)
        child.send_signal(signal.SIGKILL)
        child.communicate(timeout=60)
        with Store(path) as store:
            assert store.notice is None, (n, store.notice)
            assert store.integrity_check() == "ok"
            store.create_match("mcr", ["Ann", "Bo", "Cy", "Di"])
            assert len(store.matches()) in (1, 2)
        assert not [
            p for p in path.parent.iterdir() if p.name.endswith(".creating") and time.time() - p.stat().st_mtime > 600
        ]


def test_three_programs_opening_a_new_store_at_once_all_succeed(tmp_path: Path) -> None:
    """One of them got "database is locked"."""
    script = tmp_path / "creator.py"
    script.write_text(_CREATOR)
    for n in range(10):
        path = tmp_path / f"s{n}" / "matches.sqlite3"
        at = str(time.time() + 1.0)  # (each child has imported the core by then)
        children = [
            subprocess.Popen(
                [sys.executable, str(script), str(ROOT), str(path), at], stdout=subprocess.PIPE, stderr=subprocess.PIPE
            )
            for _ in range(3)
        ]
        for child in children:
            out, err = child.communicate(timeout=120)
            assert child.returncode == 0 and out.endswith(b"done\n"), err.decode()
        with Store(path) as store:
            assert len(store.matches()) == 3


def test_another_programs_sqlite_file_is_set_aside_untouched(tmp_path: Path) -> None:
    """It was migrated in place (tables added, user_version set, WAL on); with user_version 2
    ``matches list`` crashed (no such table)."""
    path = tmp_path / "matches.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (body TEXT)")
    conn.execute("INSERT INTO notes VALUES ('my shopping list')")
    conn.execute("PRAGMA user_version = 2")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    run = Run(path)
    assert run("list") == ""
    assert "notice (store_foreign)" in run.err and "another program" in run.err
    aside = [p for p in tmp_path.iterdir() if ".foreign-" in p.name]
    assert len(aside) == 1 and aside[0].read_bytes() == before
    with Store(path) as store:
        assert store.notice is None and store.matches() == ()
        assert store._conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID


def test_a_store_written_before_the_application_id_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "matches.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    for migration in MIGRATIONS:
        for statement in migration:
            conn.execute(statement)
    conn.execute(f"PRAGMA user_version = {len(MIGRATIONS)}")
    conn.execute(
        "INSERT INTO matches (id, rules, players, created) VALUES ('m1', 'mcr', '[\"A\",\"B\",\"C\",\"D\"]', 'x')"
    )
    conn.close()
    with Store(path) as store:
        assert store.notice is None and [m.id for m in store.matches()] == ["m1"]
        assert store._conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID


def _damage(path: Path, seq: int, data: str) -> None:
    """Overwrite one stored record's JSON behind the store's back (its triggers refuse it)."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("DROP TRIGGER records_never_updated")
    conn.execute("UPDATE records SET data = ? WHERE seq = ?", (data, seq))
    conn.execute(MIGRATIONS[0][2])
    conn.close()


@pytest.mark.parametrize("how", ["a corrupt byte", "not an object", "a player out of range", "a wrong type"])
def test_a_damaged_record_is_named_and_the_other_matches_stay_usable(tmp_path: Path, how: str) -> None:
    path = tmp_path / "matches.sqlite3"
    run = Run(path)
    bad = new(run)
    good = new(run)
    run("add", bad, "win", "Ann", "--from", "Bo", H1)
    run("add", bad, "draw")
    run("add", good, "win", "Ann", "--from", "Bo", H1)
    conn = sqlite3.connect(path)
    seq, data = conn.execute("SELECT seq, data FROM records WHERE match_id = ? AND entry = 1", (bad,)).fetchone()
    conn.close()
    damaged = {
        "a corrupt byte": data[:10] + "\x00" + data[11:],
        "not an object": "[1, 2]",
        "a player out of range": data.replace('"winner":0', '"winner":7'),
        "a wrong type": data.replace('"winner":0', '"winner":{"x":1}'),
    }[how]
    assert damaged != data
    _damage(path, seq, damaged)
    listed = run("list", status=1)
    assert bad in listed and good in listed and f"match {bad}: entry 1" in run.err
    run("show", bad, status=1)
    assert f"match {bad}: entry 1 (revision 1)" in run.err and "Traceback" not in run.err
    assert "Ann wins from Bo: 23" in run("show", good)
    run("add", good, "draw")
    # an add reads the match's kept head, not its records (issue 42: a write costs the same at any
    # length), so it is taken: it does not rest on the damaged record, whose fold was kept when it
    # was written; the sheet, its export and verify still name the damage
    run("add", bad, "draw")
    run("show", bad, status=1)
    assert f"match {bad}: entry 1 (revision 1)" in run.err
    run("export", bad, "--csv", status=1)
    checked = run("verify", status=1)
    assert f"damaged: match {bad}: entry 1" in checked and "1 damaged" in checked


def test_the_window_says_a_damaged_record_and_keeps_working(qtbot: object, tmp_path: Path) -> None:
    pytest.importorskip("pytestqt")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from gui.app import make_window
    from gui.match_sheet import MatchWindow

    path = tmp_path / "matches.sqlite3"
    run = Run(path)
    bad = new(run)
    good = new(run)
    run("add", bad, "draw")
    conn = sqlite3.connect(path)
    seq = conn.execute("SELECT seq FROM records WHERE match_id = ?", (bad,)).fetchone()[0]
    conn.close()
    _damage(path, seq, "{not json")
    w = make_window("mcr", None, "ja")
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    mw = MatchWindow(w, Store(path))
    qtbot.addWidget(mw)  # type: ignore[attr-defined]
    mw.open_match(bad)
    assert mw.sheet is None and "壊れていて読めません" in mw.message.text() and bad in mw.message.text()
    assert "Expecting" not in mw.message.text()  # (the JSON reader's English stays out of the Japanese)
    mw.open_match(good)
    assert mw.sheet is not None and mw.record_draw()


def test_a_store_path_that_is_a_folder_or_under_a_file_is_a_message(tmp_path: Path) -> None:
    run = Run(tmp_path)
    run("list", status=1)
    assert "is not a file" in run.err
    afile = tmp_path / "afile"
    afile.write_text("x")
    run = Run(afile / "matches.sqlite3")
    run("list", status=1)
    assert "cannot make the folder" in run.err
    with pytest.raises(HandError):
        Store(tmp_path)


def test_a_store_in_a_read_only_folder_can_be_listed_and_shown(tmp_path: Path) -> None:
    with tiny_disk(tmp_path, "4m") as disk:
        path = disk / "matches.sqlite3"
        run = Run(path)
        mid = new(run)
        run("add", mid, "win", "Ann", "--from", "Bo", H1)
        assert subprocess.run(["mount", "-o", "remount,ro", str(disk)], check=False).returncode == 0
        assert mid in run("list")
        assert "Ann wins from Bo: 23" in run("show", mid)
        run("add", mid, "draw", status=1)
        assert "can only be read here" in run.err
