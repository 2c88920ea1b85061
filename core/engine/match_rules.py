"""The words a rule set's match rules are written in: a match, what a record holds, the seating and
state of a table, the kinds of penalty and draw, and :class:`MatchRules`, the hook a rule set
declares (:meth:`core.engine.ruleset.RuleSet.match_rules`) and the referee's layer asks for.

Pure values and pure functions: the sheet, the store and the recording of a win are the
referee's (:mod:`core.referee.match`, :mod:`core.referee.records`), above the rule sets.

The values are defined in :mod:`core.engine.match_values` and what an entry moves in
:mod:`core.engine.match_payments`; this module gives them with :class:`MatchRules`, as the
match modules of the rule sets, the referee and the window import them.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import replace
from fractions import Fraction
from typing import Any, Final

from core.engine.match_payments import (
    E_DEDUCTION,
    E_PAYER_ROLE,
    E_ROBBED_ROLE,
    E_ROW,
    OFFENDER_DEDUCTION,
    add,
    offender_deduction,
    per_player,
    ranks,
    seat_payers,
    shared_places,
    win_deltas,
)
from core.engine.match_values import (
    DELETED,
    DRAW,
    E_ALSO_DISCARDER,
    E_ALSO_DISCARDER_WINS,
    E_ALSO_ORDER,
    E_ALSO_SELF_DRAWN,
    E_ALSO_TWICE,
    E_MATCH_OVER,
    E_NO_PLAYER,
    E_UNKNOWN_ENTRY,
    KINDS,
    LIST_SEP,
    N_DEDUCTION,
    PENALTY,
    PLAYERS,
    ROUND_WORDS,
    WIN,
    WINDS,
    Body,
    Draw,
    DrawKind,
    Match,
    MatchError,
    Penalty,
    PenaltyKind,
    PlayerFact,
    Seating,
    Step,
    TableState,
    WinHand,
    as_pairs,
    check_winners,
    refused,
    turn_order,
    words_of,
)
from core.model.names import Names, same, separated

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

    A rule set gives its match rules through :meth:`core.engine.ruleset.RuleSet.match_rules`.
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

    #: the match options (:class:`core.engine.fields.Field`), none by default
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


__all__ = [
    "Body",
    "DELETED",
    "DRAW",
    "DRAW_KIND",
    "Draw",
    "DrawKind",
    "E_ALSO_DISCARDER",
    "E_ALSO_DISCARDER_WINS",
    "E_ALSO_ORDER",
    "E_ALSO_SELF_DRAWN",
    "E_ALSO_TWICE",
    "E_DEDUCTION",
    "E_MATCH_OVER",
    "E_NO_MATCH_OPTIONS",
    "E_NO_MULTIPLE_RON",
    "E_NO_PLAYER",
    "E_NO_POINTS",
    "E_PAYER_ROLE",
    "E_PENALTY_POINTS",
    "E_ROBBED_ROLE",
    "E_ROW",
    "E_TIME_CALLED_FACTS",
    "E_TIME_CALLED_OVER",
    "E_UNKNOWN_DRAW",
    "E_UNKNOWN_ENTRY",
    "E_UNKNOWN_PENALTY",
    "KINDS",
    "LIST_SEP",
    "MAX_PENALTY_POINTS",
    "Match",
    "MatchError",
    "MatchRules",
    "NONE",
    "N_DEDUCTION",
    "N_PRESET_DEFAULT",
    "N_PRESET_NO_MATCH",
    "N_TIME_CALLED",
    "OFFENDER_DEDUCTION",
    "PENALTY",
    "PLAYERS",
    "Penalty",
    "PenaltyKind",
    "PlayerFact",
    "ROUND_WORDS",
    "Seating",
    "Step",
    "TIME_CALLED",
    "TIME_CALLED_NAMES",
    "TableState",
    "WIN",
    "WINDS",
    "WinHand",
    "add",
    "as_pairs",
    "check_winners",
    "offender_deduction",
    "option_value_names",
    "per_player",
    "ranks",
    "refused",
    "seat_payers",
    "shared_places",
    "turn_order",
    "win_deltas",
    "words_of",
]
