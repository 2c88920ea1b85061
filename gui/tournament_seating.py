"""Seating the next round in the tournament director's window: the method (random, Swiss, snake,
fewest repeat meetings, a prescripted CSV), the substitutes for absent players, and each
round's seating with its repeat meetings. A part of
:class:`gui.tournament_window.TournamentWindow`."""

from __future__ import annotations

from pathlib import Path

from core.model.errors import HandError
from core.model.names import isolate
from core.referee.tournament import meetings, repeat_meetings
from core.referee.tournament_records import RoundState

from .qt import QHeaderView, tr
from .sheet_words import wind_name
from .store_window import WindowPart, os_error_text
from .tournament_layout import SEATS, method_name, number_cell, plain_cell


class TournamentSeating(WindowPart):
    """The seating tab's doings."""

    # (set by the window) absent player -> substitute, for the next round
    swaps: dict[int, int]

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
            t.setItem(r, 0, number_cell(str(tb.number)))
            for c, p in enumerate(tb.seats, 1):
                t.setItem(r, c, plain_cell(f"{p}. {self.name_of(p)}"))
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
