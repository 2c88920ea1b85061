"""``mjscore tournament publish --watch`` under load (issue 46): stations write results while the
site is kept up to date and a reader polls the pages.

    python benchmarks/watch_load.py [--seconds 600] [--stations 8] [--rounds 20] [--interval 1]
                                    [--store PATH_OR_URL | --temp-postgres]

- **The tournament**: ``4 x --stations`` players (three of them named with the match sheet's
  hostile names), ``--rounds`` MCR rounds of 16 hands a table. Each station (a process of its
  own, with its own connection to the store, as at an event) scores one table number in every
  round: a hand every ``seconds / (rounds x 16)`` seconds (so the run ends in the last round,
  in play: its live standings are checked too), a win every fourth hand, the rest draws. A director (a thread with its own connection) closes a round when its tables are
  finished and seats the next at random. The run ends at ``--seconds`` or when the last round is
  played, whichever is first.
- **The publisher**: :func:`core.publish.watch.watch` (what ``publish --watch`` runs) at
  ``--interval`` seconds (the command's default: 1), in a thread with its own connection, after
  a first :func:`core.publish.watch.publish_once`. After each update the files it wrote are read
  back and their digests kept: every version of every file it wrote.
- **The reader**: a process that reads the site's pages one after another, as fast as it can
  (every page of the four languages, in turn): each read must be a whole page (UTF-8, starts
  with ``<!DOCTYPE html>``, ends with ``</html>``, parsed by ``html.parser`` without an element
  left open) and, checked at the end, byte for byte one of the versions the publisher wrote.
- **The lag**: each entry's time just after its commit (the station's clock: all processes on
  one machine) to the end of the first update whose pages show it (its match's sheet in the
  snapshot the update wrote). p50, p95 and the largest.
- **At the end**: a last update, then every standings page (live, and after each closed round;
  English and Japanese) read back and compared cell by cell with ``mjscore tournament standings``
  (``--live --json``, ``--round N --json``).

``--temp-postgres`` starts a PostgreSQL server of its own (tests/pg_server.py: Debian's
``postgresql``); ``--store`` a file or ``postgresql://`` address (written to: use a database of
its own). Default: a temporary SQLite file.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import multiprocessing
import os
import statistics
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from core.model.names import LANGS  # noqa: E402
from core.publish.site import Report, Site  # noqa: E402
from core.publish.watch import publish_once, watch  # noqa: E402
from core.referee.pg_store import open_store  # noqa: E402
from core.referee.tournament import random_round  # noqa: E402
from core.referee.tournament_store import Tournaments  # noqa: E402

HAND, WIN, MELDS = "123m456p789s1z", "1z", ["[777z]"]  # MCR: 17 fan on a discard
HANDS = 16  # an MCR match
TID = "load"
HOSTILE = ("<script>alert(1)</script>", '=HYPERLINK("http://x")', "\u202eCy")


def _digest(data: bytes) -> bytes:
    return hashlib.blake2b(data, digest_size=16).digest()


# --- the stations, the director ------------------------------------------------------------------


def _station(address: str, table: int, rounds: int, pause: float, end: float, out: Any) -> None:
    """One scoring station: table ``table`` of every round, a hand every ``pause`` seconds until
    the wall clock reaches ``end`` or the last round is played; each entry put on ``out`` as
    (match, entry, the time just after its commit)."""
    try:
        with open_store(address) as store:
            tours = Tournaments(store)
            done: set[int] = set()
            while time.time() < end and len(done) < rounds:
                states = [r for r in tours.rounds(TID) if r.tables and r.number not in done and not r.closed]
                if not states:
                    time.sleep(0.05)
                    continue
                state = states[0]
                match_id = next(t.match_id for t in state.tables if t.number == table)
                played = len(store.sheet(match_id).rows)  # (a station started again goes on)
                for h in range(played, HANDS):
                    if time.time() >= end:
                        break
                    if h % 4 == 0:
                        w = (table + h) % 4
                        rev = store.add_win(match_id, w, (w + 1) % 4, HAND, WIN, melds=MELDS)
                    else:
                        rev = store.add_draw(match_id)
                    out.put(("entry", match_id, rev.entry, time.time()))
                    time.sleep(pause)
                done.add(state.number)
        out.put(("station done", table, 0, 0.0))
    except BaseException as e:  # noqa: BLE001 - said to the run
        out.put(("error", f"station {table}: {type(e).__name__}: {e}", 0, 0.0))


def _director(address: str, players: int, rounds: int, stop: threading.Event, said: list[str]) -> None:
    """Close each round once its tables are finished and seat the next, until ``stop``."""
    try:
        with open_store(address) as store:
            tours = Tournaments(store)
            while not stop.is_set():
                state = tours.rounds(TID)[-1]
                if not state.closed and all(store.sheet(t.match_id).finished for t in state.tables):
                    tours.close(TID, state.number)
                    if state.number < rounds:
                        numbers = list(range(1, players + 1))
                        tours.seat(TID, state.number + 1, random_round(numbers, 4, seed=state.number + 1), "random")
                    continue
                stop.wait(0.1)
    except BaseException as e:  # noqa: BLE001 - said to the run
        said.append(f"director: {type(e).__name__}: {e}")


# --- the reader ------------------------------------------------------------------------------------


class _Whole(HTMLParser):
    """Whether a page is whole: every element opened is closed (the void ones aside)."""

    VOID = frozenset("area base br col embed hr img input link meta source track wbr".split())

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[str] = []
        self.bad = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in self.VOID:
            self.open.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        pass

    def handle_endtag(self, tag: str) -> None:
        if tag in self.VOID:
            return
        if not self.open or self.open[-1] != tag:
            self.bad = self.bad or f"</{tag}> closes <{self.open[-1] if self.open else ''}>"
            if tag in self.open:
                while self.open.pop() != tag:
                    pass
            return
        self.open.pop()


def whole_page(data: bytes) -> str:
    """'' when ``data`` is a whole page, else what is wrong with it."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        return f"not UTF-8: {e}"
    if not text.startswith("<!DOCTYPE html>"):
        return "does not start with <!DOCTYPE html>"
    if not text.rstrip().endswith("</html>"):
        return "does not end with </html>"
    parser = _Whole()
    parser.feed(text)
    parser.close()
    if parser.bad:
        return parser.bad
    if parser.open:
        return f"left open: {parser.open[-3:]}"
    return ""


def _reader(folder: str, stop: Any, out: Any) -> None:
    """Read the site's pages in turn until ``stop`` is set; put on ``out`` the reads, the partial
    ones (page, what was wrong) and each (page, digest) read."""
    reads, partial = 0, []
    seen: set[tuple[str, bytes]] = set()
    root = Path(folder)
    try:
        while not stop.is_set():
            pages = [
                f"{lang}/{e.name}"
                for lang in LANGS
                for e in os.scandir(root / lang)
                if e.name.endswith(".html") and not e.name.startswith(".")
            ]
            for relative in pages:
                if stop.is_set():
                    break
                try:
                    data = (root / relative).read_bytes()
                except FileNotFoundError:  # (the site never removes a page: said as partial)
                    partial.append((relative, "missing"))
                    continue
                reads += 1
                wrong = whole_page(data)
                if wrong:
                    partial.append((relative, wrong))
                seen.add((relative, _digest(data)))
        out.put(("reader", reads, partial, sorted(seen)))
    except BaseException as e:  # noqa: BLE001 - said to the run
        out.put(("error", f"reader: {type(e).__name__}: {e}", 0, 0.0))


# --- the standings pages against the command ---------------------------------------------------


class _Standings(HTMLParser):
    """The rows of a page's standings table, each the text of its cells."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.rows: list[list[str]] = []
        self._in_table = self._in_body = False
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "table" and ("class", "standings") in attrs:
            self._in_table = True
        elif self._in_table and tag == "tbody":
            self._in_body = True
        elif self._in_body and tag == "tr":
            self.rows.append([])
        elif self._in_body and tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._cell is not None:
            self.rows[-1].append("".join(self._cell).strip())
            self._cell = None
        elif tag == "table":
            self._in_table = self._in_body = False

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)


def standings_disagreements(address: str, folder: Path) -> tuple[int, list[str]]:
    """Every standings page (live and after each closed round; English and Japanese) against
    ``mjscore tournament standings``: the pages compared, and each disagreement."""
    from core.shells import tournament_cli

    with open_store(address) as store:
        closed = [r.number for r in Tournaments(store).rounds(TID) if r.closed]
    wrong: list[str] = []
    compared = 0
    for page, extra in [("index.html", ["--live"])] + [(f"after-{n}.html", ["--round", str(n)]) for n in closed]:
        out, err = io.StringIO(), io.StringIO()
        argv = ["tournament", "--store", address, "standings", TID, *extra, "--json"]
        if tournament_cli.main(argv, out, err) != 0:
            wrong.append(f"{' '.join(argv)}: {err.getvalue()}")
            continue
        expected = [
            [str(s["place"]), s["name"], s["table_points"], str(s["score"]), str(s["played"]), str(s["hands_won"])]
            for s in json.loads(out.getvalue())
        ]
        for lang in ("en", "ja"):
            parser = _Standings()
            parser.feed((folder / lang / page).read_text(encoding="utf-8"))
            compared += 1
            if parser.rows != expected:
                wrong.append(f"{lang}/{page}: {parser.rows[:2]}... against {expected[:2]}...")
    return compared, wrong


# --- the run ----------------------------------------------------------------------------------------


@dataclass
class Result:
    """What a run saw (see the module's text); :meth:`problems` is empty when all went well."""

    store: str
    stations: int
    seconds: float = 0.0
    entries: int = 0
    rounds_closed: int = 0
    updates: int = 0
    pages_rewritten: int = 0
    update_seconds: list[float] = field(default_factory=list)
    lags: list[float] = field(default_factory=list)
    never_shown: int = 0
    reads: int = 0
    partial: list[tuple[str, str]] = field(default_factory=list)
    unknown_versions: list[str] = field(default_factory=list)
    standings_pages: int = 0
    disagreements: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def problems(self) -> list[str]:
        said = list(self.errors)
        if self.partial:
            said.append(f"{len(self.partial)} partial reads: {self.partial[:3]}")
        if self.unknown_versions:
            said.append(f"{len(self.unknown_versions)} reads of a version never written: {self.unknown_versions[:3]}")
        if self.never_shown:
            said.append(f"{self.never_shown} entries never shown")
        said.extend(self.disagreements)
        return said

    def lag(self, q: float) -> float:
        if not self.lags:
            return float("nan")
        if len(self.lags) == 1:
            return self.lags[0]
        return statistics.quantiles(self.lags, n=100, method="inclusive")[round(q * 100) - 1]

    def text(self) -> str:
        ups = self.update_seconds
        return (
            f"{self.store}: {self.stations} stations for {self.seconds:.0f} s: {self.entries} entries "
            f"({self.entries / max(self.seconds, 1e-9):.1f}/s), {self.rounds_closed} rounds closed\n"
            f"  lag from commit to page: p50 {self.lag(0.5):.2f} s, p95 {self.lag(0.95):.2f} s, "
            f"largest {max(self.lags, default=float('nan')):.2f} s ({len(self.lags)} entries, "
            f"{self.never_shown} never shown)\n"
            f"  {self.updates} updates, {self.pages_rewritten} pages rewritten; an update: median "
            f"{statistics.median(ups) if ups else float('nan'):.2f} s, largest {max(ups, default=float('nan')):.2f} s\n"
            f"  reader: {self.reads} pages read, {len(self.partial)} partial, "
            f"{len(self.unknown_versions)} not a version written\n"
            f"  standings: {self.standings_pages} pages against `mjscore tournament standings`, "
            f"{len(self.disagreements)} disagreements\n"
        )


def make_tournament(address: str, stations: int, rounds: int) -> int:
    players = 4 * stations
    with open_store(address) as store:
        tours = Tournaments(store)
        tours.create("mcr", "Load <b>Open</b>", rounds, tournament_id=TID)
        names = [*HOSTILE, "陳大文", "鈴木 一郎"] + [f"Player {i:02d}" for i in range(6, players + 1)]
        tours.add_players(TID, names[:players])
        tours.seat(TID, 1, random_round(list(range(1, players + 1)), 4, seed=1), "random")
    return players


def run(
    address: str, seconds: float, *, stations: int = 8, rounds: int = 20, interval: float = 1.0, folder: Path
) -> Result:
    """The run the module's text says, on the store at ``address`` (its tournament made here:
    the store must not hold one named ``load``), the site in ``folder``."""
    result = Result("PostgreSQL" if "://" in address else "SQLite", stations)
    players = make_tournament(address, stations, rounds)
    ctx = multiprocessing.get_context("spawn")
    out = ctx.Queue()
    reader_stop = ctx.Event()
    versions: dict[str, set[bytes]] = {}
    shown_through: dict[str, int] = {}  # each match's entries the pages show
    shown_at: dict[tuple[str, int], float] = {}
    stop = threading.Event()
    publisher_said: list[str] = []

    def updated(site: Site, report: Report) -> None:
        now = time.time()
        result.updates += 1
        result.update_seconds.append(report.seconds)
        result.pages_rewritten += sum(1 for r in report.written if r.endswith(".html"))
        assert site.snapshot is not None
        for mid, sheet in site.snapshot.sheets.items():
            through = max((r.entry for r in sheet.rows), default=0)
            for e in range(shown_through.get(mid, 0) + 1, through + 1):
                shown_at[(mid, e)] = now
            shown_through[mid] = max(through, shown_through.get(mid, 0))
        for relative in report.written:  # (the publisher is the only writer: read back as written)
            versions.setdefault(relative, set()).add(_digest((folder / relative).read_bytes()))

    site = Site(folder, web_font=False)

    def publisher() -> None:
        try:
            with open_store(address) as store:
                tours = Tournaments(store)
                from core.publish.snapshot import change_marker

                marker = change_marker(store, TID)
                updated(site, publish_once(tours, TID, site))
                first.set()
                watch(
                    tours,
                    TID,
                    site,
                    interval=interval,
                    stop=stop,
                    on_update=lambda r: updated(site, r),
                    on_error=lambda e: publisher_said.append(f"publisher (tried again): {e}"),
                    marker=marker,
                )
                updated(site, publish_once(tours, TID, site))  # (the last update: the store as it ends)
        except BaseException as e:  # noqa: BLE001 - said to the run
            publisher_said.append(f"publisher: {type(e).__name__}: {e}")
            first.set()

    first = threading.Event()
    pub = threading.Thread(target=publisher, name="publisher", daemon=True)
    pub.start()
    first.wait(120)
    director_said: list[str] = []
    director_stop = threading.Event()
    director = threading.Thread(
        target=_director, args=(address, players, rounds, director_stop, director_said), daemon=True
    )
    director.start()
    reader = ctx.Process(target=_reader, args=(str(folder), reader_stop, out))
    reader.start()
    pause = max(0.0, seconds / (rounds * HANDS))  # (with the writes' own time: the run ends mid-round)
    start = time.time()
    end = start + seconds
    procs = [ctx.Process(target=_station, args=(address, n, rounds, pause, end, out)) for n in range(1, stations + 1)]
    for p in procs:
        p.start()
    committed: dict[tuple[str, int], float] = {}
    reader_said: tuple[Any, ...] | None = None
    while any(p.is_alive() for p in procs) or not out.empty():
        try:
            said = out.get(timeout=0.5)
        except Exception:  # noqa: BLE001 - queue.Empty
            continue
        if said[0] == "entry":
            committed[(said[1], said[2])] = said[3]
        elif said[0] == "error":
            result.errors.append(said[1])
        elif said[0] == "reader":
            reader_said = said
    for p in procs:
        p.join()
    result.seconds = time.time() - start
    director_stop.set()
    director.join()
    time.sleep(interval * 2)  # (the watch's last look, then its stop)
    stop.set()
    pub.join()
    reader_stop.set()
    while reader_said is None and (reader.is_alive() or not out.empty()):
        try:
            said = out.get(timeout=0.5)
        except Exception:  # noqa: BLE001 - queue.Empty
            continue
        if said[0] == "reader":
            reader_said = said
        elif said[0] == "error":
            result.errors.append(said[1])
    reader.join()
    result.errors += director_said + [s for s in publisher_said if "tried again" not in s]
    result.entries = len(committed)
    for key, t in committed.items():
        if key in shown_at:
            result.lags.append(max(0.0, shown_at[key] - t))
        else:
            result.never_shown += 1
    result.lags.sort()
    if reader_said is not None:
        _, result.reads, result.partial, seen = reader_said
        result.unknown_versions = [p for p, d in seen if d not in versions.get(p, set())]
    else:
        result.errors.append("the reader said nothing")
    with open_store(address) as store:
        result.rounds_closed = sum(1 for r in Tournaments(store).rounds(TID) if r.closed)
    result.standings_pages, result.disagreements = standings_disagreements(address, folder)
    return result


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    p.add_argument("--seconds", type=float, default=float(os.environ.get("MJSCORE_WATCH_SECONDS", "600")))
    p.add_argument("--stations", type=int, default=8)
    p.add_argument("--rounds", type=int, default=20)
    p.add_argument("--interval", type=float, default=1.0)
    where = p.add_mutually_exclusive_group()
    where.add_argument("--store", help="a file or postgresql:// address (default: a temporary SQLite file)")
    where.add_argument("--temp-postgres", action="store_true", help="a PostgreSQL server of its own")
    args = p.parse_args(argv)
    server = None
    with tempfile.TemporaryDirectory(prefix="mjscore-watch-") as tmp:
        address = args.store or str(Path(tmp) / "load.sqlite3")
        if args.temp_postgres:
            from tests.pg_server import Server

            server = Server()
            address = server.new_database()
        try:
            result = run(
                address,
                args.seconds,
                stations=args.stations,
                rounds=args.rounds,
                interval=args.interval,
                folder=Path(tmp) / "site",
            )
        finally:
            if server is not None:
                server.close()
    sys.stdout.write(result.text())
    for problem in result.problems():
        sys.stdout.write(f"  PROBLEM: {problem}\n")
    return 1 if result.problems() else 0


if __name__ == "__main__":
    raise SystemExit(main())
