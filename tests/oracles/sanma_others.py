"""Two more oracles of three-player riichi for the generated hands of :mod:`tests.oracles.sanma`:
``riichienv`` (smly/RiichiEnv 0.4.11, a Rust core: ``HandEvaluator3P``) and ``jansou``
(Snack-X/jansou 0.14.0, pure Python: the ``tenhou-3p`` preset). Test-only, as the other oracles.

Both score sanma the way :mod:`tests.oracles.sanma` fixes it (tsumo-loss, a honba counter 100 from
each of the two payers, 200 on a ron; 1m shows 9m; each North pulled one dora, again where an
indicator shows North). Neither has the North share split.

- **jansou** takes its rules as a configuration: :func:`jansou_rules` makes ``tenhou-3p`` with the
  record's options (open tanyao, red fives, kiriage, double yakuman, kazoe, the double wind's fu).
- **riichienv**'s three-player evaluator has its rules fixed: :data:`RIICHIENV_OPTIONS` are the
  options that are its rules, and the differential scores a hand with those.

Each answers as :class:`tests.oracles.riichi.OracleAnswer` with the fields the differential
compares (``han`` is 13 a yakuman, as the scorer counts it; ``fu`` 0 at a yakuman; ``limit`` and
``yaku`` are left empty). ``points`` is the hand's value without honba and sticks.
"""

from __future__ import annotations

import importlib
from typing import Any

from tests.oracles.riichi import Generated, OracleAnswer

SUITS = "mpsz"
#: the options riichienv's HandEvaluator3P has as its rules (it takes none): red fives count,
#: open tanyao, no kiriage, the double yakuman (kokushi on 13 waits, suuankou tanki, junsei
#: chuuren, daisuushii) double, 13 han and more a yakuman; a double wind pair 4 fu
RIICHIENV_OPTIONS: dict[str, Any] = {
    "open_tanyao": True,
    "aka": True,
    "kiriage": False,
    "double_yakuman": True,
    "kazoe": "yakuman",
    "double_wind_fu": 4,
}
_WINDS = "ESWN"


def tile_ids(g: Generated) -> tuple[list[int], list[tuple[str, list[int]]], int, list[int], list[int]]:
    """136-format ids of a generated hand: (standing, melds as (name, ids), win, dora, ura); a red
    five is copy 0 of its five (as riichienv and mahjong have it), the indicators the copies the
    hand does not hold."""
    used = [0] * 34

    def tid(kind: int, red: bool) -> int:
        if red:
            return kind * 4
        copy = used[kind]
        if kind in (4, 13, 22) and copy == 0:
            copy = 1
        if copy == 4:  # an indicator beside the three plain fives: the red copy
            return kind * 4
        used[kind] = copy + 1
        return kind * 4 + copy

    standing = [tid(k, r) for k, r in g.standing]
    melds = [(name, [tid(k, r) for k, r in ts]) for name, ts in g.melds]
    win = tid(*g.win)
    return standing, melds, win, [tid(k, False) for k in g.dora], [tid(k, False) for k in g.ura]


def _pay(ctx: dict[str, Any], ron: int, dealer_share: int, other_share: int) -> dict[str, int]:
    """The scorer's payer roles of an answer (each payment with its honba)."""
    if not ctx["self_drawn"]:
        return {"discarder": ron}
    if ctx["seat_wind"] == "E":
        return {"each": other_share}
    return {"dealer": dealer_share, "non_dealer": other_share}


def _flags(ctx: dict[str, Any]) -> dict[str, bool]:
    last = bool(ctx.get("last_wall_tile"))
    return {
        "riichi": bool(ctx.get("riichi")),
        "double_riichi": bool(ctx.get("double_riichi")),
        "ippatsu": bool(ctx.get("ippatsu")),
        "haitei": last and ctx["self_drawn"],
        "houtei": last and not ctx["self_drawn"],
        "rinshan": bool(ctx.get("kong_replacement")),
        "chankan": bool(ctx.get("robbing_kong")),
    }


# --- riichienv ----------------------------------------------------------------------------------


def riichienv_answer(g: Generated) -> OracleAnswer:
    """riichienv's answer: ``HandEvaluator3P`` of the Rust core, called directly with the
    winning tile among the hand's tiles (its Python wrapper adds the winning tile when the tiles
    and melds count 1 modulo 3, which a kong's fourth tile upsets: with one kong it leaves the
    tile out, with two it adds it to a hand that holds it)."""
    rv: Any = importlib.import_module("riichienv._riichienv")  # (riichienv is not typed: no py.typed)
    standing, melds, win, dora, ura = tile_ids(g)
    ctx = g.record["context"]
    kinds = {"chi": rv.MeldType.Chi, "pon": rv.MeldType.Pon, "kan": rv.MeldType.Daiminkan, "ankan": rv.MeldType.Ankan}
    rv_melds = [rv.Meld(kinds[name], ids, name != "ankan") for name, ids in melds]
    winds = [rv.Wind.East, rv.Wind.South, rv.Wind.West, rv.Wind.North]
    conditions = rv.Conditions(
        tsumo=bool(ctx["self_drawn"]),
        tsumo_first_turn=bool(ctx.get("first_turn")),
        player_wind=winds[_WINDS.index(ctx["seat_wind"])],
        round_wind=winds[_WINDS.index(ctx["round_wind"])],
        riichi_sticks=ctx["riichi_sticks"],
        honba=ctx["honba"],
        kita_count=int(ctx.get("kita", 0)),
        is_sanma=True,
        num_players=3,
        **_flags(ctx),
    )
    r = rv.HandEvaluator3P(sorted(standing + [win]), rv_melds).calc(win, dora, ura, conditions)
    if not r.is_win:
        return OracleAnswer("no_yaku" if r.has_win_shape else "not_a_win", 0, 0, {}, None, {}, 0, 0)
    # a dealer's self-draw: ``tsumo_agari_ko`` from each of the two (``tsumo_agari_oya`` is the
    # honba alone there, paid by nobody)
    pay = _pay(ctx, r.ron_agari, r.tsumo_agari_oya, r.tsumo_agari_ko)
    received = sum(pay.values()) * (2 if "each" in pay else 1) + 1000 * ctx["riichi_sticks"]
    points = received - 1000 * ctx["riichi_sticks"] - 200 * ctx["honba"]
    return OracleAnswer(None, r.han, 0 if r.yakuman else r.fu, {}, None, pay, received, points)


# --- jansou -------------------------------------------------------------------------------------


def jansou_rules(options: dict[str, Any]) -> Any:
    """jansou's ``tenhou-3p`` preset with a record's options."""
    from dataclasses import replace

    from jansou.core.rules import preset

    return replace(
        preset("tenhou-3p"),
        kuitan=bool(options["open_tanyao"]),
        aka_dora=bool(options["aka"]),
        kiriage_mangan=bool(options["kiriage"]),
        double_yakuman=bool(options["double_yakuman"]),
        kazoe_yakuman=options["kazoe"] == "yakuman",
        double_wind_fu=int(options["double_wind_fu"]),
    )


def _mpsz(kind: int, red: bool) -> str:
    if red:
        return f"0{SUITS[kind // 9]}"
    return f"{kind % 9 + 1}{SUITS[kind // 9]}" if kind < 27 else f"{kind - 26}z"


def jansou_answer(g: Generated) -> OracleAnswer:
    """jansou's answer with :func:`jansou_rules` of the record's options."""
    from jansou.core.hand import CallSource, Hand, Meld, MeldType
    from jansou.core.notation import parse_mpsz
    from jansou.core.tiles import Wind
    from jansou.scoring.context import WinContext
    from jansou.scoring.score import ScoringError, score

    def tiles(kinds: list[tuple[int, bool]]) -> tuple[Any, ...]:
        return tuple(parse_mpsz(" ".join(_mpsz(k, r) for k, r in kinds))) if kinds else ()

    ctx = g.record["context"]
    types = {"chi": MeldType.CHII, "pon": MeldType.PON, "kan": MeldType.DAIMINKAN, "ankan": MeldType.ANKAN}
    melds = []
    for name, ts in g.melds:
        t = tiles(ts)
        if name == "ankan":
            melds.append(Meld(MeldType.ANKAN, t))
        else:
            melds.append(Meld(types[name], t, called=t[0], source=CallSource.KAMICHA))
    win = tiles([g.win])[0]
    hand = Hand(tiles(g.standing) + (win,), tuple(melds))
    first = bool(ctx.get("first_turn"))
    dealer = ctx["seat_wind"] == "E"
    context = WinContext(
        rules=jansou_rules(g.record["options"]),
        round_wind=Wind(_WINDS.index(ctx["round_wind"])),
        seat_wind=Wind(_WINDS.index(ctx["seat_wind"])),
        is_tsumo=bool(ctx["self_drawn"]),
        tenhou=first and dealer,
        chiihou=first and not dealer,
        dora_indicators=tiles([(k, False) for k in g.dora]),
        ura_indicators=tiles([(k, False) for k in g.ura]),
        nuki_count=int(ctx.get("kita", 0)),
        honba=ctx["honba"],
        riichi_sticks=ctx["riichi_sticks"],
        **_flags(ctx),
    )
    try:
        r = score(hand, win, context)
    except ScoringError as e:
        return OracleAnswer("no_yaku" if "no yaku" in str(e) else "not_a_win", 0, 0, {}, None, {}, 0, 0)
    p = r.payment
    each = p.honba // 2  # the honba of a self-draw: half from each of the two
    pay = _pay(ctx, p.ron + p.honba, p.tsumo_dealer + each, p.tsumo_non_dealer + each)
    han = 13 * (r.base // 8000) if r.is_yakuman else r.han
    return OracleAnswer(
        None, han, 0 if r.is_yakuman else r.fu.total, {}, None, pay, p.total, p.total - p.honba - p.sticks
    )
