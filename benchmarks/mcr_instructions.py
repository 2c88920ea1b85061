"""Instructions per MCR score, this core beside PyMahjongGB on the same hands, counted by valgrind.

    python benchmarks/mcr_instructions.py [--hands N] [--warm W] [--source-only] [--compiled DIR]

The wall-clock ratio of ``run.py`` moves with the machine's load; the number of instructions a
score executes does not. This counts, with valgrind's callgrind, the instructions of one MCR
score by this core (the Python source, and the compiled copy of ``tools/compile_core.py``) and
by PyMahjongGB's ``MahjongFanCalculator`` (C++; its arguments built beforehand by
``tests/oracles/gb.py``, as ours are parsed beforehand) on the same generated hands
(``benchmarks/instructions.py``'s MCR hands: ``run.py``'s generator, a fixed seed), and prints
each with its ratio (ours / PyMahjongGB). Each figure is per hand: the difference between runs
of N and 3N hands, each after the same W warm-up hands, less the same runs with the hands only
parsed. The hands are the first W + 3N on which PyMahjongGB's fan total is ours; the hands it
refuses or totals otherwise are left out and counted.

Needs valgrind (``apt-get install valgrind``) and, for the compiled copy, mypyc and a C
compiler. The string hash seed is fixed (PYTHONHASHSEED=0), the same for both engines.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from benchmarks.instructions import (
    GC_NOTE,
    callgrind_instructions,
    cores_to_count,
    difference_per_hand,
    draw_cases,
    precompile,
)

#: parses the first W + N cases of a file (notation, context, options), scores the W warm-up
#: hands with the engine named, then scores the N others (or only parses them, with NOSCORE set)
_INNER = r"""
import json, os, sys
sys.path.insert(0, sys.argv[1])   # the core to count (or this tree, for PyMahjongGB)
sys.path.insert(1, sys.argv[4])   # this tree, for the oracle's adapter
import core
from core.rules import get_rules
engine, n, warm = sys.argv[2], int(sys.argv[3]), int(sys.argv[5])
mcr = get_rules("mcr")
cases = [(core.parse_hand(h), c) for h, c, _o in json.load(open(sys.argv[6], encoding="utf-8"))[:warm + n]]
if engine == "gb":
    import MahjongGB
    from tests.oracles.gb import gb_arguments
    cases = [gb_arguments(h, c) for h, c in cases]
    fn = lambda args: MahjongGB.MahjongFanCalculator(*args)
else:
    fn = lambda c: mcr.score(c[0], c[1])
for c in cases[:warm]:
    fn(c)
# a full collection now, in every run: the runs then differ only by their own scores' garbage,
# not by whether one of Python's occasional full collections (its timing set by everything
# allocated since the start) happens to fall within the longer run (see GC_NOTE)
import gc
gc.collect()
if not os.environ.get("NOSCORE"):
    for c in cases[warm:]:
        fn(c)
"""


def comparable_cases(count: int) -> tuple[list[tuple[str, dict[str, object], dict[str, object]]], Counter[str]]:
    """The first ``count`` MCR cases of ``instructions.draw_cases`` whose fan total PyMahjongGB
    gives as this core does, and the cases left out (by PyMahjongGB's refusal, or "other total")."""
    import core
    from core.rules import get_rules
    from tests.oracles.gb import OracleRefused, gb_total

    mcr = get_rules("mcr")
    kept: list[tuple[str, dict[str, object], dict[str, object]]] = []
    left_out: Counter[str] = Counter()
    drawn = 0
    while len(kept) < count:
        batch = draw_cases("mcr", drawn + 2 * (count - len(kept)) + 10)[drawn:]  # the same seed: a longer prefix
        for notation, context, options in batch:
            drawn += 1
            hand = core.parse_hand(notation)
            try:
                same = gb_total(hand, context) == mcr.score(hand, context, options).total
            except OracleRefused as e:
                left_out[f"refused ({e.code})"] += 1
                continue
            if same:
                kept.append((notation, context, options))
                if len(kept) == count:
                    break
            else:
                left_out["other total"] += 1
    return kept, left_out


def per_hand(core_parent: Path, engine: str, hands: int, warm: int, cases: Path) -> float:
    """Instructions of one MCR score by ``engine`` ("ours": the core in ``core_parent``; "gb")."""
    return difference_per_hand(
        lambda n, score: callgrind_instructions(
            _INNER, [str(core_parent), engine, str(n), str(ROOT), str(warm), str(cases)], score, {"PYTHONHASHSEED": "0"}
        ),
        hands,
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hands", type=int, default=300)
    ap.add_argument("--warm", type=int, default=2000, help="hands scored first (they fill the pattern tables)")
    ap.add_argument("--source-only", action="store_true", help="do not count the compiled copy")
    ap.add_argument(
        "--compiled",
        type=Path,
        metavar="DIR",
        help="build (or reuse) the compiled copy in DIR (default: tools/compile_core.py's build/compiled)",
    )
    args = ap.parse_args(argv)
    if shutil.which("valgrind") is None:
        print("benchmarks/mcr_instructions.py needs valgrind (apt-get install valgrind)", file=sys.stderr)
        return 2
    kept, left_out = comparable_cases(args.warm + 3 * args.hands)
    print(
        f"instructions per MCR score ({args.hands} and {3 * args.hands} generated hands after {args.warm} "
        f"warm-up hands, callgrind; {GC_NOTE})"
    )
    print(
        f"the first {len(kept)} of {len(kept) + sum(left_out.values())} hands drawn, on which PyMahjongGB's total "
        f"is ours; left out: " + (", ".join(f"{n} {why}" for why, n in sorted(left_out.items())) or "none")
    )
    with tempfile.TemporaryDirectory() as tmp:
        cases = Path(tmp) / "mcr.json"
        cases.write_text(json.dumps(kept), encoding="utf-8")
        precompile(ROOT)  # (the peers' runs import this tree's core too, for the hands)
        peer = per_hand(ROOT, "gb", args.hands, args.warm, cases)
        print(f"{'PyMahjongGB MahjongFanCalculator (C++)':<38} {peer / 1000:8.1f}k", flush=True)
        cores = cores_to_count(args.source_only, args.compiled)
        for name, where in cores:
            ours = per_hand(where, "ours", args.hands, args.warm, cases)
            print(f"{name:<38} {ours / 1000:8.1f}k   ratio to PyMahjongGB {ours / peer:5.2f}x", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
