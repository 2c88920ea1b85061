"""Test session setup: Qt runs offscreen, and the window's saved settings and the match store
go to throwaway folders instead of the user's own."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="mahjong-scorer-test-config-")
os.environ["MJSCORE_DATA_DIR"] = tempfile.mkdtemp(prefix="mahjong-scorer-test-data-")


import pytest  # noqa: E402


@pytest.fixture(scope="session")
def pg_server():  # type: ignore[no-untyped-def]
    """A PostgreSQL server of the tests' own for the whole session (tests/pg_server.py)."""
    from tests.pg_server import server_or_skip

    server = server_or_skip()
    yield server
    server.close()


@pytest.fixture(params=["sqlite", "postgresql"])
def opener(request, tmp_path):  # type: ignore[no-untyped-def]
    """Opens one match store again and again, as several programs would, on each back end: a
    file, and a database of the tests' PostgreSQL server."""
    if request.param == "sqlite":
        from core.referee.records import Store

        path = tmp_path / "matches.sqlite3"
        return lambda: Store(path)
    from core.referee.pg_store import PgStore

    url = request.getfixturevalue("pg_server").new_database()
    return lambda: PgStore(url)
