"""The trainer window's Progress tab (a part of :mod:`gui.trainer_window`): a learner's accuracy
per topic over the days, drawn with the project's chart primitives (:mod:`core.referee.chart`,
:mod:`gui.chart_paint`: a line a topic, its accuracy up to each day it was answered on), each
topic's median time as a bar against its table speed, and a table of each topic's answers,
accuracy, median time and Leitner box (:meth:`core.trainer.session.Trainer.progress`)."""

from __future__ import annotations

from typing import Any

from core.referee.chart import PALETTES, Chart, Series
from core.trainer.session import catalogue
from core.trainer.store import TopicProgress

from . import theme
from .chart_paint import ChartView
from .qt import (
    QAbstractItemView,
    QColor,
    QFont,
    QFontMetrics,
    QHeaderView,
    QLabel,
    QPainter,
    QRectF,
    QSplitter,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
    tr,
)


def accuracy_chart(rows: tuple[TopicProgress, ...], lang: str) -> Chart:
    """A line a topic: its accuracy (per cent) over all its answers up to each day it was
    answered on, from its first day; the x axis the days any topic was answered on."""
    days = sorted({p.day for r in rows for p in r.days})
    at = {d: i for i, d in enumerate(days)}
    cat = catalogue()
    series = []
    for r in rows:
        right = answered = 0
        values: list[float] = []
        by_day = {p.day: p for p in r.days}
        first = at[r.days[0].day] if r.days else 0
        for day in days[first:]:
            if day in by_day:
                right += by_day[day].right
                answered += by_day[day].answered
            values.append(round(100.0 * right / answered, 1) if answered else 0.0)
        series.append(Series(short_name(cat.topic(r.topic).names.get(lang)), tuple(values), start=first + 1))
    title = tr("Accuracy per topic (%), all answers up to each day")
    said = "; ".join(f"{s.name} {s.values[-1]:g}%" for s in series if s.values)
    description = tr("Line chart of the accuracy of {0} topic(s) over {1} day(s). Now: {2}.").format(
        len(series), len(days), said
    )
    # the days as month-day (the year is the tooltip's, in the table), after a blank label (a
    # first day's points off the axis, its label whole); 100 % drawn across
    return Chart(lang, title, description, ("", *(d[5:] for d in days)), tuple(series), baseline=100.0)


def short_name(name: str) -> str:
    """A topic's name up to its colon (the legend's room is short)."""
    for sep in (":", "："):
        head, found, _tail = name.partition(sep)
        if found and head.strip():
            return head.strip()
    return name


class TimeBars(QWidget):
    """Each topic's median time as a bar, its table speed a tick across it (in the chart's
    palette, light or dark)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bars: list[tuple[str, float, float]] = []  # (topic's name, median s, table speed s)
        self.title = ""
        self.setMinimumSize(240, 120)

    def set_bars(self, bars: list[tuple[str, float, float]], title: str) -> None:
        self.bars, self.title = bars, title
        self.setAccessibleName(title)
        self.setAccessibleDescription(
            "; ".join(tr("{0}: {1:.1f} s (table speed {2:g} s)").format(n, m, s) for n, m, s in bars)
        )
        self.update()

    def paintEvent(self, _event: Any) -> None:  # noqa: N802 (Qt's name)
        colours = PALETTES["dark" if theme.is_dark() else "light"]
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.fillRect(self.rect(), QColor(colours["background"]))
            fm = QFontMetrics(self.font())
            line = fm.height() + 4
            painter.setPen(QColor(colours["text"]))
            f = QFont(self.font())
            f.setBold(True)
            painter.setFont(f)
            painter.drawText(QRectF(6, 4, self.width() - 12, line), self.title)
            painter.setFont(self.font())
            if not self.bars:
                return
            names_w = min(self.width() * 0.45, max(fm.horizontalAdvance(n) for n, _m, _s in self.bars) + 8)
            top = 8 + line
            row = max(10.0, min(2.0 * line, (self.height() - top - 6) / len(self.bars)))
            most = max(max(m, s) for _n, m, s in self.bars) or 1.0
            room = self.width() - names_w - 70
            for i, (name, median, target) in enumerate(self.bars):
                y = top + i * row
                painter.setPen(QColor(colours["text"]))
                shown = fm.elidedText(name, Qt.TextElideMode.ElideRight, round(names_w) - 6)
                painter.drawText(QRectF(6, y, names_w - 6, row), Qt.AlignmentFlag.AlignVCenter, shown)
                width = room * median / most
                slow = median > target
                painter.fillRect(
                    QRectF(names_w, y + row * 0.2, width, row * 0.6), QColor(colours["s1" if slow else "s0"])
                )
                x = names_w + room * target / most
                painter.setPen(QColor(colours["axis"]))
                painter.drawLine(round(x), round(y + 1), round(x), round(y + row - 1))
                painter.setPen(QColor(colours["text"]))
                painter.drawText(
                    QRectF(names_w + width + 4, y, 66, row), Qt.AlignmentFlag.AlignVCenter, f"{median:.1f} s"
                )
        finally:
            painter.end()


class ProgressPanel(QWidget):
    """The Progress tab."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = "en"
        lay = QVBoxLayout(self)
        self.summary = QLabel(self)
        self.summary.setObjectName("progress_summary")
        self.summary.setWordWrap(True)
        lay.addWidget(self.summary)
        self.split = QSplitter(Qt.Orientation.Vertical, self)
        self.chart = ChartView(self.split)
        self.chart.setObjectName("progress_chart")
        lower = QSplitter(Qt.Orientation.Horizontal, self.split)
        self.bars = TimeBars(lower)
        self.bars.setObjectName("progress_times")
        self.table = QTableWidget(0, 6, lower)
        self.table.setObjectName("progress_table")
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for c in range(1, 6):
            self.table.horizontalHeader().setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        lower.setStretchFactor(0, 2)
        lower.setStretchFactor(1, 3)
        self.split.setStretchFactor(0, 3)
        self.split.setStretchFactor(1, 2)
        lay.addWidget(self.split, 1)
        self.rows: tuple[TopicProgress, ...] = ()

    def set_progress(self, rows: tuple[TopicProgress, ...], lang: str) -> None:
        self.rows, self.lang = rows, lang
        cat = catalogue()
        if not rows:
            self.summary.setText(tr("No answers yet for this rule set: answer a few questions and come back."))
            self.chart.set_chart(None)
            self.bars.set_bars([], "")
        else:
            answered = sum(r.answered for r in rows)
            right = sum(r.right for r in rows)
            self.summary.setText(
                tr("{0} answer(s), {1} right ({2:.0%}). Topics in Leitner box 1 are asked again soonest.").format(
                    answered, right, right / answered
                )
            )
            self.chart.set_chart(accuracy_chart(rows, lang))
            self.bars.set_bars(
                [
                    (short_name(cat.topic(r.topic).names.get(lang)), r.median_ms / 1000, cat.topic(r.topic).seconds)
                    for r in rows
                ],
                tr("Median time per topic (s); the tick: table speed"),
            )
        heads = (tr("Topic"), tr("Answered"), tr("Right"), tr("Accuracy"), tr("Median s"), tr("Box"))
        self.table.setHorizontalHeaderLabels(list(heads))
        self.table.setRowCount(len(rows))
        for i, r in enumerate(rows):
            name = cat.topic(r.topic).names.get(lang)
            cells = (name, str(r.answered), str(r.right), f"{r.accuracy:.0%}", f"{r.median_ms / 1000:.1f}", str(r.box))
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c == 0:
                    item.setToolTip(
                        "\n".join(
                            tr("{0}: {1} of {2} right, median {3:.1f} s").format(
                                p.day, p.right, p.answered, p.median_ms / 1000
                            )
                            for p in r.days
                        )
                    )
                else:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(i, c, item)
