"""Tournaments kept in the match store (:mod:`core.referee.records`, schema version 3): the
tournament, its players, each round's seating and the match of each table. The hands are
the matches' own records, written as any match's are (``Store.add``), so a table is scored,
edited and verified as today; a tournament only knows who sat where.

- **A round is seated in one transaction**: its seating checked (:func:`core.referee.tournament.check_round`),
  then one match a table, created with the tournament's rule set, options and match options,
  its players named by the tournament's names. A second seating of a round is refused.
- **A round is closed** when every table's match is over, or on time (``time_called``): the
  unfinished tables then end as they stand (MCR: the hands not started are not played), and
  the sheet shows it. A closed round's tables take no more entries (``Store.add`` still takes
  them: the referee's correction; the standings follow).
- **Each player's figures** (:meth:`Tournaments.statistics`): hands, wins, self-draws, deal-ins,
  the points and totals of the wins, from the recorded hands.
- **The standings** are summed from the closed rounds' sheets as they stand
  (:func:`core.referee.tournament.standings`); live, with the round in play.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from core.engine.match_rules import DRAW_KIND, LIST_SEP, TIME_CALLED, Draw, as_pairs, refused
from core.model.names import Names, name_key, same, separated
from core.referee.match import Sheet, canonical_json
from core.referee.match_store import MatchStore
from core.referee.store_rows import Conn, SheetSummary, _rules_of, check_unseen, insert_match, new_match, player_name
from core.referee.tournament import (
    MAX_ROUNDS,
    Round,
    Standing,
    TableResult,
    balance_winds,
    by_standing,
    check_count,
    check_round,
    check_tiebreaks,
    fewest_repeats,
    prescripted,
    random_round,
    snake,
    standings,
)
from core.referee.tournament_records import (
    E_CLOSED,
    E_METHOD,
    E_NO_SCHEDULE,
    E_NO_TOURNAMENT,
    E_NOT_REGULAR,
    E_NOT_SEATED,
    E_PLAYER_NAME,
    E_PLAYER_TWICE,
    E_PLAYERS_FIXED,
    E_PREVIOUS_OPEN,
    E_ROUND_RANGE,
    E_ROUNDS,
    E_SCHEDULE_SHORT,
    E_SEATED,
    E_SUBSTITUTE,
    E_SUBSTITUTE_TWICE,
    E_TABLES_PLAYING,
    E_THROUGH,
    E_TOURNAMENT_EXISTS,
    METHODS,
    Player,
    PlayerStats,
    RoundState,
    Table,
    Tournament,
    _detail,
    _sorted_round,
)


def _now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


class Tournaments:
    """The tournaments of a match store (see the module's text)."""

    def __init__(self, store: MatchStore) -> None:
        self.store = store

    # -- the tournament and its players -------------------------------------------------------
    def create(
        self,
        rules: str,
        title: str,
        rounds: int,
        *,
        preset: str = "",
        options: Mapping[str, Any] | None = None,
        match_options: Mapping[str, Any] | None = None,
        tournament_id: str | None = None,
        tiebreaks: Sequence[str] = (),
        place: str = "",
        dates: str = "",
    ) -> Tournament:
        """A new tournament: the rule set (one with match rules), its options checked now as a
        match of its would check them, and the tiebreaks after table points and score (none:
        players equal on both share the place)."""
        chain = check_tiebreaks(tiebreaks)
        if isinstance(rounds, bool) or not isinstance(rounds, int) or not 1 <= rounds <= MAX_ROUNDS:
            raise refused(E_ROUNDS, "bad_tournament", rounds=repr(rounds), most=MAX_ROUNDS)
        hook = _rules_of(rules)
        probe, row = new_match(
            rules, [f"p{i}" for i in range(hook.players)], preset=preset, options=options, match_options=match_options
        )
        tid = tournament_id or f"t{datetime.now(UTC).strftime('%Y%m%d')}-{secrets.token_hex(3)}"
        place = _detail(place, Names("place", "地点", "地點", "会場"))
        dates = _detail(dates, Names("dates", "日期", "日期", "日程"))
        t = Tournament(
            tid, title, rules, rounds, _now(), preset, probe.options, probe.match_options, chain, place, dates
        )

        def work(conn: Conn) -> Tournament:
            if conn.execute("SELECT 1 FROM tournaments WHERE id = ?", (tid,)).fetchone():
                raise refused(E_TOURNAMENT_EXISTS, "bad_tournament", id=tid)
            conn.execute(
                "INSERT INTO tournaments (id, title, rules, rounds, preset, options, match_options, created, "
                "tiebreaks, place, dates) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    tid,
                    title,
                    rules,
                    rounds,
                    preset,
                    row[4],
                    row[5],
                    t.created,
                    canonical_json(list(chain)),
                    place,
                    dates,
                ),
            )
            return t

        return self.store.transaction(work)

    def _load(self, conn: Conn, tid: str) -> Tournament:
        row = conn.execute(
            "SELECT id, title, rules, rounds, created, preset, options, match_options, tiebreaks, "
            "place, dates FROM tournaments WHERE id = ?",
            (tid,),
        ).fetchone()
        if row is None:
            raise refused(E_NO_TOURNAMENT, "unknown_tournament", id=repr(tid))
        return Tournament(
            row[0],
            row[1],
            row[2],
            int(row[3]),
            row[4],
            row[5],
            as_pairs(json.loads(row[6])),
            as_pairs(json.loads(row[7])),
            tuple(json.loads(row[8])),
            row[9],
            row[10],
        )

    def tournament(self, tid: str) -> Tournament:
        return self.store.transaction(lambda conn: self._load(conn, tid), write=False)

    def all(self) -> tuple[Tournament, ...]:
        def work(conn: Conn) -> tuple[Tournament, ...]:
            ids = [r[0] for r in conn.execute(f"SELECT id FROM tournaments ORDER BY created, {self.store._ORDER}")]
            return tuple(self._load(conn, i) for i in ids)

        return self.store.transaction(work, write=False)

    @staticmethod
    def _players(conn: Conn, tid: str) -> tuple[Player, ...]:
        rows = conn.execute(
            "SELECT number, name, country, ema, wrc, substitute, first_name, last_name "
            "FROM tournament_players WHERE tournament_id = ? ORDER BY number",
            (tid,),
        ).fetchall()
        return tuple(Player(int(r[0]), r[1], r[2], r[3], r[4], bool(r[5]), r[6], r[7]) for r in rows)

    def players(self, tid: str) -> tuple[Player, ...]:
        def work(conn: Conn) -> tuple[Player, ...]:
            self._load(conn, tid)
            return self._players(conn, tid)

        return self.store.transaction(work, write=False)

    def add_players(self, tid: str, players: Sequence[Mapping[str, Any] | str]) -> tuple[Player, ...]:
        """Register players (a name, or ``{"name", "country", "ema", "wrc", "substitute"}``), numbered
        on from the last, in one transaction. A name is kept clean (:func:`core.referee.records.player_name`:
        NFC, plain spaces, nothing that does not show) and must differ from the others in what a
        person sees (case aside). Players who are not
        substitutes are refused once round 1 is seated."""

        def work(conn: Conn) -> tuple[Player, ...]:
            self._load(conn, tid)
            known = self._players(conn, tid)
            names = {name_key(p.name): p.name for p in known}
            seated = conn.execute("SELECT 1 FROM tournament_rounds WHERE tournament_id = ?", (tid,)).fetchone()
            number = max((p.number for p in known), default=0)
            added = []
            for given in players:
                data = {"name": given} if isinstance(given, str) else dict(given)
                first = player_name(str(data.get("first_name") or ""), "bad_tournament")
                last = player_name(str(data.get("last_name") or ""), "bad_tournament")
                typed = str(data.get("name") or " ".join(n for n in (first, last) if n))
                name = player_name(typed, "bad_tournament")
                if not name:
                    raise refused(E_PLAYER_NAME, "bad_tournament")
                other = names.get(name_key(name))
                if other is not None:  # (the same name, or one a person cannot tell from it)
                    check_unseen(typed, other, E_PLAYER_TWICE, "bad_tournament", name=repr(name))
                substitute = bool(data.get("substitute", False))
                if seated and not substitute:
                    raise refused(E_PLAYERS_FIXED, "bad_tournament")
                names[name_key(name)] = name
                number += 1
                p = Player(
                    number,
                    name,
                    str(data.get("country") or "").strip(),
                    str(data.get("ema") or "").strip(),
                    str(data.get("wrc") or "").strip(),
                    substitute,
                    first,
                    last,
                )
                conn.execute(
                    "INSERT INTO tournament_players (tournament_id, number, name, country, ema, wrc, "
                    "substitute, first_name, last_name) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (tid, p.number, p.name, p.country, p.ema, p.wrc, int(p.substitute), p.first_name, p.last_name),
                )
                added.append(p)
            return tuple(added)

        return self.store.transaction(work)

    # -- rounds -------------------------------------------------------------------------------
    def _rounds(self, conn: Conn, tid: str) -> tuple[RoundState, ...]:
        tables: dict[int, list[Table]] = {}
        for r, n, seats, mid, replaced in conn.execute(
            "SELECT round, table_no, seats, match_id, replaced FROM tournament_tables WHERE tournament_id = ? "
            "ORDER BY round, table_no",
            (tid,),
        ):
            sat_for = tuple(sorted((int(sub), int(absent)) for sub, absent in json.loads(replaced).items()))
            tables.setdefault(int(r), []).append(Table(int(r), int(n), tuple(json.loads(seats)), mid, sat_for))
        out = []
        for r, method, seated, closed, time_called in conn.execute(
            "SELECT round, method, seated, closed, time_called FROM tournament_rounds WHERE tournament_id = ? "
            "ORDER BY round",
            (tid,),
        ):
            out.append(RoundState(int(r), method, seated, tuple(tables.get(int(r), ())), closed, bool(time_called)))
        return tuple(out)

    def rounds(self, tid: str) -> tuple[RoundState, ...]:
        def work(conn: Conn) -> tuple[RoundState, ...]:
            self._load(conn, tid)
            return self._rounds(conn, tid)

        return self.store.transaction(work, write=False)

    def seat(
        self, tid: str, number: int, seating: Round, method: str, substitutes: Mapping[int, int] | None = None
    ) -> RoundState:
        """Seat round ``number`` (the rounds in order, each after the one before is closed): the
        seating checked against the players who are not substitutes, then, where a player is
        absent, the substitute given (``substitutes``: absent player -> substitute) put in their
        seat, and one match a table, in one transaction. A substitute's results are their own:
        the absent player plays no table that round, and a substitute is not ranked."""

        def work(conn: Conn) -> RoundState:
            t = self._load(conn, tid)
            if not 1 <= number <= t.rounds:
                raise refused(E_ROUND_RANGE, "bad_round", round=number, rounds=t.rounds)
            rounds = {r.number: r for r in self._rounds(conn, tid)}
            if number in rounds:
                raise refused(E_SEATED, "bad_round", round=number)
            previous = number - 1
            if previous >= 1 and (previous not in rounds or not rounds[previous].closed):
                raise refused(E_PREVIOUS_OPEN, "bad_round", previous=previous, round=number)
            everyone = {p.number: p for p in self._players(conn, tid)}
            players = {n: p for n, p in everyone.items() if not p.substitute}
            size = _rules_of(t.rules).players
            check_count(len(players), size)
            checked = check_round(seating, players, size, number)
            swaps = dict(substitutes or {})
            for absent, sub in swaps.items():
                if absent not in players:
                    raise refused(E_NOT_REGULAR, "bad_seating", player=absent)
                if sub not in everyone or not everyone[sub].substitute:
                    raise refused(E_SUBSTITUTE, "bad_seating", player=sub)
            if len(set(swaps.values())) != len(swaps):
                raise refused(E_SUBSTITUTE_TWICE, "bad_seating")
            checked = tuple(tuple(swaps.get(p, p) for p in seats) for seats in checked)
            seated = _now()
            conn.execute(
                "INSERT INTO tournament_rounds (tournament_id, round, method, seated) VALUES (?, ?, ?, ?)",
                (tid, number, method, seated),
            )
            tables = []
            for n, seats in enumerate(checked, 1):
                match, row = new_match(
                    t.rules,
                    [everyone[p].name for p in seats],
                    preset=t.preset,
                    options=dict(t.options),
                    match_options=dict(t.match_options),
                    title=f"{t.title}: round {number}, table {n}",
                    match_id=f"{tid}-r{number}t{n}",
                )
                insert_match(conn, row)
                sat_for = tuple(sorted((sub, absent) for absent, sub in swaps.items() if sub in seats))
                conn.execute(
                    "INSERT INTO tournament_tables (tournament_id, round, table_no, seats, match_id, replaced) "
                    "VALUES (?, ?, ?, ?, ?, ?)",
                    (
                        tid,
                        number,
                        n,
                        canonical_json(list(seats)),
                        match.id,
                        canonical_json({str(a): b for a, b in sat_for}),
                    ),
                )
                tables.append(Table(number, n, seats, match.id, sat_for))
            return RoundState(number, method, seated, tuple(tables))

        return self.store.transaction(work)

    def fewest_plan(self, tid: str, number: int, seed: int = 0) -> tuple[Round, ...]:
        """Rounds ``number`` to the tournament's last as one plan with as few repeat meetings as
        the search finds (:func:`core.referee.tournament.fewest_repeats`): the whole tournament's
        plan made by ``seed``, where the rounds seated so far are its first rounds; else a plan
        of the rounds left that follows the rounds seated. A whole plan meets fewer pairs again
        than seating one round at a time (16 players: 0 repeats after 4 and 5 rounds, where the
        round-by-round search left 4 and 8)."""
        t = self.tournament(tid)
        regular = [p.number for p in self.players(tid) if not p.substitute]
        size = _rules_of(t.rules).players
        before = [tuple(tb.seats for tb in r.tables) for r in self.rounds(tid) if r.number < number]
        left = max(1, t.rounds - len(before))
        whole = fewest_repeats(regular, len(before) + left, size, seed)
        if [_sorted_round(r) for r in whole[: len(before)]] == [_sorted_round(r) for r in before]:
            return whole[len(before) :]
        return fewest_repeats(regular, left, size, seed, before=before)

    def propose(
        self, tid: str, number: int, method: str, *, seed: int = 0, schedule: str | None = None, balance: bool = False
    ) -> Round:
        """A seating of round ``number`` by ``method`` (:data:`METHODS`) for :meth:`seat`: ``random``
        by ``seed``; ``swiss`` and ``snake`` by the standings after the round before; ``fewest``
        (the fewest repeat meetings with the rounds before that the search finds, by ``seed``);
        ``csv``: round ``number`` of the prescripted ``schedule`` (CSV text). ``balance``: each
        table's seat order then evens out the winds each player has had
        (:func:`core.referee.tournament.balance_winds`)."""
        t = self.tournament(tid)
        if not 1 <= number <= t.rounds:
            raise refused(E_ROUND_RANGE, "bad_round", round=number, rounds=t.rounds)
        players = self.players(tid)
        regular = [p.number for p in players if not p.substitute]
        size = _rules_of(t.rules).players
        before = [tuple(tb.seats for tb in r.tables) for r in self.rounds(tid) if r.number < number]
        if method == "random":
            seating = random_round(regular, size, seed)
        elif method in ("swiss", "snake"):
            order = [s.player for s in self.standings(tid, through=number - 1)]
            seating = (by_standing if method == "swiss" else snake)(order, size)
        elif method == "fewest":
            seating = self.fewest_plan(tid, number, seed)[0]
        elif method == "csv":
            if schedule is None:
                raise refused(E_NO_SCHEDULE, "bad_seating")
            rounds = prescripted(schedule, players_by_ref(players), size)
            if number > len(rounds):
                raise refused(E_SCHEDULE_SHORT, "bad_seating", rounds=len(rounds), round=number)
            seating = rounds[number - 1]
        else:
            raise refused(E_METHOD, "bad_seating", method=repr(method), known=", ".join(METHODS))
        return balance_winds(seating, before) if balance else seating

    def close(self, tid: str, number: int, *, time_called: bool = False) -> RoundState:
        """Close round ``number``: refused while a table plays on, unless time is called (the
        unfinished tables then end as they stand, each match's sheet ending with a forced end on
        time, written in the same transaction: :meth:`core.engine.match_rules.MatchRules.end_on_time`)."""

        def work(conn: Conn) -> RoundState:
            self._load(conn, tid)
            rounds = {r.number: r for r in self._rounds(conn, tid)}
            if number not in rounds:
                raise refused(E_NOT_SEATED, "bad_round", round=number)
            if rounds[number].closed:
                raise refused(E_CLOSED, "bad_round", round=number)
            playing = [t.number for t in rounds[number].tables if not self.store.sheet_in(conn, t.match_id).finished]
            if playing and not time_called:
                raise refused(
                    E_TABLES_PLAYING,
                    "round_playing",
                    round=number,
                    tables=separated([same(str(n)) for n in playing], LIST_SEP),
                )
            # each table still playing ends where it stands, its sheet saying so (a forced end
            # on time, whatever the rule set: no hand is started after time is called)
            for t in rounds[number].tables:
                if t.number in playing:
                    self.store.add_in(conn, t.match_id, Draw((), canonical_json({DRAW_KIND: TIME_CALLED})))
            closed = _now()
            conn.execute(
                "UPDATE tournament_rounds SET closed = ?, time_called = ? WHERE tournament_id = ? AND round = ?",
                (closed, int(bool(time_called and playing)), tid, number),
            )
            # each table's result kept as it stands: the standings read it, not the sheet folded
            self.store.keep_summaries_in(conn, [t.match_id for t in rounds[number].tables])
            r = rounds[number]
            return RoundState(r.number, r.method, r.seated, r.tables, closed, bool(time_called and playing))

        return self.store.transaction(work)

    # -- results ------------------------------------------------------------------------------
    def results(self, tid: str) -> tuple[tuple[TableResult, ...], dict[str, Sheet]]:
        """Each seated table's result as its sheet stands (table points and each player's points
        less the start), and the sheets by match id, read in one transaction."""

        def work(conn: Conn) -> tuple[tuple[TableResult, ...], dict[str, Sheet]]:
            t = self._load(conn, tid)
            rounds = self._rounds(conn, tid)
            sheets = {tb.match_id: self.store.sheet_in(conn, tb.match_id) for r in rounds for tb in r.tables}
            summaries = {mid: SheetSummary.of(sheet) for mid, sheet in sheets.items()}
            return _table_results(t, rounds, summaries), sheets

        return self.store.transaction(work, write=False)

    def statistics(self, tid: str) -> tuple[PlayerStats, ...]:
        """Each player's figures (:class:`PlayerStats`) from every hand recorded at the tables
        they sat at, substitutes included, in player order."""
        _results, sheets = self.results(tid)
        return statistics_of(self.players(tid), self.rounds(tid), sheets)

    def table_results(self, tid: str) -> tuple[TableResult, ...]:
        """Each seated table's result as its sheet stands (what :meth:`results` gives, without the
        sheets): from each match's kept summary where the store has it, in one transaction."""

        def work(conn: Conn) -> tuple[TableResult, ...]:
            return self._table_results_in(conn, self._load(conn, tid), self._rounds(conn, tid))

        return self.store.transaction(work, write=False)

    def _table_results_in(self, conn: Conn, t: Tournament, rounds: Sequence[RoundState]) -> tuple[TableResult, ...]:
        found = self.store.summaries_in(conn, [tb.match_id for r in rounds for tb in r.tables])
        return _table_results(t, rounds, found)

    def standings(self, tid: str, through: int | None = None, live: bool = False) -> tuple[Standing, ...]:
        """The standings after round ``through`` (default: every round), of the players who are
        not substitutes: the closed rounds' tables, and with ``live`` the tables of a round in
        play as they stand (a standings board's view). Read in one transaction."""

        def work(conn: Conn) -> tuple[Standing, ...]:
            t = self._load(conn, tid)
            if through is not None and not 0 <= through <= t.rounds:  # (0: before the first round)
                raise refused(E_THROUGH, "bad_round", round=through, rounds=t.rounds)
            rounds = self._rounds(conn, tid)
            everyone = self._players(conn, tid)
            closed = {r.number for r in rounds if r.closed}
            # the closed rounds' tables; live, also the tables of a round in play that have begun
            results = tuple(
                r for r in self._table_results_in(conn, t, rounds) if r.round in closed or (live and r.entries)
            )
            return standings(
                [p.number for p in everyone if not p.substitute],
                results,
                through,
                unranked={p.number for p in everyone if p.substitute},
                tiebreaks=t.tiebreaks,
            )

        return self.store.transaction(work, write=False)


def _table_results(
    t: Tournament, rounds: Sequence[RoundState], found: Mapping[str, SheetSummary]
) -> tuple[TableResult, ...]:
    """Each seated table's result from its match's summary: each player's table points and points
    less the start, in seat order."""
    hook = _rules_of(t.rules)
    start = hook.start(hook.check_match_options(dict(t.match_options))).scores
    out = []
    for r in rounds:
        for tb in r.tables:
            s = found[tb.match_id]
            out.append(
                TableResult(
                    r.number,
                    tb.number,
                    tb.seats,
                    s.table_points,
                    tuple(score - begin for score, begin in zip(s.scores, start)),
                    s.finished,
                    s.entries,
                    s.wins,
                )
            )
    return tuple(out)


def statistics_of(
    players: Sequence[Player], rounds: Sequence[RoundState], sheets: Mapping[str, Sheet]
) -> tuple[PlayerStats, ...]:
    """Each player's figures (:class:`PlayerStats`) from the sheets of the rounds' tables (by
    match id, as :meth:`Tournaments.results` reads them), in player order."""
    from core.engine.match_rules import WinHand

    figures: dict[int, dict[str, int]] = {p.number: {} for p in players}

    def count(player: int, key: str, n: int = 1) -> None:
        figures[player][key] = figures[player].get(key, 0) + n

    for r in rounds:
        for table in r.tables:
            for row in sheets[table.match_id].rows:
                if isinstance(row.body, Draw) and row.body.facts.get(DRAW_KIND) == TIME_CALLED:
                    continue  # (a forced end on time is no hand)
                if isinstance(row.body, (WinHand, Draw)):
                    for p in table.seats:
                        count(p, "hands")
                if isinstance(row.body, WinHand):
                    for one in row.body.winners:  # (a double or triple ron: a win and a deal-in each)
                        winner = table.seats[one.winner]
                        count(winner, "wins")
                        count(winner, "points_won", row.deltas[one.winner])
                        count(winner, "totals", int(one.result.get("total") or 0))
                        if one.discarder is None:
                            count(winner, "self_drawn")
                        else:
                            count(table.seats[one.discarder], "deal_ins")
    return tuple(PlayerStats(p, **f) for p, f in sorted(figures.items()))


def players_by_ref(players: Sequence[Player]) -> dict[str, int]:
    """Each player's number and name (as text) mapped to the number: how a prescripted seating
    names them."""
    out: dict[str, int] = {}
    for p in players:
        out[str(p.number)] = p.number
        out[p.name] = p.number
    return out
