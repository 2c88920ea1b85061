"""``mjscore train``: the scoring trainer in a terminal, a thin shell over :mod:`core.trainer`.

mjscore train -r riichi --level beginner [--topic T] [--seed N] [--count N] [--json]
              [--store PATH] [--learner NAME] [--lang L]
mjscore train progress [--learner NAME] [-r RULES] [--json] [--store PATH] [--lang L]

Each question is printed (the hand in notation and as Unicode tiles, everything the answer
depends on, the form of the answer), an answer is read from standard input, one line, and the
verdict printed; ``--json``: one JSON object per question and per verdict. The answers are kept
in the match store (``--store``, or the default store of ``mjscore matches``).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import TextIO

from core.engine.score import LANGS
from core.model.errors import HandError
from core.model.names import names
from core.referee.records import Store
from core.shells.breakdown import display_width, format_score, pad
from core.trainer.session import MIXED, Question, Trainer, catalogue
from core.trainer.show import context_dict, question_text

_WORDS = {
    "right": names("Right.", "正确。", "正確。", "正解。"),
    "wrong": names("Not right:", "不对：", "不對：", "不正解："),
    "expected": names("the answer", "正确答案", "正確答案", "正解"),
    "score": names("{right} right of {n}", "{n} 题答对 {right} 题", "{n} 題答對 {right} 題", "{n} 問中 {right} 問正解"),
    "again": names(
        "(answer again, or end with Ctrl-D)",
        "（请重新作答，或按 Ctrl-D 结束）",
        "（請重新作答，或按 Ctrl-D 結束）",
        "（もう一度答えるか、Ctrl-D で終了）",
    ),
    "none": names("no answers yet", "还没有作答", "還沒有作答", "まだ回答がありません"),
    "head": names(
        "topic|answered|right|accuracy|median s|box",
        "题目|作答|答对|正确率|中位秒数|盒",
        "題目|作答|答對|正確率|中位秒數|盒",
        "トピック|回答|正解|正答率|中央値 秒|箱",
    ),
}
_CLOCK = (
    names(
        "{s:.1f} s, within table speed ({target} s)",
        "用时 {s:.1f} 秒，达到牌桌速度（{target} 秒）",
        "用時 {s:.1f} 秒，達到牌桌速度（{target} 秒）",
        "{s:.1f} 秒、卓上の速さ（{target} 秒）以内",
    ),
    names(
        "{s:.1f} s, slower than table speed ({target} s)",
        "用时 {s:.1f} 秒，慢于牌桌速度（{target} 秒）",
        "用時 {s:.1f} 秒，慢於牌桌速度（{target} 秒）",
        "{s:.1f} 秒、卓上の速さ（{target} 秒）より遅い",
    ),
)
_COUNT = names(
    "--count {n}: give 1 to 10000 questions",
    "--count {n}：题数须为 1 到 10000",
    "--count {n}：題數須為 1 到 10000",
    "--count {n}：問題数は 1 から 10000 です",
)
_TARGET = names("table speed: {target} s", "牌桌速度：{target} 秒", "牌桌速度：{target} 秒", "卓上の速さ：{target} 秒")
#: the most times a line that cannot be read is asked again before the session ends
MAX_RETRIES = 5


def add_subcommand(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:  # type: ignore[type-arg, unused-ignore]
    """Add ``train`` to ``mjscore``'s sub-commands; run it with :func:`run`."""
    t: argparse.ArgumentParser = subparsers.add_parser(
        "train",
        help="the scoring trainer: practice hands, each answer checked by the scorer (docs/trainer.md)",
        description="Practice counting hands: answer each question on one line; the verdict follows. "
        "'mjscore train progress' shows accuracy and median time per topic.",
    )
    t.add_argument(
        "action", nargs="?", default="ask", choices=("ask", "progress"), help="ask questions (default) or show progress"
    )
    t.add_argument("--rules", "-r", help="riichi (the default for questions), mcr or taiwan; progress: all by default")
    t.add_argument(
        "--level", choices=("beginner", "intermediate", "professional"), help="the level (default: every level)"
    )
    t.add_argument("--topic", default=MIXED, help="a topic id (mjscore train --list), or 'mixed': the one due soonest")
    t.add_argument(
        "--seed", type=int, help="the first question's seed (each next one the seed after): the same questions again"
    )
    t.add_argument("--count", type=int, default=10, help="how many questions (default 10)")
    t.add_argument("--learner", default="learner", help="whose answers these are (default 'learner')")
    t.add_argument("--store", help="the match store file to keep the answers in (default: the user's store)")
    t.add_argument("--no-store", action="store_true", help="keep nothing: the answers are forgotten at the end")
    t.add_argument("--list", action="store_true", help="list the rule sets, levels and topics")
    t.add_argument(
        "--clock", action="store_true", help="against the clock: each topic's table speed said, and the time taken"
    )
    t.add_argument("--json", action="store_true", help="one JSON object per question and per verdict")
    t.add_argument("--lang", default="en", choices=LANGS)
    return t


def _list(out: TextIO, lang: str, as_json: bool) -> int:
    cat = catalogue()
    if as_json:
        out.write(json.dumps([t.to_dict(lang) for t in cat.topics], ensure_ascii=False) + "\n")
        return 0
    levels = dict(cat.levels)
    for rules, title in cat.rule_sets:
        out.write(f"{rules}: {title.get(lang)}\n")
        for t in cat.topics:
            if t.rules == rules:
                out.write(f"  {t.id:<28} {levels[t.level].get(lang):<14} {t.names.get(lang)}\n")
    return 0


def _progress(trainer: Trainer, args: argparse.Namespace, out: TextIO) -> int:
    rows = trainer.progress(args.rules)
    if args.json:
        out.write(
            json.dumps({"type": "progress", "learner": trainer.learner, "topics": [r.to_dict() for r in rows]}) + "\n"
        )
        return 0
    if not rows:
        out.write(_WORDS["none"].get(args.lang) + "\n")
        return 0
    cat = catalogue()
    table = [_WORDS["head"].get(args.lang).split("|")]
    for r in rows:
        name = cat.topic(r.topic).names.get(args.lang)
        table.append(
            [name, str(r.answered), str(r.right), f"{r.accuracy:.0%}", f"{r.median_ms / 1000:.1f}", str(r.box)]
        )
    widths = [max(display_width(row[i]) for row in table) for i in range(len(table[0]))]
    for row in table:
        out.write("  ".join(pad(cell, w) for cell, w in zip(row, widths)).rstrip() + "\n")
    return 0


def _ask(trainer: Trainer, args: argparse.Namespace, out: TextIO, err: TextIO, inp: TextIO) -> int:
    lang = args.lang
    right = asked = 0
    for _ in range(args.count):
        q = trainer.next_question(args.rules or "riichi", args.level, args.topic)
        if args.json:
            out.write(json.dumps({**q.to_dict(lang), "shown": context_dict(q, lang)}, ensure_ascii=False) + "\n")
        else:
            out.write(question_text(q, lang) + "\n")
            if args.clock:
                out.write(f"  ({_TARGET.format(target=seconds_of(q)).get(lang)})\n")
        out.flush()
        start = time.perf_counter()
        verdict = None
        for _try in range(MAX_RETRIES):
            line = inp.readline()
            if not line:
                break
            try:
                verdict = trainer.check(q, line.strip())
                break
            except HandError as e:
                err.write(f"mjscore: {e.text(lang)} {_WORDS['again'].get(lang)}\n")
        if verdict is None:
            break
        ms = int((time.perf_counter() - start) * 1000)
        trainer.record(verdict, ms)
        asked += 1
        right += verdict.right
        if args.json:
            out.write(
                json.dumps({**verdict.to_dict(lang), "ms": ms, "seconds": seconds_of(q)}, ensure_ascii=False) + "\n"
            )
            continue
        if args.clock:
            said = _CLOCK[0 if ms <= seconds_of(q) * 1000 else 1]
            out.write(said.format(s=ms / 1000, target=seconds_of(q)).get(lang) + "\n")
        expected = verdict.expected(lang)
        if verdict.right:
            out.write(f"{_WORDS['right'].get(lang)} ({_WORDS['expected'].get(lang)}: {expected})\n")
        else:
            out.write(f"{_WORDS['wrong'].get(lang)} {_WORDS['expected'].get(lang)}: {expected}\n")
            for d in verdict.differences:
                out.write(f"  - {d.message.get(lang)}\n")
        out.write(format_score(verdict.score, lang) + "\n\n")
    if not args.json:
        out.write(_WORDS["score"].format(right=right, n=asked).get(lang) + "\n")
    return 0


def seconds_of(question: Question) -> int:
    """The table speed of the question's topic, in seconds."""
    return catalogue().topic(question.topic).seconds


def run(args: argparse.Namespace, out: TextIO, err: TextIO | None = None, inp: TextIO | None = None) -> int:
    """Run a parsed ``mjscore train ...``: 0, or 1 when the input is refused."""
    err = err or sys.stderr
    inp = inp or sys.stdin
    try:
        if args.list:
            return _list(out, args.lang, args.json)
        if not 1 <= args.count <= 10_000:
            said = _COUNT.format(n=args.count)
            raise HandError(said.en, code="bad_argument", names=said)
        if args.action == "ask":
            catalogue().choose(args.rules or "riichi", args.level, args.topic)  # (refused before a store is opened)
        if args.no_store:
            return _dispatch(Trainer(args.learner, None, args.seed), args, out, err, inp)
        with Store(args.store) as store:
            if store.notice is not None:
                notice = store.notice.names.get(args.lang) if store.notice.names else store.notice.message
                err.write(f"mjscore: {notice}\n")
            return _dispatch(Trainer(args.learner, store, args.seed), args, out, err, inp)
    except HandError as e:
        err.write(f"mjscore: {e.text(args.lang)}\n")
        return 1


def _dispatch(trainer: Trainer, args: argparse.Namespace, out: TextIO, err: TextIO, inp: TextIO) -> int:
    if args.action == "progress":
        return _progress(trainer, args, out)
    return _ask(trainer, args, out, err, inp)
