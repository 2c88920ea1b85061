"""The words a rule set's match rules are written in: a match, what a record holds, the seating and
state of a table, the kinds of penalty and draw, and :class:`MatchRules`, the hook a rule set
declares (:meth:`core.engine.schema.RuleSet.match_rules`) and the referee's layer asks for.

Pure values and pure functions: the sheet, the store and the recording of a win are the
referee's (:mod:`core.referee.match`, :mod:`core.referee.records`), above the rule sets."""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any, Final, Union

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


E_NO_MATCH_OPTIONS: Final = Names(
    "the {rules} match rules take no match options, not {options}",
    "“{title}”的比赛规则没有比赛选项，不能设定 {options}",
    "「{title}」的比賽規則沒有比賽選項，不能設定 {options}",
    "「{title}」の対局ルールに対局設定はありません（{options} は不可）",
)


E_UNKNOWN_PENALTY: Final = Names(
    "unknown penalty {kind} under the {rules} match rules; penalties are {known}",
    "“{title}”的比赛规则没有罚则 {kind}；罚则有：{known}",
    "「{title}」的比賽規則沒有罰則 {kind}；罰則有：{known}",
    "「{title}」の対局ルールに罰則 {kind} はありません。罰則：{known}",
)


NONE: Final = Names("none", "无", "無", "なし")


E_UNKNOWN_DRAW: Final = Names(
    "unknown kind of draw {kind} under the {rules} match rules; besides the exhaustive draw they know {known}",
    "“{title}”的比赛规则没有这种流局 {kind}；除荒牌流局外只有：{known}",
    "「{title}」的比賽規則沒有這種流局 {kind}；除荒牌流局外只有：{known}",
    "「{title}」の対局ルールに流局の種類 {kind} はありません。荒牌流局のほか：{known}",
)


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


E_UNKNOWN_ENTRY: Final = Names("unknown entry {body}", "未知的记录 {body}", "未知的記錄 {body}", "不明な記録 {body}")


#: the most points a penalty takes (as the match options' points: a deduction of 10**26 was taken)
MAX_PENALTY_POINTS: Final = 1_000_000
E_PENALTY_POINTS: Final = Names(
    "a penalty's points must be a whole number from 1 to {most}, not {points}",
    "罚分必须是 1 到 {most} 之间的整数，不能是 {points}",
    "罰分必須是 1 到 {most} 之間的整數，不能是 {points}",
    "罰則の点数は 1 から {most} までの整数です（{points} は不可）",
)
E_NO_POINTS: Final = Names(
    "a {name} penalty ({kind}) takes no points: the match rules set what it costs ({costs}); for points "
    "of the referee's choosing, record a deduction",
    "{name}（{kind}）不带分数：其代价由比赛规则决定（{costs}）；裁判自定的分数请记为罚分（deduction）",
    "{name}（{kind}）不帶分數：其代價由比賽規則決定（{costs}）；裁判自訂的分數請記為罰分（deduction）",
    "{name}（{kind}）に点数は付きません：何を払うかは対局ルールが決めます（{costs}）。"
    "審判が決める点数は罰符（deduction）として記録してください",
)

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


#: the prevailing wind of a round in zh-Hans, zh-Hant and ja: 东 / 東 (riichi's 東1局; 东风圈)
ROUND_WORDS: Final = {
    "E": ("东", "東", "東"),
    "S": ("南", "南", "南"),
    "W": ("西", "西", "西"),
    "N": ("北", "北", "北"),
}

#: the fact of a draw record that names its kind (absent: an exhaustive draw)
DRAW_KIND: Final = "kind"

#: the kind of draw record every rule set's match rules know: a tournament round's time was
#: called and the match ends where it stands (:meth:`MatchRules.end_on_time`)
TIME_CALLED: Final = "time_called"

#: what the sheet calls a forced end on time
TIME_CALLED_NAMES: Final = Names(
    "Time called: forced end", "时间到：强制结束", "時間到：強制結束", "時間切れ：打ち切り"
)

N_TIME_CALLED: Final = Names(
    "Time called: forced end after {hands} hands. {rule}",
    "时间到：已打 {hands} 手，强制结束。{rule}",
    "時間到：已打 {hands} 手，強制結束。{rule}",
    "時間切れ：{hands} 局で打ち切り。{rule}",
)

E_TIME_CALLED_OVER: Final = Names(
    "time cannot be called on a match that is over: {hands} hands are played",
    "比赛已结束，不能再记时间到：已打 {hands} 手",
    "比賽已結束，不能再記時間到：已打 {hands} 手",
    "終了した対局に時間切れは記録できません：{hands} 局を終えました",
)

E_TIME_CALLED_FACTS: Final = Names(
    "a forced end on time names no players and no other facts",
    "时间到强制结束不记录玩家，也不记录其他事项",
    "時間到強制結束不記錄玩家，也不記錄其他事項",
    "時間切れの打ち切りにはプレイヤーもほかの事項も記録しません",
)

E_NO_MULTIPLE_RON: Final = Names(
    "the {rules} match rules have no double or triple ron: only the first winner in turn "
    "order from the discarder wins (head bump); record that winner alone",
    "“{title}”的比赛规则没有一炮多响：只有点炮者下家起按顺序最先的和牌者和牌（截和）；请只记录这位和牌者",
    "「{title}」的比賽規則沒有一炮多響：只有放槍者下家起按順序最先的胡牌者胡牌（截和）；請只記錄這位胡牌者",
    "「{title}」の対局ルールにダブロン・トリロンはありません：放銃者の下家から順に最初の"
    "和了者だけが和了します（頭ハネ）。その和了者だけを記録してください",
)


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


N_PRESET_DEFAULT: Final = Names(
    "the preset {preset} has no match rules of its own: the match plays {title}'s {default} match rules",
    "预设 {preset} 没有自己的对局规则：本对局按{title}的 {default} 对局规则进行",
    "預設 {preset} 沒有自己的對局規則：本對局按{title}的 {default} 對局規則進行",
    "プリセット {preset} には独自の対局ルールがありません：この対局は{title}の {default} 対局ルールで行います",
)
N_PRESET_NO_MATCH: Final = Names(
    "the preset {preset} has no match rules of its own: the match plays {title}'s match rules as set",
    "预设 {preset} 没有自己的对局规则：本对局按{title}的对局规则（按所设）进行",
    "預設 {preset} 沒有自己的對局規則：本對局按{title}的對局規則（按所設）進行",
    "プリセット {preset} には独自の対局ルールがありません：この対局は{title}の対局ルール（設定どおり）で行います",
)
_YES_NO: Final = (Names("yes", "是", "是", "あり"), Names("no", "否", "否", "なし"))


def option_value_names(field: Any, value: Any) -> Names:
    """One match option as a sheet's head says it: its name and its value (a choice by its name,
    a yes or no in words, a number with its thousands marked)."""
    if field.choices:
        shown = next((c.names for c in field.choices if c.value == value), same(str(value)))
    elif isinstance(value, bool):
        shown = _YES_NO[0] if value else _YES_NO[1]
    elif isinstance(value, int):
        shown = same(f"{value:,}")
    else:
        shown = same(str(value))
    return Names(
        *(
            f"{n}: {v}" if lang == "en" else f"{n}：{v}"
            for lang, n, v in zip(("en", "zh-Hans", "zh-Hant", "ja"), field.names, shown)
        )
    )


class MatchRules(ABC):
    """The rules of a match under one rule set, as pure functions over frozen values.

    A rule set gives its match rules through :meth:`core.engine.schema.RuleSet.match_rules`.
    Subclasses set the attributes and write the three methods; everything else (records,
    history, totals, ranks, the store, the command line) is generic.
    """

    #: the rule set these rules belong to
    rules: str
    #: how many play a match (three-player riichi: 3); the seats are the first winds of :data:`WINDS`
    players: int = PLAYERS
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
    #: whether a win record may name other winners of the same discard (:attr:`WinHand.also`:
    #: riichi's double and triple ron, as its options say); rules without it refuse them
    multiple_winners: bool = False
    #: where the rules come from, in a sentence (shown by ``mjscore matches show``)
    source: str = ""
    #: the rule set's name in every language, as the refusals say it
    title: Names = Names("", "", "", "")
    #: what happens when a time-limited round's time is called, as the rule set's tournament
    #: rules say it (a standings board shows it)
    end_of_time: Names = Names(
        "Time: the hand in play is finished; no new hand is started.",
        "时间到：正在进行的一手打完；不再开始新的一手。",
        "時間到：正在進行的一手打完；不再開始新的一手。",
        "時間です：進行中の局は最後まで打ち、新しい局は始めません。",
    )

    #: the match options (:class:`core.engine.schema.Field`), none by default
    option_fields: tuple[Any, ...] = ()
    #: the presets of the match options by name (none by default), and the one used when a
    #: match names none
    presets: Mapping[str, Mapping[str, Any]] = {}
    default_preset: str = ""

    def draw_facts(self, options: Mapping[str, Any]) -> tuple[PlayerFact, ...]:
        """The facts about players a draw record may list under these match ``options`` besides
        :attr:`player_facts` (riichi: nagashi mangan, which a win refuses); none by default."""
        return ()

    def match_preset_of(self, scoring_preset: str) -> str | None:
        """The preset of the match options that goes with the rule set's scoring preset
        ``scoring_preset`` (the one of the same name, where there is one): a match or tournament
        made with a scoring preset plays its match rules too. ``None``: it has none of its own."""
        return scoring_preset if scoring_preset in self.presets else None

    def preset_note(self, scoring_preset: str) -> Names | None:
        """What a match made with the scoring preset ``scoring_preset`` and no match preset of
        its own plays, as the program says it; ``None`` where the preset has match rules of its
        own, or the rule set has no match options to choose."""
        if not scoring_preset or not self.option_fields or self.match_preset_of(scoring_preset) is not None:
            return None
        if self.presets:
            return N_PRESET_DEFAULT.format(preset=scoring_preset, title=self.title, default=self.default_preset)
        return N_PRESET_NO_MATCH.format(preset=scoring_preset, title=self.title)

    def rules_in_force(self, options: Mapping[str, Any]) -> Names:
        """The match rules in force under the checked ``options``, in one line for the head of a
        sheet, its PDF and a tournament's window: each option's name and value (a rule set may
        say them more shortly); empty where the rule set has no match options."""
        return (
            separated([option_value_names(f, options.get(f.key, f.default)) for f in self.option_fields], same(" · "))
            if self.option_fields
            else same("")
        )

    def check_match_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """The match options checked and with every default (none by default)."""
        if options:
            raise refused(
                E_NO_MATCH_OPTIONS, "bad_option", rules=self.rules, title=self.title, options=", ".join(options)
            )
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

    def implied_context(
        self, seating: Seating, winner: int, discarder: int | None, facts: Mapping[str, Any]
    ) -> dict[str, Any]:
        """The context keys a win's position in the match fixes (``facts``: the hand's other
        facts as recorded): by default the winner's seat wind, the prevailing wind and whether
        the tile was self-drawn."""
        return {"seat_wind": seating.winds[winner], "round_wind": seating.round_wind, "self_drawn": discarder is None}

    def win_context(
        self,
        seating: Seating,
        winner: int,
        discarder: int | None,
        facts: Mapping[str, Any],
        *,
        winners: Sequence[int] = (),
        options: Mapping[str, Any] | None = None,
    ) -> dict[str, Any]:
        """The context keys fixed for one winner of a discard that ``winners`` (every winner, in
        turn order from the discarder) won together: by default :meth:`implied_context`; riichi
        gives the first winner the sticks and, as its options say, the honba."""
        return self.implied_context(seating, winner, discarder, facts)

    def step(self, state: TableState, body: Body, options: Mapping[str, Any]) -> Step:
        """What one entry does, as the sheet folds it: a forced end on time
        (:meth:`end_on_time`, whatever the rule set), a win with other winners refused where
        the rules have no multiple ron, else :meth:`apply`."""
        if isinstance(body, Draw) and body.facts.get(DRAW_KIND) == TIME_CALLED:
            if body.tenpai or set(body.facts) != {DRAW_KIND}:
                raise refused(E_TIME_CALLED_FACTS)
            return self.end_on_time(state, options)
        if isinstance(body, WinHand) and body.also and not self.multiple_winners:
            raise refused(E_NO_MULTIPLE_RON, rules=self.rules, title=self.title)
        return self.apply(state, body, options)

    def end_on_time(self, state: TableState, options: Mapping[str, Any]) -> Step:
        """A tournament round's time called: the match ends where it stands, no points move
        (the hand in play was recorded before; a hand not started is not played), with the rule
        set's :attr:`end_of_time` as the remark. What the rules settle at the end anyway (riichi's
        leftover sticks) they settle in :meth:`table_points`. Refused after the match is over."""
        if state.finished:
            raise refused(E_TIME_CALLED_OVER, "match_over", hands=state.hands_played)
        return Step(
            (0,) * len(state.scores),
            replace(state, finished=True),
            (N_TIME_CALLED.format(hands=state.hands_played, rule=self.end_of_time),),
        )

    def label_names(self, seating: Seating) -> Names:
        """The short label of a hand (``seating.label``: ``E1``, ``S2-3``) in every language, as
        this rule set's players say it; its English is the label itself. By default the label
        as it is in every language (a plug-in's rule set)."""
        return same(seating.label)

    def draw_kind(self, body: Draw) -> DrawKind | None:
        """The kind of a draw record (``None``: an exhaustive draw); a kind the rules do not
        know is refused."""
        key = body.facts.get(DRAW_KIND)
        if key is None:
            return None
        for k in self.draw_kinds:
            if k.key == key:
                return k
        raise refused(
            E_UNKNOWN_DRAW, kind=repr(key), rules=self.rules, title=self.title, known=_known_kinds(self.draw_kinds)
        )

    #: the kinds of penalty that cost points the rules fix, by key: the points may be given, as
    #: that number (MCR: a false win, 10 to each other player; :meth:`apply` refuses another)
    fixed_penalty_points: Mapping[str, int] = {}

    def check_penalty(self, body: Penalty) -> None:
        """Refuse a penalty of a kind the rules do not know, points given to a kind whose cost the
        rules set (riichi's chombo: the sheet showed the points given, -8000, while the rules moved
        a mangan, 12,000), and points over :data:`MAX_PENALTY_POINTS`."""
        self.penalty_kind(body.kind)
        points = body.points
        if points is None:
            return
        kind = next(k for k in self.penalty_kinds if k.key == body.kind)
        if not kind.takes_points and body.kind not in self.fixed_penalty_points:
            raise refused(E_NO_POINTS, kind=body.kind, name=kind.names, costs=kind.help)
        if isinstance(points, bool) or not isinstance(points, int) or points > MAX_PENALTY_POINTS:
            raise refused(E_PENALTY_POINTS, most=f"{MAX_PENALTY_POINTS:,}", points=repr(points))
        # (none or fewer than one: the rules' own refusal, naming the entry, as a deduction of nothing)

    def penalty_kind(self, kind: str) -> str:
        if kind not in [k.key for k in self.penalty_kinds]:
            raise refused(
                E_UNKNOWN_PENALTY,
                kind=repr(kind),
                rules=self.rules,
                title=self.title,
                known=_known_kinds(self.penalty_kinds),
            )
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
