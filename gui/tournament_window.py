"""The tournament director's window: the players, the seating of each round, the round in
progress table by table, and the standings with their CSV, PDF and EMA exports.

    mahjong-scorer --tournament TOURNAMENT [--lang ja]

(or File > Tournament… on the main window). A thin layer over the headless tournament
(:mod:`core.referee.tournament_store`, the same store as the match sheets): the seating
methods, the checks and the standings are the core's, computed as ``mjscore tournament``
computes them (its helpers are reused, not copied). The window follows the store every few
seconds, so the results the scorer stations record appear as they come. A refusal of the core
is said in the window's language, naming what is at fault; the window keeps working.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Final

from core.model.errors import HandError
from core.model.names import isolate
from core.referee.match import Sheet, format_points
from core.referee.match_store import MatchStore
from core.referee.store_rows import _rules_of, match_rules_head
from core.referee.tournament import TIEBREAKS, Standing, meetings, repeat_meetings
from core.referee.tournament_records import METHODS as tournament_methods, Player, RoundState, Tournament
from core.referee.tournament_store import Tournaments, statistics_of
from core.rules import get_rules, rule_set_names

from .export import StandingsPaper
from .match_sheet import export_or_say, os_error_text
from .qt import (
    QAction,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QSpinBox,
    Qt,
    QTabWidget,
    QTimer,
    QToolBar,
    QVBoxLayout,
    QWidget,
    tr,
)
from .sheet_words import wind_name

# how often the window reads the store, in milliseconds (a plain comment: lupdate reads "#:" as a note)
REFRESH_MS: Final = 3000
SEATS: Final = ("E", "S", "W", "N")
# the seating methods, as ``mjscore tournament seat --method`` names them
METHODS: Final = tournament_methods


def method_name(method: str) -> str:
    """A seating method in the window's language."""
    names = {
        "random": tr("Random (by the seed)"),
        "swiss": tr("Swiss: by the standings, high against high"),
        "snake": tr("Snake: the standings dealt across the tables"),
        "fewest": tr("Fewest repeat meetings (one plan of every round left)"),
        "csv": tr("Prescripted (a CSV file)"),
    }
    return names.get(method, method)


def _plain(text: str) -> Any:
    """A table cell holding ``text`` as written (an item is drawn as plain text, never markup)."""
    from .qt import QTableWidgetItem

    item = QTableWidgetItem(text)
    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
    return item


def _number(text: str) -> Any:
    item = _plain(text)
    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def _note(parent: QWidget, lay: Any, name: str) -> QLabel:
    """A line of text under or over a tab's table, wrapped, added to ``lay``."""
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    lay.addWidget(label)
    return label


def _table(parent: QWidget, name: str) -> Any:
    from .qt import QTableWidget

    t = QTableWidget(parent)
    t.setObjectName(name)
    t.verticalHeader().setVisible(False)
    t.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    t.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
    t.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
    return t


def shown_places(rows: tuple[Standing, ...]) -> list[str]:
    """Each standing's place as shown: ``3=`` where players share it."""
    count: dict[int, int] = {}
    for s in rows:
        count[s.place] = count.get(s.place, 0) + 1
    return [f"{s.place}=" if count[s.place] > 1 else str(s.place) for s in rows]


class TournamentWindow(QMainWindow):
    """The tournament director's window (see the module's text). ``open_sheet(match_id, rules)``
    opens a table's match sheet (None: the button says it cannot)."""

    def __init__(
        self,
        store: MatchStore,
        tournament_id: str | None = None,
        lang: str = "en",
        open_sheet: Callable[[str, str], Any] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("tournament_window")
        self.store = store
        self.tours = Tournaments(store)
        self.lang = lang
        self.open_sheet = open_sheet
        self.tournament_id = tournament_id or ""
        self.tournament: Tournament | None = None
        self.players: tuple[Player, ...] = ()
        self.rounds: tuple[RoundState, ...] = ()
        self.sheets: dict[str, Sheet] = {}
        self.problem = ""  # the last refusal or failure said, for tests
        self.swaps: dict[int, int] = {}  # absent player -> substitute, for the next round
        self._followed: Any = None  # what the round view shows (redrawn only when the store has changed)
        # asks the director before a round is closed; tests replace it
        self.confirm: Callable[[str], bool] = self._ask
        self._build()
        self.retranslate()
        self.poll = QTimer(self)
        self.poll.timeout.connect(self.follow)
        self.poll.start(REFRESH_MS)

    # -- building -------------------------------------------------------------------------
    def _build(self) -> None:
        tb = QToolBar(self)
        tb.setMovable(False)
        self.addToolBar(tb)
        self.choose_label = QLabel(self)
        tb.addWidget(self.choose_label)
        self.choice = QComboBox(self)
        self.choice.setObjectName("tournament_choice")
        self.choice.setMinimumContentsLength(24)
        self.choice.currentIndexChanged.connect(self._chosen)
        tb.addWidget(self.choice)
        self.new_action = QAction(self)
        self.new_action.setObjectName("new_tournament")
        self.new_action.triggered.connect(self.show_new_box)
        tb.addAction(self.new_action)

        central = QWidget(self)
        lay = QVBoxLayout(central)
        self.heading = QLabel(central)
        self.heading.setObjectName("tournament_heading")
        f = self.heading.font()
        f.setPointSize(f.pointSize() + 3)
        f.setBold(True)
        self.heading.setFont(f)
        self.heading.setWordWrap(True)
        lay.addWidget(self.heading)
        self.rules_line = QLabel(central)  # the match rules in force (start, return, uma...)
        self.rules_line.setObjectName("tournament_rules")
        self.rules_line.setWordWrap(True)
        self.rules_line.setTextFormat(Qt.TextFormat.PlainText)
        lay.addWidget(self.rules_line)

        # a new tournament: its title, rule set (one that keeps match sheets) and rounds
        self.new_box = QGroupBox(central)
        self.new_box.setObjectName("new_tournament_box")
        new_lay = QVBoxLayout(self.new_box)
        new_row = QHBoxLayout()
        self.new_title = QLineEdit(self.new_box)
        self.new_title.setObjectName("new_title")
        self.new_rules = QComboBox(self.new_box)
        self.new_rules.setObjectName("new_rules")
        self.new_rounds = QSpinBox(self.new_box)
        self.new_rounds.setObjectName("new_rounds")
        self.new_rounds.setRange(1, 99)
        self.new_rounds.setValue(4)
        self.new_rounds_label = QLabel(self.new_box)
        self.create_button = QPushButton(self.new_box)
        self.create_button.setObjectName("create_tournament")
        self.create_button.clicked.connect(self.create_tournament)
        # the tiebreaks after table points and score, in order (core.referee.tournament.TIEBREAKS)
        self.tiebreaks_label = QLabel(self.new_box)
        self.tiebreak_combos: list[QComboBox] = []
        self.then_labels: list[QLabel] = []
        for i in range(len(TIEBREAKS)):
            if i:
                self.then_labels.append(QLabel(self.new_box))
            combo = QComboBox(self.new_box)
            combo.setObjectName(f"new_tiebreak_{i}")
            combo.currentIndexChanged.connect(lambda _i: self._sync_tiebreaks())
            self.tiebreak_combos.append(combo)
        for w, stretch in ((self.new_title, 2), (self.new_rules, 1), (self.new_rounds_label, 0), (self.new_rounds, 0)):
            new_row.addWidget(w, stretch)
        tie_row = QHBoxLayout()
        tie_row.addWidget(self.tiebreaks_label)
        for i, combo in enumerate(self.tiebreak_combos):
            if i:
                tie_row.addWidget(self.then_labels[i - 1])
            tie_row.addWidget(combo)
        tie_row.addStretch(1)
        tie_row.addWidget(self.create_button)
        new_lay.addLayout(new_row)
        new_lay.addLayout(tie_row)
        self.new_box.setVisible(False)
        lay.addWidget(self.new_box)

        self.tabs = QTabWidget(central)
        self.tabs.setObjectName("tournament_tabs")
        lay.addWidget(self.tabs, 1)
        self._build_players()
        self._build_seating()
        self._build_round()
        self._build_standings()
        self._build_statistics()

        self.message = _note(central, lay, "tournament_message")
        self.setCentralWidget(central)
        # the store in use, always in sight (a server's address without its password)
        self.store_label = QLabel(self)
        self.store_label.setObjectName("store_in_use")
        self.statusBar().addPermanentWidget(self.store_label, 1)
        for label in self.findChildren(QLabel):  # names and refusals are shown as written, never as markup
            label.setTextFormat(Qt.TextFormat.PlainText)
        for combo in self.findChildren(QComboBox):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.resize(1280, 860)

    def _build_players(self) -> None:
        page = QWidget(self)
        lay = QVBoxLayout(page)
        self.players_table = _table(page, "players_table")
        lay.addWidget(self.players_table, 1)
        self.add_box = QGroupBox(page)
        self.add_box.setObjectName("add_player_box")
        form = QHBoxLayout(self.add_box)
        self.name_edit = QLineEdit(self.add_box)
        self.name_edit.setObjectName("player_name")
        self.name_edit.returnPressed.connect(self.add_player)
        self.country_edit = QLineEdit(self.add_box)
        self.country_edit.setObjectName("player_country")
        self.ema_edit = QLineEdit(self.add_box)
        self.ema_edit.setObjectName("player_ema")
        self.wrc_edit = QLineEdit(self.add_box)
        self.wrc_edit.setObjectName("player_wrc")
        self.substitute_check = QCheckBox(self.add_box)
        self.substitute_check.setObjectName("player_substitute")
        self.add_button = QPushButton(self.add_box)
        self.add_button.setObjectName("add_player")
        self.add_button.clicked.connect(self.add_player)
        for w, stretch in (
            (self.name_edit, 3),
            (self.country_edit, 1),
            (self.ema_edit, 1),
            (self.wrc_edit, 1),
            (self.substitute_check, 0),
            (self.add_button, 0),
        ):
            form.addWidget(w, stretch)
        lay.addWidget(self.add_box)
        # a name with a character no font here draws (issue 41): named, never a silent box
        self.glyph_note = _note(page, lay, "missing_glyphs")
        self.glyph_note.hide()
        self.name_edit.textChanged.connect(lambda _t: self._check_glyphs())
        self.players_page = page
        self.tabs.addTab(page, "")

    def _build_seating(self) -> None:
        page = QWidget(self)
        lay = QVBoxLayout(page)
        self.seat_box = QGroupBox(page)
        self.seat_box.setObjectName("seat_box")
        form = QFormLayout(self.seat_box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.method_combo = QComboBox(self.seat_box)
        self.method_combo.setObjectName("seat_method")
        for m in METHODS:
            self.method_combo.addItem("", m)
        self.method_combo.currentIndexChanged.connect(lambda _i: self._sync_method())
        self.method_label = QLabel(self.seat_box)
        form.addRow(self.method_label, self.method_combo)
        self.seed_spin = QSpinBox(self.seat_box)
        self.seed_spin.setObjectName("seat_seed")
        self.seed_spin.setRange(0, 2_000_000_000)
        self.seed_spin.setValue(1)
        self.seed_label = QLabel(self.seat_box)
        form.addRow(self.seed_label, self.seed_spin)
        csv_row = QHBoxLayout()
        self.csv_edit = QLineEdit(self.seat_box)
        self.csv_edit.setObjectName("seat_csv")
        self.csv_button = QPushButton(self.seat_box)
        self.csv_button.clicked.connect(self._choose_seating_csv)
        csv_row.addWidget(self.csv_edit, 1)
        csv_row.addWidget(self.csv_button)
        self.csv_label = QLabel(self.seat_box)
        form.addRow(self.csv_label, csv_row)
        # a substitute in an absent player's seat, for the round to be seated
        sub_row = QHBoxLayout()
        self.absent_combo = QComboBox(self.seat_box)
        self.absent_combo.setObjectName("absent_player")
        self.sub_combo = QComboBox(self.seat_box)
        self.sub_combo.setObjectName("substitute_player")
        self.arrow = QLabel("→", self.seat_box)
        self.swap_button = QPushButton(self.seat_box)
        self.swap_button.setObjectName("add_substitution")
        self.swap_button.clicked.connect(self.add_substitution)
        self.clear_swaps_button = QPushButton(self.seat_box)
        self.clear_swaps_button.setObjectName("clear_substitutions")
        self.clear_swaps_button.clicked.connect(self.clear_substitutions)
        for w in (self.absent_combo, self.arrow, self.sub_combo, self.swap_button, self.clear_swaps_button):
            sub_row.addWidget(w)
        sub_row.addStretch(1)
        self.sub_label = QLabel(self.seat_box)
        form.addRow(self.sub_label, sub_row)
        self.balance_check = QCheckBox(self.seat_box)
        self.balance_check.setObjectName("balance_winds")
        form.addRow(self.balance_check)
        self.swaps_label = QLabel(self.seat_box)
        self.swaps_label.setObjectName("substitutions")
        self.swaps_label.setWordWrap(True)
        form.addRow(self.swaps_label)
        self.seat_button = QPushButton(self.seat_box)
        self.seat_button.setObjectName("seat_round")
        self.seat_button.clicked.connect(self.seat_next)
        form.addRow(self.seat_button)
        lay.addWidget(self.seat_box)
        shown = QHBoxLayout()
        self.shown_label = QLabel(page)
        self.round_combo = QComboBox(page)
        self.round_combo.setObjectName("seating_round")
        self.round_combo.currentIndexChanged.connect(lambda _i: self._show_seating())
        shown.addWidget(self.shown_label)
        shown.addWidget(self.round_combo)
        shown.addStretch(1)
        lay.addLayout(shown)
        self.seating_table = _table(page, "seating_table")
        lay.addWidget(self.seating_table, 1)
        self.repeats_label = _note(page, lay, "repeat_meetings")
        self.seating_page = page
        self.tabs.addTab(page, "")

    def _build_round(self) -> None:
        page = QWidget(self)
        lay = QVBoxLayout(page)
        self.round_state = _note(page, lay, "round_state")
        self.round_table = _table(page, "round_table")
        lay.addWidget(self.round_table, 1)
        row = QHBoxLayout()
        self.open_button = QPushButton(page)
        self.open_button.setObjectName("open_table_sheet")
        self.open_button.clicked.connect(self.open_selected_sheet)
        self.close_button = QPushButton(page)
        self.close_button.setObjectName("close_round")
        self.close_button.clicked.connect(lambda: self.close_round(False))
        self.time_button = QPushButton(page)
        self.time_button.setObjectName("close_round_on_time")
        self.time_button.clicked.connect(lambda: self.close_round(True))
        row.addWidget(self.open_button)
        row.addStretch(1)
        row.addWidget(self.close_button)
        row.addWidget(self.time_button)
        lay.addLayout(row)
        self.round_page = page
        self.tabs.addTab(page, "")

    def _build_standings(self) -> None:
        page = QWidget(self)
        lay = QVBoxLayout(page)
        row = QHBoxLayout()
        self.after_label = QLabel(page)
        self.after_combo = QComboBox(page)
        self.after_combo.setObjectName("standings_after")
        self.after_combo.currentIndexChanged.connect(lambda _i: self.show_standings())
        row.addWidget(self.after_label)
        row.addWidget(self.after_combo)
        row.addStretch(1)
        self.csv_export_button = QPushButton(page)
        self.csv_export_button.setObjectName("export_standings_csv")
        self.csv_export_button.clicked.connect(lambda: self._choose_export("csv"))
        self.pdf_export_button = QPushButton(page)
        self.pdf_export_button.setObjectName("export_standings_pdf")
        self.pdf_export_button.clicked.connect(lambda: self._choose_export("pdf"))
        self.ema_export_button = QPushButton(page)
        self.ema_export_button.setObjectName("export_ema_csv")
        self.ema_export_button.clicked.connect(lambda: self._choose_export("ema"))
        self.results_export_button = QPushButton(page)
        self.results_export_button.setObjectName("export_results_pdf")
        self.results_export_button.clicked.connect(lambda: self._choose_export("results"))
        for b in (self.csv_export_button, self.pdf_export_button, self.ema_export_button, self.results_export_button):
            row.addWidget(b)
        lay.addLayout(row)
        # how the standings are ranked: table points, score, then the tournament's tiebreaks
        self.ranking_label = _note(page, lay, "standings_ranking")
        self.standings_table = _table(page, "standings_table")
        lay.addWidget(self.standings_table, 1)
        self.shared_note = _note(page, lay, "shared_note")
        self.standings_page = page
        self.tabs.addTab(page, "")

    def _build_statistics(self) -> None:
        page = QWidget(self)
        lay = QVBoxLayout(page)
        self.stats_note = _note(page, lay, "statistics_note")
        self.stats_table = _table(page, "statistics_table")
        lay.addWidget(self.stats_table, 1)
        self.statistics_page = page
        self.tabs.addTab(page, "")

    def show_statistics(self) -> None:
        """Each player's figures from the hands recorded at their tables (the core's
        :func:`statistics_of`, as :meth:`Tournaments.statistics`), substitutes included, in player order."""
        headers = [
            tr("#"),
            tr("Player"),
            tr("Hands"),
            tr("Wins"),
            tr("Self-drawn"),
            tr("Dealt in"),
            tr("Points a win"),
            tr("Value a win"),
        ]
        t = self.stats_table
        t.setColumnCount(len(headers))
        t.setHorizontalHeaderLabels(headers)
        if self.tournament is None:
            t.setRowCount(0)
            return
        # (from the players, rounds and sheets this window has just read, not read again)
        rows = statistics_of(self.players, self.rounds, self.sheets)
        t.setRowCount(len(rows))
        for r, s in enumerate(rows):
            cells = [
                str(s.player),
                self.name_of(s.player),
                str(s.hands),
                str(s.wins),
                str(s.self_drawn),
                str(s.deal_ins),
                format_points(s.average_points),
                format_points(s.average_total),
            ]
            for c, text in enumerate(cells):
                t.setItem(r, c, _plain(text) if c == 1 else _number(text))
        header = t.horizontalHeader()
        for c in range(len(headers)):
            header.setSectionResizeMode(
                c, QHeaderView.ResizeMode.Stretch if c == 1 else QHeaderView.ResizeMode.ResizeToContents
            )

    # -- language -------------------------------------------------------------------------
    def set_language(self, code: str) -> None:
        """Speak ``code`` (its translation installed by the caller, as the main window does)."""
        self.lang = code
        self.retranslate()

    def retranslate(self) -> None:
        from .store_setting import store_name

        self.setWindowTitle(tr("Tournament"))
        self.store_label.setText(tr("Store: {0}").format(store_name(self.store)))
        self.choose_label.setText(tr("Tournament:") + " ")
        self.new_action.setText(tr("New tournament…"))
        self.new_box.setTitle(tr("New tournament"))
        self.new_title.setPlaceholderText(tr("Title"))
        self.new_rounds_label.setText(tr("Rounds:"))
        self.create_button.setText(tr("Create"))
        current = self.new_rules.currentData()
        self.new_rules.clear()
        for name in rule_set_names():
            rules = get_rules(name)
            if rules.match_rules() is not None:
                self.new_rules.addItem(rules.title.get(self.lang), name)
        self.new_rules.setCurrentIndex(max(0, self.new_rules.findData(current)))
        self.tiebreaks_label.setText(tr("Equal on table points and score, ranked by:"))
        for label in self.then_labels:
            label.setText(tr("then by:"))
        for combo in self.tiebreak_combos:
            chosen = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(tr("nothing more (they share the place)"), "")
            for key, names in TIEBREAKS.items():
                combo.addItem(names.get(self.lang), key)
            combo.setCurrentIndex(max(0, combo.findData(chosen)))
            combo.blockSignals(False)
        self._sync_tiebreaks()
        self.tabs.setTabText(0, tr("&Players"))
        self.tabs.setTabText(1, tr("&Seating"))
        self.tabs.setTabText(2, tr("&Round in progress"))
        self.tabs.setTabText(3, tr("S&tandings"))
        self.tabs.setTabText(4, tr("St&atistics"))
        self.stats_note.setText(
            tr(
                "From every hand recorded at the players' tables: hands played (wins and draws), "
                "wins, those self-drawn, wins dealt in, and a win's average points and value "
                "(fan, han or tai, as the rule set counts)."
            )
        )
        self.add_box.setTitle(tr("Add a player"))
        self.name_edit.setPlaceholderText(tr("Name"))
        self.country_edit.setPlaceholderText(tr("Country"))
        self.ema_edit.setPlaceholderText(tr("EMA id"))
        self.wrc_edit.setPlaceholderText(tr("WRC id"))
        self.substitute_check.setText(tr("Substitute"))
        self.add_button.setText(tr("Add the player"))
        self.seat_box.setTitle(tr("Seat the next round"))
        self.method_label.setText(tr("Method:"))
        for i, m in enumerate(METHODS):
            self.method_combo.setItemText(i, method_name(m))
        self.seed_label.setText(tr("Seed:"))
        self.seed_spin.setToolTip(tr("The same seed gives the same seating"))
        self.csv_label.setText(tr("Schedule:"))
        self.csv_edit.setPlaceholderText(tr("a CSV file: round, table, then the players in seat order (East first)"))
        self.csv_button.setText(tr("Choose…"))
        self.sub_label.setText(tr("Substitute:"))
        self.swap_button.setText(tr("Seat the substitute"))
        self.clear_swaps_button.setText(tr("Clear"))
        self.balance_check.setText(tr("Even out the seat winds across rounds"))
        self.balance_check.setToolTip(
            tr("Each table's players in the seat order that evens out the winds each has had in the rounds before")
        )
        self.shown_label.setText(tr("Tables of:"))
        self.open_button.setText(tr("Open the table's match sheet"))
        self.close_button.setText(tr("Close the round"))
        self.time_button.setText(tr("Time called: close the round…"))
        self.after_label.setText(tr("Standings:"))
        self.csv_export_button.setText(tr("Export CSV…"))
        self.pdf_export_button.setText(tr("Export PDF…"))
        self.ema_export_button.setText(tr("Export EMA CSV…"))
        self.results_export_button.setText(tr("Export results PDF…"))
        self.results_export_button.setToolTip(
            tr("Every table of every round: its players in seat order, their table points and scores")
        )
        self._sync_method()
        self._fill_choice(self.tournament_id)

    # -- the tournament -------------------------------------------------------------------
    def _fill_choice(self, choose: str) -> None:
        self.choice.blockSignals(True)
        try:
            self.choice.clear()
            try:
                found = self.tours.all()
            except HandError as e:
                found = ()
                self._tell(e.text(self.lang), warn=True)
            for t in found:
                self.choice.addItem(f"{t.title} ({t.id})", t.id)
            if choose and self.choice.findData(choose) < 0:
                self.choice.addItem(choose, choose)  # (not in the store: reading it says so)
            i = self.choice.findData(choose) if choose else self.choice.count() - 1
            self.choice.setCurrentIndex(max(0, i))
        finally:
            self.choice.blockSignals(False)
        self._chosen(self.choice.currentIndex())

    def _chosen(self, _index: int) -> None:
        self.tournament_id = str(self.choice.currentData() or "")
        self._followed = None
        self.new_box.setVisible(not self.tournament_id or self.new_box.isVisible())
        self.refresh()

    def show_new_box(self) -> None:
        self.new_box.setVisible(True)
        self.new_title.setFocus()

    def _sync_tiebreaks(self) -> None:
        """A further tiebreak is chosen only after one before it."""
        for before, combo in zip(self.tiebreak_combos, self.tiebreak_combos[1:]):
            on = before.isEnabled() and bool(before.currentData())
            combo.setEnabled(on)
            if not on:
                combo.setCurrentIndex(0)

    def chosen_tiebreaks(self) -> list[str]:
        """The tiebreaks the form names, in order (the first "nothing more" ends them)."""
        keys: list[str] = []
        for combo in self.tiebreak_combos:
            key = str(combo.currentData() or "")
            if not key:
                break
            if key not in keys:
                keys.append(key)
        return keys

    def create_tournament(self) -> Tournament | None:
        title = self.new_title.text().strip()
        if not title:
            self._tell(tr("Not created: a tournament needs a title."), warn=True)
            return None
        try:
            t = self.tours.create(
                str(self.new_rules.currentData()), title, self.new_rounds.value(), tiebreaks=self.chosen_tiebreaks()
            )
        except HandError as e:
            self._tell(tr("Not created: {0}").format(e.text(self.lang)), warn=True)
            return None
        self.new_title.clear()
        for combo in self.tiebreak_combos:
            combo.setCurrentIndex(0)
        self.new_box.setVisible(False)
        self._fill_choice(t.id)
        self._tell(tr("Created: {0}").format(t.title))
        return t

    def size_of_tables(self) -> int:
        return _rules_of(self.tournament.rules).players if self.tournament is not None else len(SEATS)

    def refresh(self) -> None:
        """Read the tournament again and show every tab."""
        self._followed = None
        if not self._read():
            for table in (
                self.players_table,
                self.seating_table,
                self.round_table,
                self.standings_table,
                self.stats_table,
            ):
                table.setRowCount(0)
            return
        self._show_players()
        self._show_seat_box()
        self._fill_rounds()
        self._show_round()
        self._fill_after()
        self.show_statistics()

    def _read(self) -> bool:
        """Read the tournament, its players, rounds and sheets; a failure is said."""
        self.tournament = None
        if not self.tournament_id:
            self.heading.setText(tr("No tournament yet: create one (New tournament…)."))
            self.rules_line.setText("")
            self.players, self.rounds, self.sheets = (), (), {}
            return False
        try:
            self.tournament = self.tours.tournament(self.tournament_id)
            self.players = self.tours.players(self.tournament_id)
            self.rounds = self.tours.rounds(self.tournament_id)
            _results, self.sheets = self.tours.results(self.tournament_id)
        except HandError as e:  # no such tournament, a store that cannot be read: said; the window goes on
            self.tournament = None
            self.heading.setText(tr("The tournament cannot be read: {0}").format(e.text(self.lang)))
            self.rules_line.setText("")
            self.problem = e.text(self.lang)
            return False
        self._show_heading()
        return True

    def _show_heading(self) -> None:
        t = self.tournament
        if t is not None:
            head = match_rules_head(t.rules, dict(t.match_options)).get(self.lang)
            self.heading.setText(
                tr("{0} · {1} · {2} of {3} rounds seated").format(
                    t.title, get_rules(t.rules).title.get(self.lang), len(self.rounds), t.rounds
                )
            )
            self.rules_line.setText(head)

    def name_of(self, number: int) -> str:
        for p in self.players:
            if p.number == number:
                return isolate(p.name)
        return str(number)

    # -- players --------------------------------------------------------------------------
    def _show_players(self) -> None:
        headers = [tr("#"), tr("Name"), tr("Country"), tr("EMA id"), tr("WRC id"), tr("Substitute")]
        t = self.players_table
        t.setColumnCount(len(headers))
        t.setHorizontalHeaderLabels(headers)
        t.setRowCount(len(self.players))
        for r, p in enumerate(self.players):
            cells = [
                _number(str(p.number)),
                _plain(isolate(p.name)),
                _plain(p.country),
                _plain(p.ema),
                _plain(p.wrc),
                _plain(tr("yes") if p.substitute else ""),
            ]
            for c, item in enumerate(cells):
                t.setItem(r, c, item)
        self._check_glyphs()
        header = t.horizontalHeader()
        for c in range(len(headers)):
            header.setSectionResizeMode(
                c, QHeaderView.ResizeMode.Stretch if c == 1 else QHeaderView.ResizeMode.ResizeToContents
            )

    def _check_glyphs(self) -> None:
        """Say which characters of the players' names (registered, and the one being typed) no
        font here draws, each by its code point (:func:`gui.glyphs.warning`); the line hidden
        when every one is drawn."""
        from . import theme
        from .glyphs import warning

        text = warning([p.name for p in self.players] + [self.name_edit.text()], self.font())
        self.glyph_note.setText(text)
        self.glyph_note.setStyleSheet(theme.style("error") if text else "")
        self.glyph_note.setVisible(bool(text))

    def add_player(self) -> Player | None:
        """Register the player of the form; a refusal (a name twice, round 1 seated) is said."""
        if self.tournament is None:
            self._tell(tr("Not added: choose or create a tournament first."), warn=True)
            return None
        given = {
            "name": self.name_edit.text(),
            "country": self.country_edit.text(),
            "ema": self.ema_edit.text(),
            "wrc": self.wrc_edit.text(),
            "substitute": self.substitute_check.isChecked(),
        }
        try:
            (player,) = self.tours.add_players(self.tournament.id, [given])
        except HandError as e:
            self._tell(tr("Not added: {0}").format(e.text(self.lang)), warn=True)
            return None
        for edit in (self.name_edit, self.ema_edit, self.wrc_edit):
            edit.clear()  # (the country often stays for the next player)
        self.substitute_check.setChecked(False)
        self.refresh()
        self._tell(tr("Added: {0}. {1}").format(player.number, isolate(player.name)))
        self.name_edit.setFocus()
        return player

    # -- seating --------------------------------------------------------------------------
    def next_round(self) -> int:
        return len(self.rounds) + 1

    def _sync_method(self) -> None:
        method = self.method_combo.currentData()
        self.seed_spin.setEnabled(method in ("random", "fewest"))
        for w in (self.csv_edit, self.csv_button):
            w.setEnabled(method == "csv")

    def _show_seat_box(self) -> None:
        t = self.tournament
        regular = [p for p in self.players if not p.substitute]
        substitutes = [p for p in self.players if p.substitute]
        for combo, who in ((self.absent_combo, regular), (self.sub_combo, substitutes)):
            keep = combo.currentData()
            combo.clear()
            for p in who:
                combo.addItem(f"{p.number}. {isolate(p.name)}", p.number)
            combo.setCurrentIndex(max(0, combo.findData(keep)))
        for w in (self.absent_combo, self.sub_combo, self.swap_button, self.clear_swaps_button, self.arrow):
            w.setEnabled(bool(substitutes))
        self.swaps_label.setText(
            "; ".join(tr("{0} sits for {1}").format(self.name_of(s), self.name_of(a)) for a, s in self.swaps.items())
        )
        self.swaps_label.setVisible(bool(self.swaps))
        more = t is not None and self.next_round() <= t.rounds
        self.seat_button.setEnabled(more)
        self.seat_button.setText(
            tr("Seat round {0}").format(self.next_round()) if more else tr("Every round is seated")
        )

    def add_substitution(self) -> None:
        absent, sub = self.absent_combo.currentData(), self.sub_combo.currentData()
        if absent is None or sub is None:
            return
        self.swaps = {a: s for a, s in self.swaps.items() if s != sub}
        self.swaps[int(absent)] = int(sub)
        self._show_seat_box()

    def clear_substitutions(self) -> None:
        self.swaps = {}
        self._show_seat_box()

    def _choose_seating_csv(self) -> None:
        from .qt import QFileDialog

        path, _f = QFileDialog.getOpenFileName(self, tr("The prescripted seating"), "", tr("CSV files (*.csv)"))
        if path:
            self.csv_edit.setText(path)

    def seat_next(self) -> RoundState | None:
        """Seat the next round by the method chosen (the core's :meth:`Tournaments.propose`, as
        ``mjscore tournament seat``), one match a table; a refusal is said and nothing is seated."""
        if self.tournament is None:
            return None
        number = self.next_round()
        method = str(self.method_combo.currentData())
        path = self.csv_edit.text().strip()
        schedule = None
        if method == "csv":
            if not path:
                self._tell(tr("Not seated: choose the schedule's CSV file."), warn=True)
                return None
            try:
                schedule = Path(path).read_text(encoding="utf-8-sig")
            except FileNotFoundError:
                self._tell(tr("Not seated: there is no file {0}.").format(path), warn=True)
                return None
            except OSError as e:
                self._tell(tr("Not seated: {0} cannot be read. {1}").format(path, os_error_text(e)), warn=True)
                return None
            except UnicodeDecodeError:
                self._tell(tr("Not seated: {0} is not a UTF-8 text file.").format(path), warn=True)
                return None
        try:
            seating = self.tours.propose(
                self.tournament.id,
                number,
                method,
                seed=self.seed_spin.value(),
                schedule=schedule,
                balance=self.balance_check.isChecked(),
            )
            state = self.tours.seat(self.tournament.id, number, seating, method, substitutes=dict(self.swaps))
        except HandError as e:
            self._tell(tr("Round {0} not seated: {1}").format(number, e.text(self.lang)), warn=True)
            return None
        self.swaps = {}
        self.refresh()
        self.round_combo.setCurrentIndex(self.round_combo.count() - 1)
        self._tell(tr("Round {0} seated: {1} tables.").format(number, len(state.tables)))
        return state

    def _fill_rounds(self) -> None:
        keep = self.round_combo.currentData()
        self.round_combo.blockSignals(True)
        try:
            self.round_combo.clear()
            for r in self.rounds:
                self.round_combo.addItem(tr("Round {0} ({1})").format(r.number, method_name(r.method)), r.number)
            i = self.round_combo.findData(keep)
            self.round_combo.setCurrentIndex(i if i >= 0 else self.round_combo.count() - 1)
        finally:
            self.round_combo.blockSignals(False)
        self._show_seating()

    def _seat_headers(self) -> list[str]:
        return [wind_name(w, self.lang) for w in SEATS[: self.size_of_tables()]]

    def _show_seating(self) -> None:
        number = self.round_combo.currentData()
        shown = next((r for r in self.rounds if r.number == number), None)
        headers = [tr("Table"), *self._seat_headers()]
        t = self.seating_table
        t.setColumnCount(len(headers))
        t.setHorizontalHeaderLabels(headers)
        tables = shown.tables if shown is not None else ()
        t.setRowCount(len(tables))
        for r, tb in enumerate(tables):
            t.setItem(r, 0, _number(str(tb.number)))
            for c, p in enumerate(tb.seats, 1):
                t.setItem(r, c, _plain(f"{p}. {self.name_of(p)}"))
        header = t.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        for c in range(1, len(headers)):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch)
        if shown is None:
            self.repeats_label.setText(tr("No round seated yet.") if self.tournament is not None else "")
            return
        self.repeats_label.setText(self.repeats_text(shown.number))

    def repeats_text(self, number: int) -> str:
        """The repeat meetings of the rounds up to ``number`` (the core's count), and the pairs of
        round ``number`` who met before."""
        schedule = [tuple(tb.seats for tb in r.tables) for r in self.rounds if r.number <= number]
        total = repeat_meetings(schedule)
        before = meetings(schedule[:-1])
        pairs = sorted(pair for pair in meetings(schedule[-1:]) if pair in before)
        text = tr("Repeat meetings up to round {0}: {1}.").format(number, total)
        if pairs:
            text += " " + tr("Met before: {0}.").format(
                ", ".join(f"{self.name_of(a)} – {self.name_of(b)}" for a, b in pairs)
            )
        return text

    # -- the round in progress ------------------------------------------------------------
    def current_round(self) -> RoundState | None:
        return self.rounds[-1] if self.rounds else None

    def _show_round(self) -> None:
        current = self.current_round()
        headers = [tr("Table"), *self._seat_headers(), tr("Hands"), tr("State")]
        t = self.round_table
        t.setColumnCount(len(headers))
        t.setHorizontalHeaderLabels(headers)
        for b in (self.open_button, self.close_button, self.time_button):
            b.setEnabled(current is not None and (b is self.open_button or not current.closed))
        if current is None or self.tournament is None:
            t.setRowCount(0)
            self.round_state.setText(tr("No round seated yet.") if self.tournament is not None else "")
            self._followed = self._follow_key()
            return
        finished = [tb for tb in current.tables if self.sheets[tb.match_id].finished]
        state = (
            (tr("closed on time") if current.time_called else tr("closed"))
            if current.closed
            else tr("{0} of {1} tables finished").format(len(finished), len(current.tables))
        )
        self.round_state.setText(tr("Round {0} of {1}: {2}").format(current.number, self.tournament.rounds, state))
        t.setRowCount(len(current.tables))
        size = self.size_of_tables()
        for r, tb in enumerate(current.tables):
            sheet = self.sheets[tb.match_id]
            points = {s.player: s.score for s in sheet.standings}
            t.setItem(r, 0, _number(str(tb.number)))
            for seat, p in enumerate(tb.seats):
                t.setItem(r, 1 + seat, _plain(f"{self.name_of(p)} ({points.get(seat, 0)})"))
            t.setItem(r, 1 + size, _number(str(sheet.hands_played)))
            item = _plain(tr("finished") if sheet.finished else tr("playing"))
            if not sheet.finished:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            t.setItem(r, 2 + size, item)
        header = t.horizontalHeader()
        for c in range(len(headers)):
            header.setSectionResizeMode(
                c, QHeaderView.ResizeMode.Stretch if 1 <= c <= size else QHeaderView.ResizeMode.ResizeToContents
            )
        self._followed = self._follow_key()

    def _follow_key(self) -> Any:
        """What the views show, to tell whether the store has changed since."""
        return (
            tuple((r.number, r.closed, len(r.tables)) for r in self.rounds),
            len(self.players),
            tuple((mid, s.revisions) for mid, s in sorted(self.sheets.items())),
        )

    def follow(self) -> None:
        """Read the store again (the timer's tick) and show what changed: the results another
        station recorded, a round closed elsewhere. What is being typed is left alone."""
        if self.tournament is None:
            if self.tournament_id:  # (it could not be read: try again)
                self.refresh()
            return
        try:
            rounds = self.tours.rounds(self.tournament.id)
            players = self.tours.players(self.tournament.id)
            _results, sheets = self.tours.results(self.tournament.id)
        except HandError as e:  # busy or moved: said; the next tick tries again
            self._tell(e.text(self.lang), warn=True)
            return
        self.rounds, self.players, self.sheets = rounds, players, sheets
        if self._follow_key() == self._followed:
            return
        self._show_heading()
        self._show_players()
        self._show_seat_box()
        self._fill_rounds()
        self._show_round()
        self._fill_after()
        self.show_statistics()

    def selected_table(self) -> int:
        rows = self.round_table.selectionModel().selectedRows() if self.round_table.selectionModel() else []
        return rows[0].row() if rows else -1

    def open_selected_sheet(self) -> Any:
        """Open the selected table's match sheet (the first table's when none is selected)."""
        current = self.current_round()
        if current is None or self.tournament is None:
            return None
        row = self.selected_table()
        table = current.tables[row if 0 <= row < len(current.tables) else 0]
        if self.open_sheet is None:
            self._tell(
                tr("The match sheet opens from the main window: File > Match sheet…, match {0}.").format(
                    table.match_id
                ),
                warn=True,
            )
            return None
        return self.open_sheet(table.match_id, self.tournament.rules)

    def _ask(self, text: str) -> bool:
        from .qt import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Question,
            tr("Close the round"),
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setObjectName("confirm_close")
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        return bool(box.exec() == QMessageBox.StandardButton.Yes)

    def close_round(self, time_called: bool) -> RoundState | None:
        """Close the round in play, after the director confirms (on time: the tables still
        playing end as they stand); a refusal (tables still playing) is said."""
        current = self.current_round()
        if current is None or self.tournament is None or current.closed:
            return None
        playing = [tb.number for tb in current.tables if not self.sheets[tb.match_id].finished]
        if time_called:
            text = tr(
                "Time is called for round {0}: the tables still playing ({1}) end as they stand. Close the round?"
            ).format(current.number, ", ".join(map(str, playing)) or "-")
        else:
            text = tr("Close round {0}? Its results then count in the standings.").format(current.number)
        if not self.confirm(text):
            return None
        try:
            state = self.tours.close(self.tournament.id, current.number, time_called=time_called)
        except HandError as e:
            self._tell(tr("Round {0} not closed: {1}").format(current.number, e.text(self.lang)), warn=True)
            return None
        self.refresh()
        self._tell(tr("Round {0} closed.").format(state.number))
        return state

    # -- standings ------------------------------------------------------------------------
    def _fill_after(self) -> None:
        """The choices of the standings: live (the round in play as its tables stand), then
        after each closed round; the last closed round chosen unless another was."""
        # the choice kept, unless it was the newest (the default): then the newest again
        newest = self.after_combo.currentIndex() == self.after_combo.count() - 1
        keep = None if newest else self.after_combo.currentData()
        self.after_combo.blockSignals(True)
        try:
            self.after_combo.clear()
            self.after_combo.addItem(tr("Live: the round in play as its tables stand"), 0)
            closed = [r.number for r in self.rounds if r.closed]
            for n in closed:
                self.after_combo.addItem(tr("After round {0}").format(n), n)
            i = self.after_combo.findData(keep) if keep is not None else -1
            self.after_combo.setCurrentIndex(i if i >= 0 else self.after_combo.count() - 1)
        finally:
            self.after_combo.blockSignals(False)
        self.show_standings()

    def standings(self) -> tuple[Standing, ...]:
        """The standings chosen, as the core gives them."""
        if self.tournament is None:
            return ()
        through = int(self.after_combo.currentData() or 0)
        return self.tours.standings(self.tournament.id, through=through or None, live=not through)

    def tiebreaks(self) -> tuple[str, ...]:
        """The tournament's tiebreaks after table points and score, in order."""
        return self.tournament.tiebreaks if self.tournament is not None else ()

    def ranking_text(self) -> str:
        """How the standings are ranked, in the window's language ("Ranked by table points, then
        score, then more hands won.")."""
        steps = [tr("table points"), tr("score"), *(TIEBREAKS[k].get(self.lang) for k in self.tiebreaks())]
        return tr("Ranked by {0}.").format(tr(", then ").join(steps))

    def shared_text(self) -> str:
        if self.tiebreaks():
            return tr("A place marked = is shared: those players are equal on table points, score and every tiebreak.")
        return tr("A place marked = is shared: those players are equal on table points and score.")

    def standings_rows(self) -> tuple[list[str], list[list[str]]]:
        """The headers and rows of the standings as shown (and as the exports write them): the
        hands won and the average place only where the tournament ranks by them."""
        chain = self.tiebreaks()
        extra = {
            "hands_won": (tr("Hands won"), lambda s: str(s.wins)),
            "average_place": (tr("Average place"), lambda s: format_points(s.average_place)),
        }
        headers = [
            tr("Place"),
            tr("Player"),
            tr("Country"),
            tr("Table points"),
            tr("Score"),
            *(extra[k][0] for k in chain),
            tr("Played"),
        ]
        rows = self.standings()
        country = {p.number: p.country for p in self.players}
        places = shown_places(rows)
        return headers, [
            [
                place,
                self.name_of(s.player),
                country.get(s.player, ""),
                format_points(s.table_points),
                str(s.score),
                *(extra[k][1](s) for k in chain),
                str(s.played),
            ]
            for place, s in zip(places, rows)
        ]

    def show_standings(self) -> None:
        t = self.standings_table
        self.ranking_label.setText(self.ranking_text() if self.tournament is not None else "")
        self.shared_note.setText(self.shared_text())
        try:
            headers, rows = self.standings_rows()
        except HandError as e:
            self._tell(e.text(self.lang), warn=True)
            return
        t.setColumnCount(len(headers))
        t.setHorizontalHeaderLabels(headers)
        t.setRowCount(len(rows))
        for r, cells in enumerate(rows):
            for c, text in enumerate(cells):
                t.setItem(r, c, _plain(text) if c in (1, 2) else _number(text))
        header = t.horizontalHeader()
        for c in range(len(headers)):
            header.setSectionResizeMode(
                c, QHeaderView.ResizeMode.Stretch if c == 1 else QHeaderView.ResizeMode.ResizeToContents
            )

    def _after_text(self) -> str:
        through = int(self.after_combo.currentData() or 0)
        current = self.current_round()
        if through:
            return tr("after round {0}").format(through)
        if current is not None and not current.closed:
            return tr("live: round {0} in play, as its tables stand").format(current.number)
        return tr("live")

    def paper(self) -> StandingsPaper:
        """The standings as the PDF shows them."""
        from datetime import datetime

        assert self.tournament is not None
        headers, rows = self.standings_rows()
        rules = get_rules(self.tournament.rules).title.get(self.lang)
        stamp = datetime.now().strftime("%Y-%m-%d %H:%M")
        subtitle = tr("{0} · {1} · printed {2}").format(rules, self._after_text(), stamp)
        chain = self.tiebreaks()
        if chain:
            subtitle += "\n" + self.ranking_text()
        return StandingsPaper(
            tr("Standings: {0}").format(self.tournament.title),
            subtitle,
            tuple(headers),
            tuple(tuple(r) for r in rows),
            numbers=3 + len(chain),
            widths=(5.0, 30.0, 10.0, 10.0, 10.0, *(9.0 for _ in chain), 7.0),
        )

    def _choose_export(self, kind: str) -> None:
        from .qt import QFileDialog

        title, pattern = {
            "csv": (tr("Export the standings as CSV"), tr("CSV files (*.csv)")),
            "pdf": (tr("Export the standings as PDF"), tr("PDF files (*.pdf)")),
            "ema": (tr("Export the EMA results CSV"), tr("CSV files (*.csv)")),
            "results": (tr("Export every table's result as PDF"), tr("PDF files (*.pdf)")),
        }[kind]
        path, _f = QFileDialog.getSaveFileName(self, title, "", pattern)
        if path:
            {
                "csv": self.export_csv,
                "pdf": self.export_pdf,
                "ema": self.export_ema,
                "results": self.export_results_pdf,
            }[kind](path)

    def results_paper(self) -> StandingsPaper:
        """Every seated table's result as the results PDF shows it: round, table, seat wind,
        player, table points, score (less the start), the tables in play marked."""
        from datetime import datetime

        assert self.tournament is not None
        results, _sheets = self.tours.results(self.tournament.id)
        rows = []
        for r in results:
            state = "" if r.finished else tr(" (in play)")
            for seat, (who, tp, sc) in enumerate(zip(r.players, r.table_points, r.scores)):
                rows.append(
                    (
                        str(r.round),
                        f"{r.table}{state}" if seat == 0 else "",
                        wind_name(SEATS[seat], self.lang),
                        self.name_of(who),
                        format_points(tp),
                        str(sc),
                    )
                )
        rules = get_rules(self.tournament.rules).title.get(self.lang)
        stamp = datetime.now().strftime("%Y-%m-%d %H:%M")
        return StandingsPaper(
            tr("Results: {0}").format(self.tournament.title),
            tr("{0} · every table of every round · printed {1}").format(rules, stamp),
            (tr("Round"), tr("Table"), tr("Seat"), tr("Player"), tr("Table points"), tr("Score")),
            tuple(rows),
            numbers=2,
            widths=(7.0, 12.0, 7.0, 40.0, 12.0, 10.0),
        )

    def export_results_pdf(self, path: str) -> bool:
        from .export import write_standings_pdf

        return self._export(path, lambda: write_standings_pdf(self.results_paper(), path))

    def csv_text(self) -> str:
        """The standings shown, as CSV (a name that starts like a formula guarded as text)."""
        from core.referee.tournament_export import csv_text

        headers, rows = self.standings_rows()
        return csv_text([headers, *rows])

    def ema_text(self) -> str:
        """The EMA's results CSV of the closed rounds, as ``mjscore tournament export --ema``
        writes it."""
        from core.referee.tournament_export import csv_text, ema_rows

        assert self.tournament is not None
        return csv_text(ema_rows(self.tours, self.tournament.id))

    def export_csv(self, path: str) -> bool:
        from core.referee.files import write_bytes

        return self._export(path, lambda: write_bytes(path, ("\ufeff" + self.csv_text()).encode("utf-8")))

    def export_ema(self, path: str) -> bool:
        from core.referee.files import write_bytes

        return self._export(path, lambda: write_bytes(path, ("\ufeff" + self.ema_text()).encode("utf-8")))

    def export_pdf(self, path: str) -> bool:
        from .export import write_standings_pdf

        return self._export(path, lambda: write_standings_pdf(self.paper(), path))

    def _export(self, path: str, write: Callable[[], None]) -> bool:
        """Write an export (whole or not at all; see :func:`export_or_say`)."""
        if self.tournament is None:
            return False
        return export_or_say(self, path, write)

    # -- messages -------------------------------------------------------------------------
    def _tell(self, text: str, warn: bool = False) -> None:
        from . import theme

        self.problem = text if warn else ""
        self.message.setText(text)
        self.message.setStyleSheet(theme.style("error") if warn else "")

    def closeEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        self.poll.stop()
        super().closeEvent(event)

    def showEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if not self.poll.isActive():
            self.poll.start(REFRESH_MS)


def open_table_sheet(main: Any, store: MatchStore, match_id: str, rules: str) -> Any:
    """A table's match sheet on the main window ``main`` (its rule set set to the table's, so
    the hands entered are scored under it), reading the same store."""
    from .match_sheet import MatchWindow

    if main.state.rules.name != rules:
        main.state.set_rules(rules)
    if main.match_window is None:
        main.match_window = MatchWindow(main, store)
    sheet = main.open_match_sheet()
    if sheet is not None:
        sheet.open_match(match_id)
    return sheet


def run_tournament(tournament_id: str, lang: str | None, make_main: Callable[[str, str], Any]) -> int:
    """Open the tournament window on the store the window uses, in ``lang`` (default: the
    window's), and run until it is closed; ``make_main(rules, lang)`` makes the main window a
    table's match sheet needs, when one is first opened."""
    import sys

    from .qt import QApplication
    from .services import LANG_FILES, application, install_language, saved, system_language
    from .store_setting import open_chosen, store_problem_text

    application()
    code = lang or saved("language", ["en", *LANG_FILES]) or system_language()
    install_language(code)
    try:
        store = open_chosen()  # (the store every window uses: gui/store_setting.py)
    except HandError as e:
        sys.stderr.write(f"mahjong-scorer: {store_problem_text(e, code)}\n")
        return 2
    mains: list[Any] = []

    def open_sheet(match_id: str, rules: str) -> Any:
        if not mains:
            mains.append(make_main(rules, code))
            mains[0].resize(1280, 860)
            mains[0].show()
        return open_table_sheet(mains[0], store, match_id, rules)

    window = TournamentWindow(store, tournament_id, code, open_sheet)
    window.show()
    return QApplication.instance().exec()  # type: ignore[union-attr]
