"""The fields a rule set declares: context keys and options, their types, choices and limits.

A :class:`Field` is one context key or option (its :class:`FieldType`, default, limits, names
and :class:`FieldGroup`); :meth:`Field.coerce` reads a value given for it, and refuses one it
cannot take with its error in every language. :class:`Cond` is a condition on a field's value
(what a constraint, :mod:`core.engine.constraints`, or a following field is made of). The
context keys every rule set accepts are :data:`COMMON_CONTEXT`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from enum import Enum
from typing import Any, Final, NamedTuple

from core.engine.score import Names, names
from core.model.errors import ContextError, HandError, OptionError
from core.model.names import joined, same, separated
from core.model.notation import names_of, parse_tiles
from core.model.tiles import plain_tile_kinds

WINDS: Final = ("E", "S", "W", "N")
#: a wind field's values, said in each language (the round's or the seat's wind)
WIND_NAMES: Final = {
    "E": Names("East", "东", "東", "東"),
    "S": Names("South", "南", "南", "南"),
    "W": Names("West", "西", "西", "西"),
    "N": Names("North", "北", "北", "北"),
}


class FieldType(str, Enum):
    """The kinds of context and option fields (the value is the name the batch spec and
    ``mjscore rules --json`` use)."""

    BOOL = "bool"
    INT = "int"
    WIND = "wind"
    TILES = "tiles"
    CHOICE = "choice"


class Choice(NamedTuple):
    """One value of a choice field, with its name in every language."""

    value: str
    names: Names


#: the winds as the choices of a wind field
WIND_CHOICES: Final = (
    Choice("E", Names("East", "东", "東", "東")),
    Choice("S", Names("South", "南", "南", "南")),
    Choice("W", Names("West", "西", "西", "西")),
    Choice("N", Names("North", "北", "北", "北")),
)

_ASCII_INT: Final = re.compile(r"-?[0-9]{1,9}")

_WIND_WORDS: Final = {
    "E": "E",
    "S": "S",
    "W": "W",
    "N": "N",
    "东": "E",
    "東": "E",
    "南": "S",
    "西": "W",
    "北": "N",
    "1z": "E",
    "2z": "S",
    "3z": "W",
    "4z": "N",
    "east": "E",
    "south": "S",
    "west": "W",
    "north": "N",
}


# the errors of context and option values, in every language (``str.format`` templates; the
# English is the message, naming the key; the others name the field as the window shows it)
E_BOOL = Names(
    "{key} must be true or false, not {value!r}",
    "{field}必须为是或否（true 或 false），不能是 {value!r}",
    "{field}必須為是或否（true 或 false），不能是 {value!r}",
    "{field}は true か false（はい・いいえ）で指定してください（{value!r} は不可）",
)
E_WHOLE_NUMBER = Names(
    "{key} must be a whole number, not {value!r}",
    "{field}必须是整数，不能是 {value!r}",
    "{field}必須是整數，不能是 {value!r}",
    "{field}は整数で指定してください（{value!r} は不可）",
)
E_AT_LEAST = Names(
    "{key} must be at least {minimum}, not {n}",
    "{field}至少为 {minimum}，不能是 {n}",
    "{field}至少為 {minimum}，不能是 {n}",
    "{field}は {minimum} 以上です（{n} は不可）",
)
E_AT_MOST = Names(
    "{key} must be at most {maximum}, not {n}",
    "{field}最多为 {maximum}，不能是 {n}",
    "{field}最多為 {maximum}，不能是 {n}",
    "{field}は {maximum} 以下です（{n} は不可）",
)
E_ONE_OF = Names(
    "{key} must be one of {values}, not {value}",
    "{field}必须是 {values} 之一，不能是 {value}",
    "{field}必須是 {values} 之一，不能是 {value}",
    "{field}は {values} のいずれかです（{value} は不可）",
)
E_WIND = Names(
    "{key} must be a wind E, S, W or N, not {value!r}",
    "{field}必须是风位 E、S、W 或 N（东南西北），不能是 {value!r}",
    "{field}必須是風位 E、S、W 或 N（東南西北），不能是 {value!r}",
    "{field}は風 E・S・W・N（東南西北）のいずれかです（{value!r} は不可）",
)
E_WIND_AT_TABLE = Names(
    "{key} must be {winds} at this table, not {wind}",
    "{field}在本桌只能是{winds}，不能是{wind}",
    "{field}在本桌只能是{winds}，不能是{wind}",
    "この卓の{field}は{winds}だけです（{wind}は不可）",
)
_LIST_AND: Final = Names(", ", "、", "、", "・")
E_TILES = Names(
    "{key} must be tiles like '3p5z', not {value!r}",
    "{field}必须是像 '3p5z' 这样的牌，不能是 {value!r}",
    "{field}必須是像 '3p5z' 這樣的牌，不能是 {value!r}",
    "{field}は '3p5z' のような牌で書いてください（{value!r} は不可）",
)
E_TILES_BAD = Names("{key}: {problem}", "{field}：{problem}", "{field}：{problem}", "{field}：{problem}")
E_TILES_MAX = Names(
    "{key} holds at most {maximum} tiles, not {n}",
    "{field}最多 {maximum} 张牌，不能是 {n} 张",
    "{field}最多 {maximum} 張牌，不能是 {n} 張",
    "{field}は最大 {maximum} 枚です（{n} 枚は不可）",
)
E_FOLLOWER_FALSE = Names(
    "{key} is set false, but {cond} makes it true ({reason})",
    "{field}设为否，但{cond}时它必为是（{reason}）",
    "{field}設為否，但{cond}時它必為是（{reason}）",
    "{field}が「いいえ」ですが、{cond}のときは必ず「はい」です（{reason}）",
)


#: a robbed tile the winner holds a copy of (MCR and Taiwanese say it the same way)
E_ROBBED_TILE_HELD = Names(
    "{key}: the robbed tile {tile} is the fourth copy added to another player's pung, but this hand holds {held} of it",
    "{field}：被抢的 {tile} 是别家加杠的第四张，但这手牌里已有 {held} 张",
    "{field}：被搶的 {tile} 是別家加槓的第四張，但這手牌裡已有 {held} 張",
    "{field}：奪われた {tile} は他家が加槓した 4 枚目ですが、この手牌に {held} 枚あります",
)


def quoted(n: Names) -> Names:
    """A name as the errors quote it: “门风”, 「門風」, 「自風」 (the English is not used)."""
    return Names(f"“{n.en}”", f"“{n.zh_hans}”", f"「{n.zh_hant}」", f"「{n.ja}」")


def listed(values: tuple[str, ...] | list[str]) -> Names:
    """Values the user types, listed in each language's way."""
    return Names(", ".join(values), "、".join(values), "、".join(values), "・".join(values))


class Field(NamedTuple):
    """One context key or option: its type, default, limits, names and group.

    ``auto``: for a field whose default is ``None``, what ``None`` means (MCR's flower count:
    "from the hand"), in every language. ``group``: the id of the :class:`FieldGroup` it is
    shown in.
    """

    key: str
    type: FieldType
    default: Any
    names: Names
    help: str | Names = ""  # what the field means: in every language (Names), or English only
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[Choice, ...] = ()
    group: str = ""
    auto: Names | None = None
    #: a yes/no field whose value another field decides (Taiwanese "Winner is the dealer":
    #: seat East is the dealer): it is true whenever this condition holds, so the window shows
    #: it as the condition says and lets no one untick it; a declared constraint refuses it
    #: set where the condition does not hold
    follows: Cond | None = None

    def help_text(self, lang: str = "en") -> str:
        """What the field means, in ``lang`` (English when only English is given)."""
        return self.help.get(lang) if isinstance(self.help, Names) else self.help

    @property
    def values(self) -> tuple[str, ...]:
        """The values a choice or wind field takes."""
        if self.type is FieldType.WIND and not self.choices:  # (a wind field's choices: the seats a table has)
            return WINDS
        return tuple(c.value for c in self.choices)

    def choice_names(self, value: str) -> Names:
        """The name of one value of a choice or wind field."""
        for c in WIND_CHOICES if self.type is FieldType.WIND else self.choices:
            if c.value == value:
                return c.names
        return Names(value, value, value, value)

    def coerce(self, value: Any, where: str = "context") -> Any:
        """The value checked and normalised; a bad one raises :class:`ContextError` (or, for an
        option, :class:`OptionError`) naming the key (in English; the field's name in the others)."""
        fail = self._error if where == "option" else self._context_error

        # one rule for text in every field: surrounding white space is ignored, words are read
        # in any case, and numbers are ASCII digits only (int() would also read '٣' as 3)
        text = value.strip() if isinstance(value, str) else None
        if self.type is FieldType.BOOL:
            if isinstance(value, bool):
                return value
            if text is not None and text.lower() in ("true", "yes", "1", "on"):
                return True
            if text is not None and text.lower() in ("false", "no", "0", "off"):
                return False
            if isinstance(value, int) and value in (0, 1):
                return bool(value)
            raise fail(E_BOOL, value=value)
        if self.type is FieldType.INT:
            n: int | None = None
            if isinstance(value, int) and not isinstance(value, bool):
                n = value
            elif text is not None and _ASCII_INT.fullmatch(text):
                n = int(text)
            if n is None:
                raise fail(E_WHOLE_NUMBER, value=value)
            if self.minimum is not None and n < self.minimum:
                raise fail(E_AT_LEAST, minimum=self.minimum, n=n)
            if self.maximum is not None and n > self.maximum:
                raise fail(E_AT_MOST, maximum=self.maximum, n=n)
            if self.choices and str(n) not in self.values:
                raise fail(E_ONE_OF, values=listed(self.values), value=n)
            return n
        if self.type is FieldType.WIND:
            if text is not None:
                w = _WIND_WORDS.get(text) or _WIND_WORDS.get(text.lower()) or _WIND_WORDS.get(text.upper())
                if w and self.choices and w not in self.values:  # a wind no one sits at this table
                    seats = [c.names for c in self.choices]
                    raise fail(
                        E_WIND_AT_TABLE,
                        winds=joined(separated(seats[:-1], _LIST_AND), _OR, seats[-1]),
                        wind=self.choice_names(w),
                    )
                if w:
                    return w
            raise fail(E_WIND, value=value)
        if self.type is FieldType.TILES:
            if not isinstance(value, str):
                raise fail(E_TILES, value=value)
            plain = plain_tile_kinds(value)
            if plain is not None:  # already as this returns it (every score checks its dora tiles)
                if self.maximum is not None and len(plain) > self.maximum:
                    raise fail(E_TILES_MAX, maximum=self.maximum, n=len(plain))
                return value
            try:
                tiles = parse_tiles(value)
            except HandError as e:
                raise fail(E_TILES_BAD, problem=names_of(e)) from None
            except ValueError as e:  # (parse_tiles raises only HandError, a ValueError)
                raise fail(E_TILES_BAD, problem=same(str(e))) from None
            if self.maximum is not None and len(tiles) > self.maximum:
                raise fail(E_TILES_MAX, maximum=self.maximum, n=len(tiles))
            return "".join(str(t) for t in tiles)
        if self.type is FieldType.CHOICE:
            if text is not None:
                for v in self.values:
                    if v.lower() == text.lower():
                        return v
            raise fail(E_ONE_OF, values=listed(self.values), value=repr(value))
        raise AssertionError(f"unknown field type {self.type}")  # pragma: no cover

    def _error(self, template: Names, where: str = "option", **params: Any) -> ContextError:
        """The error of a bad value: ``template`` filled with the field's name and ``params``
        (the message of the command line names the key, as it is typed there)."""
        field = quoted(self.names)
        message = template.format(key=f"{where} key {self.key!r}", field=field, **params).en  # (the command line's)
        msg = template.format(key=field, field=field, **params)  # (the words shown: the field's name)
        if where == "option":
            return OptionError(message, code="bad_option", keys=(self.key,), names=msg)
        return ContextError(message, code="bad_context", keys=(self.key,), names=msg)

    def _context_error(self, template: Names, **params: Any) -> ContextError:
        return self._error(template, "context", **params)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "key": self.key,
            "type": self.type.value,
            "default": self.default,
            "en": self.names.en,
            "zh": self.names.zh_hans,
            "help": self.help_text("en"),
        }
        if self.minimum is not None:
            out["min"] = self.minimum
        if self.maximum is not None:
            out["max"] = self.maximum
        if self.choices:
            out["choices"] = list(self.values)
        if self.group:
            out["group"] = self.group
        return out


class FieldGroup(NamedTuple):
    """A titled group of context fields, so a panel of many controls stays readable."""

    id: str
    names: Names


def _names(en: str, zh: str, zh_hant: str | None = None, ja: str | None = None) -> Names:
    return names(en, zh, zh_hant, ja)


#: the context keys every rule set accepts (see the batch spec)
COMMON_CONTEXT: Final[tuple[Field, ...]] = (
    Field(
        "self_drawn",
        FieldType.BOOL,
        False,
        _names("Self-drawn", "自摸", "自摸", "ツモ"),
        _names("won on a tile drawn from the wall", "摸牌和牌", "摸牌胡牌", "山から引いた牌で和了"),
        group="win",
    ),
    Field(
        "seat_wind",
        FieldType.WIND,
        "E",
        _names("Seat wind", "门风", "門風", "自風"),
        _names("the winner's seat wind", "和牌者的门风", "胡牌者的門風", "和了者の自風"),
        group="seat",
    ),
    Field(
        "round_wind",
        FieldType.WIND,
        "E",
        _names("Prevalent wind", "圈风", "圈風", "場風"),
        _names("the wind of the round", "本圈的风", "本圈的風", "その局の場風"),
        group="seat",
    ),
    Field(
        "last_wall_tile",
        FieldType.BOOL,
        False,
        _names("Last tile of the wall", "海底", "海底", "海底・河底"),
        _names(
            "won on the last tile of the wall, or on its discard",
            "和牌墙最后一张牌，或它被打出的那张",
            "胡牌牆最後一張牌，或它被打出的那張",
            "山の最後の牌、またはその捨て牌で和了",
        ),
        group="win",
    ),
    Field(
        "kong_replacement",
        FieldType.BOOL,
        False,
        _names("Kong replacement tile", "杠上开花", "槓上開花", "嶺上開花"),
        _names(
            "won on the replacement tile drawn after a kong",
            "开杠后补摸的牌和牌",
            "開槓後補摸的牌胡牌",
            "槓の後の嶺上牌で和了",
        ),
        group="win",
    ),
    Field(
        "robbing_kong",
        FieldType.BOOL,
        False,
        _names("Robbing the kong", "抢杠和", "搶槓胡", "槍槓"),
        _names(
            "won on the tile another player added to a pung",
            "和别人加杠的那张牌",
            "胡別人加槓的那張牌",
            "他家が加槓した牌で和了",
        ),
        group="win",
    ),
)

#: the groups of the common context fields
COMMON_GROUPS: Final[tuple[FieldGroup, ...]] = (
    FieldGroup("win", _names("How it was won", "和牌方式", "胡牌方式", "和了の仕方")),
    FieldGroup("seat", _names("Seat and round", "门风与圈风", "門風與圈風", "自風と場風")),
)


class Cond(NamedTuple):
    """A field has a value (``among``: one of several), in the context or (``option``) the options."""

    key: str
    value: Any = True
    among: tuple[Any, ...] = ()
    option: bool = False

    def holds(self, ctx: Mapping[str, Any], opts: Mapping[str, Any]) -> bool:
        v = (opts if self.option else ctx).get(self.key)
        return v in self.among if self.among else v == self.value


_OR: Final = Names(" or ", "或", "或", "または")
