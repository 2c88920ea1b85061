"""``mjscore batch`` lines per second, this tree beside an earlier revision, in one run.

    python benchmarks/bench_batch.py REV [--lines N] [--runs R] [--jobs J] [--compiled]
    python benchmarks/bench_batch.py --rss [--big N]

The same generated lines for both trees (MCR and riichi, drawn once with fixed seeds by this
tree's generators, written as batch input), each tree's ``mjscore batch`` run in a fresh
process, alternating, R times; the figure is the median CPU time of the process (user +
system, which the machine's other load moves less than the wall clock), printed as lines per
second and as a ratio (this tree / REV). Both trees' sources are compiled to bytecode first, as
an install's are: a run does not compile them again (with PYTHONDONTWRITEBYTECODE set, or in the
fresh checkout of REV, every run would). With ``--compiled``, the copies ``tools/compile_core.py``
builds of both trees (what the installers ship) are compared too. With ``--jobs J``, this tree's ``mjscore batch --jobs
J`` against ``--jobs 1`` on the same lines, by wall clock (the workers' CPU time is not the
caller's), checking that the output is the same bytes. With ``--rss``, the largest resident
set of this tree's ``mjscore batch`` over 10,000 generated MCR lines and over ``--big`` (default
1,000,000) distinct ones: whether memory stays flat however long the input.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: runs ``mjscore batch IN -o OUT`` of the core found first on the path, whatever its layout
_RUN = r"""
import os, sys
sys.path.insert(0, sys.argv[1])
# by the tree's own files: an import tried and failed could be found by the editable install
if os.path.exists(os.path.join(sys.argv[1], "core", "shells", "cli.py")):
    from core.shells.cli import main
else:
    from core.cli import main
sys.exit(main(["batch", sys.argv[2], "-o", sys.argv[3], *sys.argv[4:]]))
"""


def corpus(rules: str, n: int) -> list[dict[str, object]]:
    """``n`` batch input objects of ``rules``, drawn with a fixed seed."""
    return list(iter_corpus(rules, n))


def iter_corpus(rules: str, n: int) -> Iterator[dict[str, object]]:
    """:func:`corpus`, one object at a time (a million of them need not be held at once)."""
    sys.path.insert(0, str(ROOT))
    from benchmarks.run import random_complete
    from core.referee.batch_format import hand_fields
    from tests.oracles.riichi import generate

    rng = random.Random(11)
    for i in range(n):
        if rules == "riichi":
            record = dict(generate(rng).record)
        else:
            record = {
                "rules": rules,
                **hand_fields(random_complete(rng, rng.choice((0, 0, 1, 2)))),
                "context": {
                    "self_drawn": rng.random() < 0.4,
                    "seat_wind": rng.choice("ESWN"),
                    "round_wind": rng.choice("ESWN"),
                },
            }
        record["id"] = i
        yield record


def cpu_seconds(tree: Path, src: Path, dst: Path) -> tuple[float, int]:
    """The CPU time and the largest resident set (KiB) of one ``mjscore batch`` run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([sys.executable, "-c", _RUN, str(tree), str(src), str(dst)], check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), after.ru_maxrss


def rss(big: int) -> int:
    """The largest resident set of ``mjscore batch`` over 10,000 and over ``big`` distinct lines."""
    with tempfile.TemporaryDirectory() as tmp:
        for n in (10_000, big):
            src = Path(tmp) / f"mcr-{n}.jsonl"
            with src.open("w", encoding="utf-8") as f:  # written as drawn: this process stays small, and a
                for record in iter_corpus("mcr", n):  # child's peak set counts its parent's pages before exec
                    f.write(json.dumps(record, ensure_ascii=False) + "\n")
            start = time.perf_counter()
            _seconds, kib = cpu_seconds(ROOT, src, Path(tmp) / "out.jsonl")  # ru_maxrss: the largest child so far
            print(
                f"mjscore batch over {n:,} MCR lines: largest resident set {kib / 1024:.0f} MB "
                f"({time.perf_counter() - start:.0f} s)",
                flush=True,
            )
            src.unlink()
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("rev", nargs="?", help="the earlier revision (a commit, tag or branch)")
    ap.add_argument("--rss", action="store_true", help="print the resident set at 10,000 and --big lines instead")
    ap.add_argument("--big", type=int, default=1_000_000)
    ap.add_argument("--lines", type=int, default=5000)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--jobs", type=int, default=0, help="also time --jobs J against --jobs 1 (this tree)")
    ap.add_argument("--compiled", action="store_true", help="also compare the compiled copies of both trees")
    args = ap.parse_args(argv)
    if args.rss:
        return rss(args.big)
    if not args.rev:
        ap.error("give the earlier revision (or --rss)")
    with tempfile.TemporaryDirectory() as tmp:
        old = Path(tmp) / "old"
        subprocess.run(["git", "worktree", "add", "--detach", "-q", str(old), args.rev], cwd=ROOT, check=True)
        try:
            pairs = [("", old, ROOT)]
            if args.compiled:
                built = [Path(tmp) / "compiled-then", Path(tmp) / "compiled-now"]
                for tree, out in zip((old, ROOT), built):
                    subprocess.run(
                        [sys.executable, str(tree / "tools" / "compile_core.py"), "--out", str(out)],
                        check=True,
                        capture_output=True,
                    )
                pairs.append((" compiled", built[0], built[1]))
            for _kind, then_tree, now_tree in pairs:
                for tree in (then_tree, now_tree):
                    subprocess.run(
                        [sys.executable, "-m", "compileall", "-q", str(tree / "core")],
                        check=True,
                        stdout=subprocess.DEVNULL,
                    )
            for rules in ("mcr", "riichi"):
                src = Path(tmp) / f"{rules}.jsonl"
                src.write_text(
                    "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in corpus(rules, args.lines)),
                    encoding="utf-8",
                )
                for kind, then_tree, now_tree in pairs:
                    times: dict[str, list[float]] = {"then": [], "now": []}
                    outputs = {}
                    for _ in range(args.runs):
                        for name, tree in (("then", then_tree), ("now", now_tree)):
                            dst = Path(tmp) / f"{rules}-{name}.out"
                            seconds, _rss = cpu_seconds(tree, src, dst)
                            times[name].append(seconds)
                            outputs[name] = dst.read_bytes()
                    same = "the same output" if outputs["then"] == outputs["now"] else "OUTPUTS DIFFER"
                    then, now = statistics.median(times["then"]), statistics.median(times["now"])
                    print(
                        f"{rules}{kind} batch, {args.lines} lines: {args.rev[:12]} {args.lines / then:7.0f} lines/s, "
                        f"this tree {args.lines / now:7.0f} lines/s, ratio {then / now:.2f}x ({same}; CPU time, "
                        f"median of {args.runs})",
                        flush=True,
                    )
                if args.jobs > 1:
                    walls: dict[int, list[float]] = {1: [], args.jobs: []}
                    got = {}
                    for _ in range(args.runs):
                        for jobs in walls:
                            dst = Path(tmp) / f"{rules}-jobs{jobs}.out"
                            start = time.perf_counter()
                            subprocess.run(
                                [sys.executable, "-c", _RUN, str(ROOT), str(src), str(dst), "--jobs", str(jobs)],
                                check=True,
                            )
                            walls[jobs].append(time.perf_counter() - start)
                            got[jobs] = dst.read_bytes()
                    one, many = statistics.median(walls[1]), statistics.median(walls[args.jobs])
                    same = "the same output" if got[1] == got[args.jobs] else "OUTPUTS DIFFER"
                    print(
                        f"{rules} batch --jobs {args.jobs} against --jobs 1: {args.lines / many:7.0f} against "
                        f"{args.lines / one:7.0f} lines/s, ratio {one / many:.2f}x ({same}; wall clock, median "
                        f"of {args.runs}, {os.cpu_count()} CPUs)"
                    )
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(old)], cwd=ROOT, check=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
