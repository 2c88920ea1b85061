"""MCR match rules (core/rules/mcr/match.py) through the rule set's hook, and the generic sheet
(core/referee/match.py) they drive: rotation, payments, false win, table points with ties, and a whole
16-hand session with its totals worked out by hand."""

from __future__ import annotations

from fractions import Fraction
from itertools import permutations
from pathlib import Path

import pytest

from core.engine.match_rules import Draw, MatchError, Penalty, TableState, ranks, shared_places
from core.referee.match import WinInput
from core.referee.records import Store
from core.rules import get_rules
from core.rules.mcr.match import MATCH_RULES, ROUND_SEATS, seating

#: a hand of 23 fan on a discard (Pure Straight 16, Concealed Hand 2, All Chows 2, Mixed Double
#: Chow 1, One Voided Suit 1, Single Wait 1) and 25 self-drawn (Fully Concealed Hand 4 for the
#: Concealed Hand 2): no honours, so its fan do not depend on the seat
H1 = ("123m456m789m123p5p", "5p")
#: Mixed Triple Chow 8, Concealed Hand 2, All Chows 2, All Simples 2: 14 fan on a discard
H2 = ("234m234p234s678s5p", "5p")


def win(winner: int, discarder: int | None, hand: tuple[str, str] = H1) -> WinInput:
    return WinInput(winner, discarder, {"hand": hand[0], "win": hand[1]})


@pytest.fixture()
def store(tmp_path: Path) -> Store:
    with Store(tmp_path / "matches.sqlite3") as s:
        yield s


def test_the_hook_gives_mcr_its_match_rules_and_others_none_or_their_own() -> None:
    assert get_rules("mcr").match_rules() is MATCH_RULES
    assert MATCH_RULES.rules == "mcr" and MATCH_RULES.planned_hands == 16
    assert get_rules("taiwan").match_rules() is not get_rules("mcr").match_rules()  # its own
    from tests.test_engine import ToyRules

    assert ToyRules().match_rules() is None  # a rule set that names none has no match sheet


# --- rotation -----------------------------------------------------------------------------------


def test_seats_in_the_first_hand_of_each_round_follow_the_green_book_chart() -> None:
    # the chart of the module's text, written out again: the seat of each starting seat per round
    chart = {"E": "ESNW", "S": "SEWN", "W": "WNES", "N": "NWSE"}
    for rnd in range(4):
        first = seating(4 * rnd)
        assert first.round_wind == "ESWN"[rnd]
        for player, start in enumerate("ESWN"):
            assert first.winds[player] == chart[start][rnd]
    assert ROUND_SEATS[1] == ("S", "E", "N", "W")


def test_after_the_east_round_east_and_south_swap_and_west_and_north_swap() -> None:
    assert seating(0).winds == ("E", "S", "W", "N")
    assert seating(4).winds == ("S", "E", "N", "W")
    assert seating(3).round_wind == "E" and seating(4).round_wind == "S"


def test_within_a_round_east_becomes_north_and_south_becomes_east() -> None:
    for hand in range(16):
        if hand % 4 == 3:
            continue
        now, after = seating(hand), seating(hand + 1)
        for p in range(4):
            assert after.winds[p] == {"E": "N", "S": "E", "W": "S", "N": "W"}[now.winds[p]]


def test_every_player_deals_once_a_round_and_has_every_other_on_each_side() -> None:
    for rnd in range(4):
        assert sorted(seating(4 * rnd + k).dealer for k in range(4)) == [0, 1, 2, 3]
    for player in range(4):  # each starts one round in each chair
        assert sorted(seating(4 * rnd).winds[player] for rnd in range(4)) == ["E", "N", "S", "W"]
    for a, b in permutations(range(4), 2):
        # 1: b plays right after a (a's 下家); 3: right before (a's 上家)
        relations = {
            ("ESWN".index(seating(4 * rnd).winds[b]) - "ESWN".index(seating(4 * rnd).winds[a])) % 4 for rnd in range(4)
        }
        assert {1, 3} <= relations, (a, b)


def test_there_is_no_seventeenth_hand() -> None:
    with pytest.raises(MatchError) as e:
        seating(16)
    assert e.value.code == "match_over"


# --- payments -----------------------------------------------------------------------------------


def test_a_win_on_a_discard_pays_8_plus_fan_from_the_discarder_and_8_from_the_others(store: Store) -> None:
    m = store.create_match("mcr", ["Ann", "Bo", "Cy", "Di"])
    r = store.add(m.id, win(2, 0))
    assert r.body.result["total"] == 23
    row = store.sheet(m.id).rows[0]
    assert row.deltas == (-31, -8, 8 + 8 + 31, -8)
    # the hand was scored at its seat: player 2 is West in the first hand, the round East
    assert r.body.inputs["context"] == {"round_wind": "E", "seat_wind": "W", "self_drawn": False}


def test_a_self_drawn_win_pays_8_plus_fan_from_each(store: Store) -> None:
    m = store.create_match("mcr", ["Ann", "Bo", "Cy", "Di"])
    store.add(m.id, win(1, None))
    row = store.sheet(m.id).rows[0]
    assert row.body.result["total"] == 25
    assert row.deltas == (-33, 99, -33, -33)


def test_the_seat_and_round_come_from_the_place_in_the_match_and_a_contradiction_is_refused(store: Store) -> None:
    m = store.create_match("mcr", ["Ann", "Bo", "Cy", "Di"])
    store.add(m.id, Draw())
    r = store.add(m.id, WinInput(0, 1, {"hand": "123m456m789m11z22z", "win": "2z"}))
    # hand 2: player 0 is North (East moved on), so 2z is no seat wind of his: Pure Straight 16,
    # Half Flush 6, Concealed Hand 2, Pung of Terminals or Honors 1
    assert r.body.inputs["context"]["seat_wind"] == "N"
    assert r.body.result["total"] == 25
    with pytest.raises(MatchError) as e:
        store.add(m.id, WinInput(0, 1, {"hand": H1[0], "win": H1[1], "context": {"seat_wind": "E"}}))
    assert e.value.code == "bad_match_record" and "seat_wind" in e.value.message
    # what agrees, written as the rule set reads it, is taken
    r = store.add(
        m.id, WinInput(3, 1, {"hand": H1[0], "win": H1[1], "context": {"seat_wind": " south ", "self_drawn": "no"}})
    )
    assert r.body.inputs["context"]["seat_wind"] == "S"


def test_a_false_win_costs_the_offender_10_to_each_other_player_and_is_no_hand(store: Store) -> None:
    m = store.create_match("mcr", ["Ann", "Bo", "Cy", "Di"])
    store.add(m.id, Penalty(3, "false_win"))
    sheet = store.sheet(m.id)
    assert sheet.rows[0].deltas == (10, 10, 10, -30)
    assert sheet.hands_played == 0 and sheet.next_seating == seating(0)
    with pytest.raises(MatchError):
        store.add(m.id, Penalty(3, "false_win", points=20))


def test_a_deduction_takes_its_points_from_the_offender_alone(store: Store) -> None:
    m = store.create_match("mcr", ["Ann", "Bo", "Cy", "Di"])
    store.add(m.id, Penalty(1, "deduction", points=5))
    assert store.sheet(m.id).rows[0].deltas == (0, -5, 0, 0)
    for bad in (Penalty(1, "deduction"), Penalty(1, "chombo")):
        with pytest.raises(MatchError):
            store.add(m.id, bad)


def test_a_hand_the_core_scores_below_8_fan_is_no_win(store: Store) -> None:
    m = store.create_match("mcr", ["Ann", "Bo", "Cy", "Di"])
    with pytest.raises(MatchError) as e:
        store.add(m.id, WinInput(0, 1, {"hand": "123m789m234p678s5s", "win": "5s"}))
    assert e.value.code == "not_a_win"
    assert store.revisions(m.id) == ()


def test_the_winner_cannot_be_the_discarder_nor_a_fifth_player(store: Store) -> None:
    m = store.create_match("mcr", ["Ann", "Bo", "Cy", "Di"])
    for bad in (win(1, 1), win(4, 0), win(0, -1)):
        with pytest.raises(MatchError):
            store.add(m.id, bad)


def test_a_draw_pays_nothing_and_counts_as_a_hand(store: Store) -> None:
    m = store.create_match("mcr", ["Ann", "Bo", "Cy", "Di"])
    store.add(m.id, Draw())
    sheet = store.sheet(m.id)
    assert sheet.rows[0].deltas == (0, 0, 0, 0) and sheet.hands_played == 1
    with pytest.raises(MatchError):
        store.add(m.id, Draw(tenpai=(1,)))


# --- table points -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "scores, points",
    [
        ((40, 10, -20, -30), (4, 2, 1, 0)),
        ((-30, -20, 10, 40), (0, 1, 2, 4)),
        ((25, 25, -20, -30), (3, 3, 1, 0)),  # (4 + 2) / 2
        ((60, -20, -20, -20), (4, 1, 1, 1)),  # (2 + 1 + 0) / 3
        ((30, 10, -20, -20), (4, 2, Fraction(1, 2), Fraction(1, 2))),
        ((10, 10, 10, -30), (Fraction(7, 3),) * 3 + (0,)),
        ((0, 0, 0, 0), (Fraction(7, 4),) * 4),
    ],
)
def test_table_points_4_2_1_0_shared_by_equal_scores(scores: tuple[int, ...], points: tuple[Fraction, ...]) -> None:
    got = MATCH_RULES.table_points(TableState(16, seating(15), scores, (), True), {})
    assert got == tuple(Fraction(p) for p in points)
    assert sum(got) == 7


def test_ranks_share_the_better_place() -> None:
    assert ranks((25, 25, -20, -30)) == (1, 1, 3, 4)
    assert ranks((0, 0, 0, 0)) == (1, 1, 1, 1)
    assert shared_places((5, 3), (10, 0)) == (10, 0)


# --- a whole session ----------------------------------------------------------------------------


def test_a_16_hand_session_with_totals_worked_out_by_hand(store: Store) -> None:
    m = store.create_match("mcr", ["P0", "P1", "P2", "P3"])
    plays = [
        win(0, 1),  # 1: H1 23 fan: P0 +47, P1 -31, P2 -8, P3 -8
        win(2, None),  # 2: H1 self-drawn 25: P2 +99, the others -33
        Draw(),  # 3
        win(3, 0, H2),  # 4: H2 14 fan: P3 +38, P0 -22, P1 -8, P2 -8
        Penalty(1, "false_win"),  # during hand 5: P1 -30, the others +10
        win(1, 2),  # 5: P1 +47, P2 -31, P0 -8, P3 -8
        Draw(),  # 6
        win(0, None),  # 7: P0 +99, the others -33
        win(2, 3, H2),  # 8: P2 +38, P3 -22, P0 -8, P1 -8
        Draw(),  # 9
        Draw(),  # 10
        win(3, None),  # 11: P3 +99, the others -33
        win(1, 0),  # 12: P1 +47, P0 -31, P2 -8, P3 -8
        win(0, 2, H2),  # 13: P0 +38, P2 -22, P1 -8, P3 -8
        Draw(),  # 14
        win(2, 1),  # 15: P2 +47, P1 -31, P0 -8, P3 -8
        Draw(),  # 16
    ]
    for p in plays:
        store.add(m.id, p)
    sheet = store.sheet(m.id)
    assert sheet.finished and sheet.hands_played == 16 and sheet.next_seating is None
    # P0: 47 -33 -22 +10 -8 +99 -8 -33 -31 +38 -8 = 51
    # P1: -31 -33 -8 -30 +47 -33 -8 -33 +47 -8 -31 = -121
    # P2: -8 +99 -8 +10 -31 -33 +38 -33 -8 -22 +47 = 51
    # P3: -8 -33 +38 +10 -8 -33 -22 +99 -8 -8 -8 = 19
    assert sheet.totals == (51, -121, 51, 19)
    assert [s.score for s in sheet.standings] == [51, -121, 51, 19]
    assert [s.rank for s in sheet.standings] == [1, 4, 1, 3]
    assert [s.table_points for s in sheet.standings] == [3, 0, 3, 1]  # P0 and P2 share (4 + 2)
    # the running totals after hand 4 and after the penalty
    assert sheet.rows[3].totals == (47 - 33 - 22, -31 - 33 - 8, -8 + 99 - 8, -8 - 33 + 38)
    assert sheet.rows[4].totals == (2, -102, 93, 7) and sheet.rows[4].hand_number == 5
    assert [r.seating.label for r in sheet.rows[:6]] == ["E1", "E2", "E3", "E4", "S1", "S1"]
    assert [r.hand_number for r in sheet.rows][-1] == 16
    with pytest.raises(MatchError) as e:
        store.add(m.id, Draw())
    assert e.value.code == "match_over"
    store.add(m.id, Penalty(0, "deduction", points=10))  # a referee's deduction after the last hand
    assert store.sheet(m.id).totals == (41, -121, 51, 19)
    assert [s.table_points for s in store.sheet(m.id).standings] == [2, 0, 4, 1]
