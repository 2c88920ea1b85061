"""The one error hierarchy of the core library.

Every error the library raises on bad input is a :class:`HandError` (a ``ValueError``)
with a machine-readable ``code`` and a message a person can act on: it names the tile,
the meld, the field or the position at fault.
"""

from __future__ import annotations


class HandError(ValueError):
    """Base class of every input error the core raises."""

    code: str = "invalid_hand"

    def __init__(self, message: str, *, code: str | None = None, position: int | None = None) -> None:
        super().__init__(message)
        if code is not None:
            self.code = code
        self.message = message
        #: character offset in the notation text, when the error comes from parsing
        self.position = position

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
    """A context or option value that is missing, of the wrong type, or impossible."""

    code = "bad_context"


class RuleSetError(HandError):
    """An unknown rule set, or one that is not built yet."""

    code = "unknown_rules"


class NotImplementedRuleSetError(RuleSetError):
    """A rule set the program names but does not score yet. Never a made-up score."""

    code = "rules_not_implemented"
