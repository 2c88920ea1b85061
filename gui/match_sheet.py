"""The match score sheet window: a match of four players (three under three-player riichi), each
hand recorded as it is played.

A thin layer over :mod:`core.referee.records` (the store) and :mod:`core.referee.match` (the sheet): the
window never scores or pays anything itself. A win is the hand on the main window, scored by
the core when it is recorded, with the claim and the verdict of the referee's check; a draw
or a penalty is what the rule set's match rules name. Every record is committed when it is
saved; an edit writes a new revision and a delete a tombstone, so the history stays.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from core.engine.match_rules import DRAW_KIND, PLAYERS, Draw, DrawKind, Match, MatchRules, Penalty, PenaltyKind, WinHand
from core.model.errors import HandError
from core.model.names import isolate
from core.referee.batch_format import hand_fields
from core.referee.match import Sheet, SheetRow, WinInput, canonical_json, format_points, label_names
from core.referee.match_store import MatchStore
from core.referee.match_words import draw_facts_of
from core.referee.store_errors import StoreError
from core.referee.store_rows import preset_note, rules_in_force
from core.rules import get_rules

from . import theme
from .qt import (
    QAbstractTableModel,
    QAction,
    QCheckBox,
    QComboBox,
    QEvent,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QModelIndex,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    Qt,
    QTableView,
    QToolBar,
    QVBoxLayout,
    QWidget,
    tr,
)
from .sheet_words import describe, difference_text, player_names, wind_name
from .store_setting import open_chosen, retry_shower, store_name, store_path  # noqa: F401 (store_path: re-exported)

if TYPE_CHECKING:
    from .host import MainWindowHost


# while offline, how often the kept entries are sent (milliseconds), and how long each try waits
SEND_MS = 15000
STATION_RETRY_SECONDS = 1.0


def plain_tooltip(text: str) -> str:
    """``text`` as a tooltip shows it as written: Qt takes a tooltip whose first line looks like
    markup for rich text (a name ``<font color=white>Ann</font>`` would vanish), so such a one is
    given escaped; any other is given as it is."""
    import html

    from PySide6.QtGui import Qt as QtGui

    if not QtGui.mightBeRichText(text):
        return text
    return "<qt>" + html.escape(text, quote=False).replace("\n", "<br>") + "</qt>"


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


def win_inputs(main: MainWindowHost) -> dict[str, Any]:
    """The hand on the main window as the batch format writes it (the inputs of a win)."""
    hand = main.state.hand()
    if hand.win is None:
        raise HandError(tr("the hand on screen has no winning tile"), code="no_winning_tile")
    return {**hand_fields(hand), "context": main.state.context, "options": main.state.options}


class SheetModel(QAbstractTableModel):
    """The sheet's rows: the entry number, the hand (its seat label), what happened, and each
    player's gain or loss with the running total after it."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.sheet: Sheet | None = None
        self.lang = "en"
        self.kept: set[int] = set()  # the entries kept on this computer, not on the server yet (offline)

    def set_sheet(self, sheet: Sheet | None, lang: str) -> None:
        self.beginResetModel()
        self.sheet = sheet
        self.lang = lang
        self.endResetModel()

    def rowCount(self, parent: Any = QModelIndex()) -> int:  # noqa: B008, N802 (Qt's name)
        return 0 if parent.isValid() or self.sheet is None else len(self.sheet.rows)

    def columnCount(self, parent: Any = QModelIndex()) -> int:  # noqa: B008, N802
        players = len(self.sheet.match.players) if self.sheet is not None else PLAYERS
        return 0 if parent.isValid() else 3 + players

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: N802
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        if section < 3:
            return (tr("#"), tr("Hand"), tr("What happened"))[section]
        if self.sheet is None:
            return tr("Player {0}").format(section - 2)
        return player_names(self.sheet.match)[section - 3]

    def row_at(self, row: int) -> SheetRow | None:
        if self.sheet is None or not 0 <= row < len(self.sheet.rows):
            return None
        return self.sheet.rows[row]

    def data(self, index: Any, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        r = self.row_at(index.row()) if index.isValid() else None
        if r is None or self.sheet is None:
            return None
        c = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if c == 0:
                return str(r.entry)
            if c == 1:
                return label_names(self.sheet.match.rules, r.seating).get(self.lang)  # 東1局, 南风圈 第2盘
            if c == 2:
                words = describe(r, self.sheet.match, self.lang)
                return tr("[kept, not sent] {0}").format(words) if r.entry in self.kept else words
            p = c - 3
            return f"{r.deltas[p]:+d}  →  {r.totals[p]}"
        if role == Qt.ItemDataRole.TextAlignmentRole and c >= 3:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            tips = [describe(r, self.sheet.match, self.lang)]
            if isinstance(r.body, WinHand):
                tips.extend(hand_summary(r.body.inputs, self.lang))
                verdict = r.body.verdict
                if isinstance(verdict, dict):
                    tips.append(
                        tr("claim agreed")
                        if verdict.get("agrees")
                        else tr("claim differed: {0}").format(
                            "; ".join(difference_text(d, self.lang) for d in verdict.get("differences", []))
                        )
                    )
            tips.extend(n.get(self.lang) for n in r.remarks)  # what the match rules say of it
            tips.extend(w.get(self.lang) for w in r.cautions)
            return plain_tooltip("\n".join(t for t in tips if t))
        return None


def hand_summary(inputs: dict[str, Any], lang: str) -> list[str]:
    """A stored win's hand in notation and its context as the window names it, in ``lang``
    ("自風 東、場風 東、ツモ"): what the tooltip of the entry shows (the batch record as it is
    stored where it cannot be read back)."""
    from core.engine.schema import FieldType
    from core.model.hand import format_hand
    from core.referee.batch_format import inputs_of

    try:
        rules, hand, context, _options = inputs_of(inputs)
    except HandError:
        return [json.dumps(inputs, ensure_ascii=False, sort_keys=True)]
    said = []
    for f in rules.context_fields:
        value = context.get(f.key)
        if value is None or value is False or value == "" or (f.type is FieldType.INT and value == 0):
            continue  # not so (no flowers, no counters on the table ...)
        name = f.names.get(lang)
        if value is True:
            said.append(name)
        elif f.type in (FieldType.WIND, FieldType.CHOICE):
            said.append(f"{name} {f.choice_names(str(value)).get(lang)}")
        else:
            said.append(f"{name} {value}")
    return [format_hand(hand), (", " if lang == "en" else "、").join(said)]


class MatchWindow(QMainWindow):
    """The score sheet of one match at a time, with what records the next entry."""

    def __init__(self, main: MainWindowHost, store: MatchStore | None = None) -> None:
        super().__init__(main.window())  # a child window of the main one
        self.main = main
        self.setObjectName("match_window")
        self.match: Match | None = None
        self.sheet: Sheet | None = None
        self.problem = ""  # the last refusal shown, for tests and the status bar
        self._following = False  # setting the sheet's context on the main window (_follow_sheet)
        self._build()
        said = retry_shower(lambda text: self._tell(text, warn=True), lambda: self.lang)
        # the store every window uses (gui/store_setting.py) where none is given
        self.store: MatchStore = store if store is not None else open_chosen(said)
        if hasattr(self.store, "on_retry"):  # a server's retries are said here, under the sheet
            self.store.on_retry = said
        # on a server: a station that keeps scoring while it cannot be reached (core/referee/offline.py)
        self.station: Any = None
        self.offline = False  # scoring onto the station's outbox, the server away
        self._pending: Any = None  # the entry the server could not take (kept when offline is chosen)
        self._away_error: StoreError | None = None  # the server found away just before a write
        self._kept_entries: set[int] = set()
        if isinstance(getattr(self.store, "url", None), str):
            self._open_station()
        self.retranslate()
        self._fill_matches()
        if self.store.notice is not None:
            self._tell(self.store.notice.text(self.lang), warn=True)

    # -- building -------------------------------------------------------------------------
    def _build(self) -> None:
        tb = QToolBar(self)
        tb.setMovable(False)
        self.addToolBar(tb)
        self.match_label = QLabel(self)
        tb.addWidget(self.match_label)
        self.match_combo = QComboBox(self)
        self.match_combo.setObjectName("match_choice")
        self.match_combo.setMinimumContentsLength(24)
        self.match_combo.currentIndexChanged.connect(self._match_chosen)
        tb.addWidget(self.match_combo)
        self.export_csv_action = QAction(self)
        self.export_csv_action.triggered.connect(self._choose_csv)
        self.export_pdf_action = QAction(self)
        self.export_pdf_action.triggered.connect(self._choose_pdf)
        self.print_action = QAction(self)
        self.print_action.triggered.connect(self.print_sheet)
        # the new match's names: shown while no match is open, else on asking (its row is the
        # sheet's on a short window)
        self.new_action = QAction(self)
        self.new_action.setObjectName("new_match_action")
        self.new_action.triggered.connect(self.show_new_box)
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
        sheet_lay.addWidget(self.table, 1)
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
        self.setCentralWidget(central)
        # the store in use, always in sight (a server's address without its password)
        self.store_label = QLabel(self)
        self.store_label.setObjectName("store_in_use")
        self.statusBar().addPermanentWidget(self.store_label, 1)
        for label in self.findChildren(QLabel):  # names and notes are shown as written, never as markup
            label.setTextFormat(Qt.TextFormat.PlainText)
        for combo in self.findChildren(QComboBox):  # as wide as their longest item, in every language
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.resize(1100, 760)

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

    @property
    def lang(self) -> str:
        return self.main.lang

    # -- matches --------------------------------------------------------------------------
    def _fill_matches(self, choose: str | None = None) -> None:
        self.match_combo.blockSignals(True)
        try:
            self.match_combo.clear()
            self.match_combo.addItem(tr("(no match)"), "")
            damaged: list[StoreError] = []
            for m in self.store.matches(damaged):
                title = get_rules(m.rules).title.get(self.lang)
                self.match_combo.addItem(f"{m.created[:10]}  {title}: {', '.join(player_names(m))}", m.id)
            i = self.match_combo.findData(choose if choose is not None else (self.match.id if self.match else ""))
            self.match_combo.setCurrentIndex(max(0, i))
        finally:
            self.match_combo.blockSignals(False)
        self._match_chosen(self.match_combo.currentIndex())
        if damaged:
            self._tell(damaged[0].text(self.lang), warn=True)

    def _match_chosen(self, _index: int) -> None:
        mid = self.match_combo.currentData()
        try:
            self.match = self.store.match(mid) if mid else None
        except HandError as e:
            self.match = None
            self._tell(e.text(self.lang), warn=True)
        self.refresh()

    def open_match(self, match_id: str) -> None:
        self._fill_matches(match_id)

    def new_match(self) -> Match | None:
        """A new match of the names given (one a seat of the rule set's match) under the main
        window's rule set, preset and options."""
        players = [e.text().strip() for e in self.player_edits[: self._seats()]]
        state = self.main.state
        try:
            match = self.store.create_match(
                state.rules.name,
                players,
                preset=state.snapshot.preset if not state.snapshot.preset.count("#") else "",
                options=state.options,
            )
        except HandError as e:
            self._tell(e.text(self.lang), warn=True)
            return None
        for edit in self.player_edits:
            edit.clear()
        self._new_asked = False  # (started: the names' row gives the sheet its room again)
        self._fill_matches(match.id)
        note = preset_note(match.rules, match.preset)  # (a scoring preset with no match rules of its own)
        self._tell(
            tr("Match started: {0}").format(", ".join(player_names(match)))
            + (f" {note.get(self.lang)}" if note is not None else "")
        )
        return match

    def match_rules(self) -> MatchRules | None:
        return get_rules(self.match.rules).match_rules() if self.match is not None else None

    # -- showing --------------------------------------------------------------------------
    def refresh(self) -> None:
        if not hasattr(self, "model"):
            return
        self.new_box.setVisible(self.match is None or self._new_asked)
        self._check_glyphs()
        self._kept_entries = set()
        try:
            if self.match is not None and self.offline and self.station is not None:
                self.sheet = self.station.local_sheet(self.match.id)  # the server's, with the entries kept on top
                from core.referee.offline import KEPT

                kept = len(self.station.kept(self.match.id, (KEPT,)))
                self._kept_entries = (
                    {r.entry for r in self.sheet.rows[len(self.sheet.rows) - kept :]} if kept else set()
                )
            else:
                self.sheet = self.store.sheet(self.match.id) if self.match is not None else None
                self._follow_on_station()
        except HandError as e:  # a damaged record: said, and the other matches stay usable
            self.sheet = None
            self._tell(e.text(self.lang), warn=True)
        self.model.kept = self._kept_entries
        self.model.set_sheet(self.sheet, self.lang)
        self._sync_station()
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        for box in (self.win_box, self.draw_box, self.penalty_box):
            box.setEnabled(self.sheet is not None and not self.sheet.finished)
        if self.sheet is None or self.match is None:
            self.info.setText(tr("Choose a match, or start one: the players' names, then Start the match."))
            self.standings.setText("")
            return
        m = self.match
        rules = get_rules(m.rules)
        seating = self.sheet.next_seating
        if seating is None:
            nxt = tr("The match is over.")
        else:
            names = player_names(m)
            seats = ", ".join(f"{wind_name(seating.winds[p], self.lang)} {names[p]}" for p in range(len(names)))
            nxt = tr("Next hand: {0} ({1}).").format(label_names(m.rules, seating).get(self.lang), seats)
        head = rules_in_force(m).get(self.lang)  # (the match rules in force: start, return, uma...)
        self.info.setText(
            tr("{0} · hands played: {1}. {2}").format(rules.title.get(self.lang), self.sheet.hands_played, nxt)
            + (f"\n{head}" if head else "")
        )
        lines = [
            tr("{0}. {1}: {2}, table points {3}").format(
                s.rank, isolate(s.name), s.score, format_points(s.table_points)
            )
            for s in sorted(self.sheet.standings, key=lambda s: (s.rank, s.player))
        ]
        self.standings.setText("   ".join(lines))  # (one wrapped paragraph: the sheet's rows keep the height)
        self._share_height()
        self._fill_players(seating)
        self._follow_sheet()

    _new_asked = False

    def show_new_box(self) -> None:
        """Show the new match's names (asked for from the toolbar while a match is open)."""
        self._new_asked = True
        self.new_box.setVisible(True)
        self.player_edits[0].setFocus()

    def _share_height(self) -> None:
        """The sheet as many rows as it has (up to eight), the entries' part the rest; on a short
        window the entries scroll and the sheet keeps at least four rows in sight."""
        total = sum(self.parts.sizes())
        if total <= 0 or not hasattr(self, "model"):
            return
        width = self.parts.width()
        rows = max(4, min(self.model.rowCount(), 8))
        sheet = (
            self.info.heightForWidth(width)
            + self.standings.heightForWidth(width)
            + self.table.horizontalHeader().sizeHint().height()
            + rows * self.table.verticalHeader().defaultSectionSize()
            + 2 * self.table.frameWidth()
            + 16
        )
        entries = self._entry_part.sizeHint().height()
        if sheet + entries <= total:
            sheet = total - entries
        sheet = max(min(sheet, total - 120), min(total // 2, sheet))
        self.parts.setSizes([sheet, total - sheet])

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if event.oldSize().height() != event.size().height() or event.oldSize().width() != event.size().width():
            self._share_height()

    def _follow_sheet(self) -> None:
        """Set on the main window what the sheet fixes for the next hand (seat and round wind,
        self-draw...) as soon as the winner and discarder are chosen, so that the score on
        screen is the one recording would store. A refusal (two players liable) is said when
        recording."""
        if (
            self._following
            or not self.isVisible()
            or self.match is None
            or self.sheet is None
            or self.main.state.rules.name != self.match.rules
        ):
            return
        w, d = self.winner_combo.currentData(), self.discarder_combo.currentData()
        if w is None or d is None or int(w) == int(d):
            return
        self._following = True  # (setting the context changes the state, which asks again)
        try:
            self._apply_implied(self.sheet.next_seating, int(w), None if int(d) < 0 else int(d), self.facts(int(w)))
        except HandError:
            pass
        finally:
            self._following = False

    def _fill_players(self, seating: Any) -> None:
        assert self.match is not None
        names = player_names(self.match)

        def label(p: int) -> str:
            return f"{names[p]} ({wind_name(seating.winds[p], self.lang)})" if seating is not None else names[p]

        for combo, with_self in (
            (self.winner_combo, False),
            (self.discarder_combo, True),
            (self.offender_combo, False),
        ):
            keep = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            if with_self:
                combo.addItem(tr("nobody: self-drawn"), -1)
            for p in range(len(names)):
                combo.addItem(label(p), p)
            combo.setCurrentIndex(max(0, combo.findData(keep)))
            combo.blockSignals(False)
        rules = self.match_rules()
        self._fill_facts(rules)
        for p, cb in enumerate(self.tenpai_checks):
            cb.setText(tr("{0} ready").format(names[p]) if p < len(names) else "")
            cb.setVisible(bool(rules is not None and rules.draw_tenpai and p < len(names)))
        kinds = rules.draw_kinds if rules is not None else ()
        self._fill_kinds(self.draw_kind_combo, kinds, (tr("Exhaustive draw"), tr("the wall ran out with no win")))
        self.draw_kind_combo.setVisible(bool(kinds))
        self._fill_draw_facts(rules)
        self._sync_draw_kind()
        self.add_winner_button.setVisible(bool(rules is not None and rules.multiple_winners))
        self._fill_kinds(self.penalty_combo, rules.penalty_kinds if rules is not None else ())
        self._sync_penalty()

    def _fill_kinds(
        self, combo: QComboBox, kinds: Sequence[PenaltyKind | DrawKind], first: tuple[str, str] | None = None
    ) -> None:
        """The kinds the match rules declare as a combo box's choices (the name, its help as the
        tooltip), keeping the one chosen; ``first``: a choice before them (text, tooltip) whose
        data is ""."""
        keep = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        if first is not None:
            combo.addItem(first[0], "")
            combo.setItemData(0, first[1], Qt.ItemDataRole.ToolTipRole)
        for k in kinds:
            combo.addItem(k.names.get(self.lang), k.key)
            combo.setItemData(combo.count() - 1, k.help.get(self.lang), Qt.ItemDataRole.ToolTipRole)
        combo.setCurrentIndex(max(0, combo.findData(keep)))
        combo.blockSignals(False)

    def _fill_facts(self, rules: MatchRules | None) -> None:
        """A row of checkboxes, one a player, for each fact the match rules read."""
        assert self.match is not None
        facts = rules.player_facts if rules is not None else ()
        count = len(self.match.players)
        if [f.key for f in facts] != list(self.fact_checks) or any(len(c) != count for c in self.fact_checks.values()):
            while self._facts_form.rowCount():
                self._facts_form.removeRow(0)
            self.fact_checks.clear()
            self.fact_labels.clear()
            for fact in facts:
                row = QWidget(self.facts_box)
                row_lay = QHBoxLayout(row)
                row_lay.setContentsMargins(0, 0, 0, 0)
                checks = []
                for p in range(count):
                    cb = QCheckBox(row)
                    cb.setObjectName(f"fact_{fact.key}_{p}")
                    cb.toggled.connect(lambda _on: self._follow_sheet())
                    row_lay.addWidget(cb)
                    checks.append(cb)
                row_lay.addStretch(1)
                label = QLabel(self.facts_box)
                label.setTextFormat(Qt.TextFormat.PlainText)
                self._facts_form.addRow(label, row)
                self.fact_checks[fact.key] = checks
                self.fact_labels[fact.key] = label
        for fact in facts:
            self.fact_labels[fact.key].setText(fact.names.get(self.lang) + ":")
            for p, cb in enumerate(self.fact_checks[fact.key]):
                cb.setText(player_names(self.match)[p])
        self.facts_box.setVisible(bool(facts))

    def _fill_draw_facts(self, rules: MatchRules | None) -> None:
        """A row of checkboxes, one a player, for each fact a draw record may list (riichi:
        nagashi mangan, where the match's options play it)."""
        assert self.match is not None
        facts = draw_facts_of(rules, self.match)
        count = len(self.match.players)
        if [f.key for f in facts] != list(self.draw_fact_checks) or any(
            len(c) != count for c in self.draw_fact_checks.values()
        ):
            while self._draw_facts_form.rowCount():
                self._draw_facts_form.removeRow(0)
            self.draw_fact_checks.clear()
            self.draw_fact_labels.clear()
            for fact in facts:
                row = QWidget(self.draw_facts_widget)
                row_lay = QHBoxLayout(row)
                row_lay.setContentsMargins(0, 0, 0, 0)
                checks = []
                for p in range(count):
                    cb = QCheckBox(row)
                    cb.setObjectName(f"draw_fact_{fact.key}_{p}")
                    row_lay.addWidget(cb)
                    checks.append(cb)
                row_lay.addStretch(1)
                label = QLabel(self.draw_facts_widget)
                label.setTextFormat(Qt.TextFormat.PlainText)
                self._draw_facts_form.addRow(label, row)
                self.draw_fact_checks[fact.key] = checks
                self.draw_fact_labels[fact.key] = label
        for fact in facts:
            self.draw_fact_labels[fact.key].setText(fact.names.get(self.lang) + ":")
            for p, cb in enumerate(self.draw_fact_checks[fact.key]):
                cb.setText(player_names(self.match)[p])
        self.draw_facts_widget.setVisible(bool(facts))

    def facts(self, winner: int | None = None) -> dict[str, list[int]]:
        """The players each fact is checked for; the winner too where the main window's
        context says it of the winner (riichi declared)."""
        rules = self.match_rules()
        out: dict[str, list[int]] = {}
        context = self.main.state.context
        for fact in rules.player_facts if rules is not None else ():
            chosen = {p for p, cb in enumerate(self.fact_checks.get(fact.key, [])) if cb.isChecked()}
            if winner is not None and any(context.get(k) for k in fact.winner_context):
                chosen.add(winner)
            out[fact.key] = sorted(chosen)
        return out

    def _clear_facts(self) -> None:
        for checks in self.fact_checks.values():
            for cb in checks:
                cb.setChecked(False)

    def _sync_penalty(self) -> None:
        rules = self.match_rules()
        key = self.penalty_combo.currentData()
        kind = next((k for k in rules.penalty_kinds if k.key == key), None) if rules is not None else None
        self.points_spin.setEnabled(bool(kind is not None and kind.takes_points))

    def _check_glyphs(self) -> None:
        """Say which characters of the players' names (the match's, and those being typed) no
        font here draws, each by its code point (:func:`gui.glyphs.warning`); hide the line when
        every one is drawn."""
        from .glyphs import warning

        names = list(self.match.players) if self.match is not None else []
        names += [e.text() for e in self.player_edits if e.text().strip()]
        text = warning(names, self.font())
        self.glyph_note.setText(text)
        self.glyph_note.setStyleSheet(theme.style("error") if text else "")
        self.glyph_note.setVisible(bool(text))

    def _tell(self, text: str, warn: bool = False) -> None:
        self.problem = text if warn else ""
        self.message.setText(text)  # (said once, under the boxes: the status bar says nothing twice)
        self.message.setStyleSheet(theme.style("error") if warn else "")

    # -- recording ------------------------------------------------------------------------
    def _expected(self) -> int | None:
        """The revisions the sheet on screen stands on (a write refuses if the store has others)."""
        return self.sheet.revisions if self.sheet is not None else None

    def _sheet_is_current(self) -> bool:
        """Whether the sheet on screen is still the store's. When another program or window has
        written to the match since it was shown, the sheet (and the next hand's seat and round)
        is shown anew, the user is told, and nothing may be recorded from the old one. A server
        that cannot be reached is not asked twice: the write says it (:meth:`_add_entry`)."""
        from core.referee.offline import _unreachable

        self._away_error = None
        try:
            if not self._store_changed():
                return True
        except StoreError as e:
            if not _unreachable(e):
                raise
            self._away_error = e
            return True
        assert self.match is not None
        self.refresh()
        if self.sheet is None:  # (it could not be read: refresh said why)
            return False
        seating = self.sheet.next_seating
        where = (
            label_names(self.match.rules, seating).get(self.lang) if seating is not None else tr("The match is over.")
        )
        self._tell(
            tr(
                "The sheet was changed by another program or window; the next hand is now {0}. "
                "Nothing was recorded: check the hand's seat, round and score, then record again."
            ).format(where),
            warn=True,
        )
        return False

    def check_store(self) -> None:
        """Show the sheet anew if another program or window changed it (when this window is
        activated): what the window shows is what the store holds."""
        try:
            if self._store_changed():
                self.refresh()
        except HandError as e:
            self._tell(e.text(self.lang), warn=True)

    def _store_changed(self) -> bool:
        """Whether the store holds another sheet of the match than the one shown (another
        program or window wrote since): one count, the sheet itself is not read."""
        if self.match is None or self.sheet is None or self.offline:
            return False
        return self.store.revision_count(self.match.id) != self.sheet.revisions

    def _apply_implied(
        self, seating: Any, winner: int, discarder: int | None, facts: dict[str, Any] | None = None
    ) -> bool:
        """Set on the main window the context the hand's place on the sheet fixes (seat and
        round wind, self-draw...), so that the screen shows what is recorded. Whether any
        changed."""
        rules = self.match_rules()
        if rules is None or seating is None:
            return False
        state = self.main.state
        keys = {f.key for f in state.rules.context_fields}
        changed = False
        for key, value in rules.implied_context(seating, winner, discarder, facts or {}).items():
            if key in keys and state.context.get(key, _default(state, key)) != value:
                state.set_context(key, value)
                changed = True
        return changed

    def record_win(self) -> bool:
        """Record the hand on the main window as the next hand's win, by the chosen winner from
        the chosen discarder. The seat and round the sheet gives are set on the main window
        first, so that the screen shows what is recorded."""
        if self.match is None:
            return False
        winner = int(self.winner_combo.currentData())
        d = int(self.discarder_combo.currentData())
        discarder = None if d < 0 else d
        if discarder == winner:
            self._tell(
                tr("The winner cannot be the discarder: choose “nobody: self-drawn” for a self-drawn win."), warn=True
            )
            return False
        state = self.main.state
        if state.rules.name != self.match.rules:
            self._tell(
                tr("The window is on {0}, the match is played under {1}: switch the rule set first.").format(
                    state.rules.title.get(self.lang), get_rules(self.match.rules).title.get(self.lang)
                ),
                warn=True,
            )
            return False
        facts = self.facts(winner)
        try:  # (the facts may be refused here already: two players ticked liable)
            current = self._sheet_is_current()
            before = _shown(state.evaluation().score)
            changed = self._apply_implied(
                self.sheet.next_seating if self.sheet is not None else None, winner, discarder, facts
            )
            if not current:
                return False  # (the sheet and the score are shown anew, and the user told)
            if changed and _shown(state.evaluation().score) != before:
                # the sheet's seat and round changed the score: record only what was seen
                self._tell(
                    tr(
                        "The seat and round were set from the sheet, and the score on screen changed. "
                        "Nothing was recorded: check the score, then record again."
                    ),
                    warn=True,
                )
                return False
            inputs = win_inputs(self.main)
            claim_panel = self.main.claim
            verdict = claim_panel.verdict
            claim = verdict.claim.to_dict() if verdict is not None else None
            entry = WinInput(
                winner, discarder, inputs, claim, verdict.record() if verdict is not None else None, facts or None
            )
            number, sent = self._add_entry(entry)
        except HandError as e:
            if e.code == "stale_sheet":  # another program wrote between the check and the write
                self._sheet_is_current()
                self._apply_implied(
                    self.sheet.next_seating if self.sheet is not None else None, winner, discarder, facts
                )
                return False
            self._not_recorded(e)
            return False
        self._clear_facts()
        self.refresh()
        note = tr(" (seat and round set from the sheet)") if changed else ""
        self._recorded(number, sent, note)
        return True

    def _sync_draw_kind(self) -> None:
        """Who was ready counts only at an exhaustive draw: the ready boxes are off for any
        other kind."""
        exhaustive = not self.draw_kind_combo.currentData()
        for cb in (*self.tenpai_checks, *(c for checks in self.draw_fact_checks.values() for c in checks)):
            cb.setEnabled(exhaustive)
            if not exhaustive:
                cb.setChecked(False)

    def record_draw(self) -> bool:
        if self.match is None:
            return False
        tenpai = tuple(
            p for p, cb in enumerate(self.tenpai_checks) if cb.isVisible() and cb.isEnabled() and cb.isChecked()
        )
        facts: dict[str, Any] = dict(self.facts())
        kind = self.draw_kind_combo.currentData() if not self.draw_kind_combo.isHidden() else ""
        if kind:
            facts[DRAW_KIND] = kind
        for key, checks in self.draw_fact_checks.items():  # (nagashi mangan: named only when someone has it)
            chosen = [p for p, cb in enumerate(checks) if cb.isEnabled() and cb.isChecked()]
            if chosen:
                facts[key] = chosen
        try:
            if not self._sheet_is_current():
                return False
            number, sent = self._add_entry(Draw(tenpai, canonical_json(facts)))
        except HandError as e:
            if e.code == "stale_sheet":
                self._sheet_is_current()
                return False
            self._not_recorded(e)
            return False
        for cb in (*self.tenpai_checks, *(c for checks in self.draw_fact_checks.values() for c in checks)):
            cb.setChecked(False)
        self._clear_facts()
        self.refresh()
        self._recorded(number, sent)
        return True

    def record_penalty(self) -> bool:
        if self.match is None or self.penalty_combo.currentData() is None:
            return False
        points = self.points_spin.value() if self.points_spin.isEnabled() else None
        try:
            if not self._sheet_is_current():
                return False
            number, sent = self._add_entry(
                Penalty(
                    int(self.offender_combo.currentData()),
                    str(self.penalty_combo.currentData()),
                    points,
                    self.note_edit.text().strip(),
                )
            )
        except HandError as e:
            if e.code == "stale_sheet":
                self._sheet_is_current()
                return False
            self._not_recorded(e)
            return False
        self.note_edit.clear()
        self.refresh()
        self._recorded(number, sent)
        return True

    # -- the selected entry ------------------------------------------------------------------
    def selected(self) -> SheetRow | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        return self.model.row_at(rows[0].row()) if rows else None

    def select_entry(self, entry: int) -> None:
        if self.sheet is None:
            return
        for i, r in enumerate(self.sheet.rows):
            if r.entry == entry:
                self.table.selectRow(i)
                return

    def delete_selected(self) -> bool:
        if self._offline_refuses():
            return False
        r = self.selected()
        if r is None or self.match is None:
            return False
        try:
            self.store.delete(self.match.id, r.entry, expected_revision=r.revision, reason=self.reason_edit.text())
        except HandError as e:
            self._tell(tr("Not deleted: {0}").format(e.text(self.lang)), warn=True)
            return False
        self.reason_edit.clear()
        self.refresh()
        self._tell(tr("Entry {0} deleted; its history is kept.").format(r.entry))
        return True

    def replace_selected(self) -> bool:
        if self._offline_refuses():
            return False
        """Write the hand on screen as the selected win's next revision (scored at its place)."""
        r = self.selected()
        if r is None or self.match is None or not isinstance(r.body, WinHand):
            self._tell(tr("Select a win to replace."), warn=True)
            return False
        body = r.body
        self._apply_implied(r.seating, body.winner, body.discarder, body.facts)
        try:
            inputs = win_inputs(self.main)
            rev = self.store.edit(
                self.match.id,
                r.entry,
                WinInput(
                    body.winner,
                    body.discarder,
                    inputs,
                    facts=body.facts or None,
                    also=tuple(as_input(w) for w in body.also),
                ),
                expected_revision=r.revision,
                reason=self.reason_edit.text(),
            )
        except HandError as e:
            self._tell(tr("Not changed: {0}").format(e.text(self.lang)), warn=True)
            return False
        self.reason_edit.clear()
        self.refresh()
        self._tell(
            tr("Entry {0} is now revision {1}; the earlier one is kept in its history.").format(rev.entry, rev.revision)
        )
        return True

    def _selected_ron(self) -> SheetRow | None:
        """The selected entry where it is a win on a discard (a ron), else said and None."""
        r = self.selected()
        if r is None or self.match is None or not isinstance(r.body, WinHand) or r.body.discarder is None:
            self._tell(tr("Select a win on a discard (a ron) to add a winner of the same discard."), warn=True)
            return None
        return r

    def ask_other_winner(self) -> Any:
        """Ask who else won on the selected ron's discard (their hand: the one on screen), then
        :meth:`add_winner`. The question, for tests (None where no ron is selected)."""
        r = self._selected_ron()
        if r is None or self.match is None or not isinstance(r.body, WinHand):
            return None
        from .qt import QDialog, QDialogButtonBox

        names = player_names(self.match)
        won = {w.winner for w in r.body.winners}
        dialog = QDialog(self)
        dialog.setObjectName("ask_other_winner")
        dialog.setWindowTitle(tr("Add a winner of the same discard"))
        lay = QVBoxLayout(dialog)
        text = QLabel(
            tr(
                "Entry {0}: who else won on {1}'s discard? Their hand is the one on the main window, "
                "scored at the entry's place."
            ).format(r.entry, names[r.body.discarder or 0]),
            dialog,
        )
        text.setTextFormat(Qt.TextFormat.PlainText)
        text.setWordWrap(True)
        lay.addWidget(text)
        combo = QComboBox(dialog)
        combo.setObjectName("other_winner")
        for p in range(len(names)):
            if p not in won and p != r.body.discarder:
                combo.addItem(f"{names[p]} ({wind_name(r.seating.winds[p], self.lang)})", p)
        lay.addWidget(combo)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        lay.addWidget(buttons)
        entry = r.entry
        dialog.accepted.connect(
            lambda: combo.currentData() is not None and self.add_winner(int(combo.currentData()), entry)
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def add_winner(self, winner: int, entry: int | None = None) -> bool:
        """Write the hand on the main window as another winner of the discard of ``entry`` (the
        selected one by default): the entry's next revision, with every winner it had and this
        one (a double or triple ron), scored by the core at the entry's place. What the rules
        refuse (a head bump, three rons where two are the most) is said, and nothing written."""
        if self._offline_refuses():
            return False
        if entry is not None:
            self.select_entry(entry)
        r = self._selected_ron()
        if r is None or self.match is None or not isinstance(r.body, WinHand):
            return False
        body = r.body
        state = self.main.state
        if state.rules.name != self.match.rules:
            self._tell(
                tr("The window is on {0}, the match is played under {1}: switch the rule set first.").format(
                    state.rules.title.get(self.lang), get_rules(self.match.rules).title.get(self.lang)
                ),
                warn=True,
            )
            return False
        facts = {k: v for k, v in self.facts(winner).items() if v}  # (riichi: the winner's, from the screen)
        reason = self.reason_edit.text().strip() or tr("another winner of the same discard added")
        try:
            # the context the winner's place among the winners fixes (seat, sticks and counters as
            # the options share them) set on the main window, so the screen shows what is written;
            # the winners recorded before are scored again at their new place (the core fills it in)
            implied = self._implied_among(r, winner, facts)
            inputs = win_inputs(self.main)
            claim_panel = self.main.claim
            verdict = claim_panel.verdict
            new = WinInput(
                winner,
                body.discarder,
                inputs,
                verdict.claim.to_dict() if verdict is not None else None,
                verdict.record() if verdict is not None else None,
                facts or None,
            )
            first = as_input(body, implied)
            rev = self.store.edit(
                self.match.id,
                r.entry,
                WinInput(
                    first.winner,
                    first.discarder,
                    first.inputs,
                    first.claim,
                    first.verdict,
                    first.facts,
                    also=(*(as_input(w, implied) for w in body.also), new),
                ),
                expected_revision=r.revision,
                reason=reason,
            )
        except HandError as e:
            self._tell(tr("Not changed: {0}").format(e.text(self.lang)), warn=True)
            return False
        self.reason_edit.clear()
        self._clear_facts()
        self.refresh()
        self.select_entry(rev.entry)
        self._tell(
            tr(
                "Entry {0} is now revision {1}, with {2} winners of the same discard; the earlier one is kept "
                "in its history."
            ).format(rev.entry, rev.revision, len(body.winners) + 1)
        )
        return True

    def _implied_among(self, r: SheetRow, winner: int, facts: dict[str, Any]) -> set[str]:
        """Set on the main window the context ``winner``'s place among the winners of ``r``'s
        discard fixes (:meth:`MatchRules.win_context`); the keys it fixes."""
        from core.engine.match_rules import turn_order
        from core.referee.match import hand_facts_of, winner_facts

        rules = self.match_rules()
        body = r.body
        if rules is None or self.match is None or not isinstance(body, WinHand) or body.discarder is None:
            return set()
        winners = tuple(
            turn_order([*(w.winner for w in body.winners), winner], body.discarder, len(self.match.players))
        )
        hand = hand_facts_of(rules, [body.facts, facts])
        implied = rules.win_context(
            r.seating,
            winner,
            body.discarder,
            winner_facts(rules, hand, facts),
            winners=winners,
            options=rules.check_match_options(self.match.match_option_dict()),
        )
        state = self.main.state
        keys = {f.key for f in state.rules.context_fields}
        for key, value in implied.items():
            if key in keys and state.context.get(key, _default(state, key)) != value:
                state.set_context(key, value)
        return set(implied)

    def load_selected(self) -> bool:
        """Show the selected win's hand, with its context, on the main window."""
        r = self.selected()
        if r is None or not isinstance(r.body, WinHand):
            return False
        self.main.load_record(r.body.inputs)
        return True

    def history_text(self, entry: int) -> str:
        assert self.match is not None
        lines = []
        try:
            history = self.store.history(self.match.id, entry)
        except HandError as e:  # a damaged record: said in place of the history
            return e.text(self.lang)
        for rev in history:
            what = {"win": tr("win"), "draw": tr("draw"), "penalty": tr("penalty")}.get(rev.kind, tr("deleted"))
            reason = f" — {isolate(rev.reason)}" if rev.reason else ""
            lines.append(tr("revision {0}, {1}: {2}{3}").format(rev.revision, rev.written, what, reason))
        return "\n".join(lines)

    def show_history(self) -> None:
        r = self.selected()
        if r is None or self.match is None:
            return
        from .qt import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Information,
            tr("History of entry {0}").format(r.entry),
            self.history_text(r.entry),
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setObjectName("entry_history")
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.open()

    # -- export and print ---------------------------------------------------------------------
    def _choose_csv(self) -> None:
        from .qt import QFileDialog

        path, _f = QFileDialog.getSaveFileName(self, tr("Export the match as CSV"), "", tr("CSV files (*.csv)"))
        if path:
            self.export_csv(path)

    def export_csv(self, path: str) -> bool:
        from core.referee.csv_sheet import sheet_csv
        from core.referee.files import write_bytes

        return self._export(path, lambda sheet: write_bytes(path, sheet_csv(sheet, self.lang).encode("utf-8")))

    def _choose_pdf(self) -> None:
        from .qt import QFileDialog

        path, _f = QFileDialog.getSaveFileName(self, tr("Export the match as PDF"), "", tr("PDF files (*.pdf)"))
        if path:
            self.export_pdf(path)

    def export_pdf(self, path: str) -> bool:
        from .export import write_pdf

        return self._export(path, lambda sheet: write_pdf(sheet, path, self.lang))

    def _export(self, path: str, write: Callable[[Sheet], None]) -> bool:
        """The match's sheet written to ``path`` by ``write`` (whole or not at all; see
        :func:`export_or_say`)."""
        if self.match is None:
            return False
        match_id = self.match.id
        return export_or_say(self, path, lambda: write(self.store.sheet(match_id)))

    def print_sheet(self) -> None:
        if self.match is None:
            return
        from .export import print_sheet

        try:
            sheet = self.store.sheet(self.match.id)
            print_sheet(sheet, self.lang, self)
        except HandError as e:  # (a damaged record; a character no font here draws: not printed)
            self._tell(e.text(self.lang), warn=True)

    def _seats(self) -> int:
        """How many players a new match of the main window's rule set seats (four where the rule
        set keeps no match: starting one is refused with the reason)."""
        found = self.main.state.rules.match_rules()
        return found.players if found is not None else PLAYERS

    def _sync_new_players(self) -> None:
        """As many name fields for a new match as the main window's rule set seats."""
        seats = self._seats()
        for i, edit in enumerate(self.player_edits):
            edit.setVisible(i < seats)

    def showEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        self._sync_new_players()
        self._follow_sheet()

    def changeEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self.check_store()

    def closeEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        self.send_timer.stop()
        super().closeEvent(event)

    # -- the server away: the station (core/referee/offline.py) ------------------------------
    def _open_station(self) -> None:
        """The station of this window's server: its outbox in the data folder."""
        from core.referee.offline import Station
        from core.referee.pg_store import PgStore

        url = str(getattr(self.store, "url"))
        outbox = store_path().parent / "station-outbox.sqlite3"
        try:
            outbox.parent.mkdir(parents=True, exist_ok=True)
            self.station = Station(outbox, connect=lambda: PgStore(url, retry_seconds=STATION_RETRY_SECONDS))
        except (HandError, OSError) as e:
            self.station = None
            self._tell(e.text(self.lang) if isinstance(e, HandError) else os_error_text(e), warn=True)
            return
        if self.station.kept(states=("kept",)):  # kept by an earlier session: still to send
            self.offline = True
            self.send_timer.start()

    def _follow_on_station(self) -> None:
        """Keep the station's copy of the match shown (so it can be scored offline later)."""
        if self.station is None or self.match is None:
            return
        try:
            self.station.follow(self.match.id)
        except HandError:
            pass  # (the server went away since: the copy read last stands)

    def _add_entry(self, entry: Any) -> tuple[int, bool]:
        """Write ``entry`` as the match's next: to the store, or, offline, through the station
        (sent where the server is back, else kept). Its entry number and whether it was sent."""
        assert self.match is not None
        self._pending = entry
        if self.offline and self.station is not None:
            added = self.station.add(self.match.id, entry)
            self._pending = None
            if added.sent and added.revision is not None:
                if not self.station.kept(states=("kept",)):
                    self._back_online()
                return added.revision.entry, True
            return added.sheet.rows[-1].entry, False
        away, self._away_error = self._away_error, None
        if away is not None:  # (the check before the write found the server away)
            raise away
        rev = self.store.add(self.match.id, entry, expected_sheet=self._expected())
        self._pending = None
        return rev.entry, True

    def _recorded(self, number: int, sent: bool, note: str = "") -> None:
        if sent:
            self._tell(tr("Recorded as entry {0}{1}.").format(number, note))
        else:
            self._tell(
                tr(
                    "Kept on this computer as entry {0}{1}: the server cannot be reached; it is sent when "
                    "the server is back."
                ).format(number, note)
            )

    def _not_recorded(self, e: HandError) -> None:
        """Say why an entry was not recorded; where the server could not be reached, offer to
        keep scoring offline (the entry is kept when that is chosen)."""
        from core.referee.offline import _unreachable

        text = tr("Not recorded: {0}").format(e.text(self.lang))
        if (
            isinstance(e, StoreError)
            and _unreachable(e)
            and self.station is not None
            and not self.offline
            and self.match is not None
        ):
            text += " " + tr(
                "Keep scoring offline: the entries are kept on this computer and sent when the server is back."
            )
            self.offline_button.show()
        else:
            self._pending = None
        self._tell(text, warn=True)

    def go_offline(self) -> bool:
        """Keep scoring onto the station's outbox while the server cannot be reached; the entry
        the server could not take is kept first."""
        if self.station is None or self.match is None:
            return False
        self.offline = True
        self.offline_button.hide()
        self.send_timer.start()
        pending, self._pending = self._pending, None
        if pending is None:
            self.refresh()
            return True
        try:
            number, sent = self._add_entry(pending)
        except HandError as e:
            self.refresh()
            self._tell(tr("Not recorded: {0}").format(e.text(self.lang)), warn=True)
            return False
        self._clear_facts()
        self.refresh()
        self._recorded(number, sent)
        return True

    def _back_online(self) -> None:
        self.offline = False
        self.send_timer.stop()

    def send_kept(self, auto: bool = False) -> bool:
        """Send the kept entries in order (the button, and the timer while offline): what the
        server took, what stays kept, and the conflicts with the server's words. Nothing on the
        server is written over."""
        if self.station is None:
            return False
        report = self.station.send()
        if not report.reached:
            if not auto:
                self._tell(
                    tr("The server still cannot be reached: {0} entries stay kept on this computer.").format(
                        len(report.waiting)
                    ),
                    warn=True,
                )
            return False
        if not self.station.kept(states=("kept",)):
            self._back_online()
        self.refresh()
        text = tr("Sent {0} kept entries to the server.").format(len(report.sent))
        if report.conflicts:
            text += " " + tr(
                "{0} could not be sent (conflicts, shown below): a referee records what is right on the server's sheet."
            ).format(len(report.conflicts))
        self._tell(text, warn=bool(report.conflicts))
        return not report.conflicts

    def _offline_refuses(self) -> bool:
        if not self.offline:
            return False
        self._tell(
            tr(
                "Offline, only new entries are kept: change or delete entries when the server is back "
                "(Send kept entries)."
            ),
            warn=True,
        )
        return True

    def _sync_station(self) -> None:
        """The offline buttons, the kept entries' words and the conflicts (each with its Drop…
        button), as the station stands."""
        if self.station is None:
            return
        from core.referee.offline import said_words

        try:
            kept = self.station.kept(states=("kept",))
            conflicts = self.station.conflicts()
        except HandError as e:  # the station's file cannot be read: said
            self._tell(e.text(self.lang), warn=True)
            return
        self.send_button.setVisible(bool(kept))
        self.kept_label.setText(
            tr("Offline: {0} entries kept on this computer, not sent yet.").format(len(kept)) if kept else ""
        )
        self.kept_label.setVisible(bool(kept))
        while self._conflicts_lay.count():  # (rebuilt: the conflicts, in the window's language)
            item = self._conflicts_lay.takeAt(0)
            row = item.widget() if item is not None else None
            if row is not None:
                row.hide()
                row.deleteLater()
        self.conflict_labels, self.drop_buttons = {}, {}
        for k in conflicts:
            row = QWidget(self.conflicts_box)
            row_lay = QHBoxLayout(row)
            row_lay.setContentsMargins(0, 0, 0, 0)
            label = QLabel(
                tr("Conflict, not sent (kept entry {0}, match {1}, made {2}): {3}").format(
                    k.id, k.match_id, k.made, said_words(k, self.lang)
                ),
                row,
            )
            label.setObjectName(f"conflict_{k.id}")
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
            label.setStyleSheet(theme.style("error"))
            button = QPushButton(tr("Drop…"), row)
            button.setObjectName(f"drop_conflict_{k.id}")
            button.setToolTip(
                tr(
                    "Once a referee has recorded what is right on the server's sheet: this entry is "
                    "not sent; it stays in this computer's station file, marked dropped"
                )
            )
            button.clicked.connect(lambda _checked=False, kid=k.id: self.drop_conflict(kid))
            row_lay.addWidget(label, 1)
            row_lay.addWidget(button)
            self._conflicts_lay.addWidget(row)
            self.conflict_labels[k.id] = label
            self.drop_buttons[k.id] = button
        self.conflicts_box.setVisible(bool(conflicts))

    def conflicts_text(self) -> str:
        """The conflicts as shown, one a line (for tests)."""
        return "\n".join(label.text() for label in self.conflict_labels.values())

    def made_text(self, k: Any) -> str:
        """A kept entry as it was made, in the window's language, and its match (by the station's
        copy of it: the players' names)."""
        from core.referee.match_words import entry_names

        from .sheet_words import shown_match

        match = self.match if self.match is not None and self.match.id == k.match_id else None
        if match is None and self.station is not None:
            try:
                match = self.station.match(k.match_id)
            except HandError:
                match = None  # (not in the station's copy: the match named by its id)
        names = player_names(match) if match is not None else ()

        def who(p: int | None) -> str:
            return names[p] if p is not None and 0 <= p < len(names) else tr("Player {0}").format((p or 0) + 1)

        entry = k.entry
        if isinstance(entry, WinInput):
            hand = hand_summary(dict(entry.inputs), self.lang)[0]
            winners = ", ".join(who(w.winner) for w in (entry, *entry.also))
            what = (
                tr("a win of {0}, self-drawn: {1}").format(winners, hand)
                if entry.discarder is None
                else tr("a win of {0} on {1}'s discard: {2}").format(winners, who(entry.discarder), hand)
            )
        elif match is not None:
            body = entry
            if isinstance(body, Penalty) and body.note:
                from dataclasses import replace

                body = replace(body, note=isolate(body.note))
            what = entry_names(body, shown_match(match)).get(self.lang)
        else:
            what = tr("a draw") if isinstance(entry, Draw) else tr("a penalty")
        of = tr("match {0} ({1})").format(k.match_id, ", ".join(names)) if names else tr("match {0}").format(k.match_id)
        return tr("kept entry {0}, made {1}: {2}; {3}").format(k.id, k.made, what, of)

    def drop_conflict(self, kept_id: int) -> bool:
        """Drop a conflict the server refused, once a referee has recorded what is right on the
        server's sheet, after asking: it is not sent, and stays in the station's file marked
        dropped. A failure is said."""
        if self.station is None:
            return False
        from .qt import QMessageBox

        try:
            k = next((c for c in self.station.conflicts() if c.id == kept_id), None)
        except HandError as e:
            self._tell(tr("Not dropped: {0}").format(e.text(self.lang)), warn=True)
            return False
        if k is None:
            self.refresh()
            self._tell(tr("Not dropped: kept entry {0} is not a conflict of this station.").format(kept_id), warn=True)
            return False
        text = tr(
            "Drop {0}?\n\nDo this once a referee has recorded what is right on the server's sheet. The entry is "
            "never sent; it stays in this computer's station file ({1}), marked dropped."
        ).format(self.made_text(k), self.station.path)
        answer = QMessageBox.question(
            self,
            tr("Drop a conflict"),
            plain_tooltip(text),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        try:
            self.station.drop(kept_id)
        except HandError as e:
            self.refresh()
            self._tell(tr("Not dropped: {0}").format(e.text(self.lang)), warn=True)
            return False
        self.refresh()
        self._tell(
            tr("Kept entry {0} dropped: it stays in this computer's station file, marked dropped.").format(kept_id)
        )
        return True


def _shown(score: Any) -> tuple[Any, ...] | None:
    """What a score shows a referee: win or not, the total, every item, the payments."""
    if score is None:
        return None
    return (score.win, score.total, tuple((i.id, i.value, i.count) for i in score.items), score.pay, score.received)


def _default(state: Any, key: str) -> Any:
    field = next((f for f in state.rules.context_fields if f.key == key), None)
    return field.default if field is not None else None


def as_input(body: WinHand, implied: set[str] | frozenset[str] = frozenset()) -> WinInput:
    """A stored winner as it is written again (one winner: its other winners are not in it),
    without the context keys ``implied`` (its place on the sheet fixes them: the core fills them in)."""
    inputs = body.inputs
    if implied and isinstance(inputs.get("context"), dict):
        inputs = {**inputs, "context": {k: v for k, v in inputs["context"].items() if k not in implied}}
    return WinInput(body.winner, body.discarder, inputs, body.claim, body.verdict, body.facts or None)
