"""A claim names items the way players say them (issue 23): the spoken names and common
abbreviations of each rule set, in any of the four languages, as data beside the names."""

from __future__ import annotations

import pytest

from core import parse_hand
from core.referee.verify import Claim, claim_phrases, claim_words, claimable, lookup, verify
from core.rules import get_rules


@pytest.mark.parametrize("rules", ["riichi", "mcr", "taiwan"])
def test_every_word_names_a_claimable_item_of_its_rule_set(rules: str) -> None:
    ids = {i.id for i in claimable(get_rules(rules))}
    assert claim_words(rules) and set(claim_words(rules)) <= ids


@pytest.mark.parametrize(
    "rules, word, item",
    [
        ("riichi", "tsumo", "menzen_tsumo"),
        ("riichi", "aka", "aka_dora"),
        ("riichi", "ura", "ura_dora"),
        ("riichi", "ippatsu", "ippatsu"),
        ("riichi", "立直", "riichi"),
        ("riichi", "自摸", "menzen_tsumo"),
        ("riichi", "一発", "ippatsu"),
        ("riichi", "平和", "pinfu"),
        ("riichi", "断么九", "tanyao"),
        ("riichi", "タンヤオ", "tanyao"),
        ("riichi", "Tsumo", "menzen_tsumo"),
        ("riichi", "ＡＫＡ", "aka_dora"),
        ("mcr", "自摸", "self_drawn"),
        ("mcr", "门清", "concealed_hand"),
        ("mcr", "碰碰胡", "all_pungs"),
        ("mcr", "混一色", "half_flush"),
        ("taiwan", "不求", "concealed_self_draw"),
        ("taiwan", "自摸", "self_draw"),
        ("taiwan", "门清", "concealed"),
        ("taiwan", "碰碰胡", "all_pungs"),
        ("taiwan", "混一色", "half_flush"),
    ],
)
def test_the_words_players_say_are_read(rules: str, word: str, item: str) -> None:
    assert lookup(get_rules(rules), word) == (item,)


@pytest.mark.parametrize("rules", ["riichi", "mcr", "taiwan"])
def test_no_word_stands_for_another_item_than_its_own(rules: str) -> None:
    """A word that is also another item's name or word would be ambiguous: the table keeps
    each word to one item (a word two items share is refused as ambiguous: below)."""
    r = get_rules(rules)
    clash = {w: lookup(r, w) for item, words in claim_words(rules).items() for w in words if lookup(r, w) != (item,)}
    assert not clash


def test_a_word_two_items_share_stays_ambiguous(monkeypatch: pytest.MonkeyPatch) -> None:
    import core.referee.verify as v

    r = get_rules("riichi")
    monkeypatch.setattr(v, "_WORDS", {"riichi": {"haku": ("dragon",), "chun": ("dragon",)}})
    monkeypatch.setattr(v, "_INDEXES", {})
    assert set(lookup(r, "dragon")) == {"haku", "chun"}
    s = r.score(parse_hand("234m456p678s2255s+5s"), {"riichi": True})
    verdict = verify(s, Claim(items=("dragon",)), r)
    assert [d.kind for d in verdict.differences if d.kind == "unknown_item"] == ["unknown_item"]


def test_a_riichi_claim_in_spoken_words_agrees() -> None:
    """ "tsumo", "aka" and 自摸 were refused as "no item of Japanese riichi"."""
    r = get_rules("riichi")
    s = r.score(parse_hand("234m406p678s2255s+5s"), {"riichi": True, "self_drawn": True})
    assert {i.id for i in s.items} >= {"riichi", "menzen_tsumo", "aka_dora", "tanyao"}
    claimed = [i.id for i in s.items if i.section in ("yaku", "dora")]
    words = {
        "riichi": "立直",
        "menzen_tsumo": "tsumo",
        "aka_dora": "aka",
        "tanyao": "タンヤオ",
        "pinfu": "平和",
        "dora": "dora",
    }
    verdict = verify(s, Claim(items=tuple(words[i] for i in claimed)), r)
    assert verdict.agrees, [d.to_dict() for d in verdict.differences]


# --- issue 41: a word that names several items, words without commas, plurals ----------------

#: 123m 456m 789m 123p 99s 78s concealed, self-drawn on 6s: 門清 1 + 不求自摸 2 (no 平胡: self-drawn)
TW_HAND = "123m456m789m123p99s78s +6s"


def _taiwan_score() -> tuple[object, object]:
    r = get_rules("taiwan")
    s = r.score(parse_hand(TW_HAND), {"seat_wind": "S", "self_drawn": True})
    assert {i.id for i in s.items} == {"concealed", "concealed_self_draw"}
    return r, s


@pytest.mark.parametrize("word", ["門清一摸三", "门清一摸三", "不求人"])
def test_a_word_that_names_two_items_claims_both(word: str) -> None:
    """門清一摸三 answered "門清 not claimed"; 不求人 was no item of the Taiwanese rules."""
    r, s = _taiwan_score()
    verdict = verify(s, Claim(items=(word,), total=3), r)  # type: ignore[arg-type]
    assert verdict.agrees, [d.to_dict() for d in verdict.differences]
    # the word claims each once: 門清 claimed again is claimed twice
    again = verify(s, Claim(items=(word, "門清")), r)  # type: ignore[arg-type]
    assert [(d.kind, d.id) for d in again.differences] == [("count", "concealed")]


def test_every_word_of_several_items_names_claimable_items() -> None:
    for rules in ("riichi", "mcr", "taiwan"):
        ids = {i.id for i in claimable(get_rules(rules))}
        for word, named in claim_phrases(rules).items():
            assert len(named) > 1 and set(named) <= ids, (rules, word)
    assert claim_phrases("taiwan")


def test_words_without_commas_are_read_one_by_one_when_each_is_known() -> None:
    r = get_rules("riichi")
    s = r.score(parse_hand("234m406p678s2255s+5s"), {"riichi": True, "self_drawn": True})
    assert {i.id for i in s.items if i.section in ("yaku", "dora")} == {"riichi", "menzen_tsumo", "tanyao", "aka_dora"}
    verdict = verify(s, Claim(items=("riichi tsumo tanyao aka",)), r)
    assert verdict.agrees, [d.to_dict() for d in verdict.differences]
    # a name of several words that is itself known stays one item (the longest known phrase first)
    verdict = verify(s, Claim(items=("riichi menzen tsumo tanyao aka dora",)), r)
    assert verdict.agrees, [d.to_dict() for d in verdict.differences]
    # a word that is no item leaves the text unknown, as it was
    odd = verify(s, Claim(items=("riichi tsumo banana aka",)), r)
    assert [(d.kind, d.name) for d in odd.differences if d.kind == "unknown_item"] == [
        ("unknown_item", "riichi tsumo banana aka")
    ]


def test_the_counts_of_a_difference_say_their_plural() -> None:
    r, s = _taiwan_score()
    one = verify(s, Claim(items=("門清", "不求自摸"), total=4), r)  # type: ignore[arg-type]
    assert one.summary().en == "The claim differs from the score in 1 place."
    assert one.summary().get("zh-Hans") == "申报与计分有 1 处不同。"
    assert one.summary().get("zh-Hant") == "申報與計分有 1 處不同。"
    assert one.summary().get("ja") == "申告と計算に 1 か所の違いがあります。"
    two = verify(s, Claim(items=("門清",), total=4), r)  # type: ignore[arg-type]
    assert two.summary().en == "The claim differs from the score in 2 places."
    twice = verify(s, Claim(items=("門清", "門清", "不求自摸")), r)  # type: ignore[arg-type]
    (d,) = twice.differences
    assert d.message.en.endswith("is claimed 2 times; it counts 1 time in this hand.")
    assert "(s)" not in d.message.en and d.message.get("ja").endswith(
        "は 2 回申告されていますが、この手では 1 回です。"
    )
