"""Issue 11, "at hand for a referee": every item's definition in the breakdown's tooltip, and a
rules browser listing each rule set's items with definition, value, what it rules out and an
example hand drawn as tiles, the text from the core's tables."""

from __future__ import annotations

import os
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402

from core.examples import example_record  # noqa: E402
from core.rules import get_rules  # noqa: E402
from gui.app import make_window  # noqa: E402


@pytest.mark.parametrize("rules", ["mcr", "riichi", "taiwan"])
def test_the_browser_lists_every_item_with_its_definition_and_an_example(qtbot: Any, rules: str) -> None:
    w = make_window(rules, None, "en")
    qtbot.addWidget(w)
    rb = w.open_rules_browser()
    qtbot.addWidget(rb)
    infos = get_rules(rules).items()
    assert rb.model.rowCount() == len(infos)
    assert [rb.model.item(r, 0).text() for r in range(len(infos))] == [i.names.en for i in infos]
    shown = 0
    for row, info in enumerate(infos):
        rb.show_item(row)
        assert rb.title.text() == info.names.en
        if info.definition is not None:
            assert info.definition.en in rb.facts.text()
        if example_record(rules, info.id) is not None:
            assert rb.example_tiles, info.id  # drawn as tiles
            assert info.names.en in rb.example_text.text() or info.id.startswith("fu_"), (info.id, rb.example_text.text())
            shown += 1
        else:
            assert "No example hand" in rb.example_text.text()
    assert shown >= len(infos) * 0.8


def test_the_browser_says_what_an_item_rules_out_and_speaks_the_language(qtbot: Any) -> None:
    w = make_window("mcr", None, "zh-Hans")
    qtbot.addWidget(w)
    rb = w.open_rules_browser("full_flush")
    assert rb.title.text() == "清一色"
    assert "无字" in rb.facts.text() and "缺一门" in rb.facts.text()  # what it implies
    assert "九莲宝灯" in rb.facts.text()  # what rules it out
    assert rb.model.horizontalHeaderItem(0).text() != "Item"


def test_a_breakdown_item_has_its_definition_and_opens_the_browser(qtbot: Any) -> None:
    w = make_window("mcr", "123m456p789s1z [777z] +1z", "en")
    qtbot.addWidget(w)
    model = w.breakdown.model
    tip = model.data(model.index(0, 0), Qt.ItemDataRole.ToolTipRole)
    assert tip and "each in a different suit" in tip  # Mixed Straight's definition
    w.breakdown.table.activated.emit(model.index(0, 0))
    assert w.rules_window is not None and w.rules_window.title.text() == "Mixed Straight"
