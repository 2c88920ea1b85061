"""Riichi's points: the basic points of han and fu with the limits (mangan to yakuman), and
what each payer role pays, the honba share included, with or without a player liable (pao).

Its own module, below the rule set, because the points tables a referee opens
(:mod:`core.rules.riichi.tables`) are built from the same functions."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from core.model.names import names as _names

#: the limits by basic points, with their names
LIMITS: Final = {
    "mangan": (2000, _names("Mangan", "满贯", "滿貫", "満貫")),
    "haneman": (3000, _names("Haneman", "跳满", "跳滿", "跳満")),
    "baiman": (4000, _names("Baiman", "倍满", "倍滿", "倍満")),
    "sanbaiman": (6000, _names("Sanbaiman", "三倍满", "三倍滿", "三倍満")),
    "yakuman": (8000, _names("Yakuman", "役满", "役滿", "役満")),
}


def basic_points(han: int, fu: int, yakuman: int, opts: Mapping[str, Any]) -> tuple[int, str | None]:
    """The basic points of a hand and its limit (``None``: below mangan)."""
    if yakuman:
        return 8000 * yakuman, "yakuman"
    if han >= 13:
        limit = "yakuman" if opts["kazoe"] == "yakuman" else "sanbaiman"
    elif han >= 11:
        limit = "sanbaiman"
    elif han >= 8:
        limit = "baiman"
    elif han >= 6:
        limit = "haneman"
    elif han == 5:
        limit = "mangan"
    else:
        basic = fu * 2 ** (han + 2)
        if basic >= 2000 or (opts["kiriage"] and (han, fu) in ((4, 30), (3, 60))):
            return 2000, "mangan"
        return basic, None
    return LIMITS[limit][0], limit


def _up(points: int) -> int:
    return -(-points // 100) * 100


def payments(basic: int, dealer: bool, self_drawn: bool, honba: int) -> tuple[tuple[tuple[str, int], ...], int]:
    """What each payer role pays (the honba share included) and the hand's value without honba."""
    if not self_drawn:
        value = _up(basic * (6 if dealer else 4))
        return (("discarder", value + 300 * honba),), value
    if dealer:
        each = _up(2 * basic)
        return (("each", each + 100 * honba),), 3 * each
    from_dealer = _up(2 * basic)
    from_other = _up(basic)
    return (
        ("dealer", from_dealer + 100 * honba),
        ("non_dealer", from_other + 100 * honba),
    ), from_dealer + 2 * from_other


def pao_payments(
    basic: int, liable_basic: int, dealer: bool, self_drawn: bool, honba: int
) -> tuple[tuple[tuple[str, int], ...], int]:
    """The payments of a yakuman win with a liable player (pao, 責任払い), who is not the
    discarder (a ron off the liable player is paid as any ron). ``liable_basic``: the basic
    points of the yakuman they are liable for (8000 each); the rest of ``basic`` (the other
    yakuman of the hand) is paid as usual.

    As the common rule books have it (cited: riichi.wiki, "Sekinin barai",
    https://riichi.wiki/Sekinin_barai, section "Point exchanges"): won by tsumo, the liable
    player pays the whole value of the yakuman and the honba, as if the win were a ron off
    them; won by ron off a player who is not liable, that player pays half the yakuman and the
    honba and the liable player the other half; with several yakuman, each is settled on its
    own, the honba once, and the yakuman no one is liable for are paid as usual. One liable
    player answers for every liable yakuman of the hand (the context names one).

    - tsumo: the liable player pays the liable yakuman's ron value; the other yakuman are paid
      as a tsumo by every player (the liable one too), with the honba; with no other yakuman
      the liable player pays the honba (300 each) as on a ron.
    - ron: the liable player pays half of the liable yakuman's value; the discarder the other
      half, the other yakuman and the honba.

    Roles: ``liable`` is what the liable player pays on top of any share of their own seat.
    """
    liable_value = _up(liable_basic * (6 if dealer else 4))
    rest = basic - liable_basic
    value = _up(basic * (6 if dealer else 4))
    if self_drawn:
        if not rest:
            return (("liable", liable_value + 300 * honba),), value
        normal, rest_value = payments(rest, dealer, True, honba)
        return (("liable", liable_value),) + normal, liable_value + rest_value
    half = liable_value // 2
    rest_value = _up(rest * (6 if dealer else 4))
    return (("discarder", liable_value - half + rest_value + 300 * honba), ("liable", half)), liable_value + rest_value
