"""Window benchmarks, offscreen, each printed against its yardstick in the same run.

    python benchmarks/bench_gui.py [--hands N] [--starts N] [--frozen]

1. Click -> breakdown and waits updated: a 12-tile hand is typed in (not timed), then the
   13th tile is clicked on the palette; timed until the state has asked the core for the
   evaluation (waits, and a discard and a self-drawn score per winning tile) and every
   view has refreshed. p50 / p95 against a 16 ms frame.
2. Time to first window: a fresh process that opens the scorer window and paints it once,
   against a fresh process that opens a bare PySide6 QMainWindow the same way. Median of
   several starts, and the ratio.
3. With ``--frozen``, the same for the packaged apps, which is what users run: the bundle
   ``packaging/build.py`` made (``dist/mahjong-scorer``, ``--first-paint``) against a bare
   PySide6 window bundled by the same PyInstaller (``packaging/bare_window.py --first-paint``,
   built by ``build.py``'s ``build_bare``), by wall clock (median of several starts) and by
   instructions (valgrind's callgrind, when valgrind is there), each as a ratio.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

FIRST_WINDOW_OURS = """
import sys
from gui.app import make_window
from gui.qt import QApplication
w = make_window("mcr", None, "en")
w.resize(1280, 860); w.show(); QApplication.processEvents(); w.grab()
"""
FIRST_WINDOW_BARE = """
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
w = QMainWindow(); w.resize(1280, 860); w.show(); app.processEvents(); w.grab()
"""


def ready_hands(n: int, seed: int) -> list[str]:
    """Notation of ready (tenpai) 13-tile hands: a random complete hand minus one tile."""
    from benchmarks.run import random_complete
    from core.model.hand import Hand, format_hand

    rng = random.Random(seed)
    out = []
    while len(out) < n:
        h = random_complete(rng)
        out.append(format_hand(Hand(h.standing)))
    return out


def bench_clicks(n: int, seed: int) -> None:
    from core.model.notation import parse_hand
    from gui.app import make_window
    from gui.qt import QApplication

    window = make_window("mcr", None, "en")
    window.resize(1280, 860)
    window.show()
    QApplication.processEvents()
    times = []
    for text in ready_hands(n, seed):
        tiles = list(parse_hand(text).standing)
        last = tiles.pop(random.Random(text).randrange(len(tiles)))
        window.state.clear()
        window.state.set_from_notation("".join(str(t) for t in tiles))
        QApplication.processEvents()
        button = window.palette_widget.buttons[str(last)]
        t0 = time.perf_counter()
        button.click()
        QApplication.processEvents()
        times.append((time.perf_counter() - t0) * 1000)
        assert window.state.evaluation().waits, text
    times.sort()
    p50 = statistics.median(times)
    p95 = times[int(len(times) * 0.95) - 1]
    print(
        f"click -> breakdown + waits ({n} ready 13-tile hands): p50 {p50:.1f} ms, p95 {p95:.1f} ms, "
        f"max {times[-1]:.1f} ms; p95 / 16 ms frame = {p95 / 16:.2f}x"
    )


def _start(code: str) -> float:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True, env=env, cwd=ROOT)
    return time.perf_counter() - t0


def bench_first_window(starts: int) -> None:
    # Both sides start from compiled bytecode, as an installed program does (PySide6's own
    # modules are compiled at install; ours are compiled here, whatever PYTHONDONTWRITEBYTECODE says).
    import compileall

    for pkg in ("core", "gui"):
        compileall.compile_dir(str(ROOT / pkg), quiet=1)
    _start(FIRST_WINDOW_BARE)  # warm the disk cache for both
    _start(FIRST_WINDOW_OURS)
    ours, bare = [], []
    for _ in range(starts):
        bare.append(_start(FIRST_WINDOW_BARE))
        ours.append(_start(FIRST_WINDOW_OURS))
    o, b = statistics.median(ours), statistics.median(bare)
    print(
        f"time to first window: ours {o * 1000:.0f} ms, bare PySide6 window {b * 1000:.0f} ms, "
        f"ratio {o / b:.2f}x (median of {starts})"
    )


def _frozen(cmd: list[str]) -> float:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    t0 = time.perf_counter()
    subprocess.run(cmd, check=True, env=env, cwd=ROOT, capture_output=True)
    return time.perf_counter() - t0


def _instructions(cmd: list[str]) -> int | None:
    """What callgrind counts for ``cmd`` (children included), or None without valgrind."""
    import shutil

    from benchmarks.instructions import callgrind_count

    if shutil.which("valgrind") is None:
        return None
    return callgrind_count(cmd, {**os.environ, "QT_QPA_PLATFORM": "offscreen"}, children=True)


def bench_first_window_frozen(starts: int) -> None:
    """The packaged app's first window against a bundled bare window (see the module doc)."""
    import importlib.util

    # packaging/build.py by its path: the name "packaging" is also the PyPI library's
    spec = importlib.util.spec_from_file_location("mjs_build", ROOT / "packaging" / "build.py")
    assert spec is not None and spec.loader is not None
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    build_bare = build.build_bare

    exe = ROOT / "dist" / "mahjong-scorer" / "mahjong-scorer"
    if not exe.exists():
        raise SystemExit("benchmarks/bench_gui.py --frozen: build the bundle first (python packaging/build.py)")
    bare_exe = build_bare() / "bare_window"
    ours_cmd, bare_cmd = [str(exe), "--first-paint", "--rules", "mcr", "--lang", "en"], [str(bare_exe), "--first-paint"]
    _frozen(bare_cmd)  # warm the disk cache for both
    _frozen(ours_cmd)
    ours, bare = [], []
    for _ in range(starts):
        bare.append(_frozen(bare_cmd))
        ours.append(_frozen(ours_cmd))
    o, b = statistics.median(ours), statistics.median(bare)
    print(
        f"frozen time to first window: ours {o * 1000:.0f} ms, bundled bare PySide6 window {b * 1000:.0f} ms, "
        f"ratio {o / b:.2f}x (median of {starts})"
    )
    oi, bi = _instructions(ours_cmd), _instructions(bare_cmd)
    if oi is not None and bi is not None:
        print(
            f"frozen first window by instructions: ours {oi / 1e6:.0f}M, bundled bare window {bi / 1e6:.0f}M, "
            f"ratio {oi / bi:.2f}x"
        )


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hands", type=int, default=200)
    ap.add_argument("--starts", type=int, default=5)
    ap.add_argument("--seed", type=int, default=20261202)
    ap.add_argument(
        "--frozen", action="store_true", help="also time the packaged app's first window against a bundled bare window"
    )
    args = ap.parse_args()
    bench_clicks(args.hands, args.seed)
    bench_first_window(args.starts)
    if args.frozen:
        bench_first_window_frozen(args.starts)
    return 0


if __name__ == "__main__":
    sys.exit(main())
