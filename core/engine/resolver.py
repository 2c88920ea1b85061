"""The resolver and the best reading: from the matches of one reading to what counts, and the
readings in order.

1. :func:`resolve` applies the exclusions from the highest row down (value, then table
   order): a row that counts rules out what it excludes, a row ruled out rules out nothing,
   and every suppressed match keeps the row that ruled it out and the reason as ``Names``.
   Then each :class:`~core.engine.rows.Adjustment` whose rows all count adds its fixed value
   (Taiwanese 字一色 minus 4 with the 三元 or 四喜 it always holds).
2. :func:`best_first` orders the readings by the rule set's key, highest first; of equal
   keys the reading that :func:`~core.shapes.decompose.decompose` gave first stays first, so the
   choice is deterministic (each rule set documents its key: MCR the total, then its
   preference of shape and wait).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, Final

from core.engine.rows import SAME, EffectiveTable, Instance, Structural, T
from core.engine.score import Names, Suppressed


def _same_tiles(a: Hashable, b: Hashable) -> bool:
    aa = set(a) if isinstance(a, tuple) else {a}
    bb = set(b) if isinstance(b, tuple) else {b}
    return bool(aa & bb)


#: whether this module runs compiled (mypyc's build of this file) or as Python source (see
#: _any_in)
_COMPILED: Final = not __file__.endswith(".py")


def _any_in(ids: list[str], rows: frozenset[str]) -> bool:
    """Whether any of ``ids`` is one of ``rows``. (Compiled, a loop: a membership test is a C
    call there and a method call goes through Python; a reading holds a few ids. Interpreted,
    ``isdisjoint``: the loop would be bytecode.)"""
    if not _COMPILED:
        return not rows.isdisjoint(ids)
    for rid in ids:
        if rid in rows:
            return True
    return False


def resolve(
    eff: EffectiveTable, found: list[Instance], structural: list[Structural]
) -> tuple[list[tuple[str, int]], tuple[Suppressed, ...]]:
    """Apply the exclusions from the highest row down, then the adjustments.

    Returns the counted rows as (id, count), in no set order (:func:`in_table_order` lists
    them), and every suppression (the structural ones and those of the exclusions), highest
    first. Matches of rows the options
    do not enable are dropped.
    """
    ids = [rid for rid, _key in found]
    if eff.disabled and _any_in(ids, eff.disabled):  # (a detector found a row the options switch off)
        found = [m for m in found if m[0] not in eff.disabled]
        ids = [rid for rid, _key in found]
    if structural and eff.disabled:  # (a row switched off is not in the table: not shown ruled out either)
        structural = [s for s in structural if s[0][0] not in eff.disabled]
    if not structural and not _any_in(ids, eff.excluders):
        # nothing found rules anything out: the counts do not depend on the order
        return _counted_as_found(eff, ids), ()
    # (The pass below is not kept by what was found, though readings of different hands often
    # find the same: the objects such a table keeps cost the garbage collector more than the
    # passes it saves.)
    order = eff.order
    # highest first; of equal rank, in the order found: place and index packed in one int
    # (a reading matches far fewer than 1024 instances)
    ranked = sorted([order[rid] * 1024 + i for i, rid in enumerate(ids)])
    alive: list[Instance] = [found[r & 1023] for r in ranked]
    ids = [rid for rid, _key in alive]
    dead: dict[int, str] = {}  # index in ``alive`` -> the row that ruled it out
    targets_of = eff.targets
    for i, rid in enumerate(ids):
        targets = targets_of.get(rid)
        if targets is None or i in dead:
            continue
        key = alive[i][1]
        budgets: dict[str, int] | None = None  # what an "at most N" exclusion may still rule out, by target
        # the matches in order, each once, looked up among the targets (a reading holds a few
        # matches; a yakuman rules out fifty rows, so the matches are the shorter list to walk)
        for j, tid in enumerate(ids):
            mode = targets.get(tid)
            if mode is None or j == i or j in dead:
                continue
            if mode == SAME and not _same_tiles(key, alive[j][1]):
                continue
            if isinstance(mode, int):
                if budgets is None:
                    budgets = {}
                budget = budgets.get(tid, mode)
                if budget == 0:
                    continue
                budgets[tid] = budget - 1
            dead[j] = rid
    counted: dict[str, int] = {}
    for i, rid in enumerate(ids):
        if i not in dead:
            counted[rid] = counted.get(rid, 0) + 1
    _add_adjustments(eff, counted)
    if not dead and not structural:
        return list(counted.items()), ()
    merged: dict[tuple[str, str | None, str], int] = {}
    why_of: dict[str, Names] = {}
    for j, by in dead.items():
        why = eff._not_counted_with[by]
        m: tuple[str, str | None, str] = (ids[j], by, why.en)
        why_of[why.en] = why
        merged[m] = merged.get(m, 0) + 1
    for (rid, _key), by2, why2 in structural:
        m = (rid, by2, why2.en)
        why_of[why2.en] = why2
        merged[m] = merged.get(m, 0) + 1
    listed = sorted([(order[m[0]] * 1024 + j, m, count) for j, (m, count) in enumerate(merged.items())])
    records = eff._suppressed
    out: list[Suppressed] = []
    for _place, m, count in listed:  # (the record lookup written out: no method call per record)
        key = (m[0], count, m[1], m[2])
        s = records.get(key)
        if s is None:
            s = eff.suppressed(m[0], count, m[1], why_of[m[2]])
        out.append(s)
    suppressed = tuple(out)
    return list(counted.items()), suppressed


def _counted_as_found(eff: EffectiveTable, ids: list[str]) -> list[tuple[str, int]]:
    """What :func:`resolve` counts when nothing found rules anything out: each row found, as
    often as found, then the adjustments (the exclusion pass skipped)."""
    counted: dict[str, int] = {}
    for rid in ids:
        counted[rid] = counted.get(rid, 0) + 1
    _add_adjustments(eff, counted)
    return list(counted.items())


def _add_adjustments(eff: EffectiveTable, counted: dict[str, int]) -> None:
    """Each adjustment whose rows all count (and one of ``when_any``, if given) counts once."""
    for adj in eff.adjustments:
        if all(r in counted for r in adj.when_all) and (not adj.when_any or any(r in counted for r in adj.when_any)):
            counted[adj.id] = 1


def in_table_order(eff: EffectiveTable, counted: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """Counted rows in table order (each row once)."""
    if len(counted) < 2:
        return counted
    no = eff.no
    # the pairs read as the objects they are (typed as pairs, compiled code would take each
    # apart and build it again)
    rows: list[Any] = counted
    # each row's place and index packed in one int: a list of ints sorts in C without comparing
    # tuples (a reading counts far fewer than 1024 rows)
    ranked = sorted([no[c[0]] * 1024 + i for i, c in enumerate(rows)])
    return [rows[r & 1023] for r in ranked]


def best_first(readings: list[T], key: Callable[[T], Any]) -> list[T]:
    """The readings ordered by ``key``, highest first. The sort is stable: of readings with
    equal keys the one :func:`~core.shapes.decompose.decompose` gave first stays first, so the
    reading a score shows never depends on anything but the hand."""
    if len(readings) > 1:
        readings.sort(key=key, reverse=True)
    return readings
