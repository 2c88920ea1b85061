"""Before Qt starts on X11: are the system libraries its xcb platform plugin needs there?

Qt aborts the process when the xcb plugin cannot load, naming only the first library it
missed (``libxcb-cursor0`` on a bare Debian). So the program asks first: it opens each
library the plugin links to (a library Qt would load a moment later anyway, so the check
costs next to nothing) and, if any is missing, says which ones, with the line that installs
them on Debian/Ubuntu and on Fedora, and exits non-zero. The README's set-up section lists
the same packages, and ``.ci/run`` installs exactly the README's line (a test keeps the
three in step).
"""

from __future__ import annotations

import ctypes
import os
import sys
from typing import Final

#: each library the xcb platform plugin (libqxcb.so and libQt6XcbQpa) loads from the system,
#: with the Debian/Ubuntu package and the Fedora package that hold it
XCB_LIBRARIES: Final[tuple[tuple[str, str, str], ...]] = (
    ("libxcb.so.1", "libxcb1", "libxcb"),
    ("libxcb-cursor.so.0", "libxcb-cursor0", "xcb-util-cursor"),
    ("libxcb-icccm.so.4", "libxcb-icccm4", "xcb-util-wm"),
    ("libxcb-image.so.0", "libxcb-image0", "xcb-util-image"),
    ("libxcb-keysyms.so.1", "libxcb-keysyms1", "xcb-util-keysyms"),
    ("libxcb-randr.so.0", "libxcb-randr0", "libxcb"),
    ("libxcb-render.so.0", "libxcb-render0", "libxcb"),
    ("libxcb-render-util.so.0", "libxcb-render-util0", "xcb-util-renderutil"),
    ("libxcb-shape.so.0", "libxcb-shape0", "libxcb"),
    ("libxcb-shm.so.0", "libxcb-shm0", "libxcb"),
    ("libxcb-sync.so.1", "libxcb-sync1", "libxcb"),
    ("libxcb-util.so.1", "libxcb-util1", "xcb-util"),
    ("libxcb-xfixes.so.0", "libxcb-xfixes0", "libxcb"),
    ("libxcb-xkb.so.1", "libxcb-xkb1", "libxcb"),
    ("libxkbcommon.so.0", "libxkbcommon0", "libxkbcommon"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0", "libxkbcommon-x11"),
    ("libX11.so.6", "libx11-6", "libX11"),
    ("libX11-xcb.so.1", "libx11-xcb1", "libX11-xcb"),
    ("libEGL.so.1", "libegl1", "libglvnd-egl"),
    ("libGL.so.1", "libgl1", "libglvnd-glx"),
    ("libfontconfig.so.1", "libfontconfig1", "fontconfig"),
    ("libfreetype.so.6", "libfreetype6", "freetype"),
    ("libdbus-1.so.3", "libdbus-1-3", "dbus-libs"),
    ("libglib-2.0.so.0", "libglib2.0-0", "glib2"),
    ("libgthread-2.0.so.0", "libglib2.0-0", "glib2"),
)


def _unique(items: list[str]) -> list[str]:
    return list(dict.fromkeys(items))


#: the packages, in the order of the list above
DEBIAN_PACKAGES: Final = tuple(_unique([deb for _lib, deb, _fed in XCB_LIBRARIES]))
FEDORA_PACKAGES: Final = tuple(_unique([fed for _lib, _deb, fed in XCB_LIBRARIES]))
DEBIAN_LINE: Final = "sudo apt-get install " + " ".join(DEBIAN_PACKAGES)
FEDORA_LINE: Final = "sudo dnf install " + " ".join(FEDORA_PACKAGES)


def uses_xcb(env: dict[str, str] | None = None, platform: str | None = None) -> bool:
    """Whether Qt will start on X11 here: Linux (or another Unix but macOS) with an X display
    and no other platform asked for."""
    env = dict(os.environ) if env is None else env
    platform = sys.platform if platform is None else platform
    if platform.startswith(("win", "darwin")):
        return False
    chosen = env.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.split(":")[0].split(";")[0] == "xcb"
    if env.get("WAYLAND_DISPLAY"):
        return False  # Qt prefers Wayland when it is there
    return bool(env.get("DISPLAY"))


def missing_libraries(libraries: tuple[tuple[str, str, str], ...] = XCB_LIBRARIES) -> list[tuple[str, str, str]]:
    """The libraries of the list that cannot be opened."""
    missing = []
    for entry in libraries:
        try:
            ctypes.CDLL(entry[0])
        except OSError:
            missing.append(entry)
    return missing


def report(missing: list[tuple[str, str, str]]) -> str:
    """What the person reads: the libraries missing and the lines that install them."""
    libs = ", ".join(lib for lib, _deb, _fed in missing)
    debs = " ".join(_unique([deb for _lib, deb, _fed in missing]))
    feds = " ".join(_unique([fed for _lib, _deb, fed in missing]))
    return (f"mahjong-scorer: the window cannot start on X11: these system libraries are missing: {libs}.\n"
            f"Install them, then start again:\n"
            f"  Debian/Ubuntu: sudo apt-get install {debs}\n"
            f"  Fedora:        sudo dnf install {feds}\n"
            f"(all the window needs: {DEBIAN_LINE})\n")


def check() -> int:
    """0 when the window can start here, else the report on standard error and 3."""
    if not uses_xcb():
        return 0
    missing = missing_libraries()
    if not missing:
        return 0
    sys.stderr.write(report(missing))
    return 3
