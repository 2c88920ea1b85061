"""What every rule set declares: its context schema, its options, their constraints and presets.

The window builds its context panel from :attr:`RuleSet.context_fields` (grouped by
:attr:`RuleSet.field_groups`) and its option controls from :attr:`RuleSet.option_fields`;
it greys out what :meth:`RuleSet.allowed` refuses and outlines the keys a
:class:`~core.model.errors.ContextError` names. It never knows a rule set by name.

A field's type is a :class:`FieldType`; a choice's values carry their :class:`Names`. The
constraints between fields are data (:class:`Constraint`: *requires*, *excludes*, *enabled
only when*), checked by :meth:`RuleSet.check_context` and raised with the keys at fault.
Presets are data files inside the rule set's package (``core/rules/<name>/data/<name>_presets.toml``), read
with :func:`core.model.package_data.read_text`; a user's edited preset file loads the same way
(:meth:`RuleSet.read_preset_file`), and a broken one raises :class:`~core.model.errors.PresetError`
naming the file, the line and the field.
"""

from __future__ import annotations

import errno
import importlib
import os
import re
import stat
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping
from enum import Enum
from operator import itemgetter
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, NamedTuple, cast

from core.engine.score import DEFAULT_TABLE, PLAIN_LAYOUT, Layout, Names, Score, TableName, names
from core.model.errors import ContextError, HandError, NotImplementedRuleSetError, OptionError, PresetError
from core.model.hand import Hand, Meld, MeldKind, check_in_set, meld_outside_set, tile_outside_set
from core.model.names import joined, same, separated
from core.model.notation import names_of, parse_tiles
from core.model.package_data import read_text
from core.model.tiles import Tile, plain_tile_kinds
from core.shapes.decompose import ShapeRules

if TYPE_CHECKING:  # a match sheet's rules are loaded when first asked for (not at every start)
    import tomllib  # (imported where a preset file is read, not at every start)

    from core.engine.match_rules import MatchRules

WINDS: Final = ("E", "S", "W", "N")


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
#: "context" and "option" as the errors say them
_WHERE: Final = {
    "context": Names("context", "场况", "場況", "場況"),
    "option": Names("option", "规则选项", "規則選項", "ルール設定"),
}
_WHERE_KEY: Final = {
    "context": Names("context", "场况项", "場況項目", "場況の項目"),
    "option": Names("option", "规则选项", "規則選項", "ルール設定"),
}
E_NOT_MAPPING = Names(
    "{where} must be an object of keys and values, not {type}",
    "{where}必须是键值对象，不能是 {type}",
    "{where}必須是鍵值物件，不能是 {type}",
    "{where}はキーと値のオブジェクトで指定してください（{type} は不可）",
)
E_UNKNOWN_KEY = Names(
    "unknown {where} key {key!r}; known keys: {keys}",
    "未知的{where} {key!r}；已知的有：{keys}",
    "未知的{where} {key!r}；已知的有：{keys}",
    "不明な{where} {key!r}。使えるのは：{keys}",
)
E_NO_PRESET = Names(
    "rule set {name} has no preset {preset!r}; presets: {presets}",
    "规则“{title}”没有预设 {preset!r}；可用的预设：{presets}",
    "規則「{title}」沒有預設 {preset!r}；可用的預設：{presets}",
    "ルール「{title}」にプリセット {preset!r} はありません。プリセット：{presets}",
)
_NONE: Final = Names("none", "无", "無", "なし")
E_NO_PRESET_IN_FILE = Names(
    "{file} has no preset {preset!r}; presets there: {presets}",
    "{file} 中没有预设 {preset!r}；其中的预设：{presets}",
    "{file} 中沒有預設 {preset!r}；其中的預設：{presets}",
    "{file} にプリセット {preset!r} はありません。その中のプリセット：{presets}",
)
E_TABLE_KEY = Names(
    "option {key} must be text, not {value}",
    "规则选项 {key} 必须是文字，不能是 {value}",
    "規則選項 {key} 必須是文字，不能是 {value}",
    "ルール設定 {key} は文字で指定してください（{value} は不可）",
)
E_FILE_NO_PRESET = Names(
    "option preset_file {file} needs the option preset: which preset of the file",
    "规则选项 preset_file {file} 需要同时给出 preset：用文件中的哪个预设",
    "規則選項 preset_file {file} 需要同時給出 preset：用檔案中的哪個預設",
    "ルール設定 preset_file {file} には preset（ファイル中のどのプリセットか）も必要です",
)
E_ITEM_EDIT = Names(
    "items: {item}: {problem}",
    "项目表 items：{item}：{problem}",
    "項目表 items：{item}：{problem}",
    "項目表 items：{item}：{problem}",
)
E_ITEM_GATE_OFF = Names(
    "items: {item} is switched on, but the option {option}, which switches it, is set false: set one or the other",
    "项目表 items：开启了 {item}，但控制它的规则选项 {option} 设为 false：请只设其一",
    "項目表 items：開啟了 {item}，但控制它的規則選項 {option} 設為 false：請只設其一",
    "項目表 items：{item} を有効にしていますが、それを切り替えるルール設定 {option} が false です。どちらか一方にしてください",
)
E_ITEM_GATED = Names(
    "items: {item} is switched on by the option {option} ({values}): set that option instead",
    "项目表 items：{item} 由规则选项 {option}（{values}）开启：请改设该选项",
    "項目表 items：{item} 由規則選項 {option}（{values}）開啟：請改設該選項",
    "項目表 items：{item} はルール設定 {option}（{values}）で有効になります。その設定を変えてください",
)
E_UNBUILT = Names(
    "the {title} rule set ({name}) is not built yet: it cannot score hands. {issue}",
    "规则“{title}”（{name}）尚未完成，还不能计分。{issue}",
    "規則「{title}」（{name}）尚未完成，還不能計分。{issue}",
    "ルール「{title}」（{name}）はまだ作られていないため、点数を計算できません。{issue}",
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


# --- constraints --------------------------------------------------------------------------------


class ConstraintKind(Enum):
    REQUIRES = "requires"  # when ``when`` holds, ``then`` must hold too
    EXCLUDES = "excludes"  # ``when`` and ``then`` may not both hold
    ENABLED_WHEN = "enabled_when"  # the fields of ``when`` may leave their defaults only when ``then`` holds


class Cond(NamedTuple):
    """A field has a value (``among``: one of several), in the context or (``option``) the options."""

    key: str
    value: Any = True
    among: tuple[Any, ...] = ()
    option: bool = False

    def holds(self, ctx: Mapping[str, Any], opts: Mapping[str, Any]) -> bool:
        v = (opts if self.option else ctx).get(self.key)
        return v in self.among if self.among else v == self.value


class Constraint(NamedTuple):
    """A declared rule between fields. ``message`` is formatted with the context's values;
    a violation raises :class:`ContextError` with the keys of both sides.

    ``wording``: for a rule its conditions, read one by one, would say awkwardly ("“Ippatsu”
    and not “Riichi” needs “Double riichi”" for "ippatsu needs riichi or double riichi"), the
    words to say it by: a template in every language whose placeholders are the keys of the
    fields it is about, filled in with their quoted names. The check is the same."""

    kind: ConstraintKind
    when: tuple[Cond, ...]
    then: tuple[Cond, ...]
    message: str
    code: str = "impossible_context"
    wording: Names | None = None

    @property
    def keys(self) -> tuple[str, ...]:
        out: list[str] = []
        for c in self.when + self.then:
            if c.key not in out:
                out.append(c.key)
        return tuple(out)

    def violated(self, ctx: Mapping[str, Any], opts: Mapping[str, Any], defaults: Mapping[str, Any]) -> bool:
        # plain loops, no generators: every score checks every constraint
        if self.kind is ConstraintKind.ENABLED_WHEN:
            for c in self.when:
                if ctx.get(c.key) != defaults.get(c.key):
                    break
            else:
                return False  # the fields are at their defaults: nothing to enable
            for c in self.then:
                if not c.holds(ctx, opts):
                    return True
            return False
        for c in self.when:
            if not c.holds(ctx, opts):
                return False
        for c in self.then:
            if not c.holds(ctx, opts):
                return self.kind is ConstraintKind.REQUIRES
        return self.kind is ConstraintKind.EXCLUDES

    def error(self, ctx: Mapping[str, Any], fields: Mapping[str, Field] | None = None) -> ContextError:
        """The error of a violation: the declared English message, and (given the fields) the
        same rule said in every language from the fields' own names."""
        return ContextError(
            self.message.format(**ctx),
            code=self.code,
            keys=self.keys,
            names=self.explain(fields) if fields is not None else None,
        )

    def explain(self, fields: Mapping[str, Field]) -> Names:
        """The rule in every language, made from the names of the fields it is about."""
        if self.wording is not None:
            said: dict[str, Names] = {}
            for key in self.keys:
                f = fields.get(key)
                said[key] = quoted(f.names) if f is not None else Names(key, key, key, key)
            return self.wording.format(**said)
        when = _all_of([_cond_names(c, fields) for c in self.when])
        then = _all_of([_cond_names(c, fields) for c in self.then])
        template = _CONSTRAINT_TEXT[self.kind] if self.when else _ALWAYS_TEXT  # (nothing to name before "needs")
        return template.format(when=when, then=then)


_CONSTRAINT_TEXT: Final = {
    ConstraintKind.REQUIRES: Names(
        "{when} needs {then}", "{when}需要{then}", "{when}需要{then}", "{when}には{then}が必要です"
    ),
    ConstraintKind.EXCLUDES: Names(
        "{when} and {then} cannot both hold",
        "{when}与{then}不能同时成立",
        "{when}與{then}不能同時成立",
        "{when}と{then}は両立しません",
    ),
    ConstraintKind.ENABLED_WHEN: Names(
        "{when} can be set only with {then}",
        "只有在{then}时才能设置{when}",
        "只有在{then}時才能設定{when}",
        "{when}は{then}のときだけ設定できます",
    ),
}
#: a rule that holds whatever the context (a requirement with no condition)
_ALWAYS_TEXT: Final = Names("{then} is required", "必须{then}", "必須{then}", "{then}でなければなりません")
_AND: Final = Names(" and ", "且", "且", "かつ")
_NOT: Final = Names("not {0}", "非{0}", "非{0}", "{0}でない")
_IS: Final = Names("{0}: {1}", "{0}：{1}", "{0}：{1}", "{0}：{1}")
_OR: Final = Names(" or ", "或", "或", "または")


def _cond_names(c: Cond, fields: Mapping[str, Field]) -> Names:
    """A condition in words: "Self-drawn", "not Riichi", "Seat wind: East"."""
    f = fields.get(c.key)
    name = quoted(f.names if f is not None else Names(c.key, c.key, c.key, c.key))
    if not c.among and isinstance(c.value, bool):
        return name if c.value else _NOT.format(name)
    values = c.among or (c.value,)
    shown = [
        f.choice_names(str(v))
        if f is not None and (f.choices or f.type is FieldType.WIND)
        else Names(str(v), str(v), str(v), str(v))
        for v in values
    ]
    return _IS.format(name, separated(shown, _OR))


def _all_of(parts: list[Names]) -> Names:
    return separated(parts, _AND)


def requires(when: Cond | tuple[Cond, ...], then: Cond | tuple[Cond, ...], message: str) -> Constraint:
    return Constraint(ConstraintKind.REQUIRES, _conds(when), _conds(then), message)


def excludes(a: Cond | tuple[Cond, ...], b: Cond | tuple[Cond, ...], message: str) -> Constraint:
    return Constraint(ConstraintKind.EXCLUDES, _conds(a), _conds(b), message)


def enabled_when(fields: Cond | tuple[Cond, ...], cond: Cond | tuple[Cond, ...], message: str) -> Constraint:
    return Constraint(ConstraintKind.ENABLED_WHEN, _conds(fields), _conds(cond), message)


def _conds(c: Cond | tuple[Cond, ...]) -> tuple[Cond, ...]:
    return (c,) if isinstance(c, Cond) else c  # a Cond is a NamedTuple: ask for it, not for a tuple


# --- presets ------------------------------------------------------------------------------------


class ItemInfo(NamedTuple):
    """A row of a rule set's table, for listing (``mjscore rules``) and the window."""

    id: str
    names: Names
    value: int
    note: str = ""
    definition: Names | None = None
    section: str = ""
    #: whether the item counts under the options it was listed with
    on: bool = True


class EditableItem(NamedTuple):
    """A row of a rule set's table as a preset may edit it: its value (``open_value``: on an
    open hand, for a rule set whose items differ open and closed; ``None`` there: closed hands
    only), the option that switches it (``gate``, ``None``: none), whether it is on under the
    options alone, and whether it is an adjustment (a value that may be below zero)."""

    id: str
    names: Names
    value: int
    on: bool = True
    gate: str | None = None
    open_value: int | None = None
    split: bool = False  # the rule set values the item apart on open and closed hands
    adjustment: bool = False
    #: its values are multiples of this (riichi's yakuman: 13 han each), with the reason
    step: int = 1
    step_reason: str | Names = ""


class ItemEdit(NamedTuple):
    """What a preset or the options change of one item: switch it on or off (``None``: as the
    options say), set its value (``None``: keep), and on an open hand (riichi) its value there
    (``open_value``) or that it does not count there (``open_on`` False; an item that counts on
    open hands only with an option, as open tanyao, still needs that option)."""

    id: str
    on: bool | None = None
    value: int | None = None
    open_value: int | None = None
    open_on: bool | None = None

    def to_json(self) -> Any:
        """As a preset file or the batch writes it: ``false``, ``true``, a number, or a table."""
        if self.open_on is None and (self.open_value is None or self.open_value == self.value):
            if self.value is None and self.open_value is None:
                return bool(self.on)
            if self.on is not False and self.value is not None:
                return self.value
        out: dict[str, Any] = {}
        if self.on is not None:
            out["on"] = self.on
        if self.value is not None:
            out["closed" if self.open_value is not None or self.open_on is not None else "value"] = self.value
        if self.open_on is False:
            out["open"] = False
        elif self.open_value is not None:
            out["open"] = self.open_value
        return out


#: the values an item may be given (a value of 0 counts for nothing: switch the item off instead)
ITEM_VALUE_MIN: Final = 1
ITEM_VALUE_MAX: Final = 1000


class ItemEditError(ValueError):
    """A mistake in an item edit: the item (``field``) and what is wrong (the message: the
    English; ``names``: the same in every language)."""

    def __init__(self, field: str, message: str | Names) -> None:
        said = message if isinstance(message, Names) else same(message)
        super().__init__(said.en)
        self.field = field
        self.names = said


# the mistakes of item edits (a preset file's ``items`` table, the options' ``items``), in every
# language: the ids, keys and values the user writes stay as they are written
E_ITEM_WHOLE = Names(
    "{what} must be a whole number, not {value!r}",
    "{what}必须是整数，不能是 {value!r}",
    "{what}必須是整數，不能是 {value!r}",
    "{what}は整数で書いてください（{value!r} は不可）",
)
E_ITEM_RANGE = Names(
    "{what} must be from {low} to {high}{zero}, not {n}",
    "{what}必须在 {low} 到 {high} 之间{zero}，不能是 {n}",
    "{what}必須在 {low} 到 {high} 之間{zero}，不能是 {n}",
    "{what}は {low} から {high} までの数で書いてください（{n} は不可）{zero}",
)
_ITEM_ZERO: Final = Names(
    " (to leave the item out, write false)",
    "（要去掉该项目，请写 false）",
    "（要去掉該項目，請寫 false）",
    "。項目を外すには false と書きます",
)
E_ITEM_STEP = Names(
    "{what} must be a multiple of {step} ({reason}), not {n}",
    "{what}必须是 {step} 的倍数（{reason}），不能是 {n}",
    "{what}必須是 {step} 的倍數（{reason}），不能是 {n}",
    "{what}は {step} の倍数です（{reason}）。{n} は使えません",
)
#: what an item's number is, as the errors say it (the keys of an item's table are written as typed)
_ITEM_WHAT: Final = {
    "the value": Names("the value", "数值", "數值", "値"),
    "value": Names("value", "value（数值）", "value（數值）", "value（値）"),
    "closed": Names("closed", "closed（门前的数值）", "closed（門前的數值）", "closed（門前の値）"),
    "open": Names("open", "open（副露的数值）", "open（副露的數值）", "open（副露時の値）"),
}
#: the reasons a rule set gives for the step of its items' values, in every language (a rule
#: set may give :class:`Names` itself; a reason not listed here is shown as given)
_STEP_REASONS: Final = {
    "a yakuman is 13 han: 13 one yakuman, 26 a double": Names(
        "a yakuman is 13 han: 13 one yakuman, 26 a double",
        "役满为 13 番：13 是役满，26 是双倍役满",
        "役滿為 13 番：13 是役滿，26 是雙倍役滿",
        "役満は 13 翻：13 で役満、26 でダブル役満",
    ),
}
E_ITEMS_TABLE = Names(
    "items must be a table of item ids, not {type}",
    "items 必须是以项目 id 为键的表，不能是 {type}",
    "items 必須是以項目 id 為鍵的表格，不能是 {type}",
    "items は項目 id をキーとするテーブルで書いてください（{type} は不可）",
)
E_ITEM_UNKNOWN = Names("unknown item{hint}", "未知的项目{hint}", "未知的項目{hint}", "不明な項目です{hint}")
_ITEM_MEANT: Final = Names("; did you mean {ids}?", "；是不是 {ids}？", "；是不是 {ids}？", "。{ids} のことですか？")
_ITEM_IDS: Final = Names(
    "; `mjscore rules RULES` lists the ids",
    "；`mjscore rules RULES` 会列出各项目的 id",
    "；`mjscore rules RULES` 會列出各項目的 id",
    "。項目の id は `mjscore rules RULES` で一覧できます",
)
E_ITEM_SPLIT = Names(
    "counts {closed} closed and {open} open: write {{ closed = {n}, open = ... }} (open = false: closed hands only)",
    "门前计 {closed}、副露计 {open}：请写作 {{ closed = {n}, open = ... }}（open = false：只在门前时计）",
    "門前計 {closed}、副露計 {open}：請寫作 {{ closed = {n}, open = ... }}（open = false：只在門前時計）",
    "門前 {closed}・副露 {open} で数えます。{{ closed = {n}, open = ... }} と書いてください（open = false：門前のみ）",
)
E_ITEM_KIND = Names(
    "must be true, false, a whole number or a table, not {value!r}",
    "必须是 true、false、整数或表，不能是 {value!r}",
    "必須是 true、false、整數或表格，不能是 {value!r}",
    "true・false・整数・テーブルのいずれかで書いてください（{value!r} は不可）",
)
E_ITEM_KEY = Names(
    "unknown key {key!r}; an item's table has {keys}",
    "未知的键 {key!r}；项目的表只能有 {keys}",
    "未知的鍵 {key!r}；項目的表格只能有 {keys}",
    "不明なキー {key!r}。項目のテーブルに書けるのは {keys} です",
)
E_ITEM_ON = Names(
    "on must be true or false, not {value!r}",
    "on 必须是 true 或 false，不能是 {value!r}",
    "on 必須是 true 或 false，不能是 {value!r}",
    "on は true か false で書いてください（{value!r} は不可）",
)
E_ITEM_CLOSED_ONLY = Names(
    "counts only with a closed hand: its open value cannot be set",
    "只在门前时计：不能设置副露时的数值",
    "只在門前時計：不能設定副露時的數值",
    "門前でのみ数えるため、副露時の値は設定できません",
)


def _item_number(info: EditableItem, what: str, v: Any) -> int:
    rid = info.id
    said = _ITEM_WHAT.get(what) or same(what)
    if isinstance(v, bool) or not isinstance(v, int):
        raise ItemEditError(rid, E_ITEM_WHOLE.format(what=said, value=v))
    low = -ITEM_VALUE_MAX if info.adjustment else ITEM_VALUE_MIN
    if not low <= v <= ITEM_VALUE_MAX or (info.adjustment and v == 0):
        zero = same("") if info.adjustment else _ITEM_ZERO
        raise ItemEditError(rid, E_ITEM_RANGE.format(what=said, low=low, high=ITEM_VALUE_MAX, zero=zero, n=v))
    if v % info.step:
        reason = (
            info.step_reason
            if isinstance(info.step_reason, Names)
            else _STEP_REASONS.get(info.step_reason) or same(info.step_reason)
        )
        raise ItemEditError(rid, E_ITEM_STEP.format(what=said, step=info.step, reason=reason, n=v))
    return v


def _item_hint(given: str, items: tuple[EditableItem, ...]) -> Names:
    """What an unknown item id may have meant: the id of an item of that name (in any
    language), or ids spelt alike."""
    import difflib

    by_name = [i.id for i in items if given.strip() in (i.names.en, i.names.zh_hans, i.names.zh_hant, i.names.ja)]
    close = by_name or difflib.get_close_matches(given.lower(), [i.id for i in items], n=3, cutoff=0.6)
    return _ITEM_MEANT.format(ids=listed(close)) if close else _ITEM_IDS


def parse_item_edits(raw: Any, items: tuple[EditableItem, ...]) -> tuple[ItemEdit, ...]:
    """Item edits as a preset file or the options write them, checked against the rule set's
    items and sorted by id: ``ID = false`` (off), ``ID = true`` (on), ``ID = N`` (value N, and
    on, unless an option switches the item: then the option decides), or a table
    ``{value = N, on = BOOL}``; an item valued apart on open hands (riichi) takes
    ``{closed = N, open = M}`` (``open = false``: closed hands only), and a bare number only
    where its open and closed values are equal. A mistake raises :class:`ItemEditError`."""
    if isinstance(raw, tuple) and all(isinstance(e, ItemEdit) for e in raw):
        given: dict[str, Any] = {e.id: e for e in raw}
    elif isinstance(raw, Mapping):
        given = dict(raw)
    else:
        raise ItemEditError("items", E_ITEMS_TABLE.format(type=type(raw).__name__))
    known = {i.id: i for i in items}
    out: list[ItemEdit] = []
    for rid, v in given.items():
        info = known.get(str(rid))
        if info is None:
            raise ItemEditError(str(rid), E_ITEM_UNKNOWN.format(hint=_item_hint(str(rid), items)))
        if isinstance(v, ItemEdit):
            out.append(v)
            continue
        if isinstance(v, bool):
            out.append(ItemEdit(info.id, on=v))
            continue
        if isinstance(v, int):
            n = _item_number(info, "the value", v)
            if info.split and info.open_value is not None and info.open_value != info.value:
                raise ItemEditError(info.id, E_ITEM_SPLIT.format(closed=info.value, open=info.open_value, n=n))
            # (an item valued apart on open hands, equal both ways: the number is both values)
            both = info.split and info.open_value is not None
            # a number puts the item in the table, unless an option switches it: then the option decides
            out.append(ItemEdit(info.id, on=None if info.gate else True, value=n, open_value=n if both else None))
            continue
        if not isinstance(v, Mapping):
            raise ItemEditError(info.id, E_ITEM_KIND.format(value=v))
        allowed = {"on", "closed", "open"} if info.split else {"on", "value"}
        extra = sorted(set(v) - allowed)
        if extra:
            raise ItemEditError(info.id, E_ITEM_KEY.format(key=extra[0], keys=listed(sorted(allowed))))
        on = v.get("on")
        if on is not None and not isinstance(on, bool):
            raise ItemEditError(info.id, E_ITEM_ON.format(value=on))
        value_key = "closed" if info.split else "value"
        value = _item_number(info, value_key, v[value_key]) if value_key in v else None
        open_value: int | None = None
        open_on: bool | None = None
        if "open" in v:
            o = v["open"]
            if o is False:
                open_on = False
            elif info.open_value is None:
                raise ItemEditError(info.id, E_ITEM_CLOSED_ONLY)
            else:
                open_value = _item_number(info, "open", o)
        if value is not None and on is None and info.gate is None:
            on = True
        out.append(ItemEdit(info.id, on, value, open_value, open_on))
    return tuple(sorted(out))


_NO_HELP: Final = Names("", "", "", "")


class Preset(NamedTuple):
    """A named set of option values. ``source``: the file it was read from. ``help``: the one
    line of English the file gives; ``help_names``: the same in every language (the file's
    ``help-zh-Hans``, ``help-zh-Hant``, ``help-ja``; one it leaves out is the English)."""

    key: str
    names: Names
    options: tuple[tuple[str, Any], ...]
    help: str = ""
    source: str = ""
    help_names: Names = _NO_HELP
    #: the key of the preset it builds on ("": none); its options already hold the base's
    base: str = ""


_LANG_KEYS: Final = ("en", "zh-Hans", "zh-Hant", "ja")
#: a preset's help in the languages after English, as riichi_names.toml names a definition's (d-ja)
_HELP_KEYS: Final = ("help-zh-Hans", "help-zh-Hant", "help-ja")


def _line_of(text: str, table: str, key: str | None = None) -> int:
    """The line (1-based) of ``[table]`` in a TOML text, or of ``key = ...`` inside it (0: not found)."""
    header = re.compile(r"^\s*\[\s*" + r"\s*\.\s*".join(re.escape(p) for p in table.split(".")) + r"\s*\]")
    lines = text.splitlines()
    start = next((i for i, line in enumerate(lines) if header.match(line)), None)
    if start is None:
        return 0
    if key is None:
        return start + 1
    assign = re.compile(r"^\s*\"?" + re.escape(key) + r"\"?\s*=")
    for i in range(start + 1, len(lines)):
        if lines[i].lstrip().startswith("["):
            break
        if assign.match(lines[i]):
            return i + 1
    return start + 1


#: the longest preset file read (a preset is a few hundred bytes; /dev/zero never ends)
MAX_PRESET_BYTES: Final = 1 << 20


# the mistakes of a preset file, in every language: each names the file, and where the English
# does, the line, the table and the field (``source``, ``line``, ``table``, ``field``: as written)
E_PRESET_AT = Names(
    "{source}, line {line}: [{table}] {problem}",
    "{source} 第 {line} 行：[{table}] {problem}",
    "{source} 第 {line} 行：[{table}] {problem}",
    "{source} {line} 行目：[{table}] {problem}",
)
E_PRESET_AT_FIELD = Names(
    "{source}, line {line}: [{table}] {field}: {problem}",
    "{source} 第 {line} 行：[{table}] {field}：{problem}",
    "{source} 第 {line} 行：[{table}] {field}：{problem}",
    "{source} {line} 行目：[{table}] {field}：{problem}",
)
E_PRESET_NOT_TOML = Names(
    "{source}: not a valid preset file: {problem}",
    "{source}：不是有效的预设文件：{problem}",
    "{source}：不是有效的預設檔案：{problem}",
    "{source}：正しいプリセットファイルではありません：{problem}",
)
_TOO_DEEP: Final = Names(
    "arrays or tables nested too deep",
    "数组或表嵌套得太深",
    "陣列或表格巢狀得太深",
    "配列やテーブルの入れ子が深すぎます",
)
_TOO_MANY_DIGITS: Final = Names(
    "a number is written with more digits than any option takes",
    "有个数字的位数比任何规则选项所取的值都多",
    "有個數字的位數比任何規則選項所取的值都多",
    "どのルール設定の値よりも桁数の多い数が書かれています",
)
E_PRESET_TABLE = Names(
    "{source}, line {line}: unknown table {table!r}; a preset is written [preset.NAME]",
    "{source} 第 {line} 行：未知的表 {table!r}；预设写作 [preset.键名]",
    "{source} 第 {line} 行：未知的表格 {table!r}；預設寫作 [preset.鍵名]",
    "{source} {line} 行目：不明なテーブル {table!r}。プリセットは [preset.キー名] と書きます",
)
E_PRESET_NONE = Names(
    "{source}: no preset: write each one as a table [preset.NAME]",
    "{source}：没有预设：每个预设写成一个表 [preset.键名]",
    "{source}：沒有預設：每個預設寫成一個表格 [preset.鍵名]",
    "{source}：プリセットがありません。プリセットはそれぞれテーブル [preset.キー名] として書きます",
)
_PRESET_NOT_TABLE: Final = Names(
    "a preset must be a table", "预设必须是一个表", "預設必須是一個表格", "プリセットはテーブルで書いてください"
)
_PRESET_FIELD: Final = Names(
    "unknown field; a preset has {keys}, base, options and items",
    "未知的字段；预设可以有 {keys}、base、options 和 items",
    "未知的欄位；預設可以有 {keys}、base、options 和 items",
    "不明なキーです。プリセットに書けるのは {keys}・base・options・items です",
)
_PRESET_BASE_KEY: Final = Names(
    "must be the key of a preset to build on",
    "必须是作为基础的预设的键名",
    "必須是作為基礎的預設的鍵名",
    "土台にするプリセットのキーを書いてください",
)
_PRESET_TEXT: Final = Names("must be text", "必须是文字", "必須是文字", "文字で書いてください")
_PRESET_EN: Final = Names(
    "every preset needs its English name 'en'",
    "每个预设都需要英文名称 'en'",
    "每個預設都需要英文名稱 'en'",
    "どのプリセットにも英語の名前 'en' が必要です",
)
_PRESET_HELP: Final = Names(
    "a translated help needs the English 'help'",
    "有翻译的说明时也需要英文说明 'help'",
    "有翻譯的說明時也需要英文說明 'help'",
    "説明を翻訳するときは英語の説明 'help' も必要です",
)
_PRESET_OPTIONS: Final = Names(
    "must be a table of option values",
    "必须是规则选项取值的表",
    "必須是規則選項取值的表格",
    "ルール設定の値のテーブルで書いてください",
)
_PRESET_OPTION: Final = Names(
    "unknown option; options are {options}",
    "未知的规则选项；规则选项有：{options}",
    "未知的規則選項；規則選項有：{options}",
    "不明なルール設定です。ルール設定：{options}",
)
_PRESET_ITEMS: Final = Names(
    "must be a table of item values", "必须是项目取值的表", "必須是項目取值的表格", "項目の値のテーブルで書いてください"
)
_PRESET_NO_ITEMS: Final = Names(
    "this rule set has no table of items to edit",
    "此规则没有可编辑的项目表",
    "此規則沒有可編輯的項目表",
    "このルールには編集できる項目表がありません",
)
_PRESET_CIRCLE: Final = Names(
    "the presets build on each other in a circle: {chain}",
    "这些预设互相作为基础，绕成了一个圈：{chain}",
    "這些預設互相作為基礎，繞成了一個圈：{chain}",
    "プリセットが互いを土台にして循環しています：{chain}",
)
_PRESET_NO_BASE: Final = Names(
    "no preset {base!r} to build on; presets: {presets}",
    "没有可作为基础的预设 {base!r}；可用的预设：{presets}",
    "沒有可作為基礎的預設 {base!r}；可用的預設：{presets}",
    "土台にするプリセット {base!r} はありません。プリセット：{presets}",
)
E_PRESET_KEY = Names(
    "a preset's key is letters, digits, '_' and '-' (up to 64), not {key!r}",
    "预设的键名只能由字母、数字、'_' 和 '-' 组成（最多 64 个），不能是 {key!r}",
    "預設的鍵名只能由字母、數字、'_' 和 '-' 組成（最多 64 個），不能是 {key!r}",
    "プリセットのキーは英字・数字・'_'・'-'（64 文字まで）で書いてください（{key!r} は不可）",
)
E_PRESET_NOT_FILE = Names(
    "{source}: not a preset file: only a regular file is read (this is a folder, a device or a pipe)",
    "{source}：不是预设文件：只读取普通文件（这是文件夹、设备或管道）",
    "{source}：不是預設檔案：只讀取一般檔案（這是資料夾、裝置或管線）",
    "{source}：プリセットファイルではありません。読み込めるのは通常のファイルだけです"
    "（これはフォルダ、デバイスまたはパイプです）",
)
E_PRESET_TOO_BIG = Names(
    "{source}: not a preset file: longer than {size} bytes",
    "{source}：不是预设文件：超过 {size} 字节",
    "{source}：不是預設檔案：超過 {size} 位元組",
    "{source}：プリセットファイルではありません。{size} バイトを超えています",
)
E_PRESET_UNREADABLE = Names(
    "{source}: cannot read the preset file: {reason}",
    "{source}：无法读取预设文件：{reason}",
    "{source}：無法讀取預設檔案：{reason}",
    "{source}：プリセットファイルを読み込めません：{reason}",
)
E_PRESET_UNWRITABLE = Names(
    "{source}: cannot write the preset file: {reason}",
    "{source}：无法写入预设文件：{reason}",
    "{source}：無法寫入預設檔案：{reason}",
    "{source}：プリセットファイルに書き込めません：{reason}",
)
E_PRESET_NOT_SAVED = Names(
    "{source}: the preset file written does not read back as the options saved",
    "{source}：写入的预设文件读回来与所保存的选项不符",
    "{source}：寫入的預設檔案讀回來與所儲存的選項不符",
    "{source}：書き込んだプリセットファイルを読み直すと、保存した設定と一致しません",
)
_NOT_UTF8: Final = Names(
    "{reason}",
    "不是 UTF-8 文本（位置 {pos} 的字节无法解读）",
    "不是 UTF-8 文字（位置 {pos} 的位元組無法解讀）",
    "UTF-8 のテキストではありません（位置 {pos} のバイトを読めません）",
)
#: the reasons the system gives for a file it cannot read or write, by ``errno`` (another: as it says)
_OS_REASONS: Final = {
    errno.ENOENT: Names("", "文件或文件夹不存在", "檔案或資料夾不存在", "ファイルまたはフォルダがありません"),
    errno.EACCES: Names("", "没有权限", "沒有權限", "アクセス権がありません"),
    errno.EPERM: Names("", "不允许此操作", "不允許此操作", "この操作は許可されていません"),
    errno.EISDIR: Names("", "这是一个文件夹", "這是一個資料夾", "これはフォルダです"),
    errno.ENOTDIR: Names(
        "", "路径中有一部分不是文件夹", "路徑中有一部分不是資料夾", "パスの途中がフォルダではありません"
    ),
    errno.ENOSPC: Names("", "磁盘已满", "磁碟已滿", "ディスクがいっぱいです"),
    errno.EROFS: Names("", "文件系统是只读的", "檔案系統是唯讀的", "ファイルシステムが読み取り専用です"),
    errno.ENAMETOOLONG: Names("", "文件名太长", "檔名太長", "ファイル名が長すぎます"),
    errno.ESPIPE: Names(
        "",
        "这是管道或套接字：只写入普通文件、新路径或设备",
        "這是管線或通訊端：只寫入一般檔案、新路徑或裝置",
        "これはパイプまたはソケットです：書き込めるのは通常のファイル、新しいパス、デバイスだけです",
    ),
}


def os_reason(e: BaseException) -> Names:
    """Why a file cannot be read or written, in every language: the English as the system (or
    the decoder) says it, the others from its ``errno`` (one not known: as the system says it)."""
    english = str(getattr(e, "strerror", None) or e)
    if isinstance(e, UnicodeDecodeError):
        return _NOT_UTF8.format(reason=english, pos=e.start)
    found = _OS_REASONS.get(getattr(e, "errno", None) or 0)
    return found._replace(en=english) if found is not None else same(english)


#: tomllib's words for a text that is no TOML (Python 3.11 to 3.13), in every language; one not
#: listed is quoted as the parser says it (patterns compiled by ``re`` when a broken file is first
#: reported, not at import: ~8M instructions at every start)
_TOML_WORDS: Final[tuple[tuple[str, Names], ...]] = (
    (r"Invalid statement", Names("", "无效的语句", "無效的敘述", "正しくない文です")),
    (
        r"Expected newline or end of document after a statement",
        Names(
            "", "语句之后应换行或到文件末尾", "敘述之後應換行或到檔案結尾", "文の後には改行かファイルの終わりが必要です"
        ),
    ),
    (
        r"Expected ']' at the end of a table declaration",
        Names("", "表头末尾缺少 ']'", "表格標頭結尾缺少 ']'", "テーブルの宣言の終わりに ']' がありません"),
    ),
    (
        r"Expected ']]' at the end of an array declaration",
        Names(
            "",
            "表数组的声明末尾缺少 ']]'",
            "表格陣列的宣告結尾缺少 ']]'",
            "テーブル配列の宣言の終わりに ']]' がありません",
        ),
    ),
    (
        r"Expected '=' after a key in a key/value pair",
        Names("", "键名之后缺少 '='", "鍵名之後缺少 '='", "キーの後に '=' がありません"),
    ),
    (r"Expected (?P<x>.+)", Names("", "此处应为 {x}", "此處應為 {x}", "ここには {x} が必要です")),
    (r"Found invalid character (?P<x>.+)", Names("", "无效的字符 {x}", "無效的字元 {x}", "不正な文字 {x} があります")),
    (r"Illegal character (?P<x>.+)", Names("", "不允许的字符 {x}", "不允許的字元 {x}", "使えない文字 {x} があります")),
    (r"Cannot declare (?P<x>.+) twice", Names("", "{x} 声明了两次", "{x} 宣告了兩次", "{x} が二度宣言されています")),
    (r"Cannot overwrite a value", Names("", "不能覆盖已有的值", "不能覆寫已有的值", "既にある値は上書きできません")),
    (
        r"Cannot mutate immutable namespace (?P<x>.+)",
        Names("", "不能修改已固定的表 {x}", "不能修改已固定的表格 {x}", "固定されたテーブル {x} は変更できません"),
    ),
    (
        r"Cannot redefine namespace (?P<x>.+)",
        Names("", "不能重新定义表 {x}", "不能重新定義表格 {x}", "テーブル {x} は定義し直せません"),
    ),
    (
        r"Invalid initial character for a key part",
        Names("", "键名的第一个字符无效", "鍵名的第一個字元無效", "キーの最初の文字が正しくありません"),
    ),
    (r"Unclosed array", Names("", "数组没有结束", "陣列沒有結束", "配列が閉じていません")),
    (r"Unclosed inline table", Names("", "内联表没有结束", "行內表格沒有結束", "インラインテーブルが閉じていません")),
    (
        r"Duplicate inline table key (?P<x>.+)",
        Names("", "内联表中的键 {x} 重复", "行內表格中的鍵 {x} 重複", "インラインテーブルのキー {x} が重複しています"),
    ),
    (
        r"Unescaped '\\' in a string",
        Names("", "字符串中有未转义的 '\\'", "字串中有未跳脫的 '\\'", "文字列にエスケープされていない '\\' があります"),
    ),
    (r"Invalid hex value", Names("", "无效的十六进制值", "無效的十六進位值", "正しくない 16 進数の値です")),
    (
        r"Escaped character is not a Unicode scalar value",
        Names(
            "",
            "转义的字符不是有效的 Unicode 字符",
            "跳脫的字元不是有效的 Unicode 字元",
            "エスケープされた文字が Unicode の文字ではありません",
        ),
    ),
    (r"Unterminated string", Names("", "字符串没有结束", "字串沒有結束", "文字列が閉じていません")),
    (r"Invalid date or datetime", Names("", "无效的日期或时间", "無效的日期或時間", "正しくない日付または日時です")),
    (r"Invalid value", Names("", "无效的值", "無效的值", "正しくない値です")),
)
_TOML_AT: Final = re.compile(
    r"(?P<what>.*) \(at (?:line (?P<line>\d+), column (?P<column>\d+)|end of document)\)", re.DOTALL
)
_TOML_LINE: Final = Names(
    "{what} (at line {line}, column {column})",
    "{what}（第 {line} 行第 {column} 个字符）",
    "{what}（第 {line} 行第 {column} 個字元）",
    "{what}（{line} 行目 {column} 文字目）",
)
_TOML_END: Final = Names(
    "{what} (at end of document)", "{what}（在文件末尾）", "{what}（在檔案結尾）", "{what}（ファイルの末尾）"
)


def toml_problem(e: tomllib.TOMLDecodeError) -> Names:
    """What TOML's parser says of a text, in every language: its English as it is, the others
    from its words and their place (words it gives that are not listed: quoted as they are)."""
    english = str(e)
    m = _TOML_AT.fullmatch(english)
    if m is None:
        return same(english)
    what_en = m.group("what")
    what = same(what_en)
    for pattern, words in _TOML_WORDS:
        found = re.fullmatch(pattern, what_en)
        if found is not None:
            what = words.format(**found.groupdict())._replace(en=what_en)
            break
    where = (
        _TOML_LINE.format(what=what, line=m.group("line"), column=m.group("column"))
        if m.group("line")
        else _TOML_END.format(what=what)
    )
    return where._replace(en=english)


def bad_preset_file(said: Names, source: str = "", line: int = 0, field: str = "") -> PresetError:
    """A :class:`PresetError` saying ``said``: its message the English, its words (``names``,
    what :meth:`~core.model.errors.HandError.text` gives) every language's."""
    e = PresetError(said.en, code="bad_preset", source=source, line=line, field=field)
    e.names = said
    return e


def _problem_of(e: HandError | ItemEditError) -> Names:
    """A wrapped error's words: its English message, and its translated words where it has them."""
    said = e.names
    return said._replace(en=str(e)) if said is not None else same(str(e))


def parse_presets(
    text: str,
    source: str,
    option_fields: tuple[Field, ...],
    items: tuple[EditableItem, ...] = (),
    bases: tuple[Preset, ...] = (),
) -> tuple[Preset, ...]:
    """The presets of one preset file (TOML: a table ``[preset.KEY]`` each, with ``en``,
    ``zh-Hans``, ``zh-Hant``, ``ja``, ``help`` with its translations ``help-zh-Hans``,
    ``help-zh-Hant``, ``help-ja`` (each optional: a missing one is the English), ``base`` (the
    preset it builds on: one of ``bases``, the built-in ones, or another of the same file), an
    ``options`` table and an ``items`` table (see :func:`parse_item_edits`; checked against
    ``items``, the rule set's table). Every option is checked against the rule set's fields; a
    mistake raises :class:`PresetError` naming the file, the line and the field."""
    import tomllib

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        m = re.search(r"line (\d+)", str(e))
        # (a mistake at the end of the text, an unclosed string: its last line)
        line = int(m.group(1)) if m else max(1, len(text.splitlines())) if "end of document" in str(e) else 0
        raise bad_preset_file(E_PRESET_NOT_TOML.format(source=source, problem=toml_problem(e)), source, line) from None
    except RecursionError:
        raise bad_preset_file(E_PRESET_NOT_TOML.format(source=source, problem=_TOO_DEEP), source) from None
    except ValueError:  # a number of more digits than Python reads (int_max_str_digits)
        raise bad_preset_file(E_PRESET_NOT_TOML.format(source=source, problem=_TOO_MANY_DIGITS), source) from None
    unknown = sorted(set(data) - {"preset"})
    if unknown:
        line = _line_of(text, unknown[0]) or 1
        said = E_PRESET_TABLE.format(source=source, line=line, table=unknown[0])
        raise bad_preset_file(said, source, line, unknown[0])
    table = data.get("preset")
    if not isinstance(table, dict) or not table:
        raise bad_preset_file(E_PRESET_NONE.format(source=source), source, 1)
    known = {f.key: f for f in option_fields}
    out: list[Preset] = []
    for key, body in table.items():
        where = f"preset.{key}"

        def fail(problem: Names, field: str | None = None, sub: str = where) -> PresetError:
            line = _line_of(text, sub, field) or _line_of(text, where) or 1
            said = (
                E_PRESET_AT_FIELD.format(source=source, line=line, table=sub, field=field, problem=problem)
                if field
                else E_PRESET_AT.format(source=source, line=line, table=sub, problem=problem)
            )
            return bad_preset_file(said, source, line, field or "")

        if not isinstance(body, dict):
            raise fail(_PRESET_NOT_TABLE)
        extra = sorted(set(body) - set(_LANG_KEYS) - {"help", *_HELP_KEYS, "options", "items", "base"})
        if extra:
            raise fail(_PRESET_FIELD.format(keys=listed([*_LANG_KEYS, "help", *_HELP_KEYS])), extra[0])
        if "base" in body and (not isinstance(body["base"], str) or not body["base"].strip()):
            raise fail(_PRESET_BASE_KEY, "base")
        for text_key in (*_LANG_KEYS, "help", *_HELP_KEYS):
            if text_key in body and not isinstance(body[text_key], str):
                raise fail(_PRESET_TEXT, text_key)
        if not isinstance(body.get("en"), str) or not body["en"].strip():
            raise fail(_PRESET_EN, "en")
        help_text = body.get("help", "")
        translated = [k for k in _HELP_KEYS if body.get(k, "").strip()]
        if translated and not help_text.strip():
            raise fail(_PRESET_HELP, translated[0])
        helps = [body[k] if k in translated else help_text for k in _HELP_KEYS]  # a missing one: the English
        given = body.get("options", {})
        if not isinstance(given, dict):
            raise fail(_PRESET_OPTIONS, "options")
        options: list[tuple[str, Any]] = []
        for name, value in given.items():
            f = known.get(name)
            if f is None:
                raise fail(_PRESET_OPTION.format(options=listed(sorted(known))), name, f"{where}.options")
            try:
                options.append((name, f.coerce(value, "option")))
            except ContextError as e:  # the value's error, in the same language as the file's
                raise fail(_problem_of(e), name, f"{where}.options") from None
        if "items" in body:
            if not isinstance(body["items"], dict):
                raise fail(_PRESET_ITEMS, "items")
            if not items:
                raise fail(_PRESET_NO_ITEMS, "items")
            try:
                options.append(("items", parse_item_edits(body["items"], items)))
            except ItemEditError as e:
                raise fail(_problem_of(e), e.field, f"{where}.items") from None
        out.append(
            Preset(
                key,
                names(body["en"], str(body.get("zh-Hans") or body["en"]), body.get("zh-Hant"), body.get("ja")),
                tuple(options),
                help_text,
                source,
                Names(help_text, helps[0], helps[1], helps[2]),
                str(body.get("base", "")).strip(),
            )
        )
    return _on_their_bases(out, bases, lambda p, m: fail_at(text, source, p, m))


def fail_at(text: str, source: str, preset: str, message: str | Names) -> PresetError:
    """A mistake in a preset's ``base``, at its line."""
    line = _line_of(text, f"preset.{preset}", "base") or 1
    said = E_PRESET_AT_FIELD.format(
        source=source,
        line=line,
        table=f"preset.{preset}",
        field="base",
        problem=message if isinstance(message, Names) else same(message),
    )
    return bad_preset_file(said, source, line, "base")


def merged_options(base: tuple[tuple[str, Any], ...], own: tuple[tuple[str, Any], ...]) -> tuple[tuple[str, Any], ...]:
    """A preset's options on those of its base: its own win, and its item edits replace the
    base's edit of the same item."""
    out = dict(base)
    for k, v in own:
        if k == "items" and "items" in out:
            edits = {e.id: e for e in out["items"]}
            edits.update({e.id: e for e in v})
            out[k] = tuple(sorted(edits.values()))
        else:
            out[k] = v
    return tuple(out.items())


def _on_their_bases(
    presets: list[Preset], bases: tuple[Preset, ...], fail: Callable[[str, Names], PresetError]
) -> tuple[Preset, ...]:
    """Each preset with its base's options under its own (a base of a base first; a circle of
    bases, or a base that is no preset, refused)."""
    own = {p.key: p for p in presets}
    done: dict[str, Preset] = {}

    def resolve(p: Preset, seen: tuple[str, ...]) -> Preset:
        if p.key in done:
            return done[p.key]
        if not p.base:
            done[p.key] = p
            return p
        if p.base in seen or p.base == p.key:
            raise fail(p.key, _PRESET_CIRCLE.format(chain=" -> ".join(seen + (p.key, p.base))))
        if p.base in own:
            under = resolve(own[p.base], seen + (p.key,))
        else:
            found = next((b for b in bases if b.key == p.base), None)
            if found is None:
                known = sorted({*own, *(b.key for b in bases)} - {p.key})
                raise fail(p.key, _PRESET_NO_BASE.format(base=p.base, presets=listed(known) if known else _NONE))
            under = found
        made = p._replace(options=merged_options(under.options, p.options))
        done[p.key] = made
        return made

    return tuple(resolve(p, ()) for p in presets)


def _toml_value(v: Any) -> str:
    """A value of an option or an item edit as TOML writes it (a JSON string is a TOML basic
    string: its escapes are TOML's)."""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        import json  # (only where a preset file is written)

        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{k} = {_toml_value(x)}" for k, x in v.items()) + " }"
    raise TypeError(f"no TOML form for {v!r}")


_PRESET_KEY: Final = re.compile(r"[A-Za-z0-9_-]{1,64}")


def preset_file_text(rules: RuleSet, key: str, name: str, opts: Mapping[str, Any]) -> str:
    """A preset file holding one preset, ``key``, named ``name``: every option of the rule set
    at its value in the checked options ``opts`` (written out, so the file does not depend on a
    base) and their item edits, with the preset they came from in a comment."""
    if not _PRESET_KEY.fullmatch(key):
        raise bad_preset_file(E_PRESET_KEY.format(key=key), field="key")
    lines = [
        f"# A preset of the {rules.title.en} rule set ({rules.name}), saved by Mahjong Scorer.",
        f"# Load it with the window's Load preset… or `mjscore score --rules {rules.name} --preset-file FILE`.",
    ]
    if opts.get("preset"):
        table = rules.table_name(opts)
        lines.append("# It was " + re.sub(r"[\x00-\x1f\x7f\u2028\u2029\x85]", " ", table.describe()) + ".")
    lines += ["", f"[preset.{key}]", f"en = {_toml_value(name.strip() or key)}", "", f"[preset.{key}.options]"]
    for f in rules.option_fields:
        if f.key in opts and opts[f.key] is not None:
            lines.append(f"{f.key} = {_toml_value(opts[f.key])}")
    edits = opts.get("items", ())
    if edits:
        lines += ["", f"[preset.{key}.items]"]
        lines += [f"{e.id} = {_toml_value(e.to_json())}" for e in edits]
    return "\n".join(lines) + "\n"


# --- the rule set -------------------------------------------------------------------------------

#: what the players of the Chinese rule sets call each kind of declared meld (the window's
#: meld buttons): chow, pung, kong
CHINESE_MELD_WORDS: Final[Mapping[MeldKind, Names]] = {
    MeldKind.CHOW: Names("Chow", "吃", "吃", "チー"),
    MeldKind.PUNG: Names("Pung", "碰", "碰", "ポン"),
    MeldKind.KONG: Names("Kong", "明杠", "明槓", "明槓"),
    MeldKind.ADDED_KONG: Names("Added kong", "加杠", "加槓", "加槓"),
    MeldKind.CONCEALED_KONG: Names("Concealed kong", "暗杠", "暗槓", "暗槓"),
}


class RuleSet(ABC):
    """The interface of a rule set. Subclasses are mostly data plus :meth:`score`; the ones
    built on the shared engine (:mod:`core.engine.table`) are a table of rows."""

    name: str
    title: Names
    shapes: ShapeRules
    built: bool = True
    context_fields: tuple[Field, ...] = COMMON_CONTEXT
    field_groups: tuple[FieldGroup, ...] = COMMON_GROUPS
    option_fields: tuple[Field, ...] = ()
    constraints: tuple[Constraint, ...] = ()
    has_red_fives: bool = False
    has_flowers: bool = False
    #: the words for each kind of declared meld the window's buttons say
    meld_words: Mapping[MeldKind, Names] = CHINESE_MELD_WORDS
    #: whether a chow may be called (three-player riichi: no chi). With the kinds its set leaves
    #: out (:attr:`ShapeRules.missing`), what :meth:`check_hand` refuses everywhere alike
    calls_chows: bool = True
    #: the package that holds the rule set's data files (``core.rules.mcr.data``), if any
    data_package: str = ""
    #: the data file of the built-in presets in :attr:`data_package`, if any
    preset_file: str = ""
    #: what a result says about itself: its sections, unit, verdict reasons and payer roles
    layout: Layout = PLAIN_LAYOUT
    #: the yes/no context field that tells a win by self-draw from a win on a discard: the
    #: waits table scores each winning tile both ways ("": the rule set has no such field)
    draw_field: str = "self_drawn"
    #: whether a win on a discard is refused while a winning tile is among the player's own
    #: discards (riichi's furiten); the hand analysis marks such a discard
    furiten: bool = False
    #: the module of ``core.rules`` that holds this rule set's match rules as ``MATCH_RULES`` (a
    #: :class:`core.referee.match.MatchRules`: rotation, payments, table points); "": none
    match_module: str = ""
    #: whether the contexts scored come again, so that each is checked once per option set
    #: (:meth:`checked_context`); a rule set whose every hand's context differs says no
    keeps_contexts: bool = True

    @property
    def unit(self) -> Names:
        """What a score's total counts (MCR: fan; riichi: han; Taiwanese: 台)."""
        return self.layout.unit

    def items(self, options: Mapping[str, Any] | None = None) -> tuple[ItemInfo, ...]:
        """Every item of the rule set's table with its value under ``options`` (their preset
        and item edits included) and whether it counts under them."""
        return ()

    def editable_items(self) -> tuple[EditableItem, ...]:
        """The items a preset's ``items`` table may edit, with their values under the default
        options (none: the rule set has no table of items). Found once per rule set: every
        check of options that edit items or name a preset asks."""
        key = (type(self), self.name)
        found = _EDITABLE.get(key)
        if found is None:
            found = _EDITABLE[key] = self.find_editable_items()
        return found

    def find_editable_items(self) -> tuple[EditableItem, ...]:
        """:meth:`editable_items`, found (a rule set with a table of items says which)."""
        return ()

    def items_on(self, opts: Mapping[str, Any]) -> frozenset[str]:
        """The items that count under checked options before their item edits (what an edit
        switching an item on needs its gate for)."""
        return frozenset(i.id for i in self.editable_items() if i.on)

    def match_rules(self) -> MatchRules | None:
        """The rules of a match under this rule set (seat rotation, what a win, a draw or a foul
        pays, table points), or ``None``: the program keeps no match sheet for it."""
        if not self.match_module:
            return None
        from core.engine.match_rules import MatchRules

        found = getattr(importlib.import_module(self.match_module), "MATCH_RULES", None)
        if not isinstance(found, MatchRules):
            raise TypeError(f"{self.match_module}.MATCH_RULES is not a MatchRules")
        return found

    @property
    def presets(self) -> tuple[Preset, ...]:
        """The built-in presets, read from the package data file once."""
        # kept by preset file (a module table: a compiled rule set has no instance dict)
        cached = _PRESETS.get((self.data_package, self.preset_file))
        if cached is None:
            found: tuple[Preset, ...] = ()
            if self.preset_file:
                text = read_text(self.data_package, self.preset_file)
                source = self.data_package.replace(".", "/") + "/" + self.preset_file
                found = parse_presets(text, source, self.option_fields, self.editable_items())
            cached = _PRESETS[(self.data_package, self.preset_file)] = found
        return cached

    def preset_named(self, key: str, file: str = "") -> Preset:
        """A built-in preset (``file`` ""), or one of a user's preset file, read again if it is
        not the one read last (:meth:`read_preset_file`)."""
        if not file:
            found = next((p for p in self.presets if p.key == key), None)
            if found is None:
                self.preset_options(key)  # raises, naming the presets there are
            assert found is not None
            return found
        presets = _READ_FILES.get((self.name, file))
        if presets is None:
            presets = self.read_preset_file(file)
        found = next((p for p in presets if p.key == key), None)
        if found is None:
            msg = E_NO_PRESET_IN_FILE.format(file=file, preset=key, presets=listed([p.key for p in presets]))
            raise OptionError(msg.en, code="bad_option", keys=("preset",), names=msg)
        return found

    def preset_as_options(self, preset: Preset) -> dict[str, Any]:
        """A preset's options with its name and (for a user's file) its file: scored with
        these, a result names the table that scored it (:attr:`Score.table`)."""
        out = dict(preset.options)
        out["preset"] = preset.key
        if not any(p is preset for p in self.presets):
            out["preset_file"] = preset.source
        return out

    def read_preset_file(self, path: str | Path) -> tuple[Preset, ...]:
        """The presets of a user's preset file (the built-in ones stay as they are)."""
        p = Path(path)
        try:
            if not stat.S_ISREG(os.stat(p).st_mode):  # (a FIFO would wait for a writer forever)
                raise bad_preset_file(E_PRESET_NOT_FILE.format(source=p), str(p))
            with open(p, "rb") as f:
                data = f.read(MAX_PRESET_BYTES + 1)
            if len(data) > MAX_PRESET_BYTES:
                raise bad_preset_file(E_PRESET_TOO_BIG.format(source=p, size=MAX_PRESET_BYTES), str(p))
            text = data.decode("utf-8-sig")  # (a byte-order mark, as some editors write, is read past)
        except (OSError, UnicodeDecodeError) as e:
            raise bad_preset_file(E_PRESET_UNREADABLE.format(source=p, reason=os_reason(e)), str(p)) from None
        found = parse_presets(text, str(p), self.option_fields, self.editable_items(), self.presets)
        if len(_READ_FILES) > 64:
            _READ_FILES.clear()
        _OPTION_SETS.clear()  # (an option set that names this file was checked with what it said before)
        _READ_FILES[(self.name, str(p))] = found
        return found

    def check_context(
        self, context: Mapping[str, Any] | None, options: Mapping[str, Any] | None = None
    ) -> dict[str, Any]:
        """The context with every key, checked and normalised, and the declared constraints
        applied (``options``: the checked options, for constraints that name an option)."""
        ctx = _check_fields(self.context_fields, context or {}, "context")
        for f in _followers(self.context_fields):
            if f.follows is not None and f.follows.holds(ctx, options or {}):
                if ctx[f.key] is False and (context or {}).get(f.key) is not None:
                    # set false where the condition makes it true (Taiwanese dealer=false at seat East):
                    # refused with the reason, as it is set true where the condition does not hold
                    raise self._follower_refused(f, f.follows)
                ctx[f.key] = True
        if self.constraints:
            broken = self._broken_constraint(ctx, options or {})
            if broken is not None:
                raise broken.error(ctx, self._fields_by_key())
        return ctx

    def _follower_refused(self, f: Field, cond: Cond) -> ContextError:
        """The error of a field that follows ``cond`` given false while ``cond`` holds."""
        said_cond = _cond_names(cond, self._fields_by_key())
        reason = f.help if isinstance(f.help, Names) else same(f.help)
        field = quoted(f.names)
        message = E_FOLLOWER_FALSE.format(key=f"context key {f.key!r}", field=field, cond=said_cond, reason=reason).en
        return ContextError(
            message,
            code="impossible_context",
            keys=(f.key, cond.key),
            names=E_FOLLOWER_FALSE.format(key=field, field=field, cond=said_cond, reason=reason),
        )

    def context_items(self, ctx: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
        """A checked context as a score keeps it: every key of the schema with its value,
        sorted by key. A checked context holds every key, so the values are read in one C call
        in the sorted order found once per schema (sorting thirty items is a twentieth of a
        riichi score); a context missing a key is sorted as it is."""
        keys, values = _sorted_keys(self.context_fields)
        try:
            return tuple(zip(keys, values(ctx)))
        except KeyError:
            return tuple(sorted(ctx.items()))

    def option_set(self, options: Mapping[str, Any] | None) -> OptionSet:
        """The options checked (:meth:`check_options`), with what the rule set keeps per option
        set (:meth:`make_option_set`), made once per option set as given: a table scores with
        few option sets, and checking them every time was a tenth of a score. Options that
        cannot be a key (a value that is a list or a table) are checked every time."""
        given = given_key(options)
        key = (self, given) if given is not None else None
        found = _OPTION_SETS.get(key) if key is not None else None
        if found is None:
            found = self.make_option_set(self.check_options(options))
            if key is not None:
                if len(_OPTION_SETS) >= _OPTION_SETS_MAX:
                    _OPTION_SETS.clear()
                _OPTION_SETS[key] = found
        return found

    def make_option_set(self, opts: dict[str, Any]) -> OptionSet:
        """An option set ready to score with, from the checked options (a rule set keeps more
        with it, as riichi its effective tables)."""
        return OptionSet(opts)

    def checked_context(self, context: Mapping[str, Any] | None, option_set: OptionSet) -> dict[str, Any]:
        """The context checked under an option set (:meth:`check_context`), the caller's own
        copy to change as it likes. Where contexts come again (:attr:`keeps_contexts`), each is
        checked once per option set: at an MCR table the same few come again and again, and
        checking one against every field and constraint was a tenth of a score. A refused
        context is not kept (it is refused again)."""
        if not self.keeps_contexts:
            return self.check_context(context, option_set.opts)
        given = given_key(context)
        key = (option_set, given) if given is not None else None
        found = _CONTEXTS.get(key) if key is not None else None
        if found is None:
            ctx = self.check_context(context, option_set.opts)
            if key is not None:
                if len(_CONTEXTS) >= _CONTEXTS_MAX:
                    _CONTEXTS.clear()
                _CONTEXTS[key] = dict(ctx)  # (a copy: the one kept is never handed out)
            return ctx
        return dict(found)

    def field_name(self, key: str) -> Names:
        """A context field's name as the errors quote it (“杠上开花”, 「嶺上開花」), from its key."""
        f = _field_table(self.context_fields)[0].get(key)
        return quoted(f.names) if f is not None else same(key)

    def impossible(self, key: str, template: Names, code: str = "impossible_context", **params: Any) -> ContextError:
        """The error of context ``key`` that the tiles contradict. The message (the command
        line's, where the key is typed) names the key; the words shown in each language, the
        English included, name the field as the window shows it."""
        field = self.field_name(key)
        typed = shown = params
        f = _field_table(self.context_fields)[0].get(key)
        if "value" in params and f is not None and (f.choices or f.type is FieldType.WIND):
            # a choice is shown by its name (“Seven rob one”), never by its id; the command line's
            # message names the key and the value as they are typed there
            typed = {**params, "value": repr(params["value"])}
            shown = {**params, "value": quoted(f.choice_names(str(params["value"])))}
        message = template.format(key=key, field=field, **typed).en
        return ContextError(message, code=code, keys=(key,), names=template.format(key=field, field=field, **shown))

    def choice_name(self, key: str, value: str) -> Names:
        """The name of one value of a context choice field."""
        f = _field_table(self.context_fields)[0].get(key)
        return f.choice_names(value) if f is not None else same(value)

    def _fields_by_key(self) -> dict[str, Field]:
        """Every context and option field by key (for the words of a broken constraint)."""
        return {f.key: f for f in (*self.option_fields, *self.context_fields)}

    def check_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """The options with every key, checked: the rule set's option fields, and the keys of
        the table (``items``: item edits, as a preset's ``items``; ``preset`` and
        ``preset_file``: the preset they came from, which the result names)."""
        if options and not _TABLE_KEYS.isdisjoint(options):
            return self._check_table_options(options)
        out = _check_fields(self.option_fields, options or {}, "option")
        out.update(_NO_TABLE_OPTIONS)
        return out

    def _check_table_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Options that name a preset (its options are the base the others change) or edit items."""
        named: dict[str, str] = {"preset": "", "preset_file": ""}
        for key in named:
            v = options.get(key)
            if v is None or v == "":
                continue
            if not isinstance(v, str) or len(v) > 4096 or "\x00" in v:
                msg = E_TABLE_KEY.format(key=key, value=repr(v)[:80])
                raise OptionError(msg.en, code="bad_option", keys=(key,), names=msg)
            named[key] = v
        if named["preset_file"] and not named["preset"]:
            msg = E_FILE_NO_PRESET.format(file=named["preset_file"])
            raise OptionError(msg.en, code="bad_option", keys=("preset",), names=msg)
        items = self.editable_items()
        raw = options.get("items")
        edits: tuple[ItemEdit, ...] = ()
        if raw is not None and raw != {} and raw != ():
            try:
                edits = parse_item_edits(raw, items)
            except ItemEditError as e:
                msg = E_ITEM_EDIT.format(item=e.field, problem=e.names)
                raise OptionError(msg.en, code="bad_option", keys=("items",), names=msg) from None
        given = {k: v for k, v in options.items() if k not in _TABLE_KEYS}
        if edits:
            given["items"] = edits
        if named["preset"]:  # the preset's options, then what these change
            preset = self.preset_named(named["preset"], named["preset_file"])
            given = dict(merged_options(preset.options, tuple(given.items())))
        edits = given.pop("items", ())
        out = _check_fields(self.option_fields, given, "option")
        out.update(_NO_TABLE_OPTIONS)
        out.update(named)
        if edits:
            out["items"] = edits
            self._switch_gates_on(out, edits, items, set(given))
        return out

    def _switch_gates_on(
        self, out: dict[str, Any], edits: tuple[ItemEdit, ...], items: tuple[EditableItem, ...], given: set[str]
    ) -> None:
        """An item switched on that a yes/no option leaves off switches that option on (and
        with it the other items it switches, unless they are switched off too); one that an
        option of several values leaves off is refused, naming the option."""
        wanted = [e for e in edits if e.on]
        if not wanted:
            return
        by_id = {i.id: i for i in items}
        on = self.items_on(out)
        fields = {f.key: f for f in self.option_fields}
        for e in wanted:
            info = by_id[e.id]
            if e.id in on or info.gate is None:
                continue
            f = fields.get(info.gate)
            if f is not None and f.type is FieldType.BOOL and not (info.gate in given and out[info.gate] is False):
                out[info.gate] = True
                on = self.items_on(out)
                continue
            if f is not None and f.type is FieldType.BOOL:
                msg = E_ITEM_GATE_OFF.format(item=e.id, option=info.gate)
            else:
                msg = E_ITEM_GATED.format(
                    item=e.id, option=info.gate, values=listed(f.values) if f is not None else same("")
                )
            raise OptionError(msg.en, code="bad_option", keys=("items", info.gate), names=msg)

    def table_name(self, opts: Mapping[str, Any]) -> TableName:
        """Which table checked options score with: their preset (its file) and what they change
        from it, as option keys and ``items.ID``. Kept per option set (a score asks for it)."""
        try:
            key: Any = (self.name, tuple(opts.values()))
            hash(key)
        except TypeError:
            key = None
        found = _TABLE_NAMES.get(key) if key is not None else None
        if found is None:
            found = self._table_name(opts)
            if key is not None:
                if len(_TABLE_NAMES) > 1024:
                    _TABLE_NAMES.clear()
                _TABLE_NAMES[key] = found
        return found

    def _table_name(self, opts: Mapping[str, Any]) -> TableName:
        preset_key, file = opts.get("preset", ""), opts.get("preset_file", "")
        if preset_key:
            preset = self.preset_named(preset_key, file)
            base = self.check_options(dict(preset.options))
            names_ = preset.names
        else:
            base = self.check_options({})
            names_ = DEFAULT_TABLE.names
        changed = [k for k in opts if k not in _TABLE_KEYS and opts[k] != base.get(k)]
        mine = {e.id: e for e in opts.get("items", ())}
        theirs = {e.id: e for e in base.get("items", ())}
        changed += [f"items.{rid}" for rid in sorted(mine.keys() | theirs.keys()) if mine.get(rid) != theirs.get(rid)]
        fields = {f.key: f.names for f in self.option_fields}
        items = {i.id: i.names for i in self.editable_items()}
        shown = tuple(items.get(c[6:], same(c)) if c.startswith("items.") else fields.get(c, same(c)) for c in changed)
        return TableName(preset_key, names_, file, tuple(changed), shown)

    def storable_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Options as a record keeps them, scored again later on any machine: options that name a
        preset file or edit items are written out whole (every option, the item edits as a
        preset file's ``items``), with no file to read again; a built-in preset stays named.
        Others are kept as given."""
        if not options or _TABLE_KEYS.isdisjoint(options):
            return dict(options or {})
        checked = self.check_options(options)
        out = self.options_json(self.without_table_keys(checked, keep_items=bool(checked["items"])))
        if checked["preset"] and not checked["preset_file"]:
            out["preset"] = checked["preset"]
        return out

    @staticmethod
    def without_table_keys(opts: Mapping[str, Any], keep_items: bool = True) -> dict[str, Any]:
        """Checked options without the preset and its file (and, unless kept, the item edits):
        the options a table is made of, whatever named them."""
        return {k: v for k, v in opts.items() if k not in _TABLE_KEYS or (keep_items and k == "items")}

    def options_json(self, opts: Mapping[str, Any]) -> dict[str, Any]:
        """Options as JSON writes them (item edits as a preset file's ``items`` table)."""
        out = dict(opts)
        if "items" in out:
            out["items"] = {e.id: e.to_json() for e in out["items"]}
        return out

    def check_constraints(self, ctx: Mapping[str, Any], opts: Mapping[str, Any]) -> None:
        """Raise the first declared constraint that the (checked) context, with the options,
        breaks."""
        broken = self._broken_constraint(ctx, opts)
        if broken is not None:
            raise broken.error(ctx, self._fields_by_key())

    def _broken_constraint(self, ctx: Mapping[str, Any], opts: Mapping[str, Any]) -> Constraint | None:
        """The first declared constraint broken. The answer depends only on the few fields the
        constraints name, so it is kept per combination of their values (every score asks; the
        combinations are few)."""
        plan = _constraint_plan(self.constraints, self.context_fields)
        if plan.usual is not None:
            try:  # the usual context, which breaks none (see _ConstraintPlan)
                if plan.trigger_get(ctx) == plan.usual:
                    return None
            except KeyError:
                pass
        try:  # checked values hold every key: read them in one C call each
            values: Any = (plan.ctx_get(ctx), plan.opt_get(opts))
        except KeyError:
            values = (tuple([ctx.get(k) for k in plan.ctx_keys]), tuple([opts.get(k) for k in plan.opt_keys]))
        broken = plan.cache.get(values, _UNKNOWN)
        if broken is _UNKNOWN:
            broken = None
            for c in self.constraints:
                if c.violated(ctx, opts, plan.defaults):
                    broken = c
                    break
            plan.cache[values] = broken
        return broken if isinstance(broken, Constraint) else None

    def violations(self, ctx: Mapping[str, Any], opts: Mapping[str, Any]) -> tuple[Constraint, ...]:
        """Every declared constraint the (checked) context breaks."""
        defaults = _field_table(self.context_fields)[1]
        return tuple(c for c in self.constraints if c.violated(ctx, opts, defaults))

    def allowed(self, key: str, value: Any, ctx: Mapping[str, Any], opts: Mapping[str, Any]) -> bool:
        """Whether setting context ``key`` to ``value`` keeps every declared constraint that
        names ``key`` (the window greys out what is not allowed)."""
        trial = dict(ctx)
        trial[key] = value
        defaults = _field_table(self.context_fields)[1]
        return not any(key in c.keys and c.violated(trial, opts, defaults) for c in self.constraints)

    def preset_options(self, preset: str) -> dict[str, Any]:
        for p in self.presets:
            if p.key == preset:
                return dict(p.options)
        keys = [p.key for p in self.presets]
        msg = E_NO_PRESET.format(
            name=self.name, title=self.title, preset=preset, presets=listed(keys) if keys else _NONE
        )
        raise OptionError(msg.en, code="bad_option", names=msg)

    def check_hand(self, hand: Hand) -> None:
        """Refuse a hand with a tile the rule set's set leaves out (:attr:`ShapeRules.missing`)
        or a meld it does not let be called (:attr:`calls_chows`): the same refusal, in the same
        words, for the score, the waits, the analysis and the window's hand."""
        check_in_set(hand, self.shapes.missing, self.calls_chows, self.title)

    def tile_refusal(self, tiles: Iterable[Tile]) -> HandError | None:
        """The refusal of the first of ``tiles`` the rule set's set leaves out (the same words
        as :meth:`check_hand`'s), or None: the window's palette and the tiles of a context field."""
        return tile_outside_set(tiles, self.shapes.missing, self.title)

    def meld_refusal(self, meld: Meld) -> HandError | None:
        """The refusal of a meld the rule set does not let be called (a chi in three-player
        riichi), in :meth:`check_hand`'s words, or None."""
        return meld_outside_set(meld, self.calls_chows, self.title)

    def set_aside(self, context: Mapping[str, Any]) -> dict[int, int]:
        """Tiles the context sets aside beside the hand, by kind (three-player riichi's North
        tiles pulled as dora): copies no longer free to be drawn; none by default."""
        return {}

    def printed_flowers(self, opts: Mapping[str, Any]) -> dict[int, int]:
        """The number printed on each flower (1..8, ``1f``..``8f``) under checked options, where
        the rule set lets a set number them apart from their place (the window draws the tile
        so); none by default."""
        return {}

    def can_score(self, hand: Hand) -> bool:
        """Whether the hand is one this rule set scores (has its winning tile); a rule set
        with wins by flowers alone says so here."""
        return hand.win is not None

    @abstractmethod
    def score(
        self, hand: Hand, context: Mapping[str, Any] | None = None, options: Mapping[str, Any] | None = None
    ) -> Score:
        """Score a complete hand. Raises :class:`~core.model.errors.HandError` on bad input."""

    def describe(self, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """The rule set as ``mjscore rules --json`` shows it: its items with their values under
        ``options`` (a preset's, with its item edits), context keys, options, presets and
        constraints."""
        out: dict[str, Any] = {
            "rules": self.name,
            "en": self.title.en,
            "zh": self.title.zh_hans,
            "items": [],
            "context": [f.to_json() for f in self.context_fields],
            "options": [f.to_json() for f in self.option_fields],
            "presets": [
                {
                    "key": p.key,
                    "en": p.names.en,
                    "zh": p.names.zh_hans,
                    "options": self.options_json(dict(p.options)),
                    "help": p.help,
                    **({"base": p.base} if p.base else {}),
                }
                for p in self.presets
            ],
            "constraints": [
                {"kind": c.kind.value, "keys": list(c.keys), "message": c.message} for c in self.constraints
            ],
        }
        if options:
            checked = self.check_options(options)
            out["table"] = self.table_name(checked).to_json()
        for i in self.items(options):
            row: dict[str, Any] = {
                "id": i.id,
                "en": i.names.en,
                "zh": i.names.zh_hans,
                "zh_hant": i.names.zh_hant,
                "ja": i.names.ja,
                "value": i.value,
                "on": i.on,
                "note": i.note,
            }
            if i.definition is not None:
                row["definition"] = {
                    "en": i.definition.en,
                    "zh-Hans": i.definition.zh_hans,
                    "zh-Hant": i.definition.zh_hant,
                    "ja": i.definition.ja,
                }
            if i.section:
                row["section"] = i.section
            out["items"].append(row)
        return out


class _ConstraintPlan:
    """What checking one rule set's constraints needs, found once: the context and option keys
    they name, a getter of each set of values, and the answers so far by those values (the
    combinations are few; emptied past 4096).

    And a test that clears most contexts at once. A constraint that requires or excludes is
    broken only when its first ``when`` condition holds, and one that enables only when a
    ``when`` field has left its default: these conditions are its ``triggers``. A context
    whose trigger fields hold their defaults (``usual``: the usual hand, no robbed kong, no
    first turn...) is as the defaults are, and when none fires there, it breaks no constraint:
    one C call reads those fields and one comparison tells. ``usual`` is None when a
    constraint has no trigger (a first condition on an option, or none) or the defaults fire
    one: every context is then checked the long way."""

    def __init__(self, constraints: tuple[Constraint, ...], context_fields: tuple[Field, ...]) -> None:
        self.constraints = constraints
        self.context_fields = context_fields
        self.defaults = defaults = _field_table(context_fields)[1]
        self.triggers: tuple[tuple[str, Any, bool], ...] | None = _triggers(constraints, defaults)
        trigger_keys: list[str] = []
        for key, _value, _when_equal in self.triggers or ():
            if key not in trigger_keys:
                trigger_keys.append(key)
        self.trigger_get: Callable[[Mapping[str, Any]], Any] = _values_of(tuple(trigger_keys))
        quiet = (
            self.triggers is not None and all(k in defaults for k in trigger_keys) and _quiet(self.triggers, defaults)
        )
        self.usual: tuple[Any, ...] | None = self.trigger_get(defaults) if quiet else None
        ctx_keys: list[str] = []
        opt_keys: list[str] = []
        for c in constraints:
            for cond in c.when + c.then:
                keys = opt_keys if cond.option else ctx_keys
                if cond.key not in keys:
                    keys.append(cond.key)
        self.ctx_keys: tuple[str, ...] = tuple(ctx_keys)
        self.opt_keys: tuple[str, ...] = tuple(opt_keys)
        self.ctx_get: Callable[[Mapping[str, Any]], Any] = itemgetter(*ctx_keys) if ctx_keys else _nothing
        self.opt_get: Callable[[Mapping[str, Any]], Any] = itemgetter(*opt_keys) if opt_keys else _nothing
        self.cache: dict[Any, Constraint | None] = {}


def _triggers(
    constraints: tuple[Constraint, ...], defaults: dict[str, Any]
) -> tuple[tuple[str, Any, bool], ...] | None:
    """The triggers of :class:`_ConstraintPlan`, each needed once: a first condition among
    several values is a trigger per value, and one that fires when a field equals a value other
    than its default is left out beside the one that fires when the field leaves its default."""
    found: list[tuple[str, Any, bool]] = []
    for c in constraints:
        if c.kind is ConstraintKind.ENABLED_WHEN:
            found.extend((cond.key, defaults.get(cond.key), False) for cond in c.when)
        elif c.when and not c.when[0].option:
            first = c.when[0]
            found.extend((first.key, v, True) for v in (first.among or (first.value,)))
        else:
            return None  # (a constraint with no condition, or one on an option: no quick test)
    out: list[tuple[str, Any, bool]] = []
    for t in found:
        key, value, when_equal = t
        covered = when_equal and any(u[0] == key and not u[2] and value != u[1] for u in found)
        if not covered and t not in out:
            out.append(t)
    return tuple(out)


#: not in a cache yet
_UNKNOWN: Final = object()


def _nothing(values: Mapping[str, Any]) -> Any:
    return ()


_CONSTRAINT_PLANS: Final[dict[int, _ConstraintPlan]] = {}


def _constraint_plan(constraints: tuple[Constraint, ...], context_fields: tuple[Field, ...]) -> _ConstraintPlan:
    """The plan of a rule set's constraints (by identity of the tuple, and of the context's
    fields, whose defaults the enabling constraints compare with)."""
    plan = _CONSTRAINT_PLANS.get(id(constraints))
    if (
        plan is None
        or plan.constraints is not constraints
        or plan.context_fields is not context_fields
        or len(plan.cache) > 4096
    ):
        plan = _CONSTRAINT_PLANS[id(constraints)] = _ConstraintPlan(constraints, context_fields)
    return plan


def _quiet(triggers: tuple[tuple[str, Any, bool], ...], ctx: Mapping[str, Any]) -> bool:
    """Whether no trigger of a constraint plan fires in the context (see :class:`_ConstraintPlan`):
    then no constraint is broken."""
    return not any((ctx.get(key) == value) == when_equal for key, value, when_equal in triggers)


class OptionSet:
    """One option set as a rule set scores with it (:meth:`RuleSet.option_set`): the checked
    options (a rule set may keep more with them, as riichi its effective tables). Compared by
    identity: the contexts checked under it are kept under it as a key
    (:meth:`RuleSet.checked_context`)."""

    __slots__ = ("opts",)

    def __init__(self, opts: dict[str, Any]) -> None:
        self.opts = opts


#: the values a key made by given_key keeps exactly apart (a tuple or a list might hold True
#: where another holds 1, which are equal)
_KEYED_TYPES: Final = frozenset((str, int, bool, float, type(None)))
_NONE_TYPE: Final = type(None)


def given_key(given: Mapping[str, Any] | None) -> tuple[Any, ...] | None:
    """Options or a context as given, as the key of what was made from them: each key, its
    value and the value's exact type (``True == 1``, yet a field may take one and refuse the
    other). None when they cannot be one (not a dict, or a value that is not text, a number,
    a boolean or null): the caller checks them every time."""
    if not given:
        return () if given is None or type(given) is dict else None
    if type(given) is not dict:
        return None
    d = cast("dict[str, Any]", given)  # (as a dict: its items read in C once compiled)
    # one flat tuple (a pair per item would be an allocation each), from a list made at its
    # size (appended to, it would grow four times over a few options)
    flat: list[Any] = [None] * (3 * len(d))
    i = 0
    for key, value in d.items():
        t = type(value)
        # (the types of _KEYED_TYPES compared one by one: a set's lookup would hash the type)
        if t is not str and t is not bool and t is not int and t is not _NONE_TYPE and t is not float:
            return None
        flat[i] = key
        flat[i + 1] = value
        flat[i + 2] = t
        i += 3
    return tuple(flat)


#: the option sets made (RuleSet.option_set), by rule set and options as given; emptied past
#: _OPTION_SETS_MAX, and when a preset file is read (an option set may name it)
_OPTION_SETS: Final[dict[Any, OptionSet]] = {}
_OPTION_SETS_MAX: Final = 256
#: the checked contexts (RuleSet.checked_context), by option set and context as given; at most
#: _CONTEXTS_MAX in all (then forgotten, and checked again), so memory stays bounded whatever
#: the input (a few hundred at a table)
_CONTEXTS: Final[dict[Any, dict[str, Any]]] = {}
_CONTEXTS_MAX: Final = 4096


#: the built-in presets, by package data file, read once
_PRESETS: Final[dict[tuple[str, str], tuple[Preset, ...]]] = {}
#: each rule set's editable items (RuleSet.editable_items), by its class and name
_EDITABLE: Final[dict[tuple[type, str], tuple[EditableItem, ...]]] = {}
#: the presets of the users' files, as read last, by rule set and path
_READ_FILES: Final[dict[tuple[str, str], tuple[Preset, ...]]] = {}
#: the table each option set names (RuleSet.table_name), by rule set and option values
_TABLE_NAMES: Final[dict[Any, TableName]] = {}
#: the option keys of the table rather than of the rules: item edits, the preset and its file
_TABLE_KEYS: Final = frozenset(("items", "preset", "preset_file"))
_NO_TABLE_OPTIONS: Final[dict[str, Any]] = {"items": (), "preset": "", "preset_file": ""}


_NORMAL_WINDS: Final = frozenset(WINDS)
# the members as module constants: reading FieldType.BOOL goes through the enum's descriptor
# (about 100 ns in Python 3.11), and every score checks its context
_BOOL: Final = FieldType.BOOL
_WIND: Final = FieldType.WIND


#: what checking one field needs: the field, and the text and number values given for it so
#: far with what they were accepted as (see :func:`_check_fields`)
_FieldCheck = tuple[Field, dict[Any, Any]]
#: what checking one schema needs, by identity of its fields (hashing the fields would cost
#: more than the check): the fields, by key, their defaults, and each field's check
_FIELD_TABLES: Final[dict[int, tuple[tuple[Field, ...], dict[str, Field], dict[str, Any], dict[str, _FieldCheck]]]] = {}
#: accepted values kept per field at most (then forgotten, and found again)
_ACCEPTED_MAX: Final = 4096


def _schema(fields: tuple[Field, ...]) -> tuple[dict[str, Field], dict[str, Any], dict[str, _FieldCheck]]:
    """The fields by key, their defaults and each field's check, built once per schema."""
    entry = _FIELD_TABLES.get(id(fields))
    if entry is None or entry[0] is not fields:
        entry = _FIELD_TABLES[id(fields)] = (
            fields,
            {f.key: f for f in fields},
            {f.key: f.default for f in fields},
            {f.key: (f, {}) for f in fields},
        )
    return entry[1], entry[2], entry[3]


#: each schema's keys, sorted, with a getter of their values as one tuple (by identity of the
#: fields, as _FIELD_TABLES)
_SORTED_KEYS: Final[
    dict[int, tuple[tuple[Field, ...], tuple[str, ...], Callable[[Mapping[str, Any]], tuple[Any, ...]]]]
] = {}


def _sorted_keys(fields: tuple[Field, ...]) -> tuple[tuple[str, ...], Callable[[Mapping[str, Any]], tuple[Any, ...]]]:
    """The schema's keys in sorted order, and a getter of their values in that order."""
    entry = _SORTED_KEYS.get(id(fields))
    if entry is None or entry[0] is not fields:
        keys = tuple(sorted(f.key for f in fields))
        getter = _values_of(keys)
        entry = _SORTED_KEYS[id(fields)] = (fields, keys, getter)
    return entry[1], entry[2]


def _values_of(keys: tuple[str, ...]) -> Callable[[Mapping[str, Any]], tuple[Any, ...]]:
    """A getter of these keys' values as a tuple (``itemgetter`` gives a bare value for one key)."""
    if len(keys) >= 2:
        return itemgetter(*keys)
    return lambda values: tuple([values[k] for k in keys])


#: the fields that follow a condition (Field.follows), by identity of the schema
_FOLLOWERS: Final[dict[int, tuple[tuple[Field, ...], tuple[Field, ...]]]] = {}


def _followers(fields: tuple[Field, ...]) -> tuple[Field, ...]:
    """The fields of a schema whose value follows a condition, found once per schema."""
    entry = _FOLLOWERS.get(id(fields))
    if entry is None or entry[0] is not fields:
        entry = _FOLLOWERS[id(fields)] = (fields, tuple(f for f in fields if f.follows is not None))
    return entry[1]


def _field_table(fields: tuple[Field, ...]) -> tuple[dict[str, Field], dict[str, Any]]:
    """The fields by key and their defaults."""
    known, defaults, _checks = _schema(fields)
    return known, defaults


def _check_fields(fields: tuple[Field, ...], given: Mapping[str, Any], where: str) -> dict[str, Any]:
    error = OptionError if where == "option" else ContextError
    if type(given) is not dict and not isinstance(given, Mapping):  # (a typing.Mapping check is slow)
        msg = E_NOT_MAPPING.format(where=_WHERE.get(where, same(where)), type=type(given).__name__)
        raise error(msg.en, code="bad_option" if where == "option" else "bad_context", names=msg)
    known, defaults, checks = _schema(fields)
    # typed as a dict, its items are read by C calls once compiled (a Mapping's go through Python)
    given_dict = cast("dict[str, Any]", given) if type(given) is dict else dict(given)
    out = dict(defaults)
    for k, v in given_dict.items():
        check = checks.get(k)
        if check is None:
            msg = E_UNKNOWN_KEY.format(where=_WHERE_KEY.get(where, same(where)), key=k, keys=listed(sorted(known)))
            raise error(msg.en, code="bad_option" if where == "option" else "bad_context", keys=(str(k),), names=msg)
        if v is None:
            continue
        f, accepted = check
        t = type(v)
        if (t is bool and f.type is _BOOL) or (t is str and f.type is _WIND and v in _NORMAL_WINDS and not f.choices):
            out[k] = v  # already what coerce returns
        elif t is str or t is int:
            # a text or number seen before: its answer looked up, not parsed again (every score
            # checks its dora tiles, choices and counters); coerce is a pure function of
            # the field and the value (a boolean never comes here: True, equal to 1, is not kept)
            seen = accepted.get(v, _UNKNOWN)
            if seen is _UNKNOWN:
                if len(accepted) >= _ACCEPTED_MAX:
                    accepted.clear()
                seen = accepted[v] = f.coerce(v, where)
            out[k] = seen
        else:
            out[k] = f.coerce(v, where)
    return out


class UnbuiltRuleSet(RuleSet):
    """A rule set the program names but does not score yet: every use is a clear error."""

    built = False

    def __init__(
        self, name: str, title: Names, shapes: ShapeRules, issue: str, *, red_fives: bool = False, flowers: bool = False
    ) -> None:
        self.name = name
        self.title = title
        self.shapes = shapes
        self.issue = issue
        self.has_red_fives = red_fives
        self.has_flowers = flowers

    def _refuse(self) -> NotImplementedRuleSetError:
        msg = E_UNBUILT.format(title=self.title, name=self.name, issue=self.issue)
        return NotImplementedRuleSetError(msg.en, code="rules_not_implemented", names=msg)

    def score(
        self, hand: Hand, context: Mapping[str, Any] | None = None, options: Mapping[str, Any] | None = None
    ) -> Score:
        raise self._refuse()

    def describe(self, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
        raise self._refuse()
