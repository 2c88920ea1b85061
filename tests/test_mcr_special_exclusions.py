"""The special hands' 不计 lists of seed 002 show as suppressed, with the hand that rules
them out, whenever the hand has them (issue 23): a claim of 五门齐 on a 十三幺 hand was answered
"not in the hand" beside a definition the hand plainly meets. The totals stay those of the
reference engine (tests/test_gb_oracle.py)."""

from __future__ import annotations

import pytest

from core import parse_hand
from core.referee.verify import Claim, verify
from core.rules import get_rules

MCR = get_rules("mcr")


def gone(text: str, **ctx: object) -> tuple[dict[str, str], int]:
    s = MCR.score(parse_hand(text), ctx)
    return {g.id: g.by for g in s.suppressed}, s.total


@pytest.mark.parametrize(
    "text, ctx, special, ruled_out, total",
    [
        # 十三幺: 不计五门齐、不求人、单钓 (and 门前清; 混幺九 is its tiles)
        (
            "19m19p19s1234567z +1z",
            {},
            "thirteen_orphans",
            {"all_types", "concealed_hand", "single_wait", "all_terminals_and_honors"},
            88,
        ),
        (
            "19m19p19s1234567z +1z",
            {"self_drawn": True},
            "thirteen_orphans",
            {"all_types", "fully_concealed_hand", "single_wait", "all_terminals_and_honors"},
            89,
        ),
        # 七星不靠: 不计五门齐、门前清、全不靠 (单钓: it has no pair, so no 单钓将 to rule out)
        (
            "1234567z14m25p36s +9s",
            {},
            "greater_honors_and_knitted_tiles",
            {"all_types", "concealed_hand", "lesser_honors_and_knitted_tiles"},
            24,
        ),
        # 七对: 不计不求人、单钓
        ("1122m3344p5566s7z +7z", {"self_drawn": True}, "seven_pairs", {"fully_concealed_hand", "single_wait"}, 25),
        ("1122m3344p5566s7z +7z", {}, "seven_pairs", {"concealed_hand", "single_wait"}, 24),
        # 连七对: 不计清一色、不求人、单钓 (and 七对, 无字)
        (
            "1122334455667m +7m",
            {"self_drawn": True},
            "seven_shifted_pairs",
            {"seven_pairs", "full_flush", "fully_concealed_hand", "single_wait", "no_honors"},
            89,
        ),
    ],
)
def test_a_special_hand_shows_what_it_rules_out(
    text: str, ctx: dict[str, object], special: str, ruled_out: set[str], total: int
) -> None:
    suppressed, got_total = gone(text, **ctx)
    assert {k for k, by in suppressed.items() if by == special} >= ruled_out
    assert got_total == total


def test_a_claim_of_all_types_on_thirteen_orphans_is_answered_suppressed() -> None:
    s = MCR.score(parse_hand("19m19p19s1234567z +1z"), {})
    verdict = verify(s, Claim(items=("十三幺", "五门齐")), MCR)
    found = {(d.id, d.kind, d.by) for d in verdict.differences}
    assert found == {("all_types", "suppressed", "thirteen_orphans")}, [d.to_dict() for d in verdict.differences]
