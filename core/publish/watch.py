"""Keep a tournament's site up to date while results come in (``publish --watch``).

Every ``interval`` seconds the loop reads the store's change marker
(:func:`core.publish.snapshot.change_marker`: SQLite's ``PRAGMA data_version`` on the store's
kept connection, a few counts on PostgreSQL); when it moved, it reads the tournament again and
updates the site, which makes again only the pages whose values changed and writes only the
files whose bytes changed. The loop stops when ``stop`` is set (the command line sets it on
Ctrl-C), so a test or a load run can drive it in a thread."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from core.model.errors import HandError
from core.publish.site import Report, Site
from core.publish.snapshot import change_marker, read_snapshot
from core.referee.tournament_store import Tournaments


def publish_once(tours: Tournaments, tid: str, site: Site) -> Report:
    """Bring the site up to the store's tournament ``tid`` now."""
    return site.update(read_snapshot(tours, tid, site.snapshot))


def watch(
    tours: Tournaments,
    tid: str,
    site: Site,
    *,
    interval: float = 1.0,
    stop: threading.Event | None = None,
    on_update: Callable[[Report], None] | None = None,
    on_error: Callable[[HandError], None] | None = None,
    marker: Any = None,
) -> None:
    """Update ``site`` whenever the store changes, until ``stop`` is set. ``marker``: the
    store's change marker the site was last brought up to (None: update at once). A store that
    cannot be read for a while (a server restarting) is said through ``on_error`` and tried
    again at the next interval."""
    stop = stop or threading.Event()
    while not stop.is_set():
        try:
            now = change_marker(tours.store, tid)
            if now != marker:
                report = publish_once(tours, tid, site)
                marker = now
                if on_update is not None:
                    on_update(report)
        except HandError as e:
            if on_error is None:
                raise
            on_error(e)
        stop.wait(interval)
