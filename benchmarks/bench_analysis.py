"""Hand analysis (issue 27): a 14-tile hand's every discard, in one run beside its peers.

    python benchmarks/bench_analysis.py [--hands N] [--source]
    python benchmarks/bench_analysis.py --classes [--hands N] [--source] [--against REV]

With ``--classes``, the seven classes of hands of issue 44 instead, this tree beside another
revision with the ratio (``benchmarks/analysis_classes.py``, which says how).

1. **The window's analysis**: ``core.engine.analysis.analyse`` of generated 14-tile hands (17
   for the Taiwanese), every discard, every wait of a ready discard scored as a discard win and
   a self-draw: p50 and p95 against the 30 ms the issue allows, with the compiled core
   (``tools/compile_core.py``; ``--source`` for the Python source).
   The window does not wait for it all: it shows the tiles (the analysis unscored) and then
   scores a wait at a time between events; both slices are printed too.
2. **Shanten and improving tiles only**, the part a peer can do: each discard's shanten and the
   tiles that lower it, ours beside the same analysis built from the `mahjong` package's
   shanten (riichi) and from PyMahjongGB's shanten functions (MCR), on the same hands, as a
   ratio of the mean times (below 1: ours is faster).

Each figure is measured in a fresh process of its own, so the core's tables start empty as in
a window just opened; the hands are drawn once with a fixed seed.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: times each analysis of the hands in argv[2] with the core first on the path (argv[1]); prints JSON
_OURS = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
from core.engine.analysis import after_discard, analyse, score_wait
from core.model.notation import parse_hand
from core.rules import get_rules
import core.compiled
rules = get_rules(sys.argv[3])
hands = [parse_hand(h) for h in json.load(open(sys.argv[2]))]
full, only, slices = [], [], []
window = sys.argv[4] == "window"  # a process of its own: the scores of the other mode not cached
for h in hands if not window else ():
    t = time.perf_counter()
    analyse(rules, h)
    full.append(time.perf_counter() - t)
for h in hands if window else ():  # the shanten-only analysis: each discard's shanten and its improving tiles
    t = time.perf_counter()
    found = analyse(rules, h, score=False)
    only.append(time.perf_counter() - t)
    for o in found.options:  # the window's slices after it: one wait's two scores each
        if o.ready:
            after = after_discard(h, o)
            for i in o.improving:
                t = time.perf_counter()
                score_wait(rules, after, i.kind)
                slices.append(time.perf_counter() - t)
print(json.dumps({"full": full, "only": only, "slices": slices, "core": core.compiled.describe()}))
"""

#: the same shanten-only analysis with a peer's shanten
_PEER = r"""
import json, sys, time
hands = json.load(open(sys.argv[1]))
rules = sys.argv[2]
if rules == "riichi":
    from mahjong.shanten import Shanten
    calc = Shanten().calculate_shanten
    def shanten(c):
        return calc(c)
else:  # PyMahjongGB's shanten functions give each shape's shanten and its useful tiles at once
    import MahjongGB
    names = [("WTB"[k // 9] + str(k % 9 + 1)) if k < 27 else (f"F{k - 26}" if k < 31 else f"J{k - 30}")
             for k in range(34)]
    shapes = (MahjongGB.RegularShanten, MahjongGB.SevenPairsShanten, MahjongGB.ThirteenOrphansShanten,
              MahjongGB.HonorsAndKnittedTilesShanten, MahjongGB.KnittedStraightShanten)
times = []
for c in hands:
    t = time.perf_counter()
    for d in {k for k in range(34) if c[k]}:
        c[d] -= 1
        if rules == "riichi":
            now = shanten(c)
            for k in range(34):
                if c[k] < 4:
                    c[k] += 1
                    shanten(c) < now
                    c[k] -= 1
        else:
            tiles = tuple(names[k] for k in range(34) for _ in range(c[k]))
            found = [f(tiles) for f in shapes]
            best = min(s for s, _ in found)
            {u for s, useful in found if s == best for u in useful}
        c[d] += 1
    times.append(time.perf_counter() - t)
print(json.dumps(times))
"""


def draw_hands(n: int, seed: int, sets: int = 4) -> list[str]:
    """Hands of 3 x sets + 2 tiles one tile from complete or near it: a complete hand with one
    or two tiles swapped, as a player holds them after a draw."""
    import random

    sys.path.insert(0, str(ROOT))
    from benchmarks.run import random_complete
    from core.model.hand import Hand, format_hand
    from core.model.tiles import Tile

    rng = random.Random(seed)
    out: list[str] = []
    while len(out) < n:
        tiles = list(random_complete(rng, 0, sets=sets).concealed_tiles)
        for _ in range(rng.choice((0, 1, 1, 2))):
            tiles[rng.randrange(len(tiles))] = Tile(rng.randrange(34))
        counts = [0] * 34
        for t in tiles:
            counts[t.kind] += 1
        if max(counts) <= 4:
            out.append(format_hand(Hand(tiles[:-1], (), tiles[-1])))
    return out


def percentile(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p * (len(s) - 1))))]


def main(argv: list[str] | None = None) -> int:
    rest = list(sys.argv[1:] if argv is None else argv)
    if "--classes" in rest:  # issue 44's table: the seven classes beside another revision
        rest.remove("--classes")
        sys.path.insert(0, str(ROOT))
        from benchmarks.analysis_classes import main as by_class

        return by_class(rest)
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hands", type=int, default=300)
    ap.add_argument("--source", action="store_true", help="the Python source core, not the compiled one")
    args = ap.parse_args(argv)
    if args.source:
        core_parent = ROOT
    else:
        sys.path.insert(0, str(ROOT))
        from tools.compile_core import ensure_compiled

        core_parent = ensure_compiled()
    sys.path.insert(0, str(ROOT))
    from core.model.notation import parse_hand

    for rules in ("mcr", "riichi", "taiwan"):
        hands = draw_hands(args.hands, 2027, sets=5 if rules == "taiwan" else 4)
        with tempfile.TemporaryDirectory() as tmp:
            hand_file = Path(tmp) / "hands.json"
            hand_file.write_text(json.dumps(hands), encoding="utf-8")
            counts_file = Path(tmp) / "counts.json"
            counts_file.write_text(json.dumps([parse_hand(h).concealed_counts() for h in hands]), encoding="utf-8")
            ours = json.loads(
                subprocess.run(
                    [sys.executable, "-c", _OURS, str(core_parent), str(hand_file), rules, "full"],
                    capture_output=True,
                    text=True,
                    check=True,
                    cwd=tmp,
                ).stdout
            )
            ours.update(
                {
                    k: v
                    for k, v in json.loads(
                        subprocess.run(
                            [sys.executable, "-c", _OURS, str(core_parent), str(hand_file), rules, "window"],
                            capture_output=True,
                            text=True,
                            check=True,
                            cwd=tmp,
                        ).stdout
                    ).items()
                    if k in ("only", "slices")
                }
            )
            full = ours["full"]
            size = 17 if rules == "taiwan" else 14
            print(
                f"{rules}: full analysis of {len(hands)} {size}-tile hands ({ours['core']}): "
                f"p50 {percentile(full, 0.5) * 1000:.1f} ms, p95 {percentile(full, 0.95) * 1000:.1f} ms, "
                f"max {max(full) * 1000:.1f} ms (target p95 <= 30 ms)"
            )
            only, slices = ours["only"], ours["slices"] or [0.0]
            print(
                f"  the window (the tiles first, then a wait's two scores at a time between events): tiles "
                f"p95 {percentile(only, 0.95) * 1000:.1f} ms; a wait p95 {percentile(slices, 0.95) * 1000:.1f} ms, "
                f"longest {max(slices) * 1000:.1f} ms"
            )
            mine = sum(only) / len(hands)
            if rules == "taiwan":
                print(f"  shanten and improving tiles only: ours {mine * 1000:.2f} ms (no engine analyses these hands)")
                continue
            peer_run = subprocess.run(
                [sys.executable, "-c", _PEER, str(counts_file), rules], capture_output=True, text=True, cwd=tmp
            )
            if peer_run.returncode != 0:
                print(f"  shanten and improving tiles only: ours {mine * 1000:.2f} ms; the peer is not installed")
                continue
            peer = sum(json.loads(peer_run.stdout)) / len(hands)
            name = "mahjong's Shanten" if rules == "riichi" else "PyMahjongGB's shanten functions"
            print(
                f"  shanten and improving tiles only: ours {mine * 1000:.2f} ms, built from {name} "
                f"{peer * 1000:.2f} ms, ratio {mine / peer:.2f}x"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
