"""A claim names items the way players say them (issue 23): the spoken names and common
abbreviations of each rule set, in any of the four languages, as data beside the names."""

from __future__ import annotations

import pytest

from core import parse_hand
from core.rules import get_rules
from core.referee.verify import Claim, claim_words, claimable, lookup, verify


@pytest.mark.parametrize("rules", ["riichi", "mcr", "taiwan"])
def test_every_word_names_a_claimable_item_of_its_rule_set(rules: str) -> None:
    ids = {i.id for i in claimable(get_rules(rules))}
    assert claim_words(rules) and set(claim_words(rules)) <= ids


@pytest.mark.parametrize("rules, word, item", [
    ("riichi", "tsumo", "menzen_tsumo"), ("riichi", "aka", "aka_dora"), ("riichi", "ura", "ura_dora"),
    ("riichi", "ippatsu", "ippatsu"), ("riichi", "立直", "riichi"), ("riichi", "自摸", "menzen_tsumo"),
    ("riichi", "一発", "ippatsu"), ("riichi", "平和", "pinfu"), ("riichi", "断么九", "tanyao"),
    ("riichi", "タンヤオ", "tanyao"), ("riichi", "Tsumo", "menzen_tsumo"), ("riichi", "ＡＫＡ", "aka_dora"),
    ("mcr", "自摸", "self_drawn"), ("mcr", "门清", "concealed_hand"), ("mcr", "碰碰胡", "all_pungs"),
    ("mcr", "混一色", "half_flush"), ("taiwan", "門清一摸三", "concealed_self_draw"), ("taiwan", "自摸", "self_draw"),
    ("taiwan", "门清", "concealed"), ("taiwan", "碰碰胡", "all_pungs"), ("taiwan", "混一色", "half_flush"),
])
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
    """"tsumo", "aka" and 自摸 were refused as "no item of Japanese riichi"."""
    r = get_rules("riichi")
    s = r.score(parse_hand("234m406p678s2255s+5s"), {"riichi": True, "self_drawn": True})
    assert {i.id for i in s.items} >= {"riichi", "menzen_tsumo", "aka_dora", "tanyao"}
    claimed = [i.id for i in s.items if i.section in ("yaku", "dora")]
    words = {"riichi": "立直", "menzen_tsumo": "tsumo", "aka_dora": "aka", "tanyao": "タンヤオ", "pinfu": "平和",
             "dora": "dora"}
    verdict = verify(s, Claim(items=tuple(words[i] for i in claimed)), r)
    assert verdict.agrees, [d.to_dict() for d in verdict.differences]
