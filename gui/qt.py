"""The one place through which the GUI reaches Qt (like Anki's ``aqt.qt``).

Everything in ``gui/`` imports Qt names from here, so a change of binding or version is
made once.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
)



def tr(text: str) -> str:
    """Translate UI text. One empty context for the whole window, as pyside6-lupdate
    extracts ``tr("...")`` calls outside classes."""
    return QCoreApplication.translate("", text)


__all__ = [name for name in dir() if name[0].isupper()] + ["tr"]
