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

import json
import os
import secrets
import socket
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final, TypeVar
from urllib.parse import urlsplit, urlunsplit

from core.model.names import Names, unseen_characters
from core.referee.match import Entry, Revision, canonical_json
from core.referee.match_store import MatchStore
from core.referee.offline import entry_to_json
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
#: the roles a station's login may have, as :meth:`PgStore.add_station` names them
ROLES: Final = ("scorer", "referee", "director")
#: how long a station's statement waits for a lock another session holds, and how long any of its
#: statements may run, before the server gives up on it (set for each connection the program makes,
#: and for each station's login, :meth:`PgStore.add_station`, so that plain SQL gets them too)
LOCK_TIMEOUT_MS: Final = 3_000
STATEMENT_TIMEOUT_MS: Final = 30_000
IDLE_IN_TRANSACTION_MS: Final = 60_000

E_NO_DRIVER: Final = Names(
    "the store {path} is on a PostgreSQL server, and psycopg is not installed: pip install 'mahjong-scorer[server]'",
    "记录库 {path} 在 PostgreSQL 服务器上，但未安装 psycopg：pip install 'mahjong-scorer[server]'",
    "記錄庫 {path} 在 PostgreSQL 伺服器上，但未安裝 psycopg：pip install 'mahjong-scorer[server]'",
    "記録 {path} は PostgreSQL サーバーにありますが、psycopg が入っていません：pip install 'mahjong-scorer[server]'",
)
E_SERVER: Final = Names(
    "cannot reach the store's server {path}: {error}",
    "无法连接记录库的服务器 {path}：{error}",
    "無法連線記錄庫的伺服器 {path}：{error}",
    "記録のサーバー {path} に接続できません：{error}",
)
E_SERVER_NEWER: Final = Names(
    "the store on {path} has schema version {version}, newer than this program's {known}",
    "{path} 上的记录库结构版本为 {version}，比本程序的 {known} 新",
    "{path} 上的記錄庫結構版本為 {version}，比本程式的 {known} 新",
    "{path} の記録のスキーマは版 {version} で、このプログラムの {known} より新しいものです",
)
E_SERVER_FAILED: Final = Names(
    "the store on {path} failed: {error}",
    "{path} 上的记录库出错：{error}",
    "{path} 上的記錄庫出錯：{error}",
    "{path} の記録でエラー：{error}",
)
E_NOT_PERMITTED: Final = Names(
    "the store's server refuses this to the login {user}: {error}",
    "记录库的服务器拒绝登录名 {user} 这样做：{error}",
    "記錄庫的伺服器拒絕登入名 {user} 這樣做：{error}",
    "記録のサーバーはログイン {user} にこの操作を許しません：{error}",
)
E_ROLE: Final = Names(
    "a station's role is one of {roles}, not {role}",
    "工作站的角色只能是 {roles}，不能是 {role}",
    "工作站的角色只能是 {roles}，不能是 {role}",
    "端末の役割は {roles} のいずれかです（{role} は不可）",
)
E_SCORER_TABLE: Final = Names(
    "a scorer station needs its tournament and its table number (1 or more)",
    "记分工作站须指定其比赛与桌号（1 或以上）",
    "記分工作站須指定其比賽與桌號（1 或以上）",
    "記録係の端末には大会と卓番号（1 以上）が必要です",
)
E_LOGIN: Final = Names(
    "a login is letters, digits and _ (at most 40, starting with a letter), not {login}",
    "登录名只能由字母、数字与 _ 组成（最多 40 个，以字母开头），不能是 {login}",
    "登入名只能由字母、數字與 _ 組成（最多 40 個，以字母開頭），不能是 {login}",
    "ログイン名は英字・数字・_（英字で始まり 40 字まで）です（{login} は不可）",
)
E_LOGIN_GROUP: Final = Names(
    "the login {login} is the name of one of the roles' groups",
    "登录名 {login} 与角色组同名",
    "登入名 {login} 與角色組同名",
    "ログイン名 {login} は役割のグループ名と同じです",
)
E_LOGIN_REFUSED: Final = Names(
    "the store's server {path} refuses the login: {error}",
    "记录库的服务器 {path} 拒绝登录：{error}",
    "記錄庫的伺服器 {path} 拒絕登入：{error}",
    "記録のサーバー {path} がログインを拒否しました：{error}",
)
E_OUTCOME_UNKNOWN: Final = Names(
    "the store's server {path} was lost while it committed this write, and has not said whether it kept it: the "
    "outcome is unknown. The next command asks the server (the write's token {token}); the same entry made again is "
    "never recorded twice",
    "提交这次写入时与记录库的服务器 {path} 断开，服务器未告知是否已保存：结果未知。下一条命令会向服务器查询（写入标记 {token}）；"
    "再次录入同一条记录也绝不会记录两次",
    "提交這次寫入時與記錄庫的伺服器 {path} 斷線，伺服器未告知是否已保存：結果未知。下一個指令會向伺服器查詢（寫入標記 {token}）；"
    "再次輸入同一筆記錄也絕不會記錄兩次",
    "記録のサーバー {path} との接続がこの書き込みの確定中に切れ、保存されたかどうか分かりません（結果不明）。"
    "次のコマンドがサーバーに問い合わせます（書き込みトークン {token}）。同じ記録をもう一度入力しても二重に記録されることはありません",
)
N_UNCONFIRMED_KEPT: Final = Names(
    "the earlier write whose outcome was unknown ({what}, match {match}) is in the store: entry {entry}",
    "先前结果未知的写入（{what}，比赛 {match}）已在记录库中：第 {entry} 条",
    "先前結果未知的寫入（{what}，比賽 {match}）已在記錄庫中：第 {entry} 筆",
    "結果不明だった以前の書き込み（{what}、対局 {match}）は記録されています：第 {entry} 件",
)
N_UNCONFIRMED_LOST: Final = Names(
    "the earlier write whose outcome was unknown ({what}, match {match}) is not in the store: enter it again",
    "先前结果未知的写入（{what}，比赛 {match}）不在记录库中：请重新录入",
    "先前結果未知的寫入（{what}，比賽 {match}）不在記錄庫中：請重新輸入",
    "結果不明だった以前の書き込み（{what}、対局 {match}）は記録されていません。もう一度入力してください",
)
E_SERVER_REFUSED: Final = Names(
    "the store's server {path} refuses this entry: {error}",
    "记录库的服务器 {path} 拒绝这条记录：{error}",
    "記錄庫的伺服器 {path} 拒絕這筆記錄：{error}",
    "記録のサーバー {path} はこの記録を受け付けません：{error}",
)
E_LOCKED: Final = Names(
    "the match is held by another session of the store's server {path} (login {holders}) and "
    "was still held after {seconds} s: nothing was written; try again, or ask the organiser to "
    "end that session",
    "该比赛被记录库服务器 {path} 的另一会话（登录名 {holders}）占用，{seconds} 秒后仍未释放：未写入任何内容；"
    "请重试，或请主办方结束该会话",
    "該比賽被記錄庫伺服器 {path} 的另一工作階段（登入名 {holders}）占用，{seconds} 秒後仍未釋放：未寫入任何內容；"
    "請重試，或請主辦方結束該工作階段",
    "対局は記録のサーバー {path} の別のセッション（ログイン {holders}）に押さえられ、{seconds} 秒後も"
    "解放されませんでした。何も記録していません。やり直すか、主催者にそのセッションの終了を依頼してください",
)
E_TIMED_OUT: Final = Names(
    "the store's server {path} gave up on a statement that ran past its time limit, {seconds} s "
    "after the first try: nothing was written; try again",
    "记录库的服务器 {path} 放弃了一条超时的语句（首次尝试后 {seconds} 秒）：未写入任何内容；请重试",
    "記錄庫的伺服器 {path} 放棄了一條逾時的語句（首次嘗試後 {seconds} 秒）：未寫入任何內容；請重試",
    "記録のサーバー {path} は時間切れの文を打ち切りました（最初の試行から {seconds} 秒）。"
    "何も記録していません。やり直してください",
)
N_NO_ANSWER: Final = Names(
    "the store's server {path} has not answered for {seconds:g} s: waiting, then trying again",
    "记录库的服务器 {path} 已 {seconds:g} 秒没有回应：正在等待，随后重试",
    "記錄庫的伺服器 {path} 已 {seconds:g} 秒沒有回應：正在等待，隨後重試",
    "記録のサーバー {path} から {seconds:g} 秒応答がありません：待ってから再試行します",
)
N_LOCKED: Final = Names(
    "the match is held by another session of {path} (login {holders}): waiting",
    "该比赛被 {path} 的另一会话（登录名 {holders}）占用：正在等待",
    "該比賽被 {path} 的另一工作階段（登入名 {holders}）占用：正在等待",
    "対局は {path} の別のセッション（ログイン {holders}）に押さえられています：待っています",
)
N_TIMED_OUT: Final = Names(
    "the store's server {path} gave up on a statement that ran too long: trying again",
    "记录库的服务器 {path} 放弃了一条超时的语句：正在重试",
    "記錄庫的伺服器 {path} 放棄了一條逾時的語句：正在重試",
    "記録のサーバー {path} が時間切れの文を打ち切りました：再試行しています",
)
N_RETRY: Final = Names(
    "the store's server {path} cannot be reached ({error}): trying again",
    "无法连接记录库的服务器 {path}（{error}）：正在重试",
    "無法連線記錄庫的伺服器 {path}（{error}）：正在重試",
    "記録のサーバー {path} に接続できません（{error}）：再試行しています",
)


#: after how many seconds without an answer from the server a station says it waits, and after
#: how many it gives the connection up and tries again (a statement of the program's takes
#: milliseconds, a lock is waited for LOCK_TIMEOUT_MS: an answer this late is a network cut)
_SLOW_SECONDS: Final = 4.0
ANSWER_SECONDS: Final = 8.0


class _Watchdog:
    """Watches one transaction's connection: says the wait once the server has not answered for
    :data:`_SLOW_SECONDS`, and after ``patience`` seconds shuts the connection's socket down, so
    that the call waiting on it fails as a lost connection (a network cut reports nothing, and
    a blocked read of libpq waits for the system's TCP timeouts otherwise)."""

    def __init__(self, conn: Any, patience: float, say: Callable[[], None]) -> None:
        self.conn, self.patience, self.say = conn, patience, say
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._watch, daemon=True)

    def __enter__(self) -> _Watchdog:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._done.set()
        self._thread.join()

    def _watch(self) -> None:
        if self._done.wait(_SLOW_SECONDS):
            return
        self.say()
        if self._done.wait(max(0.0, self.patience - _SLOW_SECONDS)):
            return
        try:  # (a duplicate of the descriptor: shutting it down ends the socket both share)
            fd = self.conn.pgconn.socket
            with socket.socket(fileno=os.dup(fd)) as s:
                s.shutdown(socket.SHUT_RDWR)
        except (OSError, AttributeError, ValueError):
            pass  # (closed already)
        except Exception:  # noqa: BLE001 - the driver's own error for a connection already gone
            pass


#: what each connection the program makes asks of the server and of the network: the timeouts
#: (a lock held by another session is waited for LOCK_TIMEOUT_MS, then said and tried again), and
#: TCP keepalives with a bound on unacknowledged data, so that a connection whose network is cut
#: is found dead in about 4 s, not when the system's two hours of keepalive run out
_SESSION: Final[dict[str, Any]] = {
    "options": (
        f"-c lock_timeout={LOCK_TIMEOUT_MS} -c statement_timeout={STATEMENT_TIMEOUT_MS} "
        f"-c idle_in_transaction_session_timeout={IDLE_IN_TRANSACTION_MS}"
    ),
    "keepalives": 1,
    "keepalives_idle": 2,
    "keepalives_interval": 1,
    "keepalives_count": 2,
    "tcp_user_timeout": 4000,
}


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
                # (a write locks its match's row: the right to change one column, which a trigger refuses)
                sql.SQL("GRANT UPDATE (ord) ON matches TO {}").format(every),
                sql.SQL(
                    "GRANT INSERT ON matches, tournaments, tournament_players, tournament_rounds, "
                    "tournament_tables TO {}"
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

        return self._transaction(work)

    def add_station(self, login: str, role: str, password: str, *, tournament: str = "", table: int = 0) -> None:
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
        groups = self.setup_roles()
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

        self._transaction(work)

    def stations(self) -> tuple[tuple[str, str, str, int], ...]:
        """Each station's login, role, tournament and table number (a scorer's), by login."""

        def work(conn: Conn) -> tuple[tuple[str, str, str, int], ...]:
            rows = conn.execute("SELECT login, role, tournament_id, table_no FROM stations ORDER BY login").fetchall()
            return tuple((str(a), str(b), str(c), int(d)) for a, b, c, d in rows)

        return self._transaction(work, write=False)

    def integrity_check(self) -> str:
        return "ok"


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


#: what the server says when it refuses a login (its own words, in English: lc_messages C)
_LOGIN_REFUSALS: Final = (
    "password authentication failed",
    "no pg_hba.conf entry",
    "does not exist",
    "permission denied for database",
)


def _refused_login(e: BaseException) -> bool:
    """Whether a failed connection was the server refusing the login (not the server away)."""
    return getattr(e, "sqlstate", None) in ("28P01", "28000", "3D000", "42501") or any(
        words in str(e) for words in _LOGIN_REFUSALS
    )


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
