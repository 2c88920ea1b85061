"""Generated riichi hands and the ``mahjong`` package (MahjongRepository/mahjong) as their oracle.

Test-only: core/ never imports ``mahjong``. :func:`generate` makes a complete hand as a
batch record (closed and open, chows, pungs, kongs of every kind, seven pairs, the thirteen
orphans, red fives, dora and ura indicators, honba, sticks and the situational flags, each
only where it can happen), and :func:`oracle` scores the same record with ``mahjong``'s
``HandCalculator``: the tiles get 136-format ids (a red five is copy 0 of its five, as
``mahjong`` has it), the indicators the copies the hand does not hold.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

SUITS = "mpsz"


def _tile(kind: int, red: bool = False) -> str:
    if red:
        return f"0{SUITS[kind // 9]}"
    return f"{kind % 9 + 1}{SUITS[kind // 9]}" if kind < 27 else f"{kind - 26}z"


def _tiles(kinds: list[tuple[int, bool]]) -> str:
    return "".join(_tile(k, r) for k, r in kinds)


@dataclass
class Generated:
    record: dict[str, Any]
    #: every tile of the hand as (kind, red), standing first, then each meld's, then the win
    standing: list[tuple[int, bool]]
    melds: list[tuple[str, list[tuple[int, bool]]]]
    win: tuple[int, bool]
    dora: list[int]
    ura: list[int]


def _chow_ok(first: int) -> bool:
    return first < 27 and first % 9 <= 6


def generate(rng: random.Random) -> Generated:
    """One complete hand with its context and options (a batch record)."""
    while True:
        g = _try(rng)
        if g is not None:
            return g


def _try(rng: random.Random) -> Generated | None:
    counts = [0] * 34
    roll = rng.random()
    suit_pool: list[int]
    style = rng.random()
    if style < 0.2:  # one suit and honours
        s = rng.randrange(3)
        suit_pool = list(range(9 * s, 9 * s + 9)) + list(range(27, 34))
    elif style < 0.3:  # one suit
        s = rng.randrange(3)
        suit_pool = list(range(9 * s, 9 * s + 9))
    elif style < 0.37:  # terminals and honours
        suit_pool = [0, 8, 9, 17, 18, 26] + list(range(27, 34))
    elif style < 0.42:  # green
        suit_pool = [19, 20, 21, 23, 25, 32]
    elif style < 0.5:  # simples
        suit_pool = [k for k in range(27) if k % 9 not in (0, 8)]
    else:
        suit_pool = list(range(34))
    groups: list[tuple[str, int]] = []  # ("chow"/"pung"/"kong", first)
    if roll < 0.07:  # seven pairs
        kinds = rng.sample(suit_pool if len(suit_pool) >= 7 else list(range(34)), 7)
        concealed = [(k, False) for k in kinds for _ in range(2)]
        melds: list[tuple[str, list[tuple[int, bool]]]] = []
    elif roll < 0.1:  # thirteen orphans
        orphans = [0, 8, 9, 17, 18, 26] + list(range(27, 34))
        concealed = [(k, False) for k in orphans] + [(rng.choice(orphans), False)]
        melds = []
    elif roll < 0.115:  # nine gates: 1112345678999 of a suit and one more of it
        base = 9 * rng.randrange(3)
        concealed = [(base + i, False) for i, n in enumerate((3, 1, 1, 1, 1, 1, 1, 1, 3)) for _ in range(n)]
        concealed.append((base + rng.randrange(9), False))
        melds = []
    else:
        pung_rate = rng.choice((0.2, 0.45, 0.8))
        for _ in range(4):
            for _attempt in range(20):
                first = rng.choice(suit_pool)
                if rng.random() < pung_rate or not _chow_ok(first):
                    kind = "kong" if rng.random() < 0.12 else "pung"
                    need = 4 if kind == "kong" else 3
                    if counts[first] + need <= 4:
                        counts[first] += need
                        groups.append((kind, first))
                        break
                elif all(counts[first + i] < 4 for i in range(3)) and all(
                    k in suit_pool for k in (first + 1, first + 2)
                ):
                    for i in range(3):
                        counts[first + i] += 1
                    groups.append(("chow", first))
                    break
            else:
                return None
        pair = rng.choice(suit_pool)
        if counts[pair] + 2 > 4:
            return None
        counts[pair] += 2
        open_hand = rng.random() < 0.45
        concealed = [(pair, False), (pair, False)]
        melds = []
        for kind, first in groups:
            if kind == "chow":
                tiles = [(first + i, False) for i in range(3)]
                if open_hand and rng.random() < 0.5:
                    melds.append(("chi", tiles))
                else:
                    concealed += tiles
            elif kind == "pung":
                tiles = [(first, False)] * 3
                if open_hand and rng.random() < 0.5:
                    melds.append(("pon", tiles))
                else:
                    concealed += tiles
            else:
                tiles = [(first, False)] * 4
                melds.append(("ankan" if not open_hand or rng.random() < 0.4 else "kan", tiles))
    # the winning tile: any concealed tile
    win_at = rng.randrange(len(concealed))
    win = concealed[win_at]
    standing = concealed[:win_at] + concealed[win_at + 1 :]
    # red fives: one copy of a five, sometimes
    everything = (
        [("s", i) for i in range(len(standing))]
        + [("m", (j, i)) for j, m in enumerate(melds) for i in range(len(m[1]))]
        + [("w", 0)]
    )

    def kind_at(where: tuple[str, Any]) -> int:
        if where[0] == "s":
            return standing[where[1]][0]
        if where[0] == "m":
            j, i = where[1]
            return melds[j][1][i][0]
        return win[0]

    for five in (4, 13, 22):
        spots = [w for w in everything if kind_at(w) == five]
        # four fives hold the red one (there are three plain copies)
        if spots and (len(spots) == 4 or rng.random() < 0.5):
            w = rng.choice(spots)
            if w[0] == "s":
                standing[w[1]] = (five, True)
            elif w[0] == "m":
                j, i = w[1]
                melds[j] = (
                    melds[j][0],
                    [(k, i2 == i) if k == five else (k, r) for i2, (k, r) in enumerate(melds[j][1])],
                )
            else:
                win = (five, True)
    all_counts = [0] * 34
    for k, _r in standing + [t for _n, ts in melds for t in ts] + [win]:
        all_counts[k] += 1
    if max(all_counts) > 4:
        return None
    closed = all(m[0] == "ankan" for m in melds)
    kongs = sum(1 for m in melds if m[0] in ("kan", "ankan"))
    ctx: dict[str, Any] = {"seat_wind": rng.choice("ESWN"), "round_wind": rng.choice("EESSWN")}
    ctx["self_drawn"] = rng.random() < 0.5
    if closed and rng.random() < 0.5:
        if rng.random() < 0.15:
            ctx["double_riichi"] = True
        else:
            ctx["riichi"] = True
        ctx["ippatsu"] = rng.random() < 0.2
    if rng.random() < 0.07:
        ctx["last_wall_tile"] = True
    if kongs and ctx["self_drawn"] and not ctx.get("last_wall_tile") and not ctx.get("ippatsu") and rng.random() < 0.3:
        ctx["kong_replacement"] = True
    held = sum(1 for k, _r in standing if k == win[0]) + sum(1 for _n, ts in melds for k, _r in ts if k == win[0])
    if not ctx["self_drawn"] and not held and not ctx.get("last_wall_tile") and rng.random() < 0.15:
        ctx["robbing_kong"] = True
    if (
        not melds
        and ctx["self_drawn"]
        and not any(ctx.get(k) for k in ("riichi", "double_riichi", "last_wall_tile"))
        and rng.random() < 0.03
    ):
        ctx["first_turn"] = True
    free = [4 - n for n in all_counts]
    if ctx.get("robbing_kong"):
        free[win[0]] = 0  # the robbed player's added kong shows the other three copies
    # the red five of each suit on the table (the hand's, or the last five an indicator shows)
    red_shown = {k // 9 for k, r in standing + [t for _n, ts in melds for t in ts] + [win] if r}
    dora: list[int] = []
    ura: list[int] = []
    indicators: dict[str, list[tuple[int, bool]]] = {"dora": [], "ura": []}
    for target, name in ((dora, "dora"), (ura, "ura")):
        if target is ura and not (ctx.get("riichi") or ctx.get("double_riichi")):
            break
        for _ in range(1 + kongs):
            k = rng.choice([k for k in range(34) if free[k] > 0])
            free[k] -= 1
            target.append(k)
            # four fives of a suit on the table include its red one
            red = k in (4, 13, 22) and free[k] == 0 and k // 9 not in red_shown
            if red:
                red_shown.add(k // 9)
            indicators[name].append((k, red))
    ctx["dora_indicators"] = _tiles(indicators["dora"])
    ctx["ura_indicators"] = _tiles(indicators["ura"])
    ctx["honba"] = rng.choice((0, 0, 1, 2, 5))
    ctx["riichi_sticks"] = rng.choice((0, 0, 1, 3))
    options = {
        "open_tanyao": rng.random() < 0.8,
        "aka": rng.random() < 0.8,
        "kiriage": rng.random() < 0.3,
        "double_yakuman": rng.random() < 0.7,
        "kazoe": rng.choice(("yakuman", "yakuman", "sanbaiman")),
        "double_wind_fu": 4,
    }
    record = {
        "rules": "riichi",
        "hand": _tiles(standing),
        "melds": [f"{n} {_tiles(ts)}" for n, ts in melds],
        "win": _tile(*win),
        "context": ctx,
        "options": options,
    }
    return Generated(record, standing, melds, win, dora, ura)


# --- the oracle ---------------------------------------------------------------------------------

#: ``mahjong``'s yaku ids as this rule set's row ids (its winds by seat and round)
MAHJONG_YAKU = {
    0: "menzen_tsumo",
    1: "riichi",
    3: "ippatsu",
    4: "chankan",
    5: "rinshan",
    6: "haitei",
    7: "houtei",
    8: "double_riichi",
    12: "pinfu",
    13: "tanyao",
    14: "iipeikou",
    15: "haku",
    16: "hatsu",
    17: "chun",
    18: "yakuhai_seat",
    19: "yakuhai_seat",
    20: "yakuhai_seat",
    21: "yakuhai_seat",
    22: "yakuhai_round",
    23: "yakuhai_round",
    24: "yakuhai_round",
    25: "yakuhai_round",
    26: "sanshoku",
    27: "ittsu",
    28: "chanta",
    29: "honroutou",
    30: "toitoi",
    31: "sanankou",
    32: "sankantsu",
    33: "sanshoku_doukou",
    34: "chiitoitsu",
    35: "shousangen",
    36: "honitsu",
    37: "junchan",
    38: "ryanpeikou",
    39: "chinitsu",
    100: "kokushi",
    101: "chuuren",
    102: "suuankou",
    103: "daisangen",
    104: "shousuushii",
    105: "ryuuiisou",
    106: "suukantsu",
    107: "tsuuiisou",
    108: "chinroutou",
    111: "daisuushii",
    112: "kokushi_13",
    113: "suuankou_tanki",
    114: "junsei_chuuren",
    115: "tenhou",
    116: "chiihou",
    120: "dora",
    121: "aka_dora",
    122: "ura_dora",
    # the local yaku both engines have (tests/test_riichi_local.py)
    2: "open_riichi",
    9: "open_double_riichi",
    11: "renhou_han",
    117: "renhou",
    118: "open_riichi_ron",
    109: "daisharin",
    110: "daichisei",
    119: "paarenchan",
}


@dataclass
class OracleAnswer:
    error: str | None
    han: int
    fu: int
    yaku: dict[str, int]  # id -> han
    limit: str | None
    pay: dict[str, int]
    received: int
    points: int


def mahjong_arguments(
    g: Generated, config_extra: dict[str, Any] | None = None, options_extra: dict[str, Any] | None = None
) -> tuple[Any, ...]:
    """The arguments of ``HandCalculator.estimate_hand_value`` for a generated hand: (tiles,
    win tile, melds, dora indicators, config, ura indicators); ``config_extra`` /
    ``options_extra``: more ``HandConfig`` / ``OptionalRules`` arguments (the local yaku)."""
    from mahjong.constants import EAST
    from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
    from mahjong.meld import Meld

    used = [0] * 34  # copies of each kind handed out (copy 0 of a five is its red one)

    def tid(kind: int, red: bool) -> int:
        if red:
            return kind * 4
        copy = used[kind]
        if kind in (4, 13, 22) and copy == 0:
            copy = 1
        if copy == 4:  # an indicator beside the three plain fives of the hand: the red copy
            return kind * 4
        used[kind] = copy + 1
        return kind * 4 + copy

    standing = [tid(k, r) for k, r in g.standing]
    melds = []
    all_tiles = list(standing)
    for name, ts in g.melds:
        ids = [tid(k, r) for k, r in ts]
        all_tiles += ids
        kind = {"chi": Meld.CHI, "pon": Meld.PON, "kan": Meld.KAN, "ankan": Meld.KAN}[name]
        melds.append(Meld(meld_type=kind, tiles=ids, opened=name != "ankan", called_tile=ids[0]))
    win = tid(*g.win)
    all_tiles.append(win)
    dora = [tid(k, False) for k in g.dora]
    ura = [tid(k, False) for k in g.ura]
    ctx = g.record["context"]
    o = g.record["options"]
    wind = {"E": EAST, "S": EAST + 1, "W": EAST + 2, "N": EAST + 3}
    first = bool(ctx.get("first_turn"))
    dealer = ctx["seat_wind"] == "E"
    config = HandConfig(
        is_tsumo=ctx["self_drawn"],
        is_riichi=bool(ctx.get("riichi")),
        is_ippatsu=bool(ctx.get("ippatsu")),
        is_rinshan=bool(ctx.get("kong_replacement")),
        is_chankan=bool(ctx.get("robbing_kong")),
        is_haitei=bool(ctx.get("last_wall_tile")) and ctx["self_drawn"],
        is_houtei=bool(ctx.get("last_wall_tile")) and not ctx["self_drawn"],
        is_daburu_riichi=bool(ctx.get("double_riichi")),
        is_tenhou=first and dealer,
        is_chiihou=first and not dealer,
        player_wind=wind[ctx["seat_wind"]],
        round_wind=wind[ctx["round_wind"]],
        kyoutaku_number=ctx["riichi_sticks"],
        tsumi_number=ctx["honba"],
        options=OptionalRules(
            has_open_tanyao=o["open_tanyao"],
            has_aka_dora=o["aka"],
            has_double_yakuman=o["double_yakuman"],
            kazoe_limit=HandConstants.KAZOE_LIMITED if o["kazoe"] == "yakuman" else HandConstants.KAZOE_SANBAIMAN,
            kiriage=o["kiriage"],
            fu_for_open_pinfu=True,
            fu_for_pinfu_tsumo=False,
            **(options_extra or {}),
        ),
        **(config_extra or {}),
    )
    return all_tiles, win, melds, dora, config, ura


def oracle(
    g: Generated, config_extra: dict[str, Any] | None = None, options_extra: dict[str, Any] | None = None
) -> OracleAnswer:
    """``mahjong``'s answer on a generated hand (extras: see :func:`mahjong_arguments`)."""
    from mahjong.hand_calculating.hand import HandCalculator

    all_tiles, win, melds, dora, config, ura = mahjong_arguments(g, config_extra, options_extra)
    ctx = g.record["context"]
    dealer = ctx["seat_wind"] == "E"
    r = HandCalculator.estimate_hand_value(
        all_tiles, win, melds=melds, dora_indicators=dora, config=config, ura_dora_indicators=ura
    )
    if r.error:
        return OracleAnswer(r.error, 0, 0, {}, None, {}, 0, 0)
    yaku: dict[str, int] = {}
    for y in r.yaku:
        rid = MAHJONG_YAKU[y.yaku_id]
        han = y.han_open if r.is_open_hand else y.han_closed
        yaku[rid] = yaku.get(rid, 0) + han
    cost = r.cost
    level = cost["yaku_level"]
    if level == "" and (r.fu or 0) * 2 ** ((r.han or 0) + 2) >= 2000:
        level = "mangan"  # mahjong caps the points of 4 han 40 fu (3 han 70 fu) but names no level
    limit = {"": None, "kiriage mangan": "mangan", "kazoe yakuman": "yakuman", "kazoe sanbaiman": "sanbaiman"}.get(
        level, level if not level.endswith("x yakuman") else "yakuman"
    )
    if ctx["self_drawn"]:
        if dealer:
            pay = {"each": cost["main"] + cost["main_bonus"]}
        else:
            pay = {
                "dealer": cost["main"] + cost["main_bonus"],
                "non_dealer": cost["additional"] + cost["additional_bonus"],
            }
    else:
        pay = {"discarder": cost["main"] + cost["main_bonus"]}
    points = cost["total"] - cost["kyoutaku_bonus"] - 300 * ctx["honba"]
    return OracleAnswer(None, r.han or 0, r.fu or 0, yaku, limit, pay, cost["total"], points)
