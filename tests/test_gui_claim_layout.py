"""Issue 23: at 1280x860 only 2 of 4 differences showed, the total's needing a scroll inside a
nested scroll area; at 1024x640 the fields were cut and no verdict showed. Issue 41: with 8
differences the last were cut or hidden at 1024x640, and at 1280x860 the breakdown and its
headline were pushed off screen. At both sizes, in every language, the claim's fields, the
verdict and the score's headline stay in sight, and every difference reads whole, scrolling only
the list of differences."""

from __future__ import annotations

import os
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QWidget  # noqa: E402

from gui.app import make_window, set_up  # noqa: E402
from tests.qt_checks import cut_texts  # noqa: E402

# the README's referee's check: Nine Gates self-drawn; items, total and amount differ
HAND = "1112345678999m +5m"
CLAIM = ("self_drawn=true",), "九莲宝灯, 清一色, 自摸, 一般高", 27, 105


# not done at 1024x640 (issue 23): the claim's column is about 310x270 px there, and the six
# differences wrap to some 420 px; the check needs another place in a short window. Strict: the
# day it fits, these fail until the mark is removed
SIZES = [(1280, 860), (1024, 640)]


def _cut_items(combo: Any) -> list[str]:
    """The shown text of ``combo`` when it does not fit in its field."""
    return cut_texts(combo, [combo.currentText()])


def _fully_visible(w: QWidget) -> bool:
    return w.isVisible() and w.visibleRegion().boundingRect() == w.rect() and w.width() > 0


#: issue 41: with 8 differences (items, the total and the amount) the 7th line was cut and the 8th
#: hidden at 1024x640, and at 1280x860 the score's breakdown and headline were pushed off screen
NINE = ("self_drawn=true",), "清一色, 自摸, 一般高, 平和, 断幺", 27, 105


def _reads_whole(label: QLabel) -> bool:
    return _fully_visible(label) and label.heightForWidth(label.width()) <= label.height()


@pytest.mark.parametrize("lang", ["en", "zh-Hans", "zh-Hant", "ja"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("claim", [CLAIM, NINE], ids=["six", "nine"])
def test_the_verdict_the_headline_and_every_difference_read_scrolling_only_the_list(
    qtbot: Any, lang: str, size: tuple[int, int], claim: Any
) -> None:
    w: Any = make_window("mcr", HAND, lang)
    qtbot.addWidget(w)
    set_up(w, *claim)
    w.show()
    for _ in range(3):
        w.resize(*size)
        QApplication.processEvents()
    panel = w.claim
    verdict = panel.verdict
    assert verdict is not None and len(verdict.differences) >= 6
    rows = panel.difference_labels
    assert [r.text() for r in rows] == ["• " + d.message.get(lang) for d in verdict.differences]
    # the fields, the verdict, the score's headline and payments: in sight, never scrolled
    for label in (panel.summary, w.breakdown.verdict, w.breakdown.payments):
        assert _reads_whole(label), (label.text(), label.visibleRegion().boundingRect(), label.rect())
    for edit in (panel.items_edit, panel.total_edit, panel.received_edit):
        assert _fully_visible(edit)
    assert not w._claim_page.verticalScrollBar().isVisible()  # the page itself does not scroll
    # every difference reads whole, the list scrolled to it (only the list scrolls)
    for label in rows:
        panel.details_area.ensureWidgetVisible(label, 0, 0)
        QApplication.processEvents()
        assert _reads_whole(label), (label.text(), label.visibleRegion().boundingRect(), label.rect())
    if size == (1280, 860) and claim is CLAIM:  # six fit whole beside the palette and context
        assert not panel.details_area.verticalScrollBar().isVisible()
        assert w.palette_widget.isVisible()
    for label in panel.findChildren(QLabel):
        if label.isVisible() and label.text() and not label.wordWrap():
            assert label.width() >= label.sizeHint().width(), label.text()  # "names or i…"
    for edit in panel.findChildren(QLineEdit):
        text = edit.placeholderText()
        if edit.isVisible() and text and not edit.text():
            assert edit.fontMetrics().horizontalAdvance(text) <= edit.contentsRect().width() - 8, text
    assert _cut_items(panel.pick)[:1] == [], panel.pick.currentText()  # "Add an iter"


@pytest.mark.parametrize("lang", ["en", "zh-Hans", "zh-Hant", "ja"])
@pytest.mark.parametrize("size", SIZES)
def test_the_empty_claims_fields_read_whole(qtbot: Any, lang: str, size: tuple[int, int]) -> None:
    w: Any = make_window("mcr", HAND, lang)
    qtbot.addWidget(w)
    w.check_claim()
    w.show()
    for _ in range(3):
        w.resize(*size)
        QApplication.processEvents()
    panel = w.claim
    assert _fully_visible(panel.summary)
    for edit in (panel.items_edit, panel.total_edit, panel.received_edit):
        assert _fully_visible(edit)
        text = edit.placeholderText()
        assert edit.fontMetrics().horizontalAdvance(text) <= edit.contentsRect().width() - 8, text
    for label in (panel.items_label, panel.total_label, panel.received_label, panel.clear_button):
        assert _fully_visible(label) and label.width() >= label.sizeHint().width()


def test_the_columns_come_back_with_the_waits_tab(qtbot: Any) -> None:
    """At 1024x640 the check takes the palette's and context's width while its tab is open."""
    w: Any = make_window("mcr", HAND, "en")
    qtbot.addWidget(w)
    set_up(w, *CLAIM)
    w.show()
    for _ in range(3):
        w.resize(1024, 640)
        QApplication.processEvents()
    assert not w.palette_widget.isVisible()
    w.lower_tabs.setCurrentIndex(0)
    QApplication.processEvents()
    assert w.palette_widget.isVisible() and w.context_panel.isVisible() and w.breakdown.isVisible()
    assert w.breakdown.height() > 0
    w.palette_widget.buttons["1p"].click()  # the window works on
