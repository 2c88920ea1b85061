"""A match sheet's words as the window and the paper say them, in the window's language: the
players' names as shown (right-to-left and markup kept as text), the winds, what an entry is and
a claim's differences. Shared by the match sheet window (:mod:`gui.match_sheet`) and the PDF and
print export (:mod:`gui.export`), so neither imports the other."""

from __future__ import annotations

from typing import Any

from core.engine.fields import WIND_NAMES
from core.engine.match_rules import Match, Penalty
from core.model.names import isolate
from core.referee.match import SheetRow
from core.referee.match_words import entry_names


def player_names(match: Match) -> tuple[str, ...]:
    """The match's players as the window and the paper show them (see :func:`isolate`)."""
    return tuple(isolate(p) for p in match.players)


def shown_match(match: Match) -> Match:
    """``match`` with its players' names as shown (:func:`player_names`), for the texts that
    name them (the core's words of an entry)."""
    from dataclasses import replace

    return replace(match, players=player_names(match))


def wind_name(wind: str, lang: str) -> str:
    return WIND_NAMES[wind].get(lang)


def difference_text(d: dict[str, Any], lang: str) -> str:
    """A stored difference of a claim in ``lang`` (its English message when no other is kept)."""
    messages = d.get("messages")
    if isinstance(messages, dict) and isinstance(messages.get(lang), str):
        return str(messages[lang])
    return str(d.get("message"))


def describe(r: SheetRow, match: Match, lang: str) -> str:
    """What an entry is, in the window's language (the core's words, which the CSV says too)."""
    body = r.body
    if isinstance(body, Penalty) and body.note:  # the referee's note sits inside the text too
        from dataclasses import replace

        body = replace(body, note=isolate(body.note))
    return entry_names(body, shown_match(match)).get(lang)
