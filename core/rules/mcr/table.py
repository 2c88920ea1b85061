"""The MCR fan table: ids, names, values, definitions and the 不计 (not-counted) relations, as data.

Ids, English and Simplified Chinese names and values are those of the project's interface
spec (``shared/spec/mcr-fan.tsv``), kept in the package data file ``data/mcr_fans.tsv``;
the one-line definitions in each language are ``data/mcr_definitions.tsv``. Traditional
Chinese and Japanese names are the same terms written with those scripts' characters.
:data:`TABLE` is the fan table as rows of the shared engine (:mod:`.engine`).
"""

from __future__ import annotations

from typing import Final, NamedTuple

from core.engine.score import Names
from core.engine.table import ALL, SAME, OptionValue, Row, Table
from core.model.package_data import read_text

_HANT: Final = str.maketrans(
    {
        "绿": "綠",
        "莲": "蓮",
        "宝": "寶",
        "灯": "燈",
        "杠": "槓",
        "连": "連",
        "对": "對",
        "双": "雙",
        "龙": "龍",
        "会": "會",
        "顺": "順",
        "节": "節",
        "带": "帶",
        "组": "組",
        "于": "於",
        "风": "風",
        "无": "無",
        "捞": "撈",
        "开": "開",
        "抢": "搶",
        "门": "門",
        "齐": "齊",
        "绝": "絕",
        "张": "張",
        "归": "歸",
        "断": "斷",
        "边": "邊",
        "单": "單",
        "钓": "釣",
        "将": "將",
    }
)
_JA: Final = str.maketrans(
    {
        "绿": "緑",
        "莲": "蓮",
        "灯": "燈",
        "杠": "槓",
        "连": "連",
        "对": "対",
        "龙": "龍",
        "顺": "順",
        "节": "節",
        "带": "帯",
        "组": "組",
        "风": "風",
        "无": "無",
        "捞": "撈",
        "开": "開",
        "抢": "搶",
        "门": "門",
        "齐": "斉",
        "绝": "絶",
        "张": "張",
        "归": "帰",
        "边": "辺",
        "单": "単",
        "钓": "釣",
    }
)


class FanDef(NamedTuple):
    no: int
    id: str
    names: Names
    value: int


def _data_rows(name: str) -> list[list[str]]:
    """The rows of a tab-separated package data file, without comments and its header line."""
    text = read_text("core.rules.mcr.data", name)
    rows = [line.split("\t") for line in text.splitlines() if line.strip() and not line.startswith("#")]
    return rows[1:]


def _parse() -> dict[str, FanDef]:
    out: dict[str, FanDef] = {}
    for no, fid, zh, en, value in _data_rows("mcr_fans.tsv"):
        out[fid] = FanDef(int(no), fid, Names(en, zh, zh.translate(_HANT), zh.translate(_JA)), int(value))
    return out


FANS: Final[dict[str, FanDef]] = _parse()

#: 天和 / 地和 / 人和: optional, off by default (seed 002 names them; values as in the
#: ChineseOfficialMahjongHelper variant that supports them: 8 each).
BLESSINGS: Final[dict[str, FanDef]] = {
    "blessing_of_heaven": FanDef(83, "blessing_of_heaven", Names("Blessing of Heaven", "天和", "天和", "天和"), 8),
    "blessing_of_earth": FanDef(84, "blessing_of_earth", Names("Blessing of Earth", "地和", "地和", "地和"), 8),
    "blessing_of_human": FanDef(85, "blessing_of_human", Names("Blessing of Human", "人和", "人和", "人和"), 8),
}

#: 不计: when the key fan counts, the listed fans do not (``ALL``), or only those about the
#: same tiles (``SAME``), or up to N instances.
EXCLUDES: Final[dict[str, tuple[tuple[str, str | int], ...]]] = {
    "big_four_winds": (
        ("big_three_winds", ALL),
        ("all_pungs", ALL),
        ("prevalent_wind", ALL),
        ("seat_wind", ALL),
        ("pung_of_terminals_or_honors", ALL),
        ("little_four_winds", ALL),
    ),
    "big_three_dragons": (("two_dragons_pungs", ALL), ("dragon_pung", ALL), ("little_three_dragons", ALL)),
    "all_green": (("half_flush", ALL), ("one_voided_suit", ALL)),
    "nine_gates": (
        ("full_flush", ALL),
        ("fully_concealed_hand", ALL),
        ("concealed_hand", ALL),
        ("no_honors", ALL),
        ("pung_of_terminals_or_honors", 1),
    ),
    "four_kongs": (("all_pungs", ALL), ("single_wait", ALL)),
    "seven_shifted_pairs": (
        ("seven_pairs", ALL),
        ("full_flush", ALL),
        ("fully_concealed_hand", ALL),
        ("concealed_hand", ALL),
        ("single_wait", ALL),
        ("no_honors", ALL),
    ),
    "thirteen_orphans": (
        ("all_types", ALL),
        ("fully_concealed_hand", ALL),
        ("concealed_hand", ALL),
        ("single_wait", ALL),
        ("all_terminals_and_honors", ALL),
    ),
    "all_terminals": (
        ("all_terminals_and_honors", ALL),
        ("all_pungs", ALL),
        ("outside_hand", ALL),
        ("pung_of_terminals_or_honors", ALL),
        ("no_honors", ALL),
        ("double_pung", ALL),
    ),
    "little_four_winds": (("big_three_winds", ALL), ("pung_of_terminals_or_honors", ALL)),
    "little_three_dragons": (("two_dragons_pungs", ALL), ("dragon_pung", ALL)),
    "all_honors": (
        ("all_terminals_and_honors", ALL),
        ("all_pungs", ALL),
        ("outside_hand", ALL),
        ("pung_of_terminals_or_honors", ALL),
        ("one_voided_suit", ALL),
    ),
    "four_concealed_pungs": (
        ("all_pungs", ALL),
        ("concealed_hand", ALL),
        ("fully_concealed_hand", ALL),
        ("three_concealed_pungs", ALL),
        ("two_concealed_pungs", ALL),
    ),
    "pure_terminal_chows": (
        ("seven_pairs", ALL),
        ("full_flush", ALL),
        ("all_chows", ALL),
        ("pure_double_chow", ALL),
        ("two_terminal_chows", ALL),
        ("one_voided_suit", ALL),
        ("no_honors", ALL),
        ("short_straight", ALL),
    ),
    "quadruple_chow": (("pure_triple_chow", ALL), ("pure_double_chow", ALL), ("tile_hog", ALL)),
    "four_pure_shifted_pungs": (("pure_shifted_pungs", ALL), ("all_pungs", ALL)),
    "four_pure_shifted_chows": (("pure_shifted_chows", ALL), ("short_straight", ALL), ("two_terminal_chows", ALL)),
    "three_kongs": (("two_melded_kongs", ALL), ("melded_kong", ALL), ("concealed_kong", ALL)),
    "all_terminals_and_honors": (("all_pungs", ALL), ("outside_hand", ALL), ("pung_of_terminals_or_honors", ALL)),
    "seven_pairs": (("fully_concealed_hand", ALL), ("concealed_hand", ALL), ("single_wait", ALL)),
    "greater_honors_and_knitted_tiles": (
        ("lesser_honors_and_knitted_tiles", ALL),
        ("all_types", ALL),
        ("fully_concealed_hand", ALL),
        ("concealed_hand", ALL),
        ("single_wait", ALL),
    ),
    "all_even_pungs": (("all_pungs", ALL), ("all_simples", ALL), ("no_honors", ALL)),
    "full_flush": (("one_voided_suit", ALL), ("no_honors", ALL)),
    "pure_triple_chow": (("pure_double_chow", ALL),),
    "upper_tiles": (("upper_four", ALL), ("no_honors", ALL)),
    "middle_tiles": (("all_simples", ALL), ("no_honors", ALL)),
    "lower_tiles": (("lower_four", ALL), ("no_honors", ALL)),
    "three_suited_terminal_chows": (
        ("all_chows", ALL),
        ("no_honors", ALL),
        ("mixed_double_chow", ALL),
        ("two_terminal_chows", ALL),
    ),
    "all_five": (("all_simples", ALL), ("no_honors", ALL)),
    "triple_pung": (("double_pung", ALL),),
    "three_concealed_pungs": (("two_concealed_pungs", ALL),),
    "lesser_honors_and_knitted_tiles": (
        ("all_types", ALL),
        ("fully_concealed_hand", ALL),
        ("concealed_hand", ALL),
        ("single_wait", ALL),
    ),
    "upper_four": (("no_honors", ALL),),
    "lower_four": (("no_honors", ALL),),
    "big_three_winds": (("pung_of_terminals_or_honors", SAME),),
    "reversible_tiles": (("one_voided_suit", ALL),),
    "mixed_triple_chow": (("mixed_double_chow", ALL),),
    "last_tile_draw": (("self_drawn", ALL),),
    "out_with_replacement_tile": (("self_drawn", ALL),),
    "robbing_the_kong": (("last_tile", ALL),),
    "melded_hand": (("single_wait", ALL),),
    "two_concealed_kongs": (("two_concealed_pungs", ALL), ("concealed_kong", ALL)),
    "two_dragons_pungs": (("dragon_pung", ALL),),
    "fully_concealed_hand": (("self_drawn", ALL), ("concealed_hand", ALL)),
    "two_melded_kongs": (("melded_kong", ALL),),
    "prevalent_wind": (("pung_of_terminals_or_honors", SAME),),
    "seat_wind": (("pung_of_terminals_or_honors", SAME),),
    "all_chows": (("no_honors", ALL),),
    "all_simples": (("no_honors", ALL),),
    "concealed_kong_and_melded_kong": (("concealed_kong", ALL), ("melded_kong", ALL)),
    "blessing_of_heaven": (
        ("fully_concealed_hand", ALL),
        ("self_drawn", ALL),
        ("edge_wait", ALL),
        ("closed_wait", ALL),
        ("single_wait", ALL),
    ),
    "blessing_of_earth": (("concealed_hand", ALL),),
    "blessing_of_human": (("fully_concealed_hand", ALL), ("self_drawn", ALL)),
}


def _definitions() -> dict[str, Names]:
    return {fid: Names(en, zh_hans, zh_hant, ja) for fid, en, zh_hans, zh_hant, ja in _data_rows("mcr_definitions.tsv")}


DEFINITIONS: Final[dict[str, Names]] = _definitions()

#: how a 不计 suppression reads ({by}: the fan that counts)
NOT_COUNTED_WITH: Final = Names("not counted with {by}", "因{by}不计", "因{by}不計", "{by}に含まれるため不計")


def _table() -> Table:
    rows = []
    for f in sorted(FANS.values(), key=lambda f: f.no):
        rows.append(
            Row(
                f.id,
                f.names,
                OptionValue("two_concealed_kongs") if f.id == "two_concealed_kongs" else f.value,
                DEFINITIONS[f.id],
                excludes=EXCLUDES.get(f.id, ()),
            )
        )
    for f in BLESSINGS.values():
        rows.append(
            Row(
                f.id,
                f.names,
                f.value,
                DEFINITIONS[f.id],
                excludes=EXCLUDES.get(f.id, ()),
                option="blessings",
                note="only with the blessings option",
            )
        )
    return Table(rows, exclusion_reason=NOT_COUNTED_WITH)


#: the MCR fans as a rule table of the shared engine: 双暗杠's value is the option
#: ``two_concealed_kongs``, the first-turn wins need the option ``blessings``
TABLE: Final = _table()
