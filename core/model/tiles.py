"""Tiles: the 34 kinds, red fives and the 8 flowers.

A tile *kind* is a stable integer id 0..33::

    0..8   1m..9m   characters (万/萬)
    9..17  1p..9p   dots (饼/筒)
    18..26 1s..9s   bamboo (条/索)
    27..30 1z..4z   East, South, West, North
    31..33 5z..7z   White (白), Green (發), Red (中)

A :class:`Tile` is a kind plus a red-five flag. Flowers are apart: :class:`Flower` 1..8
(spring, summer, autumn, winter, plum, orchid, chrysanthemum, bamboo).
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum
from typing import Final

from core.model.errors import NotationError
from core.model.names import Names
from core.model.value import assign_once, refuse_delete

# (A count in a list is changed as ``c[k] = c[k] + 1``, not ``c[k] += 1``: compiled, the second goes
# through Python's generic in-place add, sixty instructions more each time; see docs/engine.md.)

NUM_KINDS = 34
SUITS = "mps"
SUIT_LETTERS = "mpsz"


# the errors of tiles, in every language (``str.format`` templates; the English is the message)
E_KIND_RANGE = Names(
    "tile kind {kind} is out of range 0..33",
    "牌的编号 {kind} 超出范围 0..33",
    "牌的編號 {kind} 超出範圍 0..33",
    "牌の番号 {kind} は範囲 0..33 の外です",
)
E_NOT_RED = Names(
    "only a 5 of a suit can be red, not {tile}",
    "只有数牌的 5 可以是红五，{tile} 不行",
    "只有數牌的 5 可以是紅五，{tile} 不行",
    "赤にできるのは数牌の 5 だけです（{tile} は不可）",
)
E_NO_FLOWER = Names(
    "flower {n}f does not exist: flowers are 1f..8f",
    "花牌 {n}f 不存在：花牌为 1f..8f",
    "花牌 {n}f 不存在：花牌為 1f..8f",
    "花牌 {n}f はありません：花牌は 1f..8f です",
)
E_NO_HONOR = Names(
    "honour {n}z does not exist: honours are 1z..7z",
    "字牌 {n}z 不存在：字牌为 1z..7z",
    "字牌 {n}z 不存在：字牌為 1z..7z",
    "字牌 {n}z はありません：字牌は 1z..7z です",
)
E_SUIT_LETTER = Names(
    "unknown suit letter {suit!r}", "未知的花色字母 {suit!r}", "未知的花色字母 {suit!r}", "不明な種類の文字 {suit!r}"
)
E_NO_TILE = Names("tile {tile} does not exist", "牌 {tile} 不存在", "牌 {tile} 不存在", "牌 {tile} はありません")
E_ONE_TILE = Names(
    "{text!r} is not one tile: write a digit and a suit letter, like 5p or 7z",
    "{text!r} 不是一张牌：请写一个数字加一个花色字母，如 5p 或 7z",
    "{text!r} 不是一張牌：請寫一個數字加一個花色字母，如 5p 或 7z",
    "{text!r} は 1 枚の牌ではありません：5p や 7z のように数字 1 つと種類の文字 1 つで書いてください",
)


class Suit(IntEnum):
    MAN = 0
    PIN = 1
    SOU = 2
    HONOR = 3


class Tile:
    """One tile: a kind 0..33 and whether it is a red five.

    An immutable value written out by hand (see :mod:`core.model.value`): compared, hashed
    and ordered by ``(kind, red)``, as the frozen, ordered dataclass it was."""

    __slots__ = ("kind", "red")

    def __init__(self, kind: int, red: bool = False) -> None:
        if not 0 <= kind < NUM_KINDS:
            msg = E_KIND_RANGE.format(kind=kind)
            raise NotationError(msg.en, code="bad_tile", names=msg)
        if red and not is_five(kind):
            msg = E_NOT_RED.format(tile=kind_name(kind))
            raise NotationError(msg.en, code="bad_tile", names=msg)
        self.kind: Final[int] = kind
        self.red: Final[bool] = red

    def __setattr__(self, name: str, value: object) -> None:
        assign_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Tile):
            return NotImplemented
        return self.kind == other.kind and self.red == other.red

    def __hash__(self) -> int:
        return hash((self.kind, self.red))

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Tile):
            return NotImplemented
        return (self.kind, self.red) < (other.kind, other.red)

    def __le__(self, other: object) -> bool:
        if not isinstance(other, Tile):
            return NotImplemented
        return (self.kind, self.red) <= (other.kind, other.red)

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, Tile):
            return NotImplemented
        return (self.kind, self.red) > (other.kind, other.red)

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, Tile):
            return NotImplemented
        return (self.kind, self.red) >= (other.kind, other.red)

    @property
    def suit(self) -> Suit:
        return Suit(self.kind // 9) if self.kind < 27 else Suit.HONOR

    @property
    def number(self) -> int:
        """1..9 for suited tiles, 1..7 for honours (as in ``1z``..``7z``)."""
        return self.kind % 9 + 1 if self.kind < 27 else self.kind - 26

    def __str__(self) -> str:
        return format_tile(self)

    def __repr__(self) -> str:
        return f"Tile({format_tile(self)!r})"


class Flower:
    """A flower or season tile, numbered 1..8 (``1f``..``8f``), ordered by number."""

    __slots__ = ("number",)

    def __init__(self, number: int) -> None:
        if not 1 <= number <= 8:
            from core.model.errors import FlowerError

            msg = E_NO_FLOWER.format(n=number)
            raise FlowerError(msg.en, code="bad_flower", names=msg)
        self.number: Final[int] = number

    def __setattr__(self, name: str, value: object) -> None:
        assign_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Flower):
            return NotImplemented
        return self.number == other.number

    def __hash__(self) -> int:
        return hash((self.number,))

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Flower):
            return NotImplemented
        return self.number < other.number

    def __le__(self, other: object) -> bool:
        if not isinstance(other, Flower):
            return NotImplemented
        return self.number <= other.number

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, Flower):
            return NotImplemented
        return self.number > other.number

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, Flower):
            return NotImplemented
        return self.number >= other.number

    @property
    def is_season(self) -> bool:
        return self.number <= 4

    @property
    def seat(self) -> int:
        """0..3: the seat (E, S, W, N) this flower belongs to."""
        return (self.number - 1) % 4

    def __str__(self) -> str:
        return f"{self.number}f"

    def __repr__(self) -> str:
        return f"Flower({self.number}f)"


FLOWER_NAMES_EN = ("Spring", "Summer", "Autumn", "Winter", "Plum", "Orchid", "Chrysanthemum", "Bamboo")
FLOWER_NAMES_ZH = ("春", "夏", "秋", "冬", "梅", "兰", "菊", "竹")

WIND_KINDS = (27, 28, 29, 30)
DRAGON_KINDS = (31, 32, 33)
HONOR_KINDS = WIND_KINDS + DRAGON_KINDS
TERMINAL_KINDS = (0, 8, 9, 17, 18, 26)
ORPHAN_KINDS = TERMINAL_KINDS + HONOR_KINDS
GREEN_KINDS = (19, 20, 21, 23, 25, 32)  # 2 3 4 6 8 bamboo and green dragon
REVERSIBLE_KINDS = (9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 31)  # 推不倒

HONOR_NAMES_EN = ("East", "South", "West", "North", "White", "Green", "Red")
HONOR_CHARS = "東南西北白發中"
WIND_LETTERS = "ESWN"


def is_suited(kind: int) -> bool:
    return kind < 27


def is_honor(kind: int) -> bool:
    return kind >= 27


def is_wind(kind: int) -> bool:
    return 27 <= kind <= 30


def is_dragon(kind: int) -> bool:
    return kind >= 31


def is_terminal(kind: int) -> bool:
    return kind < 27 and kind % 9 in (0, 8)


def is_terminal_or_honor(kind: int) -> bool:
    return kind >= 27 or kind % 9 in (0, 8)


def is_simple(kind: int) -> bool:
    return kind < 27 and kind % 9 not in (0, 8)


def is_green(kind: int) -> bool:
    return kind in GREEN_KINDS


def is_five(kind: int) -> bool:
    return kind < 27 and kind % 9 == 4


def suit_of(kind: int) -> int:
    """0 m, 1 p, 2 s, 3 honours."""
    return kind // 9 if kind < 27 else 3


def number_of(kind: int) -> int:
    """1..9 for suited kinds, 1..7 for honours."""
    return kind % 9 + 1 if kind < 27 else kind - 26


def make_kind(number: int, suit: str) -> int:
    """The kind of ``<number><suit>``, e.g. ``make_kind(5, 'p') == 13``. Red 0 maps to 5."""
    if suit == "z":
        if not 1 <= number <= 7:
            msg = E_NO_HONOR.format(n=number)
            raise NotationError(msg.en, code="bad_tile", names=msg)
        return 26 + number
    if suit not in SUITS:
        msg = E_SUIT_LETTER.format(suit=suit)
        raise NotationError(msg.en, code="bad_tile", names=msg)
    if number == 0:
        number = 5
    if not 1 <= number <= 9:
        msg = E_NO_TILE.format(tile=f"{number}{suit}")
        raise NotationError(msg.en, code="bad_tile", names=msg)
    return SUITS.index(suit) * 9 + number - 1


def kind_name(kind: int) -> str:
    """The canonical mpsz text of a kind: ``'5p'``, ``'7z'``."""
    if kind < 27:
        return f"{kind % 9 + 1}{SUITS[kind // 9]}"
    return f"{kind - 26}z"


def kind_name_en(kind: int) -> str:
    if kind < 27:
        return f"{kind % 9 + 1} {('Characters', 'Dots', 'Bamboo')[kind // 9]}"
    return HONOR_NAMES_EN[kind - 27]


def format_tile(tile: Tile) -> str:
    if tile.red:
        return f"0{SUITS[tile.kind // 9]}"
    return kind_name(tile.kind)


def tile(text: str) -> Tile:
    """One tile from its mpsz text: ``tile('5p')``, ``tile('0s')`` (red five), ``tile('7z')``."""
    text = text.strip()
    # isdigit() alone also accepts other scripts' digits ('٣', '²'), which int() may reject
    if len(text) != 2 or not (text[0].isascii() and text[0].isdigit()) or text[1] not in SUIT_LETTERS:
        msg = E_ONE_TILE.format(text=text)
        raise NotationError(msg.en, code="bad_tile", names=msg)
    n = int(text[0])
    kind = make_kind(n, text[1])
    return Tile(kind, red=(n == 0))


def kinds_of(tiles: Iterable[Tile]) -> list[int]:
    return [t.kind for t in tiles]


def counts_of(kinds: Iterable[int]) -> list[int]:
    """A 34-long list of how many of each kind."""
    c = [0] * NUM_KINDS
    for k in kinds:
        c[k] = c[k] + 1
    return c


def format_kinds(kinds: Iterable[int]) -> str:
    """Compact mpsz text of plain kinds in the given order: ``[0, 1, 2, 27] -> '123m1z'``."""
    return format_tiles(Tile(k) for k in kinds)


def format_tiles(tiles: Iterable[Tile]) -> str:
    """Compact mpsz text in the given order, digits of one suit run together."""
    out: list[str] = []
    run: list[str] = []
    run_suit = ""
    for t in tiles:
        text = format_tile(t)
        if text[1] != run_suit and run:
            out.append("".join(run) + run_suit)
            run = []
        run_suit = text[1]
        run.append(text[0])
    if run:
        out.append("".join(run) + run_suit)
    return "".join(out)


def sort_key(t: Tile) -> tuple[int, int]:
    """Sort by kind; a red five sorts with the fives, after the plain ones."""
    return (t.kind, 1 if t.red else 0)


ALL_KINDS: tuple[int, ...] = tuple(range(NUM_KINDS))


#: the first kind of each suit letter, in the plain form (see plain_tile_kinds)
_PLAIN_SUIT_BASE: Final = {"m": 0, "p": 9, "s": 18, "z": 27}


def plain_tile_kinds(text: str) -> tuple[int, ...] | None:
    """The kinds of ``text`` when it is written in the plain form a checked tiles field gives
    (a digit and a suit letter a tile, ``0`` a red five: ``3p0s7z``; :func:`~core.model.notation.parse_tiles` reads
    every such text, and gives it back unchanged); ``None`` for any other text. Read without
    the parser, and here, in a module that is compiled: every score reads its dora tiles."""
    if len(text) % 2:
        return None
    kinds: list[int] = []
    for i in range(0, len(text), 2):
        digit = text[i]
        base = _PLAIN_SUIT_BASE.get(text[i + 1])
        if base is None:
            return None
        if base == 27:
            if not "1" <= digit <= "7":
                return None
            kinds.append(27 + ord(digit) - 49)
        elif "1" <= digit <= "9":
            kinds.append(base + ord(digit) - 49)
        elif digit == "0":
            kinds.append(base + 4)  # a red five
        else:
            return None
    return tuple(kinds)
