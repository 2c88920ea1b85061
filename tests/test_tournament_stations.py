"""Whole tournaments through PostgreSQL with four scoring stations at once (issue 29's "done
when"): a 32-player, 4-round MCR tournament and a 16-player, 2-round riichi one. Each round the
director's login seats the tables; four station processes, each with the scorer logins of its
tables, record every hand at the same time; the director closes the round. The standings and
the EMA export are then the ones the same tournament gives played hand by hand on SQLite."""

from __future__ import annotations

import io
import multiprocessing
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from core.referee.match_store import MatchStore
from core.referee.pg_store import PgStore
from core.referee.records import Store
from core.referee.tournament import by_standing, fewest_repeats, random_round, snake
from core.referee.tournament_store import Tournaments
from core.shells import tournament_cli

STATIONS = 4


def _mcr_table(store: MatchStore, match_id: str, seed: int) -> None:
    """16 hands: two wins on discards by the players the seed picks, the rest draws (17 fan:
    25 from the discarder, 8 from each other)."""
    for hand in range(16):
        if hand in (seed % 5, 7 + seed % 3):
            winner = (seed + hand) % 4
            store.add_win(match_id, winner, (winner + 1 + hand % 3) % 4, "123m456p789s1z", "1z", melds=["[777z]"])
        else:
            store.add_draw(match_id)


def _riichi_table(store: MatchStore, match_id: str, seed: int) -> None:
    """A tonpuusen: a ron by the player the seed picks (South's 2,000 or the dealer's 2,900),
    then draws with nobody ready until the East round ends."""
    winner = seed % 4
    store.add_win(match_id, winner, (winner + 1) % 4, "234m567p234s6788s", "5s")
    while not store.sheet(match_id).finished:
        store.add_draw(match_id)


PLAY: dict[str, Callable[[MatchStore, str, int], None]] = {"mcr": _mcr_table, "riichi": _riichi_table}


def _station(url: str, rules: str, tables: list[tuple[str, str, int]], done: Any) -> None:
    """One station process: each of its tables through that table's scorer login."""
    try:
        for login, match_id, seed in tables:
            with PgStore(url.replace("//mjscore@", f"//{login}:pw@")) as store:
                PLAY[rules](store, match_id, seed)
        done.put("ok")
    except BaseException as e:  # noqa: BLE001 - said to the test
        done.put(f"{type(e).__name__}: {e}")


def _seating(tours: Tournaments, tid: str, rnd: int, players: int) -> Any:
    numbers = list(range(1, players + 1))
    order = [s.player for s in tours.standings(tid)]
    return {
        1: lambda: random_round(numbers, 4, seed=2026),
        2: lambda: by_standing(order, 4),
        3: lambda: fewest_repeats(numbers, 1, 4, seed=3)[0],
        4: lambda: snake(order, 4),
    }[rnd]()


def _tournament(
    store: MatchStore, rules: str, players: int, rounds: int, play_round: Callable[[list[tuple[int, str]]], None]
) -> Tournaments:
    tours = Tournaments(store)
    match_options = {"length": "tonpuusen", "preset": "ema"} if rules == "riichi" else {}
    tours.create(rules, "Open", rounds, tournament_id="open", match_options=match_options)
    tours.add_players(
        "open",
        [
            {"name": f"First{i} Last{i}", "country": "NL" if i % 2 else "DE", "ema": f"040{i:05d}"}
            for i in range(1, players + 1)
        ],
    )
    for rnd in range(1, rounds + 1):
        state = tours.seat("open", rnd, _seating(tours, "open", rnd, players), "method")
        play_round([(t.number, t.match_id) for t in state.tables])
        tours.close("open", rnd)
    return tours


def _ema(url_or_path: str) -> str:
    out, err = io.StringIO(), io.StringIO()
    assert tournament_cli.main(["tournament", "--store", url_or_path, "export", "open", "--ema"], out, err) == 0, (
        err.getvalue()
    )
    return out.getvalue()


@pytest.mark.parametrize("rules, players, rounds", [("mcr", 32, 4), ("riichi", 16, 2)])
def test_a_tournament_scored_by_four_stations_at_once(
    pg_server: Any, tmp_path: Path, rules: str, players: int, rounds: int
) -> None:
    url = pg_server.new_database()
    db = url.rsplit("/", 1)[1]
    tables = players // 4
    with PgStore(url) as owner:
        owner.setup_roles()
        Tournaments(owner).create("mcr", "placeholder", 1, tournament_id="setup")  # (the schema and roles made)
        for n in range(1, tables + 1):
            owner.add_station(f"{db}_table{n}", "scorer", "pw", tournament="open", table=n)
        owner.add_station(f"{db}_td", "director", "pw")
    director = PgStore(url.replace("//mjscore@", f"//{db}_td:pw@"))
    ctx = multiprocessing.get_context("spawn")
    seen_at_once: list[int] = []

    def by_stations(round_tables: list[tuple[int, str]]) -> None:
        done = ctx.Queue()
        shares: list[list[tuple[str, str, int]]] = [[] for _ in range(STATIONS)]
        for number, match_id in round_tables:
            shares[number % STATIONS].append((f"{db}_table{number}", match_id, number * 7 + len(seen_at_once)))
        procs = [ctx.Process(target=_station, args=(url, rules, share, done)) for share in shares]
        for p in procs:
            p.start()
        said = [done.get(timeout=300) for _ in procs]
        for p in procs:
            p.join(60)
        assert said == ["ok"] * STATIONS
        seen_at_once.append(len(procs))

    with director:
        pg = _tournament(director, rules, players, rounds, by_stations)
        pg_standings = pg.standings("open")
        pg_stats = pg.statistics("open")
    assert seen_at_once == [STATIONS] * rounds

    # the same tournament, hand by hand on SQLite: the same standings, figures and export
    counter = iter(range(rounds))
    with Store(tmp_path / "one.sqlite3") as local:

        def one_by_one(round_tables: list[tuple[int, str]]) -> None:
            rnd = next(counter)
            for number, match_id in round_tables:
                PLAY[rules](local, match_id, number * 7 + rnd)

        lite = _tournament(local, rules, players, rounds, one_by_one)
        assert lite.standings("open") == pg_standings
        assert lite.statistics("open") == pg_stats
    assert len(pg_standings) == players and all(s.played == rounds for s in pg_standings)
    if rules == "mcr":
        assert sum(s.table_points for s in pg_standings) == 7 * tables * rounds
    assert sum(s.score for s in pg_standings) == 0
    export = _ema(url)
    assert export == _ema(str(tmp_path / "one.sqlite3"))
    lines = export.splitlines()[6:]  # (after the tournament's details and a blank line)
    assert len(lines) == players + 1 and "EMA number" in lines[0] and "040" in lines[1]
