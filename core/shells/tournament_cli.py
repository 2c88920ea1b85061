"""``mjscore tournament``: a tournament without the window, in the same store as the match
sheets (:mod:`core.referee.tournament_store`).

    mjscore tournament new --rules mcr --title "Spring Open" --rounds 4 [--preset P] [--option k=v]
                          [--match-option k=v] [--id ID] [--tiebreak hands_won|average_place ...]
    mjscore tournament list [--json]
    mjscore tournament players ID [--add NAME ...] [--csv FILE] [--country C] [--ema N] [--wrc N]
                                  [--substitute] [--json]
    mjscore tournament seat ID ROUND --method random|swiss|snake|fewest|csv [--seed N] [--csv FILE]
                                     [--substitute ABSENT=SUB ...] [--balance-winds]
    mjscore tournament close ID ROUND [--time-called]
    mjscore tournament show ID [--json]
    mjscore tournament standings ID [--round R] [--json]
    mjscore tournament stats ID [--json]
    mjscore tournament export ID --ema|--wrc|--csv [-o FILE]
    mjscore tournament schedule --players N --rounds R [--size 4] [--seed N]
    mjscore tournament station ID LOGIN --role scorer|referee|director [--table N]
    mjscore tournament stations [--json]
    mjscore tournament publish ID DIR [--watch] [--interval S] [--lang L]   (core.shells.publish_cli)

The players of ``--csv`` are a CSV file with a header naming the columns ``name``, or ``first
name`` and ``last name`` (kept apart for the EMA and WRC results), ``country``, ``ema``, ``wrc``,
``substitute`` (``yes``/``no``). A seating's players are numbers
(the registration order, from 1) or names. ``seat --method``: ``random`` (by ``--seed``),
``swiss`` (by the standings after the round before: high against high), ``snake`` (the
standings dealt across the tables), ``fewest`` (the fewest repeat meetings with the rounds
before that the search finds), ``csv`` (round ROUND of a prescripted schedule: ``round,table,``
then the players in seat order, the first East). Each table of a seated round is a match:
record its hands with ``mjscore matches add MATCH ...`` (the ids ``seat`` and ``show`` print).
``schedule`` prints a whole fewest-repeats schedule as such a CSV, and its repeat meetings.

``station`` (a PostgreSQL store, run with the organiser's login): a station's login and its role,
enforced by the server (see :mod:`core.referee.pg_store`): a ``scorer`` adds entries to table
``--table`` of tournament ID in every round, a ``referee`` edits and deletes with a reason, the
``director`` seats and closes rounds. The password is read from ``MJSCORE_STATION_PASSWORD``,
else asked for. ``stations`` lists them.

Bounds (a value beyond them is refused, the argument named, exit status 1): ``--rounds`` 1 to
100, ``schedule --players`` 1 to 1,000, ``--size`` 3 or 4, ``--seed`` 0 to 4,294,967,295, a
scorer's ``--table`` 1 to 333; a file read (``--csv``) is a regular file of at most 1 MiB, and
``-o`` is not a pipe. Names are kept clean (NFC, plain spaces, nothing that does not show), and a
name a person cannot tell from a registered one is refused. Text output isolates right-to-left
names (:func:`core.model.names.isolate`).

``export --ema`` and ``--wrc``: the EMA's and the WRC's results, each headed by the tournament's
details (title, ``new --place``, ``--dates``, the player count, the rule set); see
:mod:`core.referee.tournament_export` for their columns and the rules they follow.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final, TextIO

from core.engine.match_rules import MatchError, refused
from core.engine.presets import os_reason
from core.model.errors import HandError
from core.model.names import Names, isolate
from core.referee.files import E_WRITE, read_text, write_bytes
from core.referee.match import format_points
from core.referee.pg_roles import ROLES
from core.referee.pg_store import STORE_ENV, PgStore, open_store
from core.referee.store_rows import match_rules_head, preset_note
from core.referee.tournament import (
    MAX_PLAYERS,
    MAX_ROUNDS,
    MAX_SEED,
    MAX_TABLES,
    TABLE_SIZES,
    TIEBREAKS,
    Round,
    fewest_repeats,
    repeat_meetings,
)
from core.referee.tournament_export import csv_text, ema_rows, table_rows, wrc_rows
from core.referee.tournament_records import METHODS, Player
from core.referee.tournament_store import Tournaments, players_by_ref
from core.shells import publish_cli
from core.shells.arguments import not_utf8, store_address, whole
from core.shells.match_cli import _key_values


def _counted(n: int, noun: str) -> str:
    """``1 hand``, ``2 hands``: a count with its English noun."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def add_subcommand(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:  # type: ignore[type-arg, unused-ignore]
    """Add ``tournament`` and its commands to ``mjscore``'s sub-commands; run it with :func:`run`."""
    t: argparse.ArgumentParser = subparsers.add_parser(
        "tournament",
        help="tournaments: players, seating, rounds, standings, the EMA export",
        description=__doc__.split("\n\n")[0] if __doc__ else None,
    )
    t.add_argument("--store", help="the store file (default: the one the window uses)")
    sub = t.add_subparsers(dest="tournament_command", required=True)
    n = sub.add_parser("new", help="start a tournament")
    n.add_argument("--rules", "-r", default="mcr")
    n.add_argument("--title", required=True)
    n.add_argument("--rounds", type=int, required=True)
    n.add_argument("--preset", default="")
    n.add_argument("--option", "-o", action="append", help="a rule option key=value, for every table")
    n.add_argument("--match-option", action="append", help="a match option key=value, for every table")
    n.add_argument("--id")
    n.add_argument("--place", default="", help="where it is played (the results' head)")
    n.add_argument("--dates", default="", help="when it is played, e.g. 2026-12-05/06 (the results' head)")
    n.add_argument(
        "--tiebreak",
        action="append",
        default=[],
        choices=sorted(TIEBREAKS),
        help="a tiebreak after table points and score, in the order given (default: none, equal "
        "players share the place)",
    )
    sub.add_parser("list", help="every tournament in the store").add_argument("--json", action="store_true")
    p = sub.add_parser("players", help="register players, or list them")
    p.add_argument("id")
    p.add_argument("--add", nargs="+", metavar="NAME", default=[])
    p.add_argument("--csv", help="a CSV file of players (header: name, country, ema, wrc, substitute)")
    p.add_argument("--country", default="")
    p.add_argument("--ema", default="")
    p.add_argument("--wrc", default="")
    p.add_argument("--substitute", action="store_true", help="the players added are substitutes")
    p.add_argument("--json", action="store_true")
    s = sub.add_parser("seat", help="seat a round: one match a table")
    s.add_argument("id")
    s.add_argument("round", type=int)
    s.add_argument("--method", choices=METHODS, required=True)
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--csv", help="the prescripted schedule (--method csv)")
    s.add_argument(
        "--balance-winds",
        action="store_true",
        help="put each table's players in the seat order that evens out the winds each has had",
    )
    s.add_argument(
        "--substitute",
        action="append",
        default=[],
        metavar="ABSENT=SUB",
        help="a substitute takes the absent player's seat this round (numbers or names)",
    )
    c = sub.add_parser("close", help="close a round (its tables finished, or --time-called)")
    c.add_argument("id")
    c.add_argument("round", type=int)
    c.add_argument("--time-called", action="store_true", help="time is up: the unfinished tables end as they stand")
    w = sub.add_parser("show", help="the rounds, their tables and matches")
    w.add_argument("id")
    w.add_argument("--json", action="store_true")
    g = sub.add_parser("standings", help="the standings after a round (default: all)")
    g.add_argument("id")
    g.add_argument("--round", type=int)
    g.add_argument("--live", action="store_true", help="with the round in play, its tables as they stand")
    g.add_argument("--json", action="store_true")
    st = sub.add_parser("stats", help="each player's figures: hands, wins, self-draws, deal-ins, average win")
    st.add_argument("id")
    st.add_argument("--json", action="store_true")
    e = sub.add_parser("export", help="the standings as the EMA's results CSV, or as a CSV of every table")
    e.add_argument("id")
    fmt = e.add_mutually_exclusive_group(required=True)
    fmt.add_argument("--ema", action="store_true", help="the EMA's results")
    fmt.add_argument("--wrc", action="store_true", help="the WRC's results (a riichi tournament)")
    fmt.add_argument("--csv", action="store_true", help="every table's result")
    e.add_argument("-o", "--output", help="the file to write (default: standard output)")
    so = sub.add_parser("station", help="a station's login and role on a PostgreSQL store (the organiser's login)")
    so.add_argument("id")
    so.add_argument("login")
    so.add_argument("--role", choices=ROLES, required=True)
    so.add_argument("--table", type=int, default=0, help="a scorer's table number, in every round")
    sub.add_parser("stations", help="the stations' logins and roles").add_argument("--json", action="store_true")
    h = sub.add_parser("schedule", help="a whole fewest-repeats schedule as a prescripted CSV")
    h.add_argument("--players", type=int, required=True)
    h.add_argument("--rounds", type=int, required=True)
    h.add_argument("--size", type=int, default=4)
    h.add_argument("--seed", type=int, default=0)
    publish_cli.add_parser(sub)
    return t


#: what a players' CSV may not be, in every language
E_CSV_NO_NAME: Final = Names(
    "line {line} of the players: no name (the header names the columns name, or first name "
    "and last name, country, ema, wrc, substitute)",
    "选手名单第 {line} 行：没有名字（表头列出 name（或 first name 与 last name）、country、ema、wrc、substitute 各列）",
    "選手名單第 {line} 行：沒有名字（表頭列出 name（或 first name 與 last name）、country、ema、wrc、substitute 各欄）",
    "参加者リストの {line} 行目：名前がありません（見出し行に name（または first name と last name）, "
    "country, ema, wrc, substitute の列）",
)
E_CSV_NO_PLAYERS: Final = Names(
    "{path} holds no player: a header naming the columns (name needed; country, ema, wrc, "
    "substitute), then a player a line",
    "{path} 中没有选手：应先有表头（必须有 name；可有 country、ema、wrc、substitute），再每行一位选手",
    "{path} 中沒有選手：應先有表頭（必須有 name；可有 country、ema、wrc、substitute），再每行一位選手",
    "{path} に参加者がいません：見出し行（name は必須、country, ema, wrc, substitute は任意）の後に1行1人です",
)
E_CSV_NO_NAME_COLUMN: Final = Names(
    "{path}: the header {header} names no column name, nor first name and last name "
    "(the columns are name, first name, last name, country, ema, wrc, substitute)",
    "{path}：表头 {header} 中没有 name 列，也没有 first name 与 last name 列（可用的列：name、"
    "first name、last name、country、ema、wrc、substitute）",
    "{path}：表頭 {header} 中沒有 name 欄，也沒有 first name 與 last name 欄（可用的欄：name、"
    "first name、last name、country、ema、wrc、substitute）",
    "{path}：見出し行 {header} に name の列も first name と last name の列もありません（列は "
    "name, first name, last name, country, ema, wrc, substitute）",
)
E_CSV_EXTRA: Final = Names(
    "line {line} of {path} has more cells than the header's {n} columns",
    "{path} 第 {line} 行的单元格多于表头的 {n} 列",
    "{path} 第 {line} 行的儲存格多於表頭的 {n} 欄",
    "{path} の {line} 行目のセルが見出し行の {n} 列より多くあります",
)
E_CSV_UNREADABLE: Final = Names(
    "line {line} of {path} is not CSV the players can be read from: {error}",
    "{path} 第 {line} 行不是可读取选手的 CSV：{error}",
    "{path} 第 {line} 行不是可讀取選手的 CSV：{error}",
    "{path} の {line} 行目は参加者を読み取れる CSV ではありません：{error}",
)


def _player_rows(text: str, substitute: bool, path: str = "") -> list[dict[str, Any]]:
    """The players of a CSV text (a header, then a player a line); refused, naming the line,
    when it holds none, has no column ``name``, a row without a name or a field the CSV reader
    cannot take (longer than its limit)."""
    reader = csv.DictReader(io.StringIO(text))
    rows = []  # (each with the line it ends on: blank lines are skipped, a quoted cell may hold several)
    try:
        for row in reader:
            rows.append((reader.line_num, row))
    except csv.Error as e:
        raise refused(E_CSV_UNREADABLE, "bad_file", line=reader.line_num + 1, path=path, error=str(e)) from None
    header = [_column(h) for h in reader.fieldnames or ()]
    if header and "name" not in header and not {"first_name", "last_name"} <= set(header):
        raise refused(E_CSV_NO_NAME_COLUMN, "bad_file", path=path, header=repr(",".join(reader.fieldnames or ())))
    out = []
    for i, row in rows:
        if None in row:  # (cells beyond the header's columns: DictReader's rest key)
            raise refused(E_CSV_EXTRA, "bad_file", line=i, path=path, n=len(header))
        data = {_column(k): (v or "").strip() if isinstance(v, str) else "" for k, v in row.items() if k}
        first, last = data.get("first_name", ""), data.get("last_name", "")
        name = data.get("name") or " ".join(n for n in (first, last) if n)
        if not name:
            raise refused(E_CSV_NO_NAME, "bad_tournament", line=i)
        sub = data.get("substitute", "").casefold() in ("yes", "y", "true", "1") or substitute
        out.append(
            {
                "name": name,
                "first_name": first,
                "last_name": last,
                "country": data.get("country", ""),
                "ema": data.get("ema", ""),
                "wrc": data.get("wrc", ""),
                "substitute": sub,
            }
        )
    if not out:
        raise refused(E_CSV_NO_PLAYERS, "bad_tournament", path=path)
    return out


#: the players file's columns a first and a last name may be headed by (EMA and WRC lists name
#: them so; "surname", "family name" and "given name" too)
_FIRST_LAST: Final = {
    "first name": "first_name",
    "first_name": "first_name",
    "firstname": "first_name",
    "given name": "first_name",
    "last name": "last_name",
    "last_name": "last_name",
    "lastname": "last_name",
    "surname": "last_name",
    "family name": "last_name",
}


def _column(header: str) -> str:
    """A players file's column as read: case and spaces aside, first and last names by any of
    their usual headings."""
    key = " ".join(header.strip().casefold().split())
    return _FIRST_LAST.get(key, key)


def _read(path: str) -> str:
    """A file the command line is given (a players' list, a schedule): a regular file of at most
    :data:`core.referee.files.MAX_READ_BYTES` (a pipe, a device or a longer file is refused)."""
    return read_text(path)


def _seating(tours: Tournaments, args: argparse.Namespace) -> tuple[Round, dict[int, int]]:
    refs = players_by_ref(tours.players(args.id))
    swaps = {}
    for item in args.substitute:
        absent, sep, sub = item.partition("=")
        if not sep or absent.strip() not in refs or sub.strip() not in refs:
            raise MatchError(f"--substitute {item!r}: ABSENT=SUB, each a player's number or name", code="bad_seating")
        swaps[refs[absent.strip()]] = refs[sub.strip()]
    schedule = _read(args.csv) if args.method == "csv" and args.csv else None
    seating = tours.propose(
        args.id,
        args.round,
        args.method,
        seed=args.seed,
        schedule=schedule,
        balance=getattr(args, "balance_winds", False),
    )
    return seating, swaps


def _player_json(p: Player) -> dict[str, Any]:
    return {
        "number": p.number,
        "name": p.name,
        "country": p.country,
        "ema": p.ema,
        "wrc": p.wrc,
        "substitute": p.substitute,
    }


def run(args: argparse.Namespace, out: TextIO, err: TextIO | None = None) -> int:
    """Run a parsed ``mjscore tournament ...``; the exit status (1: refused)."""
    err = err or sys.stderr
    try:
        not_utf8(args)
        _check_numbers(args)
        if args.tournament_command == "schedule":
            return _schedule(args, out)
        where = (
            store_address(args.store, "--store") if args.store else store_address(os.environ.get(STORE_ENV), STORE_ENV)
        )
        with open_store(where or None) as store:
            if store.notice is not None:
                err.write(f"mjscore: {store.notice.message}\n")
            return _run(Tournaments(store), args, out, err)
    except HandError as e:
        err.write(f"mjscore: {e}\n")
        return 1
    except BrokenPipeError:  # output piped into head & co.
        return 0


def _check_numbers(args: argparse.Namespace) -> None:
    """Refuse a number out of its bounds before anything is done, naming its argument: the
    rounds 1 to :data:`MAX_ROUNDS`, the players of a schedule 1 to :data:`MAX_PLAYERS`, a table
    of 3 or 4, a seed 0 to :data:`MAX_SEED`, a scorer's table 1 to :data:`MAX_TABLES`."""
    command = args.tournament_command
    if command == "new":
        whole(args.rounds, "--rounds", 1, MAX_ROUNDS)
    elif command in ("seat", "close"):
        whole(args.round, "ROUND", 1, MAX_ROUNDS)
    elif command == "standings":
        whole(args.round, "--round", 1, MAX_ROUNDS)
    elif command == "schedule":
        whole(args.players, "--players", 1, MAX_PLAYERS)
        whole(args.rounds, "--rounds", 1, MAX_ROUNDS)
        whole(args.size, "--size", min(TABLE_SIZES), max(TABLE_SIZES))
    elif command == "station":
        if args.role == "scorer":
            whole(args.table, "--table", 1, MAX_TABLES)
        elif args.table:
            raise refused(E_TABLE_NOT_SCORER, "bad_argument", role=args.role)
    if command in ("seat", "schedule"):
        whole(args.seed, "--seed", 0, MAX_SEED)
    if command == "publish":
        publish_cli.check(args)


E_TABLE_NOT_SCORER: Final = Names(
    "argument --table: a {role} has no table (a scorer's login is a table's)",
    "参数 --table：{role} 没有桌号（只有记分员的登录属于某一桌）",
    "參數 --table：{role} 沒有桌號（只有記分員的登入屬於某一桌）",
    "引数 --table：{role} には卓番号がありません（卓に属するのは記録係のログインだけです）",
)


#: where ``station`` reads the new login's password (else it is asked for)
PASSWORD_ENV = "MJSCORE_STATION_PASSWORD"

E_NO_PASSWORD: Final = Names(
    "no password was given for the login {login}: standard input ended before one was read; "
    "set {env}, or run the command where it can ask for one",
    "登录名 {login} 没有密码：读取密码前标准输入已结束；请设置 {env}，或在可以输入密码的终端中运行",
    "登入名 {login} 沒有密碼：讀取密碼前標準輸入已結束；請設定 {env}，或在可以輸入密碼的終端機中執行",
    "ログイン {login} のパスワードがありません：読み取る前に標準入力が終わりました。{env} を設定するか、"
    "パスワードを入力できる端末で実行してください",
)
E_EMPTY_PASSWORD: Final = Names(
    "a station's login needs a password",
    "工作站的登录名需要密码",
    "工作站的登入名需要密碼",
    "端末のログインにはパスワードが必要です",
)


def _stations(tours: Tournaments, args: argparse.Namespace, out: TextIO) -> int:
    store = tours.store
    if not isinstance(store, PgStore):
        raise MatchError(
            "stations and their roles are a PostgreSQL store's (MJSCORE_STORE=postgresql://...): "
            "a store file on one machine has none",
            code="bad_option",
        )
    if args.tournament_command == "station":
        tours.tournament(args.id)  # (refused where there is no such tournament)
        password = os.environ.get(PASSWORD_ENV)
        if password is None:
            import getpass

            try:
                password = getpass.getpass(f"password of {args.login}: ")
            except EOFError:  # (no terminal, and standard input closed or at its end)
                raise refused(E_NO_PASSWORD, "bad_option", login=repr(args.login), env=PASSWORD_ENV) from None
        if not password:
            raise refused(E_EMPTY_PASSWORD, "bad_option")
        store.add_station(args.login, args.role, password, tournament=args.id, table=args.table)
        where = f", table {args.table}" if args.role == "scorer" else ""
        out.write(f"{args.login}: {args.role}{where}\n")
        return 0
    rows = store.stations()
    if args.json:
        out.write(
            json.dumps(
                [{"login": a, "role": b, "tournament": c, "table": d} for a, b, c, d in rows], ensure_ascii=False
            )
            + "\n"
        )
    else:
        for login, role, tid, table in rows:
            out.write(f"{login}  {role}{f'  {tid} table {table}' if role == 'scorer' else ''}\n")
    return 0


def _schedule(args: argparse.Namespace, out: TextIO) -> int:
    schedule = fewest_repeats(list(range(1, args.players + 1)), args.rounds, args.size, args.seed)
    rows: list[list[Any]] = [["round", "table", *(f"seat {i + 1}" for i in range(args.size))]]
    for r, seating in enumerate(schedule, 1):
        rows.extend([r, t, *seats] for t, seats in enumerate(seating, 1))
    out.write(csv_text(rows))
    sys.stderr.write(f"repeat meetings: {repeat_meetings(schedule)}\n")
    return 0


def _run(tours: Tournaments, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    command = args.tournament_command
    if command == "new":
        t = tours.create(
            args.rules,
            args.title,
            args.rounds,
            preset=args.preset,
            options=_key_values(args.option, "option"),
            match_options=_key_values(args.match_option, "match option"),
            tournament_id=args.id,
            tiebreaks=args.tiebreak,
            place=args.place,
            dates=args.dates,
        )
        note = preset_note(args.rules, args.preset, _key_values(args.match_option, "match option"))
        if note is not None:
            err.write(f"mjscore: notice: {note.en}\n")
        out.write(t.id + "\n")
        return 0
    if command == "list":
        found = tours.all()
        if args.json:
            out.write(
                json.dumps(
                    [
                        {"id": t.id, "title": t.title, "rules": t.rules, "rounds": t.rounds, "created": t.created}
                        for t in found
                    ],
                    ensure_ascii=False,
                )
                + "\n"
            )
        else:
            for t in found:
                out.write(f"{t.id}  {t.created}  {t.rules:<7} {t.rounds} rounds  {isolate(t.title)}\n")
        return 0
    if command == "players":
        given: list[Any] = [
            {"name": n, "country": args.country, "ema": args.ema, "wrc": args.wrc, "substitute": args.substitute}
            for n in args.add
        ]
        if args.csv:
            given += _player_rows(_read(args.csv), args.substitute, args.csv)
        if given:
            for p in tours.add_players(args.id, given):
                out.write(f"{p.number}  {isolate(p.name)}{'  (substitute)' if p.substitute else ''}\n")
            return 0
        players = tours.players(args.id)
        if args.json:
            out.write(json.dumps([_player_json(p) for p in players], ensure_ascii=False) + "\n")
        else:
            for p in players:
                extra = ", ".join(
                    x
                    for x in (
                        isolate(p.country),
                        f"EMA {isolate(p.ema)}" if p.ema else "",
                        f"WRC {isolate(p.wrc)}" if p.wrc else "",
                        "substitute" if p.substitute else "",
                    )
                    if x
                )
                out.write(f"{p.number:>4}  {isolate(p.name)}{'  (' + extra + ')' if extra else ''}\n")
        return 0
    if command == "seat":
        seating, swaps = _seating(tours, args)
        state = tours.seat(args.id, args.round, seating, args.method, substitutes=swaps)
        names = {p.number: isolate(p.name) for p in tours.players(args.id)}  # (see isolate)
        for table in state.tables:
            out.write(f"table {table.number}: {', '.join(names[p] for p in table.seats)}  (match {table.match_id})\n")
        every = [tuple(tb.seats for tb in r.tables) for r in tours.rounds(args.id)]
        if args.method == "fewest":  # (said: the round is one of a plan of every round left)
            t = tours.tournament(args.id)
            out.write(
                f"seated from a whole plan of rounds {args.round} to {max(t.rounds, args.round)} (seed "
                f"{args.seed}): the plan's next rounds come from the same seed\n"
            )
        out.write(f"repeat meetings so far: {repeat_meetings(every)}\n")
        return 0
    if command == "close":
        state = tours.close(args.id, args.round, time_called=args.time_called)
        out.write(f"round {state.number} closed{' on time' if state.time_called else ''}\n")
        return 0
    if command == "show":
        return _show(tours, args, out)
    if command == "standings":
        return _standings(tours, args, out)
    if command == "export":
        return _export(tours, args, out, err)
    if command == "stats":
        return _stats(tours, args, out)
    if command in ("station", "stations"):
        return _stations(tours, args, out)
    if command == "publish":
        return publish_cli.run(tours, args, out, err)
    raise MatchError(f"unknown command {command!r}", code="bad_field")  # pragma: no cover - argparse refuses it


def _show(tours: Tournaments, args: argparse.Namespace, out: TextIO) -> int:
    t = tours.tournament(args.id)
    names = {p.number: p.name for p in tours.players(args.id)}
    _results, sheets = tours.results(args.id)
    rounds = tours.rounds(args.id)
    if args.json:
        out.write(
            json.dumps(
                {
                    "id": t.id,
                    "title": t.title,
                    "rules": t.rules,
                    "rounds": t.rounds,
                    "players": [_player_json(p) for p in tours.players(args.id)],
                    "seated": [
                        {
                            "round": r.number,
                            "method": r.method,
                            "closed": r.closed,
                            "time_called": r.time_called,
                            "tables": [
                                {
                                    "table": tb.number,
                                    "seats": list(tb.seats),
                                    "match": tb.match_id,
                                    "substitutes": {str(a): b for a, b in tb.replaced},
                                    "finished": sheets[tb.match_id].finished,
                                    "hands": sheets[tb.match_id].hands_played,
                                }
                                for tb in r.tables
                            ],
                        }
                        for r in rounds
                    ],
                },
                ensure_ascii=False,
            )
            + "\n"
        )
        return 0
    names = {n: isolate(name) for n, name in names.items()}  # (a right-to-left name reorders no line)
    out.write(f"{t.id}  {isolate(t.title)}  [{t.rules}]  {len(rounds)} of {t.rounds} rounds seated\n")
    head = match_rules_head(t.rules, dict(t.match_options)).en
    if head:
        out.write(f"rules: {head}\n")
    for r in rounds:
        state = ("closed on time" if r.time_called else "closed") if r.closed else "playing"
        out.write(f"round {r.number} ({r.method}, {state})\n")
        for tb in r.tables:
            sheet = sheets[tb.match_id]
            sat_for = dict(tb.replaced)
            seats = ", ".join(names[p] + (f" (for {names[sat_for[p]]})" if p in sat_for else "") for p in tb.seats)
            out.write(
                f"  table {tb.number}: {seats}  match {tb.match_id}  "
                f"{'finished' if sheet.finished else _counted(sheet.hands_played, 'hand')}\n"
            )
    return 0


def _standings(tours: Tournaments, args: argparse.Namespace, out: TextIO) -> int:
    rows = tours.standings(args.id, through=args.round, live=args.live)
    names = {p.number: p for p in tours.players(args.id)}
    chain = tours.tournament(args.id).tiebreaks
    if args.json:
        out.write(
            json.dumps(
                [
                    {
                        "place": s.place,
                        "player": s.player,
                        "name": names[s.player].name,
                        "table_points": format_points(s.table_points),
                        "score": s.score,
                        "played": s.played,
                        "hands_won": s.wins,
                        "average_place": format_points(s.average_place),
                    }
                    for s in rows
                ],
                ensure_ascii=False,
            )
            + "\n"
        )
        return 0
    if chain:
        out.write(f"ranked by table points, score, then {', '.join(TIEBREAKS[k].en for k in chain)}\n")
    for s in rows:
        extra = "".join(
            f"  {k.replace('_', ' ')} {s.wins if k == 'hands_won' else format_points(s.average_place)}" for k in chain
        )
        out.write(
            f"{s.place:>4}. {isolate(names[s.player].name)}  table points {format_points(s.table_points)}  "
            f"score {s.score}{extra}  ({s.played} played)\n"
        )
    return 0


def _stats(tours: Tournaments, args: argparse.Namespace, out: TextIO) -> int:
    names = {p.number: p.name for p in tours.players(args.id)}
    rows = tours.statistics(args.id)
    if args.json:
        out.write(
            json.dumps(
                [
                    {
                        "player": s.player,
                        "name": names[s.player],
                        "hands": s.hands,
                        "wins": s.wins,
                        "self_drawn": s.self_drawn,
                        "deal_ins": s.deal_ins,
                        "points_won": s.points_won,
                        "average_points": format_points(s.average_points),
                        "average_total": format_points(s.average_total),
                        "self_draw_share": format_points(s.self_draw_share),
                        "deal_in_share": format_points(s.deal_in_share),
                    }
                    for s in rows
                ],
                ensure_ascii=False,
            )
            + "\n"
        )
        return 0
    for s in rows:
        out.write(
            f"{s.player:>4}  {isolate(names[s.player])}: {_counted(s.hands, 'hand')}, {_counted(s.wins, 'win')} "
            f"({s.self_drawn} self-drawn), {_counted(s.deal_ins, 'deal-in')}, average win {format_points(s.average_points)} points "
            f"({format_points(s.average_total)})\n"
        )
    return 0


def _export(tours: Tournaments, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    t = tours.tournament(args.id)
    rounds = tours.rounds(args.id)
    closed = sum(1 for r in rounds if r.closed)
    if closed < t.rounds:
        err.write(f"mjscore: {closed} of {t.rounds} rounds closed: the export counts those\n")
    if args.wrc and t.rules in ("riichi", "sanma") and dict(t.match_options).get("preset") != "wrc":
        err.write(
            f"mjscore: notice: the tournament plays the {dict(t.match_options).get('preset')} match "
            "rules, not the WRC's: its overall scores are those rules' final results\n"
        )
    rows = (
        ema_rows(tours, args.id) if args.ema else wrc_rows(tours, args.id) if args.wrc else table_rows(tours, args.id)
    )
    text = csv_text(rows)
    if args.output:
        try:
            write_bytes(Path(args.output), ("\ufeff" + text).encode("utf-8"))
        except OSError as e:  # a full disk, a folder or a pipe at the path...: said, never "wrote"
            raise refused(E_WRITE, "bad_file", path=args.output, reason=os_reason(e)) from None
        out.write(f"wrote {args.output}\n")
    else:
        out.write(text)
    return 0


def main(argv: Sequence[str] | None = None, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """``mjscore tournament ...`` on its own (``argv`` starts with ``tournament``), for tests."""
    parser = argparse.ArgumentParser(prog="mjscore")
    add_subcommand(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    return run(args, out or sys.stdout, err)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
