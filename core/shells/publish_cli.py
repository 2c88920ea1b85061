"""``mjscore tournament publish``: a tournament's results as a static web site (issue 46).

    mjscore tournament publish ID DIR [--watch] [--interval SECONDS] [--lang en|zh-Hans|zh-Hant|ja]
                                      [--refresh SECONDS] [--no-web-font]

Writes DIR/en/, DIR/zh-Hans/, DIR/zh-Hant/ and DIR/ja/ (the live standings, the standings after
each closed round, each round's seating and results, each player's page, each table's match
sheet), DIR/index.html (opens the browser's language; ``--lang``: the one it opens when the
browser names none of the four), DIR/style.css and the web font (see :mod:`core.publish`).
``--watch`` then rewrites the pages whose data changed whenever the store changes, checking
every ``--interval`` seconds (0.1 to 3,600; default 1), until Ctrl-C. ``--refresh``: a page
reloads itself after so many seconds (1 to 3,600; default: never).
"""

from __future__ import annotations

import argparse
import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Final, TextIO

from core.engine.match_rules import refused
from core.engine.presets import os_reason
from core.model.errors import HandError
from core.model.names import LANGS, Names
from core.publish.site import Report, Site
from core.publish.snapshot import change_marker
from core.publish.watch import publish_once, watch
from core.referee.tournament_store import Tournaments
from core.shells.arguments import seconds

E_SITE_WRITE: Final = Names(
    "cannot write the site in {path}: {reason}; each page already there stays whole (a page is "
    "replaced only by a whole new one)",
    "无法在 {path} 中写入网站：{reason}；已有的每个页面保持完整（页面只会被完整的新页面替换）",
    "無法在 {path} 中寫入網站：{reason}；已有的每個頁面保持完整（頁面只會被完整的新頁面取代）",
    "{path} にサイトを書き込めません：{reason}。既存の各ページはそのままです（ページは完全な新しいページとだけ置き換わります）",
)


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg, unused-ignore]
    """Add ``publish`` to ``mjscore tournament``'s commands."""
    p = sub.add_parser("publish", help="the results as a static web site in a folder (--watch: kept up to date)")
    p.add_argument("id")
    p.add_argument("dir", help="the site's folder (made if missing)")
    p.add_argument("--watch", action="store_true", help="rewrite the pages whose data changed until Ctrl-C")
    p.add_argument("--interval", type=float, default=1.0, help="--watch: seconds between looks at the store")
    p.add_argument("--lang", choices=LANGS, default="en", help="the language opened when the browser names none")
    p.add_argument("--refresh", type=int, default=0, help="a page reloads itself after so many seconds")
    p.add_argument("--no-web-font", action="store_true", help="no web font: the phone's own fonts only")


def check(args: argparse.Namespace) -> None:
    """Refuse a number out of its bounds, naming its argument."""
    seconds(args.interval, "--interval", 0.1, 3600)
    if args.refresh:
        seconds(args.refresh, "--refresh", 1, 3600)


@contextmanager
def _stopped_by_signals(stop: threading.Event) -> Iterator[None]:
    """Ctrl-C (SIGINT) and SIGTERM set ``stop`` while the watch runs: the update being written
    is finished and the loop ends at its next wait, rather than a KeyboardInterrupt landing
    wherever the program happens to be (a store's transaction, a file half renamed). A second
    Ctrl-C interrupts at once. Outside the main thread (a test's), nothing is changed."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught = (signal.SIGINT, signal.SIGTERM)
    before = {s: signal.getsignal(s) for s in caught}

    def on_signal(number: int, _frame: object) -> None:
        if stop.is_set() and number == signal.SIGINT:
            raise KeyboardInterrupt
        stop.set()

    for s in caught:
        signal.signal(s, on_signal)
    try:
        yield
    finally:
        for s, handler in before.items():
            signal.signal(s, handler)


def _said(report: Report, folder: str, out: TextIO) -> None:
    out.write(
        f"{folder}: {len(report.written)} files written, {report.unchanged} unchanged, "
        f"{report.made} pages made in {report.seconds:.2f} s\n"
    )
    out.flush()


def run(tours: Tournaments, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """Publish (and with ``--watch`` keep publishing) tournament ``args.id`` to ``args.dir``."""
    tours.tournament(args.id)  # (refused where there is no such tournament)
    site = Site(args.dir, default=args.lang, refresh=args.refresh, web_font=not args.no_web_font)
    try:
        marker = change_marker(tours.store, args.id)
        report = publish_once(tours, args.id, site)
        if report.notice:
            err.write(f"mjscore: notice: {report.notice}\n")
        _said(report, args.dir, out)
        if not args.watch:
            return 0
        out.write(f"watching the store every {args.interval:g} s; Ctrl-C stops\n")
        out.flush()

        def said_error(e: HandError) -> None:
            err.write(f"mjscore: {e} (trying again)\n")

        stop = threading.Event()
        try:
            with _stopped_by_signals(stop):
                watch(
                    tours,
                    args.id,
                    site,
                    interval=args.interval,
                    stop=stop,
                    on_update=lambda r: _said(r, args.dir, out),
                    on_error=said_error,
                    marker=marker,
                )
        except KeyboardInterrupt:  # (a second Ctrl-C while an update was being written)
            stop.set()
        out.write("stopped\n")
        return 0
    except OSError as e:
        raise refused(E_SITE_WRITE, "bad_file", path=args.dir, reason=os_reason(e)) from None
