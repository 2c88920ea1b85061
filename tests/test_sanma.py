"""Three-player riichi (issue 28): hand-worked cases, each with its points worked out here from
the rules in core/rules/sanma/ruleset.py (tsumo-loss as the common rules and Tenhou have it: a
non-dealer's mangan self-drawn is 4,000 from the dealer and 2,000 from the other, 6,000; the
North player's share split: 5,000 and 3,000), and 2,000 generated hands against the
``mahjong`` package's three-player rules (``OptionalRules(is_three_player=True)``)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from core.model.errors import ContextError, HandError, TileCountError
from core.model.notation import parse_hand
from core.referee.batch_format import inputs_of
from core.rules import get_rules

S = get_rules("sanma")
R = get_rules("riichi")

# 123p 456p 789s, a pair of East, and 99m waiting on a shanpon: no yaku of its own but riichi
# or a self-draw; the 9m pung is 4 fu won on a discard (open), 8 self-drawn (concealed)
A = "123p456p789s11z9m9m+9m"
# an open hand: a pung of white called (1 han), 1m single wait
B = "234p567s789s1m+1m [555z]"


def _s(hand: str, ctx: dict[str, Any], options: dict[str, Any] | None = None) -> Any:
    return S.score(parse_hand(hand), ctx, options or {})


#: (hand, context, options, han, fu, pay, received): each worked out by hand
CASES: list[tuple[str, dict[str, Any], dict[str, Any], int, int, dict[str, int], int]] = [
    # dealer ron, riichi: 1 han; 20 + 10 (closed ron) + 4 (9m pung on a discard) + 4 (East pair,
    # seat and round) = 38 -> 40 fu; basic 40 x 2^3 = 320, x6 = 1,920 -> 2,000
    (A, {"riichi": True}, {}, 1, 40, {"discarder": 2000}, 2000),
    # dealer tsumo, riichi: 2 han; 20 + 2 + 8 + 4 = 34 -> 40; basic 640: 1,300 from each of two
    # (tsumo-loss: four players would make 3,900)
    (A, {"riichi": True, "self_drawn": True}, {}, 2, 40, {"each": 1300}, 2600),
    # South tsumo: the East pair is the round's only: 32 -> 40; 2 han: 1,300 and 700 (not 2,700)
    (A, {"riichi": True, "self_drawn": True, "seat_wind": "S"}, {}, 2, 40, {"dealer": 1300, "non_dealer": 700}, 2000),
    # the same with the North share split: 700 / 2 = 350 -> 400 on each
    (
        A,
        {"riichi": True, "self_drawn": True, "seat_wind": "S"},
        {"payment": "north_split"},
        2,
        40,
        {"dealer": 1700, "non_dealer": 1100},
        2800,
    ),
    # West tsumo in the South round: the East pair scores no fu: 30 fu; 2 han, basic 480: 1,000 and 500
    (
        A,
        {"riichi": True, "self_drawn": True, "seat_wind": "W", "round_wind": "S"},
        {},
        2,
        30,
        {"dealer": 1000, "non_dealer": 500},
        1500,
    ),
    # one North pulled: 1 han more (riichi 1 + kita 1): basic 640, x6 = 3,840 -> 3,900
    (A, {"riichi": True, "kita": 1}, {}, 2, 40, {"discarder": 3900}, 3900),
    # two pulled, West indicator (North is dora): riichi 1 + kita 2 + dora 2 = 5: dealer mangan
    (A, {"riichi": True, "kita": 2, "dora_indicators": "3z"}, {}, 5, 40, {"discarder": 12000}, 12000),
    # North dora but none pulled and none held: riichi only
    (A, {"riichi": True, "dora_indicators": "3z"}, {}, 1, 40, {"discarder": 2000}, 2000),
    # indicator 1m shows 9m: three dora; 4 han 40 fu: 2,560 basic, mangan: 12,000
    (A, {"riichi": True, "dora_indicators": "1m"}, {}, 4, 40, {"discarder": 12000}, 12000),
    # indicator 9m shows 1m, which the hand lacks: riichi only
    (A, {"riichi": True, "dora_indicators": "9m"}, {}, 1, 40, {"discarder": 2000}, 2000),
    # ura: a West ura indicator with one North pulled: riichi 1 + kita 1 + ura 1 = 3; basic
    # 1,280, x6 = 7,680 -> 7,700
    (A, {"riichi": True, "kita": 1, "ura_indicators": "3z"}, {}, 3, 40, {"discarder": 7700}, 7700),
    # honba 2 on a ron: 200 each counter
    (A, {"riichi": True, "honba": 2}, {}, 1, 40, {"discarder": 2400}, 2400),
    # honba 2 on a dealer tsumo: 100 a counter from each of the two
    (A, {"riichi": True, "self_drawn": True, "honba": 2}, {}, 2, 40, {"each": 1500}, 3000),
    # honba by option: 300 on a ron, 150 from each on a tsumo
    (A, {"riichi": True, "honba": 1}, {"honba_ron": 300}, 1, 40, {"discarder": 2300}, 2300),
    (A, {"riichi": True, "self_drawn": True, "honba": 1}, {"honba_tsumo": 150}, 2, 40, {"each": 1450}, 2900),
    # a riichi stick on the table: 1,000 more received
    (A, {"riichi": True, "riichi_sticks": 1}, {}, 1, 40, {"discarder": 2000}, 3000),
    # a non-dealer's mangan self-drawn (riichi, tsumo, three Norths): 4,000 and 2,000 = 6,000
    (
        A,
        {"riichi": True, "self_drawn": True, "seat_wind": "S", "kita": 3},
        {},
        5,
        40,
        {"dealer": 4000, "non_dealer": 2000},
        6000,
    ),
    # ... and with the North share split: 5,000 and 3,000
    (
        A,
        {"riichi": True, "self_drawn": True, "seat_wind": "S", "kita": 3},
        {"payment": "north_split"},
        5,
        40,
        {"dealer": 5000, "non_dealer": 3000},
        8000,
    ),
    # a dealer's mangan self-drawn: 4,000 from each of two (split: 6,000 each)
    (A, {"riichi": True, "self_drawn": True, "kita": 3}, {}, 5, 40, {"each": 4000}, 8000),
    (A, {"riichi": True, "self_drawn": True, "kita": 3}, {"payment": "north_split"}, 5, 40, {"each": 6000}, 12000),
    # the open hand: haku 1 han; 20 + 4 (called honour pung) + 2 (single wait) = 26 -> 30 fu;
    # South ron: basic 240, x4 = 960 -> 1,000
    (B, {"seat_wind": "S"}, {}, 1, 30, {"discarder": 1000}, 1000),
    # South tsumo: 20 + 4 + 2 + 2 = 28 -> 30: 500 and 300 (split: 150 -> 200 more on each)
    (B, {"seat_wind": "S", "self_drawn": True}, {}, 1, 30, {"dealer": 500, "non_dealer": 300}, 800),
    (
        B,
        {"seat_wind": "S", "self_drawn": True},
        {"payment": "north_split"},
        1,
        30,
        {"dealer": 700, "non_dealer": 500},
        1200,
    ),
    # the open hand with two Norths pulled: 3 han 30 fu, basic 960, South ron: 3,840 -> 3,900
    (B, {"seat_wind": "S", "kita": 2}, {}, 3, 30, {"discarder": 3900}, 3900),
    # a red 5p: one more dora
    # a red 5p (340p): one more dora: 2 han 30 fu, basic 480, x4 = 1,920 -> 2,000
    ("340p567s789s1m+1m [555z]", {"seat_wind": "S"}, {}, 2, 30, {"discarder": 2000}, 2000),
]


@pytest.mark.parametrize("hand, ctx, options, han, fu, pay, received", CASES)
def test_hand_worked_cases(
    hand: str, ctx: dict[str, Any], options: dict[str, Any], han: int, fu: int, pay: dict[str, int], received: int
) -> None:
    s = _s(hand, ctx, options)
    assert s.win
    assert (s.figures.han, s.figures.fu, dict(s.pay), s.received) == (han, fu, pay, received)


def test_the_north_pulled_is_dora_never_a_yaku() -> None:
    s = _s(A, {"kita": 2})  # no riichi, a ron: two han of dora but no yaku
    assert not s.win and s.reason == "no_yaku" and s.total == 2
    riichi_too = _s(A, {"kita": 2, "riichi": True})
    assert riichi_too.item("kita").count == 2 and riichi_too.item("kita").section == "dora"


def test_a_yakuman_rules_the_north_out_as_every_dora() -> None:
    s = _s("555z666z777z1m1m9m9m+9m", {"kita": 2})
    assert s.figures.yakuman == 1 and s.item("kita") is None
    assert any(x.id == "kita" and x.by == "daisangen" for x in s.suppressed)
    assert dict(s.pay) == {"discarder": 48000}
    # (self-drawn with its pungs all concealed it would be suuankou too: one pung called)
    assert dict(_s("666z777z1m1m9m9m+9m [555z]", {"self_drawn": True}).pay) == {"each": 16000}
    split = _s("666z777z1m1m9m9m+9m [555z]", {"self_drawn": True, "seat_wind": "W"}, {"payment": "north_split"})
    assert dict(split.pay) == {"dealer": 20000, "non_dealer": 12000} and split.received == 32000


@pytest.mark.parametrize(
    "hand, ctx, code",
    [
        ("123p456p789s11z23m+4m", {}, "not_in_the_set"),  # 2m 3m 4m: not in the set
        ("123p406p789s11z9m9m+9m", {}, "red_five"),  # (0p is a red five of dots: fine, refused only as a fifth)
        ("123p456p789s11z9m9m+9m", {"dora_indicators": "5m"}, "not_in_the_set"),
        ("123p456p11z9m9m+9m [222m]", {}, "not_in_the_set"),
        ("123p456p11z9m9m+9m [789s]", {}, "no_chi"),
    ],
)
def test_what_a_table_of_three_cannot_hold_is_refused(hand: str, ctx: dict[str, Any], code: str) -> None:
    if code == "red_five":
        assert _s(hand, {"riichi": True}).win  # a red 5p is in the set
        return
    with pytest.raises(HandError) as e:
        _s(hand, ctx)
    assert e.value.code == code


def test_a_red_five_of_characters_is_not_in_the_set() -> None:
    with pytest.raises(TileCountError, match="0m"):
        _s(A, {"dora_indicators": "0m"})
    with pytest.raises(TileCountError, match="0m"):
        _s("123p456p789s11z9m0m+9m", {})


def test_norths_and_seats() -> None:
    with pytest.raises(ContextError, match="make 5"):
        _s("123p456p789s44z9m9m+9m", {"kita": 3})
    assert _s("123p456p789s44z9m9m+9m", {"kita": 2, "riichi": True}).item("kita").count == 2
    with pytest.raises(ContextError, match="East, South or West at this table, not North"):
        _s(A, {"seat_wind": "N"})
    with pytest.raises(ContextError):
        _s(A, {"kita": 5})
    # a North pung kept in the hand is a guest wind: no yakuhai (no seat and no round is North)
    s = _s("123p456p789s444z1m+1m", {"riichi": True, "round_wind": "S"})
    assert {i.id for i in s.items if i.section == "yaku"} == {"riichi"}


def test_the_same_hand_pays_less_self_drawn_than_in_riichi_and_the_same_on_a_ron() -> None:
    h = parse_hand(A)
    assert dict(S.score(h, {"riichi": True}).pay) == dict(R.score(h, {"riichi": True}).pay)
    assert (
        S.score(h, {"riichi": True, "self_drawn": True}).received
        < R.score(h, {"riichi": True, "self_drawn": True}).received
    )


def test_the_presets_and_the_research_cases() -> None:
    """Worked examples of the two payments (Mahjong Soul's north split as the tensoul log
    converter has it): 30 fu 2 han self-drawn, tsumo-loss 1,000 + 500, the dealer 1,000 from
    each; the north split 1,300 + 800, the dealer 1,500 from each."""
    two_han_30 = "123p456p789s33z9m9m+9m"  # riichi + tsumo; 20 + 2 + 8 (9m concealed pung) = 30
    ns = S.preset_as_options(next(p for p in S.presets if p.key == "north_split"))
    tenhou = S.preset_as_options(S.presets[0])
    south = {"riichi": True, "self_drawn": True, "seat_wind": "S"}
    east = {"riichi": True, "self_drawn": True}
    assert dict(_s(two_han_30, south, tenhou).pay) == {"dealer": 1000, "non_dealer": 500}
    assert dict(_s(two_han_30, east, tenhou).pay) == {"each": 1000}
    assert dict(_s(two_han_30, south, ns).pay) == {"dealer": 1300, "non_dealer": 800}
    assert dict(_s(two_han_30, east, ns).pay) == {"each": 1500}
    # a double yakuman (thirteen orphans on a 13-sided wait): Tenhou one, Mahjong Soul two
    big = "19m19p19s1234567z+1m"
    assert _s(big, {"self_drawn": True}, tenhou).figures.yakuman == 1
    ms = S.preset_as_options(next(p for p in S.presets if p.key == "mahjong_soul"))
    assert _s(big, {"self_drawn": True}, ms).figures.yakuman == 2


def test_the_tiles_and_the_rule_set_say_what_they_are() -> None:
    assert S.shapes.missing == frozenset(range(1, 8))
    rules = S.match_rules()  # the match sheet of three (tests/test_match_sanma.py)
    assert rules is not None and rules.players == 3 and rules.rules == "sanma"
    assert [p.key for p in S.presets] == ["tenhou", "mahjong_soul", "north_split"]
    items = {i.id: i for i in S.items()}
    assert items["kita"].section == "dora" and items["kita"].value == 1
    assert "pao" not in {f.key for f in S.context_fields}


def test_the_analysis_never_draws_a_tile_the_set_lacks() -> None:
    from core.engine.analysis import analyse

    found = analyse(S, parse_hand("1m9m123p456p789s11z2z"), {}, None, score=False)
    for option in found.options:
        assert all(i.kind not in range(1, 8) for i in option.improving)


# --- the mahjong package's three-player rules on generated hands ------------------------------


def _differential(n: int, seed: int) -> list[str]:
    pytest.importorskip("mahjong")
    from tests.oracles.sanma import generate, oracle

    rng = random.Random(seed)
    out = []
    compared = 0
    for _ in range(n):
        g = generate(rng)
        _r, hand, ctx, options = inputs_of(g.record)
        s = S.score(hand, ctx, options)
        o = oracle(g)
        if o.error:
            if not (o.error == "no_yaku" and not s.win):
                out.append(f"{g.record}: mahjong says {o.error}, we say win={s.win}")
            continue
        compared += 1
        ours = (
            s.win,
            s.figures.han,
            s.figures.fu if not s.figures.yakuman else None,
            s.figures.limit,
            dict(s.pay),
            s.received,
            s.figures.points,
        )
        theirs = (True, o.han, o.fu if not s.figures.yakuman else None, o.limit, o.pay, o.received, o.points)
        if ours != theirs:
            out.append(f"{g.record}:\n  ours   {ours}\n  theirs {theirs}")
    assert compared > n // 2
    return out


def test_generated_hands_agree_with_the_mahjong_packages_three_player_rules() -> None:
    """han, fu, limit, every payment, received and points: 2,000 generated hands (closed and
    open, kongs, red fives, dora and ura with 1m showing 9m, North tiles pulled, honba, sticks)."""
    assert _differential(2000, 3) == []


def test_the_payers_are_named_for_a_table_of_three() -> None:
    s = _s(A, {"riichi": True, "self_drawn": True, "seat_wind": "S"})
    assert [p.names.en for p in s.payments] == ["dealer", "the other non-dealer"]
    assert [p.names.get("ja") for p in _s(A, {"riichi": True, "self_drawn": True}).payments] == ["2人それぞれ"]


def test_the_palette_has_no_2m_to_8m_and_counts_the_pulled_norths(qtbot: Any) -> None:
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    pytest.importorskip("PySide6")
    from gui.app import make_window

    w = make_window("sanma", "123p456p789s44z9m9m+9m", "en")
    w.remember_choices = False  # type: ignore[attr-defined]
    qtbot.addWidget(w)
    w.show()
    buttons = w.palette_widget.buttons
    assert "1m" in buttons and "9m" in buttons and not any(f"{n}m" in buttons for n in range(2, 9))
    assert "0m" not in buttons and "0p" in buttons and "0s" in buttons
    assert buttons["4z"].text() == "2"
    w.state.set_context("kita", 2)
    assert buttons["4z"].text() == "0" and not buttons["4z"].isEnabled()
