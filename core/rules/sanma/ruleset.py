"""Three-player riichi (三人麻雀, sanma) as a variant of the riichi rule set.

It is built from riichi's rows, data and scoring (:class:`core.rules.riichi.ruleset.Riichi`),
with what a table of three changes, as the common rules have it:

- **Tiles.** 108: the characters are 1m and 9m only. A hand, a meld or an indicator with 2m to
  8m (or a red 5m) is refused, naming the tile; the window's palette has none of them.
- **No chi.** A chi meld is refused.
- **Seats.** East, South and West; no player sits North.
- **North pulled as dora (北抜き, nukidora).** The context key ``kita`` counts the North tiles
  set aside beside the hand (0 to 4, with the North tiles in the hand at most four). Each is one
  han of dora (the row ``kita``): never a yaku, so a hand with no other yaku is no win; where
  North is the dora (a West indicator) each pulled North is a dora again, as a North in the hand
  would be. A North kept in the hand is a guest wind (no seat and no round is North).
- **Dora.** The indicator 1m shows 9m, and 9m shows 1m.
- **Payments.** A win on a discard is paid as in riichi. A self-draw is paid by the two others:
  with ``payment`` ``tsumo_loss`` (ツモ損) as in riichi without the North player's share, so a
  self-draw is worth less than a ron; with ``north_split`` (北家折半) the North player's share is
  split between the two, each half rounded up to 100. Honba: ``honba_ron`` points per counter on
  a ron, ``honba_tsumo`` from each payer on a self-draw.
- **The match** of three (seats, the dealer's repeat, honba and sticks, start and return points,
  uma and oka of Tenhou's and Mahjong Soul's rules): :mod:`core.rules.sanma.match`.
- **Not modelled yet:** pao (the liable player).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any, Final

from core.engine.schema import WIND_CHOICES, Choice, Constraint, Field, FieldType, _names
from core.engine.score import Names
from core.model.hand import Hand
from core.model.notation import parse_tiles
from core.model.tiles import kind_name
from core.rules.riichi import facts as riichi_facts, fields as riichi_fields
from core.rules.riichi.facts import RiichiFacts, dora_of
from core.rules.riichi.points import payments as riichi_payments
from core.rules.riichi.rows import ROWS, RowSpec, build_table
from core.rules.riichi.ruleset import Riichi
from core.rules.sanma import NAME, TITLE
from core.shapes.decompose import RIICHI_SHAPES

#: the kinds a three-player set leaves out: 2m to 8m
MISSING: Final = frozenset(range(1, 8))
SANMA_SHAPES: Final = RIICHI_SHAPES._replace(missing=MISSING)
_NORTH: Final = 30


def _sanma_dora(indicator: int) -> int:
    """The dora an indicator shows with the characters 1m and 9m only: each shows the other."""
    if indicator == 0:
        return 8
    if indicator == 8:
        return 0
    return dora_of(indicator)


#: the dora each kind of indicator shows
DORA_TABLE: Final = tuple(_sanma_dora(k) for k in range(34))


def _kita(f: RiichiFacts) -> int:
    return f.t.kita


def _with_kita(specs: tuple[RowSpec, ...]) -> tuple[RowSpec, ...]:
    """Riichi's rows with the north pulled as dora after the red fives: a row of the dora
    section, ruled out with the other dora by every row that rules out the dora (a yakuman)."""
    kita = RowSpec("kita", 1, 1, _kita, "dora")
    out: list[RowSpec] = []
    for s in specs:
        out.append(replace(s, excludes=s.excludes + ("kita",)) if "dora" in s.excludes else s)
        if s.id == "aka_dora":
            out.append(kita)
    return tuple(out)


_KITA_NAMES: Final = {
    "kita": (
        _names("North (nukidora)", "拔北宝牌", "拔北寶牌", "北抜き"),
        _names(
            "each North tile set aside beside the hand is one han of dora, never a yaku",
            "每张拔出放在手牌旁的北各算 1 番宝牌，不算役",
            "每張拔出放在手牌旁的北各算 1 番寶牌，不算役",
            "手牌の横に抜いた北1枚ごとにドラ1翻（役にはならない）",
        ),
    ),
}
_SPECS: Final = _with_kita(ROWS)
CLOSED_TABLE: Final = build_table(False, _SPECS, _KITA_NAMES)
OPEN_TABLE: Final = build_table(True, _SPECS, _KITA_NAMES)

_KITA_FIELD: Final = Field(
    "kita",
    FieldType.INT,
    0,
    _names("North tiles pulled", "拔北", "拔北", "抜き北"),
    _names(
        "how many North tiles the winner set aside beside the hand as dora (北抜き)",
        "和牌者拔出放在手牌旁作宝牌的北的张数",
        "和牌者拔出放在手牌旁作寶牌的北的張數",
        "和了者が手牌の横に抜いてドラにした北の枚数",
    ),
    minimum=0,
    maximum=4,
    group="dora",
)

_SEATS: Final = ("E", "S", "W")


def _seated(f: Field) -> Field:
    """The seat wind field with the three seats of a table of three: North is neither offered
    nor taken."""
    return f._replace(choices=tuple(c for c in WIND_CHOICES if c.value in _SEATS)) if f.key == "seat_wind" else f


#: riichi's context without pao (not modelled for three), seated at three, with the north pulled
_CONTEXT: Final = tuple(_seated(f) for f in riichi_fields.CONTEXT_FIELDS if f.key != "pao") + (_KITA_FIELD,)

TSUMO_LOSS: Final = "tsumo_loss"
NORTH_SPLIT: Final = "north_split"
_OPTIONS: Final = riichi_fields.OPTION_FIELDS + (
    Field(
        "payment",
        FieldType.CHOICE,
        TSUMO_LOSS,
        _names("Self-draw payment", "自摸的支付", "自摸的支付", "ツモの支払い"),
        _names(
            "how the two others pay a self-draw: without the absent North player's share (tsumo-loss), or "
            "with it split between them",
            "自摸时另两家怎样支付：不付缺席北家的一份（自摸损），或两家平分这一份",
            "自摸時另兩家怎樣支付：不付缺席北家的一份（自摸損），或兩家平分這一份",
            "ツモの支払い：いない北家の分を払わない（ツモ損）か、その分を2人で折半する（北家折半）",
        ),
        choices=(
            Choice(
                TSUMO_LOSS,
                _names(
                    "Tsumo-loss (the North share is lost)",
                    "自摸损（北家的一份不付）",
                    "自摸損（北家的一份不付）",
                    "ツモ損（北家の分はなし）",
                ),
            ),
            Choice(
                NORTH_SPLIT,
                _names("North share split between the two", "两家平分北家的一份", "兩家平分北家的一份", "北家折半"),
            ),
        ),
    ),
    Field(
        "honba_ron",
        FieldType.INT,
        200,
        _names("Honba on a ron", "荣和每本场", "榮和每本場", "ロンの積み棒"),
        _names(
            "points per honba counter the discarder pays on a ron",
            "荣和时放铳者每本场付的点数",
            "榮和時放槍者每本場付的點數",
            "ロンのとき放銃者が積み棒1本ごとに払う点数",
        ),
        minimum=0,
        maximum=10000,
    ),
    Field(
        "honba_tsumo",
        FieldType.INT,
        100,
        _names("Honba on a tsumo, each", "自摸每本场（每家）", "自摸每本場（每家）", "ツモの積み棒（1人）"),
        _names(
            "points per honba counter each of the two pays on a self-draw",
            "自摸时两家各按每本场付的点数",
            "自摸時兩家各按每本場付的點數",
            "ツモのとき2人がそれぞれ積み棒1本ごとに払う点数",
        ),
        minimum=0,
        maximum=10000,
    ),
)
_CONSTRAINTS: Final[tuple[Constraint, ...]] = riichi_fields.CONSTRAINTS  # (the seats: the seat wind field's choices)
_E_NORTHS: Final = Names(
    "{key}: {kita} North tiles pulled and {held} in the hand make {n}: there are four",
    "{field}：拔出 {kita} 张北，手牌里还有 {held} 张，共 {n} 张：北只有四张",
    "{field}：拔出 {kita} 張北，手牌裡還有 {held} 張，共 {n} 張：北只有四張",
    "{field}：抜き北 {kita} 枚と手牌の北 {held} 枚で {n} 枚：北は 4 枚しかありません",
)

#: riichi's result layout with the payer roles of a table of three
LAYOUT: Final = riichi_fields.LAYOUT._replace(
    roles=(
        ("discarder", _names("discarder", "放铳者", "放槍者", "放銃者")),
        ("dealer", _names("dealer", "庄家", "莊家", "親")),
        ("non_dealer", _names("the other non-dealer", "另一位闲家", "另一位閒家", "もう1人の子")),
        ("each", _names("each of the two", "两家各", "兩家各", "2人それぞれ")),
    )
)


def _up(points: int) -> int:
    return -(-points // 100) * 100


class Sanma(Riichi):
    """Three-player riichi (see the module's text)."""

    name = NAME
    title = TITLE
    shapes = SANMA_SHAPES
    match_module = "core.rules.sanma.match"  # its match rules: riichi's at a table of three
    context_fields = _CONTEXT
    option_fields = _OPTIONS
    constraints = _CONSTRAINTS
    data_package = "core.rules.sanma.data"
    preset_file = "sanma_presets.toml"
    layout = LAYOUT
    table = CLOSED_TABLE
    closed_table = CLOSED_TABLE
    open_table = OPEN_TABLE
    dora_table = DORA_TABLE
    players = 3
    calls_chows = False

    def set_aside(self, context: Mapping[str, Any]) -> dict[int, int]:
        kita = context.get("kita") or 0
        return {_NORTH: int(kita)} if isinstance(kita, int) and kita > 0 else {}

    def _validate(self, hand: Hand, ctx: dict[str, Any], tiles: riichi_facts.HandTiles, red_fives: bool) -> None:
        self.check_hand(hand)  # (the tiles and calls of a table of three, as everywhere else)
        problem = self.tile_refusal(parse_tiles(ctx["dora_indicators"] + ctx["ura_indicators"]))
        if problem is not None:
            raise problem
        kita = int(ctx["kita"])
        held = tiles.counts[_NORTH]
        if kita and kita + held > 4:
            raise self.impossible("kita", _E_NORTHS, kita=kita, held=held, n=kita + held, tile=kind_name(_NORTH))
        super()._validate(hand, ctx, tiles, red_fives)

    def hand_payments(
        self, basic: int, dealer: bool, self_drawn: bool, honba: int, opts: Mapping[str, Any]
    ) -> tuple[tuple[tuple[str, int], ...], int]:
        """A ron as in riichi, with ``honba_ron`` a counter; a self-draw paid by the two others,
        without the North player's share (tsumo-loss) or with it split between them, each half
        rounded up to 100; ``honba_tsumo`` a counter from each."""
        if not self_drawn:
            pay, value = riichi_payments(basic, dealer, False, 0)
            return (("discarder", pay[0][1] + int(opts["honba_ron"]) * honba),), value
        split = opts["payment"] == NORTH_SPLIT
        extra = int(opts["honba_tsumo"]) * honba
        if dealer:
            each = _up(2 * basic)
            if split:
                each += _up(_up(2 * basic) // 2)
            return (("each", each + extra),), 2 * each
        from_dealer, from_other = _up(2 * basic), _up(basic)
        if split:
            half = _up(_up(basic) // 2)
            from_dealer, from_other = from_dealer + half, from_other + half
        return (("dealer", from_dealer + extra), ("non_dealer", from_other + extra)), from_dealer + from_other
