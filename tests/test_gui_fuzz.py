"""A hypothesis state machine of random clicks and typing: the window never raises and
never shows a fifth copy of a tile."""

from __future__ import annotations

import os
from collections import Counter

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
pytest.importorskip("PySide6")
from hypothesis import (  # noqa: E402
    HealthCheck,
    settings,
    strategies as st,  # noqa: E402
)
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402

from core.model.tiles import Flower, Tile
from gui.app import application, make_window  # noqa: E402

application()
_WINDOW = make_window("mcr", None, "en")
_WINDOW.resize(1280, 860)

NOTATION_ALPHABET = "0123456789mpszf ESWNCFP[]{}+東中"


class ClickingReferee(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.w = _WINDOW
        self.w.state.undo_stack.clear()
        self.w.rules_combo.setCurrentIndex(self.w.rules_combo.findData("mcr"))
        self.w.state.clear()
        self.w.notation.error.setText("")

    @rule(i=st.integers(0, 50))
    def click_palette(self, i: int) -> None:
        buttons = list(self.w.palette_widget.buttons.values())
        b = buttons[i % len(buttons)]
        if b.isEnabled():
            b.click()

    @rule(many=st.lists(st.integers(0, 50), min_size=1, max_size=14))
    def click_palette_many(self, many: list[int]) -> None:
        for i in many:
            self.click_palette(i)

    @rule(i=st.integers(0, 20))
    def click_hand_tile(self, i: int) -> None:
        if self.w.strip.tile_buttons:
            self.w.strip.tile_buttons[i % len(self.w.strip.tile_buttons)].click()

    @rule(i=st.integers(0, 20))
    def select_hand_tile(self, i: int) -> None:
        if self.w.strip.tile_buttons:
            b = self.w.strip.tile_buttons[i % len(self.w.strip.tile_buttons)]
            self.w.strip.toggle_selection(b.property("hand_index"))

    @rule(i=st.integers(0, 4))
    def press_meld_button(self, i: int) -> None:
        b = list(self.w.melds.buttons.values())[i]
        if b.isEnabled():
            b.click()

    @rule(i=st.integers(0, 20))
    def make_winning(self, i: int) -> None:
        n = len(self.w.state.snapshot.tiles)
        if n:
            for a in self.w.strip.build_menu(i % n).actions():
                if a.text() == "Make winning tile" and a.isEnabled():
                    a.trigger()

    @rule()
    def undo(self) -> None:
        self.w.undo_action.trigger()

    @rule()
    def redo(self) -> None:
        self.w.redo_action.trigger()

    @rule(text=st.text(alphabet=NOTATION_ALPHABET, max_size=30))
    def type_notation(self, text: str) -> None:
        self.w.notation.edit.setText(text)
        self.w.notation.edit.editingFinished.emit()

    @rule(i=st.integers(0, 30))
    def toggle_context(self, i: int) -> None:
        from PySide6.QtWidgets import QCheckBox, QComboBox

        controls = list(self.w.context_panel.controls.values())
        c = controls[i % len(controls)]
        if isinstance(c, QCheckBox):
            c.click()
        elif isinstance(c, QComboBox):
            c.setCurrentIndex((c.currentIndex() + 1) % c.count())

    @rule(name=st.sampled_from(["mcr", "riichi", "taiwan"]))
    def switch_rules(self, name: str) -> None:
        self.w.rules_combo.setCurrentIndex(self.w.rules_combo.findData(name))

    @invariant()
    def never_a_fifth_copy(self) -> None:
        shown = Counter(b.tile.kind for b in self.w.strip.tile_buttons if isinstance(b.tile, Tile))
        for m in self.w.state.snapshot.melds:
            shown.update(t.kind for t in m.tiles)
        assert all(n <= 4 for n in shown.values()), shown
        for b in self.w.palette_widget.buttons.values():
            assert int(b.text()) >= 0
            if not isinstance(b.tile, Flower):
                assert int(b.text()) == self.w.state.remaining(b.tile)

    @invariant()
    def the_window_always_says_something(self) -> None:
        ev = self.w.state.evaluation()  # never raises
        assert self.w.breakdown.verdict.text()
        assert self.w.state.size() <= self.w.state.complete_size()
        if ev.score is not None:
            # what the breakdown shows is the score: one section's rows add up to the total;
            # with several (riichi's yaku, fu and points), each title row shows its section's
            # subtotal and the rows under it add up to that
            model = self.w.breakdown.model
            shown: list[list[int]] = []  # per section: its title's value, then its rows' values
            for r in range(model.rowCount()):
                value = model.data(model.index(r, 3)) or 0
                if model.data(model.index(r, 0), Qt.ItemDataRole.UserRole) == "title" or not shown:
                    shown.append([value] if len(ev.score.sections) > 1 else [ev.score.total, value])
                else:
                    shown[-1].append(value)
            if len(ev.score.sections) > 1:
                assert [s[0] for s in shown] == [sec.subtotal for sec in ev.score.sections]
            for title, *rows in shown:
                assert sum(rows) == title, (title, rows)


ClickingReferee.TestCase.settings = settings(
    max_examples=100,
    stateful_step_count=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
TestClickingReferee = ClickingReferee.TestCase


def test_a_riichi_win_shows_each_section_as_scored() -> None:
    """The invariant above on a riichi win, whose breakdown has several sections (yaku, fu,
    points): the old check added the title rows to their items and failed on any such win."""
    m = ClickingReferee()
    m.switch_rules("riichi")
    m.type_notation("123m456p789s234s5z +5z")
    ev = m.w.state.evaluation()
    assert ev.score is not None and len(ev.score.sections) > 1
    m.the_window_always_says_something()
