"""Chinese Official rules (MCR, 国标麻将): 81 fan, the combination principles, 8-fan minimum.

How a hand is scored:

1. Every decomposition of the hand is scored (就高不就低: seven pairs against the regular
   split too) and the best total is kept.
2. For one decomposition the detectors below find every fan that *matches*, one instance
   per set or per tile group where that matters (each 幺九刻 knows its pung).
3. The chow and pung combination fans (:mod:`.combinations`) follow 不重复 / 不拆移 / 不得相同 and the account-once
   rule (套算一次) as the reference engine (ChineseOfficialMahjongHelper) applies them: a
   fan over 4 sets rules out the fans over 3 or 2 of them; a fan over 3 leaves the fourth
   set one combination with one of the three; otherwise pairs of sets combine, each at
   most as often as the account-once rule allows.
4. The 不计 table (:mod:`.mcr_table`) is applied from the highest fan down: a fan that
   counts suppresses what it implies; a suppressed fan suppresses nothing. Every
   suppression is kept with the fan that caused it.

Defaults follow the reference engine: 双暗杠 6, 明暗杠 5, the knitted straight may take
边张/嵌张/单钓将. The ``green_book_2006`` preset scores 双暗杠 8 and a concealed plus a
melded kong as 暗杠 + 明杠.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final, NamedTuple

from core.engine.schema import E_ROBBED_TILE_HELD, EditableItem, ItemInfo, OptionSet, RuleSet
from core.engine.score import Item, Names, Score, Suppressed, make_figures
from core.engine.table import (
    EffectiveTable,
    editable_of,
    in_table_order,
    infos_of,
    item_record,
    items_of,
    new_score,
    on_before_edits,
    resolve,
)
from core.model.errors import NotAWinError, TileCountError
from core.model.hand import NO_WINNING_TILE, Hand, format_hand, require_hand
from core.model.tiles import is_honor, kind_name
from core.rules.mcr import NAME, TITLE
from core.rules.mcr.combinations import _chow_combinations, _Collector, _pung_combinations, _suit, _terminal_pair
from core.rules.mcr.facts import (
    _BLESSING_OF,
    _CHOW,
    _CHOW_TRAITS,
    _CONCEALED_KONG,
    _CONCEALED_PUNGS_FAN,
    _KNITTED_STRAIGHT,
    _KONG,
    _PAIR,
    _PUNG,
    _PUNG_FAN,
    _REGULAR,
    _SAME_TRAITS,
    _SEVEN_PAIRS,
    _THIRTEEN_ORPHANS,
    _THIRTEEN_ORPHANS_OUT,
    _WAIT_PREFERENCE,
    _first_red,
    _HandFacts,
    _melded_copies,
)
from core.rules.mcr.fields import (
    _CONSTRAINTS,
    _CONTEXT,
    _FALSE_WIN_NOTE,
    _GROUPS,
    _LAST_COPY_NOTE,
    _LAYOUT,
    _OPTIONS,
    McrFigures,
)
from core.rules.mcr.table import BLESSINGS, FANS, TABLE, FanDef
from core.shapes.decompose import MCR_SHAPES, Decomposition, decompose

# (A count in a list is changed as ``c[k] = c[k] + 1``, not ``c[k] += 1``: compiled, the second goes
# through Python's generic in-place add, sixty instructions more each time; see docs/engine.md.)


class Reading(NamedTuple):
    """One decomposition of a hand and the fans it scores (flowers not included)."""

    decomposition: Decomposition
    items: tuple[Item, ...]
    total: int


class _Eval:
    """One reading scored (internal: a plain class, cheaper to make than a frozen dataclass)."""

    __slots__ = ("total", "counted", "suppressed", "decomposition", "rank")

    def __init__(
        self,
        total: int,
        counted: tuple[tuple[str, int], ...],
        suppressed: tuple[Suppressed, ...],
        decomposition: Decomposition,
        rank: tuple[int, int, int],
    ) -> None:
        self.total = total
        self.counted = counted  # fan id, count (table order)
        self.suppressed = suppressed
        self.decomposition = decomposition
        self.rank = rank  # tie-break, higher wins


def _fan(fid: str) -> FanDef:
    return FANS[fid] if fid in FANS else BLESSINGS[fid]


# --- the rule set --------------------------------------------------------------------------------

# the errors of the validation, in every language (``str.format`` templates; the English is the
# message, naming the context key; the other languages name the field)
_MCR_NAME: Final = Names("MCR", "国标麻将", "國標麻將", "中国公式ルール")
_E_RED_FIVE: Final = Names(
    "red five {red}: MCR has no red fives, write it as 5{suit}",
    "红五 {red}：{rules}没有红五，请写成 5{suit}",
    "紅五 {red}：{rules}沒有紅五，請寫成 5{suit}",
    "赤五 {red}：{rules}に赤五はありません。5{suit} と書いてください",
)
_E_FLOWERS_SAY: Final = Names(
    "context key 'flowers' says {flowers} but the hand shows {shown} flower tiles",
    "{field}为 {flowers}，但手牌中有 {shown} 张花牌",
    "{field}為 {flowers}，但手牌中有 {shown} 張花牌",
    "{field}は {flowers} ですが、手牌には花牌が {shown} 枚あります",
)
_E_NO_KONG: Final = Names(
    "{key} (杠上开花) needs a declared kong in the hand",
    "{field}需要手牌中有一副杠",
    "{field}需要手牌中有一副槓",
    "{field}には手牌に槓子が必要です",
)
_E_NOT_LAST_COPY: Final = Names(
    "{key} (和绝张): the hand itself holds {standing} more {tile}, so the winning tile is not the last copy",
    "{field}：手牌中还有 {standing} 张 {tile}，和牌张不是最后一张",
    "{field}：手牌中還有 {standing} 張 {tile}，和牌張不是最後一張",
    "{field}：手牌にまだ {tile} が {standing} 枚あるので、和了牌は最後の 1 枚ではありません",
)
_E_FIRST_TURN_MELDS: Final = Names(
    "{key} {value}: a first-turn win (天和/地和/人和) cannot have declared melds",
    "{field}：{choice}是第一巡的和牌，不能有副露",
    "{field}：{choice}是第一巡的和牌，不能有副露",
    "{field}：{choice}は第一巡の和了なので副露はありえません",
)
_E_NOT_A_WIN: Final = Names(
    "{hand} is not a winning hand: its tiles do not split into four sets and a pair, seven pairs, "
    "thirteen orphans or a knitted shape",
    "{hand} 不是和牌：这些牌组不成四组面子加一对将，也不是七对、十三幺或组合龙类的牌型",
    "{hand} 不是和牌：這些牌組不成四組面子加一對將，也不是七對、十三么或組合龍類的牌型",
    "{hand} は和了形ではありません：4 面子 1 雀頭にも七対子・十三幺・組合竜の形にもなりません",
)


class MCR(RuleSet):
    name = NAME
    title = TITLE
    shapes = MCR_SHAPES
    context_fields = _CONTEXT
    option_fields = _OPTIONS
    has_flowers = True
    field_groups = _GROUPS
    constraints = _CONSTRAINTS
    data_package = "core.rules.mcr.data"
    preset_file = "mcr_presets.toml"
    layout = _LAYOUT
    table = TABLE
    match_module = "core.rules.mcr.match"  # its match rules

    def items(self, options: Mapping[str, Any] | None = None) -> tuple[ItemInfo, ...]:
        return infos_of(TABLE, TABLE.effective(self.check_options(options)))

    def find_editable_items(self) -> tuple[EditableItem, ...]:
        return editable_of(TABLE, TABLE.effective(self.check_options({})))

    def items_on(self, opts: Mapping[str, Any]) -> frozenset[str]:
        return on_before_edits(TABLE, opts)

    def make_option_set(self, opts: dict[str, Any]) -> _McrOptionSet:
        return _McrOptionSet(opts, TABLE.effective(opts))

    # -- validation -----------------------------------------------------------------------------
    def _validate(self, hand: Hand, ctx: dict[str, Any], opts: dict[str, Any]) -> int:
        """Refuse what the declared constraints cannot see: a red five, a hand of the wrong size
        or with no winning tile, and the context keys that contradict the tiles."""
        require_hand(hand, "score")
        red = _first_red(hand)
        if red is not None:
            msg = _E_RED_FIVE.format(red=str(red), suit=str(red)[1], rules=self.title)
            raise TileCountError(msg.en, code="red_five", names=msg)
        if hand.win is None:
            raise NotAWinError(NO_WINNING_TILE.en, code="no_winning_tile", names=NO_WINNING_TILE)
        hand.require_size(4, _MCR_NAME)
        flowers = ctx["flowers"]
        if flowers is None:
            flowers = len(hand.flowers)
        elif hand.flowers and flowers != len(hand.flowers):
            raise self.impossible(
                "flowers", _E_FLOWERS_SAY, code="bad_context", flowers=flowers, shown=len(hand.flowers)
            )
        win = hand.win.kind
        if ctx["robbing_kong"]:
            held = hand.counts(include_win=False)[win]
            if held:
                raise self.impossible("robbing_kong", E_ROBBED_TILE_HELD, tile=kind_name(win), held=held)
        if ctx["kong_replacement"] and not any(m.is_kong for m in hand.melds):
            raise self.impossible("kong_replacement", _E_NO_KONG)
        if ctx["last_copy"]:
            standing = sum(1 for t in hand.standing if t.kind == win)
            if standing:
                raise self.impossible("last_copy", _E_NOT_LAST_COPY, standing=standing, tile=kind_name(win))
        if ctx["initial_win"] != "none" and hand.melds:
            raise self.impossible(
                "initial_win",
                _E_FIRST_TURN_MELDS,
                value=ctx["initial_win"],
                choice=self.choice_name("initial_win", ctx["initial_win"]),
            )
        return flowers if type(flowers) is int else int(flowers)  # (int() is a call through Python once compiled)

    # -- scoring -------------------------------------------------------------------------------
    def _evaluations(
        self,
        hand: Hand,
        ctx: dict[str, Any],
        opts: dict[str, Any],
        notes: list[tuple[Names, tuple[Any, ...]]],
        eff: EffectiveTable,
    ) -> tuple[list[_Eval], dict[str, Any]]:
        """Every decomposition scored, best first (the order :meth:`score` picks from)."""
        assert hand.win is not None
        decomps = decompose(hand, MCR_SHAPES)
        if not decomps:
            msg = _E_NOT_A_WIN.format(hand=format_hand(hand))
            raise NotAWinError(msg.en, code="not_a_winning_hand", names=msg)
        win = hand.win.kind
        if not ctx["last_copy"] and hand.melds and _melded_copies(hand, win) == 3:
            ctx = dict(ctx, last_copy=True)
            notes.append((_LAST_COPY_NOTE, (kind_name(win),)))
        facts = _HandFacts(hand, win, ctx, decomps)
        evals = [self._evaluate(facts, d, ctx, opts, eff) for d in decomps]
        if len(evals) > 1:
            # stable: of equal (total, rank) the first decomposition stays first
            evals.sort(key=lambda ev: (ev.total, ev.rank), reverse=True)
        return evals, ctx

    def readings(
        self, hand: Hand, context: Mapping[str, Any] | None = None, options: Mapping[str, Any] | None = None
    ) -> tuple[Reading, ...]:
        """Every way to read the hand with the fans each reading scores, best first.

        The first is the reading :meth:`score` counts (就高不就低: the highest total; of equal
        totals, the preferred one). Flowers are not included.
        """
        option_set = self.option_set(options)
        opts = option_set.opts
        ctx = self.checked_context(context, option_set)
        self._validate(hand, ctx, opts)
        eff = _effective(option_set)
        evals, _ctx = self._evaluations(hand, ctx, opts, [], eff)
        return tuple(Reading(ev.decomposition, tuple(items_of(eff, ev.counted)), ev.total) for ev in evals)

    def score(
        self, hand: Hand, context: Mapping[str, Any] | None = None, options: Mapping[str, Any] | None = None
    ) -> Score:
        option_set = self.option_set(options)
        opts = option_set.opts
        ctx = self.checked_context(context, option_set)
        flowers = self._validate(hand, ctx, opts)
        notes: list[tuple[Names, tuple[Any, ...]]] = []
        eff = _effective(option_set)
        evals, ctx = self._evaluations(hand, ctx, opts, notes, eff)
        best = evals[0]
        fan_total = best.total
        items = items_of(eff, best.counted)
        flower_fan = 0
        if flowers and "flower_tiles" in eff.enabled:  # (a preset may value the flowers or leave them out)
            items.append(item_record(eff, "flower_tiles", flowers))
            flower_fan = eff.values["flower_tiles"] * flowers
        total = fan_total + flower_fan
        is_win = fan_total >= opts["minimum"]
        if ctx["self_drawn"]:
            pay: tuple[tuple[str, int], ...] = (("each", 8 + total),) if is_win else ()
        else:
            pay = (("discarder", 8 + total), ("other", 8)) if is_win else ()
        received = (3 * (8 + total) if ctx["self_drawn"] else (8 + total) + 16) if is_win else 0
        if not is_win:
            notes.append((_FALSE_WIN_NOTE, (fan_total, opts["minimum"])))
        return new_score(
            rules=self.name,
            hand=hand,
            win=is_win,
            reason=None if is_win else "below_minimum",
            total=total,
            items=tuple(items),
            suppressed=best.suppressed,
            decomposition=best.decomposition,
            pay=pay,
            received=received,
            figures=make_figures(McrFigures, (fan_total, flower_fan, fan_total, opts["minimum"])),
            notes=tuple([template.en.format(*args) for template, args in notes]),
            context_of=(self, ctx),
            layout=_LAYOUT,
            note_forms=tuple(notes),
            table_of=(self, opts),
        )

    # -- one decomposition -------------------------------------------------------------------
    def _evaluate(
        self, facts: _HandFacts, d: Decomposition, ctx: dict[str, Any], opts: dict[str, Any], eff: EffectiveTable
    ) -> _Eval:
        col = _Collector()
        col.found.extend(facts.win_flags)
        shape = d.shape
        if shape is _REGULAR or shape is _KNITTED_STRAIGHT:
            self._sets(col, facts, d, opts)
        elif shape is _SEVEN_PAIRS:
            self._seven_pairs(col, d, facts)
            facts.closed_hand(col)
            col.add("single_wait")  # (the winning tile pairs a single: 单钓, which 七对 rules out)
        elif shape is _THIRTEEN_ORPHANS:
            col.add("thirteen_orphans")
            facts.closed_hand(col)
            # what 十三幺 rules out (不计五门齐、不求人、单钓、门前清; and 混幺九, its tiles) is
            # found, so the breakdown shows it suppressed with the reason, never "not in the hand"
            col.found.extend(f for f in facts.kind_fans if f[0] in _THIRTEEN_ORPHANS_OUT)
            if facts.win_pairs():
                col.add("single_wait")
        else:  # honours and knitted tiles
            all_kinds = [k for g in d.groups for k in g.tiles]
            honors = sum(1 for k in all_kinds if is_honor(k))
            if honors == 7:  # 七星不靠 不计五门齐、门前清、全不靠、单钓: found, shown suppressed
                col.add("greater_honors_and_knitted_tiles")
                col.add("lesser_honors_and_knitted_tiles")
            else:
                col.add("lesser_honors_and_knitted_tiles")
            col.found.extend(f for f in facts.kind_fans if f[0] == "all_types")
            if len(all_kinds) - honors == 9:
                col.add("knitted_straight")
            facts.closed_hand(col)
        if ctx["initial_win"] != "none":
            col.add(_BLESSING_OF[ctx["initial_win"]])
        counted, suppressed = resolve(eff, col.found, col.structural)
        if not counted and "chicken_hand" in eff.enabled:
            counted = [("chicken_hand", 1)]
        values = eff.values
        total = 0
        triple = 0
        for f, n in counted:
            total += values[f] * n
            if f == "pure_triple_chow" or f == "triple_pung":
                triple = 1
        counted = in_table_order(eff, counted)
        rank = (0 if shape is _SEVEN_PAIRS else 1, triple, _WAIT_PREFERENCE.get(d.wait._value_, 0))
        return _Eval(total, tuple(counted), suppressed, d, rank)

    def _seven_pairs(self, col: _Collector, d: Decomposition, facts: _HandFacts) -> None:
        distinct = sorted({g.first for g in d.groups})
        if (
            len(distinct) == 7
            and distinct[-1] < 27
            and _suit(distinct[0]) == _suit(distinct[-1])
            and distinct[-1] - distinct[0] == 6
        ):
            col.add("seven_shifted_pairs")
        col.add("seven_pairs")
        col.found.extend(facts.kind_fans)
        for k in facts.fours:
            col.add("tile_hog", k)

    def _sets(self, col: _Collector, facts: _HandFacts, d: Decomposition, opts: dict[str, Any]) -> None:
        """Four sets and a pair, or a knitted straight with one set and a pair: one pass over
        the groups gathers what the fans are decided by."""
        win = facts.win
        self_drawn = facts.self_drawn
        found = col.found  # (appended to by name: compiled, a bound append kept in a local is a Python call)
        chows: list[int] = []
        pungs: list[int] = []
        kongs: list[int] = []
        pair = -1
        knitted = False
        knitted_has_win = False
        concealed_pungs = melded_kongs = concealed_kongs = 0
        win_pung = win_in_chow = False  # a concealed pung of the winning tile; the tile fits a chow
        outside = five = even = True
        edge = closed = single = False  # the wait shapes the winning tile's groups allow
        for g in d.groups:
            kind = g.kind
            first = g.tiles[0]
            if kind is _CHOW:
                chows.append(first)
                traits = _CHOW_TRAITS[first]
                if g.meld is None and first <= win <= first + 2:
                    win_in_chow = True
                    pos = win - first
                    if pos == 1:
                        closed = True
                    elif (pos == 0 and first % 9 == 6) or (pos == 2 and first % 9 == 0):
                        edge = True
            elif kind is _PUNG:
                pungs.append(first)
                traits = _SAME_TRAITS[first]
                if g.meld is None:
                    if first == win and not self_drawn:
                        win_pung = True  # completed by a discard: a melded pung, unless the tile fits a chow
                    else:
                        concealed_pungs += 1
            elif kind is _KONG:
                pungs.append(first)
                kongs.append(first)
                traits = _SAME_TRAITS[first]
                if g.meld is _CONCEALED_KONG:
                    concealed_kongs += 1
                else:
                    melded_kongs += 1
            elif kind is _PAIR:
                pair = first
                traits = _SAME_TRAITS[first]
                if first == win:
                    single = True
            else:  # the knitted straight
                knitted = True
                knitted_has_win = win in g.tiles
                continue
            outside = outside and traits[0]
            five = five and traits[1]
            even = even and traits[2]
        if win_pung and win_in_chow:
            concealed_pungs += 1
        if knitted:
            found.append(("knitted_straight", None))
        if facts.nine_gates:
            found.append(("nine_gates", None))
        # kongs and concealed pungs
        kong_count = melded_kongs + concealed_kongs
        if kong_count == 1:
            found.append(("melded_kong" if melded_kongs else "concealed_kong", None))
        elif kong_count == 2:
            if melded_kongs == 2:
                found.append(("two_melded_kongs", None))
            elif concealed_kongs == 2:
                found.append(("two_concealed_kongs", None))
            elif opts["concealed_and_melded_kong"]:
                found.append(("concealed_kong_and_melded_kong", None))
            else:
                found.append(("melded_kong", None))
                found.append(("concealed_kong", None))
        elif kong_count == 3:
            found.append(("three_kongs", None))
        elif kong_count == 4:
            found.append(("four_kongs", None))
        hidden = concealed_pungs + concealed_kongs
        if hidden >= 2:
            found.append((_CONCEALED_PUNGS_FAN[hidden], None))
        if len(pungs) == 4:
            found.append(("all_pungs", None))
        dragons = winds = 0
        for p in pungs:
            fid = _PUNG_FAN[p]
            if fid is not None:
                found.append((fid, p))
                if p >= 31:
                    dragons += 1
                elif p >= 27:
                    winds += 1
        # combinations
        if len(chows) >= 2:
            terminal_pair = _terminal_pair(pair) if len(chows) == 4 else -1
            combined, structural = _chow_combinations(tuple(sorted(chows)), terminal_pair)
            found.extend(combined)
            col.structural.extend(structural)
        if len(pungs) >= 2:
            combined, structural = _pung_combinations(tuple(sorted(pungs)))
            found.extend(combined)
            col.structural.extend(structural)
        if dragons == 2 and pair >= 31:
            found.append(("little_three_dragons", None))
        if winds == 3 and 27 <= pair <= 30:
            found.append(("little_four_winds", None))
        # how it was won
        facts.closed_hand(col)
        if facts.claimed == 4 and not self_drawn:
            found.append(("melded_hand", None))
        # pair and group traits
        if (len(chows) == 4 or (knitted and len(chows) == 1)) and pair < 27:
            found.append(("all_chows", None))
        if not knitted:
            if outside:
                found.append(("outside_hand", None))
            elif five:
                found.append(("all_five", None))
            elif even:
                found.append(("all_even_pungs", None))
        found.extend(facts.kind_fans)
        for k in facts.fours:
            if k not in kongs:
                found.append(("tile_hog", k))
        # waits: 边张 > 嵌张 > 单钓将, read from the concealed groups that hold the winning tile,
        # counted only when the hand waited on this one kind
        if not (knitted_has_win and not opts["knitted_straight_waits"]):
            wait_fan = "edge_wait" if edge else "closed_wait" if closed else "single_wait" if single else None
            if wait_fan is not None and facts.unique():
                found.append((wait_fan, None))
        # winds
        if winds:
            for p in pungs:
                if 27 <= p <= 30:
                    if p == facts.round_wind:
                        found.append(("prevalent_wind", p))
                    if p == facts.seat_wind:
                        found.append(("seat_wind", p))


class _McrOptionSet(OptionSet):
    """One option set (:meth:`MCR.make_option_set`) with the fan table under it, looked up once
    per option set rather than at every score."""

    __slots__ = ("eff",)

    def __init__(self, opts: dict[str, Any], eff: EffectiveTable) -> None:
        OptionSet.__init__(self, opts)
        self.eff = eff


def _effective(option_set: OptionSet) -> EffectiveTable:
    """The fan table under an option set."""
    if isinstance(option_set, _McrOptionSet):
        return option_set.eff
    return TABLE.effective(option_set.opts)
