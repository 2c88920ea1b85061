"""Generated three-player riichi hands and the ``mahjong`` package's three-player rules as their
oracle (test-only, as :mod:`tests.oracles.riichi`).

:func:`generate` takes riichi's generated hands that a table of three can hold (no 2m to 8m
in the hand, the melds or the indicators, no chi, seats East, South and West) and adds North
tiles pulled as dora (``kita``) where the four Norths allow. :func:`oracle` scores them with
``mahjong``'s ``OptionalRules(is_three_player=True)`` and ``HandConfig(num_nuki_dora=...)``:
1m shows 9m, a pulled North is dora (again where North is dora), a self-draw is paid without
the North player's share (tsumo-loss), and a honba counter is 100 from each of the two others
(200 on a ron): the options ``payment="tsumo_loss"``, ``honba_ron=200``, ``honba_tsumo=100``.
"""

from __future__ import annotations

import random
from typing import Any

from tests.oracles.riichi import Generated, OracleAnswer, generate as riichi_hand, oracle as riichi_oracle

MISSING = frozenset(range(1, 8))
NORTH = 30
#: the options the oracle's three-player rules fix
FIXED = {"payment": "tsumo_loss", "honba_ron": 200, "honba_tsumo": 100}


def _kinds(text: str) -> list[int]:
    from core.model.notation import parse_tiles

    return [t.kind for t in parse_tiles(text)]


def generate(rng: random.Random) -> Generated:
    """A riichi hand a table of three can hold, with North tiles pulled beside it."""
    while True:
        g = riichi_hand(rng)
        tiles = [k for k, _r in g.standing] + [k for _n, ts in g.melds for k, _r in ts] + [g.win[0]] + g.dora + g.ura
        if any(k in MISSING for k in tiles) or any(name == "chi" for name, _ts in g.melds):
            continue
        ctx = dict(g.record["context"])
        if ctx["seat_wind"] == "N":
            ctx["seat_wind"] = rng.choice("ESW")
        if ctx.get("first_turn") or ctx.get("robbing_kong"):
            continue  # (a first-turn win before any pull; robbing a pulled North is not modelled)
        norths = sum(1 for k in tiles if k == NORTH)
        if norths < 4 and rng.random() < 0.6:
            ctx["kita"] = rng.randrange(0, 5 - norths)
        record = {**g.record, "rules": "sanma", "context": ctx, "options": {**g.record["options"], **FIXED}}
        return Generated(record, g.standing, g.melds, g.win, g.dora, g.ura)


def oracle(g: Generated) -> OracleAnswer:
    """``mahjong``'s three-player answer: as :func:`tests.oracles.riichi.oracle`, with the pulled
    North tiles, and the hand's points without the 200 a honba counter is worth at three."""
    ctx = g.record["context"]
    o = riichi_oracle(g, {"num_nuki_dora": int(ctx.get("kita", 0))}, {"is_three_player": True})
    if o.error is None:
        o.points = o.received - 1000 * ctx["riichi_sticks"] - 200 * ctx["honba"]
    return o


def record_kinds(record: dict[str, Any]) -> list[int]:
    """Every kind a record's hand, melds, win and indicators hold (for the tests' checks)."""
    ctx = record["context"]
    out = _kinds(record["hand"] + record["win"] + ctx.get("dora_indicators", "") + ctx.get("ura_indicators", ""))
    for m in record["melds"]:
        out += _kinds(m.split()[1])
    return out
