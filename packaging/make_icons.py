#!/usr/bin/env python3
"""Draw the application icon from the tile artwork (assets/tiles) with Qt's SVG renderer.

    python packaging/make_icons.py

The picture is a tile back, tilted, behind an upright Red Dragon (7z), on a transparent
square. It writes, all checked in:

- ``packaging/linux/icons/mahjong-scorer-{256,128,64,48}.png``: the freedesktop icons
  (installed by build_deb.py into /usr/share/icons/hicolor/NxN/apps/);
- ``packaging/windows/mahjong-scorer.ico``: 16..256 px, PNG-compressed entries (Vista and
  later), used by PyInstaller for the .exe and by the Inno Setup installer;
- ``packaging/macos/mahjong-scorer.icns``: 16..1024 px PNG entries, for the .app bundle.

Only PySide6 is needed (no Pillow): the .ico and .icns containers are written by hand.
Run headless: QT_QPA_PLATFORM is set to ``offscreen`` when unset.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TILES = ROOT / "assets" / "tiles"
LINUX_SIZES = (256, 128, 64, 48)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns element types holding PNG data, by pixel size (ic11..ic14 are the @2x variants)
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),
    (b"icp6", 64),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),
    (b"ic09", 512),
    (b"ic14", 512),
    (b"ic10", 1024),
)


def render(size: int) -> bytes:
    """The icon as PNG bytes, ``size`` x ``size`` pixels."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    back = QSvgRenderer(str(TILES / "back.svg"))
    front = QSvgRenderer(str(TILES / "7z.svg"))
    if not (back.isValid() and front.isValid()):
        sys.exit(f"make_icons.py: cannot read {TILES / 'back.svg'} or {TILES / '7z.svg'}")
    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    s = size / 256.0  # the design is laid out on a 256 px square
    h = 206 * s  # tile height; tiles are 3:4
    w = h * 0.75
    # the tilted tile back, behind and to the left
    p.save()
    p.translate(QPointF(96 * s, 134 * s))
    p.rotate(-14)
    back.render(p, QRectF(-w / 2, -h / 2, w, h))
    p.restore()
    # a soft shadow under the front tile, then the Red Dragon, upright, to the right
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 60))
    r = QRectF(150 * s - w / 2 + 4 * s, 128 * s - h / 2 + 5 * s, w, h)
    p.drawRoundedRect(r, w * 0.1, w * 0.1)
    p.restore()
    front.render(p, QRectF(150 * s - w / 2, 128 * s - h / 2, w, h))
    p.end()
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    if not img.save(buf, "PNG"):  # type: ignore[call-overload]  # the stubs say bytes; it takes str
        sys.exit("make_icons.py: PNG encoding failed")
    buf.close()
    return bytes(data.data())


def ico(images: dict[int, bytes]) -> bytes:
    """An .ico file of PNG-compressed entries."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries = b""
    body = b""
    for n in sizes:
        png = images[n]
        dim = 0 if n >= 256 else n  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset)
        body += png
        offset += len(png)
    return header + entries + body


def icns(images: dict[int, bytes]) -> bytes:
    """An .icns file of PNG entries."""
    body = b"".join(kind + struct.pack(">I", 8 + len(images[n])) + images[n] for kind, n in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication(sys.argv[:1])
    sizes = set(LINUX_SIZES) | set(ICO_SIZES) | {n for _, n in ICNS_TYPES}
    images = {n: render(n) for n in sorted(sizes)}
    out: dict[Path, bytes] = {}
    for n in LINUX_SIZES:
        out[ROOT / "packaging" / "linux" / "icons" / f"mahjong-scorer-{n}.png"] = images[n]
    out[ROOT / "packaging" / "windows" / "mahjong-scorer.ico"] = ico({n: images[n] for n in ICO_SIZES})
    out[ROOT / "packaging" / "macos" / "mahjong-scorer.icns"] = icns(images)
    for path, data in out.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"wrote {path.relative_to(ROOT)} ({len(data) // 1024} KiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
