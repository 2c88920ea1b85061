"""What a reading of a hand is, and which shapes a rule set allows.

A :class:`Decomposition` is one reading of a complete hand: its groups (:class:`Group`:
declared melds first, in the order declared, then the concealed groups sorted), which group
the winning tile completed, and the wait shape that implies (:class:`Wait`), of a
:class:`Shape`. :class:`ShapeRules` says which shapes a rule set allows and how many sets a
hand holds (:data:`MCR_SHAPES`, :data:`RIICHI_SHAPES`, :data:`TAIWAN_SHAPES`).
"""

from __future__ import annotations

from enum import Enum
from typing import Final, NamedTuple

from core.model.hand import MeldKind
from core.model.tiles import format_kinds
from core.model.value import assign_once, fields_repr, refuse_delete

Counts = tuple[int, ...]


class GroupKind(Enum):
    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"
    PAIR = "pair"
    KNITTED = "knitted"  # the nine tiles of a knitted straight (组合龙)
    ORPHANS = "orphans"  # the fourteen tiles of thirteen orphans
    HONORS_KNITTED = "honors_knitted"  # the fourteen tiles of honours-and-knitted (全不靠)


class Shape(Enum):
    REGULAR = "regular"  # sets and a pair
    SEVEN_PAIRS = "seven_pairs"
    THIRTEEN_ORPHANS = "thirteen_orphans"
    HONORS_AND_KNITTED = "honors_and_knitted"  # 全不靠 / 七星不靠
    KNITTED_STRAIGHT = "knitted_straight"  # 组合龙 + one set + a pair
    SEVEN_PAIRS_AND_PUNG = "seven_pairs_and_pung"  # 嚦咕嚦咕 (17 tiles)


class Wait(Enum):
    """How the winning tile completed its group."""

    TWO_SIDED = "two_sided"  # 45 waiting on 3 or 6
    EDGE = "edge"  # 12 waiting on 3, 89 on 7 (边张)
    CLOSED = "closed"  # 46 waiting on 5 (嵌张)
    SINGLE = "single"  # a lone tile waiting for its pair (单钓)
    DUAL_PUNG = "dual_pung"  # two pairs, one becomes a pung (双碰)
    SPECIAL = "special"  # a tile of a knitted, orphans or honours-knitted group


class ShapeRules(NamedTuple):
    """Which shapes count as complete, and how (each rule set passes its own)."""

    sets: int = 4  # sets besides the pair: 4 for 14 tiles, 5 for 17
    seven_pairs: bool = True
    seven_pairs_quads: bool = True  # four of a kind may count as two pairs (MCR yes, riichi no)
    thirteen_orphans: bool = True
    honors_and_knitted: bool = True
    knitted_straight: bool = True
    seven_pairs_and_pung: bool = False
    #: kinds the rule set's tiles do not include (three-player riichi: 2m to 8m): never waited
    #: on, never drawn
    missing: frozenset[int] = frozenset()


MCR_SHAPES: Final = ShapeRules()
RIICHI_SHAPES: Final = ShapeRules(seven_pairs_quads=False, honors_and_knitted=False, knitted_straight=False)
TAIWAN_SHAPES: Final = ShapeRules(
    sets=5,
    seven_pairs=False,
    thirteen_orphans=False,
    honors_and_knitted=False,
    knitted_straight=False,
    seven_pairs_and_pung=True,
)


class Group:
    """One group of a decomposition. ``tiles`` are kinds; ``meld`` is how it was declared
    (``None``: formed from the standing tiles and the winning tile). An immutable value
    written out by hand (see :mod:`core.model.value`), compared and hashed by its fields."""

    __slots__ = ("kind", "tiles", "meld")

    def __init__(self, kind: GroupKind, tiles: tuple[int, ...], meld: MeldKind | None = None) -> None:
        self.kind: Final[GroupKind] = kind
        self.tiles: Final[tuple[int, ...]] = tiles
        self.meld: Final[MeldKind | None] = meld

    def __setattr__(self, name: str, value: object) -> None:
        assign_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Group):
            return NotImplemented
        return self.kind is other.kind and self.tiles == other.tiles and self.meld is other.meld

    def __hash__(self) -> int:
        return hash((self.kind, self.tiles, self.meld))

    def __repr__(self) -> str:
        return fields_repr(self, "kind", "tiles", "meld")

    @property
    def first(self) -> int:
        return self.tiles[0]

    @property
    def declared(self) -> bool:
        return self.meld is not None

    @property
    def concealed(self) -> bool:
        """Not claimed from another player (a concealed kong is concealed)."""
        return self.meld is None or self.meld is MeldKind.CONCEALED_KONG

    @property
    def is_set(self) -> bool:
        """A chow, pung or kong."""
        return self.kind in (GroupKind.CHOW, GroupKind.PUNG, GroupKind.KONG)

    @property
    def is_pung_or_kong(self) -> bool:
        return self.kind in (GroupKind.PUNG, GroupKind.KONG)

    def __str__(self) -> str:
        body = format_kinds(self.tiles)
        if self.meld is MeldKind.CONCEALED_KONG:
            return "{" + body + "}"
        if self.meld is MeldKind.ADDED_KONG:
            return f"[{body}+]"
        if self.meld is not None:
            return f"[{body}]"
        return body


class Decomposition:
    """One reading of a complete hand: its shape, its groups, ``win_group`` (the index in
    ``groups`` of the group the winning tile completed) and the wait that implies.

    An immutable value written out by hand (see :mod:`core.model.value`): read-only fields,
    compared, hashed and shown by them.
    """

    __slots__ = ("_shape", "_groups", "_win_group", "_wait")

    def __init__(self, shape: Shape, groups: tuple[Group, ...], win_group: int, wait: Wait) -> None:
        self._shape = shape
        self._groups = groups
        self._win_group = win_group
        self._wait = wait

    @property
    def shape(self) -> Shape:
        return self._shape

    @property
    def groups(self) -> tuple[Group, ...]:
        return self._groups

    @property
    def win_group(self) -> int:
        return self._win_group

    @property
    def wait(self) -> Wait:
        return self._wait

    def _fields(self) -> tuple[Shape, tuple[Group, ...], int, Wait]:
        return (self._shape, self._groups, self._win_group, self._wait)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Decomposition):
            return NotImplemented
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return (
            f"Decomposition(shape={self._shape!r}, groups={self._groups!r}, win_group={self._win_group!r}, "
            f"wait={self._wait!r})"
        )

    @property
    def pair(self) -> Group | None:
        pairs = [g for g in self.groups if g.kind is GroupKind.PAIR]
        return pairs[0] if len(pairs) == 1 else None

    @property
    def sets(self) -> tuple[Group, ...]:
        return tuple(g for g in self.groups if g.is_set)

    def __str__(self) -> str:
        parts = []
        for i, g in enumerate(self.groups):
            parts.append(f"<{g}>" if i == self.win_group else str(g))
        return " ".join(parts) + f" ({self.shape.value}, {self.wait.value})"
