"""The windows' store (gui/store_setting.py): $MJSCORE_STORE first, then the store chosen in File >
Store… (this computer's file or a server), else the file; a server that cannot be reached, a
refused login and a missing driver said in the window's language, naming the address without
its password, and the window goes on. Against a real PostgreSQL server (tests/pg_server.py)."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from core.referee.pg_store import STORE_ENV, PgStore  # noqa: E402
from core.referee.records import Store  # noqa: E402
from gui import store_setting  # noqa: E402
from gui.app import make_window  # noqa: E402
from gui.qt import QDialogButtonBox  # noqa: E402
from gui.store_setting import chosen_store, save_store, saved_store  # noqa: E402
from gui.window import MainWindow  # noqa: E402

HAND = "123m456p789s1z [777z] +1z"  # 17 fan on a discard (MCR)
PLAYERS = ("Ann", "Bob", "Cid", "Dee")
AWAY = "postgresql://nobody:s3cret-pw@127.0.0.1:1/event"  # (port 1: nothing listens)


@pytest.fixture
def window(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    monkeypatch.delenv(STORE_ENV, raising=False)
    monkeypatch.setattr(store_setting, "RETRY_SECONDS", 1.0)  # (the window's own is 5 s)
    save_store("")
    w = make_window("mcr", None, "en")
    qtbot.addWidget(w)
    w.resize(1280, 860)
    w.show()
    yield w
    for sheet in (w.match_window, w.tournament_window):
        if sheet is not None:
            sheet.store.close()
    save_store("")
    w.language_chosen("en")


@pytest.fixture
def event(pg_server: Any) -> Iterator[tuple[str, str, PgStore]]:
    """A database, its owner's store, and a director's login with a password (the address)."""
    url = pg_server.new_database()
    owner = PgStore(url)
    login = url.rsplit("/", 1)[1] + "_st_dir"
    owner.add_station(login, "director", "pw-director")
    yield url, url.replace("//mjscore@", f"//{login}:pw-director@"), owner
    owner.close()


def _choose_server(w: MainWindow, address: str) -> Any:
    dialog = w.open_store_dialog()
    dialog.server_choice.setChecked(True)
    dialog.url_edit.setText(address)
    return dialog


def _record_a_win(qtbot: Any, w: MainWindow) -> Any:
    mw = w.open_match_sheet()
    assert mw is not None, w.store_problem
    qtbot.addWidget(mw)
    for edit, name in zip(mw.player_edits, PLAYERS):
        edit.setText(name)
    mw.new_button.click()
    assert mw.match is not None, mw.message.text()
    w.notation.edit.setText(HAND)
    w.notation.edit.editingFinished.emit()
    mw.winner_combo.setCurrentIndex(mw.winner_combo.findData(0))
    mw.discarder_combo.setCurrentIndex(mw.discarder_combo.findData(1))
    mw.record_win_button.click()
    assert "Recorded as entry 1" in mw.message.text(), mw.message.text()
    return mw


def test_a_station_window_scores_onto_the_server_chosen_in_the_settings(
    qtbot: Any, window: MainWindow, event: tuple[str, str, PgStore]
) -> None:
    w = window
    _url, address, owner = event
    dialog = _choose_server(w, address)
    assert dialog.test() and dialog.result_text.startswith("Connected to postgresql://")
    assert "pw-director" not in dialog.result_text
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert not dialog.isVisible() and saved_store() == address
    assert chosen_store().source == "setting"
    mw = _record_a_win(qtbot, w)
    assert isinstance(mw.store, PgStore)
    # the store in use is in sight, without its password
    shown = mw.store_label.text()
    assert shown.startswith("Store: postgresql://") and ":***@127.0.0.1" in shown and "pw-director" not in shown
    # the server has it: read back by another program
    sheet = owner.sheet(mw.match.id)
    assert [r.entry for r in sheet.rows] == [1] and sheet.totals == mw.sheet.totals
    assert sheet.totals[0] == 8 + 17 + 8 + 8 and sum(sheet.totals) == 0
    # opened again, the dialog shows the address without its password and keeps the saved one
    again = w.open_store_dialog()
    assert again.url_edit.text() == address.replace("pw-director", "***")
    assert again.address() == address
    # the tournament window opens on the same store, and says which
    tw = w.open_tournament()
    qtbot.addWidget(tw)
    assert tw.store is mw.store and "pw-director" not in tw.store_label.text()
    # back to this computer's file: the windows close the server's store and use the file
    again.file_choice.setChecked(True)
    again.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert saved_store() == "" and chosen_store().source == "default"
    assert w.tournament_window is None
    sheet_window = w.match_window
    assert sheet_window is not None and isinstance(sheet_window.store, Store)  # (it was in sight: opened again)
    qtbot.addWidget(sheet_window)


def test_the_environment_variable_wins_over_the_setting(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, event: tuple[str, str, PgStore]
) -> None:
    w = window
    _url, address, owner = event
    save_store(address)
    env_file = tmp_path / "env-store.sqlite3"
    monkeypatch.setenv(STORE_ENV, str(env_file))
    assert chosen_store().where == str(env_file) and chosen_store().source == "env"
    dialog = w.open_store_dialog()
    assert dialog.env_note.isVisibleTo(dialog) and str(env_file) in dialog.env_note.text()
    dialog.reject()
    mw = _record_a_win(qtbot, w)
    assert isinstance(mw.store, Store) and mw.store_label.text() == f"Store: {env_file}"
    assert owner.matches() == ()  # nothing went to the server of the setting
    with Store(env_file) as store:
        assert len(store.sheet(mw.match.id).rows) == 1


def test_a_server_that_cannot_be_reached_is_said_and_the_window_goes_on(qtbot: Any, window: MainWindow) -> None:
    w = window
    pytest.importorskip("psycopg")
    save_store(AWAY)
    for lang, words in (
        ("en", "The store cannot be used: cannot reach the store's server postgresql://nobody:***@127.0.0.1:1/event"),
        ("ja", "記録のサーバー postgresql://nobody:***@127.0.0.1:1/event に接続できません"),
    ):
        w.language_chosen(lang)
        started = time.monotonic()
        assert w.open_match_sheet() is None
        assert time.monotonic() - started < 8  # (waited a few seconds, not half a minute)
        assert words in w.store_problem, w.store_problem
        assert "s3cret" not in w.store_problem
        box = w.findChild(object, "store_problem")
        assert box is not None and words in box.text()
        box.close()
    assert w.store_problem.startswith("記録を使えません：")
    # the window goes on: a hand is scored as ever
    w.language_chosen("en")
    w.notation.edit.setText(HAND)
    w.notation.edit.editingFinished.emit()
    assert w.state.evaluation().score is not None and w.state.evaluation().score.total == 17
    # the dialog's test says the same and does not save a server that does not answer
    save_store("")
    dialog = _choose_server(w, AWAY)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.isVisible() and saved_store() == ""
    assert "cannot reach the store's server postgresql://nobody:***@127.0.0.1:1/event" in dialog.result_text
    dialog.reject()


def test_a_refused_login_is_said_in_the_windows_language(
    qtbot: Any, window: MainWindow, event: tuple[str, str, PgStore]
) -> None:
    w = window
    _url, address, _owner = event
    wrong = address.replace("pw-director", "not-the-password")
    for lang, words in (("en", "refuses the login: password authentication failed"), ("zh-Hans", "拒绝登录")):
        w.language_chosen(lang)
        dialog = _choose_server(w, wrong)
        started = time.monotonic()
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        assert time.monotonic() - started < 5  # (a wrong password is not waited for)
        assert dialog.isVisible() and saved_store() == ""
        assert words in dialog.result_text and ":***@127.0.0.1" in dialog.result_text, dialog.result_text
        assert "not-the-password" not in dialog.result_text
        dialog.reject()
    # saved anyway (by hand): the window says it when it opens the store, and goes on
    save_store(wrong)
    assert w.open_match_sheet() is None and "拒绝登录" in w.store_problem
    assert w.store_problem.startswith("无法使用记录库")


def test_a_missing_driver_is_said(qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    w = window
    monkeypatch.setitem(sys.modules, "psycopg", None)  # (import psycopg raises ImportError)
    w.language_chosen("zh-Hant")
    dialog = _choose_server(w, AWAY)
    assert not dialog.test()
    assert "未安裝 psycopg" in dialog.result_text and "postgresql://nobody:***@127.0.0.1:1/event" in dialog.result_text
    dialog.reject()
