"""Render the screenshots of the README and the guide (docs/): three real MCR hands in each UI language, and a
Taiwanese hand with flowers in Traditional Chinese and English, riichi hands, the match
sheets (MCR; riichi with an abortive draw; three-player riichi) and a referee's check.

    python tools/make_screenshots.py     # writes docs/mcr-<case>-<lang>.png, docs/taiwan-<case>-<lang>.png
    python tools/make_screenshots.py --match-sheets    # only docs/match-sheet-*.png, docs/match-pdf-*.png
    python tools/make_screenshots.py --sanma-match     # only docs/match-sheet-sanma-<lang>.png
    python tools/make_screenshots.py --board           # only docs/standings-board-<lang>.png (and the next)
    python tools/make_screenshots.py --board-sizes     # only docs/standings-board-{16,64}-en.png, -64-zh-Hant.png (1280x720)
    python tools/make_screenshots.py --tournament [LANG ...]   # only docs/tournament-*-<lang>.png
    python tools/make_screenshots.py --analysis        # only docs/analysis-<rules>-<lang>.png
    python tools/make_screenshots.py --claims          # only docs/mcr-claim[-1024x640]-<lang>.png
    python tools/make_screenshots.py --tables          # only docs/taiwan-table-<preset>-<lang>.png, docs/sanma-kita-<lang>.png
    python tools/make_screenshots.py --store-setting   # only docs/store-setting-<lang>.png
    python tools/make_screenshots.py --double-ron      # only docs/match-sheet-double-ron-<lang>.png
    python tools/make_screenshots.py --surnames        # only docs/match-pdf-surnames-<lang>.png
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(env: dict[str, str], *args: str) -> None:
    """``python ARGS`` in the checkout: a script of this file (``-c``) or the window (``-m gui``)."""
    subprocess.run([sys.executable, *args], check=True, env=env, cwd=ROOT)


def said(out: Path) -> None:
    """The picture written, and its size."""
    print(out.relative_to(ROOT), out.stat().st_size)


def gui_shot(env: dict[str, str], out: Path, rules: str, hand: str, lang: str, *extra: str) -> None:
    """The main window's screenshot (``mahjong-scorer --screenshot``) of ``hand`` under ``rules``
    in ``lang``, with ``extra`` options (its size, context, a claim...)."""
    run(env, "-m", "gui", "--screenshot", str(out), "--rules", rules, "--hand", hand, "--lang", lang, *extra)
    said(out)


CASES = {
    "big-hand": "1112345678999p +2p",  # 九莲宝灯 won on 2p: 92 fan
    "false-win": "234m345p567s678s8s +8s",  # 门前清, 平和, 断幺: 6 fan, under the 8-fan minimum
    "waits": "1112345678999m",  # ready on all nine characters
}
LANGS = ("en", "zh-Hans", "zh-Hant", "ja")
#: (rules, case, hand, languages)
MORE = (
    # seat East, the dealer: 箭字坎 1, 門清 1, 獨聽 1, 作莊 1, 5f (East's) 1 and the full set 春夏秋冬 2
    # in place of 1f's seat flower: 7 台; a discard win at 30/10, the discarder pays 100
    ("taiwan", "flowers", "123m456m789m123p555z9s +9s 1f2f3f4f5f", ("zh-Hant", "en")),
    # eight flowers beside a declared pung of 中: readable, drawn beside the meld, never over it
    ("taiwan", "eight-flowers", "123m456p789s111p5z [777z] +5z 12345678f", LANGS),
)
#: (rules, case) of MORE shot at the smallest size too (docs/<rules>-<case>-1024x640-<lang>.png)
SMALL_TOO = {("taiwan", "eight-flowers")}
#: a referee's check: (rules, case, hand, context, claim, claimed total, claimed amount, languages)
CLAIMS = (
    # Nine Gates self-drawn (92 fan, 300): the claim names 清一色, which Nine Gates rules out, and
    # 一般高, which the hand does not have; it misses 双暗刻 and 幺九刻; the total and amount are wrong
    ("mcr", "claim", "1112345678999m +5m", ("self_drawn=true",), "清一色, 自摸, 一般高, 平和, 断幺", 27, 105, LANGS),
)


#: what each match sheet script starts with: a data folder of its own, the application, and
#: ``open_sheet``: the main window under ``rules`` in ``lang`` (1280x860) with its match sheet
#: (at ``size`` where given) on a new match of ``players``; ``grab``: a widget drawn, settled
SHEET_OPEN = r"""
import os, sys, tempfile
os.environ["MJSCORE_DATA_DIR"] = tempfile.mkdtemp()
from PySide6.QtWidgets import QApplication
from gui.app import make_window
app = QApplication.instance() or QApplication([])

def open_sheet(rules, players, size=None):
    w = make_window(rules, None, lang)
    w.resize(1280, 860)
    w.show()
    mw = w.open_match_sheet()
    if size:
        mw.resize(*(int(n) for n in size.split("x")))
    for edit, name in zip(mw.player_edits, players):
        edit.setText(name)
    mw.new_button.click()
    return w, mw

def grab(widget, png):
    for _ in range(3):
        app.processEvents()
    widget.grab().save(png)
"""

#: ``pdf_page``: a PDF's first page drawn to a PNG (as the guide shows the exports)
PDF_PAGE = r"""
def pdf_page(pdf, png):
    import pypdfium2
    from PySide6.QtGui import QImage
    bm = pypdfium2.PdfDocument(str(pdf))[0].render(scale=1.2)
    QImage(bm.buffer, bm.width, bm.height, bm.stride, QImage.Format.Format_BGR888).save(png)
"""

#: the players of the Spring Open (the standings board's and the director's window's);
#: ``spring_open``: the application in ``lang`` and the tournament in a store of its own;
#: ``play_first_round``: round 1 seated at random (seed 26), three wins at each table, closed
SPRING_OPEN = r"""
def spring_open(lang, **options):
    import tempfile
    from pathlib import Path
    from core.referee.records import Store
    from core.referee.tournament_store import Tournaments
    from gui.services import application, install_language
    application()
    install_language(lang)
    store = Store(Path(tempfile.mkdtemp()) / "t.sqlite3")
    tours = Tournaments(store)
    return store, tours, tours.create("mcr", "Spring Open 2026", 4, tournament_id="spring", **options)

names = ["Ann Smit", "Bo Jansen", "Cy de Vries", "Di Bakker", "Eva Meijer", "Finn Visser", "Gao Lin", "Hana Sato",
         "Ivo Mulder", "Jun Wang", "Kai Bos", "Lea Vos", "Mia Peters", "Noa Hendriks", "Ole Dekker", "Pia Brouwer"]
countries = ["NL", "NL", "NL", "NL", "DE", "DK", "CN", "JP", "NL", "CN", "DE", "NL", "NL", "NL", "DK", "NL"]
hand, win, melds = "123m456p789s1z", "1z", ["[777z]"]

def play_first_round(tours, store, t, players):
    from core.referee.tournament import random_round
    state = tours.seat(t.id, 1, random_round(list(range(1, players + 1)), 4, seed=26), "random")
    for i, table in enumerate(state.tables):
        for h in range(16):
            if h in (i, i + 5, 9):
                store.add_win(table.match_id, (h + i) % 4, (h + i + 1) % 4, hand, win, melds=melds)
            else:
                store.add_draw(table.match_id)
    tours.close(t.id, 1)
"""


#: the match sheet: a few MCR hands recorded through the window, the sheet (its window at the
#: size given) and its PDF's first page drawn to docs/match-sheet-<lang>.png (1280x860),
#: docs/match-sheet-1024x640-<lang>.png (the smallest size) and docs/match-pdf-<lang>.png
MATCH_SCRIPT = (
    SHEET_OPEN
    + PDF_PAGE
    + r"""
lang, sheet_png, pdf_png, size = sys.argv[1:5]
w, mw = open_sheet("mcr", ("Ann", "Bob", "Cid", "Dee"), size)
hands = ("123m456p789s1z [777z] +1z", "1112345678999m+5m", "123m456p789s1z [777z] +1z")
for i, hand in enumerate(hands):
    w.notation.edit.setText(hand)
    w.notation.edit.editingFinished.emit()
    mw.winner_combo.setCurrentIndex(i)
    mw.discarder_combo.setCurrentIndex(0 if i % 2 else (i + 1) % 4 + 1)
    if i == 2:  # a claim that misses two fan and gives a wrong total: kept with the win
        w.claim.items_edit.setText("Mixed Straight, All Types")
        w.claim.total_edit.setText("20")
    assert mw.record_win(), mw.message.text()
mw.record_draw()
mw.offender_combo.setCurrentIndex(3)
mw.record_penalty()
grab(mw, sheet_png)
if pdf_png == "-":
    sys.exit(0)
pdf = os.path.join(tempfile.mkdtemp(), "sheet.pdf")
assert mw.export_pdf(pdf)
pdf_page(pdf, pdf_png)
"""
)

#: a riichi match sheet in Japanese: a riichi win, an abortive draw with a declarer's stick left
#: on the table, the win that takes it, and a big three dragons with a liable player (pao)
#: (docs/match-sheet-riichi-<lang>.png)
RIICHI_MATCH_SCRIPT = (
    SHEET_OPEN
    + r"""
lang, sheet_png = sys.argv[1:3]
w, mw = open_sheet("riichi", ("Ann", "Bob", "Cid", "Dee"))

def win(winner, discarder, riichi, hand="234m567p234s6788s +5s"):
    w.notation.edit.setText(hand)
    w.notation.edit.editingFinished.emit()
    w.state.set_context("riichi", riichi)
    mw.winner_combo.setCurrentIndex(mw.winner_combo.findData(winner))
    mw.discarder_combo.setCurrentIndex(mw.discarder_combo.findData(discarder))
    assert mw.record_win(), mw.message.text()

win(1, 2, True)  # E1: Bob (riichi) on Cid's discard
mw.draw_kind_combo.setCurrentIndex(mw.draw_kind_combo.findData("abortive"))
mw.fact_checks["riichi"][3].setChecked(True)  # E2: Dee declares riichi, then an abortive draw
assert mw.record_draw(), mw.message.text()
win(0, 3, False)  # E2-1: Ann on Dee's discard, with the counter and Dee's stick
mw.fact_checks["liable"][3].setChecked(True)  # E3: Bob's big three dragons on Ann's discard, Dee liable (pao)
win(1, 0, False, "11p22m [555z] [666z] [777z] +1p")
grab(mw, sheet_png)
"""
)


#: a three-player match sheet (docs/match-sheet-sanma-<lang>.png): three seats, a riichi win, a
#: self-draw paid by two (tsumo-loss), a draw paying the 2,000 pool, a win with a North pulled
SANMA_MATCH_SCRIPT = (
    SHEET_OPEN
    + r"""
lang, sheet_png = sys.argv[1:3]
w, mw = open_sheet("sanma", ("Ann", "Bob", "Cid"))

def win(winner, discarder, riichi, kita=0, hand="345p567p234s6788s +5s"):
    w.notation.edit.setText(hand)
    w.notation.edit.editingFinished.emit()
    w.state.set_context("riichi", riichi)
    w.state.set_context("kita", kita)
    mw.winner_combo.setCurrentIndex(mw.winner_combo.findData(winner))
    mw.discarder_combo.setCurrentIndex(mw.discarder_combo.findData(discarder))
    assert mw.record_win(), mw.message.text()

win(1, 2, True)  # E1: Bob (riichi) on Cid's discard
win(1, -1, False)  # E2: the dealer Bob self-draws: 1,300 from each of two
mw.tenpai_checks[1].setChecked(True)  # E2-1: a draw, Bob alone ready: 1,000 from each other
assert mw.record_draw(), mw.message.text()
win(2, 0, False, 1)  # E2-2: Cid on Ann's discard with one North pulled
grab(mw, sheet_png)
"""
)


#: File > Store…: a server's address saved (shown without its password) and the test of a server
#: that cannot be reached, said in the window's language (docs/store-setting-<lang>.png)
STORE_SETTING_SCRIPT = r"""
import os, sys, tempfile
os.environ["MJSCORE_DATA_DIR"] = tempfile.mkdtemp()
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()
os.environ.pop("MJSCORE_STORE", None)
from PySide6.QtWidgets import QApplication
from gui import store_setting
from gui.app import make_window
lang, out = sys.argv[1:3]
app = QApplication.instance() or QApplication([])
store_setting.RETRY_SECONDS = 0.3
store_setting.save_store("postgresql://table1:secret@127.0.0.1:1/spring_open")
w = make_window("mcr", None, lang)
w.resize(1280, 860)
w.show()
dialog = w.open_store_dialog()
assert not dialog.test()
dialog.resize(760, dialog.sizeHint().height())
for _ in range(3):
    app.processEvents()
dialog.grab().save(out)
"""

#: a riichi match sheet (Tenhou's rules) with a double ron, added to the recorded ron through
#: "Add a winner of the same discard…", and a nagashi mangan on a draw
#: (docs/match-sheet-double-ron-<lang>.png)
DOUBLE_RON_SCRIPT = (
    SHEET_OPEN
    + r"""
os.environ.pop("MJSCORE_STORE", None)
lang, sheet_png = sys.argv[1:3]
w, mw = open_sheet("riichi", ("Ann", "Bob", "Cid", "Dee"))

def hand(text, riichi):
    w.notation.edit.setText(text)
    w.notation.edit.editingFinished.emit()
    w.state.set_context("riichi", riichi)

hand("234m567p234s6788s +5s", False)  # E1: Ann (the dealer) on Cid's discard
mw.winner_combo.setCurrentIndex(mw.winner_combo.findData(0))
mw.discarder_combo.setCurrentIndex(mw.discarder_combo.findData(2))
assert mw.record_win(), mw.message.text()
hand("234m567p234s6788s +5s", True)  # and Dee (riichi) on the same discard: a double ron
mw.select_entry(1)
assert mw.add_winner(3, 1), mw.message.text()
mw.draw_fact_checks["nagashi"][1].setChecked(True)  # E1-1: an exhaustive draw, Bob's nagashi mangan
assert mw.record_draw(), mw.message.text()
mw.select_entry(1)
mw.add_winner_button.setFocus()
grab(mw, sheet_png)
"""
)


def store_setting_shots(env: dict[str, str]) -> None:
    for lang in LANGS:
        out = ROOT / "docs" / f"store-setting-{lang}.png"
        run(env, "-c", STORE_SETTING_SCRIPT, lang, str(out))
        said(out)


def double_ron_sheets(env: dict[str, str]) -> None:
    for lang in LANGS:
        out = ROOT / "docs" / f"match-sheet-double-ron-{lang}.png"
        run(env, "-c", DOUBLE_RON_SCRIPT, lang, str(out))
        said(out)


def sanma_match_sheets(env: dict[str, str]) -> None:
    for lang in LANGS:
        sheet_png = ROOT / "docs" / f"match-sheet-sanma-{lang}.png"
        run(env, "-c", SANMA_MATCH_SCRIPT, lang, str(sheet_png))
        said(sheet_png)


#: the standings board of a 16-player MCR tournament in round 2, some tables finished, the
#: round's time counting down (docs/standings-board-<lang>.png, 1280x860); with a number of
#: players and a size, its first page (docs/standings-board-<players>-<lang>.png)
BOARD_SCRIPT = (
    SPRING_OPEN
    + r"""
import sys
from PySide6.QtWidgets import QApplication
lang, out = sys.argv[1:3]
players = int(sys.argv[3]) if len(sys.argv) > 3 else 16
size = tuple(int(n) for n in (sys.argv[4] if len(sys.argv) > 4 else "1280x860").split("x"))
app = QApplication.instance() or QApplication([])
from core.referee.tournament import by_standing
from gui.standings_board import StandingsBoard
store, tours, t = spring_open(lang)
first = [n.split()[0] for n in names]
last = [n.split(" ", 1)[1] for n in names]
names += [f"{first[i % 16]} {last[(i // 16 + i + 1) % 16]}" for i in range(16, players)]
tours.add_players(t.id, [{"name": n, "country": countries[i % 16]} for i, n in enumerate(names[:players])])
play_first_round(tours, store, t, players)
order = [s.player for s in tours.standings(t.id)]
state = tours.seat(t.id, 2, by_standing(order, 4), "swiss")
for i, table in enumerate(state.tables[:2]):
    for h in range(16 if i == 0 else 6):
        if h in (2, 7):
            store.add_win(table.match_id, (h + i) % 4, None, hand, win, melds=melds)
        else:
            store.add_draw(table.match_id)
board = StandingsBoard(store, t.id, minutes=150, lang=lang)
board.resize(*size)
board.show()
for _ in range(3):
    app.processEvents()
board.grab().save(out)
"""
)


def board_shots(env: dict[str, str]) -> None:
    for lang in LANGS:
        out = ROOT / "docs" / f"standings-board-{lang}.png"
        run(env, "-c", BOARD_SCRIPT, lang, str(out))
        said(out)


#: the board on a 1280x720 projector: (players, language); 64 players show page 1 of theirs
BOARD_SIZES = ((16, "en"), (64, "en"), (64, "zh-Hant"))


def board_size_shots(env: dict[str, str]) -> None:
    for players, lang in BOARD_SIZES:
        out = ROOT / "docs" / f"standings-board-{players}-{lang}.png"
        run(env, "-c", BOARD_SCRIPT, lang, str(out), str(players), "1280x720")
        said(out)


#: the tournament director's window: a 16-player MCR tournament (and a substitute), round 1
#: played and closed, round 2 seated by clicking (Swiss, the substitute in an absent player's
#: seat) with two tables finished, two playing: the Seating tab, the Round in progress tab, the
#: Standings tab (ranked by table points, score, then more hands won), the Statistics tab, the
#: standings' PDF after round 1 and the results' PDF (their first pages)
#: (docs/tournament-{seating,round,standings,statistics,standings-pdf,results-pdf}-<lang>.png)
TOURNAMENT_SCRIPT = (
    SPRING_OPEN
    + PDF_PAGE
    + r"""
import os, sys, tempfile
from PySide6.QtWidgets import QApplication
lang, folder = sys.argv[1:3]
app = QApplication.instance() or QApplication([])
from gui.tournament_window import TournamentWindow
store, tours, t = spring_open(lang, tiebreaks=["hands_won"])
tours.add_players(t.id, [{"name": n, "country": c, "ema": f"0414{i:04d}" if i % 3 else ""}
                         for i, (n, c) in enumerate(zip(names, countries), 1)])
tours.add_players(t.id, [{"name": "Quinn Reserve", "country": "NL", "substitute": True}])
play_first_round(tours, store, t, 16)
w = TournamentWindow(store, t.id, lang)
w.resize(1280, 860)
w.show()
w.tabs.setCurrentWidget(w.seating_page)
w.method_combo.setCurrentIndex(w.method_combo.findData("swiss"))
w.absent_combo.setCurrentIndex(w.absent_combo.findData(7))
w.sub_combo.setCurrentIndex(w.sub_combo.findData(17))
w.swap_button.click()
w.seat_button.click()
assert not w.problem, w.message.text()

def shot(name):
    for _ in range(3):
        app.processEvents()
    w.grab().save(os.path.join(folder, f"tournament-{name}-{lang}.png"))

shot("seating")
for i, table in enumerate(w.rounds[-1].tables):
    for h in range((16, 16, 9, 5)[i]):
        if h in (2, 7):
            store.add_win(table.match_id, (h + i) % 4, None, hand, win, melds=melds)
        else:
            store.add_draw(table.match_id)
w.follow()
w.tabs.setCurrentWidget(w.round_page)
w.round_table.selectRow(2)
shot("round")
w.tabs.setCurrentWidget(w.standings_page)
shot("standings")
w.tabs.setCurrentWidget(w.statistics_page)
shot("statistics")
w.tabs.setCurrentWidget(w.chart_page)
shot("chart")
w.after_combo.setCurrentIndex(w.after_combo.findData(1))
pdf = os.path.join(tempfile.mkdtemp(), "standings.pdf")
assert w.export_pdf(pdf), w.message.text()
pdf_page(pdf, os.path.join(folder, f"tournament-standings-pdf-{lang}.png"))
pdf = os.path.join(tempfile.mkdtemp(), "results.pdf")
assert w.export_results_pdf(pdf), w.message.text()
pdf_page(pdf, os.path.join(folder, f"tournament-results-pdf-{lang}.png"))
"""
)


def tournament_shots(env: dict[str, str], langs: tuple[str, ...] = LANGS) -> None:
    for lang in langs:
        run(env, "-c", TOURNAMENT_SCRIPT, lang, str(ROOT / "docs"))
        for kind in ("seating", "round", "standings", "statistics", "standings-pdf", "results-pdf"):
            said(ROOT / "docs" / f"tournament-{kind}-{lang}.png")


def match_sheets(env: dict[str, str]) -> None:
    """The match sheet in every language at 1280x860 (with its PDF) and at 1024x640."""
    for lang in LANGS:
        for size in ("1280x860", "1024x640"):
            name = f"match-sheet-{lang}.png" if size == "1280x860" else f"match-sheet-{size}-{lang}.png"
            sheet_png = ROOT / "docs" / name
            pdf_png = ROOT / "docs" / f"match-pdf-{lang}.png" if size == "1280x860" else None
            run(env, "-c", MATCH_SCRIPT, lang, str(sheet_png), str(pdf_png or "-"), size)
            said(sheet_png)


#: the Analysis tab: (rules, hand before its discard, tiles seen on the table), in each language
ANALYSIS = (
    ("mcr", "123m345p67s234s44z9m", ""),
    ("riichi", "123m406p789s23s44z1z", "1s"),
    ("taiwan", "123m456m789p55z666z45s9p", ""),
)
ANALYSIS_SCRIPT = """
import sys
from gui.app import make_window
from gui.qt import QApplication
rules, hand, seen, lang, out = sys.argv[1:6]
w = make_window(rules, None, lang)
w.resize(1280, 860); w.show()
w.state.set_from_notation(hand)
w.lower_tabs.setCurrentWidget(w._analysis_page)
QApplication.processEvents()
w.analysis.visible_edit.setText(seen); w.analysis.refresh()
while w.analysis.scoring:  # the waits are scored a wait at a time, after the queued events
    QApplication.processEvents()
QApplication.processEvents()
w.grab().save(out)
"""


def analysis_shots(env: dict[str, str]) -> None:
    for rules, hand, seen in ANALYSIS:
        for lang in LANGS:
            out = ROOT / "docs" / f"analysis-{rules}-{lang}.png"
            run(env, "-c", ANALYSIS_SCRIPT, rules, hand, seen, lang, str(out))
            said(out)


#: one Taiwanese hand under two tables (issue 28): the house table (seed) and the game apps'
#: (pocket): 清一色 12 or 8, and 河底撈魚 1 only in the apps' table
TABLES = (("taiwan", "111m234m567m789m999m2m+2m", ("seed", "pocket")),)
TABLES_SCRIPT = """
import sys
from gui.app import make_window
from gui.qt import QApplication
rules, hand, preset, lang, out = sys.argv[1:6]
w = make_window(rules, hand, lang)
w.resize(1280, 860); w.show()
w.state.set_context("last_wall_tile", True)
w.state.set_preset(preset)
for _ in range(5):  # the window settles (the palette draws its tiles at their final width)
    QApplication.processEvents()
w.grab().save(out)
"""


#: a three-player riichi hand with two North tiles pulled (issue 28): riichi, tsumo, two North
#: pulled and a West indicator (North the dora): each pulled North counts twice
SANMA = ("sanma", "123p456p789s33z9m9m+9m")
SANMA_SCRIPT = """
import sys
from gui.app import make_window
from gui.qt import QApplication
rules, hand, lang, out = sys.argv[1:5]
w = make_window(rules, hand, lang)
w.resize(1280, 860); w.show()
for key, value in (("riichi", True), ("self_drawn", True), ("seat_wind", "S"), ("kita", 2), ("dora_indicators", "3z")):
    w.state.set_context(key, value)
for _ in range(5):
    QApplication.processEvents()
w.grab().save(out)
"""


def sanma_shots(env: dict[str, str]) -> None:
    rules, hand = SANMA
    for lang in LANGS:
        out = ROOT / "docs" / f"sanma-kita-{lang}.png"
        run(env, "-c", SANMA_SCRIPT, rules, hand, lang, str(out))
        said(out)


def table_shots(env: dict[str, str]) -> None:
    for rules, hand, presets in TABLES:
        for preset in presets:
            for lang in LANGS:
                out = ROOT / "docs" / f"{rules}-table-{preset}-{lang}.png"
                run(env, "-c", TABLES_SCRIPT, rules, hand, preset, lang, str(out))
                said(out)


def claim_shots(env: dict[str, str]) -> None:
    """A referee's check (nine differences: items, the total and the amount) in every language,
    at the default size (docs/mcr-claim-<lang>.png) and the smallest (…-1024x640-<lang>.png)."""
    for rules, case, hand, context, claim, total, received, langs in CLAIMS:
        for size in ("", "1024x640"):
            for lang in langs:
                out = ROOT / "docs" / "-".join(p for p in (rules, case, size, lang) if p)
                out = out.with_name(out.name + ".png")
                extra = [a for c in context for a in ("--context", c)] + (["--size", size] if size else [])
                gui_shot(
                    env,
                    out,
                    rules,
                    hand,
                    lang,
                    *extra,
                    "--claim",
                    claim,
                    "--claim-total",
                    str(total),
                    "--claim-received",
                    str(received),
                )


#: issue 41: a sheet whose players bear the common surnames the font once lacked (陳 黃 吳 劉 楊,
#: 島 宮 橋 鈴, 靜香 and 大島五郎 of the issue), its PDF's first page: (lang, title, players)
SURNAMES = (
    ("zh-Hant", "黃劉盃 第一輪", ("靜香", "陳淑芬", "吳志明", "楊雅婷")),
    ("ja", "島田・宮本杯 一回戦", ("大島五郎", "鈴木花子", "高橋翔太", "宮本美咲")),
)
SURNAMES_SCRIPT = (
    PDF_PAGE
    + r"""
import json, os, sys, tempfile
from pathlib import Path
os.environ["MJSCORE_DATA_DIR"] = tempfile.mkdtemp()
from core.referee.records import Store
from gui.services import application, install_language
from gui.export import write_pdf
lang, title, players, out = sys.argv[1], sys.argv[2], json.loads(sys.argv[3]), sys.argv[4]
application()
install_language(lang)
folder = Path(tempfile.mkdtemp())
store = Store(folder / "m.sqlite3")
m = store.create_match("mcr", players, title=title)
store.add_win(m.id, 1, 0, "123m456p789s1z", "1z", melds=["pon 777z"])  # 17 fan on 陳's / 大島's discard
store.add_draw(m.id)
store.add_win(m.id, 3, None, "123m456p789s1z", "1z", melds=["pon 777z"])  # self-drawn: 18 fan
pdf = folder / "sheet.pdf"
write_pdf(store.sheet(m.id), str(pdf), lang)
pdf_page(pdf, out)
"""
)


def surname_shots(env: dict[str, str]) -> None:
    import json

    for lang, title, players in SURNAMES:
        out = ROOT / "docs" / f"match-pdf-surnames-{lang}.png"
        run(env, "-c", SURNAMES_SCRIPT, lang, title, json.dumps(players), str(out))
        said(out)


def main() -> int:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    (ROOT / "docs").mkdir(exist_ok=True)
    if sys.argv[1:] == ["--match-sheets"]:  # only the match sheets
        match_sheets(env)
        sanma_match_sheets(env)
        double_ron_sheets(env)
        return 0
    if sys.argv[1:] == ["--surnames"]:  # only the PDFs of the common surnames (issue 41)
        surname_shots(env)
        return 0
    if sys.argv[1:] == ["--store-setting"]:  # only File > Store…
        store_setting_shots(env)
        return 0
    if sys.argv[1:] == ["--double-ron"]:  # only the riichi sheet with a double ron and a nagashi mangan
        double_ron_sheets(env)
        return 0
    if sys.argv[1:] == ["--board"]:  # only the tournament's standings board
        board_shots(env)
        board_size_shots(env)
        return 0
    if sys.argv[1:] == ["--board-sizes"]:  # only the board of 16 and 64 players on a 1280x720 projector
        board_size_shots(env)
        return 0
    if sys.argv[1:2] == ["--tournament"]:  # only the tournament director's window (in the languages named)
        if "QT_QPA_PLATFORM" in os.environ:  # (xcb under xvfb-run, to see it on a real X server)
            env["QT_QPA_PLATFORM"] = os.environ["QT_QPA_PLATFORM"]
        tournament_shots(env, tuple(sys.argv[2:]) or LANGS)
        return 0
    if sys.argv[1:] == ["--sanma-match"]:  # only the match sheet of three
        sanma_match_sheets(env)
        return 0
    if sys.argv[1:] == ["--claims"]:  # only the referee's check
        claim_shots(env)
        return 0
    if sys.argv[1:] == ["--analysis"]:  # only the Analysis tab
        analysis_shots(env)
        return 0
    if sys.argv[1:] == ["--tables"]:  # only the Taiwanese hand under two tables, and the sanma hand
        table_shots(env)
        sanma_shots(env)
        return 0
    analysis_shots(env)
    table_shots(env)
    sanma_shots(env)
    shots = [("mcr", case, hand, LANGS) for case, hand in CASES.items()] + list(MORE)
    for rules, case, hand, langs in shots:
        for size in ("", "1024x640") if (rules, case) in SMALL_TOO else ("",):
            for lang in langs:
                out = ROOT / "docs" / "-".join(p for p in (rules, case, size, lang) if p)
                out = out.with_name(out.name + ".png")
                extra = ["--size", size] if size else []
                gui_shot(env, out, rules, hand, lang, *extra)
    # the window at the smallest size it supports and on a big screen, in each language
    for lang in LANGS:
        for width, height in ((1024, 640), (1920, 1080)):
            out = ROOT / "docs" / f"mcr-size-{width}x{height}-{lang}.png"
            gui_shot(env, out, "mcr", CASES["big-hand"], lang, "--size", f"{width}x{height}")
    # riichi: a hand with its yaku, fu (each source and the rounding) and points; a ready hand
    # and its waits with the ron and tsumo points for this seat
    riichi = (
        ("fu", "234m406p678s2255s +5s", ("riichi=true", "dora_indicators=1m", "seat_wind=S")),
        ("waits", "234m456p678s2255s", ("riichi=true", "seat_wind=S")),
    )
    for case, hand, context in riichi:
        for lang in ("ja", "en"):
            out = ROOT / "docs" / f"riichi-{case}-{lang}.png"
            extra = [a for c in context for a in ("--context", c)]
            gui_shot(env, out, "riichi", hand, lang, *extra)
    out = ROOT / "docs" / "mcr-dark-en.png"  # the window in a dark colour scheme
    gui_shot(env, out, "mcr", CASES["big-hand"], "en", "--color-scheme", "dark")
    match_sheets(env)
    sanma_match_sheets(env)
    board_shots(env)
    board_size_shots(env)
    tournament_shots(env)
    for lang in ("ja", "en"):
        sheet_png = ROOT / "docs" / f"match-sheet-riichi-{lang}.png"
        run(env, "-c", RIICHI_MATCH_SCRIPT, lang, str(sheet_png))
        said(sheet_png)
    claim_shots(env)
    return 0


if __name__ == "__main__":
    sys.exit(main())
