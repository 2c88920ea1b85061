"""A chart as SVG text, written here (no library): the drawing of :func:`core.referee.chart.layout`,
each primitive one element, its colour a class whose colours are the roles' of
:data:`core.referee.chart.PALETTES`.

Every text is escaped (``&``, ``<``, ``>``, quotes) and a character XML cannot hold (a control
character, a lone surrogate) becomes U+FFFD, so a player named ``<script>alert(1)</script>`` or
``=HYPERLINK("x")`` is shown as those characters; a name is isolated (FSI ... PDI, and
``unicode-bidi: isolate``) so that right-to-left text or an override in it cannot reorder the
texts around it. The SVG says what it is to a screen reader: ``role="img"``, a ``<title>`` and a
``<desc>`` (``aria-labelledby`` both), and its language (``lang`` and ``xml:lang``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from core.referee.chart import PALETTES, Chart, Drawing, Line, Marker, Polyline, Text, corners, layout

#: what XML 1.0 cannot hold: C0 controls but tab, line feed and return; surrogates; U+FFFE, U+FFFF
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
_IDENT = re.compile(r"[A-Za-z][A-Za-z0-9_-]*\Z")


def escape(text: str) -> str:
    """``text`` as XML character data or an attribute's value: the five special characters as
    references, what XML cannot hold as U+FFFD."""
    text = _NOT_XML.sub("\ufffd", text)
    return (
        text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&#39;")
    )


def _n(v: float) -> str:
    """A coordinate: at most one decimal, no trailing zero (the SVG stays small)."""
    s = f"{v:.1f}"
    return s[:-2] if s.endswith(".0") else s


def _rules(colours: Mapping[str, str]) -> str:
    """Each role's class: ``l-ROLE`` strokes in its colour, ``f-ROLE`` fills."""
    out = [f".bg{{fill:{colours['background']}}}"]
    out += [f".l-{role}{{stroke:{c}}}.f-{role}{{fill:{c}}}" for role, c in colours.items() if role != "background"]
    return "".join(out)


def _style(scheme: str) -> str:
    base = ".u{unicode-bidi:isolate}polyline,.r{fill:none}"
    if scheme == "auto":
        return base + _rules(PALETTES["light"]) + "@media (prefers-color-scheme:dark){" + _rules(PALETTES["dark"]) + "}"
    return base + _rules(PALETTES[scheme])


def _dash(dash: tuple[float, ...]) -> str:
    return f' stroke-dasharray="{" ".join(_n(d) for d in dash)}"' if dash else ""


def _marker(m: Marker) -> str:
    r = m.size / 2
    x, y = m.x, m.y
    if m.shape == "ring":
        return f'<circle class="r l-{m.role}" cx="{_n(x)}" cy="{_n(y)}" r="{_n(r)}" stroke-width="{_n(m.width)}"/>'
    if m.shape == "circle":
        return f'<circle class="f-{m.role}" cx="{_n(x)}" cy="{_n(y)}" r="{_n(r)}"/>'
    if m.shape == "square":
        r *= 0.9
        return f'<rect class="f-{m.role}" x="{_n(x - r)}" y="{_n(y - r)}" width="{_n(2 * r)}" height="{_n(2 * r)}"/>'
    pts = corners(m)
    return f'<polygon class="f-{m.role}" points="{" ".join(f"{_n(a)},{_n(b)}" for a, b in pts)}"/>'


def _text(t: Text) -> str:
    anchor = "" if t.anchor == "start" else f' text-anchor="{t.anchor}"'
    turn = f' transform="rotate({_n(t.angle)} {_n(t.x)} {_n(t.y)})"' if t.angle else ""
    bold = ' font-weight="bold"' if t.bold else ""
    cls = f"f-{t.role} u" if t.user else f"f-{t.role}"
    return (
        f'<text class="{cls}" x="{_n(t.x)}" y="{_n(t.y)}" font-size="{_n(t.size)}"{anchor}{turn}{bold}>'
        f"{escape(t.text)}</text>"
    )


def _items(drawing: Drawing) -> Iterable[str]:
    for item in drawing.items:
        if isinstance(item, Line):
            yield (
                f'<line class="l-{item.role}" x1="{_n(item.x1)}" y1="{_n(item.y1)}" x2="{_n(item.x2)}" '
                f'y2="{_n(item.y2)}" stroke-width="{_n(item.width)}"{_dash(item.dash)}/>'
            )
        elif isinstance(item, Polyline):
            pts = " ".join(f"{_n(x)},{_n(y)}" for x, y in item.points)
            yield (
                f'<polyline class="l-{item.role}" points="{pts}" stroke-width="{_n(item.width)}" '
                f'stroke-linejoin="round"{_dash(item.dash)}/>'
            )
        elif isinstance(item, Marker):
            yield _marker(item)
        else:
            yield _text(item)


def drawing_svg(drawing: Drawing, ident: str = "chart", scheme: str = "light") -> str:
    """The SVG of a laid-out drawing (see :func:`chart_svg`)."""
    if not _IDENT.match(ident):
        raise ValueError(f"ident must be letters, digits, '-' and '_', starting with a letter, not {ident!r}")
    if scheme not in ("light", "dark", "auto"):
        raise ValueError(f"scheme must be 'light', 'dark' or 'auto', not {scheme!r}")
    w, h = _n(drawing.width), _n(drawing.height)
    lang = escape(drawing.lang)
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}" '
        f'role="img" aria-labelledby="{ident}-t {ident}-d" lang="{lang}" xml:lang="{lang}" '
        f'font-family="sans-serif" id="{ident}">'
        f'<title id="{ident}-t">{escape(drawing.title)}</title>'
        f'<desc id="{ident}-d">{escape(drawing.description)}</desc>'
        f"<style>{_style(scheme)}</style>"
        f'<rect class="bg" width="{w}" height="{h}"/>'
    )
    return head + "".join(_items(drawing)) + "</svg>"


def chart_svg(
    chart: Chart,
    width: float = 640,
    height: float = 360,
    font: float = 12.0,
    ident: str = "chart",
    scheme: str = "light",
) -> str:
    """The chart as one ``<svg>`` element (UTF-8 text, no XML declaration: it may be put inline
    in HTML as it is, or saved as a file), laid out in ``width`` by ``height`` (its
    ``viewBox``; CSS may scale it: ``max-width: 100%; height: auto``). ``ident``: the element's
    id, and the prefix of its title's and description's ids (unique on a page of several
    charts). ``scheme``: ``light`` or ``dark`` colours on their own background, or ``auto``:
    both, chosen by the reader's ``prefers-color-scheme``."""
    return drawing_svg(layout(chart, width, height, font), ident, scheme)
