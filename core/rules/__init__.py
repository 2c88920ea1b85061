"""The rule sets, by name. Each one is a module; this registry is the only list of them."""

from __future__ import annotations

from ..decompose import RIICHI_SHAPES, TAIWAN_SHAPES
from ..errors import RuleSetError
from ..score import Names
from .base import Field, ItemInfo, Preset, RuleSet, UnbuiltRuleSet


def _load() -> dict[str, RuleSet]:
    from .mcr import MCR

    return {
        "mcr": MCR(),
        "riichi": UnbuiltRuleSet(
            "riichi",
            Names("Japanese riichi", "日本立直麻将", "日本立直麻將", "リーチ麻雀"),
            RIICHI_SHAPES,
            "Riichi scoring (yaku, fu, points) is planned but not written.",
            red_fives=True,
        ),
        "taiwan": UnbuiltRuleSet(
            "taiwan",
            Names("Taiwanese 16-tile", "台湾十六张", "台灣十六張", "台湾麻雀"),
            TAIWAN_SHAPES,
            "Taiwanese scoring (tai, flowers, dealer streaks) is planned but not written.",
            flowers=True,
        ),
    }


_REGISTRY: dict[str, RuleSet] | None = None


def rule_sets() -> dict[str, RuleSet]:
    """Every rule set the program names, built or not, in display order."""
    global _REGISTRY
    if _REGISTRY is None:
        _REGISTRY = _load()
    return _REGISTRY


def get_rules(name: str) -> RuleSet:
    """The rule set called ``name`` (``mcr``, ``riichi``, ``taiwan``)."""
    sets = rule_sets()
    if not isinstance(name, str) or name not in sets:
        raise RuleSetError(f"unknown rule set {name!r}: choose one of {', '.join(sets)}", code="unknown_rules")
    return sets[name]


__all__ = ["Field", "ItemInfo", "Preset", "RuleSet", "get_rules", "rule_sets"]
