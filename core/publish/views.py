"""What each page shows, as small hashable values made from a :class:`Snapshot`: a page is
written again only when its value changed (:mod:`core.publish.site`), so a result entered at
one table redraws that table's sheet, its round, the standings and the pages of the players
whose figures moved, not the whole site.

The file names are the site's addresses (relative to a language's folder):
``index.html`` (the live standings), ``after-R.html`` (the standings after round R),
``round-R.html``, ``player-N.html``, ``table-R-T.html``."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Final

from core.engine.match_rules import WINDS
from core.publish.snapshot import Snapshot
from core.referee.chart import standings_lines
from core.referee.tournament import Standing, TableResult
from core.referee.tournament_records import PlayerStats, RoundState

#: the live standings' page: the first a language's folder opens
INDEX: Final = "index.html"


def after_page(number: int) -> str:
    return f"after-{number}.html"


def round_page(number: int) -> str:
    return f"round-{number}.html"


def player_page(number: int) -> str:
    return f"player-{number}.html"


def table_page(round_number: int, table: int) -> str:
    return f"table-{round_number}-{table}.html"


@dataclass(frozen=True, slots=True)
class Nav:
    """What every page's menu lists: the title, the rounds seated (each with whether closed) and
    the rounds planned."""

    title: str
    rounds: tuple[tuple[int, bool], ...]
    planned: int


#: how many players' lines a standings chart draws (a player's page: and the player's own)
CHART_TOP: Final = 8


@dataclass(frozen=True, slots=True)
class ChartView:
    """A standings chart over the rounds (:func:`core.referee.chart.lines_chart`): the
    tournament's title, the rounds counted, whether the last is the round in play, and each
    line drawn (a player's name and table points after each round, a 0 first), in order."""

    title: str
    rounds: int
    live: bool
    lines: tuple[tuple[str, tuple[float, ...]], ...]


@dataclass(frozen=True, slots=True)
class StandingsView:
    nav: Nav
    after: int | None  # None: live
    rows: tuple[tuple[Standing, str], ...]  # each standing with the player's name
    playing: tuple[int, int, int] | None  # the round in play: its number, tables finished, tables
    tiebreaks: tuple[str, ...]
    #: the top players over the rounds (the live standings' page; None: no round counted yet)
    chart: ChartView | None = None


@dataclass(frozen=True, slots=True)
class SeatLine:
    """A player at a table: number, name, first wind, score, table points, place at the table,
    and the name of the player they sat for ('' when none)."""

    player: int
    name: str
    wind: str
    score: int
    table_points: Fraction
    place: int
    sat_for: str = ""


@dataclass(frozen=True, slots=True)
class TableLine:
    number: int
    finished: bool
    entries: int
    seats: tuple[SeatLine, ...]


@dataclass(frozen=True, slots=True)
class RoundView:
    nav: Nav
    number: int
    closed: bool
    time_called: bool
    tables: tuple[TableLine, ...]


@dataclass(frozen=True, slots=True)
class RoundLine:
    """One round of a player: where they sat, what it gave them and the running totals after it."""

    round: int
    table: int
    wind: str
    score: int
    table_points: Fraction
    place: int
    finished: bool
    entries: int
    closed: bool
    running_points: Fraction
    running_score: int


@dataclass(frozen=True, slots=True)
class Opponent:
    player: int
    name: str
    wind: str


@dataclass(frozen=True, slots=True)
class PlayerView:
    nav: Nav
    number: int
    name: str
    substitute: bool
    standing: Standing | None
    stats: PlayerStats
    rounds: tuple[RoundLine, ...]
    #: the table of the round in play (round, table, own wind, the others), if seated at one
    now: tuple[int, int, str, tuple[Opponent, ...]] | None
    #: whether a round is still to be seated
    more_rounds: bool
    #: the top players and this one over the rounds (None: no round counted yet)
    chart: ChartView | None = None


@dataclass(frozen=True, slots=True)
class TableView:
    """A table's match sheet page; the sheet itself is read from the snapshot by ``match_id``
    (its ``revisions`` count tells a changed sheet: every write adds one)."""

    nav: Nav
    round: int
    table: int
    match_id: str
    revisions: int
    seats: tuple[tuple[int, str, str], ...]  # each seat's player: number, name, whom they sat for
    closed: bool


@dataclass(frozen=True, slots=True)
class Views:
    """Every page's value, by file name."""

    standings: dict[str, StandingsView]
    rounds: dict[str, RoundView]
    players: dict[str, PlayerView]
    tables: dict[str, TableView]


def _seat_lines(r: TableResult, names: dict[int, str], replaced: dict[int, int]) -> tuple[SeatLine, ...]:
    places = r.places()
    return tuple(
        SeatLine(
            p,
            names[p],
            WINDS[i],
            r.scores[i],
            r.table_points[i],
            places[i],
            names.get(replaced[p], "") if p in replaced else "",
        )
        for i, p in enumerate(r.players)
    )


def _charts(snap: Snapshot, playing: RoundState | None) -> tuple[ChartView | None, dict[int, ChartView]]:
    """The standings page's chart and each player's, from the standings the snapshot holds (after
    each closed round; the live ones, where the round in play has begun), the lines computed once
    a publish and each player's chart picked from them:

    - the standings page: the top :data:`CHART_TOP` players, live;
    - a player's page: the top players after the last closed round, over the closed rounds, and
      the player's own line on to the round in play (live). So a result changes the chart of the
      pages of its table's players only (whose figures change anyway), not all of them as the
      top players' live lines would: the live top players are on the standings page."""
    closed = [snap.after[n] for n in sorted(snap.after)]
    live = playing is not None and any(r.entries for r in snap.results if r.round == playing.number)
    by_round = [*closed, snap.live] if live else closed
    if not by_round:
        return None, {}
    names, title, rounds = snap.names, snap.tournament.title, len(by_round)
    points, order = standings_lines(by_round)
    shared = ChartView(title, rounds, live, tuple((names[p], points[p]) for p in order[:CHART_TOP]))
    past, past_order = standings_lines(closed) if live else (points, order)
    top = past_order[:CHART_TOP] if closed else ()
    charts: dict[int, ChartView] = {}
    for p in snap.players:
        shown = top if p.number in top else (*top, p.number)  # (in the order of the last closed round)
        lines = tuple((names[q], points[q] if q == p.number else past[q]) for q in shown if q in points)
        charts[p.number] = ChartView(title, rounds, live, lines)
    return shared, charts


def views_of(snap: Snapshot) -> Views:
    """Every page's value (see the module's text)."""
    t = snap.tournament
    names = snap.names
    nav = Nav(t.title, tuple((r.number, bool(r.closed)) for r in snap.rounds), t.rounds)
    results = {(r.round, r.table): r for r in snap.results}
    playing = next((r for r in snap.rounds if not r.closed), None)
    in_play = None
    if playing is not None:
        mine = [results[(playing.number, tb.number)] for tb in playing.tables]
        in_play = (playing.number, sum(1 for r in mine if r.finished), len(mine))
    top_chart, charts = _charts(snap, playing)
    standings = {
        "index.html": StandingsView(
            nav, None, tuple((s, names[s.player]) for s in snap.live), in_play, t.tiebreaks, top_chart
        )
    }
    for number, rows in snap.after.items():
        standings[after_page(number)] = StandingsView(
            nav, number, tuple((s, names[s.player]) for s in rows), None, t.tiebreaks
        )
    rounds: dict[str, RoundView] = {}
    lines: dict[int, list[tuple[int, int, SeatLine, TableResult, bool]]] = {p.number: [] for p in snap.players}
    tables: dict[str, TableView] = {}
    for rs in snap.rounds:
        table_lines = []
        for tb in rs.tables:
            r = results[(rs.number, tb.number)]
            seats = _seat_lines(r, names, dict(tb.replaced))
            table_lines.append(TableLine(tb.number, r.finished, r.entries, seats))
            for s in seats:
                lines[s.player].append((rs.number, tb.number, s, r, bool(rs.closed)))
            sheet = snap.sheets[tb.match_id]
            tables[table_page(rs.number, tb.number)] = TableView(
                nav,
                rs.number,
                tb.number,
                tb.match_id,
                sheet.revisions,
                tuple((s.player, s.name, s.sat_for) for s in seats),
                bool(rs.closed),
            )
        rounds[round_page(rs.number)] = RoundView(nav, rs.number, bool(rs.closed), rs.time_called, tuple(table_lines))
    live = {s.player: s for s in snap.live}
    stats = {s.player: s for s in snap.stats}
    players: dict[str, PlayerView] = {}
    more = len(snap.rounds) < t.rounds
    for p in snap.players:
        run_points, run_score = Fraction(0), 0
        own: list[RoundLine] = []
        now = None
        for number, table, s, r, closed in lines[p.number]:
            run_points += s.table_points
            run_score += s.score
            own.append(
                RoundLine(
                    number,
                    table,
                    s.wind,
                    s.score,
                    s.table_points,
                    s.place,
                    r.finished,
                    r.entries,
                    closed,
                    run_points,
                    run_score,
                )
            )
            if not closed:
                others = tuple(Opponent(q, names[q], WINDS[i]) for i, q in enumerate(r.players) if q != p.number)
                now = (number, table, s.wind, others)
        players[player_page(p.number)] = PlayerView(
            nav,
            p.number,
            p.name,
            p.substitute,
            live.get(p.number),
            stats.get(p.number, PlayerStats(p.number)),
            tuple(own),
            now,
            more,
            charts.get(p.number),
        )
    return Views(standings, rounds, players, tables)
