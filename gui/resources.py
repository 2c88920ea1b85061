"""Paths to the bundled assets, from source and from a frozen (PyInstaller) build alike."""

from __future__ import annotations

import sys
from pathlib import Path


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
