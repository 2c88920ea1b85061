"""Riichi's points tables: han and fu to points, for a non-dealer and a dealer, by ron and by
tsumo, from :func:`core.rules.riichi.points.basic_points` and :func:`core.rules.riichi.points.payments` (the
same functions that pay a scored hand), under the rule options given (kiriage mangan)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from core.engine.reference import RefTable
from core.model.names import Names
from core.rules.riichi.points import basic_points, payments

FU: Final = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)
HAN: Final = (1, 2, 3, 4)
NONE: Final = "—"


def _possible(han: int, fu: int, self_drawn: bool) -> bool:
    """Whether a closed or open hand can have these han and fu: 20 fu is a pinfu tsumo (2 han
    at least), 25 fu seven pairs (2 han at least, 3 by tsumo); 110 fu at 1 han is an open hand's."""
    if fu == 20:
        return self_drawn and han >= 2
    if fu == 25:
        return han >= (3 if self_drawn else 2)
    return True


def _cell(han: int, fu: int, dealer: bool, self_drawn: bool, opts: Mapping[str, Any]) -> str:
    if not _possible(han, fu, self_drawn):
        return NONE
    basic, _limit = basic_points(han, fu, 0, opts)
    pay, _value = payments(basic, dealer, self_drawn, 0)
    amounts = dict(pay)
    if not self_drawn:
        return str(amounts["discarder"])
    if dealer:
        return f"{amounts['each']} ∀"
    return f"{amounts['non_dealer']}/{amounts['dealer']}"


def points_tables(opts: Mapping[str, Any]) -> tuple[RefTable, ...]:
    """The non-dealer's and the dealer's tables: a row a fu, a column a han for ron and tsumo."""
    columns = tuple(
        c
        for han in HAN
        for c in (
            Names(f"{han} han ron", f"{han} 番 荣和", f"{han} 番 榮和", f"{han}翻 ロン"),
            Names(f"{han} han tsumo", f"{han} 番 自摸", f"{han} 番 自摸", f"{han}翻 ツモ"),
        )
    )
    out = []
    for dealer in (False, True):
        rows = tuple(
            (
                Names(f"{fu} fu", f"{fu} 符", f"{fu} 符", f"{fu}符"),
                tuple(_cell(han, fu, dealer, tsumo, opts) for han in HAN for tsumo in (False, True)),
            )
            for fu in FU
        )
        title = (
            Names("Dealer: points by han and fu", "庄家：番符点数表", "莊家：番符點數表", "親：翻符点数表")
            if dealer
            else Names("Non-dealer: points by han and fu", "闲家：番符点数表", "閒家：番符點數表", "子：翻符点数表")
        )
        out.append(
            RefTable(
                title,
                columns,
                rows,
                Names(
                    "Tsumo: non-dealer/dealer share, or ∀ each. 5 han mangan, 6-7 haneman, 8-10 baiman, 11-12 sanbaiman, "
                    "13 kazoe; no honba or sticks.",
                    "自摸：闲家/庄家各付，∀ 为每家。5 番满贯，6-7 跳满，8-10 倍满，11-12 三倍满，13 累计役满；不含本场与立直棒。",
                    "自摸：閒家/莊家各付，∀ 為每家。5 番滿貫，6-7 跳滿，8-10 倍滿，11-12 三倍滿，13 累計役滿；不含本場與立直棒。",
                    "ツモ：子/親の支払い、∀ は全員。5翻満貫、6-7 跳満、8-10 倍満、11-12 三倍満、13 数え役満。本場・供託を含まず。",
                ),
            )
        )
    return tuple(out)
