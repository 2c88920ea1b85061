"""A match sheet on paper: a PDF (QPdfWriter) and the print dialog (QPrinter), drawn alike.

Page one holds the match (rule set, players, standings with table points) and the table of
entries with each player's gain and running total; then each win follows with its hand drawn
as tiles (vector artwork) and its breakdown as the core recorded it, names in the chosen
language. The numbers come from the stored sheet: nothing is scored here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from core.engine.match_rules import WinHand, refused
from core.engine.score import Names
from core.model.errors import HandError
from core.model.names import isolate
from core.model.notation import parse_flowers, parse_meld, parse_tiles
from core.model.tiles import Flower, Tile
from core.referee.chart import Chart, running_totals_chart
from core.referee.match import Sheet, format_points, label_names
from core.referee.store_rows import rules_in_force
from core.rules import get_rules

from . import glyphs
from .chart_paint import paint_chart
from .qt import QColor, QFont, QPainter, QRectF, Qt, tr
from .sheet_words import describe, difference_text, player_names, wind_name
from .widgets.tileart import TILE_RATIO, _renderer, tile_name

# a PDF refused because a character of it has no glyph in any font here (issue 41)
E_NO_GLYPH = Names(
    "no font on this computer draws {chars} (in {texts}): the PDF would lose it, so nothing was written; "
    "install a font that has it (on Debian or Ubuntu: fonts-noto-cjk)",
    "这台电脑上没有字体能显示 {chars}（见于 {texts}）：PDF 会丢失这些字，所以什么都没有写入；"
    "请安装包含它们的字体（Debian、Ubuntu：fonts-noto-cjk）",
    "這台電腦上沒有字型能顯示 {chars}（見於 {texts}）：PDF 會遺失這些字，所以什麼都沒有寫入；"
    "請安裝包含它們的字型（Debian、Ubuntu：fonts-noto-cjk）",
    "このコンピューターには {chars} を表示できるフォントがありません（{texts} の中）。PDF から文字が"
    "失われるため、何も書き出していません。これらの文字を含むフォントをインストールしてください"
    "（Debian・Ubuntu：fonts-noto-cjk）",
)


def no_glyph_error(lost: dict[str, str]) -> HandError:
    """The ``no_glyph`` refusal of a paper whose characters ``lost`` (each with the first text
    that holds it) no font here draws: each named by its code point, with up to three texts."""
    texts = list(dict.fromkeys(lost.values()))
    shown = ", ".join(f"“{isolate(t)}”" for t in texts[:3]) + (", …" if len(texts) > 3 else "")
    return refused(E_NO_GLYPH, "no_glyph", chars=glyphs.code_points(lost), texts=shown)


class _Pages:
    """Lines of text and rows of tiles down the page, a new page when one is full. Every text
    drawn is checked for characters no font here draws (``lost``: each with the first text
    holding it), so a paper that would show a box is refused, not written."""

    def __init__(self, painter: QPainter, device: Any, new_page: Any) -> None:
        self.p = painter
        self.device = device
        self.new_page = new_page
        dpi = device.logicalDpiY() or 72
        self.unit = dpi / 72.0  # one typographic point in device pixels
        self.margin = 36 * self.unit
        self.width = device.width() - 2 * self.margin
        self.height = device.height() - 2 * self.margin
        self.y = 0.0
        self.lost: dict[str, str] = {}

    def _check(self, s: str, font: QFont) -> None:
        for ch in glyphs.missing(s, font):
            self.lost.setdefault(ch, s)

    def _room(self, h: float) -> None:
        if self.y + h > self.height and self.y > 0:
            self.y = 0.0  # (before the turn: a new page may start with lines of its own, a header row)
            self.new_page()

    def text(self, s: str, size: float = 10, bold: bool = False, indent: float = 0, color: str = "#000000") -> None:
        f = QFont()
        f.setPointSizeF(size)
        f.setBold(bold)
        self.p.setFont(f)
        self.p.setPen(QColor(color))
        self._check(s, f)
        h = size * 1.5 * self.unit
        rect = QRectF(self.margin + indent * self.unit, 0, self.width - indent * self.unit, 10_000)
        bound = self.p.boundingRect(rect, int(Qt.TextFlag.TextWordWrap), s)
        h = max(h, bound.height() + 2 * self.unit)
        self._room(h)
        self.p.setFont(f)  # (a new page may have drawn in another)
        self.p.setPen(QColor(color))
        self.p.drawText(QRectF(rect.x(), self.margin + self.y, rect.width(), h), int(Qt.TextFlag.TextWordWrap), s)
        self.y += h

    def columns(
        self, cells: list[str], widths: list[float], size: float = 9, bold: bool = False, right: int = 4
    ) -> None:
        """One row of a table: each cell in its column, wrapped there when it is too long (a long
        name), the row as tall as its tallest cell; the last ``right`` cells (the players'
        numbers) aligned right."""
        f = QFont()
        f.setPointSizeF(size)
        f.setBold(bold)
        self.p.setFont(f)
        self.p.setPen(QColor("#000000"))
        for cell in cells:
            self._check(cell, f)
        total = sum(widths)
        wrap = Qt.TextFlag.TextWrapAnywhere
        boxes = []  # (x, width, flags) of each cell's text
        x = self.margin
        for i, w in enumerate(widths[: len(cells)]):
            cw = self.width * w / total
            align = Qt.AlignmentFlag.AlignRight if i >= len(cells) - right else Qt.AlignmentFlag.AlignLeft
            boxes.append((x + 2 * self.unit, cw - 4 * self.unit, int(align | Qt.AlignmentFlag.AlignVCenter | wrap)))
            x += cw
        h = max(
            [size * 1.6 * self.unit]
            + [
                self.p.boundingRect(QRectF(bx, 0, bw, 10_000), flags, cell).height() + size * 0.6 * self.unit
                for (bx, bw, flags), cell in zip(boxes, cells)
            ]
        )
        self._room(h)
        self.p.setFont(f)  # (a new page may have drawn in another)
        self.p.setPen(QColor("#000000"))
        for (bx, bw, flags), cell in zip(boxes, cells):
            self.p.drawText(QRectF(bx, self.margin + self.y, bw, h), flags, cell)
        self.y += h
        self.p.setPen(QColor("#bbbbbb"))
        self.p.drawLine(
            int(self.margin), int(self.margin + self.y), int(self.margin + self.width), int(self.margin + self.y)
        )

    def tiles(self, groups: list[list[Tile | Flower]], width_pt: float = 18) -> None:
        """Tile groups side by side (a gap between groups), drawn from the SVG artwork."""
        w = width_pt * self.unit
        h = w * TILE_RATIO
        self._room(h + 4 * self.unit)
        x = self.margin
        for group in groups:
            for t in group:
                r = _renderer(tile_name(t))
                box = QRectF(x, self.margin + self.y, w, h)
                if r is not None:
                    r.render(self.p, box)
                else:
                    self.p.setPen(QColor("#333333"))
                    self.p.drawRect(box)
                    self.p.drawText(box, int(Qt.AlignmentFlag.AlignCenter), tile_name(t))
                x += w
            x += w * 0.4
        self.y += h + 4 * self.unit

    def chart(self, chart: Chart, heading: str, size: float = 8) -> None:
        """A heading and a chart as wide as the page, half as tall (at most 45% of a page; less,
        down to a third of its width, where that keeps it on the page begun), texts of ``size``
        points, drawn from the same primitives as the window's and the web pages'. The heading
        never stays alone at the foot of a page."""
        head = 12 * 1.5 * self.unit
        h = min(self.width * 0.5, self.height * 0.45)
        left = self.height - self.y - head
        if self.y > 0 and self.width / 3 <= left < h:
            h = left
        self._room(head + h)
        self.text(heading, 12, bold=True)
        box = QRectF(self.margin, self.margin + self.y, self.width, h)
        paint_chart(self.p, chart, box, size * self.unit, "light", self._check)
        self.y += h

    def gap(self, pt: float = 6) -> None:
        self.y += pt * self.unit


def _hand_groups(inputs: dict[str, Any]) -> list[list[Tile | Flower]]:
    """The stored hand as tile groups: standing tiles, each meld, the winning tile, flowers."""
    groups: list[list[Tile | Flower]] = [list(parse_tiles(str(inputs.get("hand") or "")))]
    for m in inputs.get("melds") or []:
        groups.append(list(parse_meld(str(m)).tiles))
    groups.append(list(parse_tiles(str(inputs.get("win") or ""))))
    flowers = inputs.get("flowers")
    if isinstance(flowers, str) and flowers:
        groups.append(list(parse_flowers(flowers)))
    return [g for g in groups if g]


def _label_widths(painter: QPainter, pages: _Pages, labels: list[str], widths: list[float]) -> list[float]:
    """The widths of the Hand and What happened columns: the Hand column as wide as its
    longest label (a label in Chinese is longer than ``S2-3``), taken from the next column."""
    f = QFont()
    f.setPointSizeF(9)
    painter.setFont(f)
    need = max((painter.boundingRect(QRectF(0, 0, 10_000, 100), 0, s).width() for s in labels), default=0.0)
    share = (need + 6 * pages.unit) / pages.width * sum(widths)
    grow = min(max(0.0, share - widths[1]), widths[2] / 2)
    return [widths[1] + grow, widths[2] - grow]


def _point_widths(painter: QPainter, pages: _Pages, cells: list[str], widths: list[float], players: int) -> list[float]:
    """The widths of What happened and of each player's column: a player's column as wide as
    its widest cell (riichi's "+3900 → 38900"), taken from What happened (at most half of it)."""
    f = QFont()
    f.setPointSizeF(9)
    painter.setFont(f)
    need = max((painter.boundingRect(QRectF(0, 0, 10_000, 100), 0, s).width() for s in cells), default=0.0)
    share = (need + 6 * pages.unit) / pages.width * sum(widths)
    grow = min(max(0.0, share - widths[3]), widths[2] / 2 / players)
    return [widths[2] - grow * players, *([widths[3] + grow] * players)]


def render(sheet: Sheet, lang: str, painter: QPainter, device: Any, new_page: Any) -> dict[str, str]:
    """Draw the whole sheet on ``device`` through ``painter``; ``new_page()`` turns the page.
    Returns the characters no font here draws (each with the first text holding it): {} when
    every character was drawn."""
    pages = _Pages(painter, device, new_page)
    match = sheet.match
    rules = get_rules(match.rules)
    unit = rules.layout.unit.get(lang)
    names_of: dict[str, Names] = {i.id: i.names for i in rules.items()}
    names = player_names(match)
    pages.text(tr("Match sheet: {0}").format(isolate(match.title) or match.id), 16, bold=True)
    pages.text(
        tr("{0}, started {1}").format(rules.title.get(lang), match.created.replace("T", " ").rstrip("Z") + " UTC"), 10
    )
    pages.text(tr("Players: {0}").format(", ".join(f"{i + 1}. {p}" for i, p in enumerate(names))), 10)
    head = rules_in_force(match).get(lang)  # (the match rules in force: start, return, uma...)
    if head:
        pages.text(tr("Match rules: {0}").format(head), 9)
    pages.gap()
    pages.text(tr("Standings"), 12, bold=True)
    for s in sorted(sheet.standings, key=lambda s: (s.rank, s.player)):
        pages.text(
            tr("{0}. {1}: {2}, table points {3}").format(
                s.rank, isolate(s.name), s.score, format_points(s.table_points)
            ),
            10,
            indent=12,
        )
    pages.gap()
    widths: list[float] = [3.0, 4.0, 26.0 + 8.0 * (4 - len(names)), *([8.0] * len(names))]
    labels = [label_names(match.rules, r.seating).get(lang) for r in sheet.rows]  # 東1局, 南风圈 第2局 连3
    widths[1:3] = _label_widths(painter, pages, labels, widths)
    points = [[f"{r.deltas[p]:+d} → {r.totals[p]}" for p in range(len(names))] for r in sheet.rows]
    widths[2:] = _point_widths(painter, pages, [c for row in points for c in row], widths, len(names))
    pages.columns([tr("#"), tr("Hand"), tr("What happened"), *names], widths, bold=True, right=len(names))
    for r, label, row in zip(sheet.rows, labels, points):
        pages.columns([str(r.entry), label, describe(r, match, lang), *row], widths, right=len(names))
    if sheet.rows:  # the running totals drawn (issue 46)
        pages.gap(10)
        pages.chart(running_totals_chart(sheet, lang), tr("Running totals"))
    for r, label in zip(sheet.rows, labels):
        if not isinstance(r.body, WinHand):
            continue
        body = r.body
        pages.gap(10)
        seats = ", ".join(f"{wind_name(r.seating.winds[p], lang)} {names[p]}" for p in range(len(names)))
        pages.text(f"{r.entry}. {label}: {describe(r, match, lang)}", 11, bold=True)
        pages.text(seats, 9, color="#444444")
        pages.tiles(_hand_groups(body.inputs))
        result = body.result
        for it in result.get("items", []):
            name = names_of[it["id"]].get(lang) if it["id"] in names_of else str(it.get("en"))
            count = f" ×{it['count']}" if it.get("count", 1) > 1 else ""
            pages.text(f"{name}  {it['value']}{count}", 9, indent=12)
        pay = ", ".join(
            f"{rules.layout.role(role).get(lang)} {amount}" for role, amount in (result.get("pay") or {}).items()
        )
        pages.text(tr("Total {0} {1}; pays: {2}").format(result.get("total"), unit, pay), 9, indent=12)
        verdict = body.verdict
        if isinstance(verdict, dict):
            if verdict.get("agrees"):
                pages.text(tr("The claim agreed."), 9, indent=12, color="#1e8449")
            else:
                for d in verdict.get("differences", []):
                    pages.text("• " + difference_text(d, lang), 9, indent=12, color="#c0392b")
    return pages.lost


def _complete_pdf(data: bytes) -> bool:
    """Whether a PDF was written to its end (its last lines hold the ``%%EOF`` marker): Qt's
    PDF writer says nothing of a write that failed (a full disk)."""
    return data.startswith(b"%PDF-") and b"%%EOF" in data[-64:]


def _write_pages(path: str, title: str, draw: Callable[[QPainter, Any, Callable[[], Any]], dict[str, str]]) -> None:
    """A PDF (A4, 300 dpi) drawn by ``draw(painter, device, new_page)``, written whole or not at
    all (:func:`core.referee.files.write_via`: a temporary file, checked, then renamed over the
    target); :class:`OSError` on failure, the target untouched. Where ``draw`` reports
    characters no font here draws, the ``no_glyph`` :class:`HandError` naming them, and nothing
    written (the temporary file removed): a PDF never loses text."""
    from PySide6.QtGui import QPageSize, QPdfWriter

    from core.referee.files import write_via

    def produce(temporary: str) -> None:
        writer = QPdfWriter(temporary)
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        writer.setResolution(300)
        writer.setTitle(title)
        painter = QPainter(writer)
        if not painter.isActive():
            raise OSError(f"cannot write {path}")
        try:
            lost = draw(painter, writer, writer.newPage)
        finally:
            ended = painter.end()
        del writer  # (the file is closed when the writer goes)
        if lost:
            raise no_glyph_error(lost)
        if not ended:
            raise OSError(f"cannot write {path}")

    write_via(path, produce, _complete_pdf)


def write_pdf(sheet: Sheet, path: str, lang: str) -> None:
    """The sheet as a PDF file (A4), written whole or not at all (:func:`_write_pages`);
    :class:`OSError` on failure, the ``no_glyph`` :class:`HandError` where a character would
    be lost."""
    _write_pages(
        path,
        tr("Match sheet: {0}").format(sheet.match.title or sheet.match.id),
        lambda painter, device, new_page: render(sheet, lang, painter, device, new_page),
    )


@dataclass(frozen=True, slots=True)
class StandingsPaper:
    """A tournament's standings as the paper shows them, in the window's language: a title, a
    line saying after which round (or live), the column headers and the rows, each cell as the
    window shows it (the shared places marked), and how many of the last columns are numbers
    (aligned right)."""

    title: str
    subtitle: str
    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    numbers: int = 3
    # the column widths, in shares of the page's width (the name's column the widest)
    widths: tuple[float, ...] = (5.0, 30.0, 10.0, 10.0, 10.0, 7.0)


def render_standings(paper: StandingsPaper, painter: QPainter, device: Any, new_page: Any) -> dict[str, str]:
    """Draw the standings on ``device``: the title, the subtitle, then the table, its header
    row again at the top of every new page. Returns the characters no font here draws (as
    :func:`render`)."""
    pages = _Pages(painter, device, new_page)
    pages.text(paper.title, 16, bold=True)
    pages.text(paper.subtitle, 10, color="#444444")
    pages.gap()
    widths = list(paper.widths[: len(paper.headers)])
    pages.columns(list(paper.headers), widths, bold=True, right=paper.numbers)

    def turned() -> None:  # a new page starts with the header row
        new_page()
        pages.columns(list(paper.headers), widths, bold=True, right=paper.numbers)

    pages.new_page = turned
    for row in paper.rows:
        pages.columns(list(row), widths, right=paper.numbers)
    return pages.lost


def write_standings_pdf(paper: StandingsPaper, path: str) -> None:
    """The standings as a PDF file (A4), written whole or not at all (:func:`_write_pages`: a
    temporary file, checked, renamed); :class:`OSError` on failure, the ``no_glyph``
    :class:`HandError` where a character would be lost: nothing written."""
    _write_pages(
        path, paper.title, lambda painter, device, new_page: render_standings(paper, painter, device, new_page)
    )


def lost_characters(sheet: Sheet, lang: str) -> dict[str, str]:
    """The characters of the sheet's paper no font here draws (as :func:`render`), found by
    drawing it into a PDF in memory: the check before printing."""
    from PySide6.QtCore import QBuffer, QIODevice
    from PySide6.QtGui import QPageSize, QPdfWriter

    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    painter = QPainter(writer)
    try:
        return render(sheet, lang, painter, writer, writer.newPage)
    finally:
        painter.end()


def print_sheet(sheet: Sheet, lang: str, parent: Any = None) -> bool:
    """The print dialog, then the sheet on the chosen printer. Returns whether it printed; the
    ``no_glyph`` :class:`HandError`, before any dialog, where a character would print as a box."""
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    lost = lost_characters(sheet, lang)
    if lost:
        raise no_glyph_error(lost)

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    dialog = QPrintDialog(printer, parent)
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return False
    painter = QPainter(printer)
    try:
        render(sheet, lang, painter, printer, printer.newPage)
    finally:
        painter.end()
    return True


def export_pdf(sheet: Sheet, path: str, lang: str) -> None:
    """``mjscore matches export --pdf``: the sheet as a PDF, headless (Qt's offscreen platform
    when there is no display), with the bundled font and the UI translations of ``lang``.
    Offered to the core's command line as the entry point ``pdf`` of the group
    ``mahjong_scorer.exporters`` (the core never imports Qt)."""
    import os

    if "QT_QPA_PLATFORM" not in os.environ and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from .services import application, install_language

    application()
    install_language(lang)
    write_pdf(sheet, path, lang)
