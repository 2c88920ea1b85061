"""Rows written as fact bits (core.engine.table.Needs) against the same rows written out.

Riichi's rows test one mask per reading (RiichiFacts.mask) instead of calling a predicate
each. Here every such row's verdict is compared, reading by reading, with the row written
out as a plain predicate over the facts (the definitions the rows had before), on generated
hands and on hands made to hold the yakuman and the rarer yaku; and the engine's loop over
the bits is checked against calling each predicate.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from core import parse_hand
from core.engine.score import names
from core.engine.table import Needs, Row, Table, resolve
from core.model.errors import HandError
from core.referee.batch_format import hand_from_record
from core.rules import get_rules
from core.rules.riichi.facts import HandTiles, RiichiFacts
from core.rules.riichi.rows import CLOSED_TABLE, OPEN_TABLE
from core.shapes.decompose import RIICHI_SHAPES, Wait, decompose
from tests.oracles.riichi import generate

_DRAGONS = (31, 32, 33)
_WINDS = (27, 28, 29, 30)


def _sanshoku(f: Any) -> bool:
    return any(r in f.chows and r + 9 in f.chows and r + 18 in f.chows for r in range(7))


def _doukou(f: Any) -> bool:
    return any(r in f.pungs and r + 9 in f.pungs and r + 18 in f.pungs for r in range(9))


def _ittsu(f: Any) -> bool:
    return any(b in f.chows and b + 3 in f.chows and b + 6 in f.chows for b in (0, 9, 18))


def _suits(f: Any) -> set[int]:
    return {k // 9 for k in f.t.kinds if k < 27}


def _all_in(f: Any, kinds: set[int]) -> bool:
    return all(k in kinds for k in f.t.kinds)


_SIMPLES = {k for k in range(27) if k % 9 not in (0, 8)}
_TERMINALS = {0, 8, 9, 17, 18, 26}
_GREEN = {19, 20, 21, 23, 25, 32}

#: each row as it was written before the bits: what the rule says, over the reading's facts
PLAIN: dict[str, Callable[[Any], bool]] = {
    "riichi": lambda f: bool(f.context["riichi"]),
    "double_riichi": lambda f: bool(f.context["double_riichi"]),
    "ippatsu": lambda f: bool(f.context["ippatsu"]),
    "menzen_tsumo": lambda f: f.concealed and f.self_drawn,
    "pinfu": lambda f: f.pinfu_shape,
    "tanyao": lambda f: _all_in(f, _SIMPLES),
    "iipeikou": lambda f: f.twin_chows >= 1,
    "ryanpeikou": lambda f: f.twin_chows == 2,
    "yakuhai_seat": lambda f: f.t.seat in f.pungs,
    "yakuhai_round": lambda f: f.t.round in f.pungs,
    "haku": lambda f: 31 in f.pungs,
    "hatsu": lambda f: 32 in f.pungs,
    "chun": lambda f: 33 in f.pungs,
    "haitei": lambda f: bool(f.context["last_wall_tile"]) and f.self_drawn,
    "houtei": lambda f: bool(f.context["last_wall_tile"]) and not f.self_drawn,
    "rinshan": lambda f: bool(f.context["kong_replacement"]),
    "chankan": lambda f: bool(f.context["robbing_kong"]),
    "sanshoku": _sanshoku,
    "sanshoku_doukou": _doukou,
    "ittsu": _ittsu,
    "chanta": lambda f: f.orphan_groups and bool(f.chows),
    "junchan": lambda f: f.terminal_groups and bool(f.chows),
    "honroutou": lambda f: _all_in(f, _TERMINALS | set(range(27, 34))) and not f.orphans,
    "toitoi": lambda f: f.regular and len(f.pungs) == 4,
    "sanankou": lambda f: f.closed_pungs >= 3,
    "sankantsu": lambda f: len(f.kongs) == 3,
    "shousangen": lambda f: f.pair in _DRAGONS and sum(1 for k in f.pungs if k in _DRAGONS) == 2,
    "honitsu": lambda f: len(_suits(f)) == 1,
    "chinitsu": lambda f: len(_suits(f)) == 1 and not any(k >= 27 for k in f.t.kinds),
    "chiitoitsu": lambda f: f.seven_pairs,
    "tenhou": lambda f: bool(f.context["first_turn"]) and f.self_drawn and f.context["seat_wind"] == "E",
    "chiihou": lambda f: bool(f.context["first_turn"]) and f.self_drawn and f.context["seat_wind"] != "E",
    "daisangen": lambda f: sum(1 for k in f.pungs if k in _DRAGONS) == 3,
    "shousuushii": lambda f: f.pair in _WINDS and sum(1 for k in f.pungs if k in _WINDS) == 3,
    "daisuushii": lambda f: sum(1 for k in f.pungs if k in _WINDS) == 4,
    "suuankou": lambda f: f.closed_pungs == 4,
    "suuankou_tanki": lambda f: f.closed_pungs == 4 and f.wait is Wait.SINGLE,
    "kokushi": lambda f: f.orphans,
    "kokushi_13": lambda f: f.orphans and f.t.thirteen_sided,
    "chuuren": lambda f: f.t.nine_gates and (f.t.kinds[0] < 9 or not f.options["chuuren_man_only"]),
    "junsei_chuuren": lambda f: f.t.pure_nine_gates and (f.t.kinds[0] < 9 or not f.options["chuuren_man_only"]),
    "tsuuiisou": lambda f: _all_in(f, set(range(27, 34))),
    "chinroutou": lambda f: _all_in(f, _TERMINALS),
    "ryuuiisou": lambda f: _all_in(f, _GREEN) and (f.options["ryuuiisou"] != "hatsu_required" or 32 in f.t.kinds),
    "junsei_ryuuiisou": lambda f: _all_in(f, _GREEN) and 32 not in f.t.kinds,
    "suukantsu": lambda f: len(f.kongs) == 4,
}

_RIICHI = get_rules("riichi")

#: hands that hold the yakuman and the rarer yaku (with their contexts), beside the generated ones
MADE = [
    ("111222333m4z555z +4z", {"self_drawn": True}, {}),  # suuankou tanki
    ("111m222p333s44z55z +5z", {}, {}),  # ron on a pair: sanankou, not suuankou
    ("11122233344m55z +4m", {"self_drawn": True}, {}),
    ("555666777z11m22z +1m", {}, {}),  # daisangen
    ("555666z7z111222m +7z", {}, {}),  # shousangen... with a pair of the third
    ("111222333z4z555m +4z", {}, {}),  # shousuushii
    ("1112345678999m +5m", {"self_drawn": True}, {}),  # junsei chuuren
    ("1112345678999p +9p", {}, {"chuuren_man_only": True}),
    ("19m19p19s1234567z +1z", {}, {}),  # kokushi 13-sided
    ("19m19p19s12346z77z +5z", {}, {}),
    ("22334466688s66z +6z", {}, {"ryuuiisou": "hatsu_required"}),
    ("2233446668s666z +8s", {}, {"ryuuiisou": "hatsu_required"}),
    ("223344666888s4s +4s", {}, {}),  # junsei ryuuiisou (no green dragon)
    ("111999m111999p1s +1s", {}, {}),  # chinroutou
    ("111999m111999p1z +1z", {}, {}),  # honroutou
    ("111222333444z5m +5m", {}, {}),  # daisuushii
    ("11z22z33z44z55z66z7z +7z", {}, {}),  # tsuuiisou, chiitoitsu
    ("123m123p123s789m5p +5p", {"riichi": True, "ippatsu": True}, {}),  # sanshoku
    ("111m111p111s789m5p +5p", {"self_drawn": True, "last_wall_tile": True}, {}),  # sanshoku doukou, haitei
    ("123456789m1p456s +1p", {"last_wall_tile": True}, {}),  # ittsu, houtei
    ("123m789p123s111z9m +9m", {"seat_wind": "E", "round_wind": "E"}, {}),  # chanta, double east
    ("123m789p123s99s11m +1m", {}, {}),  # junchan
    ("112233m112233p4s +4s", {"riichi": True}, {}),  # ryanpeikou
    ("234m234m567p678s6s +6s", {}, {}),  # iipeikou
    ("1m [2222p] [3333s] [4444m] [5555z] +1m", {"self_drawn": True, "kong_replacement": True}, {}),
    ("1m {2222p} {3333s} {4444m} [555z] +1m", {}, {}),
    ("123m456p789s234s5m +5m", {"self_drawn": True, "first_turn": True, "seat_wind": "E"}, {}),
    ("123m456p789s234s5m +5m", {"self_drawn": True, "first_turn": True, "seat_wind": "S"}, {}),
    ("123m456p789s24s55m +3s", {"robbing_kong": True}, {}),
    ("123m456p789s234s5m +5m", {"double_riichi": True, "self_drawn": True}, {}),
]


def _facts_of(hand: Any, context: dict[str, Any], options: dict[str, Any]) -> list[RiichiFacts]:
    setup = _RIICHI._setup(options)
    ctx = _RIICHI.checked_context(context, setup)
    tiles = HandTiles(hand, ctx)
    return [RiichiFacts(hand, d, ctx, setup.table_opts, tiles) for d in decompose(hand, RIICHI_SHAPES)]


def _cases() -> list[tuple[Any, dict[str, Any], dict[str, Any], bool]]:
    """(hand, context, options, made): the generated hands, then the hands of MADE."""
    rng = random.Random(20261206)
    out = []
    for _ in range(1500):
        g = generate(rng)
        out.append((hand_from_record(g.record)[0], dict(g.record["context"]), dict(g.record["options"]), False))
    for text, context, options in MADE:
        ctx = {"seat_wind": "S", "round_wind": "E", **context}
        out.append((parse_hand(text), ctx, options, True))
    return out


def _needs_rows(table: Table) -> list[Row]:
    return [r for r in table.rows if isinstance(r.predicate, Needs)]


def test_every_plain_row_is_written_as_bits() -> None:
    """The rows compared here are the rows the tables test by bits (no row left unchecked)."""
    ids = {r.id for r in _needs_rows(CLOSED_TABLE)} | {r.id for r in _needs_rows(OPEN_TABLE)}
    assert ids == set(PLAIN)


def test_bits_agree_with_the_rows_written_out() -> None:
    seen: dict[str, int] = {rid: 0 for rid in PLAIN}
    readings = 0
    for hand, context, options, made in _cases():
        try:
            _RIICHI.score(hand, context, options)
        except HandError:
            assert not made, (str(hand), context)  # a made hand must be a win the rules accept
            continue  # a generated context the hand refuses: not a case
        all_facts = _facts_of(hand, context, options)
        table = CLOSED_TABLE if hand.is_concealed else OPEN_TABLE
        for f in all_facts:
            readings += 1
            for row in _needs_rows(table):
                assert row.predicate is not None
                bits = row.predicate(f)
                plain = int(bool(PLAIN[row.id](f)))
                assert bits == plain, (row.id, str(hand), context, options, str(f.decomposition))
                seen[row.id] += plain
    assert readings > 1500
    # every row matched at least once, so each was compared where it counts
    assert [rid for rid, n in seen.items() if n == 0] == []


def test_the_table_loop_agrees_with_calling_each_predicate() -> None:
    """EffectiveTable.match over bits gives the matches, in table order, that calling every
    row's predicate gives (Needs rows, rows with a ``then`` and plain predicates mixed)."""
    calls: list[str] = []

    def twice(f: Any) -> int:
        calls.append("twice")
        return 2

    def then(f: Any) -> int:
        calls.append("then")
        return 1

    n = names("x", "x", "x", "x")
    rows = [
        Row("a", n, 1, predicate=Needs(1)),
        Row("b", n, 1, predicate=twice),
        Row("c", n, 1, predicate=Needs(1 | 2, forbid=4)),
        Row("d", n, 1, predicate=Needs(2, then=then)),
        Row("e", n, 1, predicate=Needs(8)),
    ]
    eff = Table(rows).effective({})

    class F:
        def __init__(self, mask: int) -> None:
            self.mask = mask

    for mask in range(16):
        calls.clear()
        by_mask = eff.match(F(mask))
        asked_then = calls.count("then")
        by_call = [(rid, i) for rid, p in eff.predicates for i in range(p(F(mask)))]
        assert by_mask == by_call
        assert asked_then == (1 if mask & 2 else 0)  # ``then`` only where the bits allow
        counted, _ = resolve(eff, by_mask, [])
        assert dict(counted).get("b") == 2


def test_needs_refuses_overlapping_bits() -> None:
    with pytest.raises(ValueError):
        Needs(1 | 2, forbid=2)
    with pytest.raises(ValueError):
        Needs(-1)
