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
from typing import Any, Final, Iterable, Mapping, Sequence, Union

from .errors import HandError
from .names import same, separated
from .score import Names
from .seat_labels import label_names

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
#: the player roles the refusals name
WINNER: Final = Names("winner", "和牌者", "胡牌者", "和了者")
DISCARDER: Final = Names("discarder", "点炮者", "放槍者", "放銃者")

# --- the refusals of a match record, in every language (the English is the message the
# command line and the tests know; the others name things as the window shows them) ------------

E_NO_PLAYER: Final = Names("no player {ref} in match {match}: the players are {players}",
                           "比赛 {match} 中没有玩家 {ref}：玩家是 {players}",
                           "比賽 {match} 中沒有玩家 {ref}：玩家是 {players}",
                           "対局 {match} にプレイヤー {ref} はいません。プレイヤー：{players}")
E_RECORD_KIND: Final = Names("unknown record kind {kind}; kinds are {kinds}", "未知的记录类型 {kind}；类型有：{kinds}",
                             "未知的記錄類型 {kind}；類型有：{kinds}", "不明な記録の種類 {kind}。種類：{kinds}")
E_NO_MATCH_OPTIONS: Final = Names("the {rules} match rules take no match options, not {options}",
                                  "“{title}”的比赛规则没有比赛选项，不能设定 {options}",
                                  "「{title}」的比賽規則沒有比賽選項，不能設定 {options}",
                                  "「{title}」の対局ルールに対局設定はありません（{options} は不可）")
E_UNKNOWN_PENALTY: Final = Names("unknown penalty {kind} under the {rules} match rules; penalties are {known}",
                                 "“{title}”的比赛规则没有罚则 {kind}；罚则有：{known}",
                                 "「{title}」的比賽規則沒有罰則 {kind}；罰則有：{known}",
                                 "「{title}」の対局ルールに罰則 {kind} はありません。罰則：{known}")
NONE: Final = Names("none", "无", "無", "なし")
E_UNKNOWN_DRAW: Final = Names("unknown kind of draw {kind} under the {rules} match rules; besides the exhaustive draw "
                              "they know {known}",
                              "“{title}”的比赛规则没有这种流局 {kind}；除荒牌流局外只有：{known}",
                              "「{title}」的比賽規則沒有這種流局 {kind}；除荒牌流局外只有：{known}",
                              "「{title}」の対局ルールに流局の種類 {kind} はありません。荒牌流局のほか：{known}")
E_DEDUCTION: Final = Names("a deduction needs its points, a positive number", "罚分须写明分数（正数）",
                           "罰分須寫明分數（正數）", "罰符には点数（正の数）が必要です")
E_PAYER_ROLE: Final = Names("the result names a payer role {role} the match does not know",
                            "结果列出了比赛不认识的付款方 {role}", "結果列出了比賽不認識的付款方 {role}",
                            "結果に対局の知らない支払者 {role} があります")
E_ROW: Final = Names("a row has {players} numbers, one per player, not {n}",
                     "一行应有 {players} 个数（每位玩家一个），不能是 {n} 个",
                     "一行應有 {players} 個數（每位玩家一個），不能是 {n} 個",
                     "1行の数はプレイヤーごとに1つ、計 {players} 個です（{n} 個は不可）")
E_NO_ENTRY: Final = Names("match {match} has no entry {entry} on its sheet", "比赛 {match} 的记分表上没有第 {entry} 条",
                          "比賽 {match} 的記分表上沒有第 {entry} 條", "対局 {match} の記録表に第 {entry} 件はありません")
E_ENTRY_REFUSED: Final = Names("entry {entry} of match {match}: {reason}", "比赛 {match} 第 {entry} 条：{reason}",
                               "比賽 {match} 第 {entry} 條：{reason}", "対局 {match} の第 {entry} 件：{reason}")
E_PLAYER_NUMBER: Final = Names("{who} must be a player number 0-3, not {p}", "{who}必须是玩家编号 0-3，不能是 {p}",
                               "{who}必須是玩家編號 0-3，不能是 {p}",
                               "{who}はプレイヤー番号 0-3 で指定してください（{p} は不可）")
E_WINNER_DISCARDS: Final = Names("the winner cannot be the discarder: leave the discarder out for a self-drawn win",
                                 "和牌者不能是点炮者：自摸和牌请不填点炮者", "胡牌者不能是放槍者：自摸請不填放槍者",
                                 "和了者は放銃者になれません。ツモ和了なら放銃者を空けてください")
E_WIN_FIELDS: Final = Names("unknown field(s) {fields} of a win; fields are {known}",
                            "和牌记录中有未知的字段 {fields}；字段有：{known}",
                            "胡牌記錄中有未知的欄位 {fields}；欄位有：{known}",
                            "和了の記録に不明な項目 {fields} があります。項目：{known}")
E_WRONG_RULES: Final = Names("the hand names rule set {given} but match {match} is played under {rules}",
                             "这手牌写的规则是 {given}，但比赛 {match} 按“{title}”进行",
                             "這手牌寫的規則是 {given}，但比賽 {match} 按「{title}」進行",
                             "この手のルールは {given} ですが、対局 {match} は「{title}」で行われています")
E_CONTEXT_OBJECT: Final = Names("field 'context' must be an object, not {value}", "场况必须是键值对象，不能是 {value}",
                                "場況必須是鍵值物件，不能是 {value}",
                                "場況はキーと値のオブジェクトで指定してください（{value} は不可）")
E_CONTEXT_CLASH: Final = Names("context key {key} is {given} but at {label} it is {value} (winner {winner}, {how})",
                               "“{field}”为 {given}，但在 {label} 应为 {value}（和牌者 {winner}，{how}）",
                               "「{field}」為 {given}，但在 {label} 應為 {value}（胡牌者 {winner}，{how}）",
                               "「{field}」が {given} ですが、{label} では {value} です（和了者 {winner}、{how}）")
SELF_DRAWN: Final = Names("self-drawn", "自摸", "自摸", "ツモ")
FROM_DISCARDER: Final = Names("discarder {name}", "点炮者 {name}", "放槍者 {name}", "放銃者 {name}")
E_UNKNOWN_ENTRY: Final = Names("unknown entry {body}", "未知的记录 {body}", "未知的記錄 {body}", "不明な記録 {body}")

# --- the warnings of a stored entry, in every language -------------------------------------------

W_REFUSED: Final = Names("refused by the match rules, counted as nothing: {reason}",
                         "比赛规则不接受此记录，按无效计：{reason}", "比賽規則不接受此記錄，按無效計：{reason}",
                         "対局ルール上認められない記録のため、無効として扱います：{reason}")
W_CONTEXT: Final = Names("{key} is {given} in the stored hand but {value} at {label}",
                         "记录的牌中“{field}”为 {given}，但在 {label} 应为 {value}",
                         "記錄的牌中「{field}」為 {given}，但在 {label} 應為 {value}",
                         "記録された手では「{field}」が {given} ですが、{label} では {value} です")
#: a referee's deduction as a note of the entry (MCR, Taiwanese)
N_DEDUCTION: Final = Names("deduction of {points}", "罚分 {points}", "罰分 {points}", "罰符 {points}点")
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
        players = separated([same(f"{i} {name}") for i, name in enumerate(self.players)], LIST_SEP)
        raise refused(E_NO_PLAYER, ref=repr(ref), match=self.id, players=players)


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
    raise refused(E_RECORD_KIND, kind=repr(kind), kinds=", ".join(KINDS))


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
    """What one entry did: each player's gain or loss, the state after it, and notes in every
    language (``remarks``; :attr:`notes` is their English, as the command line gives it)."""

    deltas: tuple[int, int, int, int]
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


#: the fact of a draw record that names its kind (absent: an exhaustive draw)
DRAW_KIND: Final = "kind"


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
    #: the kinds of draw besides the exhaustive one (a draw record's fact ``kind``)
    draw_kinds: tuple[DrawKind, ...] = ()
    #: the facts about players a win or a draw record lists (riichi: who declared riichi)
    player_facts: tuple[PlayerFact, ...] = ()
    #: where the rules come from, in a sentence (shown by ``mjscore matches show``)
    source: str = ""

    def check_match_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """The match options checked and with every default (none by default)."""
        if options:
            raise refused(E_NO_MATCH_OPTIONS, "bad_option", rules=self.rules, title=self.title,
                          options=", ".join(options))
        return {}

    @property
    def title(self) -> Names:
        """The rule set's name in every language, as the refusals say it."""
        from .rules import get_rules

        return get_rules(self.rules).title

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

    def draw_kind(self, body: Draw) -> DrawKind | None:
        """The kind of a draw record (``None``: an exhaustive draw); a kind the rules do not
        know is refused."""
        key = body.facts.get(DRAW_KIND)
        if key is None:
            return None
        for k in self.draw_kinds:
            if k.key == key:
                return k
        raise refused(E_UNKNOWN_DRAW, kind=repr(key), rules=self.rules, title=self.title,
                      known=_known_kinds(self.draw_kinds))

    def penalty_kind(self, kind: str) -> str:
        if kind not in [k.key for k in self.penalty_kinds]:
            raise refused(E_UNKNOWN_PENALTY, kind=repr(kind), rules=self.rules, title=self.title,
                          known=_known_kinds(self.penalty_kinds))
        return kind


def _known_kinds(kinds: Sequence[PenaltyKind | DrawKind]) -> Names:
    """The kinds the match rules know, as a refusal lists them: their keys in English (what
    the command line takes), their names in the other languages ("none" when there are none)."""
    keys = [k.key for k in kinds]
    words = separated([k.names for k in kinds], LIST_SEP) if keys else NONE
    return Names(", ".join(keys) or "none", words.zh_hans, words.zh_hant, words.ja)


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
        raise refused(E_DEDUCTION)
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
    raise refused(E_PAYER_ROLE, role=repr(role))


def win_deltas(body: WinHand, seating: Seating, bonus: int = 0,
               players_of: Mapping[str, tuple[int, ...]] | None = None) -> tuple[int, int, int, int]:
    """What a win moves: each payer role of the stored result mapped to its players, each
    paying its amount to the winner (``bonus``: what the winner takes besides, from the table;
    ``players_of``: the players of roles the match rules name themselves, riichi's ``liable``)."""
    deltas = [0, 0, 0, 0]
    for role, amount in body.result.get("pay", {}).items():
        named = players_of.get(role) if players_of else None
        for p in named if named is not None else seat_payers(role, body.winner, body.discarder, seating):
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
        raise refused(E_ROW, players=PLAYERS, n=len(values))
    return (values[0], values[1], values[2], values[3])


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
    deltas: tuple[int, int, int, int]
    totals: tuple[int, int, int, int]
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
    totals: tuple[int, int, int, int]
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


def latest(revisions: Iterable[Revision]) -> list[Revision]:
    """Each entry's latest revision, in the order the entries were first written."""
    last: dict[int, Revision] = {}
    for r in sorted(revisions, key=lambda r: (r.entry, r.revision)):
        last[r.entry] = r  # entries are numbered in the order they were first written
    return [last[e] for e in sorted(last)]


def _context_field(rules: str, key: str) -> Any:
    """The context field ``key`` of a rule set (``None``: it has none)."""
    from .rules import get_rules

    return next((f for f in get_rules(rules).context_fields if f.key == key), None)


def field_words(rules: str, key: str) -> Names:
    """A context key as the window names it (the key itself where the rule set has no such field)."""
    field = _context_field(rules, key)
    return field.names if field is not None else same(key)


def context_warnings(body: WinHand, rules: MatchRules, seating: Seating) -> tuple[Names, ...]:
    """What a stored win's context says that its place on the sheet no longer does."""
    implied = rules.implied_context(seating, body.winner, body.discarder, body.facts)
    given = body.inputs.get("context") or {}
    return tuple(W_CONTEXT.format(key=key, field=field_words(rules.rules, key),
                                  given=value_words(given.get(key), _context_field(rules.rules, key)),
                                  value=value_words(value, _context_field(rules.rules, key)),
                                  label=label_names(rules.rules, seating))
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
        warnings: tuple[Names, ...] = ()
        try:
            step = rules.apply(state, body, options)
        except MatchError as e:
            if entry == strict:
                raise refused(E_ENTRY_REFUSED, e.code, entry=entry, match=match.id, reason=words_of(e)) from None
            step = Step((0, 0, 0, 0), state)
            warnings = (W_REFUSED.format(reason=words_of(e)),)
        if isinstance(body, WinHand):
            warnings += context_warnings(body, rules, seating)
        rows.append(SheetRow(entry, revision, kind_of(body), body, seating, seating.hand + 1, step.deltas,
                             step.after.scores, ranks(step.after.scores), step.remarks, warnings, written))
        state = step.after
    return rows, state


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
    options = rules.check_match_options(match.match_option_dict())
    points = rules.table_points(state, options)
    place = ranks(state.scores)
    standings = tuple(Standing(p, match.players[p], state.scores[p], place[p], points[p]) for p in range(PLAYERS))
    return Sheet(match, tuple(rows), state.scores, standings, state, tuple(deleted), len(revisions))


def format_points(value: Fraction) -> str:
    """Table points as text: a whole number as it is, a share to two decimals (7/3: 2.33)."""
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):.2f}"


# --- recording a win ----------------------------------------------------------------------------

#: the fields of a batch input object a win record takes
WIN_FIELDS: tuple[str, ...] = ("hand", "melds", "win", "flowers", "context", "options")


def check_players(winner: int, discarder: int | None) -> None:
    for who, p in ((WINNER, winner), (DISCARDER, discarder)):
        if p is not None and (isinstance(p, bool) or not isinstance(p, int) or not 0 <= p < PLAYERS):
            raise refused(E_PLAYER_NUMBER, who=who, p=repr(p))
    if discarder == winner:
        raise refused(E_WINNER_DISCARDS)


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
        raise refused(E_WIN_FIELDS, "bad_field", fields=", ".join(unknown), known=", ".join(WIN_FIELDS))
    if inputs.get("rules") not in (None, match.rules):
        raise refused(E_WRONG_RULES, given=repr(inputs.get("rules")), match=match.id, rules=match.rules,
                      title=rules.title)
    from .rules import get_rules

    if not isinstance(inputs.get("context") or {}, Mapping):
        raise refused(E_CONTEXT_OBJECT, "bad_context", value=repr(inputs.get("context")))
    context = dict(inputs.get("context") or {})
    fields = {f.key: f for f in get_rules(match.rules).context_fields}
    for key, value in rules.implied_context(seating, winner, discarder, dict(facts or {})).items():
        given = context.get(key)
        if given is not None and key in fields:
            given = fields[key].coerce(given)  # read as the rule set reads it ("east" is E)
        if given is not None and given != value:
            how = SELF_DRAWN if discarder is None else FROM_DISCARDER.format(name=match.players[discarder])
            raise refused(E_CONTEXT_CLASH, key=repr(key), field=fields[key].names if key in fields else same(key),
                          given=value_words(context[key], fields.get(key)), label=label_names(match.rules, seating),
                          value=value_words(value, fields.get(key)), winner=match.players[winner], how=how)
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
        raise refused(E_NOT_A_WIN, "not_a_win", verdict=score.headline.text)
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
        kind = body.facts.get(DRAW_KIND)
        return (f"{kind} draw" if kind else "draw") + (f" (ready: {ready})" if ready else "")
    points = "" if body.points is None else f" {body.points}"
    return f"penalty {body.kind}{points}: {names[body.offender]}" + (f" ({body.note})" if body.note else "")


__all__ = [
    "DELETED", "DRAW", "DRAW_KIND", "DrawKind", "KINDS", "PENALTY", "PLAYERS", "WIN", "WINDS", "Body", "Draw", "Match", "MatchError",
    "E_DEDUCTION", "E_MATCH_OVER", "E_NOT_A_WIN", "E_UNKNOWN_ENTRY", "N_DEDUCTION", "refused", "words_of",
    "MatchRules", "OFFENDER_DEDUCTION", "Penalty", "PenaltyKind", "PlayerFact", "Entry", "WinInput", "Revision", "Seating", "Sheet", "SheetRow", "Standing", "Step", "TableState", "WinHand",
    "add", "as_pairs", "four", "body_from_json", "body_to_json", "build_sheet", "canonical_json", "format_points", "kind_of",
    "latest", "offender_deduction", "ranks", "rescore", "score_win", "seat_payers", "shared_places", "win_deltas", "with_players",
]
