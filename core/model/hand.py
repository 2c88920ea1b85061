"""Hands: standing tiles, declared melds, the winning tile and flowers.

A :class:`Hand` is an immutable value. Building one validates it; every problem raises a
:class:`~core.model.errors.HandError` whose message names the tile, meld or flower at fault.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from enum import Enum
from typing import Final, NoReturn

from core.model.errors import FlowerError, HandError, MeldError, TileCountError
from core.model.names import Names, joined, same
from core.model.tiles import (
    Flower,
    Tile,
    counts_of,
    format_kinds,
    format_tile,
    format_tiles,
    is_suited,
    kind_name,
    sort_key,
)
from core.model.value import assign_once, fields_repr, refuse_delete

# (A count in a list is changed as ``c[k] = c[k] + 1``, not ``c[k] += 1``: compiled, the second goes
# through Python's generic in-place add, sixty instructions more each time; see docs/engine.md.)


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


# the member as a module constant: reading MeldKind.CONCEALED_KONG goes through the enum's
# descriptor (about 100 ns in Python 3.11)
_CONCEALED_KONG: Final = MeldKind.CONCEALED_KONG

#: each kind of meld by its name in every language (the English is the batch format's word)
MELD_KIND_NAMES: dict[MeldKind, Names] = {
    MeldKind.CHOW: Names("chi", "吃", "吃", "チー"),
    MeldKind.PUNG: Names("pon", "碰", "碰", "ポン"),
    MeldKind.KONG: Names("kan", "明杠", "明槓", "明槓"),
    MeldKind.ADDED_KONG: Names("kakan", "加杠", "加槓", "加槓"),
    MeldKind.CONCEALED_KONG: Names("ankan", "暗杠", "暗槓", "暗槓"),
}

# the errors of melds and hands, in every language (``str.format`` templates; the English is
# the message)
E_MELD = Names(
    "meld '{label}': {problem}", "副露“{label}”：{problem}", "副露「{label}」：{problem}", "面子「{label}」：{problem}"
)
E_MELD_SIZE = Names(
    "{kind} takes {size} tiles, not {n}",
    "{kind}需要 {size} 张牌，不是 {n} 张",
    "{kind}需要 {size} 張牌，不是 {n} 張",
    "{kind}は {size} 枚です（{n} 枚ではありません）",
)
E_CHOW_HONOURS = Names("a chow cannot contain honours", "顺子不能含字牌", "順子不能含字牌", "順子に字牌は入りません")
E_CHOW_SUIT = Names(
    "a chow must be of one suit", "顺子必须是同一花色", "順子必須是同一花色", "順子は同じ種類の牌でなければなりません"
)
E_CHOW_RUN = Names(
    "a chow is three consecutive numbers of one suit, like 123m",
    "顺子是同一花色的三张连续数字牌，如 123m",
    "順子是同一花色的三張連續數字牌，如 123m",
    "順子は同じ種類の連続する 3 つの数牌です（例：123m）",
)
E_MELD_COPIES = Names(
    "{kind} takes {n} copies of one tile",
    "{kind}需要同一种牌 {n} 张",
    "{kind}需要同一種牌 {n} 張",
    "{kind}は同じ牌 {n} 枚です",
)
E_TOO_MANY_MELDS = Names(
    "{n} declared melds: a hand has at most 5 sets",
    "{n} 副副露：一手牌最多 5 组面子",
    "{n} 副副露：一手牌最多 5 組面子",
    "副露が {n} 組：1 つの手牌の面子は最大 5 組です",
)
E_TOO_MANY_TILES = Names(
    "the hand has {size} tiles (each kong counted as 3): no rule set has more than 17",
    "这手牌有 {size} 张（杠按 3 张计）：没有哪种规则的手牌超过 17 张",
    "這手牌有 {size} 張（槓按 3 張計）：沒有任何規則的手牌超過 17 張",
    "この手牌は {size} 枚です（槓子は 3 枚と数えます）：17 枚を超えるルールはありません",
)
E_WIN_SIZE = Names(
    "with the winning tile {tile} the hand has {size} tiles (each kong counted as 3); a complete hand has 14 or 17",
    "含和牌张 {tile}，这手牌有 {size} 张（杠按 3 张计）；和牌时的手牌应为 14 或 17 张",
    "含和牌張 {tile}，這手牌有 {size} 張（槓按 3 張計）；和牌時的手牌應為 14 或 17 張",
    "和了牌 {tile} を含めて手牌は {size} 枚です（槓子は 3 枚と数えます）。完成した手牌は 14 枚か 17 枚です",
)
E_FIVE_COPIES = Names(
    "{tile} appears {n} times: there are only 4 of each tile",
    "{tile} 出现了 {n} 次：每种牌只有 4 张",
    "{tile} 出現了 {n} 次：每種牌只有 4 張",
    "{tile} が {n} 枚あります：同じ牌は 4 枚しかありません",
)
E_WIN_FIFTH = Names(
    "the winning tile {tile} is already counted four times in the hand",
    "和牌张 {tile} 在手牌中已有 4 张",
    "和牌張 {tile} 在手牌中已有 4 張",
    "和了牌 {tile} はすでに手牌に 4 枚あります",
)
E_RED_FIVES = Names(
    "{n} red fives 0{suit}: a set has one red five per suit",
    "{n} 张红五 0{suit}：一副牌每种花色只有一张红五",
    "{n} 張紅五 0{suit}：一副牌每種花色只有一張紅五",
    "赤五 0{suit} が {n} 枚あります：赤五は種類ごとに 1 枚です",
)
E_FLOWER_TWICE = Names(
    "flower {flower} appears twice: there is one of each flower",
    "花牌 {flower} 出现了两次：每种花牌只有一张",
    "花牌 {flower} 出現了兩次：每種花牌只有一張",
    "花牌 {flower} が 2 枚あります：花牌は各 1 枚です",
)
E_NEEDS_SIZE_WIN = Names(
    "{rules} needs {want} tiles with the winning tile (each kong counted as 3), this hand has {have}",
    "{rules}含和牌张需要 {want} 张牌（杠按 3 张计），这手牌有 {have} 张",
    "{rules}含和牌張需要 {want} 張牌（槓按 3 張計），這手牌有 {have} 張",
    "{rules}では和了牌を含めて {want} 枚が必要です（槓子は 3 枚と数えます）。この手牌は {have} 枚です",
)
E_NEEDS_SIZE_STANDING = Names(
    "{rules} needs {want} tiles standing (without a winning tile) (each kong counted as 3), this hand has {have}",
    "{rules}不含和牌张需要 {want} 张牌（杠按 3 张计），这手牌有 {have} 张",
    "{rules}不含和牌張需要 {want} 張牌（槓按 3 張計），這手牌有 {have} 張",
    "{rules}では和了牌なしで {want} 枚が必要です（槓子は 3 枚と数えます）。この手牌は {have} 枚です",
)
E_NEEDS_HAND = Names(
    "{what} needs a Hand{hint}, not {type}",
    "{what} 需要一个 Hand{hint}，不是 {type}",
    "{what} 需要一個 Hand{hint}，不是 {type}",
    "{what} には Hand が必要です{hint}（{type} ではなく）",
)
_E_NEEDS_HAND_HINT = Names(
    " (core.parse_hand reads notation into one)",
    "（core.parse_hand 可把记法读成 Hand）",
    "（core.parse_hand 可把記法讀成 Hand）",
    "（core.parse_hand で表記から作れます）",
)
#: a hand to score without its winning tile (the rule sets and the shapes say it the same way)
NO_WINNING_TILE = Names(
    "the hand has no winning tile: mark it with +, like +5p",
    "这手牌没有和牌张：请用 + 标出，如 +5p",
    "這手牌沒有和牌張：請用 + 標出，如 +5p",
    "この手牌には和了牌がありません：+5p のように + で示してください",
)


E_NOT_IN_SET = Names(
    "{tile} is not among the tiles of {rules}: it has no {missing}",
    "{tile} 不在{rules}的牌中：没有 {missing}",
    "{tile} 不在{rules}的牌中：沒有 {missing}",
    "{tile} は{rules}の牌にありません（{missing} はありません）",
)
E_NO_CHOW = Names(
    "{meld}: a chow (chi) cannot be called in {rules}",
    "{meld}：{rules}不能吃",
    "{meld}：{rules}不能吃",
    "{meld}：{rules}ではチーできません",
)


def meld_label(kind: MeldKind, tiles: str) -> Names:
    """A meld as a person reads it in each language: ``chi 123m``, ``吃 123m``, ``チー 123m``."""
    return joined(MELD_KIND_NAMES[kind], " ", tiles)


class Meld:
    """A declared set. ``tiles`` are kept sorted. An immutable value written out by hand
    (see :mod:`core.model.value`), compared and hashed by its kind and tiles."""

    __slots__ = ("kind", "tiles")

    def __init__(self, kind: MeldKind, tiles: tuple[Tile, ...] | list[Tile]) -> None:
        self.kind: Final[MeldKind] = kind
        self.tiles: Final[tuple[Tile, ...]] = tuple(sorted(tiles, key=sort_key))
        self._check()

    def __setattr__(self, name: str, value: object) -> None:
        assign_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Meld):
            return NotImplemented
        return self.kind is other.kind and self.tiles == other.tiles

    def __hash__(self) -> int:
        return hash((self.kind, self.tiles))

    def __repr__(self) -> str:
        return fields_repr(self, "kind", "tiles")

    def _check(self) -> None:
        tiles = self.tiles
        if len(tiles) != self.kind.size:
            self._refuse(E_MELD_SIZE.format(kind=MELD_KIND_NAMES[self.kind], size=self.kind.size, n=len(tiles)))
        kinds = [t.kind for t in tiles]
        if self.kind is MeldKind.CHOW:
            if not all(is_suited(k) for k in kinds):
                self._refuse(E_CHOW_HONOURS)
            if len({k // 9 for k in kinds}) != 1:
                self._refuse(E_CHOW_SUIT)
            if not (kinds[1] == kinds[0] + 1 and kinds[2] == kinds[0] + 2):
                self._refuse(E_CHOW_RUN)
        elif len(set(kinds)) != 1:
            self._refuse(E_MELD_COPIES.format(kind=MELD_KIND_NAMES[self.kind], n=len(tiles)))

    def _refuse(self, problem: Names) -> NoReturn:
        """Raise the meld's error: what is wrong, after the meld as written."""
        msg = E_MELD.format(label=meld_label(self.kind, format_tiles(self.tiles)), problem=problem)
        raise MeldError(msg.en, code="bad_meld", names=msg)

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


class Hand:
    """A hand as it lies on the table.

    ``standing``: the concealed, undeclared tiles, **without** the winning tile (sorted).
    ``melds``: declared sets in the order given. ``win``: the winning tile, or ``None`` for
    a standing hand (one waiting, or still being built). ``flowers``: flower tiles (sorted).
    An immutable value written out by hand (see :mod:`core.model.value`), compared and
    hashed by these four fields.
    """

    __slots__ = ("standing", "melds", "win", "flowers")

    def __init__(
        self,
        standing: Iterable[Tile],
        melds: Iterable[Meld] = (),
        win: Tile | None = None,
        flowers: Iterable[Flower] = (),
    ) -> None:
        self.standing: Final[tuple[Tile, ...]] = _sorted_tiles(standing)
        self.melds: Final[tuple[Meld, ...]] = tuple(melds)
        self.win: Final[Tile | None] = win
        self.flowers: Final[tuple[Flower, ...]] = tuple(sorted(flowers))
        self._validate()

    def __setattr__(self, name: str, value: object) -> None:
        assign_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Hand):
            return NotImplemented
        return (
            self.standing == other.standing
            and self.melds == other.melds
            and self.win == other.win
            and self.flowers == other.flowers
        )

    def __hash__(self) -> int:
        return hash((self.standing, self.melds, self.win, self.flowers))

    def __repr__(self) -> str:
        return fields_repr(self, "standing", "melds", "win", "flowers")

    # -- validation --------------------------------------------------------------
    def _validate(self) -> None:
        if len(self.melds) > 5:
            msg = E_TOO_MANY_MELDS.format(n=len(self.melds))
            raise TileCountError(msg.en, code="tile_count", names=msg)
        size = self.size
        if size > 17:
            msg = E_TOO_MANY_TILES.format(size=size)
            raise TileCountError(msg.en, code="tile_count", names=msg)
        if self.win is not None and size % 3 != 2:
            msg = E_WIN_SIZE.format(tile=format_tile(self.win), size=size)
            raise TileCountError(msg.en, code="tile_count", names=msg)
        before_win = self.counts(include_win=False)
        for kind, n in enumerate(before_win):
            if n > 4:
                msg = E_FIVE_COPIES.format(tile=kind_name(kind), n=n)
                raise TileCountError(msg.en, code="too_many_copies", names=msg)
        if self.win is not None and before_win[self.win.kind] >= 4:
            msg = E_WIN_FIFTH.format(tile=kind_name(self.win.kind))
            raise TileCountError(msg.en, code="too_many_copies", names=msg)
        reds = [t for t in self.all_tiles() if t.red]
        for suit in "mps":
            n = sum(1 for t in reds if format_tile(t)[1] == suit)
            if n > 1:
                # Standard sets have one red five per suit; a rule set with more relaxes this.
                msg = E_RED_FIVES.format(n=n, suit=suit)
                raise TileCountError(msg.en, code="too_many_copies", names=msg)
        seen: set[int] = set()
        for f in self.flowers:
            if f.number in seen:
                msg = E_FLOWER_TWICE.format(flower=str(f))
                raise FlowerError(msg.en, code="bad_flower", names=msg)
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
                c[t.kind] = c[t.kind] + 1
        return c

    def concealed_counts(self) -> list[int]:
        """Counts of the standing tiles plus the winning tile."""
        c = [0] * 34
        for t in self.standing:
            c[t.kind] = c[t.kind] + 1
        if self.win is not None:
            c[self.win.kind] = c[self.win.kind] + 1
        return c

    @property
    def is_concealed(self) -> bool:
        """No claimed meld (a concealed kong keeps the hand concealed)."""
        # a plain loop over the kinds, no generator (a score asks several times)
        for m in self.melds:
            if m.kind is not _CONCEALED_KONG:
                return False
        return True

    def sets_needed(self) -> int:
        """How many sets (besides the pair) the hand's size implies: 4 for 14, 5 for 17."""
        return (self.size - 2) // 3

    def require_size(self, sets: int, rules_name: str | Names) -> None:
        """Raise unless the hand has the tile count of a rule set with ``sets`` sets and a pair
        (``rules_name``: the rule set's name in every language, or in English only)."""
        want = 3 * sets + 2
        have = self.size
        if self.win is None:
            want -= 1
        if have != want:
            rules = rules_name if isinstance(rules_name, Names) else same(rules_name)
            template = E_NEEDS_SIZE_WIN if self.win is not None else E_NEEDS_SIZE_STANDING
            msg = template.format(rules=rules, want=want, have=have)
            raise TileCountError(msg.en, code="tile_count", names=msg)

    def with_win(self, win: Tile | None) -> Hand:
        return Hand(self.standing, self.melds, win, self.flowers)

    def __str__(self) -> str:
        from core.model.hand import format_hand

        return format_hand(self)


# --- the canonical text of a hand (the notation reads it back: core.model.notation) ---------------


def is_full_size(size: int, full_sizes: Collection[int] | None) -> bool:
    """Whether a hand of ``size`` tiles (kongs counted as 3) holds all the tiles of a won hand:
    one of ``full_sizes`` (a window passes its rule set's size), or any 3n+2 without them."""
    return size % 3 == 2 if full_sizes is None else size in full_sizes


def format_meld(m: Meld) -> str:
    body = format_tiles(m.tiles)
    if m.kind is MeldKind.CONCEALED_KONG:
        return "{" + body + "}"
    if m.kind is MeldKind.ADDED_KONG:
        return f"[{body}+]"
    return f"[{body}]"


def format_flowers(flowers: tuple[Flower, ...] | list[Flower]) -> str:
    """Flowers in canonical form, each with its own ``f``: ``1f2f`` (as the module doc shows)."""
    return "".join(str(f) for f in sorted(flowers))


def format_hand(hand: Hand, full_sizes: Collection[int] | None = None) -> str:
    """The canonical notation of a hand; ``parse_hand(format_hand(h, s), s) == h``.
    ``full_sizes`` as :func:`parse_hand`'s: ``+?`` is written only on a full hand."""
    parts: list[str] = []
    if hand.standing:
        parts.append(format_tiles(hand.standing))
    parts.extend(format_meld(m) for m in hand.melds)
    if hand.win is not None:
        parts.append("+" + format_tiles([hand.win]))
    elif is_full_size(hand.size, full_sizes):
        parts.append("+?")  # all the tiles of a won hand but no winning tile: before a discard
    if hand.flowers:
        parts.append(format_flowers(hand.flowers))
    return " ".join(parts)


def require_hand(value: object, what: str) -> Hand:
    """``value`` itself when it is a :class:`Hand`; anything else (a notation string, ...) is a
    :class:`HandError` that says what was expected, never an ``AttributeError`` further on."""
    if not isinstance(value, Hand):
        hint = _E_NEEDS_HAND_HINT if isinstance(value, str) else same("")
        msg = E_NEEDS_HAND.format(what=what, hint=hint, type=type(value).__name__)
        raise HandError(msg.en, code="invalid_hand", names=msg)
    return value


# --- what a rule set's set of tiles holds and lets be called (its declared capabilities) ----------


def tile_outside_set(tiles: Iterable[Tile], missing: Collection[int], rules: Names) -> TileCountError | None:
    """The error of the first of ``tiles`` whose kind the rule set's set leaves out (``missing``,
    its :class:`~core.shapes.decompose.ShapeRules`' kinds: three-player riichi's 2m to 8m), or
    None. The one message every caller gives: the score, the waits, the analysis and the window."""
    if not missing:
        return None
    for t in tiles:
        if t.kind in missing:
            msg = E_NOT_IN_SET.format(tile=format_tile(t), rules=rules, missing=format_kinds(sorted(missing)))
            return TileCountError(msg.en, code="not_in_the_set", names=msg)
    return None


def meld_outside_set(meld: Meld, chows: bool, rules: Names) -> TileCountError | None:
    """The error of a meld the rule set does not let be called (a chow where ``chows`` is
    False: three-player riichi), or None."""
    if chows or meld.kind is not MeldKind.CHOW:
        return None
    msg = E_NO_CHOW.format(meld=meld_label(meld.kind, format_tiles(meld.tiles)), rules=rules)
    return TileCountError(msg.en, code="no_chi", names=msg)


def check_in_set(hand: Hand, missing: Collection[int], chows: bool, rules: Names) -> None:
    """Refuse a hand holding a tile the rule set's set leaves out, or a meld it does not let be
    called (see :func:`tile_outside_set`, :func:`meld_outside_set`); nothing to do for a rule
    set with every tile and every call."""
    if not missing and chows:
        return
    problem = tile_outside_set(hand.all_tiles(), missing, rules)
    if problem is not None:
        raise problem
    for m in hand.melds:
        refused = meld_outside_set(m, chows, rules)
        if refused is not None:
            raise refused
