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
    for rid in ("heavenly_ready", "earthly_ready", "all_honors_minus", "flower_set", "seat_flower",
                "dealt_flower_win", "earthly_ready_first", "all_flowers"):
        assert values[rid] == house[rid], rid
    changed = {rid for rid in values if values[rid] != house[rid]}
    assert changed == {"full_flush", "four_concealed", "five_concealed", "heavenly_win", "human_win"}


def test_a_score_under_the_apps_table_names_it() -> None:
    s = T.score(parse_hand("123m456m789m123p456p1s+1s"), {"last_wall_tile": True}, {"preset": "pocket"})
    assert s.table.preset == "pocket" and s.table.changed == ()
    assert s.item("river_bottom") is not None
