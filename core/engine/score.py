"""Result value objects: a score that explains itself.

A :class:`Score` is the whole answer for one hand under one rule set. It explains itself in
:attr:`Score.sections` (MCR: one section of fan; riichi: yaku in han, fu with each source,
points; Taiwanese: 台), each with its counted items, the items that matched but do not
count (with the item that rules each out and the reason), and a subtotal. Its
:attr:`Score.headline` is what the verdict line and the waits table show, whatever the rule
set; verdict reasons and payer roles come as :class:`Names` from the rule set's
:class:`Layout`, so a window translates nothing of its own.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from core.model.hand import Hand
from core.model.names import LANGS as LANGS, Names as Names, names as names
from core.model.value import Value
from core.shapes.readings import Decomposition

#: ``object.__setattr__``: sets a field of a :class:`Value` in its ``__init__`` (as a frozen
#: dataclass's generated one does)
_set = object.__setattr__


class Item(Value):
    """One counted scoring element: unit value times count, in one section of the result.

    (A :class:`Value`, not a ``NamedTuple``: a tuple's ``count`` is a method.)"""

    __slots__ = ("id", "names", "value", "count", "section")
    _compared = __slots__
    id: str
    names: Names
    value: int
    count: int
    section: str  # the section's id; "" is the rule set's first section

    def __init__(self, id: str, names: Names, value: int, count: int = 1, section: str = "") -> None:
        # each field set past Value's refusal, one call each (a score makes its items)
        _set(self, "id", id)
        _set(self, "names", names)
        _set(self, "value", value)
        _set(self, "count", count)
        _set(self, "section", section)

    @property
    def subtotal(self) -> int:
        return self.value * self.count


#: why an item did not count, when the rule set gives no words of its own
NO_REASON: Names = Names("not counted", "不计", "不計", "不計上")


class Suppressed(Value):
    """An element that matched but does not count, and why (``by``: the item that rules it
    out, ``None`` for a rule of combination; ``reason`` in English, ``why`` in every language)."""

    __slots__ = ("id", "names", "value", "count", "by", "reason", "why", "section")
    _compared = __slots__
    id: str
    names: Names
    value: int
    count: int
    by: str | None
    reason: str
    why: Names
    section: str

    def __init__(
        self,
        id: str,
        names: Names,
        value: int,
        count: int,
        by: str | None,
        reason: str,
        why: Names = NO_REASON,
        section: str = "",
    ) -> None:
        _set(self, "id", id)
        _set(self, "names", names)
        _set(self, "value", value)
        _set(self, "count", count)
        _set(self, "by", by)
        _set(self, "reason", reason)
        _set(self, "why", why)
        _set(self, "section", section)


class SectionSpec(NamedTuple):
    """A section a rule set's results have: its id, title and the unit of its items."""

    id: str
    title: Names
    unit: Names


class Section(NamedTuple):
    """One section of a result: counted items, suppressed items and their subtotal."""

    id: str
    title: Names
    unit: Names
    items: tuple[Item, ...]
    suppressed: tuple[Suppressed, ...]
    subtotal: int


class Payment(NamedTuple):
    """What one payer role hands the winner (``role`` as in the batch spec, ``names`` to show)."""

    role: str
    names: Names
    amount: int


class Headline(NamedTuple):
    """The verdict in one line: the number the waits table shows and the sentence the verdict
    line shows (a win, or why not), in every language."""

    value: int
    unit: Names
    win: bool
    text: Names


class NoFigures(NamedTuple):
    """The figures of a rule set whose results have none of their own (Taiwanese: the total
    in 台 says it all)."""


#: a result's figures of its own: a ``NamedTuple`` the rule set declares (``Layout.figures``):
#: immutable, typed fields, made as fast as a tuple (a figure set is made with every score)
Figures = NamedTuple
NO_FIGURES: NoFigures = NoFigures()


#: ``make_figures(RiichiFigures, (han, fu, ...))`` is ``RiichiFigures(han, fu, ...)`` without the
#: Python-level ``__new__`` a NamedTuple has: half the cost, and every score makes one
make_figures = tuple.__new__


def figure_pairs(figures: Any) -> tuple[tuple[str, Any], ...]:
    """A result's figures as (name, value) pairs in the order the rule set declares them: how
    code that knows no rule set reads them (the batch result, the verdict templates)."""
    return tuple(zip(figures._fields, figures))


class Layout(NamedTuple):
    """What the results of one rule set say about themselves, declared once by the rule set.

    ``sections``: the sections in display order (the first takes items with no section).
    ``win_text``: the verdict of a win, a template over ``{total}``, ``{unit}`` and the fields
    of the result's figures. ``reasons``: for each ``Score.reason`` the verdict of a hand that is
    not a win, a template over the same keys. ``roles``: the payer roles' names.
    ``figures``: the type of the result's own figures (a ``NamedTuple``: riichi's han, fu, limit
    and points), :class:`NoFigures` when it has none.
    ``headline_value``: the number the headline shows: ``"total"`` or a field of the figures.
    ``headline_item``: the id of an item whose name the verdicts may say as ``{item}`` (riichi:
    the points row, "Mangan", "2× Yakuman" or "3 han 30 fu", as a referee says a hand).
    ``reason_labels``: for each ``Score.reason``, its name in a word or two ("False win",
    "No yaku"), where a list has no room for the verdict (the hand analysis's marks).
    """

    unit: Names
    sections: tuple[SectionSpec, ...]
    win_text: Names
    reasons: tuple[tuple[str, Names], ...] = ()
    roles: tuple[tuple[str, Names], ...] = ()
    figures: type = NoFigures
    headline_value: str = "total"
    headline_item: str = ""
    reason_labels: tuple[tuple[str, Names], ...] = ()

    def reason_label(self, key: str) -> Names:
        """A reason's short name (see ``reason_labels``); "not a win" where none is declared."""
        for k, text in self.reason_labels:
            if k == key:
                return text
        return Names("not a win", "不能和牌", "不能胡牌", "和了不可")

    def reason(self, key: str) -> Names:
        for k, text in self.reasons:
            if k == key:
                return text
        return Names(f"not a win ({key})", f"不能和牌（{key}）", f"不能胡牌（{key}）", f"和了不可（{key}）")

    def role(self, key: str) -> Names:
        for k, text in self.roles:
            if k == key:
                return text
        return Names(key, key, key, key)


class TableName(NamedTuple):
    """Which table scored a hand: the preset the options came from (``""``: none named, the
    rule set's defaults), its names, the file it was read from (``""``: built in), and what
    the options change from it (option keys and ``items.ID``), so a referee can see which
    table was used and whether it was changed by hand."""

    preset: str = ""
    names: Names = Names("the rule set's defaults", "规则默认", "規則預設", "ルールの既定")
    file: str = ""
    changed: tuple[str, ...] = ()
    #: what ``changed`` names, as the window shows it (an option's or an item's name)
    changed_names: tuple[Names, ...] = ()

    def describe(self, lang: str = "en", file_name_only: bool = False) -> str:
        """One line: "Tenhou (preset tenhou)", "House (preset house, file rules.toml); changed: aka"
        (``file_name_only``: the file's name without its folder, where room is short)."""
        label = self.names.get(lang)
        where = [f"{_PRESET_WORD.get(lang)} {self.preset}"] if self.preset else []
        if self.file:
            shown = self.file.replace("\\", "/").rsplit("/", 1)[-1] if file_name_only else self.file
            where.append(f"{_FILE_WORD.get(lang)} {shown}")
        text = f"{label} ({', '.join(where)})" if where else label
        if self.changed:
            words = (
                [n.get(lang) for n in self.changed_names]
                if len(self.changed_names) == len(self.changed)
                else list(self.changed)
            )
            text += f"; {_CHANGED_WORD.get(lang)}: {_LIST_SEP.get(lang).join(words)}"
        return text

    def to_json(self) -> dict[str, Any]:
        return {"preset": self.preset or None, "file": self.file or None, "changed": list(self.changed)}


_PRESET_WORD = Names("preset", "预设", "預設", "プリセット")
_FILE_WORD = Names("file", "文件", "檔案", "ファイル")
_CHANGED_WORD = Names("changed", "已改", "已改", "変更")
_LIST_SEP = Names(", ", "、", "、", "、")
#: the table of options that name no preset
DEFAULT_TABLE: TableName = TableName()


_POINTS = Names("points", "分", "分", "点")
#: the layout of a result whose rule set declares none: one section of points
PLAIN_LAYOUT: Layout = Layout(
    unit=_POINTS,
    sections=(SectionSpec("items", Names("Items", "项目", "項目", "項目"), _POINTS),),
    win_text=Names("Win: {total} {unit}", "和牌：{total}{unit}", "胡牌：{total}{unit}", "和了：{total}{unit}"),
)


class Score(Value):
    """The full answer for one hand under one rule set, made with keywords only.

    Frozen like every value here. Its ``__init__`` is written out: it fills the instance's
    ``__dict__`` in one step, where the generated one sets each field through
    ``object.__setattr__`` (two and a half times slower, and a score is made for every
    hand scored: the waits table asks for two per winning tile). The sections, headline and
    payments are derived from the fields and the rule set's :class:`Layout` when first asked.
    """

    rules: str
    hand: Hand
    win: bool  # a legal win (MCR: 8 fan before flowers; riichi: a yaku)
    reason: str | None  # when not a win: "below_minimum", "no_yaku", ...
    total: int  # MCR fan with flowers; riichi han with dora; Taiwan tai
    items: tuple[Item, ...]  # every counted item, all sections
    suppressed: tuple[Suppressed, ...]  # every suppressed item, all sections
    decomposition: Decomposition | None
    pay: tuple[tuple[str, int], ...]  # by payer role, see the batch spec
    received: int
    #: the rule set's own figures, of the type its layout declares (riichi: han, fu, limit,
    #: points; MCR: the fan before flowers and the minimum); :data:`NO_FIGURES` when none
    figures: Any
    notes: tuple[str, ...]
    layout: Layout  # not compared and not shown: how the result presents itself, not what it is
    #: the notes as (template, arguments), filled in every language when first asked for
    #: (:attr:`remarks`): most scores are never shown, and formatting four languages would be
    #: a sixth of a score's time
    note_forms: tuple[tuple[Names, tuple[Any, ...]], ...]
    _compared = (
        "rules",
        "hand",
        "win",
        "reason",
        "total",
        "items",
        "suppressed",
        "decomposition",
        "pay",
        "received",
        "figures",
        "notes",
        "context",
        "note_forms",
        "table",
    )

    def __init__(
        self,
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
        context: tuple[tuple[str, Any], ...] = (),
        layout: Layout = PLAIN_LAYOUT,
        note_forms: tuple[tuple[Names, tuple[Any, ...]], ...] = (),
        table: TableName = DEFAULT_TABLE,
        table_of: Any = None,
        context_of: Any = None,
    ) -> None:
        self.__dict__.update(
            rules=rules,
            hand=hand,
            win=win,
            reason=reason,
            total=total,
            items=items,
            suppressed=suppressed,
            decomposition=decomposition,
            pay=pay,
            received=received,
            figures=figures,
            notes=notes,
            _context=context if context_of is None else None,
            _context_of=context_of,
            layout=layout,
            note_forms=note_forms,
            _table=table if table_of is None else None,
            _table_of=table_of,
        )

    @property
    def context(self) -> tuple[tuple[str, Any], ...]:
        """The context the hand was scored in: every key of the rule set's schema with its
        checked value, sorted by key. A rule set hands over ``context_of`` (itself and the
        checked context, which nothing changes afterwards) and the items are listed when first
        asked for: most scores (the waits, the analysis, the batch) never are, and listing
        thirty keys was a twelfth of a riichi score."""
        found: tuple[tuple[str, Any], ...] | None = self.__dict__["_context"]
        if found is None:
            rule_set, ctx = self.__dict__["_context_of"]
            found = self.__dict__["_context"] = rule_set.context_items(ctx)
        return found

    @property
    def table(self) -> TableName:
        """The table that scored the hand: the preset, its file, what the options changed from it.
        A rule set hands over ``table_of`` (itself and the checked options) and the name is made
        when first asked for: most scores (the waits, the analysis) are never shown."""
        found: TableName | None = self.__dict__["_table"]
        if found is None:
            rule_set, opts = self.__dict__["_table_of"]
            found = self.__dict__["_table"] = rule_set.table_name(opts)
        return found

    def item(self, id: str) -> Item | None:
        for it in self.items:
            if it.id == id:
                return it
        return None

    @property
    def sections(self) -> tuple[Section, ...]:
        """The result in the rule set's sections, each with its counted and suppressed items."""
        # derived views are computed once and kept in the instance's ``__dict__`` (the value is
        # frozen; the cache is no part of it)
        cached: tuple[Section, ...] | None = self.__dict__.get("_sections")
        if cached is None:
            specs = self.layout.sections
            first = specs[0].id if specs else ""
            out = []
            for spec in specs:
                items = tuple(it for it in self.items if (it.section or first) == spec.id)
                gone = tuple(s for s in self.suppressed if (s.section or first) == spec.id)
                if items or gone or spec is specs[0]:
                    out.append(Section(spec.id, spec.title, spec.unit, items, gone, sum(it.subtotal for it in items)))
            cached = self.__dict__["_sections"] = tuple(out)
        return cached

    def _values(self) -> dict[str, Any]:
        values: dict[str, Any] = dict(figure_pairs(self.figures))
        values.update(total=self.total, unit=self.layout.unit, received=self.received)
        if self.layout.headline_item:
            item = self.item(self.layout.headline_item)
            if item is not None:
                values["item"] = item.names
        return values

    @property
    def headline(self) -> Headline:
        """The verdict line: the number to show, and the sentence (a win, or why not)."""
        cached: Headline | None = self.__dict__.get("_headline")
        if cached is None:
            values = self._values()
            template = self.layout.win_text if self.win else self.layout.reason(self.reason or "")
            key = self.layout.headline_value
            value = self.total if key == "total" else int(getattr(self.figures, key, 0) or 0)
            cached = self.__dict__["_headline"] = Headline(value, self.layout.unit, self.win, template.format(**values))
        return cached

    @property
    def remarks(self) -> tuple[Names, ...]:
        """The notes in every language (``notes`` holds their English text, as the batch gives it;
        a note given only in English is shown as it is)."""
        cached: tuple[Names, ...] | None = self.__dict__.get("_remarks")
        if cached is None:
            if self.note_forms:
                cached = tuple(template.format(*args) for template, args in self.note_forms)
            else:
                cached = tuple(Names(n, n, n, n) for n in self.notes)
            self.__dict__["_remarks"] = cached
        return cached

    @property
    def payments(self) -> tuple[Payment, ...]:
        """What each payer role hands the winner, with the role's name in every language."""
        return tuple(Payment(role, self.layout.role(role), amount) for role, amount in self.pay)
