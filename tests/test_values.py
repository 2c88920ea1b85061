"""The core's values are immutable and compare by value, whichever form they take (see
core/model/value.py): a NamedTuple, a class written out, or a Value subclass. These tests run
on the Python source here and on the compiled core in tests/test_compiled.py, where a class
written out gets native methods instead of the Python ones.

They also hold the reason for the forms: no dataclass is made while the window starts."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from core.engine.score import Item, Score, Suppressed
from core.model.hand import Hand, Meld, MeldKind
from core.model.names import Names
from core.model.notation import parse_hand
from core.model.tiles import Flower, Tile
from core.shapes.decompose import decompose
from core.shapes.readings import MCR_SHAPES, Group, GroupKind, ShapeRules

ROOT = Path(__file__).resolve().parent.parent

#: a maker of two equal values and one that differs, and the fields each has
CASES: dict[str, tuple[Callable[[], Any], Callable[[], Any], tuple[str, ...]]] = {
    "Tile": (lambda: Tile(4, red=True), lambda: Tile(4), ("kind", "red")),
    "Flower": (lambda: Flower(3), lambda: Flower(4), ("number",)),
    "Meld": (
        lambda: Meld(MeldKind.CHOW, (Tile(2), Tile(0), Tile(1))),
        lambda: Meld(MeldKind.PUNG, (Tile(0),) * 3),
        ("kind", "tiles"),
    ),
    "Hand": (
        lambda: parse_hand("123m456p789s1z [555s] +1z 1f"),
        lambda: parse_hand("123m456p789s1z [555s] +1z 2f"),
        ("standing", "melds", "win", "flowers"),
    ),
    "Group": (
        lambda: Group(GroupKind.PUNG, (5, 5, 5)),
        lambda: Group(GroupKind.PUNG, (5, 5, 5), MeldKind.PUNG),
        ("kind", "tiles", "meld"),
    ),
    "Item": (
        lambda: Item("a", Names("a", "a", "a", "a"), 2, 2),
        lambda: Item("a", Names("a", "a", "a", "a"), 2, 3),
        ("id", "names", "value", "count", "section"),
    ),
    "Suppressed": (
        lambda: Suppressed("a", Names("a", "a", "a", "a"), 2, 1, "b", "why"),
        lambda: Suppressed("a", Names("a", "a", "a", "a"), 2, 1, None, "why"),
        ("id", "names", "value", "count", "by", "reason", "why", "section"),
    ),
    "ShapeRules": (lambda: ShapeRules(sets=5), lambda: ShapeRules(), ShapeRules._fields),
}


@pytest.mark.parametrize("name", list(CASES))
def test_a_value_compares_and_hashes_by_its_fields(name: str) -> None:
    make, other, fields = CASES[name]
    a, b, c = make(), make(), other()
    assert a is not b and a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a != c and not (a == c) and a != "a string"
    shown = repr(a)
    assert shown.startswith(type(a).__name__ + "(")
    if name not in ("Tile", "Flower"):  # those two show their notation: Tile('0m'), Flower(3f)
        assert all(f"{f}=" in shown for f in fields), shown


@pytest.mark.parametrize("name", list(CASES))
def test_a_value_refuses_to_change(name: str) -> None:
    make, _, fields = CASES[name]
    a = make()
    before = [getattr(a, f) for f in fields]
    for f in fields:
        with pytest.raises(AttributeError):
            setattr(a, f, None)
        with pytest.raises(AttributeError):
            delattr(a, f)
    with pytest.raises(AttributeError):
        a.not_a_field = 1
    assert [getattr(a, f) for f in fields] == before


def test_tiles_and_flowers_order_as_before() -> None:
    assert sorted([Tile(5), Tile(4, red=True), Tile(4), Tile(27)]) == [Tile(4), Tile(4, red=True), Tile(5), Tile(27)]
    assert Tile(4) < Tile(4, red=True) <= Tile(4, red=True) < Tile(5) and Tile(5) > Tile(4) >= Tile(4)
    assert sorted([Flower(8), Flower(1), Flower(5)]) == [Flower(1), Flower(5), Flower(8)]
    assert hash(Tile(4, red=True)) == hash((4, True))  # the dataclass's hash: sets iterate as before
    with pytest.raises(TypeError):
        Tile(4) < Flower(1)  # noqa: B015


def test_a_meld_and_a_hand_keep_their_checks() -> None:
    from core.model.errors import MeldError, NotationError, TileCountError

    with pytest.raises(MeldError):
        Meld(MeldKind.CHOW, (Tile(0), Tile(1), Tile(3)))
    with pytest.raises(NotationError):
        Tile(34)
    with pytest.raises(NotationError):
        Tile(3, red=True)
    with pytest.raises(TileCountError):
        Hand((Tile(0),) * 5)
    assert Meld(MeldKind.CHOW, [Tile(2), Tile(0), Tile(1)]).tiles == (Tile(0), Tile(1), Tile(2))
    assert Hand([Tile(3), Tile(1)], flowers=[Flower(2), Flower(1)]).standing == (Tile(1), Tile(3))


def test_a_score_is_a_value_but_its_layout_is_not_compared() -> None:
    from core.rules import get_rules

    hand = parse_hand("123m456p789s1112z+2z")
    a = get_rules("mcr").score(hand, {})
    b = get_rules("mcr").score(hand, {})
    assert a == b and hash(a) == hash(b) and "layout=" not in repr(a)
    assert a.sections and a.headline  # the derived views fill the cache, not the fields
    with pytest.raises(AttributeError):
        a.total = 99  # type: ignore[misc]
    assert isinstance(a, Score) and a == b
    readings = decompose(hand, MCR_SHAPES)
    assert readings and readings[0].groups[0] == readings[0].groups[0]


def test_no_dataclass_is_made_while_the_window_starts() -> None:
    """A frozen dataclass compiles its methods from text when made: half a millisecond each,
    a tenth of the start-up when the core had 34 (benchmarks/bench_gui.py --frozen)."""
    code = (
        "import dataclasses\n"
        "made = []\n"
        "real = dataclasses._process_class\n"
        "def spy(cls, *a, **k):\n"
        "    made.append(cls.__module__ + '.' + cls.__qualname__)\n"
        "    return real(cls, *a, **k)\n"
        "dataclasses._process_class = spy\n"
        "from gui.app import make_window\n"
        "from gui.qt import QApplication\n"
        "w = make_window('mcr', None, 'en'); w.show(); QApplication.processEvents()\n"
        "print(sorted(m for m in made if m.startswith(('core.', 'gui.'))))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = (
        subprocess.run(
            [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=True
        )
        .stdout.strip()
        .splitlines()[-1]
    )
    assert out == "[]", out
