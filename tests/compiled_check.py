"""Print, one JSON line each, what the core answers for a fixed set of inputs.

    python tests/compiled_check.py CORE_PARENT [N_HANDS]

``CORE_PARENT`` is the folder holding the ``core`` package to use: the repository for the
source, ``build/compiled`` for the mypyc-compiled copy (``tools/compile_core.py``).
:mod:`tests.test_compiled` runs it against both and requires the same output, line for line.

The first line names the core modules that were loaded from extension modules. Then: the
full MCR score (every item, suppression, reading, payment and note) of ``N_HANDS``
generated hands under three option sets; the waits and shanten of each hand one tile short;
every rulebook example through the batch interface; and inputs that must be refused, with
the error each gives. Then the same full score of generated riichi hands (with their
contexts and options) and of generated Taiwanese 17-tile hands, and each of those through
the batch interface.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def main(core_parent: str, n_hands: int) -> None:
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, core_parent)  # first: this folder's ``core`` wins
    import core
    from core import compiled
    from core.engine.score import figure_pairs
    from core.model.errors import HandError
    from core.model.hand import Hand, format_hand
    from core.model.notation import parse_hand
    from core.referee.batch_format import score_record
    from core.rules import get_rules, rule_sets
    from core.shapes.readings import MCR_SHAPES
    from core.shapes.waits import shanten, waits
    from tests.mcr_gen import generate

    mcr = get_rules("mcr")
    rule_sets()  # every rule set loaded (each loads when first used): all compiled modules counted
    loaded = compiled.loaded()
    assert Path(core.__file__).resolve().parent.parent == Path(core_parent).resolve(), core.__file__
    emit({"compiled": loaded})
    option_sets: list[dict[str, Any] | None] = [
        None,
        {"two_concealed_kongs": 8, "concealed_and_melded_kong": False},
        {"knitted_straight_waits": False},
    ]
    for i, drawn in enumerate(generate(20_240_611, n_hands)):
        hand, context = drawn.hand, drawn.context
        for options in option_sets if i % 3 == 0 else option_sets[:1]:
            s = mcr.score(hand, context, options)
            emit(
                [
                    format_hand(hand),
                    context,
                    options,
                    s.total,
                    s.win,
                    s.reason,
                    [(x.id, x.names.en, x.names.zh_hans, x.value, x.count) for x in s.items],
                    [(x.id, x.value, x.count, x.by, x.reason) for x in s.suppressed],
                    str(s.decomposition),
                    s.pay,
                    s.received,
                    figure_pairs(s.figures),
                    s.notes,
                    s.context,
                ]
            )
        if i % 7 == 0:
            emit(
                [
                    (str(r.decomposition), r.total, [(x.id, x.count) for x in r.items])
                    for r in mcr.readings(hand, context)
                ]
            )
        ready = Hand(hand.standing, hand.melds)
        emit(
            [
                format_hand(ready),
                [(w.kind, w.in_hand) for w in waits(ready, MCR_SHAPES)],
                [(shape.value, n) for shape, n in shanten(ready, MCR_SHAPES).by_shape],
            ]
        )
    data = ROOT / "tests" / "data" / "mcr_reference.jsonl"
    for line in data.read_text(encoding="utf-8").splitlines():
        if line.strip():
            emit(score_record(json.loads(line)))
    refused = [
        {"id": "ctx", "rules": "mcr", "hand": "123m456p789s1122z", "win": "1z", "context": {"seat_wind": "Q"}},
        {
            "id": "rob",
            "rules": "mcr",
            "hand": "123m456p789s1122z",
            "win": "1z",
            "context": {"robbing_kong": True, "self_drawn": True},
        },
        {"id": "short", "rules": "mcr", "hand": "123m456p789s112z", "win": "1z"},
        {"id": "nowin", "rules": "mcr", "hand": "123m456p789s1234z", "win": "5z"},
        {"id": "fifth", "rules": "mcr", "hand": "1111m456p789s112z", "win": "1m"},
        {"id": "opt", "rules": "mcr", "hand": "123m456p789s1122z", "win": "1z", "options": {"minimum": -1}},
    ]
    for record in refused:
        emit(score_record(record))
    for text in ("1111m2222m3333m44m+4m", "19m19p19s1234567z+1m", "111m+5z", "123m 5p", "{1111m}{2222m}+3m"):
        try:
            h = parse_hand(text)
            emit(
                [
                    text,
                    format_hand(h),
                    [w.kind for w in waits(h, MCR_SHAPES)] if h.win is None and h.size % 3 == 1 else None,
                ]
            )
        except HandError as e:
            emit([text, type(e).__name__, e.to_dict()])
    other_rule_sets(n_hands // 3)


def _full(s: Any) -> list[Any]:
    """Everything a score holds, as one JSON-able list (its figures through the batch result)."""
    from core.referee.batch_format import result_object

    result = result_object(None, s)
    return [
        s.total,
        s.win,
        s.reason,
        [(x.id, x.names.en, x.names.zh_hans, x.value, x.count, x.section) for x in s.items],
        [(x.id, x.value, x.count, x.by, x.reason, x.section) for x in s.suppressed],
        str(s.decomposition),
        s.pay,
        s.received,
        result,
        s.notes,
        s.context,
        s.headline.value,
        s.headline.text.en,
        s.headline.text.ja,
    ]


def other_rule_sets(n_hands: int) -> None:
    """Riichi and Taiwanese hands, drawn with fixed seeds, scored in full and through the batch."""
    import random

    from benchmarks.run import random_complete
    from core.model.errors import HandError
    from core.model.hand import format_hand
    from core.referee.batch_format import hand_from_record, score_record
    from core.rules import get_rules
    from tests.oracles.riichi import generate as riichi_hand

    riichi, taiwan = get_rules("riichi"), get_rules("taiwan")
    rng = random.Random(20_261_205)
    for _ in range(n_hands):
        g = riichi_hand(rng)
        hand = hand_from_record(g.record)[0]
        emit(
            [
                "riichi",
                format_hand(hand),
                g.record["context"],
                g.record["options"],
                *_full(riichi.score(hand, g.record["context"], g.record["options"])),
            ]
        )
        emit(score_record(g.record))
    for i in range(n_hands):
        hand = random_complete(rng, melds=rng.randrange(3), sets=5)
        context = {"self_drawn": rng.random() < 0.4, "seat_wind": rng.choice("ESWN"), "round_wind": rng.choice("ESWN")}
        try:
            emit(["taiwan", format_hand(hand), context, *_full(taiwan.score(hand, context))])
        except HandError as e:
            emit(["taiwan", format_hand(hand), context, type(e).__name__, e.to_dict()])
        emit(score_record({"id": i, "rules": "taiwan", "hand": format_hand(hand), "context": context}))


def emit(value: Any) -> None:
    print(json.dumps(value, ensure_ascii=False, default=str, sort_keys=True))


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 3000)
