"""The chow and pung combination fans of MCR under the combination principles (不重复, 不拆移,
不得相同, 套算一次), as the reference engine applies them, found once per pattern of sets."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from itertools import combinations
from typing import Final

from core.engine.schema import _names
from core.engine.score import Names
from core.engine.table import Structural
from core.model.tiles import is_dragon, is_wind
from core.rules.mcr.table import FANS

Instance = tuple[str, Hashable]  # (fan id, what it is about)

# --- combination detectors ---------------------------------------------------------------------


def _suit(k: int) -> int:
    return k // 9


def _rank(k: int) -> int:
    return k % 9


def _chow_pair_fan(a: int, b: int) -> str | None:
    """The 1-fan combination of two chows (given by their lowest tiles), if any."""
    ra = a % 9
    rb = b % 9
    if a // 9 != b // 9:
        return "mixed_double_chow" if ra == rb else None
    if a - b == 3 or b - a == 3:
        return "short_straight"
    if (ra == 0 and rb == 6) or (ra == 6 and rb == 0):
        return "two_terminal_chows"
    if a == b:
        return "pure_double_chow"
    return None


_CHOW_PAIR_PRIORITY: Final = ("pure_double_chow", "mixed_double_chow", "short_straight", "two_terminal_chows")


def _suits_among(a: int, b: int, c: int) -> int:
    """How many suits three suited tiles are of."""
    sa, sb, sc = a // 9, b // 9, c // 9
    if sa == sb:
        return 1 if sb == sc else 2
    return 2 if sc == sa or sc == sb else 3


def _ranks_sorted(a: int, b: int, c: int) -> tuple[int, int, int]:
    """The ranks of three suited tiles, lowest first. (Compared pairwise: a set and a sorted
    list per call cost most of a new combination pattern's search once compiled.)"""
    r0, r1, r2 = a % 9, b % 9, c % 9
    if r0 > r1:
        r0, r1 = r1, r0
    if r1 > r2:
        r1, r2 = r2, r1
    if r0 > r1:
        r0, r1 = r1, r0
    return r0, r1, r2


def _chow_triple_fan(a: int, b: int, c: int) -> str | None:
    suits = _suits_among(a, b, c)
    r0, r1, r2 = _ranks_sorted(a, b, c)
    straight = r0 == 0 and r1 == 3 and r2 == 6
    if suits == 3:
        if r1 == r0 + 1 and r2 == r1 + 1:
            return "mixed_shifted_chows"
        if r0 == r2:
            return "mixed_triple_chow"
        if straight:
            return "mixed_straight"
        return None
    if suits == 1:
        if straight:
            return "pure_straight"
        step = r1 - r0
        if r2 - r1 == step and (step == 1 or step == 2):
            return "pure_shifted_chows"
        if r0 == r2:
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
        return "double_pung" if a % 9 == b % 9 else None
    if is_dragon(a) and is_dragon(b):
        return "two_dragons_pungs"
    return None


def _pung_triple_fan(a: int, b: int, c: int) -> str | None:
    if a > b:
        a, b = b, a
    if b > c:
        b, c = c, b
    if a > b:
        a, b = b, a
    if c < 27:
        suits = _suits_among(a, b, c)
        r0, r1, r2 = _ranks_sorted(a, b, c)
        if suits == 3:
            if r1 == r0 + 1 and r2 == r1 + 1:
                return "mixed_shifted_pungs"
            if r0 == r2:
                return "triple_pung"
        elif suits == 1 and b == a + 1 and c == b + 1:
            return "pure_shifted_pungs"
        return None
    if is_wind(a) and is_wind(b) and is_wind(c):
        return "big_three_winds"
    if is_dragon(a) and is_dragon(b) and is_dragon(c):
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
