"""The bundled CJK font (assets/fonts, Noto Sans CJK Subset, SIL OFL 1.1) as a web font subset
to the characters the pages use, so a CJK name shows on a phone without a CJK font.

Subsetting needs fontTools (and brotli for WOFF2, else WOFF), which the core does not depend
on: where it is not installed, :func:`subset` raises :class:`WebFontUnavailable` saying what
to install, and the site is written without a web font (the phone's own fonts draw it)."""

from __future__ import annotations

import hashlib
import io
import sys
from functools import lru_cache
from pathlib import Path
from typing import Final

#: the bundled font the pages' web font is cut from, and its license (shipped beside it)
FONT_FILE: Final = "NotoSansCJK-Subset.otf"
LICENSE_FILE: Final = "OFL.txt"


class WebFontUnavailable(Exception):
    """No web font can be made here (fontTools not installed, or the bundled font not found);
    the message says why and what to install."""


def font_folder() -> Path | None:
    """The folder of the bundled fonts: ``assets/fonts`` beside the core's package in a source
    tree, or in a frozen bundle's folder; None when neither has the font."""
    here = Path(__file__).resolve().parents[2]
    candidates = [here / "assets" / "fonts"]
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        candidates.insert(0, Path(frozen) / "assets" / "fonts")
    for folder in candidates:
        if (folder / FONT_FILE).is_file():
            return folder
    return None


@lru_cache(maxsize=1)
def _modules() -> tuple[object, str]:
    try:
        from fontTools import subset as ft_subset  # type: ignore[import-untyped, unused-ignore]
    except ImportError:
        raise WebFontUnavailable(
            "the web font is cut from the bundled CJK font with fontTools, which is not installed "
            "(pip install fonttools brotli): the pages use the phone's own fonts"
        ) from None
    try:
        import brotli  # type: ignore[import-not-found, import-untyped, unused-ignore]  # noqa: F401

        flavor = "woff2"
    except ImportError:
        flavor = "woff"
    return ft_subset, flavor


def subset(characters: str) -> tuple[str, bytes]:
    """The bundled font cut to ``characters``: its file name (named by its content, so a
    browser never keeps an old one) and its bytes (WOFF2, or WOFF without brotli)."""
    ft_subset, flavor = _modules()
    folder = font_folder()
    if folder is None:
        raise WebFontUnavailable(
            f"the bundled font {FONT_FILE} is not found (assets/fonts of the program's folder): "
            "the pages use the phone's own fonts"
        )
    options = ft_subset.Options()  # type: ignore[attr-defined]
    options.flavor = flavor
    options.layout_features = ["kern", "liga", "palt"]
    options.name_IDs = ["*"]  # (the copyright and license records stay: SIL OFL 1.1)
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = False
    options.desubroutinize = True
    font = ft_subset.load_font(str(folder / FONT_FILE), options, lazy=True)  # type: ignore[attr-defined]
    cutter = ft_subset.Subsetter(options)  # type: ignore[attr-defined]
    cutter.populate(text="".join(sorted(set(characters))))
    cutter.subset(font)
    out = io.BytesIO()
    ft_subset.save_font(font, out, options)  # type: ignore[attr-defined]
    data = out.getvalue()
    return f"mjscore-cjk-{hashlib.sha256(data).hexdigest()[:12]}.{flavor}", data


def license_text() -> bytes | None:
    """The fonts' license (SIL OFL 1.1), shipped beside the web font; None when not found."""
    folder = font_folder()
    path = folder / LICENSE_FILE if folder is not None else None
    return path.read_bytes() if path is not None and path.is_file() else None
