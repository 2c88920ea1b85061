"""A chart drawn through Qt's QPainter: the drawing primitives of :func:`core.referee.chart.layout`
(the same the SVG of :mod:`core.referee.chart_svg` is written from), on a widget of the match
sheet window (:class:`ChartView`) and on the sheet's paper (:mod:`gui.export`).

Qt's own painting, not Qt Charts: the layout is the core's, shared with the SVG of the web
pages, so the window, the PDF and the pages draw one picture; Qt Charts would lay out a second
one (and is a module the packages would have to ship)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from core.referee.chart import PALETTES, Chart, Drawing, Line, Marker, Polyline, Text, corners, layout

from . import theme
from .qt import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QPointF, QPolygonF, QRectF, Qt, QWidget


def _pen(colour: str, width: float, dash: tuple[float, ...] = (), round_join: bool = False) -> QPen:
    pen = QPen(QColor(colour))
    pen.setWidthF(width)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    if round_join:
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    if dash and width > 0:
        pen.setDashPattern([d / width for d in dash])  # (Qt counts a dash in pen widths)
    return pen


def _font(size: float, bold: bool, family: str = "") -> QFont:
    f = QFont(family) if family else QFont()
    f.setPixelSize(max(1, round(size)))
    f.setBold(bold)
    return f


def paint_drawing(
    painter: QPainter,
    drawing: Drawing,
    x: float,
    y: float,
    colours: Mapping[str, str],
    check: Callable[[str, QFont], None] | None = None,
) -> None:
    """Draw ``drawing`` with its top left corner at (x, y) of ``painter``'s device, each role in
    its colour of ``colours`` (a palette of :data:`PALETTES`). ``check(text, font)``: told of
    every text drawn (the paper's check for characters no font here draws)."""
    painter.save()
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.translate(x, y)
        for item in drawing.items:
            colour = colours.get(getattr(item, "role", "text"), colours["text"])
            if isinstance(item, Line):
                painter.setPen(_pen(colour, item.width, item.dash))
                painter.drawLine(QPointF(item.x1, item.y1), QPointF(item.x2, item.y2))
            elif isinstance(item, Polyline):
                painter.setPen(_pen(colour, item.width, item.dash, round_join=True))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPolyline(QPolygonF([QPointF(a, b) for a, b in item.points]))
            elif isinstance(item, Marker):
                r = item.size / 2
                if item.shape == "ring":
                    painter.setPen(_pen(colour, item.width))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawEllipse(QPointF(item.x, item.y), r, r)
                    continue
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QBrush(QColor(colour)))
                if item.shape == "circle":
                    painter.drawEllipse(QPointF(item.x, item.y), r, r)
                elif item.shape == "square":
                    s = 0.9 * r
                    painter.drawRect(QRectF(item.x - s, item.y - s, 2 * s, 2 * s))
                else:
                    painter.drawPolygon(QPolygonF([QPointF(a, b) for a, b in corners(item)]))
            elif isinstance(item, Text):
                font = _font(item.size, item.bold)
                if check is not None:
                    check(item.text, font)
                painter.setFont(font)
                painter.setPen(QColor(colour))
                advance = QFontMetricsF(font).horizontalAdvance(item.text)
                shift = {"start": 0.0, "middle": -advance / 2, "end": -advance}.get(item.anchor, 0.0)
                painter.save()
                painter.translate(item.x, item.y)
                if item.angle:
                    painter.rotate(item.angle)
                painter.drawText(QPointF(shift, 0), item.text)
                painter.restore()
    finally:
        painter.restore()


def paint_chart(
    painter: QPainter,
    chart: Chart,
    box: QRectF,
    font: float,
    scheme: str = "light",
    check: Callable[[str, QFont], None] | None = None,
) -> Drawing:
    """Lay ``chart`` out in ``box`` (texts of ``font`` device pixels) and draw it there, on its
    scheme's background; returns the drawing."""
    drawing = layout(chart, box.width(), box.height(), font)
    colours = PALETTES[scheme]
    painter.fillRect(box, QColor(colours["background"]))
    paint_drawing(painter, drawing, box.x(), box.y(), colours, check)
    return drawing


class ChartView(QWidget):
    """A chart on the screen, laid out anew at the widget's size, in the window's scheme."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.chart: Chart | None = None
        self.drawing: Drawing | None = None  # the last drawn (the tests read it)
        self.setMinimumSize(240, 160)

    def set_chart(self, chart: Chart | None) -> None:
        self.chart = chart
        self.setAccessibleName(chart.title if chart is not None else "")
        self.setAccessibleDescription(chart.description if chart is not None else "")
        self.update()

    def paintEvent(self, _event: Any) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        try:
            scheme = "dark" if theme.is_dark() else "light"
            box = QRectF(0, 0, self.width(), self.height())
            if self.chart is None or not self.chart.labels:
                painter.fillRect(box, QColor(PALETTES[scheme]["background"]))
                self.drawing = None
                return
            size = max(10.0, float(self.font().pixelSize() if self.font().pixelSize() > 0 else 13))
            self.drawing = paint_chart(painter, self.chart, box, size, scheme)
        finally:
            painter.end()
