"""The Trainer window (issue 45): practice counting hands, each answer checked by the scorer.

A shell over the core's trainer (:mod:`core.trainer.session`, as ``mjscore train`` is): choose a
rule set, a level and a topic (or "mixed": the topic due soonest by its Leitner box), untimed or
against the clock (each topic's table speed said); the question is drawn as tiles with what the
answer depends on beside it (:mod:`gui.trainer_question`), answered in the fields of its answer
form (:mod:`gui.trainer_answer`); the verdict and the full breakdown follow at once
(:mod:`gui.trainer_verdict`); Enter or Next gives the next question. Every answer is kept by
:meth:`~core.trainer.session.Trainer.record` in the local match store (it survives a restart);
the Progress tab (:mod:`gui.trainer_progress`) draws each topic's accuracy over the days, its
median time and its box. Nothing is sent anywhere."""

from __future__ import annotations

import time
from typing import Any

from core.model.errors import HandError
from core.referee.records import Store
from core.trainer.session import MIXED, Question, Trainer, TrainerVerdict, catalogue
from core.trainer.show import context_lines

from . import theme
from .qt import (
    QCheckBox,
    QComboBox,
    QEvent,
    QFont,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QSplitter,
    Qt,
    QTabWidget,
    QVBoxLayout,
    QWidget,
    tr,
)
from .trainer_answer import AnswerPanel, AnswerProblem
from .trainer_progress import ProgressPanel
from .trainer_question import ContextView, HandView, hand_groups
from .trainer_verdict import VerdictPanel

# how often the clock shown is brought up to date (ms)
CLOCK_TICK = 200


class TrainerWindow(QMainWindow):
    """The trainer. ``store``: the local match store the answers are kept in (None: kept for the
    session only); ``seed``: the first question's seed (a test's, a screenshot's), else drawn."""

    def __init__(
        self, store: Store | None, lang: str = "en", parent: QWidget | None = None, seed: int | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("trainer_window")
        self.store = store
        self.lang = lang
        self.trainer = Trainer("learner", store, seed)
        self.question: Question | None = None
        self.verdict: TrainerVerdict | None = None
        self.shown_at = 0.0
        self.problem = ""  # the last refusal said (for tests)
        self._progress_stale = True
        self._build()
        self.resize(1280, 860)
        self.verdict_panel.set_language(lang)
        self.retranslate()
        self.next_question()

    # --- the widgets --------------------------------------------------------------------------

    def _build(self) -> None:
        central = QWidget(self)
        outer = QVBoxLayout(central)
        outer.setContentsMargins(8, 6, 8, 4)
        choices = QHBoxLayout()
        self.rules_label, self.level_label, self.topic_label, self.learner_label = (QLabel(self) for _ in range(4))
        self.rules_combo = QComboBox(self)
        self.rules_combo.setObjectName("trainer_rules")
        for rules, _title in catalogue().rule_sets:
            self.rules_combo.addItem(rules, rules)
        self.level_combo = QComboBox(self)
        self.level_combo.setObjectName("trainer_level")
        self.level_combo.addItem("", None)
        for level, _title in catalogue().levels:
            self.level_combo.addItem(level, level)
        self.topic_combo = QComboBox(self)
        self.topic_combo.setObjectName("trainer_topic")
        self.topic_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.topic_combo.setMinimumContentsLength(14)
        self.clock_check = QCheckBox(self)
        self.clock_check.setObjectName("trainer_clock")
        self.learner_edit = QLineEdit("learner", self)
        self.learner_edit.setObjectName("trainer_learner")
        self.learner_edit.setMaxLength(100)
        self.learner_edit.setMaximumWidth(140)
        for w, stretch in (
            (self.rules_label, 0),
            (self.rules_combo, 0),
            (self.level_label, 0),
            (self.level_combo, 0),
            (self.topic_label, 0),
            (self.topic_combo, 1),
            (self.clock_check, 0),
            (self.learner_label, 0),
            (self.learner_edit, 0),
        ):
            choices.addWidget(w, stretch)
        outer.addLayout(choices)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("trainer_tabs")
        outer.addWidget(self.tabs, 1)
        self.tabs.addTab(self._practice_page(), "")
        self.progress = ProgressPanel(self)
        self.tabs.addTab(self.progress, "")
        self.message = QLabel(self)
        self.message.setObjectName("trainer_message")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        outer.addWidget(self.message)
        self.setCentralWidget(central)
        self.store_label = QLabel(self)
        self.store_label.setObjectName("store_in_use")
        self.statusBar().addPermanentWidget(self.store_label, 1)
        self.rules_combo.currentIndexChanged.connect(lambda _i: self._choice_changed(fill_topics=True))
        self.level_combo.currentIndexChanged.connect(lambda _i: self._choice_changed(fill_topics=True))
        self.topic_combo.currentIndexChanged.connect(lambda _i: self._choice_changed())
        self.clock_check.toggled.connect(self._clock_toggled)
        self.learner_edit.editingFinished.connect(self._learner_changed)
        self.tabs.currentChanged.connect(self._tab_opened)
        self._fill_topics()
        from .qt import QTimer

        self.clock = QTimer(self)
        self.clock.setInterval(CLOCK_TICK)
        self.clock.timeout.connect(self._tick)
        for label in self.findChildren(QLabel):  # (names and notes shown as written, never markup)
            label.setTextFormat(Qt.TextFormat.PlainText)

    def _practice_page(self) -> QWidget:
        page = QSplitter(Qt.Orientation.Horizontal, self)
        page.setObjectName("trainer_practice")
        page.setChildrenCollapsible(False)
        left = QWidget(page)
        lay = QVBoxLayout(left)
        lay.setContentsMargins(4, 4, 4, 4)
        head = QHBoxLayout()
        self.title = QLabel(left)
        self.title.setObjectName("trainer_title")
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        f = QFont(self.title.font())
        f.setBold(True)
        self.title.setFont(f)
        head.addWidget(self.title, 1)
        self.clock_label = QLabel(left)
        self.clock_label.setObjectName("trainer_clock_shown")
        head.addWidget(self.clock_label, 0, Qt.AlignmentFlag.AlignTop)
        lay.addLayout(head)
        self.hand_view = HandView(left)
        self.hand_view.setObjectName("trainer_hand")
        lay.addWidget(self.hand_view)
        self.context_view = ContextView()
        self.context_scroll = QScrollArea(left)
        self.context_scroll.setWidgetResizable(True)
        self.context_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.context_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.context_scroll.viewport().setAutoFillBackground(False)
        self.context_scroll.setStyleSheet("QScrollArea { background: transparent; }")
        self.context_scroll.setWidget(self.context_view)
        lay.addWidget(self.context_scroll, 1)
        self.answers = AnswerPanel(left)
        lay.addWidget(self.answers)
        buttons = QHBoxLayout()
        self.check_button = QPushButton(left)
        self.check_button.setObjectName("trainer_check")
        self.check_button.clicked.connect(self.submit)
        buttons.addStretch(1)
        buttons.addWidget(self.check_button)
        lay.addLayout(buttons)
        right = QWidget(page)
        rlay = QVBoxLayout(right)
        rlay.setContentsMargins(4, 4, 4, 4)
        self.verdict_panel = VerdictPanel(right)
        rlay.addWidget(self.verdict_panel, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        self.next_button = QPushButton(right)
        self.next_button.setObjectName("trainer_next")
        self.next_button.setAutoDefault(True)
        self.next_button.clicked.connect(self.next_question)
        row.addWidget(self.next_button)
        rlay.addLayout(row)
        page.addWidget(left)
        page.addWidget(right)
        page.setStretchFactor(0, 11)
        page.setStretchFactor(1, 10)
        self.practice = page
        return page

    # --- the choices ------------------------------------------------------------------------

    @property
    def rules(self) -> str:
        return str(self.rules_combo.currentData())

    @property
    def level(self) -> str | None:
        data = self.level_combo.currentData()
        return str(data) if data else None

    @property
    def topic(self) -> str:
        data = self.topic_combo.currentData()
        return str(data) if data else MIXED

    def _fill_topics(self) -> None:
        """The topics of the rule set and level chosen, after "mixed"; the one chosen kept."""
        kept = self.topic_combo.currentData()
        self.topic_combo.blockSignals(True)
        try:
            self.topic_combo.clear()
            self.topic_combo.addItem(tr("Mixed: the topic due soonest"), MIXED)
            try:
                topics = catalogue().choose(self.rules, self.level)
            except HandError as e:  # (a rule set with no topic at the level chosen: said)
                self._tell(e.text(self.lang), warn=True)
                topics = ()
            for t in topics:
                self.topic_combo.addItem(t.names.get(self.lang), t.id)
                self.topic_combo.setItemData(
                    self.topic_combo.count() - 1, t.names.get(self.lang), Qt.ItemDataRole.ToolTipRole
                )
            self.topic_combo.setCurrentIndex(max(0, self.topic_combo.findData(kept)))
        finally:
            self.topic_combo.blockSignals(False)
        self.topic_combo.setToolTip(self.topic_combo.currentText())

    def _choice_changed(self, fill_topics: bool = False) -> None:
        if fill_topics:
            self._fill_topics()
        self.topic_combo.setToolTip(self.topic_combo.currentText())
        self._progress_stale = True
        self.next_question()
        if self.tabs.currentWidget() is self.progress:
            self.refresh_progress()

    def _learner_changed(self) -> None:
        name = self.learner_edit.text().strip()
        if name == self.trainer.learner:
            return
        if not name:
            self._tell(tr("Field “{0}” is empty: give the learner's name.").format(tr("Learner")), warn=True)
            self.learner_edit.setText(self.trainer.learner)
            return
        self.trainer = Trainer(name, self.store, self.trainer.seed)
        self._progress_stale = True
        self.next_question()

    def _clock_toggled(self, on: bool) -> None:
        self._show_clock()
        if on and self.verdict is None:
            self.clock.start()
        else:
            self.clock.stop()

    # --- a question, an answer, the verdict ---------------------------------------------------

    def next_question(self) -> Question | None:
        """Draw the next question of the choices and show it (the clock starts)."""
        try:
            q = self.trainer.next_question(self.rules, self.level, self.topic)
        except HandError as e:
            self._tell(e.text(self.lang), warn=True)
            return None
        self.question, self.verdict = q, None
        self._show_question()
        self.verdict_panel.show_verdict(None)
        self._tell("")
        self.shown_at = time.perf_counter()
        if self.clock_check.isChecked():
            self.clock.start()
        return q

    def _show_question(self) -> None:
        q = self.question
        if q is None:
            return
        self.title.setText(tr("{0} · seed {1}").format(q.names.get(self.lang), q.seed))
        won_by = context_lines(q)[0][1].get(self.lang)
        self.hand_view.set_hand(hand_groups(q.hand), won_by)
        self.hand_view.setToolTip(q.hand)
        self.context_view.set_question(q, self.lang)
        self.answers.set_question(q, self.lang)
        self.answers.set_answered(self.verdict is not None)
        self._show_clock()
        first = self.answers.first_field()
        if first is not None and self.verdict is None:
            first.setFocus()

    def seconds(self) -> int:
        """The table speed of the question's topic (seconds)."""
        return catalogue().topic(self.question.topic).seconds if self.question is not None else 20

    def _show_clock(self) -> None:
        if not self.clock_check.isChecked():
            self.clock_label.setText("")
            return
        taken = (time.perf_counter() - self.shown_at) if self.verdict is None else self._taken
        self.clock_label.setText(tr("{0:.0f} s · table speed {1} s").format(taken, self.seconds()))
        self.clock_label.setStyleSheet(theme.style("error", bold=True) if taken > self.seconds() else "")

    _taken = 0.0

    def _tick(self) -> None:
        if self.verdict is None:
            self._show_clock()

    def enter(self) -> None:
        """Enter: the answer checked, or, after the verdict, the next question."""
        if self.verdict is not None:
            self.next_question()
        else:
            self.submit()

    def submit(self) -> TrainerVerdict | None:
        """Check the answer in the fields; say what cannot be read, naming the field."""
        q = self.question
        if q is None or self.verdict is not None:
            return self.verdict
        try:
            verdict = self.answers.read(lambda text: self.trainer.check(q, text))
        except AnswerProblem as p:
            self.answers.mark(p.field)
            self._tell(p.message, warn=True)
            return None
        self._taken = time.perf_counter() - self.shown_at
        self.clock.stop()
        self.answers.mark(None)
        self.verdict = verdict
        self._tell("")
        try:
            self.trainer.record(verdict, int(self._taken * 1000))
        except HandError as e:  # (a store that cannot be written: said, and the session goes on)
            self._tell(tr("The answer was not kept: {0}").format(e.text(self.lang)), warn=True)
        self._progress_stale = True
        self.answers.set_answered(True)
        self.verdict_panel.show_verdict(verdict, self._timing())
        self._show_clock()
        self.next_button.setFocus()
        return verdict

    def _timing(self) -> str:
        if not self.clock_check.isChecked():
            return ""
        if self._taken <= self.seconds():
            return tr("{0:.1f} s, within table speed ({1} s)").format(self._taken, self.seconds())
        return tr("{0:.1f} s, slower than table speed ({1} s)").format(self._taken, self.seconds())

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.tabs.currentIndex() == 0:
            self.enter()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        self.clock.stop()
        super().closeEvent(event)

    def _tell(self, text: str, warn: bool = False) -> None:
        self.problem = text if warn else ""
        self.message.setText(text)
        self.message.setStyleSheet(theme.style("error") if warn else "")
        self.message.setVisible(bool(text))

    # --- progress -------------------------------------------------------------------------------

    def _tab_opened(self, _index: int) -> None:
        if self.tabs.currentWidget() is self.progress and self._progress_stale:
            self.refresh_progress()

    def refresh_progress(self) -> None:
        """The Progress tab read again from the learner's answers of the rule set chosen."""
        try:
            rows = self.trainer.progress(self.rules)
        except HandError as e:
            self._tell(e.text(self.lang), warn=True)
            return
        self.progress.set_progress(rows, self.lang)
        self._progress_stale = False

    # --- the language -------------------------------------------------------------------------

    def set_language(self, lang: str) -> None:
        self.lang = lang
        self.verdict_panel.set_language(lang)
        self.retranslate()

    def changeEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Trainer"))
        self.rules_label.setText(tr("Rules:"))
        self.level_label.setText(tr("Level:"))
        self.topic_label.setText(tr("Topic:"))
        self.learner_label.setText(tr("Learner:"))
        self.clock_check.setText(tr("Against the clock"))
        self.clock_check.setToolTip(
            tr("Each topic's table speed: the seconds a referee should answer in (riichi points: 20 s)")
        )
        self.learner_edit.setToolTip(tr("Whose answers these are: each learner's progress is kept apart"))
        cat = catalogue()
        for i, (_rules, title) in enumerate(cat.rule_sets):
            self.rules_combo.setItemText(i, title.get(self.lang))
        self.level_combo.setItemText(0, tr("Every level"))
        for i, (_level, title) in enumerate(cat.levels, 1):
            self.level_combo.setItemText(i, title.get(self.lang))
        self._fill_topics()
        self.tabs.setTabText(0, tr("&Practice"))
        self.tabs.setTabText(1, tr("P&rogress"))
        self.check_button.setText(tr("Check (Enter)"))
        self.next_button.setText(tr("Next (Enter)"))
        where = getattr(self.store, "path", None)
        self.store_label.setText(
            tr("Answers kept in {0}").format(where) if where else tr("Answers kept for this session only")
        )
        if self.question is not None:
            typed = {k: e.text() for k, e in self.answers.edits.items()}
            self._show_question()
            for k, text in typed.items():
                if k in self.answers.edits:
                    self.answers.edits[k].setText(text)
        if self.verdict is not None:
            self.verdict_panel.show_verdict(self.verdict, self._timing())
        if not self._progress_stale or self.tabs.currentWidget() is self.progress:
            self.refresh_progress()
