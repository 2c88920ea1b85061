"""Waits and shanten.

waits() is checked against an independent brute force (add each of the 34 kinds, test the
result for completeness). Shanten is checked against two outside implementations, the
``mahjong`` package (riichi) and PyMahjongGB (MCR), and, for the shapes no oracle knows
(16/17-tile hands, seven pairs and a pung), against its own definition: -1 exactly on a
complete hand, and one draw (or one discard) changes it by the least possible step.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Sequence
from functools import cache

import pytest

from core.model.errors import TileCountError
from core.model.hand import Hand, Meld, MeldKind
from core.model.notation import parse_hand
from core.model.tiles import Tile
from core.shapes.readings import MCR_SHAPES, RIICHI_SHAPES, TAIWAN_SHAPES, Shape, ShapeRules
from core.shapes.waits import (
    WinningTile,
    honors_and_knitted_shanten,
    knitted_straight_shanten,
    regular_shanten,
    seven_pairs_and_pung_shanten,
    seven_pairs_shanten,
    shanten,
    thirteen_orphans_shanten,
    waits,
)

ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
HONOURS = tuple(range(27, 34))
KNITTED = [
    frozenset(suit * 9 + n - 1 for suit, nums in zip(perm, ((1, 4, 7), (2, 5, 8), (3, 6, 9))) for n in nums)
    for perm in itertools.permutations(range(3))
]
CHOW_STARTS = [s * 9 + n for s in range(3) for n in range(7)]

REGULAR_ONLY = ShapeRules(seven_pairs=False, thirteen_orphans=False, honors_and_knitted=False, knitted_straight=False)
TAIWAN_NO_FOURS = TAIWAN_SHAPES._replace(seven_pairs_quads=False)


# --- an independent completeness check ----------------------------------------------------------


def _sets(c: list[int], n: int) -> bool:
    """Whether c splits into exactly n sets (the lowest tile is in a pung or starts a chow)."""
    i = next((k for k in range(34) if c[k]), None)
    if i is None:
        return n == 0
    if n == 0:
        return False
    if c[i] >= 3:
        c[i] -= 3
        ok = _sets(c, n - 1)
        c[i] += 3
        if ok:
            return True
    if i < 27 and i % 9 <= 6 and c[i + 1] and c[i + 2]:
        for j in (i, i + 1, i + 2):
            c[j] -= 1
        ok = _sets(c, n - 1)
        for j in (i, i + 1, i + 2):
            c[j] += 1
        if ok:
            return True
    return False


def brute_regular(c: Sequence[int], n: int) -> bool:
    if sum(c) != 3 * n + 2:
        return False
    work = list(c)
    for k in range(34):
        if work[k] >= 2:
            work[k] -= 2
            ok = _sets(work, n)
            work[k] += 2
            if ok:
                return True
    return False


def brute_seven_pairs(c: Sequence[int], quads: bool) -> bool:
    return sum(c) == 14 and all(x % 2 == 0 for x in c) and (quads or max(c) <= 2)


def brute_orphans(c: Sequence[int]) -> bool:
    return sum(c) == 14 and {k for k in range(34) if c[k]} == set(ORPHANS)


def brute_honors_knitted(c: Sequence[int]) -> bool:
    suited = {k for k in range(27) if c[k]}
    return sum(c) == 14 and max(c) == 1 and any(suited <= p for p in KNITTED)


def brute_knitted_straight(c: Sequence[int], n: int) -> bool:
    if n < 3:
        return False
    for p in KNITTED:
        if all(c[k] for k in p):
            rest = list(c)
            for k in p:
                rest[k] -= 1
            if brute_regular(rest, n - 3):
                return True
    return False


def brute_seven_pairs_and_pung(c: Sequence[int], quads: bool) -> bool:
    if sum(c) != 17:
        return False
    for k in range(34):
        if c[k] >= 3:
            rest = list(c)
            rest[k] -= 3
            if all(x % 2 == 0 for x in rest) and (quads or max(rest) <= 2):
                return True
    return False


def brute_complete(c: Sequence[int], shapes: ShapeRules, declared: int = 0) -> bool:
    n = shapes.sets - declared
    if brute_regular(c, n):
        return True
    if declared == 0:
        if shapes.seven_pairs and brute_seven_pairs(c, shapes.seven_pairs_quads):
            return True
        if shapes.thirteen_orphans and brute_orphans(c):
            return True
        if shapes.honors_and_knitted and brute_honors_knitted(c):
            return True
        if shapes.seven_pairs_and_pung and brute_seven_pairs_and_pung(c, shapes.seven_pairs_quads):
            return True
    return shapes.knitted_straight and brute_knitted_straight(c, n)


def brute_waits(c: Sequence[int], shapes: ShapeRules, declared: int = 0) -> list[int]:
    out = []
    work = list(c)
    for k in range(34):
        work[k] += 1
        if brute_complete(work, shapes, declared):
            out.append(k)
        work[k] -= 1
    return out


def counts_of(kinds: Sequence[int]) -> list[int]:
    c = [0] * 34
    for k in kinds:
        c[k] += 1
    return c


# --- waits: every one-suit 13-tile hand ------------------------------------------------------------


@cache
def _one_suit_complete(v: tuple[int, ...], quads: bool) -> bool:
    c = list(v) + [0] * 25
    return brute_regular(c, 4) or brute_seven_pairs(c, quads)


def _check_one_suit(v: tuple[int, ...], base: int, shapes: ShapeRules) -> int:
    """Check waits() on one one-suit hand (counts ``v`` in the suit starting at ``base``)."""
    assert shapes.seven_pairs and shapes.sets == 4  # what _one_suit_complete decides
    hand = Hand(tuple(Tile(base + i) for i in range(9) for _ in range(v[i])))
    got = waits(hand, shapes)
    # A tile of another suit or an honour would be a lone tile: no pair, no set, and
    # thirteen orphans / knitted shapes need all three suits. So only the hand's suit counts.
    expected = []
    for i in range(9):
        drawn = list(v)
        drawn[i] += 1
        if _one_suit_complete(tuple(drawn), shapes.seven_pairs_quads):
            expected.append(base + i)
    assert [w.kind for w in got] == expected, hand
    for w in got:
        assert w.in_hand == v[w.kind - base]
        assert w.exhausted == (v[w.kind - base] == 4)
        assert w.remaining == 4 - min(4, v[w.kind - base])
    return len(got)


@pytest.mark.slow
def test_every_one_suit_13_tile_hand_riichi_shapes() -> None:
    vectors = [v for v in itertools.product(range(5), repeat=9) if sum(v) == 13]
    assert len(vectors) == 93_600
    ready = sum(bool(_check_one_suit(v, 9 * (i % 3), RIICHI_SHAPES)) for i, v in enumerate(vectors))
    assert ready > 20_000


@pytest.mark.slow
def test_one_suit_13_tile_hands_mcr_shapes() -> None:
    """MCR shapes count a four of a kind as two pairs of seven pairs. Every hand where that
    can matter (one odd count and a three or four) is checked, and every 10th other hand."""
    vectors = [v for v in itertools.product(range(5), repeat=9) if sum(v) == 13]
    checked = quads_waits = 0
    for i, v in enumerate(vectors):
        quad_pairs_possible = sum(x % 2 for x in v) == 1 and max(v) >= 3
        if quad_pairs_possible or i % 10 == 0:
            checked += 1
            _check_one_suit(v, 9 * (i % 3), MCR_SHAPES)
            if quad_pairs_possible:
                drawn = list(v)
                drawn[[x % 2 for x in v].index(1)] += 1
                quads_waits += _one_suit_complete(tuple(drawn), True) and not _one_suit_complete(tuple(drawn), False)
    assert checked > 18_000 and quads_waits > 1000


# --- waits: random mixed hands ----------------------------------------------------------------------


def _random_standing(rng: random.Random, shapes: ShapeRules) -> tuple[list[int], list[Meld]]:
    """Concealed kinds and melds of a random hand one tile short, often close to a shape."""
    n_sets = shapes.sets
    mode = rng.random()
    melds: list[Meld] = []
    if mode < 0.45:  # a complete regular hand minus a tile, some sets declared
        kinds = [rng.randrange(34)] * 2
        for _ in range(n_sets):
            if rng.random() < 0.5:
                s = rng.choice(CHOW_STARTS)
                group = [s, s + 1, s + 2]
            else:
                group = [rng.randrange(34)] * 3
            if rng.random() < 0.2:
                kind = MeldKind.CHOW if group[0] != group[1] else rng.choice([MeldKind.PUNG, MeldKind.KONG])
                tiles = group + ([group[0]] if kind is MeldKind.KONG else [])
                melds.append(Meld(kind, tuple(Tile(k) for k in tiles)))
            else:
                kinds += group
        kinds.pop(rng.randrange(len(kinds)))
    elif mode < 0.55 and n_sets == 4:  # thirteen orphans, a tile or two off
        kinds = list(ORPHANS)
        if rng.random() < 0.5:
            kinds[rng.randrange(13)] = rng.choice(ORPHANS)
    elif mode < 0.65 and n_sets == 4:
        pattern = sorted(rng.choice(KNITTED))
        if rng.random() < 0.5:  # honours and knitted
            kinds = rng.sample(pattern + list(HONOURS), 13)
        else:  # a knitted straight and two pairs
            kinds = pattern + [rng.randrange(34)] * 2 + [rng.randrange(34)] * 2
    elif mode < 0.8:  # pairs
        kinds = [k for k in rng.sample(range(34), (3 * n_sets + 2) // 2) for _ in range(2)]
        if n_sets == 5:
            kinds += [rng.randrange(34)] * 3
        kinds = kinds[: 3 * n_sets + 1]
        if rng.random() < 0.5:
            kinds[rng.randrange(len(kinds))] = rng.randrange(34)
    else:  # a heap of a few kinds
        few = rng.sample(range(34), rng.randint(5, 10))
        kinds = rng.sample([k for k in few for _ in range(4)], 3 * n_sets + 1)
    return kinds, melds


def _random_standing_hand(
    rng: random.Random, shapes: ShapeRules
) -> tuple[Hand, list[int], list[Meld], list[int]] | None:
    """A random standing hand with its concealed kinds, melds and the copies of each kind it
    holds (counted here, not by the code under test); None when a tile is used five times."""
    kinds, melds = _random_standing(rng, shapes)
    held = counts_of(kinds)
    for m in melds:
        for k in m.kinds():
            held[k] += 1
    if max(held) > 4:
        return None
    return Hand(tuple(Tile(k) for k in kinds), tuple(melds)), kinds, melds, held


@pytest.mark.parametrize("shapes", [MCR_SHAPES, RIICHI_SHAPES, TAIWAN_SHAPES, TAIWAN_NO_FOURS, REGULAR_ONLY])
def test_random_hands_against_brute_force(shapes: ShapeRules) -> None:
    rng = random.Random(hash(shapes) & 0xFFFF)
    ready = tested = 0
    for _ in range(1500):
        drawn = _random_standing_hand(rng, shapes)
        if drawn is None:
            continue
        hand, kinds, melds, held = drawn
        got = waits(hand, shapes)
        expected = brute_waits(counts_of(kinds), shapes, len(melds))
        assert [w.kind for w in got] == expected, hand
        for w in got:
            assert w.in_hand == held[w.kind]
            assert w.exhausted == (held[w.kind] == 4)
        # shanten 0 means ready on paper: exactly when there is a wait
        assert (shanten(hand, shapes).value == 0) == bool(expected), hand
        assert shanten(hand, shapes).value >= 0
        tested += 1
        ready += bool(expected)
    assert tested > 1000 and ready > 300


def test_the_rule_sets_shapes_decide_the_waits_and_are_required() -> None:
    """No silent MCR default: waits and shanten take the rule set's shapes, always."""
    h13 = parse_hand("147m258p369s1234z")  # knitted straight: an MCR shape
    assert waits(h13, MCR_SHAPES)
    assert not waits(h13, RIICHI_SHAPES)
    h16 = parse_hand("11m22m33m44p55p66s77s77z")  # seven pairs and a pung: a Taiwanese shape
    assert 33 in [w.kind for w in waits(h16, TAIWAN_SHAPES)]
    assert [w.kind for w in waits(h16, TAIWAN_SHAPES)] == brute_waits(
        counts_of([t.kind for t in h16.standing]), TAIWAN_SHAPES
    )
    for call in (waits, shanten):
        with pytest.raises(TypeError):
            call(h13)  # type: ignore[operator]
        with pytest.raises(TypeError, match="ShapeRules"):
            call(h13, None)  # type: ignore[operator]


# --- waits: exhausted tiles and errors ------------------------------------------------------------


def test_a_wait_on_a_tile_held_four_times_is_flagged_exhausted() -> None:
    got = waits(parse_hand("1111m234p567s789s"), MCR_SHAPES)
    assert [w.kind for w in got] == [0]
    assert got[0].exhausted and got[0].in_hand == 4 and got[0].remaining == 0
    assert "all 4" in str(got[0])


def test_copies_in_a_declared_kong_count_as_held() -> None:
    got = waits(parse_hand("45m234p567s11z [6666m]"), MCR_SHAPES)
    assert [(w.kind, w.in_hand, w.exhausted) for w in got] == [(2, 0, False), (5, 4, True)]
    assert got[0].remaining == 4
    assert WinningTile(2, 1).remaining == 3


@pytest.mark.parametrize(
    ("text", "shapes", "needle"),
    [
        ("123m456p789s11z222z", MCR_SHAPES, "winning tile"),  # 14 tiles: parsed as won on 2z
        ("123m456p789s1z2z +3z", MCR_SHAPES, "winning tile"),
        ("123m456p789s1z", MCR_SHAPES, "13"),
        ("123m456p789s123z", TAIWAN_SHAPES, "16"),
        ("1z [123m] [456m] [789m] [123p] [456p]", MCR_SHAPES, "5 declared melds"),
    ],
)
def test_waits_rejects_a_hand_of_the_wrong_size(text: str, shapes: ShapeRules | None, needle: str) -> None:
    with pytest.raises(TileCountError) as info:
        waits(parse_hand(text), shapes)
    assert info.value.code == "tile_count"
    assert needle in str(info.value)


def test_waits_rejects_a_14_tile_standing_hand() -> None:
    hand = Hand(parse_hand("123m456p789s1122z +3z").concealed_tiles)  # 14 tiles, no winning tile
    with pytest.raises(TileCountError) as info:
        waits(hand, MCR_SHAPES)
    assert "13" in str(info.value)
    assert shanten(hand, MCR_SHAPES).value == 0  # but shanten takes it, before a discard


# --- shanten against the `mahjong` package (riichi) ------------------------------------------------


def _random_counts(rng: random.Random, n: int) -> list[int]:
    """Random counts of n tiles (at most 4 of a kind), often from few kinds so that fours,
    pairs and near-complete shapes are common."""
    style = rng.random()
    if style < 0.35:
        pool = [k for k in range(34) for _ in range(4)]
    elif style < 0.5:
        pool = [k for k in ORPHANS for _ in range(4)] + rng.sample(range(34), 4)
    elif style < 0.6:
        pool = sorted(rng.choice(KNITTED)) * 2 + list(HONOURS) * 2 + rng.sample(range(34), 3)
    else:
        few = rng.sample(range(34), rng.randint(n // 4 + 1, 9))
        pool = [k for k in few for _ in range(4)]
    c = counts_of(rng.sample(pool, n))
    while max(c) > 4:
        c = counts_of(rng.sample(pool, n))
    return c


def _holds_a_four(c: Sequence[int]) -> bool:
    return max(c) == 4


def test_shanten_against_the_mahjong_package() -> None:
    shanten_mod = pytest.importorskip("mahjong.shanten")
    oracle = shanten_mod.Shanten
    rng = random.Random(1234)
    differ = 0
    for i in range(4000):
        n = (13, 14, 10, 11, 7, 8, 4, 5)[i % 8] if i % 4 == 0 else (13, 14)[i % 2]
        c = _random_counts(rng, n)
        mine = regular_shanten(tuple(c), n // 3)
        theirs = oracle.calculate_shanten_for_regular_hand(c)
        if mine != theirs:
            # A documented difference of definition. The mahjong package does not count a
            # wait on a fifth copy: "_flag_four_copies" / jidahai in
            # _RegularShanten._update_result add one when the only way on needs a tile the
            # hand already holds four of. core counts waits on paper, as PyMahjongGB does
            # and as core.shapes.waits documents: "Tiles whose four copies are all in the hand are
            # included and flagged exhausted" (空听, "the wait is only on paper").
            assert theirs == mine + 1 and _holds_a_four(c), (c, mine, theirs)
            differ += 1
            if n % 3 == 1 and mine == 0:
                hand = Hand(tuple(Tile(k) for k in range(34) for _ in range(c[k])))
                got = waits(
                    hand,
                    ShapeRules(
                        sets=n // 3,
                        seven_pairs=False,
                        thirteen_orphans=False,
                        honors_and_knitted=False,
                        knitted_straight=False,
                    ),
                )
                assert got and all(w.exhausted for w in got), (c, got)
        if n >= 13:
            assert seven_pairs_shanten(tuple(c), False) == oracle.calculate_shanten_for_chiitoitsu_hand(c), c
            assert thirteen_orphans_shanten(tuple(c)) == oracle.calculate_shanten_for_kokushi_hand(c), c
            hand = Hand(tuple(Tile(k) for k in range(34) for _ in range(c[k])))
            overall = shanten(hand, RIICHI_SHAPES)
            assert {s for s, _ in overall.by_shape} == {Shape.REGULAR, Shape.SEVEN_PAIRS, Shape.THIRTEEN_ORPHANS}
            expected_all = oracle.calculate_shanten(c)
            assert overall.value in (expected_all, expected_all - 1), c
    assert differ > 50  # the four-copies difference was exercised, and stays explained


def test_the_four_copies_difference_on_a_known_hand() -> None:
    shanten_mod = pytest.importorskip("mahjong.shanten")
    # 2222p 555p 111s 333z: sets 222p 555p 111s 333z and a lone 2p, waiting only on a fifth 2p
    hand = parse_hand("2222555p111s333z")
    c = hand.concealed_counts()
    assert regular_shanten(tuple(c), 4) == 0
    assert [w.kind for w in waits(hand, REGULAR_ONLY)] == [10]
    assert waits(hand, REGULAR_ONLY)[0].exhausted
    assert shanten_mod.Shanten.calculate_shanten_for_regular_hand(c) == 1


# --- shanten against PyMahjongGB (MCR) ------------------------------------------------------------


def _gb_name(k: int) -> str:
    if k < 27:
        return "WTB"[k // 9] + str(k % 9 + 1)  # 万 characters, 筒 dots, 条 bamboo
    if k < 31:
        return f"F{k - 26}"  # winds
    return f"J{k - 30}"  # dragons (the order among them does not matter for shanten)


def test_shanten_against_pymahjonggb() -> None:
    gb = pytest.importorskip("MahjongGB")
    rng = random.Random(4321)
    checks: list[tuple[str, Callable[[tuple[int, ...], int], int], Callable[..., tuple[int, object]]]] = [
        ("regular", lambda c, n: regular_shanten(c, n // 3), gb.RegularShanten),
        ("seven pairs", lambda c, n: seven_pairs_shanten(c, True), gb.SevenPairsShanten),
        ("thirteen orphans", lambda c, n: thirteen_orphans_shanten(c), gb.ThirteenOrphansShanten),
        ("honours and knitted", lambda c, n: honors_and_knitted_shanten(c), gb.HonorsAndKnittedTilesShanten),
        ("knitted straight", lambda c, n: knitted_straight_shanten(c, n // 3), gb.KnittedStraightShanten),
    ]
    low = 0
    for i in range(2500):
        n = (10, 7, 4)[i % 3] if i % 5 == 0 else 13
        c = _random_counts(rng, n)
        names = tuple(_gb_name(k) for k in range(34) for _ in range(c[k]))
        for label, mine, theirs in checks:
            if n < 13 and label not in ("regular", "knitted straight"):
                continue  # the special shapes take all 14 tiles
            if n < 10 and label == "knitted straight":
                continue  # nine tiles of straight and at least a pair
            m = mine(tuple(c), n)
            t = theirs(names)[0]
            assert m == t, (label, names, m, t)
            low += m <= 1
    assert low > 1000


def test_overall_shanten_against_pymahjonggb_with_melds() -> None:
    """shanten(hand, MCR_SHAPES).value against MahjongShanten, which takes declared melds
    ("packs": CHI with the middle tile, PENG, GANG) and every MCR shape."""
    gb = pytest.importorskip("MahjongGB")
    rng = random.Random(777)
    with_melds = 0
    for _ in range(1500):
        drawn = _random_standing_hand(rng, MCR_SHAPES)
        if drawn is None:
            continue
        hand, kinds, melds, held = drawn
        packs = tuple(
            ("CHI" if m.kind is MeldKind.CHOW else "GANG" if m.is_kong else "PENG", _gb_name(m.kinds()[1]), 1)
            for m in melds
        )
        names = tuple(_gb_name(k) for k in sorted(kinds))
        assert shanten(hand, MCR_SHAPES).value == gb.MahjongShanten(pack=packs, hand=names), hand
        with_melds += bool(melds)
    assert with_melds > 100


# --- shanten against its own definition --------------------------------------------------------------

ShapeFn = Callable[[tuple[int, ...]], int]
ShapeDef = Callable[[list[int]], bool]

SHAPES_BY_DEFINITION: dict[str, tuple[ShapeFn, ShapeDef, int]] = {
    # name: (shanten function, completeness of that shape, size of a hand one tile short)
    "regular, 4 sets": (lambda c: regular_shanten(c, 4), lambda c: brute_regular(c, 4), 13),
    "regular, 5 sets": (lambda c: regular_shanten(c, 5), lambda c: brute_regular(c, 5), 16),
    "regular, 2 sets": (lambda c: regular_shanten(c, 2), lambda c: brute_regular(c, 2), 7),
    "seven pairs": (lambda c: seven_pairs_shanten(c, False), lambda c: brute_seven_pairs(c, False), 13),
    "seven pairs, fours": (lambda c: seven_pairs_shanten(c, True), lambda c: brute_seven_pairs(c, True), 13),
    "thirteen orphans": (thirteen_orphans_shanten, brute_orphans, 13),
    "honours and knitted": (honors_and_knitted_shanten, brute_honors_knitted, 13),
    "knitted straight, 4 sets": (lambda c: knitted_straight_shanten(c, 4), lambda c: brute_knitted_straight(c, 4), 13),
    "knitted straight, 5 sets": (lambda c: knitted_straight_shanten(c, 5), lambda c: brute_knitted_straight(c, 5), 16),
    "seven pairs and a pung": (
        lambda c: seven_pairs_and_pung_shanten(c, False),
        lambda c: brute_seven_pairs_and_pung(c, False),
        16,
    ),
    "seven pairs and a pung, fours": (
        lambda c: seven_pairs_and_pung_shanten(c, True),
        lambda c: brute_seven_pairs_and_pung(c, True),
        16,
    ),
}


def _near_complete(rng: random.Random, name: str, size: int) -> list[int]:
    """Counts of a complete hand of the shape (size + 1 tiles), often with a tile changed."""
    if "orphans" in name:
        kinds = list(ORPHANS) + [rng.choice(ORPHANS)]
    elif "honours" in name:
        kinds = rng.sample(sorted(rng.choice(KNITTED)) + list(HONOURS), 14)
    elif "knitted" in name:
        kinds = sorted(rng.choice(KNITTED))
        while len(kinds) < size + 1 - 2:
            s = rng.choice(CHOW_STARTS)
            kinds += [s, s + 1, s + 2] if rng.random() < 0.5 else [s] * 3
        kinds += [rng.randrange(34)] * 2
    elif "pairs" in name:
        kinds = [k for k in rng.sample(range(34), 7) for _ in range(2)]
        if "fours" in name and rng.random() < 0.5:
            kinds[2:4] = kinds[:2]
        if "pung" in name:
            kinds += [rng.randrange(34)] * 3
    else:
        kinds = [rng.randrange(34)] * 2
        while len(kinds) < size + 1:
            s = rng.choice(CHOW_STARTS)
            kinds += [s, s + 1, s + 2] if rng.random() < 0.5 else [rng.randrange(34)] * 3
    if rng.random() < 0.5:
        kinds[rng.randrange(len(kinds))] = rng.randrange(34)
    return counts_of(kinds)


@pytest.mark.parametrize("name", list(SHAPES_BY_DEFINITION))
def test_shanten_by_definition(name: str) -> None:
    """For each shape: -1 exactly when complete; a complete-size hand that is not complete is
    as far as its best discard leaves it; a hand one tile short is one more than its best
    draw. Together these pin the number down as the distance in draws (on paper: a draw
    may be a fifth copy, as for waits)."""
    f, complete, short = SHAPES_BY_DEFINITION[name]
    rng = random.Random(name)
    completes = 0
    for i in range(120):
        full = _near_complete(rng, name, short) if i % 2 else _random_counts(rng, short + 1)
        if sum(full) != short + 1:
            continue
        value = f(tuple(full))
        if complete(full):
            completes += 1
            assert value == -1, (name, full)
        else:
            best_discard = min(f(tuple(full[:k] + [full[k] - 1] + full[k + 1 :])) for k in range(34) if full[k])
            assert value == best_discard >= 0, (name, full, value, best_discard)
        c = list(full)
        c[rng.choice([k for k in range(34) if c[k]])] -= 1  # one tile short
        best_draw = min(f(tuple(c[:k] + [c[k] + 1] + c[k + 1 :])) for k in range(34))
        assert f(tuple(c)) == best_draw + 1, (name, c)
    assert completes > 5, name


# --- the shanten() value object ------------------------------------------------------------------


def test_shanten_lists_the_allowed_shapes() -> None:
    h = parse_hand("147m258p369s1234z")
    s = shanten(h, MCR_SHAPES)
    assert [shape for shape, _ in s.by_shape] == [
        Shape.REGULAR,
        Shape.SEVEN_PAIRS,
        Shape.THIRTEEN_ORPHANS,
        Shape.HONORS_AND_KNITTED,
        Shape.KNITTED_STRAIGHT,
    ]
    c = tuple(h.concealed_counts())
    assert s.of(Shape.REGULAR) == regular_shanten(c, 4)
    assert s.of(Shape.HONORS_AND_KNITTED) == honors_and_knitted_shanten(c) == 0
    # the straight is there; 1234z are three draws from a set and a pair
    # (keep 1z for the pair and 2z for a pung: draw 1z, 2z, 2z)
    assert s.of(Shape.KNITTED_STRAIGHT) == knitted_straight_shanten(c, 4) == 2
    assert s.value == 0
    assert s.of(Shape.SEVEN_PAIRS_AND_PUNG) is None
    riichi = shanten(h, RIICHI_SHAPES)
    assert riichi.of(Shape.KNITTED_STRAIGHT) is None and riichi.value > 0


def test_shanten_with_melds_drops_the_closed_shapes() -> None:
    h = parse_hand("147m258p369s1z [555z]")
    assert [w.kind for w in waits(h, MCR_SHAPES)] == brute_waits(h.concealed_counts(), MCR_SHAPES, 1) == [27]
    s = shanten(h, MCR_SHAPES)
    assert [shape for shape, _ in s.by_shape] == [Shape.REGULAR, Shape.KNITTED_STRAIGHT]
    assert s.of(Shape.KNITTED_STRAIGHT) == 0
    assert s.of(Shape.REGULAR) == regular_shanten(tuple(h.concealed_counts()), 3)


def test_shanten_of_taiwanese_hands() -> None:
    h = parse_hand("11m22m33m44p55p66s77s77z")
    s = shanten(h, TAIWAN_SHAPES)
    assert [shape for shape, _ in s.by_shape] == [Shape.REGULAR, Shape.SEVEN_PAIRS_AND_PUNG]
    assert s.of(Shape.SEVEN_PAIRS_AND_PUNG) == 0
    assert s.value == 0
    won = Hand(h.standing + (Tile(33),))  # 17 tiles before a discard: complete
    assert shanten(won, TAIWAN_SHAPES).value == -1


def test_shanten_rejects_a_won_hand_and_wrong_sizes() -> None:
    with pytest.raises(TileCountError):
        shanten(parse_hand("123m456p789s1122z +2z"), MCR_SHAPES)
    with pytest.raises(TileCountError):
        shanten(parse_hand("123m456p789s1z"), MCR_SHAPES)


def test_the_suit_tables_of_the_waits_are_bounded_and_read_alike_in_both_modes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each suit's table of what its counts allow (waits._SUIT_WAITS) holds at most
    _SUIT_WAITS_MAX patterns, emptied when full; the waits read after emptying, and with the
    suits keyed the other mode's way (one number compiled, the slice interpreted), are the
    brute force's."""
    from core.shapes import complete, decompose as dec, waits as w

    rng = random.Random(20261206)
    hands = []
    while len(hands) < 400:
        drawn = _random_standing_hand(rng, MCR_SHAPES)
        if drawn is not None:
            hands.append(drawn)
    expected = [brute_waits(counts_of(kinds), MCR_SHAPES, len(melds)) for _hand, kinds, melds, _held in hands]

    def read() -> list[list[int]]:
        return [
            list(w._winning_kinds(tuple(counts_of(kinds)), MCR_SHAPES, len(melds)))
            for _hand, kinds, melds, _held in hands
        ]

    assert read() == expected
    monkeypatch.setattr(w, "_SUIT_WAITS_MAX", 8)
    for table in w._SUIT_WAITS:
        table.clear()
    assert read() == expected
    assert all(len(table) <= 8 for table in w._SUIT_WAITS)
    monkeypatch.setattr(dec, "_COMPILED", not dec._COMPILED)
    monkeypatch.setattr(complete, "_COMPILED", not complete._COMPILED)
    for table in w._SUIT_WAITS:
        table.clear()
    assert read() == expected
    for table in w._SUIT_WAITS:
        table.clear()


def test_the_suit_tables_are_never_walked_by_the_cycle_collector() -> None:
    """The tables of suit patterns reach 100,000 entries; kept as tuples in an lru_cache, every
    full collection walked them (20 to 100 ms, one analysis in ten: issue 44). Kept as ints and
    bytes, the collector does not track them at all, however full."""
    import gc

    from core.engine.analysis import analyse
    from core.model.notation import parse_hand
    from core.rules import get_rules
    from core.shapes import complete, waits
    from core.shapes.packed import PackedTable

    for text in ("1112345678999p +5p", "2333344556788999s +9s"):
        rules = get_rules("taiwan" if len(text) > 20 else "mcr")
        analyse(rules, parse_hand(text))
    gc.collect()
    tables = [*waits._SPLITS, *waits._PARTIALS, *(t for pair in complete._CAN_COMPLETE for t in pair)]
    assert sum(len(t.found) for t in tables) > 100
    for table in tables:
        assert not gc.is_tracked(table.found), table
    small: PackedTable[bytes] = PackedTable(3)
    for key in range(10):
        small.keep(key, b"x")
        assert len(small.found) <= 3


def test_packed_counts_never_meet() -> None:
    """Counts of different lengths or values pack to different keys (the leading 1)."""
    from itertools import product

    from core.shapes.packed import pack_counts

    seen: dict[int, tuple[int, ...]] = {}
    for length in range(0, 5):
        for counts in product(range(5), repeat=length):
            key = pack_counts(counts)
            assert seen.setdefault(key, counts) == counts
