"""Render the screenshots of the Trainer window (issue 45): opened from the main window's File
menu on a store of its own, a riichi question answered with a mistake (one han short, an item
missed), the verdict and the breakdown beside it; and the Progress tab after a short session.

    python tools/make_trainer_shots.py   # docs/trainer-<lang>.png (1280x860),
                                         # docs/trainer-1024x640-<lang>.png, docs/trainer-progress-en.png

The answers are typed into the window's fields from the core's right answer
(:func:`core.trainer.answers.right_answer`), one han taken off and the last item left out.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_screenshots import LANGS, ROOT, SHEET_OPEN, run, said  # noqa: E402

#: the first question's seed: a riichi hand with a meld, a flush and dora (mixed topics)
SEED = 11

TRAINER_SCRIPT = (
    SHEET_OPEN
    + r"""
from core.trainer.answers import right_answer
lang, size, png, progress_png, seed = sys.argv[1:6]
w = make_window("riichi", None, lang)
w.resize(1280, 860)
w.show()
w.trainer_action.trigger()
tw = w.trainer_window
tw.trainer.seed = int(seed)
tw.clock_check.setChecked(True)
tw.resize(*(int(n) for n in size.split("x")))

def answer(right_one):
    q = tw.question
    a = right_answer(q)
    names = {it.id: it.names.get(lang) for it in q.score().items}
    off = 0 if right_one else 1
    typed = {"han": str((a.han or 0) - off), "fu": str((a.fu or 0) + 10 * off * (q.answer == "fu")),
             "pay": "/".join(str(p + 100 * off * (q.answer == "pay")) for p in a.pay),
             "received": str(a.received), "total": str((a.total or 0) - off),
             "items": ", ".join(names.get(i, i) for i in (a.items if right_one else a.items[:-1]))}
    for k, e in tw.answers.edits.items():
        e.setText(typed[k])
    if q.answer == "reaches":
        (tw.answers.yes if a.reaches == right_one else tw.answers.no).setChecked(True)
    assert tw.submit() is not None, tw.problem

if progress_png != "-":  # a short session first: a dozen answers over the three rule sets, each
    import time  # taking a few seconds, as the tool's clock reads them (the times shown are real)
    for n in range(12):
        tw.rules_combo.setCurrentIndex(tw.rules_combo.findData(("riichi", "mcr", "taiwan")[n % 3]))
        time.sleep(2 + (n * 7) % 5)
        answer(n % 4 != 1)
        tw.next_question()
    tw.rules_combo.setCurrentIndex(tw.rules_combo.findData("riichi"))
    tw.tabs.setCurrentWidget(tw.progress)
    grab(tw, progress_png)
    tw.tabs.setCurrentIndex(0)
tw.trainer.seed = int(seed)
tw.next_question()
import time
time.sleep(7)  # (a learner's seven seconds, on the clock shown)
answer(False)
grab(tw, png)
"""
)


def trainer_shots(env: dict[str, str]) -> None:
    docs = ROOT / "docs"
    for lang in LANGS:
        out = docs / f"trainer-{lang}.png"
        run(env, "-c", TRAINER_SCRIPT, lang, "1280x860", str(out), "-", str(SEED))
        said(out)
    small_shots(env)
    progress = docs / "trainer-progress-en.png"
    scratch = docs / ".trainer-scratch.png"
    run(env, "-c", TRAINER_SCRIPT, "en", "1280x860", str(scratch), str(progress), str(SEED))
    scratch.unlink()
    said(progress)


def small_shots(env: dict[str, str]) -> None:
    """The window at the smallest size it is usable at (1024x640), in each language."""
    for lang in LANGS:
        small = ROOT / "docs" / f"trainer-1024x640-{lang}.png"
        run(env, "-c", TRAINER_SCRIPT, lang, "1024x640", str(small), "-", str(SEED))
        said(small)


if __name__ == "__main__":
    trainer_shots({**os.environ, "QT_QPA_PLATFORM": "offscreen"})
