"""The Taiwanese rule set's context fields, options and constraints: what a hand is scored
with (flowers, the dealer's streak, the ready and first-turn wins) and the options of the
apps' tables (:data:`FIVE_CONCEALED_ADDS`, the flower order, the base and the value of a 台)."""

from __future__ import annotations

from typing import Final

from core.engine.schema import (
    COMMON_CONTEXT,
    COMMON_GROUPS,
    Choice,
    Cond,
    Constraint,
    Field,
    FieldGroup,
    FieldType,
    enabled_when,
    excludes,
    requires,
)
from core.engine.score import Names


def _n(en: str, zh_hans: str, zh_hant: str, ja: str) -> Names:
    return Names(en, zh_hans, zh_hant, ja)


# --- the context ---------------------------------------------------------------------------------

_CONTEXT: Final[tuple[Field, ...]] = COMMON_CONTEXT + (
    Field(
        "dealer",
        FieldType.BOOL,
        False,
        _n("Winner is the dealer", "庄家胡牌", "莊家胡牌", "荘家の和了"),
        _n(
            "the winner is the dealer; the dealer sits East, and seat East is the dealer",
            "胡牌者是庄家；庄家坐东，坐东的就是庄家",
            "胡牌者是莊家；莊家坐東，坐東的就是莊家",
            "和了者が荘家：荘家は東家、東家が荘家",
        ),
        group="dealer",
        follows=Cond("seat_wind", "E"),
    ),
    Field(
        "dealer_streak",
        FieldType.INT,
        0,
        _n("Dealer's streak N", "连庄次数 N", "連莊次數 N", "連荘回数 N"),
        _n(
            "N of 'streak N, pull N': the dealer's consecutive hands as dealer",
            "连N拉N 的 N：庄家连庄的次数",
            "連N拉N 的 N：莊家連莊的次數",
            "連N拉N の N：荘家の連荘回数",
        ),
        minimum=0,
        maximum=99,
        group="dealer",
    ),
    Field(
        "discarder_is_dealer",
        FieldType.BOOL,
        False,
        _n("Dealer discarded it", "庄家放铳", "莊家放槍", "荘家の放銃"),
        _n(
            "the winning tile came from the dealer (with Robbing the kong: the dealer's added kong was robbed)",
            "和牌张是庄家打出的（与抢杠同用：抢的是庄家的加杠）",
            "胡牌張是莊家打出的（與搶槓同用：搶的是莊家的加槓）",
            "和了牌は荘家の捨て牌（槍槓と併用：荘家の加槓を槍槓した）",
        ),
        group="dealer",
    ),
    Field(
        "flower_replacement",
        FieldType.BOOL,
        False,
        _n("Flower replacement tile", "补花牌", "補花牌", "花牌の補充牌"),
        _n(
            "won on the tile drawn to replace a flower (scores as a kong replacement win)",
            "和补花摸到的牌（计杠上开花）",
            "胡補花摸到的牌（計槓上開花）",
            "花牌の補充牌で和了（槓上開花として数える）",
        ),
        group="win",
    ),
    Field(
        "heavenly_ready",
        FieldType.BOOL,
        False,
        _n("Heavenly ready", "天听", "天聽", "天聴"),
        _n(
            "a non-dealer declared ready right after the deal and flower replacement",
            "闲家在配牌补花后立即宣告听牌",
            "閒家在配牌補花後立即宣告聽牌",
            "子が配牌と花牌の補充の直後に聴牌を宣言した",
        ),
        group="ready",
    ),
    Field(
        "earthly_ready",
        FieldType.BOOL,
        False,
        _n("Earthly ready", "地听", "地聽", "地聴"),
        _n(
            "declared ready with the first discard, the hand concealed",
            "第一张打牌时宣告听牌，门清",
            "第一張打牌時宣告聽牌，門清",
            "最初の打牌で聴牌を宣言した（門前）",
        ),
        group="ready",
    ),
    Field(
        "first_go_around",
        FieldType.BOOL,
        False,
        _n("Within the first go-around", "宣告后第一巡", "宣告後第一巡", "宣言後の一巡目"),
        _n(
            "won on a player's first discard after the declaration, or on the declarer's next draw: with Heavenly "
            "ready the human win (a discard) or the earthly win (self-drawn), with Earthly ready the earthly ready "
            "at once",
            "宣告后第一巡内和各家打出的牌或自己下一张摸牌：天听时为人胡（放铳）或地胡（自摸），地听时为地听一发",
            "宣告後第一巡內胡各家打出的牌或自己下一張摸牌：天聽時為人胡（放槍）或地胡（自摸），地聽時為地聽一發",
            "宣言後の一巡内に各家の捨て牌か自分の次のツモで和了：天聴なら人胡（ロン）か地胡（ツモ）、地聴なら地聴一発",
        ),
        group="ready",
    ),
    Field(
        "heavenly_win",
        FieldType.BOOL,
        False,
        _n("Heavenly win", "天胡", "天胡", "天胡"),
        _n(
            "the dealer wins on the dealt hand (set Self-drawn too)",
            "庄家以配牌胡牌（同时勾选自摸）",
            "莊家以配牌胡牌（同時勾選自摸）",
            "荘家が配牌で和了（ツモも指定する）",
        ),
        group="ready",
    ),
    Field(
        "flower_win",
        FieldType.CHOICE,
        "none",
        _n("Flower win", "花胡", "花胡", "花胡"),
        _n(
            "a win by flowers: eight immortals (all eight flowers, three pay) or seven rob one (the eighth robbed "
            "from another player, who pays); the hand need not be complete",
            "以花牌胡：八仙过海（八张花全到，三家付）或七抢一（抢别家的第八张花，由其付）；手牌不必成和",
            "以花牌胡：八仙過海（八張花全到，三家付）或七搶一（搶別家的第八張花，由其付）；手牌不必成胡",
            "花牌での和了：八仙過海（花牌8枚、3人払い）または七搶一（他家の8枚目を奪う、その人が払う）。手牌は揃わなくてよい",
        ),
        choices=(
            Choice("none", _n("none", "无", "無", "なし")),
            Choice("eight_immortals", _n("Eight immortals (all eight flowers)", "八仙过海", "八仙過海", "八仙過海")),
            Choice("seven_rob_one", _n("Seven rob one (robbed the eighth)", "七抢一", "七搶一", "七搶一")),
        ),
        group="flowers",
    ),
    Field(
        "dealt_flowers",
        FieldType.BOOL,
        False,
        _n("Flowers dealt", "配牌花胡", "配牌花胡", "配牌花胡"),
        _n(
            "the flower win came with the deal (eight flowers dealt, or seven and another's one): 12 tai",
            "花胡在配牌时即成（配到八张花，或七张加别家一张）：12 台",
            "花胡在配牌時即成（配到八張花，或七張加別家一張）：12 台",
            "配牌で花胡（花牌8枚、または7枚と他家の1枚）：12台",
        ),
        group="flowers",
    ),
)

_GROUPS: Final[tuple[FieldGroup, ...]] = COMMON_GROUPS + (
    FieldGroup("dealer", _n("Dealer", "庄家", "莊家", "荘家")),
    FieldGroup(
        "ready",
        _n("Ready declarations and first-turn wins", "听牌宣告与起手胡", "聽牌宣告與起手胡", "聴牌宣言と一巡目の和了"),
    ),
    FieldGroup("flowers", _n("Flower win", "花胡", "花胡", "花胡")),
)

_EAST: Final = Cond("seat_wind", "E")

#: the declared constraints (those that need the tiles are in :meth:`Taiwan.validate`)
_CONSTRAINTS: Final[tuple[Constraint, ...]] = (
    # (the dealer sits East: "dealer" follows the seat, so what excludes the dealer excludes East)
    requires(
        Cond("dealer"), _EAST, "dealer: the dealer sits East, but seat_wind is {seat_wind} (seat East is the dealer)"
    ),
    excludes(
        Cond("heavenly_ready"),
        _EAST,
        "heavenly_ready (天聽) is a non-dealer's declaration, but seat_wind E is the dealer",
    ),
    excludes(
        Cond("heavenly_ready"),
        Cond("earthly_ready"),
        "heavenly_ready and earthly_ready contradict: a hand is declared ready once",
    ),
    excludes(
        (Cond("first_go_around"), Cond("heavenly_ready", False)),
        Cond("earthly_ready", False),
        "first_go_around needs a ready declaration: set heavenly_ready or earthly_ready",
    ),
    excludes(
        Cond("discarder_is_dealer"),
        _EAST,
        "discarder_is_dealer: seat_wind E is the dealer, who cannot discard to himself",
    ),
    excludes(
        Cond("discarder_is_dealer"),
        Cond("self_drawn"),
        "discarder_is_dealer and self_drawn contradict: a self-drawn tile has no discarder",
    ),
    excludes(
        Cond("robbing_kong"),
        Cond("self_drawn"),
        "robbing_kong and self_drawn contradict: robbing the kong (搶槓) is a win on another player's tile",
    ),
    excludes(Cond("robbing_kong"), Cond("kong_replacement"), "robbing_kong and kong_replacement contradict"),
    excludes(Cond("robbing_kong"), Cond("flower_replacement"), "robbing_kong and flower_replacement contradict"),
    requires(
        Cond("kong_replacement"),
        Cond("self_drawn"),
        "kong_replacement (槓上開花) is a win on the tile drawn after a kong: set self_drawn",
    ),
    # (七搶一 is the exception: the seed counts its win on the replacement as the robbed player's discard)
    requires(
        (Cond("flower_replacement"), Cond("flower_win", among=("none", "eight_immortals"))),
        Cond("self_drawn"),
        "flower_replacement is a win on the tile drawn to replace a flower: set self_drawn",
    ),
    requires(
        Cond("heavenly_win"),
        (_EAST, Cond("self_drawn")),
        "heavenly_win (天胡) is the dealer's win on the dealt hand: it needs seat_wind E and self_drawn",
    ),
    excludes(
        Cond("heavenly_win"),
        Cond("earthly_ready"),
        "heavenly_win (天胡) comes before any discard: no earthly_ready (地聽) declaration",
    ),
    excludes(
        Cond("heavenly_win"),
        Cond("first_go_around"),
        "heavenly_win (天胡) is the dealt hand itself, not a win in the go-around after a declaration",
    ),
    excludes(
        Cond("heavenly_win"),
        Cond("last_wall_tile"),
        "heavenly_win (天胡) is won on the dealt hand: it cannot be the last tile of the wall",
    ),
    excludes(
        Cond("first_go_around"),
        Cond("last_wall_tile"),
        "first_go_around and last_wall_tile contradict: the first go-around is not the end of the wall",
    ),
    requires(
        Cond("flower_win", "eight_immortals"),
        Cond("self_drawn"),
        "flower_win eight_immortals (八仙過海) is won on the winner's own flower: set self_drawn (three pay)",
    ),
    # 七搶一 counts as the robbed player's discard, but for the seed's case (2) won on the
    # replacement, which a preset may allow (option seven_rob_one_drawn)
    requires(
        (Cond("flower_win", "seven_rob_one"), Cond("self_drawn")),
        Cond("seven_rob_one_drawn", among=("no_base", "one_base"), option=True),
        "flower_win seven_rob_one (七搶一) counts as a discard by the player robbed of the flower: "
        "not self_drawn (the seed's case (2), won on the replacement, needs the option seven_rob_one_drawn)",
    ),
    requires(
        (Cond("flower_win", "seven_rob_one"), Cond("self_drawn")),
        Cond("flower_replacement"),
        "flower_win seven_rob_one (七搶一) self-drawn is the seed's case (2), won on the tile drawn to replace "
        "the robbed flower: set flower_replacement",
    ),
    enabled_when(
        Cond("dealt_flowers"),
        Cond("flower_win", among=("eight_immortals", "seven_rob_one")),
        "dealt_flowers (配牌花胡) is a flower win: set flower_win",
    ),
)

#: the option that lets 五暗刻 count beside 碰碰胡 and 門清 (the apps' tables; the seed's rules them out)
FIVE_CONCEALED_ADDS: Final = "five_concealed_adds"
#: the value of the option ``seven_rob_one_drawn`` that leaves 七搶一 case (2) refused (the default)
SEVEN_ROB_ONE_REFUSED: Final = "refused"
#: the values of the option ``flower_order``: 菊 3 竹 4 (梅蘭菊竹), or 竹 3 菊 4 (梅蘭竹菊)
FLOWERS_CHRYSANTHEMUM_3: Final = "chrysanthemum_3"
FLOWERS_BAMBOO_3: Final = "bamboo_3"


def printed_number(number: int, order: str) -> int:
    """The number printed on flower ``number`` (1..8: 1f..8f; spring..winter, plum, orchid,
    chrysanthemum, bamboo) in a set whose plants are numbered in ``order``: its seat, 1 East to
    4 North."""
    if order == FLOWERS_BAMBOO_3 and number in (7, 8):
        return 11 - number  # 7f (菊) is 4, 8f (竹) is 3
    return (number - 1) % 4 + 1


_OPTIONS: Final[tuple[Field, ...]] = (
    Field(
        "base",
        FieldType.INT,
        30,
        _n("Stake", "底", "底", "底（基本点）"),
        _n("the stake every win pays", "每次胡牌都付的底", "每次胡牌都付的底", "和了ごとに払う基本点（底）"),
        minimum=0,
        maximum=1_000_000,
    ),
    Field(
        "tai_value",
        FieldType.INT,
        10,
        _n("Value of one tai", "每台", "每台", "1台の値"),
        _n("what each tai adds to a payment", "每台加付的金额", "每台加付的金額", "1台ごとに加わる支払い"),
        minimum=0,
        maximum=1_000_000,
    ),
    Field(
        "lig_lig",
        FieldType.BOOL,
        True,
        _n("Seven pairs and a pung adopted", "采用呖咕呖咕", "採用嚦咕嚦咕", "嚦咕嚦咕を採用"),
        _n(
            "seven pairs and a pung is a winning hand of 8 tai",
            "七对加一刻（呖咕呖咕）是 8 台的胡牌",
            "七對加一刻（嚦咕嚦咕）是 8 台的胡牌",
            "七対子と刻子1組（嚦咕嚦咕）は8台の和了形",
        ),
    ),
    Field(
        "lig_self_draw",
        FieldType.CHOICE,
        "self_draw",
        _n("Seven pairs and a pung, self-drawn", "呖咕呖咕自摸", "嚦咕嚦咕自摸", "嚦咕嚦咕のツモ"),
        _n(
            "a self-drawn seven pairs and a pung adds Self-drawn 1 or Concealed self-draw 2 (the table is silent)",
            "自摸的呖咕呖咕加自摸 1 台或不求自摸 2 台（台数表未说明）",
            "自摸的嚦咕嚦咕加自摸 1 台或不求自摸 2 台（台數表未說明）",
            "ツモの嚦咕嚦咕は自摸1台か不求自摸2台を加える（台数表は定めていない）",
        ),
        choices=(
            Choice("self_draw", _n("Self-drawn 1", "自摸 1台", "自摸 1台", "自摸 1台")),
            Choice("concealed_self_draw", _n("Concealed self-draw 2", "不求自摸 2台", "不求自摸 2台", "不求自摸 2台")),
        ),
    ),
    # Seed 004: 五暗坎「不計門清.對對胡」; the apps' tables count them beside it (the preset pocket)
    Field(
        FIVE_CONCEALED_ADDS,
        FieldType.BOOL,
        False,
        _n(
            "Five concealed pungs add all pungs and concealed hand",
            "五暗刻加计碰碰胡、门清",
            "五暗刻加計碰碰胡、門清",
            "五暗刻に対々和・門清を加える",
        ),
        _n(
            "five concealed pungs count beside all pungs and the concealed hand, which the house table rules out",
            "五暗刻与碰碰胡、门清并计（本桌台数表不计这两项）",
            "五暗刻與碰碰胡、門清並計（本桌台數表不計這兩項）",
            "五暗刻に対々和と門清を加える（この卓の台数表では数えない）",
        ),
    ),
    # Seed 004, 七搶一 case (2): 「如家持6花牌他人持1花牌, 家摸得第8支花牌时, 得抢花补牌并胡牌, ...;
    # 如补得之牌恰为杠上吐花, 视同自摸, 三家赔付, 牌面台数照算(不含抢得之花牌), 但花牌台数被抢花者
    # 应单独计七抢一8台」. It does not say whether the flowers' part paid by the robbed player
    # carries a base (底) of its own, as its other flower wins say (「8台1底」, 「底注只计1底」);
    # so the win is refused unless a preset says which.
    Field(
        "seven_rob_one_drawn",
        FieldType.CHOICE,
        SEVEN_ROB_ONE_REFUSED,
        _n("Seven rob one won on the replacement", "七抢一补花自摸", "七搶一補花自摸", "七搶一の補充牌ツモ"),
        _n(
            "seven rob one, case (2): the hand completed by the tile drawn after robbing the eighth flower is "
            "a self-draw paid by all three, and the robbed player alone pays the flowers' 8 tai; the table does "
            "not say whether that part carries a base of its own: refused unless set",
            "七抢一第(2)款：抢花补牌成胡视同自摸，三家赔付，花牌台数由被抢花者单独计七抢一8台；"
            "台数表未说明这部分是否另计1底：未设定时不受理",
            "七搶一第(2)款：搶花補牌成胡視同自摸，三家賠付，花牌台數由被搶花者單獨計七搶一8台；"
            "台數表未說明這部分是否另計1底：未設定時不受理",
            "七搶一の第(2)項：花を奪った補充牌で和了すればツモと同じく3人が払い、花牌の8台は奪われた者だけが払う。"
            "この部分に底が別につくかは台数表にない：設定しなければ受け付けない",
        ),
        choices=(
            Choice(
                SEVEN_ROB_ONE_REFUSED,
                _n(
                    "Refused (the table is silent)",
                    "不受理（台数表未说明）",
                    "不受理（台數表未說明）",
                    "受け付けない（台数表にない）",
                ),
            ),
            Choice(
                "no_base",
                _n("Flowers' part without a base", "花牌部分不另计底", "花牌部分不另計底", "花牌の部分に底をつけない"),
            ),
            Choice(
                "one_base",
                _n("Flowers' part with one base", "花牌部分另计1底", "花牌部分另計1底", "花牌の部分に底を1つつける"),
            ),
        ),
    ),
    # The seat flower follows the number printed on the tile. Sets number the plants 梅1 蘭2
    # and then 菊3 竹4 (the seed's 「梅兰菊竹」, the spec's 7f West, 8f North) or 竹3 菊4 (as many
    # sets and the association's table do): the chrysanthemum (7f) and the bamboo (8f) swap seats.
    Field(
        "flower_order",
        FieldType.CHOICE,
        FLOWERS_CHRYSANTHEMUM_3,
        _n("Plant flowers numbered", "花牌编号", "花牌編號", "花牌の番号"),
        _n(
            "how the set numbers the plant flowers: the seat flower is the one whose number is the seat's "
            "(1 East, 2 South, 3 West, 4 North)",
            "这副牌梅兰竹菊的编号：门风花是编号与门风相同的花（1 东、2 南、3 西、4 北）",
            "這副牌梅蘭竹菊的編號：門風花是編號與門風相同的花（1 東、2 南、3 西、4 北）",
            "この牌の梅蘭竹菊の番号：自風の花は番号が自風と同じ花（1 東・2 南・3 西・4 北）",
        ),
        choices=(
            Choice(
                FLOWERS_CHRYSANTHEMUM_3,
                _n(
                    "Plum 1, orchid 2, chrysanthemum 3, bamboo 4",
                    "梅1 兰2 菊3 竹4（梅兰菊竹）",
                    "梅1 蘭2 菊3 竹4（梅蘭菊竹）",
                    "梅1 蘭2 菊3 竹4（梅蘭菊竹）",
                ),
            ),
            Choice(
                FLOWERS_BAMBOO_3,
                _n(
                    "Plum 1, orchid 2, bamboo 3, chrysanthemum 4",
                    "梅1 兰2 竹3 菊4（梅兰竹菊）",
                    "梅1 蘭2 竹3 菊4（梅蘭竹菊）",
                    "梅1 蘭2 竹3 菊4（梅蘭竹菊）",
                ),
            ),
        ),
    ),
)
