"""The scoring machinery every rule set shares: tables of rows, the resolver, the best reading.

A rule set's items are a :class:`Table` of :class:`Row` values. A row has a stable id, its
:class:`~core.engine.score.Names` and a one-line definition in every language, a value (fixed, or
read from an option: :class:`OptionValue`), the section of the result it belongs to, the
option that enables it, what it rules out when it counts (``excludes``: MCR's 不计, the
Taiwanese "count only the higher"), and a predicate over the shared hand facts that says how
many times it matches. A predicate may be written as the facts it needs and rules out
(:class:`Needs`: bits of one mask per reading), which the table tests without a call
(riichi's rows). A rule set with fast detectors of its own (MCR finds many rows in one
pass over a reading) hands their matches to the same resolver; rows then need no predicate.

For one reading of a hand:

1. :meth:`EffectiveTable.match` asks each enabled row's predicate how often it matches (a
   detector may add matches of its own, and *structural* suppressions: matches a principle
   of combination rules out before any row does).
2. :func:`resolve` applies the exclusions from the highest row down (value, then table
   order): a row that counts rules out what it excludes, a row ruled out rules out nothing,
   and every suppressed match keeps the row that ruled it out and the reason as ``Names``.
   Then each :class:`Adjustment` whose rows all count adds its fixed value (Taiwanese 字一色
   minus 4 with the 三元 or 四喜 it always holds).
3. :func:`best_first` orders the readings by the rule set's key, highest first; of equal
   keys the reading that :func:`~core.shapes.decompose.decompose` gave first stays first, so the
   choice is deterministic (each rule set documents its key: MCR the total, then its
   preference of shape and wait).

The effective table (values, order, exclusions of the enabled rows) is built once per
option set (:meth:`Table.effective`), not per hand.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from itertools import compress
from operator import itemgetter
from typing import Any, Final, NamedTuple, TypeVar, cast

from core.engine.items import EditableItem, ItemEdit, ItemInfo
from core.engine.ruleset import RuleSet
from core.engine.score import DEFAULT_TABLE, NO_FIGURES, PLAIN_LAYOUT, Item, Layout, Names, Score, Suppressed
from core.model.errors import NotAWinError
from core.model.hand import NO_WINNING_TILE, Hand, format_hand, require_hand
from core.shapes.decompose import Decomposition, GroupKind, ShapeRules, decompose
from core.shapes.waits import waits_on_one_kind

#: an exclusion rules out every match of the target row
ALL: Final = "all"
#: an exclusion rules out the target's matches about the same tiles as the excluding match
SAME: Final = "same"

Mode = str | int  # ALL, SAME, or at most that many matches
Instance = tuple[str, Hashable]  # (row id, what the match is about: its tiles, or None)
#: a match ruled out before the exclusions: (the match, the row that rules it out or None, why)
Structural = tuple[Instance, str | None, Names]

T = TypeVar("T")


class OptionValue(NamedTuple):
    """A row value read from an (integer) option: MCR 双暗杠 6 or 8, a preset's 台 value."""

    key: str


class Row(NamedTuple):
    """One item of a rule table."""

    id: str
    names: Names
    value: int | OptionValue
    definition: Names | None = None
    #: how many times the row matches the shared facts of one reading (``None``: found by the
    #: rule set's own detector)
    predicate: Callable[[Any], int] | None = None
    #: when this row counts, these rows do not: every match (ALL), the matches about the same
    #: tiles (SAME), or at most N matches
    excludes: tuple[tuple[str, Mode], ...] = ()
    #: the (boolean) option that enables the row; ``None``: always on
    option: str | None = None
    section: str = ""
    note: str = ""
    #: off unless a preset's item edits switch it on (an item other tables have that the
    #: default one leaves out)
    off: bool = False
    #: the (boolean) option that, set, lets these rows of ``excludes`` count beside this one
    #: (a table that adds them where the default rules them out: the Taiwanese apps' 五暗刻
    #: with 碰碰胡 and 門清); ``None``: its exclusions always hold
    kept_with: tuple[str, tuple[str, ...]] | None = None


class Adjustment(NamedTuple):
    """A fixed value added once when every row of ``when_all`` counts and (if given) one of
    ``when_any`` does."""

    id: str
    names: Names
    delta: int
    when_all: tuple[str, ...]
    when_any: tuple[str, ...] = ()
    definition: Names | None = None
    section: str = ""


class Needs:
    """A row's predicate written as the facts it needs and the facts it rules out: bits of the
    reading's fact mask (``facts.mask``, which the rule set's facts set), then, if given, a
    predicate ``then`` asked only when the bits allow (for what a bit cannot say: an option).

    It is a predicate like any other: called with the facts, it answers 1 or 0 (or what
    ``then`` answers). :meth:`EffectiveTable.match` reads ``need``, ``forbid`` and ``then``
    itself and tests every such row in one loop, with no call per row: the compiled core pays
    far more for a call than for the test.
    """

    __slots__ = ("need", "forbid", "then")

    def __init__(self, need: int, forbid: int = 0, then: Callable[[Any], int] | None = None) -> None:
        if need < 0 or forbid < 0 or need & forbid:
            raise ValueError(f"Needs: bits needed and ruled out overlap or are negative: {need:#x}, {forbid:#x}")
        self.need: Final[int] = need
        self.forbid: Final[int] = forbid
        self.then: Final[Callable[[Any], int] | None] = then

    def __call__(self, facts: Any) -> int:
        mask: int = facts.mask
        if mask & self.need != self.need or mask & self.forbid:
            return 0
        return 1 if self.then is None else self.then(facts)

    def __repr__(self) -> str:
        return f"Needs({self.need:#x}, forbid={self.forbid:#x}, then={self.then!r})"


def higher_of(*ids: str) -> dict[str, tuple[tuple[str, Mode], ...]]:
    """Exclusions for items that necessarily come together: each rules out the others, and as
    the resolver goes from the highest row down, only the higher counts."""
    return {a: tuple((b, ALL) for b in ids if b != a) for a in ids}


#: the reason of a suppression by exclusion, when the table gives none ({by}: the row's names)
DEFAULT_EXCLUSION_REASON: Final = Names("not counted with {by}", "因{by}不计", "因{by}不計", "{by}と複合しない")


class Table:
    """A rule set's table: rows in table order, adjustments, and how an exclusion is worded."""

    def __init__(
        self,
        rows: Sequence[Row],
        adjustments: Sequence[Adjustment] = (),
        exclusion_reason: Names = DEFAULT_EXCLUSION_REASON,
        edits_key: str = "items",
    ) -> None:
        self.rows: tuple[Row, ...] = tuple(rows)
        #: the option that holds the item edits (:class:`~core.engine.items.ItemEdit`) this table
        #: takes: a preset's ``items`` (riichi's open table reads the edits for open hands)
        self.edits_key = edits_key
        self.adjustments: tuple[Adjustment, ...] = tuple(adjustments)
        self.exclusion_reason = exclusion_reason
        self.by_id: dict[str, Row] = {}
        for r in self.rows:
            if r.id in self.by_id:
                raise ValueError(f"rule table: row {r.id!r} twice")
            self.by_id[r.id] = r
        for r in self.rows:
            for target, _mode in r.excludes:
                if target not in self.by_id:
                    raise ValueError(f"rule table: row {r.id!r} excludes unknown row {target!r}")
            if len({target for target, _mode in r.excludes}) != len(r.excludes):
                raise ValueError(f"rule table: row {r.id!r} names a row it excludes twice")
            if r.kept_with is not None and not set(r.kept_with[1]) <= {t for t, _m in r.excludes}:
                raise ValueError(f"rule table: row {r.id!r} keeps a row it does not exclude")
        for a in self.adjustments:
            for rid in a.when_all + a.when_any:
                if rid not in self.by_id:
                    raise ValueError(f"rule table: adjustment {a.id!r} names unknown row {rid!r}")
        keys: list[str] = [edits_key]
        for r in self.rows:
            for k in (
                (r.value.key if isinstance(r.value, OptionValue) else None),
                r.option,
                r.kept_with[0] if r.kept_with is not None else None,
            ):
                if k is not None and k not in keys:
                    keys.append(k)
        #: the options the effective table depends on
        self.option_keys: tuple[str, ...] = tuple(keys)
        # their values read in one C call (checked options hold every key; see effective)
        self._key_of: Callable[[Mapping[str, Any]], Any] = itemgetter(*keys) if keys else _no_key
        self._effective: dict[Any, EffectiveTable] = {}

    def effective(self, options: Mapping[str, Any]) -> EffectiveTable:
        """The table under these options, built once per option set."""
        try:
            key = self._key_of(options)
        except KeyError:  # options not checked: a missing key takes no value
            key = tuple([options.get(k) for k in self.option_keys])
            key = key[0] if len(key) == 1 else key
        eff = self._effective.get(key)
        if eff is None:
            if len(self._effective) >= _EFFECTIVE_MAX:  # (memory stays flat whatever the options)
                self._effective.clear()
            eff = self._effective[key] = EffectiveTable(self, options)
        return eff

    def row(self, rid: str) -> Row:
        return self.by_id[rid]


#: the effective tables a table keeps, one per option set (then emptied, and made again)
_EFFECTIVE_MAX: Final = 256


def _no_key(options: Mapping[str, Any]) -> Any:
    return ()


class EffectiveTable:
    """A table under one option set: each row's value and place in the resolution order,
    the exclusions and predicates of the enabled rows, and the item records (immutable
    values, shared between scores)."""

    def __init__(self, table: Table, options: Mapping[str, Any]) -> None:
        self.table = table
        values: dict[str, int] = {}
        for r in table.rows:
            values[r.id] = int(options[r.value.key]) if isinstance(r.value, OptionValue) else r.value
        for a in table.adjustments:
            values[a.id] = a.delta
        edits: tuple[ItemEdit, ...] = options.get(table.edits_key) or ()
        switched: dict[str, bool] = {}
        for e in edits:
            if e.id not in values:  # (an item of the rule set's other table)
                continue
            if e.value is not None:
                values[e.id] = e.value
            if e.on is not None:
                switched[e.id] = e.on
        self.values = values
        #: table order (1-based), for listing counted items
        self.no: dict[str, int] = {r.id: i + 1 for i, r in enumerate(table.rows)}
        for i, a in enumerate(table.adjustments):
            self.no[a.id] = len(table.rows) + i + 1
        ranked = sorted(self.no, key=lambda rid: (-values[rid], self.no[rid]))
        #: the order exclusions are applied in: highest value first, then table order
        self.order: dict[str, int] = {rid: place for place, rid in enumerate(ranked)}
        self.enabled: frozenset[str] = frozenset(
            r.id
            for r in table.rows
            if switched.get(r.id, not r.off and (r.option is None or bool(options.get(r.option))))
        )
        self.adjustments_on: tuple[Adjustment, ...] = tuple(a for a in table.adjustments if switched.get(a.id, True))
        #: rows the options switch off: their matches are dropped
        self.disabled: frozenset[str] = frozenset(r.id for r in table.rows if r.id not in self.enabled)
        self.excludes: dict[str, tuple[tuple[str, Mode], ...]] = {}
        for r in table.rows:
            ex = r.excludes
            if r.kept_with is not None and options.get(r.kept_with[0]):  # (rows the options let count beside it)
                ex = tuple((t, m) for t, m in ex if t not in r.kept_with[1])
            if ex and r.id in self.enabled:
                self.excludes[r.id] = ex
        #: the rows that rule others out (a reading holding none of them needs no exclusion pass)
        self.excluders: frozenset[str] = frozenset(self.excludes)
        #: each excluding row's targets by id, with the mode (a row names a target once, see Table)
        self.targets: dict[str, dict[str, Mode]] = {rid: dict(ex) for rid, ex in self.excludes.items()}
        self.predicates: tuple[tuple[str, Callable[[Any], int]], ...] = tuple(
            (r.id, r.predicate) for r in table.rows if r.predicate is not None and r.id in self.enabled
        )
        self._predicates: tuple[Callable[[Any], int], ...] = tuple(p for _rid, p in self.predicates)
        # the rows written as fact bits (Needs), tested in match without a call: the bits each
        # needs (-1: a row with a predicate of its own) and rules out, and what it asks then
        self._need: tuple[int, ...] = tuple(p.need if isinstance(p, Needs) else -1 for p in self._predicates)
        self._forbid: tuple[int, ...] = tuple(p.forbid if isinstance(p, Needs) else 0 for p in self._predicates)
        self._then: tuple[Callable[[Any], int] | None, ...] = tuple(
            p.then if isinstance(p, Needs) else p for p in self._predicates
        )
        self._masks: bool = any(n >= 0 for n in self._need)
        self._ids: tuple[str, ...] = tuple(rid for rid, _p in self.predicates)
        # each row's first instance made once: most rows match once or not at all
        self._once: tuple[Instance, ...] = tuple((rid, 0) for rid in self._ids)
        self._places: range = range(len(self.predicates))
        self.adjustments: tuple[Adjustment, ...] = self.adjustments_on
        self.sections: dict[str, str] = {r.id: r.section for r in table.rows}
        for a in table.adjustments:
            self.sections[a.id] = a.section
        self._names: dict[str, Names] = {r.id: r.names for r in table.rows}
        for a in table.adjustments:
            self._names[a.id] = a.names
        self._not_counted_with: dict[str, Names] = {
            rid: table.exclusion_reason.format(by=self._names[rid]) for rid in self.excludes
        }
        self._suppressed: dict[tuple[str, int, str | None, str], Suppressed] = {}
        #: the item records made, by (row, count): a table holds few rows, each counted a few ways
        self._items: dict[str, dict[int, Item]] = {}

    def names(self, rid: str) -> Names:
        return self._names[rid]

    def match(self, facts: Any) -> list[Instance]:
        """The matches of every enabled row with a predicate, one instance per time it matches."""
        if self._masks:
            return self._match_by_mask(facts)
        counts = [predicate(facts) for predicate in self._predicates]
        found: list[Instance] = []
        # only the rows that matched are visited (compress skips the zeros in C): a reading
        # matches a handful of the table's rows
        for place in compress(self._places, counts):
            n = counts[place]
            if n == 1:
                found.append(self._once[place])
            else:
                rid = self._ids[place]
                found.extend([(rid, i) for i in range(n)])
        return found

    def _match_by_mask(self, facts: Any) -> list[Instance]:
        """:meth:`match` for a table with :class:`Needs` rows: those are tested against the fact
        mask here (their ``then`` asked only when the bits allow), the others asked as usual."""
        mask: int = facts.mask
        need = self._need
        forbid = self._forbid
        then = self._then
        found: list[Instance] = []
        for place in range(len(need)):
            bits = need[place]
            ask = then[place]
            if bits >= 0:
                if mask & bits != bits or mask & forbid[place]:
                    continue
                n = 1 if ask is None else ask(facts)
            else:
                assert ask is not None
                n = ask(facts)
            if n == 1:
                found.append(self._once[place])
            elif n > 1:
                rid = self._ids[place]
                found.extend([(rid, i) for i in range(n)])
        return found

    def item(self, rid: str, count: int) -> Item:
        """One counted item (equal ones are the same object)."""
        return item_record(self, rid, count)

    def suppressed(self, rid: str, count: int, by: str | None, why: Names) -> Suppressed:
        """One suppression record (equal ones are the same object)."""
        key = (rid, count, by, why.en)
        s = self._suppressed.get(key)
        if s is None:
            s = self._suppressed[key] = Suppressed(
                rid, self._names[rid], self.values[rid], count, by, why.en, why, self.sections[rid]
            )
        return s


def item_record(eff: EffectiveTable, rid: str, count: int) -> Item:
    """One counted item of a table (equal ones are the same object)."""
    return items_of(eff, [(rid, count)])[0]


def items_of(eff: EffectiveTable, counted: Sequence[tuple[str, int]]) -> list[Item]:
    """The counted rows, (id, count) each, as item records of the table, in the same order
    (equal ones are the same object: kept by the effective table, which lives as long as its
    option set, by row and then by count: two lookups of a text and a number cost less than
    one of an (id, count) pair, which compiled code would build again to look up)."""
    records = eff._items
    out: list[Item] = []
    # (walked as a list: compiled, a Sequence is walked through Python's iterator protocol)
    rows = cast("list[tuple[str, int]]", counted) if type(counted) is list else list(counted)
    for rid, n in rows:
        by_count = records.get(rid)
        if by_count is None:
            by_count = records[rid] = {}
        it = by_count.get(n)
        if it is None:
            it = by_count[n] = Item(rid, eff._names[rid], eff.values[rid], n, eff.sections[rid])
        out.append(it)
    return out


#: ``object.__new__`` and ``object.__setattr__`` kept as module constants: compiled, reading
#: them from ``object`` at every score is a method lookup through Python
_NEW_OBJECT: Final = object.__new__
_SET_ATTRIBUTE: Final = object.__setattr__


def new_score(
    *,
    rules: str,
    hand: Hand,
    win: bool,
    reason: str | None,
    total: int,
    items: tuple[Item, ...],
    suppressed: tuple[Suppressed, ...],
    decomposition: Decomposition | None,
    pay: tuple[tuple[str, int], ...],
    received: int,
    figures: Any = NO_FIGURES,
    notes: tuple[str, ...] = (),
    layout: Layout = PLAIN_LAYOUT,
    note_forms: tuple[tuple[Names, tuple[Any, ...]], ...] = (),
    table_of: Any = None,
    context_of: Any = None,
) -> Score:
    """``Score(...)``, the way the rule sets make theirs: the same fields in the same
    ``__dict__``, the context and the table named when first asked for (``context_of``,
    ``table_of``: see :attr:`Score.context`). Here and not in :mod:`core.engine.score`, which
    stays Python: compiled, a call with these keywords is a direct C call, where an interpreted
    call with seventeen keywords cost two fifths more (10k instructions of a 148k riichi score)."""
    made: Score = _NEW_OBJECT(Score)
    _SET_ATTRIBUTE(
        made,
        "__dict__",
        {
            "rules": rules,
            "hand": hand,
            "win": win,
            "reason": reason,
            "total": total,
            "items": items,
            "suppressed": suppressed,
            "decomposition": decomposition,
            "pay": pay,
            "received": received,
            "figures": figures,
            "notes": notes,
            "_context": None if context_of is not None else (),
            "_context_of": context_of,
            "layout": layout,
            "note_forms": note_forms,
            "_table": None if table_of is not None else DEFAULT_TABLE,
            "_table_of": table_of,
        },
    )
    return made


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


# --- a rule set that is a table of rows with predicates -----------------------------------------

# the members as module constants: reading GroupKind.CHOW goes through the enum's descriptor
# (about 100 ns in Python 3.11), and every reading of every score sorts its groups
_CHOW: Final = GroupKind.CHOW
_PUNG: Final = GroupKind.PUNG
_KONG: Final = GroupKind.KONG
_PAIR: Final = GroupKind.PAIR


class Facts:
    """The shared facts of one reading of a hand, for the rows' predicates: the hand, the
    reading, the checked context and options, and what most rows ask about (the sets by
    kind, the pair, concealment, the kinds held, whether the hand waited on one tile)."""

    def __init__(
        self,
        hand: Hand,
        decomposition: Decomposition | None,
        context: dict[str, Any],
        options: dict[str, Any],
        shapes: ShapeRules,
    ) -> None:
        # (the checked context and options, typed as the dicts they are: compiled, a dict's get
        # is a C call, a Mapping's goes through Python)
        self.hand = hand
        self.decomposition = decomposition
        self.context = context
        self.options = options
        self.shapes = shapes
        self.win: int = hand.win.kind if hand.win is not None else -1
        self.self_drawn = bool(context.get("self_drawn"))
        groups = decomposition.groups if decomposition is not None else ()
        # one pass over the groups, the kinds compared with module constants (see _CHOW)
        chows: list[int] = []
        pungs: list[int] = []
        kongs: list[int] = []
        pairs: list[int] = []
        for g in groups:
            kind = g.kind
            if kind is _CHOW:
                chows.append(g.tiles[0])
            elif kind is _PUNG:
                pungs.append(g.tiles[0])
            elif kind is _KONG:
                pungs.append(g.tiles[0])
                kongs.append(g.tiles[0])
            elif kind is _PAIR:
                pairs.append(g.tiles[0])
        #: the first tile of each chow
        self.chows: tuple[int, ...] = tuple(chows)
        #: the tile of each pung or kong
        self.pungs: tuple[int, ...] = tuple(pungs)
        self.kongs: tuple[int, ...] = tuple(kongs)
        #: the pair's tile (``None``: no pair, or a shape of many pairs)
        self.pair: int | None = pairs[0] if len(pairs) == 1 else None
        #: no claimed meld (a concealed kong keeps the hand concealed)
        self.concealed = hand.is_concealed
        self._kinds: frozenset[int] | None = None
        self._single_wait: bool | None = None

    @property
    def kinds(self) -> frozenset[int]:
        """Every kind the hand holds (found when first asked: few rule sets' rows ask)."""
        if self._kinds is None:
            self._kinds = frozenset([t.kind for t in self.hand.all_tiles()])
        return self._kinds

    @property
    def single_wait(self) -> bool:
        """The hand waited on the winning tile's kind only (the shared fact of 边张/嵌张/单钓将,
        獨聽)."""
        if self._single_wait is None:
            self._single_wait = waits_on_one_kind(self.hand, self.shapes)
        return self._single_wait


class Evaluation:
    """One reading scored: its counted rows (table order), suppressions and total."""

    __slots__ = ("decomposition", "counted", "suppressed", "total")

    def __init__(
        self,
        decomposition: Decomposition | None,
        counted: list[tuple[str, int]],
        suppressed: tuple[Suppressed, ...],
        total: int,
    ) -> None:
        self.decomposition = decomposition
        self.counted = counted
        self.suppressed = suppressed
        self.total = total


#: tiles that form no winning shape of the rule set (``str.format`` template in every language)
E_NOT_A_WIN_UNDER: Final = Names(
    "{hand} is not a winning hand under {title}",
    "按{title}，{hand} 不是和牌",
    "按{title}，{hand} 不是和牌",
    "{title}では {hand} は和了形ではありません",
)


def infos_of(table: Table, eff: EffectiveTable) -> tuple[ItemInfo, ...]:
    """Every row and adjustment of a table as listed, with its value and whether it counts
    under the effective table's options."""
    out = [
        ItemInfo(r.id, r.names, eff.values[r.id], r.note, r.definition, r.section, r.id in eff.enabled)
        for r in table.rows
    ]
    out += [
        ItemInfo(a.id, a.names, eff.values[a.id], "", a.definition, a.section, a in eff.adjustments_on)
        for a in table.adjustments
    ]
    return tuple(out)


def editable_of(table: Table, eff: EffectiveTable, open_eff: EffectiveTable | None = None) -> tuple[EditableItem, ...]:
    """The rows and adjustments of a table as a preset edits them (``open_eff``: the same
    rule set's table of open hands, whose values an edit sets apart)."""
    split = open_eff is not None
    out = [
        EditableItem(
            r.id,
            r.names,
            eff.values[r.id],
            r.id in eff.enabled,
            r.option,
            open_eff.values.get(r.id) if open_eff is not None else None,
            split,
        )
        for r in table.rows
    ]
    out += [
        EditableItem(a.id, a.names, a.delta, a in eff.adjustments_on, None, None, split, adjustment=True)
        for a in table.adjustments
    ]
    return tuple(out)


def on_before_edits(table: Table, opts: Mapping[str, Any]) -> frozenset[str]:
    """The rows of a table that count under (checked) options, their item edits left aside."""
    return table.effective({**opts, table.edits_key: ()}).enabled


class TableRuleSet(RuleSet):
    """A rule set that is data plus predicates: its :attr:`table` of rows, its schema and
    layout, and a few hooks (:meth:`validate`, :meth:`facts`, :meth:`verdict`,
    :meth:`payments`). :meth:`score` scores every reading through the shared resolver and
    keeps the one with the highest total (of equal totals, the first reading)."""

    table: Table

    def items(self, options: Mapping[str, Any] | None = None) -> tuple[ItemInfo, ...]:
        return infos_of(self.table, self.table.effective(self.check_options(options)))

    def find_editable_items(self) -> tuple[EditableItem, ...]:
        return editable_of(self.table, self.table.effective(self.check_options({})))

    def items_on(self, opts: Mapping[str, Any]) -> frozenset[str]:
        return on_before_edits(self.table, opts)

    # -- hooks -------------------------------------------------------------------------------
    def validate(self, hand: Hand, ctx: dict[str, Any], opts: dict[str, Any]) -> None:
        """Refuse a hand the rule set cannot score (default: no winning tile, wrong size)."""
        if hand.win is None:
            raise NotAWinError(NO_WINNING_TILE.en, code="no_winning_tile", names=NO_WINNING_TILE)
        hand.require_size(self.shapes.sets, self.title)

    def facts(
        self, hand: Hand, decomposition: Decomposition | None, ctx: dict[str, Any], opts: dict[str, Any]
    ) -> Facts:
        return Facts(hand, decomposition, ctx, opts, self.shapes)

    def verdict(self, total: int, ctx: dict[str, Any], opts: dict[str, Any]) -> str | None:
        """``None`` for a win, else the reason it is not one (a key of the layout's reasons)."""
        return None

    def payments(
        self, total: int, ctx: dict[str, Any], opts: dict[str, Any]
    ) -> tuple[tuple[tuple[str, int], ...], int]:
        """What each payer role pays a win of ``total``, and what the winner receives."""
        return (), 0

    def reading_key(self, ev: Evaluation) -> Any:
        return ev.total

    # -- scoring ---------------------------------------------------------------------------
    def evaluations(self, hand: Hand, ctx: dict[str, Any], opts: dict[str, Any]) -> list[Evaluation]:
        """Every reading scored, best first. A hand without its winning tile that the rule set
        still scores (:meth:`can_score`: a win by flowers alone) has one reading, of no shape."""
        decomps: list[Decomposition | None] = []
        if hand.win is not None:
            decomps.extend(decompose(hand, self.shapes))
        elif self.can_score(hand):
            decomps.append(None)
        if not decomps:
            msg = E_NOT_A_WIN_UNDER.format(hand=format_hand(hand), title=self.title)
            raise NotAWinError(msg.en, code="not_a_winning_hand", names=msg)
        eff = self.table.effective(opts)
        evals = []
        for d in decomps:
            counted, suppressed = resolve(eff, eff.match(self.facts(hand, d, ctx, opts)), [])
            counted = in_table_order(eff, counted)
            evals.append(Evaluation(d, counted, suppressed, sum(eff.values[rid] * n for rid, n in counted)))
        return best_first(evals, self.reading_key)

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
        reason = self.verdict(best.total, ctx, opts)
        pay, received = self.payments(best.total, ctx, opts) if reason is None else ((), 0)
        return new_score(
            rules=self.name,
            hand=hand,
            win=reason is None,
            reason=reason,
            total=best.total,
            items=tuple(items_of(eff, best.counted)),
            suppressed=best.suppressed,
            decomposition=best.decomposition,
            pay=pay,
            received=received,
            context_of=(self, ctx),
            layout=self.layout,
            table_of=(self, opts),
        )
