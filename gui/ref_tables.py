"""The reference tables a rule set offers (riichi: points by han and fu), each a tab, drawn as
the core gives them: nothing is computed here."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.model.errors import HandError

from .qt import QHeaderView, QLabel, QMainWindow, QTableView, QTabWidget, QVBoxLayout, QWidget, tr

if TYPE_CHECKING:
    from .host import MainWindowHost


def tables_of(main: MainWindowHost) -> tuple[Any, ...]:
    """The tables the window's rule set offers under its options (none when it offers none)."""
    rules = main.state.rules
    offer = getattr(rules, "reference_tables", None)
    if offer is None:
        return ()
    try:
        return tuple(offer(rules.check_options(main.state.options)))
    except HandError:
        return ()


class RefTablesWindow(QMainWindow):
    def __init__(self, main: MainWindowHost) -> None:
        super().__init__(main.window())  # a child window of the main one
        self.main = main
        self.setObjectName("reference_tables")
        self.tabs = QTabWidget(self)
        self.setCentralWidget(self.tabs)
        self.views: list[QTableView] = []
        self.resize(900, 520)
        self.refresh()

    def refresh(self) -> None:
        from .qt import QStandardItem, QStandardItemModel

        lang = self.main.lang
        self.setWindowTitle(tr("Points tables: {0}").format(self.main.state.rules.title.get(lang)))
        self.tabs.clear()
        self.views = []
        for table in tables_of(self.main):
            page = QWidget(self.tabs)
            lay = QVBoxLayout(page)
            model = QStandardItemModel(page)
            model.setHorizontalHeaderLabels([c.get(lang) for c in table.columns])
            model.setVerticalHeaderLabels([h.get(lang) for h, _cells in table.rows])
            for r, (_h, cells) in enumerate(table.rows):
                for c, text in enumerate(cells):
                    model.setItem(r, c, QStandardItem(text))
            view = QTableView(page)
            view.setModel(model)
            view.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
            view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
            lay.addWidget(view, 1)
            if table.note is not None:
                note = QLabel(table.note.get(lang), page)
                note.setWordWrap(True)
                lay.addWidget(note)
            self.tabs.addTab(page, table.title.get(lang))
            self.views.append(view)
