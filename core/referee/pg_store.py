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
- **A lost connection** (the server restarted, the network dropped) is retried for up to
  ``retry_seconds``, and each retry is said through ``on_retry``. A write whose commit was sent
  but not acknowledged is looked up by its token before anything is written again: an entry
  is never written twice, and one acknowledged is in the store.
"""

from __future__ import annotations

import secrets
import time
from typing import Any, Callable, Final, TypeVar
from urllib.parse import urlsplit, urlunsplit

from core.model.names import Names
from core.referee.records import Conn, MatchStore, StoreError, store_error

T = TypeVar("T")

#: the environment variable naming the store for the command line (a file, or postgresql://...)
STORE_ENV: Final = "MJSCORE_STORE"
#: the schema version of the PostgreSQL store (its tables are the SQLite store's version 3)
PG_SCHEMA_VERSION: Final = 1
#: the advisory lock key under which the schema is made (any constant the program owns)
_SCHEMA_LOCK: Final = 0x4D4A5343

_DDL: Final = (
    """CREATE TABLE matches (
        id TEXT PRIMARY KEY,
        rules TEXT NOT NULL,
        players TEXT NOT NULL,
        preset TEXT NOT NULL DEFAULT '',
        options TEXT NOT NULL DEFAULT '{}',
        match_options TEXT NOT NULL DEFAULT '{}',
        title TEXT NOT NULL DEFAULT '',
        created TEXT NOT NULL,
        ord BIGSERIAL
    )""",
    """CREATE TABLE records (
        seq BIGSERIAL PRIMARY KEY,
        match_id TEXT NOT NULL REFERENCES matches(id),
        entry INTEGER NOT NULL,
        revision INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('win', 'draw', 'penalty', 'deleted')),
        data TEXT NOT NULL,
        written TEXT NOT NULL,
        reason TEXT NOT NULL DEFAULT '',
        token TEXT UNIQUE,
        UNIQUE (match_id, entry, revision)
    )""",
    "CREATE INDEX records_by_match ON records (match_id, entry, revision)",
    """CREATE FUNCTION records_never_changed() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'a record is never overwritten or deleted: write a new revision or a tombstone'; END $$""",
    """CREATE TRIGGER records_kept BEFORE UPDATE OR DELETE ON records
       FOR EACH ROW EXECUTE FUNCTION records_never_changed()""",
    """CREATE TABLE tournaments (
        id TEXT PRIMARY KEY,
        title TEXT NOT NULL,
        rules TEXT NOT NULL,
        rounds INTEGER NOT NULL CHECK (rounds >= 1),
        preset TEXT NOT NULL DEFAULT '',
        options TEXT NOT NULL DEFAULT '{}',
        match_options TEXT NOT NULL DEFAULT '{}',
        created TEXT NOT NULL,
        ord BIGSERIAL
    )""",
    """CREATE TABLE tournament_players (
        tournament_id TEXT NOT NULL REFERENCES tournaments(id),
        number INTEGER NOT NULL CHECK (number >= 1),
        name TEXT NOT NULL,
        country TEXT NOT NULL DEFAULT '',
        ema TEXT NOT NULL DEFAULT '',
        wrc TEXT NOT NULL DEFAULT '',
        substitute INTEGER NOT NULL DEFAULT 0 CHECK (substitute IN (0, 1)),
        PRIMARY KEY (tournament_id, number)
    )""",
    """CREATE TABLE tournament_rounds (
        tournament_id TEXT NOT NULL REFERENCES tournaments(id),
        round INTEGER NOT NULL CHECK (round >= 1),
        method TEXT NOT NULL,
        seated TEXT NOT NULL,
        closed TEXT NOT NULL DEFAULT '',
        time_called INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (tournament_id, round)
    )""",
    """CREATE TABLE tournament_tables (
        tournament_id TEXT NOT NULL,
        round INTEGER NOT NULL,
        table_no INTEGER NOT NULL CHECK (table_no >= 1),
        seats TEXT NOT NULL,
        match_id TEXT NOT NULL UNIQUE REFERENCES matches(id),
        PRIMARY KEY (tournament_id, round, table_no),
        FOREIGN KEY (tournament_id, round) REFERENCES tournament_rounds(tournament_id, round)
    )""",
)

E_NO_DRIVER: Final = Names("the store {path} is on a PostgreSQL server, and psycopg is not installed: "
                           "pip install 'mahjong-scorer[server]'",
                           "记录库 {path} 在 PostgreSQL 服务器上，但未安装 psycopg：pip install 'mahjong-scorer[server]'",
                           "記錄庫 {path} 在 PostgreSQL 伺服器上，但未安裝 psycopg：pip install 'mahjong-scorer[server]'",
                           "記録 {path} は PostgreSQL サーバーにありますが、psycopg が入っていません："
                           "pip install 'mahjong-scorer[server]'")
E_SERVER: Final = Names("cannot reach the store's server {path}: {error}", "无法连接记录库的服务器 {path}：{error}",
                        "無法連線記錄庫的伺服器 {path}：{error}", "記録のサーバー {path} に接続できません：{error}")
E_SERVER_NEWER: Final = Names("the store on {path} has schema version {version}, newer than this program's {known}",
                              "{path} 上的记录库结构版本为 {version}，比本程序的 {known} 新",
                              "{path} 上的記錄庫結構版本為 {version}，比本程式的 {known} 新",
                              "{path} の記録のスキーマは版 {version} で、このプログラムの {known} より新しいものです")
E_SERVER_FAILED: Final = Names("the store on {path} failed: {error}", "{path} 上的记录库出错：{error}",
                               "{path} 上的記錄庫出錯：{error}", "{path} の記録でエラー：{error}")
N_RETRY: Final = Names("the store's server {path} cannot be reached ({error}): trying again",
                       "无法连接记录库的服务器 {path}（{error}）：正在重试", "無法連線記錄庫的伺服器 {path}（{error}）：正在重試",
                       "記録のサーバー {path} に接続できません（{error}）：再試行しています")


def redacted(url: str) -> str:
    """A server's address as messages show it: no password."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname or ""
    netloc = f"{parts.username}:***@{host}" + (f":{parts.port}" if parts.port else "")
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))


def _short(e: BaseException) -> str:
    text = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
    return text if len(text) <= 160 else text[:157] + "..."


class _Adapter:
    """A psycopg connection as the store's logic asks for one (:class:`core.referee.records.Conn`):
    ``?`` parameters (the store's statements hold no other ``?`` or ``%``)."""

    def __init__(self, conn: Any) -> None:
        self.conn = conn

    def execute(self, sql: str, parameters: Any = (), /) -> Any:
        return self.conn.execute(sql.replace("?", "%s"), tuple(parameters))


class PgStore(MatchStore):
    """The match store on the PostgreSQL server at ``url`` (see the module's text)."""

    _ORDER = "ord"

    def __init__(self, url: str, *, retry_seconds: float = 30.0,
                 on_retry: Callable[[Names], None] | None = None) -> None:
        self.url = url
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

    # -- the connection -------------------------------------------------------------------------
    def _connect(self) -> Any:
        if self._conn is None or self._conn.closed:
            try:
                self._conn = self._psycopg.connect(self.url, connect_timeout=10)
            except self._psycopg.Error as e:
                self._conn = None
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
        """Make the schema where the database has none (once, under an advisory lock), and
        check the version of one that has it."""
        def work(conn: Conn) -> int:
            conn.execute("SELECT pg_advisory_xact_lock(?)", (_SCHEMA_LOCK,))
            conn.execute("CREATE TABLE IF NOT EXISTS mjscore_schema (version INTEGER NOT NULL)")
            row = conn.execute("SELECT version FROM mjscore_schema").fetchone()
            if row is None:
                for statement in _DDL:
                    conn.execute(statement)
                conn.execute("INSERT INTO mjscore_schema (version) VALUES (?)", (PG_SCHEMA_VERSION,))
                return PG_SCHEMA_VERSION
            if int(row[0]) > PG_SCHEMA_VERSION:
                raise store_error(E_SERVER_NEWER, "store_newer_schema", path=self.path, version=int(row[0]),
                                  known=PG_SCHEMA_VERSION)
            return int(row[0])

        return self._transaction(work)

    # -- transactions ---------------------------------------------------------------------------
    def _transaction(self, work: Callable[[Conn], T], write: bool = True) -> T:
        """``work`` in one transaction, retried while the server cannot be reached (up to
        :attr:`retry_seconds`, each retry said through :attr:`on_retry`). A write whose commit was
        sent but not acknowledged is looked up by its token first: done, it is not done again."""
        psycopg = self._psycopg
        self._token = token = secrets.token_hex(16)
        deadline = time.monotonic() + self.retry_seconds
        pause = 0.2
        while True:
            done: list[T] = []  # (what the work gave, once it has run: its commit may still fail)
            try:
                conn = self._connect()
                with conn.transaction():
                    if not write:
                        conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")
                    done.append(work(_Adapter(conn)))
                return done[0]
            except (psycopg.OperationalError, psycopg.InterfaceError, StoreError) as e:
                if isinstance(e, StoreError):
                    if e.code != "store_error" or not _is_connection_error(e):
                        raise
                self._drop()
                if done and write and self._committed(token, deadline):
                    return done[0]
                if time.monotonic() > deadline:
                    raise store_error(E_SERVER, "store_error", path=self.path, error=_short(e)) from None
                if self.on_retry is not None:
                    self.on_retry(N_RETRY.format(path=self.path, error=_short(e)))
                time.sleep(pause)
                pause = min(pause * 2, 2.0)
            except psycopg.Error as e:
                raise store_error(E_SERVER_FAILED, "store_error", path=self.path, error=_short(e)) from None

    def _committed(self, token: str, deadline: float) -> bool:
        """Whether the write of ``token`` is in the store (asked again until the server answers
        or the time is up)."""
        while True:
            try:
                conn = self._connect()
                with conn.transaction():
                    return conn.execute("SELECT 1 FROM records WHERE token = %s", (token,)).fetchone() is not None
            except (self._psycopg.OperationalError, self._psycopg.InterfaceError, StoreError):
                self._drop()
                if time.monotonic() > deadline:
                    return False
                time.sleep(0.5)

    def _insert_record(self, conn: Conn, values: tuple[Any, ...]) -> int:
        row = conn.execute("INSERT INTO records (match_id, entry, revision, kind, data, written, reason, token) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING seq", (*values, self._token)).fetchone()
        return int(row[0])

    def _lock_match(self, conn: Conn, match_id: str) -> None:
        conn.execute("SELECT 1 FROM matches WHERE id = ? FOR UPDATE", (match_id,))

    def integrity_check(self) -> str:
        return "ok"


def _is_connection_error(e: StoreError) -> bool:
    """A store error raised while connecting (the server is not there yet)."""
    return e.names is not None and e.names.en.startswith("cannot reach the store's server")


def open_store(where: str | None = None, **kwargs: Any) -> MatchStore:
    """The store at ``where``: a ``postgresql://`` address (the server's store), else a file
    (the SQLite store; ``None``: the default file)."""
    if where and where.startswith(("postgresql://", "postgres://")):
        return PgStore(where, **kwargs)
    from core.referee.records import Store

    return Store(where)
