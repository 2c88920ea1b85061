"""Flowers as numbered on the tiles (issue 28): the seat flower follows the number printed on
the tile; the option ``flower_order`` says whether the set numbers its plants 梅1 蘭2 菊3 竹4
(the seed's 「梅兰菊竹」, the default: 7f West, 8f North, as shared/spec/taiwan.md) or 梅1 蘭2
竹3 菊4 (the chrysanthemum North, the bamboo West); the window draws the number printed."""

from __future__ import annotations

import os
from typing import Any

import pytest

from core.model.notation import parse_hand
from core.rules import get_rules
from core.rules.taiwan.fields import printed_number

T = get_rules("taiwan")
HAND = "123m456m789m123p456p1s+1s"
ORDERS = ("chrysanthemum_3", "bamboo_3")


def _seat_flowers(flowers: str, seat: str, order: str | None) -> int:
    options = {} if order is None else {"flower_order": order}
    s = T.score(parse_hand(f"{HAND} {flowers}"), {"seat_wind": seat}, options)
    it = s.item("seat_flower")
    return it.count if it is not None else 0


def test_the_default_is_the_seeds_order_and_the_spec_seats() -> None:
    assert [f.default for f in T.option_fields if f.key == "flower_order"] == ["chrysanthemum_3"]
    for seat, flower in zip("ESWN", ("5f", "6f", "7f", "8f")):
        assert _seat_flowers(flower, seat, None) == 1
    assert _seat_flowers("7f", "N", None) == 0 and _seat_flowers("8f", "W", None) == 0


@pytest.mark.parametrize("order", ORDERS)
def test_each_order_gives_each_plant_the_seat_of_its_number(order: str) -> None:
    west, north = ("7f", "8f") if order == "chrysanthemum_3" else ("8f", "7f")
    assert _seat_flowers(west, "W", order) == 1 and _seat_flowers(west, "N", order) == 0
    assert _seat_flowers(north, "N", order) == 1 and _seat_flowers(north, "W", order) == 0
    # the seasons and the first two plants never move
    for seat, flowers in zip("ES", ("1f5f", "2f6f")):
        assert _seat_flowers(flowers, seat, order) == 2
    # a full set of plants scores its 2 in either order, in place of the seat flower
    s = T.score(parse_hand(f"{HAND} 5f6f7f8f"), {"seat_wind": "W"}, {"flower_order": order})
    assert s.item("flower_set") is not None and s.item("seat_flower") is None


def test_printed_numbers() -> None:
    assert [printed_number(n, "chrysanthemum_3") for n in range(1, 9)] == [1, 2, 3, 4, 1, 2, 3, 4]
    assert [printed_number(n, "bamboo_3") for n in range(1, 9)] == [1, 2, 3, 4, 1, 2, 4, 3]
    assert T.printed_flowers(T.check_options({"flower_order": "bamboo_3"}))[7] == 4


def test_a_preset_sets_the_order(tmp_path: Any) -> None:
    p = tmp_path / "sets.toml"
    p.write_text(
        '[preset.sets]\nen = "Our sets"\nbase = "seed"\n[preset.sets.options]\nflower_order = "bamboo_3"\n',
        encoding="utf-8",
    )
    (preset,) = T.read_preset_file(p)
    s = T.score(parse_hand(f"{HAND} 8f"), {"seat_wind": "W"}, T.preset_as_options(preset))
    assert s.item("seat_flower") is not None
    with pytest.raises(Exception, match="flower_order"):
        T.check_options({"flower_order": "bamboo"})


def test_the_window_draws_the_number_the_set_prints(qtbot: Any) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    pytest.importorskip("PySide6")
    from core.model.tiles import Flower
    from gui.app import make_window
    from gui.widgets.tileart import tile_name

    w = make_window("taiwan", f"{HAND} 7f", "en")
    w.remember_choices = False  # type: ignore[attr-defined]
    qtbot.addWidget(w)
    w.show()
    assert tile_name(Flower(7)) == "7f" and tile_name(Flower(8)) == "8f"
    w.state.set_context("seat_wind", "N")
    assert w.state.evaluation().score.item("seat_flower") is None
    w.state.set_option("flower_order", "bamboo_3")
    assert tile_name(Flower(7)) == "7f-4" and tile_name(Flower(8)) == "8f-3"
    assert w.state.evaluation().score.item("seat_flower") is not None
    w.state.undo_stack.undo()
    assert tile_name(Flower(7)) == "7f"
    w.state.set_rules("mcr")  # another rule set numbers nothing apart
    assert tile_name(Flower(7)) == "7f"
