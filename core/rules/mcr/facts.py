"""What an MCR hand holds: the facts every reading of one hand shares (:class:`_HandFacts`),
the kinds held as bit masks and the fans they decide, nine gates, the traits of each group."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Final

from core.engine.schema import WINDS
from core.model.hand import Hand, MeldKind
from core.model.tiles import ORPHAN_KINDS, REVERSIBLE_KINDS, Tile, is_dragon, is_green, is_terminal_or_honor
from core.rules.mcr.combinations import Instance, _Collector, _rank, _suit
from core.shapes.decompose import MCR_SHAPES, Decomposition, GroupKind, Shape, Wait
from core.shapes.waits import waits_on_one_kind

_WIND_KIND: Final = {w: 27 + i for i, w in enumerate(WINDS)}


class _HandFacts:
    """What every reading of one hand shares: computed once per hand, not per reading."""

    __slots__ = (
        "hand",
        "win",
        "self_drawn",
        "claimed",
        "seat_wind",
        "round_wind",
        "win_flags",
        "kind_fans",
        "fours",
        "nine_gates",
        "_unique",
    )

    def __init__(self, hand: Hand, win: int, ctx: dict[str, Any], decomps: list[Decomposition]) -> None:
        self.hand = hand
        self.win = win
        self.self_drawn = bool(ctx["self_drawn"])
        claimed = 0
        for m in hand.melds:
            if not m.is_concealed:
                claimed += 1
        self.claimed = claimed
        self.seat_wind = _WIND_KIND[ctx["seat_wind"]]
        self.round_wind = _WIND_KIND[ctx["round_wind"]]
        flags: list[Instance] = []
        if ctx["last_copy"]:
            flags.append(("last_tile", None))
        if self.self_drawn:
            flags.append(("self_drawn", None))
            if ctx["last_wall_tile"]:
                flags.append(("last_tile_draw", None))
            if ctx["kong_replacement"]:
                flags.append(("out_with_replacement_tile", None))
        else:
            if ctx["last_wall_tile"]:
                flags.append(("last_tile_claim", None))
            if ctx["robbing_kong"]:
                flags.append(("robbing_the_kong", None))
        self.win_flags = flags
        counts = [0] * 34  # every tile of the hand, by kind
        fours: list[int] = []  # four of a kind (a kong or 四归一)
        held = _count_kind(counts, win, fours)  # the kinds held, as bits
        for t in hand.standing:
            held |= _count_kind(counts, t.kind, fours)
        for m in hand.melds:
            for t in m.tiles:
                held |= _count_kind(counts, t.kind, fours)
        if len(fours) > 1:
            fours.sort()  # (in kind order)
        # every reading holds every tile of the hand: the fans of the kinds held are the same
        self.kind_fans = [(fid, None) for fid in _fans_of_kinds(held)]
        self.fours = fours
        # 天和 has no winning tile (the dealer's fourteen dealt tiles): 九莲宝灯 then is any
        # fourteen of one suit that hold 1112345678999, whichever tile is written after '+',
        # as the reference engine built with blessings reads it (「天和的九莲宝灯与常规的判断方式不一样」)
        self.nine_gates = (
            not hand.melds
            and _within_one_suit(held)
            and (_is_nine_gates(hand) or (ctx["initial_win"] == "heaven" and _holds_nine_gates(hand, win)))
        )
        self._unique: bool | None = None
        for d in decomps:
            if d.wait is _TWO_SIDED or d.wait is _DUAL_PUNG:
                # the other end of the chow, or the other pair, completes the hand too
                self._unique = False
                break

    def closed_hand(self, col: _Collector) -> None:
        """门前清 / 不求人: no claimed meld."""
        if self.claimed == 0:
            col.found.append(("fully_concealed_hand" if self.self_drawn else "concealed_hand", None))

    def win_pairs(self) -> bool:
        """The winning tile makes a pair with a tile the hand held (a single wait on it)."""
        return any(t.kind == self.win for t in self.hand.standing)

    def unique(self) -> bool:
        """The hand waited on this one tile kind only (asked only when a wait fan could count;
        a tile whose four copies are all in the hand is still a wait)."""
        if self._unique is None:
            self._unique = waits_on_one_kind(self.hand, MCR_SHAPES)
        return self._unique


def _count_kind(counts: list[int], kind: int, fours: list[int]) -> int:
    """Count one tile of ``kind`` (the kind joins ``fours`` when its fourth is counted); the
    kind's bit."""
    n = counts[kind] + 1
    counts[kind] = n
    if n == 4:
        fours.append(kind)
    return 1 << kind


def _within_one_suit(held: int) -> bool:
    """The kinds (as bits) are all of one suit, no honour among them: nine gates can be held
    only then (the standing tiles and the winning tile of one suit)."""
    return not held & ~_SUIT_MASKS[0] or not held & ~_SUIT_MASKS[1] or not held & ~_SUIT_MASKS[2]


def _melded_copies(hand: Hand, kind: int) -> int:
    """The copies of a kind in the hand's melds other than kongs (a loop: compiled, ``sum``
    over a generator and a list's ``count`` are calls through Python)."""
    n = 0
    for m in hand.melds:
        if not m.is_kong:
            for t in m.tiles:
                if t.kind == kind:
                    n += 1
    return n


def _first_red(hand: Hand) -> Tile | None:
    """The first red five of the hand, if any (MCR has none), in the order of
    :meth:`~core.model.hand.Hand.all_tiles` (read where the tiles lie: no list of them is built)."""
    for t in hand.standing:
        if t.red:
            return t
    for m in hand.melds:
        for t in m.tiles:
            if t.red:
                return t
    if hand.win is not None and hand.win.red:
        return hand.win
    return None


def _is_nine_gates(hand: Hand) -> bool:
    """九莲宝灯: the standing tiles are 1112345678999 of one suit (a nine-sided wait)."""
    kinds = [t.kind for t in hand.standing]
    if len(kinds) != 13 or kinds[-1] >= 27 or _suit(kinds[0]) != _suit(kinds[-1]):
        return False
    base = _suit(kinds[0]) * 9
    return [k - base for k in kinds] == [0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8]


def _holds_nine_gates(hand: Hand, win: int) -> bool:
    """The fourteen concealed tiles are 1112345678999 of one suit and one more of that suit."""
    kinds = [t.kind for t in hand.standing]
    kinds.append(win)
    if len(kinds) != 14 or max(kinds) >= 27 or _suit(min(kinds)) != _suit(max(kinds)):
        return False
    counts = [0] * 9
    for k in kinds:
        r = _rank(k)
        counts[r] = counts[r] + 1
    return all(n >= need for n, need in zip(counts, (3, 1, 1, 1, 1, 1, 1, 1, 3)))


#: of equal totals, the reading whose wait is first here (by the wait's value: an Enum member hashes in Python code)
_WAIT_PREFERENCE: Final = {Wait.EDGE.value: 4, Wait.CLOSED.value: 3, Wait.SINGLE.value: 2, Wait.TWO_SIDED.value: 1}


def _traits_of(chow: bool, first: int) -> tuple[bool, bool, bool]:
    """(has a terminal or honour, has a five, is an even pung or pair) of one group: 全带幺 /
    全带五 / 全双刻 need it of all four sets and the pair."""
    tiles = (first, first + 1, first + 2) if chow else (first,)
    outside = any(is_terminal_or_honor(k) for k in tiles)
    five = first < 27 and any(_rank(k) == 4 for k in tiles)
    even = not chow and first < 27 and _rank(first) % 2 == 1
    return outside, five, even


#: the group traits of a chow by its first tile, and of a pung, kong or pair by its tile
_CHOW_TRAITS: Final = {k: _traits_of(True, k) for k in range(27) if k % 9 <= 6}
_SAME_TRAITS: Final = tuple(_traits_of(False, k) for k in range(34))

_CHOW: Final = GroupKind.CHOW
_PUNG: Final = GroupKind.PUNG
_KONG: Final = GroupKind.KONG
_PAIR: Final = GroupKind.PAIR
# (members as module constants, as the group kinds above: an enum member read from its class
# goes through the enum's descriptor, and every reading asks its shape and wait)
_REGULAR: Final = Shape.REGULAR
_KNITTED_STRAIGHT: Final = Shape.KNITTED_STRAIGHT
_SEVEN_PAIRS: Final = Shape.SEVEN_PAIRS
_THIRTEEN_ORPHANS: Final = Shape.THIRTEEN_ORPHANS
_CONCEALED_KONG: Final = MeldKind.CONCEALED_KONG
_TWO_SIDED: Final = Wait.TWO_SIDED
_DUAL_PUNG: Final = Wait.DUAL_PUNG
_BLESSING_OF: Final = {"heaven": "blessing_of_heaven", "earth": "blessing_of_earth", "human": "blessing_of_human"}
_CONCEALED_PUNGS_FAN: Final = {2: "two_concealed_pungs", 3: "three_concealed_pungs", 4: "four_concealed_pungs"}
#: the fan a pung (or kong) of each kind scores by itself: 箭刻, 幺九刻 (a wind adds 圈风刻/门风刻)
_PUNG_FAN: Final[tuple[str | None, ...]] = tuple(
    "dragon_pung" if is_dragon(k) else "pung_of_terminals_or_honors" if is_terminal_or_honor(k) else None
    for k in range(34)
)


def _mask(kinds: Iterable[int]) -> int:
    out = 0
    for k in kinds:
        out |= 1 << k
    return out


# kinds as bit masks (bit k: kind k is held)
_HONORS: Final = _mask(range(27, 34))
_WINDS: Final = _mask(range(27, 31))
_DRAGONS: Final = _mask(range(31, 34))
_SUIT_MASKS: Final = (_mask(range(0, 9)), _mask(range(9, 18)), _mask(range(18, 27)))
_TERMINALS: Final = _mask(k for k in range(27) if k % 9 in (0, 8))
_ORPHANS: Final = _mask(ORPHAN_KINDS)
_REVERSIBLE: Final = _mask(REVERSIBLE_KINDS)
_GREEN: Final = _mask(k for k in range(34) if is_green(k))
_RANKS_1_4: Final = 0b000001111  # bit r: rank r + 1
_RANKS_6_9: Final = 0b111100000
_RANKS_4_6: Final = 0b000111000


#: the fans of the kinds held that 十三幺 rules out (the others cannot be with its tiles)
_THIRTEEN_ORPHANS_OUT: Final = frozenset({"all_types", "all_terminals_and_honors"})


def _fans_of_kinds(kinds: int) -> tuple[str, ...]:
    """The fans decided by which kinds the hand holds (``kinds``: a bit mask of them)."""
    out: list[str] = []
    # suits: 无字, 缺一门, 混一色, 清一色, 五门齐
    suits = (
        (1 if kinds & _SUIT_MASKS[0] else 0)
        + (1 if kinds & _SUIT_MASKS[1] else 0)
        + (1 if kinds & _SUIT_MASKS[2] else 0)
    )
    honors = kinds & _HONORS
    missing = 3 - suits
    if not honors:
        out.append("no_honors")
    if missing == 1:
        out.append("one_voided_suit")
    elif missing == 2:
        out.append("half_flush" if honors else "full_flush")
    if suits == 3 and kinds & _WINDS and kinds & _DRAGONS:
        out.append("all_types")
    # tile traits: 断幺, 推不倒, 绿一色, 字一色 / 清幺九 / 混幺九
    if not kinds & (_TERMINALS | _HONORS):
        out.append("all_simples")
    if not kinds & ~_REVERSIBLE:
        out.append("reversible_tiles")
    if not kinds & ~_GREEN:
        out.append("all_green")
    if not kinds & ~_HONORS:
        out.append("all_honors")
    elif not kinds & ~_TERMINALS:
        out.append("all_terminals")
    elif not kinds & ~_ORPHANS:
        out.append("all_terminals_and_honors")
    # rank ranges of an all-suited hand: 全小 / 小于五, 全大 / 大于五, 全中
    if not honors:
        ranks = (kinds | kinds >> 9 | kinds >> 18) & 0x1FF
        if not ranks & ~_RANKS_1_4:
            out.append("lower_four" if ranks & 0b1000 else "lower_tiles")
        elif not ranks & ~_RANKS_6_9:
            out.append("upper_four" if ranks & 0b100000 else "upper_tiles")
        elif not ranks & ~_RANKS_4_6:
            out.append("middle_tiles")
    return tuple(out)
