"""The PostgreSQL store's schema: its version, the steps that brought each older version to the
next as they shipped (:data:`PG_MIGRATIONS`), and the server's own rules, which only PostgreSQL
has (its functions and triggers: :data:`SERVER_RULES`; the roles and row-level security are
given by :meth:`core.referee.pg_store.PgStore.setup_roles`).

A new store's tables are made from their one description (:mod:`core.referee.store_schema`), with
the server's rules after them (:func:`pg_create`); a store of an older version is brought forward
by the steps, which never change once shipped. ``tests/test_store_schema.py`` holds the two to
the same catalogue, and to the SQLite store's tables.

The server's rules are written once, here, and both a new store and the step that first made them
run that text: a change to one is a new version's step (``CREATE OR REPLACE``), never an edit of
the text an older step ran.
"""

from __future__ import annotations

from typing import Final

from core.referee.store_schema import pg_tables

#: the schema version of the PostgreSQL store (its tables are the SQLite store's version 6, with
#: the stations of version 2, the server's own checks of version 4 and the trainer's answers of 5)
PG_SCHEMA_VERSION: Final = 5
#: the bounds the server holds every record to (:data:`SERVER_RULES`): an entry's
#: number and revision, its data's length and every number in it, its reason's length
MAX_ENTRY: Final = 100_000
MAX_REVISION: Final = 10_000
MAX_DATA: Final = 1_000_000
MAX_REASON: Final = 2_000
MAX_NUMBER: Final = 1_000_000_000

# --- the server's own rules (PostgreSQL's text alone) ------------------------------------------

#: a record is never updated or deleted (version 1)
_RECORDS_KEPT: Final = (
    """CREATE FUNCTION records_never_changed() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'a record is never overwritten or deleted: write a new revision or a tombstone'; END $$""",
    """CREATE TRIGGER records_kept BEFORE UPDATE OR DELETE ON records
       FOR EACH ROW EXECUTE FUNCTION records_never_changed()""",
)

#: the server checks what a station writes, whatever program sends it (the trigger
#: records_checked): entry numbers and revisions next on their sheet and bounded, the data JSON
#: that the server can read with its numbers bounded, no scorer's entry on a closed round's
#: tables; a blank reason said as the program says it (mjscore_blank); a match is never changed
#: (version 4). ``{unseen}`` is the characters that show nothing, quoted by the server.
_SERVER_CHECKS: Final = (
    """CREATE FUNCTION mjscore_blank(t TEXT) RETURNS boolean IMMUTABLE LANGUAGE sql
        AS $$ SELECT translate(t, {unseen}, '') = '' $$""",
    f"""CREATE FUNCTION records_checked() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
            last INTEGER;
            doc JSONB;
            round_closed TEXT;
        BEGIN
            IF NEW.entry NOT BETWEEN 1 AND {MAX_ENTRY} OR NEW.revision NOT BETWEEN 1 AND {MAX_REVISION} THEN
                RAISE EXCEPTION USING ERRCODE = 'check_violation', MESSAGE = format(
                    'entry %s revision %s is out of range (entries 1 to {MAX_ENTRY}, revisions 1 to {MAX_REVISION})',
                    NEW.entry, NEW.revision);
            END IF;
            IF NEW.revision = 1 THEN
                SELECT max(entry) INTO last FROM records WHERE match_id = NEW.match_id;
                IF NEW.entry <> coalesce(last, 0) + 1 THEN
                    RAISE EXCEPTION USING ERRCODE = 'check_violation', MESSAGE = format(
                        'a new entry of match %s is number %s, not %s', NEW.match_id, coalesce(last, 0) + 1,
                        NEW.entry);
                END IF;
            ELSE
                SELECT max(revision) INTO last FROM records WHERE match_id = NEW.match_id AND entry = NEW.entry;
                IF last IS NULL OR NEW.revision <> last + 1 THEN
                    RAISE EXCEPTION USING ERRCODE = 'check_violation', MESSAGE = format(
                        'the next revision of entry %s of match %s is %s, not %s', NEW.entry, NEW.match_id,
                        coalesce(last, 0) + 1, NEW.revision);
                END IF;
            END IF;
            IF length(NEW.data) > {MAX_DATA} OR length(NEW.reason) > {MAX_REASON} THEN
                RAISE EXCEPTION USING ERRCODE = 'check_violation', MESSAGE =
                    'an entry holds at most {MAX_DATA} characters, and its reason {MAX_REASON}';
            END IF;
            BEGIN
                doc := NEW.data::jsonb;
            EXCEPTION WHEN others THEN
                RAISE EXCEPTION USING ERRCODE = 'check_violation', MESSAGE = 'the entry is not data the store keeps: '
                    || SQLERRM;
            END;
            IF jsonb_path_exists(doc, 'strict $.** ? (@.type() == "number" && (@ > {MAX_NUMBER} || @ < -{MAX_NUMBER}))')
            THEN
                RAISE EXCEPTION USING ERRCODE = 'check_violation', MESSAGE =
                    'a number in the entry is out of range (at most {MAX_NUMBER:,} either way)';
            END IF;
            SELECT r.closed INTO round_closed FROM tournament_tables t JOIN tournament_rounds r
                ON r.tournament_id = t.tournament_id AND r.round = t.round
                WHERE t.match_id = NEW.match_id AND r.closed <> '';
            IF round_closed IS NOT NULL AND EXISTS (
                    SELECT 1 FROM stations s WHERE s.login = session_user AND s.role = 'scorer') THEN
                RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege', MESSAGE = format(
                    'the round of match %s was closed at %s: only a referee or the director adds to it now',
                    NEW.match_id, round_closed);
            END IF;
            RETURN NEW;
        END $$""",
    """CREATE TRIGGER records_checked BEFORE INSERT ON records FOR EACH ROW EXECUTE FUNCTION records_checked()""",
    """CREATE FUNCTION matches_never_changed() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',
            MESSAGE = 'a match is never changed or deleted once made'; END $$""",
    """CREATE TRIGGER matches_kept BEFORE UPDATE OR DELETE ON matches
        FOR EACH ROW EXECUTE FUNCTION matches_never_changed()""",
)

#: the roles' groups made before version 4 may lock a match's row (see PgStore.setup_roles)
_GRANT_ORD: Final = """DO $$ DECLARE g TEXT; BEGIN
        FOR g IN SELECT rolname FROM pg_roles WHERE rolname IN (current_database() || '_scorer',
                current_database() || '_referee', current_database() || '_director') LOOP
            EXECUTE format('GRANT UPDATE (ord) ON matches TO %I', g);
        END LOOP; END $$"""

#: the server's functions and triggers as this program's version has them
SERVER_RULES: Final = (*_RECORDS_KEPT, *_SERVER_CHECKS, _GRANT_ORD)

# --- the steps, as they shipped -------------------------------------------------------------------

#: version 1: the SQLite store's tables of its version 3, with the order of matches and
#: tournaments (``ord``) and each record's write token
_V1: Final = (
    """CREATE TABLE matches (
        id TEXT PRIMARY KEY,
        rules TEXT NOT NULL,
        players TEXT NOT NULL,
        preset TEXT NOT NULL DEFAULT '',
        options TEXT NOT NULL DEFAULT '{}',
        match_options TEXT NOT NULL DEFAULT '{}',
        title TEXT NOT NULL DEFAULT '',
        created TEXT NOT NULL,
        ord BIGSERIAL
    )""",
    """CREATE TABLE records (
        seq BIGSERIAL PRIMARY KEY,
        match_id TEXT NOT NULL REFERENCES matches(id),
        entry INTEGER NOT NULL,
        revision INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('win', 'draw', 'penalty', 'deleted')),
        data TEXT NOT NULL,
        written TEXT NOT NULL,
        reason TEXT NOT NULL DEFAULT '',
        token TEXT UNIQUE,
        UNIQUE (match_id, entry, revision)
    )""",
    "CREATE INDEX records_by_match ON records (match_id, entry, revision)",
    *_RECORDS_KEPT,
    """CREATE TABLE tournaments (
        id TEXT PRIMARY KEY,
        title TEXT NOT NULL,
        rules TEXT NOT NULL,
        rounds INTEGER NOT NULL CHECK (rounds >= 1),
        preset TEXT NOT NULL DEFAULT '',
        options TEXT NOT NULL DEFAULT '{}',
        match_options TEXT NOT NULL DEFAULT '{}',
        created TEXT NOT NULL,
        ord BIGSERIAL
    )""",
    """CREATE TABLE tournament_players (
        tournament_id TEXT NOT NULL REFERENCES tournaments(id),
        number INTEGER NOT NULL CHECK (number >= 1),
        name TEXT NOT NULL,
        country TEXT NOT NULL DEFAULT '',
        ema TEXT NOT NULL DEFAULT '',
        wrc TEXT NOT NULL DEFAULT '',
        substitute INTEGER NOT NULL DEFAULT 0 CHECK (substitute IN (0, 1)),
        PRIMARY KEY (tournament_id, number)
    )""",
    """CREATE TABLE tournament_rounds (
        tournament_id TEXT NOT NULL REFERENCES tournaments(id),
        round INTEGER NOT NULL CHECK (round >= 1),
        method TEXT NOT NULL,
        seated TEXT NOT NULL,
        closed TEXT NOT NULL DEFAULT '',
        time_called INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (tournament_id, round)
    )""",
    """CREATE TABLE tournament_tables (
        tournament_id TEXT NOT NULL,
        round INTEGER NOT NULL,
        table_no INTEGER NOT NULL CHECK (table_no >= 1),
        seats TEXT NOT NULL,
        match_id TEXT NOT NULL UNIQUE REFERENCES matches(id),
        PRIMARY KEY (tournament_id, round, table_no),
        FOREIGN KEY (tournament_id, round) REFERENCES tournament_rounds(tournament_id, round)
    )""",
)

#: the forward steps: step ``n`` takes a store of version ``n - 1`` to ``n`` (version 0: no tables).
#: Append only; never change one that has shipped.
PG_MIGRATIONS: Final = (
    _V1,
    # 2: the stations: each login's role and, for a scorer, its tournament and table number
    (
        """CREATE TABLE stations (
        login TEXT PRIMARY KEY,
        role TEXT NOT NULL CHECK (role IN ('scorer', 'referee', 'director')),
        tournament_id TEXT NOT NULL DEFAULT '',
        table_no INTEGER NOT NULL DEFAULT 0
    )""",
    ),
    # 3: a tournament's tiebreaks, whom each substitute sat for, and the summaries of the
    # tables of closed rounds (the SQLite store's version 4)
    (
        "ALTER TABLE tournaments ADD COLUMN tiebreaks TEXT NOT NULL DEFAULT '[]'",
        "ALTER TABLE tournament_tables ADD COLUMN replaced TEXT NOT NULL DEFAULT '{}'",
        """CREATE TABLE sheet_summaries (
        match_id TEXT PRIMARY KEY REFERENCES matches(id),
        records INTEGER NOT NULL,
        last_seq BIGINT NOT NULL,
        rules_code TEXT NOT NULL,
        summary TEXT NOT NULL
    )""",
    ),
    # 4: the server checks what a station writes, whatever program sends it (the trigger
    # records_checked): entry numbers and revisions next on their sheet and bounded, the data
    # JSON that the server can read with its numbers bounded, no scorer's entry on a closed
    # round's tables; a blank reason said as the program says it (mjscore_blank); a match's
    # writes put in order by a lock on its row (a lock that needs the right to write, which an
    # advisory lock does not: any login could hold one); a match is never changed
    (
        *_SERVER_CHECKS,
        # a player's first and last name as given, where and when the tournament is played (the
        # SQLite store's version 5)
        "ALTER TABLE tournament_players ADD COLUMN first_name TEXT NOT NULL DEFAULT ''",
        "ALTER TABLE tournament_players ADD COLUMN last_name TEXT NOT NULL DEFAULT ''",
        "ALTER TABLE tournaments ADD COLUMN place TEXT NOT NULL DEFAULT ''",
        "ALTER TABLE tournaments ADD COLUMN dates TEXT NOT NULL DEFAULT ''",
        _GRANT_ORD,
    ),
    # 5: the trainer's answers (the SQLite store's version 6): the same table, so that the two
    # stores stay one description; no station is granted a write to it (a learner's answers
    # stay on the learner's machine)
    (
        """CREATE TABLE trainer_answers (
        seq BIGSERIAL PRIMARY KEY,
        learner TEXT NOT NULL,
        rules TEXT NOT NULL,
        topic TEXT NOT NULL,
        seed BIGINT NOT NULL,
        question TEXT NOT NULL,
        answer TEXT NOT NULL,
        correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
        ms INTEGER NOT NULL CHECK (ms >= 0),
        differences TEXT NOT NULL DEFAULT '[]',
        written TEXT NOT NULL
    )""",
        "CREATE INDEX trainer_answers_by_learner ON trainer_answers (learner, seq)",
    ),
)


def pg_create() -> tuple[str, ...]:
    """The statements that make a new store at :data:`PG_SCHEMA_VERSION`: its tables from their
    description, then the server's rules."""
    return (*pg_tables(), *SERVER_RULES)
