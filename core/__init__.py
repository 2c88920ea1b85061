"""Mahjong Scorer core: tiles, hands, decompositions, waits and the rule sets.

Pure Python with no runtime dependency; never imports Qt.
"""

from core.model.errors import (
    ContextError,
    FlowerError,
    HandError,
    MeldError,
    NotationError,
    NotAWinError,
    NotImplementedRuleSetError,
    RuleSetError,
    TileCountError,
)
from core.model.hand import Hand, Meld, MeldKind, format_hand
from core.model.notation import parse_hand, parse_meld, parse_tiles
from core.model.tiles import Flower, Tile, tile

__all__ = [
    "ContextError",
    "Flower",
    "FlowerError",
    "Hand",
    "HandError",
    "Meld",
    "MeldError",
    "MeldKind",
    "NotAWinError",
    "NotationError",
    "NotImplementedRuleSetError",
    "RuleSetError",
    "Tile",
    "TileCountError",
    "format_hand",
    "parse_hand",
    "parse_meld",
    "parse_tiles",
    "tile",
]
