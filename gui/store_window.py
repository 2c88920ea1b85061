"""What the windows over the match store share (the match sheet, :mod:`gui.match_sheet`, and the
tournament director's window, :mod:`gui.tournament_window`): the toolbar's choice of a match
or tournament, the status bar naming the store in use, the message line under the window, and
an export said written or, in the window's language, why not.

:data:`WindowPart` is the base of the classes a window is made of (its widgets, its recording,
its station...): ``object``, but ``Any`` to mypy, which sees each part alone and not the other
parts' attributes that ``self`` has in the window made of them."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from core.model.errors import HandError

from . import theme
from .qt import QAction, QComboBox, QLabel, QMainWindow, Qt, QToolBar, QWidget, tr

if TYPE_CHECKING:
    WindowPart = Any
else:
    WindowPart = object


def choice_toolbar(window: QMainWindow, chosen: Callable[[int], None], name: str) -> tuple[QToolBar, QLabel, QComboBox]:
    """The window's toolbar, fixed, with a label and a combo box (object name ``name``) whose
    choice calls ``chosen``: the match or tournament shown."""
    tb = QToolBar(window)
    tb.setMovable(False)
    window.addToolBar(tb)
    label = QLabel(window)
    tb.addWidget(label)
    combo = QComboBox(window)
    combo.setObjectName(name)
    combo.setMinimumContentsLength(24)
    combo.currentIndexChanged.connect(chosen)
    tb.addWidget(combo)
    return tb, label, combo


def new_action(window: QMainWindow, name: str, triggered: Callable[[], None]) -> QAction:
    """The toolbar's action that shows the box of a new match or tournament."""
    action = QAction(window)
    action.setObjectName(name)
    action.triggered.connect(triggered)
    return action


def finish_window(window: QMainWindow, central: QWidget, width: int, height: int) -> QLabel:
    """``central`` set as the window's, the store in use always in sight in its status bar (a
    server's address without its password: the label returned), every label's text shown as
    written (names and notes, never markup), every combo box as wide as its longest item in
    every language, and the window at its first size."""
    window.setCentralWidget(central)
    store_label = QLabel(window)
    store_label.setObjectName("store_in_use")
    window.statusBar().addPermanentWidget(store_label, 1)
    for label in window.findChildren(QLabel):
        label.setTextFormat(Qt.TextFormat.PlainText)
    for combo in window.findChildren(QComboBox):
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    window.resize(width, height)
    return store_label


def tell(window: Any, text: str, warn: bool = False) -> None:
    """Say ``text`` on the window's message line (its ``message``), a refusal or failure
    (``warn``) in the error colour and kept as its ``problem`` (for tests and the status bar)."""
    window.problem = text if warn else ""
    window.message.setText(text)  # (said once, under the boxes: the status bar says nothing twice)
    window.message.setStyleSheet(theme.style("error") if warn else "")


def os_error_text(e: OSError) -> str:
    """Why a file could not be written, in the window's language (the system's own words for a
    rarer cause)."""
    import errno

    known = {
        errno.ENOSPC: tr("The disk is full."),
        errno.EDQUOT: tr("The disk is full."),
        errno.EACCES: tr("Permission denied."),
        errno.EPERM: tr("Permission denied."),
        errno.EROFS: tr("The disk is read-only."),
        errno.ENOENT: tr("The folder does not exist."),
        errno.EISDIR: tr("That is a folder."),
    }
    return known.get(e.errno or 0) or tr("The file could not be written.")


def export_or_say(window: Any, path: str, write: Callable[[], None]) -> bool:
    """An export written by ``write`` (whole or not at all): said written on ``window`` (its
    ``_tell``), or, where it failed (a damaged record of the store, the disk), why, in the
    window's language (its ``lang``) and in a message box; never a success that was not."""
    try:
        write()
    except HandError as e:
        why = e.text(window.lang)
    except OSError as e:
        why = os_error_text(e)
    else:
        window._tell(tr("Written: {0}").format(path))
        return True
    from .qt import QMessageBox

    text = tr("Not written: {0}. {1}").format(path, why)
    window._tell(text, warn=True)
    box = QMessageBox(QMessageBox.Icon.Warning, tr("Export failed"), text, QMessageBox.StandardButton.Ok, window)
    box.setObjectName("export_failed")
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return False
