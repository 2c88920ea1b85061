"""Issue 11: dark mode follows the system's colour scheme, the window's own colours have a
dark shade, and the tiles stay legible (their ivory faces) in both."""

from __future__ import annotations

import os
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from PySide6.QtWidgets import QApplication  # noqa: E402

from gui import theme  # noqa: E402
from gui.app import make_window  # noqa: E402


def tile_face(w: Any) -> tuple[int, int]:
    """The lightness of a palette tile's face (its picture's middle) and of the window around it."""
    b = w.palette_widget.buttons["5p"]
    image = b.icon().pixmap(b.iconSize()).toImage()
    values = sorted(
        image.pixelColor(x, y).lightness()
        for x in range(2, image.width() - 2, 3)
        for y in range(2, image.height() - 2, 3)
        if image.pixelColor(x, y).alpha() > 200
    )
    face = values[len(values) * 3 // 4]  # most of a tile is its face: the upper quarter of the shades
    return face, QApplication.instance().palette().window().color().lightness()


def test_the_window_follows_a_dark_scheme_and_back(qtbot: Any) -> None:
    w = make_window("mcr", "123m456p789s1z [777z] +1z", "en")
    qtbot.addWidget(w)
    w.show()
    QApplication.processEvents()  # the palette draws its tiles once the window has settled
    start = QApplication.instance().palette()
    try:
        theme.set_scheme("dark")
        assert theme.is_dark()
        face, window = tile_face(w)
        assert window < 90 and face > 150  # a dark window, the tiles' faces still ivory: legible
        w.notation.edit.setText("123m [12")
        w.notation.commit()
        assert theme.COLORS["error"][1] in w.notation.error.styleSheet()  # the dark shade of red
        assert theme.COLORS["error"][1] in w.breakdown.verdict.styleSheet()
        theme.set_scheme("light")
        assert not theme.is_dark()
        face, window = tile_face(w)
        assert window > 180 and face > 150
        assert theme.COLORS["error"][0] in w.notation.error.styleSheet()  # set again for the light
        assert QApplication.instance().palette() == start  # the palette the window started with
    finally:
        theme.set_scheme("")
