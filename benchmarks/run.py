"""Benchmarks, each measured side by side with a peer engine in the same run.

    python benchmarks/run.py [--hands N] [--passes P] [--warm W] [--seed S] [--source-only]

Prints microseconds per hand for this project and for the peer, and their ratio
(ours / peer: below 1 means faster). Each timed pass is over hands neither side has seen
before: first W warm-up hands fill the core's pattern tables (as in a process that has been
scoring for a while), then P passes of N fresh hands each; the best pass counts. Peers are the test-only oracles (dev extras):

- decomposition: every reading of a complete 14-tile hand, against ``mahjong``'s
  ``HandDivider.divide_hand`` (riichi shapes on both sides);
- waits: the winning tiles of a ready 13-tile hand, against ``MahjongGB.RegularShanten``
  (which returns the useful tiles; regular shape only on both sides);
- MCR scoring: the full fan count of a complete hand with context, against
  ``MahjongGB.MahjongFanCalculator`` (C++);
- riichi scoring: han, fu, yaku and points of a complete hand with its context and options
  (the differential test's generated hands: closed and open, kongs, red fives, dora and ura,
  honba, sticks, the situational flags), against ``mahjong``'s
  ``HandCalculator.estimate_hand_value`` (Python) and ``riichienv``'s ``HandEvaluator`` (Rust)
  on the same hands (those on which both answer as this core does: ``riichienv``'s rules are
  fixed, so a hand with other options may score otherwise there; the rest are counted);
- Taiwanese 16-tile: the 台 score of a 17-tile hand and the waits of a 16-tile one; no
  engine scores them, so each is printed beside this core's MCR score of a 14-tile hand (and
  its MCR waits) from the same run.

Each is measured twice: with the Python source of ``core``, then (in a fresh process, both
sides again) with the mypyc-compiled copy that the installers ship, built by
``tools/compile_core.py`` into ``build/compiled`` (``--source-only`` skips it).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
if __name__ == "__main__" and "--core" in sys.argv[:-1]:
    # the folder whose ``core`` is measured (build/compiled: the mypyc-compiled copy) goes first
    sys.path.insert(0, sys.argv[sys.argv.index("--core") + 1])

from core.model.hand import Hand, Meld, MeldKind
from core.model.tiles import Tile
from core.rules import get_rules  # noqa: E402
from core.shapes.decompose import decompose
from core.shapes.readings import RIICHI_SHAPES, ShapeRules
from core.shapes.waits import waits, winning_kinds

REGULAR_ONLY = ShapeRules(seven_pairs=False, thirteen_orphans=False, honors_and_knitted=False, knitted_straight=False)


def random_complete(rng: random.Random, melds: int = 0, sets: int = 4) -> Hand:
    """A random complete hand: ``sets`` sets and a pair (14 tiles, or 17 with 5 sets),
    ``melds`` of them declared."""
    while True:
        counts = [0] * 34
        groups: list[tuple[str, int]] = []
        ok = True
        for _ in range(sets):
            if rng.random() < 0.55:
                suit = rng.randrange(3)
                first = suit * 9 + rng.randrange(7)
                groups.append(("chow", first))
                for k in range(first, first + 3):
                    counts[k] += 1
            else:
                k = rng.randrange(34)
                groups.append(("pung", k))
                counts[k] += 3
        pair = rng.randrange(34)
        counts[pair] += 2
        if any(c > 4 for c in counts):
            ok = False
        if ok:
            break
    declared: list[Meld] = []
    standing: list[int] = []
    for i, (kind, first) in enumerate(groups):
        if i < melds:
            if kind == "chow":
                declared.append(Meld(MeldKind.CHOW, tuple(Tile(k) for k in range(first, first + 3))))
            else:
                declared.append(Meld(MeldKind.PUNG, (Tile(first),) * 3))
        else:
            standing.extend(range(first, first + 3) if kind == "chow" else [first] * 3)
    standing.extend([pair, pair])
    win = standing.pop(rng.randrange(len(standing)))
    return Hand(tuple(Tile(k) for k in standing), tuple(declared), Tile(win))


def per_hand_us(fn: Callable[[Any], object], passes: Sequence[Sequence[Any]]) -> float:
    """Best time a hand over the passes, each over hands that no pass before it has seen.

    Nothing answers a hand from an earlier pass: the result cache of the winning tiles is
    emptied before each pass, and the tables the core keeps by pattern (per suit, per
    chow or pung combination) have been filled by a separate warm-up set (a process that
    has been scoring for a while), not by these hands. The peer gets the same passes.
    """
    best = float("inf")
    for items in passes:
        winning_kinds.cache_clear()
        t0 = time.perf_counter()
        for it in items:
            fn(it)
        best = min(best, (time.perf_counter() - t0) / len(items))
    return best * 1e6


def report(name: str, ours: float, peer: float, peer_name: str) -> None:
    print(f"{name:<14} ours {ours:9.1f} us/hand   {peer_name:<32} {peer:9.1f} us/hand   ratio {ours / peer:6.2f}x")


def bench_decompose(warm: list[Hand], passes: list[list[Hand]]) -> None:
    from mahjong.hand_calculating.divider import HandDivider

    divider = HandDivider()
    for h in warm:
        decompose(h, RIICHI_SHAPES)
    ours = per_hand_us(lambda h: decompose(h, RIICHI_SHAPES), passes)
    peer = per_hand_us(lambda t: divider.divide_hand(t), [[h.concealed_counts() for h in p] for p in passes])
    report("decomposition", ours, peer, "mahjong HandDivider (Python)")


def _gb_tile(k: int) -> str:
    if k < 27:
        return "WBT"[k // 9] + str(k % 9 + 1)
    return ("F1", "F2", "F3", "F4", "J3", "J2", "J1")[k - 27]


def bench_waits(warm: list[Hand], passes: list[list[Hand]]) -> None:
    import MahjongGB

    for h in warm:
        waits(h.with_win(None), REGULAR_ONLY)
    ready = [[h.with_win(None) for h in p] for p in passes]
    ours = per_hand_us(lambda h: waits(h, REGULAR_ONLY), ready)
    peer = per_hand_us(
        lambda t: MahjongGB.RegularShanten(hand=t),
        [[tuple(_gb_tile(t.kind) for t in h.standing) for h in p] for p in ready],
    )
    report("waits", ours, peer, "MahjongGB.RegularShanten (C++)")


def bench_mcr(warm: list[Hand], passes: list[list[Hand]], rng: random.Random) -> None:
    import MahjongGB

    from tests.oracles.gb import OracleRefused, gb_arguments

    mcr = get_rules("mcr")

    def with_context(hands: list[Hand]) -> list[tuple[Hand, dict[str, Any]]]:
        return [
            (h, {"self_drawn": rng.random() < 0.4, "seat_wind": rng.choice("ESWN"), "round_wind": rng.choice("ESWN")})
            for h in hands
        ]

    for h, ctx in with_context(warm):
        mcr.score(h, ctx)
    cases = [with_context(p) for p in passes]
    gb_passes = []
    for p in cases:
        args = []
        for h, ctx in p:
            try:
                args.append(gb_arguments(h, ctx))
            except OracleRefused:
                continue
        gb_passes.append(args)

    def gb_call(args: Any) -> object:
        try:
            return MahjongGB.MahjongFanCalculator(*args)
        except TypeError:
            return None

    ours = per_hand_us(lambda c: mcr.score(c[0], c[1]), cases)
    peer = per_hand_us(gb_call, gb_passes)
    report("MCR score", ours, peer, "MahjongGB.MahjongFanCalculator")


def bench_riichi(rng: random.Random, hands: int, passes: int, warm: int) -> None:
    """Riichi: the full score of a generated hand (tests/oracles/riichi.py) with its context and
    options, against ``mahjong``'s ``HandCalculator.estimate_hand_value`` (Python) and
    ``riichienv``'s ``HandEvaluator`` (Rust, ``benchmarks/riichienv_peer.py``) on the same hands
    (their arguments built before the clock starts, as ours are parsed before it). The timed hands
    are those on which both peers answer as this core does (``riichienv``'s rules are fixed); the
    rest are left out and counted."""
    from concurrent.futures import ProcessPoolExecutor
    from multiprocessing import get_context

    from mahjong.hand_calculating.hand import HandCalculator

    from benchmarks.riichienv_peer import comparable, riichienv_arguments, riichienv_score
    from core.referee.batch_format import hand_from_record
    from tests.oracles.riichi import generate, mahjong_arguments

    riichi = get_rules("riichi")

    def case(g: Any) -> tuple[Any, ...]:  # its context and options as a batch record gives them (the keys it sets)
        return (
            hand_from_record(g.record)[0],
            g.record["context"],
            g.record["options"],
            mahjong_arguments(g),
            riichienv_arguments(g),
        )

    for _ in range(warm // 4):
        g = generate(rng)
        riichi.score(hand_from_record(g.record)[0], g.record["context"], g.record["options"])
    drawn = [[generate(rng) for _ in range(hands)] for _ in range(passes)]
    # the peers' agreement is checked in a child process: this one's tables see no timed hand first
    with ProcessPoolExecutor(1, mp_context=get_context("spawn")) as pool:
        keep = list(pool.map(comparable, drawn))
    timed = [[case(g) for g, ok in zip(p, k) if ok] for p, k in zip(drawn, keep)]

    def peer(args: tuple[Any, ...]) -> object:
        tiles, win, melds, dora, config, ura = args
        return HandCalculator.estimate_hand_value(
            tiles, win, melds=melds, dora_indicators=dora, config=config, ura_dora_indicators=ura
        )

    ours = per_hand_us(lambda c: riichi.score(c[0], c[1], c[2]), timed)
    theirs = per_hand_us(peer, [[c[3] for c in p] for p in timed])
    rust = per_hand_us(riichienv_score, [[c[4] for c in p] for p in timed])
    left_out = sum(len(p) for p in drawn) - sum(len(p) for p in timed)
    print(f"(riichi: {left_out} of {sum(len(p) for p in drawn)} hands left out, answered otherwise by a peer)")
    report("riichi score", ours, theirs, "mahjong estimate_hand_value (Py)")
    report("riichi score", ours, rust, "riichienv HandEvaluator (Rust)")


def bench_taiwan(rng: random.Random, hands: int, passes: int, warm: int) -> None:
    """Taiwanese 16-tile: the 台 score of a complete 17-tile hand and the winning tiles of a
    ready 16-tile one. No engine scores these hands, so each is printed beside this core's own
    MCR score of a 14-tile hand, measured in the same run, as a ratio."""
    from core.model.errors import HandError

    taiwan = get_rules("taiwan")
    mcr = get_rules("mcr")
    if not taiwan.built:
        print("(Taiwanese not measured: the rule set is not built)")
        return

    def context() -> dict[str, Any]:
        return {"self_drawn": rng.random() < 0.4, "seat_wind": rng.choice("ESWN"), "round_wind": rng.choice("ESWN")}

    def scorable(rules: Any, sets: int, n: int) -> list[tuple[Hand, dict[str, Any]]]:
        out: list[tuple[Hand, dict[str, Any]]] = []
        while len(out) < n:
            case = (random_complete(rng, melds=rng.randrange(3), sets=sets), context())
            try:
                rules.score(*case)
            except HandError:
                continue  # a context the hand refuses: not a case
            out.append(case)
        return out

    for case in scorable(taiwan, 5, warm // 4):
        taiwan.score(*case)
    tw = [scorable(taiwan, 5, hands) for _ in range(passes)]
    mc = [scorable(mcr, 4, hands) for _ in range(passes)]
    mcr_us = per_hand_us(lambda c: mcr.score(c[0], c[1]), mc)
    report("Taiwan score", per_hand_us(lambda c: taiwan.score(c[0], c[1]), tw), mcr_us, "ours: MCR score, 14 tiles")
    ready = [[h.with_win(None) for h, _ctx in p] for p in tw]
    mcr_ready = [[h.with_win(None) for h, _ctx in p] for p in mc]
    report(
        "Taiwan waits",
        per_hand_us(lambda h: waits(h, taiwan.shapes), ready),
        per_hand_us(lambda h: waits(h, mcr.shapes), mcr_ready),
        "ours: MCR waits, 13 tiles",
    )


def core_kind() -> str:
    """Which core is measured: the Python source, or the compiled copy (and where)."""
    import core.rules.mcr.ruleset
    from core.compiled import loaded

    if loaded():
        return f"compiled with mypyc ({Path(core.rules.mcr.ruleset.__file__ or '').parent.parent.parent})"
    return "Python source"


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hands", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=20261202)
    ap.add_argument("--core", metavar="DIR", help="measure the core package in DIR (set before the imports)")
    ap.add_argument(
        "--source-only",
        action="store_true",
        help="do not also build (tools/compile_core.py) and measure the compiled core",
    )
    ap.add_argument("--passes", type=int, default=3, help="timed passes, each over fresh hands (best kept)")
    ap.add_argument("--warm", type=int, default=10000, help="hands scored first, untimed, never timed")
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)

    def hand_sets(melds: Callable[[], int]) -> tuple[list[Hand], list[list[Hand]]]:
        warm = [random_complete(rng, melds=melds()) for _ in range(args.warm)]
        return warm, [[random_complete(rng, melds=melds()) for _ in range(args.hands)] for _ in range(args.passes)]

    concealed = hand_sets(lambda: 0)
    mixed = hand_sets(lambda: rng.randrange(3))
    print(
        f"{args.passes} passes of {args.hands} fresh hands each after {args.warm} warm-up hands, seed {args.seed}, "
        f"Python {sys.version.split()[0]}, core: {core_kind()}"
    )
    bench_decompose(*concealed)
    bench_waits(*concealed)
    bench_mcr(*mixed, rng)
    bench_riichi(rng, args.hands, args.passes, args.warm)
    bench_taiwan(rng, args.hands, args.passes, args.warm)
    if args.core or args.source_only:
        return 0
    # the same benchmarks against the compiled core (what the installers ship), in a fresh process
    sys.path.insert(0, str(ROOT / "tools"))
    from compile_core import CompileUnavailable, ensure_compiled

    try:
        compiled = ensure_compiled()
    except CompileUnavailable as e:
        print(f"(compiled core not measured: {e})")
        return 0
    print(flush=True)
    import subprocess

    return subprocess.run(
        [
            sys.executable,
            __file__,
            "--hands",
            str(args.hands),
            "--seed",
            str(args.seed),
            "--passes",
            str(args.passes),
            "--warm",
            str(args.warm),
            "--core",
            str(compiled),
        ],
        check=False,
    ).returncode


if __name__ == "__main__":
    sys.exit(main())
