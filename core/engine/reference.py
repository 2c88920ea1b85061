"""Reference tables a rule set offers its players: a table of what a hand is worth, drawn by
the window as it is (riichi: the han and fu points table). The numbers come from the rule
set's own point functions, never typed in."""

from __future__ import annotations

from dataclasses import dataclass

from core.model.names import Names


@dataclass(frozen=True, slots=True)
class RefTable:
    """A titled table: column headers, then rows of a header and cells (text as shown, "—"
    where the combination cannot happen)."""

    title: Names
    columns: tuple[Names, ...]
    rows: tuple[tuple[Names, tuple[str, ...]], ...]
    note: Names | None = None
