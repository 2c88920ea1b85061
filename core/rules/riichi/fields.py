"""The riichi rule set's context fields, options, constraints and result layout: what a hand
is scored with and how its result is shown (:data:`CONTEXT_FIELDS`, :data:`OPTION_FIELDS`,
:data:`CONSTRAINTS`, :data:`LAYOUT`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final, NamedTuple

from core.engine.schema import (
    COMMON_CONTEXT,
    COMMON_GROUPS,
    Choice,
    Cond,
    Constraint,
    Field,
    FieldGroup,
    FieldType,
    _names,
    excludes,
    requires,
)
from core.engine.score import Layout, Names, SectionSpec
from core.rules.riichi import local
from core.rules.riichi.rows import DOUBLE_WIND_FU

# --- schema -------------------------------------------------------------------------------------

_CONTEXT: Final[tuple[Field, ...]] = (
    COMMON_CONTEXT
    + (
        Field(
            "first_turn",
            FieldType.BOOL,
            False,
            _names(
                "First draw (tenhou / chiihou)",
                "第一巡自摸（天和/地和）",
                "第一巡自摸（天和/地和）",
                "第一ツモ（天和・地和）",
            ),
            _names(
                "won on the first draw before any call or kong: tenhou for the dealer, chiihou for the others",
                "在任何人鸣牌或开杠之前，以第一次摸到的牌自摸和牌：庄家为天和，闲家为地和",
                "在任何人鳴牌或開槓之前，以第一次摸到的牌自摸和牌：莊家為天和，閒家為地和",
                "鳴きやカンが入る前の第一ツモで和了：親なら天和、子なら地和",
            ),
            group="win",
        ),
        Field(
            "riichi",
            FieldType.BOOL,
            False,
            _names("Riichi", "立直", "立直", "立直"),
            _names(
                "the winner declared riichi with a closed ready hand",
                "和牌者以门前听牌宣告了立直",
                "和牌者以門前聽牌宣告了立直",
                "和了者が門前で聴牌して立直を宣言している",
            ),
            group="riichi",
        ),
        Field(
            "double_riichi",
            FieldType.BOOL,
            False,
            _names("Double riichi", "两立直", "兩立直", "ダブル立直"),
            _names(
                "riichi declared with the first discard, before any call (counts instead of riichi)",
                "在任何人鸣牌之前，以第一张打出的牌宣告立直（代替立直计番）",
                "在任何人鳴牌之前，以第一張打出的牌宣告立直（代替立直計番）",
                "鳴きが入る前の第一打牌で立直（立直の代わりに数える）",
            ),
            group="riichi",
        ),
        Field(
            "ippatsu",
            FieldType.BOOL,
            False,
            _names("Ippatsu", "一发", "一發", "一発"),
            _names(
                "won within one go-around of the riichi, with no call in between",
                "立直后一巡之内和牌，其间无人鸣牌",
                "立直後一巡之內和牌，其間無人鳴牌",
                "立直から一巡以内に和了、その間に鳴きがない",
            ),
            group="riichi",
        ),
        Field(
            "dora_indicators",
            FieldType.TILES,
            "",
            _names("Dora indicators", "宝牌指示牌", "寶牌指示牌", "ドラ表示牌"),
            _names(
                "the dora indicator tiles, like '3p' or '3p9s': each makes the next tile a dora",
                "宝牌指示牌，如 '3p' 或 '3p9s'：每张指示牌的下一张牌是宝牌",
                "寶牌指示牌，如 '3p' 或 '3p9s'：每張指示牌的下一張牌是寶牌",
                "ドラ表示牌（例：'3p'、'3p9s'）。表示牌の次の牌がドラになる",
            ),
            maximum=5,
            group="dora",
        ),
        Field(
            "ura_indicators",
            FieldType.TILES,
            "",
            _names("Ura dora indicators", "里宝牌指示牌", "裏寶牌指示牌", "裏ドラ表示牌"),
            _names(
                "the ura dora indicators, like '3p': they count only after riichi",
                "里宝牌指示牌，如 '3p'：只在立直后计算",
                "裏寶牌指示牌，如 '3p'：只在立直後計算",
                "裏ドラ表示牌（例：'3p'）。立直したときだけ数える",
            ),
            maximum=5,
            group="dora",
        ),
        Field(
            "honba",
            FieldType.INT,
            0,
            _names("Honba", "本场", "本場", "本場"),
            _names(
                "counters on the table: 300 points each on a ron, 100 from each payer on a tsumo",
                "场上的本场数：荣和时每本场 300 点，自摸时每家每本场 100 点",
                "場上的本場數：榮和時每本場 300 點，自摸時每家每本場 100 點",
                "積み棒の本数：ロンなら1本場300点、ツモなら各自1本場100点",
            ),
            minimum=0,
            maximum=99,
            group="table",
        ),
        Field(
            "riichi_sticks",
            FieldType.INT,
            0,
            _names("Riichi sticks", "立直棒", "立直棒", "供託"),
            _names(
                "riichi deposits on the table, 1000 points each, all to the winner",
                "场上的立直棒，每根 1000 点，全归和牌者",
                "場上的立直棒，每根 1000 點，全歸和牌者",
                "卓上の供託（立直棒）。1本1000点、すべて和了者のもの",
            ),
            minimum=0,
            maximum=99,
            group="table",
        ),
        Field(
            "pao",
            FieldType.CHOICE,
            "none",
            _names("Pao (liable player)", "包牌者", "包牌者", "責任払い（包）"),
            _names(
                "who is liable for a big three dragons or big four winds (with the option, four kongs too) that "
                "their discard completed in an open meld",
                "谁打出的牌被鸣牌而确定了大三元或大四喜（开启选项时也包括四杠子），由其承担包牌",
                "誰打出的牌被鳴牌而確定了大三元或大四喜（開啟選項時也包括四槓子），由其承擔包牌",
                "鳴かせた牌で大三元・大四喜（設定により四槓子も）を確定させ、責任払いを負う者",
            ),
            group="table",
            choices=(
                Choice("none", _names("no one", "无", "無", "なし")),
                Choice("discarder", _names("the discarder", "放铳者", "放槍者", "放銃者")),
                Choice(
                    "dealer",
                    _names(
                        "the dealer (not the discarder)", "庄家（非放铳者）", "莊家（非放槍者）", "親（放銃者以外）"
                    ),
                ),
                Choice(
                    "non_dealer",
                    _names(
                        "a non-dealer (not the discarder)", "闲家（非放铳者）", "閒家（非放槍者）", "子（放銃者以外）"
                    ),
                ),
            ),
        ),
    )
    + local.CONTEXT
)

_GROUPS: Final[tuple[FieldGroup, ...]] = COMMON_GROUPS + (
    FieldGroup("riichi", _names("Riichi", "立直", "立直", "立直")),
    FieldGroup("dora", _names("Dora", "宝牌", "寶牌", "ドラ")),
    FieldGroup("table", _names("Counters", "场棒", "場棒", "積み棒・供託")),
)


def _said(c: Constraint, wordings: Mapping[str, Names]) -> Constraint:
    """``c``, said by its wording when it has one (see :attr:`Constraint.wording`)."""
    wording = wordings.get(c.message)
    return c if wording is None else c._replace(wording=wording)


_IPPATSU_NEEDS: Final = "ippatsu needs riichi (or double riichi): set riichi"
_WORDINGS: Final = {_IPPATSU_NEEDS: local.needs_riichi("ippatsu"), **local.WORDINGS}

#: the declared constraints (what needs the tiles, such as riichi needing a closed hand, is
#: checked in :meth:`Riichi.validate`)
_DECLARED: Final[tuple[Constraint, ...]] = (
    excludes(
        Cond("robbing_kong"),
        Cond("self_drawn"),
        "robbing_kong and self_drawn contradict: chankan is a win on another player's added tile",
    ),
    excludes(Cond("robbing_kong"), Cond("kong_replacement"), "robbing_kong and kong_replacement contradict"),
    requires(
        Cond("kong_replacement"),
        Cond("self_drawn"),
        "kong_replacement (rinshan kaihou) is a self-drawn win on the tile after a kong: set self_drawn",
    ),
    excludes(
        Cond("kong_replacement"),
        Cond("last_wall_tile"),
        "kong_replacement and last_wall_tile contradict: the replacement tile after a kong is never the last "
        "tile of the wall (haitei)",
    ),
    excludes(
        Cond("robbing_kong"),
        Cond("last_wall_tile"),
        "robbing_kong and last_wall_tile contradict: no kong may be declared on the last tile",
    ),
    requires((Cond("ippatsu"), Cond("riichi", False)), Cond("double_riichi"), _IPPATSU_NEEDS),
    excludes(
        Cond("ippatsu"),
        Cond("kong_replacement"),
        "ippatsu and kong_replacement contradict: the kong itself ends the ippatsu turn",
    ),
    requires(
        Cond("first_turn"),
        Cond("self_drawn"),
        "first_turn (tenhou / chiihou) is a self-drawn win on the first draw: set self_drawn",
    ),
    excludes(Cond("first_turn"), Cond("riichi"), "first_turn and riichi contradict: the win comes before any discard"),
    excludes(
        Cond("first_turn"),
        Cond("double_riichi"),
        "first_turn and double_riichi contradict: the win comes before any discard",
    ),
    excludes(Cond("first_turn"), Cond("ippatsu"), "first_turn and ippatsu contradict: there was no riichi"),
    excludes(Cond("first_turn"), Cond("last_wall_tile"), "first_turn and last_wall_tile contradict"),
    excludes(
        Cond("first_turn"),
        Cond("kong_replacement"),
        "first_turn and kong_replacement contradict: a kong before the win rules out tenhou and chiihou",
    ),
    excludes(
        Cond("pao", "discarder"),
        Cond("self_drawn"),
        "pao discarder and self_drawn contradict: a self-drawn win has no discarder (name the liable player "
        "dealer or non_dealer)",
    ),
    excludes(
        Cond("pao", "dealer"), Cond("seat_wind", "E"), "pao dealer and seat_wind E contradict: the winner is the dealer"
    ),
) + local.CONSTRAINTS
#: the constraints as the rule set gives them: the awkward ones said by their wording
_CONSTRAINTS: Final[tuple[Constraint, ...]] = tuple(_said(c, _WORDINGS) for c in _DECLARED)

_OPTIONS: Final[tuple[Field, ...]] = (
    Field(
        "open_tanyao",
        FieldType.BOOL,
        True,
        _names("Open tanyao", "食断", "食斷", "喰いタン"),
        _names(
            "tanyao (all simples) counts with an open hand too",
            "副露后断幺九也计番",
            "副露後斷么九也計番",
            "副露した手でも断么九（タンヤオ）を認める",
        ),
    ),
    Field(
        "aka",
        FieldType.BOOL,
        True,
        _names("Red fives", "赤宝牌", "赤寶牌", "赤ドラ"),
        _names("each red five is a dora", "每张红五计宝牌 1 番", "每張紅五計寶牌 1 番", "赤い5は1枚につきドラ1"),
    ),
    Field(
        "kiriage",
        FieldType.BOOL,
        False,
        _names("Kiriage mangan", "切上满贯", "切上滿貫", "切り上げ満貫"),
        _names(
            "4 han 30 fu and 3 han 60 fu are scored as mangan",
            "4 番 30 符与 3 番 60 符按满贯计",
            "4 番 30 符與 3 番 60 符按滿貫計",
            "4翻30符と3翻60符を満貫に切り上げる",
        ),
    ),
    Field(
        "double_yakuman",
        FieldType.BOOL,
        True,
        _names("Double yakuman", "双倍役满", "雙倍役滿", "ダブル役満"),
        _names(
            "big four winds, four concealed pungs on a single wait, thirteen orphans on a thirteen-sided wait "
            "and pure nine gates count two yakuman",
            "大四喜、四暗刻单骑、国士无双十三面、纯正九莲宝灯计双倍役满",
            "大四喜、四暗刻單騎、國士無雙十三面、純正九蓮寶燈計雙倍役滿",
            "大四喜・四暗刻単騎・国士無双十三面待ち・純正九蓮宝燈をダブル役満とする",
        ),
    ),
    Field(
        "kazoe",
        FieldType.CHOICE,
        "yakuman",
        _names("13 han and more", "累计役满", "累計役滿", "数え役満"),
        _names(
            "what 13 or more han without a yakuman score: a yakuman (kazoe) or a sanbaiman",
            "没有役满而达 13 番以上时，按累计役满还是三倍满计",
            "沒有役滿而達 13 番以上時，按累計役滿還是三倍滿計",
            "役満なしで13翻以上のとき、数え役満とするか三倍満とするか",
        ),
        choices=(
            Choice("yakuman", _names("yakuman (kazoe)", "役满（累计）", "役滿（累計）", "役満（数え役満）")),
            Choice("sanbaiman", _names("sanbaiman", "三倍满", "三倍滿", "三倍満")),
        ),
    ),
    Field(
        DOUBLE_WIND_FU,
        FieldType.INT,
        4,
        _names("Double wind pair", "连风雀头", "連風雀頭", "連風牌の雀頭"),
        _names(
            "fu of a pair that is both the seat and the round wind",
            "雀头同时是自风与场风（连风牌）时的符数",
            "雀頭同時是自風與場風（連風牌）時的符數",
            "自風かつ場風（連風牌）の雀頭の符",
        ),
        minimum=2,
        maximum=4,
        choices=(
            Choice("2", _names("2 fu", "2 符", "2 符", "2 符")),
            Choice("4", _names("4 fu", "4 符", "4 符", "4 符")),
        ),
    ),
    # the "some rules" (部分規則) values of standard yakuman; the defaults are the common ones
    Field(
        "tenhou_double",
        FieldType.BOOL,
        False,
        _names("Tenhou double yakuman", "天和双倍役满", "天和雙倍役滿", "天和ダブル役満"),
        _names(
            "tenhou counts two yakuman (when double yakuman are on)",
            "天和计双倍役满（须开启双倍役满）",
            "天和計雙倍役滿（須開啟雙倍役滿）",
            "天和をダブル役満とする（ダブル役満ありのとき）",
        ),
    ),
    Field(
        "suukantsu_double",
        FieldType.BOOL,
        False,
        _names("Suukantsu double yakuman", "四杠子双倍役满", "四槓子雙倍役滿", "四槓子ダブル役満"),
        _names(
            "four kongs counts two yakuman (when double yakuman are on)",
            "四杠子计双倍役满（须开启双倍役满）",
            "四槓子計雙倍役滿（須開啟雙倍役滿）",
            "四槓子をダブル役満とする（ダブル役満ありのとき）",
        ),
    ),
    Field(
        "ryuuiisou",
        FieldType.CHOICE,
        "any",
        _names("Ryuuiisou and the green dragon", "绿一色与发", "綠一色與發", "緑一色と發"),
        _names(
            "whether all green needs the green dragon, or is a double yakuman without it",
            "绿一色是否必须含发，或无发时计双倍役满",
            "綠一色是否必須含發，或無發時計雙倍役滿",
            "緑一色に發が必須か、發なしをダブル役満とするか",
        ),
        choices=(
            Choice("any", _names("with or without the green dragon", "有无发均可", "有無發均可", "發の有無を問わない")),
            Choice(
                "pure_double",
                _names("without it: double yakuman", "无发：双倍役满", "無發：雙倍役滿", "發なしはダブル役満"),
            ),
            Choice("hatsu_required", _names("the green dragon required", "必须有发", "必須有發", "發が必須")),
        ),
    ),
    Field(
        "chuuren_man_only",
        FieldType.BOOL,
        False,
        _names("Chuuren in characters only", "九莲宝灯限万子", "九蓮寶燈限萬子", "九蓮宝燈は萬子のみ"),
        _names(
            "nine gates counts in characters only",
            "九莲宝灯只在万子中成立",
            "九蓮寶燈只在萬子中成立",
            "九蓮宝燈は萬子でだけ成立する",
        ),
    ),
) + local.OPTIONS

_HAN: Final = _names("han", "番", "番", "翻")
_FU_UNIT: Final = _names("fu", "符", "符", "符")
_POINTS: Final = _names("points", "点", "點", "点")


class RiichiFigures(NamedTuple):
    """A riichi result's own figures: the han (dora included), the fu, the number of yakuman,
    the limit reached (``mangan`` ... ``yakuman``, ``None`` below mangan) and the hand's value in
    points before honba and sticks."""

    han: int
    fu: int
    yakuman: int
    limit: str | None
    points: int


LAYOUT: Final = Layout(
    figures=RiichiFigures,
    unit=_HAN,
    sections=(
        SectionSpec("yaku", _names("Yaku", "役", "役", "役"), _HAN),
        SectionSpec("yakuman", _names("Yakuman", "役满", "役滿", "役満"), _HAN),
        SectionSpec("dora", _names("Dora", "宝牌", "寶牌", "ドラ"), _HAN),
        SectionSpec("fu", _names("Fu", "符", "符", "符"), _FU_UNIT),
        SectionSpec("points", _names("Points", "点数", "點數", "点数"), _POINTS),
    ),
    # a win says its points row: han and fu, or the limit ("Mangan", "2× Yakuman") as a referee says it
    win_text=_names(
        "Win: {item}, {points} points",
        "和牌：{item}，{points} 点",
        "胡牌：{item}，{points} 點",
        "和了：{item} {points}点",
    ),
    reasons=(
        (
            "no_yaku",
            _names(
                "No yaku: not a win ({han} han of dora, {fu} fu)",
                "无役：不能和牌（宝牌 {han} 番，{fu} 符）",
                "無役：不能胡牌（寶牌 {han} 番，{fu} 符）",
                "役なし：和了できない（ドラ{han}翻、{fu}符）",
            ),
        ),
        (
            "two_han_minimum",
            _names(
                "Below the two-han minimum at five honba or more: not a win ({han} han, {fu} fu)",
                "五本场以上须两番起和：不能和牌（{han} 番，{fu} 符）",
                "五本場以上須兩番起胡：不能胡牌（{han} 番，{fu} 符）",
                "5本場以上は二翻縛り：和了できない（{han}翻、{fu}符）",
            ),
        ),
    ),
    reason_labels=(
        ("no_yaku", _names("No yaku", "无役", "無役", "役なし")),
        ("two_han_minimum", _names("Below two han", "不足两番", "不足兩番", "二翻縛り未満")),
    ),
    roles=(
        ("discarder", _names("discarder", "放铳者", "放槍者", "放銃者")),
        ("dealer", _names("dealer", "庄家", "莊家", "親")),
        ("non_dealer", _names("each non-dealer", "闲家各", "閒家各", "子それぞれ")),
        ("each", _names("each player", "每家", "每家", "各自")),
        ("liable", _names("liable player (pao)", "包牌者", "包牌者", "責任払い（包）")),
    ),
    headline_value="points",
    headline_item="hand_value",
)

#: the context, options and constraints as a variant builds on them (three-player riichi)
CONTEXT_FIELDS: Final = _CONTEXT
OPTION_FIELDS: Final = _OPTIONS
CONSTRAINTS: Final = _CONSTRAINTS
