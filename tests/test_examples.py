"""The example hand of every item (core/referee/data/examples.jsonl) still scores that item: a
golden file in the style of python-chess's perft data, reviewed like code."""

from __future__ import annotations

import pytest

from core.referee.examples import _records, example, example_record
from core.rules import get_rules


@pytest.mark.parametrize("key", sorted(_records()), ids=lambda k: f"{k[0]}-{k[1]}")
def test_each_example_scores_its_item(key: tuple[str, str]) -> None:
    rules, item = key
    found = example(rules, item)
    assert found is not None, f"the example of {item} cannot be scored any more"
    _hand, score = found
    assert score.win and item in {it.id for it in score.items}, (item, [it.id for it in score.items])


def test_nearly_every_item_has_an_example() -> None:
    """What has none is listed by tools/make_examples.py; most of them are local yaku that only
    rare shapes reach, and MCR's three first-turn wins (no rulebook hand shows them)."""
    for rules, least in (("mcr", 82), ("riichi", 70), ("taiwan", 38)):
        ids = [i.id for i in get_rules(rules).items()]
        have = [i for i in ids if example_record(rules, i) is not None]
        assert len(have) >= least, (rules, sorted(set(ids) - set(have)))
