"""The one error hierarchy of the core library.

Every error the library raises on bad input is a :class:`HandError` (a ``ValueError``)
with a machine-readable ``code`` and a message a person can act on: it names the tile,
the meld, the field or the position at fault.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from core.model.names import Names


#: every error code the core gives, with what it means (docs/errors.md lists the same)
ERROR_CODES: dict[str, str] = {
    "invalid_hand": "a hand that is not valid (the general code)",
    "bad_notation": "text that is not tile or hand notation",
    "bad_tile": "a tile that does not exist, like 8z or 0z",
    "bad_meld": "a declared meld that cannot exist (a chow of honours, 124m, a mixed pung)",
    "bad_flower": "a flower that does not exist or appears twice, or a flower count out of range",
    "tile_count": "the wrong number of tiles for the rule set, or too many melds",
    "too_many_copies": "more than four copies of a tile, or more than one red five of a suit",
    "red_five": "a red five in a rule set without red fives, or (red fives on) all four fives of a suit shown and none red",
    "not_in_the_set": "a tile the rule set's set does not hold (three-player riichi: 2m to 8m)",
    "no_chi": "a chi in a rule set that has none (three-player riichi)",
    "no_winning_tile": "a hand to score without its winning tile",
    "not_a_winning_hand": "tiles that form no winning shape of the rule set",
    "bad_context": "a context key that is unknown, or a value of the wrong type or out of range",
    "impossible_context": "a context that cannot happen (robbing a kong on a self-draw, ...)",
    "bad_option": "a rule option that is unknown, of the wrong type or out of range, or an unknown preset",
    "bad_preset": "a preset file that cannot be read or holds a mistake",
    "unknown_rules": "a rule set the program does not know",
    "rules_not_implemented": "a rule set the program names but does not score yet",
    "bad_field": "a batch input field of the wrong type or unknown",
    "bad_record": "a batch input line that is not a JSON object",
    "bad_json": "a batch input line that is not JSON",
    "bad_utf8": "a batch input line that is not UTF-8 text",
    "line_too_long": "a batch input line longer than the batch reader takes",
    "number_too_long": "a number in a batch line written with more digits than any field needs",
    "too_deep": "a batch line whose arrays and objects are nested deeper than any record needs",
    "bad_id": "a batch line whose id cannot be echoed as strict JSON (NaN, infinite, a lone surrogate)",
    "field_too_long": "a batch field longer than any hand needs",
    "bad_claim": "a referee's claim that cannot be read (not an object, an item that is not text, a total that is not a number)",
    "internal_error": "the scorer failed on this input: a bug, please report it",
    "bad_match_record": "a match record that does not fit its match: a player not at the table, a discarder who is the winner, an entry the match rules refuse",
    "not_a_win": "a hand recorded as a win that the core scores as no win (record it as a penalty)",
    "match_over": "an entry written after the last hand of the match",
    "unknown_match": "a match id the store does not hold",
    "unknown_entry": "an entry of a match sheet that does not exist or is deleted",
    "stale_revision": "an edit or delete of an entry whose latest revision is no longer the one named",
    "stale_sheet": "a new entry made from a sheet that another program or window has changed since: nothing is written",
    "no_match_rules": "a rule set that has no match rules, so no match sheet",
    "store_error": "the match store cannot be opened, read or written (permissions, a full disk)",
    "not_permitted": "the store's server refuses the login, or refuses this to the login's role (a scorer station writing to another table, an edit without a reason)",
    "store_busy": "the store's server could not write: another session held the match past the lock timeout, or a statement ran past its time limit (nothing was written)",
    "outcome_unknown": "the store's server was lost while it committed a write and has not said whether it kept it: the next command asks, and the same entry made again is never recorded twice",
    "store_corrupt": "a notice: the match store was not a sound database; it was set aside and a fresh one started",
    "store_newer_schema": "a notice: the match store was written by a newer program; it was set aside and a fresh one started",
    "store_foreign": "a notice: another program's SQLite database was at the store's path; it was set aside untouched and a fresh store started",
    "damaged_record": "a stored record (or match) of the match store that cannot be read: its match and entry are named, the other matches stay usable",
    "not_built_yet": "a feature the program names but cannot give here (a PDF export without the window's packages installed)",
    "bad_tournament": "a tournament that cannot be: no players, a count that does not fill the tables, a name registered twice, no rounds",
    "unknown_tournament": "a tournament id the store does not hold",
    "bad_round": "a round that cannot be seated or closed: out of the tournament's rounds, seated already, the round before not closed",
    "round_playing": "a round closed while tables still play (close it when they finish, or on time)",
    "bad_seating": "a seating that is not one: a player seated twice or not at all, a table not full, a prescripted CSV row or player that cannot be read",
    "bad_file": "a file the command line is given that cannot be read or written: nothing was written",
    "bad_argument": "a command-line argument out of its bounds or of the wrong form (a number beyond its range, NaN, a store address whose port is no port): the argument is named with what it takes",
    "bad_answer": "a trainer's answer that cannot be read: the field at fault is named with the form the question asks for",
    "unknown_topic": "a rule set, level or topic the trainer does not have (mjscore train --list names them)",
    "no_glyph": "a PDF or printout refused because no font on the computer draws a character of it (a player's name): the characters are named by code point, nothing was written",
}


class HandError(ValueError):
    """Base class of every input error the core raises."""

    code: str = "invalid_hand"

    def __init__(
        self, message: str, *, code: str | None = None, position: int | None = None, names: Names | None = None
    ) -> None:
        super().__init__(message)
        if code is not None:
            self.code = code
        self.message = message
        #: character offset in the notation text, when the error comes from parsing
        self.position = position
        #: the message in every language, where the core gives it (``message`` is the English)
        self.names = names

    def text(self, lang: str = "en") -> str:
        """The message in ``lang``: the translated form where the core has one, else English."""
        return self.names.get(lang) if self.names is not None else self.message

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {"code": self.code, "message": self.message}
        if self.position is not None:
            out["position"] = self.position
        return out


class NotationError(HandError):
    """Text that is not valid tile or hand notation."""

    code = "bad_notation"


class TileCountError(HandError):
    """Too many copies of a tile, or the wrong number of tiles for the rule set."""

    code = "tile_count"


class MeldError(HandError):
    """A declared meld that cannot exist (a chow of honours, ``124m``, a mixed pung...)."""

    code = "bad_meld"


class FlowerError(HandError):
    """A flower that does not exist, appears twice, or a flower count out of range."""

    code = "bad_flower"


class NotAWinError(HandError):
    """The tiles do not form a winning shape at all."""

    code = "not_a_winning_hand"


class ContextError(HandError):
    """A context or option value that is missing, of the wrong type, or impossible.

    ``keys``: the context (or option) keys at fault, so a window can outline exactly those
    controls without reading the message.
    """

    code = "bad_context"

    def __init__(
        self,
        message: str,
        *,
        code: str | None = None,
        position: int | None = None,
        keys: tuple[str, ...] = (),
        names: Names | None = None,
    ) -> None:
        super().__init__(message, code=code, position=position, names=names)
        self.keys = keys


class OptionError(ContextError):
    """A rule option that is unknown, of the wrong type or out of range, or an unknown preset."""

    code = "bad_option"


class PresetError(HandError):
    """A preset file that cannot be read or holds a mistake: names the file, the line and the field."""

    code = "bad_preset"

    def __init__(
        self, message: str, *, code: str | None = None, source: str = "", line: int = 0, field: str = ""
    ) -> None:
        super().__init__(message, code=code)
        self.source = source
        self.line = line
        self.field = field


class RuleSetError(HandError):
    """An unknown rule set, or one that is not built yet."""

    code = "unknown_rules"


class NotImplementedRuleSetError(RuleSetError):
    """A rule set the program names but does not score yet. Never a made-up score."""

    code = "rules_not_implemented"
