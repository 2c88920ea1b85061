"""The referee's check: what the player claims, set against the score of the hand on screen.

The claimed items are typed (ids, or names in any of the four languages, separated by
commas, a repeat written ``x2``) or picked from the rule set's list; the total and the
amount received are optional. The verdict and every difference come from
:func:`core.referee.verify.verify`: this panel reads, it never compares anything itself.
"""

from __future__ import annotations

from typing import Any

from core.engine.schema import ItemInfo
from core.model.errors import HandError
from core.referee.verify import Claim, ClaimError, Verdict, claimable, parse_claim_items, verify

from .. import theme
from ..qt import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
    tr,
)
from ..state import HandState

_IDLE_STYLE = "color: palette(placeholder-text);"


class DifferenceList(QWidget):
    """The verdict's differences, one label a row, as tall as they are. They sit in a scroll
    area of their own (:attr:`ClaimPanel.details_area`): on a short window only they scroll,
    the claim's fields, the verdict and the score's headline above them stay in sight."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("claim_differences")
        self._lay = QVBoxLayout(self)
        self._lay.setContentsMargins(0, 0, 0, 0)
        self._lay.setSpacing(2)
        self._lay.addStretch(1)  # (the rows packed at the top when the list has room to spare)
        self.labels: list[QLabel] = []

    def set_lines(self, lines: list[str]) -> None:
        while len(self.labels) < len(lines):
            label = QLabel(self)
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self._lay.insertWidget(len(self.labels), label)
            self.labels.append(label)
        for i, label in enumerate(self.labels):
            label.setText(lines[i] if i < len(lines) else "")
            label.setVisible(i < len(lines))

    def text(self) -> str:
        """The differences, a line each."""
        return "\n".join(label.text() for label in self.labels if not label.isHidden())


class ClaimPanel(QWidget):
    """Claimed items, total and amount received, and the verdict of the claim."""

    # the verdict shown changed (the page's height follows it)
    shown = Signal()

    def __init__(self, state: HandState, parent: QWidget | None = None, lang: str = "en") -> None:
        super().__init__(parent)
        self.state = state
        self.lang = lang
        self.verdict: Verdict | None = None  # the last verdict shown (None: nothing to check)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        grid = QGridLayout()
        self.items_label = QLabel(self)
        self.items_edit = QLineEdit(self)
        self.items_edit.setObjectName("claim_items")
        self.items_edit.setClearButtonEnabled(True)
        self.items_label.setBuddy(self.items_edit)
        self.pick = QComboBox(self)
        self.pick.setObjectName("claim_pick")
        # the items' names are long: the list opens wide, the box itself stays narrow
        self.pick.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.pick.setMinimumContentsLength(6)
        self.pick.activated.connect(self._picked)
        grid.addWidget(self.items_label, 0, 0)
        grid.addWidget(self.items_edit, 0, 1)
        grid.addWidget(self.pick, 0, 2)
        self.total_label = QLabel(self)
        self.total_edit = QLineEdit(self)
        self.total_edit.setObjectName("claim_total")
        self.total_label.setBuddy(self.total_edit)
        self.unit_label = QLabel(self)
        self.received_label = QLabel(self)
        self.received_edit = QLineEdit(self)
        self.received_edit.setObjectName("claim_received")
        self.received_label.setBuddy(self.received_edit)
        self._total_box = QWidget(self)
        total_row = QHBoxLayout(self._total_box)
        total_row.setContentsMargins(0, 0, 0, 0)
        total_row.addWidget(self.total_edit, 1)
        total_row.addWidget(self.unit_label)
        self.clear_button = QPushButton(self)
        self.clear_button.setObjectName("claim_clear")
        self.clear_button.clicked.connect(self.clear)
        self._grid = grid
        self._wide: bool | None = None
        self._arrange(False)
        lay.addLayout(grid)
        self.summary = QLabel(self)
        self.summary.setObjectName("claim_verdict")
        self.summary.setWordWrap(True)
        lay.addWidget(self.summary)
        self.details_area = QScrollArea(self)
        self.details_area.setObjectName("claim_differences_area")
        self.details_area.setWidgetResizable(True)
        self.details_area.setFrameShape(QScrollArea.Shape.NoFrame)
        self.details_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.details = DifferenceList(self.details_area)
        self.details_area.setWidget(self.details)
        lay.addWidget(self.details_area, 1)
        for edit in (self.items_edit, self.total_edit, self.received_edit):
            edit.textChanged.connect(self.refresh)
        state.changed.connect(self._state_changed)
        self._filled_for = ""
        self._rules = state.rules.name
        self.retranslate()

    # -- input --------------------------------------------------------------------------
    def _infos(self) -> tuple[ItemInfo, ...]:
        try:
            return claimable(self.state.rules)
        except HandError:  # a rule set that is not built has no table to claim from
            return ()

    def _fill_pick(self) -> None:
        """The rule set's claimable items, by name in the UI language, with their values."""
        key = f"{self.state.rules.name}/{self.lang}"
        if key == self._filled_for:
            return
        self._filled_for = key
        unit = self.state.rules.layout.unit.get(self.lang)
        self.pick.blockSignals(True)
        try:
            self.pick.clear()
            self.pick.addItem(tr("Add item…"), "")
            for info in self._infos():
                self.pick.addItem(f"{info.names.get(self.lang)}  ({info.value} {unit})", info.id)
                if info.definition is not None:
                    self.pick.setItemData(
                        self.pick.count() - 1, info.definition.get(self.lang), Qt.ItemDataRole.ToolTipRole
                    )
        finally:
            self.pick.blockSignals(False)

    def _picked(self, index: int) -> None:
        item_id = self.pick.itemData(index)
        self.pick.setCurrentIndex(0)
        if not item_id:
            return
        info = next((i for i in self._infos() if i.id == item_id), None)
        if info is None:
            return
        self.add_item(info.names.get(self.lang))

    def add_item(self, name: str) -> None:
        """Append one claimed item to the typed list."""
        text = self.items_edit.text().rstrip().rstrip(",，、").rstrip()
        self.items_edit.setText(f"{text}, {name}" if text else name)

    def clear(self) -> None:
        for edit in (self.items_edit, self.total_edit, self.received_edit):
            edit.blockSignals(True)
            edit.clear()
            edit.blockSignals(False)
        self.refresh()

    def _number(self, edit: QLineEdit, field: str) -> int | None:
        text = edit.text().strip()
        if not text:
            return None
        try:
            return int(text)
        except ValueError:
            raise ClaimError(tr("{0}: “{1}” is not a whole number").format(field, text)) from None

    def claim(self) -> Claim:
        """The claim as entered; a field that cannot be read raises :class:`ClaimError` naming it."""
        return Claim(
            parse_claim_items(self.items_edit.text()),
            self._number(self.total_edit, tr("Claimed total")),
            self._number(self.received_edit, tr("Winner receives")),
        )

    # -- output -------------------------------------------------------------------------
    def _state_changed(self) -> None:
        rules = self.state.rules.name
        new_rules, self._rules = rules != self._rules, rules
        if new_rules or (self.state.size() == 0 and not self.state.snapshot.flowers):
            self.clear()  # a new hand, or another rule set, starts with no claim
            return
        self.refresh()

    def set_language(self, lang: str) -> None:
        self.lang = lang
        self.retranslate()

    def retranslate(self) -> None:
        self.items_label.setText(tr("Claimed &items:"))
        self.items_edit.setPlaceholderText(tr("names or ids, comma-separated"))
        self.items_edit.setToolTip(
            tr(
                "Type what the player claims, in any of the four languages or by id; "
                "write a repeat as x2. Or pick items from the list."
            )
        )
        self.total_label.setText(tr("Claimed &total:"))
        self.received_label.setText(tr("Winner &receives:"))
        for edit in (self.total_edit, self.received_edit):
            edit.setPlaceholderText(tr("optional"))
            edit.setMinimumWidth(edit.fontMetrics().horizontalAdvance(edit.placeholderText()) + 20)  # read whole
        self.clear_button.setText(tr("Clear claim"))
        self._filled_for = ""
        self.refresh()

    def refresh(self) -> None:
        self._fill_pick()
        self.unit_label.setText(self.state.rules.layout.unit.get(self.lang))
        self.verdict = None
        try:
            claim = self.claim()
        except ClaimError as e:
            self._show(tr("Cannot read the claim: {0}").format(e.text(self.lang)), theme.style("error", bold=True), "")
            return
        if claim.empty:
            self._show(
                tr("Enter what the player claims (items, total or amount) to check it against the score."),
                _IDLE_STYLE,
                "",
            )
            return
        score = self.state.evaluation().score
        if score is None:
            self._show(tr("No complete hand to check the claim against."), _IDLE_STYLE, "")
            return
        self.verdict = verify(score, claim, self.state.rules)
        lines = "\n".join("• " + d.message.get(self.lang) for d in self.verdict.differences)
        style = theme.style("ok", bold=True) if self.verdict.agrees else theme.style("error", bold=True)
        self._show(self.verdict.summary().get(self.lang), style, lines)

    def _show(self, summary: str, style: str, details: str) -> None:
        self.summary.setText(summary)
        self.summary.setStyleSheet(style)
        self.details.set_lines(details.split("\n") if details else [])
        self.shown.emit()

    # from this width the total and the amount share a row (the differences keep the height)
    WIDE = 440

    def _arrange(self, wide: bool) -> None:
        """The fields in two rows when the panel is wide enough, else in three short ones
        (a narrow results column)."""
        if wide == self._wide:
            return
        self._wide = wide
        grid = self._grid
        for w in (
            self.items_label,
            self.items_edit,
            self.pick,
            self.total_label,
            self._total_box,
            self.received_label,
            self.received_edit,
            self.clear_button,
        ):
            grid.removeWidget(w)  # (added again, a widget would be in the grid twice)
        grid.addWidget(self.items_label, 0, 0)
        if wide:  # items, list | total, amount, clear
            grid.addWidget(self.items_edit, 0, 1, 1, 3)
            grid.addWidget(self.pick, 0, 4)
            places = ((1, 0), (1, 1), (1, 2), (1, 3), (1, 4))
        else:  # items' label and list | the items' box, as wide as the panel | total | amount, clear
            grid.addWidget(self.pick, 0, 1, 1, 2, Qt.AlignmentFlag.AlignRight)
            grid.addWidget(self.items_edit, 1, 0, 1, 3)
            places = ((2, 0), (2, 1), (3, 0), (3, 1), (3, 2))
        widgets = (self.total_label, self._total_box, self.received_label, self.received_edit, self.clear_button)
        for w, (row, col) in zip(widgets, places):
            grid.addWidget(w, row, col)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1 if wide else 0)

    def fit(self, width: int) -> None:
        """The fields' rows for ``width`` (the page's: a panel held wide by two rows' minimum
        would never learn it had become narrow)."""
        self._arrange(width >= self.WIDE)
        if self._wide and self._grid.minimumSize().width() > width - 8:
            self._arrange(False)  # the two rows would not fit: three

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        parent = self.parentWidget()
        self.fit(parent.width() if parent is not None else event.size().width())
        if event.oldSize().width() != event.size().width():
            self.shown.emit()  # narrower, the lines wrap: the page's height follows

    @property
    def difference_labels(self) -> list[QLabel]:
        """A label for each difference shown."""
        return [label for label in self.details.labels if not label.isHidden()]

    def _list_height(self, width: int) -> int:
        """The height the differences take at ``width``, each whole."""
        lay = self.details.layout()
        inner = max(1, width - 8 - self.details_area.verticalScrollBar().sizeHint().width())
        return lay.totalHeightForWidth(inner) if lay is not None and lay.hasHeightForWidth() else 0

    def _head_height(self, width: int) -> int:
        """The fields, the verdict and the margins at ``width`` (what never scrolls)."""
        lay = self.layout()
        margins = lay.contentsMargins() if lay is not None else None
        spacing = lay.spacing() if lay is not None else 6
        edge = (margins.top() + margins.bottom()) if margins is not None else 8
        summary = self.summary.heightForWidth(width - 8) if self.summary.text() else 0
        grid = self._grid.totalHeightForWidth(width - 8) if self._grid.hasHeightForWidth() else -1
        return edge + max(grid, self._grid.sizeHint().height()) + summary + 2 * spacing

    def needed_height(self, width: int) -> int:
        """The height the panel needs at ``width`` to show its fields, verdict and every
        difference whole."""
        return self._head_height(width) + self._list_height(width)

    def least_height(self, width: int) -> int:
        """The least height at ``width`` that keeps the fields and the verdict whole and two
        lines of the differences in sight (the list scrolls for the rest)."""
        line = self.details.fontMetrics().lineSpacing()
        return self._head_height(width) + min(self._list_height(width), 2 * line + 4)
