"""``mjscore``: a thin command-line shell over the core library.

mjscore score --rules mcr "123m456p789s1z [777z] +1z" self_drawn=true seat_wind=S
mjscore waits --rules mcr "123m456p789s1122z"
mjscore analyse --rules riichi "123m456p789s1z23s44z" --visible 1s1s [--json]
mjscore rules mcr [--json]
mjscore verify --rules mcr "..." self_drawn=true --claim "清一色, 一般高, 自摸" --total 27
mjscore batch [IN] [-o OUT] [--lang L]
mjscore matches list|new|add|edit|delete|show|export|verify ...   (core.shells.match_cli)
mjscore tournament new|list|players|seat|close|show|standings|export|schedule ...
                                                                 (core.shells.tournament_cli)
mjscore station follow|add|show|send|conflicts|drop ...           (core.shells.station_cli)
mjscore train [progress] -r riichi --level beginner ...           (core.shells.train_cli)
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from core.engine.ruleset import RuleSet
from core.engine.score import LANGS, names
from core.model.errors import ContextError, HandError, OptionError
from core.model.hand import Hand
from core.model.notation import parse_hand
from core.model.tiles import kind_name
from core.referee.batch_format import result_object
from core.referee.verify import Claim, ClaimError, parse_claim_items, verify
from core.rules import get_rules, rule_sets
from core.shapes.readings import Shape
from core.shapes.waits import shanten, waits
from core.shells import match_cli, station_cli, tournament_cli, train_cli
from core.shells.batch import InputReadError, encoded_batch, read_lines
from core.shells.breakdown import display_width, format_score, pad  # noqa: F401  (the breakdown, as it was here)


def _looks_like_tiles(text: str) -> bool:
    """Whether a word is a piece of hand notation (``[777z]``, ``+1z``, ``123m``): the shell split
    an unquoted hand at its spaces."""
    return bool(text) and (text[0] in "[{(+" or _TILE_WORD.fullmatch(text) is not None)


_TILE_WORD = re.compile(r"(?:[0-9]+[mpszf])+")


def _key_values(pairs: Sequence[str], what: str, hand: str = "") -> dict[str, Any]:
    out: dict[str, Any] = {}
    for p in pairs:
        if "=" not in p:
            if hand and _looks_like_tiles(p):
                whole = " ".join([hand, *[q for q in pairs if "=" not in q]])
                raise ContextError(
                    f"{p!r} looks like part of the hand: the shell splits a hand at its spaces, "
                    f'so quote the whole hand, like "{whole}"',
                    code="bad_context",
                )
            raise ContextError(f"{what} {p!r} must be written key=value, like self_drawn=true", code="bad_context")
        k, v = p.split("=", 1)
        out[k.strip()] = v.strip()
    return out


def _options(args: argparse.Namespace, rules: RuleSet) -> dict[str, Any]:
    """The rule options of ``--preset`` (or ``--preset-file``, ``--preset`` choosing among its
    presets) and ``--option``, in that order; a preset is named in them, so the result names
    the table that scored it."""
    options: dict[str, Any] = {}
    if getattr(args, "preset_file", None):
        presets = rules.read_preset_file(args.preset_file)
        if len(presets) != 1 and not args.preset:
            raise OptionError(
                f"{args.preset_file} holds {len(presets)} presets "
                f"({', '.join(p.key for p in presets)}): choose one with --preset",
                code="bad_option",
            )
        chosen = [p for p in presets if p.key == args.preset] if args.preset and len(presets) > 1 else list(presets)
        if not chosen:
            raise OptionError(f"{args.preset_file} has no preset {args.preset!r}", code="bad_option")
        options = rules.preset_as_options(chosen[0])
    elif getattr(args, "preset", None):
        options = rules.preset_as_options(rules.preset_named(args.preset))
    options.update(_key_values(getattr(args, "option", None) or [], "option"))
    return options


def _cmd_score(args: argparse.Namespace, out: TextIO) -> int:
    rules = get_rules(args.rules)
    hand = parse_hand(args.hand)
    score = rules.score(hand, _key_values(args.context, "context", args.hand), _options(args, rules))
    if args.json:
        out.write(json.dumps(result_object(None, score), ensure_ascii=False) + "\n")
    else:
        out.write(format_score(score, args.lang) + "\n")
    return 0


#: the exit code of ``mjscore verify`` when the claim differs from the score
CLAIM_DIFFERS = 3


def _cmd_verify(args: argparse.Namespace, out: TextIO) -> int:
    """Check a claim against the score: 0 when it agrees, :data:`CLAIM_DIFFERS` when not."""
    rules = get_rules(args.rules)
    hand = parse_hand(args.hand)
    items: list[str] = []
    for text in args.claim or []:
        items.extend(parse_claim_items(text))
    claim = Claim(tuple(items), args.total, args.received)
    if claim.empty:
        raise ClaimError("nothing is claimed: give the claimed items with --claim, and/or --total or --received")
    score = rules.score(hand, _key_values(args.context, "context", args.hand), _options(args, rules))
    verdict = verify(score, claim, rules)
    if args.json:
        out.write(
            json.dumps(
                {**result_object(None, score), "claim": claim.to_dict(), "verdict": verdict.to_dict(args.lang)},
                ensure_ascii=False,
            )
            + "\n"
        )
    else:
        out.write(format_score(score, args.lang) + "\n\n")
        out.write(verdict.summary().get(args.lang) + "\n")
        for d in verdict.differences:
            out.write(f"  - {d.message.get(args.lang)}\n")
    return 0 if verdict.agrees else CLAIM_DIFFERS


def _cmd_waits(args: argparse.Namespace, out: TextIO) -> int:
    rules = get_rules(args.rules)
    hand = parse_hand(args.hand)
    rules.check_hand(hand)  # (a tile or call the rule set's set lacks: refused as the score refuses it)
    complete = hand.win is not None or len(hand.standing) % 3 == 2
    if complete:
        # a complete hand: its score when it is a win, then the waits after each discard
        if hand.win is None:
            hand = Hand(hand.standing[:-1], hand.melds, hand.standing[-1], hand.flowers)
        try:
            score = rules.score(hand, _key_values(args.context, "context", args.hand))
            out.write(f"complete hand: {score.headline.text.en}\n")
        except HandError as e:
            out.write(f"complete hand, not scored: {e}\n")
        standing = hand.concealed_tiles
        shown = False
        for kind in sorted({t.kind for t in standing}):
            i = next(j for j, t in enumerate(standing) if t.kind == kind)
            after = Hand(standing[:i] + standing[i + 1 :], hand.melds, None, hand.flowers)
            found = waits(after, rules.shapes)
            if found:
                out.write(f"discard {kind_name(kind)}: waits " + " ".join(kind_name(w.kind) for w in found) + "\n")
                shown = True
        if not shown:
            out.write("no discard leaves the hand ready\n")
        return 0
    found = waits(hand, rules.shapes) if len(hand.standing) % 3 == 1 else ()
    if found:
        out.write(
            "waits: "
            + " ".join(
                kind_name(w.kind) + (" (all four in hand)" if w.exhausted else f" ({w.remaining} left)") for w in found
            )
            + "\n"
        )
        return 0
    sh = shanten(hand, rules.shapes)
    names = {Shape.REGULAR: "sets and a pair"}
    parts = [f"{names.get(s, s.value.replace('_', ' '))} {v}" for s, v in sh.by_shape]
    out.write(f"not ready: shanten {sh.value} ({', '.join(parts)})\n")
    return 0


def _cmd_rules(args: argparse.Namespace, out: TextIO) -> int:
    if args.name is None:
        for name, r in rule_sets().items():
            out.write(f"{name:8} {r.title.en}{'' if r.built else '  (not built yet)'}\n")
        return 0
    rules = get_rules(args.name)
    options = _options(args, rules) if rules.built else {}
    desc = rules.describe(options or None)
    # each option's value in force: the default, or what the preset (or its file) sets
    in_force = rules.check_options(options) if rules.built else {}
    for f in desc["options"]:
        f["value"] = in_force.get(f["key"], f["default"])
    if args.json:
        out.write(json.dumps(desc, ensure_ascii=False, indent=2) + "\n")
        return 0
    out.write(f"{desc['rules']}: {desc['en']} / {desc['zh']}\n")
    if "table" in desc:
        out.write(f"table: {rules.table_name(rules.check_options(options)).describe()}\n")
    out.write("\nitems:\n")
    zh_width = max([display_width(it["zh"]) for it in desc["items"]] + [8])
    en_width = max([display_width(it["en"]) for it in desc["items"]] + [8])
    for it in desc["items"]:
        words = ([] if it["on"] else ["off"]) + ([it["note"]] if it["note"] else [])
        note = f"  ({'; '.join(words)})" if words else ""
        out.write(f"  {it['id']:36} {pad(it['zh'], zh_width)} {pad(it['en'], en_width)} {it['value']:>3}{note}\n")
    out.write("\ncontext:\n")
    for f in desc["context"]:
        out.write(f"  {f['key']:18} {f['type']:7} default {f['default']!s:6} {f['help']}\n")
    out.write("\noptions:\n")
    for f in desc["options"]:
        if f["value"] == f["default"]:
            out.write(f"  {f['key']:26} {f['type']:7} default {f['default']!s:6} {f['help']}\n")
        else:  # set by the preset: the value in force first, the default beside it
            out.write(f"  {f['key']:26} {f['type']:7} set to  {f['value']!s:6} {f['help']} (default {f['default']})\n")
    if desc["presets"]:
        out.write("\npresets:\n")
        for p in desc["presets"]:
            out.write(f"  {p['key']:18} {p['help']}\n")
    return 0


def _jobs(text: str) -> int:
    """``--jobs``: a whole number of processes, 0 for one per CPU."""
    if not (text.isascii() and text.isdigit()) or int(text) > 256:
        raise argparse.ArgumentTypeError(f"must be a whole number of processes from 0 to 256, not {text!r}")
    import os

    return int(text) or (os.cpu_count() or 1)


def _cmd_batch(args: argparse.Namespace, out: TextIO) -> int:
    """Read bytes and write bytes, whatever they are: exit 2 only when the input cannot be
    opened or read, or the output cannot be written; any content of the input gives 0."""
    source = args.input if args.input not in (None, "-") else "standard input"
    target = args.output or "standard output"

    def fail(what: str, e: OSError) -> int:
        sys.stderr.write(f"mjscore batch: cannot {what}: {e.strerror or e}\n")
        return 2

    try:
        src = sys.stdin.buffer if source == "standard input" else open(args.input, "rb")
    except OSError as e:
        return fail(f"open {source}", e)
    try:
        blocks = encoded_batch(read_lines(src), args.lang, args.jobs)
        if args.output:
            with open(args.output, "wb") as f:
                for block in blocks:
                    f.write(block)
        elif hasattr(out, "buffer"):  # a real text stream: the bytes go out as they are, UTF-8
            out.flush()
            for block in blocks:
                out.buffer.write(block)
            out.buffer.flush()
        else:  # an in-memory text stream (tests)
            for block in blocks:
                out.write(block.decode("utf-8"))
    except InputReadError as e:
        return fail(f"read {source}", e.error)
    except BrokenPipeError:
        raise
    except OSError as e:
        return fail(f"write {target}", e)
    finally:
        if src is not sys.stdin.buffer:
            src.close()
    return 0


#: the words of ``mjscore analyse``'s text, in each language
_ANALYSIS = {
    "shanten": names("shanten {n}", "向听数 {n}", "向聽數 {n}", "{n} 向聴"),
    "ready": names("ready", "听牌", "聽牌", "聴牌"),
    "complete": names("complete", "已和牌", "已胡牌", "和了形"),
    "discard": names("discard {tile}", "打 {tile}", "打 {tile}", "{tile} 切り"),
    "as_is": names("as it stands", "现有手牌", "現有手牌", "現在の手牌"),
    "tiles": names("{n} tiles", "{n} 张", "{n} 張", "{n} 枚"),
    "ron": names("discard win", "点和", "放槍胡", "ロン"),
    "tsumo": names("self-drawn", "自摸", "自摸", "ツモ"),
    "furiten": names("furiten", "振听", "振聽", "フリテン"),
    "no_win": names("no win", "不能和", "不能胡", "和了不可"),
}


def _cmd_analyse(args: argparse.Namespace, out: TextIO) -> int:
    from core.engine.analysis import SHAPE_NAMES, analyse
    from core.model.notation import parse_tiles
    from core.referee.batch_format import analysis_object

    rules = get_rules(args.rules)
    hand = parse_hand(args.hand)
    found = analyse(
        rules,
        hand,
        _key_values(args.context, "context", args.hand),
        _options(args, rules),
        parse_tiles(args.visible or ""),
        parse_tiles(args.discards or ""),
    )
    if args.json:
        out.write(json.dumps(analysis_object(found, rules), ensure_ascii=False) + "\n")
        return 0
    lang = args.lang
    words = {k: v.get(lang) for k, v in _ANALYSIS.items()}
    value = found.shanten.value
    out.write((words["complete"] if value < 0 else words["shanten"].format(n=value)) + "\n")
    for o in found.options:
        head = (
            words["discard"].format(tile=kind_name(o.discard.kind) if not o.discard.red else str(o.discard))
            if o.discard is not None
            else words["as_is"]
        )
        state = words["ready"] if o.ready else words["shanten"].format(n=o.shanten.value)
        flags = f" [{words['furiten']}]" if o.furiten else ""
        out.write(f"{head}: {state}, {words['tiles'].format(n=o.unseen)}{flags}\n")
        for i in o.improving:
            shapes = ", ".join(SHAPE_NAMES[s].get(lang) for s in i.shapes)
            line = f"  {kind_name(i.kind)} x{i.unseen}" + (f" ({shapes})" if shapes else "")
            w = i.wait
            if w is not None:
                parts = []
                for key, s in (("ron", w.discard_win), ("tsumo", w.self_drawn)):
                    if s is not None:
                        parts.append(f"{words[key]} {s.headline.text.get(lang)}")
                if w.problem is not None:
                    parts.append(f"{words['no_win']}: {w.problem.text(lang)}")
                line += ": " + "; ".join(parts)
            out.write(line + "\n")
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="mjscore", description="Score mahjong hands: MCR, riichi, Taiwanese.")
    sub = p.add_subparsers(dest="command", required=True)
    s = sub.add_parser("score", help="score a complete hand")
    s.add_argument("--rules", "-r", default="mcr")
    s.add_argument("hand", help='hand notation, e.g. "123m456p789s1z [777z] +1z"')
    s.add_argument("context", nargs="*", help="context as key=value, e.g. self_drawn=true seat_wind=S")
    s.add_argument("--option", "-o", action="append", help="rule option key=value")
    s.add_argument("--preset", help="a preset of the rule set's options")
    s.add_argument(
        "--preset-file", help="a preset file (TOML, as core/rules/*/data/*_presets.toml) to take the options from"
    )
    s.add_argument("--lang", default="en", choices=LANGS)
    s.add_argument("--json", action="store_true", help="print the batch result object")
    v = sub.add_parser(
        "verify",
        help="check a player's claim against the score of the hand",
        description="Exit status: 0 the claim agrees, 3 it differs, 1 the input is refused.",
    )
    v.add_argument("--rules", "-r", default="mcr")
    v.add_argument("hand", help='hand notation, e.g. "123m456p789s1z [777z] +1z"')
    v.add_argument("context", nargs="*", help="context as key=value, e.g. self_drawn=true seat_wind=S")
    v.add_argument(
        "--claim",
        "-c",
        action="append",
        help='the claimed items, ids or names in any language, comma-separated, e.g. "清一色, 一般高, 自摸" '
        'or "Dora x2" (may be given more than once)',
    )
    v.add_argument("--total", "-t", type=int, help="the claimed total in the rule set's unit (fan, han, 台)")
    v.add_argument("--received", type=int, help="the claimed amount the winner receives")
    v.add_argument("--option", "-o", action="append", help="rule option key=value")
    v.add_argument("--preset", help="a preset of the rule set's options")
    v.add_argument("--preset-file", help="a preset file to take the options from")
    v.add_argument("--lang", default="en", choices=LANGS)
    v.add_argument("--json", action="store_true", help="print the batch result object with its claim and verdict")
    w = sub.add_parser("waits", help="winning tiles of a hand one tile short, or its shanten")
    w.add_argument("--rules", "-r", default="mcr")
    w.add_argument("hand")
    w.add_argument("context", nargs="*", help="for a complete hand, its context as key=value")
    a = sub.add_parser(
        "analyse",
        aliases=["analyze"],
        help="what to discard: each discard's shanten, the tiles that improve it and, when ready, "
        "each wait's score (docs/analysis.md)",
    )
    a.add_argument("--rules", "-r", default="mcr")
    a.add_argument("hand", help='14 tiles before the discard ("+5p" may mark the tile drawn) or 13, with melds')
    a.add_argument("context", nargs="*", help="context as key=value, e.g. seat_wind=S dora_indicators=3p")
    a.add_argument("--visible", help="tiles seen elsewhere on the table (other discards, other melds), e.g. 1m1m9p")
    a.add_argument("--discards", help="the player's own discards (riichi: furiten), e.g. 4s7s")
    a.add_argument("--option", "-o", action="append", help="rule option key=value")
    a.add_argument("--preset", help="a preset of the rule set's options")
    a.add_argument("--preset-file", help="a preset file to take the options from")
    a.add_argument("--lang", default="en", choices=LANGS)
    a.add_argument("--json", action="store_true", help="print the analysis as JSON (docs/analysis.md)")
    r = sub.add_parser("rules", help="list rule sets, or one rule set's items, context keys and options")
    r.add_argument("name", nargs="?")
    r.add_argument("--json", action="store_true")
    r.add_argument("--preset", help="show each item's value and whether it counts under this preset")
    r.add_argument("--preset-file", help="a preset file (as --preset of mjscore score): its items' values")
    r.add_argument("--option", "-o", action="append", help="rule option key=value")
    b = sub.add_parser("batch", help="score JSON Lines (see shared/spec/batch.md)")
    b.add_argument("input", nargs="?", help="input file (default: standard input)")
    b.add_argument("-o", "--output", help="output file (default: standard output)")
    b.add_argument("--lang", default="en", choices=LANGS, help="the language of the verdicts' messages")
    b.add_argument(
        "--jobs",
        type=_jobs,
        default=1,
        metavar="N",
        help="score with N processes (0: one per CPU); the output is the same, in input order",
    )
    match_cli.add_subcommand(sub)
    tournament_cli.add_subcommand(sub)
    station_cli.add_subcommand(sub)
    train_cli.add_subcommand(sub)
    return p


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    out = out or sys.stdout
    args = build_parser().parse_args(argv)
    if args.command == "matches":
        return match_cli.run(args, out)
    if args.command == "tournament":
        return tournament_cli.run(args, out)
    if args.command == "station":
        return station_cli.run(args, out)
    if args.command == "train":
        return train_cli.run(args, out)
    handlers = {
        "score": _cmd_score,
        "verify": _cmd_verify,
        "waits": _cmd_waits,
        "rules": _cmd_rules,
        "batch": _cmd_batch,
        "analyse": _cmd_analyse,
        "analyze": _cmd_analyse,
    }
    try:
        return handlers[args.command](args, out)
    except HandError as e:  # in the language asked for (--lang), where the core gives one
        sys.stderr.write(f"mjscore: {e.text(getattr(args, 'lang', 'en'))}\n")
        return 1
    except BrokenPipeError:  # output piped into head & co.
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
