"""The running totals chart in the match sheet window (its Chart tab) and on the sheet's paper:
drawn after an entry is recorded, edited or deleted, in the window's scheme, and in the PDF
after the table of entries."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from core.engine.match_rules import Draw, Penalty  # noqa: E402
from core.referee.chart import PALETTES, Marker, Polyline  # noqa: E402
from core.referee.records import Store  # noqa: E402
from gui import theme  # noqa: E402
from gui.app import make_window  # noqa: E402
from gui.match_sheet import MatchWindow  # noqa: E402
from gui.window import MainWindow  # noqa: E402

HAND = "123m456p789s1z [777z] +1z"
PLAYERS = ("Ann", "<b>Bob</b>", "\u202eCid", "=HYPERLINK(1)")


@pytest.fixture
def setup(qtbot: Any, tmp_path: Path) -> tuple[MainWindow, MatchWindow]:
    w = make_window("mcr", None, "en")
    qtbot.addWidget(w)
    w.resize(1280, 860)
    w.show()
    w.match_window = MatchWindow(w, Store(tmp_path / "matches.sqlite3"))
    mw = w.open_match_sheet()
    qtbot.addWidget(mw)
    mw.resize(1024, 640)
    for edit, name in zip(mw.player_edits, PLAYERS):
        edit.setText(name)
    mw.new_button.click()
    assert mw.match is not None, mw.message.text()
    return w, mw


def record_win(w: MainWindow, mw: MatchWindow, winner: int, discarder: int | None) -> None:
    w.notation.edit.setText(HAND)
    w.notation.edit.editingFinished.emit()
    mw.winner_combo.setCurrentIndex(mw.winner_combo.findData(winner))
    mw.discarder_combo.setCurrentIndex(mw.discarder_combo.findData(-1 if discarder is None else discarder))
    mw.record_win_button.click()
    assert "Recorded as entry" in mw.message.text(), mw.message.text()


def shown(qtbot: Any, mw: MatchWindow) -> Any:
    """The chart tab drawn: its image (the widget painted once more, its drawing kept)."""
    mw.sheet_tabs.setCurrentWidget(mw.chart_view)
    qtbot.waitUntil(lambda: mw.chart_view.isVisible())
    return mw.chart_view.grab().toImage()


def colour_share(image: Any, colour: str, step: int = 2) -> float:
    """The share of (sampled) pixels within a small distance of ``colour``."""
    from PySide6.QtGui import QColor

    want = QColor(colour)
    hits = total = 0
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            c = image.pixelColor(x, y)
            total += 1
            hits += abs(c.red() - want.red()) + abs(c.green() - want.green()) + abs(c.blue() - want.blue()) < 40
    return hits / total


def test_the_chart_follows_each_entry_recorded_edited_or_deleted(
    qtbot: Any, setup: tuple[MainWindow, MatchWindow]
) -> None:
    w, mw = setup
    assert mw.chart_view.chart is not None and mw.chart_view.chart.labels == ("Start",)
    record_win(w, mw, 0, 1)
    chart = mw.chart_view.chart
    assert chart is not None and chart.labels == ("Start", "E1")
    assert [s.values for s in chart.series] == [(0, 41), (0, -25), (0, -8), (0, -8)]
    assert chart.series[0].marks == (1,)  # Ann dealt the first hand
    image = shown(qtbot, mw)
    drawing = mw.chart_view.drawing
    assert drawing is not None and len([p for p in drawing.items if isinstance(p, Polyline)]) == 4
    assert len([m for m in drawing.items if isinstance(m, Marker) and m.shape == "ring"]) == 2  # and the legend's
    for k in range(4):  # each player's line is drawn in its colour
        assert colour_share(image, PALETTES["light"][f"s{k}"], 1) > 0.0001, k
    mw.record_draw_button.click()
    assert mw.chart_view.chart.labels == ("Start", "E1", "E2")
    mw.select_entry(2)
    assert mw.delete_selected()
    assert mw.chart_view.chart.labels == ("Start", "E1")
    # the names are the players' as given: shown as text, never as markup
    assert [s.name for s in mw.chart_view.chart.series] == list(PLAYERS)
    assert mw.chart_view.accessibleName().startswith("Running totals")


def test_the_chart_is_drawn_in_the_dark_scheme(qtbot: Any, setup: tuple[MainWindow, MatchWindow]) -> None:
    w, mw = setup
    record_win(w, mw, 1, None)
    try:
        theme.set_scheme("dark")
        image = shown(qtbot, mw)
        assert colour_share(image, PALETTES["dark"]["background"]) > 0.5
        assert colour_share(image, PALETTES["dark"]["s1"]) > 0.0005
        assert colour_share(image, PALETTES["light"]["background"]) < 0.01
    finally:
        theme.set_scheme("")


def test_the_chart_is_usable_at_the_smallest_size(qtbot: Any, setup: tuple[MainWindow, MatchWindow]) -> None:
    _w, mw = setup
    assert mw.match is not None
    for _ in range(16):
        mw.store.add(mw.match.id, Draw())
    mw.refresh()
    shown(qtbot, mw)
    assert mw.chart_view.height() >= 200 and mw.chart_view.width() >= 900  # at 1024x640
    drawing = mw.chart_view.drawing
    assert drawing is not None and drawing.width == mw.chart_view.width()


def page_image(pdf: Path, page: int) -> Any:
    pdfium = pytest.importorskip("pypdfium2")
    from PySide6.QtGui import QImage

    bm = pdfium.PdfDocument(str(pdf))[page].render(scale=1.0)
    fmt = QImage.Format.Format_BGR888 if bm.n_channels == 3 else QImage.Format.Format_BGRA8888
    return QImage(bm.buffer, bm.width, bm.height, bm.stride, fmt).copy()


def test_the_pdf_draws_the_chart_after_the_entries(setup: tuple[MainWindow, MatchWindow], tmp_path: Path) -> None:
    """A sheet of draws and penalties (no tiles on its paper): every colour of the players'
    lines on its page comes from the chart; a sheet of no entries has none."""
    _w, mw = setup
    empty = tmp_path / "empty.pdf"
    assert mw.export_pdf(str(empty))
    before = page_image(empty, 0)
    assert all(colour_share(before, PALETTES["light"][f"s{k}"]) == 0 for k in range(4))
    assert mw.match is not None
    for i in range(6):
        mw.store.add(mw.match.id, Penalty(i % 4, "deduction", 10 * (i + 1)))
        mw.store.add(mw.match.id, Draw())
    mw.refresh()
    pdf = tmp_path / "sheet.pdf"
    assert mw.export_pdf(str(pdf))
    image = page_image(pdf, 0)
    for k in range(4):
        assert colour_share(image, PALETTES["light"][f"s{k}"], 1) > 0.00005, k
    # below the table: the chart's colours are in the page's lower part only
    top = image.copy(0, 0, image.width(), image.height() // 3)
    assert all(colour_share(top, PALETTES["light"][f"s{k}"]) == 0 for k in range(4))
