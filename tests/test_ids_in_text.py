"""Issue 41, "Ids in text": a message shown in the window names a choice by its name in the
window's language, never by its internal id (“Flower win” 'seven_rob_one' was shown), and the
riichi pao refusals name the yakuman, not their ids, in English too. The command line's message
still names the key and the value as they are typed there."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from core.model.errors import ContextError
from core.model.notation import parse_hand
from core.rules import get_rules

LANGS = ("en", "zh-Hans", "zh-Hant", "ja")


def _refused(run: Callable[[], Any]) -> ContextError:
    with pytest.raises(ContextError) as e:
        run()
    return e.value


def test_a_flower_win_with_seven_flowers_names_the_choice() -> None:
    tw = get_rules("taiwan")
    e = _refused(
        lambda: tw.score(
            parse_hand("123m456m789m123p456p1z+1z 1f2f3f4f5f6f7f"), {"seat_wind": "S", "flower_win": "seven_rob_one"}
        )
    )
    assert e.text("en") == (
        "“Flower win” “Seven rob one (robbed the eighth)”: a flower win needs all eight flowers in "
        "the hand (it shows 7)"
    )
    assert "七搶一" in e.text("zh-Hant") and "七抢一" in e.text("zh-Hans")
    for lang in LANGS:
        assert "seven_rob_one" not in e.text(lang)
    assert str(e).startswith("flower_win 'seven_rob_one': ")  # (the command line's, as typed)


def test_a_first_turn_win_with_melds_names_the_choice() -> None:
    mcr = get_rules("mcr")
    e = _refused(
        lambda: mcr.score(
            parse_hand("123m456p789s1z [777z] +1z"), {"initial_win": "heaven", "self_drawn": True}, {"blessings": True}
        )
    )
    assert e.keys == ("initial_win",)
    assert e.text("en").startswith("“First-turn win” “heaven (dealer's first draw)”: ")  # its name, not 'heaven'
    for lang in LANGS:
        assert "'heaven'" not in e.text(lang), e.text(lang)
    assert "天和" in e.text("zh-Hans") and str(e).startswith("initial_win 'heaven': ")


def test_the_pao_refusals_name_the_yakuman_not_their_ids() -> None:
    riichi = get_rules("riichi")
    e = _refused(lambda: riichi.score(parse_hand("123m456p789s1z [777z] +1z"), {"pao": "discarder"}))
    assert e.text("en") == (
        "“Pao (liable player)”: a player is liable only for Daisangen, Daisuushii, and this hand does not count one"
    )
    for lang in LANGS:
        assert "daisangen" not in e.text(lang) and "daisuushii" not in e.text(lang)
    assert str(e).startswith("pao: ")
    # daisangen with the dragons all concealed: no called set to be liable for
    e = _refused(lambda: riichi.score(parse_hand("555666777z9p+9p [123m]"), {"pao": "discarder"}))
    assert "Daisangen is not made of called sets" in e.text("en") and "daisangen" not in e.text("en")
