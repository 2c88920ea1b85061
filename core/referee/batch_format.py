"""The batch format's objects (``shared/spec/batch.md``): a hand as the input fields, an input
object read into a rule set, hand, context and options, a score as the result object, and one
input object scored (with its claim checked) into its result object, never raising.

The ``mjscore batch`` reader (:mod:`core.shells.batch`) and the match sheet's wins
(:mod:`core.referee.match`) both go through here."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from core.engine.analysis import Analysis, analyse as analyse_hand
from core.engine.schema import RuleSet
from core.engine.score import Score, figure_pairs
from core.model.errors import ContextError, HandError, NotationError
from core.model.hand import Hand, format_flowers, format_meld
from core.model.notation import parse_flowers, parse_meld, parse_tiles
from core.model.tiles import Flower, Tile, format_tiles, kind_name
from core.referee.verify import Claim, verify
from core.rules import get_rules

T = TypeVar("T")


_INPUT_KEYS = frozenset(
    {
        "id",
        "rules",
        "hand",
        "melds",
        "win",
        "flowers",
        "context",
        "options",
        "claim",
        "expect",
        "analyse",
        "visible",
        "discards",
    }
)


def _text_field(name: str, value: Any, parse: Callable[[str], T], example: str) -> T:
    """Parse one text field; an error names the field (and keeps the position within it)."""
    if not isinstance(value, str):
        raise NotationError(f"field {name} must be text like {example!r}, not {value!r}", code="bad_field")
    try:
        return parse(value)
    except HandError as e:
        raise type(e)(f"field {name}: {e}", code=e.code, position=e.position) from None


def hand_from_record(record: Mapping[str, Any], analyse: bool = False) -> tuple[Hand, int | None]:
    """The hand of a batch input object, and a flower *count* when ``flowers`` is a number.

    With ``analyse`` (a line with ``"analyse": true``) the winning tile is optional: without
    it the hand is analysed as it stands; with it, the tile joins the standing tiles, as a
    tile drawn before the discard."""
    standing = _text_field("'hand'", record.get("hand"), parse_tiles, "123m456p")
    melds_in = record.get("melds", [])
    if melds_in is None:
        melds_in = []
    if not isinstance(melds_in, list):
        raise NotationError(f"field 'melds' must be a list like [\"pon 777z\"], not {melds_in!r}", code="bad_field")
    melds = [_text_field(f"'melds'[{i}]", m, parse_meld, "chi 123s") for i, m in enumerate(melds_in)]
    win_text = record.get("win")
    if analyse and win_text in (None, ""):
        win_tiles: list[Tile] = []
    else:
        win_tiles = _text_field("'win'", win_text, parse_tiles, "5p")
    if analyse and len(win_tiles) <= 1:
        standing = standing + win_tiles
    elif len(win_tiles) != 1:
        raise NotationError(f"field 'win' must be exactly one tile, not {win_text!r}", code="bad_field")
    flowers_in = record.get("flowers")
    flowers: tuple[Flower, ...] = ()
    count: int | None = None
    if isinstance(flowers_in, bool):
        raise ContextError(
            f"field 'flowers' must be a count 0..8 or flower tiles like '1f5f', not {flowers_in!r}", code="bad_flower"
        )
    if isinstance(flowers_in, int):
        if not 0 <= flowers_in <= 8:
            raise ContextError(f"field 'flowers' must be 0..8, not {flowers_in}", code="bad_flower")
        count = flowers_in
    elif isinstance(flowers_in, str):
        flowers = tuple(_text_field("'flowers'", flowers_in, parse_flowers, "1f5f"))
    elif flowers_in is not None:
        raise ContextError(
            f"field 'flowers' must be a count 0..8 or flower tiles like '1f5f', not {flowers_in!r}", code="bad_flower"
        )
    return Hand(tuple(standing), tuple(melds), None if analyse else win_tiles[0], flowers), count


def hand_fields(hand: Hand) -> dict[str, Any]:
    """A hand as the batch input fields ``hand``, ``melds``, ``win`` and (when it has some)
    ``flowers``: what :func:`hand_from_record` reads back."""
    out: dict[str, Any] = {
        "hand": format_tiles(list(hand.standing)),
        "melds": [format_meld(m) for m in hand.melds],
        "win": str(hand.win) if hand.win is not None else "",
    }
    if hand.flowers:
        out["flowers"] = format_flowers(hand.flowers)
    return out


def inputs_of(record: Mapping[str, Any], analyse: bool = False) -> tuple[RuleSet, Hand, dict[str, Any], dict[str, Any]]:
    """The rule set, hand, context and options of a batch input object, each checked (a mistake
    raises the :class:`HandError` that names the field); the match sheet scores its wins
    through this too. ``analyse``: as :func:`hand_from_record`'s."""
    rules = get_rules(record.get("rules"))  # type: ignore[arg-type]
    hand, count = hand_from_record(record, analyse)
    context = record.get("context") or {}
    if not isinstance(context, dict):
        raise ContextError(f"field 'context' must be an object, not {context!r}", code="bad_context")
    if count is not None:
        if "flowers" in context and context["flowers"] is not None:
            # the context value read as the rule set reads it ("3" and " 3" are 3 there too)
            field = next((f for f in rules.context_fields if f.key == "flowers"), None)
            given = field.coerce(context["flowers"]) if field is not None else context["flowers"]
            if given != count:
                raise ContextError(
                    f"field 'flowers' ({count}) and context key 'flowers' ({context['flowers']!r}) disagree",
                    code="bad_context",
                    keys=("flowers",),
                )
        context = {**context, "flowers": count}
    options = record.get("options") or {}
    if not isinstance(options, dict):
        raise ContextError(f"field 'options' must be an object, not {options!r}", code="bad_option")
    return rules, hand, dict(context), dict(options)


def score_record(record: Any, lang: str = "en") -> dict[str, Any]:
    """Score one batch input object; bad input gives an error object, never an exception.

    A ``claim`` is checked against the score and answered with a ``verdict`` whose messages
    are in ``lang`` (``shared/spec/batch.md``, "Claims")."""
    rid = record.get("id") if isinstance(record, dict) else None
    try:
        if not isinstance(record, dict):
            raise NotationError(f"each line must be a JSON object, not {type(record).__name__}", code="bad_record")
        unknown = () if _INPUT_KEYS.issuperset(record) else set(record) - _INPUT_KEYS  # (no set made for most lines)
        if unknown:
            raise ContextError(
                f"unknown field(s) {', '.join(sorted(unknown))}; fields are "
                f"{', '.join(sorted(_INPUT_KEYS - {'expect'}))}",
                code="bad_field",
            )
        analyse = record.get("analyse", False)
        if not isinstance(analyse, bool):
            raise ContextError(f"field 'analyse' must be true or false, not {analyse!r}", code="bad_field")
        if analyse:
            return analysis_record(record, rid)
        for key in ("visible", "discards"):
            if key in record:
                raise ContextError(f"field '{key}' belongs to an analysis: add \"analyse\": true", code="bad_field")
        rules, hand, context, options = inputs_of(record)
        claim = Claim.from_dict(record["claim"]) if record.get("claim") is not None else None
        score = rules.score(hand, context, options)
        out = result_object(rid, score)
        if claim is not None:
            out["verdict"] = verify(score, claim, rules).to_dict(lang)
        return out
    except HandError as e:
        return {"id": rid, "ok": False, "error": e.to_dict()}
    except Exception as e:  # a bug in the scorer must not stop a referee's whole run
        return {
            "id": rid,
            "ok": False,
            "error": {
                "code": "internal_error",
                "message": f"the scorer failed on this line ({type(e).__name__}: {e}); please report it",
            },
        }


def result_object(rid: Any, score: Score) -> dict[str, Any]:
    out: dict[str, Any] = {
        "id": rid,
        "rules": score.rules,
        "ok": True,
        "win": score.win,
        "reason": score.reason,
        "total": score.total,
        "items": [
            {"id": it.id, "en": it.names.en, "zh": it.names.zh_hans, "value": it.value, "count": it.count}
            for it in score.items
        ],
        "pay": dict(score.pay),
        "received": score.received,
    }
    for key, value in figure_pairs(score.figures):
        out.setdefault(key, value)
    out["table"] = score.table.to_json()  # which table scored it: the preset, its file, what was changed
    return out


def analysis_record(record: Mapping[str, Any], rid: Any) -> dict[str, Any]:
    """A batch line with ``"analyse": true``: the hand's analysis (``docs/analysis.md``)."""
    if record.get("claim") is not None:
        raise ContextError(
            "field 'claim' cannot go with 'analyse': a claim is checked against a won hand", code="bad_field"
        )
    rules, hand, context, options = inputs_of(record, analyse=True)
    visible = _text_field("'visible'", record.get("visible", ""), parse_tiles, "1m9p") if "visible" in record else []
    discards = (
        _text_field("'discards'", record.get("discards", ""), parse_tiles, "1m9p") if "discards" in record else []
    )
    found = analyse_hand(rules, hand, context, options, visible, discards)
    return {"id": rid, "rules": rules.name, "ok": True, "analysis": analysis_object(found, rules)}


def analysis_object(found: Analysis, rules: RuleSet) -> dict[str, Any]:
    """An :class:`~core.engine.analysis.Analysis` as JSON (``docs/analysis.md``): ``discard``
    is left out for a hand one tile short; ``ron`` and ``tsumo`` are the batch results of each
    win of a ready option (``problem``: the error object of a win that cannot be scored)."""
    options = []
    for o in found.options:
        entry: dict[str, Any] = {}
        if o.discard is not None:
            entry["discard"] = format_tiles([o.discard])
        entry["shanten"] = o.shanten.value
        entry["unseen"] = o.unseen
        if o.ready:
            entry["expected_value"] = o.expected_value
        if rules.furiten:
            entry["furiten"] = o.furiten
        improving = []
        for i in o.improving:
            one: dict[str, Any] = {"tile": kind_name(i.kind), "unseen": i.unseen, "shapes": [s.value for s in i.shapes]}
            w = i.wait
            if w is not None:
                if w.discard_win is not None:
                    one["ron"] = result_object(None, w.discard_win)
                if w.self_drawn is not None:
                    one["tsumo"] = result_object(None, w.self_drawn)
                if w.problem is not None:
                    one["problem"] = w.problem.to_dict()
            improving.append(one)
        entry["improving"] = improving
        options.append(entry)
    return {"shanten": found.shanten.value, "discards": options}
