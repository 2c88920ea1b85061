"""Taiwanese 16-tile (台灣十六張): the 台 table of seed 004, flowers and flower wins, the dealer.

The rule set is a table of rows on the shared engine (:mod:`.engine`): every item of the
seed's table is a :class:`~.engine.Row` with its value in 台 and a predicate over the facts
of one reading (:class:`TaiwanFacts`). Where the seed is ambiguous ``shared/spec/taiwan.md``
fixes the reading; its points are cited as "point N" below.

How a hand is scored:

1. Every reading of the 17 tiles (five sets and a pair, each kong adding a tile; 嚦咕嚦咕:
   seven distinct pairs and a pung, concealed) is scored and the highest total is kept (of
   equal totals, the first reading :func:`~core.shapes.decompose.decompose` gives).
2. The seed's closing principle (台數計算準繩): every item that matches adds, but of items
   that necessarily come together only the higher counts. These are the rows' ``excludes``,
   applied by the engine from the highest row down; each suppressed item names the row that
   rules it out. 字一色's "minus 4 with the 三元 or 四喜 it always holds" is an
   :class:`~.engine.Adjustment`.
3. 作莊 and 連N拉N (1 + 2N) count in the total when the dealer wins or dealt the winning
   tile; when a non-dealer self-draws they are only in the dealer's payment (point 10).
4. Payments: a stake of 底 plus the 台 times the value of one 台 (options ``base`` and
   ``tai_value``, 30/10 by default). A discard win: the discarder pays; a self-draw: all
   three pay (the dealer with the dealer's 台 when the winner is not the dealer).

Flower wins (花胡: 八仙過海, 七搶一, 配牌花胡, context ``flower_win``) need no complete hand:
when the hand is not complete (or not shown) only the flower win and the dealer's 台 count
(the seed: "不計手牌台數"); when it is complete, its items add to the flower win, which
stands in place of the eight flowers' 8 (point 9).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from core.engine.schema import (
    COMMON_CONTEXT,
    COMMON_GROUPS,
    E_ROBBED_TILE_HELD,
    WINDS,
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
from core.engine.score import Layout, Names, Score, SectionSpec
from core.engine.table import (
    ALL,
    Adjustment,
    EffectiveTable,
    Evaluation,
    Facts,
    Mode,
    Row,
    Structural,
    Table,
    TableRuleSet,
    best_first,
    higher_of,
    in_table_order,
    items_of,
    new_score,
    resolve,
)
from core.model.errors import ContextError, NotAWinError
from core.model.hand import NO_WINNING_TILE, Hand, format_hand, meld_label, require_hand
from core.model.tiles import format_tiles, kind_name
from core.rules.taiwan import NAME, TITLE
from core.shapes.decompose import TAIWAN_SHAPES, Decomposition, GroupKind, Shape, ShapeRules, decompose

#: five sets and a pair, and 嚦咕嚦咕 with seven *distinct* pairs (point 13: a four of a kind
#: is not two pairs here)
SHAPES: Final = TAIWAN_SHAPES._replace(seven_pairs_quads=False)


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


# --- the facts of one reading ------------------------------------------------------------------

_SEAT: Final = {w: i for i, w in enumerate(WINDS)}
_DRAGONS: Final = frozenset((31, 32, 33))
_WINDS_K: Final = frozenset((27, 28, 29, 30))


class TaiwanFacts(Facts):
    """The facts the rows ask about, for one reading (``decomposition`` ``None``: a flower win
    whose hand is not scored)."""

    def __init__(
        self,
        hand: Hand,
        decomposition: Decomposition | None,
        context: dict[str, Any],
        options: dict[str, Any],
        shapes: ShapeRules,
    ) -> None:
        super().__init__(hand, decomposition, context, options, shapes)
        ctx = context
        self.scored_hand = decomposition is not None
        self.seat: int = _SEAT[ctx["seat_wind"]]
        self.seat_kind: int = 27 + self.seat
        self.round_kind: int = 27 + _SEAT[ctx["round_wind"]]
        #: the winner is the dealer (the dealer sits East: point "dealer" of taiwan.md)
        self.winner_is_dealer: bool = bool(ctx["dealer"]) or ctx["seat_wind"] == "E"
        #: 作莊 and 連N拉N count in the total (point 10)
        self.dealer_in_total: bool = self.winner_is_dealer or (bool(ctx["discarder_is_dealer"]) and not self.self_drawn)
        self.streak: int = int(ctx["dealer_streak"])
        self.lig = decomposition is not None and decomposition.shape is Shape.SEVEN_PAIRS_AND_PUNG
        self.regular = decomposition is not None and decomposition.shape is Shape.REGULAR
        self.wind_pungs = sum(1 for k in self.pungs if k in _WINDS_K)
        self.dragon_pungs = sum(1 for k in self.pungs if k in _DRAGONS)
        suits = {k // 9 for k in self.kinds if k < 27}
        self.honors = any(k >= 27 for k in self.kinds)
        self.suits = len(suits)
        self.all_honors = bool(self.kinds) and not suits
        self.standing = len(hand.standing)
        #: every set declared by chi, pon or an exposed kong (a concealed kong is not shown)
        self.all_shown = len(hand.melds) == 5 and not any(m.is_concealed for m in hand.melds)
        concealed = 0
        if decomposition is not None:
            for i, g in enumerate(decomposition.groups):
                if g.kind in (GroupKind.PUNG, GroupKind.KONG) and g.concealed:
                    # point 5: a pung the winning discard completed is not concealed
                    if i == decomposition.win_group and not self.self_drawn:
                        continue
                    concealed += 1
        self.concealed_pungs = concealed
        held = {f.number for f in hand.flowers}
        self.flowers = len(held)
        order = options.get("flower_order", FLOWERS_CHRYSANTHEMUM_3)
        self.seat_flowers = sum(1 for f in hand.flowers if printed_number(f.number, order) == self.seat + 1)
        self.flower_sets = (1 if {1, 2, 3, 4} <= held else 0) + (1 if {5, 6, 7, 8} <= held else 0)
        self.flower_win: str = ctx["flower_win"]
        self.dealt = bool(ctx["dealt_flowers"])


F = TaiwanFacts


# the predicates of the rows (how many times each matches one reading)
def _seat_wind_pung(f: F) -> int:
    return 1 if f.scored_hand and f.seat_kind in f.pungs else 0


def _round_wind_pung(f: F) -> int:
    return 1 if f.scored_hand and f.round_kind in f.pungs else 0


def _dragon_pung(f: F) -> int:
    return f.dragon_pungs if f.scored_hand else 0


def _concealed(f: F) -> int:
    return 1 if f.scored_hand and f.concealed else 0


def _all_melded(f: F) -> int:
    return 1 if f.scored_hand and f.all_shown and f.standing == 1 and not f.self_drawn else 0


def _half_melded(f: F) -> int:
    return 1 if f.scored_hand and f.all_shown and f.standing == 1 and f.self_drawn else 0


def _ping_hu(f: F) -> int:
    # point 2: no flower, no honour, no pung or kong, a pair, not 獨聽, not self-drawn; chows
    # may be shown
    return (
        1
        if (f.regular and not f.pungs and not f.honors and f.flowers == 0 and not f.self_drawn and not f.single_wait)
        else 0
    )


def _all_pungs(f: F) -> int:
    return 1 if f.regular and len(f.pungs) == 5 else 0


def _dealer(f: F) -> int:
    return 1 if f.dealer_in_total else 0


def _dealer_streak(f: F) -> int:
    return f.streak if f.dealer_in_total else 0


def _single_wait(f: F) -> int:
    return 1 if f.scored_hand and f.single_wait else 0


def _robbing_kong(f: F) -> int:
    return 1 if f.scored_hand and f.context["robbing_kong"] else 0


def _all_honors(f: F) -> int:
    return 1 if f.scored_hand and f.all_honors else 0


def _full_flush(f: F) -> int:
    return 1 if f.scored_hand and f.suits == 1 and not f.honors else 0


def _half_flush(f: F) -> int:
    # "除字牌外全為一種花色": honours, and the rest of one suit (字一色 holds it vacuously and rules it out)
    return 1 if f.scored_hand and f.honors and f.suits <= 1 else 0


def _three_concealed(f: F) -> int:
    return 1 if f.scored_hand and f.concealed_pungs >= 3 else 0


def _four_concealed(f: F) -> int:
    return 1 if f.scored_hand and f.concealed_pungs >= 4 else 0


def _five_concealed(f: F) -> int:
    return 1 if f.scored_hand and f.concealed_pungs == 5 else 0


def _big_four_winds(f: F) -> int:
    return 1 if f.scored_hand and f.wind_pungs == 4 else 0


def _small_four_winds(f: F) -> int:
    return 1 if f.scored_hand and f.wind_pungs == 3 and f.pair is not None and f.pair in _WINDS_K else 0


def _big_three_dragons(f: F) -> int:
    return 1 if f.scored_hand and f.dragon_pungs == 3 else 0


def _small_three_dragons(f: F) -> int:
    return 1 if f.scored_hand and f.dragon_pungs == 2 and f.pair is not None and f.pair in _DRAGONS else 0


def _self_draw(f: F) -> int:
    return 1 if f.scored_hand and f.self_drawn else 0


def _concealed_self_draw(f: F) -> int:
    return 1 if f.scored_hand and f.self_drawn and f.concealed else 0


def _kong_replacement(f: F) -> int:
    return 1 if f.scored_hand and (f.context["kong_replacement"] or f.context["flower_replacement"]) else 0


def _river_bottom(f: F) -> int:
    return 1 if f.scored_hand and f.context["last_wall_tile"] and not f.self_drawn else 0


def _last_tile(f: F) -> int:
    # point 8: a draw only (the seed has no 河底)
    return 1 if f.scored_hand and f.context["last_wall_tile"] and f.self_drawn else 0


def _seat_flower(f: F) -> int:
    return f.seat_flowers


def _flower_set(f: F) -> int:
    return f.flower_sets


def _all_flowers(f: F) -> int:
    return 1 if f.flowers == 8 else 0


def _eight_immortals(f: F) -> int:
    return 1 if f.flower_win == "eight_immortals" and not f.dealt else 0


def _seven_rob_one(f: F) -> int:
    return 1 if f.flower_win == "seven_rob_one" and not f.dealt else 0


def _dealt_flower_win(f: F) -> int:
    return 1 if f.flower_win != "none" and f.dealt else 0


def _heavenly_ready(f: F) -> int:
    return 1 if f.scored_hand and f.context["heavenly_ready"] else 0


def _earthly_ready(f: F) -> int:
    return 1 if f.scored_hand and f.context["earthly_ready"] else 0


def _earthly_ready_first(f: F) -> int:
    return 1 if f.scored_hand and f.context["earthly_ready"] and f.context["first_go_around"] else 0


def _heavenly_win(f: F) -> int:
    return 1 if f.scored_hand and f.context["heavenly_win"] else 0


def _earthly_win(f: F) -> int:
    c = f.context
    return 1 if f.scored_hand and c["heavenly_ready"] and c["first_go_around"] and f.self_drawn else 0


def _human_win(f: F) -> int:
    c = f.context
    return 1 if f.scored_hand and c["heavenly_ready"] and c["first_go_around"] and not f.self_drawn else 0


def _lig_lig(f: F) -> int:
    return 1 if f.lig else 0


# --- the table -----------------------------------------------------------------------------------


def _x(*ids: str) -> tuple[tuple[str, Mode], ...]:
    return tuple((i, ALL) for i in ids)


#: 三/四/五暗坎 necessarily come together: only the higher counts
_CONCEALED_PUNGS: Final = higher_of("three_concealed", "four_concealed", "five_concealed")

_HAND = "hand"
_WIN = "win"
_DEALER = "dealer"
_FLOWERS = "flowers"

_ROWS: Final[tuple[Row, ...]] = (
    Row(
        "seat_wind_pung",
        _n("Seat wind pung", "风字坎（门风）", "風字坎（門風）", "風字坎（自風）"),
        1,
        _n(
            "a pung or kong of the winner's seat wind",
            "门风（开门序）之风牌坎子（刻子或杠）",
            "門風（開門序）之風牌坎子（刻子或槓）",
            "自風（開門序）の風牌の刻子（槓子含む）",
        ),
        _seat_wind_pung,
        section=_HAND,
    ),
    Row(
        "round_wind_pung",
        _n("Round wind pung", "风字坎（圈风）", "風字坎（圈風）", "風字坎（場風）"),
        1,
        _n(
            "a pung or kong of the round wind (independent of the seat bonus)",
            "圈风（圈序）之风牌坎子，与门风分别计台",
            "圈風（圈序）之風牌坎子，與門風分別計台",
            "場風（圏序）の風牌の刻子。自風とは別に数える",
        ),
        _round_wind_pung,
        section=_HAND,
    ),
    Row(
        "dragon_pung",
        _n("Dragon pung", "箭字坎", "箭字坎", "箭字坎（三元牌の刻子）"),
        1,
        _n(
            "a pung or kong of red, green or white, 1 tai each",
            "中、发、白任一坎子，各计1台",
            "中、發、白任一坎子，各計1台",
            "中・發・白の刻子1組ごとに1台",
        ),
        _dragon_pung,
        section=_HAND,
    ),
    Row(
        "concealed",
        _n("Concealed hand", "门清", "門清", "門前清"),
        1,
        _n(
            "no chi, pon or exposed kong before the win (a concealed kong is allowed)",
            "胡牌前无吃、碰、明杠（暗杠可）",
            "胡牌前無吃、碰、明槓（暗槓可）",
            "和了前にチー・ポン・明槓なし（暗槓は可）",
        ),
        _concealed,
        section=_WIN,
    ),
    Row(
        "all_melded",
        _n("All melded", "全求", "全求", "全求（全副露）"),
        2,
        _n(
            "every set shown by chi, pon or exposed kong, the last tile won on a discard (with the single wait: 3)",
            "五副皆吃碰明杠外露，单钓胡铳（加计独听共3台）",
            "五副皆吃碰明槓外露，單釣胡銃（加計獨聽共3台）",
            "5面子すべてチー・ポン・明槓で晒し、単騎でロン（独聴と合わせて3台）",
        ),
        _all_melded,
        section=_WIN,
    ),
    Row(
        "half_melded",
        _n("Half melded", "半求", "半求", "半求"),
        1,
        _n(
            "every set shown, one standing tile, self-drawn (with the single wait and self-drawn: 3)",
            "五副皆吃碰明杠外露，暗牌剩1张并自摸（含独听、自摸共3台）",
            "五副皆吃碰明槓外露，暗牌剩1張並自摸（含獨聽、自摸共3台）",
            "5面子すべて晒し、手牌1枚で自摸（独聴・自摸と合わせて3台）",
        ),
        _half_melded,
        section=_WIN,
    ),
    Row(
        "ping_hu",
        _n("Ping hu", "平胡", "平胡", "平和（平胡）"),
        2,
        _n(
            "five chows and a pair, no honour, no flower, no single wait, won on a discard (chows may be shown)",
            "五副顺子加将眼，无字、无花、无坎，非独听、非自摸（可吃）",
            "五副順子加將眼，無字、無花、無坎，非獨聽、非自摸（可吃）",
            "順子5組と雀頭、字牌・花牌・刻子なし、独聴でなくロン（チー可）",
        ),
        _ping_hu,
        section=_HAND,
    ),
    Row(
        "all_pungs",
        _n("All pungs", "对对胡", "對對胡", "対々和"),
        4,
        _n(
            "five pungs or kongs and a pair",
            "除将牌外全为坎子（刻子或杠）",
            "除將牌外全為坎子（刻子或槓）",
            "雀頭以外すべて刻子（槓子含む）",
        ),
        _all_pungs,
        section=_HAND,
    ),
    Row(
        "dealer",
        _n("Dealer", "作庄", "作莊", "荘家"),
        1,
        _n(
            "the dealer wins, or dealt the winning tile",
            "庄家胡牌或放铳，加计1台",
            "莊家胡牌或放槍，加計1台",
            "荘家の和了、または荘家の放銃で1台",
        ),
        _dealer,
        section=_DEALER,
    ),
    Row(
        "dealer_streak",
        _n("Dealer streak", "连N拉N", "連N拉N", "連N拉N（連荘）"),
        2,
        _n(
            "2 tai for each of the dealer's N consecutive hands as dealer",
            "庄家连庄N次，加计2N台",
            "莊家連莊N次，加計2N台",
            "荘家のN回連荘ごとに2台（計2N台）",
        ),
        _dealer_streak,
        section=_DEALER,
    ),
    Row(
        "single_wait",
        _n("Single wait", "独听", "獨聽", "独聴"),
        1,
        _n(
            "exactly one tile kind completed the hand (closed, edge or pair wait)",
            "只听一洞：中洞、边张或单钓",
            "只聽一洞：中洞、邊張或單釣",
            "待ちが1種だけ（嵌張・辺張・単騎）",
        ),
        _single_wait,
        section=_WIN,
    ),
    Row(
        "robbing_kong",
        _n("Robbing the kong", "抢杠", "搶槓", "搶槓（槍槓）"),
        1,
        _n(
            "won on the tile another player added to a pung", "胡他人加杠之牌", "胡他人加槓之牌", "他家の加槓の牌で和了"
        ),
        _robbing_kong,
        section=_WIN,
    ),
    Row(
        "all_honors",
        _n("All honours", "字一色", "字一色", "字一色"),
        16,
        _n(
            "every tile an honour (no all pungs; minus 4 with the three dragons or four winds it holds)",
            "全为字牌，不计对对胡；含大/小四喜或大/小三元时减4台",
            "全為字牌，不計對對胡；含大/小四喜或大/小三元時減4台",
            "すべて字牌（対々和は数えない。三元・四喜を含むので4台引く）",
        ),
        _all_honors,
        excludes=_x("all_pungs", "half_flush"),
        section=_HAND,
    ),
    Row(
        "full_flush",
        _n("Full flush", "清一色", "清一色", "清一色"),
        12,
        _n(
            "every tile of one suit, no honours",
            "全为一种花色且无字牌",
            "全為一種花色且無字牌",
            "1種の数牌だけ、字牌なし",
        ),
        _full_flush,
        section=_HAND,
    ),
    Row(
        "half_flush",
        _n("Half flush", "凑一色", "湊一色", "混一色（湊一色）"),
        4,
        _n("honours and tiles of one suit only", "除字牌外全为一种花色", "除字牌外全為一種花色", "字牌と1種の数牌だけ"),
        _half_flush,
        section=_HAND,
    ),
    Row(
        "three_concealed",
        _n("Three concealed pungs", "三暗坎", "三暗坎", "三暗刻"),
        2,
        _n(
            "three concealed pungs (dealt or drawn; a concealed kong counts)",
            "三副配得或摸得之坎子（含暗杠）",
            "三副配得或摸得之坎子（含暗槓）",
            "配牌かツモでできた暗刻3組（暗槓含む）",
        ),
        _three_concealed,
        excludes=_CONCEALED_PUNGS["three_concealed"],
        section=_HAND,
    ),
    Row(
        "four_concealed",
        _n("Four concealed pungs", "四暗坎", "四暗坎", "四暗刻"),
        6,
        _n(
            "four concealed pungs (a concealed kong counts)",
            "四副配得或摸得之坎子（含暗杠）",
            "四副配得或摸得之坎子（含暗槓）",
            "暗刻4組（暗槓含む）",
        ),
        _four_concealed,
        excludes=_CONCEALED_PUNGS["four_concealed"],
        section=_HAND,
    ),
    Row(
        "five_concealed",
        _n("Five concealed pungs", "五暗坎", "五暗坎", "五暗刻"),
        16,
        _n(
            "five concealed pungs (no concealed hand, no all pungs; a self-draw adds the concealed self-draw 2)",
            "五副暗坎，不计门清、对对胡；自摸加计不求自摸2台",
            "五副暗坎，不計門清、對對胡；自摸加計不求自摸2台",
            "暗刻5組（門清・対々和は数えない。ツモなら不求自摸2台を加える）",
        ),
        _five_concealed,
        excludes=_CONCEALED_PUNGS["five_concealed"] + _x("concealed", "all_pungs"),
        section=_HAND,
        kept_with=(FIVE_CONCEALED_ADDS, ("concealed", "all_pungs")),
    ),
    Row(
        "big_four_winds",
        _n("Big four winds", "大四喜", "大四喜", "大四喜"),
        16,
        _n(
            "pungs of all four winds (no seat or round wind bonus)",
            "东南西北四坎全齐，门风圈风不另计台",
            "東南西北四坎全齊，門風圈風不另計台",
            "東南西北の刻子4組（自風・場風は数えない）",
        ),
        _big_four_winds,
        excludes=_x("seat_wind_pung", "round_wind_pung"),
        section=_HAND,
    ),
    Row(
        "small_four_winds",
        _n("Small four winds", "小四喜", "小四喜", "小四喜"),
        8,
        _n(
            "three wind pungs and a wind pair (their seat and round bonuses add)",
            "三副风牌坎子加风牌将，合门风圈风另计",
            "三副風牌坎子加風牌將，合門風圈風另計",
            "風牌の刻子3組と風牌の雀頭（自風・場風は加える）",
        ),
        _small_four_winds,
        section=_HAND,
    ),
    Row(
        "big_three_dragons",
        _n("Big three dragons", "大三元", "大三元", "大三元"),
        8,
        _n(
            "pungs of all three dragons (no dragon pung)",
            "中发白三坎全齐，箭字坎不另计",
            "中發白三坎全齊，箭字坎不另計",
            "三元牌の刻子3組（箭字坎は数えない）",
        ),
        _big_three_dragons,
        excludes=_x("dragon_pung"),
        section=_HAND,
    ),
    Row(
        "small_three_dragons",
        _n("Small three dragons", "小三元", "小三元", "小三元"),
        4,
        _n(
            "two dragon pungs and a dragon pair (no dragon pung)",
            "两副箭牌坎子加箭牌将，箭字坎不另计",
            "兩副箭牌坎子加箭牌將，箭字坎不另計",
            "三元牌の刻子2組と三元牌の雀頭（箭字坎は数えない）",
        ),
        _small_three_dragons,
        excludes=_x("dragon_pung"),
        section=_HAND,
    ),
    Row(
        "self_draw",
        _n("Self-drawn", "自摸", "自摸", "自摸（ツモ）"),
        1,
        _n("won on a tile the winner drew", "胡牌之牌张自己摸得", "胡牌之牌張自己摸得", "自分でツモった牌で和了"),
        _self_draw,
        section=_WIN,
    ),
    Row(
        "concealed_self_draw",
        _n("Concealed self-draw", "不求自摸", "不求自摸", "不求自摸（門前ツモ）"),
        2,
        _n(
            "no chi, pon or exposed kong, and self-drawn (with the concealed hand: 3 in all)",
            "无吃碰明杠并自摸胡牌，与门清合称门清一摸三",
            "無吃碰明槓並自摸胡牌，與門清合稱門清一摸三",
            "副露なしでツモ和了（門清と合わせて門清一摸三＝3台）",
        ),
        _concealed_self_draw,
        excludes=_x("self_draw"),
        section=_WIN,
    ),
    Row(
        "kong_replacement",
        _n("Win on a replacement tile", "杠上开花", "槓上開花", "槓上開花"),
        1,
        _n(
            "won on the tile drawn after a kong or a flower (self-drawn adds too)",
            "开杠或补花后补牌而成胡，另计自摸",
            "開槓或補花後補牌而成胡，另計自摸",
            "槓または花牌の補充牌で和了（自摸も加える）",
        ),
        _kong_replacement,
        section=_WIN,
    ),
    Row(
        "last_tile",
        _n("Last tile of the wall", "海底捞月", "海底撈月", "海底撈月"),
        1,
        _n(
            "won on the last tile of the wall, drawn (self-drawn adds too)",
            "摸海底牌而成胡，另计自摸",
            "摸海底牌而成胡，另計自摸",
            "最後のツモ牌で和了（自摸も加える）",
        ),
        _last_tile,
        section=_WIN,
    ),
    # Not in the seed (taiwan.md point 8: a win on the last discard scores nothing), so off by
    # default; other common tables count it 1 (see data/taiwan_presets.toml, preset pocket)
    Row(
        "river_bottom",
        _n("Last discard", "河底捞鱼", "河底撈魚", "河底撈魚"),
        1,
        _n(
            "won on the discard after the last tile of the wall (off in the house table)",
            "胡别人打出的最后一张牌（本桌台数表不计）",
            "胡別人打出的最後一張牌（本桌台數表不計）",
            "牌山の最後の牌の後の捨て牌でロン（この卓の台数表にはない）",
        ),
        _river_bottom,
        section=_WIN,
        off=True,
    ),
    Row(
        "seat_flower",
        _n("Seat flower", "花牌（门风花）", "花牌（門風花）", "花牌（自風の花）"),
        1,
        _n(
            "each flower whose number is the winner's seat, 1 East to 4 North (East 1f 5f, South 2f 6f, West 3f 7f, "
            "North 4f 8f; with the plants numbered bamboo 3, chrysanthemum 4: West 8f, North 7f)",
            "合开门序之花牌（编号 1 东至 4 北），每张1台（东1f5f、南2f6f、西3f7f、北4f8f；梅兰竹菊编号时西8f、北7f）",
            "合開門序之花牌（編號 1 東至 4 北），每張1台（東1f5f、南2f6f、西3f7f、北4f8f；梅蘭竹菊編號時西8f、北7f）",
            "番号が自風の花牌（1 東〜4 北）1枚ごとに1台（東1f5f・南2f6f・西3f7f・北4f8f。梅蘭竹菊の番号なら西8f・北7f）",
        ),
        _seat_flower,
        section=_FLOWERS,
    ),
    Row(
        "flower_set",
        _n("Full flower set", "花杠", "花槓", "花槓（花牌一揃い）"),
        2,
        _n(
            "all four seasons or all four plants: 2 tai instead of its seat flower's 1",
            "持同色花杠（春夏秋冬或梅兰菊竹）改计2台",
            "持同色花槓（春夏秋冬或梅蘭菊竹）改計2台",
            "春夏秋冬または梅蘭菊竹の4枚揃い：自風の花の1台に代えて2台",
        ),
        _flower_set,
        excludes=(("seat_flower", 1),),
        section=_FLOWERS,
    ),
    Row(
        "dealt_flower_win",
        _n("Flower win on the deal", "配牌花胡", "配牌花胡", "配牌花胡"),
        12,
        _n(
            "eight immortals or seven rob one with the flowers dealt, won at the first draw: 12 tai in place of 8",
            "起手配得8花或7花他人1花，轮序摸第1张牌时胡八仙过海或七抢一，计12台",
            "起手配得8花或7花他人1花，輪序摸第1張牌時胡八仙過海或七搶一，計12台",
            "配牌で8枚（または7枚と他家の1枚）の花牌、最初のツモで八仙過海か七搶一：12台",
        ),
        _dealt_flower_win,
        excludes=_x("all_flowers", "flower_set", "seat_flower"),
        section=_FLOWERS,
    ),
    Row(
        "eight_immortals",
        _n("Eight immortals", "八仙过海", "八仙過海", "八仙過海"),
        8,
        _n(
            "a win by all eight flowers; the hand need not be complete (its tai add when it is)",
            "集齐8张花牌补牌即胡，三家赔付；手牌未胡不计手牌台数",
            "集齊8張花牌補牌即胡，三家賠付；手牌未胡不計手牌台數",
            "花牌8枚で和了（手牌は未完成でもよい。完成していればその台も加える）",
        ),
        _eight_immortals,
        excludes=_x("all_flowers", "flower_set", "seat_flower"),
        section=_FLOWERS,
    ),
    Row(
        "seven_rob_one",
        _n("Seven rob one", "七抢一", "七搶一", "七搶一"),
        8,
        _n(
            "a win by robbing the eighth flower from another player, who pays as the discarder",
            "持七花抢入他人一张花牌凑齐满花而胡，视同被抢花者放铳",
            "持七花搶入他人一張花牌湊齊滿花而胡，視同被搶花者放槍",
            "花牌7枚で他家の8枚目を奪って和了（奪われた者の放銃とみなす）",
        ),
        _seven_rob_one,
        excludes=_x("all_flowers", "flower_set", "seat_flower"),
        section=_FLOWERS,
    ),
    Row(
        "all_flowers",
        _n("All eight flowers", "满花（八张花牌）", "滿花（八張花牌）", "満花（花牌8枚）"),
        8,
        _n(
            "all eight flowers: 8 tai in all",
            "持满花（8张花牌）改计8台",
            "持滿花（8張花牌）改計8台",
            "花牌8枚：合わせて8台",
        ),
        _all_flowers,
        excludes=_x("flower_set", "seat_flower"),
        section=_FLOWERS,
    ),
    Row(
        "heavenly_ready",
        _n("Heavenly ready", "天听", "天聽", "天聴"),
        8,
        _n(
            "a non-dealer declared ready right after the deal (no concealed hand)",
            "闲家配牌补花后即宣布听牌，不计门清",
            "閒家配牌補花後即宣布聽牌，不計門清",
            "子が配牌・補花直後に聴牌宣言（門清は数えない）",
        ),
        _heavenly_ready,
        excludes=_x("concealed"),
        section=_WIN,
    ),
    Row(
        "earthly_ready",
        _n("Earthly ready", "地听", "地聽", "地聴"),
        4,
        _n(
            "declared ready with the first discard, hand concealed (no concealed hand)",
            "打出第1张牌即宣布听牌，身须门清，不计门清",
            "打出第1張牌即宣布聽牌，身須門清，不計門清",
            "最初の打牌で聴牌宣言、門前（門清は数えない）",
        ),
        _earthly_ready,
        excludes=_x("concealed"),
        section=_WIN,
    ),
    Row(
        "earthly_ready_first",
        _n("Earthly ready, first go-around", "地听一发", "地聽一發", "地聴一発"),
        8,
        _n(
            "after earthly ready, won on the first discard of each player or the next draw (no earthly ready, no concealed hand)",
            "宣布地听后胡各家第一张牌或摸次1张牌自摸，不计地听、门清",
            "宣布地聽後胡各家第一張牌或摸次1張牌自摸，不計地聽、門清",
            "地聴宣言後、各家の最初の打牌か次のツモで和了（地聴・門清は数えない）",
        ),
        _earthly_ready_first,
        excludes=_x("earthly_ready", "concealed"),
        section=_WIN,
    ),
    Row(
        "heavenly_win",
        _n("Heavenly win", "天胡", "天胡", "天胡（天和）"),
        16,
        _n(
            "the dealer wins on the dealt hand (no concealed hand, concealed self-draw, self-drawn or single wait)",
            "庄家配牌补花后即胡牌，不计门清一摸三、独听",
            "莊家配牌補花後即胡牌，不計門清一摸三、獨聽",
            "荘家が配牌で和了（門清一摸三・独聴は数えない）",
        ),
        _heavenly_win,
        excludes=_x("concealed", "concealed_self_draw", "self_draw", "single_wait"),
        section=_WIN,
    ),
    Row(
        "earthly_win",
        _n("Earthly win", "地胡", "地胡", "地胡（地和）"),
        16,
        _n(
            "after heavenly ready, self-drawn on the first draw (no heavenly ready, no concealed hand; the concealed self-draw adds)",
            "闲家天听摸第1张牌自摸，不计天听、门清，加计不求自摸",
            "閒家天聽摸第1張牌自摸，不計天聽、門清，加計不求自摸",
            "天聴の子が最初のツモで和了（天聴・門清は数えない。不求自摸を加える）",
        ),
        _earthly_win,
        excludes=_x("heavenly_ready", "concealed"),
        section=_WIN,
    ),
    Row(
        "human_win",
        _n("Human win", "人胡", "人胡", "人胡（人和）"),
        16,
        _n(
            "after heavenly ready, won on the first discard of each player (no heavenly ready, no concealed hand)",
            "闲家天听胡各家打出之第一张牌，不计天听、门清",
            "閒家天聽胡各家打出之第一張牌，不計天聽、門清",
            "天聴の子が各家の最初の打牌で和了（天聴・門清は数えない）",
        ),
        _human_win,
        excludes=_x("heavenly_ready", "concealed"),
        section=_WIN,
    ),
    Row(
        "lig_lig",
        _n("Seven pairs and a pung", "呖咕呖咕", "嚦咕嚦咕", "嚦咕嚦咕（八対半）"),
        8,
        _n(
            "seven distinct pairs and a pung, concealed (no concealed hand; a valued honour pung adds)",
            "七个对子与一个刻子，必需门清，不计门清；有价字牌刻子加计",
            "七個對子與一個刻子，必需門清，不計門清；有價字牌刻子加計",
            "異なる対子7組と刻子1組、門前（門清は数えない。役牌の刻子は加える）",
        ),
        _lig_lig,
        excludes=_x("concealed"),
        option="lig_lig",
        section=_HAND,
    ),
)

_ADJUSTMENTS: Final = (
    Adjustment(
        "all_honors_minus",
        _n(
            "All honours with dragons or winds: minus 4",
            "字一色含三元/四喜减4台",
            "字一色含三元/四喜減4台",
            "字一色の三元・四喜で4台引く",
        ),
        -4,
        ("all_honors",),
        ("big_four_winds", "small_four_winds", "big_three_dragons", "small_three_dragons"),
        _n(
            "all honours always hold at least small three dragons or small four winds: minus 4 once",
            "字一色必然并存至少小三元或小四喜，累计后减4台",
            "字一色必然並存至少小三元或小四喜，累計後減4台",
            "字一色は必ず小三元以上か小四喜を含むので一度だけ4台引く",
        ),
        _HAND,
    ),
)

TABLE: Final = Table(_ROWS, _ADJUSTMENTS)

#: rows a flower win counts when its hand is not scored (the seed: 不計手牌台數)
_FLOWER_ONLY_SECTIONS: Final = frozenset((_FLOWERS, _DEALER))

_TAI: Final = _n("tai", "台", "台", "台")
LAYOUT: Final = Layout(
    unit=_TAI,
    sections=(
        SectionSpec(_HAND, _n("Hand", "牌型", "牌型", "手役"), _TAI),
        SectionSpec(_WIN, _n("How it was won", "胡牌方式", "胡牌方式", "和了の仕方"), _TAI),
        SectionSpec(_DEALER, _n("Dealer", "庄家", "莊家", "荘家"), _TAI),
        SectionSpec(_FLOWERS, _n("Flowers", "花牌", "花牌", "花牌"), _TAI),
    ),
    win_text=_n("Win: {total} tai", "胡牌：{total} 台", "胡牌：{total} 台", "和了：{total} 台"),
    roles=(
        ("discarder", _n("discarder", "放铳者", "放槍者", "放銃者")),
        ("each", _n("each player", "每家", "每家", "各自")),
        ("dealer", _n("dealer", "庄家", "莊家", "荘家")),
        ("non_dealer", _n("each non-dealer", "每位闲家", "每位閒家", "子それぞれ")),
        (
            "robbed",
            _n(
                "the player robbed of the flower (the flowers' part)",
                "被抢花者（花牌部分）",
                "被搶花者（花牌部分）",
                "花を奪われた者（花牌の部分）",
            ),
        ),
    ),
)

#: point 13's option: a self-drawn 嚦咕嚦咕 scores 自摸 1, not 不求自摸 2
_LIG_PLAIN_SELF_DRAW: Final = _n(
    "not counted with seven pairs and a pung: this table scores its self-draw as self-drawn 1",
    "因呖咕呖咕不计：本表呖咕呖咕自摸计自摸1台",
    "因嚦咕嚦咕不計：本表嚦咕嚦咕自摸計自摸1台",
    "嚦咕嚦咕と複合しない：この表では嚦咕嚦咕のツモは自摸1台",
)


# the errors of the validation, in every language (``str.format`` templates; the English is the
# message, naming the context key; the other languages name the field)
_E_FLOWER_WIN_EIGHT: Final = Names(
    "{key} {value}: a flower win needs all eight flowers in the hand (it shows {shown})",
    "{field}：{choice}需要八张花牌全在手中（手中只有 {shown} 张）",
    "{field}：{choice}需要八張花牌全在手中（手中只有 {shown} 張）",
    "{field}：{choice}には花牌 8 枚すべてが必要です（手牌には {shown} 枚）",
)
_E_EIGHT_NO_TILES: Final = Names(
    "eight flowers and no tiles: a win by the flowers alone is a flower win; set {flower_win_field} "
    "({eight} or {seven})",
    "有八张花牌而没有牌：只靠花牌和牌就是花胡；请设置{flower_win_field}（{eight}或{seven}）",
    "有八張花牌而沒有牌：只靠花牌胡牌就是花胡；請設定{flower_win_field}（{eight}或{seven}）",
    "花牌 8 枚だけで牌がありません：花牌だけの和了は花胡です。{flower_win_field}（{eight}または{seven}）を設定してください",
)
_E_EIGHT_NO_WIN: Final = Names(
    "eight flowers and no winning tile: a win by the flowers alone is a flower win; "
    "set {flower_win_field} ({eight} or {seven})",
    "有八张花牌而没有和牌张：只靠花牌和牌就是花胡；请设置{flower_win_field}（{eight}或{seven}）",
    "有八張花牌而沒有和牌張：只靠花牌胡牌就是花胡；請設定{flower_win_field}（{eight}或{seven}）",
    "花牌 8 枚があり和了牌がありません：花牌だけの和了は花胡です。{flower_win_field}（{eight}または{seven}）を設定してください",
)
_E_EARTHLY_READY: Final = Names(
    "{key}: 地聽 needs a concealed hand, but the hand shows {meld}",
    "{field}：地听需要门前清，但这手牌有副露“{meld}”",
    "{field}：地聽需要門前清，但這手牌有副露「{meld}」",
    "{field}：地聴は門前でなければなりませんが、この手牌には副露「{meld}」があります",
)
_E_HEAVENLY_READY: Final = Names(
    "{key}: 天聽 is declared on the dealt hand, which is concealed, but the hand shows {meld}",
    "{field}：天听在配牌时宣告，手牌必是门前清，但这手牌有副露“{meld}”",
    "{field}：天聽在配牌時宣告，手牌必是門前清，但這手牌有副露「{meld}」",
    "{field}：天聴は配牌で宣言するので門前ですが、この手牌には副露「{meld}」があります",
)
_E_HEAVENLY_WIN: Final = Names(
    "{key}: 天胡 is won on the dealt hand, but the hand shows {meld}",
    "{field}：天胡是以配牌和牌，但这手牌有副露“{meld}”",
    "{field}：天胡是以配牌胡牌，但這手牌有副露「{meld}」",
    "{field}：天胡は配牌で和了するものですが、この手牌には副露「{meld}」があります",
)
_E_NO_KONG: Final = Names(
    "{key} (槓上開花) needs a declared kong in the hand",
    "{field}需要手牌中有一副杠",
    "{field}需要手牌中有一副槓",
    "{field}には手牌に槓子が必要です",
)
_E_NO_FLOWER_REPLACED: Final = Names(
    "{key}: won on the tile drawn for a flower, but the hand shows no flower",
    "{field}：以补花摸到的牌和牌，但这手牌没有花牌",
    "{field}：以補花摸到的牌胡牌，但這手牌沒有花牌",
    "{field}：花牌の補充で引いた牌で和了とされていますが、この手牌に花牌がありません",
)
_E_NOT_A_WIN: Final = Names(
    "{hand} is not a winning hand under {title}: its tiles do not split into five sets and a pair, or seven pairs "
    "and a pung{off}",
    "按{title}，{hand} 不是和牌：这些牌组不成五组面子加一对将，也不是七对加一刻{off}",
    "按{title}，{hand} 不是胡牌：這些牌組不成五組面子加一對將，也不是七對加一刻{off}",
    "{title}では {hand} は和了形ではありません：5 面子 1 雀頭にも七対子と刻子 1 組にもなりません{off}",
)
_E_LIG_OFF: Final = Names(
    " (嚦咕嚦咕 is not adopted in this table)",
    "（本桌未采用呖咕呖咕）",
    "（本桌未採用嚦咕嚦咕）",
    "（この卓では嚦咕嚦咕を採用していません）",
)
_E_SEVEN_ROB_ONE_HAND: Final = Names(
    "{flower_win} “{seven}” with a complete hand is won on the tile drawn to replace the robbed flower: "
    "set {replacement}",
    "花胡“七抢一”又成和牌时，和的是抢花后补进的牌：请勾选补花牌",
    "花胡「七搶一」又成胡牌時，胡的是搶花後補進的牌：請勾選補花牌",
    "花胡「七搶一」で手牌も和了形のときは、奪った花牌の補充牌で和了しています：花牌の補充牌を指定してください",
)


class Taiwan(TableRuleSet):
    """台灣十六張 on the shared engine: the table of seed 004 as rows with predicates."""

    name = NAME
    title = TITLE
    shapes = SHAPES
    match_module = "core.rules.taiwan.match"  # its match rules
    context_fields = _CONTEXT
    field_groups = _GROUPS
    option_fields = _OPTIONS
    constraints = _CONSTRAINTS
    has_flowers = True
    data_package = "core.rules.taiwan.data"
    preset_file = "taiwan_presets.toml"
    layout = LAYOUT
    table = TABLE

    def can_score(self, hand: Hand) -> bool:
        """A hand with its winning tile, or eight flowers (a flower win needs no complete hand)."""
        return hand.win is not None or len(hand.flowers) == 8

    # -- validation -----------------------------------------------------------------------------
    def validate(self, hand: Hand, ctx: dict[str, Any], opts: dict[str, Any]) -> None:
        """Refuse what the declared constraints cannot see: the size of the hand, and the context
        keys that contradict its tiles (point 15)."""
        flower_win = ctx["flower_win"] != "none"
        if flower_win and len(hand.flowers) != 8:
            raise self.impossible(
                "flower_win",
                _E_FLOWER_WIN_EIGHT,
                value=ctx["flower_win"],  # (shown by name)
                choice=self.choice_name("flower_win", ctx["flower_win"]),
                shown=len(hand.flowers),
            )
        hidden = flower_win and hand.size == 0  # a flower win whose tiles are not shown
        if hand.size == 0 and not flower_win and len(hand.flowers) == 8:
            raise self.impossible("flower_win", _E_EIGHT_NO_TILES, **self._flower_wins())
        if not hidden:
            if hand.win is None and not flower_win:
                if len(hand.flowers) == 8:
                    raise self.impossible("flower_win", _E_EIGHT_NO_WIN, **self._flower_wins())
                raise NotAWinError(NO_WINNING_TILE.en, code="no_winning_tile", names=NO_WINNING_TILE)
            hand.require_size(self.shapes.sets, self.title)
        claimed = [m for m in hand.melds if not m.is_concealed]
        for key, template in (
            ("earthly_ready", _E_EARTHLY_READY),
            ("heavenly_ready", _E_HEAVENLY_READY),
            ("heavenly_win", _E_HEAVENLY_WIN),
        ):
            if ctx[key] and claimed:
                raise self.impossible(key, template, meld=meld_label(claimed[0].kind, format_tiles(claimed[0].tiles)))
        win = hand.win.kind if hand.win is not None else None
        if ctx["robbing_kong"] and win is not None:
            held = hand.counts(include_win=False)[win]
            if held:
                raise self.impossible("robbing_kong", E_ROBBED_TILE_HELD, tile=kind_name(win), held=held)
        if ctx["kong_replacement"] and not any(m.is_kong for m in hand.melds):
            raise self.impossible("kong_replacement", _E_NO_KONG)
        if ctx["flower_replacement"] and not hand.flowers:
            raise self.impossible("flower_replacement", _E_NO_FLOWER_REPLACED)

    def _flower_wins(self) -> dict[str, Any]:
        """The flower-win field and its two wins by name, for the errors that point to them."""
        return {
            "flower_win_field": self.field_name("flower_win"),
            "eight": self.choice_name("flower_win", "eight_immortals"),
            "seven": self.choice_name("flower_win", "seven_rob_one"),
        }

    # -- scoring -------------------------------------------------------------------------------
    def facts(
        self, hand: Hand, decomposition: Decomposition | None, ctx: dict[str, Any], opts: dict[str, Any]
    ) -> TaiwanFacts:
        return TaiwanFacts(hand, decomposition, ctx, opts, self.shapes)

    def evaluations(self, hand: Hand, ctx: dict[str, Any], opts: dict[str, Any]) -> list[Evaluation]:
        """Every reading scored, best first; a flower win whose hand is not complete is one
        evaluation of its flower and dealer rows only."""
        decomps = decompose(hand, self.shapes) if hand.win is not None else []
        if not opts["lig_lig"]:
            decomps = [d for d in decomps if d.shape is not Shape.SEVEN_PAIRS_AND_PUNG]
        eff = self.table.effective(opts)
        if not decomps:
            if ctx["flower_win"] == "none":
                off = (
                    _E_LIG_OFF
                    if not opts["lig_lig"] and hand.win is not None and decompose(hand, self.shapes)
                    else Names("", "", "", "")
                )
                msg = _E_NOT_A_WIN.format(hand=format_hand(hand), title=self.title, off=off)
                raise NotAWinError(msg.en, code="not_a_winning_hand", names=msg)
            return [self._evaluate(eff, hand, None, ctx, opts)]
        if ctx["flower_win"] == "seven_rob_one" and not ctx["flower_replacement"]:
            # the seed's case (1): the player with seven flowers robs the eighth as another player
            # replaces it and wins on the replacement tile (槓上吐花): the hand's 台 are counted
            # ("牌面台數照算") with 七搶一 8, one base, as the robbed player's discard. (Its case (2),
            # a self-draw by all three with the flowers paid by the robbed player alone, is refused
            # by the constraint on self_drawn: the payment of the flowers' part is not clear.)
            said = _E_SEVEN_ROB_ONE_HAND.format(
                flower_win=self.field_name("flower_win"),
                seven=self.choice_name("flower_win", "seven_rob_one"),
                replacement=self.field_name("flower_replacement"),
            )
            raise ContextError(
                said.en, code="impossible_context", keys=("flower_win", "flower_replacement"), names=said
            )
        return best_first([self._evaluate(eff, hand, d, ctx, opts) for d in decomps], self.reading_key)

    def _evaluate(
        self, eff: EffectiveTable, hand: Hand, d: Decomposition | None, ctx: dict[str, Any], opts: dict[str, Any]
    ) -> Evaluation:
        facts = self.facts(hand, d, ctx, opts)
        found = eff.match(facts)
        structural: list[Structural] = []
        if facts.lig and opts["lig_self_draw"] == "self_draw":
            for m in found:
                if m[0] == "concealed_self_draw":
                    structural.append((m, "lig_lig", _LIG_PLAIN_SELF_DRAW))
            found = [m for m in found if m[0] != "concealed_self_draw"]
        counted, suppressed = resolve(eff, found, structural)
        counted = in_table_order(eff, counted)
        return Evaluation(d, counted, suppressed, sum(eff.values[rid] * n for rid, n in counted))

    def _seven_rob_one_drawn(
        self, total: int, ctx: dict[str, Any], opts: dict[str, Any]
    ) -> tuple[tuple[tuple[str, int], ...], int]:
        """七搶一 case (2) won on the replacement: the hand's 台 paid as a self-draw by all three
        (the dealer's 台 on top when the winner is not the dealer), and the flowers' 七搶一 paid
        by the robbed player alone, with a base of its own or not as the option says."""
        base, value = int(opts["base"]), int(opts["tai_value"])
        eff = self.table.effective(opts)
        flowers = eff.values["seven_rob_one"]
        hand_pay, hand_received = self.payments(total - flowers, {**ctx, "flower_win": "none"}, opts)
        robbed = flowers * value + (base if opts["seven_rob_one_drawn"] == "one_base" else 0)
        return hand_pay + (("robbed", robbed),), hand_received + robbed

    def printed_flowers(self, opts: Mapping[str, Any]) -> dict[int, int]:
        order = opts.get("flower_order", FLOWERS_CHRYSANTHEMUM_3)
        return {n: printed_number(n, order) for n in range(1, 9)}

    def dealer_tai(self, ctx: Mapping[str, Any], opts: Mapping[str, Any] | None = None) -> int:
        """作莊 1 + 連N拉N 2N: what the dealer's part adds (point 10), at the values of the table
        in use (a preset may change them or switch them off)."""
        eff = self.table.effective(opts if opts is not None else self.check_options({}))
        dealer = eff.values["dealer"] if "dealer" in eff.enabled else 0
        streak = eff.values["dealer_streak"] if "dealer_streak" in eff.enabled else 0
        return dealer + streak * int(ctx["dealer_streak"])

    def payments(
        self, total: int, ctx: dict[str, Any], opts: dict[str, Any]
    ) -> tuple[tuple[tuple[str, int], ...], int]:
        """A discard (or a robbed kong, or a robbed flower): the discarder pays 底 + 台 × value.
        A self-draw: all three pay; when the winner is not the dealer, the dealer pays the
        dealer's 1 + 2N 台 on top (they are not in the total then)."""
        base, value = int(opts["base"]), int(opts["tai_value"])
        if not ctx["self_drawn"]:
            amount = base + total * value
            return (("discarder", amount),), amount
        if ctx["flower_win"] == "seven_rob_one":
            return self._seven_rob_one_drawn(total, ctx, opts)
        if ctx["dealer"] or ctx["seat_wind"] == "E":
            amount = base + total * value
            return (("each", amount),), 3 * amount
        dealer = base + (total + self.dealer_tai(ctx, opts)) * value
        other = base + total * value
        return (("dealer", dealer), ("non_dealer", other)), dealer + 2 * other

    def score(
        self, hand: Hand, context: Mapping[str, Any] | None = None, options: Mapping[str, Any] | None = None
    ) -> Score:
        require_hand(hand, "score")
        option_set = self.option_set(options)
        opts = option_set.opts
        ctx = self.checked_context(context, option_set)
        self.validate(hand, ctx, opts)
        best = self.evaluations(hand, ctx, opts)[0]
        eff = self.table.effective(opts)
        pay, received = self.payments(best.total, ctx, opts)
        notes: list[str] = []
        winner_is_dealer = ctx["dealer"] or ctx["seat_wind"] == "E"
        if ctx["self_drawn"] and not winner_is_dealer:
            notes.append(
                f"the dealer's {self.dealer_tai(ctx, opts)} tai (作莊 {eff.values['dealer']} + 連N拉N "
                f"{eff.values['dealer_streak']} x {ctx['dealer_streak']}) are in the "
                f"dealer's payment only, not in the total"
            )
        if best.decomposition is None:
            notes.append("flower win: the hand is not complete, so its tiles are not scored (不計手牌台數)")
        return new_score(
            rules=self.name,
            hand=hand,
            win=True,
            reason=None,
            total=best.total,
            items=tuple(items_of(eff, best.counted)),
            suppressed=best.suppressed,
            decomposition=best.decomposition,
            pay=pay,
            received=received,
            notes=tuple(notes),
            context_of=(self, ctx),
            layout=self.layout,
            table_of=(self, opts),
        )
