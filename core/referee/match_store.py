"""The match store's logic, the same on every back end (:class:`MatchStore`): matches, their
records written as revisions and folded into sheets, tournaments' transactions. The back ends
are :class:`core.referee.records.Store` (SQLite) and :class:`core.referee.pg_store.PgStore`."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import replace
from fractions import Fraction
from typing import Any, Final, TypeVar

from core.engine.match_rules import PLAYERS, Body, Draw, Match, MatchRules, Penalty, WinHand, as_pairs, refused
from core.model.errors import HandError
from core.referee.match import (
    Entry,
    Revision,
    Sheet,
    WinInput,
    build_sheet,
    canonical_json,
    extend_sheet,
    headless_sheet,
    kind_of,
)
from core.referee.match_win import rescore, same_score, score_wins
from core.referee.store_errors import (
    E_DAMAGED,
    E_DAMAGED_MATCH,
    E_DELETED,
    E_NO_ENTRY,
    E_NOT_ENTRY,
    E_STALE,
    E_STALE_SHEET,
    E_UNKNOWN_MATCH,
    E_UNKNOWN_MATCH_LATEST,
    StoreError,
    store_error,
)
from core.referee.store_files import StoreNotice
from core.referee.store_rows import (
    E_MATCH_OVER_OF,
    Conn,
    SheetSummary,
    _checked_body,
    _checked_data,
    _head_json,
    _now,
    _rules_of,
    _seats_of,
    _state_of,
    _why,
    _with_head,
    insert_match,
    new_match,
    rules_code,
)

T = TypeVar("T")


class MatchStore:
    """The match store's logic, the same on every back end: matches, their records written as
    revisions and folded into sheets (kept while their records are unchanged), tournaments'
    transactions. A back end (:class:`Store`: SQLite; :class:`core.referee.pg_store.PgStore`:
    PostgreSQL) gives the connection, the transactions, and the few statements that differ."""

    #: where the store is, as messages name it (a file, or a server with no password)
    path: Any
    #: set when the file found at the store's path was set aside on open (SQLite only)
    notice: StoreNotice | None = None
    #: the token the next write is to carry (:meth:`add`'s ``token``)
    _next_token: str | None = None
    #: the store can be read but not written here
    read_only: bool = False
    #: the column that orders rows in the order written (SQLite's rowid)
    _ORDER: str = "rowid"
    #: each match's sheet as last read or written here, with what it was built from: kept
    #: while the match's records are the same (their count and last sequence number, read in
    #: the transaction that uses it; records are only ever added), so that an add folds one
    #: entry, not the whole sheet, and a sheet read again is not built again
    _sheets: dict[str, tuple[tuple[int, int], Sheet, tuple[Revision, ...]]]

    def _transaction(self, work: Callable[[Conn], T], write: bool = True) -> T:
        """``work`` in one transaction: a write excludes the other writers it could clash with."""
        raise NotImplementedError

    def _insert_record(self, conn: Conn, values: tuple[Any, ...]) -> int:
        """Insert a record (match_id, entry, revision, kind, data, written, reason); its seq."""
        raise NotImplementedError

    def _lock_match(self, conn: Conn, match_id: str) -> None:
        """Hold the match against other writers until the transaction ends (SQLite's write
        transaction holds the whole file already)."""

    def close(self) -> None:
        raise NotImplementedError

    def __enter__(self) -> MatchStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def transaction(self, work: Callable[[Conn], T], write: bool = True) -> T:
        """``work`` in one transaction of the store (for the layers that keep more than matches
        in it: :mod:`core.referee.tournament_store`)."""
        return self._transaction(work, write)

    def sheet_in(self, conn: Conn, match_id: str) -> Sheet:
        """A match's sheet read in the transaction of ``conn``."""
        return self._current(conn, match_id)[1]

    def _keeps_summaries(self) -> bool:
        """Whether this store keeps matches' :class:`SheetSummary` (the SQLite store from schema
        4, the server's from its schema 3)."""
        return False

    #: whether every write keeps its match's summary (the SQLite store); on a server, where a
    #: scorer station may not write one, the director's closing of a round keeps its tables'
    #: (:meth:`keep_summaries_in`), and the standings fold the tables of a round in play
    _SUMMARY_EACH_WRITE = False
    #: the statement that keeps a summary, in the store's SQL
    _SUMMARY_UPSERT = (
        "INSERT OR REPLACE INTO sheet_summaries (match_id, records, last_seq, rules_code, summary) "
        "VALUES (?, ?, ?, ?, ?)"
    )

    def _keep_summary(self, conn: Conn, match_id: str, marker: tuple[int, int], sheet: Sheet) -> None:
        """Keep a match's summary as its sheet stands after a write (where every write keeps one)."""
        if self._SUMMARY_EACH_WRITE and self._keeps_summaries():
            self._upsert_summary(conn, match_id, marker, sheet)

    def _upsert_summary(self, conn: Conn, match_id: str, marker: tuple[int, int], sheet: Sheet) -> None:
        head = _head_json(
            sheet.state,
            max((*(r.entry for r in sheet.rows), *sheet.deleted), default=0),
            sheet.deleted,
            sheet.revisions,
        )
        conn.execute(
            self._SUMMARY_UPSERT,
            (match_id, marker[0], marker[1], rules_code(sheet.match.rules), _with_head(SheetSummary.of(sheet), head)),
        )

    def _head_of(self, conn: Conn, match_id: str) -> tuple[tuple[int, int], Sheet, SheetSummary, int] | None:
        """Where a match's sheet stands, read from its kept summary without its records (the
        fold's last state, its last entry number, its deleted entries, the revisions it stands
        on): only where every write keeps one, and the summary is of the records as they are and
        of this program's match rules. A sheet of no rows: enough to add an entry after them."""
        if not (self._SUMMARY_EACH_WRITE and self._keeps_summaries()):
            return None
        row = conn.execute(
            "SELECT records, last_seq, rules_code, summary FROM sheet_summaries WHERE match_id = ?", (match_id,)
        ).fetchone()
        if row is None:
            return None
        marker = self._marker(conn, match_id)
        match = self._load_match(conn, match_id)
        if (int(row[0]), int(row[1])) != marker or not row[2] or row[2] != rules_code(match.rules):
            return None
        try:
            head = json.loads(row[3]).get("head")
            if not isinstance(head, dict):
                return None
            state = _state_of(head["state"], len(match.players))
            deleted = tuple(int(x) for x in head["deleted"])
            sheet = headless_sheet(match, state, _rules_of(match.rules), deleted, int(head["revisions"]))
            return marker, sheet, SheetSummary.from_json(row[3]), int(head["max_entry"])
        except (ValueError, TypeError, KeyError, IndexError, AttributeError, HandError):
            return None  # (a summary that cannot be read: the sheet is folded from its records)

    def _add_on_head(
        self,
        conn: Conn,
        match_id: str,
        head: tuple[tuple[int, int], Sheet, SheetSummary, int],
        make: Callable[[Match, MatchRules, Sheet, int], Body | None],
        expected_sheet: int | None,
    ) -> Revision:
        """A new entry added from the match's kept head (:meth:`_head_of`), its records unread:
        the fold one step further from the last state, the summary and head kept anew. A fresh
        program's add to a long sheet reads what it writes, not the sheet."""
        (count, _last), sheet, summary, last_entry = head
        match = sheet.match
        rules = _rules_of(match.rules)
        if expected_sheet is not None and expected_sheet != sheet.revisions:
            raise store_error(E_STALE_SHEET, "stale_sheet", match=match_id)
        number = last_entry + 1
        body = make(match, rules, sheet, number)
        data = _checked_data(body, "")
        new = Revision(match_id, number, 1, kind_of(body), body, _now(), "")
        after = extend_sheet(sheet, new, rules)
        seq = self._insert_record(conn, (match_id, number, 1, new.kind, canonical_json(data), new.written, ""))
        won = list(summary.wins)
        if isinstance(body, WinHand):
            for w in body.winners:
                won[w.winner] += 1
        by_player = sorted(after.standings, key=lambda st: st.player)
        kept = SheetSummary(
            tuple(Fraction(st.table_points) for st in by_player),
            tuple(st.score for st in by_player),
            after.finished,
            summary.entries + 1,
            tuple(won),
        )
        conn.execute(
            self._SUMMARY_UPSERT,
            (
                match_id,
                count + 1,
                seq,
                rules_code(match.rules),
                _with_head(kept, _head_json(after.state, number, sheet.deleted, sheet.revisions + 1)),
            ),
        )
        return Revision(match_id, number, 1, new.kind, body, new.written, "", seq)

    def keep_summaries_in(self, conn: Conn, match_ids: Sequence[str]) -> None:
        """Keep the summaries of these matches as their sheets stand, in the transaction of
        ``conn`` (a round closed: :meth:`core.referee.tournament_store.Tournaments.close`), where
        the writes themselves do not keep them (a store whose every write keeps its match's
        summary has them already)."""
        if self._SUMMARY_EACH_WRITE or not self._keeps_summaries():
            return
        for mid in match_ids:
            marker, sheet, _revisions = self._current(conn, mid)
            self._upsert_summary(conn, mid, marker, sheet)

    def summaries_in(self, conn: Conn, match_ids: Sequence[str]) -> dict[str, SheetSummary]:
        """Each match's summary in the transaction of ``conn``: the one kept when its records are
        those it was made from and the match rules' code is the same, else from its sheet (the
        one kept in memory, or built)."""
        out: dict[str, SheetSummary] = {}
        if self._keeps_summaries() and match_ids:
            marks = ", ".join("?" for _ in match_ids)
            markers = {
                mid: (int(n), int(last))
                for mid, n, last in conn.execute(
                    f"SELECT match_id, count(*), max(seq) FROM records WHERE match_id IN ({marks}) GROUP BY match_id",
                    tuple(match_ids),
                )
            }
            for mid, n, last, code, text, rules in conn.execute(
                f"SELECT s.match_id, s.records, s.last_seq, s.rules_code, s.summary, m.rules FROM sheet_summaries s "
                f"JOIN matches m ON m.id = s.match_id WHERE s.match_id IN ({marks})",
                tuple(match_ids),
            ):
                if markers.get(mid) == (int(n), int(last)) and code and code == rules_code(rules):
                    try:
                        out[mid] = SheetSummary.from_json(text)
                    except (ValueError, TypeError, KeyError):
                        pass  # (a summary that cannot be read: the sheet is folded instead)
        for mid in match_ids:
            if mid not in out:
                out[mid] = SheetSummary.of(self.sheet_in(conn, mid))
        return out

    @staticmethod
    def _marker(conn: Conn, match_id: str) -> tuple[int, int]:
        """What a match's records are, in a number pair: their count and last sequence number
        (records are only ever added: any write changes both)."""
        count, last = conn.execute(
            "SELECT count(*), coalesce(max(seq), 0) FROM records WHERE match_id = ?", (match_id,)
        ).fetchone()
        return int(count), int(last)

    def _current(self, conn: Conn, match_id: str) -> tuple[tuple[int, int], Sheet, tuple[Revision, ...]]:
        """The match's sheet and revisions as they are in the transaction of ``conn``: the ones
        kept here when the records have not changed since, else read and built (and kept)."""
        marker = self._marker(conn, match_id)
        kept = self._sheets.get(match_id)
        if kept is not None and kept[0] == marker:
            return kept
        if kept is not None and marker[0] > kept[0][0] and marker[1] > kept[0][1]:
            caught = self._caught_up(conn, match_id, kept, marker)
            if caught is not None:
                return caught
        match = self._load_match(conn, match_id)
        revisions = tuple(self._revisions(conn, match_id, match))
        found = (marker, build_sheet(match, revisions, _rules_of(match.rules)), revisions)
        self._sheets[match_id] = found
        return found

    def _caught_up(
        self,
        conn: Conn,
        match_id: str,
        kept: tuple[tuple[int, int], Sheet, tuple[Revision, ...]],
        marker: tuple[int, int],
    ) -> tuple[tuple[int, int], Sheet, tuple[Revision, ...]] | None:
        """The sheet kept here with the entries another program added since (read alone, each
        folded one step, as an add folds its own), or ``None`` where they are not only new
        entries after the ones kept (an edit, a deletion, a record older than the last kept):
        then the whole sheet is read again. Several stations writing to one table each read
        the others' few entries, not the whole sheet (issue 42: 5 writers on one table managed
        70 writes in 60 s)."""
        (count, last), sheet, revisions = kept
        newer = self._revisions(conn, match_id, sheet.match, after=last)
        if len(newer) != marker[0] - count or any(r.revision != 1 for r in newer):
            return None
        rules = _rules_of(sheet.match.rules)
        try:
            for r in newer:
                sheet = extend_sheet(sheet, r, rules)
        except (HandError, ValueError):  # (what a strict step refuses: the whole sheet read again says it)
            return None
        found = (marker, sheet, (*revisions, *newer))
        self._sheets[match_id] = found
        return found

    # -- matches ----------------------------------------------------------------------------
    def create_match(
        self,
        rules: str,
        players: Sequence[str],
        *,
        preset: str = "",
        options: Mapping[str, Any] | None = None,
        match_options: Mapping[str, Any] | None = None,
        title: str = "",
        match_id: str | None = None,
    ) -> Match:
        """A new match, saved: its players (four, or three under three-player riichi; player 0
        is East in the first hand), a rule set that has match rules, its scoring ``preset`` and
        ``options`` (checked by the rule set), the match rules' own options."""
        match, row = new_match(
            rules, players, preset=preset, options=options, match_options=match_options, title=title, match_id=match_id
        )

        def work(conn: Conn) -> Match:
            insert_match(conn, row)
            return match

        return self._transaction(work)

    def _match_of(self, row: Sequence[Any]) -> Match:
        mid, rules, players, preset, options, match_options, title, created = row
        try:
            names = json.loads(players)
            if not (
                isinstance(names, list) and len(names) in _seats_of(rules) and all(isinstance(n, str) for n in names)
            ):
                raise ValueError(f"players {players!r}")
            return Match(
                mid,
                tuple(names),
                rules,
                created,
                preset,
                as_pairs(json.loads(options)),
                as_pairs(json.loads(match_options)),
                title,
            )
        except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as e:
            raise store_error(E_DAMAGED_MATCH, "damaged_record", match=mid, path=self.path, error=_why(e)) from None

    _MATCH_COLUMNS: Final = "id, rules, players, preset, options, match_options, title, created"

    def matches(self, damaged: list[StoreError] | None = None) -> tuple[Match, ...]:
        """Every match, oldest first. A match that cannot be read raises (``damaged_record``),
        or, given a list ``damaged``, is left out and its error added to the list."""
        rows = self._transaction(
            lambda conn: conn.execute(
                f"SELECT {self._MATCH_COLUMNS} FROM matches ORDER BY created, {self._ORDER}"
            ).fetchall(),
            write=False,
        )
        out = []
        for r in rows:
            try:
                out.append(self._match_of(r))
            except StoreError as e:
                if damaged is None:
                    raise
                damaged.append(e)
        return tuple(out)

    def _load_match(self, conn: Conn, match_id: str) -> Match:
        row = conn.execute(f"SELECT {self._MATCH_COLUMNS} FROM matches WHERE id = ?", (match_id,)).fetchone()
        if row is None:
            known = [r[0] for r in conn.execute("SELECT id FROM matches ORDER BY created DESC LIMIT 5")]
            if known:
                raise store_error(
                    E_UNKNOWN_MATCH_LATEST,
                    "unknown_match",
                    match=repr(match_id),
                    path=self.path,
                    known=", ".join(known),
                )
            raise store_error(E_UNKNOWN_MATCH, "unknown_match", match=repr(match_id), path=self.path)
        return self._match_of(row)

    def match(self, match_id: str) -> Match:
        return self._transaction(lambda conn: self._load_match(conn, match_id), write=False)

    # -- records ----------------------------------------------------------------------------
    def _revisions(self, conn: Conn, match_id: str, match: Match | None = None, after: int = 0) -> list[Revision]:
        """The match's revisions in the order written (``match``: the match, where the caller has
        read it already; ``after``: only those written after that sequence number)."""
        rows = conn.execute(
            "SELECT seq, entry, revision, kind, data, written, reason FROM records "
            "WHERE match_id = ? AND seq > ? ORDER BY seq",
            (match_id, after),
        ).fetchall()
        out = []
        if rows and match is None:
            match = self._load_match(conn, match_id)
        count = len(match.players) if match is not None else PLAYERS
        for seq, entry, revision, kind, data, written, reason in rows:
            try:
                body = _checked_body(kind, json.loads(data), count)
            except (ValueError, TypeError, KeyError, IndexError, RecursionError, HandError) as e:
                # one damaged record: said with its match and entry, the other matches untouched
                raise store_error(
                    E_DAMAGED,
                    "damaged_record",
                    match=match_id,
                    entry=entry,
                    revision=revision,
                    path=self.path,
                    error=_why(e),
                ) from None
            out.append(Revision(match_id, entry, revision, kind, body, written, reason, seq))
        return out

    def revision_count(self, match_id: str) -> int:
        """How many revisions the match's sheet stands on (:attr:`Sheet.revisions`), read
        without building the sheet: a window asks it to see whether another program wrote."""

        def work(conn: Conn) -> int:
            self._load_match(conn, match_id)
            return int(conn.execute("SELECT count(*) FROM records WHERE match_id = ?", (match_id,)).fetchone()[0])

        return self._transaction(work, write=False)

    def revisions(self, match_id: str) -> tuple[Revision, ...]:
        """Every revision of every entry of a match, in the order written."""

        def work(conn: Conn) -> tuple[Revision, ...]:
            self._load_match(conn, match_id)
            return tuple(self._revisions(conn, match_id))

        return self._transaction(work, write=False)

    def history(self, match_id: str, entry: int) -> tuple[Revision, ...]:
        """Every revision of one entry, oldest first (the last is what the sheet shows)."""
        found = tuple(r for r in self.revisions(match_id) if r.entry == entry)
        if not found:
            raise store_error(E_NO_ENTRY, "unknown_entry", match=match_id, entry=entry)
        return found

    def sheet(self, match_id: str) -> Sheet:
        """The match's sheet as it stands (see :func:`core.referee.match.build_sheet`)."""

        def work(conn: Conn) -> Sheet:
            return self.sheet_in(conn, match_id)

        return self._transaction(work, write=False)

    def _write(
        self,
        match_id: str,
        entry: int | None,
        make: Callable[[Match, MatchRules, Sheet, int], Body | None],
        expected_revision: int | None,
        reason: str,
        expected_sheet: int | None = None,
    ) -> Revision:
        """Write the next revision of ``entry`` (``None``: a new entry) in one transaction: the
        body made from the sheet as it stands, the whole sheet folded again with it (the match
        rules refuse what they refuse), then the insert. ``expected_sheet``: refuse
        (``stale_sheet``) unless the sheet stands on that many revisions (:attr:`Sheet.revisions`)."""
        written: list[tuple[tuple[int, int], Sheet, tuple[Revision, ...]]] = []

        def work(conn: Conn) -> Revision:
            return self._write_in(conn, match_id, entry, make, expected_revision, reason, expected_sheet, written)

        saved = self._transaction(work)
        if written:  # (kept once the write is committed; a refused one changes nothing; an add from the
            self._sheets[match_id] = written[-1]  # kept head made no whole sheet to keep)
        return saved

    def add_in(self, conn: Conn, match_id: str, entry: Entry) -> Revision:
        """:meth:`add` in the transaction of ``conn`` (a layer that writes more than the record in
        one transaction: :meth:`core.referee.tournament_store.Tournaments.close`); the sheet kept
        here is dropped, read again once the transaction is over."""
        self._sheets.pop(match_id, None)
        try:
            return self._write_in(conn, match_id, None, self._next(match_id, entry), None, "", None, [])
        finally:
            self._sheets.pop(match_id, None)

    def _write_in(
        self,
        conn: Conn,
        match_id: str,
        entry: int | None,
        make: Callable[[Match, MatchRules, Sheet, int], Body | None],
        expected_revision: int | None,
        reason: str,
        expected_sheet: int | None,
        written: list[tuple[tuple[int, int], Sheet, tuple[Revision, ...]]],
    ) -> Revision:
        """The work of :meth:`_write` in the transaction of ``conn``; what the sheet becomes is
        added to ``written``."""
        self._lock_match(conn, match_id)
        if entry is None and match_id not in self._sheets:  # (a fresh program: the sheet unread)
            head = self._head_of(conn, match_id)
            if head is not None:
                return self._add_on_head(conn, match_id, head, make, expected_sheet)
        (count, _last), sheet, revisions = self._current(conn, match_id)
        match = sheet.match
        rules = _rules_of(match.rules)
        if expected_sheet is not None and expected_sheet != len(revisions):
            raise store_error(E_STALE_SHEET, "stale_sheet", match=match_id)
        if entry is None:
            number = 1 + max((r.entry for r in revisions), default=0)
            revision = 1
        else:
            mine = [r for r in revisions if r.entry == entry]
            if not mine:
                raise store_error(E_NO_ENTRY, "unknown_entry", match=match_id, entry=entry)
            last = max(r.revision for r in mine)
            if expected_revision is not None and expected_revision != last:
                raise store_error(
                    E_STALE, "stale_revision", entry=entry, match=match_id, last=last, expected=expected_revision
                )
            number, revision = entry, last + 1
        body = make(match, rules, sheet, number)
        if entry is not None and body is None and mine[-1].body is None:
            raise store_error(E_DELETED, "unknown_entry", entry=entry, match=match_id)
        data = _checked_data(body, reason)
        new = Revision(match_id, number, revision, kind_of(body), body, _now(), reason)
        # the sheet with it (raises what the rules refuse): a new entry is one more step of
        # the fold; an edit or a delete folds the whole sheet again
        after = (
            extend_sheet(sheet, new, rules)
            if entry is None
            else build_sheet(match, (*revisions, new), rules, strict=number)
        )
        seq = self._insert_record(
            conn, (match_id, number, revision, new.kind, canonical_json(data), new.written, reason)
        )
        saved = Revision(match_id, number, revision, new.kind, body, new.written, reason, seq)
        written.append(((count + 1, saved.seq), after, (*revisions, saved)))
        self._keep_summary(conn, match_id, (count + 1, saved.seq), after)
        return saved

    @staticmethod
    def _body(entry: Entry, match: Match, rules: MatchRules, seating_of: Callable[[], Any]) -> Body:
        if isinstance(entry, WinInput):
            return score_wins(match, rules, seating_of(), entry)
        if isinstance(entry, Draw):
            for p in entry.tenpai:
                match.player(p)
            return Draw(tuple(sorted(set(entry.tenpai))), entry.facts_json)
        if isinstance(entry, Penalty):
            match.player(entry.offender)
            rules.check_penalty(entry)
            return entry
        raise refused(E_NOT_ENTRY, entry=repr(entry))

    def add(
        self, match_id: str, entry: Entry, *, expected_sheet: int | None = None, token: str | None = None
    ) -> Revision:
        """Record what happened next: a win (scored now, at the seating of the next hand), a
        draw or a penalty; the saved revision, committed when this returns. ``expected_sheet``:
        the :attr:`Sheet.revisions` of the sheet the entry was made from (a window's): if
        another program wrote meanwhile, nothing is written (``stale_sheet``). ``token``: the
        write's token where the store keeps one (a server's: :meth:`has_token` finds it later),
        given by a station that sends an entry it kept."""
        self._next_token = token
        return self._write(match_id, None, self._next(match_id, entry), None, "", expected_sheet)

    @staticmethod
    def _next(match_id: str, entry: Entry) -> Callable[[Match, MatchRules, Sheet, int], Body]:
        """How :meth:`add` (and a station scoring offline, :mod:`core.referee.offline`) makes the
        body of the next entry from the sheet as it stands: at its next seating, refused after the
        match is over."""

        def make(match: Match, rules: MatchRules, sheet: Sheet, number: int) -> Body:
            def seating() -> Any:
                if sheet.next_seating is None:
                    raise refused(E_MATCH_OVER_OF, "match_over", match=match_id, hands=sheet.hands_played)
                return sheet.next_seating

            return MatchStore._body(entry, match, rules, seating)

        return make

    def edit(
        self, match_id: str, entry: int, new: Entry, *, expected_revision: int | None = None, reason: str = ""
    ) -> Revision:
        """Write a new revision of an entry (a win is scored at the entry's place on the sheet);
        ``expected_revision``: refuse (``stale_revision``) if the entry has changed since."""

        def make(match: Match, rules: MatchRules, sheet: Sheet, number: int) -> Body:
            return self._body(new, match, rules, lambda: sheet.row(number).seating)

        return self._write(match_id, entry, make, expected_revision, reason)

    def delete(self, match_id: str, entry: int, *, expected_revision: int | None = None, reason: str = "") -> Revision:
        """Write an entry's tombstone: the sheet leaves it out, its history keeps every revision."""
        return self._write(match_id, entry, lambda *_: None, expected_revision, reason)

    # conveniences for the common cases
    def has_token(self, token: str) -> bool:
        """Whether a write of ``token`` is in the store (a store that keeps no tokens: never)."""
        return False

    def add_win(
        self,
        match_id: str,
        winner: int,
        discarder: int | None,
        hand: str,
        win: str,
        *,
        melds: Sequence[str] = (),
        flowers: str | int | None = None,
        context: Mapping[str, Any] | None = None,
        options: Mapping[str, Any] | None = None,
        claim: Any = None,
        verdict: Any = None,
        facts: Mapping[str, Any] | None = None,
    ) -> Revision:
        inputs: dict[str, Any] = {
            "hand": hand,
            "melds": list(melds),
            "win": win,
            "context": dict(context or {}),
            "options": dict(options or {}),
        }
        if flowers is not None:
            inputs["flowers"] = flowers
        return self.add(match_id, WinInput(winner, discarder, inputs, claim, verdict, facts))

    def add_draw(self, match_id: str, tenpai: Sequence[int] = (), facts: Mapping[str, Any] | None = None) -> Revision:
        return self.add(match_id, Draw(tuple(tenpai), canonical_json(dict(facts or {}))))

    def add_penalty(
        self, match_id: str, offender: int, kind: str, points: int | None = None, note: str = ""
    ) -> Revision:
        return self.add(match_id, Penalty(offender, kind, points, note))

    # -- checking stored results against the current core ----------------------------------
    def verify(self, match_id: str | None = None) -> Iterator[tuple[Match, Revision, dict[str, Any]]]:
        """Every stored win (each entry's latest revision) whose hand the current core scores
        differently from the stored result: (match, revision, the new result). Of a multiple
        ron, each winner that differs, the revision's body being that winner's win."""
        for match in self.matches() if match_id is None else (self.match(match_id),):
            latest_of: dict[int, Revision] = {}
            for r in self.revisions(match.id):
                latest_of[r.entry] = r
            for r in sorted(latest_of.values(), key=lambda r: r.entry):
                if isinstance(r.body, WinHand):
                    for one in r.body.winners:  # (each winner of a multiple ron)
                        now = rescore(one)
                        if not same_score(now, one.result):
                            yield match, (r if one is r.body else replace(r, body=one)), now
