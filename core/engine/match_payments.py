"""What an entry moves between the players: a win's payments by payer role (:func:`win_deltas`),
a referee's deduction from the offender alone (:data:`OFFENDER_DEDUCTION`), rows of numbers one
a player, and ranks and shared places by score.

Pure functions; a rule set's match rules use them through :mod:`core.engine.match_rules`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Final

from core.engine.match_values import PLAYERS, Penalty, PenaltyKind, Seating, WinHand, refused
from core.model.names import Names

E_DEDUCTION: Final = Names(
    "a deduction needs its points, a positive number",
    "罚分须写明分数（正数）",
    "罰分須寫明分數（正數）",
    "罰符には点数（正の数）が必要です",
)


E_ROBBED_ROLE: Final = Names(
    "the match sheet does not keep a seven-rob-one won on the replacement tile yet (the seed's "
    "case (2)): it does not record who was robbed of the flower, who pays the flowers' part",
    "比赛记分表还不能记录补花自摸的七抢一（第(2)款）：它不记录被抢花者，而花牌部分由其支付",
    "比賽記分表還不能記錄補花自摸的七搶一（第(2)款）：它不記錄被搶花者，而花牌部分由其支付",
    "対局記録表は補充牌ツモの七搶一（第(2)項）をまだ記録できません：花牌の部分を払う、花を奪われた者を記録しないためです",
)
E_PAYER_ROLE: Final = Names(
    "the result names a payer role {role} the match does not know",
    "结果列出了比赛不认识的付款方 {role}",
    "結果列出了比賽不認識的付款方 {role}",
    "結果に対局の知らない支払者 {role} があります",
)


E_ROW: Final = Names(
    "a row has {players} numbers, one per player, not {n}",
    "一行应有 {players} 个数（每位玩家一个），不能是 {n} 个",
    "一行應有 {players} 個數（每位玩家一個），不能是 {n} 個",
    "1行の数はプレイヤーごとに1つ、計 {players} 個です（{n} 個は不可）",
)


#: a referee's penalty of the points given, taken from the offender alone and paid to no one
#: (the MCR and the Taiwanese match rules take it as it is; riichi's comes off after uma)
OFFENDER_DEDUCTION: PenaltyKind = PenaltyKind(
    "deduction",
    Names("Penalty points", "罚分", "罰分", "罰符"),
    Names(
        "a referee's penalty: the points given are taken from the offender alone",
        "裁判判罚：所罚分数只从违规者扣除",
        "裁判判罰：所罰分數只從違規者扣除",
        "審判の罰則：指定の点数を違反者からのみ差し引く",
    ),
    takes_points=True,
)


def offender_deduction(body: Penalty, players: int = PLAYERS) -> tuple[int, ...]:
    """What a :data:`OFFENDER_DEDUCTION` moves: its points from the offender, to no one."""
    if body.points is None or body.points <= 0:
        raise refused(E_DEDUCTION)
    moves = [0] * players
    moves[body.offender] = -body.points
    return per_player(moves, players)


def ranks(scores: Sequence[int]) -> tuple[int, ...]:
    """Each player's rank by score: 1 + how many have more (equal scores share a rank)."""
    # (in the scores sorted high to low, a score's first place is 1 + how many are higher; a
    # sheet ranks after every entry, so this is kept cheaper than counting for each player)
    high_to_low = sorted(scores, reverse=True)
    return tuple(1 + high_to_low.index(s) for s in scores)


def shared_places(scores: Sequence[int], place_points: Sequence[int | Fraction]) -> tuple[Fraction, ...]:
    """Points by place (1st, 2nd...) given to the scores, players with equal scores sharing
    equally the points of the places they occupy together (two tied first of 4/2/1/0: 3 each)."""
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    out: list[Fraction] = [Fraction(0)] * len(scores)
    place = 0
    while place < len(order):
        tied = [i for i in order if scores[i] == scores[order[place]]]
        share = Fraction(sum(Fraction(p) for p in place_points[place : place + len(tied)]), len(tied))
        for i in tied:
            out[i] = share
        place += len(tied)
    return tuple(out)


def seat_payers(role: str, winner: int, discarder: int | None, seating: Seating) -> tuple[int, ...]:
    """The players a payer role of the batch spec names: ``discarder``; ``other`` (the players
    neither winner nor discarder); ``each`` (everyone but the winner); riichi's ``dealer`` and
    ``non_dealer`` (on a self-draw)."""
    others = tuple(p for p in range(len(seating.winds)) if p != winner)
    if role == "each":
        return others
    if role == "discarder":
        return () if discarder is None else (discarder,)
    if role == "other":
        return tuple(p for p in others if p != discarder)
    if role == "dealer":
        return tuple(p for p in others if p == seating.dealer)
    if role == "non_dealer":
        return tuple(p for p in others if p != seating.dealer)
    if role == "robbed":  # (the sheet records no one robbed of a flower: 七搶一 won on the replacement)
        raise refused(E_ROBBED_ROLE)
    raise refused(E_PAYER_ROLE, role=repr(role))


def win_deltas(
    body: WinHand, seating: Seating, bonus: int = 0, players_of: Mapping[str, tuple[int, ...]] | None = None
) -> tuple[int, ...]:
    """What a win moves: each payer role of the stored result mapped to its players, each
    paying its amount to the winner (``bonus``: what the winner takes besides, from the table;
    ``players_of``: the players of roles the match rules name themselves, riichi's ``liable``)."""
    deltas = [0] * len(seating.winds)
    for role, amount in body.result.get("pay", {}).items():
        named = players_of.get(role) if players_of else None
        for p in named if named is not None else seat_payers(role, body.winner, body.discarder, seating):
            deltas[p] -= int(amount)
            deltas[body.winner] += int(amount)
    deltas[body.winner] += bonus
    return tuple(deltas)


def add(a: Sequence[int], b: Sequence[int]) -> tuple[int, ...]:
    """Two rows of numbers, one a player, added."""
    if len(a) != len(b):
        raise refused(E_ROW, players=len(a), n=len(b))
    return tuple(x + y for x, y in zip(a, b))


def per_player(values: Sequence[int], players: int = PLAYERS) -> tuple[int, ...]:
    """A row of numbers, one per player, as a tuple (refused unless there are ``players``)."""
    if len(values) != players:
        raise refused(E_ROW, players=players, n=len(values))
    return tuple(values)
