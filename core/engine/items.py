"""A rule set's items as listed and as a preset edits them: :class:`ItemInfo`, :class:`EditableItem`
and :class:`ItemEdit`, and :func:`parse_item_edits`, which reads a preset's or the options'
``items`` table and refuses a mistake with :class:`ItemEditError`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final, NamedTuple

from core.engine.fields import listed
from core.engine.score import Names
from core.model.names import same

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
