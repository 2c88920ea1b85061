"""The rules of a Taiwanese 16-tile match (one 將: four rounds), as pure functions over the
frozen values of :mod:`core.referee.match`.

The rules followed (the common Taiwanese table rules, as the user's table, seed 004, and
``shared/spec/taiwan.md`` describe the dealer; the association's 台數計算 says the same of
連莊: 莊家胡牌或是流局, 稱為連莊):

- **Seats and the dealer.** Player 0 deals first and sits East; the others are South, West
  and North in the order the match lists them. The dealer is East.
- **The deal and the streak.** The dealer keeps the deal (連莊) when winning and when the hand
  is an exhaustive draw (流局); the streak N (of 連N拉N) then grows by one. When another player
  wins, the deal passes to the next player (the dealer's right) and N goes back to 0.
- **Rounds.** When the deal has gone round the table once, the prevailing wind moves on: East,
  South, West, North (``rounds``: 1 to 4, a full 將 is 4). The match ends when the deal passes
  on from the last dealer of the last round.
- **Payments.** A win is scored by the Taiwanese rule set with the hand's place in the match:
  the winner's seat wind, the prevailing wind, whether the winner is the dealer, the dealer's
  streak N, whether the dealer discarded the winning tile, and self-draw. The payments are the
  score's: a discard win is paid by the discarder (底 + 台 × the value of one 台, the dealer's
  1 + 2N 台 in it when the dealer is the winner or the discarder); a self-draw is paid by all
  three, the dealer paying the dealer's 台 on top when a non-dealer self-draws (the payer
  roles ``discarder``, ``each``, ``dealer``, ``non_dealer``). An exhaustive draw pays nothing.
- **Penalties.** A referee's ``deduction``: the points given are taken from the offender
  alone (house rules for a false win differ too much to fix one here).
- **Result.** There are no table points in Taiwanese play: the standing is the money won or
  lost (the match points), ranked.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any, Final

from core.engine.match_rules import (
    E_MATCH_OVER,
    E_UNKNOWN_ENTRY,
    N_DEDUCTION,
    OFFENDER_DEDUCTION,
    PLAYERS,
    ROUND_WORDS,
    WINDS,
    Body,
    Draw,
    MatchRules,
    Penalty,
    Seating,
    Step,
    TableState,
    WinHand,
    add,
    offender_deduction,
    per_player,
    refused,
    win_deltas,
)
from core.engine.schema import Field, FieldType, _check_fields as check_fields
from core.engine.score import Names, names
from core.rules.taiwan import NAME, TITLE

#: the match rules' own options
OPTION_FIELDS: Final[tuple[Field, ...]] = (
    Field(
        "rounds",
        FieldType.INT,
        4,
        names("Rounds", "圈数", "圈數", "圏数"),
        names(
            "how many rounds the match has: 4 is a full match (一將), East, South, West and North",
            "比赛的圈数：4 圈为一将（东南西北）",
            "比賽的圈數：4 圈為一將（東南西北）",
            "対局の圏数：4 で一將（東南西北）",
        ),
        minimum=1,
        maximum=4,
    ),
)

# --- what the sheet says of an entry, and the refusals, in every language -----------------------

_N_DEALER_WINS: Final = Names("the dealer wins: 連{n}", "庄家胡牌：连{n}", "莊家胡牌：連{n}", "荘家の和了：連{n}")
_N_DRAW: Final = Names(
    "exhaustive draw: the dealer keeps the deal", "流局：庄家连庄", "流局：莊家連莊", "流局：荘家の連荘"
)
_E_DRAW_READY: Final = Names(
    "a Taiwanese draw pays nothing and names no ready players",
    "台湾麻将流局不付分，也不记听牌者",
    "台灣麻將流局不付分，也不記聽牌者",
    "台湾麻雀の流局は支払いがなく、聴牌者も記録しません",
)


def seating(hands: int, rnd: int, turn: int, streak: int) -> Seating:
    """The seating of a hand: the round's wind, the dealer (player ``turn``) East and the others
    in order, a label such as ``S2-3`` (South round, second dealer, streak 3)."""
    winds = tuple(WINDS[(p - turn) % PLAYERS] for p in range(PLAYERS))
    label = f"{WINDS[rnd]}{turn + 1}" + (f"-{streak}" if streak else "")
    return Seating(hands, WINDS[rnd], (winds[0], winds[1], winds[2], winds[3]), label, (("streak", streak),))


class TaiwanMatchRules(MatchRules):
    """Taiwanese match rules: see the module's text."""

    rules = NAME
    title = TITLE
    planned_hands = None  # a dealer's streak makes the number of hands open
    penalty_kinds = (OFFENDER_DEDUCTION,)
    draw_tenpai = False
    source = "common Taiwanese table rules: the dealer keeps the deal on a win or a draw (連莊), 連N拉N, four rounds"
    option_fields = OPTION_FIELDS

    def label_names(self, seating: Seating) -> Names:
        """``S2-3`` (the South round, its second dealer, streak 3, 連3): 南風圈 第2局 連3."""
        zh_hans, zh_hant, ja = ROUND_WORDS[seating.round_wind]
        n = seating.dealer + 1
        streak = seating.counter("streak")
        extra = ("", "", "") if not streak else (f" 连{streak}", f" 連{streak}", f" 連{streak}")
        return Names(
            seating.label,
            f"{zh_hans}风圈 第{n}局{extra[0]}",
            f"{zh_hant}風圈 第{n}局{extra[1]}",
            f"{ja}風圏 第{n}局{extra[2]}",
        )

    def check_match_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        return check_fields(OPTION_FIELDS, options, "option")  # as a rule set checks its own options

    @staticmethod
    def _state(hands: int, scores: tuple[int, ...], rnd: int, turn: int, streak: int, finished: bool) -> TableState:
        carry = (("round", rnd), ("streak", streak), ("turn", turn))
        return TableState(hands, seating(hands, rnd, turn, streak), per_player(scores), carry, finished)

    def start(self, options: Mapping[str, Any]) -> TableState:
        return self._state(0, (0, 0, 0, 0), 0, 0, 0, False)

    def implied_context(
        self, seating: Seating, winner: int, discarder: int | None, facts: Mapping[str, Any]
    ) -> dict[str, Any]:
        dealer = seating.dealer
        return {
            "seat_wind": seating.winds[winner],
            "round_wind": seating.round_wind,
            "self_drawn": discarder is None,
            "dealer": winner == dealer,
            "dealer_streak": seating.counter("streak"),
            "discarder_is_dealer": discarder == dealer,
        }

    def apply(self, state: TableState, body: Body, options: Mapping[str, Any]) -> Step:
        here = state.seating
        rnd, turn, streak = state.carried("round"), state.carried("turn"), state.carried("streak")
        if isinstance(body, Penalty):
            self.penalty_kind(body.kind)
            deltas = offender_deduction(body)
            return Step(
                deltas,
                TableState(state.hands_played, here, add(state.scores, deltas), state.carry, state.finished),
                (N_DEDUCTION.format(points=body.points),),
            )
        if state.finished:
            raise refused(E_MATCH_OVER, "match_over", hands=state.hands_played)
        if isinstance(body, WinHand):
            deltas = win_deltas(body, here)
            keeps = body.winner == here.dealer
            notes: tuple[Names, ...] = (_N_DEALER_WINS.format(n=streak + 1),) if keeps else ()
        elif isinstance(body, Draw):
            self.draw_kind(body)  # (these rules know only the exhaustive draw: a kind is refused)
            if body.tenpai:
                raise refused(_E_DRAW_READY)
            deltas, keeps, notes = (0, 0, 0, 0), True, (_N_DRAW,)
        else:  # pragma: no cover - the body kinds are the three above
            raise refused(E_UNKNOWN_ENTRY, body=repr(body))
        played = state.hands_played + 1
        if keeps:
            streak += 1
        else:  # the deal passes to the next player; after the fourth dealer the round moves on
            streak = 0
            turn += 1
            if turn == PLAYERS:
                turn, rnd = 0, rnd + 1
        finished = rnd >= int(options.get("rounds", 4))
        after = self._state(played, add(state.scores, deltas), min(rnd, 3), turn % PLAYERS, streak, finished)
        return Step(deltas, after, notes)

    def table_points(self, state: TableState, options: Mapping[str, Any]) -> tuple[Fraction, ...]:
        """No table points in Taiwanese play: the standing is the money (the match points)."""
        return tuple(Fraction(s) for s in state.scores)


#: what ``core.rules.taiwan.ruleset`` names as its match rules
MATCH_RULES: Final = TaiwanMatchRules()
