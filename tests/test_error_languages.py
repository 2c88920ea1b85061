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
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import pytest

from core.decompose import decompose, decompose_or_raise
from core.errors import HandError
from core.hand import Hand, Meld, MeldKind
from core.notation import parse_flowers, parse_hand, parse_meld, parse_tiles
from core.rules import get_rules
from core.rules.base import Field, FieldType
from core.score import names
from core.tiles import Flower, Tile, make_kind, tile
from core.waits import shanten, waits, waits_on_one_kind

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


def _score(rules: str, hand: str | object, *params: str, allowed: tuple[str, ...] = (),
           options: dict[str, Any] | None = None, **context: Any) -> Case:
    def run() -> object:
        h = parse_hand(hand) if isinstance(hand, str) else hand
        return get_rules(rules).score(h, context, options)  # type: ignore[arg-type]

    return Case(f"{rules} {hand!r} {context or ''} {options or ''}", run, params, allowed,
                hand if isinstance(hand, str) else "")


def _call(label: str, run: Callable[[], object], *params: str, allowed: tuple[str, ...] = (),
          typed: str = "") -> Case:
    return Case(label, run, params, allowed, typed)


def _keys(rules: str, where: str) -> tuple[str, ...]:
    r = get_rules(rules)
    return tuple(f.key for f in (r.context_fields if where == "context" else r.option_fields))


def _values(rules: str, key: str) -> tuple[str, ...]:
    r = get_rules(rules)
    return tuple(next(f for f in (*r.context_fields, *r.option_fields) if f.key == key).values)


_DORA = Field("dora", FieldType.TILES, "", names("Dora indicators", "宝牌指示牌", "寶牌指示牌", "ドラ表示牌"),
              maximum=2)
_MCR_WIN = "123m456m789p123s5z +5z"  # a complete MCR hand
_TW_WIN = "123m456m789m123p456p5z +5z"  # a complete Taiwanese hand

CORPUS: tuple[Case, ...] = (
    # -- notation: every kind of text the parser refuses
    _ph("123m4", "'4'", "5"),
    _ph("m123", "'m'", "1"),
    _ph("123m x", "'x'", "6"),
    _ph("123m]", "']'", "5"),
    _ph("[123m", "'['", "'['", "]"),
    _ph("123m456p +", "'+'", "11"),
    _ph("123m +5p +6p", "'+'", "9"),
    _ph("123m +5p6p", "+5p", "6"),
    _ph("0z123m", "0z", "1"),
    _ph("123m8z", "8z", "5"),
    _ph("123m9f", "9f", "5"),
    _ph("123m1f2f1f", "1f", "5", "9"),
    _ph("[1f23m]", "1"),
    _ph("{chi 123m}", "chi", "1", allowed=("chi",)),
    _ph("pon [chi 123m]", "1"),
    _ph("[pon 123m+]", "pon", "'+'", "1", allowed=("pon",)),
    _ph("123m []", "5"),
    _ph("[124m]", "chi 124m", "1", allowed=("chi",)),
    _ph("[123z]", "chi 123z", "1", allowed=("chi",)),
    _ph("[1m2p3s]", "chi 1m2p3s", "1", allowed=("chi",)),
    _ph("11m [1112m]", "kan 1112m", "5", allowed=("kan",)),
    _ph("chi 12m", "chi 12m", "1", allowed=("chi",)),
    _ph("[11m]", "chi 11m", "1", allowed=("chi",)),
    _call("parse_hand 5", lambda: parse_hand(5), "int", allowed=("int",)),  # type: ignore[arg-type]
    _call("parse_tiles '12m['", lambda: parse_tiles("12m["), "'['", "4", typed="12m["),
    _call("parse_tiles '3p1f'", lambda: parse_tiles("3p1f"), "1f", "3", typed="3p1f"),
    _call("parse_tiles 5", lambda: parse_tiles(5), "int", allowed=("int",)),  # type: ignore[arg-type]
    _call("parse_flowers '1m'", lambda: parse_flowers("1m"), "1m", "1", typed="1m"),
    _call("parse_flowers '1f1f'", lambda: parse_flowers("1f1f"), "1f", typed="1f1f"),
    _call("parse_flowers 5", lambda: parse_flowers(5), "int", allowed=("int",)),  # type: ignore[arg-type]
    _call("parse_meld '123m'", lambda: parse_meld("123m"), typed="123m",
          allowed=("chi", "pon", "kan", "kakan", "ankan")),
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
    _call("score a string", lambda: get_rules("mcr").score("123m"), "str", allowed=("str", "Hand")),  # type: ignore[arg-type]
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
    _score("mcr", "123m456m789p5z [123s] +5z", "'heaven'", initial_win="heaven", self_drawn=True, allowed=("heaven",),
           options={"blessings": True}),
    # -- context and options: unknown keys, a value of each field type
    _score("mcr", _MCR_WIN, "'foo'", foo=1, allowed=("foo", *_keys("mcr", "context"))),
    _score("mcr", _MCR_WIN, "'maybe'", self_drawn="maybe", allowed=("maybe",)),
    _score("mcr", _MCR_WIN, "'x'", flowers="x"),
    _score("mcr", _MCR_WIN, "0", "-1", flowers=-1),
    _score("mcr", _MCR_WIN, "8", "9", flowers=9),
    _score("mcr", _MCR_WIN, "'Q'", seat_wind="Q"),
    _score("taiwan", _TW_WIN, "'Q'", round_wind="Q"),
    _score("mcr", _MCR_WIN, "'sky'", initial_win="sky", allowed=("sky", "none", "heaven", "earth", "human")),
    _score("mcr", _MCR_WIN, "'x'", options={"minimum": "x"}),
    _score("mcr", _MCR_WIN, "'bar'", options={"bar": 1},
           allowed=("bar", *_keys("mcr", "option"))),
    _score("taiwan", _TW_WIN, "'x'", options={"lig_self_draw": "x"},
           allowed=_values("taiwan", "lig_self_draw")),
    _call("mcr context a list", lambda: get_rules("mcr").check_context([1]), "list",  # type: ignore[arg-type]
          allowed=("list",)),
    _call("mcr preset zzz", lambda: get_rules("mcr").preset_options("zzz"), "'zzz'",
          allowed=("zzz", "mcr", *(p.key for p in get_rules("mcr").presets))),
    _call("tiles field 5", lambda: _DORA.coerce(5), "5"),
    _call("tiles field 9z", lambda: _DORA.coerce("9z"), "9z", "1", typed="9z"),
    _call("tiles field 3p1f", lambda: _DORA.coerce("3p1f"), "1f", typed="3p1f"),
    _call("tiles field 3 tiles", lambda: _DORA.coerce("1m2m3m"), "2", "3", typed="1m2m3m"),
    # -- Taiwanese validation
    _score("taiwan", "123m456m789m123p456p5z", "+5p"),
    _score("taiwan", _MCR_WIN, "17", "14"),
    _score("taiwan", "13579m13579p13579s1z +1z", "13579m13579p13579s1z"),
    _score("taiwan", _TW_WIN, "'eight_immortals'", "0", flower_win="eight_immortals", self_drawn=True,
           allowed=("eight", "immortals")),
    _score("taiwan", "1f2f3f4f5f6f7f8f", allowed=("flower", "win", "eight", "immortals", "seven", "rob", "one")),
    _score("taiwan", "123m456m789m123p456p5z 1f2f3f4f5f6f7f8f",
           allowed=("flower", "win", "eight", "immortals", "seven", "rob", "one")),
    _score("taiwan", "123m456m789m123p5z [456p] +5z", "chi 456p", earthly_ready=True,
           allowed=("chi",)),
    _score("taiwan", "123m456m789m123p5z [456p] +5z", "chi 456p", heavenly_win=True, self_drawn=True, allowed=("chi",)),
    _score("taiwan", "123m456m789m123p33s55z +3s", "3s", "2", robbing_kong=True),
    _score("taiwan", _TW_WIN, kong_replacement=True, self_drawn=True),
    _score("taiwan", _TW_WIN, flower_replacement=True, self_drawn=True),
    _score("taiwan", _TW_WIN + " 1f2f3f4f5f6f7f8f", flower_win="seven_rob_one",
           allowed=("seven", "rob", "one")),
    # -- the shapes and waits shared by the rule sets
    _call("decompose no win", lambda: decompose(parse_hand("123m456p789s123s5z"), get_rules("mcr").shapes)),
    _call("decompose_or_raise", lambda: decompose_or_raise(parse_hand("13579m13579p135s +7s"), get_rules("mcr").shapes),
          "13579m13579p135s", "4"),
    _call("waits on a complete hand", lambda: waits(parse_hand(_MCR_WIN), get_rules("mcr").shapes)),
    _call("waits 6 melds", lambda: waits(parse_hand("[111m][222m][333m][444m][555m]1z"), get_rules("mcr").shapes),
          "5", "4"),
    _call("shanten 5 tiles", lambda: shanten(parse_hand("1234m"), get_rules("mcr").shapes), "4", "13"),
    _call("waits 14 standing", lambda: waits(parse_hand("123m456p789s123s55z +?"), get_rules("mcr").shapes), "13", "14"),
    _call("waits_on_one_kind no win", lambda: waits_on_one_kind(parse_hand("123m456p789s123s5z"),
                                                                get_rules("mcr").shapes)),
    _call("unknown rule set", lambda: get_rules("zzz"), "'zzz'", allowed=("zzz", "mcr", "riichi", "taiwan")),
)
