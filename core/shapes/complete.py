"""Whether a hand's concealed counts form a complete hand (:func:`is_complete`), without
listing its readings: the regular shape by suits, and the special shapes (seven pairs,
thirteen orphans, honors and knitted tiles, the knitted straight). The waits
(:mod:`core.shapes.waits`) ask it for every tile, and :func:`~core.shapes.decompose.decompose`
uses its tests of the special shapes.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import permutations
from typing import Final

from core.model.tiles import HONOR_KINDS, ORPHAN_KINDS
from core.shapes.packed import PackedTable, pack_counts
from core.shapes.readings import Counts, ShapeRules

# (A count in a list is changed as ``c[k] = c[k] + 1``, not ``c[k] += 1``: compiled, the second goes
# through Python's generic in-place add, sixty instructions more each time; see docs/engine.md.)


#: whether this module runs compiled (mypyc's build of this file) or as Python source: the few
#: helpers that read it take the form that is fast in each, a builtin's loop in C when
#: interpreted, a plain loop when compiled (where the builtin is called through Python)
_COMPILED: Final = not __file__.endswith(".py")


# --- the regular shape: sets and a pair, suit by suit ---------------------------------------


def _total(counts: Counts) -> int:
    """The number of tiles in counts. (Compiled, a loop: ``sum`` costs ten times the loop over a
    suit there. Interpreted, ``sum``: the loop would be bytecode.)"""
    if not _COMPILED:
        return sum(counts)
    n = 0
    for c in counts:
        n += c
    return n


def _kinds_in(counts: Counts) -> int:
    """The number of kinds held (as :func:`_total`: a loop compiled, ``tuple.count`` interpreted)."""
    if not _COMPILED:
        return len(counts) - counts.count(0)
    n = 0
    for c in counts:
        if c:
            n += 1
    return n


#: :func:`_suit_completes` by suit pattern: (honours, suited) x (sets only, sets and the pair)
_CAN_COMPLETE: Final = (
    (PackedTable[bool](65536), PackedTable[bool](65536)),
    (PackedTable[bool](65536), PackedTable[bool](65536)),
)


def _suit_can_complete(counts: Counts, suited: bool, want_pair: bool) -> bool:
    """:func:`_suit_completes`, as a table by suit pattern."""
    memo = _CAN_COMPLETE[suited][want_pair]
    key = pack_counts(counts)
    found = memo.found.get(key)
    if found is not None:
        return found
    return memo.keep(key, _suit_completes(counts, suited, want_pair))


def _suit_completes(counts: Counts, suited: bool, want_pair: bool) -> bool:
    """Whether one suit's counts split into sets (and one pair, with ``want_pair``)."""
    if _total(counts) % 3 != (2 if want_pair else 0):
        return False
    if not want_pair:
        return _all_sets(list(counts), suited)
    # The places of a set's tiles add up to a multiple of 3 (a chow's i, i+1, i+2; a pung's
    # 3i), so the pair's place p has 2p equal to the places of all the tiles modulo 3, that is
    # p = twice that sum, modulo 3: a third of the places are tried.
    weighted = 0
    for i in range(len(counts)):
        weighted += i * counts[i]
    for i in range(2 * weighted % 3, len(counts), 3):
        n = counts[i]
        if n >= 2:
            rest = list(counts)
            rest[i] = rest[i] - 2
            if _all_sets(rest, suited):
                return True
    return False


def _all_sets(c: list[int], suited: bool) -> bool:
    """Whether counts (changed in place) split into pungs and chows, in one pass from the
    lowest rank: the lowest rank's tiles are pungs or start chows, and three equal chows
    are three pungs, so its count modulo 3 is the number of chows it must start."""
    n = len(c)
    for i in range(n):
        r = c[i] % 3
        if r:
            if not suited or i + 2 >= n or c[i + 1] < r or c[i + 2] < r:
                return False
            c[i + 1] = c[i + 1] - r
            c[i + 2] = c[i + 2] - r
    return True


def _is_regular(counts: Counts, sets: int) -> bool:
    if _total(counts) != 3 * sets + 2:
        return False
    pair_suit = -1
    for idx, (base, width) in enumerate(((0, 9), (9, 9), (18, 9), (27, 7))):
        part = counts[base : base + width]
        s = _total(part)
        if s == 0:
            continue
        r = s % 3
        if r == 1:
            return False
        if r == 2:
            if pair_suit >= 0:
                return False
            pair_suit = idx
    if pair_suit < 0:
        return False
    for idx, (base, width) in enumerate(((0, 9), (9, 9), (18, 9), (27, 7))):
        part = counts[base : base + width]
        if not any(part):
            continue
        if not _suit_can_complete(part, idx < 3, idx == pair_suit):
            return False
    return True


# --- special shapes ----------------------------------------------------------------------


def _knitted_tiles(perm: tuple[int, ...]) -> tuple[int, ...]:
    """The nine tiles 147/258/369 with the suits in ``perm`` order: perm[0] takes 147..."""
    tiles: list[int] = []
    for offset, suit in enumerate(perm):
        tiles.extend(suit * 9 + offset + d for d in (0, 3, 6))
    return tuple(sorted(tiles))


_KNITTED_PERMS: Final[tuple[tuple[int, ...], ...]] = tuple(permutations(range(3)))
KNITTED_STRAIGHTS: Final[tuple[tuple[int, ...], ...]] = tuple(_knitted_tiles(p) for p in _KNITTED_PERMS)


@lru_cache(maxsize=65536)  # a table by suit pattern, bounded: memory stays flat over any input
def _knitted_held(part: Counts) -> tuple[int, int, int]:
    """How many of the offsets 147, 258 and 369 one suit holds (a table per suit pattern)."""
    return tuple(sum(1 for off in (r, r + 3, r + 6) if part[off]) for r in range(3))  # type: ignore[return-value]


def _ranks_held(counts: Counts) -> int:
    """How many of the ranks 1 to 9 the suited tiles hold, in any suit. A knitted straight
    holds each rank once: the tiles can hold one only if they hold all nine ranks, and eight of
    its tiles (a hand one short of it) need eight."""
    n = 0
    for r in range(9):
        if counts[r] or counts[9 + r] or counts[18 + r]:
            n += 1
    return n


def _knitted_held_by_pattern(counts: Counts) -> list[int]:
    """For each knitted straight (in :data:`KNITTED_STRAIGHTS` order), how many of its nine
    tiles the counts hold."""
    held = [_knitted_held(counts[0:9]), _knitted_held(counts[9:18]), _knitted_held(counts[18:27])]
    return [held[p[0]][0] + held[p[1]][1] + held[p[2]][2] for p in _KNITTED_PERMS]


def _is_seven_pairs(counts: Counts, quads: bool) -> bool:
    if _total(counts) != 14:
        return False
    if quads:
        return all(n % 2 == 0 for n in counts)
    return all(n in (0, 2) for n in counts)


def _is_thirteen_orphans(counts: Counts) -> bool:
    if _total(counts) != 14:
        return False
    return all(counts[k] >= 1 for k in ORPHAN_KINDS) and all(counts[k] == 0 for k in range(34) if k not in ORPHAN_KINDS)


def _honors_knitted_pattern(counts: Counts) -> tuple[int, ...] | None:
    """The knitted straight whose tiles (with honours) make 全不靠, if any."""
    if _total(counts) != 14 or any(n > 1 for n in counts):
        return None
    for pattern in KNITTED_STRAIGHTS:
        allowed = set(pattern) | set(HONOR_KINDS)
        if all(k in allowed for k in range(34) if counts[k]):
            return pattern
    return None


def _is_seven_pairs_and_pung(counts: Counts, quads: bool) -> bool:
    if _total(counts) != 17:
        return False
    for k in range(34):
        if counts[k] >= 3:
            rest = list(counts)
            rest[k] = rest[k] - 3
            if all(n % 2 == 0 for n in rest) and (quads or all(n in (0, 2) for n in rest)):
                return True
    return False


def is_complete(counts: Counts, shapes: ShapeRules, declared: int = 0) -> bool:
    """Whether concealed counts plus ``declared`` melds form a complete hand of any allowed shape."""
    sets = shapes.sets - declared
    if _is_regular(counts, sets):
        return True
    distinct = _kinds_in(counts)  # the special shapes need many different tiles
    if declared == 0:
        if shapes.seven_pairs and _is_seven_pairs(counts, shapes.seven_pairs_quads):
            return True
        if shapes.thirteen_orphans and distinct == 13 and _is_thirteen_orphans(counts):
            return True
        if shapes.honors_and_knitted and distinct == 14 and _honors_knitted_pattern(counts) is not None:
            return True
        if shapes.seven_pairs_and_pung and _is_seven_pairs_and_pung(counts, shapes.seven_pairs_quads):
            return True
    if shapes.knitted_straight and sets >= 3 and _total(counts) == 3 * sets + 2:
        for pattern, held in zip(KNITTED_STRAIGHTS, _knitted_held_by_pattern(counts)):
            if held == 9:
                rest = list(counts)
                for k in pattern:
                    rest[k] = rest[k] - 1
                if _is_regular(tuple(rest), sets - 3):
                    return True
    return False
