"""The rules of a riichi match (one hanchan or tonpuusen), as pure functions over the frozen
values of :mod:`core.match`; the options come from a preset (``tenhou``, ``wrc``, ``ema``,
``mleague``) with single values given on top.

The rules followed (the common Japanese rules, as the riichi rule set scores them; the figures
that differ between rule books are the options, their defaults the preset's):

- **Points.** Each player starts with ``start_points`` (Tenhou and M-League 25,000; WRC and EMA
  30,000). The final result is ``(points - return_points) / 1000`` plus the uma of the place,
  in thousands (Tenhou +20/+10/-10/-20; WRC and EMA +15/+5/-5/-15; M-League +30/+10/-10/-30),
  plus the oka, ``4 * (return_points - start_points) / 1000``, to the first place. Players
  with equal points share the uma and oka of their places (``ties = split``, WRC/EMA) or are
  placed by seat order, the first dealer first (``ties = seat``, Tenhou and M-League).
- **Rounds and the dealer.** Player 0 deals first. East round, then South (a hanchan) or East
  only (``length = tonpuusen``). The dealer keeps the deal (renchan) when winning, and at an
  exhaustive draw when ready (``dealer_tenpai_repeat``); otherwise the deal passes to the
  right. The match ends when the deal passes on from the last dealer of the last round; a
  dealer repeat in the last hand plays on (no agari-yame).
- **Counters and sticks.** Every renchan and every exhaustive draw puts one honba counter on
  the table; a non-dealer's win clears them. A riichi declaration puts a 1000-point stick on
  the table (the record names the declarers: ``facts`` ``{"riichi": [players]}``); the next
  winner takes them all. A hand is scored with the counters and sticks on the table then
  (the riichi rule set pays 300 a counter on a ron, 100 from each payer on a tsumo, and adds
  the sticks). Sticks left at the end go to the first place (``leftover_sticks = first``) or
  to no one (``none``).
- **Exhaustive draw.** 3000 points go from the players not ready to the players ready, split
  evenly both ways (one ready: 1000 from each other; two: 1500 from each of the two others;
  three: 3000 from the last); none or all ready: nothing. A riichi declarer must be ready.
- **Chombo.** The hand is played again as it was (the same dealer and counters; riichi
  sticks of the hand returned). ``chombo = reverse_mangan``: the offender pays a mangan as
  if a tsumo of theirs had been won by the others: a dealer 4000 to each, a non-dealer 4000
  to the dealer and 2000 to each other. ``chombo = points``: ``chombo_points`` (20,000 under
  WRC, EMA and M-League) come off the offender's final result after uma, taken from no one.
  A referee's ``deduction`` of the points given is taken the same way.
- **Bust.** With ``bust`` (Tenhou), the match ends when a player's points go below zero.

Not modelled: double or triple ron (record one winner), abortive draws, nagashi mangan,
pao liability payments, a West round extension when nobody reaches the return points.
The riichi rule set names this module (``match_module``); a window records the declarers
through :attr:`player_facts`.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Final, Mapping

from ..match import (
    PLAYERS,
    WINDS,
    Body,
    Draw,
    MatchError,
    MatchRules,
    Penalty,
    PenaltyKind,
    PlayerFact,
    Seating,
    Step,
    TableState,
    WinHand,
    add,
    four,
    win_deltas,
)
from ..score import names
from .base import Choice, Field, FieldType

_CHOICES = {
    "length": ("hanchan", "tonpuusen"),
    "ties": ("split", "seat"),
    "chombo": ("reverse_mangan", "points"),
    "leftover_sticks": ("first", "none"),
}


def _choice(key: str, default: str, help: str) -> Field:
    return Field(key, FieldType.CHOICE, default, names(key, key), help,
                 choices=tuple(Choice(v, names(v, v)) for v in _CHOICES[key]))


def _int(key: str, default: int, help: str, minimum: int | None = None) -> Field:
    return Field(key, FieldType.INT, default, names(key, key), help, minimum=minimum, maximum=1_000_000)


#: the match options (the defaults are the ``tenhou`` preset's)
OPTION_FIELDS: Final[tuple[Field, ...]] = (
    _int("start_points", 25000, "each player's points at the start", 0),
    _int("return_points", 30000, "the points the final result counts from (above start: an oka to the first)", 0),
    _int("uma_1", 20, "uma of the first place, in thousands", -1000),
    _int("uma_2", 10, "uma of the second place, in thousands", -1000),
    _int("uma_3", -10, "uma of the third place, in thousands", -1000),
    _int("uma_4", -20, "uma of the fourth place, in thousands", -1000),
    _choice("length", "hanchan", "hanchan: East and South rounds; tonpuusen: East only"),
    Field("bust", FieldType.BOOL, True, names("bust", "bust"), "the match ends when a player goes below zero"),
    Field("dealer_tenpai_repeat", FieldType.BOOL, True, names("dealer_tenpai_repeat", "dealer_tenpai_repeat"),
          "the dealer keeps the deal at an exhaustive draw when ready"),
    _choice("ties", "seat", "equal points: split the uma and oka, or place by seat order"),
    _choice("chombo", "reverse_mangan", "a chombo pays a mangan to the others, or costs points after uma"),
    _int("chombo_points", 20000, "what a chombo costs after uma (chombo = points)", 0),
    _choice("leftover_sticks", "first", "riichi sticks left at the end: to the first place, or to no one"),
)

#: the presets of the match options
PRESETS: Final[dict[str, dict[str, Any]]] = {
    "tenhou": {},
    "wrc": {"start_points": 30000, "return_points": 30000, "uma_1": 15, "uma_2": 5, "uma_3": -5, "uma_4": -15,
            "bust": False, "ties": "split", "chombo": "points"},
    "ema": {"start_points": 30000, "return_points": 30000, "uma_1": 15, "uma_2": 5, "uma_3": -5, "uma_4": -15,
            "bust": False, "ties": "split", "chombo": "points"},
    "mleague": {"start_points": 25000, "return_points": 30000, "uma_1": 30, "uma_2": 10, "uma_3": -10, "uma_4": -30,
                "bust": False, "ties": "seat", "chombo": "points"},
}

_ROUNDS: Final = {"hanchan": 2, "tonpuusen": 1}


def seating(hands: int, rnd: int, turn: int, honba: int, sticks: int) -> Seating:
    """The seating of a hand: round ``rnd`` (0 East), the ``turn``-th dealer of the round (the
    dealer is player ``turn``: player 0 deals first), with the counters on the table."""
    winds = tuple(WINDS[(p - turn) % 4] for p in range(PLAYERS))
    label = f"{WINDS[rnd % 4]}{turn + 1}" + (f"-{honba}" if honba else "")
    return Seating(hands, WINDS[rnd % 4], (winds[0], winds[1], winds[2], winds[3]), label,
                   (("honba", honba), ("sticks", sticks)))


def _declared(facts: Mapping[str, Any]) -> tuple[int, ...]:
    found = facts.get("riichi") or ()
    if not isinstance(found, (list, tuple)) or any(isinstance(p, bool) or not isinstance(p, int)
                                                   or not 0 <= p < PLAYERS for p in found):
        raise MatchError(f"facts 'riichi' must list the players (0-3) who declared riichi, not {found!r}",
                         code="bad_match_record")
    if len(set(found)) != len(found):
        raise MatchError(f"facts 'riichi' names a player twice: {found!r}", code="bad_match_record")
    return tuple(sorted(found))


class RiichiMatchRules(MatchRules):
    """Riichi's match rules: see the module's text."""

    rules = "riichi"
    planned_hands = None
    penalty_kinds = (
        PenaltyKind("chombo", names("Chombo", "错和", "錯和", "チョンボ"),
                    names("the hand is played again; the offender pays a reverse mangan or loses points after uma",
                          "重打本局；违规者支付满贯或在顺位点后扣分", "重打本局；違規者支付滿貫或在順位點後扣分",
                          "局をやり直し、違反者は満貫払いまたは順位点の後に減点")),
        PenaltyKind("deduction", names("Penalty points", "罚分", "罰分", "罰符"),
                    names("a referee's penalty: the points given come off the offender's final result",
                          "裁判判罚：所罚分数从违规者的最终成绩扣除", "裁判判罰：所罰分數從違規者的最終成績扣除",
                          "審判の罰則：指定の点数を違反者の最終成績から差し引く"), takes_points=True),
    )
    draw_tenpai = True
    player_facts = (PlayerFact("riichi", names("Riichi declared", "已立直", "已立直", "立直宣言"),
                               ("riichi", "double_riichi")),)
    source = "common Japanese rules; presets tenhou, wrc, ema, mleague (see core/rules/riichi_match.py)"

    def check_match_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        given = dict(options)
        preset = str(given.pop("preset", "tenhou") or "tenhou")
        if preset not in PRESETS:
            raise MatchError(f"no riichi match preset {preset!r}; presets: {', '.join(PRESETS)}", code="bad_option")
        known = {f.key: f for f in OPTION_FIELDS}
        out: dict[str, Any] = {f.key: f.default for f in OPTION_FIELDS}
        out.update(PRESETS[preset])
        for key, value in given.items():
            if key not in known:
                raise MatchError(f"unknown riichi match option {key!r}; options: preset, {', '.join(known)}",
                                 code="bad_option")
            out[key] = known[key].coerce(value, "option")
        out["preset"] = preset
        return out

    def start(self, options: Mapping[str, Any]) -> TableState:
        points = int(options["start_points"])
        return self._state(0, (points,) * 4, 0, 0, 0, 0, (0, 0, 0, 0), False)

    @staticmethod
    def _state(hands: int, scores: tuple[int, ...], rnd: int, turn: int, honba: int, sticks: int,
               penalties: tuple[int, ...], finished: bool) -> TableState:
        carry = (("honba", honba), ("round", rnd), ("sticks", sticks), ("turn", turn)) + tuple(
            (f"penalty_{p}", penalties[p]) for p in range(PLAYERS))
        return TableState(hands, seating(hands, rnd, turn, honba, sticks), four(scores), carry, finished)

    @staticmethod
    def _penalties(state: TableState) -> tuple[int, int, int, int]:
        return four([state.carried(f"penalty_{p}") for p in range(PLAYERS)])

    def implied_context(self, seating: Seating, winner: int, discarder: int | None,
                        facts: Mapping[str, Any]) -> dict[str, Any]:
        sticks = seating.counter("sticks") + len(_declared(facts))
        return {"seat_wind": seating.winds[winner], "round_wind": seating.round_wind,
                "self_drawn": discarder is None, "honba": seating.counter("honba"), "riichi_sticks": sticks}

    def apply(self, state: TableState, body: Body, options: Mapping[str, Any]) -> Step:
        here = state.seating
        honba, sticks = state.carried("honba"), state.carried("sticks")
        rnd, turn = state.carried("round"), state.carried("turn")
        penalties = self._penalties(state)
        if state.finished and not (isinstance(body, Penalty) and body.kind == "deduction"):
            raise MatchError("the match is over", code="match_over")
        if isinstance(body, Penalty):
            self.penalty_kind(body.kind)
            moves = [0, 0, 0, 0]
            if body.kind == "chombo" and options["chombo"] == "reverse_mangan":
                dealer = here.dealer
                for p in range(PLAYERS):
                    if p != body.offender:
                        amount = 4000 if body.offender == dealer or p == dealer else 2000
                        moves[p] += amount
                        moves[body.offender] -= amount
                note = f"chombo: a reverse mangan ({-moves[body.offender]}); the hand is played again"
            else:
                points = int(options["chombo_points"]) if body.kind == "chombo" else body.points
                if points is None or points <= 0:
                    raise MatchError("a deduction needs its points, a positive number", code="bad_match_record")
                penalties = four([penalties[p] + (points if p == body.offender else 0) for p in range(PLAYERS)])
                note = f"{body.kind}: {points} off the final result"
            deltas = four(moves)
            after = self._state(state.hands_played, add(state.scores, deltas), rnd, turn, honba, sticks, penalties,
                                state.finished)
            return Step(deltas, after, (note,))
        dealer = here.dealer
        if isinstance(body, WinHand):
            declared = _declared(body.facts)
            pot = sticks + len(declared)
            deltas = win_deltas(body, here, bonus=1000 * pot)
            deltas = add(deltas, four([-1000 if p in declared else 0 for p in range(PLAYERS)]))
            repeat = body.winner == dealer
            honba, sticks = (honba + 1 if repeat else 0), 0
            notes: tuple[str, ...] = (f"{len(declared)} riichi; {pot} sticks to the winner",) if pot else ()
        elif isinstance(body, Draw):
            declared = _declared(body.facts)
            if not set(declared) <= set(body.tenpai):
                raise MatchError("a riichi declarer who is not ready at the draw is a chombo: record it as one",
                                 code="bad_match_record")
            ready = set(body.tenpai)
            moves = [-1000 if p in declared else 0 for p in range(PLAYERS)]
            if 0 < len(ready) < PLAYERS:
                gain, loss = 3000 // len(ready), 3000 // (PLAYERS - len(ready))
                for p in range(PLAYERS):
                    moves[p] += gain if p in ready else -loss
            deltas = four(moves)
            repeat = dealer in ready and bool(options["dealer_tenpai_repeat"])
            honba, sticks = honba + 1, sticks + len(declared)
            notes = (f"draw: ready {', '.join(map(str, sorted(ready))) or 'no one'}",)
        else:  # pragma: no cover - the body kinds are the three above
            raise MatchError(f"unknown entry {body!r}", code="bad_match_record")
        scores = add(state.scores, deltas)
        if not repeat:
            turn += 1
            if turn == PLAYERS:
                rnd, turn = rnd + 1, 0
        finished = rnd >= _ROUNDS[str(options["length"])] or (bool(options["bust"]) and min(scores) < 0)
        after = self._state(state.hands_played + 1, scores, min(rnd, 3), turn, honba, sticks, penalties, finished)
        return Step(deltas, after, notes)

    def table_points(self, state: TableState, options: Mapping[str, Any]) -> tuple[Fraction, ...]:
        """The final result of each player, in thousands: points less the return points, the uma
        and oka of the place (shared by equal points, or by seat order), the sticks left to the
        first place, penalties after uma."""
        scores = state.scores
        uma = [Fraction(int(options[f"uma_{i}"])) for i in (1, 2, 3, 4)]
        uma[0] += Fraction(4 * (int(options["return_points"]) - int(options["start_points"])), 1000)
        if options["leftover_sticks"] == "first":
            uma[0] += state.carried("sticks")  # each stick left on the table: 1000 to the first place
        if options["ties"] == "seat":
            order = sorted(range(PLAYERS), key=lambda p: (-scores[p], p))
            share = [Fraction(0)] * PLAYERS
            for place, p in enumerate(order):
                share[p] = uma[place]
        else:
            share = [Fraction(0)] * PLAYERS
            for p in range(PLAYERS):
                above = sum(1 for q in range(PLAYERS) if scores[q] > scores[p])
                tied = sum(1 for q in range(PLAYERS) if scores[q] == scores[p])
                share[p] = sum(uma[above:above + tied], Fraction(0)) / tied
        penalties = self._penalties(state)
        return tuple(Fraction(scores[p] - int(options["return_points"]), 1000) + share[p]
                     - Fraction(penalties[p], 1000) for p in range(PLAYERS))


#: the match rules the riichi rule set gives once wired (``match_module = "riichi_match"``)
MATCH_RULES: Final = RiichiMatchRules()
