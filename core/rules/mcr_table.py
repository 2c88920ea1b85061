"""The MCR fan table: ids, names, values and the 不计 (not-counted) relations, as data.

Ids, English and Simplified Chinese names and values are those of the project's interface
spec (``shared/spec/mcr-fan.tsv``). Traditional Chinese and Japanese names are the same
terms written with those scripts' characters.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..score import Names

# no, id, zh-Hans, en, value
_TABLE: Final = """\
1	big_four_winds	大四喜	Big Four Winds	88
2	big_three_dragons	大三元	Big Three Dragons	88
3	all_green	绿一色	All Green	88
4	nine_gates	九莲宝灯	Nine Gates	88
5	four_kongs	四杠	Four Kongs	88
6	seven_shifted_pairs	连七对	Seven Shifted Pairs	88
7	thirteen_orphans	十三幺	Thirteen Orphans	88
8	all_terminals	清幺九	All Terminals	64
9	little_four_winds	小四喜	Little Four Winds	64
10	little_three_dragons	小三元	Little Three Dragons	64
11	all_honors	字一色	All Honors	64
12	four_concealed_pungs	四暗刻	Four Concealed Pungs	64
13	pure_terminal_chows	一色双龙会	Pure Terminal Chows	64
14	quadruple_chow	一色四同顺	Quadruple Chow	48
15	four_pure_shifted_pungs	一色四节高	Four Pure Shifted Pungs	48
16	four_pure_shifted_chows	一色四步高	Four Pure Shifted Chows	32
17	three_kongs	三杠	Three Kongs	32
18	all_terminals_and_honors	混幺九	All Terminals and Honors	32
19	seven_pairs	七对	Seven Pairs	24
20	greater_honors_and_knitted_tiles	七星不靠	Greater Honors and Knitted Tiles	24
21	all_even_pungs	全双刻	All Even Pungs	24
22	full_flush	清一色	Full Flush	24
23	pure_triple_chow	一色三同顺	Pure Triple Chow	24
24	pure_shifted_pungs	一色三节高	Pure Shifted Pungs	24
25	upper_tiles	全大	Upper Tiles	24
26	middle_tiles	全中	Middle Tiles	24
27	lower_tiles	全小	Lower Tiles	24
28	pure_straight	清龙	Pure Straight	16
29	three_suited_terminal_chows	三色双龙会	Three-Suited Terminal Chows	16
30	pure_shifted_chows	一色三步高	Pure Shifted Chows	16
31	all_five	全带五	All Five	16
32	triple_pung	三同刻	Triple Pung	16
33	three_concealed_pungs	三暗刻	Three Concealed Pungs	16
34	lesser_honors_and_knitted_tiles	全不靠	Lesser Honors and Knitted Tiles	12
35	knitted_straight	组合龙	Knitted Straight	12
36	upper_four	大于五	Upper Four	12
37	lower_four	小于五	Lower Four	12
38	big_three_winds	三风刻	Big Three Winds	12
39	mixed_straight	花龙	Mixed Straight	8
40	reversible_tiles	推不倒	Reversible Tiles	8
41	mixed_triple_chow	三色三同顺	Mixed Triple Chow	8
42	mixed_shifted_pungs	三色三节高	Mixed Shifted Pungs	8
43	chicken_hand	无番和	Chicken Hand	8
44	last_tile_draw	妙手回春	Last Tile Draw	8
45	last_tile_claim	海底捞月	Last Tile Claim	8
46	out_with_replacement_tile	杠上开花	Out with Replacement Tile	8
47	robbing_the_kong	抢杠和	Robbing The Kong	8
48	all_pungs	碰碰和	All Pungs	6
49	half_flush	混一色	Half Flush	6
50	mixed_shifted_chows	三色三步高	Mixed Shifted Chows	6
51	all_types	五门齐	All Types	6
52	melded_hand	全求人	Melded Hand	6
53	two_concealed_kongs	双暗杠	Two Concealed Kongs	6
54	two_dragons_pungs	双箭刻	Two Dragons Pungs	6
55	outside_hand	全带幺	Outside Hand	4
56	fully_concealed_hand	不求人	Fully Concealed Hand	4
57	two_melded_kongs	双明杠	Two Melded Kongs	4
58	last_tile	和绝张	Last Tile	4
59	dragon_pung	箭刻	Dragon Pung	2
60	prevalent_wind	圈风刻	Prevalent Wind	2
61	seat_wind	门风刻	Seat Wind	2
62	concealed_hand	门前清	Concealed Hand	2
63	all_chows	平和	All Chows	2
64	tile_hog	四归一	Tile Hog	2
65	double_pung	双同刻	Double Pung	2
66	two_concealed_pungs	双暗刻	Two Concealed Pungs	2
67	concealed_kong	暗杠	Concealed Kong	2
68	all_simples	断幺	All Simples	2
69	pure_double_chow	一般高	Pure Double Chow	1
70	mixed_double_chow	喜相逢	Mixed Double Chow	1
71	short_straight	连六	Short Straight	1
72	two_terminal_chows	老少副	Two Terminal Chows	1
73	pung_of_terminals_or_honors	幺九刻	Pung of Terminals or Honors	1
74	melded_kong	明杠	Melded Kong	1
75	one_voided_suit	缺一门	One Voided Suit	1
76	no_honors	无字	No Honors	1
77	edge_wait	边张	Edge Wait	1
78	closed_wait	嵌张	Closed Wait	1
79	single_wait	单钓将	Single Wait	1
80	self_drawn	自摸	Self-Drawn	1
81	flower_tiles	花牌	Flower Tiles	1
82	concealed_kong_and_melded_kong	明暗杠	Concealed Kong and Melded Kong	5
"""

_HANT: Final = str.maketrans({
    "绿": "綠", "莲": "蓮", "宝": "寶", "灯": "燈", "杠": "槓", "连": "連", "对": "對", "双": "雙", "龙": "龍",
    "会": "會", "顺": "順", "节": "節", "带": "帶", "组": "組", "于": "於", "风": "風", "无": "無", "捞": "撈",
    "开": "開", "抢": "搶", "门": "門", "齐": "齊", "绝": "絕", "张": "張", "归": "歸", "断": "斷", "边": "邊",
    "单": "單", "钓": "釣", "将": "將",
})
_JA: Final = str.maketrans({
    "绿": "緑", "莲": "蓮", "灯": "燈", "杠": "槓", "连": "連", "对": "対", "龙": "龍", "顺": "順", "节": "節",
    "带": "帯", "组": "組", "风": "風", "无": "無", "捞": "撈", "开": "開", "抢": "搶", "门": "門", "齐": "斉",
    "绝": "絶", "张": "張", "归": "帰", "边": "辺", "单": "単", "钓": "釣",
})


@dataclass(frozen=True, slots=True)
class FanDef:
    no: int
    id: str
    names: Names
    value: int


def _parse() -> dict[str, FanDef]:
    out: dict[str, FanDef] = {}
    for line in _TABLE.splitlines():
        no, fid, zh, en, value = line.split("\t")
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

ALL: Final = "all"  # suppress every instance
SAME: Final = "same"  # suppress the instances about the same tiles as the suppressor

#: 不计: when the key fan counts, the listed fans do not (``ALL``), or only those about the
#: same tiles (``SAME``), or up to N instances.
EXCLUDES: Final[dict[str, tuple[tuple[str, str | int], ...]]] = {
    "big_four_winds": (("big_three_winds", ALL), ("all_pungs", ALL), ("prevalent_wind", ALL), ("seat_wind", ALL),
                       ("pung_of_terminals_or_honors", ALL), ("little_four_winds", ALL)),
    "big_three_dragons": (("two_dragons_pungs", ALL), ("dragon_pung", ALL), ("little_three_dragons", ALL)),
    "all_green": (("half_flush", ALL), ("one_voided_suit", ALL)),
    "nine_gates": (("full_flush", ALL), ("fully_concealed_hand", ALL), ("concealed_hand", ALL), ("no_honors", ALL),
                   ("pung_of_terminals_or_honors", 1)),
    "four_kongs": (("all_pungs", ALL), ("single_wait", ALL)),
    "seven_shifted_pairs": (("seven_pairs", ALL), ("full_flush", ALL), ("fully_concealed_hand", ALL),
                            ("concealed_hand", ALL), ("single_wait", ALL), ("no_honors", ALL)),
    "thirteen_orphans": (("all_types", ALL), ("fully_concealed_hand", ALL), ("concealed_hand", ALL),
                         ("single_wait", ALL), ("all_terminals_and_honors", ALL)),
    "all_terminals": (("all_terminals_and_honors", ALL), ("all_pungs", ALL), ("outside_hand", ALL),
                      ("pung_of_terminals_or_honors", ALL), ("no_honors", ALL), ("double_pung", ALL)),
    "little_four_winds": (("big_three_winds", ALL), ("pung_of_terminals_or_honors", ALL)),
    "little_three_dragons": (("two_dragons_pungs", ALL), ("dragon_pung", ALL)),
    "all_honors": (("all_terminals_and_honors", ALL), ("all_pungs", ALL), ("outside_hand", ALL),
                   ("pung_of_terminals_or_honors", ALL), ("one_voided_suit", ALL)),
    "four_concealed_pungs": (("all_pungs", ALL), ("concealed_hand", ALL), ("fully_concealed_hand", ALL),
                             ("three_concealed_pungs", ALL), ("two_concealed_pungs", ALL)),
    "pure_terminal_chows": (("seven_pairs", ALL), ("full_flush", ALL), ("all_chows", ALL), ("pure_double_chow", ALL),
                            ("two_terminal_chows", ALL), ("one_voided_suit", ALL), ("no_honors", ALL),
                            ("short_straight", ALL)),
    "quadruple_chow": (("pure_triple_chow", ALL), ("pure_double_chow", ALL), ("tile_hog", ALL)),
    "four_pure_shifted_pungs": (("pure_shifted_pungs", ALL), ("all_pungs", ALL)),
    "four_pure_shifted_chows": (("pure_shifted_chows", ALL), ("short_straight", ALL), ("two_terminal_chows", ALL)),
    "three_kongs": (("two_melded_kongs", ALL), ("melded_kong", ALL), ("concealed_kong", ALL)),
    "all_terminals_and_honors": (("all_pungs", ALL), ("outside_hand", ALL), ("pung_of_terminals_or_honors", ALL)),
    "seven_pairs": (("fully_concealed_hand", ALL), ("concealed_hand", ALL), ("single_wait", ALL)),
    "greater_honors_and_knitted_tiles": (("lesser_honors_and_knitted_tiles", ALL), ("all_types", ALL),
                                         ("fully_concealed_hand", ALL), ("concealed_hand", ALL), ("single_wait", ALL)),
    "all_even_pungs": (("all_pungs", ALL), ("all_simples", ALL), ("no_honors", ALL)),
    "full_flush": (("one_voided_suit", ALL), ("no_honors", ALL)),
    "pure_triple_chow": (("pure_double_chow", ALL),),
    "upper_tiles": (("upper_four", ALL), ("no_honors", ALL)),
    "middle_tiles": (("all_simples", ALL), ("no_honors", ALL)),
    "lower_tiles": (("lower_four", ALL), ("no_honors", ALL)),
    "three_suited_terminal_chows": (("all_chows", ALL), ("no_honors", ALL), ("mixed_double_chow", ALL),
                                    ("two_terminal_chows", ALL)),
    "all_five": (("all_simples", ALL), ("no_honors", ALL)),
    "triple_pung": (("double_pung", ALL),),
    "three_concealed_pungs": (("two_concealed_pungs", ALL),),
    "lesser_honors_and_knitted_tiles": (("all_types", ALL), ("fully_concealed_hand", ALL), ("concealed_hand", ALL),
                                        ("single_wait", ALL)),
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
    "blessing_of_heaven": (("fully_concealed_hand", ALL), ("self_drawn", ALL), ("edge_wait", ALL),
                           ("closed_wait", ALL), ("single_wait", ALL)),
    "blessing_of_earth": (("concealed_hand", ALL),),
    "blessing_of_human": (("fully_concealed_hand", ALL), ("self_drawn", ALL)),
}
