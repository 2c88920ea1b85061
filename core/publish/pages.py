"""Each page's HTML, in one language, from its value (:mod:`core.publish.views`).

Every text from the store (a player's name, the title, a note) goes through :func:`name_html`:
escaped (``html.escape``) and isolated (``<bdi>``), so a name that is HTML or a script shows as
text and a right-to-left name (or an override in one) reorders nothing around it. The pages
need no script: tables are real tables with headers (``<th scope>``), every page has its
language (``<html lang>``), a skip link and the language switcher; wide tables stack on a
phone (style.css, :mod:`core.publish.assets`)."""

from __future__ import annotations

import html
import json
import re
from collections.abc import Sequence
from dataclasses import replace
from fractions import Fraction
from functools import lru_cache
from typing import Final

from core.engine.match_rules import Body, Match, Penalty, Seating, WinHand
from core.model.names import LANGS, Names, isolate
from core.publish import words as W
from core.publish.views import (
    INDEX,
    ChartView,
    Nav,
    PlayerView,
    RoundView,
    StandingsView,
    TableView,
    after_page,
    player_page,
    round_page,
    table_page,
)
from core.referee.chart import T_STANDINGS, lines_chart, running_totals_chart
from core.referee.chart_svg import chart_svg
from core.referee.match import Sheet, SheetRow, format_points, label_names
from core.referee.match_words import entry_names
from core.rules import get_rules


def name_html(text: str) -> str:
    """A text from the store as HTML: escaped and bidi isolated."""
    return f"<bdi>{html.escape(text)}</bdi>"


def _e(text: str) -> str:
    return html.escape(text)


def _points(value: Fraction) -> str:
    return format_points(value)


def _signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


def _player_link(number: int, name: str) -> str:
    return f'<a href="{player_page(number)}">{name_html(name)}</a>'


#: the standings chart's box (narrower than a sheet's: its legend stays legible scaled to a phone)
STANDINGS_CHART_SIZE: Final = (480, 330)


@lru_cache(maxsize=4096)
def standings_chart_html(view: ChartView, lang: str) -> str:
    """The standings over the rounds as inline SVG (:func:`core.referee.chart.lines_chart`, drawn
    by :mod:`core.referee.chart_svg` as the sheets' charts are). Kept by its value: the players
    whose chart shows the same lines (the top players' own pages) share one drawing a language."""
    chart = lines_chart(view.lines, view.rounds, lang, view.title, view.live)
    svg = chart_svg(chart, *STANDINGS_CHART_SIZE, ident="standings", scheme="auto")
    return f'<h2>{_e(T_STANDINGS.get(lang))}</h2>\n<figure class="chart">{svg}</figure>'


def totals_chart(sheet: Sheet, lang: str) -> str:
    """The running totals of a table's sheet as inline SVG (:mod:`core.referee.chart_svg`, the
    same drawing the window and the PDF paint), light or dark as the reader's system is."""
    svg = chart_svg(running_totals_chart(sheet, lang), 640, 300, ident="totals", scheme="auto")
    return f'<figure class="chart">{svg}</figure>'


def page(lang: str, name: str, title: str, nav: Nav, body: str, refresh: int = 0) -> str:
    """A whole page: its head, the skip link, the menus (the language switcher first), ``body``
    in ``<main>``. ``title`` is HTML already (a name in it escaped by the caller)."""
    alternates = "".join(
        f'<link rel="alternate" hreflang="{other}" href="../{other}/{name}">' for other in LANGS if other != lang
    )
    switch = "".join(
        f'<li><a href="../{other}/{name}" hreflang="{other}" lang="{other}"'
        + (' aria-current="true"' if other == lang else "")
        + f">{W.LANGUAGE_NAMES[other]}</a></li>"
        for other in LANGS
    )
    menu = [
        f'<li><a href="{INDEX}"'
        + (' aria-current="page"' if name == INDEX else "")
        + f">{_e(W.LIVE_STANDINGS.get(lang))}</a></li>"
    ]
    for number, _closed in nav.rounds:
        here = ' aria-current="page"' if name == round_page(number) else ""
        menu.append(f'<li><a href="{round_page(number)}"{here}>{_e(W.ROUND.get(lang).format(n=number))}</a></li>')
    text_title = html.unescape(_strip_tags(title))
    meta = f'<meta http-equiv="refresh" content="{refresh}">' if refresh > 0 else ""
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{_e(text_title)} · {_e(isolate(nav.title))}</title>\n"
        f'<link rel="stylesheet" href="../style.css">\n{meta}{alternates}\n</head>\n<body>\n'
        f'<a class="skip" href="#main">{_e(W.SKIP.get(lang))}</a>\n'
        f'<header>\n<p class="event"><a href="{INDEX}">{name_html(nav.title)}</a></p>\n'
        f'<nav class="langs" aria-label="{_e(W.LANGUAGE.get(lang))}"><ul>{switch}</ul></nav>\n'
        f'<nav class="pages" aria-label="{_e(W.PAGES.get(lang))}"><ul>{"".join(menu)}</ul></nav>\n</header>\n'
        f'<main id="main">\n<h1>{title}</h1>\n{body}</main>\n'
        '<script src="../lang.js" defer></script>\n</body>\n</html>\n'
    )


def _strip_tags(text: str) -> str:
    """The text of a title made here of escaped text and tags (for ``<title>``, which holds no
    element): a name's ``<bdi>`` becomes the isolates FSI ... PDI (U+2068, U+2069)."""
    return re.sub(r"<[^>]*>", "", text.replace("<bdi>", "\u2068").replace("</bdi>", "\u2069"))


def _head(cells: Sequence[tuple[Names | str, str]], lang: str) -> str:
    out = "".join(
        f'<th scope="col"{f" class={cls!r}" if cls else ""}>{_e(c.get(lang) if isinstance(c, Names) else c)}</th>'
        for c, cls in cells
    )
    return f"<thead><tr>{out}</tr></thead>"


def _wind(wind: str, lang: str) -> str:
    return _e(W.WIND[wind].get(lang)) if wind in W.WIND else _e(wind)


# --- the standings ------------------------------------------------------------------------------


def standings_page(view: StandingsView, lang: str, refresh: int = 0) -> str:
    name = INDEX if view.after is None else after_page(view.after)
    title = W.LIVE_STANDINGS if view.after is None else W.AFTER_ROUND.format(n=view.after)
    parts: list[str] = []
    if view.playing is not None:
        number, done, count = view.playing
        parts.append(
            f"<p>{_e(W.ROUND.get(lang).format(n=number))}: "
            f"{_e(W.TABLES_FINISHED.get(lang).format(done=done, all=count))}</p>\n"
        )
    if not view.rows or all(s.played == 0 for s, _ in view.rows):
        parts.append(f"<p>{_e(W.NO_RESULTS.get(lang))}</p>\n")
    cols: list[tuple[Names | str, str]] = [
        (W.PLACE, "n"),
        (W.PLAYER, ""),
        (W.TABLE_POINTS, "n"),
        (W.SCORE, "n"),
        (W.PLAYED, "n"),
        (W.HANDS_WON, "n"),
    ]
    labels = [c.get(lang) if isinstance(c, Names) else c for c, _ in cols]
    rows = []
    for s, player in view.rows:
        cells = [
            f'<td class="n" data-label="{_e(labels[0])}">{s.place}</td>',
            f'<th scope="row">{_player_link(s.player, player)}</th>',
            f'<td class="n" data-label="{_e(labels[2])}">{_points(s.table_points)}</td>',
            f'<td class="n" data-label="{_e(labels[3])}">{s.score}</td>',
            f'<td class="n" data-label="{_e(labels[4])}">{s.played}</td>',
            f'<td class="n" data-label="{_e(labels[5])}">{s.wins}</td>',
        ]
        rows.append(f"<tr>{''.join(cells)}</tr>")
    parts.append(
        f'<table class="standings"><caption>{_e(title.get(lang))}</caption>{_head(cols, lang)}'
        f"<tbody>\n{chr(10).join(rows)}\n</tbody></table>\n"
    )
    if view.chart is not None:
        parts.append(standings_chart_html(view.chart, lang) + "\n")
    closed = [n for n, c in view.nav.rounds if c]
    if closed:
        current = ' aria-current="page"'
        links = "".join(
            f'<li><a href="{after_page(n)}"{current if n == view.after else ""}>'
            f"{_e(W.AFTER_ROUND.get(lang).format(n=n))}</a></li>"
            for n in closed
        )
        parts.append(f"<h2>{_e(W.STANDINGS.get(lang))}</h2>\n<ul>{links}</ul>\n")
    return page(lang, name, _e(title.get(lang)), view.nav, "".join(parts), refresh)


# --- a round ------------------------------------------------------------------------------------


def _table_state(finished: bool, entries: int, lang: str) -> str:
    if finished:
        return _e(W.FINISHED.get(lang))
    if not entries:
        return _e(W.NOT_STARTED.get(lang))
    return _e(W.PLAYING.get(lang))


def round_page_html(view: RoundView, lang: str, refresh: int = 0) -> str:
    title = W.ROUND.format(n=view.number)
    state = (W.CLOSED_ON_TIME if view.time_called else W.CLOSED) if view.closed else W.PLAYING
    done = sum(1 for t in view.tables if t.finished)
    parts = [
        f"<p>{_e(state.get(lang))}; {_e(W.TABLES_FINISHED.format(done=done, all=len(view.tables)).get(lang))}</p>\n"
    ]
    cols: list[tuple[Names | str, str]] = [
        (W.SEAT, ""),
        (W.PLAYER, ""),
        (W.SCORE, "n"),
        (W.TABLE_POINTS, "n"),
        (W.TABLE_PLACE, "n"),
    ]
    head = _head(cols, lang)
    for t in view.tables:
        caption = (
            f'<a href="{table_page(view.number, t.number)}">{_e(W.TABLE.get(lang).format(n=t.number))}</a>'
            f" · {_table_state(t.finished, t.entries, lang)}"
        )
        rows = []
        for s in t.seats:
            sub = f" ({_e(W.SUBSTITUTE_FOR.get(lang)).replace('{name}', name_html(s.sat_for))})" if s.sat_for else ""
            started = t.entries > 0
            rows.append(
                f'<tr><td>{_wind(s.wind, lang)}</td><th scope="row">{_player_link(s.player, s.name)}{sub}</th>'
                f'<td class="n">{s.score if started else ""}</td>'
                f'<td class="n">{_points(s.table_points) if started else ""}</td>'
                f'<td class="n">{s.place if started else ""}</td></tr>'
            )
        parts.append(f'<table class="seats"><caption>{caption}</caption>{head}<tbody>{"".join(rows)}</tbody></table>\n')
    return page(lang, round_page(view.number), _e(title.get(lang)), view.nav, "".join(parts), refresh)


# --- a player -----------------------------------------------------------------------------------


def player_page_html(view: PlayerView, lang: str, refresh: int = 0) -> str:
    parts: list[str] = []
    st, stats = view.standing, view.stats
    figures: list[tuple[Names, str]] = []
    if st is not None:
        figures += [
            (W.PLACE, str(st.place)),
            (W.TABLE_POINTS, _points(st.table_points)),
            (W.SCORE, str(st.score)),
            (W.PLAYED, str(st.played)),
        ]
    figures += [(W.HANDS, str(stats.hands)), (W.HANDS_WON, str(stats.wins)), (W.DEALT_IN, str(stats.deal_ins))]
    parts.append(
        f'<table class="figures"><caption>{_e(W.FIGURES.get(lang))}</caption><tbody>'
        + "".join(f'<tr><th scope="row">{_e(k.get(lang))}</th><td class="n">{v}</td></tr>' for k, v in figures)
        + "</tbody></table>\n"
    )
    if view.now is not None:
        number, table, wind, others = view.now
        where = W.ROUND_TABLE.get(lang).format(round=number, table=table)
        opponents = "".join(f"<li>{_wind(o.wind, lang)}: {_player_link(o.player, o.name)}</li>" for o in others)
        parts.append(
            f'<h2>{_e(W.NOW.get(lang))}</h2>\n<p><a href="{table_page(number, table)}">{_e(where)}</a>, '
            f"{_e(W.SEAT.get(lang))}: {_wind(wind, lang)}</p>\n"
            f"<h3>{_e(W.OPPONENTS.get(lang))}</h3>\n<ul>{opponents}</ul>\n"
        )
    elif view.more_rounds:
        parts.append(f"<h2>{_e(W.NEXT_ROUND.get(lang))}</h2>\n<p>{_e(W.NOT_SEATED.get(lang))}</p>\n")
    cols: list[tuple[Names | str, str]] = [
        (W.ROUNDS, ""),
        (W.SEAT, ""),
        (W.SCORE, "n"),
        (W.TABLE_POINTS, "n"),
        (W.TABLE_PLACE, "n"),
        (W.RUNNING, "n"),
    ]
    labels = [c.get(lang) if isinstance(c, Names) else c for c, _ in cols]
    rows = []
    for r in view.rounds:
        where = _e(W.ROUND_TABLE.get(lang).format(round=r.round, table=r.table))
        state = "" if r.closed else f" ({_table_state(r.finished, r.entries, lang)})"
        rows.append(
            f'<tr><th scope="row"><a href="{table_page(r.round, r.table)}">{where}</a>{state}</th>'
            f'<td data-label="{_e(labels[1])}">{_wind(r.wind, lang)}</td>'
            f'<td class="n" data-label="{_e(labels[2])}">{_signed(r.score)}</td>'
            f'<td class="n" data-label="{_e(labels[3])}">{_points(r.table_points)}</td>'
            f'<td class="n" data-label="{_e(labels[4])}">{r.place}</td>'
            f'<td class="n" data-label="{_e(labels[5])}">{_points(r.running_points)} / {r.running_score}</td></tr>'
        )
    if rows:
        parts.append(
            f'<table class="rounds stack"><caption>{_e(W.RESULTS_BY_ROUND.get(lang))}</caption>{_head(cols, lang)}'
            f"<tbody>{''.join(rows)}</tbody></table>\n"
        )
    if view.chart is not None:
        parts.append(standings_chart_html(view.chart, lang) + "\n")
    title = f"{name_html(view.name)} <small>#{view.number}</small>"
    return page(lang, player_page(view.number), title, view.nav, "".join(parts), refresh)


# --- a table's match sheet ----------------------------------------------------------------------

#: the private-use marks a name or a note is written as in an entry's words before they are
#: escaped, then replaced by the name escaped and isolated
_OPEN, _CLOSE = "\ue000", "\ue001"


#: each entry's words as HTML in every language, by what they are made from (the match's rule
#: set, players and match options, and the entry): the four languages' pages and every later
#: update share them
_ENTRY_WORDS: dict[tuple[str, tuple[str, ...], str, Body], Names] = {}
_CACHE_LIMIT: Final = 200_000


def _entry_html(row: SheetRow, sheet: Sheet, lang: str) -> str:
    """What an entry is (:func:`entry_names`, the sheet's own words) with every name and note
    escaped and isolated on its own."""
    m = sheet.match
    key = (m.rules, m.players, repr(m.match_options), row.body)
    found = _ENTRY_WORDS.get(key)
    if found is None:
        if len(_ENTRY_WORDS) > _CACHE_LIMIT:
            _ENTRY_WORDS.clear()
        found = _ENTRY_WORDS[key] = _entry_words(row.body, m)
    return found.get(lang)


def _entry_words(body: Body, m: Match) -> Names:
    marked = replace(m, players=tuple(f"{_OPEN}{i}{_CLOSE}" for i in range(len(m.players))))
    texts = list(m.players)
    if isinstance(body, Penalty) and body.note:
        texts.append(body.note)
        body = replace(body, note=f"{_OPEN}{len(texts) - 1}{_CLOSE}")
    words = entry_names(body, marked)

    def one(lang: str) -> str:
        said = html.escape(words.get(lang))
        for i, text in enumerate(texts):
            said = said.replace(f"{_OPEN}{i}{_CLOSE}", name_html(text))
        return said

    return Names(one("en"), one("zh-Hans"), one("zh-Hant"), one("ja"))


def _tiles(inputs: dict[str, object]) -> str:
    melds = inputs.get("melds")
    parts = [str(inputs.get("hand", "")), *(str(m) for m in (melds if isinstance(melds, list) else ()))]
    win = inputs.get("win")
    if win:
        parts.append(f"+{win}")
    flowers = inputs.get("flowers")
    if flowers not in (None, "", 0):
        parts.append(f"f{flowers}")
    return " ".join(p for p in parts if p)


_ITEM_NAMES: dict[str, dict[str, Names]] = {}


def _item_names(rules: str) -> dict[str, Names]:
    found = _ITEM_NAMES.get(rules)
    if found is None:
        found = _ITEM_NAMES[rules] = {i.id: i.names for i in get_rules(rules).items()}
    return found


_ITEMS_HTML: dict[tuple[str, str], Names] = {}


def _items(result_json: str, rules: str, lang: str) -> str:
    """A win's items as an HTML list in ``lang`` (the rule set's names; kept by the result's
    text, which the four languages and every later update share)."""
    key = (rules, result_json)
    found = _ITEMS_HTML.get(key)
    if found is None:
        if len(_ITEMS_HTML) > _CACHE_LIMIT:
            _ITEMS_HTML.clear()
        found = _ITEMS_HTML[key] = Names(*(_items_in(json.loads(result_json), rules, x) for x in LANGS))
    return found.get(lang)


def _items_in(result: dict[str, object], rules: str, lang: str) -> str:
    known = _item_names(rules)
    out = []
    items = result.get("items")
    for item in items if isinstance(items, list) else ():
        if not isinstance(item, dict):
            continue
        names = known.get(str(item.get("id")))
        if names is not None:
            label = names.get(lang)
        else:  # (not a row of the rule set's table: riichi's fu and points, as the result names them)
            label = str((lang != "en" and item.get("zh")) or item.get("en") or item.get("id", ""))
        count = item.get("count", 1)
        times = f" ×{count}" if isinstance(count, int) and count > 1 else ""
        out.append(f"<li>{_e(label)} {_e(str(item.get('value', '')))}{times}</li>")
    return f'<ul class="items">{"".join(out)}</ul>' if out else ""


@lru_cache(maxsize=4096)
def _label(rules: str, seating: Seating) -> Names:
    return label_names(rules, seating)


@lru_cache(maxsize=65536)
def _tiles_html(inputs_json: str) -> str:
    return f"<code>{_e(_tiles(json.loads(inputs_json)))}</code>"


def table_page_html(view: TableView, sheet: Sheet, lang: str, refresh: int = 0) -> str:
    m = sheet.match
    rules = m.rules
    parts: list[str] = [
        f'<p><a href="{round_page(view.round)}">{_e(W.ROUND.get(lang).format(n=view.round))}</a> · '
        f"{_table_state(sheet.finished, len(sheet.rows), lang)}</p>\n"
    ]
    seat_names = [n for _p, n, _s in view.seats]
    # the result at the table: each player's score, rank and table points, as the sheet has them
    cols: list[tuple[Names | str, str]] = [
        (W.SEAT, ""),
        (W.PLAYER, ""),
        (W.SCORE, "n"),
        (W.TABLE_PLACE, "n"),
        (W.TABLE_POINTS, "n"),
    ]
    rows = []
    for s in sheet.standings:
        i = s.player
        number, name, sat_for = view.seats[i] if i < len(view.seats) else (0, s.name, "")
        who = _player_link(number, name) if number else name_html(s.name)
        sub = f" ({_e(W.SUBSTITUTE_FOR.get(lang)).replace('{name}', name_html(sat_for))})" if sat_for else ""
        wind = "ESWN"[i] if i < 4 else ""
        rows.append(
            f'<tr><td>{_wind(wind, lang)}</td><th scope="row">{who}{sub}</th><td class="n">{s.score}</td>'
            f'<td class="n">{s.rank}</td><td class="n">{_points(s.table_points)}</td></tr>'
        )
    parts.append(
        f'<table class="seats"><caption>{_e(W.RESULT.get(lang))}</caption>{_head(cols, lang)}'
        f"<tbody>{''.join(rows)}</tbody></table>\n"
    )
    parts.append(totals_chart(sheet, lang) + "\n")
    # every entry: the hand's label (the dealer's name), what it was, the tiles and items of each
    # winner, what it moved for each player and the totals after it
    hcols: list[tuple[Names | str, str]] = [(W.HAND, ""), (W.WHAT, ""), (W.TILES, ""), (W.ITEMS, "")]
    hcols += [(n, "n") for n in seat_names]
    labels = [W.HAND.get(lang), W.WHAT.get(lang), W.TILES.get(lang), W.ITEMS.get(lang)]
    head = (
        "<thead><tr>"
        + "".join(f'<th scope="col">{_e(lbl)}</th>' for lbl in labels)
        + "".join(f'<th scope="col" class="n">{name_html(n)}</th>' for n in seat_names)
        + "</tr></thead>"
    )
    # (what every row repeats, escaped once)
    cell_labels = [_e(isolate(n)) for n in seat_names]
    what, tiles_label, items_label = (f'<td data-label="{_e(lbl)}">' for lbl in labels[1:])
    dealer_word = _e(W.DEALER.get(lang))
    names_html = [name_html(n) for n in seat_names]
    body_rows = []
    for r in sheet.rows:
        label = _e(_label(rules, r.seating).get(lang))
        dealer = r.seating.dealer if "E" in r.seating.winds else -1
        tiles = items = ""
        if isinstance(r.body, WinHand):
            tiles = "<br>".join(_tiles_html(w.inputs_json) for w in r.body.winners)
            items = "".join(_items(w.result_json, rules, lang) for w in r.body.winners)
        notes = "".join(f"<br><small>{_e(n.get(lang))}</small>" for n in (*r.remarks, *r.cautions))
        moved = "".join(
            f'<td class="n" data-label="{cell_labels[i] if i < len(cell_labels) else i}">'
            f"{_signed(d)}<br><small>{r.totals[i]}</small></td>"
            for i, d in enumerate(r.deltas)
        )
        dealer_note = f"<br><small>{dealer_word}: {names_html[dealer]}</small>" if 0 <= dealer < len(names_html) else ""
        body_rows.append(
            f'<tr><th scope="row">{label}{dealer_note}</th>{what}{_entry_html(r, sheet, lang)}{notes}</td>'
            f"{tiles_label}{tiles}</td>{items_label}{items}</td>{moved}</tr>"
        )
    parts.append(
        f'<table class="sheet stack"><caption>{_e(W.MATCH_SHEET.get(lang))} · {_e(W.PAYMENTS.get(lang))} / '
        f"{_e(W.TOTALS.get(lang))}</caption>{head}<tbody>\n{chr(10).join(body_rows)}\n</tbody></table>\n"
    )
    if sheet.deleted:
        parts.append(f"<p>{_e(W.DELETED.format(entries=', '.join(map(str, sheet.deleted))).get(lang))}</p>\n")
    title = _e(W.ROUND_TABLE.get(lang).format(round=view.round, table=view.table))
    return page(lang, table_page(view.round, view.table), title, view.nav, "".join(parts), refresh)
