"""The curated questions: a handful of hand-checked hands per topic, each with its source in the
rule text or a reference (``core/trainer/data/curated.toml``). ``tests/test_trainer_curated.py``
checks every one against the scorer; a window may offer them beside the generated ones."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from core.model.package_data import read_text
from core.trainer.generate import Question, expected_pay
from core.trainer.topics import catalogue


@dataclass(frozen=True, slots=True)
class Curated:
    """A curated question, what its source gives as the answer (``expect``), and the source."""

    question: Question
    expect: tuple[tuple[str, Any], ...]
    source: str

    @property
    def expected(self) -> dict[str, Any]:
        return dict(self.expect)


def curated(topic: str | None = None) -> tuple[Curated, ...]:
    """The curated questions (of ``topic``, or all), in the file's order; each question's seed is
    its place in the file (negative, so it is never taken for a generated one)."""
    import tomllib

    cat = catalogue()
    out = []
    for i, row in enumerate(tomllib.loads(read_text("core.trainer.data", "curated.toml"))["hand"], 1):
        t = cat.topic(row["topic"])
        if topic is not None and t.id != topic:
            continue
        q = Question(
            t.id,
            t.rules,
            t.level,
            -i,
            row["hand"],
            t.answer,
            tuple(sorted(row["context"].items())),
            row.get("preset") or (t.recipe.presets[0] if t.recipe.presets else ""),
            t.names,
            option_values=tuple(sorted(row.get("options", {}).items())),
        )
        if t.rules == "riichi":
            q = replace(q, pay_roles=tuple(role for role, _ in expected_pay(q.score())))
        out.append(Curated(q, tuple(sorted(row["expect"].items())), row["source"]))
    return tuple(out)
