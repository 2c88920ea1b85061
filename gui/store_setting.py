"""Which store the windows keep their matches in: one place decides it for every window (the
match sheet, the tournament window, the standings board).

1. ``$MJSCORE_STORE`` (a file, or a server's ``postgresql://`` address), as for the command line;
2. else the store chosen in File > Store… (saved in the user's settings): this computer's file,
   or a server;
3. else this computer's file (:func:`store_path`).

A server is opened with :func:`core.referee.pg_store.open_store`, waiting at most
:data:`RETRY_SECONDS` for a server that cannot be reached (each retry said through
``on_retry``), so a window never hangs half a minute. What cannot be opened (the server away,
the login refused, psycopg missing) is the core's error, said in the window's language naming
the address without its password (:func:`core.referee.pg_connection.redacted`); the window goes on.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from core.model.errors import HandError
from core.model.names import Names
from core.referee.match_store import MatchStore
from core.referee.pg_connection import redacted
from core.referee.pg_store import STORE_ENV, open_store
from core.referee.store_files import DATA_DIR_ENV, FILE_NAME

from .qt import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    Qt,
    QVBoxLayout,
    QWidget,
    tr,
)

# the key of the saved choice in the user's settings ("": this computer's file)
SETTING: Final = "store"
# how long a server that cannot be reached is waited for before the window says so
RETRY_SECONDS: Final = 5.0
SCHEMES: Final = ("postgresql://", "postgres://")


def is_server(where: str) -> bool:
    return where.startswith(SCHEMES)


@dataclass(frozen=True, slots=True)
class StoreChoice:
    """The store the windows use: ``where`` (a file's path or a server's address) and what chose
    it: ``env`` ($MJSCORE_STORE), ``setting`` (File > Store…) or ``default``."""

    where: str
    source: str

    @property
    def server(self) -> bool:
        return is_server(self.where)

    @property
    def shown(self) -> str:
        """The store as a window shows it: a server's address without its password."""
        return redacted(self.where) if self.server else self.where


def saved_store() -> str:
    """The store saved by File > Store… ("": this computer's file)."""
    from .services import settings

    value = settings().value(SETTING)  # type: ignore[attr-defined]
    return value if isinstance(value, str) and is_server(value) else ""


def save_store(where: str) -> None:
    """Save the store File > Store… chose ("" or a file: this computer's file)."""
    from .services import settings

    if is_server(where):
        settings().setValue(SETTING, where)  # type: ignore[attr-defined]
    else:
        settings().remove(SETTING)  # type: ignore[attr-defined]
    settings().sync()  # type: ignore[attr-defined]


def store_path() -> Path:
    """The store in the user's data folder, as Qt names it (``$MJSCORE_DATA_DIR`` first)."""
    if os.environ.get(DATA_DIR_ENV):
        return Path(os.environ[DATA_DIR_ENV]) / FILE_NAME
    from PySide6.QtCore import QStandardPaths

    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / FILE_NAME


def default_file() -> str:
    return str(store_path())


def chosen_store() -> StoreChoice:
    """The store every window opens (see the module's text)."""
    env = os.environ.get(STORE_ENV, "").strip()
    if env:
        return StoreChoice(env, "env")
    saved = saved_store()
    if saved:
        return StoreChoice(saved, "setting")
    return StoreChoice(default_file(), "default")


def open_chosen(on_retry: Callable[[Names], None] | None = None, choice: StoreChoice | None = None) -> MatchStore:
    """The chosen store, opened (a server waited for at most :data:`RETRY_SECONDS`). Raises
    the core's :class:`~core.model.errors.HandError` where it cannot be opened."""
    where = (choice or chosen_store()).where
    if is_server(where):
        return open_store(where, retry_seconds=RETRY_SECONDS, on_retry=on_retry)
    return open_store(where)


def store_name(store: MatchStore) -> str:
    """A store as a window names it: a server's address without its password, or a file's path."""
    url = getattr(store, "url", None)
    if isinstance(url, str):
        return redacted(url)
    return str(getattr(store, "path", ""))


def retry_shower(show: Callable[[str], None], lang: Callable[[], str]) -> Callable[[Names], None]:
    """An ``on_retry`` that shows each retry with ``show`` in the window's language, painted at
    once (the window waits for the server meanwhile; what the user types waits too)."""

    def said(names: Names) -> None:
        from .qt import QApplication, QEventLoop

        show(names.get(lang()))
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)

    return said


def try_store(where: str, on_retry: Callable[[Names], None] | None = None) -> None:
    """Open the store at ``where`` and close it again: raises what opening it raises."""
    store = open_chosen(on_retry, StoreChoice(where, "setting"))
    store.close()


class StoreDialog(QDialog):
    """File > Store…: this computer's file (the default) or a server (a ``postgresql://``
    address), the connection tried before the choice is saved. A saved address is shown without
    its password; left as shown, the saved one (with its password) is kept."""

    def __init__(self, parent: QWidget | None, lang: Callable[[], str]) -> None:
        super().__init__(parent)
        self.setObjectName("store_dialog")
        self._lang = lang
        self.saved = saved_store()
        self.result_text = ""  # the last test's words, for tests
        lay = QVBoxLayout(self)
        self.about = QLabel(self)
        self.about.setWordWrap(True)
        lay.addWidget(self.about)
        self.env_note = QLabel(self)
        self.env_note.setObjectName("store_env_note")
        self.env_note.setWordWrap(True)
        lay.addWidget(self.env_note)
        self.file_choice = QRadioButton(self)
        self.file_choice.setObjectName("store_file")
        lay.addWidget(self.file_choice)
        self.server_choice = QRadioButton(self)
        self.server_choice.setObjectName("store_server")
        lay.addWidget(self.server_choice)
        row = QHBoxLayout()
        self.url_edit = QLineEdit(self)
        self.url_edit.setObjectName("store_url")
        self.url_edit.setMinimumWidth(420)
        self.url_edit.textEdited.connect(lambda _t: self.server_choice.setChecked(True))
        row.addWidget(self.url_edit, 1)
        self.test_button = QPushButton(self)
        self.test_button.setObjectName("store_test")
        self.test_button.clicked.connect(self.test)
        row.addWidget(self.test_button)
        lay.addLayout(row)
        self.result_label = QLabel(self)
        self.result_label.setObjectName("store_result")
        self.result_label.setWordWrap(True)
        self.result_label.setTextFormat(Qt.TextFormat.PlainText)
        lay.addWidget(self.result_label)
        lay.addStretch(1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        if self.saved:
            self.server_choice.setChecked(True)
            self.url_edit.setText(redacted(self.saved))
        else:
            self.file_choice.setChecked(True)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Store"))
        self.about.setText(
            tr(
                "Where the match sheets, the tournament window and the standings board keep the "
                "matches. A scoring station of a tournament uses the tournament's server."
            )
        )
        env = os.environ.get(STORE_ENV, "").strip()
        self.env_note.setText(
            tr(
                "The environment variable MJSCORE_STORE names the store {0}: the windows use it, "
                "whatever is chosen here."
            ).format(redacted(env) if is_server(env) else env)
        )
        self.env_note.setVisible(bool(env))
        self.file_choice.setText(tr("This computer's file: {0}").format(default_file()))
        self.server_choice.setText(tr("A server (PostgreSQL):"))
        self.url_edit.setPlaceholderText("postgresql://LOGIN:PASSWORD@HOST/DATABASE")
        self.test_button.setText(tr("Test the connection"))

    def address(self) -> str:
        """The server's address given: the saved one (with its password) where the field still
        shows it without."""
        text = self.url_edit.text().strip()
        if self.saved and text == redacted(self.saved):
            return self.saved
        return text

    def _say(self, text: str, warn: bool = False) -> None:
        from . import theme

        self.result_text = text
        self.result_label.setText(text)
        self.result_label.setStyleSheet(theme.style("error") if warn else "")

    def test(self) -> bool:
        """Try the server's address given: said under it, in the window's language."""
        where = self.address()
        if not is_server(where):
            self._say(
                tr(
                    "A server's address starts with postgresql://, like postgresql://table1:PASSWORD@192.168.1.10/event"
                ),
                warn=True,
            )
            return False
        self._say(tr("Connecting to {0}…").format(redacted(where)))
        try:
            try_store(where, retry_shower(lambda t: self._say(t, warn=True), self._lang))
        except HandError as e:
            self._say(store_problem_text(e, self._lang()), warn=True)
            return False
        self._say(tr("Connected to {0}.").format(redacted(where)))
        return True

    def save(self) -> bool:
        """Save the choice (a server only once its connection works) and close."""
        if self.server_choice.isChecked():
            if not self.test():
                return False
            save_store(self.address())
        else:
            save_store("")
        self.accept()
        return True


def store_problem_text(e: HandError, lang: str) -> str:
    """Why a store could not be opened, in ``lang`` (the core's words name it: the file, or the
    server's address without its password)."""
    return tr("The store cannot be used: {0}").format(e.text(lang))
