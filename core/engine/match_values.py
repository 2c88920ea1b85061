"""The values a match is made of: a match, what a record holds (a win, a draw, a penalty), the
seating and state of a table, the kinds of penalty and draw a rule set declares, and the
errors of a record that does not fit (:class:`MatchError`, made by :func:`refused`), among
them the winners of one discard that cannot be (:func:`check_winners`).

Pure values and pure functions; a rule set's match rules use them through
:mod:`core.engine.match_rules`, whose words they are.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Union

from core.engine.fields import WIND_NAMES
from core.model.errors import HandError
from core.model.names import Names, name_key, same, separated

#: the number of players of a match whose rules do not say otherwise (:attr:`MatchRules.players`)
PLAYERS = 4


#: the winds in seat order
WINDS: tuple[str, str, str, str] = ("E", "S", "W", "N")


WIN = "win"


DRAW = "draw"


PENALTY = "penalty"


DELETED = "deleted"


#: the kinds of record
KINDS: tuple[str, ...] = (WIN, DRAW, PENALTY, DELETED)


class MatchError(HandError):
    """A match record that does not fit the match: a player who is not at the table, a win that
    the core does not score as a win, an entry written after the match is over, an edit of a
    revision that is no longer the latest..."""

    code = "bad_match_record"


def refused(template: Names, code: str = "bad_match_record", **params: Any) -> MatchError:
    """A :class:`MatchError` of a template in every language (``template.format(**params)``;
    the English is the message)."""
    msg = template.format(**params)
    return MatchError(msg.en, code=code, names=msg)


def words_of(e: HandError) -> Names:
    """An error's words in every language (its English message where it has no others)."""
    return e.names if e.names is not None else same(e.message)


#: a list's separator in each language ("A, B" / "A、B")
LIST_SEP: Final = Names(", ", "、", "、", "・")


E_NO_PLAYER: Final = Names(
    "no player {ref} in match {match}: the players are {players}",
    "比赛 {match} 中没有玩家 {ref}：玩家是 {players}",
    "比賽 {match} 中沒有玩家 {ref}：玩家是 {players}",
    "対局 {match} にプレイヤー {ref} はいません。プレイヤー：{players}",
)


E_UNKNOWN_ENTRY: Final = Names("unknown entry {body}", "未知的记录 {body}", "未知的記錄 {body}", "不明な記録 {body}")


#: a referee's deduction as a note of the entry (MCR, Taiwanese)
N_DEDUCTION: Final = Names("deduction of {points}", "罚分 {points}", "罰分 {points}", "罰符 {points}点")


@dataclass(frozen=True, slots=True)
class Match:
    """One match: who plays, under which rules, since when.

    ``options``: the rule set's scoring options every hand is scored with (the ``preset``'s
    values and the ones given on top); ``match_options``: the options of the rule set's match
    rules (riichi's starting points, uma...). ``created``: ISO 8601 time in UTC.
    """

    id: str
    players: tuple[str, ...]  # one name a seat: four, or three under three-player rules
    rules: str
    created: str
    preset: str = ""
    options: tuple[tuple[str, Any], ...] = ()
    match_options: tuple[tuple[str, Any], ...] = ()
    title: str = ""

    def option_dict(self) -> dict[str, Any]:
        return dict(self.options)

    def match_option_dict(self) -> dict[str, Any]:
        return dict(self.match_options)

    def player(self, ref: str | int) -> int:
        """The number of a player named by number (0-3, or 0-2 at three; as text or int) or by name."""
        count = len(self.players)
        if isinstance(ref, int) and not isinstance(ref, bool):
            if 0 <= ref < count:
                return ref
        elif isinstance(ref, str):
            text = ref.strip()
            if text in self.players:
                return self.players.index(text)
            lowered = [p.casefold() for p in self.players]
            if text.casefold() in lowered and lowered.count(text.casefold()) == 1:
                return lowered.index(text.casefold())
            keys = [name_key(p) for p in self.players]  # (a no-break space, a combining accent typed)
            if name_key(text) in keys and keys.count(name_key(text)) == 1:
                return keys.index(name_key(text))
            if text.isascii() and text.isdigit() and int(text) < count:
                return int(text)
        players = separated([same(f"{i} {name}") for i, name in enumerate(self.players)], LIST_SEP)
        raise refused(E_NO_PLAYER, ref=repr(ref), match=self.id, players=players)


def as_pairs(values: Mapping[str, Any] | None) -> tuple[tuple[str, Any], ...]:
    """A mapping as sorted (key, value) pairs: the frozen form of options."""
    return tuple(sorted((values or {}).items()))


def _facts(text: str) -> dict[str, Any]:
    """A record's facts from their JSON text (most records have none: ``{}``, not parsed)."""
    if text == "{}":
        return {}
    value: dict[str, Any] = json.loads(text)
    return value


@dataclass(frozen=True, slots=True)
class WinHand:
    """A won hand: the batch-format inputs, who won from whom, and the stored result.

    ``inputs_json``: the batch input object the hand was scored from (``rules``, ``hand``,
    ``melds``, ``win``, ``flowers``, ``context``, ``options``), the seat and round filled in from
    the sheet. ``result_json``: the batch result object (:func:`core.shells.batch.result_object`) as it
    was computed when the record was written. ``claim_json`` / ``verdict_json``: the player's
    claim and a referee's verdict, stored as given (``None``: none). ``facts_json``: the other
    facts of the hand the match rules read (riichi: who declared riichi), as given.
    """

    winner: int
    discarder: int | None
    inputs_json: str
    result_json: str
    claim_json: str | None = None
    verdict_json: str | None = None
    facts_json: str = "{}"
    #: the other winners on the same discard (a double or triple ron; ``()``: one winner), each
    #: with its own hand, result, claim and verdict, in turn order from the discarder after this
    #: one (this one is the first: the nearest the discarder's right). The hand's facts that are
    #: not of one winner (riichi: who declared riichi) are this first winner's.
    also: tuple[WinHand, ...] = ()

    @property
    def self_drawn(self) -> bool:
        return self.discarder is None

    @property
    def winners(self) -> tuple[WinHand, ...]:
        """Every winner of the discard, in turn order from the discarder: this one, then :attr:`also`."""
        return (self, *self.also)

    @property
    def inputs(self) -> dict[str, Any]:
        value: dict[str, Any] = json.loads(self.inputs_json)
        return value

    @property
    def result(self) -> dict[str, Any]:
        value: dict[str, Any] = json.loads(self.result_json)
        return value

    @property
    def claim(self) -> Any:
        return None if self.claim_json is None else json.loads(self.claim_json)

    @property
    def verdict(self) -> Any:
        return None if self.verdict_json is None else json.loads(self.verdict_json)

    @property
    def facts(self) -> dict[str, Any]:
        return _facts(self.facts_json)


@dataclass(frozen=True, slots=True)
class Draw:
    """An exhaustive draw. ``tenpai``: the players who were ready (where the rule set pays for
    it); ``facts_json``: the other facts the match rules read, as given."""

    tenpai: tuple[int, ...] = ()
    facts_json: str = "{}"

    @property
    def facts(self) -> dict[str, Any]:
        return _facts(self.facts_json)


@dataclass(frozen=True, slots=True)
class Penalty:
    """A foul: ``offender``, the ``kind`` the match rules name (MCR: ``false_win``,
    ``deduction``), ``points`` where the kind takes a number (a referee's deduction), a note."""

    offender: int
    kind: str
    points: int | None = None
    note: str = ""


Body = Union[WinHand, Draw, Penalty]  # noqa: UP007  (a runtime alias, kept in the form mypyc compiles)


@dataclass(frozen=True, slots=True)
class Seating:
    """Who sits where in one hand: the hand's number in the match (0-based), the prevailing
    wind, each player's seat wind (by player number), a short label (MCR ``E1``..``N4``) and
    the counters on the table."""

    hand: int
    round_wind: str
    winds: tuple[str, ...]  # one a player: as many as the match has players
    label: str
    #: the counters on the table as the hand starts, as sorted pairs (riichi: honba, sticks)
    table: tuple[tuple[str, int], ...] = ()

    def counter(self, key: str, default: int = 0) -> int:
        return dict(self.table).get(key, default)

    def player_at(self, wind: str) -> int:
        return self.winds.index(wind)

    @property
    def dealer(self) -> int:
        """The player who is East in this hand."""
        return self.winds.index("E")


@dataclass(frozen=True, slots=True)
class TableState:
    """Where a match stands between two entries: the hands played, the seating of the next
    hand, each player's score, and what the rule set carries from hand to hand (riichi's
    counters and sticks on the table) as sorted pairs. ``finished``: no hand follows."""

    hands_played: int
    seating: Seating
    scores: tuple[int, ...]
    carry: tuple[tuple[str, int], ...] = ()
    finished: bool = False

    def carried(self, key: str, default: int = 0) -> int:
        return dict(self.carry).get(key, default)


@dataclass(frozen=True, slots=True)
class Step:
    """What one entry did: each player's gain or loss, the state after it, and notes in every
    language (``remarks``; :attr:`notes` is their English, as the command line gives it)."""

    deltas: tuple[int, ...]
    after: TableState
    remarks: tuple[Names, ...] = ()

    @property
    def notes(self) -> tuple[str, ...]:
        return tuple(n.en for n in self.remarks)


@dataclass(frozen=True, slots=True)
class PenaltyKind:
    """A kind of penalty the match rules know: its key, its name and what it does in every
    language, and whether a record of it gives the points (a referee's deduction)."""

    key: str
    names: Names
    help: Names
    takes_points: bool = False


@dataclass(frozen=True, slots=True)
class DrawKind:
    """A kind of draw besides the exhaustive one that the match rules know (riichi: the abortive
    draw), recorded as the draw's fact ``kind``: its key, its name and what it does in every
    language."""

    key: str
    names: Names
    help: Names


#: the prevailing wind of a round in zh-Hans, zh-Hant and ja: 东 / 東 (riichi's 東1局; 东风圈),
#: from the wind field's names
ROUND_WORDS: Final = {wind: (n.zh_hans, n.zh_hant, n.ja) for wind, n in WIND_NAMES.items()}


@dataclass(frozen=True, slots=True)
class PlayerFact:
    """A fact of a hand about some of the players that the match rules read from a record's
    ``facts`` as a list of player numbers (riichi: who declared riichi). ``names``: what a
    window calls it; ``winner_context``: the winner's context keys that say it of the winner
    (riichi: ``riichi``, ``double_riichi``), so a window can fill the winner in. ``per_winner``:
    of several winners of one discard, each has their own (riichi: the player liable for their
    yakuman); otherwise the fact is the hand's, one for every winner (who declared riichi)."""

    key: str
    names: Names
    winner_context: tuple[str, ...] = ()
    per_winner: bool = False


E_MATCH_OVER = Names(
    "the match is over: {hands} hands are played",
    "比赛已结束：已打 {hands} 手",
    "比賽已結束：已打 {hands} 手",
    "対局は終了しています：{hands} 局を終えました",
)


# --- several winners of one discard (a double or triple ron) ------------------------------------

E_ALSO_SELF_DRAWN: Final = Names(
    "a self-drawn win has one winner: other winners are of a win on a discard",
    "自摸只有一位和牌者：多位和牌者只见于点炮",
    "自摸只有一位胡牌者：多位胡牌者只見於放槍",
    "ツモ和了の和了者は1人です：複数の和了者はロン和了だけです",
)
E_ALSO_DISCARDER: Final = Names(
    "every winner of a discard wins from the same discarder ({discarder}), not {other}",
    "同一张点炮牌的和牌者都和同一位点炮者（{discarder}）的牌，不能是 {other}",
    "同一張放槍牌的胡牌者都胡同一位放槍者（{discarder}）的牌，不能是 {other}",
    "同じ捨て牌の和了者の放銃者は同じ（{discarder}）です（{other} は不可）",
)
E_ALSO_DISCARDER_WINS: Final = Names(
    "the discarder cannot be one of the winners of the discard",
    "点炮者不能是这张牌的和牌者之一",
    "放槍者不能是這張牌的胡牌者之一",
    "放銃者はその捨て牌の和了者にはなれません",
)
E_ALSO_TWICE: Final = Names(
    "a player wins the same discard twice: {winners}",
    "同一位玩家对同一张牌和了两次：{winners}",
    "同一位玩家對同一張牌胡了兩次：{winners}",
    "同じ捨て牌で同じプレイヤーが2回和了しています：{winners}",
)
E_ALSO_ORDER: Final = Names(
    "the winners of a discard are recorded in turn order from the discarder: {order}, not {given}",
    "同一张牌的和牌者按点炮者下家起的顺序记录：应为 {order}，不能是 {given}",
    "同一張牌的胡牌者按放槍者下家起的順序記錄：應為 {order}，不能是 {given}",
    "同じ捨て牌の和了者は放銃者の下家から順に記録します：{order} の順（{given} は不可）",
)


def turn_order(winners: Sequence[int], discarder: int, players: int) -> list[int]:
    """Winners of a discard in turn order from the discarder: the player to the discarder's
    right (the next to play) first."""
    return sorted(winners, key=lambda w: (w - discarder) % players)


def check_winners(
    winners: Sequence[int], discarder: int | None, discarders: Sequence[int | None], players: int
) -> None:
    """The winners of one discard: a discarder (no self-draw), the same for each, not one of
    them, each winner once, in turn order from the discarder."""
    if len(winners) < 2:
        return
    if discarder is None:
        raise refused(E_ALSO_SELF_DRAWN)
    for other in discarders:
        if other != discarder:
            raise refused(E_ALSO_DISCARDER, discarder=discarder, other=repr(other))
    if discarder in winners:
        raise refused(E_ALSO_DISCARDER_WINS)
    if len(set(winners)) != len(winners):
        raise refused(E_ALSO_TWICE, winners=", ".join(map(str, winners)))
    order = turn_order(winners, discarder, players)
    if list(winners) != order:
        raise refused(E_ALSO_ORDER, order=", ".join(map(str, order)), given=", ".join(map(str, winners)))
