"""The text breakdown of a score, shared by ``mjscore score``, ``verify`` and ``train``."""

from __future__ import annotations

import unicodedata

from core.engine.score import Score, names
from core.model.hand import format_hand
from core.rules import get_rules

#: the headings of the text breakdown, in each language
_HEAD = {
    "reading": names("reading", "牌型拆分", "牌型拆分", "面子構成"),
    "not_counted": names("not counted", "不计", "不計", "不計上"),
    "total": names("total", "合计", "合計", "合計"),
    "note": names("note", "注", "註", "注"),
    "verdict": names("verdict", "结果", "結果", "判定"),
    "pay": names("pay", "支付", "支付", "支払い"),
    "received": names("received", "共收", "共收", "受け取り"),
    "table": names("table", "计分表", "計分表", "点数表"),
}


def display_width(text: str) -> int:
    """Columns a terminal gives ``text``: two for each wide (CJK, full-width) character."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def pad(text: str, width: int) -> str:
    """``text`` padded with spaces to ``width`` terminal columns (CJK characters count two)."""
    return text + " " * max(0, width - display_width(text))


def format_score(score: Score, lang: str = "en") -> str:
    """The breakdown as text: the reading, each section's items (and the suppressed ones with
    what rules them out), the total, the verdict and the payments, in ``lang`` (the columns
    aligned by display width)."""
    head = {k: v.get(lang) for k, v in _HEAD.items()}
    lines = [f"{format_hand(score.hand)}    [{score.rules}]"]
    if score.decomposition is not None:
        lines.append(f"  {head['reading']}: {score.decomposition}")
    sections = score.sections
    width = max([display_width(it.names.get(lang)) for it in score.items] + [10])
    names_of = {i.id: i.names for i in get_rules(score.rules).items()} if score.suppressed else {}
    for section in sections:
        if len(sections) > 1 and not section.items and not section.suppressed:
            continue  # an empty section says nothing in text
        if len(sections) > 1:
            lines.append(f"  {section.title.get(lang)}: {section.subtotal} {section.unit.get(lang)}")
        for it in section.items:
            count = f" x{it.count}" if it.count > 1 else ""
            lines.append(f"  {pad(it.names.get(lang), width)}  {it.value:>3}{count:<4} = {it.subtotal:>3}")
        for s in section.suppressed:
            by = ""
            if s.by is not None:
                by = names_of[s.by].get(lang) if s.by in names_of else s.by
            reason = f"{head['not_counted']}: {by}" if by else s.why.get(lang)
            count = f" x{s.count}" if s.count > 1 else ""
            lines.append(f"  ({s.names.get(lang)}{count}: {reason})")
    lines.append(f"  {head['total']}: {score.total}")
    lines.append(f"  {head['table']}: {score.table.describe(lang)}")
    for note in score.remarks:
        lines.append(f"  {head['note']}: {note.get(lang)}")
    lines.append(f"  {head['verdict']}: {score.headline.text.get(lang)}")
    if score.win:
        lines.append(
            f"  {head['pay']}: "
            + ", ".join(f"{p.names.get(lang)} {p.amount}" for p in score.payments)
            + f"; {head['received']} {score.received}"
        )
    return "\n".join(lines)
