"""Chinese Official (MCR) rules: placeholder until the fan table lands (issue 3)."""

from __future__ import annotations

from ..decompose import MCR_SHAPES
from ..score import Names
from .base import UnbuiltRuleSet


class MCR(UnbuiltRuleSet):
    def __init__(self) -> None:
        super().__init__("mcr", Names("Chinese Official (MCR)", "国标麻将", "國標麻將", "中国公式ルール"), MCR_SHAPES,
                         "MCR scoring is being written.")
