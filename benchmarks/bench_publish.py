"""The web site of a tournament (issue 46): how long ``mjscore tournament publish`` takes cold,
how long each change takes (what ``--watch`` does when a result comes in), and the largest page.

    python benchmarks/bench_publish.py [--players 200] [--rounds 10] [--hands 16] [--changes 10]
                                       [--server URL]

- **The tournament**: ``--players`` over ``--rounds``, each table's MCR match of ``--hands``
  entries (a win every eighth, the rest draws), every round closed but the last, which is in
  play (its tables' last hands not yet entered). Made first, not timed.
- **Cold**: the store opened, the tournament read, every page of the four languages made and
  written, the web font cut (fontTools), into an empty folder. Target: 5 s.
- **Per change**: a result added at a table of the round in play, then the site brought up to
  the store by the same :class:`core.publish.site.Site` (what ``--watch`` does on a change: the
  read, the pages whose values changed made again, the files whose bytes changed written). The
  median and the largest of ``--changes``. Target: 0.5 s.
- **The largest page** (of every language's folder). Target: under 200 KB.

Each time is printed as the wall clock's and the CPU's (this process's): on a machine busy with
other work the CPU time says what the publishing itself costs.

``--server URL``: the same on a PostgreSQL store (a database of its own: it is written to).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.publish.site import Site
from core.publish.watch import publish_once
from core.referee.match_store import MatchStore
from core.referee.records import Store
from core.referee.tournament import random_round
from core.referee.tournament_store import Tournaments

HAND, WIN, MELDS = "123m456p789s1z", "1z", ["[777z]"]  # MCR: 17 fan on a discard


def build(store: MatchStore, players: int, rounds: int, hands: int) -> tuple[str, list[str]]:
    """The tournament (see the module's text); its id and the matches of the round in play."""
    tours = Tournaments(store)
    t = tours.create("mcr", "Benchmark Open", rounds)
    tours.add_players(t.id, [f"Player {i:03d} 選手" for i in range(1, players + 1)])
    playing: list[str] = []
    for rnd in range(1, rounds + 1):
        state = tours.seat(t.id, rnd, random_round(list(range(1, players + 1)), 4, seed=rnd), "random")
        last = rnd == rounds
        for tb in state.tables:
            for h in range(hands // 2 if last else hands):
                if h % 8 == 0:
                    store.add_win(tb.match_id, (tb.number + h) % 4, (tb.number + h + 1) % 4, HAND, WIN, melds=MELDS)
                else:
                    store.add_draw(tb.match_id)
            if last:
                playing.append(tb.match_id)
        if not last:
            tours.close(t.id, rnd, time_called=hands < 16)
    return t.id, playing


def largest(folder: Path) -> tuple[int, str]:
    return max((p.stat().st_size, str(p.relative_to(folder))) for p in folder.rglob("*.html"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--hands", type=int, default=16)
    parser.add_argument("--changes", type=int, default=10)
    parser.add_argument("--server", help="a PostgreSQL database URL to write the tournament to")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        where = args.server or str(Path(tmp) / "t.sqlite3")

        def opened() -> MatchStore:
            if args.server:
                from core.referee.pg_store import PgStore

                return PgStore(args.server)
            return Store(where)

        start = time.perf_counter()
        with opened() as store:
            tid, playing = build(store, args.players, args.rounds, args.hands)
        print(
            f"tournament: {args.players} players, {args.rounds} rounds, {args.hands} entries a table "
            f"(made in {time.perf_counter() - start:.1f} s, not timed)"
        )
        folder = Path(tmp) / "site"
        start, cpu = time.perf_counter(), time.process_time()
        with opened() as store:
            site = Site(folder)
            tours = Tournaments(store)
            report = publish_once(tours, tid, site)
            cold, cold_cpu = time.perf_counter() - start, time.process_time() - cpu
            files = sum(1 for p in folder.rglob("*") if p.is_file())
            print(f"cold: {cold:.2f} s, {cold_cpu:.2f} s of CPU ({report.made} pages made, {files} files; target 5 s)")
            times, cpus, written = [], [], []
            for i in range(args.changes):
                match = playing[i % len(playing)]
                store.add_win(match, i % 4, (i + 1) % 4, HAND, WIN, melds=MELDS)
                start, cpu = time.perf_counter(), time.process_time()
                report = publish_once(tours, tid, site)
                times.append(time.perf_counter() - start)
                cpus.append(time.process_time() - cpu)
                written.append(len(report.written))
            print(
                f"per change: median {statistics.median(times):.3f} s ({statistics.median(cpus):.3f} s of CPU), "
                f"largest {max(times):.3f} s "
                f"({statistics.median(written):.0f} files written a change; target 0.5 s)"
            )
        size, name = largest(folder)
        print(f"largest page: {size / 1024:.1f} KB ({name}; target under 200 KB)")
        font = sum(p.stat().st_size for p in (folder / "fonts").glob("mjscore-cjk-*"))
        print(f"web font: {font / 1024:.1f} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
