"""The match store (core/referee/records.py): history kept on edit and delete, the schema's migrations,
files that cannot be trusted set aside untouched, the data folder, and two programs writing
at once."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from core.engine.match_rules import DELETED, Draw, MatchError, Penalty
from core.referee.match import WinInput
from core.referee.match_store import MatchStore
from core.referee.records import Store
from core.referee.sqlite_schema import APPLICATION_ID, MIGRATIONS, migrate
from core.referee.store_errors import StoreError
from core.referee.store_files import data_dir, default_path

ROOT = Path(__file__).resolve().parent.parent
H1 = {"hand": "123m456m789m123p5p", "win": "5p"}


@pytest.fixture()
def path(tmp_path: Path) -> Path:
    return tmp_path / "matches.sqlite3"


def new_match(store: MatchStore) -> str:
    return store.create_match("mcr", ["Ann", "Bo", "Cy", "Di"]).id


# --- history ------------------------------------------------------------------------------------


def test_an_edit_writes_a_new_revision_and_the_sheet_shows_the_latest(opener: Callable[[], MatchStore]) -> None:
    with opener() as store:
        mid = new_match(store)
        first = store.add(mid, WinInput(0, 1, H1))
        store.add(mid, Draw())
        second = store.edit(mid, first.entry, WinInput(0, None, H1), reason="it was self-drawn")
        assert (second.entry, second.revision) == (first.entry, 2)
        sheet = store.sheet(mid)
        assert [r.entry for r in sheet.rows] == [1, 2]
        assert sheet.rows[0].revision == 2 and sheet.rows[0].deltas == (99, -33, -33, -33)
        history = store.history(mid, 1)
        assert [(r.revision, r.kind, r.reason) for r in history] == [(1, "win", ""), (2, "win", "it was self-drawn")]
        assert history[0].body == first.body  # the old revision is kept as it was
        assert history[0].body.result["pay"] == {"discarder": 31, "other": 8}


def test_a_delete_writes_a_tombstone_and_keeps_every_revision(opener: Callable[[], MatchStore]) -> None:
    with opener() as store:
        mid = new_match(store)
        store.add(mid, Draw())
        store.add(mid, Penalty(2, "false_win"))
        store.add(mid, WinInput(3, 0, H1))
        gone = store.delete(mid, 1, reason="no hand was played")
        assert gone.kind == DELETED and gone.revision == 2
        sheet = store.sheet(mid)
        assert [r.entry for r in sheet.rows] == [2, 3] and sheet.deleted == (1,)
        assert sheet.hands_played == 1 and [r.seating.label for r in sheet.rows] == ["E1", "E1"]
        # the win was scored as hand 2; now it is hand 1 and its stored seat no longer fits
        assert sheet.rows[1].warnings and "seat_wind" in sheet.rows[1].warnings[0]
        assert [r.kind for r in store.history(mid, 1)] == ["draw", "deleted"]
        assert len(store.revisions(mid)) == 4
        with pytest.raises(StoreError) as e:
            store.delete(mid, 1)
        assert e.value.code == "unknown_entry"


def test_an_edit_of_a_revision_that_changed_meanwhile_is_refused(opener: Callable[[], MatchStore]) -> None:
    with opener() as store:
        mid = new_match(store)
        store.add(mid, Penalty(1, "deduction", 5))
        store.edit(mid, 1, Penalty(1, "deduction", 10), expected_revision=1)
        with pytest.raises(StoreError) as e:
            store.edit(mid, 1, Penalty(1, "deduction", 15), expected_revision=1)
        assert e.value.code == "stale_revision"
        assert store.sheet(mid).totals == (0, -10, 0, 0)


def test_the_database_itself_refuses_to_overwrite_or_delete_a_record(path: Path) -> None:
    with Store(path) as store:
        store.add(new_match(store), Draw())
    conn = sqlite3.connect(path)
    for sql in ("UPDATE records SET kind = 'draw'", "DELETE FROM records"):
        with pytest.raises(sqlite3.DatabaseError, match="never"):
            conn.execute(sql)
    conn.close()


def test_a_refused_entry_writes_nothing(opener: Callable[[], MatchStore]) -> None:
    with opener() as store:
        mid = new_match(store)
        with pytest.raises(MatchError):
            store.add(mid, Penalty(0, "no_such_penalty"))
        with pytest.raises(StoreError) as e:
            store.add("nope", Draw())
        assert e.value.code == "unknown_match"
        assert store.revisions(mid) == ()


def test_matches_and_records_survive_closing_and_opening(opener: Callable[[], MatchStore]) -> None:
    with opener() as store:
        m = store.create_match("mcr", ["Ann", "Bo", "Cy", "Di"], preset="green_book_2006", title="Club night")
        store.add(m.id, WinInput(2, 3, H1, claim={"total": 23}, verdict={"ok": True}))
    with opener() as store:
        assert store.matches() == (m,)
        body = store.sheet(m.id).rows[0].body
        assert body.claim == {"total": 23} and body.verdict == {"ok": True}
        assert m.option_dict() and m.preset == "green_book_2006"


# --- the schema ---------------------------------------------------------------------------------


def _v1_file(path: Path) -> None:
    """A store as the first schema wrote it, with a match and a record."""
    conn = sqlite3.connect(path, isolation_level=None)
    assert migrate(conn, MIGRATIONS, upto=1) == 1
    conn.execute(
        "INSERT INTO matches (id, rules, players, created) VALUES ('m1', 'mcr', ?, '2026-01-01T00:00:00Z')",
        (json.dumps(["Ann", "Bo", "Cy", "Di"]),),
    )
    conn.execute(
        "INSERT INTO records (match_id, entry, revision, kind, data, written) "
        "VALUES ('m1', 1, 1, 'penalty', ?, '2026-01-01T00:01:00Z')",
        (json.dumps({"offender": 2, "kind": "false_win", "points": None, "note": ""}),),
    )
    conn.close()


def test_a_v1_file_is_upgraded_to_the_latest_schema_on_open_and_keeps_its_records(path: Path) -> None:
    _v1_file(path)
    columns = [r[1] for r in sqlite3.connect(path).execute("PRAGMA table_info(records)")]
    assert "reason" not in columns
    with Store(path) as store:
        assert store.version == len(MIGRATIONS) == 6 and store.notice is None
        assert store.sheet("m1").totals == (10, 10, -30, 10)
        assert store.history("m1", 1)[0].reason == ""
        store.delete("m1", 1, reason="v2 keeps a reason")
        assert store.history("m1", 1)[1].reason == "v2 keeps a reason"
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 6
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"tournaments", "tournament_players", "tournament_rounds", "tournament_tables"} <= tables  # (v3)
    assert "trainer_answers" in tables  # (v6)
    conn.close()


def test_a_program_with_a_further_migration_upgrades_an_older_store(path: Path) -> None:
    with Store(path) as store:
        store.add(new_match(store), Draw())
    further = (*MIGRATIONS, ("CREATE TABLE notes (match_id TEXT, text TEXT)",))
    with Store(path, migrations=further) as store:
        assert store.version == len(MIGRATIONS) + 1 and store.notice is None
        assert len(store.matches()) == 1
    # and the program that knows only v2 sets that file aside as newer
    with Store(path) as store:
        assert store.notice is not None and store.notice.code == "store_newer_schema"
        assert store.matches() == ()


# --- files that cannot be trusted ---------------------------------------------------------------


def _aside(path: Path) -> list[Path]:
    return sorted(p for p in path.parent.iterdir() if p.name.startswith(path.name + "."))


def test_a_file_that_is_no_database_is_set_aside_untouched_and_a_fresh_store_started(path: Path) -> None:
    junk = b"these are my match notes, not a database\n" * 100
    path.write_bytes(junk)
    with Store(path) as store:
        assert store.notice is not None and store.notice.code == "store_corrupt"
        aside = store.notice.set_aside
        assert aside.name.startswith("matches.sqlite3.corrupt-") and str(aside) in store.notice.message
        assert aside.read_bytes() == junk
        assert _aside(path) == [aside]
        store.add(new_match(store), Draw())  # the fresh store works
        assert store.integrity_check() == "ok"
    with Store(path) as store:  # and is not set aside again
        assert store.notice is None and len(store.matches()) == 1


def test_a_database_that_fails_its_quick_check_is_set_aside_untouched(path: Path) -> None:
    with Store(path) as store:
        mid = new_match(store)
        for i in range(200):
            store.add(mid, Penalty(i % 4, "deduction", 1 + i))
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) > 3 * page
    data[2 * page + 8 : 3 * page] = b"\xff" * (page - 8)  # a page of the records table broken
    path.write_bytes(bytes(data))
    with Store(path) as store:
        assert store.notice is not None and store.notice.code == "store_corrupt"
        assert store.notice.set_aside.read_bytes() == bytes(data)
        assert store.matches() == ()


def test_a_store_of_a_newer_schema_is_set_aside_untouched_with_its_wal(path: Path) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("CREATE TABLE future (x)")
    conn.execute("PRAGMA user_version = 7")
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")  # (a newer copy of this program)
    conn.close()
    before = path.read_bytes()
    wal = path.with_name(path.name + "-wal")
    wal.write_bytes(b"")  # as a crashed newer program might leave it
    with Store(path) as store:
        notice = store.notice
        assert notice is not None and notice.code == "store_newer_schema"
        assert notice.set_aside.name.startswith("matches.sqlite3.newer-schema-v7-")
        assert notice.set_aside.read_bytes() == before
        moved = {p.name: p for p in notice.also_moved}  # (reading it may have made a -shm beside it)
        assert moved[notice.set_aside.name + "-wal"].read_bytes() == b""
        assert store.version == len(MIGRATIONS) and store.matches() == ()


def test_the_data_folder_is_where_qt_would_put_it() -> None:
    home = Path("/home/ann")
    assert data_dir({}, "linux", home) == home / ".local/share/Mahjong Scorer/Mahjong Scorer"
    assert data_dir({"XDG_DATA_HOME": "/data"}, "linux", home) == Path("/data/Mahjong Scorer/Mahjong Scorer")
    assert data_dir({"XDG_DATA_HOME": "relative"}, "linux", home) == home / ".local/share/Mahjong Scorer/Mahjong Scorer"
    assert data_dir({}, "darwin", home) == home / "Library/Application Support/Mahjong Scorer/Mahjong Scorer"
    assert (
        data_dir({"APPDATA": r"C:\Users\ann\AppData\Roaming"}, "win32", home)
        == Path(r"C:\Users\ann\AppData\Roaming") / "Mahjong Scorer" / "Mahjong Scorer"
    )
    assert data_dir({"MJSCORE_DATA_DIR": "/tmp/x", "XDG_DATA_HOME": "/data"}, "linux", home) == Path("/tmp/x")
    assert default_path({"MJSCORE_DATA_DIR": "/tmp/x"}) == Path("/tmp/x/matches.sqlite3")


def test_the_store_opens_in_wal_mode_and_makes_its_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJSCORE_DATA_DIR", str(tmp_path / "deep" / "er"))
    with Store() as store:
        assert store.path == tmp_path / "deep" / "er" / "matches.sqlite3"
        assert store._conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert store._conn.execute("PRAGMA busy_timeout").fetchone()[0] >= 1000


# --- two programs at once -----------------------------------------------------------------------

_WRITER = textwrap.dedent("""
    import sys
    sys.path.insert(0, sys.argv[1])
    from core.referee.records import Store
    from core.referee.match import Penalty
    store = Store(sys.argv[2])
    for i in range(int(sys.argv[4])):
        r = store.add(sys.argv[3], Penalty(int(sys.argv[5]), "deduction", 1))
        print(r.entry, flush=True)
    store.close()
""")


def test_two_programs_appending_at_once_lose_nothing(path: Path, tmp_path: Path) -> None:
    with Store(path) as store:
        mid = new_match(store)
    script = tmp_path / "writer.py"
    script.write_text(_WRITER)
    n = 60
    procs = [
        subprocess.Popen(
            [sys.executable, str(script), str(ROOT), str(path), mid, str(n), str(who)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for who in (0, 1)
    ]
    outs = [p.communicate(timeout=300) for p in procs]
    for p, (out, err) in zip(procs, outs):
        assert p.returncode == 0, err
    printed = [int(line) for out, _ in outs for line in out.split()]
    assert sorted(printed) == list(range(1, 2 * n + 1))  # every entry number given once
    with Store(path) as store:
        assert store.integrity_check() == "ok"
        sheet = store.sheet(mid)
        assert len(sheet.rows) == 2 * n and sheet.totals == (-n, -n, 0, 0)


def test_a_file_replaced_while_it_was_checked_is_not_moved(path: Path) -> None:
    from core.referee.store_files import _identity, _set_aside

    path.write_bytes(b"junk")
    checked = _identity(path)
    path.write_bytes(b"a fresh store another copy of the program started")  # the file changed meanwhile
    with pytest.raises(StoreError):
        _set_aside(path, "corrupt", checked)
    assert path.read_bytes().startswith(b"a fresh store") and _aside(path) == []


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="compares the Linux folder")
def test_the_data_folder_is_the_one_qt_gives(tmp_path: Path) -> None:
    pytest.importorskip("PySide6")
    probe = textwrap.dedent("""
        from PySide6.QtCore import QCoreApplication, QStandardPaths
        app = QCoreApplication([])
        QCoreApplication.setOrganizationName("Mahjong Scorer")
        QCoreApplication.setApplicationName("Mahjong Scorer")
        print(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    """)
    for env in ({"XDG_DATA_HOME": str(tmp_path / "xdg")}, {}):
        full = {k: v for k, v in os.environ.items() if k not in ("XDG_DATA_HOME", "MJSCORE_DATA_DIR")}
        full.update(env, HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
        qt = subprocess.run([sys.executable, "-c", probe], env=full, capture_output=True, text=True, timeout=120)
        assert qt.returncode == 0, qt.stderr
        assert Path(qt.stdout.strip()) == data_dir(env, "linux", tmp_path)


def _reads_of_records(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int]]:
    """Each read of a match's records from now on, as (match id, the sequence number read after)."""
    reads: list[tuple[str, int]] = []
    real = Store._revisions

    def spy(self: Store, conn: Any, match_id: str, match: Any = None, after: int = 0) -> Any:
        reads.append((match_id, after))
        return real(self, conn, match_id, match, after)

    monkeypatch.setattr(Store, "_revisions", spy)
    return reads


def test_a_sheet_another_program_added_to_is_caught_up_not_read_again(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 42: with 5 writers on one table each write read and folded the whole sheet again
    whenever another had written (70 writes in 60 s). A store that kept the sheet reads only the
    entries added since, and its sheet is the one a fresh read builds; an edit or a deletion by
    the other program is read whole."""
    from core.engine.match_rules import Penalty

    a, b = Store(path), Store(path)
    m = a.create_match("riichi", ["A", "B", "C", "D"], match_options={"bust": False})
    for i in range(30):
        a.add(m.id, Penalty(i % 4, "deduction", 100))
    b.sheet(m.id)  # b keeps the sheet of 30
    reads = _reads_of_records(monkeypatch)
    for i in range(3):
        a.add(m.id, Penalty(i, "deduction", 100))
    b.add(m.id, Penalty(3, "deduction", 100))
    assert reads and all(after > 0 for _match_id, after in reads)  # only what was added since
    fresh = Store(path).sheet(m.id)
    assert b.sheet(m.id) == fresh and len(fresh.rows) == 34
    reads.clear()
    a.edit(m.id, 2, Penalty(1, "deduction", 200), reason="the wrong player")
    assert b.sheet(m.id) == Store(path).sheet(m.id) and reads[-1][1] == 0  # an edit: the whole sheet read
    a.close()
    b.close()


@pytest.mark.parametrize(
    "rules, hand, win",
    [
        ("mcr", "123m456p789s1z [777z]", "1z"),
        ("riichi", "234m567p234s6788s", "5s"),
        ("sanma", "345p567p234s6788s", "5s"),
        ("taiwan", "123m456m789p555z666z5s", "5s"),
    ],
)
def test_an_add_by_a_fresh_program_reads_the_kept_head_not_the_sheet(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, rules: str, hand: str, win: str
) -> None:
    """Issue 42: every ``mjscore matches add`` is a fresh program, and it read the whole sheet
    (a match of 10,000 entries: 233-377 ms). Its add now reads the match's kept head (the fold's
    last state beside its summary) and the sheet stays the one every revision folds to: the
    same sheet, summary and standings as a program that read it all, after wins, draws,
    penalties, an edit and a deletion, in every rule set."""
    import random

    from core.engine.match_rules import Draw, Penalty
    from core.model.errors import HandError
    from core.referee.match import WinInput, build_sheet
    from core.referee.store_rows import SheetSummary, _rules_of

    path = tmp_path / "m.sqlite3"
    seats = 3 if rules == "sanma" else 4
    with Store(path) as first:
        m = first.create_match(
            rules, ["A", "B", "C", "D"][:seats], match_options={"bust": False} if rules in ("riichi", "sanma") else None
        )
    rng = random.Random(7)
    reads = _reads_of_records(monkeypatch)
    for i in range(24):
        with Store(path) as fresh:  # a program of its own for each entry, as the command line runs
            choice = rng.random()
            try:
                if choice < 0.4:
                    winner = rng.randrange(seats)
                    fresh.add(
                        m.id,
                        WinInput(
                            winner,
                            (winner + 1) % seats if rng.random() < 0.6 else None,
                            {
                                "hand": hand.split(" [")[0],
                                "win": win,
                                "melds": [hand.split(" ", 1)[1]] if " [" in hand else [],
                            },
                        ),
                    )
                elif choice < 0.8:
                    fresh.add(m.id, Draw())
                else:
                    fresh.add(m.id, Penalty(rng.randrange(seats), "deduction", 100 * rng.randrange(1, 5)))
            except HandError as e:  # (the match over, or a hand the seat refuses: nothing written)
                assert e.code in ("match_over", "not_a_win", "bad_match_record"), e
            if i == 12:
                fresh.edit(m.id, 2, Penalty(0, "deduction", 300), reason="a correction")
            if i == 18:
                fresh.delete(m.id, 3, reason="recorded twice")
    adds_reading = [match_id for match_id, _after in reads].count(m.id)
    assert adds_reading <= 3, adds_reading  # only the edit, the deletion and the adds after them read
    with Store(path) as check:
        revisions = check.revisions(m.id)
        whole = build_sheet(check.match(m.id), revisions, _rules_of(rules))
        assert check.sheet(m.id) == whole
        # the summary as the standings read it
        summary = check.transaction(lambda conn: check.summaries_in(conn, [m.id]), write=False)[m.id]
        assert summary == SheetSummary.of(whole)
        head = check.transaction(lambda conn: check._head_of(conn, m.id), write=False)
        assert head is not None and head[1].state == whole.state and head[1].revisions == len(revisions)
        assert head[3] == max(r.entry for r in revisions)
