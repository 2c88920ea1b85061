"""The rule sets, by name. Each one is a module; this registry is the only list of them."""

from __future__ import annotations

from ..errors import RuleSetError
from ..score import Names
from .base import Field, ItemInfo, Preset, RuleSet, UnbuiltRuleSet, listed


def _load() -> dict[str, RuleSet]:
    from .mcr import MCR
    from .taiwan import Taiwan
    from .riichi import Riichi

    return {
        "mcr": MCR(),
        "riichi": Riichi(),
        "taiwan": Taiwan(),
    }


_REGISTRY: dict[str, RuleSet] | None = None

# the registry's errors, in every language (``str.format`` templates; the English is the message)
E_REGISTERED = Names("a rule set named {name!r} is already registered", "名为 {name!r} 的规则已经注册",
                     "名為 {name!r} 的規則已經註冊", "{name!r} という名前のルールはすでに登録されています")
E_BUILT_IN = Names("the built-in rule set {name!r} cannot be removed", "内置规则 {name!r} 不能移除",
                   "內建規則 {name!r} 不能移除", "組み込みのルール {name!r} は削除できません")
E_UNKNOWN_RULES = Names("unknown rule set {name!r}: choose one of {sets}", "未知的规则 {name!r}：请从 {sets} 中选择",
                        "未知的規則 {name!r}：請從 {sets} 中選擇", "不明なルール {name!r}：{sets} から選んでください")


def rule_sets() -> dict[str, RuleSet]:
    """Every rule set the program names, built or not, in display order."""
    global _REGISTRY
    if _REGISTRY is None:
        _REGISTRY = _load()
    return _REGISTRY


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


_BUILT_IN: frozenset[str] = frozenset({"mcr", "riichi", "taiwan"})


def get_rules(name: str) -> RuleSet:
    """The rule set called ``name`` (``mcr``, ``riichi``, ``taiwan``)."""
    sets = rule_sets()
    if not isinstance(name, str) or name not in sets:
        msg = E_UNKNOWN_RULES.format(name=name, sets=listed(list(sets)))
        raise RuleSetError(msg.en, code="unknown_rules", names=msg)
    return sets[name]


__all__ = ["Field", "ItemInfo", "Preset", "RuleSet", "get_rules", "register_rules", "rule_sets", "unregister_rules"]
