"""The trainer's answer-to-next-question time (issue 45: the next question on screen within 50 ms).

    python benchmarks/bench_trainer.py [--questions N] [--store]

For each rule set, ``N`` questions in "mixed" at every level: the time from an answer given
(its check against the scorer, the verdict, the answer kept and the Leitner box moved) to the
next question ready (its topic chosen, its hand built and scored until one fits the topic).
With ``--store`` the answers are written to a match store in a temporary folder, one
transaction each with ``synchronous=FULL``, as the window and ``mjscore train`` keep them.
Printed: the median, the 95th percentile and the worst, in ms, against the 50 ms target.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run as a script from a checkout

from benchmarks.bench_analysis import percentile
from core.referee.records import Store
from core.trainer.answers import answer_text, right_answer
from core.trainer.session import Trainer, catalogue

TARGET_MS = 50.0


def run(questions: int, store: Store | None) -> dict[str, list[float]]:
    out: dict[str, list[float]] = {}
    for rules, _ in catalogue().rule_sets:
        t = Trainer("bench", store, seed=1)
        q = t.next_question(rules, None)
        times = []
        for i in range(questions):
            text = answer_text(right_answer(q), q.answer) if i % 3 else "1"  # a wrong answer each third
            start = time.perf_counter()
            try:
                verdict = t.check(q, text)
            except ValueError:  # (an answer of the wrong form: read as the learner would retype it)
                verdict = t.check(q, answer_text(right_answer(q), q.answer))
            t.record(verdict, 1000)
            q = t.next_question(rules, None)
            times.append((time.perf_counter() - start) * 1000)
        out[rules] = times
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--questions", type=int, default=200)
    p.add_argument("--store", action="store_true", help="keep the answers in a match store (as the window does)")
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        store = Store(Path(folder) / "matches.sqlite3") if args.store else None
        try:
            results = run(args.questions, store)
        finally:
            if store is not None:
                store.close()
    print(f"answer -> next question ready, {args.questions} questions a rule set{' (stored)' if args.store else ''}:")
    worst_p95 = 0.0
    for rules, times in results.items():
        p95 = percentile(times, 0.95)
        worst_p95 = max(worst_p95, p95)
        print(
            f"  {rules:<8} median {statistics.median(times):6.1f} ms   p95 {p95:6.1f} ms   worst {max(times):6.1f} ms"
        )
    print(f"target {TARGET_MS:.0f} ms: {'met' if worst_p95 <= TARGET_MS else 'NOT met'} at the 95th percentile")
    return 0


if __name__ == "__main__":
    sys.exit(main())
