"""What the tournaments of a match store are, as the program reads them (a tournament, its
players, each round's state and tables, a player's figures), and what the tournaments' store
refuses, in every language (:mod:`core.referee.tournament_store` keeps them)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Final

from core.engine.match_rules import refused
from core.model.names import Names
from core.referee.tournament import Round

E_NO_TOURNAMENT: Final = Names(
    "no tournament {id} in the store", "记录库中没有比赛 {id}", "記錄庫中沒有比賽 {id}", "大会 {id} は記録にありません"
)
E_TOURNAMENT_EXISTS: Final = Names(
    "a tournament {id} exists already", "比赛 {id} 已经存在", "比賽 {id} 已經存在", "大会 {id} はすでにあります"
)
E_PLAYER_NAME: Final = Names("a player needs a name", "选手需要名字", "選手需要名字", "参加者には名前が必要です")
E_PLAYER_TWICE: Final = Names(
    "a player {name} is registered already",
    "选手 {name} 已经登记",
    "選手 {name} 已經登記",
    "参加者 {name} はすでに登録されています",
)
E_PLAYERS_FIXED: Final = Names(
    "round 1 is seated: the players are fixed (a substitute takes a seat instead)",
    "第 1 轮已排座：选手名单已固定（可用替补入座）",
    "第 1 輪已排座：選手名單已固定（可用替補入座）",
    "第 1 回戦の配席済み：参加者は確定しています（補欠が代わりに着席します）",
)
E_ROUND_RANGE: Final = Names(
    "round {round} is not one of the tournament's rounds 1 to {rounds}",
    "第 {round} 轮不在本比赛的第 1 至 {rounds} 轮之内",
    "第 {round} 輪不在本比賽的第 1 至 {rounds} 輪之內",
    "第 {round} 回戦は大会の 1〜{rounds} 回戦にありません",
)
E_SEATED: Final = Names(
    "round {round} is seated already",
    "第 {round} 轮已经排座",
    "第 {round} 輪已經排座",
    "第 {round} 回戦はすでに配席済みです",
)
E_PREVIOUS_OPEN: Final = Names(
    "round {previous} is not closed: close it before seating round {round}",
    "第 {previous} 轮尚未结束：请先结束再排第 {round} 轮",
    "第 {previous} 輪尚未結束：請先結束再排第 {round} 輪",
    "第 {previous} 回戦が終わっていません：第 {round} 回戦の配席の前に締めてください",
)
E_NOT_SEATED: Final = Names(
    "round {round} is not seated",
    "第 {round} 轮尚未排座",
    "第 {round} 輪尚未排座",
    "第 {round} 回戦はまだ配席されていません",
)
E_CLOSED: Final = Names(
    "round {round} is closed already",
    "第 {round} 轮已经结束",
    "第 {round} 輪已經結束",
    "第 {round} 回戦はすでに締められています",
)
E_TABLES_PLAYING: Final = Names(
    "round {round} has tables still playing: {tables}; close it when they finish, or on time",
    "第 {round} 轮还有桌在进行：{tables}；请等其结束或按时间结束本轮",
    "第 {round} 輪還有桌在進行：{tables}；請等其結束或按時間結束本輪",
    "第 {round} 回戦はまだ対局中の卓があります：{tables}。終わってから、または時間切れで締めてください",
)
E_SUBSTITUTE: Final = Names(
    "player {player} is not a substitute",
    "选手 {player} 不是替补",
    "選手 {player} 不是替補",
    "参加者 {player} は補欠ではありません",
)
E_NOT_REGULAR: Final = Names(
    "player {player} is not a player of the round to be replaced",
    "选手 {player} 不是本轮可被替换的选手",
    "選手 {player} 不是本輪可被替換的選手",
    "参加者 {player} はこの回戦で交代できる参加者ではありません",
)
E_SUBSTITUTE_TWICE: Final = Names(
    "a substitute takes one seat a round",
    "一位替补每轮只能坐一个座位",
    "一位替補每輪只能坐一個座位",
    "補欠が座れるのは1回戦に1席です",
)
E_NO_SCHEDULE: Final = Names(
    "a prescripted seating needs its schedule (a CSV file)",
    "预定座位须提供座位表（CSV 文件）",
    "預定座位須提供座位表（CSV 檔案）",
    "事前の座席表（CSV ファイル）が必要です",
)
E_SCHEDULE_SHORT: Final = Names(
    "the schedule has {rounds} rounds, not round {round}",
    "座位表只有 {rounds} 轮，没有第 {round} 轮",
    "座位表只有 {rounds} 輪，沒有第 {round} 輪",
    "座席表は {rounds} 回戦までで、第 {round} 回戦はありません",
)
E_METHOD: Final = Names(
    "unknown seating method {method}; the methods are {known}",
    "没有这种排座方式 {method}；可用：{known}",
    "沒有這種排座方式 {method}；可用：{known}",
    "座席の決め方 {method} はありません。使えるもの：{known}",
)
#: the seating methods :meth:`Tournaments.propose` knows
METHODS: Final = ("random", "swiss", "snake", "fewest", "csv")
E_ROUNDS: Final = Names(
    "a tournament has at least one round and at most {most}, not {rounds}",
    "比赛有 1 到 {most} 轮，不能是 {rounds}",
    "比賽有 1 到 {most} 輪，不能是 {rounds}",
    "大会は 1〜{most} 回戦です（{rounds} は不可）",
)
E_THROUGH: Final = Names(
    "standings after round {round}: the tournament has rounds 1 to {rounds}",
    "第 {round} 轮后的排名：本比赛只有第 1 至 {rounds} 轮",
    "第 {round} 輪後的排名：本比賽只有第 1 至 {rounds} 輪",
    "第 {round} 回戦後の順位：大会は 1〜{rounds} 回戦です",
)


@dataclass(frozen=True, slots=True)
class Player:
    """A registered player: the number (1 first), the name, a country, EMA and WRC ids where they
    have them, and whether the player is a substitute (who takes the seat of an absent player
    for a round and is not ranked)."""

    number: int
    name: str
    country: str = ""
    ema: str = ""
    wrc: str = ""
    substitute: bool = False
    #: the first and last name as the players file gave them apart ('' where it gave one name)
    first_name: str = ""
    last_name: str = ""


@dataclass(frozen=True, slots=True)
class Tournament:
    """A tournament: its id, title, rule set, planned rounds, and the options every table's match
    is played with."""

    id: str
    title: str
    rules: str
    rounds: int
    created: str
    preset: str = ""
    options: tuple[tuple[str, Any], ...] = ()
    match_options: tuple[tuple[str, Any], ...] = ()
    #: the tiebreaks after table points and score (:data:`core.referee.tournament.TIEBREAKS`)
    tiebreaks: tuple[str, ...] = ()
    #: where and when it is played, as the director gives them (the results' head)
    place: str = ""
    dates: str = ""


@dataclass(frozen=True, slots=True)
class Table:
    """One table of one round: its players (by number, in seat order: the first is East) and
    the match that holds its hands."""

    round: int
    number: int
    seats: tuple[int, ...]
    match_id: str
    #: the substitutes at the table and whom each sat for, as (substitute, absent player) pairs
    replaced: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class RoundState:
    """A round: how it was seated, its tables, whether (and when) it was closed, and whether on
    time."""

    number: int
    method: str
    seated: str
    tables: tuple[Table, ...]
    closed: str = ""
    time_called: bool = False


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """A player's figures from the hands recorded at their tables: the hands played (wins and
    draws), the wins, those self-drawn, the wins they dealt in, the points the wins brought
    (what the sheet moved to the winner: honba and sticks included) and the hands' totals (fan,
    han or 台, as the rule set counts)."""

    player: int
    hands: int = 0
    wins: int = 0
    self_drawn: int = 0
    deal_ins: int = 0
    points_won: int = 0
    totals: int = 0

    @property
    def average_points(self) -> Fraction:
        return Fraction(self.points_won, self.wins) if self.wins else Fraction(0)

    @property
    def average_total(self) -> Fraction:
        return Fraction(self.totals, self.wins) if self.wins else Fraction(0)

    @property
    def self_draw_share(self) -> Fraction:
        return Fraction(self.self_drawn, self.wins) if self.wins else Fraction(0)

    @property
    def deal_in_share(self) -> Fraction:
        return Fraction(self.deal_ins, self.hands) if self.hands else Fraction(0)


def _sorted_round(seating: Round) -> list[list[int]]:
    """A round's tables as sets of players, in one order (a plan's round and the round seated
    from it compare equal whatever the seat order: winds may have been balanced)."""
    return sorted(sorted(table) for table in seating)


E_DETAIL: Final = Names(
    "the tournament's {field} is at most 200 characters of text on one line",
    "比赛的{field}最多 200 个字符，且只能一行",
    "比賽的{field}最多 200 個字元，且只能一行",
    "大会の{field}は 1 行・200 文字までです",
)


def _detail(text: str, field: Names) -> str:
    """A tournament's place or dates as kept: one line, spaces made plain, at most 200 characters."""
    kept = " ".join(str(text).split())
    if len(kept) > 200 or any(c in str(text) for c in "\n\r\x00"):
        raise refused(E_DETAIL, "bad_tournament", field=field)
    return kept
