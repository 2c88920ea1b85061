"""The match of three-player riichi (core/rules/sanma/match.py): three seats, the dealer's repeat,
honba and sticks at a table of three, the draw's 2,000 pool, the end of the match, and the final
result under Tenhou's (35000/40000, uma +20/0/-20, oka +15) and Mahjong Soul's (35000, uma
+15/0/-15) rules. Every figure is worked by hand from the presets' published rules (see the
module's text); the hands are scored by the three-player rule set."""

from __future__ import annotations

import io
import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from core.engine.match_rules import Body, Draw, Match, MatchError, Penalty, as_pairs
from core.model.errors import HandError
from core.referee.match import Entry, Revision, Sheet, WinInput, build_sheet, canonical_json, kind_of
from core.referee.match_win import score_win
from core.referee.records import Store
from core.rules import get_rules
from core.rules.sanma.match import MATCH_RULES
from core.shells.match_cli import main

#: pinfu tanyao with no 2m-8m: 345p 567p 234s 567s 88s, waiting 5s-8s. On a discard 2 han 30 fu
#: (a non-dealer 2000, the dealer 2900); self-drawn 3 han 20 fu (a non-dealer: 1300 from the
#: dealer and 700 from the other; the dealer: 1300 from each); with riichi on a discard 3 han 30
#: fu (3900)
R = {"hand": "345p567p234s6788s", "win": "5s"}


class Table:
    """A match of three kept in memory, written the way the store writes (each entry folded
    strictly)."""

    def __init__(self, options: dict[str, Any] | None = None, **match_options: Any) -> None:
        self.match = Match(
            "s1",
            ("A", "B", "C"),
            "sanma",
            "2026-01-01T00:00:00Z",
            options=as_pairs(options),
            match_options=as_pairs(match_options),
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
        rev = Revision("s1", len(self.revisions) + 1, 1, kind_of(body), body, "2026-01-01T00:00:00Z")
        build_sheet(self.match, self.revisions + [rev], MATCH_RULES, strict=rev.entry)
        self.revisions.append(rev)
        return body

    def last(self) -> tuple[int, ...]:
        return self.sheet().rows[-1].deltas


def riichi(*players: int) -> str:
    return canonical_json({"riichi": list(players)})


def test_the_rule_set_names_its_match_rules_of_three() -> None:
    assert get_rules("sanma").match_rules() is MATCH_RULES
    assert MATCH_RULES.players == 3
    state = MATCH_RULES.start(MATCH_RULES.check_match_options({}))
    assert state.scores == (35000, 35000, 35000)
    assert state.seating.winds == ("E", "S", "W") and state.seating.label == "E1"
    assert [k.key for k in MATCH_RULES.draw_kinds] == ["abortive"]
    assert [f.key for f in MATCH_RULES.player_facts] == ["riichi"]  # (no pao yet)


def test_a_tonpuusen_of_three_worked_by_hand() -> None:
    """Tenhou's preset, East round only. Each payment and the final result worked by hand."""
    t = Table(length="tonpuusen")
    # E1, dealer A: B declares riichi and wins on C's discard: riichi pinfu tanyao 3 han 30 fu, 3900;
    # B's own stick comes back to him
    won = t.add(WinInput(1, 2, {**R, "context": {"riichi": True}}, facts={"riichi": [1]}))
    assert won.inputs["context"]["seat_wind"] == "S" and won.inputs["context"]["riichi_sticks"] == 1
    assert t.last() == (0, 3900, -3900)
    # E2, dealer B: a draw with B alone ready: the pool of 2,000 from the two others, 1000 each;
    # B keeps the deal, 1 honba
    t.add(Draw((1,)))
    assert t.last() == (-1000, 2000, -1000)
    assert t.sheet().state.seating.label == "E2-1"
    # E2-1: A's chombo, a non-dealer's reverse mangan at three (tsumo-loss): 4000 to the dealer B,
    # 2000 to C; the hand is played again as it was
    t.add(Penalty(0, "chombo"))
    assert t.last() == (-6000, 4000, 2000)
    assert t.sheet().state.seating.label == "E2-1" and t.sheet().hands_played == 2
    # E2-1: the dealer B wins by self-draw: 1300 from each of the two, 100 from each for the honba
    won = t.add(WinInput(1, None, R))
    assert won.result["pay"] == {"each": 1400}
    assert t.last() == (-1400, 2800, -1400)
    assert t.sheet().state.seating.label == "E2-2"
    # E2-2: C declares riichi; a draw with C alone ready: 1000 from A and from B, C's stick on the
    # table; the dealer B is not ready and the deal passes to C; 3 honba
    t.add(Draw((2,), riichi(2)))
    assert t.last() == (-1000, -1000, 2000 - 1000)
    seat = t.sheet().state.seating
    assert seat.label == "E3-3" and seat.dealer == 2 and seat.winds == ("S", "W", "E")
    assert seat.counter("sticks") == 1
    # E3-3, dealer C: A (South) wins on B's discard: 2000 and 200 a honba (the three-player honba
    # on a ron), and the stick on the table
    won = t.add(WinInput(0, 1, R))
    assert won.inputs["context"] == {**won.inputs["context"], "honba": 3, "seat_wind": "S", "riichi_sticks": 1}
    assert won.result["pay"] == {"discarder": 2600}
    assert t.last() == (3600, -2600, 0)
    # the deal passes on from the last of three dealers: the East round, and the match, is over
    sheet = t.sheet()
    assert sheet.finished
    assert sheet.totals == (29200, 44100, 31700) and sum(sheet.totals) == 3 * 35000
    # Tenhou: (points - 40000) / 1000, uma +20 / 0 / -20, and the oka 3 x (40000 - 35000) to the first
    assert [s.table_points for s in sheet.standings] == [Fraction("-30.8"), Fraction("39.1"), Fraction("-8.3")]
    assert [s.rank for s in sheet.standings] == [3, 1, 2]
    with pytest.raises(MatchError, match="over"):
        t.add(Draw(()))


def test_mahjong_soul_counts_from_the_start_with_no_oka() -> None:
    t = Table(preset="mahjong_soul", length="tonpuusen")
    assert t.sheet().state.scores == (35000,) * 3
    t.add(WinInput(1, 2, {**R, "context": {"riichi": True}}, facts={"riichi": [1]}))  # B +3900
    t.add(Draw((), riichi()))  # E2: no one ready: nothing, 1 honba; B (dealer) not ready: the deal passes
    t.add(Draw((0, 1)))  # E3-1, dealer C: A and B ready, C pays 2000, 1000 to each
    assert t.last() == (1000, 1000, -2000)
    assert t.sheet().finished
    sheet = t.sheet()
    assert sheet.totals == (36000, 39900, 29100)
    # (points - 35000) / 1000 and uma +15 / 0 / -15; no oka
    assert [s.table_points for s in sheet.standings] == [Fraction(1), Fraction("19.9"), Fraction("-20.9")]
    assert sum(s.table_points for s in sheet.standings) == 0


def test_a_hanchan_of_three_is_six_hands_without_repeats() -> None:
    t = Table()
    labels = []
    for _ in range(6):  # the non-dealer after the dealer wins each hand: the deal always passes
        seat = t.sheet().state.seating
        labels.append(seat.label)
        winner = (seat.dealer + 1) % 3
        t.add(WinInput(winner, (winner + 1) % 3, R))
    assert labels == ["E1", "E2", "E3", "S1", "S2", "S3"]
    assert t.sheet().finished


def test_the_draw_pays_the_pool_the_options_give() -> None:
    t = Table(noten_pool=3000)  # a table that pays 3,000 as at four
    t.add(Draw((2,)))
    assert t.last() == (-1500, -1500, 3000)
    t.add(Draw((0, 2)))
    assert t.last() == (1500, -3000, 1500)
    t.add(Draw((0, 1, 2)))  # all ready: nothing
    assert t.last() == (0, 0, 0)
    with pytest.raises(HandError, match="noten_pool"):
        Table(noten_pool=-1).sheet()


def test_a_dealer_chombo_and_ties_by_seat() -> None:
    t = Table(length="tonpuusen")
    t.add(Penalty(0, "chombo"))  # the dealer's reverse mangan: 4000 to each of the two
    assert t.last() == (-8000, 4000, 4000)
    sheet = t.sheet()
    # B and C tie at 39,000: placed by seat order, B (the nearer the first dealer) second
    assert [s.rank for s in sheet.standings] == [3, 1, 1]
    points = [s.table_points for s in sheet.standings]
    assert points == [Fraction(27000 - 40000, 1000) - 20, Fraction(-1) + 20 + 15, Fraction(-1)]


def test_a_win_under_the_north_split_option_and_with_north_pulled() -> None:
    t = Table(options={"payment": "north_split"}, length="tonpuusen")
    # E1: B (South) self-draws 3 han 20 fu: 1300 / 700, and the North's 700 split: 400 more from each
    won = t.add(WinInput(1, None, R))
    assert won.result["pay"] == {"dealer": 1700, "non_dealer": 1100}
    assert t.last() == (-1700, 2800, -1100)
    # E1 again (a non-dealer won: the deal passes to B): C wins on A's discard with one North
    # pulled: pinfu tanyao and one han of dora, 3 han 30 fu: 3900
    won = t.add(WinInput(2, 0, {**R, "context": {"kita": 1}}))
    assert won.result["han"] == 3 and won.result["pay"] == {"discarder": 3900}


def test_what_a_table_of_three_refuses() -> None:
    t = Table()
    with pytest.raises(MatchError, match="0-2"):
        t.add(WinInput(3, 0, R))
    with pytest.raises(MatchError, match="no pao"):
        t.add(WinInput(1, 2, R, facts={"liable": [0]}))
    with pytest.raises(MatchError, match=r"0-2\)"):
        t.add(Draw((0,), riichi(3)))
    with pytest.raises(MatchError):
        t.add(Penalty(0, "deduction", None))
    with pytest.raises(MatchError, match="no sanma match preset 'wrc'"):
        Table(preset="wrc").sheet()
    with pytest.raises(MatchError, match="uma_4"):
        Table(uma_4=-10).sheet()
    t.add(Draw((), canonical_json({"kind": "abortive"})))  # nine terminals: the dealer deals again
    assert t.sheet().state.seating.label == "E1-1"


def test_the_store_keeps_a_match_of_three(tmp_path: Path) -> None:
    path = tmp_path / "matches.sqlite"
    with Store(path) as store:
        with pytest.raises(MatchError, match="3 players"):
            store.create_match("sanma", ["A", "B", "C", "D"])
        with pytest.raises(MatchError, match="3 players"):
            store.create_match("sanma", ["A", "B"])
        with pytest.raises(MatchError, match="4 players"):
            store.create_match("riichi", ["A", "B", "C"])
        m = store.create_match("sanma", ["Ann", "Bo", "Cy"], match_options={"length": "tonpuusen"})
        store.add_win(m.id, 1, 2, R["hand"], R["win"], context={"riichi": True}, facts={"riichi": [1]})
        store.add_draw(m.id, [1])
        with pytest.raises(MatchError, match="no player 3 in match .*: the players are 0 Ann, 1 Bo, 2 Cy"):
            store.add_penalty(m.id, 3, "chombo")
    with Store(path) as store:
        again = store.match(m.id)
        assert again.players == ("Ann", "Bo", "Cy")
        sheet = store.sheet(m.id)
        assert sheet.totals == (34000, 40900, 30100)
        assert sheet.state.seating.label == "E2-1"


def test_the_command_line_plays_a_match_of_three(tmp_path: Path) -> None:
    store = str(tmp_path / "m.sqlite")

    def run(*argv: str, status: int = 0) -> str:
        out, err = io.StringIO(), io.StringIO()
        code = main(["matches", "--store", store, *argv], out, err)
        assert code == status, err.getvalue()
        return out.getvalue() + err.getvalue()

    created = run("new", "--rules", "sanma", "--players", "Ann", "Bo", "Cy", "--match-option", "length=tonpuusen")
    mid = created.strip()
    shown = json.loads(run("show", mid, "--json"))
    assert shown["players"] == ["Ann", "Bo", "Cy"]
    assert run("add", mid, "win", "Bo", "--from", "Cy", "345p567p234s6788s +5s").startswith("entry 1: Bo wins from Cy")
    refused = run("add", mid, "win", "3", "--from", "Cy", "345p567p234s6788s +5s", status=1)
    assert "no player '3'" in refused and "the players are 0 Ann, 1 Bo, 2 Cy" in refused
    shown = json.loads(run("show", mid, "--json"))
    assert shown["rows"][-1]["deltas"] == [0, 2000, -2000]
