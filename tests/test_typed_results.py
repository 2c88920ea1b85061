"""A result's own figures are typed fields its rule set declares (issue 24): riichi's han, fu,
yakuman, limit and points; MCR's fan before flowers, flowers and minimum; none for the
Taiwanese. No bag read by string keys; a Score is made with keywords only."""

from __future__ import annotations

import pytest

from core.engine.score import NO_FIGURES, NoFigures, Score, figure_pairs
from core.model.notation import parse_hand
from core.referee.batch_format import score_record
from core.rules import get_rules
from core.rules.mcr.fields import McrFigures
from core.rules.riichi.fields import RiichiFigures


def test_each_rule_set_declares_the_type_of_its_figures_and_its_scores_carry_one() -> None:
    cases = {
        "mcr": ("123m456p789s1112z+2z", {}, McrFigures),
        "riichi": ("234m345p456s678s8s+8s", {"riichi": True}, RiichiFigures),
        "taiwan": ("123m456m789m123p456p7s+7s", {}, NoFigures),
    }
    for name, (hand, context, kind) in cases.items():
        rules = get_rules(name)
        assert rules.layout.figures is kind
        s = rules.score(parse_hand(hand), context)
        assert type(s.figures) is kind, name


def test_riichi_figures_are_read_by_name() -> None:
    # riichi, tsumo, pinfu, tanyao: 4 han 20 fu; the dealer (seat East by default) takes 2,600 all
    s = get_rules("riichi").score(parse_hand("234m345p456s678s8s+8s"), {"riichi": True, "self_drawn": True})
    assert (s.figures.han, s.figures.fu, s.figures.yakuman, s.figures.limit) == (4, 20, 0, None)
    assert s.figures.points == 7800 and s.pay == (("each", 2600),)
    assert s.headline.value == s.figures.points  # the layout's headline_value names a field


def test_mcr_figures_hold_the_fan_before_flowers() -> None:
    s = get_rules("mcr").score(parse_hand("123m456p789s1112z+2z 1f2f"), {})
    assert s.figures == McrFigures(fan_before_flowers=s.total - 2, flowers=2, toward_minimum=s.total - 2, minimum=8)


def test_the_batch_result_lists_the_figures_in_their_declared_order() -> None:
    out = score_record({"rules": "riichi", "hand": "234m345p456s678s8s", "win": "8s", "context": {"riichi": True}})
    s = get_rules("riichi").score(parse_hand("234m345p456s678s8s+8s"), {"riichi": True})
    keys = list(out)
    assert keys[keys.index("received") + 1 : keys.index("table")] == list(RiichiFigures._fields)
    assert keys[-1] == "table"  # which table scored it comes last
    assert [out[k] for k in RiichiFigures._fields] == list(s.figures)
    assert figure_pairs(NO_FIGURES) == ()


def test_a_score_is_made_with_keywords_only() -> None:
    hand = parse_hand("123m456p789s1112z+2z")
    with pytest.raises(TypeError):
        Score("mcr", hand, True, None, 8, (), (), None, (), 0)  # type: ignore[misc]
    s = Score(
        rules="mcr",
        hand=hand,
        win=True,
        reason=None,
        total=8,
        items=(),
        suppressed=(),
        decomposition=None,
        pay=(),
        received=0,
    )
    assert s.figures is NO_FIGURES and not hasattr(s, "extra")


def test_the_rule_sets_road_to_a_score_makes_the_same_score_as_the_class() -> None:
    # the rule sets make their scores with new_score (compiled, a direct call): the same fields,
    # the same __dict__ keys, equal to the Score the class makes from the same keywords, frozen
    from core.engine.table import new_score

    rules = get_rules("riichi")
    hand = parse_hand("234m345p456s678s8s+8s")
    ctx = rules.check_context({"riichi": True})
    opts = rules.check_options({})
    kw = dict(
        rules="riichi",
        hand=hand,
        win=True,
        reason=None,
        total=2,
        items=(),
        suppressed=(),
        decomposition=None,
        pay=(("each", 1000),),
        received=3000,
        notes=("n",),
        layout=rules.layout,
    )
    for lazy in ({}, {"context_of": (rules, ctx), "table_of": (rules, opts)}):
        made, cls = new_score(**kw, **lazy), Score(**kw, **lazy)  # type: ignore[arg-type]
        assert made == cls and list(made.__dict__) == list(cls.__dict__)
        assert made.context == cls.context and made.table == cls.table
        with pytest.raises(AttributeError):
            made.total = 3  # type: ignore[misc]
    # what a rule set makes is what the class would
    s = rules.score(hand, {"riichi": True})
    assert s == Score(
        **{k: v for k, v in s.__dict__.items() if not k.startswith("_")}, context=s.context, table=s.table
    )
