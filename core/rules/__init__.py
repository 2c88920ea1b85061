"""The rule sets, by name. Each one is a module; this registry is the only list of them."""

from __future__ import annotations

from ..errors import RuleSetError
from ..score import Names
from .base import Field, ItemInfo, Preset, RuleSet, UnbuiltRuleSet


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
        raise RuleSetError(f"a rule set named {rules.name!r} is already registered", code="unknown_rules")
    sets[rules.name] = rules


def unregister_rules(name: str) -> None:
    """Remove a rule set added with :func:`register_rules` (the built-in ones stay)."""
    if name in _BUILT_IN:
        raise RuleSetError(f"the built-in rule set {name!r} cannot be removed", code="unknown_rules")
    rule_sets().pop(name, None)


_BUILT_IN: frozenset[str] = frozenset({"mcr", "riichi", "taiwan"})


def get_rules(name: str) -> RuleSet:
    """The rule set called ``name`` (``mcr``, ``riichi``, ``taiwan``)."""
    sets = rule_sets()
    if not isinstance(name, str) or name not in sets:
        raise RuleSetError(f"unknown rule set {name!r}: choose one of {', '.join(sets)}", code="unknown_rules")
    return sets[name]


__all__ = ["Field", "ItemInfo", "Preset", "RuleSet", "get_rules", "register_rules", "rule_sets", "unregister_rules"]
