"""An example hand for each scoring item, as the rules browser draws it.

The hands are data (``core/referee/data/examples.jsonl``, written by ``tools/make_examples.py``:
MCR's from the rulebook examples, riichi's and the Taiwanese from a search over generated
hands), each a batch input object with the ``item`` it shows. :func:`example` scores it with
the current core, so what is shown is always what the core says; ``tests/test_examples.py``
checks that every item still counts in its example.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from core.engine.score import Score
from core.model.errors import HandError
from core.model.hand import Hand
from core.model.package_data import read_text
from core.referee.batch_format import inputs_of


@lru_cache(maxsize=1)
def _records() -> dict[tuple[str, str], dict[str, Any]]:
    text = read_text("core.referee.data", "examples.jsonl")
    out: dict[tuple[str, str], dict[str, Any]] = {}
    for line in text.splitlines():
        if line.strip():
            rec = json.loads(line)
            out[(rec["rules"], rec["item"])] = rec
    return out


def example_record(rules: str, item: str) -> dict[str, Any] | None:
    """The example's batch input object (``None``: the item has no example hand yet)."""
    return _records().get((rules, item))


def example(rules: str, item: str) -> tuple[Hand, Score] | None:
    """The example hand of an item and its score by the current core (``None``: no example,
    or the example no longer scores)."""
    rec = example_record(rules, item)
    if rec is None:
        return None
    try:
        rule_set, hand, context, options = inputs_of(rec)
        return hand, rule_set.score(hand, context, options)
    except HandError:
        return None
