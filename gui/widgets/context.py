"""The context and option controls, generated from the rule set's declared schema.

No rule set is known here by name: each :class:`core.engine.schema.Field` becomes a control
by its type (bool: check box; wind, choice and an int with choices: combo box; int: spin
box; tiles: line edit). The context controls sit in one titled box per declared
:class:`~core.engine.schema.FieldGroup`, in the declared order; what the declared constraints
refuse is greyed out (:meth:`RuleSet.allowed`), and the keys a
:class:`~core.model.errors.ContextError` names are outlined.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, cast

from core.engine.schema import Field, FieldType
from core.model.errors import ContextError
from core.rules import RuleSet

from .. import theme
from ..qt import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QStandardItemModel,
    QVBoxLayout,
    QWidget,
    tr,
)
from ..state import HandState


def problem_style() -> str:
    """The outline of a control the context's error names, in the scheme's red."""
    return f"border: 2px solid {theme.color('error')};"


def choice_data(f: Field, value: str) -> Any:
    """The value a combo item stands for: an int field's choices are ints."""
    return int(value) if f.type is FieldType.INT else value


# access keys the window's other controls hold (File, Edit, Hand, Waits, Claim and the claim's fields)
RESERVED_KEYS = frozenset("fehwcitr")


def with_mnemonic(text: str, used: set[str]) -> str:
    """``text`` with an access key (Alt+letter) not yet ``used``: the first free letter of a
    Latin name ("Self-&drawn"), or one appended to a name in Chinese or Japanese ("自摸(&A)").
    A Latin name whose letters are all taken gets none: "Riichi(B)" is how Chinese and Japanese
    write a key, not English (the control is still reached with Tab)."""
    plain = text.replace("&", "&&")
    for i, ch in enumerate(plain):
        if ch.isascii() and ch.isalpha() and ch.lower() not in used and plain[i - 1 : i] != "&":
            used.add(ch.lower())
            return plain[:i] + "&" + plain[i:]
    if any(ch.isascii() and ch.isalpha() for ch in plain) and all(ord(ch) < 0x2E80 for ch in plain):
        return plain  # a Latin name
    for letter in "abcdefghijklmnopqrstuvwxyz":
        if letter not in used:
            used.add(letter)
            return f"{plain}(&{letter.upper()})"
    return plain


class TilesEdit(QWidget):
    """A field of tiles (riichi's dora indicators): typed as notation, or picked as tiles from
    a menu of pictures; Clear empties it."""

    def __init__(self, parent: QWidget, on_change: Callable[[str], None]) -> None:
        from ..qt import QHBoxLayout, QToolButton

        super().__init__(parent)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.edit = QLineEdit(self)
        self.edit.setClearButtonEnabled(True)
        self.edit.editingFinished.connect(lambda: on_change(self.edit.text()))
        self.pick = QToolButton(self)
        self.pick.setText("+")
        self.pick.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self._on_change = on_change
        self._menu_lang = ""
        lay.addWidget(self.edit, 1)
        lay.addWidget(self.pick)

    def fill_menu(self, lang: str) -> None:
        """The 34 kinds as pictures with their names, in the UI language."""
        if lang == self._menu_lang:
            return
        from core.model.tilenames import tile_names
        from core.model.tiles import Tile

        from ..qt import QMenu
        from .tileart import tile_icon

        self._menu_lang = lang
        menu = QMenu(self)
        for suit in range(4):
            sub = menu.addMenu(
                tile_icon(Tile(suit * 9), 20),
                tile_names(Tile(suit * 9)).get(lang).split(" ")[-1] if suit < 3 else tile_names(Tile(27)).get(lang),
            )
            for k in range(suit * 9, min(suit * 9 + 9, 34)):
                action = sub.addAction(tile_icon(Tile(k), 20), tile_names(Tile(k)).get(lang))
                action.triggered.connect(lambda _=False, t=Tile(k): self.add(str(t)))
        self.pick.setMenu(menu)

    def add(self, tile: str) -> None:
        self.edit.setText(self.edit.text().strip() + tile)
        self._on_change(self.edit.text())


def is_combo(f: Field) -> bool:
    return f.type in (FieldType.WIND, FieldType.CHOICE) or (f.type is FieldType.INT and bool(f.choices))


class ContextPanel(QWidget):
    def __init__(self, state: HandState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self.lang = "en"
        self.controls: dict[str, QWidget] = {}
        self.option_controls: dict[str, QWidget] = {}
        # the titled box of each context field group, by the group's id ("" for fields of no
        # declared group)
        self.group_boxes: dict[str, QGroupBox] = {}
        self._labels: list[tuple[QLabel, Field]] = []
        self._fields: dict[QWidget, Field] = {}
        self._lay = QVBoxLayout(self)
        self._lay.setContentsMargins(0, 0, 0, 0)
        self._lay.setSpacing(4)
        self.options_box = QGroupBox(self)
        self.options_form = self._form(self.options_box)
        self._lay.addWidget(self.options_box)
        self._lay.addStretch(1)
        self._built_for = ""
        self._syncing = False
        state.changed.connect(self.refresh)
        self.retranslate()
        self.refresh()

    # -- text ---------------------------------------------------------------------------------
    def retranslate(self) -> None:
        rules = self.state.rules
        titles = {g.id: g.names.get(self.lang) for g in rules.field_groups}
        for gid, box in self.group_boxes.items():
            box.setTitle(titles.get(gid) or tr("Other"))
        self.options_box.setTitle(tr("Rule options"))
        used = set(RESERVED_KEYS)
        for label, f in self._labels:
            # each control is reached with Alt and its label's access key
            label.setText(with_mnemonic(f.names.get(self.lang), used))
            label.setToolTip(f.help_text(self.lang))
        for w, f in self._fields.items():
            w.setToolTip(f.help_text(self.lang))
            if isinstance(w, TilesEdit):
                w.fill_menu(self.lang)
                w.pick.setToolTip(tr("Pick a tile"))
            if isinstance(w, QComboBox):
                for i in range(w.count()):
                    w.setItemText(i, f.choice_names(str(w.itemData(i))).get(self.lang))
            elif isinstance(w, QSpinBox) and f.auto is not None:
                w.setSpecialValueText(f.auto.get(self.lang))

    def set_language(self, lang: str) -> None:
        self.lang = lang
        self.retranslate()

    # -- building -----------------------------------------------------------------------------
    def _make(self, f: Field, on_change: Callable[[str, Any], None]) -> QWidget:
        w: QWidget
        if f.type is FieldType.BOOL:
            cb = QCheckBox(self)
            cb.toggled.connect(lambda v, k=f.key: self._emit(on_change, k, bool(v)))
            w = cb
        elif is_combo(f):
            combo = QComboBox(self)
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(6)
            for value in f.values:
                combo.addItem(f.choice_names(value).get(self.lang), choice_data(f, value))
            combo.currentIndexChanged.connect(lambda _i, k=f.key, c=combo: self._emit(on_change, k, c.currentData()))
            w = combo
        elif f.type is FieldType.INT:
            spin = QSpinBox(self)
            spin.setMaximumWidth(160)
            spin.setRange(f.minimum if f.minimum is not None else 0, f.maximum if f.maximum is not None else 999)
            if f.auto is not None:  # what None means ("from the hand"), shown as the special value text
                spin.setMinimum(spin.minimum() - 1)
                spin.setSpecialValueText(f.auto.get(self.lang))
            spin.valueChanged.connect(
                lambda v, k=f.key, s=spin: self._emit(
                    on_change, k, None if s.specialValueText() and v == s.minimum() else int(v)
                )
            )
            w = spin
        elif f.type is FieldType.TILES:
            tiles = TilesEdit(self, functools.partial(self._emit, on_change, f.key))
            tiles.fill_menu(self.lang)
            w = tiles
        else:
            edit = QLineEdit(self)
            edit.editingFinished.connect(lambda k=f.key, e=edit: self._emit(on_change, k, e.text()))
            w = edit
        w.setObjectName(f"ctx_{f.key}")
        w.setToolTip(f.help_text(self.lang))
        self._fields[w] = f
        return w

    def _emit(self, on_change: Callable[[str, Any], None], key: str, value: Any) -> None:
        if not self._syncing:
            on_change(key, value)

    @staticmethod
    def _form(box: QGroupBox) -> QFormLayout:
        """A compact form: a panel of several titled groups has to fit beside the palette."""
        form = QFormLayout(box)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.setContentsMargins(8, 4, 8, 4)
        form.setVerticalSpacing(3)
        return form

    def _build(self) -> None:
        for box in self.group_boxes.values():
            self._lay.removeWidget(box)
            box.hide()  # at once: a deleteLater waits for the event loop
            box.deleteLater()
        self.group_boxes.clear()
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.controls.clear()
        self.option_controls.clear()
        self._labels.clear()
        self._fields.clear()
        rules = self.state.rules
        declared = [g.id for g in rules.field_groups]
        order = declared + [""]
        forms: dict[str, QFormLayout] = {}
        for f in rules.context_fields:
            gid = f.group if f.group in declared else ""
            if gid not in forms:
                box = QGroupBox(self)
                box.setObjectName(f"group_{gid or 'other'}")
                self.group_boxes[gid] = box
                forms[gid] = self._form(box)
            label = QLabel(self)
            self._labels.append((label, f))
            w = self._make(f, self.state.set_context)
            label.setBuddy(w)
            forms[gid].addRow(label, w)
            self.controls[f.key] = w
        # the group boxes in the declared order, above the options
        self.group_boxes = {gid: self.group_boxes[gid] for gid in order if gid in self.group_boxes}
        for i, box in enumerate(self.group_boxes.values()):
            self._lay.insertWidget(i, box)
        for f in rules.option_fields:
            label = QLabel(self)
            self._labels.append((label, f))
            w = self._make(f, self.state.set_option)
            label.setBuddy(w)
            w.setObjectName(f"opt_{f.key}")
            self.options_form.addRow(label, w)
            self.option_controls[f.key] = w
        self.options_box.setVisible(bool(rules.option_fields))
        self._built_for = rules.name
        self.retranslate()

    # -- showing the state ----------------------------------------------------------------------
    def refresh(self) -> None:
        if self._built_for != self.state.rules.name:
            self._build()
        rules = self.state.rules
        ctx = {f.key: f.default for f in rules.context_fields} | self.state.context
        opts = {f.key: f.default for f in rules.option_fields} | self.state.options
        self._syncing = True
        try:
            for f in rules.context_fields:
                value = ctx.get(f.key)
                if f.follows is not None and f.follows.holds(ctx, opts):
                    value = True  # what the score reads (seat East is the dealer)
                self._show(self.controls[f.key], f, value)
            for f in rules.option_fields:
                self._show(self.option_controls[f.key], f, opts.get(f.key))
        finally:
            self._syncing = False
        self._grey_out(rules, ctx, opts)
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
        elif isinstance(w, TilesEdit):
            w.edit.setText("" if value is None else str(value))

    def _grey_out(self, rules: RuleSet, ctx: dict[str, Any], opts: dict[str, Any]) -> None:
        """Disable what the declared constraints refuse: an unticked check box whose ticking is
        not allowed, the combo items that are not allowed (the current one stays enabled; a
        control whose current value is itself refused stays usable, to get out of it)."""
        for f in rules.context_fields:
            w = self.controls[f.key]
            current = ctx.get(f.key)
            if isinstance(w, QCheckBox) and f.follows is not None:
                # another field decides it: usable only to get out of a value that is refused
                w.setEnabled(not rules.allowed(f.key, current, ctx, opts))
            elif isinstance(w, QCheckBox):
                # a ticked box another one needs stays usable (greyed, it read as disabled):
                # unticking it is said as the context's problem, at both boxes
                other = not bool(current)
                w.setEnabled(
                    bool(current)
                    or rules.allowed(f.key, other, ctx, opts)
                    or not rules.allowed(f.key, current, ctx, opts)
                )
            elif isinstance(w, QComboBox):
                model = cast(QStandardItemModel, w.model())
                for i in range(w.count()):
                    value = w.itemData(i)
                    item = model.item(i)
                    if item is not None:
                        item.setEnabled(value == current or rules.allowed(f.key, value, ctx, opts))

    def _mark_problem(self) -> None:
        """Outline exactly the controls whose keys the context (or option) error names."""
        err = self.state.evaluation().error
        keys = set(err.keys) if isinstance(err, ContextError) else set()
        for key, w in list(self.controls.items()) + list(self.option_controls.items()):
            bad = key in keys
            w.setStyleSheet(problem_style() if bad else "")
            w.setProperty("problem", bad)
