"""The match store's writes and a tournament's standings, measured at two sizes side by side in
one run (there is no peer program: the small store is the reference, and the ratio says how an
add grows with the store).

    python benchmarks/bench_store.py [--adds N] [--players 200] [--rounds 10] [--hands 16] [--entries 10000]
                                     [--long 10000] [--fresh 5] [--server]

- **An add** (one draw, then one win scored by the core: what a scorer station writes) on a
  store of 10 entries and on one of about 10,000: the same shape as a tournament's store, each
  match of ``--hands`` entries, and the add written to one of them. Printed: the median of
  ``--adds`` adds at each size, and the ratio large / small.
- **An add to one long match**: ``--long`` referee's deductions in one MCR match, and a
  deduction more (not a shape a tournament has: a match sheet is a hanchan or 16 hands and its
  penalties; printed for what it costs).
- **The standings** of a tournament of ``--players`` over ``--rounds`` (each table's match
  with ``--hands`` entries): the first read after opening the store and a second read in the
  same process, then with no match's summary kept (a store upgraded from a version that kept
  none: every sheet folded).
- **As a user runs them**: ``mjscore matches add`` to a match of 0 and of ``--long`` entries,
  and ``mjscore tournament standings`` with the summaries kept and with none, each a fresh
  process (the interpreter's start included), the median of ``--fresh`` runs.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.referee.match_store import MatchStore
from core.referee.records import Store
from core.referee.tournament import random_round  # noqa: E402
from core.referee.tournament_store import Tournaments  # noqa: E402

HAND, WIN, MELDS = "123m456p789s1z", "1z", ["[777z]"]  # MCR: 17 fan on a discard
#: riichi: pinfu tanyao, the dealer's ron (the dealer keeps the deal: the match never ends)
R_HAND, R_WIN = "234m567p234s6788s", "5s"


def _fill_match(store: MatchStore, mid: str, hands: int) -> None:
    """An MCR match's entries: a win every eighth hand, the rest draws."""
    for h in range(hands):
        if h % 8 == 0:
            store.add_win(mid, h % 4, (h + 1) % 4, HAND, WIN, melds=MELDS)
        else:
            store.add_draw(mid)


def _target(store: Store, entries: int) -> str:
    """The match the adds go to: riichi without bust, so that the dealer's wins and abortive
    draws never end it; ``entries`` entries written first."""
    m = store.create_match("riichi", ["A", "B", "C", "D"], match_options={"bust": False}, match_id="target")
    for i in range(entries):
        _add(store, m.id, i)
    return m.id


def _add(store: Store, mid: str, i: int) -> None:
    if i % 2:
        store.add_win(mid, 0, 1 + i % 3, R_HAND, R_WIN)  # a scored win
    else:
        store.add_draw(mid, facts={"kind": "abortive"})


def _store_of(path: Path, entries: int, hands: int) -> tuple[Store, str]:
    """A store of ``entries`` entries: MCR matches of ``hands`` entries (a tournament's
    tables), and the target match of 10."""
    store = Store(path)
    made, n = 10, 0
    while made + hands <= entries:
        m = store.create_match("mcr", ["A", "B", "C", "D"], match_id=f"m{n}")
        _fill_match(store, m.id, hands)
        made, n = made + hands, n + 1
    return store, _target(store, 10)


def _time_adds(store: Store, mid: str, adds: int) -> float:
    """The median milliseconds of an add, alternating an abortive draw and a scored win."""
    times = []
    for i in range(adds):
        start = time.perf_counter()
        _add(store, mid, i)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    ap.add_argument("--adds", type=int, default=40)
    ap.add_argument("--players", type=int, default=200)
    ap.add_argument("--rounds", type=int, default=10)
    ap.add_argument("--hands", type=int, default=16)
    ap.add_argument("--entries", type=int, default=10_000)
    ap.add_argument("--long", type=int, default=10_000, help="the entries of the one long match")
    ap.add_argument("--fresh", type=int, default=5, help="the runs of each fresh-process command")
    ap.add_argument(
        "--server",
        action="store_true",
        help="also the standings on a PostgreSQL server of the run's own (Debian's postgresql)",
    )
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        base = Path(folder)
        small, small_mid = _store_of(base / "small.sqlite3", 10, args.hands)
        large, large_mid = _store_of(base / "large.sqlite3", args.entries, args.hands)
        # the add on each, side by side (alternating, so that the machine's state is shared)
        a = _time_adds(small, small_mid, 2)
        b = _time_adds(large, large_mid, 2)
        a = _time_adds(small, small_mid, args.adds // 2) if args.adds >= 4 else a
        b = _time_adds(large, large_mid, args.adds // 2) if args.adds >= 4 else b
        print(f"add (draw or scored win), store of 10 entries:      {a:7.2f} ms")
        print(f"add (draw or scored win), store of {args.entries:,} entries:  {b:7.2f} ms   ratio {b / a:5.2f}")
        small.close()
        large.close()
        long_entries = args.long
        with Store(base / "long.sqlite3") as long_store:
            m = long_store.create_match("mcr", ["A", "B", "C", "D"], match_id="long")
            for _ in range(long_entries):  # a referee's deductions: entries that are not hands
                long_store.add_penalty(m.id, 0, "deduction", 1)
            times = []
            for _ in range(max(4, args.adds // 2)):
                start = time.perf_counter()
                long_store.add_penalty(m.id, 1, "deduction", 1)
                times.append((time.perf_counter() - start) * 1000)
            c = statistics.median(times)
        print(
            f"add to one match of {long_entries:,} entries:  {c:7.2f} ms   ratio {c / a:5.2f} (MCR deductions: "
            f"a sheet of 16 hands is never that long)"
        )
        # as a user runs them: each `mjscore matches add` a fresh process, its interpreter started
        with Store(base / "long.sqlite3") as long_store:
            long_store.create_match("mcr", ["A", "B", "C", "D"], match_id="short")
        short_ms = _fresh(
            [
                "matches",
                "--store",
                str(base / "long.sqlite3"),
                "add",
                "short",
                "penalty",
                "A",
                "deduction",
                "--points",
                "1",
            ],
            args.fresh,
        )
        long_ms = _fresh(
            [
                "matches",
                "--store",
                str(base / "long.sqlite3"),
                "add",
                "long",
                "penalty",
                "A",
                "deduction",
                "--points",
                "1",
            ],
            args.fresh,
        )
        print(
            f"mjscore matches add, a fresh process (median of {args.fresh}): to a match of 0 entries "
            f"{short_ms:7.1f} ms, to one of {long_entries:,} {long_ms:7.1f} ms, ratio {long_ms / short_ms:5.2f}"
        )
        # a tournament's standings
        path = str(base / "tournament.sqlite3")
        first, second, ranked = _standings_times(lambda: Store(path), args)
        tid = _only_tournament(lambda: Store(path))
        fresh = _fresh(["tournament", "--store", path, "standings", tid], args.fresh)
        stale = _stale_standings(lambda: Store(path), tid)
        stale_fresh = _fresh(["tournament", "--store", path, "standings", tid], args.fresh)
        print(
            f"standings, {args.players} players x {args.rounds} rounds ({ranked} ranked, "
            f"{args.players // 4 * args.rounds} tables of {args.hands} entries): first read {first:7.1f} ms, "
            f"again {second:7.1f} ms; no summary kept (an upgraded store): {stale:7.1f} ms, "
            f"ratio {stale / first:5.2f}"
        )
        print(
            f"mjscore tournament standings, a fresh process (median of {args.fresh}): summaries kept "
            f"{fresh:7.1f} ms; none kept (every sheet folded at each run) {stale_fresh:7.1f} ms, "
            f"ratio {stale_fresh / fresh:5.2f}"
        )
        if args.server:
            _server_standings(args)
    return 0


def _standings_times(open_store: Callable[[], MatchStore], args: argparse.Namespace) -> tuple[float, float, int]:
    """A tournament of ``--players`` over ``--rounds`` played into the store ``open_store`` opens
    (each round closed on time), then its standings read by a program that opens the store
    afresh, twice: the two times in ms and the players ranked."""
    with open_store() as store:
        tours = Tournaments(store)
        t = tours.create("mcr", "bench", args.rounds)
        tours.add_players(t.id, [f"P{i}" for i in range(1, args.players + 1)])
        numbers = list(range(1, args.players + 1))
        for r in range(1, args.rounds + 1):
            state = tours.seat(t.id, r, random_round(numbers, 4, seed=r), "random")
            for table in state.tables:
                _fill_match(store, table.match_id, args.hands)
            tours.close(t.id, r, time_called=True)
    with open_store() as store:
        tours = Tournaments(store)
        start = time.perf_counter()
        rows = tours.standings(t.id)
        first = (time.perf_counter() - start) * 1000
        start = time.perf_counter()
        tours.standings(t.id)
        second = (time.perf_counter() - start) * 1000
    return first, second, len(rows)


def _stale_standings(open_store: Callable[[], MatchStore], tid: str) -> float:
    """The standings read by a program that opens the store afresh when no match's summary is
    kept (a store upgraded from a version that kept none): every sheet folded. In ms."""
    with open_store() as store:
        store.transaction(lambda conn: conn.execute("DELETE FROM sheet_summaries"))
    with open_store() as store:
        start = time.perf_counter()
        Tournaments(store).standings(tid)
        return (time.perf_counter() - start) * 1000


def _fresh(argv: list[str], runs: int) -> float:
    """The median wall time of ``mjscore ARGV`` run ``runs`` times, each a process of its own."""
    import subprocess

    times = []
    for _ in range(max(1, runs)):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "core.shells.cli", *argv], cwd=ROOT, check=True, capture_output=True)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def _only_tournament(open_store: Callable[[], MatchStore]) -> str:
    with open_store() as store:
        return Tournaments(store).all()[0].id


def _server_standings(args: argparse.Namespace) -> None:
    """The same tournament's standings on a PostgreSQL server (where the summaries are the ones
    the closing of each round kept), read by a fresh station and again."""
    from core.referee.pg_store import PgStore
    from tests.pg_server import Server

    server = Server()
    try:
        url = server.new_database()
        first, second, _ranked = _standings_times(lambda: PgStore(url), args)
        stale = _stale_standings(lambda: PgStore(url), _only_tournament(lambda: PgStore(url)))
        print(
            f"standings on PostgreSQL, the same tournament: first read {first:7.1f} ms, again {second:7.1f} ms; "
            f"no summary kept: {stale:7.1f} ms, ratio {stale / first:5.2f}"
        )
    finally:
        server.close()


if __name__ == "__main__":
    sys.exit(main())
