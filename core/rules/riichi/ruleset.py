"""Japanese riichi: yaku and yakuman as table rows, dora, fu with its breakdown, points.

The rule set is data plus predicates on the shared engine (:mod:`core.engine.table`):

- every yaku, yakuman, dora kind and fu source is a row (:data:`~.rows.ROWS`): its value in han
  (or fu), the value with an open hand (``None``: closed hands only), its predicate over
  the facts of one reading (:class:`~.facts.RiichiFacts`), what it rules out and the option that
  enables it. Names and definitions in four languages are package data
  (``core/rules/riichi/data/riichi_names.toml``).
- the rows make two engine tables, one for closed hands and one for open hands (the open
  one holds the reduced values: sanshoku 1 han, chinitsu 5, ...; the closed-only yaku are
  not in it; tanyao needs the ``open_tanyao`` option there).
- exclusions are the engine's: double riichi rules out riichi, ryanpeikou iipeikou,
  junchan chanta, chinitsu honitsu, a double yakuman its single form, and every yakuman
  rules out every ordinary yaku and dora. Seven pairs and the regular readings compete as
  readings.
- fu is a section of the result (:mod:`.reading`): one item per source, the rounding up to ten shown as its
  own item (seven pairs 25 flat; pinfu on a self-draw 20; an open hand won on a discard
  with no fu is counted 30 via the open-pinfu item).
- points: basic points from han and fu, the limits (mangan to yakuman, kazoe by option,
  kiriage by option), dealer (``seat_wind`` E) or not, ron or tsumo, honba (300 a ron,
  100 from each payer a tsumo) and riichi sticks (1000 each, to the winner), as the batch
  spec says.

- the local yaku of seed 003 (:mod:`core.rules.riichi.local`: open riichi, renhou, daisharin,
  ...) are rows like the others, each switched on by an option that is off by default and in
  every built-in preset; shiisanpuutaa, which is no shape of sets, is one reading made apart.
  Seed 003's "some rules" values of standard yakuman are options too (``tenhou_double``,
  ``suukantsu_double``, ``ryuuiisou``, ``chuuren_man_only``).
- pao (context ``pao``: the liable player, relative to the winner and the discarder):
  :func:`pao_payments`, with the role ``liable``.

The reading kept is the one with the most points, then the one that is a yakuman (a
suuankou reading beats an equal kazoe yakuman of chinitsu and dora), then han, then fu (of
equal keys, the first reading :func:`~core.shapes.decompose.decompose` gives). A hand with no yaku is no win
(``no_yaku``); its dora and fu are still listed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from core.engine.reference import RefTable
from core.engine.schema import EditableItem, ItemInfo, OptionSet
from core.engine.score import Names, Score, make_figures
from core.engine.table import (
    EffectiveTable,
    Table,
    TableRuleSet,
    editable_of,
    in_table_order,
    infos_of,
    items_of,
    new_score,
    on_before_edits,
    resolve,
)
from core.model.errors import ContextError, NotAWinError, TileCountError
from core.model.hand import NO_WINNING_TILE, Hand, MeldKind, format_hand, require_hand
from core.model.tiles import kind_name
from core.rules.riichi import NAME, TITLE, local
from core.rules.riichi.facts import _DORA_KEY, _DORA_OF, _URA_KEY, HandTiles, RiichiFacts, _is_orphans
from core.rules.riichi.fields import _CONSTRAINTS, _CONTEXT, _GROUPS, _OPTIONS, LAYOUT, RiichiFigures
from core.rules.riichi.points import pao_payments, payments
from core.rules.riichi.reading import (
    _PAO,
    _add_indicator_fives,
    _called,
    _counter_item,
    _Reading,
    _rounding_item,
    _value_item,
)
from core.rules.riichi.rows import (
    _FU_IDS,
    _OPEN_EDITS,
    _ROWS,
    _Y,
    CLOSED_TABLE,
    DOUBLE_YAKUMAN_HAN,
    OPEN_TABLE,
    _gate,
    _open_edit,
)
from core.shapes.decompose import RIICHI_SHAPES, decompose

# --- refusals, in every language (``message``, the English, is what the tests and logs know) -----

_RIICHI_NAME: Final = Names("Riichi", "立直麻将", "立直麻將", "リーチ麻雀")
_E_RIICHI_OPEN: Final = Names(
    "{key}: riichi is declared with a closed hand, but this hand has a claimed meld",
    "{field}：立直只能在门前时宣告，但这手牌有副露",
    "{field}：立直只能在門前時宣告，但這手牌有副露",
    "{field}：立直は門前でしか宣言できませんが、この手牌には副露があります",
)
_E_URA: Final = Names(
    "{field}: ura dora count only after riichi; set {riichi} or clear them",
    "{field}：里宝牌只在立直后计算；请设置{riichi}或清空里宝牌指示牌",
    "{field}：裏寶牌只在立直後計算；請設定{riichi}或清空裏寶牌指示牌",
    "{field}：裏ドラは立直したときだけ数えます。{riichi}を設定するか、裏ドラ表示牌を消してください",
)
_E_NO_KONG: Final = Names(
    "{key} (rinshan kaihou) needs a declared kong in the hand",
    "{field}需要手牌中有一副杠",
    "{field}需要手牌中有一副槓",
    "{field}には手牌に槓子が必要です",
)
_E_FIRST_TURN_MELDS: Final = Names(
    "{key}: tenhou and chiihou come before any call or kong, but the hand has declared melds",
    "{field}：天和与地和在任何鸣牌或开杠之前，但这手牌有副露",
    "{field}：天和與地和在任何鳴牌或開槓之前，但這手牌有副露",
    "{field}：天和・地和は鳴きやカンの前の和了ですが、この手牌には副露があります",
)
_E_FIRST_TURN_RON_MELDS: Final = Names(
    "{key}: renhou comes before the winner's first draw, but the hand has declared melds",
    "{field}：人和在和牌者第一次摸牌之前，但这手牌有副露",
    "{field}：人和在和牌者第一次摸牌之前，但這手牌有副露",
    "{field}：人和は和了者の第一ツモより前の和了ですが、この手牌には副露があります",
)
_E_RENHOU_CHANKAN: Final = Names(
    "{field} and {robbing}: before the first draw only a concealed kong can be "
    "robbed, and only with the thirteen orphans (seed 003: 人和不可能搶加杠)",
    "{field}与{robbing}：第一次摸牌之前只能抢暗杠，而且只有国士无双才行",
    "{field}與{robbing}：第一次摸牌之前只能搶暗槓，而且只有國士無雙才行",
    "{field}と{robbing}：第一ツモ前に槍槓できるのは暗槓だけで、それも国士無双に限ります",
)
_E_PAO_CLOSED: Final = Names(
    "pao: a player is liable for a yakuman their discard completed in an open meld, but this hand has no claimed meld",
    "{field}：包牌是因打出的牌被鸣牌而确定役满，但这手牌没有副露",
    "{field}：包牌是因打出的牌被鳴牌而確定役滿，但這手牌沒有副露",
    "{field}：責任払いは鳴かせた牌で役満が確定したときのものですが、この手牌には副露がありません",
)
_E_ROBBED_HELD: Final = Names(
    "{key}: the robbed tile {tile} is the fourth copy, but this hand holds {held} of it",
    "{field}：被抢的 {tile} 是第四张，但这手牌里已有 {held} 张",
    "{field}：被搶的 {tile} 是第四張，但這手牌裡已有 {held} 張",
    "{field}：槍槓された {tile} は4枚目ですが、この手牌に {held} 枚あります",
)
_E_FIFTH_INDICATOR: Final = Names(
    "{key}: {tile} is shown as an indicator, but the hand and the indicators already hold all four",
    "{field}：{tile} 被作为指示牌，但手牌与指示牌中已有全部四张",
    "{field}：{tile} 被作為指示牌，但手牌與指示牌中已有全部四張",
    "{field}：{tile} が表示牌になっていますが、手牌と表示牌ですでに4枚すべてあります",
)
#: riichi's words for the declared melds (chii, pon, kan)
RIICHI_MELD_WORDS: Final[Mapping[MeldKind, Names]] = {
    MeldKind.CHOW: Names("Chi", "吃", "吃", "チー"),
    MeldKind.PUNG: Names("Pon", "碰", "碰", "ポン"),
    MeldKind.KONG: Names("Kan", "明杠", "明槓", "明槓"),
    MeldKind.ADDED_KONG: Names("Added kan", "加杠", "加槓", "加槓"),
    MeldKind.CONCEALED_KONG: Names("Concealed kan", "暗杠", "暗槓", "暗槓"),
}
_E_SECOND_RED: Final = Names(
    "{key}: {tile} is shown as an indicator, but the hand or the indicators already hold the "
    "red five of that suit: a set has one",
    "{field}：{tile} 被作为指示牌，但手牌或指示牌中已有该花色的红五：一副牌每种花色只有一张",
    "{field}：{tile} 被作為指示牌，但手牌或指示牌中已有該花色的紅五：一副牌每種花色只有一張",
    "{field}：{tile} が表示牌になっていますが、手牌か表示牌にその種類の赤五がすでにあります：赤五は1枚だけです",
)
_E_FOUR_PLAIN_FIVES: Final = Names(
    "{key}: the hand and the indicators show all four {tile} and none is red, but with "
    "red fives one of them is the red five: write it {red}",
    "{field}：手牌与指示牌中有全部四张 {tile}，却没有红五；使用红五时其中一张是红五，请写作 {red}",
    "{field}：手牌與指示牌中有全部四張 {tile}，卻沒有紅五；使用紅五時其中一張是紅五，請寫作 {red}",
    "{field}：手牌と表示牌に {tile} が4枚すべてありますが、赤五がありません。赤ドラありでは1枚は赤五です：{red} と書いてください",
)
_E_FOUR_PLAIN_FIVES_HAND: Final = Names(
    "the hand holds all four {tile} and none is red, but with red fives one of them is the red five: write it {red}",
    "手牌中有全部四张 {tile}，却没有红五；使用红五时其中一张是红五，请写作 {red}",
    "手牌中有全部四張 {tile}，卻沒有紅五；使用紅五時其中一張是紅五，請寫作 {red}",
    "手牌に {tile} が4枚すべてありますが、赤五がありません。赤ドラありでは1枚は赤五です：{red} と書いてください",
)
_E_NOT_A_WIN: Final = Names(
    "{hand} is not a winning hand: its tiles do not split into four sets and a pair, seven "
    "different pairs or the thirteen orphans",
    "{hand} 不是和牌：这些牌组不成四副面子加一个雀头，也不是七对子或国士无双",
    "{hand} 不是和牌：這些牌組不成四副面子加一個雀頭，也不是七對子或國士無雙",
    "{hand} は和了形ではありません：4面子1雀頭にも七対子・国士無双の形にもなりません",
)
_E_PAO_NONE: Final = Names(
    "{key}: a player is liable only for {yakuman}, and this hand does not count one",
    "{field}：只有{yakuman}才有包牌，而这手牌不计其中任何一个",
    "{field}：只有{yakuman}才有包牌，而這手牌不計其中任何一個",
    "{field}：責任払いがあるのは{yakuman}だけですが、この手牌はどれにも当たりません",
)
_E_PAO_NOT_CALLED: Final = Names(
    "{key}: a player is liable when their discard is called for the last set of the yakuman "
    "(the third dragon, the fourth wind, the fourth kong as an open kong), but in this hand "
    "{yakuman} is not made of called sets",
    "{field}：包牌是打出的牌被鸣牌而成为役满的最后一副（第三副三元牌、第四副风牌、"
    "第四副杠的大明杠），但这手牌的{yakuman}不是由鸣牌组成的",
    "{field}：包牌是打出的牌被鳴牌而成為役滿的最後一副（第三副三元牌、第四副風牌、"
    "第四副槓的大明槓），但這手牌的{yakuman}不是由鳴牌組成的",
    "{field}：責任払いは役満の最後の面子（3つ目の三元牌、4つ目の風牌、4つ目の槓子の大明槓）を"
    "鳴かせたときですが、この手牌の{yakuman}は鳴いた面子でできていません",
)


def _yaku_list(eff: EffectiveTable, ids: Any) -> Names:
    """Yaku named in every language, listed (大三元、大四喜)."""
    parts = [eff.names(rid) for rid in ids]
    return Names(
        ", ".join(p.en for p in parts),
        "、".join(p.zh_hans for p in parts),
        "、".join(p.zh_hant for p in parts),
        "・".join(p.ja for p in parts),
    )


_NOTE_NO_YAKU: Final = Names(
    "no yaku: dora alone do not make a win",
    "无役：只有宝牌不能和牌",
    "無役：只有寶牌不能和牌",
    "役なし：ドラだけでは和了できない",
)
_NOTE_TWO_HAN: Final = Names(
    "below the two-han minimum (ryanhan_shibari): at five honba or more a win needs two han of yaku, dora not counted",
    "未达两番起和：五本场以上须有两番役才能和牌，宝牌不计",
    "未達兩番起胡：五本場以上須有兩番役才能胡牌，寶牌不計",
    "二翻縛りに届かない：5本場以上では役で2翻以上が必要（ドラは数えない）",
)


class _Setup(OptionSet):
    """One option set, ready to score with (:meth:`Riichi.make_option_set`): the checked
    options (:class:`~core.engine.schema.OptionSet`), the same with their derived values
    (:meth:`Riichi.table_options`) and the effective tables of closed and open hands."""

    __slots__ = ("table_opts", "closed", "open", "closed_fu_off", "open_fu_off")

    def __init__(
        self, opts: dict[str, Any], table_opts: dict[str, Any], closed: EffectiveTable, open_: EffectiveTable
    ) -> None:
        OptionSet.__init__(self, opts)
        self.table_opts = table_opts
        self.closed = closed
        self.open = open_
        #: a fu row the options (a preset's item edits) switch off, in either table: only then
        #: are a reading's fu sources filtered (the local yaku off by default are no fu rows)
        self.closed_fu_off: bool = not closed.disabled.isdisjoint(_FU_IDS)
        self.open_fu_off: bool = not open_.disabled.isdisjoint(_FU_IDS)


class Riichi(TableRuleSet):
    """Japanese riichi mahjong (see the module's text)."""

    name = NAME
    title = TITLE
    shapes = RIICHI_SHAPES
    match_module = "core.rules.riichi.match"  # its match rules
    furiten = True  # no win on a discard while a winning tile is among one's own discards
    keeps_contexts = False  # each hand's context names its own dora indicators, honba and sticks

    def reference_tables(self, opts: Mapping[str, Any]) -> tuple[RefTable, ...]:
        """The points tables by han and fu a referee opens (core/rules/riichi/tables.py)."""
        from core.rules.riichi.tables import points_tables

        return points_tables(opts)

    has_red_fives = True
    meld_words = RIICHI_MELD_WORDS
    context_fields = _CONTEXT
    field_groups = _GROUPS
    option_fields = _OPTIONS
    constraints = _CONSTRAINTS
    data_package = "core.rules.riichi.data"
    preset_file = "riichi_presets.toml"
    layout = LAYOUT
    table = CLOSED_TABLE
    #: the tables of closed and of open hands (a variant adds rows: three-player riichi's north)
    closed_table: Table = CLOSED_TABLE
    open_table: Table = OPEN_TABLE
    #: the dora each indicator shows, by kind (three-player riichi: 1m shows 9m)
    dora_table: tuple[int, ...] = _DORA_OF
    #: the players at the table: who pays a self-draw
    players: int = 4

    @staticmethod
    def table_options(opts: Mapping[str, Any]) -> dict[str, Any]:
        """The (checked) options with the values derived from them (the han of a double
        yakuman, the local rows' switches and values); a score takes them from its option set's
        setup (:meth:`make_option_set`), made once per option set."""
        out = dict(opts)
        out[DOUBLE_YAKUMAN_HAN] = 2 * _Y if opts["double_yakuman"] else _Y
        out["_tenhou_han"] = out[DOUBLE_YAKUMAN_HAN] if opts.get("tenhou_double") else _Y
        out["_suukantsu_han"] = out[DOUBLE_YAKUMAN_HAN] if opts.get("suukantsu_double") else _Y
        out["_junsei_ryuuiisou"] = opts.get("ryuuiisou") == "pure_double"
        out.update(local.derived(opts, _Y, out[DOUBLE_YAKUMAN_HAN]))
        out[_OPEN_EDITS] = tuple([_open_edit(e) for e in opts.get("items", ())])
        return out

    def items(self, options: Mapping[str, Any] | None = None) -> tuple[ItemInfo, ...]:
        return infos_of(self.closed_table, self._setup(options).closed)

    def find_editable_items(self) -> tuple[EditableItem, ...]:
        setup = self._setup(None)
        keys = [f.key for f in self.option_fields]
        gates = {s.id: _gate(s, keys) for s in _ROWS}
        out = []
        for i in editable_of(self.closed_table, setup.closed, setup.open):
            yakuman = self.closed_table.by_id[i.id].section == "yakuman"
            step = (_Y, "a yakuman is 13 han: 13 one yakuman, 26 a double") if yakuman else (1, "")
            out.append(i._replace(gate=gates.get(i.id), step=step[0], step_reason=step[1]))
        return tuple(out)

    def items_on(self, opts: Mapping[str, Any]) -> frozenset[str]:
        return on_before_edits(self.closed_table, self.table_options(opts))

    def validate(self, hand: Hand, ctx: dict[str, Any], opts: dict[str, Any]) -> None:
        """Refuse what the declared constraints cannot see because it needs the tiles."""
        self._validate(hand, ctx, HandTiles(hand, ctx, self.dora_table), bool(opts["aka"]))

    def _validate(self, hand: Hand, ctx: dict[str, Any], tiles: HandTiles, red_fives: bool) -> None:
        """:meth:`validate`, with the hand's tiles already read."""
        counts = tiles.counts
        if hand.win is None:
            raise NotAWinError(NO_WINNING_TILE.en, code="no_winning_tile", names=NO_WINNING_TILE)
        hand.require_size(4, _RIICHI_NAME)
        if not hand.is_concealed:
            for key in ("riichi", "double_riichi"):
                if ctx[key]:
                    raise self.impossible(key, _E_RIICHI_OPEN)
        if ctx["ura_indicators"] and not (ctx["riichi"] or ctx["double_riichi"]):
            msg = _E_URA.format(field=self.field_name("ura_indicators"), riichi=self.field_name("riichi"))
            raise ContextError(msg.en, code="impossible_context", keys=("ura_indicators", "riichi"), names=msg)
        if ctx["kong_replacement"] and not any(m.is_kong for m in hand.melds):
            raise self.impossible("kong_replacement", _E_NO_KONG)
        if ctx["first_turn"] and hand.melds:
            raise self.impossible("first_turn", _E_FIRST_TURN_MELDS)
        if ctx["first_turn_ron"] and hand.melds:
            raise self.impossible("first_turn_ron", _E_FIRST_TURN_RON_MELDS)
        if ctx["first_turn_ron"] and ctx["robbing_kong"] and not _is_orphans(counts):
            msg = _E_RENHOU_CHANKAN.format(
                field=self.field_name("first_turn_ron"), robbing=self.field_name("robbing_kong")
            )
            raise ContextError(msg.en, code="impossible_context", keys=("first_turn_ron", "robbing_kong"), names=msg)
        if ctx.get("pao", "none") != "none" and hand.is_concealed:
            raise self.impossible("pao", _E_PAO_CLOSED)
        win = hand.win.kind
        if ctx["robbing_kong"]:
            held = counts[win] - 1  # (the robbed tile is the winning tile)
            if held:
                raise self.impossible("robbing_kong", _E_ROBBED_HELD, tile=kind_name(win), held=held)
        self._check_indicator_tiles(hand, ctx, tiles, red_fives)

    def _check_indicator_tiles(self, hand: Hand, ctx: dict[str, Any], tiles: HandTiles, red_fives: bool) -> None:
        """The indicators are tiles of the same set as the hand: with it they hold at most four
        copies of a kind and one red five of a suit, and (red fives on) four fives of a suit on
        the table include the red one."""
        assert hand.win is not None
        counts = tiles.counts
        seen = list(counts)
        if ctx["robbing_kong"]:
            # the robbed player's added kong shows the other three copies of the winning tile
            seen[hand.win.kind] = 4
        # (the two kinds of indicator in two loops, not a loop over pairs: compiled, each is a
        # loop over a tuple of numbers)
        for k in tiles.dora_kinds:
            seen[k] = seen[k] + 1
            if seen[k] > 4:
                raise self.impossible(_DORA_KEY, _E_FIFTH_INDICATOR, tile=kind_name(k))
        for k in tiles.ura_kinds:
            seen[k] = seen[k] + 1
            if seen[k] > 4:
                raise self.impossible(_URA_KEY, _E_FIFTH_INDICATOR, tile=kind_name(k))
        if not red_fives:
            return
        reds = list(tiles.red_by_suit)
        fives = [counts[4], counts[13], counts[22]]  # the fives of each suit on the table
        # (each kind of indicator by its own call, as above: a loop over the two would box them)
        suit = _add_indicator_fives(reds, fives, tiles.dora_kinds, tiles.dora_red_suits)
        if suit >= 0:
            raise self.impossible(_DORA_KEY, _E_SECOND_RED, tile=f"0{'mps'[suit]}")
        suit = _add_indicator_fives(reds, fives, tiles.ura_kinds, tiles.ura_red_suits)
        if suit >= 0:
            raise self.impossible(_URA_KEY, _E_SECOND_RED, tile=f"0{'mps'[suit]}")
        indicators = ((_DORA_KEY, tiles.dora_kinds), (_URA_KEY, tiles.ura_kinds))
        for suit in (0, 1, 2):
            if fives[suit] == 4 and not reds[suit]:
                # A set with red fives has one red five of each suit, so all four fives of a suit
                # on the table include it: four plain ones cannot be, and scoring them as plain
                # would lose the red five's dora. The referee sees which one is red: say so.
                five = 9 * suit + 4
                plain, red = kind_name(five), f"0{'mps'[suit]}"
                keys_at_fault = tuple([key for key, kinds in indicators if five in kinds])
                if keys_at_fault:
                    field = self.field_name(keys_at_fault[0])
                    msg = _E_FOUR_PLAIN_FIVES.format(tile=plain, red=red, key=field, field=field)
                    raise ContextError(msg.en, code="red_five", keys=keys_at_fault, names=msg)
                msg = _E_FOUR_PLAIN_FIVES_HAND.format(tile=plain, red=red)
                raise TileCountError(msg.en, code="red_five", names=msg)

    def hand_payments(
        self, basic: int, dealer: bool, self_drawn: bool, honba: int, opts: Mapping[str, Any]
    ) -> tuple[tuple[tuple[str, int], ...], int]:
        """What each payer role pays a win of ``basic`` points (the honba share included) and
        the hand's value without honba (:func:`core.rules.riichi.points.payments`)."""
        return payments(basic, dealer, self_drawn, honba)

    def payers(self, role: str) -> int:
        """How many players pay as ``role`` (a self-draw: ``each`` is every other player;
        ``non_dealer`` the other non-dealers)."""
        return self.players - 2 if role == "non_dealer" else self.players - 1 if role == "each" else 1

    def readings(
        self, hand: Hand, context: Mapping[str, Any] | None = None, options: Mapping[str, Any] | None = None
    ) -> list[_Reading]:
        """Every reading scored, best first (more points, then a yakuman, then han, then fu)."""
        return self._readings(hand, *self._checked(hand, context, options))

    def _checked(
        self, hand: Hand, context: Mapping[str, Any] | None, options: Mapping[str, Any] | None
    ) -> tuple[dict[str, Any], _Setup, HandTiles]:
        """The hand's context checked, its option set's setup and its tiles' facts, the hand
        checked against them (what :meth:`readings` and :meth:`score` start with)."""
        require_hand(hand, "score")
        setup = self._setup(options)
        ctx = self.checked_context(context, setup)
        tiles = HandTiles(hand, ctx, self.dora_table)
        self._validate(hand, ctx, tiles, bool(setup.opts["aka"]))
        return ctx, setup, tiles

    def _setup(self, options: Mapping[str, Any] | None) -> _Setup:
        """The option set's setup (:meth:`option_set`), made once per option set."""
        setup = self.option_set(options)
        assert isinstance(setup, _Setup)
        return setup

    def make_option_set(self, opts: dict[str, Any]) -> _Setup:
        table_opts = self.table_options(opts)
        return _Setup(opts, table_opts, self.closed_table.effective(table_opts), self.open_table.effective(table_opts))

    def _readings(self, hand: Hand, ctx: dict[str, Any], setup: _Setup, tiles: HandTiles) -> list[_Reading]:
        opts = setup.table_opts
        decomps = decompose(hand, RIICHI_SHAPES)
        if (
            not decomps
            and opts["shiisanpuutaa"] != "off"
            and ctx["first_turn"]
            and local.shiisanpuutaa_shape(hand.counts())
        ):
            return [self._shiisanpuutaa(hand, ctx, setup, tiles)]
        if not decomps:
            msg = _E_NOT_A_WIN.format(hand=format_hand(hand))
            raise NotAWinError(msg.en, code="not_a_winning_hand", names=msg)
        concealed = hand.is_concealed
        eff = setup.closed if concealed else setup.open
        fu_off = setup.closed_fu_off if concealed else setup.open_fu_off
        disabled = eff.disabled
        out = []
        for d in decomps:
            facts = RiichiFacts(hand, d, ctx, opts, tiles)
            counted, suppressed = resolve(eff, eff.match(facts), [])
            # the fu rows, found by the facts (no row rules one out; a preset may switch one off)
            for rid, n in facts.fu.items():
                if not fu_off or rid not in disabled:
                    counted.append((rid, n))
            out.append(_Reading(d, in_table_order(eff, counted), suppressed, eff, tiles, ctx, opts))
        if len(out) > 1:
            out.sort(key=_Reading.key, reverse=True)  # stable: of equal keys the first reading stays first
        return out

    def _shiisanpuutaa(self, hand: Hand, ctx: dict[str, Any], setup: _Setup, tiles: HandTiles) -> _Reading:
        """The one reading of shiisanpuutaa (十三不搭: no sets, so no decomposition). Seed 003:
        only on the first draw (「只有滿足天和、地和的條件才能和此牌」), not counted with tenhou or
        chiihou (「壹般不計天和、地和」), yakuman or (option ``mangan``) a mangan (「只算滿貫」): the
        other yaku and the dora the hand holds are listed as not counted beside it."""
        opts = setup.table_opts
        eff = setup.closed
        rid = "shiisanpuutaa" if opts["shiisanpuutaa"] == "yakuman" else "shiisanpuutaa_mangan"
        found: list[tuple[str, Any]] = [(rid, 0), ("menzen_tsumo", 0)]
        found += [("dora", i) for i in range(tiles.dora)]
        if opts["aka"]:
            found += [("aka_dora", i) for i in range(tiles.red)]
        # tenhou / chiihou, which the first draw always makes, is ruled out by it before any row counts
        first = ("tenhou" if tiles.dealer else "chiihou", 0)
        counted, suppressed = resolve(
            eff, found, [(first, rid, self.closed_table.exclusion_reason.format(by=eff.names(rid)))]
        )
        return _Reading(None, in_table_order(eff, counted), suppressed, eff, tiles, ctx, opts)

    def score(
        self, hand: Hand, context: Mapping[str, Any] | None = None, options: Mapping[str, Any] | None = None
    ) -> Score:
        ctx, setup, tiles = self._checked(hand, context, options)
        opts = setup.opts
        best = self._readings(hand, ctx, setup, tiles)[0]
        eff = best.eff  # the effective table the reading was resolved with (not looked up again)
        items = items_of(eff, best.counted)
        if best.fu != best.raw_fu:
            items.append(_rounding_item(best.fu - best.raw_fu))
        pay: tuple[tuple[str, int], ...] = ()
        received = 0
        value = 0
        notes: tuple[Names, ...] = ()
        if best.win:
            # (checked counters, ints already: int() only if not, a call through Python once compiled)
            given_honba, given_sticks = ctx["honba"], ctx["riichi_sticks"]
            honba: int = given_honba if type(given_honba) is int else int(given_honba)
            sticks: int = given_sticks if type(given_sticks) is int else int(given_sticks)
            dealer = ctx["seat_wind"] == "E"
            pao_yakuman = 0
            pao = ctx.get("pao", "none")  # (a variant without pao has no such key)
            if pao != "none":
                liable_for = _PAO + (("suukantsu",) if opts["pao_suukantsu"] else ())
                counted = [(rid, n) for rid, n in best.counted if rid in liable_for]
                if not counted:
                    raise self.impossible("pao", _E_PAO_NONE, yakuman=_yaku_list(eff, liable_for))
                pao_yakuman = sum(eff.values[rid] * n for rid, n in counted if _called(hand, rid)) // _Y
                if not pao_yakuman:
                    raise self.impossible(
                        "pao", _E_PAO_NOT_CALLED, yakuman=_yaku_list(eff, [rid for rid, _n in counted])
                    )
            if pao_yakuman and pao != "discarder":
                pay, value = pao_payments(best.basic, 8000 * pao_yakuman, dealer, bool(ctx["self_drawn"]), honba)
            else:
                pay, value = self.hand_payments(best.basic, dealer, bool(ctx["self_drawn"]), honba, opts)
            received = 1000 * sticks
            for role, amount in pay:
                received += amount * self.payers(role)
            items.append(_value_item(best.limit, best.yakuman if best.limit == "yakuman" else best.han, best.fu, value))
            if honba:
                items.append(_counter_item("honba", honba))
            if sticks:
                items.append(_counter_item("riichi_sticks", sticks))
        else:
            notes = (_NOTE_NO_YAKU if not best.has_yaku else _NOTE_TWO_HAN,)
        reason = None if best.win else "no_yaku" if not best.has_yaku else "two_han_minimum"
        return new_score(
            rules=self.name,
            hand=hand,
            win=best.win,
            reason=reason,
            total=best.han,
            items=tuple(items),
            suppressed=best.suppressed,
            decomposition=best.decomposition,
            pay=pay,
            received=received,
            figures=make_figures(RiichiFigures, (best.han, best.fu, best.yakuman, best.limit, value)),
            notes=tuple([n.en for n in notes]) if notes else (),
            context_of=(self, ctx),
            layout=self.layout,
            note_forms=tuple([(n, ()) for n in notes]) if notes else (),
            table_of=(self, setup.opts),
        )
