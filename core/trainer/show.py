"""A question as a learner sees it, in each language: what the answer depends on, and nothing else.

:func:`context_lines` gives each shown fact with its label (the rule set's own name of the
context key, so the window and the command line say it as the scorer's context panel does): how
it was won, the seat and round, dora and ura indicators, flowers, honba and sticks, the preset
and the options of it that matter. :func:`prompt` says what to answer and in what form.
"""

from __future__ import annotations

from typing import Any

from core.engine.fields import WIND_NAMES, FieldType
from core.model.names import Names, names
from core.rules import get_rules
from core.trainer.answers import FORMS
from core.trainer.generate import Question, unicode_tiles

_WON = names("won by", "和牌方式", "和牌方式", "和了")
_TSUMO = names("self-draw (tsumo)", "自摸", "自摸", "ツモ")
_RON = names("discard (ron)", "点和", "放槍胡", "ロン")
_YES = names("yes", "是", "是", "はい")
_NO = names("no", "否", "否", "いいえ")
_PRESET = names("rules preset", "规则预设", "規則預設", "ルールのプリセット")
_FLOWERS = names("flowers", "花牌", "花牌", "花牌")
_ROLES = {
    "discarder": names("the discarder", "放铳者", "放槍者", "放銃者"),
    "dealer": names("the dealer", "庄家", "莊家", "親"),
    "non_dealer": names("each non-dealer", "每位闲家", "每位閒家", "子それぞれ"),
    "each": names("each player", "每位", "每位", "各自"),
    "liable": names("the liable player (pao)", "包牌者", "包牌者", "責任払いの者"),
}
_SEED = names("seed", "种子", "種子", "シード")
_PAY_ORDER = names("points paid by", "支付者", "支付者", "支払う人")


def context_lines(question: Question) -> tuple[tuple[Names, Names], ...]:
    """Each fact the answer depends on, as (label, value) in every language."""
    rules = get_rules(question.rules)
    fields = {f.key: f for f in rules.context_fields}
    ctx = question.context_dict
    out: list[tuple[Names, Names]] = [(_WON, _TSUMO if ctx.get("self_drawn") else _RON)]
    for key, value in question.context:
        if key == "self_drawn":
            continue
        label = fields[key].names if key in fields else Names(key, key, key, key)
        shown: Names
        if value is True:
            shown = _YES
        elif value is False:
            shown = _NO
        elif key.endswith("indicators"):
            shown = Names(*(f"{value} {unicode_tiles(value)}" for _ in range(4)))
        elif isinstance(value, str) and key in fields and fields[key].type is FieldType.WIND and value in WIND_NAMES:
            shown = WIND_NAMES[value]  # 東, not E, to a reader of Japanese
        elif isinstance(value, str) and key in fields and fields[key].choices:
            choice = {c.value: c.names for c in fields[key].choices}
            shown = choice.get(value, Names(value, value, value, value))
        else:
            shown = Names(str(value), str(value), str(value), str(value))
        out.append((label, shown))
    flowers = question.hand.split()[-1] if question.hand.rstrip().endswith("f") else ""
    if flowers:
        out.append((_FLOWERS, Names(*(f"{flowers} {unicode_tiles(flowers)}" for _ in range(4)))))
        # which flower is the seat's turns on how the set numbers the plant flowers: said
        if "flower_order" in {f.key for f in rules.option_fields}:
            field = {f.key: f for f in rules.option_fields}["flower_order"]
            value = question.options().get("flower_order", field.default)
            choice = {c.value: c.names for c in field.choices}
            out.append((field.names, choice.get(value, Names(*(str(value),) * 4))))
    # an option the question sets beside its preset's (a case only it decides): said, with its value
    option_fields = {f.key: f for f in rules.option_fields}
    for key, value in question.option_values:
        field = option_fields[key]
        choices = {c.value: c.names for c in field.choices or ()}
        out.append((field.names, choices.get(value, Names(*(str(value),) * 4))))
    if question.preset:
        preset = rules.preset_named(question.preset)
        help_names = preset.help_names or Names(preset.help, preset.help, preset.help, preset.help)
        out.append((_PRESET, Names(*(f"{preset.names.get(la)}: {help_names.get(la)}" for la in _LANGS))))
    if question.pay_roles and question.answer in ("han_fu_pay", "pay"):
        roles = Names(
            *(" / ".join(_ROLES.get(r, Names(r, r, r, r)).get(la) for r in question.pay_roles) for la in _LANGS)
        )
        out.append((_PAY_ORDER, roles))
    return tuple(out)


_LANGS = ("en", "zh-Hans", "zh-Hant", "ja")


def prompt(question: Question) -> Names:
    """What to answer, in which form."""
    return FORMS[question.answer]


def question_text(question: Question, lang: str = "en") -> str:
    """The question as lines of text: the topic and seed, the hand in notation and as tiles, each
    fact it depends on, and what to answer."""
    lines = [
        f"{question.names.get(lang)} · {_SEED.get(lang)} {question.seed}",
        f"  {question.hand}",
        f"  {question.tiles}",
    ]
    lines += [f"  {label.get(lang)}: {value.get(lang)}" for label, value in context_lines(question)]
    lines.append(f"  > {prompt(question).get(lang)}")
    return "\n".join(lines)


def context_dict(question: Question, lang: str = "en") -> dict[str, Any]:
    """The shown facts as a JSON object (label: value) in ``lang``."""
    return {label.get(lang): value.get(lang) for label, value in context_lines(question)}
