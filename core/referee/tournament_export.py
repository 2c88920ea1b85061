"""A tournament's results as the tables other programs read: the EMA's and the WRC's results,
and every table's result, as rows and as CSV text (:mod:`core.referee.tournament_store` gives
the standings; the command line and the window write these).

- :func:`ema_rows`: the EMA's results, as its results workbook carries them: the tournament's
  details first (title, place, dates, player count, rule set), a blank row, then the columns
  (Place, First name, Last name, EMA number, Table points, Score, EMA member, Country) in
  standing order. A player's first and last name are the players file's, kept apart as it gave
  them; only a player registered under one name has it split at its last space (first names,
  then the last name). MCR: table points and the score summed; other rule sets: the table
  points column is left empty, as the EMA's pages show table points for MCR only, and the score
  is the total of the final results (riichi: with uma and oka, in thousands).
- :func:`wrc_rows`: the results of a tournament played under the World Riichi Championship
  Rules (WRCR 2015, S. Malbec: §4.1 30,000 starting points, §5.9.2 "Hanchan score and uma":
  session score = (points - 30,000) / 1,000 + uma, uma +15/+5/-5/-15 shared on a tie; §8
  tournaments: the overall score is the sum of the sessions' scores, penalties applied to it):
  the same details, then Rank, WRC ID, First name, Last name, Country, Sessions, Overall score.
  Refused for a tournament that is not riichi.
- :func:`table_rows`: every table's result: round, table, seat, player, name, table points,
  score, match.
- :func:`csv_text`: rows as CSV text a spreadsheet reads as text (a cell that would be a formula
  is guarded, :func:`core.referee.csv_sheet.csv_text`; a number is left as it is).
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Sequence
from typing import Any, Final

from core.engine.match_rules import refused
from core.model.names import Names
from core.referee.csv_sheet import csv_text as guarded
from core.referee.match import format_points
from core.referee.tournament_records import Player
from core.referee.tournament_store import Tournaments

#: the EMA's results columns, as tournament programs write them
EMA_COLUMNS: Final = (
    "Place",
    "First name",
    "Last name",
    "EMA number",
    "Table points",
    "Score",
    "EMA member",
    "Country",
)
#: every table's result, a row a player
TABLE_COLUMNS: Final = ("round", "table", "seat", "player", "name", "table points", "score", "match")

_NUMBER: Final = re.compile(r"-?\d+(\.\d+)?")


def name_parts(name: str) -> tuple[str, str]:
    """A name as first names and last name, split at its last space."""
    first, _sep, last = name.strip().rpartition(" ")
    return (first, last) if first else ("", last)


#: the WRC's results columns
WRC_COLUMNS: Final = ("Rank", "WRC ID", "First name", "Last name", "Country", "Sessions", "Overall score")
#: the rule sets' names as the results name them
_RULES_NAMED: Final = {"mcr": "MCR", "riichi": "Riichi", "sanma": "Riichi (three players)", "taiwan": "Taiwanese"}

E_NOT_WRC: Final = Names(
    "a WRC results export is for a riichi tournament, not {rules}",
    "WRC 成绩导出只适用于立直麻将比赛，不适用于 {rules}",
    "WRC 成績匯出只適用於立直麻將比賽，不適用於 {rules}",
    "WRC の成績出力はリーチ麻雀の大会専用です（{rules} は不可）",
)


def details_rows(tours: Tournaments, tid: str) -> list[list[Any]]:
    """The tournament's details as a results workbook carries them above its table: title,
    place, dates, number of players (substitutes aside), rule set."""
    t = tours.tournament(tid)
    ranked = sum(1 for p in tours.players(tid) if not p.substitute)
    return [
        ["Tournament", t.title],
        ["Place", t.place],
        ["Dates", t.dates],
        ["Players", ranked],
        ["Rules", _RULES_NAMED.get(t.rules, t.rules)],
    ]


def first_and_last(player: Player) -> tuple[str, str]:
    """A player's first and last name: the players file's where it gave them apart, else the
    registered name split at its last space."""
    if player.first_name or player.last_name:
        return player.first_name, player.last_name
    return name_parts(player.name)


def ema_rows(tours: Tournaments, tid: str) -> list[list[Any]]:
    """The EMA's results (see the module's text): the details, a blank row, the columns' header,
    then a row a player."""
    t = tours.tournament(tid)
    players = {p.number: p for p in tours.players(tid)}
    rows: list[list[Any]] = [*details_rows(tours, tid), [], list(EMA_COLUMNS)]
    for s in tours.standings(tid):
        p = players[s.player]
        first, last = first_and_last(p)
        if t.rules == "mcr":
            points, score = format_points(s.table_points), str(s.score)
        else:
            points, score = "", format_points(s.table_points)
        rows.append([s.place, first, last, p.ema, points, score, "Y" if p.ema else "N", p.country])
    return rows


def wrc_rows(tours: Tournaments, tid: str) -> list[list[Any]]:
    """The WRC's results (see the module's text): the details, a blank row, the columns' header,
    then a row a player in standing order, the overall score the sum of the sessions' scores."""
    t = tours.tournament(tid)
    if t.rules not in ("riichi", "sanma"):
        raise refused(E_NOT_WRC, "bad_tournament", rules=t.rules)
    players = {p.number: p for p in tours.players(tid)}
    results, _sheets = tours.results(tid)
    closed = {r.number for r in tours.rounds(tid) if r.closed}
    sessions: dict[int, int] = {}
    for r in results:
        if r.round in closed:
            for who in r.players:
                sessions[who] = sessions.get(who, 0) + 1
    rows: list[list[Any]] = [*details_rows(tours, tid), [], list(WRC_COLUMNS)]
    for s in tours.standings(tid):
        p = players[s.player]
        first, last = first_and_last(p)
        rows.append([s.place, p.wrc, first, last, p.country, sessions.get(p.number, 0), format_points(s.table_points)])
    return rows


def table_rows(tours: Tournaments, tid: str) -> list[list[Any]]:
    """Every table's result, a row a player (see the module's text), the header first."""
    players = {p.number: p for p in tours.players(tid)}
    rows: list[list[Any]] = [list(TABLE_COLUMNS)]
    results, _sheets = tours.results(tid)
    matches = {(tb.round, tb.number): tb.match_id for r in tours.rounds(tid) for tb in r.tables}
    for r in results:
        for seat, (who, tp, sc) in enumerate(zip(r.players, r.table_points, r.scores), 1):
            rows.append(
                [r.round, r.table, seat, who, players[who].name, format_points(tp), sc, matches[(r.round, r.table)]]
            )
    return rows


def csv_text(rows: Sequence[Sequence[Any]]) -> str:
    """Rows as CSV text (CRLF lines), each cell guarded as a spreadsheet's text, numbers as they are."""
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\r\n")
    for row in rows:
        writer.writerow([_cell(c) for c in row])
    return buf.getvalue()


def _cell(value: Any) -> str:
    text = str(value)
    return text if _NUMBER.fullmatch(text) else guarded(text)
