"""A match score sheet, whatever the rule set: the match, its hands, the running totals.

A :class:`Match` is four named players, a rule set (with its scoring preset and options) and
the match options of that rule set's match rules. What happens at the table is written as
:class:`Revision` records, each one the next revision of one *entry* of the sheet:

- ``win``: the hand as the batch format writes it (``hand``, ``melds``, ``win``, ``flowers``,
  ``context``, ``options``), the winner, the discarder (``None``: self-drawn), the player's
  ``claim`` and a referee's ``verdict`` as given, and the result the core computed, stored as
  the batch result object (:func:`core.referee.batch_format.result_object`): :class:`WinHand`;
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
:meth:`core.engine.schema.RuleSet.match_rules`; MCR's are in :mod:`core.rules.mcr.match`.

Players are numbered 0 to 3 in the order the match lists them: player 0 is East in the first
hand, player 1 South, player 2 West, player 3 North. Records name players by that number,
which stays the same whoever sits where; :class:`Seating` tells each player's wind in a hand.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Final, Union

from core.engine.match_rules import (
    DELETED,
    DRAW,
    KINDS,
    PENALTY,
    ROUND_WORDS,
    WIN,
    Body,
    Draw,
    Match,
    MatchError,
    MatchRules,
    Penalty,
    Seating,
    Step,
    TableState,
    WinHand,
    ranks,
    refused,
    words_of,
)
from core.model.errors import HandError
from core.model.names import Names, same
from core.rules import get_rules

#: the player roles the refusals name
WINNER: Final = Names("winner", "和牌者", "胡牌者", "和了者")
DISCARDER: Final = Names("discarder", "点炮者", "放槍者", "放銃者")

# --- the refusals of a match record, in every language (the English is the message the
# command line and the tests know; the others name things as the window shows them) ------------

E_RECORD_KIND: Final = Names(
    "unknown record kind {kind}; kinds are {kinds}",
    "未知的记录类型 {kind}；类型有：{kinds}",
    "未知的記錄類型 {kind}；類型有：{kinds}",
    "不明な記録の種類 {kind}。種類：{kinds}",
)
E_NO_ENTRY: Final = Names(
    "match {match} has no entry {entry} on its sheet",
    "比赛 {match} 的记分表上没有第 {entry} 条",
    "比賽 {match} 的記分表上沒有第 {entry} 條",
    "対局 {match} の記録表に第 {entry} 件はありません",
)
E_ENTRY_REFUSED: Final = Names(
    "entry {entry} of match {match}: {reason}",
    "比赛 {match} 第 {entry} 条：{reason}",
    "比賽 {match} 第 {entry} 條：{reason}",
    "対局 {match} の第 {entry} 件：{reason}",
)
E_PLAYER_NUMBER: Final = Names(
    "{who} must be a player number 0-{last}, not {p}",
    "{who}必须是玩家编号 0-{last}，不能是 {p}",
    "{who}必須是玩家編號 0-{last}，不能是 {p}",
    "{who}はプレイヤー番号 0-{last} で指定してください（{p} は不可）",
)
E_WINNER_DISCARDS: Final = Names(
    "the winner cannot be the discarder: leave the discarder out for a self-drawn win",
    "和牌者不能是点炮者：自摸和牌请不填点炮者",
    "胡牌者不能是放槍者：自摸請不填放槍者",
    "和了者は放銃者になれません。ツモ和了なら放銃者を空けてください",
)
E_WIN_FIELDS: Final = Names(
    "unknown field(s) {fields} of a win; fields are {known}",
    "和牌记录中有未知的字段 {fields}；字段有：{known}",
    "胡牌記錄中有未知的欄位 {fields}；欄位有：{known}",
    "和了の記録に不明な項目 {fields} があります。項目：{known}",
)
E_WRONG_RULES: Final = Names(
    "the hand names rule set {given} but match {match} is played under {rules}",
    "这手牌写的规则是 {given}，但比赛 {match} 按“{title}”进行",
    "這手牌寫的規則是 {given}，但比賽 {match} 按「{title}」進行",
    "この手のルールは {given} ですが、対局 {match} は「{title}」で行われています",
)
E_CONTEXT_OBJECT: Final = Names(
    "field 'context' must be an object, not {value}",
    "场况必须是键值对象，不能是 {value}",
    "場況必須是鍵值物件，不能是 {value}",
    "場況はキーと値のオブジェクトで指定してください（{value} は不可）",
)
E_CONTEXT_CLASH: Final = Names(
    "context key {key} is {given} but at {label} it is {value} (winner {winner}, {how})",
    "“{field}”为 {given}，但在 {label} 应为 {value}（和牌者 {winner}，{how}）",
    "「{field}」為 {given}，但在 {label} 應為 {value}（胡牌者 {winner}，{how}）",
    "「{field}」が {given} ですが、{label} では {value} です（和了者 {winner}、{how}）",
)
SELF_DRAWN: Final = Names("self-drawn", "自摸", "自摸", "ツモ")
FROM_DISCARDER: Final = Names("discarder {name}", "点炮者 {name}", "放槍者 {name}", "放銃者 {name}")

# --- the warnings of a stored entry, in every language -------------------------------------------

W_REFUSED: Final = Names(
    "refused by the match rules, counted as nothing: {reason}",
    "比赛规则不接受此记录，按无效计：{reason}",
    "比賽規則不接受此記錄，按無效計：{reason}",
    "対局ルール上認められない記録のため、無効として扱います：{reason}",
)
W_CONTEXT: Final = Names(
    "{key} is {given} in the stored hand but {value} at {label}",
    "记录的牌中“{field}”为 {given}，但在 {label} 应为 {value}",
    "記錄的牌中「{field}」為 {given}，但在 {label} 應為 {value}",
    "記録された手では「{field}」が {given} ですが、{label} では {value} です",
)
_YES_NO: Final = {True: Names("True", "是", "是", "はい"), False: Names("False", "否", "否", "いいえ")}


def value_words(value: Any, field: Any = None) -> Names:
    """A context value as a refusal or a warning shows it: its ``repr`` in English (as the
    command line has always said it), the way the window names it in the other languages (a
    wind: 东; yes or no; a number as it is)."""
    if isinstance(value, bool):
        shown = _YES_NO[value]
    elif field is not None and isinstance(value, str):
        shown = field.choice_names(value)  # a wind or a choice by its name (others as they are)
    elif isinstance(value, (int, str)):
        shown = same(str(value))
    else:
        shown = same(repr(value))
    return Names(repr(value), shown.zh_hans, shown.zh_hant, shown.ja)


def canonical_json(value: Any) -> str:
    """One JSON text for a value: keys sorted, no spaces, strict (no NaN), UTF-8 kept."""
    return json.dumps(value, ensure_ascii=False, allow_nan=False, sort_keys=True, separators=(",", ":"))


# --- the match --------------------------------------------------------------------------------


# --- what a record holds ------------------------------------------------------------------------


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
    #: the other winners on the same discard (a double or triple ron), each with its own hand,
    #: claim, verdict and facts and the same discarder; written in any order, recorded in turn
    #: order from the discarder (:func:`core.referee.match_win.score_wins`)
    also: tuple[WinInput, ...] = ()


#: what a caller writes: a win to be scored, a draw or a penalty
Entry = Union[WinInput, Draw, Penalty]  # noqa: UP007  (a runtime alias, kept in the form mypyc compiles)


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
        out = {
            "winner": body.winner,
            "discarder": body.discarder,
            "inputs": json.loads(body.inputs_json),
            "result": json.loads(body.result_json),
            "claim": None if body.claim_json is None else json.loads(body.claim_json),
            "verdict": None if body.verdict_json is None else json.loads(body.verdict_json),
            "facts": json.loads(body.facts_json),
        }
        if body.also:  # (only then: a record of one winner reads and writes as it always has)
            out["also"] = [body_to_json(other) for other in body.also]
        return out
    if isinstance(body, Draw):
        return {"tenpai": list(body.tenpai), "facts": json.loads(body.facts_json)}
    return {"offender": body.offender, "kind": body.kind, "points": body.points, "note": body.note}


def _facts_text(facts: Any) -> str:
    """A record's facts as canonical JSON text (none, the common case: ``{}`` at once)."""
    return canonical_json(facts) if facts else "{}"


def body_from_json(kind: str, data: Mapping[str, Any]) -> Body | None:
    """The body of a stored record (the inverse of :func:`body_to_json`)."""
    if kind == DELETED:
        return None
    if kind == WIN:
        claim, verdict = data.get("claim"), data.get("verdict")
        also = data.get("also") or ()
        if not isinstance(also, (list, tuple)) or not all(isinstance(a, Mapping) and not a.get("also") for a in also):
            raise ValueError("field 'also' must be a list of win objects (the other winners of the discard)")
        return WinHand(
            int(data["winner"]),
            None if data.get("discarder") is None else int(data["discarder"]),
            canonical_json(data["inputs"]),
            canonical_json(data["result"]),
            None if claim is None else canonical_json(claim),
            None if verdict is None else canonical_json(verdict),
            _facts_text(data.get("facts")),
            tuple(_win_from_json(a) for a in also),
        )
    if kind == DRAW:
        return Draw(tuple(int(p) for p in data.get("tenpai") or ()), _facts_text(data.get("facts")))
    if kind == PENALTY:
        points = data.get("points")
        return Penalty(
            int(data["offender"]),
            str(data["kind"]),
            None if points is None else int(points),
            str(data.get("note") or ""),
        )
    raise refused(E_RECORD_KIND, kind=repr(kind), kinds=", ".join(KINDS))


def _win_from_json(data: Mapping[str, Any]) -> WinHand:
    body = body_from_json(WIN, data)
    assert isinstance(body, WinHand)
    return body


# --- the rules of a match: the rule set's hook --------------------------------------------------


# --- the sheet ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SheetRow:
    """One entry of the sheet as it stands: its latest revision, the seating of its hand, what
    it moved, each player's score after it (MCR: the running total; riichi: the points held)
    and their ranks, and notes (``cautions``: a stored win whose seat
    or round no longer fits its place, after an earlier entry was deleted), each in every
    language (``remarks`` and ``cautions``; :attr:`notes` and :attr:`warnings` are their English,
    as the command line gives them)."""

    entry: int
    revision: int
    kind: str
    body: Body
    seating: Seating
    hand_number: int  # 1-based number of the hand (a penalty: the hand being played)
    deltas: tuple[int, ...]
    totals: tuple[int, ...]
    ranks: tuple[int, ...]
    remarks: tuple[Names, ...] = ()
    cautions: tuple[Names, ...] = ()
    written: str = ""

    @property
    def notes(self) -> tuple[str, ...]:
        return tuple(n.en for n in self.remarks)

    @property
    def warnings(self) -> tuple[str, ...]:
        return tuple(w.en for w in self.cautions)


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
    totals: tuple[int, ...]
    standings: tuple[Standing, ...]
    state: TableState
    deleted: tuple[int, ...] = ()  # entries whose latest revision is a tombstone
    #: how many revisions it was built from: every write adds one, so a sheet read again with
    #: the same count is the same sheet (the window checks it before it records)
    revisions: int = 0

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
        raise refused(E_NO_ENTRY, "unknown_entry", match=self.match.id, entry=entry)


def label_names(rules: str, seating: Seating) -> Names:
    """The label of ``seating`` (a hand of a match of ``rules``: ``E1``, ``S2-3``) in every
    language, as the rule set's match rules say it (南2局 3本場); its English is
    ``seating.label``. A rule set without match rules, or one not known, keeps the label as it is."""
    try:
        found = get_rules(rules).match_rules()
    except HandError:
        found = None
    if found is None or seating.round_wind not in ROUND_WORDS:
        return same(seating.label)
    return found.label_names(seating)


def latest(revisions: Iterable[Revision]) -> list[Revision]:
    """Each entry's latest revision, in the order the entries were first written."""
    last: dict[int, Revision] = {}
    for r in sorted(revisions, key=lambda r: (r.entry, r.revision)):
        last[r.entry] = r  # entries are numbered in the order they were first written
    return [last[e] for e in sorted(last)]


def _context_field(rules: str, key: str) -> Any:
    """The context field ``key`` of a rule set (``None``: it has none)."""
    return next((f for f in get_rules(rules).context_fields if f.key == key), None)


def field_words(rules: str, key: str) -> Names:
    """A context key as the window names it (the key itself where the rule set has no such field)."""
    field = _context_field(rules, key)
    return field.names if field is not None else same(key)


def _hand_keys(rules: MatchRules) -> tuple[set[str], set[str]]:
    """The keys of the rules' player facts that are the hand's (riichi: who declared) and those
    that are each winner's own (:attr:`PlayerFact.per_winner`: riichi's liable player)."""
    return (
        {f.key for f in rules.player_facts if not f.per_winner},
        {f.key for f in rules.player_facts if f.per_winner},
    )


def winner_facts(rules: MatchRules, hand: Mapping[str, Any], own: Mapping[str, Any]) -> dict[str, Any]:
    """The facts one winner of a multiple ron is scored with: the hand's (who declared riichi)
    with the winner's own on top (the player liable for their yakuman)."""
    hand_keys, own_keys = _hand_keys(rules)
    return {
        **{k: v for k, v in hand.items() if k not in own_keys},
        **{k: v for k, v in own.items() if k not in hand_keys},
    }


def hand_facts_of(rules: MatchRules, every: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The facts of the hand that winners of one discard won together, from each winner's facts
    as written (the first's first): the first's, each winner's own left out, and each fact of the
    hand's players the union of what any winner names (a referee may write who declared riichi on
    the winner who did)."""
    hand_keys, own_keys = _hand_keys(rules)
    hand = {k: v for k, v in dict(every[0] if every else {}).items() if k not in own_keys}
    for key in sorted(hand_keys):
        lists = [w.get(key) or [] for w in every]
        if any(lists) and all(isinstance(found, (list, tuple)) for found in lists):
            named = [p for found in lists for p in found]
            hand[key] = (
                sorted(set(named)) if all(isinstance(p, int) and not isinstance(p, bool) for p in named) else named
            )  # (not players: the rules refuse them, saying so)
    return hand


def context_warnings(
    body: WinHand, rules: MatchRules, seating: Seating, options: Mapping[str, Any] | None = None
) -> tuple[Names, ...]:
    """What a stored win's context says (each winner's, of a multiple ron) that its place on the
    sheet no longer does."""
    out: list[Names] = []
    winners = tuple(w.winner for w in body.winners) if body.also else ()
    for one in body.winners:
        facts = winner_facts(rules, body.facts, one.facts) if body.also else one.facts
        implied = rules.win_context(seating, one.winner, one.discarder, facts, winners=winners, options=options)
        given = one.inputs.get("context") or {}
        out.extend(
            W_CONTEXT.format(
                key=key,
                field=field_words(rules.rules, key),
                given=value_words(given.get(key), _context_field(rules.rules, key)),
                value=value_words(value, _context_field(rules.rules, key)),
                label=label_names(rules.rules, seating),
            )
            for key, value in implied.items()
            if key in given and given.get(key) != value
        )
    return tuple(out)


def _step(
    match: Match,
    entry: int,
    revision: int,
    body: Body,
    written: str,
    rules: MatchRules,
    options: Mapping[str, Any],
    state: TableState,
    strict: bool,
) -> tuple[SheetRow, TableState]:
    """One entry folded into the state before it: its row (whose ``totals`` and the state after
    it come from the rules). A refusal by the rules raises where ``strict`` (the entry being
    written); otherwise the entry moves nothing and carries the refusal as a warning."""
    seating = state.seating
    warnings: tuple[Names, ...] = ()
    try:
        step = rules.step(state, body, options)
    except MatchError as e:
        if strict:
            raise refused(E_ENTRY_REFUSED, e.code, entry=entry, match=match.id, reason=words_of(e)) from None
        step = Step((0,) * len(state.scores), state)
        warnings = (W_REFUSED.format(reason=words_of(e)),)
    if isinstance(body, WinHand):
        warnings += context_warnings(body, rules, seating, options)
    return SheetRow(
        entry,
        revision,
        kind_of(body),
        body,
        seating,
        seating.hand + 1,
        step.deltas,
        step.after.scores,
        ranks(step.after.scores),
        step.remarks,
        warnings,
        written,
    ), step.after


def fold(
    match: Match, entries: Sequence[tuple[int, int, Body, str]], rules: MatchRules, strict: int | None = None
) -> tuple[list[SheetRow], TableState]:
    """The rows of the live entries (entry, revision, body, written), folded through the rules.

    A stored entry the rules now refuse (one after the end of a match that an edit made end
    sooner) moves nothing and carries the refusal as a warning: the sheet of what is stored can
    always be built. Only entry ``strict``, the one being written, raises the refusal."""
    options = rules.check_match_options(match.match_option_dict())
    state = rules.start(options)
    rows: list[SheetRow] = []
    for entry, revision, body, written in entries:
        row, state = _step(match, entry, revision, body, written, rules, options, state, entry == strict)
        rows.append(row)
    return rows, state


def _sheet(
    match: Match,
    rows: Sequence[SheetRow],
    state: TableState,
    rules: MatchRules,
    deleted: tuple[int, ...],
    revisions: int,
) -> Sheet:
    options = rules.check_match_options(match.match_option_dict())
    points = rules.table_points(state, options)
    place = ranks(state.scores)
    standings = tuple(
        Standing(p, match.players[p], state.scores[p], place[p], points[p]) for p in range(len(match.players))
    )
    return Sheet(match, tuple(rows), state.scores, standings, state, deleted, revisions)


def build_sheet(match: Match, revisions: Iterable[Revision], rules: MatchRules, strict: int | None = None) -> Sheet:
    """The sheet of a match from every revision written: each entry's latest revision, the
    tombstoned ones left out, folded in order through the rule set's match rules (``strict``:
    the entry being written, whose refusal by the rules raises :class:`MatchError`)."""
    live: list[tuple[int, int, Body, str]] = []
    deleted: list[int] = []
    revisions = list(revisions)
    for r in latest(revisions):
        if r.body is None:
            deleted.append(r.entry)
        else:
            live.append((r.entry, r.revision, r.body, r.written))
    rows, state = fold(match, live, rules, strict)
    return _sheet(match, rows, state, rules, tuple(deleted), len(revisions))


def headless_sheet(
    match: Match, state: TableState, rules: MatchRules, deleted: tuple[int, ...], revisions: int
) -> Sheet:
    """A sheet of no rows standing at ``state`` (a store's kept head of a match: enough to add an
    entry after its last, :func:`extend_sheet`; its rows are not shown anywhere)."""
    return _sheet(match, (), state, rules, deleted, revisions)


def extend_sheet(sheet: Sheet, new: Revision, rules: MatchRules) -> Sheet:
    """The sheet with one more entry written after every other (revision 1 of an entry numbered
    above them all): its last state folded one step further, strictly (the rules' refusal
    raises). The same sheet :func:`build_sheet` gives from every revision: the entries are
    folded in their order, and the new one is last. An edit or a delete is not an extension."""
    if (
        new.revision != 1
        or new.body is None
        or new.entry <= max((*(r.entry for r in sheet.rows), *sheet.deleted), default=0)
    ):
        raise ValueError(f"entry {new.entry} revision {new.revision} does not extend the sheet of {sheet.match.id}")
    options = rules.check_match_options(sheet.match.match_option_dict())
    row, state = _step(sheet.match, new.entry, new.revision, new.body, new.written, rules, options, sheet.state, True)
    return _sheet(sheet.match, (*sheet.rows, row), state, rules, sheet.deleted, sheet.revisions + 1)


def format_points(value: Fraction) -> str:
    """Table points as text: a whole number as it is, a share to two decimals (7/3: 2.33)."""
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):.2f}"
