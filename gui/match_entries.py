"""Recording on the match sheet: a win (the hand on the main window, scored by the core), a
draw, a penalty, and the selected entry replaced, given another winner, deleted or shown with
its history. Every write stands on the sheet on screen (a sheet changed elsewhere is shown
anew, nothing recorded). A part of :class:`gui.match_sheet.MatchWindow`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.engine.match_rules import DRAW_KIND, Draw, Penalty, WinHand
from core.model.errors import HandError
from core.model.names import isolate
from core.referee.batch_format import hand_fields
from core.referee.match import SheetRow, WinInput, canonical_json, label_names
from core.referee.store_errors import StoreError
from core.rules import get_rules

from .qt import QComboBox, QLabel, Qt, QVBoxLayout, tr
from .sheet_words import player_names, wind_name
from .store_window import WindowPart

if TYPE_CHECKING:
    from .host import MainWindowHost


def win_inputs(main: MainWindowHost) -> dict[str, Any]:
    """The hand on the main window as the batch format writes it (the inputs of a win)."""
    hand = main.state.hand()
    if hand.win is None:
        raise HandError(tr("the hand on screen has no winning tile"), code="no_winning_tile")
    return {**hand_fields(hand), "context": main.state.context, "options": main.state.options}


class MatchEntries(WindowPart):
    """What records the next entry and edits the selected one."""

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

    def _on_match_rules(self) -> bool:
        """Whether the main window is on the match's rule set (a win is scored there); if not,
        said."""
        assert self.match is not None
        state = self.main.state
        if state.rules.name == self.match.rules:
            return True
        self._tell(
            tr("The window is on {0}, the match is played under {1}: switch the rule set first.").format(
                state.rules.title.get(self.lang), get_rules(self.match.rules).title.get(self.lang)
            ),
            warn=True,
        )
        return False

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
        if not self._on_match_rules():
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
        if not self._on_match_rules():
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
