"""Thin Qt table models over core results. They display; they never compute a score."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core.score import Names, Score
from core.tiles import kind_name

from ..qt import QAbstractTableModel, QBrush, QColor, QModelIndex, QPersistentModelIndex, Qt, tr
from ..state import WaitRow

Index = QModelIndex | QPersistentModelIndex



@dataclass(frozen=True, slots=True)
class _Row:
    names: Names
    value: int
    count: int
    counted: bool
    reason: str


class _Table(QAbstractTableModel):
    """A flat table of ``_rows`` with translated column headers."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[Any] = []

    def headers(self) -> tuple[str, ...]:
        raise NotImplementedError

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers())

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # asked for every role of every section on each paint: translate only for the text
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        headers = self.headers()
        return headers[section] if 0 <= section < len(headers) else None


class BreakdownModel(_Table):
    """Rows: every counted item, then every suppressed item (greyed, with its reason)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[_Row] = []
        self._lang = "en"
        self._names_by_id: dict[str, Names] = {}

    def set_language(self, lang: str) -> None:
        self._lang = lang
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, self.columnCount() - 1))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)

    def headers(self) -> tuple[str, ...]:
        return (tr("Item"), tr("Value"), tr("Count"), tr("Subtotal"))

    def set_score(self, score: Score | None, names_by_id: dict[str, Names] | None = None) -> None:
        self.beginResetModel()
        self._names_by_id = names_by_id or {}
        self._rows = []
        if score is not None:
            for it in score.items:
                self._rows.append(_Row(it.names, it.value, it.count, True, ""))
            for s in score.suppressed:
                self._rows.append(_Row(s.names, s.value, s.count, False, s.by or s.reason))
        self.endResetModel()

    def reason_text(self, row: _Row) -> str:
        if row.counted:
            return ""
        by = self._names_by_id.get(row.reason)
        if by is not None:
            return tr("implied by {0}").format(by.get(self._lang))
        return row.reason

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not (0 <= index.row() < len(self._rows)):
            return None
        row = self._rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                name = row.names.get(self._lang)
                return name if row.counted else f"{name}  ({self.reason_text(row)})"
            if col == 1:
                return row.value
            if col == 2:
                return row.count
            if col == 3:
                return row.value * row.count if row.counted else 0
        if role == Qt.ItemDataRole.ForegroundRole and not row.counted:
            return QBrush(QColor(128, 128, 128))
        if role == Qt.ItemDataRole.ToolTipRole and not row.counted:
            return self.reason_text(row)
        if role == Qt.ItemDataRole.TextAlignmentRole and col > 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.UserRole:
            return row.counted
        return None

    def as_text(self) -> str:
        lines = []
        for r in self._rows:
            if r.counted:
                lines.append(f"{r.names.get(self._lang)}\t{r.value}\tx{r.count}\t{r.value * r.count}")
            else:
                lines.append(f"({r.names.get(self._lang)}\t{r.value}\tx{r.count}\t{self.reason_text(r)})")
        return "\n".join(lines)


class WaitsModel(_Table):
    """Rows: each winning tile with its score for a discard win and for a self-draw."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[WaitRow] = []

    def set_waits(self, rows: tuple[WaitRow, ...]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    @staticmethod
    def _score_text(score: Score | None) -> str:
        if score is None:
            return "-"
        if score.win:
            return str(score.total)
        return tr("{0} (no win)").format(score.total)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not (0 <= index.row() < len(self._rows)):
            return None
        row = self._rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                return kind_name(row.kind)
            if col == 1:
                return row.remaining
            if col == 2:
                return self._score_text(row.discard)
            if col == 3:
                return self._score_text(row.self_drawn)
        if role == Qt.ItemDataRole.ToolTipRole and row.problem:
            return row.problem
        if role == Qt.ItemDataRole.ForegroundRole and row.remaining == 0:
            return QBrush(QColor(128, 128, 128))
        if role == Qt.ItemDataRole.UserRole:
            return row.kind
        return None

    def headers(self) -> tuple[str, ...]:
        return (tr("Tile"), tr("Left"), tr("Discard win"), tr("Self-drawn"))
