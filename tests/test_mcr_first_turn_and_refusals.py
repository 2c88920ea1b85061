"""Issue 15, second part: MCR's first-turn wins (天和/地和/人和, the ``blessings`` option) and
the smaller refusals: one rule for text in every field, option errors of their own, a
HandError for a value that is not a Hand, ``mjscore waits`` on a complete hand."""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any

import pytest

from core import parse_hand
from core.model.errors import ContextError, HandError, OptionError
from core.referee.batch_format import score_record
from core.rules import get_rules
from core.shapes.decompose import decompose
from core.shapes.readings import MCR_SHAPES
from core.shapes.waits import shanten, waits, waits_on_one_kind
from core.shells.cli import main as mjscore

MCR = get_rules("mcr")
BLESSINGS = {"blessings": True}
HEAVEN = {"initial_win": "heaven", "self_drawn": True, "seat_wind": "E"}


# --- 天和 and 九莲宝灯 -----------------------------------------------------------------------


@pytest.mark.parametrize("text", ["1112456678999m +3m", "1112345678999m +6m"])
def test_heavenly_nine_gates_does_not_depend_on_the_tile_written_after_plus(text: str) -> None:
    """Both are the fourteen tiles 11123456678999m dealt to the dealer: a heavenly win has no
    winning tile, so 九莲宝灯 is read from the fourteen (as the reference engine built with
    blessings: 「天和的九莲宝灯与常规的判断方式不一样」): 88 + 天和 8 + 连六 1 = 97."""
    s = MCR.score(parse_hand(text), HEAVEN, BLESSINGS)
    assert s.total == 97
    assert {i.id for i in s.items} == {"nine_gates", "blessing_of_heaven", "short_straight"}


def test_heavenly_nine_gates_with_the_ninth_nine_scores_114() -> None:
    """11123456789999m: 九莲宝灯 88 + 清龙 16 + 四归一 2 + 天和 8 (the reference engine's 103 is
    its own slip, written down in tests/data/mcr_adjudication.md)."""
    s = MCR.score(parse_hand("1112345678999m +9m"), HEAVEN, BLESSINGS)
    assert s.total == 114


def test_without_heaven_nine_gates_still_needs_the_standing_1112345678999() -> None:
    s = MCR.score(parse_hand("1112456678999m +3m"), {"self_drawn": True})
    assert s.item("nine_gates") is None


# --- 地和 / 人和 and the first-turn refusals --------------------------------------------------


@pytest.mark.parametrize(
    ("context", "keys"),
    [
        ({"initial_win": "earth", "self_drawn": True, "seat_wind": "S"}, ("initial_win", "self_drawn")),
        ({"initial_win": "human", "seat_wind": "S"}, ("initial_win", "self_drawn")),
        ({**HEAVEN, "last_wall_tile": True}, ("initial_win", "last_wall_tile")),
        ({"initial_win": "earth", "seat_wind": "S", "last_wall_tile": True}, ("initial_win", "last_wall_tile")),
        ({"initial_win": "earth", "seat_wind": "S", "robbing_kong": True}, ("initial_win", "robbing_kong")),
    ],
)
def test_first_turn_wins_refuse_what_their_definitions_exclude(context: dict[str, Any], keys: tuple[str, ...]) -> None:
    """地和 is read as a discard win (it rules out 门前清), 人和 as a self-draw (it rules out
    不求人 and 自摸): the other way round is refused, not scored as both; and a first-turn win
    is neither on the last tile of the wall nor on a robbed kong."""
    with pytest.raises(ContextError) as info:
        MCR.score(parse_hand("123m456p789s234s5s +5s"), context, BLESSINGS)
    assert info.value.code == "impossible_context" and info.value.keys == keys


def test_earth_on_a_discard_and_human_by_self_draw_score() -> None:
    hand = parse_hand("123m456p789s234s5s +5s")
    earth = MCR.score(hand, {"initial_win": "earth", "seat_wind": "S"}, BLESSINGS)
    human = MCR.score(hand, {"initial_win": "human", "seat_wind": "S", "self_drawn": True}, BLESSINGS)
    assert earth.item("blessing_of_earth") and earth.item("concealed_hand") is None
    assert human.item("blessing_of_human") and human.item("self_drawn") is None
    assert human.item("fully_concealed_hand") is None


# --- one rule for text in every field ---------------------------------------------------------


@pytest.mark.parametrize(
    ("key", "text", "value"),
    [
        ("self_drawn", "TRUE ", True),
        ("self_drawn", " no", False),
        ("seat_wind", " s ", "S"),
        ("flowers", " 3 ", 3),
        ("initial_win", " None", "none"),
    ],
)
def test_white_space_and_case_are_read_alike_in_every_field(key: str, text: str, value: Any) -> None:
    assert MCR.check_context({key: text})[key] == value


@pytest.mark.parametrize("text", ["٣", "３", "3.0", "+ 3", ""])
def test_numbers_are_ascii_digits_only(text: str) -> None:
    with pytest.raises(ContextError) as info:
        MCR.check_context({"flowers": text})
    assert info.value.keys == ("flowers",)


def test_option_errors_have_their_own_code() -> None:
    with pytest.raises(OptionError) as info:
        MCR.check_options({"minimum": "x"})
    assert info.value.code == "bad_option"
    r = score_record({"id": 1, "rules": "mcr", "hand": "123m456p789s1122z", "win": "1z", "options": {"minimum": -1}})
    assert r["error"]["code"] == "bad_option"
    r = score_record(
        {"id": 2, "rules": "mcr", "hand": "123m456p789s1122z", "win": "1z", "options": {"two_concealed_kongs": 7}}
    )
    assert r["error"]["code"] == "bad_option" and "6, 8" in r["error"]["message"]


def test_a_flower_count_agrees_with_the_same_count_written_as_text() -> None:
    base = {"id": 1, "rules": "mcr", "hand": "123m456p789s1z", "melds": ["pon 777z"], "win": "1z", "flowers": 3}
    ok = score_record({**base, "context": {"flowers": "3"}})
    assert (
        ok["ok"] and {"id": "flower_tiles", "en": "Flower Tiles", "zh": "花牌", "value": 1, "count": 3} in ok["items"]
    )
    bad = score_record({**base, "context": {"flowers": "4"}})
    assert not bad["ok"] and "disagree" in bad["error"]["message"]


# --- a value that is not a Hand ---------------------------------------------------------------


@pytest.mark.parametrize(
    "call",
    [
        lambda: MCR.score("123m456p789s1122z+1z"),  # type: ignore[arg-type]
        lambda: MCR.readings("123m456p789s1122z+1z"),  # type: ignore[arg-type]
        lambda: decompose("123m456p789s1122z+1z", MCR_SHAPES),  # type: ignore[arg-type]
        lambda: waits("123m456p789s1122z", MCR_SHAPES),  # type: ignore[arg-type]
        lambda: shanten(None, MCR_SHAPES),  # type: ignore[arg-type]
        lambda: waits_on_one_kind(14, MCR_SHAPES),  # type: ignore[arg-type]
    ],
)
def test_a_string_instead_of_a_hand_is_a_hand_error_that_says_what_was_expected(call: Callable[[], Any]) -> None:
    with pytest.raises(HandError) as info:
        call()
    assert info.value.code == "invalid_hand" and "needs a Hand" in str(info.value)


# --- mjscore waits on a complete hand -----------------------------------------------------------


def test_mjscore_waits_on_a_complete_hand_shows_its_score_and_the_waits_after_each_discard() -> None:
    out = io.StringIO()
    assert mjscore(["waits", "123m456p789s1122z+2z", "seat_wind=S"], out) == 0
    text = out.getvalue()
    assert "shanten" not in text
    assert text.startswith("complete hand: Win: 12 fan\n")
    assert "discard 1m: waits 1m 4m\n" in text and "discard 2z: waits 1z 2z\n" in text


def test_mjscore_waits_on_fourteen_tiles_that_are_no_win_lists_the_discards() -> None:
    out = io.StringIO()
    assert mjscore(["waits", "123m456p789s11223z"], out) == 0
    assert "complete hand, not scored" in out.getvalue() and "discard 3z: waits 1z 2z" in out.getvalue()
