"""The common Taiwanese tables (issue 28): the seed's table stays the default; 河底撈魚 is an
item other tables have, off in it; the game apps' table (preset ``pocket``) changes only the
values two independent public sources agree on (cited in data/taiwan_presets.toml)."""

from __future__ import annotations

from typing import Any

import pytest

from core.model.errors import HandError
from core.model.notation import parse_hand
from core.rules import get_rules

T = get_rules("taiwan")
POCKET = T.preset_as_options(next(p for p in T.presets if p.key == "pocket"))
SEED = T.preset_as_options(next(p for p in T.presets if p.key == "seed"))


def _items(hand: str, ctx: dict[str, Any], options: dict[str, Any]) -> dict[str, int]:
    s = T.score(parse_hand(hand), ctx, options)
    return {it.id: it.value * it.count for it in s.items}


def test_the_seed_is_the_default_and_has_no_last_discard_item() -> None:
    assert T.presets[0].key == "seed"
    hand = "123m456m789m123p456p1s+1s"
    for options in ({}, SEED):
        assert "river_bottom" not in _items(hand, {"last_wall_tile": True}, options)
    assert {i.id: i.on for i in T.items()}["river_bottom"] is False


def test_the_apps_table_changes_the_values_the_sources_agree_on() -> None:
    # 清一色 8 (seed 12): a full flush of characters, won on a discard
    flush = "111m234m567m789m999m2m+2m"
    assert _items(flush, {}, SEED)["full_flush"] == 12
    assert _items(flush, {}, POCKET)["full_flush"] == 8
    # 四暗刻 5 (seed 6), 五暗刻 8 (seed 16)
    four = "111m222p333s444m55z12s+3s"
    assert _items(four, {}, SEED)["four_concealed"] == 6
    assert _items(four, {}, POCKET)["four_concealed"] == 5
    five = "111m222p333s444m555p1z+1z"
    assert _items(five, {"self_drawn": True}, SEED)["five_concealed"] == 16
    assert _items(five, {"self_drawn": True}, POCKET)["five_concealed"] == 8
    # 天胡 24 (seed 16), 人胡 8 (seed 16)
    hand = "123m456m789m123p456p1s+1s"
    assert _items(hand, {"self_drawn": True, "heavenly_win": True}, POCKET)["heavenly_win"] == 24
    assert _items(hand, {"self_drawn": True, "heavenly_win": True}, SEED)["heavenly_win"] == 16
    human = {"seat_wind": "S", "heavenly_ready": True, "first_go_around": True}  # the house table's 人胡
    assert _items(hand, human, POCKET)["human_win"] == 8
    assert _items(hand, human, SEED)["human_win"] == 16
    # 河底撈魚 1: a discard win on the last discard; a self-draw is 海底撈月, not it
    assert _items(hand, {"last_wall_tile": True}, POCKET)["river_bottom"] == 1
    drawn = _items(hand, {"last_wall_tile": True, "self_drawn": True}, POCKET)
    assert "river_bottom" not in drawn and drawn["last_tile"] == 1


def test_the_apps_table_has_no_seven_pairs_and_a_pung() -> None:
    assert _items("1122m3344p5566s77z99p+9p", {}, SEED)["lig_lig"] == 8
    with pytest.raises(HandError):
        T.score(parse_hand("1122m3344p5566s77z99p+9p"), {}, POCKET)


def test_the_apps_table_keeps_what_one_source_alone_gives() -> None:
    """天聽 16 and 地聽 8 are one transcription's values only: the preset keeps the house table's."""
    values = {i.id: i.value for i in T.items(POCKET)}
    house = {i.id: i.value for i in T.items(SEED)}
    for rid in (
        "heavenly_ready",
        "earthly_ready",
        "flower_set",
        "seat_flower",
        "dealt_flower_win",
        "earthly_ready_first",
        "all_flowers",
    ):
        assert values[rid] == house[rid], rid
    changed = {rid for rid in values if values[rid] != house[rid]}
    assert changed == {"full_flush", "four_concealed", "five_concealed", "heavenly_win", "human_win"}


def test_a_score_under_the_apps_table_names_it() -> None:
    s = T.score(parse_hand("123m456m789m123p456p1s+1s"), {"last_wall_tile": True}, {"preset": "pocket"})
    assert s.table.preset == "pocket" and s.table.changed == ()
    assert s.item("river_bottom") is not None


SEVEN = "123m456m789m123p456p1s+1s 1f2f3f4f5f6f7f8f"
CASE_2 = {"flower_win": "seven_rob_one", "self_drawn": True, "flower_replacement": True, "seat_wind": "S"}


def test_seven_rob_one_case_2_is_refused_unless_a_preset_says_the_base() -> None:
    """Seed 004: 「如补得之牌恰为杠上吐花, 视同自摸, 三家赔付, 牌面台数照算(不含抢得之花牌), 但花牌台数
    被抢花者应单独计七抢一8台」: whether that part has a base of its own is not said."""
    with pytest.raises(HandError, match="seven_rob_one_drawn"):
        T.score(parse_hand(SEVEN), CASE_2)
    with pytest.raises(HandError, match="flower_replacement"):
        T.score(parse_hand(SEVEN), {**CASE_2, "flower_replacement": False}, {"seven_rob_one_drawn": "no_base"})


@pytest.mark.parametrize("option, robbed", [("no_base", 8 * 10), ("one_base", 30 + 8 * 10)])
def test_seven_rob_one_case_2_worked_by_hand(option: str, robbed: int) -> None:
    s = T.score(parse_hand(SEVEN), CASE_2, {"seven_rob_one_drawn": option})
    # the hand: 門清 1, 獨聽 1, 不求自摸 2 (門清一摸三), 槓上開花 1 (the flower's replacement) = 5
    # 台, paid as a self-draw by all three; no flower 台 but 七搶一's 8, paid by the robbed player
    hand = {it.id: it.value for it in s.items}
    assert hand == {
        "concealed": 1,
        "single_wait": 1,
        "concealed_self_draw": 2,
        "kong_replacement": 1,
        "seven_rob_one": 8,
    }
    assert s.total == 13
    # South wins: the dealer pays 30 + (5 + 1 作莊) x 10, each non-dealer 30 + 5 x 10
    assert dict(s.pay) == {"dealer": 90, "non_dealer": 80, "robbed": robbed}
    assert s.received == 90 + 2 * 80 + robbed
    assert [p.names.en for p in s.payments][-1] == "the player robbed of the flower (the flowers' part)"


def test_seven_rob_one_case_2_is_refused_on_the_match_sheet_with_the_reason(tmp_path: Any) -> None:
    from core.referee.match import WinInput
    from core.referee.records import Store

    store = Store(tmp_path / "m.sqlite")
    match = store.create_match("taiwan", ["A", "B", "C", "D"], options={"seven_rob_one_drawn": "one_base"})
    inputs = {
        "hand": "123m456m789m123p456p1s",
        "win": "1s",
        "flowers": "1f2f3f4f5f6f7f8f",
        "context": {"flower_win": "seven_rob_one", "flower_replacement": True},
    }
    with pytest.raises(HandError, match="who was robbed of the flower"):
        store.add(match.id, WinInput(1, None, inputs))
    assert store.sheet(match.id).rows == ()


# --- issue 41: the three public tables count 五暗刻 with 碰碰胡 and 門清, and have no 字一色 minus 4 ---

FIVE_ON_A_PAIR = "111222333m444555p7s+7s"  # five concealed pungs, won on a discard of 7s (a pair wait)


def test_the_apps_table_counts_five_concealed_pungs_with_all_pungs_and_concealed() -> None:
    """111222333m444555p77s won on a discard: 9 台 under pocket (五暗刻 8 + 獨聽 1, 碰碰胡 and
    門清 ruled out as the house table does), 14 under the three tables the preset cites."""
    pocket = T.score(parse_hand(FIVE_ON_A_PAIR), {"seat_wind": "S"}, POCKET)
    assert pocket.total == 14
    assert {it.id: it.value for it in pocket.items} == {
        "five_concealed": 8,
        "all_pungs": 4,
        "concealed": 1,
        "single_wait": 1,
    }
    # the house table (the default) is unchanged: 五暗坎 16 rules out 碰碰胡 and 門清
    for options in ({}, SEED):
        seed = T.score(parse_hand(FIVE_ON_A_PAIR), {"seat_wind": "S"}, options)
        assert seed.total == 17 and {it.id for it in seed.items} == {"five_concealed", "single_wait"}
        assert {(s.id, s.by) for s in seed.suppressed} >= {
            ("all_pungs", "five_concealed"),
            ("concealed", "five_concealed"),
        }
    # the option alone does it, under any table; the lower pungs stay ruled out
    alone = T.score(parse_hand(FIVE_ON_A_PAIR), {"seat_wind": "S"}, {"five_concealed_adds": True})
    assert {it.id for it in alone.items} == {"five_concealed", "all_pungs", "concealed", "single_wait"}
    assert {s.id for s in alone.suppressed} == {"three_concealed", "four_concealed"}


def test_the_apps_table_has_no_minus_four_for_all_honours() -> None:
    hand = "111222333444555z6z+6z"  # all honours with big four winds
    seed = _items(hand, {"seat_wind": "S"}, SEED)
    assert seed["all_honors_minus"] == -4
    pocket = _items(hand, {"seat_wind": "S"}, POCKET)
    assert "all_honors_minus" not in pocket and pocket["all_honors"] == 16
    assert {i.id: i.on for i in T.items(POCKET)}["all_honors_minus"] is False
    assert {i.id: i.on for i in T.items()}["all_honors_minus"] is True
