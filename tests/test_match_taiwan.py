"""Taiwanese match rules (issue 14): the dealer keeps the deal on a win or a draw (連莊) and
the streak N grows, the deal passes on another's win, the dealer's 1 + 2N 台 in the payments
the dealer takes part in, the rounds, the end; checked against hand arithmetic."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.model.errors import HandError
from core.referee.records import Store
from core.rules import get_rules

# 箭字坎 x2, 門清, 獨聽: 4 台 on a discard; self-drawn 不求自摸 2 in place of 自摸: 6 台.
# At 30/10 a discard win of 4 台 is 30 + 40 = 70.
HAND, WIN = "123m456m789p555z666z5s", "5s"


def test_the_rule_set_names_its_match_rules() -> None:
    rules = get_rules("taiwan").match_rules()
    assert rules is not None and rules.rules == "taiwan"


def test_a_one_round_match_by_hand_arithmetic(tmp_path: Path) -> None:
    with Store(tmp_path / "t.sqlite3") as store:
        m = store.create_match("taiwan", ["A", "B", "C", "D"], match_options={"rounds": 1})

        def win(winner: int, discarder: int | None) -> None:
            store.add_win(m.id, winner, discarder, HAND, WIN)

        def labels() -> str:
            seat = store.sheet(m.id).next_seating
            return "" if seat is None else seat.label

        assert labels() == "E1"
        win(1, 2)  # E1, A deals: B wins off C, no dealer involved: 70 from C; the deal passes to B
        assert labels() == "E2"
        win(1, 0)  # E2, B deals and wins off A: 4 + 作莊 1 = 5 台, 80 from A; B keeps the deal
        assert labels() == "E2-1"
        store.add_draw(m.id)  # a draw: B keeps the deal, 連2
        assert labels() == "E2-2"
        win(2, None)  # C self-draws, 6 台: the dealer B pays 30 + (6 + 1 + 2 x 2) x 10 = 140, A and D 90
        assert labels() == "E3"
        win(3, 2)  # E3, C deals and discards to D: 4 + 作莊 1 = 5 台, 80 from C; the deal passes to D
        assert labels() == "E4"
        win(0, 1)  # E4, D deals: A wins off B, 70; the deal passes on from the last dealer: the end
        sheet = store.sheet(m.id)
        assert sheet.finished and sheet.next_seating is None
        assert list(sheet.totals) == [-80 - 90 + 70, 70 + 80 - 140 - 70, -70 + 320 - 80, -90 + 80]
        assert sum(sheet.totals) == 0
        assert [s.rank for s in sorted(sheet.standings, key=lambda s: s.player)] == [4, 3, 1, 2]
        # the context each win was scored with came from the sheet
        rows = [r for r in sheet.rows if r.kind == "win"]
        ctx = rows[2].body.inputs["context"]
        assert ctx["dealer_streak"] == 2 and ctx["dealer"] is False and ctx["self_drawn"] is True
        assert rows[1].body.inputs["context"]["dealer"] is True
        assert rows[3].body.inputs["context"]["discarder_is_dealer"] is True
        with pytest.raises(HandError) as e:
            win(0, 1)
        assert e.value.code == "match_over"


def test_a_full_match_has_four_rounds_and_options_are_checked(tmp_path: Path) -> None:
    with Store(tmp_path / "t.sqlite3") as store:
        m = store.create_match("taiwan", ["A", "B", "C", "D"])
        winds = []
        for hand in range(16):  # every hand won by the player after the dealer, off the one after
            seat = store.sheet(m.id).next_seating
            assert seat is not None
            winds.append(seat.round_wind)
            winner = (seat.dealer + 1) % 4
            store.add_win(m.id, winner, (winner + 1) % 4, HAND, WIN)
        assert winds == ["E"] * 4 + ["S"] * 4 + ["W"] * 4 + ["N"] * 4
        assert store.sheet(m.id).finished
        with pytest.raises(HandError):
            store.create_match("taiwan", ["A", "B", "C", "D"], match_options={"rounds": 9})
        with pytest.raises(HandError):
            store.create_match("taiwan", ["A", "B", "C", "D"], match_options={"laps": 2})
