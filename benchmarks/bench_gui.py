"""Window benchmarks, offscreen, each printed against its yardstick in the same run.

    python benchmarks/bench_gui.py [--hands N] [--starts N]

1. Click -> breakdown and waits updated: a 12-tile hand is typed in (not timed), then the
   13th tile is clicked on the palette; timed until the state has asked the core for the
   evaluation (waits, and a discard and a self-drawn score per winning tile) and every
   view has refreshed. p50 / p95 against a 16 ms frame.
2. Time to first window: a fresh process that opens the scorer window and paints it once,
   against a fresh process that opens a bare PySide6 QMainWindow the same way. Median of
   several starts, and the ratio.
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
    from core.model.hand import format_hand
    from core.model.hand import Hand

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
    print(f"click -> breakdown + waits ({n} ready 13-tile hands): p50 {p50:.1f} ms, p95 {p95:.1f} ms, "
          f"max {times[-1]:.1f} ms; p95 / 16 ms frame = {p95 / 16:.2f}x")


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
    print(f"time to first window: ours {o * 1000:.0f} ms, bare PySide6 window {b * 1000:.0f} ms, "
          f"ratio {o / b:.2f}x (median of {starts})")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hands", type=int, default=200)
    ap.add_argument("--starts", type=int, default=5)
    ap.add_argument("--seed", type=int, default=20261202)
    args = ap.parse_args()
    bench_clicks(args.hands, args.seed)
    bench_first_window(args.starts)
    return 0


if __name__ == "__main__":
    sys.exit(main())
