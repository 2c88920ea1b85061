"""The match sheet window's widgets: the toolbar, the new match's names, the sheet, what records
the next entry (a win, a draw, a penalty, the facts of a hand) and the station's row, built
once and named in the window's language. A part of :class:`gui.match_sheet.MatchWindow`."""

from __future__ import annotations

from .chart_paint import ChartView
from .match_station import SEND_MS
from .models.sheet import SheetModel
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
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    Qt,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
    tr,
)
from .store_setting import store_name
from .store_window import WindowPart, choice_toolbar, finish_window, new_action


class MatchSheetLayout(WindowPart):
    """The match sheet window's widgets (:meth:`_build`) and their words (:meth:`retranslate`)."""

    def _build(self) -> None:
        tb, self.match_label, self.match_combo = choice_toolbar(self, self._match_chosen, "match_choice")
        self.export_csv_action = QAction(self)
        self.export_csv_action.triggered.connect(self._choose_csv)
        self.export_pdf_action = QAction(self)
        self.export_pdf_action.triggered.connect(self._choose_pdf)
        self.print_action = QAction(self)
        self.print_action.triggered.connect(self.print_sheet)
        # the new match's names: shown while no match is open, else on asking (its row is the
        # sheet's on a short window)
        self.new_action = new_action(self, "new_match_action", self.show_new_box)
        for a in (self.new_action, self.export_csv_action, self.export_pdf_action, self.print_action):
            tb.addAction(a)

        central = QWidget(self)
        lay = QVBoxLayout(central)
        # a new match: a name a seat (four, or as many as the rule set's match rules seat), under
        # the main window's rule set and preset
        self.new_box = QGroupBox(central)
        new_row = QHBoxLayout(self.new_box)
        self.player_edits: list[QLineEdit] = []
        for i in range(4):
            e = QLineEdit(self.new_box)
            e.setObjectName(f"new_player_{i}")
            e.textChanged.connect(lambda _t: self._check_glyphs())  # (said as the name is typed)
            new_row.addWidget(e)
            self.player_edits.append(e)
        self.new_button = QPushButton(self.new_box)
        self.new_button.setObjectName("new_match")
        self.new_button.clicked.connect(self.new_match)
        new_row.addWidget(self.new_button)
        lay.addWidget(self.new_box)
        self.main.state.changed.connect(self._sync_new_players)  # (another rule set may seat three)

        # the sheet above, what records the next entry below: on a short window the entries'
        # part scrolls and the sheet keeps its rows in sight (a riichi sheet grew the window past
        # 640 px and showed one and a half entries)
        self.parts = QSplitter(Qt.Orientation.Vertical, central)
        self.parts.setObjectName("sheet_parts")
        self.parts.setChildrenCollapsible(False)
        sheet_part = QWidget(self.parts)
        sheet_lay = QVBoxLayout(sheet_part)
        sheet_lay.setContentsMargins(0, 0, 0, 0)
        self.info = QLabel(central)
        self.info.setObjectName("match_info")
        self.info.setWordWrap(True)
        sheet_lay.addWidget(self.info)
        self.model = SheetModel(self)
        self.table = QTableView(central)
        self.table.setObjectName("sheet_table")
        self.table.setModel(self.model)
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        # the entries as a table, and their running totals as a chart (core/referee/chart.py)
        self.sheet_tabs = QTabWidget(central)
        self.sheet_tabs.setObjectName("sheet_tabs")
        self.sheet_tabs.setDocumentMode(True)
        self.sheet_tabs.addTab(self.table, "")
        self.chart_view = ChartView(self.sheet_tabs)
        self.chart_view.setObjectName("sheet_chart")
        self.sheet_tabs.addTab(self.chart_view, "")
        self.sheet_tabs.currentChanged.connect(lambda _i: self._share_height())
        sheet_lay.addWidget(self.sheet_tabs, 1)
        self.standings = QLabel(central)
        self.standings.setObjectName("standings")
        self.standings.setWordWrap(True)
        sheet_lay.addWidget(self.standings)
        self.entries_area = QScrollArea(self.parts)
        self.entries_area.setObjectName("entries_area")
        self.entries_area.setWidgetResizable(True)
        self.entries_area.setFrameShape(QScrollArea.Shape.NoFrame)
        self.entries_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        entry_part = QWidget(self.entries_area)
        self._entry_part = entry_part
        entry_lay = QVBoxLayout(entry_part)
        entry_lay.setContentsMargins(0, 0, 0, 0)

        rows = QHBoxLayout()
        self.history_button = QPushButton(central)
        self.history_button.clicked.connect(self.show_history)
        self.delete_button = QPushButton(central)
        self.delete_button.setObjectName("delete_entry")
        self.delete_button.clicked.connect(self.delete_selected)
        self.replace_button = QPushButton(central)
        self.replace_button.setObjectName("replace_entry")
        self.replace_button.clicked.connect(self.replace_selected)
        self.load_button = QPushButton(central)
        self.load_button.clicked.connect(self.load_selected)
        # another winner of a recorded ron's discard (a double or triple ron), where the rules have them
        self.add_winner_button = QPushButton(central)
        self.add_winner_button.setObjectName("add_winner")
        self.add_winner_button.clicked.connect(self.ask_other_winner)
        self.reason_edit = QLineEdit(central)
        self.reason_edit.setObjectName("edit_reason")
        for w in (
            self.history_button,
            self.load_button,
            self.replace_button,
            self.add_winner_button,
            self.delete_button,
        ):
            rows.addWidget(w)
        rows.addWidget(self.reason_edit, 1)
        entry_lay.addLayout(rows)

        # what the rule set's match rules read of the players in a hand (riichi: who declared)
        self.facts_box = QGroupBox(central)
        self.facts_box.setObjectName("player_facts")
        self._facts_form = QFormLayout(self.facts_box)
        self.fact_checks: dict[str, list[QCheckBox]] = {}
        self.fact_labels: dict[str, QLabel] = {}
        entry_lay.addWidget(self.facts_box)
        # what records the next entry
        self.win_box = QGroupBox(central)
        win_form = QFormLayout(self.win_box)
        self.winner_combo = QComboBox(self.win_box)
        self.winner_combo.setObjectName("winner")
        self.discarder_combo = QComboBox(self.win_box)
        self.discarder_combo.setObjectName("discarder")
        for combo in (self.winner_combo, self.discarder_combo):
            combo.currentIndexChanged.connect(lambda _i: self._follow_sheet())
        self.record_win_button = QPushButton(self.win_box)
        self.record_win_button.setObjectName("record_win")
        self.record_win_button.clicked.connect(self.record_win)
        self.winner_label = QLabel(self.win_box)
        self.discarder_label = QLabel(self.win_box)
        win_form.addRow(self.winner_label, self.winner_combo)
        win_form.addRow(self.discarder_label, self.discarder_combo)
        win_form.addRow(self.record_win_button)
        self.draw_box = QGroupBox(central)
        draw_lay = QVBoxLayout(self.draw_box)
        # the kind of draw, where the match rules know more than the exhaustive one (riichi)
        self.draw_kind_combo = QComboBox(self.draw_box)
        self.draw_kind_combo.setObjectName("draw_kind")
        self.draw_kind_combo.currentIndexChanged.connect(lambda _i: self._sync_draw_kind())
        draw_lay.addWidget(self.draw_kind_combo)
        self.tenpai_checks: list[QCheckBox] = []
        tenpai_row = QHBoxLayout()
        for i in range(4):
            cb = QCheckBox(self.draw_box)
            cb.setObjectName(f"tenpai_{i}")
            tenpai_row.addWidget(cb)
            self.tenpai_checks.append(cb)
        draw_lay.addLayout(tenpai_row)
        # what the match rules read of the players at a draw only (riichi: nagashi mangan)
        self.draw_facts_widget = QWidget(self.draw_box)
        self.draw_facts_widget.setObjectName("draw_facts")
        self._draw_facts_form = QFormLayout(self.draw_facts_widget)
        self._draw_facts_form.setContentsMargins(0, 0, 0, 0)
        self.draw_fact_checks: dict[str, list[QCheckBox]] = {}
        self.draw_fact_labels: dict[str, QLabel] = {}
        draw_lay.addWidget(self.draw_facts_widget)
        self.record_draw_button = QPushButton(self.draw_box)
        self.record_draw_button.setObjectName("record_draw")
        self.record_draw_button.clicked.connect(self.record_draw)
        draw_lay.addWidget(self.record_draw_button)
        self.penalty_box = QGroupBox(central)
        pen_form = QFormLayout(self.penalty_box)
        self.offender_combo = QComboBox(self.penalty_box)
        self.offender_combo.setObjectName("offender")
        self.penalty_combo = QComboBox(self.penalty_box)
        self.penalty_combo.setObjectName("penalty_kind")
        self.penalty_combo.currentIndexChanged.connect(lambda _i: self._sync_penalty())
        self.points_spin = QSpinBox(self.penalty_box)
        self.points_spin.setObjectName("penalty_points")
        self.points_spin.setRange(0, 1_000_000)
        self.note_edit = QLineEdit(self.penalty_box)
        self.record_penalty_button = QPushButton(self.penalty_box)
        self.record_penalty_button.setObjectName("record_penalty")
        self.record_penalty_button.clicked.connect(self.record_penalty)
        self.offender_label = QLabel(self.penalty_box)
        self.penalty_label = QLabel(self.penalty_box)
        self.points_label = QLabel(self.penalty_box)
        self.note_label = QLabel(self.penalty_box)
        pen_form.addRow(self.offender_label, self.offender_combo)
        pen_form.addRow(self.penalty_label, self.penalty_combo)
        pen_form.addRow(self.points_label, self.points_spin)
        pen_form.addRow(self.note_label, self.note_edit)
        pen_form.addRow(self.record_penalty_button)
        record_row = QHBoxLayout()
        for box, stretch in ((self.win_box, 1), (self.draw_box, 0), (self.penalty_box, 1)):
            record_row.addWidget(box, stretch)  # the win's and the penalty's boxes share the width
        for form in (win_form, pen_form):  # their combo boxes take the width their box has
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        entry_lay.addLayout(record_row)
        self.message = QLabel(central)
        self.message.setObjectName("match_message")
        self.message.setWordWrap(True)
        # the server away: keep scoring here, send later; the conflicts the server refused
        offline_row = QHBoxLayout()
        self.offline_button = QPushButton(central)
        self.offline_button.setObjectName("go_offline")
        self.offline_button.clicked.connect(self.go_offline)
        self.send_button = QPushButton(central)
        self.send_button.setObjectName("send_kept")
        self.send_button.clicked.connect(lambda: self.send_kept())
        self.kept_label = QLabel(central)
        self.kept_label.setObjectName("kept_entries")
        self.kept_label.setWordWrap(True)
        offline_row.addWidget(self.offline_button)
        offline_row.addWidget(self.send_button)
        offline_row.addWidget(self.kept_label, 1)
        entry_lay.addLayout(offline_row)
        # the conflicts the server refused, each with its Drop… (once a referee has dealt with it)
        self.conflicts_box = QWidget(central)
        self.conflicts_box.setObjectName("station_conflicts")
        self._conflicts_lay = QVBoxLayout(self.conflicts_box)
        self._conflicts_lay.setContentsMargins(0, 0, 0, 0)
        self.conflict_labels: dict[int, QLabel] = {}  # kept id -> the conflict's words
        self.drop_buttons: dict[int, QPushButton] = {}  # kept id -> its Drop… button
        entry_lay.addWidget(self.conflicts_box)
        entry_lay.addStretch(1)
        self.entries_area.setWidget(entry_part)
        self.parts.addWidget(sheet_part)
        self.parts.addWidget(self.entries_area)
        self.parts.setStretchFactor(0, 1)
        self.parts.setStretchFactor(1, 0)
        lay.addWidget(self.parts, 1)
        lay.addWidget(self.message)  # (what was recorded or refused: always in sight)
        # a player's name with a character no font here draws (issue 41): named, never a silent box
        self.glyph_note = QLabel(central)
        self.glyph_note.setObjectName("missing_glyphs")
        self.glyph_note.setWordWrap(True)
        self.glyph_note.setTextFormat(Qt.TextFormat.PlainText)
        self.glyph_note.hide()
        lay.addWidget(self.glyph_note)
        self.conflicts_box.hide()
        self.offline_button.hide()
        self.send_button.hide()
        self.kept_label.hide()
        from .qt import QTimer

        self.send_timer = QTimer(self)  # while offline: the kept entries sent as soon as the server is back
        self.send_timer.setInterval(SEND_MS)
        self.send_timer.timeout.connect(lambda: self.send_kept(auto=True))
        self.store_label = finish_window(self, central, 1100, 760)

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Match sheet"))
        self.match_label.setText(tr("Match:") + " ")
        self.export_csv_action.setText(tr("Export CSV…"))
        self.export_pdf_action.setText(tr("Export PDF…"))
        self.print_action.setText(tr("Print…"))
        self.new_action.setText(tr("New match…"))
        self.new_box.setTitle(tr("New match (player 1 is East in the first hand)"))
        for i, e in enumerate(self.player_edits):
            e.setPlaceholderText(tr("Player {0}").format(i + 1))
        self.new_button.setText(tr("Start the match"))
        self.sheet_tabs.setTabText(0, tr("Entries"))
        self.sheet_tabs.setTabText(1, tr("Chart"))
        self.sheet_tabs.setTabToolTip(
            1, tr("Each player's running total after every entry; a ring marks the dealer's hands")
        )
        self.history_button.setText(tr("History"))
        self.load_button.setText(tr("Show the hand"))
        self.replace_button.setText(tr("Replace with the hand on screen"))
        self.add_winner_button.setText(tr("Add a winner of the same discard…"))
        self.add_winner_button.setToolTip(
            tr(
                "A double or triple ron: the hand on screen is the other winner's, "
                "written into the selected ron's entry as its next revision"
            )
        )
        self.delete_button.setText(tr("Delete"))
        self.reason_edit.setPlaceholderText(tr("why the entry is changed or deleted (kept in its history)"))
        self.win_box.setTitle(tr("A win: the hand on screen"))
        self.winner_label.setText(tr("Winner:"))
        self.discarder_label.setText(tr("Discarder:"))
        self.record_win_button.setText(tr("Record the win"))
        self.draw_box.setTitle(tr("A draw"))
        self.record_draw_button.setText(tr("Record the draw"))
        self.penalty_box.setTitle(tr("A penalty"))
        self.offender_label.setText(tr("Offender:"))
        self.penalty_label.setText(tr("Penalty:"))
        self.points_label.setText(tr("Points:"))
        self.note_label.setText(tr("Note:"))
        self.record_penalty_button.setText(tr("Record the penalty"))
        self.facts_box.setTitle(tr("This hand"))
        self.store_label.setText(tr("Store: {0}").format(store_name(self.store)))
        self.offline_button.setText(tr("Keep scoring offline"))
        self.offline_button.setToolTip(
            tr(
                "The entries are kept on this computer and sent when the server is back; "
                "one the server's sheet no longer fits is shown as a conflict, never "
                "written over"
            )
        )
        self.send_button.setText(tr("Send kept entries"))
        self.refresh()
