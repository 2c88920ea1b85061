"""Tournaments (issue 29, first part): the seating methods as pure functions, the standings,
and whole tournaments kept in the match store: a 32-player, 4-round MCR tournament and a
16-player riichi one, played end to end with every hand recorded on the tables' match sheets."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from core.engine.match_rules import MatchError
from core.referee.records import Store
from core.referee.tournament import (
    TableResult,
    by_standing,
    check_count,
    check_round,
    fewest_repeats,
    meetings,
    prescripted,
    random_round,
    repeat_meetings,
    snake,
    standing_order,
    standings,
)
from core.referee.tournament_store import Tournaments, players_by_ref

# --- the seating methods -----------------------------------------------------------------------


def test_a_count_that_does_not_fill_the_tables_is_refused_with_the_reason() -> None:
    with pytest.raises(MatchError) as e:
        check_count(30, 4)
    assert (
        str(e.value)
        == "30 players cannot fill tables of 4: 2 left over; add 2 more (a substitute will do) or take 2 out"
    )
    assert "多出 2 位" in e.value.text("zh-Hans") and "2 人余ります" in e.value.text("ja")
    check_count(27, 3)  # three-player riichi: tables of three
    with pytest.raises(MatchError, match="needs players"):
        check_count(0, 4)


def test_random_seating_is_a_shuffle_the_seed_repeats() -> None:
    players = list(range(1, 33))
    one = random_round(players, 4, seed=7)
    assert one == random_round(players, 4, seed=7) and one != random_round(players, 4, seed=8)
    assert check_round(one, players, 4) == one and len(one) == 8


def test_swiss_puts_high_against_high_and_snake_deals_the_bands_across() -> None:
    order = list(range(1, 17))  # the standings: player 1 first
    assert by_standing(order, 4) == ((1, 2, 3, 4), (5, 6, 7, 8), (9, 10, 11, 12), (13, 14, 15, 16))
    # ChineseOfficialMahjongHelper's snake: table t (from 0) gets t, N/2-1-t, N/2+t, N-1-t
    assert snake(order, 4) == ((1, 8, 9, 16), (2, 7, 10, 15), (3, 6, 11, 14), (4, 5, 12, 13))
    assert snake(list(range(1, 10)), 3) == ((1, 6, 7), (2, 5, 8), (3, 4, 9))


def test_a_seating_is_checked_against_the_players() -> None:
    players = [1, 2, 3, 4, 5, 6, 7, 8]
    with pytest.raises(MatchError, match="round 2, table 2 seats 3 players, not 4"):
        check_round(((1, 2, 3, 4), (5, 6, 7)), players, 4, 2)
    with pytest.raises(MatchError, match="player 4 is seated twice"):
        check_round(((1, 2, 3, 4), (5, 6, 7, 4)), players, 4)
    with pytest.raises(MatchError, match="9 is not a player"):
        check_round(((1, 2, 3, 4), (5, 6, 7, 9)), players, 4)
    with pytest.raises(MatchError, match="no seat for 8"):
        check_round(((1, 2, 3, 4),), players[:4] + [8], 4)


def test_the_fewest_repeats_schedule_reports_its_repeat_meetings() -> None:
    players = list(range(1, 33))
    schedule = fewest_repeats(players, 4, 4, seed=1)
    assert len(schedule) == 4 and all(check_round(r, players, 4) for r in schedule)
    assert repeat_meetings(schedule) == 0  # 32 players, 4 rounds: nobody meets anybody twice
    assert schedule == fewest_repeats(players, 4, 4, seed=1)
    # 16 players can meet 5 times without a repeat at best (each meets 3 new a round, 15 in all);
    # 7 rounds must repeat: the count is what the schedule has
    seven = fewest_repeats(list(range(1, 17)), 7, 4, seed=3)
    assert repeat_meetings(seven) == sum(n - 1 for n in meetings(seven).values()) >= 7 * 6 * 4 - 120
    # a random first round and Swiss after it do repeat, as a director would see
    random_then_swiss = [random_round(players, 4, 5), by_standing(players, 4), by_standing(players, 4)]
    assert repeat_meetings(random_then_swiss) >= 48


def test_a_prescripted_schedule_from_csv() -> None:
    refs = {"1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "Ann": 1, "Bo": 2}
    text = "round,table,east,south,west,north\n1,1,Ann,Bo,3,4\n1,2,5,6,7,8\n2,2,1,5,2,6\n2,1,3,7,4,8\n"
    assert prescripted(text, refs, 4) == (((1, 2, 3, 4), (5, 6, 7, 8)), ((3, 7, 4, 8), (1, 5, 2, 6)))
    with pytest.raises(MatchError, match="line 2 of the seating: a row is round, table and 4 players"):
        prescripted("round,table\n1,1,1,2,3\n", refs, 4)
    with pytest.raises(MatchError, match="line 1 of the seating: no player 'Zed'"):
        prescripted("1,1,1,2,3,Zed\n", refs, 4)
    with pytest.raises(MatchError, match="rounds 1, 3"):
        prescripted("1,1,1,2,3,4\n1,2,5,6,7,8\n3,1,1,2,3,4\n3,2,5,6,7,8\n", refs, 4)
    with pytest.raises(MatchError, match="round 1 has tables 1, 3"):
        prescripted("1,1,1,2,3,4\n1,3,5,6,7,8\n", refs, 4)
    with pytest.raises(MatchError, match="player 1 is seated twice"):
        prescripted("1,1,1,2,3,4\n1,2,1,6,7,8\n", refs, 4)


def test_standings_sum_table_points_then_score_and_share_a_place() -> None:
    results = [
        TableResult(1, 1, (1, 2, 3, 4), (Fraction(4), Fraction(2), Fraction(1), Fraction(0)), (40, 10, -10, -40)),
        TableResult(1, 2, (5, 6, 7, 8), (Fraction(3), Fraction(3), Fraction(1), Fraction(0)), (30, 30, -20, -40)),
        TableResult(2, 1, (1, 5, 6, 8), (Fraction(0), Fraction(4), Fraction(2), Fraction(1)), (-50, 20, 20, 10)),
        TableResult(2, 2, (2, 3, 4, 7), (Fraction(4), Fraction(2), Fraction(1), Fraction(0)), (25, 5, 0, -30)),
    ]
    after_one = standings(range(1, 9), results, through=1)
    assert [(s.place, s.player) for s in after_one][:3] == [(1, 1), (2, 5), (2, 6)]  # 5 and 6 share: 3 and 30 each
    final = standings(range(1, 9), results)
    assert [(s.player, s.table_points, s.score) for s in final[:3]] == [(5, 7, 50), (2, 6, 35), (6, 5, 50)]
    assert standing_order(final)[:2] == [5, 2]
    assert [s.played for s in final] == [2] * 8


# --- tournaments in the store ------------------------------------------------------------------

MCR_HAND = "123m456p789s1z [777z] +1z"  # 17 fan on a discard: 25 from the discarder, 8 from each other


def _fill_mcr_table(store: Store, match_id: str, winner_seat: int) -> None:
    """16 hands: the player in ``winner_seat`` wins two on discards from the next seat, the
    rest are draws."""
    for hand in range(16):
        if hand in (0, 5):
            store.add_win(match_id, winner_seat, (winner_seat + 1) % 4, "123m456p789s1z", "1z", melds=["[777z]"])
        else:
            store.add_draw(match_id)


def test_a_32_player_4_round_mcr_tournament_end_to_end(tmp_path: Path) -> None:
    with Store(tmp_path / "t.sqlite3") as store:
        tours = Tournaments(store)
        t = tours.create("mcr", "Spring Open", 4)
        entrants: list[Any] = [
            {"name": f"Player {i:02d}", "country": "NL" if i % 2 else "DE", "ema": f"040{i:05d}"} for i in range(1, 33)
        ]
        assert [p.number for p in tours.add_players(t.id, entrants)] == list(range(1, 33))
        numbers = [p.number for p in tours.players(t.id)]
        methods = {1: "random", 2: "swiss", 3: "fewest_repeats", 4: "snake"}
        for rnd in range(1, 5):
            order = [s.player for s in tours.standings(t.id)]
            seating = {
                1: lambda: random_round(numbers, 4, seed=2026),
                2: lambda: by_standing(order, 4),
                3: lambda: fewest_repeats(numbers, 1, 4, seed=rnd)[0],
                4: lambda: snake(order, 4),
            }[rnd]()
            state = tours.seat(t.id, rnd, seating, methods[rnd])
            assert len(state.tables) == 8
            with pytest.raises(MatchError, match=f"round {rnd} has tables still playing: 1"):
                tours.close(t.id, rnd)
            for table in state.tables:
                _fill_mcr_table(store, table.match_id, table.number % 4)
            assert tours.close(t.id, rnd).closed
        rounds = tours.rounds(t.id)
        assert [r.method for r in rounds] == ["random", "swiss", "fewest_repeats", "snake"]
        final = tours.standings(t.id)
        assert len(final) == 32 and all(s.played == 4 for s in final)
        # every table's 7 table points (4 + 2 + 1 + 0, shared) and its zero sum of scores
        assert sum(s.table_points for s in final) == 7 * 8 * 4
        assert sum(s.score for s in final) == 0
        # each table: the winner +2 x (25 + 16) ... the sheet's own table points, summed
        results, sheets = tours.results(t.id)
        for r in results:
            sheet = sheets[
                next(tb.match_id for rd in rounds for tb in rd.tables if (rd.number, tb.number) == (r.round, r.table))
            ]
            assert sheet.finished and r.table_points == tuple(s.table_points for s in sheet.standings)
        top = final[0]
        assert top.place == 1 and top.table_points >= final[-1].table_points
        with pytest.raises(MatchError, match="round 4 is seated already"):
            tours.seat(t.id, 4, rounds[3].tables and tuple(tb.seats for tb in rounds[3].tables), "again")


def test_a_16_player_riichi_tournament_with_time_called_and_a_substitute(tmp_path: Path) -> None:
    with Store(tmp_path / "t.sqlite3") as store:
        tours = Tournaments(store)
        t = tours.create("riichi", "Riichi Cup", 2, match_options={"length": "tonpuusen", "preset": "ema"})
        tours.add_players(t.id, [f"R{i}" for i in range(1, 17)])
        r1 = tours.seat(t.id, 1, random_round(list(range(1, 17)), 4, seed=1), "random")
        with pytest.raises(MatchError, match="round 1 is not closed: close it before seating round 2"):
            tours.seat(t.id, 2, by_standing(list(range(1, 17)), 4), "swiss")
        with pytest.raises(MatchError, match="round 1 is seated: the players are fixed"):
            tours.add_players(t.id, ["Late"])
        # tables 1-3: four draws with nobody ready pass the deal round the table: the East round ends
        for table in r1.tables[:3]:
            for _ in range(4):
                store.add_draw(table.match_id)
        # table 4: East wins on South's discard (2 han 30 fu, 2000 under ... a non-dealer's... the dealer's 2900),
        # then time is called
        last = r1.tables[3]
        store.add_win(last.match_id, 1, 2, "234m567p234s6788s", "5s")
        with pytest.raises(MatchError, match="tables still playing: 4"):
            tours.close(t.id, 1)
        closed = tours.close(t.id, 1, time_called=True)
        assert closed.time_called
        # round 2: player 16 is absent; the substitute takes the seat
        (sub,) = tours.add_players(t.id, [{"name": "Sub", "substitute": True}])
        order = [s.player for s in tours.standings(t.id)]
        r2 = tours.seat(t.id, 2, by_standing(order, 4), "swiss", substitutes={16: sub.number})
        seated = [p for table in r2.tables for p in table.seats]
        assert sub.number in seated and 16 not in seated
        for table in r2.tables:
            for _ in range(4):
                store.add_draw(table.match_id)
            tours.close(t.id, 2) if table is r2.tables[-1] else None
        final = tours.standings(t.id)
        assert len(final) == 16 and {s.player for s in final} == set(range(1, 17))  # the substitute is not ranked
        assert {s.player: s.played for s in final}[16] == 1
        # EMA preset: 30,000 start and return, uma 15/5/-5/-15; ties share the uma: a table of
        # four equal scores gives each 0
        winner_seat = last.seats[1]
        assert {s.player: s.score for s in final}[winner_seat] == 2000


def test_what_a_tournament_refuses(tmp_path: Path) -> None:
    with Store(tmp_path / "t.sqlite3") as store:
        tours = Tournaments(store)
        with pytest.raises(MatchError, match="at least one round"):
            tours.create("mcr", "x", 0)
        t = tours.create("mcr", "Club", 1)
        tours.add_players(t.id, ["Ann", "Bo", "Cy"])
        with pytest.raises(MatchError, match="registered already"):
            tours.add_players(t.id, ["ann"])
        with pytest.raises(MatchError, match="3 players cannot fill tables of 4"):
            tours.seat(t.id, 1, ((1, 2, 3),), "random")
        tours.add_players(t.id, ["Di"])
        with pytest.raises(MatchError, match="round 2 is not one of the tournament's rounds 1 to 1"):
            tours.seat(t.id, 2, ((1, 2, 3, 4),), "random")
        with pytest.raises(MatchError, match="no tournament 'nope'"):
            tours.standings("nope")
        assert players_by_ref(tours.players(t.id))["Ann"] == 1
        tours.seat(t.id, 1, ((4, 3, 2, 1),), "prescripted")
        (table,) = tours.rounds(t.id)[0].tables
        assert store.match(table.match_id).players == ("Di", "Cy", "Bo", "Ann")


# --- tiebreaks and substitutes recorded (store schema 4) ------------------------------------------


def test_tiebreaks_after_table_points_and_score() -> None:
    # players 3 and 7 end equal on table points (1 + 4 = 5) and score (-10 + 40 = 30); each was
    # 3rd at one table and 1st at the other (average place 2); 3 won 0 + 2 hands, 7 won 1 + 2
    results = [
        TableResult(
            1,
            1,
            (1, 2, 3, 4),
            (Fraction(4), Fraction(2), Fraction(1), Fraction(0)),
            (30, 10, -10, -30),
            wins=(3, 1, 0, 0),
        ),
        TableResult(
            1,
            2,
            (5, 6, 7, 8),
            (Fraction(4), Fraction(2), Fraction(1), Fraction(0)),
            (30, 10, -10, -30),
            wins=(1, 1, 1, 0),
        ),
        TableResult(
            2,
            1,
            (7, 8, 1, 5),
            (Fraction(4), Fraction(2), Fraction(1), Fraction(0)),
            (40, 10, -30, -20),
            wins=(2, 1, 0, 0),
        ),
        TableResult(
            2,
            2,
            (3, 4, 2, 6),
            (Fraction(4), Fraction(2), Fraction(1), Fraction(0)),
            (40, 10, -20, -30),
            wins=(2, 1, 0, 0),
        ),
    ]
    plain = standings(range(1, 9), results)
    by = {s.player: s for s in plain}
    # the others are not tied: 1: 4 + 1 = 5 table points and 30 - 30 = 0; 5: 4 + 0, 30 - 20...
    assert (by[1].table_points, by[1].score) == (5, 0) and (by[5].table_points, by[5].score) == (4, 10)
    assert (by[2].table_points, by[2].score) == (3, -10) and (by[6].table_points, by[6].score) == (2, -20)
    # 3 and 7: 1 + 4 = 5 and 1 + 4 = 5 table points, -10 + 40 = 30 each: tied on both
    assert (by[3].table_points, by[3].score, by[7].table_points, by[7].score) == (5, 30, 5, 30)
    assert by[3].place == by[7].place == 1  # shared by default
    assert (by[3].wins, by[7].wins) == (2, 3) and (by[3].average_place, by[7].average_place) == (2, 2)
    won = {s.player: s.place for s in standings(range(1, 9), results, tiebreaks=["hands_won"])}
    assert (won[7], won[3]) == (1, 2)  # 7 won three hands, 3 two
    # average place: both 3rd then 1st: still shared; then hands won decides
    placed = {s.player: s.place for s in standings(range(1, 9), results, tiebreaks=["average_place"])}
    assert placed[3] == placed[7] == 1
    both = standings(range(1, 9), results, tiebreaks=["average_place", "hands_won"])
    assert [s.player for s in both[:2]] == [7, 3] and [s.place for s in both[:2]] == [1, 2]
    with pytest.raises(MatchError, match="unknown tiebreak 'coin'"):
        standings(range(1, 9), results, tiebreaks=["coin"])


def test_a_tournament_keeps_its_tiebreaks_and_whom_a_substitute_sat_for(tmp_path: Path) -> None:
    from core.referee.sqlite_schema import MIGRATIONS

    path = tmp_path / "t.sqlite3"
    with Store(path, migrations=MIGRATIONS[:3]):  # a store of schema 3, with a tournament in it
        pass
    import sqlite3

    with sqlite3.connect(path) as raw:
        raw.execute("INSERT INTO tournaments (id, title, rules, rounds, created) VALUES ('old', 'Old', 'mcr', 1, 'x')")
    with Store(path) as store:
        tours = Tournaments(store)
        assert tours.tournament("old").tiebreaks == ()  # migrated: none named
        t = tours.create("mcr", "Cup", 2, tournament_id="cup", tiebreaks=["hands_won", "average_place"])
        assert tours.tournament("cup").tiebreaks == ("hands_won", "average_place") == t.tiebreaks
        tours.add_players("cup", [f"P{i}" for i in range(1, 9)])
        (sub,) = tours.add_players("cup", [{"name": "Sub", "substitute": True}])
        r1 = tours.seat("cup", 1, ((1, 2, 3, 4), (5, 6, 7, 8)), "csv", substitutes={6: sub.number})
        assert [tb.replaced for tb in r1.tables] == [(), ((sub.number, 6),)]
        assert [tb.replaced for tb in tours.rounds("cup")[0].tables] == [(), ((sub.number, 6),)]
        with pytest.raises(MatchError, match="unknown tiebreak"):
            tours.create("mcr", "Bad", 1, tiebreaks=["coin"])


def test_seat_winds_are_evened_out_across_rounds() -> None:
    from core.referee.tournament import balance_winds, wind_counts

    # the same four players four rounds running: each sits East, South, West and North once
    before: list[Any] = []
    for _ in range(4):
        before.append(balance_winds(((1, 2, 3, 4),), before))
    assert before[0] == ((1, 2, 3, 4),)  # nothing before: the order given
    assert all(c == [1, 1, 1, 1] for c in wind_counts(before).values())
    # 16 players over four fewest-repeats rounds: nobody sits one wind more than twice, and the
    # tables keep their players
    schedule = fewest_repeats(list(range(1, 17)), 4, 4, seed=5)
    balanced: list[Any] = []
    for seating in schedule:
        out = balance_winds(seating, balanced)
        assert [sorted(t) for t in out] == [sorted(t) for t in seating]
        balanced.append(out)
    assert max(max(c) for c in wind_counts(balanced).values()) <= 2
    assert max(max(c) for c in wind_counts(schedule).values()) >= max(max(c) for c in wind_counts(balanced).values())


def test_a_seating_is_proposed_by_each_method_and_refused_in_every_language(tmp_path: Path) -> None:
    from core.engine.match_rules import words_of

    with Store(tmp_path / "t.sqlite3") as store:
        tours = Tournaments(store)
        tours.create("mcr", "Cup", 2, tournament_id="cup")
        tours.add_players("cup", [f"P{i}" for i in range(1, 9)])
        assert tours.propose("cup", 1, "random", seed=4) == random_round(list(range(1, 9)), 4, seed=4)
        plan = "round,table,a,b,c,d\n1,1,1,2,3,4\n1,2,5,6,7,8\n"
        assert tours.propose("cup", 1, "csv", schedule=plan) == ((1, 2, 3, 4), (5, 6, 7, 8))
        for kwargs, words in (
            (dict(method="csv"), "needs its schedule"),
            (dict(method="csv", schedule=plan, number=2), "has 1 rounds, not round 2"),
            (dict(method="coin"), "unknown seating method 'coin'"),
        ):
            number = int(kwargs.pop("number", 1))  # type: ignore[call-overload]
            with pytest.raises(MatchError, match=words) as e:
                tours.propose("cup", number, str(kwargs.pop("method")), **kwargs)
            said = words_of(e.value)
            assert len({said.en, said.zh_hans, said.ja}) == 3
        tours.seat("cup", 1, ((1, 2, 3, 4), (5, 6, 7, 8)), "csv")
        for table in tours.rounds("cup")[0].tables:
            for _ in range(16):
                store.add_draw(table.match_id)
        tours.close("cup", 1)
        # round 2 by the standings, each table's order turned so nobody is East again
        again = tours.propose("cup", 2, "swiss", balance=True)
        assert all(t[0] not in (1, 5) for t in again)


@pytest.mark.parametrize("rounds", [4, 5])
def test_fewest_seats_each_round_from_a_whole_plan(tmp_path: Path, rounds: int) -> None:
    """Issue 41: round-by-round "fewest repeats" left 4 repeat meetings after round 4 and 8 after
    round 5 with 16 players, where a whole plan gives 0 and 0. The tournament's rounds are known:
    each round is seated from the whole plan, and the command line says so."""
    import io

    from core.shells import tournament_cli

    store = str(tmp_path / "m.sqlite3")
    tours = Tournaments(Store(store))
    tours.create("mcr", "Open", rounds, tournament_id="open")
    tours.add_players("open", [f"P{i}" for i in range(1, 17)])
    for number in range(1, rounds + 1):
        out, err = io.StringIO(), io.StringIO()
        assert (
            tournament_cli.main(
                ["tournament", "--store", store, "seat", "open", str(number), "--method", "fewest"], out, err
            )
            == 0
        ), err.getvalue()
        assert f"seated from a whole plan of rounds {number} to {rounds}" in out.getvalue()
        tours.close("open", number, time_called=True)
    every = [tuple(tb.seats for tb in r.tables) for r in tours.rounds("open")]
    assert repeat_meetings(every) == 0
    # a round seated another way first: the plan follows what was seated
    tours.create("mcr", "Side", 3, tournament_id="side")
    tours.add_players("side", [f"P{i}" for i in range(1, 17)])
    tours.seat("side", 1, random_round(list(range(1, 17)), 4, seed=9), "random")
    tours.close("side", 1, time_called=True)
    plan = tours.fewest_plan("side", 2)
    assert (
        len(plan) == 2
        and repeat_meetings(
            [every_round for every_round in (tuple(tb.seats for tb in tours.rounds("side")[0].tables), *plan)]
        )
        == 0
    )
