"""The scorer window: palette, hand, melds, notation box, context, breakdown and waits."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.model.errors import HandError
from core.model.notation import error_span
from core.rules import rule_set_titles

from . import theme
from .qt import (
    QAction,
    QApplication,
    QComboBox,
    QEvent,
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QLineEdit,
    QMainWindow,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    Qt,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
    tr,
)
from .services import install_language, settings
from .state import HandState
from .widgets.context import ContextPanel
from .widgets.hand import PALETTE_MIN_TILE, HandStrip, MeldBar, TilePalette
from .widgets.results import BreakdownPanel, WaitsPanel

if TYPE_CHECKING:
    from .widgets.claim import ClaimPanel

LANGUAGES = (("en", "English"), ("zh-Hans", "简体中文"), ("zh-Hant", "繁體中文"), ("ja", "日本語"))


class HandEdit(QLineEdit):
    """The hand box's line: Ctrl+Z and Ctrl+Shift+Z undo and redo the last edit of the hand
    (typed or clicked), as everywhere else in the window, not the text of the line."""

    def __init__(self, state: HandState, before_undo: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self._before_undo = before_undo

    def event(self, e: QEvent) -> bool:  # noqa: D401 (Qt's name)
        if e.type() == QEvent.Type.ShortcutOverride and self._undo_key(e) is not None:
            e.accept()  # the key comes to keyPressEvent below, not to the line's own undo
            return True
        return super().event(e)

    @staticmethod
    def _undo_key(e: Any) -> str | None:
        if e.matches(QKeySequence.StandardKey.Undo):
            return "undo"
        if e.matches(QKeySequence.StandardKey.Redo):
            return "redo"
        return None

    def keyPressEvent(self, e: Any) -> None:  # noqa: N802 (Qt's name)
        which = self._undo_key(e)
        if which is None:
            super().keyPressEvent(e)
            return
        if self._before_undo(which):
            e.accept()
            return
        if which == "undo":
            self.state.undo_stack.undo()
        else:
            self.state.undo_stack.redo()
        e.accept()


class NotationBox(QWidget):
    """Typed notation, applied at every key, and kept in sync with the state both ways. While
    the text cannot be applied the window shows no score (the tiles on screen are not the ones
    in the box) and, after a short pause in the typing or at once on Enter, the mistake under
    the box with the offending part selected."""

    # the pause after the last key before a mistake is shown (half-typed text is no mistake yet)
    DELAY_MS = 400

    def __init__(self, state: HandState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.label = QLabel(self)
        row.addWidget(self.label)
        self.edit = HandEdit(state, self._before_undo, self)
        self.edit.setObjectName("notation")
        self.edit.setClearButtonEnabled(True)
        self.label.setBuddy(self.edit)
        self.edit.returnPressed.connect(self.commit)
        self.edit.editingFinished.connect(self.commit)
        self.edit.textEdited.connect(self._typed)
        row.addWidget(self.edit, 1)
        lay.addLayout(row)
        self.error = QLabel(self)
        self.error.setObjectName("notation_error")
        self.error.setStyleSheet(theme.style("error"))
        self.error.setWordWrap(True)
        lay.addWidget(self.error)
        self._timer: Any = None  # made on the first mistake (QTimer is loaded when first used)
        self._applying = False
        state.changed.connect(self.refresh)
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        self.error.setStyleSheet(theme.style("error"))  # again when the colour scheme changes
        self.label.setText(tr("&Hand:"))
        self.edit.setPlaceholderText(tr("type a hand, e.g. 123m456p789s1z [777z] +1z"))
        if self.state.draft_error is not None:
            self._show_error(self.state.draft_error, select=False)

    def _typed(self, _text: str) -> None:
        self.commit(wait=True)

    def _show_later(self) -> None:
        if self._timer is None:
            from .qt import QTimer

            self._timer = QTimer(self)
            self._timer.setSingleShot(True)
            self._timer.setInterval(self.DELAY_MS)
            self._timer.timeout.connect(self._show_pending_error)
        self._timer.start()

    def _show_pending_error(self) -> None:
        if self.state.draft_error is not None:
            self._show_error(self.state.draft_error, select=False)  # the user may type on: keep the cursor

    def refresh(self) -> None:
        """Show the state's hand, unless the change came from this box (the text being typed
        stays as typed) or the box holds text that is not applied."""
        if self._applying:
            return
        if self.state.draft_error is not None:
            return
        self.error.setText("")
        text = self.state.notation()
        if self.edit.text() != text:
            self.edit.setText(text)

    def commit(self, wait: bool = False) -> None:
        """Apply the text: the hand it describes, or the mistake in it (shown after a pause in
        the typing when ``wait``, else at once)."""
        if self._timer is not None:
            self._timer.stop()
        text = self.edit.text()
        self._applying = True
        try:
            if not text.strip():
                self.state.set_draft_error(None)
                if self.state.notation():
                    self.state.clear_hand()
                self.error.setText("")
                return
            if text.strip() == self.state.notation():
                self.state.set_draft_error(None)
                self.error.setText("")
                return
            try:
                self.state.set_from_notation(text, typing=True)
            except HandError as e:
                self.state.set_draft_error(e)
                if wait:
                    self.error.setText("")
                    self._show_later()
                else:
                    self._show_error(e)
                return
            self.state.set_draft_error(None)
            self.error.setText("")
        finally:
            self._applying = False

    def _before_undo(self, which: str) -> bool:
        """Ctrl+Z in the box: typed text that is not applied is dropped first (the box shows the
        hand on screen again); otherwise pending text is applied, then the edit is undone.
        Returns whether that was all (nothing is to be undone then)."""
        if which == "undo" and self.state.draft_error is not None:
            self.state.set_draft_error(None)
            self.refresh()
            return True
        return False

    def _show_error(self, e: HandError, select: bool = True) -> None:
        """The mistake under the box; ``select``: the offending part selected in the box."""
        self.error.setText(tr("Not applied: {0}").format(e.text(self.state.lang)))
        if e.position is not None and select:
            start, end = error_span(self.edit.text(), e.position)
            self.edit.setSelection(start, end - start)


class MainWindow(QMainWindow):
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

    def _build_toolbar(self) -> None:
        tb = QToolBar(self)
        tb.setObjectName("toolbar")
        tb.setMovable(False)
        self.addToolBar(tb)
        self.rules_label = QLabel(self)
        # the first word off the window's edge (the Windows style gives a tool bar no padding)
        self.rules_label.setContentsMargins(6, 0, 0, 0)
        tb.addWidget(self.rules_label)
        self.rules_combo = QComboBox(self)
        self.rules_combo.setObjectName("rules")
        self._fill_rules_combo()
        self.rules_combo.currentIndexChanged.connect(self._rules_chosen)
        tb.addWidget(self.rules_combo)
        self.preset_label = QLabel(self)
        tb.addWidget(self.preset_label)
        self.preset_combo = QComboBox(self)
        self.preset_combo.setObjectName("preset")
        self.preset_combo.currentIndexChanged.connect(self._preset_chosen)
        tb.addWidget(self.preset_combo)
        self.load_preset_action = QAction(self)
        self.load_preset_action.setObjectName("load_preset")
        self.load_preset_action.triggered.connect(self._choose_preset_file)
        self.save_preset_action = QAction(self)
        self.save_preset_action.setObjectName("save_preset")
        self.save_preset_action.triggered.connect(self._choose_save_file)
        tb.addSeparator()
        # Undo and Redo of our own (QUndoStack's come with Qt's English prefix): a short label
        # that keeps the toolbar still, the edit they take back named in the tooltip
        stack = self.state.undo_stack
        self.undo_action = QAction(self)
        self.undo_action.setObjectName("undo")
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(stack.undo)
        self.redo_action = QAction(self)
        self.redo_action.setObjectName("redo")
        self.redo_action.setShortcut(QKeySequence.StandardKey.Redo)
        self.redo_action.triggered.connect(stack.redo)
        for sig in (stack.undoTextChanged, stack.redoTextChanged, stack.canUndoChanged, stack.canRedoChanged):
            sig.connect(self._sync_undo)
        self.clear_action = QAction(self)
        self.clear_action.triggered.connect(self.state.clear)
        self.copy_hand_action = QAction(self)
        self.copy_hand_action.triggered.connect(self.copy_hand)
        self.copy_breakdown_action = QAction(self)
        self.copy_breakdown_action.setShortcut(QKeySequence.StandardKey.Copy)
        self.copy_breakdown_action.triggered.connect(self.copy_breakdown)
        self.match_action = QAction(self)
        self.match_action.setObjectName("match_sheet")
        self.match_action.triggered.connect(self.open_match_sheet)
        # the toolbar holds what a referee uses at every hand, short labels that fit 1024 px in
        # every language; the rest is in the menus
        for a in (self.undo_action, self.redo_action, self.clear_action, self.match_action):
            tb.addAction(a)
        menus = self.menuBar()
        self.file_menu = menus.addMenu("")
        self.file_menu.addAction(self.load_preset_action)
        self.file_menu.addAction(self.save_preset_action)
        self.file_menu.addAction(self.match_action)
        self.tournament_action = QAction(self)
        self.tournament_action.setObjectName("tournament")
        self.tournament_action.triggered.connect(lambda: self.open_tournament())
        self.file_menu.addAction(self.tournament_action)
        self.store_action = QAction(self)
        self.store_action.setObjectName("store_setting")
        self.store_action.triggered.connect(lambda: self.open_store_dialog())
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.store_action)
        self.edit_menu = menus.addMenu("")
        for a in (self.undo_action, self.redo_action, self.clear_action):
            self.edit_menu.addAction(a)
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(self.copy_hand_action)
        self.edit_menu.addAction(self.copy_breakdown_action)
        self.rules_action = QAction(self)
        self.rules_action.setObjectName("rules_browser")
        self.rules_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.rules_action.triggered.connect(lambda: self.open_rules_browser())
        self.tables_action = QAction(self)
        self.tables_action.setObjectName("reference_tables")
        self.tables_action.triggered.connect(lambda: self.open_tables())
        self.help_menu = menus.addMenu("")
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.tables_action)
        tb.addSeparator()
        self.lang_label = QLabel(self)
        tb.addWidget(self.lang_label)
        self.lang_combo = QComboBox(self)
        self.lang_combo.setObjectName("language")
        for code, name in LANGUAGES:
            self.lang_combo.addItem(name, code)
        self.lang_combo.currentIndexChanged.connect(lambda _i: self.language_chosen(self.lang_combo.currentData()))
        tb.addWidget(self.lang_combo)

    def _fill_rules_combo(self) -> None:
        """One item a rule set the core offers, in its order (the titles are set by ``_sync_toolbar``)."""
        self.rules_combo.blockSignals(True)
        try:
            self.rules_combo.clear()
            for name, title, _built in rule_set_titles():
                self.rules_combo.addItem(title.get(self.lang), name)
        finally:
            self.rules_combo.blockSignals(False)

    def _rules_chosen(self, _i: int) -> None:
        name = self.rules_combo.currentData()
        if name and name != self.state.rules.name:
            self.state.set_rules(name)
            self._remember("rules", name)

    def _preset_chosen(self, _i: int) -> None:
        key = self.preset_combo.currentData()
        if key is not None and key != self.state.snapshot.preset and not self._syncing:
            self.state.set_preset(key)

    def _choose_preset_file(self) -> None:
        from .qt import QFileDialog

        path, _filter = QFileDialog.getOpenFileName(
            self, tr("Load a preset file"), "", tr("Preset files (*.toml);;All files (*)")
        )
        if path:
            self.load_preset_file(path)

    def load_preset_file(self, path: str) -> bool:
        """Load a user's preset file; a broken one is reported (file, line, field) and changes
        nothing. Returns whether it loaded."""
        try:
            self.state.load_preset_file(path)
        except HandError as e:
            from .qt import QMessageBox

            self.preset_problem = e.text(self.lang)
            # window-modal, not blocking: the window keeps its state behind it
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                tr("Cannot load the preset file"),
                tr("The preset file was not loaded: {0}\nThe presets already in use stay as they are.").format(
                    e.text(self.lang)
                ),
                QMessageBox.StandardButton.Ok,
                self,
            )
            box.setObjectName("preset_error")
            box.open()
            self.status.showMessage(e.text(self.lang), 8000)
            return False
        self.preset_problem = ""
        return True

    def _sync_flower_art(self) -> None:
        """Draw the flowers with the numbers the rule set's options print on them (a Taiwanese
        set numbered 梅蘭竹菊: the chrysanthemum 4, the bamboo 3), redrawing the tiles shown."""
        from .widgets.tileart import set_printed_flowers

        rules = self.state.rules
        try:
            printed = rules.printed_flowers(rules.check_options(self.state.options))
        except HandError:
            return
        if set_printed_flowers(printed) and hasattr(self, "strip"):
            self.palette_widget.set_tile_width(self.palette_widget.tile_width)
            self.strip.set_tile_width(self.strip.tile)

    def _choose_save_file(self) -> None:
        from .qt import QFileDialog

        path, _filter = QFileDialog.getSaveFileName(
            self, tr("Save the options as a preset file"), "", tr("Preset files (*.toml);;All files (*)")
        )
        if path:
            self.save_preset_file(path)

    def save_preset_file(self, path: str) -> bool:
        """Save the rule set's options (and the item values of the preset in use) as a preset
        file, read it back, and switch to it, so the breakdown names it. A failure is reported
        and nothing changes. Returns whether it was saved."""
        import re
        from pathlib import Path

        from core.referee.preset_files import save_preset_file

        if not path.lower().endswith(".toml"):
            path += ".toml"
        stem = Path(path).stem
        key = re.sub(r"[^A-Za-z0-9_-]", "_", stem)[:64] or "saved"
        try:
            save_preset_file(self.state.rules, path, key, stem, self.state.options)
            self.state.load_preset_file(path)
        except (HandError, OSError) as e:
            from .qt import QMessageBox

            text = e.text(self.lang) if isinstance(e, HandError) else str(e)
            self.preset_problem = text
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                tr("Cannot save the preset file"),
                tr("The preset file was not saved: {0}").format(text),
                QMessageBox.StandardButton.Ok,
                self,
            )
            box.setObjectName("preset_error")
            box.open()
            self.status.showMessage(text, 8000)
            return False
        self.preset_problem = ""
        self.status.showMessage(tr("Saved the options as the preset file {0}").format(path), 8000)
        return True

    preset_problem = ""
    _syncing = False

    def _sync_toolbar(self) -> None:
        self._syncing = True
        try:
            rules = self.state.rules
            sets = rule_set_titles()  # the rule sets not used yet stay unloaded
            if [self.rules_combo.itemData(j) for j in range(self.rules_combo.count())] != [n for n, _t, _b in sets]:
                self._fill_rules_combo()  # a rule set was registered or removed since
            for j, (_name, title, built) in enumerate(sets):
                label = title.get(self.lang) + ("" if built else "  " + tr("(not built yet)"))
                self.rules_combo.setItemText(j, label)
            i = self.rules_combo.findData(rules.name)
            if i != self.rules_combo.currentIndex():
                self.rules_combo.setCurrentIndex(i)
            self.preset_combo.clear()
            self.preset_combo.addItem(tr("defaults"), "")
            self.preset_combo.setItemData(
                0, tr("No preset: every rule option at its default value"), Qt.ItemDataRole.ToolTipRole
            )
            for p in self.state.presets():
                self.preset_combo.addItem(p.names.get(self.lang), p.key)
                # what the preset is, in the UI language (a user's file: its help as it gives it, and where it is)
                tip = "\n".join(
                    t for t in (p.help_names.get(self.lang), "" if p.source.startswith("core/") else p.source) if t
                )
                self.preset_combo.setItemData(self.preset_combo.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)
            self.preset_combo.setCurrentIndex(max(0, self.preset_combo.findData(self.state.snapshot.preset)))
            current = self.preset_combo.itemData(self.preset_combo.currentIndex(), Qt.ItemDataRole.ToolTipRole)
            self.preset_combo.setToolTip(str(current or ""))
            self.preset_combo.setEnabled(bool(self.state.presets()))
        finally:
            self._syncing = False

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

    match_window: Any = None  # the match sheet, made when first opened
    rules_window: Any = None  # the rules browser, made when first opened
    tables_window: Any = None  # the rule set's points tables, made when first opened
    tournament_window: Any = None  # the tournament director's window, made when first opened

    def open_tables(self) -> Any:
        """Show the reference tables the rule set offers (riichi: points by han and fu)."""
        if self.tables_window is None:
            from .ref_tables import RefTablesWindow

            self.tables_window = RefTablesWindow(self)
        else:
            self.tables_window.refresh()
        self.tables_window.show()
        self.tables_window.raise_()
        return self.tables_window

    def _sync_tables_action(self) -> None:
        """Points tables… is offered when the rule set has some."""
        self.tables_action.setEnabled(hasattr(self.state.rules, "reference_tables"))

    def open_rules_browser(self, item: str | None = None) -> Any:
        """Show the rules browser, at ``item`` when given (a breakdown row activated)."""
        if self.rules_window is None:
            from .rules_browser import RulesBrowser

            self.rules_window = RulesBrowser(self)
        self.rules_window.show()
        self.rules_window.raise_()
        if item:
            self.rules_window.select(item)
        return self.rules_window

    store_problem = ""  # why the chosen store could not be opened, the last time (for tests)
    store_dialog: Any = None  # File > Store…, made when first opened

    def open_windows_store(self) -> Any:
        """The store the windows use (gui/store_setting.py), opened: the one a window already
        has, else the chosen one. Where it cannot be opened, why is said (naming it, in the
        window's language) and None given: the window goes on, nothing is lost."""
        for window in (self.match_window, self.tournament_window):
            if window is not None:
                return window.store
        from .store_setting import open_chosen, retry_shower, store_problem_text

        try:
            store = open_chosen(retry_shower(lambda text: self.status.showMessage(text, 8000), lambda: self.lang))
        except HandError as e:
            self.store_problem = store_problem_text(e, self.lang)
            self.status.showMessage(self.store_problem, 15000)
            from .qt import QMessageBox

            box = QMessageBox(
                QMessageBox.Icon.Warning, tr("Store"), self.store_problem, QMessageBox.StandardButton.Ok, self
            )
            box.setObjectName("store_problem")
            box.setTextFormat(Qt.TextFormat.PlainText)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()
            return None
        self.store_problem = ""
        return store

    def open_store_dialog(self) -> Any:
        """File > Store…: this computer's file or a server; the windows open the one saved."""
        from .store_setting import StoreDialog

        if self.store_dialog is not None:
            self.store_dialog.close()
        self.store_dialog = StoreDialog(self, lambda: self.lang)
        self.store_dialog.accepted.connect(self.store_changed)
        self.store_dialog.open()
        return self.store_dialog

    def store_changed(self) -> None:
        """The store chosen has changed: the match sheet and the tournament window close their
        store (every record is committed when it is written) and open the chosen one when next
        shown; a match sheet in sight is opened again at once."""
        from .store_setting import chosen_store

        shown = self.match_window is not None and self.match_window.isVisible()
        stores = []
        for name in ("match_window", "tournament_window"):
            window = getattr(self, name)
            if window is not None:
                stores.append(window.store)
                if getattr(window, "station", None) is not None:  # (the match sheet's offline station)
                    window.station.close()
                window.close()
                window.deleteLater()
                setattr(self, name, None)
        for store in {id(s): s for s in stores}.values():
            store.close()
        self.status.showMessage(tr("The windows now use the store {0}.").format(chosen_store().shown), 8000)
        if shown:
            self.open_match_sheet()

    def open_match_sheet(self) -> Any:
        """Show the match score sheet (its store is opened on first use)."""
        if self.match_window is None:
            from .match_sheet import MatchWindow

            store = self.open_windows_store()
            if store is None:
                return None
            try:
                self.match_window = MatchWindow(self, store)
            except HandError as e:
                self.status.showMessage(e.text(self.lang), 8000)
                return None
        self.match_window.show()
        self.match_window.raise_()
        return self.match_window

    def open_tournament(self, tournament_id: str | None = None) -> Any:
        """Show the tournament director's window (on the store the match sheet uses); a table's
        match sheet opens here."""
        if self.tournament_window is None:
            from .tournament_window import TournamentWindow, open_table_sheet

            store = self.open_windows_store()
            if store is None:
                return None
            self.tournament_window = TournamentWindow(
                store, tournament_id, self.lang, lambda mid, rules: open_table_sheet(self, store, mid, rules), self
            )
            self.tournament_window.setWindowFlag(Qt.WindowType.Window)
        self.tournament_window.show()
        self.tournament_window.raise_()
        return self.tournament_window

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
