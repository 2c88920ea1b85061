"""The spoken name of every tile in each language: what a screen reader says for a tile
button ("5 dots", "五筒", "5筒"), and what a window writes where notation would be cryptic."""

from __future__ import annotations

from typing import Final

from core.model.names import Names
from core.model.tiles import Flower, Tile

_NUMBERS_ZH: Final = "一二三四五六七八九"
# (en, zh-Hans, zh-Hant, ja) of each suit
_SUITS: Final = (
    ("characters", "万", "萬", "萬"),
    ("dots", "筒", "筒", "筒"),
    ("bamboo", "条", "條", "索"),
)
#: the English of one tile of a suit ("1 dot", as "2 dots")
_ONE: Final = ("character", "dot", "bamboo")
_HONORS: Final = (
    Names("East wind", "东风", "東風", "東"),
    Names("South wind", "南风", "南風", "南"),
    Names("West wind", "西风", "西風", "西"),
    Names("North wind", "北风", "北風", "北"),
    Names("White dragon", "白板", "白板", "白"),
    Names("Green dragon", "发财", "發財", "發"),
    Names("Red dragon", "红中", "紅中", "中"),
)
_FLOWERS: Final = (
    Names("Spring (flower 1)", "春（花 1）", "春（花 1）", "春（花牌 1）"),
    Names("Summer (flower 2)", "夏（花 2）", "夏（花 2）", "夏（花牌 2）"),
    Names("Autumn (flower 3)", "秋（花 3）", "秋（花 3）", "秋（花牌 3）"),
    Names("Winter (flower 4)", "冬（花 4）", "冬（花 4）", "冬（花牌 4）"),
    Names("Plum (flower 5)", "梅（花 5）", "梅（花 5）", "梅（花牌 5）"),
    Names("Orchid (flower 6)", "兰（花 6）", "蘭（花 6）", "蘭（花牌 6）"),
    Names("Chrysanthemum (flower 7)", "菊（花 7）", "菊（花 7）", "菊（花牌 7）"),
    Names("Bamboo (flower 8)", "竹（花 8）", "竹（花 8）", "竹（花牌 8）"),
)


def tile_names(tile: Tile | Flower) -> Names:
    """A tile's spoken name in every language: 5p is "5 dots", 五筒, 五筒, 5筒; a red five is
    "red 5 dots", 赤五筒...; East is "East wind", 东风, 東風, 東."""
    if isinstance(tile, Flower):
        return _FLOWERS[tile.number - 1]
    if tile.kind >= 27:
        return _HONORS[tile.kind - 27]
    suit, n = divmod(tile.kind, 9)
    en, hans, hant, ja = _SUITS[suit]
    number = n + 1
    names = Names(
        f"{number} {_ONE[suit] if number == 1 else en}",
        f"{_NUMBERS_ZH[n]}{hans}",
        f"{_NUMBERS_ZH[n]}{hant}",
        f"{number}{ja}",
    )
    if tile.red:
        return Names(f"red {names.en}", f"赤{names.zh_hans}", f"赤{names.zh_hant}", f"赤{names.ja}")
    return names
