"""Who may do what on the store's PostgreSQL server, which the server enforces: the three group
roles of a database (``<database>_scorer``, ``_referee``, ``_director``) with their grants and
row-level security, and each station's login in one of them (see :mod:`core.referee.pg_store`).
Each function runs in a transaction of the store it is given (:class:`Transactions`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, Protocol, TypeVar

from core.referee.pg_connection import IDLE_IN_TRANSACTION_MS, LOCK_TIMEOUT_MS, STATEMENT_TIMEOUT_MS
from core.referee.pg_errors import E_LOGIN, E_LOGIN_GROUP, E_ROLE, E_SCORER_TABLE
from core.referee.store_errors import store_error
from core.referee.store_rows import Conn

T = TypeVar("T")

#: the roles a station's login may have, as :meth:`PgStore.add_station` names them
ROLES: Final = ("scorer", "referee", "director")


class Transactions(Protocol):
    """A store's transactions (:meth:`core.referee.pg_store.PgStore._transaction`)."""

    def __call__(self, work: Callable[[Conn], T], write: bool = True) -> T: ...


def _groups(conn: Any) -> dict[str, str]:
    """The group role of each of :data:`ROLES` in this database (``<database>_<role>``)."""
    database = conn.execute("SELECT current_database()").fetchone()[0]
    return {role: f"{database}_{role}" for role in ROLES}


def setup_roles(transaction: Transactions) -> dict[str, str]:
    """Make the three group roles of this database where they are missing, and give each its
    rights (grants and row-level security; see the module's text). Run by the organiser's
    login (the owner of the tables, with the right to create roles); run again, it changes
    nothing. The group role of each role."""
    from psycopg import sql

    def work(adapter: Conn) -> dict[str, str]:
        conn = adapter.conn  # type: ignore[attr-defined]
        groups = _groups(conn)
        ident = {role: sql.Identifier(name) for role, name in groups.items()}
        every = sql.SQL(", ").join(ident.values())
        for name in groups.values():
            if conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (name,)).fetchone() is None:
                conn.execute(sql.SQL("CREATE ROLE {} NOLOGIN").format(sql.Identifier(name)))
        statements = [
            sql.SQL("GRANT USAGE ON SCHEMA public TO {}").format(every),
            sql.SQL("GRANT SELECT ON ALL TABLES IN SCHEMA public TO {}").format(every),
            sql.SQL("GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO {}").format(every),
            sql.SQL("GRANT INSERT ON records TO {}").format(every),
            # (a write locks its match's row: the right to change one column, which a trigger refuses)
            sql.SQL("GRANT UPDATE (ord) ON matches TO {}").format(every),
            sql.SQL(
                "GRANT INSERT ON matches, tournaments, tournament_players, tournament_rounds, tournament_tables TO {}"
            ).format(ident["director"]),
            sql.SQL("GRANT UPDATE (closed, time_called) ON tournament_rounds TO {}").format(ident["director"]),
            # a closed round's summaries: the director's (a scorer's would be its own table's word)
            sql.SQL("GRANT INSERT, UPDATE ON sheet_summaries TO {}").format(ident["director"]),
            sql.SQL("ALTER TABLE records ENABLE ROW LEVEL SECURITY"),
            sql.SQL("DROP POLICY IF EXISTS records_read ON records"),
            sql.SQL("CREATE POLICY records_read ON records FOR SELECT USING (true)"),
            sql.SQL("DROP POLICY IF EXISTS scorer_adds ON records"),
            # a scorer: a new entry (a first revision, not a tombstone, not the forced end of
            # time called, which is the director's) on its own table's sheet
            sql.SQL(
                "CREATE POLICY scorer_adds ON records FOR INSERT TO {} WITH CHECK ("
                "revision = 1 AND kind <> 'deleted' "
                "AND (data::jsonb -> 'facts' ->> 'kind') IS DISTINCT FROM 'time_called' AND EXISTS ("
                "SELECT 1 FROM stations s JOIN tournament_tables t ON t.tournament_id = s.tournament_id "
                "AND t.table_no = s.table_no WHERE s.login = session_user AND s.role = 'scorer' "
                "AND t.match_id = records.match_id))"
            ).format(ident["scorer"]),
            sql.SQL("DROP POLICY IF EXISTS referee_writes ON records"),
            # a referee or the director: any sheet; an edit or a deletion with its reason
            sql.SQL(
                "CREATE POLICY referee_writes ON records FOR INSERT TO {}, {} WITH CHECK ("
                "(revision = 1 AND kind <> 'deleted') OR NOT mjscore_blank(reason))"
            ).format(ident["referee"], ident["director"]),
        ]
        for statement in statements:
            conn.execute(statement)
        for (login,) in conn.execute(
            "SELECT s.login FROM stations s JOIN pg_roles r ON r.rolname = s.login"
        ).fetchall():
            _set_timeouts(conn, login)
        return groups

    return transaction(work)


def add_station(
    transaction: Transactions, login: str, role: str, password: str, *, tournament: str = "", table: int = 0
) -> None:
    """Give a station its login (made, or its password and role changed where it exists): a
    member of ``role``'s group role, and, for a scorer, the table number it scores in every
    round of ``tournament``. Run by the organiser's login, after :meth:`setup_roles`."""
    from psycopg import sql

    if role not in ROLES:
        raise store_error(E_ROLE, "bad_option", roles=", ".join(ROLES), role=repr(role))
    if not (
        login[:1].isascii()
        and login[:1].isalpha()
        and len(login) <= 40
        and all(c.isascii() and (c.isalnum() or c == "_") for c in login)
    ):
        raise store_error(E_LOGIN, "bad_option", login=repr(login))
    if role == "scorer" and (not tournament or table < 1):
        raise store_error(E_SCORER_TABLE, "bad_option")
    groups = setup_roles(transaction)
    if login in groups.values():
        raise store_error(E_LOGIN_GROUP, "bad_option", login=repr(login))

    def work(adapter: Conn) -> None:
        conn = adapter.conn  # type: ignore[attr-defined]
        name = sql.Identifier(login)
        exists = conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (login,)).fetchone() is not None
        # (a utility statement takes no parameters: the password is quoted by the driver)
        conn.execute(
            sql.SQL("{} ROLE {} LOGIN PASSWORD {}").format(
                sql.SQL("ALTER" if exists else "CREATE"), name, sql.Literal(password)
            )
        )
        for other in groups.values():
            conn.execute(sql.SQL("REVOKE {} FROM {}").format(sql.Identifier(other), name))
        conn.execute(sql.SQL("GRANT {} TO {}").format(sql.Identifier(groups[role]), name))
        _set_timeouts(conn, login)
        conn.execute(
            "INSERT INTO stations (login, role, tournament_id, table_no) VALUES (%s, %s, %s, %s) "
            "ON CONFLICT (login) DO UPDATE SET role = EXCLUDED.role, "
            "tournament_id = EXCLUDED.tournament_id, table_no = EXCLUDED.table_no",
            (login, role, tournament if role == "scorer" else "", table if role == "scorer" else 0),
        )

    transaction(work)


def stations(transaction: Transactions) -> tuple[tuple[str, str, str, int], ...]:
    """Each station's login, role, tournament and table number (a scorer's), by login."""

    def work(conn: Conn) -> tuple[tuple[str, str, str, int], ...]:
        rows = conn.execute("SELECT login, role, tournament_id, table_no FROM stations ORDER BY login").fetchall()
        return tuple((str(a), str(b), str(c), int(d)) for a, b, c, d in rows)

    return transaction(work, write=False)


def _set_timeouts(conn: Any, login: str) -> None:
    """Give a station's login the program's timeouts (:data:`LOCK_TIMEOUT_MS`...) for every session
    it opens, plain SQL included: a session of it that holds a lock and waits is ended by the
    server, and one that waits for a lock gives up."""
    from psycopg import sql

    for setting, ms in (
        ("lock_timeout", LOCK_TIMEOUT_MS),
        ("statement_timeout", STATEMENT_TIMEOUT_MS),
        ("idle_in_transaction_session_timeout", IDLE_IN_TRANSACTION_MS),
    ):
        conn.execute(
            sql.SQL("ALTER ROLE {} SET {} = {}").format(
                sql.Identifier(login), sql.Identifier(setting), sql.Literal(f"{ms}ms")
            )
        )
