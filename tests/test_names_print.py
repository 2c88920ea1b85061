"""Every name prints as written (issue 41): 300 real surnames of each of Simplified Chinese,
Traditional Chinese (Taiwan) and Japanese, made full names, are in the bundled font, shown in
the match sheet window with no character reported missing, and drawn into a PDF of match
sheets whose text, read back with pdfium, holds every name exactly, drawn in the bundled font.
A character that no font here has is named in the window and refuses the PDF.

Independent of the fonts installed here: coverage is asked of the bundled font files
themselves (QRawFont), and the PDF's text is checked to come from the bundled font (the font
pdfium reads for each character), so a system Noto Sans CJK cannot stand in for it.
"""

from __future__ import annotations

import io
import os
import re
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from core.model.errors import HandError  # noqa: E402
from core.referee.records import Store  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
FONTS = ROOT / "assets" / "fonts"
FONT_FILES = ["NotoSansCJK-Subset.otf", "NotoSansCJK-Subset-Bold.otf"]
SCRIPTS = ["zh-Hans", "zh-Hant", "ja"]
# common given names, given in turn to the surnames of each script
GIVEN = {
    "zh-Hans": ["伟", "芳", "娜", "秀英", "敏", "静", "丽", "强", "磊", "军", "洋", "勇", "艳", "杰", "娟", "涛"],
    "zh-Hant": ["淑芬", "志明", "雅婷", "美玲", "俊傑", "怡君", "家豪", "淑惠", "建宏", "靜怡", "宗翰", "麗華"],
    "ja": ["太郎", "花子", "翔太", "美咲", "大輔", "陽菜", "健一", "由美", "蓮", "結衣", "誠", "裕子"],
}
# the issue's own: the surnames the old font lacked, and the sheet that printed "香" and "大五郎"
ISSUE_CHARACTERS = "陳黃吳劉楊陈刘吴島宮橋鈴"
ISSUE_NAMES = {"zh-Hant": ["靜香"], "ja": ["大島五郎"]}


def surnames(script: str) -> list[str]:
    lines = (DATA / f"surnames-{script}.txt").read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def names(script: str) -> list[str]:
    """The script's 300 surnames as full names (a given name each), with the issue's names."""
    given = GIVEN[script]
    return ISSUE_NAMES.get(script, []) + [s + given[i % len(given)] for i, s in enumerate(surnames(script))]


def test_the_surname_lists_are_300_real_distinct_names_with_the_once_dropped_characters() -> None:
    every = ""
    for script in SCRIPTS:
        found = surnames(script)
        assert len(found) == 300 and len(set(found)) == 300, script
        assert all(1 <= len(s) <= 3 and not any(c.isascii() for c in s) for s in found), script
        every += "".join(found)
    assert set(ISSUE_CHARACTERS) <= set(every)
    assert {"陈", "刘", "吴"} <= set(surnames("zh-Hans"))
    assert {"陳", "黃", "吳", "劉", "楊"} <= set(surnames("zh-Hant"))
    assert {"佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "中島", "宮本", "島田"} <= set(surnames("ja"))


@pytest.fixture(scope="module")
def app() -> Any:
    from gui.services import application, install_language

    application()
    install_language("en")
    return application()


@pytest.mark.parametrize("font", FONT_FILES)
@pytest.mark.parametrize("script", SCRIPTS)
def test_every_character_of_every_name_is_in_the_bundled_font(app: Any, font: str, script: str) -> None:
    """(a) The bundled font file itself draws them: the font before issue 41 lacked 陳 黃 吳 劉
    楊 陈 刘 吴 島 宮 橋 鈴 and 靜, and fails here."""
    from PySide6.QtGui import QRawFont

    raw = QRawFont(str(FONTS / font), 12)
    assert raw.isValid()
    lost = sorted({c for n in names(script) for c in n if not raw.supportsCharacter(ord(c))})
    assert not lost, f"{font} lacks {''.join(lost)}"


def _store(tmp_path: Path, script: str) -> tuple[Store, list[str]]:
    """A match of four for every four names (the last filled with earlier names)."""
    store = Store(tmp_path / f"{script}.sqlite3")
    every = names(script)
    ids = []
    for i in range(0, len(every), 4):
        four = every[i : i + 4]
        four += [n for n in every if n not in four][: 4 - len(four)]
        ids.append(store.create_match("mcr", four, match_id=f"{script}-{i // 4}").id)
    return store, ids


@pytest.mark.parametrize("script", SCRIPTS)
def test_the_window_shows_every_name_and_reports_no_missing_character(qtbot: Any, tmp_path: Path, script: str) -> None:
    """(b) The match sheet shows the names in the bundled family (the window's font resolves to
    it and it has every character), and says nothing is missing."""
    from PySide6.QtGui import QRawFont

    from gui import glyphs
    from gui.app import make_window
    from gui.match_sheet import MatchWindow

    w = make_window("mcr", None, "en")
    qtbot.addWidget(w)
    store, ids = _store(tmp_path, script)
    w.match_window = MatchWindow(w, store)
    mw = w.open_match_sheet()
    qtbot.addWidget(mw)
    assert mw.font().family() == "Noto Sans CJK Subset"
    raw = QRawFont.fromFont(mw.font())
    assert raw.familyName() == "Noto Sans CJK Subset"
    every = names(script)
    assert not [c for n in every for c in n if not raw.supportsCharacter(ord(c))]
    assert glyphs.missing("".join(every), mw.font()) == []
    for match_id in (ids[0], ids[len(ids) // 2], ids[-1]):  # a few sheets shown: no warning line
        mw.open_match(match_id)
        assert mw.match is not None and mw.match.id == match_id
        assert not mw.glyph_note.isVisible() and mw.glyph_note.text() == ""
        shown = mw.info.text() + mw.standings.text()
        assert all(p in shown for p in mw.match.players), shown
        mw.grab()  # (drawn)
    for edit, name in zip(mw.player_edits, every[:4]):  # typed into a new match's names
        edit.setText(name)
    assert mw.glyph_note.text() == ""


def _pdf_of_sheets(store: Store, ids: list[str], path: Path, lang: str) -> None:
    """One PDF of all the sheets, one after another, drawn by :func:`gui.export.render`."""
    from PySide6.QtGui import QPageSize, QPainter, QPdfWriter

    from gui.export import render

    writer = QPdfWriter(str(path))
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setResolution(300)
    painter = QPainter(writer)
    lost: dict[str, str] = {}
    for i, match_id in enumerate(ids):
        if i:
            writer.newPage()
        lost.update(render(store.sheet(match_id), lang, painter, writer, writer.newPage))
    painter.end()
    del writer
    assert not lost, lost


def _pdf_text(path: Path) -> tuple[str, set[str]]:
    """The PDF's text as pdfium reads it back, character by character in the order the pages
    draw them (the characters pdfium makes up itself left out: the spaces and line breaks its
    layout guess inserts, which on a Simplified Chinese page break "Match sheet" into lines),
    and the names of the fonts its ideographs and kana are drawn in."""
    pdfium = pytest.importorskip("pypdfium2")
    import ctypes

    import pypdfium2.raw as raw

    doc = pdfium.PdfDocument(str(path))
    text, fonts = [], set()
    buf = ctypes.create_string_buffer(256)
    flags = ctypes.c_int()
    for page in doc:
        tp = page.get_textpage()
        for i in range(tp.count_chars()):
            if raw.FPDFText_IsGenerated(tp, i) == 1:
                continue
            code = raw.FPDFText_GetUnicode(tp, i)
            text.append(chr(code))
            if code >= 0x3000:
                raw.FPDFText_GetFontInfo(tp, i, buf, len(buf), ctypes.byref(flags))
                fonts.add(buf.value.decode("latin-1"))
        text.append("\n")
    return "".join(text), fonts


@pytest.mark.parametrize("script", SCRIPTS)
def test_a_pdf_of_match_sheets_reads_back_every_name(app: Any, tmp_path: Path, script: str) -> None:
    """(c) A PDF of the sheets of these players: every name is in the text pdfium reads back,
    and every ideograph and kana of it was drawn in the bundled font."""
    store, ids = _store(tmp_path, script)
    pdf = tmp_path / f"{script}.pdf"
    _pdf_of_sheets(store, ids, pdf, script)
    text, fonts = _pdf_text(pdf)
    text = "".join(c for c in text if c not in "\u2066\u2067\u2068\u2069 ")  # (the isolates around a name)
    # each name exactly, as its standings line gives it ("1. 大島五郎: 0, table points 1.75",
    # drawn without its spaces)
    read = {m.group(1) for m in re.finditer(r"\d\.([^:,.\d\n]+):-?\d+,tablepoints", text)}
    lost = [n for n in names(script) if n not in read]
    assert not lost, f"not read back from the PDF: {lost}"
    assert read <= set(names(script)), read - set(names(script))
    assert all(n in text for n in names(script))  # (and in the players' line and the table's head)
    assert fonts and all("NotoSansCJKSubset" in f for f in fonts), fonts


def test_a_sheet_of_names_once_cut_short_reads_them_back_whole(app: Any, tmp_path: Path) -> None:
    """The sheet of the issue, through write_pdf: "靜香" and "大島五郎", not "香" and "大五郎"."""
    from gui.export import write_pdf

    store = Store(tmp_path / "m.sqlite3")
    match = store.create_match("mcr", ["靜香", "大島五郎", "陳美玲", "鈴木一郎"])
    store.add_win(match.id, 1, 0, "123m456p789s1z", "1z", melds=["pon 777z"])
    pdf = tmp_path / "issue.pdf"
    write_pdf(store.sheet(match.id), str(pdf), "ja")
    text, _fonts = _pdf_text(pdf)
    for name in ("靜香", "大島五郎", "陳美玲", "鈴木一郎"):
        assert name in text


# --- a character no font has -----------------------------------------------------------------

NO_GLYPH = "\ue000"  # a Private Use Area code point: no font here maps it


def test_the_helper_names_a_character_no_font_draws(app: Any) -> None:
    from gui import glyphs

    assert glyphs.missing("大島" + NO_GLYPH + "五郎\u2068 \u2069") == [NO_GLYPH]
    assert glyphs.missing("陳靜香 Ødegaard Lǚ Дмитрий 佐々木ゆう") == []  # (all in the bundled font)
    assert glyphs.code_points([NO_GLYPH]) == f"U+E000 ({NO_GLYPH})"


def test_the_match_sheet_names_a_character_no_font_draws(qtbot: Any, tmp_path: Path) -> None:
    from gui.app import make_window
    from gui.match_sheet import MatchWindow

    w = make_window("mcr", None, "en")
    qtbot.addWidget(w)
    w.match_window = MatchWindow(w, Store(tmp_path / "m.sqlite3"))
    mw = w.open_match_sheet()
    qtbot.addWidget(mw)
    mw.show()
    mw.player_edits[0].setText("陳" + NO_GLYPH)
    assert mw.glyph_note.isVisible() and "U+E000" in mw.glyph_note.text(), mw.glyph_note.text()
    mw.player_edits[0].setText("陳美玲")
    assert not mw.glyph_note.isVisible()
    for edit, name in zip(mw.player_edits, ["陳" + NO_GLYPH, "靜香", "大島五郎", "Bob"]):
        edit.setText(name)
    mw.new_button.click()
    assert mw.match is not None
    assert mw.glyph_note.isVisible() and "U+E000" in mw.glyph_note.text()
    # the PDF is refused, named, and nothing is written
    pdf = tmp_path / "m.pdf"
    assert not mw.export_pdf(str(pdf))
    assert "U+E000" in mw.message.text() and "Not written" in mw.message.text()
    assert not pdf.exists() and not list(tmp_path.glob("*.partial"))
    w.language_chosen("ja")
    assert "U+E000" in mw.glyph_note.text() and "フォント" in mw.glyph_note.text()
    w.language_chosen("en")


def test_the_tournament_window_names_a_character_no_font_draws(qtbot: Any, tmp_path: Path) -> None:
    from core.referee.tournament_store import Tournaments
    from gui.services import application, install_language
    from gui.tournament_window import TournamentWindow

    application()
    install_language("en")
    path = tmp_path / "t.sqlite3"
    with Store(path) as store:
        t = Tournaments(store).create("mcr", "Spring Open", 3, tournament_id="spring")
    w = TournamentWindow(Store(path), t.id, "en")
    qtbot.addWidget(w)
    w.show()
    w.name_edit.setText("劉" + NO_GLYPH)
    assert w.glyph_note.isVisible() and "U+E000" in w.glyph_note.text()
    w.add_player()
    w.name_edit.setText("")
    assert w.glyph_note.isVisible() and "U+E000" in w.glyph_note.text()  # (the registered name)
    pdf = tmp_path / "standings.pdf"
    assert not w.export_pdf(str(pdf)) and not pdf.exists()
    assert "U+E000" in w.message.text()


def test_write_pdf_refuses_a_character_no_font_draws(app: Any, tmp_path: Path) -> None:
    from gui.export import write_pdf

    store = Store(tmp_path / "m.sqlite3")
    match = store.create_match("mcr", ["大島" + NO_GLYPH, "靜香", "陳美玲", "Bob"])
    pdf = tmp_path / "m.pdf"
    pdf.write_bytes(b"the old file")
    with pytest.raises(HandError) as caught:
        write_pdf(store.sheet(match.id), str(pdf), "en")
    assert caught.value.code == "no_glyph"
    for lang in ("en", "zh-Hans", "zh-Hant", "ja"):
        assert "U+E000" in caught.value.text(lang)
    assert "nothing was written" in caught.value.text("en")
    assert pdf.read_bytes() == b"the old file"  # untouched
    assert not list(tmp_path.glob("*.partial"))


def test_mjscore_export_pdf_refuses_a_character_no_font_draws(tmp_path: Path) -> None:
    from core.shells.cli import main

    store = str(tmp_path / "m.sqlite3")
    out, err = io.StringIO(), io.StringIO()
    players = ["大島" + NO_GLYPH, "靜香", "陳美玲", "Bob"]
    assert main(["matches", "--store", store, "new", "--players", *players, "--id", "t1"], out) == 0
    pdf = tmp_path / "t1.pdf"
    import contextlib

    with contextlib.redirect_stderr(err):
        status = main(["matches", "--store", store, "export", "t1", "--pdf", "-o", str(pdf)], out)
    assert status == 1
    assert "U+E000" in err.getvalue() and "nothing was written" in err.getvalue(), err.getvalue()
    assert not pdf.exists()
