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
    PLAYERS,
    Body,
    Draw,
    Entry,
    Match,
    MatchError,
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
    rescore,
    score_win,
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


class StoreError(HandError):
    """The store cannot be opened, read or written (permissions, a full disk, a lock held too
    long), or holds no such match."""

    code = "store_error"


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
            raise StoreError(f"the store has schema version {version}, newer than this program's "
                             f"{len(migrations)}", code="store_newer_schema")
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
    ``store_newer_schema``), a message, and the paths the old files were moved to."""

    code: str
    message: str
    set_aside: Path
    also_moved: tuple[Path, ...] = ()


def _now() -> str:
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def _identity(path: Path) -> tuple[int, int, int, int]:
    st = path.stat()
    return st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns


def _problem(path: Path, known: int) -> tuple[str, str, int, tuple[int, int, int, int]] | None:
    """Why the file cannot be used as it is: (code, why, its schema version, the file's identity
    when checked), or ``None``. Reads only: the checks run on a read-only connection, so the
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
        return "store_corrupt", "it is not an SQLite database", 0, ident
    try:
        conn = sqlite3.connect(f"file:{quote(str(path))}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_MS / 1000)
    except sqlite3.Error as e:
        raise StoreError(f"cannot open the match store {path}: {e}") from None
    try:
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        rows = conn.execute("PRAGMA quick_check").fetchall()
        if rows != [("ok",)]:
            return "store_corrupt", "PRAGMA quick_check found: " + "; ".join(str(r[0]) for r in rows[:5]), 0, ident
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if version > known:
            return "store_newer_schema", (f"it has schema version {version}; this program knows up to "
                                          f"{known}"), version, ident
        return None
    except sqlite3.DatabaseError as e:
        if getattr(e, "sqlite_errorname", "") in ("SQLITE_CORRUPT", "SQLITE_NOTADB") or not isinstance(
                e, sqlite3.OperationalError):
            return "store_corrupt", f"SQLite says: {e}", 0, ident
        raise StoreError(f"cannot read the match store {path}: {e}") from None
    finally:
        conn.close()


def _set_aside(path: Path, suffix: str, checked: tuple[int, int, int, int]) -> tuple[Path, tuple[Path, ...]]:
    """Rename the store and its -wal and -shm files with ``suffix``, untouched; the new paths.
    Refuses when the file is no longer the one checked (another copy of the program set it
    aside and started a fresh store meanwhile: that one is not to be moved)."""
    try:
        if _identity(path) != checked:
            raise StoreError(f"the match store {path} changed while it was being checked; open it again")
    except FileNotFoundError:
        raise StoreError(f"the match store {path} was moved while it was being checked; open it again") from None
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

def _rules_of(name: str) -> MatchRules:
    from .rules import get_rules

    found = get_rules(name).match_rules()
    if found is None:
        raise MatchError(f"the rule set {name!r} has no match rules: no match sheet can be kept for it",
                         code="no_match_rules")
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
            raise StoreError(f"cannot make the folder of the match store {self.path.parent}: {e.strerror}") from None
        problem = _problem(self.path, len(self.migrations))
        if problem is not None:
            code, why, version, _checked = problem
            suffix = "corrupt" if code == "store_corrupt" else f"newer-schema-v{version}"
            aside, moved = _set_aside(self.path, suffix, problem[3])
            self.notice = StoreNotice(code, f"The match store {self.path} could not be used ({why}). It was set aside "
                                            f"untouched as {aside}, and a new, empty store was started.", aside, moved)
        self._conn = self._connect()
        try:
            self.version = migrate(self._conn, self.migrations)
        except sqlite3.Error as e:
            self._conn.close()
            raise StoreError(f"cannot prepare the match store {self.path}: {e}") from None

    def _connect(self) -> sqlite3.Connection:
        try:
            conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)
            conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            if str(mode).lower() != "wal":
                raise StoreError(f"the match store {self.path} cannot use the WAL journal (it uses {mode})")
            conn.execute("PRAGMA synchronous = FULL")
            conn.execute("PRAGMA foreign_keys = ON")
            return conn
        except sqlite3.Error as e:
            raise StoreError(f"cannot open the match store {self.path}: {e}") from None

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
            raise StoreError(f"the match store {self.path} is busy or cannot be written: {e}") from None
        try:
            out = work(self._conn)
            self._conn.execute("COMMIT")
            return out
        except sqlite3.Error as e:
            self._rollback()
            raise StoreError(f"the match store {self.path} failed: {e}") from None
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
            raise MatchError(f"a match has {PLAYERS} players, each with a name, not {list(players)!r}",
                             code="bad_match_record")
        if len(set(n.casefold() for n in names)) != PLAYERS:
            raise MatchError(f"the players' names must differ: {', '.join(names)}", code="bad_match_record")
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
                raise MatchError(f"a match {mid} exists already", code="bad_match_record")
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
            raise StoreError(f"no match {match_id!r} in {self.path}" + (f"; the latest: {', '.join(known)}" if known else ""),
                             code="unknown_match")
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
            raise StoreError(f"match {match_id} has no entry {entry}", code="unknown_entry")
        return found

    def sheet(self, match_id: str) -> Sheet:
        """The match's sheet as it stands (see :func:`core.match.build_sheet`)."""
        def work(conn: sqlite3.Connection) -> Sheet:
            match = self._load_match(conn, match_id)
            return build_sheet(match, self._revisions(conn, match_id), _rules_of(match.rules))

        return self._transaction(work, write=False)

    def _write(self, match_id: str, entry: int | None, make: Callable[[Match, MatchRules, Sheet, int], Body | None],
               expected_revision: int | None, reason: str) -> Revision:
        """Write the next revision of ``entry`` (``None``: a new entry) in one transaction: the
        body made from the sheet as it stands, the whole sheet folded again with it (the match
        rules refuse what they refuse), then the insert."""
        def work(conn: sqlite3.Connection) -> Revision:
            match = self._load_match(conn, match_id)
            rules = _rules_of(match.rules)
            revisions = self._revisions(conn, match_id)
            sheet = build_sheet(match, revisions, rules)
            if entry is None:
                number = 1 + max((r.entry for r in revisions), default=0)
                revision = 1
            else:
                mine = [r for r in revisions if r.entry == entry]
                if not mine:
                    raise StoreError(f"match {match_id} has no entry {entry}", code="unknown_entry")
                last = max(r.revision for r in mine)
                if expected_revision is not None and expected_revision != last:
                    raise StoreError(f"entry {entry} of match {match_id} is at revision {last}, not "
                                     f"{expected_revision}: someone changed it meanwhile; look again",
                                     code="stale_revision")
                number, revision = entry, last + 1
            body = make(match, rules, sheet, number)
            if entry is not None and body is None and mine[-1].body is None:
                raise StoreError(f"entry {entry} of match {match_id} is deleted already", code="unknown_entry")
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
        raise MatchError(f"not a match entry: {entry!r}", code="bad_match_record")

    def add(self, match_id: str, entry: Entry) -> Revision:
        """Record what happened next: a win (scored now, at the seating of the next hand), a
        draw or a penalty; the saved revision, committed when this returns."""
        def make(match: Match, rules: MatchRules, sheet: Sheet, number: int) -> Body:
            def seating() -> Any:
                if sheet.next_seating is None:
                    msg = E_MATCH_OVER.format(hands=sheet.hands_played)
                    raise MatchError(f"match {match_id} is over: {sheet.hands_played} hands are played",
                                     code="match_over", names=msg)
                return sheet.next_seating
            return self._body(entry, match, rules, seating)

        return self._write(match_id, None, make, None, "")

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
