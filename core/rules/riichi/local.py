"""The local yaku of seed 003 (section C, 需要商定的牌型) for the riichi rule set.

Each one is a row of :mod:`core.rules.riichi.rows`' tables, with its predicate here, switched
on by an option that is off by default; its value is the seed's, and the seed's "some
rules" (部分規則 / 有的規則) alternatives are values of the same option. The seed's lines,
as the rows follow them:

- 開立直 (``open_riichi``): 2 han instead of riichi; a ron off a player not in riichi is one
  yakuman (context ``discarder_in_riichi`` false), which adds to other yakuman; the
  ``no_yakuman`` value keeps it at 2 han (「也有部分規則不承認這壹點」). 開雙立直: 3 han,
  instead of riichi, double riichi and open riichi, with the same yakuman ron. Context
  ``riichi_open``: the riichi was declared open.
- 三色通貫 (``sanshoku_tsuukan``): 2 han closed, 1 open; ``closed_1``: closed hands only, 1 han.
- 三連刻 (``sanrenkou``): 2 han. 壹色三順 (``isshoku_sanjun``): 2 han, not with iipeikou
  (closed); ``open_1``: 1 han with an open hand. The two never share a reading (three
  consecutive pungs and three equal chows are the same tiles read two ways), so the
  best-reading search takes the higher, as the seed's 「根據最高點數原則」 says. With four
  equal chows and isshoku yonjun off, ryanpeikou (3) is counted rather than isshoku sanjun.
- 人和 (``renhou``): a non-dealer's ron before their first draw, no call before it (context
  ``first_turn_ron``): one yakuman, or (「部分規則只算滿貫或倍滿」) a yaku of 5 han (mangan)
  or 8 han (baiman) that adds to the hand's other yaku and dora, as the ``mahjong`` package
  scores its non-yakuman renhou. Robbing a kong on that turn only with the thirteen orphans.
- 大車輪 (``daisharin``): 2p-8p two each, closed; yakuman, ``double``: double yakuman.
- 十三不搭 (``shiisanpuutaa``): thirteen kinds, one of them paired, tiles of a suit at
  least three apart, at least one simple; only on the first draw (``first_turn``), not
  counted with tenhou / chiihou; yakuman, or ``mangan``: the hand is a mangan.
- 四連刻 (``suurenkou``), 壹色四順 (``isshoku_yonjun``), 紅孔雀 (``benikujaku``): yakuman.
- 百萬石 (``hyakumangoku``): man chinitsu with the numbers adding up to 100 or more;
  ``pure_double``: exactly 100 is a double yakuman (純正百萬石); ``over_100``: more than 100.
- 東北新幹線 (``toupei_shinkansen``): ittsu with a pung of East and a pair of North or the
  other way round; ``souzu``: the ittsu in bamboo only; ``toupei_shinkansen_closed``: closed
  hands only.
- 大七星 (``daichisei``): seven pairs of the seven honours, double yakuman; tsuuiisou not
  counted beside it, or (``with_tsuuiisou``) counted too (「是否可計“字壹色”需要在規則中說明」).
- 八連莊 (``paarenchan``): the dealer's eighth win in a row (context ``wins_in_a_row``);
  ``any_seat``: any player's eighth win in a row (「有的規則中是連續和牌至少8次」).
- 石上三年 (``ishino_uenimo_sannen``): double riichi and a self-draw of the last tile (海底撈月):
  double yakuman.

"Double yakuman" follows the rule set's ``double_yakuman`` option, as the standard double
yakuman do. 八連莊's note 「使用“八連莊”的情況下,通常規定本場數達到或超過5的時候2番起和」 (a two-han
minimum at five honba and more, usual where paarenchan is played) is the option
``ryanhan_shibari`` (off by default): below it the hand is no win (``two_han_minimum``); dora do
not count towards the two han, as in the usual ryanhan shibari (the seed does not say).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final

from core.engine.schema import Choice, Cond, Constraint, Field, FieldType, _names, enabled_when, excludes, requires
from core.engine.score import Names
from core.model.tiles import is_terminal_or_honor

# --- options ------------------------------------------------------------------------------------

_OFF: Final = Choice("off", _names("off", "不采用", "不採用", "なし"))


def _choice(key: str, names: Names, help: Names, *values: Choice) -> Field:
    return Field(key, FieldType.CHOICE, "off", names, help, choices=(_OFF,) + values)


def _on(names: Names) -> Choice:
    return Choice("on", names)


OPTIONS: Final[tuple[Field, ...]] = (
    _choice(
        "open_riichi",
        _names("Open riichi (local)", "开立直（地方役）", "開立直（地方役）", "オープン立直（ローカル役）"),
        _names(
            "open riichi 2 han, open double riichi 3 han; a ron off a player not in riichi is a yakuman",
            "开立直 2 番，开两立直 3 番；未立直者放铳时计役满",
            "開立直 2 番，開兩立直 3 番；未立直者放槍時計役滿",
            "オープン立直2翻、オープンダブル立直3翻。立直していない者からのロンは役満",
        ),
        _on(
            _names(
                "2 / 3 han, yakuman on a ron off a player not in riichi",
                "2/3 番，未立直者放铳计役满",
                "2/3 番，未立直者放槍計役滿",
                "2/3翻、未立直者からのロンは役満",
            )
        ),
        Choice("no_yakuman", _names("2 / 3 han only", "只计 2/3 番", "只計 2/3 番", "2/3翻のみ")),
    ),
    _choice(
        "sanshoku_tsuukan",
        _names("Sanshoku tsuukan (local)", "三色通贯（地方役）", "三色通貫（地方役）", "三色通貫（ローカル役）"),
        _names(
            "123, 456 and 789 in three different suits: 2 han closed, 1 open",
            "三种花色各一组，合成 123、456、789：门前 2 番，副露 1 番",
            "三種花色各一組，合成 123、456、789：門前 2 番，副露 1 番",
            "123・456・789を三色に分けて揃える：門前2翻、副露1翻",
        ),
        _on(_names("2 han closed, 1 open", "门前 2 番，副露 1 番", "門前 2 番，副露 1 番", "門前2翻・副露1翻")),
        Choice("closed_1", _names("closed only, 1 han", "限门前，1 番", "限門前，1 番", "門前のみ1翻")),
    ),
    Field(
        "sanrenkou",
        FieldType.BOOL,
        False,
        _names("Sanrenkou (local)", "三连刻（地方役）", "三連刻（地方役）", "三連刻（ローカル役）"),
        _names(
            "three pungs of one suit in a row, like 111 222 333: 2 han",
            "同一花色三副连续的刻子，如 111 222 333：2 番",
            "同一花色三副連續的刻子，如 111 222 333：2 番",
            "同じ色で数字が続く3つの刻子（例：111 222 333）：2翻",
        ),
    ),
    _choice(
        "isshoku_sanjun",
        _names("Isshoku sanjun (local)", "一色三顺（地方役）", "一色三順（地方役）", "一色三順（ローカル役）"),
        _names(
            "three identical chows: 2 han, not counted with iipeikou",
            "三副相同的顺子：2 番，不计一杯口",
            "三副相同的順子：2 番，不計一盃口",
            "同じ順子3つ：2翻、一盃口とは複合しない",
        ),
        _on(_names("2 han", "2 番", "2 番", "2翻")),
        Choice(
            "open_1", _names("2 han closed, 1 open", "门前 2 番，副露 1 番", "門前 2 番，副露 1 番", "門前2翻・副露1翻")
        ),
    ),
    _choice(
        "renhou",
        _names("Renhou (local)", "人和（地方役）", "人和（地方役）", "人和（ローカル役）"),
        _names(
            "a non-dealer's ron before their first draw: yakuman, or a yaku of mangan (5 han) or baiman (8 han)",
            "闲家在自己第一次摸牌前荣和：役满，或计满贯（5 番）或倍满（8 番）的役",
            "閒家在自己第一次摸牌前榮和：役滿，或計滿貫（5 番）或倍滿（8 番）的役",
            "子の第一ツモ前のロン和了：役満、または満貫（5翻）か倍満（8翻）の役",
        ),
        Choice("yakuman", _names("yakuman", "役满", "役滿", "役満")),
        Choice("mangan", _names("mangan (5 han)", "满贯（5 番）", "滿貫（5 番）", "満貫（5翻）")),
        Choice("baiman", _names("baiman (8 han)", "倍满（8 番）", "倍滿（8 番）", "倍満（8翻）")),
    ),
    _choice(
        "daisharin",
        _names("Daisharin (local)", "大车轮（地方役）", "大車輪（地方役）", "大車輪（ローカル役）"),
        _names(
            "two each of the 2 to 8 of circles, with a closed hand: yakuman",
            "门前，2 筒至 8 筒各两张：役满",
            "門前，2 筒至 8 筒各兩張：役滿",
            "門前で2筒～8筒を2枚ずつ：役満",
        ),
        Choice("yakuman", _names("yakuman", "役满", "役滿", "役満")),
        Choice("double", _names("double yakuman", "双倍役满", "雙倍役滿", "ダブル役満")),
    ),
    _choice(
        "shiisanpuutaa",
        _names("Shiisanpuutaa (local)", "十三不搭（地方役）", "十三不搭（地方役）", "十三不塔（ローカル役）"),
        _names(
            "thirteen unconnected tiles and a pair on the first draw: yakuman, or mangan",
            "第一次摸牌时，十三张互不相搭的牌加一对：役满或满贯",
            "第一次摸牌時，十三張互不相搭的牌加一對：役滿或滿貫",
            "第一ツモで、互いに搭子にならない13種の牌と対子1つ：役満または満貫",
        ),
        Choice("yakuman", _names("yakuman", "役满", "役滿", "役満")),
        Choice("mangan", _names("mangan", "满贯", "滿貫", "満貫")),
    ),
    Field(
        "suurenkou",
        FieldType.BOOL,
        False,
        _names("Suurenkou (local)", "四连刻（地方役）", "四連刻（地方役）", "四連刻（ローカル役）"),
        _names(
            "four pungs of one suit in a row: yakuman",
            "同一花色四副连续的刻子：役满",
            "同一花色四副連續的刻子：役滿",
            "同じ色で数字が続く4つの刻子：役満",
        ),
    ),
    Field(
        "isshoku_yonjun",
        FieldType.BOOL,
        False,
        _names("Isshoku yonjun (local)", "一色四顺（地方役）", "一色四順（地方役）", "一色四順（ローカル役）"),
        _names("four identical chows: yakuman", "四副相同的顺子：役满", "四副相同的順子：役滿", "同じ順子4つ：役満"),
    ),
    _choice(
        "hyakumangoku",
        _names("Hyakumangoku (local)", "百万石（地方役）", "百萬石（地方役）", "百万石（ローカル役）"),
        _names(
            "characters only, the numbers adding up to 100 or more: yakuman",
            "全为万子，数字合计 100 以上：役满",
            "全為萬子，數字合計 100 以上：役滿",
            "萬子のみで数字の合計が100以上：役満",
        ),
        Choice("on", _names("100 or more: yakuman", "100 以上：役满", "100 以上：役滿", "100以上で役満")),
        Choice(
            "pure_double",
            _names(
                "exactly 100: double yakuman", "恰好 100：双倍役满", "恰好 100：雙倍役滿", "ちょうど100でダブル役満"
            ),
        ),
        Choice("over_100", _names("more than 100 only", "须超过 100", "須超過 100", "100を超える場合のみ")),
    ),
    Field(
        "benikujaku",
        FieldType.BOOL,
        False,
        _names("Benikujaku (local)", "红孔雀（地方役）", "紅孔雀（地方役）", "紅孔雀（ローカル役）"),
        _names(
            "pungs and a pair of the 1, 5, 7 and 9 of bamboo and the red dragon only: yakuman",
            "只用索子的 1、5、7、9 与红中组成刻子和雀头：役满",
            "只用索子的 1、5、7、9 與紅中組成刻子和雀頭：役滿",
            "索子の1・5・7・9と中だけで刻子と雀頭を作る：役満",
        ),
    ),
    _choice(
        "toupei_shinkansen",
        _names("Toupei shinkansen (local)", "东北新干线（地方役）", "東北新幹線（地方役）", "東北新幹線（ローカル役）"),
        _names(
            "a pure straight with a pung of East and a pair of North (or the other way round): yakuman",
            "一气通贯加东的刻子与北的雀头（或反过来）：役满",
            "一氣通貫加東的刻子與北的雀頭（或反過來）：役滿",
            "一気通貫に東の刻子と北の雀頭（またはその逆）：役満",
        ),
        Choice("on", _names("any suit", "任一花色", "任一花色", "色は問わない")),
        Choice("souzu", _names("bamboo ittsu only", "限索子一气通贯", "限索子一氣通貫", "索子の一気通貫のみ")),
    ),
    Field(
        "toupei_shinkansen_closed",
        FieldType.BOOL,
        False,
        _names("Toupei shinkansen closed only", "东北新干线限门前", "東北新幹線限門前", "東北新幹線は門前のみ"),
        _names(
            "toupei shinkansen counts with a closed hand only",
            "东北新干线只在门前时成立",
            "東北新幹線只在門前時成立",
            "東北新幹線は門前のときだけ成立する",
        ),
    ),
    _choice(
        "daichisei",
        _names("Daichisei (local)", "大七星（地方役）", "大七星（地方役）", "大七星（ローカル役）"),
        _names(
            "seven pairs of the seven honours: double yakuman",
            "七种字牌各一对的七对子：双倍役满",
            "七種字牌各一對的七對子：雙倍役滿",
            "字牌7種すべての七対子：ダブル役満",
        ),
        Choice(
            "on",
            _names(
                "double yakuman, not with tsuuiisou",
                "双倍役满，不计字一色",
                "雙倍役滿，不計字一色",
                "ダブル役満、字一色は複合しない",
            ),
        ),
        Choice(
            "with_tsuuiisou",
            _names("double yakuman and tsuuiisou", "双倍役满并计字一色", "雙倍役滿並計字一色", "ダブル役満＋字一色"),
        ),
    ),
    _choice(
        "paarenchan",
        _names("Paarenchan (local)", "八连庄（地方役）", "八連莊（地方役）", "八連荘（ローカル役）"),
        _names(
            "the eighth win in a row: yakuman", "连续第八次和牌：役满", "連續第八次和牌：役滿", "8回連続の和了：役満"
        ),
        Choice("dealer", _names("the dealer's eighth win in a row", "庄家连庄 8 次", "莊家連莊 8 次", "親の8連続和了")),
        Choice(
            "any_seat",
            _names("anyone's eighth win in a row", "连续和牌 8 次", "連續和牌 8 次", "8連続和了（親子問わず）"),
        ),
    ),
    Field(
        "ishino_uenimo_sannen",
        FieldType.BOOL,
        False,
        _names(
            "Ishino uenimo sannen (local)", "石上三年（地方役）", "石上三年（地方役）", "石の上にも三年（ローカル役）"
        ),
        _names(
            "double riichi won by drawing the last tile of the wall: double yakuman",
            "两立直后自摸海底牌和牌：双倍役满",
            "兩立直後自摸海底牌和牌：雙倍役滿",
            "ダブル立直で海底牌をツモ和了：ダブル役満",
        ),
    ),
    Field(
        "ryanhan_shibari",
        FieldType.BOOL,
        False,
        _names("Two-han minimum at five honba", "五本场两番起和", "五本場兩番起胡", "5本場からの二翻縛り"),
        _names(
            "at five honba or more a win needs two han of yaku, dora not counted (usual with paarenchan)",
            "五本场以上须有两番役才能和牌，宝牌不计（常与八连庄同用）",
            "五本場以上須有兩番役才能胡牌，寶牌不計（常與八連莊同用）",
            "5本場以上は役で2翻以上が必要、ドラは数えない（八連荘と併用されることが多い）",
        ),
    ),
    Field(
        "pao_suukantsu",
        FieldType.BOOL,
        False,
        _names("Pao for suukantsu", "四杠子包牌", "四槓子包牌", "四槓子の責任払い"),
        _names(
            "the player whose discard made the fourth kong is liable for four kongs, as for big three dragons "
            "and big four winds",
            "打出的牌被杠成第四副杠的玩家对四杠子负责（包牌），与大三元、大四喜相同",
            "打出的牌被槓成第四副槓的玩家對四槓子負責（包牌），與大三元、大四喜相同",
            "4つ目の槓子を鳴かせた者が四槓子の責任払いを負う（大三元・大四喜と同じ）",
        ),
    ),
)

#: the option keys of the local yaku (all off by default)
LOCAL_YAKU_OPTIONS: Final = tuple(
    f.key for f in OPTIONS if f.key not in ("toupei_shinkansen_closed", "pao_suukantsu", "ryanhan_shibari")
)


def derived(opts: Mapping[str, Any], one: int, double: int) -> dict[str, Any]:
    """The derived options the local rows read (``one``: the han of a yakuman, ``double``:
    of a double yakuman under the options)."""
    o = opts.get
    sanshoku = o("sanshoku_tsuukan", "off")
    sanjun = o("isshoku_sanjun", "off")
    renhou = o("renhou", "off")
    daisharin = o("daisharin", "off")
    shiisan = o("shiisanpuutaa", "off")
    hyaku = o("hyakumangoku", "off")
    toupei = o("toupei_shinkansen", "off")
    daichisei = o("daichisei", "off")
    return {
        "_open_riichi": o("open_riichi", "off") != "off",
        "_open_riichi_yakuman": o("open_riichi", "off") == "on",
        "_sanshoku_tsuukan": sanshoku != "off",
        "_sanshoku_tsuukan_open": sanshoku == "on",
        "_sanshoku_tsuukan_han": 1 if sanshoku == "closed_1" else 2,
        "_isshoku_sanjun": sanjun != "off",
        "_isshoku_sanjun_open_han": 1 if sanjun == "open_1" else 2,
        "_renhou_yakuman": renhou == "yakuman",
        "_renhou_han_on": renhou in ("mangan", "baiman"),
        "_renhou_han": 8 if renhou == "baiman" else 5,
        "_daisharin": daisharin != "off",
        "_daisharin_han": double if daisharin == "double" else one,
        "_shiisanpuutaa": shiisan == "yakuman",
        "_shiisanpuutaa_mangan": shiisan == "mangan",
        "_hyakumangoku": hyaku != "off",
        "_junsei_hyakumangoku": hyaku == "pure_double",
        "_toupei": toupei != "off",
        "_toupei_open": toupei != "off" and not o("toupei_shinkansen_closed", False),
        "_daichisei": daichisei == "on",
        "_daichisei_tsuuiisou": daichisei == "with_tsuuiisou",
        "_paarenchan": o("paarenchan", "off") != "off",
    }


# --- context ------------------------------------------------------------------------------------

CONTEXT: Final[tuple[Field, ...]] = (
    Field(
        "riichi_open",
        FieldType.BOOL,
        False,
        _names("Open riichi", "开立直", "開立直", "オープン立直"),
        _names(
            "the riichi (or double riichi) was declared with the hand shown face up (with the open riichi option)",
            "宣告立直（或两立直）时亮出了手牌（须开启开立直选项）",
            "宣告立直（或兩立直）時亮出了手牌（須開啟開立直選項）",
            "手牌を公開して立直（またはダブル立直）した（オープン立直の設定が必要）",
        ),
        group="riichi",
    ),
    Field(
        "discarder_in_riichi",
        FieldType.BOOL,
        False,
        _names("Discarder in riichi", "放铳者已立直", "放槍者已立直", "放銃者が立直中"),
        _names(
            "on a ron against an open riichi: the discarder had declared riichi too (no yakuman)",
            "荣和开立直时：放铳者也已立直（不计役满）",
            "榮和開立直時：放槍者也已立直（不計役滿）",
            "オープン立直へのロンで、放銃者も立直していた（役満にならない）",
        ),
        group="riichi",
    ),
    Field(
        "first_turn_ron",
        FieldType.BOOL,
        False,
        _names(
            "Ron before the first draw (renhou)",
            "第一巡未摸牌荣和（人和）",
            "第一巡未摸牌榮和（人和）",
            "第一ツモ前のロン（人和）",
        ),
        _names(
            "a non-dealer won on a discard before their first draw, with no call before it (with the renhou option)",
            "闲家在自己第一次摸牌前荣和，之前无人鸣牌（须开启人和选项）",
            "閒家在自己第一次摸牌前榮和，之前無人鳴牌（須開啟人和選項）",
            "子が自分の第一ツモ前に、鳴きの入らないうちにロン和了（人和の設定が必要）",
        ),
        group="win",
    ),
    Field(
        "wins_in_a_row",
        FieldType.INT,
        0,
        _names("Wins in a row", "连续和牌次数", "連續和牌次數", "連続和了回数"),
        _names(
            "the winner's wins in a row, this one included: paarenchan at eight (the dealer's only, unless the "
            "paarenchan option counts anyone's)",
            "和牌者连续和牌的次数（含本局）：满 8 次为八连庄（只算庄家，除非八连庄选项设为任何人）",
            "和牌者連續和牌的次數（含本局）：滿 8 次為八連莊（只算莊家，除非八連莊選項設為任何人）",
            "和了者の連続和了回数（今回を含む）。8回で八連荘（設定で親子を問わない場合を除き親のみ）",
        ),
        minimum=0,
        maximum=99,
        group="table",
    ),
)

_DEALER: Final = Cond("seat_wind", "E")


def needs_riichi(key: str) -> Names:
    """The wording of "``key`` needs riichi or double riichi" (see :attr:`core.engine.schema.Constraint.wording`)."""
    k = "{" + key + "}"
    return Names(
        f"{k} needs {{riichi}} or {{double_riichi}}",
        f"{k}需要{{riichi}}或{{double_riichi}}",
        f"{k}需要{{riichi}}或{{double_riichi}}",
        f"{k}には{{riichi}}または{{double_riichi}}が必要です",
    )


def only_with_option(key: str, option: str) -> Names:
    """The wording of "``key`` can be set only when the option ``option`` is on" (a local yaku's)."""
    k, o = "{" + key + "}", "{" + option + "}"
    return Names(
        f"{k} can be set only when the option {o} is on",
        f"只有开启选项{o}时才能设置{k}",
        f"只有開啟選項{o}時才能設定{k}",
        f"{k}はルール設定{o}を採用しているときだけ設定できます",
    )


_OPEN_RIICHI_OPTION: Final = "riichi_open needs the open_riichi option (open riichi is a local yaku, off by default)"
_OPEN_RIICHI_NEEDS: Final = "riichi_open needs riichi (or double riichi): set riichi"
_RENHOU_OPTION: Final = "first_turn_ron needs the renhou option (renhou is a local yaku, off by default)"

#: how the constraints that read badly condition by condition are said, by their message: the
#: riichi rule set says them so (core.engine.schema.Constraint.wording: the same conditions and check)
WORDINGS: Final[dict[str, Names]] = {
    _OPEN_RIICHI_OPTION: only_with_option("riichi_open", "open_riichi"),
    _OPEN_RIICHI_NEEDS: needs_riichi("riichi_open"),
    _RENHOU_OPTION: only_with_option("first_turn_ron", "renhou"),
}

CONSTRAINTS: Final[tuple[Constraint, ...]] = (
    enabled_when(
        Cond("riichi_open"), Cond("open_riichi", among=("on", "no_yakuman"), option=True), _OPEN_RIICHI_OPTION
    ),
    requires((Cond("riichi_open"), Cond("riichi", False)), Cond("double_riichi"), _OPEN_RIICHI_NEEDS),
    enabled_when(
        Cond("discarder_in_riichi"),
        Cond("riichi_open"),
        "discarder_in_riichi is about a ron against an open riichi: set riichi_open",
    ),
    excludes(
        Cond("discarder_in_riichi"),
        Cond("self_drawn"),
        "discarder_in_riichi and self_drawn contradict: a self-drawn win has no discarder",
    ),
    enabled_when(
        Cond("first_turn_ron"), Cond("renhou", among=("yakuman", "mangan", "baiman"), option=True), _RENHOU_OPTION
    ),
    excludes(
        Cond("first_turn_ron"), Cond("self_drawn"), "first_turn_ron (renhou) is a win on a discard: clear self_drawn"
    ),
    excludes(
        Cond("first_turn_ron"),
        _DEALER,
        "first_turn_ron (renhou) is a non-dealer's win: the dealer (seat_wind E) has drawn already",
    ),
    excludes(
        Cond("first_turn_ron"),
        Cond("riichi"),
        "first_turn_ron and riichi contradict: the win comes before the winner's first discard",
    ),
    excludes(
        Cond("first_turn_ron"),
        Cond("double_riichi"),
        "first_turn_ron and double_riichi contradict: the win comes before the winner's first discard",
    ),
    excludes(Cond("first_turn_ron"), Cond("ippatsu"), "first_turn_ron and ippatsu contradict: there was no riichi"),
    excludes(Cond("first_turn_ron"), Cond("last_wall_tile"), "first_turn_ron and last_wall_tile contradict"),
    excludes(
        Cond("first_turn_ron"),
        Cond("first_turn"),
        "first_turn_ron and first_turn contradict: one is a ron, the other a self-draw",
    ),
)


# --- predicates ---------------------------------------------------------------------------------


def open_riichi(f: Any) -> int:
    c = f.context
    return 1 if c["riichi_open"] and c["riichi"] and not c["double_riichi"] else 0


def open_double_riichi(f: Any) -> int:
    c = f.context
    return 1 if c["riichi_open"] and c["double_riichi"] else 0


def open_riichi_ron(f: Any) -> int:
    c = f.context
    return 1 if c["riichi_open"] and not f.self_drawn and not c["discarder_in_riichi"] else 0


def sanshoku_tsuukan(f: Any) -> int:
    c = f.chows
    for a, b, d in ((0, 9, 18), (0, 18, 9), (9, 0, 18), (9, 18, 0), (18, 0, 9), (18, 9, 0)):
        if a in c and b + 3 in c and d + 6 in c:
            return 1
    return 0


def _runs(starts: Any, n: int) -> int:
    """Whether ``n`` pungs of one suit in a row are among ``starts`` (kinds of pungs)."""
    p = set(starts)
    for k in p:
        if k < 27 and k % 9 <= 9 - n and all(k + i in p for i in range(n)):
            return 1
    return 0


def sanrenkou(f: Any) -> int:
    return _runs(f.pungs, 3)


def suurenkou(f: Any) -> int:
    return _runs(f.pungs, 4)


def _equal_chows(f: Any, n: int) -> int:
    c = f.chows
    return 1 if any(c.count(k) >= n for k in set(c)) else 0


def isshoku_sanjun(f: Any) -> int:
    return _equal_chows(f, 3)


def isshoku_yonjun(f: Any) -> int:
    return _equal_chows(f, 4)


def renhou(f: Any) -> int:
    return 1 if f.context["first_turn_ron"] else 0


_DAISHARIN: Final = tuple(2 if 10 <= k <= 16 else 0 for k in range(34))


def daisharin(f: Any) -> int:
    return 1 if f.concealed and tuple(f.hand.counts()) == _DAISHARIN else 0


def shiisanpuutaa_shape(counts: list[int]) -> bool:
    """Thirteen kinds, one of them twice (fourteen tiles, no kong), the tiles of each suit at
    least three apart, at least one simple (so never the thirteen orphans)."""
    if sum(counts) != 14 or sorted(c for c in counts if c) != [1] * 12 + [2]:
        return False
    for s in (0, 9, 18):
        held = [k for k in range(s, s + 9) if counts[k]]
        if any(b - a < 3 for a, b in zip(held, held[1:])):
            return False
    return any(counts[k] and not is_terminal_or_honor(k) for k in range(27))


def _man_sum(f: Any) -> int:
    counts = f.hand.counts()
    if any(counts[9:]):
        return -1
    return sum((k + 1) * counts[k] for k in range(9))


def hyakumangoku(f: Any) -> int:
    total = _man_sum(f)
    return 1 if total > 100 or (total == 100 and f.options["hyakumangoku"] == "on") else 0


def junsei_hyakumangoku(f: Any) -> int:
    return 1 if _man_sum(f) == 100 else 0


_BENIKUJAKU: Final = frozenset((18, 22, 24, 26, 33))


def benikujaku(f: Any) -> int:
    return 1 if f.regular and len(f.pungs) == 4 and f.t.kinds and all(k in _BENIKUJAKU for k in f.t.kinds) else 0


def toupei_shinkansen(f: Any) -> int:
    p, pair = f.pungs, f.pair
    if not ((27 in p and pair == 30) or (30 in p and pair == 27)):
        return 0
    c = f.chows
    suits = (18,) if f.options["toupei_shinkansen"] == "souzu" else (0, 9, 18)
    return 1 if any(b in c and b + 3 in c and b + 6 in c for b in suits) else 0


def daichisei(f: Any) -> int:
    return 1 if f.seven_pairs and f.t.all_honors else 0


def paarenchan(f: Any) -> int:
    if f.context["wins_in_a_row"] < 8:
        return 0
    return 1 if f.t.dealer or f.options["paarenchan"] == "any_seat" else 0


def ishino_uenimo_sannen(f: Any) -> int:
    c = f.context
    return 1 if c["double_riichi"] and c["last_wall_tile"] and f.self_drawn else 0


#: the local rows: (id, closed value, open value (None: closed only), predicate, section,
#: what it rules out besides the ordinary yaku for a yakuman, option, open-hand option).
#: Values are ints or the names of derived options (``"_x"``) that the riichi module turns
#: into option values; ``"Y"`` and ``"YY"`` are one yakuman and a double yakuman.
YAKU: Final[tuple[tuple[Any, ...], ...]] = (
    (
        "open_double_riichi",
        3,
        None,
        open_double_riichi,
        "yaku",
        ("riichi", "double_riichi", "open_riichi"),
        "_open_riichi",
        None,
    ),
    ("open_riichi", 2, None, open_riichi, "yaku", ("riichi",), "_open_riichi", None),
    (
        "sanshoku_tsuukan",
        "_sanshoku_tsuukan_han",
        1,
        sanshoku_tsuukan,
        "yaku",
        (),
        "_sanshoku_tsuukan",
        "_sanshoku_tsuukan_open",
    ),
    ("sanrenkou", 2, 2, sanrenkou, "yaku", (), "sanrenkou", None),
    ("isshoku_sanjun", 2, "_isshoku_sanjun_open_han", isshoku_sanjun, "yaku", ("iipeikou",), "_isshoku_sanjun", None),
    ("renhou_han", "_renhou_han", None, renhou, "yaku", (), "_renhou_han_on", None),
)

YAKUMAN: Final[tuple[tuple[Any, ...], ...]] = (
    ("open_riichi_ron", "Y", None, open_riichi_ron, "yakuman", (), "_open_riichi_yakuman", None),
    ("renhou", "Y", None, renhou, "yakuman", (), "_renhou_yakuman", None),
    ("daisharin", "_daisharin_han", None, daisharin, "yakuman", (), "_daisharin", None),
    ("suurenkou", "Y", "Y", suurenkou, "yakuman", (), "suurenkou", None),
    ("isshoku_yonjun", "Y", "Y", isshoku_yonjun, "yakuman", (), "isshoku_yonjun", None),
    (
        "junsei_hyakumangoku",
        "YY",
        "YY",
        junsei_hyakumangoku,
        "yakuman",
        ("hyakumangoku",),
        "_junsei_hyakumangoku",
        None,
    ),
    ("hyakumangoku", "Y", "Y", hyakumangoku, "yakuman", (), "_hyakumangoku", None),
    ("benikujaku", "Y", "Y", benikujaku, "yakuman", (), "benikujaku", None),
    ("toupei_shinkansen", "Y", "Y", toupei_shinkansen, "yakuman", (), "_toupei", "_toupei_open"),
    ("daichisei", "YY", None, daichisei, "yakuman", ("tsuuiisou",), "_daichisei", None),
    ("daichisei_tsuuiisou", "YY", None, daichisei, "yakuman", (), "_daichisei_tsuuiisou", None),
    ("paarenchan", "Y", "Y", paarenchan, "yakuman", (), "_paarenchan", None),
    ("ishino_uenimo_sannen", "YY", None, ishino_uenimo_sannen, "yakuman", (), "ishino_uenimo_sannen", None),
)

#: shiisanpuutaa is not a shape of sets: its reading is made apart (core.rules.riichi.ruleset)
SHIISANPUUTAA: Final = ("shiisanpuutaa", "shiisanpuutaa_mangan")

PREDICATES: Final[dict[str, Callable[[Any], int]]] = {r[0]: r[3] for r in YAKU + YAKUMAN}
