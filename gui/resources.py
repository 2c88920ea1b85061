"""Paths to the bundled assets, from source and from a frozen (PyInstaller) build alike."""

from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path


@lru_cache(maxsize=1)
def base_dir() -> Path:
    """The folder that holds ``assets/`` and ``gui/i18n``: the bundle root when frozen."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def asset(*parts: str) -> Path:
    return base_dir().joinpath("assets", *parts)


def translations_dir() -> Path:
    return base_dir() / "gui" / "i18n"


def app_icon() -> Path | None:
    """The application icon: bundled under assets/icons when frozen, in packaging/ from source."""
    for path in (
        asset("icons", "mahjong-scorer-256.png"),
        base_dir() / "packaging" / "linux" / "icons" / "mahjong-scorer-256.png",
    ):
        if path.exists():
            return path
    return None
