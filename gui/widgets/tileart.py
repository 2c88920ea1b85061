"""Tile pictures from the project's SVG artwork (``assets/tiles``), cached per size."""

from __future__ import annotations

import os
from functools import cache, lru_cache

from core.model.tiles import Flower, Tile, format_tile

from ..qt import QColor, QFont, QIcon, QPainter, QPixmap, QRectF, QSize, QSvgRenderer, Qt
from ..resources import asset

TILE_RATIO = 4 / 3  # height / width


#: the number printed on each flower whose set numbers it apart from its place (``7f`` 4 and
#: ``8f`` 3 in a set numbered 梅蘭竹菊), as the rule set's options say (:func:`set_printed_flowers`)
_printed: dict[int, int] = {}


def set_printed_flowers(printed: dict[int, int]) -> bool:
    """Draw flowers with these printed numbers (flower number: printed number, only where it
    differs from the usual ``(n - 1) % 4 + 1``). Returns whether the drawing changes."""
    wanted = {n: p for n, p in printed.items() if p != (n - 1) % 4 + 1}
    if wanted == _printed:
        return False
    _printed.clear()
    _printed.update(wanted)
    return True


def tile_name(tile: Tile | Flower | None) -> str:
    if tile is None:
        return "back"
    if isinstance(tile, Flower):
        printed = _printed.get(tile.number)
        return f"{tile.number}f" if printed is None else f"{tile.number}f-{printed}"
    return format_tile(tile)


@lru_cache(maxsize=1)
def _artwork() -> dict[str, str]:
    """The artwork files by tile name, from one listing of the folder (not a stat per tile)."""
    folder = asset("tiles")
    try:
        files = os.listdir(folder)
    except OSError:
        return {}
    return {f[:-4]: os.path.join(folder, f) for f in files if f.endswith(".svg")}


@cache
def _renderer(name: str) -> QSvgRenderer | None:
    """Each SVG is parsed once, whatever the sizes it is drawn at."""
    path = _artwork().get(name)
    if path is None:
        return None
    r = QSvgRenderer(path)
    return r if r.isValid() else None


@lru_cache(maxsize=2048)
def tile_pixmap(name: str, width: int, dpr: float = 1.0) -> QPixmap:
    height = round(width * TILE_RATIO)
    pm = QPixmap(round(width * dpr), round(height * dpr))
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pm)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = _renderer(name)
    if r is not None:
        r.render(painter, QRectF(0, 0, width, height))
    else:  # no artwork file: a plain face with the tile's notation, never a blank
        painter.setBrush(QColor(250, 248, 240))
        painter.setPen(QColor(60, 60, 60))
        painter.drawRoundedRect(QRectF(0.5, 0.5, width - 1, height - 1), width * 0.12, width * 0.12)
        f = QFont()
        f.setPixelSize(max(8, width // 3))
        painter.setFont(f)
        painter.drawText(QRectF(0, 0, width, height), Qt.AlignmentFlag.AlignCenter, name)
    painter.end()
    return pm


def tile_icon(tile: Tile | Flower | None, width: int) -> QIcon:
    """The tile drawn for the screen's pixel density (sharp on high-DPI screens, no wasted
    pixels on ordinary ones)."""
    return QIcon(tile_pixmap(tile_name(tile), width, _device_pixel_ratio()))


def _device_pixel_ratio() -> float:
    from ..qt import QGuiApplication

    screen = QGuiApplication.primaryScreen()
    return max(1.0, screen.devicePixelRatio()) if screen is not None else 1.0


@lru_cache(maxsize=1)
def blank_icon() -> QIcon:
    """An icon with nothing drawn in it, for a button that is only measured (see
    ``HandStrip._sample``): not null, so the button is laid out as one with a tile."""
    pm = QPixmap(1, 1)
    pm.fill(Qt.GlobalColor.transparent)
    return QIcon(pm)


def icon_size(width: int) -> QSize:
    return QSize(width, round(width * TILE_RATIO))
