"""Issue 11, "starts on a bare desktop": the X11 libraries Qt's xcb plugin needs are named,
with the packages that hold them, before Qt aborts; the README lists the same packages and
.ci/run installs the README's line."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from gui import platform_check as pc

ROOT = Path(__file__).resolve().parent.parent
# what every Linux program has: no package to name
BASE = {"libc.so.6", "libm.so.6", "libstdc++.so.6", "libgcc_s.so.1", "libpthread.so.0", "libdl.so.2"}


def test_the_readme_lists_the_packages_and_ci_installs_the_readmes_line() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    setup = readme.split("## Set up and run")[1].split("\n## ")[0]
    assert pc.DEBIAN_LINE in setup and pc.FEDORA_LINE in setup
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "sudo apt-get install" in ci and "README.md" in ci  # the line is read from the README
    assert "QT_QPA_PLATFORM=xcb" in ci and "--self-test" in ci and "xvfb-run" in ci


def test_the_list_holds_every_system_library_the_xcb_plugin_links_to() -> None:
    if shutil.which("readelf") is None:
        pytest.skip("readelf (binutils) is not installed")
    PySide6 = pytest.importorskip("PySide6")
    qt = Path(PySide6.__file__).parent / "Qt"
    needed: set[str] = set()
    for lib in (qt / "plugins" / "platforms" / "libqxcb.so", *sorted((qt / "lib").glob("libQt6XcbQpa.so*"))[:1]):
        if not lib.exists():
            pytest.skip(f"{lib.name} is not in this PySide6")
        out = subprocess.run(["readelf", "-d", str(lib)], capture_output=True, text=True, check=True).stdout
        needed |= set(re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out))
    system = {n for n in needed if not n.startswith("libQt6")} - BASE
    listed = {lib for lib, _deb, _fed in pc.XCB_LIBRARIES}
    assert system and system <= listed, sorted(system - listed)


def test_a_missing_library_is_named_with_the_install_lines(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import ctypes

    real = ctypes.CDLL

    def cdll(name: str, *args: Any, **kw: Any) -> Any:
        if name in ("libxcb-cursor.so.0", "libxcb-icccm.so.4"):
            raise OSError(f"{name}: cannot open shared object file")
        return real(name, *args, **kw)

    monkeypatch.setattr(ctypes, "CDLL", cdll)
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setenv("DISPLAY", ":98")
    from gui.app import main

    assert main([]) == 3
    err = capsys.readouterr().err
    assert "libxcb-cursor.so.0, libxcb-icccm.so.4" in err
    assert "sudo apt-get install libxcb-cursor0 libxcb-icccm4" in err
    assert "sudo dnf install xcb-util-cursor xcb-util-wm" in err


def test_only_x11_is_checked() -> None:
    assert pc.uses_xcb({"DISPLAY": ":0"}, "linux")
    assert not pc.uses_xcb({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert not pc.uses_xcb({"QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":0"}, "linux")
    assert pc.uses_xcb({"QT_QPA_PLATFORM": "xcb"}, "linux")
    assert not pc.uses_xcb({"DISPLAY": ":0"}, "win32") and not pc.uses_xcb({}, "linux")


@pytest.mark.parametrize(
    ("lang", "env_lang", "words"),
    [
        (None, "C", "there is no display"),
        ("ja", "C", "ディスプレイがありません"),
        (None, "zh_TW.UTF-8", "沒有可以開啟視窗的顯示器"),
        (None, "zh_CN.UTF-8", "没有可以打开窗口的显示器"),
    ],
)
def test_no_display_is_said_before_qt_starts_and_exits_3(
    monkeypatch: pytest.MonkeyPatch, lang: str | None, env_lang: str, words: str
) -> None:
    """Issue 23: with no display Qt aborted with a hint to install libxcb-cursor0 (installed)."""
    import os
    import sys

    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "LC_ALL", "LC_MESSAGES")
    }
    env["LANG"] = env_lang
    env["PYTHONPATH"] = str(Path(__file__).resolve().parents[1])
    code = (
        "import sys; from gui.app import main; rc = main(sys.argv[1:]); "
        "assert 'PySide6.QtWidgets' not in sys.modules; sys.exit(rc)"
    )
    args = [sys.executable, "-c", code] + (["--lang", lang] if lang else [])
    done = subprocess.run(args, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 3, done.stderr
    assert words in done.stderr
    assert "libxcb" not in done.stderr


def test_offscreen_needs_no_display() -> None:
    assert not pc.no_display({"QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert pc.no_display({}, "linux") and pc.no_display({"QT_QPA_PLATFORM": "xcb"}, "linux")
    assert not pc.no_display({"DISPLAY": ":0"}, "linux") and not pc.no_display({}, "win32")


@pytest.mark.parametrize(
    ("env_lang", "words"),
    [
        ("C", "the display :{n} (DISPLAY) does not answer"),
        ("ja_JP.UTF-8", "ディスプレイ :{n}（DISPLAY）が応答しません"),
        ("zh_TW.UTF-8", "顯示器 :{n}（DISPLAY）沒有回應"),
        ("zh_CN.UTF-8", "显示器 :{n}（DISPLAY）没有回应"),
    ],
)
def test_a_display_that_does_not_answer_is_said_and_exits_3(env_lang: str, words: str) -> None:
    """Issue 41: with DISPLAY set to a display that does not answer (DISPLAY=:77), Qt aborted
    with exit 134 and the misleading libxcb-cursor0 hint."""
    import os
    import sys

    if pc.missing_libraries():
        pytest.skip("the X11 libraries are not installed here (.ci/run installs the README's line)")
    n = next(n for n in range(77, 200) if not Path(f"/tmp/.X11-unix/X{n}").exists())
    env = {
        k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "LC_ALL", "LC_MESSAGES")
    }
    env.update(DISPLAY=f":{n}", LANG=env_lang, PYTHONPATH=str(Path(__file__).resolve().parents[1]))
    code = (
        "import sys; from gui.app import main; rc = main(sys.argv[1:]); "
        "assert 'PySide6.QtWidgets' not in sys.modules; sys.exit(rc)"
    )
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 3, done.stderr
    assert words.format(n=n) in done.stderr and "libxcb" not in done.stderr
