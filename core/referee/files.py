"""Writing a file so that a failure never passes for success and never leaves half a file.

An export is written to a temporary file beside its target, checked, flushed to the disk and
then renamed over the target: a full disk, a killed program or a failed check leaves the
target as it was (or absent) and the temporary file removed, and the error is raised. A
target that is not a regular file (``/dev/stdout``, a pipe, ``/dev/full``) cannot be renamed
over: the finished bytes are written to it with every write checked.
"""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path
from typing import Callable


def _regular_or_absent(path: Path) -> bool:
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except FileNotFoundError:
        return True


def _mode_for(target: Path) -> int:
    """The permissions the written file gets: the target's when it exists, else a new file's."""
    try:
        return stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask


def _sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (where the system allows opening a folder)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_via(path: str | os.PathLike[str], produce: Callable[[str], None],
              check: Callable[[bytes], bool] | None = None) -> None:
    """Make the file at ``path`` with ``produce(temporary_path)``; ``check``: whether the bytes
    made are complete (a PDF ends with ``%%EOF``). Raises :class:`OSError` on any failure,
    with the target untouched."""
    target = Path(path)
    regular = _regular_or_absent(target)
    folder = target.parent if regular else Path(tempfile.gettempdir())
    fd, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".partial", dir=folder)
    try:
        os.fchmod(fd, _mode_for(target))  # (mkstemp makes it private: the file gets a new one's mode)
    except (OSError, AttributeError):  # (no fchmod on Windows)
        pass
    os.close(fd)
    try:
        produce(temporary)
        with open(temporary, "rb+") as f:
            data = f.read()
            if check is not None and not check(data):
                raise OSError(f"the file written to {target} is incomplete (is the disk full?)")
            os.fsync(f.fileno())
        if regular:
            os.replace(temporary, target)
            _sync_folder(target.parent)
        else:
            write_checked(target, data)
    finally:
        try:
            os.unlink(temporary)
        except FileNotFoundError:
            pass


def write_checked(path: Path, data: bytes) -> None:
    """Write ``data`` to an existing file that is not a regular one (a device, a pipe), checking
    that every byte went and that the flush at the end succeeded."""
    with open(path, "wb", buffering=0) as f:
        view = memoryview(data)
        while view:
            n = f.write(view)
            if not n:
                raise OSError(f"cannot write to {path}")
            view = view[n:]


def write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` as the whole file at ``path`` (see the module's text)."""
    def produce(temporary: str) -> None:
        with open(temporary, "wb") as f:
            f.write(data)
            f.flush()

    write_via(path, produce, lambda written: written == data)
