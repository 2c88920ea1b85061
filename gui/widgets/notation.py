"""The notation box of the scorer window: the hand typed as text (``123m456p...``), read when
typing pauses or the box is left, its error said under it with the fault selected; Ctrl+Z and
Ctrl+Shift+Z in it undo and redo the hand's last edit."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.model.errors import HandError
from core.model.notation import error_span

from .. import theme
from ..qt import QEvent, QHBoxLayout, QKeySequence, QLabel, QLineEdit, QVBoxLayout, QWidget, tr
from ..state import HandState

if TYPE_CHECKING:
    pass


class HandEdit(QLineEdit):
    """The hand box's line: Ctrl+Z and Ctrl+Shift+Z undo and redo the last edit of the hand
    (typed or clicked), as everywhere else in the window, not the text of the line."""

    def __init__(self, state: HandState, before_undo: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self._before_undo = before_undo

    def event(self, e: QEvent) -> bool:  # noqa: D401 (Qt's name)
        if e.type() == QEvent.Type.ShortcutOverride and self._undo_key(e) is not None:
            e.accept()  # the key comes to keyPressEvent below, not to the line's own undo
            return True
        return super().event(e)

    @staticmethod
    def _undo_key(e: Any) -> str | None:
        if e.matches(QKeySequence.StandardKey.Undo):
            return "undo"
        if e.matches(QKeySequence.StandardKey.Redo):
            return "redo"
        return None

    def keyPressEvent(self, e: Any) -> None:  # noqa: N802 (Qt's name)
        which = self._undo_key(e)
        if which is None:
            super().keyPressEvent(e)
            return
        if self._before_undo(which):
            e.accept()
            return
        if which == "undo":
            self.state.undo_stack.undo()
        else:
            self.state.undo_stack.redo()
        e.accept()


class NotationBox(QWidget):
    """Typed notation, applied at every key, and kept in sync with the state both ways. While
    the text cannot be applied the window shows no score (the tiles on screen are not the ones
    in the box) and, after a short pause in the typing or at once on Enter, the mistake under
    the box with the offending part selected."""

    # the pause after the last key before a mistake is shown (half-typed text is no mistake yet)
    DELAY_MS = 400

    def __init__(self, state: HandState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.label = QLabel(self)
        row.addWidget(self.label)
        self.edit = HandEdit(state, self._before_undo, self)
        self.edit.setObjectName("notation")
        self.edit.setClearButtonEnabled(True)
        self.label.setBuddy(self.edit)
        self.edit.returnPressed.connect(self.commit)
        self.edit.editingFinished.connect(self.commit)
        self.edit.textEdited.connect(self._typed)
        row.addWidget(self.edit, 1)
        lay.addLayout(row)
        self.error = QLabel(self)
        self.error.setObjectName("notation_error")
        self.error.setStyleSheet(theme.style("error"))
        self.error.setWordWrap(True)
        lay.addWidget(self.error)
        self._timer: Any = None  # made on the first mistake (QTimer is loaded when first used)
        self._applying = False
        state.changed.connect(self.refresh)
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        self.error.setStyleSheet(theme.style("error"))  # again when the colour scheme changes
        self.label.setText(tr("&Hand:"))
        self.edit.setPlaceholderText(tr("type a hand, e.g. 123m456p789s1z [777z] +1z"))
        if self.state.draft_error is not None:
            self._show_error(self.state.draft_error, select=False)

    def _typed(self, _text: str) -> None:
        self.commit(wait=True)

    def _show_later(self) -> None:
        if self._timer is None:
            from ..qt import QTimer

            self._timer = QTimer(self)
            self._timer.setSingleShot(True)
            self._timer.setInterval(self.DELAY_MS)
            self._timer.timeout.connect(self._show_pending_error)
        self._timer.start()

    def _show_pending_error(self) -> None:
        if self.state.draft_error is not None:
            self._show_error(self.state.draft_error, select=False)  # the user may type on: keep the cursor

    def refresh(self) -> None:
        """Show the state's hand, unless the change came from this box (the text being typed
        stays as typed) or the box holds text that is not applied."""
        if self._applying:
            return
        if self.state.draft_error is not None:
            return
        self.error.setText("")
        text = self.state.notation()
        if self.edit.text() != text:
            self.edit.setText(text)

    def commit(self, wait: bool = False) -> None:
        """Apply the text: the hand it describes, or the mistake in it (shown after a pause in
        the typing when ``wait``, else at once)."""
        if self._timer is not None:
            self._timer.stop()
        text = self.edit.text()
        self._applying = True
        try:
            if not text.strip():
                self.state.set_draft_error(None)
                if self.state.notation():
                    self.state.clear_hand()
                self.error.setText("")
                return
            if text.strip() == self.state.notation():
                self.state.set_draft_error(None)
                self.error.setText("")
                return
            try:
                self.state.set_from_notation(text, typing=True)
            except HandError as e:
                self.state.set_draft_error(e)
                if wait:
                    self.error.setText("")
                    self._show_later()
                else:
                    self._show_error(e)
                return
            self.state.set_draft_error(None)
            self.error.setText("")
        finally:
            self._applying = False

    def _before_undo(self, which: str) -> bool:
        """Ctrl+Z in the box: typed text that is not applied is dropped first (the box shows the
        hand on screen again); otherwise pending text is applied, then the edit is undone.
        Returns whether that was all (nothing is to be undone then)."""
        if which == "undo" and self.state.draft_error is not None:
            self.state.set_draft_error(None)
            self.refresh()
            return True
        return False

    def _show_error(self, e: HandError, select: bool = True) -> None:
        """The mistake under the box; ``select``: the offending part selected in the box."""
        self.error.setText(tr("Not applied: {0}").format(e.text(self.state.lang)))
        if e.position is not None and select:
            start, end = error_span(self.edit.text(), e.position)
            self.edit.setSelection(start, end - start)
