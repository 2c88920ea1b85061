"""What the pages of a tournament show, read from the store (:class:`Snapshot`), and a cheap
marker of whether the store changed since (:func:`change_marker`).

Everything comes from :class:`core.referee.tournament_store.Tournaments`, the same calls
``mjscore tournament show``, ``standings`` and ``stats`` make: the standings are
:meth:`Tournaments.standings` (live, and after each closed round), the sheets those of
:meth:`Tournaments.results`, the figures :func:`statistics_of` over them. Nothing is scored here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from core.referee.match import Sheet
from core.referee.match_store import MatchStore
from core.referee.records import Store
from core.referee.tournament import Standing, TableResult
from core.referee.tournament_records import Player, PlayerStats, RoundState, Tournament
from core.referee.tournament_store import Tournaments, statistics_of


@dataclass(frozen=True)
class Snapshot:
    """A tournament as it stands: its players, rounds, each table's result and sheet, the live
    standings and those after each closed round, and each player's figures."""

    tournament: Tournament
    players: tuple[Player, ...]
    rounds: tuple[RoundState, ...]
    results: tuple[TableResult, ...]
    sheets: Mapping[str, Sheet]
    live: tuple[Standing, ...]
    after: Mapping[int, tuple[Standing, ...]]
    stats: tuple[PlayerStats, ...]
    #: what each closed round's standings counted (the players, the tables' results): they are
    #: read again only when it changed
    counted: Mapping[int, tuple[Any, ...]] = field(default_factory=dict)

    @property
    def names(self) -> dict[int, str]:
        return {p.number: p.name for p in self.players}

    def result_of(self, round_number: int, table: int) -> TableResult:
        for r in self.results:
            if (r.round, r.table) == (round_number, table):
                return r
        raise KeyError((round_number, table))


def read_snapshot(tours: Tournaments, tid: str, previous: Snapshot | None = None) -> Snapshot:
    """The tournament ``tid`` as it stands (refused as the store refuses an unknown id).
    ``previous``: the snapshot read before, whose standings after a closed round are kept when
    the tables they count are the same (a result in the round in play changes none of them)."""
    t = tours.tournament(tid)
    players = tours.players(tid)
    results, sheets = tours.results(tid)
    rounds = tours.rounds(tid)
    # (the rounds and sheets of results() are read in one transaction; rounds() again here may
    # see a round seated since: only the tables results() knows are shown)
    known = {r.round for r in results}
    rounds = tuple(r for r in rounds if r.number in known or not r.tables)
    live = tours.standings(tid, live=True)
    after: dict[int, tuple[Standing, ...]] = {}
    counted: dict[int, tuple[Any, ...]] = {}
    for r in rounds:
        if not r.closed:
            continue
        key = (players, tuple(x for x in results if x.round <= r.number))
        if previous is not None and previous.counted.get(r.number) == key:
            after[r.number] = previous.after[r.number]
        else:
            after[r.number] = tours.standings(tid, through=r.number)
        counted[r.number] = key
    stats = statistics_of(players, rounds, sheets)
    return Snapshot(t, players, rounds, results, sheets, live, after, stats, counted)


#: what tells a PostgreSQL store changed: the records (only ever added: their count, as a later
#: commit may hold a lower sequence number), and the tournament tables' rows and closed rounds
_PG_MARKER = (
    "SELECT (SELECT count(*) FROM records), (SELECT coalesce(max(seq), 0) FROM records), "
    "(SELECT count(*) FROM tournament_players WHERE tournament_id = ?), "
    "(SELECT count(*) FROM tournament_tables WHERE tournament_id = ?), "
    "(SELECT count(*) FROM tournament_rounds WHERE tournament_id = ? AND closed <> '')"
)


def change_marker(store: MatchStore, tid: str) -> Any:
    """A value that changes whenever the store may have changed for the tournament ``tid``: for
    SQLite ``PRAGMA data_version`` on the store's own connection (it counts the commits of other
    connections: one call, no table read); for PostgreSQL the counts of :data:`_PG_MARKER` (a
    few index reads: the store keeps no trigger to LISTEN to, see docs/web.md)."""
    if isinstance(store, Store):

        def sqlite_work(conn: Any) -> Any:
            return conn.execute("PRAGMA data_version").fetchone()[0]

        return store.transaction(sqlite_work, write=False)

    def work(conn: Any) -> Any:
        return tuple(conn.execute(_PG_MARKER, (tid, tid, tid)).fetchone())

    return store.transaction(work, write=False)
