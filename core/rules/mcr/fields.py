"""The MCR rule set's context fields, options, constraints and result layout: what a hand is
scored with and how its result is shown."""

from __future__ import annotations

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
    enabled_when,
    excludes,
    requires,
)
from core.engine.score import Layout, SectionSpec

_CONTEXT: Final[tuple[Field, ...]] = COMMON_CONTEXT + (
    Field(
        "last_copy",
        FieldType.BOOL,
        False,
        _names("Last copy of the tile", "和绝张", "和絕張", "和絶張"),
        _names(
            "won on the last copy of a tile: the other three are already shown on the table",
            "和牌张是最后一张：其余三张已亮明在桌上",
            "胡牌張是最後一張：其餘三張已亮明在桌上",
            "和了牌が最後の1枚：残り3枚はすでに卓上に見えている",
        ),
        group="win",
    ),
    Field(
        "flowers",
        FieldType.INT,
        None,
        _names("Flowers", "花牌", "花牌", "花牌"),
        _names(
            "number of flowers (0..8); by default the flower tiles written in the hand",
            "花牌数（0..8）；默认按手牌中写的花牌",
            "花牌數（0..8）；預設按手牌中寫的花牌",
            "花牌の枚数（0..8）。既定では手牌に書いた花牌",
        ),
        minimum=0,
        maximum=8,
        group="extras",
        auto=_names("from the hand", "按手中花牌", "按手中花牌", "手牌の花牌から"),
    ),
    Field(
        "initial_win",
        FieldType.CHOICE,
        "none",
        _names("First-turn win", "天和/地和/人和", "天和/地和/人和", "天和/地和/人和"),
        _names(
            "only with the first-turn wins option: heaven (the dealer's first draw), earth, human",
            "仅在启用天和/地和/人和选项时：天和（庄家起手）、地和、人和",
            "僅在啟用天和/地和/人和選項時：天和（莊家起手）、地和、人和",
            "天和/地和/人和の設定があるときのみ：天和（親の配牌）、地和、人和",
        ),
        choices=(
            Choice("none", _names("none", "无", "無", "なし")),
            Choice(
                "heaven",
                _names("heaven (dealer's first draw)", "天和（庄家起手）", "天和（莊家起手）", "天和（親の配牌）"),
            ),
            Choice("earth", _names("earth", "地和", "地和", "地和")),
            Choice("human", _names("human", "人和", "人和", "人和")),
        ),
        group="win",
    ),
)

_GROUPS: Final[tuple[FieldGroup, ...]] = COMMON_GROUPS + (
    FieldGroup("extras", _names("Flowers", "花牌", "花牌", "花牌")),
)

#: the declared constraints between context fields (the ones that need the hand itself, such
#: as "the robbed tile is not in the hand", are checked in :meth:`MCR._validate`)
_CONSTRAINTS: Final[tuple[Constraint, ...]] = (
    excludes(
        Cond("robbing_kong"),
        Cond("self_drawn"),
        "robbing_kong and self_drawn contradict: robbing the kong (抢杠和) is a win on another "
        "player's added tile, never a self-draw",
    ),
    excludes(Cond("robbing_kong"), Cond("kong_replacement"), "robbing_kong and kong_replacement contradict"),
    excludes(
        Cond("robbing_kong"),
        Cond("last_wall_tile"),
        # 妙手回春 note: once the last wall tile is drawn, its drawer must discard: no kong.
        "robbing_kong and last_wall_tile contradict: after the last tile of the wall is "
        "drawn no one may declare a kong (不允许开杠), so no kong can be robbed",
    ),
    requires(
        Cond("kong_replacement"),
        Cond("self_drawn"),
        "kong_replacement (杠上开花) is a self-drawn win on the tile drawn after a kong: set self_drawn",
    ),
    enabled_when(
        Cond("initial_win"),
        Cond("blessings", option=True),
        "initial_win needs the option 'blessings' (天和/地和/人和 are off by default)",
    ),
    requires(
        Cond("initial_win", "heaven"),
        (Cond("seat_wind", "E"), Cond("self_drawn")),
        "initial_win 'heaven' (天和) is the dealer's self-drawn win on the first draw: it needs "
        "seat_wind E and self_drawn",
    ),
    excludes(
        Cond("initial_win", among=("earth", "human")),
        Cond("seat_wind", "E"),
        "initial_win {initial_win!r} (地和/人和) is a non-dealer's win, but seat_wind is E (the dealer, who "
        "has 天和 only)",
    ),
    # 地和 rules out 门前清 and 人和 rules out 不求人 and 自摸 (as the reference engine built with
    # blessings): the program reads 地和 as a win on a discard and 人和 as a self-draw, so the
    # other way round is refused rather than scored as both (tests/data/mcr_adjudication.md)
    excludes(
        Cond("initial_win", "earth"),
        Cond("self_drawn"),
        "initial_win 'earth' (地和) is read here as a non-dealer's win on a discard in the first go-around: "
        "it cannot be self-drawn (a first-turn self-draw is 'human', 人和)",
    ),
    requires(
        Cond("initial_win", "human"),
        Cond("self_drawn"),
        "initial_win 'human' (人和) is read here as a non-dealer's self-drawn win in the first go-around: set "
        "self_drawn (a first-turn win on a discard is 'earth', 地和)",
    ),
    excludes(
        Cond("initial_win", among=("heaven", "earth", "human")),
        Cond("last_wall_tile"),
        "initial_win {initial_win!r} is a first-turn win: it cannot be on the last tile of the wall "
        "(last_wall_tile, 妙手回春/海底捞月)",
    ),
    excludes(
        Cond("initial_win", among=("heaven", "earth", "human")),
        Cond("robbing_kong"),
        "initial_win {initial_win!r} is a first-turn win before any call: no kong can have been declared "
        "to rob (robbing_kong)",
    ),
)

_OPTIONS: Final[tuple[Field, ...]] = (
    Field(
        "minimum",
        FieldType.INT,
        8,
        _names("Minimum fan", "起和番", "起和番", "最低翻"),
        _names(
            "fan needed to win, flowers not counted",
            "和牌所需的番数，花牌不计",
            "胡牌所需的番數，花牌不計",
            "和了に必要な翻数（花牌は数えない）",
        ),
        minimum=0,
        maximum=88,
    ),
    Field(
        "two_concealed_kongs",
        FieldType.INT,
        6,
        _names("Two concealed kongs value", "双暗杠番值", "雙暗槓番值", "双暗槓の値"),
        _names(
            "Two Concealed Kongs scores 6 (the 1998 rules) or 8 (the 2006 Green Book)",
            "双暗杠计 6 番（1998 年规则）或 8 番（2006 绿皮书）",
            "雙暗槓計 6 番（1998 年規則）或 8 番（2006 綠皮書）",
            "双暗槓は6翻（1998年ルール）または8翻（2006 グリーンブック）",
        ),
        minimum=6,
        maximum=8,
        # (short: the box is narrow; the help names the books)
        choices=(
            Choice("6", _names("6 (1998)", "6（1998）", "6（1998）", "6（1998）")),
            Choice("8", _names("8 (2006)", "8（2006）", "8（2006）", "8（2006）")),
        ),
    ),
    Field(
        "concealed_and_melded_kong",
        FieldType.BOOL,
        True,
        _names("Concealed and melded kong: 5 fan", "明暗杠计5番", "明暗槓計5番", "明暗槓5翻"),
        _names(
            "a concealed and a melded kong score 5 fan together; off: Concealed Kong 2 + Melded Kong 1",
            "一个暗杠加一个明杠计明暗杠 5 番；关闭时计暗杠 2 + 明杠 1",
            "一個暗槓加一個明槓計明暗槓 5 番；關閉時計暗槓 2 + 明槓 1",
            "暗槓と明槓が1つずつで明暗槓5翻。オフなら暗槓2＋明槓1",
        ),
    ),
    Field(
        "knitted_straight_waits",
        FieldType.BOOL,
        True,
        _names("Knitted straight may take waits", "组合龙可计边嵌钓", "組合龍可計邊嵌釣", "組合龍の辺嵌単"),
        _names(
            "a winning tile that also fits the knitted straight may still score Edge Wait, Closed Wait or Single Wait",
            "和牌张也能归入组合龙时，仍可计边张、嵌张或单钓将",
            "胡牌張也能歸入組合龍時，仍可計邊張、嵌張或單釣將",
            "和了牌が組合龍にも当てはまるとき、なお辺張・嵌張・単騎を数えられる",
        ),
    ),
    Field(
        "blessings",
        FieldType.BOOL,
        False,
        _names("First-turn wins", "天和/地和/人和", "天和/地和/人和", "天和/地和/人和"),
        _names(
            "score the first-turn wins heaven, earth and human (8 fan each), a house rule; off in tournament rules",
            "计天和、地和、人和（各 8 番，家规）；比赛规则中关闭",
            "計天和、地和、人和（各 8 番，家規）；比賽規則中關閉",
            "天和・地和・人和を数える（各8翻、ハウスルール）。競技ルールではオフ",
        ),
    ),
)


_FAN: Final = _names("fan", "番", "番", "翻")
_LAST_COPY_NOTE: Final = _names(
    "和绝张 counted: the hand's own pung shows the other three {0}",
    "计和绝张：手中明刻已亮出另外三张{0}",
    "計和絕張：手中明刻已亮出另外三張{0}",
    "和絶張を計上：自分のポンが残り3枚の{0}を見せている",
)
_FALSE_WIN_NOTE: Final = _names(
    "false win (诈和): {0} fan before flowers, {1} needed",
    "诈和：花牌前 {0} 番，需要 {1} 番",
    "詐和：花牌前 {0} 番，需要 {1} 番",
    "詐和：花牌を除いて {0} 翻、{1} 翻必要",
)


#: what an MCR result says about itself: one section of fan, the false win, the payer roles
class McrFigures(NamedTuple):
    """An MCR result's own figures: the fan before flowers (what the 8-fan minimum counts), the
    flowers, what counts toward the minimum (the same fan) and the minimum itself."""

    fan_before_flowers: int
    flowers: int
    toward_minimum: int
    minimum: int


_LAYOUT: Final = Layout(
    figures=McrFigures,
    unit=_FAN,
    sections=(SectionSpec("fan", _names("Fan", "番种", "番種", "番種"), _FAN),),
    win_text=_names("Win: {total} fan", "和牌：{total} 番", "胡牌：{total} 番", "和了：{total} 翻"),
    reasons=(
        (
            "below_minimum",
            _names(
                "False win (诈和): {toward_minimum} fan toward the minimum, {minimum} needed",
                "诈和：起和 {minimum} 番，只有 {toward_minimum} 番（花牌不计）",
                "詐和：起胡 {minimum} 番，只有 {toward_minimum} 番（花牌不計）",
                "チョンボ（詐和）：最低 {minimum} 翻に対し {toward_minimum} 翻（花牌は数えない）",
            ),
        ),
    ),
    reason_labels=(("below_minimum", _names("False win (诈和)", "诈和", "詐和", "チョンボ（詐和）")),),
    roles=(
        ("discarder", _names("discarder", "点炮者", "放槍者", "放銃者")),
        ("other", _names("each other player", "其他两家各", "其他兩家各", "他の二人それぞれ")),
        ("each", _names("each player", "每家", "每家", "各自")),
    ),
)
