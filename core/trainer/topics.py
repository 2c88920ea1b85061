"""The trainer's rule sets, levels and topics, read from ``core/trainer/data/topics.toml``.

The topics are data, not code: each has its rule set, its level, its names in the four
languages, the answer it asks for and the recipe its hands are made from
(:mod:`core.trainer.generate` reads the recipe)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core.model.errors import HandError
from core.model.names import Names
from core.model.package_data import read_text

#: the levels, easiest first
LEVELS: tuple[str, ...] = ("beginner", "intermediate", "professional")
#: the answer forms (docs/trainer.md)
ANSWERS: tuple[str, ...] = ("han_fu_pay", "fu", "han_fu_received", "pay", "total", "reaches")
#: the choice of every topic of a level, the most due first
MIXED = "mixed"


class TopicError(HandError):
    """A rule set, level or topic the trainer does not have."""

    code = "unknown_topic"


#: the errors of a choice, in the four languages ({got}: what was asked for; {known}: the choices)
_UNKNOWN_TOPIC = Names(
    "field 'topic': unknown topic {got!r}: choose one of {known}",
    "字段 'topic'：没有练习主题 {got!r}：可选 {known}",
    "欄位 'topic'：沒有練習主題 {got!r}：可選 {known}",
    "項目 'topic'：テーマ {got!r} はありません。次から選んでください：{known}",
)
_UNKNOWN_RULES = Names(
    "field 'rules': the trainer has no topics for {got!r}: choose one of {known}",
    "字段 'rules'：练习没有 {got!r} 的主题：可选 {known}",
    "欄位 'rules'：練習沒有 {got!r} 的主題：可選 {known}",
    "項目 'rules'：{got!r} の練習テーマはありません。次から選んでください：{known}",
)
_UNKNOWN_LEVEL = Names(
    "field 'level': unknown level {got!r}: choose one of {known}",
    "字段 'level'：没有级别 {got!r}：可选 {known}",
    "欄位 'level'：沒有級別 {got!r}：可選 {known}",
    "項目 'level'：レベル {got!r} はありません。次から選んでください：{known}",
)
_OTHER_RULES = Names(
    "field 'topic': topic {got!r} is of rule set {known!r}, not {rules!r}",
    "字段 'topic'：主题 {got!r} 属于规则 {known!r}，不是 {rules!r}",
    "欄位 'topic'：主題 {got!r} 屬於規則 {known!r}，不是 {rules!r}",
    "項目 'topic'：テーマ {got!r} は {rules!r} ではなく {known!r} のものです",
)
_NO_TOPIC_AT = Names(
    "field 'level': rule set {rules!r} has no topic at level {got!r}",
    "字段 'level'：规则 {rules!r} 在级别 {got!r} 没有主题",
    "欄位 'level'：規則 {rules!r} 在級別 {got!r} 沒有主題",
    "項目 'level'：{rules!r} にはレベル {got!r} のテーマがありません",
)


def _refuse(template: Names, **fields: object) -> TopicError:
    """The error of ``template`` in every language (``message``: the English)."""
    said = template.format(**fields)
    return TopicError(said.en, names=said)


@dataclass(frozen=True, slots=True)
class Recipe:
    """How a topic's hands are made (the keys of ``topics.toml``'s ``recipe`` tables)."""

    shape: str = "standard"
    sets: int = 4
    suits: str = "any"
    honours: float = 0.2
    chow: float = 0.6
    melded: float = 0.3
    kong: float = 0.0
    self_drawn: float = 0.4
    dealer: float = 0.25
    riichi: float = 0.0
    dora: tuple[int, int] = (0, 0)
    honba: tuple[int, int] = (0, 0)
    sticks: tuple[int, int] = (0, 0)
    flowers: tuple[int, int] = (0, 0)
    streak: tuple[int, int] = (0, 0)
    presets: tuple[str, ...] = ()
    win: float = 1.0
    require: tuple[str, ...] = ()
    #: MCR: the combination principles (:data:`PRINCIPLES`) drawn from, one per hand, which the
    #: hand must show (a suppressed item ruled out by that principle)
    principles: tuple[str, ...] = ()
    #: Taiwanese: the chance a hand is a flower win (八仙過海 or 七搶一, half of them with the
    #: hand incomplete); the others have 1 to 7 flowers
    flower_win: float = 0.0


@dataclass(frozen=True, slots=True)
class Topic:
    """One topic: ``id``, ``rules`` (a rule set's name), ``level``, ``names``, ``answer`` (one of
    :data:`ANSWERS`) and its :class:`Recipe`."""

    id: str
    rules: str
    level: str
    names: Names
    answer: str
    recipe: Recipe
    #: table speed: the seconds a referee should answer in
    seconds: int = 60

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        return {
            "id": self.id,
            "rules": self.rules,
            "level": self.level,
            "name": self.names.get(lang),
            "answer": self.answer,
        }


@dataclass(frozen=True, slots=True)
class Catalogue:
    """Every rule set, level and topic the trainer has, with their names."""

    rule_sets: tuple[tuple[str, Names], ...]
    levels: tuple[tuple[str, Names], ...]
    topics: tuple[Topic, ...]

    def topic(self, topic_id: str) -> Topic:
        """The topic ``topic_id``; :class:`TopicError` naming the known ones if none."""
        for t in self.topics:
            if t.id == topic_id:
                return t
        raise _refuse(_UNKNOWN_TOPIC, got=topic_id, known=", ".join(t.id for t in self.topics))

    def choose(self, rules: str, level: str | None = None, topic: str = MIXED) -> tuple[Topic, ...]:
        """The topics of rule set ``rules`` at ``level`` (``None``: every level), or the one topic
        named (which must be of that rule set). Refuses an unknown rule set, level or topic."""
        if rules not in dict(self.rule_sets):
            raise _refuse(_UNKNOWN_RULES, got=rules, known=", ".join(r for r, _ in self.rule_sets))
        if level is not None and level not in LEVELS:
            raise _refuse(_UNKNOWN_LEVEL, got=level, known=", ".join(LEVELS))
        if topic != MIXED:
            t = self.topic(topic)
            if t.rules != rules:
                raise _refuse(_OTHER_RULES, got=topic, known=t.rules, rules=rules)
            return (t,)
        found = tuple(t for t in self.topics if t.rules == rules and (level is None or t.level == level))
        if not found:
            raise _refuse(_NO_TOPIC_AT, rules=rules, got=level)
        return found


def _names(raw: Any, where: str) -> Names:
    if not (isinstance(raw, list) and len(raw) == 4 and all(isinstance(x, str) and x for x in raw)):
        raise TopicError(f"topics.toml: {where}: names must be four texts (en, zh-Hans, zh-Hant, ja)")
    return Names(*raw)


def _pair(raw: Any, where: str) -> tuple[int, int]:
    if not (isinstance(raw, list) and len(raw) == 2 and all(isinstance(x, int) for x in raw) and raw[0] <= raw[1]):
        raise TopicError(f"topics.toml: {where} must be [least, most]")
    return (raw[0], raw[1])


def _recipe(raw: dict[str, Any], where: str) -> Recipe:
    known = set(Recipe.__slots__)
    unknown = set(raw) - known
    if unknown:
        raise TopicError(f"topics.toml: {where}: unknown recipe key(s) {', '.join(sorted(unknown))}")
    values: dict[str, Any] = {}
    for key, value in raw.items():
        if key in ("dora", "honba", "sticks", "flowers", "streak"):
            values[key] = _pair(value, f"{where}.{key}")
        elif key in ("presets", "require", "principles"):
            values[key] = tuple(value)
        else:
            values[key] = value
    return Recipe(**values)


def parse_catalogue(text: str) -> Catalogue:
    """The catalogue of a ``topics.toml`` text; a mistake raises :class:`TopicError` naming where."""
    import tomllib

    data = tomllib.loads(text)
    rule_sets = tuple((k, _names(v["names"], f"rules.{k}")) for k, v in data["rules"].items())
    levels = tuple((k, _names(data["levels"][k]["names"], f"levels.{k}")) for k in LEVELS)
    topics = []
    for i, t in enumerate(data["topic"]):
        where = f"topic {t.get('id', i)!r}"
        if t["rules"] not in dict(rule_sets) or t["level"] not in LEVELS or t["answer"] not in ANSWERS:
            raise TopicError(f"topics.toml: {where}: unknown rule set, level or answer form")
        topics.append(
            Topic(
                t["id"],
                t["rules"],
                t["level"],
                _names(t["names"], where),
                t["answer"],
                _recipe(t["recipe"], where),
                int(t.get("seconds", 60)),
            )
        )
    return Catalogue(rule_sets, levels, tuple(topics))


_CATALOGUE: Catalogue | None = None


def catalogue() -> Catalogue:
    """The trainer's catalogue (read once)."""
    global _CATALOGUE
    if _CATALOGUE is None:
        _CATALOGUE = parse_catalogue(read_text("core.trainer.data", "topics.toml"))
    return _CATALOGUE
