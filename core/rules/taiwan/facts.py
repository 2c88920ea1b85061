"""The facts of one reading of a Taiwanese hand (:class:`TaiwanFacts`) and the predicates of
the 台 table's rows over them (how many times each item matches)."""

from __future__ import annotations

from typing import Any, Final

from core.engine.schema import WINDS
from core.engine.table import Facts
from core.model.hand import Hand
from core.rules.taiwan.fields import FLOWERS_CHRYSANTHEMUM_3, printed_number
from core.shapes.decompose import Decomposition, GroupKind, Shape, ShapeRules

# --- the facts of one reading ------------------------------------------------------------------

_SEAT: Final = {w: i for i, w in enumerate(WINDS)}
_DRAGONS: Final = frozenset((31, 32, 33))
_WINDS_K: Final = frozenset((27, 28, 29, 30))


class TaiwanFacts(Facts):
    """The facts the rows ask about, for one reading (``decomposition`` ``None``: a flower win
    whose hand is not scored)."""

    def __init__(
        self,
        hand: Hand,
        decomposition: Decomposition | None,
        context: dict[str, Any],
        options: dict[str, Any],
        shapes: ShapeRules,
    ) -> None:
        super().__init__(hand, decomposition, context, options, shapes)
        ctx = context
        self.scored_hand = decomposition is not None
        self.seat: int = _SEAT[ctx["seat_wind"]]
        self.seat_kind: int = 27 + self.seat
        self.round_kind: int = 27 + _SEAT[ctx["round_wind"]]
        #: the winner is the dealer (the dealer sits East: point "dealer" of taiwan.md)
        self.winner_is_dealer: bool = bool(ctx["dealer"]) or ctx["seat_wind"] == "E"
        #: 作莊 and 連N拉N count in the total (point 10)
        self.dealer_in_total: bool = self.winner_is_dealer or (bool(ctx["discarder_is_dealer"]) and not self.self_drawn)
        self.streak: int = int(ctx["dealer_streak"])
        self.lig = decomposition is not None and decomposition.shape is Shape.SEVEN_PAIRS_AND_PUNG
        self.regular = decomposition is not None and decomposition.shape is Shape.REGULAR
        self.wind_pungs = sum(1 for k in self.pungs if k in _WINDS_K)
        self.dragon_pungs = sum(1 for k in self.pungs if k in _DRAGONS)
        suits = {k // 9 for k in self.kinds if k < 27}
        self.honors = any(k >= 27 for k in self.kinds)
        self.suits = len(suits)
        self.all_honors = bool(self.kinds) and not suits
        self.standing = len(hand.standing)
        #: every set declared by chi, pon or an exposed kong (a concealed kong is not shown)
        self.all_shown = len(hand.melds) == 5 and not any(m.is_concealed for m in hand.melds)
        concealed = 0
        if decomposition is not None:
            for i, g in enumerate(decomposition.groups):
                if g.kind in (GroupKind.PUNG, GroupKind.KONG) and g.concealed:
                    # point 5: a pung the winning discard completed is not concealed
                    if i == decomposition.win_group and not self.self_drawn:
                        continue
                    concealed += 1
        self.concealed_pungs = concealed
        held = {f.number for f in hand.flowers}
        self.flowers = len(held)
        order = options.get("flower_order", FLOWERS_CHRYSANTHEMUM_3)
        self.seat_flowers = sum(1 for f in hand.flowers if printed_number(f.number, order) == self.seat + 1)
        self.flower_sets = (1 if {1, 2, 3, 4} <= held else 0) + (1 if {5, 6, 7, 8} <= held else 0)
        self.flower_win: str = ctx["flower_win"]
        self.dealt = bool(ctx["dealt_flowers"])


F = TaiwanFacts


# the predicates of the rows (how many times each matches one reading)
def _seat_wind_pung(f: F) -> int:
    return 1 if f.scored_hand and f.seat_kind in f.pungs else 0


def _round_wind_pung(f: F) -> int:
    return 1 if f.scored_hand and f.round_kind in f.pungs else 0


def _dragon_pung(f: F) -> int:
    return f.dragon_pungs if f.scored_hand else 0


def _concealed(f: F) -> int:
    return 1 if f.scored_hand and f.concealed else 0


def _all_melded(f: F) -> int:
    return 1 if f.scored_hand and f.all_shown and f.standing == 1 and not f.self_drawn else 0


def _half_melded(f: F) -> int:
    return 1 if f.scored_hand and f.all_shown and f.standing == 1 and f.self_drawn else 0


def _ping_hu(f: F) -> int:
    # point 2: no flower, no honour, no pung or kong, a pair, not 獨聽, not self-drawn; chows
    # may be shown
    return (
        1
        if (f.regular and not f.pungs and not f.honors and f.flowers == 0 and not f.self_drawn and not f.single_wait)
        else 0
    )


def _all_pungs(f: F) -> int:
    return 1 if f.regular and len(f.pungs) == 5 else 0


def _dealer(f: F) -> int:
    return 1 if f.dealer_in_total else 0


def _dealer_streak(f: F) -> int:
    return f.streak if f.dealer_in_total else 0


def _single_wait(f: F) -> int:
    return 1 if f.scored_hand and f.single_wait else 0


def _robbing_kong(f: F) -> int:
    return 1 if f.scored_hand and f.context["robbing_kong"] else 0


def _all_honors(f: F) -> int:
    return 1 if f.scored_hand and f.all_honors else 0


def _full_flush(f: F) -> int:
    return 1 if f.scored_hand and f.suits == 1 and not f.honors else 0


def _half_flush(f: F) -> int:
    # "除字牌外全為一種花色": honours, and the rest of one suit (字一色 holds it vacuously and rules it out)
    return 1 if f.scored_hand and f.honors and f.suits <= 1 else 0


def _three_concealed(f: F) -> int:
    return 1 if f.scored_hand and f.concealed_pungs >= 3 else 0


def _four_concealed(f: F) -> int:
    return 1 if f.scored_hand and f.concealed_pungs >= 4 else 0


def _five_concealed(f: F) -> int:
    return 1 if f.scored_hand and f.concealed_pungs == 5 else 0


def _big_four_winds(f: F) -> int:
    return 1 if f.scored_hand and f.wind_pungs == 4 else 0


def _small_four_winds(f: F) -> int:
    return 1 if f.scored_hand and f.wind_pungs == 3 and f.pair is not None and f.pair in _WINDS_K else 0


def _big_three_dragons(f: F) -> int:
    return 1 if f.scored_hand and f.dragon_pungs == 3 else 0


def _small_three_dragons(f: F) -> int:
    return 1 if f.scored_hand and f.dragon_pungs == 2 and f.pair is not None and f.pair in _DRAGONS else 0


def _self_draw(f: F) -> int:
    return 1 if f.scored_hand and f.self_drawn else 0


def _concealed_self_draw(f: F) -> int:
    return 1 if f.scored_hand and f.self_drawn and f.concealed else 0


def _kong_replacement(f: F) -> int:
    return 1 if f.scored_hand and (f.context["kong_replacement"] or f.context["flower_replacement"]) else 0


def _river_bottom(f: F) -> int:
    return 1 if f.scored_hand and f.context["last_wall_tile"] and not f.self_drawn else 0


def _last_tile(f: F) -> int:
    # point 8: a draw only (the seed has no 河底)
    return 1 if f.scored_hand and f.context["last_wall_tile"] and f.self_drawn else 0


def _seat_flower(f: F) -> int:
    return f.seat_flowers


def _flower_set(f: F) -> int:
    return f.flower_sets


def _all_flowers(f: F) -> int:
    return 1 if f.flowers == 8 else 0


def _eight_immortals(f: F) -> int:
    return 1 if f.flower_win == "eight_immortals" and not f.dealt else 0


def _seven_rob_one(f: F) -> int:
    return 1 if f.flower_win == "seven_rob_one" and not f.dealt else 0


def _dealt_flower_win(f: F) -> int:
    return 1 if f.flower_win != "none" and f.dealt else 0


def _heavenly_ready(f: F) -> int:
    return 1 if f.scored_hand and f.context["heavenly_ready"] else 0


def _earthly_ready(f: F) -> int:
    return 1 if f.scored_hand and f.context["earthly_ready"] else 0


def _earthly_ready_first(f: F) -> int:
    return 1 if f.scored_hand and f.context["earthly_ready"] and f.context["first_go_around"] else 0


def _heavenly_win(f: F) -> int:
    return 1 if f.scored_hand and f.context["heavenly_win"] else 0


def _earthly_win(f: F) -> int:
    c = f.context
    return 1 if f.scored_hand and c["heavenly_ready"] and c["first_go_around"] and f.self_drawn else 0


def _human_win(f: F) -> int:
    c = f.context
    return 1 if f.scored_hand and c["heavenly_ready"] and c["first_go_around"] and not f.self_drawn else 0


def _lig_lig(f: F) -> int:
    return 1 if f.lig else 0
