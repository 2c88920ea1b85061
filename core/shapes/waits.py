"""Waits (which tiles complete a standing hand) and shanten (how far a hand is from ready)."""

from __future__ import annotations

from collections.abc import Hashable
from functools import lru_cache
from typing import Final, NamedTuple

from core.model.errors import TileCountError
from core.model.hand import NO_WINNING_TILE, Hand, require_hand
from core.model.names import Names
from core.model.tiles import HONOR_KINDS, ORPHAN_KINDS, kind_name
from core.shapes.complete import (
    KNITTED_STRAIGHTS,
    _kinds_in,
    _knitted_held_by_pattern,
    _ranks_held,
    _suit_completes,
    _total,
    is_complete,
)
from core.shapes.decompose import _suit_key
from core.shapes.packed import PackedTable, pack_counts
from core.shapes.readings import Shape, ShapeRules

# (A count in a list is changed as ``c[k] = c[k] + 1``, not ``c[k] += 1``: compiled, the second goes
# through Python's generic in-place add, sixty instructions more each time; see docs/engine.md.)

Counts = tuple[int, ...]


class WinningTile(NamedTuple):
    """A tile that completes the hand, and how many of its four copies the hand already holds."""

    kind: int
    in_hand: int

    @property
    def exhausted(self) -> bool:
        """All four copies are in the hand: the wait is only on paper (空听)."""
        return self.in_hand >= 4

    @property
    def remaining(self) -> int:
        return max(0, 4 - self.in_hand)

    def __str__(self) -> str:
        return kind_name(self.kind) + ("(all 4 in hand)" if self.exhausted else "")


# the errors of waits and shanten, in every language (``str.format`` templates; the English is the message)
E_HAS_WIN = Names(
    "the hand already has a winning tile: waits and shanten are for a standing hand",
    "这手牌已有和牌张：听牌和向听数只适用于还没和牌的手牌",
    "這手牌已有和牌張：聽牌和向聽數只適用於還沒和牌的手牌",
    "この手牌にはすでに和了牌があります：待ちと向聴数は和了前の手牌について求めます",
)
E_TOO_MANY_MELDS = Names(
    "{melds} declared melds: the rule set allows {sets} sets",
    "{melds} 副副露：本规则最多 {sets} 组面子",
    "{melds} 副副露：本規則最多 {sets} 組面子",
    "副露が {melds} 組：このルールの面子は {sets} 組までです",
)
E_STANDING_SIZE = Names(
    "the standing hand has {have} tiles beside {melds} declared melds; a hand one tile short has {want}",
    "除 {melds} 副副露外，手中有 {have} 张牌；差一张和牌的手牌应有 {want} 张",
    "除 {melds} 副副露外，手中有 {have} 張牌；差一張和牌的手牌應有 {want} 張",
    "副露 {melds} 組のほかに手牌が {have} 枚あります。あと 1 枚で和了の手牌は {want} 枚です",
)
E_WAITS_SIZE = Names(
    "waits need a hand one tile short ({want} standing tiles), this one has {have}",
    "求听牌需要差一张和牌的手牌（{want} 张），这手牌有 {have} 张",
    "求聽牌需要差一張和牌的手牌（{want} 張），這手牌有 {have} 張",
    "待ちを求めるにはあと 1 枚で和了の手牌（{want} 枚）が必要です。この手牌は {have} 枚です",
)


def _check_standing(hand: Hand, shapes: ShapeRules) -> int:
    """The number of sets the standing tiles must still make; raises on a wrong tile count."""
    if hand.win is not None:
        raise TileCountError(E_HAS_WIN.en, code="tile_count", names=E_HAS_WIN)
    n = shapes.sets - len(hand.melds)
    if n < 0:
        msg = E_TOO_MANY_MELDS.format(melds=len(hand.melds), sets=shapes.sets)
        raise TileCountError(msg.en, code="tile_count", names=msg)
    have = len(hand.standing)
    if have not in (3 * n + 1, 3 * n + 2):
        msg = E_STANDING_SIZE.format(have=have, melds=len(hand.melds), want=3 * n + 1)
        raise TileCountError(msg.en, code="tile_count", names=msg)
    return n


def _require_shapes(shapes: object) -> None:
    """The rule set's shapes must be given: no silent default for a hand of any rule set."""
    if not isinstance(shapes, ShapeRules):
        raise TypeError(f"the rule set's ShapeRules are needed (rules.shapes), not {type(shapes).__name__}")


def waits(hand: Hand, shapes: ShapeRules) -> tuple[WinningTile, ...]:
    """Every tile kind that completes a standing hand one tile short under the rule set's
    shapes, in kind order.

    Tiles whose four copies are all in the hand are included and flagged ``exhausted``.
    """
    require_hand(hand, "waits and shanten")
    _require_shapes(shapes)
    n = _check_standing(hand, shapes)
    if len(hand.standing) != 3 * n + 1:
        msg = E_WAITS_SIZE.format(want=3 * n + 1, have=len(hand.standing))
        raise TileCountError(msg.en, code="tile_count", names=msg)
    in_hand = hand.counts()
    kinds = winning_kinds(tuple(hand.concealed_counts()), shapes, len(hand.melds))
    return tuple(WinningTile(k, in_hand[k]) for k in kinds)


def waits_on_one_kind(hand: Hand, shapes: ShapeRules) -> bool:
    """A complete hand waited on its winning tile's kind only: its standing tiles are won by
    no other kind (a kind whose four copies are all in the hand still counts as a wait). The
    one shared fact behind MCR's 边张/嵌张/单钓将 and the Taiwanese 獨聽."""
    require_hand(hand, "waits_on_one_kind")
    if hand.win is None:
        raise TileCountError(NO_WINNING_TILE.en, code="no_winning_tile", names=NO_WINNING_TILE)
    counts = hand.concealed_counts()
    counts[hand.win.kind] = counts[hand.win.kind] - 1  # (the standing tiles alone)
    # (not through winning_kinds' cache: a scored hand is seldom scored again, and its key, the
    # 34 counts and the shapes, costs as much to hash as the suit tables cost to read)
    kinds = _winning_kinds(tuple(counts), shapes, len(hand.melds))
    return len(kinds) == 1 and kinds[0] == hand.win.kind


@lru_cache(maxsize=8192)
def winning_kinds(concealed: Counts, shapes: ShapeRules, declared: int) -> tuple[int, ...]:
    """The kinds that complete these concealed counts (cached: the window asks again and again
    about the same standing tiles; see :func:`_winning_kinds`)."""
    return _winning_kinds(concealed, shapes, declared)


def _winning_kinds(concealed: Counts, shapes: ShapeRules, declared: int) -> tuple[int, ...]:
    """The kinds that complete these concealed counts.

    The regular shape is read suit by suit: adding a tile changes one suit, so a kind wins
    when its suit completes with it and the other suits are sets, or sets and the pair; what
    each suit's counts allow is kept in a table per suit pattern (:func:`_suit_waits`). The
    special shapes are tried only when the tiles could still make one, and only with the
    kinds that could complete it.
    """
    sets = shapes.sets - declared
    out: set[int] = set()
    if _total(concealed) + 1 == 3 * sets + 2:
        # A complete hand has every suit's count a multiple of 3 but the pair's, which is 3k+2.
        # So the new tile goes either to the one suit of 3k+1 tiles (which then holds the pair;
        # every other suit must be sets), or to one of two suits of 3k+2 tiles (the other one
        # holds the pair).
        info = [
            _suit_waits(concealed, 0),
            _suit_waits(concealed, 1),
            _suit_waits(concealed, 2),
            _suit_waits(concealed, 3),
        ]
        ones: list[int] = []  # the suits of 3k+1 tiles, and of 3k+2 (read in a loop: compiled,
        twos: list[int] = []  # a list's count and index are method calls through Python)
        for s in range(4):
            r = info[s].remainder
            if r == 1:
                ones.append(s)
            elif r == 2:
                twos.append(s)
        if len(ones) == 1 and not twos:
            s = ones[0]
            if _others_plain(info, s, s):
                base = 9 * s
                for off in info[s].wins(True):
                    out.add(base + off)
        elif not ones and len(twos) == 2:
            a, b = twos[0], twos[1]
            if _others_plain(info, a, b):
                for s, t in ((a, b), (b, a)):
                    if info[t].paired:
                        base = 9 * s
                        for off in info[s].wins(False):
                            out.add(base + off)
    special = _special_candidates(concealed, shapes, declared)
    if special:
        work = list(concealed)
        for k in sorted(special):
            if k in out:
                continue
            work[k] = work[k] + 1
            if is_complete(tuple(work), shapes, declared):
                out.add(k)
            work[k] = work[k] - 1
    return tuple(sorted(out))


class _SuitWaits:
    """What the waits need to know of one suit's counts (kept in a table per suit pattern,
    :func:`_suit_waits`): the number of tiles modulo 3, whether they are all sets (or none),
    whether they are sets and one pair, and (found when first asked) the offsets whose tile
    makes them sets, or sets and the pair."""

    __slots__ = ("part", "suited", "remainder", "plain", "paired", "_wins_sets", "_wins_pair")

    def __init__(self, part: Counts, suited: bool) -> None:
        self.part = part
        self.suited = suited
        r = _total(part) % 3
        self.remainder = r
        self.plain: bool = r == 0 and _suit_completes(part, suited, False)
        self.paired: bool = r == 2 and _suit_completes(part, suited, True)
        self._wins_sets: tuple[int, ...] | None = None
        self._wins_pair: tuple[int, ...] | None = None

    def wins(self, want_pair: bool) -> tuple[int, ...]:
        """The offsets in this suit whose tile makes its counts sets (and the pair, with ``want_pair``)."""
        if want_pair:
            if self._wins_pair is None:
                self._wins_pair = _suit_wins(self.part, self.suited, True)
            return self._wins_pair
        if self._wins_sets is None:
            self._wins_sets = _suit_wins(self.part, self.suited, False)
        return self._wins_sets


def _others_plain(info: list[_SuitWaits], a: int, b: int) -> bool:
    """Every suit but ``a`` and ``b`` is all sets (or empty)."""
    for i in range(4):
        if i != a and i != b and not info[i].plain:
            return False
    return True


#: each suit's table of what its counts allow (see _SuitWaits), by suit, then by the counts as
#: the key of decompose's tables of splits (one number once compiled); a table is emptied past
#: _SUIT_WAITS_MAX patterns, so memory stays flat whatever the input
_SUIT_WAITS: Final[tuple[dict[Hashable, _SuitWaits], ...]] = ({}, {}, {}, {})
_SUIT_WAITS_MAX: Final = 65536
#: an empty suit: all sets (none), no pair, and no tile alone completes it
_NO_SUIT_TILES: Final = _SuitWaits((0,) * 9, True)


def _suit_waits(counts: Counts, suit: int) -> _SuitWaits:
    """What one suit of the counts allows (0 characters, 1 dots, 2 bamboo, 3 honours)."""
    base = 9 * suit  # (worked out: a pair read from a table of suits is boxed once compiled)
    width = 9 if suit < 3 else 7
    key = _suit_key(counts, base, width)
    if key is None:
        return _NO_SUIT_TILES
    table = _SUIT_WAITS[suit]
    found = table.get(key)
    if found is None:
        if len(table) >= _SUIT_WAITS_MAX:
            table.clear()
        found = table[key] = _SuitWaits(counts[base : base + width], suit < 3)
    return found


def _near(part: Counts, off: int, n: int) -> bool:
    """Some tile is held one or two places from ``off`` in the suit."""
    for i in range(max(0, off - 2), min(n, off + 3)):
        if part[i]:
            return True
    return False


def _suit_wins(part: Counts, suited: bool, want_pair: bool) -> tuple[int, ...]:
    """The offsets in this suit whose tile makes its counts sets (and the pair, with
    ``want_pair``)."""
    if (_total(part) + 1) % 3 != (2 if want_pair else 0):
        return ()  # (no tile can: the count is wrong whichever is added)
    out = []
    work = list(part)
    n = len(part)
    for off in range(n):
        # a tile with none of its kind held nor any two places either side (a chow's reach) is
        # left alone, whatever else the suit holds
        if not part[off] and not (suited and _near(part, off, n)):
            continue
        work[off] = work[off] + 1
        if _suit_completes(tuple(work), suited, want_pair):
            out.append(off)
        work[off] = work[off] - 1
    return tuple(out)


def _regular_candidates(held: list[int]) -> set[int]:
    """A tile joins a pair or pung of its own kind (so it is held), or a chow with tiles at
    most two apart in its suit (so a neighbour is held): no other kind can complete."""
    out = set(held)
    for k in held:
        if k < 27:
            base = k - k % 9
            out.update(range(max(base, k - 2), min(base + 9, k + 3)))
    return out


def _special_candidates(concealed: Counts, shapes: ShapeRules, declared: int) -> set[int]:
    """Kinds that could complete a special shape these tiles could still make."""
    out: set[int] = set()
    knitted = shapes.knitted_straight and shapes.sets - declared >= 3
    if not knitted and declared:
        return out
    # Each shape needs a number of different kinds: seven pairs at most 7 (6 pairs and a
    # single), the knitted straight 8 or more, thirteen orphans 12 or more, honours and knitted 13.
    distinct = _kinds_in(concealed)
    if declared and distinct < 8:
        return out
    # (the kinds held are listed only where a shape asks: most hands are far from every one)
    if declared == 0:
        if shapes.seven_pairs and shapes.sets == 4 and distinct <= 7:
            held = _held(concealed)
            pairs = sum(concealed[k] // 2 if shapes.seven_pairs_quads else int(concealed[k] >= 2) for k in held)
            if pairs >= 6:
                out.update(held)
        if shapes.seven_pairs_and_pung and shapes.sets == 5:
            out.update(_held(concealed))
        if (
            shapes.thirteen_orphans
            and shapes.sets == 4
            and distinct >= 12
            and all(k in ORPHAN_KINDS for k in _held(concealed))
        ):
            out.update(ORPHAN_KINDS)
        if (
            shapes.honors_and_knitted
            and shapes.sets == 4
            and distinct == _total(concealed)  # no kind twice
            and sum(concealed[27:]) >= 4  # at most 9 knitted tiles: 4 or more honours beside them
            and sum(concealed[:27]) in _knitted_held_by_pattern(concealed)
        ):  # suited tiles all of one knitted straight
            out.update(range(34))
    if knitted and distinct >= 8 and _ranks_held(concealed) >= 8:
        for pattern, n in zip(KNITTED_STRAIGHTS, _knitted_held_by_pattern(concealed)):
            if n >= 8:
                out.update(pattern)
                out.update(_regular_candidates(_held(concealed)))
    return out


def _held(counts: Counts) -> list[int]:
    """The kinds held, in order."""
    return [k for k in range(34) if counts[k]]


# --- shanten --------------------------------------------------------------------------------


#: counts of sets and of partial sets are kept up to this many (no hand needs more than five sets)
_MOST: Final = 6
#: a split's state is its sets times two plus its pairs (0 or 1)
_STATES: Final = 2 * (_MOST + 1)


#: the Pareto-best splits of a suit pattern, each point a byte (see :func:`_point`)
_PARTIALS: Final = (PackedTable[bytes](65536), PackedTable[bytes](65536))  # honours, suited
#: the table of splits of a suit's tail, a byte a state (see :func:`_splits_from`)
_SPLITS: Final = (PackedTable[bytes](1 << 17), PackedTable[bytes](1 << 17))  # honours, suited


def _point(m: int, t: int, p: int) -> int:
    """A (sets, partial sets, pair) point in a byte: sets and partial sets are at most
    :data:`_MOST`, the pair 0 or 1."""
    return m << 4 | t << 1 | p


def _suit_partials(counts: Counts, suited: bool) -> bytes:
    """Pareto-best (sets, partial sets, pair) splits of one suit, a byte a point
    (:func:`_point`)."""
    memo = _PARTIALS[suited]
    key = pack_counts(counts)
    found = memo.found.get(key)
    if found is not None:
        return found
    table = _splits_from(counts, suited)
    points = {(state // 2, table[state] - 1, state % 2) for state in range(_STATES) if table[state]}
    return memo.keep(key, bytes(_point(m, t, p) for m, t, p in _pareto(points)))


# The splits of the tiles from a place on depend only on the counts from there on, not on the
# place: a suit's tail is split once for every suit that ends the same way (the hands of one
# analysis differ in one count, so most tails are shared).
def _splits_from(c: Counts, suited: bool) -> bytes:
    """The splits of the counts ``c`` (a suit's tail, its first place first) as a table by
    state (sets * 2 + pairs, each count up to :data:`_MOST`): one more than the most partial
    sets a split of that state has beside its sets and pair, 0 where no split has that state."""
    start = 0
    while start < len(c) and c[start] == 0:
        start += 1
    if start == len(c):
        return _NOTHING_LEFT
    if start:
        return _splits_from(c[start:], suited)
    memo = _SPLITS[suited]
    key = pack_counts(c)
    found = memo.found.get(key)
    if found is not None:
        return found
    first, rest = c[0], c[1:]
    n = len(c)
    out = [0] * _STATES

    def take(dm: int, dt: int, dp: int, tail: Counts) -> None:
        table = _splits_from(tail, suited)
        for state in range(_STATES):
            t = table[state]
            if t == 0 or (dp and state % 2):
                continue
            to = min(state // 2 + dm, _MOST) * 2 + state % 2 + dp
            out[to] = max(out[to], min(t + dt, _MOST + 1))

    if first >= 3:  # a pung
        take(1, 0, 0, (first - 3, *rest))
    if suited and n >= 3 and c[1] and c[2]:  # a chow
        take(1, 0, 0, (first - 1, c[1] - 1, c[2] - 1, *c[3:]))
    if first >= 2:  # the pair, or a pair as a partial set
        take(0, 0, 1, (first - 2, *rest))
        take(0, 1, 0, (first - 2, *rest))
    if suited and n >= 2 and c[1]:  # two in a row
        take(0, 1, 0, (first - 1, c[1] - 1, *c[2:]))
    if suited and n >= 3 and c[2]:  # two with a gap
        take(0, 1, 0, (first - 1, c[1], c[2] - 1, *c[3:]))
    take(0, 0, 0, (first - 1, *rest))  # a tile left alone
    return memo.keep(key, bytes(out))


#: the table of no tiles: no sets, no pair, no partial sets
_NOTHING_LEFT: Final = bytes([1] + [0] * (_STATES - 1))


def _pareto(points: set[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    """The points no other point matches or beats in all three counts. In descending order a
    point's betters all come before it, and one kept already beats it if any does."""
    kept: list[tuple[int, int, int]] = []
    for m, t, p in sorted(points, reverse=True):
        for m2, t2, p2 in kept:
            if m2 >= m and t2 >= t and p2 >= p:
                break
        else:
            kept.append((m, t, p))
    return kept


def regular_shanten(counts: Counts, sets: int) -> int:
    """Shanten of concealed counts towards ``sets`` sets and a pair (-1: complete).

    The hand's best is 2 * sets - 2m - t - p over its splits into m sets, t partial sets and p
    pairs (p at most 1), with m counted up to ``sets`` and t up to the sets still missing. Each
    suit's best splits come from :func:`_suit_partials`; the suits are joined keeping, for each
    count of sets so far (capped at ``sets``) and of pairs, only the most partial sets (capped
    too): what the later suits add depends on nothing else, so the answer is exact."""
    width = 2 * (sets + 1)  # a state is m * 2 + p; its value the most partial sets, -1 unreached
    most = [-1] * width
    most[0] = 0
    for base, size, suited in _SUITS:
        part = counts[base : base + size]
        if not any(part):
            continue
        splits = _suit_partials(tuple(part), suited)
        joined = [-1] * width
        for state in range(width):
            t = most[state]
            if t < 0:
                continue
            m, p = divmod(state, 2)
            for point in splits:
                m2, t2, p2 = point >> 4, point >> 1 & 7, point & 1
                if p + p2 > 1:
                    continue
                to = min(m + m2, sets) * 2 + p + p2
                joined[to] = max(joined[to], min(t + t2, sets))
        most = joined
    best = 99
    for state in range(width):
        t = most[state]
        if t >= 0:
            m, p = divmod(state, 2)
            best = min(best, 2 * sets - 2 * m - min(t, sets - m) - p)
    return best


#: (first kind, kinds, whether sets may be runs) of the three suits and the honours
_SUITS: Final = ((0, 9, True), (9, 9, True), (18, 9, True), (27, 7, False))


def seven_pairs_shanten(counts: Counts, quads: bool) -> int:
    if quads:
        return _pairs_with_quads(sum(n // 2 for n in counts), sum(n % 2 for n in counts))
    return _pairs_of_kinds(sum(1 for n in counts if n >= 2), sum(1 for n in counts if n >= 1))


def _pairs_with_quads(pairs: int, singles: int) -> int:
    """Seven pairs' shanten where four of a kind are two pairs, from the pairs and the odd tiles."""
    pairs = min(pairs, 7)
    return 6 - pairs + max(0, (7 - pairs) - singles)


def _pairs_of_kinds(pairs: int, kinds: int) -> int:
    """Seven pairs' shanten of seven different kinds, from the kinds held twice and held at all."""
    return 6 - pairs + max(0, 7 - kinds)


def thirteen_orphans_shanten(counts: Counts) -> int:
    kinds = sum(1 for k in ORPHAN_KINDS if counts[k])
    pair = any(counts[k] >= 2 for k in ORPHAN_KINDS)
    return 13 - kinds - (1 if pair else 0)


def honors_and_knitted_shanten(counts: Counts) -> int:
    honors = sum(1 for k in HONOR_KINDS if counts[k])
    best = 0
    for pattern in KNITTED_STRAIGHTS:
        best = max(best, sum(1 for k in pattern if counts[k]))
    return 13 - min(14, best + honors)


def knitted_straight_shanten(counts: Counts, sets: int) -> int:
    if sets < 3:
        return 99
    best = 99
    for pattern in KNITTED_STRAIGHTS:
        rest = list(counts)
        have = 0
        for k in pattern:
            if rest[k]:
                rest[k] = rest[k] - 1
                have += 1
        best = min(best, (9 - have) + regular_shanten(tuple(rest), sets - 3))
    return best


def seven_pairs_and_pung_shanten(counts: Counts, quads: bool) -> int:
    """Seven pairs and a pung: the pung's tiles taken from each kind held (or none held), the
    seven pairs' shanten of the rest worked out from the whole hand's figures, one kind changed."""
    if quads:
        pairs = sum(n // 2 for n in counts)
        singles = sum(n % 2 for n in counts)
        best = 3 + _pairs_with_quads(pairs, singles)  # no tile of the pung held yet
    else:
        pairs = sum(1 for n in counts if n >= 2)
        kinds = sum(1 for n in counts if n >= 1)
        best = 3 + _pairs_of_kinds(pairs, kinds)
    for n in counts:
        if n == 0:
            continue
        used = min(3, n)
        left = n - used
        if quads:
            rest = _pairs_with_quads(pairs - n // 2 + left // 2, singles - n % 2 + left % 2)
        else:
            rest = _pairs_of_kinds(pairs - (n >= 2) + (left >= 2), kinds - 1 + (left >= 1))
        best = min(best, 3 - used + rest)
    return best


class Shanten(NamedTuple):
    """Shanten by shape (-1 complete, 0 ready, 1 one tile from ready...) and the best."""

    by_shape: tuple[tuple[Shape, int], ...]

    @property
    def value(self) -> int:
        return min(v for _, v in self.by_shape)

    def of(self, shape: Shape) -> int | None:
        for s, v in self.by_shape:
            if s is shape:
                return v
        return None


def shanten(hand: Hand, shapes: ShapeRules) -> Shanten:
    """Shanten of a standing hand (13/16 tiles, or 14/17 before a discard) for each shape the
    rule set's shapes allow."""
    require_hand(hand, "waits and shanten")
    _require_shapes(shapes)
    _check_standing(hand, shapes)
    return shanten_of_counts(tuple(hand.concealed_counts()), shapes, len(hand.melds))


def shanten_of_counts(counts: Counts, shapes: ShapeRules, declared: int) -> Shanten:
    """:func:`shanten` of the concealed tiles as counts by kind, beside ``declared`` melds
    (what the hand analysis asks for every discard; the counts are not checked)."""
    return Shanten(
        tuple((shape, shape_shanten(shape, counts, shapes, declared)) for shape in allowed_shapes(shapes, declared))
    )


def allowed_shapes(shapes: ShapeRules, declared: int) -> tuple[Shape, ...]:
    """The shapes a hand with ``declared`` melds may take under the rule set's shapes."""
    n = shapes.sets - declared
    out = [Shape.REGULAR]
    if not declared:
        if shapes.seven_pairs and shapes.sets == 4:
            out.append(Shape.SEVEN_PAIRS)
        if shapes.thirteen_orphans and shapes.sets == 4:
            out.append(Shape.THIRTEEN_ORPHANS)
        if shapes.honors_and_knitted and shapes.sets == 4:
            out.append(Shape.HONORS_AND_KNITTED)
        if shapes.seven_pairs_and_pung and shapes.sets == 5:
            out.append(Shape.SEVEN_PAIRS_AND_PUNG)
    if shapes.knitted_straight and n >= 3:
        out.append(Shape.KNITTED_STRAIGHT)
    return tuple(out)


def shape_shanten(shape: Shape, counts: Counts, shapes: ShapeRules, declared: int) -> int:
    """The shanten of one shape (one of :func:`allowed_shapes`)."""
    n = shapes.sets - declared
    if shape is Shape.REGULAR:
        return regular_shanten(counts, n)
    if shape is Shape.SEVEN_PAIRS:
        return seven_pairs_shanten(counts, shapes.seven_pairs_quads)
    if shape is Shape.THIRTEEN_ORPHANS:
        return thirteen_orphans_shanten(counts)
    if shape is Shape.HONORS_AND_KNITTED:
        return honors_and_knitted_shanten(counts)
    if shape is Shape.SEVEN_PAIRS_AND_PUNG:
        return seven_pairs_and_pung_shanten(counts, shapes.seven_pairs_quads)
    return knitted_straight_shanten(counts, n)
