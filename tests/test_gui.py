"""The window, driven through its real widgets with pytest-qt (offscreen)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QSpinBox  # noqa: E402

from core.model.hand import MeldKind
from core.model.notation import parse_tiles
from core.model.tiles import Tile
from gui.app import make_window  # noqa: E402
from gui.window import MainWindow  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    w = make_window("mcr", None, "en")
    qtbot.addWidget(w)
    w.resize(1280, 860)
    w.show()
    return w  # type: ignore[return-value]


def click_tiles(window: MainWindow, text: str) -> None:
    for t in parse_tiles(text):
        window.palette_widget.buttons[str(t)].click()


def test_clicking_tiles_builds_a_hand_and_scores_it_live(window: MainWindow) -> None:
    click_tiles(window, "1112345678999p")
    assert "Ready" in window.breakdown.verdict.text()
    assert window.waits.model.rowCount() == 9  # nine gates waits on all nine
    click_tiles(window, "2p")  # the last tile added is the winning tile
    assert window.breakdown.verdict.text() == "Win: 92 fan"
    assert window.notation.edit.text() == "111345678999p2p +2p" or window.notation.edit.text().endswith("+2p")
    assert window.palette_widget.buttons["1p"].text() == "1" and window.palette_widget.buttons["2p"].text() == "2"
    assert window.palette_widget.buttons["5m"].isEnabled()


def test_palette_disables_a_tile_at_zero_copies(window: MainWindow) -> None:
    click_tiles(window, "5555m")
    b = window.palette_widget.buttons["5m"]
    assert b.text() == "0" and not b.isEnabled()
    assert window.state.remaining(Tile(4)) == 0


def test_clicking_a_hand_tile_removes_it_and_undo_brings_it_back(window: MainWindow) -> None:
    click_tiles(window, "123m")
    assert window.state.size() == 3
    window.strip.tile_buttons[0].click()
    assert window.state.size() == 2
    window.undo_action.trigger()
    assert window.state.size() == 3
    window.redo_action.trigger()
    assert window.state.size() == 2


def test_any_hand_tile_can_be_made_the_winning_tile(window: MainWindow) -> None:
    click_tiles(window, "1112345678999p2p")
    index_of_first_1p = 0
    menu = window.strip.build_menu(index_of_first_1p)
    make_win = next(a for a in menu.actions() if a.text() == "Make winning tile")
    make_win.trigger()
    hand = window.state.hand()
    assert hand.win == Tile(9)  # 1p
    assert window.notation.edit.text().endswith("+1p")


def test_typing_notation_stays_in_sync_and_errors_show_inline(window: MainWindow, qtbot: Any) -> None:
    edit = window.notation.edit
    edit.setText("123m456p789s1z [777z] +1z")
    edit.editingFinished.emit()
    assert window.state.size() == 14
    assert "Win" in window.breakdown.verdict.text()
    before = window.state.snapshot
    edit.setText("123m456p789s1z [124m] +1z")
    edit.editingFinished.emit()
    err = window.notation.error.text()
    assert "124m" in err and "position 16" in err
    assert window.state.snapshot == before  # nothing lost
    assert edit.selectionStart() == 15 and edit.selectedText() == "[124m]"  # the offending meld is selected
    # the tiles on screen are not the ones typed: no score, the tiles greyed (issue 11)
    assert "No score" in window.breakdown.verdict.text() and not window.strip.isEnabled()
    edit.setText("123m456p789s1z [123m] +1z")  # the window keeps working: fixed, it applies
    edit.editingFinished.emit()
    assert window.notation.error.text() == "" and window.strip.isEnabled()
    window.strip.tile_buttons[0].click()
    assert window.state.size() == 13


@pytest.mark.parametrize(
    "kind, tiles",
    [
        (MeldKind.CHOW, "123s"),
        (MeldKind.PUNG, "777z"),
        (MeldKind.KONG, "5555p"),
        (MeldKind.ADDED_KONG, "3333s"),
        (MeldKind.CONCEALED_KONG, "9999m"),
    ],
)
def test_each_kind_of_meld_is_declared_from_the_selection(window: MainWindow, kind: MeldKind, tiles: str) -> None:
    click_tiles(window, tiles + "1m")
    bar = window.melds
    assert not any(b.isEnabled() for b in bar.buttons.values())  # nothing selected yet
    n = len(parse_tiles(tiles))
    for b in list(window.strip.tile_buttons):
        if b.tile != Tile(0) and len(window.strip.selected) < n:
            window.strip.toggle_selection(b.property("hand_index"))
    assert bar.buttons[kind].isEnabled()
    bar.buttons[kind].click()
    melds = window.state.snapshot.melds
    assert len(melds) == 1 and melds[0].kind is kind
    assert len(window.strip.meld_buttons) == 1
    assert window.state.size() == 4  # the meld counts 3, plus the 1m
    window.strip.meld_buttons[0].click()  # undeclare
    assert window.state.snapshot.melds == ()


def test_meld_buttons_follow_the_selection(window: MainWindow) -> None:
    click_tiles(window, "124m")
    for b in window.strip.tile_buttons:
        window.strip.toggle_selection(b.property("hand_index"))
    assert not any(b.isEnabled() for b in window.melds.buttons.values())


def test_every_context_flag_and_option_is_a_control_that_changes_the_state(window: MainWindow) -> None:
    window.notation.edit.setText("[1111m] 123p456p789p5z +5z")
    window.notation.edit.editingFinished.emit()
    panel = window.context_panel
    rules = window.state.rules
    changed: set[str] = set()
    # a check box the declared constraints refuse is greyed out (杠上开花 needs a self-draw):
    # every control changes the state off a discard or on a self-draw
    for self_drawn in (False, True):
        if self_drawn:
            panel.controls["self_drawn"].click()
        for key, control in list(panel.controls.items()) + list(panel.option_controls.items()):
            before = window.state.snapshot
            if isinstance(control, QCheckBox) and not control.isEnabled():
                ctx = {f.key: f.default for f in rules.context_fields} | window.state.context
                opts = {f.key: f.default for f in rules.option_fields} | window.state.options
                assert not rules.allowed(key, not control.isChecked(), ctx, opts), key
                control.click()
                assert window.state.snapshot == before, key  # a greyed-out box does nothing
                continue
            if isinstance(control, QCheckBox):
                control.click()
            elif isinstance(control, QComboBox):
                control.setCurrentIndex((control.currentIndex() + 1) % control.count())
            elif isinstance(control, QSpinBox):
                control.setValue(control.value() + 1)
            assert window.state.snapshot != before, key
            changed.add(key)
            # whatever it did, the window explains it: a score or a named problem
            ev = window.state.evaluation()
            assert ev.score is not None or (ev.error is not None and str(ev.error))
            window.undo_action.trigger()
            assert window.state.snapshot == before
    assert changed == set(panel.controls) | set(panel.option_controls)


def marked(window: MainWindow) -> set[str]:
    panel = window.context_panel
    return {k for k, w in list(panel.controls.items()) + list(panel.option_controls.items()) if w.property("problem")}


def test_the_declared_constraints_grey_out_what_they_refuse(window: MainWindow) -> None:
    window.notation.edit.setText("123m456p789s123s5z +5z")
    window.notation.edit.editingFinished.emit()
    controls = window.context_panel.controls
    assert not controls["kong_replacement"].isEnabled()  # 杠上开花 is a self-drawn win
    assert controls["robbing_kong"].isEnabled() and controls["last_copy"].isEnabled()
    controls["self_drawn"].click()
    assert controls["kong_replacement"].isEnabled()
    assert not controls["robbing_kong"].isEnabled()  # 抢杠和 is never a self-draw
    initial = controls["initial_win"]
    assert isinstance(initial, QComboBox)

    def enabled_items() -> list[str]:
        model = initial.model()
        return [initial.itemData(i) for i in range(initial.count()) if model.item(i).isEnabled()]  # type: ignore[attr-defined]

    def refused_by_the_rules() -> list[str]:
        rules = window.state.rules
        ctx = {f.key: f.default for f in rules.context_fields} | window.state.context
        opts = {f.key: f.default for f in rules.option_fields} | window.state.options
        return [
            initial.itemData(i)
            for i in range(initial.count())
            if initial.itemData(i) != initial.currentData()
            and not rules.allowed("initial_win", initial.itemData(i), ctx, opts)
        ]

    assert enabled_items() == ["none"]  # 天和/地和/人和 need the blessings option
    window.context_panel.option_controls["blessings"].click()
    assert "heaven" in enabled_items()  # the dealer's (seat E) self-drawn 天和
    assert set(enabled_items()).isdisjoint(refused_by_the_rules())
    assert set(enabled_items()) | set(refused_by_the_rules()) == {"none", "heaven", "earth", "human"}
    seat = controls["seat_wind"]
    assert isinstance(seat, QComboBox)
    seat.setCurrentIndex(seat.findData("S"))
    assert "heaven" not in enabled_items() and len(enabled_items()) > 1  # a non-dealer's first-turn win
    assert set(enabled_items()).isdisjoint(refused_by_the_rules())
    assert set(enabled_items()) | set(refused_by_the_rules()) == {"none", "heaven", "earth", "human"}
    assert marked(window) == set()


def test_an_impossible_context_is_explained_and_its_controls_marked(window: MainWindow) -> None:
    window.notation.edit.setText("123m456p789s123s5z +5z")
    window.notation.edit.editingFinished.emit()
    panel = window.context_panel
    # a context the constraints refuse that arises anyway (from a record, an undo): named, and
    # exactly the keys the error names outlined; the control stays usable, to get out of it
    window.state.set_context("kong_replacement", True)
    text = window.breakdown.verdict.text()
    assert text.startswith("Cannot score") and "Kong replacement tile" in text and "kong_replacement" not in text
    assert marked(window) == {"kong_replacement", "self_drawn"}
    assert panel.controls["kong_replacement"].isEnabled()
    panel.controls["kong_replacement"].click()
    assert window.state.evaluation().score is not None and marked(window) == set()
    # an option turned off under a context that needs it: the option is outlined too
    panel.controls["self_drawn"].click()
    panel.option_controls["blessings"].click()
    initial = panel.controls["initial_win"]
    assert isinstance(initial, QComboBox)
    initial.setCurrentIndex(initial.findData("heaven"))
    assert window.state.evaluation().score is not None
    panel.option_controls["blessings"].click()
    assert window.breakdown.verdict.text().startswith("Cannot score")
    assert marked(window) == {"initial_win", "blessings"}


def test_preset_switch_changes_the_score(window: MainWindow) -> None:
    window.notation.edit.setText("{1111m}{9999p}123s456s5z+5z")
    window.notation.edit.editingFinished.emit()
    total = window.state.evaluation().score.total  # type: ignore[union-attr]
    window.preset_combo.setCurrentIndex(window.preset_combo.findData("green_book_2006"))
    assert window.state.evaluation().score.total == total + 2  # type: ignore[union-attr]  # 双暗杠 6 -> 8


def test_switching_rule_sets_keeps_the_tiles_and_scores_under_each(window: MainWindow) -> None:
    click_tiles(window, "1112345678999p2p")
    window.rules_combo.setCurrentIndex(window.rules_combo.findData("riichi"))
    assert window.state.rules.name == "riichi"
    assert window.state.size() == 14
    # junsei chuuren poutou, a double yakuman by default, won by the dealer on a discard
    assert window.breakdown.verdict.text() == "Win: 2× Yakuman, 96000 points"  # the points row, as a referee says it
    assert "0m" in window.palette_widget.buttons  # riichi declares red fives
    assert "1f" not in window.palette_widget.buttons  # and no flowers
    window.rules_combo.setCurrentIndex(window.rules_combo.findData("taiwan"))
    assert window.breakdown.verdict.text() == "Add tiles: 3 more to a complete hand"  # 17 tiles there
    window.rules_combo.setCurrentIndex(window.rules_combo.findData("mcr"))
    assert "1f" in window.palette_widget.buttons and "0m" not in window.palette_widget.buttons
    assert window.breakdown.verdict.text() == "Win: 92 fan"


def test_copy_hand_and_breakdown(window: MainWindow) -> None:
    click_tiles(window, "1112345678999p2p")
    window.copy_hand_action.trigger()
    assert QApplication.clipboard().text() == window.state.notation()
    window.copy_breakdown_action.trigger()
    text = QApplication.clipboard().text()
    assert "Nine Gates" in text and "92" in text


def test_models_pass_qtmodeltester(window: MainWindow, qtmodeltester: Any) -> None:
    click_tiles(window, "1112345678999p2p")
    qtmodeltester.check(window.breakdown.model)
    window.strip.tile_buttons[-1].click()
    qtmodeltester.check(window.waits.model)
    assert window.waits.model.rowCount() == 9


def test_screenshot_option_writes_a_png(tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run(
        [sys.executable, "-m", "gui", "--screenshot", str(out), "--hand", "111222333444z5p5p"],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert out.stat().st_size > 10_000 and out.read_bytes()[:4] == b"\x89PNG"


def test_self_test_passes() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run(
        [sys.executable, "-m", "gui", "--self-test"],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "self-test mcr: ok" in proc.stdout


def test_right_click_opens_the_menu(window: MainWindow, qtbot: Any) -> None:
    click_tiles(window, "1m")
    b = window.strip.tile_buttons[0]
    assert b.contextMenuPolicy() == Qt.ContextMenuPolicy.CustomContextMenu
    menu = window.strip.build_menu(0)
    assert [a.text() for a in menu.actions()] == ["Make winning tile", "Select for a meld", "Remove"]
    assert QPoint(0, 0) is not None


def test_language_switches_live_ui_text_and_rule_names(window: MainWindow) -> None:
    click_tiles(window, "1112345678999p2p")
    window.lang_combo.setCurrentIndex(window.lang_combo.findData("ja"))
    assert window.windowTitle() == "麻雀点数計算"
    assert window.breakdown.model.data(window.breakdown.model.index(0, 0)) == "九蓮宝燈"
    assert window.melds.buttons[MeldKind.PUNG].text() == "ポン"
    window.lang_combo.setCurrentIndex(window.lang_combo.findData("zh-Hant"))
    assert window.breakdown.model.data(window.breakdown.model.index(0, 0)) == "九蓮寶燈"
    assert window.breakdown.verdict.text() == "胡牌：92 番"  # the core's verdict, in zh-Hant
    window.lang_combo.setCurrentIndex(window.lang_combo.findData("zh-Hans"))
    assert window.breakdown.model.headerData(0, Qt.Orientation.Horizontal) == "番种"
    window.lang_combo.setCurrentIndex(window.lang_combo.findData("en"))
    assert window.windowTitle() == "Mahjong Scorer"
    assert window.breakdown.model.data(window.breakdown.model.index(0, 0)) == "Nine Gates"


def test_compiled_translations_match_their_sources(tmp_path: Path) -> None:
    """The shipped .qm files are what pyside6-lrelease makes of the checked-in .ts files."""
    import shutil

    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    exe = str(lrelease) if lrelease.exists() else shutil.which("pyside6-lrelease")
    if exe is None:
        pytest.skip("pyside6-lrelease not installed")
    for ts in sorted((ROOT / "gui" / "i18n").glob("*.ts")):
        out = tmp_path / ts.with_suffix(".qm").name
        subprocess.run([exe, str(ts), "-qm", str(out)], check=True, capture_output=True)
        assert out.read_bytes() == ts.with_suffix(".qm").read_bytes(), f"{ts.name}: run tools/i18n.py"
        text = ts.read_text(encoding="utf-8")
        assert 'type="unfinished"' not in text, f"{ts.name} has untranslated strings"


def test_the_language_and_rule_set_chosen_are_remembered_for_the_next_start(qtbot: Any) -> None:
    first = make_window(None, None, None)
    qtbot.addWidget(first)
    first.lang_combo.setCurrentIndex(first.lang_combo.findData("ja"))
    first.rules_combo.setCurrentIndex(first.rules_combo.findData("riichi"))
    second = make_window(None, None, None)
    qtbot.addWidget(second)
    assert second.lang == "ja" and second.state.rules.name == "riichi"
    first.lang_combo.setCurrentIndex(first.lang_combo.findData("en"))
    first.rules_combo.setCurrentIndex(first.rules_combo.findData("mcr"))
    third = make_window(None, None, None)
    qtbot.addWidget(third)
    assert third.lang == "en" and third.state.rules.name == "mcr"


def test_the_self_test_leaves_saved_settings_alone(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path)}
    subprocess.run(
        [sys.executable, "-m", "gui", "--self-test"], env=env, cwd=ROOT, timeout=120, check=True, capture_output=True
    )
    assert not any(tmp_path.rglob("*.conf")) or "taiwan" not in "".join(p.read_text() for p in tmp_path.rglob("*.conf"))


def test_the_scripted_session_records_a_win_and_exports_the_pdf(tmp_path: Path) -> None:
    """``--session FOLDER``, what the packaged app is checked with on every system (the Windows
    bundle under Wine too): a match started in a store in FOLDER, a win recorded through the
    sheet's Record button, the PDF exported; what it says is what the store and the file hold."""
    from core.referee.records import Store

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run(
        [sys.executable, "-m", "gui", "--session", str(tmp_path)],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "session: win recorded, totals [41, -25, -8, -8]" in proc.stdout
    (match,) = Store(tmp_path / "matches.sqlite3").matches()
    sheet = Store(tmp_path / "matches.sqlite3").sheet(match.id)
    assert list(sheet.totals) == [41, -25, -8, -8] and match.players == ("Ann", "Bob", "Cid", "Dee")
    assert (tmp_path / "session.pdf").read_bytes().startswith(b"%PDF-")


def test_the_scripted_session_fails_when_it_cannot_keep_a_store(tmp_path: Path) -> None:
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the store's folder should be")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run(
        [sys.executable, "-m", "gui", "--session", str(blocked)],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )
    assert proc.returncode == 1 and "session FAILED" in proc.stderr, proc.stdout + proc.stderr


def test_first_paint_opens_paints_and_exits() -> None:
    """``--first-paint``, what ``benchmarks/bench_gui.py --frozen`` times: the window a start
    opens, painted once, then exit 0 (no event loop left running)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run(
        [sys.executable, "-m", "gui", "--first-paint", "--rules", "riichi", "--lang", "ja"],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
