"""The scorer window: palette, hand, melds, notation box, context, breakdown and waits.

Its parts, one a module: the notation box (:mod:`gui.widgets.notation`), the toolbar
(:mod:`gui.window_toolbar`) and the windows it opens (:mod:`gui.window_opens`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .qt import (
    QApplication,
    QEvent,
    QMainWindow,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    Qt,
    QTabWidget,
    QVBoxLayout,
    QWidget,
    tr,
)
from .services import install_language, settings
from .state import HandState
from .widgets.context import ContextPanel
from .widgets.hand import PALETTE_MIN_TILE, HandStrip, MeldBar, TilePalette
from .widgets.notation import NotationBox
from .widgets.results import BreakdownPanel, WaitsPanel
from .window_opens import OpenedWindows
from .window_toolbar import WindowToolbar

if TYPE_CHECKING:
    from .widgets.claim import ClaimPanel


class MainWindow(WindowToolbar, OpenedWindows, QMainWindow):
    def __init__(self, state: HandState | None = None) -> None:
        super().__init__()
        self.state = state or HandState()
        self.lang = "en"
        self.setObjectName("main_window")
        # first of the state's listeners: the flowers' art follows the options before any view draws
        self.state.changed.connect(self._sync_flower_art)
        self._sync_flower_art()
        self._build_toolbar()
        central = QWidget(self)
        outer = QVBoxLayout(central)
        self.notation = NotationBox(self.state, central)
        outer.addWidget(self.notation)
        self.strip = HandStrip(self.state, central)
        outer.addWidget(self.strip)
        self.melds = MeldBar(self.state, self.strip, central)
        outer.addWidget(self.melds)
        split = QSplitter(Qt.Orientation.Horizontal, central)
        self.palette_widget = TilePalette(self.state, split)
        self.palette_widget.tile_clicked.connect(self._add_tile)
        self.palette_widget.flower_clicked.connect(self._add_flower)
        palette_scroll = QScrollArea(split)
        palette_scroll.setWidgetResizable(True)
        palette_scroll.setWidget(self.palette_widget)
        palette_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # the palette may shrink to small tiles (they follow its width), so the window fits 1024 px
        palette_scroll.setMinimumWidth(self.palette_widget.width_for(PALETTE_MIN_TILE) + 24)
        self._palette_width = self.palette_widget.sizeHint().width() + 24
        self.context_panel = ContextPanel(self.state, split)
        context_scroll = QScrollArea(split)
        context_scroll.setWidgetResizable(True)
        context_scroll.setWidget(self.context_panel)
        right = QSplitter(Qt.Orientation.Vertical, split)
        self.breakdown = BreakdownPanel(self.state, right)
        # below the breakdown: the waits, and the referee's check of a claim
        self.lower_tabs = QTabWidget(right)
        self.lower_tabs.setObjectName("lower_tabs")
        self.waits = WaitsPanel(self.state, self.lower_tabs)
        claim_scroll = QScrollArea(self.lower_tabs)  # on a short window the claim's fields scroll
        claim_scroll.setWidgetResizable(True)
        claim_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        claim_scroll.setMinimumHeight(20)  # (a complete hand: the waits tab shrinks to its line)
        self._claim_page = claim_scroll
        # what to discard: made when its tab is first opened (the first window does not wait for it)
        self._analysis_page = QWidget(self.lower_tabs)
        self._analysis_page.setObjectName("analysis_page")
        self._analysis_layout = QVBoxLayout(self._analysis_page)
        self._analysis_layout.setContentsMargins(0, 0, 0, 0)
        self.lower_tabs.addTab(self.waits, "")
        self.lower_tabs.addTab(self._analysis_page, "")
        self.lower_tabs.addTab(claim_scroll, "")
        self.lower_tabs.currentChanged.connect(self._tab_opened)
        self.waits.opened.connect(self.open_wait)
        # an item of the breakdown activated: its definition, exclusions and example in the browser
        self.breakdown.table.activated.connect(
            lambda index: self.open_rules_browser(self.breakdown.model.item_id(index.row()) or None)
        )
        self.waits.back_button.clicked.connect(self.back_to_ready)
        self._ready: Any = None  # the ready hand a wait was opened from (Back returns to it)
        right.setStretchFactor(0, 3)
        right.setStretchFactor(1, 1)
        self.results_split = right
        for w in (palette_scroll, context_scroll, right):
            split.addWidget(w)
        # a bigger window gives the palette (its tiles grow) and the results the room
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 0)
        split.setStretchFactor(2, 3)
        split.setSizes([self._palette_width, 330, 480])
        self.main_split = split
        self._context_scroll = context_scroll
        # the context column keeps what its controls need (each rule set declares its own)
        context_scroll.setMinimumWidth(min(260, self.context_panel.sizeHint().width() + 20))
        self._fitted_for = ""
        outer.addWidget(split, 1)
        self.setCentralWidget(central)
        self.status = self.statusBar()
        # the table that scored the hand, always in sight (its name; the tooltip gives the file's path)
        self.breakdown.table_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.status.addPermanentWidget(self.breakdown.table_label, 1)
        self.state.changed.connect(self._mark_stale)
        self.state.changed.connect(self._follow_wait)
        self.state.changed.connect(self._sync_tables_action)
        self.state.changed.connect(self._sync_toolbar)
        self.state.changed.connect(self._balance_results)
        self.state.changed.connect(self._fit_context)
        self.state.changed.connect(self._refresh_analysis)
        self.retranslate()
        self._sync_toolbar()
        self._sync_tables_action()

    # -- toolbar and actions ------------------------------------------------------------
    _claim: ClaimPanel | None = None

    @property
    def claim(self) -> ClaimPanel:
        """The referee's check of a claim, made when first needed (its tab opened, or asked for):
        the first window does not wait for a panel it does not show."""
        if self._claim is None:
            from .widgets.claim import ClaimPanel

            self._claim = ClaimPanel(self.state, self._claim_page, self.lang)
            self._claim_page.setWidget(self._claim)
            self._claim.shown.connect(self._balance_results)
        return self._claim

    _analysis: Any = None

    @property
    def analysis(self) -> Any:
        """The Analysis tab's panel (gui.widgets.analysis), made when first needed."""
        if self._analysis is None:
            from .widgets.analysis import AnalysisPanel

            self._analysis = AnalysisPanel(self.state, self._analysis_page)
            self._analysis_layout.addWidget(self._analysis)
            self._analysis.set_language(self.lang)
            self._analysis.table.activated.connect(
                lambda _index: self.status.showMessage(
                    tr("Opened the hand after that discard: Undo (Ctrl+Z) goes back"), 5000
                )
            )
        return self._analysis

    def _tab_opened(self, _index: int) -> None:
        if self.lower_tabs.currentWidget() is self._claim_page:
            _ = self.claim  # made when the tab is first opened
        if self.lower_tabs.currentWidget() is self._analysis_page:
            self.analysis.refresh()
        self._balance_results()

    def _refresh_analysis(self) -> None:
        """The analysis follows the hand while its tab is shown, after the events already queued
        (a burst of clicks is analysed once, for the hand then on screen)."""
        if self._analysis is not None and self.lower_tabs.currentWidget() is self._analysis_page:
            from .qt import QTimer

            QTimer.singleShot(0, self._analysis.refresh)

    def showEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if self._missed_language:
            self._missed_language = False
            self.retranslate()
        self._fitted_for = ""  # the first real sizes are known now
        self._fit_context()

    def _fit_context(self) -> None:
        """Share the width out again when the rule set or the language changes (each rule set
        declares its own fields, in labels of every language); never while the user edits."""
        key = f"{self.state.rules.name}/{self.lang}"
        if key == self._fitted_for:
            return
        self._fitted_for = key
        self._share_width()

    def _share_width(self) -> None:
        """The three columns from the window's width: the context column what its controls ask
        for (up to a quarter of the width, never under its floor), the palette a share of the
        rest (its tiles follow), the results the remainder, at least as wide as the palette."""
        split = self.main_split
        handles = split.handleWidth() * (split.count() - 1)
        avail = split.width() - handles
        if avail <= 0:
            return
        bar = self._context_scroll.verticalScrollBar().sizeHint().width()
        need = self.context_panel.sizeHint().width() + bar + 4
        columns = [split.widget(i) for i in range(3)]
        floors = [w.minimumWidth() or w.minimumSizeHint().width() if w is not None else 0 for w in columns]
        context = max(floors[1], min(need, avail // 4 + 40))
        palette = max(floors[0], min(self.palette_widget.width_for(64) + 24, int((avail - context) * 0.45)))
        results = avail - context - palette
        if results < floors[2]:  # too narrow for all three: the palette gives way first, then the context
            palette = max(floors[0], palette - (floors[2] - results))
            results = avail - context - palette
            if results < floors[2]:
                context = max(floors[1], context - (floors[2] - results))
                results = avail - context - palette
        split.setSizes([palette, context, results])

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._share_width()
            self._balance_results()  # the claim's rows follow the width
        if event.oldSize() != event.size() and self._tab_wide:
            self._tab_takes_the_width(False)  # measured anew for the new size
            self._balance_results()
        if event.oldSize().height() != event.size().height():
            # the hand's tiles take about a fifteenth of the height: a short window keeps its room
            # for the breakdown
            self.strip.set_max_tile(event.size().height() // 15)
            self._balance_results()

    def _balance_results(self) -> None:
        """Share the results column's height between the breakdown and the tab below it: the
        waits table gets the room when the hand is ready, the breakdown otherwise; the referee's
        check and the analysis as much as they need, the breakdown then keeping at least its
        headline and payments (a short window: the claim's differences scroll, never the rest)."""
        total = sum(self.results_split.sizes()) or 600
        ready = bool(self.state.evaluation().waits)
        claiming = self.lower_tabs.currentWidget() is self._claim_page and self._claim is not None
        analysing = self.lower_tabs.currentWidget() is self._analysis_page
        if not claiming and not analysing:
            self._tab_takes_the_width(False)
        width = self.breakdown.width() or self.results_split.width()
        full = self.breakdown.full_height(width)
        headline = self.breakdown.headline_height(width)
        if claiming and self._claim is not None:
            page = self._claim_page
            self._claim.fit(page.viewport().width())
            chrome = self.lower_tabs.height() - page.height() + 2 * page.frameWidth()
            need = self._claim.needed_height(page.viewport().width()) + max(chrome, 0)
            if need + headline > total and not self._tab_wide:
                # a short window: the check takes the palette's and the context's width (its
                # lines wrap less) until the tab or the window's size changes
                self._tab_takes_the_width(True)
                from .qt import QTimer

                QTimer.singleShot(0, self._balance_results)  # once the columns have given way
                return
            rest = total - need
            if rest < full:  # the breakdown's headline and payments stay; the differences scroll
                rest = headline
            self._set_results(rest, total, compact=rest < full)
            return
        roomy = total // 4 + full <= total * 2 // 3
        if analysing and not roomy and not self._tab_wide:
            # a short window: the analysis, as the check, takes the palette's and the context's
            # width (its rows read whole, with no scroll bar across) until the tab changes
            self._tab_takes_the_width(True)
            from .qt import QTimer

            QTimer.singleShot(0, self._balance_results)
            return
        if analysing or ready:
            # a short window: the headline alone, and not even it beside the analysis (which is
            # about the discards, not the score of the hand as it stands)
            rest = max(total // 4, full) if roomy else 0 if analysing else headline
            self._set_results(rest, total, compact=rest < full)
            return
        # a complete hand or none: the waits tab says so in a line; the breakdown takes the rest
        lower = min(
            total // 4,
            self.lower_tabs.tabBar().sizeHint().height()
            + self.waits.title.sizeHint().height()
            + 2 * self.fontMetrics().lineSpacing(),
        )
        self._set_results(total - lower, total, compact=False)

    def _set_results(self, breakdown: int, total: int, *, compact: bool) -> None:
        self.breakdown.set_compact(compact)
        self.results_split.setSizes([breakdown, total - breakdown])

    _tab_wide = False

    def _tab_takes_the_width(self, wide: bool) -> None:
        """Hide (or show again) the palette and context columns beside the referee's check or the
        analysis, on a short window."""
        if wide == self._tab_wide:
            return
        self._tab_wide = wide
        for i in (0, 1):
            column = self.main_split.widget(i)
            if column is not None:
                column.setVisible(not wide)
        if not wide:
            self._share_width()

    def _add_tile(self, tile: object) -> None:
        self._say(self._typed_text_pending() or self.state.add_tile(tile))  # type: ignore[arg-type]

    def _add_flower(self, flower: object) -> None:
        self._say(self._typed_text_pending() or self.state.add_flower(flower))  # type: ignore[arg-type]

    def _typed_text_pending(self) -> str | None:
        """A palette click while the hand box holds a mistake is refused, the text kept (it
        would have edited the last hand that could be read, and the typed text was lost)."""
        if self.state.draft_error is None:
            return None
        self.notation.commit()  # the mistake under the box at once
        self.notation.edit.setFocus()
        return tr(
            "The hand box holds text that cannot be read: correct it, or press Ctrl+Z in it "
            "to go back to the tiles shown"
        )

    def _say(self, problem: str | None) -> None:
        """A refusal in the status bar and where the user is looking (under the tiles)."""
        self.status.showMessage(problem or "", 4000)
        if problem:
            self.strip.flash(problem)

    def _sync_undo(self, *_args: Any) -> None:
        stack = self.state.undo_stack
        try:
            rows = (
                (self.undo_action, stack.canUndo(), stack.undoText(), tr("Undo"), tr("Undo {0}")),
                (self.redo_action, stack.canRedo(), stack.redoText(), tr("Redo"), tr("Redo {0}")),
            )
        except RuntimeError:  # the stack signals once more while it is destroyed (the window closing)
            return
        for action, can, text, plain, named in rows:
            action.setText(plain)
            action.setEnabled(can)
            tip = named.format(text) if can and text else plain
            action.setToolTip(tip)
            action.setStatusTip(tip)

    def open_wait(self, kind: int, drawn: bool) -> None:
        """Open the complete hand a wait makes (by self-draw or on a discard) to read its
        breakdown; Back returns to the ready hand."""
        from core.model.tiles import Tile

        ready = self.state.snapshot
        self.state.open_wait(Tile(kind), drawn)
        self._ready = ready
        self.waits.back_button.show()

    def back_to_ready(self) -> None:
        if self._ready is not None:
            ready, self._ready = self._ready, None
            self.state.restore(ready)
        self.waits.back_button.hide()

    def _follow_wait(self) -> None:
        """Back is offered while the hand on screen is the opened wait of the ready hand."""
        ready = self._ready
        if ready is None:
            return
        snap = self.state.snapshot
        if snap.rules != ready.rules or snap.melds != ready.melds or snap.tiles[:-1] != ready.tiles:
            self._ready = None
            self.waits.back_button.hide()

    def _mark_stale(self) -> None:
        """Grey the tiles while the hand box holds text that is not applied: they are the last
        hand that could be read, not the one typed."""
        fresh = self.state.draft_error is None
        self.strip.setEnabled(fresh)
        self.melds.setEnabled(fresh)
        self.strip.setToolTip(
            "" if fresh else tr("Not applied: these are the tiles of the last hand that could be read")
        )

    def load_record(self, inputs: dict[str, Any]) -> None:
        """Show a recorded win (batch-format inputs) on the window, with its context."""
        from core.referee.batch_format import inputs_of

        _rules, hand, context, _options = inputs_of(inputs)
        self.state.load(hand, context)

    def check_claim(self) -> None:
        """Show the referee's check of a claim."""
        self.lower_tabs.setCurrentWidget(self._claim_page)
        self.claim.items_edit.setFocus()

    def copy_hand(self) -> None:
        QApplication.clipboard().setText(self.state.notation())

    def copy_breakdown(self) -> None:
        QApplication.clipboard().setText(self.breakdown.as_text())

    # -- languages --------------------------------------------------------------------------
    def language_chosen(self, code: str) -> None:
        if code and code != self.lang:
            install_language(code)
            self.set_language(code)
            self._remember("language", code)

    # save the language and rule set chosen, for the next start (the self-test turns it off)
    remember_choices = True

    def _remember(self, key: str, value: str) -> None:
        if self.remember_choices:
            settings().setValue(key, value)  # type: ignore[attr-defined]

    def set_language(self, code: str) -> None:
        self.lang = code
        self.state.lang = code
        i = self.lang_combo.findData(code)
        if i >= 0 and i != self.lang_combo.currentIndex():
            self.lang_combo.blockSignals(True)
            self.lang_combo.setCurrentIndex(i)
            self.lang_combo.blockSignals(False)
        self.context_panel.set_language(code)
        self.breakdown.set_language(code)
        self.waits.set_language(code)
        if self._analysis is not None:
            self._analysis.set_language(code)
        if self._claim is not None:
            self._claim.set_language(code)
        self.retranslate()
        self._fit_context()

    _missed_language = False

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            if self.isVisible():
                self.retranslate()
            else:  # a closed window catches up when it is shown again
                self._missed_language = True
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Mahjong Scorer"))
        self.rules_label.setText(tr("Rules:") + " ")
        self.preset_label.setText("  " + tr("Preset:") + " ")
        self.load_preset_action.setText(tr("Load preset…"))
        self.load_preset_action.setToolTip(tr("Load an edited preset file (TOML) for this rule set"))
        self.save_preset_action.setText(tr("Save preset…"))
        self.save_preset_action.setToolTip(
            tr("Save this rule set's options and item values as a preset file (TOML) to edit or load again")
        )
        self.lang_label.setText(tr("Language:") + " ")
        self.state.retranslate_history()
        self._sync_undo()
        self.clear_action.setText(tr("Clear"))
        self.clear_action.setToolTip(
            tr(
                "Start a new hand: the tiles, melds and flowers go, and how and where it was "
                "won goes back to the defaults; the rule set, preset and options stay"
            )
        )
        self.copy_hand_action.setText(tr("Copy hand"))
        self.copy_breakdown_action.setText(tr("Copy breakdown"))
        self.match_action.setText(tr("Match sheet…"))
        self.file_menu.setTitle(tr("&File"))
        self.help_menu.setTitle(tr("&Help"))
        self.rules_action.setText(tr("Rules of this rule set…"))
        self.tables_action.setText(tr("Points tables…"))
        if self.tables_window is not None:
            self.tables_window.refresh()
        if self.rules_window is not None:
            self.rules_window.refresh()
        self.edit_menu.setTitle(tr("&Edit"))
        self.match_action.setToolTip(tr("Keep a match's score sheet: record each hand as it is played"))
        if self.match_window is not None:
            self.match_window.retranslate()
        self.tournament_action.setText(tr("Tournament…"))
        self.store_action.setText(tr("Store…"))
        self.store_action.setToolTip(tr("Where the matches are kept: this computer's file, or the tournament's server"))
        if self.store_dialog is not None:
            self.store_dialog.retranslate()
        self.tournament_action.setToolTip(tr("Run a tournament: players, seating, the round in progress, standings"))
        if self.tournament_window is not None:
            self.tournament_window.set_language(self.lang)
        self.trainer_action.setText(tr("Trainer…"))
        self.trainer_action.setToolTip(tr("Practice counting hands: each answer checked by the scorer and explained"))
        if self.trainer_window is not None:
            self.trainer_window.set_language(self.lang)
        self.lower_tabs.setTabText(0, tr("&Waits"))
        self.lower_tabs.setTabText(1, tr("&Analysis"))
        self.lower_tabs.setTabText(2, tr("Check a &claim"))
        self.notation.retranslate()
        self.melds.retranslate()
        self.context_panel.retranslate()
        self.breakdown.refresh()
        self.waits.refresh()
        if self._claim is not None:
            self._claim.retranslate()
        self.strip._shown = None  # the tiles' names are in the language too
        self.strip._extras_key = None
        self.strip.refresh()
        self.palette_widget.refresh()
        self._sync_toolbar()
