"""What every rule set declares: its items, its context schema, its options and presets.

The window builds its context panel from :attr:`RuleSet.context_fields` and its option
controls from :attr:`RuleSet.option_fields`; it never knows a rule set by name.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, Final, Mapping

from ..decompose import ShapeRules
from ..errors import ContextError, NotImplementedRuleSetError
from ..hand import Hand
from ..notation import parse_tiles
from ..score import Names, Score

WINDS: Final = ("E", "S", "W", "N")


@dataclass(frozen=True, slots=True)
class Field:
    """One context key or option: its type, default, limits and names."""

    key: str
    type: str  # "bool", "int", "wind", "tiles", "choice"
    default: Any
    names: Names
    help: str = ""
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] = ()

    def coerce(self, value: Any, where: str = "context") -> Any:
        """The value checked and normalised; a bad one raises :class:`ContextError` naming the key."""
        key = f"{where} key {self.key!r}"
        if self.type == "bool":
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.lower() in ("true", "yes", "1", "on"):
                return True
            if isinstance(value, str) and value.lower() in ("false", "no", "0", "off"):
                return False
            if isinstance(value, int) and value in (0, 1):
                return bool(value)
            raise ContextError(f"{key} must be true or false, not {value!r}", code="bad_context")
        if self.type == "int":
            if isinstance(value, bool):
                raise ContextError(f"{key} must be a whole number, not {value!r}", code="bad_context")
            try:
                n = int(value) if isinstance(value, (int, str)) else None
            except ValueError:
                n = None
            if n is None or (isinstance(value, str) and not value.strip().lstrip("-").isdigit()):
                raise ContextError(f"{key} must be a whole number, not {value!r}", code="bad_context")
            if self.minimum is not None and n < self.minimum:
                raise ContextError(f"{key} must be at least {self.minimum}, not {n}", code="bad_context")
            if self.maximum is not None and n > self.maximum:
                raise ContextError(f"{key} must be at most {self.maximum}, not {n}", code="bad_context")
            return n
        if self.type == "wind":
            if isinstance(value, str):
                v = value.strip()
                table = {"E": "E", "S": "S", "W": "W", "N": "N", "东": "E", "東": "E", "南": "S", "西": "W", "北": "N",
                         "1z": "E", "2z": "S", "3z": "W", "4z": "N", "east": "E", "south": "S", "west": "W", "north": "N"}
                w = table.get(v) or table.get(v.lower()) or table.get(v.upper())
                if w:
                    return w
            raise ContextError(f"{key} must be a wind E, S, W or N, not {value!r}", code="bad_context")
        if self.type == "tiles":
            if not isinstance(value, str):
                raise ContextError(f"{key} must be tiles like '3p5z', not {value!r}", code="bad_context")
            try:
                tiles = parse_tiles(value)
            except ContextError:
                raise
            except ValueError as e:
                raise ContextError(f"{key}: {e}", code="bad_context") from None
            if self.maximum is not None and len(tiles) > self.maximum:
                raise ContextError(f"{key} holds at most {self.maximum} tiles, not {len(tiles)}", code="bad_context")
            return "".join(str(t) for t in tiles)
        if self.type == "choice":
            if isinstance(value, str) and value in self.choices:
                return value
            raise ContextError(f"{key} must be one of {', '.join(self.choices)}, not {value!r}", code="bad_context")
        raise AssertionError(f"unknown field type {self.type}")  # pragma: no cover

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"key": self.key, "type": self.type, "default": self.default, "en": self.names.en,
                               "zh": self.names.zh_hans, "help": self.help}
        if self.minimum is not None:
            out["min"] = self.minimum
        if self.maximum is not None:
            out["max"] = self.maximum
        if self.choices:
            out["choices"] = list(self.choices)
        return out


def _names(en: str, zh: str, zh_hant: str | None = None, ja: str | None = None) -> Names:
    return Names(en, zh, zh_hant or zh, ja or zh_hant or zh)


#: the context keys every rule set accepts (see the batch spec)
COMMON_CONTEXT: Final[tuple[Field, ...]] = (
    Field("self_drawn", "bool", False, _names("Self-drawn", "自摸", "自摸", "ツモ"), "won on a tile drawn from the wall"),
    Field("seat_wind", "wind", "E", _names("Seat wind", "门风", "門風", "自風"), "the winner's seat wind"),
    Field("round_wind", "wind", "E", _names("Prevalent wind", "圈风", "圈風", "場風"), "the wind of the round"),
    Field("last_wall_tile", "bool", False, _names("Last tile of the wall", "海底", "海底", "海底・河底"),
          "won on the last tile of the wall, or on its discard"),
    Field("kong_replacement", "bool", False, _names("Kong replacement tile", "杠上开花", "槓上開花", "嶺上開花"),
          "won on the replacement tile drawn after a kong"),
    Field("robbing_kong", "bool", False, _names("Robbing the kong", "抢杠和", "搶槓胡", "槍槓"),
          "won on the tile another player added to a pung"),
)


@dataclass(frozen=True, slots=True)
class ItemInfo:
    """A row of a rule set's table, for listing (``mjscore rules``) and the window."""

    id: str
    names: Names
    value: int
    note: str = ""


@dataclass(frozen=True, slots=True)
class Preset:
    key: str
    names: Names
    options: tuple[tuple[str, Any], ...]
    help: str = ""


class RuleSet(ABC):
    """The interface of a rule set. Subclasses are mostly data plus :meth:`score`."""

    name: str
    title: Names
    shapes: ShapeRules
    built: bool = True
    context_fields: tuple[Field, ...] = COMMON_CONTEXT
    option_fields: tuple[Field, ...] = ()
    presets: tuple[Preset, ...] = ()
    has_red_fives: bool = False
    has_flowers: bool = False
    #: what a score's total counts, in each language (MCR: fan; riichi: han; Taiwanese: tai)
    unit: Names = Names("points", "分", "分", "点")

    def items(self) -> tuple[ItemInfo, ...]:
        return ()

    def check_context(self, context: Mapping[str, Any] | None) -> dict[str, Any]:
        return _check_fields(self.context_fields, context or {}, "context")

    def check_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        return _check_fields(self.option_fields, options or {}, "option")

    def preset_options(self, preset: str) -> dict[str, Any]:
        for p in self.presets:
            if p.key == preset:
                return dict(p.options)
        raise ContextError(
            f"rule set {self.name} has no preset {preset!r}; presets: {', '.join(p.key for p in self.presets) or 'none'}",
            code="bad_option",
        )

    @abstractmethod
    def score(self, hand: Hand, context: Mapping[str, Any] | None = None,
              options: Mapping[str, Any] | None = None) -> Score:
        """Score a complete hand. Raises :class:`~core.errors.HandError` on bad input."""

    def describe(self) -> dict[str, Any]:
        return {
            "rules": self.name,
            "en": self.title.en,
            "zh": self.title.zh_hans,
            "items": [{"id": i.id, "en": i.names.en, "zh": i.names.zh_hans, "zh_hant": i.names.zh_hant,
                       "ja": i.names.ja, "value": i.value, "note": i.note} for i in self.items()],
            "context": [f.to_json() for f in self.context_fields],
            "options": [f.to_json() for f in self.option_fields],
            "presets": [{"key": p.key, "en": p.names.en, "zh": p.names.zh_hans, "options": dict(p.options),
                         "help": p.help} for p in self.presets],
        }


_NORMAL_WINDS: Final = frozenset(WINDS)


def _is_normal(field: Field, value: Any) -> bool:
    """Already in the form :meth:`Field.coerce` returns (a bool, a wind letter): nothing to check."""
    return (type(value) is bool and field.type == "bool") or (field.type == "wind" and value in _NORMAL_WINDS)


_FIELD_TABLES: Final[dict[int, tuple[tuple[Field, ...], dict[str, Field], dict[str, Any]]]] = {}


def _field_table(fields: tuple[Field, ...]) -> tuple[dict[str, Field], dict[str, Any]]:
    """The fields by key and their defaults, built once per schema (by identity: hashing the
    fields would cost more than the check)."""
    entry = _FIELD_TABLES.get(id(fields))
    if entry is None or entry[0] is not fields:
        entry = _FIELD_TABLES[id(fields)] = (fields, {f.key: f for f in fields}, {f.key: f.default for f in fields})
    return entry[1], entry[2]


def _check_fields(fields: tuple[Field, ...], given: Mapping[str, Any], where: str) -> dict[str, Any]:
    if type(given) is not dict and not isinstance(given, Mapping):  # (a typing.Mapping check is slow)
        raise ContextError(f"{where} must be an object of keys and values, not {type(given).__name__}", code="bad_context")
    known, defaults = _field_table(fields)
    out = dict(defaults)
    for k, v in given.items():
        f = known.get(k)
        if f is None:
            raise ContextError(
                f"unknown {where} key {k!r}; known keys: {', '.join(sorted(known))}", code="bad_context"
            )
        if v is not None:
            out[k] = v if _is_normal(f, v) else f.coerce(v, where)
    return out


class UnbuiltRuleSet(RuleSet):
    """A rule set the program names but does not score yet: every use is a clear error."""

    built = False

    def __init__(self, name: str, title: Names, shapes: ShapeRules, issue: str, *, red_fives: bool = False,
                 flowers: bool = False) -> None:
        self.name = name
        self.title = title
        self.shapes = shapes
        self.issue = issue
        self.has_red_fives = red_fives
        self.has_flowers = flowers

    def _refuse(self) -> NotImplementedRuleSetError:
        return NotImplementedRuleSetError(
            f"the {self.title.en} rule set ({self.name}) is not built yet: it cannot score hands. {self.issue}",
            code="rules_not_implemented",
        )

    def score(self, hand: Hand, context: Mapping[str, Any] | None = None,
              options: Mapping[str, Any] | None = None) -> Score:
        raise self._refuse()

    def describe(self) -> dict[str, Any]:
        raise self._refuse()
