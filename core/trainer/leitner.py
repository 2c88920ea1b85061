"""Spaced repetition by Leitner boxes (Sebastian Leitner, *So lernt man lernen*, 1972).

Every topic (and every item a learner got wrong) sits in a box, 1 to :data:`BOXES`. A right
answer moves it up one box, a wrong one sends it back to box 1. A topic in box ``n`` is due again
:data:`SPACING` ``[n - 1]`` questions after it was last asked, so a weak topic comes back at
once and a known one rarely; a topic never asked is due first. "Mixed" asks the topic due
soonest (:func:`next_due`).

The boxes are not stored: they are folded from the learner's answers, which the store only ever
adds (:mod:`core.trainer.store`), so they can never disagree with them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

#: the number of boxes
BOXES = 5
#: how many questions after it was last asked a topic in box 1, 2, ... is due again
SPACING: tuple[int, ...] = (1, 3, 7, 15, 31)


@dataclass(frozen=True, slots=True)
class Card:
    """A topic's (or an item's) place: its box and the turn it was last asked at."""

    box: int = 1
    last: int = -1

    def due(self) -> int:
        """The turn it is due at (a card never asked: before any turn)."""
        return -1 if self.last < 0 else self.last + SPACING[self.box - 1]


def answered(card: Card, right: bool, turn: int) -> Card:
    """The card after an answer at ``turn``: up one box when right, back to box 1 when wrong."""
    return Card(min(BOXES, card.box + 1) if right else 1, turn)


def fold(answers: Iterable[tuple[str, bool, Sequence[str]]]) -> tuple[dict[str, Card], int]:
    """The cards after ``answers`` (each: the topic, right or not, the items got wrong), in the
    order given, and the number of turns. An item got wrong goes to box 1 (key ``item:<id>``);
    an item's box goes up when its topic is answered right again."""
    cards: dict[str, Card] = {}
    turn = 0
    for topic, right, wrong_items in answers:
        cards[topic] = answered(cards.get(topic, Card()), right, turn)
        for item in wrong_items:
            cards[f"item:{item}"] = answered(cards.get(f"item:{item}", Card()), False, turn)
        if right:
            for key, card in list(cards.items()):
                if key.startswith("item:") and card.last >= 0 and key.endswith(f"@{topic}"):
                    cards[key] = answered(card, True, turn)
        turn += 1
    return cards, turn


def next_due(topics: Sequence[str], cards: dict[str, Card]) -> str:
    """The topic to ask next among ``topics``: the one due soonest, then the lower box, then
    the one listed first."""
    return min(topics, key=lambda t: (cards.get(t, Card()).due(), cards.get(t, Card()).box, topics.index(t)))
