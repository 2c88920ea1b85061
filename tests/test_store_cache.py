"""The store keeps each match's sheet between writes (core/referee/records.py, ``Store._sheets``)
so that an add folds one entry: the sheet it keeps must be the sheet a fresh read builds from
every record, after any mix of adds, edits, deletes and refusals, and another program's write
must be seen."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from core.engine.match_rules import Draw, MatchError, Penalty
from core.model.errors import HandError
from core.referee.match import Revision, WinInput, build_sheet, extend_sheet
from core.referee.match_store import MatchStore
from core.referee.records import Store
from core.rules import get_rules

HANDS = ("123m456p789s1z [777z] +1z", "234m234p234s678s5p +5p", "1112345678999m+5m")


def _win(rng: random.Random) -> WinInput:
    text = rng.choice(HANDS)
    hand, _, win = text.rpartition("+")
    melds = [m for m in ("[777z]",) if m in hand]
    return WinInput(
        rng.randrange(4),
        rng.choice([None, 0, 1, 2, 3]),
        {"hand": hand.replace("[777z]", "").strip(), "win": win, "melds": melds},
    )


@pytest.mark.parametrize("seed", range(6))
def test_the_kept_sheet_is_the_sheet_every_record_builds(opener: Callable[[], MatchStore], seed: int) -> None:
    rng = random.Random(seed)
    with opener() as store:
        m = store.create_match("mcr", ["A", "B", "C", "D"])
        for _ in range(30):
            roll = rng.random()
            sheet = store.sheet(m.id)
            live = [r.entry for r in sheet.rows]
            try:
                if roll < 0.55:
                    entry = _win(rng)
                    if entry.discarder == entry.winner:
                        entry = WinInput(entry.winner, None, entry.inputs)
                    store.add(m.id, entry)
                elif roll < 0.7:
                    store.add(m.id, Draw())
                elif roll < 0.8:
                    store.add(m.id, Penalty(rng.randrange(4), "false_win"))
                elif roll < 0.9 and live:
                    store.edit(
                        m.id,
                        rng.choice(live),
                        Penalty(rng.randrange(4), "deduction", rng.randint(1, 9)),
                        reason="corrected",
                    )
                elif live:
                    store.delete(m.id, rng.choice(live), reason="not so")
            except HandError:  # a refusal (the match is over...): nothing written, the kept sheet unchanged
                pass
            with opener() as fresh:  # every record read and folded again
                assert fresh.sheet(m.id) == store.sheet(m.id)


def test_another_programs_write_is_seen(opener: Callable[[], MatchStore]) -> None:
    with opener() as one, opener() as two:
        m = one.create_match("mcr", ["A", "B", "C", "D"])
        one.add(m.id, Draw())
        assert one.sheet(m.id).hands_played == 1
        two.add(m.id, Draw())
        two.add(m.id, Penalty(2, "false_win"))
        assert one.sheet(m.id) == two.sheet(m.id) and one.sheet(m.id).hands_played == 2
        one.add(m.id, Draw())  # written on the sheet as it now is: the third hand
        assert two.sheet(m.id).hands_played == 3 and two.sheet(m.id).rows[-1].entry == 4


def test_a_refused_write_keeps_nothing_of_it(opener: Callable[[], MatchStore]) -> None:
    with opener() as store:
        m = store.create_match("mcr", ["A", "B", "C", "D"])
        for _ in range(16):
            store.add(m.id, Draw())
        before = store.sheet(m.id)
        with pytest.raises(MatchError, match="over"):
            store.add(m.id, Draw())
        assert store.sheet(m.id) == before and store.revision_count(m.id) == 16


def test_extending_a_sheet_is_folding_it_again() -> None:
    rules = get_rules("mcr").match_rules()
    assert rules is not None
    from core.engine.match_rules import Match

    match = Match("x", ("A", "B", "C", "D"), "mcr", "2026-01-01T00:00:00Z")
    revisions: list[Revision] = []
    sheet = build_sheet(match, revisions, rules)
    for n, body in enumerate([Draw(), Penalty(1, "false_win"), Draw(), Penalty(0, "deduction", 5)], 1):
        new = Revision("x", n, 1, "draw" if isinstance(body, Draw) else "penalty", body, "2026-01-01T00:00:00Z")
        revisions.append(new)
        sheet = extend_sheet(sheet, new, rules)
        assert sheet == build_sheet(match, revisions, rules)
    with pytest.raises(ValueError, match="does not extend"):
        extend_sheet(sheet, Revision("x", 2, 2, "draw", Draw(), "2026-01-01T00:00:00Z"), rules)


# --- the summaries kept for standings (schema 4) ---------------------------------------------------


def _tournament(path: Path) -> tuple[Store, Any]:
    from core.referee.tournament import random_round
    from core.referee.tournament_store import Tournaments

    store = Store(path)
    tours = Tournaments(store)
    tours.create("mcr", "Cup", 2, tournament_id="cup", tiebreaks=["hands_won"])
    tours.add_players("cup", [f"P{i}" for i in range(1, 13)])
    r1 = tours.seat("cup", 1, random_round(list(range(1, 13)), 4, seed=7), "random")
    rng = random.Random(3)
    for table in r1.tables:
        for _ in range(rng.randrange(3, 9)):
            try:
                store.add(table.match_id, _win(rng) if rng.random() < 0.4 else Draw())
            except HandError:
                pass
    store.edit(r1.tables[0].match_id, 1, Penalty(2, "deduction", 7), reason="a foul, not that")
    store.delete(r1.tables[1].match_id, 1, reason="wrong table")
    tours.close("cup", 1, time_called=True)
    return store, tours


class _Folds:
    """Counts the sheets folded (core.referee.match_store.build_sheet) while it is entered."""

    def __enter__(self) -> list[str]:
        from core.referee import match_store

        self.real, self.seen = match_store.build_sheet, []

        def counting(match: Any, *a: Any, **k: Any) -> Any:
            self.seen.append(match.id)
            return self.real(match, *a, **k)

        match_store.build_sheet = counting  # type: ignore[assignment]
        return self.seen

    def __exit__(self, *exc: object) -> None:
        from core.referee import match_store

        match_store.build_sheet = self.real  # type: ignore[assignment]


def _folded(tours: Any) -> Any:
    """The standings from every sheet folded again (no summary used)."""
    from core.referee.tournament import standings

    results, _sheets = tours.results("cup")
    return standings([p.number for p in tours.players("cup")], results, tiebreaks=["hands_won"])


def test_standings_from_the_summaries_are_the_sheets_own(tmp_path: Path) -> None:
    import sqlite3

    store, tours = _tournament(tmp_path / "t.sqlite3")
    with store:
        expected = _folded(tours)
        assert tours.standings("cup") == expected
        kept = sqlite3.connect(tmp_path / "t.sqlite3").execute("SELECT count(*) FROM sheet_summaries").fetchone()[0]
        assert kept == 3  # one a table, each as its last write left it
    with Store(tmp_path / "t.sqlite3") as again:  # a fresh program: read from the summaries, not folded
        from core.referee.tournament_store import Tournaments

        with _Folds() as folds:
            fresh = Tournaments(again).standings("cup")
        assert folds == [] and fresh == expected


def test_a_summary_is_used_only_for_the_records_and_code_it_was_made_from(tmp_path: Path) -> None:
    import sqlite3

    path = tmp_path / "t.sqlite3"
    store, tours = _tournament(path)
    store.close()
    match_id = "cup-r1t3"
    raw = sqlite3.connect(path)
    # another program wrote a record without a summary (an older program, a hand): the sheet is folded
    raw.execute(
        "INSERT INTO records (match_id, entry, revision, kind, data, written) VALUES (?, 99, 1, 'penalty', "
        '\'{"offender": 0, "kind": "deduction", "points": 30, "note": ""}\', \'now\')',
        (match_id,),
    )
    # a summary made by other code (the match rules changed since) is not used either
    raw.execute("UPDATE sheet_summaries SET rules_code = 'older' WHERE match_id = 'cup-r1t1'")
    # nor one that cannot be read
    raw.execute("UPDATE sheet_summaries SET summary = '{\"table_points\": 5}' WHERE match_id = 'cup-r1t2'")
    raw.commit()
    raw.close()
    with Store(path) as store:
        from core.referee.tournament_store import Tournaments

        tours = Tournaments(store)
        with _Folds() as folds:
            got = tours.standings("cup")
        assert sorted(folds) == ["cup-r1t1", "cup-r1t2", "cup-r1t3"]  # none of the three summaries used
        assert got == _folded(tours)
        table3 = next(t for t in tours.rounds("cup")[0].tables if t.match_id == match_id)
        east = table3.seats[0]
        assert {s.player: s.score for s in got}[east] == {s.player: s.score for s in _folded(tours)}[east]
        assert any(r.body is not None and getattr(r.body, "points", None) == 30 for r in store.sheet(match_id).rows)
