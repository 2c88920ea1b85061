"""Hand notation: parse_hand / format_hand / parse_tiles / parse_meld.

Expected hands are built by hand from Tile/Meld/Flower values (kinds written out from the
table in core/model/tiles.py), never by calling the parser on another spelling of the same text.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from core.model.errors import FlowerError, HandError, MeldError, NotationError, TileCountError
from core.model.hand import Hand, Meld, MeldKind, format_hand
from core.model.notation import parse_flowers, parse_hand, parse_meld, parse_tiles
from core.model.tiles import Flower, Tile

# --- helpers -----------------------------------------------------------------------------

SUIT_BASE = {"m": 0, "p": 9, "s": 18, "z": 27}


def T(number: int, suit: str) -> Tile:
    """A tile written out independently of the parser: T(5, 'p') is 5p, T(0, 'm') red 5m."""
    if number == 0:
        return Tile(SUIT_BASE[suit] + 4, red=True)
    return Tile(SUIT_BASE[suit] + number - 1)


def tiles(spec: str) -> tuple[Tile, ...]:
    """'1m 1m 7z' -> tiles, one 'digit+suit' token per tile (no parser involved)."""
    return tuple(T(int(tok[0]), tok[1]) for tok in spec.split())


def meld(kind: MeldKind, spec: str) -> Meld:
    return Meld(kind, tiles(spec))


# --- canonical form ---------------------------------------------------------------------


def test_canonical_form_parses_to_the_expected_hand_and_formats_back() -> None:
    text = "23m11z [789s] [777z] [5555p] +4m 1f2f"
    h = parse_hand(text)
    assert h.standing == tiles("2m 3m 1z 1z")
    assert h.melds == (
        meld(MeldKind.CHOW, "7s 8s 9s"),
        meld(MeldKind.PUNG, "7z 7z 7z"),
        meld(MeldKind.KONG, "5p 5p 5p 5p"),
    )
    assert h.win == T(4, "m")
    assert h.flowers == (Flower(1), Flower(2))
    assert format_hand(h) == text


def test_canonical_added_and_concealed_kong() -> None:
    text = "1z [3333s+] {9999m} [123p] [456p] +1z"
    h = parse_hand(text)
    assert h.standing == tiles("1z")
    assert [m.kind for m in h.melds] == [
        MeldKind.ADDED_KONG,
        MeldKind.CONCEALED_KONG,
        MeldKind.CHOW,
        MeldKind.CHOW,
    ]
    assert h.melds[0].tiles == tiles("3s 3s 3s 3s")
    assert h.melds[1].tiles == tiles("9m 9m 9m 9m")
    assert h.win == T(1, "z")
    assert format_hand(h) == text


def test_standing_hand_of_13_tiles_has_no_winning_tile() -> None:
    h = parse_hand("123m456p789s1122z")
    assert h.win is None
    assert len(h.standing) == 13
    assert format_hand(h) == "123m456p789s1122z"


def test_format_sorts_standing_tiles_and_keeps_meld_order() -> None:
    h = Hand(tiles("9s 1m 7z 1m"), (meld(MeldKind.PUNG, "7z 7z 7z"), meld(MeldKind.CHOW, "1p 2p 3p")))
    assert format_hand(h) == "11m9s7z [777z] [123p]"


# --- accepted variants --------------------------------------------------------------------

# (variant, canonical): the canonical text is written by hand from the notation docstring.
VARIANTS: list[tuple[str, str]] = [
    # spaces, commas, order of parts, one tile at a time
    ("1m2m3m 4p5p6p 789s 1z2z3z 4z +4z", "123m456p789s1234z +4z"),
    ("+4z, 789s, 1234z, 456p, 123m", "123m456p789s1234z +4z"),
    ("1m,2m;3m\t456p_789s 1234z +4z", "123m456p789s1234z +4z"),
    # wind letters
    ("123m456p789s E S W N +N", "123m456p789s1234z +4z"),
    # dragon letters: C/R red, F/G green, P/Wh white
    ("123m456p789s C R F F +G", "123m456p789s6677z +6z"),
    ("123m456p789s P Wh P E +Wh", "123m456p789s1555z +5z"),
    ("WhWh W N 123m456p789s +E", "123m456p789s3455z +1z"),
    # CJK honours, traditional and simplified
    ("東南西北白發中 123m456p +9s", "123m456p1234567z +9s"),
    ("东 发 中中 123m456p789s +1m", "123m456p789s1677z +1m"),
    # flowers as characters (and 兰 for 蘭)
    ("123m456p789s1234z 春夏秋冬", "123m456p789s1234z 1f2f3f4f"),
    ("123m456p789s1234z 梅蘭菊竹", "123m456p789s1234z 5f6f7f8f"),
    ("123m456p789s1234z 兰 8f 1f", "123m456p789s1234z 1f6f8f"),
    # meld words, inside or before a bracket, or in the batch word form
    ("[chi 123s] 456m789m1122z +2z", "456789m1122z [123s] +2z"),
    ("chi [123s] 456m789m1122z +2z", "456789m1122z [123s] +2z"),
    ("chi 123s 456m789m1122z +2z", "456789m1122z [123s] +2z"),
    ("chow 123s 456m789m1122z +2z", "456789m1122z [123s] +2z"),
    ("pon 777z 456m789m1122z +2z", "456789m1122z [777z] +2z"),
    ("pung 777z 456m789m1122z +2z", "456789m1122z [777z] +2z"),
    ("kan 1111p 456m789m1122z +2z", "456789m1122z [1111p] +2z"),
    ("kong 1111p 456m789m1122z +2z", "456789m1122z [1111p] +2z"),
    ("minkan 1111p 456m789m1122z +2z", "456789m1122z [1111p] +2z"),
    ("kakan 1111p 456m789m1122z +2z", "456789m1122z [1111p+] +2z"),
    ("shouminkan 1111p 456m789m1122z +2z", "456789m1122z [1111p+] +2z"),
    ("ankan 9999m 456m123s1122z +2z", "456m123s1122z {9999m} +2z"),
    ("ankan [9999m] 456m123s1122z +2z", "456m123s1122z {9999m} +2z"),
    ("[ankan 9999m] 456m123s1122z +2z", "456m123s1122z {9999m} +2z"),
    # a meld word after standing tiles, and melds in any place
    ("456m789m1122z pon 777z +2z", "456789m1122z [777z] +2z"),
    ("456m789m pon 777z 12z kan 1111p", "456789m1z [777z] [1111p] +2z"),
    ("[777z] 456m [1111p] 789m12z", "456789m1z [777z] [1111p] +2z"),
    ("1m1m1m [2222p] {3333s} [4444z+] 5z 5z", "111m5z [2222p] {3333s} [4444z+] +5z"),
    # without '+': a 14- or 17-tile hand is won on the last standing tile written
    ("111222333444z5p5p", "5p111222333444z +5p"),
    ("23m456p789s11122z1m", "23m456p789s11122z +1m"),
    ("1m 23m456p789s 11122z", "123m456p789s1112z +2z"),
    ("23m456p789s11122z 1m [555z]", "23m456p789s11122z [555z] +1m"),
    ("23m 1m [456p] 789s11122z", "123m789s1112z [456p] +2z"),
    ("11m123456789p12345s 7s", "11m123456789p12345s +7s"),  # 17 tiles
    ("E 11m123456789p12s [777z]", "11m123456789p1s1z [777z] +2s"),  # 17 with a meld
    # red fives
    ("0m0p0s123m456p789s11z", "1230m4506p0789s1z +1z"),
    ("340m 406p 55s 11z 789s +0s", "340m406p55789s11z +0s"),
    ("[340m] [550p] [0555s+] 1z 789m +1z", "789m1z [340m] [550p] [5550s+] +1z"),
]


@pytest.mark.parametrize(("variant", "canonical"), VARIANTS)
def test_variant_parses_to_the_canonical_hand(variant: str, canonical: str) -> None:
    h = parse_hand(variant)
    assert format_hand(h) == canonical
    assert parse_hand(canonical) == h


def test_honour_letters_and_characters_map_to_the_documented_kinds() -> None:
    expected = {
        "E": 27,
        "S": 28,
        "W": 29,
        "N": 30,
        "P": 31,
        "Wh": 31,
        "F": 32,
        "G": 32,
        "C": 33,
        "R": 33,
        "東": 27,
        "东": 27,
        "南": 28,
        "西": 29,
        "北": 30,
        "白": 31,
        "發": 32,
        "发": 32,
        "中": 33,
    }
    for text, kind in expected.items():
        assert parse_tiles(text) == [Tile(kind)], text


def test_flower_characters_map_to_the_documented_numbers() -> None:
    chars = {"春": 1, "夏": 2, "秋": 3, "冬": 4, "梅": 5, "蘭": 6, "兰": 6, "菊": 7, "竹": 8}
    for ch, n in chars.items():
        assert parse_hand(ch).flowers == (Flower(n),)
        assert parse_flowers(ch) == [Flower(n)]


def test_last_tile_written_wins_even_when_it_sorts_first() -> None:
    h = parse_hand("9s 123m456p789s 112z 1m")  # 14 tiles; 1m was written last
    assert h.win == T(1, "m")
    assert h.standing.count(T(1, "m")) == 1  # the one of 123m
    assert h.standing.count(T(2, "z")) == 1


def test_last_tile_written_wins_not_the_last_in_a_meld() -> None:
    h = parse_hand("123m456p789s 2z 1z [555z]")
    assert h.win == T(1, "z")
    assert h.melds == (meld(MeldKind.PUNG, "5z 5z 5z"),)


def test_red_fives() -> None:
    h = parse_hand("0m0p0s")
    assert h.standing == (Tile(4, red=True), Tile(13, red=True), Tile(22, red=True))
    assert h.win is None
    assert format_hand(h) == "0m0p0s"
    h2 = parse_hand("123456789m1122z +0p")
    assert h2.win == Tile(13, red=True)
    assert h2.win != Tile(13)
    assert format_hand(h2).endswith("+0p")
    # a red five sorts with the fives, after the plain ones
    assert parse_hand("0p5p 5p").standing == (Tile(13), Tile(13), Tile(13, red=True))


# --- parse_tiles, parse_meld -------------------------------------------------------------


def test_parse_tiles_keeps_the_written_order() -> None:
    assert parse_tiles("3m1m 2p E 0s 中") == [T(3, "m"), T(1, "m"), T(2, "p"), T(1, "z"), T(0, "s"), T(7, "z")]
    assert parse_tiles("") == []


@pytest.mark.parametrize(
    ("text", "kind", "spec"),
    [
        ("pon 777z", MeldKind.PUNG, "7z 7z 7z"),
        ("pon [777z]", MeldKind.PUNG, "7z 7z 7z"),
        ("[777z]", MeldKind.PUNG, "7z 7z 7z"),
        ("  chi 312s ", MeldKind.CHOW, "1s 2s 3s"),
        ("[chi 0s46s]", MeldKind.CHOW, "4s 0s 6s"),
        ("kan 1111p", MeldKind.KONG, "1p 1p 1p 1p"),
        ("[1111p]", MeldKind.KONG, "1p 1p 1p 1p"),
        ("kakan 1111p", MeldKind.ADDED_KONG, "1p 1p 1p 1p"),
        ("[1111p+]", MeldKind.ADDED_KONG, "1p 1p 1p 1p"),
        ("ankan 9999m", MeldKind.CONCEALED_KONG, "9m 9m 9m 9m"),
        ("{9999m}", MeldKind.CONCEALED_KONG, "9m 9m 9m 9m"),
        ("pon C C C", MeldKind.PUNG, "7z 7z 7z"),
        ("pon CCC", MeldKind.PUNG, "7z 7z 7z"),
        ("pon 中中中", MeldKind.PUNG, "7z 7z 7z"),
    ],
)
def test_parse_meld(text: str, kind: MeldKind | None, spec: str) -> None:
    if kind is None:
        with pytest.raises(HandError):
            parse_meld(text)
        return
    m = parse_meld(text)
    assert m.kind is kind
    assert m.tiles == tuple(sorted(tiles(spec), key=lambda t: (t.kind, t.red)))


# --- errors -------------------------------------------------------------------------------

# (text, error class, code, substrings the message must contain)
HAND_ERRORS: list[tuple[str, type[HandError], str, tuple[str, ...]]] = [
    ("123m x", NotationError, "bad_notation", ("'x'", "position 6")),
    ("123x", NotationError, "bad_notation", ("'123'", "position 1")),
    ("123m 45", NotationError, "bad_notation", ("'45'", "position 6")),
    ("m123", NotationError, "bad_notation", ("'m'", "position 1")),
    ("123m h", NotationError, "bad_notation", ("'h'", "position 6")),
    ("8z", NotationError, "bad_tile", ("8z", "position 1")),
    ("123m 0z", NotationError, "bad_tile", ("0z", "position 6")),
    ("11111m234p567s89s", TileCountError, "too_many_copies", ("1m", "5 times")),
    ("11m [1111m]", TileCountError, "too_many_copies", ("1m",)),
    ("1111m 234p 567s 789s +1m", TileCountError, "too_many_copies", ("1m", "four times")),
    ("1111m 234p 567s 789s 1m", TileCountError, "too_many_copies", ("1m", "four times")),
    ("00m", TileCountError, "too_many_copies", ("0m",)),
    ("123456789m123456789p", TileCountError, "tile_count", ("18",)),
    ("123m +5m", TileCountError, "tile_count", ("5m", "4 tiles")),
    ("[123z]", MeldError, "bad_meld", ("123z", "honours", "position 1")),
    ("11m [chi EEE]", MeldError, "bad_meld", ("111z", "position 5")),
    ("[124m]", MeldError, "bad_meld", ("124m",)),
    ("[1m2p3s]", MeldError, "bad_meld", ("1m2p3s", "one suit")),
    ("[889s]", MeldError, "bad_meld", ("889s",)),
    ("pon 112m", MeldError, "bad_meld", ("112m",)),
    ("[pon 775z]", MeldError, "bad_meld", ("577z",)),
    ("[pon 778z]", NotationError, "bad_tile", ("8z", "position 8")),
    ("kan 1112p", MeldError, "bad_meld", ("1112p",)),
    ("{1234m}", MeldError, "bad_meld", ("1234m",)),
    ("{111m}", MeldError, "bad_meld", ("111m", "4 tiles")),
    ("[11m]", MeldError, "bad_meld", ("11m",)),
    ("[123m+]", MeldError, "bad_meld", ("123m", "4 tiles")),
    ("pon {1111m}", NotationError, "bad_meld", ("concealed kong", "position 1")),
    ("chi [pon 123m]", NotationError, "bad_meld", ("two meld words", "position 1")),
    ("[1m 1f 2m3m]", NotationError, "bad_meld", ("flower",)),
    ("[]", NotationError, "bad_meld", ("empty", "position 1")),
    ("123m [456p", NotationError, "bad_meld", ("not closed", "position 6")),
    ("123m {4444p]", NotationError, "bad_meld", ("not closed", "position 6")),
    ("123m [456p [789s]", NotationError, "bad_meld", ("not closed", "position 6")),
    ("123m] 456p", NotationError, "bad_notation", ("']'", "position 5")),
    ("123m}", NotationError, "bad_notation", ("'}'", "position 5")),
    ("123456789m1122z +5p +6p", NotationError, "bad_notation", ("second winning tile",)),
    ("123456789m1122z +56p", NotationError, "bad_notation", ("exactly one", "position 17")),
    ("123456789m1122z +", NotationError, "bad_notation", ("exactly one",)),
    ("1f 1f", FlowerError, "bad_flower", ("1f", "positions 1 and 4")),
    ("春 1f", FlowerError, "bad_flower", ("1f",)),
    ("123m 9f", FlowerError, "bad_flower", ("9f", "position 6")),
    ("0f", FlowerError, "bad_flower", ("0f", "position 1")),
    ("[123m] [456m] [789m] [123p] [456p] [789p] 1s", TileCountError, "tile_count", ("6 declared melds",)),
]


@pytest.mark.parametrize(("text", "cls", "code", "needles"), HAND_ERRORS)
def test_parse_hand_errors(text: str, cls: type[HandError], code: str, needles: tuple[str, ...]) -> None:
    with pytest.raises(HandError) as info:
        parse_hand(text)
    err = info.value
    assert type(err) is cls, f"{text!r}: {type(err).__name__}: {err}"
    assert err.code == code
    assert err.message == str(err)
    for needle in needles:
        assert needle in str(err), f"{needle!r} not in {str(err)!r}"
    assert err.to_dict()["code"] == code


def test_parse_hand_error_position_attribute_points_at_the_offending_character() -> None:
    text = "123m 456p ?"
    with pytest.raises(NotationError) as info:
        parse_hand(text)
    assert info.value.position is not None
    assert text[info.value.position] == "?"
    assert info.value.to_dict()["position"] == info.value.position


@pytest.mark.parametrize(
    ("text", "cls", "code", "needles"),
    [
        ("1f", NotationError, "bad_tile", ("1f", "position 1")),
        ("12m 9f", FlowerError, "bad_flower", ("9f", "position 5")),
        ("[123m]", NotationError, "bad_notation", ("'['", "position 1")),
        ("123m +4m", NotationError, "bad_notation", ("'+'", "position 6")),
        ("12", NotationError, "bad_notation", ("'12'",)),
        ("5m q", NotationError, "bad_notation", ("'q'", "position 4")),
    ],
)
def test_parse_tiles_errors(text: str, cls: type[HandError], code: str, needles: tuple[str, ...]) -> None:
    with pytest.raises(HandError) as info:
        parse_tiles(text)
    assert type(info.value) is cls
    assert info.value.code == code
    for needle in needles:
        assert needle in str(info.value)


@pytest.mark.parametrize(
    ("text", "cls", "code", "needles"),
    [
        ("777z", NotationError, "bad_meld", ("777z", "chi, pon")),
        ("", NotationError, "bad_meld", ("chi, pon",)),
        ("pon", NotationError, "bad_meld", ("no tiles",)),
        ("[123m] [456m]", NotationError, "bad_meld", ("unexpected", "position 8")),
        ("pon 777z]", NotationError, "bad_meld", ("unexpected", "position 9")),
        ("pon 777z 7z", MeldError, "bad_meld", ("7777z", "3 tiles")),
        ("chi 124m", MeldError, "bad_meld", ("124m",)),
        ("chi 123z", MeldError, "bad_meld", ("123z", "honours")),
        ("pon 1f1f1f", NotationError, "bad_meld", ("flower",)),
        ("[123m", NotationError, "bad_meld", ("not closed",)),
        ("kakan {1111m}", NotationError, "bad_meld", ("concealed kong",)),
        ("pon [1111m+]", NotationError, "bad_meld", ("added kong",)),
    ],
)
def test_parse_meld_errors(text: str, cls: type[HandError], code: str, needles: tuple[str, ...]) -> None:
    with pytest.raises(HandError) as info:
        parse_meld(text)
    assert type(info.value) is cls, f"{type(info.value).__name__}: {info.value}"
    assert info.value.code == code
    for needle in needles:
        assert needle in str(info.value), f"{needle!r} not in {str(info.value)!r}"


@pytest.mark.parametrize("fn", [parse_hand, parse_tiles, parse_meld, parse_flowers])
@pytest.mark.parametrize("value", [None, 5, b"123m", ["123m"]])
def test_non_text_input_is_a_notation_error(fn: Callable[[Any], object], value: object) -> None:
    with pytest.raises(NotationError) as info:
        fn(value)
    assert info.value.code
    assert type(value).__name__ in str(info.value)


def test_parse_flowers() -> None:
    assert parse_flowers("58f 春") == [Flower(5), Flower(8), Flower(1)]
    with pytest.raises(FlowerError) as info:
        parse_flowers("1f5f 春")  # 春 is 1f
    assert info.value.code == "bad_flower"
    assert "1f" in str(info.value)
    with pytest.raises(HandError) as info2:
        parse_flowers("1m")
    assert info2.value.code == "bad_flower"
    assert "1m" in str(info2.value)


def test_a_full_hand_without_a_winning_tile_is_written_with_plus_question_mark() -> None:
    """Hand allows 14 (or 17) tiles and no winning tile: a hand before its discard, as
    shanten() takes it. Plain 14-tile text means won on the last tile, so such a hand is
    written with ``+?`` and reads back as itself."""
    h = Hand(tiles("1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 1z 1z 2z 2z"))
    assert h.win is None
    text = format_hand(h)
    assert text == "123m456p789s11122z +?"
    assert parse_hand(text) == h
    won = parse_hand("123m456p789s11122z")  # without the mark: won on the last tile written
    assert won.win == T(2, "z") and won != h
    with pytest.raises(NotationError) as e:
        parse_hand("123m456p789s1112z +? +2z")
    assert e.value.code == "bad_notation" and "second winning tile" in str(e.value)


# --- property tests ---------------------------------------------------------------------


@st.composite
def valid_hands(draw: st.DrawFn) -> Hand:
    """A random hand: tiles of a real set (four of each kind, at most one red five per
    suit), random melds of every MeldKind, an optional winning tile, flowers."""
    rng: random.Random = draw(st.randoms(use_true_random=False))
    pool: dict[int, list[Tile]] = {k: [Tile(k)] * 4 for k in range(34)}
    for five in (4, 13, 22):
        if draw(st.booleans()):
            pool[five] = [Tile(five)] * 3 + [Tile(five, red=True)]
        rng.shuffle(pool[five])

    def take(kind: int, n: int) -> list[Tile] | None:
        if len(pool[kind]) < n:
            return None
        out, pool[kind] = pool[kind][:n], pool[kind][n:]
        return out

    has_win = draw(st.booleans())
    max_size = draw(st.sampled_from([14, 17]))
    melds: list[Meld] = []
    for mk in draw(st.lists(st.sampled_from(list(MeldKind)), max_size=5)):
        if 3 * (len(melds) + 1) + (2 if has_win else 1) > max_size:
            break
        if mk is MeldKind.CHOW:
            start = draw(st.sampled_from([s * 9 + n for s in range(3) for n in range(7)]))
            if any(len(pool[start + d]) == 0 for d in range(3)):
                continue
            got = [take(start + d, 1) for d in range(3)]
            melds.append(Meld(mk, tuple(t for g in got if g for t in g)))
        else:
            kind = draw(st.integers(0, 33))
            got4 = take(kind, mk.size)
            if got4 is None:
                continue
            melds.append(Meld(mk, tuple(got4)))
    remaining = [t for k in range(34) for t in pool[k]]
    rng.shuffle(remaining)
    room = max_size - 3 * len(melds)
    if has_win:
        sizes = [n for n in range(1, room) if (3 * len(melds) + n + 1) % 3 == 2]
    else:  # any size: a full hand without a winning tile is written with '+?'
        sizes = list(range(0, room + 1))
    n_standing = draw(st.sampled_from(sizes))
    standing = remaining[:n_standing]
    win = remaining[n_standing] if has_win else None
    flowers = tuple(Flower(n) for n in draw(st.sets(st.integers(1, 8))))
    return Hand(tuple(standing), tuple(melds), win, flowers)


@settings(max_examples=400, deadline=None)
@given(valid_hands())
def test_round_trip(h: Hand) -> None:
    text = format_hand(h)
    back = parse_hand(text)
    assert back == h
    assert format_hand(back) == text


_HONOUR_SPELLINGS = {
    27: ["1z", "E", "東", "东"],
    28: ["2z", "S", "南"],
    29: ["3z", "W", "西"],
    30: ["4z", "N", "北"],
    31: ["5z", "P", "Wh", "白"],
    32: ["6z", "F", "G", "發", "发"],
    33: ["7z", "C", "R", "中"],
}
_FLOWER_SPELLINGS = {n: [f"{n}f", "春夏秋冬梅蘭菊竹"[n - 1]] + (["兰"] if n == 6 else []) for n in range(1, 9)}
_MELD_WORDS = {
    MeldKind.CHOW: ["chi", "chow"],
    MeldKind.PUNG: ["pon", "pung"],
    MeldKind.KONG: ["kan", "kong", "minkan"],
    MeldKind.ADDED_KONG: ["kakan", "shouminkan"],
    MeldKind.CONCEALED_KONG: ["ankan"],
}


def _spell_tile(t: Tile, rng: random.Random) -> str:
    if t.kind >= 27:
        return rng.choice(_HONOUR_SPELLINGS[t.kind])
    digit = "0" if t.red else str(t.kind % 9 + 1)
    return digit + "mps"[t.kind // 9]


def _spell_meld(m: Meld, rng: random.Random) -> str:
    body = "".join(_spell_tile(t, rng) for t in rng.sample(m.tiles, len(m.tiles)))
    word = rng.choice(_MELD_WORDS[m.kind])
    style = rng.randrange(3)
    if m.kind is MeldKind.CONCEALED_KONG:
        return [f"{{{body}}}", f"ankan {body}", f"ankan {{{body}}}"][style]
    if m.kind is MeldKind.ADDED_KONG:
        return [f"[{body}+]", f"{word} {body}", f"[{word} {body}]"][style]
    return [f"[{word} {body}]", f"{word} {body}", f"{word} [{body}]"][style]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(valid_hands(), st.randoms(use_true_random=False))
def test_any_spelling_and_order_of_the_parts_parses_to_the_same_hand(h: Hand, rng: random.Random) -> None:
    """Write a hand the long way: tiles one by one in a random honour spelling, melds in a
    random word/bracket style, parts shuffled (melds keep their order), '+' for the win."""
    loose = [_spell_tile(t, rng) for t in h.standing]
    if h.win is not None:
        loose.append("+" + _spell_tile(h.win, rng))
    elif h.size % 3 == 2:
        loose.append("+?")  # a full hand with no winning tile
    loose += [rng.choice(_FLOWER_SPELLINGS[f.number]) for f in h.flowers]
    rng.shuffle(loose)
    # place the melds at random positions while keeping their relative order
    slots = sorted(rng.choices(range(len(loose) + 1), k=len(h.melds)))
    out: list[str] = []
    mi = 0
    for i in range(len(loose) + 1):
        while mi < len(slots) and slots[mi] == i:
            out.append(_spell_meld(h.melds[mi], rng))
            mi += 1
        if i < len(loose):
            out.append(loose[i])
    text = rng.choice([" ", ", ", "  "]).join(out)
    assert parse_hand(text) == h, text


# --- fuzz ---------------------------------------------------------------------------------

ALPHABET = "0123456789mpszfESWNCRFGPWh[]{}+ 東南西北白發中春"
_fuzz_text = st.one_of(
    st.text(max_size=60),
    st.text(alphabet=ALPHABET, max_size=60),
    st.lists(
        st.one_of(
            st.text(alphabet=ALPHABET, min_size=1, max_size=8),
            st.sampled_from(["chi ", "pon ", "kan ", "kakan ", "ankan ", "chow", "+", "[", "]", "{", "}"]),
        ),
        max_size=12,
    ).map("".join),
)


@settings(max_examples=1500, deadline=None)
@given(_fuzz_text)
def test_fuzz_parsers_raise_only_hand_errors(text: str) -> None:
    for fn in (parse_hand, parse_tiles, parse_meld, parse_flowers):
        try:
            fn(text)
        except HandError as e:
            assert isinstance(e.code, str) and e.code
            assert str(e).strip()
            assert e.message == str(e)


@settings(max_examples=500, deadline=None)
@given(_fuzz_text)
def test_fuzz_whatever_parses_round_trips(text: str) -> None:
    try:
        h = parse_hand(text)
    except HandError:
        return
    canonical = format_hand(h)
    assert parse_hand(canonical) == h
    assert format_hand(parse_hand(canonical)) == canonical


@pytest.mark.parametrize("full", [14, 17])
def test_a_partial_hand_of_3n_plus_2_is_no_won_hand_at_the_rule_sets_size(full: int) -> None:
    """Issue 23: `11112m` typed in the window was read as won on 2m, and written `11112m +?`."""
    h = parse_hand("11112m", (full,))
    assert h.win is None and h.size == 5
    assert format_hand(h, (full,)) == "11112m"
    assert parse_hand("123m456p789s11122z", (14,)).win is not None
    assert parse_hand("123m456p789s11122z", (17,)).win is None
    assert format_hand(parse_hand("123m456p789s11122z +?"), (14,)).endswith("+?")


# --- the table-read fast path of parse_tiles agrees with the parser ---------------------------

from core.model import notation as _notation  # noqa: E402


def _by_parser(text: str) -> list[Tile] | str:
    """What the full parser makes of ``text``: its tiles, or the error's code and message."""
    try:
        items = _notation._Parser(text).read_group("")
    except HandError as e:
        return f"{e.code}: {e}"
    if any(it.flower is not None for it in items):
        return "flower"
    return [it.tile for it in items if it.tile is not None]


@settings(max_examples=400, deadline=None)
@given(
    st.lists(st.tuples(st.text("0123456789", min_size=1, max_size=5), st.sampled_from("mpsz")), min_size=1, max_size=6)
)
def test_the_plain_form_read_by_table_is_what_the_parser_reads(groups: list[tuple[str, str]]) -> None:
    text = "".join(digits + suit for digits, suit in groups)
    fast = _notation._plain_tiles(text)
    slow = _by_parser(text)
    if fast is None:  # a tile that does not exist (8z, 0z): the parser reads it, and names the mistake
        assert isinstance(slow, str), (text, slow)
    else:
        assert fast == slow, text
    try:
        got: list[Tile] | str = parse_tiles(text)
    except HandError as e:
        got = f"{e.code}: {e}"
    assert got == slow, text


def test_texts_outside_the_plain_form_go_to_the_parser() -> None:
    for text in ("1m 2m", "1M", "+1m", "[123m]", "1f", "m1", "", "12"):
        assert _notation._plain_tiles(text) is None, text
    from core.model.tiles import tile

    assert _notation._plain_tiles("406p7z") == [tile("4p"), tile("0p"), tile("6p"), tile("7z")]
