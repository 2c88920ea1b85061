"""The standings in the tournament director's window: live or after a closed round, ranked by
table points, score and the tournament's tiebreaks, and their exports (CSV, PDF, the EMA's
results CSV, every table's result as PDF). A part of
:class:`gui.tournament_window.TournamentWindow`."""

from __future__ import annotations

from collections.abc import Callable

from core.model.errors import HandError
from core.referee.chart import tournament_chart
from core.referee.match import format_points
from core.referee.tournament import TIEBREAKS, Standing
from core.rules import get_rules

from .export import StandingsPaper
from .qt import QHeaderView, tr
from .sheet_words import wind_name
from .store_window import WindowPart, export_or_say
from .tournament_layout import SEATS, number_cell, plain_cell


def shown_places(rows: tuple[Standing, ...]) -> list[str]:
    """Each standing's place as shown: ``3=`` where players share it."""
    count: dict[int, int] = {}
    for s in rows:
        count[s.place] = count.get(s.place, 0) + 1
    return [f"{s.place}=" if count[s.place] > 1 else str(s.place) for s in rows]


class TournamentStandings(WindowPart):
    """The standings tab's doings and the exports."""

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

    def show_chart(self) -> None:
        """The standings over the rounds as a chart: the top eight players' table points after
        each closed round and the round in play (core/referee/chart.py, as on the web pages)."""
        chart = None
        if self.tournament is not None:
            try:
                chart = tournament_chart(self.tours, self.tournament.id, self.lang, top=8, live=True)
            except HandError as e:
                self._tell(e.text(self.lang), warn=True)
        self.standings_chart.set_chart(chart)

    def show_standings(self) -> None:
        self.show_chart()
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
                t.setItem(r, c, plain_cell(text) if c in (1, 2) else number_cell(text))
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
