"""The store's tables, described once: the SQLite store's and the PostgreSQL store's DDL are
derived from this description (:func:`sqlite_create`, :func:`pg_tables`).

The description is of the schema as it stands now (SQLite version 6, PostgreSQL version 5):
each table, its columns in order with a neutral type, its keys, its checks and its indexes. A
new store is made from it. The steps that brought older stores to this schema stay as they
shipped, in their own dialect (:mod:`core.referee.sqlite_schema`, :mod:`core.referee.pg_schema`):
what a step did to a store can never change, so they are history, not description.
``tests/test_store_schema.py`` makes both stores from scratch and by migrating from every
earlier version and compares their catalogues: a fresh store and a migrated one must be the same
in each dialect, and the two dialects must agree on every table they share.

The differences between the dialects, and only these, are in the derivation:

- **Types.** ``text`` and ``int`` are ``TEXT`` and ``INTEGER`` on both; ``bigint`` is ``INTEGER``
  in SQLite (64 bits already) and ``BIGINT`` on the server; ``serial`` (the order rows were
  written in) is ``INTEGER PRIMARY KEY AUTOINCREMENT`` in SQLite and ``BIGSERIAL`` on the server
  (not an identity column: the servers' stores made so far have ``BIGSERIAL``, and a new store is
  the same as a migrated one).
- **STRICT.** Every SQLite table is ``STRICT`` (a value of the wrong type is refused).
- **What one store has alone.** A column or table marked ``only=PG`` exists on the server alone:
  the order matches and tournaments were made in (``ord``; SQLite has its ``rowid``), each
  record's write token (a write of unknown outcome is looked up by it), the stations' logins.
- **Triggers and the server's own rules** are each dialect's own text: SQLite's triggers
  (:data:`SQLITE_TRIGGERS`, here) and the server's functions, triggers, roles and row-level
  security (:mod:`core.referee.pg_schema`, :mod:`core.referee.pg_roles`), which only PostgreSQL has.

Why not SQLAlchemy Core and Alembic: ``core/`` has no runtime dependency, and the whole schema
is nine tables; a description of some 130 lines and a test that compares the catalogues do
the same work here.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

#: the neutral column types (see the module's text for what each is in each dialect)
TEXT: Final = "text"
INT: Final = "int"
BIGINT: Final = "bigint"
SERIAL: Final = "serial"
#: the dialects
SQLITE: Final = "sqlite"
PG: Final = "postgresql"

_TYPES: Final = {
    SQLITE: {TEXT: "TEXT", INT: "INTEGER", BIGINT: "INTEGER", SERIAL: "INTEGER"},
    PG: {TEXT: "TEXT", INT: "INTEGER", BIGINT: "BIGINT", SERIAL: "BIGSERIAL"},
}


@dataclass(frozen=True, slots=True)
class Column:
    """A column: its name, neutral type, whether it may be NULL, its default (an SQL literal of
    both dialects), and the key or check that is its alone."""

    name: str
    type: str = TEXT
    default: str | None = None
    null: bool = False
    primary_key: bool = False
    unique: bool = False
    #: ``table(column)`` this column refers to
    references: str | None = None
    #: an SQL expression of both dialects
    check: str | None = None
    #: the one dialect that has this column (``None``: both)
    only: str | None = None


@dataclass(frozen=True, slots=True)
class Table:
    """A table: its columns in order, the keys over several columns, and its indexes."""

    name: str
    columns: tuple[Column, ...]
    primary_key: tuple[str, ...] = ()
    unique: tuple[tuple[str, ...], ...] = ()
    #: (columns, ``table(columns)``)
    foreign_keys: tuple[tuple[tuple[str, ...], str], ...] = ()
    #: (name, columns) of each index
    indexes: tuple[tuple[str, tuple[str, ...]], ...] = ()
    #: the one dialect that has this table (``None``: both)
    only: str | None = None


_DEFAULT_EMPTY: Final = "''"
_OBJECT: Final = "'{}'"

#: the tables, in the order a new store makes them
TABLES: Final = (
    Table(
        "matches",
        (
            Column("id", primary_key=True),
            Column("rules"),
            Column("players"),  # JSON array of the names (4, or 3), in seat order of the first hand
            Column("preset", default=_DEFAULT_EMPTY),
            Column("options", default=_OBJECT),  # JSON object: the rule set's scoring options
            Column("match_options", default=_OBJECT),
            Column("title", default=_DEFAULT_EMPTY),
            Column("created"),
            Column("ord", SERIAL, only=PG),
        ),
    ),
    Table(
        "records",
        (
            Column("seq", SERIAL, primary_key=True),
            Column("match_id", references="matches(id)"),
            Column("entry", INT),
            Column("revision", INT),
            Column("kind", check="kind IN ('win', 'draw', 'penalty', 'deleted')"),
            Column("data"),  # JSON object: the record's body
            Column("written"),
            Column("reason", default=_DEFAULT_EMPTY),  # why an edit or a delete was made
            Column("token", null=True, unique=True, only=PG),
        ),
        unique=(("match_id", "entry", "revision"),),
        indexes=(("records_by_match", ("match_id", "entry", "revision")),),
    ),
    # tournaments (core/referee/tournament.py): who plays, the seating of each round, and the
    # match of each table; the hands stay in the matches' records
    Table(
        "tournaments",
        (
            Column("id", primary_key=True),
            Column("title"),
            Column("rules"),
            Column("rounds", INT, check="rounds >= 1"),
            Column("preset", default=_DEFAULT_EMPTY),
            Column("options", default=_OBJECT),  # JSON object: the rule set's scoring options
            Column("match_options", default=_OBJECT),  # JSON object: every table's match options
            Column("created"),
            Column("ord", SERIAL, only=PG),
            Column("tiebreaks", default="'[]'"),  # JSON array of core.referee.tournament TIEBREAKS keys
            Column("place", default=_DEFAULT_EMPTY),
            Column("dates", default=_DEFAULT_EMPTY),
        ),
    ),
    Table(
        "tournament_players",
        (
            Column("tournament_id", references="tournaments(id)"),
            Column("number", INT, check="number >= 1"),
            Column("name"),
            Column("country", default=_DEFAULT_EMPTY),
            Column("ema", default=_DEFAULT_EMPTY),
            Column("wrc", default=_DEFAULT_EMPTY),
            Column("substitute", INT, default="0", check="substitute IN (0, 1)"),
            Column("first_name", default=_DEFAULT_EMPTY),  # as the players file gives them
            Column("last_name", default=_DEFAULT_EMPTY),
        ),
        primary_key=("tournament_id", "number"),
    ),
    Table(
        "tournament_rounds",
        (
            Column("tournament_id", references="tournaments(id)"),
            Column("round", INT, check="round >= 1"),
            Column("method"),
            Column("seated"),
            Column("closed", default=_DEFAULT_EMPTY),  # when the round was closed ('' while it is played)
            Column("time_called", INT, default="0"),  # closed on time: the unfinished tables end as they stand
        ),
        primary_key=("tournament_id", "round"),
    ),
    Table(
        "tournament_tables",
        (
            Column("tournament_id"),
            Column("round", INT),
            Column("table_no", INT, check="table_no >= 1"),
            Column("seats"),  # JSON array of player numbers, in seat order
            Column("match_id", unique=True, references="matches(id)"),
            Column("replaced", default=_OBJECT),  # JSON object: substitute -> the absent player
        ),
        primary_key=("tournament_id", "round", "table_no"),
        foreign_keys=((("tournament_id", "round"), "tournament_rounds(tournament_id, round)"),),
    ),
    # the stations of the server: each login's role and, for a scorer, its tournament and table
    Table(
        "stations",
        (
            Column("login", primary_key=True),
            Column("role", check="role IN ('scorer', 'referee', 'director')"),
            Column("tournament_id", default=_DEFAULT_EMPTY),
            Column("table_no", INT, default="0"),
        ),
        only=PG,
    ),
    # each match's result as its sheet last stood when written (SheetSummary), for standings read
    # without folding every sheet: used only while the match's records are the ones it was made
    # from and the match rules' code is the same (see MatchStore.summaries)
    Table(
        "sheet_summaries",
        (
            Column("match_id", primary_key=True, references="matches(id)"),
            Column("records", INT),
            Column("last_seq", BIGINT),
            Column("rules_code"),
            Column("summary"),
        ),
    ),
    # the trainer's answers (core/trainer/store.py): one row per question answered, only ever
    # added; a learner's Leitner boxes and progress are folded from them
    Table(
        "trainer_answers",
        (
            Column("seq", SERIAL, primary_key=True),
            Column("learner"),
            Column("rules"),
            Column("topic"),
            Column("seed", BIGINT),
            Column("question"),  # JSON object: the question as core.trainer Question.to_dict gives it
            Column("answer"),  # JSON object: the answer as read
            Column("correct", INT, check="correct IN (0, 1)"),
            Column("ms", INT, check="ms >= 0"),  # time from the question shown to the answer
            Column("differences", default="'[]'"),  # JSON array: each difference's kind and item
            Column("written"),
        ),
        indexes=(("trainer_answers_by_learner", ("learner", "seq")),),
    ),
)

#: SQLite's triggers: a record is never updated or deleted, a seated table is kept (the server's
#: own are in core.referee.pg_schema)
SQLITE_TRIGGERS: Final = (
    """CREATE TRIGGER records_never_updated BEFORE UPDATE ON records
       BEGIN SELECT RAISE(ABORT, 'a record is never overwritten: write a new revision'); END""",
    """CREATE TRIGGER records_never_deleted BEFORE DELETE ON records
       BEGIN SELECT RAISE(ABORT, 'a record is never deleted: write a tombstone'); END""",
    """CREATE TRIGGER tournament_tables_kept BEFORE DELETE ON tournament_tables
       BEGIN SELECT RAISE(ABORT, 'a seated table is kept: its match holds the hands'); END""",
)


def tables(dialect: str) -> tuple[Table, ...]:
    """The tables a store of ``dialect`` has, each with the columns it has there."""
    return tuple(
        replace(t, columns=tuple(c for c in t.columns if c.only in (None, dialect)))
        for t in TABLES
        if t.only in (None, dialect)
    )


def _column(c: Column, dialect: str) -> str:
    words = [c.name, _TYPES[dialect][c.type]]
    if c.primary_key:
        words.append("PRIMARY KEY")
        if c.type == SERIAL and dialect == SQLITE:
            words.append("AUTOINCREMENT")
    elif not c.null and c.type != SERIAL:  # (a serial is NOT NULL of itself)
        words.append("NOT NULL")
    if c.default is not None:
        words.append(f"DEFAULT {c.default}")
    if c.unique:
        words.append("UNIQUE")
    if c.check is not None:
        words.append(f"CHECK ({c.check})")
    if c.references is not None:
        words.append(f"REFERENCES {c.references}")
    return " ".join(words)


def create_table(table: Table, dialect: str) -> str:
    """The ``CREATE TABLE`` of ``table`` in ``dialect``."""
    lines = [_column(c, dialect) for c in table.columns]
    if table.primary_key:
        lines.append(f"PRIMARY KEY ({', '.join(table.primary_key)})")
    lines += [f"UNIQUE ({', '.join(u)})" for u in table.unique]
    lines += [f"FOREIGN KEY ({', '.join(cols)}) REFERENCES {target}" for cols, target in table.foreign_keys]
    body = ",\n    ".join(lines)
    return f"CREATE TABLE {table.name} (\n    {body}\n)" + (" STRICT" if dialect == SQLITE else "")


def _statements(dialect: str) -> tuple[str, ...]:
    out: list[str] = []
    for table in tables(dialect):
        out.append(create_table(table, dialect))
        out += [f"CREATE INDEX {name} ON {table.name} ({', '.join(cols)})" for name, cols in table.indexes]
    return tuple(out)


def sqlite_create() -> tuple[str, ...]:
    """The statements that make a new SQLite store's tables, indexes and triggers."""
    return (*_statements(SQLITE), *SQLITE_TRIGGERS)


def pg_tables() -> tuple[str, ...]:
    """The statements that make a new PostgreSQL store's tables and indexes (its functions,
    triggers and roles are the server's own: :mod:`core.referee.pg_schema`)."""
    return _statements(PG)
