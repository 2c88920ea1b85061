"""A hand's label in every language: the short label of a :class:`~core.match.Seating`
(``E1``, ``S2-3``) as each rule set's players say it.

The rule sets' seating functions give the label in English, as the command line, the CSV and
the JSON have always written it; :func:`label_names` gives the same label in every language,
built from what the label encodes (never by parsing it), the English being the label itself:

- **riichi** (``S2-3``: the South round, its second dealer, 3 honba): 南2局 3本場 (ja),
  南2局 3本场 (zh-Hans), 南2局 3本場 (zh-Hant);
- **MCR** (``S2``: the South round's second hand; no dealer repeats): 南风圈 第2盘 (zh-Hans),
  南風圈 第2盤 (zh-Hant), 南風圏 第2局 (ja);
- **Taiwanese** (``S2-3``: the South round, its second dealer, streak 3, 連3): 南风圈 第2局 连3
  (zh-Hans), 南風圈 第2局 連3 (zh-Hant), 南風圏 第2局 連3 (ja).

A rule set not listed here (a plug-in's) keeps its label in every language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Final

from .names import Names, same

if TYPE_CHECKING:
    from .match import Seating

#: the prevailing wind of a round: 东 / 東 (riichi's 東1局), and the round itself (东风圈)
_WIND: Final = {"E": ("东", "東", "東"), "S": ("南", "南", "南"), "W": ("西", "西", "西"), "N": ("北", "北", "北")}


def _riichi(s: Seating) -> Names:
    zh_hans, zh_hant, ja = _WIND[s.round_wind]
    n = s.dealer + 1  # the round's n-th dealer: player n - 1 deals (player 0 first)
    honba = s.counter("honba")
    extra = ("", "", "") if not honba else (f" {honba}本场", f" {honba}本場", f" {honba}本場")
    return Names(s.label, f"{zh_hans}{n}局{extra[0]}", f"{zh_hant}{n}局{extra[1]}", f"{ja}{n}局{extra[2]}")


def _mcr(s: Seating) -> Names:
    zh_hans, zh_hant, ja = _WIND[s.round_wind]
    n = s.hand % 4 + 1  # the round's n-th hand: four a round, whatever happens
    return Names(s.label, f"{zh_hans}风圈 第{n}盘", f"{zh_hant}風圈 第{n}盤", f"{ja}風圏 第{n}局")


def _taiwan(s: Seating) -> Names:
    zh_hans, zh_hant, ja = _WIND[s.round_wind]
    n = s.dealer + 1
    streak = s.counter("streak")
    extra = ("", "", "") if not streak else (f" 连{streak}", f" 連{streak}", f" 連{streak}")
    return Names(s.label, f"{zh_hans}风圈 第{n}局{extra[0]}", f"{zh_hant}風圈 第{n}局{extra[1]}",
                 f"{ja}風圏 第{n}局{extra[2]}")


#: by rule set name
_BY_RULES: Final[dict[str, Callable[[Seating], Names]]] = {"riichi": _riichi, "mcr": _mcr, "taiwan": _taiwan}


def label_names(rules: str, seating: Seating) -> Names:
    """The label of ``seating`` (a hand of a match of ``rules``) in every language; its English
    is ``seating.label``."""
    make = _BY_RULES.get(rules)
    if make is None or seating.round_wind not in _WIND:
        return same(seating.label)
    return make(seating)


__all__ = ["label_names"]
