"""Chinese Official rules (MCR, 国标麻将): 81 fan, the combination principles, 8-fan minimum.

How a hand is scored:

1. Every decomposition of the hand is scored (就高不就低: seven pairs against the regular
   split too) and the best total is kept.
2. For one decomposition the detectors below find every fan that *matches*, one instance
   per set or per tile group where that matters (each 幺九刻 knows its pung).
3. The chow and pung combination fans follow 不重复 / 不拆移 / 不得相同 and the account-once
   rule (套算一次) as the reference engine (ChineseOfficialMahjongHelper) applies them: a
   fan over 4 sets rules out the fans over 3 or 2 of them; a fan over 3 leaves the fourth
   set one combination with one of the three; otherwise pairs of sets combine, each at
   most as often as the account-once rule allows.
4. The 不计 table (:mod:`.mcr_table`) is applied from the highest fan down: a fan that
   counts suppresses what it implies; a suppressed fan suppresses nothing. Every
   suppression is kept with the fan that caused it.

Defaults follow the reference engine: 双暗杠 6, 明暗杠 5, the knitted straight may take
边张/嵌张/单钓将. The ``green_book_2006`` preset scores 双暗杠 8 and a concealed plus a
melded kong as 暗杠 + 明杠.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from itertools import combinations
from typing import Any, Final, NamedTuple

from core.engine.schema import (
    COMMON_CONTEXT,
    COMMON_GROUPS,
    E_ROBBED_TILE_HELD,
    WINDS,
    Choice,
    Cond,
    Constraint,
    EditableItem,
    Field,
    FieldGroup,
    FieldType,
    ItemInfo,
    OptionSet,
    RuleSet,
    _names,
    enabled_when,
    excludes,
    requires,
)
from core.engine.score import Item, Layout, Names, Score, SectionSpec, Suppressed, make_figures
from core.engine.table import (
    EffectiveTable,
    Structural,
    editable_of,
    in_table_order,
    infos_of,
    item_record,
    items_of,
    new_score,
    on_before_edits,
    resolve,
)
from core.model.errors import NotAWinError, TileCountError
from core.model.hand import NO_WINNING_TILE, Hand, MeldKind, format_hand, require_hand
from core.model.tiles import (
    ORPHAN_KINDS,
    REVERSIBLE_KINDS,
    Tile,
    is_dragon,
    is_green,
    is_honor,
    is_terminal_or_honor,
    is_wind,
    kind_name,
)
from core.rules.mcr import NAME, TITLE
from core.rules.mcr.table import BLESSINGS, FANS, TABLE, FanDef
from core.shapes.decompose import MCR_SHAPES, Decomposition, GroupKind, Shape, Wait, decompose
from core.shapes.waits import waits_on_one_kind

# (A count in a list is changed as ``c[k] = c[k] + 1``, not ``c[k] += 1``: compiled, the second goes
# through Python's generic in-place add, sixty instructions more each time; see docs/engine.md.)

Instance = tuple[str, Hashable]  # (fan id, what it is about)

_CONTEXT: Final[tuple[Field, ...]] = COMMON_CONTEXT + (
    Field(
        "last_copy",
        FieldType.BOOL,
        False,
        _names("Last copy of the tile", "和绝张", "和絕張", "和絶張"),
        _names(
            "won on the last copy of a tile: the other three are already shown on the table",
            "和牌张是最后一张：其余三张已亮明在桌上",
            "胡牌張是最後一張：其餘三張已亮明在桌上",
            "和了牌が最後の1枚：残り3枚はすでに卓上に見えている",
        ),
        group="win",
    ),
    Field(
        "flowers",
        FieldType.INT,
        None,
        _names("Flowers", "花牌", "花牌", "花牌"),
        _names(
            "number of flowers (0..8); by default the flower tiles written in the hand",
            "花牌数（0..8）；默认按手牌中写的花牌",
            "花牌數（0..8）；預設按手牌中寫的花牌",
            "花牌の枚数（0..8）。既定では手牌に書いた花牌",
        ),
        minimum=0,
        maximum=8,
        group="extras",
        auto=_names("from the hand", "按手中花牌", "按手中花牌", "手牌の花牌から"),
    ),
    Field(
        "initial_win",
        FieldType.CHOICE,
        "none",
        _names("First-turn win", "天和/地和/人和", "天和/地和/人和", "天和/地和/人和"),
        _names(
            "only with the first-turn wins option: heaven (the dealer's first draw), earth, human",
            "仅在启用天和/地和/人和选项时：天和（庄家起手）、地和、人和",
            "僅在啟用天和/地和/人和選項時：天和（莊家起手）、地和、人和",
            "天和/地和/人和の設定があるときのみ：天和（親の配牌）、地和、人和",
        ),
        choices=(
            Choice("none", _names("none", "无", "無", "なし")),
            Choice(
                "heaven",
                _names("heaven (dealer's first draw)", "天和（庄家起手）", "天和（莊家起手）", "天和（親の配牌）"),
            ),
            Choice("earth", _names("earth", "地和", "地和", "地和")),
            Choice("human", _names("human", "人和", "人和", "人和")),
        ),
        group="win",
    ),
)

_GROUPS: Final[tuple[FieldGroup, ...]] = COMMON_GROUPS + (
    FieldGroup("extras", _names("Flowers", "花牌", "花牌", "花牌")),
)

#: the declared constraints between context fields (the ones that need the hand itself, such
#: as "the robbed tile is not in the hand", are checked in :meth:`MCR._validate`)
_CONSTRAINTS: Final[tuple[Constraint, ...]] = (
    excludes(
        Cond("robbing_kong"),
        Cond("self_drawn"),
        "robbing_kong and self_drawn contradict: robbing the kong (抢杠和) is a win on another "
        "player's added tile, never a self-draw",
    ),
    excludes(Cond("robbing_kong"), Cond("kong_replacement"), "robbing_kong and kong_replacement contradict"),
    excludes(
        Cond("robbing_kong"),
        Cond("last_wall_tile"),
        # 妙手回春 note: once the last wall tile is drawn, its drawer must discard: no kong.
        "robbing_kong and last_wall_tile contradict: after the last tile of the wall is "
        "drawn no one may declare a kong (不允许开杠), so no kong can be robbed",
    ),
    requires(
        Cond("kong_replacement"),
        Cond("self_drawn"),
        "kong_replacement (杠上开花) is a self-drawn win on the tile drawn after a kong: set self_drawn",
    ),
    enabled_when(
        Cond("initial_win"),
        Cond("blessings", option=True),
        "initial_win needs the option 'blessings' (天和/地和/人和 are off by default)",
    ),
    requires(
        Cond("initial_win", "heaven"),
        (Cond("seat_wind", "E"), Cond("self_drawn")),
        "initial_win 'heaven' (天和) is the dealer's self-drawn win on the first draw: it needs "
        "seat_wind E and self_drawn",
    ),
    excludes(
        Cond("initial_win", among=("earth", "human")),
        Cond("seat_wind", "E"),
        "initial_win {initial_win!r} (地和/人和) is a non-dealer's win, but seat_wind is E (the dealer, who "
        "has 天和 only)",
    ),
    # 地和 rules out 门前清 and 人和 rules out 不求人 and 自摸 (as the reference engine built with
    # blessings): the program reads 地和 as a win on a discard and 人和 as a self-draw, so the
    # other way round is refused rather than scored as both (tests/data/mcr_adjudication.md)
    excludes(
        Cond("initial_win", "earth"),
        Cond("self_drawn"),
        "initial_win 'earth' (地和) is read here as a non-dealer's win on a discard in the first go-around: "
        "it cannot be self-drawn (a first-turn self-draw is 'human', 人和)",
    ),
    requires(
        Cond("initial_win", "human"),
        Cond("self_drawn"),
        "initial_win 'human' (人和) is read here as a non-dealer's self-drawn win in the first go-around: set "
        "self_drawn (a first-turn win on a discard is 'earth', 地和)",
    ),
    excludes(
        Cond("initial_win", among=("heaven", "earth", "human")),
        Cond("last_wall_tile"),
        "initial_win {initial_win!r} is a first-turn win: it cannot be on the last tile of the wall "
        "(last_wall_tile, 妙手回春/海底捞月)",
    ),
    excludes(
        Cond("initial_win", among=("heaven", "earth", "human")),
        Cond("robbing_kong"),
        "initial_win {initial_win!r} is a first-turn win before any call: no kong can have been declared "
        "to rob (robbing_kong)",
    ),
)

_OPTIONS: Final[tuple[Field, ...]] = (
    Field(
        "minimum",
        FieldType.INT,
        8,
        _names("Minimum fan", "起和番", "起和番", "最低翻"),
        _names(
            "fan needed to win, flowers not counted",
            "和牌所需的番数，花牌不计",
            "胡牌所需的番數，花牌不計",
            "和了に必要な翻数（花牌は数えない）",
        ),
        minimum=0,
        maximum=88,
    ),
    Field(
        "two_concealed_kongs",
        FieldType.INT,
        6,
        _names("Two concealed kongs value", "双暗杠番值", "雙暗槓番值", "双暗槓の値"),
        _names(
            "Two Concealed Kongs scores 6 (the 1998 rules) or 8 (the 2006 Green Book)",
            "双暗杠计 6 番（1998 年规则）或 8 番（2006 绿皮书）",
            "雙暗槓計 6 番（1998 年規則）或 8 番（2006 綠皮書）",
            "双暗槓は6翻（1998年ルール）または8翻（2006 グリーンブック）",
        ),
        minimum=6,
        maximum=8,
        # (short: the box is narrow; the help names the books)
        choices=(
            Choice("6", _names("6 (1998)", "6（1998）", "6（1998）", "6（1998）")),
            Choice("8", _names("8 (2006)", "8（2006）", "8（2006）", "8（2006）")),
        ),
    ),
    Field(
        "concealed_and_melded_kong",
        FieldType.BOOL,
        True,
        _names("Concealed and melded kong: 5 fan", "明暗杠计5番", "明暗槓計5番", "明暗槓5翻"),
        _names(
            "a concealed and a melded kong score 5 fan together; off: Concealed Kong 2 + Melded Kong 1",
            "一个暗杠加一个明杠计明暗杠 5 番；关闭时计暗杠 2 + 明杠 1",
            "一個暗槓加一個明槓計明暗槓 5 番；關閉時計暗槓 2 + 明槓 1",
            "暗槓と明槓が1つずつで明暗槓5翻。オフなら暗槓2＋明槓1",
        ),
    ),
    Field(
        "knitted_straight_waits",
        FieldType.BOOL,
        True,
        _names("Knitted straight may take waits", "组合龙可计边嵌钓", "組合龍可計邊嵌釣", "組合龍の辺嵌単"),
        _names(
            "a winning tile that also fits the knitted straight may still score Edge Wait, Closed Wait or Single Wait",
            "和牌张也能归入组合龙时，仍可计边张、嵌张或单钓将",
            "胡牌張也能歸入組合龍時，仍可計邊張、嵌張或單釣將",
            "和了牌が組合龍にも当てはまるとき、なお辺張・嵌張・単騎を数えられる",
        ),
    ),
    Field(
        "blessings",
        FieldType.BOOL,
        False,
        _names("First-turn wins", "天和/地和/人和", "天和/地和/人和", "天和/地和/人和"),
        _names(
            "score the first-turn wins heaven, earth and human (8 fan each), a house rule; off in tournament rules",
            "计天和、地和、人和（各 8 番，家规）；比赛规则中关闭",
            "計天和、地和、人和（各 8 番，家規）；比賽規則中關閉",
            "天和・地和・人和を数える（各8翻、ハウスルール）。競技ルールではオフ",
        ),
    ),
)


class Reading(NamedTuple):
    """One decomposition of a hand and the fans it scores (flowers not included)."""

    decomposition: Decomposition
    items: tuple[Item, ...]
    total: int


class _Eval:
    """One reading scored (internal: a plain class, cheaper to make than a frozen dataclass)."""

    __slots__ = ("total", "counted", "suppressed", "decomposition", "rank")

    def __init__(
        self,
        total: int,
        counted: tuple[tuple[str, int], ...],
        suppressed: tuple[Suppressed, ...],
        decomposition: Decomposition,
        rank: tuple[int, int, int],
    ) -> None:
        self.total = total
        self.counted = counted  # fan id, count (table order)
        self.suppressed = suppressed
        self.decomposition = decomposition
        self.rank = rank  # tie-break, higher wins


def _fan(fid: str) -> FanDef:
    return FANS[fid] if fid in FANS else BLESSINGS[fid]


# --- combination detectors ---------------------------------------------------------------------


def _suit(k: int) -> int:
    return k // 9


def _rank(k: int) -> int:
    return k % 9


def _chow_pair_fan(a: int, b: int) -> str | None:
    """The 1-fan combination of two chows (given by their lowest tiles), if any."""
    if _suit(a) != _suit(b):
        return "mixed_double_chow" if _rank(a) == _rank(b) else None
    if abs(a - b) == 3:
        return "short_straight"
    if {_rank(a), _rank(b)} == {0, 6}:
        return "two_terminal_chows"
    if a == b:
        return "pure_double_chow"
    return None


_CHOW_PAIR_PRIORITY: Final = ("pure_double_chow", "mixed_double_chow", "short_straight", "two_terminal_chows")


def _chow_triple_fan(a: int, b: int, c: int) -> str | None:
    suits = {_suit(a), _suit(b), _suit(c)}
    ranks = sorted((_rank(a), _rank(b), _rank(c)))
    if len(suits) == 3:
        if ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1:
            return "mixed_shifted_chows"
        if ranks[0] == ranks[2]:
            return "mixed_triple_chow"
        if ranks == [0, 3, 6]:
            return "mixed_straight"
        return None
    if len(suits) == 1:
        if ranks == [0, 3, 6]:
            return "pure_straight"
        if (ranks[1] - ranks[0] == ranks[2] - ranks[1]) and ranks[1] - ranks[0] in (1, 2):
            return "pure_shifted_chows"
        if ranks[0] == ranks[2]:
            return "pure_triple_chow"
    return None


def _chow_quad_fan(chows: list[int]) -> str | None:
    a, b, c, d = sorted(chows)
    if _suit(a) == _suit(d):
        for step in (1, 2):
            if b == a + step and c == b + step and d == c + step:
                return "four_pure_shifted_chows"
        if a == d:
            return "quadruple_chow"
    return None


def _pung_pair_fan(a: int, b: int) -> str | None:
    if a < 27 and b < 27:
        return "double_pung" if _rank(a) == _rank(b) else None
    if is_dragon(a) and is_dragon(b):
        return "two_dragons_pungs"
    return None


def _pung_triple_fan(a: int, b: int, c: int) -> str | None:
    a, b, c = sorted((a, b, c))
    if c < 27:
        suits = {_suit(a), _suit(b), _suit(c)}
        ranks = sorted((_rank(a), _rank(b), _rank(c)))
        if len(suits) == 3:
            if ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1:
                return "mixed_shifted_pungs"
            if ranks[0] == ranks[2]:
                return "triple_pung"
        elif len(suits) == 1 and b == a + 1 and c == b + 1:
            return "pure_shifted_pungs"
        return None
    if all(is_wind(x) for x in (a, b, c)):
        return "big_three_winds"
    if all(is_dragon(x) for x in (a, b, c)):
        return "big_three_dragons"
    return None


def _pung_quad_fan(pungs: list[int]) -> str | None:
    a, b, c, d = sorted(pungs)
    if d < 27 and _suit(a) == _suit(d) and b == a + 1 and c == b + 1 and d == c + 1:
        return "four_pure_shifted_pungs"
    if (a, b, c, d) == (27, 28, 29, 30):
        return "big_four_winds"
    return None


#: why a combination fan is ruled out by a principle of combination (不重复 / 套算一次)
_IMPLIED_BY: Final = {
    fid: _names(
        f"implied by {f.names.en}",
        f"{f.names.zh_hans}已含（不重复）",
        f"{f.names.zh_hant}已含（不重複）",
        f"{f.names.ja}に含まれる（不重複）",
    )
    for fid, f in FANS.items()
}
_ONCE_EACH: Final = _names(
    "account once (套算一次): each set combines into a fan at most once",
    "套算一次：每副牌只能与其他牌组合计一次番",
    "套算一次：每副牌只能與其他牌組合計一次番",
    "套算一次：各面子は一度だけ組み合わせて数える",
)
_ONCE_FOURTH_CHOW: Final = _names(
    "account once (套算一次): the fourth chow combines once with the three",
    "套算一次：第四副顺子只能与那三副之一组合一次",
    "套算一次：第四副順子只能與那三副之一組合一次",
    "套算一次：4組目の順子は3組のどれか一つと一度だけ組み合わせる",
)
_ONCE_FOURTH_PUNG: Final = _names(
    "account once (套算一次): the fourth pung combines once with the three",
    "套算一次：第四副刻子只能与那三副之一组合一次",
    "套算一次：第四副刻子只能與那三副之一組合一次",
    "套算一次：4組目の刻子は3組のどれか一つと一度だけ組み合わせる",
)
_ONCE: Final = _names("account once (套算一次)", "套算一次", "套算一次", "套算一次")


class _Collector:
    """Matched instances plus the structural suppressions found on the way."""

    def __init__(self) -> None:
        self.found: list[Instance] = []
        self.structural: list[Structural] = []

    def add(self, fid: str, key: Hashable = None) -> None:
        self.found.append((fid, key))

    def suppress(self, fid: str, key: Hashable, by: str | None, reason: Names) -> None:
        self.structural.append(((fid, key), by, reason))


def _suppress_pairs(col: _Collector, sets: Sequence[int], pair_fan: Callable[[int, int], str | None], by: str) -> None:
    """Record every pair fan among ``sets`` as implied by the larger fan ``by`` (不重复)."""
    for a, b in combinations(sets, 2):
        f2 = pair_fan(a, b)
        if f2 is not None:
            col.suppress(f2, (a, b), by, _IMPLIED_BY[by])


def _account_once(pairs: list[tuple[tuple[int, int], str]], limit: int, col: _Collector) -> None:
    """Keep at most ``limit`` pair fans, cutting repeated kinds first (老少副 first, 一般高 last).
    (Counts in plain dicts: compiled, a ``Counter`` is Python code, and a new chow pattern paid
    twenty thousand instructions for three of them.)"""
    counts: dict[str, int] = {}
    for _sets, f in pairs:
        counts[f] = counts.get(f, 0) + 1
    total = len(pairs)
    keep_each = 1
    while total > limit and keep_each >= 0:
        for fid in reversed(_CHOW_PAIR_PRIORITY):
            while counts.get(fid, 0) > keep_each and total > limit:
                counts[fid] = counts[fid] - 1
                total -= 1
        keep_each -= 1
    kept: dict[str, int] = {}
    for sets, fid in pairs:
        n = kept.get(fid, 0)
        if n < counts.get(fid, 0):
            kept[fid] = n + 1
            col.add(fid, sets)
        else:
            col.suppress(fid, sets, None, _ONCE_EACH)


def _chow_fans(chows: list[int], col: _Collector) -> None:
    chows = sorted(chows)
    n = len(chows)
    if n == 4:
        quad = _chow_quad_fan(chows)
        if quad is not None:
            col.add(quad, tuple(chows))
            implied = {_chow_triple_fan(a, b, c) for a, b, c in combinations(chows, 3)}
            implied |= {_chow_pair_fan(a, b) for a, b in combinations(chows, 2)}
            for f in sorted(f for f in implied if f is not None):
                col.suppress(f, tuple(chows), quad, _IMPLIED_BY[quad])
            return
        best: tuple[int, str, tuple[int, int, int], int] | None = None
        for free in range(4):
            trio = [chows[i] for i in range(4) if i != free]
            f3 = _chow_triple_fan(trio[0], trio[1], trio[2])
            if f3 is not None and (best is None or FANS[f3].value > FANS[best[1]].value):
                best = (free, f3, (trio[0], trio[1], trio[2]), chows[free])
        if best is not None:
            _free, f3, three, extra = best
            col.add(f3, three)
            _suppress_pairs(col, three, _chow_pair_fan, f3)
            extras = [(t, _chow_pair_fan(t, extra)) for t in three]
            chosen = None
            for fid in _CHOW_PAIR_PRIORITY:
                for t, f2 in extras:
                    if f2 == fid and chosen is None:
                        chosen = (t, f2)
            for t, f2 in extras:
                if f2 is None:
                    continue
                if chosen is not None and (t, f2) == chosen:
                    col.add(f2, (t, extra))
                    chosen = None  # only once
                else:
                    col.suppress(f2, (t, extra), None, _ONCE_FOURTH_CHOW)
            return
        linked = [
            (i, j, fp) for i, j in combinations(range(4), 2) if (fp := _chow_pair_fan(chows[i], chows[j])) is not None
        ]
        pairs = [((chows[i], chows[j]), fp) for i, j, fp in linked]
        related = len({i for i, _, _ in linked} | {j for _, j, _ in linked})  # chows in some pair fan
        limit = 3 - (4 - related)
        if limit > 0:
            _account_once(pairs, limit, col)
        else:
            for sets, f in pairs:
                col.suppress(f, sets, None, _ONCE)
        return
    if n == 3:
        f3 = _chow_triple_fan(chows[0], chows[1], chows[2])
        if f3 is not None:
            col.add(f3, tuple(chows))
            _suppress_pairs(col, chows, _chow_pair_fan, f3)
            return
        pairs = [
            ((chows[i], chows[j]), fp)
            for i, j in combinations(range(3), 2)
            if (fp := _chow_pair_fan(chows[i], chows[j])) is not None
        ]
        _account_once(pairs, 2, col)
        return
    if n == 2:
        f2 = _chow_pair_fan(chows[0], chows[1])
        if f2 is not None:
            col.add(f2, (chows[0], chows[1]))


def _pung_fans(pungs: list[int], col: _Collector) -> None:
    pungs = sorted(pungs)
    n = len(pungs)
    if n == 4:
        quad = _pung_quad_fan(pungs)
        if quad is not None:
            col.add(quad, tuple(pungs))
            implied = {_pung_triple_fan(a, b, c) for a, b, c in combinations(pungs, 3)}
            for f in sorted(f for f in implied if f is not None):
                col.suppress(f, tuple(pungs), quad, _IMPLIED_BY[quad])
            return
        for free in (3, 2, 1, 0):
            trio = [pungs[i] for i in range(4) if i != free]
            f3 = _pung_triple_fan(trio[0], trio[1], trio[2])
            if f3 is not None:
                col.add(f3, tuple(trio))
                _suppress_pairs(col, trio, _pung_pair_fan, f3)
                done = False
                for other in trio:
                    f2 = _pung_pair_fan(other, pungs[free])
                    if f2 is None:
                        continue
                    if not done:
                        col.add(f2, (other, pungs[free]))
                        done = True
                    else:
                        col.suppress(f2, (other, pungs[free]), None, _ONCE_FOURTH_PUNG)
                return
    elif n == 3:
        f3 = _pung_triple_fan(pungs[0], pungs[1], pungs[2])
        if f3 is not None:
            col.add(f3, tuple(pungs))
            _suppress_pairs(col, pungs, _pung_pair_fan, f3)
            return
    for a, b in combinations(pungs, 2):
        f2 = _pung_pair_fan(a, b)
        if f2 is not None:
            col.add(f2, (a, b))


# --- the rule set --------------------------------------------------------------------------------

_WIND_KIND: Final = {w: 27 + i for i, w in enumerate(WINDS)}

_FAN: Final = _names("fan", "番", "番", "翻")
_LAST_COPY_NOTE: Final = _names(
    "和绝张 counted: the hand's own pung shows the other three {0}",
    "计和绝张：手中明刻已亮出另外三张{0}",
    "計和絕張：手中明刻已亮出另外三張{0}",
    "和絶張を計上：自分のポンが残り3枚の{0}を見せている",
)
_FALSE_WIN_NOTE: Final = _names(
    "false win (诈和): {0} fan before flowers, {1} needed",
    "诈和：花牌前 {0} 番，需要 {1} 番",
    "詐和：花牌前 {0} 番，需要 {1} 番",
    "詐和：花牌を除いて {0} 翻、{1} 翻必要",
)


#: what an MCR result says about itself: one section of fan, the false win, the payer roles
class McrFigures(NamedTuple):
    """An MCR result's own figures: the fan before flowers (what the 8-fan minimum counts), the
    flowers, what counts toward the minimum (the same fan) and the minimum itself."""

    fan_before_flowers: int
    flowers: int
    toward_minimum: int
    minimum: int


_LAYOUT: Final = Layout(
    figures=McrFigures,
    unit=_FAN,
    sections=(SectionSpec("fan", _names("Fan", "番种", "番種", "番種"), _FAN),),
    win_text=_names("Win: {total} fan", "和牌：{total} 番", "胡牌：{total} 番", "和了：{total} 翻"),
    reasons=(
        (
            "below_minimum",
            _names(
                "False win (诈和): {toward_minimum} fan toward the minimum, {minimum} needed",
                "诈和：起和 {minimum} 番，只有 {toward_minimum} 番（花牌不计）",
                "詐和：起胡 {minimum} 番，只有 {toward_minimum} 番（花牌不計）",
                "チョンボ（詐和）：最低 {minimum} 翻に対し {toward_minimum} 翻（花牌は数えない）",
            ),
        ),
    ),
    reason_labels=(("below_minimum", _names("False win (诈和)", "诈和", "詐和", "チョンボ（詐和）")),),
    roles=(
        ("discarder", _names("discarder", "点炮者", "放槍者", "放銃者")),
        ("other", _names("each other player", "其他两家各", "其他兩家各", "他の二人それぞれ")),
        ("each", _names("each player", "每家", "每家", "各自")),
    ),
)


# the errors of the validation, in every language (``str.format`` templates; the English is the
# message, naming the context key; the other languages name the field)
_MCR_NAME: Final = Names("MCR", "国标麻将", "國標麻將", "中国公式ルール")
_E_RED_FIVE: Final = Names(
    "red five {red}: MCR has no red fives, write it as 5{suit}",
    "红五 {red}：{rules}没有红五，请写成 5{suit}",
    "紅五 {red}：{rules}沒有紅五，請寫成 5{suit}",
    "赤五 {red}：{rules}に赤五はありません。5{suit} と書いてください",
)
_E_FLOWERS_SAY: Final = Names(
    "context key 'flowers' says {flowers} but the hand shows {shown} flower tiles",
    "{field}为 {flowers}，但手牌中有 {shown} 张花牌",
    "{field}為 {flowers}，但手牌中有 {shown} 張花牌",
    "{field}は {flowers} ですが、手牌には花牌が {shown} 枚あります",
)
_E_NO_KONG: Final = Names(
    "{key} (杠上开花) needs a declared kong in the hand",
    "{field}需要手牌中有一副杠",
    "{field}需要手牌中有一副槓",
    "{field}には手牌に槓子が必要です",
)
_E_NOT_LAST_COPY: Final = Names(
    "{key} (和绝张): the hand itself holds {standing} more {tile}, so the winning tile is not the last copy",
    "{field}：手牌中还有 {standing} 张 {tile}，和牌张不是最后一张",
    "{field}：手牌中還有 {standing} 張 {tile}，和牌張不是最後一張",
    "{field}：手牌にまだ {tile} が {standing} 枚あるので、和了牌は最後の 1 枚ではありません",
)
_E_FIRST_TURN_MELDS: Final = Names(
    "{key} {value}: a first-turn win (天和/地和/人和) cannot have declared melds",
    "{field}：{choice}是第一巡的和牌，不能有副露",
    "{field}：{choice}是第一巡的和牌，不能有副露",
    "{field}：{choice}は第一巡の和了なので副露はありえません",
)
_E_NOT_A_WIN: Final = Names(
    "{hand} is not a winning hand: its tiles do not split into four sets and a pair, seven pairs, "
    "thirteen orphans or a knitted shape",
    "{hand} 不是和牌：这些牌组不成四组面子加一对将，也不是七对、十三幺或组合龙类的牌型",
    "{hand} 不是和牌：這些牌組不成四組面子加一對將，也不是七對、十三么或組合龍類的牌型",
    "{hand} は和了形ではありません：4 面子 1 雀頭にも七対子・十三幺・組合竜の形にもなりません",
)


class MCR(RuleSet):
    name = NAME
    title = TITLE
    shapes = MCR_SHAPES
    context_fields = _CONTEXT
    option_fields = _OPTIONS
    has_flowers = True
    field_groups = _GROUPS
    constraints = _CONSTRAINTS
    data_package = "core.rules.mcr.data"
    preset_file = "mcr_presets.toml"
    layout = _LAYOUT
    table = TABLE
    match_module = "core.rules.mcr.match"  # its match rules

    def items(self, options: Mapping[str, Any] | None = None) -> tuple[ItemInfo, ...]:
        return infos_of(TABLE, TABLE.effective(self.check_options(options)))

    def find_editable_items(self) -> tuple[EditableItem, ...]:
        return editable_of(TABLE, TABLE.effective(self.check_options({})))

    def items_on(self, opts: Mapping[str, Any]) -> frozenset[str]:
        return on_before_edits(TABLE, opts)

    def make_option_set(self, opts: dict[str, Any]) -> _McrOptionSet:
        return _McrOptionSet(opts, TABLE.effective(opts))

    # -- validation -----------------------------------------------------------------------------
    def _validate(self, hand: Hand, ctx: dict[str, Any], opts: dict[str, Any]) -> int:
        """Refuse what the declared constraints cannot see: a red five, a hand of the wrong size
        or with no winning tile, and the context keys that contradict the tiles."""
        require_hand(hand, "score")
        red = _first_red(hand)
        if red is not None:
            msg = _E_RED_FIVE.format(red=str(red), suit=str(red)[1], rules=self.title)
            raise TileCountError(msg.en, code="red_five", names=msg)
        if hand.win is None:
            raise NotAWinError(NO_WINNING_TILE.en, code="no_winning_tile", names=NO_WINNING_TILE)
        hand.require_size(4, _MCR_NAME)
        flowers = ctx["flowers"]
        if flowers is None:
            flowers = len(hand.flowers)
        elif hand.flowers and flowers != len(hand.flowers):
            raise self.impossible(
                "flowers", _E_FLOWERS_SAY, code="bad_context", flowers=flowers, shown=len(hand.flowers)
            )
        win = hand.win.kind
        if ctx["robbing_kong"]:
            held = hand.counts(include_win=False)[win]
            if held:
                raise self.impossible("robbing_kong", E_ROBBED_TILE_HELD, tile=kind_name(win), held=held)
        if ctx["kong_replacement"] and not any(m.is_kong for m in hand.melds):
            raise self.impossible("kong_replacement", _E_NO_KONG)
        if ctx["last_copy"]:
            standing = sum(1 for t in hand.standing if t.kind == win)
            if standing:
                raise self.impossible("last_copy", _E_NOT_LAST_COPY, standing=standing, tile=kind_name(win))
        if ctx["initial_win"] != "none" and hand.melds:
            raise self.impossible(
                "initial_win",
                _E_FIRST_TURN_MELDS,
                value=ctx["initial_win"],
                choice=self.choice_name("initial_win", ctx["initial_win"]),
            )
        return flowers if type(flowers) is int else int(flowers)  # (int() is a call through Python once compiled)

    # -- scoring -------------------------------------------------------------------------------
    def _evaluations(
        self,
        hand: Hand,
        ctx: dict[str, Any],
        opts: dict[str, Any],
        notes: list[tuple[Names, tuple[Any, ...]]],
        eff: EffectiveTable,
    ) -> tuple[list[_Eval], dict[str, Any]]:
        """Every decomposition scored, best first (the order :meth:`score` picks from)."""
        assert hand.win is not None
        decomps = decompose(hand, MCR_SHAPES)
        if not decomps:
            msg = _E_NOT_A_WIN.format(hand=format_hand(hand))
            raise NotAWinError(msg.en, code="not_a_winning_hand", names=msg)
        win = hand.win.kind
        if not ctx["last_copy"] and hand.melds and _melded_copies(hand, win) == 3:
            ctx = dict(ctx, last_copy=True)
            notes.append((_LAST_COPY_NOTE, (kind_name(win),)))
        facts = _HandFacts(hand, win, ctx, decomps)
        evals = [self._evaluate(facts, d, ctx, opts, eff) for d in decomps]
        if len(evals) > 1:
            # stable: of equal (total, rank) the first decomposition stays first
            evals.sort(key=lambda ev: (ev.total, ev.rank), reverse=True)
        return evals, ctx

    def readings(
        self, hand: Hand, context: Mapping[str, Any] | None = None, options: Mapping[str, Any] | None = None
    ) -> tuple[Reading, ...]:
        """Every way to read the hand with the fans each reading scores, best first.

        The first is the reading :meth:`score` counts (就高不就低: the highest total; of equal
        totals, the preferred one). Flowers are not included.
        """
        option_set = self.option_set(options)
        opts = option_set.opts
        ctx = self.checked_context(context, option_set)
        self._validate(hand, ctx, opts)
        eff = _effective(option_set)
        evals, _ctx = self._evaluations(hand, ctx, opts, [], eff)
        return tuple(Reading(ev.decomposition, tuple(items_of(eff, ev.counted)), ev.total) for ev in evals)

    def score(
        self, hand: Hand, context: Mapping[str, Any] | None = None, options: Mapping[str, Any] | None = None
    ) -> Score:
        option_set = self.option_set(options)
        opts = option_set.opts
        ctx = self.checked_context(context, option_set)
        flowers = self._validate(hand, ctx, opts)
        notes: list[tuple[Names, tuple[Any, ...]]] = []
        eff = _effective(option_set)
        evals, ctx = self._evaluations(hand, ctx, opts, notes, eff)
        best = evals[0]
        fan_total = best.total
        items = items_of(eff, best.counted)
        flower_fan = 0
        if flowers and "flower_tiles" in eff.enabled:  # (a preset may value the flowers or leave them out)
            items.append(item_record(eff, "flower_tiles", flowers))
            flower_fan = eff.values["flower_tiles"] * flowers
        total = fan_total + flower_fan
        is_win = fan_total >= opts["minimum"]
        if ctx["self_drawn"]:
            pay: tuple[tuple[str, int], ...] = (("each", 8 + total),) if is_win else ()
        else:
            pay = (("discarder", 8 + total), ("other", 8)) if is_win else ()
        received = (3 * (8 + total) if ctx["self_drawn"] else (8 + total) + 16) if is_win else 0
        if not is_win:
            notes.append((_FALSE_WIN_NOTE, (fan_total, opts["minimum"])))
        return new_score(
            rules=self.name,
            hand=hand,
            win=is_win,
            reason=None if is_win else "below_minimum",
            total=total,
            items=tuple(items),
            suppressed=best.suppressed,
            decomposition=best.decomposition,
            pay=pay,
            received=received,
            figures=make_figures(McrFigures, (fan_total, flower_fan, fan_total, opts["minimum"])),
            notes=tuple([template.en.format(*args) for template, args in notes]),
            context_of=(self, ctx),
            layout=_LAYOUT,
            note_forms=tuple(notes),
            table_of=(self, opts),
        )

    # -- one decomposition -------------------------------------------------------------------
    def _evaluate(
        self, facts: _HandFacts, d: Decomposition, ctx: dict[str, Any], opts: dict[str, Any], eff: EffectiveTable
    ) -> _Eval:
        col = _Collector()
        col.found.extend(facts.win_flags)
        shape = d.shape
        if shape is _REGULAR or shape is _KNITTED_STRAIGHT:
            self._sets(col, facts, d, opts)
        elif shape is _SEVEN_PAIRS:
            self._seven_pairs(col, d, facts)
            facts.closed_hand(col)
            col.add("single_wait")  # (the winning tile pairs a single: 单钓, which 七对 rules out)
        elif shape is _THIRTEEN_ORPHANS:
            col.add("thirteen_orphans")
            facts.closed_hand(col)
            # what 十三幺 rules out (不计五门齐、不求人、单钓、门前清; and 混幺九, its tiles) is
            # found, so the breakdown shows it suppressed with the reason, never "not in the hand"
            col.found.extend(f for f in facts.kind_fans if f[0] in _THIRTEEN_ORPHANS_OUT)
            if facts.win_pairs():
                col.add("single_wait")
        else:  # honours and knitted tiles
            all_kinds = [k for g in d.groups for k in g.tiles]
            honors = sum(1 for k in all_kinds if is_honor(k))
            if honors == 7:  # 七星不靠 不计五门齐、门前清、全不靠、单钓: found, shown suppressed
                col.add("greater_honors_and_knitted_tiles")
                col.add("lesser_honors_and_knitted_tiles")
            else:
                col.add("lesser_honors_and_knitted_tiles")
            col.found.extend(f for f in facts.kind_fans if f[0] == "all_types")
            if len(all_kinds) - honors == 9:
                col.add("knitted_straight")
            facts.closed_hand(col)
        if ctx["initial_win"] != "none":
            col.add(_BLESSING_OF[ctx["initial_win"]])
        counted, suppressed = resolve(eff, col.found, col.structural)
        if not counted and "chicken_hand" in eff.enabled:
            counted = [("chicken_hand", 1)]
        values = eff.values
        total = 0
        triple = 0
        for f, n in counted:
            total += values[f] * n
            if f == "pure_triple_chow" or f == "triple_pung":
                triple = 1
        counted = in_table_order(eff, counted)
        rank = (0 if shape is _SEVEN_PAIRS else 1, triple, _WAIT_PREFERENCE.get(d.wait._value_, 0))
        return _Eval(total, tuple(counted), suppressed, d, rank)

    def _seven_pairs(self, col: _Collector, d: Decomposition, facts: _HandFacts) -> None:
        distinct = sorted({g.first for g in d.groups})
        if (
            len(distinct) == 7
            and distinct[-1] < 27
            and _suit(distinct[0]) == _suit(distinct[-1])
            and distinct[-1] - distinct[0] == 6
        ):
            col.add("seven_shifted_pairs")
        col.add("seven_pairs")
        col.found.extend(facts.kind_fans)
        for k in facts.fours:
            col.add("tile_hog", k)

    def _sets(self, col: _Collector, facts: _HandFacts, d: Decomposition, opts: dict[str, Any]) -> None:
        """Four sets and a pair, or a knitted straight with one set and a pair: one pass over
        the groups gathers what the fans are decided by."""
        win = facts.win
        self_drawn = facts.self_drawn
        found = col.found  # (appended to by name: compiled, a bound append kept in a local is a Python call)
        chows: list[int] = []
        pungs: list[int] = []
        kongs: list[int] = []
        pair = -1
        knitted = False
        knitted_has_win = False
        concealed_pungs = melded_kongs = concealed_kongs = 0
        win_pung = win_in_chow = False  # a concealed pung of the winning tile; the tile fits a chow
        outside = five = even = True
        edge = closed = single = False  # the wait shapes the winning tile's groups allow
        for g in d.groups:
            kind = g.kind
            first = g.tiles[0]
            if kind is _CHOW:
                chows.append(first)
                traits = _CHOW_TRAITS[first]
                if g.meld is None and first <= win <= first + 2:
                    win_in_chow = True
                    pos = win - first
                    if pos == 1:
                        closed = True
                    elif (pos == 0 and first % 9 == 6) or (pos == 2 and first % 9 == 0):
                        edge = True
            elif kind is _PUNG:
                pungs.append(first)
                traits = _SAME_TRAITS[first]
                if g.meld is None:
                    if first == win and not self_drawn:
                        win_pung = True  # completed by a discard: a melded pung, unless the tile fits a chow
                    else:
                        concealed_pungs += 1
            elif kind is _KONG:
                pungs.append(first)
                kongs.append(first)
                traits = _SAME_TRAITS[first]
                if g.meld is _CONCEALED_KONG:
                    concealed_kongs += 1
                else:
                    melded_kongs += 1
            elif kind is _PAIR:
                pair = first
                traits = _SAME_TRAITS[first]
                if first == win:
                    single = True
            else:  # the knitted straight
                knitted = True
                knitted_has_win = win in g.tiles
                continue
            outside = outside and traits[0]
            five = five and traits[1]
            even = even and traits[2]
        if win_pung and win_in_chow:
            concealed_pungs += 1
        if knitted:
            found.append(("knitted_straight", None))
        if facts.nine_gates:
            found.append(("nine_gates", None))
        # kongs and concealed pungs
        kong_count = melded_kongs + concealed_kongs
        if kong_count == 1:
            found.append(("melded_kong" if melded_kongs else "concealed_kong", None))
        elif kong_count == 2:
            if melded_kongs == 2:
                found.append(("two_melded_kongs", None))
            elif concealed_kongs == 2:
                found.append(("two_concealed_kongs", None))
            elif opts["concealed_and_melded_kong"]:
                found.append(("concealed_kong_and_melded_kong", None))
            else:
                found.append(("melded_kong", None))
                found.append(("concealed_kong", None))
        elif kong_count == 3:
            found.append(("three_kongs", None))
        elif kong_count == 4:
            found.append(("four_kongs", None))
        hidden = concealed_pungs + concealed_kongs
        if hidden >= 2:
            found.append((_CONCEALED_PUNGS_FAN[hidden], None))
        if len(pungs) == 4:
            found.append(("all_pungs", None))
        dragons = winds = 0
        for p in pungs:
            fid = _PUNG_FAN[p]
            if fid is not None:
                found.append((fid, p))
                if p >= 31:
                    dragons += 1
                elif p >= 27:
                    winds += 1
        # combinations
        if len(chows) >= 2:
            terminal_pair = _terminal_pair(pair) if len(chows) == 4 else -1
            combined, structural = _chow_combinations(tuple(sorted(chows)), terminal_pair)
            found.extend(combined)
            col.structural.extend(structural)
        if len(pungs) >= 2:
            combined, structural = _pung_combinations(tuple(sorted(pungs)))
            found.extend(combined)
            col.structural.extend(structural)
        if dragons == 2 and pair >= 31:
            found.append(("little_three_dragons", None))
        if winds == 3 and 27 <= pair <= 30:
            found.append(("little_four_winds", None))
        # how it was won
        facts.closed_hand(col)
        if facts.claimed == 4 and not self_drawn:
            found.append(("melded_hand", None))
        # pair and group traits
        if (len(chows) == 4 or (knitted and len(chows) == 1)) and pair < 27:
            found.append(("all_chows", None))
        if not knitted:
            if outside:
                found.append(("outside_hand", None))
            elif five:
                found.append(("all_five", None))
            elif even:
                found.append(("all_even_pungs", None))
        found.extend(facts.kind_fans)
        for k in facts.fours:
            if k not in kongs:
                found.append(("tile_hog", k))
        # waits: 边张 > 嵌张 > 单钓将, read from the concealed groups that hold the winning tile,
        # counted only when the hand waited on this one kind
        if not (knitted_has_win and not opts["knitted_straight_waits"]):
            wait_fan = "edge_wait" if edge else "closed_wait" if closed else "single_wait" if single else None
            if wait_fan is not None and facts.unique():
                found.append((wait_fan, None))
        # winds
        if winds:
            for p in pungs:
                if 27 <= p <= 30:
                    if p == facts.round_wind:
                        found.append(("prevalent_wind", p))
                    if p == facts.seat_wind:
                        found.append(("seat_wind", p))


class _HandFacts:
    """What every reading of one hand shares: computed once per hand, not per reading."""

    __slots__ = (
        "hand",
        "win",
        "self_drawn",
        "claimed",
        "seat_wind",
        "round_wind",
        "win_flags",
        "kind_fans",
        "fours",
        "nine_gates",
        "_unique",
    )

    def __init__(self, hand: Hand, win: int, ctx: dict[str, Any], decomps: list[Decomposition]) -> None:
        self.hand = hand
        self.win = win
        self.self_drawn = bool(ctx["self_drawn"])
        claimed = 0
        for m in hand.melds:
            if not m.is_concealed:
                claimed += 1
        self.claimed = claimed
        self.seat_wind = _WIND_KIND[ctx["seat_wind"]]
        self.round_wind = _WIND_KIND[ctx["round_wind"]]
        flags: list[Instance] = []
        if ctx["last_copy"]:
            flags.append(("last_tile", None))
        if self.self_drawn:
            flags.append(("self_drawn", None))
            if ctx["last_wall_tile"]:
                flags.append(("last_tile_draw", None))
            if ctx["kong_replacement"]:
                flags.append(("out_with_replacement_tile", None))
        else:
            if ctx["last_wall_tile"]:
                flags.append(("last_tile_claim", None))
            if ctx["robbing_kong"]:
                flags.append(("robbing_the_kong", None))
        self.win_flags = flags
        counts = [0] * 34  # every tile of the hand, by kind
        fours: list[int] = []  # four of a kind (a kong or 四归一)
        held = _count_kind(counts, win, fours)  # the kinds held, as bits
        for t in hand.standing:
            held |= _count_kind(counts, t.kind, fours)
        for m in hand.melds:
            for t in m.tiles:
                held |= _count_kind(counts, t.kind, fours)
        if len(fours) > 1:
            fours.sort()  # (in kind order)
        # every reading holds every tile of the hand: the fans of the kinds held are the same
        self.kind_fans = [(fid, None) for fid in _fans_of_kinds(held)]
        self.fours = fours
        # 天和 has no winning tile (the dealer's fourteen dealt tiles): 九莲宝灯 then is any
        # fourteen of one suit that hold 1112345678999, whichever tile is written after '+',
        # as the reference engine built with blessings reads it (「天和的九莲宝灯与常规的判断方式不一样」)
        self.nine_gates = (
            not hand.melds
            and _within_one_suit(held)
            and (_is_nine_gates(hand) or (ctx["initial_win"] == "heaven" and _holds_nine_gates(hand, win)))
        )
        self._unique: bool | None = None
        for d in decomps:
            if d.wait is _TWO_SIDED or d.wait is _DUAL_PUNG:
                # the other end of the chow, or the other pair, completes the hand too
                self._unique = False
                break

    def closed_hand(self, col: _Collector) -> None:
        """门前清 / 不求人: no claimed meld."""
        if self.claimed == 0:
            col.found.append(("fully_concealed_hand" if self.self_drawn else "concealed_hand", None))

    def win_pairs(self) -> bool:
        """The winning tile makes a pair with a tile the hand held (a single wait on it)."""
        return any(t.kind == self.win for t in self.hand.standing)

    def unique(self) -> bool:
        """The hand waited on this one tile kind only (asked only when a wait fan could count;
        a tile whose four copies are all in the hand is still a wait)."""
        if self._unique is None:
            self._unique = waits_on_one_kind(self.hand, MCR_SHAPES)
        return self._unique


def _terminal_chows(col: _Collector, chows: list[int], pair: int) -> bool:
    """一色双龙会 / 三色双龙会 over four chows and the pair (a 5 of a suit)."""
    if pair >= 27 or _rank(pair) != 4:
        return False
    ranks = sorted(_rank(c) for c in chows)
    if ranks != [0, 0, 6, 6]:
        return False
    suits = {_suit(c) for c in chows}
    fid = None
    if suits == {_suit(pair)}:
        fid = "pure_terminal_chows"
    elif (
        _suit(pair) not in suits
        and len(suits) == 2
        and all(
            sum(1 for c in chows if _suit(c) == s) == 2 and {_rank(c) for c in chows if _suit(c) == s} == {0, 6}
            for s in suits
        )
    ):
        fid = "three_suited_terminal_chows"
    if fid is None:
        return False
    col.add(fid, tuple(sorted(chows)))
    _suppress_pairs(col, sorted(chows), _chow_pair_fan, fid)
    return True


def _count_kind(counts: list[int], kind: int, fours: list[int]) -> int:
    """Count one tile of ``kind`` (the kind joins ``fours`` when its fourth is counted); the
    kind's bit."""
    n = counts[kind] + 1
    counts[kind] = n
    if n == 4:
        fours.append(kind)
    return 1 << kind


def _within_one_suit(held: int) -> bool:
    """The kinds (as bits) are all of one suit, no honour among them: nine gates can be held
    only then (the standing tiles and the winning tile of one suit)."""
    return not held & ~_SUIT_MASKS[0] or not held & ~_SUIT_MASKS[1] or not held & ~_SUIT_MASKS[2]


class _McrOptionSet(OptionSet):
    """One option set (:meth:`MCR.make_option_set`) with the fan table under it, looked up once
    per option set rather than at every score."""

    __slots__ = ("eff",)

    def __init__(self, opts: dict[str, Any], eff: EffectiveTable) -> None:
        OptionSet.__init__(self, opts)
        self.eff = eff


def _effective(option_set: OptionSet) -> EffectiveTable:
    """The fan table under an option set."""
    if isinstance(option_set, _McrOptionSet):
        return option_set.eff
    return TABLE.effective(option_set.opts)


def _melded_copies(hand: Hand, kind: int) -> int:
    """The copies of a kind in the hand's melds other than kongs (a loop: compiled, ``sum``
    over a generator and a list's ``count`` are calls through Python)."""
    n = 0
    for m in hand.melds:
        if not m.is_kong:
            for t in m.tiles:
                if t.kind == kind:
                    n += 1
    return n


def _terminal_pair(pair: int) -> int:
    """The pair as the chow table is keyed by it: its tile when it is a suited 5, the only pair
    the terminal chows fans ask about (:func:`_terminal_chows`), else -1. Four chows then make
    one key whatever other pair they hold, not thirty-four."""
    return pair if pair < 27 and _rank(pair) == 4 else -1


_Combinations = tuple[tuple[Instance, ...], tuple[Structural, ...]]


#: the combination fans found so far, by chow pattern and by pung pattern: plain dicts (a call
#: through lru_cache costs three lookups once compiled), emptied past _COMBINATIONS_MAX so that
#: memory stays flat however long the batch
_CHOW_COMBINATIONS: Final[dict[tuple[tuple[int, ...], int], _Combinations]] = {}
_PUNG_COMBINATIONS: Final[dict[tuple[int, ...], _Combinations]] = {}
_COMBINATIONS_MAX: Final = 16384


def _chow_combinations(chows: tuple[int, ...], pair: int) -> _Combinations:
    """The combination fans of these chows (sorted; ``pair``: with four chows, the pair's tile
    when it is a suited 5, for the terminal chows fans, else -1) found and structurally
    suppressed: a table by chow pattern."""
    key = (chows, pair)
    found = _CHOW_COMBINATIONS.get(key)
    if found is None:
        if len(_CHOW_COMBINATIONS) >= _COMBINATIONS_MAX:
            _CHOW_COMBINATIONS.clear()
        found = _CHOW_COMBINATIONS[key] = _find_chow_combinations(chows, pair)
    return found


def _find_chow_combinations(chows: tuple[int, ...], pair: int) -> _Combinations:
    col = _Collector()
    if len(chows) == 4 and _terminal_chows(col, list(chows), pair):
        pass
    else:
        _chow_fans(list(chows), col)
    return tuple(col.found), tuple(col.structural)


def _pung_combinations(pungs: tuple[int, ...]) -> _Combinations:
    """The combination fans of these pungs and kongs (sorted): a table by pung pattern."""
    found = _PUNG_COMBINATIONS.get(pungs)
    if found is None:
        if len(_PUNG_COMBINATIONS) >= _COMBINATIONS_MAX:
            _PUNG_COMBINATIONS.clear()
        found = _PUNG_COMBINATIONS[pungs] = _find_pung_combinations(pungs)
    return found


def _find_pung_combinations(pungs: tuple[int, ...]) -> _Combinations:
    col = _Collector()
    _pung_fans(list(pungs), col)
    return tuple(col.found), tuple(col.structural)


def _first_red(hand: Hand) -> Tile | None:
    """The first red five of the hand, if any (MCR has none), in the order of
    :meth:`~core.model.hand.Hand.all_tiles` (read where the tiles lie: no list of them is built)."""
    for t in hand.standing:
        if t.red:
            return t
    for m in hand.melds:
        for t in m.tiles:
            if t.red:
                return t
    if hand.win is not None and hand.win.red:
        return hand.win
    return None


def _is_nine_gates(hand: Hand) -> bool:
    """九莲宝灯: the standing tiles are 1112345678999 of one suit (a nine-sided wait)."""
    kinds = [t.kind for t in hand.standing]
    if len(kinds) != 13 or kinds[-1] >= 27 or _suit(kinds[0]) != _suit(kinds[-1]):
        return False
    base = _suit(kinds[0]) * 9
    return [k - base for k in kinds] == [0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8]


def _holds_nine_gates(hand: Hand, win: int) -> bool:
    """The fourteen concealed tiles are 1112345678999 of one suit and one more of that suit."""
    kinds = [t.kind for t in hand.standing]
    kinds.append(win)
    if len(kinds) != 14 or max(kinds) >= 27 or _suit(min(kinds)) != _suit(max(kinds)):
        return False
    counts = [0] * 9
    for k in kinds:
        r = _rank(k)
        counts[r] = counts[r] + 1
    return all(n >= need for n, need in zip(counts, (3, 1, 1, 1, 1, 1, 1, 1, 3)))


#: of equal totals, the reading whose wait is first here (by the wait's value: an Enum member hashes in Python code)
_WAIT_PREFERENCE: Final = {Wait.EDGE.value: 4, Wait.CLOSED.value: 3, Wait.SINGLE.value: 2, Wait.TWO_SIDED.value: 1}


def _traits_of(chow: bool, first: int) -> tuple[bool, bool, bool]:
    """(has a terminal or honour, has a five, is an even pung or pair) of one group: 全带幺 /
    全带五 / 全双刻 need it of all four sets and the pair."""
    tiles = (first, first + 1, first + 2) if chow else (first,)
    outside = any(is_terminal_or_honor(k) for k in tiles)
    five = first < 27 and any(_rank(k) == 4 for k in tiles)
    even = not chow and first < 27 and _rank(first) % 2 == 1
    return outside, five, even


#: the group traits of a chow by its first tile, and of a pung, kong or pair by its tile
_CHOW_TRAITS: Final = {k: _traits_of(True, k) for k in range(27) if k % 9 <= 6}
_SAME_TRAITS: Final = tuple(_traits_of(False, k) for k in range(34))

_CHOW: Final = GroupKind.CHOW
_PUNG: Final = GroupKind.PUNG
_KONG: Final = GroupKind.KONG
_PAIR: Final = GroupKind.PAIR
# (members as module constants, as the group kinds above: an enum member read from its class
# goes through the enum's descriptor, and every reading asks its shape and wait)
_REGULAR: Final = Shape.REGULAR
_KNITTED_STRAIGHT: Final = Shape.KNITTED_STRAIGHT
_SEVEN_PAIRS: Final = Shape.SEVEN_PAIRS
_THIRTEEN_ORPHANS: Final = Shape.THIRTEEN_ORPHANS
_CONCEALED_KONG: Final = MeldKind.CONCEALED_KONG
_TWO_SIDED: Final = Wait.TWO_SIDED
_DUAL_PUNG: Final = Wait.DUAL_PUNG
_BLESSING_OF: Final = {"heaven": "blessing_of_heaven", "earth": "blessing_of_earth", "human": "blessing_of_human"}
_CONCEALED_PUNGS_FAN: Final = {2: "two_concealed_pungs", 3: "three_concealed_pungs", 4: "four_concealed_pungs"}
#: the fan a pung (or kong) of each kind scores by itself: 箭刻, 幺九刻 (a wind adds 圈风刻/门风刻)
_PUNG_FAN: Final[tuple[str | None, ...]] = tuple(
    "dragon_pung" if is_dragon(k) else "pung_of_terminals_or_honors" if is_terminal_or_honor(k) else None
    for k in range(34)
)


def _mask(kinds: Iterable[int]) -> int:
    out = 0
    for k in kinds:
        out |= 1 << k
    return out


# kinds as bit masks (bit k: kind k is held)
_HONORS: Final = _mask(range(27, 34))
_WINDS: Final = _mask(range(27, 31))
_DRAGONS: Final = _mask(range(31, 34))
_SUIT_MASKS: Final = (_mask(range(0, 9)), _mask(range(9, 18)), _mask(range(18, 27)))
_TERMINALS: Final = _mask(k for k in range(27) if k % 9 in (0, 8))
_ORPHANS: Final = _mask(ORPHAN_KINDS)
_REVERSIBLE: Final = _mask(REVERSIBLE_KINDS)
_GREEN: Final = _mask(k for k in range(34) if is_green(k))
_RANKS_1_4: Final = 0b000001111  # bit r: rank r + 1
_RANKS_6_9: Final = 0b111100000
_RANKS_4_6: Final = 0b000111000


#: the fans of the kinds held that 十三幺 rules out (the others cannot be with its tiles)
_THIRTEEN_ORPHANS_OUT: Final = frozenset({"all_types", "all_terminals_and_honors"})


def _fans_of_kinds(kinds: int) -> tuple[str, ...]:
    """The fans decided by which kinds the hand holds (``kinds``: a bit mask of them)."""
    out: list[str] = []
    # suits: 无字, 缺一门, 混一色, 清一色, 五门齐
    suits = (
        (1 if kinds & _SUIT_MASKS[0] else 0)
        + (1 if kinds & _SUIT_MASKS[1] else 0)
        + (1 if kinds & _SUIT_MASKS[2] else 0)
    )
    honors = kinds & _HONORS
    missing = 3 - suits
    if not honors:
        out.append("no_honors")
    if missing == 1:
        out.append("one_voided_suit")
    elif missing == 2:
        out.append("half_flush" if honors else "full_flush")
    if suits == 3 and kinds & _WINDS and kinds & _DRAGONS:
        out.append("all_types")
    # tile traits: 断幺, 推不倒, 绿一色, 字一色 / 清幺九 / 混幺九
    if not kinds & (_TERMINALS | _HONORS):
        out.append("all_simples")
    if not kinds & ~_REVERSIBLE:
        out.append("reversible_tiles")
    if not kinds & ~_GREEN:
        out.append("all_green")
    if not kinds & ~_HONORS:
        out.append("all_honors")
    elif not kinds & ~_TERMINALS:
        out.append("all_terminals")
    elif not kinds & ~_ORPHANS:
        out.append("all_terminals_and_honors")
    # rank ranges of an all-suited hand: 全小 / 小于五, 全大 / 大于五, 全中
    if not honors:
        ranks = (kinds | kinds >> 9 | kinds >> 18) & 0x1FF
        if not ranks & ~_RANKS_1_4:
            out.append("lower_four" if ranks & 0b1000 else "lower_tiles")
        elif not ranks & ~_RANKS_6_9:
            out.append("upper_four" if ranks & 0b100000 else "upper_tiles")
        elif not ranks & ~_RANKS_4_6:
            out.append("middle_tiles")
    return tuple(out)
