"""Riichi in every language the program speaks (issues 11 and 12): every context and option field
of the riichi rule set and of its match rules says what it means in en, zh-Hans, zh-Hant and ja;
every refusal of the three riichi modules carries its translation (``names=``, checked by an
AST walk so that a new English-only message fails); and a corpus of refused riichi inputs shows
the translations are real: not the English, no English words left beyond the ids and values the
user typed, the parameters (the tile, the hand, the yaku) in every language.
"""

from __future__ import annotations

import ast
import dataclasses
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from core.engine.match_rules import Draw, Penalty
from core.engine.schema import Field
from core.model.errors import HandError
from core.model.notation import parse_hand
from core.rules import get_rules
from core.rules.riichi.match import MATCH_RULES
from core.rules.riichi.match_options import OPTION_FIELDS

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("en", "zh-Hans", "zh-Hant", "ja")
OTHER_LANGS = LANGS[1:]
RIICHI_FILES = ("core/rules/riichi/ruleset.py", "core/rules/riichi/local.py", "core/rules/riichi/match.py")
_ID = re.compile(r"[a-z]+_[a-z]+")
_ASCII_WORD = re.compile(r"[A-Za-z]{3,}")


def _fields() -> list[tuple[str, Field]]:
    r = get_rules("riichi")
    return (
        [("context", f) for f in r.context_fields]
        + [("option", f) for f in r.option_fields]
        + [("match", f) for f in OPTION_FIELDS]
    )


# -- field help and names ------------------------------------------------------------------------


@pytest.mark.parametrize("where,field", _fields(), ids=[f"{w}-{f.key}" for w, f in _fields()])
def test_every_riichi_field_says_what_it_means_in_every_language(where: str, field: Field) -> None:
    texts = [field.help_text(lang) for lang in LANGS]
    assert all(texts), (field.key, texts)
    assert len(set(texts[:2] + texts[3:])) == 3, f"{field.key}: a help that is the English in another language"
    assert texts[0] != texts[2], field.key
    assert not re.search(r"seed|[a-z]+_[a-z]+", texts[0]), (field.key, texts[0])  # no sources, no ids
    assert not re.search(r"[\u3000-\u9fff\uff00-\uffef]", texts[0]), (field.key, texts[0])  # no CJK in the English
    for lang in OTHER_LANGS:
        assert not _ID.search(field.help_text(lang)), (field.key, lang)
        assert not _ASCII_WORD.search(field.help_text(lang)), (field.key, lang, field.help_text(lang))


@pytest.mark.parametrize("where,field", _fields(), ids=[f"{w}-{f.key}" for w, f in _fields()])
def test_every_riichi_field_and_choice_is_named_in_every_language(where: str, field: Field) -> None:
    for n in (field.names, *(c.names for c in field.choices)):
        assert all(n.get(lang) for lang in LANGS), (field.key, n)
        assert not _ID.search(n.en), (field.key, n.en)  # a name, not an id
        assert n.ja != n.en and n.zh_hans != n.en or not re.search(r"[A-Za-z]{2}", n.en), (field.key, n)


def test_the_match_options_have_real_names() -> None:
    for f in OPTION_FIELDS:
        assert f.names.en != f.key and f.names.ja != f.key, f.key
        for c in f.choices:
            assert c.names.en != c.value and c.names.ja != c.value, (f.key, c.value)


# -- the declared constraints read as sentences --------------------------------------------------


def test_the_riichi_constraints_read_well_in_every_language() -> None:
    r = get_rules("riichi")
    fields = {f.key: f for f in (*r.option_fields, *r.context_fields)}
    for c in r.constraints:
        said = c.explain(fields)
        for lang in LANGS:
            text = said.get(lang)
            assert not _ID.search(text), (c.message, lang, text)
            # "X and not Y needs Z" is a rule read condition by condition, not said
            assert not re.search(r"and not .* needs|かつ.*でないには|且非", text), (c.message, lang, text)
    with pytest.raises(HandError) as info:
        r.score(parse_hand(_WIN), {"ippatsu": True})
    e = info.value
    assert e.message == "ippatsu needs riichi (or double riichi): set riichi"
    assert e.text("en") == "“Ippatsu” needs “Riichi” or “Double riichi”"
    assert e.text("ja") == "「一発」には「立直」または「ダブル立直」が必要です"
    assert e.text("zh-Hans") == "“一发”需要“立直”或“两立直”"
    # the same rule is checked: double riichi alone allows ippatsu
    assert r.score(parse_hand(_WIN), {"ippatsu": True, "double_riichi": True}).win


# -- every raise site passes names= --------------------------------------------------------------


def _error_classes() -> set[str]:
    import core.model.errors as errors
    import core.referee.match as match

    out = {name for name, obj in vars(errors).items() if isinstance(obj, type) and issubclass(obj, errors.HandError)}
    out.add(match.MatchError.__name__)
    return out


def _untranslated(source: str) -> list[int]:
    """The lines of ``raise X(...)`` (and of any other call building one of the core's errors)
    without ``names=``."""
    classes = _error_classes()
    out = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
        if (name in classes or name.endswith("Error")) and not any(k.arg == "names" for k in node.keywords):
            out.append(node.lineno)
    return out


@pytest.mark.parametrize("path", RIICHI_FILES)
def test_every_error_raised_in_the_riichi_files_passes_names(path: str) -> None:
    source = (ROOT / path).read_text(encoding="utf-8")
    assert _untranslated(source) == [], f"{path}: errors without names= (English only)"
    raises = [n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Raise)]
    if path != "core/rules/riichi/local.py":
        assert raises, f"{path} raises nothing: is the list stale?"


def test_the_walk_catches_an_english_only_refusal() -> None:
    bad = (
        "def f():\n"
        "    raise ContextError('pao: no', code='impossible_context', keys=('pao',))\n"
        "    raise MatchError(msg.en, code='bad_match_record', names=msg)\n"
        "    raise MatchError('the match is over', code='match_over')\n"
    )
    assert _untranslated(bad) == [2, 4]


# -- a corpus of refused riichi inputs -----------------------------------------------------------

_WIN = "234m456p678s2255s+5s"  # closed, tanyao: a win
_OPEN = "234m456p2255s [678s] +5s"  # open tanyao


@dataclass(frozen=True)
class Case:
    """A refused input: ``run`` raises; ``params`` appear in every language; ``per_lang``: what
    must appear in one language (a yaku's name); ``allowed``: ASCII words a translation may hold
    (the values and keys the user types)."""

    id: str
    run: Callable[[], object]
    params: tuple[str, ...] = ()
    per_lang: tuple[tuple[str, str], ...] = ()
    allowed: tuple[str, ...] = ()
    #: a declared constraint broken: its English form is said from the fields' names, while
    #: ``message`` keeps the constraint's own English (core/engine/schema.py ``Constraint.error``)
    constraint: bool = False


def _score(
    id: str,
    hand: str,
    *params: str,
    options: dict[str, Any] | None = None,
    per_lang: tuple[tuple[str, str], ...] = (),
    allowed: tuple[str, ...] = (),
    constraint: bool = False,
    **context: Any,
) -> Case:
    return Case(
        id,
        lambda: get_rules("riichi").score(parse_hand(hand), context, options),
        params,
        per_lang,
        (hand, *allowed),
        constraint,
    )


def _match(id: str, run: Callable[[], object], *params: str, allowed: tuple[str, ...] = ()) -> Case:
    return Case(id, run, params, (), allowed)


_OPTS = MATCH_RULES.check_match_options({})
_START = MATCH_RULES.start(_OPTS)
_MATCH_KEYS = ("preset", *(f.key for f in OPTION_FIELDS), "tenhou", "wrc", "ema", "mleague")

CORPUS: tuple[Case, ...] = (
    Case("no winning tile", lambda: get_rules("riichi").score(parse_hand(_WIN).with_win(None)), ("+5p",)),
    _score("too few tiles", "234m456p2255s+5s", "14", "11"),
    _score("not a win", "123m456p789s1234z+5z", allowed=("123m456p789s1234z", "5z")),
    _score("riichi with a claimed meld", _OPEN, riichi=True),
    _score("double riichi with a claimed meld", _OPEN, double_riichi=True),
    _score("ura dora without riichi", _WIN, ura_indicators="3p"),
    _score("rinshan without a kong", _WIN, self_drawn=True, kong_replacement=True),
    _score("first draw with melds", _OPEN, self_drawn=True, first_turn=True),
    _score("renhou with melds", _OPEN, options={"renhou": "yakuman"}, seat_wind="S", first_turn_ron=True),
    _score(
        "renhou robbing a kong",
        _WIN,
        options={"renhou": "yakuman"},
        seat_wind="S",
        first_turn_ron=True,
        robbing_kong=True,
    ),
    _score("pao with a closed hand", _WIN, pao="discarder"),
    _score("robbing a held tile", _WIN, "5s", "2", robbing_kong=True),
    _score("a fifth indicator", _WIN, "5s", dora_indicators="5s5s"),
    _score(
        "pao without a liable yakuman",
        _OPEN,
        per_lang=(("zh-Hans", "大三元"), ("ja", "大三元"), ("zh-Hant", "大四喜")),
        pao="discarder",
    ),
    _score(
        "pao of concealed dragons",
        "555z666z777z2m [234s] +2m",
        per_lang=(("zh-Hans", "大三元"), ("ja", "大三元")),
        pao="discarder",
    ),
    _score("ippatsu without riichi", _WIN, constraint=True, ippatsu=True),
    _score("open riichi without its option", _WIN, constraint=True, riichi=True, riichi_open=True),
    _score("open riichi without riichi", _WIN, options={"open_riichi": "on"}, constraint=True, riichi_open=True),
    _score("renhou without its option", _WIN, constraint=True, seat_wind="S", first_turn_ron=True),
    _score(
        "pao by the discarder on a self-draw",
        _WIN,
        constraint=True,
        per_lang=(
            ("en", "“Pao (liable player)”: the discarder"),
            ("ja", "「責任払い（包）」：放銃者"),
            ("zh-Hans", "“包牌者”：放铳者"),
        ),
        pao="discarder",
        self_drawn=True,
    ),
    _score("honba below zero", _WIN, "0", "-1", honba=-1),
    _score(
        "a kazoe choice that is not one",
        _WIN,
        "yakuman",
        "sanbaiman",
        "counted",
        options={"kazoe": "counted"},
        allowed=("yakuman", "sanbaiman", "counted"),
    ),
    _match(
        "an unknown match preset",
        lambda: MATCH_RULES.check_match_options({"preset": "house"}),
        "'house'",
        allowed=_MATCH_KEYS + ("house",),
    ),
    _match(
        "an unknown match option",
        lambda: MATCH_RULES.check_match_options({"agari_yame": True}),
        "'agari_yame'",
        allowed=_MATCH_KEYS + ("agari_yame",),
    ),
    _match(
        "a match option of the wrong type",
        lambda: MATCH_RULES.check_match_options({"uma_1": "lots"}),
        "'lots'",
        allowed=("lots",),
    ),
    _match(
        "riichi facts that are not players",
        lambda: MATCH_RULES.implied_context(_START.seating, 0, 1, {"riichi": [7]}),
        "[7]",
    ),
    _match(
        "a riichi declarer named twice",
        lambda: MATCH_RULES.implied_context(_START.seating, 0, 1, {"riichi": [2, 2]}),
        "[2, 2]",
    ),
    _match(
        "a declarer not ready at the draw",
        lambda: MATCH_RULES.apply(_START, Draw(tenpai=(0,), facts_json='{"riichi": [1]}'), _OPTS),
    ),
    _match("a deduction without points", lambda: MATCH_RULES.apply(_START, Penalty(2, "deduction"), _OPTS)),
    _match(
        "a hand after the end", lambda: MATCH_RULES.apply(dataclasses.replace(_START, finished=True), Draw(), _OPTS)
    ),
)


from tests.test_error_languages import _english_problems  # noqa: E402


def problems(e: HandError, case: Case) -> list[str]:
    """What is wrong with the error's translation (empty: nothing)."""
    if e.names is None:
        return ["no names: the error is English only"]
    out = []
    if not case.constraint:
        out += _english_problems(e)
    for lang in LANGS:
        text = e.text(lang)
        for p in case.params:
            if p not in text:
                out.append(f"{lang}: the parameter {p!r} is missing from {text!r}")
        if lang == "en":
            continue
        if text == e.message:
            out.append(f"{lang}: the English message itself")
        rest = text
        for given in sorted({*case.params, *case.allowed, *(repr(a) for a in case.allowed)}, key=len, reverse=True):
            rest = rest.replace(given, " ")
        if _ASCII_WORD.findall(rest):
            out.append(f"{lang}: English words {_ASCII_WORD.findall(rest)} left in {text!r}")
    for lang, word in case.per_lang:
        if word not in e.text(lang):
            out.append(f"{lang}: {word!r} missing from {e.text(lang)!r}")
    return out


@pytest.mark.parametrize("case", CORPUS, ids=[c.id for c in CORPUS])
def test_every_refused_riichi_input_speaks_every_language(case: Case) -> None:
    with pytest.raises(HandError) as info:
        case.run()
    assert problems(info.value, case) == []


def test_the_corpus_covers_the_riichi_refusals() -> None:
    assert len(CORPUS) >= 15
    codes = set()
    for case in CORPUS:
        try:
            case.run()
        except HandError as e:
            codes.add(e.code)
    assert {
        "no_winning_tile",
        "tile_count",
        "not_a_winning_hand",
        "impossible_context",
        "bad_context",
        "bad_option",
        "bad_match_record",
        "match_over",
    } <= codes


def test_the_check_is_not_vacuous() -> None:
    from core.engine.score import names

    case = Case("x", lambda: None, ("5s",))
    assert problems(HandError("5s is bad"), case) == ["no names: the error is English only"]
    half = HandError("5s is bad", names=names("5s is bad", "5s 不行", "5s 不行", "5s is bad"))
    assert any(p.startswith("ja: the English message") for p in problems(half, case))
    lost = HandError("5s is bad", names=names("5s is bad", "这张牌不行", "這張牌不行", "この牌は不可"))
    assert any("parameter '5s' is missing" in p for p in problems(lost, case))


def test_the_notes_of_a_hand_that_is_no_win_speak_every_language() -> None:
    r = get_rules("riichi")
    no_yaku = r.score(parse_hand("123m456p789s1122z+2z"), {"dora_indicators": "1z"})
    assert not no_yaku.win and no_yaku.notes == ("no yaku: dora alone do not make a win",)
    shibari = r.score(parse_hand(_WIN), {"honba": 5}, {"ryanhan_shibari": True})
    assert not shibari.win and shibari.reason == "two_han_minimum"
    for score in (no_yaku, shibari):
        (remark,) = score.remarks
        assert remark.en == score.notes[0]
        assert all(remark.get(lang) != remark.en and not _ASCII_WORD.search(remark.get(lang)) for lang in OTHER_LANGS)
