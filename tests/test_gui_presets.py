"""A user's edited preset file, loaded in the window: it joins the preset list and sets its
options; a broken one is reported with the file, the line and the field, and nothing else
changes (the built-in presets, the options and the hand stay)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from gui.app import make_window  # noqa: E402
from gui.window import MainWindow  # noqa: E402

HAND = "{1111m}{9999p}123s456s5z+5z"  # two concealed kongs: 6 fan by default, 8 in the house preset


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    w = make_window("mcr", HAND, "en")
    w.remember_choices = False  # type: ignore[attr-defined]
    qtbot.addWidget(w)
    w.show()
    return w  # type: ignore[return-value]


def _value_of(window: MainWindow, fid: str) -> int | None:
    score = window.state.evaluation().score
    assert score is not None
    item = score.item(fid)
    return item.value if item is not None else None


def test_a_users_preset_file_loads_and_sets_its_options(window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "house.toml"
    path.write_text(
        '[preset.house]\nen = "House rules"\nja = "ハウスルール"\n[preset.house.options]\ntwo_concealed_kongs = 8\n',
        encoding="utf-8",
    )
    assert _value_of(window, "two_concealed_kongs") == 6
    assert window.load_preset_file(str(path))
    assert _value_of(window, "two_concealed_kongs") == 8
    combo = window.preset_combo
    assert combo.currentText() == "House rules"
    assert [combo.itemText(i) for i in range(combo.count())][-1] == "House rules"
    window.set_language("ja")
    assert window.preset_combo.currentText() == "ハウスルール"
    window.state.undo_stack.undo()  # loading is one undoable edit
    assert _value_of(window, "two_concealed_kongs") == 6


def test_a_users_preset_says_its_help_in_the_ui_language_where_it_translates_it(
    window: MainWindow, tmp_path: Path
) -> None:
    """A user's file translates a preset's help as the built-in files do (help-ja ...); one it
    leaves out is shown in English; the file's path follows the help."""
    from PySide6.QtCore import Qt

    path = tmp_path / "house.toml"
    path.write_text(
        '[preset.house]\nen = "House rules"\nhelp = "kongs 8"\nhelp-ja = "双暗槓8翻"\n'
        "[preset.house.options]\ntwo_concealed_kongs = 8\n",
        encoding="utf-8",
    )
    assert window.load_preset_file(str(path))
    combo = window.preset_combo

    def tip() -> str:
        return str(combo.itemData(combo.findData(f"{path}#house"), Qt.ItemDataRole.ToolTipRole))

    assert tip() == f"kongs 8\n{path}" and combo.toolTip() == tip()
    window.set_language("ja")
    assert tip() == f"双暗槓8翻\n{path}"
    window.set_language("zh-Hans")
    assert tip() == f"kongs 8\n{path}"  # not translated in the file: the English
    window.set_language("en")


def test_a_broken_preset_file_is_reported_and_changes_nothing(window: MainWindow, tmp_path: Path, qtbot: Any) -> None:
    path = tmp_path / "broken.toml"
    path.write_text('[preset.house]\nen = "House"\n[preset.house.options]\ntwo_concealed_kongs = 7\n', encoding="utf-8")
    before = (window.state.snapshot, [window.preset_combo.itemText(i) for i in range(window.preset_combo.count())])
    assert not window.load_preset_file(str(path))
    assert str(path) in window.preset_problem and "line 4" in window.preset_problem
    assert "two_concealed_kongs" in window.preset_problem
    assert window.status.currentMessage() == window.preset_problem
    box = window.findChild(object, "preset_error")
    assert box is not None and box.isVisible() and str(path) in box.text()  # type: ignore[attr-defined]
    box.close()  # type: ignore[attr-defined]
    after = (window.state.snapshot, [window.preset_combo.itemText(i) for i in range(window.preset_combo.count())])
    assert after == before
    assert _value_of(window, "two_concealed_kongs") == 6
