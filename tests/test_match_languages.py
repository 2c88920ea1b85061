"""The match sheet speaks every language (issue 11): the notes the match rules attach to each
entry, the warnings of a stored entry, and every refusal of the match rules and the store
(MatchError, StoreError) carry their text in every language, the English being the message
the command line and the batch give as before.

The refusals are checked as the core's errors are (tests/test_error_languages.py): the English
form is the message, the others are real translations with no English words left beyond the
parameters, and each parameter in every one of them. An AST walk over the match modules then
requires every error raised there to pass ``names=``.
"""

from __future__ import annotations

import ast
import importlib
import re
import sqlite3
from collections.abc import Callable
from pathlib import Path
from string import Formatter
from typing import Any

import pytest

from core.engine.match_rules import Draw, Penalty
from core.model.errors import HandError
from core.model.names import Names
from core.referee.match import WinInput
from core.referee.match_win import check_players
from core.referee.records import Store
from core.referee.sqlite_schema import MIGRATIONS, migrate
from tests.test_error_languages import Case, problems

ROOT = Path(__file__).resolve().parent.parent
OTHER_LANGS = ("zh-Hans", "zh-Hant", "ja")
PLAYERS = ["Ann", "Bo", "Cy", "Di"]
MCR_WIN = {"hand": "123m456m789m123p5p", "win": "5p"}  # 8 fan or more whatever the seat
RIICHI_WIN = {"hand": "234m567p234s6788s", "win": "5s", "context": {"riichi": True}}
TW_WIN = {"hand": "123m456m789p555z666z5s", "win": "5s"}
MATCH_MODULES = (
    "core/engine/match_rules.py",
    "core/engine/match_values.py",
    "core/engine/match_payments.py",
    "core/referee/match.py",
    "core/referee/match_win.py",
    "core/referee/records.py",
    "core/referee/match_store.py",
    "core/referee/store_rows.py",
    "core/referee/store_files.py",
    "core/referee/sqlite_schema.py",
    "core/rules/mcr/match.py",
    "core/rules/riichi/match.py",
    "core/rules/taiwan/match.py",
)
_ASCII_WORD = re.compile(r"[A-Za-z]{3,}")


def _no_english(text: str, *allowed: str) -> list[str]:
    for a in sorted(allowed, key=len, reverse=True):
        text = text.replace(a, " ")
    return _ASCII_WORD.findall(text)


# --- the notes and warnings of the sheet -----------------------------------------------------------


def _sheet_of(tmp_path: Path, rules: str) -> Any:
    with Store(tmp_path / f"{rules}.sqlite3") as store:
        mid = store.create_match(rules, PLAYERS).id
        win = {"mcr": MCR_WIN, "riichi": RIICHI_WIN, "taiwan": TW_WIN}[rules]
        store.add(mid, WinInput(0, None, win, facts={"riichi": [0]} if rules == "riichi" else None))
        store.add(mid, Draw((1,) if rules == "riichi" else ()))
        if rules == "riichi":
            store.add(mid, Draw())
            store.add(mid, Penalty(2, "chombo"))
        if rules == "mcr":
            store.add(mid, Penalty(2, "false_win"))
        store.add(mid, Penalty(3, "deduction", 5))
        return store.sheet(mid)


@pytest.mark.parametrize("rules", ["mcr", "riichi", "taiwan"])
def test_the_notes_of_every_entry_speak_every_language(tmp_path: Path, rules: str) -> None:
    sheet = _sheet_of(tmp_path, rules)
    remarks = [n for r in sheet.rows for n in r.remarks]
    assert len(remarks) >= 3, [r.notes for r in sheet.rows]
    for r in sheet.rows:
        assert r.notes == tuple(n.en for n in r.remarks)  # the command line's English, as before
        for n in r.remarks:
            assert isinstance(n, Names)
            for lang in OTHER_LANGS:
                text = n.get(lang)
                assert text != n.en and not _no_english(text), (lang, text)
                if rules != "riichi":  # (riichi names the players ready by their seats, not numbers)
                    assert set(re.findall(r"\d+", n.en)) <= set(re.findall(r"\d+", text)), (lang, text)


def test_the_notes_say_the_rules_own_words() -> None:
    """The English the command line and the JSON give is as before; the others name the rule
    set's terms (荒庄, 連莊, 満貫払い, the seats of the players ready at a draw)."""
    import tempfile

    with tempfile.TemporaryDirectory(prefix="h_i18n_") as d:
        mcr, riichi, taiwan = (_sheet_of(Path(d), r) for r in ("mcr", "riichi", "taiwan"))
    assert mcr.rows[1].notes == ("draw: nothing paid",) and mcr.rows[1].remarks[0].zh_hans == "荒庄：无人付分"
    assert mcr.rows[2].notes == ("false win: 30 from the offender, 10 to each other player",)
    assert "诈和" in mcr.rows[2].remarks[0].zh_hans and "詐和" in mcr.rows[2].remarks[0].ja
    assert mcr.rows[3].notes == ("deduction of 5",) and mcr.rows[3].remarks[0].zh_hant == "罰分 5"
    assert riichi.rows[0].notes == ("1 riichi; 1 sticks to the winner",)
    assert riichi.rows[0].remarks[0].ja == "立直 1 人、供託 1 本は和了者へ"
    assert riichi.rows[1].notes == ("draw: ready 1",) and riichi.rows[1].remarks[0].ja == "流局：南家がテンパイ"
    assert riichi.rows[2].notes == ("draw: ready no one",) and riichi.rows[2].remarks[0].ja == "流局：全員ノーテン"
    assert "満貫払い" in riichi.rows[3].remarks[0].ja and "reverse mangan" in riichi.rows[3].notes[0]
    assert riichi.rows[4].notes == ("deduction: 5 off the final result",)
    assert riichi.rows[4].remarks[0].ja == "罰符：最終成績から 5 点を減点"
    assert taiwan.rows[0].notes == ("the dealer wins: 連1",) and taiwan.rows[0].remarks[0].zh_hant == "莊家胡牌：連1"
    assert taiwan.rows[1].remarks[0].zh_hant == "流局：莊家連莊"


def test_the_warnings_of_a_stored_entry_speak_every_language(tmp_path: Path) -> None:
    with Store(tmp_path / "m.sqlite3") as store:
        mid = store.create_match("mcr", PLAYERS).id
        store.add(mid, Draw())
        store.add(mid, WinInput(3, 0, MCR_WIN))
        store.delete(mid, 1)  # the win was scored as hand 2; now it is hand 1 and its seat no longer fits
        row = store.sheet(mid).rows[0]
    assert row.warnings and "seat_wind" in row.warnings[0]  # the English, as before
    w = row.cautions[0]
    assert w.en == row.warnings[0]
    assert "“门风”" in w.zh_hans and "「門風」" in w.zh_hant and "「自風」" in w.ja, w
    assert "为 西，但在 东风圈 第1盘 应为 北" in w.zh_hans and "北" in w.ja  # the winds and the hand by their names
    assert "東風圏 第1局" in w.ja and "東風圈 第1盤" in w.zh_hant
    for lang in OTHER_LANGS:
        assert not _no_english(w.get(lang)), w.get(lang)


# --- the refusals ----------------------------------------------------------------------------------


def _store(tmp_path: Path) -> tuple[Store, str]:
    store = Store(tmp_path / "m.sqlite3")
    return store, store.create_match("mcr", PLAYERS, match_id="m1").id


def _over(store: Store, rules: str) -> str:
    mid = store.create_match(
        rules, PLAYERS, match_options={"rounds": 1} if rules == "taiwan" else None, match_id="o1"
    ).id
    if rules == "mcr":
        for _ in range(16):
            store.add(mid, Draw())
    elif rules == "taiwan":
        for p in (1, 2, 3, 0):
            store.add(mid, WinInput(p, None, TW_WIN))
    return mid


#: (id, make: (store, match id) -> the call that is refused, the parameters, the ASCII words allowed)
REFUSALS: tuple[tuple[str, Callable[[Store, str], Callable[[], object]], tuple[str, ...], tuple[str, ...]], ...] = (
    ("no such player", lambda s, m: lambda: s.match(m).player("Zed"), ("'Zed'", "m1", "Ann"), ("Bo", "Cy", "Di")),
    ("three players", lambda s, m: lambda: s.create_match("mcr", PLAYERS[:3]), ("4", "'Ann'"), ("Bo", "Cy")),
    (
        "players named alike",
        lambda s, m: lambda: s.create_match("mcr", ["Ann", "ann", "Bo", "Cy"]),
        ("Ann", "ann"),
        ("Bo", "Cy"),
    ),
    ("a match twice", lambda s, m: lambda: s.create_match("mcr", PLAYERS, match_id="m1"), ("m1",), ()),
    ("MCR match options", lambda s, m: lambda: s.create_match("mcr", PLAYERS, match_options={"uma": 1}), ("uma",), ()),
    ("unknown match", lambda s, m: lambda: s.sheet("zz9"), ("'zz9'", "m1"), ()),
    ("unknown entry", lambda s, m: lambda: s.history(m, 7), ("m1", "7"), ()),
    ("edit of no entry", lambda s, m: lambda: s.delete(m, 7), ("m1", "7"), ()),
    (
        "stale revision",
        lambda s, m: (s.add_draw(m), lambda: s.delete(m, 1, expected_revision=3))[1],
        ("m1", "1", "3"),
        (),
    ),
    ("deleted twice", lambda s, m: (s.add_draw(m), s.delete(m, 1), lambda: s.delete(m, 1))[2], ("m1", "1"), ()),
    ("unknown penalty", lambda s, m: lambda: s.add_penalty(m, 0, "chombo"), ("'chombo'",), ()),
    ("a deduction of nothing (MCR)", lambda s, m: lambda: s.add_penalty(m, 0, "deduction"), ("m1", "1"), ()),
    (
        "a deduction of nothing (Taiwanese)",
        lambda s, m: (lambda t: lambda: s.add_penalty(t, 0, "deduction", 0))(
            s.create_match("taiwan", PLAYERS, match_id="t1").id
        ),
        ("t1", "1"),
        (),
    ),
    (
        "a deduction of nothing (riichi)",
        lambda s, m: (lambda t: lambda: s.add_penalty(t, 0, "deduction", 0))(
            s.create_match("riichi", PLAYERS, match_id="r1").id
        ),
        ("r1", "1"),
        (),
    ),
    ("a false win of other points", lambda s, m: lambda: s.add_penalty(m, 0, "false_win", 12), ("10", "12"), ()),
    ("an MCR draw with players ready", lambda s, m: lambda: s.add_draw(m, [1]), ("m1",), ("MCR",)),
    (
        "a Taiwanese draw with players ready",
        lambda s, m: (lambda t: lambda: s.add_draw(t, [1]))(s.create_match("taiwan", PLAYERS, match_id="t1").id),
        ("t1",),
        (),
    ),
    ("a draw after 16 hands", lambda s, m: (lambda t: lambda: s.add_draw(t))(_over(s, "mcr")), ("16",), ()),
    (
        "a win after 16 hands",
        lambda s, m: (lambda t: lambda: s.add(t, WinInput(0, 1, MCR_WIN)))(_over(s, "mcr")),
        ("16",),
        (),
    ),
    (
        "a Taiwanese draw after the last round",
        lambda s, m: (lambda t: lambda: s.add_draw(t))(_over(s, "taiwan")),
        ("4",),
        (),
    ),
    (
        "a win of unknown fields",
        lambda s, m: lambda: s.add(m, WinInput(0, 1, {**MCR_WIN, "seat": "E"})),
        ("seat",),
        ("hand", "melds", "win", "flowers", "context", "options"),
    ),
    (
        "a win of another rule set",
        lambda s, m: lambda: s.add(m, WinInput(0, 1, {**MCR_WIN, "rules": "riichi"})),
        ("'riichi'", "m1"),
        (),
    ),
    (
        "a win whose context is no object",
        lambda s, m: lambda: s.add(m, WinInput(0, 1, {**MCR_WIN, "context": [1]})),
        ("[1]",),
        (),
    ),
    (
        "a win whose seat is not the sheet's",
        lambda s, m: lambda: s.add(m, WinInput(1, None, {**MCR_WIN, "context": {"seat_wind": "E"}})),
        ("Bo",),
        (),
    ),  # (E1: 东风圈 第1盘)
    ("a winner who discards", lambda s, m: lambda: check_players(1, 1), (), ()),
    ("a winner who is no player", lambda s, m: lambda: check_players(5, None), ("5",), ()),
    (
        "a newer schema",
        lambda s, m: lambda: migrate(_newer(s), MIGRATIONS),
        (str(len(MIGRATIONS) + 1), str(len(MIGRATIONS))),
        (),
    ),
)


def _newer(store: Store) -> sqlite3.Connection:
    conn = sqlite3.connect(store.path.with_name("newer.sqlite3"), isolation_level=None)
    conn.execute(f"PRAGMA user_version = {len(MIGRATIONS) + 1}")
    return conn


@pytest.mark.parametrize("label, make, params, allowed", REFUSALS, ids=[r[0] for r in REFUSALS])
def test_every_refusal_of_a_match_record_speaks_every_language(
    tmp_path: Path,
    label: str,
    make: Callable[[Store, str], Callable[[], object]],
    params: tuple[str, ...],
    allowed: tuple[str, ...],
) -> None:
    store, mid = _store(tmp_path)
    with store:
        run = make(store, mid)
        with pytest.raises(HandError) as info:
            run()
    assert problems(info.value, Case(label, run, params, allowed + (str(store.path), str(tmp_path)))) == []


def test_a_store_set_aside_is_said_in_every_language(tmp_path: Path) -> None:
    path = tmp_path / "matches.sqlite3"
    path.write_bytes(b"no database here\n" * 100)
    with Store(path) as store:
        notice = store.notice
    assert notice is not None and notice.text("en") == notice.message
    assert "set aside" in notice.message and str(notice.set_aside) in notice.message
    for lang in OTHER_LANGS:
        text = notice.text(lang)
        assert str(path) in text and str(notice.set_aside) in text
        assert not _no_english(text, str(path), str(notice.set_aside), "SQLite"), (lang, text)
    assert "退避" in notice.text("ja") and "另存为" in notice.text("zh-Hans")


# --- every raise site of the match modules passes names= -------------------------------------------

_ERRORS = {"HandError", "MatchError", "StoreError", "ContextError", "OptionError"}


def _english_only_raises(source: str) -> list[int]:
    out = []
    for node in ast.walk(ast.parse(source)):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in _ERRORS
            and not any(k.arg == "names" for k in node.keywords)
        ):
            out.append(node.lineno)
    return out


@pytest.mark.parametrize("path", MATCH_MODULES)
def test_every_refusal_raised_in_a_match_module_passes_names(path: str) -> None:
    source = (ROOT / path).read_text(encoding="utf-8")
    assert _english_only_raises(source) == [], f"{path}: errors without names= (English only)"
    assert any(isinstance(n, ast.Raise) for n in ast.walk(ast.parse(source)))


def test_the_walk_catches_an_english_only_refusal() -> None:
    assert _english_only_raises("raise MatchError('x')\nraise StoreError(m.en, names=m)\n") == [1]


def test_the_match_texts_use_the_same_placeholders_in_every_language() -> None:
    def fields(text: str) -> set[str]:
        return {name for _lit, name, _spec, _conv in Formatter().parse(text) if name}

    seen = 0
    for path in MATCH_MODULES:
        module = importlib.import_module(path[:-3].replace("/", "."))
        for name, value in vars(module).items():
            if isinstance(value, Names) and re.match(r"_?[ENW]_", name):
                seen += 1
                assert fields(value.zh_hans) == fields(value.zh_hant) == fields(value.ja), name
                assert fields(value.zh_hans) - {"field", "title"} <= fields(value.en), name
                assert value.en not in (value.zh_hans, value.ja), name
    assert seen >= 45


# --- a hand's label ---------------------------------------------------------------------------------


def test_a_hands_label_speaks_every_language_and_its_english_is_the_label() -> None:
    """core.referee.match: what each rule set's label encodes (the round, the dealer or the hand,
    the counter) in each language's words; the English is the label the command line, the CSV
    and the JSON write, unchanged."""
    from core.referee.match import label_names
    from core.rules.mcr import match as mcr_match
    from core.rules.riichi import match as riichi_match
    from core.rules.taiwan import match as taiwan_match

    seatings = [
        ("riichi", riichi_match.seating(h, rnd, turn, honba, 0))
        for h, (rnd, turn, honba) in enumerate((r, t, b) for r in range(4) for t in range(4) for b in (0, 1, 12))
    ]
    seatings += [("mcr", mcr_match.seating(h)) for h in range(16)]
    seatings += [
        ("taiwan", taiwan_match.seating(0, rnd, turn, streak))
        for rnd in range(4)
        for turn in range(4)
        for streak in (0, 2)
    ]
    for rules, s in seatings:
        words = label_names(rules, s)
        assert words.en == s.label, (rules, s)
        for lang in OTHER_LANGS:
            assert not re.search(r"[A-Za-z]", words.get(lang)), (rules, s.label, lang, words)
    assert len({label_names("mcr", s).ja for _r, s in seatings[-48:-32]}) == 16  # each hand its own label
    assert label_names("riichi", riichi_match.seating(0, 0, 0, 0, 0)) == Names("E1", "东1局", "東1局", "東1局")
    assert label_names("riichi", riichi_match.seating(5, 1, 1, 2, 1)) == Names(
        "S2-2", "南2局 2本场", "南2局 2本場", "南2局 2本場"
    )
    assert label_names("mcr", mcr_match.seating(6)) == Names("S3", "南风圈 第3盘", "南風圈 第3盤", "南風圏 第3局")
    assert label_names("taiwan", taiwan_match.seating(9, 3, 2, 3)) == Names(
        "N3-3", "北风圈 第3局 连3", "北風圈 第3局 連3", "北風圏 第3局 連3"
    )
    assert label_names("no_such_rules", mcr_match.seating(1)) == Names("E2", "E2", "E2", "E2")  # a plug-in's: as it is
