"""The match of three-player riichi (三人麻雀): riichi's match rules (:mod:`core.rules.riichi.match`)
at a table of three, with the points, uma and draw payments of the three-player rules.

What a table of three changes, everything else as in riichi's match rules:

- **Seats.** Three players: East, South and West. Player 0 deals first; the deal passes
  through the three, so a round is three hands and their repeats (East 1-3, then South 1-3 in a
  hanchan; East 1-3 in a tonpuusen). No one sits North.
- **Points** (the presets; their published rules, in their own words):

  - ``tenhou`` (the default): Tenhou's three-player ranked rules, 「35000開始の40000点返し」 and
    「順位ウマ +20, 0, -20 (東風戦/東南戦共通)」 (Tenhou's manual, 三人打ち; the same lines in
    riichi.wiki's "Tenhou.net rules", Three-player rules, and mjstars.net's "Rules for 3-player
    ranking match": "35000 point start with 40000 point return. Uma is +20, 0, -20"). The oka
    is what the three players put in beyond their start, ``3 * (40000 - 35000)`` = 15,000, to
    the first place.
  - ``mahjong_soul``: Mahjong Soul's ranked 三人麻将, "Starting Points: 3P 35000" and "Uma Points:
    3P: 1st +15, 2nd ±0, 3rd -15", the end score counted from the start, "EndScore =
    (MatchResult - StartingPts) / 1000 + UmaPts" (riichi.wiki, Mahjong Soul): the return points
    are the start, so there is no oka.

  Equal points are placed by seat order, the first dealer first (Tenhou's rule, inherited by its
  three-player rules: "rankings for players with the same amount of points is determined by
  dealer order").
- **Exhaustive draw.** ``noten_pool`` points go from the players not ready to those ready,
  split evenly both ways: 2,000 by default (one ready: +2000 and -1000 from each other; two:
  +1000 each from the third's -2000), the pool two implementations find in Tenhou's
  three-player logs (riichi-rs: "verified against houou 3p logs — 1 tenpai is
  +2000/-1000/-1000 and 2 tenpai is +1000/+1000/-2000"; riichienv's three-player pool is 2000
  as well). No Tenhou rule text for it was found, and one other implementation keeps 3,000
  (jansou's ``tenhou-3p``): a table that pays 3,000 sets ``noten_pool`` = 3000.
- **Abortive draws.** Only nine terminals and honours and four kongs: with three seats there
  are no four winds discarded and no four riichi (Tenhou: 「三人打ちの三人立直は流局にならない」),
  and a third ron needs a fourth player.
- **Chombo** as in riichi: a reverse mangan is paid to the two others as a mangan self-draw
  of theirs would be (tsumo-loss: a dealer 4,000 to each; a non-dealer 4,000 to the dealer and
  2,000 to the other), or costs points after the uma.
- **Scoring.** Each win is scored by the three-player rule set (``sanma``) with the counters
  and sticks on the table: its honba (``honba_ron`` / ``honba_tsumo``) and its payment
  (tsumo-loss or the North's share split) are the rule set's options, not the match's.

- **Double ron and nagashi mangan** as in riichi's match rules, at three: the turn order from
  the discarder is of three, so at most two win on one discard (``triple`` allows no more); a
  nagashi mangan is paid as a mangan self-draw at three (tsumo-loss: a dealer 4,000 from each,
  a non-dealer 4,000 from the dealer and 2,000 from the other), whatever the rule set's
  self-draw payment option. The presets keep riichi's ``tenhou`` defaults for them (double ron,
  sticks and counters to the first winner, nagashi settled as a draw); that Mahjong Soul's
  three-player rules do the same was not checked.

Not modelled: pao (the rule set has none yet, so a record that names a liable player is
refused), and the West round Tenhou plays when no one has 40,000 at the end (as at four).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from core.engine.match_rules import DrawKind, PlayerFact
from core.engine.schema import Field, FieldType
from core.engine.score import names
from core.rules.riichi.match import RiichiMatchRules
from core.rules.riichi.match_options import OPTION_FIELDS as RIICHI_OPTION_FIELDS
from core.rules.sanma import NAME, TITLE

_SANMA_DEFAULTS: Final = {"start_points": 35000, "return_points": 40000, "uma_1": 20, "uma_2": 0, "uma_3": -20}

_ABORTIVE_HELP: Final = names(
    "a hand may end in an abortive draw (nine terminals and honours, four kongs): the dealer "
    "deals again with one more counter",
    "一局可以中途流局（九种九牌、四开杠）：庄家连庄并加一本场",
    "一局可以中途流局（九種九牌、四開槓）：莊家連莊並加一本場",
    "途中流局（九種九牌・四開槓）があり、親が連荘して1本場積む",
)


def _three(field: Field) -> Field:
    """One of riichi's match options as a table of three has it: its default the ``tenhou``
    preset's, the abortive draws it can have."""
    if field.key in _SANMA_DEFAULTS:
        return field._replace(default=_SANMA_DEFAULTS[field.key])
    if field.key == "abortive_draws":
        return field._replace(help=_ABORTIVE_HELP)
    return field


#: the match options: riichi's for three places (no fourth uma), and the draw's pool
OPTION_FIELDS: Final[tuple[Field, ...]] = tuple(_three(f) for f in RIICHI_OPTION_FIELDS if f.key != "uma_4") + (
    Field(
        "noten_pool",
        FieldType.INT,
        2000,
        names("Exhaustive draw payment", "荒牌流局罚符", "荒牌流局罰符", "ノーテン罰符"),
        names(
            "the points an exhaustive draw moves from the players not ready to those ready, split evenly both ways",
            "荒牌流局时由未听牌者付给听牌者的点数总额（双方各自平分）",
            "荒牌流局時由未聽牌者付給聽牌者的點數總額（雙方各自平分）",
            "流局時にノーテンの者からテンパイの者へ移る点数の合計（双方で等分）",
        ),
        minimum=0,
        maximum=1_000_000,
    ),
)

#: the presets of the match options (the defaults are the ``tenhou`` preset's)
PRESETS: Final[dict[str, dict[str, Any]]] = {
    "tenhou": {},
    "mahjong_soul": {"start_points": 35000, "return_points": 35000, "uma_1": 15, "uma_2": 0, "uma_3": -15},
}

#: the abortive draws a table of three can have
ABORTIVE: Final = DrawKind(
    "abortive",
    names("Abortive draw", "中途流局", "中途流局", "途中流局"),
    names(
        "the hand ends before the wall does (nine terminals and honours, four kongs): no "
        "payments, the dealer deals again",
        "牌墙摸完之前本局结束（九种九牌、四开杠）：不付点，庄家连庄",
        "牌牆摸完之前本局結束（九種九牌、四開槓）：不付點，莊家連莊",
        "山を引き切る前に局が終わる（九種九牌・四開槓）：支払いなし、親の連荘",
    ),
)


class SanmaMatchRules(RiichiMatchRules):
    """The match rules of three-player riichi: see the module's text."""

    rules = NAME
    title = TITLE
    players = 3
    draw_kinds = (ABORTIVE,)
    player_facts = (
        PlayerFact("riichi", names("Riichi declared", "已立直", "已立直", "立直宣言"), ("riichi", "double_riichi")),
    )
    source = (
        "Tenhou's three-player rules (35000 start, 40000 return, uma +20/0/-20) and Mahjong Soul's ranked "
        "three-player rules (35000, uma +15/0/-15); see core/rules/sanma/match.py"
    )
    option_fields = OPTION_FIELDS
    presets: Mapping[str, Mapping[str, Any]] = PRESETS
    noten_pool = 2000


#: the match rules the three-player rule set gives (``match_module``)
MATCH_RULES: Final = SanmaMatchRules()
