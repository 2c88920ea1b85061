"""The match store on a PostgreSQL server, for a tournament where several scoring stations write
at once (``MJSCORE_STORE=postgresql://...``): the same logic as the SQLite store
(:class:`core.referee.records.MatchStore`), with the server's transactions.

``psycopg`` 3 is an optional extra (``pip install -e '.[server]'``); without it, opening a
``postgresql://`` store says so.

- **One schema, made once.** The tables are the SQLite store's (matches, records, the
  tournament's), with a sequence for the records' order and each record's write token; they
  are made by the first program that opens the database (under an advisory lock: several
  stations starting at once make them once), and the schema version is kept in
  ``mjscore_schema``. A database of a newer version is refused, not changed.
- **Writes.** A write to a match locks its row (``SELECT ... FOR UPDATE``) before it reads the
  sheet, so two stations writing to one table are put in order: the entry numbers never repeat
  (and ``UNIQUE (match_id, entry, revision)`` stands behind that), and an edit made from a sheet
  another station changed is refused as stale, as in SQLite. Records are never updated or
  deleted (a trigger refuses it).
- **Who may do what is the server's to enforce** (:meth:`PgStore.setup_roles`,
  :meth:`PgStore.add_station`): the organiser's login owns the tables; each station logs in as
  its own login, a member of one of three group roles of the database (``<database>_scorer``,
  ``<database>_referee``, ``<database>_director``), and the server's grants and row-level
  security decide, whatever the program at the station does:

  - a **scorer** may read everything and add new entries (a first revision, not a deletion, not
    the forced end of time called) to the sheets of its own table (the table number :meth:`PgStore.add_station` gave it, in every
    round of its tournament), and nothing else;
  - a **referee** may add entries to any sheet, and edit or delete one (a new revision or a
    tombstone) only with a reason;
  - a **director** may do what a referee does, and create tournaments and matches, register
    players, seat rounds and close them.

  What the server refuses is said as ``not_permitted``, with the server's words.
- **A lost connection** (the server restarted, the network dropped) is retried for up to
  ``retry_seconds``, and each retry is said through ``on_retry``. A write whose commit was sent
  but not acknowledged is looked up by its token before anything is written again: an entry
  is never written twice, and one acknowledged is in the store.

Beside it: the schema (:mod:`core.referee.pg_schema`), what it says (:mod:`core.referee.pg_errors`),
one connection to the server (:mod:`core.referee.pg_connection`) and the roles
(:mod:`core.referee.pg_roles`).
"""

from __future__ import annotations

import json
import os
import secrets
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final, TypeVar
from urllib.parse import urlsplit

from core.model.names import Names, unseen_characters
from core.referee.match import Entry, Revision, canonical_json
from core.referee.match_store import MatchStore
from core.referee.offline import entry_to_json
from core.referee.pg_connection import (
    _SESSION,
    _SLOW_SECONDS,
    ANSWER_SECONDS,
    STATEMENT_TIMEOUT_MS,
    _Adapter,
    _is_connection_error,
    _refused_login,
    _server_words,
    _short,
    _Watchdog,
    redacted,
)
from core.referee.pg_errors import (
    E_LOCKED,
    E_LOGIN_REFUSED,
    E_NO_DRIVER,
    E_NOT_PERMITTED,
    E_OUTCOME_UNKNOWN,
    E_SERVER,
    E_SERVER_FAILED,
    E_SERVER_NEWER,
    E_SERVER_REFUSED,
    E_TIMED_OUT,
    N_LOCKED,
    N_NO_ANSWER,
    N_RETRY,
    N_TIMED_OUT,
    N_UNCONFIRMED_KEPT,
    N_UNCONFIRMED_LOST,
)
from core.referee.pg_roles import add_station, setup_roles, stations
from core.referee.pg_schema import PG_MIGRATIONS, PG_SCHEMA_VERSION, pg_create
from core.referee.store_errors import StoreError, store_error
from core.referee.store_files import data_dir
from core.referee.store_rows import Conn

T = TypeVar("T")

#: the file, in the data folder, of the writes whose outcome was unknown (see PgStore._once)
UNCONFIRMED_FILE: Final = "unconfirmed-writes.json"
#: the environment variable naming the store for the command line (a file, or postgresql://...)
STORE_ENV: Final = "MJSCORE_STORE"
#: the advisory lock key under which the schema is made (any constant the program owns)
_SCHEMA_LOCK: Final = 0x4D4A5343
#: the first key of the two-key advisory locks that put a match's writes in order (its second
#: key is the hash of the match id): a lock needs no privilege on the table, as FOR UPDATE would
_MATCH_LOCK: Final = 0x4D4A


class PgStore(MatchStore):
    """The match store on the PostgreSQL server at ``url`` (see the module's text)."""

    _ORDER = "ord"

    def __init__(
        self,
        url: str,
        *,
        retry_seconds: float = 30.0,
        on_retry: Callable[[Names], None] | None = None,
        connect_timeout: int = 10,
    ) -> None:
        self.url = url
        #: how long one attempt to connect waits for the server, in seconds (a window keeps it short)
        self.connect_timeout = connect_timeout
        self.path = redacted(url)
        self.retry_seconds = retry_seconds
        self.on_retry = on_retry
        self._sheets = {}
        self._token = ""
        try:
            import psycopg
        except ImportError:
            raise store_error(E_NO_DRIVER, "store_error", path=self.path) from None
        self._psycopg = psycopg
        self._conn: Any = None
        self.version = self._prepare()  # (connects, retrying while the server cannot be reached)
        #: what became of this server's writes whose outcome was unknown, asked on open (each said once)
        self.unconfirmed: tuple[Names, ...] = ()
        self._resolved: dict[str, tuple[str, Revision | None]] = {}
        #: this server's writes of unknown outcome still in the file (key: token), read once on
        #: open and kept here, so that a write reads no file
        self._pending: dict[str, str] = {}
        self._resolve_unconfirmed()

    # -- the connection -------------------------------------------------------------------------
    def _connect(self) -> Any:
        if self._conn is None or self._conn.closed:
            try:
                self._conn = self._psycopg.connect(self.url, connect_timeout=self.connect_timeout, **_SESSION)
            except self._psycopg.Error as e:
                self._conn = None
                if _refused_login(e):  # (not retried: a wrong password stays wrong)
                    raise store_error(
                        E_LOGIN_REFUSED, "not_permitted", path=self.path, error=_server_words(e)
                    ) from None
                raise store_error(E_SERVER, "store_error", path=self.path, error=_short(e)) from None
        return self._conn

    def _drop(self) -> None:
        if self._conn is not None:
            try:
                self._conn.close()
            except Exception:  # noqa: BLE001 - a connection already gone
                pass
        self._conn = None

    def close(self) -> None:
        self._drop()

    def __enter__(self) -> PgStore:
        return self

    def _prepare(self) -> int:
        """Make the schema where the database has none, or bring it to this program's version
        (once, under an advisory lock), and check the version of one that has it. A store at this
        program's version is read without the lock: a lock any login can take (an advisory lock
        needs no privilege) must not stop a station from opening the store."""

        def current(conn: Conn) -> int | None:
            if conn.execute("SELECT to_regclass('mjscore_schema') IS NULL").fetchone()[0]:
                return None
            row = conn.execute("SELECT version FROM mjscore_schema").fetchone()
            return None if row is None else int(row[0])

        def work(adapter: Conn) -> int:
            raw = adapter.conn  # type: ignore[attr-defined]  # (DDL goes as it is: no parameters, ? and % are its own)
            adapter.execute("SELECT pg_advisory_xact_lock(?)", (_SCHEMA_LOCK,))
            # (asked first, not CREATE ... IF NOT EXISTS: a station's login may not create tables)
            if adapter.execute("SELECT to_regclass('mjscore_schema') IS NULL").fetchone()[0]:
                raw.execute("CREATE TABLE mjscore_schema (version INTEGER NOT NULL)")
            version = current(adapter) or 0
            if version > PG_SCHEMA_VERSION:
                raise store_error(
                    E_SERVER_NEWER, "store_newer_schema", path=self.path, version=version, known=PG_SCHEMA_VERSION
                )
            if version < PG_SCHEMA_VERSION:
                unseen = raw.execute(
                    "SELECT quote_literal(%s::text)",  # (NUL: no text of the server's holds it)
                    (unseen_characters().replace("\x00", ""),),
                ).fetchone()[0]
                # a new store is made from the tables' description; an older one takes the steps it lacks
                for statements in (pg_create(),) if version == 0 else PG_MIGRATIONS[version:]:
                    for statement in statements:
                        raw.execute(statement.replace("{unseen}", unseen))
                if version == 0:
                    raw.execute("INSERT INTO mjscore_schema (version) VALUES (%s)", (PG_SCHEMA_VERSION,))
                else:
                    raw.execute("UPDATE mjscore_schema SET version = %s", (PG_SCHEMA_VERSION,))
                version = PG_SCHEMA_VERSION
            return version

        found = self._transaction(current, write=False)
        if found is not None and found > PG_SCHEMA_VERSION:
            raise store_error(
                E_SERVER_NEWER, "store_newer_schema", path=self.path, version=found, known=PG_SCHEMA_VERSION
            )
        if found == PG_SCHEMA_VERSION:
            return found
        return self._transaction(work, patience=STATEMENT_TIMEOUT_MS / 1000 + 5)

    # -- transactions ---------------------------------------------------------------------------
    def _said_waiting(self) -> None:
        if self.on_retry is not None:
            self.on_retry(N_NO_ANSWER.format(path=self.path, seconds=_SLOW_SECONDS))

    def _transaction(self, work: Callable[[Conn], T], write: bool = True, patience: float = 0.0) -> T:
        """``work`` in one transaction, retried while the server cannot be reached (up to
        :attr:`retry_seconds`, each retry said through :attr:`on_retry`). A write whose commit was
        sent but not acknowledged is looked up by its token first: done, it is not done again.
        A server that does not answer is said after :data:`_SLOW_SECONDS`, and its connection given
        up after ``patience`` seconds (:data:`ANSWER_SECONDS` unless given): a network cut, which
        no error reports, is then tried again like a server away."""
        patience = patience or ANSWER_SECONDS
        psycopg = self._psycopg
        token = self._next_token or secrets.token_hex(16)
        self._next_token = None
        deadline = time.monotonic() + self.retry_seconds
        pause = 0.2
        while True:
            done: list[T] = []  # (what the work gave, once it has run: its commit may still fail)
            self._token = token  # (the first record each attempt writes carries it)
            try:
                conn = self._connect()
                with _Watchdog(conn, patience, self._said_waiting):
                    with conn.transaction():
                        if not write:
                            conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")
                        done.append(work(_Adapter(conn)))
                return done[0]
            except (psycopg.errors.LockNotAvailable, psycopg.errors.QueryCanceled) as e:
                # another session holds what this write needs (past lock_timeout), or a statement ran
                # past statement_timeout: the transaction was rolled back, nothing was written
                held = isinstance(e, psycopg.errors.LockNotAvailable)
                holders = self._lock_holders() if held else ""
                if time.monotonic() > deadline:
                    raise store_error(
                        E_LOCKED if held else E_TIMED_OUT,
                        "store_busy",
                        path=self.path,
                        holders=holders,
                        seconds=round(self.retry_seconds),
                    ) from None
                if self.on_retry is not None:
                    self.on_retry((N_LOCKED if held else N_TIMED_OUT).format(path=self.path, holders=holders))
                time.sleep(pause)
                pause = min(pause * 2, 2.0)
            except (psycopg.OperationalError, psycopg.InterfaceError, StoreError) as e:
                if isinstance(e, StoreError):
                    if e.code != "store_error" or not _is_connection_error(e):
                        raise
                self._drop()
                if done and write:  # (its commit was sent: it may be in the store)
                    landed = self._committed(token, deadline)
                    if landed:
                        return done[0]
                    if landed is None:  # (the server never answered whether it is)
                        raise store_error(E_OUTCOME_UNKNOWN, "outcome_unknown", path=self.path, token=token)
                if time.monotonic() > deadline:
                    if isinstance(e, StoreError):
                        raise
                    raise store_error(E_SERVER, "store_error", path=self.path, error=_short(e)) from None
                if self.on_retry is not None:
                    self.on_retry(N_RETRY.format(path=self.path, error=_short(e)))
                time.sleep(pause)
                pause = min(pause * 2, 2.0)
            except psycopg.errors.InsufficientPrivilege as e:
                raise store_error(E_NOT_PERMITTED, "not_permitted", user=self.login, error=_short(e)) from None
            except (psycopg.errors.IntegrityError, psycopg.errors.DataError) as e:
                raise store_error(E_SERVER_REFUSED, "bad_match_record", path=self.path, error=_short(e)) from None
            except psycopg.Error as e:
                raise store_error(E_SERVER_FAILED, "store_error", path=self.path, error=_short(e)) from None

    def _lock_holders(self) -> str:
        """The logins of the other sessions that hold a lock on a match's row now (the row locks
        of a write: :meth:`_lock_match`), as a message names them; ``"?"`` where none is seen."""
        try:
            conn = self._connect()
            with conn.transaction():
                rows = conn.execute(
                    "SELECT DISTINCT a.usename FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid "
                    "WHERE l.relation = 'matches'::regclass AND l.granted AND l.mode = 'RowShareLock' "
                    "AND l.pid <> pg_backend_pid() ORDER BY 1"
                ).fetchall()
        except self._psycopg.Error:
            self._drop()
            return "?"
        return ", ".join(str(r[0]) for r in rows) or "?"

    @property
    def login(self) -> str:
        """The login this store connects as (the server's default where the address names none)."""
        return urlsplit(self.url).username or (self._conn.info.user if self._conn is not None else "")

    def _committed(self, token: str, deadline: float) -> bool | None:
        """Whether the write of ``token`` is in the store (asked again until the server answers
        or the time is up: then ``None``, the outcome unknown)."""
        while True:
            try:
                conn = self._connect()
                with _Watchdog(conn, ANSWER_SECONDS, self._said_waiting), conn.transaction():
                    return conn.execute("SELECT 1 FROM records WHERE token = %s", (token,)).fetchone() is not None
            except (self._psycopg.OperationalError, self._psycopg.InterfaceError, StoreError):
                self._drop()
                if time.monotonic() > deadline:
                    return None
                time.sleep(0.5)

    _SUMMARY_UPSERT = (
        "INSERT INTO sheet_summaries (match_id, records, last_seq, rules_code, summary) "
        "VALUES (?, ?, ?, ?, ?) ON CONFLICT (match_id) DO UPDATE SET records = EXCLUDED.records, "
        "last_seq = EXCLUDED.last_seq, rules_code = EXCLUDED.rules_code, summary = EXCLUDED.summary"
    )

    def _keeps_summaries(self) -> bool:
        return self.version >= 3

    # -- writes whose outcome was unknown --------------------------------------------------------
    # A write whose commit was sent when the server was lost, and that the server never said it
    # kept or not, is noted in a small file of this machine's (its token, what it was); the next
    # program to open the same server asks for the token and says what became of it
    # (:attr:`unconfirmed`), and the same entry made again carries the same token: found in the
    # store, it is not written again. The file is read on open and written only when a write's
    # outcome is unknown or one such is settled.

    def _journal_file(self) -> Path:
        return data_dir() / UNCONFIRMED_FILE

    def _journal(self) -> list[dict[str, Any]]:
        try:
            data = json.loads(self._journal_file().read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return []
        return [x for x in data if isinstance(x, dict)] if isinstance(data, list) else []

    def _journal_keep(self, entries: list[dict[str, Any]]) -> None:
        path = self._journal_file()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            part = path.with_name(path.name + ".partial")
            part.write_text(json.dumps(entries, ensure_ascii=False), encoding="utf-8")
            os.replace(part, path)
        except OSError:
            pass  # (nothing more can be kept: the write's message has said its token)

    def _resolve_unconfirmed(self) -> None:
        """Ask the server about this server's unconfirmed writes noted on this machine: each said
        in :attr:`unconfirmed`, and kept in memory for this program (the same entry made again)."""
        entries = self._journal()
        mine = [x for x in entries if x.get("server") == self.path]
        if not mine:
            return
        told: list[Names] = []
        for x in mine:
            try:
                found = self._by_token(str(x.get("token")))
            except StoreError:  # (the server cannot answer now: asked again by the next program)
                self._pending = {str(y.get("key")): str(y.get("token")) for y in mine}
                return
            self._resolved[str(x.get("key"))] = (str(x.get("token")), found)
            what, match = str(x.get("what")), str(x.get("match"))
            told.append(
                N_UNCONFIRMED_LOST.format(what=what, match=match)
                if found is None
                else N_UNCONFIRMED_KEPT.format(what=what, match=match, entry=found.entry)
            )
        self.unconfirmed = tuple(told)
        self._journal_keep([x for x in entries if x.get("server") != self.path])

    def _by_token(self, token: str) -> Revision | None:
        """The revision written with ``token``, where the store has it."""
        row = self._transaction(
            lambda conn: conn.execute(
                "SELECT match_id, entry, revision FROM records WHERE token = ?", (token,)
            ).fetchone(),
            write=False,
        )
        if row is None:
            return None
        return next(r for r in self.history(str(row[0]), int(row[1])) if r.revision == int(row[2]))

    def _once(
        self, key: str, what: str, match_id: str, token: str | None, write: Callable[[str], Revision]
    ) -> Revision:
        """``write`` with a token that is the same for the same entry made again after its outcome
        was unknown (then not written again when the store has it)."""
        earlier = self._resolved.pop(key, None)
        if earlier is None and key in self._pending:
            earlier = (self._pending[key], None)
        if earlier is not None and token is None:
            token = earlier[0]
            found = earlier[1] or self._by_token(token)
            if found is not None:
                return found
        token = token or secrets.token_hex(16)
        try:
            saved = write(token)
        except StoreError as e:
            if e.code == "outcome_unknown":
                self._pending[key] = token
                self._journal_keep(
                    [x for x in self._journal() if x.get("key") != key]
                    + [{"server": self.path, "key": key, "token": token, "what": what, "match": match_id}]
                )
            raise
        if self._pending.pop(key, None) is not None:  # (settled: off the file)
            self._journal_keep([x for x in self._journal() if x.get("key") != key])
        return saved

    def add(
        self, match_id: str, entry: Entry, *, expected_sheet: int | None = None, token: str | None = None
    ) -> Revision:
        made = entry_to_json(entry)
        key = canonical_json({"server": self.path, "add": match_id, "entry": made})
        return self._once(
            key,
            str(made["kind"]),
            match_id,
            token,
            lambda t: MatchStore.add(self, match_id, entry, expected_sheet=expected_sheet, token=t),
        )

    def edit(
        self, match_id: str, entry: int, new: Entry, *, expected_revision: int | None = None, reason: str = ""
    ) -> Revision:
        key = canonical_json(
            {
                "server": self.path,
                "edit": match_id,
                "number": entry,
                "entry": entry_to_json(new),
                "expected": expected_revision,
                "reason": reason,
            }
        )

        def write(token: str) -> Revision:
            self._next_token = token
            return MatchStore.edit(self, match_id, entry, new, expected_revision=expected_revision, reason=reason)

        return self._once(key, f"edit {entry}", match_id, None, write)

    def delete(self, match_id: str, entry: int, *, expected_revision: int | None = None, reason: str = "") -> Revision:
        key = canonical_json(
            {"server": self.path, "delete": match_id, "number": entry, "expected": expected_revision, "reason": reason}
        )

        def write(token: str) -> Revision:
            self._next_token = token
            return MatchStore.delete(self, match_id, entry, expected_revision=expected_revision, reason=reason)

        return self._once(key, f"delete {entry}", match_id, None, write)

    def has_token(self, token: str) -> bool:
        return self._transaction(
            lambda conn: conn.execute("SELECT 1 FROM records WHERE token = ?", (token,)).fetchone() is not None,
            write=False,
        )

    def _insert_record(self, conn: Conn, values: tuple[Any, ...]) -> int:
        row = conn.execute(
            "INSERT INTO records (match_id, entry, revision, kind, data, written, reason, token) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING seq",
            (*values, self._token or None),
        ).fetchone()
        self._token = ""  # (one token a transaction: its records commit together, so the first says it)
        return int(row[0])

    def _lock_match(self, conn: Conn, match_id: str) -> None:
        # (the match's row, locked as for a change that no trigger lets through: only a login of
        # the program's roles may take it, where any login may take an advisory lock)
        conn.execute("SELECT 1 FROM matches WHERE id = ? FOR NO KEY UPDATE", (match_id,))

    # -- roles (core.referee.pg_roles) -----------------------------------------------------------
    def setup_roles(self) -> dict[str, str]:
        """Make this database's group roles and give each its rights (:func:`core.referee.pg_roles.setup_roles`);
        the group role of each role."""
        return setup_roles(self._transaction)

    def add_station(self, login: str, role: str, password: str, *, tournament: str = "", table: int = 0) -> None:
        """Give a station its login in ``role``'s group (:func:`core.referee.pg_roles.add_station`)."""
        add_station(self._transaction, login, role, password, tournament=tournament, table=table)

    def stations(self) -> tuple[tuple[str, str, str, int], ...]:
        """Each station's login, role, tournament and table number (a scorer's), by login."""
        return stations(self._transaction)

    def integrity_check(self) -> str:
        return "ok"


def open_store(where: str | None = None, **kwargs: Any) -> MatchStore:
    """The store at ``where``: a ``postgresql://`` address (the server's store), else a file
    (the SQLite store; ``None``: the default file)."""
    if where and where.startswith(("postgresql://", "postgres://")):
        return PgStore(where, **kwargs)
    from core.referee.records import Store

    return Store(where)
