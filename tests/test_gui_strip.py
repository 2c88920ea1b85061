"""Issue 23, "the screens a referee reads": the hand strip draws flowers beside, never over,
a declared meld, and eight flowers stay readable."""

from __future__ import annotations

import os
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from PySide6.QtCore import QRect  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from gui.app import make_window  # noqa: E402

EIGHT_FLOWERS = "123m456p789s111p5z [777z] +5z 12345678f"
READABLE = 24  # the narrowest flower picture one can still read


def _in_strip(strip: QWidget, w: QWidget) -> QRect:
    return QRect(w.mapTo(strip, w.rect().topLeft()), w.size())


@pytest.mark.parametrize("size", [(1280, 860), (1024, 640)])
def test_eight_flowers_are_readable_and_beside_the_declared_pung(qtbot: Any, size: tuple[int, int]) -> None:
    w: Any = make_window("taiwan", None, "zh-Hant")
    qtbot.addWidget(w)
    w.show()
    w.state.set_from_notation(EIGHT_FLOWERS)
    for _ in range(2):
        w.resize(*size)
        QApplication.processEvents()
    strip = w.strip
    flowers = [b for b in strip.findChildren(QWidget) if b.objectName().startswith("flower_") and b.isVisible()]
    assert len(flowers) == 8
    melds = [_in_strip(strip, m) for m in strip.meld_buttons]
    tiles = [_in_strip(strip, b) for b in strip.tile_buttons + [strip.win_button]]
    assert melds
    for f in flowers:
        r = _in_strip(strip, f)
        assert not any(r.intersects(m) for m in melds), (r, melds)  # 春 drew over the third 中
        assert not any(r.intersects(t) for t in tiles)
        assert strip.rect().contains(r)  # inside the strip, not cut
        assert f.iconSize().width() >= READABLE, f.iconSize()
    for a in range(len(flowers)):
        for b in range(a + 1, len(flowers)):
            assert not _in_strip(strip, flowers[a]).intersects(_in_strip(strip, flowers[b]))
    assert all(strip.rect().contains(m) for m in melds)
    for m in strip.meld_buttons:  # the meld shows all its tiles
        assert m.width() >= m.layout().sizeHint().width()
