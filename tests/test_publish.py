"""The tournament's web site (issue 46): ``mjscore tournament publish``, its pages in the four
languages, the standings as ``mjscore tournament standings`` gives them, every player two taps
from the standings, hostile names shown as text, files replaced whole and only when changed,
``--watch``, and the PostgreSQL store."""

from __future__ import annotations

import html
import io
import json
import os
import re
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from core.model.names import LANGS, isolate
from core.publish import pages
from core.publish.site import Site
from core.publish.watch import publish_once, watch
from core.referee.chart import lines_chart, tournament_chart
from core.referee.chart_svg import chart_svg
from core.referee.records import Store
from core.referee.tournament_store import Tournaments
from core.shells import tournament_cli
from tests.publish_helpers import HAND, HOSTILE, MELDS, WIN, big_tournament, read_page, small_tournament


def _cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = tournament_cli.main(["tournament", *argv], out, err)
    return status, out.getvalue(), err.getvalue()


@pytest.fixture
def published(tmp_path: Path) -> tuple[Path, Path]:
    db, site = tmp_path / "t.sqlite3", tmp_path / "site"
    with Store(db) as store:
        small_tournament(store)
    status, out, err = _cli("--store", str(db), "publish", "spring", str(site))
    assert status == 0, err
    assert "files written" in out
    return db, site


def test_the_pages_of_a_small_tournament_in_every_language(published: tuple[Path, Path]) -> None:
    _db, site = published
    expected = {"index.html", "after-1.html", "round-1.html", "round-2.html"}
    expected |= {f"player-{n}.html" for n in range(1, 17)} | {
        f"table-{r}-{t}.html" for r in (1, 2) for t in (1, 2, 3, 4)
    }
    for lang in LANGS:
        assert {p.name for p in (site / lang).iterdir()} == expected
        for name in expected:
            page = read_page(site / lang / name)
            assert page.html_lang == lang
            assert page.links[0] == "#main" and ("main", "id", "main") in page.attrs  # the skip link first
            assert {href for href in page.links if href.startswith("../")} == {f"../{x}/{name}" for x in LANGS}
            assert ("link", "href", "../style.css") in page.attrs
            # every header cell says what it heads
            assert page.tags.count("th") == sum(1 for tag, k, _ in page.attrs if (tag, k) == ("th", "scope"))
    root = (site / "index.html").read_text(encoding="utf-8")
    assert "navigator.languages" in root and "localStorage" in root
    assert {h for h in read_page(site / "index.html").links} == {f"{x}/index.html" for x in LANGS}
    # (WOFF2 where brotli is installed, else WOFF: fontTools' own)
    assert list((site / "fonts").glob("mjscore-cjk-*.woff*")) and (site / "fonts" / "OFL.txt").is_file()
    css = (site / "style.css").read_text(encoding="utf-8")
    assert "prefers-color-scheme:dark" in css and "@font-face" in css
    # each table's running totals drawn inline (core.referee.chart_svg), in the page's language
    sheet = read_page(site / "ja" / "table-2-1.html")
    assert ("svg", "role", "img") in sheet.attrs and ("svg", "lang", "ja") in sheet.attrs
    assert ("svg", "id", "standings") in read_page(site / "zh-Hans" / "player-4.html").attrs
    ja = read_page(site / "ja" / "table-2-1.html")
    assert "第2回戦 1卓" in ja.text and "素点" in "".join(ja.text)
    zh = "".join(read_page(site / "zh-Hant" / "index.html").text)
    assert "即時排名" in zh and "標準分" in zh


def _standings_rows(path: Path) -> list[tuple[str, str, str, str]]:
    """Each row of a standings page: place, name, table points, score."""
    text = path.read_text(encoding="utf-8")
    rows = re.findall(
        r'<tr><td class="n" data-label="[^"]*">(\d+)</td><th scope="row"><a href="player-\d+\.html"><bdi>(.*?)</bdi>'
        r'</a></th><td class="n" data-label="[^"]*">([^<]*)</td><td class="n" data-label="[^"]*">([^<]*)</td>',
        text,
    )
    import html

    return [(p, html.unescape(n), tp, s) for p, n, tp, s in rows]


def test_the_standings_pages_agree_with_the_command_line(published: tuple[Path, Path]) -> None:
    db, site = published
    for page, extra in (("after-1.html", ()), ("index.html", ("--live",))):
        status, out, _ = _cli("--store", str(db), "standings", "spring", "--json", *extra)
        assert status == 0
        want = [(str(s["place"]), s["name"], s["table_points"], str(s["score"])) for s in json.loads(out)]
        for lang in LANGS:
            assert _standings_rows(site / lang / page) == want
    live = _standings_rows(site / "en" / "index.html")
    assert live != _standings_rows(site / "en" / "after-1.html")  # (round 2's tables count, live)


def test_a_player_page_shows_the_table_in_play_results_and_figures(published: tuple[Path, Path]) -> None:
    db, site = published
    with Store(db) as store:
        tours = Tournaments(store)
        r2 = tours.rounds("spring")[1]
        stats = {s.player: s for s in tours.statistics("spring")}
    table = next(tb for tb in r2.tables if 4 in tb.seats)
    page = read_page(site / "en" / "player-4.html")
    text = "".join(page.text)
    assert f"Round 2, table {table.number}" in text and f"table-2-{table.number}.html" in page.links
    others = {f"player-{p}.html" for p in table.seats if p != 4}
    assert others <= set(page.links)
    assert re.search(rf"Hands won\s*{stats[4].wins}(?!\d)", text)
    assert re.search(rf"Dealt in\s*{stats[4].deal_ins}(?!\d)", text)
    assert "table-1-" in " ".join(page.links)  # round 1's result, with its table's sheet


def _svg(path: Path, ident: str) -> str:
    found = re.findall(rf'<svg [^>]*id="{ident}">.*?</svg>', path.read_text(encoding="utf-8"), re.S)
    assert len(found) == 1, path
    return str(found[0])


def test_each_player_page_and_the_standings_draw_the_standings_over_the_rounds(
    published: tuple[Path, Path],
) -> None:
    """Drawn as :func:`core.referee.chart.tournament_chart` draws them from the store: the live
    top 8 on the standings page; on each player's page the top 8 after the last closed round and
    the player's own line on to the round in play, whatever the player's place."""
    db, site = published
    with Store(db) as store:
        tours = Tournaments(store)
        last = tours.standings("spring", live=True)[-1].player  # (outside the top 8)
        names = {p.number: p.name for p in tours.players("spring")}
        title = tours.tournament("spring").title
        for lang in ("en", "ja"):
            top = chart_svg(
                tournament_chart(tours, "spring", lang, live=True),
                *pages.STANDINGS_CHART_SIZE,
                ident="standings",
                scheme="auto",
            )
            assert _svg(site / lang / "index.html", "standings") == top
            past = tournament_chart(tours, "spring", lang, live=False).series
            now = {s.name: s.values for s in tournament_chart(tours, "spring", lang, top=None, live=True).series}
            for n in (1, 4, last):
                lines = [(s.name, now[s.name] if s.name == names[n] else s.values) for s in past]
                if names[n] not in [s.name for s in past]:
                    lines.append((names[n], now[names[n]]))
                drawn = chart_svg(
                    lines_chart(lines, 2, lang, title, live=True),
                    *pages.STANDINGS_CHART_SIZE,
                    ident="standings",
                    scheme="auto",
                )
                assert _svg(site / lang / f"player-{n}.html", "standings") == drawn
    svg = _svg(site / "en" / f"player-{last}.html", "standings")
    legend = [html.unescape(t) for t in re.findall(r'<text class="f-text u"[^>]*>([^<]*)</text>', svg)]
    assert len(legend) == 9 and legend[-1] == isolate(names[last])
    assert "R2 (live)" in svg
    assert "standings" not in [a[2] for a in read_page(site / "en" / "after-1.html").attrs if a[:2] == ("svg", "id")]


def test_the_charts_are_laid_out_once_a_publish_and_again_only_when_their_lines_change(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The standings over the rounds are read once a publish (not once a player), each distinct
    chart is laid out once a language, and a change that moves no table points (a draw) lays out
    no chart again, though it rewrites the pages of the table's players (their hands)."""
    laid: list[int] = []
    real_chart = pages.lines_chart
    monkeypatch.setattr(pages, "lines_chart", lambda *a, **k: laid.append(1) or real_chart(*a, **k))
    reads: list[int] = []
    real_standings = Tournaments.standings
    monkeypatch.setattr(Tournaments, "standings", lambda *a, **k: reads.append(1) or real_standings(*a, **k))
    pages.standings_chart_html.cache_clear()
    with Store(tmp_path / "t.sqlite3") as store:
        tid = small_tournament(store)
        tours = Tournaments(store)
        site = Site(tmp_path / "site", web_font=False)
        reads.clear()
        publish_once(tours, tid, site)
        assert len(reads) <= 2  # (the live standings, and those after round 1: not per player)
        # each player's own, and the standings page's: 17 a language
        assert len(laid) == 17 * len(LANGS)
        laid.clear()
        match = tours.rounds(tid)[1].tables[0].match_id
        store.add_draw(match)
        report = publish_once(tours, tid, site)
        assert [w for w in report.written if w.startswith("en/player-")] and laid == []
        store.add_win(match, 0, 1, HAND, WIN, melds=MELDS)
        publish_once(tours, tid, site)
        assert 0 < len(laid) <= 5 * len(LANGS)  # (the table's players' and the standings page's)


def test_hostile_names_and_notes_are_only_text(published: tuple[Path, Path]) -> None:
    _db, site = published
    pages = sorted(site.rglob("*.html"))
    seen = {name: 0 for name in HOSTILE}
    for path in pages:
        raw = path.read_text(encoding="utf-8")
        page = read_page(path)
        # the only script: the shared one (and the folder's index's own, which names no player)
        assert all(s.get("src") == "../lang.js" for s in page.scripts) or path == site / "index.html"
        assert "<script>alert" not in raw and "<i>slow" not in raw and "<b>Open" not in raw
        assert not [a for a in page.attrs if a[1].startswith("on")]
        assert "i" not in page.tags and "b" not in page.tags
        text = "".join(page.text)
        for name in HOSTILE:
            seen[name] += text.count(name)
        # a right-to-left override sits only inside an isolating element
        isolated = r"<bdi>[^<]*</bdi>|\u2068[^\u2069]*\u2069"
        assert "\u202e" not in re.sub(isolated, "", raw)
    assert all(n > 0 for n in seen.values()), seen
    sheet = "".join(read_page(site / "en" / "table-2-1.html").text)
    assert "<i>slow</i> \u202eplay" in sheet  # the penalty's note, as text
    # each one's standings chart (inline SVG) names them in its legend, as text only
    for n, name in enumerate(HOSTILE, 1):
        for lang in LANGS:
            svg = _svg(site / lang / f"player-{n}.html", "standings")
            assert isolate(name) in [
                html.unescape(t) for t in re.findall(r'<text class="f-text u"[^>]*>([^<]*)</text>', svg)
            ]
            assert "<script" not in svg.replace("<svg", "") and " on" not in re.sub(r">[^<]*<", "><", svg)


def test_files_are_replaced_whole_and_only_when_they_change(published: tuple[Path, Path]) -> None:
    db, site = published
    before = {p: (p.stat().st_ino, p.stat().st_mtime_ns) for p in site.rglob("*") if p.is_file()}
    assert not [p for p in before if p.name.endswith(".tmp") or p.name.startswith(".")]
    status, out, _ = _cli("--store", str(db), "publish", "spring", str(site))
    assert status == 0 and out.startswith(f"{site}: 0 files written")
    assert {p: (p.stat().st_ino, p.stat().st_mtime_ns) for p in site.rglob("*") if p.is_file()} == before
    with Store(db) as store:
        match = Tournaments(store).rounds("spring")[1].tables[0].match_id
        store.add_draw(match)
    status, out, _ = _cli("--store", str(db), "publish", "spring", str(site))
    after = {p: (p.stat().st_ino, p.stat().st_mtime_ns) for p in site.rglob("*") if p.is_file()}
    changed = {p.relative_to(site).as_posix() for p in after if after[p] != before[p]}
    assert {f"{lang}/table-2-1.html" for lang in LANGS} <= changed
    assert not {f"{lang}/table-1-1.html" for lang in LANGS} & changed and "style.css" not in changed
    assert not [p for p in after if p.name.endswith(".tmp")]


def test_every_player_is_two_taps_from_the_standings(tmp_path: Path) -> None:
    """64 players, 8 rounds: from the standings, each player's page in one tap or two."""
    with Store(tmp_path / "t.sqlite3") as store:
        tid = big_tournament(store, 64, 8)
        site = Site(tmp_path / "site", web_font=False)
        publish_once(Tournaments(store), tid, site)
    for lang in LANGS:
        folder = tmp_path / "site" / lang
        reached: set[str] = set()
        first = [h for h in read_page(folder / "index.html").links if not h.startswith(("#", "../"))]
        reached.update(first)
        for href in first:
            reached.update(h for h in read_page(folder / href).links if not h.startswith(("#", "../")))
        assert {f"player-{n}.html" for n in range(1, 65)} <= reached
        assert all((folder / h).is_file() for h in reached)


def test_watch_picks_up_a_new_result(tmp_path: Path) -> None:
    db = tmp_path / "t.sqlite3"
    with Store(db) as store:
        tid = small_tournament(store)
    folder = tmp_path / "site"
    reports: list[Any] = []
    stop = threading.Event()

    def watcher() -> None:
        with Store(db) as reader:  # (the watcher's own connection, kept, as the command keeps one)
            watch(
                Tournaments(reader),
                tid,
                Site(folder, web_font=False),
                interval=0.05,
                stop=stop,
                on_update=reports.append,
            )

    thread = threading.Thread(target=watcher)
    thread.start()
    try:
        deadline = time.monotonic() + 30
        while not reports and time.monotonic() < deadline:
            time.sleep(0.02)
        assert reports and reports[0].written
        page = folder / "en" / "table-2-1.html"
        before = page.read_text(encoding="utf-8").count("<tr>")
        with Store(db) as writer:  # a scoring station's write
            match = Tournaments(writer).rounds(tid)[1].tables[0].match_id
            writer.add_win(match, 0, 1, HAND, WIN, melds=MELDS)
        while len(reports) < 2 and time.monotonic() < deadline:
            time.sleep(0.02)
        assert len(reports) >= 2
        assert page.read_text(encoding="utf-8").count("<tr>") == before + 1
        assert "en/index.html" in reports[1].written and len(reports[1].written) < len(reports[0].written)
        time.sleep(0.3)
        assert len(reports) == 2  # nothing changed since: nothing done
    finally:
        stop.set()
        thread.join(10)
    assert not thread.is_alive()


def test_publish_refuses_what_it_cannot_do(tmp_path: Path) -> None:
    db = tmp_path / "t.sqlite3"
    with Store(db) as store:
        small_tournament(store)
    status, _, err = _cli("--store", str(db), "publish", "nope", str(tmp_path / "s"))
    assert status == 1 and "nope" in err
    status, _, err = _cli("--store", str(db), "publish", "spring", str(tmp_path / "s"), "--watch", "--interval", "0")
    assert status == 1 and "--interval" in err
    (tmp_path / "file").write_text("x")
    status, _, err = _cli("--store", str(db), "publish", "spring", str(tmp_path / "file"))
    assert status == 1 and "cannot write the site" in err
    if os.geteuid() != 0:  # (root writes into a read-only folder)
        ro = tmp_path / "ro"
        ro.mkdir(mode=0o500)
        status, _, err = _cli("--store", str(db), "publish", "spring", str(ro))
        assert status == 1 and "cannot write the site" in err


def test_the_site_of_a_postgresql_store(pg_server: Any, tmp_path: Path) -> None:
    from core.referee.pg_store import PgStore

    url = pg_server.new_database()
    with PgStore(url) as store:
        tid = small_tournament(store)
        tours = Tournaments(store)
        site = Site(tmp_path / "site", web_font=False)
        first = publish_once(tours, tid, site)
        assert first.written and (tmp_path / "site" / "ja" / "player-16.html").is_file()
        stop = threading.Event()
        reports: list[Any] = []
        from core.publish.snapshot import change_marker

        marker = change_marker(store, tid)
        thread = threading.Thread(
            target=watch,
            args=(tours, tid, site),
            kwargs={"interval": 0.05, "stop": stop, "on_update": reports.append, "marker": marker},
        )
        with PgStore(url) as writer:
            thread.start()
            try:
                time.sleep(0.3)
                assert reports == []  # (nothing changed)
                match = Tournaments(writer).rounds(tid)[1].tables[0].match_id
                writer.add_draw(match)
                deadline = time.monotonic() + 30
                while not reports and time.monotonic() < deadline:
                    time.sleep(0.02)
                assert reports and {f"{lang}/table-2-1.html" for lang in LANGS} <= set(reports[0].written)
            finally:
                stop.set()
                thread.join(10)
    status, out, _ = _cli("--store", url, "standings", tid, "--json", "--live")
    want = [(str(s["place"]), s["name"], s["table_points"], str(s["score"])) for s in json.loads(out)]
    assert _standings_rows(tmp_path / "site" / "en" / "index.html") == want


def test_the_largest_page_of_a_200_player_10_round_tournament_is_under_200_kb(tmp_path: Path) -> None:
    """The size the issue bounds (benchmarks/bench_publish.py times it with 16 entries a table):
    the standings of 200 players are the largest page."""
    with Store(tmp_path / "t.sqlite3") as store:
        tid = big_tournament(store, 200, 10)
        publish_once(Tournaments(store), tid, Site(tmp_path / "site", web_font=False))
    size, name = max((p.stat().st_size, p.name) for p in (tmp_path / "site").rglob("*.html"))
    assert name == "index.html" and 30_000 < size < 200_000


@pytest.mark.parametrize("stop_signal", ["SIGINT", "SIGTERM"])
def test_the_watch_command_rewrites_on_a_result_and_stops_cleanly_on_ctrl_c(tmp_path: Path, stop_signal: str) -> None:
    """``mjscore tournament publish --watch`` as a user runs it: a result written by another
    program shows on its table's page, and Ctrl-C (SIGINT), or a service manager's SIGTERM,
    ends it with status 0 once the update in hand is written."""
    import signal
    import subprocess
    import sys

    db, site = tmp_path / "t.sqlite3", tmp_path / "site"
    with Store(db) as store:
        tid = small_tournament(store)
        match = Tournaments(store).rounds(tid)[1].tables[0].match_id
    root = Path(__file__).resolve().parent.parent
    proc = subprocess.Popen(
        [sys.executable, "-m", "core.shells.cli", "tournament", "--store", str(db), "publish", tid, str(site)]
        + ["--watch", "--interval", "0.1", "--no-web-font"],
        cwd=root,
        env={**os.environ, "PYTHONPATH": str(root)},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None
        first = proc.stdout.readline()
        assert "files written" in first and proc.stdout.readline().startswith("watching the store every 0.1 s")
        page = site / "ja" / "table-2-1.html"
        rows = page.read_text(encoding="utf-8").count("<tr>")
        with Store(db) as writer:
            writer.add_draw(match)
        second = proc.stdout.readline()
        assert "files written" in second and page.read_text(encoding="utf-8").count("<tr>") == rows + 1
        proc.send_signal(getattr(signal, stop_signal))
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 0, err
    assert out.strip().endswith("stopped") and "Traceback" not in err


def test_without_fonttools_the_pages_use_the_phones_fonts_and_say_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """fontTools is no dependency of the core: without it the site is written whole, with no web
    font, and the command says why and what to install."""
    import builtins

    from core.publish import webfont

    real_import = builtins.__import__

    def no_fonttools(name: str, *args: Any, **kwargs: Any) -> Any:
        if name.startswith("fontTools"):
            raise ImportError(f"No module named {name!r}")
        return real_import(name, *args, **kwargs)

    webfont._modules.cache_clear()
    monkeypatch.setattr(builtins, "__import__", no_fonttools)
    try:
        db, site = tmp_path / "t.sqlite3", tmp_path / "site"
        with Store(db) as store:
            small_tournament(store)
        status, out, err = _cli("--store", str(db), "publish", "spring", str(site))
    finally:
        monkeypatch.undo()
        webfont._modules.cache_clear()
    assert status == 0 and "files written" in out
    assert "fontTools" in err and "pip install fonttools brotli" in err
    assert not (site / "fonts").exists() and "@font-face" not in (site / "style.css").read_text(encoding="utf-8")
    assert (site / "ja" / "index.html").is_file()


def test_a_riichi_and_a_three_player_tournament(tmp_path: Path) -> None:
    """The sheet's items in the page's language (the rule set's names; the fu and points lines
    as the result names them), points as riichi keeps them, three seats at a sanma table."""
    from core.referee.tournament import random_round

    with Store(tmp_path / "t.sqlite3") as store:
        tours = Tournaments(store)
        t = tours.create("riichi", "Riichi Cup", 2, match_options={"length": "tonpuusen", "preset": "ema"})
        tours.add_players(t.id, [f"R{i}" for i in range(1, 9)])
        state = tours.seat(t.id, 1, random_round(list(range(1, 9)), 4, seed=1), "random")
        store.add_win(state.tables[0].match_id, 1, 2, "234m567p234s6788s", "5s")
        three = tours.create("sanma", "Sanma", 1)
        tours.add_players(three.id, [f"S{i}" for i in range(1, 7)])
        tours.seat(three.id, 1, ((1, 2, 3), (4, 5, 6)), "random")
        publish_once(tours, t.id, Site(tmp_path / "riichi", web_font=False))
        publish_once(tours, three.id, Site(tmp_path / "sanma", web_font=False))
    ja = "".join(read_page(tmp_path / "riichi" / "ja" / "table-1-1.html").text)
    assert "平和 1" in ja and "断幺九 1" in ja and "2 番 30 符 2000" in ja and "32000" in ja
    en = "".join(read_page(tmp_path / "riichi" / "en" / "table-1-1.html").text)
    assert "Pinfu 1" in en and "2 han 30 fu 2000" in en
    seats = read_page(tmp_path / "sanma" / "en" / "round-1.html")
    assert seats.tags.count("tr") == 2 * (1 + 3) and "North" not in "".join(seats.text)
