"""Every error the core raises on a person's bad input speaks every language (issue 11).

A corpus of bad inputs (notation the parser refuses, impossible hands, bad melds and flowers,
bad context and option values, hands that are no win) is run through the core; each error
must carry its translated form (:attr:`HandError.names`), its English must be the message
exactly, and the other languages must be real translations: different from the English, no
English words left in them beyond what the user typed and the parameters, and the parameters
(the tile, the position) in every one of them.

An AST walk over the covered core files then requires every error raised there to pass
``names=``, so a new English-only message fails here.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from core.engine.fields import Field, FieldType
from core.engine.score import names
from core.engine.table import TableRuleSet
from core.engine.unbuilt import UnbuiltRuleSet
from core.model.errors import HandError
from core.model.hand import Hand, Meld, MeldKind
from core.model.notation import parse_flowers, parse_hand, parse_meld, parse_tiles
from core.model.tiles import Flower, Tile, make_kind, tile
from core.rules import get_rules
from core.shapes.decompose import decompose, decompose_or_raise
from core.shapes.waits import shanten, waits, waits_on_one_kind

ROOT = Path(__file__).resolve().parent.parent
OTHER_LANGS = ("zh-Hans", "zh-Hant", "ja")


@dataclass(frozen=True)
class Case:
    """A bad input: ``run`` raises; ``params`` must appear in every language (and may be ASCII);
    ``allowed``: ASCII words a translation may also hold (values the user picks among)."""

    id: str
    run: Callable[[], object]
    params: tuple[str, ...] = ()
    allowed: tuple[str, ...] = ()
    typed: str = ""  # the text the user typed (notation), allowed in every language


def _ph(text: str, *params: str, allowed: tuple[str, ...] = ()) -> Case:
    return Case(f"parse_hand {text!r}", lambda: parse_hand(text), params, allowed, text)


def _score(
    rules: str,
    hand: str | object,
    *params: str,
    allowed: tuple[str, ...] = (),
    options: dict[str, Any] | None = None,
    **context: Any,
) -> Case:
    def run() -> object:
        h = parse_hand(hand) if isinstance(hand, str) else hand
        return get_rules(rules).score(h, context, options)  # type: ignore[arg-type]

    return Case(
        f"{rules} {hand!r} {context or ''} {options or ''}", run, params, allowed, hand if isinstance(hand, str) else ""
    )


def _call(label: str, run: Callable[[], object], *params: str, allowed: tuple[str, ...] = (), typed: str = "") -> Case:
    return Case(label, run, params, allowed, typed)


def _keys(rules: str, where: str) -> tuple[str, ...]:
    r = get_rules(rules)
    return tuple(f.key for f in (r.context_fields if where == "context" else r.option_fields))


def _table_rules(name: str) -> TableRuleSet:
    """A rule set built on the shared engine, to call the engine's own hooks on."""
    r = get_rules(name)
    assert isinstance(r, TableRuleSet)
    return r


def _values(rules: str, key: str) -> tuple[str, ...]:
    r = get_rules(rules)
    return tuple(next(f for f in (*r.context_fields, *r.option_fields) if f.key == key).values)


_DORA = Field(
    "dora", FieldType.TILES, "", names("Dora indicators", "宝牌指示牌", "寶牌指示牌", "ドラ表示牌"), maximum=2
)
_UNBUILT = UnbuiltRuleSet(
    "zz", names("Zed", "测试规则", "測試規則", "テストルール"), get_rules("mcr").shapes, "see issue 99"
)
_MCR_WIN = "123m456m789p123s5z +5z"  # a complete MCR hand
_TW_WIN = "123m456m789m123p456p5z +5z"  # a complete Taiwanese hand

CORPUS: tuple[Case, ...] = (
    # -- notation: every kind of text the parser refuses
    _ph("123m4", "'4'", "5"),
    _ph("m123", "'m'", "1"),
    _ph("123m x", "'x'", "6"),
    _ph("123m]", "']'", "5"),
    _ph("[123m", "'['", "'['", "]"),
    _ph("123m456p +", "'+'", "+5p"),
    _ph("123m +5p +6p", "'+'"),
    _ph("123m +5p6p", "+5p", "6"),
    _ph("0z123m", "0z", "1"),
    _ph("123m8z", "8z", "5"),
    _ph("123m9f", "9f", "5"),
    _ph("123m1f2f1f", "1f", "5", "9"),
    _ph("[1f23m]", "1"),
    _ph("{chi 123m}"),
    _ph("pon [chi 123m]", "1"),
    _ph("[pon 123m+]", "'+'"),
    _ph("123m []"),
    _ph("[124m]", "124m", "123m"),
    _ph("[123z]", "123z"),
    _ph("[1m2p3s]", "1m2p3s"),
    _ph("11m [1112m]", "1112m", "4"),
    _ph("chi 12m", "12m", "3", "2"),
    _ph("[11m]", "11m", "3", "2"),
    _call("parse_hand 5", lambda: parse_hand(5), "int", allowed=("int",)),  # type: ignore[arg-type]
    _call("parse_tiles '12m['", lambda: parse_tiles("12m["), "'['", "4", typed="12m["),
    _call("parse_tiles '3p1f'", lambda: parse_tiles("3p1f"), "1f", "3", typed="3p1f"),
    _call("parse_tiles 5", lambda: parse_tiles(5), "int", allowed=("int",)),  # type: ignore[arg-type]
    _call("parse_flowers '1m'", lambda: parse_flowers("1m"), "1m", "1", typed="1m"),
    _call("parse_flowers '1f1f'", lambda: parse_flowers("1f1f"), "1f", typed="1f1f"),
    _call("parse_flowers 5", lambda: parse_flowers(5), "int", allowed=("int",)),  # type: ignore[arg-type]
    _call(
        "parse_meld '123m'", lambda: parse_meld("123m"), typed="123m", allowed=("chi", "pon", "kan", "kakan", "ankan")
    ),
    _call("parse_meld 'chi'", lambda: parse_meld("chi"), typed="chi"),
    _call("parse_meld '[123m] x'", lambda: parse_meld("[123m] x"), "8", typed="[123m] x"),
    _call("parse_meld 5", lambda: parse_meld(5), "int", allowed=("int",)),  # type: ignore[arg-type]
    # -- tiles
    _call("tile '5'", lambda: tile("5"), "'5'", typed="5"),
    _call("Tile(40)", lambda: Tile(40), "40"),
    _call("Tile(0, red)", lambda: Tile(0, red=True), "1m"),
    _call("Flower(9)", lambda: Flower(9), "9f"),
    _call("make_kind(5, 'x')", lambda: make_kind(5, "x"), "'x'"),
    _call("make_kind(10, 'm')", lambda: make_kind(10, "m"), "10m"),
    # -- hands: tile counts, copies, flowers
    _ph("[111m][222m][333m][444m][555m][666m]", "6"),
    _ph("123456789m123456789p", "18"),
    _ph("123m +5p", "5p", "4"),
    _ph("11111m2m", "1m", "5"),
    _ph("1111m2345p99s111z +1m", "1m"),
    _ph("00m123p", "2", "0m"),
    _call("Hand 1f twice", lambda: Hand((), flowers=(Flower(1), Flower(1))), "1f"),
    _call(
        "score a string", lambda: get_rules("mcr").score("123m"), "str", allowed=("score", "core.parse_hand", "Hand")
    ),  # type: ignore[arg-type]
    # -- meld objects as the window's clicks build them
    _call("Meld chi 1z2z3z", lambda: Meld(MeldKind.CHOW, (Tile(27), Tile(28), Tile(29))), "123z"),
    _call("Meld pon 1m2m3m", lambda: Meld(MeldKind.PUNG, (Tile(0), Tile(1), Tile(2))), "123m"),
    _call("Meld ankan 2 tiles", lambda: Meld(MeldKind.CONCEALED_KONG, (Tile(0), Tile(0))), "11m", "4", "2"),
    _call("Meld kakan 5p5p5p6p", lambda: Meld(MeldKind.ADDED_KONG, (Tile(13),) * 3 + (Tile(14),)), "5556p"),
    # -- MCR validation
    _score("mcr", "123m406p789s123s5z +5z", "0p", "5p"),
    _score("mcr", "123m456p789s123s5z", "+5p"),
    _score("mcr", "123m456p789s1234567s +7s", "14", "17"),
    _score("mcr", "13579m13579p135s +7s", "13579m13579p135s"),
    _score("mcr", _MCR_WIN + " 1f2f", "3", "2", flowers=3, allowed=("flowers",)),
    _score("mcr", "123m456m789p33s55z +3s", "3s", "2", robbing_kong=True),
    _score("mcr", _MCR_WIN, kong_replacement=True, self_drawn=True),
    _score("mcr", "123m456m789p11s55z +1s", "1s", "2", last_copy=True),
    _score("mcr", "123m456m789p5z [123s] +5z", initial_win="heaven", self_drawn=True, options={"blessings": True}),
    # -- context and options: unknown keys, a value of each field type
    _score("mcr", _MCR_WIN, "'foo'", foo=1, allowed=("foo", *_keys("mcr", "context"))),
    _score("mcr", _MCR_WIN, "'maybe'", self_drawn="maybe", allowed=("true", "false")),
    _score("mcr", _MCR_WIN, "'x'", flowers="x"),
    _score("mcr", _MCR_WIN, "0", "-1", flowers=-1),
    _score("mcr", _MCR_WIN, "8", "9", flowers=9),
    _score("mcr", _MCR_WIN, "'Q'", seat_wind="Q"),
    _score("taiwan", _TW_WIN, "'Q'", round_wind="Q"),
    _score("mcr", _MCR_WIN, "'sky'", initial_win="sky", allowed=("sky", "none", "heaven", "earth", "human")),
    _score("mcr", _MCR_WIN, "'x'", options={"minimum": "x"}),
    _score("mcr", _MCR_WIN, "'bar'", options={"bar": 1}, allowed=("bar", *_keys("mcr", "option"))),
    _score("taiwan", _TW_WIN, "'x'", options={"lig_self_draw": "x"}, allowed=_values("taiwan", "lig_self_draw")),
    _call(
        "mcr context a list",
        lambda: get_rules("mcr").check_context([1]),
        "list",  # type: ignore[arg-type]
        allowed=("list",),
    ),
    _call(
        "mcr preset zzz",
        lambda: get_rules("mcr").preset_options("zzz"),
        "'zzz'",
        allowed=("zzz", "mcr", *(p.key for p in get_rules("mcr").presets)),
    ),
    _call("tiles field 5", lambda: _DORA.coerce(5), "5"),
    _call("tiles field 9z", lambda: _DORA.coerce("9z"), "9z", "1", typed="9z"),
    _call("tiles field 3p1f", lambda: _DORA.coerce("3p1f"), "1f", typed="3p1f"),
    _call("tiles field 3 tiles", lambda: _DORA.coerce("1m2m3m"), "2", "3", typed="1m2m3m"),
    # -- Taiwanese validation
    _score("taiwan", "123m456m789m123p456p5z", "+5p"),
    _score("taiwan", _MCR_WIN, "17", "14"),
    _score("taiwan", "13579m13579p13579s1z +1z", "13579m13579p13579s1z"),
    _score("taiwan", _TW_WIN, "0", flower_win="eight_immortals", self_drawn=True),
    _score("taiwan", "1f2f3f4f5f6f7f8f", allowed=("flower", "win", "eight", "immortals", "seven", "rob", "one")),
    _score(
        "taiwan",
        "123m456m789m123p456p5z 1f2f3f4f5f6f7f8f",
        allowed=("flower", "win", "eight", "immortals", "seven", "rob", "one"),
    ),
    _score("taiwan", "123m456m789m123p5z [456p] +5z", "456p", earthly_ready=True),
    _score("taiwan", "123m456m789m123p5z [456p] +5z", "456p", heavenly_win=True, self_drawn=True),
    _score("taiwan", "123m456m789m123p33s55z +3s", "3s", "2", robbing_kong=True),
    _score("taiwan", _TW_WIN, kong_replacement=True, self_drawn=True),
    _score("taiwan", _TW_WIN, flower_replacement=True, self_drawn=True),
    _score("taiwan", _TW_WIN + " 1f2f3f4f5f6f7f8f", flower_win="seven_rob_one", allowed=("seven", "rob", "one")),
    _score("taiwan", "123m456m789m123p5z [456p] +5z", "456p", heavenly_ready=True, seat_wind="S"),
    _score("taiwan", "1122m4455p7788s1z555z +1z", "1122m4455p7788s1555z +1z", options={"lig_lig": False}),
    _score("taiwan", "123m 1f2f3f4f5f6f7f8f", "16", "3", flower_win="eight_immortals", self_drawn=True),
    _call("engine validate", lambda: TableRuleSet.validate(_table_rules("taiwan"), parse_hand(_TW_WIN[:-4]), {}, {})),
    _call(
        "engine not a win",
        lambda: TableRuleSet.evaluations(_table_rules("taiwan"), parse_hand("13579m13579p13579s1z +1z"), {}, {}),
        "13579m13579p13579s1z +1z",
    ),
    _call("unbuilt rule set", lambda: _UNBUILT.score(parse_hand(_MCR_WIN)), "zz", allowed=("see", "issue")),
    # -- the shapes and waits shared by the rule sets
    _call("decompose no win", lambda: decompose(parse_hand("123m456p789s123s5z"), get_rules("mcr").shapes)),
    _call(
        "decompose_or_raise",
        lambda: decompose_or_raise(parse_hand("13579m13579p135s +7s"), get_rules("mcr").shapes),
        "13579m13579p135s",
        "4",
    ),
    _call("waits on a complete hand", lambda: waits(parse_hand(_MCR_WIN), get_rules("mcr").shapes)),
    _call(
        "waits 6 melds",
        lambda: waits(parse_hand("[111m][222m][333m][444m][555m]1z"), get_rules("mcr").shapes),
        "5",
        "4",
    ),
    _call("shanten 5 tiles", lambda: shanten(parse_hand("1234m"), get_rules("mcr").shapes), "4", "13"),
    _call(
        "waits 14 standing", lambda: waits(parse_hand("123m456p789s123s55z +?"), get_rules("mcr").shapes), "13", "14"
    ),
    _call(
        "waits_on_one_kind no win", lambda: waits_on_one_kind(parse_hand("123m456p789s123s5z"), get_rules("mcr").shapes)
    ),
    _call("unknown rule set", lambda: get_rules("zzz"), "'zzz'", allowed=("zzz", "mcr", "riichi", "taiwan", "sanma")),
)


_ASCII_WORD = re.compile(r"[A-Za-z]{3,}")


def _english_problems(e: HandError) -> list[str]:
    """The English shown names the field, not the key: an error about context or option keys
    may say them in its message (the command line's, where keys are typed), never in the words
    the window shows; any other error's English words are its message."""
    keys = getattr(e, "keys", ())
    shown = e.text("en")
    if not keys:
        return (
            []
            if shown == e.message and e.names is not None and e.names.en == e.message
            else [f"the English form {shown!r} is not the message {e.message!r}"]
        )
    return [f"the English words {shown!r} show the key {k!r}" for k in keys if "_" in k and k in shown]


def problems(e: HandError, case: Case) -> list[str]:
    """What is wrong with the translated forms of ``e`` (empty: nothing)."""
    out: list[str] = []
    if e.names is None:
        return ["no names: the error is English only"]
    out += _english_problems(e)
    must = list(case.params)
    if e.position is not None and str(e.position + 1) in e.message:  # where the English says where, all do
        must.append(str(e.position + 1))
    for lang in ("en", *OTHER_LANGS):
        text = e.text(lang)
        for p in must:
            if p not in text:
                out.append(f"{lang}: the parameter {p!r} is missing from {text!r}")
        if lang == "en":
            continue
        if text == e.message:
            out.append(f"{lang}: the English message itself")
        rest = text
        for given in sorted({case.typed, repr(case.typed), *case.params, *case.allowed} - {""}, key=len, reverse=True):
            rest = rest.replace(given, " ")
        words = _ASCII_WORD.findall(rest)
        if words:
            out.append(f"{lang}: English words {words} left in {text!r}")
    return out


@pytest.mark.parametrize("case", CORPUS, ids=[c.id for c in CORPUS])
def test_every_error_of_the_corpus_speaks_every_language(case: Case) -> None:
    with pytest.raises(HandError) as info:
        case.run()
    assert problems(info.value, case) == []


def test_the_corpus_covers_every_kind_of_bad_input() -> None:
    assert len(CORPUS) >= 40
    codes: set[str] = set()
    for case in CORPUS:
        try:
            case.run()
        except HandError as e:
            codes.add(e.code)
    assert {
        "bad_notation",
        "bad_tile",
        "bad_meld",
        "bad_flower",
        "tile_count",
        "too_many_copies",
        "red_five",
        "no_winning_tile",
        "not_a_winning_hand",
        "bad_context",
        "impossible_context",
        "bad_option",
        "unknown_rules",
        "invalid_hand",
        "rules_not_implemented",
    } <= codes


def test_the_check_fails_on_english_left_in_a_translation() -> None:
    """The check is not vacuous: an English-only error, a half-translated one and one that lost
    its tile are each caught."""
    case = Case("x", lambda: None, ("5p",))
    assert problems(HandError("5p is bad"), case) == ["no names: the error is English only"]
    half = HandError("5p is bad", names=names("5p is bad", "5p 不行", "5p 不行", "5p is bad"))
    assert any(p.startswith("ja: the English message") for p in problems(half, case))
    words = HandError("5p is bad", names=names("5p is bad", "5p 不行", "5p 不行", "5p はbad tileです"))
    assert any("English words ['bad', 'tile']" in p for p in problems(words, case))
    lost = HandError("5p is bad", names=names("5p is bad", "这张牌不行", "這張牌不行", "この牌は不可"))
    assert any("parameter '5p' is missing" in p for p in problems(lost, case))
    moved = HandError("bad at 3", position=2, names=names("bad at 3", "不行", "不行", "不可"))
    assert any("parameter '3' is missing" in p for p in problems(moved, case))


def test_the_window_language_codes_pick_the_translation() -> None:
    with pytest.raises(HandError) as info:
        parse_hand("123m8z")
    e = info.value
    assert e.text("zh_CN") == e.text("zh-Hans") and e.text("zh_TW") == e.text("zh-Hant")
    assert "字牌 8z 不存在" in e.text("zh-Hans") and "（第 5 个字符，'123m8z'）" in e.text("zh-Hans")
    assert "（第 5 個字元，'123m8z'）" in e.text("zh-Hant")
    assert "（'123m8z' の 5 文字目）" in e.text("ja")
    assert e.text("fr") == e.message  # a language the core does not speak: English


def test_a_field_error_names_the_field_as_the_window_shows_it() -> None:
    with pytest.raises(HandError) as info:
        get_rules("mcr").score(parse_hand(_MCR_WIN), {"seat_wind": "Q"})
    e = info.value
    assert "seat_wind" in e.message
    assert "「自風」" in e.text("ja") and "“门风”" in e.text("zh-Hans") and "「門風」" in e.text("zh-Hant")
    assert all("seat_wind" not in e.text(lang) for lang in OTHER_LANGS)


def test_meld_errors_name_the_kind_in_each_language() -> None:
    with pytest.raises(HandError) as info:
        Meld(MeldKind.CONCEALED_KONG, (Tile(0),) * 3)
    assert "暗杠" in info.value.text("zh-Hans") and "暗槓" in info.value.text("zh-Hant")
    assert "暗槓" in info.value.text("ja")
    with pytest.raises(HandError) as info:
        parse_hand("[pon 123m+]")
    assert "加杠" in info.value.text("zh-Hans") and "加槓" in info.value.text("zh-Hant")
    assert "ポン" in info.value.text("ja")


# -- every raise site of the covered files passes names= ------------------------------------------

COVERED = (
    "core/model/notation.py",
    "core/model/tiles.py",
    "core/model/hand.py",
    "core/shapes/decompose.py",
    "core/shapes/waits.py",
    "core/engine/fields.py",
    "core/engine/field_checks.py",
    "core/engine/items.py",
    "core/engine/presets.py",
    "core/engine/preset_text.py",
    "core/engine/ruleset.py",
    "core/engine/unbuilt.py",
    "core/rules/mcr/ruleset.py",
    "core/rules/taiwan/ruleset.py",
    "core/engine/table.py",
    "core/engine/rows.py",
    "core/rules/__init__.py",
)


def _error_classes() -> set[str]:
    import core.model.errors as errors

    out = {name for name, obj in vars(errors).items() if isinstance(obj, type) and issubclass(obj, errors.HandError)}
    # a preset file's errors name the file, the line and the field, and quote TOML's own parser: not
    # translated (PresetError takes no names)
    return out - {"PresetError"}


def _untranslated_calls(source: str, parser: bool = True) -> list[int]:
    """The lines of calls that build one of the core's errors without ``names=``: a class of
    :mod:`core.model.errors`, ``type(e)(...)`` or (``parser``) the parser's ``.error(...)``."""
    classes = _error_classes()
    out: list[int] = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        builds = (
            (isinstance(f, ast.Name) and f.id in classes)
            or (isinstance(f, ast.Attribute) and (f.attr in classes or (parser and f.attr == "error")))
            or (isinstance(f, ast.Call) and isinstance(f.func, ast.Name) and f.func.id == "type")
        )
        if builds and not any(k.arg == "names" for k in node.keywords):
            out.append(node.lineno)
    return out


@pytest.mark.parametrize("path", COVERED)
def test_every_error_raised_in_a_covered_file_passes_names(path: str) -> None:
    source = (ROOT / path).read_text(encoding="utf-8")
    assert _untranslated_calls(source, parser=path == "core/model/notation.py") == [], (
        f"{path}: errors without names= (English only)"
    )
    raises = [n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Raise)]
    assert raises, f"{path} raises nothing: is the list of covered files stale?"


def test_the_raise_site_walk_catches_an_english_only_error() -> None:
    bad = (
        "def f(p, e):\n"
        "    raise NotationError('x is bad', code='bad_tile')\n"
        "    raise p.error(3, code='bad_meld')\n"
        "    raise type(e)(f'{e} here', code=e.code)\n"
        "    return ContextError('y', keys=('k',))\n"
        "    raise MeldError(msg.en, code='bad_meld', names=msg)\n"
    )
    assert _untranslated_calls(bad) == [2, 3, 4, 5]


def test_the_translations_use_the_same_placeholders_in_every_language() -> None:
    """The zh-Hans, zh-Hant and ja forms of each error template fill in the same parameters."""
    import importlib
    from string import Formatter

    from core.model.names import Names

    def fields(text: str) -> set[str]:
        return {name for _lit, name, _spec, _conv in Formatter().parse(text) if name}

    seen = 0
    for path in COVERED:
        module = importlib.import_module(path[:-3].replace("/", ".").removesuffix(".__init__"))
        for name, value in vars(module).items():
            if isinstance(value, Names) and (name.startswith("E_") or name.startswith("_E_")):
                seen += 1
                assert fields(value.zh_hans) == fields(value.zh_hant) == fields(value.ja), name
                assert fields(value.zh_hans) - {
                    "field",
                    "choice",
                    "title",
                    "rules",
                    "flower_win_field",
                    "eight",
                    "seven",
                } <= fields(value.en) | {"field"}, name
    assert seen >= 60


def test_mjscore_says_a_refused_input_in_the_language_asked_for(capsys: pytest.CaptureFixture[str]) -> None:
    from core.shells.cli import main

    assert main(["score", "--lang", "ja", "123m8z"]) == 1
    assert "字牌 8z はありません" in capsys.readouterr().err
    assert main(["score", "123m8z"]) == 1
    assert "honour 8z does not exist" in capsys.readouterr().err


def test_the_bundled_font_draws_every_translated_error() -> None:
    """The window's subset font has every character of the errors' translations (rerun
    tools/make_font_subset.py after adding a message)."""
    ttlib = pytest.importorskip("fontTools.ttLib")
    cmap = ttlib.TTFont(ROOT / "assets" / "fonts" / "NotoSansCJK-Subset.otf").getBestCmap()
    missing: set[str] = set()
    for case in CORPUS:
        try:
            case.run()
        except HandError as e:
            missing.update(ch for lang in OTHER_LANGS for ch in e.text(lang) if ord(ch) > 0x7F and ord(ch) not in cmap)
    assert not missing, "".join(sorted(missing))


@pytest.mark.parametrize(
    "rules, text, context, key",
    [
        ("mcr", "123m456p789s4p [777z] +4p", {"last_copy": True}, "last_copy"),
        ("taiwan", "1f2f3f4f5f6f7f8f", {}, "flower_win"),
        ("riichi", "234m456p678s2255s+5s", {"dora_indicators": "9x"}, "dora_indicators"),
        ("riichi", "234m456p678s2255s+5s", {"kong_replacement": True, "self_drawn": True}, "kong_replacement"),
    ],
)
def test_the_english_a_window_shows_names_the_field_not_the_key(
    rules: str, text: str, context: dict[str, object], key: str
) -> None:
    """Issue 23: "Cannot score: last_copy (和绝张)", "set flower_win (eight_immortals or
    seven_rob_one)", "context key 'dora_indicators'" reached the English window."""
    from core.rules import get_rules

    r = get_rules(rules)
    with pytest.raises(HandError) as info:
        r.score(parse_hand(text), context)
    shown = info.value.text("en")
    assert key not in shown and "_" not in shown.replace("<", ""), shown
    assert r.field_name(key).en in shown or key == "flower_win" and "Flower win" in shown, shown
