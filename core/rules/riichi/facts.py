"""The facts of a riichi hand and of one reading of it: the tiles and dora once per hand
(:class:`HandTiles`), the facts as bits (``F_*``) and per reading (:class:`RiichiFacts`,
with the fu sources), which the rows of :mod:`core.rules.riichi.rows` test."""

from __future__ import annotations

from typing import Any, Final

from core.engine.schema import WINDS
from core.engine.table import Facts
from core.model.hand import Hand, MeldKind
from core.model.notation import parse_tiles
from core.model.tiles import Tile, plain_tile_kinds
from core.shapes.decompose import RIICHI_SHAPES, Decomposition, GroupKind, Shape, Wait

# (A count in a list is changed as ``c[k] = c[k] + 1``, not ``c[k] += 1``: compiled, the second goes
# through Python's generic in-place add, sixty instructions more each time; see docs/engine.md.)

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
