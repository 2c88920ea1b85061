"""Issue 11, "a layout that holds": nothing moves under the pointer while a hand is entered,
the window works at 1024x640 in every language and rule set and uses the room at 1920x1080,
and the toolbar stays still."""

from __future__ import annotations

import os
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint  # noqa: E402
from PySide6.QtWidgets import QApplication, QToolBar  # noqa: E402

from core.rules import get_rules, rule_sets  # noqa: E402
from gui.app import make_window  # noqa: E402
from gui.window import MainWindow  # noqa: E402

LANGS = ("en", "zh-Hans", "zh-Hant", "ja")
HANDS = {
    "mcr": "123m456p789s1z [777z] +1z",
    "riichi": "234m456p678s2255s+5s",
    "taiwan": "123m456m789p555z666z5s 1f2f3f4f +5s",
    "sanma": "234p456p678s2255s+5s",
}


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def open_window(qtbot: Any, rules: str, lang: str, size: tuple[int, int], hand: str | None = None) -> MainWindow:
    w = make_window(rules, hand, lang)
    qtbot.addWidget(w)
    w.show()
    w.resize(*size)
    settle()
    return w  # type: ignore[return-value]


def palette_top(w: MainWindow) -> int:
    settle()
    return w.palette_widget.buttons["1m"].mapTo(w, QPoint(0, 0)).y()


def test_the_palette_holds_still_while_a_hand_is_entered(qtbot: Any) -> None:
    w = open_window(qtbot, "mcr", "en", (1280, 860))
    top = palette_top(w)
    w.palette_widget.buttons["1m"].click()  # the first tile
    assert palette_top(w) == top
    for t in ("1m", "1m", "2m", "3m", "4m"):
        w.palette_widget.buttons[t].click()
    assert palette_top(w) == top
    idx = [0, 1, 2]
    w.state.declare_meld(w.state.meld_options(idx)[0], idx)  # a meld is declared
    assert palette_top(w) == top
    w.notation.edit.setText("1m [12")  # a mistake under the box
    w.notation.commit()
    assert w.notation.error.text() and palette_top(w) == top
    w.state.set_from_notation("123m456p789s1z [777z] +1z")  # a complete hand, a breakdown
    assert palette_top(w) == top


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("rules", [r for r in rule_sets() if get_rules(r).built])
def test_the_window_works_at_1024_by_640(qtbot: Any, rules: str, lang: str) -> None:
    w = open_window(qtbot, rules, lang, (1024, 640), HANDS[rules])
    hint = w.minimumSizeHint()
    assert hint.width() <= 1024 and hint.height() <= 640, (hint.width(), hint.height())
    assert (w.width(), w.height()) == (1024, 640)
    palette, context, results = w.main_split.sizes()
    assert context >= 220, w.main_split.sizes()  # the context labels are not clipped to a sliver
    assert results >= 280 and palette >= w.palette_widget.width_for(26)
    assert w.palette_widget.width() <= w.palette_widget.parentWidget().width()  # all nine tiles of a row show
    toolbar = w.findChild(QToolBar)
    assert toolbar.sizeHint().width() <= 1024  # no overflow menu: the language selector stays on the bar
    assert w.lang_combo.isVisible()


def test_the_room_of_a_big_window_is_used(qtbot: Any) -> None:
    w = open_window(qtbot, "mcr", "en", (1024, 640), HANDS["mcr"])
    small_tile, small_hand = w.palette_widget.tile_width, w.strip.tile
    w.resize(1920, 1080)
    settle()
    assert w.palette_widget.tile_width > small_tile + 10  # the tiles scale with the window
    assert w.strip.tile > small_hand
    assert sum(w.main_split.sizes()) > 1800
    # the fan names stay near their values: the names column is no wider than its longest name needs
    header = w.breakdown.table.horizontalHeader()
    assert header.sectionSize(0) < w.breakdown.table.width() // 2


def test_long_undo_labels_keep_the_toolbar_still(qtbot: Any) -> None:
    w = open_window(qtbot, "taiwan", "en", (1280, 860))
    toolbar = w.findChild(QToolBar)
    before = toolbar.sizeHint().width()
    w.state.set_context("first_go_around", True)  # "Undo set Within the first go-around"
    settle()
    assert "Within the first go-around" in w.undo_action.toolTip()
    assert toolbar.sizeHint().width() == before


def test_dora_indicators_are_picked_as_tiles(qtbot: Any) -> None:
    from gui.widgets.context import TilesEdit

    w = open_window(qtbot, "riichi", "ja", (1280, 860), "234m456p678s2255s+5s")
    w.state.set_context("riichi", True)
    field = w.context_panel.controls["dora_indicators"]
    assert isinstance(field, TilesEdit)
    menu = field.pick.menu()
    assert menu is not None and len(menu.actions()) == 4  # the three suits and the honours
    man = menu.actions()[0].menu()
    one_man = man.actions()[0]
    assert one_man.text() == "1萬" and not one_man.icon().isNull()  # a picture and a name
    one_man.trigger()  # indicator 1m: dora 2m, one in the hand
    assert w.state.context["dora_indicators"] == "1m"
    assert w.breakdown.verdict.text().startswith("和了：3翻")


def test_the_red_fives_are_drawn_red_in_the_reading(qtbot: Any) -> None:
    w = open_window(qtbot, "riichi", "en", (1280, 860), "234m406p678s2255s+5s")  # 0p: the red five of dots
    w.state.set_context("riichi", True)
    view = w.breakdown.decomposition
    assert view._reds == {13: 1}  # one red 5p
    labels = [lbl for box in view.groups for lbl in box.findChildren(__import__("PySide6.QtWidgets").QtWidgets.QLabel)]
    from core.model.tiles import Tile
    from gui.widgets.tileart import icon_size, tile_icon

    red = tile_icon(Tile(13, True), view.tile).pixmap(icon_size(view.tile)).toImage()
    plain = tile_icon(Tile(13), view.tile).pixmap(icon_size(view.tile)).toImage()
    shown = [lbl.pixmap().toImage() for lbl in labels]
    assert sum(1 for img in shown if img == red) == 1 and not any(img == plain for img in shown)
