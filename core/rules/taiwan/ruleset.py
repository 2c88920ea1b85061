"""Taiwanese 16-tile (台灣十六張): the 台 table of seed 004, flowers and flower wins, the dealer.

The rule set is a table of rows on the shared engine (:mod:`.engine`): every item of the
seed's table is a :class:`~.engine.Row` (:mod:`.rows`) with its value in 台 and a predicate
over the facts of one reading (:class:`~.facts.TaiwanFacts`); the context and options are
:mod:`.fields`. Where the seed is ambiguous ``shared/spec/taiwan.md``
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

from core.engine.schema import E_ROBBED_TILE_HELD
from core.engine.score import Layout, Names, Score, SectionSpec
from core.engine.table import (
    EffectiveTable,
    Evaluation,
    Structural,
    TableRuleSet,
    best_first,
    in_table_order,
    items_of,
    new_score,
    resolve,
)
from core.model.errors import ContextError, NotAWinError
from core.model.hand import NO_WINNING_TILE, Hand, format_hand, meld_label, require_hand
from core.model.tiles import format_tiles, kind_name
from core.rules.taiwan import NAME, TITLE
from core.rules.taiwan.facts import TaiwanFacts
from core.rules.taiwan.fields import (
    _CONSTRAINTS,
    _CONTEXT,
    _GROUPS,
    _OPTIONS,
    FLOWERS_CHRYSANTHEMUM_3,
    _n,
    printed_number,
)
from core.rules.taiwan.rows import _DEALER, _FLOWERS, _HAND, _WIN, TABLE
from core.shapes.decompose import TAIWAN_SHAPES, Decomposition, Shape, decompose

#: five sets and a pair, and 嚦咕嚦咕 with seven *distinct* pairs (point 13: a four of a kind
#: is not two pairs here)
SHAPES: Final = TAIWAN_SHAPES._replace(seven_pairs_quads=False)


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
