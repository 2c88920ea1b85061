"""The riichi rule set (core/rules/riichi.py): yaku, yakuman, dora, fu, points, constraints.

Each test names the rule it follows. The rules are those of the issue (issue 12) and of
the usual rule books (Tenhou's, the WRC and EMA riichi rules agree on all of these unless a
test says otherwise). The real Tenhou hands of ``shared/reference/riichi`` are scored under
the tenhou preset and compared with Tenhou's own han, fu, points, received and yaku; the
``mahjong`` package (test-only) is the oracle of the differential test.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from core import parse_hand
from core.batch import hand_from_record
from core.errors import ContextError, NotAWinError
from core.rules import get_rules
from core.rules.riichi import Riichi, basic_points, dora_of
from core.score import Score

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = Path(os.environ.get("MJ_SHARED", ROOT.parent / "shared")) / "reference" / "riichi" / "tenhou-agari.jsonl"

R: Riichi = get_rules("riichi")  # type: ignore[assignment]
TENHOU = R.preset_options("tenhou")


def score(text: str, options: dict[str, Any] | None = None, **context: Any) -> Score:
    return R.score(parse_hand(text), context, options)


def yaku(s: Score) -> dict[str, int]:
    """The counted yaku, yakuman and dora: id -> han."""
    return {i.id: i.subtotal for i in s.items if i.section in ("yaku", "yakuman", "dora")}


def fu_items(s: Score) -> dict[str, int]:
    return {i.id: i.subtotal for i in s.items if i.section == "fu"}


# --- Tenhou's own answers on real hands --------------------------------------------------------

#: Tenhou's yaku ids (shared/reference/README.md) as this rule set's row ids; 10-17 are the
#: seat winds E/S/W/N and the round winds E/S/W/N
TENHOU_YAKU = {0: "menzen_tsumo", 1: "riichi", 2: "ippatsu", 3: "chankan", 4: "rinshan", 5: "haitei", 6: "houtei",
               7: "pinfu", 8: "tanyao", 9: "iipeikou", 18: "haku", 19: "hatsu", 20: "chun", 21: "double_riichi",
               22: "chiitoitsu", 23: "chanta", 24: "ittsu", 25: "sanshoku", 26: "sanshoku_doukou", 27: "sankantsu",
               28: "toitoi", 29: "sanankou", 30: "shousangen", 31: "honroutou", 32: "ryanpeikou", 33: "junchan",
               34: "honitsu", 35: "chinitsu", 37: "tenhou", 38: "chiihou", 39: "daisangen", 40: "suuankou",
               41: "suuankou_tanki", 42: "tsuuiisou", 43: "ryuuiisou", 44: "chinroutou", 45: "chuuren",
               46: "junsei_chuuren", 47: "kokushi", 48: "kokushi_13", 49: "daisuushii", 50: "shousuushii",
               51: "suukantsu", 52: "dora", 53: "ura_dora", 54: "aka_dora"}
for _i in range(10, 18):
    TENHOU_YAKU[_i] = "yakuhai_seat" if _i < 14 else "yakuhai_round"


def _reference() -> list[dict[str, Any]]:
    if not REFERENCE.exists():
        pytest.skip(f"the shared reference data is not at {REFERENCE} (set MJ_SHARED)")
    return [json.loads(line) for line in REFERENCE.read_text(encoding="utf-8").splitlines() if line.strip()]


def _tenhou_score(record: dict[str, Any]) -> Score:
    """One reference hand scored under the tenhou preset. Tenhou gives the honba and riichi
    sticks of a double ron to the first winner only (``second_ron``): the second one's are set
    to 0. ``first_turn`` (tenhou / chiihou) is read from Tenhou's answer."""
    expect = record["expect"]
    ctx = dict(record["context"], first_turn=expect["first_turn"])
    if expect["second_ron"]:
        ctx.update(honba=0, riichi_sticks=0)
    hand, _flowers = hand_from_record(record)
    assert record["options"] == {k: TENHOU[k] for k in record["options"]}, "the records are under Tenhou's rules"
    return R.score(hand, ctx, TENHOU)


def test_the_real_tenhou_hands_agree_with_tenhou() -> None:
    """Tenhou's own han, fu, points (no honba or sticks), received (with them) and yaku set,
    on the 286 real hands of shared/reference/riichi. Target: at least 99% agree; every
    remaining one is explained in tests/data/riichi_adjudication.md."""
    records = _reference()
    assert len(records) == 286
    disagree = []
    for record in records:
        expect = record["expect"]
        s = _tenhou_score(record)
        got = (s.extra_value("han"), s.extra_value("fu"), s.extra_value("points"), s.received,
               sorted(yaku(s)), s.extra_value("limit"))
        limits = [None, "mangan", "haneman", "baiman", "sanbaiman", "yakuman"]
        want = (expect["han"], expect["fu"], expect["points"], expect["received"],
                sorted({TENHOU_YAKU[y] for y in expect["yaku"]}), limits[expect["limit"]])
        if got != want or not s.win or s.total != expect["han"]:
            disagree.append((record["id"], got, want))
    agreement = 1 - len(disagree) / len(records)
    assert agreement >= 0.99, disagree
    assert not disagree, disagree  # measured: 286 of 286 agree


def test_a_reference_hand_in_detail_three_han_forty_fu() -> None:
    """Transcribed from the reference (tenhou-2010091009gm-00a9-0000-83af2648&tw=2-100): North
    seat, East round, white dragon pon, ron on 3m for the pair. Seat wind pung (North is
    the seat) 1 + haku 1 + one dora (indicator 3p) = 3 han; 20 + 4 (concealed 444s) + 8
    (concealed 444z) + 4 (open haku) + 2 (pair wait) = 38, rounded to 40 fu: 5200."""
    s = score("3m345p444s444z [555z] +3m", TENHOU, seat_wind="N", dora_indicators="3p")
    assert yaku(s) == {"yakuhai_seat": 1, "haku": 1, "dora": 1}
    assert fu_items(s) == {"fu_base": 20, "fu_pung_simple_closed": 4, "fu_pung_orphan_closed": 8,
                           "fu_pung_orphan_open": 4, "fu_single_wait": 2, "fu_rounding": 2}
    assert (s.extra_value("han"), s.extra_value("fu"), s.extra_value("points")) == (3, 40, 5200)
    assert s.pay == (("discarder", 5200),) and s.received == 5200


def test_riichi_is_the_registered_rule_set_and_scores() -> None:
    assert isinstance(R, Riichi) and R.built
    assert {p.key for p in R.presets} >= {"tenhou", "mahjong_soul", "wrc", "ema"}


def test_dora_indicators_wrap_in_their_cycles() -> None:
    """Dora: the tile after the indicator, 9 to 1 in a suit, N to E in the winds, red to white."""
    assert [dora_of(k) for k in (0, 8, 17, 26, 27, 30, 31, 33)] == [1, 0, 9, 18, 28, 27, 32, 31]


def test_basic_points_and_limits() -> None:
    """Basic points fu x 2^(han+2), mangan from 2000, haneman 6-7, baiman 8-10, sanbaiman
    11-12, kazoe yakuman from 13 (or sanbaiman), kiriage 4/30 and 3/60 as an option."""
    opts = {"kazoe": "yakuman", "kiriage": False}
    assert basic_points(1, 30, 0, opts) == (240, None)
    assert basic_points(4, 30, 0, opts) == (1920, None)
    assert basic_points(4, 30, 0, dict(opts, kiriage=True)) == (2000, "mangan")
    assert basic_points(3, 70, 0, opts) == (2000, "mangan")
    assert basic_points(6, 30, 0, opts) == (3000, "haneman")
    assert basic_points(8, 30, 0, opts) == (4000, "baiman")
    assert basic_points(11, 30, 0, opts) == (6000, "sanbaiman")
    assert basic_points(13, 30, 0, opts) == (8000, "yakuman")
    assert basic_points(13, 30, 0, dict(opts, kazoe="sanbaiman")) == (6000, "sanbaiman")
    assert basic_points(26, 30, 2, opts) == (16000, "yakuman")


def test_no_yaku_is_no_win_but_lists_dora_and_fu() -> None:
    """No yaku, no win: dora do not make a hand a win alone; the result still lists them and fu."""
    s = score("23m456p789p22s [678s] +4m", dora_indicators="1m")
    assert not s.win and s.reason == "no_yaku" and s.pay == () and s.received == 0
    assert yaku(s) == {"dora": 1}
    assert "fu_base" in fu_items(s)
    assert s.headline.text.en.startswith("No yaku")


def test_a_hand_that_is_no_winning_shape_is_refused() -> None:
    with pytest.raises(NotAWinError):
        score("12345m456p789s12z +3z")


def test_riichi_needs_a_closed_hand() -> None:
    """Riichi is declared with a closed hand: with a claimed meld it is refused, naming the key."""
    with pytest.raises(ContextError) as info:
        score("23m456p789p22s [678s] +4m", riichi=True)
    assert info.value.keys == ("riichi",)
