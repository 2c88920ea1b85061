"""Referee verification (issue 14): a claim checked against the computed score, for each rule
set that scores; a right claim and each kind of wrong claim, the batch ``claim``/``verdict``
of shared/spec/batch.md ("Claims"), and ``mjscore verify``."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from core.engine.rows import Row, Table
from core.engine.score import Score, names
from core.model.notation import parse_hand
from core.referee.batch_format import score_record
from core.referee.verify import KINDS, Claim, ClaimError, claimable, lookup, normalize_name, parse_claim_items, verify
from core.rules import get_rules
from core.shells.batch import run_batch
from core.shells.cli import CLAIM_DIFFERS, main
from tests.test_engine import ToyRules

# Nine Gates, self-drawn: 九莲宝灯 88, 双暗刻 2, 幺九刻 1 (the other 999m pung: suppressed by
# Nine Gates, as are 清一色, 不求人 and 无字), 自摸 1: 92 fan, each pays 8 + 92 = 100
GATES = "1112345678999m+5m"
# Mixed Straight 8, All Types 6, Dragon Pung 2, Single Wait 1, Self-Drawn 1, 3 flowers: 21 fan
STRAIGHT = "123m456p789s1z [777z] +1z"


def mcr(hand: str, **ctx: Any) -> Score:
    return get_rules("mcr").score(parse_hand(hand), ctx)


def kinds(score: Score, claim: Claim) -> list[tuple[str, str | None]]:
    return [(d.kind, d.id) for d in verify(score, claim).differences]


# --- names ---------------------------------------------------------------------------------


def test_an_item_is_found_by_id_and_by_its_name_in_each_language() -> None:
    rules = get_rules("mcr")
    for text in ("full_flush", "Full Flush", "full-flush", "FULL FLUSH", "清一色", "ＦＵＬＬ ＦＬＵＳＨ"):
        assert lookup(rules, text) == ("full_flush",), text
    assert lookup(rules, "不求人") == ("fully_concealed_hand",)  # zh-Hans and zh-Hant alike
    riichi = get_rules("riichi")
    assert lookup(riichi, "平和") == ("pinfu",)  # ja and zh
    assert lookup(riichi, "Pinfu") == ("pinfu",)
    taiwan = get_rules("taiwan")
    assert lookup(taiwan, "門清") == ("concealed",)  # zh-Hant, the primary language
    assert lookup(taiwan, "门清") == ("concealed",)  # zh-Hans
    assert lookup(rules, "no such fan") == ()


def test_normalize_name_ignores_case_width_spaces_and_hyphens() -> None:
    assert normalize_name("Half-Flush") == normalize_name("half flush") == normalize_name("ＨＡＬＦ　ＦＬＵＳＨ")
    assert normalize_name("清一色") == "清一色"


def test_a_claim_names_only_items_in_the_unit_of_the_total() -> None:
    """Riichi's fu and points rows follow from the tiles: a claim names yaku, yakuman and dora."""
    ids = {i.id for i in claimable(get_rules("riichi"))}
    assert {"pinfu", "riichi", "dora", "kokushi"} <= ids
    assert not any(i.startswith("fu_") for i in ids)
    assert len(claimable(get_rules("mcr"))) == len(get_rules("mcr").items())
    assert lookup(get_rules("riichi"), "fu_base") == ()


def test_typed_claims_split_on_commas_and_take_repeats() -> None:
    assert parse_claim_items("清一色, 一般高、自摸；幺九刻 x2") == ("清一色", "一般高", "自摸", "幺九刻", "幺九刻")
    assert parse_claim_items("Dora×3") == ("Dora",) * 3
    assert parse_claim_items(" , ") == ()
    with pytest.raises(ClaimError):
        parse_claim_items("Dora x99")


# --- MCR -----------------------------------------------------------------------------------


def test_mcr_right_claim_agrees_in_any_language() -> None:
    s = mcr(GATES, self_drawn=True)
    assert s.total == 92 and s.received == 300
    for items in (
        ("nine_gates", "two_concealed_pungs", "pung_of_terminals_or_honors", "self_drawn"),
        ("九莲宝灯", "双暗刻", "幺九刻", "自摸"),
        ("Nine Gates", "Two Concealed Pungs", "Pung of Terminals or Honors", "Self-Drawn"),
    ):
        v = verify(s, Claim(items, 92, 300))
        assert v.agrees, v.to_dict()
        assert v.to_dict() == {"agrees": True, "differences": []}


def test_mcr_each_kind_of_wrong_claim() -> None:
    s = mcr(GATES, self_drawn=True)
    claim = Claim(("Nine Gates", "清一色", "Pure Straight", "自摸", "foo"), 90, 100)
    v = verify(s, claim)
    assert not v.agrees
    assert [(d.kind, d.id) for d in v.differences] == [
        ("unknown_item", None),
        ("suppressed", "full_flush"),  # Full Flush is implied by Nine Gates
        ("not_in_hand", "pure_straight"),
        ("missed", "two_concealed_pungs"),
        ("missed", "pung_of_terminals_or_honors"),
        ("total", None),
        ("received", None),
    ]
    d = {x.kind + (x.id or ""): x for x in v.differences}
    assert d["suppressedfull_flush"].by == "nine_gates"
    assert "Nine Gates" in d["suppressedfull_flush"].message.en
    assert d["unknown_item"].name == "foo" and "foo" in d["unknown_item"].message.en
    # the reason a claimed item is not in the hand: its definition from the rule table
    assert "123, 456 and 789" in d["not_in_handpure_straight"].message.en
    assert "90" in d["total"].message.en and "92" in d["total"].message.en
    assert "300" in d["received"].message.en and "100" in d["received"].message.en
    assert {x.kind for x in v.differences} <= set(KINDS)


def test_mcr_wrong_count_and_a_repeat_that_is_suppressed() -> None:
    s = mcr(STRAIGHT, self_drawn=True, flowers=3)
    right = ("Mixed Straight", "All Types", "Dragon Pung", "Single Wait", "Self-Drawn") + ("Flower Tiles",) * 3
    assert verify(s, Claim(right, 21)).agrees
    assert kinds(s, Claim(right[:-1])) == [("count", "flower_tiles")]
    message = verify(s, Claim(right[:-1])).differences[0].message
    assert "2" in message.en and "3" in message.en
    # Nine Gates counts one 幺九刻 (111m); the 999m pung's is ruled out: claiming two is a
    # suppressed claim, naming the item that rules it out
    g = mcr(GATES, self_drawn=True)
    v = verify(g, Claim(("nine_gates", "two_concealed_pungs", "幺九刻", "幺九刻", "self_drawn")))
    assert [(x.kind, x.id, x.by) for x in v.differences] == [
        ("suppressed", "pung_of_terminals_or_honors", "nine_gates")
    ]


def test_mcr_false_win_never_agrees() -> None:
    """A claim is a claim of a win: the items of a hand below 8 fan all right is still a false win."""
    low = mcr("123m345m567p789s5s+5s")
    assert not low.win
    v = verify(low, Claim(tuple(it.id for it in low.items)))
    assert [(x.kind, x.id) for x in v.differences] == [("total", None)]
    assert "8" in v.differences[0].message.en


def test_a_claim_of_only_a_total_does_not_report_missed_items() -> None:
    s = mcr(GATES, self_drawn=True)
    assert verify(s, Claim(total=92)).agrees
    assert kinds(s, Claim(total=88)) == [("total", None)]
    assert verify(s, Claim(received=300)).agrees


class _TwoSelfDraws(ToyRules):
    """The toy rule set of the engine tests with a second row that shares a name with one."""

    name = "toy_two_names"
    table = Table(
        list(ToyRules.table.rows)
        + [
            Row(
                "self_draw_bonus",
                names("Self-drawn", "自摸奖", "自摸獎", "ツモ賞"),
                1,
                names("won on a tile drawn from the wall", "摸到和牌", "摸到胡牌", "ツモで和了"),
                predicate=lambda f: 1 if f.self_drawn else 0,
                section="win",
            )
        ]
    )


def test_verification_knows_no_rule_set_and_an_ambiguous_name_asks_for_the_id() -> None:
    """Any table rule set is verified the same way (here the engine tests' toy); a name two of
    its items share is refused as ambiguous, and the id settles it."""
    rules = _TwoSelfDraws()
    s = rules.score(parse_hand("123m456p789s555z1z+1z"), {"self_drawn": True})
    assert {it.id for it in s.items} == {"dragon_pung", "self_draw", "self_draw_bonus"}
    assert verify(s, Claim(("Dragon pung", "self_draw", "self_draw_bonus"), s.total), rules).agrees
    v = verify(s, Claim(("Dragon pung", "self-drawn", "self_draw_bonus")), rules)
    assert [(d.kind, d.name) for d in v.differences] == [("unknown_item", "self-drawn"), ("missed", None)]
    assert "give the id" in v.differences[0].message.en
    assert lookup(rules, "Self-drawn") == ("self_draw", "self_draw_bonus")


def test_messages_are_in_every_language() -> None:
    s = mcr(GATES, self_drawn=True)
    v = verify(s, Claim(("Nine Gates", "清一色", "Pure Straight", "foo"), 90, 100))
    for d in v.differences:
        texts = {d.message.en, d.message.zh_hans, d.message.zh_hant, d.message.ja}
        assert len(texts) >= 3, d  # not the English text copied
    assert v.to_dict("zh-Hans")["differences"][1]["message"].startswith("申报了清一色")
    assert v.to_dict("ja")["differences"][1]["message"].startswith("清一色の申告")
    assert "九蓮寶燈" in v.differences[1].message.zh_hant or "九蓮" in v.differences[1].message.zh_hant


# --- riichi --------------------------------------------------------------------------------


def test_riichi_claims() -> None:
    rules = get_rules("riichi")
    # riichi, tanyao and one dora (indicator 1m: dora 2m): 3 han 40 fu, 7700 from the discarder
    s = rules.score(parse_hand("234m456p678s2255s+5s"), {"riichi": True, "dora_indicators": "1m"})
    assert (s.total, s.received) == (3, 7700)
    assert verify(s, Claim(("立直", "断幺九", "ドラ"), 3, 7700)).agrees
    assert verify(s, Claim(("Riichi", "Tanyao", "Dora"))).agrees
    assert kinds(s, Claim(("riichi", "tanyao", "dora", "pinfu"), 4, 8000)) == [
        ("not_in_hand", "pinfu"),
        ("total", None),
        ("received", None),
    ]
    assert kinds(s, Claim(("riichi", "dora"))) == [("missed", "tanyao")]
    assert kinds(s, Claim(("riichi", "tanyao", "dora", "dora"))) == [("count", "dora")]
    # a fu row is no item of a claim: it is named as unknown
    assert kinds(s, Claim(("riichi", "tanyao", "dora", "fu_base"))) == [("unknown_item", None)]


def test_riichi_no_yaku_is_no_win() -> None:
    rules = get_rules("riichi")
    s = rules.score(parse_hand("234m456p678s5s [222z] +5s"), {"dora_indicators": "1m"})
    assert not s.win
    v = verify(s, Claim(("dora",), received=1000))
    assert [x.kind for x in v.differences] == ["total", "received"]


# --- Taiwanese -----------------------------------------------------------------------------


def test_taiwan_claims_and_the_suppressed_seat_flower() -> None:
    rules = get_rules("taiwan")
    # dealer self-draws: 箭字坎 x2, 門清 1, 獨聽 1, 不求自摸 2 (自摸 ruled out by it), 作莊 1,
    # 花槓 2 (the seat flower ruled out by the full set): 9 台, each of three pays 30 + 9 x 10
    s = rules.score(parse_hand("123m456m789p555z666z5s 1f2f3f4f +5s"), {"self_drawn": True, "seat_wind": "E"})
    assert (s.total, s.received) == (9, 360)
    right = ("箭字坎", "箭字坎", "門清", "獨聽", "不求自摸", "作莊", "花槓")
    assert verify(s, Claim(right, 9, 360)).agrees, verify(s, Claim(right, 9, 360)).to_dict("zh-Hant")
    v = verify(s, Claim(("箭字坎", "門清", "獨聽", "不求自摸", "自摸", "作莊", "花槓"), 8))
    assert [(x.kind, x.id) for x in v.differences] == [
        ("count", "dragon_pung"),
        ("suppressed", "self_draw"),
        ("total", None),
    ]
    assert v.differences[1].by == "concealed_self_draw"
    assert v.to_dict("zh-Hant")["differences"][1]["message"].startswith("申報了自摸")


# --- batch and command line ------------------------------------------------------------------


def _line(**kw: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "id": "v",
        "rules": "mcr",
        "hand": "1112345678999m",
        "win": "5m",
        "context": {"self_drawn": True},
    }
    base.update(kw)
    return base


def test_batch_answers_a_claim_with_a_verdict() -> None:
    out = score_record(_line(claim={"items": ["九莲宝灯", "双暗刻", "幺九刻", "自摸"], "total": 92, "received": 300}))
    assert out["verdict"] == {"agrees": True, "differences": []}
    out = score_record(_line(claim={"items": ["九莲宝灯", "清一色"], "total": 90}), "zh-Hans")
    v = out["verdict"]
    assert v["agrees"] is False
    assert [d["kind"] for d in v["differences"]] == ["suppressed", "missed", "missed", "missed", "total"]
    assert v["differences"][0]["by"] == "nine_gates"
    assert v["differences"][0]["message"].startswith("申报了清一色")
    assert "verdict" not in score_record(_line())


def test_batch_lang_reaches_the_verdicts() -> None:
    line = json.dumps(_line(claim={"items": ["foo"]}))
    (res,) = run_batch([line], "ja")
    assert res["verdict"]["differences"][0]["message"].endswith("ありません。")
    out = io.StringIO()
    import sys

    stdin = sys.stdin
    try:
        sys.stdin = io.TextIOWrapper(io.BytesIO((line + "\n").encode("utf-8")))
        assert main(["batch", "--lang", "zh-Hant"], out) == 0
    finally:
        sys.stdin = stdin
    res = json.loads(out.getvalue())
    assert "不是" in res["verdict"]["differences"][0]["message"]


@pytest.mark.parametrize(
    "claim, where",
    [
        ("pinfu", "'claim' must be an object"),
        ({"items": "pinfu"}, "claim.items"),
        ({"items": [3]}, "claim.items'[0]"),
        ({"total": "27"}, "claim.total"),
        ({"received": True}, "claim.received"),
        ({"fan": 3}, "unknown key"),
    ],
)
def test_batch_refuses_a_claim_it_cannot_read(claim: Any, where: str) -> None:
    out = score_record(_line(claim=claim))
    assert out["ok"] is False and out["error"]["code"] == "bad_claim"
    assert where in out["error"]["message"]


def test_cli_verify_exit_codes_and_language() -> None:
    out = io.StringIO()
    assert main(["verify", GATES, "self_drawn=true", "-c", "九莲宝灯, 双暗刻, 幺九刻, 自摸", "-t", "92"], out) == 0
    assert "agrees" in out.getvalue()
    out = io.StringIO()
    code = main(["verify", GATES, "self_drawn=true", "-c", "九莲宝灯, 清一色", "--lang", "zh-Hans"], out)
    assert code == CLAIM_DIFFERS
    assert "申报了清一色，但此处不计" in out.getvalue()
    out = io.StringIO()
    assert main(["verify", "--json", GATES, "self_drawn=true", "-c", "nine_gates", "--received", "300"], out) == 3
    res = json.loads(out.getvalue())
    assert res["claim"] == {"items": ["nine_gates"], "received": 300}
    assert [d["kind"] for d in res["verdict"]["differences"]] == ["missed"] * 3
    assert main(["verify", GATES], io.StringIO()) == 1  # nothing claimed: refused
