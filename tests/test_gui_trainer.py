"""The Trainer window (issue 45), driven as a learner would: a session of 20 questions in each
language over the three rule sets, answered right and wrong (the right answer taken from the
core's :func:`core.trainer.answers.right_answer`, never written here), the verdict and the
breakdown checked against the core's verdict, the Progress tab following, the answers kept in
the store across a restart, bad input named, the window whole at 1024x640, and the menu entry
opening it."""

from __future__ import annotations

import os
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from PySide6.QtCore import QCoreApplication, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QPushButton, QRadioButton  # noqa: E402

from core.referee.records import Store  # noqa: E402
from core.trainer.answers import Answer, check, right_answer  # noqa: E402
from core.trainer.show import context_lines  # noqa: E402
from gui.app import make_window  # noqa: E402

LANGS = ["en", "zh-Hans", "zh-Hant", "ja"]
RULES = ("riichi", "mcr", "taiwan")


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def _trainer(qtbot: Any, tmp_path: Any, lang: str, seed: int = 100, size: tuple[int, int] = (1280, 860)) -> Any:
    from gui.trainer_window import TrainerWindow

    main: Any = make_window("riichi", None, lang)
    qtbot.addWidget(main)
    tw = TrainerWindow(Store(tmp_path / "m.sqlite3"), lang, main, seed=seed)
    tw.show()
    tw.resize(*size)
    _settle()
    return tw


def _fill(tw: Any, answer: Answer) -> None:
    """Type ``answer`` into the window's fields, as a learner would."""
    fields = tw.answers.edits
    typed = {
        "han": str(answer.han),
        "fu": str(answer.fu),
        "pay": "/".join(str(p) for p in answer.pay),
        "received": str(answer.received),
        "total": str(answer.total),
        "items": ", ".join(answer.items),
    }
    for name, edit in fields.items():
        edit.setText(typed[name])
    if tw.question.answer == "reaches":
        (tw.answers.yes if answer.reaches else tw.answers.no).setChecked(True)


def _wrong(q: Any, right: Answer) -> Answer:
    """A wrong answer of the question's form (one number off, or the other yes/no)."""
    from dataclasses import replace

    if q.answer == "reaches":
        return replace(right, reaches=not right.reaches)
    if q.answer in ("han_fu_pay", "han_fu_received"):
        return replace(right, han=right.han + 1)
    if q.answer == "fu":
        return replace(right, fu=right.fu + 10)
    if q.answer == "pay":
        return replace(right, pay=tuple(p + 100 for p in right.pay))
    return replace(right, total=right.total + 1)


def _press_enter(tw: Any) -> None:
    target = tw.answers.first_field() if tw.verdict is None else tw.next_button
    if isinstance(target, QLineEdit):
        target.setFocus()
        from pytestqt.qtbot import QtBot

        QtBot.keyClick(target, Qt.Key.Key_Return)
    else:
        from pytestqt.qtbot import QtBot

        QtBot.keyClick(tw, Qt.Key.Key_Return)


@pytest.mark.parametrize("lang", LANGS)
def test_a_session_of_twenty_questions(qtbot: Any, tmp_path: Any, lang: str) -> None:
    tw = _trainer(qtbot, tmp_path, lang, seed=1000 + LANGS.index(lang) * 50)
    answered: dict[str, int] = {}
    seen = set()
    for n in range(20):
        rules = RULES[n % 3]
        if tw.rules != rules:
            tw.rules_combo.setCurrentIndex(tw.rules_combo.findData(rules))
            _settle()
        q = tw.question
        assert q is not None and q.rules == rules
        seen.add((q.topic, q.seed))
        # what the answer depends on is shown, in the lines the command line prints
        shown = tw.context_view.as_text()
        for label, value in context_lines(q):
            assert label.get(lang) in shown
            assert value.get(lang).split(" ")[0] in shown
        assert tw.hand_view.groups and tw.hand_view.needed_width() <= tw.hand_view.width()
        # every tile of the hand drawn, the winning tile apart and marked with how it was won
        from core.model.notation import parse_hand

        hand = parse_hand(q.hand)
        drawn = [t for g in tw.hand_view.groups for t in g.tiles]
        assert len(drawn) == len(hand.all_tiles()) + len(hand.flowers)
        # (a Taiwanese flower win with the hand not complete has no winning tile: none is drawn)
        wins = [(hand.win,)] if hand.win is not None else []
        assert [g.tiles for g in tw.hand_view.groups if g.kind == "win"] == wins
        assert tw.hand_view.won_by == context_lines(q)[0][1].get(lang)
        right = right_answer(q)
        answer = right if n % 2 == 0 else _wrong(q, right)
        _fill(tw, answer)
        _press_enter(tw)
        v = tw.verdict
        assert v is not None, tw.problem
        expected = check(q, answer)
        assert v.right == expected.right == (n % 2 == 0)
        text = tw.verdict_panel.as_text()
        if v.right:
            assert tw.verdict_panel.headline.text() == _tr("Right.")
        else:
            assert tw.verdict_panel.headline.text() == _tr("Not right: {0} difference(s).").format(
                len(expected.differences)
            )
            for d in expected.differences:
                assert d.message.get(lang) in text
        assert v.expected(lang) in text
        # the full breakdown: every counted item of the score in the table, in the language
        for item in v.score.items:
            assert item.names.get(lang) in text
        if rules == "riichi" and q.answer != "pay":
            assert any(it.id.startswith("fu_") for it in v.score.items)  # (the fu, line by line)
        answered[rules] = answered.get(rules, 0) + 1
        _press_enter(tw)  # Enter again: the next question
        assert tw.verdict is None and tw.question is not q
        assert tw.verdict_panel.headline.text() != _tr("Right.")
    assert len(seen) == 20
    # the progress tab follows: every answer of the rule set shown counted, with its box
    tw.tabs.setCurrentWidget(tw.progress)
    _settle()
    table = tw.progress.table
    counted = sum(int(table.item(r, 1).text()) for r in range(table.rowCount()))
    assert counted == answered[tw.rules]
    assert tw.progress.chart.drawing is not None and tw.progress.chart.chart is not None
    assert {s.name for s in tw.progress.chart.chart.series}
    assert all(table.item(r, 5).text() in "12345" for r in range(table.rowCount()))
    # one more answer, and the tab is up to date when shown again
    tw.tabs.setCurrentIndex(0)
    _fill(tw, right_answer(tw.question))
    tw.submit()
    tw.tabs.setCurrentWidget(tw.progress)
    _settle()
    assert sum(int(table.item(r, 1).text()) for r in range(table.rowCount())) == answered[tw.rules] + 1
    # kept in the store: a new window (a restart) reads the same answers back
    total = sum(r.answered for r in tw.trainer.progress(None))
    assert total == 21
    tw.store.close()
    from gui.trainer_window import TrainerWindow

    again = TrainerWindow(Store(tmp_path / "m.sqlite3"), lang, None, seed=7)
    qtbot.addWidget(again)
    assert sum(r.answered for r in again.trainer.progress(None)) == 21
    again.store.close()


@pytest.mark.parametrize("lang", LANGS)
def test_bad_input_is_named_and_the_window_goes_on(qtbot: Any, tmp_path: Any, lang: str) -> None:
    tw = _trainer(qtbot, tmp_path, lang)
    tw.rules_combo.setCurrentIndex(tw.rules_combo.findData("riichi"))
    tw.topic_combo.setCurrentIndex(tw.topic_combo.findData("riichi_patterns"))
    _settle()
    q = tw.question
    right = right_answer(q)
    _fill(tw, right)
    tw.answers.edits["han"].setText("three")
    assert tw.submit() is None and tw.verdict is None
    assert _tr("Han") in tw.problem and "'han'" in tw.problem and "three" in tw.problem
    assert tw.message.isVisible() and tw.message.text() == tw.problem
    tw.answers.edits["han"].setText(str(right.han))
    tw.answers.edits["fu"].setText("")
    assert tw.submit() is None
    assert _tr("Field “{0}” is empty: {1}").split("{0}")[0] in tw.problem and _tr("Fu") in tw.problem
    tw.answers.edits["fu"].setText(str(right.fu))
    tw.answers.edits["pay"].setText("12 000")
    assert tw.submit() is None and _tr("Points paid") in tw.problem
    tw.answers.edits["pay"].setText("/".join(str(p) for p in right.pay))
    v = tw.submit()
    assert v is not None and v.right and tw.problem == "" and not tw.message.isVisible()
    # the MCR minimum: no choice made is said
    tw.rules_combo.setCurrentIndex(tw.rules_combo.findData("mcr"))
    tw.topic_combo.setCurrentIndex(tw.topic_combo.findData("mcr_minimum"))
    _settle()
    assert tw.question.answer == "reaches"
    assert tw.submit() is None and _tr("Reaches the minimum?") in tw.problem
    tw.answers.yes.setChecked(True)
    assert tw.submit() is not None


@pytest.mark.parametrize("lang", LANGS)
def test_the_window_fits_1024_by_640(qtbot: Any, tmp_path: Any, lang: str) -> None:
    tw = _trainer(qtbot, tmp_path, lang, size=(1024, 640))
    for rules, topic in (("riichi", "riichi_honba"), ("mcr", "mcr_flowers"), ("taiwan", "taiwan_flowers")):
        tw.rules_combo.setCurrentIndex(tw.rules_combo.findData(rules))
        tw.topic_combo.setCurrentIndex(tw.topic_combo.findData(topic))
        _settle()
        q = tw.question
        _fill(tw, _wrong(q, right_answer(q)))
        assert tw.submit() is not None
        _settle()
        assert (tw.width(), tw.height()) == (1024, 640)
        assert tw.minimumSizeHint().height() <= 640 and tw.minimumSizeHint().width() <= 1024
        assert tw.hand_view.needed_width() <= tw.hand_view.width()
        assert tw.hand_view.height() >= tw.hand_view.heightForWidth(tw.hand_view.width())
        whole = [tw.check_button, tw.next_button, tw.title, tw.verdict_panel.headline, tw.hand_view]
        whole += list(tw.answers.edits.values()) + list(tw.answers.labels.values())
        for w in whole:
            assert w.isVisible(), w.objectName()
            assert w.visibleRegion().boundingRect() == w.rect(), (w.objectName(), w.rect())
        # every label and button of the choices row reads whole
        for w in (tw.rules_label, tw.level_label, tw.topic_label, tw.learner_label, tw.clock_check):
            needed = w.fontMetrics().horizontalAdvance(w.text())
            assert w.width() >= needed, (w.text(), w.width(), needed)
        for w in tw.findChildren(QPushButton) + tw.findChildren(QRadioButton):
            if w.isVisible() and w.text():
                assert w.width() >= w.fontMetrics().horizontalAdvance(w.text().replace("&", "")), w.text()
        # the breakdown keeps rows in sight, the context lines show (scrolled if need be)
        assert (
            tw.verdict_panel.table.viewport().height()
            >= 2 * tw.verdict_panel.table.verticalHeader().defaultSectionSize()
        )
        assert tw.context_scroll.viewport().height() >= 3 * tw.context_view.labels[0].sizeHint().height()
        for label in tw.findChildren(QLabel):
            if label.isVisible() and label.text() and not label.wordWrap() and label.parent() is not None:
                assert label.width() >= label.fontMetrics().horizontalAdvance(label.text()) - 1, label.text()
    tw.tabs.setCurrentWidget(tw.progress)
    _settle()
    assert tw.progress.chart.height() >= 150 and tw.progress.table.isVisible()


def test_the_menu_entry_opens_it_in_the_window_language(qtbot: Any, tmp_path: Any, monkeypatch: Any) -> None:
    from core.referee.pg_store import STORE_ENV

    monkeypatch.setenv(STORE_ENV, str(tmp_path / "menu.sqlite3"))
    main: Any = make_window("riichi", None, "ja")
    qtbot.addWidget(main)
    main.show()
    assert main.trainer_action in main.file_menu.actions()
    assert main.trainer_action.text() == _tr("Trainer…") != "Trainer…"
    main.trainer_action.trigger()
    tw = main.trainer_window
    assert tw is not None and tw.isVisible() and tw.windowTitle() == _tr("Trainer")
    assert str(tw.store.path) == str(tmp_path / "menu.sqlite3")
    assert tw.question is not None and tw.lang == "ja"
    assert tw.question.names.ja in tw.title.text()
    # the language follows the main window's
    main.set_language("zh-Hant")
    assert tw.lang == "zh-Hant" and tw.question.names.zh_hant in tw.title.text()
    tw.close()
    tw.store.close()


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant", "ja"])
def test_no_word_of_the_window_is_left_in_english(qtbot: Any, tmp_path: Any, lang: str) -> None:
    """Every label, button, tab and choice the trainer shows, on both tabs, is in the language
    (none is a source string of the .ts files left as written)."""
    from PySide6.QtWidgets import QAbstractButton, QComboBox

    from tests.test_gui_strings import english_sources

    english = english_sources()
    tw = _trainer(qtbot, tmp_path, lang)
    tw.clock_check.setChecked(True)
    _fill(tw, right_answer(tw.question))
    tw.submit()
    tw.tabs.setCurrentWidget(tw.progress)
    _settle()
    shown = [w.text() for w in tw.findChildren(QLabel) + tw.findChildren(QAbstractButton) if w.text()]
    shown += [tw.tabs.tabText(i).replace("&", "") for i in range(tw.tabs.count())]
    for combo in tw.findChildren(QComboBox):
        shown += [combo.itemText(i) for i in range(combo.count())]
    table = tw.progress.table
    shown += [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    left = [t for t in shown if t.replace("&", "") in english or t.rstrip(":") in english]
    assert not left, left


def test_learners_are_kept_apart_and_a_name_is_text(qtbot: Any, tmp_path: Any) -> None:
    tw = _trainer(qtbot, tmp_path, "en")
    _fill(tw, right_answer(tw.question))
    assert tw.submit() is not None
    hostile = "<b>Ann</b> =1+1 \u202eevil"
    tw.learner_edit.setText(hostile)
    tw.learner_edit.editingFinished.emit()
    assert tw.trainer.learner == hostile and tw.verdict is None
    assert tw.trainer.progress(None) == ()  # a learner of their own: nothing answered yet
    _fill(tw, right_answer(tw.question))
    assert tw.submit() is not None
    assert sum(r.answered for r in tw.trainer.progress(None)) == 1
    tw.learner_edit.setText("  ")
    tw.learner_edit.editingFinished.emit()
    assert _tr("Learner") in tw.problem and tw.trainer.learner == hostile
    assert tw.learner_edit.text() == hostile
