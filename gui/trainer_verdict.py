"""The trainer window's verdict (a part of :mod:`gui.trainer_window`): right, or every
difference with its reason (the core's :class:`~core.trainer.answers.TrainerVerdict`), the
answer expected, the time taken against the topic's table speed, then the full breakdown as the
scorer window shows it (its :class:`~gui.models.BreakdownModel` and the reading used drawn as
tiles; for riichi the fu section line by line) and the payments."""

from __future__ import annotations

from core.rules import get_rules
from core.trainer.answers import TrainerVerdict

from . import theme
from .models import BreakdownModel
from .qt import QAbstractItemView, QFont, QHeaderView, QLabel, QScrollArea, Qt, QTableView, QVBoxLayout, QWidget, tr
from .widgets.results import DecompositionView


class VerdictPanel(QWidget):
    """The verdict of the last answer, and the breakdown of its hand."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = "en"
        self.verdict: TrainerVerdict | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.headline = QLabel(self)
        self.headline.setObjectName("trainer_verdict")
        f = QFont(self.headline.font())
        f.setPointSizeF(f.pointSizeF() * 1.3)
        f.setBold(True)
        self.headline.setFont(f)
        self.headline.setWordWrap(True)
        lay.addWidget(self.headline)
        # the differences, the answer expected, the time: a scrolled part (many differences on a
        # short window scroll; the breakdown keeps its rows in sight)
        self.words = QLabel(self)
        self.words.setObjectName("trainer_differences")
        self.words.setWordWrap(True)
        self.words.setTextFormat(Qt.TextFormat.PlainText)
        self.words.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.words.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.words_area = QScrollArea(self)
        self.words_area.setWidgetResizable(True)
        self.words_area.setFrameShape(QScrollArea.Shape.NoFrame)
        self.words_area.setStyleSheet("QScrollArea { background: transparent; }")
        self.words_area.setWidget(self.words)
        self.words_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.words_area.viewport().setAutoFillBackground(False)
        lay.addWidget(self.words_area, 2)
        self.score_line = QLabel(self)
        self.score_line.setObjectName("trainer_score_verdict")
        self.score_line.setWordWrap(True)
        lay.addWidget(self.score_line)
        self.decomposition = DecompositionView(self)
        lay.addWidget(self.decomposition)
        self.model = BreakdownModel(self)
        self.table = QTableView(self)
        self.table.setObjectName("trainer_breakdown")
        self.table.setModel(self.model)
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for c in (1, 2, 3):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setMinimumHeight(60)
        lay.addWidget(self.table, 3)
        self.payments = QLabel(self)
        self.payments.setObjectName("trainer_payments")
        self.payments.setWordWrap(True)
        lay.addWidget(self.payments)
        self.show_verdict(None)

    def set_language(self, lang: str) -> None:
        self.lang = lang
        self.model.set_language(lang)
        self.show_verdict(self.verdict, self._timing)

    _timing = ""

    def show_verdict(self, verdict: TrainerVerdict | None, timing: str = "") -> None:
        """Show ``verdict`` (None: nothing answered yet); ``timing``: the time taken, said."""
        self.verdict, self._timing = verdict, timing
        shown = verdict is not None
        for w in (self.words_area, self.score_line, self.decomposition, self.table, self.payments):
            w.setVisible(shown)
        if verdict is None:
            self.headline.setText(tr("Answer, then press Enter: the verdict and the breakdown show here."))
            self.headline.setStyleSheet("")
            self.model.set_score(None)
            self.decomposition.set_decomposition(None)
            return
        lang = self.lang
        if verdict.right:
            self.headline.setText(tr("Right."))
            self.headline.setStyleSheet(theme.style("ok", bold=True))
        else:
            self.headline.setText(tr("Not right: {0} difference(s).").format(len(verdict.differences)))
            self.headline.setStyleSheet(theme.style("error", bold=True))
        lines = [tr("The answer: {0}").format(verdict.expected(lang))]
        if timing:
            lines.append(timing)
        lines += [f"• {d.message.get(lang)}" for d in verdict.differences]
        self.words.setText("\n".join(lines))
        score = verdict.score
        rules = get_rules(verdict.question.rules)
        self.model.set_rules(rules.layout.sections, {})
        self.model.set_score(score)
        reds: dict[int, int] = {}
        for t in score.hand.all_tiles():
            if t.red:
                reds[t.kind] = reds.get(t.kind, 0) + 1
        self.decomposition.set_decomposition(score.decomposition, reds)
        self.score_line.setText(score.headline.text.get(lang))
        self.score_line.setStyleSheet("" if score.headline.win else theme.style("error"))
        if score.payments:
            parts = ", ".join(f"{p.names.get(lang)} {p.amount}" for p in score.payments)
            self.payments.setText(tr("Pays: {0}; the winner receives {1}").format(parts, score.received))
        else:
            self.payments.setText("")
        self.words_area.verticalScrollBar().setValue(0)

    def as_text(self) -> str:
        """What the panel says, for a test or a screen reader's check."""
        if self.verdict is None:
            return self.headline.text()
        return "\n".join(
            t
            for t in (
                self.headline.text(),
                self.words.text(),
                self.score_line.text(),
                self.model.as_text(),
                self.payments.text(),
            )
            if t
        )
