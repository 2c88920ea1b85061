"""A match sheet as CSV, in any of the four languages: a header, one row per entry (what it moved
for each player and the totals after it), then the totals, ranks and table points. Every text
cell that starts like a formula is neutralised (OWASP's advice on CSV injection), so a player
called "=HYPERLINK(...)" stays a name in a spreadsheet.

``mjscore matches export --csv`` and the match sheet window's Export CSV both write this."""

from __future__ import annotations

import csv
import io
from typing import Any, Final

from core.engine.match_rules import DRAW_KIND, Body, Draw, Penalty, WinHand
from core.model.names import Names
from core.referee.match import Sheet, format_points, label_names
from core.referee.match_words import entry_names

#: the CSV's header and its closing rows, in every language
N_CSV_HEADER: Final = (
    Names("entry", "条目", "條目", "記録"),
    Names("revision", "版本", "版本", "版"),
    Names("hand", "盘", "局", "局"),
    Names("label", "标签", "標籤", "局名"),
    Names("kind", "类型", "類型", "種類"),
    Names("kind id", "类型代码", "類型代碼", "種類ID"),
    Names("detail id", "细目代码", "細目代碼", "詳細ID"),
    Names("winner", "和牌者", "胡牌者", "和了者"),
    Names("discarder", "放铳者", "放槍者", "放銃者"),
    Names("value", "数值", "數值", "値"),
    Names("what", "内容", "內容", "内容"),
)


N_CSV_TOTAL_OF: Final = Names("{player} total", "{player} 累计", "{player} 累計", "{player} 累計")


N_KIND: Final = {
    "win": Names("win", "和牌", "胡牌", "和了"),
    "draw": Names("draw", "荒庄", "流局", "流局"),
    "penalty": Names("penalty", "罚分", "罰分", "罰則"),
}


#: the closing rows: their ids (in the kind id column) and names
N_CSV_ROWS: Final = (
    ("total", Names("total", "总分", "總分", "合計")),
    ("rank", Names("rank", "名次", "名次", "順位")),
    ("table_points", Names("table points", "标准分", "標準分", "順位点")),
)


#: what a spreadsheet reads as the start of a formula (OWASP's CSV injection advice)
_FORMULA_STARTS: Final = ("=", "+", "-", "@", "\t", "\r")


def csv_text(value: str) -> str:
    """A text cell a spreadsheet shows as text: one that starts like a formula gets a leading
    apostrophe (a player called "=HYPERLINK(...)" stays a name)."""
    return "'" + value if value.startswith(_FORMULA_STARTS) else value


def _detail(body: Body) -> str:
    """The id of an entry's kind of penalty or draw (its own column), "" for the others."""
    if isinstance(body, Penalty):
        return body.kind
    if isinstance(body, Draw):
        return str(body.facts.get(DRAW_KIND) or "")
    return ""


def sheet_csv(sheet: Sheet, lang: str = "en") -> str:
    """The sheet as CSV in ``lang``: a header, one row per entry (what it moved for each
    player and the totals after it), then the rows total, rank and table points. The kind of
    an entry and of its penalty or draw are also given as ids, each in a column of its own;
    every text cell that starts like a formula is neutralised (:func:`csv_text`)."""
    m = sheet.match
    players = [csv_text(p) for p in m.players]
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\r\n")
    w.writerow(
        [csv_text(h.get(lang)) for h in N_CSV_HEADER]
        + players
        + [csv_text(N_CSV_TOTAL_OF.format(player=p).get(lang)) for p in m.players]
    )
    for r in sheet.rows:
        winner = discarder = value = ""
        if isinstance(r.body, WinHand):
            winner = " / ".join(players[w.winner] for w in r.body.winners)  # (several: a double or triple ron)
            discarder = "" if r.body.discarder is None else players[r.body.discarder]
            value = " / ".join(str(w.result.get("total")) for w in r.body.winners)
        kind = N_KIND[r.kind].get(lang) if r.kind in N_KIND else r.kind
        w.writerow(
            [
                r.entry,
                r.revision,
                r.hand_number,
                csv_text(label_names(m.rules, r.seating).get(lang)),
                csv_text(kind),
                r.kind,
                csv_text(_detail(r.body)),
                winner,
                discarder,
                value,
                csv_text(entry_names(r.body, m).get(lang)),
                *r.deltas,
                *r.totals,
            ]
        )
    blank = [""] * 4
    closing: tuple[list[Any], ...] = (
        [s.score for s in sheet.standings],
        [s.rank for s in sheet.standings],
        [format_points(s.table_points) for s in sheet.standings],
    )
    for (key, label), values in zip(N_CSV_ROWS, closing):
        w.writerow(["", "", "", "", csv_text(label.get(lang)), key, "", "", "", "", "", *values, *blank])
    return buf.getvalue()
