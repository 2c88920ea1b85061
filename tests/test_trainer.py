"""The scoring trainer's questions and answers (core/trainer, docs/trainer.md).

Every generated hand of every topic is scored and is a win (or, where the topic asks for one, a
deliberate false win), and exercises its topic: 100 hands a topic on every run, 1,000 with
MJSCORE_LONG_CHECKS=1. The checks here are written apart from the generator's own
(core.trainer.generate.CHECKS), from the score and the question as the learner sees them.
"""

from __future__ import annotations

import os
from collections.abc import Callable

import pytest
from hypothesis import given, settings, strategies as st

from core.engine.score import Score
from core.model.notation import parse_hand
from core.rules import get_rules
from core.trainer.answers import Answer, AnswerError, answer_text, check, parse_answer, right_answer
from core.trainer.generate import Question, generate, unicode_tiles
from core.trainer.topics import LEVELS, TopicError, catalogue

HANDS = 1000 if os.environ.get("MJSCORE_LONG_CHECKS") else 100
TOPICS = catalogue().topics


def _ids(s: Score) -> set[str]:
    return {it.id for it in s.items}


#: what each topic's hand must have, read from the score (and the question's context)
EXERCISES: dict[str, Callable[[Question, Score], bool]] = {
    "riichi_patterns": lambda q, s: (
        s.figures.limit in ("mangan", "haneman", "baiman", "sanbaiman", "yakuman") or s.figures.fu in (30, 40)
    ),
    "riichi_fu": lambda q, s: s.figures.fu != 30,
    "riichi_open_closed": lambda q, s: (
        (
            _ids(s) & {"honitsu", "chinitsu", "ittsu", "sanshoku", "chanta", "junchan"}
            if parse_hand(q.hand).melds and any(m.kind.name != "CONCEALED_KONG" for m in parse_hand(q.hand).melds)
            else _ids(s) & {"riichi", "menzen_tsumo", "pinfu", "iipeikou", "ryanpeikou"}
        )
        != set()
    ),
    "riichi_pinfu_chiitoitsu": lambda q, s: (
        s.figures.fu == 25 or (s.figures.fu == 20 and "pinfu" in _ids(s) and q.context_dict["self_drawn"])
    ),
    "riichi_honba": lambda q, s: (
        q.context_dict.get("honba", 0) + q.context_dict.get("riichi_sticks", 0) > 0 and s.received > s.figures.points
    ),
    "riichi_dealer": lambda q, s: q.context_dict["seat_wind"] == "E" and s.received >= s.figures.points,
    "riichi_kiriage_kazoe": lambda q, s: (
        q.preset in ("tenhou", "wrc")
        and ((s.figures.han, s.figures.fu) in ((4, 30), (3, 60)) or s.figures.han >= 13)
        and s.figures.yakuman == 0
    ),
    "riichi_yakuman": lambda q, s: s.figures.limit == "yakuman" and s.figures.points >= 32000,
    "mcr_minimum": lambda q, s: s.win or s.figures.toward_minimum < 8,
    "mcr_combination": lambda q, s: any(x.by for x in s.suppressed),
    "mcr_flowers": lambda q, s: len(parse_hand(q.hand).flowers) >= 1 and s.figures.flowers >= 1,
    "mcr_common": lambda q, s: s.total >= 8,
    "taiwan_concealed_self_draw": lambda q, s: bool(_ids(s) & {"concealed", "self_draw", "concealed_self_draw"}),
    "taiwan_dealer_streak": lambda q, s: (
        q.context_dict.get("dealer") is True and q.context_dict.get("dealer_streak", 0) >= 1
    ),
    "taiwan_flowers": lambda q, s: len(parse_hand(q.hand).flowers) >= 1,
    "taiwan_big_hands": lambda q, s: s.total >= 8,
}


def test_the_catalogue_has_every_topic_the_issue_lists() -> None:
    ids = {t.id for t in TOPICS}
    assert ids == set(EXERCISES)
    assert {t.rules for t in TOPICS} == {"riichi", "mcr", "taiwan"}
    assert sum(t.rules == "riichi" for t in TOPICS) == 8
    for t in TOPICS:
        assert t.level in LEVELS and all(t.names), t.id
    # each rule set has a topic at the beginner level, so a new learner can start
    for rules, _ in catalogue().rule_sets:
        assert catalogue().choose(rules, "beginner")


def test_an_unknown_rule_set_level_or_topic_is_refused_by_name() -> None:
    with pytest.raises(TopicError, match="'rules'"):
        catalogue().choose("sanma")
    with pytest.raises(TopicError, match="'level'"):
        catalogue().choose("riichi", "expert")
    with pytest.raises(TopicError, match="'topic'"):
        catalogue().choose("mcr", None, "riichi_fu")
    with pytest.raises(TopicError, match="unknown topic"):
        catalogue().choose("mcr", None, "nope")


@pytest.mark.parametrize("topic", TOPICS, ids=lambda t: t.id)
def test_every_generated_hand_is_scored_a_win_and_exercises_its_topic(topic) -> None:  # type: ignore[no-untyped-def]
    false_wins = 0
    for seed in range(HANDS):
        q = generate(topic, seed)
        assert q.seed == seed and q.topic == topic.id
        s = q.score()
        if not s.win:
            # a deliberate false win: only where the topic asks whether the hand is one
            assert topic.answer == "reaches" and s.reason == "below_minimum", (q, s.reason)
            false_wins += 1
        assert EXERCISES[topic.id](q, s), (seed, q)
    if topic.answer == "reaches":  # both answers come up
        assert HANDS // 5 <= false_wins <= HANDS - HANDS // 5
    else:
        assert false_wins == 0


@pytest.mark.parametrize("topic", TOPICS, ids=lambda t: t.id)
def test_a_seed_gives_the_same_question(topic) -> None:  # type: ignore[no-untyped-def]
    assert generate(topic, 7) == generate(topic, 7)
    assert generate(topic, 7).preset  # the options the answer may turn on are named with it
    assert len({generate(topic, s).hand for s in range(10)}) >= 5  # and seeds give different hands


def test_the_question_shows_the_tiles_and_is_json() -> None:
    q = generate(catalogue().topic("mcr_flowers"), 3)
    d = q.to_dict("zh-Hant")
    assert d["seed"] == 3 and d["hand"] == q.hand and d["topic_name"] == "花牌"
    assert "+" in d["tiles"] and any(0x1F000 <= ord(c) <= 0x1F02B for c in d["tiles"])
    assert unicode_tiles("123m [777z] +1z 1f") == "🀇🀈🀉 [🀄🀄🀄] +🀀 🀦"


# --- answers ----------------------------------------------------------------------------------

topics = st.sampled_from(TOPICS)
seeds = st.integers(0, 10**6)


@settings(max_examples=60, deadline=None)
@given(topics, seeds)
def test_the_right_answer_in_each_form_is_accepted(topic, seed) -> None:  # type: ignore[no-untyped-def]
    q = generate(topic, seed)
    right = right_answer(q)
    text = answer_text(right, q.answer)
    v = check(q, parse_answer(q.answer, text))
    assert v.right, (q, text, [d.message.en for d in v.differences])
    # the numbers alone (no items named) are a right answer too
    if right.items:
        bare = answer_text(Answer(**{**_fields(right), "items": ()}), q.answer)
        assert check(q, parse_answer(q.answer, bare)).right
    # the answer as the verdict says it, the items by their names in any language, is right too
    for lang in ("en", "zh-Hans", "zh-Hant", "ja"):
        assert check(q, parse_answer(q.answer, v.expected(lang))).right, (lang, v.expected(lang))
    d = v.to_dict("ja")
    assert d["right"] is True and d["breakdown"]["rules"] == q.rules and d["expected"] == answer_text(right, q.answer)


def _fields(a: Answer) -> dict[str, object]:
    return {k: getattr(a, k) for k in ("han", "fu", "pay", "received", "total", "reaches", "items")}


@settings(max_examples=60, deadline=None)
@given(topics, seeds, st.integers(1, 3))
def test_a_wrong_answer_names_the_difference(topic, seed, off) -> None:  # type: ignore[no-untyped-def]
    q = generate(topic, seed)
    right = right_answer(q)
    f = _fields(right)
    wrong: dict[str, object]
    kind: str
    if q.answer == "reaches":
        wrong, kind = {**f, "reaches": not right.reaches}, "minimum"
    elif q.answer == "fu":
        wrong, kind = {**f, "fu": right.fu + 10 * off}, "fu"  # type: ignore[operator]
    elif q.answer == "pay":
        wrong, kind = {**f, "pay": tuple(p + 100 * off for p in right.pay)}, "pay"
    elif q.answer == "total":
        wrong, kind = {**f, "total": right.total + off, "items": ()}, "total"  # type: ignore[operator]
    elif off == 1:
        wrong, kind = {**f, "han": right.han + 1, "items": ()}, "han"  # type: ignore[operator]
    elif off == 2 or q.answer == "han_fu_received":
        key = "fu" if off == 2 else "received"
        wrong, kind = {**f, key: f[key] + 10}, key  # type: ignore[operator]
    else:
        wrong, kind = {**f, "pay": tuple(p + 100 for p in right.pay)}, "pay"
    v = check(q, parse_answer(q.answer, answer_text(Answer(**wrong), q.answer)))  # type: ignore[arg-type]
    assert not v.right
    assert kind in {d.kind for d in v.differences}, (q, wrong, v.differences)
    assert all(d.message.en and d.message.ja for d in v.differences)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([t for t in TOPICS if t.answer in ("total", "han_fu_pay", "han_fu_received")]), seeds)
def test_an_item_missed_or_claimed_wrongly_is_named(topic, seed) -> None:  # type: ignore[no-untyped-def]
    q = generate(topic, seed)
    right = right_answer(q)
    missed = tuple(i for i in right.items if i != right.items[0]) if right.items else ()
    if not missed:
        return
    v = check(q, parse_answer(q.answer, answer_text(Answer(**{**_fields(right), "items": missed}), q.answer)))  # type: ignore[arg-type]
    assert any(d.kind == "missed" and d.id == right.items[0] for d in v.differences), v.differences
    v = check(q, parse_answer(q.answer, answer_text(right, q.answer) + ", not a fan at all"))
    assert any(d.kind == "unknown_item" for d in v.differences)


def test_answers_in_the_claim_tabs_words() -> None:
    q = Question("mcr_common", "mcr", "intermediate", 0, "111222333m456p9s +9s", "total", (("self_drawn", True),))
    s = q.score()
    zh = ", ".join(i.names.zh_hans for i in s.items for _ in range(i.count))
    v = check(q, parse_answer("total", f"{s.total}: {zh}"))
    assert v.right, [d.message.en for d in v.differences]
    # a fan the hand does not have (清一色: it has three suits) is named with why
    v = check(q, parse_answer("total", f"{s.total}: {zh}, 清一色"))
    assert [(d.kind, d.id) for d in v.differences] == [("not_in_hand", "full_flush")]


@pytest.mark.parametrize(
    ("form", "text", "field"),
    [
        ("han_fu_pay", "3 30", "answer"),
        ("han_fu_pay", "3 thirty 3900", "fu"),
        ("han_fu_pay", "3 30 39x0", "pay"),
        ("fu", "", "answer"),
        ("fu", "40 50", "answer"),
        ("total", "many", "total"),
        ("reaches", "maybe", "reaches"),
        ("pay", "1 2", "pay"),
        ("han_fu_pay", "3 30 /", "pay"),
        ("pay", "", "pay"),
    ],
)
def test_an_answer_that_cannot_be_read_names_its_field(form: str, text: str, field: str) -> None:
    with pytest.raises(AnswerError, match=f"'{field}'") as e:
        parse_answer(form, text)
    assert e.value.code == "bad_answer"
    said = e.value.names
    assert said is not None and said.en == e.value.message  # and in the other three languages
    assert all(f"'{field}'" in said.get(lang) for lang in ("zh-Hans", "zh-Hant", "ja"))


def test_answer_forms_read_as_typed() -> None:
    assert parse_answer("han_fu_pay", "2 40 700/1300") == Answer(2, 40, (700, 1300), text="2 40 700/1300")
    assert parse_answer("han_fu_pay", "3 30 3900: riichi, pinfu; tanyao").items == ("riichi", "pinfu", "tanyao")
    assert parse_answer("reaches", "はい").reaches is True and parse_answer("reaches", "否").reaches is False
    assert parse_answer("total", "27：清一色、一般高、自摸").items == ("清一色", "一般高", "自摸")


def test_a_recipe_that_cannot_be_met_is_refused_not_looped_on() -> None:
    from dataclasses import replace

    from core.trainer.generate import MAX_TRIES, GenerationError
    from core.trainer.topics import Recipe

    topic = catalogue().topic("mcr_common")
    impossible = replace(topic, recipe=Recipe(sets=4, win=0.0, require=("win",)))  # a win that is no win
    with pytest.raises(GenerationError, match=f"{MAX_TRIES} tries") as e:
        generate(impossible, 1)
    assert e.value.code == "internal_error"


def test_a_session_without_a_seed_shows_the_one_it_drew() -> None:
    from core.trainer.session import Trainer

    q = Trainer().next_question("taiwan", "professional")
    assert q.seed > 0 and generate(catalogue().topic(q.topic), q.seed) == q


# --- the MCR combination principles ------------------------------------------------------------


def _principle(x) -> str:  # type: ignore[no-untyped-def]
    """The principle a suppressed MCR item was ruled out by, read here from the engine's own
    reasons (written apart from core.trainer.generate.principle_of)."""
    from core.rules.mcr.combinations import _IMPLIED_BY

    if x.by is None:
        assert "套算一次" in x.why.zh_hans, x  # the account-once rule, in its own words
        return "account_once"
    if x.why == _IMPLIED_BY[x.by]:
        return "non_repeat"
    assert x.reason.startswith("not counted with "), x  # the 不计 table
    return "exclusion"


def test_each_combination_principle_is_read_from_the_score() -> None:
    from core.trainer.generate import PRINCIPLES, principle_of

    cases = {
        "1157m [789m] [123m] [123m] +6m": "account_once",  # 老少副 twice, 一般高: not all count
        "34566778s66z [456s] +5s": "non_repeat",  # 一色四步高 implies 一色三步高
        "4m [678m] [456m] [888m] [555z] +4m": "exclusion",  # 单钓将 not counted with 全求人
    }
    for hand, principle in cases.items():
        s = Question("mcr_combination", "mcr", "professional", 0, hand, "total", (("self_drawn", False),)).score()
        shown = {principle_of(x) for x in s.suppressed}
        assert principle in shown and shown == {_principle(x) for x in s.suppressed}, (hand, shown)
    assert set(PRINCIPLES) == {"non_repeat", "account_once", "exclusion"}


def test_the_combination_topic_exercises_each_principle_in_a_good_share() -> None:
    topic = catalogue().topic("mcr_combination")
    seen = {"non_repeat": 0, "account_once": 0, "exclusion": 0}
    for seed in range(HANDS):
        s = generate(topic, seed).score()
        shown = {_principle(x) for x in s.suppressed}
        assert shown, seed
        for p in shown:
            seen[p] += 1
    # each principle is in a fifth of the hands at least (one is drawn per hand, a third each)
    assert all(n >= HANDS // 5 for n in seen.values()), seen


# --- Taiwanese flower wins ---------------------------------------------------------------------


def test_the_flowers_topic_asks_flower_wins_and_plain_flowers() -> None:
    from core.model.errors import ContextError
    from core.trainer.show import context_lines

    topic = catalogue().topic("taiwan_flowers")
    taiwan = get_rules("taiwan")
    option = {f.key: f for f in taiwan.option_fields}["seven_rob_one_drawn"]
    kinds: dict[tuple[str, bool, bool], int] = {}
    for seed in range(HANDS):
        q = generate(topic, seed)
        ctx = q.context_dict
        win = ctx.get("flower_win", "none")
        complete = parse_hand(q.hand).win is not None
        key = (win, complete, bool(ctx.get("self_drawn")))
        kinds[key] = kinds.get(key, 0) + 1
        s = q.score()
        if win == "none":
            assert s.win and len(parse_hand(q.hand).flowers) >= 1, q  # plain flowers, a complete hand
            continue
        assert len(parse_hand(q.hand).flowers) == 8 and win in _ids(s) | {"dealt_flower_win"}, q
        if win == "seven_rob_one" and ctx["self_drawn"]:
            # the seed's case (2): won on the replacement of the robbed flower, a self-draw, the
            # robbed player paying the flowers' part; the preset leaves it open, so the question
            # sets the option that decides it, and shows it
            assert complete and ctx["flower_replacement"] is True, q
            ((name, value),) = q.option_values
            assert name == "seven_rob_one_drawn" and value in ("no_base", "one_base"), q
            assert "robbed" in {r for r, _ in s.pay}, q
            assert (option.names, next(c.names for c in option.choices if c.value == value)) in context_lines(q)
            preset_only = get_rules("taiwan").preset_as_options(taiwan.preset_named(q.preset))
            with pytest.raises(ContextError, match="seven_rob_one_drawn"):  # without it: refused
                taiwan.score(parse_hand(q.hand), ctx, preset_only)
        elif win == "seven_rob_one":
            # robbed from another player, who pays it as a discard; with a complete hand it is
            # won on the robbed flower's replacement (seed 004, 七搶一 (1))
            assert [r for r, _ in s.pay] == ["discarder"] and not q.option_values, q
            assert ctx.get("flower_replacement", False) is complete, q
        else:
            assert ctx["self_drawn"] is True and not q.option_values, q
        if not complete:  # the hand's 台 do not count: the flowers and the dealer's only
            assert _ids(s) <= {win, "dealer", "dealer_streak"}, (q, _ids(s))
    n = HANDS
    wins = sum(v for (w, _, _), v in kinds.items() if w != "none")
    assert n // 4 <= wins <= n * 3 // 5, kinds  # a fair share of flower wins, and plain flowers
    for key in (
        ("eight_immortals", True, True),
        ("eight_immortals", False, True),
        ("seven_rob_one", True, False),  # case (1)
        ("seven_rob_one", True, True),  # case (2)
        ("seven_rob_one", False, False),
    ):
        # each kind, complete or not: at least 25 of 1,000 (one in the 100 of a quick run)
        assert kinds.get(key, 0) >= (n // 40 if n >= 1000 else 1), (key, kinds)


def test_the_winds_are_said_in_the_learners_language() -> None:
    """A question's round and seat winds read 東 南 西 北 in Chinese and Japanese, East... in
    English: the field's value, never its letter, to a reader."""
    from core.engine.fields import WIND_NAMES
    from core.trainer.generate import generate
    from core.trainer.show import context_lines
    from core.trainer.topics import catalogue

    topic = catalogue().choose("riichi", None, "mixed")[0]
    question = generate(topic, 5)
    winds = [value for label, value in context_lines(question) if value in WIND_NAMES.values()]
    assert len(winds) == 2
    assert {w.ja for w in winds} <= set("東南西北") and {w.en for w in winds} <= {"East", "South", "West", "North"}
