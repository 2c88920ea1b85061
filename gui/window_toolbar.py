"""The scorer window's toolbar: the rule set and its preset, a preset file loaded or saved, the
language, and the actions (copy, match sheet, tournament, tables, rules). A part of
:class:`gui.window.MainWindow`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.model.errors import HandError
from core.rules import rule_set_titles

from .qt import QAction, QComboBox, QKeySequence, QLabel, Qt, QToolBar, tr

if TYPE_CHECKING:
    pass

from .services import LANGUAGES
from .store_window import WindowPart


class WindowToolbar(WindowPart):
    """The toolbar (:meth:`_build_toolbar`) and what its choices do."""

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
        self.trainer_action = QAction(self)
        self.trainer_action.setObjectName("trainer")
        self.trainer_action.triggered.connect(lambda: self.open_trainer())
        self.file_menu.addAction(self.trainer_action)
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
