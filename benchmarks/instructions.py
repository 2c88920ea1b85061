"""Instructions per MCR score, this tree beside an earlier revision, counted by valgrind.

    python benchmarks/instructions.py REV [--hands N] [--source-only]

Wall-clock ratios move with the machine's load (on a shared 2-core machine by a tenth or
more from one run to the next); the number of instructions a score executes does not. This
counts them with valgrind's callgrind for the Python source of ``core`` and for the compiled
copy (``tools/compile_core.py``), here and at REV (checked out into a temporary folder), and
prints each pair with its ratio (this tree / REV). Each figure is per hand: the difference
between runs of N and 3N hands, less the same runs without scoring (the hands are drawn by
``benchmarks/run.py``'s generator with a fixed seed, so both trees score the same hands).

Needs valgrind (``apt-get install valgrind``) and, for the compiled copies, mypyc and a C
compiler.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent

#: scores N generated hands (or only draws them, with NOSCORE set) with the core found first
#: on the path; the generator is this tree's, so both trees get the same hands
_INNER = r"""
import os, random, sys
sys.path.insert(0, sys.argv[1])   # the core to count
from core.rules import get_rules
sys.path.insert(1, sys.argv[3])   # this tree, for the hand generator
from benchmarks.run import random_complete
rng = random.Random(7)
mcr = get_rules("mcr")
cases = []
while len(cases) < int(sys.argv[2]):
    h = random_complete(rng, rng.choice((0, 0, 1, 2)))
    cases.append((h, {"self_drawn": rng.random() < 0.4, "seat_wind": rng.choice("ESWN"),
                      "round_wind": rng.choice("ESWN")}))
if not os.environ.get("NOSCORE"):
    for h, c in cases:
        mcr.score(h, c)
"""


def callgrind_instructions(code: str, args: list[str], score: bool, env_extra: dict[str, str] | None = None) -> int:
    """The instructions valgrind's callgrind counts for ``python -c code *args`` (with NOSCORE set
    when ``score`` is false: the script then only draws its hands)."""
    env = dict(os.environ, **(env_extra or {}))
    env.pop("NOSCORE", None)
    if not score:
        env["NOSCORE"] = "1"
    proc = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c",
                           code, *args], capture_output=True, text=True, env=env, check=False)
    m = re.search(r"Collected\s*:\s*(\d+)", proc.stderr)
    if proc.returncode != 0 or m is None:
        raise SystemExit(f"valgrind run failed:\n{proc.stderr[-2000:]}")
    return int(m.group(1))


def difference_per_hand(count: Callable[[int, bool], int], hands: int) -> float:
    """Instructions of one score from ``count(hands, score)``: (3N hands - N hands) scored, less
    the same drawn only (what starting Python and drawing the hands cost cancels out)."""
    scored = count(3 * hands, True) - count(hands, True)
    drawn = count(3 * hands, False) - count(hands, False)
    return (scored - drawn) / (2 * hands)


def per_hand(core_parent: Path, hands: int) -> float:
    """Instructions of one MCR score by the core in ``core_parent``."""
    return difference_per_hand(
        lambda n, score: callgrind_instructions(_INNER, [str(core_parent), str(n), str(ROOT)], score), hands)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("rev", help="the earlier revision (a commit, tag or branch)")
    ap.add_argument("--hands", type=int, default=1000)
    ap.add_argument("--source-only", action="store_true", help="do not count the compiled copies")
    args = ap.parse_args(argv)
    if shutil.which("valgrind") is None:
        print("benchmarks/instructions.py needs valgrind (apt-get install valgrind)", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as tmp:
        old = Path(tmp) / "old"
        subprocess.run(["git", "worktree", "add", "--detach", "-q", str(old), args.rev], cwd=ROOT, check=True)
        try:
            pairs = [("source", old, ROOT)]
            if not args.source_only:
                built = []
                for tree in (old, ROOT):
                    out = Path(tmp) / f"compiled-{len(built)}"
                    subprocess.run([sys.executable, str(tree / "tools" / "compile_core.py"), "--out", str(out)],
                                   check=True, capture_output=True)
                    built.append(out)
                pairs.append(("compiled", built[0], built[1]))
            print(f"instructions per MCR score ({args.hands} and {3 * args.hands} generated hands, callgrind)")
            for kind, then, now in pairs:
                a, b = per_hand(then, args.hands), per_hand(now, args.hands)
                print(f"{kind:<9} {args.rev[:12]:<12} {a / 1000:8.1f}k   this tree {b / 1000:8.1f}k   ratio {b / a:5.3f}")
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(old)], cwd=ROOT, check=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
