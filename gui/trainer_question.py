"""The trainer window's question (a part of :mod:`gui.trainer_window`): the hand drawn as tiles
(the standing tiles, each meld, the winning tile marked with how it was won, the flowers), what
the answer depends on beside it, in the lines :func:`core.trainer.show.context_lines` gives (the
command line prints the same), dora and ura indicators and flowers drawn as tiles too, and the
answer fields of the question's answer form."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core.model.errors import HandError
from core.model.hand import MeldKind
from core.model.notation import parse_flowers, parse_hand, parse_tiles
from core.model.tiles import Flower, Tile
from core.trainer.generate import Question, unicode_tiles
from core.trainer.show import context_lines

from . import theme
from .qt import (
    QColor,
    QFont,
    QFontMetrics,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPainter,
    QPen,
    QRectF,
    QSizePolicy,
    Qt,
    QWidget,
)
from .widgets.tileart import TILE_RATIO, tile_name, tile_pixmap

# the largest and smallest tile drawn in the hand (pixels wide)
HAND_TILE = (44, 14)
# the indicators' and flowers' tiles beside their line
SMALL_TILE = 20


@dataclass(frozen=True)
class Group:
    """Tiles drawn together: ``kind`` is ``standing``, ``meld`` (claimed), ``closed_kong``,
    ``win`` (the winning tile) or ``flowers``."""

    kind: str
    tiles: tuple[Tile | Flower, ...]


def hand_groups(notation: str) -> tuple[Group, ...]:
    """The hand of a question as groups of tiles, in the order they are drawn."""
    hand = parse_hand(notation)
    groups = [Group("standing", hand.standing)] if hand.standing else []
    for m in hand.melds:
        groups.append(Group("closed_kong" if m.kind is MeldKind.CONCEALED_KONG else "meld", m.tiles))
    if hand.win is not None:
        groups.append(Group("win", (hand.win,)))
    if hand.flowers:
        groups.append(Group("flowers", hand.flowers))
    return tuple(groups)


class HandView(QWidget):
    """The hand drawn as tiles, sized to the width it has: a gap between groups, each meld in a
    frame (a concealed kong's dashed), the winning tile apart on the colour of a winning tile
    with how it was won written under it."""

    GAP = 12

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.groups: tuple[Group, ...] = ()
        self.won_by = ""  # the words under the winning tile ("self-draw (tsumo)")
        self.tile = HAND_TILE[0]
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setMinimumWidth(200)

    def set_hand(self, groups: tuple[Group, ...], won_by: str) -> None:
        self.groups, self.won_by = groups, won_by
        self.setAccessibleName(won_by)
        self.setFixedHeight(self.heightForWidth(self.width()))
        self.updateGeometry()
        self.update()

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.setFixedHeight(self.heightForWidth(event.size().width()))

    def _tile_for(self, width: int) -> int:
        count = sum(len(g.tiles) for g in self.groups)
        if not count:
            return HAND_TILE[0]
        room = width - self.GAP * (len(self.groups) + 1)
        return max(HAND_TILE[1], min(HAND_TILE[0], room // count))

    def _caption_height(self) -> int:
        return QFontMetrics(self.font()).height() + 4

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        return round(self._tile_for(width) * TILE_RATIO) + 8 + self._caption_height()

    def sizeHint(self) -> Any:  # noqa: N802 (Qt's name)
        from .qt import QSize

        width = max(400, self.width())
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> Any:  # noqa: N802 (Qt's name)
        from .qt import QSize

        return QSize(200, self.heightForWidth(200))

    def needed_width(self) -> int:
        """The width every tile needs at the smallest size (the tests check it fits)."""
        count = sum(len(g.tiles) for g in self.groups)
        return count * HAND_TILE[1] + self.GAP * (len(self.groups) + 1)

    def paintEvent(self, _event: Any) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            self.tile = tw = self._tile_for(self.width())
            th = round(tw * TILE_RATIO)
            dpr = self.devicePixelRatioF()
            x, top = float(self.GAP // 2), 4.0
            for g in self.groups:
                width = tw * len(g.tiles)
                if g.kind == "win":
                    painter.fillRect(QRectF(x - 3, top - 3, width + 6, th + 6), QColor(theme.color("winning")))
                for t in g.tiles:
                    painter.drawPixmap(round(x), round(top), tile_pixmap(tile_name(t), tw, dpr))
                    x += tw
                if g.kind in ("meld", "closed_kong", "win"):
                    pen = QPen(QColor(theme.color("error") if g.kind == "win" else "#888888"))
                    pen.setWidthF(1.5)
                    if g.kind == "closed_kong":
                        pen.setStyle(Qt.PenStyle.DashLine)
                    painter.setPen(pen)
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRoundedRect(QRectF(x - width - 3, top - 3, width + 6, th + 6), 4, 4)
                if g.kind == "win" and self.won_by:
                    f = QFont(self.font())
                    painter.setFont(f)
                    painter.setPen(self.palette().color(self.foregroundRole()))
                    words = QFontMetrics(f).elidedText(self.won_by, Qt.TextElideMode.ElideRight, self.width())
                    advance = QFontMetrics(f).horizontalAdvance(words)
                    left = min(max(0.0, x - width / 2 - advance / 2), self.width() - advance)
                    painter.drawText(QRectF(left, top + th + 4, advance + 2, self._caption_height()), words)
                x += self.GAP
        finally:
            painter.end()


def tiles_row(tiles: list[Tile] | list[Flower], parent: QWidget) -> QWidget:
    """Small tiles in a row (an indicator line's, the flowers')."""
    box = QWidget(parent)
    lay = QHBoxLayout(box)
    lay.setContentsMargins(0, 0, 0, 0)
    lay.setSpacing(1)
    for t in tiles:
        label = QLabel(box)
        label.setPixmap(tile_pixmap(tile_name(t), SMALL_TILE, box.devicePixelRatioF()))
        label.setToolTip(tile_name(t))
        lay.addWidget(label)
    return box


def _drawn_tiles(text: str) -> list[Tile] | list[Flower] | None:
    """The tiles of a shown value written as ``<notation> <Unicode tiles>`` (the indicators, the
    flowers), else None."""
    notation, _sep, glyphs = text.partition(" ")
    if not notation or glyphs != unicode_tiles(notation):
        return None
    try:
        return parse_flowers(notation) if notation.endswith("f") else parse_tiles(notation)
    except HandError:
        return None


class ContextView(QWidget):
    """What the answer depends on: each line of :func:`core.trainer.show.context_lines` as label
    and value, a line of tiles drawn as tiles beside their notation."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(3)
        self.grid.setColumnStretch(1, 1)
        self.labels: list[QLabel] = []
        self.values: list[QLabel] = []

    def _clear(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.hide()
                w.deleteLater()
        self.labels, self.values = [], []

    def set_question(self, question: Question | None, lang: str) -> None:
        self._clear()
        if question is None:
            return
        for row, (label, value) in enumerate(context_lines(question)):
            name = QLabel(label.get(lang) + ":", self)
            name.setTextFormat(Qt.TextFormat.PlainText)
            name.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            self.grid.addWidget(name, row, 0)
            self.labels.append(name)
            shown = value.get(lang)
            tiles = _drawn_tiles(shown)
            text = QLabel(shown.partition(" ")[0] if tiles else shown, self)
            text.setTextFormat(Qt.TextFormat.PlainText)
            text.setWordWrap(True)
            text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            self.values.append(text)
            if tiles:
                cell = QWidget(self)
                lay = QHBoxLayout(cell)
                lay.setContentsMargins(0, 0, 0, 0)
                lay.addWidget(tiles_row(tiles, cell))
                lay.addWidget(text, 1)
                self.grid.addWidget(cell, row, 1)
            else:
                self.grid.addWidget(text, row, 1)
        for r in range(self.grid.rowCount()):
            self.grid.setRowStretch(r, 0)
        self.grid.setRowStretch(self.grid.rowCount(), 1)  # (the lines together at the top)

    def as_text(self) -> str:
        return "\n".join(f"{a.text()} {b.text()}" for a, b in zip(self.labels, self.values))
