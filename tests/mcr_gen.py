"""A seeded generator of complete, valid MCR hands with consistent contexts.

Used by ``tests/test_mcr_differential.py`` to compare ``core.rules.mcr.ruleset`` with PyMahjongGB.

A hand is drawn in two steps:

1. a :class:`Blueprint` — four sets and a pair (a *regular* hand), a knitted straight with one
   set and a pair, or fourteen concealed tiles of a special shape (seven pairs, thirteen
   orphans, honours-and-knitted, nine gates). Blueprints come from a mix of *palette*
   generators (sets drawn from a restricted set of tile kinds: one suit, green tiles, 1-2-3,
   even pungs...) and *targeted* generators for the structures of the rare fans (big four
   winds, quadruple chow, pure terminal chows, four kongs, ...);
2. :func:`materialize` turns it into a :class:`~core.model.hand.Hand`: some sets become declared
   melds of every kind (chi, pon, kan, kakan, ankan), the winning tile is taken from the
   concealed part, flowers are added, and a context is drawn whose flags are consistent with
   the hand (robbing the kong only on a discard of a tile the hand does not hold, a kong
   replacement only when self-drawn with a declared kong, last copy only when the standing
   tiles hold no other copy, ...).

Every hand has 14 tiles with kongs counted as 3, no kind more than 4 times.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from core.model.hand import Hand, Meld, MeldKind
from core.model.tiles import Flower, Tile

# tile kinds: 0..8 1m..9m, 9..17 1p..9p, 18..26 1s..9s, 27..30 E S W N, 31 white, 32 green, 33 red
WINDS = (27, 28, 29, 30)
DRAGONS = (31, 32, 33)
HONORS = WINDS + DRAGONS
TERMINALS = (0, 8, 9, 17, 18, 26)
GREEN = (19, 20, 21, 23, 25, 32)
REVERSIBLE = (9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 31)
SUITED = tuple(range(27))
ALL_KINDS = tuple(range(34))
WIND_LETTERS = ("E", "S", "W", "N")

Set_ = tuple[str, int]  # ("chow", lowest kind) | ("pung", kind)


@dataclass(frozen=True)
class Blueprint:
    """What a hand is made of, before melds, the winning tile and flowers are chosen.

    ``sets`` + ``pair`` for a regular hand; ``knitted`` (the nine tiles of a knitted
    straight) with one set and a pair; or ``special``: fourteen concealed tiles.
    ``kongs``: how many pungs must become kongs (``None``: chosen at random).
    ``concealed_only``: no claimed meld (concealed kongs allowed).
    """

    sets: tuple[Set_, ...] = ()
    pair: int | None = None
    knitted: tuple[int, ...] = ()
    special: tuple[int, ...] = ()
    kongs: int | None = None
    concealed_only: bool = False
    nine_gates: bool = False
    tag: str = ""

    def kinds(self) -> list[int]:
        out: list[int] = list(self.knitted) + list(self.special)
        for kind, first in self.sets:
            out.extend((first, first + 1, first + 2) if kind == "chow" else (first,) * 3)
        if self.pair is not None:
            out.extend((self.pair, self.pair))
        return out


@dataclass(frozen=True)
class Drawn:
    """One generated case: the hand, its context and the blueprint it came from."""

    hand: Hand
    context: dict[str, Any] = field(default_factory=dict)
    tag: str = ""


def _counts(kinds: list[int]) -> list[int]:
    c = [0] * 34
    for k in kinds:
        c[k] += 1
    return c


def _valid(bp: Blueprint) -> bool:
    return max(_counts(bp.kinds())) <= 4


def _suit(k: int) -> int:
    return k // 9


def _chow_firsts(allowed: set[int]) -> list[int]:
    return [k for k in SUITED if k % 9 <= 6 and {k, k + 1, k + 2} <= allowed]


# --- palette generators ------------------------------------------------------------------------


def _palette_sets(rng: random.Random, allowed: set[int], chow_p: float) -> tuple[tuple[Set_, ...], int]:
    """Four sets and a pair of ``allowed`` kinds; each set a chow with probability ``chow_p`` (when one fits)."""
    chows = _chow_firsts(allowed)
    pungs = sorted(allowed)
    sets: list[Set_] = []
    for _ in range(4):
        if chows and rng.random() < chow_p:
            sets.append(("chow", rng.choice(chows)))
        else:
            sets.append(("pung", rng.choice(pungs)))
    return tuple(sets), rng.choice(pungs)


def _suits_kinds(suits: list[int], honors: bool) -> set[int]:
    out = {s * 9 + r for s in suits for r in range(9)}
    if honors:
        out |= set(HONORS)
    return out


def _rank_kinds(ranks: range | tuple[int, ...]) -> set[int]:
    return {s * 9 + r - 1 for s in range(3) for r in ranks}


def _palette(rng: random.Random) -> tuple[set[int], str]:
    """A restricted set of kinds to draw sets from, and its name."""
    suits = [0, 1, 2]
    rng.shuffle(suits)
    choice = rng.choices(
        [
            "all",
            "simples",
            "one_suit",
            "one_suit_honors",
            "two_suits",
            "two_suits_honors",
            "green",
            "reversible",
            "orphans",
            "terminals",
            "honors",
            "upper",
            "middle",
            "lower",
            "upper_four",
            "lower_four",
            "even",
        ],
        weights=[30, 8, 8, 6, 8, 5, 3, 3, 3, 2, 2, 3, 3, 3, 3, 3, 2],
    )[0]
    table: dict[str, Callable[[], set[int]]] = {
        "all": lambda: set(ALL_KINDS),
        "simples": lambda: {k for k in SUITED if k % 9 not in (0, 8)},
        "one_suit": lambda: _suits_kinds(suits[:1], False),
        "one_suit_honors": lambda: _suits_kinds(suits[:1], True),
        "two_suits": lambda: _suits_kinds(suits[:2], False),
        "two_suits_honors": lambda: _suits_kinds(suits[:2], True),
        "green": lambda: set(GREEN),
        "reversible": lambda: set(REVERSIBLE),
        "orphans": lambda: set(TERMINALS) | set(HONORS),
        "terminals": lambda: set(TERMINALS),
        "honors": lambda: set(HONORS),
        "upper": lambda: _rank_kinds(range(7, 10)),
        "middle": lambda: _rank_kinds(range(4, 7)),
        "lower": lambda: _rank_kinds(range(1, 4)),
        "upper_four": lambda: _rank_kinds(range(6, 10)),
        "lower_four": lambda: _rank_kinds(range(1, 5)),
        "even": lambda: _rank_kinds((2, 4, 6, 8)),
    }
    return table[choice](), choice


def palette_blueprint(rng: random.Random) -> Blueprint:
    allowed, name = _palette(rng)
    chow_p = rng.choice((0.0, 0.3, 0.6, 0.9, 1.0))
    if name == "even":
        chow_p = 0.0 if rng.random() < 0.7 else chow_p
    sets, pair = _palette_sets(rng, allowed, chow_p)
    return Blueprint(sets=sets, pair=pair, tag=f"palette:{name}")


# --- targeted generators -----------------------------------------------------------------------


def _any_set(rng: random.Random) -> Set_:
    if rng.random() < 0.6:
        return ("chow", rng.choice(_chow_firsts(set(SUITED))))
    return ("pung", rng.randrange(34))


def _fill(rng: random.Random, sets: list[Set_], pair: int | None = None) -> tuple[tuple[Set_, ...], int]:
    while len(sets) < 4:
        sets.append(_any_set(rng))
    return tuple(sets), (rng.randrange(34) if pair is None else pair)


def _bp(rng: random.Random, tag: str, sets: list[Set_], pair: int | None = None, **kw: Any) -> Blueprint:
    s, p = _fill(rng, list(sets), pair)
    return Blueprint(sets=s, pair=p, tag=tag, **kw)


def _suit_base(rng: random.Random) -> int:
    return 9 * rng.randrange(3)


def _three_suits(rng: random.Random) -> list[int]:
    s = [0, 9, 18]
    rng.shuffle(s)
    return s


def t_big_four_winds(rng: random.Random) -> Blueprint:
    return _bp(rng, "big_four_winds", [("pung", w) for w in WINDS])


def t_little_four_winds(rng: random.Random) -> Blueprint:
    w = list(WINDS)
    rng.shuffle(w)
    return _bp(rng, "little_four_winds", [("pung", k) for k in w[:3]], pair=w[3])


def t_big_three_winds(rng: random.Random) -> Blueprint:
    w = list(WINDS)
    rng.shuffle(w)
    return _bp(rng, "big_three_winds", [("pung", k) for k in w[:3]])


def t_big_three_dragons(rng: random.Random) -> Blueprint:
    return _bp(rng, "big_three_dragons", [("pung", k) for k in DRAGONS])


def t_little_three_dragons(rng: random.Random) -> Blueprint:
    d = list(DRAGONS)
    rng.shuffle(d)
    return _bp(rng, "little_three_dragons", [("pung", k) for k in d[:2]], pair=d[2])


def t_two_dragons(rng: random.Random) -> Blueprint:
    d = list(DRAGONS)
    rng.shuffle(d)
    return _bp(rng, "two_dragons", [("pung", k) for k in d[:2]])


def t_honor_pungs(rng: random.Random) -> Blueprint:
    """Wind and dragon pungs mixed with anything: 圈风刻, 门风刻, 幺九刻, 箭刻, 字一色 near misses."""
    n = rng.randrange(1, 5)
    kinds = rng.sample(HONORS, n)
    pair = rng.choice(HONORS) if rng.random() < 0.5 else None
    return _bp(rng, "honor_pungs", [("pung", k) for k in kinds], pair=pair)


def t_all_terminals(rng: random.Random) -> Blueprint:
    ks = rng.sample(TERMINALS, 5)
    return _bp(rng, "all_terminals", [("pung", k) for k in ks[:4]], pair=ks[4])


def t_all_terminals_and_honors(rng: random.Random) -> Blueprint:
    ks = rng.sample(TERMINALS + HONORS, 5)
    return _bp(rng, "all_terminals_and_honors", [("pung", k) for k in ks[:4]], pair=ks[4])


def t_outside(rng: random.Random) -> Blueprint:
    """Every set and the pair holds a terminal or honour (全带幺)."""
    sets: list[Set_] = []
    for _ in range(4):
        r = rng.random()
        if r < 0.6:
            sets.append(("chow", _suit_base(rng) + rng.choice((0, 6))))
        else:
            sets.append(("pung", rng.choice(TERMINALS + HONORS)))
    return _bp(rng, "outside_hand", sets, pair=rng.choice(TERMINALS + HONORS))


def t_all_five(rng: random.Random) -> Blueprint:
    sets: list[Set_] = []
    for _ in range(4):
        if rng.random() < 0.75:
            sets.append(("chow", _suit_base(rng) + rng.choice((2, 3, 4))))
        else:
            sets.append(("pung", _suit_base(rng) + 4))
    return _bp(rng, "all_five", sets, pair=_suit_base(rng) + 4)


def t_all_even_pungs(rng: random.Random) -> Blueprint:
    evens = sorted(_rank_kinds((2, 4, 6, 8)))
    ks = rng.sample(evens, 5)
    return _bp(rng, "all_even_pungs", [("pung", k) for k in ks[:4]], pair=ks[4])


def t_four_pure_shifted_pungs(rng: random.Random) -> Blueprint:
    base = _suit_base(rng) + rng.randrange(6)
    return _bp(rng, "four_pure_shifted_pungs", [("pung", base + i) for i in range(4)])


def t_pure_shifted_pungs(rng: random.Random) -> Blueprint:
    base = _suit_base(rng) + rng.randrange(7)
    return _bp(rng, "pure_shifted_pungs", [("pung", base + i) for i in range(3)])


def t_mixed_shifted_pungs(rng: random.Random) -> Blueprint:
    s = _three_suits(rng)
    r = rng.randrange(7)
    return _bp(rng, "mixed_shifted_pungs", [("pung", s[i] + r + i) for i in range(3)])


def t_triple_pung(rng: random.Random) -> Blueprint:
    r = rng.randrange(9)
    return _bp(rng, "triple_pung", [("pung", s + r) for s in (0, 9, 18)])


def t_double_pung(rng: random.Random) -> Blueprint:
    r = rng.randrange(9)
    s = _three_suits(rng)
    return _bp(rng, "double_pung", [("pung", s[0] + r), ("pung", s[1] + r)])


def t_pungs_mix(rng: random.Random) -> Blueprint:
    """Four pungs of suited tiles in few ranks: double pungs, shifted pungs, all pungs."""
    ranks = rng.sample(range(9), 2)
    kinds = [s + r for s in (0, 9, 18) for r in ranks]
    picks = rng.sample(kinds, 4)
    return _bp(rng, "pungs_mix", [("pung", k) for k in picks])


def t_quadruple_chow(rng: random.Random) -> Blueprint:
    first = _suit_base(rng) + rng.randrange(7)
    return _bp(rng, "quadruple_chow", [("chow", first)] * 4)


def t_four_pure_shifted_chows(rng: random.Random) -> Blueprint:
    step = rng.choice((1, 2))
    base = _suit_base(rng) + rng.randrange(7 - 3 * step)
    return _bp(rng, "four_pure_shifted_chows", [("chow", base + i * step) for i in range(4)])


def t_pure_triple_chow(rng: random.Random) -> Blueprint:
    first = _suit_base(rng) + rng.randrange(7)
    return _bp(rng, "pure_triple_chow", [("chow", first)] * 3)


def t_pure_shifted_chows(rng: random.Random) -> Blueprint:
    step = rng.choice((1, 2))
    base = _suit_base(rng) + rng.randrange(7 - 2 * step)
    return _bp(rng, "pure_shifted_chows", [("chow", base + i * step) for i in range(3)])


def t_pure_straight(rng: random.Random) -> Blueprint:
    base = _suit_base(rng)
    return _bp(rng, "pure_straight", [("chow", base), ("chow", base + 3), ("chow", base + 6)])


def t_mixed_straight(rng: random.Random) -> Blueprint:
    s = _three_suits(rng)
    return _bp(rng, "mixed_straight", [("chow", s[0]), ("chow", s[1] + 3), ("chow", s[2] + 6)])


def t_mixed_triple_chow(rng: random.Random) -> Blueprint:
    r = rng.randrange(7)
    return _bp(rng, "mixed_triple_chow", [("chow", s + r) for s in (0, 9, 18)])


def t_mixed_shifted_chows(rng: random.Random) -> Blueprint:
    s = _three_suits(rng)
    r = rng.randrange(5)
    return _bp(rng, "mixed_shifted_chows", [("chow", s[i] + r + i) for i in range(3)])


def t_terminal_chows(rng: random.Random) -> Blueprint:
    """一色双龙会 / 三色双龙会 and their near misses (wrong pair, a third suit)."""
    s = _three_suits(rng)
    if rng.random() < 0.5:
        sets = [("chow", s[0]), ("chow", s[0]), ("chow", s[0] + 6), ("chow", s[0] + 6)]
        pair = s[0] + 4 if rng.random() < 0.8 else rng.choice((s[1] + 4, s[0] + 3))
        tag = "pure_terminal_chows"
    else:
        sets = [("chow", s[0]), ("chow", s[0] + 6), ("chow", s[1]), ("chow", s[1] + 6)]
        pair = s[2] + 4 if rng.random() < 0.8 else rng.choice((s[0] + 4, s[2] + 3))
        tag = "three_suited_terminal_chows"
    return Blueprint(sets=tuple(sets), pair=pair, tag=tag)


def t_chow_pairs(rng: random.Random) -> Blueprint:
    """Chows in few suits and ranks: 一般高, 喜相逢, 连六, 老少副 and the account-once rule."""
    suits = rng.sample((0, 9, 18), rng.choice((1, 2, 2, 3)))
    ranks = rng.sample((0, 3, 6, 1, 4, 2, 5), rng.choice((2, 2, 3)))
    sets = [("chow", rng.choice(suits) + rng.choice(ranks)) for _ in range(4)]
    n_pung = rng.choice((0, 0, 0, 1, 2))
    for i in range(n_pung):
        sets[i] = _any_set(rng)
    return _bp(rng, "chow_pairs", sets)


def t_all_chows(rng: random.Random) -> Blueprint:
    sets = [("chow", rng.choice(_chow_firsts(set(SUITED)))) for _ in range(4)]
    return _bp(rng, "all_chows", sets, pair=rng.choice(SUITED) if rng.random() < 0.85 else rng.choice(HONORS))


def t_kongs(rng: random.Random) -> Blueprint:
    """One to four kongs (双明杠, 双暗杠, 明暗杠, 三杠, 四杠)."""
    n = rng.choice((1, 2, 2, 2, 3, 3, 4, 4))
    kinds = rng.sample(ALL_KINDS, n)
    sets = [("pung", k) for k in kinds]
    return _bp(rng, f"kongs{n}", sets, kongs=n)


def t_concealed_pungs(rng: random.Random) -> Blueprint:
    """Pungs in the concealed part: 双暗刻, 三暗刻, 四暗刻 (a discard on a pung makes it melded)."""
    n = rng.choice((2, 3, 3, 4, 4))
    kinds = rng.sample(ALL_KINDS, n)
    return _bp(rng, f"concealed_pungs{n}", [("pung", k) for k in kinds], concealed_only=rng.random() < 0.7)


def t_tile_hog(rng: random.Random) -> Blueprint:
    """Four of a kind spread over sets (四归一): a pung and a chow, or two chows and the pair."""
    first = rng.choice(_chow_firsts(set(SUITED)))
    k = first + rng.randrange(3)
    if rng.random() < 0.5:
        return _bp(rng, "tile_hog", [("pung", k), ("chow", first)])
    return _bp(rng, "tile_hog", [("chow", first), ("chow", first)], pair=k)


def t_all_types(rng: random.Random) -> Blueprint:
    """Sets of the three suits, a wind and a dragon (五门齐), the honours as pungs or the pair."""
    s = _three_suits(rng)
    suited: list[Set_] = [
        ("chow", x + rng.randrange(7)) if rng.random() < 0.7 else ("pung", x + rng.randrange(9)) for x in s
    ]
    wind, dragon = rng.choice(WINDS), rng.choice(DRAGONS)
    form = rng.randrange(3)
    if form == 0:
        return _bp(rng, "all_types", [("pung", wind), ("pung", dragon)] + suited[:2], pair=s[2] + rng.randrange(9))
    if form == 1:
        return _bp(rng, "all_types", [("pung", wind)] + suited, pair=dragon)
    return _bp(rng, "all_types", [("pung", dragon)] + suited, pair=wind)


def t_chicken(rng: random.Random) -> Blueprint:
    """Unrelated sets of the three suits with an honour pair, mostly claimed: 无番和 and its near misses."""
    s = _three_suits(rng)
    ranks = rng.sample(range(1, 6), 4)
    sets: list[Set_] = [("chow", s[i % 3] + ranks[i]) for i in range(3)]
    sets.append(
        ("pung", s[rng.randrange(3)] + rng.randrange(1, 8))
        if rng.random() < 0.5
        else ("chow", s[rng.randrange(3)] + ranks[3])
    )
    return Blueprint(sets=tuple(sets), pair=rng.choice(HONORS), tag="chicken")


def t_melded_hand(rng: random.Random) -> Blueprint:
    """All four sets claimed, won on a discard (全求人)."""
    return _bp(rng, "melded_hand", [])


def t_seven_pairs(rng: random.Random) -> Blueprint:
    allowed, _ = _palette(rng)
    kinds = sorted(allowed)
    pairs = [rng.choice(kinds) for _ in range(7)]
    if rng.random() < 0.7:
        pairs = rng.sample(kinds, min(7, len(kinds))) if len(kinds) >= 7 else pairs
    tiles = tuple(k for p in pairs for k in (p, p))
    return Blueprint(special=tiles, tag="seven_pairs")


def t_seven_shifted_pairs(rng: random.Random) -> Blueprint:
    base = _suit_base(rng) + rng.randrange(3)
    pairs = [base + i for i in range(7)]
    if rng.random() < 0.2:  # near miss: one pair out of line
        pairs[rng.randrange(7)] = rng.randrange(34)
    return Blueprint(special=tuple(k for p in pairs for k in (p, p)), tag="seven_shifted_pairs")


def t_thirteen_orphans(rng: random.Random) -> Blueprint:
    orphans = TERMINALS + HONORS
    return Blueprint(special=tuple(orphans) + (rng.choice(orphans),), tag="thirteen_orphans")


def _knitted(rng: random.Random) -> tuple[int, ...]:
    s = _three_suits(rng)
    return tuple(sorted(s[i] + i + d for i in range(3) for d in (0, 3, 6)))


def t_honors_and_knitted(rng: random.Random) -> Blueprint:
    pattern = _knitted(rng)
    n_suited = rng.choice((7, 8, 9)) if rng.random() < 0.7 else 7
    suited = rng.sample(pattern, n_suited)
    honors = rng.sample(HONORS, 14 - n_suited)
    return Blueprint(special=tuple(sorted(suited + honors)), tag="honors_and_knitted")


def t_knitted_straight(rng: random.Random) -> Blueprint:
    pattern = _knitted(rng)
    s, p = _fill(rng, [], None)
    return Blueprint(knitted=pattern, sets=s[:1], pair=p, tag="knitted_straight")


def t_nine_gates(rng: random.Random) -> Blueprint:
    base = _suit_base(rng)
    standing = [base + r for r in (0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8)]
    extra = base + rng.randrange(9)
    return Blueprint(special=tuple(standing + [extra]), nine_gates=True, tag="nine_gates")


def t_full_flush_concealed(rng: random.Random) -> Blueprint:
    """Concealed one-suit hands: many readings, nine-gates near misses, 一色三同顺 / 一色三节高 ties."""
    base = _suit_base(rng)
    allowed = {base + r for r in range(9)}
    sets, pair = _palette_sets(rng, allowed, rng.choice((0.5, 0.8, 1.0)))
    return Blueprint(sets=sets, pair=pair, concealed_only=True, tag="full_flush_concealed")


TARGETED: tuple[tuple[Callable[[random.Random], Blueprint], int], ...] = (
    (t_big_four_winds, 2),
    (t_little_four_winds, 2),
    (t_big_three_winds, 3),
    (t_big_three_dragons, 2),
    (t_little_three_dragons, 2),
    (t_two_dragons, 3),
    (t_honor_pungs, 6),
    (t_all_terminals, 2),
    (t_all_terminals_and_honors, 3),
    (t_outside, 5),
    (t_all_five, 4),
    (t_all_even_pungs, 3),
    (t_four_pure_shifted_pungs, 2),
    (t_pure_shifted_pungs, 3),
    (t_mixed_shifted_pungs, 3),
    (t_triple_pung, 3),
    (t_double_pung, 3),
    (t_pungs_mix, 3),
    (t_quadruple_chow, 2),
    (t_four_pure_shifted_chows, 3),
    (t_pure_triple_chow, 3),
    (t_pure_shifted_chows, 4),
    (t_pure_straight, 3),
    (t_mixed_straight, 3),
    (t_mixed_triple_chow, 3),
    (t_mixed_shifted_chows, 3),
    (t_terminal_chows, 3),
    (t_chow_pairs, 10),
    (t_all_chows, 6),
    (t_kongs, 8),
    (t_concealed_pungs, 6),
    (t_tile_hog, 4),
    (t_all_types, 4),
    (t_chicken, 4),
    (t_melded_hand, 3),
    (t_seven_pairs, 5),
    (t_seven_shifted_pairs, 2),
    (t_thirteen_orphans, 2),
    (t_honors_and_knitted, 3),
    (t_knitted_straight, 4),
    (t_nine_gates, 2),
    (t_full_flush_concealed, 6),
)


def blueprint(rng: random.Random) -> Blueprint:
    if rng.random() < 0.35:
        return palette_blueprint(rng)
    gens, weights = zip(*TARGETED)
    return rng.choices(gens, weights=weights)[0](rng)


# --- hands -------------------------------------------------------------------------------------


def _tile(k: int) -> Tile:
    return Tile(k)


def _meld(kind: MeldKind, set_: Set_) -> Meld:
    kind_name, first = set_
    if kind_name == "chow":
        kinds = [first, first + 1, first + 2]
    else:
        kinds = [first] * kind.size
    return Meld(kind, tuple(_tile(k) for k in kinds))


def materialize(rng: random.Random, bp: Blueprint) -> Drawn | None:
    """A hand and a consistent context from ``bp``; ``None`` when the draw does not fit."""
    if not _valid(bp):
        return None
    counts = _counts(bp.kinds())
    melds: list[Meld] = []
    concealed: list[int] = []
    if bp.special:
        concealed = list(bp.special)
        if bp.nine_gates and rng.random() < 0.8:
            # the winning tile is the extra one: a true nine-sided wait
            win = bp.special[-1]
        else:
            win = rng.choice(concealed)
        concealed.remove(win)
        return _finish(rng, bp, melds, concealed, win)
    sets = list(bp.sets)
    idx = list(range(len(sets)))
    if bp.tag == "melded_hand":
        n_declared = 4
    elif bp.knitted:
        n_declared = 1 if rng.random() < 0.5 else 0
    elif bp.concealed_only:
        n_declared = 0
    else:
        n_declared = rng.choices((0, 1, 2, 3, 4), weights=(30, 22, 20, 14, 14))[0]
    declared = set(rng.sample(idx, min(n_declared, len(idx))))
    pungs = [i for i in idx if sets[i][0] == "pung" and counts[sets[i][1]] == 3]
    if bp.kongs is not None:
        if len(pungs) < bp.kongs:
            return None
        kong_idx = set(rng.sample(pungs, bp.kongs))
    else:
        kong_idx = {i for i in pungs if rng.random() < 0.12}
    for i in idx:
        s = sets[i]
        if i in kong_idx:
            if i in declared and not bp.concealed_only:
                kind = rng.choice((MeldKind.KONG, MeldKind.ADDED_KONG))
            else:
                kind = MeldKind.CONCEALED_KONG
            melds.append(_meld(kind, s))
        elif i in declared and not bp.concealed_only:
            melds.append(_meld(MeldKind.CHOW if s[0] == "chow" else MeldKind.PUNG, s))
        else:
            kind_name, first = s
            concealed.extend((first, first + 1, first + 2) if kind_name == "chow" else (first,) * 3)
    concealed.extend(bp.knitted)
    assert bp.pair is not None
    concealed.extend((bp.pair, bp.pair))
    rng.shuffle(melds)
    win = rng.choice(concealed)
    concealed.remove(win)
    if bp.knitted and len(melds) > 1:
        return None
    return _finish(rng, bp, melds, concealed, win)


def _finish(rng: random.Random, bp: Blueprint, melds: list[Meld], standing: list[int], win: int) -> Drawn | None:
    n_flowers = rng.choices(range(9), weights=(60, 12, 8, 6, 5, 3, 2, 2, 2))[0]
    flowers = tuple(Flower(n) for n in sorted(rng.sample(range(1, 9), n_flowers)))
    write_flowers = rng.random() < 0.5
    hand = Hand(
        standing=tuple(_tile(k) for k in standing),
        melds=tuple(melds),
        win=_tile(win),
        flowers=flowers if write_flowers else (),
    )
    ctx = context_for(rng, hand, bp)
    if not write_flowers:
        ctx["flowers"] = n_flowers
    return Drawn(hand, ctx, bp.tag)


def context_for(rng: random.Random, hand: Hand, bp: Blueprint | None = None) -> dict[str, Any]:
    """A random context that is possible for ``hand``."""
    assert hand.win is not None
    win = hand.win.kind
    held = hand.counts(include_win=False)[win]
    in_standing = sum(1 for t in hand.standing if t.kind == win)
    has_kong = any(m.is_kong for m in hand.melds)
    self_drawn = rng.random() < (0.9 if has_kong and rng.random() < 0.3 else 0.45)
    if bp is not None and bp.tag == "melded_hand" and rng.random() < 0.8:
        self_drawn = False
    ctx: dict[str, Any] = {
        "self_drawn": self_drawn,
        "seat_wind": rng.choice(WIND_LETTERS),
        "round_wind": rng.choice(WIND_LETTERS),
    }
    if rng.random() < 0.08:
        ctx["last_wall_tile"] = True
    if self_drawn and has_kong and rng.random() < 0.3:
        ctx["kong_replacement"] = True
    if not self_drawn and held == 0 and not ctx.get("last_wall_tile") and rng.random() < 0.25:
        ctx["robbing_kong"] = True
    if in_standing == 0 and rng.random() < 0.2:
        ctx["last_copy"] = True
    return ctx


def generate(seed: int, n: int) -> list[Drawn]:
    """``n`` hands drawn from ``seed`` (the same seed always gives the same hands)."""
    rng = random.Random(seed)
    out: list[Drawn] = []
    while len(out) < n:
        d = materialize(rng, blueprint(rng))
        if d is not None:
            out.append(d)
    return out
