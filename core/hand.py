"""Hands: standing tiles, declared melds, the winning tile and flowers.

A :class:`Hand` is an immutable value. Building one validates it; every problem raises a
:class:`~core.errors.HandError` whose message names the tile, meld or flower at fault.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Iterable

from .errors import FlowerError, HandError, MeldError, TileCountError
from .tiles import (
    Flower,
    Tile,
    counts_of,
    format_tile,
    format_tiles,
    is_suited,
    kind_name,
    sort_key,
)


class MeldKind(Enum):
    """How a declared set was made."""

    CHOW = "chi"  # claimed chow (吃)
    PUNG = "pon"  # claimed pung (碰)
    KONG = "kan"  # exposed kong claimed from a discard (明杠)
    ADDED_KONG = "kakan"  # a claimed pung with the fourth tile added (加杠, also 明杠)
    CONCEALED_KONG = "ankan"  # concealed kong (暗杠)

    @property
    def is_kong(self) -> bool:
        return self in (MeldKind.KONG, MeldKind.ADDED_KONG, MeldKind.CONCEALED_KONG)

    @property
    def size(self) -> int:
        return 4 if self.is_kong else 3


@dataclass(frozen=True, slots=True)
class Meld:
    """A declared set. ``tiles`` are kept sorted."""

    kind: MeldKind
    tiles: tuple[Tile, ...]

    def __post_init__(self) -> None:
        tiles = tuple(sorted(self.tiles, key=sort_key))
        object.__setattr__(self, "tiles", tiles)
        text = format_tiles(tiles)
        label = f"{self.kind.value} {text}"
        if len(tiles) != self.kind.size:
            raise MeldError(
                f"meld '{label}': {self.kind.value} takes {self.kind.size} tiles, not {len(tiles)}",
                code="bad_meld",
            )
        kinds = [t.kind for t in tiles]
        if self.kind is MeldKind.CHOW:
            if not all(is_suited(k) for k in kinds):
                raise MeldError(f"meld '{label}': a chow cannot contain honours", code="bad_meld")
            if len({k // 9 for k in kinds}) != 1:
                raise MeldError(f"meld '{label}': a chow must be of one suit", code="bad_meld")
            if not (kinds[1] == kinds[0] + 1 and kinds[2] == kinds[0] + 2):
                raise MeldError(
                    f"meld '{label}': a chow is three consecutive numbers of one suit, like 123m",
                    code="bad_meld",
                )
        elif len(set(kinds)) != 1:
            raise MeldError(f"meld '{label}': {self.kind.value} takes {len(tiles)} copies of one tile", code="bad_meld")

    @property
    def first(self) -> int:
        """The lowest kind in the meld."""
        return self.tiles[0].kind

    @property
    def is_kong(self) -> bool:
        return self.kind.is_kong

    @property
    def is_concealed(self) -> bool:
        return self.kind is MeldKind.CONCEALED_KONG

    def kinds(self) -> list[int]:
        return [t.kind for t in self.tiles]

    def __str__(self) -> str:
        return f"{self.kind.value} {format_tiles(self.tiles)}"


def _sorted_tiles(tiles: Iterable[Tile]) -> tuple[Tile, ...]:
    return tuple(sorted(tiles, key=sort_key))


@dataclass(frozen=True, slots=True)
class Hand:
    """A hand as it lies on the table.

    ``standing``: the concealed, undeclared tiles, **without** the winning tile (sorted).
    ``melds``: declared sets in the order given. ``win``: the winning tile, or ``None`` for
    a standing hand (one waiting, or still being built). ``flowers``: flower tiles (sorted).
    """

    standing: tuple[Tile, ...]
    melds: tuple[Meld, ...] = ()
    win: Tile | None = None
    flowers: tuple[Flower, ...] = field(default=())

    def __post_init__(self) -> None:
        object.__setattr__(self, "standing", _sorted_tiles(self.standing))
        object.__setattr__(self, "melds", tuple(self.melds))
        object.__setattr__(self, "flowers", tuple(sorted(self.flowers)))
        self._validate()

    # -- validation --------------------------------------------------------------
    def _validate(self) -> None:
        if len(self.melds) > 5:
            raise TileCountError(f"{len(self.melds)} declared melds: a hand has at most 5 sets", code="tile_count")
        size = self.size
        if size > 17:
            raise TileCountError(
                f"the hand has {size} tiles (each kong counted as 3): no rule set has more than 17",
                code="tile_count",
            )
        if self.win is not None and size % 3 != 2:
            raise TileCountError(
                f"with the winning tile {format_tile(self.win)} the hand has {size} tiles "
                f"(each kong counted as 3); a complete hand has 14 or 17",
                code="tile_count",
            )
        before_win = self.counts(include_win=False)
        for kind, n in enumerate(before_win):
            if n > 4:
                raise TileCountError(
                    f"{kind_name(kind)} appears {n} times: there are only 4 of each tile",
                    code="too_many_copies",
                )
        if self.win is not None and before_win[self.win.kind] >= 4:
            raise TileCountError(
                f"the winning tile {kind_name(self.win.kind)} is already counted four times in the hand",
                code="too_many_copies",
            )
        reds = [t for t in self.all_tiles() if t.red]
        for suit in "mps":
            n = sum(1 for t in reds if format_tile(t)[1] == suit)
            if n > 1:
                # Standard sets have one red five per suit; a rule set with more relaxes this.
                raise TileCountError(f"{n} red fives 0{suit}: a set has one red five per suit", code="too_many_copies")
        seen: set[int] = set()
        for f in self.flowers:
            if f.number in seen:
                raise FlowerError(f"flower {f} appears twice: there is one of each flower", code="bad_flower")
            seen.add(f.number)

    # -- views -----------------------------------------------------------------
    @property
    def size(self) -> int:
        """Tiles in the hand with each kong counted as 3 (14 or 17 for a complete hand)."""
        return len(self.standing) + 3 * len(self.melds) + (1 if self.win is not None else 0)

    @property
    def is_complete(self) -> bool:
        return self.win is not None

    @property
    def concealed_tiles(self) -> tuple[Tile, ...]:
        """Standing tiles plus the winning tile."""
        if self.win is None:
            return self.standing
        return self.standing + (self.win,)

    def all_tiles(self) -> list[Tile]:
        """Every tile of the hand (melds with all their tiles, the winning tile), no flowers."""
        out = list(self.standing)
        for m in self.melds:
            out.extend(m.tiles)
        if self.win is not None:
            out.append(self.win)
        return out

    def counts(self, include_win: bool = True) -> list[int]:
        """How many of each kind are in the hand, kongs with all four tiles."""
        c = self.concealed_counts() if include_win else counts_of([t.kind for t in self.standing])
        for m in self.melds:
            for t in m.tiles:
                c[t.kind] += 1
        return c

    def concealed_counts(self) -> list[int]:
        """Counts of the standing tiles plus the winning tile."""
        c = [0] * 34
        for t in self.standing:
            c[t.kind] += 1
        if self.win is not None:
            c[self.win.kind] += 1
        return c

    @property
    def is_concealed(self) -> bool:
        """No claimed meld (a concealed kong keeps the hand concealed)."""
        return all(m.is_concealed for m in self.melds)

    def sets_needed(self) -> int:
        """How many sets (besides the pair) the hand's size implies: 4 for 14, 5 for 17."""
        return (self.size - 2) // 3

    def require_size(self, sets: int, rules_name: str) -> None:
        """Raise unless the hand has the tile count of a rule set with ``sets`` sets and a pair."""
        want = 3 * sets + 2
        have = self.size
        if self.win is None:
            want -= 1
        if have != want:
            what = "with the winning tile" if self.win is not None else "standing (without a winning tile)"
            raise TileCountError(
                f"{rules_name} needs {want} tiles {what} (each kong counted as 3), "
                f"this hand has {have}",
                code="tile_count",
            )

    def with_win(self, win: Tile | None) -> Hand:
        return Hand(self.standing, self.melds, win, self.flowers)

    def __str__(self) -> str:
        from .notation import format_hand

        return format_hand(self)


def require_hand(value: object, what: str) -> Hand:
    """``value`` itself when it is a :class:`Hand`; anything else (a notation string, ...) is a
    :class:`HandError` that says what was expected, never an ``AttributeError`` further on."""
    if not isinstance(value, Hand):
        hint = " (core.parse_hand reads notation into one)" if isinstance(value, str) else ""
        raise HandError(f"{what} needs a Hand{hint}, not {type(value).__name__}", code="invalid_hand")
    return value
