"""The trainer window's answer fields (a part of :mod:`gui.trainer_window`), one set per answer
form of :mod:`core.trainer.answers`: han, fu and the points paid (or received); the fu alone;
the points paid alone; the total in the rule set's unit; whether the hand reaches the minimum,
yes or no; and, where the form counts them, the items in the claim tab's words.

The fields are put together as the line a learner types at ``mjscore train`` and read by the
core (:func:`core.trainer.answers.parse_answer`), so the window and the command line accept the
same answers and refuse the same mistakes, in the same words; a field left empty, or holding
more than one number, is said here, naming it."""

from __future__ import annotations

import re
from typing import Any

from core.model.errors import HandError
from core.rules import get_rules
from core.trainer.generate import Question
from core.trainer.show import prompt

from . import theme
from .qt import QFormLayout, QLabel, QLineEdit, QRadioButton, QWidget, tr

# the fields of each answer form, in the order typed (the core's field names)
FIELDS: dict[str, tuple[str, ...]] = {
    "han_fu_pay": ("han", "fu", "pay"),
    "han_fu_received": ("han", "fu", "received"),
    "pay": ("pay",),
    "fu": ("fu",),
    "total": ("total",),
    "reaches": ("reaches",),
}
# the forms whose items are checked (the claim checker's), so an items field is offered
WITH_ITEMS = ("han_fu_pay", "han_fu_received", "total")


class AnswerProblem(Exception):
    """An answer that cannot be read: ``field`` (a core field name, or ``answer``) and the
    message in the window's language."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message


class AnswerPanel(QWidget):
    """The answer fields of one question (Enter in any of them reaches the window's
    :meth:`~gui.trainer_window.TrainerWindow.keyPressEvent`, which checks the answer)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.prompt = QLabel(self)
        self.prompt.setObjectName("answer_prompt")
        self.prompt.setWordWrap(True)
        self.form.addRow(self.prompt)
        self.edits: dict[str, QLineEdit] = {}
        self.labels: dict[str, QLabel] = {}
        self.yes = QRadioButton(self)
        self.yes.setObjectName("answer_yes")
        self.no = QRadioButton(self)
        self.no.setObjectName("answer_no")
        self.question: Question | None = None
        self.lang = "en"

    def _clear(self) -> None:
        while self.form.rowCount() > 1:
            self.form.takeRow(1)
        for w in (*self.edits.values(), *self.labels.values()):
            w.hide()
            w.deleteLater()
        self.edits, self.labels = {}, {}
        self.yes.hide()
        self.no.hide()

    def field_label(self, field: str) -> str:
        """The field's label in the window's language."""
        unit = ""
        if self.question is not None and field == "total":
            sections = get_rules(self.question.rules).layout.sections
            unit = sections[0].unit.get(self.lang) if sections else ""
        return {
            "han": tr("Han"),
            "fu": tr("Fu"),
            "pay": tr("Points paid"),
            "received": tr("Points received"),
            "total": tr("Total ({0})").format(unit) if unit else tr("Total"),
            "reaches": tr("Reaches the minimum?"),
            "items": tr("Items (optional)"),
            "answer": tr("Answer"),
        }[field]

    def set_question(self, question: Question | None, lang: str) -> None:
        self._clear()
        self.question, self.lang = question, lang
        if question is None:
            self.prompt.setText("")
            return
        self.prompt.setText(prompt(question).get(lang))
        fields = FIELDS[question.answer] + (("items",) if question.answer in WITH_ITEMS else ())
        for field in fields:
            words = self.field_label(field)
            label = QLabel(words if words.endswith(("?", "？")) else words + ":", self)
            self.labels[field] = label
            if field == "reaches":
                self.yes.setText(tr("Yes"))
                self.no.setText(tr("No"))
                self.yes.setAutoExclusive(False)
                self.no.setAutoExclusive(False)
                self.yes.setChecked(False)
                self.no.setChecked(False)
                self.yes.setAutoExclusive(True)
                self.no.setAutoExclusive(True)
                row = QWidget(self)
                from .qt import QHBoxLayout

                lay = QHBoxLayout(row)
                lay.setContentsMargins(0, 0, 0, 0)
                self.yes.setParent(row)
                self.no.setParent(row)
                lay.addWidget(self.yes)
                lay.addWidget(self.no)
                lay.addStretch(1)
                self.yes.show()
                self.no.show()
                self.form.addRow(label, row)
                self.edits_row = row
                continue
            edit = QLineEdit(self)
            edit.setObjectName(f"answer_{field}")
            edit.setMaxLength(400)
            if field == "items":
                edit.setPlaceholderText(tr("the items, separated by commas, in the claim tab's words"))
            # (Enter goes on to the window, which checks the answer: a line edit passes it on)
            self.edits[field] = edit
            self.form.addRow(label, edit)
        self.setEnabled(True)

    def first_field(self) -> QWidget | None:
        if self.edits:
            return next(iter(self.edits.values()))
        return self.yes if self.question is not None and self.question.answer == "reaches" else None

    def mark(self, field: str | None) -> None:
        """The field at fault in the error colour (None: every field plain again)."""
        for name, edit in self.edits.items():
            edit.setStyleSheet(theme.style("error") if name == field else "")
            if name == field:
                edit.setFocus()
        for name, label in self.labels.items():
            label.setStyleSheet(theme.style("error", bold=True) if name == field else "")

    def answer_text(self) -> str:
        """The answer as the line typed at ``mjscore train`` (``3 30 3900: riichi, tsumo``);
        :class:`AnswerProblem` naming the field left empty or holding more than one number."""
        q = self.question
        if q is None:
            raise AnswerProblem("answer", tr("No question yet: choose a topic and press Next."))
        form = q.answer
        how = prompt(q).get(self.lang)
        parts: list[str] = []
        for field in FIELDS[form]:
            if field == "reaches":
                if not (self.yes.isChecked() or self.no.isChecked()):
                    raise AnswerProblem(
                        field, tr("Field “{0}” is not answered: choose Yes or No.").format(self.field_label(field))
                    )
                parts.append("yes" if self.yes.isChecked() else "no")
                continue
            text = self.edits[field].text().strip()
            if field == "pay":
                text = re.sub(r"\s*([/／,])\s*", r"\1", text)
            if not text:
                raise AnswerProblem(field, tr("Field “{0}” is empty: {1}").format(self.field_label(field), how))
            if len(text.split()) != 1 or re.search(r"[:：]", text):
                raise AnswerProblem(
                    field, tr("Field “{0}”: “{1}” is not one number: {2}").format(self.field_label(field), text, how)
                )
            parts.append(text)
        line = " ".join(parts)
        items = self.edits["items"].text().strip() if "items" in self.edits else ""
        return f"{line}: {items}" if items else line

    def read(self, check: Any) -> Any:
        """The answer read and checked by ``check(text)`` (the trainer's); the core's refusal
        raised as :class:`AnswerProblem` naming its field, in the window's language."""
        text = self.answer_text()
        try:
            return check(text)
        except HandError as e:
            said = e.text(self.lang)
            found = re.search(r"'(han|fu|pay|received|total|reaches|answer)'", str(e))
            field = found.group(1) if found else ("items" if "items" in self.edits else "answer")
            if field == "answer" and "items" in self.edits and self.edits["items"].text().strip():
                field = "items"  # (the numbers were read one a field: what is left is the items)
            label = self.field_label(field if field in self.labels or field == "answer" else "answer")
            raise AnswerProblem(field, tr("{0}: {1}").format(label, said)) from None

    def set_answered(self, answered: bool) -> None:
        """After the verdict the fields keep the answer but take no more typing."""
        for edit in self.edits.values():
            edit.setReadOnly(answered)
        self.yes.setEnabled(not answered)
        self.no.setEnabled(not answered)
