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
- **A schema version** (``PRAGMA user_version``) with forward migrations
  (:data:`core.referee.sqlite_schema.MIGRATIONS`), applied on open in one transaction; a new
  store is made from the tables' one description (:mod:`core.referee.store_schema`).
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

import os
import sqlite3
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from core.referee.match import Revision, Sheet
from core.referee.match_store import MatchStore
from core.referee.sqlite_schema import MIGRATIONS, SUMMARIES_SINCE, migrate
from core.referee.store_errors import (
    E_BUSY,
    E_FAILED,
    E_FOLDER,
    E_NOT_A_FILE,
    E_OPEN,
    E_PREPARE,
    E_READ,
    E_READ_ONLY,
    E_WAL,
    NOTICE_SET_ASIDE,
    StoreError,
    store_error,
)
from core.referee.store_files import (
    BUSY_TIMEOUT_MS,
    StoreNotice,
    _create,
    _open_read_only,
    _problem,
    _roll_back_hot_journal,
    _set_aside,
    default_path,
)
from core.referee.store_rows import Conn

T = TypeVar("T")


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


__all__ = ["Store"]
