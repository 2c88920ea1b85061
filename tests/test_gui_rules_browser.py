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

from core.referee.examples import example_record
from core.rules import get_rules  # noqa: E402
from gui.app import make_window  # noqa: E402


@pytest.mark.parametrize("rules", ["mcr", "riichi", "taiwan"])
def test_the_browser_lists_every_item_with_its_definition_and_an_example(qtbot: Any, rules: str) -> None:
    w = make_window(rules, None, "en")
    qtbot.addWidget(w)
    rb = w.open_rules_browser()
    qtbot.addWidget(rb)
    infos = get_rules(rules).items()
    listed = [rb.model.item(r, 0).text() for r in range(rb.model.rowCount())]
    assert sorted(set(listed)) == sorted({i.names.en for i in infos})  # every item, by its name
    shown = 0
    for info in infos:
        assert rb.select(info.id)
        assert rb.title.text() == info.names.en
        if info.definition is not None:
            assert info.definition.en in rb.facts.text()
        if example_record(rules, info.id) is not None:
            assert rb.example_tiles, info.id  # drawn as tiles
            assert info.names.en in rb.example_text.text() or info.id.startswith("fu_"), (
                info.id,
                rb.example_text.text(),
            )
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


def _rows(rb: Any) -> list[tuple[str, str]]:
    return [(rb.model.item(r, 0).text(), rb.model.item(r, 1).text()) for r in range(rb.model.rowCount())]


def test_items_that_read_the_same_are_listed_once(qtbot: Any) -> None:
    """Issue 23: "Daichisei 26 han" was listed twice (the option chooses which of two counts)."""
    w = make_window("riichi", None, "en")
    qtbot.addWidget(w)
    rb = w.open_rules_browser()
    qtbot.addWidget(rb)
    rows = _rows(rb)
    assert len(rows) == len(set(rows))
    assert rows.count(("Daichisei", "26 han")) == 1
    assert rb.select("daichisei_tsuuiisou")
    assert "not counted beside it" in rb.facts.text() and "counted beside it)" in rb.facts.text()


@pytest.mark.parametrize(
    ("lang", "query", "name"),
    [("en", "seven pairs honours", "Daichisei"), ("ja", "大七星", "大七星"), ("en", "DAICHI", "Daichisei")],
)
def test_the_browser_has_a_search_box(qtbot: Any, lang: str, query: str, name: str) -> None:
    """Issue 23: the rules browser needs a search box."""
    w = make_window("riichi", None, lang)
    qtbot.addWidget(w)
    rb = w.open_rules_browser()
    qtbot.addWidget(rb)
    everything = rb.model.rowCount()
    rb.search.setText(query)
    names = [n for n, _v in _rows(rb)]
    assert name in names and 0 < len(names) < everything
    assert rb.title.text() == names[0]  # the first found is shown
    rb.search.setText("no such item at all")
    assert rb.model.rowCount() == 0
    assert rb.select("riichi")  # opening an item the search hides shows everything again
    assert rb.model.rowCount() == everything


# --- issue 41: the detail pane's value in its section's unit, each name listed once ---------------


def test_the_detail_pane_says_the_value_in_the_unit_of_its_section(qtbot: Any) -> None:
    """All 20 riichi fu entries said "Value: 25 han" where the list said 25 符 (fu)."""
    w = make_window("riichi", None, "en")
    qtbot.addWidget(w)
    rb = w.open_rules_browser()
    qtbot.addWidget(rb)
    fu = [i for i in get_rules("riichi").items() if i.section == "fu"]
    assert len(fu) >= 20
    for info in fu:
        assert rb.select(info.id)
        row = next(
            r
            for r in range(rb.model.rowCount())
            if rb.item_at(r) is not None and any(i.id == info.id for i in rb._rows[r])
        )
        listed = rb.model.item(row, 1).text()
        assert listed.endswith(" fu"), listed
        assert f"Value: {listed}" in rb.facts.text() and " han" not in rb.facts.text().split("Value: ")[1]
    assert rb.select("riichi") and "Value: 1 han" in rb.facts.text()  # a yaku keeps han


@pytest.mark.parametrize("rules", ["mcr", "riichi", "taiwan", "sanma"])
def test_the_detail_pane_names_each_item_it_is_not_counted_with_once(qtbot: Any, rules: str) -> None:
    """ "Not counted with" repeated names (大七星、大七星)."""
    w = make_window(rules, None, "ja")
    qtbot.addWidget(w)
    rb = w.open_rules_browser()
    qtbot.addWidget(rb)
    for info in get_rules(rules).items():
        assert rb.select(info.id)
        text = rb.facts.text()
        for line in text.split("\n\n"):
            if ": " in line or "：" in line:
                names = [n.strip() for n in line.replace("：", ": ").split(": ", 1)[1].split("、")]
                if len(names) > 1:
                    assert len(names) == len(set(names)), (info.id, line)


def test_the_detail_pane_says_what_an_item_rules_out_under_the_windows_table(qtbot: Any) -> None:
    """The apps' table (preset pocket) counts 五暗刻 beside 碰碰胡 and 門清: the pane says so."""
    w = make_window("taiwan", None, "zh-Hant")
    qtbot.addWidget(w)
    rb = w.open_rules_browser("five_concealed")
    qtbot.addWidget(rb)

    def rules_out() -> str:
        return next(line for line in rb.facts.text().split("\n\n") if line.startswith("與之同時不計"))

    assert "門清" in rules_out() and "對對胡" in rules_out()  # the house table
    w.state.set_preset("pocket")
    rb.select("five_concealed")
    assert "門清" not in rules_out() and "對對胡" not in rules_out() and "四暗坎" in rules_out()
