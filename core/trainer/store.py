"""The learner's answers, kept in the local match store (``matches.sqlite3``), table
``trainer_answers``: beside the match sheets, written the same crash-safe way (one transaction
per answer, WAL, ``synchronous=FULL``, through :meth:`core.referee.records.Store.transaction`).
An answer is only ever added; the Leitner boxes (:mod:`core.trainer.leitner`) and the progress
(:func:`progress`) are folded from the answers.

The table is in the store's one description (``core/referee/store_schema.py``, SQLite version 6)
and so on the server's too, but only the SQLite store is written here: a learner's answers stay
on the learner's machine.
"""

from __future__ import annotations

import datetime as _dt
import json
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from core.model.names import names
from core.referee.records import Store
from core.trainer.answers import AnswerError, TrainerVerdict

#: the longest learner name kept
MAX_LEARNER = 100
_LEARNER = names(
    "field 'learner': a learner's name is 1 to {n} characters, not {got}",
    "字段 'learner'：学习者名称为 1 至 {n} 个字符，而不是 {got} 个",
    "欄位 'learner'：學習者名稱為 1 至 {n} 個字元，而不是 {got} 個",
    "項目 'learner'：学習者の名前は 1～{n} 文字です（{got} 文字ではなく）",
)


@dataclass(frozen=True, slots=True)
class AnswerRecord:
    """One answer as stored."""

    seq: int
    learner: str
    rules: str
    topic: str
    seed: int
    right: bool
    ms: int
    wrong_items: tuple[str, ...]
    written: str


@dataclass(frozen=True, slots=True)
class Period:
    """A topic's answers of one day: how many, how many right, the median time (ms)."""

    day: str
    answered: int
    right: int
    median_ms: int

    @property
    def accuracy(self) -> float:
        return self.right / self.answered if self.answered else 0.0


@dataclass(frozen=True, slots=True)
class TopicProgress:
    """A topic's progress: every answer's count, accuracy and median time, and by day."""

    topic: str
    answered: int
    right: int
    median_ms: int
    box: int
    days: tuple[Period, ...]

    @property
    def accuracy(self) -> float:
        return self.right / self.answered if self.answered else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "topic": self.topic,
            "answered": self.answered,
            "right": self.right,
            "accuracy": round(self.accuracy, 4),
            "median_ms": self.median_ms,
            "box": self.box,
            "days": [
                {
                    "day": p.day,
                    "answered": p.answered,
                    "right": p.right,
                    "accuracy": round(p.accuracy, 4),
                    "median_ms": p.median_ms,
                }
                for p in self.days
            ],
        }


def _now() -> str:
    return _dt.datetime.now(_dt.UTC).isoformat(timespec="milliseconds")


def record(store: Store, learner: str, verdict: TrainerVerdict, ms: int) -> AnswerRecord:
    """Keep one answer (in one transaction; once this returns it survives a crash)."""
    learner = learner.strip()
    if not learner or len(learner) > MAX_LEARNER:
        said = _LEARNER.format(n=MAX_LEARNER, got=len(learner))
        raise AnswerError(said.en, names=said)
    q = verdict.question
    wrong = tuple(f"{d.id}@{q.topic}" for d in verdict.differences if d.id is not None)
    diffs = [{"kind": d.kind, "id": d.id} for d in verdict.differences]
    written = _now()
    ms = max(0, int(ms))

    def work(conn: Any) -> int:
        cur = conn.execute(
            "INSERT INTO trainer_answers (learner, rules, topic, seed, question, answer, correct, ms, differences, written)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                learner,
                q.rules,
                q.topic,
                q.seed,
                json.dumps(q.to_dict(), ensure_ascii=False),
                json.dumps(verdict.answer.to_dict(), ensure_ascii=False),
                int(verdict.right),
                ms,
                json.dumps(diffs),
                written,
            ),
        )
        return int(cur.lastrowid or 0)

    seq = store.transaction(work)
    return AnswerRecord(seq, learner, q.rules, q.topic, q.seed, verdict.right, ms, wrong, written)


def answers(store: Store, learner: str, rules: str | None = None) -> tuple[AnswerRecord, ...]:
    """The learner's answers in the order given (of one rule set, or all)."""

    def work(conn: Any) -> list[Any]:
        sql = "SELECT seq, learner, rules, topic, seed, correct, ms, differences, written FROM trainer_answers WHERE learner = ?"
        args: tuple[Any, ...] = (learner,)
        if rules is not None:
            sql += " AND rules = ?"
            args += (rules,)
        return list(conn.execute(sql + " ORDER BY seq", args).fetchall())

    out = []
    for seq, who, rs, topic, seed, correct, ms, diffs, written in store.transaction(work, write=False):
        wrong = tuple(f"{d['id']}@{topic}" for d in json.loads(diffs) if d.get("id"))
        out.append(AnswerRecord(seq, who, rs, topic, seed, bool(correct), ms, wrong, written))
    return tuple(out)


def progress(records: Sequence[AnswerRecord], boxes: dict[str, int] | None = None) -> tuple[TopicProgress, ...]:
    """Accuracy and median time per topic, over all its answers and day by day (UTC), in the
    order the topics were first answered."""
    by_topic: dict[str, list[AnswerRecord]] = {}
    for r in records:
        by_topic.setdefault(r.topic, []).append(r)
    out = []
    for topic, rs in by_topic.items():
        days: dict[str, list[AnswerRecord]] = {}
        for r in rs:
            days.setdefault(r.written[:10], []).append(r)
        out.append(
            TopicProgress(
                topic,
                len(rs),
                sum(r.right for r in rs),
                int(statistics.median(r.ms for r in rs)),
                (boxes or {}).get(topic, 1),
                tuple(
                    Period(day, len(d), sum(r.right for r in d), int(statistics.median(r.ms for r in d)))
                    for day, d in sorted(days.items())
                ),
            )
        )
    return tuple(out)
