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


#: what the person reads when there is no display to open the window on, in each language
NO_DISPLAY: Final[dict[str, str]] = {
    "en": (
        "mahjong-scorer: there is no display to open the window on (neither DISPLAY nor "
        "WAYLAND_DISPLAY is set). Start it from a desktop session, or use the command line: mjscore\n"
    ),
    "zh-Hans": (
        "mahjong-scorer：没有可以打开窗口的显示器（DISPLAY 和 WAYLAND_DISPLAY 都未设置）。"
        "请在桌面会话中启动，或使用命令行：mjscore\n"
    ),
    "zh-Hant": (
        "mahjong-scorer：沒有可以開啟視窗的顯示器（DISPLAY 和 WAYLAND_DISPLAY 都未設定）。"
        "請在桌面工作階段中啟動，或使用命令列：mjscore\n"
    ),
    "ja": (
        "mahjong-scorer: ウィンドウを開くディスプレイがありません（DISPLAY も WAYLAND_DISPLAY も"
        "設定されていません）。デスクトップのセッションから起動するか、コマンドライン mjscore を使ってください。\n"
    ),
}


def no_display(env: dict[str, str] | None = None, platform: str | None = None) -> bool:
    """Whether Qt would start on X11 or Wayland here (Linux or another Unix but macOS, xcb or
    wayland asked for or nothing) with neither an X display nor a Wayland one to open."""
    env = dict(os.environ) if env is None else env
    platform = sys.platform if platform is None else platform
    if platform.startswith(("win", "darwin")):
        return False
    chosen = env.get("QT_QPA_PLATFORM", "").split(":")[0].split(";")[0]
    if chosen not in ("", "xcb", "wayland"):
        return False  # offscreen, minimal, vnc, eglfs... need no display
    return not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY")


#: what the person reads when the X display named does not answer, in each language
DISPLAY_SILENT: Final[dict[str, str]] = {
    "en": (
        "mahjong-scorer: the display {display} (DISPLAY) does not answer: no X server runs there, or this user may "
        "not use it. Start the program from a desktop session or set DISPLAY to a display that runs, or use the "
        "command line: mjscore\n"
    ),
    "zh-Hans": (
        "mahjong-scorer：显示器 {display}（DISPLAY）没有回应：那里没有运行 X 服务器，或当前用户无权使用。"
        "请在桌面会话中启动，或将 DISPLAY 设为正在运行的显示器，或使用命令行：mjscore\n"
    ),
    "zh-Hant": (
        "mahjong-scorer：顯示器 {display}（DISPLAY）沒有回應：那裡沒有執行 X 伺服器，或目前使用者無權使用。"
        "請在桌面工作階段中啟動，或將 DISPLAY 設為正在執行的顯示器，或使用命令列：mjscore\n"
    ),
    "ja": (
        "mahjong-scorer: ディスプレイ {display}（DISPLAY）が応答しません：X サーバーが動いていないか、このユーザーは"
        "使えません。デスクトップのセッションから起動するか、DISPLAY を動いているディスプレイにするか、"
        "コマンドライン mjscore を使ってください。\n"
    ),
}


def display_answers(display: str) -> bool:
    """Whether the X display ``display`` takes a connection (through libxcb, which the xcb
    plugin would use a moment later): Qt aborts the process when it does not, with a hint about
    libxcb-cursor0 that has nothing to do with it."""
    import ctypes

    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return True  # (the missing library is said by the check of the libraries)
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    conn = xcb.xcb_connect(display.encode("utf-8", "surrogateescape"), None)
    try:
        return bool(conn) and xcb.xcb_connection_has_error(conn) == 0
    finally:
        if conn:
            xcb.xcb_disconnect(conn)


def user_language(lang: str | None = None, env: dict[str, str] | None = None) -> str:
    """The language to say it in before Qt is there: the one asked for, else the one the
    environment names (LC_ALL, LC_MESSAGES, LANG), else English."""
    if lang in NO_DISPLAY:
        return lang
    env = dict(os.environ) if env is None else env
    for key in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(key, "").lower()
        if not value:
            continue
        if value.startswith("ja"):
            return "ja"
        if value.startswith("zh"):
            traditional = any(t in value for t in ("_tw", "_hk", "_mo", "hant"))
            return "zh-Hant" if traditional else "zh-Hans"
        return "en"
    return "en"


def missing_libraries(libraries: tuple[tuple[str, str, str], ...] = XCB_LIBRARIES) -> list[tuple[str, str, str]]:
    """The libraries of the list that cannot be opened."""
    import ctypes  # (here: only a start on X11 asks; a start from source saves ~8M instructions)

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
    return (
        f"mahjong-scorer: the window cannot start on X11: these system libraries are missing: {libs}.\n"
        f"Install them, then start again:\n"
        f"  Debian/Ubuntu: sudo apt-get install {debs}\n"
        f"  Fedora:        sudo dnf install {feds}\n"
        f"(all the window needs: {DEBIAN_LINE})\n"
    )


def check(lang: str | None = None) -> int:
    """0 when the window can start here, else the report on standard error and 3: no display
    (said in ``lang`` or the environment's language), or on X11 a missing system library or a
    display that does not answer."""
    if no_display():
        sys.stderr.write(NO_DISPLAY[user_language(lang)])
        return 3
    if not uses_xcb():
        return 0
    missing = missing_libraries()
    if missing:
        sys.stderr.write(report(missing))
        return 3
    display = os.environ.get("DISPLAY", "")
    if display and not display_answers(display):
        sys.stderr.write(DISPLAY_SILENT[user_language(lang)].format(display=display))
        return 3
    return 0
