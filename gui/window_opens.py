"""The windows the scorer window opens, each made when first asked for: the points tables, the
rules browser, the match sheet and the tournament director's window, with the store the last
two share (File > Store…: this computer's file or a server). A part of
:class:`gui.window.MainWindow`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.model.errors import HandError

from .qt import Qt, tr

if TYPE_CHECKING:
    pass

from .store_window import WindowPart


class OpenedWindows(WindowPart):
    """The windows opened from the scorer window, and their store."""

    match_window: Any = None  # the match sheet, made when first opened
    rules_window: Any = None  # the rules browser, made when first opened
    tables_window: Any = None  # the rule set's points tables, made when first opened
    tournament_window: Any = None  # the tournament director's window, made when first opened
    trainer_window: Any = None  # the scoring trainer, made when first opened

    def open_tables(self) -> Any:
        """Show the reference tables the rule set offers (riichi: points by han and fu)."""
        if self.tables_window is None:
            from .ref_tables import RefTablesWindow

            self.tables_window = RefTablesWindow(self)
        else:
            self.tables_window.refresh()
        self.tables_window.show()
        self.tables_window.raise_()
        return self.tables_window

    def _sync_tables_action(self) -> None:
        """Points tables… is offered when the rule set has some."""
        self.tables_action.setEnabled(hasattr(self.state.rules, "reference_tables"))

    def open_rules_browser(self, item: str | None = None) -> Any:
        """Show the rules browser, at ``item`` when given (a breakdown row activated)."""
        if self.rules_window is None:
            from .rules_browser import RulesBrowser

            self.rules_window = RulesBrowser(self)
        self.rules_window.show()
        self.rules_window.raise_()
        if item:
            self.rules_window.select(item)
        return self.rules_window

    store_problem = ""  # why the chosen store could not be opened, the last time (for tests)
    store_dialog: Any = None  # File > Store…, made when first opened

    def open_windows_store(self) -> Any:
        """The store the windows use (gui/store_setting.py), opened: the one a window already
        has, else the chosen one. Where it cannot be opened, why is said (naming it, in the
        window's language) and None given: the window goes on, nothing is lost."""
        for window in (self.match_window, self.tournament_window):
            if window is not None:
                return window.store
        from .store_setting import open_chosen, retry_shower, store_problem_text

        try:
            store = open_chosen(retry_shower(lambda text: self.status.showMessage(text, 8000), lambda: self.lang))
        except HandError as e:
            self.store_problem = store_problem_text(e, self.lang)
            self.status.showMessage(self.store_problem, 15000)
            from .qt import QMessageBox

            box = QMessageBox(
                QMessageBox.Icon.Warning, tr("Store"), self.store_problem, QMessageBox.StandardButton.Ok, self
            )
            box.setObjectName("store_problem")
            box.setTextFormat(Qt.TextFormat.PlainText)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()
            return None
        self.store_problem = ""
        return store

    def open_store_dialog(self) -> Any:
        """File > Store…: this computer's file or a server; the windows open the one saved."""
        from .store_setting import StoreDialog

        if self.store_dialog is not None:
            self.store_dialog.close()
        self.store_dialog = StoreDialog(self, lambda: self.lang)
        self.store_dialog.accepted.connect(self.store_changed)
        self.store_dialog.open()
        return self.store_dialog

    def store_changed(self) -> None:
        """The store chosen has changed: the match sheet and the tournament window close their
        store (every record is committed when it is written) and open the chosen one when next
        shown; a match sheet in sight is opened again at once."""
        from .store_setting import chosen_store

        shown = self.match_window is not None and self.match_window.isVisible()
        stores = []
        for name in ("match_window", "tournament_window", "trainer_window"):
            window = getattr(self, name)
            if window is not None:
                stores.append(window.store)
                if getattr(window, "station", None) is not None:  # (the match sheet's offline station)
                    window.station.close()
                window.close()
                window.deleteLater()
                setattr(self, name, None)
        for store in {id(s): s for s in stores}.values():
            store.close()
        self.status.showMessage(tr("The windows now use the store {0}.").format(chosen_store().shown), 8000)
        if shown:
            self.open_match_sheet()

    def open_match_sheet(self) -> Any:
        """Show the match score sheet (its store is opened on first use)."""
        if self.match_window is None:
            from .match_sheet import MatchWindow

            store = self.open_windows_store()
            if store is None:
                return None
            try:
                self.match_window = MatchWindow(self, store)
            except HandError as e:
                self.status.showMessage(e.text(self.lang), 8000)
                return None
        self.match_window.show()
        self.match_window.raise_()
        return self.match_window

    def open_tournament(self, tournament_id: str | None = None) -> Any:
        """Show the tournament director's window (on the store the match sheet uses); a table's
        match sheet opens here."""
        if self.tournament_window is None:
            from .tournament_window import TournamentWindow, open_table_sheet

            store = self.open_windows_store()
            if store is None:
                return None
            self.tournament_window = TournamentWindow(
                store, tournament_id, self.lang, lambda mid, rules: open_table_sheet(self, store, mid, rules), self
            )
            self.tournament_window.setWindowFlag(Qt.WindowType.Window)
        self.tournament_window.show()
        self.tournament_window.raise_()
        return self.tournament_window

    def trainer_store(self) -> Any:
        """The local store the trainer keeps the answers in: the windows' store where it is this
        computer's file, else the file in the data folder (a learner's answers stay on the
        learner's machine, whatever server the match sheets use). Where it cannot be opened, why
        is said and None given."""
        from core.referee.records import Store

        for window in (self.match_window, self.tournament_window):
            if window is not None and isinstance(window.store, Store):
                return window.store
        from .store_setting import chosen_store, default_file, is_server, store_problem_text

        where = chosen_store().where
        try:
            return Store(default_file() if is_server(where) else where)
        except HandError as e:
            self.store_problem = store_problem_text(e, self.lang)
            self.status.showMessage(self.store_problem, 15000)
            return None

    def open_trainer(self) -> Any:
        """Show the scoring trainer (its answers kept in the local store)."""
        if self.trainer_window is None:
            from .trainer_window import TrainerWindow

            store = self.trainer_store()
            if store is None:
                return None
            self.trainer_window = TrainerWindow(store, self.lang, self)
            self.trainer_window.setWindowFlag(Qt.WindowType.Window)
        self.trainer_window.show()
        self.trainer_window.raise_()
        return self.trainer_window
