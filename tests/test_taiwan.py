"""The Taiwanese 16-tile rule set (core/rules/taiwan/ruleset.py): every item of seed 004's 台 table.

Each test names the seed line (``seed: 項目``) or the point of shared/spec/taiwan.md
(``point N``) it follows, and works its expected total out by hand in a comment. Unless a
test says otherwise the winner sits South in an East round: not the dealer, so 作莊 does not
appear (the dealer sits East, and seat East is the dealer).
"""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from core import parse_hand
from core.engine.score import Score
from core.model.errors import ContextError, HandError, NotAWinError, OptionError, TileCountError
from core.referee.batch_format import score_record
from core.rules import get_rules
from core.rules.taiwan.ruleset import Taiwan
from core.shells.cli import main as mjscore

TW = get_rules("taiwan")

#: 123m 456m 789m 123p 678s chows and the pair 99s, won on 6s (78s waits on 6s and 9s: no 獨聽)
PING = "123m456m789m123p99s78s +6s"


def score(hand: str, options: dict[str, Any] | None = None, **ctx: Any) -> Score:
    ctx.setdefault("seat_wind", "S")
    return TW.score(parse_hand(hand), ctx, options)


def items(s: Score) -> dict[str, int]:
    """Counted items as id -> count."""
    return {i.id: i.count for i in s.items}


def gone(s: Score) -> dict[str, str | None]:
    """Suppressed items as id -> the row that rules it out."""
    return {x.id: x.by for x in s.suppressed}


def check(s: Score, total: int, expected: dict[str, int]) -> None:
    assert items(s) == expected, (items(s), gone(s))
    assert s.total == total == sum(i.value * i.count for i in s.items)


def test_it_is_registered_and_built() -> None:
    assert isinstance(TW, Taiwan) and TW.built and TW.unit.zh_hant == "台"


# --- 風字坎, 箭字坎 ------------------------------------------------------------------------------


def test_seat_wind_pung() -> None:
    # seed 風字坎 "合開門序1台"; point 3. 222z is South: seat S scores 風字坎（門風）1, plus
    # 門清 1 and 獨聽 1 (won on 5s, the only tile that completes the hand) = 3
    s = score("123m456m789p123s222z5s +5s")
    check(s, 3, {"seat_wind_pung": 1, "concealed": 1, "single_wait": 1})
    # negative: seat West, the South pung is no wind of the winner's: 門清 1 + 獨聽 1 = 2
    check(score("123m456m789p123s222z5s +5s", seat_wind="W"), 2, {"concealed": 1, "single_wait": 1})


def test_round_wind_pung_is_independent_of_the_seat() -> None:
    # point 3: a round-wind pung alone scores 1: seat W, round S, 222z: 1 + 門清 1 + 獨聽 1 = 3
    s = score("123m456m789p123s222z5s +5s", seat_wind="W", round_wind="S")
    check(s, 3, {"round_wind_pung": 1, "concealed": 1, "single_wait": 1})
    # East pung, East seat, East round: 門風 1 + 圈風 1, + 門清 1 + 獨聽 1 + 作莊 1 (seat East is the
    # dealer) = 5
    s = score("123m456m789p123s111z5s +5s", seat_wind="E")
    check(s, 5, {"seat_wind_pung": 1, "round_wind_pung": 1, "concealed": 1, "single_wait": 1, "dealer": 1})
    # negative: the round wind as the pair only (seat W, round S, 22z): 門清 1
    assert "round_wind_pung" not in items(score("123m456m789p123s456s2z +2z", seat_wind="W", round_wind="S"))


def test_dragon_pungs_count_each() -> None:
    # seed 箭字坎 "各計1台": 555z and 666z: 2 + 門清 1 + 獨聽 1 = 4
    check(score("123m456m789p555z666z5s +5s"), 4, {"dragon_pung": 2, "concealed": 1, "single_wait": 1})
    # negative: a dragon pair is no 坎: 門清 1 + 獨聽 1 = 2
    check(score("123m456m789p123s456s5z +5z"), 2, {"concealed": 1, "single_wait": 1})


# --- 門清, 全求, 半求, 平胡, 對對胡 -------------------------------------------------------------------


def test_concealed_hand() -> None:
    # seed 門清 "胡牌前無吃、碰、明槓, 同意暗槓": 門清 1 + 平胡 2 = 3
    check(score(PING), 3, {"concealed": 1, "ping_hu": 1})
    # a concealed kong keeps it: {1111p} in place of 123p; the kong is a 坎, so no 平胡: 門清 1
    check(score("123m456m789m99s78s {1111p} +6s"), 1, {"concealed": 1})
    # negative: a pon (and the seat pung 222z of South): 風字坎 1 + 獨聽 1 = 2
    check(score("123m456m789p5s [123s] [222z] +5s"), 2, {"seat_wind_pung": 1, "single_wait": 1})


def test_all_melded_includes_the_single_wait() -> None:
    # seed 全求 2 "加計獨聽1台, 共3台"; point 14: 全求 2 + 獨聽 1 = 3
    check(score("5s [123m] [456m] [789p] [123s] [999p] +5s"), 3, {"all_melded": 1, "single_wait": 1})
    # negative (point 14): a concealed kong is not shown: 獨聽 1 only
    check(score("5s [123m] [456m] [789p] [123s] {2222p} +5s"), 1, {"single_wait": 1})


def test_half_melded_self_drawn() -> None:
    # seed 半求 1 "暗牌剩1張並自摸, 含獨聽.自摸共3台"; point 14: 半求 1 + 獨聽 1 + 自摸 1 = 3
    s = score("5s [123m] [456m] [789p] [123s] [999p] +5s", self_drawn=True)
    check(s, 3, {"half_melded": 1, "single_wait": 1, "self_draw": 1})
    # negative: the same hand on a discard is 全求, not 半求
    assert "half_melded" not in items(score("5s [123m] [456m] [789p] [123s] [999p] +5s"))


def test_ping_hu() -> None:
    # seed 平胡 2 "無花、無字、無坎、有將眼、非獨聽、非自摸. 同意門清加1台"; point 2: chows may be
    # shown: [123p] claimed: 平胡 2 alone = 2
    check(score("123m456m789m99s78s [123p] +6s"), 2, {"ping_hu": 1})
    # negatives: a flower (3f is West's, no flower 台 for South): 門清 1
    check(score(PING + " 3f"), 1, {"concealed": 1})
    # an honour pair: 門清 1
    check(score("123m456m789m123p11z78s +6s"), 1, {"concealed": 1})
    # 獨聽 (5679s won on the pair's tile 9s, the only wait): 門清 1 + 獨聽 1 = 2
    check(score("123m456m789m123p567s9s +9s"), 2, {"concealed": 1, "single_wait": 1})
    # self-drawn: 門清 1 + 不求自摸 2 = 3
    check(score(PING, self_drawn=True), 3, {"concealed": 1, "concealed_self_draw": 1})


def test_all_pungs() -> None:
    # seed 對對胡 4: 111m 999p concealed, [222p] [333s] [888s] shown, won on the pair 5s: 對對胡 4 +
    # 獨聽 1 = 5 (two concealed pungs only)
    check(score("111m999p5s [222p] [333s] [888s] +5s"), 5, {"all_pungs": 1, "single_wait": 1})
    # negative: a chow among them: 獨聽 1
    check(score("111m999p5s [123p] [333s] [888s] +5s"), 1, {"single_wait": 1})


# --- 作莊, 連N拉N -------------------------------------------------------------------------------


def test_dealer_counts_when_the_dealer_wins_or_discards() -> None:
    # seed 作莊 1 "胡放皆加計1台"; point 10: seat East wins: 門清 1 + 平胡 2 + 作莊 1 = 4
    check(score(PING, seat_wind="E"), 4, {"concealed": 1, "ping_hu": 1, "dealer": 1})
    # the dealer discarded: 3 + 作莊 1 = 4
    check(score(PING, discarder_is_dealer=True), 4, {"concealed": 1, "ping_hu": 1, "dealer": 1})
    # negative: a non-dealer's discard: 3
    check(score(PING), 3, {"concealed": 1, "ping_hu": 1})


def test_dealer_streak_is_two_per_hand() -> None:
    # seed 連N拉N 2N; point 10 (1 + 2N): dealer with N = 2: 3 + 作莊 1 + 連2拉2 4 = 8
    s = score(PING, seat_wind="E", dealer_streak=2)
    check(s, 8, {"concealed": 1, "ping_hu": 1, "dealer": 1, "dealer_streak": 2})
    assert s.item("dealer_streak") is not None and s.item("dealer_streak").value == 2  # type: ignore[union-attr]
    # negative: a non-dealer wins off a non-dealer: the streak is not his: 3
    check(score(PING, dealer_streak=2), 3, {"concealed": 1, "ping_hu": 1})


# --- 獨聽, 搶槓 ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "hand",
    [
        "12m456m789m123p99s456s +3m",  # edge (邊獨)
        "13m456m789m123p99s456s +2m",  # closed (中洞)
        "123m456m789m123p456s9s +9s",
    ],
)  # pair (單釣)
def test_single_wait(hand: str) -> None:
    # seed 獨聽 1 "只聽一洞"; point 1: 門清 1 + 獨聽 1 = 2 (no 平胡: it is 獨聽)
    check(score(hand), 2, {"concealed": 1, "single_wait": 1})


@pytest.mark.parametrize(
    "hand, expected",
    [
        # point 1: these shapes wait on two kinds
        ("1112m456m789m123p456s +2m", {"concealed": 1}),  # 1112: 2m or 3m; 111m is a concealed pung: 門清 1
        ("2345m456p789p123s456s +5m", {"concealed": 1, "ping_hu": 1}),  # 2345: 2m or 5m: 門清 1 + 平胡 2
        ("1113m456p789p123s456s +2m", {"concealed": 1, "ping_hu": 1}),  # 1113: 2m or 3m: 門清 1 + 平胡 2
    ],
)
def test_no_single_wait_on_two_kinds(hand: str, expected: dict[str, int]) -> None:
    assert items(score(hand)) == expected


def test_robbing_the_kong() -> None:
    # seed 搶槓 1: 門清 1 + 平胡 2 + 搶槓 1 = 4
    check(score(PING, robbing_kong=True), 4, {"concealed": 1, "ping_hu": 1, "robbing_kong": 1})
    # negative: not robbed: 3
    assert "robbing_kong" not in items(score(PING))
    # the robbed tile cannot be in the hand: the hand holds two 9s
    with pytest.raises(ContextError) as info:
        score("123m456m789m123p99s78s +9s", robbing_kong=True)
    assert info.value.keys == ("robbing_kong",)


# --- 字一色, 清一色, 湊一色 -------------------------------------------------------------------------


def test_all_honours_with_small_three_dragons() -> None:
    # seed 字一色 16 "不計對對胡 ... 如包羅大/小四喜或大/小三元應累計台數後減除4台"; point 6.
    # 111z 222z 333z 555z concealed, 666z completed by the discard (not concealed, point 5), 77z:
    # 字一色 16 + 小三元 4 - 4 + 風字坎 South seat 1 + East round 1 + 四暗坎 6 + 門清 1 = 25;
    # 對對胡 and 湊一色 ruled out by 字一色, both 箭字坎 by 小三元, 三暗坎 by 四暗坎
    s = score("111z222z333z555z66z77z +6z")
    check(
        s,
        25,
        {
            "seat_wind_pung": 1,
            "round_wind_pung": 1,
            "concealed": 1,
            "all_honors": 1,
            "four_concealed": 1,
            "small_three_dragons": 1,
            "all_honors_minus": 1,
        },
    )
    assert gone(s) == {
        "all_pungs": "all_honors",
        "half_flush": "all_honors",
        "dragon_pung": "small_three_dragons",
        "three_concealed": "four_concealed",
    }
    assert s.item("all_honors_minus").value == -4  # type: ignore[union-attr]


def test_all_honours_with_big_four_winds() -> None:
    # point 6 with 大四喜: 111z 222z 333z 444z 555z concealed, won on the pair 6z by discard:
    # 字一色 16 + 大四喜 16 - 4 + 五暗坎 16 + 箭字坎 1 + 獨聽 1 = 46; no wind bonuses (大四喜),
    # no 門清, 對對胡, 三/四暗坎 (五暗坎), no 湊一色 (字一色)
    s = score("111z222z333z444z555z6z +6z")
    check(
        s,
        46,
        {
            "dragon_pung": 1,
            "single_wait": 1,
            "all_honors": 1,
            "five_concealed": 1,
            "big_four_winds": 1,
            "all_honors_minus": 1,
        },
    )
    # (對對胡 is ruled out by both 16s; 字一色 comes first in the table)
    assert gone(s) == {
        "seat_wind_pung": "big_four_winds",
        "round_wind_pung": "big_four_winds",
        "concealed": "five_concealed",
        "all_pungs": "all_honors",
        "three_concealed": "five_concealed",
        "four_concealed": "five_concealed",
        "half_flush": "all_honors",
    }


def test_full_flush() -> None:
    # seed 清一色 12: all characters, [111m] [999m] shown, won on the pair 5m (the only wait):
    # 清一色 12 + 獨聽 1 = 13
    check(score("123m456m789m5m [111m] [999m] +5m"), 13, {"full_flush": 1, "single_wait": 1})
    # negative: an honour pung makes it 湊一色 4 + 箭字坎 1 + 獨聽 1 = 6
    check(score("123m456m789m5m [111m] [777z] +5m"), 6, {"half_flush": 1, "dragon_pung": 1, "single_wait": 1})


def test_half_flush() -> None:
    # seed 湊一色 4 (above); negative: two suits with the honours: 箭字坎 1 + 獨聽 1 = 2
    check(score("123m456m789p5m [111m] [777z] +5m"), 2, {"dragon_pung": 1, "single_wait": 1})


# --- 三/四/五暗坎 --------------------------------------------------------------------------------


def test_three_concealed_pungs() -> None:
    # seed 三暗坎 2: 111m 222p 333s, won on 9m (78m) by discard: 三暗坎 2 + 門清 1 = 3
    check(score("111m222p333s456m78m99s +9m"), 3, {"three_concealed": 1, "concealed": 1})


def test_a_pung_completed_by_a_discard_is_not_concealed() -> None:
    # point 5: 33s 55s waiting on 3s or 5s, won on 3s by discard: 333s is not concealed, 111m 222p
    # are: no 三暗坎: 門清 1
    check(score("111m222p456m789m33s55s +3s"), 1, {"concealed": 1})
    # self-drawn it is: 三暗坎 2 + 門清 1 + 不求自摸 2 = 5
    check(
        score("111m222p456m789m33s55s +3s", self_drawn=True),
        5,
        {"three_concealed": 1, "concealed": 1, "concealed_self_draw": 1},
    )


def test_the_winning_discard_read_in_another_set_keeps_the_pung_concealed() -> None:
    # point 5 "unless the winning tile can sit in another set of the same reading": 11123m + 1m reads
    # 111m + 123m; the discard read in 123m leaves 111m concealed: 111m 222p 333s 555s = 四暗坎 6 +
    # 門清 1 = 7 (read in the pung: 三暗坎 2 + 門清 1 = 3): the best reading is kept
    s = score("11123m222p333s555s99s +1m")
    check(s, 7, {"four_concealed": 1, "concealed": 1})
    assert gone(s) == {"three_concealed": "four_concealed"}
    totals = [ev.total for ev in TW.evaluations(s.hand, TW.check_context({"seat_wind": "S"}), TW.check_options({}))]  # type: ignore[attr-defined]
    assert sorted(totals, reverse=True) == [7, 3]


def test_four_concealed_pungs() -> None:
    # seed 四暗坎 6: 111m 222p 333s 444s, won on 9m by discard: 四暗坎 6 + 門清 1 = 7, 三暗坎 ruled out
    s = score("111m222p333s444s78m99s +9m")
    check(s, 7, {"four_concealed": 1, "concealed": 1})
    assert gone(s) == {"three_concealed": "four_concealed"}


def test_five_concealed_pungs() -> None:
    # seed 五暗坎 16 "不計門清.對對胡; 如為自摸, 加計不求.自摸2台": won on the pair 9s by discard:
    # 五暗坎 16 + 獨聽 1 = 17
    s = score("111m222p333s444s555m9s +9s")
    check(s, 17, {"five_concealed": 1, "single_wait": 1})
    assert gone(s) == {
        "concealed": "five_concealed",
        "all_pungs": "five_concealed",
        "three_concealed": "five_concealed",
        "four_concealed": "five_concealed",
    }
    # self-drawn: 16 + 不求自摸 2 + 獨聽 1 = 19 (自摸 ruled out by 不求自摸)
    s = score("111m222p333s444s555m9s +9s", self_drawn=True)
    check(s, 19, {"five_concealed": 1, "single_wait": 1, "concealed_self_draw": 1})
    assert gone(s)["self_draw"] == "concealed_self_draw"


# --- 四喜, 三元 ---------------------------------------------------------------------------------


def test_big_four_winds_takes_no_wind_bonus() -> None:
    # seed 大四喜 16 "圈序與開門序不另計台"; point 4: four wind pungs shown, 123m, won on 5m:
    # 大四喜 16 + 湊一色 4 + 獨聽 1 = 21; South seat and East round pungs ruled out by 大四喜
    s = score("123m5m [111z] [222z] [333z] [444z] +5m")
    check(s, 21, {"big_four_winds": 1, "half_flush": 1, "single_wait": 1})
    assert gone(s) == {"seat_wind_pung": "big_four_winds", "round_wind_pung": "big_four_winds"}
    # negative: three wind pungs and no wind pair is no 四喜
    assert "big_four_winds" not in items(score("123m5m [111z] [222z] [333z] [555z] +5m"))


def test_small_four_winds_adds_the_bonuses_of_its_pungs() -> None:
    # seed 小四喜 8 "合圈序加1台, 合開門序加1台"; point 4: [111z] [222z] [333z], the pair 44z:
    # 小四喜 8 + South seat 1 + East round 1 + 湊一色 4 + 獨聽 1 = 15
    s = score("123m456m4z [111z] [222z] [333z] +4z")
    check(s, 15, {"small_four_winds": 1, "seat_wind_pung": 1, "round_wind_pung": 1, "half_flush": 1, "single_wait": 1})
    # seat North: the North pair takes no bonus (point 4): 8 + round 1 + 4 + 1 = 14
    check(
        score("123m456m4z [111z] [222z] [333z] +4z", seat_wind="N"),
        14,
        {"small_four_winds": 1, "round_wind_pung": 1, "half_flush": 1, "single_wait": 1},
    )


def test_big_three_dragons_takes_no_dragon_pung() -> None:
    # seed 大三元 8 "箭字坎不另計台": 1235m won on 5m (the only wait): 大三元 8 + 獨聽 1 = 9, each
    # 箭字坎 ruled out
    s = score("123m5m [555z] [666z] [777z] [789p] +5m")
    check(s, 9, {"big_three_dragons": 1, "single_wait": 1})
    assert [(x.id, x.count, x.by) for x in s.suppressed] == [("dragon_pung", 3, "big_three_dragons")]


def test_small_three_dragons_takes_no_dragon_pung() -> None:
    # seed 小三元 4 "箭字坎不另計台": 小三元 4 + 獨聽 1 = 5
    s = score("123m456p7z [555z] [666z] [789p] +7z")
    check(s, 5, {"small_three_dragons": 1, "single_wait": 1})
    assert [(x.id, x.count, x.by) for x in s.suppressed] == [("dragon_pung", 2, "small_three_dragons")]
    # negative: two dragon pungs and no dragon pair: 箭字坎 2 + 獨聽 1 = 3
    check(score("123m456p7s [555z] [666z] [789p] +7s"), 3, {"dragon_pung": 2, "single_wait": 1})


# --- 自摸, 不求自摸, 槓上開花, 海底撈月 ----------------------------------------------------------------


def test_self_draw_of_an_open_hand() -> None:
    # seed 自摸 1; point 7 "An open hand's self-draw is 自摸 1": [123p] claimed: 自摸 1
    check(score("123m456m789m99s78s [123p] +6s", self_drawn=True), 1, {"self_draw": 1})
    # negative: on a discard the same hand is 平胡 2
    check(score("123m456m789m99s78s [123p] +6s"), 2, {"ping_hu": 1})


def test_concealed_self_draw_is_three_with_the_concealed_hand() -> None:
    # seed 不求自摸 2 "與門清合稱「門清一摸三」"; point 7: 門清 1 + 不求自摸 2 = 3, not 門清 + 自摸 = 2
    s = score(PING, self_drawn=True)
    check(s, 3, {"concealed": 1, "concealed_self_draw": 1})
    assert gone(s) == {"self_draw": "concealed_self_draw"}
    # negative: an open hand has no 不求自摸 (above: 自摸 1)
    assert "concealed_self_draw" not in items(score("123m456m789m99s78s [123p] +6s", self_drawn=True))


def test_win_on_a_replacement_tile() -> None:
    # seed 槓上開花 1 "摸花或開槓於槓尾補牌而成胡, 加計自摸1台": [1111p] exposed: 槓上開花 1 + 自摸 1 = 2
    check(
        score("123m456m789m99s78s [1111p] +6s", self_drawn=True, kong_replacement=True),
        2,
        {"self_draw": 1, "kong_replacement": 1},
    )
    # after a flower (3f is West's: no flower 台 for South): the same 2
    check(
        score("123m456m789m99s78s [1111p] +6s 3f", self_drawn=True, flower_replacement=True),
        2,
        {"self_draw": 1, "kong_replacement": 1},
    )
    # negative: an ordinary draw: 自摸 1
    check(score("123m456m789m99s78s [1111p] +6s", self_drawn=True), 1, {"self_draw": 1})
    # a kong replacement needs a kong
    with pytest.raises(ContextError) as info:
        score(PING, self_drawn=True, kong_replacement=True)
    assert info.value.keys == ("kong_replacement",)


def test_last_tile_of_the_wall_needs_a_draw() -> None:
    # seed 海底撈月 1 "加計自摸1台": [123p] claimed: 海底撈月 1 + 自摸 1 = 2
    check(
        score("123m456m789m99s78s [123p] +6s", self_drawn=True, last_wall_tile=True),
        2,
        {"self_draw": 1, "last_tile": 1},
    )
    # point 8: the last discard scores no item: 平胡 2 alone
    check(score("123m456m789m99s78s [123p] +6s", last_wall_tile=True), 2, {"ping_hu": 1})
    # point 7: with 槓上開花 too (seed: 海底倒數第二張 ... 並加計槓上開花), 自摸 counts once: 1 + 1 + 1 = 3
    check(
        score("123m456m789m99s78s [1111p] +6s", self_drawn=True, last_wall_tile=True, kong_replacement=True),
        3,
        {"self_draw": 1, "kong_replacement": 1, "last_tile": 1},
    )


# --- 花牌 -------------------------------------------------------------------------------------


def test_seat_flowers() -> None:
    # seed 花牌 "合開門序1台"; taiwan.md: South's flowers are 2f and 6f: 門清 1 + 2 = 3 (no 平胡: 無花)
    check(score(PING + " 2f6f"), 3, {"concealed": 1, "seat_flower": 2})
    # negative: East's flower for a South seat, and no flower scores for the round wind (East): 門清 1
    check(score(PING + " 1f5f"), 1, {"concealed": 1})


def test_a_full_set_scores_two_instead_of_its_seat_flower() -> None:
    # seed 花牌 "持同色花槓改計2台"; point 9: 1f2f3f4f for South: 花槓 2 in place of 2f's 1 + 門清 1 = 3
    s = score(PING + " 1f2f3f4f")
    check(s, 3, {"concealed": 1, "flower_set": 1})
    assert [(x.id, x.count, x.by) for x in s.suppressed] == [("seat_flower", 1, "flower_set")]
    # with the other seat flower 6f: 花槓 2 + 6f 1 + 門清 1 = 4
    check(score(PING + " 1f2f3f4f6f"), 4, {"concealed": 1, "flower_set": 1, "seat_flower": 1})
    # with 5f (not South's): 花槓 2 + 門清 1 = 3
    check(score(PING + " 1f2f3f4f5f"), 3, {"concealed": 1, "flower_set": 1})


def test_all_eight_flowers_score_eight_in_all() -> None:
    # seed 花牌 "持滿花(8花牌)改計8台"; point 9: 滿花 8 + 門清 1 = 9; the two sets and the two seat
    # flowers ruled out
    s = score(PING + " 1f2f3f4f5f6f7f8f")
    check(s, 9, {"concealed": 1, "all_flowers": 1})
    assert [(x.id, x.count, x.by) for x in s.suppressed] == [
        ("flower_set", 2, "all_flowers"),
        ("seat_flower", 2, "all_flowers"),
    ]


# --- 花胡 -------------------------------------------------------------------------------------

EIGHT = "1f2f3f4f5f6f7f8f"


def test_eight_immortals_needs_no_complete_hand() -> None:
    # seed 八仙過海 8 "三家賠付, 計八仙過海8台1底(手牌未胡毋須掀開), 莊連拉之台數照算": the tiles not
    # shown; South self-draws: 八仙過海 8; the dealer pays 30 + (8 + 作莊 1) x 10 = 120, the others
    # 30 + 80 = 110 each: 340
    hand = parse_hand(EIGHT)
    assert TW.can_score(hand) and not TW.can_score(parse_hand("1f2f"))
    s = TW.score(hand, {"seat_wind": "S", "self_drawn": True, "flower_win": "eight_immortals"})
    check(s, 8, {"eight_immortals": 1})
    assert dict(s.pay) == {"dealer": 120, "non_dealer": 110} and s.received == 340
    assert s.decomposition is None
    # the dealer with N = 1: 8 + 作莊 1 + 連1拉1 2 = 11, each pays 30 + 110 = 140
    s = TW.score(hand, {"self_drawn": True, "flower_win": "eight_immortals", "dealer_streak": 1})
    check(s, 11, {"eight_immortals": 1, "dealer": 1, "dealer_streak": 1})
    assert dict(s.pay) == {"each": 140} and s.received == 420
    # without the flower_win key the flowers alone are refused, naming the key to set
    for shown in (EIGHT, "123m456m789m123p99s79s " + EIGHT):
        with pytest.raises(ContextError) as info:
            TW.score(parse_hand(shown), {"seat_wind": "S", "self_drawn": True})
        assert info.value.keys == ("flower_win",)
    # an incomplete hand shown with it is not scored (不計手牌台數): still 8
    s = score("123m456m789m123p99s79s +1s " + EIGHT, self_drawn=True, flower_win="eight_immortals")
    check(s, 8, {"eight_immortals": 1})


def test_eight_immortals_on_a_winning_replacement_adds_the_hand() -> None:
    # point 9: "that same 8 plus the hand's items and 槓上開花, not 16": 門清 1 + 不求自摸 2 +
    # 槓上開花 1 + 八仙過海 8 = 12 (滿花 ruled out by 八仙過海, 自摸 by 不求自摸)
    s = score(PING + " " + EIGHT, self_drawn=True, flower_replacement=True, flower_win="eight_immortals")
    check(s, 12, {"concealed": 1, "concealed_self_draw": 1, "kong_replacement": 1, "eight_immortals": 1})
    assert gone(s)["all_flowers"] == "eight_immortals"


def test_seven_rob_one_is_paid_by_the_robbed_player() -> None:
    # seed 七搶一 8 "視同被搶花者放銃, 計七搶一8台1底": 30 + 80 = 110 from the robbed player
    s = TW.score(parse_hand(EIGHT), {"seat_wind": "S", "flower_win": "seven_rob_one"})
    check(s, 8, {"seven_rob_one": 1})
    assert dict(s.pay) == {"discarder": 110}
    # robbed from the dealer: + 作莊 1 = 9 (涉莊連拉台數照算)
    s = TW.score(parse_hand(EIGHT), {"seat_wind": "S", "flower_win": "seven_rob_one", "discarder_is_dealer": True})
    check(s, 9, {"seven_rob_one": 1, "dealer": 1})
    # with a complete hand the win is on the replacement of the robbed flower: say so
    with pytest.raises(HandError, match="set “Flower replacement tile”") as info:
        score(PING + " " + EIGHT, flower_win="seven_rob_one")
    assert set(info.value.keys) == {"flower_win", "flower_replacement"}  # type: ignore[attr-defined]


def test_seven_rob_one_with_a_complete_hand_counts_the_hand_as_the_robbed_players_discard() -> None:
    # seed 七搶一 (1): "如補得之牌恰為杠上吐花, 牌面台數照算加計七搶一8台(底注只計1底), 仍視同被搶花者放銃":
    # PING's 門清 1 + 平胡 2 ... on the replacement tile (槓上開花 1), + 七搶一 8, one base, from the robbed
    s = score(PING + " " + EIGHT, flower_win="seven_rob_one", flower_replacement=True)
    counted = items(s)
    assert counted["seven_rob_one"] == 1 and counted["kong_replacement"] == 1 and counted["concealed"] == 1
    assert "all_flowers" not in counted and "seat_flower" not in counted  # ruled out by 七搶一
    assert s.total == sum(it.value * it.count for it in s.items)
    assert dict(s.pay) == {"discarder": 30 + 10 * s.total}  # one base
    # the seed's case (2), a self-draw paid by all three with the flowers by the robbed player
    # alone, is refused: 七搶一 is not self-drawn here
    with pytest.raises(HandError):
        score(PING + " " + EIGHT, flower_win="seven_rob_one", flower_replacement=True, self_drawn=True)


def test_dealt_flower_win_is_twelve() -> None:
    # seed 配牌花胡 12 "台數增為12台": 12 in place of 八仙過海's 8
    s = TW.score(
        parse_hand(EIGHT),
        {"seat_wind": "S", "self_drawn": True, "flower_win": "eight_immortals", "dealt_flowers": True},
    )
    check(s, 12, {"dealt_flower_win": 1})
    # negative: dealt_flowers without a flower win is refused; a flower win without eight flowers too
    with pytest.raises(ContextError):
        score(PING, dealt_flowers=True)
    with pytest.raises(ContextError) as info:
        score(PING + " 1f2f", self_drawn=True, flower_win="eight_immortals")
    assert info.value.keys == ("flower_win",)


# --- 天聽, 地聽, 地聽一發 -------------------------------------------------------------------------


def test_heavenly_ready() -> None:
    # seed 天聽 8 "不計門清, 如自摸則加計不求.自摸2台": on a discard 天聽 8 + 平胡 2 = 10
    s = score(PING, heavenly_ready=True)
    check(s, 10, {"ping_hu": 1, "heavenly_ready": 1})
    assert gone(s) == {"concealed": "heavenly_ready"}
    # self-drawn: 天聽 8 + 不求自摸 2 = 10
    check(score(PING, heavenly_ready=True, self_drawn=True), 10, {"concealed_self_draw": 1, "heavenly_ready": 1})
    # negative (point 15): the dealer cannot declare it
    with pytest.raises(ContextError) as info:
        score(PING, seat_wind="E", heavenly_ready=True)
    assert set(info.value.keys) == {"heavenly_ready", "seat_wind"}


def test_earthly_ready() -> None:
    # seed 地聽 4 "身須門清 ... 不計門清": 地聽 4 + 平胡 2 = 6
    check(score(PING, earthly_ready=True), 6, {"ping_hu": 1, "earthly_ready": 1})
    # negative (point 15): with a chi it is refused
    with pytest.raises(ContextError) as info:
        score("123m456m789m99s78s [123p] +6s", earthly_ready=True)
    assert info.value.keys == ("earthly_ready",)


def test_earthly_ready_first_go_around() -> None:
    # seed 地聽一發 8 "不計地聽, 門清"; point 12: 地聽一發 8 + 平胡 2 = 10
    s = score(PING, earthly_ready=True, first_go_around=True)
    check(s, 10, {"ping_hu": 1, "earthly_ready_first": 1})
    assert gone(s) == {"earthly_ready": "earthly_ready_first", "concealed": "earthly_ready_first"}
    # negative (point 15): the first go-around without a declaration is refused
    with pytest.raises(ContextError) as info:
        score(PING, first_go_around=True)
    assert set(info.value.keys) == {"first_go_around", "heavenly_ready", "earthly_ready"}


# --- 天胡, 地胡, 人胡 ---------------------------------------------------------------------------


def test_heavenly_win() -> None:
    # seed 天胡 16 "不計門清一摸三"; points 11 and 12: the dealer, self-drawn, 獨聽 on 9s:
    # 天胡 16 + 作莊 1 = 17; 門清, 不求自摸, 自摸, 獨聽 ruled out
    s = score("123m456m789m123p567s9s +9s", seat_wind="E", self_drawn=True, heavenly_win=True)
    check(s, 17, {"dealer": 1, "heavenly_win": 1})
    assert gone(s) == {
        "concealed": "heavenly_win",
        "concealed_self_draw": "heavenly_win",
        "self_draw": "heavenly_win",
        "single_wait": "heavenly_win",
    }
    # a concealed kong before the win adds 槓上開花 1 (point 12): 18
    check(
        score(
            "123m456m789m99s78s {1111p} +6s", seat_wind="E", self_drawn=True, heavenly_win=True, kong_replacement=True
        ),
        18,
        {"dealer": 1, "heavenly_win": 1, "kong_replacement": 1},
    )
    # negative: a non-dealer, or a discard, is refused
    with pytest.raises(ContextError):
        score(PING, self_drawn=True, heavenly_win=True)
    with pytest.raises(ContextError):
        score(PING, seat_wind="E", heavenly_win=True)


def test_earthly_win_adds_the_concealed_self_draw() -> None:
    # seed 地胡 16 "不計天聽, 門清, 如自摸則加計不求自摸2台"; point 12: 16 + 2 = 18
    s = score(PING, heavenly_ready=True, first_go_around=True, self_drawn=True)
    check(s, 18, {"concealed_self_draw": 1, "earthly_win": 1})
    assert gone(s) == {"heavenly_ready": "earthly_win", "concealed": "earthly_win", "self_draw": "concealed_self_draw"}
    # negative: after the first go-around it is 天聽 8 + 不求自摸 2 = 10 (test_heavenly_ready)
    assert "earthly_win" not in items(score(PING, heavenly_ready=True, self_drawn=True))


def test_human_win() -> None:
    # seed 人胡 16 "不計天聽, 門清"; point 12: on a discard 人胡 16 + 平胡 2 = 18
    check(score(PING, heavenly_ready=True, first_go_around=True), 18, {"ping_hu": 1, "human_win": 1})
    # point 11: off the dealer's discard 作莊 counts: 19
    check(
        score(PING, heavenly_ready=True, first_go_around=True, discarder_is_dealer=True),
        19,
        {"ping_hu": 1, "human_win": 1, "dealer": 1},
    )
    # negative: self-drawn it is 地胡, not 人胡
    assert "human_win" not in items(score(PING, heavenly_ready=True, first_go_around=True, self_drawn=True))


# --- 嚦咕嚦咕 -----------------------------------------------------------------------------------

LIG = "11m22m33m44p55p66s77s77z +7z"


def test_lig_lig() -> None:
    # seed 嚦咕嚦咕 8 "此中刻子如為有價字牌, 台數加計"; point 13: 777z is a dragon pung: 8 + 箭字坎 1 = 9
    # (no 門清; it waited on eight kinds: no 獨聽)
    s = score(LIG)
    check(s, 9, {"dragon_pung": 1, "lig_lig": 1})
    assert gone(s) == {"concealed": "lig_lig"}
    # the seat wind pung 222z for South adds too: 8 + 1 = 9
    check(score("11m22m33m44p55p66s77s22z +2z"), 9, {"seat_wind_pung": 1, "lig_lig": 1})
    # point 13: self-drawn adds 自摸 1 (default), or 不求自摸 2 under the option
    s = score(LIG, self_drawn=True)
    check(s, 10, {"dragon_pung": 1, "lig_lig": 1, "self_draw": 1})
    assert gone(s)["concealed_self_draw"] == "lig_lig"
    check(
        score(LIG, {"lig_self_draw": "concealed_self_draw"}, self_drawn=True),
        11,
        {"dragon_pung": 1, "lig_lig": 1, "concealed_self_draw": 1},
    )


def test_lig_lig_negatives() -> None:
    # point 13 "seven distinct pairs": 1111m is not two pairs here
    with pytest.raises(NotAWinError):
        score("1111m22m33p44p55s66s77z +7z")
    # the table can leave it out (lig_lig = false): then it is no winning hand
    with pytest.raises(NotAWinError, match="not adopted"):
        score(LIG, {"lig_lig": False})
    # with a flush it adds (point 13): all characters and honours: 湊一色 4 + 8 + 箭字坎 1 = 13
    check(score("11m22m33m44m55m66m77m77z +7z"), 13, {"dragon_pung": 1, "half_flush": 1, "lig_lig": 1})


# --- the best reading, payments, refusals, listing -------------------------------------------


def test_the_best_of_several_readings() -> None:
    # "every reading scored and the highest total kept": 111m 222m 333m read as three pungs,
    # self-drawn: 三暗坎 2 + 門清 1 + 不求自摸 2 = 5; read as three chows 123m: 門清 1 + 不求自摸 2 = 3
    s = score("111m222m333m456p78p99s +6p", self_drawn=True)
    check(s, 5, {"three_concealed": 1, "concealed": 1, "concealed_self_draw": 1})
    assert s.decomposition is not None and sum(1 for g in s.decomposition.groups if g.kind.value == "pung") == 3
    evs = TW.evaluations(
        s.hand,
        TW.check_context({"seat_wind": "S", "self_drawn": True}),  # type: ignore[attr-defined]
        TW.check_options({}),
    )
    # (each reading twice: the winning 6p read in 456p or in 678p)
    assert evs[0].total == 5 and sorted({ev.total for ev in evs}) == [3, 5]


# PING is 門清 1 + 平胡 2 = 3 on a discard and 門清 1 + 不求自摸 2 = 3 self-drawn, so the hand's 台
# are 3 in every case below; the dealer's part is 作莊 1 + 連N拉N 2N (point 10), at 30 + 10 a 台.
@pytest.mark.parametrize("n", [0, 1, 2])
def test_payment_matrix(n: int) -> None:
    d = 1 + 2 * n
    # a non-dealer wins off a non-dealer: 3, the discarder pays 30 + 30 = 60 whatever N
    s = score(PING, dealer_streak=n)
    assert s.total == 3 and dict(s.pay) == {"discarder": 60} and s.received == 60
    # a non-dealer wins off the dealer: 3 + d, the dealer pays 30 + (3 + d) x 10 (70, 90, 110)
    s = score(PING, dealer_streak=n, discarder_is_dealer=True)
    assert s.total == 3 + d and dict(s.pay) == {"discarder": 30 + (3 + d) * 10} == {"discarder": [70, 90, 110][n]}
    # a non-dealer self-draws: the total stays 3; the dealer pays 30 + (3 + d) x 10, the other
    # two 60 each (received 190, 210, 230)
    s = score(PING, dealer_streak=n, self_drawn=True)
    assert s.total == 3 and "dealer" not in items(s)
    assert dict(s.pay) == {"dealer": [70, 90, 110][n], "non_dealer": 60} and s.received == [190, 210, 230][n]
    # the dealer wins off a discard: 3 + d, the discarder pays 70, 90, 110
    s = score(PING, seat_wind="E", dealer_streak=n)
    assert s.total == 3 + d and dict(s.pay) == {"discarder": [70, 90, 110][n]}
    # the dealer self-draws: 3 + d, each pays 70, 90, 110 (received 210, 270, 330)
    s = score(PING, seat_wind="E", dealer_streak=n, self_drawn=True)
    assert s.total == 3 + d and dict(s.pay) == {"each": [70, 90, 110][n]} and s.received == [210, 270, 330][n]
    assert {p.role: p.names.zh_hant for p in s.payments} == {"each": "每家"}


def test_payment_options_and_role_names() -> None:
    # 底 50, 20 a 台: a non-dealer's self-draw of 3, N = 1: dealer 50 + 6 x 20 = 170, others 50 + 60 = 110
    s = score(PING, {"base": 50, "tai_value": 20}, self_drawn=True, dealer_streak=1)
    assert dict(s.pay) == {"dealer": 170, "non_dealer": 110} and s.received == 390
    assert [(p.names.zh_hant, p.names.en) for p in s.payments] == [("莊家", "dealer"), ("每位閒家", "each non-dealer")]
    with pytest.raises(OptionError):
        score(PING, {"base": -1})


def test_the_batch_speaks_the_pay_roles() -> None:
    r = score_record(
        {
            "id": "t",
            "rules": "taiwan",
            "hand": "123m456m789m123p99s78s",
            "win": "6s",
            "context": {"seat_wind": "S", "self_drawn": True, "dealer_streak": 1},
        }
    )
    assert r["ok"] and r["total"] == 3 and r["pay"] == {"dealer": 90, "non_dealer": 60} and r["received"] == 210
    assert [i["id"] for i in r["items"]] == ["concealed", "concealed_self_draw"]
    r = score_record(
        {
            "id": "f",
            "rules": "taiwan",
            "hand": "123m456m789m123p99s78s",
            "win": "6s",
            "flowers": "2f6f",
            "context": {"seat_wind": "S"},
        }
    )
    assert r["ok"] and r["total"] == 3 and r["pay"] == {"discarder": 60}


@pytest.mark.parametrize(
    "record, code",
    [
        # point 15: a flower among the standing tiles
        ({"hand": "123m456m789m123p99s7s1f", "win": "8s"}, "bad_tile"),
        # point 15: a hand of any size but 16 before the win
        ({"hand": "123m456m789m99s7s", "win": "8s"}, "tile_count"),
        # taiwan.md: the dealer sits East
        (
            {"hand": "123m456m789m123p99s78s", "win": "6s", "context": {"dealer": True, "seat_wind": "S"}},
            "impossible_context",
        ),
        ({"hand": "123m456m789m123p99s78s", "win": "6s", "context": {"dealer_streak": -1}}, "bad_context"),
    ],
)
def test_refusals_in_the_batch(record: dict[str, Any], code: str) -> None:
    r = score_record({"id": "x", "rules": "taiwan", **record})
    assert r["ok"] is False and r["error"]["code"] == code, r


def test_a_hand_of_the_wrong_size_is_refused() -> None:
    with pytest.raises(TileCountError, match="17 tiles"):
        TW.score(parse_hand("123m456m789s12s55z +3s"))


def test_declared_constraints_name_their_keys() -> None:
    with pytest.raises(ContextError) as info:
        score(PING, dealer=True)
    assert info.value.keys == ("dealer", "seat_wind")
    ctx = TW.check_context({"seat_wind": "S"})
    assert TW.allowed("heavenly_ready", True, ctx, {}) and not TW.allowed("first_go_around", True, ctx, {})
    assert not TW.allowed("heavenly_ready", True, TW.check_context({}), {})  # seat East is the dealer


def test_dealer_false_at_seat_east_is_refused_with_the_reason(capsys: Any) -> None:
    """Issue 41: dealer=false with seat East was overridden (作莊 still scored) on the command line
    and in the batch; it is refused with the reason, as dealer=true at seat South is."""
    for ctx in ({"seat_wind": "E", "dealer": False}, {"dealer": "false"}):  # (seat East is the default)
        with pytest.raises(ContextError) as info:
            TW.score(parse_hand(PING), ctx)
        e = info.value
        assert e.code == "impossible_context" and e.keys == ("dealer", "seat_wind")
        assert e.text("en") == (
            "“Winner is the dealer” is set false, but “Seat wind”: East makes it true (the winner "
            "is the dealer; the dealer sits East, and seat East is the dealer)"
        )
        assert "莊家胡牌" in e.text("zh-Hant") and "「自風」：東" in e.text("ja")
    # left out, or set true, it follows the seat as before: 作莊 counts
    assert items(TW.score(parse_hand(PING), {"seat_wind": "E"}))["dealer"] == 1
    assert items(TW.score(parse_hand(PING), {"seat_wind": "E", "dealer": True}))["dealer"] == 1
    assert "dealer" not in items(score(PING, dealer=False))  # false at seat South: what it says
    # the command line and the batch refuse it too
    out = io.StringIO()
    assert mjscore(["score", "-r", "taiwan", PING, "dealer=false"], out) != 0
    assert "is set false, but" in capsys.readouterr().err
    r = score_record(
        {
            "rules": "taiwan",
            "hand": "123m456m789m123p99s78s",
            "win": "6s",
            "context": {"seat_wind": "E", "dealer": False},
        }
    )
    assert r["ok"] is False and r["error"]["code"] == "impossible_context" and "set false" in r["error"]["message"]


#: every item of seed 004 the issue lists, with its name in zh-Hant and its 台
SEED_ITEMS = {
    "seat_wind_pung": ("風字坎（門風）", 1),
    "round_wind_pung": ("風字坎（圈風）", 1),
    "dragon_pung": ("箭字坎", 1),
    "concealed": ("門清", 1),
    "all_melded": ("全求", 2),
    "half_melded": ("半求", 1),
    "ping_hu": ("平胡", 2),
    "all_pungs": ("對對胡", 4),
    "dealer": ("作莊", 1),
    "dealer_streak": ("連N拉N", 2),
    "single_wait": ("獨聽", 1),
    "robbing_kong": ("搶槓", 1),
    "all_honors": ("字一色", 16),
    "full_flush": ("清一色", 12),
    "half_flush": ("湊一色", 4),
    "three_concealed": ("三暗坎", 2),
    "four_concealed": ("四暗坎", 6),
    "five_concealed": ("五暗坎", 16),
    "big_four_winds": ("大四喜", 16),
    "small_four_winds": ("小四喜", 8),
    "big_three_dragons": ("大三元", 8),
    "small_three_dragons": ("小三元", 4),
    "self_draw": ("自摸", 1),
    "concealed_self_draw": ("不求自摸", 2),
    "kong_replacement": ("槓上開花", 1),
    "last_tile": ("海底撈月", 1),
    "seat_flower": ("花牌（門風花）", 1),
    "flower_set": ("花槓", 2),
    "all_flowers": ("滿花（八張花牌）", 8),
    "eight_immortals": ("八仙過海", 8),
    "seven_rob_one": ("七搶一", 8),
    "dealt_flower_win": ("配牌花胡", 12),
    "heavenly_ready": ("天聽", 8),
    "earthly_ready": ("地聽", 4),
    "earthly_ready_first": ("地聽一發", 8),
    "heavenly_win": ("天胡", 16),
    "earthly_win": ("地胡", 16),
    "human_win": ("人胡", 16),
    "lig_lig": ("嚦咕嚦咕", 8),
    "all_honors_minus": ("字一色含三元/四喜減4台", -4),
}


def test_mjscore_rules_lists_every_item_with_its_definition() -> None:
    out = io.StringIO()
    assert mjscore(["rules", "taiwan", "--json"], out) == 0
    desc = json.loads(out.getvalue())
    listed = {i["id"]: i for i in desc["items"]}
    # the seed's items, each on, and the items other tables have, off (issue 28)
    assert set(listed) == set(SEED_ITEMS) | {"river_bottom"}
    assert listed["river_bottom"]["on"] is False
    for rid, (zh_hant, value) in SEED_ITEMS.items():
        it = listed[rid]
        assert (it["zh_hant"], it["value"], it["on"]) == (zh_hant, value, True), rid
        assert all(it["definition"][lang].strip() for lang in ("en", "zh-Hans", "zh-Hant", "ja")), rid
        assert it["en"] and it["ja"] and it["zh"], rid
    assert {f["key"] for f in desc["context"]} >= {
        "self_drawn",
        "seat_wind",
        "round_wind",
        "last_wall_tile",
        "kong_replacement",
        "robbing_kong",
        "dealer",
        "dealer_streak",
        "discarder_is_dealer",
        "flower_replacement",
        "heavenly_ready",
        "earthly_ready",
        "first_go_around",
        "heavenly_win",
    }
    defaults = {f["key"]: f["default"] for f in desc["context"]}
    assert defaults["dealer_streak"] == 0 and defaults["dealer"] is False and defaults["heavenly_win"] is False
    assert [p["key"] for p in desc["presets"]] == ["seed", "pocket"]


def test_the_default_preset_is_the_seed_table() -> None:
    assert TW.preset_options("seed") == {"base": 30, "tai_value": 10, "lig_lig": True, "lig_self_draw": "self_draw"}
    assert TW.check_options({}) == TW.check_options(TW.preset_options("seed"))


def test_mjscore_score_shows_the_breakdown() -> None:
    out = io.StringIO()
    assert (
        mjscore(["score", "--rules", "taiwan", PING, "seat_wind=S", "self_drawn=true", "--lang", "zh-Hant"], out) == 0
    )
    text = out.getvalue()
    assert "門清" in text and "不求自摸" in text and "胡牌：3 台" in text and "莊家" in text


def test_english_names_carry_no_chinese_terms() -> None:
    # as MCR's: the English window shows English (the Chinese terms are in the other languages)
    def cjk(text: str) -> bool:
        return any("\u3000" <= ch <= "\u9fff" for ch in text)

    names = [i.names.en for i in TW.items()] + [f.names.en for f in TW.context_fields + TW.option_fields]
    names += [c.names.en for f in TW.context_fields + TW.option_fields for c in f.choices]
    names += [i.definition.en for i in TW.items() if i.definition is not None]
    assert names and not [n for n in names if cjk(n)]


def test_a_users_preset_file_loads_and_a_broken_one_names_its_line(tmp_path: Any) -> None:
    from core.model.errors import PresetError

    good = tmp_path / "house.toml"
    good.write_text(
        '[preset.house]\nen = "House"\n\n[preset.house.options]\nbase = 50\nlig_self_draw = "concealed_self_draw"\n',
        encoding="utf-8",
    )
    (preset,) = TW.read_preset_file(good)
    opts = dict(preset.options)
    # 嚦咕嚦咕 self-drawn under this house's table: 8 + 箭字坎 1 + 不求自摸 2 = 11; each pays
    # (South self-draws) 50 + 110 = 160, the dealer 50 + (11 + 作莊 1) x 10 = 170
    s = score(LIG, opts, self_drawn=True)
    assert s.total == 11 and dict(s.pay) == {"dealer": 170, "non_dealer": 160}
    bad = tmp_path / "bad.toml"
    bad.write_text(
        '[preset.house]\nen = "House"\n\n[preset.house.options]\nlig_self_draw = "sometimes"\n', encoding="utf-8"
    )
    with pytest.raises(PresetError) as info:
        TW.read_preset_file(bad)
    assert info.value.line == 5 and info.value.field == "lig_self_draw" and str(bad) in str(info.value)
    # the built-in table stays in use
    assert TW.preset_options("seed")["lig_self_draw"] == "self_draw"
