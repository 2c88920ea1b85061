"""Which characters of a text no font here draws (issue 41: a name must never print as boxes).

Qt draws a character from the font asked for (the bundled Noto Sans CJK Subset) and, where that
font lacks it, from a system font that has it (fontconfig's fallback on Linux); where no font
has it, it draws the empty box of glyph 0. :func:`missing` lays each character out the way the
window and the PDF draw it (:class:`QTextLayout`, the same fallback) and reports those that end
as glyph 0, so it holds offscreen, under xcb and on the printer alike. Each character is laid
out once a font: a name costs a few layouts, the first time only.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from .qt import QFont, QGuiApplication, QTextLayout

# (no glyph is drawn for these: controls, format characters like the bidi isolates a name is
# shown in, spaces and separators, lone surrogates)
_NOT_DRAWN = {"Cc", "Cf", "Cs", "Zs", "Zl", "Zp"}

_drawn: dict[tuple[str, ...], dict[str, bool]] = {}


def _key(font: QFont) -> tuple[str, ...]:
    return (font.family(), *font.families(), str(font.bold()), str(font.italic()))


def _draws(ch: str, font: QFont) -> bool:
    layout = QTextLayout(ch, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    runs = layout.glyphRuns()
    return bool(runs) and all(0 not in run.glyphIndexes() for run in runs)


def missing(text: str, font: QFont | None = None) -> list[str]:
    """The characters of ``text`` that no font Qt may use here draws with ``font`` (the
    application's font when None), each once, in the order they come; [] when every one is
    drawn. Needs a QGuiApplication."""
    if font is None:
        font = QGuiApplication.font()
    known = _drawn.setdefault(_key(font), {})
    found: list[str] = []
    for ch in dict.fromkeys(text):
        if ch.isascii() and ch.isprintable() or unicodedata.category(ch) in _NOT_DRAWN:
            continue  # (ASCII: in the bundled font, always)
        drawn = known.get(ch)
        if drawn is None:
            drawn = known[ch] = _draws(ch, font)
        if not drawn:
            found.append(ch)
    return found


def code_points(chars: Iterable[str]) -> str:
    """The characters named by code point, the character beside it: ``U+E000 (\ue000)``."""
    return ", ".join(f"U+{ord(c):04X} ({c})" for c in chars)


def warning(texts: Iterable[str], font: QFont | None = None) -> str:
    """What the window says of ``texts`` (players' names) that hold characters no font here
    draws: each character by its code point and the names holding it; "" when all are drawn."""
    from .qt import tr

    lost: dict[str, str] = {}
    for text in texts:
        for ch in missing(text, font):
            lost.setdefault(ch, text)
    if not lost:
        return ""
    from core.model.names import isolate

    names = ", ".join(isolate(t) for t in dict.fromkeys(lost.values()))
    return tr(
        "No font on this computer draws {0} (in {1}): it shows as a box, and a PDF or printout of it "
        "is refused. Install a font that has it (on Debian or Ubuntu: fonts-noto-cjk)."
    ).format(code_points(lost), names)
