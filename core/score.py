"""Result value objects: a score that explains itself."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .decompose import Decomposition
from .hand import Hand

LANGS = ("en", "zh-Hans", "zh-Hant", "ja")


@dataclass(frozen=True, slots=True)
class Names:
    """A scoring element's name in each language the program speaks."""

    en: str
    zh_hans: str
    zh_hant: str
    ja: str

    def get(self, lang: str) -> str:
        return {
            "en": self.en,
            "zh-Hans": self.zh_hans,
            "zh_CN": self.zh_hans,
            "zh": self.zh_hans,
            "zh-Hant": self.zh_hant,
            "zh_TW": self.zh_hant,
            "ja": self.ja,
        }.get(lang, self.en)


@dataclass(frozen=True, slots=True)
class Item:
    """One counted scoring element: unit value times count."""

    id: str
    names: Names
    value: int
    count: int = 1

    @property
    def subtotal(self) -> int:
        return self.value * self.count


@dataclass(frozen=True, slots=True)
class Suppressed:
    """An element that matched but does not count, and why (``by``: the item that rules it out)."""

    id: str
    names: Names
    value: int
    count: int
    by: str | None
    reason: str


@dataclass(frozen=True, init=False)
class Score:
    """The full answer for one hand under one rule set.

    Frozen like every value here. Its ``__init__`` is written out: it fills the instance's
    ``__dict__`` in one step, where the generated one sets each field through
    ``object.__setattr__`` (two and a half times slower, and a score is made for every
    hand scored: the waits table asks for two per winning tile).
    """

    rules: str
    hand: Hand
    win: bool  # a legal win (MCR: 8 fan before flowers; riichi: a yaku)
    reason: str | None  # when not a win: "below_minimum", "no_yaku", ...
    total: int  # MCR fan with flowers; riichi han with dora; Taiwan tai
    items: tuple[Item, ...]
    suppressed: tuple[Suppressed, ...]
    decomposition: Decomposition | None
    pay: tuple[tuple[str, int], ...]  # by payer role, see the batch spec
    received: int
    #: rule-set specific values (riichi han/fu/limit...); a rule set with a minimum to win
    #: gives ``minimum`` and ``toward_minimum`` (what counts toward it)
    extra: tuple[tuple[str, Any], ...] = field(default=())
    notes: tuple[str, ...] = field(default=())
    context: tuple[tuple[str, Any], ...] = field(default=())

    def __init__(self, rules: str, hand: Hand, win: bool, reason: str | None, total: int, items: tuple[Item, ...],
                 suppressed: tuple[Suppressed, ...], decomposition: Decomposition | None,
                 pay: tuple[tuple[str, int], ...], received: int, extra: tuple[tuple[str, Any], ...] = (),
                 notes: tuple[str, ...] = (), context: tuple[tuple[str, Any], ...] = ()) -> None:
        self.__dict__.update(rules=rules, hand=hand, win=win, reason=reason, total=total, items=items,
                             suppressed=suppressed, decomposition=decomposition, pay=pay, received=received,
                             extra=extra, notes=notes, context=context)

    def item(self, id: str) -> Item | None:
        for it in self.items:
            if it.id == id:
                return it
        return None

    def extra_value(self, key: str) -> Any:
        return dict(self.extra).get(key)
