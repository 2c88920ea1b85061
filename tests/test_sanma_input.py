"""Issue 41, "Input checked the same everywhere": a three-player rule set's tiles, calls and
seats are refused alike by the score, the waits, the analysis and the window (its hand box,
palette, meld buttons and seat control), in the same words, because each asks the rule set's
declared capabilities (:meth:`RuleSet.check_hand`) rather than checking on its own."""

from __future__ import annotations

import io
import os
from typing import Any

import pytest

from core.engine.analysis import analyse
from core.model.errors import ContextError, HandError
from core.model.notation import parse_hand
from core.model.tiles import Tile
from core.rules import get_rules
from core.shells.cli import main

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

S = get_rules("sanma")
STANDING = "234m456p789s11z99p"  # 2m 3m 4m: not in a set of three (one tile short, waiting on 1z and 9p)
LANGS = ("en", "zh-Hans", "zh-Hant", "ja")


def _cli(*argv: str, capsys: Any) -> tuple[int, str]:
    out = io.StringIO()
    code = main(list(argv), out)
    return code, out.getvalue() + capsys.readouterr().err


def _refusal(call: Any) -> HandError:
    with pytest.raises(HandError) as e:
        call()
    return e.value


def test_a_tile_the_set_lacks_is_refused_alike_by_score_waits_and_analysis(capsys: Any) -> None:
    by_score = _refusal(lambda: S.score(parse_hand(STANDING + "+9p"), {}))
    by_analysis = _refusal(lambda: analyse(S, parse_hand(STANDING), {}, None, score=False))
    assert by_score.code == by_analysis.code == "not_in_the_set"
    for lang in LANGS:
        assert by_score.text(lang) == by_analysis.text(lang)
    assert "2m" in by_score.text("en") and "Three-player riichi" in by_score.text("en")
    assert "三人麻雀" in by_score.text("ja")
    # the command line's waits refuse it too, where they listed waits before
    code, text = _cli("waits", "-r", "sanma", STANDING, capsys=capsys)
    assert code != 0 and "waits:" not in text and by_score.text("en") in text
    code, text = _cli("waits", "-r", "sanma", "234m456p789s11z999p", capsys=capsys)
    assert code != 0 and "discard" not in text and by_score.text("en") in text
    # a riichi table (four players) still takes them
    assert _cli("waits", "-r", "riichi", STANDING, capsys=capsys)[0] == 0


def test_a_chi_is_refused_alike_by_score_and_analysis() -> None:
    by_score = _refusal(lambda: S.score(parse_hand("456p789s11z9m9m+9m [123p]"), {}))
    by_analysis = _refusal(lambda: analyse(S, parse_hand("456p789s11z9m9m [123p]"), {}, None, score=False))
    assert by_score.code == by_analysis.code == "no_chi"
    assert by_score.text("en") == by_analysis.text("en") and "123p" in by_score.text("en")


def test_the_seats_are_the_three_of_the_table() -> None:
    seat = next(f for f in S.context_fields if f.key == "seat_wind")
    assert seat.values == ("E", "S", "W")
    e = _refusal(lambda: S.score(parse_hand("123p456p789s11z9m9m+9m"), {"seat_wind": "N"}))
    assert isinstance(e, ContextError) and e.keys == ("seat_wind",)
    # the words shown name the field they are about (the window said "Cannot score:  needs ...")
    assert e.text("en") == "“Seat wind” must be East, South or West at this table, not North"
    assert e.text("ja") == "この卓の「自風」は東・南または西だけです（北は不可）"
    # the four-player rule set keeps all four seats
    seat4 = next(f for f in get_rules("riichi").context_fields if f.key == "seat_wind")
    assert seat4.values == ("E", "S", "W", "N")
    assert get_rules("riichi").score(parse_hand("123p456p789s11z9m9m+9m"), {"seat_wind": "N", "riichi": True}).win


def test_a_requirement_without_a_condition_names_its_subject() -> None:
    from core.engine.constraints import requires
    from core.engine.fields import Cond

    c = requires((), Cond("seat_wind", among=("E", "S")), "seat_wind must be E or S")
    said = c.explain({f.key: f for f in S.context_fields})
    assert said.en == "“Seat wind”: East or South is required" and not said.en.startswith(" ")


# --- the window ----------------------------------------------------------------------------------


def _window(qtbot: Any, hand: str | None = None) -> Any:
    pytest.importorskip("PySide6")
    pytest.importorskip("pytestqt")
    from gui.app import make_window

    w = make_window("sanma", hand, "en")
    qtbot.addWidget(w)
    w.show()
    return w


def test_the_window_refuses_a_typed_tile_and_a_palette_tile_in_the_cores_words(qtbot: Any) -> None:
    w = _window(qtbot)
    said = _refusal(lambda: S.score(parse_hand(STANDING + "+9p"), {})).text("en")
    typed = _refusal(lambda: w.state.set_from_notation("234m456p789s11z"))
    assert typed.text("en") == said  # the same words
    assert w.state.add_tile(Tile(1)) == _refusal(lambda: S.score(parse_hand("2m456p789s11z999p1z+1z"), {})).text("en")
    assert w.state.snapshot.tiles == ()  # nothing was added
    # tiles kept from a four-player rule set are refused in the evaluation, not scored
    w.state.set_rules("riichi")
    w.state.set_from_notation("234m456p789s11z99p+9p")
    assert w.state.evaluation().score is not None
    w.state.set_rules("sanma")
    ev = w.state.evaluation()
    assert ev.score is None and ev.error is not None and ev.error.code == "not_in_the_set"


def test_the_chi_button_is_disabled_and_a_chi_is_refused(qtbot: Any) -> None:
    w = _window(qtbot, "123p456p789s11z9m9m+9m")
    from core.model.hand import MeldKind

    idx = [i for i, t in enumerate(w.state.snapshot.tiles) if t in (Tile(9), Tile(10), Tile(11))]
    for i in idx:
        w.strip.toggle_selection(i)
    assert not w.melds.buttons[MeldKind.CHOW].isEnabled()
    assert MeldKind.CHOW not in w.state.meld_options(idx)
    refused = w.state.declare_meld(MeldKind.CHOW, idx)
    assert refused == _refusal(lambda: S.score(parse_hand("456p789s11z9m9m+9m [123p]"), {})).text("en")
    # in riichi the same three tiles make a chi
    w.state.set_rules("riichi")
    assert MeldKind.CHOW in w.state.meld_options(idx)


def test_the_seat_control_offers_the_three_seats(qtbot: Any) -> None:
    w = _window(qtbot, "123p456p789s11z9m9m+9m")
    combo = w.context_panel.controls["seat_wind"]
    assert [combo.itemData(i) for i in range(combo.count())] == ["E", "S", "W"]
