"""The bundled artwork and font: assets/tiles/*.svg and assets/fonts/ (made by tools/).

The SVG checks need nothing but the standard library.  The rendering and font checks use
PySide6 (skipped where it is not installed) and run in a child process with the offscreen
platform, so this file never creates the test session's Q(Gui)Application for other tests.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TILES = ROOT / "assets" / "tiles"
FONTS = ROOT / "assets" / "fonts"
FONT_FILES = ["NotoSansCJK-Subset.otf", "NotoSansCJK-Subset-Bold.otf"]
FONT_FAMILY = "Noto Sans CJK Subset"

TILE_NAMES = (
    [f"{r}{s}" for s in "mps" for r in range(1, 10)]
    + [f"{r}z" for r in range(1, 8)]
    + ["0m", "0p", "0s"]
    + [f"{r}f" for r in range(1, 9)]
    + ["7f-4", "8f-3"]  # the plants of a set numbered 梅蘭竹菊
    + ["back"]
)
VIEWBOX = "0 0 60 80"
SVG_NS = "{http://www.w3.org/2000/svg}"
ALLOWED_ELEMENTS = {
    "svg",
    "title",
    "desc",
    "defs",
    "g",
    "path",
    "rect",
    "circle",
    "ellipse",
    "line",
    "polyline",
    "polygon",
    "linearGradient",
    "radialGradient",
    "stop",
}

# must render with the bundled font alone: zh-Hans, zh-Hant and ja labels, kana, ASCII
REQUIRED_CHARACTERS = (
    "国标麻将 國標麻將 清一色 七对 七對 七対 大四喜 绿一色 綠一色 緑一色 九莲宝灯 九蓮寶燈 和绝张 和絕張"
    " 麻将計分器 规则 規則 設定 撤销 重做 清除 复制 听牌 向听 自摸 点和 门风 圈风 花牌"
    " 東南西北中發白 萬筒索 春夏秋冬梅蘭菊竹 ツモ ロン ポン チー カン あいうえお 、。「」（）"
    " Mahjong Scorer 0123456789 +-*/=:;,.!?()[]"
)


def test_the_plant_flowers_are_drawn_with_either_number() -> None:
    """A set numbered 梅蘭竹菊 prints 4 on the chrysanthemum and 3 on the bamboo: the same face,
    the other number (the digit is the first path of a flower's face)."""

    def digit_and_rest(name: str) -> tuple[str, list[str]]:
        lines = (TILES / f"{name}.svg").read_text(encoding="utf-8").splitlines()
        paths = [line for line in lines if line.startswith("<path")]
        return paths[0], [line for line in lines if line not in (paths[0],) and not line.startswith("<title")]

    d7, rest7 = digit_and_rest("7f")
    d8, rest8 = digit_and_rest("8f")
    d74, rest74 = digit_and_rest("7f-4")
    d83, rest83 = digit_and_rest("8f-3")
    assert (d74, rest74) == (d8, rest7) and (d83, rest83) == (d7, rest8)


def test_every_tile_file_exists() -> None:
    missing = [n for n in TILE_NAMES if not (TILES / f"{n}.svg").is_file()]
    assert not missing, f"missing tiles (run tools/make_tiles.py): {missing}"


@pytest.mark.parametrize("name", TILE_NAMES)
def test_tile_svg_is_self_contained(name: str) -> None:
    raw = (TILES / f"{name}.svg").read_text(encoding="utf-8")
    root = ET.fromstring(raw)
    assert root.tag == f"{SVG_NS}svg"
    assert root.get("viewBox") == VIEWBOX
    tags = {el.tag.removeprefix(SVG_NS) for el in root.iter()}
    assert "text" not in tags and "font" not in tags and "font-face" not in tags
    assert tags <= ALLOWED_ELEMENTS, f"unexpected elements {tags - ALLOWED_ELEMENTS}"
    assert "font" not in raw.lower(), "glyphs must be outlines, never font references"
    assert "href" not in raw, "no external or linked content"


def test_red_fives_are_not_the_plain_fives() -> None:
    for suit in "mps":
        assert (TILES / f"0{suit}.svg").read_bytes() != (TILES / f"5{suit}.svg").read_bytes()


def test_ofl_license_and_readme_are_shipped() -> None:
    ofl = (FONTS / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in ofl
    assert "Adobe" in ofl  # the copyright notice the license requires to travel with the font
    readme = (FONTS / "README.md").read_text(encoding="utf-8")
    assert "Noto Sans CJK" in readme and "OFL" in readme


def test_font_subset_is_small() -> None:
    """The whole of GB 2312, Big5 and JIS X 0208 (issue 41) is about 4.7 MB a weight; the full
    Noto Sans CJK SC is 16 MB: a subset that grows past 7 MB kept more than it meant to."""
    for name in FONT_FILES:
        size = (FONTS / name).stat().st_size
        assert 1_000_000 < size < 7_000_000, f"{name}: {size} bytes"


def test_the_font_holds_every_name_character_of_the_three_scripts() -> None:
    """Issue 41: 陳 黃 吳 劉 楊 陈 刘 吴 島 宮 橋 鈴 were missing (a sheet for 靜香 and 大島五郎 printed
    香 and 大五郎): the bundled font holds every ideograph of GB 2312, Big5 and JIS X 0208, kana,
    and the Latin, Greek and Cyrillic letters of names, in both weights."""
    fonttools = pytest.importorskip("fontTools.ttLib")

    def ideographs(codec: str, leads: range, trails: list[int], stop: bytes) -> set[str]:
        out = set()
        for lead in leads:
            for trail in trails:
                pair = bytes([lead, trail])
                if pair >= stop:
                    continue
                try:
                    c = pair.decode(codec)
                except UnicodeDecodeError:
                    continue
                if len(c) == 1 and 0x4E00 <= ord(c) <= 0x9FFF:
                    out.add(c)
        return out

    wanted = (
        ideographs("gb2312", range(0xB0, 0xF8), list(range(0xA1, 0xFF)), b"\xff\xff")
        | ideographs("big5", range(0xA4, 0xFA), list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)), b"\xf9\xd6")
        | ideographs("euc_jp", range(0xB0, 0xF5), list(range(0xA1, 0xFF)), b"\xff\xff")
    )
    assert len(wanted) > 16_000 and set("陳黃吳劉楊陈刘吴島宮橋鈴靜") <= wanted
    wanted |= {chr(c) for c in range(0x3041, 0x3097)} | {chr(c) for c in range(0x30A1, 0x30FB)}  # kana
    # the letters of names the source font has: Latin-1, Greek, Cyrillic (its Latin Extended
    # letters are few: Č Ł Ș... come from the system's fonts, as Qt falls back to them)
    wanted |= set("ÀÉÑÖØßàéñöøĀāŌōŪūΑΒΓΔΩαβγδωАБВГДЖЯабвгджя")
    for name in FONT_FILES:
        cmap = fonttools.TTFont(str(FONTS / name)).getBestCmap()
        missing = sorted(c for c in wanted if ord(c) not in cmap)
        assert missing == [], f"{name} lacks {len(missing)}: {''.join(missing[:40])}"


# ----------------------------------------------------------------------------- with Qt

_QT_PROBE = r"""
import collections, hashlib, json, sys
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFontDatabase, QGuiApplication, QImage, QPainter, QRawFont
from PySide6.QtSvg import QSvgRenderer

args = json.loads(sys.argv[1])
app = QGuiApplication([])

def pixels(img):
    data = img.constBits()
    data = bytes(data[: img.sizeInBytes()])
    return collections.Counter(memoryview(data).cast("I"))

def ink(counter):  # opaque pixels far from the ivory face and its edge
    n = 0
    for argb, count in counter.items():
        a, r, g, b = argb >> 24, (argb >> 16) & 255, (argb >> 8) & 255, argb & 255
        if a > 200 and abs(r - 245) + abs(g - 240) + abs(b - 225) > 120:
            n += count
    return n

tiles = {}
for name, path in args["tiles"].items():
    renderer = QSvgRenderer(path)
    entry = {"valid": renderer.isValid(), "viewbox": renderer.viewBoxF().getRect()}
    for w, h in ((60, 80), (240, 320)):
        img = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(Qt.GlobalColor.transparent)
        p = QPainter(img)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(p, QRectF(0, 0, w, h))
        p.end()
        whole = pixels(img)
        centre = pixels(img.copy(QRect(w // 4, h // 5, w // 2, h * 3 // 5)))
        entry[f"{w}x{h}"] = {
            "painted": sum(c for v, c in whole.items() if v >> 24),
            "colours": len(whole),
            "centre_ink": ink(centre),
            "md5": hashlib.md5(bytes(img.constBits()[: img.sizeInBytes()])).hexdigest(),
        }
    tiles[name] = entry

fonts = {}
for path in args["fonts"]:
    fid = QFontDatabase.addApplicationFont(path)
    raw = QRawFont(path, 20)
    fonts[path] = {
        "id": fid,
        "families": QFontDatabase.applicationFontFamilies(fid) if fid >= 0 else [],
        "valid": raw.isValid(),
        "style": raw.styleName(),
        "missing": [c for c in args["chars"] if not c.isspace() and not raw.supportsCharacter(ord(c))],
    }
print(json.dumps({"tiles": tiles, "fonts": fonts}, ensure_ascii=True))
"""


def _py_strings(path: Path) -> list[str]:
    """The string literals of a Python source file (its comments are no text the UI shows)."""
    import io
    import tokenize

    kinds = {tokenize.STRING} | ({tokenize.FSTRING_MIDDLE} if hasattr(tokenize, "FSTRING_MIDDLE") else set())
    source = path.read_text(encoding="utf-8")
    return [tok.string for tok in tokenize.generate_tokens(io.StringIO(source).readline) if tok.type in kinds]


def _ui_text_characters() -> str:
    """Characters of the translated text the UI shows, every one past ASCII (the symbols too:
    the points tables' ∀): everything every rule set declares (item names and definitions,
    field, choice and group names, result sections, verdicts, payer roles, presets: the core's
    string literals and rule data files), the window's own literals and the .ts translations."""
    text: list[str] = []
    for folder in ("core", "gui"):
        for path in sorted((ROOT / folder).rglob("*")):
            if path.suffix == ".py" and path.is_file():
                text += _py_strings(path)
            elif path.suffix in (".tsv", ".toml") and path.is_file():
                text.append(path.read_text(encoding="utf-8"))
    for ts in sorted((ROOT / "gui").glob("**/*.ts")):
        for el in ET.parse(ts).getroot().iter("translation"):
            text.append("".join(el.itertext()))
            text += ["".join(n.itertext()) for n in el.iter("numerusform")]
    return "".join(sorted({c for c in "".join(text) if ord(c) > 0x7E and c.isprintable()}))


@pytest.fixture(scope="module")
def qt_report() -> dict:
    pytest.importorskip("PySide6.QtSvg")
    args = {
        "tiles": {n: str(TILES / f"{n}.svg") for n in TILE_NAMES},
        "fonts": [str(FONTS / f) for f in FONT_FILES],
        "chars": REQUIRED_CHARACTERS + _ui_text_characters(),
    }
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    proc = subprocess.run(
        [sys.executable, "-c", _QT_PROBE, json.dumps(args)],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert proc.returncode == 0, f"Qt probe failed:\n{proc.stderr[-3000:]}"
    return json.loads(proc.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("name", TILE_NAMES)
def test_tile_renders_at_small_and_large_size(qt_report: dict, name: str) -> None:
    entry = qt_report["tiles"][name]
    assert entry["valid"], f"QSvgRenderer rejects {name}.svg"
    assert entry["viewbox"] == [0, 0, 60, 80]
    for size, area in (("60x80", 60 * 80), ("240x320", 240 * 320)):
        stats = entry[size]
        assert stats["painted"] > area * 0.8, f"{name} at {size}: the tile body is not drawn"
        assert stats["colours"] > 3, f"{name} at {size}: blank"
        assert stats["centre_ink"] > area * 0.02, f"{name} at {size}: no face drawn in the centre"


def test_tiles_all_look_different(qt_report: dict) -> None:
    seen: dict[str, str] = {}
    for name in TILE_NAMES:
        digest = qt_report["tiles"][name]["240x320"]["md5"]
        assert digest not in seen, f"{name} renders exactly like {seen.get(digest)}"
        seen[digest] = name


@pytest.mark.parametrize("font", FONT_FILES)
def test_font_subset_loads_and_covers_the_labels(qt_report: dict, font: str) -> None:
    entry = qt_report["fonts"][str(FONTS / font)]
    assert entry["id"] >= 0, f"QFontDatabase.addApplicationFont rejects {font}"
    assert entry["families"] == [FONT_FAMILY]
    assert entry["valid"]
    assert entry["style"] == ("Bold" if "Bold" in font else "Regular")
    assert not entry["missing"], (
        f"{font} lacks {''.join(entry['missing'])!r}: rerun tools/make_font_subset.py "
        "(it takes every CJK character of core/ and gui/ sources and translations)"
    )
