"""``mjscore station``: a scoring station on the tournament's server that keeps scoring while the
server is away (:mod:`core.referee.offline`), and sends what it kept when it is back.

    mjscore station follow MATCH ...          read matches into the station's mirror (do it first)
    mjscore station add MATCH win|draw|penalty|json ...   (as mjscore matches add: sent, or kept)
    mjscore station show MATCH                the sheet as the station has it (kept entries marked)
    mjscore station send                      send the kept entries; exit 1 if any is a conflict
    mjscore station conflicts [--json]        the entries the server refused, with its words
    mjscore station drop ID                   a conflict dealt with on the server's sheet

``--server`` (default ``$MJSCORE_STORE``) names the server (``postgresql://...``); ``--outbox``
(default: ``station-outbox.sqlite3`` in the data folder) the station's own file. An entry the
server could not take is said ``kept``: it is in the outbox file, committed, and is sent by the
next ``send`` (or ``add``) only onto the sheet it was scored on; an entry made on a sheet the
server no longer has is a conflict, shown and never written over another's. ``--retry-seconds``
is 0 to 600; the outbox's folder is made on the first start.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from typing import Final, TextIO

from core.engine.match_rules import refused
from core.model.errors import HandError
from core.model.names import Names
from core.referee.match_words import with_players
from core.referee.offline import Kept, Station, said_words
from core.referee.pg_store import STORE_ENV, PgStore
from core.referee.store_files import data_dir
from core.shells.arguments import SERVER_SCHEMES, not_utf8, seconds, store_address, whole
from core.shells.match_cli import _entries, _entry_parsers, _sheet_text


def add_subcommand(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:  # type: ignore[type-arg, unused-ignore]
    """Add ``station`` and its commands to ``mjscore``'s sub-commands; run it with :func:`run`."""
    s: argparse.ArgumentParser = subparsers.add_parser(
        "station",
        help="a scoring station that keeps scoring while the server is away, and sends later",
        description=__doc__.split("\n\n")[0] if __doc__ else None,
    )
    s.add_argument("--server", help="the server: postgresql://LOGIN:PASSWORD@HOST/DATABASE (default: $MJSCORE_STORE)")
    s.add_argument("--outbox", help="the station's own file (default: station-outbox.sqlite3 in the data folder)")
    s.add_argument("--retry-seconds", type=float, default=5.0, help="how long a lost server is waited for")
    sub = s.add_subparsers(dest="station_command", required=True)
    sub.add_parser("follow", help="read matches into the station's mirror").add_argument("ids", nargs="+")
    a = sub.add_parser("add", help="record what happened next: sent, or kept while the server is away")
    a.add_argument("id")
    _entry_parsers(a.add_subparsers(dest="entry_kind", required=True))
    sub.add_parser("show", help="the sheet as the station has it").add_argument("id")
    sub.add_parser("send", help="send the kept entries")
    sub.add_parser("conflicts", help="the entries the server refused").add_argument("--json", action="store_true")
    sub.add_parser("drop", help="drop a conflict a referee has dealt with").add_argument("kept", type=int)
    return s


#: the longest ``--retry-seconds`` a station waits for a lost server (ten minutes)
MAX_RETRY_SECONDS: Final = 600
#: the largest number of a kept entry (SQLite's largest integer)
MAX_KEPT: Final = 2**63 - 1

E_NO_SERVER: Final = Names(
    "a station scores onto a server: give --server postgresql://... or set MJSCORE_STORE",
    "工作站记分到服务器上：请用 --server postgresql://... 指定，或设置 MJSCORE_STORE",
    "工作站記分到伺服器上：請用 --server postgresql://... 指定，或設定 MJSCORE_STORE",
    "端末はサーバーに記録します：--server postgresql://... を指定するか MJSCORE_STORE を設定してください",
)


def _kept_line(k: Kept) -> str:
    said = said_words(k)
    return f"kept {k.id}  match {k.match_id}  {k.state}  made {k.made}{'  ' + said if said else ''}\n"


def run(args: argparse.Namespace, out: TextIO, err: TextIO | None = None) -> int:
    """Run a parsed ``mjscore station ...``; the exit status (1: refused, or conflicts)."""
    err = err or sys.stderr
    url = args.server or os.environ.get(STORE_ENV) or ""
    try:
        not_utf8(args)
        seconds(args.retry_seconds, "--retry-seconds", 0, MAX_RETRY_SECONDS)
        if args.station_command == "drop":
            whole(args.kept, "kept", 1, MAX_KEPT)
        if not url.startswith(SERVER_SCHEMES):
            raise refused(E_NO_SERVER, "bad_option")
        store_address(url, "--server" if args.server else STORE_ENV)
        outbox = args.outbox or str(data_dir() / "station-outbox.sqlite3")
        with Station(outbox, connect=lambda: PgStore(url, retry_seconds=args.retry_seconds)) as st:
            return _run(st, args, out, err)
    except HandError as e:
        err.write(f"mjscore: {e}\n")
        return 1


def _run(st: Station, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    command = args.station_command
    if command == "follow":
        for mid in args.ids:
            sheet = st.follow(mid)
            out.write(f"{mid}: {len(sheet.rows)} entries\n")
        return 0
    if command == "add":
        match = st.match(args.id)
        for entry in _entries(args, match):
            added = st.add(args.id, entry)
            if added.sent and added.revision is not None and added.revision.body is not None:
                out.write(f"sent: entry {added.revision.entry}: {with_players(added.revision.body, match)}\n")
            else:
                out.write(
                    f"kept (the server cannot be reached; it is in {st.path}, sent by 'mjscore station send'): "
                    f"{with_players(added.sheet.rows[-1].body, match)}\n"
                )
        return 0
    if command == "show":
        out.write(_sheet_text(st.local_sheet(args.id)))
        for k in st.kept(args.id):
            out.write(_kept_line(k))
        return 0
    if command == "send":
        report = st.send()
        if not report.reached:
            err.write(f"mjscore: the server cannot be reached: {len(report.waiting)} entries stay kept\n")
            return 1
        out.write(f"sent {len(report.sent)}, conflicts {len(report.conflicts)}, still kept {len(report.waiting)}\n")
        for k in report.conflicts:
            out.write(_kept_line(k))
        return 1 if report.conflicts or report.waiting else 0
    if command == "conflicts":
        found = st.conflicts()
        if args.json:
            out.write(
                json.dumps(
                    [
                        {"id": k.id, "match": k.match_id, "made": k.made, "said": json.loads(k.said or "{}")}
                        for k in found
                    ],
                    ensure_ascii=False,
                )
                + "\n"
            )
        else:
            for k in found:
                out.write(_kept_line(k))
        return 0
    st.drop(args.kept)
    out.write(f"kept {args.kept} dropped\n")
    return 0


def main(argv: Sequence[str] | None = None, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """``mjscore station ...`` on its own (``argv`` starts with ``station``), for tests."""
    parser = argparse.ArgumentParser(prog="mjscore")
    add_subcommand(parser.add_subparsers(dest="command", required=True))
    return run(parser.parse_args(argv), out or sys.stdout, err)
