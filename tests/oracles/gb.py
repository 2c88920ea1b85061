"""An adapter from our hands to PyMahjongGB (``MahjongGB``), the Python binding of the
GB-Mahjong (MCR) fan calculator, for differential tests of ``core.rules.mcr.ruleset``.

Usage::

    from tests.oracles.gb import OracleRefused, gb_fans
    fans = gb_fans(hand, {"self_drawn": True, "seat_wind": "S", "flowers": 2})
    # -> {"all_chows": 1, "self_drawn": 1, "flower_tiles": 2, ...}   (ids of spec/mcr-fan.tsv)

MahjongGB's tile codes (checked by experiment, see tests/test_gb_oracle.py): ``W1``..``W9``
characters (m), ``B1``..``B9`` dots (p), ``T1``..``T9`` bamboo (s), ``F1``..``F4`` East, South,
West, North, ``J1`` red (中), ``J2`` green (發), ``J3`` white (白).

Packs are ``(kind, tile, offer)``: ``("CHI", middle tile, 1..3)`` where the offer is which
tile of the chow was claimed, ``("PENG"|"GANG", tile, 1..3)`` the player it was claimed from,
``("GANG", tile, 0)`` a concealed kong. An offer of 0 on a CHI or PENG makes MahjongGB treat
the set as concealed, and it rejects the added-kong offers 5..7, so an added kong is passed
as a melded GANG. Our :class:`~core.model.hand.Meld` does not record who a set was claimed from;
that never changes the fan, so the adapter uses offer 1 unless ``offers`` says otherwise.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import MahjongGB

from core.model.hand import Hand, Meld, MeldKind
from core.model.tiles import Tile
from tests.data_files import mcr_fan_names

#: context keys the adapter understands (those of the MCR rule set, plus ``flowers``)
CONTEXT_KEYS = frozenset(
    {
        "self_drawn",
        "seat_wind",
        "round_wind",
        "last_wall_tile",
        "kong_replacement",
        "robbing_kong",
        "last_copy",
        "flowers",
    }
)
_WINDS = {"E": 0, "S": 1, "W": 2, "N": 3}


class OracleRefused(Exception):
    """MahjongGB would not score the hand (not a winning hand, bad tile count, ...).

    ``code`` is MahjongGB's own error text (``ERROR_NOT_WIN``, ``ERROR_WRONG_TILES_COUNT``, ...)
    or ``"no_winning_tile"`` / ``"not_13_tile_hand"`` when the adapter refuses before calling it.
    """

    def __init__(self, code: str, hand: Hand | None = None) -> None:
        self.code = code
        self.hand = hand
        super().__init__(f"MahjongGB refused {hand if hand is not None else 'the hand'}: {code}")


# --- fan names -------------------------------------------------------------------------------

# Our ids in the order of spec/mcr-fan.tsv (no 1..82); also GB-Mahjong's fan enum order.
_FAN_IDS: tuple[str, ...] = (
    "big_four_winds",
    "big_three_dragons",
    "all_green",
    "nine_gates",
    "four_kongs",
    "seven_shifted_pairs",
    "thirteen_orphans",
    "all_terminals",
    "little_four_winds",
    "little_three_dragons",
    "all_honors",
    "four_concealed_pungs",
    "pure_terminal_chows",
    "quadruple_chow",
    "four_pure_shifted_pungs",
    "four_pure_shifted_chows",
    "three_kongs",
    "all_terminals_and_honors",
    "seven_pairs",
    "greater_honors_and_knitted_tiles",
    "all_even_pungs",
    "full_flush",
    "pure_triple_chow",
    "pure_shifted_pungs",
    "upper_tiles",
    "middle_tiles",
    "lower_tiles",
    "pure_straight",
    "three_suited_terminal_chows",
    "pure_shifted_chows",
    "all_five",
    "triple_pung",
    "three_concealed_pungs",
    "lesser_honors_and_knitted_tiles",
    "knitted_straight",
    "upper_four",
    "lower_four",
    "big_three_winds",
    "mixed_straight",
    "reversible_tiles",
    "mixed_triple_chow",
    "mixed_shifted_pungs",
    "chicken_hand",
    "last_tile_draw",
    "last_tile_claim",
    "out_with_replacement_tile",
    "robbing_the_kong",
    "all_pungs",
    "half_flush",
    "mixed_shifted_chows",
    "all_types",
    "melded_hand",
    "two_concealed_kongs",
    "two_dragons_pungs",
    "outside_hand",
    "fully_concealed_hand",
    "two_melded_kongs",
    "last_tile",
    "dragon_pung",
    "prevalent_wind",
    "seat_wind",
    "concealed_hand",
    "all_chows",
    "tile_hog",
    "double_pung",
    "two_concealed_pungs",
    "concealed_kong",
    "all_simples",
    "pure_double_chow",
    "mixed_double_chow",
    "short_straight",
    "two_terminal_chows",
    "pung_of_terminals_or_honors",
    "melded_kong",
    "one_voided_suit",
    "no_honors",
    "edge_wait",
    "closed_wait",
    "single_wait",
    "self_drawn",
    "flower_tiles",
    "concealed_kong_and_melded_kong",
)
# MahjongGB's Chinese names, same order (it calls the three waits 独听・边张/嵌张/单钓).
_GB_ZH: tuple[str, ...] = (
    "大四喜",
    "大三元",
    "绿一色",
    "九莲宝灯",
    "四杠",
    "连七对",
    "十三幺",
    "清幺九",
    "小四喜",
    "小三元",
    "字一色",
    "四暗刻",
    "一色双龙会",
    "一色四同顺",
    "一色四节高",
    "一色四步高",
    "三杠",
    "混幺九",
    "七对",
    "七星不靠",
    "全双刻",
    "清一色",
    "一色三同顺",
    "一色三节高",
    "全大",
    "全中",
    "全小",
    "清龙",
    "三色双龙会",
    "一色三步高",
    "全带五",
    "三同刻",
    "三暗刻",
    "全不靠",
    "组合龙",
    "大于五",
    "小于五",
    "三风刻",
    "花龙",
    "推不倒",
    "三色三同顺",
    "三色三节高",
    "无番和",
    "妙手回春",
    "海底捞月",
    "杠上开花",
    "抢杠和",
    "碰碰和",
    "混一色",
    "三色三步高",
    "五门齐",
    "全求人",
    "双暗杠",
    "双箭刻",
    "全带幺",
    "不求人",
    "双明杠",
    "和绝张",
    "箭刻",
    "圈风刻",
    "门风刻",
    "门前清",
    "平和",
    "四归一",
    "双同刻",
    "双暗刻",
    "暗杠",
    "断幺",
    "一般高",
    "喜相逢",
    "连六",
    "老少副",
    "幺九刻",
    "明杠",
    "缺一门",
    "无字",
    "独听・边张",
    "独听・嵌张",
    "独听・单钓",
    "自摸",
    "花牌",
    "明暗杠",
)
assert len(_FAN_IDS) == len(_GB_ZH) == 82

#: MahjongGB's Chinese fan name -> our id
ZH_TO_ID: dict[str, str] = dict(zip(_GB_ZH, _FAN_IDS))
ZH_TO_ID.update({"边张": "edge_wait", "嵌张": "closed_wait", "坎张": "closed_wait", "单钓将": "single_wait"})


def _load_en() -> dict[str, str]:
    """English names of spec/mcr-fan.tsv (tests/data/mcr_fan_names.tsv) -> ids."""
    return {row["en"]: row["id"] for row in mcr_fan_names()}


EN_TO_ID: dict[str, str] = _load_en()


def fan_id(zh: str, en: str | None = None) -> str:
    """Our id for a fan MahjongGB reported; raises ``KeyError`` naming an unknown name."""
    if zh in ZH_TO_ID:
        fid = ZH_TO_ID[zh]
    elif en is not None and en in EN_TO_ID:
        fid = EN_TO_ID[en]
    else:
        raise KeyError(f"MahjongGB fan name {zh!r} ({en!r}) has no id in mcr-fan.tsv")
    if en is not None and en in EN_TO_ID and EN_TO_ID[en] != fid:
        raise KeyError(f"MahjongGB fan {zh!r} / {en!r}: the Chinese and English names map to different ids")
    return fid


# --- tiles and packs -------------------------------------------------------------------------

_HONOR_CODES = ("F1", "F2", "F3", "F4", "J3", "J2", "J1")  # E S W N, white, green, red


def gb_tile(tile: Tile | int) -> str:
    """MahjongGB's code for a tile (or tile kind 0..33)."""
    kind = tile if isinstance(tile, int) else tile.kind
    if 0 <= kind < 27:
        return "WBT"[kind // 9] + str(kind % 9 + 1)
    if 27 <= kind < 34:
        return _HONOR_CODES[kind - 27]
    raise ValueError(f"tile kind {kind} is out of range 0..33")


def gb_pack(meld: Meld, offer: int | None = None) -> tuple[str, str, int]:
    """A declared meld as a MahjongGB pack ``(kind, tile, offer)``."""
    if meld.kind is MeldKind.CHOW:
        o = 1 if offer is None else offer
        if not 1 <= o <= 3:
            raise ValueError(f"a claimed chow's offer is 1..3 (the claimed tile), not {o}")
        return ("CHI", gb_tile(meld.tiles[1]), o)
    if meld.kind is MeldKind.CONCEALED_KONG:
        return ("GANG", gb_tile(meld.tiles[0]), 0)
    o = 1 if offer is None else offer
    if not 1 <= o <= 3:
        raise ValueError(f"a claimed pung or kong's offer is 1..3 (who it came from), not {o}")
    return ("PENG" if meld.kind is MeldKind.PUNG else "GANG", gb_tile(meld.tiles[0]), o)


def _flag(context: Mapping[str, Any], key: str) -> bool:
    value = context.get(key, False)
    if not isinstance(value, bool):
        raise ValueError(f"context key {key!r} must be true or false, not {value!r}")
    return value


def _wind(context: Mapping[str, Any], key: str) -> int:
    value = context.get(key, "E")
    if value not in _WINDS:
        raise ValueError(f"context key {key!r} must be a wind E, S, W or N, not {value!r}")
    return _WINDS[value]


def gb_arguments(
    hand: Hand, context: Mapping[str, Any] | None = None, offers: Sequence[int | None] | None = None
) -> tuple[Any, ...]:
    """The positional arguments of ``MahjongGB.MahjongFanCalculator`` for a complete hand.

    ``context`` takes the MCR context keys (``self_drawn``, ``seat_wind``, ``round_wind``,
    ``last_wall_tile``, ``kong_replacement``, ``robbing_kong``, ``last_copy``) and
    ``flowers`` (a count; when absent, the hand's own flower tiles are counted).
    ``offers``: one per meld (``None`` for the default), when the caller knows them.
    """
    ctx = dict(context or {})
    unknown = set(ctx) - CONTEXT_KEYS
    if unknown:
        raise ValueError(f"unknown context keys {sorted(unknown)}; known: {sorted(CONTEXT_KEYS)}")
    if hand.win is None:
        raise OracleRefused("no_winning_tile", hand)
    if len(hand.standing) + 3 * len(hand.melds) != 13:
        raise OracleRefused("not_13_tile_hand", hand)
    if offers is not None and len(offers) != len(hand.melds):
        raise ValueError(f"{len(offers)} offers for {len(hand.melds)} melds")
    packs = tuple(gb_pack(m, None if offers is None else offers[i]) for i, m in enumerate(hand.melds))
    flowers = ctx.get("flowers")
    if flowers is None:
        flowers = len(hand.flowers)
    if isinstance(flowers, bool) or not isinstance(flowers, int) or not 0 <= flowers <= 8:
        raise ValueError(f"context key 'flowers' must be a count 0..8, not {flowers!r}")
    self_drawn = _flag(ctx, "self_drawn")
    kong_replacement = _flag(ctx, "kong_replacement")
    robbing_kong = _flag(ctx, "robbing_kong")
    return (
        packs,
        tuple(gb_tile(t) for t in hand.standing),
        gb_tile(hand.win),
        flowers,
        self_drawn,
        _flag(ctx, "last_copy"),
        kong_replacement or robbing_kong,
        _flag(ctx, "last_wall_tile"),
        _wind(ctx, "seat_wind"),
        _wind(ctx, "round_wind"),
    )


def gb_raw(
    hand: Hand, context: Mapping[str, Any] | None = None, offers: Sequence[int | None] | None = None
) -> tuple[tuple[int, int, str, str], ...]:
    """MahjongGB's own verbose answer: ``((fan_value, count, zh_name, en_name), ...)``."""
    args = gb_arguments(hand, context, offers)
    try:
        result = MahjongGB.MahjongFanCalculator(*args, verbose=True)
    except TypeError as e:
        raise OracleRefused(str(e), hand) from None
    return tuple(result)


def gb_fans(
    hand: Hand, context: Mapping[str, Any] | None = None, offers: Sequence[int | None] | None = None
) -> dict[str, int]:
    """The fans MahjongGB counts for ``hand`` as ``{fan_id: count}`` (ids of spec/mcr-fan.tsv).

    Raises :class:`OracleRefused` when MahjongGB will not score the hand (not a win, a
    17-tile hand, no winning tile) and ``ValueError`` on a malformed context.
    """
    out: dict[str, int] = {}
    for _value, count, zh, en in gb_raw(hand, context, offers):
        fid = fan_id(zh, en)
        out[fid] = out.get(fid, 0) + count
    return out


def gb_total(hand: Hand, context: Mapping[str, Any] | None = None, offers: Sequence[int | None] | None = None) -> int:
    """MahjongGB's total fan, flowers included."""
    return sum(value * count for value, count, _zh, _en in gb_raw(hand, context, offers))


__all__ = [
    "CONTEXT_KEYS",
    "EN_TO_ID",
    "OracleRefused",
    "ZH_TO_ID",
    "fan_id",
    "gb_arguments",
    "gb_fans",
    "gb_pack",
    "gb_raw",
    "gb_tile",
    "gb_total",
]
