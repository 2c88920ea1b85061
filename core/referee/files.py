"""Writing a file so that a failure never passes for success and never leaves half a file.

An export is written to a temporary file beside its target, checked, flushed to the disk and
then renamed over the target: a full disk, a killed program or a failed check leaves the
target as it was (or absent) and the temporary file removed, and the error is raised. A
target that is not a regular file (``/dev/stdout``, a pipe, ``/dev/full``) cannot be renamed
over: the finished bytes are written to it with every write checked. A pipe or a socket is
refused before anything is made: its write would wait for a reader without end.

A file the command line reads (a players' list, a prescripted schedule) is read by
:func:`read_text`: a regular file only (a pipe would wait for a writer, a device like
``/dev/zero`` never ends), of at most :data:`MAX_READ_BYTES`.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Final

from core.engine.match_rules import refused
from core.engine.schema import os_reason
from core.model.names import Names

#: the longest file :func:`read_text` reads: 1 MiB (a players' list of 10,000 lines is ~0.5 MiB)
MAX_READ_BYTES: Final = 1 << 20

E_READ: Final = Names(
    "cannot read {path}: {reason}",
    "无法读取 {path}：{reason}",
    "無法讀取 {path}：{reason}",
    "{path} を読み込めません：{reason}",
)
E_READ_NOT_FILE: Final = Names(
    "cannot read {path}: only a regular file is read (this is a folder, a device or a pipe)",
    "无法读取 {path}：只读取普通文件（这是文件夹、设备或管道）",
    "無法讀取 {path}：只讀取一般檔案（這是資料夾、裝置或管線）",
    "{path} を読み込めません：読み込めるのは通常のファイルだけです（これはフォルダ、デバイスまたはパイプです）",
)
E_READ_TOO_BIG: Final = Names(
    "cannot read {path}: it is longer than {size} bytes, the most a file read here may hold",
    "无法读取 {path}：超过 {size} 字节（可读取文件的上限）",
    "無法讀取 {path}：超過 {size} 位元組（可讀取檔案的上限）",
    "{path} を読み込めません：読み込めるファイルの上限 {size} バイトを超えています",
)

E_WRITE: Final = Names(
    "cannot write {path}: {reason}; nothing was written, it was not written over",
    "无法写入 {path}：{reason}；什么都没有写入，原文件未被覆盖",
    "無法寫入 {path}：{reason}；什麼都沒有寫入，原檔案未被覆寫",
    "{path} に書き込めません：{reason}。何も書き込まず、元のファイルもそのままです",
)


def read_text(path: str | os.PathLike[str], limit: int = MAX_READ_BYTES) -> str:
    """The UTF-8 text of the regular file at ``path`` (a byte-order mark read past), of at most
    ``limit`` bytes; a :class:`core.engine.match_rules.MatchError` (``bad_file``) naming the file
    otherwise: a folder, a device or a pipe (opened without waiting for a writer, and refused),
    a longer file, bytes that are not UTF-8, a file that cannot be opened."""
    shown = os.fsdecode(path).encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))  # (a FIFO: opened, not waited on)
    except OSError as e:
        raise refused(E_READ, "bad_file", path=shown, reason=os_reason(e)) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise refused(E_READ_NOT_FILE, "bad_file", path=shown)
        with open(fd, "rb", closefd=False) as f:
            data = f.read(limit + 1)
        if len(data) > limit:
            raise refused(E_READ_TOO_BIG, "bad_file", path=shown, size=limit)
        return data.decode("utf-8-sig")
    except (OSError, UnicodeDecodeError) as e:
        raise refused(E_READ, "bad_file", path=shown, reason=os_reason(e)) from None
    finally:
        os.close(fd)


def _pipe_or_socket(path: Path) -> bool:
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return False  # (absent: a new file; another problem: the write says it)
    return stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode)


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


def write_via(
    path: str | os.PathLike[str], produce: Callable[[str], None], check: Callable[[bytes], bool] | None = None
) -> None:
    """Make the file at ``path`` with ``produce(temporary_path)``; ``check``: whether the bytes
    made are complete (a PDF ends with ``%%EOF``). Raises :class:`OSError` on any failure,
    with the target untouched."""
    target = Path(path)
    if _pipe_or_socket(target):  # (its write would wait for a reader without end)
        raise OSError(
            errno.ESPIPE, "it is a pipe or a socket: a file is written only to a regular file, a new path or a device"
        )
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
