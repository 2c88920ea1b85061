"""A station that keeps scoring while the server is away (core/referee/offline.py): what it keeps
is in its outbox file, sent in order when the server is back; an entry made on a sheet the
server no longer has is refused and shown as a conflict, never written over another's."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from core.engine.match_rules import Draw, MatchError, Penalty
from core.referee.match import WinInput
from core.referee.offline import CONFLICT, DROPPED, SENT, Station, entry_from_json, entry_to_json, said_words
from core.referee.pg_store import PgStore
from core.referee.store_errors import StoreError

WIN = {"hand": "123m456p789s1z", "win": "1z", "melds": ["[777z]"]}  # 17 fan on a discard (MCR)


@pytest.fixture
def event(pg_server: Any) -> Iterator[tuple[Any, str, PgStore]]:
    url = pg_server.new_database()
    owner = PgStore(url)
    yield pg_server, url, owner
    owner.close()


def _station(url: str, tmp_path: Path, name: str = "station") -> Station:
    def connect() -> PgStore:
        return PgStore(url, retry_seconds=0.5)

    return Station(tmp_path / f"{name}.outbox", connect=connect)


def test_entries_round_trip_as_made() -> None:
    for entry in (
        WinInput(0, 1, WIN, claim=["x"], facts={"riichi": [0]}),
        Draw((1, 2), '{"kind":"abortive"}'),
        Penalty(3, "deduction", 5, "late"),
        WinInput(1, 0, WIN, also=(WinInput(2, 0, WIN),)),
    ):
        assert entry_from_json(entry_to_json(entry)) == entry


def test_a_station_scores_offline_and_sends_when_the_server_is_back(event: Any, tmp_path: Path) -> None:
    server, url, owner = event
    m = owner.create_match("mcr", ["Ann", "Bo", "Cy", "Di"])
    other = owner.create_match("mcr", ["Ed", "Flo", "Gus", "Hal"])
    with _station(url, tmp_path) as st:
        st.follow(m.id)
        st.follow(other.id)
        assert st.add(m.id, WinInput(0, 1, WIN)).sent  # the server is there: sent at once
        with server.away():
            kept = [
                st.add(m.id, WinInput(2, None, {**WIN, "melds": ["[777z]"]})),
                st.add(m.id, Draw()),
                st.add(other.id, Penalty(1, "false_win")),
            ]
            assert [a.sent for a in kept] == [False, False, False]
            shown = st.local_sheet(m.id)
            assert len(shown.rows) == 3 and shown.totals == kept[1].sheet.totals
            # what the rules refuse is refused offline too, and nothing is kept
            with pytest.raises(MatchError):
                st.add(m.id, WinInput(0, 0, WIN))
            assert len(st.kept()) == 3
            report = st.send()
            assert not report.reached and len(report.waiting) == 3
        report = st.send()
        assert report.reached and len(report.sent) == 3 and report.conflicts == ()
        assert st.kept() == ()
        # the server's sheet is the one the station showed: the same entries, the same totals
        assert owner.sheet(m.id).totals == shown.totals
        assert [r.entry for r in owner.sheet(m.id).rows] == [1, 2, 3]
        assert len(owner.sheet(other.id).rows) == 1
        assert st.add(m.id, Draw()).sent


def test_a_conflict_is_refused_and_shown_never_overwritten(event: Any, tmp_path: Path) -> None:
    server, url, owner = event
    m = owner.create_match("mcr", ["Ann", "Bo", "Cy", "Di"])
    quiet = owner.create_match("mcr", ["Ed", "Flo", "Gus", "Hal"])
    with _station(url, tmp_path) as st:
        st.follow(m.id)
        st.follow(quiet.id)
        with server.away():
            st.add(m.id, WinInput(0, 1, WIN))
            st.add(m.id, Draw())
            st.add(quiet.id, Draw())
        # meanwhile the referee recorded hand 1 of that table on the server
        owner.add(m.id, Penalty(2, "false_win"))
        before = owner.sheet(m.id)
        report = st.send()
        assert [k.match_id for k in report.sent] == [quiet.id]
        assert [k.state for k in report.conflicts] == [CONFLICT, CONFLICT]
        assert "changed by another program" in said_words(report.conflicts[0])
        assert "made after a conflict" in said_words(report.conflicts[1])
        assert said_words(report.conflicts[0], "zh-Hans") != said_words(report.conflicts[0])
        after = owner.sheet(m.id)
        assert after.rows == before.rows and after.totals == before.totals  # nothing written over
        # the station now shows the server's sheet; new entries go onto it
        assert len(st.local_sheet(m.id).rows) == 1
        assert st.add(m.id, WinInput(1, 2, WIN)).sent
        # the referee deals with the conflicts and drops them; they stay in the file, marked
        for k in st.conflicts():
            st.drop(k.id)
        assert st.conflicts() == () and len(st.kept(states=(DROPPED,))) == 2
        with pytest.raises(StoreError, match="not a conflict"):
            st.drop(report.sent[0].id)


def test_an_entry_whose_acknowledgement_was_lost_is_not_sent_twice(event: Any, tmp_path: Path) -> None:
    server, url, owner = event
    m = owner.create_match("mcr", ["Ann", "Bo", "Cy", "Di"])
    with _station(url, tmp_path) as st:
        st.follow(m.id)
        with server.away():
            st.add(m.id, WinInput(0, 1, WIN))
        (k,) = st.kept()
        token = st._db.execute("SELECT token FROM outbox WHERE id = ?", (k.id,)).fetchone()[0]
        # its commit reached the server, then the station died before it marked it sent
        owner.add(m.id, k.entry, expected_sheet=0, token=token)
        assert owner.has_token(token)
    with _station(url, tmp_path) as st:  # the station started again, on the same outbox
        report = st.send()
        assert [x.state for x in report.sent] == [SENT] and report.conflicts == ()
    assert len(owner.sheet(m.id).rows) == 1


def test_a_match_not_read_before_the_server_went_away_is_said(event: Any, tmp_path: Path) -> None:
    server, url, owner = event
    m = owner.create_match("mcr", ["Ann", "Bo", "Cy", "Di"])
    with _station(url, tmp_path) as st:
        with server.away():
            with pytest.raises(StoreError, match="was not read from the server"):
                st.add(m.id, Draw())
            assert st.kept() == ()


def test_the_command_line_station(event: Any, tmp_path: Path) -> None:
    import io

    from core.shells import cli

    server, url, owner = event
    m = owner.create_match("mcr", ["Ann", "Bo", "Cy", "Di"])
    base = ["station", "--server", url, "--outbox", str(tmp_path / "o.sqlite3"), "--retry-seconds", "0.5"]

    def run(*argv: str) -> tuple[int, str]:
        out = io.StringIO()
        import contextlib

        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            code = cli.main([*base, *argv], out)
        return code, out.getvalue() + err.getvalue()

    assert run("follow", m.id) == (0, f"{m.id}: 0 entries\n")
    code, said = run("add", m.id, "win", "Ann", "--from", "Bo", "123m456p789s1z [777z] +1z")
    assert code == 0 and said.startswith("sent: entry 1: Ann")
    with server.away():
        code, said = run("add", m.id, "draw")
        assert code == 0 and said.startswith("kept (the server cannot be reached")
        code, said = run("send")
        assert code == 1 and "1 entries stay kept" in said
        code, said = run("show", m.id)
        assert code == 0 and "  kept" in said and said.count("\n  2 ") == 1
    owner.add(m.id, Penalty(1, "false_win"))  # meanwhile, on the server
    code, said = run("send")
    assert code == 1 and "conflicts 1" in said and "changed by another program" in said
    code, said = run("conflicts", "--json")
    (conflict,) = __import__("json").loads(said)
    assert conflict["said"]["code"] == "stale_sheet" and conflict["said"]["ja"]
    assert run("drop", str(conflict["id"])) == (0, f"kept {conflict['id']} dropped\n")
    assert run("conflicts") == (0, "")
    assert [type(r.body).__name__ for r in owner.sheet(m.id).rows] == ["WinHand", "Penalty"]
    code, said = run("add", "nope", "draw")
    assert code == 1 and "nope" in said


def test_an_entry_made_on_a_copy_another_program_changed_is_refused_then_made_on_the_new_one(
    event: Any, tmp_path: Path
) -> None:
    server, url, owner = event
    m = owner.create_match("mcr", ["Ann", "Bo", "Cy", "Di"])
    with _station(url, tmp_path) as st:
        st.follow(m.id)
        owner.add(m.id, Draw())  # another station, meanwhile
        with pytest.raises(StoreError, match="changed by another program"):
            st.add(m.id, WinInput(0, 1, WIN))
        assert len(st.local_sheet(m.id).rows) == 1  # the copy read again: the other's draw is there
        assert st.add(m.id, WinInput(0, 1, WIN)).sent  # made again on it, it is taken
    assert len(owner.sheet(m.id).rows) == 2


def test_the_outbox_is_never_written_into_another_programs_file(tmp_path: Path) -> None:
    import sqlite3

    theirs = tmp_path / "theirs.sqlite3"
    with sqlite3.connect(theirs) as conn:
        conn.execute("CREATE TABLE invoices (n INTEGER)")
    before = theirs.read_bytes()
    with pytest.raises(StoreError, match="another program's file"):
        Station(theirs)
    assert theirs.read_bytes() == before
    text = tmp_path / "notes.txt"
    text.write_text("not a database, " * 200)
    with pytest.raises(StoreError, match="outbox .* cannot be used"):
        Station(text)
    assert text.read_text() == "not a database, " * 200
    with pytest.raises(StoreError, match="cannot be used"):
        Station(tmp_path)  # a folder
    with Station(tmp_path / "mine.outbox") as st:  # a new file is made, and opened again
        assert st.kept() == ()
    with Station(tmp_path / "mine.outbox") as st:
        assert st.kept() == ()


class _CutOff(BaseException):
    """The station's process ended where it stood (a SIGKILL, as far as its files can tell)."""


@pytest.mark.parametrize("where", ["after its outbox says sent", "before its outbox says sent", "network dropped"])
def test_a_send_cut_off_resumes_where_it_stopped(event: Any, tmp_path: Path, where: str) -> None:
    """Issue 42: a send stopped after some entries reached the server (the station killed, or the
    network dropped) made every entry left a false conflict ("sent 0, conflicts 24"). Sent
    again, it goes on from where it stopped, each entry on the server once."""
    server, url, owner = event
    m = owner.create_match("riichi", ["Ann", "Bo", "Cy", "Di"])
    with _station(url, tmp_path) as st:
        st.follow(m.id)
        with server.away():
            for _ in range(8):
                st.add(m.id, Penalty(1, "deduction", 1000))
        assert len(st.kept()) == 8
        real_add, real_mark = PgStore.add, st._sql
        calls = {"add": 0}

        def add(self: PgStore, *args: Any, **kwargs: Any) -> Any:
            calls["add"] += 1
            if where == "network dropped" and calls["add"] == 4:
                raise StoreError(
                    "cannot reach the store's server: network dropped",
                    code="store_error",
                    names=__import__("core.referee.pg_store", fromlist=["E_SERVER"]).E_SERVER.format(
                        path=url, error="network dropped"
                    ),
                )
            done = real_add(self, *args, **kwargs)
            if where == "before its outbox says sent" and calls["add"] == 3:
                raise _CutOff()
            return done

        def mark(statement: str, params: Any = ()) -> Any:
            done = real_mark(statement, params)
            if where == "after its outbox says sent" and statement.startswith("UPDATE outbox") and calls["add"] == 3:
                raise _CutOff()
            return done

        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(PgStore, "add", add)
            mp.setattr(st, "_sql", mark)
            try:
                report = st.send()
                assert where == "network dropped" and len(report.sent) == 3 and len(report.waiting) == 5
            except _CutOff:
                assert where != "network dropped"
        st._db.close()
    assert len(owner.sheet(m.id).rows) == 3
    with _station(url, tmp_path) as st:  # the station started again, on the same outbox
        report = st.send()
        assert report.conflicts == () and len(report.sent) == 5 + (where == "before its outbox says sent")
        assert st.kept() == ()
    assert len(owner.sheet(m.id).rows) == 8


def test_a_send_killed_by_a_signal_resumes_by_its_tokens(event: Any, tmp_path: Path) -> None:
    """Issue 42, as the issue ran it: ``mjscore station send`` killed with SIGKILL once some of
    its kept entries have reached the server, then run again: every entry on the server once,
    no false conflict."""
    import os
    import signal
    import subprocess
    import sys
    import time

    _server, url, owner = event
    m = owner.create_match("riichi", ["Ann", "Bo", "Cy", "Di"], match_options={"bust": False})
    outbox = tmp_path / "station.outbox"
    kept = 300
    with Station(outbox, connect=lambda: PgStore(url, retry_seconds=0.5)) as st:
        st.follow(m.id)
        st.server, st.connect = None, None  # (the server away: each entry is kept, at once)
        for _ in range(kept):
            st.add(m.id, Penalty(1, "deduction", 100))
        assert len(st.kept()) == kept
    argv = [sys.executable, "-m", "core.shells.cli", "station", "--server", url, "--outbox", str(outbox), "send"]
    root = Path(__file__).resolve().parent.parent
    proc = subprocess.Popen(argv, cwd=root, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    landed = 0
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and proc.poll() is None:
        landed = len(owner.revisions(m.id))
        if landed >= 5:
            os.kill(proc.pid, signal.SIGKILL)
            break
        time.sleep(0.002)
    proc.wait(timeout=30)
    killed_at = len(owner.revisions(m.id))
    assert proc.returncode == -signal.SIGKILL and 0 < killed_at < kept, (proc.returncode, killed_at)
    done = subprocess.run(argv, cwd=root, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "conflicts 0, still kept 0" in done.stdout, done.stdout
    revisions = owner.revisions(m.id)
    assert len(revisions) == kept and [r.entry for r in revisions] == list(range(1, kept + 1))
