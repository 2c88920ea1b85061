"""The running totals as a chart (core/referee/chart.py, chart_svg.py): the layout's points, the
dealer's marks, the y range, the standings over rounds, and the SVG: well-formed, small, the
hostile names of the match sheet's tests back as text."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from fractions import Fraction
from pathlib import Path

import pytest

from core.engine.match_rules import Draw, Penalty
from core.referee.chart import (
    Chart,
    Line,
    Marker,
    Polyline,
    Series,
    Text,
    layout,
    nice_ticks,
    running_totals_chart,
    standings_chart,
    text_width,
    tournament_chart,
)
from core.referee.chart_svg import chart_svg
from core.referee.match import Sheet, WinInput
from core.referee.records import Store
from core.referee.tournament import Standing

SVG = "{http://www.w3.org/2000/svg}"
HAND = {"hand": "123m456p789s1z", "melds": ["pon 777z"], "win": "1z"}
HOSTILE = ("<script>alert(1)</script>", '=HYPERLINK("x")', "\u202eCy", "Di & <b>Eve</b>")


def mcr_sheet(tmp_path: Path, players: tuple[str, ...] = HOSTILE) -> Sheet:
    """A whole MCR match of 16 hands: wins around the table, two draws, a penalty after hand 6."""
    store = Store(tmp_path / "m.sqlite3")
    m = store.create_match("mcr", list(players), title="Club <night>")
    for i in range(16):
        if i in (7, 12):
            store.add(m.id, Draw())
            continue
        store.add(m.id, WinInput(i % 4, (i + 1) % 4 if i % 2 == 0 else None, HAND))
        if i == 5:
            store.add(m.id, Penalty(3, "false_win"))
    sheet = store.sheet(m.id)
    store.close()
    return sheet


@pytest.fixture(scope="module")
def sheet(tmp_path_factory: pytest.TempPathFactory) -> Sheet:
    return mcr_sheet(tmp_path_factory.mktemp("chart"))


def test_a_point_a_entry_and_one_before_the_first(sheet: Sheet) -> None:
    chart = running_totals_chart(sheet, "en")
    assert len(sheet.rows) == 17  # 16 hands and the penalty
    assert len(chart.labels) == 18 and chart.labels[:3] == ("Start", "E1", "E2")
    assert [len(s.values) for s in chart.series] == [18] * 4
    for p, s in enumerate(chart.series):
        assert s.name == sheet.match.players[p]
        assert s.values[0] == 0 and list(s.values[1:]) == [r.totals[p] for r in sheet.rows]
    # the labels are the sheet's, in the language asked for
    assert running_totals_chart(sheet, "ja").labels[1] == "東風圏 第1局"
    assert running_totals_chart(sheet, "zh-Hans").labels[0] == "开始"


def test_the_dealers_hands_are_marked_and_only_they(sheet: Sheet) -> None:
    chart = running_totals_chart(sheet, "en")
    for p, s in enumerate(chart.series):
        expected = [i for i, r in enumerate(sheet.rows, 1) if r.kind != "penalty" and r.seating.dealer == p]
        assert list(s.marks) == expected and expected
    # the penalty (entry 7, point 7) is no hand: nobody's point is marked there
    assert sheet.rows[6].kind == "penalty" and all(7 not in s.marks for s in chart.series)
    drawing = layout(chart, 640, 360)
    rings = [m for m in drawing.items if isinstance(m, Marker) and m.shape == "ring"]
    assert len(rings) == sum(len(s.marks) for s in chart.series) + 1  # and the legend's


def test_the_layout_covers_every_total_and_draws_the_zero_line(sheet: Sheet) -> None:
    chart = running_totals_chart(sheet, "en")
    d = layout(chart, 640, 360)
    lines = [p for p in d.items if isinstance(p, Polyline)]
    assert len(lines) == 4 and all(len(p.points) == 18 for p in lines)
    ticks = [float(t.text.replace(",", "")) for t in d.items if isinstance(t, Text) and t.anchor == "end"]
    every = [v for s in chart.series for v in s.values]
    assert min(ticks) <= min(every) and max(ticks) >= max(every)
    # every point is in the box, and the higher total is drawn higher
    assert all(0 <= x <= 640 and 0 <= y <= 360 for p in lines for x, y in p.points)
    s, p = chart.series[1], lines[1]
    hi, lo = s.values.index(max(s.values)), s.values.index(min(s.values))
    assert p.points[hi][1] < p.points[lo][1]
    assert [line for line in d.items if isinstance(line, Line) and line.role == "zero"]
    # the legend names each player, isolated
    names = [t.text for t in d.items if isinstance(t, Text) and t.user]
    assert names == ["<script>alert(1)</script>", '=HYPERLINK("x")', "\u2068\u202eCy\u2069", "Di & <b>Eve</b>"]


def test_riichi_points_start_from_the_starting_score() -> None:
    chart = Chart("en", "t", "d", ("Start", "E1"), (Series("A", (25000, 33000)), Series("B", (25000, 17000))), 25000)
    d = layout(chart, 640, 360)
    ticks = [t.text for t in d.items if isinstance(t, Text) and t.anchor == "end"]
    assert "0" not in ticks and "16,000" in ticks  # (no wasted room down to 0)
    base = [line for line in d.items if isinstance(line, Line) and line.role == "zero"]
    lines = [p for p in d.items if isinstance(p, Polyline)]
    assert len(base) == 1 and base[0].y1 == pytest.approx(lines[0].points[0][1], abs=0.01)  # the start, across


def test_nice_ticks_are_round_and_few() -> None:
    assert nice_ticks(-129, 171, 8) == (-150, -100, -50, 0, 50, 100, 150, 200)
    assert nice_ticks(0, 0, 5, whole=True) == (-1, 0, 1)
    assert nice_ticks(0, 0, 5) == (-1, -0.5, 0, 0.5, 1)
    assert nice_ticks(0, 7.5, 5)[-1] >= 7.5 and len(nice_ticks(0, 7.5, 5)) <= 5
    assert text_width("東1局", 10) > text_width("E1", 10)


def test_long_labels_turn_and_thin_out(sheet: Sheet) -> None:
    d = layout(running_totals_chart(sheet, "ja"), 400, 300)
    labels = [t for t in d.items if isinstance(t, Text) and t.angle]
    assert labels and len(labels) < 18  # turned, and thinned to fit 400 wide
    d = layout(running_totals_chart(sheet, "en"), 1200, 300)
    assert not [t for t in d.items if isinstance(t, Text) and t.angle]


def test_the_svg_is_well_formed_and_the_hostile_names_come_back_as_text(sheet: Sheet) -> None:
    svg = chart_svg(running_totals_chart(sheet, "en"), 640, 360)
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg" and root.get("role") == "img"
    assert root.get("lang") == "en" and root.get("{http://www.w3.org/XML/1998/namespace}lang") == "en"
    title, desc = root.find(f"{SVG}title"), root.find(f"{SVG}desc")
    assert title is not None and title.text == "Running totals: Club <night>"
    assert desc is not None and '=HYPERLINK("x")' in (desc.text or "")
    texts = [t.text for t in root.iter(f"{SVG}text")]
    for name in HOSTILE[:2] + HOSTILE[3:]:
        assert name in texts
    assert "\u2068\u202eCy\u2069" in texts  # the override held inside its isolate
    assert not [e for e in root.iter() if e.tag in (f"{SVG}script", f"{SVG}b", f"{SVG}a", f"{SVG}foreignObject")]
    assert "<script>" not in svg and "&lt;script&gt;" in svg


def test_a_character_xml_cannot_hold_is_replaced_not_written() -> None:
    chart = Chart("ja", "t\x00", "d\ud800", ("a\x1b",), (Series("A\x07", (1.0,)),))
    root = ET.fromstring(chart_svg(chart))
    assert "A\ufffd" in [t.text for t in root.iter(f"{SVG}text")]


def test_the_svg_of_a_16_hand_match_is_small(sheet: Sheet) -> None:
    for lang in ("en", "zh-Hans", "zh-Hant", "ja"):
        size = len(chart_svg(running_totals_chart(sheet, lang), 640, 360).encode("utf-8"))
        assert size < 20_000, (lang, size)


def test_the_svg_ids_and_schemes() -> None:
    chart = Chart("en", "t", "d", ("Start",), (Series("A", (0.0,)),))
    root = ET.fromstring(chart_svg(chart, ident="m-7", scheme="auto"))
    assert root.get("aria-labelledby") == "m-7-t m-7-d"
    style = root.find(f"{SVG}style")
    assert style is not None and "prefers-color-scheme:dark" in (style.text or "")
    with pytest.raises(ValueError, match="ident"):
        chart_svg(chart, ident='x" onload="alert(1)')
    with pytest.raises(ValueError, match="scheme"):
        chart_svg(chart, scheme="blue")


def rows(*points: tuple[int, int, Fraction]) -> tuple[Standing, ...]:
    return tuple(Standing(place, player, tp, 0, 1) for place, player, tp in points)


def test_the_standings_over_rounds_keep_the_top_players() -> None:
    names = {1: "Ann", 2: "<b>Bo</b>", 3: "Cy", 4: "Di"}
    by_round = [
        rows((1, 1, Fraction(4)), (2, 2, Fraction(2)), (3, 3, Fraction(1)), (4, 4, Fraction(0))),
        rows((1, 2, Fraction(6)), (2, 1, Fraction(5)), (3, 4, Fraction(9, 2)), (4, 3, Fraction(1))),
    ]
    chart = standings_chart(names, by_round, "en", top=2)
    assert chart.labels == ("Start", "R1", "R2")
    assert [s.name for s in chart.series] == ["<b>Bo</b>", "Ann"]  # in the last round's order
    assert chart.series[0].values == (0.0, 2.0, 6.0)
    mine = standings_chart(names, by_round, "ja", top=2, include=[3])
    assert [s.name for s in mine.series] == ["<b>Bo</b>", "Ann", "Cy"] and mine.labels[1] == "第1回戦"
    assert len(standings_chart(names, by_round, "en", top=None).series) == 4
    root = ET.fromstring(chart_svg(chart))
    assert "<b>Bo</b>" in [t.text for t in root.iter(f"{SVG}text")]
    desc = ET.fromstring(chart_svg(standings_chart(names, by_round, "en"))).find(f"{SVG}desc")
    assert desc is not None and "Di 4.5" in (desc.text or "")


def test_many_players_repeat_colours_dashed() -> None:
    names = {p: f"P{p}" for p in range(1, 13)}
    by_round = [rows(*((p, p, Fraction(12 - p)) for p in range(1, 13)))]
    d = layout(standings_chart(names, by_round, "en", top=None), 800, 400)
    lines = [p for p in d.items if isinstance(p, Polyline)]
    assert len(lines) == 12 and not lines[0].dash and lines[8].dash and lines[8].role == lines[0].role


def test_a_tournaments_chart_from_its_store(tmp_path: Path) -> None:
    """Two rounds closed and a third begun: a point a round (the third with ``live``), the
    players ranked as the store's standings rank them, the top ones shown."""
    from core.referee.tournament import random_round
    from core.referee.tournament_store import Tournaments

    store = Store(tmp_path / "t.sqlite3")
    tours = Tournaments(store)
    t = tours.create("mcr", "Spring <Open>", 3, tournament_id="spring")
    tours.add_players(t.id, ["<script>alert(1)</script>", "Bo", "\u202eCy", "Di", "Eva", "Finn", "Gao", "Hana"])
    for number in (1, 2, 3):
        state = tours.seat(t.id, number, random_round(list(range(1, 9)), 4, seed=number), "random")
        for i, table in enumerate(state.tables):
            store.add(table.match_id, WinInput(i, (i + 1) % 4, HAND))
            if number < 3:
                store.add(table.match_id, WinInput((i + 2) % 4, None, HAND))
        if number < 3:
            tours.close(t.id, number, time_called=True)
    chart = tournament_chart(tours, t.id, "en", top=4)
    assert chart.labels == ("Start", "R1", "R2") and len(chart.series) == 4
    final = tours.standings(t.id)
    names = {p.number: p.name for p in tours.players(t.id)}
    assert [s.name for s in chart.series] == [names[s.player] for s in final[:4]]
    assert [s.values[-1] for s in chart.series] == [float(s.table_points) for s in final[:4]]
    live = tournament_chart(tours, t.id, "ja", top=None, live=True)
    assert live.labels[-1] == "第3回戦（途中）" and len(live.series) == 8
    assert chart.title == "Table points over the rounds: Spring <Open>"
    svg = chart_svg(live, 640, 360, ident="standings")
    assert "<script>alert(1)</script>" in [t.text for t in ET.fromstring(svg).iter(f"{SVG}text")]
    store.close()


def test_the_live_point_counts_only_the_tables_begun_as_the_live_standings_do(tmp_path: Path) -> None:
    """A table of the round in play with no entry yet is not a four-way tie in the chart."""
    from core.referee.tournament import random_round
    from core.referee.tournament_store import Tournaments

    with Store(tmp_path / "t.sqlite3") as store:
        tours = Tournaments(store)
        tours.create("mcr", "Open", 2, tournament_id="t")
        tours.add_players("t", [f"P{i}" for i in range(1, 9)])
        state = tours.seat("t", 1, random_round(list(range(1, 9)), 4, seed=1), "random")
        for i, table in enumerate(state.tables):
            store.add(table.match_id, WinInput(i, (i + 1) % 4, HAND))
        tours.close("t", 1, time_called=True)
        state = tours.seat("t", 2, random_round(list(range(1, 9)), 4, seed=2), "random")
        store.add(state.tables[0].match_id, WinInput(0, 1, HAND))  # (the other table not begun)
        live = {f"P{s.player}": float(s.table_points) for s in tours.standings("t", live=True)}
        chart = tournament_chart(tours, "t", "en", top=None, live=True)
        assert {s.name: s.values[-1] for s in chart.series} == live
        assert {s.name: s.values[-2] for s in chart.series} != live
