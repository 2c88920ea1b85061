"""The JSON Lines batch format (``shared/spec/batch.md``): one hand in, one result out.

:func:`score_record` turns one input object into one result object and never raises for
bad input: an input it cannot read or score yields ``{"id", "ok": false, "error"}``.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Iterable, Iterator, Mapping, TextIO, TypeVar

from .errors import ContextError, HandError, NotationError
from .hand import Hand
from .notation import parse_flowers, parse_meld, parse_tiles
from .tiles import Flower
from .rules import get_rules
from .score import Score

T = TypeVar("T")

_INPUT_KEYS = {"id", "rules", "hand", "melds", "win", "flowers", "context", "options", "expect"}


def _text_field(name: str, value: Any, parse: Callable[[str], T], example: str) -> T:
    """Parse one text field; an error names the field (and keeps the position within it)."""
    if not isinstance(value, str):
        raise NotationError(f"field {name} must be text like {example!r}, not {value!r}", code="bad_field")
    try:
        return parse(value)
    except HandError as e:
        raise type(e)(f"field {name}: {e}", code=e.code, position=e.position) from None


def hand_from_record(record: Mapping[str, Any]) -> tuple[Hand, int | None]:
    """The hand of a batch input object, and a flower *count* when ``flowers`` is a number."""
    standing = _text_field("'hand'", record.get("hand"), parse_tiles, "123m456p")
    melds_in = record.get("melds", [])
    if melds_in is None:
        melds_in = []
    if not isinstance(melds_in, list):
        raise NotationError(f"field 'melds' must be a list like [\"pon 777z\"], not {melds_in!r}", code="bad_field")
    melds = [_text_field(f"'melds'[{i}]", m, parse_meld, "chi 123s") for i, m in enumerate(melds_in)]
    win_text = record.get("win")
    win_tiles = _text_field("'win'", win_text, parse_tiles, "5p")
    if len(win_tiles) != 1:
        raise NotationError(f"field 'win' must be exactly one tile, not {win_text!r}", code="bad_field")
    flowers_in = record.get("flowers")
    flowers: tuple[Flower, ...] = ()
    count: int | None = None
    if isinstance(flowers_in, bool):
        raise ContextError(f"field 'flowers' must be a count 0..8 or flower tiles like '1f5f', not {flowers_in!r}",
                           code="bad_flower")
    if isinstance(flowers_in, int):
        if not 0 <= flowers_in <= 8:
            raise ContextError(f"field 'flowers' must be 0..8, not {flowers_in}", code="bad_flower")
        count = flowers_in
    elif isinstance(flowers_in, str):
        flowers = tuple(_text_field("'flowers'", flowers_in, parse_flowers, "1f5f"))
    elif flowers_in is not None:
        raise ContextError(f"field 'flowers' must be a count 0..8 or flower tiles like '1f5f', not {flowers_in!r}",
                           code="bad_flower")
    return Hand(tuple(standing), tuple(melds), win_tiles[0], flowers), count


def score_record(record: Any) -> dict[str, Any]:
    """Score one batch input object; bad input gives an error object, never an exception."""
    rid = record.get("id") if isinstance(record, dict) else None
    try:
        if not isinstance(record, dict):
            raise NotationError(f"each line must be a JSON object, not {type(record).__name__}", code="bad_record")
        unknown = set(record) - _INPUT_KEYS
        if unknown:
            raise ContextError(f"unknown field(s) {', '.join(sorted(unknown))}; fields are "
                               f"{', '.join(sorted(_INPUT_KEYS - {'expect'}))}", code="bad_field")
        rules = get_rules(record.get("rules"))  # type: ignore[arg-type]
        hand, count = hand_from_record(record)
        context = record.get("context") or {}
        if not isinstance(context, dict):
            raise ContextError(f"field 'context' must be an object, not {context!r}", code="bad_context")
        if count is not None:
            if "flowers" in context and context["flowers"] != count:
                raise ContextError("field 'flowers' and context key 'flowers' disagree", code="bad_context")
            context = {**context, "flowers": count}
        options = record.get("options") or {}
        if not isinstance(options, dict):
            raise ContextError(f"field 'options' must be an object, not {options!r}", code="bad_option")
        score = rules.score(hand, context, options)
        return result_object(rid, score)
    except HandError as e:
        return {"id": rid, "ok": False, "error": e.to_dict()}
    except Exception as e:  # a bug in the scorer must not stop a referee's whole run
        return {"id": rid, "ok": False,
                "error": {"code": "internal_error", "message": f"the scorer failed on this line ({type(e).__name__}: {e}); "
                          f"please report it"}}


def result_object(rid: Any, score: Score) -> dict[str, Any]:
    out: dict[str, Any] = {
        "id": rid,
        "rules": score.rules,
        "ok": True,
        "win": score.win,
        "reason": score.reason,
        "total": score.total,
        "items": [{"id": it.id, "en": it.names.en, "zh": it.names.zh_hans, "value": it.value, "count": it.count}
                  for it in score.items],
        "pay": dict(score.pay),
        "received": score.received,
    }
    for key, value in score.extra:
        out.setdefault(key, value)
    return out


def run_batch(lines: Iterable[str]) -> Iterator[dict[str, Any]]:
    """One result per non-blank input line, in order; unreadable JSON gives an error object."""
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as e:
            yield {"id": None, "ok": False,
                   "error": {"code": "bad_json", "message": f"line {n} is not JSON: {e.msg} at column {e.colno}"}}
            continue
        yield score_record(record)


def write_results(results: Iterable[dict[str, Any]], out: TextIO) -> int:
    n = 0
    for r in results:
        out.write(json.dumps(r, ensure_ascii=False) + "\n")
        n += 1
    return n
