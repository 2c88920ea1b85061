"""A tournament's results as the tables other programs read: the EMA's results columns and every
table's result, as rows and as CSV text (:mod:`core.referee.tournament_store` gives the
standings; the command line and the window write these).

- :func:`ema_rows`: the EMA's results columns (Place, First name, Last name, EMA number, Table
  points, Score, EMA member, Country), in standing order; a name is split at its last space
  (first names, then the last name). MCR: table points and the score summed; other rule sets:
  the table points column is left empty, as the EMA's pages show table points for MCR only, and
  the score is the total of the final results (riichi: with uma and oka, in thousands).
- :func:`table_rows`: every table's result: round, table, seat, player, name, table points,
  score, match.
- :func:`csv_text`: rows as CSV text a spreadsheet reads as text (a cell that would be a formula
  is guarded, :func:`core.referee.csv_sheet.csv_text`; a number is left as it is).
"""

from __future__ import annotations

import csv
import io
import re
from typing import Any, Final, Sequence

from core.referee.csv_sheet import csv_text as guarded
from core.referee.match import format_points
from core.referee.tournament_store import Tournaments

#: the EMA's results columns, as tournament programs write them
EMA_COLUMNS: Final = ("Place", "First name", "Last name", "EMA number", "Table points", "Score", "EMA member",
                      "Country")
#: every table's result, a row a player
TABLE_COLUMNS: Final = ("round", "table", "seat", "player", "name", "table points", "score", "match")

_NUMBER: Final = re.compile(r"-?\d+(\.\d+)?")


def name_parts(name: str) -> tuple[str, str]:
    """A name as first names and last name, split at its last space."""
    first, _sep, last = name.strip().rpartition(" ")
    return (first, last) if first else ("", last)


def ema_rows(tours: Tournaments, tid: str) -> list[list[Any]]:
    """The EMA's results columns (see the module's text), the header first."""
    t = tours.tournament(tid)
    players = {p.number: p for p in tours.players(tid)}
    rows: list[list[Any]] = [list(EMA_COLUMNS)]
    for s in tours.standings(tid):
        p = players[s.player]
        first, last = name_parts(p.name)
        if t.rules == "mcr":
            points, score = format_points(s.table_points), str(s.score)
        else:
            points, score = "", format_points(s.table_points)
        rows.append([s.place, first, last, p.ema, points, score, "Y" if p.ema else "N", p.country])
    return rows


def table_rows(tours: Tournaments, tid: str) -> list[list[Any]]:
    """Every table's result, a row a player (see the module's text), the header first."""
    players = {p.number: p for p in tours.players(tid)}
    rows: list[list[Any]] = [list(TABLE_COLUMNS)]
    results, _sheets = tours.results(tid)
    matches = {(tb.round, tb.number): tb.match_id for r in tours.rounds(tid) for tb in r.tables}
    for r in results:
        for seat, (who, tp, sc) in enumerate(zip(r.players, r.table_points, r.scores), 1):
            rows.append([r.round, r.table, seat, who, players[who].name, format_points(tp), sc,
                         matches[(r.round, r.table)]])
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
