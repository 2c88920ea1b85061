"""Checks of what a person sees, shared by the window tests."""

from __future__ import annotations

from typing import Any


def field_width(combo: Any) -> int:
    """The width of a combo box's text field, where its current item is shown."""
    from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

    opt = QStyleOptionComboBox()
    combo.initStyleOption(opt)
    return int(
        combo.style()
        .subControlRect(QStyle.ComplexControl.CC_ComboBox, opt, QStyle.SubControl.SC_ComboBoxEditField, combo)
        .width()
    )


def cut_texts(combo: Any, texts: list[str]) -> list[str]:
    """Those of ``texts`` that would not fit in ``combo``'s field (cut, like "Add an iter")."""
    width, fm = field_width(combo), combo.fontMetrics()
    return [t for t in texts if fm.horizontalAdvance(t) > width]
