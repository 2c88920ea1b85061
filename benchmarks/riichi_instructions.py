"""Instructions per riichi score, this core beside ``mahjong`` and ``riichienv`` on the same hands, counted by valgrind.

    python benchmarks/riichi_instructions.py [--hands N] [--warm W] [--source-only] [--parts] [--compiled DIR]

On a shared 2-core machine the wall-clock ratio of ``run.py`` moves by a fifth or more from
one run to the next (both engines are timed in one process, but not at the same instant);
the number of instructions a score executes does not move with the load. This counts, with
valgrind's callgrind, the instructions of one riichi score by this core (the Python source,
and the compiled copy of ``tools/compile_core.py``) and by ``mahjong``'s
``HandCalculator.estimate_hand_value`` (Python) and by ``riichienv``'s ``HandEvaluator`` (Rust,
``benchmarks/riichienv_peer.py``) on the same generated hands (``tests/oracles/riichi.py``),
and prints each with its ratios (ours / peer: below 1 is fewer instructions). Each figure is
per hand: the difference between runs of N and 3N hands, each after the same W warm-up hands,
less the same runs with the hands only drawn.

The hands are the first W + 3N drawn (a fixed seed) on which both peers answer as this core
does (han, fu, every payment, received; ``riichienv``'s rules are fixed, so a hand whose
options are not them may score otherwise there); the hands left out are counted and printed.

Needs valgrind (``apt-get install valgrind``) and, for the compiled copy, mypyc and a C
compiler. A hand's count moves a little with the string hash seed; it is fixed here
(PYTHONHASHSEED=0), the same for both engines.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from benchmarks.instructions import GC_NOTE, callgrind_instructions, cores_to_count, difference_per_hand, precompile  # noqa: E402

SEED = 20261204

#: draws the W + N first comparable hands with the riichi generator (fixed seed; their draw
#: indices are in the file argv[6]), scores the W warm-up hands with the engine named, then
#: scores the N others (or only draws them, with NOSCORE set)
_INNER = r"""
import json, os, random, sys
sys.path.insert(0, sys.argv[1])   # the core to count (or this tree, for the peers)
sys.path.insert(1, sys.argv[4])   # this tree, for the hand generator
from core.referee.batch_format import hand_from_record
from core.rules import get_rules
from tests.oracles.riichi import generate, mahjong_arguments
from mahjong.hand_calculating.hand import HandCalculator
from benchmarks.riichienv_peer import riichienv_arguments, riichienv_score
engine, n, warm = sys.argv[2], int(sys.argv[3]), int(sys.argv[5])
kept = json.load(open(sys.argv[6]))[:warm + n]
rng = random.Random(int(sys.argv[7]))
riichi = get_rules("riichi")
peer_arguments = riichienv_arguments if engine == "riichienv" else mahjong_arguments
cases = []
wanted = set(kept)
for i in range(kept[-1] + 1):
    g = generate(rng)
    if i in wanted:
        cases.append((hand_from_record(g.record)[0], g.record["context"], g.record["options"], peer_arguments(g)))

def ours(c):
    riichi.score(c[0], c[1], c[2])

# "ours-readings": what every score must do whatever it checks and reports: the hand's tiles,
# its readings and each reading's facts, matches and resolution (riichi's own steps, reached
# by their private names: a measurement, not an interface); the context check and the option
# set's setup are made for every hand in both runs, so they cancel out, and no result is built
from core.rules.riichi.facts import HandTiles
prepared = []

def prepare(c):
    setup = riichi._setup(c[2])
    prepared.append((c[0], riichi.check_context(c[1], setup.opts), setup))

def readings(p):
    h, ctx, setup = p
    riichi._readings(h, ctx, setup, HandTiles(h, ctx))

def theirs(c):
    tiles, win, melds, dora, config, ura = c[3]
    HandCalculator.estimate_hand_value(tiles, win, melds=melds, dora_indicators=dora, config=config,
                                       ura_dora_indicators=ura)

if engine == "ours-readings":
    for c in cases:
        prepare(c)
    cases = prepared
fn = {"ours": ours, "ours-readings": readings, "mahjong": theirs, "riichienv": lambda c: riichienv_score(c[3])}[engine]
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


def per_hand(core_parent: Path, engine: str, hands: int, warm: int, kept: Path) -> float:
    """Instructions of one riichi score by ``engine`` (the core in ``core_parent``, or a peer) over
    the comparable hands whose draw indices are in ``kept``."""
    return difference_per_hand(
        lambda n, score: callgrind_instructions(
            _INNER,
            [str(core_parent), engine, str(n), str(ROOT), str(warm), str(kept), str(SEED)],
            score,
            {"PYTHONHASHSEED": "0"},
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
    ap.add_argument(
        "--parts",
        action="store_true",
        help="also count the part every score needs: the hand's tiles and its readings scored "
        "(no context check, no hand checks, no result)",
    )
    args = ap.parse_args(argv)
    if shutil.which("valgrind") is None:
        print("benchmarks/riichi_instructions.py needs valgrind (apt-get install valgrind)", file=sys.stderr)
        return 2
    from benchmarks.riichienv_peer import comparable_draws

    kept, left_out = comparable_draws(SEED, args.warm + 3 * args.hands)
    print(
        f"instructions per riichi score ({args.hands} and {3 * args.hands} generated hands after {args.warm} "
        f"warm-up hands, callgrind; {GC_NOTE})"
    )
    print(
        f"the first {len(kept)} of {kept[-1] + 1} hands drawn, on which both peers answer as this core; left out: "
        + (", ".join(f"{n} by {who}" for who, n in sorted(left_out.items())) or "none")
    )
    with tempfile.TemporaryDirectory() as tmp:
        kept_file = Path(tmp) / "kept.json"
        kept_file.write_text(json.dumps(kept), encoding="utf-8")
        peers = [("mahjong", "mahjong estimate_hand_value (Python)"), ("riichienv", "riichienv HandEvaluator (Rust)")]
        precompile(ROOT)  # (the peers' runs import this tree's core too, for the hands)
        counted = {}
        for engine, label in peers:
            counted[engine] = per_hand(ROOT, engine, args.hands, args.warm, kept_file)
            print(f"{label:<38} {counted[engine] / 1000:8.1f}k", flush=True)
        cores = cores_to_count(args.source_only, args.compiled)
        for name, where in cores:
            ours = per_hand(where, "ours", args.hands, args.warm, kept_file)
            print(
                f"{name:<38} {ours / 1000:8.1f}k   ratio to mahjong {ours / counted['mahjong']:5.2f}x "
                f"({counted['mahjong'] / ours:4.2f}x faster)   to riichienv {ours / counted['riichienv']:5.2f}x",
                flush=True,
            )
            if args.parts:
                part = per_hand(where, "ours-readings", args.hands, args.warm, kept_file)
                print(
                    f"  of it the tiles and readings       {part / 1000:8.1f}k   ratio to mahjong "
                    f"{part / counted['mahjong']:5.2f}x   to riichienv {part / counted['riichienv']:5.2f}x "
                    f"({part / ours:.0%} of the score; the context check, the hand's checks and the result "
                    f"the rest)",
                    flush=True,
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
