"""Checking given values against a schema: a context or options as given, made into the dict of
every field's value (:func:`_check_fields`), and the key of what was given (:func:`given_key`).

Every score checks its context and options: the tables each schema needs are built once, by
identity of its fields, and the answers for texts and numbers seen before are kept.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from operator import itemgetter
from typing import Any, Final, cast

from core.engine.fields import WINDS, Field, FieldType, listed
from core.engine.score import Names
from core.model.errors import ContextError, OptionError
from core.model.names import same

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


#: not in a cache yet
_UNKNOWN: Final = object()


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
