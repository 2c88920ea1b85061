"""The match score sheet through the real window (issue 14): a full 16-hand MCR match recorded
with pytest-qt, edits and deletes with their history, the claim's verdict kept with a win, a
set-aside store said, CSV read back and the PDF rendered to an image."""

from __future__ import annotations

import csv
import io
import os
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from core.engine.match_rules import WinHand
from core.referee.records import Store
from gui.app import make_window  # noqa: E402
from gui.match_sheet import MatchWindow  # noqa: E402
from gui.window import MainWindow  # noqa: E402

# 花龙 8, 五门齐 6, 箭刻 2, 单钓将 1: 17 fan on a discard; self-drawn adds 自摸 1: 18. The pair
# is East and the pung Red: no wind fan whatever the seat and round.
HAND = "123m456p789s1z [777z] +1z"
PLAYERS = ("Ann", "Bob", "Cid", "Dee")


@pytest.fixture
def setup(qtbot: Any, tmp_path: Path) -> tuple[MainWindow, MatchWindow]:
    w = make_window("mcr", None, "en")
    qtbot.addWidget(w)
    w.resize(1280, 860)
    w.show()
    store = Store(tmp_path / "matches.sqlite3")
    w.match_window = MatchWindow(w, store)
    mw = w.open_match_sheet()
    assert mw is w.match_window
    qtbot.addWidget(mw)
    return w, mw


def start(mw: MatchWindow) -> None:
    for edit, name in zip(mw.player_edits, PLAYERS):
        edit.setText(name)
    mw.new_button.click()
    assert mw.match is not None and mw.match.players == PLAYERS, mw.message.text()


def choose(combo: Any, data: int) -> None:
    i = combo.findData(data)
    assert i >= 0
    combo.setCurrentIndex(i)


def record_win(w: MainWindow, mw: MatchWindow, winner: int, discarder: int | None) -> None:
    w.notation.edit.setText(HAND)
    w.notation.edit.editingFinished.emit()
    choose(mw.winner_combo, winner)
    choose(mw.discarder_combo, -1 if discarder is None else discarder)
    mw.record_win_button.click()
    assert "Recorded as entry" in mw.message.text(), mw.message.text()


def test_a_full_16_hand_mcr_match(setup: tuple[MainWindow, MatchWindow], tmp_path: Path) -> None:
    w, mw = setup
    start(mw)
    expected = [0, 0, 0, 0]
    for hand in range(16):
        winner = hand % 4
        if hand in (7, 12):  # two exhaustive draws (荒庄): nobody pays
            mw.record_draw_button.click()
            assert "Recorded" in mw.message.text()
            continue
        if hand % 2 == 0:  # on a discard from the next player: 8 + 17 from the discarder, 8 from each other
            discarder = (winner + 1) % 4
            record_win(w, mw, winner, discarder)
            for p in range(4):
                expected[p] += 25 + 8 + 8 if p == winner else -25 if p == discarder else -8
        else:  # self-drawn: 8 + 18 from each
            record_win(w, mw, winner, None)
            for p in range(4):
                expected[p] += 3 * 26 if p == winner else -26
        if hand == 5:  # a false win by Dee mid-match: 10 to each other player; it is no hand
            choose(mw.offender_combo, 3)
            choose(mw.penalty_combo, "false_win") if mw.penalty_combo.findData("false_win") >= 0 else None
            mw.record_penalty_button.click()
            assert "Recorded" in mw.message.text()
            expected = [e + 10 for e in expected[:3]] + [expected[3] - 30]
        assert mw.sheet is not None and list(mw.sheet.totals) == expected, (hand, mw.sheet.totals, expected)
    sheet = mw.sheet
    assert sheet is not None and sheet.finished and sheet.hands_played == 16
    assert len(sheet.rows) == 17  # 16 hands and the penalty
    assert not mw.win_box.isEnabled() and "over" in mw.info.text()
    # the seat rotation: player 0 (Ann) starts East; the hand after the first is dealt by Bob
    assert sheet.rows[0].seating.winds[0] == "E" and sheet.rows[1].seating.dealer == 1
    # the seat and round of each win were set from the sheet and stored
    wins = [r for r in sheet.rows if isinstance(r.body, WinHand)]
    assert all(r.body.inputs["context"]["seat_wind"] == r.seating.winds[r.body.winner] for r in wins)
    assert all(r.body.inputs["context"]["round_wind"] == r.seating.round_wind for r in wins)
    assert {r.seating.round_wind for r in wins} == {"E", "S", "W", "N"}
    # table points 4/2/1/0 by rank
    points = {s.name: s.table_points for s in sheet.standings}
    order = sorted(range(4), key=lambda p: -expected[p])
    assert [points[PLAYERS[p]] for p in order] == [4, 2, 1, 0]
    assert sum(expected) == 0
    # CSV read back: every row and the totals
    out = tmp_path / "match.csv"
    assert mw.export_csv(str(out))
    rows = list(csv.DictReader(io.StringIO(out.read_text(encoding="utf-8"))))
    totals = next(r for r in rows if r["kind"] == "total")
    assert [int(totals[n]) for n in PLAYERS] == expected
    assert sum(1 for r in rows if r["kind"] == "win") == 14 and sum(1 for r in rows if r["kind"] == "draw") == 2
    # the PDF: drawn, and rendered back to an image that holds ink
    pdf = tmp_path / "match.pdf"
    assert mw.export_pdf(str(pdf))
    assert pdf.read_bytes().startswith(b"%PDF")
    image = render_first_page(pdf, tmp_path / "match.png")
    assert image.width() > 500 and ink(image) > 0.01


def render_first_page(pdf: Path, png: Path) -> Any:
    pdfium = pytest.importorskip("pypdfium2")
    from PySide6.QtGui import QImage

    doc = pdfium.PdfDocument(str(pdf))
    assert len(doc) >= 2  # the sheet, then the wins with their tiles
    bm = doc[1].render(scale=1.0)
    fmt = QImage.Format.Format_BGR888 if bm.n_channels == 3 else QImage.Format.Format_BGRA8888
    image = QImage(bm.buffer, bm.width, bm.height, bm.stride, fmt).copy()
    image.save(str(png))
    return image


def ink(image: Any) -> float:
    """The share of pixels that are not white (sampled)."""
    dark = total = 0
    for y in range(0, image.height(), 7):
        for x in range(0, image.width(), 7):
            c = image.pixelColor(x, y)
            total += 1
            dark += c.red() + c.green() + c.blue() < 600
    return dark / total


def test_a_win_keeps_the_claim_and_its_verdict(setup: tuple[MainWindow, MatchWindow]) -> None:
    w, mw = setup
    start(mw)
    w.notation.edit.setText(HAND)
    w.notation.edit.editingFinished.emit()
    w.claim.items_edit.setText("Mixed Straight, All Types, Dragon Pung")
    w.claim.total_edit.setText("16")
    record_win(w, mw, 0, 1)
    body = mw.sheet.rows[0].body
    assert isinstance(body, WinHand)
    assert body.claim == {"items": ["Mixed Straight", "All Types", "Dragon Pung"], "total": 16}
    assert body.verdict["agrees"] is False
    assert [d["kind"] for d in body.verdict["differences"]] == ["missed", "total"]
    assert body.verdict["differences"][1]["messages"]["ja"].startswith("申告の合計は 16")
    tip = mw.model.data(mw.model.index(0, 2), 3)  # Qt.ToolTipRole
    assert "claim differed" in tip


def test_edit_and_delete_keep_the_history(setup: tuple[MainWindow, MatchWindow]) -> None:
    w, mw = setup
    start(mw)
    record_win(w, mw, 0, 1)
    record_win(w, mw, 1, None)
    assert list(mw.sheet.totals) == [41 - 26, 78 - 25, -8 - 26, -8 - 26]
    # replace the first win with the hand on screen self-drawn... a replacement keeps who won:
    mw.select_entry(1)
    w.notation.edit.setText("123m456p789s1z [777z] +1z")
    w.notation.edit.editingFinished.emit()
    mw.reason_edit.setText("re-entered")
    assert mw.replace_selected(), mw.message.text()
    assert "revision 2" in mw.message.text()
    history = mw.history_text(1)
    assert "revision 1" in history and "revision 2" in history and "re-entered" in history
    mw.select_entry(2)
    assert mw.delete_selected()
    assert [r.entry for r in mw.sheet.rows] == [1]
    assert list(mw.sheet.totals) == [41, -25, -8, -8]
    assert "revision 2" in mw.history_text(2) and "deleted" in mw.history_text(2)
    # the deleted hand's place is free again: the next hand is the second
    assert mw.sheet.next_seating is not None and mw.sheet.next_seating.hand == 1


def test_show_the_hand_puts_a_recorded_win_back_on_the_window(setup: tuple[MainWindow, MatchWindow]) -> None:
    w, mw = setup
    start(mw)
    record_win(w, mw, 2, None)
    w.clear_action.trigger()
    assert w.state.size() == 0
    mw.select_entry(1)
    assert mw.load_selected()
    assert w.state.notation() == HAND
    assert w.state.context.get("self_drawn") is True and w.state.context.get("seat_wind") == "W"
    assert w.breakdown.verdict.text() == "Win: 18 fan"


def test_a_refused_win_says_why_and_records_nothing(setup: tuple[MainWindow, MatchWindow]) -> None:
    w, mw = setup
    start(mw)
    w.notation.edit.setText("123m345m567p789s5s+5s")  # under 8 fan: no win, record a penalty instead
    w.notation.edit.editingFinished.emit()
    choose(mw.winner_combo, 0)
    choose(mw.discarder_combo, 1)
    mw.record_win_button.click()
    assert "Not recorded" in mw.problem and "penalty" in mw.problem
    assert mw.sheet is not None and mw.sheet.rows == ()
    choose(mw.discarder_combo, 0)
    mw.record_win_button.click()
    assert "cannot be the discarder" in mw.problem


def test_a_corrupt_store_is_said_and_set_aside(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "matches.sqlite3"
    path.write_bytes(b"this is no database" * 100)
    w = make_window("mcr", None, "en")
    qtbot.addWidget(w)
    w.match_window = MatchWindow(w, Store(path))
    assert "set aside" in w.match_window.problem
    assert any(p.name.startswith("matches.sqlite3.corrupt") for p in tmp_path.iterdir())


def test_the_sheet_speaks_the_window_language(setup: tuple[MainWindow, MatchWindow]) -> None:
    w, mw = setup
    start(mw)
    record_win(w, mw, 0, None)
    w.language_chosen("zh-Hans")
    assert mw.record_win_button.text() != "Record the win"
    assert "自摸" in mw.model.data(mw.model.index(0, 2)) or "Ann" in mw.model.data(mw.model.index(0, 2))
    assert "国标" in mw.info.text()
    w.language_chosen("en")


def test_mjscore_matches_export_pdf_headless(tmp_path: Path) -> None:
    """The command line draws the PDF through the window's package (an entry point: the core
    imports no Qt), in the language asked for."""
    from core.shells.cli import main

    store = str(tmp_path / "m.sqlite3")
    out = io.StringIO()
    assert main(["matches", "--store", store, "new", "--players", *PLAYERS, "--id", "t1"], out) == 0
    assert main(["matches", "--store", store, "add", "t1", "win", "Ann", "--from", "Bob", HAND], out) == 0
    pdf = tmp_path / "t1.pdf"
    assert main(["matches", "--store", store, "export", "t1", "--pdf", "-o", str(pdf), "--lang", "ja"], out) == 0
    assert pdf.read_bytes().startswith(b"%PDF")
    pdfium = pytest.importorskip("pypdfium2")
    doc = pdfium.PdfDocument(str(pdf))
    text = doc[0].get_textpage().get_text_range()
    assert "対局記録表" in text and "箭刻" in text and "ロン和了" in text


RIICHI_HAND = "234m456p678s2255s+5s"  # closed, the winner in riichi: riichi + tanyao 2 han 40 fu on a ron,
# + menzen tsumo 3 han 30 fu by self-draw (the 555s pung concealed then)


def test_a_riichi_hanchan_through_the_window(qtbot: Any, tmp_path: Path) -> None:
    """Tenhou's match rules (the default): 25,000 each; a ron of 2 han 40 fu is 2600 from a
    non-dealer's hand (3900 a dealer's), a tsumo of 3 han 30 fu 1000/2000 (2000 all from the
    dealer); 300 a counter on a ron; a riichi stick of 1000 goes on the table and to the next
    winner; an exhaustive draw with one player ready: 1000 from each other; the dealer keeps
    the deal on a win or when ready; the match ends when the deal passes on from South 4."""
    w = make_window("riichi", None, "en")
    qtbot.addWidget(w)
    w.show()
    store = Store(tmp_path / "r.sqlite3")
    w.match_window = MatchWindow(w, store)
    mw = w.open_match_sheet()
    qtbot.addWidget(mw)
    start(mw)
    assert mw.facts_box.isVisible() and list(mw.fact_checks) == ["riichi", "liable"]
    points = [25000] * 4

    def win(winner: int, discarder: int | None) -> None:
        w.notation.edit.setText(RIICHI_HAND)
        w.notation.edit.editingFinished.emit()
        w.state.set_context("riichi", True)  # the winner's riichi: the sheet adds the winner's stick
        choose(mw.winner_combo, winner)
        choose(mw.discarder_combo, -1 if discarder is None else discarder)
        mw.record_win_button.click()
        assert "Recorded" in mw.message.text(), mw.message.text()

    def draw(ready: list[int]) -> None:
        for p in ready:
            mw.tenpai_checks[p].setChecked(True)
        mw.record_draw_button.click()
        assert "Recorded" in mw.message.text(), mw.message.text()

    def check(label: str) -> None:
        assert mw.sheet is not None and list(mw.sheet.totals) == points, (label, mw.sheet.totals, points)

    # E1, dealer Ann: Bob (riichi) rons Cid: 2600, Bob's own stick back to him
    win(1, 2)
    points[1] += 2600
    points[2] -= 2600
    check("E1")
    assert mw.sheet.next_seating.label == "E2"  # the deal passes to Bob
    # E2, dealer Bob: Bob (riichi) tsumo 2000 all; he keeps the deal, one counter
    win(1, None)
    points = [points[0] - 2000, points[1] + 6000, points[2] - 2000, points[3] - 2000]
    check("E2")
    assert mw.sheet.next_seating.label == "E2-1"
    # E2-1: a draw, only the dealer ready: 1000 from each other; the dealer repeats, two counters
    draw([1])
    points = [points[0] - 1000, points[1] + 3000, points[2] - 1000, points[3] - 1000]
    check("E2-1")
    assert mw.sheet.next_seating.label == "E2-2"
    # E2-2: Dee (riichi) rons Bob: 2600 + 2 x 300; a non-dealer's win clears the counters
    win(3, 1)
    points[3] += 3200
    points[1] -= 3200
    check("E2-2")
    assert mw.sheet.next_seating.label == "E3"
    # E3, E4, S1, S2, S3: draws with nobody ready: no payment, the deal passes, a counter each
    for label in ("E3", "E4", "S1", "S2", "S3"):
        assert mw.sheet.next_seating.label.startswith(label)
        draw([])
    check("draws")
    assert mw.sheet.next_seating.label == "S4-5"
    # S4-5, dealer Dee: Ann (riichi) rons Dee: 2600 + 5 x 300; the deal passes on from S4: the end
    win(0, 3)
    points[0] += 4100
    points[3] -= 4100
    check("S4")
    assert mw.sheet.finished and "over" in mw.info.text()
    assert sum(points) == 100000
    # the final result: (points - 30000) / 1000 + uma 20/10/-10/-20, oka 20 to the first
    order = sorted(range(4), key=lambda p: -points[p])
    uma = {order[0]: 20 + 20, order[1]: 10, order[2]: -10, order[3]: -20}
    result = {s.player: s.table_points for s in mw.sheet.standings}
    for p in range(4):
        assert result[p] == Fraction(points[p] - 30000, 1000) + uma[p], (p, result[p])


def test_pao_is_recorded_with_the_liable_player_ticked(qtbot: Any, tmp_path: Path) -> None:
    """Riichi's match rules read who is liable (pao) as a fact about a player: the window shows
    it as a row of player boxes, sets the hand's context ``pao`` from the ticked player's seat
    (the screen shows what is recorded), and the liable player pays (riichi.wiki Sekinin barai:
    on a tsumo the liable player pays the whole yakuman); two ticked are refused in the
    window's language and nothing is recorded."""
    w = make_window("riichi", None, "en")
    qtbot.addWidget(w)
    w.show()
    w.match_window = MatchWindow(w, Store(tmp_path / "p.sqlite3"))
    mw = w.open_match_sheet()
    qtbot.addWidget(mw)
    start(mw)
    assert mw.fact_labels["liable"].text() == "Pao (liable):"
    w.notation.edit.setText("11p22m [555z] [666z] [777z] +1p")
    w.notation.edit.editingFinished.emit()
    choose(mw.winner_combo, 1)
    choose(mw.discarder_combo, -1)
    mw.fact_checks["liable"][2].setChecked(True)
    mw.fact_checks["liable"][3].setChecked(True)
    mw.record_win_button.click()
    assert mw.problem and "at most one player" in mw.problem and not mw.sheet.rows
    mw.fact_checks["liable"][2].setChecked(False)
    mw.record_win_button.click()
    assert mw.sheet is not None and mw.sheet.rows[-1].deltas == (0, 32000, 0, -32000), mw.message.text()
    assert w.state.context.get("pao") == "non_dealer"
    assert not any(cb.isChecked() for cb in mw.fact_checks["liable"])
    w.language_chosen("ja")
    assert mw.fact_labels["liable"].text() == "責任払い（包）:"
    w.language_chosen("en")


def test_a_taiwanese_match_through_the_window(qtbot: Any, tmp_path: Path) -> None:
    """The dealer and the streak come from the sheet: a dealer's win keeps the deal (連莊)."""
    w = make_window("taiwan", None, "zh-Hant")
    qtbot.addWidget(w)
    w.match_window = MatchWindow(w, Store(tmp_path / "t.sqlite3"))
    mw = w.open_match_sheet()
    qtbot.addWidget(mw)
    start(mw)
    w.notation.edit.setText("123m456m789p555z666z5s +5s")
    w.notation.edit.editingFinished.emit()
    choose(mw.winner_combo, 0)  # the dealer (East) wins off Bob: 4 + 作莊 1 = 5 台, 30 + 50 = 80
    choose(mw.discarder_combo, 1)
    mw.record_win_button.click()
    assert mw.sheet is not None and list(mw.sheet.totals) == [80, -80, 0, 0], mw.message.text()
    assert w.state.context.get("dealer") is True  # the screen shows what was recorded
    assert mw.sheet.next_seating.label == "E1-1"  # 連1
    w.notation.edit.setText("123m456m789p555z666z5s +5s")
    w.notation.edit.editingFinished.emit()
    choose(mw.winner_combo, 2)  # Cid self-draws, 6 台: the dealer pays 30 + (6 + 1 + 2) x 10 = 120
    choose(mw.discarder_combo, -1)
    mw.record_win_button.click()
    assert list(mw.sheet.totals) == [80 - 120, -80 - 90, 120 + 90 + 90, -90], mw.message.text()
    assert mw.sheet.next_seating.label == "E2"


def test_a_refused_win_is_said_in_the_window_language(qtbot: Any, tmp_path: Path) -> None:
    w = make_window("mcr", None, "ja")
    qtbot.addWidget(w)
    w.match_window = MatchWindow(w, Store(tmp_path / "m.sqlite3"))
    mw = w.open_match_sheet()
    qtbot.addWidget(mw)
    start(mw)
    w.notation.edit.setText("123m345m567p789s5s+5s")  # under 8 fan
    w.notation.edit.editingFinished.emit()
    choose(mw.winner_combo, 0)
    choose(mw.discarder_combo, 1)
    mw.record_win_button.click()
    assert "罰則として記録" in mw.problem and "record it" not in mw.problem


def test_an_abortive_draw_is_chosen_in_the_draw_box(qtbot: Any, tmp_path: Path) -> None:
    """Riichi's match rules know an abortive draw: the draw box offers it (in the window's
    language), the ready boxes are off for it, and recording it keeps the dealer with one more
    counter and the declarer's stick on the table; the MCR sheet offers no such choice."""
    w = make_window("riichi", None, "ja")
    qtbot.addWidget(w)
    w.show()
    mw = MatchWindow(w, Store(tmp_path / "a.sqlite3"))
    w.match_window = mw
    assert w.open_match_sheet() is mw
    qtbot.addWidget(mw)
    start(mw)
    assert mw.draw_kind_combo.isVisible()
    assert [mw.draw_kind_combo.itemText(i) for i in range(mw.draw_kind_combo.count())] == ["荒牌流局", "途中流局"]
    mw.tenpai_checks[1].setChecked(True)
    choose(mw.draw_kind_combo, "abortive")  # type: ignore[arg-type]
    assert not mw.tenpai_checks[1].isEnabled() and not mw.tenpai_checks[1].isChecked()
    mw.fact_checks["riichi"][2].setChecked(True)
    assert mw.record_draw()
    assert mw.sheet is not None
    row = mw.sheet.rows[-1]
    assert row.deltas == (0, 0, -1000, 0) and row.body.facts["kind"] == "abortive"
    seat = mw.sheet.next_seating
    assert seat is not None and seat.dealer == 0 and seat.counter("honba") == 1 and seat.counter("sticks") == 1
    assert mw.model.data(mw.model.index(0, 2)) == "途中流局"
    choose(mw.draw_kind_combo, "")  # type: ignore[arg-type]
    assert mw.tenpai_checks[1].isEnabled()
    m = make_window("mcr", None, "en")
    qtbot.addWidget(m)
    m.show()
    mcr = MatchWindow(m, Store(tmp_path / "m.sqlite3"))
    m.match_window = mcr
    assert m.open_match_sheet() is mcr
    qtbot.addWidget(mcr)
    start(mcr)
    assert not mcr.draw_kind_combo.isVisible()


# A pung of East: its wind fans (圈风刻, 门风刻) follow the round and the seat.
EAST_PUNG = "123m456p789s5z [111z] +5z"


def test_a_sheet_changed_by_another_program_is_shown_before_anything_is_recorded(
    setup: tuple[MainWindow, MatchWindow], tmp_path: Path
) -> None:
    """Issue 23: the window opened a match and recorded a draw; the command line added three
    draws; the window's "Record win" stored a score at South 1 other than the one it showed
    (East round). Now the window sees the change, shows the new seat and round with their
    score, records nothing, and the next click records exactly what is on screen."""
    w, mw = setup
    start(mw)
    assert mw.match is not None
    mw.record_draw_button.click()
    assert "Recorded as entry 1" in mw.message.text()
    w.notation.edit.setText(EAST_PUNG)
    w.notation.edit.editingFinished.emit()
    choose(mw.winner_combo, 0)
    choose(mw.discarder_combo, 1)
    assert w.state.context.get("round_wind", "E") == "E"
    shown_before = w.state.evaluation().score
    assert shown_before is not None and shown_before.item("prevalent_wind") is not None
    other = Store(tmp_path / "matches.sqlite3")  # the command line, on the same store
    for _ in range(3):
        other.add_draw(mw.match.id)
    other.close()
    mw.record_win_button.click()
    assert "changed by another program" in mw.message.text(), mw.message.text()
    assert len(mw.store.sheet(mw.match.id).rows) == 4  # nothing recorded
    assert mw.sheet is not None and mw.sheet.hands_played == 4  # the sheet shown anew
    assert w.state.context["round_wind"] == "S"  # and the next hand's round on the main window
    shown = w.state.evaluation().score
    assert shown is not None and shown.item("prevalent_wind") is None and shown.total != shown_before.total
    mw.record_win_button.click()
    assert "Recorded as entry 5" in mw.message.text(), mw.message.text()
    stored = mw.store.sheet(mw.match.id).rows[-1].body
    assert isinstance(stored, WinHand)
    assert stored.result["total"] == shown.total and stored.result["received"] == shown.received


def test_a_write_between_the_check_and_the_record_is_refused(
    setup: tuple[MainWindow, MatchWindow], tmp_path: Path
) -> None:
    """The store refuses an entry made from a sheet that has changed (stale_sheet): nothing is
    written, even when another program writes after the window's own check."""
    w, mw = setup
    start(mw)
    assert mw.match is not None and mw.sheet is not None
    seen = mw.sheet.revisions
    Store(tmp_path / "matches.sqlite3").add_draw(mw.match.id)
    from core.engine.match_rules import Draw
    from core.model.errors import HandError

    with pytest.raises(HandError) as info:
        mw.store.add(mw.match.id, Draw(()), expected_sheet=seen)
    assert info.value.code == "stale_sheet"
    assert len(mw.store.sheet(mw.match.id).rows) == 1


def test_the_seat_the_sheet_gives_is_shown_before_it_is_recorded(setup: tuple[MainWindow, MatchWindow]) -> None:
    """Choosing the winner and discarder sets the sheet's seat and round on the main window at
    once; a seat changed by hand afterwards is set back when recording, and then nothing is
    recorded that was not on screen: the user sees the new score and records again."""
    w, mw = setup
    start(mw)
    w.notation.edit.setText(EAST_PUNG)
    w.notation.edit.editingFinished.emit()
    choose(mw.winner_combo, 1)
    choose(mw.discarder_combo, 2)
    assert w.state.context["seat_wind"] == "S"  # Bob sits South in the first hand
    w.state.set_context("seat_wind", "E")  # the user changes it: 门风刻 counts now
    assert w.state.evaluation().score.item("seat_wind") is not None  # type: ignore[union-attr]
    mw.record_win_button.click()
    assert "Nothing was recorded" in mw.message.text(), mw.message.text()
    assert mw.store.sheet(mw.match.id).rows == ()  # type: ignore[union-attr]
    assert w.state.context["seat_wind"] == "S"
    shown = w.state.evaluation().score
    assert shown is not None and shown.item("seat_wind") is None
    mw.record_win_button.click()
    assert "Recorded as entry 1" in mw.message.text(), mw.message.text()
    stored = mw.store.sheet(mw.match.id).rows[-1].body  # type: ignore[union-attr]
    assert isinstance(stored, WinHand) and stored.result["total"] == shown.total


def test_a_failed_export_is_said_in_the_window(setup: tuple[MainWindow, MatchWindow], tmp_path: Path) -> None:
    """A PDF to a full device said "Written"; a CSV left a 0-byte file."""
    w, mw = setup
    start(mw)
    record_win(w, mw, 0, 1)
    assert not mw.export_csv("/dev/full") and "Not written" in mw.message.text()
    assert not mw.export_pdf("/dev/full") and "Not written" in mw.message.text()
    assert not mw.export_csv(str(tmp_path / "no folder" / "a.csv")) and "Not written" in mw.message.text()
    assert not (tmp_path / "no folder").exists()
    assert mw.export_pdf(str(tmp_path / "a.pdf")) and (tmp_path / "a.pdf").read_bytes().startswith(b"%PDF-")


#: three-player riichi: pinfu tanyao with no 2m-8m (345p 567p 234s 567s 88s, waiting 5s-8s); with
#: riichi 3 han 30 fu on a discard (3900), 4 han 20 fu self-drawn (a dealer: 2600 from each)
SANMA_HAND = "345p567p234s6788s +5s"


def test_a_three_player_hanchan_through_the_window(qtbot: Any, tmp_path: Path) -> None:
    """Tenhou's three-player match rules (the default): 35,000 each, three seats; 200 a counter on
    a ron; an exhaustive draw pays 2,000 to the ready; the match ends when the deal passes on
    from South 3; the final result counts from 40,000 with uma +20/0/-20 and the oka 15 to the
    first. The window asks for three names and shows three players everywhere."""
    w = make_window("sanma", None, "en")
    qtbot.addWidget(w)
    w.show()
    store = Store(tmp_path / "s.sqlite3")
    w.match_window = MatchWindow(w, store)
    mw = w.open_match_sheet()
    qtbot.addWidget(mw)
    assert [e.isVisible() for e in mw.player_edits] == [True, True, True, False]
    for edit, name in zip(mw.player_edits, PLAYERS[:3]):
        edit.setText(name)
    mw.player_edits[3].setText("Dee")  # (hidden: a name left there from a match of four is not taken)
    mw.new_button.click()
    assert mw.match is not None and mw.match.players == PLAYERS[:3], mw.message.text()
    assert [mw.winner_combo.itemData(i) for i in range(mw.winner_combo.count())] == [0, 1, 2]
    assert [mw.discarder_combo.itemData(i) for i in range(mw.discarder_combo.count())] == [-1, 0, 1, 2]
    assert [len(c) for c in mw.fact_checks.values()] == [3] and list(mw.fact_checks) == ["riichi"]
    assert [cb.isVisible() for cb in mw.tenpai_checks] == [True, True, True, False]
    assert mw.model.columnCount() == 6
    assert "East Ann, South Bob, West Cid" in mw.info.text()

    def win(winner: int, discarder: int | None) -> None:
        w.notation.edit.setText(SANMA_HAND)
        w.notation.edit.editingFinished.emit()
        w.state.set_context("riichi", True)
        choose(mw.winner_combo, winner)
        choose(mw.discarder_combo, -1 if discarder is None else discarder)
        mw.record_win_button.click()
        assert "Recorded" in mw.message.text(), mw.message.text()

    def draw(ready: list[int]) -> None:
        for p in ready:
            mw.tenpai_checks[p].setChecked(True)
        mw.record_draw_button.click()
        assert "Recorded" in mw.message.text(), mw.message.text()

    win(1, 2)  # E1: Bob rons Cid, 3900
    win(1, None)  # E2, dealer Bob: 2600 from each
    assert mw.sheet is not None and mw.sheet.next_seating.label == "E2-1"
    draw([1])  # E2-1: Bob alone ready: 1000 from each other
    win(2, 1)  # E2-2: Cid rons Bob: 3900 + 2 x 200
    assert mw.sheet.next_seating.label == "E3"
    for label in ("E3", "S1-1", "S2-2"):
        assert mw.sheet.next_seating.label == label
        draw([])
    assert mw.sheet.next_seating.label == "S3-3"
    win(0, 2)  # S3-3, dealer Cid: Ann rons Cid: 3900 + 3 x 200; the end
    assert mw.sheet.finished and "over" in mw.info.text()
    assert mw.sheet.totals == (35900, 41800, 27300)
    assert [s.table_points for s in mw.sheet.standings] == [Fraction("-4.1"), Fraction("36.8"), Fraction("-32.7")]
    assert "1. Bob: 41800, table points 36.80" in mw.standings.text()
    # the paper of a match of three: three columns of points
    pdf = tmp_path / "s.pdf"
    mw.export_pdf(str(pdf))
    assert pdf.stat().st_size > 1000
