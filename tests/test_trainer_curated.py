"""The trainer's curated questions (core/trainer/data/curated.toml) agree with the scorer: each
hand-checked hand scores as its source says, exercises its topic, and the answer its source
gives is accepted by the trainer."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from core.referee.verify import Claim, verify
from core.rules import get_rules
from core.trainer.answers import Answer, answer_text, check, parse_answer, right_answer
from core.trainer.curated import curated
from core.trainer.topics import catalogue
from tests.test_trainer import EXERCISES

CURATED = curated()
#: the real Tenhou hands this repository keeps (tests/data/README.md), by their game and turn
TENHOU = {
    json.loads(line)["origin"]: json.loads(line)["expect"]
    for line in (Path(__file__).parent / "data" / "tenhou_hands.jsonl").read_text(encoding="utf-8").splitlines()
    if line.strip()
}


def test_every_topic_has_a_curated_set_with_sources() -> None:
    for t in catalogue().topics:
        mine = curated(t.id)
        assert len(mine) >= 5, t.id
        assert all(c.source for c in mine)
    assert len(CURATED) == sum(len(curated(t.id)) for t in catalogue().topics)


@pytest.mark.parametrize("case", CURATED, ids=lambda c: f"{c.question.topic}{c.question.seed}")
def test_a_curated_hand_agrees_with_the_scorer(case) -> None:  # type: ignore[no-untyped-def]
    q, expect = case.question, case.expected
    s = q.score()
    assert EXERCISES[q.topic](q, s), q
    if q.rules == "riichi":
        origin = re.search(r"\((tenhou-[^)]+)\)", case.source)
        assert origin is not None, case.source
        if q.preset == "tenhou":  # the figures are Tenhou's own, as the repository's copy has them
            tenhou = TENHOU[origin[1]]
            assert {k: tenhou[k] for k in ("han", "fu", "points", "received")} == expect, case.source
        if s.figures.limit != "yakuman":  # (the fu of a yakuman is counted by no one)
            assert (s.figures.han, s.figures.fu) == (expect["han"], expect["fu"]), case.source
        assert (s.figures.points, s.received) == (expect["points"], expect["received"]), case.source
        if q.answer == "han_fu_received":  # the source's own numbers, typed as a learner would
            assert check(q, parse_answer(q.answer, f"{expect['han']} {expect['fu']} {expect['received']}")).right
    else:
        # the items the source counts, read by the claim checker from the book's own words
        verdict = verify(s, Claim(tuple(expect["items"]), expect.get("total")), get_rules(q.rules))
        # (a false win's claim differs in its total alone: the claim checker says it is no win)
        differences = [d for d in verdict.differences if not (d.kind == "total" and expect.get("reaches") is False)]
        assert not differences, [d.message.en for d in differences]
        if "reaches" in expect:
            assert s.win is expect["reaches"]
            assert check(q, parse_answer("reaches", "yes" if expect["reaches"] else "no")).right
        else:
            answer = Answer(total=expect.get("total", s.total), items=tuple(expect["items"]))
            assert check(q, parse_answer(q.answer, answer_text(answer, q.answer))).right
    assert check(q, right_answer(q)).right
