"""``mahjong-scorer --self-test``: drive the real widgets offscreen and check known answers.

For every rule set the core offers: a built one must score a rulebook hand, clicked in
tile by tile on the palette, to the rulebook's total; an unbuilt one must refuse to
score with a clear message. Exit status 0 when all pass, 1 otherwise.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from core.model.notation import parse_tiles
from core.rules import rule_sets

#: rulebook hands with their published totals, clicked in order (the last is the winning tile)
KNOWN: dict[str, tuple[str, int, str]] = {
    # 九莲宝灯 牌例2 (score_definition): 1112345678999p won on 2p by discard: 九莲宝灯 88,
    # 双暗刻 2, 幺九刻 1, 连六 1 = 92
    "mcr": ("1112345678999p2p", 92, "nine_gates"),
    # seed 004: 123m 456m 789m 123p 678s 99s won on 6s by discard, the dealer (seat East) winning:
    # 門清 1 + 平胡 2 + 作莊 1 = 4
    "taiwan": ("123m456m789m123p99s78s6s", 4, "concealed"),
    # riichi, the dealer (seat East) on a discard: 234m 345p 456s 678s 55s won on 8s, pinfu 1 +
    # tanyao 1 = 2 han, 30 fu (20 + closed ron 10): 30 x 2^4 x 6 = 2880, rounded up: 2900
    "riichi": ("234m345p456s67s55s8s", 2, "pinfu"),
    # three-player riichi, the same shape without characters (its set has no 2m to 8m): 234p 345p
    # 456s 678s 55s won on 8s: pinfu 1 + tanyao 1 = 2 han 30 fu, a ron paid as in riichi: 2900
    "sanma": ("234p345p456s67s55s8s", 2, "pinfu"),
}
#: any complete hand, by the number of sets the rule set needs
ANY_COMPLETE = {4: "123m456p789s123s55z", 5: "123m456p789s123s789p55z"}


def core_kind() -> str:
    """Whether the scoring core runs compiled (the installers bundle it built by mypyc) or
    as Python source (core.compiled keeps the one list of the compiled modules)."""
    from core.compiled import describe

    return describe()


def store_self_test() -> list[str]:
    """The match store works in this build (a bundle once left out sqlite3): a match made,
    a win and a draw recorded and read back, in a temporary folder (the user's store is not
    touched). The failures, if any."""
    import tempfile
    from pathlib import Path

    try:
        from core.referee.records import Store

        with tempfile.TemporaryDirectory() as folder, Store(Path(folder) / "self-test.sqlite3") as store:
            match = store.create_match("mcr", ["A", "B", "C", "D"])
            store.add_win(match.id, 0, 1, "1112345678999p", "2p")
            store.add_draw(match.id)
            sheet = store.sheet(match.id)
            if [r.kind for r in sheet.rows] != ["win", "draw"] or sheet.totals[0] <= 0:
                return [f"store: the sheet read back is not the one written ({sheet.totals})"]
    except Exception as e:  # noqa: BLE001 (any failure of the store is the self-test's answer)
        return [f"store: {type(e).__name__}: {e}"]
    print("self-test store: ok")
    return []


def trainer_self_test() -> list[str]:
    """The trainer's data is in this build (its topics and curated hands are package data a
    bundle must carry): a question of each rule set's first topic made, and its right answer
    checked right. The failures, if any."""
    try:
        from core.trainer.answers import answer_text, right_answer
        from core.trainer.curated import curated
        from core.trainer.session import Trainer, catalogue

        trainer = Trainer("self-test", None, seed=1)
        for rules, _names in catalogue().rule_sets:
            question = trainer.next_question(rules, None, catalogue().choose(rules)[0].id)
            verdict = trainer.check(question, answer_text(right_answer(question), question.answer))
            if not verdict.right:
                return [f"trainer: the right answer to a {rules} question was refused"]
            if not curated(question.topic):
                return [f"trainer: no curated hands for {question.topic}"]
    except Exception as e:  # noqa: BLE001 (any failure of the trainer is the self-test's answer)
        return [f"trainer: {type(e).__name__}: {e}"]
    print("self-test trainer: ok")
    return []


def run_self_test(make_window: Callable[[str | None, str | None, str | None], object]) -> int:
    """Open the window (``make_window(rules, hand, lang)``, :func:`gui.app.make_window`, passed
    in so this module does not import the one that imports it) and score a hand of each rule set
    in it; 0 when everything answered as it should."""
    from .qt import QApplication, Qt
    from .services import application

    application()
    window = make_window("mcr", None, "en")
    window.remember_choices = False  # type: ignore[attr-defined]  # a self-test leaves the user's settings alone
    window.show()  # type: ignore[attr-defined]
    failures: list[str] = []
    for name, rules in rule_sets().items():
        window.rules_combo.setCurrentIndex(window.rules_combo.findData(name))  # type: ignore[attr-defined]
        QApplication.processEvents()
        window.state.clear()  # type: ignore[attr-defined]
        text, total, first = KNOWN.get(name, (ANY_COMPLETE[rules.shapes.sets], -1, ""))
        for tile in parse_tiles(text):
            window.palette_widget.buttons[str(tile)].click()  # type: ignore[attr-defined]
        QApplication.processEvents()
        ev = window.state.evaluation()  # type: ignore[attr-defined]
        shown = window.breakdown.verdict.text()  # type: ignore[attr-defined]
        try:  # loaded by name, not by an import statement: a bundle must have them all the same
            rules.match_rules()
            _ = rules.presets
        except Exception as e:  # noqa: BLE001 (any failure is the self-test's answer)
            failures.append(f"{name}: its match rules or presets cannot be loaded: {type(e).__name__}: {e}")
        if rules.built:
            model = window.breakdown.model  # type: ignore[attr-defined]
            # the items' rows as the window shows them, beside the sections' subtotals the core
            # gives (a result of several units, riichi's han, fu and points, sums per section)
            subtotal = sum(
                model.data(model.index(r, 3)) or 0
                for r in range(model.rowCount())
                if model.data(model.index(r, 0), Qt.ItemDataRole.UserRole) != "title"
            )
            sections = sum(sec.subtotal for sec in ev.score.sections) if ev.score is not None else -1
            if name not in KNOWN:
                failures.append(f"{name}: built but has no self-test hand")
            elif ev.score is None or ev.score.total != total or subtotal != sections or str(total) not in shown:
                failures.append(f"{name}: expected {total}, window shows {shown!r} (table sums to {subtotal})")
            elif ev.score.items[0].id != first:
                failures.append(f"{name}: expected {first} first, got {ev.score.items[0].id}")
            else:
                print(f"self-test {name}: ok ({shown})")
        else:
            if ev.error is None or "not built" not in shown:
                failures.append(f"{name}: an unbuilt rule set must refuse to score, window shows {shown!r}")
            else:
                print(f"self-test {name}: ok (refuses to score: not built yet)")
    window.close()  # type: ignore[attr-defined]
    print(f"self-test core: {core_kind()}")
    failures += store_self_test()
    failures += trainer_self_test()
    for f in failures:
        print(f"self-test FAILED {f}", file=sys.stderr)
    return 1 if failures else 0


#: the session's hand: 花龙 8, 五门齐 6, 箭刻 2, 单钓将 1: 17 fan on a discard (no wind fan)
SESSION_HAND = "123m456p789s1z [777z] +1z"
SESSION_PLAYERS = ("Ann", "Bob", "Cid", "Dee")


def run_session(make_window: Callable[[str | None, str | None, str | None], object], folder: str) -> int:
    """A short session as a referee's: open the match sheet on a store in ``folder`` (never the
    user's), start a match, type a hand on the main window, record it as Ann's win from Bob's
    discard with the sheet's Record button, and export the sheet as a PDF into ``folder``. Each
    step is printed; 0 when each did what it should (what the packaged app is checked with, on
    every system it is built for)."""
    import os
    from pathlib import Path

    from core.referee.store_files import DATA_DIR_ENV

    from .qt import QApplication
    from .services import application

    os.environ[DATA_DIR_ENV] = folder  # the store in that folder, read by the match sheet
    application()
    window: Any = make_window("mcr", None, "en")
    window.remember_choices = False  # a session leaves the user's settings alone
    window.show()
    failures: list[str] = []
    sheet = window.open_match_sheet()
    if sheet is None:
        print("session FAILED: the match sheet did not open", file=sys.stderr)
        return 1
    for edit, name in zip(sheet.player_edits, SESSION_PLAYERS):
        edit.setText(name)
    sheet.new_button.click()
    QApplication.processEvents()
    if sheet.match is None:
        failures.append(f"no match was started: {sheet.message.text()}")
    else:
        print(f"session: match {sheet.match.id} started ({', '.join(sheet.match.players)})")
        window.notation.edit.setText(SESSION_HAND)
        window.notation.edit.editingFinished.emit()
        sheet.winner_combo.setCurrentIndex(sheet.winner_combo.findData(0))
        sheet.discarder_combo.setCurrentIndex(sheet.discarder_combo.findData(1))
        sheet.record_win_button.click()
        QApplication.processEvents()
        recorded = sheet.sheet
        if recorded is None or len(recorded.rows) != 1 or list(recorded.totals) != [41, -25, -8, -8]:
            failures.append(f"the win was not recorded as shown: {sheet.message.text()}")
        else:
            print(f"session: win recorded, totals {list(recorded.totals)} ({sheet.message.text()})")
        pdf = Path(folder) / "session.pdf"
        if not sheet.export_pdf(str(pdf)) or not pdf.read_bytes().startswith(b"%PDF-"):
            failures.append(f"the PDF was not written: {sheet.message.text()}")
        else:
            print(f"session: PDF exported, {pdf.stat().st_size} bytes: {pdf}")
    sheet.close()
    window.close()
    for f in failures:
        print(f"session FAILED: {f}", file=sys.stderr)
    return 1 if failures else 0
