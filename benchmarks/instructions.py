"""Instructions per score, this tree beside an earlier revision, counted by valgrind.

    python benchmarks/instructions.py REV [--hands N] [--source-only] [--rules mcr riichi taiwan]

Wall-clock ratios move with the machine's load (on a shared 2-core machine by a tenth or
more from one run to the next); the number of instructions a score executes does not. This
counts them with valgrind's callgrind for the Python source of ``core`` and for the compiled
copy (``tools/compile_core.py``), here and at REV (checked out into a temporary folder), and
prints each pair with its ratio (this tree / REV). Each figure is per hand: the difference
between runs of N and 3N hands, less the same runs that only parse them (the hands are drawn
once by this tree's generators with a fixed seed and handed to both trees as notation, which
each reads with its own ``core.parse_hand``: both score the same hands, whatever their layout).

Needs valgrind (``apt-get install valgrind``) and, for the compiled copies, mypyc and a C
compiler.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: scores the first N cases of a file (hand notation, context, options) with the core found
#: first on the path, or only parses them with NOSCORE set; the cases are drawn once, by this
#: tree's generators, so both trees score the same hands whatever their module layout
_INNER = r"""
import json, os, sys
sys.path.insert(0, sys.argv[1])   # the core to count
import core
from core.rules import get_rules
rules = get_rules(sys.argv[4])
cases = [(core.parse_hand(h), c, o) for h, c, o in json.load(open(sys.argv[3], encoding="utf-8"))[:int(sys.argv[2])]]
if not os.environ.get("NOSCORE"):
    for h, c, o in cases:
        rules.score(h, c, o)
"""

RULE_SETS = ("mcr", "riichi", "taiwan")


def draw_cases(rules: str, n: int) -> list[tuple[str, dict[str, object], dict[str, object]]]:
    """``n`` scorable hands of ``rules`` as (notation, context, options), drawn with a fixed seed:
    MCR and Taiwanese by ``benchmarks/run.py``'s generator, riichi by the oracle tests' one (its
    contexts and options too)."""
    import random

    sys.path.insert(0, str(ROOT))
    from benchmarks.run import random_complete
    from core.model.errors import HandError
    from core.model.hand import format_hand
    from core.referee.batch_format import hand_from_record
    from core.rules import get_rules
    from tests.oracles.riichi import generate

    rng = random.Random(7)
    rule_set = get_rules(rules)
    out: list[tuple[str, dict[str, object], dict[str, object]]] = []
    while len(out) < n:
        if rules == "riichi":
            g = generate(rng)
            hand, context, options = hand_from_record(g.record)[0], dict(g.record["context"]), dict(g.record["options"])
        else:
            hand = random_complete(rng, rng.choice((0, 0, 1, 2)), sets=4 if rules == "mcr" else 5)
            context = {
                "self_drawn": rng.random() < 0.4,
                "seat_wind": rng.choice("ESWN"),
                "round_wind": rng.choice("ESWN"),
            }
            options = {}
        try:
            rule_set.score(hand, context, options)
        except HandError:
            continue  # a context the hand refuses: not a case
        out.append((format_hand(hand), context, options))
    return out


def callgrind_instructions(code: str, args: list[str], score: bool, env_extra: dict[str, str] | None = None) -> int:
    """The instructions valgrind's callgrind counts for ``python -c code *args`` (with NOSCORE set
    when ``score`` is false: the script then only draws its hands)."""
    env = dict(os.environ, **(env_extra or {}))
    env.pop("NOSCORE", None)
    if not score:
        env["NOSCORE"] = "1"
    return callgrind_count([sys.executable, "-c", code, *args], env)


def callgrind_count(cmd: list[str], env: dict[str, str], children: bool = False) -> int:
    """The instructions valgrind's callgrind counts for ``cmd`` (with ``children``, its child
    processes' too, summed: a frozen app's bootloader starts one)."""
    trace = ["--trace-children=yes"] if children else []
    proc = subprocess.run(
        ["valgrind", "--tool=callgrind", *trace, "--callgrind-out-file=/dev/null", *cmd],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    found = re.findall(r"Collected\s*:\s*(\d+)", proc.stderr)
    if proc.returncode != 0 or not found:
        raise SystemExit(f"valgrind run failed:\n{proc.stderr[-2000:]}")
    return sum(int(n) for n in found)


#: what the counts leave out, printed with them: Python's full garbage collections. Each
#: traverses every object alive, and one falls due when enough objects have survived since the
#: last: the tables the scoring fills (by suit pattern, by chow pattern...) keep a few objects per
#: new hand, so in a long run a full collection comes every few thousand hands. Whether one fell
#: within the 3N run and not the N run moved a count by up to 40k a score; the counted runs
#: collect once before the counted hands, so none falls within either (the collections of young
#: objects every few hundred allocations are counted).
GC_NOTE = (
    "Python's full garbage collections are left out (one before the counted hands in every run); "
    "the collections of young objects are counted"
)


def precompile(core_parent: Path) -> None:
    """Compile the Python modules of the ``core`` in ``core_parent`` to bytecode, as an
    install's are. Without it (a fresh checkout, or PYTHONDONTWRITEBYTECODE set) every counted
    run compiles each module it imports, and a module imported only on a rare path (an error's
    message, say) is compiled in the longer run alone and counted as part of its scores."""
    subprocess.run(
        [sys.executable, "-m", "compileall", "-q", str(core_parent / "core")], check=True, stdout=subprocess.DEVNULL
    )


def cores_to_count(source_only: bool, compiled: Path | None = None) -> list[tuple[str, Path]]:
    """The cores a count compares with its peer: this tree's Python source and, unless
    ``source_only``, its compiled copy (built or reused in ``compiled``, default
    ``tools/compile_core.py``'s folder; said and left out where it cannot be built), each
    compiled to bytecode (:func:`precompile`)."""
    cores = [("ours, Python source", ROOT)]
    if not source_only:
        sys.path.insert(0, str(ROOT / "tools"))
        from compile_core import CompileUnavailable, ensure_compiled

        try:
            cores.append(("ours, compiled", ensure_compiled(compiled) if compiled else ensure_compiled()))
        except CompileUnavailable as e:
            print(f"(compiled core not counted: {e})")
    for _name, where in cores:
        precompile(where)
    return cores


def difference_per_hand(count: Callable[[int, bool], int], hands: int) -> float:
    """Instructions of one score from ``count(hands, score)``: (3N hands - N hands) scored, less
    the same drawn only (what starting Python and drawing the hands cost cancels out)."""
    scored = count(3 * hands, True) - count(hands, True)
    drawn = count(3 * hands, False) - count(hands, False)
    return (scored - drawn) / (2 * hands)


def per_hand(core_parent: Path, hands: int, cases: Path, rules: str) -> float:
    """Instructions of one score of ``rules`` by the core in ``core_parent``."""
    return difference_per_hand(
        lambda n, score: callgrind_instructions(_INNER, [str(core_parent), str(n), str(cases), rules], score), hands
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("rev", help="the earlier revision (a commit, tag or branch)")
    ap.add_argument("--hands", type=int, default=1000)
    ap.add_argument("--source-only", action="store_true", help="do not count the compiled copies")
    ap.add_argument("--rules", nargs="+", choices=RULE_SETS, default=["mcr"], help="the rule sets to count")
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
                    subprocess.run(
                        [sys.executable, str(tree / "tools" / "compile_core.py"), "--out", str(out)],
                        check=True,
                        capture_output=True,
                    )
                    built.append(out)
                pairs.append(("compiled", built[0], built[1]))
            for tree in {p for pair in pairs for p in pair[1:]}:
                precompile(tree)
            for rules in args.rules:
                cases = Path(tmp) / f"{rules}.json"
                cases.write_text(json.dumps(draw_cases(rules, 3 * args.hands)), encoding="utf-8")
                print(f"instructions per {rules} score ({args.hands} and {3 * args.hands} generated hands, callgrind)")
                for kind, then, now in pairs:
                    a, b = per_hand(then, args.hands, cases, rules), per_hand(now, args.hands, cases, rules)
                    print(
                        f"{kind:<9} {args.rev[:12]:<12} {a / 1000:8.1f}k   this tree {b / 1000:8.1f}k   "
                        f"ratio {b / a:5.3f}"
                    )
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(old)], cwd=ROOT, check=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
