"""A rule set's items as data: a :class:`Table` of :class:`Row` values, and the effective table
of one option set.

A row has a stable id, its :class:`~core.engine.score.Names` and a one-line definition in every
language, a value (fixed, or read from an option: :class:`OptionValue`), the section of the
result it belongs to, the option that enables it, what it rules out when it counts
(``excludes``: MCR's 不计, the Taiwanese "count only the higher"), and a predicate over the
shared hand facts that says how many times it matches. A predicate may be written as the facts
it needs and rules out (:class:`Needs`: bits of one mask per reading), which the table tests
without a call (riichi's rows). A rule set with fast detectors of its own (MCR finds many rows
in one pass over a reading) hands their matches to the same resolver
(:mod:`core.engine.resolver`); rows then need no predicate.

The effective table (values, order, exclusions of the enabled rows) is built once per option
set (:meth:`Table.effective`), not per hand; :meth:`EffectiveTable.match` asks each enabled
row's predicate how often it matches (a detector may add matches of its own, and *structural*
suppressions: matches a principle of combination rules out before any row does).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from itertools import compress
from operator import itemgetter
from typing import Any, Final, NamedTuple, TypeVar, cast

from core.engine.items import EditableItem, ItemEdit, ItemInfo
from core.engine.score import Item, Names, Suppressed

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
