"""Checks of the PyMahjongGB adapter (tests/oracles/gb.py) itself.

The adapter is only worth something as an oracle if it hands MahjongGB the hand we mean:
these tests pin its tile codes by hands whose fans depend on the exact tile (dots and
bamboo by 推不倒, green by 绿一色, white by 推不倒, winds by 门风刻/圈风刻), its context flags,
its refusals, and, over every transcribed rulebook case, that MahjongGB applied to our
converted input gives the rulebook's fans (which checks the transcription as well).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from core.model.hand import Hand, Meld, MeldKind
from core.model.notation import parse_hand, parse_meld, parse_tiles
from core.model.tiles import Tile
from tests.data_files import mcr_fan_names
from tests.oracles.gb import ZH_TO_ID, OracleRefused, gb_arguments, gb_fans, gb_pack, gb_tile, gb_total

DATA = Path(__file__).parent / "data" / "mcr_reference.jsonl"
CASES: list[dict[str, Any]] = [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines() if line]


def build_hand(case: dict[str, Any]) -> Hand:
    return Hand(
        standing=tuple(parse_tiles(case["hand"])),
        melds=tuple(parse_meld(m) for m in case["melds"]),
        win=parse_tiles(case["win"])[0],
        flowers=(),
    )


def build_context(case: dict[str, Any]) -> dict[str, Any]:
    return {**case["context"], "flowers": case["flowers"]}


# --- tile codes ------------------------------------------------------------------------------


def test_tile_codes_table() -> None:
    assert [gb_tile(k) for k in (0, 8, 9, 17, 18, 26)] == ["W1", "W9", "B1", "B9", "T1", "T9"]
    assert [gb_tile(k) for k in range(27, 34)] == ["F1", "F2", "F3", "F4", "J3", "J2", "J1"]
    assert gb_tile(Tile(13, red=True)) == "B5"
    with pytest.raises(ValueError):
        gb_tile(34)


def test_dots_and_bamboo_and_white_by_reversible_tiles() -> None:
    # 推不倒: dots 1234589, bamboo 245689 and white. Only right if p->B, s->T and 5z->J3.
    hand = parse_hand("123p345p888p555z5s +5s")
    assert "reversible_tiles" in gb_fans(hand)
    # the same shape in characters is not reversible
    assert "reversible_tiles" not in gb_fans(parse_hand("123m345m888m555z5s +5s"))
    # with red instead of white it is not reversible either
    assert "reversible_tiles" not in gb_fans(parse_hand("123p345p888p777z5s +5s"))


def test_bamboo_and_green_by_all_green() -> None:
    fans = gb_fans(parse_hand("222333444666s6z +6z"))
    assert fans.get("all_green") == 1
    # red or white instead of green: no 绿一色
    assert "all_green" not in gb_fans(parse_hand("222333444666s7z +7z"))
    assert "all_green" not in gb_fans(parse_hand("222333444666s5z +5z"))


def test_characters_by_nine_gates() -> None:
    assert gb_fans(parse_hand("1112345678999m +5m")).get("nine_gates") == 1


def test_three_dragons_are_three_different_tiles() -> None:
    fans = gb_fans(parse_hand("555666777z123m5p +5p"))
    assert fans.get("big_three_dragons") == 1


@pytest.mark.parametrize("wind", ["E", "S", "W", "N"])
def test_winds_seat_and_prevalent(wind: str) -> None:
    number = "ESWN".index(wind) + 1
    hand = parse_hand(f"123m456p789s{number}{number}{number}z5p +5p")
    assert gb_fans(hand, {"seat_wind": wind, "round_wind": wind}).get("seat_wind") == 1
    assert gb_fans(hand, {"seat_wind": wind, "round_wind": wind}).get("prevalent_wind") == 1
    other = "ESWN"[number % 4]
    fans = gb_fans(hand, {"seat_wind": other, "round_wind": other})
    assert "seat_wind" not in fans and "prevalent_wind" not in fans
    assert fans.get("pung_of_terminals_or_honors") == 1


# --- packs -----------------------------------------------------------------------------------


def test_packs() -> None:
    assert gb_pack(parse_meld("chi 789s")) == ("CHI", "T8", 1)
    assert gb_pack(parse_meld("chi 789s"), 3) == ("CHI", "T8", 3)
    assert gb_pack(parse_meld("pon 777z")) == ("PENG", "J1", 1)
    assert gb_pack(parse_meld("kan 1111p"), 2) == ("GANG", "B1", 2)
    assert gb_pack(parse_meld("kakan 1111p")) == ("GANG", "B1", 1)
    assert gb_pack(parse_meld("ankan 9999m")) == ("GANG", "W9", 0)
    with pytest.raises(ValueError):
        gb_pack(parse_meld("chi 123m"), 0)  # 0 would make MahjongGB treat the chow as concealed


def test_concealed_and_melded_kongs() -> None:
    base = "123m456p789s5p"
    concealed = gb_fans(
        Hand(
            tuple(parse_tiles(base)),
            (Meld(MeldKind.CONCEALED_KONG, tuple(parse_tiles("7777z"))),),
            parse_tiles("5p")[0],
        )
    )
    assert concealed.get("concealed_kong") == 1 and concealed.get("concealed_hand") == 1
    for word in ("kan", "kakan"):
        melded = gb_fans(Hand(tuple(parse_tiles(base)), (parse_meld(f"{word} 7777z"),), parse_tiles("5p")[0]))
        assert melded.get("melded_kong") == 1 and "concealed_hand" not in melded


def test_claimed_chow_breaks_concealed_hand() -> None:
    hand = parse_hand("456p789s123s5p [123m] +5p")
    fans = gb_fans(hand)
    assert "concealed_hand" not in fans
    for offer in (1, 2, 3):
        assert gb_fans(hand, offers=[offer]) == fans


# --- context ---------------------------------------------------------------------------------

CHICKEN = "56s678p33z [123m] [345m] +7s"  # 无番和 on a discard


def test_context_flags() -> None:
    hand = parse_hand(CHICKEN)
    assert gb_fans(hand) == {"chicken_hand": 1}
    assert gb_fans(hand, {"self_drawn": True}) == {"self_drawn": 1}
    assert gb_fans(hand, {"self_drawn": True, "last_wall_tile": True}) == {"last_tile_draw": 1}
    assert gb_fans(hand, {"last_wall_tile": True}) == {"last_tile_claim": 1}
    # 杠上开花 needs a kong in the hand: without one MahjongGB ignores the flag
    assert gb_fans(hand, {"self_drawn": True, "kong_replacement": True}) == {"self_drawn": 1}
    with_kong = parse_hand("56s678p33z [123m] [3333p] +7s")
    assert gb_fans(with_kong, {"self_drawn": True, "kong_replacement": True}) == {
        "out_with_replacement_tile": 1,
        "melded_kong": 1,
    }
    assert gb_fans(hand, {"robbing_kong": True}) == {"robbing_the_kong": 1}
    assert gb_fans(hand, {"last_copy": True}) == {"last_tile": 1}
    # 抢杠和 does not also count 和绝张
    assert gb_fans(hand, {"robbing_kong": True, "last_copy": True}) == {"robbing_the_kong": 1}


def test_flowers_from_context_or_hand() -> None:
    hand = parse_hand(CHICKEN)
    assert gb_fans(hand, {"flowers": 3}) == {"chicken_hand": 1, "flower_tiles": 3}
    assert gb_total(hand, {"flowers": 3}) == 11
    with_flowers = parse_hand(CHICKEN + " 1f5f")
    assert gb_fans(with_flowers) == {"chicken_hand": 1, "flower_tiles": 2}
    assert gb_fans(with_flowers, {"flowers": 0}) == {"chicken_hand": 1}


def test_arguments_order() -> None:
    hand = parse_hand(CHICKEN)
    args = gb_arguments(
        hand,
        {
            "self_drawn": True,
            "seat_wind": "S",
            "round_wind": "N",
            "last_copy": True,
            "robbing_kong": False,
            "kong_replacement": True,
            "last_wall_tile": True,
            "flowers": 2,
        },
    )
    packs, standing, win, flowers, self_drawn, fourth, kong, wall_last, seat, prevalent = args
    assert packs == (("CHI", "W2", 1), ("CHI", "W4", 1))
    assert standing == ("B6", "B7", "B8", "T5", "T6", "F3", "F3")
    assert (win, flowers, self_drawn, fourth, kong, wall_last, seat, prevalent) == (
        "T7",
        2,
        True,
        True,
        True,
        True,
        1,
        3,
    )


def test_bad_context() -> None:
    hand = parse_hand(CHICKEN)
    with pytest.raises(ValueError, match="unknown context keys"):
        gb_fans(hand, {"selfdrawn": True})
    with pytest.raises(ValueError, match="wind"):
        gb_fans(hand, {"seat_wind": "X"})
    with pytest.raises(ValueError, match="flowers"):
        gb_fans(hand, {"flowers": 9})


# --- refusals --------------------------------------------------------------------------------


def test_refuses_a_hand_that_is_not_a_win() -> None:
    with pytest.raises(OracleRefused) as e:
        gb_fans(parse_hand("123m456p789s1357z +1z"))
    assert e.value.code == "ERROR_NOT_WIN"


def test_refuses_a_standing_hand() -> None:
    with pytest.raises(OracleRefused) as e:
        gb_fans(parse_hand("123m456p789s1112z"))
    assert e.value.code == "no_winning_tile"


def test_refuses_a_17_tile_hand() -> None:
    with pytest.raises(OracleRefused) as e:
        gb_fans(parse_hand("123m456m789m123p456p7z +7z"))
    assert e.value.code == "not_13_tile_hand"


# --- names -----------------------------------------------------------------------------------


def test_fan_names_cover_the_spec() -> None:
    """MahjongGB's Chinese names map onto every id of the spec's fan table (as the tests keep
    it: tests/data/mcr_fan_names.tsv), each onto the id of its own name."""
    rows = mcr_fan_names()
    assert len(rows) == 82
    ids = {r["id"] for r in rows}
    assert set(ZH_TO_ID.values()) == ids
    for r in rows:
        if r["zh"] in ZH_TO_ID:
            assert ZH_TO_ID[r["zh"]] == r["id"]


# --- the transcribed reference cases ---------------------------------------------------------


def test_first_reference_cases_by_hand() -> None:
    # gb-mahjong-cases #0: [EEE,2][SSSS,1]WWWNN55pN|EE1000
    hand = parse_hand("55p33344z [111z] [2222z] +4z")
    assert gb_fans(hand, {"self_drawn": True}) == {
        "big_four_winds": 1,
        "half_flush": 1,
        "two_concealed_pungs": 1,
        "melded_kong": 1,
        "self_drawn": 1,
    }
    # #1: the same tiles won on 5p, south round, north seat
    hand = parse_hand("55p33344z [111z] [2222z] +5p")
    assert gb_fans(hand, {"self_drawn": True, "round_wind": "S", "seat_wind": "N"}) == {
        "little_four_winds": 1,
        "half_flush": 1,
        "all_pungs": 1,
        "prevalent_wind": 1,
        "two_concealed_pungs": 1,
        "melded_kong": 1,
        "self_drawn": 1,
    }
    # #76: [CCCC][FFFF][PPPP][EEEE]NN|EE1011|8
    hand = parse_hand("4z {7777z} {6666z} {5555z} {1111z} +4z")
    assert gb_fans(hand, {"self_drawn": True, "last_wall_tile": True, "kong_replacement": True, "flowers": 8}) == {
        "big_three_dragons": 1,
        "four_kongs": 1,
        "all_honors": 1,
        "four_concealed_pungs": 1,
        "last_tile_draw": 1,
        "out_with_replacement_tile": 1,
        "prevalent_wind": 1,
        "seat_wind": 1,
        "flower_tiles": 8,
    }


def test_reference_file_is_well_formed() -> None:
    ids = [c["id"] for c in CASES]
    assert len(ids) == len(set(ids)) == 262
    for c in CASES:
        assert c["rules"] == "mcr"
        hand = build_hand(c)
        assert hand.size == 14
        assert c["expect"]["fans"], c["id"]


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_oracle_agrees_with_reference(case: dict[str, Any]) -> None:
    expect = case["expect"]
    got = gb_fans(build_hand(case), build_context(case))
    accepted = [expect["fans"]] + ([expect["alt"]] if expect["alt"] is not None else [])
    assert got in accepted, f"{expect['source']}: MahjongGB {got}, reference {accepted}"
