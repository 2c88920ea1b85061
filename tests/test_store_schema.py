"""The store's tables are described once (core/referee/store_schema.py) and both stores are made
from that description; the steps that brought older stores forward stay as they shipped
(core/referee/sqlite_schema.py, core/referee/pg_schema.py). Here both stores are made new and
by migrating from every earlier version, and their catalogues compared: tables, columns, types,
defaults, keys, indexes, checks, triggers (and on the server its functions and sequences).

- a new store and a migrated one are the same, in each dialect;
- the SQLite store and the server's agree on every table and column they share, once the
  differences the description documents are set aside (:data:`PG_ONLY`, the types).
"""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from core.model.names import unseen_characters
from core.referee.pg_schema import PG_MIGRATIONS, PG_SCHEMA_VERSION
from core.referee.records import Store
from core.referee.sqlite_schema import APPLICATION_ID, MIGRATIONS

#: what only the server has, as core/referee/store_schema.py says: the order of matches and
#: tournaments, each record's write token, the stations, and its version table
PG_ONLY: dict[str, set[str]] = {"matches": {"ord"}, "tournaments": {"ord"}, "records": {"token"}}
PG_ONLY_TABLES = {"stations", "mjscore_schema"}

# --- SQLite's catalogue ---------------------------------------------------------------------------


def _checks(sql: str) -> list[str]:
    """The expressions of the CHECK constraints in a table's SQL, their spaces made one."""
    found = []
    for m in re.finditer(r"\bCHECK\s*\(", sql, re.I):
        depth, i = 1, m.end()
        while depth:
            depth += {"(": 1, ")": -1}.get(sql[i], 0)
            i += 1
        found.append(" ".join(sql[m.end() : i - 1].split()))
    return sorted(found)


def sqlite_catalogue(path: Path) -> dict[str, Any]:
    conn = sqlite3.connect(path)
    try:
        q = lambda sql, *p: conn.execute(sql, p).fetchall()  # noqa: E731
        out: dict[str, Any] = {
            "version": q("PRAGMA user_version")[0][0],
            "application_id": q("PRAGMA application_id")[0][0],
            "triggers": {
                n: (t, " ".join(s.split()))
                for n, t, s in q("SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'trigger'")
            },
        }
        tables: dict[str, Any] = {}
        for name, sql in q("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%'"):
            strict = [r[5] for r in q("PRAGMA table_list") if r[1] == name][0]
            columns = [(r[1], r[2], bool(r[3]), r[4], r[5]) for r in q(f"PRAGMA table_xinfo({name})")]
            fks: dict[int, list[Any]] = {}
            for r in q(f"PRAGMA foreign_key_list({name})"):
                fks.setdefault(r[0], []).append((r[3], r[2], r[4]))
            indexes = []
            for _seq, iname, unique, origin, _partial in q(f"PRAGMA index_list({name})"):
                cols = tuple(r[2] for r in q(f"PRAGMA index_info({iname})"))
                indexes.append((origin, iname if origin == "c" else "", cols, bool(unique)))
            tables[name] = {
                "strict": bool(strict),
                "autoincrement": "AUTOINCREMENT" in sql.upper(),
                "columns": columns,
                "foreign_keys": sorted(
                    (tuple(f for f, _, _ in v), v[0][1], tuple(t for _, _, t in v)) for v in fks.values()
                ),
                "indexes": sorted(indexes),
                "checks": _checks(sql),
            }
        out["tables"] = tables
        return out
    finally:
        conn.close()


def sqlite_store_at(path: Path, version: int) -> None:
    """A store as the program of schema ``version`` made it: every step up to it, in order."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    for step in MIGRATIONS[:version]:
        for statement in step:
            conn.execute(statement)
    conn.execute(f"PRAGMA user_version = {version}")
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.close()


@pytest.fixture(scope="module")
def sqlite_new(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    path = tmp_path_factory.mktemp("new") / "matches.sqlite3"
    with Store(path) as store:
        assert store.version == len(MIGRATIONS)
    return sqlite_catalogue(path)


@pytest.mark.parametrize("version", range(1, len(MIGRATIONS) + 1))
def test_a_migrated_sqlite_store_is_a_new_one(version: int, tmp_path: Path, sqlite_new: dict[str, Any]) -> None:
    path = tmp_path / "matches.sqlite3"
    sqlite_store_at(path, version)
    with Store(path) as store:
        assert store.version == len(MIGRATIONS) and store.notice is None
    assert sqlite_catalogue(path) == sqlite_new


def test_every_sqlite_table_is_strict(sqlite_new: dict[str, Any]) -> None:
    assert all(t["strict"] for t in sqlite_new["tables"].values())
    assert {n for n, t in sqlite_new["tables"].items() if t["autoincrement"]} == {"records", "trainer_answers"}


# --- the server's catalogue ---------------------------------------------------------------------


def pg_catalogue(url: str) -> dict[str, Any]:
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        q = lambda sql, *p: conn.execute(sql, p).fetchall()  # noqa: E731
        tables: dict[str, Any] = {}
        for (name,) in q("SELECT tablename FROM pg_tables WHERE schemaname = 'public'"):
            columns = q(
                "SELECT a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, "
                "pg_get_expr(d.adbin, d.adrelid) FROM pg_attribute a LEFT JOIN pg_attrdef d "
                "ON d.adrelid = a.attrelid AND d.adnum = a.attnum WHERE a.attrelid = %s::regclass "
                "AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum",
                name,
            )
            constraints = q(
                "SELECT conname, contype::text, pg_get_constraintdef(oid) FROM pg_constraint "
                "WHERE conrelid = %s::regclass ORDER BY conname",
                name,
            )
            indexes = q(
                "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = %s "
                "ORDER BY indexname",
                name,
            )
            tables[name] = {
                "columns": [tuple(c) for c in columns],
                "constraints": [tuple(c) for c in constraints],
                "indexes": [tuple(i) for i in indexes],
            }
        return {
            "version": q("SELECT version FROM mjscore_schema")[0][0],
            "tables": tables,
            "triggers": sorted(
                tuple(r)
                for r in q(
                    "SELECT tgname, pg_get_triggerdef(oid) FROM pg_trigger WHERE NOT tgisinternal "
                    "AND tgrelid::regclass::text IN (SELECT tablename FROM pg_tables WHERE schemaname = 'public')"
                )
            ),
            "functions": sorted(
                tuple(r)
                for r in q(
                    "SELECT p.proname, pg_get_functiondef(p.oid) FROM pg_proc p JOIN pg_namespace n "
                    "ON n.oid = p.pronamespace WHERE n.nspname = 'public'"
                )
            ),
            "sequences": sorted(r[0] for r in q("SELECT sequencename FROM pg_sequences WHERE schemaname = 'public'")),
        }


def pg_store_at(url: str, version: int) -> None:
    """A database as the program of schema ``version`` made it: every step up to it, in order."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        unseen = conn.execute("SELECT quote_literal(%s::text)", (unseen_characters().replace("\x00", ""),))
        literal = unseen.fetchone()[0]  # type: ignore[index]
        conn.execute("CREATE TABLE mjscore_schema (version INTEGER NOT NULL)")
        for step in PG_MIGRATIONS[:version]:
            for statement in step:
                conn.execute(statement.replace("{unseen}", literal))
        conn.execute("INSERT INTO mjscore_schema (version) VALUES (%s)", (version,))


@pytest.fixture(scope="module")
def pg_new(pg_server: Any) -> dict[str, Any]:
    from core.referee.pg_store import PgStore

    url = pg_server.new_database()
    with PgStore(url) as store:
        assert store.version == PG_SCHEMA_VERSION
    return pg_catalogue(url)


@pytest.mark.parametrize("version", range(1, PG_SCHEMA_VERSION + 1))
def test_a_migrated_server_store_is_a_new_one(version: int, pg_server: Any, pg_new: dict[str, Any]) -> None:
    from core.referee.pg_store import PgStore

    url = pg_server.new_database()
    pg_store_at(url, version)
    with PgStore(url) as store:
        assert store.version == PG_SCHEMA_VERSION
    assert pg_catalogue(url) == pg_new


# --- the two dialects agree ---------------------------------------------------------------------

_TYPES = {"integer": "INTEGER", "bigint": "INTEGER", "text": "TEXT", "INTEGER": "INTEGER", "TEXT": "TEXT"}


def _cols(text: str) -> tuple[str, ...]:
    return tuple(c.strip() for c in text.split(","))


def _check_terms(expression: str, columns: set[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A check as both dialects can be compared on: the columns it names and the values in it
    (the server writes ``kind IN ('win', ...)`` as ``kind = ANY (ARRAY['win'::text, ...])``)."""
    words = re.findall(r"'[^']*'|\b\w+\b", expression.replace("::text", ""))
    return tuple(sorted({w for w in words if w in columns})), tuple(
        sorted(w for w in words if w.startswith("'") or w.isdigit())
    )


def sqlite_shared(cat: dict[str, Any]) -> dict[str, Any]:
    out = {}
    for name, t in cat["tables"].items():
        names = {c[0] for c in t["columns"]}
        out[name] = {
            "columns": [(n, _TYPES[ty], bool(nn or pk), d) for n, ty, nn, d, pk in t["columns"]],
            "primary_key": tuple(c[0] for c in sorted((c for c in t["columns"] if c[4]), key=lambda c: c[4])),
            "unique": sorted(cols for origin, _, cols, _u in t["indexes"] if origin == "u"),
            "indexes": sorted((n, cols, u) for origin, n, cols, u in t["indexes"] if origin == "c"),
            "foreign_keys": t["foreign_keys"],
            "checks": sorted(_check_terms(c, names) for c in t["checks"]),
        }
    return out


def pg_shared(cat: dict[str, Any]) -> dict[str, Any]:
    out = {}
    for name, t in cat["tables"].items():
        if name in PG_ONLY_TABLES:
            continue
        only = PG_ONLY.get(name, set())
        names = {c[0] for c in t["columns"]}
        defs = {kind: [d for _, k, d in t["constraints"] if k == kind] for kind in "pufc"}
        backing = {n for n, _, _ in t["constraints"]}
        fks = []
        for d in defs["f"]:
            m = re.fullmatch(r"FOREIGN KEY \((.*)\) REFERENCES (\w+)\((.*)\)", d)
            assert m is not None, d
            fks.append((_cols(m[1]), m[2], _cols(m[3])))
        indexes = []
        for iname, idef in t["indexes"]:
            if iname in backing:
                continue
            m = re.search(r"USING btree \((.*)\)", idef)
            assert m is not None, idef
            indexes.append((iname, _cols(m[1]), idef.startswith("CREATE UNIQUE")))
        out[name] = {
            "columns": [
                (n, _TYPES[ty], nn, None if d is None or d.startswith("nextval(") else d.replace("::text", ""))
                for n, ty, nn, d in t["columns"]
                if n not in only
            ],
            "primary_key": next(_cols(d[len("PRIMARY KEY (") : -1]) for d in defs["p"]),
            "unique": sorted(
                cols for cols in (_cols(d[len("UNIQUE (") : -1]) for d in defs["u"]) if not set(cols) & only
            ),
            "indexes": sorted(indexes),
            "foreign_keys": sorted(fks),
            "checks": sorted(_check_terms(d, names) for d in defs["c"]),
        }
    return out


def test_the_two_stores_agree(sqlite_new: dict[str, Any], pg_new: dict[str, Any]) -> None:
    sqlite, pg = sqlite_shared(sqlite_new), pg_shared(pg_new)
    assert sorted(sqlite) == sorted(pg)
    for name in sqlite:
        assert sqlite[name] == pg[name], name
    # (the documented differences are there, and are all there is)
    for name, columns in PG_ONLY.items():
        assert columns <= {c[0] for c in pg_new["tables"][name]["columns"]}
    assert PG_ONLY_TABLES <= set(pg_new["tables"])
