"""Thin Qt table models over core results. They display; they never compute a score."""

from __future__ import annotations

from typing import Any

from core.engine.score import Names, Score, Section, SectionSpec
from core.model.tilenames import tile_names
from core.model.tiles import Tile
from core.model.value import Value, set_fields

from ..qt import QAbstractTableModel, QBrush, QColor, QFont, QModelIndex, QPersistentModelIndex, Qt, tr
from ..state import WaitRow
from ..widgets.tileart import tile_icon

# the width of the tile pictures in the waits table
WAIT_TILE = 22

Index = QModelIndex | QPersistentModelIndex


# the kinds of breakdown rows (``Qt.UserRole`` of column 0 gives it)
TITLE, COUNTED, SUPPRESSED = "title", "counted", "suppressed"


class _Row(Value):
    __slots__ = ("kind", "id", "names", "value", "count", "why")
    _compared = __slots__
    kind: str  # TITLE (a section's title and subtotal), COUNTED or SUPPRESSED
    id: str  # the item's id ("" for a title row)
    names: Names  # the item's name, or the section's title
    value: int  # the item's value, or the section's subtotal
    count: int
    why: Names | None  # a suppressed item's reason

    def __init__(self, kind: str, id: str, names: Names, value: int, count: int, why: Names | None = None) -> None:
        set_fields(self, kind=kind, id=id, names=names, value=value, count=count, why=why)

    @property
    def counted(self) -> bool:
        return self.kind == COUNTED


class _Table(QAbstractTableModel):
    """A flat table of ``_rows`` with translated column headers."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[Any] = []

    # the number of columns (``headers`` translates; the column count needs no text)
    columns = 4

    def headers(self) -> tuple[str, ...]:
        raise NotImplementedError

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.columns

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # asked for every role of every section on each paint: translate only for the text
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        headers = self.headers()
        return headers[section] if 0 <= section < len(headers) else None


class BreakdownModel(_Table):
    """The result's sections: with one section, its counted items then its suppressed ones
    (greyed, with the reason); with several, a title row (the section's title and subtotal)
    before each section's items. Every item's tooltip is its definition."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[_Row] = []
        self._lang = "en"
        self._definitions: dict[str, Names] = {}
        self._sections: tuple[SectionSpec, ...] = ()
        self._shown: tuple[Section, ...] = ()

    def set_language(self, lang: str) -> None:
        self._lang = lang
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, self.columnCount() - 1))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)

    def _titles(self) -> list[tuple[Names, Names]]:
        """(title, unit) of the sections shown, else of the sections the rule set declares."""
        if self._shown:
            return [(s.title, s.unit) for s in self._shown]
        return [(s.title, s.unit) for s in self._sections]

    def headers(self) -> tuple[str, ...]:
        titles = self._titles()
        item = titles[0][0].get(self._lang) if len(titles) == 1 else tr("Item")
        units = {u for _t, u in titles}
        value = tr("Value ({0})").format(next(iter(units)).get(self._lang)) if len(units) == 1 else tr("Value")
        return (item, value, tr("Count"), tr("Subtotal"))

    def set_rules(self, sections: tuple[SectionSpec, ...], definitions: dict[str, Names]) -> None:
        """What the rule set declares: its sections (for the headers before any score) and
        each item's definition (the tooltips)."""
        self._sections = sections
        self._definitions = definitions
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)

    def set_score(self, score: Score | None) -> None:
        self.beginResetModel()
        self._rows = []
        self._shown = score.sections if score is not None else ()
        several = len(self._shown) > 1
        for sec in self._shown:
            if several:
                self._rows.append(_Row(TITLE, "", sec.title, sec.subtotal, 0))
            for it in sec.items:
                self._rows.append(_Row(COUNTED, it.id, it.names, it.value, it.count))
            for s in sec.suppressed:
                self._rows.append(_Row(SUPPRESSED, s.id, s.names, s.value, s.count, s.why))
        self.endResetModel()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)

    def reason_text(self, row: _Row) -> str:
        return row.why.get(self._lang) if row.why is not None else ""

    def definition(self, row: _Row) -> str | None:
        d = self._definitions.get(row.id) if row.id else None
        return d.get(self._lang) if d is not None else None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not (0 <= index.row() < len(self._rows)):
            return None
        row = self._rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if row.kind == TITLE:
                return row.names.get(self._lang) if col == 0 else (row.value if col == 3 else None)
            if col == 0:
                name = row.names.get(self._lang)
                return name if row.counted else f"{name}  ({self.reason_text(row)})"
            if col == 1:
                return row.value
            if col == 2:
                return row.count
            if col == 3:
                return row.value * row.count if row.counted else 0
        if role == Qt.ItemDataRole.ForegroundRole and row.kind == SUPPRESSED:
            return QBrush(QColor(128, 128, 128))
        if role == Qt.ItemDataRole.BackgroundRole and row.kind == TITLE:
            return QBrush(QColor(128, 128, 128, 40))
        if role == Qt.ItemDataRole.FontRole and row.kind == TITLE:
            f = QFont()
            f.setBold(True)
            return f
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.definition(row)
        if role == Qt.ItemDataRole.TextAlignmentRole and col > 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.UserRole:
            return row.kind
        return None

    def item_total(self) -> int:
        """The sum of the counted items' subtotals (the title rows left out)."""
        return sum(r.value * r.count for r in self._rows if r.counted)

    def item_id(self, row: int) -> str:
        """The id of the item on a row ("" for a section's title row)."""
        return self._rows[row].id if 0 <= row < len(self._rows) else ""

    def as_text(self) -> str:
        lines = []
        for r in self._rows:
            name = r.names.get(self._lang)
            if r.kind == TITLE:
                lines.append(f"[{name}]\t\t\t{r.value}")
            elif r.counted:
                lines.append(f"{name}\t{r.value}\tx{r.count}\t{r.value * r.count}")
            else:
                lines.append(f"({name}\t{r.value}\tx{r.count}\t{self.reason_text(r)})")
        return "\n".join(lines)


class WaitsModel(_Table):
    """Rows: each winning tile with its score for a discard win and for a self-draw."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[WaitRow] = []
        self._lang = "en"
        self._drawn: Names | None = None

    def set_language(self, lang: str) -> None:
        self._lang = lang
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)

    def set_draw_names(self, drawn: Names | None) -> None:
        """The name of the context field the last column turns on (see ``state.draw_field``)."""
        self._drawn = drawn
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)

    def set_waits(self, rows: tuple[WaitRow, ...]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    @staticmethod
    def _score_text(score: Score | None) -> str:
        if score is None:
            return "-"
        h = score.headline
        return str(h.value) if h.win else tr("{0} (no win)").format(h.value)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not (0 <= index.row() < len(self._rows)):
            return None
        row = self._rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                return tile_names(Tile(row.kind)).get(self._lang)
            if col == 1:
                return row.remaining
            if col == 2:
                return self._score_text(row.discard)
            if col == 3:
                return self._score_text(row.drawn)
        if role == Qt.ItemDataRole.DecorationRole and col == 0:
            return tile_icon(Tile(row.kind), WAIT_TILE)
        if role == Qt.ItemDataRole.ToolTipRole:
            if row.problem:
                return row.problem
            if col >= 2:
                return tr("Open the complete hand to read its breakdown (double-click or Enter)")
        if role == Qt.ItemDataRole.ForegroundRole and row.remaining == 0:
            return QBrush(QColor(128, 128, 128))
        if role == Qt.ItemDataRole.UserRole:
            return row.kind
        return None

    def headers(self) -> tuple[str, ...]:
        drawn = self._drawn.get(self._lang) if self._drawn is not None else "-"
        return (tr("Tile"), tr("Left"), tr("Discard win"), drawn)
