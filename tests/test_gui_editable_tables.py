"""Editable tables in the window (issue 28): a preset file's item values score the hand on
screen, the breakdown names the table (preset, file, what was changed), the options save as a
preset file that loads back, and a win recorded on the match sheet keeps its table whole."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from core.referee.records import Store  # noqa: E402
from core.rules import get_rules  # noqa: E402
from gui.app import make_window  # noqa: E402
from gui.widgets.results import score_command  # noqa: E402
from gui.window import MainWindow  # noqa: E402

HAND = "123m456m789m123p456p1s+1s"  # Taiwanese: 門清一摸三 when self-drawn
HOUSE = """[preset.house]
en = "House table"
zh-Hant = "本家台數表"
base = "seed"
[preset.house.items]
concealed_self_draw = 5
single_wait = false
"""


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    w = make_window("taiwan", HAND, "en")
    w.remember_choices = False  # type: ignore[attr-defined]
    qtbot.addWidget(w)
    w.show()
    w.state.set_context("self_drawn", True)
    return w  # type: ignore[return-value]


def _items(window: MainWindow) -> dict[str, int]:
    score = window.state.evaluation().score
    assert score is not None
    return {it.id: it.value for it in score.items}


def test_a_preset_files_item_values_score_the_hand_and_the_breakdown_names_the_table(
    window: MainWindow, tmp_path: Path
) -> None:
    results = window.breakdown
    assert _items(window)["concealed_self_draw"] == 2
    assert results.table_label.text() == "Table: the rule set's defaults"
    path = tmp_path / "house.toml"
    path.write_text(HOUSE, encoding="utf-8")
    assert window.load_preset_file(str(path))
    items = _items(window)
    assert items["concealed_self_draw"] == 5 and "single_wait" not in items
    assert results.table_label.text() == "Table: House table (preset house, file house.toml)"
    assert results.table_label.toolTip() == f"Table: House table (preset house, file {path})"
    assert results.table_label.isVisible()  # in the status bar, always in sight
    window.language_chosen("zh-Hant")
    assert results.table_label.toolTip() == f"計分表：本家台數表 (預設 house, 檔案 {path})"
    window.language_chosen("en")
    window.state.set_option("tai_value", 20)  # a change by hand is named
    assert results.table_label.text().endswith("; changed: Value of one tai")
    assert "--preset-file" in score_command(window.state) and "--option tai_value=20" in score_command(window.state)
    assert f"Table: House table (preset house, file {path}); changed: Value of one tai" in results.as_text()


def test_the_options_save_as_a_preset_file_that_loads_back(window: MainWindow, tmp_path: Path) -> None:
    house = tmp_path / "house.toml"
    house.write_text(HOUSE, encoding="utf-8")
    assert window.load_preset_file(str(house))
    window.state.set_option("base", 50)
    saved = tmp_path / "my table"
    assert window.save_preset_file(str(saved))
    path = tmp_path / "my table.toml"
    text = path.read_text(encoding="utf-8")
    assert "[preset.my_table.items]" in text and "concealed_self_draw = 5" in text and "base = 50" in text
    assert window.breakdown.table_label.toolTip() == f"Table: my table (preset my_table, file {path})"
    assert _items(window)["concealed_self_draw"] == 5
    # the file is the user's: loaded again in a new window, it scores the same
    (preset,) = get_rules("taiwan").read_preset_file(path)
    assert dict(preset.options)["base"] == 50


def test_a_preset_file_that_cannot_be_saved_is_reported_and_nothing_changes(
    window: MainWindow, tmp_path: Path, qtbot: Any
) -> None:
    before = window.state.options
    assert not window.save_preset_file(str(tmp_path / "no" / "such" / "folder" / "x.toml"))
    assert "cannot write the preset file" in window.preset_problem
    assert window.state.options == before
    assert not list(tmp_path.rglob("*.toml*"))


def test_a_win_recorded_under_a_preset_file_keeps_its_table_whole(window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "house.toml"
    path.write_text(HOUSE, encoding="utf-8")
    assert window.load_preset_file(str(path))
    store = Store(tmp_path / "m.sqlite")
    match = store.create_match("taiwan", ["A", "B", "C", "D"], options=window.state.options)
    inputs = {
        "hand": "123m456m789m123p456p1s",
        "win": "1s",
        "context": {"self_drawn": True},
        "options": window.state.options,
    }
    from core.referee.match import WinInput

    store.add(match.id, WinInput(0, None, inputs))
    path.unlink()  # the file gone: the record does not need it
    (row,) = store.sheet(match.id).rows
    body = row.body
    assert json.loads(body.inputs_json)["options"]["items"] == {"concealed_self_draw": 5, "single_wait": False}
    assert {i["id"]: i["value"] for i in body.result["items"]}["concealed_self_draw"] == 5
    assert body.result["table"]["file"] == str(path)
    assert list(store.verify(match.id)) == []  # scored again without the file: the same score
