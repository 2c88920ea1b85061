"""Hand analysis over seven classes of hands, this tree beside another (issue 44).

    python benchmarks/analysis_classes.py [--hands N] [--source] [--against REV]

For each rule set, ``N`` hands of each of seven classes (below), each hand one tile from
complete or near it as a player holds it after a draw (14 tiles, 17 for the Taiwanese), are
analysed in full (every discard, every wait of a ready discard scored both ways: what the
window's analysis tab shows). The figure is CPU time per analysis, in-process and warm: a
separate warm-up set of hands of the same classes has been analysed first, so the tables the
core keeps by suit pattern are as in a window that has been used, but nothing of the measured
hands is cached.

The same hands are then analysed by the core of ``--against`` (a git revision, by default the
tree before the issue's work), in a process of its own, and each figure is printed beside the
other with the ratio (below 1: this tree is faster). With the compiled core (the default),
each tree is compiled by its own ``tools/compile_core.py``.

The classes: ``near`` (a complete hand with up to two tiles changed), ``far`` (tiles drawn
from a shuffled wall), ``one suit``, ``suit and honours``, ``pairs`` (seven or eight pairs with
tiles changed), ``orphans`` (terminals and honours: the thirteen orphans and knitted shapes)
and ``nine gates`` (1112345678999 of a suit and more of it, with tiles changed).
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run as a script from a checkout

from benchmarks.bench_analysis import percentile
from benchmarks.run import random_complete
from core.model.hand import Hand, format_hand
from core.model.tiles import Tile

#: the tree before issue 44's work: what "today" meant when the issue was written
TODAY = "c693b59"

#: analyses each hand of argv[2] (JSON: class -> hands) with the core of argv[1] first on the path
_RUN = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
from core.engine.analysis import analyse
from core.model.notation import parse_hand
from core.rules import get_rules
import core.compiled
rules = get_rules(sys.argv[3])
data = json.load(open(sys.argv[2]))
for hands in data["warm-up"].values():
    for h in hands:
        analyse(rules, parse_hand(h))
out = {}
for name, hands in data["measured"].items():
    times = []
    for h in hands:
        hand = parse_hand(h)
        t = time.process_time()
        analyse(rules, hand)
        times.append(time.process_time() - t)
    out[name] = times
print(json.dumps({"core": core.compiled.describe(), "times": out}))
"""

SUITED = list(range(27))
ORPHANS = [0, 8, 9, 17, 18, 26, *range(27, 34)]


def _counts_ok(tiles: list[int]) -> bool:
    return all(tiles.count(k) <= 4 for k in set(tiles))


def _swap(rng: random.Random, tiles: list[int], pool: list[int], most: int) -> list[int]:
    """Up to ``most`` tiles changed for tiles of ``pool``, keeping at most four of a kind."""
    while True:
        out = list(tiles)
        for _ in range(rng.randint(0, most)):
            out[rng.randrange(len(out))] = rng.choice(pool)
        if _counts_ok(out):
            return out


def _from_pool(rng: random.Random, pool: list[int], size: int) -> list[int]:
    wall = [k for k in pool for _ in range(4)]
    rng.shuffle(wall)
    return wall[:size]


def _near(rng: random.Random, size: int) -> list[int]:
    hand = random_complete(rng, 0, sets=(size - 2) // 3)
    return _swap(rng, [t.kind for t in hand.concealed_tiles], list(range(34)), 2)


def _pairs(rng: random.Random, size: int) -> list[int]:
    kinds = rng.sample(range(34), size // 2)
    tiles = [k for k in kinds for _ in range(2)]
    if len(tiles) < size:
        tiles.append(rng.choice([k for k in range(34) if k not in kinds]))
    return _swap(rng, tiles, list(range(34)), 2)


def _nine_gates(rng: random.Random, size: int) -> list[int]:
    base = rng.randrange(3) * 9
    shape = [0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8]
    tiles = [base + r for r in shape]
    while len(tiles) < size:
        tiles.append(base + rng.randrange(9))
        if not _counts_ok(tiles):
            tiles.pop()
    return _swap(rng, tiles, list(range(base, base + 9)), 2)


def _one_suit(rng: random.Random, size: int) -> list[int]:
    base = rng.randrange(3) * 9
    return _from_pool(rng, list(range(base, base + 9)), size)


def _suit_and_honours(rng: random.Random, size: int) -> list[int]:
    base = rng.randrange(3) * 9
    return _from_pool(rng, [*range(base, base + 9), *range(27, 34)], size)


CLASSES: dict[str, Callable[[random.Random, int], list[int]]] = {
    "near": _near,
    "far": lambda rng, size: _from_pool(rng, list(range(34)), size),
    "one suit": _one_suit,
    "suit and honours": _suit_and_honours,
    "pairs": _pairs,
    "orphans": lambda rng, size: _swap(rng, _from_pool(rng, ORPHANS, size), SUITED, 1),
    "nine gates": _nine_gates,
}


def hand_text(tiles: list[int]) -> str:
    """A hand in the project's notation, its last tile the one drawn."""
    return format_hand(Hand(tuple(Tile(k) for k in tiles[:-1]), (), Tile(tiles[-1])))


def draw(n: int, seed: int, size: int) -> dict[str, list[str]]:
    rng = random.Random(seed)
    return {name: [hand_text(make(rng, size)) for _ in range(n)] for name, make in CLASSES.items()}


def _tree(rev: str, tmp: Path) -> Path:
    """The files of ``rev`` in a folder of ``tmp`` (git archive: no worktree left behind)."""
    out = tmp / f"tree-{rev}"
    out.mkdir()
    archive = subprocess.run(["git", "archive", rev, "core", "tools"], cwd=ROOT, capture_output=True, check=True)
    subprocess.run(["tar", "-x", "-C", str(out)], input=archive.stdout, check=True)
    return out


def _core_parent(tree: Path, source: bool, tmp: Path) -> Path:
    if source:
        return tree
    out = tmp / f"compiled-{tree.name}"
    subprocess.run(
        [sys.executable, str(tree / "tools" / "compile_core.py"), "--out", str(out)], check=True, capture_output=True
    )
    return out


def _measure(core_parent: Path, hand_file: Path, rules: str) -> dict[str, object]:
    run = subprocess.run(
        [sys.executable, "-c", _RUN, str(core_parent), str(hand_file), rules],
        capture_output=True,
        text=True,
        check=True,
        cwd=hand_file.parent,
    )
    return json.loads(run.stdout)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hands", type=int, default=120, help="hands of each class and rule set (default 120)")
    ap.add_argument("--source", action="store_true", help="the Python source cores, not compiled ones")
    ap.add_argument("--against", default=TODAY, help=f"the revision to compare with (default {TODAY})")
    ap.add_argument("--rules", nargs="*", default=["mcr", "riichi", "taiwan"])
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        if args.source:
            here = ROOT
        else:  # this tree's compiled copy, kept in build/compiled between runs
            from tools.compile_core import ensure_compiled

            here = ensure_compiled()
        there = _core_parent(_tree(args.against, tmp), args.source, tmp)
        kind = "source" if args.source else "compiled"
        print(f"hand analysis, {kind} cores: this tree against {args.against}; CPU ms per analysis, warm")
        print(f"{'rule set':10} {'class':17} {'p50':>13} {'p95':>13} {'max':>13}  (this / {args.against} = ratio)")
        for rules in args.rules:
            size = 17 if rules == "taiwan" else 14
            hand_file = tmp / f"{rules}.json"
            data = {"warm-up": draw(max(5, args.hands // 6), 1, size), "measured": draw(args.hands, 2027, size)}
            hand_file.write_text(json.dumps(data), encoding="utf-8")
            ours, theirs = _measure(here, hand_file, rules), _measure(there, hand_file, rules)
            mine: dict[str, list[float]] = ours["times"]  # type: ignore[assignment]
            old: dict[str, list[float]] = theirs["times"]  # type: ignore[assignment]
            rows = [*mine, "all"]
            mine["all"] = [t for k in CLASSES for t in mine[k]]
            old["all"] = [t for k in CLASSES for t in old[k]]
            for row in rows:
                cells = []
                for fn in (lambda v: percentile(v, 0.5), lambda v: percentile(v, 0.95), max):
                    a, b = fn(mine[row]) * 1000, fn(old[row]) * 1000
                    cells.append(f"{a:5.1f}/{b:5.1f}={a / b if b else 0:4.2f}")
                print(f"{rules:10} {row:17} {cells[0]:>13} {cells[1]:>13} {cells[2]:>13}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
