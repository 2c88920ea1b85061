"""The rule sets, by name. Each one is a package (``mcr``, ``riichi``, ``taiwan``); this registry is
the only list of them."""

from __future__ import annotations

from core.engine.schema import Field, ItemInfo, Preset, RuleSet, UnbuiltRuleSet, listed
from core.engine.score import Names
from core.model.errors import RuleSetError

# each rule set is a package that names itself (NAME, TITLE, RULE_SET_CLASS) in a few lines;
# its ``ruleset`` module, the large one, is imported when the rule set is first used
from core.rules import mcr, riichi, sanma, taiwan  # noqa: E402  (the packages, in display order)

#: the built-in rule sets: the module and class of each, in display order, with the title a
#: list shows before the module is loaded
_BUILT_INS: dict[str, tuple[str, str, Names]] = {
    package.NAME: (f"{package.__name__}.ruleset", package.RULE_SET_CLASS, package.TITLE)
    for package in (mcr, riichi, taiwan, sanma)
}


def built_in_modules() -> tuple[str, ...]:
    """Every module of the built-in rule sets that is loaded by name, never by an ``import``
    statement an installer could read: each rule set's ``ruleset`` (the registry loads it),
    its match rules (``RuleSet.match_module``) and its data package (read with
    ``core.model.package_data.read_text``). The installers take their hidden imports from here, so a new rule
    set cannot be forgotten."""
    from importlib.util import find_spec

    out: list[str] = []
    for module, _cls, _title in _BUILT_INS.values():
        package = module.rpartition(".")[0]
        # (a rule set that keeps no match sheet yet, three-player riichi, has no match module)
        match = [f"{package}.match"] if find_spec(f"{package}.match") is not None else []
        out += [module, *match, f"{package}.data"]
    return tuple(out)


def _load_one(name: str) -> RuleSet:
    import importlib

    module, cls, _title = _BUILT_INS[name]
    made: RuleSet = getattr(importlib.import_module(module), cls)()
    return made


def _load() -> dict[str, RuleSet]:
    return {name: _load_one(name) for name in _BUILT_INS}


_REGISTRY: dict[str, RuleSet] | None = None

# the registry's errors, in every language (``str.format`` templates; the English is the message)
E_REGISTERED = Names(
    "a rule set named {name!r} is already registered",
    "名为 {name!r} 的规则已经注册",
    "名為 {name!r} 的規則已經註冊",
    "{name!r} という名前のルールはすでに登録されています",
)
E_BUILT_IN = Names(
    "the built-in rule set {name!r} cannot be removed",
    "内置规则 {name!r} 不能移除",
    "內建規則 {name!r} 不能移除",
    "組み込みのルール {name!r} は削除できません",
)
E_UNKNOWN_RULES = Names(
    "unknown rule set {name!r}: choose one of {sets}",
    "未知的规则 {name!r}：请从 {sets} 中选择",
    "未知的規則 {name!r}：請從 {sets} 中選擇",
    "不明なルール {name!r}：{sets} から選んでください",
)


def rule_sets() -> dict[str, RuleSet]:
    """Every rule set the program names, built or not, in display order (each loaded)."""
    global _REGISTRY
    if _REGISTRY is None:
        _REGISTRY = {}
    for name in _BUILT_INS:
        if name not in _REGISTRY:
            _REGISTRY[name] = _load_one(name)
    order = list(_BUILT_INS) + [n for n in _REGISTRY if n not in _BUILT_INS]
    if list(_REGISTRY) != order:
        _REGISTRY = {n: _REGISTRY[n] for n in order}
    return _REGISTRY


def rule_set_titles() -> list[tuple[str, Names, bool]]:
    """Each rule set's name, title and whether it scores, in display order, without loading
    the ones not used yet (the window's list of rule sets at start-up; every built-in one
    scores)."""
    loaded = _REGISTRY or {}
    out = [
        (name, loaded[name].title, loaded[name].built) if name in loaded else (name, title, True)
        for name, (_m, _c, title) in _BUILT_INS.items()
    ]
    out += [(name, rs.title, rs.built) for name, rs in loaded.items() if name not in _BUILT_INS]
    return out


def rule_set_names() -> list[str]:
    """Each rule set's name, in display order, without loading any."""
    return [name for name, _title, _built in rule_set_titles()]


def register_rules(rules: RuleSet) -> None:
    """Add a rule set to the registry (a plug-in, or a test's own rule set); its ``name``
    must be new. The window and ``mjscore rules`` list it like the built-in ones."""
    sets = rule_sets()
    if rules.name in sets:
        msg = E_REGISTERED.format(name=rules.name)
        raise RuleSetError(msg.en, code="unknown_rules", names=msg)
    sets[rules.name] = rules


def unregister_rules(name: str) -> None:
    """Remove a rule set added with :func:`register_rules` (the built-in ones stay)."""
    if name in _BUILT_IN:
        msg = E_BUILT_IN.format(name=name)
        raise RuleSetError(msg.en, code="unknown_rules", names=msg)
    rule_sets().pop(name, None)


_BUILT_IN: frozenset[str] = frozenset(_BUILT_INS)


def get_rules(name: str) -> RuleSet:
    """The rule set called ``name`` (``mcr``, ``riichi``, ``taiwan``), loaded when first asked for."""
    global _REGISTRY
    if _REGISTRY is None:
        _REGISTRY = {}
    found = _REGISTRY.get(name) if isinstance(name, str) else None
    if found is not None:
        return found
    if isinstance(name, str) and name in _BUILT_INS:
        made = _REGISTRY[name] = _load_one(name)  # only this one: the others load when used
        return made
    sets = rule_sets()
    if not isinstance(name, str) or name not in sets:
        msg = E_UNKNOWN_RULES.format(name=name, sets=listed(list(sets)))
        raise RuleSetError(msg.en, code="unknown_rules", names=msg)
    return sets[name]


__all__ = [
    "UnbuiltRuleSet",
    "built_in_modules",
    "Field",
    "ItemInfo",
    "Preset",
    "RuleSet",
    "get_rules",
    "register_rules",
    "rule_set_names",
    "rule_set_titles",
    "rule_sets",
    "unregister_rules",
]
