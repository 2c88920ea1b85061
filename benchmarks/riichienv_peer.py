"""``riichienv`` (smly/RiichiEnv, a Rust core on PyPI; a test-only dev extra) as a riichi peer.

Its four-player ``HandEvaluator`` is called directly (``riichienv._riichienv``, as
``tests/oracles/sanma_others.py`` calls the three-player one: the Python wrapper miscounts a
hand with a kong), with the tile ids, melds and ``Conditions`` built beforehand, as
``mahjong``'s arguments are (``tests.oracles.riichi.mahjong_arguments``): one score is
``HandEvaluator(tiles, melds).calc(win, dora, ura, conditions)``.

Its rules are fixed (it takes no options): red fives count, open tanyao, no kiriage, the double
yakuman double, kazoe yakuman, a double wind pair 4 fu (``RIICHIENV_OPTIONS``). A generated
hand whose options differ may score differently there, so the benchmarks score only the hands
on which ``riichienv`` and ``mahjong`` both answer as this core does (han, fu unless a
yakuman, every payment and the points received; or the same refusal), and count the rest.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from tests.oracles.riichi import Generated, generate, oracle
from tests.oracles.sanma_others import RIICHIENV_OPTIONS, tile_ids

__all__ = [
    "RIICHIENV_OPTIONS",
    "comparable",
    "comparable_draws",
    "disagreement",
    "riichienv_arguments",
    "riichienv_score",
]

_WINDS = "ESWN"


def riichienv_arguments(g: Generated) -> tuple[Any, ...]:
    """The arguments of one ``riichienv`` score of a generated hand: (tiles with the win, melds,
    win, dora indicators, ura indicators, conditions)."""
    import riichienv._riichienv as rv

    standing, melds, win, dora, ura = tile_ids(g)
    ctx = g.record["context"]
    kinds = {"chi": rv.MeldType.Chi, "pon": rv.MeldType.Pon, "kan": rv.MeldType.Daiminkan, "ankan": rv.MeldType.Ankan}
    winds = [rv.Wind.East, rv.Wind.South, rv.Wind.West, rv.Wind.North]
    last = bool(ctx.get("last_wall_tile"))
    conditions = rv.Conditions(
        tsumo=bool(ctx["self_drawn"]),
        riichi=bool(ctx.get("riichi")),
        double_riichi=bool(ctx.get("double_riichi")),
        ippatsu=bool(ctx.get("ippatsu")),
        haitei=last and ctx["self_drawn"],
        houtei=last and not ctx["self_drawn"],
        rinshan=bool(ctx.get("kong_replacement")),
        chankan=bool(ctx.get("robbing_kong")),
        tsumo_first_turn=bool(ctx.get("first_turn")),
        player_wind=winds[_WINDS.index(ctx["seat_wind"])],
        round_wind=winds[_WINDS.index(ctx["round_wind"])],
        riichi_sticks=ctx["riichi_sticks"],
        honba=ctx["honba"],
    )
    return (
        sorted(standing + [win]),
        [rv.Meld(kinds[name], ids, name != "ankan") for name, ids in melds],
        win,
        dora,
        ura,
        conditions,
    )


def riichienv_score(args: tuple[Any, ...]) -> Any:
    """One ``riichienv`` score (its ``WinResult``) from :func:`riichienv_arguments`."""
    import riichienv._riichienv as rv

    tiles, melds, win, dora, ura, conditions = args
    return rv.HandEvaluator(tiles, melds).calc(win, dora, ura, conditions)


def _riichienv_answer(g: Generated) -> tuple[Any, ...]:
    r = riichienv_score(riichienv_arguments(g))
    if not r.is_win:
        return ("refused",)
    ctx = g.record["context"]
    if not ctx["self_drawn"]:
        pay, received = {"discarder": r.ron_agari}, r.ron_agari
    elif ctx["seat_wind"] == "E":
        pay, received = {"each": r.tsumo_agari_ko}, 3 * r.tsumo_agari_ko
    else:
        pay = {"dealer": r.tsumo_agari_oya, "non_dealer": r.tsumo_agari_ko}
        received = r.tsumo_agari_oya + 2 * r.tsumo_agari_ko
    received += 1000 * ctx["riichi_sticks"]
    return r.han, 0 if r.yakuman else r.fu, pay, received


def disagreement(g: Generated, rules: Any) -> str | None:
    """Which peer answers ``g`` otherwise than this core's ``rules``, or None: "mahjong", "riichienv",
    or "riichienv (other options)" when the hand's options are not riichienv's rules."""
    from core.referee.batch_format import hand_from_record

    s = rules.score(hand_from_record(g.record)[0], g.record["context"], g.record["options"])
    ours = (s.figures.han, 0 if s.figures.yakuman else s.figures.fu, dict(s.pay), s.received) if s.win else ("refused",)
    if _riichienv_answer(g) != ours:
        same_rules = all(g.record["options"].get(k, v) == v for k, v in RIICHIENV_OPTIONS.items())
        return "riichienv" if same_rules else "riichienv (other options)"
    o = oracle(g)
    theirs = ("refused",) if o.error else (o.han, 0 if s.win and s.figures.yakuman else o.fu, o.pay, o.received)
    return None if theirs == ours else "mahjong"


def comparable(gens: list[Generated]) -> list[bool]:
    """Whether both peers answer each of ``gens`` as this core does (run by ``run.py`` in a child
    process, so that the timed process scores no hand before the clock starts)."""
    from core.rules import get_rules

    rules = get_rules("riichi")
    return [disagreement(g, rules) is None for g in gens]


def comparable_draws(seed: int, count: int) -> tuple[list[int], Counter[str]]:
    """The first ``count`` hands drawn by ``tests.oracles.riichi.generate`` from ``Random(seed)`` on
    which both peers agree with this core: their draw indices, and the hands left out by peer."""
    from core.rules import get_rules

    rules = get_rules("riichi")
    rng = random.Random(seed)
    kept: list[int] = []
    left_out: Counter[str] = Counter()
    i = 0
    while len(kept) < count:
        why = disagreement(generate(rng), rules)
        if why is None:
            kept.append(i)
        else:
            left_out[why] += 1
        i += 1
    return kept, left_out
