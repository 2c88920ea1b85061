"""Several winners of one discard (double and triple ron), nagashi mangan and a forced end when
a tournament round's time is called, on the match sheet (core/rules/riichi/match.py,
core/referee/match.py, core/referee/records.py, core/referee/tournament_store.py).

Every case is worked by hand in its comments. The hand R below is pinfu tanyao: 2 han 30 fu on
a discard (a non-dealer 2000, the dealer 2900); with riichi 3 han 30 fu (a non-dealer 3900)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from core.engine.match_rules import Draw, MatchError, WinHand
from core.referee.match import WinInput, body_from_json, body_to_json, canonical_json
from core.referee.match_words import entry_names
from core.referee.records import Store
from core.referee.tournament import random_round
from core.referee.tournament_store import Tournaments
from core.shells.cli import main as mjscore

R = {"hand": "234m567p234s6788s", "win": "5s"}
RIICHI = {**R, "context": {"riichi": True}}
#: the same at three (no 2-8 of characters in three-player riichi)
R3 = {"hand": "234p567p234s6788s", "win": "5s"}


def _store(tmp_path: Path) -> Store:
    return Store(tmp_path / "m.sqlite3")


def _match(store: Store, preset: str = "tenhou", rules: str = "riichi", **options: Any) -> str:
    players = ["A", "B", "C"] if rules == "sanma" else ["A", "B", "C", "D"]
    return store.create_match(rules, players, match_options={"preset": preset, **options}).id


def _facts(**facts: Any) -> str:
    return canonical_json(facts)


# --- double and triple ron ----------------------------------------------------------------------


def test_tenhou_double_ron_sticks_and_counters_to_the_first_winner_the_dealer_repeats(tmp_path: Path) -> None:
    with _store(tmp_path) as store:
        mid = _match(store)  # tenhou: 25,000 each; double ron, sticks and honba to the first winner
        # E1, dealer A (0). C (2) discards; A and D (3) both win on it. Turn order from C: D, then
        # A: D is the first winner whoever is written first. D declared riichi: 3 han 30 fu,
        # 3900, and takes the one stick (his own) back; A (the dealer) 2 han 30 fu, 2900.
        # C pays 3900 + 2900 = 6800: A 25,000 -> 27,900; C 25,000 -> 18,200; D 25,000 - 1000
        # (stick) + 1000 (stick back) + 3900 -> 28,900. The dealer A is among the winners: he
        # keeps the deal, one honba: E1-1.
        store.add(mid, WinInput(0, 2, R, also=(WinInput(3, 2, RIICHI, facts={"riichi": [3]}),)))
        sheet = store.sheet(mid)
        row = sheet.rows[-1]
        assert isinstance(row.body, WinHand)
        assert [w.winner for w in row.body.winners] == [3, 0]  # sorted into turn order
        assert row.body.facts == {"riichi": [3]} and row.body.also[0].facts == {}
        assert row.deltas == (2900, 0, -6800, 3900) and row.totals == (27900, 25000, 18200, 28900)
        assert sheet.state.seating.label == "E1-1" and sheet.state.seating.counter("honba") == 1
        assert [w.inputs["context"]["riichi_sticks"] for w in row.body.winners] == [1, 0]
        assert entry_names(row.body, sheet.match).en == "2 win from C: D 3 han, A 2 han"
        assert entry_names(row.body, sheet.match).ja == "C から 2 人がロン和了：D 3翻・A 2翻"
        # E1-1 (1 honba). B (1) discards; A and C win. Turn order from B: C, D, A: C first.
        # Tenhou: the honba to the first winner only: C 2000 + 300 = 2300, A 2900 (scored with
        # honba 0). B pays 5200: A 27,900 -> 30,800; B 25,000 -> 19,800; C 18,200 -> 20,500.
        # The dealer A wins again: E1-2.
        store.add(mid, WinInput(0, 1, R, also=(WinInput(2, 1, R),)))
        sheet = store.sheet(mid)
        body = sheet.rows[-1].body
        assert isinstance(body, WinHand)
        assert [w.inputs["context"]["honba"] for w in body.winners] == [1, 0]
        assert sheet.rows[-1].deltas == (2900, -5200, 2300, 0)
        assert sheet.state.scores == (30800, 19800, 20500, 28900) and sheet.state.seating.label == "E1-2"
        # the store keeps "also" on this record only, and reads it back the same
        data = [
            json.loads(d)
            for (d,) in sqlite3.connect(tmp_path / "m.sqlite3").execute("SELECT data FROM records ORDER BY seq")
        ]
        assert [len(d["also"]) for d in data] == [1, 1]
    with _store(tmp_path) as again:
        assert again.sheet(mid).state.scores == (30800, 19800, 20500, 28900)


def test_a_non_dealer_double_ron_passes_the_deal_and_clears_the_counters(tmp_path: Path) -> None:
    with _store(tmp_path) as store:
        mid = _match(store)
        # E1: a draw, nobody ready: nothing paid, the deal passes, 1 honba: E2-1, dealer B.
        store.add_draw(mid)
        # E2-1: A (0) discards; C (2) and D (3) win (C first). C 2000 + 300, D 2000 (no honba).
        # A pays 4300. The dealer B is not a winner: the deal passes to C, the honba clear: E3.
        store.add(mid, WinInput(3, 0, R, also=(WinInput(2, 0, R),)))
        sheet = store.sheet(mid)
        assert sheet.rows[-1].deltas == (-4300, 0, 2300, 2000)
        assert sheet.state.seating.label == "E3" and sheet.state.seating.counter("honba") == 0


def test_ema_triple_ron_winners_take_back_their_sticks_and_every_winner_gets_the_counters(tmp_path: Path) -> None:
    with _store(tmp_path) as store:
        mid = _match(store, "ema")  # EMA: 30,000 each; triple ron; sticks "reclaim"; honba to each
        # E1: a draw, nobody ready: the deal passes, 1 honba: E2-1, dealer B (1).
        store.add_draw(mid)
        # E2-1: A (0) discards; B, C, D all win (turn order from A: B, C, D). C and D declared
        # riichi: C and D each take their own stick back, the rest (none) to B.
        # B (dealer) 2900 + 300 = 3200; C 3900 + 300 = 4200; D 3900 + 300 = 4200: A pays 11,600.
        # A 30,000 -> 18,400; B -> 33,200; C 30,000 - 1000 + 1000 + 4200 -> 34,200; D the same.
        # The dealer B is a winner: he repeats, 2 honba: E2-2.
        store.add(
            mid, WinInput(1, 0, R, facts={"riichi": [2, 3]}, also=(WinInput(2, 0, RIICHI), WinInput(3, 0, RIICHI)))
        )
        sheet = store.sheet(mid)
        body = sheet.rows[-1].body
        assert isinstance(body, WinHand)
        assert [(w.inputs["context"]["honba"], w.inputs["context"]["riichi_sticks"]) for w in body.winners] == [
            (1, 0),
            (1, 1),
            (1, 1),
        ]
        assert sheet.rows[-1].deltas == (-11600, 3200, 4200, 4200)
        assert sheet.state.scores == (18400, 33200, 34200, 34200) and sheet.state.seating.label == "E2-2"
        assert sheet.rows[-1].notes[0] == "3 winners on one discard; 2 sticks: player 1 0, player 2 1, player 3 1"


def test_the_head_bump_and_three_rons_are_refused_as_the_rules_say(tmp_path: Path) -> None:
    two = WinInput(1, 0, R, also=(WinInput(2, 0, R),))
    three = WinInput(1, 0, R, also=(WinInput(2, 0, R), WinInput(3, 0, R)))
    with _store(tmp_path) as store:
        for preset in ("wrc", "mleague"):  # head bump: one winner
            mid = _match(store, preset)
            with pytest.raises(MatchError, match="head bump") as e:
                store.add(mid, two)
            assert "頭ハネ" in e.value.text("ja") and "截和" in e.value.text("zh-Hans")
            assert store.sheet(mid).rows == ()
        mid = _match(store)  # tenhou: three rons are the abortive draw 三家和
        with pytest.raises(MatchError, match="abortive draw three rons") as e:
            store.add(mid, three)
        assert "三家和" in e.value.text("ja")
        mid = _match(store, "tenhou", abortive_draws=False)
        with pytest.raises(MatchError, match="at most two players win"):
            store.add(mid, three)


def test_what_a_multiple_ron_refuses(tmp_path: Path) -> None:
    with _store(tmp_path) as store:
        mid = _match(store)
        with pytest.raises(MatchError, match="a self-drawn win has one winner"):
            store.add(mid, WinInput(1, None, R, also=(WinInput(2, None, R),)))
        with pytest.raises(MatchError, match="wins the same discard twice"):
            store.add(mid, WinInput(1, 0, R, also=(WinInput(1, 0, R),)))
        with pytest.raises(MatchError, match="cannot be the discarder"):
            store.add(mid, WinInput(1, 0, R, also=(WinInput(0, 0, R),)))
        with pytest.raises(MatchError, match="the same discarder"):
            store.add(mid, WinInput(1, 0, R, also=(WinInput(2, 3, R),)))
        with pytest.raises(MatchError, match="cannot name winners of its own"):
            store.add(mid, WinInput(1, 0, R, also=(WinInput(2, 0, R, also=(WinInput(3, 0, R),)),)))
        mcr = store.create_match("mcr", ["A", "B", "C", "D"]).id
        hand = {"hand": "123m456m789m123p5p", "win": "5p"}
        with pytest.raises(MatchError, match="no double or triple ron: only the first winner in turn order") as e:
            store.add(mcr, WinInput(1, 0, hand, also=(WinInput(2, 0, hand),)))
        assert "截和" in e.value.text("zh-Hans") and "頭ハネ" in e.value.text("ja")
        assert store.sheet(mid).rows == () and store.sheet(mcr).rows == ()


def test_a_stored_multiple_ron_out_of_turn_order_is_refused_on_the_sheet() -> None:
    from core.engine.match_rules import Match, as_pairs
    from core.referee.match import Revision, build_sheet
    from core.referee.match_win import score_wins
    from core.rules.riichi.match import MATCH_RULES

    match = Match("m", ("A", "B", "C", "D"), "riichi", "2026", match_options=as_pairs({}))
    seat = MATCH_RULES.start(MATCH_RULES.check_match_options({})).seating
    body = score_wins(match, MATCH_RULES, seat, WinInput(1, 0, R, also=(WinInput(2, 0, R),)))
    swapped = WinHand(
        **{
            **{k: getattr(body.also[0], k) for k in WinHand.__slots__},
            "also": (WinHand(**{**{k: getattr(body, k) for k in WinHand.__slots__}, "also": ()}),),
        }
    )
    sheet = build_sheet(match, [Revision("m", 1, 1, "win", swapped, "x")], MATCH_RULES)
    assert (
        sheet.rows[0].deltas == (0, 0, 0, 0)
        and "turn order from the discarder: 1, 2, not 2, 1" in sheet.rows[0].warnings[0]
    )


def test_three_player_double_ron(tmp_path: Path) -> None:
    with _store(tmp_path) as store:
        mid = _match(store, rules="sanma")  # tenhou sanma: 35,000 each, double ron as at four
        # E1, dealer A (0). B (1) discards; A and C (2) win: turn order from B at three: C, A.
        # C 2000 (non-dealer ron), A 2900 (dealer): B pays 4900. A 35,000 -> 37,900; B -> 30,100;
        # C -> 37,000. The dealer wins: E1-1.
        store.add(mid, WinInput(0, 1, R3, also=(WinInput(2, 1, R3),)))
        sheet = store.sheet(mid)
        assert sheet.rows[-1].deltas == (2900, -4900, 2000)
        assert sheet.state.scores == (37900, 30100, 37000) and sheet.state.seating.label == "E1-1"


def test_an_entry_edited_to_add_a_winner(tmp_path: Path) -> None:
    with _store(tmp_path) as store:
        mid = _match(store)
        # E1: D wins alone on C's discard (2000); then the referee adds A, who won too: the
        # entry's second revision is the double ron, and the sheet folds again.
        store.add(mid, WinInput(3, 2, R))
        store.add_draw(mid)  # E1-1 ... then a draw after it
        assert store.sheet(mid).rows[0].deltas == (0, 0, -2000, 2000)
        saved = store.edit(mid, 1, WinInput(3, 2, R, also=(WinInput(0, 2, R),)), reason="A won too")
        assert saved.revision == 2
        sheet = store.sheet(mid)
        assert sheet.rows[0].deltas == (2900, 0, -4900, 2000)
        assert sheet.rows[1].seating.label == "E1-1"  # the dealer A now keeps the deal
        assert [r.revision for r in store.history(mid, 1)] == [1, 2]


def test_a_record_of_one_winner_reads_and_writes_as_before() -> None:
    old = {
        "winner": 1,
        "discarder": 0,
        "inputs": {"hand": "x"},
        "result": {"total": 2},
        "claim": None,
        "verdict": None,
        "facts": {},
    }
    body = body_from_json("win", old)
    assert isinstance(body, WinHand) and body.also == ()
    assert body_to_json(body) == old  # no "also": the same JSON as before
    both = WinHand(
        1,
        0,
        canonical_json({"hand": "x"}),
        canonical_json({"total": 2}),
        also=(WinHand(2, 0, canonical_json({"hand": "y"}), canonical_json({"total": 3})),),
    )
    assert body_from_json("win", json.loads(canonical_json(body_to_json(both)))) == both
    with pytest.raises(ValueError, match="also"):
        body_from_json("win", {**old, "also": "B"})


def test_the_command_line_records_a_double_ron(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    store = str(tmp_path / "m.sqlite3")
    assert (
        mjscore(
            ["matches", "--store", store, "new", "--rules", "riichi", "--players", "A", "B", "C", "D", "--id", "m1"]
        )
        == 0
    )
    # the same double ron as the first test: A and D win on C's discard, D with riichi
    assert (
        mjscore(
            [
                "matches",
                "--store",
                store,
                "add",
                "m1",
                "win",
                "A",
                "--from",
                "C",
                "234m567p234s6788s +5s",
                "--facts",
                '{"riichi": [3]}',
                "--also",
                "D",
                "234m567p234s6788s +5s",
                "riichi=true",
            ]
        )
        == 0
    )
    assert (
        mjscore(
            [
                "matches",
                "--store",
                store,
                "add",
                "m1",
                "json",
                '{"kind": "win", "winner": "A", "discarder": "B", "hand": "234m567p234s6788s", "win": "5s", '
                '"also": [{"winner": "C", "hand": "234m567p234s6788s", "win": "5s"}]}',
            ]
        )
        == 0
    )
    capsys.readouterr()
    assert mjscore(["matches", "--store", store, "show", "m1", "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert [r["deltas"] for r in shown["rows"]] == [[2900, 0, -6800, 3900], [2900, -5200, 2300, 0]]
    assert shown["rows"][0]["what"] == "2 win from C: D 3, A 2"


# --- nagashi mangan -------------------------------------------------------------------------------


def test_tenhou_nagashi_mangan_is_paid_at_the_draw_in_place_of_the_ready_payments(tmp_path: Path) -> None:
    with _store(tmp_path) as store:
        mid = _match(store)
        # E1, dealer A. The wall runs out; A is ready; C (2) has a nagashi mangan: a non-dealer's
        # mangan self-draw, 4000 from the dealer A, 2000 from B and D; no ready payment (A would
        # have had 1000 from each). A 25,000 -> 21,000; B, D -> 23,000; C -> 33,000. A draw:
        # the dealer is ready and repeats, one more honba: E1-1.
        store.add_draw(mid, (0,), {"nagashi": [2]})
        sheet = store.sheet(mid)
        assert sheet.rows[-1].deltas == (-4000, -2000, 8000, -2000)
        assert sheet.state.seating.label == "E1-1"
        assert sheet.rows[-1].notes[0] == "nagashi mangan: 2"
        assert entry_names(sheet.rows[-1].body, sheet.match).en == "Draw (ready: A); Nagashi mangan: C"
        # E1-1: the dealer A himself, with D's riichi stick: A 4000 from each (no honba); D
        # declared and is ready; the stick stays on the table. A 21,000 -> 33,000; B 23,000 ->
        # 19,000; C 33,000 -> 29,000; D 23,000 - 4000 - 1000 -> 18,000. E1-2, 1 stick.
        store.add_draw(mid, (0, 3), {"nagashi": [0], "riichi": [3]})
        sheet = store.sheet(mid)
        assert sheet.rows[-1].deltas == (12000, -4000, -4000, -5000)
        assert sheet.state.seating.label == "E1-2" and sheet.state.seating.counter("sticks") == 1


def test_ema_nagashi_mangan_counts_as_a_win(tmp_path: Path) -> None:
    with _store(tmp_path) as store:
        mid = _match(store, "ema")  # 30,000 each
        # E1: D declares riichi and is alone ready: 1000 from each other; his stick on the table;
        # the dealer A is not ready: E2-1 (1 honba, 1 stick), dealer B.
        store.add_draw(mid, (3,), {"riichi": [3]})
        # E2-1: A (0) has a nagashi mangan, counted as a win: the dealer B pays 4000 + 100, C and
        # D 2000 + 100; A takes the stick: 8300 + 1000. No ready payments. The dealer B is no
        # winner: the deal passes, the counters clear: E3. A 29,000 -> 38,300; B 29,000 -> 24,900;
        # C 29,000 -> 26,900; D 30,000 + 3000 - 1000 = 32,000 -> 29,900.
        store.add_draw(mid, (), {"nagashi": [0]})
        sheet = store.sheet(mid)
        assert sheet.rows[-1].deltas == (9300, -4100, -2100, -2100)
        assert sheet.state.scores == (38300, 24900, 26900, 29900)
        assert sheet.state.seating.label == "E3" and sheet.state.seating.counter("sticks") == 0
        with pytest.raises(MatchError, match="reveals no hands: name no ready players"):
            store.add_draw(mid, (1,), {"nagashi": [1]})


def test_what_nagashi_mangan_refuses(tmp_path: Path) -> None:
    with _store(tmp_path) as store:
        mid = _match(store, "tenhou", nagashi_mangan="none")
        with pytest.raises(MatchError, match="no nagashi mangan") as e:
            store.add_draw(mid, (), {"nagashi": [1]})
        assert "流し満貫" in e.value.text("ja") and "流局满贯" in e.value.text("zh-Hans")
        mid = _match(store)
        with pytest.raises(MatchError, match="only at an exhaustive draw"):
            store.add_draw(mid, (), {"kind": "abortive", "nagashi": [1]})
        with pytest.raises(MatchError, match="recorded on the exhaustive draw, not on a win"):
            store.add(mid, WinInput(1, 0, R, facts={"nagashi": [1]}))
        with pytest.raises(MatchError, match="each once"):
            store.add_draw(mid, (), {"nagashi": [1, 1]})


def test_three_player_nagashi_mangan(tmp_path: Path) -> None:
    with _store(tmp_path) as store:
        mid = _match(store, rules="sanma")
        # E1, dealer A; nobody ready; B (1) has a nagashi mangan: 4000 from the dealer, 2000
        # from C (tsumo-loss: no North share). Nobody ready: the deal passes: E2-1.
        store.add_draw(mid, (), {"nagashi": [1]})
        sheet = store.sheet(mid)
        assert sheet.rows[-1].deltas == (-4000, 6000, -2000) and sheet.state.seating.label == "E2-1"


# --- a forced end when time is called ----------------------------------------------------------

TIME = canonical_json({"kind": "time_called"})


def test_time_called_ends_a_plain_sheet_where_it_stands(tmp_path: Path) -> None:
    with _store(tmp_path) as store:
        mcr = store.create_match("mcr", ["A", "B", "C", "D"]).id
        store.add_draw(mcr)
        store.add(mcr, Draw((), TIME))
        sheet = store.sheet(mcr)
        assert sheet.finished and sheet.hands_played == 1 and sheet.rows[-1].deltas == (0, 0, 0, 0)
        assert sheet.rows[-1].notes == (
            "Time called: forced end after 1 hands. Time: the hand in play is "
            "finished; a hand not started is not played.",
        )
        assert entry_names(sheet.rows[-1].body, sheet.match).zh_hans == "时间到：强制结束"
        with pytest.raises(MatchError, match="time cannot be called on a match that is over"):
            store.add(mcr, Draw((), TIME))
        with pytest.raises(MatchError, match="the match is over: 1 hands are played"):
            store.add_draw(mcr)
        # riichi: a stick left on the table goes to the first place at the end, as ever
        mid = _match(store)
        store.add_draw(mid, (3,), {"riichi": [3]})  # D alone ready: +3000 - 1000; the stick stays
        store.add(mid, Draw((), TIME))
        sheet = store.sheet(mid)
        assert sheet.finished and sheet.state.carried("sticks") == 1
        first = next(s for s in sheet.standings if s.rank == 1)
        # D: 27,000 - 30,000 = -3 + uma 20 + oka 20 + the stick 1 = 38
        assert first.player == 3 and first.table_points == 38
        with pytest.raises(MatchError, match="names no players"):
            store.add(_match(store), Draw((1,), TIME))


def test_a_round_closed_on_time_marks_each_table_still_playing(tmp_path: Path) -> None:
    with _store(tmp_path) as store:
        tours = Tournaments(store)
        t = tours.create("mcr", "Club", 2)
        tours.add_players(t.id, [f"P{i}" for i in range(1, 9)])
        r1 = tours.seat(t.id, 1, random_round(list(range(1, 9)), 4, seed=3), "random")
        first, second = r1.tables
        for _ in range(16):  # table 1 plays all 16 hands
            store.add_draw(first.match_id)
        for _ in range(3):  # table 2 plays three when time is called
            store.add_draw(second.match_id)
        closed = tours.close(t.id, 1, time_called=True)
        assert closed.time_called and closed.closed
        done, stopped = store.sheet(first.match_id), store.sheet(second.match_id)
        assert len(done.rows) == 16 and done.rows[-1].body.facts == {}  # nothing written: it was over
        assert stopped.finished and len(stopped.rows) == 4 and stopped.hands_played == 3
        assert stopped.rows[-1].notes[0].startswith("Time called: forced end after 3 hands.")
        stats = {s.player: s for s in tours.statistics(t.id)}
        assert stats[second.seats[0]].hands == 3  # the forced end is no hand
        # round 2 closed on time with every table finished: nothing is written, no time called
        r2 = tours.seat(t.id, 2, random_round(list(range(1, 9)), 4, seed=4), "random")
        for table in r2.tables:
            for _ in range(16):
                store.add_draw(table.match_id)
        again = tours.close(t.id, 2, time_called=True)
        assert not again.time_called
        assert all(len(store.sheet(tb.match_id).rows) == 16 for tb in r2.tables)


def test_tournament_statistics_count_every_winner_of_a_multiple_ron(tmp_path: Path) -> None:
    with _store(tmp_path) as store:
        tours = Tournaments(store)
        t = tours.create("riichi", "Cup", 1, match_options={"preset": "tenhou"})
        tours.add_players(t.id, ["A", "B", "C", "D"])
        (table,) = tours.seat(t.id, 1, ((1, 2, 3, 4),), "prescripted").tables
        store.add(table.match_id, WinInput(0, 2, R, also=(WinInput(3, 2, R),)))
        stats = {s.player: s for s in tours.statistics(t.id)}
        assert stats[1].wins == 1 and stats[4].wins == 1 and stats[3].deal_ins == 2
        assert stats[1].points_won == 2900 and stats[4].points_won == 2000
