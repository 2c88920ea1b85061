"""The rules of an MCR match (Mahjong Competition Rules, the WMO "Green Book", 2006), as pure
functions over the frozen values of :mod:`core.referee.match`.

The rule text followed, with where it comes from:

**Time called and several winners.** A session stopped on time ends where it stands: the hands
not started are not played, and the sheet says so with a forced-end record
(:meth:`~core.engine.match_rules.MatchRules.end_on_time`, as ChineseOfficialMahjongHelper marks
it). MCR has no double or triple ron: of several players claiming one discard for a win, the
first in turn order from the discarder wins, so a win record naming other winners is refused.

**Hands and rounds.** A session is 16 hands: four rounds of four hands, the prevailing wind
East in the first round, then South, West, North. There is no dealer repeat: every hand,
won or drawn, is one of the 16 ("there are exactly 4 hands for each prevailing wind ... one
match consists of exactly 16 hands"; Green Book §5, as summed up in the English Wikipedia
article *Guobiao Majiang*).

**Seat winds within a round.** After each hand the seat winds move on and the players stay
in their chairs: "The East player becomes North, South becomes East, W->S, N->E" (the
Green Book's procedure as a referee restates it: reachmahjong.com forum, *MCR round seat
change*, Shirluban, 2019).

**Seat rotation between rounds** (Green Book appendix 4, *Procedures for Seat Rotation*).
Before each new round the players change chairs, and the first hand of the round starts with
East at the chair where East started the session:

- after the East round: "the East and South players switch their place; West and North switch
  their place";
- after the South round: "E->W, W->S, S->N, N->E";
- after the West round: "the East and South players switch their place; West and North switch
  their place" (same source as above).

As each player's seat in the first hand of each round (Mahjong Den Haag's *MCR seating
scheme*: "If you start in the West position ... W-N-E-S, and if you start in the North
position ... N-W-S-E"; the East and South starters follow from the swaps):

=========  =======  =======  =======  =======
starts at  round 1  round 2  round 3  round 4
=========  =======  =======  =======  =======
East       E        S        N        W
South      S        E        W        N
West       W        N        E        S
North      N        W        S        E
=========  =======  =======  =======  =======

So each player starts one round in each chair, deals once in every round, and has every other
player right before and right after at least once in the session (the chart does not seat
every pair opposite: the players who start East and South never are).

**Payments** (Green Book §9, *How to add points*). A hand of ``x`` fan won on a discard: the
discarder pays ``8 + x``, each of the two other players pays 8. Won by self-draw: each of
the three others pays ``8 + x``. The core's :class:`~core.engine.score.Score` gives these as the payer
roles ``discarder``/``other`` and ``each``; this module maps the roles to the players. A draw
(荒庄) pays nothing.

**False win** (诈和, Green Book §11, *Fouls and penalties*): "False Mahjong. You pay 10
points to each player, right your tiles and keep playing" (Tom Sloper, *Chinese Official
Tournament Rules*, column 289, 2006): the offender loses 30, each other player gains 10, and
the hand goes on (a penalty is not a hand). A referee's other penalties (``deduction``) take
the points given from the offender alone; nobody else gains them.

**Table points and match points** (Green Book §10, *Ranking players after competitions*, as
European (EMA/MERS) tournaments apply it): after the session the players are placed by their
scores; the table points of the places are 4, 2, 1 and 0; players with equal scores share
equally the table points of the places they occupy together (two tied first: (4 + 2) / 2 = 3
each; three tied second: (2 + 1 + 0) / 3 = 1 each). The match points are the raw score sum.
The rule books' own words on ties could not be read here in full: the sharing follows the
EMA practice as described, and is this module's one rule not quoted from a source.
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
    PenaltyKind,
    Seating,
    Step,
    TableState,
    WinHand,
    add,
    offender_deduction,
    per_player,
    refused,
    shared_places,
    win_deltas,
)
from core.engine.score import Names, names
from core.rules.mcr import NAME, TITLE

#: the hands of a session: four rounds of four
HANDS: Final = 16
#: each player's seat wind in the first hand of each round, by the seat the player started in
#: (Green Book appendix 4; see the module's text)
ROUND_SEATS: Final[tuple[tuple[str, str, str, str], ...]] = (
    ("E", "S", "W", "N"),
    ("S", "E", "N", "W"),
    ("N", "W", "E", "S"),
    ("W", "N", "S", "E"),
)
#: table points by place
TABLE_POINTS: Final = (4, 2, 1, 0)
#: what a false win costs the offender toward each other player
FALSE_WIN_POINTS: Final = 10

# --- what the sheet says of an entry, and the refusals, in every language (the English is the
# text the command line and the tests know) ------------------------------------------------------

_N_FALSE_WIN: Final = Names(
    "false win: {total} from the offender, {each} to each other player",
    "诈和：诈和者付出 {total} 分，其他三家各得 {each} 分",
    "詐和：詐和者付出 {total} 分，其他三家各得 {each} 分",
    "詐和（誤ロン・誤ツモ）：違反者が {total} 点を払い、他の3人が {each} 点ずつ受け取る",
)
_N_DRAW: Final = Names("draw: nothing paid", "荒庄：无人付分", "荒莊：無人付分", "荒牌（流局）：支払いなし")
_E_NO_HAND: Final = Names(
    "an MCR session has {hands} hands; there is no hand {n}",
    "国标麻将一场比赛共 {hands} 盘，没有第 {n} 盘",
    "國標麻將一場比賽共 {hands} 盤，沒有第 {n} 盤",
    "中国公式ルールの1試合は {hands} 局です。第 {n} 局はありません",
)
_E_FALSE_WIN_POINTS: Final = Names(
    "a false win costs {each} to each other player, not {points}: record a deduction for another penalty",
    "诈和付给其他三家各 {each} 分，不能是 {points} 分：其他罚则请记为罚分",
    "詐和付給其他三家各 {each} 分，不能是 {points} 分：其他罰則請記為罰分",
    "詐和は他の3人に {each} 点ずつです（{points} 点は不可）。ほかの罰則は罰符として記録してください",
)
_E_SESSION_OVER: Final = Names(
    "the session is over: all {hands} hands are played",
    "比赛已结束：{hands} 盘均已打完",
    "比賽已結束：{hands} 盤均已打完",
    "対局は終了しています：{hands} 局すべて終わりました",
)
_E_PAYS: Final = Names(
    "the stored result pays {roles}, which does not fit a {how}",
    "记录的结果按 {roles} 付分，与{how}不符",
    "記錄的結果按 {roles} 付分，與{how}不符",
    "記録された結果の支払い {roles} は{how}に合いません",
)
_SELF_DRAWN_WIN: Final = Names("self-drawn win", "自摸和牌", "自摸胡牌", "ツモ和了")
_DISCARD_WIN: Final = Names("win on a discard", "点和", "放槍胡牌", "ロン和了")
_E_DRAW_READY: Final = Names(
    "an MCR draw pays nothing and names no ready players",
    "国标麻将荒庄不付分，也不记听牌者",
    "國標麻將荒莊不付分，也不記聽牌者",
    "中国公式ルールの荒牌（流局）は支払いがなく、聴牌者も記録しません",
)


def seating(hand: int) -> Seating:
    """The seating of hand ``hand`` (0-based, 0..15): the round's prevailing wind, and each
    player's seat wind: the round's first-hand seat, moved on one wind per hand (E -> N,
    S -> E, W -> S, N -> W)."""
    if not 0 <= hand < HANDS:
        raise refused(_E_NO_HAND, "match_over", hands=HANDS, n=hand + 1)
    rnd, k = divmod(hand, 4)
    winds = tuple(WINDS[(WINDS.index(w) - k) % 4] for w in ROUND_SEATS[rnd])
    return Seating(hand, WINDS[rnd], (winds[0], winds[1], winds[2], winds[3]), f"{WINDS[rnd]}{k + 1}")


class MCRMatchRules(MatchRules):
    """MCR's match rules: 16 hands, the Green Book's seat rotation, 8 + fan payments, a false
    win 10 to each other player, table points 4/2/1/0 shared on ties."""

    rules = NAME
    end_of_time = Names(
        "Time: the hand in play is finished; a hand not started is not played.",
        "时间到：正在进行的一手打完；尚未开始的手不再进行。",
        "時間到：正在進行的一手打完；尚未開始的手不再進行。",
        "時間です：進行中の局は最後まで打ち、まだ始まっていない局は行いません。",
    )
    title = TITLE
    planned_hands = HANDS
    penalty_kinds = (
        PenaltyKind(
            "false_win",
            names("False win", "诈和", "詐和", "誤ロン・誤ツモ（詐和）"),
            names(
                "the offender pays 10 to each of the three others; the hand goes on",
                "诈和者付给其他三家各 10 分，牌局继续",
                "詐和者付給其他三家各 10 分，牌局繼續",
                "違反者が他の3人に10点ずつ支払い、局は続行",
            ),
        ),
        OFFENDER_DEDUCTION,
    )
    draw_tenpai = False
    fixed_penalty_points = {"false_win": FALSE_WIN_POINTS}
    source = (
        "Green Book (WMO Mahjong Competition Rules, 2006): 16 hands, seat rotation of appendix 4, table points 4/2/1/0"
    )

    def label_names(self, seating: Seating) -> Names:
        """``S2`` (the South round's second hand; no dealer repeats): 南风圈 第2盘."""
        zh_hans, zh_hant, ja = ROUND_WORDS[seating.round_wind]
        n = seating.hand % 4 + 1  # the round's n-th hand: four a round, whatever happens
        return Names(seating.label, f"{zh_hans}风圈 第{n}盘", f"{zh_hant}風圈 第{n}盤", f"{ja}風圏 第{n}局")

    def start(self, options: Mapping[str, Any]) -> TableState:
        return TableState(0, seating(0), (0, 0, 0, 0))

    def apply(self, state: TableState, body: Body, options: Mapping[str, Any]) -> Step:
        here = state.seating
        if isinstance(body, Penalty):
            self.penalty_kind(body.kind)
            if body.kind == "false_win":
                if body.points is not None and body.points != FALSE_WIN_POINTS:
                    raise refused(_E_FALSE_WIN_POINTS, each=FALSE_WIN_POINTS, points=body.points)
                step = per_player(
                    [-3 * FALSE_WIN_POINTS if p == body.offender else FALSE_WIN_POINTS for p in range(PLAYERS)]
                )
                note = _N_FALSE_WIN.format(total=3 * FALSE_WIN_POINTS, each=FALSE_WIN_POINTS)
            else:
                step = offender_deduction(body)
                note = N_DEDUCTION.format(points=body.points)
            return Step(
                step, TableState(state.hands_played, here, add(state.scores, step), (), state.finished), (note,)
            )
        if state.finished:  # (all 16 played, or fewer where time was called)
            if state.hands_played < HANDS:
                raise refused(E_MATCH_OVER, "match_over", hands=state.hands_played)
            raise refused(_E_SESSION_OVER, "match_over", hands=HANDS)
        if isinstance(body, WinHand):
            pay = body.result.get("pay") or {}
            roles = set(pay)
            if (
                body.discarder is None
                and roles != {"each"}
                or body.discarder is not None
                and roles != {"discarder", "other"}
            ):
                raise refused(
                    _E_PAYS, roles=str(sorted(roles)), how=_SELF_DRAWN_WIN if body.discarder is None else _DISCARD_WIN
                )
            deltas: tuple[int, ...] = win_deltas(body, here)
            notes: tuple[Names, ...] = ()
        elif isinstance(body, Draw):
            self.draw_kind(body)  # (these rules know only the exhaustive draw: a kind is refused)
            if body.tenpai:
                raise refused(_E_DRAW_READY)
            deltas, notes = (0, 0, 0, 0), (_N_DRAW,)
        else:  # pragma: no cover - the body kinds are the three above
            raise refused(E_UNKNOWN_ENTRY, body=repr(body))
        played = state.hands_played + 1
        finished = played >= HANDS
        after = TableState(played, here if finished else seating(played), add(state.scores, deltas), (), finished)
        return Step(deltas, after, notes)

    def table_points(self, state: TableState, options: Mapping[str, Any]) -> tuple[Fraction, ...]:
        return shared_places(state.scores, TABLE_POINTS)


#: the match rules :meth:`core.rules.mcr.ruleset.MCR.match_rules` gives
MATCH_RULES: Final = MCRMatchRules()
