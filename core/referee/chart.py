"""Running totals drawn as a line chart: what a chart shows, and its layout as drawing primitives.

A :class:`Chart` is the data: one :class:`Series` a player (a value a point, the points where
the player dealt marked), a label a point on the x axis, the words of its title, description
and legend in one language. :func:`running_totals_chart` makes the chart of a match sheet (a
point before the first hand, then one after each entry, labelled with the hand's label as the
sheet shows it: ``E1``, 東1局 1本場); :func:`standings_chart` the chart of a tournament's
standings over its rounds (table points after each round; the top players only, where many play).

:func:`layout` places a chart in a box of a given size and returns a :class:`Drawing`: lines,
polylines, markers and texts (each with its anchor) in the box's coordinates, each coloured by
a *role* (``text``, ``axis``, ``grid``, ``zero``, ``s0``... a series), never by a colour. Two
renderers draw the same drawing: :func:`core.referee.chart_svg.chart_svg` writes SVG text (the
web pages, any file), and ``gui.chart_paint`` draws through Qt's QPainter (the window and the
PDF). The colours of each role, light and dark, are :data:`PALETTES`.

Nothing here measures text with a font: a text's width is estimated from its characters (a wide
CJK character one em, another about half of one), with room to spare, so both renderers lay the
chart out alike without asking a font.
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Final, Union

from core.engine.match_rules import DRAW, WIN
from core.model.names import Names, isolate
from core.referee.match import Sheet, label_names
from core.referee.tournament import standings

# --- the words ------------------------------------------------------------------------------------

T_TOTALS: Final = Names("Running totals", "累计得分", "累計得分", "持ち点の推移")
T_STANDINGS: Final = Names("Table points over the rounds", "各轮后的桌分", "各輪後的桌分", "各回戦後の順位点")
X_START: Final = Names("Start", "开始", "開始", "開始")
X_ROUND: Final = Names("R{n}", "第{n}轮", "第{n}輪", "第{n}回戦")
X_LIVE: Final = Names("R{n} (live)", "第{n}轮（进行中）", "第{n}輪（進行中）", "第{n}回戦（途中）")
W_DEALER: Final = Names("dealer's hand", "庄家的一手", "莊家的一手", "親の局")
D_TOTALS: Final = Names(
    "Line chart of the running totals of {players} over {count} entries of the sheet. After the last: {last}.",
    "折线图：{players}在记分表 {count} 条记录中的累计得分。最后：{last}。",
    "折線圖：{players}在記分表 {count} 條記錄中的累計得分。最後：{last}。",
    "折れ線グラフ：記録表 {count} 件にわたる{players}の持ち点の推移。最後：{last}。",
)
D_STANDINGS: Final = Names(
    "Line chart of the table points of {players} after each of {count} rounds. After the last: {last}.",
    "折线图：{players}在 {count} 轮中每轮后的桌分。最后：{last}。",
    "折線圖：{players}在 {count} 輪中每輪後的桌分。最後：{last}。",
    "折れ線グラフ：{count} 回戦の各回戦後の{players}の順位点。最後：{last}。",
)
LIST_SEP: Final = Names(", ", "、", "、", "、")

#: the shape of each series' markers, in turn (a line is told by its shape in print, not only by colour)
SHAPES: Final = ("circle", "square", "triangle", "diamond")
#: the dash pattern of the ninth series on (in ems; the first eight are solid)
DASHES: Final = ((), (0.6, 0.3))
#: how many series have a colour of their own (more repeat them, dashed)
COLOURS: Final = 8

#: the colour of each role: on a light background (the window's light theme, paper) and on a
#: dark one (the window's dark theme, a dark web page). Okabe and Ito's colours, each darkened
#: or lightened to keep a contrast of at least 3:1 with its background; told apart by people
#: who do not see red and green apart (and by the markers' shapes in grey print).
PALETTES: Final[Mapping[str, Mapping[str, str]]] = {
    "light": {
        "background": "#ffffff",
        "text": "#1a1a1a",
        "muted": "#555555",
        "axis": "#444444",
        "grid": "#dddddd",
        "zero": "#777777",
        "s0": "#0072b2",
        "s1": "#c34a00",
        "s2": "#007a5a",
        "s3": "#a8327d",
        "s4": "#7d6400",
        "s5": "#3b4cc0",
        "s6": "#8c3b1e",
        "s7": "#4d4d4d",
    },
    "dark": {
        "background": "#1e1e20",
        "text": "#e6e6e6",
        "muted": "#aaaaaa",
        "axis": "#b0b0b0",
        "grid": "#3a3a3e",
        "zero": "#8a8a8a",
        "s0": "#56b4e9",
        "s1": "#ff9350",
        "s2": "#3ddc97",
        "s3": "#f08fc8",
        "s4": "#f0e442",
        "s5": "#a9a9ff",
        "s6": "#e8b07a",
        "s7": "#d0d0d0",
    },
}


# --- what a chart shows ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Series:
    """One line: whose (a player's name as given: it may hold markup or bidirectional text; the
    layout isolates it and the SVG escapes it), a value a point, and the points (by index) drawn
    as the dealer's."""

    name: str
    values: tuple[float, ...]
    marks: tuple[int, ...] = ()
    #: the label of the first value (a line that begins later than the first label)
    start: int = 0


@dataclass(frozen=True, slots=True)
class Chart:
    """A line chart's data and words in one language: the x axis's label of each point, the
    lines, the value every line starts from (``baseline``, drawn across), the legend's word for a
    marked point ("" where no point is marked), a title and a description for a screen reader."""

    lang: str
    title: str
    description: str
    labels: tuple[str, ...]
    series: tuple[Series, ...]
    baseline: float = 0.0
    mark_words: str = ""


def value_text(value: float) -> str:
    """A value as the axis and the description write it: a whole number with no decimals
    (``-1,200``), else with up to two."""
    if float(value).is_integer():
        return f"{int(value):,}"
    return f"{value:,.2f}".rstrip("0").rstrip(".")


def _last_words(series: Sequence[Series], lang: str) -> str:
    return LIST_SEP.get(lang).join(f"{isolate(s.name)} {value_text(s.values[-1])}" for s in series if s.values)


def running_totals_chart(sheet: Sheet, lang: str) -> Chart:
    """The running totals of a match sheet: a point before the first entry (the score each
    player starts with), then one after each entry (a win, a draw, a penalty), labelled as the
    sheet labels its hand; a player's point marked where the entry is a hand that player dealt
    (a win or a draw with the player East)."""
    match = sheet.match
    count = len(match.players)
    if sheet.rows:
        first = sheet.rows[0]
        start = tuple(t - d for t, d in zip(first.totals, first.deltas))
    else:
        start = tuple(sheet.totals)
    labels = [X_START.get(lang)] + [label_names(match.rules, r.seating).get(lang) for r in sheet.rows]
    series = []
    for p in range(count):
        values = (float(start[p]), *(float(r.totals[p]) for r in sheet.rows))
        marks = tuple(i for i, r in enumerate(sheet.rows, 1) if r.kind in (WIN, DRAW) and r.seating.dealer == p)
        series.append(Series(match.players[p], values, marks))
    base = float(start[0]) if len(set(start)) == 1 else 0.0
    names = LIST_SEP.get(lang).join(isolate(p) for p in match.players)
    title = f"{T_TOTALS.get(lang)}: {isolate(match.title) or match.id}"
    words = D_TOTALS.format(players=names, count=len(sheet.rows), last=_last_words(series, lang)).get(lang)
    return Chart(lang, title, words, tuple(labels), tuple(series), base, W_DEALER.get(lang))


def standings_lines(rows_by_round: Sequence[Iterable[object]]) -> tuple[dict[int, tuple[float, ...]], tuple[int, ...]]:
    """Each player's table points summed after each round (a 0 first: one value more than the
    rounds), and the players in the order of the last round's standing (by number where equal
    or absent). ``rows_by_round``: as :func:`standings_chart` takes them. Computed once, the
    lines of many charts (each player's page) are picked from it (:func:`lines_chart`)."""
    rounds = [list(rows) for rows in rows_by_round]
    points: dict[int, list[float]] = {}
    for i, rows in enumerate(rounds):
        for row in rows:
            p = int(getattr(row, "player"))
            points.setdefault(p, [0.0] * (i + 1))
            line = points[p]
            line.extend([line[-1]] * (i + 1 - len(line)))  # (absent from a round: as before it)
            line.append(float(Fraction(getattr(row, "table_points"))))
    for line in points.values():
        line.extend([line[-1]] * (len(rounds) + 1 - len(line)))
    last = {int(getattr(r, "player")): int(getattr(r, "place")) for r in (rounds[-1] if rounds else ())}
    order = tuple(sorted(points, key=lambda p: (last.get(p, len(points) + 1), p)))
    return {p: tuple(v) for p, v in points.items()}, order


def lines_chart(
    lines: Sequence[tuple[str, tuple[float, ...]]], rounds: int, lang: str, title: str = "", live: bool = False
) -> Chart:
    """The standings chart of ``lines`` (each a player's name and values, as
    :func:`standings_lines` gives them) over ``rounds`` rounds (see :func:`standings_chart`)."""
    series = tuple(Series(name, values) for name, values in lines)
    labels = [X_START.get(lang), *(X_ROUND.format(n=n).get(lang) for n in range(1, rounds + 1))]
    if live and rounds:
        labels[-1] = X_LIVE.format(n=rounds).get(lang)
    who = LIST_SEP.get(lang).join(isolate(s.name) for s in series)
    words = D_STANDINGS.format(players=who, count=rounds, last=_last_words(series, lang)).get(lang)
    heading = T_STANDINGS.get(lang) + (f": {isolate(title)}" if title else "")
    return Chart(lang, heading, words, tuple(labels), series, 0.0, "")


def standings_chart(
    names: Mapping[int, str],
    rows_by_round: Sequence[Iterable[object]],
    lang: str,
    top: int | None = 8,
    include: Iterable[int] = (),
    title: str = "",
    live: bool = False,
) -> Chart:
    """The standings over the rounds: a line a player, its table points summed after each round
    (a point at 0 before the first). ``rows_by_round[i]``: the standings after round ``i + 1``
    (:class:`core.referee.tournament.Standing` rows, or anything with ``player``, ``place`` and
    ``table_points``), as :meth:`TournamentStore.standings` gives them with ``through``;
    ``names``: each player's name by number. ``top``: only the players placed in the first
    ``top`` after the last round (``None``: everyone), with the players of ``include`` too (a
    player's own page); in the order of that last standing. ``live``: the last round is still
    being played (its label says so)."""
    rows = list(rows_by_round)
    points, order = standings_lines(rows)
    wanted = set(include)
    shown = [p for i, p in enumerate(order) if top is None or i < top or p in wanted]
    return lines_chart([(names.get(p, str(p)), points[p]) for p in shown], len(rows), lang, title, live)


def tournament_chart(
    tours: Any, tid: str, lang: str, top: int | None = 8, include: Iterable[int] = (), live: bool = False
) -> Chart:
    """The standings over the rounds of tournament ``tid`` of a store's tournaments
    (:class:`core.referee.tournament_store.Tournaments`): the players' table points after each
    closed round, and with ``live`` after the round in play as its tables stand (a point more,
    where any of its tables has begun; the tables begun only, as the live standings count them), as :meth:`Tournaments.standings` ranks them (the
    substitutes left out, the tournament's tiebreaks), read once; :func:`standings_chart`
    draws them (``top``, ``include``)."""
    t = tours.tournament(tid)
    everyone = tours.players(tid)
    results = tours.table_results(tid)
    rounds = tours.rounds(tid)
    counted = [r.number for r in rounds if r.closed]
    begun = {r.round for r in results if r.entries}
    playing = [r.number for r in rounds if not r.closed and r.number in begun] if live else []
    ranked = [p.number for p in everyone if not p.substitute]
    unranked = {p.number for p in everyone if p.substitute}
    shown = set(counted) | set(playing[:1])
    # (a table of the round in play that has not begun counts for nothing yet, as in the live
    # standings: not as a four-way tie)
    used = [r for r in results if r.round in counted or (r.round in shown and r.entries)]
    by_round = [standings(ranked, used, n, unranked=unranked, tiebreaks=t.tiebreaks) for n in sorted(shown)]
    names = {p.number: p.name for p in everyone}
    return standings_chart(names, by_round, lang, top, include, t.title, live=bool(playing))


# --- the drawing primitives -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Line:
    x1: float
    y1: float
    x2: float
    y2: float
    role: str
    width: float
    dash: tuple[float, ...] = ()


@dataclass(frozen=True, slots=True)
class Polyline:
    points: tuple[tuple[float, float], ...]
    role: str
    width: float
    dash: tuple[float, ...] = ()


@dataclass(frozen=True, slots=True)
class Marker:
    """A point's mark centred on (x, y), ``size`` across: a filled shape of :data:`SHAPES`, or a
    ``ring`` (the dealer's mark, drawn around a point)."""

    x: float
    y: float
    shape: str
    size: float
    role: str
    width: float = 1.0


@dataclass(frozen=True, slots=True)
class Text:
    """A text whose baseline starts (``anchor`` ``start``), is centred (``middle``) or ends
    (``end``) at (x, y), turned by ``angle`` degrees about that point (negative: up to the
    right). ``user``: a name as given (kept as text everywhere, isolated)."""

    x: float
    y: float
    text: str
    size: float
    role: str
    anchor: str = "start"
    angle: float = 0.0
    bold: bool = False
    user: bool = False


def corners(m: Marker) -> tuple[tuple[float, float], ...]:
    """The corners of a triangle's or a diamond's marker (both renderers draw these)."""
    x, y, r = m.x, m.y, m.size / 2
    if m.shape == "triangle":
        return ((x, y - 1.15 * r), (x + r, y + 0.75 * r), (x - r, y + 0.75 * r))
    return ((x, y - 1.2 * r), (x + 1.2 * r, y), (x, y + 1.2 * r), (x - 1.2 * r, y))


Item = Union[Line, Polyline, Marker, Text]  # noqa: UP007 (a runtime alias)


@dataclass(frozen=True, slots=True)
class Drawing:
    """A chart laid out in a box ``width`` by ``height`` (y down), with the words a reader of
    the picture is told (title, description) and its language."""

    width: float
    height: float
    items: tuple[Item, ...]
    title: str
    description: str
    lang: str


def text_width(text: str, size: float) -> float:
    """An estimate of ``text``'s width at ``size``, a little wide: one em for a wide character
    (CJK), none for a mark or a format character, 0.62 em for another (0.3 a space)."""
    ems = 0.0
    for c in text:
        if unicodedata.combining(c) or unicodedata.category(c) in ("Cf", "Mn", "Me"):
            continue
        if unicodedata.east_asian_width(c) in ("W", "F"):
            ems += 1.0
        elif c == " ":
            ems += 0.3
        else:
            ems += 0.62
    return ems * size


def _shorten(text: str, size: float, room: float) -> str:
    """``text`` cut with an ellipsis to fit ``room`` (as estimated)."""
    if text_width(text, size) <= room:
        return text
    out = text
    while out and text_width(out + "…", size) > room:
        out = out[:-1]
    return out + "…"


def nice_ticks(lo: float, hi: float, most: int, whole: bool = False) -> tuple[float, ...]:
    """At most ``most`` (at least 2) round values, evenly spaced by 1, 2 or 5 times a power of
    ten, from at or below ``lo`` to at or above ``hi``; ``whole``: steps of at least 1 (points)."""
    if hi <= lo:
        lo, hi = lo - 1, hi + 1
    most = max(2, most)
    raw = (hi - lo) / (most - 1)
    power = 10 ** math.floor(math.log10(raw))
    if whole:
        power = max(power, 1)
    for m in (1, 2, 2.5, 5, 10, 20):
        step = m * power
        first, last = math.floor(lo / step), math.ceil(hi / step)
        if last - first + 1 <= most:
            break
    if step >= 1:
        step = float(round(step))  # (whole steps: 2.5 only below one)
        first, last = math.floor(lo / step), math.ceil(hi / step)
    return tuple(round(k * step, 10) for k in range(first, last + 1))


def layout(chart: Chart, width: float, height: float, font: float = 12.0) -> Drawing:
    """The chart in a box ``width`` by ``height`` with texts of size ``font``: the legend (each
    player's marker and name, then the dealer's mark) at the top, the y axis with round ticks on
    the left, the grid, the baseline (0, or the score every player starts with), each player's
    line with a marker a point and a ring round each dealer's point, and the x axis's labels
    below, turned and thinned where they would touch."""
    f = font
    pad = 0.6 * f
    items: list[Item] = []
    # the legend, in rows
    entries: list[tuple[str, str, str, bool]] = []  # (shape, role, text, user)
    for i, s in enumerate(chart.series):
        entries.append((SHAPES[i % len(SHAPES)], f"s{i % COLOURS}", _shorten(isolate(s.name), f, width / 2), True))
    if chart.mark_words and any(s.marks for s in chart.series):
        entries.append(("ring", "text", chart.mark_words, False))
    x, y = pad, pad + f
    rows = 1 if entries else 0
    for k, (shape, role, text, user) in enumerate(entries):
        w = 2.2 * f + text_width(text, f) + 0.8 * f
        if x > pad and x + w > width - pad:
            x, y, rows = pad, y + 1.5 * f, rows + 1
        if shape == "ring":
            items.append(Marker(x + 0.9 * f, y - 0.35 * f, "ring", 0.9 * f, role, 0.12 * f))
        else:
            dash = tuple(d * f for d in DASHES[1]) if k >= COLOURS else ()
            items.append(Line(x, y - 0.35 * f, x + 1.8 * f, y - 0.35 * f, role, 0.16 * f, dash))
            items.append(Marker(x + 0.9 * f, y - 0.35 * f, shape, 0.55 * f, role))
        items.append(Text(x + 2.2 * f, y, text, f, "text", user=user))
        x += w
    top = pad + rows * 1.5 * f + 0.6 * f
    # the y range and its ticks
    values = [v for s in chart.series for v in s.values] + [chart.baseline]
    lo, hi = min(values), max(values)
    n = len(chart.labels)
    bottom_guess = height - pad - 2.0 * f
    whole = all(float(v).is_integer() for v in values)
    ticks = nice_ticks(lo, hi, max(2, int((bottom_guess - top) / (2.2 * f)) + 1), whole)
    tick_words = [value_text(t) for t in ticks]
    left = pad + max(text_width(t, 0.9 * f) for t in tick_words) + 0.5 * f
    labels = list(chart.labels)
    right = width - pad - min(text_width(labels[-1], 0.9 * f) / 2, width / 4) if labels else width - pad
    span = max(right - left, 1.0)
    step = span / (n - 1) if n > 1 else span
    widest = max((text_width(t, 0.9 * f) for t in labels), default=0.0)
    turned = widest + 0.6 * f > 2 * step
    if turned:  # turned 45 degrees: the labels stand step * sin 45 apart
        right = width - pad
        span = max(right - left, 1.0)
        step = span / (n - 1) if n > 1 else span
        every = max(1, math.ceil(1.4 * 0.9 * f / (step * math.sqrt(0.5))))
        room = min(widest, (height - top) * 0.3 / math.sqrt(0.5))
        labels = [_shorten(t, 0.9 * f, room) for t in labels]
        below = min(widest, room) * math.sqrt(0.5) + 1.4 * f
    else:
        every = max(1, math.ceil((widest + 0.6 * f) / step))
        below = 1.6 * f
    bottom = height - pad - below
    if bottom - top < 2 * f:  # (a box too small for a chart: the plot keeps a little room)
        bottom = top + 2 * f
    y0, y1 = ticks[0], ticks[-1]

    def ys(v: float) -> float:
        return bottom - (v - y0) / (y1 - y0) * (bottom - top)

    def xs(i: int) -> float:
        return left + i * step

    for t, words in zip(ticks, tick_words):
        items.append(Line(left, ys(t), right, ys(t), "grid", 0.06 * f))
        items.append(Text(left - 0.4 * f, ys(t) + 0.32 * f, words, 0.9 * f, "muted", "end"))
    for base in sorted({0.0, chart.baseline}):
        if y0 <= base <= y1:
            items.append(Line(left, ys(base), right, ys(base), "zero", 0.12 * f))
    items.append(Line(left, top, left, bottom, "axis", 0.08 * f))
    items.append(Line(left, bottom, right, bottom, "axis", 0.08 * f))
    shown = [i for i in range(n) if i % every == 0]
    if n and shown[-1] != n - 1 and n - 1 - shown[-1] >= every / 2 + 0.5:
        shown.append(n - 1)
    for i in shown:
        items.append(Line(xs(i), bottom, xs(i), bottom + 0.3 * f, "axis", 0.08 * f))
        if turned:
            items.append(Text(xs(i) + 0.3 * f, bottom + 0.9 * f, labels[i], 0.9 * f, "muted", "end", -45.0))
        else:
            items.append(Text(xs(i), bottom + 1.3 * f, labels[i], 0.9 * f, "muted", "middle"))
    # the lines, their markers, the dealer's rings
    dots = n <= 60
    for k, s in enumerate(chart.series):
        role = f"s{k % COLOURS}"
        dash = tuple(d * f for d in DASHES[1]) if k >= COLOURS else ()
        points = tuple((round(xs(i), 2), round(ys(v), 2)) for i, v in enumerate(s.values, s.start))
        items.append(Polyline(points, role, 0.16 * f, dash))
        if dots:
            for px, py in points:
                items.append(Marker(px, py, SHAPES[k % len(SHAPES)], 0.45 * f, role))
        for i in s.marks:
            if 0 <= i < len(points):
                items.append(Marker(points[i][0], points[i][1], "ring", 1.0 * f, role, 0.12 * f))
    return Drawing(width, height, tuple(items), chart.title, chart.description, chart.lang)
