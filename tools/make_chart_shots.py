"""Render the screenshots of the running totals chart (issue 46): a whole MCR match of sixteen
hands, its sheet window on the Chart tab and its PDF's first page (the table, then the chart).

    python tools/make_chart_shots.py    # docs/match-chart-<lang>.png (1280x860),
                                        # docs/match-chart-1024x640-<lang>.png, docs/match-chart-dark-en.png,
                                        # docs/match-pdf-chart-<lang>.png, docs/match-chart-<lang>.svg

The hands are written to the window's store (as a station would), then the window shows them.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_screenshots import LANGS, PDF_PAGE, ROOT, SHEET_OPEN, run, said  # noqa: E402

CHART_SCRIPT = (
    SHEET_OPEN
    + PDF_PAGE
    + r"""
from core.engine.match_rules import Draw, Penalty
from core.referee.chart import running_totals_chart
from core.referee.chart_svg import chart_svg
from core.referee.match import WinInput
lang, size, scheme, sheet_png, pdf_png, svg = sys.argv[1:7]
if scheme != "-":
    from gui import theme
    theme.set_scheme(scheme)
w, mw = open_sheet("mcr", ("Ann", "Bob", "Cid", "Dee"), size)
small = {"hand": "123m456p789s1z", "melds": ["pon 777z"], "win": "1z"}  # 17 fan; 18 self-drawn
big = {"hand": "1112345678999m", "win": "5m"}  # Nine Gates: 88 fan and more
# (winner, discarder: None self-drawn; "draw"; "big": a big hand on a discard)
plan = [(0, 1), (2, None), (1, 3), "draw", (3, 0), (1, None), (2, 1), (0, None), (3, None), "draw",
        (1, 2), (0, 3), ("big", 2, 0), (3, 1), (1, None), (0, 2)]
for n, step in enumerate(plan):
    if step == "draw":
        mw.store.add(mw.match.id, Draw())
    elif step[0] == "big":
        mw.store.add(mw.match.id, WinInput(step[1], step[2], big))
    else:
        mw.store.add(mw.match.id, WinInput(step[0], step[1], small))
    if n == 5:  # a false win after the sixth hand
        mw.store.add(mw.match.id, Penalty(3, "false_win"))
mw.refresh()
mw.sheet_tabs.setCurrentWidget(mw.chart_view)
grab(mw, sheet_png)
if svg != "-":
    Path = __import__("pathlib").Path
    Path(svg).write_text(chart_svg(running_totals_chart(mw.sheet, lang), 720, 360, ident="match-chart"), encoding="utf-8")
if pdf_png != "-":
    pdf = os.path.join(tempfile.mkdtemp(), "sheet.pdf")
    assert mw.export_pdf(pdf), mw.message.text()
    pdf_page(pdf, pdf_png)
"""
)


def chart_shots(env: dict[str, str]) -> None:
    docs = ROOT / "docs"
    for lang in LANGS:
        sheet, pdf, svg = (
            docs / f"match-chart-{lang}.png",
            docs / f"match-pdf-chart-{lang}.png",
            docs / f"match-chart-{lang}.svg",
        )
        run(env, "-c", CHART_SCRIPT, lang, "1280x860", "-", str(sheet), str(pdf), str(svg))
        for out in (sheet, pdf, svg):
            said(out)
        small = docs / f"match-chart-1024x640-{lang}.png"
        run(env, "-c", CHART_SCRIPT, lang, "1024x640", "-", str(small), "-", "-")
        said(small)
    dark = docs / "match-chart-dark-en.png"
    run(env, "-c", CHART_SCRIPT, "en", "1280x860", "dark", str(dark), "-", "-")
    said(dark)


if __name__ == "__main__":
    chart_shots({**os.environ, "QT_QPA_PLATFORM": "offscreen"})
