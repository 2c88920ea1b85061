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

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Any, Callable, Hashable, Mapping, Sequence

from ..decompose import MCR_SHAPES, Decomposition, Group, GroupKind, Shape, Wait, decompose
from ..errors import ContextError, NotAWinError, TileCountError
from ..hand import Hand
from ..notation import format_hand
from ..score import Item, Names, Score, Suppressed
from ..tiles import (
    ORPHAN_KINDS,
    REVERSIBLE_KINDS,
    counts_of,
    is_dragon,
    is_green,
    is_honor,
    is_terminal_or_honor,
    is_wind,
    kind_name,
)
from ..waits import winning_kinds
from .base import COMMON_CONTEXT, WINDS, Field, ItemInfo, Preset, RuleSet, _names
from .mcr_table import BLESSINGS, EXCLUDES, FANS, SAME, FanDef

Instance = tuple[str, Hashable]  # (fan id, what it is about)

_CONTEXT: tuple[Field, ...] = COMMON_CONTEXT + (
    Field("last_copy", "bool", False, _names("Last copy (和绝张)", "和绝张", "和絕張", "和絶張"),
          "won on the last copy of a tile: the other three are already shown on the table"),
    Field("flowers", "int", None, _names("Flowers", "花牌", "花牌", "花牌"),
          "number of flowers (0..8); by default the flower tiles written in the hand", minimum=0, maximum=8),
    Field("initial_win", "choice", "none", _names("First-turn win", "天和/地和/人和", "天和/地和/人和", "天和/地和/人和"),
          "only with the blessings option: heaven (dealer's first draw), earth, human", choices=("none", "heaven", "earth", "human")),
)

_OPTIONS: tuple[Field, ...] = (
    Field("minimum", "int", 8, _names("Minimum fan", "起和番", "起和番", "最低翻"),
          "fan needed to win, flowers not counted", minimum=0, maximum=88),
    Field("two_concealed_kongs", "int", 6, _names("双暗杠 value", "双暗杠番值", "雙暗槓番值", "双暗槓の値"),
          "6 (reference engine) or 8 (2006 Green Book)", minimum=6, maximum=8),
    Field("concealed_and_melded_kong", "bool", True, _names("明暗杠 5 fan", "明暗杠计5番", "明暗槓計5番", "明暗槓5翻"),
          "a concealed and a melded kong score 明暗杠 5; off: 暗杠 2 + 明杠 1"),
    Field("knitted_straight_waits", "bool", True, _names("Knitted straight may take waits", "组合龙可计边嵌钓",
                                                         "組合龍可計邊嵌釣", "組合龍の辺嵌単"),
          "a winning tile that also fits the knitted straight may still score 边张/嵌张/单钓将"),
    Field("blessings", "bool", False, _names("天和/地和/人和", "天和/地和/人和", "天和/地和/人和", "天和/地和/人和"),
          "score the first-turn wins of seed 002 (8 fan each); off in tournament rules"),
)


@dataclass(frozen=True, slots=True)
class Reading:
    """One decomposition of a hand and the fans it scores (flowers not included)."""

    decomposition: Decomposition
    items: tuple[Item, ...]
    total: int


@dataclass(frozen=True, slots=True)
class _Eval:
    total: int
    counted: tuple[tuple[str, int], ...]  # fan id, count (table order)
    suppressed: tuple[Suppressed, ...]
    decomposition: Decomposition
    rank: tuple[int, ...]  # tie-break, higher wins


def _fan(fid: str) -> FanDef:
    return FANS[fid] if fid in FANS else BLESSINGS[fid]


_TABLE_NO: dict[str, int] = {f.id: f.no for f in list(FANS.values()) + list(BLESSINGS.values())}


@lru_cache(maxsize=None)
def _values(two_concealed_kongs: int) -> dict[str, int]:
    """Every fan's value under the options (only 双暗杠 varies)."""
    out = {f.id: f.value for f in list(FANS.values()) + list(BLESSINGS.values())}
    out["two_concealed_kongs"] = two_concealed_kongs
    return out


@lru_cache(maxsize=None)
def _resolution_order(two_concealed_kongs: int) -> dict[str, tuple[int, int]]:
    """Highest value first, then table order: the order 不计 is applied in."""
    values = _values(two_concealed_kongs)
    return {fid: (-values[fid], no) for fid, no in _TABLE_NO.items()}


def _value(fid: str, opts: Mapping[str, Any]) -> int:
    return _values(int(opts["two_concealed_kongs"]))[fid]


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


_CHOW_PAIR_PRIORITY = ("pure_double_chow", "mixed_double_chow", "short_straight", "two_terminal_chows")


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


class _Collector:
    """Matched instances plus the structural suppressions found on the way."""

    def __init__(self) -> None:
        self.found: list[Instance] = []
        self.structural: list[tuple[Instance, str | None, str]] = []

    def add(self, fid: str, key: Hashable = None) -> None:
        self.found.append((fid, key))

    def suppress(self, fid: str, key: Hashable, by: str | None, reason: str) -> None:
        self.structural.append(((fid, key), by, reason))


def _suppress_pairs(col: _Collector, sets: Sequence[int], pair_fan: Callable[[int, int], str | None],
                    by: str) -> None:
    """Record every pair fan among ``sets`` as implied by the larger fan ``by`` (不重复)."""
    for a, b in combinations(sets, 2):
        f2 = pair_fan(a, b)
        if f2 is not None:
            col.suppress(f2, (a, b), by, f"implied by {FANS[by].names.en}")


def _account_once(pairs: list[tuple[tuple[int, int], str]], limit: int, col: _Collector) -> None:
    """Keep at most ``limit`` pair fans, cutting repeated kinds first (老少副 first, 一般高 last)."""
    counts = Counter(f for _, f in pairs)
    total = sum(counts.values())
    cut: Counter[str] = Counter()
    keep_each = 1
    while total > limit and keep_each >= 0:
        for fid in reversed(_CHOW_PAIR_PRIORITY):
            while counts[fid] > keep_each and total > limit:
                counts[fid] -= 1
                cut[fid] += 1
                total -= 1
        keep_each -= 1
    kept: Counter[str] = Counter()
    for sets, fid in pairs:
        if kept[fid] < counts[fid]:
            kept[fid] += 1
            col.add(fid, sets)
        else:
            col.suppress(fid, sets, None, "account once (套算一次): each set combines into a fan at most once")


def _chow_fans(chows: list[int], col: _Collector) -> None:
    chows = sorted(chows)
    n = len(chows)
    if n == 4:
        quad = _chow_quad_fan(chows)
        if quad is not None:
            col.add(quad, tuple(chows))
            implied = {_chow_triple_fan(*trio) for trio in combinations(chows, 3)}
            implied |= {_chow_pair_fan(a, b) for a, b in combinations(chows, 2)}
            for f in sorted(f for f in implied if f is not None):
                col.suppress(f, tuple(chows), quad, f"implied by {FANS[quad].names.en}")
            return
        best: tuple[int, str, tuple[int, int, int], int] | None = None
        for free in range(4):
            trio = [chows[i] for i in range(4) if i != free]
            f3 = _chow_triple_fan(*trio)
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
                    col.suppress(f2, (t, extra), None,
                                 "account once (套算一次): the fourth chow combines once with the three")
            return
        linked = [(i, j, fp) for i, j in combinations(range(4), 2)
                  if (fp := _chow_pair_fan(chows[i], chows[j])) is not None]
        pairs = [((chows[i], chows[j]), fp) for i, j, fp in linked]
        related = len({i for i, _, _ in linked} | {j for _, j, _ in linked})  # chows in some pair fan
        limit = 3 - (4 - related)
        if limit > 0:
            _account_once(pairs, limit, col)
        else:
            for sets, f in pairs:
                col.suppress(f, sets, None, "account once (套算一次)")
        return
    if n == 3:
        f3 = _chow_triple_fan(*chows)
        if f3 is not None:
            col.add(f3, tuple(chows))
            _suppress_pairs(col, chows, _chow_pair_fan, f3)
            return
        pairs = [((chows[i], chows[j]), fp) for i, j in combinations(range(3), 2)
                 if (fp := _chow_pair_fan(chows[i], chows[j])) is not None]
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
            implied = {_pung_triple_fan(*trio) for trio in combinations(pungs, 3)}
            for f in sorted(f for f in implied if f is not None):
                col.suppress(f, tuple(pungs), quad, f"implied by {FANS[quad].names.en}")
            return
        for free in (3, 2, 1, 0):
            trio = [pungs[i] for i in range(4) if i != free]
            f3 = _pung_triple_fan(*trio)
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
                        col.suppress(f2, (other, pungs[free]), None,
                                     "account once (套算一次): the fourth pung combines once with the three")
                return
    elif n == 3:
        f3 = _pung_triple_fan(*pungs)
        if f3 is not None:
            col.add(f3, tuple(pungs))
            _suppress_pairs(col, pungs, _pung_pair_fan, f3)
            return
    for a, b in combinations(pungs, 2):
        f2 = _pung_pair_fan(a, b)
        if f2 is not None:
            col.add(f2, (a, b))


# --- the rule set --------------------------------------------------------------------------------

_WIND_KIND = {w: 27 + i for i, w in enumerate(WINDS)}


class MCR(RuleSet):
    name = "mcr"
    title = Names("Chinese Official (MCR)", "国标麻将", "國標麻將", "中国公式ルール")
    shapes = MCR_SHAPES
    context_fields = _CONTEXT
    option_fields = _OPTIONS
    has_flowers = True
    unit = Names("fan", "番", "番", "翻")
    presets = (
        Preset("reference", _names("Reference engine (default)", "参考引擎（默认）", "參考引擎（預設）", "参照エンジン"),
               (("two_concealed_kongs", 6), ("concealed_and_melded_kong", True), ("knitted_straight_waits", True)),
               "as ChineseOfficialMahjongHelper scores: 双暗杠 6, 明暗杠 5, knitted straight may take waits"),
        Preset("green_book_2006", _names("2006 Green Book", "2006 绿皮书", "2006 綠皮書", "2006 グリーンブック"),
               (("two_concealed_kongs", 8), ("concealed_and_melded_kong", False), ("knitted_straight_waits", True)),
               "双暗杠 8; a concealed and a melded kong score 暗杠 + 明杠"),
    )

    def items(self) -> tuple[ItemInfo, ...]:
        return tuple(ItemInfo(f.id, f.names, f.value) for f in sorted(FANS.values(), key=lambda f: f.no)) + tuple(
            ItemInfo(f.id, f.names, f.value, "only with the blessings option") for f in BLESSINGS.values()
        )

    # -- validation -----------------------------------------------------------------------------
    def _validate(self, hand: Hand, ctx: dict[str, Any], opts: dict[str, Any]) -> int:
        if any(t.red for t in hand.all_tiles()):
            red = next(t for t in hand.all_tiles() if t.red)
            raise TileCountError(f"red five {red}: MCR has no red fives, write it as 5{str(red)[1]}", code="red_five")
        if hand.win is None:
            raise NotAWinError("the hand has no winning tile: mark it with +, like +5p", code="no_winning_tile")
        hand.require_size(4, "MCR")
        flowers = ctx["flowers"]
        if flowers is None:
            flowers = len(hand.flowers)
        elif hand.flowers and flowers != len(hand.flowers):
            raise ContextError(
                f"context key 'flowers' says {flowers} but the hand shows {len(hand.flowers)} flower tiles", code="bad_context"
            )
        win = hand.win.kind
        if ctx["robbing_kong"]:
            if ctx["self_drawn"]:
                raise ContextError("robbing_kong and self_drawn contradict: robbing the kong (抢杠和) is a win on another "
                                   "player's added tile, never a self-draw", code="impossible_context")
            held = hand.counts(include_win=False)[win]
            if held:
                raise ContextError(f"robbing_kong: the robbed tile {kind_name(win)} is the fourth copy added to another "
                                   f"player's pung, but this hand holds {held} of it", code="impossible_context")
            if ctx["kong_replacement"]:
                raise ContextError("robbing_kong and kong_replacement contradict", code="impossible_context")
            if ctx["last_wall_tile"]:
                # 妙手回春 note: once the last wall tile is drawn, its drawer must discard: no kong.
                raise ContextError("robbing_kong and last_wall_tile contradict: after the last tile of the wall is "
                                   "drawn no one may declare a kong (不允许开杠), so no kong can be robbed",
                                   code="impossible_context")
        if ctx["kong_replacement"]:
            if not ctx["self_drawn"]:
                raise ContextError("kong_replacement (杠上开花) is a self-drawn win on the tile drawn after a kong: "
                                   "set self_drawn", code="impossible_context")
            if not any(m.is_kong for m in hand.melds):
                raise ContextError("kong_replacement (杠上开花) needs a declared kong in the hand", code="impossible_context")
        if ctx["last_copy"]:
            standing = sum(1 for t in hand.standing if t.kind == win)
            if standing:
                raise ContextError(f"last_copy (和绝张): the hand itself holds {standing} more {kind_name(win)}, so the "
                                   f"winning tile is not the last copy", code="impossible_context")
        if ctx["initial_win"] != "none":
            if not opts["blessings"]:
                raise ContextError("initial_win needs the option 'blessings' (天和/地和/人和 are off by default)",
                                   code="impossible_context")
            if hand.melds:
                raise ContextError(f"initial_win {ctx['initial_win']!r}: a first-turn win (天和/地和/人和) cannot have "
                                   f"declared melds", code="impossible_context")
            if ctx["initial_win"] == "heaven" and (ctx["seat_wind"] != "E" or not ctx["self_drawn"]):
                raise ContextError("initial_win 'heaven' (天和) is the dealer's self-drawn win on the first draw: it needs "
                                   "seat_wind E and self_drawn", code="impossible_context")
            if ctx["initial_win"] in ("earth", "human") and ctx["seat_wind"] == "E":
                raise ContextError(f"initial_win {ctx['initial_win']!r} (地和/人和) is a non-dealer's win, but seat_wind "
                                   f"is E (the dealer, who has 天和 only)", code="impossible_context")
        return int(flowers)

    # -- scoring -------------------------------------------------------------------------------
    def _evaluations(self, hand: Hand, ctx: dict[str, Any], opts: dict[str, Any],
                     notes: list[str]) -> tuple[list[_Eval], dict[str, Any]]:
        """Every decomposition scored, best first (the order :meth:`score` picks from)."""
        assert hand.win is not None
        decomps = decompose(hand, MCR_SHAPES)
        if not decomps:
            raise NotAWinError(
                f"{format_hand(hand)} is not a winning hand: its tiles do not split into four sets and a pair, "
                f"seven pairs, thirteen orphans or a knitted shape", code="not_a_winning_hand")
        held = hand.counts(include_win=False)
        win = hand.win.kind
        if not ctx["last_copy"] and sum(m.kinds().count(win) for m in hand.melds if not m.is_kong) == 3:
            ctx = dict(ctx, last_copy=True)
            notes.append(f"和绝张 counted: the hand's own pung shows the other three {kind_name(win)}")
        answer: list[bool] = []

        def unique() -> bool:
            """The hand waited on this one tile kind only (asked only when a wait fan could count)."""
            if not answer:
                answer.append(held[win] < 4 and winning_kinds(tuple(counts_of(t.kind for t in hand.standing)),
                                                              MCR_SHAPES, len(hand.melds)) == (win,))
            return answer[0]

        evals = [self._evaluate(hand, d, ctx, opts, unique) for d in decomps]
        # stable: of equal (total, rank) the first decomposition stays first
        evals.sort(key=lambda ev: (ev.total, ev.rank), reverse=True)
        return evals, ctx

    def readings(self, hand: Hand, context: Mapping[str, Any] | None = None,
                 options: Mapping[str, Any] | None = None) -> tuple[Reading, ...]:
        """Every way to read the hand with the fans each reading scores, best first.

        The first is the reading :meth:`score` counts (就高不就低: the highest total; of equal
        totals, the preferred one). Flowers are not included.
        """
        ctx = self.check_context(context)
        opts = self.check_options(options)
        self._validate(hand, ctx, opts)
        evals, _ctx = self._evaluations(hand, ctx, opts, [])
        return tuple(
            Reading(ev.decomposition, tuple(Item(fid, _fan(fid).names, _value(fid, opts), n) for fid, n in ev.counted),
                    ev.total)
            for ev in evals
        )

    def score(self, hand: Hand, context: Mapping[str, Any] | None = None,
              options: Mapping[str, Any] | None = None) -> Score:
        ctx = self.check_context(context)
        opts = self.check_options(options)
        flowers = self._validate(hand, ctx, opts)
        notes: list[str] = []
        evals, ctx = self._evaluations(hand, ctx, opts, notes)
        best = evals[0]
        fan_total = best.total
        items = [Item(fid, _fan(fid).names, _value(fid, opts), n) for fid, n in best.counted]
        if flowers:
            items.append(Item("flower_tiles", FANS["flower_tiles"].names, 1, flowers))
        total = fan_total + flowers
        is_win = fan_total >= opts["minimum"]
        if ctx["self_drawn"]:
            pay: tuple[tuple[str, int], ...] = (("each", 8 + total),) if is_win else ()
        else:
            pay = (("discarder", 8 + total), ("other", 8)) if is_win else ()
        received = (3 * (8 + total) if ctx["self_drawn"] else (8 + total) + 16) if is_win else 0
        if not is_win:
            notes.append(f"false win (诈和): {fan_total} fan before flowers, {opts['minimum']} needed")
        return Score(
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
            extra=(("fan_before_flowers", fan_total), ("flowers", flowers),
                   ("toward_minimum", fan_total), ("minimum", opts["minimum"])),
            notes=tuple(notes),
            context=tuple(sorted(ctx.items())),
        )

    # -- one decomposition -------------------------------------------------------------------
    def _evaluate(self, hand: Hand, d: Decomposition, ctx: dict[str, Any], opts: dict[str, Any],
                  unique: Callable[[], bool]) -> _Eval:
        col = _Collector()
        self_drawn = bool(ctx["self_drawn"])
        claimed = sum(1 for m in hand.melds if not m.is_concealed)
        all_kinds = [k for g in d.groups for k in g.tiles]
        self._win_flags(col, ctx)
        shape = d.shape
        if shape is Shape.THIRTEEN_ORPHANS:
            col.add("thirteen_orphans")
            self._closed_hand(col, claimed, self_drawn)
        elif shape is Shape.HONORS_AND_KNITTED:
            honors = sum(1 for k in all_kinds if is_honor(k))
            col.add("greater_honors_and_knitted_tiles" if honors == 7 else "lesser_honors_and_knitted_tiles")
            if len(all_kinds) - honors == 9:
                col.add("knitted_straight")
            self._closed_hand(col, claimed, self_drawn)
        elif shape is Shape.SEVEN_PAIRS:
            self._seven_pairs(col, d, hand)
            self._closed_hand(col, claimed, self_drawn)
        else:
            self._sets(col, hand, d, ctx, self_drawn, claimed, unique, opts)
        if ctx["initial_win"] != "none":
            col.add({"heaven": "blessing_of_heaven", "earth": "blessing_of_earth",
                     "human": "blessing_of_human"}[ctx["initial_win"]])
        counted, suppressed = _resolve(col, opts)
        if not counted:
            counted = [("chicken_hand", 1)]
        values = _values(int(opts["two_concealed_kongs"]))
        total = sum(values[f] * n for f, n in counted)
        counted.sort(key=lambda x: _TABLE_NO[x[0]])
        ids = {f for f, _ in counted}
        rank = (
            0 if shape is Shape.SEVEN_PAIRS else 1,
            1 if ("pure_triple_chow" in ids or "triple_pung" in ids) else 0,
            _wait_preference(d.wait),
        )
        return _Eval(total, tuple(counted), tuple(suppressed), d, rank)

    @staticmethod
    def _win_flags(col: _Collector, ctx: Mapping[str, Any]) -> None:
        if ctx["last_copy"]:
            col.add("last_tile")
        if ctx["self_drawn"]:
            col.add("self_drawn")
            if ctx["last_wall_tile"]:
                col.add("last_tile_draw")
            if ctx["kong_replacement"]:
                col.add("out_with_replacement_tile")
        else:
            if ctx["last_wall_tile"]:
                col.add("last_tile_claim")
            if ctx["robbing_kong"]:
                col.add("robbing_the_kong")

    @staticmethod
    def _closed_hand(col: _Collector, claimed: int, self_drawn: bool) -> None:
        if claimed == 0:
            col.add("fully_concealed_hand" if self_drawn else "concealed_hand")

    def _seven_pairs(self, col: _Collector, d: Decomposition, hand: Hand) -> None:
        pairs = sorted(g.first for g in d.groups)
        distinct = sorted(set(pairs))
        if (len(distinct) == 7 and distinct[-1] < 27 and _suit(distinct[0]) == _suit(distinct[-1])
                and distinct[-1] - distinct[0] == 6):
            col.add("seven_shifted_pairs")
        col.add("seven_pairs")
        tiles = [k for g in d.groups for k in g.tiles]
        _kind_fans(col, tiles)
        counts = hand.counts()
        for k in range(34):
            if counts[k] == 4:
                col.add("tile_hog", k)

    def _sets(self, col: _Collector, hand: Hand, d: Decomposition, ctx: Mapping[str, Any], self_drawn: bool,
              claimed: int, unique: Callable[[], bool], opts: Mapping[str, Any]) -> None:
        win = hand.win.kind if hand.win is not None else -1
        groups = d.groups
        sets = [g for g in groups if g.is_set]
        pair = next(g for g in groups if g.kind is GroupKind.PAIR)
        knitted = any(g.kind is GroupKind.KNITTED for g in groups)
        chows = [g.first for g in sets if g.kind is GroupKind.CHOW]
        pung_groups = [g for g in sets if g.is_pung_or_kong]
        pungs = [g.first for g in pung_groups]
        # a pung completed by a discard is a melded pung, unless the tile can be read in a chow
        win_in_chow = any(g.kind is GroupKind.CHOW and g.meld is None and win in g.tiles for g in sets)
        concealed_pungs = 0
        for g in pung_groups:
            if g.kind is GroupKind.PUNG and g.meld is None:
                if g.first == win and not self_drawn and not win_in_chow:
                    continue
                concealed_pungs += 1
        melded_kongs = sum(1 for g in pung_groups if g.kind is GroupKind.KONG and not g.concealed)
        concealed_kongs = sum(1 for g in pung_groups if g.kind is GroupKind.KONG and g.concealed)
        if knitted:
            col.add("knitted_straight")
        if not hand.melds and _is_nine_gates(hand):
            col.add("nine_gates")
        # kongs and concealed pungs
        kongs = melded_kongs + concealed_kongs
        if kongs == 1:
            col.add("melded_kong" if melded_kongs else "concealed_kong")
        elif kongs == 2:
            if melded_kongs == 2:
                col.add("two_melded_kongs")
            elif concealed_kongs == 2:
                col.add("two_concealed_kongs")
            elif opts["concealed_and_melded_kong"]:
                col.add("concealed_kong_and_melded_kong")
            else:
                col.add("melded_kong")
                col.add("concealed_kong")
        elif kongs == 3:
            col.add("three_kongs")
        elif kongs == 4:
            col.add("four_kongs")
        hidden = concealed_pungs + concealed_kongs
        if hidden >= 2:
            col.add({2: "two_concealed_pungs", 3: "three_concealed_pungs", 4: "four_concealed_pungs"}[hidden])
        if len(pungs) == 4:
            col.add("all_pungs")
        for p in pungs:
            if is_dragon(p):
                col.add("dragon_pung", p)
            elif is_terminal_or_honor(p):
                col.add("pung_of_terminals_or_honors", p)
        # combinations
        if len(chows) == 4 and self._terminal_chows(col, chows, pair.first):
            pass
        else:
            _chow_fans(chows, col)
        _pung_fans(pungs, col)
        dragons = sum(1 for p in pungs if is_dragon(p))
        winds = sum(1 for p in pungs if is_wind(p))
        if dragons == 2 and is_dragon(pair.first):
            col.add("little_three_dragons")
        if winds == 3 and is_wind(pair.first):
            col.add("little_four_winds")
        # how it was won
        self._closed_hand(col, claimed, self_drawn)
        if claimed == 4 and not self_drawn:
            col.add("melded_hand")
        # pair and group traits
        if (len(chows) == 4 or (knitted and len(chows) == 1)) and pair.first < 27:
            col.add("all_chows")
        if not knitted:
            _group_traits(col, sets + [pair])
        tiles = [k for g in groups for k in g.tiles]
        _kind_fans(col, tiles)
        counts = hand.counts()
        for k in range(34):
            if counts[k] == 4 and k not in [g.first for g in pung_groups if g.kind is GroupKind.KONG]:
                col.add("tile_hog", k)
        # waits
        wait_fan = self._wait_fan(d, win, opts)
        if wait_fan is not None and unique():
            col.add(wait_fan)
        # winds
        for p in pungs:
            if is_wind(p):
                if p == _WIND_KIND[ctx["round_wind"]]:
                    col.add("prevalent_wind", p)
                if p == _WIND_KIND[ctx["seat_wind"]]:
                    col.add("seat_wind", p)

    @staticmethod
    def _terminal_chows(col: _Collector, chows: list[int], pair: int) -> bool:
        if pair >= 27 or _rank(pair) != 4:
            return False
        ranks = sorted(_rank(c) for c in chows)
        if ranks != [0, 0, 6, 6]:
            return False
        suits = {_suit(c) for c in chows}
        fid = None
        if suits == {_suit(pair)}:
            fid = "pure_terminal_chows"
        elif _suit(pair) not in suits and len(suits) == 2 and all(
            sum(1 for c in chows if _suit(c) == s) == 2 and {_rank(c) for c in chows if _suit(c) == s} == {0, 6}
            for s in suits
        ):
            fid = "three_suited_terminal_chows"
        if fid is None:
            return False
        col.add(fid, tuple(sorted(chows)))
        _suppress_pairs(col, sorted(chows), _chow_pair_fan, fid)
        return True

    @staticmethod
    def _wait_fan(d: Decomposition, win: int, opts: Mapping[str, Any]) -> str | None:
        """边张 > 嵌张 > 单钓将, read from the concealed groups that hold the winning tile."""
        knitted = next((g for g in d.groups if g.kind is GroupKind.KNITTED), None)
        if knitted is not None and win in knitted.tiles and not opts["knitted_straight_waits"]:
            return None
        flags = set()
        for g in d.groups:
            if g.meld is not None or win not in g.tiles:
                continue
            if g.kind is GroupKind.CHOW:
                pos = win - g.first
                if pos == 1:
                    flags.add("closed_wait")
                elif (pos == 0 and g.first % 9 == 6) or (pos == 2 and g.first % 9 == 0):
                    flags.add("edge_wait")
            elif g.kind is GroupKind.PAIR:
                flags.add("single_wait")
        for fid in ("edge_wait", "closed_wait", "single_wait"):
            if fid in flags:
                return fid
        return None


def _is_nine_gates(hand: Hand) -> bool:
    """九莲宝灯: the standing tiles are 1112345678999 of one suit (a nine-sided wait)."""
    kinds = [t.kind for t in hand.standing]
    if len(kinds) != 13 or kinds[-1] >= 27 or _suit(kinds[0]) != _suit(kinds[-1]):
        return False
    base = _suit(kinds[0]) * 9
    return [k - base for k in kinds] == [0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8]


_WAIT_PREFERENCE = {Wait.EDGE: 4, Wait.CLOSED: 3, Wait.SINGLE: 2, Wait.TWO_SIDED: 1}


def _wait_preference(w: Wait) -> int:
    return _WAIT_PREFERENCE.get(w, 0)


def _traits_of(chow: bool, first: int) -> tuple[bool, bool, bool]:
    """(has a terminal or honour, has a five, is an even pung or pair) of one group."""
    tiles = (first, first + 1, first + 2) if chow else (first,)
    outside = any(is_terminal_or_honor(k) for k in tiles)
    five = first < 27 and any(_rank(k) == 4 for k in tiles)
    even = not chow and first < 27 and _rank(first) % 2 == 1
    return outside, five, even


#: the three group traits, by (is a chow, first tile): computed once
_GROUP_TRAITS = {(chow, k): _traits_of(chow, k) for chow in (False, True) for k in range(34)
                 if not chow or (k < 27 and k % 9 <= 6)}


def _group_traits(col: _Collector, groups: list[Group]) -> None:
    """全带幺 / 全带五 / 全双刻 over the four sets and the pair."""
    outside = five = even = True
    for g in groups:
        o, f, e = _GROUP_TRAITS[(g.kind is GroupKind.CHOW, g.first)]
        outside &= o
        five &= f
        even &= e
    if outside:
        col.add("outside_hand")
    elif five:
        col.add("all_five")
    elif even:
        col.add("all_even_pungs")


_HONORS = frozenset(range(27, 34))
_WINDS = frozenset(range(27, 31))
_DRAGONS = frozenset(range(31, 34))
_TERMINALS = frozenset(k for k in range(27) if k % 9 in (0, 8))
_ORPHANS = frozenset(ORPHAN_KINDS)
_REVERSIBLE = frozenset(REVERSIBLE_KINDS)
_GREEN = frozenset(k for k in range(34) if is_green(k))


def _kind_fans(col: _Collector, tiles: list[int]) -> None:
    """The fans decided by which kinds of tile the hand holds (suits, traits, ranks)."""
    for fid in _fans_of_kinds(frozenset(tiles)):
        col.add(fid)


def _fans_of_kinds(kinds: frozenset[int]) -> tuple[str, ...]:
    out: list[str] = []
    # suits: 无字, 缺一门, 混一色, 清一色, 五门齐
    suits = {k // 9 for k in kinds if k < 27}
    honors = bool(kinds & _HONORS)
    missing = 3 - len(suits)
    if not honors:
        out.append("no_honors")
    if missing == 1:
        out.append("one_voided_suit")
    elif missing == 2:
        out.append("half_flush" if honors else "full_flush")
    if len(suits) == 3 and kinds & _WINDS and kinds & _DRAGONS:
        out.append("all_types")
    # tile traits: 断幺, 推不倒, 绿一色, 字一色 / 清幺九 / 混幺九
    if not kinds & (_TERMINALS | _HONORS):
        out.append("all_simples")
    if kinds <= _REVERSIBLE:
        out.append("reversible_tiles")
    if kinds <= _GREEN:
        out.append("all_green")
    if kinds <= _HONORS:
        out.append("all_honors")
    elif kinds <= _TERMINALS:
        out.append("all_terminals")
    elif kinds <= _ORPHANS:
        out.append("all_terminals_and_honors")
    # rank ranges of an all-suited hand: 全小 / 小于五, 全大 / 大于五, 全中
    if not honors:
        ranks = {k % 9 + 1 for k in kinds}
        if ranks <= {1, 2, 3, 4}:
            out.append("lower_four" if 4 in ranks else "lower_tiles")
        elif ranks <= {6, 7, 8, 9}:
            out.append("upper_four" if 6 in ranks else "upper_tiles")
        elif ranks <= {4, 5, 6}:
            out.append("middle_tiles")
    return tuple(out)


def _resolve(col: _Collector, opts: Mapping[str, Any]) -> tuple[list[tuple[str, int]], list[Suppressed]]:
    """Apply the 不计 table from the highest fan down; return counted (id, count) and suppressions."""
    order = _resolution_order(int(opts["two_concealed_kongs"]))
    alive: list[Instance] = sorted(col.found, key=lambda inst: order[inst[0]])
    dead: dict[int, tuple[str | None, str]] = {}
    for i, (fid, key) in enumerate(alive):
        if i in dead:
            continue
        for target, mode in EXCLUDES.get(fid, ()):
            budget = mode if isinstance(mode, int) else None
            for j, (tid, tkey) in enumerate(alive):
                if tid != target or j in dead or j == i:
                    continue
                if mode == SAME and not _same_tiles(key, tkey):
                    continue
                if budget is not None:
                    if budget == 0:
                        break
                    budget -= 1
                dead[j] = (fid, f"not counted with {_fan(fid).names.en} (不计)")
    counted: Counter[str] = Counter()
    for i, (fid, _key) in enumerate(alive):
        if i not in dead:
            counted[fid] += 1
    merged: Counter[tuple[str, str | None, str]] = Counter()
    for j, (by, reason) in dead.items():
        merged[(alive[j][0], by, reason)] += 1
    for (fid, _key), by, reason in col.structural:
        merged[(fid, by, reason)] += 1
    suppressed = [Suppressed(fid, _fan(fid).names, _value(fid, opts), n, by, reason)
                  for (fid, by, reason), n in sorted(merged.items(), key=lambda x: order[x[0][0]])]
    return list(counted.items()), suppressed


def _same_tiles(a: Hashable, b: Hashable) -> bool:
    aa = set(a) if isinstance(a, tuple) else {a}
    bb = set(b) if isinstance(b, tuple) else {b}
    return bool(aa & bb)
