"""Every way a complete hand splits into sets and a pair, and the special shapes.

Shared by all rule sets. A :class:`Decomposition` is one reading of a complete hand: its
groups (declared melds first, in the order declared, then the concealed groups sorted),
which group the winning tile completed, and the wait shape that implies. A hand with
several readings yields all of them, every placement of the winning tile included; the
rule set scores each and keeps the best.

What a reading is, and the shapes a rule set allows, are in :mod:`core.shapes.readings`;
whether counts are complete at all in :mod:`core.shapes.complete`. This module finds the
readings, and gives the names of :mod:`core.shapes.readings` that the rule sets import.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Final

from core.model.errors import NotAWinError
from core.model.hand import NO_WINNING_TILE, Hand, Meld, MeldKind, require_hand
from core.model.names import Names
from core.shapes.complete import (
    KNITTED_STRAIGHTS,
    _honors_knitted_pattern,
    _is_seven_pairs,
    _is_thirteen_orphans,
    _kinds_in,
    _knitted_held_by_pattern,
    _ranks_held,
    _total,
)
from core.shapes.readings import (
    MCR_SHAPES,
    RIICHI_SHAPES,
    TAIWAN_SHAPES,
    Counts,
    Decomposition,
    Group,
    GroupKind,
    Shape,
    ShapeRules,
    Wait,
)

# (A count in a list is changed as ``c[k] = c[k] + 1``, not ``c[k] += 1``: compiled, the second goes
# through Python's generic in-place add, sixty instructions more each time; see docs/engine.md.)

#: whether this module runs compiled (mypyc's build of this file) or as Python source: the few
#: helpers that read it take the form that is fast in each, a builtin's loop in C when
#: interpreted, a plain loop when compiled (where the builtin is called through Python)
_COMPILED: Final = not __file__.endswith(".py")


def _wait_in(kind: GroupKind, first: int, win: int) -> Wait:
    if kind is GroupKind.PAIR:
        return Wait.SINGLE
    if kind is GroupKind.PUNG:
        return Wait.DUAL_PUNG
    if kind is GroupKind.CHOW:
        pos = win - first
        if pos == 1:
            return Wait.CLOSED
        if pos == 0:
            return Wait.EDGE if first % 9 == 6 else Wait.TWO_SIDED
        return Wait.EDGE if first % 9 == 0 else Wait.TWO_SIDED
    return Wait.SPECIAL


_GROUP_SIZES: Final = {GroupKind.CHOW: 3, GroupKind.PUNG: 3, GroupKind.PAIR: 2}


def _tiles_of(kind: GroupKind, first: int) -> tuple[int, ...]:
    if kind is GroupKind.CHOW:
        return (first, first + 1, first + 2)
    return (first,) * _GROUP_SIZES[kind]


#: every group a concealed reading can hold, built once: readings share these objects
_CONCEALED_GROUPS: Final[dict[tuple[GroupKind, int], Group]] = {
    (kind, first): Group(kind, _tiles_of(kind, first))
    for kind in (GroupKind.CHOW, GroupKind.PUNG, GroupKind.PAIR)
    for first in range(34)
    if kind is not GroupKind.CHOW or (first < 27 and first % 9 <= 6)
}
_MELD_GROUP_KIND: Final = {
    MeldKind.CHOW: GroupKind.CHOW,
    MeldKind.PUNG: GroupKind.PUNG,
    MeldKind.KONG: GroupKind.KONG,
    MeldKind.ADDED_KONG: GroupKind.KONG,
    MeldKind.CONCEALED_KONG: GroupKind.KONG,
}
_meld_groups: dict[tuple[str, int], Group] = {}


def _meld_group(m: Meld) -> Group:
    """The group of a declared meld (one object per meld kind and tile, built on first use;
    keyed by the kind's value: an Enum member hashes in Python code)."""
    key = (m.kind._value_, m.tiles[0].kind)
    g = _meld_groups.get(key)
    if g is None:
        g = _meld_groups[key] = Group(_MELD_GROUP_KIND[m.kind], tuple(m.kinds()), m.kind)
    return g


def _declared_groups(hand: Hand) -> list[Group]:
    return [_meld_group(m) for m in hand.melds]


_SUIT_RANGES: Final = ((0, 9), (9, 9), (18, 9), (27, 7))


SuitSplits = tuple[tuple[tuple[Group, ...], Group | None], ...]
#: the splits of each suit's counts found so far, by suit (a tuple read by index: compiled, a
#: dict keyed by the suit's first kind cost a boxed lookup a suit), then by its counts as its
#: key (:func:`_suit_key`; read with a plain dict lookup where they are used: cheaper than
#: calling a cached function, compiled or not); a suit's table is emptied past _SPLITS_MAX
#: patterns, so memory stays flat whatever the input (a suit has some hundred thousand
#: patterns of at most fourteen tiles)
_SPLITS: Final[tuple[dict[Hashable, SuitSplits], ...]] = tuple({} for _suit in _SUIT_RANGES)
_SPLITS_MAX: Final = 65536


def _suit_key(counts: Counts, base: int, width: int) -> Hashable:
    """One suit's counts as the key of its table of splits, None for a suit with no tiles.
    Compiled, one number, four bits a kind (a hand holds at most four of a kind:
    :class:`~core.model.hand.Hand` refuses a fifth), made in native arithmetic where a slice of
    the counts would be made, compared with an empty suit, hashed and compared again.
    Interpreted, that slice: made and compared in C, where the number would be bytecode."""
    if _COMPILED:
        code = 0
        for i in range(base, base + width):
            code = (code << 4) | counts[i]
        return code if code else None
    part = counts[base : base + width]
    return None if part == _NO_TILES[width] else part


#: each kind's part of its suit's key once compiled (:func:`_suit_key`: four bits a kind, the
#: suit's first kind highest)
_KIND_CODE: Final = tuple(1 << (4 * ((8 if k < 27 else 6) - k % 9)) for k in range(34))


def _hand_suit_keys(hand: Hand) -> list[int] | None:
    """The keys :func:`_suit_key` gives the suits of the hand's concealed counts (0 for a suit
    with no tiles), added up tile by tile: a hand has fourteen tiles where the counts have 34
    places. None when interpreted (the keys are the counts' slices there)."""
    if not _COMPILED:
        return None
    # (four native numbers, listed once at the end: a list's items are objects, and each sum
    # stored in one would be a new one)
    m = p = s = z = 0
    for t in hand.standing:
        k = t.kind
        if k < 9:
            m += _KIND_CODE[k]
        elif k < 18:
            p += _KIND_CODE[k]
        elif k < 27:
            s += _KIND_CODE[k]
        else:
            z += _KIND_CODE[k]
    if hand.win is not None:  # (the body again, for the winning tile: a tuple of the fourteen tiles,
        k = hand.win.kind  # or one loop by index, cost 0.4k-0.6k instructions an MCR score)
        if k < 9:
            m += _KIND_CODE[k]
        elif k < 18:
            p += _KIND_CODE[k]
        elif k < 27:
            s += _KIND_CODE[k]
        else:
            z += _KIND_CODE[k]
    return [m, p, s, z]


def _kinds_of_key(key: int) -> int:
    """The number of kinds a suit's key holds (:func:`_suit_key`'s compiled form: a kind's four
    bits not zero; of the keys of several suits or'ed, the ranks any of them holds)."""
    n = 0
    while key:
        if key & 15:
            n += 1
        key >>= 4
    return n


def _kinds_of_keys(keys: list[int]) -> int:
    """The number of kinds the suits' keys hold (:func:`_hand_suit_keys`). Compiled, decompose
    reads it from the keys where it counted the 34 counts: a score then makes no counts unless a
    special shape is possible."""
    n = 0
    for key in keys:
        n += _kinds_of_key(key)
    return n


def _suit_counts(key: int, width: int) -> list[int]:
    """One suit's counts read back from its key (:func:`_suit_key`'s compiled form), for a
    suit pattern seen for the first time (a list: the search that splits it works on one)."""
    part = [0] * width
    i = width - 1
    while key:  # (the suit's last kind is the key's lowest four bits)
        part[i] = key & 15
        key >>= 4
        i -= 1
    return part


#: an empty suit, by width (see _suit_key)
_NO_TILES: Final = {9: (0,) * 9, 7: (0,) * 7}


def _suit_groups(part: Counts, base: int) -> SuitSplits:
    """Every split of one suit's counts into sets and at most one pair, as (sets in reading
    order, the pair or None), each multiset of groups once.

    The search goes kind by kind (:func:`_split_suit`): the tiles of the lowest kind left are
    all used there, as a pung or not, some chows starting there and perhaps the pair, so each
    split is made once. The splits come in the order that makes a reading's place depend only
    on its groups (the order :func:`decompose` keeps, which decides between readings of equal
    value): at the first kind where two splits differ, the one with a pung there comes first,
    then the one with more chows there. A suit of 3k tiles holds no pair, one of 3k+2 holds
    one, one of 3k+1 never splits."""
    return _split_counts(list(part), base)


def _split_counts(c: list[int], base: int) -> SuitSplits:
    """:func:`_suit_groups` of the counts as a list (changed and put back)."""
    total = 0
    for n in c:
        total += n
    if total % 3 == 1:
        return ()
    out: list[tuple[tuple[Group, ...], Group | None]] = []
    _split_suit(c, 0, base, base < 27, None, total % 3 == 2, [], out)
    return tuple(out)


#: the concealed groups by their first kind (``None`` where no chow starts), read by index: a
#: lookup keyed by (group kind, tile) would build and hash a tuple for every group of a split
_CHOW_AT: Final[tuple[Group | None, ...]] = tuple(_CONCEALED_GROUPS.get((GroupKind.CHOW, k)) for k in range(34))
_PUNG_AT: Final[tuple[Group, ...]] = tuple(_CONCEALED_GROUPS[(GroupKind.PUNG, k)] for k in range(34))
_PAIR_AT: Final[tuple[Group, ...]] = tuple(_CONCEALED_GROUPS[(GroupKind.PAIR, k)] for k in range(34))


def _split_suit(
    c: list[int],
    i: int,
    base: int,
    suited: bool,
    pair: Group | None,
    pair_wanted: bool,
    sets: list[Group],
    out: list[tuple[tuple[Group, ...], Group | None]],
) -> None:
    """:func:`_suit_groups`' search from place ``i`` of the counts ``c`` (changed and put back):
    ``sets`` holds the sets taken so far, ``pair`` the pair, ``pair_wanted`` whether the pair
    is still to be taken; each complete split is added to ``out``. (A module function, not a
    nested one: the compiled core calls it directly, where a closure is a Python call.)"""
    n = len(c)
    while i < n and c[i] == 0:
        i += 1
    if i == n:
        if not pair_wanted:
            out.append((tuple(sets), pair))
        return
    here = c[i]
    c[i] = 0
    kind = base + i
    pung = 1 if here >= 3 else 0
    while pung >= 0:  # a pung here first, then none
        rest = here - 3 * pung
        most = _least(rest, c[i + 1], c[i + 2]) if suited and i <= 6 else 0
        chows = most
        while chows >= 0:  # the most chows starting here first
            left = rest - chows
            if left == 0 or (left == 2 and pair_wanted):
                if chows:
                    c[i + 1] = c[i + 1] - chows
                    c[i + 2] = c[i + 2] - chows
                    chow = _CHOW_AT[kind]
                    assert chow is not None
                    for _ in range(chows):
                        sets.append(chow)
                if pung:
                    sets.append(_PUNG_AT[kind])
                if left:
                    _split_suit(c, i + 1, base, suited, _PAIR_AT[kind], False, sets, out)
                else:
                    _split_suit(c, i + 1, base, suited, pair, pair_wanted, sets, out)
                del sets[len(sets) - chows - pung :]
                if chows:
                    c[i + 1] = c[i + 1] + chows
                    c[i + 2] = c[i + 2] + chows
            chows -= 1
        pung -= 1
    c[i] = here


def _least(a: int, b: int, c: int) -> int:
    """``min(a, b, c)`` (compiled, a comparison: the builtin called with several arguments goes
    through Python there; interpreted, the builtin)."""
    if not _COMPILED:
        return min(a, b, c)
    least = a if a < b else b
    return least if least < c else c


def _regular_readings(
    counts: Counts, sets: int, keys: list[int] | None = None, total: int = -1
) -> list[tuple[Group, ...]]:
    """Every split of 34 counts into ``sets`` sets and one pair, as concealed groups in reading
    order (sets by tile, chow before pung, the pair last); each multiset of groups once.
    ``keys``: the suits' keys of the same counts (:func:`_hand_suit_keys`), if found already;
    the counts are then read only for a suit pattern seen for the first time (from its key:
    ``counts`` may be empty), and ``total`` is their number of tiles."""
    if (_total(counts) if total < 0 else total) != 3 * sets + 2:
        return []
    suits: list[SuitSplits] = []
    one_way = True
    for suit in range(4):
        width = 9 if suit < 3 else 7
        if keys is None:
            key: Hashable = _suit_key(counts, 9 * suit, width)
        else:
            key = keys[suit] or None
        if key is None:
            continue
        known = _SPLITS[suit]
        options = known.get(key)
        if options is None:
            if len(known) >= _SPLITS_MAX:
                known.clear()
            base = 9 * suit  # (worked out: a pair read from _SUIT_RANGES is boxed once compiled)
            if keys is None:
                options = _suit_groups(counts[base : base + width], base)
            else:
                options = _split_counts(_suit_counts(keys[suit], width), base)
            known[key] = options
        if not options:
            return []
        suits.append(options)
        one_way = one_way and len(options) == 1
    if one_way:  # the usual case: each suit splits one way
        groups: list[Group] = []
        pair: Group | None = None
        for options in suits:
            s2, p2 = options[0]
            groups.extend(s2)
            if p2 is not None:
                if pair is not None:
                    return []
                pair = p2
        if pair is None:
            return []
        groups.append(pair)
        return [tuple(groups)]
    partial: list[tuple[tuple[Group, ...], Group | None]] = [((), None)]
    for options in suits:
        partial = [
            (s + s2, p if p2 is None else p2) for s, p in partial for s2, p2 in options if p is None or p2 is None
        ]
    return [s + (p,) for s, p in partial if p is not None]


def _holds_kind(tiles: tuple[int, ...], kind: int) -> bool:
    """``kind in tiles`` (compiled, a loop: ``in`` on a tuple boxes the number and goes through
    Python's sequence protocol there; interpreted, ``in``)."""
    if not _COMPILED:
        return kind in tiles
    for k in tiles:
        if k == kind:
            return True
    return False


def _holds_object(items: list[Group], g: Group) -> bool:
    """``g`` itself (not an equal group) is in ``items``."""
    for t in items:
        if t is g:
            return True
    return False


def _place_win(
    shape: Shape, declared: tuple[Group, ...], concealed: tuple[Group, ...], win: int, out: list[Decomposition]
) -> None:
    """One decomposition per concealed group the winning tile can have completed; the groups
    are in reading order and shared objects, so equal groups are the same object."""
    groups = declared + concealed
    base = len(declared)
    tried: list[Group] = []
    for j, g in enumerate(concealed):
        if not _holds_kind(g.tiles, win) or _holds_object(tried, g):
            continue
        tried.append(g)
        out.append(Decomposition(shape, groups, base + j, _wait_in(g.kind, g.tiles[0], win)))


#: the counts not made (see decompose)
_NO_COUNTS: Final[Counts] = ()


#: the lowest bit of each kind's four in a suit's key: none set when every count is even
_ODD_BITS: Final = 0x111111111


def _special_possible(
    shapes: ShapeRules, declared: bool, distinct: int, total: int, sets: int, ranks: int, even: bool
) -> bool:
    """Whether a special shape of the rule set could read the hand at all, by the gates
    :func:`decompose` tests them with (most hands: none, and their counts are never made).
    ``ranks``: the ranks the suited tiles hold (asked only with nine kinds or more); ``even``:
    False only if some kind is held an odd number of times."""
    if not declared and (
        (shapes.seven_pairs and distinct <= 7 and total == 14 and even)
        or (shapes.thirteen_orphans and distinct == 13)
        or (shapes.honors_and_knitted and distinct == 14)
        or (shapes.seven_pairs_and_pung and total == 17)
    ):
        return True
    return shapes.knitted_straight and sets >= 3 and ranks == 9


def _held(hand: Hand, counts: Counts) -> Counts:
    """The hand's concealed counts: ``counts`` if made already, else made now."""
    return counts if counts else tuple(hand.concealed_counts())


def decompose(hand: Hand, shapes: ShapeRules) -> list[Decomposition]:
    """Every reading of a complete hand (it must have its winning tile) under the rule set's
    shapes (``rules.shapes``: there is no default, so a riichi hand is never read by MCR's).

    Raises :class:`NotAWinError` when the hand has no winning tile. Returns an empty list
    when the tiles form no allowed shape; :func:`decompose_or_raise` raises instead.
    """
    require_hand(hand, "decompose")
    if not isinstance(shapes, ShapeRules):
        raise TypeError(f"the rule set's ShapeRules are needed (rules.shapes), not {type(shapes).__name__}")
    if hand.win is None:
        raise NotAWinError(NO_WINNING_TILE.en, code="no_winning_tile", names=NO_WINNING_TILE)
    win = hand.win.kind
    declared = tuple(_declared_groups(hand))
    sets = shapes.sets - len(declared)
    out: list[Decomposition] = []
    if sets < 0:
        return out
    keys = _hand_suit_keys(hand)
    total = len(hand.standing) + 1  # (the concealed tiles: the standing ones and the winning tile)
    # compiled, the suits' keys stand for the counts: the 34 counts are made only when a
    # special shape is possible (see _held)
    counts: Counts = _NO_COUNTS if keys is not None else tuple(hand.concealed_counts())
    # every shape's concealed groups are shared objects in reading order (the special groups,
    # one to a reading, are made here), so _place_win tells equal groups apart by identity
    for concealed in _regular_readings(counts, sets, keys, total):
        _place_win(Shape.REGULAR, declared, concealed, win, out)
    if keys is None:
        distinct = _kinds_in(counts)
        ranks = _ranks_held(counts) if shapes.knitted_straight and distinct >= 9 else 0
    else:
        distinct = _kinds_of_keys(keys)
        ranks = _kinds_of_key(keys[0] | keys[1] | keys[2]) if shapes.knitted_straight and distinct >= 9 else 0
    even = keys is None or ((keys[0] | keys[1] | keys[2] | keys[3]) & _ODD_BITS) == 0
    if not _special_possible(shapes, bool(declared), distinct, total, sets, ranks, even):
        return out
    counts = _held(hand, counts)
    if not declared:
        if shapes.seven_pairs and distinct <= 7 and _is_seven_pairs(counts, shapes.seven_pairs_quads):
            pairs = tuple(_PAIR_AT[k] for k in range(34) for _ in range(counts[k] // 2))
            _place_win(Shape.SEVEN_PAIRS, (), pairs, win, out)
        if shapes.thirteen_orphans and distinct == 13 and _is_thirteen_orphans(counts):
            tiles = tuple(sorted(k for k in range(34) for _ in range(counts[k])))
            _place_win(Shape.THIRTEEN_ORPHANS, (), (Group(GroupKind.ORPHANS, tiles),), win, out)
        if shapes.honors_and_knitted and distinct == 14 and _honors_knitted_pattern(counts) is not None:
            tiles = tuple(k for k in range(34) if counts[k])
            _place_win(Shape.HONORS_AND_KNITTED, (), (Group(GroupKind.HONORS_KNITTED, tiles),), win, out)
        if shapes.seven_pairs_and_pung and total == 17:
            for k in range(34):
                if counts[k] >= 3:
                    rest = list(counts)
                    rest[k] = rest[k] - 3
                    if all(n % 2 == 0 for n in rest) and (shapes.seven_pairs_quads or all(n in (0, 2) for n in rest)):
                        groups = (_PUNG_AT[k],) + tuple(_PAIR_AT[j] for j in range(34) for _ in range(rest[j] // 2))
                        _place_win(Shape.SEVEN_PAIRS_AND_PUNG, (), groups, win, out)
    if shapes.knitted_straight and sets >= 3 and ranks == 9:
        for pattern, held in zip(KNITTED_STRAIGHTS, _knitted_held_by_pattern(counts)):
            if held == 9:
                rest = list(counts)
                for k in pattern:
                    rest[k] = rest[k] - 1
                knitted = Group(GroupKind.KNITTED, pattern)
                for reading in _regular_readings(tuple(rest), sets - 3):
                    _place_win(Shape.KNITTED_STRAIGHT, declared, (knitted,) + reading, win, out)
    return out


#: tiles that form no shape of the rule set (``str.format`` template in every language)
E_NOT_A_WIN: Final = Names(
    "{hand} is not a winning hand: its tiles do not split into {sets} sets and a pair or a special shape",
    "{hand} 不是和牌：这些牌组不成 {sets} 组面子加一对将，也不是特殊牌型",
    "{hand} 不是和牌：這些牌組不成 {sets} 組面子加一對將，也不是特殊牌型",
    "{hand} は和了形ではありません：{sets} 面子 1 雀頭にも特殊な形にもなりません",
)


def decompose_or_raise(hand: Hand, shapes: ShapeRules) -> list[Decomposition]:
    """Like :func:`decompose`, but a hand with no reading raises :class:`NotAWinError`."""
    result = decompose(hand, shapes)
    if not result:
        from core.model.hand import format_hand

        msg = E_NOT_A_WIN.format(hand=format_hand(hand), sets=shapes.sets)
        raise NotAWinError(msg.en, code="not_a_winning_hand", names=msg)
    return result


__all__ = [
    "Counts",
    "Decomposition",
    "E_NOT_A_WIN",
    "Group",
    "GroupKind",
    "MCR_SHAPES",
    "RIICHI_SHAPES",
    "Shape",
    "ShapeRules",
    "SuitSplits",
    "TAIWAN_SHAPES",
    "Wait",
    "decompose",
    "decompose_or_raise",
]
