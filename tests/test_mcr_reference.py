"""The MCR scorer and the wait finder against the rulebook's worked examples.

Data (transcribed facts, see each line's ``expect.source``):

- ``data/mcr_reference.jsonl``: 130 cases of GB-Mahjong's unit tests (gb-mahjong-cases, many
  from 《国标麻将规则释义》) and 132 worked examples of the fan definitions
  (score_definition), in the batch input format plus ``expect``: the fans that count,
  ``{fan_id: count}``, and ``alt``, an equally valid alternative count (or null).
- ``data/mcr_waits.jsonl``: the 20 waiting hands of gb-mahjong-cases with their winning tiles.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from core.model.hand import Hand
from core.model.notation import parse_hand, parse_meld, parse_tiles
from core.model.tiles import kind_name
from core.rules import get_rules
from core.shapes.readings import MCR_SHAPES
from core.shapes.waits import waits

DATA = Path(__file__).parent / "data"


def _load(name: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in (DATA / name).read_text(encoding="utf-8").splitlines() if line.strip()]


FAN_CASES = _load("mcr_reference.jsonl")
WAIT_CASES = _load("mcr_waits.jsonl")

MCR = get_rules("mcr")
requires_mcr = pytest.mark.skipif(
    not MCR.built, reason="the MCR scorer (core/rules/mcr/ruleset.py) is not built yet: get_rules('mcr').built is False"
)


def build_hand(case: dict[str, Any]) -> Hand:
    return Hand(
        standing=tuple(parse_tiles(case["hand"])),
        melds=tuple(parse_meld(m) for m in case.get("melds", [])),
        win=parse_tiles(case["win"])[0],
        flowers=(),
    )


def build_context(case: dict[str, Any]) -> dict[str, Any]:
    return {**case.get("context", {}), "flowers": case.get("flowers", 0)}


@requires_mcr
@pytest.mark.parametrize("case", FAN_CASES, ids=[c["id"] for c in FAN_CASES])
def test_mcr_fans_match_reference(case: dict[str, Any]) -> None:
    score = MCR.score(build_hand(case), build_context(case))
    ids = [item.id for item in score.items]
    repeated = [i for i, n in Counter(ids).items() if n > 1]
    assert not repeated, f"items list a fan more than once: {repeated}"
    got = {item.id: item.count for item in score.items}
    expect = case["expect"]
    accepted = [expect["fans"]] + ([expect["alt"]] if expect["alt"] is not None else [])
    assert got in accepted, f"{expect['source']}: scored {got}, the reference counts {accepted}"


@pytest.mark.parametrize("case", WAIT_CASES, ids=[c["id"] for c in WAIT_CASES])
def test_waits_match_reference(case: dict[str, Any]) -> None:
    hand = parse_hand(case["hand"])
    found = waits(hand, MCR_SHAPES)
    # GB-Mahjong lists only tiles that can still be drawn; core.shapes.waits also lists a tile whose
    # four copies are all in the hand, flagged exhausted (空听), which GB-Mahjong leaves out.
    live = [kind_name(w.kind) for w in found if not w.exhausted]
    assert live == case["waits"], f"{case['source']}: waits {live}, the reference says {case['waits']}"
    for w in found:
        if w.exhausted:
            assert hand.counts()[w.kind] == 4


def test_reference_data_shapes() -> None:
    assert len(FAN_CASES) == 262 and len(WAIT_CASES) == 20
    for case in FAN_CASES:
        assert case["rules"] == "mcr"
        assert build_hand(case).size == 14, case["id"]
        assert set(case["expect"]) >= {"fans", "alt", "source"}
