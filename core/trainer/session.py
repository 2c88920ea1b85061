"""The trainer's API, for the window and the command line (both shells over it).

catalogue()                       the rule sets, levels and topics, with their names
t = Trainer(learner, store)       a learner's session (store: the match store, or None)
q = t.next_question(rules, level, topic)      -> Question (topic "mixed": the one due soonest)
v = t.check(q, "3 30 3900")       -> TrainerVerdict (text or an Answer)
t.record(v, ms)                   keeps the answer and moves the topic's Leitner box
t.progress(rules)                 -> accuracy and median time per topic, by day
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from core.referee.records import Store
from core.trainer import store as answers_store
from core.trainer.answers import Answer, TrainerVerdict, check, parse_answer
from core.trainer.generate import Question, generate
from core.trainer.leitner import Card, answered, fold, next_due
from core.trainer.topics import MIXED, Catalogue, catalogue

__all__ = ["MIXED", "Catalogue", "Question", "Trainer", "TrainerVerdict", "catalogue"]


@dataclass
class Trainer:
    """A learner's session. With a ``store`` the answers are kept in it (and the Leitner boxes
    read back from it); without, they are kept for the session only. ``seed``: the first
    question's seed (each next one the seed after); ``None``: drawn at random and shown."""

    learner: str = "learner"
    store: Store | None = None
    seed: int | None = None
    _cards: dict[str, Card] = field(default_factory=dict, init=False, repr=False)
    _turn: int = field(default=0, init=False, repr=False)
    _memory: list[answers_store.AnswerRecord] = field(default_factory=list, init=False, repr=False)
    _loaded: bool = field(default=False, init=False, repr=False)

    def _load(self) -> None:
        if self._loaded:
            return
        if self.store is not None:
            past = answers_store.answers(self.store, self.learner)
            self._cards, self._turn = fold((r.topic, r.right, r.wrong_items) for r in past)
        self._loaded = True

    def next_question(self, rules: str, level: str | None = None, topic: str = MIXED) -> Question:
        """The next question of rule set ``rules`` at ``level`` (``None``: any level), of
        ``topic`` or of the topic due soonest among the level's ("mixed")."""
        self._load()
        topics = catalogue().choose(rules, level, topic)
        chosen = next_due([t.id for t in topics], self._cards)
        if self.seed is None:
            seed = random.SystemRandom().randrange(1, 10**9)
        else:
            seed, self.seed = self.seed, self.seed + 1
        return generate(catalogue().topic(chosen), seed)

    def check(self, question: Question, answer: Answer | str) -> TrainerVerdict:
        """The answer (typed text, or an :class:`Answer`) checked against the scorer."""
        if isinstance(answer, str):
            answer = parse_answer(question.answer, answer)
        return check(question, answer)

    def record(self, verdict: TrainerVerdict, ms: int) -> None:
        """Keep the answer (``ms``: from the question shown to the answer) and move the topic's box."""
        self._load()
        if self.store is not None:
            rec = answers_store.record(self.store, self.learner, verdict, ms)
        else:
            q = verdict.question
            wrong = tuple(f"{d.id}@{q.topic}" for d in verdict.differences if d.id is not None)
            rec = answers_store.AnswerRecord(
                len(self._memory) + 1,
                self.learner,
                q.rules,
                q.topic,
                q.seed,
                verdict.right,
                ms,
                wrong,
                answers_store._now(),
            )
            self._memory.append(rec)
        topic = verdict.question.topic
        self._cards[topic] = answered(self._cards.get(topic, Card()), verdict.right, self._turn)
        for item in rec.wrong_items:
            self._cards[f"item:{item}"] = answered(self._cards.get(f"item:{item}", Card()), False, self._turn)
        self._turn += 1

    def boxes(self) -> dict[str, int]:
        """Each topic's (and each item's, ``item:<id>@<topic>``) Leitner box."""
        self._load()
        return {k: c.box for k, c in self._cards.items()}

    def progress(self, rules: str | None = None) -> tuple[answers_store.TopicProgress, ...]:
        """Accuracy and median time per topic (of ``rules``, or all), overall and by day."""
        self._load()
        if self.store is not None:
            records = answers_store.answers(self.store, self.learner, rules)
        else:
            records = tuple(r for r in self._memory if rules is None or r.rules == rules)
        return answers_store.progress(records, self.boxes())
