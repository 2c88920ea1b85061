"""Tile palette, hand strip (standing tiles, winning tile, melds, flowers) and meld buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.model.hand import MeldKind
from core.model.tilenames import tile_names
from core.model.tiles import Flower, Tile

from .. import theme
from ..qt import (
    QAction,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    Qt,
    QToolButton,
    QVBoxLayout,
    QWidget,
    Signal,
    tr,
)
from ..state import HandState
from .tileart import blank_icon, icon_size, tile_icon

if TYPE_CHECKING:
    from ..qt import QMenu, QPoint

PALETTE_TILE = 40  # the palette's tiles at the window's first size; they follow its width
PALETTE_MIN_TILE = 26
PALETTE_MAX_TILE = 64
HAND_TILE = 46


class TileButton(QToolButton):
    """A tile's picture as a button; ``tile`` None: no tile yet (a hidden hand-strip slot,
    drawn when it is first given a tile)."""

    def __init__(
        self, tile: Tile | Flower | None, width: int, parent: QWidget | None = None, draw: bool = True
    ) -> None:
        super().__init__(parent)
        self.tile = tile
        if tile is not None:
            if draw:  # the palette draws its tiles once it knows its width (see TilePalette)
                self.setIcon(tile_icon(tile, width))
            self.setObjectName(f"tile_{tile}")
        self.setIconSize(icon_size(width))
        self.setAutoRaise(True)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)


class TilePalette(QWidget):
    """The 34 kinds (plus red fives and flowers when the rule set has them), with copies left."""

    tile_clicked = Signal(object)
    flower_clicked = Signal(object)

    def __init__(self, state: HandState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self.buttons: dict[str, TileButton] = {}
        self._layout = QGridLayout(self)
        self._layout.setSpacing(2)
        self._rules = ""
        self.tile_width = PALETTE_TILE
        state.changed.connect(self.refresh)
        self.refresh()

    def _build(self) -> None:
        while self._layout.count():
            item = self._layout.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.hide()  # at once: a deleteLater waits for the event loop
                w.deleteLater()
        self.buttons.clear()
        rules = self.state.rules
        missing = rules.shapes.missing  # (kinds the rule set's tiles leave out: sanma's 2m to 8m)
        rows: list[list[Tile | Flower | None]] = [
            [Tile(s * 9 + n) if s * 9 + n not in missing else None for n in range(9)] for s in range(3)
        ]
        rows.append([Tile(27 + n) for n in range(7)])
        if rules.has_red_fives:
            rows.append([Tile(k, True) if k not in missing else None for k in (4, 13, 22)])
        if rules.has_flowers:
            rows.append([Flower(n) for n in range(1, 9)])
        for r, row in enumerate(rows):
            for c, t in enumerate(row):
                if t is None:
                    continue  # its place left empty: the other tiles keep their columns
                b = TileButton(t, self.tile_width, self, draw=False)
                if isinstance(t, Flower):
                    b.clicked.connect(lambda _=False, f=t: self.flower_clicked.emit(f))
                else:
                    b.clicked.connect(lambda _=False, tt=t: self.tile_clicked.emit(tt))
                self._layout.addWidget(b, r, c)
                self.buttons[str(t)] = b
        self._rules = rules.name
        # an explicit minimum width: the grid would otherwise hold the palette as wide as its
        # tiles are now, and they could never shrink with the window
        self.setMinimumWidth(self.width_for(PALETTE_MIN_TILE))
        # the tiles are drawn when the palette is first shown at its width (drawing 42 tiles
        # at one size and then again at the size the window gives is a tenth of the start-up)
        self._drawn = 0
        if self.isVisible():
            self.set_tile_width(self._fit(self.width()))

    _drawn = 0  # the width the tiles are drawn at (0: not yet)

    def showEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if not self._drawn:
            # the window shares out its width right after this: draw once that is done (the
            # next resize, or the next turn of the event loop if none comes)
            from ..qt import QTimer

            QTimer.singleShot(0, self._draw_if_not_yet)

    def _draw_if_not_yet(self) -> None:
        if not self._drawn:
            self.set_tile_width(self._fit(self.width()) if self.width() > 0 else self.tile_width)

    def _fit(self, width: int) -> int:
        m = self._layout.contentsMargins()
        room = (width - m.left() - m.right() - 8 * self._layout.spacing()) // 9 - self._BUTTON_EXTRA
        return max(PALETTE_MIN_TILE, min(PALETTE_MAX_TILE, room))

    # what a palette button adds around its tile picture (frame, the count under it), in pixels
    _BUTTON_EXTRA = 10

    def width_for(self, tile: int) -> int:
        """The palette's width with tiles ``tile`` pixels wide (nine to a row)."""
        m = self._layout.contentsMargins()
        return 9 * (tile + self._BUTTON_EXTRA) + 8 * self._layout.spacing() + m.left() + m.right()

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        """The tiles follow the palette's width: small on a small window, large on a big one."""
        super().resizeEvent(event)
        tile = self._fit(event.size().width())
        if self._drawn and abs(tile - self.tile_width) >= 2:
            self.set_tile_width(tile)  # a pixel or so is not worth redrawing 42 tiles
        elif not self._drawn:
            self.tile_width = tile  # drawn at this size when the window has settled

    def set_tile_width(self, tile: int) -> None:
        self.tile_width = tile
        self._drawn = tile
        for b in self.buttons.values():
            b.setIcon(tile_icon(b.tile, tile))
            b.setIconSize(icon_size(tile))

    def refresh(self) -> None:
        if self._rules != self.state.rules.name:
            self._build()
        for b in self.buttons.values():
            t = b.tile
            assert t is not None  # palette buttons always show a tile
            if isinstance(t, Flower):
                left = 1 if self.state.flower_available(t) else 0
            else:
                left = self.state.remaining(t)
            b.setText(str(left))
            b.setEnabled(left > 0)
            name = tile_names(t).get(self.state.lang)
            b.setToolTip(tr("{0}: {1} left").format(name, left))
            b.setAccessibleName(name)  # what a screen reader says: "5 dots", "五筒"
            b.setAccessibleDescription(tr("{0}: {1} left").format(name, left))


class HandStrip(QFrame):
    """Standing tiles (click: remove; Ctrl+click: select for a meld; right-click: more),
    the winning tile apart, then the declared melds and the flowers."""

    selection_changed = Signal()

    def __init__(self, state: HandState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self.selected: set[int] = set()
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumHeight(round(HAND_TILE * 4 / 3) + 34)
        outer = QVBoxLayout(self)
        self._outer = outer
        outer.setContentsMargins(6, 4, 6, 4)
        self.row = QHBoxLayout()
        self.row.setSpacing(1)
        outer.addLayout(self.row)
        self.hint = QLabel(self)
        self.hint.setObjectName("hand_hint")
        self.hint.setWordWrap(True)
        # the flowers on a row of their own with the hint, right of it: in the tiles' row they
        # were drawn over a declared meld, and shrank with the tiles until they could not be read
        below = QHBoxLayout()
        below.addWidget(self.hint, 1)
        self._flowers = QWidget(self)
        self._flowers_layout = QHBoxLayout(self._flowers)
        self._flowers_layout.setContentsMargins(0, 0, 0, 0)
        self._flowers_layout.setSpacing(2)
        below.addWidget(self._flowers, 0, Qt.AlignmentFlag.AlignRight)
        outer.addLayout(below)
        self.tile = HAND_TILE  # the tiles' width: it follows the strip's width (see resizeEvent)
        self.tile_buttons: list[QToolButton] = []  # the visible standing tiles, winning tile last
        self.meld_buttons: list[QToolButton] = []
        self.win_button: QToolButton | None = None
        # a fixed pool of tile buttons, reused on every change (rebuilding costs a frame)
        self._pool: list[TileButton] = []
        for _ in range(17):
            b = TileButton(None, HAND_TILE, self)  # drawn when first shown
            b.setCheckable(True)
            b.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
            b.customContextMenuRequested.connect(lambda pos, btn=b: self._menu(btn.property("hand_index"), btn, pos))
            b.clicked.connect(lambda _=False, btn=b: self._clicked(btn.property("hand_index")))
            b.hide()
            self._pool.append(b)
        self._plus = QLabel("  +", self)
        self._extras = QWidget(self)  # melds and flowers, rebuilt only when they change
        self._extras_layout = QHBoxLayout(self._extras)
        self._extras_layout.setContentsMargins(0, 0, 0, 0)
        for b in self._pool[:16]:
            self.row.addWidget(b)
        self.row.addWidget(self._plus)
        self.row.addWidget(self._pool[16])
        self.row.addWidget(self._extras)
        self.row.addStretch(1)
        self._shown: tuple[object, ...] | None = None
        self._extras_key: tuple[object, ...] | None = None
        state.changed.connect(self.refresh)
        self.refresh()
        self._hold_height()

    def _hold_height(self) -> None:
        """The strip is as tall from the start as with tiles in it, so that nothing below it
        (the palette) moves under the pointer when the first tile comes or a meld is declared."""
        sample = self._sample(self.tile)
        margins = self._outer.contentsMargins()
        spacing = self._outer.spacing()
        below = self.hint.sizeHint().height()
        if self.state.rules.has_flowers:  # room for the flowers from the start
            flower = self._sample(self.flower_tile())
            below = max(below, flower.sizeHint().height())
            flower.deleteLater()
        tall = sample.sizeHint().height() + below + margins.top() + margins.bottom() + spacing
        sample.deleteLater()
        self.setMinimumHeight(tall + 2 * self.frameWidth())
        # an explicit minimum width: the layout would otherwise hold the strip as wide as its tiles
        # are now, and they could never shrink with the window
        self.setMinimumWidth(self.minimumSizeHint().width())

    def _sample(self, width: int) -> TileButton:
        """A hidden tile button ``width`` pixels wide, to measure: a button's size hint reads the
        size of its icon, not the picture, so it holds a blank one (a tile drawn for it: ~1M
        instructions at every start)."""
        sample = TileButton(None, width, self)
        sample.setIcon(blank_icon())
        sample.hide()
        return sample

    def refresh(self) -> None:
        snap = self.state.snapshot
        self.selected = {i for i in self.selected if i < len(snap.tiles)}
        win_i = self.state.win_index()
        key = (snap.tiles, win_i, tuple(sorted(self.selected)))
        if key != self._shown:
            self._shown = key
            order = sorted((i for i in range(len(snap.tiles)) if i != win_i), key=lambda i: (snap.tiles[i].kind, i))
            self.tile_buttons = []
            for slot, b in enumerate(self._pool[:16]):
                if slot < len(order):
                    self._show_tile(b, order[slot], snap.tiles[order[slot]])
                else:
                    b.hide()
            win_b = self._pool[16]
            self.win_button = None
            self._plus.setVisible(win_i is not None)
            if win_i is not None:
                self._show_tile(win_b, win_i, snap.tiles[win_i])
                win_name = tile_names(snap.tiles[win_i]).get(self.state.lang)
                win_b.setToolTip(tr("winning tile") + ": " + win_name)
                win_b.setAccessibleName(tr("winning tile") + ": " + win_name)
                self.win_button = win_b
            else:
                win_b.hide()
        if self._flashing:  # a change of the hand ends a refusal's message
            self._flashing = ""
            self.hint.setStyleSheet("")
        extras = (snap.melds, snap.flowers)
        if extras != self._extras_key:
            self._extras_key = extras
            self._build_extras(snap.melds, snap.flowers)
        size = self.state.size()
        need = self.state.complete_size() - size
        if need > 0:
            self.hint.setText(
                tr(
                    "{0} tiles; {1} more to a complete hand. Ctrl+click tiles to select a meld, right-click for more."
                ).format(size, need)
            )
        else:
            self.hint.setText(
                tr("Complete hand; the tile after + is the winning tile (right-click a tile to change it).")
            )
        self.selection_changed.emit()

    # the narrowest and widest hand tiles, in pixels (the window lowers the widest on a short screen)
    MIN_TILE = 26
    MAX_TILE = 60
    max_tile = MAX_TILE

    def set_max_tile(self, tile: int) -> None:
        """The widest the tiles may grow (a short window keeps its height for the results)."""
        tile = max(self.MIN_TILE, min(self.MAX_TILE, tile))
        if tile != self.max_tile:
            self.max_tile = tile
            fitted = self._tile_for(self.width()) if self.width() > 0 else min(self.tile, tile)
            if fitted != self.tile:
                self.set_tile_width(fitted)

    def _tile_for(self, width: int) -> int:
        """The tile width that fits a complete hand of the rule set (and a little room for
        the winning tile's gap and a meld's) into ``width`` pixels."""
        m = self._outer.contentsMargins()
        slots = self.state.complete_size() + 2.5
        return max(self.MIN_TILE, min(self.max_tile, int((width - m.left() - m.right()) / slots) - 6))

    def sizeHint(self) -> Any:  # noqa: N802 (Qt's name)
        """As tall as the tiles and the line below them need (:meth:`_hold_height`), no taller:
        a short window gives what is left to the results, not to an empty band under the tiles."""
        hint = super().sizeHint()
        hint.setHeight(self.minimumHeight())
        return hint

    def minimumSizeHint(self) -> Any:  # noqa: N802 (Qt's name)
        """As narrow as the smallest tiles allow (the tiles shrink with the window)."""
        hint = super().minimumSizeHint()
        m = self._outer.contentsMargins()
        hint.setWidth(int((self.state.complete_size() + 2.5) * (self.MIN_TILE + 6)) + m.left() + m.right())
        return hint

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        tile = self._tile_for(event.size().width())
        if abs(tile - self.tile) >= 2:
            self.set_tile_width(tile)

    def set_tile_width(self, tile: int) -> None:
        self.tile = tile
        for b in self._pool:
            b.setIconSize(icon_size(tile))
            if b.tile is not None:
                b.setIcon(tile_icon(b.tile, tile))
        snap = self.state.snapshot
        self._build_extras(snap.melds, snap.flowers)
        self._hold_height()

    def flash(self, text: str) -> None:
        """Say a refusal where the user is looking (the hint under the tiles, in red) for a few
        seconds; the next change of the hand puts the hint back."""
        from ..qt import QTimer

        self.hint.setText(text)
        self.hint.setStyleSheet(theme.style("error", bold=True))
        self._flashing = text
        QTimer.singleShot(4000, self._unflash)

    _flashing = ""

    def _unflash(self) -> None:
        if self._flashing:
            self._flashing = ""
            self.hint.setStyleSheet("")
            self._shown = None
            self.refresh()

    def _show_tile(self, b: TileButton, index: int, tile: Tile) -> None:
        if b.tile != tile:
            b.tile = tile
            b.setIcon(tile_icon(tile, self.tile))
            b.setObjectName(f"tile_{tile}")
        b.setProperty("hand_index", index)
        b.setChecked(index in self.selected)
        name = tile_names(tile).get(self.state.lang)
        b.setToolTip(name)
        b.setAccessibleName(name)
        b.show()
        self.tile_buttons.append(b)

    # a flower's width: readable however small the hand's tiles become, and no taller than
    # the hint's row needs to grow for it (the results below keep their room)
    FLOWER = 28

    def flower_tile(self) -> int:
        return self.FLOWER

    @staticmethod
    def _empty(lay: Any) -> None:
        while lay.count():
            item = lay.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.hide()  # at once: a deleteLater waits for the event loop
                w.deleteLater()

    def _build_extras(self, melds: tuple[object, ...], flowers: tuple[Flower, ...]) -> None:
        lay = self._extras_layout
        self._empty(lay)
        self._empty(self._flowers_layout)
        self.meld_buttons = []
        for mi, meld in enumerate(self.state.snapshot.melds):
            lay.addSpacing(10)
            box = QToolButton(self._extras)
            box.setObjectName(f"meld_{mi}")
            box.setAutoRaise(True)
            spoken = " ".join(tile_names(t).get(self.state.lang) for t in meld.tiles)
            box.setToolTip(tr("declared {0}: click to undeclare").format(spoken))
            box.setAccessibleName(tr("declared {0}: click to undeclare").format(spoken))
            inner = QHBoxLayout(box)
            inner.setContentsMargins(2, 2, 2, 2)
            inner.setSpacing(0)
            concealed = meld.kind is MeldKind.CONCEALED_KONG
            for ti, t in enumerate(meld.tiles):
                face_down = concealed and ti in (0, 3)
                lbl = QLabel(box)
                small = self.tile - 10
                lbl.setPixmap(tile_icon(None if face_down else t, small).pixmap(icon_size(small)))
                inner.addWidget(lbl)
            box.setFixedSize(inner.sizeHint().expandedTo(box.minimumSizeHint()))  # all its tiles: nothing drawn over
            box.clicked.connect(lambda _=False, i=mi: self.state.remove_meld(i))
            lay.addWidget(box)
            self.meld_buttons.append(box)
        for f in flowers:
            fb = TileButton(f, self.flower_tile(), self._flowers)
            fb.setObjectName(f"flower_{f.number}")
            fb.setToolTip(tr("flower {0}: click to remove").format(tile_names(f).get(self.state.lang)))
            fb.setAccessibleName(fb.toolTip())
            fb.clicked.connect(lambda _=False, ff=f: self.state.remove_flower(ff))
            self._flowers_layout.addWidget(fb)

    def _clicked(self, index: int) -> None:
        from ..qt import QApplication

        mods = QApplication.keyboardModifiers()
        if mods & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier):
            self.toggle_selection(index)
        else:
            self.selected.clear()
            self.state.remove_tile(index)

    def toggle_selection(self, index: int) -> None:
        if index in self.selected:
            self.selected.discard(index)
        else:
            self.selected.add(index)
        for b in self.tile_buttons:
            b.setChecked(b.property("hand_index") in self.selected)
        self._shown = (self.state.snapshot.tiles, self.state.win_index(), tuple(sorted(self.selected)))
        self.selection_changed.emit()

    def _menu(self, index: int, button: QToolButton, pos: QPoint) -> None:
        menu = self.build_menu(index)
        menu.exec(button.mapToGlobal(pos))

    def build_menu(self, index: int) -> QMenu:
        from ..qt import QMenu

        menu = QMenu(self)
        win = QAction(tr("Make winning tile"), menu)
        win.triggered.connect(lambda: self.state.set_winning(index))
        win.setEnabled(self.state.size() == self.state.complete_size())
        menu.addAction(win)
        sel = QAction(tr("Select for a meld"), menu)
        sel.triggered.connect(lambda: self.toggle_selection(index))
        menu.addAction(sel)
        rm = QAction(tr("Remove"), menu)
        rm.triggered.connect(lambda: self.state.remove_tile(index))
        menu.addAction(rm)
        return menu


def meld_labels(state: HandState) -> dict[MeldKind, str]:
    """The meld buttons' words: the rule set's own (MCR "Chow", riichi "Chi"), in the UI's language."""
    words = state.rules.meld_words
    return {kind: words[kind].get(state.lang) for kind in MeldKind}


class MeldBar(QWidget):
    """Declare the selected standing tiles as a meld; a button is enabled only when it fits."""

    def __init__(self, state: HandState, strip: HandStrip, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self.strip = strip
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[MeldKind, QPushButton] = {}
        for kind in MeldKind:
            b = QPushButton(self)
            b.setObjectName(f"meld_{kind.value}")
            b.clicked.connect(lambda _=False, k=kind: self.declare(k))
            lay.addWidget(b)
            self.buttons[kind] = b
        lay.addStretch(1)
        strip.selection_changed.connect(self.refresh)
        state.changed.connect(self.refresh)  # (another rule set: its words)
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        labels = meld_labels(self.state)
        for kind, b in self.buttons.items():
            b.setText(labels[kind])

    def refresh(self) -> None:
        self.retranslate()  # (the rule set may have changed: its words)
        allowed = set(self.state.meld_options(sorted(self.strip.selected)))
        for kind, b in self.buttons.items():
            b.setEnabled(kind in allowed)

    def declare(self, kind: MeldKind) -> None:
        sel = sorted(self.strip.selected)
        self.strip.selected.clear()
        problem = self.state.declare_meld(kind, sel)
        if problem:
            self.strip.hint.setText(problem)
