"""A learner's answer, read from what they typed, and checked against the scorer.

The answer forms (:data:`core.trainer.topics.ANSWERS`), typed as numbers, then optionally a
colon and the items in the claim tab's words (ids, names in four languages, the words players
say: :func:`core.referee.verify.parse_claim_items`):

- ``han_fu_pay``: ``3 30 3900`` (a ron: what the discarder pays), ``2 40 700/1300`` (a
  non-dealer's tsumo: each non-dealer / the dealer), ``4 30 3900`` (a dealer's tsumo: each);
  with pao, the amounts in the order of :attr:`Question.pay_roles`;
- ``han_fu_received``: ``3 30 6200``, what the winner receives, honba and sticks included;
- ``pay``: the amounts only, as above; ``fu``: ``40``;
- ``total``: MCR fan or Taiwanese 台, ``27`` or ``27: 清一色, 一般高, 自摸``;
- ``reaches``: ``yes`` or ``no`` (是/否, はい/いいえ): whether the MCR hand reaches 8 fan.

:func:`check` gives a :class:`TrainerVerdict`: right, or every difference with its reason (the
items and the total from the referee's claim checker, :func:`core.referee.verify.verify`; the
fu, the payments and the 8-fan question here), and the score for the full breakdown.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from core.engine.score import LANGS, Score
from core.model.errors import HandError
from core.model.names import Names, names
from core.referee.batch_format import result_object
from core.referee.verify import Claim, Difference, claimable, parse_claim_items, verify
from core.rules import get_rules
from core.trainer.generate import Question, expected_pay


class AnswerError(HandError):
    """An answer that cannot be read: the message names what is expected."""

    code = "bad_answer"


@dataclass(frozen=True, slots=True)
class Answer:
    """What the learner answered; ``None`` or empty: not answered."""

    han: int | None = None
    fu: int | None = None
    pay: tuple[int, ...] = ()
    received: int | None = None
    total: int | None = None
    reaches: bool | None = None
    items: tuple[str, ...] = ()
    text: str = ""

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"text": self.text}
        for key in ("han", "fu", "received", "total", "reaches"):
            if getattr(self, key) is not None:
                out[key] = getattr(self, key)
        if self.pay:
            out["pay"] = list(self.pay)
        if self.items:
            out["items"] = list(self.items)
        return out


#: what each answer form takes, to say in a prompt and in an error
FORMS: dict[str, Names] = {
    "han_fu_pay": names(
        "han fu points-paid, e.g. '3 30 3900' or, for a non-dealer's tsumo, '2 40 700/1300'",
        "番 符 支付点数，如 “3 30 3900”；闲家自摸写 “2 40 700/1300”",
        "番 符 支付點數，如「3 30 3900」；閒家自摸寫「2 40 700/1300」",
        "翻 符 支払い点数（例：「3 30 3900」、子のツモは「2 40 700/1300」）",
    ),
    "han_fu_received": names(
        "han fu points-received (honba and sticks included), e.g. '3 30 6200'",
        "番 符 和牌者所得点数（含本场与立直棒），如 “3 30 6200”",
        "番 符 和牌者所得點數（含本場與立直棒），如「3 30 6200」",
        "翻 符 和了者の受け取り点数（本場・供託込み、例：「3 30 6200」）",
    ),
    "pay": names(
        "points paid, e.g. '32000' or '8000/16000'",
        "支付点数，如 “32000” 或 “8000/16000”",
        "支付點數，如「32000」或「8000/16000」",
        "支払い点数（例：「32000」「8000/16000」）",
    ),
    "fu": names("the fu, e.g. '40'", "符数，如 “40”", "符數，如「40」", "符（例：「40」）"),
    "total": names(
        "the total, optionally ': ' and the items, e.g. '27: 清一色, 一般高, 自摸'",
        "总数，可加 “：” 与番种，如 “27：清一色, 一般高, 自摸”",
        "總數，可加「：」與項目，如「27：清一色, 一般高, 自摸」",
        "合計（「：」の後に役を並べてもよい、例：「27：清一色, 一般高, 自摸」）",
    ),
    "reaches": names(
        "does it reach 8 fan? yes or no",
        "是否达到八番？是 或 否",
        "是否達到八番？是 或 否",
        "8点に届くか：はい／いいえ",
    ),
}

_YES = {"yes", "y", "true", "1", "是", "有", "はい", "和", "win"}
_NO = {"no", "n", "false", "0", "否", "不", "いいえ", "诈和", "詐和", "チョンボ"}
_COLON = re.compile(r"[:：]")
_NUMBERS = {"han_fu_pay": 3, "han_fu_received": 3, "fu": 1, "total": 1, "pay": 1}


_NOT_WHOLE = names(
    "field '{field}': {text!r} is not a whole number; the answer is {form}",
    "字段 '{field}'：{text!r} 不是整数；答案写作 {form}",
    "欄位 '{field}'：{text!r} 不是整數；答案寫作 {form}",
    "項目 '{field}'：{text!r} は整数ではありません。答え方：{form}",
)
_COUNT = names(
    "field 'answer': {text!r} has {n} number(s), not {want}; the answer is {form}",
    "字段 'answer'：{text!r} 有 {n} 个数，应为 {want} 个；答案写作 {form}",
    "欄位 'answer'：{text!r} 有 {n} 個數，應為 {want} 個；答案寫作 {form}",
    "項目 'answer'：{text!r} の数は {n} 個で、{want} 個ではありません。答え方：{form}",
)
_NOT_YES_NO = names(
    "field 'reaches': {text!r} is not yes or no; the answer is {form}",
    "字段 'reaches'：{text!r} 不是 是 或 否；答案写作 {form}",
    "欄位 'reaches'：{text!r} 不是 是 或 否；答案寫作 {form}",
    "項目 'reaches'：{text!r} は はい／いいえ ではありません。答え方：{form}",
)
_NO_PAY = names(
    "field 'pay': {text!r} is not the points paid; the answer is {form}",
    "字段 'pay'：{text!r} 不是支付点数；答案写作 {form}",
    "欄位 'pay'：{text!r} 不是支付點數；答案寫作 {form}",
    "項目 'pay'：{text!r} は支払い点数ではありません。答え方：{form}",
)
_TOO_LONG = names(
    "field 'answer': an answer is at most {n} characters",
    "字段 'answer'：答案最多 {n} 个字符",
    "欄位 'answer'：答案最多 {n} 個字元",
    "項目 'answer'：答えは {n} 文字までです",
)
#: the longest answer read
MAX_ANSWER = 2000


def _refuse(template: Names, form: str | None = None, **fields: object) -> AnswerError:
    """The error of ``template`` in every language, the answer form said in each."""
    said = template.format(**fields, form=FORMS[form] if form else "")
    return AnswerError(said.en, names=said)


def _whole(text: str, what: str, form: str) -> int:
    t = text.strip().rstrip("点點")
    if not re.fullmatch(r"[0-9]{1,7}", t):
        raise _refuse(_NOT_WHOLE, form, field=what, text=text)
    return int(t)


def parse_answer(form: str, text: str) -> Answer:
    """The :class:`Answer` of typed ``text`` in answer ``form``; :class:`AnswerError` naming the
    field at fault (with the form expected) when it cannot be read."""
    if form not in FORMS:  # (a question's form is one of FORMS: a program's mistake, said in English)
        raise AnswerError(f"field 'answer': unknown answer form {form!r}")
    if len(text) > MAX_ANSWER:
        raise _refuse(_TOO_LONG, n=MAX_ANSWER)
    parts = _COLON.split(text, maxsplit=1)
    head, tail = parts[0], parts[1] if len(parts) > 1 else ""
    items = parse_claim_items(tail) if tail.strip() else ()
    words = head.split()
    if form == "reaches":
        if len(words) != 1 or words[0].casefold() not in _YES | _NO:
            raise _refuse(_NOT_YES_NO, form, text=head.strip())
        return Answer(reaches=words[0].casefold() in _YES, items=items, text=text)
    if form == "pay" or (form == "han_fu_pay" and len(words) == 3):
        pay = tuple(_whole(p, "pay", form) for p in re.split(r"[/／,]", words[-1]) if p) if words else ()
        if not pay or form == "pay" and len(words) != 1:
            raise _refuse(_NO_PAY, form, text=head.strip())
        if form == "pay":
            return Answer(pay=pay, items=items, text=text)
        return Answer(_whole(words[0], "han", form), _whole(words[1], "fu", form), pay, items=items, text=text)
    if len(words) != _NUMBERS[form]:
        raise _refuse(_COUNT, form, text=head.strip(), n=len(words), want=_NUMBERS[form])
    if form == "fu":
        return Answer(fu=_whole(words[0], "fu", form), items=items, text=text)
    if form == "total":
        return Answer(total=_whole(words[0], "total", form), items=items, text=text)
    return Answer(
        _whole(words[0], "han", form),
        _whole(words[1], "fu", form),
        received=_whole(words[2], "received", form),
        items=items,
        text=text,
    )


def right_answer(question: Question, score: Score | None = None) -> Answer:
    """The answer the scorer gives, in the question's form (the items counted in the total's
    unit named by id)."""
    score = score or question.score()
    items: tuple[str, ...] = ()
    if question.answer in ("total",) or question.rules == "riichi" and question.answer != "fu":
        ids = {i.id for i in claimable(get_rules(question.rules))}
        items = tuple(it.id for it in score.items for _ in range(it.count) if it.id in ids)
    pay = tuple(a for _, a in expected_pay(score))
    f = question.answer
    if f == "reaches":
        return Answer(reaches=score.win)
    if f == "fu":
        return Answer(fu=score.figures.fu)
    if f == "total":
        return Answer(total=score.total, items=items)
    if f == "pay":
        return Answer(pay=pay)
    if f == "han_fu_received":
        return Answer(score.figures.han, score.figures.fu, received=score.received, items=items)
    return Answer(score.figures.han, score.figures.fu, pay, items=items)


def answer_text(answer: Answer, form: str) -> str:
    """An answer written as a learner types it (``3 30 3900``, ``700/1300``, ``yes``)."""
    pay = "/".join(str(p) for p in answer.pay)
    head = {
        "han_fu_pay": f"{answer.han} {answer.fu} {pay}",
        "han_fu_received": f"{answer.han} {answer.fu} {answer.received}",
        "pay": pay,
        "fu": str(answer.fu),
        "total": str(answer.total),
        "reaches": "yes" if answer.reaches else "no",
    }[form]
    return head + (": " + ", ".join(answer.items) if answer.items else "")


@dataclass(frozen=True, slots=True)
class TrainerVerdict:
    """An answer checked: right, or every difference with its reason; the score for the full
    breakdown (the reading used, and for riichi the fu line by line)."""

    question: Question
    answer: Answer
    differences: tuple[Difference, ...]
    score: Score

    @property
    def right(self) -> bool:
        return not self.differences

    def expected(self, lang: str = "en") -> str:
        """The right answer as a learner would type it, the items by their names in ``lang``."""
        right = right_answer(self.question, self.score)
        label = {it.id: it.names.get(lang) for it in self.score.items}
        return answer_text(replace(right, items=tuple(label.get(i, i) for i in right.items)), self.question.answer)

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        return {
            "type": "verdict",
            "topic": self.question.topic,
            "seed": self.question.seed,
            "right": self.right,
            "answer": self.answer.to_dict(),
            "expected": answer_text(right_answer(self.question, self.score), self.question.answer),
            "differences": [d.to_dict(lang) for d in self.differences],
            "breakdown": result_object(None, self.score),
        }


_FU = names(
    "The hand has {fu} fu, not {claimed}: {lines}.",
    "符数是 {fu}，不是 {claimed}：{lines}。",
    "符數是 {fu}，不是 {claimed}：{lines}。",
    "符は {claimed} ではなく {fu}：{lines}。",
)
_HAN = names(
    "The hand has {han} han, not {claimed}.",
    "番数是 {han}，不是 {claimed}。",
    "番數是 {han}，不是 {claimed}。",
    "翻は {claimed} ではなく {han}。",
)
_PAY = names(
    "The payment is {pay}, not {claimed}: {han} han {fu} fu is {points} points{limit}.",
    "支付是 {pay}，不是 {claimed}：{han} 番 {fu} 符为 {points} 点{limit}。",
    "支付是 {pay}，不是 {claimed}：{han} 番 {fu} 符為 {points} 點{limit}。",
    "支払いは {claimed} ではなく {pay}：{han}翻{fu}符は {points} 点{limit}。",
)
_REACHES = names(
    "It {does} reach 8 fan: {fan} fan before flowers.",
    "{does}达到八番：不计花牌 {fan} 番。",
    "{does}達到八番：不計花牌 {fan} 番。",
    "8点に{does}：花牌を除いて {fan} 点。",
)
_DOES = (names("does", "已", "已", "届きます"), names("does not", "未", "未", "届きません"))
_RECEIVED = names(
    "The winner receives {received}, not {claimed}: {pays}.",
    "和牌者所得 {received}，不是 {claimed}：{pays}。",
    "和牌者所得 {received}，不是 {claimed}：{pays}。",
    "和了者の受け取りは {claimed} ではなく {received}：{pays}。",
)


def _fu_lines(score: Score) -> Names:
    """The fu line by line: each source with its fu."""
    lines = [it for it in score.items if it.id.startswith("fu_")]
    return Names(*(", ".join(f"{it.names.get(la)} {it.value * it.count}" for it in lines) or "-" for la in LANGS))


def check(question: Question, answer: Answer) -> TrainerVerdict:
    """``answer`` to ``question`` checked against the scorer: every difference with its reason."""
    score = question.score()
    rules = get_rules(question.rules)
    diffs: list[Difference] = []
    f = question.answer
    if f == "reaches":
        minimum = getattr(score.figures, "toward_minimum", score.total)
        if answer.reaches is not None and answer.reaches != score.win:
            diffs.append(Difference("minimum", None, _REACHES.format(does=_DOES[0 if score.win else 1], fan=minimum)))
        return TrainerVerdict(question, answer, tuple(diffs), score)
    if f in ("han_fu_pay", "han_fu_received", "total") and (
        answer.items or answer.total is not None or answer.han is not None
    ):
        total = answer.total if f == "total" else answer.han
        claim = Claim(answer.items, total)
        for d in verify(score, claim, rules).differences:
            if d.kind == "total" and f != "total":  # the han, said in the trainer's words
                d = Difference("han", None, _HAN.format(claimed=answer.han, han=score.total))
            diffs.append(d)
    if f != "total" and answer.fu is not None and answer.fu != score.figures.fu:
        diffs.append(Difference("fu", None, _FU.format(claimed=answer.fu, fu=score.figures.fu, lines=_fu_lines(score))))
    pay = tuple(a for _, a in expected_pay(score))
    if f in ("han_fu_pay", "pay") and answer.pay and answer.pay != pay:
        limit = score.figures.limit
        diffs.append(
            Difference(
                "pay",
                None,
                _PAY.format(
                    claimed="/".join(map(str, answer.pay)),
                    pay="/".join(map(str, pay)),
                    han=score.figures.han,
                    fu=score.figures.fu,
                    points=score.figures.points,
                    limit=f" ({limit})" if limit else "",
                ),
            )
        )
    if f == "han_fu_received" and answer.received is not None and answer.received != score.received:
        pays = Names(*(", ".join(f"{p.names.get(la)} {p.amount}" for p in score.payments) for la in LANGS))
        diffs.append(
            Difference("received", None, _RECEIVED.format(claimed=answer.received, received=score.received, pays=pays))
        )
    return TrainerVerdict(question, answer, tuple(diffs), score)
