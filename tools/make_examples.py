#!/usr/bin/env python3
"""Write the example hand of each scoring item: ``core/referee/data/examples.jsonl``.

    python tools/make_examples.py [--tries N] [--seed S]

The rules browser draws, for each item of a rule set, a hand that scores it. The hands are
found here, once, and checked in (``tests/test_examples.py`` scores every one again and fails
if an item no longer counts in its example):

- MCR: the rulebook examples transcribed in ``tests/data/mcr_reference.jsonl``;
- riichi and Taiwanese: a search over generated hands (sets and a pair, one suit with
  honours, terminals and honours, seven pairs, thirteen orphans, with declared melds) and
  generated contexts (each yes/no field set now and then, random winds, counters, dora
  indicators), each scored by the core with the default options.

Of the hands that score an item, the one with the fewest counted items is kept: the
plainest illustration. Items that no hand reached are listed at the end (the browser says
"no example hand" for them); items that need an option that is off by default (the local
yaku) are not searched.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.engine.fields import FieldType
from core.model.errors import HandError
from core.referee.batch_format import score_record
from core.rules import get_rules  # noqa: E402

OUT = ROOT / "core" / "referee" / "data" / "examples.jsonl"
SUITS = "mps"


def tile(k: int) -> str:
    return f"{k % 9 + 1}{SUITS[k // 9]}" if k < 27 else f"{k - 26}z"


def tiles_text(kinds: list[int]) -> str:
    return "".join(tile(k) for k in sorted(kinds))


def _set(rng: random.Random, pool: list[int], chow_ok: bool) -> tuple[str, int]:
    first = rng.choice(pool)
    if chow_ok and first < 27 and first % 9 <= 6 and first + 2 in pool and rng.random() < 0.55:
        return "chow", first
    return "pung", first


def generated(rng: random.Random, sets: int) -> dict[str, Any] | None:
    """A random complete hand in batch form (hand, melds, win), or None when it had too many copies."""
    theme = rng.random()
    if theme < 0.35:
        pool = list(range(34))
    elif theme < 0.55:
        suit = rng.randrange(3)
        pool = list(range(suit * 9, suit * 9 + 9)) + (list(range(27, 34)) if rng.random() < 0.5 else [])
    elif theme < 0.7:
        pool = [0, 8, 9, 17, 18, 26] + list(range(27, 34))
    elif theme < 0.8:
        pool = list(range(27, 34)) if rng.random() < 0.5 else [19, 20, 21, 23, 25, 32]  # honours; all green
    elif theme < 0.9:  # seven pairs (and a pung: 嚦咕嚦咕 for five sets)
        kinds = rng.sample(range(34), 7 if sets == 4 else 8)
        counts = [2] * 7 + ([3] if sets == 5 else [])
        standing = [k for k, c in zip(kinds, counts) for _ in range(c)]
        win = standing.pop(rng.randrange(len(standing)))
        return {"hand": tiles_text(standing), "melds": [], "win": tile(win)}
    elif theme < 0.94:  # nine gates: 1112345678999 and one more of the suit
        suit = rng.randrange(3)
        standing = [suit * 9 + n for n in (0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8)] + [suit * 9 + rng.randrange(9)]
        if sets == 5:
            return None
        win = standing.pop(rng.randrange(len(standing)))
        return {"hand": tiles_text(standing), "melds": [], "win": tile(win)}
    else:  # thirteen orphans
        orphans = [0, 8, 9, 17, 18, 26] + list(range(27, 34))
        standing = orphans + [rng.choice(orphans)]
        win = standing.pop(rng.randrange(len(standing)))
        return {"hand": tiles_text(standing), "melds": [], "win": tile(win)}
    counts = [0] * 34
    groups = []
    for _ in range(sets):
        kind, first = _set(rng, pool, True)
        groups.append((kind, first))
        for k in [first, first + 1, first + 2] if kind == "chow" else [first] * 3:
            counts[k] += 1
    pair = rng.choice(pool)
    counts[pair] += 2
    if any(c > 4 for c in counts):
        return None
    melds, standing = [], [pair, pair]
    declared = rng.choice([0, 0, 0, 1, 2, 3, sets])
    for i, (kind, first) in enumerate(groups):
        ks = [first, first + 1, first + 2] if kind == "chow" else [first] * 3
        if i < declared:
            if kind == "pung" and rng.random() < 0.4 and counts[first] == 3:
                melds.append(f"{rng.choice(['kan', 'ankan'])} {tiles_text([first] * 4)}")
            else:
                melds.append(f"{'chi' if kind == 'chow' else 'pon'} {tiles_text(ks)}")
        else:
            standing.extend(ks)
    win = standing.pop(rng.randrange(len(standing)))
    return {"hand": tiles_text(standing), "melds": melds, "win": tile(win)}


def context(rng: random.Random, rules: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in rules.context_fields:
        if f.type is FieldType.BOOL:
            if rng.random() < 0.18:
                out[f.key] = True
        elif f.type is FieldType.WIND:
            out[f.key] = rng.choice("ESWN")
        elif f.type is FieldType.CHOICE:
            if rng.random() < 0.15:
                out[f.key] = rng.choice(list(f.values))
        elif f.type is FieldType.INT and f.default is not None:
            if rng.random() < 0.15:
                out[f.key] = rng.randrange(max(f.minimum or 0, 0), min(f.maximum or 3, 3) + 1)
        elif f.type is FieldType.TILES and rng.random() < 0.3:
            out[f.key] = tile(rng.randrange(34))
    return out


def _red(text: str, suit: str) -> str:
    """The first 5 of ``suit`` in ``text`` written as its red five (0)."""
    import re

    m = re.search(r"[0-9]+" + suit, text)
    if m is None or "5" not in m.group(0):
        return text
    run = m.group(0)
    return text[: m.start()] + run.replace("5", "0", 1) + text[m.end() :]


def keep(best: dict[str, dict[str, Any]], record: dict[str, Any], result: dict[str, Any]) -> None:
    items = result["items"]
    for it in items:
        old = best.get(it["id"])
        if old is None or len(items) < old["_size"]:
            best[it["id"]] = {**record, "_size": len(items)}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--tries", type=int, default=150_000)
    ap.add_argument("--seed", type=int, default=2026)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    found: dict[str, dict[str, dict[str, Any]]] = {}
    # MCR: the rulebook examples
    best: dict[str, dict[str, Any]] = {}
    for line in (ROOT / "tests" / "data" / "mcr_reference.jsonl").read_text(encoding="utf-8").splitlines():
        rec = json.loads(line)
        record = {k: rec[k] for k in ("rules", "hand", "melds", "win", "flowers", "context") if k in rec}
        result = score_record(record)
        if result.get("ok") and result.get("win"):
            keep(best, record, result)
    found["mcr"] = best
    for name in ("riichi", "taiwan"):
        rules = get_rules(name)
        best = {}
        # the local yaku (options off by default) searched with each one on: its first value
        from core.rules.riichi.local import OPTIONS as LOCAL_OPTIONS

        local = (
            {
                f.key: (f.values[1] if f.type is FieldType.CHOICE else True)
                for f in LOCAL_OPTIONS
                if f.key != "ryanhan_shibari"
            }
            if name == "riichi"
            else {}
        )
        for _ in range(args.tries):
            hand = generated(rng, rules.shapes.sets)
            if hand is None:
                continue
            record = {"rules": name, **hand, "context": context(rng, rules)}
            if rules.has_red_fives and rng.random() < 0.2:  # a red five where a five is
                for key in ("hand", "win"):
                    for suit in "mps":
                        record[key] = _red(record[key], suit)
            if name == "taiwan" and rng.random() < 0.3:
                many = rng.choice([1, 2, 3, 4, 4, 7, 8])
                record["flowers"] = "".join(f"{n}f" for n in sorted(rng.sample(range(1, 9), many)))
                if many >= 7 and rng.random() < 0.5:
                    record["context"]["flower_win"] = "eight_immortals" if many == 8 else "seven_rob_one"
            if name == "riichi" and rng.random() < 0.5:  # the local yaku: every one on
                record["options"] = local
            elif name == "riichi":
                record.pop("options", None)
            try:
                result = score_record(record)
            except HandError:
                continue
            if result.get("ok") and result.get("win"):
                keep(best, record, result)
        found[name] = best
    lines = []
    for name, best in found.items():
        ids = [i.id for i in get_rules(name).items()]
        missing = [i for i in ids if i not in best]
        print(f"{name}: {len(ids) - len(missing)} of {len(ids)} items have an example; none for: {', '.join(missing)}")
        for item in sorted(best, key=lambda i: ids.index(i) if i in ids else len(ids)):
            rec = {k: v for k, v in best[item].items() if k != "_size"}
            lines.append(json.dumps({"item": item, **rec}, ensure_ascii=False, sort_keys=True))
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{OUT.relative_to(ROOT)}: {len(lines)} examples")
    return 0


if __name__ == "__main__":
    sys.exit(main())
