"""Japanese riichi: yaku and yakuman as table rows, dora, fu with its breakdown, points.

The rule set is data plus predicates on the shared engine (:mod:`core.engine.table`):

- every yaku, yakuman, dora kind and fu source is a row (:data:`_ROWS`): its value in han
  (or fu), the value with an open hand (``None``: closed hands only), its predicate over
  the facts of one reading (:class:`RiichiFacts`), what it rules out and the option that
  enables it. Names and definitions in four languages are package data
  (``core/rules/riichi/data/riichi_names.toml``).
- the rows make two engine tables, one for closed hands and one for open hands (the open
  one holds the reduced values: sanshoku 1 han, chinitsu 5, ...; the closed-only yaku are
  not in it; tanyao needs the ``open_tanyao`` option there).
- exclusions are the engine's: double riichi rules out riichi, ryanpeikou iipeikou,
  junchan chanta, chinitsu honitsu, a double yakuman its single form, and every yakuman
  rules out every ordinary yaku and dora. Seven pairs and the regular readings compete as
  readings.
- fu is a section of the result: one item per source, the rounding up to ten shown as its
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

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, NamedTuple

from core.engine.reference import RefTable
from core.engine.schema import (
    COMMON_CONTEXT,
    COMMON_GROUPS,
    WINDS,
    Choice,
    Cond,
    Constraint,
    EditableItem,
    Field,
    FieldGroup,
    FieldType,
    ItemEdit,
    ItemInfo,
    OptionSet,
    _names,
    excludes,
    requires,
)
from core.engine.score import Item, Layout, Names, Score, SectionSpec, Suppressed, make_figures
from core.engine.table import (
    ALL,
    EffectiveTable,
    Facts,
    Mode,
    Needs,
    OptionValue,
    Row,
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
from core.model.notation import parse_tiles
from core.model.package_data import read_text
from core.model.tiles import Tile, kind_name, plain_tile_kinds
from core.rules.riichi import NAME, TITLE, local
from core.rules.riichi.points import LIMITS, basic_points, pao_payments, payments
from core.shapes.decompose import RIICHI_SHAPES, Decomposition, GroupKind, Shape, Wait, decompose

# (A count in a list is changed as ``c[k] = c[k] + 1``, not ``c[k] += 1``: compiled, the second goes
# through Python's generic in-place add, sixty instructions more each time; see docs/engine.md.)

# --- names and definitions (package data) -------------------------------------------------------


def _load_names() -> dict[str, tuple[Names, Names]]:
    import tomllib  # (here, where the names are read: not for a start that scores no riichi)

    text = read_text("core.rules.riichi.data", "riichi_names.toml")
    data = tomllib.loads(text)
    out: dict[str, tuple[Names, Names]] = {}
    for rid, body in data.items():
        out[rid] = (
            Names(body["en"], body["zh-Hans"], body["zh-Hant"], body["ja"]),
            Names(body["d-en"], body["d-zh-Hans"], body["d-zh-Hant"], body["d-ja"]),
        )
    return out


_NAMES: Final = _load_names()

# --- the facts of one reading -------------------------------------------------------------------

_WIND_KIND: Final = {w: 27 + i for i, w in enumerate(WINDS)}
_DRAGONS: Final = frozenset((31, 32, 33))
_WINDS: Final = frozenset((27, 28, 29, 30))
_GREEN: Final = frozenset((19, 20, 21, 23, 25, 32))
_ORPHANS: Final = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
_NINE_GATES: Final = (3, 1, 1, 1, 1, 1, 1, 1, 3)


def dora_of(indicator: int) -> int:
    """The dora an indicator shows: the next tile of its suit (9 to 1), of the winds (N to E)
    or of the dragons (red to white)."""
    if indicator < 27:
        return indicator - indicator % 9 + (indicator % 9 + 1) % 9
    if indicator < 31:
        return 27 + (indicator - 26) % 4
    return 31 + (indicator - 30) % 3


def _is_orphans(counts: list[int]) -> bool:
    """The hand's fourteen tiles (``counts``: by kind) are the thirteen orphans."""
    return all(counts[k] for k in _ORPHANS) and sum(counts[k] for k in _ORPHANS) == 14


def _indicators(text: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The kinds of a checked context's indicator tiles, and the suits (0 characters, 1 dots,
    2 bamboo) of the red fives among them, read once per text and kept (every score reads its
    indicators; a plain dict lookup, where a cached function would be a Python call)."""
    found = _INDICATORS.get(text)
    if found is None:
        plain = plain_tile_kinds(text)
        if plain is not None:  # (the plain form writes a red five 0: ``0p``)
            found = (plain, tuple([k // 9 for i, k in enumerate(plain) if text[2 * i] == "0"]))
        else:
            tiles = parse_tiles(text)
            found = (tuple(t.kind for t in tiles), tuple(t.kind // 9 for t in tiles if t.red))
        if len(_INDICATORS) >= _INDICATORS_MAX:
            _INDICATORS.clear()
        _INDICATORS[text] = found
    return found


#: the indicator texts read (see _indicators), at most _INDICATORS_MAX (then forgotten and read again)
_INDICATORS: Final[dict[str, tuple[tuple[int, ...], tuple[int, ...]]]] = {}
_INDICATORS_MAX: Final = 4096


#: the dora each kind of indicator shows (see dora_of)
_DORA_OF: Final = tuple(dora_of(k) for k in range(34))


def _dora_count(
    counts: list[int], indicators: tuple[int, ...], table: tuple[int, ...] = _DORA_OF, kita: int = 0
) -> int:
    """How many dora the hand holds (``counts``: by kind; ``indicators``: the indicators'
    kinds; ``table``: the dora of each indicator; ``kita``: North tiles pulled beside the
    hand, dora again where North is dora)."""
    n = 0
    for k in indicators:
        dora = table[k]
        n += counts[dora] + (kita if dora == _NORTH else 0)
    return n


_NORTH: Final = 30
#: the context keys of the indicators
_DORA_KEY: Final = "dora_indicators"
_URA_KEY: Final = "ura_indicators"


#: terminals and honours (yaochuuhai), simples, honours, terminals (as sets of kinds)
_ORPHAN_KINDS: Final = frozenset(_ORPHANS)
_SIMPLES: Final = frozenset(k for k in range(27) if k % 9 not in (0, 8))
_TERMINALS: Final = frozenset((0, 8, 9, 17, 18, 26))
#: the kinds of each suit, of the honours and of each "all of a kind" as bits (see _kinds_mask)
_SUIT_BITS: Final = tuple(0x1FF << (9 * s) for s in range(3))
_HONOR_BITS: Final = 0x7F << 27
_SIMPLE_BITS: Final = sum(1 << k for k in _SIMPLES)
_ORPHAN_BITS: Final = sum(1 << k for k in _ORPHAN_KINDS)
_TERMINAL_BITS: Final = sum(1 << k for k in _TERMINALS)
_GREEN_BITS: Final = sum(1 << k for k in _GREEN)


# --- the facts as bits --------------------------------------------------------------------------
# Most rows need a few facts and rule out a few: they are written as Needs(bits, forbid=bits)
# over one mask per reading (RiichiFacts.mask), which the table tests without calling a function.
# Of the hand and its context (HandTiles.mask, the same for every reading):
F_RIICHI: Final = 1 << 0  #: riichi declared
F_DOUBLE_RIICHI: Final = 1 << 1  #: double riichi declared
F_IPPATSU: Final = 1 << 2  #: won within the first go-around after riichi
F_SELF_DRAWN: Final = 1 << 3  #: won on a tile the winner drew
F_CONCEALED: Final = 1 << 4  #: no claimed meld (a concealed kong keeps the hand closed)
F_LAST_WALL_TILE: Final = 1 << 5  #: won on the last tile of the wall, or its discard
F_KONG_REPLACEMENT: Final = 1 << 6  #: won on a kong's replacement tile
F_ROBBING_KONG: Final = 1 << 7  #: won by robbing a kong
F_FIRST_TURN: Final = 1 << 8  #: won on the winner's first draw, before any call
F_DEALER: Final = 1 << 9  #: the winner is the dealer (seat wind East)
F_ALL_SIMPLES: Final = 1 << 10  #: every tile 2 to 8 of a suit
F_ALL_ORPHANS: Final = 1 << 11  #: every tile a terminal or an honour
F_ALL_HONORS: Final = 1 << 12  #: every tile an honour
F_ALL_TERMINALS: Final = 1 << 13  #: every tile a 1 or a 9
F_ALL_GREEN: Final = 1 << 14  #: every tile 2, 3, 4, 6, 8 of bamboo or the green dragon
F_HATSU_HELD: Final = 1 << 15  #: the hand holds the green dragon
F_ONE_SUIT: Final = 1 << 16  #: the suited tiles are all of one suit (and there are some)
F_HONORS: Final = 1 << 17  #: the hand holds an honour
F_THIRTEEN_SIDED: Final = 1 << 18  #: thirteen orphans waited on all thirteen kinds
F_NINE_GATES: Final = 1 << 19  #: closed, one suit, 1112345678999 plus one
F_PURE_NINE_GATES: Final = 1 << 20  #: that, and 1112345678999 before the win
# Of one reading (RiichiFacts adds them):
F_REGULAR: Final = 1 << 21  #: four sets and a pair
F_SEVEN_PAIRS: Final = 1 << 22  #: seven pairs
F_THIRTEEN_ORPHANS: Final = 1 << 23  #: thirteen orphans
F_PINFU_SHAPE: Final = 1 << 24  #: RiichiFacts.pinfu_shape
F_TWIN_CHOWS: Final = 1 << 25  #: closed, with at least one pair of identical chows
F_TWO_TWIN_CHOWS: Final = 1 << 26  #: closed, with two pairs of identical chows
F_SEAT_WIND_PUNG: Final = 1 << 27  #: a pung or kong of the seat wind
F_ROUND_WIND_PUNG: Final = 1 << 28  #: a pung or kong of the round wind
F_HAKU_PUNG: Final = 1 << 29  #: a pung or kong of white dragons
F_HATSU_PUNG: Final = 1 << 30  #: a pung or kong of green dragons
F_CHUN_PUNG: Final = 1 << 31  #: a pung or kong of red dragons
F_SANSHOKU: Final = 1 << 32  #: the same chow in the three suits
F_SANSHOKU_PUNGS: Final = 1 << 33  #: pungs or kongs of the same number in the three suits
F_ITTSU: Final = 1 << 34  #: 123, 456 and 789 of one suit as chows
F_CHOWS: Final = 1 << 35  #: at least one chow
F_ORPHAN_GROUPS: Final = 1 << 36  #: four sets and a pair, each with a terminal or an honour
F_TERMINAL_GROUPS: Final = 1 << 37  #: four sets and a pair, each with a terminal
F_FOUR_PUNGS: Final = 1 << 38  #: four sets and a pair, the sets pungs or kongs
F_THREE_CLOSED_PUNGS: Final = 1 << 39  #: three or more concealed pungs or kongs
F_FOUR_CLOSED_PUNGS: Final = 1 << 40  #: four concealed pungs or kongs
F_SINGLE_WAIT: Final = 1 << 41  #: the winning tile completed the pair
F_THREE_KONGS: Final = 1 << 42  #: exactly three kongs
F_FOUR_KONGS: Final = 1 << 43  #: four kongs
F_LITTLE_DRAGONS: Final = 1 << 44  #: two dragon pungs or kongs and a pair of the third dragon
F_BIG_DRAGONS: Final = 1 << 45  #: three dragon pungs or kongs
F_LITTLE_WINDS: Final = 1 << 46  #: three wind pungs or kongs and a pair of the fourth wind
F_BIG_WINDS: Final = 1 << 47  #: four wind pungs or kongs

#: how many of four bits are set, by the four bits' value (a table: int.bit_count is a Python
#: method call in the compiled core)
_BITS_SET: Final = (0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4)
#: the bits of the kinds 0, 9 and 18: a first rank in each of the three suits
_EACH_SUIT: Final = 1 | 1 << 9 | 1 << 18


def _kinds_mask(kinds: tuple[int, ...]) -> int:
    """The kinds as bits of an int (bit k: kind k), so that "k, k+9 and k+18" is two shifts."""
    m = 0
    for k in kinds:
        m |= 1 << k
    return m


def _count_tiles(tiles: tuple[Tile, ...], counts: list[int], red_by_suit: list[int]) -> int:
    """Add tiles to the counts by kind and their red fives to the counts by suit (both changed
    in place); the kinds among them, as bits."""
    held = 0
    for t in tiles:
        k = t.kind
        counts[k] = counts[k] + 1
        held |= 1 << k
        if t.red:
            red_by_suit[k // 9] = red_by_suit[k // 9] + 1
    return held


class HandTiles:
    """What a hand's tiles say, whatever the reading: the winds that score, the suits and kinds
    held, dora, ura dora and red fives. ``counts`` (every kind, kongs with four) is kept for
    the checks that need the tiles (:meth:`Riichi.validate`)."""

    def __init__(self, hand: Hand, ctx: dict[str, Any], dora_table: tuple[int, ...] = ()) -> None:
        # (ctx typed as the dict it is: compiled, a dict's get is a C call, a Mapping's goes through Python)
        self.seat: int = _WIND_KIND[ctx["seat_wind"]]
        self.round: int = _WIND_KIND[ctx["round_wind"]]
        self.dealer: bool = ctx["seat_wind"] == "E"
        counts = [0] * 34
        #: the red fives held, by suit (characters, dots, bamboo)
        self.red_by_suit: list[int] = [0, 0, 0]
        # every tile read once here, where it lies (a list of them all would be built for one pass)
        held = _count_tiles(hand.standing, counts, self.red_by_suit)
        for m in hand.melds:
            held |= _count_tiles(m.tiles, counts, self.red_by_suit)
        if hand.win is not None:
            held |= _count_tiles((hand.win,), counts, self.red_by_suit)
        self.counts: list[int] = counts
        #: the kinds held as bits (bit k: kind k): "all of a kind" is one test of the bits
        self.held: int = held
        suits = (
            (1 if held & _SUIT_BITS[0] else 0) + (1 if held & _SUIT_BITS[1] else 0) + (1 if held & _SUIT_BITS[2] else 0)
        )
        #: the suited tiles are all of one suit
        self.one_suit: bool = suits == 1
        self.honors: bool = held & _HONOR_BITS != 0
        self.all_simples: bool = held & ~_SIMPLE_BITS == 0
        self.all_orphans: bool = held & ~_ORPHAN_BITS == 0
        self.all_honors: bool = held & ~_HONOR_BITS == 0
        self.all_terminals: bool = held & ~_TERMINAL_BITS == 0
        self.all_green: bool = held & ~_GREEN_BITS == 0
        table = dora_table or _DORA_OF
        #: North tiles pulled as dora (three-player riichi's nukidora; 0 elsewhere)
        kita = ctx.get("kita")
        self.kita: int = 0 if not kita else (kita if type(kita) is int else int(kita))
        #: the kinds of the dora and ura dora indicators and the suits of their red fives (read
        #: once, for the count and the checks)
        self.dora_kinds, self.dora_red_suits = _indicators(ctx[_DORA_KEY])
        self.ura_kinds, self.ura_red_suits = _indicators(ctx[_URA_KEY]) if ctx[_URA_KEY] else ((), ())
        self.dora: int = _dora_count(counts, self.dora_kinds, table, self.kita)
        self.ura: int = _dora_count(counts, self.ura_kinds, table, self.kita) if self.ura_kinds else 0
        red = self.red_by_suit
        self.red: int = red[0] + red[1] + red[2]
        #: the thirteen orphans waited on all thirteen kinds (every orphan once before the win)
        win = hand.win.kind if hand.win is not None else -1
        self.thirteen_sided: bool = not hand.melds and held == _ORPHAN_BITS and counts[win] == 2
        #: nine gates: closed, one suit, 1112345678999 plus one; ``pure``: that shape before the win
        self.nine_gates = False
        self.pure_nine_gates = False
        if self.one_suit and not self.honors and not hand.melds:
            base = self.kinds[0] // 9 * 9
            part = counts[base : base + 9]
            if all(part[i] >= _NINE_GATES[i] for i in range(9)):
                self.nine_gates = True
                part[win - base] = part[win - base] - 1
                self.pure_nine_gates = tuple(part) == _NINE_GATES
        #: the hand's and its context's facts as bits (the F_ constants above F_REGULAR)
        self.mask: int = self._mask(hand, ctx)

    @property
    def kinds(self) -> tuple[int, ...]:
        """The kinds held, in order (made when asked: few rows ask)."""
        held = self.held
        return tuple([k for k in range(34) if held >> k & 1])

    @property
    def suits(self) -> frozenset[int]:
        """The suits held (0 characters, 1 dots, 2 bamboo; made when asked)."""
        return frozenset([s for s in (0, 1, 2) if self.held & _SUIT_BITS[s]])

    def _mask(self, hand: Hand, ctx: dict[str, Any]) -> int:
        # one test a line, no table of (fact, bit) pairs: the compiled core runs these as plain
        # C, where a loop over pairs would box every fact
        mask = 0
        if ctx.get("riichi"):
            mask |= F_RIICHI
        if ctx.get("double_riichi"):
            mask |= F_DOUBLE_RIICHI
        if ctx.get("ippatsu"):
            mask |= F_IPPATSU
        if ctx.get("self_drawn"):
            mask |= F_SELF_DRAWN
        if ctx.get("last_wall_tile"):
            mask |= F_LAST_WALL_TILE
        if ctx.get("kong_replacement"):
            mask |= F_KONG_REPLACEMENT
        if ctx.get("robbing_kong"):
            mask |= F_ROBBING_KONG
        if ctx.get("first_turn"):
            mask |= F_FIRST_TURN
        if hand.is_concealed:
            mask |= F_CONCEALED
        if self.dealer:
            mask |= F_DEALER
        if self.all_simples:
            mask |= F_ALL_SIMPLES
        if self.all_orphans:
            mask |= F_ALL_ORPHANS
        if self.all_honors:
            mask |= F_ALL_HONORS
        if self.all_terminals:
            mask |= F_ALL_TERMINALS
        if self.all_green:
            mask |= F_ALL_GREEN
        if self.held >> 32 & 1:
            mask |= F_HATSU_HELD
        if self.one_suit:
            mask |= F_ONE_SUIT
        if self.honors:
            mask |= F_HONORS
        if self.thirteen_sided:
            mask |= F_THIRTEEN_SIDED
        if self.nine_gates:
            mask |= F_NINE_GATES
        if self.pure_nine_gates:
            mask |= F_PURE_NINE_GATES
        return mask


class RiichiFacts(Facts):
    """The facts of one reading: the shared ones (:class:`~core.engine.table.Facts`), the
    hand's tiles (:class:`HandTiles`), the concealed pungs (a pung completed on a discard is
    open), pinfu's shape and the fu of each source."""

    def __init__(
        self, hand: Hand, d: Decomposition, ctx: dict[str, Any], opts: dict[str, Any], tiles: HandTiles
    ) -> None:
        Facts.__init__(self, hand, d, ctx, opts, RIICHI_SHAPES)
        self.t = tiles
        shape = d.shape
        self.regular: bool = shape is _REGULAR
        self.seven_pairs: bool = shape is _SEVEN_PAIRS
        self.orphans: bool = shape is _THIRTEEN_ORPHANS
        wait = self.wait = d.wait
        ron = not self.self_drawn
        fu: dict[str, int] = {}
        closed_pungs = 0
        orphan_groups = True
        terminal_groups = True
        win_group = d.win_group if ron else -1  # a pung completed on a discard is open
        for i, g in enumerate(d.groups):
            kind = g.kind
            first = g.tiles[0]
            if kind is _CHOW:
                if first % 9 != 0 and first % 9 != 6:
                    orphan_groups = terminal_groups = False
                continue
            orphan = _ORPHAN_BITS >> first & 1 == 1  # (the kinds' bits: a shift where a set would hash)
            if not orphan:
                orphan_groups = False
            if not _TERMINAL_BITS >> first & 1:
                terminal_groups = False
            if kind is _PUNG or kind is _KONG:
                meld = g.meld
                concealed = (meld is None or meld is _CONCEALED_KONG) and i != win_group  # (Group.concealed)
                if concealed:
                    closed_pungs += 1
                rid = _set_fu_row(kind is _KONG, orphan, concealed)
                fu[rid] = fu.get(rid, 0) + 1
        self.closed_pungs = closed_pungs
        self.orphan_groups = orphan_groups and self.regular
        self.terminal_groups = terminal_groups and self.regular
        chows = self.chows
        twins = 0
        if self.concealed and len(chows) >= 2:
            seen: list[int] = []
            for c in chows:
                if c in seen:
                    twins += 1
                    seen.remove(c)
                else:
                    seen.append(c)
        #: pairs of identical chows in a closed hand (2: ryanpeikou)
        self.twin_chows = twins
        pair = self.pair
        self.pinfu_shape: bool = (
            self.concealed
            and len(chows) == 4
            and self.regular
            and pair is not None
            and pair != tiles.seat
            and pair != tiles.round
            and pair not in _DRAGONS
            and wait is _TWO_SIDED
        )
        if self.seven_pairs:
            fu = {"fu_chiitoitsu": 1}
        else:
            if pair is not None and self.regular and pair >= 27:
                if pair in _DRAGONS:
                    fu["fu_pair_dragon"] = 1
                elif pair == tiles.seat and pair == tiles.round:
                    fu["fu_pair_double_wind"] = 1
                elif pair == tiles.seat:
                    fu["fu_pair_seat_wind"] = 1
                elif pair == tiles.round:
                    fu["fu_pair_round_wind"] = 1
            # (the wait compared member by member: a dict keyed by the members would hash each
            # in Python code)
            if wait is _EDGE:
                fu["fu_edge_wait"] = 1
            elif wait is _CLOSED:
                fu["fu_closed_wait"] = 1
            elif wait is _SINGLE:
                fu["fu_single_wait"] = 1
            if ron and not self.concealed and not fu:
                fu["fu_open_pinfu"] = 1
            fu["fu_base"] = 1
            if ron and self.concealed:
                fu["fu_menzen_ron"] = 1
            if not ron and not self.pinfu_shape:
                fu["fu_tsumo"] = 1
        #: the fu sources of the reading, each with its count (the fu rows' matches)
        self.fu = fu
        #: the facts of the hand and of this reading as bits (the F_ constants)
        self.mask: int = self._mask(tiles)

    def _mask(self, tiles: HandTiles) -> int:
        mask = tiles.mask
        twins = self.twin_chows
        chows = self.chows
        if self.regular:
            mask |= F_REGULAR
            if self.orphan_groups:
                mask |= F_ORPHAN_GROUPS
            if self.terminal_groups:
                mask |= F_TERMINAL_GROUPS
            if len(self.pungs) == 4:
                mask |= F_FOUR_PUNGS
        elif self.seven_pairs:
            mask |= F_SEVEN_PAIRS
        elif self.orphans:
            mask |= F_THIRTEEN_ORPHANS
        if self.pinfu_shape:
            mask |= F_PINFU_SHAPE
        if twins:
            mask |= F_TWIN_CHOWS if twins == 1 else F_TWIN_CHOWS | F_TWO_TWIN_CHOWS
        if self.wait is _SINGLE:
            mask |= F_SINGLE_WAIT
        if self.closed_pungs >= 3:
            mask |= F_THREE_CLOSED_PUNGS if self.closed_pungs == 3 else F_THREE_CLOSED_PUNGS | F_FOUR_CLOSED_PUNGS
        kongs = len(self.kongs)
        if kongs >= 3:
            mask |= F_THREE_KONGS if kongs == 3 else F_FOUR_KONGS
        if chows:
            mask |= F_CHOWS
            c = _kinds_mask(chows)
            if c & (c >> 9) & (c >> 18):  # a chow starting at r, r+9 and r+18
                mask |= F_SANSHOKU
            if c & (c >> 3) & (c >> 6) & _EACH_SUIT:  # chows at 1, 4 and 7 of one suit
                mask |= F_ITTSU
        if self.pungs:
            p = _kinds_mask(self.pungs)
            if p & (p >> 9) & (p >> 18) & 0x1FF:  # a pung of r, r+9 and r+18 (a suit's nine kinds)
                mask |= F_SANSHOKU_PUNGS
            if p >> tiles.seat & 1:
                mask |= F_SEAT_WIND_PUNG
            if p >> tiles.round & 1:
                mask |= F_ROUND_WIND_PUNG
            dragons = p >> 31 & 7
            if dragons:
                mask |= (
                    (F_HAKU_PUNG if dragons & 1 else 0)
                    | (F_HATSU_PUNG if dragons & 2 else 0)
                    | (F_CHUN_PUNG if dragons & 4 else 0)
                )
                n = _BITS_SET[dragons]
                if n == 3:
                    mask |= F_BIG_DRAGONS
                elif n == 2 and self.pair is not None and self.pair in _DRAGONS:
                    mask |= F_LITTLE_DRAGONS
            winds = _BITS_SET[p >> 27 & 15]
            if winds == 4:
                mask |= F_BIG_WINDS
            elif winds == 3 and self.pair is not None and self.pair in _WINDS:
                mask |= F_LITTLE_WINDS
        return mask


# the members as module constants (see engine._CHOW: an enum member read is a descriptor call)
_REGULAR: Final = Shape.REGULAR
_SEVEN_PAIRS: Final = Shape.SEVEN_PAIRS
_THIRTEEN_ORPHANS: Final = Shape.THIRTEEN_ORPHANS
_TWO_SIDED: Final = Wait.TWO_SIDED
_CHOW: Final = GroupKind.CHOW
_PUNG: Final = GroupKind.PUNG
_KONG: Final = GroupKind.KONG
_CONCEALED_KONG: Final = MeldKind.CONCEALED_KONG
#: the fu row of a pung or kong by (kong, terminal or honour, concealed)
_SET_FU: Final = {
    (kong, orphan, closed): ("fu_kong_" if kong else "fu_pung_")
    + ("orphan_" if orphan else "simple_")
    + ("closed" if closed else "open")
    for kong in (False, True)
    for orphan in (False, True)
    for closed in (False, True)
}
#: the same rows in the order of (kong, orphan, closed) read as three bits
_SET_FU_ROWS: Final = tuple(
    _SET_FU[kong, orphan, closed] for kong in (False, True) for orphan in (False, True) for closed in (False, True)
)


def _set_fu_row(kong: bool, orphan: bool, closed: bool) -> str:
    """The fu row of a pung or kong (:data:`_SET_FU`), read by index: a key of three booleans
    would be a tuple built and hashed for every set of every reading."""
    return _SET_FU_ROWS[(4 if kong else 0) + (2 if orphan else 0) + (1 if closed else 0)]


#: the fu row of each wait that has fu
_EDGE: Final = Wait.EDGE
_CLOSED: Final = Wait.CLOSED
_SINGLE: Final = Wait.SINGLE


# --- predicates ---------------------------------------------------------------------------------


def _chuuren_suit(f: RiichiFacts) -> int:
    """Nine gates counts in its suit: in characters, or in any suit unless ``chuuren_man_only``."""
    return 1 if f.t.kinds[0] < 9 or not f.options["chuuren_man_only"] else 0


def _ryuuiisou_hatsu(f: RiichiFacts) -> int:
    """All green counts with or without the green dragon, unless ``ryuuiisou`` requires it."""
    return 1 if f.options["ryuuiisou"] != "hatsu_required" or 32 in f.t.kinds else 0


def _dora(f: RiichiFacts) -> int:
    return f.t.dora


def _ura_dora(f: RiichiFacts) -> int:
    return f.t.ura if f.context["riichi"] or f.context["double_riichi"] else 0


def _aka_dora(f: RiichiFacts) -> int:
    return f.t.red


# --- the rows -----------------------------------------------------------------------------------

#: a derived option: the han of a double yakuman (26 with the ``double_yakuman`` option, else 13)
DOUBLE_YAKUMAN_HAN: Final = "_double_yakuman_han"
#: the fu of a pair of the seat wind that is also the round wind (an option, 2 or 4)
DOUBLE_WIND_FU: Final = "double_wind_fu"


@dataclass(frozen=True, slots=True)
class RowSpec:
    """One row of the riichi table: its value with a closed hand and with an open one
    (``None``: closed hands only), the predicate, what it rules out, the option that enables
    it (``open_option``: the one it needs with an open hand) and its section."""

    id: str
    closed: int | OptionValue
    open: int | OptionValue | None
    #: ``None``: found apart (the fu sources, by RiichiFacts; shiisanpuutaa, whose shape is no
    #: reading of sets)
    predicate: Callable[[Any], int] | None
    section: str
    excludes: tuple[str, ...] = ()
    option: str | None = None
    open_option: str | None = None


_Y = 13  # one yakuman, in han
_DOUBLE = OptionValue(DOUBLE_YAKUMAN_HAN)

_YAKU: Final[tuple[RowSpec, ...]] = (
    RowSpec("riichi", 1, None, Needs(F_RIICHI), "yaku"),
    RowSpec("double_riichi", 2, None, Needs(F_DOUBLE_RIICHI), "yaku", ("riichi",)),
    RowSpec("ippatsu", 1, None, Needs(F_IPPATSU), "yaku"),
    RowSpec("menzen_tsumo", 1, None, Needs(F_CONCEALED | F_SELF_DRAWN), "yaku"),
    RowSpec("pinfu", 1, None, Needs(F_PINFU_SHAPE), "yaku"),
    RowSpec("tanyao", 1, 1, Needs(F_ALL_SIMPLES), "yaku", open_option="open_tanyao"),
    RowSpec("iipeikou", 1, None, Needs(F_TWIN_CHOWS), "yaku"),
    # ryanpeikou of four equal chows holds isshoku sanjun (a local yaku): the higher counts
    RowSpec("ryanpeikou", 3, None, Needs(F_TWO_TWIN_CHOWS), "yaku", ("iipeikou", "isshoku_sanjun")),
    RowSpec("yakuhai_seat", 1, 1, Needs(F_SEAT_WIND_PUNG), "yaku"),
    RowSpec("yakuhai_round", 1, 1, Needs(F_ROUND_WIND_PUNG), "yaku"),
    RowSpec("haku", 1, 1, Needs(F_HAKU_PUNG), "yaku"),
    RowSpec("hatsu", 1, 1, Needs(F_HATSU_PUNG), "yaku"),
    RowSpec("chun", 1, 1, Needs(F_CHUN_PUNG), "yaku"),
    RowSpec("haitei", 1, 1, Needs(F_LAST_WALL_TILE | F_SELF_DRAWN), "yaku"),
    RowSpec("houtei", 1, 1, Needs(F_LAST_WALL_TILE, forbid=F_SELF_DRAWN), "yaku"),
    RowSpec("rinshan", 1, 1, Needs(F_KONG_REPLACEMENT), "yaku"),
    RowSpec("chankan", 1, 1, Needs(F_ROBBING_KONG), "yaku"),
    RowSpec("sanshoku", 2, 1, Needs(F_SANSHOKU), "yaku"),
    RowSpec("sanshoku_doukou", 2, 2, Needs(F_SANSHOKU_PUNGS), "yaku"),
    RowSpec("ittsu", 2, 1, Needs(F_ITTSU), "yaku"),
    RowSpec("chanta", 2, 1, Needs(F_ORPHAN_GROUPS | F_CHOWS), "yaku"),
    RowSpec("junchan", 3, 2, Needs(F_TERMINAL_GROUPS | F_CHOWS), "yaku", ("chanta",)),
    RowSpec("honroutou", 2, 2, Needs(F_ALL_ORPHANS, forbid=F_THIRTEEN_ORPHANS), "yaku"),
    RowSpec("toitoi", 2, 2, Needs(F_FOUR_PUNGS), "yaku"),
    RowSpec("sanankou", 2, 2, Needs(F_THREE_CLOSED_PUNGS), "yaku"),
    RowSpec("sankantsu", 2, 2, Needs(F_THREE_KONGS), "yaku"),
    RowSpec("shousangen", 2, 2, Needs(F_LITTLE_DRAGONS), "yaku"),
    RowSpec("honitsu", 3, 2, Needs(F_ONE_SUIT), "yaku"),
    RowSpec("chinitsu", 6, 5, Needs(F_ONE_SUIT, forbid=F_HONORS), "yaku", ("honitsu",)),
    RowSpec("chiitoitsu", 2, None, Needs(F_SEVEN_PAIRS), "yaku"),
)

_DORA: Final[tuple[RowSpec, ...]] = (
    RowSpec("dora", 1, 1, _dora, "dora"),
    RowSpec("ura_dora", 1, None, _ura_dora, "dora"),
    RowSpec("aka_dora", 1, 1, _aka_dora, "dora", option="aka"),
)


def _local_value(v: Any) -> int | OptionValue | None:
    if v == "Y":
        return _Y
    if v == "YY":
        return _DOUBLE
    if isinstance(v, str):
        return OptionValue(v)
    if v is None:
        return None
    return int(v)


#: the local yaku of seed 003 (core/rules/riichi/local.py), each switched on by an option
_LOCAL_YAKU: Final[tuple[RowSpec, ...]] = tuple(
    RowSpec(rid, _local_value(closed), _local_value(open_), pred, sec, excl, opt, open_opt)  # type: ignore[arg-type]
    for rid, closed, open_, pred, sec, excl, opt, open_opt in local.YAKU
)

#: every row a yakuman rules out
_ORDINARY: Final = tuple(r.id for r in _YAKU + _LOCAL_YAKU + _DORA)

_LOCAL_YAKUMAN: Final[tuple[RowSpec, ...]] = tuple(
    RowSpec(
        rid,
        _local_value(closed),  # type: ignore[arg-type]
        _local_value(open_),
        pred,
        sec,
        excl + _ORDINARY,
        opt,
        open_opt,
    )
    for rid, closed, open_, pred, sec, excl, opt, open_opt in local.YAKUMAN
) + (
    # shiisanpuutaa: no reading of sets, scored apart on the first draw (Riichi._shiisanpuutaa)
    RowSpec("shiisanpuutaa", _Y, None, None, "yakuman", ("tenhou", "chiihou") + _ORDINARY, "_shiisanpuutaa"),
)

_YAKUMAN: Final[tuple[RowSpec, ...]] = (
    # seed 003: tenhou 「1倍役滿(部分規則計2倍役滿)」: a double yakuman with the tenhou_double option
    RowSpec(
        "tenhou", OptionValue("_tenhou_han"), None, Needs(F_FIRST_TURN | F_SELF_DRAWN | F_DEALER), "yakuman", _ORDINARY
    ),
    RowSpec("chiihou", _Y, None, Needs(F_FIRST_TURN | F_SELF_DRAWN, forbid=F_DEALER), "yakuman", _ORDINARY),
    RowSpec("daisangen", _Y, _Y, Needs(F_BIG_DRAGONS), "yakuman", _ORDINARY),
    RowSpec("shousuushii", _Y, _Y, Needs(F_LITTLE_WINDS), "yakuman", _ORDINARY),
    RowSpec("daisuushii", _DOUBLE, _DOUBLE, Needs(F_BIG_WINDS), "yakuman", _ORDINARY),
    # a double form comes before its single form: of equal value (no double yakuman) it
    # still counts in its place and names the single one it rules out
    RowSpec(
        "suuankou_tanki",
        _DOUBLE,
        None,
        Needs(F_FOUR_CLOSED_PUNGS | F_SINGLE_WAIT),
        "yakuman",
        ("suuankou",) + _ORDINARY,
    ),
    RowSpec("suuankou", _Y, None, Needs(F_FOUR_CLOSED_PUNGS), "yakuman", _ORDINARY),
    RowSpec(
        "kokushi_13", _DOUBLE, None, Needs(F_THIRTEEN_ORPHANS | F_THIRTEEN_SIDED), "yakuman", ("kokushi",) + _ORDINARY
    ),
    RowSpec("kokushi", _Y, None, Needs(F_THIRTEEN_ORPHANS), "yakuman", _ORDINARY),
    RowSpec(
        "junsei_chuuren",
        _DOUBLE,
        None,
        Needs(F_PURE_NINE_GATES, then=_chuuren_suit),
        "yakuman",
        ("chuuren",) + _ORDINARY,
    ),
    RowSpec("chuuren", _Y, None, Needs(F_NINE_GATES, then=_chuuren_suit), "yakuman", _ORDINARY),
    RowSpec("tsuuiisou", _Y, _Y, Needs(F_ALL_HONORS), "yakuman", _ORDINARY),
    RowSpec("chinroutou", _Y, _Y, Needs(F_ALL_TERMINALS), "yakuman", _ORDINARY),
    # seed 003: 「部分規則中,無“發”的綠壹色稱爲“純綠壹色”,計2倍役滿。也有部分規則中,綠壹色必須帶“發”」:
    # option ryuuiisou any / pure_double / hatsu_required
    RowSpec(
        "junsei_ryuuiisou",
        _DOUBLE,
        _DOUBLE,
        Needs(F_ALL_GREEN, forbid=F_HATSU_HELD),
        "yakuman",
        ("ryuuiisou",) + _ORDINARY,
        "_junsei_ryuuiisou",
    ),
    RowSpec("ryuuiisou", _Y, _Y, Needs(F_ALL_GREEN, then=_ryuuiisou_hatsu), "yakuman", _ORDINARY),
    # seed 003: suukantsu 「1倍役滿(部分規則計2倍役滿)」: option suukantsu_double
    RowSpec(
        "suukantsu",
        OptionValue("_suukantsu_han"),
        OptionValue("_suukantsu_han"),
        Needs(F_FOUR_KONGS),
        "yakuman",
        _ORDINARY,
    ),
)

#: the fu sources: rows without a predicate, found all at once by :class:`RiichiFacts` (``fu``),
#: which reads each set, the pair and the wait once; no row rules a fu source out
_FU: Final[tuple[RowSpec, ...]] = tuple(
    RowSpec(rid, value, value, None, "fu")
    for rid, value in (
        ("fu_base", 20),
        ("fu_chiitoitsu", 25),
        ("fu_menzen_ron", 10),
        ("fu_tsumo", 2),
        ("fu_open_pinfu", 2),
        ("fu_pung_simple_open", 2),
        ("fu_pung_simple_closed", 4),
        ("fu_pung_orphan_open", 4),
        ("fu_pung_orphan_closed", 8),
        ("fu_kong_simple_open", 8),
        ("fu_kong_simple_closed", 16),
        ("fu_kong_orphan_open", 16),
        ("fu_kong_orphan_closed", 32),
        ("fu_pair_dragon", 2),
        ("fu_pair_seat_wind", 2),
        ("fu_pair_round_wind", 2),
        ("fu_pair_double_wind", OptionValue(DOUBLE_WIND_FU)),
        ("fu_edge_wait", 2),
        ("fu_closed_wait", 2),
        ("fu_single_wait", 2),
    )
)

#: the ids of the fu rows
_FU_IDS: Final = frozenset(r.id for r in _FU)

_SHIISANPUUTAA_MANGAN: Final = RowSpec(
    "shiisanpuutaa_mangan", 5, None, None, "yaku", ("tenhou", "chiihou") + _ORDINARY, "_shiisanpuutaa_mangan"
)

#: the ids of the local yaku's rows (each off by default)
LOCAL_ROWS: Final = frozenset(r.id for r in _LOCAL_YAKUMAN + _LOCAL_YAKU + (_SHIISANPUUTAA_MANGAN,))

_ROWS: Final[tuple[RowSpec, ...]] = (
    _YAKUMAN + _LOCAL_YAKUMAN + _YAKU + _LOCAL_YAKU + (_SHIISANPUUTAA_MANGAN,) + _DORA + _FU
)


def _note(spec: RowSpec) -> str:
    if (
        spec.option is not None
        and spec.option.startswith("_")
        or spec.id in local.PREDICATES
        or spec.id == "shiisanpuutaa"
    ):
        return "local yaku, off by default: option " + _LOCAL_OPTION.get(spec.id, spec.id)
    if spec.section == "yakuman":
        return "double yakuman with the double_yakuman option" if spec.closed == _DOUBLE else "yakuman"
    if spec.section == "fu":
        return "fu"
    if spec.open is None:
        return "closed hands only"
    if spec.open_option:
        return f"open hands too with the {spec.open_option} option"
    return f"open hand: {spec.open} han" if spec.open != spec.closed else "open or closed"


#: the option that switches each local row on
_LOCAL_OPTION: Final = {
    "open_double_riichi": "open_riichi",
    "open_riichi_ron": "open_riichi",
    "renhou_han": "renhou",
    "junsei_hyakumangoku": "hyakumangoku",
    "daichisei_tsuuiisou": "daichisei",
    "shiisanpuutaa_mangan": "shiisanpuutaa",
}


def _gate(spec: RowSpec, option_keys: Sequence[str]) -> str | None:
    """The option a user sets to switch a row on (a derived one, ``_renhou_yakuman``, is read
    from ``renhou``)."""
    if spec.option is None:
        return None
    if not spec.option.startswith("_"):
        return spec.option
    name = _LOCAL_OPTION.get(spec.id) or spec.option[1:]
    if name in option_keys:
        return name
    # the longest option the derived name starts with (renhou_yakuman: renhou), else the
    # shortest that starts with it (toupei: toupei_shinkansen), else one it holds
    heads = sorted((k for k in option_keys if name.startswith(k)), key=len, reverse=True)
    longer = sorted((k for k in option_keys if k.startswith(name)), key=len)
    found = heads or longer or [k for k in option_keys if k in name]
    return found[0] if found else None


def build_table(
    open_hand: bool, specs: tuple[RowSpec, ...] | None = None, names_of: Mapping[str, tuple[Names, Names]] | None = None
) -> Table:
    """The table of closed or of open hands from row specs (default: riichi's own; a variant
    passes its rows and the names of the rows it adds)."""
    specs = _ROWS if specs is None else specs
    known = {**_NAMES, **(names_of or {})}
    present = {s.id for s in specs if not open_hand or s.open is not None}
    rows: list[Row] = []
    for s in specs:
        value = s.open if open_hand else s.closed
        if value is None:
            continue
        names, definition = known[s.id]
        excl: tuple[tuple[str, Mode], ...] = tuple((t, ALL) for t in s.excludes if t in present)
        option = (s.open_option or s.option) if open_hand else s.option
        rows.append(Row(s.id, names, value, definition, s.predicate, excl, option, s.section, _note(s)))
    # an open hand's table reads the item edits for open hands (Riichi.table_options)
    return Table(rows, edits_key=_OPEN_EDITS if open_hand else "items")


#: the option holding the item edits of open hands, derived from a preset's items
_OPEN_EDITS: Final = "_open_items"


#: every row of the riichi table, in table order (a variant builds its tables from them)
ROWS: Final = _ROWS
#: the tables of closed and of open hands
CLOSED_TABLE: Final = build_table(False)
OPEN_TABLE: Final = build_table(True)


def _open_edit(e: ItemEdit) -> ItemEdit:
    """An item edit as the table of open hands takes it: its open value; off where it is off
    or off on open hands; never switched on past the option an open hand needs (open tanyao)."""
    return ItemEdit(e.id, False if e.on is False or e.open_on is False else None, e.open_value)


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

# --- points -------------------------------------------------------------------------------------


#: the yakuman a player may be liable for (pao); suukantsu too with the pao_suukantsu option
_PAO: Final = ("daisangen", "daisuushii")


def _called(hand: Hand, rid: str) -> bool:
    """Whether the yakuman ``rid`` could make a player liable in this hand: every set of it is
    a called meld (daisangen: the three dragons; daisuushii: the four winds), or, suukantsu, one
    of the kongs is an open kong called from a discard (the fourth kan is a daiminkan)."""
    if rid == "suukantsu":
        return any(m.kind is MeldKind.KONG for m in hand.melds)
    wanted = _DRAGONS if rid == "daisangen" else _WINDS
    called = {m.first for m in hand.melds if not m.is_concealed and m.kind is not MeldKind.CHOW}
    return wanted <= called


# --- the rule set -------------------------------------------------------------------------------

#: the sections a reading's rows add up in (see _weights), as numbers
_FU_SECTION: Final = 0
_YAKUMAN_SECTION: Final = 1
_YAKU_SECTION: Final = 2
_OTHER_SECTION: Final = 3
_SECTION_NUMBERS: Final = {"fu": _FU_SECTION, "yakuman": _YAKUMAN_SECTION, "yaku": _YAKU_SECTION}
#: each effective table's rows with their section's number and value, by identity of the table
_WEIGHTS: Final[dict[int, tuple[EffectiveTable, dict[str, tuple[int, int]]]]] = {}


def _weights(eff: EffectiveTable) -> dict[str, tuple[int, int]]:
    """Each row of an effective table as (its section's number, its value): one lookup a row
    where a reading adds up its han and fu (two, and a text compared, otherwise). Made once per
    table (a table is made once per option set; at most a few hundred are kept)."""
    entry = _WEIGHTS.get(id(eff))
    if entry is None or entry[0] is not eff:
        if len(_WEIGHTS) >= 512:
            _WEIGHTS.clear()
        sections = eff.sections
        table = {rid: (_SECTION_NUMBERS.get(sections[rid], _OTHER_SECTION), value) for rid, value in eff.values.items()}
        entry = _WEIGHTS[id(eff)] = (eff, table)
    return entry[1]


def _add_indicator_fives(reds: list[int], fives: list[int], kinds: tuple[int, ...], red_suits: tuple[int, ...]) -> int:
    """Add one kind of indicator's red fives to ``reds`` and its fives to ``fives`` (both by
    suit, changed in place); the suit of a second red five, or -1 (and then the fives are
    not added)."""
    for suit in red_suits:
        reds[suit] = reds[suit] + 1
        if reds[suit] > 1:
            return suit
    for k in kinds:
        if k < 27 and k % 9 == 4:
            fives[k // 9] = fives[k // 9] + 1
    return -1


class _Reading:
    """One reading scored."""

    __slots__ = (
        "decomposition",
        "counted",
        "suppressed",
        "eff",
        "han",
        "fu",
        "raw_fu",
        "yakuman",
        "win",
        "has_yaku",
        "basic",
        "limit",
        "dealer",
        "self_drawn",
    )

    def __init__(
        self,
        decomposition: Decomposition | None,
        counted: list[tuple[str, int]],
        suppressed: tuple[Suppressed, ...],
        eff: EffectiveTable,
        tiles: HandTiles,
        ctx: dict[str, Any],
        opts: dict[str, Any],
    ) -> None:
        self.decomposition = decomposition
        self.counted = counted
        self.suppressed = suppressed
        self.eff = eff
        weights = _weights(eff)
        han = 0
        raw_fu = 0
        yakuman_han = 0
        yaku_han = 0
        win = False
        for rid, n in counted:
            sec, weight = weights[rid]
            value = weight * n
            if sec == _FU_SECTION:
                raw_fu += value
            else:
                han += value
                if sec == _YAKUMAN_SECTION:
                    yakuman_han += value
                    win = True
                elif sec == _YAKU_SECTION:
                    yaku_han += value
                    win = True
        self.has_yaku = win
        if win and not yakuman_han and yaku_han < 2 and opts["ryanhan_shibari"] and ctx["honba"] >= 5:
            win = False  # seed 003 (八連莊): 「本場數達到或超過5的時候2番起和」, dora not counted
        self.han = han
        self.raw_fu = raw_fu
        self.fu = raw_fu if decomposition is None or decomposition.shape is _SEVEN_PAIRS else -(-raw_fu // 10) * 10
        self.yakuman = yakuman_han // _Y
        self.win = win
        self.basic, self.limit = basic_points(han, self.fu, self.yakuman, opts) if win else (0, None)
        self.dealer = tiles.dealer
        self.self_drawn = bool(ctx["self_drawn"])

    @property
    def value(self) -> int:
        """The points of the win without honba and sticks (0: no win)."""
        return payments(self.basic, self.dealer, self.self_drawn, 0)[1] if self.win else 0

    def key(self) -> tuple[bool, int, int, int, int]:
        """What makes one reading better than another (asked only of a hand read more than one
        way): a win, then its points, then a yakuman, then han, then fu."""
        return (self.win, self.value, self.yakuman, self.han, self.fu)


#: the items made by _value_item, _counter_item and _rounding_item, by what they were made
#: from: plain dicts read with one lookup (a call through lru_cache costs three times as much
#: once compiled), emptied past _ITEMS_MAX so that memory stays flat
_VALUE_ITEMS: Final[dict[tuple[str | None, int, int, int], Item]] = {}
_COUNTER_ITEMS: Final[dict[tuple[str, int], Item]] = {}
_ROUNDING_ITEMS: Final[dict[int, Item]] = {}
_ITEMS_MAX: Final = 4096


def _value_item(limit: str | None, han_or_yakuman: int, fu: int, value: int) -> Item:
    """The points item of a hand: its limit (a multiple yakuman as 2×, 3×...) or its han and fu,
    and its value (equal ones are the same object)."""
    key = (limit, han_or_yakuman, fu, value)
    item = _VALUE_ITEMS.get(key)
    if item is None:
        if len(_VALUE_ITEMS) >= _ITEMS_MAX:
            _VALUE_ITEMS.clear()
        item = _VALUE_ITEMS[key] = _make_value_item(limit, han_or_yakuman, fu, value)
    return item


def _make_value_item(limit: str | None, han_or_yakuman: int, fu: int, value: int) -> Item:
    if limit is not None:
        label = LIMITS[limit][1]
        n = han_or_yakuman
        if limit == "yakuman" and n > 1:
            label = Names(f"{n}× {label.en}", f"{n}倍{label.zh_hans}", f"{n}倍{label.zh_hant}", f"{n}倍{label.ja}")
    else:
        han = han_or_yakuman
        label = _names(f"{han} han {fu} fu", f"{han} 番 {fu} 符", f"{han} 番 {fu} 符", f"{han}翻{fu}符")
    return Item("hand_value", label, value, 1, "points")


def _counter_item(rid: str, count: int) -> Item:
    """The item of the honba or the riichi sticks on the table (equal ones are the same object)."""
    key = (rid, count)
    item = _COUNTER_ITEMS.get(key)
    if item is None:
        if len(_COUNTER_ITEMS) >= _ITEMS_MAX:
            _COUNTER_ITEMS.clear()
        if rid == "honba":
            item = Item("honba", _HONBA, 300, count, "points")
        else:
            item = Item("riichi_sticks", _STICKS, 1000, count, "points")
        _COUNTER_ITEMS[key] = item
    return item


_ROUNDING: Final = _names("Rounded up to ten", "进位到十", "進位到十", "切り上げ")


def _rounding_item(fu: int) -> Item:
    """The fu added by rounding up to ten (equal ones are the same object)."""
    item = _ROUNDING_ITEMS.get(fu)
    if item is None:
        if len(_ROUNDING_ITEMS) >= _ITEMS_MAX:
            _ROUNDING_ITEMS.clear()
        item = _ROUNDING_ITEMS[fu] = Item("fu_rounding", _ROUNDING, fu, 1, "fu")
    return item


_HONBA: Final = _names("Honba", "本场", "本場", "本場")
_STICKS: Final = _names("Riichi sticks", "立直棒", "立直棒", "供託")


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


#: the context, options and constraints as a variant builds on them (three-player riichi)
CONTEXT_FIELDS: Final = _CONTEXT
OPTION_FIELDS: Final = _OPTIONS
CONSTRAINTS: Final = _CONSTRAINTS


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
