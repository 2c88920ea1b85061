"""A tournament as pure values and functions: its players, the seating of each round (each
method a pure function), and the standings summed from the tables' match sheets.

A tournament is played under one rule set that keeps match sheets (MCR, riichi, three-player
riichi, Taiwanese): each table of each round is one of today's matches
(:mod:`core.referee.match`), so every hand keeps its claim, verdict and history, and the
tournament adds only who sat where. The store keeps it (:mod:`core.referee.records`); the
command line is ``mjscore tournament`` (:mod:`core.shells.tournament_cli`).

**Tables.** As many players a table as the rule set's match rules seat (four; three under
three-player riichi). A count of players that does not fill the tables is refused, with how
many are left over. In a table's seat list the first player is East in the match's first hand.

**Seating**, each a pure function of its inputs:

- :func:`random_round`: a shuffle of the players by a seed (the first round);
- :func:`by_standing` (Swiss): the players in standing order, seated four by four: the first
  four at table 1, the next four at table 2... (high against high, as the last round of many
  tournaments is played);
- :func:`snake`: the standing order dealt out across the tables back and forth (table 1 gets
  places 1, 2T, 2T+1, 4T; table 2 gets 2, 2T-1, ... with T tables), so every table has one
  player from each band of the standings;
- :func:`prescripted`: a schedule read from CSV text (``round,table,seat 1,...`` with the
  players by number or name);
- :func:`fewest_repeats`: a whole schedule, made so that as few pairs of players as can be
  found meet more than once, and the number of repeat meetings reported
  (:func:`repeat_meetings`); given the rounds played (``before``), the rest of the schedule
  so against them.

Every seating is checked (:func:`check_round`): each player at exactly one table, every table
full.

**Standings** (:func:`standings`): each player's table points and score summed over the
tables they sat at (the match rules' own table points: MCR 4/2/1/0 shared on ties; riichi the
final result with uma and oka; the score a player's points less the start), ranked by table
points, then by score (the tiebreak of the MCR Green Book §10 as EMA tournaments apply it, and
of the riichi presets). Players equal on both share the place, as the EMA's results pages show
them (a tie "when table points and score are equal": same place, same base rank), unless the
tournament names further tiebreaks (:data:`TIEBREAKS`), tried in the order given:

- ``hands_won``: more hands won. Mahjong Time's MCR tournament rules: "If a tie in table points
  occurs between players, the player with the highest overall score will be ranked higher. In
  the unlikely event that two players are tied in both table points AND overall score, the
  player that won more hands in the game will be ranked higher."
- ``average_place``: the better (lower) average place at the tables played. Pantheon, the riichi
  tournament program, ranks players of equal rating so (``EventRatingTable``: "lower avg place
  is better"). A player's place at a table is 1 + how many players of the table had more table
  points, or as many and a higher score (players equal on both share the better place).

Players equal after every tiebreak named share the place.
"""

from __future__ import annotations

import csv
import io
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations, permutations
from typing import Final

from core.engine.match_rules import LIST_SEP, MatchError, refused
from core.model.names import Names, name_key, same, separated

#: one round's seating: each table's players, by number, in seat order (the first is East)
Round = tuple[tuple[int, ...], ...]

E_COUNT: Final = Names(
    "{count} players cannot fill tables of {size}: {left} left over; add {missing} more (a "
    "substitute will do) or take {left} out",
    "{count} 位选手无法坐满每桌 {size} 人：多出 {left} 位；请再加 {missing} 位（可用替补）或减去 {left} 位",
    "{count} 位選手無法坐滿每桌 {size} 人：多出 {left} 位；請再加 {missing} 位（可用替補）或減去 {left} 位",
    "{count} 人では {size} 人卓が埋まりません：{left} 人余ります。あと {missing} 人（補欠でも可）加えるか、"
    "{left} 人減らしてください",
)
E_NO_PLAYERS: Final = Names(
    "a tournament needs players: none are given",
    "比赛需要选手：还没有选手",
    "比賽需要選手：還沒有選手",
    "大会には参加者が必要です：まだいません",
)
E_TABLE_SIZE: Final = Names(
    "round {round}, table {table} seats {n} players, not {size}",
    "第 {round} 轮第 {table} 桌坐了 {n} 人，应为 {size} 人",
    "第 {round} 輪第 {table} 桌坐了 {n} 人，應為 {size} 人",
    "第 {round} 回戦 {table} 卓の人数は {n} 人です（{size} 人のはず）",
)
E_TWICE: Final = Names(
    "round {round}: player {player} is seated twice",
    "第 {round} 轮：选手 {player} 被安排了两次",
    "第 {round} 輪：選手 {player} 被安排了兩次",
    "第 {round} 回戦：参加者 {player} が2回配席されています",
)
E_UNSEATED: Final = Names(
    "round {round}: no seat for {players}",
    "第 {round} 轮：{players} 没有座位",
    "第 {round} 輪：{players} 沒有座位",
    "第 {round} 回戦：{players} の席がありません",
)
E_STRANGER: Final = Names(
    "round {round}: {player} is not a player of the tournament",
    "第 {round} 轮：{player} 不是本比赛的选手",
    "第 {round} 輪：{player} 不是本比賽的選手",
    "第 {round} 回戦：{player} はこの大会の参加者ではありません",
)
E_CSV: Final = Names(
    "line {line} of the seating: {problem}",
    "座位表第 {line} 行：{problem}",
    "座位表第 {line} 行：{problem}",
    "配席表の {line} 行目：{problem}",
)
E_CSV_ROW: Final = Names(
    "a row is round, table and {size} players, not {row}",
    "每行应为：轮次、桌号和 {size} 位选手，不能是 {row}",
    "每行應為：輪次、桌號和 {size} 位選手，不能是 {row}",
    "1行は回戦・卓番号・参加者 {size} 人です（{row} は不可）",
)
E_CSV_NUMBER: Final = Names(
    "{field} must be a whole number from 1, not {value}",
    "{field}必须是从 1 起的整数，不能是 {value}",
    "{field}必須是從 1 起的整數，不能是 {value}",
    "{field}は 1 以上の整数です（{value} は不可）",
)
E_CSV_ROUNDS: Final = Names(
    "the seating has rounds {found}: they must be 1 to {last} with none missing",
    "座位表的轮次为 {found}：应从 1 到 {last}，不能缺轮",
    "座位表的輪次為 {found}：應從 1 到 {last}，不能缺輪",
    "配席表の回戦は {found} です：1 から {last} まで欠けなく必要です",
)
E_CSV_TABLES: Final = Names(
    "round {round} has tables {found}: they must be 1 to {last} with none missing",
    "第 {round} 轮的桌号为 {found}：应从 1 到 {last}，不能缺桌",
    "第 {round} 輪的桌號為 {found}：應從 1 到 {last}，不能缺桌",
    "第 {round} 回戦の卓は {found} です：1 から {last} まで欠けなく必要です",
)
E_NO_PLAYER_NAMED: Final = Names("no player {ref}", "没有选手 {ref}", "沒有選手 {ref}", "参加者 {ref} はいません")

#: the most rounds a tournament has, and a schedule is made for
MAX_ROUNDS: Final = 100
#: the most players a tournament seats, and a schedule is made for
MAX_PLAYERS: Final = 1000
#: the most tables a round has (:data:`MAX_PLAYERS` at tables of three)
MAX_TABLES: Final = MAX_PLAYERS // 3
#: the players a table seats (three-player riichi: three; the other rule sets: four)
TABLE_SIZES: Final = (3, 4)
#: the largest seed of a seating (a shuffle's)
MAX_SEED: Final = 2**32 - 1
#: how many pairs of tables (each one) and swaps of two players (each one) the search for fewest
#: repeats weighs at most for one schedule or one round, about two seconds: a schedule whose
#: repeats cannot all be avoided (100 players over 20 rounds) was searched for 36 s; past it, the
#: best schedule found so far is given
SEARCH_BUDGET: Final = 6_000_000

E_PLAN_SIZE: Final = Names(
    "a table seats {sizes} players, not {size}",
    "每桌坐 {sizes} 人，不能是 {size} 人",
    "每桌坐 {sizes} 人，不能是 {size} 人",
    "1卓は {sizes} 人です（{size} 人は不可）",
)
E_PLAN_PLAYERS: Final = Names(
    "a seating is made for 1 to {most} players, not {n}",
    "排座适用于 1 到 {most} 位选手，不能是 {n} 位",
    "排座適用於 1 到 {most} 位選手，不能是 {n} 位",
    "配席は 1〜{most} 人が対象です（{n} 人は不可）",
)
E_PLAN_ROUNDS: Final = Names(
    "a schedule has 1 to {most} rounds, not {n}",
    "座位表有 1 到 {most} 轮，不能是 {n} 轮",
    "座位表有 1 到 {most} 輪，不能是 {n} 輪",
    "座席表は 1〜{most} 回戦です（{n} 回戦は不可）",
)

_ROUND: Final = Names("round", "轮次", "輪次", "回戦")
_TABLE: Final = Names("table", "桌号", "桌號", "卓番号")


def check_count(count: int, size: int) -> None:
    """Refuses a count of players that does not fill tables of ``size``, saying how many are
    left over and how many would fill the last table (and a size that is no table's, a count
    beyond :data:`MAX_PLAYERS`)."""
    if size not in TABLE_SIZES:
        raise refused(E_PLAN_SIZE, "bad_seating", size=size, sizes=" / ".join(map(str, TABLE_SIZES)))
    if count > MAX_PLAYERS:
        raise refused(E_PLAN_PLAYERS, "bad_tournament", most=MAX_PLAYERS, n=count)
    if count <= 0:
        raise refused(E_NO_PLAYERS, "bad_tournament")
    left = count % size
    if left:
        raise refused(E_COUNT, "bad_tournament", count=count, size=size, left=left, missing=size - left)


def _tables(order: Sequence[int], size: int) -> Round:
    return tuple(tuple(order[i : i + size]) for i in range(0, len(order), size))


def check_round(seating: Round, players: Iterable[int], size: int, number: int = 1) -> Round:
    """A round's seating checked against the players: every table of ``size``, each player at
    exactly one table, nobody who is not a player. ``number``: the round, as the refusal says it."""
    known = set(players)
    seen: set[int] = set()
    for t, table in enumerate(seating, 1):
        if len(table) != size:
            raise refused(E_TABLE_SIZE, "bad_seating", round=number, table=t, n=len(table), size=size)
        for p in table:
            if p not in known:
                raise refused(E_STRANGER, "bad_seating", round=number, player=p)
            if p in seen:
                raise refused(E_TWICE, "bad_seating", round=number, player=p)
            seen.add(p)
    missing = sorted(known - seen)
    if missing:
        raise refused(
            E_UNSEATED, "bad_seating", round=number, players=separated([same(str(p)) for p in missing], LIST_SEP)
        )
    return tuple(tuple(t) for t in seating)


def random_round(players: Sequence[int], size: int, seed: int) -> Round:
    """The players shuffled by ``seed`` (the same seed, the same seating) and seated ``size`` by
    ``size``."""
    check_count(len(players), size)
    order = list(players)
    random.Random(seed).shuffle(order)
    return _tables(order, size)


def by_standing(order: Sequence[int], size: int) -> Round:
    """Swiss seating: the players in standing order (first place first), the first ``size`` at
    table 1, the next at table 2...: high against high."""
    check_count(len(order), size)
    return _tables(list(order), size)


def snake(order: Sequence[int], size: int) -> Round:
    """The standing order dealt across the tables back and forth: with T tables, places 1..T go
    to tables 1..T, places T+1..2T to tables T..1, and so on; each table holds one player of
    each band of T places."""
    check_count(len(order), size)
    count = len(order) // size
    tables: list[list[int]] = [[] for _ in range(count)]
    for band in range(size):
        chunk = order[band * count : (band + 1) * count]
        for i, p in enumerate(chunk):
            tables[i if band % 2 == 0 else count - 1 - i].append(p)
    return tuple(tuple(t) for t in tables)


def meetings(schedule: Iterable[Round]) -> dict[tuple[int, int], int]:
    """How many times each pair of players (the lower number first) sat at one table."""
    met: dict[tuple[int, int], int] = {}
    for seating in schedule:
        for table in seating:
            for a, b in combinations(sorted(table), 2):
                met[(a, b)] = met.get((a, b), 0) + 1
    return met


def repeat_meetings(schedule: Iterable[Round]) -> int:
    """The repeat meetings of a schedule: for each pair of players, the times they met beyond
    the first (0: nobody meets anybody twice)."""
    return sum(n - 1 for n in meetings(schedule).values() if n > 1)


def _table_cost(table: Sequence[int], met: Mapping[tuple[int, int], int]) -> int:
    return sum(met.get((a, b) if a < b else (b, a), 0) for a, b in combinations(table, 2))


class _Budget:
    """The swaps a search may still weigh (:data:`SEARCH_BUDGET`): it stops, with what it has,
    when they run out. Counted, not timed: the same seed gives the same schedule anywhere."""

    __slots__ = ("left",)

    def __init__(self, left: int = SEARCH_BUDGET) -> None:
        self.left = left


def _improve(
    tables: list[list[int]], met: Mapping[tuple[int, int], int], rng: random.Random, budget: _Budget | None = None
) -> None:
    """Swap players between two tables while a swap lowers the meetings already had (a local
    search: the best swap first, until none helps, or the ``budget`` of swaps weighed is spent).

    A swap's gain is read from each player's meetings at their own table and with the other
    table (``own``, ``with_other``), as :func:`_table_cost` of the two tables before and after
    would give it, without making the swap."""
    budget = budget or _Budget()

    def m(x: int, y: int) -> int:
        return met.get((x, y) if x < y else (y, x), 0)

    improved = True
    while improved and budget.left > 0:
        improved = False
        best = (0, -1, -1, -1, -1)
        own = [[sum(m(p, q) for q in t if q != p) for p in t] for t in tables]
        for i, j in combinations(range(len(tables)), 2):
            if budget.left <= 0:
                break
            budget.left -= 1
            own_i, own_j = own[i], own[j]
            if not any(own_i) and not any(own_j):  # (the two tables' meetings cost nothing)
                continue
            ti, tj = tables[i], tables[j]
            budget.left -= len(ti) * len(tj)
            cross = [[m(a, b) for b in tj] for a in ti]
            a_with_j = [sum(row) for row in cross]
            b_with_i = [sum(column) for column in zip(*cross)]
            for a in range(len(ti)):
                for b in range(len(tj)):
                    gain = own_i[a] + own_j[b] - a_with_j[a] - b_with_i[b] + 2 * cross[a][b]
                    if gain > best[0] or (gain == best[0] > 0 and rng.random() < 0.5):
                        best = (gain, i, j, a, b)
        if best[0] > 0:
            _, i, j, a, b = best
            tables[i][a], tables[j][b] = tables[j][b], tables[i][a]
            improved = True


def fewest_repeats(
    players: Sequence[int], rounds: int, size: int, seed: int, tries: int = 20, before: Sequence[Round] = ()
) -> tuple[Round, ...]:
    """A whole schedule of ``rounds`` with as few repeat meetings as a search finds: each round
    shuffled by the seed, then improved by swapping players between tables against the meetings
    of the rounds before; ``tries`` schedules made, the one with the fewest repeats kept (the
    first found on a tie). :func:`repeat_meetings` says how many it has. The same seed gives the
    same schedule. ``before``: rounds played already, which the schedule follows (their meetings
    count; they are not in the schedule returned). The search weighs at most
    :data:`SEARCH_BUDGET` swaps in all (then the best schedule made is given); 1 to
    :data:`MAX_ROUNDS` rounds, 1 to :data:`MAX_PLAYERS` players."""
    check_count(len(players), size)
    if isinstance(rounds, bool) or not 1 <= rounds <= MAX_ROUNDS:
        raise refused(E_PLAN_ROUNDS, "bad_tournament", most=MAX_ROUNDS, n=rounds)
    rng = random.Random(seed)
    budget = _Budget()
    best: tuple[Round, ...] | None = None
    best_repeats = -1
    for _ in range(max(1, tries)):
        if best is not None and budget.left <= 0:
            break
        schedule: list[Round] = list(before)
        met: dict[tuple[int, int], int] = meetings(before)
        for _r in range(rounds):
            order = list(players)
            rng.shuffle(order)
            tables = [list(t) for t in _tables(order, size)]
            _improve(tables, met, rng, budget)
            seating = tuple(tuple(t) for t in tables)
            schedule.append(seating)
            for a, b in meetings([seating]):
                met[(a, b)] = met.get((a, b), 0) + 1
        repeats = repeat_meetings(schedule)
        if best is None or repeats < best_repeats:
            best, best_repeats = tuple(schedule[len(before) :]), repeats
        if best_repeats == 0:
            break
    assert best is not None
    return best


def wind_counts(rounds: Iterable[Round]) -> dict[int, list[int]]:
    """How often each player sat in each seat (the first East, then South...) in ``rounds``."""
    counts: dict[int, list[int]] = {}
    for seating in rounds:
        for table in seating:
            for seat, p in enumerate(table):
                counts.setdefault(p, [0] * len(table))[seat] += 1
    return counts


def balance_winds(seating: Round, before: Iterable[Round]) -> Round:
    """``seating`` with each table's players put in the seat order that evens out the seats each
    player has had in the rounds ``before``: of every order of the table's players, the one where
    the fewest have a seat again (the sum over the players of how often they sat in the seat
    given), the order given where several are as good. Four rounds of the same four players
    give each player each wind once. The tables and who sits at them do not change."""
    counts = wind_counts(before)

    def cost(order: Sequence[int]) -> int:
        return sum(counts.get(p, [0] * len(order))[seat] for seat, p in enumerate(order))

    out = []
    for table in seating:
        best = min(permutations(table), key=cost)  # (permutations come in order: the given one first)
        out.append(tuple(best) if cost(best) < cost(table) else tuple(table))
    return tuple(out)


def prescripted(text: str, players: Mapping[str, int], size: int) -> tuple[Round, ...]:
    """A schedule read from CSV text: a row ``round,table,player,...`` (``size`` players, the
    first East) a table; players by number or by name (``players``: each name and number as
    text, mapped to the number); a first row that does not start with a number is a header.
    Rounds and tables must run from 1 with none missing; each round is checked
    (:func:`check_round`)."""
    found: dict[int, dict[int, tuple[int, ...]]] = {}
    rows = list(csv.reader(io.StringIO(text)))
    lowered = {name_key(k): v for k, v in players.items()}
    for line, row in enumerate(rows, 1):
        cells = [c.strip() for c in row]
        if not any(cells) or (line == 1 and cells and not cells[0].isdigit()):
            continue
        if len(cells) != size + 2:
            raise refused(
                E_CSV, "bad_seating", line=line, problem=E_CSV_ROW.format(size=size, row=same(",".join(cells)))
            )
        numbers = []
        for field, cell in ((_ROUND, cells[0]), (_TABLE, cells[1])):
            if not (cell.isascii() and cell.isdigit() and int(cell) >= 1):
                raise refused(
                    E_CSV, "bad_seating", line=line, problem=E_CSV_NUMBER.format(field=field, value=same(repr(cell)))
                )
            numbers.append(int(cell))
        seats = []
        for cell in cells[2:]:
            if name_key(cell) not in lowered:
                raise refused(E_CSV, "bad_seating", line=line, problem=E_NO_PLAYER_NAMED.format(ref=same(repr(cell))))
            seats.append(lowered[name_key(cell)])
        found.setdefault(numbers[0], {})[numbers[1]] = tuple(seats)
    if sorted(found) != list(range(1, len(found) + 1)) or not found:
        raise refused(E_CSV_ROUNDS, "bad_seating", found=", ".join(map(str, sorted(found))) or "-", last=len(found))
    schedule = []
    known = set(players.values())
    for r in sorted(found):
        tables = found[r]
        if sorted(tables) != list(range(1, len(tables) + 1)):
            raise refused(
                E_CSV_TABLES, "bad_seating", round=r, found=", ".join(map(str, sorted(tables))), last=len(tables)
            )
        schedule.append(check_round(tuple(tables[t] for t in sorted(tables)), known, size, r))
    return tuple(schedule)


# --- standings ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TableResult:
    """What one table of one round gave each of its players: the players (by tournament
    number, in seat order), their table points and their scores (points less the start), and
    whether the table's match is over."""

    round: int
    table: int
    players: tuple[int, ...]
    table_points: tuple[Fraction, ...]
    scores: tuple[int, ...]
    finished: bool = True
    #: the entries on the table's sheet (0: no hand recorded yet)
    entries: int = 0
    #: the hands each player won, in seat order (empty: not counted)
    wins: tuple[int, ...] = ()

    def places(self) -> tuple[int, ...]:
        """Each player's place at the table (see the module's text), in seat order."""
        keys = list(zip(self.table_points, self.scores))
        return tuple(1 + sum(1 for other in keys if other > mine) for mine in keys)


@dataclass(frozen=True, slots=True)
class Standing:
    """A player's place after the rounds counted: table points and score summed, the tables
    played, the place (players equal on both share it)."""

    place: int
    player: int
    table_points: Fraction
    score: int
    played: int
    #: the hands won at the tables counted
    wins: int = 0
    #: the average place at the tables counted (0 before any)
    average_place: Fraction = Fraction(0)


#: the tiebreaks a tournament may name after table points and score (see the module's text)
TIEBREAKS: Final[dict[str, Names]] = {
    "hands_won": Names("more hands won", "和牌次数多者优先", "胡牌次數多者優先", "和了回数の多い方が上位"),
    "average_place": Names(
        "the better average place at the tables",
        "各桌平均名次较好者优先",
        "各桌平均名次較好者優先",
        "卓内平均順位の良い方が上位",
    ),
}

E_TIEBREAK: Final = Names(
    "unknown tiebreak {key}; the tiebreaks are {known}",
    "没有这种同分决胜方式 {key}；可用：{known}",
    "沒有這種同分決勝方式 {key}；可用：{known}",
    "同点時の順位決定方法 {key} はありません。使えるもの：{known}",
)


def check_tiebreaks(keys: Iterable[str]) -> tuple[str, ...]:
    """The tiebreaks named, checked: each one of :data:`TIEBREAKS`, once."""
    out: list[str] = []
    for key in keys:
        if key not in TIEBREAKS:
            raise refused(E_TIEBREAK, "bad_tournament", key=repr(key), known=", ".join(TIEBREAKS))
        if key not in out:
            out.append(key)
    return tuple(out)


def standings(
    players: Iterable[int],
    results: Iterable[TableResult],
    through: int | None = None,
    unranked: Iterable[int] = (),
    tiebreaks: Sequence[str] = (),
) -> tuple[Standing, ...]:
    """The standings after round ``through`` (default: every round given): each player's table
    points and scores summed, ranked by table points, then score, then the ``tiebreaks`` named;
    players equal on all share the place; in the order of their places (by number within one).
    ``unranked``: the substitutes, whose results are left out."""
    chain = check_tiebreaks(tiebreaks)
    skipped = set(unranked)
    points: dict[int, Fraction] = {p: Fraction(0) for p in players}
    scores: dict[int, int] = {p: 0 for p in points}
    played: dict[int, int] = {p: 0 for p in points}
    wins: dict[int, int] = {p: 0 for p in points}
    places: dict[int, int] = {p: 0 for p in points}
    for r in results:
        if through is not None and r.round > through:
            continue
        table_wins = r.wins or (0,) * len(r.players)
        for p, tp, sc, won, at in zip(r.players, r.table_points, r.scores, table_wins, r.places()):
            if p in skipped:
                continue
            if p not in points:
                raise MatchError(
                    f"player {p} of round {r.round}, table {r.table} is not a player of the tournament",
                    code="bad_tournament",
                )
            points[p] += tp
            scores[p] += sc
            played[p] += 1
            wins[p] += won
            places[p] += at
    average = {p: Fraction(places[p], played[p]) if played[p] else Fraction(0) for p in points}
    extra: dict[str, Callable[[int], Fraction]] = {
        "hands_won": lambda p: Fraction(-wins[p]),
        "average_place": lambda p: average[p],
    }

    def key(p: int) -> tuple[Fraction, ...]:
        return (-points[p], Fraction(-scores[p]), *(extra[k](p) for k in chain))

    order = sorted(points, key=lambda p: (key(p), p))
    out = []
    place, last = 0, None
    for i, p in enumerate(order, 1):
        if key(p) != last:  # (players equal on every key share the place of the first of them)
            place, last = i, key(p)
        out.append(Standing(place, p, points[p], scores[p], played[p], wins[p], average[p]))
    return tuple(out)


def standing_order(rows: Sequence[Standing]) -> list[int]:
    """The players in standing order (a Swiss or snake seating's input)."""
    return [s.player for s in rows]
