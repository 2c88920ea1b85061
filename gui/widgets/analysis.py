"""The Analysis tab: what to discard (core.engine.analysis), drawn as tiles with counts as
numbers and small bars. It displays; the core computes.

A row is an option: the discard (a tile), its shanten, the unseen improving tiles (a number
and a bar), those tiles with their counts, the expected value of its waits, and its marks
(furiten, a wait that is no win on a discard). Activating a row opens the hand after that
discard, one undoable step. The analysis is made when the tab is shown and the hand changes,
after the events already queued (so typing and clicking never wait for it), and only for the
hand on screen."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

from core.engine.analysis import Analysis, Option, after_discard, analysis_steps, order
from core.model.errors import HandError
from core.model.notation import parse_tiles
from core.model.tiles import Tile, kind_name

from ..models import Index, _Table
from ..qt import (
    QApplication,
    QColor,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPainter,
    QRectF,
    QSize,
    QStyle,
    QStyledItemDelegate,
    Qt,
    QTableView,
    QTimer,
    QVBoxLayout,
    QWidget,
    tr,
)
from ..state import HandState
from .tileart import tile_icon, tile_name, tile_pixmap

#: how long the window makes options before it answers its events again (a slice: a discard's
#: options take a few milliseconds; a thread would not help, as the compiled core never lets a
#: Python thread take its turn until it returns)
SLICE_SECONDS = 0.01

# the width of the tiles drawn in the table
ANALYSIS_TILE = 20
DISCARD, SHANTEN, TILES, IMPROVING, VALUE, NOTES = range(6)


class AnalysisModel(_Table):
    """Rows: the options of an :class:`Analysis`, best first."""

    columns = 6

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._options: list[Option] = []
        self._most = 1
        self._lang = "en"

    def set_language(self, lang: str) -> None:
        self._lang = lang
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columns - 1)

    def set_analysis(self, found: Analysis | None) -> None:
        self.beginResetModel()
        self._options = list(found.options) if found is not None else []
        self._most = max([o.unseen for o in self._options] + [1])
        self.endResetModel()

    def update_option(self, row: int, option: Option) -> None:
        """One option again, its waits scored since (the row's value and notes change)."""
        if 0 <= row < len(self._options):
            self._options[row] = option
            self.dataChanged.emit(self.index(row, 0), self.index(row, self.columns - 1))

    def option(self, row: int) -> Option | None:
        return self._options[row] if 0 <= row < len(self._options) else None

    def rowCount(self, parent: Index | None = None) -> int:  # noqa: N802 (Qt's name)
        return len(self._options)

    def most(self) -> int:
        """The largest count of unseen improving tiles, the full length of a bar."""
        return self._most

    def headers(self) -> tuple[str, ...]:
        return (tr("Discard"), tr("Shanten"), tr("Tiles"), tr("Improving tiles"), tr("Value"), tr("Notes"))

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        o = self.option(index.row()) if index.isValid() else None
        if o is None:
            return None
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if col == DISCARD:
                return kind_name(o.discard.kind) if o.discard is not None else tr("as it stands")
            if col == SHANTEN:
                return tr("Ready") if o.ready else str(o.shanten.value)
            if col == TILES:
                return str(o.unseen)
            if col == VALUE:
                if not o.ready:
                    return ""
                return str(o.expected_value) if all(i.wait is not None for i in o.improving) else "…"
            if col == NOTES:
                return "; ".join(_marks(o, self._lang))
        if role == Qt.ItemDataRole.DecorationRole and col == DISCARD and o.discard is not None:
            return tile_icon(o.discard, ANALYSIS_TILE)
        if role == Qt.ItemDataRole.ToolTipRole:
            if col == IMPROVING:
                return "\n".join(_improving_line(i, self._lang) for i in o.improving)
            if col == NOTES or col == VALUE:
                return "\n".join(_win_line(i, self._lang) for i in o.improving if i.wait is not None)
            if o.discard is not None:
                return tr("Open the hand after this discard (double-click or Enter)")
        if role == Qt.ItemDataRole.UserRole:
            return o
        return None


def _marks(o: Option, lang: str) -> list[str]:
    """Furiten; the waits that win only by self-draw; the waits that are no win, by the rule
    set's short name of why ("False win (诈和)", "No yaku")."""
    out = []
    if o.furiten:
        out.append(tr("Furiten"))
    drawn_only: list[str] = []
    no_win: dict[str, list[str]] = {}
    for i in o.improving:
        w = i.wait
        if w is None or w.discard_win is None:
            continue
        if w.discard_win.win:
            continue
        if w.self_drawn is not None and w.self_drawn.win:
            drawn_only.append(kind_name(i.kind))
        else:
            why = w.discard_win.layout.reason_label(w.discard_win.reason or "").get(lang)
            no_win.setdefault(why, []).append(kind_name(i.kind))
    if drawn_only:
        out.append(tr("Self-draw only: {0}").format(" ".join(drawn_only)))
    for why, tiles in no_win.items():
        out.append(f"{why}: {' '.join(tiles)}")
    return out


def _improving_line(i: Any, lang: str) -> str:
    from core.engine.analysis import SHAPE_NAMES

    shapes = ", ".join(SHAPE_NAMES[s].get(lang) for s in i.shapes)
    return tr("{0}: {1} unseen ({2})").format(kind_name(i.kind), i.unseen, shapes)


def _win_line(i: Any, lang: str) -> str:
    w = i.wait
    parts = []
    for label, s in ((tr("Discard win"), w.discard_win), (tr("Self-drawn"), w.self_drawn)):
        if s is not None:
            parts.append(f"{label}: {s.headline.text.get(lang)}")
    if w.problem is not None:
        parts.append(w.problem.text(lang))
    return f"{kind_name(i.kind)}: " + "; ".join(parts)


def _draw_bar(painter: QPainter, rect: Any, fraction: float, text: str, color: QColor) -> None:
    bar = QRectF(rect.x() + 4, rect.y() + rect.height() * 0.62, (rect.width() - 8) * fraction, rect.height() * 0.22)
    painter.fillRect(bar, color)
    painter.drawText(
        QRectF(rect.x() + 4, rect.y(), rect.width() - 8, rect.height() * 0.62),
        int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
        text,
    )


class _AnalysisTable(QTableView):
    """The table, with the count drawn as a number over a bar and the improving tiles drawn as
    tiles, each with its unseen copies beneath."""

    def __init__(self, model: AnalysisModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysis_table")
        self.setModel(model)
        self._model = model
        self.verticalHeader().setVisible(False)
        self.verticalHeader().setDefaultSectionSize(round(ANALYSIS_TILE * 4 / 3) + 18)
        head = self.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        head.setSectionResizeMode(IMPROVING, QHeaderView.ResizeMode.Stretch)
        self.setIconSize(QSize(ANALYSIS_TILE, round(ANALYSIS_TILE * 4 / 3)))

    def paint_cell(self, painter: QPainter, index: Any, rect: Any) -> bool:
        o = self._model.option(index.row())
        if o is None:
            return False
        color = self.palette().highlight().color()
        if index.column() == TILES:
            _draw_bar(painter, rect, o.unseen / max(1, self._model.most()), str(o.unseen), color)
            return True
        if index.column() == IMPROVING:
            x = rect.x() + 3
            height = round(ANALYSIS_TILE * 4 / 3)
            dpr = self.devicePixelRatioF()
            for i in o.improving:
                if x + ANALYSIS_TILE > rect.x() + rect.width():
                    break
                pm = tile_pixmap(tile_name(Tile(i.kind)), ANALYSIS_TILE, dpr)
                if i.unseen == 0:
                    painter.setOpacity(0.35)
                painter.drawPixmap(int(x), int(rect.y() + 2), pm)
                painter.setOpacity(1.0)
                painter.drawText(
                    QRectF(x, rect.y() + 2 + height, ANALYSIS_TILE, rect.height() - height - 2),
                    int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop),
                    str(i.unseen),
                )
                x += ANALYSIS_TILE + 3
            return True
        return False


class AnalysisPanel(QWidget):
    """The tab: the tiles seen elsewhere and one's own discards (typed), a one-line summary,
    and the table of options."""

    def __init__(self, state: HandState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self.lang = "en"
        self.model = AnalysisModel(self)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.visible_label = QLabel(self)
        self.visible_edit = QLineEdit(self)
        self.visible_edit.setObjectName("analysis_visible")
        self.discards_label = QLabel(self)
        self.discards_edit = QLineEdit(self)
        self.discards_edit.setObjectName("analysis_discards")
        for w in (self.visible_label, self.visible_edit, self.discards_label, self.discards_edit):
            row.addWidget(w)
        lay.addLayout(row)
        self.title = QLabel(self)
        self.title.setObjectName("analysis_title")
        self.title.setWordWrap(True)
        lay.addWidget(self.title)
        # shown while the hand box holds text that cannot be read: the table is of the last valid hand
        self.stale_note = QLabel(self)
        self.stale_note.setObjectName("analysis_stale")
        self.stale_note.setWordWrap(True)
        self.stale_note.setVisible(False)
        lay.addWidget(self.stale_note)
        self.table = _AnalysisTable(self.model, self)
        self.table.setItemDelegate(_CellPainter(self.table))
        self.table.activated.connect(self._activated)
        lay.addWidget(self.table, 1)
        self.visible_edit.editingFinished.connect(self.refresh)
        self.discards_edit.editingFinished.connect(self.refresh)
        self._shown_for: object = None
        self.found: Analysis | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.stale_note.setText(tr("The hand box holds a mistake: this is the analysis of the last valid hand"))
        self.visible_label.setText(tr("Seen on the table:"))
        self.visible_edit.setPlaceholderText(tr("other discards and melds, e.g. 1m1m9p"))
        self.discards_label.setText(tr("Own discards:"))
        self.discards_edit.setPlaceholderText(tr("for furiten, e.g. 4s7s"))
        self.model.set_language(self.lang)
        self._shown_for = None
        self.refresh()

    def set_language(self, lang: str) -> None:
        self.lang = lang
        self.retranslate()

    def _tiles(self, edit: QLineEdit, what: str) -> list[Tile]:
        text = edit.text().strip()
        if not text:
            return []
        try:
            return parse_tiles(text)
        except HandError as e:
            raise _FieldError(f"{what} {e.text(self.lang)}") from None

    @property
    def stale(self) -> bool:
        """Whether the hand box holds a mistake, so what is shown is the last valid hand's."""
        return self.state.draft_error is not None

    def _mark_stale(self) -> None:
        """Grey the table and say so while it shows the last valid hand, not the typed one."""
        stale = self.stale
        self.stale_note.setVisible(stale)
        self.table.setEnabled(not stale)
        self.title.setEnabled(not stale)

    def refresh(self) -> None:
        """Analyse the hand on screen, unless it is the one already shown."""
        self._mark_stale()
        key = self._key()
        if key == self._shown_for:
            return
        self._shown_for = key
        self.found = None
        furiten = self.state.rules.furiten  # own discards matter only where there is furiten
        self.discards_label.setVisible(furiten)
        self.discards_edit.setVisible(furiten)
        try:
            visible = self._tiles(self.visible_edit, tr("Seen on the table:"))
            own = self._tiles(self.discards_edit, tr("Own discards:")) if furiten else []
            hand = self.state.hand()
            # the discards a few at a time between events (below), then the waits' scores, a
            # wait at a time: the window answers its events all along
            whole, steps = analysis_steps(
                self.state.rules, hand, self.state.context, self.state.options, visible, own, score=False
            )
        except _FieldError as e:
            self.title.setText(str(e))
        except HandError as e:
            need = self.state.complete_size()
            self.title.setText(
                tr("The analysis takes a hand of {0} or {1} tiles before its discard").format(need - 1, need)
                if e.code == "tile_count"
                else e.text(self.lang)
            )
        else:
            self.found = Analysis(whole, ())
            self._hand = hand
            self._steps = steps
            self._pending = []
            self._busy = True
            self._next_options(key)
            return
        self._show_options()
        self._steps = None
        self._pending = []
        self._busy = False

    def _show_options(self) -> None:
        """Put :attr:`found` in the table, keeping the row the user is on: the options come a
        slice at a time and take their final order at the end, and the discard chosen (and the
        column) stays chosen through each of those."""
        current = self.table.currentIndex()
        chosen = self.model.option(current.row()) if current.isValid() else None
        self.model.set_analysis(self.found)
        if chosen is None:
            return
        for row in range(self.model.rowCount()):
            option = self.model.option(row)
            if option is not None and option.discard == chosen.discard:
                self.table.setCurrentIndex(self.model.index(row, current.column()))
                return

    def _key(self) -> object:
        """What the analysis on screen is of: the hand, the typed tiles and the language."""
        return (self.state.snapshot, self.visible_edit.text(), self.discards_edit.text(), self.lang)

    def _show_title(self) -> None:
        """The line over the table, for the options found so far."""
        assert self.found is not None
        s = self.found.shanten.value
        best = self.found.options[0] if self.found.options else None
        if s < 0:
            self.title.setText(tr("Complete hand: the discards below keep it one tile away"))
        elif best is not None and best.ready:
            self._ready_title()
        else:
            self.title.setText(
                tr("Shanten {0}: best first, by shanten, then tiles, then value").format(
                    best.shanten.value if best is not None else s
                )
            )

    def _next_options(self, key: object) -> None:
        """Make the hand's next options for a slice of :data:`SLICE_SECONDS`, show what is found,
        and come back after the events queued meanwhile; once every discard is made, score the
        waits. A new hand on screen stops the round."""
        if key != self._shown_for or self.found is None or self._steps is None:
            return
        found = list(self.found.options)
        end = time.perf_counter() + SLICE_SECONDS
        done = False
        while not done and (not found or time.perf_counter() < end):
            option = next(self._steps, None)
            if option is None:
                done = True
            else:
                found.append(option)
        self.found = self.found._replace(options=order(found))
        self._show_options()
        self._show_title()
        if not done:
            QTimer.singleShot(0, lambda: self._next_options(key))
            return
        self._steps = None
        self._pending = [(r, j) for r, o in enumerate(self.found.options) if o.ready for j in range(len(o.improving))]
        self._score_next(key)

    _pending: list[tuple[int, int]] = []
    _hand: Any = None
    _steps: Iterator[Option] | None = None
    _busy = False

    def _ready_title(self) -> None:
        """The line over a ready hand: how many unseen tiles win it. Once its waits are scored,
        a wait that is no win (a false win, no yaku) is not counted as one that can win."""
        assert self.found is not None
        best = self.found.options[0]
        wins = [i.wins for i in best.improving]
        if any(w is None for w in wins) or all(wins):
            self.title.setText(tr("Ready: {0} tiles can win").format(best.unseen))
        elif not any(wins):
            self.title.setText(
                tr("Ready, but none of the {0} tiles that complete the hand wins: see the notes").format(best.unseen)
            )
        else:
            winning = sum(i.unseen for i in best.improving if i.wins)
            self.title.setText(
                tr("Ready: {0} tiles complete the hand, {1} of them can win").format(best.unseen, winning)
            )

    def _score_next(self, key: object) -> None:
        """Score one wait of a ready option, show it, and come back for the next after the events
        queued meanwhile (a hand of many readings takes tens of milliseconds a score: the window
        never waits for all of them at once). A new hand on screen stops the round."""
        if key != self._shown_for or self.found is None:
            return
        if not self._pending:  # all scored: the final order, by expected value too
            self.found = self.found._replace(options=order(self.found.options))
            self._show_options()
            if self.found.shanten.value >= 0 and self.found.options and self.found.options[0].ready:
                self._ready_title()
            self._busy = False
            return
        r, j = self._pending.pop(0)
        options = list(self.found.options)
        o = options[r]
        improving = list(o.improving)
        wait = self.state.score_wait(after_discard(self._hand, o), improving[j].kind)
        improving[j] = improving[j]._replace(wait=wait)
        options[r] = o._replace(improving=tuple(improving))
        self.found = self.found._replace(options=tuple(options))
        self.model.update_option(r, options[r])
        QTimer.singleShot(0, lambda: self._score_next(key))

    @property
    def scoring(self) -> bool:
        """Whether the hand on screen is still being analysed: its analysis not yet begun (the
        window starts it after the events queued), discards still to make, waits still to
        score, or the final order still to take."""
        return self._busy or self._key() != self._shown_for

    def _activated(self, index: Any) -> None:
        o = self.model.option(index.row())
        if o is None or o.discard is None:
            return
        tiles = self.state.snapshot.tiles
        for i in range(len(tiles) - 1, -1, -1):
            if tiles[i] == o.discard:
                self.state.remove_tile(i)
                return


class _FieldError(Exception):
    """A typed tile field that cannot be read: its message, in the window's language."""


class _CellPainter(QStyledItemDelegate):
    """Paints the count and improving-tile cells through the table (their background and
    selection as Qt draws them, then the bar or the tiles); the other cells as usual."""

    def paint(self, painter: QPainter, option: Any, index: Any) -> None:
        table = self.parent()
        if isinstance(table, _AnalysisTable) and index.column() in (TILES, IMPROVING):
            self.initStyleOption(option, index)
            option.text = ""
            widget = option.widget
            style = widget.style() if widget is not None else QApplication.style()
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, option, painter, widget)
            painter.save()
            table.paint_cell(painter, index, option.rect)
            painter.restore()
            return
        super().paint(painter, option, index)

    def sizeHint(self, option: Any, index: Any) -> QSize:  # noqa: N802 (Qt's name)
        hint = super().sizeHint(option, index)
        table = self.parent()
        if index.column() == IMPROVING and isinstance(table, _AnalysisTable):
            o = table._model.option(index.row())
            n = len(o.improving) if o is not None else 0
            return QSize(max(hint.width(), 6 + n * (ANALYSIS_TILE + 3)), hint.height())
        if index.column() == TILES:
            return QSize(max(hint.width(), 70), hint.height())
        return hint
