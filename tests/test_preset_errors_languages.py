"""A broken preset file is said in the user's language (issue: preset errors were English only).

Every mistake a preset file can hold raises :class:`PresetError` whose message stays the
English (the command line's, and what the tests of the English match) and whose words
(:meth:`HandError.text`) are given in every language the program speaks. Each language's text
names the file, the line and the field at fault, as the English does; the translated texts hold
no English sentence (only what the user wrote: the file, keys, ids and values); an option
value's error, itself translated, keeps its words inside the translated wrapper. The window in
Japanese shows the Japanese words when a preset file does not load, and keeps working.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

import pytest

from core.engine.presets import MAX_PRESET_BYTES
from core.engine.ruleset import RuleSet
from core.model.errors import HandError, OptionError, PresetError
from core.referee.preset_files import save_preset_file
from core.rules import get_rules

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("en", "zh-Hans", "zh-Hant", "ja")
OTHER_LANGS = ("zh-Hans", "zh-Hant", "ja")
#: how each language says "line N" of a file
LINE_WORDS = {"en": "line {0}", "zh-Hans": "第 {0} 行", "zh-Hant": "第 {0} 行", "ja": "{0} 行目"}
#: the words of the file format a translation quotes as they are written (keys, values, syntax)
FORMAT_WORDS = (
    "en",
    "zh-Hans",
    "zh-Hant",
    "ja",
    "help-zh-Hans",
    "help-zh-Hant",
    "help-ja",
    "help",
    "base",
    "options",
    "items",
    "preset",
    "true",
    "false",
    "closed",
    "open",
    "value",
    "UTF",
)
_ASCII_WORD = re.compile(r"[A-Za-z]{3,}")


class Fault(NamedTuple):
    """A broken preset file: its text (or a maker of the path), the rule set, and what the error
    must say: the line, the field, the words every language keeps (ids, values), and the ASCII
    words the user wrote that a translation may quote."""

    id: str
    text: str | Callable[[Path], Path]
    rules: str = "riichi"
    line: int = 0
    field: str = ""
    keep: tuple[str, ...] = ()
    typed: tuple[str, ...] = ()


def _big(tmp: Path) -> Path:
    p = tmp / "big.toml"
    p.write_bytes(b"#" * (MAX_PRESET_BYTES + 1))
    return p


def _folder(tmp: Path) -> Path:
    p = tmp / "folder.toml"
    p.mkdir()
    return p


def _missing(tmp: Path) -> Path:
    return tmp / "missing.toml"


def _not_utf8(tmp: Path) -> Path:
    p = tmp / "latin1.toml"
    p.write_bytes('[preset.a]\nen = "Caf\u00e9"\n'.encode("latin-1"))
    return p


FAULTS = (
    Fault("toml syntax", '[preset.house]\nen = "House"\n[preset.house.options\n', "mcr", line=3, keep=("']'",)),
    Fault("toml at the end", '[preset.house]\nen = "House', "mcr"),
    Fault("toml twice", '[preset.a]\nen = "A"\n[preset.a]\n', line=3, keep=("('preset', 'a')",)),
    Fault("unknown table", '[house]\nen = "House"\n', line=1, field="house", keep=("'house'",)),
    Fault("no preset", "# a comment and nothing else\n"),
    Fault("not a table", "[preset]\na = 1\n", line=1, keep=("[preset.a]",), typed=("a",)),
    Fault(
        "unknown field",
        '[preset.house]\nen = "House"\ncolour = "red"\n',
        line=3,
        field="colour",
        keep=("help-zh-Hant", "options"),
    ),
    Fault("missing en", '[preset.house]\nzh-Hans = "家规"\n', "mcr", line=1, field="en", keep=("'en'",)),
    Fault("not text", '[preset.house]\nen = "House"\nhelp = 8\n', line=3, field="help"),
    Fault(
        "help without help",
        '[preset.house]\nen = "House"\nhelp-ja = "家のルール"\n',
        line=3,
        field="help-ja",
        keep=("'help'",),
    ),
    Fault("base not a key", '[preset.a]\nen = "A"\nbase = 3\n', line=3, field="base"),
    Fault("options not a table", '[preset.a]\nen = "A"\noptions = 3\n', line=3, field="options"),
    Fault(
        "unknown option",
        '[preset.a]\nen = "A"\n[preset.a.options]\naak = false\n',
        line=4,
        field="aak",
        keep=("aka", "kiriage"),
    ),
    Fault(
        "bad option value",
        '[preset.house]\nen = "House"\n[preset.house.options]\nminimum = 6\ntwo_concealed_kongs = 7\n',
        "mcr",
        line=5,
        field="two_concealed_kongs",
        keep=("7",),
    ),
    Fault(
        "bad option choice",
        '[preset.a]\nen = "A"\n[preset.a.options]\nryuuiisou = "blue"\n',
        line=4,
        field="ryuuiisou",
        keep=("'blue'",),
        typed=("blue",),
    ),
    Fault("items not a table", '[preset.a]\nen = "A"\nitems = 3\n', line=3, field="items"),
    Fault(
        "unknown item",
        '[preset.a]\nen = "A"\n[preset.a.items]\nriichi = 1\nippatu = 2\n',
        line=5,
        field="ippatu",
        keep=("ippatsu",),
    ),
    Fault(
        "item not a number",
        '[preset.a]\nen = "A"\n[preset.a.items]\nriichi = "two"\n',
        line=4,
        field="riichi",
        keep=("'two'",),
        typed=("two",),
    ),
    Fault(
        "item out of range",
        '[preset.a]\nen = "A"\n[preset.a.items]\nriichi = 0\n',
        line=4,
        field="riichi",
        keep=("1000", "false"),
    ),
    Fault(
        "item not a multiple",
        '[preset.a]\nen = "A"\n[preset.a.items]\ndaisangen = 14\n',
        line=4,
        field="daisangen",
        keep=("13", "14"),
    ),
    Fault(
        "item split",
        '[preset.a]\nen = "A"\n[preset.a.items]\nsanshoku = 3\n',
        line=4,
        field="sanshoku",
        keep=("{ closed = 3, open = ... }",),
    ),
    Fault(
        "item table key",
        '[preset.a]\nen = "A"\n[preset.a.items]\nsanshoku = { closed = 3, opne = 2 }\n',
        line=4,
        field="sanshoku",
        keep=("'opne'",),
        typed=("opne",),
    ),
    Fault("item on", '[preset.a]\nen = "A"\n[preset.a.items]\nriichi = { on = 1 }\n', line=4, field="riichi"),
    Fault("item kind", '[preset.a]\nen = "A"\n[preset.a.items]\nriichi = [1]\n', line=4, field="riichi"),
    Fault(
        "item closed only",
        '[preset.a]\nen = "A"\n[preset.a.items]\nmenzen_tsumo = { closed = 2, open = 1 }\n',
        line=4,
        field="menzen_tsumo",
    ),
    Fault(
        "circle of bases",
        '[preset.a]\nen = "A"\nbase = "b"\n[preset.b]\nen = "B"\nbase = "a"\n',
        line=6,
        field="base",
        keep=("a -> b -> a",),
    ),
    Fault(
        "missing base",
        '[preset.a]\nen = "A"\nbase = "nowhere"\n',
        line=3,
        field="base",
        keep=("'nowhere'", "tenhou"),
        typed=("nowhere", "tenhou", "mahjong_soul", "wrc", "ema"),
    ),
    Fault("nested too deep", '[preset.a]\nen = "a"\noptions = ' + "[" * 5000 + "]" * 5000 + "\n", "mcr"),
    Fault("too many digits", '[preset.a]\nen = "a"\n[preset.a.options]\nblessings = ' + "9" * 5000 + "\n", "mcr"),
    Fault("file too big", _big, "mcr"),
    Fault("a folder", _folder, "mcr"),
    Fault("no such file", _missing, "mcr"),
    Fault("not utf-8", _not_utf8, "mcr"),
)


def _raise(fault: Fault, tmp: Path) -> tuple[PresetError, Path]:
    if isinstance(fault.text, str):
        path = tmp / "broken.toml"
        path.write_text(fault.text, encoding="utf-8")
    else:
        path = fault.text(tmp)
    with pytest.raises(PresetError) as info:
        get_rules(fault.rules).read_preset_file(path)
    return info.value, path


def _typed_words(rules: RuleSet) -> set[str]:
    """The ASCII a translation may quote from the file format and the rule set: keys, ids."""
    return {
        *FORMAT_WORDS,
        *(f.key for f in rules.option_fields),
        *(v for f in rules.option_fields for v in f.values),
        *(i.id for i in rules.editable_items()),
        *(p.key for p in rules.presets),
    }


def _english_words(text: str, allowed: set[str]) -> list[str]:
    rest = text
    for given in sorted(allowed - {""}, key=len, reverse=True):
        rest = rest.replace(given, " ")
    return _ASCII_WORD.findall(rest)


def check_languages(
    e: HandError, path: Path | str, allowed: set[str], line: int = 0, field: str = "", keep: tuple[str, ...] = ()
) -> None:
    """``e`` says its mistake in every language, naming the file, the line and the field."""
    assert e.names is not None, "the error is English only"
    assert e.text("en") == e.message == e.names.en == str(e)
    source = str(path)
    for lang in LANGS:
        text = e.text(lang)
        assert source in text, (lang, text)
        if line:
            assert LINE_WORDS[lang].format(line) in text, (lang, text)
        if field:
            assert field in text, (lang, text)
        for word in keep:
            assert word in text, (lang, word, text)
        if lang == "en":
            continue
        assert text != e.message and e.message not in text, (lang, text)
        # the English of the problem itself (what follows the file, the line and the field) is not in it
        problem = e.message.rsplit(": ", 1)[-1]
        if _english_words(problem, allowed | set(keep)):
            assert problem not in text, (lang, text)
        words = _english_words(text.replace(source, " "), allowed | set(keep) | {field})
        assert not words, f"{lang}: English words {words} left in {text!r}"


@pytest.mark.parametrize("fault", FAULTS, ids=[f.id for f in FAULTS])
def test_a_broken_preset_file_is_said_in_every_language(fault: Fault, tmp_path: Path) -> None:
    e, path = _raise(fault, tmp_path)
    assert e.code == "bad_preset" and e.source == str(path)
    if fault.line:
        assert e.line == fault.line and f"line {fault.line}" in e.message
    assert e.field == fault.field
    typed = {"house", *fault.typed}  # the preset keys of the files
    check_languages(e, path, _typed_words(get_rules(fault.rules)) | typed, fault.line, fault.field, fault.keep)


def test_the_faults_cover_the_kinds_of_mistake() -> None:
    assert len(FAULTS) >= 12
    assert len({f.id for f in FAULTS}) == len(FAULTS)


def test_an_option_values_own_translated_words_are_kept_inside(tmp_path: Path) -> None:
    """The error of the option's value (Field.coerce: OptionError, translated, naming the field as
    the window shows it) is said inside the preset file's error in the same language."""
    mcr = get_rules("mcr")
    path = tmp_path / "house.toml"
    path.write_text('[preset.house]\nen = "House"\n[preset.house.options]\ntwo_concealed_kongs = 7\n', encoding="utf-8")
    with pytest.raises(PresetError) as info:
        mcr.read_preset_file(path)
    e = info.value
    with pytest.raises(OptionError) as inner:
        next(f for f in mcr.option_fields if f.key == "two_concealed_kongs").coerce(7, "option")
    assert inner.value.names is not None
    assert e.message.endswith(inner.value.message)  # the English: as before, the command line's words
    for lang in OTHER_LANGS:
        assert e.text(lang).endswith(inner.value.text(lang)), lang
    field = next(f for f in mcr.option_fields if f.key == "two_concealed_kongs")
    assert f"「{field.names.ja}」" in e.text("ja") and f"“{field.names.zh_hans}”" in e.text("zh-Hans")
    assert f"「{field.names.zh_hant}」" in e.text("zh-Hant")
    assert "4 行目" in e.text("ja") and "第 4 行" in e.text("zh-Hans") and "第 4 行" in e.text("zh-Hant")


def test_toml_parser_words_are_translated_with_their_place(tmp_path: Path) -> None:
    e, _path = _raise(Fault("x", '[preset.house]\nen = "House"\n[preset.house.options\n', "mcr"), tmp_path)
    assert e.message.endswith("Expected ']' at the end of a table declaration (at line 3, column 22)")
    assert e.text("zh-Hans").endswith("表头末尾缺少 ']'（第 3 行第 22 个字符）")
    assert e.text("zh-Hant").endswith("表格標頭結尾缺少 ']'（第 3 行第 22 個字元）")
    assert e.text("ja").endswith("テーブルの宣言の終わりに ']' がありません（3 行目 22 文字目）")


def test_item_edits_in_the_options_are_said_in_every_language() -> None:
    """The same item mistakes in the options (the batch, the command line) speak every language too."""
    r = get_rules("riichi")
    with pytest.raises(OptionError) as info:
        r.check_options({"items": {"ippatu": 2}})
    e = info.value
    assert e.message == "items: ippatu: unknown item; did you mean ippatsu?"
    assert e.text("ja") == "項目表 items：ippatu：不明な項目です。ippatsu のことですか？"
    assert e.text("zh-Hans") == "项目表 items：ippatu：未知的项目；是不是 ippatsu？"
    assert e.text("zh-Hant") == "項目表 items：ippatu：未知的項目；是不是 ippatsu？"
    with pytest.raises(OptionError) as info:
        r.check_options({"items": {"nothing_like_it": 2}})
    assert "`mjscore rules RULES`" in info.value.text("ja") and "id" in info.value.text("ja")
    assert info.value.message.endswith("; `mjscore rules RULES` lists the ids")


def test_a_preset_file_that_cannot_be_saved_says_so_in_every_language(tmp_path: Path) -> None:
    r = get_rules("taiwan")
    opts = r.check_options({})
    with pytest.raises(PresetError) as info:
        save_preset_file(r, tmp_path, "saved", "x", opts)  # a folder at the path
    e = info.value
    assert "cannot write the preset file" in e.message
    check_languages(e, tmp_path, _typed_words(r))
    with pytest.raises(PresetError) as info:
        save_preset_file(r, tmp_path / "k.toml", "a b", "x", opts)
    e = info.value
    assert e.field == "key" and e.names is not None
    for lang in OTHER_LANGS:
        assert "'a b'" in e.text(lang) and e.message not in e.text(lang)
        assert not _english_words(e.text(lang), {"a b"}), e.text(lang)


def test_the_bundled_font_draws_every_preset_error(tmp_path: Path) -> None:
    """The window's subset font has every character of these errors' translations (rerun
    tools/make_font_subset.py after adding a message)."""
    ttlib = pytest.importorskip("fontTools.ttLib")
    cmaps = [
        ttlib.TTFont(ROOT / "assets" / "fonts" / name).getBestCmap()
        for name in ("NotoSansCJK-Subset.otf", "NotoSansCJK-Subset-Bold.otf")
    ]
    missing: set[str] = set()
    for i, fault in enumerate(FAULTS):
        folder = tmp_path / str(i)
        folder.mkdir()
        e, path = _raise(fault, folder)
        for lang in OTHER_LANGS:
            missing.update(
                ch
                for ch in e.text(lang).replace(str(path), "")
                if ord(ch) > 0x7F and any(ord(ch) not in cmap for cmap in cmaps)
            )
    assert not missing, "".join(sorted(missing))


# -- the window -----------------------------------------------------------------------------------

HAND = "{1111m}{9999p}123s456s5z+5z"  # MCR: two concealed kongs, 6 fan by default


def test_the_window_in_japanese_says_why_a_preset_file_did_not_load(qtbot: Any, tmp_path: Path) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    pytest.importorskip("PySide6")
    pytest.importorskip("pytestqt")
    from gui.app import make_window
    from gui.qt import QMessageBox
    from gui.window import MainWindow

    window = make_window("mcr", HAND, "ja")
    assert isinstance(window, MainWindow)
    window.remember_choices = False
    qtbot.addWidget(window)
    window.show()
    try:

        def value() -> int | None:
            score = window.state.evaluation().score
            assert score is not None
            item = score.item("two_concealed_kongs")
            return item.value if item is not None else None

        assert value() == 6
        bad = tmp_path / "broken.toml"
        bad.write_text(
            '[preset.house]\nen = "House"\nja = "ハウス"\n[preset.house.options]\ntwo_concealed_kongs = 7\n',
            encoding="utf-8",
        )
        before = (window.state.snapshot, [window.preset_combo.itemText(i) for i in range(window.preset_combo.count())])
        assert not window.load_preset_file(str(bad))
        with pytest.raises(PresetError) as info:
            get_rules("mcr").read_preset_file(bad)
        japanese = info.value.text("ja")
        shown = window.preset_problem
        assert shown == japanese
        assert str(bad) in shown and "5 行目" in shown and "two_concealed_kongs" in shown
        assert "は不可" in shown and info.value.message not in shown and "line 5" not in shown
        assert window.status.currentMessage() == shown
        box = window.findChild(QMessageBox, "preset_error")
        assert box is not None and box.isVisible()
        assert japanese in box.text() and "プリセットファイルは読み込まれませんでした" in box.text()
        box.close()
        after = (window.state.snapshot, [window.preset_combo.itemText(i) for i in range(window.preset_combo.count())])
        assert after == before and value() == 6
        # the window keeps working: a mended file loads, and its options score the hand
        good = tmp_path / "house.toml"
        good.write_text(bad.read_text(encoding="utf-8").replace("= 7", "= 8"), encoding="utf-8")
        assert window.load_preset_file(str(good))
        assert window.preset_problem == "" and value() == 8
        assert window.preset_combo.currentText() == "ハウス"
    finally:
        window.language_chosen("en")  # (the translator too: the next window starts in English)
        window.close()
