"""Riichi match rules (core/rules/riichi/match.py), through the hook object directly (the rule
set is not wired to it yet): points, renchan, honba and sticks carried over, draw payments,
chombo, the end of the match, the final result with uma and oka."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from core.engine.match_rules import Body, Draw, Match, MatchError, Penalty, as_pairs
from core.referee.match import Entry, Revision, Sheet, WinInput, build_sheet, canonical_json, kind_of
from core.referee.match_win import score_win
from core.rules.riichi.match import MATCH_RULES

#: pinfu tanyao: 2 han 30 fu on a discard (non-dealer 2000, dealer 2900); 3 han 20 fu self-drawn
#: (non-dealer 700/1300, dealer 1300 each); with riichi 3 han 30 fu on a discard (3900)
R = {"hand": "234m567p234s6788s", "win": "5s"}


class Table:
    """A match kept in memory, written the way the store writes (each entry folded strictly)."""

    def __init__(self, **options: Any) -> None:
        self.match = Match(
            "r1", ("A", "B", "C", "D"), "riichi", "2026-01-01T00:00:00Z", match_options=as_pairs(options)
        )
        self.revisions: list[Revision] = []

    def sheet(self) -> Sheet:
        return build_sheet(self.match, self.revisions, MATCH_RULES)

    def add(self, entry: Entry) -> Body:
        seat = self.sheet().state.seating
        body: Body
        if isinstance(entry, WinInput):
            body = score_win(
                self.match, MATCH_RULES, seat, entry.winner, entry.discarder, entry.inputs, facts=entry.facts
            )
        else:
            body = entry
        rev = Revision("r1", len(self.revisions) + 1, 1, kind_of(body), body, "2026-01-01T00:00:00Z")
        build_sheet(self.match, self.revisions + [rev], MATCH_RULES, strict=rev.entry)
        self.revisions.append(rev)
        return body


def riichi(*players: int) -> str:
    return canonical_json({"riichi": list(players)})


def test_a_tonpuusen_with_renchan_honba_sticks_draws_and_a_chombo() -> None:
    t = Table(length="tonpuusen")  # the tenhou preset: 25,000 start, 30,000 return, uma 20/10
    assert t.sheet().state.scores == (25000,) * 4 and t.sheet().state.seating.label == "E1"
    # E1, dealer A: B declares riichi and wins on C's discard: 3 han 30 fu, 3900; his stick back
    won = t.add(WinInput(1, 2, {**R, "context": {"riichi": True}}, facts={"riichi": [1]}))
    assert won.inputs["context"]["riichi_sticks"] == 1 and won.inputs["context"]["seat_wind"] == "S"
    assert t.sheet().rows[-1].deltas == (0, 3900, -3900, 0)
    # E2, dealer B: a draw, B and D ready: 1500 from each of A and C; B keeps the deal, 1 honba
    t.add(Draw((1, 3)))
    assert t.sheet().rows[-1].deltas == (-1500, 1500, -1500, 1500)
    assert t.sheet().state.seating.label == "E2-1"
    # E2-1: A's chombo, a non-dealer's reverse mangan: 4000 to the dealer B, 2000 to C and D;
    # the hand is played again as it was
    t.add(Penalty(0, "chombo"))
    assert t.sheet().rows[-1].deltas == (-8000, 4000, 2000, 2000)
    assert t.sheet().state.seating.label == "E2-1" and t.sheet().hands_played == 2
    # E2-1: the dealer B wins by self-draw: 1300 each and 100 each for the honba; renchan
    won = t.add(WinInput(1, None, R))
    assert won.result["pay"] == {"each": 1400}
    assert t.sheet().state.seating.label == "E2-2"
    # E2-2: D declares riichi, a draw with D alone ready: 1000 from each; the stick stays on
    # the table; the dealer B is not ready, the deal passes; 3 honba
    t.add(Draw((3,), riichi(3)))
    assert t.sheet().rows[-1].deltas == (-1000, -1000, -1000, 3000 - 1000)
    seat = t.sheet().state.seating
    assert seat.label == "E3-3" and seat.counter("sticks") == 1 and seat.dealer == 2
    # E3-3: A wins on B's discard: 2000 + 3 x 300, and the stick on the table
    won = t.add(WinInput(0, 1, R))
    assert won.inputs["context"]["honba"] == 3 and won.result["pay"] == {"discarder": 2900}
    assert t.sheet().rows[-1].deltas == (3900, -2900, 0, 0)
    # E4, dealer D: C wins by self-draw, 700/1300; the deal passes from the last dealer: the end
    t.add(WinInput(2, None, R))
    sheet = t.sheet()
    assert sheet.rows[-1].deltas == (-700, -700, 2700, -1300)
    assert sheet.finished and sheet.state.scores == (16300, 34000, 21900, 27800)
    assert sum(sheet.state.scores) == 100000
    # (points - 30,000) / 1000 + uma 20/10/-10/-20, the oka 4 x 5 = 20 to the first
    assert [s.table_points for s in sheet.standings] == [
        Fraction(-137, 10) - 20,
        Fraction(4) + 20 + 20,
        Fraction(-81, 10) - 10,
        Fraction(-22, 10) + 10,
    ]
    assert sum(s.table_points for s in sheet.standings) == 0
    with pytest.raises(MatchError) as e:
        t.add(Draw())
    assert e.value.code == "match_over"


def test_a_hanchan_ends_after_the_last_dealer_of_the_south_round() -> None:
    t = Table()
    for _ in range(7):
        t.add(Draw())  # no one ready: the deal passes, a honba each time
    seat = t.sheet().state.seating
    assert seat.label == "S4-7" and seat.round_wind == "S" and not t.sheet().finished
    t.add(Draw((3,)))  # the dealer D is ready: he keeps the deal, the match goes on
    assert not t.sheet().finished and t.sheet().state.seating.label == "S4-8"
    t.add(Draw())
    assert t.sheet().finished and t.sheet().hands_played == 9


def test_a_player_below_zero_ends_the_match_where_the_preset_says() -> None:
    tenhou = Table(start_points=3000, return_points=3000)
    tenhou.add(WinInput(1, 2, R))  # C pays 2000: 1000 left
    assert not tenhou.sheet().finished
    tenhou.add(WinInput(3, 2, R))  # C pays 2000 again: below zero
    assert tenhou.sheet().state.scores == (3000, 5000, -1000, 5000) and tenhou.sheet().finished
    wrc = Table(preset="wrc", start_points=3000, return_points=3000)
    for winner in (1, 3):
        wrc.add(WinInput(winner, 2, R))
    assert wrc.sheet().state.scores[2] < 0 and not wrc.sheet().finished


def test_the_wrc_preset_shares_uma_on_ties_and_takes_chombo_after_uma() -> None:
    t = Table(preset="wrc")  # 30,000 start and return, uma 15/5/-5/-15, no oka
    t.add(Penalty(0, "chombo"))
    assert t.sheet().rows[-1].deltas == (0, 0, 0, 0)
    points = [s.table_points for s in t.sheet().standings]
    # all on 30,000: they share (15 + 5 - 5 - 15) / 4 = 0; A loses 20 after uma
    assert points == [-20, 0, 0, 0]
    t.add(WinInput(1, 2, R))  # B +2000 from C
    points = [s.table_points for s in t.sheet().standings]
    # B first 2 + 15; A and D share the second and third places: (5 - 5) / 2; C -2 - 15
    assert points == [-20, 17, -17, 0]


def test_a_riichi_declarer_not_ready_at_a_draw_is_refused_and_unknown_options_too() -> None:
    t = Table()
    with pytest.raises(MatchError):
        t.add(Draw((1,), riichi(2)))
    with pytest.raises(MatchError):
        t.add(Draw((), canonical_json({"riichi": [7]})))
    with pytest.raises(MatchError):
        Table(preset="nope").sheet()
    with pytest.raises(MatchError):
        Table(uma=3).sheet()
    with pytest.raises(MatchError):
        t.add(Penalty(0, "false_win"))
    assert t.revisions == []


def test_an_edit_that_changes_the_counters_leaves_a_warning_on_the_later_win() -> None:
    t = Table()
    t.add(Draw())  # 1 honba
    t.add(WinInput(1, 2, R))  # the dealer B, scored with 1 honba: 2900 + 300
    assert t.sheet().rows[-1].deltas == (0, 3200, -3200, 0)
    first = t.revisions[0]
    t.revisions[0] = Revision("r1", first.entry, 2, "deleted", None, first.written)
    sheet = t.sheet()
    assert sheet.rows[-1].warnings and "honba" in " ".join(sheet.rows[-1].warnings)


def abortive(*declared: int) -> str:
    return canonical_json({"kind": "abortive", "riichi": list(declared)})


def test_an_abortive_draw_keeps_the_dealer_adds_a_counter_and_leaves_the_sticks() -> None:
    """riichi.wiki, Tochuu ryuukyoku, Consequences: no points exchanged, no noten penalty, the
    riichi bets stay on the table, the honba count goes up by one, the seats do not rotate."""
    t = Table()  # the tenhou preset: abortive draws are played
    # E1, dealer A: four riichi (all four declare), an abortive draw: each declarer's stick on
    # the table, nothing else moves; A deals again with one counter
    t.add(Draw((), abortive(0, 1, 2, 3)))
    sheet = t.sheet()
    assert sheet.rows[-1].deltas == (-1000, -1000, -1000, -1000)
    seat = sheet.state.seating
    assert seat.label == "E1-1" and seat.dealer == 0 and seat.counter("sticks") == 4
    assert sheet.rows[-1].remarks[0].en == "abortive draw: the dealer deals again; 4 sticks on the table"
    assert sheet.rows[-1].remarks[0].ja == "途中流局：親の連荘、供託 4 本"
    # E1-1: a non-dealer's kyuushu kyuuhai: the dealer A still keeps the deal, two counters
    t.add(Draw((), abortive()))
    seat = t.sheet().state.seating
    assert seat.label == "E1-2" and seat.dealer == 0 and seat.counter("sticks") == 4
    # E1-2: B wins on C's discard: 2000 + 2 x 300, and the four sticks on the table
    won = t.add(WinInput(1, 2, R))
    assert won.inputs["context"]["honba"] == 2 and won.inputs["context"]["riichi_sticks"] == 4
    assert t.sheet().rows[-1].deltas == (0, 2600 + 4000, -2600, 0)
    assert t.sheet().state.scores == (24000, 30600, 21400, 24000) and sum(t.sheet().state.scores) == 100000
    assert t.sheet().state.seating.label == "E2" and t.sheet().state.seating.counter("sticks") == 0


def test_an_abortive_draw_is_refused_where_the_rules_have_none_and_with_ready_players() -> None:
    """WRC rules 2015 §5.7 ("There are no abortive draws"), the EMA riichi rules since 2016 and
    M-League (途中流局なし) play every hand on; an abortive draw pays nobody for being ready; a
    kind of draw the rules do not know is refused, by the MCR rules too."""
    for preset in ("wrc", "ema", "mleague"):
        t = Table(preset=preset)
        with pytest.raises(MatchError) as e:
            t.add(Draw((), abortive()))
        assert "no abortive draw" in str(e.value) and t.revisions == []
    t = Table()
    with pytest.raises(MatchError):
        t.add(Draw((1,), abortive()))
    with pytest.raises(MatchError) as e:
        t.add(Draw((), canonical_json({"kind": "nagashi"})))
    assert "unknown kind of draw 'nagashi'" in str(e.value)
    assert t.revisions == []
    t = Table(preset="wrc", abortive_draws=True)  # a single value on top of the preset
    t.add(Draw((), abortive()))
    assert t.sheet().state.seating.label == "E1-1"
    from core.rules.mcr.match import MATCH_RULES as MCR

    state = MCR.start(MCR.check_match_options({}))
    with pytest.raises(MatchError):
        MCR.apply(state, Draw((), canonical_json({"kind": "abortive"})), MCR.check_match_options({}))


def test_the_mleague_preset_shares_the_uma_of_equal_places() -> None:
    """M-League: players with equal points share the uma of their places."""
    t = Table(preset="mleague")  # 25,000 start, 30,000 return, uma 30/10/-10/-30, oka 20
    points = [s.table_points for s in t.sheet().standings]
    # all on 25,000: each -5 and a quarter of (30 + 10 - 10 - 30 + 20)
    assert points == [0, 0, 0, 0]


# --- pao on the sheet ------------------------------------------------------------------------------

#: big three dragons, the three dragon pungs called: 32,000 from a non-dealer's hand
DAISANGEN = {"hand": "11p22m", "melds": ["pon 555z", "pon 666z", "pon 777z"], "win": "1p"}
PAO_RULE = "riichi.wiki Sekinin barai, Point exchanges (quoted in core.rules.riichi.points.pao_payments)"


def liable(p: int, *declared: int) -> str:
    return canonical_json({"liable": [p], "riichi": list(declared)})


def test_pao_the_liable_player_named_by_the_facts_pays_on_the_sheet() -> None:
    """PAO_RULE: won by tsumo, the liable player pays the whole yakuman (as a ron off them); won
    by ron off another player, the discarder and the liable player pay half each; the context
    ``pao`` follows from the liable player's seat; the sheet says who was liable."""
    t = Table()  # E1, dealer A (0): B is South, C West, D North
    won = t.add(WinInput(1, None, DAISANGEN, facts={"liable": [3]}))  # B tsumo, D fed the third dragon
    assert won.inputs["context"]["pao"] == "non_dealer" and won.result["pay"] == {"liable": 32000}
    row = t.sheet().rows[-1]
    assert row.deltas == (0, 32000, 0, -32000)
    assert row.remarks[-1].en == "pao: player 3 pays as liable" and row.remarks[-1].ja == "責任払い：北家が責任払い"
    t2 = Table()
    won = t2.add(WinInput(1, 0, DAISANGEN, facts={"liable": [2]}))  # B rons the dealer A, C liable
    assert won.inputs["context"]["pao"] == "non_dealer"
    assert t2.sheet().rows[-1].deltas == (-16000, 32000, -16000, 0)
    t3 = Table()
    won = t3.add(WinInput(2, 1, DAISANGEN, facts={"liable": [0]}))  # C rons B, the dealer A liable
    assert won.inputs["context"]["pao"] == "dealer"
    assert t3.sheet().rows[-1].deltas == (-16000, -16000, 32000, 0)


def test_pao_by_the_discarder_is_an_ordinary_ron_and_the_dealer_needs_no_fact() -> None:
    """PAO_RULE: a ron off the liable player is paid as any ron; a context that names the
    dealer liable names one player, so the sheet needs no fact for it."""
    t = Table()
    won = t.add(WinInput(1, 2, DAISANGEN, facts={"liable": [2]}))
    assert won.inputs["context"]["pao"] == "discarder" and won.result["pay"] == {"discarder": 32000}
    row = t.sheet().rows[-1]
    assert row.deltas == (0, 32000, -32000, 0) and not any("pao" in n.en for n in row.remarks)
    t2 = Table()
    t2.add(WinInput(1, 2, {**DAISANGEN, "context": {"pao": "dealer"}}))
    assert t2.sheet().rows[-1].deltas == (-16000, 32000, -16000, 0)


def test_pao_refusals_on_the_sheet() -> None:
    t = Table()
    for facts, words in (
        ({"liable": [1]}, "the winner cannot be liable"),
        ({"liable": [2, 3]}, "at most one player"),
        ({"liable": [4]}, "at most one player"),
        ({"liable": "D"}, "at most one player"),
    ):
        with pytest.raises(MatchError) as e:
            t.add(WinInput(1, None, DAISANGEN, facts=facts))
        assert words in str(e.value), (facts, str(e.value))
    # a tsumo with a non-dealer liable: two players could be it, the record must name one
    with pytest.raises(MatchError) as e:
        t.add(WinInput(1, None, {**DAISANGEN, "context": {"pao": "non_dealer"}}))
    assert "2 players could be the liable non-dealer" in str(e.value)
    # the context says the dealer, the facts a non-dealer: the place on the sheet decides
    with pytest.raises(MatchError) as e:
        t.add(WinInput(1, None, {**DAISANGEN, "context": {"pao": "dealer"}}, facts={"liable": [3]}))
    assert "'pao'" in str(e.value)
    with pytest.raises(MatchError) as e:
        t.add(Draw((), liable(2)))
    assert "a draw has no liable player" in str(e.value)
    assert t.revisions == []
    # a liable player for a hand with no yakuman pao covers: the core refuses the context
    from core.model.errors import HandError

    with pytest.raises(HandError) as e2:
        t.add(WinInput(1, None, R, facts={"liable": [3]}))
    assert "pao" in str(e2.value)
    assert t.revisions == []
