"""What a window opened from the main window (the match sheet, the rules browser, the points
tables) asks of it, as a protocol: the hand's state, the language, the claim tab and loading a
stored hand back. The dialogs are written against this, so none of them imports the main window
that imports them (:class:`gui.window.MainWindow` is the one implementation)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from .qt import QWidget
    from .state import HandState
    from .widgets.claim import ClaimPanel


class MainWindowHost(Protocol):
    """The main window as its dialogs see it."""

    #: the hand on screen, its rule set, context and options
    state: HandState
    #: the window's language: ``en``, ``zh-Hans``, ``zh-Hant`` or ``ja``
    lang: str

    @property
    def claim(self) -> ClaimPanel:
        """The claim tab (made when first asked for)."""
        ...

    def window(self) -> QWidget:
        """The main window as a widget: the parent of the dialogs (``QWidget.window``)."""
        ...

    def load_record(self, inputs: dict[str, Any]) -> None:
        """Show a stored hand (batch-format inputs) on the main window."""
        ...
