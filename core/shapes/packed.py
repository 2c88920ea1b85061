"""Memo tables the cycle collector never walks: a suit's counts packed into an int, kept with a
value that holds no references (bytes, an int, a bool).

Why not ``functools.lru_cache``: Python's cycle collector walks every key and value of a cache
of tuples at each full collection, and the tables of suit patterns reach 100,000 entries, so
one hand analysis in ten paid 20 to 100 ms for a collection (issue 44). A dict whose keys and
values are ints, bytes or bools is not tracked by the collector at all."""

from __future__ import annotations

from typing import Generic, TypeVar

from core.shapes.readings import Counts

V = TypeVar("V")


class PackedTable(Generic[V]):
    """A memo from packed counts (:func:`pack_counts`) to a value without references, emptied
    when it holds :attr:`most` entries, so memory stays flat over any input."""

    def __init__(self, most: int) -> None:
        self.most = most
        self.found: dict[int, V] = {}

    def keep(self, key: int, value: V) -> V:
        """Keep ``value`` for ``key`` and return it."""
        if len(self.found) >= self.most:
            self.found.clear()
        self.found[key] = value
        return value


def pack_counts(c: Counts) -> int:
    """The counts as one int: three bits a count (0 to 4) after a leading 1, so that counts of
    different lengths never meet."""
    key = 1
    for n in c:
        key = key * 8 + n
    return key
