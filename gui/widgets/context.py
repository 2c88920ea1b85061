"""The context and option controls, generated from the rule set's declared schema.

No rule set is known here by name: each :class:`core.rules.base.Field` becomes a control
by its type (bool: check box; wind and choice: combo box; int: spin box; tiles: line edit).
"""

from __future__ import annotations

from typing import Any, Callable

from core.rules.base import WINDS, Field

from ..qt import (
    tr,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)
from ..state import HandState



def value_label(value: str) -> str:
    """How a wind or a choice value reads in the UI language (the stored value stays as is)."""
    labels = {
        "E": tr("East (E)"), "S": tr("South (S)"), "W": tr("West (W)"), "N": tr("North (N)"),
        "none": tr("none"), "heaven": tr("heaven (dealer's first draw)"), "earth": tr("earth"),
        "human": tr("human"),
    }
    return labels.get(value, value)


class ContextPanel(QWidget):
    def __init__(self, state: HandState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self.lang = "en"
        self.controls: dict[str, QWidget] = {}
        self.option_controls: dict[str, QWidget] = {}
        self._labels: list[tuple[QLabel, Field]] = []
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.context_box = QGroupBox(self)
        self.options_box = QGroupBox(self)
        self.context_form = QFormLayout(self.context_box)
        self.options_form = QFormLayout(self.options_box)
        for form in (self.context_form, self.options_form):
            form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        lay.addWidget(self.context_box)
        lay.addWidget(self.options_box)
        lay.addStretch(1)
        self._built_for = ""
        self._syncing = False
        state.changed.connect(self.refresh)
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        self.context_box.setTitle(tr("How and where it was won"))
        self.options_box.setTitle(tr("Rule options"))
        for label, f in self._labels:
            label.setText(f.names.get(self.lang))
            label.setToolTip(f.help)
        fields = {f.key: f for f in self.state.rules.context_fields + self.state.rules.option_fields}
        for key, w in list(self.controls.items()) + list(self.option_controls.items()):
            if isinstance(w, QComboBox) and key in fields:
                for i in range(w.count()):
                    w.setItemText(i, fields[key].choice_names(str(w.itemData(i))).get(self.lang))

    def set_language(self, lang: str) -> None:
        self.lang = lang
        self.retranslate()

    def _make(self, f: Field, on_change: Callable[[str, Any], None]) -> QWidget:
        w: QWidget
        if f.type == "bool":
            cb = QCheckBox(self)
            cb.toggled.connect(lambda v, k=f.key: self._emit(on_change, k, bool(v)))
            w = cb
        elif f.type in ("wind", "choice"):
            combo = QComboBox(self)
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(6)
            for value in f.values:
                combo.addItem(f.choice_names(value).get(self.lang), value)
            combo.currentIndexChanged.connect(lambda _i, k=f.key, c=combo: self._emit(on_change, k, c.currentData()))
            w = combo
        elif f.type == "int":
            spin = QSpinBox(self)
            spin.setMaximumWidth(110)
            spin.setRange(f.minimum if f.minimum is not None else 0, f.maximum if f.maximum is not None else 999)
            if f.default is None:  # "from the hand": shown as the special value text
                spin.setMinimum(spin.minimum() - 1)
                spin.setSpecialValueText(tr("from hand"))
            spin.valueChanged.connect(lambda v, k=f.key, s=spin: self._emit(
                on_change, k, None if s.specialValueText() and v == s.minimum() else int(v)))
            w = spin
        else:
            edit = QLineEdit(self)
            edit.editingFinished.connect(lambda k=f.key, e=edit: self._emit(on_change, k, e.text()))
            w = edit
        w.setObjectName(f"ctx_{f.key}")
        w.setToolTip(f.help)
        return w

    def _emit(self, on_change: Callable[[str, Any], None], key: str, value: Any) -> None:
        if not self._syncing:
            on_change(key, value)

    def _build(self) -> None:
        for form in (self.context_form, self.options_form):
            while form.rowCount():
                form.removeRow(0)
        self.controls.clear()
        self.option_controls.clear()
        self._labels.clear()
        rules = self.state.rules
        for f in rules.context_fields:
            label = QLabel(self)
            self._labels.append((label, f))
            w = self._make(f, self.state.set_context)
            self.context_form.addRow(label, w)
            self.controls[f.key] = w
        for f in rules.option_fields:
            label = QLabel(self)
            self._labels.append((label, f))
            w = self._make(f, self.state.set_option)
            w.setObjectName(f"opt_{f.key}")
            self.options_form.addRow(label, w)
            self.option_controls[f.key] = w
        self.options_box.setVisible(bool(rules.option_fields))
        self._built_for = rules.name
        self.retranslate()

    def refresh(self) -> None:
        if self._built_for != self.state.rules.name:
            self._build()
        rules = self.state.rules
        ctx = self.state.context
        opts = self.state.options
        self._syncing = True
        try:
            for f in rules.context_fields:
                self._show(self.controls[f.key], f, ctx.get(f.key, f.default))
            for f in rules.option_fields:
                self._show(self.option_controls[f.key], f, opts.get(f.key, f.default))
        finally:
            self._syncing = False
        self._mark_problem()

    @staticmethod
    def _show(w: QWidget, f: Field, value: Any) -> None:
        if isinstance(w, QCheckBox):
            w.setChecked(bool(value))
        elif isinstance(w, QComboBox):
            i = w.findData(value)
            w.setCurrentIndex(max(0, i))
        elif isinstance(w, QSpinBox):
            w.setValue(w.minimum() if value is None else int(value))
        elif isinstance(w, QLineEdit):
            w.setText("" if value is None else str(value))

    def _mark_problem(self) -> None:
        """Outline the control a context error names, so the user sees what to change."""
        err = self.state.evaluation().error
        text = str(err) if err is not None else ""
        for key, w in list(self.controls.items()) + list(self.option_controls.items()):
            bad = bool(text) and (f"'{key}'" in text or text.startswith(key) or f" {key} " in f" {text} ")
            w.setStyleSheet("border: 2px solid #c0392b;" if bad else "")
            w.setProperty("problem", bad)
