"""What an entry of a match sheet is, in words of every language: a win, a draw with its facts,
a penalty (:func:`entry_names`), and an entry with its players named (:func:`with_players`)."""

from __future__ import annotations

from typing import Final

from core.engine.match_rules import (
    DRAW_KIND,
    LIST_SEP,
    TIME_CALLED,
    TIME_CALLED_NAMES,
    Body,
    Draw,
    Match,
    MatchRules,
    Penalty,
    PlayerFact,
    WinHand,
)
from core.model.errors import HandError
from core.model.names import Names, same, separated
from core.rules import get_rules

# --- what an entry is, in words -----------------------------------------------------------------

N_WIN_SELF: Final = Names(
    "{winner} wins, self-drawn: {total} {unit}",
    "{winner} 自摸和牌：{total} {unit}",
    "{winner} 自摸胡牌：{total} {unit}",
    "{winner} のツモ和了：{total}{unit}",
)


N_WIN_FROM: Final = Names(
    "{winner} wins from {discarder}: {total} {unit}",
    "{winner} 和 {discarder} 的点炮：{total} {unit}",
    "{winner} 胡 {discarder} 的放槍：{total} {unit}",
    "{winner} が {discarder} からロン和了：{total}{unit}",
)


N_WINS_FROM: Final = Names(
    "{n} win from {discarder}: {wins}",
    "{n} 家和 {discarder} 的点炮：{wins}",
    "{n} 家胡 {discarder} 的放槍：{wins}",
    "{discarder} から {n} 人がロン和了：{wins}",
)


#: one winner of several on a discard, as the entry lists them
ONE_WIN: Final = Names(
    "{winner} {total} {unit}", "{winner} {total} {unit}", "{winner} {total} {unit}", "{winner} {total}{unit}"
)


N_DRAW: Final = Names("Draw", "荒庄", "流局", "流局")


N_DRAW_READY: Final = Names(
    "Draw (ready: {ready})", "荒庄（听牌：{ready}）", "流局（聽牌：{ready}）", "流局（聴牌：{ready}）"
)


N_PENALTY: Final = Names(
    "Penalty: {kind}{points}, {offender}{note}",
    "罚分：{kind}{points}，{offender}{note}",
    "罰分：{kind}{points}，{offender}{note}",
    "罰則：{kind}{points}、{offender}{note}",
)


def entry_names(body: Body, match: Match) -> Names:
    """What an entry is, in every language, with the players' names and the rule set's words."""
    names = match.players
    rules = get_rules(match.rules)
    if isinstance(body, WinHand):
        total = body.result.get("total")
        if body.discarder is None:
            return N_WIN_SELF.format(winner=names[body.winner], total=total, unit=rules.layout.unit)
        if body.also:
            wins = separated(
                [
                    ONE_WIN.format(winner=names[w.winner], total=w.result.get("total"), unit=rules.layout.unit)
                    for w in body.winners
                ],
                LIST_SEP,
            )
            return N_WINS_FROM.format(n=len(body.winners), discarder=names[body.discarder], wins=wins)
        return N_WIN_FROM.format(
            winner=names[body.winner], discarder=names[body.discarder], total=total, unit=rules.layout.unit
        )
    match_rules = rules.match_rules()
    if isinstance(body, Draw):
        kind = body.facts.get(DRAW_KIND)
        if kind == TIME_CALLED:
            return TIME_CALLED_NAMES
        if kind:
            known = next((k for k in match_rules.draw_kinds if k.key == kind), None) if match_rules else None
            return known.names if known is not None else same(str(kind))
        said = N_DRAW_READY.format(ready=", ".join(names[p] for p in body.tenpai)) if body.tenpai else N_DRAW
        return separated([said, *_draw_fact_names(body, match, match_rules)], N_FACTS_SEP)
    if isinstance(body, Penalty):
        known_penalty = (
            next((k for k in match_rules.penalty_kinds if k.key == body.kind), None)
            if match_rules is not None
            else None
        )
        return N_PENALTY.format(
            kind=known_penalty.names if known_penalty is not None else same(body.kind),
            points="" if body.points is None else f" {body.points}",
            offender=names[body.offender],
            note=f" ({body.note})" if body.note else "",
        )
    return same("")


#: between what a draw is and the facts it lists (riichi: nagashi mangan)
N_FACTS_SEP: Final = Names("; ", "；", "；", "；")
N_DRAW_FACT: Final = Names("{fact}: {players}", "{fact}：{players}", "{fact}：{players}", "{fact}：{players}")


def draw_facts_of(rules: MatchRules | None, match: Match) -> tuple[PlayerFact, ...]:
    """The facts about players a draw record of ``match`` may list under its match options
    (:meth:`MatchRules.draw_facts`: riichi's nagashi mangan, where the option plays it); none
    where the options cannot be read."""
    if rules is None:
        return ()
    try:
        return rules.draw_facts(rules.check_match_options(match.match_option_dict()))
    except HandError:
        return ()


def _draw_fact_names(body: Draw, match: Match, rules: MatchRules | None) -> list[Names]:
    """The facts about players a draw lists that its match rules read on draws (riichi's
    nagashi mangan), each with the players' names."""
    out = []
    for fact in draw_facts_of(rules, match):
        listed = body.facts.get(fact.key) or []
        if isinstance(listed, list) and listed:
            who = ", ".join(match.players[p] for p in listed if isinstance(p, int) and 0 <= p < len(match.players))
            out.append(N_DRAW_FACT.format(fact=fact.names, players=who))
    return out


def with_players(body: Body, match: Match) -> str:
    """A line saying what an entry is, with the players' names."""
    names = match.players
    if isinstance(body, WinHand):
        total = body.result.get("total")
        how = "self-drawn" if body.discarder is None else f"from {names[body.discarder]}"
        if body.also:
            wins = ", ".join(f"{names[w.winner]} {w.result.get('total')}" for w in body.winners)
            return f"{len(body.winners)} win {how}: {wins}"
        return f"{names[body.winner]} wins {how}: {total}"
    if isinstance(body, Draw):
        ready = ", ".join(names[p] for p in body.tenpai)
        kind = body.facts.get(DRAW_KIND)
        if kind == TIME_CALLED:
            return "time called: forced end"
        facts = "".join(f"; {n.en}" for n in _draw_fact_names(body, match, get_rules(match.rules).match_rules()))
        return (f"{kind} draw" if kind else "draw") + (f" (ready: {ready})" if ready else "") + facts
    points = "" if body.points is None else f" {body.points}"
    return f"penalty {body.kind}{points}: {names[body.offender]}" + (f" ({body.note})" if body.note else "")
