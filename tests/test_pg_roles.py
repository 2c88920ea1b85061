"""Who may do what on the PostgreSQL store is the server's to enforce (core/referee/pg_store.py:
``setup_roles``, ``add_station``): each role is tested by connecting as a login of it, through
the program's store and, to show the server itself refuses, with plain SQL that skips every
check the program makes."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest

from core.engine.match_rules import Draw, Penalty
from core.referee.match import WinInput
from core.referee.pg_store import PgStore
from core.referee.store_errors import StoreError
from core.referee.tournament import random_round
from core.referee.tournament_store import Tournaments

HAND = {"hand": "123m456p789s1z", "win": "1z", "melds": ["[777z]"]}  # 17 fan on a discard


class Event:
    """A database with a seated 8-player MCR tournament (two tables) and a login of each role:
    ``scorer1`` scores table 1, ``scorer2`` table 2."""

    def __init__(self, server: Any) -> None:
        self.url = server.new_database()
        self.db = self.url.rsplit("/", 1)[1]
        self.owner = PgStore(self.url)
        tours = Tournaments(self.owner)
        t = tours.create("mcr", "Open", 2, tournament_id="open")
        tours.add_players(t.id, [f"P{i}" for i in range(1, 9)])
        self.round1 = tours.seat(t.id, 1, random_round(list(range(1, 9)), 4, seed=3), "random")
        self.table1, self.table2 = (x.match_id for x in self.round1.tables)
        self.logins = {name: f"{self.db}_st_{name}" for name in ("scorer1", "scorer2", "referee", "director")}
        for name, login in self.logins.items():
            role = name.rstrip("12")
            self.owner.add_station(
                login,
                role,
                "pw-" + name,
                tournament="open" if role == "scorer" else "",
                table=int(name[-1]) if role == "scorer" else 0,
            )

    def store(self, name: str) -> PgStore:
        return PgStore(self.url.replace("//mjscore@", f"//{self.logins[name]}:pw-{name}@"), retry_seconds=2)

    def sql(self, name: str, statement: str, params: tuple[Any, ...] = ()) -> None:
        """``statement`` run by the login of ``name`` with nothing of the program in the way."""
        import psycopg

        url = self.url.replace("//mjscore@", f"//{self.logins[name]}:pw-{name}@")
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(statement, params)


@pytest.fixture
def event(pg_server: Any) -> Iterator[Event]:
    e = Event(pg_server)
    yield e
    e.owner.close()


def _refused(e: pytest.ExceptionInfo[StoreError], login: str) -> None:
    assert e.value.code == "not_permitted", e.value
    assert f"refuses this to the login {login}" in str(e.value)


def test_each_station_has_its_role_and_table(event: Event) -> None:
    assert event.owner.stations() == tuple(
        sorted(
            (
                event.logins[n],
                n.rstrip("12"),
                "open" if n.startswith("scorer") else "",
                int(n[-1]) if n.startswith("scorer") else 0,
            )
            for n in event.logins
        )
    )
    # setting the roles up again changes nothing; a station's role can be changed
    event.owner.setup_roles()
    event.owner.add_station(event.logins["scorer2"], "scorer", "pw-scorer2", tournament="open", table=2)
    for bad, code_words in (
        (dict(role="judge"), "role is one of"),
        (dict(role="scorer"), "table number"),
        (dict(role="referee", login="x'; DROP TABLE records; --"), "a login is letters"),
    ):
        login = str(bad.pop("login", "fine_login"))
        with pytest.raises(StoreError, match=code_words):
            event.owner.add_station(login, str(bad["role"]), "pw")


def test_a_station_logs_in_with_its_own_password_only(event: Event) -> None:
    bad = event.url.replace("//mjscore@", f"//{event.logins['referee']}:pw-scorer1@")
    started = time.monotonic()
    with pytest.raises(StoreError, match="refuses the login: password authentication failed") as e:
        PgStore(bad, retry_seconds=30)
    assert e.value.code == "not_permitted" and time.monotonic() - started < 5  # said at once, not retried
    assert "pw-scorer1" not in str(e.value)  # the address is said without its password
    assert str(e.value).count("refuses") == 1


def test_a_scorer_adds_to_its_own_table_and_nothing_else(event: Event) -> None:
    with event.store("scorer1") as s1:
        s1.add(event.table1, WinInput(0, 1, HAND))
        s1.add(event.table1, Draw())
        assert len(s1.sheet(event.table1).rows) == 2  # it reads what it wrote
        assert s1.sheet(event.table2).rows == ()  # and reads every table
        login = event.logins["scorer1"]
        with pytest.raises(StoreError) as e:
            s1.add(event.table2, Draw())  # another table's sheet
        _refused(e, login)
        with pytest.raises(StoreError) as e:
            s1.edit(event.table1, 1, Draw(), reason="I mistyped")  # an edit is a referee's
        _refused(e, login)
        with pytest.raises(StoreError) as e:  # ending its own table on time is the director's
            s1.add(event.table1, Draw((), '{"kind":"time_called"}'))
        _refused(e, login)
        with pytest.raises(StoreError) as e:
            s1.delete(event.table1, 2, reason="no")
        _refused(e, login)
        tours = Tournaments(s1)
        with pytest.raises(StoreError) as e:
            tours.close("open", 1, time_called=True)
        _refused(e, login)
        with pytest.raises(StoreError) as e:
            tours.add_players("open", [{"name": "Gatecrasher", "substitute": True}])
        _refused(e, login)
        with pytest.raises(StoreError) as e:
            s1.create_match("mcr", ["A", "B", "C", "D"])
        _refused(e, login)
        assert len(s1.sheet(event.table1).rows) == 2 and len(tours.players("open")) == 8
    # the server itself refuses, whatever a program sends
    import psycopg

    for statement, params in (
        (
            "INSERT INTO records (match_id, entry, revision, kind, data, written) VALUES (%s, 1, 1, 'draw', "
            "'{\"tenpai\": []}', 'now')",
            (event.table2,),
        ),
        (
            "INSERT INTO records (match_id, entry, revision, kind, data, written, reason) VALUES (%s, 1, 2, "
            "'draw', '{\"tenpai\": []}', 'now', 'sneaky')",
            (event.table1,),
        ),
        ("UPDATE records SET data = '{}' WHERE match_id = %s", (event.table1,)),
        ("DELETE FROM records", ()),
        ("UPDATE tournament_rounds SET closed = 'now'", ()),
        ("INSERT INTO stations (login, role) VALUES ('me', 'director')", ()),
        (
            "INSERT INTO sheet_summaries (match_id, records, last_seq, rules_code, summary) VALUES (%s, 0, 0, '', "
            "'{}')",
            (event.table1,),
        ),
        ("CREATE TABLE mine (x int)", ()),
    ):
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            event.sql("scorer1", statement, params)
    assert len(event.owner.sheet(event.table1).rows) == 2 and event.owner.sheet(event.table2).rows == ()


def test_a_referee_edits_and_deletes_with_a_reason_only(event: Event) -> None:
    with event.store("scorer2") as s2:
        s2.add(event.table2, WinInput(0, 1, HAND))
        s2.add(event.table2, Draw())
    with event.store("referee") as ref:
        ref.add(event.table1, Penalty(2, "false_win"))  # any table's sheet
        ref.edit(event.table2, 2, Penalty(3, "deduction", 5), reason="a penalty, not a draw")
        ref.delete(event.table2, 2, reason="recorded at the wrong table")
        with pytest.raises(StoreError) as e:
            ref.edit(event.table2, 1, Draw())  # no reason
        _refused(e, event.logins["referee"])
        with pytest.raises(StoreError) as e:
            Tournaments(ref).close("open", 1, time_called=True)  # the director's
        _refused(e, event.logins["referee"])
        assert [r.reason for r in ref.history(event.table2, 2)] == [
            "",
            "a penalty, not a draw",
            "recorded at the wrong table",
        ]
    import psycopg

    # a reason that shows nothing is no reason, for the server as for the program: spaces, a tab,
    # a newline, a no-break space, a zero-width space, an ideographic space, a Hangul filler
    for reason in ("  ", "\t", "\n", "\u00a0", "\u200b", "\u3000", " \u200b\u3000\t", "\u3164"):
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            event.sql(
                "referee",
                "INSERT INTO records (match_id, entry, revision, kind, data, written, reason) "
                "VALUES (%s, 1, 2, 'deleted', 'null', 'now', %s)",
                (event.table2, reason),
            )
        with event.store("referee") as ref, pytest.raises(StoreError) as e:
            ref.delete(event.table2, 1, reason=reason)
        _refused(e, event.logins["referee"])
    assert len(event.owner.history(event.table2, 1)) == 1


def test_the_director_seats_and_closes_rounds(event: Event) -> None:
    with event.store("director") as d:
        tours = Tournaments(d)
        tours.add_players("open", [{"name": "Sub", "substitute": True}])
        closed = tours.close("open", 1, time_called=True)
        assert closed.closed
        # the closed round's tables' summaries, kept by the director: the standings read them
        kept = d.transaction(
            lambda conn: conn.execute("SELECT count(*) FROM sheet_summaries").fetchone()[0], write=False
        )
        assert kept == 2
        assert tours.standings("open") == Tournaments(event.owner).standings("open")
        tours.seat("open", 2, random_round(list(range(1, 9)), 4, seed=9), "random")
        t = tours.create("mcr", "Side event", 1, tournament_id="side")
        assert t.id == "side"
    with event.store("scorer1") as s1:
        # round 2's table 1 is scorer1's too: the table number holds in every round
        r2 = Tournaments(s1).rounds("open")[1]
        s1.add(r2.tables[0].match_id, Draw())
        with pytest.raises(StoreError):
            s1.add(r2.tables[1].match_id, Draw())


def test_the_command_line_gives_a_station_its_login(
    event: Event, monkeypatch: pytest.MonkeyPatch, tmp_path: Any
) -> None:
    import io
    import json

    from core.shells import tournament_cli

    login = f"{event.db}_st_table2b"
    monkeypatch.setenv("MJSCORE_STATION_PASSWORD", "s3cret")
    out, err = io.StringIO(), io.StringIO()
    assert (
        tournament_cli.main(
            ["tournament", "--store", event.url, "station", "open", login, "--role", "scorer", "--table", "2"], out, err
        )
        == 0
    ), err.getvalue()
    assert out.getvalue() == f"{login}: scorer, table 2\n"
    out = io.StringIO()
    assert tournament_cli.main(["tournament", "--store", event.url, "stations", "--json"], out, err) == 0
    assert {"login": login, "role": "scorer", "tournament": "open", "table": 2} in json.loads(out.getvalue())
    with PgStore(event.url.replace("//mjscore@", f"//{login}:s3cret@")) as s:
        s.add(event.table2, Draw())
    # a scorer without its table, a store file, a tournament that is not there: said, nothing made
    for argv, words in (
        (["--store", event.url, "station", "open", "x1", "--role", "scorer"], "--table"),
        (
            ["--store", str(tmp_path / "m.sqlite3"), "station", "open", "x2", "--role", "referee"],
            "a PostgreSQL store's",
        ),
        (["--store", event.url, "station", "nope", "x3", "--role", "referee"], "nope"),
    ):
        err = io.StringIO()
        assert tournament_cli.main(["tournament", *argv], io.StringIO(), err) == 1
        assert words in err.getvalue()
    assert [r[0] for r in event.owner.stations()].count("x1") == 0
