"""A match score sheet, whatever the rule set: the match, its hands, the running totals.

A :class:`Match` is four named players, a rule set (with its scoring preset and options) and
the match options of that rule set's match rules. What happens at the table is written as
:class:`Revision` records, each one the next revision of one *entry* of the sheet:

- ``win``: the hand as the batch format writes it (``hand``, ``melds``, ``win``, ``flowers``,
  ``context``, ``options``), the winner, the discarder (``None``: self-drawn), the player's
  ``claim`` and a referee's ``verdict`` as given, and the result the core computed, stored as
  the batch result object (:func:`core.batch.result_object`): :class:`WinHand`;
- ``draw``: an exhaustive draw, with the players who were ready where the rule set pays for
  that: :class:`Draw`;
- ``penalty``: a player's foul, of a kind the rule set's match rules name: :class:`Penalty`;
- ``deleted``: the tombstone of a deleted entry.

A record is never overwritten: an edit writes the entry's next revision, a delete writes a
tombstone. :func:`build_sheet` reads every revision, keeps each entry's latest one and folds
the entries, in the order they were first written, through the rule set's
:class:`MatchRules`: the seating of each hand, what each entry pays, the running totals and
ranks after every entry, and the final standings with table points.

Nothing here knows a rule set. The rules of a match (seat rotation, who pays what, what a
draw or a foul costs, table points) are the rule set's own, found through
:meth:`core.rules.base.RuleSet.match_rules`; MCR's are in :mod:`core.rules.mcr_match`.

Players are numbered 0 to 3 in the order the match lists them: player 0 is East in the first
hand, player 1 South, player 2 West, player 3 North. Records name players by that number,
which stays the same whoever sits where; :class:`Seating` tells each player's wind in a hand.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Iterable, Mapping, Sequence, Union

from .errors import HandError
from .score import Names

#: the number of players of every match
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


def canonical_json(value: Any) -> str:
    """One JSON text for a value: keys sorted, no spaces, strict (no NaN), UTF-8 kept."""
    return json.dumps(value, ensure_ascii=False, allow_nan=False, sort_keys=True, separators=(",", ":"))


# --- the match --------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Match:
    """One match: who plays, under which rules, since when.

    ``options``: the rule set's scoring options every hand is scored with (the ``preset``'s
    values and the ones given on top); ``match_options``: the options of the rule set's match
    rules (riichi's starting points, uma...). ``created``: ISO 8601 time in UTC.
    """

    id: str
    players: tuple[str, str, str, str]
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
        """The number of a player named by number (0-3, as text or int) or by name."""
        if isinstance(ref, int) and not isinstance(ref, bool):
            if 0 <= ref < PLAYERS:
                return ref
        elif isinstance(ref, str):
            text = ref.strip()
            if text in self.players:
                return self.players.index(text)
            lowered = [p.casefold() for p in self.players]
            if text.casefold() in lowered and lowered.count(text.casefold()) == 1:
                return lowered.index(text.casefold())
            if text.isascii() and text.isdigit() and int(text) < PLAYERS:
                return int(text)
        raise MatchError(f"no player {ref!r} in match {self.id}: the players are "
                         f"{', '.join(f'{i} {name}' for i, name in enumerate(self.players))}", code="bad_match_record")


def as_pairs(values: Mapping[str, Any] | None) -> tuple[tuple[str, Any], ...]:
    """A mapping as sorted (key, value) pairs: the frozen form of options."""
    return tuple(sorted((values or {}).items()))


# --- what a record holds ------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class WinHand:
    """A won hand: the batch-format inputs, who won from whom, and the stored result.

    ``inputs_json``: the batch input object the hand was scored from (``rules``, ``hand``,
    ``melds``, ``win``, ``flowers``, ``context``, ``options``), the seat and round filled in from
    the sheet. ``result_json``: the batch result object (:func:`core.batch.result_object`) as it
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

    @property
    def self_drawn(self) -> bool:
        return self.discarder is None

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
        value: dict[str, Any] = json.loads(self.facts_json)
        return value


@dataclass(frozen=True, slots=True)
class Draw:
    """An exhaustive draw. ``tenpai``: the players who were ready (where the rule set pays for
    it); ``facts_json``: the other facts the match rules read, as given."""

    tenpai: tuple[int, ...] = ()
    facts_json: str = "{}"

    @property
    def facts(self) -> dict[str, Any]:
        value: dict[str, Any] = json.loads(self.facts_json)
        return value


@dataclass(frozen=True, slots=True)
class Penalty:
    """A foul: ``offender``, the ``kind`` the match rules name (MCR: ``false_win``,
    ``deduction``), ``points`` where the kind takes a number (a referee's deduction), a note."""

    offender: int
    kind: str
    points: int | None = None
    note: str = ""


Body = Union[WinHand, Draw, Penalty]


@dataclass(frozen=True, slots=True)
class WinInput:
    """A win as the table tells it, before the core scores it: the winner, the discarder
    (``None``: self-drawn), the batch-format ``inputs`` (``hand``, ``melds``, ``win``,
    ``flowers``, ``context``, ``options``), and the claim, verdict and facts as given."""

    winner: int
    discarder: int | None
    inputs: Mapping[str, Any]
    claim: Any = None
    verdict: Any = None
    facts: Mapping[str, Any] | None = None


#: what a caller writes: a win to be scored, a draw or a penalty
Entry = Union[WinInput, Draw, Penalty]


@dataclass(frozen=True, slots=True)
class Revision:
    """One record as written: revision ``revision`` of entry ``entry`` of a match's sheet.

    ``body`` is ``None`` for a tombstone (``kind`` ``deleted``). ``written``: ISO 8601 time in
    UTC. ``reason``: why an edit or delete was made, as given. ``seq``: the store's order of
    writing.
    """

    match_id: str
    entry: int
    revision: int
    kind: str
    body: Body | None
    written: str
    reason: str = ""
    seq: int = 0


def kind_of(body: Body | None) -> str:
    if body is None:
        return DELETED
    if isinstance(body, WinHand):
        return WIN
    if isinstance(body, Draw):
        return DRAW
    return PENALTY


def body_to_json(body: Body | None) -> dict[str, Any]:
    """A record's body as the JSON object the store keeps."""
    if body is None:
        return {}
    if isinstance(body, WinHand):
        return {"winner": body.winner, "discarder": body.discarder, "inputs": json.loads(body.inputs_json),
                "result": json.loads(body.result_json),
                "claim": None if body.claim_json is None else json.loads(body.claim_json),
                "verdict": None if body.verdict_json is None else json.loads(body.verdict_json),
                "facts": json.loads(body.facts_json)}
    if isinstance(body, Draw):
        return {"tenpai": list(body.tenpai), "facts": json.loads(body.facts_json)}
    return {"offender": body.offender, "kind": body.kind, "points": body.points, "note": body.note}


def body_from_json(kind: str, data: Mapping[str, Any]) -> Body | None:
    """The body of a stored record (the inverse of :func:`body_to_json`)."""
    if kind == DELETED:
        return None
    if kind == WIN:
        claim, verdict = data.get("claim"), data.get("verdict")
        return WinHand(int(data["winner"]), None if data.get("discarder") is None else int(data["discarder"]),
                       canonical_json(data["inputs"]), canonical_json(data["result"]),
                       None if claim is None else canonical_json(claim),
                       None if verdict is None else canonical_json(verdict),
                       canonical_json(data.get("facts") or {}))
    if kind == DRAW:
        return Draw(tuple(int(p) for p in data.get("tenpai") or ()), canonical_json(data.get("facts") or {}))
    if kind == PENALTY:
        points = data.get("points")
        return Penalty(int(data["offender"]), str(data["kind"]), None if points is None else int(points),
                       str(data.get("note") or ""))
    raise MatchError(f"unknown record kind {kind!r}; kinds are {', '.join(KINDS)}", code="bad_match_record")


# --- the rules of a match: the rule set's hook --------------------------------------------------

@dataclass(frozen=True, slots=True)
class Seating:
    """Who sits where in one hand: the hand's number in the match (0-based), the prevailing
    wind, each player's seat wind (by player number), a short label (MCR ``E1``..``N4``) and
    the counters on the table."""

    hand: int
    round_wind: str
    winds: tuple[str, str, str, str]
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
    scores: tuple[int, int, int, int]
    carry: tuple[tuple[str, int], ...] = ()
    finished: bool = False

    def carried(self, key: str, default: int = 0) -> int:
        return dict(self.carry).get(key, default)


@dataclass(frozen=True, slots=True)
class Step:
    """What one entry did: each player's gain or loss, the state after it, and notes."""

    deltas: tuple[int, int, int, int]
    after: TableState
    notes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class PenaltyKind:
    """A kind of penalty the match rules know: its key, its name and what it does in every
    language, and whether a record of it gives the points (a referee's deduction)."""

    key: str
    names: Names
    help: Names
    takes_points: bool = False


@dataclass(frozen=True, slots=True)
class PlayerFact:
    """A fact of a hand about some of the players that the match rules read from a record's
    ``facts`` as a list of player numbers (riichi: who declared riichi). ``names``: what a
    window calls it; ``winner_context``: the winner's context keys that say it of the winner
    (riichi: ``riichi``, ``double_riichi``), so a window can fill the winner in."""

    key: str
    names: Names
    winner_context: tuple[str, ...] = ()


class MatchRules(ABC):
    """The rules of a match under one rule set, as pure functions over frozen values.

    A rule set gives its match rules through :meth:`core.rules.base.RuleSet.match_rules`.
    Subclasses set the attributes and write the three methods; everything else (records,
    history, totals, ranks, the store, the command line) is generic.
    """

    #: the rule set these rules belong to
    rules: str
    #: the number of hands a match has when it is fixed (MCR: 16), ``None`` when it is not
    planned_hands: int | None = None
    #: the kinds of penalty the rules know
    penalty_kinds: tuple[PenaltyKind, ...] = ()
    #: whether a draw record names the players who were ready (it changes what a draw pays)
    draw_tenpai: bool = False
    #: the facts about players a win or a draw record lists (riichi: who declared riichi)
    player_facts: tuple[PlayerFact, ...] = ()
    #: where the rules come from, in a sentence (shown by ``mjscore matches show``)
    source: str = ""

    def check_match_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """The match options checked and with every default (none by default)."""
        if options:
            raise MatchError(f"the {self.rules} match rules take no match options, not {', '.join(options)}",
                             code="bad_option")
        return {}

    @abstractmethod
    def start(self, options: Mapping[str, Any]) -> TableState:
        """The state before the first hand."""

    @abstractmethod
    def apply(self, state: TableState, body: Body, options: Mapping[str, Any]) -> Step:
        """What one entry (a win, a draw, a penalty) does to the state; raises
        :class:`MatchError` for an entry the rules refuse (one after the match is over)."""

    @abstractmethod
    def table_points(self, state: TableState, options: Mapping[str, Any]) -> tuple[Fraction, ...]:
        """Each player's table points (riichi: the final result with uma and oka) for the state
        the match ends in (or stands in), in player order."""

    def implied_context(self, seating: Seating, winner: int, discarder: int | None,
                        facts: Mapping[str, Any]) -> dict[str, Any]:
        """The context keys a win's position in the match fixes (``facts``: the hand's other
        facts as recorded): by default the winner's seat wind, the prevailing wind and whether
        the tile was self-drawn."""
        return {"seat_wind": seating.winds[winner], "round_wind": seating.round_wind,
                "self_drawn": discarder is None}

    def penalty_kind(self, kind: str) -> str:
        known = [k.key for k in self.penalty_kinds]
        if kind not in known:
            raise MatchError(f"unknown penalty {kind!r} under the {self.rules} match rules; penalties are "
                             f"{', '.join(known) or 'none'}", code="bad_match_record")
        return kind


#: a referee's penalty of the points given, taken from the offender alone and paid to no one
#: (the MCR and the Taiwanese match rules take it as it is; riichi's comes off after uma)
OFFENDER_DEDUCTION: PenaltyKind = PenaltyKind(
    "deduction", Names("Penalty points", "罚分", "罰分", "罰符"),
    Names("a referee's penalty: the points given are taken from the offender alone",
          "裁判判罚：所罚分数只从违规者扣除", "裁判判罰：所罰分數只從違規者扣除",
          "審判の罰則：指定の点数を違反者からのみ差し引く"), takes_points=True)


def offender_deduction(body: Penalty) -> tuple[int, int, int, int]:
    """What a :data:`OFFENDER_DEDUCTION` moves: its points from the offender, to no one."""
    if body.points is None or body.points <= 0:
        raise MatchError("a deduction needs its points, a positive number", code="bad_match_record")
    moves = [0] * PLAYERS
    moves[body.offender] = -body.points
    return four(moves)


def ranks(scores: Sequence[int]) -> tuple[int, ...]:
    """Each player's rank by score: 1 + how many have more (equal scores share a rank)."""
    return tuple(1 + sum(1 for other in scores if other > s) for s in scores)


def shared_places(scores: Sequence[int], place_points: Sequence[int | Fraction]) -> tuple[Fraction, ...]:
    """Points by place (1st, 2nd...) given to the scores, players with equal scores sharing
    equally the points of the places they occupy together (two tied first of 4/2/1/0: 3 each)."""
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    out: list[Fraction] = [Fraction(0)] * len(scores)
    place = 0
    while place < len(order):
        tied = [i for i in order if scores[i] == scores[order[place]]]
        share = Fraction(sum(Fraction(p) for p in place_points[place:place + len(tied)]), len(tied))
        for i in tied:
            out[i] = share
        place += len(tied)
    return tuple(out)


def seat_payers(role: str, winner: int, discarder: int | None, seating: Seating) -> tuple[int, ...]:
    """The players a payer role of the batch spec names: ``discarder``; ``other`` (the players
    neither winner nor discarder); ``each`` (everyone but the winner); riichi's ``dealer`` and
    ``non_dealer`` (on a self-draw)."""
    others = tuple(p for p in range(PLAYERS) if p != winner)
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
    raise MatchError(f"the result names a payer role {role!r} the match does not know", code="bad_match_record")


def win_deltas(body: WinHand, seating: Seating, bonus: int = 0) -> tuple[int, int, int, int]:
    """What a win moves: each payer role of the stored result mapped to its players, each
    paying its amount to the winner (``bonus``: what the winner takes besides, from the table)."""
    deltas = [0, 0, 0, 0]
    for role, amount in body.result.get("pay", {}).items():
        for p in seat_payers(role, body.winner, body.discarder, seating):
            deltas[p] -= int(amount)
            deltas[body.winner] += int(amount)
    deltas[body.winner] += bonus
    return four(deltas)


def add(a: Sequence[int], b: Sequence[int]) -> tuple[int, int, int, int]:
    """Two rows of four numbers added."""
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3])


def four(values: Sequence[int]) -> tuple[int, int, int, int]:
    """A row of four numbers (one per player) as a tuple."""
    if len(values) != PLAYERS:
        raise MatchError(f"a row has {PLAYERS} numbers, one per player, not {len(values)}", code="bad_match_record")
    return (values[0], values[1], values[2], values[3])


# --- the sheet ----------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class SheetRow:
    """One entry of the sheet as it stands: its latest revision, the seating of its hand, what
    it moved, each player's score after it (MCR: the running total; riichi: the points held)
    and their ranks, and notes (``warnings``: a stored win whose seat
    or round no longer fits its place, after an earlier entry was deleted)."""

    entry: int
    revision: int
    kind: str
    body: Body
    seating: Seating
    hand_number: int  # 1-based number of the hand (a penalty: the hand being played)
    deltas: tuple[int, int, int, int]
    totals: tuple[int, int, int, int]
    ranks: tuple[int, ...]
    notes: tuple[str, ...] = ()
    warnings: tuple[str, ...] = ()
    written: str = ""


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's place: score (the match points: the sum of what every entry moved), rank
    and table points."""

    player: int
    name: str
    score: int
    rank: int
    table_points: Fraction


@dataclass(frozen=True, slots=True)
class Sheet:
    """The match as it stands: its rows, the final (or current) standings, the next hand."""

    match: Match
    rows: tuple[SheetRow, ...]
    totals: tuple[int, int, int, int]
    standings: tuple[Standing, ...]
    state: TableState
    deleted: tuple[int, ...] = ()  # entries whose latest revision is a tombstone

    @property
    def finished(self) -> bool:
        return self.state.finished

    @property
    def next_seating(self) -> Seating | None:
        """The seating of the next hand, ``None`` when the match is over."""
        return None if self.state.finished else self.state.seating

    @property
    def hands_played(self) -> int:
        return self.state.hands_played

    def row(self, entry: int) -> SheetRow:
        for r in self.rows:
            if r.entry == entry:
                return r
        raise MatchError(f"match {self.match.id} has no entry {entry} on its sheet", code="unknown_entry")


def latest(revisions: Iterable[Revision]) -> list[Revision]:
    """Each entry's latest revision, in the order the entries were first written."""
    last: dict[int, Revision] = {}
    for r in sorted(revisions, key=lambda r: (r.entry, r.revision)):
        last[r.entry] = r  # entries are numbered in the order they were first written
    return [last[e] for e in sorted(last)]


def context_warnings(body: WinHand, rules: MatchRules, seating: Seating) -> tuple[str, ...]:
    """What a stored win's context says that its place on the sheet no longer does."""
    implied = rules.implied_context(seating, body.winner, body.discarder, body.facts)
    given = body.inputs.get("context") or {}
    return tuple(f"{key} is {given.get(key)!r} in the stored hand but {value!r} at {seating.label}"
                 for key, value in implied.items() if key in given and given.get(key) != value)


def fold(match: Match, entries: Sequence[tuple[int, int, Body, str]], rules: MatchRules, strict: int | None = None
         ) -> tuple[list[SheetRow], TableState]:
    """The rows of the live entries (entry, revision, body, written), folded through the rules.

    A stored entry the rules now refuse (one after the end of a match that an edit made end
    sooner) moves nothing and carries the refusal as a warning: the sheet of what is stored can
    always be built. Only entry ``strict``, the one being written, raises the refusal."""
    options = rules.check_match_options(match.match_option_dict())
    state = rules.start(options)
    rows: list[SheetRow] = []
    for entry, revision, body, written in entries:
        seating = state.seating
        warnings: tuple[str, ...] = ()
        try:
            step = rules.apply(state, body, options)
        except MatchError as e:
            if entry == strict:
                raise MatchError(f"entry {entry} of match {match.id}: {e.message}", code=e.code) from None
            step = Step((0, 0, 0, 0), state)
            warnings = (f"refused by the match rules, counted as nothing: {e.message}",)
        if isinstance(body, WinHand):
            warnings += context_warnings(body, rules, seating)
        rows.append(SheetRow(entry, revision, kind_of(body), body, seating, seating.hand + 1, step.deltas,
                             step.after.scores, ranks(step.after.scores), step.notes, warnings, written))
        state = step.after
    return rows, state


def build_sheet(match: Match, revisions: Iterable[Revision], rules: MatchRules, strict: int | None = None) -> Sheet:
    """The sheet of a match from every revision written: each entry's latest revision, the
    tombstoned ones left out, folded in order through the rule set's match rules (``strict``:
    the entry being written, whose refusal by the rules raises :class:`MatchError`)."""
    live: list[tuple[int, int, Body, str]] = []
    deleted: list[int] = []
    for r in latest(revisions):
        if r.body is None:
            deleted.append(r.entry)
        else:
            live.append((r.entry, r.revision, r.body, r.written))
    rows, state = fold(match, live, rules, strict)
    options = rules.check_match_options(match.match_option_dict())
    points = rules.table_points(state, options)
    place = ranks(state.scores)
    standings = tuple(Standing(p, match.players[p], state.scores[p], place[p], points[p]) for p in range(PLAYERS))
    return Sheet(match, tuple(rows), state.scores, standings, state, tuple(deleted))


def format_points(value: Fraction) -> str:
    """Table points as text: a whole number as it is, a share to two decimals (7/3: 2.33)."""
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):.2f}"


# --- recording a win ----------------------------------------------------------------------------

#: the fields of a batch input object a win record takes
WIN_FIELDS: tuple[str, ...] = ("hand", "melds", "win", "flowers", "context", "options")


def check_players(winner: int, discarder: int | None) -> None:
    for who, p in (("winner", winner), ("discarder", discarder)):
        if p is not None and (isinstance(p, bool) or not isinstance(p, int) or not 0 <= p < PLAYERS):
            raise MatchError(f"{who} must be a player number 0-3, not {p!r}", code="bad_match_record")
    if discarder == winner:
        raise MatchError("the winner cannot be the discarder: leave the discarder out for a self-drawn win",
                         code="bad_match_record")


E_NOT_A_WIN = Names("the core scores this hand as no win ({verdict}): record it as a penalty",
                    "这手牌不能和（{verdict}）：请记为罚分", "這手牌不能胡（{verdict}）：請記為罰分",
                    "この手は和了になりません（{verdict}）：罰則として記録してください")
E_MATCH_OVER = Names("the match is over: {hands} hands are played", "比赛已结束：已打 {hands} 手",
                     "比賽已結束：已打 {hands} 手", "対局は終了しています：{hands} 局を終えました")


def score_win(match: Match, rules: MatchRules, seating: Seating, winner: int, discarder: int | None,
              inputs: Mapping[str, Any], *, claim: Any = None, verdict: Any = None,
              facts: Mapping[str, Any] | None = None) -> WinHand:
    """A win record: the hand (batch-format ``inputs``: ``hand``, ``melds``, ``win``,
    ``flowers``, ``context``, ``options``) scored with the current core under the match's rule
    set and options, the seat wind, prevailing wind and self-draw filled in from the hand's
    place in the match (given ones must agree). Refuses a hand the core cannot score (its
    :class:`HandError`) and one it scores as no win (:class:`MatchError`: record a penalty)."""
    check_players(winner, discarder)
    unknown = sorted(set(inputs) - set(WIN_FIELDS) - {"rules", "id"})
    if unknown:
        raise MatchError(f"unknown field(s) {', '.join(unknown)} of a win; fields are {', '.join(WIN_FIELDS)}",
                         code="bad_field")
    if inputs.get("rules") not in (None, match.rules):
        raise MatchError(f"the hand names rule set {inputs.get('rules')!r} but match {match.id} is played under "
                         f"{match.rules}", code="bad_match_record")
    from .rules import get_rules

    if not isinstance(inputs.get("context") or {}, Mapping):
        raise MatchError(f"field 'context' must be an object, not {inputs.get('context')!r}", code="bad_context")
    context = dict(inputs.get("context") or {})
    fields = {f.key: f for f in get_rules(match.rules).context_fields}
    for key, value in rules.implied_context(seating, winner, discarder, dict(facts or {})).items():
        given = context.get(key)
        if given is not None and key in fields:
            given = fields[key].coerce(given)  # read as the rule set reads it ("east" is E)
        if given is not None and given != value:
            raise MatchError(f"context key {key!r} is {context[key]!r} but at {seating.label} it is {value!r} "
                             f"(winner {match.players[winner]}, "
                             f"{'self-drawn' if discarder is None else 'discarder ' + match.players[discarder]})",
                             code="bad_match_record")
        context[key] = value
    record: dict[str, Any] = {"rules": match.rules, "hand": inputs.get("hand"), "melds": list(inputs.get("melds") or []),
                              "win": inputs.get("win"), "context": context,
                              "options": {**match.option_dict(), **dict(inputs.get("options") or {})}}
    if inputs.get("flowers") is not None:
        record["flowers"] = inputs["flowers"]
    # scored here rather than through the batch's error objects, so that a refusal keeps its
    # words in every language (the window shows them); the result is the batch's result object
    from .batch import inputs_of, result_object

    rule_set, hand, scoring_context, options = inputs_of(record)
    score = rule_set.score(hand, scoring_context, options)
    result = result_object(None, score)
    if not result.get("win"):
        msg = E_NOT_A_WIN.format(verdict=score.headline.text)
        raise MatchError(msg.en, code="not_a_win", names=msg)
    result.pop("id", None)
    return WinHand(winner, discarder, canonical_json(record), canonical_json(result),
                   None if claim is None else canonical_json(claim),
                   None if verdict is None else canonical_json(verdict), canonical_json(dict(facts or {})))


def rescore(body: WinHand) -> dict[str, Any]:
    """The stored hand scored again with the current core (the batch result object, no id)."""
    from .batch import score_record

    result = score_record(body.inputs)
    result.pop("id", None)
    return result


def with_players(body: Body, match: Match) -> str:
    """A line saying what an entry is, with the players' names."""
    names = match.players
    if isinstance(body, WinHand):
        total = body.result.get("total")
        how = "self-drawn" if body.discarder is None else f"from {names[body.discarder]}"
        return f"{names[body.winner]} wins {how}: {total}"
    if isinstance(body, Draw):
        ready = ", ".join(names[p] for p in body.tenpai)
        return "draw" + (f" (ready: {ready})" if ready else "")
    points = "" if body.points is None else f" {body.points}"
    return f"penalty {body.kind}{points}: {names[body.offender]}" + (f" ({body.note})" if body.note else "")


__all__ = [
    "DELETED", "DRAW", "KINDS", "PENALTY", "PLAYERS", "WIN", "WINDS", "Body", "Draw", "Match", "MatchError",
    "MatchRules", "OFFENDER_DEDUCTION", "Penalty", "PenaltyKind", "PlayerFact", "Entry", "WinInput", "Revision", "Seating", "Sheet", "SheetRow", "Standing", "Step", "TableState", "WinHand",
    "add", "as_pairs", "four", "body_from_json", "body_to_json", "build_sheet", "canonical_json", "format_points", "kind_of",
    "latest", "offender_deduction", "ranks", "rescore", "score_win", "seat_payers", "shared_places", "win_deltas", "with_players",
]
