#!/usr/bin/env python3
"""Draw the project's tile artwork: assets/tiles/<name>.svg.

    python tools/make_tiles.py             # (re)writes all 46 SVGs
    python tools/make_tiles.py --out DIR   # somewhere else

Names: 1m..9m, 1p..9p, 1s..9s (characters, dots, bamboo), 1z..7z (East South West North,
White Green Red dragons), 0m 0p 0s (red fives), 1f..8f (spring summer autumn winter, plum
orchid chrysanthemum bamboo) and ``back``.

Every file has viewBox="0 0 60 80" (a 3:4 tile).  Characters are not set as text: their
outlines are read from Noto Serif CJK TC Bold (Debian ``fonts-noto-cjk``, SIL OFL 1.1) with
fontTools and written as <path> elements, so the SVGs need no font at run time and hold no
<text> element and no font reference.  fontTools is needed here only, at build time
(``pip install fonttools``); the app merely renders the SVGs.

The output is deterministic: same fonts in, same bytes out.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Sequence
from pathlib import Path

try:
    from fontTools.misc.transform import Transform
    from fontTools.pens.boundsPen import BoundsPen
    from fontTools.pens.svgPathPen import SVGPathPen
    from fontTools.pens.transformPen import TransformPen
    from fontTools.ttLib import TTCollection, TTFont
except ImportError:  # pragma: no cover - build-time message
    sys.exit("make_tiles.py needs fontTools: pip install fonttools")

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "assets" / "tiles"

SERIF_CANDIDATES = [
    "/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc",
    "/usr/share/fonts/opentype/noto/NotoSerifCJKtc-Bold.otf",
]
SANS_CANDIDATES = [  # fallback when the serif is missing: same outlines, other style
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
    "/usr/share/fonts/opentype/noto/NotoSansCJKtc-Bold.otf",
]

W, H = 60, 80

# palette
FACE = "#fbf8ef"
FACE_SHADE = "#f1ead8"
EDGE = "#d9cdb0"
BORDER = "#3a342a"
INK = "#16224f"  # numerals, winds
RED = "#c3202b"
GREEN = "#17803d"
DARK_GREEN = "#0e5a2a"
BLUE = "#1b56a6"
DARK_BLUE = "#123c78"
DARK_RED = "#8e1219"
SEASON = "#1b56a6"  # 春夏秋冬
PLANT = "#17803d"  # 梅蘭菊竹
BACK = "#1f7a52"
BACK_DARK = "#125639"
BACK_LIGHT = "#5fae86"


def num(value: float) -> str:
    """Compact, stable number formatting for SVG attributes and paths."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


# ----------------------------------------------------------------------------- glyphs


class Glyphs:
    """Glyph outlines of one CJK font, as SVG path data placed in tile coordinates."""

    def __init__(self, path: Path, region: str = "TC") -> None:
        if path.suffix.lower() in {".ttc", ".otc"}:
            fonts = TTCollection(str(path)).fonts
            chosen = [f for f in fonts if f["name"].getDebugName(1).endswith(" " + region)]
            font = chosen[0] if chosen else fonts[0]
        else:
            font = TTFont(str(path))
        self.font = font
        self.name = f"{font['name'].getDebugName(4)} ({font['name'].getDebugName(5)})"
        self.glyph_set = font.getGlyphSet()
        self.cmap = font.getBestCmap()
        self.upem = font["head"].unitsPerEm

    def path(self, char: str, cx: float, cy: float, size: float, sx: float = 1.0, sy: float = 1.0) -> str:
        """Path data of ``char`` scaled so one em is ``size`` units, its ink box centred on (cx, cy)."""
        name = self.cmap[ord(char)]
        glyph = self.glyph_set[name]
        bounds = BoundsPen(self.glyph_set)
        glyph.draw(bounds)
        x0, y0, x1, y1 = bounds.bounds
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        k = size / self.upem
        t = Transform(k * sx, 0, 0, -k * sy, cx - mx * k * sx, cy + my * k * sy)
        pen = SVGPathPen(self.glyph_set, ntos=num)
        glyph.draw(TransformPen(pen, t))
        return pen.getCommands()


def find_font(candidates: list[str]) -> Path | None:
    for candidate in candidates:
        if Path(candidate).exists():
            return Path(candidate)
    return None


# ----------------------------------------------------------------------------- shapes


def circle(cx: float, cy: float, r: float, fill: str, extra: str = "") -> str:
    return f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="{fill}"{extra}/>'


def rect(x: float, y: float, w: float, h: float, rx: float, fill: str, extra: str = "") -> str:
    return f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" rx="{num(rx)}" fill="{fill}"{extra}/>'


def glyph(
    g: Glyphs,
    char: str,
    cx: float,
    cy: float,
    size: float,
    fill: str,
    sx: float = 1.0,
    sy: float = 1.0,
    bold: float = 0.0,
) -> str:
    """A character as an outline; ``bold`` > 0 strokes it in its own colour to thicken it."""
    stroke = f' stroke="{fill}" stroke-width="{num(bold)}" stroke-linejoin="round"' if bold else ""
    return f'<path fill="{fill}"{stroke} d="{g.path(char, cx, cy, size, sx, sy)}"/>'


def tile_body() -> list[str]:
    """Rounded ivory face over a slightly darker bottom edge, with a thin dark outline."""
    return [
        '<defs><linearGradient id="face" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="{FACE}"/><stop offset="1" stop-color="{FACE_SHADE}"/>'
        "</linearGradient></defs>",
        rect(0.6, 0.6, 58.8, 78.8, 6, EDGE, f' stroke="{BORDER}" stroke-width="1.2"'),
        rect(1.3, 1.3, 57.4, 73.2, 5.4, "url(#face)"),
        rect(1.8, 74.4, 56.4, 0.7, 0.35, "#000000", ' fill-opacity="0.12"'),
    ]


def back_body() -> list[str]:
    parts = [
        rect(0.6, 0.6, 58.8, 78.8, 6, BACK_DARK, f' stroke="{BORDER}" stroke-width="1.2"'),
        rect(1.3, 1.3, 57.4, 73.2, 5.4, BACK),
        rect(5, 5, 50, 65.8, 3.2, "none", f' stroke="{BACK_LIGHT}" stroke-width="1"'),
        rect(7.2, 7.2, 45.6, 61.4, 2.2, "none", f' stroke="{BACK_LIGHT}" stroke-width="0.5"'),
    ]
    # a lattice of small diamonds, like the pressed pattern of real tile backs
    for row in range(5):
        for col in range(3):
            cx, cy = 18 + col * 12, 14 + row * 12
            d = 3.2
            parts.append(
                f'<path fill="{BACK_LIGHT}" fill-opacity="0.55" d="M{num(cx)} {num(cy - d)}'
                f'L{num(cx + d)} {num(cy)}L{num(cx)} {num(cy + d)}L{num(cx - d)} {num(cy)}Z"/>'
            )
    return parts


def dot(cx: float, cy: float, r: float, color: str) -> str:
    """One coin of the dots suit: coloured ring, white ring, coloured disc, white eye, centre."""
    dark = {BLUE: DARK_BLUE, GREEN: DARK_GREEN, RED: DARK_RED}[color]
    return "".join(
        [
            circle(cx, cy, r, dark),
            circle(cx, cy, r * 0.86, color),
            circle(cx, cy, r * 0.66, FACE),
            circle(cx, cy, r * 0.50, color),
            circle(cx, cy, r * 0.22, FACE),
            circle(cx, cy, r * 0.10, dark),
        ]
    )


def big_dot(cx: float, cy: float) -> list[str]:
    """The one of dots: a large ornate medallion."""
    parts = [circle(cx, cy, 22, DARK_GREEN), circle(cx, cy, 21, GREEN)]
    for i in range(16):  # ring of pearls
        a = 2 * math.pi * i / 16
        parts.append(circle(cx + 17.6 * math.cos(a), cy + 17.6 * math.sin(a), 1.7, FACE))
    parts += [circle(cx, cy, 14.6, FACE), circle(cx, cy, 13.4, BLUE)]
    for i in range(8):  # petals
        a = 360 * i / 8
        parts.append(
            f'<ellipse cx="0" cy="-9.4" rx="2.6" ry="3.6" fill="{FACE}" '
            f'transform="translate({num(cx)} {num(cy)}) rotate({num(a)})"/>'
        )
    parts += [
        circle(cx, cy, 6.4, RED),
        circle(cx, cy, 4.2, FACE),
        circle(cx, cy, 2.6, RED),
        circle(cx, cy, 1.0, FACE),
    ]
    return parts


DOTS: dict[int, Sequence[tuple[float, float, str]]] = {  # (x, y, colour); radius per count
    1: [],
    2: [(30, 22, GREEN), (30, 54, BLUE)],
    3: [(15.5, 17, BLUE), (30, 38, RED), (44.5, 59, GREEN)],
    4: [(18.5, 21.5, BLUE), (41.5, 21.5, GREEN), (18.5, 54.5, GREEN), (41.5, 54.5, BLUE)],
    5: [(16.5, 18.5, BLUE), (43.5, 18.5, GREEN), (30, 38, RED), (16.5, 57.5, GREEN), (43.5, 57.5, BLUE)],
    6: [(19.5, 15, GREEN), (40.5, 15, GREEN), (19.5, 43, RED), (40.5, 43, RED), (19.5, 61, RED), (40.5, 61, RED)],
    7: [
        (14.5, 12, GREEN),
        (30, 20.5, GREEN),
        (45.5, 29, GREEN),
        (19.5, 46, RED),
        (40.5, 46, RED),
        (19.5, 62.5, RED),
        (40.5, 62.5, RED),
    ],
    8: [(19.5, y, BLUE) for y in (12.5, 29, 45.5, 62)] + [(40.5, y, BLUE) for y in (12.5, 29, 45.5, 62)],
    9: [(x, 19, BLUE) for x in (14, 30, 46)]
    + [(x, 38, RED) for x in (14, 30, 46)]
    + [(x, 57, GREEN) for x in (14, 30, 46)],
}
DOT_R = {2: 11.5, 3: 9.2, 4: 9.6, 5: 8.4, 6: 7.8, 7: 7.2, 8: 7.4, 9: 7.2}


def stick(cx: float, cy: float, length: float, color: str, angle: float = 0.0, w: float = 7.0) -> str:
    """One bamboo stick: two segments with slim waists between three joints, and a pith line."""
    dark = {GREEN: DARK_GREEN, RED: DARK_RED, BLUE: DARK_BLUE}[color]
    h, a = length / 2, w / 2
    waist = a * 0.72
    body = []
    for y0, y1 in ((-h + 0.9, 0), (0, h - 0.9)):  # each segment narrows towards its middle
        m = (y0 + y1) / 2
        body.append(
            f"M{num(-a)} {num(y0)}Q{num(-waist)} {num(m)} {num(-a)} {num(y1)}"
            f"L{num(a)} {num(y1)}Q{num(waist)} {num(m)} {num(a)} {num(y0)}Z"
        )
    joint_h = max(1.6, w * 0.27)
    inner = [
        f'<path fill="{color}" d="{"".join(body)}"/>',
        # pith: a light line down each segment
        rect(-w * 0.09, -h + joint_h + 0.8, w * 0.18, h - 1.5 * joint_h - 1.4, w * 0.09, FACE, ' fill-opacity="0.85"'),
        rect(-w * 0.09, joint_h / 2 + 0.8, w * 0.18, h - 1.5 * joint_h - 1.4, w * 0.09, FACE, ' fill-opacity="0.85"'),
        # joints
        rect(-a - 0.5, -h, w + 1, joint_h, joint_h / 2, dark),
        rect(-a - 0.5, -joint_h / 2, w + 1, joint_h, joint_h / 2, dark),
        rect(-a - 0.5, h - joint_h, w + 1, joint_h, joint_h / 2, dark),
    ]
    transform = f"translate({num(cx)} {num(cy)})" + (f" rotate({num(angle)})" if angle else "")
    return f'<g transform="{transform}">{"".join(inner)}</g>'


STICKS: dict[int, Sequence[tuple[float, float, float, str, float]]] = {  # (x, y, length, colour, angle)
    2: [(30, 22, 29, GREEN, 0), (30, 55, 29, GREEN, 0)],
    3: [(30, 22, 29, GREEN, 0), (19, 55, 29, GREEN, 0), (41, 55, 29, GREEN, 0)],
    4: [(19, 22, 29, GREEN, 0), (41, 22, 29, GREEN, 0), (19, 55, 29, GREEN, 0), (41, 55, 29, GREEN, 0)],
    5: [
        (15, 22, 29, GREEN, 0),
        (45, 22, 29, GREEN, 0),
        (30, 38.5, 29, RED, 0),
        (15, 55, 29, GREEN, 0),
        (45, 55, 29, GREEN, 0),
    ],
    6: [(x, y, 29, GREEN, 0) for y in (22, 55) for x in (14, 30, 46)],
    7: [(30, 14.5, 19, RED, 0)] + [(x, y, 19, GREEN, 0) for y in (38, 60) for x in (14, 30, 46)],
    8: [
        (11.5, 22, 29, GREEN, 0),
        (23.2, 22, 29, GREEN, 13),
        (36.8, 22, 29, GREEN, -13),
        (48.5, 22, 29, GREEN, 0),
        (11.5, 55, 29, GREEN, 0),
        (23.2, 55, 29, GREEN, -13),
        (36.8, 55, 29, GREEN, 13),
        (48.5, 55, 29, GREEN, 0),
    ],
    9: [(x, y, 19, RED if x == 30 else GREEN, 0) for y in (16, 38, 60) for x in (14, 30, 46)],
}
STICK_W = {2: 8.0, 3: 8.0, 4: 8.0, 5: 7.6, 6: 7.4, 7: 7.0, 8: 6.4, 9: 7.0}


def bird() -> list[str]:
    """The one of bamboo: a peacock-like bird standing on a bamboo stem."""
    p = []
    # tail feathers fanning up and out to the right, each with an eye
    for i, a in enumerate((-62, -44, -26, -8, 10)):
        colour = GREEN if i % 2 == 0 else BLUE
        eye = RED if i % 2 == 0 else GREEN
        p.append(
            f'<g transform="translate(33 42) rotate({a})">'
            f'<path fill="{colour}" d="M0 -2C8 -5 19 -5.4 26 0C19 5.4 8 5 0 2Z"/>'
            f"{circle(20, 0, 3.1, FACE)}{circle(20, 0, 1.9, eye)}"
            "</g>"
        )
    # stem it stands on
    p.append(rect(9, 63, 42, 3.2, 1.6, DARK_GREEN))
    # legs
    p.append(
        f'<path fill="none" stroke="{RED}" stroke-width="1.5" stroke-linecap="round" '
        'd="M24 50L22 63M29 50L30 63M19.5 63.5L22 63L24.5 63.5M27.5 63.5L30 63L32.5 63.5"/>'
    )
    # body and wing
    p.append(f'<path fill="{GREEN}" d="M16 24C11 33 13 46 22 51C30 55 38 50 37 41C36 33 27 31 22 25Z"/>')
    p.append(f'<path fill="{BLUE}" d="M20 35C24 33 32 36 34 44C31 49 25 48 21 43C24 42 24 38 20 35Z"/>')
    p.append(
        f'<path fill="none" stroke="{FACE}" stroke-width="0.8" stroke-linecap="round" '
        'd="M23 39C26 39 29 41 31 44M22.5 42.5C25 42.5 27.5 44 29 46"/>'
    )
    # neck and head
    p.append(f'<path fill="{GREEN}" d="M15 27C14 22 15 17 19 14.5C23 12.5 27 15 26.5 19.5C26 23 23 25 22 29Z"/>')
    p.append(circle(20.6, 18.4, 6.2, GREEN))
    # crest
    for dx, dy, a in ((-1.5, -7, -20), (1.2, -7.6, 0), (3.8, -6.8, 22)):
        p.append(
            f'<g transform="translate({num(20.6 + dx)} {num(18.4 + dy)}) rotate({a})">'
            f'<path fill="none" stroke="{DARK_GREEN}" stroke-width="0.8" d="M0 4V-1"/>'
            f"{circle(0, -1.6, 1.3, RED)}</g>"
        )
    # beak and eye
    p.append(f'<path fill="{RED}" d="M15.2 17.2L8.5 19.6L15 21.4Z"/>')
    p.append(circle(19, 17.4, 1.9, FACE))
    p.append(circle(18.7, 17.4, 1.0, "#101010"))
    # breast mark
    p.append(f'<path fill="{RED}" d="M15.6 27C15 31 15.6 35 17.5 38C18.5 34 18.6 30 18 26.5Z"/>')
    return p


NUMERALS = "一二三四五六七八九"
WINDS = "東南西北"
FLOWERS = "春夏秋冬梅蘭菊竹"


def blossom(cx: float, cy: float, r: float, color: str) -> list[str]:
    parts = []
    for i in range(5):
        a = 360 * i / 5
        parts.append(
            f'<ellipse cx="0" cy="{num(-r * 0.55)}" rx="{num(r * 0.36)}" ry="{num(r * 0.5)}" '
            f'fill="{color}" transform="translate({num(cx)} {num(cy)}) rotate({num(a)})"/>'
        )
    parts.append(circle(cx, cy, r * 0.26, "#e0a21a"))
    return parts


def face_parts(name: str, g: Glyphs, digits: Glyphs) -> tuple[str, list[str]]:
    name, _dash, printed = name.partition("-")  # "7f-4": flower 7 with the number 4 printed
    """(title, shapes) of one tile face."""
    if name == "back":
        return "tile back", []
    rank, suit = int(name[0]), name[1]
    red_five = rank == 0
    if red_five:
        rank = 5
    if suit == "m":
        colour = RED if red_five else INK
        return (
            f"{rank} of characters" + (" (red five)" if red_five else ""),
            [
                glyph(g, NUMERALS[rank - 1], 30, 19.5, 30, colour, sx=1.22, sy=0.86, bold=1.1),
                glyph(g, "萬", 30, 53.5, 38, RED, sx=1.12, sy=0.98, bold=0.3),
            ],
        )
    if suit == "p":
        if rank == 1:
            return "1 of dots", big_dot(30, 38)
        r = DOT_R[rank]
        return (
            f"{rank} of dots" + (" (red five)" if red_five else ""),
            [dot(x, y, r, RED if red_five else c) for x, y, c in DOTS[rank]],
        )
    if suit == "s":
        if rank == 1:
            return "1 of bamboo", bird()
        return (
            f"{rank} of bamboo" + (" (red five)" if red_five else ""),
            [stick(x, y, L, RED if red_five else c, a, STICK_W[rank]) for x, y, L, c, a in STICKS[rank]],
        )
    if suit == "z":
        if rank <= 4:
            return f"{'East South West North'.split()[rank - 1]} wind", [
                glyph(g, WINDS[rank - 1], 30, 38, 46, INK, bold=0.7)
            ]
        if rank == 5:
            return "White dragon", [
                rect(10.5, 12.5, 39, 51, 2.5, "none", f' stroke="{BLUE}" stroke-width="3.6"'),
                rect(15.5, 17.5, 29, 41, 1.2, "none", f' stroke="{BLUE}" stroke-width="1.3"'),
            ]
        if rank == 6:
            return "Green dragon", [glyph(g, "發", 30, 38, 46, GREEN, bold=0.5)]
        return "Red dragon", [glyph(g, "中", 30, 38, 48, RED, sx=1.0, sy=1.08, bold=0.8)]
    if suit == "f":
        season = rank <= 4
        colour = SEASON if season else PLANT
        words = "spring summer autumn winter plum orchid chrysanthemum bamboo".split()
        number = str(rank if season else rank - 4)
        title = f"flower {rank}: {words[rank - 1]}"
        if printed:  # a set that numbers the bamboo 3 and the chrysanthemum 4 (梅蘭竹菊)
            number, title = printed, f"{title}, numbered {printed}"
        return title, [
            glyph(digits, number, 11, 12.5, 19, RED, bold=0.6),
            *blossom(48, 12, 6.6, colour if season else RED),
            glyph(g, FLOWERS[rank - 1], 30, 45, 42, colour, bold=0.5),
        ]
    raise ValueError(name)


TILE_NAMES = (
    [f"{r}{s}" for s in "mps" for r in range(1, 10)]
    + [f"{r}z" for r in range(1, 8)]
    + ["0m", "0p", "0s"]
    + [f"{r}f" for r in range(1, 9)]
    + ["7f-4", "8f-3"]  # the plants of a set numbered 梅蘭竹菊 (gui/widgets/tileart.py)
    + ["back"]
)


def svg(name: str, g: Glyphs, digits: Glyphs) -> str:
    title, shapes = face_parts(name, g, digits)
    body = back_body() if name == "back" else tile_body()
    lines = [
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" viewBox="0 0 {W} {H}" width="{W}" height="{H}">',
        f"<title>{title}</title>",
        *body,
        *shapes,
        "</svg>",
    ]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(OUT_DIR), help="output folder")
    parser.add_argument("--font", help="a Noto Serif CJK (or Sans CJK) .ttc/.otf to take glyphs from")
    args = parser.parse_args(argv)

    font_path = Path(args.font) if args.font else find_font(SERIF_CANDIDATES) or find_font(SANS_CANDIDATES)
    if font_path is None:
        sys.exit("Noto Serif CJK Bold not found; install it with: apt-get install fonts-noto-cjk")
    g = Glyphs(font_path, "TC")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    total = 0
    for name in TILE_NAMES:
        text = svg(name, g, g)
        (out / f"{name}.svg").write_text(text, encoding="utf-8")
        total += len(text.encode("utf-8"))
    print(f"{len(TILE_NAMES)} tiles written to {out} ({total:,} bytes) with glyphs from {g.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
