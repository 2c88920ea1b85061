"""``mjscore matches``: the match score sheet on the command line, over :mod:`core.referee.records`.

    mjscore matches list
    mjscore matches new --rules mcr --players Ann Bo Cy Di [--preset P] [--option k=v] [--title T]
    mjscore matches add ID win Ann --from Bo "123m456m789m123p5p +5p" [key=value ...]
    mjscore matches add ID win Cy --self-drawn "123m456m789m123p5p +5p"
    mjscore matches add ID win Ann --from Bo "..." --also Cy "..." [key=value ...]   (a double ron)
    mjscore matches add ID draw --kind time_called   (time is called: the match ends where it stands)
    mjscore matches add ID draw [--tenpai Ann Cy] [--kind abortive]
    mjscore matches add ID penalty Bo false_win
    mjscore matches add ID json '{"kind": "win", "winner": "Ann", "discarder": "Bo", "hand": "...", "win": "5p"}'
    mjscore matches add ID json -            (JSON Lines on standard input, one entry a line)
    mjscore matches edit ID ENTRY win|draw|penalty|json ... [--reason R] [--expect-revision N]
    mjscore matches delete ID ENTRY [--reason R]
    mjscore matches show ID [--history] [--json]
    mjscore matches export ID --csv [-o FILE]
    mjscore matches verify [ID]

``--store FILE`` (before the command) picks the store; by default it is the one the window
uses (``$MJSCORE_DATA_DIR`` or the user's data folder, see :func:`core.referee.store_files.data_dir`).
Players are named by name or by number 0-3, or 0-2 at three (the order of ``--players``: 0 is East in the
first hand). ``verify`` scores every recorded win again with the current core and lists those
whose result now differs (exit status 1 if any do). ``export`` writes the sheet in ``--lang``
(CSV, or a PDF drawn by the window's package) to a temporary file that replaces the target
only when complete: a failed export exits 1 and leaves the target as it was.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, TextIO

from core.engine.match_rules import DRAW_KIND, Draw, Match, MatchError, Penalty, WinHand, refused
from core.engine.presets import os_reason
from core.model.errors import ContextError, HandError
from core.model.names import isolate
from core.model.notation import parse_hand
from core.referee.batch_format import hand_fields
from core.referee.csv_sheet import sheet_csv
from core.referee.files import E_WRITE, write_bytes
from core.referee.match import Entry, Sheet, WinInput, canonical_json, format_points
from core.referee.match_store import MatchStore
from core.referee.match_words import with_players
from core.referee.pg_store import STORE_ENV, open_store
from core.referee.store_errors import StoreError
from core.referee.store_rows import preset_note, rules_in_force
from core.shells.arguments import not_utf8, store_address
from core.shells.batch import read_json


def _key_values(pairs: Sequence[str] | None, what: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for p in pairs or ():
        if "=" not in p:
            raise ContextError(f"{what} {p!r} must be written key=value, like last_copy=true", code="bad_context")
        k, v = p.split("=", 1)
        out[k.strip()] = v.strip()
    return out


def _json_arg(text: str | None, what: str) -> Any:
    """An argument or input line read as strict JSON (see :func:`core.shells.batch.read_json`)."""
    return None if text is None else read_json(text, what)


def _object_or_none(value: Any, what: str) -> dict[str, Any] | None:
    """A JSON object given for ``what`` (``--facts``, an entry's facts), or nothing."""
    if value is None:
        return None
    if not isinstance(value, dict):
        raise MatchError(f"{what} must be a JSON object ({{...}}), not {json.dumps(value)[:60]}", code="bad_field")
    return value


def _entry_parsers(sub: argparse._SubParsersAction, edit: bool = False) -> None:  # type: ignore[type-arg, unused-ignore]
    """The kinds of entry ``add`` and ``edit`` take, as sub-commands of ``sub`` (``edit``: each
    with ``--reason`` and ``--expect-revision``)."""
    parents: list[argparse.ArgumentParser] = []
    if edit:
        common = argparse.ArgumentParser(add_help=False)
        common.add_argument("--reason", default="", help="why the entry is changed (kept in its history)")
        common.add_argument("--expect-revision", type=int, help="refuse if the entry is no longer at this revision")
        parents.append(common)
    w = sub.add_parser("win", parents=parents, help="a won hand, scored now at its place in the match")
    w.add_argument("winner", help="the winner: a name or a number 0-3 (0-2 at three)")
    how = w.add_mutually_exclusive_group(required=True)
    how.add_argument("--from", dest="discarder", help="the discarder")
    how.add_argument("--self-drawn", action="store_true", help="won on a self-drawn tile")
    w.add_argument("hand", help='the hand as mjscore score takes it, e.g. "123m456p789s1z [777z] +1z 1f2f"')
    w.add_argument("context", nargs="*", help="further context as key=value (seat and round come from the match)")
    w.add_argument("--option", "-o", action="append", help="a rule option key=value for this hand")
    w.add_argument("--claim", help="the player's claim, as JSON (stored as given)")
    w.add_argument("--verdict", help="a referee's verdict, as JSON (stored as given)")
    w.add_argument("--facts", help="other facts of the hand the match rules read, as a JSON object")
    w.add_argument(
        "--also",
        action="append",
        nargs="+",
        metavar="WINNER HAND [KEY=VALUE]",
        help="another winner of the same discard (a double or triple ron, where the match rules allow it): "
        "the winner, the hand, further context; repeat it for a third winner",
    )
    d = sub.add_parser(
        "draw", parents=parents, help="a draw: exhaustive, or of a kind the rules know (riichi: abortive)"
    )
    d.add_argument("--tenpai", nargs="*", default=[], help="the players who were ready (where the rules pay for it)")
    d.add_argument("--kind", help="the kind of draw, when not exhaustive (riichi: abortive)")
    d.add_argument("--facts", help="other facts of the hand the match rules read, as a JSON object")
    p = sub.add_parser("penalty", parents=parents, help="a foul")
    p.add_argument("offender")
    p.add_argument("kind", help="the kind of penalty the match rules name (MCR: false_win, deduction)")
    p.add_argument("--points", type=int, help="the points, for a kind that takes them (MCR deduction)")
    p.add_argument("--note", default="")
    j = sub.add_parser(
        "json",
        parents=parents,
        help='an entry as a JSON object: {"kind": "win"|"draw"|"penalty", ...}; "-": JSON Lines on standard input',
    )
    j.add_argument("text")


def add_subcommand(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:  # type: ignore[type-arg, unused-ignore]
    """Add ``matches`` and its commands to ``mjscore``'s sub-commands; run it with :func:`run`."""
    m: argparse.ArgumentParser = subparsers.add_parser(
        "matches",
        help="match score sheets: new, add, edit, delete, show, export, verify",
        description=__doc__.split("\n\n")[1] if __doc__ else None,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    m.add_argument("--store", help="the store file (default: the one the window uses)")
    sub = m.add_subparsers(dest="matches_command", required=True)
    sub.add_parser("list", help="every match in the store").add_argument("--json", action="store_true")
    n = sub.add_parser("new", help="start a match")
    n.add_argument("--rules", "-r", default="mcr")
    n.add_argument(
        "--players",
        nargs="+",
        required=True,
        metavar="NAME",
        help="four names (three under three-player riichi); the first is East in hand 1",
    )
    n.add_argument("--preset", default="", help="a preset of the rule set's options")
    n.add_argument("--option", "-o", action="append", help="a rule option key=value")
    n.add_argument("--match-option", action="append", help="an option of the rule set's match rules key=value")
    n.add_argument("--title", default="")
    n.add_argument("--id", help="the match's id (default: made up)")
    a = sub.add_parser("add", help="record what happened next: a win, a draw, a penalty")
    a.add_argument("id")
    _entry_parsers(a.add_subparsers(dest="entry_kind", required=True))
    e = sub.add_parser("edit", help="write a new revision of an entry (the old one is kept)")
    e.add_argument("id")
    e.add_argument("entry", type=int)
    _entry_parsers(e.add_subparsers(dest="entry_kind", required=True), edit=True)
    x = sub.add_parser("delete", help="delete an entry (a tombstone: its history is kept)")
    x.add_argument("id")
    x.add_argument("entry", type=int)
    x.add_argument("--reason", default="")
    x.add_argument("--expect-revision", type=int)
    s = sub.add_parser("show", help="the sheet: every entry, running totals, standings")
    s.add_argument("id")
    s.add_argument("--history", action="store_true", help="also every revision ever written")
    s.add_argument("--json", action="store_true")
    o = sub.add_parser("export", help="the sheet as CSV, or as a PDF with each hand drawn as tiles")
    o.add_argument("id")
    fmt = o.add_mutually_exclusive_group(required=True)
    fmt.add_argument("--csv", action="store_true")
    fmt.add_argument("--pdf", action="store_true", help="a PDF (drawn by the window's package; needs -o)")
    o.add_argument("-o", "--output", help="the file to write (default: standard output; a PDF needs one)")
    o.add_argument(
        "--lang",
        default="en",
        choices=["en", "zh-Hans", "zh-Hant", "ja"],
        help="the language of the sheet's words (CSV and PDF); ids keep columns of their own",
    )
    v = sub.add_parser("verify", help="score every recorded win again; exit 1 if any result now differs")
    v.add_argument("id", nargs="?")
    return m


# --- entries from the arguments -----------------------------------------------------------------


def _hand_inputs(text: str) -> dict[str, Any]:
    """A hand in ``mjscore score`` notation as the batch fields of a win."""
    hand = parse_hand(text)
    if hand.win is None:
        raise MatchError(f"the hand {text!r} has no winning tile: mark it with +, like +5p", code="no_winning_tile")
    return hand_fields(hand)


def _ref(value: Any, what: str) -> str | int:
    """A player named in a JSON entry: a name or a number."""
    if isinstance(value, (str, int)) and not isinstance(value, bool):
        return value
    raise MatchError(f"field {what!r} must name a player by name or number (0 first), not {value!r}", code="bad_field")


def _win_from_json(obj: dict[str, Any], match: Match, top: bool) -> WinInput:
    """A win of a JSON entry; ``top``: the entry itself, whose ``also`` lists the other winners
    of the discard (each a win object without ``kind``, its discarder the entry's unless given)."""
    known = {
        "kind",
        "winner",
        "discarder",
        "claim",
        "verdict",
        "facts",
        "hand",
        "melds",
        "win",
        "flowers",
        "context",
        "options",
    } | ({"also"} if top else set())
    unknown = sorted(set(obj) - known)
    if unknown:
        raise MatchError(
            f"unknown field(s) {', '.join(unknown)} of a win; fields are {', '.join(sorted(known))}", code="bad_field"
        )
    discarder = obj.get("discarder")
    for key in ("context", "options", "claim", "verdict"):
        _object_or_none(obj.get(key), f"field {key!r}")
    inputs: dict[str, Any] = {k: obj[k] for k in ("hand", "melds", "win", "flowers", "context", "options") if k in obj}
    also = obj.get("also") or []
    if not isinstance(also, list) or not all(isinstance(a, dict) for a in also):
        raise MatchError(
            "field 'also' must be a list of win objects (the other winners of the discard)", code="bad_field"
        )
    return WinInput(
        match.player(_ref(obj.get("winner"), "winner")),
        None if discarder is None else match.player(_ref(discarder, "discarder")),
        inputs,
        obj.get("claim"),
        obj.get("verdict"),
        _object_or_none(obj.get("facts"), "field 'facts'"),
        tuple(_win_from_json({"discarder": discarder, **a}, match, False) for a in also),
    )


def _from_json(obj: Any, match: Match) -> Entry:
    if not isinstance(obj, dict):
        raise MatchError(f"an entry must be a JSON object, not {obj!r}", code="bad_record")
    kind = obj.get("kind")
    if kind == "win":
        return _win_from_json(obj, match, top=True)
    if kind == "draw":
        tenpai = obj.get("tenpai") or []
        if not isinstance(tenpai, list):
            raise MatchError(
                f"field 'tenpai' must be a list of players, not {json.dumps(tenpai)[:60]}", code="bad_field"
            )
        return Draw(
            tuple(match.player(_ref(p, "tenpai")) for p in tenpai),
            canonical_json(_object_or_none(obj.get("facts"), "field 'facts'") or {}),
        )
    if kind == "penalty":
        points = obj.get("points")
        if points is not None and (isinstance(points, bool) or not isinstance(points, int)):
            raise MatchError(f"penalty points must be a whole number, not {points!r}", code="bad_field")
        return Penalty(
            match.player(_ref(obj.get("offender"), "offender")),
            str(obj.get("penalty") or obj.get("type") or ""),
            points,
            str(obj.get("note") or ""),
        )
    raise MatchError(f"an entry's kind must be win, draw or penalty, not {kind!r}", code="bad_record")


def _entries(args: argparse.Namespace, match: Match) -> list[Entry]:
    kind = args.entry_kind
    if kind == "win":
        inputs = _hand_inputs(args.hand)
        inputs["context"] = _key_values(args.context, "context")
        inputs["options"] = _key_values(args.option, "option")
        facts = _object_or_none(_json_arg(args.facts, "--facts"), "--facts")
        discarder = None if args.self_drawn else match.player(args.discarder)
        also = []
        for given in args.also or []:
            if len(given) < 2:
                raise MatchError(
                    f"--also takes the other winner and their hand (and context key=value), not {given!r}",
                    code="bad_field",
                )
            other = _hand_inputs(given[1])
            other["context"] = _key_values(given[2:], "context")
            other["options"] = _key_values(args.option, "option")
            also.append(WinInput(match.player(given[0]), discarder, other))
        return [
            WinInput(
                match.player(args.winner),
                discarder,
                inputs,
                _object_or_none(_json_arg(args.claim, "--claim"), "--claim"),
                _object_or_none(_json_arg(args.verdict, "--verdict"), "--verdict"),
                facts,
                tuple(also),
            )
        ]
    if kind == "draw":
        facts = _object_or_none(_json_arg(args.facts, "--facts"), "--facts") or {}
        if args.kind:
            facts = {**facts, DRAW_KIND: args.kind}
        return [Draw(tuple(match.player(p) for p in args.tenpai), canonical_json(facts))]
    if kind == "penalty":
        return [Penalty(match.player(args.offender), args.kind, args.points, args.note)]
    if args.text == "-":
        return [_from_json(_json_arg(line, f"line {n}"), match) for n, line in enumerate(sys.stdin, 1) if line.strip()]
    return [_from_json(_json_arg(args.text, "the entry"), match)]


# --- showing a sheet ----------------------------------------------------------------------------


def _sheet_text(sheet: Sheet) -> str:
    shown = [isolate(p) for p in sheet.match.players]  # (a right-to-left name reorders no line: see isolate)
    m = replace(sheet.match, players=tuple(shown))
    width = max(8, *(len(p) for p in m.players))
    lines = [
        f"match {m.id}  [{m.rules}{' ' + m.preset if m.preset else ''}]  {m.title}".rstrip(),
        f"created {m.created}; {sheet.hands_played} hands played"
        + (", finished" if sheet.finished else f", next: {sheet.next_seating.label if sheet.next_seating else '-'}"),
        *((f"rules: {head}",) if (head := rules_in_force(sheet.match).en) else ()),
        "",
        f"{'#':>3} {'rev':>3} {'hand':<5} {'what':<36} " + " ".join(f"{p:>{width}}" for p in m.players),
    ]
    for r in sheet.rows:
        lines.append(
            f"{r.entry:>3} {r.revision:>3} {r.seating.label:<5} {with_players(r.body, m)[:36]:<36} "
            + " ".join(f"{d:>+{width}d}" if d else f"{'.':>{width}}" for d in r.deltas)
        )
        lines.append(f"{'':>3} {'':>3} {'':<5} {'':<36} " + " ".join(f"{t:>{width}d}" for t in r.totals))
        for w in r.warnings:
            lines.append(f"{'':>13}warning: {w}")
    lines.append("")
    lines.append(f"{'player':<{width}} {'score':>6} {'rank':>4} {'table points':>12}")
    for s in sorted(sheet.standings, key=lambda s: (s.rank, s.player)):
        lines.append(f"{isolate(s.name):<{width}} {s.score:>6} {s.rank:>4} {format_points(s.table_points):>12}")
    if sheet.deleted:
        lines.append(f"deleted entries: {', '.join(map(str, sheet.deleted))} (see --history)")
    return "\n".join(lines) + "\n"


def _sheet_json(sheet: Sheet) -> dict[str, Any]:
    m = sheet.match
    return {
        "id": m.id,
        "rules": m.rules,
        "players": list(m.players),
        "preset": m.preset,
        "options": m.option_dict(),
        "match_options": m.match_option_dict(),
        "title": m.title,
        "created": m.created,
        "hands_played": sheet.hands_played,
        "finished": sheet.finished,
        "next": None if sheet.next_seating is None else sheet.next_seating.label,
        "rows": [
            {
                "entry": r.entry,
                "revision": r.revision,
                "kind": r.kind,
                "hand": r.hand_number,
                "label": r.seating.label,
                "winds": list(r.seating.winds),
                "deltas": list(r.deltas),
                "totals": list(r.totals),
                "ranks": list(r.ranks),
                "notes": list(r.notes),
                "warnings": list(r.warnings),
                "what": with_players(r.body, m),
            }
            for r in sheet.rows
        ],
        "standings": [
            {
                "player": s.player,
                "name": s.name,
                "score": s.score,
                "rank": s.rank,
                "table_points": format_points(s.table_points),
            }
            for s in sheet.standings
        ],
        "deleted": list(sheet.deleted),
    }


# --- the commands -------------------------------------------------------------------------------

#: the entry-point group through which an installed package offers a sheet exporter (the window's
#: package offers ``pdf``: drawing a PDF needs Qt, which the core never imports)
EXPORTERS_GROUP = "mahjong_scorer.exporters"


def exporter(name: str) -> Callable[[Sheet, str, str], None]:
    """The sheet exporter ``name`` an installed package offers (``pdf``: the window's), or a
    ``not_built_yet`` error saying what to install."""
    from importlib.metadata import entry_points

    for ep in entry_points(group=EXPORTERS_GROUP):
        if ep.name == name:
            try:
                found: Callable[[Sheet, str, str], None] = ep.load()
            except ImportError as e:
                raise HandError(
                    f"the {name} export needs the window's packages (PySide6): {e}", code="not_built_yet"
                ) from None
            return found
    raise HandError(
        f"no {name} export is installed: install the program with its window (pip install -e .)", code="not_built_yet"
    )


def _notice(store: MatchStore, err: TextIO) -> None:
    if store.notice is not None:
        err.write(f"mjscore: notice ({store.notice.code}): {store.notice.message}\n")
    for said in getattr(store, "unconfirmed", ()):  # (a server's writes whose outcome was unknown)
        err.write(f"mjscore: notice (outcome_unknown): {said.en}\n")


def run(args: argparse.Namespace, out: TextIO, err: TextIO | None = None) -> int:
    """Run a parsed ``mjscore matches ...``; the exit status (1: refused, or ``verify`` found
    differences)."""
    err = err or sys.stderr
    try:
        not_utf8(args)
        where = (
            store_address(args.store, "--store") if args.store else store_address(os.environ.get(STORE_ENV), STORE_ENV)
        )
        with open_store(where or None) as store:
            _notice(store, err)
            return _run(store, args, out, err)
    except HandError as e:
        err.write(f"mjscore: {e}\n")
        return 1
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as e:
        # (a refusal the checks above did not foresee: said, not a traceback)
        err.write(
            f"mjscore: internal_error: {type(e).__name__}: {e}; nothing more was written. This is a bug: "
            f"please report it with the command\n"
        )
        return 1


def _run(store: MatchStore, args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    command = args.matches_command
    if command == "list":
        damaged: list[StoreError] = []
        found = store.matches(damaged)
        if args.json:
            out.write(
                json.dumps(
                    [
                        {
                            "id": m.id,
                            "rules": m.rules,
                            "players": list(m.players),
                            "title": m.title,
                            "created": m.created,
                        }
                        for m in found
                    ],
                    ensure_ascii=False,
                )
                + "\n"
            )
        for m in found if not args.json else ():
            try:
                sheet = store.sheet(m.id)
                state = "finished" if sheet.finished else f"{sheet.hands_played} hands"
            except StoreError as e:  # a damaged record: said, and the other matches listed
                damaged.append(e)
                state = "damaged: see mjscore matches verify"
            out.write(
                f"{m.id}  {m.created}  {m.rules:<7} {', '.join(m.players)}  ({state}){'  ' + m.title if m.title else ''}\n"
            )
        for problem in damaged:
            err.write(f"mjscore: {problem}\n")
        return 1 if damaged else 0
    if command == "new":
        m = store.create_match(
            args.rules,
            args.players,
            preset=args.preset,
            options=_key_values(args.option, "option"),
            match_options=_key_values(args.match_option, "match option"),
            title=args.title,
            match_id=args.id,
        )
        note = preset_note(args.rules, args.preset, _key_values(args.match_option, "match option"))
        if note is not None:
            err.write(f"mjscore: notice: {note.en}\n")
        out.write(m.id + "\n")
        return 0
    if command in ("add", "edit"):
        match = store.match(args.id)
        entries = _entries(args, match)
        if command == "edit":
            if len(entries) != 1:
                raise MatchError("an edit takes one entry", code="bad_record")
            r = store.edit(args.id, args.entry, entries[0], expected_revision=args.expect_revision, reason=args.reason)
            out.write(f"entry {r.entry} revision {r.revision}: {with_players(r.body, match) if r.body else r.kind}\n")
            return 0
        for entry in entries:
            r = store.add(args.id, entry)
            out.write(f"entry {r.entry}: {with_players(r.body, match) if r.body else r.kind}\n")
        return 0
    if command == "delete":
        r = store.delete(args.id, args.entry, expected_revision=args.expect_revision, reason=args.reason)
        out.write(f"entry {r.entry} deleted (revision {r.revision})\n")
        return 0
    if command == "show":
        sheet = store.sheet(args.id)
        if args.json:
            data = _sheet_json(sheet)
            if args.history:
                data["history"] = [
                    {
                        "seq": r.seq,
                        "entry": r.entry,
                        "revision": r.revision,
                        "kind": r.kind,
                        "written": r.written,
                        "reason": r.reason,
                    }
                    for r in store.revisions(args.id)
                ]
            out.write(json.dumps(data, ensure_ascii=False) + "\n")
            return 0
        out.write(_sheet_text(sheet))
        if args.history:
            out.write("\nhistory:\n")
            for r in store.revisions(args.id):
                what = with_players(r.body, sheet.match) if r.body is not None else "deleted"
                reason = f"  ({r.reason})" if r.reason else ""
                out.write(f"  {r.written}  entry {r.entry} revision {r.revision}: {what}{reason}\n")
        return 0
    if command == "export":
        if args.pdf:
            if not args.output:
                raise HandError("a PDF needs a file: give it with -o FILE.pdf", code="bad_field")
            export_pdf = exporter("pdf")
            try:
                export_pdf(store.sheet(args.id), args.output, args.lang)
            except OSError as e:
                raise refused(E_WRITE, "store_error", path=args.output, reason=os_reason(e)) from None
            out.write(f"{args.output}\n")
            return 0
        text = sheet_csv(store.sheet(args.id), args.lang)
        if args.output:
            try:
                write_bytes(args.output, text.encode("utf-8"))
            except OSError as e:
                raise refused(E_WRITE, "store_error", path=args.output, reason=os_reason(e)) from None
        else:
            out.write(text)
        return 0
    if command == "verify":
        differ = 0
        checked = 0
        broken: list[StoreError] = []
        for m in store.matches(broken) if args.id is None else (store.match(args.id),):
            try:
                for match, r, now in store.verify(m.id):
                    differ += 1
                    old = r.body.result if isinstance(r.body, WinHand) else {}
                    new = (
                        f"{now.get('total')}" if now.get("ok") else f"refused ({(now.get('error') or {}).get('code')})"
                    )
                    who = f" ({match.players[r.body.winner]}'s win)" if isinstance(r.body, WinHand) else ""
                    out.write(
                        f"{match.id} entry {r.entry} (revision {r.revision}){who}: stored {old.get('total')}, "
                        f"now {new}\n"
                    )
                checked += sum(1 for row in store.sheet(m.id).rows if isinstance(row.body, WinHand))
            except StoreError as e:
                if e.code != "damaged_record":
                    raise
                broken.append(e)
        for problem in broken:
            out.write(f"damaged: {problem}\n")
        out.write(
            f"{checked} recorded wins scored again: "
            + (f"{differ} differ" if differ else "all agree with the stored results")
            + (f"; {len(broken)} damaged" if broken else "")
            + "\n"
        )
        return 1 if differ or broken else 0
    raise AssertionError(command)  # pragma: no cover


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="mjscore")
    add_subcommand(p.add_subparsers(dest="command", required=True))
    return p


def main(argv: Sequence[str] | None = None, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """``mjscore matches ...`` on its own (``argv`` starts with ``matches``), for tests and
    until ``mjscore`` wires it in."""
    args = build_parser().parse_args(argv)
    return run(args, out or sys.stdout, err)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
