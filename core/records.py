"""The match store: match score sheets in SQLite, shared by the window and ``mjscore matches``.

One file (``matches.sqlite3``) in the user's data directory, the folder Qt's
``QStandardPaths.AppDataLocation`` gives for organization and application "Mahjong Scorer"
(found here without Qt: :func:`data_dir`), or in ``$MJSCORE_DATA_DIR``, or at the path given.

- **Never overwritten.** Records are only ever added: an edit writes the entry's next
  revision, a delete its tombstone (triggers in the schema refuse an UPDATE or DELETE of a
  record). The sheet shows each entry's latest revision; :meth:`Store.history` lists them all.
- **One transaction per saved record**, ``BEGIN IMMEDIATE`` to ``COMMIT``, in WAL journal mode
  with ``synchronous=FULL``: once a save returns, the record survives the program being
  killed, and a second running copy of the program waits for its turn (``busy_timeout``)
  instead of corrupting the file.
- **A schema version** (``PRAGMA user_version``) with forward migrations (:data:`MIGRATIONS`),
  applied on open in one transaction.
- **A file it cannot trust is set aside, untouched.** A file that is not an SQLite database,
  fails ``PRAGMA quick_check`` or was written by a newer program (a higher schema version) is
  renamed next to itself (``matches.sqlite3.corrupt-20261204T010203``,
  ``matches.sqlite3.newer-schema-v7-20261204T010203``, its ``-wal`` and ``-shm`` with it) and a
  fresh store is started; :attr:`Store.notice` says so, for the window and the command line
  to show.
"""

from __future__ import annotations

import json
import os
import secrets
import sqlite3
import sys
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Final, Iterator, Mapping, Sequence, TypeVar
from urllib.parse import quote

from .errors import HandError
from .match import (
    E_MATCH_OVER,
    LIST_SEP,
    PLAYERS,
    Body,
    Draw,
    Entry,
    Match,
    MatchRules,
    Penalty,
    Revision,
    Sheet,
    WinHand,
    WinInput,
    as_pairs,
    body_from_json,
    body_to_json,
    build_sheet,
    canonical_json,
    kind_of,
    refused,
    rescore,
    score_win,
)
from .names import Names, same, separated

T = TypeVar("T")

#: the organization and application name the window gives Qt (and so its data folder)
APP_NAME: Final = "Mahjong Scorer"
#: the file name of the store in the data folder
FILE_NAME: Final = "matches.sqlite3"
#: the environment variable naming the data folder instead
DATA_DIR_ENV: Final = "MJSCORE_DATA_DIR"
#: how long a write waits for another program's write to finish, in milliseconds
BUSY_TIMEOUT_MS: Final = 10_000

_SQLITE_MAGIC: Final = b"SQLite format 3\x00"


class StoreError(HandError):
    """The store cannot be opened, read or written (permissions, a full disk, a lock held too
    long), or holds no such match."""

    code = "store_error"


def store_error(template: Names, code: str = "store_error", **params: Any) -> StoreError:
    """A :class:`StoreError` of a template in every language (the English is the message)."""
    msg = template.format(**params)
    return StoreError(msg.en, code=code, names=msg)


# --- what the store says, in every language (the English is the message the command line and
# the tests know; a path and SQLite's own words are given as they are) -------------------------

E_NEWER_SCHEMA: Final = Names("the store has schema version {version}, newer than this program's {known}",
                              "记录库的结构版本为 {version}，比本程序的 {known} 新",
                              "記錄庫的結構版本為 {version}，比本程式的 {known} 新",
                              "記録ファイルのスキーマのバージョン {version} は、このプログラムの {known} より新しいです")
E_OPEN: Final = Names("cannot open the match store {path}: {error}", "无法打开比赛记录库 {path}：{error}",
                      "無法開啟比賽記錄庫 {path}：{error}", "対局記録ファイル {path} を開けません：{error}")
E_READ: Final = Names("cannot read the match store {path}: {error}", "无法读取比赛记录库 {path}：{error}",
                      "無法讀取比賽記錄庫 {path}：{error}", "対局記録ファイル {path} を読み込めません：{error}")
E_CHANGED: Final = Names("the match store {path} changed while it was being checked; open it again",
                         "比赛记录库 {path} 在检查期间被改动；请重新打开", "比賽記錄庫 {path} 在檢查期間被改動；請重新開啟",
                         "対局記録ファイル {path} が確認中に変更されました。開き直してください")
E_MOVED: Final = Names("the match store {path} was moved while it was being checked; open it again",
                       "比赛记录库 {path} 在检查期间被移走；请重新打开", "比賽記錄庫 {path} 在檢查期間被移走；請重新開啟",
                       "対局記録ファイル {path} が確認中に移動されました。開き直してください")
E_FOLDER: Final = Names("cannot make the folder of the match store {path}: {error}",
                        "无法建立比赛记录库的文件夹 {path}：{error}", "無法建立比賽記錄庫的資料夾 {path}：{error}",
                        "対局記録ファイルのフォルダ {path} を作れません：{error}")
E_PREPARE: Final = Names("cannot prepare the match store {path}: {error}", "无法准备比赛记录库 {path}：{error}",
                         "無法準備比賽記錄庫 {path}：{error}", "対局記録ファイル {path} を準備できません：{error}")
E_WAL: Final = Names("the match store {path} cannot use the WAL journal (it uses {mode})",
                     "比赛记录库 {path} 无法使用 WAL 日志（当前为 {mode}）",
                     "比賽記錄庫 {path} 無法使用 WAL 日誌（目前為 {mode}）",
                     "対局記録ファイル {path} で WAL ジャーナルを使えません（現在は {mode}）")
E_BUSY: Final = Names("the match store {path} is busy or cannot be written: {error}",
                      "比赛记录库 {path} 正忙或无法写入：{error}", "比賽記錄庫 {path} 正忙或無法寫入：{error}",
                      "対局記録ファイル {path} は使用中か、書き込めません：{error}")
E_FAILED: Final = Names("the match store {path} failed: {error}", "比赛记录库 {path} 出错：{error}",
                        "比賽記錄庫 {path} 出錯：{error}", "対局記録ファイル {path} でエラーが起きました：{error}")
E_UNKNOWN_MATCH: Final = Names("no match {match} in {path}", "{path} 中没有比赛 {match}", "{path} 中沒有比賽 {match}",
                               "{path} に対局 {match} はありません")
E_UNKNOWN_MATCH_LATEST: Final = Names("no match {match} in {path}; the latest: {known}",
                                      "{path} 中没有比赛 {match}；最近的比赛：{known}",
                                      "{path} 中沒有比賽 {match}；最近的比賽：{known}",
                                      "{path} に対局 {match} はありません。最近の対局：{known}")
E_NO_ENTRY: Final = Names("match {match} has no entry {entry}", "比赛 {match} 没有第 {entry} 条",
                          "比賽 {match} 沒有第 {entry} 條", "対局 {match} に第 {entry} 件はありません")
E_STALE: Final = Names("entry {entry} of match {match} is at revision {last}, not {expected}: someone changed it "
                       "meanwhile; look again",
                       "比赛 {match} 第 {entry} 条已是第 {last} 版，不是第 {expected} 版：其间已有人修改；请重新查看",
                       "比賽 {match} 第 {entry} 條已是第 {last} 版，不是第 {expected} 版：其間已有人修改；請重新查看",
                       "対局 {match} の第 {entry} 件は第 {last} 版で、第 {expected} 版ではありません。"
                       "その間に誰かが変更しました。もう一度確認してください")
E_STALE_SHEET: Final = Names("the sheet of match {match} was changed by another program or window since it was shown: "
                             "nothing was recorded; look at the sheet again",
                             "比赛 {match} 的记分表在显示后被其他程序或窗口修改：未记录任何内容；请重新查看记分表",
                             "比賽 {match} 的記分表在顯示後被其他程式或視窗修改：未記錄任何內容；請重新查看記分表",
                             "対局 {match} の記録表は表示後に別のプログラムかウィンドウで変更されました。何も記録していません。"
                             "記録表をもう一度確認してください")
E_DELETED: Final = Names("entry {entry} of match {match} is deleted already", "比赛 {match} 第 {entry} 条已被删除",
                         "比賽 {match} 第 {entry} 條已被刪除", "対局 {match} の第 {entry} 件はすでに削除されています")
E_NOT_ENTRY: Final = Names("not a match entry: {entry}", "不是比赛记录：{entry}", "不是比賽記錄：{entry}",
                           "対局の記録ではありません：{entry}")
E_PLAYERS: Final = Names("a match has {n} players, each with a name, not {given}",
                         "一场比赛有 {n} 位玩家，每位都要有名字，不能是 {given}",
                         "一場比賽有 {n} 位玩家，每位都要有名字，不能是 {given}",
                         "対局のプレイヤーは {n} 人で、それぞれ名前が必要です（{given} は不可）")
E_SAME_NAMES: Final = Names("the players' names must differ: {names}", "玩家的名字必须各不相同：{names}",
                            "玩家的名字必須各不相同：{names}", "プレイヤーの名前はそれぞれ違うものにしてください：{names}")
E_EXISTS: Final = Names("a match {match} exists already", "比赛 {match} 已经存在", "比賽 {match} 已經存在",
                        "対局 {match} はすでにあります")
E_NO_MATCH_RULES: Final = Names("the rule set {name} has no match rules: no match sheet can be kept for it",
                                "“{title}”没有比赛规则：无法为它记录比赛记分表",
                                "「{title}」沒有比賽規則：無法為它記錄比賽記分表",
                                "「{title}」には対局ルールがないため、対局記録表をつけられません")
#: why a store found on open could not be used
WHY_NOT_SQLITE: Final = Names("it is not an SQLite database", "它不是 SQLite 数据库", "它不是 SQLite 資料庫",
                              "SQLite のデータベースではありません")
WHY_CHECK: Final = Names("PRAGMA quick_check found: {found}", "PRAGMA quick_check 发现：{found}",
                         "PRAGMA quick_check 發現：{found}", "PRAGMA quick_check の結果：{found}")
WHY_NEWER: Final = Names("it has schema version {version}; this program knows up to {known}",
                         "它的结构版本为 {version}；本程序只认识到 {known}",
                         "它的結構版本為 {version}；本程式只認識到 {known}",
                         "スキーマのバージョンが {version} です。このプログラムは {known} までしか扱えません")
WHY_SQLITE: Final = Names("SQLite says: {error}", "SQLite 报告：{error}", "SQLite 回報：{error}",
                          "SQLite のメッセージ：{error}")
NOTICE_SET_ASIDE: Final = Names("The match store {path} could not be used ({why}). It was set aside untouched as "
                                "{aside}, and a new, empty store was started.",
                                "比赛记录库 {path} 无法使用（{why}）。原文件未作改动，已另存为 {aside}，"
                                "并已新建一个空的记录库。",
                                "比賽記錄庫 {path} 無法使用（{why}）。原檔案未作改動，已另存為 {aside}，"
                                "並已新建一個空的記錄庫。",
                                "対局記録ファイル {path} は使えませんでした（{why}）。元のファイルはそのまま {aside} "
                                "として退避し、新しい空の記録ファイルを作りました。")


def data_dir(env: Mapping[str, str] | None = None, platform: str | None = None, home: Path | None = None) -> Path:
    """The folder the store lives in: ``$MJSCORE_DATA_DIR`` when set, else the folder Qt's
    ``QStandardPaths.AppDataLocation`` gives for organization and application "Mahjong Scorer":

    - Linux and the other Unixes: ``$XDG_DATA_HOME/Mahjong Scorer/Mahjong Scorer`` (an absolute
      ``XDG_DATA_HOME`` only, as Qt), else ``~/.local/share/Mahjong Scorer/Mahjong Scorer``;
    - macOS: ``~/Library/Application Support/Mahjong Scorer/Mahjong Scorer``;
    - Windows: ``%APPDATA%/Mahjong Scorer/Mahjong Scorer`` (``APPDATA`` is the roaming folder).
    """
    env = os.environ if env is None else env
    platform = sys.platform if platform is None else platform
    home = Path.home() if home is None else home
    given = env.get(DATA_DIR_ENV)
    if given:
        return Path(given)
    if platform.startswith("win"):
        base = Path(env["APPDATA"]) if env.get("APPDATA") else home / "AppData" / "Roaming"
    elif platform == "darwin":
        base = home / "Library" / "Application Support"
    else:
        xdg = env.get("XDG_DATA_HOME", "")
        base = Path(xdg) if xdg and Path(xdg).is_absolute() else home / ".local" / "share"
    return base / APP_NAME / APP_NAME


def default_path(env: Mapping[str, str] | None = None) -> Path:
    """The store's file: :data:`FILE_NAME` in :func:`data_dir`."""
    return data_dir(env) / FILE_NAME


# --- the schema and its migrations --------------------------------------------------------------

_V1: Final = (
    """CREATE TABLE matches (
        id TEXT PRIMARY KEY,
        rules TEXT NOT NULL,
        players TEXT NOT NULL,              -- JSON array of the four names, in seat order of the first hand
        preset TEXT NOT NULL DEFAULT '',
        options TEXT NOT NULL DEFAULT '{}', -- JSON object: the rule set's scoring options
        match_options TEXT NOT NULL DEFAULT '{}',
        title TEXT NOT NULL DEFAULT '',
        created TEXT NOT NULL
    ) STRICT""",
    """CREATE TABLE records (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        match_id TEXT NOT NULL REFERENCES matches(id),
        entry INTEGER NOT NULL,
        revision INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('win', 'draw', 'penalty', 'deleted')),
        data TEXT NOT NULL,                 -- JSON object: the record's body
        written TEXT NOT NULL,
        UNIQUE (match_id, entry, revision)
    ) STRICT""",
    """CREATE TRIGGER records_never_updated BEFORE UPDATE ON records
       BEGIN SELECT RAISE(ABORT, 'a record is never overwritten: write a new revision'); END""",
    """CREATE TRIGGER records_never_deleted BEFORE DELETE ON records
       BEGIN SELECT RAISE(ABORT, 'a record is never deleted: write a tombstone'); END""",
)

_V2: Final = (
    # why an edit or a delete was made, as the person who made it said
    "ALTER TABLE records ADD COLUMN reason TEXT NOT NULL DEFAULT ''",
    "CREATE INDEX records_by_match ON records (match_id, entry, revision)",
)

#: the forward migrations: migration ``n`` takes a store of schema version ``n - 1`` to ``n``
#: (version 0 is an empty file). Append only; never change one that has shipped.
MIGRATIONS: Final[tuple[tuple[str, ...], ...]] = (_V1, _V2)


def schema_version(migrations: Sequence[Sequence[str]] = MIGRATIONS) -> int:
    """The schema version this program writes."""
    return len(migrations)


def migrate(conn: sqlite3.Connection, migrations: Sequence[Sequence[str]] = MIGRATIONS, upto: int | None = None) -> int:
    """Apply the migrations a store lacks, up to ``upto`` (default: all), in one transaction
    with the new ``user_version``; the version reached. The connection must be in autocommit
    mode (``isolation_level=None``)."""
    target = len(migrations) if upto is None else upto
    conn.execute("BEGIN IMMEDIATE")
    try:
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if version > len(migrations):
            raise store_error(E_NEWER_SCHEMA, "store_newer_schema", version=version, known=len(migrations))
        for n in range(version, target):
            for statement in migrations[n]:
                conn.execute(statement)
        if target > version:
            conn.execute(f"PRAGMA user_version = {int(target)}")
        conn.execute("COMMIT")
        return max(version, target)
    except BaseException:
        conn.execute("ROLLBACK")
        raise


# --- opening: what to do with a file that cannot be trusted ------------------------------------

@dataclass(frozen=True, slots=True)
class StoreNotice:
    """What happened on open that the person should know: ``code`` (``store_corrupt``,
    ``store_newer_schema``), a message (in every language: ``names``), and the paths the old
    files were moved to."""

    code: str
    message: str
    set_aside: Path
    also_moved: tuple[Path, ...] = ()
    names: Names | None = None

    def text(self, lang: str = "en") -> str:
        """The message in ``lang``."""
        return self.names.get(lang) if self.names is not None else self.message


def _now() -> str:
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def _identity(path: Path) -> tuple[int, int, int, int]:
    st = path.stat()
    return st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns


def _problem(path: Path, known: int) -> tuple[str, Names, int, tuple[int, int, int, int]] | None:
    """Why the file cannot be used as it is: (code, why in every language, its schema version,
    the file's identity when checked), or ``None``. Reads only: the checks run on a read-only connection, so the
    file stays as it was."""
    try:
        ident = _identity(path)
    except FileNotFoundError:
        return None
    if ident[2] == 0:
        return None
    with open(path, "rb") as f:
        head = f.read(len(_SQLITE_MAGIC))
    if head != _SQLITE_MAGIC:
        return "store_corrupt", WHY_NOT_SQLITE, 0, ident
    try:
        conn = sqlite3.connect(f"file:{quote(str(path))}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_MS / 1000)
    except sqlite3.Error as e:
        raise store_error(E_OPEN, path=path, error=e) from None
    try:
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        rows = conn.execute("PRAGMA quick_check").fetchall()
        if rows != [("ok",)]:
            return "store_corrupt", WHY_CHECK.format(found="; ".join(str(r[0]) for r in rows[:5])), 0, ident
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if version > known:
            return "store_newer_schema", WHY_NEWER.format(version=version, known=known), version, ident
        return None
    except sqlite3.DatabaseError as e:
        if getattr(e, "sqlite_errorname", "") in ("SQLITE_CORRUPT", "SQLITE_NOTADB") or not isinstance(
                e, sqlite3.OperationalError):
            return "store_corrupt", WHY_SQLITE.format(error=e), 0, ident
        raise store_error(E_READ, path=path, error=e) from None
    finally:
        conn.close()


def _set_aside(path: Path, suffix: str, checked: tuple[int, int, int, int]) -> tuple[Path, tuple[Path, ...]]:
    """Rename the store and its -wal and -shm files with ``suffix``, untouched; the new paths.
    Refuses when the file is no longer the one checked (another copy of the program set it
    aside and started a fresh store meanwhile: that one is not to be moved)."""
    try:
        if _identity(path) != checked:
            raise store_error(E_CHANGED, path=path)
    except FileNotFoundError:
        raise store_error(E_MOVED, path=path) from None
    stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%S")
    target = path.with_name(f"{path.name}.{suffix}-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.{suffix}-{stamp}-{n}")
    os.replace(path, target)
    moved: list[Path] = []
    for extra in ("-wal", "-shm", "-journal"):
        side = path.with_name(path.name + extra)
        if side.exists():
            os.replace(side, target.with_name(target.name + extra))
            moved.append(target.with_name(target.name + extra))
    return target, tuple(moved)


# --- the store ---------------------------------------------------------------------------------

#: a win written after the last hand of a match
E_MATCH_OVER_OF: Final = Names("match {match} is over: {hands} hands are played", E_MATCH_OVER.zh_hans,
                               E_MATCH_OVER.zh_hant, E_MATCH_OVER.ja)


def _rules_of(name: str) -> MatchRules:
    from .rules import get_rules

    found = get_rules(name).match_rules()
    if found is None:
        raise refused(E_NO_MATCH_RULES, "no_match_rules", name=repr(name), title=get_rules(name).title)
    return found


class Store:
    """The match store at ``path`` (default: :func:`default_path`). Open it with ``with``.

    ``notice``: set when the file found there was set aside (see the module's text).
    ``migrations``: the schema's forward migrations (the default is the program's own; a test
    gives more to act as a newer program).
    """

    def __init__(self, path: str | os.PathLike[str] | None = None, *,
                 migrations: Sequence[Sequence[str]] = MIGRATIONS) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.migrations = tuple(tuple(m) for m in migrations)
        self.notice: StoreNotice | None = None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise store_error(E_FOLDER, path=self.path.parent, error=e.strerror) from None
        problem = _problem(self.path, len(self.migrations))
        if problem is not None:
            code, why, version, _checked = problem
            suffix = "corrupt" if code == "store_corrupt" else f"newer-schema-v{version}"
            aside, moved = _set_aside(self.path, suffix, problem[3])
            said = NOTICE_SET_ASIDE.format(path=self.path, why=why, aside=aside)
            self.notice = StoreNotice(code, said.en, aside, moved, said)
        self._conn = self._connect()
        try:
            self.version = migrate(self._conn, self.migrations)
        except sqlite3.Error as e:
            self._conn.close()
            raise store_error(E_PREPARE, path=self.path, error=e) from None

    def _connect(self) -> sqlite3.Connection:
        try:
            conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)
            conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            if str(mode).lower() != "wal":
                raise store_error(E_WAL, path=self.path, mode=mode)
            conn.execute("PRAGMA synchronous = FULL")
            conn.execute("PRAGMA foreign_keys = ON")
            return conn
        except sqlite3.Error as e:
            raise store_error(E_OPEN, path=self.path, error=e) from None

    # -- plumbing ---------------------------------------------------------------------------
    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _transaction(self, work: Callable[[sqlite3.Connection], T], write: bool = True) -> T:
        """``work`` in one transaction: ``BEGIN IMMEDIATE`` for a write (it waits for another
        program's write), a plain ``BEGIN`` for a read (one consistent snapshot)."""
        try:
            self._conn.execute("BEGIN IMMEDIATE" if write else "BEGIN")
        except sqlite3.Error as e:
            raise store_error(E_BUSY, path=self.path, error=e) from None
        try:
            out = work(self._conn)
            self._conn.execute("COMMIT")
            return out
        except sqlite3.Error as e:
            self._rollback()
            raise store_error(E_FAILED, path=self.path, error=e) from None
        except BaseException:
            self._rollback()
            raise

    def _rollback(self) -> None:
        if self._conn.in_transaction:
            try:
                self._conn.execute("ROLLBACK")
            except sqlite3.Error:  # the failure ended the transaction already
                pass

    def integrity_check(self) -> str:
        """``PRAGMA integrity_check``: "ok" or what is wrong."""
        rows = self._conn.execute("PRAGMA integrity_check").fetchall()
        return "; ".join(str(r[0]) for r in rows)

    # -- matches ----------------------------------------------------------------------------
    def create_match(self, rules: str, players: Sequence[str], *, preset: str = "",
                     options: Mapping[str, Any] | None = None, match_options: Mapping[str, Any] | None = None,
                     title: str = "", match_id: str | None = None) -> Match:
        """A new match, saved: four players (player 0 is East in the first hand), a rule set that
        has match rules, its scoring ``preset`` and ``options`` (checked by the rule set), the
        match rules' own options."""
        from .rules import get_rules

        names = tuple(str(p).strip() for p in players)
        if len(names) != PLAYERS or any(not n for n in names):
            raise refused(E_PLAYERS, n=PLAYERS, given=repr(list(players)))
        if len(set(n.casefold() for n in names)) != PLAYERS:
            raise refused(E_SAME_NAMES, names=separated([same(n) for n in names], LIST_SEP))
        rule_set = get_rules(rules)
        hook = _rules_of(rules)
        chosen = dict(rule_set.preset_options(preset)) if preset else {}
        chosen.update(options or {})
        checked = rule_set.check_options(chosen)
        kept = {k: v for k, v in checked.items() if k in chosen}
        match_opts = hook.check_match_options(dict(match_options or {}))
        mid = match_id or f"{datetime.now(timezone.utc).strftime('%Y%m%d')}-{secrets.token_hex(3)}"
        match = Match(mid, (names[0], names[1], names[2], names[3]), rules, _now(), preset, as_pairs(kept),
                      as_pairs(match_opts), title)

        def work(conn: sqlite3.Connection) -> Match:
            if conn.execute("SELECT 1 FROM matches WHERE id = ?", (mid,)).fetchone():
                raise refused(E_EXISTS, match=mid)
            conn.execute("INSERT INTO matches (id, rules, players, preset, options, match_options, title, created) "
                         "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                         (mid, rules, canonical_json(list(match.players)), preset, canonical_json(kept),
                          canonical_json(match_opts), title, match.created))
            return match

        return self._transaction(work)

    @staticmethod
    def _match_of(row: Sequence[Any]) -> Match:
        mid, rules, players, preset, options, match_options, title, created = row
        names = json.loads(players)
        return Match(mid, (names[0], names[1], names[2], names[3]), rules, created, preset,
                     as_pairs(json.loads(options)), as_pairs(json.loads(match_options)), title)

    _MATCH_COLUMNS: Final = "id, rules, players, preset, options, match_options, title, created"

    def matches(self) -> tuple[Match, ...]:
        """Every match, oldest first."""
        rows = self._conn.execute(f"SELECT {self._MATCH_COLUMNS} FROM matches ORDER BY created, rowid").fetchall()
        return tuple(self._match_of(r) for r in rows)

    def _load_match(self, conn: sqlite3.Connection, match_id: str) -> Match:
        row = conn.execute(f"SELECT {self._MATCH_COLUMNS} FROM matches WHERE id = ?", (match_id,)).fetchone()
        if row is None:
            known = [r[0] for r in conn.execute("SELECT id FROM matches ORDER BY created DESC LIMIT 5")]
            if known:
                raise store_error(E_UNKNOWN_MATCH_LATEST, "unknown_match", match=repr(match_id), path=self.path,
                                  known=", ".join(known))
            raise store_error(E_UNKNOWN_MATCH, "unknown_match", match=repr(match_id), path=self.path)
        return self._match_of(row)

    def match(self, match_id: str) -> Match:
        return self._transaction(lambda conn: self._load_match(conn, match_id), write=False)

    # -- records ----------------------------------------------------------------------------
    @staticmethod
    def _revisions(conn: sqlite3.Connection, match_id: str) -> list[Revision]:
        rows = conn.execute("SELECT seq, entry, revision, kind, data, written, reason FROM records "
                            "WHERE match_id = ? ORDER BY seq", (match_id,)).fetchall()
        return [Revision(match_id, entry, revision, kind, body_from_json(kind, json.loads(data)), written, reason, seq)
                for seq, entry, revision, kind, data, written, reason in rows]

    def revisions(self, match_id: str) -> tuple[Revision, ...]:
        """Every revision of every entry of a match, in the order written."""
        def work(conn: sqlite3.Connection) -> tuple[Revision, ...]:
            self._load_match(conn, match_id)
            return tuple(self._revisions(conn, match_id))

        return self._transaction(work, write=False)

    def history(self, match_id: str, entry: int) -> tuple[Revision, ...]:
        """Every revision of one entry, oldest first (the last is what the sheet shows)."""
        found = tuple(r for r in self.revisions(match_id) if r.entry == entry)
        if not found:
            raise store_error(E_NO_ENTRY, "unknown_entry", match=match_id, entry=entry)
        return found

    def sheet(self, match_id: str) -> Sheet:
        """The match's sheet as it stands (see :func:`core.match.build_sheet`)."""
        def work(conn: sqlite3.Connection) -> Sheet:
            match = self._load_match(conn, match_id)
            return build_sheet(match, self._revisions(conn, match_id), _rules_of(match.rules))

        return self._transaction(work, write=False)

    def _write(self, match_id: str, entry: int | None, make: Callable[[Match, MatchRules, Sheet, int], Body | None],
               expected_revision: int | None, reason: str, expected_sheet: int | None = None) -> Revision:
        """Write the next revision of ``entry`` (``None``: a new entry) in one transaction: the
        body made from the sheet as it stands, the whole sheet folded again with it (the match
        rules refuse what they refuse), then the insert. ``expected_sheet``: refuse
        (``stale_sheet``) unless the sheet stands on that many revisions (:attr:`Sheet.revisions`)."""
        def work(conn: sqlite3.Connection) -> Revision:
            match = self._load_match(conn, match_id)
            rules = _rules_of(match.rules)
            revisions = self._revisions(conn, match_id)
            if expected_sheet is not None and expected_sheet != len(revisions):
                raise store_error(E_STALE_SHEET, "stale_sheet", match=match_id)
            sheet = build_sheet(match, revisions, rules)
            if entry is None:
                number = 1 + max((r.entry for r in revisions), default=0)
                revision = 1
            else:
                mine = [r for r in revisions if r.entry == entry]
                if not mine:
                    raise store_error(E_NO_ENTRY, "unknown_entry", match=match_id, entry=entry)
                last = max(r.revision for r in mine)
                if expected_revision is not None and expected_revision != last:
                    raise store_error(E_STALE, "stale_revision", entry=entry, match=match_id, last=last,
                                      expected=expected_revision)
                number, revision = entry, last + 1
            body = make(match, rules, sheet, number)
            if entry is not None and body is None and mine[-1].body is None:
                raise store_error(E_DELETED, "unknown_entry", entry=entry, match=match_id)
            new = Revision(match_id, number, revision, kind_of(body), body, _now(), reason)
            build_sheet(match, revisions + [new], rules, strict=number)  # raises what the rules refuse
            cur = conn.execute("INSERT INTO records (match_id, entry, revision, kind, data, written, reason) "
                               "VALUES (?, ?, ?, ?, ?, ?, ?)",
                               (match_id, number, revision, new.kind, canonical_json(body_to_json(body)), new.written,
                                reason))
            return Revision(match_id, number, revision, new.kind, body, new.written, reason, int(cur.lastrowid or 0))

        return self._transaction(work)

    @staticmethod
    def _body(entry: Entry, match: Match, rules: MatchRules, seating_of: Callable[[], Any]) -> Body:
        if isinstance(entry, WinInput):
            return score_win(match, rules, seating_of(), entry.winner, entry.discarder, entry.inputs,
                             claim=entry.claim, verdict=entry.verdict, facts=entry.facts)
        if isinstance(entry, Draw):
            for p in entry.tenpai:
                match.player(p)
            return Draw(tuple(sorted(set(entry.tenpai))), entry.facts_json)
        if isinstance(entry, Penalty):
            match.player(entry.offender)
            rules.penalty_kind(entry.kind)
            return entry
        raise refused(E_NOT_ENTRY, entry=repr(entry))

    def add(self, match_id: str, entry: Entry, *, expected_sheet: int | None = None) -> Revision:
        """Record what happened next: a win (scored now, at the seating of the next hand), a
        draw or a penalty; the saved revision, committed when this returns. ``expected_sheet``:
        the :attr:`Sheet.revisions` of the sheet the entry was made from (a window's): if
        another program wrote meanwhile, nothing is written (``stale_sheet``)."""
        def make(match: Match, rules: MatchRules, sheet: Sheet, number: int) -> Body:
            def seating() -> Any:
                if sheet.next_seating is None:
                    raise refused(E_MATCH_OVER_OF, "match_over", match=match_id, hands=sheet.hands_played)
                return sheet.next_seating
            return self._body(entry, match, rules, seating)

        return self._write(match_id, None, make, None, "", expected_sheet)

    def edit(self, match_id: str, entry: int, new: Entry, *, expected_revision: int | None = None,
             reason: str = "") -> Revision:
        """Write a new revision of an entry (a win is scored at the entry's place on the sheet);
        ``expected_revision``: refuse (``stale_revision``) if the entry has changed since."""
        def make(match: Match, rules: MatchRules, sheet: Sheet, number: int) -> Body:
            return self._body(new, match, rules, lambda: sheet.row(number).seating)

        return self._write(match_id, entry, make, expected_revision, reason)

    def delete(self, match_id: str, entry: int, *, expected_revision: int | None = None, reason: str = "") -> Revision:
        """Write an entry's tombstone: the sheet leaves it out, its history keeps every revision."""
        return self._write(match_id, entry, lambda *_: None, expected_revision, reason)

    # conveniences for the common cases
    def add_win(self, match_id: str, winner: int, discarder: int | None, hand: str, win: str, *,
                melds: Sequence[str] = (), flowers: str | int | None = None, context: Mapping[str, Any] | None = None,
                options: Mapping[str, Any] | None = None, claim: Any = None, verdict: Any = None,
                facts: Mapping[str, Any] | None = None) -> Revision:
        inputs: dict[str, Any] = {"hand": hand, "melds": list(melds), "win": win, "context": dict(context or {}),
                                  "options": dict(options or {})}
        if flowers is not None:
            inputs["flowers"] = flowers
        return self.add(match_id, WinInput(winner, discarder, inputs, claim, verdict, facts))

    def add_draw(self, match_id: str, tenpai: Sequence[int] = (), facts: Mapping[str, Any] | None = None) -> Revision:
        return self.add(match_id, Draw(tuple(tenpai), canonical_json(dict(facts or {}))))

    def add_penalty(self, match_id: str, offender: int, kind: str, points: int | None = None, note: str = "") -> Revision:
        return self.add(match_id, Penalty(offender, kind, points, note))

    # -- checking stored results against the current core ----------------------------------
    def verify(self, match_id: str | None = None) -> Iterator[tuple[Match, Revision, dict[str, Any]]]:
        """Every stored win (each entry's latest revision) whose hand the current core scores
        differently from the stored result: (match, revision, the new result)."""
        for match in self.matches() if match_id is None else (self.match(match_id),):
            latest_of: dict[int, Revision] = {}
            for r in self.revisions(match.id):
                latest_of[r.entry] = r
            for r in sorted(latest_of.values(), key=lambda r: r.entry):
                if isinstance(r.body, WinHand):
                    now = rescore(r.body)
                    if now != r.body.result:
                        yield match, r, now


__all__ = ["APP_NAME", "DATA_DIR_ENV", "FILE_NAME", "MIGRATIONS", "Store", "StoreError", "StoreNotice", "data_dir",
           "default_path", "migrate", "schema_version"]
