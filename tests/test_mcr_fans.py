"""Every MCR fan, one by one: a hand where it counts and a near miss where it must not.

Each case carries the rule text it follows, quoted from the rulebook text
(``shared/reference/mcr/score_definition.xml``, "SD" below) or the seeds (``shared/seeds``).
Most hands are the rulebook's own worked examples. A negative case is either a near miss
(the fan must simply be absent) or a hand where a named higher fan rules it out (不计): then
the fan must be absent from the items **and** listed in ``Score.suppressed`` with that ``by``.

Each positive and negative fan verdict is also checked against PyMahjongGB (an independent
engine) unless the case depends on an option PyMahjongGB does not have.

Then: the 8-fan minimum, payments, presets and options, and the refusal of every impossible
context with a :class:`~core.model.errors.ContextError` naming the key at fault.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from core.engine.score import Score
from core.model.errors import ContextError, TileCountError
from core.model.notation import parse_hand
from core.rules import get_rules
from core.rules.mcr.table import FANS
from tests.oracles.gb import gb_fans

MCR = get_rules("mcr")

D: dict[str, Any] = {}  # won on a discard
T: dict[str, Any] = {"self_drawn": True}


@dataclass(frozen=True)
class Case:
    fan: str
    hand: str
    context: dict[str, Any]
    rule: str  # the rule text the case follows, quoted
    count: int = 1  # positive: how many times the fan counts
    by: str | None = None  # negative: the fan that rules it out (None: a near miss, simply absent)
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def id(self) -> str:
        return f"{self.fan}:{self.hand}"


def score(case: Case) -> Score:
    return MCR.score(parse_hand(case.hand), case.context, case.options)


def fans(s: Score) -> dict[str, int]:
    return {i.id: i.count for i in s.items}


def oracle_applies(case: Case) -> bool:
    return not case.options


# --- positives --------------------------------------------------------------------------------

POSITIVE: list[Case] = [
    Case(
        "big_four_winds",
        "55p333z44z [111z] [2222z] +4z",
        T,
        "SD 大四喜: 和牌中，有东、南、西、北四副刻子（杠），计88番。 (例1 [EEE] [SSSS] [55pWWWNN]自摸[N])",
    ),
    Case(
        "big_three_dragons", "66999s77z [555z] [666z] +7z", T, "SD 大三元: 和牌中，有中、发、白三副刻子（杠），计88番。"
    ),
    Case(
        "all_green",
        "33888s66z [234s] [666s] +6z",
        T,
        "SD 绿一色: 由「23468条」及「发」之中的任何牌组成的和牌，计88番。 (例1)",
    ),
    Case(
        "nine_gates",
        "1112345678999m +9m",
        T,
        "SD 九莲宝灯: 立牌为同一种花色的1112345678999，见本花色任何1张牌成和。 (例1)",
    ),
    Case("four_kongs", "5p [1111m] [2222p] [3333s+] {4444z} +5p", D, "SD 四杠: 和牌中，有四副杠牌，计88番。"),
    Case(
        "seven_shifted_pairs",
        "2233455667788s +4s",
        D,
        "SD 连七对: 由一种花色序数相连的七个对子组成的和牌，计88番。 (例 [2233455667788s]点和[4s])",
    ),
    Case(
        "thirteen_orphans",
        "19m19s119p123456z +7z",
        T,
        "SD 十三幺: 由三种序数牌的1、9牌，七种字牌及其中任意一种成对的特殊和牌，计88番。 (例)",
    ),
    Case("all_terminals", "1199s111999p [111m] +1s", T, "SD 清幺九: 由序数牌1、9组成的和牌，计64番。 (例1)"),
    Case(
        "little_four_winds",
        "345p333z4z [111z] [2222z] +4z",
        D,
        "SD 小四喜: 和牌中，有三副风牌的刻子（杠）、第四种风牌作将牌，计64番。",
    ),
    Case(
        "little_three_dragons",
        "345p666s7z [555z] [666z] +7z",
        T,
        "SD 小三元: 和牌中，有两副箭牌的刻子（杠）、第三种箭牌作将牌，计64番。",
    ),
    Case(
        "all_honors",
        "3344z [111z] [222z] [666z] +3z",
        {"self_drawn": True, "round_wind": "W", "seat_wind": "W"},
        "SD 字一色: 由字牌组成的和牌，计64番。 (例1 西风圈西家 [EEE] [SSS] [FFF] [WWNN]自摸[W])",
    ),
    Case(
        "four_concealed_pungs",
        "111444888m888s5p +5p",
        D,
        "SD 四暗刻: 和牌中，有四副暗刻（暗杠），计64番。 (例1 [111444888m888s5p]点和[5p])",
    ),
    Case(
        "pure_terminal_chows",
        "1235577899p [123p] +8p",
        T,
        "SD 一色双龙会: 同一种花色123、789各两副，本花色5做将牌的和牌，计64番。 (例)",
    ),
    Case(
        "quadruple_chow", "55m45s [456s] [456s] [456s] +6s", T, "SD 一色四同顺: 同一种花色四副相同顺子，计48番。 (例1)"
    ),
    Case(
        "four_pure_shifted_pungs",
        "333s2p [111s] [222s] [444s] +2p",
        D,
        "SD 一色四节高: 同一种花色四副依次递增1的刻子（杠），计48番。 (例)",
    ),
    Case(
        "four_pure_shifted_chows",
        "67789m77z [123m] [345m] +5m",
        T,
        "SD 一色四步高: 同一种花色四副依次递增1或2的顺子，计32番。 (例1)",
    ),
    Case(
        "three_kongs",
        "5999m [1111p] {2222s} [3333z+] +5m",
        D,
        "SD 三杠: 和牌中，有三副杠牌（暗杠加计暗刻番），计32番。",
    ),
    Case(
        "all_terminals_and_honors",
        "999m1p [444z] [999s] [777z] +1p",
        {"self_drawn": True, "seat_wind": "S"},
        "SD 混幺九: 由字牌与序数牌1、9组成的和牌，计32番。 (例1 东风圈南家)",
    ),
    Case("seven_pairs", "3355m335588s5p44z +5p", T, "SD 七对: 七个对子组成的特殊和牌型，计24番。 (例1)"),
    Case(
        "greater_honors_and_knitted_tiles",
        "14m25s369p123456z +7z",
        T,
        "SD 七星不靠: 东、南、西、北、中、发、白各一张，加上一种花色的147、另一种花色的258、第三种花色的369中的七张牌组成的特殊和牌型，计24番。",
    ),
    Case(
        "all_even_pungs",
        "22244s88p [444m] [666m] +4s",
        D,
        "SD 全双刻: 由双数序数牌（即2468）的刻子（杠）、将牌组成的基本和型，计24番。 (例)",
    ),
    Case("full_flush", "4567899s [123s] [333s] +6s", T, "SD 清一色: 由一种花色的序数牌组成的和牌，计24番。 (例1)"),
    Case(
        "pure_triple_chow", "77m456p77z [456p] [456p] +7z", D, "SD 一色三同顺: 同一种花色三副相同的顺子，计24番。 (例1)"
    ),
    Case(
        "pure_shifted_pungs",
        "678s77888p33z [666p] +7p",
        D,
        "SD 一色三节高: 同一种花色三副序数依次递增1的刻子（杠），计24番。 (例1)",
    ),
    Case("upper_tiles", "778899m777s8999p +7p", T, "SD 全大: 由序数牌789组成的和牌，计24番。 (例1)"),
    Case("middle_tiles", "44666m456s45556p +4m", T, "SD 全中: 由序数牌456组成的和牌，计24番。 (例1)"),
    Case("lower_tiles", "11m33s [111p] [111s] [222s] +1m", D, "SD 全小: 由序数牌123组成的和牌，计24番。 (例1)"),
    Case("pure_straight", "12345566789s22p +4s", T, "SD 清龙: 同一种花色的123、456、789三副顺子，计16番。 (例)"),
    Case(
        "three_suited_terminal_chows",
        "55s89p [123m] [789m] [123p] +7p",
        T,
        "SD 三色双龙会: 一种花色的123、789，另一种花色的123、789，第三种花色5做将牌的基本和牌型，计16番。 (例)",
    ),
    Case(
        "pure_shifted_chows",
        "567m34s77z [123m] [345m] +5s",
        T,
        "SD 一色三步高: 同一种花色序数依次递增1或2的三副顺子，计16番。 (例1)",
    ),
    Case("all_five", "567m34s45556p [345m] +5s", D, "SD 全带五: 每副顺子、刻子、将牌都有序数牌5，计16番。 (例)"),
    Case(
        "triple_pung", "1113444s {1111m} [1111p] +5s", T, "SD 三同刻: 三种花色序数相同的三副刻子（杠），计16番。 (例)"
    ),
    Case(
        "three_concealed_pungs",
        "444666888s3377p +7p",
        D,
        "SD 三暗刻: 三副暗刻（暗杠），计16番。 (例3 [444666888s3377p]点和[7p]: the discard makes 777p a melded pung)",
    ),
    Case(
        "lesser_honors_and_knitted_tiles",
        "147m69s28p123456z +3s",
        T,
        "SD 全不靠: 由一种花色的147、另一种花色的258、第三种花色的369及东、南、西、北、中、发、白中的任何14张单张牌组成的特殊和牌型，计12番。 (例1)",
    ),
    Case(
        "knitted_straight",
        "258m1478s369p [234p] +8s",
        D,
        "SD 组合龙: 一种花色的147、另一种花色的258、第三种花色的369（可视为三副特殊顺子），计12番。 (例2)",
    ),
    Case("upper_four", "789m6777s999p [678p] +6s", D, "SD 大于五: 由序数牌6789组成的和牌，计12番。 (例1)"),
    Case("lower_four", "12333s34p [234m] [234m] +2p", D, "SD 小于五: 由序数牌1234组成的和牌，计12番。 (例1)"),
    Case(
        "big_three_winds",
        "78m55p333z [111z] [222z] +9m",
        {"self_drawn": True, "round_wind": "N", "seat_wind": "N"},
        "SD 三风刻: 和牌中，有三副风刻（杠），计12番。 (例1 北风圈北家)",
    ),
    Case(
        "mixed_straight",
        "123s45p55z [888p] [789m] +6p",
        D,
        "SD 花龙: 一种花色的123、另一种花色的456、第三种花色的789三副顺子，计8番。 (例3)",
    ),
    Case(
        "reversible_tiles",
        "55s23p [456s] [123p] [888p] +1p",
        D,
        "SD 推不倒: 由牌面图形没有上下区别的牌组成的和牌。这些牌包括[1234589p245689sP]，计8番。 (例1)",
    ),
    Case(
        "mixed_triple_chow", "11m566778s56p [567m] +7p", D, "SD 三色三同顺: 三种花色序数相同的三副顺子，计8番。 (例1)"
    ),
    Case(
        "mixed_shifted_pungs",
        "678m666s7799p [555m] +7p",
        D,
        "SD 三色三节高: 三种花色序数依次递增1的三副刻子（杠），计8番。 (例1)",
    ),
    Case(
        "chicken_hand",
        "56s678p33z [123m] [345m] +7s",
        D,
        "SD 无番和: 和牌后，数不出任何其他番种（花牌除外），计8番。 (例1)",
    ),
    Case(
        "last_tile_draw",
        "56s678p33z [123m] [345m] +7s",
        {"self_drawn": True, "last_wall_tile": True},
        "SD 妙手回春: 摸牌墙上最后一张牌成自摸和，计8番。",
    ),
    Case(
        "last_tile_claim",
        "56s678p33z [123m] [345m] +7s",
        {"last_wall_tile": True},
        "SD 海底捞月: 牌墙已摸完，和本盘打出的最后一张牌，计8番。",
    ),
    Case(
        "out_with_replacement_tile",
        "56s678p33z [123m] [4444m] +7s",
        {"self_drawn": True, "kong_replacement": True},
        "SD 杠上开花: 和开杠后摸进的那张牌，计8番。",
    ),
    Case(
        "robbing_the_kong",
        "56s678p33z [123m] [345m] +7s",
        {"robbing_kong": True},
        "SD 抢杠和: 和他家明刻加杠的那张牌，计8番。",
    ),
    Case("all_pungs", "11188m22z [333p] [444s] +8m", T, "SD 碰碰和: 由四副刻子（杠）、将牌组成的和牌，计6番。 (例)"),
    Case(
        "half_flush", "11345s44z [666z] [789s] +1s", D, "SD 混一色: 由一种花色的序数牌及字牌组成的和牌，计6番。 (例1)"
    ),
    Case(
        "mixed_shifted_chows",
        "23m345s45677p [234p] +1m",
        D,
        "SD 三色三步高: 三种花色序数依次递增1的三副顺子，计6番。 (例1)",
    ),
    Case(
        "all_types", "234p3z [678m] [444s] [666z] +3z", D, "SD 五门齐: 和牌中条、饼、万、风牌、箭牌齐全，计6番。 (例1)"
    ),
    Case(
        "melded_hand",
        "1m [234m] [345p] [234s] [7777z] +1m",
        D,
        "SD 全求人: 吃、碰、明杠四次，和他家打出的牌，计6番。 (例)",
    ),
    Case("two_concealed_kongs", "6789p {5555z} {1111s} [345m] +9p", D, "SD 双暗杠: 和牌中，有两副暗杠，计6番。 (例1)"),
    Case(
        "two_dragons_pungs", "999s3335p [555z] [666z] +4p", T, "SD 双箭刻: 和牌中，有箭牌的两副刻子（杠），计6番。 (例)"
    ),
    Case("outside_hand", "999m7999p [123p] [777z] +8p", T, "SD 全带幺: 每副顺子、刻子、将牌都有幺九牌，计4番。 (例)"),
    Case(
        "fully_concealed_hand",
        "234678m44556s55p +3s",
        T,
        "SD 不求人: 基本和牌型没有吃、碰、明杠，自摸和牌，计4番。 (例1)",
    ),
    Case("two_melded_kongs", "456s2466p [5555z] [2222s] +3p", D, "SD 双明杠: 和牌中有两副明杠，计4番。 (例1)"),
    Case(
        "last_tile",
        "67m678s66z [123p] [888m] +8m",
        T,
        "SD 和绝张: 牌池、桌面已亮明的3张牌，和所剩的最后一张牌，计4番。 (例: the hand's own [888m] shows the other three)",
    ),
    Case("dragon_pung", "34s123p22z [555z] [789m] +5s", D, "SD 箭刻: 箭牌中、发、白的刻子（杠），计2番。 (例1)"),
    Case(
        "prevalent_wind",
        "234567m66789s44z +4z",
        {"round_wind": "N", "seat_wind": "S"},
        "SD 圈风刻: 与圈风相同的风牌刻子（杠），计2番。",
    ),
    Case(
        "seat_wind",
        "345m11567s45p [222z] +6p",
        {"round_wind": "N", "seat_wind": "S"},
        "SD 门风刻: 与自家本盘门风相同的风牌刻子（杠），计2番。 (例1 北风圈南家)",
    ),
    Case(
        "concealed_hand",
        "234567m66s34567p +8p",
        D,
        "SD 门前清: 基本和牌型没有吃、碰、明杠，和他家打出的牌，计2番。 (例1)",
    ),
    Case("all_chows", "234567m66s34567p +8p", D, "SD 平和: 四副顺子、一对序数牌做将的基本和牌型。 (门前清 例1)"),
    Case("tile_hog", "22789m89s777z [999m] +7s", D, "SD 四归一: 四张相同且未开杠的牌，计2番。可复计。 (例1)"),
    Case(
        "tile_hog",
        "3345555s [111s] [123s] +3s",
        T,
        "SD 四归一: ……可复计。 (例2 [111s] [123s] [3345555s]自摸[3s] 计四归一×3)",
        count=3,
    ),
    Case(
        "double_pung", "35s22345p [999p] [999s] +4s", D, "SD 双同刻: 两种花色序数相同的两副刻子，计2番，可复计。 (例2)"
    ),
    Case("double_pung", "8m222555s [222m] [555m] +8m", D, "SD 双同刻: ……满足2次可计双同刻×2。 (例3)", count=2),
    Case("two_concealed_pungs", "1235789m666888s +5m", D, "SD 双暗刻: 两个暗刻（暗杠），计2番。 (例)"),
    Case(
        "concealed_kong", "56m888s11234p {7777z} +7m", D, "SD 暗杠: 4张相同的牌都是自己所摸，开杠即为暗杠，计2番。 (例)"
    ),
    Case("all_simples", "22256s22456p [345m] +7s", D, "SD 断幺: 和牌中没有序数牌1、9及字牌，计2番。 (例1)"),
    Case(
        "pure_double_chow",
        "22667788s24p [234p] +3p",
        D,
        "SD 一般高: 同一种花色两副相同的顺子，计1番。可复计。 (例: 一般高×2)",
        count=2,
    ),
    Case(
        "mixed_double_chow",
        "234678m55s23467p +8p",
        D,
        "SD 喜相逢: 两种花色序数相同的两副顺子，计1番。可复计。 (例: 喜相逢×2)",
        count=2,
    ),
    Case(
        "short_straight",
        "88s34568p [234s] [567s] +7p",
        D,
        "SD 连六: 同一种花色序数相连6张牌组成的两副顺子，计1番。可复计。 (例: 连六×2)",
        count=2,
    ),
    Case("two_terminal_chows", "789m234p567s1z [123m] +1z", D, "SD 老少副: 同一种花色的123、789两副顺子，计1番。"),
    Case(
        "pung_of_terminals_or_honors",
        "55m99s [333z] [4444z] [111p] +9s",
        {"self_drawn": True, "seat_wind": "S"},
        "SD 幺九刻: 由幺九牌组成的刻子（杠），每副计1番。 (例 东风圈南家: 幺九刻×4)",
        count=4,
    ),
    Case(
        "melded_kong",
        "44s46p [9999s] [123p] [456s] +5p",
        T,
        "SD 明杠: ……有碰出的刻子，摸进一张与之相同的牌开杠，计1番。 (例)",
    ),
    Case("one_voided_suit", "55678m12345789p +6p", T, "SD 缺一门: 和牌中只包含两种花色序数牌，计1番。 (例1)"),
    Case("no_honors", "44s46p {9999s} [123p] [456s] +5p", D, "SD 无字: 和牌中没有字牌，计1番。 (例)"),
    Case(
        "edge_wait",
        "12789m33s234999p +3m",
        T,
        "SD 独听・边张: 听顺子123的3或者789的7成基本和牌型，且整手牌只听这一种牌，计1番。 (不求人 例2)",
    ),
    Case(
        "closed_wait",
        "345678999m2235p +4p",
        D,
        "SD 独听・嵌张: 听顺子中间的一张牌成基本和牌型，且整手牌只听这一种牌，计1番。 (门前清 例3)",
    ),
    Case(
        "single_wait",
        "234m4z555z [666z] [234p] +4z",
        D,
        "SD 独听・单钓: 钓单张牌做将牌成基本和牌型，且整手牌只听这一种牌，计1番。 (例)",
    ),
    Case("self_drawn", "56s678p33z [123m] [345m] +7s", T, "SD 自摸: 自己摸进牌成和牌，计1番。"),
    Case("flower_tiles", "56s678p33z [123m] [345m] +7s 1f3f6f", D, "SD 花牌: 每花计1番。", count=3),
    Case(
        "concealed_kong_and_melded_kong",
        "1113444s {1111m} [1111p] +5s",
        T,
        "SD 双明杠: 和牌中有两副明杠，计4番（一明杠与一暗杠计5番）。 (三同刻 例: 明暗杠)",
    ),
]


# --- negatives --------------------------------------------------------------------------------

NEGATIVE: list[Case] = [
    Case(
        "big_four_winds",
        "345p333z4z [111z] [2222z] +4z",
        D,
        "SD 大四喜: 东、南、西、北四副刻子 — here the fourth wind is the pair (小四喜)",
    ),
    Case(
        "big_three_dragons",
        "345p666s7z [555z] [666z] +7z",
        T,
        "SD 大三元: 中、发、白三副刻子 — here red is the pair (小三元)",
    ),
    Case("all_green", "33888s77z [234s] [666s] +7z", T, "SD 绿一色: 「23468条」及「发」 — red dragons are not green"),
    Case(
        "nine_gates",
        "1123456789999m +1m",
        T,
        "SD 九莲宝灯 注: 九莲宝灯必须是九面听牌，否则按清一色计番。 (same 14 tiles, but the standing tiles are not 1112345678999)",
    ),
    Case("four_kongs", "555m5p [1111m] [2222p] [3333s+] +5p", D, "SD 四杠: 有四副杠牌 — three kongs and a pung"),
    Case("seven_shifted_pairs", "2233455667799s +4s", D, "SD 连七对: 序数相连的七个对子 — 99s breaks the run"),
    Case(
        "thirteen_orphans",
        "1199m1199p11s112z +2z",
        T,
        "SD 十三幺: 三种序数牌的1、9牌，七种字牌及其中任意一种成对 — only seven pairs of orphans",
    ),
    Case("all_terminals", "1199s111999p [111z] +1s", T, "SD 清幺九: 由序数牌1、9组成 — an East pung makes it 混幺九"),
    Case(
        "little_four_winds",
        "345p333z5z [111z] [2222z] +5z",
        D,
        "SD 小四喜: 三副风牌的刻子（杠）、第四种风牌作将牌 — the pair is a dragon",
    ),
    Case(
        "little_three_dragons",
        "345p666s1z [555z] [666z] +1z",
        T,
        "SD 小三元: 两副箭牌的刻子（杠）、第三种箭牌作将牌 — the pair is a wind",
    ),
    Case("all_honors", "99m44z [111z] [222z] [666z] +4z", D, "SD 字一色: 由字牌组成 — a pair of 9m"),
    Case(
        "four_concealed_pungs",
        "111444888m88s55p +8s",
        D,
        "SD 四暗刻: 四副暗刻 — 888s is completed by a discard, so it is melded (three concealed pungs)",
    ),
    Case("pure_terminal_chows", "1233377899p [123p] +8p", T, "SD 一色双龙会: 本花色5做将牌 — the pair is 3p"),
    Case(
        "quadruple_chow", "55m78s [456s] [456s] [456s] +9s", T, "SD 一色四同顺: 四副相同顺子 — the fourth chow is 789s"
    ),
    Case(
        "four_pure_shifted_pungs",
        "333s2p [111s] [222s] [555s] +2p",
        D,
        "SD 一色四节高: 四副依次递增1的刻子 — 555s breaks the run",
    ),
    Case(
        "four_pure_shifted_chows",
        "567m789p7z [123m] [345m] +7z",
        D,
        "SD 一色四步高: 同一种花色四副 — the fourth chow is in dots",
    ),
    Case("three_kongs", "5999m [1111p] {2222s} [333z] +5m", D, "SD 三杠: 三副杠牌 — two kongs and a pung"),
    Case(
        "all_terminals_and_honors",
        "999m1p [444z] [789s] [777z] +1p",
        T,
        "SD 混幺九: 由字牌与序数牌1、9组成 — 789s has a 7 and an 8",
    ),
    Case(
        "seven_pairs",
        "2233455667788s +4s",
        D,
        "SD 连七对: ……不计清一色、七对、不求人、门前清、无字、单钓将。",
        by="seven_shifted_pairs",
    ),
    Case(
        "greater_honors_and_knitted_tiles",
        "147m69s28p123456z +3s",
        T,
        "SD 七星不靠: 东、南、西、北、中、发、白各一张 — 7z is missing (全不靠)",
    ),
    Case(
        "all_even_pungs",
        "22244s88p [444m] [555m] +4s",
        D,
        "SD 全双刻: 由双数序数牌（即2468）的刻子（杠） — 555m is odd",
    ),
    Case(
        "all_even_pungs",
        "2244668m2244p66s +8m",
        D,
        "SD 全双刻 注: 只接受基本和牌型全双刻，对于全双七对，只应计七对、断幺。",
    ),
    Case("full_flush", "456789s1z [123s] [333s] +1z", D, "SD 清一色: 由一种花色的序数牌组成 — an East pair (混一色)"),
    Case(
        "full_flush",
        "1112345678999m +5m",
        D,
        "SD 九莲宝灯: ……不计清一色、不求人、门前清、无字、幺九刻×1。",
        by="nine_gates",
    ),
    Case(
        "pure_triple_chow",
        "55m45s [456s] [456s] [456s] +6s",
        T,
        "SD 一色四同顺: ……不计一色三同顺、一色三节高、七对、四归一、一般高。",
        by="quadruple_chow",
    ),
    Case(
        "pure_shifted_pungs",
        "333s2p [111s] [222s] [444s] +2p",
        D,
        "SD 一色四节高: ……不计一色三同顺、一色三节高、碰碰和。",
        by="four_pure_shifted_pungs",
    ),
    Case("upper_tiles", "789m6777s999p [678p] +6s", D, "SD 全大: 由序数牌789组成 — 6s and 6p (大于五)"),
    Case("middle_tiles", "44666m345s45556p +4m", T, "SD 全中: 由序数牌456组成 — 3s"),
    Case("lower_tiles", "12333s34p [234m] [234m] +2p", D, "SD 全小: 由序数牌123组成 — 4m, 4p (小于五)"),
    Case("pure_straight", "123s45p55z [888p] [789m] +6p", D, "SD 清龙: 同一种花色的123、456、789 — three suits (花龙)"),
    Case(
        "three_suited_terminal_chows",
        "55p89p [123m] [789m] [123p] +7p",
        T,
        "SD 三色双龙会: 第三种花色5做将牌 — the pair 5p is of a chow suit",
    ),
    Case(
        "pure_shifted_chows",
        "67789m77z [123m] [345m] +5m",
        T,
        "SD 一色四步高: ……不计一色三步高、连六、老少副。",
        by="four_pure_shifted_chows",
    ),
    Case("all_five", "678m34s45556p [345m] +5s", D, "SD 全带五: 每副顺子、刻子、将牌都有序数牌5 — 678m has none"),
    Case("triple_pung", "2223444s [111m] [111p] +5s", T, "SD 三同刻: 三种花色序数相同的三副刻子 — 222s (双同刻 only)"),
    Case(
        "three_concealed_pungs",
        "444666s3377p [888s] +7p",
        D,
        "SD 三暗刻: 三副暗刻 — 888s is claimed and the discard makes 777p melded",
    ),
    Case(
        "lesser_honors_and_knitted_tiles",
        "258m1478s369p [234p] +8s",
        D,
        "SD 全不靠: 任何14张单张牌 — a knitted straight with a chow and a pair is 组合龙, not 全不靠",
    ),
    Case(
        "knitted_straight",
        "147m69s28p123456z +3s",
        T,
        "SD 组合龙: 一种花色的147、另一种花色的258、第三种花色的369 — 3s6s9s, 1m4m7m, but only 2p8p (全不靠 without 组合龙)",
    ),
    Case("upper_four", "789m5777s999p [678p] +5s", D, "SD 大于五: 由序数牌6789组成 — 5s"),
    Case("lower_four", "12333s34p [345m] [234m] +2p", D, "SD 小于五: 由序数牌1234组成 — 5m"),
    Case(
        "big_three_winds",
        "345p333z4z [111z] [2222z] +4z",
        D,
        "SD 小四喜: ……不计三风刻、幺九刻。",
        by="little_four_winds",
    ),
    Case("mixed_straight", "234s45p55z [888p] [789m] +6p", D, "SD 花龙: 123、456、789三副顺子 — 234s"),
    Case(
        "reversible_tiles", "55s23p [567s] [123p] [888p] +1p", D, "SD 推不倒: [1234589p245689sP] — 7s is not reversible"
    ),
    Case(
        "mixed_triple_chow", "11m566778s56p [567m] +4p", D, "SD 三色三同顺: 三种花色序数相同的三副顺子 — 456p, not 567p"
    ),
    Case("mixed_shifted_pungs", "678m666s8899p [555m] +8p", D, "SD 三色三节高: 序数依次递增1 — 555m 666s 888p"),
    Case(
        "chicken_hand", "56s678p33z [123m] [345m] +7s", T, "SD 无番和: 数不出任何其他番种（花牌除外） — 自摸 is a fan"
    ),
    Case(
        "last_tile_draw",
        "56s678p33z [123m] [345m] +7s",
        {"last_wall_tile": True},
        "SD 妙手回春: 摸牌墙上最后一张牌成自摸和 — won on the last discard (海底捞月)",
    ),
    Case(
        "last_tile_claim",
        "56s678p33z [123m] [345m] +7s",
        {"self_drawn": True, "last_wall_tile": True},
        "SD 海底捞月: 和本盘打出的最后一张牌 — self-drawn (妙手回春)",
    ),
    Case(
        "out_with_replacement_tile",
        "56s678p33z [123m] [4444m] +7s",
        T,
        "SD 杠上开花 注: 杠来花牌补花自摸的，不算杠上开花，算自摸。",
    ),
    Case(
        "robbing_the_kong",
        "56s678p33z [123m] [345m] +7s",
        {"last_copy": True},
        "SD 抢杠和 注: 抢杠和只有先碰出明刻再加杠的那张牌才能被抢杠。 — an ordinary discard of the last copy",
    ),
    Case(
        "all_pungs", "111444888m888s5p +5p", D, "SD 四暗刻: ……不计碰碰和、不求人、门前清。", by="four_concealed_pungs"
    ),
    Case("half_flush", "33888s66z [234s] [666s] +6z", T, "SD 绿一色: ……不计混一色。", by="all_green"),
    Case(
        "mixed_shifted_chows",
        "567p789m1z [123m] [345s] +1z",
        D,
        "SD 三色三步高 说明: 三色三步高不接受递增2，也就是说，[123m] [345s] [567p]这样的牌型并不是三色三步高",
    ),
    Case("all_types", "234p5z [678m] [444s] [666z] +5z", D, "SD 五门齐: 条、饼、万、风牌、箭牌齐全 — no wind"),
    Case("melded_hand", "1m [234m] [345p] [234s] [7777z] +1m", T, "SD 全求人 注: 有暗杠或自摸和牌时，全求人不成立。"),
    Case(
        "two_concealed_kongs", "6789p {5555z} [1111s] [345m] +9p", D, "SD 双暗杠: 两副暗杠 — 1111s is melded (明暗杠)"
    ),
    Case(
        "two_dragons_pungs",
        "345p666s7z [555z] [666z] +7z",
        T,
        "SD 小三元: ……不计双箭刻、箭刻。",
        by="little_three_dragons",
    ),
    Case(
        "outside_hand",
        "999m1p [444z] [999s] [777z] +1p",
        T,
        "SD 混幺九: ……不计碰碰和、全带幺、幺九刻。",
        by="all_terminals_and_honors",
    ),
    Case(
        "fully_concealed_hand", "3355m335588s5p44z +5p", T, "SD 七对: ……不计不求人、门前清、单钓将。", by="seven_pairs"
    ),
    Case(
        "fully_concealed_hand",
        "1112345678999m +9m",
        T,
        "SD 九莲宝灯: ……不计清一色、不求人、门前清、无字、幺九刻×1。 and SD 不求人 说明: 必然门前清的番种自摸和牌时"
        "不计不求人，只计自摸 (seed 002's 「自摸加计不求人分」 differs: see tests/data/mcr_adjudication.md)",
        by="nine_gates",
    ),
    Case(
        "two_melded_kongs",
        "456s2466p [5555z] {2222s} +3p",
        D,
        "SD 双明杠: 两副明杠（一明杠与一暗杠计5番） — 2222s is concealed",
    ),
    Case(
        "last_tile",
        "56s678p33z [123m] [345m] +7s",
        {"robbing_kong": True, "last_copy": True},
        "SD 抢杠和: ……不计和绝张。",
        by="robbing_the_kong",
    ),
    Case(
        "dragon_pung",
        "999s3335p [555z] [666z] +4p",
        T,
        "SD 双箭刻: ……不计箭刻，组成双箭刻的两副刻子不计幺九刻。",
        by="two_dragons_pungs",
    ),
    Case(
        "prevalent_wind",
        "55p333z44z [111z] [2222z] +4z",
        {"self_drawn": True, "round_wind": "E"},
        "SD 大四喜: ……不计三风刻、碰碰和、圈风刻、门风刻、幺九刻。",
        by="big_four_winds",
    ),
    Case(
        "seat_wind",
        "55p333z44z [111z] [2222z] +4z",
        {"self_drawn": True, "seat_wind": "S"},
        "SD 大四喜: ……不计三风刻、碰碰和、圈风刻、门风刻、幺九刻。",
        by="big_four_winds",
    ),
    Case("concealed_hand", "3355m335588s5p44z +5p", D, "SD 七对: ……不计不求人、门前清、单钓将。", by="seven_pairs"),
    Case("all_chows", "234567m34567p11z +8p", D, "SD 平和 注: 「平和」不能用字牌作将"),
    Case(
        "tile_hog",
        "55m45s [456s] [456s] [456s] +6s",
        T,
        "SD 一色四同顺: ……不计一色三同顺、一色三节高、七对、四归一、一般高。",
        by="quadruple_chow",
    ),
    Case("tile_hog", "22678m89s777z [9999m] +7s", D, "SD 四归一: 四张相同且未开杠的牌 — the four 9m are a kong"),
    Case("double_pung", "1113444s {1111m} [1111p] +5s", T, "SD 三同刻: ……不计双同刻。", by="triple_pung"),
    Case(
        "two_concealed_pungs",
        "1235789m666s [888s] +5m",
        D,
        "SD 双暗刻: 两个暗刻（暗杠） — 888s is claimed: one concealed pung",
    ),
    Case(
        "concealed_kong",
        "56m888s11234p [7777z] +7m",
        D,
        "SD 暗杠: 4张相同的牌都是自己所摸，开杠即为暗杠 — 7777z was claimed (明杠)",
    ),
    Case("all_simples", "567m34s45556p [345m] +5s", D, "SD 全带五: ……不计断幺、无字。", by="all_five"),
    Case(
        "pure_double_chow",
        "77m456p77z [456p] [456p] +7z",
        D,
        "SD 一色三同顺: ……不计一色三节高、一般高。",
        by="pure_triple_chow",
    ),
    Case("mixed_double_chow", "11m566778s56p [567m] +7p", D, "SD 三色三同顺: ……不计喜相逢。", by="mixed_triple_chow"),
    Case("short_straight", "12345566789s22p +4s", T, "SD 清龙: ……不计连六、老少副。", by="pure_straight"),
    Case("two_terminal_chows", "12345566789s22p +4s", T, "SD 清龙: ……不计连六、老少副。", by="pure_straight"),
    Case(
        "pung_of_terminals_or_honors",
        "234567m66789s44z +4z",
        {"round_wind": "N"},
        "SD 圈风刻: ……这副刻子不计幺九刻。",
        by="prevalent_wind",
    ),
    Case(
        "melded_kong",
        "44s46p {9999s} [123p] [456s] +5p",
        D,
        "SD 明杠: 他家打出一张与之相同的牌开杠，或者有碰出的刻子，摸进一张与之相同的牌开杠 — 9999s is a concealed kong",
    ),
    Case("one_voided_suit", "55s23p [456s] [123p] [888p] +1p", D, "SD 推不倒: ……不计缺一门。", by="reversible_tiles"),
    Case("no_honors", "234567m66s34567p +8p", D, "SD 平和: ……不计无字。", by="all_chows"),
    Case("edge_wait", "23789m33s234999p +1m", T, "SD 独听・边张: 且整手牌只听这一种牌 — 23m waits on 1m and 4m"),
    Case(
        "closed_wait",
        "5677999s123m456p +8s",
        D,
        "SD 独听・嵌张 说明2: [5677999s]，此牌听3张牌[4s][7s][8s]，和[8s]不算嵌张。",
    ),
    Case("single_wait", "3456m789p123s555z +6m", D, "SD 独听・单钓 说明: [3456m]和[3m][6m]……不计单钓将"),
    Case("single_wait", "1m [234m] [345p] [234s] [7777z] +1m", D, "SD 全求人: ……不计单钓将。", by="melded_hand"),
    Case(
        "self_drawn", "234678m44556s55p +3s", T, "SD 不求人: ……自摸和牌，计4番。不计自摸。", by="fully_concealed_hand"
    ),
    Case("flower_tiles", "56s678p33z [123m] [345m] +7s", D, "SD 花牌: 每花计1番 — no flowers"),
    Case(
        "concealed_kong_and_melded_kong",
        "1113444s {1111m} [1111p] +5s",
        T,
        "preset green_book_2006: a concealed and a melded kong score 暗杠 + 明杠, not 明暗杠",
        options={"two_concealed_kongs": 8, "concealed_and_melded_kong": False},
    ),
]


def test_every_fan_has_a_positive_and_a_negative_case() -> None:
    assert {c.fan for c in POSITIVE} == set(FANS)
    assert {c.fan for c in NEGATIVE} == set(FANS)
    assert all(c.rule for c in POSITIVE + NEGATIVE)


@pytest.mark.parametrize("case", POSITIVE, ids=[c.id for c in POSITIVE])
def test_fan_counts(case: Case) -> None:
    s = score(case)
    got = fans(s)
    assert got.get(case.fan) == case.count, f"{case.rule}\n{case.hand}: scored {got}"
    if oracle_applies(case):
        theirs = gb_fans(parse_hand(case.hand), case.context)
        assert theirs.get(case.fan) == case.count, f"PyMahjongGB disagrees with the case: {theirs}"


@pytest.mark.parametrize("case", NEGATIVE, ids=[c.id for c in NEGATIVE])
def test_fan_does_not_count(case: Case) -> None:
    s = score(case)
    got = fans(s)
    assert case.fan not in got, f"{case.rule}\n{case.hand}: scored {got}"
    if case.by is not None:
        assert case.by in got, f"{case.hand}: the ruling fan {case.by} does not count: {got}"
        bys = {x.by for x in s.suppressed if x.id == case.fan}
        assert case.by in bys, f"{case.hand}: {case.fan} should be listed as suppressed by {case.by}, got {bys}"
    if oracle_applies(case):
        theirs = gb_fans(parse_hand(case.hand), case.context)
        assert case.fan not in theirs, f"PyMahjongGB counts {case.fan}: {theirs}"


# --- the 8-fan minimum --------------------------------------------------------------------------

CLAIMED_CHOWS = "56s678p33z [123m] [345m] +7s"  # SD 无番和 例1: no fan at all on a discard


def test_under_eight_fan_is_not_a_win_but_lists_its_fans() -> None:
    # Seed 000: 「二十二、和牌　符合规定的牌型条件，达到或超过起和分标准并报和牌的行为。」 and
    # 「三十一、诈和　不符合《规则》规定条件而宣布和牌。」 — self-drawn, the hand has only 自摸 (1 fan).
    s = MCR.score(parse_hand(CLAIMED_CHOWS), T)
    assert s.win is False and s.reason == "below_minimum"
    assert fans(s) == {"self_drawn": 1}
    assert s.total == 1
    assert s.pay == () and s.received == 0


def test_flowers_do_not_count_toward_the_minimum() -> None:
    # SD 花牌: 「每花计1番。不计在起和番内，和牌后才能计番。」 — 1 fan and 8 flowers is still under 8.
    s = MCR.score(parse_hand(CLAIMED_CHOWS), {**T, "flowers": 8})
    assert s.win is False and s.reason == "below_minimum"
    assert fans(s) == {"self_drawn": 1, "flower_tiles": 8}
    assert s.total == 9
    assert s.figures.fan_before_flowers == 1


def test_eight_fan_is_enough() -> None:
    # SD 无番和: 「和牌后，数不出任何其他番种（花牌除外），计8番。」 — exactly the minimum.
    s = MCR.score(parse_hand(CLAIMED_CHOWS), D)
    assert s.win is True and s.reason is None
    assert fans(s) == {"chicken_hand": 1}


def test_minimum_option() -> None:
    s = MCR.score(parse_hand(CLAIMED_CHOWS), T, {"minimum": 1})
    assert s.win is True
    s = MCR.score(parse_hand(CLAIMED_CHOWS), D, {"minimum": 9})
    assert s.win is False and s.reason == "below_minimum"


# --- payments -----------------------------------------------------------------------------------


def test_discard_win_payment() -> None:
    # 无番和 8 + 花牌 2 = 10: the discarder pays 8 + 10, the two others 8 each.
    s = MCR.score(parse_hand(CLAIMED_CHOWS + " 2f5f"), D)
    assert s.total == 10
    assert s.pay == (("discarder", 18), ("other", 8))
    assert s.received == 18 + 16


def test_self_drawn_payment() -> None:
    # SD 不求人 例1 [234678m44556s55p]自摸[3s] 计：不求人、平和、断幺 = 4 + 2 + 2 = 8; each pays 8 + 8.
    s = MCR.score(parse_hand("234678m44556s55p +3s"), T)
    assert fans(s) == {"fully_concealed_hand": 1, "all_chows": 1, "all_simples": 1}
    assert s.total == 8
    assert s.pay == (("each", 16),)
    assert s.received == 3 * 16
    # flowers count in the payment (not in the minimum): 8 + 3 flowers = 11, each pays 8 + 11
    s = MCR.score(parse_hand("234678m44556s55p +3s 1f2f3f"), T)
    assert s.total == 11
    assert s.pay == (("each", 19),)
    assert s.received == 3 * 19


# --- presets and options ------------------------------------------------------------------------


def test_reference_preset_is_the_default() -> None:
    hand = parse_hand("6789p {5555z} {1111s} [345m] +9p")
    assert fans(MCR.score(hand, D, MCR.preset_options("reference"))) == fans(MCR.score(hand, D))


def test_green_book_two_concealed_kongs_is_eight() -> None:
    # SD 双暗杠 例1 [_PP_] [_11s_] [345m] [6789p]点和[9p] 计：双暗杠、箭刻、幺九刻 — 6 + 2 + 1 by default;
    # the 2006 Green Book values 双暗杠 at 8.
    hand = parse_hand("6789p {5555z} {1111s} [345m] +9p")
    default = MCR.score(hand, D)
    item = default.item("two_concealed_kongs")
    assert item is not None and item.value == 6
    assert default.total == 9
    green = MCR.score(hand, D, MCR.preset_options("green_book_2006"))
    item = green.item("two_concealed_kongs")
    assert item is not None and item.value == 8
    assert green.total == 11


def test_green_book_splits_concealed_and_melded_kong() -> None:
    # SD 三同刻 例 [_11m_] [1111p] [1113444s]自摸[5s] 计：三同刻、明暗杠、双暗刻、幺九刻×3、无字、自摸 = 28;
    # the 2006 Green Book counts the two kongs as 暗杠 2 + 明杠 1 instead of 明暗杠 5.
    hand = parse_hand("1113444s {1111m} [1111p] +5s")
    default = MCR.score(hand, T)
    assert fans(default) == {
        "triple_pung": 1,
        "concealed_kong_and_melded_kong": 1,
        "two_concealed_pungs": 1,
        "pung_of_terminals_or_honors": 3,
        "no_honors": 1,
        "self_drawn": 1,
    }
    assert default.total == 28
    green = MCR.score(hand, T, MCR.preset_options("green_book_2006"))
    assert fans(green) == {
        "triple_pung": 1,
        "two_concealed_pungs": 1,
        "concealed_kong": 1,
        "melded_kong": 1,
        "pung_of_terminals_or_honors": 3,
        "no_honors": 1,
        "self_drawn": 1,
    }
    assert green.total == 26


def test_unknown_preset_and_bad_option_are_refused() -> None:
    with pytest.raises(ContextError, match="green_book_1998"):
        MCR.preset_options("green_book_1998")
    with pytest.raises(ContextError, match="two_concealed_kongs"):
        MCR.score(parse_hand(CLAIMED_CHOWS), D, {"two_concealed_kongs": 7.5})
    with pytest.raises(ContextError, match="no_such_option"):
        MCR.score(parse_hand(CLAIMED_CHOWS), D, {"no_such_option": True})


def test_blessing_of_heaven_with_the_option() -> None:
    # Seed 002: 「天和：指的是庄家利用最初摸到的14张牌和牌的情况。」 (off unless the blessings option is on)
    hand = parse_hand("234678m44556s55p +3s")
    ctx = {"self_drawn": True, "seat_wind": "E", "initial_win": "heaven"}
    s = MCR.score(hand, ctx, {"blessings": True})
    assert fans(s) == {"blessing_of_heaven": 1, "all_chows": 1, "all_simples": 1}
    assert {x.by for x in s.suppressed if x.id == "fully_concealed_hand"} == {"blessing_of_heaven"}


# --- impossible contexts ------------------------------------------------------------------------

KONG_HAND = "56s678p33z [123m] [4444m] +7s"
HOLDS_THE_WIN = "67s567s33z [123m] [345m] +5s"  # the standing tiles hold another 5s
MELD_HOLDS_THE_WIN = "67s33z678p [123m] [345s] +5s"  # the claimed 345s holds a 5s

IMPOSSIBLE: list[tuple[str, str, dict[str, Any], dict[str, Any], tuple[str, ...]]] = [
    # (why, hand, context, options, keys the message must name)
    (
        "robbing the kong is a win on another player's added tile, never a self-draw",
        CLAIMED_CHOWS,
        {"robbing_kong": True, "self_drawn": True},
        {},
        ("robbing_kong", "self_drawn"),
    ),
    (
        "the robbed tile is the fourth copy: the hand cannot hold one (standing)",
        HOLDS_THE_WIN,
        {"robbing_kong": True},
        {},
        ("robbing_kong",),
    ),
    (
        "the robbed tile is the fourth copy: the hand cannot hold one (in a meld)",
        MELD_HOLDS_THE_WIN,
        {"robbing_kong": True},
        {},
        ("robbing_kong",),
    ),
    (
        "robbing the kong and winning on the kong's replacement tile exclude each other",
        KONG_HAND,
        {"robbing_kong": True, "kong_replacement": True},
        {},
        ("robbing_kong", "kong_replacement"),
    ),
    (
        "SD 妙手回春 注1: 牌墙最后一张牌摸起后……不允许开杠 — no kong to rob after the last tile",
        CLAIMED_CHOWS,
        {"robbing_kong": True, "last_wall_tile": True},
        {},
        ("robbing_kong", "last_wall_tile"),
    ),
    (
        "SD 杠上开花: 和开杠后摸进的那张牌 — a drawn tile, so self-drawn",
        KONG_HAND,
        {"kong_replacement": True},
        {},
        ("kong_replacement", "self_drawn"),
    ),
    (
        "SD 杠上开花: 和开杠后摸进的那张牌 — needs a kong",
        CLAIMED_CHOWS,
        {"kong_replacement": True, "self_drawn": True},
        {},
        ("kong_replacement",),
    ),
    (
        "SD 和绝张 注: 一旦立牌已经包含了要和的牌，那就不是和绝张了",
        HOLDS_THE_WIN,
        {"last_copy": True},
        {},
        ("last_copy",),
    ),
    (
        "天和/地和/人和 are off unless the blessings option is on",
        "234678m44556s55p +3s",
        {"self_drawn": True, "initial_win": "heaven"},
        {},
        ("initial_win", "blessings"),
    ),
    (
        "a first-turn win has no declared meld",
        CLAIMED_CHOWS,
        {"self_drawn": True, "initial_win": "heaven"},
        {"blessings": True},
        ("initial_win",),
    ),
    (
        "Seed 002 天和: 庄家……和牌 — the dealer is seat E",
        "234678m44556s55p +3s",
        {"self_drawn": True, "seat_wind": "S", "initial_win": "heaven"},
        {"blessings": True},
        ("initial_win", "seat_wind"),
    ),
    (
        "Seed 002 天和: 利用最初摸到的14张牌和牌 — self-drawn",
        "234678m44556s55p +3s",
        {"seat_wind": "E", "initial_win": "heaven"},
        {"blessings": True},
        ("initial_win", "self_drawn"),
    ),
    (
        "地和/人和 are wins of a non-dealer",
        "234678m44556s55p +3s",
        {"seat_wind": "E", "initial_win": "earth"},
        {"blessings": True},
        ("initial_win", "seat_wind"),
    ),
    ("the flower count must match the flower tiles shown", CLAIMED_CHOWS + " 1f2f", {"flowers": 3}, {}, ("flowers",)),
    ("there are eight flowers", CLAIMED_CHOWS, {"flowers": 9}, {}, ("flowers",)),
    ("an unknown context key", CLAIMED_CHOWS, {"dealer_streak": 2}, {}, ("dealer_streak",)),
]


@pytest.mark.parametrize("why,hand,context,options,keys", IMPOSSIBLE, ids=[x[0][:60] for x in IMPOSSIBLE])
def test_impossible_context_is_refused(
    why: str, hand: str, context: dict[str, Any], options: dict[str, Any], keys: tuple[str, ...]
) -> None:
    with pytest.raises(ContextError) as info:
        MCR.score(parse_hand(hand), context, options)
    for key in keys:
        assert key in str(info.value), f"{why}: the message does not name {key!r}: {info.value}"


@pytest.mark.parametrize("why,hand,context,options,keys", IMPOSSIBLE[:13], ids=[x[0][:60] for x in IMPOSSIBLE[:13]])
def test_contradictions_have_their_code(
    why: str, hand: str, context: dict[str, Any], options: dict[str, Any], keys: tuple[str, ...]
) -> None:
    with pytest.raises(ContextError) as info:
        MCR.score(parse_hand(hand), context, options)
    assert info.value.code == "impossible_context"


def test_the_same_hands_are_accepted_in_a_possible_context() -> None:
    """The refusals above come from the context, not from the hands."""
    for _why, hand, context, options, _keys in IMPOSSIBLE:
        MCR.score(parse_hand(hand), {"self_drawn": context.get("self_drawn", False)}, {})


def test_more_than_four_copies_is_refused() -> None:
    # Seed 001: 「十九、杠报开杠的4张相同的牌。」 — four copies of each tile (PyMahjongGB would score this hand).
    with pytest.raises(TileCountError):
        parse_hand("11m456789m12p [111m] +3p")
