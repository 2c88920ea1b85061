"""The match sheet as a scoring station (core/referee/offline.py in the window): on a server that
cannot be reached, the window offers to keep scoring offline; the entries kept are shown marked
and sent when the server is back; an entry the server's sheet no longer fits is a conflict, shown
with the server's words in the window's language and never written over. Against a real
PostgreSQL server (tests/pg_server.py), stopped and started again."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from core.engine.match_rules import Draw, WinHand  # noqa: E402
from core.referee.pg_store import STORE_ENV, PgStore  # noqa: E402
from gui import store_setting  # noqa: E402
from gui.app import make_window  # noqa: E402
from gui.window import MainWindow  # noqa: E402

HAND = "123m456p789s1z [777z] +1z"  # 17 fan on a discard (MCR): 8 + 17 from the discarder, 8 from each other
PLAYERS = ("Ann", "Bob", "Cid", "Dee")


@pytest.fixture
def station(
    qtbot: Any, pg_server: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[tuple[Any, MainWindow, Any, PgStore]]:
    """A window whose store is a new database of the server (set by $MJSCORE_STORE), its data
    folder (the station's outbox) in ``tmp_path``, with a match started on it."""
    url = pg_server.new_database()
    monkeypatch.setenv(STORE_ENV, url)
    monkeypatch.setenv("MJSCORE_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(store_setting, "RETRY_SECONDS", 0.5)
    w = make_window("mcr", None, "en")
    qtbot.addWidget(w)
    w.resize(1280, 860)
    w.show()
    mw = w.open_match_sheet()
    assert mw is not None, w.store_problem
    qtbot.addWidget(mw)
    assert mw.station is not None and mw.station.path == tmp_path / "station-outbox.sqlite3"
    for edit, name in zip(mw.player_edits, PLAYERS):
        edit.setText(name)
    mw.new_button.click()
    assert mw.match is not None, mw.message.text()
    owner = PgStore(url)
    yield pg_server, w, mw, owner
    w.language_chosen("en")
    mw.send_timer.stop()
    mw.station.close()
    mw.station = None
    mw.store.close()
    owner.close()


def _win(w: MainWindow, mw: Any, winner: int, discarder: int | None) -> bool:
    w.notation.edit.setText(HAND)
    w.notation.edit.editingFinished.emit()
    mw.winner_combo.setCurrentIndex(mw.winner_combo.findData(winner))
    mw.discarder_combo.setCurrentIndex(mw.discarder_combo.findData(-1 if discarder is None else discarder))
    return bool(mw.record_win())


def test_the_window_keeps_scoring_offline_and_sends_when_the_server_is_back(station: Any) -> None:
    server, w, mw, owner = station
    mid = mw.match.id
    assert _win(w, mw, 0, 1) and "Recorded as entry 1." in mw.message.text()  # the server is there
    with server.away():
        assert not _win(w, mw, 1, 2)
        # said, naming the server, and offered: keep scoring offline
        assert "Not recorded: cannot reach the store's server" in mw.problem, mw.problem
        assert mw.offline_button.isVisible()
        assert mw.go_offline()  # the win the server could not take is kept first
        assert mw.offline and "Kept on this computer as entry 2" in mw.message.text(), mw.message.text()
        mw.record_draw_button.click()
        assert "Kept on this computer as entry 3" in mw.message.text(), mw.message.text()
        # shown as the station has it: the server's entry, the two kept ones marked
        assert mw.sheet is not None and [r.entry for r in mw.sheet.rows] == [1, 2, 3]
        assert [mw.model.data(mw.model.index(i, 2)).startswith("[kept, not sent]") for i in range(3)] == [
            False,
            True,
            True,
        ]
        assert mw.send_button.isVisible() and "2 entries kept on this computer" in mw.kept_label.text()
        shown = mw.sheet.totals
        # an entry is not changed offline, and sending while the server is away keeps them
        mw.select_entry(1)
        assert not mw.delete_selected() and "Offline, only new entries are kept" in mw.problem
        assert not mw.send_kept() and "2 entries stay kept" in mw.problem
        assert mw.offline
    # the server is back: sent, in order, onto the sheet they were scored on
    assert mw.send_kept(), mw.message.text()
    assert "Sent 2 kept entries to the server." in mw.message.text()
    assert not mw.offline and not mw.send_button.isVisible() and not mw.kept_label.isVisible()
    sheet = owner.sheet(mid)
    assert [r.entry for r in sheet.rows] == [1, 2, 3] and sheet.totals == shown
    assert isinstance(sheet.rows[1].body, WinHand) and isinstance(sheet.rows[2].body, Draw)
    assert mw.sheet is not None and mw.sheet.totals == shown
    assert not any(mw.model.data(mw.model.index(i, 2)).startswith("[kept") for i in range(3))
    # and the window writes to the server again
    assert _win(w, mw, 2, None) and "Recorded as entry 4." in mw.message.text()
    assert len(owner.sheet(mid).rows) == 4


def test_a_conflict_is_shown_with_the_servers_words_and_nothing_is_overwritten(station: Any) -> None:
    server, w, mw, owner = station
    mid = mw.match.id
    with server.away():
        mw.record_draw_button.click()
        assert mw.offline_button.isVisible(), mw.problem
        assert mw.go_offline() and "Kept on this computer as entry 1" in mw.message.text()
    # meanwhile a referee's station wrote to the same match: the kept entry no longer fits
    owner.add(mid, Draw())
    w.language_chosen("ja")
    assert not mw.send_kept()
    conflicts = mw.station.conflicts()
    assert len(conflicts) == 1 and conflicts[0].match_id == mid
    text = mw.conflicts_text()
    assert mw.conflicts_box.isVisible() and f"kept entry {conflicts[0].id}" not in text  # (said in Japanese)
    assert not mw.kept_label.isVisible()  # (nothing kept to send: only the conflict, with its Drop… button)
    assert mw.drop_buttons[conflicts[0].id].isVisible() and mw.drop_buttons[conflicts[0].id].text() == "破棄…"
    from core.referee.offline import said_words

    assert said_words(conflicts[0], "ja") in text and said_words(conflicts[0], "ja") != said_words(conflicts[0], "en")
    # the server's sheet is the referee's: one entry, not written over
    assert [r.entry for r in owner.sheet(mid).rows] == [1]
    assert not mw.offline and mw.sheet is not None and len(mw.sheet.rows) == 1


def _conflict(server: Any, w: MainWindow, mw: Any, owner: PgStore) -> Any:
    """A draw kept while the server was away, which a referee's station then made a conflict
    (another entry written to the match meanwhile); the conflict, shown."""
    mid = mw.match.id
    with server.away():
        mw.record_draw_button.click()
        assert mw.go_offline() and "Kept on this computer as entry 1" in mw.message.text()
    owner.add(mid, Draw())
    assert not mw.send_kept()
    (conflict,) = mw.station.conflicts()
    assert mw.conflicts_box.isVisible() and list(mw.drop_buttons) == [conflict.id]
    assert f"kept entry {conflict.id}, match {mid}" in mw.conflicts_text()
    return conflict


def _answer(monkeypatch: pytest.MonkeyPatch, answer: Any) -> list[tuple[str, str]]:
    """QMessageBox.question answered ``answer`` (no box shown); the titles and texts asked."""
    from PySide6.QtWidgets import QMessageBox

    asked: list[tuple[str, str]] = []

    def question(parent: Any, title: str, text: str, *args: Any) -> Any:
        asked.append((title, text))
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def test_a_conflict_is_dropped_through_the_window_after_a_confirmation(
    station: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QMessageBox

    server, w, mw, owner = station
    mid = mw.match.id
    conflict = _conflict(server, w, mw, owner)
    asked = _answer(monkeypatch, QMessageBox.StandardButton.Yes)
    mw.drop_buttons[conflict.id].click()
    # asked first, saying what is dropped (the entry as made, its match) and that it is kept, marked
    ((title, text),) = asked
    assert title == "Drop a conflict"
    assert f"kept entry {conflict.id}, made {conflict.made}: Draw; match {mid} (Ann, Bob, Cid, Dee)" in text, text
    assert "once a referee has recorded what is right on the server's sheet" in text
    assert f"it stays in this computer's station file ({mw.station.path}), marked dropped" in text
    # dropped: the list is empty, the entry stays in the station's file marked dropped
    assert mw.station.conflicts() == () and not mw.conflicts_box.isVisible() and mw.drop_buttons == {}
    dropped = mw.station.kept(states=("dropped",))
    assert [(k.id, k.match_id, k.state) for k in dropped] == [(conflict.id, mid, "dropped")]
    assert f"Kept entry {conflict.id} dropped" in mw.message.text() and not mw.problem
    # the server's sheet is the referee's, untouched
    assert [r.entry for r in owner.sheet(mid).rows] == [1] and not mw.offline


def test_cancelling_the_confirmation_drops_nothing_and_a_failure_is_said(
    station: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QMessageBox

    server, w, mw, owner = station
    conflict = _conflict(server, w, mw, owner)
    asked = _answer(monkeypatch, QMessageBox.StandardButton.Cancel)
    w.language_chosen("zh-Hant")
    mw.drop_buttons[conflict.id].click()
    ((title, text),) = asked
    assert title == "作廢衝突" and f"保留的記錄 {conflict.id}" in text and "標記為已作廢" in text, text
    assert [k.id for k in mw.station.conflicts()] == [conflict.id] and mw.station.kept(states=("dropped",)) == ()
    assert mw.conflicts_box.isVisible() and list(mw.drop_buttons) == [conflict.id]
    # the station's refusal (dropped meanwhile, by ``mjscore station drop``): said in the window's language
    mw.station.drop(conflict.id)
    monkeypatch.setattr(mw.station, "conflicts", lambda: (conflict,))  # (the list shown before the other drop)
    _answer(monkeypatch, QMessageBox.StandardButton.Yes)
    assert not mw.drop_conflict(conflict.id)
    assert mw.problem == f"未作廢：待發送記錄 {conflict.id} 不是衝突", mw.problem
    assert [k.id for k in mw.station.kept(states=("dropped",))] == [conflict.id]
