"""The scoring machinery every rule set shares: a rule set made of a table of rows.

A rule set's items are a :class:`~core.engine.rows.Table` of :class:`~core.engine.rows.Row`
values (:mod:`core.engine.rows`); for each reading of a hand, the rows that match are resolved
(:func:`~core.engine.resolver.resolve`) and the readings ordered by the rule set's key
(:func:`~core.engine.resolver.best_first`, :mod:`core.engine.resolver`). This module has
:class:`TableRuleSet`, which scores through them, the shared facts of a reading the rows'
predicates ask about (:class:`Facts`) and :func:`new_score`; it also gives the names of the
other two that the rule sets import.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from core.engine.items import EditableItem, ItemInfo
from core.engine.resolver import best_first, in_table_order, resolve
from core.engine.rows import (
    ALL,
    SAME,
    Adjustment,
    EffectiveTable,
    Mode,
    Needs,
    OptionValue,
    Row,
    Structural,
    Table,
    editable_of,
    higher_of,
    infos_of,
    item_record,
    items_of,
    on_before_edits,
)
from core.engine.ruleset import RuleSet
from core.engine.score import DEFAULT_TABLE, NO_FIGURES, PLAIN_LAYOUT, Item, Layout, Names, Score, Suppressed
from core.model.errors import NotAWinError
from core.model.hand import NO_WINNING_TILE, Hand, format_hand, require_hand
from core.shapes.decompose import decompose
from core.shapes.readings import Decomposition, GroupKind, ShapeRules
from core.shapes.waits import waits_on_one_kind

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


__all__ = [
    "ALL",
    "Adjustment",
    "E_NOT_A_WIN_UNDER",
    "EffectiveTable",
    "Evaluation",
    "Facts",
    "Mode",
    "Needs",
    "OptionValue",
    "Row",
    "SAME",
    "Structural",
    "Table",
    "TableRuleSet",
    "best_first",
    "editable_of",
    "higher_of",
    "in_table_order",
    "infos_of",
    "item_record",
    "items_of",
    "new_score",
    "on_before_edits",
    "resolve",
]
