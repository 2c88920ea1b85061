"""Every screen fits its content (issue 41): at 1024x640 the analysis tab showed one discard
row, and the breakdown one or two item rows while an empty Waits tab took half the height."""

from __future__ import annotations

import os
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from PySide6.QtWidgets import QApplication  # noqa: E402

from gui.app import make_window  # noqa: E402

LANGS = ["en", "zh-Hans", "zh-Hant", "ja"]
SIZES = [(1024, 640), (1280, 860)]


def _window(qtbot: Any, hand: str, lang: str, size: tuple[int, int], tab: int = 0) -> Any:
    w: Any = make_window("mcr", hand, lang)
    qtbot.addWidget(w)
    w.show()
    for _ in range(3):
        w.resize(*size)
        QApplication.processEvents()
    w.lower_tabs.setCurrentIndex(tab)
    for _ in range(3):
        QApplication.processEvents()
    return w


def _rows_in_sight(table: Any) -> int:
    """How many rows of ``table`` show whole in its viewport."""
    height = table.viewport().height()
    return sum(
        1
        for r in range(table.model().rowCount())
        if 0 <= table.rowViewportPosition(r)
        and table.rowViewportPosition(r) + table.rowHeight(r) <= height
        and not table.isRowHidden(r)
    )


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES)
def test_the_analysis_tab_shows_several_discards(qtbot: Any, lang: str, size: tuple[int, int]) -> None:
    w = _window(qtbot, "1112345678999m +5m", lang, size, tab=1)
    table = w.analysis.table
    assert table.model().rowCount() >= 5
    assert _rows_in_sight(table) >= 3, _rows_in_sight(table)
    assert not table.horizontalScrollBar().isVisible()  # each row reads across without a scroll


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES)
def test_a_complete_hand_gives_the_breakdown_the_room(qtbot: Any, lang: str, size: tuple[int, int]) -> None:
    w = _window(qtbot, "1112345678999m +5m", lang, size)
    rows = w.breakdown.model.rowCount()
    assert rows >= 3
    assert _rows_in_sight(w.breakdown.table) >= min(rows, 2 if size == (1024, 640) else 5)
    assert not w.waits.table.isVisible()  # no empty waits table: its line says the hand is complete
    assert w.lower_tabs.height() <= sum(w.results_split.sizes()) // 4 + 2
    # a ready hand: its waits table has the room again
    w.notation.edit.setText("1112345678999m")
    w.notation.commit()
    for _ in range(3):
        QApplication.processEvents()
    assert w.waits.table.isVisible() and _rows_in_sight(w.waits.table) >= (2 if size == (1024, 640) else 5)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("rules", ["riichi", "sanma", "mcr", "taiwan"])
def test_a_match_sheet_fits_1024_by_640_with_its_entries_in_sight(
    qtbot: Any, tmp_path: Any, lang: str, rules: str
) -> None:
    """The riichi and three-player sheets grew past 640 px (the window became 1024x660) and showed
    one and a half entries."""
    from core.referee.records import Store
    from gui.match_sheet import MatchWindow

    w: Any = make_window(rules, None, lang)
    qtbot.addWidget(w)
    w.show()
    store = Store(tmp_path / "m.sqlite3")
    w.match_window = MatchWindow(w, store)
    mw = w.open_match_sheet()
    qtbot.addWidget(mw)
    n = 3 if rules == "sanma" else 4
    for edit, name in zip(mw.player_edits, ("Ann", "Bob", "Cid", "Dee")[:n]):
        edit.setText(name)
    mw.new_button.click()
    assert mw.match is not None
    for _ in range(6):
        if rules in ("riichi", "sanma"):
            store.add_draw(mw.match.id, [0, 1])
        else:
            store.add_draw(mw.match.id)
    mw.refresh()
    for _ in range(3):
        mw.resize(1024, 640)
        QApplication.processEvents()
    assert mw.minimumSizeHint().height() <= 640 and (mw.width(), mw.height()) == (1024, 640)
    assert not mw.new_box.isVisible()  # a match open: its names' row is asked for from the toolbar
    assert _rows_in_sight(mw.table) >= 4, _rows_in_sight(mw.table)
    assert mw.message.isVisible() and mw.info.isVisible()
    # every control that records the next entry is reached by scrolling the entries' part alone
    for button in (mw.record_win_button, mw.record_draw_button, mw.record_penalty_button):
        mw.entries_area.ensureWidgetVisible(button, 0, 0)
        QApplication.processEvents()
        assert button.visibleRegion().boundingRect() == button.rect(), button.text()
    mw.new_action.trigger()
    QApplication.processEvents()
    assert mw.new_box.isVisible()
