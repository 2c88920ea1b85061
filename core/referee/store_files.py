"""Where the SQLite store's file is (:func:`data_dir`, :func:`default_path`) and what is done
with it on open: a file that cannot be trusted checked and set aside (:class:`StoreNotice`), a
hot journal rolled back, a new store made whole beside its path and linked into place, a store
that cannot be written opened to be read."""

from __future__ import annotations

import os
import sqlite3
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Final
from urllib.parse import quote

from core.model.names import Names
from core.referee.sqlite_schema import APPLICATION_ID, migrate
from core.referee.store_errors import (
    E_CHANGED,
    E_MOVED,
    E_OPEN,
    E_READ,
    WHY_CHECK,
    WHY_FOREIGN,
    WHY_NEWER,
    WHY_NOT_SQLITE,
    WHY_SQLITE,
    StoreError,
    store_error,
)

#: the organization and application name the window gives Qt (and so its data folder)
APP_NAME: Final = "Mahjong Scorer"
#: the file name of the store in the data folder
FILE_NAME: Final = "matches.sqlite3"
#: the environment variable naming the data folder instead
DATA_DIR_ENV: Final = "MJSCORE_DATA_DIR"
#: how long a write waits for another program's write to finish, in milliseconds
BUSY_TIMEOUT_MS: Final = 10_000

_SQLITE_MAGIC: Final = b"SQLite format 3\x00"
#: the tables of the schema (a store written before the application id had these)
_OUR_TABLES: Final = frozenset({"matches", "records"})


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
