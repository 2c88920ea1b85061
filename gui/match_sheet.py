"""The match score sheet window: a match of four players (three under three-player riichi), each
hand recorded as it is played.

A thin layer over :mod:`core.referee.records` (the store) and :mod:`core.referee.match` (the sheet): the
window never scores or pays anything itself. A win is the hand on the main window, scored by
the core when it is recorded, with the claim and the verdict of the referee's check; a draw
or a penalty is what the rule set's match rules name. Every record is committed when it is
saved; an edit writes a new revision and a delete a tombstone, so the history stays.

The window is made of parts, one a module: its widgets (:mod:`gui.match_sheet_layout`), the
recording and the selected entry (:mod:`gui.match_entries`), the station of a server away
(:mod:`gui.match_station`) and the sheet's table model (:mod:`gui.models.sheet`); this module
holds the matches, what the sheet shows and its exports.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from core.engine.match_rules import PLAYERS, DrawKind, Match, MatchRules, PenaltyKind
from core.model.errors import HandError
from core.model.names import isolate
from core.referee.chart import running_totals_chart
from core.referee.match import Sheet, format_points, label_names
from core.referee.match_store import MatchStore
from core.referee.match_words import draw_facts_of
from core.referee.store_errors import StoreError
from core.referee.store_rows import preset_note, rules_in_force
from core.rules import get_rules

from . import theme
from .match_entries import MatchEntries
from .match_sheet_layout import MatchSheetLayout
from .match_station import MatchStation
from .qt import (
    QCheckBox,
    QComboBox,
    QEvent,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    Qt,
    QWidget,
    tr,
)
from .sheet_words import player_names, wind_name
from .store_setting import open_chosen, retry_shower
from .store_window import export_or_say, tell

if TYPE_CHECKING:
    from .host import MainWindowHost


class MatchWindow(MatchSheetLayout, MatchEntries, MatchStation, QMainWindow):
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
        self.chart_view.set_chart(running_totals_chart(self.sheet, self.lang) if self.sheet is not None else None)
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
        window the entries scroll and the sheet keeps at least four rows in sight (the chart's
        tab, two thirds of the height)."""
        total = sum(self.parts.sizes())
        if total <= 0 or not hasattr(self, "model"):
            return
        width = self.parts.width()
        rows = max(4, min(self.model.rowCount(), 8))
        sheet = (
            self.info.heightForWidth(width)
            + self.standings.heightForWidth(width)
            + self.table.horizontalHeader().sizeHint().height()
            + self.sheet_tabs.tabBar().sizeHint().height()
            + rows * self.table.verticalHeader().defaultSectionSize()
            + 2 * self.table.frameWidth()
            + 16
        )
        entries = self._entry_part.sizeHint().height()
        if sheet + entries <= total:
            sheet = total - entries
        sheet = max(min(sheet, total - 120), min(total // 2, sheet))
        if self.sheet_tabs.currentWidget() is self.chart_view:  # the chart: two thirds of the height
            sheet = max(sheet, total - max(120, total // 3))
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
        """A row of checkboxes, one a player, for each fact the match rules read; a tick sets
        the main window's context anew."""
        facts = rules.player_facts if rules is not None else ()
        self._fill_fact_rows(facts, self.facts_box, self._facts_form, self.fact_checks, self.fact_labels, "fact", True)

    def _fill_draw_facts(self, rules: MatchRules | None) -> None:
        """A row of checkboxes, one a player, for each fact a draw record may list (riichi:
        nagashi mangan, where the match's options play it)."""
        assert self.match is not None
        facts = draw_facts_of(rules, self.match)
        form, checks, labels = self._draw_facts_form, self.draw_fact_checks, self.draw_fact_labels
        self._fill_fact_rows(facts, self.draw_facts_widget, form, checks, labels, "draw_fact", False)

    def _fill_fact_rows(
        self,
        facts: Sequence[Any],
        box: QWidget,
        form: QFormLayout,
        checks_of: dict[str, list[QCheckBox]],
        labels: dict[str, QLabel],
        prefix: str,
        follow: bool,
    ) -> None:
        """In ``form`` of ``box``, a row of checkboxes (object names ``<prefix>_<key>_<player>``),
        one a player, for each of ``facts``, made anew only where the facts or the players
        changed; ``follow``: a tick sets the main window's context anew. ``box`` is shown where
        there are facts."""
        assert self.match is not None
        count = len(self.match.players)
        if [f.key for f in facts] != list(checks_of) or any(len(c) != count for c in checks_of.values()):
            while form.rowCount():
                form.removeRow(0)
            checks_of.clear()
            labels.clear()
            for fact in facts:
                row = QWidget(box)
                row_lay = QHBoxLayout(row)
                row_lay.setContentsMargins(0, 0, 0, 0)
                checks = []
                for p in range(count):
                    cb = QCheckBox(row)
                    cb.setObjectName(f"{prefix}_{fact.key}_{p}")
                    if follow:
                        cb.toggled.connect(lambda _on: self._follow_sheet())
                    row_lay.addWidget(cb)
                    checks.append(cb)
                row_lay.addStretch(1)
                label = QLabel(box)
                label.setTextFormat(Qt.TextFormat.PlainText)
                form.addRow(label, row)
                checks_of[fact.key] = checks
                labels[fact.key] = label
        for fact in facts:
            labels[fact.key].setText(fact.names.get(self.lang) + ":")
            for p, cb in enumerate(checks_of[fact.key]):
                cb.setText(player_names(self.match)[p])
        box.setVisible(bool(facts))

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
        tell(self, text, warn)

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
