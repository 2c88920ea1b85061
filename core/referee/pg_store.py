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
#: the schema version of the PostgreSQL store (its tables are the SQLite store's version 4, with
#: the stations of version 2)
PG_SCHEMA_VERSION: Final = 3
#: the advisory lock key under which the schema is made (any constant the program owns)
_SCHEMA_LOCK: Final = 0x4D4A5343
#: the first key of the two-key advisory locks that put a match's writes in order (its second
#: key is the hash of the match id): a lock needs no privilege on the table, as FOR UPDATE would
_MATCH_LOCK: Final = 0x4D4A
#: the roles a station's login may have, as :meth:`PgStore.add_station` names them
ROLES: Final = ("scorer", "referee", "director")

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

#: what each version after the first adds, in order (``_MIGRATIONS[v - 2]`` makes version v)
_MIGRATIONS: Final = (
    # 2: the stations: each login's role and, for a scorer, its tournament and table number
    ("""CREATE TABLE stations (
        login TEXT PRIMARY KEY,
        role TEXT NOT NULL CHECK (role IN ('scorer', 'referee', 'director')),
        tournament_id TEXT NOT NULL DEFAULT '',
        table_no INTEGER NOT NULL DEFAULT 0
    )""",),
    # 3: a tournament's tiebreaks, whom each substitute sat for, and the summaries of the
    # tables of closed rounds (the SQLite store's version 4)
    ("ALTER TABLE tournaments ADD COLUMN tiebreaks TEXT NOT NULL DEFAULT '[]'",
     "ALTER TABLE tournament_tables ADD COLUMN replaced TEXT NOT NULL DEFAULT '{}'",
     """CREATE TABLE sheet_summaries (
        match_id TEXT PRIMARY KEY REFERENCES matches(id),
        records INTEGER NOT NULL,
        last_seq BIGINT NOT NULL,
        rules_code TEXT NOT NULL,
        summary TEXT NOT NULL
    )"""),
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
E_NOT_PERMITTED: Final = Names("the store's server refuses this to the login {user}: {error}",
                               "记录库的服务器拒绝登录名 {user} 这样做：{error}", "記錄庫的伺服器拒絕登入名 {user} 這樣做：{error}",
                               "記録のサーバーはログイン {user} にこの操作を許しません：{error}")
E_ROLE: Final = Names("a station's role is one of {roles}, not {role}", "工作站的角色只能是 {roles}，不能是 {role}",
                      "工作站的角色只能是 {roles}，不能是 {role}", "端末の役割は {roles} のいずれかです（{role} は不可）")
E_SCORER_TABLE: Final = Names("a scorer station needs its tournament and its table number (1 or more)",
                              "记分工作站须指定其比赛与桌号（1 或以上）", "記分工作站須指定其比賽與桌號（1 或以上）",
                              "記録係の端末には大会と卓番号（1 以上）が必要です")
E_LOGIN: Final = Names("a login is letters, digits and _ (at most 40, starting with a letter), not {login}",
                       "登录名只能由字母、数字与 _ 组成（最多 40 个，以字母开头），不能是 {login}",
                       "登入名只能由字母、數字與 _ 組成（最多 40 個，以字母開頭），不能是 {login}",
                       "ログイン名は英字・数字・_（英字で始まり 40 字まで）です（{login} は不可）")
E_LOGIN_GROUP: Final = Names("the login {login} is the name of one of the roles' groups", "登录名 {login} 与角色组同名",
                             "登入名 {login} 與角色組同名", "ログイン名 {login} は役割のグループ名と同じです")
E_LOGIN_REFUSED: Final = Names("the store's server {path} refuses the login: {error}",
                               "记录库的服务器 {path} 拒绝登录：{error}", "記錄庫的伺服器 {path} 拒絕登入：{error}",
                               "記録のサーバー {path} がログインを拒否しました：{error}")
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
                 on_retry: Callable[[Names], None] | None = None, connect_timeout: int = 10) -> None:
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

    # -- the connection -------------------------------------------------------------------------
    def _connect(self) -> Any:
        if self._conn is None or self._conn.closed:
            try:
                self._conn = self._psycopg.connect(self.url, connect_timeout=self.connect_timeout)
            except self._psycopg.Error as e:
                self._conn = None
                if _refused_login(e):  # (not retried: a wrong password stays wrong)
                    raise store_error(E_LOGIN_REFUSED, "not_permitted", path=self.path, error=_server_words(e)) from None
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
            # (asked first, not CREATE ... IF NOT EXISTS: a station's login may not create tables)
            if conn.execute("SELECT to_regclass('mjscore_schema') IS NULL").fetchone()[0]:
                conn.execute("CREATE TABLE mjscore_schema (version INTEGER NOT NULL)")
            row = conn.execute("SELECT version FROM mjscore_schema").fetchone()
            version = 0 if row is None else int(row[0])
            if version > PG_SCHEMA_VERSION:
                raise store_error(E_SERVER_NEWER, "store_newer_schema", path=self.path, version=version,
                                  known=PG_SCHEMA_VERSION)
            if version == 0:
                for statement in _DDL:
                    conn.execute(statement)
                conn.execute("INSERT INTO mjscore_schema (version) VALUES (1)")
                version = 1
            if version < PG_SCHEMA_VERSION:
                for statements in _MIGRATIONS[version - 1:]:
                    for statement in statements:
                        conn.execute(statement)
                conn.execute("UPDATE mjscore_schema SET version = ?", (PG_SCHEMA_VERSION,))
                version = PG_SCHEMA_VERSION
            return version

        return self._transaction(work)

    # -- transactions ---------------------------------------------------------------------------
    def _transaction(self, work: Callable[[Conn], T], write: bool = True) -> T:
        """``work`` in one transaction, retried while the server cannot be reached (up to
        :attr:`retry_seconds`, each retry said through :attr:`on_retry`). A write whose commit was
        sent but not acknowledged is looked up by its token first: done, it is not done again."""
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
                    if isinstance(e, StoreError):
                        raise
                    raise store_error(E_SERVER, "store_error", path=self.path, error=_short(e)) from None
                if self.on_retry is not None:
                    self.on_retry(N_RETRY.format(path=self.path, error=_short(e)))
                time.sleep(pause)
                pause = min(pause * 2, 2.0)
            except psycopg.errors.InsufficientPrivilege as e:
                raise store_error(E_NOT_PERMITTED, "not_permitted", user=self.login, error=_short(e)) from None
            except psycopg.Error as e:
                raise store_error(E_SERVER_FAILED, "store_error", path=self.path, error=_short(e)) from None

    @property
    def login(self) -> str:
        """The login this store connects as (the server's default where the address names none)."""
        return urlsplit(self.url).username or (self._conn.info.user if self._conn is not None else "")

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

    _SUMMARY_UPSERT = ("INSERT INTO sheet_summaries (match_id, records, last_seq, rules_code, summary) "
                       "VALUES (?, ?, ?, ?, ?) ON CONFLICT (match_id) DO UPDATE SET records = EXCLUDED.records, "
                       "last_seq = EXCLUDED.last_seq, rules_code = EXCLUDED.rules_code, summary = EXCLUDED.summary")

    def _keeps_summaries(self) -> bool:
        return self.version >= 3

    def has_token(self, token: str) -> bool:
        return self._transaction(lambda conn: conn.execute("SELECT 1 FROM records WHERE token = ?", (token,))
                                 .fetchone() is not None, write=False)

    def _insert_record(self, conn: Conn, values: tuple[Any, ...]) -> int:
        row = conn.execute("INSERT INTO records (match_id, entry, revision, kind, data, written, reason, token) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING seq", (*values, self._token or None)).fetchone()
        self._token = ""  # (one token a transaction: its records commit together, so the first says it)
        return int(row[0])

    def _lock_match(self, conn: Conn, match_id: str) -> None:
        conn.execute("SELECT pg_advisory_xact_lock(?::int4, hashtext(?))", (_MATCH_LOCK, match_id))

    # -- roles ----------------------------------------------------------------------------------
    def _groups(self, conn: Any) -> dict[str, str]:
        """The group role of each of :data:`ROLES` in this database (``<database>_<role>``)."""
        database = conn.execute("SELECT current_database()").fetchone()[0]
        return {role: f"{database}_{role}" for role in ROLES}

    def setup_roles(self) -> dict[str, str]:
        """Make the three group roles of this database where they are missing, and give each its
        rights (grants and row-level security; see the module's text). Run by the organiser's
        login (the owner of the tables, with the right to create roles); run again, it changes
        nothing. The group role of each role."""
        from psycopg import sql

        def work(adapter: Conn) -> dict[str, str]:
            conn = adapter.conn  # type: ignore[attr-defined]
            groups = self._groups(conn)
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
                sql.SQL("GRANT INSERT ON matches, tournaments, tournament_players, tournament_rounds, "
                        "tournament_tables TO {}").format(ident["director"]),
                sql.SQL("GRANT UPDATE (closed, time_called) ON tournament_rounds TO {}").format(ident["director"]),
                # a closed round's summaries: the director's (a scorer's would be its own table's word)
                sql.SQL("GRANT INSERT, UPDATE ON sheet_summaries TO {}").format(ident["director"]),
                sql.SQL("ALTER TABLE records ENABLE ROW LEVEL SECURITY"),
                sql.SQL("DROP POLICY IF EXISTS records_read ON records"),
                sql.SQL("CREATE POLICY records_read ON records FOR SELECT USING (true)"),
                sql.SQL("DROP POLICY IF EXISTS scorer_adds ON records"),
                # a scorer: a new entry (a first revision, not a tombstone, not the forced end of
                # time called, which is the director's) on its own table's sheet
                sql.SQL("CREATE POLICY scorer_adds ON records FOR INSERT TO {} WITH CHECK ("
                        "revision = 1 AND kind <> 'deleted' "
                        "AND (data::jsonb -> 'facts' ->> 'kind') IS DISTINCT FROM 'time_called' AND EXISTS ("
                        "SELECT 1 FROM stations s JOIN tournament_tables t ON t.tournament_id = s.tournament_id "
                        "AND t.table_no = s.table_no WHERE s.login = session_user AND s.role = 'scorer' "
                        "AND t.match_id = records.match_id))").format(ident["scorer"]),
                sql.SQL("DROP POLICY IF EXISTS referee_writes ON records"),
                # a referee or the director: any sheet; an edit or a deletion with its reason
                sql.SQL("CREATE POLICY referee_writes ON records FOR INSERT TO {}, {} WITH CHECK ("
                        "(revision = 1 AND kind <> 'deleted') OR btrim(reason) <> '')"
                        ).format(ident["referee"], ident["director"]),
            ]
            for statement in statements:
                conn.execute(statement)
            return groups

        return self._transaction(work)

    def add_station(self, login: str, role: str, password: str, *, tournament: str = "", table: int = 0) -> None:
        """Give a station its login (made, or its password and role changed where it exists): a
        member of ``role``'s group role, and, for a scorer, the table number it scores in every
        round of ``tournament``. Run by the organiser's login, after :meth:`setup_roles`."""
        from psycopg import sql

        if role not in ROLES:
            raise store_error(E_ROLE, "bad_option", roles=", ".join(ROLES), role=repr(role))
        if not (login[:1].isascii() and login[:1].isalpha() and len(login) <= 40
                and all(c.isascii() and (c.isalnum() or c == "_") for c in login)):
            raise store_error(E_LOGIN, "bad_option", login=repr(login))
        if role == "scorer" and (not tournament or table < 1):
            raise store_error(E_SCORER_TABLE, "bad_option")
        groups = self.setup_roles()
        if login in groups.values():
            raise store_error(E_LOGIN_GROUP, "bad_option", login=repr(login))

        def work(adapter: Conn) -> None:
            conn = adapter.conn  # type: ignore[attr-defined]
            name = sql.Identifier(login)
            exists = conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (login,)).fetchone() is not None
            # (a utility statement takes no parameters: the password is quoted by the driver)
            conn.execute(sql.SQL("{} ROLE {} LOGIN PASSWORD {}").format(
                sql.SQL("ALTER" if exists else "CREATE"), name, sql.Literal(password)))
            for other in groups.values():
                conn.execute(sql.SQL("REVOKE {} FROM {}").format(sql.Identifier(other), name))
            conn.execute(sql.SQL("GRANT {} TO {}").format(sql.Identifier(groups[role]), name))
            conn.execute("INSERT INTO stations (login, role, tournament_id, table_no) VALUES (%s, %s, %s, %s) "
                         "ON CONFLICT (login) DO UPDATE SET role = EXCLUDED.role, "
                         "tournament_id = EXCLUDED.tournament_id, table_no = EXCLUDED.table_no",
                         (login, role, tournament if role == "scorer" else "", table if role == "scorer" else 0))

        self._transaction(work)

    def stations(self) -> tuple[tuple[str, str, str, int], ...]:
        """Each station's login, role, tournament and table number (a scorer's), by login."""
        def work(conn: Conn) -> tuple[tuple[str, str, str, int], ...]:
            rows = conn.execute("SELECT login, role, tournament_id, table_no FROM stations ORDER BY login").fetchall()
            return tuple((str(a), str(b), str(c), int(d)) for a, b, c, d in rows)

        return self._transaction(work, write=False)

    def integrity_check(self) -> str:
        return "ok"


#: what the server says when it refuses a login (its own words, in English: lc_messages C)
_LOGIN_REFUSALS: Final = ("password authentication failed", "no pg_hba.conf entry", "does not exist",
                          "permission denied for database")


def _refused_login(e: BaseException) -> bool:
    """Whether a failed connection was the server refusing the login (not the server away)."""
    return getattr(e, "sqlstate", None) in ("28P01", "28000", "3D000", "42501") or any(
        words in str(e) for words in _LOGIN_REFUSALS)


def _server_words(e: BaseException) -> str:
    """The server's own sentence in an error of a connection (after its last ``FATAL:``)."""
    text = str(e).strip()
    return _short(Exception(text.rsplit("FATAL:", 1)[-1].strip())) if "FATAL:" in text else _short(e)


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
