"""What the match store writes and reads back, the same on every back end: a new match checked
and its row, a player's name as kept, a stored record's body checked, and a sheet's summary
(:class:`SheetSummary`) with the head of the sheet it was made from."""

from __future__ import annotations

import functools
import importlib
import json
import pkgutil
import secrets
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from fractions import Fraction
from pathlib import Path
from typing import Any, Final, Protocol

from core.engine.match_rules import (
    E_MATCH_OVER,
    LIST_SEP,
    PLAYERS,
    Body,
    Draw,
    Match,
    MatchRules,
    Penalty,
    Seating,
    TableState,
    WinHand,
    as_pairs,
    refused,
)
from core.model.errors import HandError
from core.model.names import Names, clean_name, name_key, same, separated, unseen_difference
from core.referee.match import Sheet, body_from_json, body_to_json, canonical_json
from core.referee.store_errors import (
    E_EXISTS,
    E_NAME_LONG,
    E_NAME_NOT_TEXT,
    E_NO_MATCH_RULES,
    E_NUL,
    E_PLAYERS,
    E_SAME_NAMES,
    E_SAME_UNSEEN,
    MAX_NAME_CHARS,
)


def _now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _why(e: BaseException) -> str:
    """An exception's own words, short (for a damaged record's message)."""
    text = str(e) or type(e).__name__
    return text if len(text) <= 120 else text[:117] + "..."


def _checked_body(kind: str, data: Any, count: int = PLAYERS) -> Body | None:
    """A stored record's body, refused (``ValueError``) where it cannot be one: not an object,
    a player who is not one of the match's ``count`` (0-3, or 0-2 at three)."""
    if not isinstance(data, dict):
        raise ValueError("the record is not a JSON object")
    body = body_from_json(kind, data)
    players: list[int | None] = []
    if isinstance(body, WinHand):
        players = [p for w in body.winners for p in (w.winner, w.discarder)]
        if not all(isinstance(w.result, dict) for w in body.winners):
            raise ValueError("its result is not an object")
    elif isinstance(body, Draw):
        players = list(body.tenpai)
    elif isinstance(body, Penalty):
        players = [body.offender]
    if any(p is not None and not 0 <= p < count for p in players):
        raise ValueError(f"a player number out of 0-{count - 1}")
    return body


# --- the store ---------------------------------------------------------------------------------

#: a win written after the last hand of a match
E_MATCH_OVER_OF: Final = Names(
    "match {match} is over: {hands} hands are played", E_MATCH_OVER.zh_hans, E_MATCH_OVER.zh_hant, E_MATCH_OVER.ja
)


class Conn(Protocol):
    """What the store's logic asks of a connection in a transaction: ``execute`` with ``?``
    parameters, giving a cursor (``fetchone``, ``fetchall``, iteration). SQLite's connection is
    one; the PostgreSQL store (:mod:`core.referee.pg_store`) gives one."""

    def execute(self, sql: str, parameters: Any = ..., /) -> Any: ...


def _rules_of(name: str) -> MatchRules:
    from core.rules import get_rules

    found = get_rules(name).match_rules()
    if found is None:
        raise refused(E_NO_MATCH_RULES, "no_match_rules", name=repr(name), title=get_rules(name).title)
    return found


@dataclass(frozen=True, slots=True)
class SheetSummary:
    """What standings need of a match's sheet: each player's table points and score (in player
    order), whether it is finished, its entries, and the hands each player won."""

    table_points: tuple[Fraction, ...]
    scores: tuple[int, ...]
    finished: bool
    entries: int
    wins: tuple[int, ...]

    @classmethod
    def of(cls, sheet: Sheet) -> SheetSummary:
        by_player = sorted(sheet.standings, key=lambda s: s.player)
        won = [0] * len(sheet.match.players)
        for row in sheet.rows:
            if isinstance(row.body, WinHand):
                for w in row.body.winners:
                    won[w.winner] += 1
        return cls(
            tuple(Fraction(s.table_points) for s in by_player),
            tuple(s.score for s in by_player),
            sheet.finished,
            len(sheet.rows),
            tuple(won),
        )

    def to_json(self) -> str:
        return canonical_json(
            {
                "table_points": [[f.numerator, f.denominator] for f in self.table_points],
                "scores": list(self.scores),
                "finished": self.finished,
                "entries": self.entries,
                "wins": list(self.wins),
            }
        )

    @classmethod
    def from_json(cls, text: str) -> SheetSummary:
        d = json.loads(text)
        return cls(
            tuple(Fraction(int(n), int(m)) for n, m in d["table_points"]),
            tuple(int(x) for x in d["scores"]),
            bool(d["finished"]),
            int(d["entries"]),
            tuple(int(x) for x in d["wins"]),
        )


#: modules named like the match modules that fold no sheet: the store's class itself
_NOT_FOLDING: Final = frozenset({"match_store"})


@functools.cache
def rules_code(name: str) -> str:
    """A digest of the code that folds a sheet of rule set ``name`` (its match rules' modules,
    the generic match modules): a summary made by other code is not used. ``""`` where a module's
    file cannot be read (no summary is then used)."""
    import hashlib

    hook = _rules_of(name)
    roots = {
        "core.engine.match_rules",
        "core.referee.match",
        *(k.__module__ for k in type(hook).__mro__ if k.__module__ != "builtins"),
    }
    modules = set(roots)
    for root in sorted(r for r in roots if r.startswith("core.")):  # with those split out of each
        package, _, stem = root.rpartition(".")
        package_file = getattr(sys.modules.get(package), "__file__", None)
        if not package_file:  # a package with no folder to list: no summary is used, as below
            return ""
        for sibling in pkgutil.iter_modules([str(Path(package_file).parent)]):
            if sibling.name.startswith(stem.split("_")[0] + "_") and sibling.name not in _NOT_FOLDING:
                modules.add(f"{package}.{sibling.name}")
                importlib.import_module(f"{package}.{sibling.name}")
    digest = hashlib.sha256()
    for module in sorted(modules):
        path = getattr(sys.modules.get(module), "__file__", None)
        try:
            digest.update(module.encode() + b"\0" + Path(path).read_bytes() if path else b"")
        except OSError:
            return ""
        if not path:
            return ""
    return digest.hexdigest()


def _seats_of(name: str) -> tuple[int, ...]:
    """How many players a stored match of the rule set ``name`` may have: its match rules'
    count, or three or four where this program does not know the rules (the match is listed,
    its sheet refused with the reason)."""
    try:
        return (_rules_of(name).players,)
    except HandError:
        return (3, 4)


def player_name(given: str, code: str = "bad_match_record") -> str:
    """A player's name as it is kept (:func:`core.model.names.clean_name`: NFC, one plain space
    for any run of spaces, what shows nothing removed), refused when it is longer than
    :data:`MAX_NAME_CHARS` or holds a lone surrogate; an empty name is the caller's to refuse."""
    name = clean_name(given)
    if any("\ud800" <= c <= "\udfff" for c in name):
        raise refused(E_NAME_NOT_TEXT, code, name=ascii(name))
    if len(name) > MAX_NAME_CHARS:
        raise refused(E_NAME_LONG, code, most=MAX_NAME_CHARS, n=len(name), name=repr(name[:20]))
    return name


def check_unseen(given: str, other: str, template: Names, code: str, **params: Any) -> None:
    """Refuse ``given`` (as typed) as another's name ``other`` that a person cannot tell from it:
    with ``template`` when they are one text (case and the ends' spaces aside), with :data:`E_SAME_UNSEEN` when only in what does not (a zero-width space, a no-break
    space, an accent written as a combining mark)."""
    if given.strip().casefold() == other.strip().casefold():
        raise refused(template, code, **params)
    raise refused(
        E_SAME_UNSEEN,
        code,
        given=ascii(given),
        other=repr(other),
        chars=unseen_difference(given, other) or unseen_difference(other, given) or "U+0020",
    )


def new_match(
    rules: str,
    players: Sequence[str],
    *,
    preset: str = "",
    options: Mapping[str, Any] | None = None,
    match_options: Mapping[str, Any] | None = None,
    title: str = "",
    match_id: str | None = None,
) -> tuple[Match, tuple[Any, ...]]:
    """A new match checked (its players, one a seat of the rule set's match rules, with names
    that differ; its options checked by the rule set and its match rules) and the row the store
    writes for it (:func:`insert_match`)."""
    from core.rules import get_rules

    rule_set = get_rules(rules)
    hook = _rules_of(rules)
    names = tuple(player_name(str(p)) for p in players)
    if len(names) != hook.players or any(not n for n in names):
        raise refused(E_PLAYERS, n=hook.players, given=repr(list(players)))
    seen: dict[str, int] = {}
    for i, n in enumerate(names):
        j = seen.setdefault(name_key(n), i)
        if j != i:
            check_unseen(
                str(players[i]),
                str(players[j]),
                E_SAME_NAMES,
                "bad_match_record",
                names=separated([same(n) for n in names], LIST_SEP),
            )
    chosen = dict(rule_set.preset_options(preset)) if preset else {}
    chosen.update(options or {})
    checked = rule_set.check_options(chosen)
    kept = {k: v for k, v in checked.items() if k in chosen}
    if "items" in chosen or "preset_file" in chosen:  # kept whole, with no file to read again
        kept = rule_set.storable_options(chosen)
    given_match = dict(match_options or {})
    if preset and "preset" not in given_match and hook.match_preset_of(preset) is not None:
        given_match["preset"] = hook.match_preset_of(preset)  # (a preset sets the match rules that go with it)
    match_opts = hook.check_match_options(given_match)
    mid = match_id or f"{datetime.now(UTC).strftime('%Y%m%d')}-{secrets.token_hex(3)}"
    match = Match(mid, names, rules, _now(), preset, as_pairs(kept), as_pairs(match_opts), title)
    row = (
        mid,
        rules,
        canonical_json(list(match.players)),
        preset,
        canonical_json(kept),
        canonical_json(match_opts),
        title,
        match.created,
    )
    return match, row


def preset_note(rules: str, preset: str, match_options: Mapping[str, Any] | None = None) -> Names | None:
    """What a match or tournament made with the scoring ``preset`` plays where that preset has
    no match rules of its own and ``match_options`` name no match preset (the command line and
    the window say it); ``None`` otherwise."""
    if match_options and "preset" in match_options:
        return None
    return _rules_of(rules).preset_note(preset)


def rules_in_force(match: Match) -> Names:
    """The match rules in force in ``match``, in one line for the head of its sheet."""
    return match_rules_head(match.rules, match.match_option_dict())


def match_rules_head(rules: str, match_options: Mapping[str, Any]) -> Names:
    """The match rules in force under the rule set ``rules``'s checked ``match_options`` (a
    match's, a tournament's), in one line (empty where the rule set has no match options)."""
    return _rules_of(rules).rules_in_force(match_options)


def insert_match(conn: Conn, row: tuple[Any, ...]) -> None:
    """Write a match's row (:func:`new_match`) in the transaction of ``conn``; refused when a
    match of its id exists."""
    if conn.execute("SELECT 1 FROM matches WHERE id = ?", (row[0],)).fetchone():
        raise refused(E_EXISTS, match=row[0])
    conn.execute(
        "INSERT INTO matches (id, rules, players, preset, options, match_options, title, created) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        row,
    )


def _checked_data(body: Body | None, reason: str) -> Any:
    """An entry's body as the JSON kept, refused where a text of it holds a NUL character."""
    data = body_to_json(body)
    nul = _nul_at(data, "") if "\x00" not in reason else "reason"
    if nul is not None:  # (the same answer on every store, for every role: a server's JSON refuses it)
        raise refused(E_NUL, "bad_match_record", field=nul or "data")
    return data


def _head_json(state: TableState, last_entry: int, deleted: Sequence[int], revisions: int) -> dict[str, Any]:
    """Where a sheet stands, as its kept summary carries it (:meth:`MatchStore._head_of`)."""
    seating = state.seating
    return {
        "state": {
            "hands": state.hands_played,
            "scores": list(state.scores),
            "carry": [list(c) for c in state.carry],
            "finished": state.finished,
            "seating": {
                "hand": seating.hand,
                "round_wind": seating.round_wind,
                "winds": list(seating.winds),
                "label": seating.label,
                "table": [list(c) for c in seating.table],
            },
        },
        "max_entry": last_entry,
        "deleted": list(deleted),
        "revisions": revisions,
    }


def _state_of(data: Mapping[str, Any], players: int) -> TableState:
    """The fold's state as :func:`_head_json` keeps it (refused where it is not one of ``players``)."""
    seat = data["seating"]
    winds = tuple(str(w) for w in seat["winds"])
    scores = tuple(int(x) for x in data["scores"])
    if len(winds) != players or len(scores) != players:
        raise ValueError("a head of another table size")
    seating = Seating(
        int(seat["hand"]),
        str(seat["round_wind"]),
        winds,
        str(seat["label"]),
        tuple((str(k), int(v)) for k, v in seat["table"]),
    )
    return TableState(
        int(data["hands"]), seating, scores, tuple((str(k), int(v)) for k, v in data["carry"]), bool(data["finished"])
    )


def _with_head(summary: SheetSummary, head: Mapping[str, Any]) -> str:
    """A summary's JSON with the sheet's head beside it (a reader of summaries reads its own keys)."""
    data = json.loads(summary.to_json())
    data["head"] = head
    return canonical_json(data)


def _nul_at(value: Any, where: str) -> str | None:
    """Where in an entry's data (``note``, ``facts.x``...) a text holds a NUL character, or ``None``."""
    if isinstance(value, str):
        return where if "\x00" in value else None
    if isinstance(value, dict):
        for key, item in value.items():
            found = _nul_at(key, where) or _nul_at(item, f"{where}.{key}" if where else str(key))
            if found is not None:
                return found
    elif isinstance(value, (list, tuple)):
        for item in value:
            found = _nul_at(item, where)
            if found is not None:
                return found
    return None
