#!/usr/bin/env python3
"""Build the desktop app as a one-folder bundle with PyInstaller, and measure it.

    pip install -e . -r packaging/requirements.txt     # once; this script installs nothing
    python packaging/build.py                          # build, then measure
    python packaging/build.py --no-compare             # build only (prints the size)
    python packaging/build.py --no-build               # measure an existing build

The scoring core is bundled compiled: ``tools/compile_core.py`` builds the mypyc copy of
``core/`` (needs mypy, in packaging/requirements.txt, and a C compiler) and the spec takes
``core`` from it. Where it cannot be compiled, the Python source is bundled instead, with a
warning; ``--pure-core`` asks for that.

Builds ``packaging/mahjong-scorer.spec`` into ``dist/mahjong-scorer/`` (the executable is
``dist/mahjong-scorer/mahjong-scorer``, ``.exe`` on Windows; on macOS also
``dist/Mahjong Scorer.app``), with PyInstaller's work files in ``build/pyinstaller``.

Then, measured in the same run and printed as ratios:

- size: the bundle against an untrimmed PyInstaller bundle of a bare PySide6 QMainWindow
  (``packaging/bare_window.py``, plain ``pyinstaller --onedir``, built into build/bare);
  target: ours at most 60% of it;
- start-up: ``dist/mahjong-scorer/mahjong-scorer --self-test`` against
  ``python -m gui --self-test`` from the source tree, offscreen, median of 3 runs each
  (after one warm-up run each, alternating); target: frozen within 1.5x of source.

Exit status: non-zero when the build fails or either self-test fails; the targets are
reported, not enforced (``--strict`` makes a missed target fail too).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "mahjong-scorer"
SPEC = ROOT / "packaging" / f"{NAME}.spec"
DIST = ROOT / "dist"
BUNDLE = DIST / NAME
WORK = ROOT / "build" / "pyinstaller"
BARE_DIR = ROOT / "build" / "bare"
EXE_SUFFIX = ".exe" if sys.platform == "win32" else ""
SIZE_TARGET = 0.60
START_TARGET = 1.5


def executable(folder: Path, name: str) -> Path:
    return folder / f"{name}{EXE_SUFFIX}"


def folder_size(path: Path) -> int:
    """Bytes in regular files under ``path`` (symbolic links not followed nor counted)."""
    total = 0
    for dirpath, _dirs, files in os.walk(path):
        for f in files:
            p = os.path.join(dirpath, f)
            if not os.path.islink(p):
                total += os.path.getsize(p)
    return total


def mb(n: int) -> str:
    return f"{n / 1e6:.1f} MB"


def pyinstaller(*args: str, env: dict[str, str] | None = None) -> None:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        sys.exit("build.py: PyInstaller is not installed: pip install -r packaging/requirements.txt")
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN", *args]
    print("+ " + " ".join(cmd), flush=True)
    subprocess.run(cmd, cwd=ROOT, check=True, env=env)


def compiled_core(pure: bool) -> Path | None:
    """The mypyc-compiled core to bundle (tools/compile_core.py), or None for the Python
    source: asked for with ``pure``, or when this machine cannot compile it (said loudly;
    the app is the same, only slower to score)."""
    if pure:
        print("core: the Python source (--pure-core)")
        return None
    sys.path.insert(0, str(ROOT / "tools"))
    from compile_core import CompileUnavailable, ensure_compiled

    try:
        out = ensure_compiled()
    except (CompileUnavailable, subprocess.CalledProcessError) as e:
        print(f"build.py: WARNING: bundling the Python source of core, not the compiled one: {e}", flush=True)
        return None
    print(f"core: compiled with mypyc ({out.relative_to(ROOT)})", flush=True)
    return out


def build(pure_core: bool = False) -> None:
    shutil.rmtree(BUNDLE, ignore_errors=True)
    core = compiled_core(pure_core)
    env = dict(os.environ)
    env.pop("MAHJONG_SCORER_CORE_DIR", None)
    if core is not None:
        env["MAHJONG_SCORER_CORE_DIR"] = str(core)  # read by the spec
    pyinstaller("--distpath", str(DIST), "--workpath", str(WORK), str(SPEC), env=env)
    if not executable(BUNDLE, NAME).is_file():
        sys.exit(f"build.py: {executable(BUNDLE, NAME)} was not produced")


def build_bare() -> Path:
    """An untrimmed bundle of a bare QMainWindow: PyInstaller's defaults, no spec of ours."""
    out = BARE_DIR / "dist"
    shutil.rmtree(out, ignore_errors=True)
    pyinstaller(
        "--onedir",
        "--distpath",
        str(out),
        "--workpath",
        str(BARE_DIR / "work"),
        "--specpath",
        str(BARE_DIR),
        str(ROOT / "packaging" / "bare_window.py"),
    )
    return out / "bare_window"


def timed(cmd: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        sys.stderr.write(proc.stdout + proc.stderr)
        sys.exit(f"build.py: {' '.join(cmd)} failed with status {proc.returncode}")
    return elapsed


def start_times(runs: int = 3) -> tuple[float, float]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    frozen = [str(executable(BUNDLE, NAME)), "--self-test"]
    source = [sys.executable, "-m", "gui", "--self-test"]
    timed(frozen, env)  # warm-up: disk cache, .pyc files
    timed(source, env)
    f, s = [], []
    for _ in range(runs):  # alternate, so that drift on the machine hits both sides
        f.append(timed(frozen, env))
        s.append(timed(source, env))
    return statistics.median(f), statistics.median(s)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Build the one-folder bundle and measure it.")
    ap.add_argument("--no-build", action="store_true", help="measure the existing dist/ build")
    ap.add_argument("--no-compare", action="store_true", help="skip the bare-window bundle and the timings")
    ap.add_argument("--strict", action="store_true", help="fail when a target is missed")
    ap.add_argument(
        "--pure-core", action="store_true", help="bundle the Python source of core instead of the mypyc-compiled copy"
    )
    args = ap.parse_args(argv)

    if not args.no_build:
        build(args.pure_core)
    elif not executable(BUNDLE, NAME).is_file():
        sys.exit(f"build.py: no build at {BUNDLE}: run without --no-build")
    ours = folder_size(BUNDLE)
    print(f"bundle: {BUNDLE.relative_to(ROOT)}  {mb(ours)}")
    if args.no_compare:
        return 0

    bare = folder_size(build_bare())
    size_ratio = ours / bare
    print(f"untrimmed bare-window bundle: {mb(bare)}")
    print(
        f"size ratio (ours / bare window): {size_ratio:.2f}  "
        f"[target <= {SIZE_TARGET:.2f}: {'met' if size_ratio <= SIZE_TARGET else 'MISSED'}]"
    )
    frozen, source = start_times()
    start_ratio = frozen / source
    print(f"start-up --self-test, median of 3: frozen {frozen:.2f} s, from source {source:.2f} s")
    print(
        f"start-up ratio (frozen / source): {start_ratio:.2f}  "
        f"[target <= {START_TARGET:.1f}: {'met' if start_ratio <= START_TARGET else 'MISSED'}]"
    )
    if args.strict and (size_ratio > SIZE_TARGET or start_ratio > START_TARGET):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
