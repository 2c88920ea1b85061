"""The trainer's memory: Leitner boxes, the answers in the match store (surviving a kill), the
progress, and ``mjscore train`` end to end with standard input."""

from __future__ import annotations

import io
import json
import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from core.referee.records import Store
from core.shells.cli import main
from core.trainer.answers import answer_text, right_answer
from core.trainer.leitner import BOXES, SPACING, Card, answered, fold, next_due
from core.trainer.session import Trainer
from core.trainer.store import answers, progress
from core.trainer.topics import catalogue

ROOT = Path(__file__).resolve().parent.parent

# --- Leitner boxes ----------------------------------------------------------------------------


def test_a_right_answer_moves_a_card_up_a_wrong_one_back_to_box_1() -> None:
    card = Card()
    assert card.box == 1 and card.due() == -1  # never asked: due before anything
    for turn in range(BOXES + 2):
        card = answered(card, True, turn)
    assert card.box == BOXES  # (no box above the last)
    assert card.due() == card.last + SPACING[-1]
    card = answered(card, False, 20)
    assert card == Card(1, 20) and card.due() == 21


def test_the_topic_due_soonest_is_asked_first() -> None:
    cards, turns = fold([("a", True, ()), ("b", False, ("pinfu@b",)), ("a", True, ())])
    assert turns == 3 and cards["a"].box == 3 and cards["b"].box == 1 and cards["item:pinfu@b"].box == 1
    # c was never asked: first; then b (box 1, due at turn 2); a (box 3) much later
    assert next_due(["a", "b", "c"], cards) == "c"
    assert next_due(["a", "b"], cards) == "b"
    # b answered right: its item comes up a box with it
    cards, _ = fold([("b", False, ("pinfu@b",)), ("b", True, ())])
    assert cards["item:pinfu@b"].box == 2


def test_mixed_asks_a_missed_topic_again_before_the_known_ones() -> None:
    t = Trainer("ann", None, seed=1)
    seen = []
    for _ in range(3):  # the three beginner topics, each once, all answered right
        q = t.next_question("riichi", "beginner")
        seen.append(q.topic)
        t.record(t.check(q, answer_text(right_answer(q), q.answer)), 1000)
    assert sorted(seen) == sorted(x.id for x in catalogue().choose("riichi", "beginner"))
    q = t.next_question("riichi", "beginner")
    t.record(t.check(q, "1 20 100"), 2000)  # wrong
    missed = q.topic
    assert t.boxes()[missed] == 1
    assert t.next_question("riichi", "beginner").topic == missed


# --- the store ----------------------------------------------------------------------------------


def test_answers_are_kept_in_the_store_and_fold_into_boxes_and_progress(tmp_path: Path) -> None:
    path = tmp_path / "matches.sqlite3"
    with Store(path) as store:
        t = Trainer("Bo <b>", store, seed=10)
        for i in range(6):
            q = t.next_question("mcr", None, "mcr_common")
            text = answer_text(right_answer(q), q.answer) if i % 2 else "1"
            t.record(t.check(q, text), 1000 * (i + 1))
        in_session = t.boxes()
    with Store(path) as store:  # read again: the same boxes, from the answers alone
        t = Trainer("Bo <b>", store)
        assert t.boxes() == in_session and t.boxes()["mcr_common"] == 2  # wrong, right, ... ends a right one
        rows = answers(store, "Bo <b>")
        assert [r.right for r in rows] == [False, True] * 3
        assert [r.seed for r in rows] == list(range(10, 16))
        assert answers(store, "someone else") == ()
        (p,) = t.progress("mcr")
        assert (p.topic, p.answered, p.right, p.median_ms, p.box) == ("mcr_common", 6, 3, 3500, 2)
        assert p.days and p.days[-1].answered == 6 and abs(p.accuracy - 0.5) < 1e-9
        assert json.loads(json.dumps(p.to_dict()))["accuracy"] == 0.5
        assert t.progress("riichi") == ()
        assert store.integrity_check() == "ok"


def test_progress_of_no_answers_is_empty() -> None:
    assert progress(()) == ()


_ANSWERER = textwrap.dedent("""
    import sys
    sys.path.insert(0, sys.argv[1])
    from core.referee.records import Store
    from core.trainer.session import Trainer
    store = Store(sys.argv[2])
    t = Trainer("kim", store, seed=int(sys.argv[3]))
    print("open", flush=True)
    i = 0
    while True:
        q = t.next_question("riichi", None, "riichi_fu")
        t.record(t.check(q, str(30 + 10 * (i % 3))), 5)
        print(q.seed, flush=True)
        i += 1
""")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_answers_printed_as_kept_survive_sigkill(tmp_path: Path) -> None:
    """As tests/test_match_sigkill.py for the match sheets: a child keeps answers in a loop and
    prints each once kept; killed at a random moment, every printed answer is in the store."""
    path = tmp_path / "matches.sqlite3"
    script = tmp_path / "answerer.py"
    script.write_text(_ANSWERER)
    rng = random.Random(45)
    rounds = int(os.environ.get("MJSCORE_SIGKILL_ROUNDS", "30")) // 3
    landed = 0
    for n in range(rounds):
        child = subprocess.Popen(
            [sys.executable, str(script), str(ROOT), str(path), str(1000 * n)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        assert child.stdout is not None
        first = child.stdout.readline()
        assert first == b"open\n", child.stderr.read() if child.stderr else first
        time.sleep(rng.uniform(0.0, 0.3))
        child.send_signal(signal.SIGKILL)
        rest, err = child.communicate(timeout=60)
        assert child.returncode == -signal.SIGKILL, err.decode()
        lines = rest.decode().split("\n")
        if not rest.decode().endswith("\n"):
            lines = lines[:-1]
        printed = [int(x) for x in lines if x]
        with Store(path) as store:
            assert store.notice is None and store.integrity_check() == "ok"
            kept = {r.seed for r in answers(store, "kim")}
            assert set(printed) <= kept, f"round {n}: printed as kept but missing: {set(printed) - kept}"
        landed += bool(printed)
    assert landed >= rounds // 3


# --- mjscore train ------------------------------------------------------------------------------


def _train(monkeypatch: pytest.MonkeyPatch, argv: list[str], stdin: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    monkeypatch.setattr(sys, "stderr", err)
    code = main(["train", *argv], out)
    return code, out.getvalue(), err.getvalue()


def test_mjscore_train_asks_reads_stdin_and_gives_verdicts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = str(tmp_path / "m.sqlite3")
    args = ["-r", "riichi", "--topic", "riichi_fu", "--seed", "3", "--count", "2", "--store", store, "--learner", "Cy"]
    topic = catalogue().topic("riichi_fu")
    from core.trainer.generate import generate

    first, second = generate(topic, 3), generate(topic, 4)
    right = str(first.score().figures.fu)
    code, out, err = _train(monkeypatch, args, f"{right}\nforty\n10\n")
    assert code == 0, err
    assert first.hand in out and first.tiles in out and "seed 3" in out
    assert out.count("Right.") == 1 and "Not right:" in out and "The hand has" in out
    assert "field 'fu'" in err  # "forty": said, and asked again
    assert "1 right of 2" in out
    assert second.hand in out
    _train(monkeypatch, ["-r", "mcr", "--count", "1", "--store", store, "--learner", "Cy"], "yes\n")
    code, out, _ = _train(monkeypatch, ["progress", "-r", "riichi", "--store", store, "--learner", "Cy", "--json"], "")
    (row,) = json.loads(out)["topics"]
    assert (row["topic"], row["answered"], row["right"]) == ("riichi_fu", 2, 1)
    code, out, _ = _train(monkeypatch, ["progress", "--store", store, "--learner", "Cy"], "")  # every rule set
    assert code == 0 and "Fu of waits and sets" in out and len(out.splitlines()) == 3


def test_mjscore_train_json_is_one_object_per_question_and_verdict(monkeypatch: pytest.MonkeyPatch) -> None:
    args = [
        "-r",
        "taiwan",
        "--level",
        "beginner",
        "--seed",
        "8",
        "--count",
        "3",
        "--json",
        "--no-store",
        "--lang",
        "ja",
    ]
    code, out, _ = _train(monkeypatch, args, "1\n2\n")  # two answers, then the input ends
    assert code == 0
    lines = [json.loads(x) for x in out.splitlines()]
    assert [x["type"] for x in lines] == ["question", "verdict", "question", "verdict", "question"]
    assert all("breakdown" in x and "differences" in x for x in lines if x["type"] == "verdict")
    assert lines[0]["shown"] and lines[0]["seed"] == 8 and lines[2]["seed"] == 9


def test_mjscore_train_refuses_what_it_does_not_have(monkeypatch: pytest.MonkeyPatch) -> None:
    code, _, err = _train(monkeypatch, ["-r", "sanma", "--no-store"], "")
    assert code == 1 and "'rules'" in err
    code, _, err = _train(monkeypatch, ["-r", "mcr", "--topic", "riichi_fu", "--no-store"], "")
    assert code == 1 and "'topic'" in err
    code, out, _ = _train(monkeypatch, ["--list", "--lang", "zh-Hant"], "")
    assert code == 0 and "riichi_kiriage_kazoe" in out and "台灣十六張" in out


def test_mjscore_train_against_the_clock_says_the_table_speed(monkeypatch: pytest.MonkeyPatch) -> None:
    code, out, _ = _train(
        monkeypatch, ["-r", "mcr", "--topic", "mcr_minimum", "--count", "1", "--clock", "--no-store"], "yes\n"
    )
    target = catalogue().topic("mcr_minimum").seconds
    assert code == 0 and f"(table speed: {target} s)" in out
    assert f"within table speed ({target} s)" in out  # (an answer typed ahead is in time)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.sampled_from("abc"), st.booleans()), max_size=60))
def test_boxes_stay_in_range_and_a_wrong_answer_always_goes_back(answers_given) -> None:  # type: ignore[no-untyped-def]
    cards, turns = fold((t, right, ()) for t, right in answers_given)
    assert turns == len(answers_given)
    for topic in {t for t, _ in answers_given}:
        last = [right for t, right in answers_given if t == topic]
        card = cards[topic]
        assert 1 <= card.box <= BOXES
        # the box is one more than the right answers since the last wrong one (at most the last)
        run = len(last) - (max(i for i, r in enumerate(last) if not r) + 1 if False in last else 0)
        assert card.box == min(BOXES, 1 + run)


#: a word of each language's message for an unknown rule set, topic, a topic of another rule set,
#: and a question count out of range (the field named, as in English)
_SAID = {
    "en": ("the trainer has no topics", "unknown topic", "is of rule set", "give 1 to 10000"),
    "zh-Hans": ("练习没有", "没有练习主题", "属于规则", "题数须为"),
    "zh-Hant": ("練習沒有", "沒有練習主題", "屬於規則", "題數須為"),
    "ja": ("練習テーマはありません", "テーマ 'nope' はありません", "のものです", "問題数は"),
}


@pytest.mark.parametrize("lang", sorted(_SAID))
def test_mjscore_train_says_what_it_refuses_in_the_learners_language(
    monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    rules, topic, other, count = _SAID[lang]
    for argv, words, field in (
        (["-r", "sanma"], rules, "'rules'"),
        (["-r", "mcr", "--topic", "nope"], topic, "'topic'"),
        (["-r", "mcr", "--topic", "riichi_fu"], other, "'topic'"),
        (["--count", "0"], count, "--count"),
    ):
        code, _, err = _train(monkeypatch, [*argv, "--no-store", "--lang", lang], "")
        assert code == 1 and words in err and field in err, (lang, argv, err)
    # a level the catalogue does not have (the command line offers only its own), in each language
    from core.trainer.topics import TopicError

    with pytest.raises(TopicError) as e:
        catalogue().choose("riichi", "expert")
    assert "'level'" in e.value.text(lang) and "expert" in e.value.text(lang)
    assert (e.value.text(lang) == e.value.message) is (lang == "en")
