"""A scoring station that keeps scoring while the tournament's server is away, and sends what it
kept when the server is back: conflicts are refused and shown, never overwritten.

A :class:`Station` writes to the server (:class:`core.referee.pg_store.PgStore`) and keeps, in a
file of its own (the *outbox*, SQLite, written with ``synchronous = FULL``):

- **a mirror** of each match it follows: the match and every revision the server held the last
  time the station read it (:meth:`Station.follow`, and every read or write that reached the
  server);
- **the entries kept** while the server could not be reached, in the order they were made.

:meth:`Station.add` sends an entry to the server, made from the sheet the station shows (the
mirror and the entries kept: another program's write meanwhile is refused as ``stale_sheet``,
as at any station). When the server cannot be reached, the entry is scored here from the mirror
and the entries kept before it (the same core, the same match rules, so the same refusals), and
kept: :meth:`Station.add` says ``kept``, and the entry is in the outbox file, committed.

:meth:`Station.send` sends the kept entries in order. Each is sent as made (a win as its
hand, scored again by the server) and only onto the sheet it was made from: the server's sheet
must stand on the revisions the mirror had, plus the entries this station has sent since. If
another station or a referee wrote to that match meanwhile, the server refuses it
(``stale_sheet``): the entry becomes a **conflict**, kept with the server's words, and so does
every entry of that match kept after it (each was scored on a sheet the server does not have);
nothing on the server is overwritten, and nothing is sent onto a sheet it was not scored on. A referee looks at the conflicts (:meth:`Station.conflicts`), records what is
right on the server's sheet, and drops them (:meth:`Station.drop`). Each kept entry carries a
write token: one whose commit reached the server while its acknowledgement did not (the station
died, the network dropped) is found by its token and not sent twice.
"""

from __future__ import annotations

import json
import secrets
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from core.engine.match_rules import Draw, Match, Penalty, as_pairs
from core.engine.schema import os_reason
from core.model.errors import HandError
from core.model.names import Names
from core.referee.match import (
    Entry,
    Revision,
    Sheet,
    WinInput,
    body_to_json,
    build_sheet,
    canonical_json,
    extend_sheet,
    kind_of,
)
from core.referee.match_store import MatchStore
from core.referee.store_errors import StoreError, store_error
from core.referee.store_rows import _checked_body, _rules_of

#: the states of a kept entry: kept (to be sent), sent, a conflict (refused by the server, or
#: made after one), dropped (a conflict a referee has dealt with)
KEPT, SENT, CONFLICT, DROPPED = "kept", "sent", "conflict", "dropped"

_SCHEMA: Final = (
    """CREATE TABLE IF NOT EXISTS mirror (
        match_id TEXT PRIMARY KEY,
        match TEXT NOT NULL,
        revisions TEXT NOT NULL,
        read TEXT NOT NULL
    )""",
    """CREATE TABLE IF NOT EXISTS outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        match_id TEXT NOT NULL,
        entry TEXT NOT NULL,
        based_on INTEGER NOT NULL,
        token TEXT NOT NULL UNIQUE,
        state TEXT NOT NULL CHECK (state IN ('kept', 'sent', 'conflict', 'dropped')),
        said TEXT NOT NULL DEFAULT '',
        made TEXT NOT NULL
    )""",
)

E_NOT_FOLLOWED: Final = Names(
    "match {match} was not read from the server before it went away: this station cannot score it offline",
    "服务器断开前未读取比赛 {match}：本工作站无法离线记分",
    "伺服器斷開前未讀取比賽 {match}：本工作站無法離線記分",
    "サーバーが切れる前に対局 {match} を読んでいないため、この端末はオフラインで記録できません",
)
E_OUTBOX: Final = Names(
    "the station's outbox {path} cannot be used: {error}",
    "工作站的待发送文件 {path} 无法使用：{error}",
    "工作站的待發送檔案 {path} 無法使用：{error}",
    "端末の送信待ちファイル {path} を使えません：{error}",
)
E_OUTBOX_FOLDER: Final = Names(
    "cannot make the folder of the station's outbox {path}: {error}",
    "无法创建工作站待发送文件 {path} 所在的文件夹：{error}",
    "無法建立工作站待發送檔案 {path} 所在的資料夾：{error}",
    "端末の送信待ちファイル {path} のフォルダを作れません：{error}",
)
E_OUTBOX_FOREIGN: Final = Names(
    "{path} is another program's file: the station's outbox is not written into it; give the station another file",
    "{path} 是其他程序的文件：工作站不会写入；请另选文件",
    "{path} 是其他程式的檔案：工作站不會寫入；請另選檔案",
    "{path} は別のプログラムのファイルです。書き込みません。別のファイルを指定してください",
)
#: the outbox file's mark (``PRAGMA application_id``): "MJSO"
OUTBOX_ID: Final = 0x4D4A534F
E_WAITING: Final = Names(
    "made after a conflict of match {match}: not sent (the server's sheet is not the one it was scored on)",
    "在比赛 {match} 的冲突之后记录：未发送（服务器上的记分表已不是其记分时的那张）",
    "在比賽 {match} 的衝突之後記錄：未發送（伺服器上的記分表已不是其記分時的那張）",
    "対局 {match} の衝突の後に記録：未送信（サーバーの記録表は、これを記録したときのものではありません）",
)
E_NO_CONFLICT: Final = Names(
    "kept entry {id} is not a conflict",
    "待发送记录 {id} 不是冲突",
    "待發送記錄 {id} 不是衝突",
    "送信待ちの記録 {id} は衝突ではありません",
)


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def entry_to_json(entry: Entry) -> dict[str, Any]:
    """An entry as made (before the server scores it) as a JSON object."""
    if isinstance(entry, WinInput):
        out: dict[str, Any] = {
            "kind": "win",
            "winner": entry.winner,
            "discarder": entry.discarder,
            "inputs": dict(entry.inputs),
            "claim": entry.claim,
            "verdict": entry.verdict,
            "facts": None if entry.facts is None else dict(entry.facts),
        }
        if entry.also:
            out["also"] = [entry_to_json(a) for a in entry.also]
        return out
    if isinstance(entry, Draw):
        return {"kind": "draw", "tenpai": list(entry.tenpai), "facts": json.loads(entry.facts_json)}
    return {
        "kind": "penalty",
        "offender": entry.offender,
        "penalty": entry.kind,
        "points": entry.points,
        "note": entry.note,
    }


def entry_from_json(data: Mapping[str, Any]) -> Entry:
    """The inverse of :func:`entry_to_json`."""
    if data["kind"] == "win":
        return _win(data)
    if data["kind"] == "draw":
        return Draw(tuple(int(p) for p in data.get("tenpai") or ()), canonical_json(data.get("facts") or {}))
    return Penalty(int(data["offender"]), str(data["penalty"]), data.get("points"), str(data.get("note") or ""))


def _win(data: Mapping[str, Any]) -> WinInput:
    return WinInput(
        int(data["winner"]),
        None if data["discarder"] is None else int(data["discarder"]),
        dict(data["inputs"]),
        data.get("claim"),
        data.get("verdict"),
        None if data.get("facts") is None else dict(data["facts"]),
        tuple(_win(a) for a in data.get("also") or ()),
    )


@dataclass(frozen=True, slots=True)
class Kept:
    """An entry in the outbox: its number there, its match, the entry as made, the number of the
    server's revisions it was made on, its state, what the server said of it (a conflict), when
    it was made and the token its write carries."""

    id: int
    match_id: str
    entry: Entry
    based_on: int
    state: str
    said: str
    made: str
    token: str = ""


@dataclass(frozen=True, slots=True)
class Added:
    """What :meth:`Station.add` did: ``sent`` (the server has it: ``revision``) or ``kept`` (in
    the outbox: ``kept``), with the sheet the station now shows."""

    sent: bool
    sheet: Sheet
    revision: Revision | None = None
    kept: Kept | None = None


@dataclass(frozen=True, slots=True)
class SendReport:
    """What :meth:`Station.send` did: the entries the server took, the new conflicts, and those
    still kept because the server could not be reached (``reached``: whether it answered at all)."""

    sent: tuple[Kept, ...]
    conflicts: tuple[Kept, ...]
    waiting: tuple[Kept, ...]
    reached: bool = True


def _match_json(m: Match) -> str:
    return canonical_json(
        {
            "id": m.id,
            "players": list(m.players),
            "rules": m.rules,
            "created": m.created,
            "preset": m.preset,
            "options": dict(m.options),
            "match_options": dict(m.match_options),
            "title": m.title,
        }
    )


def _match_from(text: str) -> Match:
    d = json.loads(text)
    return Match(
        d["id"],
        tuple(d["players"]),
        d["rules"],
        d["created"],
        d["preset"],
        as_pairs(d["options"]),
        as_pairs(d["match_options"]),
        d["title"],
    )


def _revisions_json(revisions: tuple[Revision, ...]) -> str:
    return canonical_json(
        [[r.entry, r.revision, r.kind, body_to_json(r.body), r.written, r.reason, r.seq] for r in revisions]
    )


def _revisions_from(match: Match, text: str) -> tuple[Revision, ...]:
    return tuple(
        Revision(match.id, e, rv, kind, _checked_body(kind, data, len(match.players)), written, reason, seq)
        for e, rv, kind, data, written, reason, seq in json.loads(text)
    )


class Station:
    """A scoring station on ``server`` (a store whose connection can be lost: a
    :class:`core.referee.pg_store.PgStore`, or ``None`` while it cannot be reached at all)
    with its outbox at ``outbox`` (see the module's text). ``connect``: how to reach the server
    again (for :meth:`send` after it was away)."""

    def __init__(
        self, outbox: str | Path, server: MatchStore | None = None, connect: Callable[[], MatchStore] | None = None
    ) -> None:
        self.path = Path(outbox)
        self.server = server
        self.connect = connect
        if self.path.exists() and not self.path.is_file():
            raise store_error(E_OUTBOX, path=self.path, error="not a file")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)  # (the data folder, on a station's first start)
        except OSError as e:
            raise store_error(E_OUTBOX_FOLDER, path=self.path, error=os_reason(e)) from None
        try:
            self._db = sqlite3.connect(self.path, isolation_level=None, timeout=10)
        except sqlite3.Error as e:
            raise store_error(E_OUTBOX, path=self.path, error=e) from None
        try:
            # another program's database at the path is left as it is, not written into
            mark = int(self._sql("PRAGMA application_id").fetchone()[0])
            tables = self._sql("SELECT count(*) FROM sqlite_master").fetchone()[0]
            if mark != OUTBOX_ID and (mark != 0 or tables):
                raise store_error(E_OUTBOX_FOREIGN, path=self.path)
            self._sql("PRAGMA journal_mode = WAL")
            self._sql("PRAGMA synchronous = FULL")
            self._sql(f"PRAGMA application_id = {OUTBOX_ID}")
            for statement in _SCHEMA:
                self._sql(statement)
        except StoreError:
            self._db.close()
            raise

    def _sql(self, statement: str, params: Sequence[Any] = ()) -> sqlite3.Cursor:
        """A statement on the outbox file; a failure (a full disk, a file not a database) said
        as the store's error, naming the file."""
        try:
            return self._db.execute(statement, params)
        except sqlite3.Error as e:
            raise store_error(E_OUTBOX, path=self.path, error=e) from None

    def close(self) -> None:
        self._db.close()
        if self.server is not None:
            self.server.close()

    def __enter__(self) -> Station:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- the server, when it answers ------------------------------------------------------------
    def _server(self) -> MatchStore | None:
        if self.server is None and self.connect is not None:
            try:
                self.server = self.connect()
            except StoreError as e:
                if not _unreachable(e):
                    raise
        return self.server

    def _mirror(self, match_id: str) -> tuple[Match, tuple[Revision, ...]] | None:
        row = self._sql("SELECT match, revisions FROM mirror WHERE match_id = ?", (match_id,)).fetchone()
        if row is None:
            return None
        match = _match_from(row[0])
        return match, _revisions_from(match, row[1])

    def _write_mirror(self, match: Match, revisions: tuple[Revision, ...]) -> None:
        self._sql(
            "INSERT INTO mirror (match_id, match, revisions, read) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (match_id) DO UPDATE SET match = excluded.match, revisions = excluded.revisions, "
            "read = excluded.read",
            (match.id, _match_json(match), _revisions_json(revisions), _now()),
        )

    def follow(self, match_id: str) -> Sheet:
        """Read the match from the server into the mirror (the station can then score it
        offline); the server's sheet. Raises the store's error where the server cannot be
        reached."""
        server = self._server()
        if server is None:
            raise store_error(E_NOT_FOLLOWED, "store_error", match=match_id)
        try:
            match, revisions = server.match(match_id), server.revisions(match_id)
        except StoreError as e:
            if _unreachable(e):
                self._lost()
            raise
        self._write_mirror(match, revisions)
        return build_sheet(match, revisions, _rules_of(match.rules))

    def match(self, match_id: str) -> Match:
        """The match: the server's where it answers (the mirror read again), else the mirror's."""
        if self._server() is not None:
            try:
                self.follow(match_id)
            except StoreError as e:
                if not _unreachable(e):
                    raise
        found = self._mirror(match_id)
        if found is None:
            raise store_error(E_NOT_FOLLOWED, "store_error", match=match_id)
        return found[0]

    def _lost(self) -> None:
        if self.server is not None:
            try:
                self.server.close()
            except Exception:  # noqa: BLE001 - a connection already gone
                pass
        self.server = None

    # -- what the station shows -------------------------------------------------------------
    def kept(self, match_id: str | None = None, states: tuple[str, ...] = (KEPT, CONFLICT)) -> tuple[Kept, ...]:
        """The entries in the outbox (by default those not sent yet: kept and conflicts), in the
        order they were made."""
        marks = ", ".join("?" for _ in states)
        sql = f"SELECT id, match_id, entry, based_on, state, said, made, token FROM outbox WHERE state IN ({marks})"
        params: tuple[Any, ...] = tuple(states)
        if match_id is not None:
            sql += " AND match_id = ?"
            params += (match_id,)
        rows = self._sql(sql + " ORDER BY id", params).fetchall()
        return tuple(
            Kept(i, m, entry_from_json(json.loads(e)), b, s, said, made, token)
            for i, m, e, b, s, said, made, token in rows
        )

    def conflicts(self) -> tuple[Kept, ...]:
        return self.kept(states=(CONFLICT,))

    def local_sheet(self, match_id: str) -> Sheet:
        """The sheet as this station has it: the mirror, with the entries kept on top."""
        found = self._mirror(match_id)
        if found is None:
            raise store_error(E_NOT_FOLLOWED, "store_error", match=match_id)
        match, revisions = found
        rules = _rules_of(match.rules)
        sheet = build_sheet(match, revisions, rules)
        for k in self.kept(match_id, (KEPT,)):
            sheet = extend_sheet(sheet, self._revision(sheet, k.entry, match, rules), rules)
        return sheet

    @staticmethod
    def _revision(sheet: Sheet, entry: Entry, match: Match, rules: Any) -> Revision:
        """``entry`` made into the next revision of ``sheet``, as the store makes it (scored at
        its next seating)."""
        number = 1 + max((*(r.entry for r in sheet.rows), *sheet.deleted), default=0)
        body = MatchStore._next(match.id, entry)(match, rules, sheet, number)
        return Revision(match.id, number, 1, kind_of(body), body, _now())

    # -- writing -----------------------------------------------------------------------------------
    def add(self, match_id: str, entry: Entry) -> Added:
        """Record what happened next at this station's table: to the server when it answers
        (onto the sheet the station shows: refused as ``stale_sheet`` where another program wrote
        meanwhile), else scored here and kept. The entries kept before it go first: while any of
        its match cannot be sent, it is kept behind them."""
        server = self._server()
        if server is not None and self.kept(match_id, (KEPT,)):
            self.send()  # (the entries kept before it go first)
            server = self._server()
        found = self._mirror(match_id)
        if server is not None and not self.kept(match_id, (KEPT,)):
            try:
                expected = None if found is None else len(found[1])
                revision = server.add(match_id, entry, expected_sheet=expected)
                self.follow(match_id)
                return Added(True, self.local_sheet(match_id), revision=revision)
            except StoreError as e:
                if e.code == "stale_sheet":  # (another program wrote: the copy read again, then said)
                    try:
                        self.follow(match_id)
                    except StoreError:
                        pass
                if not _unreachable(e):
                    raise
                self._lost()
        if found is None:
            raise store_error(E_NOT_FOLLOWED, "store_error", match=match_id)
        match, revisions = found
        rules = _rules_of(match.rules)
        sheet = self.local_sheet(match_id)
        new = self._revision(sheet, entry, match, rules)
        after = extend_sheet(sheet, new, rules)  # (refuses what the match rules refuse: nothing kept)
        token = secrets.token_hex(16)
        made = _now()
        cur = self._sql(
            "INSERT INTO outbox (match_id, entry, based_on, token, state, made) VALUES (?, ?, ?, ?, ?, ?)",
            (match_id, canonical_json(entry_to_json(entry)), len(revisions), token, KEPT, made),
        )
        kept = Kept(int(cur.lastrowid or 0), match_id, entry, len(revisions), KEPT, "", made, token)
        return Added(False, after, kept=kept)

    def send(self) -> SendReport:
        """Send the kept entries, in order (see the module's text)."""
        server = self._server()
        pending = self.kept(states=(KEPT,))
        if server is None:
            return SendReport((), (), pending, reached=False)
        sent: list[Kept] = []
        conflicts: list[Kept] = []
        blocked = {k.match_id for k in self.conflicts()}
        for i, k in enumerate(pending):
            if k.match_id in blocked:  # (made after a conflict: it needs the referee too)
                conflicts.append(self._conflict(k, store_error(E_WAITING, "stale_sheet", match=k.match_id)))
                continue
            try:
                if not server.has_token(k.token):  # (sent before, its acknowledgement lost: not again)
                    server.add(k.match_id, k.entry, expected_sheet=k.based_on + self._sent_before(k), token=k.token)
            except StoreError as e:
                if _unreachable(e):
                    self._lost()
                    return SendReport(tuple(sent), tuple(conflicts), pending[i:], reached=bool(sent))
                conflicts.append(self._conflict(k, e))
                blocked.add(k.match_id)
                continue
            except HandError as e:  # the server's match rules refused it
                conflicts.append(self._conflict(k, e))
                blocked.add(k.match_id)
                continue
            self._sql("UPDATE outbox SET state = ? WHERE id = ?", (SENT, k.id))
            sent.append(replace(k, state=SENT))
        for match_id in sorted({k.match_id for k in pending}):
            try:
                self.follow(match_id)
            except StoreError as e:
                if not _unreachable(e):
                    raise
        return SendReport(tuple(sent), tuple(conflicts), ())

    def _sent_before(self, k: Kept) -> int:
        """How many entries this station kept on the same sheet as ``k`` before it and has sent
        since, by this send or an earlier one that was cut off (killed, its network dropped): the
        server's sheet stands on them, so ``k`` goes onto the mirror's revisions plus these."""
        row = self._sql(
            "SELECT count(*) FROM outbox WHERE match_id = ? AND based_on = ? AND id < ? AND state = ?",
            (k.match_id, k.based_on, k.id, SENT),
        ).fetchone()
        return int(row[0])

    def _conflict(self, k: Kept, e: HandError) -> Kept:
        said = canonical_json(_said(e))
        self._sql("UPDATE outbox SET state = ?, said = ? WHERE id = ?", (CONFLICT, said, k.id))
        return replace(k, state=CONFLICT, said=said)

    def drop(self, kept_id: int) -> None:
        """Drop a conflict from the outbox, once a referee has recorded what is right on the
        server's sheet (it stays in the file, marked dropped)."""
        row = self._sql("SELECT state FROM outbox WHERE id = ?", (kept_id,)).fetchone()
        if row is None or row[0] != CONFLICT:
            raise store_error(E_NO_CONFLICT, "unknown_entry", id=kept_id)
        self._sql("UPDATE outbox SET state = ? WHERE id = ?", (DROPPED, kept_id))


def _said(e: HandError) -> dict[str, str]:
    n = e.names if e.names is not None else Names(e.message, e.message, e.message, e.message)
    return {"code": e.code, "en": n.en, "zh-Hans": n.zh_hans, "zh-Hant": n.zh_hant, "ja": n.ja}


def said_words(kept: Kept, lang: str = "en") -> str:
    """What the server said of a conflict, in ``lang``."""
    if not kept.said:
        return ""
    data = json.loads(kept.said)
    return str(data.get(lang) or data.get("en") or "")


def _unreachable(e: StoreError) -> bool:
    """A store error that says the server cannot be reached (not a refusal)."""
    return e.code == "store_error" and e.names is not None and e.names.en.startswith("cannot reach the store's server")
