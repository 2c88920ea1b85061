"""The tournament director's window: the players, the seating of each round, the round in
progress table by table, and the standings with their CSV, PDF and EMA exports.

    mahjong-scorer --tournament TOURNAMENT [--lang ja]

(or File > Tournament… on the main window). A thin layer over the headless tournament
(:mod:`core.referee.tournament_store`, the same store as the match sheets): the seating
methods, the checks and the standings are the core's, computed as ``mjscore tournament``
computes them (its helpers are reused, not copied). The window follows the store every few
seconds, so the results the scorer stations record appear as they come. A refusal of the core
is said in the window's language, naming what is at fault; the window keeps working.

The window is made of parts, one a module: its widgets (:mod:`gui.tournament_layout`), the
seating (:mod:`gui.tournament_seating`) and the standings with their exports
(:mod:`gui.tournament_standings`); this module holds the tournament, its players, the round in
progress and the statistics.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from core.model.errors import HandError
from core.model.names import isolate
from core.referee.match import Sheet, format_points
from core.referee.match_store import MatchStore
from core.referee.store_rows import _rules_of, match_rules_head
from core.referee.tournament_records import Player, RoundState, Tournament
from core.referee.tournament_store import Tournaments, statistics_of
from core.rules import get_rules

from .qt import QHeaderView, QMainWindow, Qt, QTimer, QWidget, tr
from .store_window import tell
from .tournament_layout import SEATS, TournamentLayout, number_cell, plain_cell
from .tournament_seating import TournamentSeating
from .tournament_standings import TournamentStandings

# how often the window reads the store, in milliseconds (a plain comment: lupdate reads "#:" as a note)
REFRESH_MS: Final = 3000


class TournamentWindow(TournamentLayout, TournamentSeating, TournamentStandings, QMainWindow):
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
                t.setItem(r, c, plain_cell(text) if c == 1 else number_cell(text))
        header = t.horizontalHeader()
        for c in range(len(headers)):
            header.setSectionResizeMode(
                c, QHeaderView.ResizeMode.Stretch if c == 1 else QHeaderView.ResizeMode.ResizeToContents
            )

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
        self._show_tabs()

    def _show_tabs(self) -> None:
        """Every tab shown anew from what was read last."""
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
                number_cell(str(p.number)),
                plain_cell(isolate(p.name)),
                plain_cell(p.country),
                plain_cell(p.ema),
                plain_cell(p.wrc),
                plain_cell(tr("yes") if p.substitute else ""),
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
            t.setItem(r, 0, number_cell(str(tb.number)))
            for seat, p in enumerate(tb.seats):
                t.setItem(r, 1 + seat, plain_cell(f"{self.name_of(p)} ({points.get(seat, 0)})"))
            t.setItem(r, 1 + size, number_cell(str(sheet.hands_played)))
            item = plain_cell(tr("finished") if sheet.finished else tr("playing"))
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
        self._show_tabs()

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
    # -- messages -------------------------------------------------------------------------
    def _tell(self, text: str, warn: bool = False) -> None:
        tell(self, text, warn)

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
