"""One scored reading of a riichi hand (:class:`_Reading`): its rows added up by section, its
han, fu and points, and the result items it shows (value, counters, rounding), kept made."""

from __future__ import annotations

from typing import Any, Final

from core.engine.schema import _names
from core.engine.score import Item, Names, Suppressed
from core.engine.table import EffectiveTable
from core.model.hand import Hand, MeldKind
from core.rules.riichi.facts import _DRAGONS, _SEVEN_PAIRS, _WINDS, HandTiles
from core.rules.riichi.points import LIMITS, basic_points, payments
from core.rules.riichi.rows import _Y
from core.shapes.decompose import Decomposition

# --- points -------------------------------------------------------------------------------------


#: the yakuman a player may be liable for (pao); suukantsu too with the pao_suukantsu option
_PAO: Final = ("daisangen", "daisuushii")


def _called(hand: Hand, rid: str) -> bool:
    """Whether the yakuman ``rid`` could make a player liable in this hand: every set of it is
    a called meld (daisangen: the three dragons; daisuushii: the four winds), or, suukantsu, one
    of the kongs is an open kong called from a discard (the fourth kan is a daiminkan)."""
    if rid == "suukantsu":
        return any(m.kind is MeldKind.KONG for m in hand.melds)
    wanted = _DRAGONS if rid == "daisangen" else _WINDS
    called = {m.first for m in hand.melds if not m.is_concealed and m.kind is not MeldKind.CHOW}
    return wanted <= called


# --- a reading ----------------------------------------------------------------------------------

#: the sections a reading's rows add up in (see _weights), as numbers
_FU_SECTION: Final = 0
_YAKUMAN_SECTION: Final = 1
_YAKU_SECTION: Final = 2
_OTHER_SECTION: Final = 3
_SECTION_NUMBERS: Final = {"fu": _FU_SECTION, "yakuman": _YAKUMAN_SECTION, "yaku": _YAKU_SECTION}
#: each effective table's rows with their section's number and value, by identity of the table
_WEIGHTS: Final[dict[int, tuple[EffectiveTable, dict[str, tuple[int, int]]]]] = {}


def _weights(eff: EffectiveTable) -> dict[str, tuple[int, int]]:
    """Each row of an effective table as (its section's number, its value): one lookup a row
    where a reading adds up its han and fu (two, and a text compared, otherwise). Made once per
    table (a table is made once per option set; at most a few hundred are kept)."""
    entry = _WEIGHTS.get(id(eff))
    if entry is None or entry[0] is not eff:
        if len(_WEIGHTS) >= 512:
            _WEIGHTS.clear()
        sections = eff.sections
        table = {rid: (_SECTION_NUMBERS.get(sections[rid], _OTHER_SECTION), value) for rid, value in eff.values.items()}
        entry = _WEIGHTS[id(eff)] = (eff, table)
    return entry[1]


def _add_indicator_fives(reds: list[int], fives: list[int], kinds: tuple[int, ...], red_suits: tuple[int, ...]) -> int:
    """Add one kind of indicator's red fives to ``reds`` and its fives to ``fives`` (both by
    suit, changed in place); the suit of a second red five, or -1 (and then the fives are
    not added)."""
    for suit in red_suits:
        reds[suit] = reds[suit] + 1
        if reds[suit] > 1:
            return suit
    for k in kinds:
        if k < 27 and k % 9 == 4:
            fives[k // 9] = fives[k // 9] + 1
    return -1


class _Reading:
    """One reading scored."""

    __slots__ = (
        "decomposition",
        "counted",
        "suppressed",
        "eff",
        "han",
        "fu",
        "raw_fu",
        "yakuman",
        "win",
        "has_yaku",
        "basic",
        "limit",
        "dealer",
        "self_drawn",
    )

    def __init__(
        self,
        decomposition: Decomposition | None,
        counted: list[tuple[str, int]],
        suppressed: tuple[Suppressed, ...],
        eff: EffectiveTable,
        tiles: HandTiles,
        ctx: dict[str, Any],
        opts: dict[str, Any],
    ) -> None:
        self.decomposition = decomposition
        self.counted = counted
        self.suppressed = suppressed
        self.eff = eff
        weights = _weights(eff)
        han = 0
        raw_fu = 0
        yakuman_han = 0
        yaku_han = 0
        win = False
        for rid, n in counted:
            sec, weight = weights[rid]
            value = weight * n
            if sec == _FU_SECTION:
                raw_fu += value
            else:
                han += value
                if sec == _YAKUMAN_SECTION:
                    yakuman_han += value
                    win = True
                elif sec == _YAKU_SECTION:
                    yaku_han += value
                    win = True
        self.has_yaku = win
        if win and not yakuman_han and yaku_han < 2 and opts["ryanhan_shibari"] and ctx["honba"] >= 5:
            win = False  # seed 003 (八連莊): 「本場數達到或超過5的時候2番起和」, dora not counted
        self.han = han
        self.raw_fu = raw_fu
        self.fu = raw_fu if decomposition is None or decomposition.shape is _SEVEN_PAIRS else -(-raw_fu // 10) * 10
        self.yakuman = yakuman_han // _Y
        self.win = win
        self.basic, self.limit = basic_points(han, self.fu, self.yakuman, opts) if win else (0, None)
        self.dealer = tiles.dealer
        self.self_drawn = bool(ctx["self_drawn"])

    @property
    def value(self) -> int:
        """The points of the win without honba and sticks (0: no win)."""
        return payments(self.basic, self.dealer, self.self_drawn, 0)[1] if self.win else 0

    def key(self) -> tuple[bool, int, int, int, int]:
        """What makes one reading better than another (asked only of a hand read more than one
        way): a win, then its points, then a yakuman, then han, then fu."""
        return (self.win, self.value, self.yakuman, self.han, self.fu)


#: the items made by _value_item, _counter_item and _rounding_item, by what they were made
#: from: plain dicts read with one lookup (a call through lru_cache costs three times as much
#: once compiled), emptied past _ITEMS_MAX so that memory stays flat
_VALUE_ITEMS: Final[dict[tuple[str | None, int, int, int], Item]] = {}
_COUNTER_ITEMS: Final[dict[tuple[str, int], Item]] = {}
_ROUNDING_ITEMS: Final[dict[int, Item]] = {}
_ITEMS_MAX: Final = 4096


def _value_item(limit: str | None, han_or_yakuman: int, fu: int, value: int) -> Item:
    """The points item of a hand: its limit (a multiple yakuman as 2×, 3×...) or its han and fu,
    and its value (equal ones are the same object)."""
    key = (limit, han_or_yakuman, fu, value)
    item = _VALUE_ITEMS.get(key)
    if item is None:
        if len(_VALUE_ITEMS) >= _ITEMS_MAX:
            _VALUE_ITEMS.clear()
        item = _VALUE_ITEMS[key] = _make_value_item(limit, han_or_yakuman, fu, value)
    return item


def _make_value_item(limit: str | None, han_or_yakuman: int, fu: int, value: int) -> Item:
    if limit is not None:
        label = LIMITS[limit][1]
        n = han_or_yakuman
        if limit == "yakuman" and n > 1:
            label = Names(f"{n}× {label.en}", f"{n}倍{label.zh_hans}", f"{n}倍{label.zh_hant}", f"{n}倍{label.ja}")
    else:
        han = han_or_yakuman
        label = _names(f"{han} han {fu} fu", f"{han} 番 {fu} 符", f"{han} 番 {fu} 符", f"{han}翻{fu}符")
    return Item("hand_value", label, value, 1, "points")


def _counter_item(rid: str, count: int) -> Item:
    """The item of the honba or the riichi sticks on the table (equal ones are the same object)."""
    key = (rid, count)
    item = _COUNTER_ITEMS.get(key)
    if item is None:
        if len(_COUNTER_ITEMS) >= _ITEMS_MAX:
            _COUNTER_ITEMS.clear()
        if rid == "honba":
            item = Item("honba", _HONBA, 300, count, "points")
        else:
            item = Item("riichi_sticks", _STICKS, 1000, count, "points")
        _COUNTER_ITEMS[key] = item
    return item


_ROUNDING: Final = _names("Rounded up to ten", "进位到十", "進位到十", "切り上げ")


def _rounding_item(fu: int) -> Item:
    """The fu added by rounding up to ten (equal ones are the same object)."""
    item = _ROUNDING_ITEMS.get(fu)
    if item is None:
        if len(_ROUNDING_ITEMS) >= _ITEMS_MAX:
            _ROUNDING_ITEMS.clear()
        item = _ROUNDING_ITEMS[fu] = Item("fu_rounding", _ROUNDING, fu, 1, "fu")
    return item


_HONBA: Final = _names("Honba", "本场", "本場", "本場")
_STICKS: Final = _names("Riichi sticks", "立直棒", "立直棒", "供託")
