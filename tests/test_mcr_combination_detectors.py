"""The detectors of MCR's chow and pung combination fans (``core.rules.mcr.combinations``) are
written with comparisons, no sets or sorted lists (each new combination pattern calls them
dozens of times, and compiled, a set and a sorted list cost most of it). Here they answer as
their first forms, kept below as written, on every pair and every triple of chows and of pungs
in every order."""

from __future__ import annotations

import itertools

from core.model.tiles import is_dragon, is_wind
from core.rules.mcr import combinations as comb

CHOWS = [k for k in range(27) if k % 9 <= 6]  # every chow, by its lowest tile
PUNGS = list(range(34))


def _suit(k: int) -> int:
    return k // 9


def _rank(k: int) -> int:
    return k % 9


def first_chow_pair_fan(a: int, b: int) -> str | None:
    if _suit(a) != _suit(b):
        return "mixed_double_chow" if _rank(a) == _rank(b) else None
    if abs(a - b) == 3:
        return "short_straight"
    if {_rank(a), _rank(b)} == {0, 6}:
        return "two_terminal_chows"
    if a == b:
        return "pure_double_chow"
    return None


def first_chow_triple_fan(a: int, b: int, c: int) -> str | None:
    suits = {_suit(a), _suit(b), _suit(c)}
    ranks = sorted((_rank(a), _rank(b), _rank(c)))
    if len(suits) == 3:
        if ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1:
            return "mixed_shifted_chows"
        if ranks[0] == ranks[2]:
            return "mixed_triple_chow"
        if ranks == [0, 3, 6]:
            return "mixed_straight"
        return None
    if len(suits) == 1:
        if ranks == [0, 3, 6]:
            return "pure_straight"
        if (ranks[1] - ranks[0] == ranks[2] - ranks[1]) and ranks[1] - ranks[0] in (1, 2):
            return "pure_shifted_chows"
        if ranks[0] == ranks[2]:
            return "pure_triple_chow"
    return None


def first_pung_pair_fan(a: int, b: int) -> str | None:
    if a < 27 and b < 27:
        return "double_pung" if _rank(a) == _rank(b) else None
    if is_dragon(a) and is_dragon(b):
        return "two_dragons_pungs"
    return None


def first_pung_triple_fan(a: int, b: int, c: int) -> str | None:
    a, b, c = sorted((a, b, c))
    if c < 27:
        suits = {_suit(a), _suit(b), _suit(c)}
        ranks = sorted((_rank(a), _rank(b), _rank(c)))
        if len(suits) == 3:
            if ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1:
                return "mixed_shifted_pungs"
            if ranks[0] == ranks[2]:
                return "triple_pung"
        elif len(suits) == 1 and b == a + 1 and c == b + 1:
            return "pure_shifted_pungs"
        return None
    if all(is_wind(x) for x in (a, b, c)):
        return "big_three_winds"
    if all(is_dragon(x) for x in (a, b, c)):
        return "big_three_dragons"
    return None


def test_chow_detectors_answer_as_their_first_forms_on_every_pair_and_triple() -> None:
    found = set()
    for a, b in itertools.product(CHOWS, repeat=2):
        assert comb._chow_pair_fan(a, b) == first_chow_pair_fan(a, b), (a, b)
        found.add(first_chow_pair_fan(a, b))
    for a, b, c in itertools.product(CHOWS, repeat=3):
        assert comb._chow_triple_fan(a, b, c) == first_chow_triple_fan(a, b, c), (a, b, c)
        found.add(first_chow_triple_fan(a, b, c))
    # every fan the detectors can give was given (the comparison covered each branch)
    assert found == {None, *comb._CHOW_PAIR_PRIORITY} | {
        "mixed_shifted_chows",
        "mixed_triple_chow",
        "mixed_straight",
        "pure_straight",
        "pure_shifted_chows",
        "pure_triple_chow",
    }


def test_pung_detectors_answer_as_their_first_forms_on_every_pair_and_triple() -> None:
    found = set()
    for a, b in itertools.product(PUNGS, repeat=2):
        assert comb._pung_pair_fan(a, b) == first_pung_pair_fan(a, b), (a, b)
        found.add(first_pung_pair_fan(a, b))
    for a, b, c in itertools.product(PUNGS, repeat=3):
        assert comb._pung_triple_fan(a, b, c) == first_pung_triple_fan(a, b, c), (a, b, c)
        found.add(first_pung_triple_fan(a, b, c))
    assert found == {
        None,
        "double_pung",
        "two_dragons_pungs",
        "mixed_shifted_pungs",
        "triple_pung",
        "pure_shifted_pungs",
        "big_three_winds",
        "big_three_dragons",
    }
