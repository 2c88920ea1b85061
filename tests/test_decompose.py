"""Decompositions of complete hands, against an independent brute-force decomposer.

The brute force below knows nothing of core.shapes.decompose: it removes a pair (any kind with two
copies), then peels sets off the lowest remaining tile (which can only sit in a pung of
itself or a chow starting at itself), and collects every reading as a sorted tuple of
groups, so each multiset of groups appears once.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator, Sequence

import pytest

from core.model.errors import NotAWinError
from core.model.hand import Hand, Meld, MeldKind
from core.model.notation import parse_hand
from core.model.tiles import Tile
from core.shapes.complete import is_complete
from core.shapes.decompose import decompose, decompose_or_raise
from core.shapes.readings import (
    MCR_SHAPES,
    RIICHI_SHAPES,
    TAIWAN_SHAPES,
    Decomposition,
    GroupKind,
    Shape,
    ShapeRules,
    Wait,
)

GroupKey = tuple[str, tuple[int, ...]]  # ("chow", (0, 1, 2)), ("pung", (5, 5, 5)), ("pair", (9, 9))
Reading = tuple[GroupKey, ...]  # sorted

REGULAR_4 = ShapeRules(seven_pairs=False, thirteen_orphans=False, honors_and_knitted=False, knitted_straight=False)
REGULAR_5 = ShapeRules(
    sets=5,
    seven_pairs=False,
    thirteen_orphans=False,
    honors_and_knitted=False,
    knitted_straight=False,
    seven_pairs_and_pung=False,
)

ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
HONOURS = tuple(range(27, 34))


def knitted_patterns() -> list[tuple[int, ...]]:
    """The six knitted straights: 147 in one suit, 258 in another, 369 in the third."""
    out = []
    for suits in itertools.permutations(range(3)):
        out.append(
            tuple(
                sorted(suit * 9 + n - 1 for suit, nums in zip(suits, ((1, 4, 7), (2, 5, 8), (3, 6, 9))) for n in nums)
            )
        )
    return out


KNITTED = knitted_patterns()


# --- the brute force ----------------------------------------------------------------------


def _brute_sets(c: list[int], start: int = 0) -> Iterator[list[GroupKey]]:
    """Every split of c into sets; no tile below ``start`` is left."""
    i = next((k for k in range(start, 34) if c[k]), None)
    if i is None:
        yield []
        return
    if c[i] >= 3:
        c[i] -= 3
        for rest in _brute_sets(c, i):
            yield [("pung", (i, i, i))] + rest
        c[i] += 3
    if i < 27 and i % 9 <= 6 and c[i + 1] and c[i + 2]:
        for j in (i, i + 1, i + 2):
            c[j] -= 1
        for rest in _brute_sets(c, i):
            yield [("chow", (i, i + 1, i + 2))] + rest
        for j in (i, i + 1, i + 2):
            c[j] += 1


def brute_readings(counts: Sequence[int], sets: int) -> set[Reading]:
    """Every way to read counts as ``sets`` sets and one pair."""
    if sum(counts) != 3 * sets + 2:
        return set()
    c = list(counts)
    out: set[Reading] = set()
    for k in range(34):
        if c[k] >= 2:
            c[k] -= 2
            for rest in _brute_sets(c):
                out.add(tuple(sorted(rest + [("pair", (k, k))])))
            c[k] += 2
    return out


def expected_wait(group: GroupKey, win: int) -> Wait:
    kind, ts = group
    if kind == "pair":
        return Wait.SINGLE
    if kind == "pung":
        return Wait.DUAL_PUNG
    low_number = ts[0] % 9 + 1
    if win == ts[1]:
        return Wait.CLOSED  # 46 waiting on 5
    if win == ts[0]:
        return Wait.EDGE if low_number == 7 else Wait.TWO_SIDED  # 89 waiting on 7
    return Wait.EDGE if low_number == 1 else Wait.TWO_SIDED  # 12 waiting on 3


# --- helpers --------------------------------------------------------------------------------


def concealed_reading(d: Decomposition) -> Reading:
    return tuple(sorted((g.kind.value, g.tiles) for g in d.groups if g.meld is None))


def hand_of(concealed: Sequence[int], win: int, melds: Sequence[Meld] = ()) -> Hand:
    """A hand whose standing tiles are ``concealed`` minus one copy of ``win``."""
    rest = list(concealed)
    rest.remove(win)
    return Hand(tuple(Tile(k) for k in rest), tuple(melds), Tile(win))


def counts_of(kinds: Sequence[int]) -> list[int]:
    c = [0] * 34
    for k in kinds:
        c[k] += 1
    return c


def check_regular_hand(
    concealed: Sequence[int],
    win: int,
    melds: Sequence[Meld],
    shapes: ShapeRules,
    expected: set[Reading] | None = None,
) -> bool:
    """Check decompose() on one hand against the brute force (``expected``: its readings of
    the concealed tiles, when already known); return whether the hand is complete."""
    counts = counts_of(concealed)
    sets = shapes.sets - len(melds)
    if expected is None:
        expected = brute_readings(counts, sets)
    hand = hand_of(concealed, win, melds)
    decs = decompose(hand, shapes)
    assert {concealed_reading(d) for d in decs} == expected, (hand, decs)
    assert is_complete(tuple(counts), shapes, len(melds)) == bool(expected), hand
    # the win placements: one decomposition per reading and per distinct concealed group holding the win
    want = {(r, g) for r in expected for g in set(r) if win in g[1]}
    got = set()
    for d in decs:
        assert d.shape is Shape.REGULAR
        g = d.groups[d.win_group]
        assert g.meld is None and win in g.tiles
        key = (g.kind.value, g.tiles)
        assert d.wait is expected_wait(key, win), (hand, d)
        got.add((concealed_reading(d), key))
        # declared melds come first, in the order declared
        assert [(x.meld, x.tiles) for x in d.groups[: len(melds)]] == [(m.kind, tuple(m.kinds())) for m in melds]
        assert len(d.groups) == len(melds) + sets + 1
    assert got == want, hand
    assert len(decs) == len(want)  # no placement twice
    return bool(expected)


# --- exhaustive: every one-suit 14-tile hand -------------------------------------------------


def one_suit_vectors(total: int) -> list[tuple[int, ...]]:
    return [v for v in itertools.product(range(5), repeat=9) if sum(v) == total]


@pytest.mark.slow
def test_every_one_suit_14_tile_hand_matches_the_brute_force() -> None:
    vectors = one_suit_vectors(14)
    assert len(vectors) > 100_000  # the loop below really is exhaustive
    complete = 0
    for idx, v in enumerate(vectors):
        base = 9 * (idx % 3)  # spread the vectors over the three suits
        kinds = [base + i for i in range(9) for _ in range(v[i])]
        counts = counts_of(kinds)
        expected = brute_readings(counts, 4)
        present = sorted(set(kinds))
        if expected:
            complete += 1
            for win in present:  # every placement of every possible winning tile
                check_regular_hand(kinds, win, (), REGULAR_4, expected)
        else:
            hand = hand_of(kinds, present[idx % len(present)])
            assert decompose(hand, REGULAR_4) == [], hand
            assert not is_complete(tuple(counts), REGULAR_4), hand
    assert complete > 10_000


def test_riichi_shapes_read_one_suit_hands_the_same_way_when_not_seven_pairs() -> None:
    # RIICHI_SHAPES adds seven pairs and thirteen orphans to the regular shape; on every
    # one-suit hand that is not seven distinct pairs, its readings are the regular ones.
    for idx, v in enumerate(one_suit_vectors(14)[::7]):
        kinds = [i for i in range(9) for _ in range(v[i])]
        if all(x in (0, 2) for x in v):
            continue
        decs = decompose(hand_of(kinds, kinds[-1]), RIICHI_SHAPES)
        assert {concealed_reading(d) for d in decs} == brute_readings(counts_of(kinds), 4)


# --- random mixed hands, with melds, 14 and 17 tiles --------------------------------------------


def _random_complete(rng: random.Random, sets: int) -> tuple[list[int], list[Meld]]:
    """Concealed kinds and declared melds of a random complete hand (at most 4 of a kind)."""
    while True:
        counts = [0] * 34
        pair = rng.randrange(34)
        counts[pair] += 2
        concealed = [pair, pair]
        melds: list[Meld] = []
        ok = True
        for _ in range(sets):
            if rng.random() < 0.55:
                start = rng.choice([s * 9 + n for s in range(3) for n in range(7)])
                group = [start, start + 1, start + 2]
            else:
                k = rng.randrange(34)
                group = [k, k, k]
            for k in group:
                counts[k] += 1
            declare = rng.random() < 0.25
            if declare and group[0] == group[1]:
                kind = rng.choice(list(MeldKind)[1:])
                if kind.is_kong:
                    group = group + [group[0]]
                    counts[group[0]] += 1
                melds.append(Meld(kind, tuple(Tile(k) for k in group)))
            elif declare:
                melds.append(Meld(MeldKind.CHOW, tuple(Tile(k) for k in group)))
            else:
                concealed += group
            if max(counts) > 4:
                ok = False
                break
        if ok:
            return concealed, melds


def _perturb(rng: random.Random, concealed: list[int], melds: list[Meld]) -> list[int]:
    held = counts_of(concealed)
    for m in melds:
        for k in m.kinds():
            held[k] += 1
    out = list(concealed)
    i = rng.randrange(len(out))
    held[out[i]] -= 1
    new = rng.choice([k for k in range(34) if held[k] < 4])
    out[i] = new
    return out


@pytest.mark.parametrize(("sets", "shapes", "rounds"), [(4, REGULAR_4, 4000), (5, REGULAR_5, 2000)])
def test_random_mixed_hands_match_the_brute_force(sets: int, shapes: ShapeRules, rounds: int) -> None:
    rng = random.Random(20240 + sets)
    complete = incomplete = with_melds = 0
    for _ in range(rounds):
        concealed, melds = _random_complete(rng, sets)
        mode = rng.random()
        if mode < 0.3:
            concealed = _perturb(rng, concealed, melds)
        elif mode < 0.4:  # a random heap of tiles from a few kinds
            melds = []
            kinds = rng.sample(range(34), rng.randint(5, 9))
            pool = [k for k in kinds for _ in range(4)]
            concealed = rng.sample(pool, 3 * sets + 2)
        win = rng.choice(concealed)
        if check_regular_hand(concealed, win, melds, shapes):
            complete += 1
        else:
            incomplete += 1
        with_melds += bool(melds)
    assert complete > rounds // 3 and incomplete > rounds // 10 and with_melds > rounds // 3


def test_taiwan_shapes_include_every_regular_reading_of_17_tiles() -> None:
    rng = random.Random(17)
    for _ in range(300):
        concealed, melds = _random_complete(rng, 5)
        win = rng.choice(concealed)
        hand = hand_of(concealed, win, melds)
        regular = {concealed_reading(d) for d in decompose(hand, TAIWAN_SHAPES) if d.shape is Shape.REGULAR}
        assert regular == brute_readings(counts_of(concealed), 5 - len(melds))


# --- special shapes -------------------------------------------------------------------------------


def shapes_of(text: str, shapes: ShapeRules) -> set[Shape]:
    return {d.shape for d in decompose(parse_hand(text), shapes)}


def special(text: str, shape: Shape, shapes: ShapeRules) -> list[Decomposition]:
    return [d for d in decompose(parse_hand(text), shapes) if d.shape is shape]


def test_seven_pairs() -> None:
    decs = special("11m22m33p44p55s66s7z +7z", Shape.SEVEN_PAIRS, MCR_SHAPES)
    assert len(decs) == 1
    d = decs[0]
    assert [g.kind for g in d.groups] == [GroupKind.PAIR] * 7
    assert sorted(g.first for g in d.groups) == [0, 1, 11, 12, 22, 23, 33]
    assert d.groups[d.win_group].tiles == (33, 33)
    assert d.wait is Wait.SINGLE
    assert special("11m22m33p44p55s66s7z +7z", Shape.SEVEN_PAIRS, RIICHI_SHAPES)
    # 6 pairs and two odd tiles; and seven pairs switched off
    assert not shapes_of("11m22m33p44p55s6s7z1z +7z", MCR_SHAPES)
    assert Shape.SEVEN_PAIRS not in shapes_of("11m22m33p44p55s66s7z +7z", ShapeRules(seven_pairs=False))


def test_seven_pairs_with_four_of_a_kind() -> None:
    text = "1111m22p33p44s55s6z +6z"
    decs = special(text, Shape.SEVEN_PAIRS, MCR_SHAPES)  # MCR: a four counts as two pairs
    assert len(decs) == 1
    assert [g.tiles for g in decs[0].groups].count((0, 0)) == 2
    assert not special(text, Shape.SEVEN_PAIRS, RIICHI_SHAPES)  # riichi: seven *different* pairs
    assert not decompose(parse_hand(text), RIICHI_SHAPES)
    assert is_complete(tuple(parse_hand(text).concealed_counts()), MCR_SHAPES)
    assert not is_complete(tuple(parse_hand(text).concealed_counts()), RIICHI_SHAPES)
    # the win on the four: the placement is a pair of 1m either way
    decs = special("111m22p33p44s55s66z +1m", Shape.SEVEN_PAIRS, MCR_SHAPES)
    assert len(decs) == 1 and decs[0].groups[decs[0].win_group].tiles == (0, 0)


def test_seven_pairs_that_also_reads_as_sets() -> None:
    # 112233m 445566p 77s: seven pairs and also two pure double chows + a pair
    shapes = shapes_of("112233m445566p7s +7s", MCR_SHAPES)
    assert shapes == {Shape.SEVEN_PAIRS, Shape.REGULAR}


def test_thirteen_orphans() -> None:
    for dup in ORPHANS:
        kinds = list(ORPHANS) + [dup]
        for win in (dup, 27):
            decs = decompose(hand_of(kinds, win), MCR_SHAPES)
            assert [d.shape for d in decs] == [Shape.THIRTEEN_ORPHANS]
            assert decs[0].groups[0].kind is GroupKind.ORPHANS
            assert sorted(decs[0].groups[0].tiles) == sorted(kinds)
            assert decs[0].wait is Wait.SPECIAL
            assert decompose(hand_of(kinds, win), RIICHI_SHAPES)
            assert not decompose(hand_of(kinds, win), REGULAR_4)
    # a simple instead of one orphan; and fourteen orphans without a pair
    assert not decompose(parse_hand("12m19p19s1234567z +1m"), MCR_SHAPES)
    assert not decompose(parse_hand("19m19p19s1234567z +2m"), MCR_SHAPES)
    assert not decompose(parse_hand("19m19p19s1234567z +1m"), ShapeRules(thirteen_orphans=False))


def test_honors_and_knitted() -> None:
    # 全不靠: 147m 258p 369s + five honours (one knitted tile short of nine)
    decs = special("147m258p36s12345z +9s", Shape.HONORS_AND_KNITTED, MCR_SHAPES)
    assert len(decs) == 1
    assert decs[0].groups[0].kind is GroupKind.HONORS_KNITTED
    assert decs[0].wait is Wait.SPECIAL
    # 七星不靠: all seven honours and seven knitted tiles
    assert special("14m25p36s1234567z +7m", Shape.HONORS_AND_KNITTED, MCR_SHAPES)
    # every pattern, every way to pick 14 of its 16 tiles
    rng = random.Random(3)
    for pattern in KNITTED:
        pool = list(pattern) + list(HONOURS)
        for _ in range(20):
            kinds = rng.sample(pool, 14)
            decs = decompose(hand_of(kinds, rng.choice(kinds)), MCR_SHAPES)
            assert [d.shape for d in decs] == [Shape.HONORS_AND_KNITTED]
            assert not decompose(hand_of(kinds, kinds[0]), RIICHI_SHAPES)
    # negatives: a pair; a tile outside the pattern (1m and 2m both: two patterns mixed)
    assert not special("147m258p36s12345z +1z", Shape.HONORS_AND_KNITTED, MCR_SHAPES)
    assert not special("1247m58p369s1234z +5z", Shape.HONORS_AND_KNITTED, MCR_SHAPES)
    assert not special("147m147p369s1234z +6z", Shape.HONORS_AND_KNITTED, MCR_SHAPES)


def test_knitted_straight_with_a_set_and_a_pair() -> None:
    text = "147m258p369s555z1z +1z"
    decs = special(text, Shape.KNITTED_STRAIGHT, MCR_SHAPES)
    assert len(decs) == 1  # the win completes the pair
    d = decs[0]
    assert [g.kind for g in d.groups] == [GroupKind.KNITTED, GroupKind.PUNG, GroupKind.PAIR]
    assert d.groups[0].tiles == (0, 3, 6, 10, 13, 16, 20, 23, 26)
    assert d.groups[d.win_group].kind is GroupKind.PAIR and d.wait is Wait.SINGLE
    # the win inside the knitted straight
    decs = special("147m258p36s555z11z +9s", Shape.KNITTED_STRAIGHT, MCR_SHAPES)
    assert len(decs) == 1 and decs[0].groups[decs[0].win_group].kind is GroupKind.KNITTED
    assert decs[0].wait is Wait.SPECIAL
    # a chow as the set, the win both in the straight (7m) and in the chow (7m): two placements
    decs = special("147m258p369s89m11z +7m", Shape.KNITTED_STRAIGHT, MCR_SHAPES)
    assert {decs_i.groups[decs_i.win_group].kind for decs_i in decs} == {GroupKind.KNITTED, GroupKind.CHOW}
    chow = [x for x in decs if x.groups[x.win_group].kind is GroupKind.CHOW][0]
    assert chow.wait is Wait.EDGE
    # negatives
    assert not special("147m258p368s555z1z +1z", Shape.KNITTED_STRAIGHT, MCR_SHAPES)
    assert not special("147m258p369s556z1z +1z", Shape.KNITTED_STRAIGHT, MCR_SHAPES)
    assert not special(text, Shape.KNITTED_STRAIGHT, RIICHI_SHAPES)
    assert not decompose(parse_hand(text), RIICHI_SHAPES)


def test_knitted_straight_with_a_declared_meld() -> None:
    decs = special("147m258p369s1z [555z] +1z", Shape.KNITTED_STRAIGHT, MCR_SHAPES)
    assert len(decs) == 1
    d = decs[0]
    assert d.groups[0].meld is MeldKind.PUNG and d.groups[0].tiles == (31, 31, 31)
    assert [g.kind for g in d.groups[1:]] == [GroupKind.KNITTED, GroupKind.PAIR]
    assert d.win_group == 2
    # with a declared chow; and two declared melds leave no room for the straight
    assert special("147m258p369s1z [789m] +1z", Shape.KNITTED_STRAIGHT, MCR_SHAPES)
    assert not special("147m258p3z [789s] [555z] +3z", Shape.KNITTED_STRAIGHT, MCR_SHAPES)


def test_seven_pairs_and_a_pung_in_17_tiles() -> None:
    text = "11m22m33m44p55p66s77s77z +7z"
    decs = special(text, Shape.SEVEN_PAIRS_AND_PUNG, TAIWAN_SHAPES)
    assert decs
    for d in decs:
        kinds = sorted(g.kind.value for g in d.groups)
        assert kinds == ["pair"] * 7 + ["pung"]
        assert d.groups[d.win_group].tiles in ((33, 33, 33),)
    assert {d.wait for d in decs} == {Wait.DUAL_PUNG}
    # the win on a pair instead
    decs = special("11m22m3m44p55p66s77s777z +3m", Shape.SEVEN_PAIRS_AND_PUNG, TAIWAN_SHAPES)
    assert [d.wait for d in decs] == [Wait.SINGLE]
    # negatives: six pairs, a pung and two odd tiles; off in the regular 17-tile rules
    assert not special("11m22m34m44p55p66s77s77z +7z", Shape.SEVEN_PAIRS_AND_PUNG, TAIWAN_SHAPES)
    assert not special(text, Shape.SEVEN_PAIRS_AND_PUNG, REGULAR_5)
    assert not special("22m33m44p55p66s77s7z [111m] +7z", Shape.SEVEN_PAIRS_AND_PUNG, TAIWAN_SHAPES)


def test_seven_pairs_and_a_pung_with_a_four_of_a_kind() -> None:
    text = "1111m22m33p44p55s66s77z +7z"  # 1111m as two pairs
    decs = special(text, Shape.SEVEN_PAIRS_AND_PUNG, TAIWAN_SHAPES)
    assert decs and all([g.tiles for g in d.groups].count((0, 0)) == 2 for d in decs)
    strict = ShapeRules(
        sets=5,
        seven_pairs=False,
        thirteen_orphans=False,
        honors_and_knitted=False,
        knitted_straight=False,
        seven_pairs_and_pung=True,
        seven_pairs_quads=False,
    )
    assert not special(text, Shape.SEVEN_PAIRS_AND_PUNG, strict)
    counts = tuple(parse_hand(text).concealed_counts())
    assert is_complete(counts, TAIWAN_SHAPES) and not is_complete(counts, strict)


# --- random special shapes against independent checks -------------------------------------------


def _is_seven_pairs(c: Sequence[int], quads: bool) -> bool:
    return sum(c) == 14 and all(x % 2 == 0 for x in c) and (quads or max(c) <= 2)


def _is_orphans(c: Sequence[int]) -> bool:
    return sum(c) == 14 and {k for k in range(34) if c[k]} == set(ORPHANS)


def _is_honors_knitted(c: Sequence[int]) -> bool:
    suited = {k for k in range(27) if c[k]}
    return sum(c) == 14 and max(c) == 1 and any(suited <= set(p) for p in KNITTED)


def _knitted_straight_rests(c: Sequence[int], sets: int) -> list[list[int]]:
    out = []
    for p in KNITTED:
        if all(c[k] for k in p):
            rest = list(c)
            for k in p:
                rest[k] -= 1
            if brute_readings(rest, sets - 3):
                out.append(rest)
    return out


def test_random_near_special_hands() -> None:
    """Random hands built near each special shape (and one tile off): decompose() finds the
    special shape exactly when the independent check above says so."""
    rng = random.Random(99)
    seen: dict[Shape, int] = {}
    for _ in range(3000):
        kind = rng.randrange(4)
        if kind == 0:
            pairs = rng.sample(range(34), 7)
            if rng.random() < 0.3:
                pairs[1] = pairs[0]
            kinds = [k for k in pairs for _ in range(2)]
        elif kind == 1:
            kinds = list(ORPHANS) + [rng.choice(ORPHANS)]
        elif kind == 2:
            kinds = rng.sample(list(rng.choice(KNITTED)) + list(HONOURS), 14)
        else:  # a knitted straight, a set and a pair
            kinds = list(rng.choice(KNITTED))
            if rng.random() < 0.5:
                kinds += [rng.randrange(34)] * 3
            else:
                start = rng.choice([s * 9 + n for s in range(3) for n in range(7)])
                kinds += [start, start + 1, start + 2]
            kinds += [rng.randrange(34)] * 2
        if rng.random() < 0.4:
            kinds[rng.randrange(14)] = rng.randrange(34)
        c = counts_of(kinds)
        if max(c) > 4:
            continue
        hand = hand_of(kinds, rng.choice(kinds))
        decs = decompose(hand, MCR_SHAPES)
        shapes = {d.shape for d in decs}
        for d in decs:
            seen[d.shape] = seen.get(d.shape, 0) + 1
            g = d.groups[d.win_group]
            assert hand.win is not None and hand.win.kind in g.tiles
        assert (Shape.SEVEN_PAIRS in shapes) == _is_seven_pairs(c, True), hand
        assert (Shape.THIRTEEN_ORPHANS in shapes) == _is_orphans(c), hand
        assert (Shape.HONORS_AND_KNITTED in shapes) == _is_honors_knitted(c), hand
        assert (Shape.KNITTED_STRAIGHT in shapes) == bool(_knitted_straight_rests(c, 4)), hand
        assert (Shape.REGULAR in shapes) == bool(brute_readings(c, 4)), hand
        assert is_complete(tuple(c), MCR_SHAPES) == bool(decs)
        riichi = {d.shape for d in decompose(hand, RIICHI_SHAPES)}
        assert (Shape.SEVEN_PAIRS in riichi) == _is_seven_pairs(c, False)
        assert riichi <= {Shape.REGULAR, Shape.SEVEN_PAIRS, Shape.THIRTEEN_ORPHANS}
    for shape in (Shape.SEVEN_PAIRS, Shape.THIRTEEN_ORPHANS, Shape.HONORS_AND_KNITTED, Shape.KNITTED_STRAIGHT):
        assert seen.get(shape, 0) > 50, seen


# --- errors -----------------------------------------------------------------------------------


def test_a_hand_without_a_winning_tile_cannot_be_decomposed() -> None:
    with pytest.raises(NotAWinError) as info:
        decompose(parse_hand("123m456p789s1122z"), MCR_SHAPES)
    assert info.value.code == "no_winning_tile"
    assert "+" in str(info.value)


def test_decompose_or_raise_names_the_hand() -> None:
    with pytest.raises(NotAWinError) as info:
        decompose_or_raise(parse_hand("123m456p789s1234z +5z"), MCR_SHAPES)
    assert info.value.code == "not_a_winning_hand"
    assert "123m456p789s1234z +5z" in str(info.value)
    assert decompose_or_raise(parse_hand("123m456p789s1112z +2z"), MCR_SHAPES)


def test_decompose_needs_the_rule_sets_shapes() -> None:
    hand = parse_hand("123m456p789s1122z+1z")
    with pytest.raises(TypeError):
        decompose(hand)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="ShapeRules"):
        decompose(hand, None)  # type: ignore[arg-type]


def test_red_fives_decompose_like_plain_fives() -> None:
    red = decompose(parse_hand("340m46p789s11z [0s67s] +0p"), MCR_SHAPES)
    plain = decompose(parse_hand("345m46p789s11z [567s] +5p"), MCR_SHAPES)
    assert red and [(d.groups, d.win_group, d.wait) for d in red] == [(d.groups, d.win_group, d.wait) for d in plain]
    assert red[0].wait is Wait.CLOSED


def test_decomposition_is_an_immutable_value() -> None:
    """Decomposition is written out by hand (not a dataclass, for the compiled build's
    sake), so check what a frozen dataclass would give: read-only fields, equality and
    hash by value, a repr naming every field."""
    hand = parse_hand("123m456p789s1122z+1z")
    a, b = decompose(hand, MCR_SHAPES)[0], decompose(hand, MCR_SHAPES)[0]
    assert a == b and hash(a) == hash(b) and a is not b
    assert len({a, b}) == 1
    for name in ("shape", "groups", "win_group", "wait"):
        with pytest.raises(AttributeError):
            setattr(a, name, None)
    assert repr(a).startswith("Decomposition(shape=<Shape.REGULAR") and "win_group=" in repr(a) and "wait=" in repr(a)
    other = decompose(parse_hand("123m456p789s1122z+2z"), MCR_SHAPES)[0]
    assert a != other and a != "a string"


def test_the_table_of_suit_splits_is_bounded_and_answers_the_same_after_emptying(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each suit's table of splits holds at most _SPLITS_MAX patterns (emptied when full, so
    memory stays flat over any input), and a hand read after it was emptied reads the same."""
    from core.shapes import decompose as dec

    rng = random.Random(20261206)
    hands = []
    for _ in range(300):
        concealed, melds = _random_complete(rng, 4)
        hands.append((concealed, rng.choice(concealed), melds))
    before = [decompose(hand_of(c, w, m), REGULAR_4) for c, w, m in hands]
    monkeypatch.setattr(dec, "_SPLITS_MAX", 8)
    for table in dec._SPLITS:
        table.clear()
    after = [decompose(hand_of(c, w, m), REGULAR_4) for c, w, m in hands]
    assert after == before  # every reading, in the same order
    assert all(check_regular_hand(c, w, m, REGULAR_4) for c, w, m in hands[:50])
    assert all(len(table) <= 8 for table in dec._SPLITS)


def test_the_helpers_written_for_each_mode_answer_the_same_in_both(monkeypatch: pytest.MonkeyPatch) -> None:
    """A few helpers take one form compiled and another interpreted (``_COMPILED``: a loop, or
    the builtin that loops in C; a suit keyed by one number, or by its slice). Both forms run
    here, under whichever the tests run, and read every hand alike."""
    from core.engine import resolver
    from core.shapes import complete, decompose as dec

    rng = random.Random(20261206)
    hands = []
    for _ in range(300):
        concealed, melds = _random_complete(rng, 4)
        hands.append((concealed, rng.choice(concealed), melds))
    counts = [tuple(hand_of(c, w, m).concealed_counts()) for c, w, m in hands]
    before = [decompose(hand_of(c, w, m), REGULAR_4) for c, w, m in hands]
    answers = [(complete._total(c), complete._kinds_in(c), dec._suit_key(c, 0, 9)) for c in counts]
    assert all(t == sum(c) and k == sum(1 for n in c if n) for (t, k, _key), c in zip(answers, counts))
    monkeypatch.setattr(dec, "_COMPILED", not dec._COMPILED)
    monkeypatch.setattr(complete, "_COMPILED", not complete._COMPILED)
    monkeypatch.setattr(resolver, "_COMPILED", not resolver._COMPILED)
    for t in dec._SPLITS:
        t.clear()
    assert [decompose(hand_of(c, w, m), REGULAR_4) for c, w, m in hands] == before
    other = [(complete._total(c), complete._kinds_in(c), dec._suit_key(c, 0, 9)) for c in counts]
    assert [a[:2] for a in other] == [a[:2] for a in answers]
    # a suit with no tiles has no key either way; two suits' keys are equal when their counts are
    assert all((a[2] is None) == (b[2] is None) == (c[0:9] == (0,) * 9) for a, b, c in zip(answers, other, counts))
    assert len({a[2] for a in other}) == len({c[0:9] for c in counts})
    for ids, rows in ((["a", "b"], frozenset({"b"})), (["a"], frozenset({"b"})), ([], frozenset({"b"}))):
        assert resolver._any_in(ids, rows) == (not rows.isdisjoint(ids))
    for (c, w, m), cc in zip(hands, counts):  # the suits' keys added up tile by tile are _suit_key's
        keys = dec._hand_suit_keys(hand_of(c, w, m))
        if keys is not None:
            assert [k or None for k in keys] == [dec._suit_key(cc, 9 * s, 9 if s < 3 else 7) for s in range(4)]
            # and the counts read back from them are the counts (decompose reads them so, compiled)
            assert dec._kinds_of_keys(keys) == sum(1 for n in cc if n)
            assert dec._kinds_of_key(keys[0] | keys[1] | keys[2]) == complete._ranks_held(cc)
            assert ((keys[0] | keys[1] | keys[2] | keys[3]) & dec._ODD_BITS == 0) == all(n % 2 == 0 for n in cc)
            assert sum((dec._suit_counts(keys[s], 9 if s < 3 else 7) for s in range(4)), []) == list(cc)
    for triple in itertools.product(range(3), repeat=3):
        assert dec._least(*triple) == min(triple)
    for tiles in ((), (3,), (3, 4, 5), (7, 7)):
        assert [dec._holds_kind(tiles, k) for k in range(9)] == [k in tiles for k in range(9)]
    for t in dec._SPLITS:
        t.clear()
