"""Recording a win on a match sheet: the hand scored through the match's rule set with the
seat's wind and the table's context (:func:`score_win`), several winners off one discard in
their order (:func:`score_wins`), and a stored result scored again to check it (:func:`rescore`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, Final

from core.engine.match_rules import (
    E_ALSO_SELF_DRAWN,
    E_NO_MULTIPLE_RON,
    PLAYERS,
    Match,
    MatchRules,
    Seating,
    WinHand,
    check_winners,
    refused,
    turn_order,
)
from core.model.names import Names, same
from core.referee.batch_format import inputs_of, result_object, score_record
from core.referee.match import (
    DISCARDER,
    E_CONTEXT_CLASH,
    E_CONTEXT_OBJECT,
    E_PLAYER_NUMBER,
    E_WIN_FIELDS,
    E_WINNER_DISCARDS,
    E_WRONG_RULES,
    FROM_DISCARDER,
    SELF_DRAWN,
    WINNER,
    WinInput,
    _hand_keys,
    canonical_json,
    hand_facts_of,
    label_names,
    value_words,
    winner_facts,
)
from core.rules import get_rules

# --- recording a win ----------------------------------------------------------------------------

#: the fields of a batch input object a win record takes
WIN_FIELDS: tuple[str, ...] = ("hand", "melds", "win", "flowers", "context", "options")


def check_players(winner: int, discarder: int | None, count: int = PLAYERS) -> None:
    """The winner and the discarder are players of the match (0 to ``count`` - 1), not one."""
    for who, p in ((WINNER, winner), (DISCARDER, discarder)):
        if p is not None and (isinstance(p, bool) or not isinstance(p, int) or not 0 <= p < count):
            raise refused(E_PLAYER_NUMBER, who=who, p=repr(p), last=count - 1)
    if discarder == winner:
        raise refused(E_WINNER_DISCARDS)


E_NOT_A_WIN = Names(
    "the core scores this hand as no win ({verdict}): record it as a penalty",
    "这手牌不能和（{verdict}）：请记为罚分",
    "這手牌不能胡（{verdict}）：請記為罰分",
    "この手は和了になりません（{verdict}）：罰則として記録してください",
)


def score_win(
    match: Match,
    rules: MatchRules,
    seating: Seating,
    winner: int,
    discarder: int | None,
    inputs: Mapping[str, Any],
    *,
    claim: Any = None,
    verdict: Any = None,
    facts: Mapping[str, Any] | None = None,
    winners: Sequence[int] = (),
    hand_facts: Mapping[str, Any] | None = None,
) -> WinHand:
    """A win record: the hand (batch-format ``inputs``: ``hand``, ``melds``, ``win``,
    ``flowers``, ``context``, ``options``) scored with the current core under the match's rule
    set and options, the seat wind, prevailing wind and self-draw filled in from the hand's
    place in the match (given ones must agree). Refuses a hand the core cannot score (its
    :class:`HandError`) and one it scores as no win (:class:`MatchError`: record a penalty)."""
    check_players(winner, discarder, len(match.players))
    unknown = sorted(set(inputs) - set(WIN_FIELDS) - {"rules", "id"})
    if unknown:
        raise refused(E_WIN_FIELDS, "bad_field", fields=", ".join(unknown), known=", ".join(WIN_FIELDS))
    if inputs.get("rules") not in (None, match.rules):
        raise refused(
            E_WRONG_RULES, given=repr(inputs.get("rules")), match=match.id, rules=match.rules, title=rules.title
        )
    if not isinstance(inputs.get("context") or {}, Mapping):
        raise refused(E_CONTEXT_OBJECT, "bad_context", value=repr(inputs.get("context")))
    context = dict(inputs.get("context") or {})
    fields = {f.key: f for f in get_rules(match.rules).context_fields}
    # (one winner of several on a discard: the hand's facts with the winner's own, the context
    # its place among the winners gives: riichi's sticks and honba go as the options say)
    implied_facts = winner_facts(rules, hand_facts, facts or {}) if hand_facts is not None else dict(facts or {})
    implied = rules.win_context(
        seating,
        winner,
        discarder,
        implied_facts,
        winners=winners,
        options=rules.check_match_options(match.match_option_dict()) if winners else None,
    )
    for key, value in implied.items():
        given = context.get(key)
        if given is not None and key in fields:
            given = fields[key].coerce(given)  # read as the rule set reads it ("east" is E)
        if given is not None and given != value:
            how = SELF_DRAWN if discarder is None else FROM_DISCARDER.format(name=match.players[discarder])
            raise refused(
                E_CONTEXT_CLASH,
                key=repr(key),
                field=fields[key].names if key in fields else same(key),
                given=value_words(context[key], fields.get(key)),
                label=label_names(match.rules, seating),
                value=value_words(value, fields.get(key)),
                winner=match.players[winner],
                how=how,
            )
        context[key] = value
    options_given = {**match.option_dict(), **dict(inputs.get("options") or {})}
    record: dict[str, Any] = {
        "rules": match.rules,
        "hand": inputs.get("hand"),
        "melds": list(inputs.get("melds") or []),
        "win": inputs.get("win"),
        "context": context,
        "options": options_given,
    }
    if inputs.get("flowers") is not None:
        record["flowers"] = inputs["flowers"]
    # scored here rather than through the batch's error objects, so that a refusal keeps its
    # words in every language (the window shows them); the result is the batch's result object
    rule_set, hand, scoring_context, options = inputs_of(record)
    score = rule_set.score(hand, scoring_context, options)
    result = result_object(None, score)
    if not result.get("win"):
        raise refused(E_NOT_A_WIN, "not_a_win", verdict=score.headline.text)
    result.pop("id", None)
    # the result names the table as shown; the options are kept whole, scored again without
    # the preset file they were read from (see same_score)
    record["options"] = rule_set.storable_options(options_given)
    return WinHand(
        winner,
        discarder,
        canonical_json(record),
        canonical_json(result),
        None if claim is None else canonical_json(claim),
        None if verdict is None else canonical_json(verdict),
        canonical_json(dict(facts or {})),
    )


E_ALSO_NESTED: Final = Names(
    "another winner of the discard cannot name winners of its own",
    "同一张牌的其他和牌者不能再列出和牌者",
    "同一張牌的其他胡牌者不能再列出胡牌者",
    "同じ捨て牌のほかの和了者に、さらに和了者を付けることはできません",
)


def score_wins(match: Match, rules: MatchRules, seating: Seating, first: WinInput) -> WinHand:
    """A win record of one winner (:func:`score_win`) or, with :attr:`WinInput.also`, of every
    winner of one discard: put in turn order from the discarder (the first is the nearest the
    discarder's right, whichever was written first), each scored at the hand's seating and
    counters with the context its place among the winners gives, the hand's facts (who declared
    riichi) kept on the first. Refused where the rules have no multiple ron, for a self-draw, a
    winner named twice or a discarder that differs."""
    if not first.also:
        return score_win(
            match,
            rules,
            seating,
            first.winner,
            first.discarder,
            first.inputs,
            claim=first.claim,
            verdict=first.verdict,
            facts=first.facts,
        )
    if not rules.multiple_winners:
        raise refused(E_NO_MULTIPLE_RON, rules=rules.rules, title=rules.title)
    every = (first, *first.also)
    if any(w.also for w in first.also):
        raise refused(E_ALSO_NESTED)
    for w in every:
        check_players(w.winner, w.discarder, len(match.players))
    if first.discarder is None:
        raise refused(E_ALSO_SELF_DRAWN)
    check_winners(
        turn_order([w.winner for w in every], first.discarder, len(match.players)),
        first.discarder,
        [w.discarder for w in every],
        len(match.players),
    )
    ordered = sorted(every, key=lambda w: (w.winner - first.discarder) % len(match.players))  # type: ignore[operator]
    winners = tuple(w.winner for w in ordered)
    hand = hand_facts_of(rules, [dict(w.facts or {}) for w in every])
    scored = [
        score_win(
            match,
            rules,
            seating,
            w.winner,
            w.discarder,
            w.inputs,
            claim=w.claim,
            verdict=w.verdict,
            facts=w.facts,
            winners=winners,
            hand_facts=hand,
        )
        for w in ordered
    ]
    # the record: the hand's facts on the first winner, each winner's own (liable) on its own
    hand_keys, _own_keys = _hand_keys(rules)
    owns = [{k: v for k, v in dict(w.facts or {}).items() if k not in hand_keys} for w in ordered]
    head = replace(scored[0], facts_json=canonical_json({**hand, **owns[0]}))
    rest = tuple(replace(s, facts_json=canonical_json(o)) for s, o in zip(scored[1:], owns[1:]))
    return replace(head, also=rest)


def rescore(body: WinHand) -> dict[str, Any]:
    """The stored hand scored again with the current core (the batch result object, no id)."""
    result = score_record(body.inputs)
    result.pop("id", None)
    return result


def same_score(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    """Whether two result objects give the same score. The table's name is no part of it: a
    record keeps its options whole, without the preset file they were read from, and results
    recorded before they named their table have none."""
    return {k: v for k, v in a.items() if k != "table"} == {k: v for k, v in b.items() if k != "table"}
