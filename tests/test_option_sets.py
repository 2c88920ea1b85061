"""The option sets and checked contexts a rule set keeps (issue 26): what is kept never changes
an answer. A value kept for ``True`` is not used for ``1`` (equal, and equally hashed), a
refusal is refused again, the context handed out is the caller's own, a preset file read again
is used as it now reads, and a score's context, listed when first asked for, is the one
scored."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.engine.field_checks import given_key
from core.model.errors import ContextError, OptionError
from core.model.notation import parse_hand
from core.rules import get_rules

MCR_HAND = "123m456m789m123p5s +5s"


def test_a_kept_option_set_is_not_used_for_an_equal_value_of_another_type() -> None:
    mcr = get_rules("mcr")
    hand = parse_hand(MCR_HAND)
    assert mcr.score(hand, {}, {"minimum": 1}).figures.minimum == 1
    with pytest.raises(OptionError) as e:  # True == 1, but the minimum is a whole number
        mcr.score(hand, {}, {"minimum": True})
    assert e.value.keys == ("minimum",)
    assert mcr.score(hand, {}, {"minimum": 1}).figures.minimum == 1


def test_a_kept_context_is_not_used_for_an_equal_value_of_another_type() -> None:
    mcr = get_rules("mcr")
    hand = parse_hand(MCR_HAND)
    assert mcr.score(hand, {"self_drawn": 1}).context == mcr.score(hand, {"self_drawn": True}).context
    with pytest.raises(ContextError) as e:  # 1.0 == 1, but a yes/no field takes no fraction
        mcr.score(hand, {"self_drawn": 1.0})
    assert e.value.keys == ("self_drawn",)


def test_a_refused_context_is_refused_every_time() -> None:
    mcr = get_rules("mcr")
    hand = parse_hand(MCR_HAND)
    for _ in range(3):
        with pytest.raises(ContextError):
            mcr.score(hand, {"robbing_kong": True, "self_drawn": True})


def test_the_checked_context_handed_out_is_the_callers_own() -> None:
    for name in ("mcr", "riichi", "taiwan"):
        rules = get_rules(name)
        option_set = rules.option_set({})
        first = rules.checked_context({"seat_wind": "S"}, option_set)
        first["seat_wind"] = "N"
        first["made_up"] = 1
        again = rules.checked_context({"seat_wind": "S"}, option_set)
        assert again["seat_wind"] == "S" and "made_up" not in again, name
        assert again == rules.check_context({"seat_wind": "S"}, option_set.opts), name


def test_a_scores_context_is_its_checked_context_listed() -> None:
    mcr = get_rules("mcr")
    hand = parse_hand(MCR_HAND)
    s = mcr.score(hand, {"seat_wind": "W", "self_drawn": True})
    assert s.context == mcr.context_items(mcr.check_context({"seat_wind": "W", "self_drawn": True}))
    assert ("seat_wind", "W") in s.context and ("self_drawn", True) in s.context
    assert s == mcr.score(hand, {"seat_wind": "W", "self_drawn": True})


def test_options_naming_a_preset_file_read_again_score_as_the_file_now_reads(tmp_path: Path) -> None:
    mcr = get_rules("mcr")
    hand = parse_hand(MCR_HAND)
    path = tmp_path / "house.toml"
    options = {"preset": "house", "preset_file": str(path)}

    def write(minimum: int) -> None:
        path.write_text(
            f'[preset.house]\nen = "House"\n[preset.house.options]\nminimum = {minimum}\n', encoding="utf-8"
        )
        mcr.read_preset_file(path)  # (what the window does when the file is opened again)

    write(6)
    assert mcr.score(hand, {}, options).figures.minimum == 6
    write(3)
    assert mcr.score(hand, {}, options).figures.minimum == 3


def test_what_cannot_be_a_key_is_checked_every_time() -> None:
    assert given_key(None) == given_key({}) == ()
    assert given_key({"a": [1]}) is None and given_key({"a": (1,)}) is None
    assert given_key({"a": True}) != given_key({"a": 1}) != given_key({"a": 1.0})
    assert given_key({"a": 1, "b": 2}) != given_key({"b": 2, "a": 1})  # (order kept: another key, not a wrong one)
    assert given_key({"a": None, "b": "x", "c": 2.5}) == ("a", None, type(None), "b", "x", str, "c", 2.5, float)
    # the types a key keeps apart, compared one by one, are the documented set's, subclasses refused
    from core.engine.field_checks import _KEYED_TYPES

    class Text(str):
        pass

    for value in ("x", 1, True, 1.5, None, Text("x"), (1,), [1], {}, b"x", 1j):
        assert (given_key({"a": value}) is not None) == (type(value) in _KEYED_TYPES), value


def test_the_contexts_kept_are_bounded_whatever_the_input() -> None:
    from core.engine import ruleset

    mcr = get_rules("mcr")
    made = 0
    for minimum in range(80):
        option_set = mcr.option_set({"minimum": minimum})
        for flowers in range(9):
            for seat in "ESWN":
                for drawn in (False, True):
                    mcr.checked_context({"flowers": flowers, "seat_wind": seat, "self_drawn": drawn}, option_set)
                    made += 1
                    assert len(ruleset._CONTEXTS) <= ruleset._CONTEXTS_MAX
    assert made > ruleset._CONTEXTS_MAX
    assert len(ruleset._OPTION_SETS) <= ruleset._OPTION_SETS_MAX


def test_a_table_keeps_a_bounded_number_of_effective_tables() -> None:
    """A batch may give every line other options: a table keeps at most _EFFECTIVE_MAX effective
    tables (then empties its store), and scores the same after."""
    from core.engine import rows as engine_rows
    from core.rules.mcr.table import TABLE

    mcr = get_rules("mcr")
    hand = parse_hand("123m456m789m123p5p+5p")
    first = mcr.score(hand, {"self_drawn": True}, {"items": {"pure_straight": 17}})
    for value in range(engine_rows._EFFECTIVE_MAX + 40):
        mcr.score(hand, {"self_drawn": True}, {"items": {"pure_straight": 17 + value % 300}})
        assert len(TABLE._effective) <= engine_rows._EFFECTIVE_MAX
    assert mcr.score(hand, {"self_drawn": True}, {"items": {"pure_straight": 17}}) == first
