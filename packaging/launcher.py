"""Entry script of the frozen app (PyInstaller): runs ``gui.app.main``, as ``python -m gui`` does.

A windowed Windows build has no console, so ``sys.stdout``/``sys.stderr`` are None there;
attach to the console of the calling shell when there is one (``--self-test`` output stays
readable in a terminal and in CI), otherwise write to the null device, so that a stray
``sys.stderr.write`` can never raise.
"""

from __future__ import annotations

import os
import sys


def _streams() -> None:
    if sys.stdout is not None and sys.stderr is not None:
        return
    target = os.devnull
    if sys.platform == "win32":
        try:
            import ctypes

            if ctypes.windll.kernel32.AttachConsole(-1):  # ATTACH_PARENT_PROCESS
                target = "CONOUT$"
        except (AttributeError, OSError):
            pass
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            try:
                setattr(sys, name, open(target, "w", encoding="utf-8", errors="replace"))
            except OSError:
                setattr(sys, name, open(os.devnull, "w"))


if __name__ == "__main__":
    _streams()
    from gui.app import main

    sys.exit(main())
