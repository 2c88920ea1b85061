"""The tournament director's window's widgets: the toolbar, the new tournament's box, a tab each
for the players, the seating, the round in progress, the standings and the statistics, and
their words in the window's language; with the table cells and notes they are shown in. A part
of :class:`gui.tournament_window.TournamentWindow`."""

from __future__ import annotations

from typing import Any, Final

from core.referee.tournament import TIEBREAKS
from core.referee.tournament_records import METHODS as tournament_methods
from core.rules import get_rules, rule_set_names

from .chart_paint import ChartView
from .qt import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    Qt,
    QTabWidget,
    QVBoxLayout,
    QWidget,
    tr,
)
from .store_window import WindowPart, choice_toolbar, finish_window, new_action

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


def plain_cell(text: str) -> Any:
    """A table cell holding ``text`` as written (an item is drawn as plain text, never markup)."""
    from .qt import QTableWidgetItem

    item = QTableWidgetItem(text)
    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
    return item


def number_cell(text: str) -> Any:
    item = plain_cell(text)
    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def note_label(parent: QWidget, lay: Any, name: str) -> QLabel:
    """A line of text under or over a tab's table, wrapped, added to ``lay``."""
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    lay.addWidget(label)
    return label


def read_only_table(parent: QWidget, name: str) -> Any:
    from .qt import QTableWidget

    t = QTableWidget(parent)
    t.setObjectName(name)
    t.verticalHeader().setVisible(False)
    t.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    t.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
    t.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
    return t


class TournamentLayout(WindowPart):
    """The window's widgets (:meth:`_build`) and their words (:meth:`retranslate`)."""

    def _build(self) -> None:
        tb, self.choose_label, self.choice = choice_toolbar(self, self._chosen, "tournament_choice")
        self.new_action = new_action(self, "new_tournament", self.show_new_box)
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
        self._build_chart()

        self.message = note_label(central, lay, "tournament_message")
        self.store_label = finish_window(self, central, 1280, 860)

    def _build_players(self) -> None:
        page = QWidget(self)
        lay = QVBoxLayout(page)
        self.players_table = read_only_table(page, "players_table")
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
        self.glyph_note = note_label(page, lay, "missing_glyphs")
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
        self.seating_table = read_only_table(page, "seating_table")
        lay.addWidget(self.seating_table, 1)
        self.repeats_label = note_label(page, lay, "repeat_meetings")
        self.seating_page = page
        self.tabs.addTab(page, "")

    def _build_round(self) -> None:
        page = QWidget(self)
        lay = QVBoxLayout(page)
        self.round_state = note_label(page, lay, "round_state")
        self.round_table = read_only_table(page, "round_table")
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
        self.ranking_label = note_label(page, lay, "standings_ranking")
        self.standings_table = read_only_table(page, "standings_table")
        lay.addWidget(self.standings_table, 1)
        self.shared_note = note_label(page, lay, "shared_note")
        self.standings_page = page
        self.tabs.addTab(page, "")

    def _build_statistics(self) -> None:
        page = QWidget(self)
        lay = QVBoxLayout(page)
        self.stats_note = note_label(page, lay, "statistics_note")
        self.stats_table = read_only_table(page, "statistics_table")
        lay.addWidget(self.stats_table, 1)
        self.statistics_page = page
        self.tabs.addTab(page, "")

    def _build_chart(self) -> None:
        # the standings over the rounds, drawn (core/referee/chart.py, as on the web pages)
        self.standings_chart = ChartView(self)
        self.standings_chart.setObjectName("standings_chart")
        self.chart_page = self.standings_chart
        self.tabs.addTab(self.standings_chart, "")

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
        self.tabs.setTabText(5, tr("&Chart"))
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
