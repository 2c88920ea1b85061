"""Tournaments for the web site's tests and benchmark (issue 46), made with the store API the
tournament tests use, and a reader of the pages written (the standard library's html.parser)."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from core.referee.match_store import MatchStore
from core.referee.tournament import random_round
from core.referee.tournament_store import Tournaments

#: the match sheet's hostile names (tests/test_store_faults.py, tests/test_gui_match_trust.py)
HOSTILE = ("<script>alert(1)</script>", '=HYPERLINK("http://x")', "\u202eCy")

HAND, WIN, MELDS = "123m456p789s1z", "1z", ["[777z]"]  # 17 fan on a discard


def small_tournament(store: MatchStore, tid: str = "spring") -> str:
    """16 players (the hostile names, CJK names), 3 rounds planned: round 1 played out and
    closed, round 2 in play (three entries a table, one a penalty with a hostile note)."""
    tours = Tournaments(store)
    t = tours.create("mcr", "Spring <b>Open</b>", 3, tournament_id=tid)
    names = [*HOSTILE, "陳大文", "鈴木 一郎", "Ann", "Bo", "Di"] + [f"P{i}" for i in range(9, 17)]
    tours.add_players(t.id, names)
    for rnd in (1, 2):
        state = tours.seat(t.id, rnd, random_round(list(range(1, 17)), 4, seed=rnd), "random")
        for tb in state.tables:
            for hand in range(16 if rnd == 1 else 3):
                if hand in (0, 5):
                    store.add_win(tb.match_id, tb.number % 4, (tb.number + 1) % 4, HAND, WIN, melds=MELDS)
                elif hand == 2 and rnd == 2:
                    store.add_penalty(tb.match_id, 1, "deduction", 10, "<i>slow</i> \u202eplay")
                else:
                    store.add_draw(tb.match_id)
        if rnd == 1:
            tours.close(t.id, 1)
    return t.id


#: the guide's screenshots: a tournament of names written in Latin, Chinese and Japanese
SHOWCASE_NAMES = (
    "Ann Aalto",
    "陳大文",
    "鈴木 一郎",
    "Bo Berg",
    "林美玲",
    "José Álvarez",
    "佐藤 花子",
    "Cy Chen",
    "黃志明",
    "Di Dekker",
    "高橋 健",
    "Fay Fung",
    "Ida Ivanova",
    "Gus Graaf",
    "劉小紅",
    "Hu Hao",
)


def showcase_tournament(store: MatchStore, tid: str = "open") -> str:
    """16 players, 3 rounds planned: round 1 played out (each table's wins from several seats),
    round 2 in play."""
    tours = Tournaments(store)
    t = tours.create("mcr", "Utrecht Spring Open 2026", 3, tournament_id=tid)
    tours.add_players(t.id, list(SHOWCASE_NAMES))
    for rnd in (1, 2):
        state = tours.seat(t.id, rnd, random_round(list(range(1, 17)), 4, seed=rnd + 10), "random")
        for tb in state.tables:
            for hand in range(16 if rnd == 1 else 5):
                if hand % 3 == 0 and hand < 12:
                    winner = (tb.number + hand * (tb.number + 1)) % 4
                    store.add_win(tb.match_id, winner, (winner + 1 + hand % 2) % 4, HAND, WIN, melds=MELDS)
                else:
                    store.add_draw(tb.match_id)
        if rnd == 1:
            tours.close(t.id, 1)
    return t.id


def big_tournament(store: MatchStore, players: int, rounds: int, tid: str = "big", hands: int = 1) -> str:
    """``players`` players, ``rounds`` rounds, every table ``hands`` wins (then time called),
    every round closed but the last, which is in play."""
    tours = Tournaments(store)
    t = tours.create("mcr", "Big Open", rounds, tournament_id=tid)
    tours.add_players(t.id, [f"Player {i:03d}" for i in range(1, players + 1)])
    for rnd in range(1, rounds + 1):
        state = tours.seat(t.id, rnd, random_round(list(range(1, players + 1)), 4, seed=rnd), "random")
        for tb in state.tables:
            for h in range(hands):
                store.add_win(tb.match_id, (tb.number + h) % 4, (tb.number + h + 1) % 4, HAND, WIN, melds=MELDS)
        if rnd < rounds:
            tours.close(t.id, rnd, time_called=True)
    return t.id


class Page(HTMLParser):
    """A page read back: its text (outside scripts), links, elements, scripts and attributes."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.text: list[str] = []
        self.links: list[str] = []
        self.tags: list[str] = []
        self.attrs: list[tuple[str, str, str]] = []
        self.scripts: list[dict[str, Any]] = []
        self.html_lang = ""
        self._in_script = False
        self.feed(text)
        self.close()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        values = {k: v or "" for k, v in attrs}
        for k, v in values.items():
            self.attrs.append((tag, k, v))
        if tag == "a" and "href" in values:
            self.links.append(values["href"])
        if tag == "html":
            self.html_lang = values.get("lang", "")
        if tag == "script":
            self.scripts.append(values)
            self._in_script = True

    def handle_endtag(self, tag: str) -> None:
        if tag == "script":
            self._in_script = False

    def handle_data(self, data: str) -> None:
        if not self._in_script:
            self.text.append(data)


def read_page(path: Path) -> Page:
    return Page(path.read_text(encoding="utf-8"))
