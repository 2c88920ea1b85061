"""The SQLite store's schema: its version (``PRAGMA user_version``), its application id, and the
forward migrations (:data:`MIGRATIONS`) applied on open, in one transaction.

The migrations are the steps that brought each older version to the next, as they shipped: what
a step did to a store can never change. A new store is made from the tables' one description
instead (:func:`core.referee.store_schema.sqlite_create`), at the latest version in one go;
``tests/test_store_schema.py`` holds a new store and one migrated from every earlier version to
the same catalogue."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import Final

from core.referee.store_errors import E_NEWER_SCHEMA, store_error
from core.referee.store_schema import sqlite_create

#: ``PRAGMA application_id`` of a match store ("MJSC"): how the program knows its own file from
#: another program's SQLite database found at the store's path (that one is set aside untouched)
APPLICATION_ID: Final = 0x4D4A5343

_V1: Final = (
    """CREATE TABLE matches (
        id TEXT PRIMARY KEY,
        rules TEXT NOT NULL,
        players TEXT NOT NULL,              -- JSON array of the names (4, or 3), in seat order of the first hand
        preset TEXT NOT NULL DEFAULT '',
        options TEXT NOT NULL DEFAULT '{}', -- JSON object: the rule set's scoring options
        match_options TEXT NOT NULL DEFAULT '{}',
        title TEXT NOT NULL DEFAULT '',
        created TEXT NOT NULL
    ) STRICT""",
    """CREATE TABLE records (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        match_id TEXT NOT NULL REFERENCES matches(id),
        entry INTEGER NOT NULL,
        revision INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('win', 'draw', 'penalty', 'deleted')),
        data TEXT NOT NULL,                 -- JSON object: the record's body
        written TEXT NOT NULL,
        UNIQUE (match_id, entry, revision)
    ) STRICT""",
    """CREATE TRIGGER records_never_updated BEFORE UPDATE ON records
       BEGIN SELECT RAISE(ABORT, 'a record is never overwritten: write a new revision'); END""",
    """CREATE TRIGGER records_never_deleted BEFORE DELETE ON records
       BEGIN SELECT RAISE(ABORT, 'a record is never deleted: write a tombstone'); END""",
)

_V2: Final = (
    # why an edit or a delete was made, as the person who made it said
    "ALTER TABLE records ADD COLUMN reason TEXT NOT NULL DEFAULT ''",
    "CREATE INDEX records_by_match ON records (match_id, entry, revision)",
)

_V3: Final = (
    # tournaments (core/referee/tournament.py): who plays, the seating of each round, and the
    # match of each table; the hands stay in the matches' records
    """CREATE TABLE tournaments (
        id TEXT PRIMARY KEY,
        title TEXT NOT NULL,
        rules TEXT NOT NULL,
        rounds INTEGER NOT NULL CHECK (rounds >= 1),
        preset TEXT NOT NULL DEFAULT '',
        options TEXT NOT NULL DEFAULT '{}',         -- JSON object: the rule set's scoring options
        match_options TEXT NOT NULL DEFAULT '{}',   -- JSON object: every table's match options
        created TEXT NOT NULL
    ) STRICT""",
    """CREATE TABLE tournament_players (
        tournament_id TEXT NOT NULL REFERENCES tournaments(id),
        number INTEGER NOT NULL CHECK (number >= 1),
        name TEXT NOT NULL,
        country TEXT NOT NULL DEFAULT '',
        ema TEXT NOT NULL DEFAULT '',
        wrc TEXT NOT NULL DEFAULT '',
        substitute INTEGER NOT NULL DEFAULT 0 CHECK (substitute IN (0, 1)),
        PRIMARY KEY (tournament_id, number)
    ) STRICT""",
    """CREATE TABLE tournament_rounds (
        tournament_id TEXT NOT NULL REFERENCES tournaments(id),
        round INTEGER NOT NULL CHECK (round >= 1),
        method TEXT NOT NULL,
        seated TEXT NOT NULL,
        closed TEXT NOT NULL DEFAULT '',            -- when the round was closed ('' while it is played)
        time_called INTEGER NOT NULL DEFAULT 0,     -- closed on time: the unfinished tables end as they stand
        PRIMARY KEY (tournament_id, round)
    ) STRICT""",
    """CREATE TABLE tournament_tables (
        tournament_id TEXT NOT NULL,
        round INTEGER NOT NULL,
        table_no INTEGER NOT NULL CHECK (table_no >= 1),
        seats TEXT NOT NULL,                        -- JSON array of player numbers, in seat order
        match_id TEXT NOT NULL UNIQUE REFERENCES matches(id),
        PRIMARY KEY (tournament_id, round, table_no),
        FOREIGN KEY (tournament_id, round) REFERENCES tournament_rounds(tournament_id, round)
    ) STRICT""",
    """CREATE TRIGGER tournament_tables_kept BEFORE DELETE ON tournament_tables
       BEGIN SELECT RAISE(ABORT, 'a seated table is kept: its match holds the hands'); END""",
)

_V4: Final = (
    # a tournament's tiebreaks after table points and score (JSON array of core.referee.tournament
    # TIEBREAKS keys), and whom each substitute at a table sat for (JSON object: substitute -> absent)
    "ALTER TABLE tournaments ADD COLUMN tiebreaks TEXT NOT NULL DEFAULT '[]'",
    "ALTER TABLE tournament_tables ADD COLUMN replaced TEXT NOT NULL DEFAULT '{}'",
    # each match's result as its sheet last stood when written (SheetSummary), for standings read
    # without folding every sheet: used only while the match's records are the ones it was made
    # from and the match rules' code is the same (see MatchStore.summaries)
    """CREATE TABLE sheet_summaries (
        match_id TEXT PRIMARY KEY REFERENCES matches(id),
        records INTEGER NOT NULL,
        last_seq INTEGER NOT NULL,
        rules_code TEXT NOT NULL,
        summary TEXT NOT NULL
    ) STRICT""",
)

_V5: Final = (
    # a player's first and last name as the players file gives them (the EMA and WRC results keep
    # them apart: a name split at its last space made "Anna van der" / "Berg"), and where and when
    # the tournament is played (the results' head)
    "ALTER TABLE tournament_players ADD COLUMN first_name TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE tournament_players ADD COLUMN last_name TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE tournaments ADD COLUMN place TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE tournaments ADD COLUMN dates TEXT NOT NULL DEFAULT ''",
)

_V6: Final = (
    # the trainer's answers (core/trainer/store.py): one row per question answered, only ever
    # added; a learner's Leitner boxes and progress are folded from them
    """CREATE TABLE trainer_answers (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        learner TEXT NOT NULL,
        rules TEXT NOT NULL,
        topic TEXT NOT NULL,
        seed INTEGER NOT NULL,
        question TEXT NOT NULL,
        answer TEXT NOT NULL,
        correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
        ms INTEGER NOT NULL CHECK (ms >= 0),
        differences TEXT NOT NULL DEFAULT '[]',
        written TEXT NOT NULL
    ) STRICT""",
    "CREATE INDEX trainer_answers_by_learner ON trainer_answers (learner, seq)",
)

#: the schema version from which the store keeps each match's summary
SUMMARIES_SINCE: Final = 4

#: the forward migrations: migration ``n`` takes a store of schema version ``n - 1`` to ``n``
#: (version 0 is an empty file). Append only; never change one that has shipped.
MIGRATIONS: Final[tuple[tuple[str, ...], ...]] = (_V1, _V2, _V3, _V4, _V5, _V6)


def schema_version(migrations: Sequence[Sequence[str]] = MIGRATIONS) -> int:
    """The schema version this program writes."""
    return len(migrations)


def migrate(conn: sqlite3.Connection, migrations: Sequence[Sequence[str]] = MIGRATIONS, upto: int | None = None) -> int:
    """Apply the migrations a store lacks, up to ``upto`` (default: all), in one transaction
    with the new ``user_version``; the version reached. The connection must be in autocommit
    mode (``isolation_level=None``)."""
    target = len(migrations) if upto is None else upto
    conn.execute("BEGIN IMMEDIATE")
    try:
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if version > len(migrations):
            raise store_error(E_NEWER_SCHEMA, "store_newer_schema", version=version, known=len(migrations))
        start = version
        if (
            version == 0
            and target >= len(MIGRATIONS)
            and tuple(map(tuple, migrations[: len(MIGRATIONS)])) == MIGRATIONS
        ):
            for statement in sqlite_create():  # (a new store: made from the description, at the latest version)
                conn.execute(statement)
            start = len(MIGRATIONS)
        for n in range(start, target):
            for statement in migrations[n]:
                conn.execute(statement)
        if target > version:
            conn.execute(f"PRAGMA user_version = {int(target)}")
        if int(conn.execute("PRAGMA application_id").fetchone()[0]) != APPLICATION_ID:
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")  # (a store written before the id)
        conn.execute("COMMIT")
        return max(version, target)
    except BaseException:
        conn.execute("ROLLBACK")
        raise
