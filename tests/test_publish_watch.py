"""``publish --watch`` under load (issue 46), by benchmarks/watch_load.py: stations (processes)
write results while the site is kept up to date and a reader polls the pages; no read is a
partial page or a version the publisher never wrote, every entry reaches the pages, and the
standings pages agree with ``mjscore tournament standings`` at the end.

Every run: SQLite, 4 stations for a few seconds. With MJSCORE_LONG_CHECKS=1: 8 stations on
SQLite and on PostgreSQL for MJSCORE_WATCH_SECONDS (default 20; the issue's 10 minutes are run
by hand: ``python benchmarks/watch_load.py --seconds 600``, figures in docs/web.md)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from benchmarks.watch_load import run, whole_page
from core.publish.site import Site
from core.publish.watch import publish_once
from core.referee.records import Store
from core.referee.tournament_store import Tournaments
from tests.publish_helpers import small_tournament

long_run = pytest.mark.skipif(
    not os.environ.get("MJSCORE_LONG_CHECKS"), reason="the --watch load runs: set MJSCORE_LONG_CHECKS=1"
)


def _checked(result: Any) -> None:
    print("\n" + result.text())
    assert result.problems() == []
    assert result.entries > 0 and len(result.lags) == result.entries and result.never_shown == 0
    assert result.updates > 1 and result.pages_rewritten > 0
    assert result.reads > 0 and result.standings_pages >= 2


def test_a_cut_or_broken_page_is_not_whole(tmp_path: Path) -> None:
    """The reader's check can fail: every cut of a real page is found partial."""
    with Store(tmp_path / "s.sqlite3") as store:
        tid = small_tournament(store)
        publish_once(Tournaments(store), tid, Site(tmp_path / "site", web_font=False))
    data = (tmp_path / "site" / "en" / "player-1.html").read_bytes()
    assert whole_page(data) == ""
    for cut in (1, len(data) // 3, len(data) // 2, len(data) - 9, len(data) - 2):
        assert whole_page(data[:cut]) != "", cut
    assert whole_page(data.replace(b"</table>", b"", 1)) != ""
    assert whole_page(data[:100] + b"\xe9" + data[101:]) != ""


def test_watch_under_a_short_load_on_sqlite(tmp_path: Path) -> None:
    _checked(run(str(tmp_path / "s.sqlite3"), 4, stations=4, rounds=2, interval=0.3, folder=tmp_path / "site"))


@long_run
@pytest.mark.parametrize("back_end", ["sqlite", "postgresql"])
def test_watch_under_eight_stations(back_end: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    seconds = float(os.environ.get("MJSCORE_WATCH_SECONDS", "20"))
    if back_end == "sqlite":
        address = str(tmp_path / "s.sqlite3")
    else:
        address = request.getfixturevalue("pg_server").new_database()
    rounds = max(2, min(20, int(seconds // 8)))
    _checked(run(address, seconds, stations=8, rounds=rounds, folder=tmp_path / "site"))
