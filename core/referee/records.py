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
- **Its own file.** A store carries ``PRAGMA application_id`` :data:`APPLICATION_ID`; a new
  one is made whole in a temporary file beside its path and linked into place (a program killed
  while creating it leaves no half store; of several creating it at once, one wins and all
  open it); a ``-journal`` left by a program killed in a write is rolled back on open.
- **A file it cannot trust is set aside, untouched.** A file that is not an SQLite database,
  another program's SQLite database (not our id, not our tables),
  fails ``PRAGMA quick_check`` or was written by a newer program (a higher schema version) is
  renamed next to itself (``matches.sqlite3.corrupt-20261204T010203``,
  ``matches.sqlite3.newer-schema-v7-20261204T010203``, its ``-wal`` and ``-shm`` with it) and a
  fresh store is started; :attr:`Store.notice` says so, for the window and the command line
  to show.
"""

from __future__ import annotations

import functools
import json
import os
import secrets
import sqlite3
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from fractions import Fraction
from pathlib import Path
from typing import Any, Final, Protocol, TypeVar
from urllib.parse import quote

from core.engine.match_rules import (
    E_MATCH_OVER,
    LIST_SEP,
    PLAYERS,
    Body,
    Draw,
    Match,
    MatchRules,
    Penalty,
    Seating,
    TableState,
    WinHand,
    as_pairs,
    refused,
)
from core.model.errors import HandError
from core.model.names import Names, clean_name, name_key, same, separated, unseen_difference
from core.referee.match import (
    Entry,
    Revision,
    Sheet,
    WinInput,
    body_from_json,
    body_to_json,
    build_sheet,
    canonical_json,
    extend_sheet,
    headless_sheet,
    kind_of,
    rescore,
    same_score,
    score_wins,
)

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
#: ``PRAGMA application_id`` of a match store ("MJSC"): how the program knows its own file from
#: another program's SQLite database found at the store's path (that one is set aside untouched)
APPLICATION_ID: Final = 0x4D4A5343
#: the tables of the schema (a store written before the application id had these)
_OUR_TABLES: Final = frozenset({"matches", "records"})


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

E_NEWER_SCHEMA: Final = Names(
    "the store has schema version {version}, newer than this program's {known}",
    "记录库的结构版本为 {version}，比本程序的 {known} 新",
    "記錄庫的結構版本為 {version}，比本程式的 {known} 新",
    "記録ファイルのスキーマのバージョン {version} は、このプログラムの {known} より新しいです",
)
E_OPEN: Final = Names(
    "cannot open the match store {path}: {error}",
    "无法打开比赛记录库 {path}：{error}",
    "無法開啟比賽記錄庫 {path}：{error}",
    "対局記録ファイル {path} を開けません：{error}",
)
E_READ: Final = Names(
    "cannot read the match store {path}: {error}",
    "无法读取比赛记录库 {path}：{error}",
    "無法讀取比賽記錄庫 {path}：{error}",
    "対局記録ファイル {path} を読み込めません：{error}",
)
E_CHANGED: Final = Names(
    "the match store {path} changed while it was being checked; open it again",
    "比赛记录库 {path} 在检查期间被改动；请重新打开",
    "比賽記錄庫 {path} 在檢查期間被改動；請重新開啟",
    "対局記録ファイル {path} が確認中に変更されました。開き直してください",
)
E_MOVED: Final = Names(
    "the match store {path} was moved while it was being checked; open it again",
    "比赛记录库 {path} 在检查期间被移走；请重新打开",
    "比賽記錄庫 {path} 在檢查期間被移走；請重新開啟",
    "対局記録ファイル {path} が確認中に移動されました。開き直してください",
)
E_FOLDER: Final = Names(
    "cannot make the folder of the match store {path}: {error}",
    "无法建立比赛记录库的文件夹 {path}：{error}",
    "無法建立比賽記錄庫的資料夾 {path}：{error}",
    "対局記録ファイルのフォルダ {path} を作れません：{error}",
)
E_PREPARE: Final = Names(
    "cannot prepare the match store {path}: {error}",
    "无法准备比赛记录库 {path}：{error}",
    "無法準備比賽記錄庫 {path}：{error}",
    "対局記録ファイル {path} を準備できません：{error}",
)
E_WAL: Final = Names(
    "the match store {path} cannot use the WAL journal (it uses {mode})",
    "比赛记录库 {path} 无法使用 WAL 日志（当前为 {mode}）",
    "比賽記錄庫 {path} 無法使用 WAL 日誌（目前為 {mode}）",
    "対局記録ファイル {path} で WAL ジャーナルを使えません（現在は {mode}）",
)
E_BUSY: Final = Names(
    "the match store {path} is busy or cannot be written: {error}",
    "比赛记录库 {path} 正忙或无法写入：{error}",
    "比賽記錄庫 {path} 正忙或無法寫入：{error}",
    "対局記録ファイル {path} は使用中か、書き込めません：{error}",
)
E_FAILED: Final = Names(
    "the match store {path} failed: {error}",
    "比赛记录库 {path} 出错：{error}",
    "比賽記錄庫 {path} 出錯：{error}",
    "対局記録ファイル {path} でエラーが起きました：{error}",
)
E_UNKNOWN_MATCH: Final = Names(
    "no match {match} in {path}",
    "{path} 中没有比赛 {match}",
    "{path} 中沒有比賽 {match}",
    "{path} に対局 {match} はありません",
)
E_UNKNOWN_MATCH_LATEST: Final = Names(
    "no match {match} in {path}; the latest: {known}",
    "{path} 中没有比赛 {match}；最近的比赛：{known}",
    "{path} 中沒有比賽 {match}；最近的比賽：{known}",
    "{path} に対局 {match} はありません。最近の対局：{known}",
)
E_NO_ENTRY: Final = Names(
    "match {match} has no entry {entry}",
    "比赛 {match} 没有第 {entry} 条",
    "比賽 {match} 沒有第 {entry} 條",
    "対局 {match} に第 {entry} 件はありません",
)
E_STALE: Final = Names(
    "entry {entry} of match {match} is at revision {last}, not {expected}: someone changed it meanwhile; look again",
    "比赛 {match} 第 {entry} 条已是第 {last} 版，不是第 {expected} 版：其间已有人修改；请重新查看",
    "比賽 {match} 第 {entry} 條已是第 {last} 版，不是第 {expected} 版：其間已有人修改；請重新查看",
    "対局 {match} の第 {entry} 件は第 {last} 版で、第 {expected} 版ではありません。"
    "その間に誰かが変更しました。もう一度確認してください",
)
E_STALE_SHEET: Final = Names(
    "the sheet of match {match} was changed by another program or window since it was shown: "
    "nothing was recorded; look at the sheet again",
    "比赛 {match} 的记分表在显示后被其他程序或窗口修改：未记录任何内容；请重新查看记分表",
    "比賽 {match} 的記分表在顯示後被其他程式或視窗修改：未記錄任何內容；請重新查看記分表",
    "対局 {match} の記録表は表示後に別のプログラムかウィンドウで変更されました。何も記録していません。"
    "記録表をもう一度確認してください",
)
E_DELETED: Final = Names(
    "entry {entry} of match {match} is deleted already",
    "比赛 {match} 第 {entry} 条已被删除",
    "比賽 {match} 第 {entry} 條已被刪除",
    "対局 {match} の第 {entry} 件はすでに削除されています",
)
E_NOT_ENTRY: Final = Names(
    "not a match entry: {entry}", "不是比赛记录：{entry}", "不是比賽記錄：{entry}", "対局の記録ではありません：{entry}"
)
E_NUL: Final = Names(
    "the entry's {field} holds a NUL character (U+0000), which no store keeps: nothing was written",
    "该记录的 {field} 含有 NUL 字符（U+0000），记录库无法保存：未写入任何内容",
    "該記錄的 {field} 含有 NUL 字元（U+0000），記錄庫無法保存：未寫入任何內容",
    "この記録の {field} には NUL 文字（U+0000）があり、保存できません。何も記録していません",
)
E_PLAYERS: Final = Names(
    "a match has {n} players, each with a name, not {given}",
    "一场比赛有 {n} 位玩家，每位都要有名字，不能是 {given}",
    "一場比賽有 {n} 位玩家，每位都要有名字，不能是 {given}",
    "対局のプレイヤーは {n} 人で、それぞれ名前が必要です（{given} は不可）",
)
E_SAME_NAMES: Final = Names(
    "the players' names must differ: {names}",
    "玩家的名字必须各不相同：{names}",
    "玩家的名字必須各不相同：{names}",
    "プレイヤーの名前はそれぞれ違うものにしてください：{names}",
)
E_SAME_UNSEEN: Final = Names(
    "the name {given} differs from {other} only in characters that do not show ({chars}): "
    "names must differ in what a person sees",
    "名字 {given} 与 {other} 只在看不见的字符上不同（{chars}）：名字须在看得见的地方不同",
    "名字 {given} 與 {other} 只在看不見的字元上不同（{chars}）：名字須在看得見的地方不同",
    "名前 {given} と {other} は見えない文字（{chars}）だけが違います：見て分かる違いが必要です",
)
#: the longest name a player may have (a name is shown in the columns of a sheet)
MAX_NAME_CHARS: Final = 100
E_NAME_LONG: Final = Names(
    "a player's name is at most {most} characters, not {n} ({name}...)",
    "玩家名字最多 {most} 个字符，不能是 {n} 个（{name}……）",
    "玩家名字最多 {most} 個字元，不能是 {n} 個（{name}……）",
    "プレイヤー名は {most} 文字までです（{n} 文字の {name}… は不可）",
)
E_NAME_NOT_TEXT: Final = Names(
    "a player's name {name} holds a character that is not text (a lone surrogate)",
    "玩家名字 {name} 含有不是文本的字符（孤立的代理项）",
    "玩家名字 {name} 含有不是文字的字元（孤立的代理項）",
    "プレイヤー名 {name} にテキストでない文字（単独のサロゲート）があります",
)
E_EXISTS: Final = Names(
    "a match {match} exists already", "比赛 {match} 已经存在", "比賽 {match} 已經存在", "対局 {match} はすでにあります"
)
E_NO_MATCH_RULES: Final = Names(
    "the rule set {name} has no match rules: no match sheet can be kept for it",
    "“{title}”没有比赛规则：无法为它记录比赛记分表",
    "「{title}」沒有比賽規則：無法為它記錄比賽記分表",
    "「{title}」には対局ルールがないため、対局記録表をつけられません",
)
#: why a store found on open could not be used
WHY_NOT_SQLITE: Final = Names(
    "it is not an SQLite database",
    "它不是 SQLite 数据库",
    "它不是 SQLite 資料庫",
    "SQLite のデータベースではありません",
)
WHY_CHECK: Final = Names(
    "PRAGMA quick_check found: {found}",
    "PRAGMA quick_check 发现：{found}",
    "PRAGMA quick_check 發現：{found}",
    "PRAGMA quick_check の結果：{found}",
)
WHY_NEWER: Final = Names(
    "it has schema version {version}; this program knows up to {known}",
    "它的结构版本为 {version}；本程序只认识到 {known}",
    "它的結構版本為 {version}；本程式只認識到 {known}",
    "スキーマのバージョンが {version} です。このプログラムは {known} までしか扱えません",
)
WHY_FOREIGN: Final = Names(
    "it is another program's SQLite database (application id {app_id}, tables: {tables})",
    "它是其他程序的 SQLite 数据库（application id {app_id}，表：{tables}）",
    "它是其他程式的 SQLite 資料庫（application id {app_id}，資料表：{tables}）",
    "別のプログラムの SQLite データベースです（application id {app_id}、テーブル：{tables}）",
)
#: (the other languages leave out the reader's own words, which are English)
E_DAMAGED: Final = Names(
    "match {match}: entry {entry} (revision {revision}) of the store {path} is damaged and cannot "
    "be read ({error}); the other matches are usable",
    "比赛 {match}：记录库 {path} 中第 {entry} 条（第 {revision} 版）已损坏，无法读取；其他比赛仍可使用",
    "比賽 {match}：記錄庫 {path} 中第 {entry} 條（第 {revision} 版）已損壞，無法讀取；其他比賽仍可使用",
    "対局 {match}：記録ファイル {path} の第 {entry} 件（第 {revision} 版）が壊れていて読めません。ほかの対局は使えます",
)
E_DAMAGED_MATCH: Final = Names(
    "match {match} of the store {path} is damaged and cannot be read ({error}); the other matches are usable",
    "记录库 {path} 中的比赛 {match} 已损坏，无法读取；其他比赛仍可使用",
    "記錄庫 {path} 中的比賽 {match} 已損壞，無法讀取；其他比賽仍可使用",
    "記録ファイル {path} の対局 {match} が壊れていて読めません。ほかの対局は使えます",
)
E_READ_ONLY: Final = Names(
    "the match store {path} can only be read here (its folder or file cannot be written): nothing can be recorded",
    "此处只能读取比赛记录库 {path}（其文件夹或文件不可写入）：无法记录",
    "此處只能讀取比賽記錄庫 {path}（其資料夾或檔案不可寫入）：無法記錄",
    "対局記録ファイル {path} はここでは読み込みしかできません（フォルダかファイルに書き込めません）：記録できません",
)
E_NOT_A_FILE: Final = Names(
    "the match store {path} is not a file (a folder or a device is there)",
    "比赛记录库 {path} 不是文件（该处是文件夹或设备）",
    "比賽記錄庫 {path} 不是檔案（該處是資料夾或裝置）",
    "対局記録ファイル {path} はファイルではありません（フォルダかデバイスがあります）",
)
WHY_SQLITE: Final = Names(
    "SQLite says: {error}", "SQLite 报告：{error}", "SQLite 回報：{error}", "SQLite のメッセージ：{error}"
)
NOTICE_SET_ASIDE: Final = Names(
    "The match store {path} could not be used ({why}). It was set aside untouched as "
    "{aside}, and a new, empty store was started.",
    "比赛记录库 {path} 无法使用（{why}）。原文件未作改动，已另存为 {aside}，并已新建一个空的记录库。",
    "比賽記錄庫 {path} 無法使用（{why}）。原檔案未作改動，已另存為 {aside}，並已新建一個空的記錄庫。",
    "対局記録ファイル {path} は使えませんでした（{why}）。元のファイルはそのまま {aside} "
    "として退避し、新しい空の記録ファイルを作りました。",
)


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
        players TEXT NOT NULL,              -- JSON array of the names (4, or 3), in seat order of the first hand
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

_V3: Final = (
    # tournaments (core/referee/tournament.py): who plays, the seating of each round, and the
    # match of each table; the hands stay in the matches' records
    """CREATE TABLE tournaments (
        id TEXT PRIMARY KEY,
        title TEXT NOT NULL,
        rules TEXT NOT NULL,
        rounds INTEGER NOT NULL CHECK (rounds >= 1),
        preset TEXT NOT NULL DEFAULT '',
        options TEXT NOT NULL DEFAULT '{}',         -- JSON object: the rule set's scoring options
        match_options TEXT NOT NULL DEFAULT '{}',   -- JSON object: every table's match options
        created TEXT NOT NULL
    ) STRICT""",
    """CREATE TABLE tournament_players (
        tournament_id TEXT NOT NULL REFERENCES tournaments(id),
        number INTEGER NOT NULL CHECK (number >= 1),
        name TEXT NOT NULL,
        country TEXT NOT NULL DEFAULT '',
        ema TEXT NOT NULL DEFAULT '',
        wrc TEXT NOT NULL DEFAULT '',
        substitute INTEGER NOT NULL DEFAULT 0 CHECK (substitute IN (0, 1)),
        PRIMARY KEY (tournament_id, number)
    ) STRICT""",
    """CREATE TABLE tournament_rounds (
        tournament_id TEXT NOT NULL REFERENCES tournaments(id),
        round INTEGER NOT NULL CHECK (round >= 1),
        method TEXT NOT NULL,
        seated TEXT NOT NULL,
        closed TEXT NOT NULL DEFAULT '',            -- when the round was closed ('' while it is played)
        time_called INTEGER NOT NULL DEFAULT 0,     -- closed on time: the unfinished tables end as they stand
        PRIMARY KEY (tournament_id, round)
    ) STRICT""",
    """CREATE TABLE tournament_tables (
        tournament_id TEXT NOT NULL,
        round INTEGER NOT NULL,
        table_no INTEGER NOT NULL CHECK (table_no >= 1),
        seats TEXT NOT NULL,                        -- JSON array of player numbers, in seat order
        match_id TEXT NOT NULL UNIQUE REFERENCES matches(id),
        PRIMARY KEY (tournament_id, round, table_no),
        FOREIGN KEY (tournament_id, round) REFERENCES tournament_rounds(tournament_id, round)
    ) STRICT""",
    """CREATE TRIGGER tournament_tables_kept BEFORE DELETE ON tournament_tables
       BEGIN SELECT RAISE(ABORT, 'a seated table is kept: its match holds the hands'); END""",
)

_V4: Final = (
    # a tournament's tiebreaks after table points and score (JSON array of core.referee.tournament
    # TIEBREAKS keys), and whom each substitute at a table sat for (JSON object: substitute -> absent)
    "ALTER TABLE tournaments ADD COLUMN tiebreaks TEXT NOT NULL DEFAULT '[]'",
    "ALTER TABLE tournament_tables ADD COLUMN replaced TEXT NOT NULL DEFAULT '{}'",
    # each match's result as its sheet last stood when written (SheetSummary), for standings read
    # without folding every sheet: used only while the match's records are the ones it was made
    # from and the match rules' code is the same (see MatchStore.summaries)
    """CREATE TABLE sheet_summaries (
        match_id TEXT PRIMARY KEY REFERENCES matches(id),
        records INTEGER NOT NULL,
        last_seq INTEGER NOT NULL,
        rules_code TEXT NOT NULL,
        summary TEXT NOT NULL
    ) STRICT""",
)

_V5: Final = (
    # a player's first and last name as the players file gives them (the EMA and WRC results keep
    # them apart: a name split at its last space made "Anna van der" / "Berg"), and where and when
    # the tournament is played (the results' head)
    "ALTER TABLE tournament_players ADD COLUMN first_name TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE tournament_players ADD COLUMN last_name TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE tournaments ADD COLUMN place TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE tournaments ADD COLUMN dates TEXT NOT NULL DEFAULT ''",
)

#: the schema version from which the store keeps each match's summary
SUMMARIES_SINCE: Final = 4

#: the forward migrations: migration ``n`` takes a store of schema version ``n - 1`` to ``n``
#: (version 0 is an empty file). Append only; never change one that has shipped.
MIGRATIONS: Final[tuple[tuple[str, ...], ...]] = (_V1, _V2, _V3, _V4, _V5)


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
        if int(conn.execute("PRAGMA application_id").fetchone()[0]) != APPLICATION_ID:
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")  # (a store written before the id)
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
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _identity(path: Path) -> tuple[int, int, int, int]:
    st = path.stat()
    return st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns


def _problem(path: Path, known: int) -> tuple[str, Names, int, tuple[int, int, int, int]] | None:
    """Why the file cannot be used as it is: (code, why in every language, its schema version,
    the file's identity when checked), or ``None``. Reads only: the checks run on a read-only connection, so the
    file stays as it was. In a folder that cannot be written (a WAL store needs its -shm
    beside it), the file is read as it stands (``immutable``)."""
    try:
        return _problem_as(path, known, "mode=ro")
    except StoreError as e:
        if os.access(path.parent, os.W_OK) and _writable_folder(path.parent):
            raise
        try:
            return _problem_as(path, known, "immutable=1")
        except StoreError:
            raise e from None


def _writable_folder(folder: Path) -> bool:
    """Whether a file can be made in ``folder`` (``os.access`` says yes to root on a read-only
    file system)."""
    import tempfile

    try:
        with tempfile.TemporaryFile(dir=folder):
            return True
    except OSError:
        return False


def _problem_as(path: Path, known: int, flags: str) -> tuple[str, Names, int, tuple[int, int, int, int]] | None:
    """:func:`_problem` through a connection opened with these URI ``flags``."""
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
        conn = sqlite3.connect(f"file:{quote(str(path))}?{flags}", uri=True, timeout=BUSY_TIMEOUT_MS / 1000)
    except sqlite3.Error as e:
        raise store_error(E_OPEN, path=path, error=e) from None
    try:
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        rows = conn.execute("PRAGMA quick_check").fetchall()
        if rows != [("ok",)]:
            return "store_corrupt", WHY_CHECK.format(found="; ".join(str(r[0]) for r in rows[:5])), 0, ident
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        app_id = int(conn.execute("PRAGMA application_id").fetchone()[0])
        tables = {
            str(r[0])
            for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%'")
        }
        # ours: our id, or (written before the id) our tables at a version we know; an empty
        # database (a creation that never finished) holds nothing to lose
        ours = app_id == APPLICATION_ID or (
            app_id == 0 and (not tables and version == 0 or _OUR_TABLES <= tables and 1 <= version)
        )
        if not ours:
            listed = ", ".join(sorted(tables)) or "-"
            return "store_foreign", WHY_FOREIGN.format(app_id=app_id, tables=listed), version, ident
        if version > known:
            return "store_newer_schema", WHY_NEWER.format(version=version, known=known), version, ident
        return None
    except sqlite3.DatabaseError as e:
        if getattr(e, "sqlite_errorname", "") in ("SQLITE_CORRUPT", "SQLITE_NOTADB") or not isinstance(
            e, sqlite3.OperationalError
        ):
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
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
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


def _roll_back_hot_journal(path: Path) -> None:
    """A ``-journal`` left beside the store by a program killed in a write (a normal crash
    state) is rolled back by SQLite on the first read of a connection that may write: let it,
    before the read-only checks (which cannot roll it back and would refuse the file)."""
    journal = path.with_name(path.name + "-journal")
    try:
        if not journal.stat().st_size:
            return
    except FileNotFoundError:
        return
    try:
        conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000)
        try:
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        finally:
            conn.close()
    except sqlite3.Error:
        pass  # (the checks that follow say what is wrong)


#: a store being made (see _create), left behind when its maker was killed, is removed after this
_STALE_CREATION_S: Final = 600


def _create(path: Path, migrations: Sequence[Sequence[str]]) -> None:
    """A new store, made whole in a temporary file beside ``path`` (WAL journal, the schema,
    the application id) and then linked into place: a program killed while creating it leaves
    no half store at ``path``, and of several programs creating it at once one store wins and
    the others open it."""
    import tempfile
    import time

    for old in path.parent.glob(f".{path.name}.*.creating"):
        try:
            if time.time() - old.stat().st_mtime > _STALE_CREATION_S:
                old.unlink()
        except OSError:
            pass
    try:
        fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".creating", dir=path.parent)
    except OSError as e:
        raise store_error(E_OPEN, path=path, error=e.strerror or e) from None
    os.close(fd)
    try:
        conn = sqlite3.connect(temporary, isolation_level=None)
        try:
            conn.execute("PRAGMA journal_mode = WAL")
            migrate(conn, migrations)
        finally:
            conn.close()  # (the last connection: the -wal is checkpointed and removed)
        try:
            if path.stat().st_size == 0:
                path.unlink()  # an empty file holds nothing: the new store takes its place
        except FileNotFoundError:
            pass
        try:
            os.link(temporary, path)
        except FileExistsError:
            pass  # another program made it meanwhile: that one is the store
        except OSError:  # (a file system without hard links)
            if not path.exists():
                os.replace(temporary, path)
    except (OSError, sqlite3.Error) as e:
        raise store_error(E_OPEN, path=path, error=getattr(e, "strerror", None) or e) from None
    finally:
        for extra in ("", "-wal", "-shm", "-journal"):
            try:
                os.unlink(temporary + extra)
            except OSError:
                pass


def _open_read_only(path: Path, known: int) -> sqlite3.Connection | None:
    """A connection that only reads a sound store of this program's schema where it cannot be
    written (a read-only folder: WAL needs to write beside the file), or ``None``."""
    try:
        if not path.is_file() or path.stat().st_size == 0:
            return None
    except OSError:
        return None
    for flags in ("mode=ro", "immutable=1"):
        try:
            conn = sqlite3.connect(
                f"file:{quote(str(path))}?{flags}", uri=True, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000
            )
        except sqlite3.Error:
            continue
        try:
            if (
                int(conn.execute("PRAGMA user_version").fetchone()[0]) == known
                and int(conn.execute("PRAGMA application_id").fetchone()[0]) == APPLICATION_ID
            ):
                conn.execute("SELECT count(*) FROM matches").fetchone()
                return conn
        except sqlite3.Error:
            pass
        conn.close()
    return None


def _why(e: BaseException) -> str:
    """An exception's own words, short (for a damaged record's message)."""
    text = str(e) or type(e).__name__
    return text if len(text) <= 120 else text[:117] + "..."


def _checked_body(kind: str, data: Any, count: int = PLAYERS) -> Body | None:
    """A stored record's body, refused (``ValueError``) where it cannot be one: not an object,
    a player who is not one of the match's ``count`` (0-3, or 0-2 at three)."""
    if not isinstance(data, dict):
        raise ValueError("the record is not a JSON object")
    body = body_from_json(kind, data)
    players: list[int | None] = []
    if isinstance(body, WinHand):
        players = [p for w in body.winners for p in (w.winner, w.discarder)]
        if not all(isinstance(w.result, dict) for w in body.winners):
            raise ValueError("its result is not an object")
    elif isinstance(body, Draw):
        players = list(body.tenpai)
    elif isinstance(body, Penalty):
        players = [body.offender]
    if any(p is not None and not 0 <= p < count for p in players):
        raise ValueError(f"a player number out of 0-{count - 1}")
    return body


# --- the store ---------------------------------------------------------------------------------

#: a win written after the last hand of a match
E_MATCH_OVER_OF: Final = Names(
    "match {match} is over: {hands} hands are played", E_MATCH_OVER.zh_hans, E_MATCH_OVER.zh_hant, E_MATCH_OVER.ja
)


class Conn(Protocol):
    """What the store's logic asks of a connection in a transaction: ``execute`` with ``?``
    parameters, giving a cursor (``fetchone``, ``fetchall``, iteration). SQLite's connection is
    one; the PostgreSQL store (:mod:`core.referee.pg_store`) gives one."""

    def execute(self, sql: str, parameters: Any = ..., /) -> Any: ...


def _rules_of(name: str) -> MatchRules:
    from core.rules import get_rules

    found = get_rules(name).match_rules()
    if found is None:
        raise refused(E_NO_MATCH_RULES, "no_match_rules", name=repr(name), title=get_rules(name).title)
    return found


@dataclass(frozen=True, slots=True)
class SheetSummary:
    """What standings need of a match's sheet: each player's table points and score (in player
    order), whether it is finished, its entries, and the hands each player won."""

    table_points: tuple[Fraction, ...]
    scores: tuple[int, ...]
    finished: bool
    entries: int
    wins: tuple[int, ...]

    @classmethod
    def of(cls, sheet: Sheet) -> SheetSummary:
        by_player = sorted(sheet.standings, key=lambda s: s.player)
        won = [0] * len(sheet.match.players)
        for row in sheet.rows:
            if isinstance(row.body, WinHand):
                for w in row.body.winners:
                    won[w.winner] += 1
        return cls(
            tuple(Fraction(s.table_points) for s in by_player),
            tuple(s.score for s in by_player),
            sheet.finished,
            len(sheet.rows),
            tuple(won),
        )

    def to_json(self) -> str:
        return canonical_json(
            {
                "table_points": [[f.numerator, f.denominator] for f in self.table_points],
                "scores": list(self.scores),
                "finished": self.finished,
                "entries": self.entries,
                "wins": list(self.wins),
            }
        )

    @classmethod
    def from_json(cls, text: str) -> SheetSummary:
        d = json.loads(text)
        return cls(
            tuple(Fraction(int(n), int(m)) for n, m in d["table_points"]),
            tuple(int(x) for x in d["scores"]),
            bool(d["finished"]),
            int(d["entries"]),
            tuple(int(x) for x in d["wins"]),
        )


@functools.cache
def rules_code(name: str) -> str:
    """A digest of the code that folds a sheet of rule set ``name`` (its match rules' modules,
    the generic match modules): a summary made by other code is not used. ``""`` where a module's
    file cannot be read (no summary is then used)."""
    import hashlib
    import sys

    hook = _rules_of(name)
    modules = {
        "core.engine.match_rules",
        "core.engine.match_values",
        "core.engine.match_payments",
        "core.referee.match",
        *(k.__module__ for k in type(hook).__mro__ if k.__module__ != "builtins"),
    }
    digest = hashlib.sha256()
    for module in sorted(modules):
        path = getattr(sys.modules.get(module), "__file__", None)
        try:
            digest.update(module.encode() + b"\0" + Path(path).read_bytes() if path else b"")
        except OSError:
            return ""
        if not path:
            return ""
    return digest.hexdigest()


def _seats_of(name: str) -> tuple[int, ...]:
    """How many players a stored match of the rule set ``name`` may have: its match rules'
    count, or three or four where this program does not know the rules (the match is listed,
    its sheet refused with the reason)."""
    try:
        return (_rules_of(name).players,)
    except HandError:
        return (3, 4)


def player_name(given: str, code: str = "bad_match_record") -> str:
    """A player's name as it is kept (:func:`core.model.names.clean_name`: NFC, one plain space
    for any run of spaces, what shows nothing removed), refused when it is longer than
    :data:`MAX_NAME_CHARS` or holds a lone surrogate; an empty name is the caller's to refuse."""
    name = clean_name(given)
    if any("\ud800" <= c <= "\udfff" for c in name):
        raise refused(E_NAME_NOT_TEXT, code, name=ascii(name))
    if len(name) > MAX_NAME_CHARS:
        raise refused(E_NAME_LONG, code, most=MAX_NAME_CHARS, n=len(name), name=repr(name[:20]))
    return name


def check_unseen(given: str, other: str, template: Names, code: str, **params: Any) -> None:
    """Refuse ``given`` (as typed) as another's name ``other`` that a person cannot tell from it:
    with ``template`` when they are one text (case and the ends' spaces aside), with :data:`E_SAME_UNSEEN` when only in what does not (a zero-width space, a no-break
    space, an accent written as a combining mark)."""
    if given.strip().casefold() == other.strip().casefold():
        raise refused(template, code, **params)
    raise refused(
        E_SAME_UNSEEN,
        code,
        given=ascii(given),
        other=repr(other),
        chars=unseen_difference(given, other) or unseen_difference(other, given) or "U+0020",
    )


def new_match(
    rules: str,
    players: Sequence[str],
    *,
    preset: str = "",
    options: Mapping[str, Any] | None = None,
    match_options: Mapping[str, Any] | None = None,
    title: str = "",
    match_id: str | None = None,
) -> tuple[Match, tuple[Any, ...]]:
    """A new match checked (its players, one a seat of the rule set's match rules, with names
    that differ; its options checked by the rule set and its match rules) and the row the store
    writes for it (:func:`insert_match`)."""
    from core.rules import get_rules

    rule_set = get_rules(rules)
    hook = _rules_of(rules)
    names = tuple(player_name(str(p)) for p in players)
    if len(names) != hook.players or any(not n for n in names):
        raise refused(E_PLAYERS, n=hook.players, given=repr(list(players)))
    seen: dict[str, int] = {}
    for i, n in enumerate(names):
        j = seen.setdefault(name_key(n), i)
        if j != i:
            check_unseen(
                str(players[i]),
                str(players[j]),
                E_SAME_NAMES,
                "bad_match_record",
                names=separated([same(n) for n in names], LIST_SEP),
            )
    chosen = dict(rule_set.preset_options(preset)) if preset else {}
    chosen.update(options or {})
    checked = rule_set.check_options(chosen)
    kept = {k: v for k, v in checked.items() if k in chosen}
    if "items" in chosen or "preset_file" in chosen:  # kept whole, with no file to read again
        kept = rule_set.storable_options(chosen)
    given_match = dict(match_options or {})
    if preset and "preset" not in given_match and hook.match_preset_of(preset) is not None:
        given_match["preset"] = hook.match_preset_of(preset)  # (a preset sets the match rules that go with it)
    match_opts = hook.check_match_options(given_match)
    mid = match_id or f"{datetime.now(UTC).strftime('%Y%m%d')}-{secrets.token_hex(3)}"
    match = Match(mid, names, rules, _now(), preset, as_pairs(kept), as_pairs(match_opts), title)
    row = (
        mid,
        rules,
        canonical_json(list(match.players)),
        preset,
        canonical_json(kept),
        canonical_json(match_opts),
        title,
        match.created,
    )
    return match, row


def preset_note(rules: str, preset: str, match_options: Mapping[str, Any] | None = None) -> Names | None:
    """What a match or tournament made with the scoring ``preset`` plays where that preset has
    no match rules of its own and ``match_options`` name no match preset (the command line and
    the window say it); ``None`` otherwise."""
    if match_options and "preset" in match_options:
        return None
    return _rules_of(rules).preset_note(preset)


def rules_in_force(match: Match) -> Names:
    """The match rules in force in ``match``, in one line for the head of its sheet."""
    return match_rules_head(match.rules, match.match_option_dict())


def match_rules_head(rules: str, match_options: Mapping[str, Any]) -> Names:
    """The match rules in force under the rule set ``rules``'s checked ``match_options`` (a
    match's, a tournament's), in one line (empty where the rule set has no match options)."""
    return _rules_of(rules).rules_in_force(match_options)


def insert_match(conn: Conn, row: tuple[Any, ...]) -> None:
    """Write a match's row (:func:`new_match`) in the transaction of ``conn``; refused when a
    match of its id exists."""
    if conn.execute("SELECT 1 FROM matches WHERE id = ?", (row[0],)).fetchone():
        raise refused(E_EXISTS, match=row[0])
    conn.execute(
        "INSERT INTO matches (id, rules, players, preset, options, match_options, title, created) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        row,
    )


def _checked_data(body: Body | None, reason: str) -> Any:
    """An entry's body as the JSON kept, refused where a text of it holds a NUL character."""
    data = body_to_json(body)
    nul = _nul_at(data, "") if "\x00" not in reason else "reason"
    if nul is not None:  # (the same answer on every store, for every role: a server's JSON refuses it)
        raise refused(E_NUL, "bad_match_record", field=nul or "data")
    return data


def _head_json(state: TableState, last_entry: int, deleted: Sequence[int], revisions: int) -> dict[str, Any]:
    """Where a sheet stands, as its kept summary carries it (:meth:`MatchStore._head_of`)."""
    seating = state.seating
    return {
        "state": {
            "hands": state.hands_played,
            "scores": list(state.scores),
            "carry": [list(c) for c in state.carry],
            "finished": state.finished,
            "seating": {
                "hand": seating.hand,
                "round_wind": seating.round_wind,
                "winds": list(seating.winds),
                "label": seating.label,
                "table": [list(c) for c in seating.table],
            },
        },
        "max_entry": last_entry,
        "deleted": list(deleted),
        "revisions": revisions,
    }


def _state_of(data: Mapping[str, Any], players: int) -> TableState:
    """The fold's state as :func:`_head_json` keeps it (refused where it is not one of ``players``)."""
    seat = data["seating"]
    winds = tuple(str(w) for w in seat["winds"])
    scores = tuple(int(x) for x in data["scores"])
    if len(winds) != players or len(scores) != players:
        raise ValueError("a head of another table size")
    seating = Seating(
        int(seat["hand"]),
        str(seat["round_wind"]),
        winds,
        str(seat["label"]),
        tuple((str(k), int(v)) for k, v in seat["table"]),
    )
    return TableState(
        int(data["hands"]), seating, scores, tuple((str(k), int(v)) for k, v in data["carry"]), bool(data["finished"])
    )


def _with_head(summary: SheetSummary, head: Mapping[str, Any]) -> str:
    """A summary's JSON with the sheet's head beside it (a reader of summaries reads its own keys)."""
    data = json.loads(summary.to_json())
    data["head"] = head
    return canonical_json(data)


def _nul_at(value: Any, where: str) -> str | None:
    """Where in an entry's data (``note``, ``facts.x``...) a text holds a NUL character, or ``None``."""
    if isinstance(value, str):
        return where if "\x00" in value else None
    if isinstance(value, dict):
        for key, item in value.items():
            found = _nul_at(key, where) or _nul_at(item, f"{where}.{key}" if where else str(key))
            if found is not None:
                return found
    elif isinstance(value, (list, tuple)):
        for item in value:
            found = _nul_at(item, where)
            if found is not None:
                return found
    return None


class MatchStore:
    """The match store's logic, the same on every back end: matches, their records written as
    revisions and folded into sheets (kept while their records are unchanged), tournaments'
    transactions. A back end (:class:`Store`: SQLite; :class:`core.referee.pg_store.PgStore`:
    PostgreSQL) gives the connection, the transactions, and the few statements that differ."""

    #: where the store is, as messages name it (a file, or a server with no password)
    path: Any
    #: set when the file found at the store's path was set aside on open (SQLite only)
    notice: StoreNotice | None = None
    #: the token the next write is to carry (:meth:`add`'s ``token``)
    _next_token: str | None = None
    #: the store can be read but not written here
    read_only: bool = False
    #: the column that orders rows in the order written (SQLite's rowid)
    _ORDER: str = "rowid"
    #: each match's sheet as last read or written here, with what it was built from: kept
    #: while the match's records are the same (their count and last sequence number, read in
    #: the transaction that uses it; records are only ever added), so that an add folds one
    #: entry, not the whole sheet, and a sheet read again is not built again
    _sheets: dict[str, tuple[tuple[int, int], Sheet, tuple[Revision, ...]]]

    def _transaction(self, work: Callable[[Conn], T], write: bool = True) -> T:
        """``work`` in one transaction: a write excludes the other writers it could clash with."""
        raise NotImplementedError

    def _insert_record(self, conn: Conn, values: tuple[Any, ...]) -> int:
        """Insert a record (match_id, entry, revision, kind, data, written, reason); its seq."""
        raise NotImplementedError

    def _lock_match(self, conn: Conn, match_id: str) -> None:
        """Hold the match against other writers until the transaction ends (SQLite's write
        transaction holds the whole file already)."""

    def close(self) -> None:
        raise NotImplementedError

    def __enter__(self) -> MatchStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def transaction(self, work: Callable[[Conn], T], write: bool = True) -> T:
        """``work`` in one transaction of the store (for the layers that keep more than matches
        in it: :mod:`core.referee.tournament_store`)."""
        return self._transaction(work, write)

    def sheet_in(self, conn: Conn, match_id: str) -> Sheet:
        """A match's sheet read in the transaction of ``conn``."""
        return self._current(conn, match_id)[1]

    def _keeps_summaries(self) -> bool:
        """Whether this store keeps matches' :class:`SheetSummary` (the SQLite store from schema
        4, the server's from its schema 3)."""
        return False

    #: whether every write keeps its match's summary (the SQLite store); on a server, where a
    #: scorer station may not write one, the director's closing of a round keeps its tables'
    #: (:meth:`keep_summaries_in`), and the standings fold the tables of a round in play
    _SUMMARY_EACH_WRITE = False
    #: the statement that keeps a summary, in the store's SQL
    _SUMMARY_UPSERT = (
        "INSERT OR REPLACE INTO sheet_summaries (match_id, records, last_seq, rules_code, summary) "
        "VALUES (?, ?, ?, ?, ?)"
    )

    def _keep_summary(self, conn: Conn, match_id: str, marker: tuple[int, int], sheet: Sheet) -> None:
        """Keep a match's summary as its sheet stands after a write (where every write keeps one)."""
        if self._SUMMARY_EACH_WRITE and self._keeps_summaries():
            self._upsert_summary(conn, match_id, marker, sheet)

    def _upsert_summary(self, conn: Conn, match_id: str, marker: tuple[int, int], sheet: Sheet) -> None:
        head = _head_json(
            sheet.state,
            max((*(r.entry for r in sheet.rows), *sheet.deleted), default=0),
            sheet.deleted,
            sheet.revisions,
        )
        conn.execute(
            self._SUMMARY_UPSERT,
            (match_id, marker[0], marker[1], rules_code(sheet.match.rules), _with_head(SheetSummary.of(sheet), head)),
        )

    def _head_of(self, conn: Conn, match_id: str) -> tuple[tuple[int, int], Sheet, SheetSummary, int] | None:
        """Where a match's sheet stands, read from its kept summary without its records (the
        fold's last state, its last entry number, its deleted entries, the revisions it stands
        on): only where every write keeps one, and the summary is of the records as they are and
        of this program's match rules. A sheet of no rows: enough to add an entry after them."""
        if not (self._SUMMARY_EACH_WRITE and self._keeps_summaries()):
            return None
        row = conn.execute(
            "SELECT records, last_seq, rules_code, summary FROM sheet_summaries WHERE match_id = ?", (match_id,)
        ).fetchone()
        if row is None:
            return None
        marker = self._marker(conn, match_id)
        match = self._load_match(conn, match_id)
        if (int(row[0]), int(row[1])) != marker or not row[2] or row[2] != rules_code(match.rules):
            return None
        try:
            head = json.loads(row[3]).get("head")
            if not isinstance(head, dict):
                return None
            state = _state_of(head["state"], len(match.players))
            deleted = tuple(int(x) for x in head["deleted"])
            sheet = headless_sheet(match, state, _rules_of(match.rules), deleted, int(head["revisions"]))
            return marker, sheet, SheetSummary.from_json(row[3]), int(head["max_entry"])
        except (ValueError, TypeError, KeyError, IndexError, AttributeError, HandError):
            return None  # (a summary that cannot be read: the sheet is folded from its records)

    def _add_on_head(
        self,
        conn: Conn,
        match_id: str,
        head: tuple[tuple[int, int], Sheet, SheetSummary, int],
        make: Callable[[Match, MatchRules, Sheet, int], Body | None],
        expected_sheet: int | None,
    ) -> Revision:
        """A new entry added from the match's kept head (:meth:`_head_of`), its records unread:
        the fold one step further from the last state, the summary and head kept anew. A fresh
        program's add to a long sheet reads what it writes, not the sheet."""
        (count, _last), sheet, summary, last_entry = head
        match = sheet.match
        rules = _rules_of(match.rules)
        if expected_sheet is not None and expected_sheet != sheet.revisions:
            raise store_error(E_STALE_SHEET, "stale_sheet", match=match_id)
        number = last_entry + 1
        body = make(match, rules, sheet, number)
        data = _checked_data(body, "")
        new = Revision(match_id, number, 1, kind_of(body), body, _now(), "")
        after = extend_sheet(sheet, new, rules)
        seq = self._insert_record(conn, (match_id, number, 1, new.kind, canonical_json(data), new.written, ""))
        won = list(summary.wins)
        if isinstance(body, WinHand):
            for w in body.winners:
                won[w.winner] += 1
        by_player = sorted(after.standings, key=lambda st: st.player)
        kept = SheetSummary(
            tuple(Fraction(st.table_points) for st in by_player),
            tuple(st.score for st in by_player),
            after.finished,
            summary.entries + 1,
            tuple(won),
        )
        conn.execute(
            self._SUMMARY_UPSERT,
            (
                match_id,
                count + 1,
                seq,
                rules_code(match.rules),
                _with_head(kept, _head_json(after.state, number, sheet.deleted, sheet.revisions + 1)),
            ),
        )
        return Revision(match_id, number, 1, new.kind, body, new.written, "", seq)

    def keep_summaries_in(self, conn: Conn, match_ids: Sequence[str]) -> None:
        """Keep the summaries of these matches as their sheets stand, in the transaction of
        ``conn`` (a round closed: :meth:`core.referee.tournament_store.Tournaments.close`), where
        the writes themselves do not keep them (a store whose every write keeps its match's
        summary has them already)."""
        if self._SUMMARY_EACH_WRITE or not self._keeps_summaries():
            return
        for mid in match_ids:
            marker, sheet, _revisions = self._current(conn, mid)
            self._upsert_summary(conn, mid, marker, sheet)

    def summaries_in(self, conn: Conn, match_ids: Sequence[str]) -> dict[str, SheetSummary]:
        """Each match's summary in the transaction of ``conn``: the one kept when its records are
        those it was made from and the match rules' code is the same, else from its sheet (the
        one kept in memory, or built)."""
        out: dict[str, SheetSummary] = {}
        if self._keeps_summaries() and match_ids:
            marks = ", ".join("?" for _ in match_ids)
            markers = {
                mid: (int(n), int(last))
                for mid, n, last in conn.execute(
                    f"SELECT match_id, count(*), max(seq) FROM records WHERE match_id IN ({marks}) GROUP BY match_id",
                    tuple(match_ids),
                )
            }
            for mid, n, last, code, text, rules in conn.execute(
                f"SELECT s.match_id, s.records, s.last_seq, s.rules_code, s.summary, m.rules FROM sheet_summaries s "
                f"JOIN matches m ON m.id = s.match_id WHERE s.match_id IN ({marks})",
                tuple(match_ids),
            ):
                if markers.get(mid) == (int(n), int(last)) and code and code == rules_code(rules):
                    try:
                        out[mid] = SheetSummary.from_json(text)
                    except (ValueError, TypeError, KeyError):
                        pass  # (a summary that cannot be read: the sheet is folded instead)
        for mid in match_ids:
            if mid not in out:
                out[mid] = SheetSummary.of(self.sheet_in(conn, mid))
        return out

    @staticmethod
    def _marker(conn: Conn, match_id: str) -> tuple[int, int]:
        """What a match's records are, in a number pair: their count and last sequence number
        (records are only ever added: any write changes both)."""
        count, last = conn.execute(
            "SELECT count(*), coalesce(max(seq), 0) FROM records WHERE match_id = ?", (match_id,)
        ).fetchone()
        return int(count), int(last)

    def _current(self, conn: Conn, match_id: str) -> tuple[tuple[int, int], Sheet, tuple[Revision, ...]]:
        """The match's sheet and revisions as they are in the transaction of ``conn``: the ones
        kept here when the records have not changed since, else read and built (and kept)."""
        marker = self._marker(conn, match_id)
        kept = self._sheets.get(match_id)
        if kept is not None and kept[0] == marker:
            return kept
        if kept is not None and marker[0] > kept[0][0] and marker[1] > kept[0][1]:
            caught = self._caught_up(conn, match_id, kept, marker)
            if caught is not None:
                return caught
        match = self._load_match(conn, match_id)
        revisions = tuple(self._revisions(conn, match_id, match))
        found = (marker, build_sheet(match, revisions, _rules_of(match.rules)), revisions)
        self._sheets[match_id] = found
        return found

    def _caught_up(
        self,
        conn: Conn,
        match_id: str,
        kept: tuple[tuple[int, int], Sheet, tuple[Revision, ...]],
        marker: tuple[int, int],
    ) -> tuple[tuple[int, int], Sheet, tuple[Revision, ...]] | None:
        """The sheet kept here with the entries another program added since (read alone, each
        folded one step, as an add folds its own), or ``None`` where they are not only new
        entries after the ones kept (an edit, a deletion, a record older than the last kept):
        then the whole sheet is read again. Several stations writing to one table each read
        the others' few entries, not the whole sheet (issue 42: 5 writers on one table managed
        70 writes in 60 s)."""
        (count, last), sheet, revisions = kept
        newer = self._revisions(conn, match_id, sheet.match, after=last)
        if len(newer) != marker[0] - count or any(r.revision != 1 for r in newer):
            return None
        rules = _rules_of(sheet.match.rules)
        try:
            for r in newer:
                sheet = extend_sheet(sheet, r, rules)
        except (HandError, ValueError):  # (what a strict step refuses: the whole sheet read again says it)
            return None
        found = (marker, sheet, (*revisions, *newer))
        self._sheets[match_id] = found
        return found

    # -- matches ----------------------------------------------------------------------------
    def create_match(
        self,
        rules: str,
        players: Sequence[str],
        *,
        preset: str = "",
        options: Mapping[str, Any] | None = None,
        match_options: Mapping[str, Any] | None = None,
        title: str = "",
        match_id: str | None = None,
    ) -> Match:
        """A new match, saved: its players (four, or three under three-player riichi; player 0
        is East in the first hand), a rule set that has match rules, its scoring ``preset`` and
        ``options`` (checked by the rule set), the match rules' own options."""
        match, row = new_match(
            rules, players, preset=preset, options=options, match_options=match_options, title=title, match_id=match_id
        )

        def work(conn: Conn) -> Match:
            insert_match(conn, row)
            return match

        return self._transaction(work)

    def _match_of(self, row: Sequence[Any]) -> Match:
        mid, rules, players, preset, options, match_options, title, created = row
        try:
            names = json.loads(players)
            if not (
                isinstance(names, list) and len(names) in _seats_of(rules) and all(isinstance(n, str) for n in names)
            ):
                raise ValueError(f"players {players!r}")
            return Match(
                mid,
                tuple(names),
                rules,
                created,
                preset,
                as_pairs(json.loads(options)),
                as_pairs(json.loads(match_options)),
                title,
            )
        except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as e:
            raise store_error(E_DAMAGED_MATCH, "damaged_record", match=mid, path=self.path, error=_why(e)) from None

    _MATCH_COLUMNS: Final = "id, rules, players, preset, options, match_options, title, created"

    def matches(self, damaged: list[StoreError] | None = None) -> tuple[Match, ...]:
        """Every match, oldest first. A match that cannot be read raises (``damaged_record``),
        or, given a list ``damaged``, is left out and its error added to the list."""
        rows = self._transaction(
            lambda conn: conn.execute(
                f"SELECT {self._MATCH_COLUMNS} FROM matches ORDER BY created, {self._ORDER}"
            ).fetchall(),
            write=False,
        )
        out = []
        for r in rows:
            try:
                out.append(self._match_of(r))
            except StoreError as e:
                if damaged is None:
                    raise
                damaged.append(e)
        return tuple(out)

    def _load_match(self, conn: Conn, match_id: str) -> Match:
        row = conn.execute(f"SELECT {self._MATCH_COLUMNS} FROM matches WHERE id = ?", (match_id,)).fetchone()
        if row is None:
            known = [r[0] for r in conn.execute("SELECT id FROM matches ORDER BY created DESC LIMIT 5")]
            if known:
                raise store_error(
                    E_UNKNOWN_MATCH_LATEST,
                    "unknown_match",
                    match=repr(match_id),
                    path=self.path,
                    known=", ".join(known),
                )
            raise store_error(E_UNKNOWN_MATCH, "unknown_match", match=repr(match_id), path=self.path)
        return self._match_of(row)

    def match(self, match_id: str) -> Match:
        return self._transaction(lambda conn: self._load_match(conn, match_id), write=False)

    # -- records ----------------------------------------------------------------------------
    def _revisions(self, conn: Conn, match_id: str, match: Match | None = None, after: int = 0) -> list[Revision]:
        """The match's revisions in the order written (``match``: the match, where the caller has
        read it already; ``after``: only those written after that sequence number)."""
        rows = conn.execute(
            "SELECT seq, entry, revision, kind, data, written, reason FROM records "
            "WHERE match_id = ? AND seq > ? ORDER BY seq",
            (match_id, after),
        ).fetchall()
        out = []
        if rows and match is None:
            match = self._load_match(conn, match_id)
        count = len(match.players) if match is not None else PLAYERS
        for seq, entry, revision, kind, data, written, reason in rows:
            try:
                body = _checked_body(kind, json.loads(data), count)
            except (ValueError, TypeError, KeyError, IndexError, RecursionError, HandError) as e:
                # one damaged record: said with its match and entry, the other matches untouched
                raise store_error(
                    E_DAMAGED,
                    "damaged_record",
                    match=match_id,
                    entry=entry,
                    revision=revision,
                    path=self.path,
                    error=_why(e),
                ) from None
            out.append(Revision(match_id, entry, revision, kind, body, written, reason, seq))
        return out

    def revision_count(self, match_id: str) -> int:
        """How many revisions the match's sheet stands on (:attr:`Sheet.revisions`), read
        without building the sheet: a window asks it to see whether another program wrote."""

        def work(conn: Conn) -> int:
            self._load_match(conn, match_id)
            return int(conn.execute("SELECT count(*) FROM records WHERE match_id = ?", (match_id,)).fetchone()[0])

        return self._transaction(work, write=False)

    def revisions(self, match_id: str) -> tuple[Revision, ...]:
        """Every revision of every entry of a match, in the order written."""

        def work(conn: Conn) -> tuple[Revision, ...]:
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
        """The match's sheet as it stands (see :func:`core.referee.match.build_sheet`)."""

        def work(conn: Conn) -> Sheet:
            return self.sheet_in(conn, match_id)

        return self._transaction(work, write=False)

    def _write(
        self,
        match_id: str,
        entry: int | None,
        make: Callable[[Match, MatchRules, Sheet, int], Body | None],
        expected_revision: int | None,
        reason: str,
        expected_sheet: int | None = None,
    ) -> Revision:
        """Write the next revision of ``entry`` (``None``: a new entry) in one transaction: the
        body made from the sheet as it stands, the whole sheet folded again with it (the match
        rules refuse what they refuse), then the insert. ``expected_sheet``: refuse
        (``stale_sheet``) unless the sheet stands on that many revisions (:attr:`Sheet.revisions`)."""
        written: list[tuple[tuple[int, int], Sheet, tuple[Revision, ...]]] = []

        def work(conn: Conn) -> Revision:
            return self._write_in(conn, match_id, entry, make, expected_revision, reason, expected_sheet, written)

        saved = self._transaction(work)
        if written:  # (kept once the write is committed; a refused one changes nothing; an add from the
            self._sheets[match_id] = written[-1]  # kept head made no whole sheet to keep)
        return saved

    def add_in(self, conn: Conn, match_id: str, entry: Entry) -> Revision:
        """:meth:`add` in the transaction of ``conn`` (a layer that writes more than the record in
        one transaction: :meth:`core.referee.tournament_store.Tournaments.close`); the sheet kept
        here is dropped, read again once the transaction is over."""
        self._sheets.pop(match_id, None)
        try:
            return self._write_in(conn, match_id, None, self._next(match_id, entry), None, "", None, [])
        finally:
            self._sheets.pop(match_id, None)

    def _write_in(
        self,
        conn: Conn,
        match_id: str,
        entry: int | None,
        make: Callable[[Match, MatchRules, Sheet, int], Body | None],
        expected_revision: int | None,
        reason: str,
        expected_sheet: int | None,
        written: list[tuple[tuple[int, int], Sheet, tuple[Revision, ...]]],
    ) -> Revision:
        """The work of :meth:`_write` in the transaction of ``conn``; what the sheet becomes is
        added to ``written``."""
        self._lock_match(conn, match_id)
        if entry is None and match_id not in self._sheets:  # (a fresh program: the sheet unread)
            head = self._head_of(conn, match_id)
            if head is not None:
                return self._add_on_head(conn, match_id, head, make, expected_sheet)
        (count, _last), sheet, revisions = self._current(conn, match_id)
        match = sheet.match
        rules = _rules_of(match.rules)
        if expected_sheet is not None and expected_sheet != len(revisions):
            raise store_error(E_STALE_SHEET, "stale_sheet", match=match_id)
        if entry is None:
            number = 1 + max((r.entry for r in revisions), default=0)
            revision = 1
        else:
            mine = [r for r in revisions if r.entry == entry]
            if not mine:
                raise store_error(E_NO_ENTRY, "unknown_entry", match=match_id, entry=entry)
            last = max(r.revision for r in mine)
            if expected_revision is not None and expected_revision != last:
                raise store_error(
                    E_STALE, "stale_revision", entry=entry, match=match_id, last=last, expected=expected_revision
                )
            number, revision = entry, last + 1
        body = make(match, rules, sheet, number)
        if entry is not None and body is None and mine[-1].body is None:
            raise store_error(E_DELETED, "unknown_entry", entry=entry, match=match_id)
        data = _checked_data(body, reason)
        new = Revision(match_id, number, revision, kind_of(body), body, _now(), reason)
        # the sheet with it (raises what the rules refuse): a new entry is one more step of
        # the fold; an edit or a delete folds the whole sheet again
        after = (
            extend_sheet(sheet, new, rules)
            if entry is None
            else build_sheet(match, (*revisions, new), rules, strict=number)
        )
        seq = self._insert_record(
            conn, (match_id, number, revision, new.kind, canonical_json(data), new.written, reason)
        )
        saved = Revision(match_id, number, revision, new.kind, body, new.written, reason, seq)
        written.append(((count + 1, saved.seq), after, (*revisions, saved)))
        self._keep_summary(conn, match_id, (count + 1, saved.seq), after)
        return saved

    @staticmethod
    def _body(entry: Entry, match: Match, rules: MatchRules, seating_of: Callable[[], Any]) -> Body:
        if isinstance(entry, WinInput):
            return score_wins(match, rules, seating_of(), entry)
        if isinstance(entry, Draw):
            for p in entry.tenpai:
                match.player(p)
            return Draw(tuple(sorted(set(entry.tenpai))), entry.facts_json)
        if isinstance(entry, Penalty):
            match.player(entry.offender)
            rules.check_penalty(entry)
            return entry
        raise refused(E_NOT_ENTRY, entry=repr(entry))

    def add(
        self, match_id: str, entry: Entry, *, expected_sheet: int | None = None, token: str | None = None
    ) -> Revision:
        """Record what happened next: a win (scored now, at the seating of the next hand), a
        draw or a penalty; the saved revision, committed when this returns. ``expected_sheet``:
        the :attr:`Sheet.revisions` of the sheet the entry was made from (a window's): if
        another program wrote meanwhile, nothing is written (``stale_sheet``). ``token``: the
        write's token where the store keeps one (a server's: :meth:`has_token` finds it later),
        given by a station that sends an entry it kept."""
        self._next_token = token
        return self._write(match_id, None, self._next(match_id, entry), None, "", expected_sheet)

    @staticmethod
    def _next(match_id: str, entry: Entry) -> Callable[[Match, MatchRules, Sheet, int], Body]:
        """How :meth:`add` (and a station scoring offline, :mod:`core.referee.offline`) makes the
        body of the next entry from the sheet as it stands: at its next seating, refused after the
        match is over."""

        def make(match: Match, rules: MatchRules, sheet: Sheet, number: int) -> Body:
            def seating() -> Any:
                if sheet.next_seating is None:
                    raise refused(E_MATCH_OVER_OF, "match_over", match=match_id, hands=sheet.hands_played)
                return sheet.next_seating

            return MatchStore._body(entry, match, rules, seating)

        return make

    def edit(
        self, match_id: str, entry: int, new: Entry, *, expected_revision: int | None = None, reason: str = ""
    ) -> Revision:
        """Write a new revision of an entry (a win is scored at the entry's place on the sheet);
        ``expected_revision``: refuse (``stale_revision``) if the entry has changed since."""

        def make(match: Match, rules: MatchRules, sheet: Sheet, number: int) -> Body:
            return self._body(new, match, rules, lambda: sheet.row(number).seating)

        return self._write(match_id, entry, make, expected_revision, reason)

    def delete(self, match_id: str, entry: int, *, expected_revision: int | None = None, reason: str = "") -> Revision:
        """Write an entry's tombstone: the sheet leaves it out, its history keeps every revision."""
        return self._write(match_id, entry, lambda *_: None, expected_revision, reason)

    # conveniences for the common cases
    def has_token(self, token: str) -> bool:
        """Whether a write of ``token`` is in the store (a store that keeps no tokens: never)."""
        return False

    def add_win(
        self,
        match_id: str,
        winner: int,
        discarder: int | None,
        hand: str,
        win: str,
        *,
        melds: Sequence[str] = (),
        flowers: str | int | None = None,
        context: Mapping[str, Any] | None = None,
        options: Mapping[str, Any] | None = None,
        claim: Any = None,
        verdict: Any = None,
        facts: Mapping[str, Any] | None = None,
    ) -> Revision:
        inputs: dict[str, Any] = {
            "hand": hand,
            "melds": list(melds),
            "win": win,
            "context": dict(context or {}),
            "options": dict(options or {}),
        }
        if flowers is not None:
            inputs["flowers"] = flowers
        return self.add(match_id, WinInput(winner, discarder, inputs, claim, verdict, facts))

    def add_draw(self, match_id: str, tenpai: Sequence[int] = (), facts: Mapping[str, Any] | None = None) -> Revision:
        return self.add(match_id, Draw(tuple(tenpai), canonical_json(dict(facts or {}))))

    def add_penalty(
        self, match_id: str, offender: int, kind: str, points: int | None = None, note: str = ""
    ) -> Revision:
        return self.add(match_id, Penalty(offender, kind, points, note))

    # -- checking stored results against the current core ----------------------------------
    def verify(self, match_id: str | None = None) -> Iterator[tuple[Match, Revision, dict[str, Any]]]:
        """Every stored win (each entry's latest revision) whose hand the current core scores
        differently from the stored result: (match, revision, the new result). Of a multiple
        ron, each winner that differs, the revision's body being that winner's win."""
        for match in self.matches() if match_id is None else (self.match(match_id),):
            latest_of: dict[int, Revision] = {}
            for r in self.revisions(match.id):
                latest_of[r.entry] = r
            for r in sorted(latest_of.values(), key=lambda r: r.entry):
                if isinstance(r.body, WinHand):
                    for one in r.body.winners:  # (each winner of a multiple ron)
                        now = rescore(one)
                        if not same_score(now, one.result):
                            yield match, (r if one is r.body else replace(r, body=one)), now


class Store(MatchStore):
    """The match store at ``path`` (default: :func:`default_path`). Open it with ``with``.

    ``notice``: set when the file found there was set aside (see the module's text).
    ``migrations``: the schema's forward migrations (the default is the program's own; a test
    gives more to act as a newer program).
    """

    _SUMMARY_EACH_WRITE = True

    def _keeps_summaries(self) -> bool:
        return self.version >= SUMMARIES_SINCE

    def __init__(
        self, path: str | os.PathLike[str] | None = None, *, migrations: Sequence[Sequence[str]] = MIGRATIONS
    ) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.migrations = tuple(tuple(m) for m in migrations)
        self.notice: StoreNotice | None = None
        #: each match's sheet as last read or written here, with what it was built from: kept
        #: while the match's records are the same (their count and last sequence number, read in
        #: the transaction that uses it; records are only ever added), so that an add folds one
        #: entry, not the whole sheet, and a sheet read again is not built again
        self._sheets: dict[str, tuple[tuple[int, int], Sheet, tuple[Revision, ...]]] = {}
        #: the store can be read but not written here (a read-only folder or file): every
        #: write is refused with a message
        self.read_only = False
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise store_error(E_FOLDER, path=self.path.parent, error=e.strerror) from None
        if self.path.exists() and not self.path.is_file():
            raise store_error(E_NOT_A_FILE, path=self.path)
        _roll_back_hot_journal(self.path)
        try:
            problem = _problem(self.path, len(self.migrations))
        except PermissionError as e:
            raise store_error(E_READ, path=self.path, error=e.strerror) from None
        if problem is not None:
            code, why, version, _checked = problem
            suffix = {"store_corrupt": "corrupt", "store_foreign": "foreign"}.get(code, f"newer-schema-v{version}")
            aside, moved = _set_aside(self.path, suffix, problem[3])
            said = NOTICE_SET_ASIDE.format(path=self.path, why=why, aside=aside)
            self.notice = StoreNotice(code, said.en, aside, moved, said)
        if not self.path.exists() or self.path.stat().st_size == 0:
            _create(self.path, self.migrations)
        try:
            self._conn = self._connect()
            self.version = migrate(self._conn, self.migrations)
        except (sqlite3.Error, StoreError) as e:
            if hasattr(self, "_conn"):
                self._conn.close()
            found = _open_read_only(self.path, len(self.migrations))
            if found is None:
                if isinstance(e, StoreError):
                    raise
                raise store_error(E_PREPARE, path=self.path, error=e) from None
            self._conn, self.version, self.read_only = found, len(self.migrations), True

    def _connect(self) -> sqlite3.Connection:
        conn: sqlite3.Connection | None = None
        try:
            conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)
            conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            if str(mode).lower() != "wal":
                raise store_error(E_WAL, path=self.path, mode=mode)
            conn.execute("PRAGMA synchronous = FULL")
            conn.execute("PRAGMA foreign_keys = ON")
            return conn
        except (sqlite3.Error, StoreError) as e:
            if conn is not None:
                conn.close()
            if isinstance(e, StoreError):
                raise
            raise store_error(E_OPEN, path=self.path, error=e) from None

    # -- plumbing ---------------------------------------------------------------------------
    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _transaction(self, work: Callable[[Conn], T], write: bool = True) -> T:
        """``work`` in one transaction: ``BEGIN IMMEDIATE`` for a write (it waits for another
        program's write), a plain ``BEGIN`` for a read (one consistent snapshot)."""
        if write and self.read_only:
            raise store_error(E_READ_ONLY, path=self.path)
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

    def _insert_record(self, conn: Conn, values: tuple[Any, ...]) -> int:
        cur = conn.execute(
            "INSERT INTO records (match_id, entry, revision, kind, data, written, reason) VALUES (?, ?, ?, ?, ?, ?, ?)",
            values,
        )
        return int(cur.lastrowid or 0)

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


__all__ = [
    "APP_NAME",
    "DATA_DIR_ENV",
    "FILE_NAME",
    "MIGRATIONS",
    "MatchStore",
    "Store",
    "StoreError",
    "StoreNotice",
    "data_dir",
    "default_path",
    "migrate",
    "schema_version",
]
