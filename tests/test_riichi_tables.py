"""Riichi's points tables by han and fu (issue 12: "a han-fu points table a referee can open"),
checked against the standard table's values (transcribed as facts), and in the window."""

from __future__ import annotations

import os
from typing import Any

import pytest

from core.rules import get_rules

# (han, fu): non-dealer ron, non-dealer tsumo (non-dealer/dealer), dealer ron, dealer tsumo (each)
STANDARD = {
    (1, 30): ("1000", "300/500", "1500", "500 ∀"),
    (1, 40): ("1300", "400/700", "2000", "700 ∀"),
    (1, 110): ("3600", "900/1800", "5300", "1800 ∀"),
    (2, 20): ("—", "400/700", "—", "700 ∀"),
    (2, 25): ("1600", "—", "2400", "—"),
    (2, 30): ("2000", "500/1000", "2900", "1000 ∀"),
    (3, 25): ("3200", "800/1600", "4800", "1600 ∀"),
    (3, 30): ("3900", "1000/2000", "5800", "2000 ∀"),
    (3, 60): ("7700", "2000/3900", "11600", "3900 ∀"),
    (3, 70): ("8000", "2000/4000", "12000", "4000 ∀"),
    (4, 20): ("—", "1300/2600", "—", "2600 ∀"),
    (4, 30): ("7700", "2000/3900", "11600", "3900 ∀"),
    (4, 40): ("8000", "2000/4000", "12000", "4000 ∀"),
}


def cell(tables: Any, dealer: bool, han: int, fu: int, tsumo: bool) -> str:
    table = tables[1 if dealer else 0]
    row = next(cells for header, cells in table.rows if header.en == f"{fu} fu")
    return row[(han - 1) * 2 + (1 if tsumo else 0)]


def test_the_points_tables_agree_with_the_standard_table() -> None:
    rules = get_rules("riichi")
    tables = rules.reference_tables(rules.check_options({}))
    assert [t.title.en for t in tables] == ["Non-dealer: points by han and fu", "Dealer: points by han and fu"]
    for (han, fu), (ron, tsumo, dealer_ron, dealer_tsumo) in STANDARD.items():
        assert cell(tables, False, han, fu, False) == ron, (han, fu)
        assert cell(tables, False, han, fu, True) == tsumo, (han, fu)
        assert cell(tables, True, han, fu, False) == dealer_ron, (han, fu)
        assert cell(tables, True, han, fu, True) == dealer_tsumo, (han, fu)


def test_kiriage_mangan_shows_in_the_tables() -> None:
    rules = get_rules("riichi")
    tables = rules.reference_tables(rules.check_options({"kiriage": True}))
    assert cell(tables, False, 4, 30, False) == "8000" and cell(tables, True, 3, 60, False) == "12000"


def test_the_window_opens_the_tables_of_a_rule_set_that_has_them(qtbot: Any) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    pytest.importorskip("pytestqt")
    from gui.app import make_window

    w = make_window("riichi", None, "ja")
    qtbot.addWidget(w)
    assert w.tables_action.isEnabled()
    tw = w.open_tables()
    qtbot.addWidget(tw)
    assert tw.tabs.count() == 2 and tw.tabs.tabText(1) == "親：翻符点数表"
    model = tw.views[0].model()
    assert model.headerData(0, __import__("PySide6.QtCore").QtCore.Qt.Orientation.Horizontal) == "1翻 ロン"
    w.state.set_rules("mcr")
    assert not w.tables_action.isEnabled()  # MCR offers none
