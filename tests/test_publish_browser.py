"""The web site in a real browser (issue 46): Debian's headless chromium, driven through its
DevTools protocol (tests/cdp.py), opens the pages served over HTTP at 390x844 (a phone) and
1920x1080, in each language: nothing scrolls sideways on the phone, the bundled web font draws
the CJK names, and the folder's index opens the browser's language, then the one chosen.

Screenshots go to the test's folder, or to the folder ``MJSCORE_WEB_SCREENSHOTS`` names (the
guide's: ``MJSCORE_WEB_SCREENSHOTS=docs``). Skipped without chromium, unless
``MJSCORE_REQUIRE_CHROMIUM=1`` (.ci/run installs it and sets that)."""

from __future__ import annotations

import functools
import os
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from core.model.names import LANGS
from core.publish.site import Site
from core.publish.watch import publish_once
from core.referee.records import Store
from core.referee.tournament_store import Tournaments
from tests.cdp import Browser, browser, chromium_or_skip
from tests.publish_helpers import big_tournament, showcase_tournament, small_tournament

ROOT = Path(__file__).resolve().parent.parent

#: (name in the screenshots, width, height, a phone)
SIZES = (("phone", 390, 844, True), ("desktop", 1920, 1080, False))

#: the pages opened in each language: the standings, a round, a player (a CJK name), a sheet
PAGES = ("index.html", "round-2.html", "player-4.html", "table-2-1.html", "table-1-2.html")


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the base class's name
        pass


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    folder = tmp_path_factory.mktemp("web")
    with Store(folder / "t.sqlite3") as store:
        # the hostile names' tournament at the top, the guide's screenshots' under showcase/
        tid = small_tournament(store)
        publish_once(Tournaments(store), tid, Site(folder / "site"))
        tid = showcase_tournament(store)
        publish_once(Tournaments(store), tid, Site(folder / "site" / "showcase"))
        tid = big_tournament(store, 64, 8)
        publish_once(Tournaments(store), tid, Site(folder / "site" / "big", web_font=False))
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(folder / "site")))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def _shots(tmp_path: Path) -> Path:
    named = os.environ.get("MJSCORE_WEB_SCREENSHOTS")
    folder = (ROOT / named) if named and not Path(named).is_absolute() else Path(named) if named else tmp_path
    folder.mkdir(parents=True, exist_ok=True)
    return folder


#: the screenshots taken: the standings in every language, a sheet in two, a player in one
_SHOTS = {
    ("index.html", "*"): "standings",
    ("table-2-1.html", "en"): "sheet",
    ("table-2-1.html", "ja"): "sheet",
    ("player-4.html", "zh-Hant"): "player",
    ("player-4.html", "en"): "player",
}


def _fits(b: Browser, width: int) -> int:
    return int(b.evaluate("Math.max(document.documentElement.scrollWidth, document.body.scrollWidth)"))


def test_every_page_fits_a_phone_and_a_desktop_in_every_language(served: str, tmp_path: Path) -> None:
    exe = chromium_or_skip()
    shots = _shots(tmp_path)
    with browser(exe) as b:
        for kind, width, height, mobile in SIZES:
            b.size(width, height, mobile)
            for site in ("", "/showcase"):
                for lang in LANGS:
                    for name in PAGES:
                        b.open(f"{served}{site}/{lang}/{name}")
                        assert b.evaluate("document.documentElement.lang") == lang
                        wide = _fits(b, width)
                        assert wide <= width, f"{site}/{lang}/{name} at {width}x{height}: {wide} px wide"
                        shot = _SHOTS.get((name, lang if name != "index.html" else "*"))
                        if name in ("index.html", "player-4.html"):  # the standings chart fits too
                            drawn = "document.getElementById('standings').getBoundingClientRect().right"
                            assert 0 < b.evaluate(drawn) <= width, f"{site}/{lang}/{name}'s chart at {width}"
                        if shot is not None and (site or (shot, lang) == ("standings", "en")):
                            b.screenshot(shots / f"web-{shot}-{kind}-{lang}{'-hostile' if not site else ''}.png")
                            if shot == "player" and site:  # and its chart, scrolled to
                                b.evaluate("document.getElementById('standings').scrollIntoView()")
                                b.screenshot(shots / f"web-player-chart-{kind}-{lang}.png")
        # light and dark follow the system's choice
        background = "getComputedStyle(document.body).backgroundColor"
        b.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "dark"}])
        b.open(f"{served}/showcase/en/index.html")
        dark = b.evaluate(background)
        b.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "light"}])
        b.open(f"{served}/showcase/en/index.html")
        assert (dark, b.evaluate(background)) == ("rgb(19, 20, 22)", "rgb(255, 255, 255)")
        # the CJK names are drawn with the bundled font, cut to the pages' characters
        b.open(f"{served}/ja/player-4.html")
        faces = b.evaluate("Array.from(document.fonts).map(f => f.family + ' ' + f.status).join('; ')")
        assert "Mahjong Scorer CJK loaded" in faces.replace('"', "")
    for kind, *_ in SIZES:
        for lang in LANGS:
            assert (shots / f"web-standings-{kind}-{lang}.png").stat().st_size > 5000
        assert (shots / f"web-standings-{kind}-en-hostile.png").stat().st_size > 5000
        assert (shots / f"web-player-chart-{kind}-en.png").stat().st_size > 5000


def test_the_folder_index_opens_the_browser_language_then_the_one_chosen(served: str) -> None:
    exe = chromium_or_skip()
    with browser(exe) as b:
        b.size(390, 844, True)
        b.open(f"{served}/index.html", languages="ja,en-US;q=0.8")
        assert b.settled_path("/index.html") == "/ja/index.html"
        b.open(f"{served}/index.html", languages="zh-TW,en;q=0.8")
        assert b.settled_path("/index.html") == "/zh-Hant/index.html"
        b.open(f"{served}/index.html", languages="fr-FR")
        assert b.settled_path("/index.html") == "/en/index.html"
        # a language chosen on a page is remembered (localStorage: no cookie), whatever the browser says
        b.evaluate("document.querySelector('a[hreflang=\"zh-Hans\"]').click()")
        assert b.settled_path("/en/index.html") == "/zh-Hans/index.html"
        b.open(f"{served}/index.html", languages="ja")
        assert b.settled_path("/index.html") == "/zh-Hans/index.html"
        assert b.evaluate("document.cookie") == ""
        b.open(f"{served}/index.html?lang=ja", languages="en")
        assert b.settled_path("/index.html") == "/ja/index.html"


def test_every_player_of_64_over_8_rounds_is_two_taps_from_the_standings(served: str) -> None:
    """In the browser, on a phone: the links of the standings, then of each page they open,
    reach every player's page (the standings link each player: one tap)."""
    exe = chromium_or_skip()
    links = "Array.from(document.links).map(a => a.href).filter(h => h.startsWith(location.origin + '/big/'))"
    with browser(exe) as b:
        b.size(390, 844, True)
        for lang in LANGS:
            b.open(f"{served}/big/{lang}/index.html")
            assert _fits(b, 390) <= 390
            first = set(b.evaluate(links))
            reached = set(first)
            for href in sorted(h for h in first if "/round-" in h):
                b.open(href)
                reached.update(b.evaluate(links))
            players = {h.rsplit("/", 1)[1] for h in reached if "/player-" in h}
            assert players == {f"player-{n}.html" for n in range(1, 65)}
