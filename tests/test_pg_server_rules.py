"""The server enforces the tournament's rules against its own stations (issue 42): a closed
round takes no scorer's entry, every number a station writes is bounded and next on its sheet,
a blank reason is blank for the server as for the program, a NUL gets the same answer from
every role, and no login can freeze the stations with a lock. Each rule is tried through the
program's store and with plain SQL that skips every check the program makes."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest

from core.engine.match_rules import Draw, Penalty
from core.model.errors import HandError
from core.model.names import Names
from core.referee.match import WinInput
from core.referee.pg_store import _MATCH_LOCK, _SCHEMA_LOCK, PgStore
from core.referee.records import Store
from core.referee.store_errors import StoreError
from core.referee.tournament_store import Tournaments
from tests.test_pg_roles import HAND, Event


@pytest.fixture
def event(pg_server: Any) -> Iterator[Event]:
    e = Event(pg_server)
    yield e
    e.owner.close()


def _standings(event: Event) -> Any:
    return Tournaments(event.owner).standings("open")


def test_a_scorer_adds_nothing_to_a_closed_round(event: Event, monkeypatch: pytest.MonkeyPatch) -> None:
    import io

    import psycopg

    from core.shells import match_cli

    with event.store("scorer1") as s1:
        s1.add(event.table1, WinInput(0, 1, HAND))
    with event.store("director") as d:
        Tournaments(d).close("open", 1, time_called=True)
    before = _standings(event)
    rows = len(event.owner.sheet(event.table1).rows)
    with event.store("scorer1") as s1:
        with pytest.raises(StoreError) as e:
            s1.add(event.table1, Penalty(0, "deduction", 30))
        assert e.value.code == "not_permitted" and "closed" in str(e.value), e.value
    # the command line a table's station runs says the same, and writes nothing
    monkeypatch.setenv("MJSCORE_STORE", event.url.replace("//mjscore@", f"//{event.logins['scorer1']}:pw-scorer1@"))
    out, err = io.StringIO(), io.StringIO()
    player = event.owner.sheet(event.table1).match.players[0]
    assert (
        match_cli.main(["matches", "add", event.table1, "penalty", player, "deduction", "--points", "30"], out, err)
        != 0
    )
    assert "closed" in err.getvalue(), err.getvalue()
    # plain SQL: the next entry, well formed, still refused
    with pytest.raises(psycopg.errors.InsufficientPrivilege, match="closed"):
        event.sql(
            "scorer1",
            "INSERT INTO records (match_id, entry, revision, kind, data, written) VALUES "
            '(%s, %s, 1, \'penalty\', \'{"kind":"deduction","offender":0,"points":30}\', \'now\')',
            (event.table1, rows + 1),
        )
    assert len(event.owner.sheet(event.table1).rows) == rows and _standings(event) == before
    # a referee's correction of a closed round is still taken (the standings follow it)
    with event.store("referee") as ref:
        ref.add(event.table1, Penalty(0, "deduction", 30))
    assert len(event.owner.sheet(event.table1).rows) == rows + 1


@pytest.mark.parametrize("entry, revision", [(2147483647, 1), (5, 1), (0, 1), (1, 2147483647), (1, 3), (-1, 1)])
def test_entry_numbers_and_revisions_are_next_on_their_sheet(event: Event, entry: int, revision: int) -> None:
    import psycopg

    with event.store("scorer1") as s1:
        s1.add(event.table1, Draw())
    with pytest.raises(psycopg.errors.Error):
        event.sql(
            "referee",
            "INSERT INTO records (match_id, entry, revision, kind, data, written, reason) VALUES "
            "(%s, %s, %s, 'draw', '{\"tenpai\":[]}', 'now', 'a reason')",
            (event.table1, entry, revision),
        )
    # nothing was written, and the round can be closed and written to as before
    with event.store("referee") as ref:
        ref.add(event.table1, Draw())
        assert [r.entry for r in ref.sheet(event.table1).rows] == [1, 2]
    with event.store("director") as d:
        assert Tournaments(d).close("open", 1, time_called=True).closed


@pytest.mark.parametrize(
    "data",
    [
        '{"kind":"deduction","offender":0,"points":100000000000000000000000000}',
        '{"kind":"deduction","offender":0,"points":-1e12}',
        '{"kind":"deduction","offender":0,"points":5,"note":"' + "x" * 1_000_001 + '"}',
        "not json",
        '{"kind":"deduction","offender":0,"points":5,"note":"a\\u0000b"}',
    ],
)
def test_the_data_a_station_writes_is_bounded(event: Event, data: str) -> None:
    import psycopg

    with pytest.raises(psycopg.errors.CheckViolation):
        event.sql(
            "referee",
            "INSERT INTO records (match_id, entry, revision, kind, data, written) VALUES "
            "(%s, 1, 1, 'penalty', %s, 'now')",
            (event.table1, data),
        )
    assert event.owner.sheet(event.table1).rows == ()


def test_a_nul_in_a_note_gets_the_same_answer_from_every_role(event: Event, tmp_path: Any) -> None:
    answers = []
    with event.store("scorer1") as s1, event.store("referee") as ref:
        for store in (s1, ref, Store(str(tmp_path / "m.sqlite3"))):
            match_id = event.table1 if store is not ref else event.table2
            if isinstance(store, Store):
                match_id = store.create_match("mcr", ["A", "B", "C", "D"]).id
            with pytest.raises(HandError) as e:
                store.add(match_id, Penalty(0, "deduction", 10, "bad\x00note"))
            answers.append((e.value.code, str(e.value)))
            assert store.sheet(match_id).rows == ()
    assert (
        answers
        == [
            (
                "bad_match_record",
                "the entry's note holds a NUL character (U+0000), which no store keeps: nothing was written",
            )
        ]
        * 3
    )


def test_a_lock_taken_by_any_login_freezes_no_station(event: Event) -> None:
    """An advisory lock needs no privilege: a login holding every key the program used takes
    nothing from the stations (they open the store and write at once)."""
    import psycopg

    url = event.url.replace("//mjscore@", f"//{event.logins['scorer2']}:pw-scorer2@")
    with psycopg.connect(url, autocommit=True) as hostile:
        hostile.execute("SELECT pg_advisory_lock(%s)", (_SCHEMA_LOCK,))
        for match_id in (event.table1, event.table2):
            hostile.execute("SELECT pg_advisory_lock(%s::int4, hashtext(%s))", (_MATCH_LOCK, match_id))
        started = time.monotonic()
        with event.store("scorer1") as s1:
            s1.add(event.table1, Draw())
            assert len(s1.matches()) == 2
        assert time.monotonic() - started < 3


def test_a_row_held_by_another_session_is_said_and_waited_for(event: Event) -> None:
    """A station's session that holds a match's row (plain SQL, a transaction left open): the
    writer says who holds it within the lock timeout, tries again, and gives up with a message
    naming the login; the server ends the holder's idle transaction on its own in the end."""
    import psycopg

    said: list[Names] = []
    url = event.url.replace("//mjscore@", f"//{event.logins['scorer2']}:pw-scorer2@")
    with psycopg.connect(url) as hostile:
        hostile.execute("SELECT 1 FROM matches WHERE id = %s FOR NO KEY UPDATE", (event.table1,))
        started = time.monotonic()
        with PgStore(
            event.url.replace("//mjscore@", f"//{event.logins['scorer1']}:pw-scorer1@"),
            retry_seconds=4,
            on_retry=said.append,
        ) as s1:
            with pytest.raises(StoreError) as e:
                s1.add(event.table1, Draw())
        took = time.monotonic() - started
        assert e.value.code == "store_busy" and event.logins["scorer2"] in str(e.value), e.value
        assert said and event.logins["scorer2"] in said[0].en and "waiting" in said[0].en
        assert took < 15
        hostile.rollback()
    # released: the write goes through, once
    with event.store("scorer1") as s1:
        s1.add(event.table1, Draw())
        assert len(s1.sheet(event.table1).rows) == 1


def test_a_write_waits_for_a_lock_released_in_time(event: Event) -> None:
    import psycopg

    said: list[Names] = []
    url = event.url.replace("//mjscore@", f"//{event.logins['referee']}:pw-referee@")
    with psycopg.connect(url) as holder:
        holder.execute("SELECT 1 FROM matches WHERE id = %s FOR NO KEY UPDATE", (event.table1,))
        timer = threading.Timer(4.0, holder.rollback)
        timer.start()
        try:
            with PgStore(
                event.url.replace("//mjscore@", f"//{event.logins['scorer1']}:pw-scorer1@"),
                retry_seconds=20,
                on_retry=said.append,
            ) as s1:
                s1.add(event.table1, Draw())
        finally:
            timer.join()
    assert said and event.logins["referee"] in said[0].en
    assert len(event.owner.sheet(event.table1).rows) == 1


def test_each_station_login_gets_the_timeouts(event: Event) -> None:
    import psycopg

    url = event.url.replace("//mjscore@", f"//{event.logins['scorer1']}:pw-scorer1@")
    with psycopg.connect(url) as plain:  # plain SQL, not the program: the login's own settings
        got = [
            plain.execute(f"SHOW {name}").fetchone()[0]
            for name in ("lock_timeout", "statement_timeout", "idle_in_transaction_session_timeout")
        ]
    assert got == ["3s", "30s", "1min"]


def test_a_match_is_never_changed(event: Event) -> None:
    import psycopg

    for name in ("scorer1", "director"):
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            event.sql(name, "UPDATE matches SET ord = ord WHERE id = %s", (event.table1,))


# --- no write's outcome is ever unknown ----------------------------------------------------------


class _LostCommit:
    """A connection whose commit is sent (``lands``: and kept by the server, or rolled back) and
    then lost with the server, which stays away until ``back`` is set."""

    def __init__(self, store: PgStore, lands: bool) -> None:
        self.store, self.lands, self.back, self.lost = store, lands, False, False
        self.real_connect = store._connect

    def connect(self) -> Any:
        import contextlib

        import psycopg

        from core.referee.pg_errors import E_SERVER
        from core.referee.store_errors import store_error

        if self.lost and not self.back:
            raise store_error(E_SERVER, "store_error", path=self.store.path, error="server closed the connection")
        conn = self.real_connect()
        if self.lost:
            return conn
        test = self

        class Conn:
            def __getattr__(self, name: str) -> Any:
                return getattr(conn, name)

            @contextlib.contextmanager
            def transaction(self) -> Iterator[None]:
                with conn.transaction() as tx:
                    yield
                    if not test.lands:
                        raise psycopg.Rollback(tx)
                test.lost = True
                raise psycopg.OperationalError("server closed the connection unexpectedly")

        return Conn()


@pytest.mark.parametrize("lands", [True, False])
def test_a_write_lost_in_its_commit_is_said_unknown_and_never_recorded_twice(
    event: Event, lands: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 42: with the server lost while a commit was in flight, writes said "cannot reach the
    store's server" had been committed, and a referee entering the hand again recorded it twice."""
    import io

    from core.shells import match_cli

    url = event.url.replace("//mjscore@", f"//{event.logins['referee']}:pw-referee@")
    store = PgStore(url, retry_seconds=1.5)
    lost = _LostCommit(store, lands)
    monkeypatch.setattr(store, "_connect", lost.connect)
    with pytest.raises(StoreError) as e:
        store.add(event.table1, Penalty(0, "deduction", 30, "late"))
    assert e.value.code == "outcome_unknown" and "outcome is unknown" in str(e.value), e.value
    store.close()
    assert len(event.owner.sheet(event.table1).rows) == (1 if lands else 0)
    # the next program on that server: the same entry made again is written once in all
    with PgStore(url) as again:
        assert [n.en.split(":")[0] for n in again.unconfirmed] == [
            "the earlier write whose outcome was unknown (penalty, match open-r1t1) is "
            + ("in the store" if lands else "not in the store")
        ]
        saved = again.add(event.table1, Penalty(0, "deduction", 30, "late"))
        assert saved.entry == 1
    assert len(event.owner.sheet(event.table1).rows) == 1
    with PgStore(url) as third:  # said once; now a new entry like it is a new entry
        assert third.unconfirmed == ()
        assert third.add(event.table1, Penalty(0, "deduction", 30, "late")).entry == 2
    # the command line says what became of it before the next command's own words
    store = PgStore(url, retry_seconds=1.5)
    lost = _LostCommit(store, lands)
    monkeypatch.setattr(store, "_connect", lost.connect)
    with pytest.raises(StoreError):
        store.add(event.table1, Draw())
    store.close()
    err = io.StringIO()
    assert match_cli.main(["matches", "--store", url, "show", event.table1], io.StringIO(), err) == 0
    assert "outcome was unknown (draw, match open-r1t1) is " + ("in" if lands else "not in") in err.getvalue()


# --- a network cut -----------------------------------------------------------------------------


def _through_proxy(event: Event, pg_server: Any, name: str) -> tuple[Any, str]:
    from tests.tcp_proxy import Proxy

    proxy = Proxy(pg_server.port)
    url = event.url.replace("//mjscore@", f"//{event.logins[name]}:pw-{name}@")
    return proxy, proxy.url(url, pg_server.port)


def test_a_network_cut_is_said_within_5_s_and_the_write_goes_through_once(event: Event, pg_server: Any) -> None:
    """Issue 42: for a 45-s blackhole, stations printed nothing, and the write failed at once
    when the cut ended. Now the wait is said within 5 s, the connection tried again with backoff,
    and the write lands once when the network is back."""
    proxy, url = _through_proxy(event, pg_server, "referee")
    said: list[tuple[float, str]] = []
    try:
        with PgStore(
            url, retry_seconds=40, connect_timeout=3, on_retry=lambda n: said.append((time.monotonic(), n.en))
        ) as store:
            store.add(event.table1, Draw())
            proxy.blackhole = True
            started = time.monotonic()
            healed = threading.Timer(15, lambda: setattr(proxy, "blackhole", False))
            healed.start()
            try:
                saved = store.add(event.table1, Penalty(0, "deduction", 10))
            finally:
                healed.join()
            assert saved.entry == 2
        assert said and said[0][0] - started <= 5, said
        assert "has not answered" in said[0][1] and any("trying again" in words for _t, words in said)
    finally:
        proxy.close()
    assert [r.entry for r in event.owner.sheet(event.table1).rows] == [1, 2]


def test_a_long_cut_gives_up_with_a_clear_message(event: Event, pg_server: Any) -> None:
    proxy, url = _through_proxy(event, pg_server, "referee")
    try:
        with PgStore(url, retry_seconds=6, connect_timeout=2) as store:
            store.add(event.table1, Draw())
            proxy.blackhole = True
            started = time.monotonic()
            with pytest.raises(StoreError) as e:
                store.add(event.table1, Penalty(0, "deduction", 10))
            assert time.monotonic() - started < 30
            assert e.value.code in ("store_error", "outcome_unknown"), e.value
            assert "cannot reach the store's server" in str(e.value) or "outcome is unknown" in str(e.value)
    finally:
        proxy.close()
