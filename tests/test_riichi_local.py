"""The local yaku of seed 003 (core/rules/riichi/local.py) and pao (liability payments).

Every local yaku has a positive and a negative hand here, each naming the line of the
user's seed 003 it follows (quoted as the seed writes it; ``test_the_quotes_are_the_seeds``
checks them against the seed's excerpt, tests/data/seed_003_local_yaku.txt), its option values, how it resolves against the yaku it
overlaps, and that it is off by default: the default scoring of a hand with its shape does
not count it. Where the ``mahjong`` package (test-only) has the same local yaku (open riichi
and its ron yakuman "sashikomi", renhou, daisharin, daichisei, paarenchan) the same hands are
scored by it too. Pao follows the common rule books as quoted in
``core.rules.riichi.points.pao_payments``; ``mahjong`` has no pao, so those tests check the hand
arithmetic.
"""

from __future__ import annotations

from typing import Any

import pytest

from core import parse_hand
from core.engine.score import Score
from core.model.errors import ContextError, NotAWinError
from core.rules import get_rules
from core.rules.riichi.local import LOCAL_YAKU_OPTIONS
from core.rules.riichi.rows import LOCAL_ROWS
from core.rules.riichi.ruleset import Riichi
from tests.data_files import seed_003_paragraphs, tenhou_hands

R: Riichi = get_rules("riichi")  # type: ignore[assignment]


def score(text: str, options: dict[str, Any] | None = None, **context: Any) -> Score:
    return R.score(parse_hand(text), context, options)


def yaku(s: Score) -> dict[str, int]:
    """The counted yaku, yakuman and dora: id -> han."""
    return {i.id: i.subtotal for i in s.items if i.section in ("yaku", "yakuman", "dora")}


def suppressed(s: Score) -> dict[str, str | None]:
    """Each suppressed row -> the row that ruled it out."""
    return {x.id: x.by for x in s.suppressed}


def points(s: Score) -> int:
    return s.figures.points


# --- the seed's lines ---------------------------------------------------------------------------

OPEN_RIICHI = (
    "1.開立直(open reach):宣告立直時公開手牌。壹般計2番(不計立直)。但如果開立直者食和,且點炮者未立直,"
    "則“開立直”計1倍役滿(也有部分規則不承認這壹點,這樣即使點炮者未立直也按2番算)。"
)
OPEN_RIICHI_NOTE = "(注:“開立直”計1倍役滿時,可以複合其它役滿牌型。)"
OPEN_DOUBLE = "2.開雙立直:“開立直”與“雙立直”的複合,“開立直”的特性在這裏仍然適用。3番(不計立直、開立直、雙立直)。"
TSUUKAN = "“門前清”狀態計2番,否則計1番(也有部分規則中,“三色通貫”必須是“門前清”狀態,計1番)。"
TSUUKAN_SHAPE = "手牌中有三種花色的“壹二三、四五六、七八九”三組順子"
SANRENKOU = "4.三連刻:手牌中有同花色且數字相連的三組刻子。2番。"
SANJUN = (
    "5.壹色三順:手牌中有同色同數的三組順子。2番(“門前清”狀態時,不計壹杯口。有的規則中,“壹色三順”如果不是“門前清”"
    "狀態則只計1番。如果不承認“壹色三順”,則在“門前清”狀態下做出此牌型時,可以算“壹杯口”)。"
)
SANJUN_NOTE = "(注:“三連刻”與“壹色三順”不能同時算,需要根據最高點數原則來決定算哪壹種。)"
RENHOU = "1.人和:閑家起手配牌後還未抓牌就食和,但如果在此之前有人(包括自己)吃、碰、杠,便不算“人和”"
RENHOU_KONG = (
    "因此閑家未抓牌就進行國士無雙搶暗杠,而且此次暗杠之前沒有其它的吃、碰、杠,則可以同時算“人和”與“國士無雙”。"
    "人和不可能搶加杠"
)
RENHOU_VALUE = "1倍役滿(部分規則只算滿貫或倍滿"
DAISHARIN = (
    "2.大車輪:構牌方式爲“二筒、三筒、四筒、五筒、六筒、七筒、八筒”各兩張,必須是“門前清”狀態(否則只算普通牌型清壹色、"
    "斷幺九)。1倍役滿(部分規則計2倍役滿)。"
)
SHIISAN = (
    "相同花色的數牌中,數字大小至少要相差3,而且手牌中至少要有壹張中張牌(全爲幺九牌的“國士無雙”不能算作“十三不搭”)。"
    "日本麻將中不能直接做此牌,只有滿足天和、地和的條件才能和此牌。1倍役滿(壹般不計天和、地和,也有的規則中只算滿貫)"
)
SUURENKOU = "4.四連刻:手牌中有同花色且數字相連的四組刻子。1倍役滿。"
YONJUN = (
    "5.壹色四順:手牌中有同色同數的四組順子。1倍役滿(如果不承認“壹色四順”,則在“門前清”狀態下做出此牌型時,如果仍算作四組"
    "順子,那麽可以算普通牌型“二杯口”"
)
HYAKUMAN = "6.百萬石:首先必須是萬的清壹色,然後所有的牌的數字加起來等于或大于100萬"
HYAKUMAN_ALT = (
    "1倍役滿(部分規則中,牌的數字加起來剛好等于100萬的情況稱爲“純正百萬石”,計2倍役滿。也有部分規則中,“百萬石”"
    "必須是牌的數字加起來大于100萬,否則只算普通牌型清壹色)。"
)
BENIKUJAKU = "7.紅孔雀:與“綠壹色”相反,由“幺雞、五條、七條、九條、中”5種牌構成的“對對和”形式。1倍役滿。"
TOUPEI = (
    "8.東北新幹線:帶有“東”的刻子並以“北”作將牌的“壹氣通貫”,或者是帶有“北”的刻子並以“東”作將牌的“壹氣通貫”"
    "(有的規則中規定必須是條的“壹氣通貫”)。1倍役滿(部分規則中,“東北新幹線”必須是“門前清”狀態,否則只算普通牌型混壹色、"
    "壹氣通貫)。"
)
DAICHISEI = (
    "9.大七星:7種字牌組成的七對子。2倍役滿(是否可計“字壹色”需要在規則中說明。如果不承認“大七星”,則做出此牌型時可以算"
    "“字壹色”)。"
)
PAARENCHAN = "0.八連莊:自己連續做莊至少8次(有的規則中是連續和牌至少8次)。1倍役滿。"
ISHINO = "1.石上三年:雙立直+海底撈月。2倍役滿"
TWO_TIMES = "麻將遊戲役滿牌型1倍役滿相當于13番,麻將遊戲2倍役滿相當于26番"

QUOTES = (
    OPEN_RIICHI,
    OPEN_RIICHI_NOTE,
    OPEN_DOUBLE,
    TSUUKAN,
    TSUUKAN_SHAPE,
    SANRENKOU,
    SANJUN,
    SANJUN_NOTE,
    RENHOU,
    RENHOU_KONG,
    RENHOU_VALUE,
    DAISHARIN,
    SHIISAN,
    SUURENKOU,
    YONJUN,
    HYAKUMAN,
    HYAKUMAN_ALT,
    BENIKUJAKU,
    TOUPEI,
    DAICHISEI,
    PAARENCHAN,
    ISHINO,
    TWO_TIMES,
)


def test_the_quotes_are_the_seeds() -> None:
    """Every line quoted here is the seed's own text (seed 003, its standard yakuman and
    section C 需要商定的牌型), as kept in tests/data/seed_003_local_yaku.txt (which
    tests/test_data_files.py checks against the seed file when the shared folder is there)."""
    paragraphs = seed_003_paragraphs()
    for q in QUOTES:
        assert any(q in p for p in paragraphs), q


# --- one positive and one negative hand per local row -------------------------------------------

#: (row, the seed's line, hand, options, context): the row counts with these options
POSITIVE: list[tuple[str, str, str, dict[str, Any], dict[str, Any]]] = [
    (
        "open_riichi",
        OPEN_RIICHI,
        "123m456p789s234s5p +5p",
        {"open_riichi": "on"},
        {"riichi": True, "riichi_open": True, "discarder_in_riichi": True},
    ),
    (
        "open_double_riichi",
        OPEN_DOUBLE,
        "123m456p789s234s5p +5p",
        {"open_riichi": "on"},
        {"double_riichi": True, "riichi_open": True, "self_drawn": True},
    ),
    (
        "open_riichi_ron",
        OPEN_RIICHI,
        "123m456p789s234s5p +5p",
        {"open_riichi": "on"},
        {"riichi": True, "riichi_open": True},
    ),
    ("sanshoku_tsuukan", TSUUKAN_SHAPE, "123m456p789s234s5p +5p", {"sanshoku_tsuukan": "on"}, {}),
    ("sanrenkou", SANRENKOU, "222333m678p5s [444m] +5s", {"sanrenkou": True}, {}),
    ("isshoku_sanjun", SANJUN, "22233344m678p55s +4m", {"isshoku_sanjun": "on"}, {"riichi": True}),
    (
        "renhou_han",
        RENHOU_VALUE,
        "123m456p789s234s5p +5p",
        {"renhou": "mangan"},
        {"first_turn_ron": True, "seat_wind": "S"},
    ),
    ("renhou", RENHOU, "123m456p789s234s5p +5p", {"renhou": "yakuman"}, {"first_turn_ron": True, "seat_wind": "S"}),
    ("daisharin", DAISHARIN, "2233445566778p +8p", {"daisharin": "yakuman"}, {}),
    (
        "shiisanpuutaa",
        SHIISAN,
        "147m159p258s1234z +4z",
        {"shiisanpuutaa": "yakuman"},
        {"first_turn": True, "self_drawn": True},
    ),
    (
        "shiisanpuutaa_mangan",
        SHIISAN,
        "147m159p258s1234z +4z",
        {"shiisanpuutaa": "mangan"},
        {"first_turn": True, "self_drawn": True},
    ),
    ("suurenkou", SUURENKOU, "222333444m5s [555m] +5s", {"suurenkou": True}, {}),
    ("isshoku_yonjun", YONJUN, "234234234m5s [234m] +5s", {"isshoku_yonjun": True}, {}),
    ("hyakumangoku", HYAKUMAN, "77788899m789m66m +9m", {"hyakumangoku": "on"}, {}),
    ("junsei_hyakumangoku", HYAKUMAN_ALT, "666777888m99m55m +9m", {"hyakumangoku": "pure_double"}, {}),
    ("benikujaku", BENIKUJAKU, "11s99s555s [777s] [7777z] +9s", {"benikujaku": True}, {}),
    ("toupei_shinkansen", TOUPEI, "123456789s111z4z +4z", {"toupei_shinkansen": "on"}, {}),
    ("daichisei", DAICHISEI, "1122334455667z +7z", {"daichisei": "on"}, {}),
    ("daichisei_tsuuiisou", DAICHISEI, "1122334455667z +7z", {"daichisei": "with_tsuuiisou"}, {}),
    (
        "paarenchan",
        PAARENCHAN,
        "123m456p789s234s5p +5p",
        {"paarenchan": "dealer"},
        {"riichi": True, "wins_in_a_row": 8},
    ),
    (
        "ishino_uenimo_sannen",
        ISHINO,
        "123m456p789s234s5p +5p",
        {"ishino_uenimo_sannen": True},
        {"double_riichi": True, "last_wall_tile": True, "self_drawn": True},
    ),
]

#: (row, the seed's line, hand, options, context): the row does not count, its option on
NEGATIVE: list[tuple[str, str, str, dict[str, Any], dict[str, Any]]] = [
    ("open_riichi", OPEN_RIICHI, "123m456p789s234s5p +5p", {"open_riichi": "on"}, {"riichi": True}),
    (
        "open_double_riichi",
        OPEN_DOUBLE,
        "123m456p789s234s5p +5p",
        {"open_riichi": "on"},
        {"riichi": True, "riichi_open": True, "self_drawn": True},
    ),
    (
        "open_riichi_ron",
        OPEN_RIICHI,
        "123m456p789s234s5p +5p",
        {"open_riichi": "no_yakuman"},
        {"riichi": True, "riichi_open": True},
    ),
    ("sanshoku_tsuukan", TSUUKAN_SHAPE, "123m456m789s234s5p +5p", {"sanshoku_tsuukan": "on"}, {"riichi": True}),
    ("sanrenkou", SANRENKOU, "222333m678p5s [555m] +5s", {"sanrenkou": True}, {}),
    ("isshoku_sanjun", SANJUN, "234234m567m678p5s +5s", {"isshoku_sanjun": "on"}, {"riichi": True}),
    ("renhou_han", RENHOU_VALUE, "123m456p789s234s5p +5p", {"renhou": "mangan"}, {"riichi": True, "seat_wind": "S"}),
    ("renhou", RENHOU, "123m456p789s234s5p +5p", {"renhou": "yakuman"}, {"riichi": True, "seat_wind": "S"}),
    ("daisharin", DAISHARIN, "2345566778p [234p] +8p", {"daisharin": "yakuman"}, {}),
    (
        "shiisanpuutaa",
        SHIISAN,
        "19m19p19s1234567z +7z",
        {"shiisanpuutaa": "yakuman"},
        {"first_turn": True, "self_drawn": True},
    ),
    (
        "shiisanpuutaa_mangan",
        SHIISAN,
        "19m19p19s1234567z +7z",
        {"shiisanpuutaa": "mangan"},
        {"first_turn": True, "self_drawn": True},
    ),
    ("suurenkou", SUURENKOU, "222333444m5s [666m] +5s", {"suurenkou": True}, {}),
    ("isshoku_yonjun", YONJUN, "234234234m5s [345m] +5s", {"isshoku_yonjun": True}, {}),
    ("hyakumangoku", HYAKUMAN, "11122233m789m66m +3m", {"hyakumangoku": "on"}, {}),
    ("junsei_hyakumangoku", HYAKUMAN_ALT, "77788899m789m66m +9m", {"hyakumangoku": "pure_double"}, {}),
    ("benikujaku", BENIKUJAKU, "11s99s333s [777s] [7777z] +9s", {"benikujaku": True}, {}),
    ("toupei_shinkansen", TOUPEI, "123456789s111z2z +2z", {"toupei_shinkansen": "on"}, {}),
    ("daichisei", DAICHISEI, "1122334455667z +7z", {"daichisei": "with_tsuuiisou"}, {}),
    ("daichisei_tsuuiisou", DAICHISEI, "1122334455667z +7z", {"daichisei": "on"}, {}),
    (
        "paarenchan",
        PAARENCHAN,
        "123m456p789s234s5p +5p",
        {"paarenchan": "dealer"},
        {"riichi": True, "wins_in_a_row": 7},
    ),
    (
        "ishino_uenimo_sannen",
        ISHINO,
        "123m456p789s234s5p +5p",
        {"ishino_uenimo_sannen": True},
        {"double_riichi": True, "last_wall_tile": True},
    ),
]


def test_every_local_row_has_a_positive_and_a_negative_case() -> None:
    assert {c[0] for c in POSITIVE} == set(LOCAL_ROWS)
    assert {c[0] for c in NEGATIVE} == set(LOCAL_ROWS)
    assert LOCAL_ROWS <= {r.id for r in R.table.rows}


@pytest.mark.parametrize("rid,rule,hand,options,context", POSITIVE, ids=[c[0] for c in POSITIVE])
def test_local_yaku_positive(rid: str, rule: str, hand: str, options: dict[str, Any], context: dict[str, Any]) -> None:
    s = score(hand, options, **context)
    assert s.win
    assert rid in yaku(s), (rule, yaku(s))


@pytest.mark.parametrize("rid,rule,hand,options,context", NEGATIVE, ids=[c[0] for c in NEGATIVE])
def test_local_yaku_negative(rid: str, rule: str, hand: str, options: dict[str, Any], context: dict[str, Any]) -> None:
    try:
        s = score(hand, options, **context)
    except NotAWinError:
        pytest.fail(f"{hand}: the negative hands are wins without the row")
    assert s.win
    assert rid not in yaku(s), (rule, yaku(s))


#: the context keys that only a local yaku's option allows: each is refused while it is off
_NEEDS_OPTION = {"riichi_open": "open_riichi", "discarder_in_riichi": "open_riichi", "first_turn_ron": "renhou"}


@pytest.mark.parametrize("rid,rule,hand,options,context", POSITIVE, ids=[c[0] for c in POSITIVE])
def test_local_yaku_are_off_by_default(
    rid: str, rule: str, hand: str, options: dict[str, Any], context: dict[str, Any]
) -> None:
    """The default options (and every built-in preset) count no local yaku: the positive hand
    scored without the option does not count the row; a context key that only the option
    gives a meaning is refused, naming the key and the option."""
    plain = {k: v for k, v in context.items() if k not in _NEEDS_OPTION}
    for opts in [None] + [R.preset_options(p.key) for p in R.presets]:
        try:
            s = score(hand, opts, **plain)
        except NotAWinError:
            assert rid.startswith("shiisanpuutaa")  # no reading of sets: no win without the option
            continue
        assert not (LOCAL_ROWS & set(yaku(s))), yaku(s)
    extra = [k for k in context if k in _NEEDS_OPTION]
    if extra:
        with pytest.raises(ContextError) as e:
            score(hand, None, **context)
        assert set(e.value.keys) & set(extra)


def test_every_local_option_is_off_by_default_and_in_no_preset() -> None:
    defaults = R.check_options({})
    for key in LOCAL_YAKU_OPTIONS:
        assert defaults[key] in ("off", False), key
        for p in R.presets:
            assert R.preset_options(p.key).get(key, defaults[key]) in ("off", False), (p.key, key)
    assert (
        not defaults["pao_suukantsu"] and not defaults["toupei_shinkansen_closed"] and not defaults["ryanhan_shibari"]
    )
    for p in R.presets:
        assert not R.preset_options(p.key).get("ryanhan_shibari"), p.key


# --- values, option values and resolution ------------------------------------------------------


def test_open_riichi_2_han_instead_of_riichi_and_the_yakuman_ron() -> None:
    """OPEN_RIICHI: 2 han, riichi not counted; a ron off a player not in riichi is one yakuman,
    or (option no_yakuman, 「也有部分規則不承認這壹點」) still 2 han; a self-draw is 2 han."""
    hand = "123m456p789s234s5p +5p"
    base = {"riichi": True, "riichi_open": True, "seat_wind": "S"}
    s = score(hand, {"open_riichi": "on"}, discarder_in_riichi=True, **base)
    assert yaku(s) == {"open_riichi": 2} and suppressed(s) == {"riichi": "open_riichi"}
    s = score(hand, {"open_riichi": "on"}, **base)
    assert yaku(s) == {"open_riichi_ron": 13} and points(s) == 32000
    assert suppressed(s)["open_riichi"] == "open_riichi_ron"
    s = score(hand, {"open_riichi": "no_yakuman"}, **base)
    assert yaku(s) == {"open_riichi": 2} and points(s) == 2600  # 2 han 40 fu
    s = score(hand, {"open_riichi": "on"}, self_drawn=True, **base)
    assert yaku(s) == {"open_riichi": 2, "menzen_tsumo": 1}


def test_the_open_riichi_yakuman_adds_to_other_yakuman() -> None:
    """OPEN_RIICHI_NOTE: the open riichi yakuman adds to the hand's other yakuman (suuankou tanki
    here: a double yakuman and one more)."""
    s = score("111m222p333s444s5p +5p", {"open_riichi": "on"}, riichi=True, riichi_open=True, seat_wind="S")
    assert yaku(s) == {"suuankou_tanki": 26, "open_riichi_ron": 13}
    assert s.figures.yakuman == 3 and points(s) == 96000


def test_open_double_riichi_is_3_han_not_2_plus_2() -> None:
    """OPEN_DOUBLE: 3 han, riichi, open riichi and double riichi not counted (「算成“開立直2番、
    雙立直2番,共4番”就不對了」); the yakuman ron applies to it too."""
    hand = "123m456p789s234s5p +5p"
    s = score(hand, {"open_riichi": "on"}, riichi=True, double_riichi=True, riichi_open=True, self_drawn=True)
    assert yaku(s) == {"open_double_riichi": 3, "menzen_tsumo": 1}
    assert suppressed(s) == {"double_riichi": "open_double_riichi", "riichi": "open_double_riichi"}
    s = score(hand, {"open_riichi": "on"}, double_riichi=True, riichi_open=True)
    assert yaku(s) == {"open_riichi_ron": 13}


def test_open_riichi_context_is_checked() -> None:
    hand = "123m456p789s234s5p +5p"
    on = {"open_riichi": "on"}
    with pytest.raises(ContextError) as e:
        score(hand, on, riichi_open=True)
    assert set(e.value.keys) >= {"riichi_open", "riichi"}
    with pytest.raises(ContextError) as e:
        score(hand, on, riichi=True, riichi_open=True, discarder_in_riichi=True, self_drawn=True)
    assert set(e.value.keys) == {"discarder_in_riichi", "self_drawn"}
    with pytest.raises(ContextError) as e:
        score(hand, on, riichi=True, discarder_in_riichi=True)
    assert set(e.value.keys) == {"discarder_in_riichi", "riichi_open"}
    with pytest.raises(ContextError) as e:
        score("123m456p789s5p [234s] +5p", on, riichi=True, riichi_open=True)
    assert e.value.keys == ("riichi",)


def test_sanshoku_tsuukan_values() -> None:
    """TSUUKAN: 2 han closed, 1 open; option closed_1: closed only, 1 han."""
    closed, open_ = "123m456p789s234s5p +5p", "123m456p789s5p [234s] +5p"
    assert yaku(score(closed, {"sanshoku_tsuukan": "on"}, riichi=True)) == {"riichi": 1, "sanshoku_tsuukan": 2}
    assert yaku(score(open_, {"sanshoku_tsuukan": "on"})) == {"sanshoku_tsuukan": 1}
    assert yaku(score(closed, {"sanshoku_tsuukan": "closed_1"}, riichi=True)) == {"riichi": 1, "sanshoku_tsuukan": 1}
    assert not score(open_, {"sanshoku_tsuukan": "closed_1"}).win
    # any order of the suits; one suit's 123 456 789 is ittsu, not this
    assert "sanshoku_tsuukan" in yaku(score("789m123p456s234s5p +5p", {"sanshoku_tsuukan": "on"}, riichi=True))
    s = score("123m456m789m234s5p +5p", {"sanshoku_tsuukan": "on"}, riichi=True)
    assert "ittsu" in yaku(s) and "sanshoku_tsuukan" not in yaku(s)


def test_sanrenkou_and_isshoku_sanjun_are_readings_of_the_same_tiles() -> None:
    """SANJUN_NOTE: sanrenkou and isshoku sanjun never count together; the reading with the
    most points is kept. 222 333 444m read as pungs (sanrenkou) or as three 234m (isshoku
    sanjun): won on a 4m discard, the pung of 4m is open (no sanankou) and the chow reading
    has pinfu, so it wins; won by self-draw, the pungs are concealed (sanankou) and win."""
    both = {"sanrenkou": True, "isshoku_sanjun": "on"}
    s = score("22233344m678p55s +4m", both, riichi=True, ippatsu=True, seat_wind="S")
    assert yaku(s) == {"riichi": 1, "ippatsu": 1, "pinfu": 1, "tanyao": 1, "isshoku_sanjun": 2}
    assert suppressed(s) == {"iipeikou": "isshoku_sanjun"}
    assert points(s) == 12000  # haneman; the pung reading is 5 han, a mangan
    readings = R.readings(parse_hand("22233344m678p55s +4m"), {"riichi": True, "ippatsu": True, "seat_wind": "S"}, both)
    pung_reading = next(r for r in readings if any(rid == "sanrenkou" for rid, _n in r.counted))
    assert pung_reading.han == 5 and pung_reading.value == 8000
    for r in readings:
        ids = {rid for rid, _n in r.counted}
        assert not {"sanrenkou", "isshoku_sanjun"} <= ids
    s = score("22233344m678p55s +4m", both, self_drawn=True, seat_wind="S")
    assert yaku(s) == {"menzen_tsumo": 1, "tanyao": 1, "sanankou": 2, "sanrenkou": 2}  # 6 han; the chows 5


def test_sanrenkou_value_open_and_closed() -> None:
    """SANRENKOU: 2 han, open or closed; the three pungs are of one suit in a row."""
    assert yaku(score("222333m678p5s [444m] +5s", {"sanrenkou": True})) == {"sanrenkou": 2, "tanyao": 1}
    assert yaku(score("222333444m678p5s +5s", {"sanrenkou": True})) == {"sanrenkou": 2, "sanankou": 2, "tanyao": 1}
    s = score("222m333p678p5s [444s] +5s", {"sanrenkou": True})  # three suits: sanshoku no, sanrenkou no
    assert "sanrenkou" not in yaku(s)


def test_isshoku_sanjun_values_and_iipeikou() -> None:
    """SANJUN: 2 han; closed, iipeikou is not counted beside it; option open_1: 1 han open;
    off, the closed hand counts iipeikou (「如果不承認“壹色三順”…可以算“壹杯口”」)."""
    open_ = "223344m678p5s [234m] +5s"
    assert yaku(score(open_, {"isshoku_sanjun": "on"})) == {"isshoku_sanjun": 2, "tanyao": 1}
    assert yaku(score(open_, {"isshoku_sanjun": "open_1"})) == {"isshoku_sanjun": 1, "tanyao": 1}
    assert yaku(score(open_)) == {"tanyao": 1}
    closed = "22233344m678p55s +4m"
    assert yaku(score(closed, {"isshoku_sanjun": "open_1"}, riichi=True))["isshoku_sanjun"] == 2
    assert yaku(score(closed, riichi=True)) == {"riichi": 1, "pinfu": 1, "tanyao": 1, "iipeikou": 1}


def test_four_equal_chows_without_isshoku_yonjun() -> None:
    """YONJUN: without isshoku yonjun, four equal chows in a closed hand count ryanpeikou
    (「那麽可以算普通牌型“二杯口”」); isshoku sanjun (2) is then not counted beside ryanpeikou (3),
    which holds it; with isshoku yonjun on, the yakuman."""
    hand = "234234234234m5s +5s"
    s = score(hand, {"isshoku_sanjun": "on"}, riichi=True)
    assert yaku(s) == {"riichi": 1, "tanyao": 1, "ryanpeikou": 3}
    assert suppressed(s)["isshoku_sanjun"] == "ryanpeikou"
    s = score(hand, {"isshoku_sanjun": "on", "isshoku_yonjun": True}, riichi=True)
    assert yaku(s) == {"isshoku_yonjun": 13}


def test_renhou_values_and_context() -> None:
    """RENHOU / RENHOU_VALUE: one yakuman, or (「部分規則只算滿貫或倍滿」) mangan or baiman, read
    as a yaku of 5 (8) han that adds to the hand's other yaku (as the mahjong package scores its
    5-han renhou); only a non-dealer, on a discard, before any call."""
    hand = "234m456p678s234s5p +5p"
    ctx = {"first_turn_ron": True, "seat_wind": "S"}
    assert yaku(score(hand, {"renhou": "yakuman"}, **ctx)) == {"renhou": 13}
    assert points(score(hand, {"renhou": "yakuman"}, **ctx)) == 32000
    s = score(hand, {"renhou": "mangan"}, **ctx)
    assert yaku(s) == {"renhou_han": 5, "tanyao": 1} and points(s) == 12000
    s = score(hand, {"renhou": "baiman"}, **ctx)
    assert yaku(s) == {"renhou_han": 8, "tanyao": 1} and points(s) == 16000
    for bad, keys in (
        ({"seat_wind": "E"}, {"first_turn_ron", "seat_wind"}),
        ({"self_drawn": True}, {"first_turn_ron", "self_drawn"}),
        ({"riichi": True}, {"first_turn_ron", "riichi"}),
        ({"first_turn": True, "self_drawn": True}, {"first_turn_ron", "self_drawn"}),
    ):
        with pytest.raises(ContextError) as e:
            score(hand, {"renhou": "yakuman"}, **(ctx | bad))
        assert set(e.value.keys) == keys, bad
    with pytest.raises(ContextError) as e:  # 「如果在此之前有人(包括自己)吃、碰、杠,便不算“人和”」
        score("234m456p5p [678s] [234s] +5p", {"renhou": "yakuman"}, **ctx)
    assert e.value.keys == ("first_turn_ron",)


def test_renhou_robbing_a_concealed_kong_with_the_thirteen_orphans_only() -> None:
    """RENHOU_KONG: robbing a concealed kong with the thirteen orphans before the first draw is
    renhou and kokushi together; renhou never robs an added kong (any other hand)."""
    # the robbed kong is another player's four 1m: the hand holds none, waiting on 1m alone
    s = score("9m19p19s12345677z +1m", {"renhou": "yakuman"}, first_turn_ron=True, robbing_kong=True, seat_wind="S")
    assert yaku(s) == {"kokushi": 13, "renhou": 13} and points(s) == 64000
    with pytest.raises(ContextError) as e:
        score("234m456p678s234s5p +5p", {"renhou": "yakuman"}, first_turn_ron=True, robbing_kong=True, seat_wind="S")
    assert set(e.value.keys) == {"first_turn_ron", "robbing_kong"}


def test_daisharin_values() -> None:
    """DAISHARIN: yakuman, or a double yakuman by option (「部分規則計2倍役滿」); only pin; open
    it is only chinitsu and tanyao (「否則只算普通牌型清壹色、斷幺九」)."""
    hand = "2233445566778p +8p"
    s = score(hand, {"daisharin": "yakuman"})
    assert yaku(s) == {"daisharin": 13}
    assert {"chinitsu", "tanyao", "ryanpeikou"} <= set(suppressed(s))
    assert yaku(score(hand, {"daisharin": "double"})) == {"daisharin": 26}
    assert yaku(score(hand, {"daisharin": "double", "double_yakuman": False})) == {"daisharin": 13}
    assert "daisharin" not in yaku(score("2233445566778s +8s", {"daisharin": "yakuman"}))
    s = score("2345566778p [234p] +8p", {"daisharin": "double"})
    assert yaku(s) == {"chinitsu": 5, "tanyao": 1}


def test_shiisanpuutaa() -> None:
    """SHIISAN: thirteen kinds and a pair, a suit's numbers at least 3 apart, a simple among
    them, only on the first draw; tenhou / chiihou not counted beside it; yakuman, or mangan."""
    hand = "147m159p258s1234z +4z"
    s = score(hand, {"shiisanpuutaa": "yakuman"}, first_turn=True, self_drawn=True)
    assert yaku(s) == {"shiisanpuutaa": 13} and suppressed(s)["tenhou"] == "shiisanpuutaa"
    assert s.decomposition is None and points(s) == 48000
    s = score(hand, {"shiisanpuutaa": "mangan"}, first_turn=True, self_drawn=True, seat_wind="S", dora_indicators="3z")
    assert yaku(s) == {"shiisanpuutaa_mangan": 5} and points(s) == 8000
    assert suppressed(s) == {
        "chiihou": "shiisanpuutaa_mangan",
        "menzen_tsumo": "shiisanpuutaa_mangan",
        "dora": "shiisanpuutaa_mangan",
    }
    for text, ctx in (
        ("147m159p258s1234z +4z", {"self_drawn": True}),  # not on the first draw
        ("146m159p258s1234z +4z", {"first_turn": True, "self_drawn": True}),  # 4m 6m: two apart
        ("147m159p258s1234z +5z", {"first_turn": True, "self_drawn": True}),
    ):  # no pair
        with pytest.raises(NotAWinError):
            score(text, {"shiisanpuutaa": "yakuman"}, **ctx)
    # all terminals and honours: the thirteen orphans, never shiisanpuutaa
    s = score("19m19p19s1234567z +7z", {"shiisanpuutaa": "yakuman"}, first_turn=True, self_drawn=True)
    assert "shiisanpuutaa" not in yaku(s) and "kokushi_13" in yaku(s)
    assert "shiisanpuutaa" in yaku(
        score("147m159p258s1234z +1z", {"shiisanpuutaa": "yakuman"}, first_turn=True, self_drawn=True)
    )  # any of the thirteen may be the pair


def test_suurenkou_and_isshoku_yonjun_beat_their_other_readings() -> None:
    """SUURENKOU / YONJUN: one yakuman each, open or closed; their tiles also read as chows
    (pungs), and the yakuman reading is kept."""
    s = score("222333444m5s [555m] +5s", {"suurenkou": True})
    assert yaku(s) == {"suurenkou": 13}
    assert "toitoi" in suppressed(s)
    assert "suurenkou" not in yaku(score("222333444m5s [555m] +5s"))
    s = score("234234234m5s [234m] +5s", {"isshoku_yonjun": True})
    assert yaku(s) == {"isshoku_yonjun": 13}


def test_hyakumangoku_option_values() -> None:
    """HYAKUMAN / HYAKUMAN_ALT: characters only adding up to 100 or more; pure_double: exactly
    100 is a double yakuman (純正百萬石), more is one; over_100: exactly 100 is only chinitsu."""
    exact, more = "666777888m99m55m +9m", "77788899m789m66m +9m"
    assert yaku(score(exact, {"hyakumangoku": "on"})) == {"hyakumangoku": 13}
    s = score(exact, {"hyakumangoku": "pure_double"})
    assert yaku(s) == {"junsei_hyakumangoku": 26}
    assert "hyakumangoku" not in yaku(s)
    assert "chinitsu" in yaku(score(exact, {"hyakumangoku": "over_100"}))
    assert not LOCAL_ROWS & set(yaku(score(exact, {"hyakumangoku": "over_100"})))
    for v in ("on", "pure_double", "over_100"):
        assert yaku(score(more, {"hyakumangoku": v})) == {"hyakumangoku": 13}, v
    # pinzu of the same numbers: not characters
    assert "hyakumangoku" not in yaku(score("77788899p789p66p +9p", {"hyakumangoku": "on"}))


def test_benikujaku() -> None:
    """BENIKUJAKU: only 1s 5s 7s 9s and the red dragon, as pungs and a pair."""
    s = score("11s99s555s [777s] [7777z] +9s", {"benikujaku": True})
    assert yaku(s) == {"benikujaku": 13} and {"toitoi", "honitsu", "chun"} <= set(suppressed(s))


def test_toupei_shinkansen_options() -> None:
    """TOUPEI: ittsu with a pung of East and a pair of North (or the other way round); souzu:
    the bamboo ittsu only; closed only by option, else open it is only honitsu and ittsu."""
    assert yaku(score("123456789s111z4z +4z", {"toupei_shinkansen": "on"})) == {"toupei_shinkansen": 13}
    assert yaku(score("123456789p444z1z +1z", {"toupei_shinkansen": "on"})) == {"toupei_shinkansen": 13}
    assert "toupei_shinkansen" not in yaku(score("123456789p444z1z +1z", {"toupei_shinkansen": "souzu"}))
    assert "toupei_shinkansen" in yaku(score("123456789s444z1z +1z", {"toupei_shinkansen": "souzu"}))
    open_ = "456789s111z4z [123s] +4z"
    assert yaku(score(open_, {"toupei_shinkansen": "on"})) == {"toupei_shinkansen": 13}
    s = score(open_, {"toupei_shinkansen": "on", "toupei_shinkansen_closed": True}, seat_wind="S", round_wind="S")
    assert yaku(s) == {"honitsu": 2, "ittsu": 1}


def test_daichisei_and_tsuuiisou() -> None:
    """DAICHISEI: a double yakuman; tsuuiisou not counted beside it, or counted too by option;
    off, the hand is tsuuiisou (「如果不承認“大七星”,則做出此牌型時可以算“字壹色”」)."""
    hand = "1122334455667z +7z"
    s = score(hand, {"daichisei": "on"})
    assert yaku(s) == {"daichisei": 26} and suppressed(s)["tsuuiisou"] == "daichisei"
    assert yaku(score(hand, {"daichisei": "with_tsuuiisou"})) == {"daichisei_tsuuiisou": 26, "tsuuiisou": 13}
    assert yaku(score(hand)) == {"tsuuiisou": 13}
    assert yaku(score(hand, {"daichisei": "on", "double_yakuman": False})) == {"daichisei": 13}


def test_paarenchan() -> None:
    """PAARENCHAN: the dealer's eighth win in a row (context wins_in_a_row); any_seat: anyone's
    (「有的規則中是連續和牌至少8次」)."""
    hand = "123m456p789s234s5p +5p"
    assert yaku(score(hand, {"paarenchan": "dealer"}, riichi=True, wins_in_a_row=9)) == {"paarenchan": 13}
    s = score(hand, {"paarenchan": "dealer"}, riichi=True, wins_in_a_row=8, seat_wind="S")
    assert "paarenchan" not in yaku(s)
    s = score(hand, {"paarenchan": "any_seat"}, riichi=True, wins_in_a_row=8, seat_wind="S")
    assert yaku(s) == {"paarenchan": 13}


def test_ishino_uenimo_sannen() -> None:
    """ISHINO: double riichi and haitei (a self-draw of the last tile): a double yakuman; not
    on a plain riichi, not on houtei (the seed names 海底撈月)."""
    hand = "123m456p789s234s5p +5p"
    opt = {"ishino_uenimo_sannen": True}
    s = score(hand, opt, double_riichi=True, last_wall_tile=True, self_drawn=True)
    assert yaku(s) == {"ishino_uenimo_sannen": 26}
    s = score(hand, opt, riichi=True, last_wall_tile=True, self_drawn=True)
    assert "ishino_uenimo_sannen" not in yaku(s)


def test_local_rows_have_names_and_definitions_in_four_languages() -> None:
    rows = {r.id: r for r in R.table.rows}
    for rid in LOCAL_ROWS:
        r = rows[rid]
        for n in (r.names, r.definition):
            assert n is not None and n.en and n.zh_hans and n.zh_hant and n.ja, rid
    for f in R.option_fields:
        if f.key in LOCAL_YAKU_OPTIONS:
            for c in f.choices:
                assert c.names.en and c.names.zh_hans and c.names.zh_hant and c.names.ja


# --- the mahjong package on the local yaku it has ------------------------------------------------


def _mahjong(tiles: str, win: str, config: dict[str, Any], options: dict[str, Any]) -> tuple[int, set[str], int]:
    """han, yaku names and the total cost under ``mahjong`` of a closed hand (``tiles``: all 14)."""
    from mahjong.constants import EAST
    from mahjong.hand_calculating.hand import HandCalculator
    from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
    from mahjong.tile import TilesConverter

    ids = TilesConverter.one_line_string_to_136_array(tiles)
    win_id = [t for t in ids if t // 4 == TilesConverter.one_line_string_to_136_array(win)[0] // 4][-1]
    seat = {"E": EAST, "S": EAST + 1}[config.pop("seat", "E")]
    r = HandCalculator.estimate_hand_value(
        ids, win_id, config=HandConfig(player_wind=seat, round_wind=EAST, options=OptionalRules(**options), **config)
    )
    assert not r.error, r.error
    return r.han, {str(y.name) for y in r.yaku}, r.cost["total"]


def _has_mahjong() -> None:
    pytest.importorskip("mahjong")


def test_open_riichi_against_mahjong() -> None:
    """mahjong: open riichi 2 han, open double riichi 3, and with has_sashikomi_yakuman a ron of
    an open riichi is one more yakuman ("Sashikomi") — our open_riichi_ron."""
    _has_mahjong()
    tiles, win = "123m456p789s234s55p", "5p"
    hand = "123m456p789s234s5p +5p"
    for double in (False, True):
        for sashikomi in (False, True):
            for tsumo in (False, True):
                han, names, total = _mahjong(
                    tiles,
                    win,
                    {
                        "is_riichi": True,
                        "is_daburu_riichi": double,
                        "is_open_riichi": True,
                        "is_tsumo": tsumo,
                        "seat": "S",
                    },
                    {"has_sashikomi_yakuman": sashikomi},
                )
                s = score(
                    hand,
                    {"open_riichi": "on" if sashikomi else "no_yakuman"},
                    riichi=True,
                    double_riichi=double,
                    riichi_open=True,
                    self_drawn=tsumo,
                    seat_wind="S",
                )
                assert s.figures.han == han and s.received == total, (double, sashikomi, tsumo, names, yaku(s))
                assert ("Sashikomi" in names) == ("open_riichi_ron" in yaku(s))


def test_renhou_against_mahjong() -> None:
    """mahjong: renhou_as_yakuman (13) or a 5-han yaku — our yakuman and mangan values."""
    _has_mahjong()
    for tiles, win, hand in (
        ("123m456p789s234s55p", "5p", "123m456p789s234s5p +5p"),
        ("234m456p678s234s55p", "5p", "234m456p678s234s5p +5p"),
        ("111222333m44455s", "5s", "111222333m4445s +5s"),
    ):
        for as_yakuman in (False, True):
            han, names, total = _mahjong(
                tiles, win, {"is_renhou": True, "seat": "S"}, {"renhou_as_yakuman": as_yakuman, "has_open_tanyao": True}
            )
            s = score(hand, {"renhou": "yakuman" if as_yakuman else "mangan"}, first_turn_ron=True, seat_wind="S")
            assert s.figures.han == han and s.received == total, (hand, as_yakuman, names, yaku(s))


def test_daisharin_daichisei_paarenchan_against_mahjong() -> None:
    """mahjong: daisharin (pin only) one yakuman; daichisei one yakuman with tsuuiisou beside it
    (26 han), the same points as our double yakuman that rules tsuuiisou out (the yaku sets
    differ: tests/data/riichi_adjudication.md); paarenchan one yakuman (paarenchan_needs_yaku
    off: the seed asks no other yaku)."""
    _has_mahjong()
    han, names, total = _mahjong("22334455667788p", "8p", {}, {"has_daisharin": True})
    s = score("2233445566778p +8p", {"daisharin": "yakuman"})
    assert (s.figures.han, s.received) == (han, total) == (13, 48000)
    han, names, total = _mahjong("11223344556677z", "7z", {}, {"has_daichisei": True})
    s = score("1122334455667z +7z", {"daichisei": "on"})
    assert (s.figures.han, s.received) == (han, total) == (26, 96000)
    assert len(names) == 2  # daichisei and tsuuiisou there; ours: daichisei alone
    han, names, total = _mahjong(
        "123m456p789s234s55p", "5p", {"is_riichi": True, "paarenchan": 1}, {"paarenchan_needs_yaku": False}
    )
    s = score("123m456p789s234s5p +5p", {"paarenchan": "dealer"}, riichi=True, wins_in_a_row=8)
    assert (s.figures.han, s.received) == (han, total) == (13, 48000)


# --- pao ----------------------------------------------------------------------------------------

DAISANGEN = "234m5p [555z] [666z] [777z] +5p"  # daisangen, the three dragons called (the third makes pao)
PAO_RULE = "riichi.wiki Sekinin barai (quoted in core.rules.riichi.points.pao_payments)"


def pay(s: Score) -> dict[str, int]:
    return dict(s.pay)


def test_pao_tsumo_the_liable_player_pays_all_with_the_honba() -> None:
    """PAO_RULE: on a tsumo the liable player pays the whole value and the honba, as on a ron."""
    s = score(DAISANGEN, self_drawn=True, seat_wind="S", pao="non_dealer", honba=2, riichi_sticks=1)
    assert pay(s) == {"liable": 32000 + 600} and s.received == 32600 + 1000
    s = score(DAISANGEN, self_drawn=True, seat_wind="E", pao="non_dealer")
    assert pay(s) == {"liable": 48000}
    s = score(DAISANGEN, self_drawn=True, seat_wind="S", pao="dealer")
    assert pay(s) == {"liable": 32000}
    assert pay(score(DAISANGEN, self_drawn=True, seat_wind="S")) == {"dealer": 16000, "non_dealer": 8000}


def test_pao_ron_off_another_player_is_split() -> None:
    """PAO_RULE: on a ron off another player, the discarder pays half and the honba, the liable
    player the other half; a ron off the liable player is paid by them as any ron."""
    s = score(DAISANGEN, seat_wind="S", pao="non_dealer", honba=1)
    assert pay(s) == {"discarder": 16000 + 300, "liable": 16000} and s.received == 32300
    s = score(DAISANGEN, seat_wind="E", pao="non_dealer")
    assert pay(s) == {"discarder": 24000, "liable": 24000}
    assert pay(score(DAISANGEN, seat_wind="S", pao="discarder", honba=1)) == {"discarder": 32300}


def test_pao_daisuushii_and_a_composite_yakuman() -> None:
    """PAO_RULE (with several yakuman each is settled on its own, the honba once, the others
    paid as usual): daisuushii (a double yakuman here) with tsuuiisou: the liable player pays
    the daisuushii, the rest is paid as usual."""
    hand = "7z [111z] [222z] [333z] [444z] +7z"  # the four winds called, won on the 7z pair: + tsuuiisou
    s = score(hand, self_drawn=True, seat_wind="S", pao="non_dealer", honba=1)
    assert yaku(s) == {"daisuushii": 26, "tsuuiisou": 13}
    # daisuushii 2 x 32000 by the liable player; tsuuiisou 32000 as a tsumo: 16000 + 8000 + 8000, honba 100 each
    assert pay(s) == {"liable": 64000, "dealer": 16100, "non_dealer": 8100}
    assert s.received == 64000 + 16100 + 2 * 8100
    s = score(hand, seat_wind="S", pao="dealer", honba=1)
    assert pay(s) == {"liable": 32000, "discarder": 32000 + 32000 + 300}
    assert s.received == 96300


def test_pao_suukantsu_by_option_and_refusals() -> None:
    hand = "5p [1111m] [2222p] [3333s] [4444s] +5p"
    with pytest.raises(ContextError) as e:  # suukantsu pao only with the option
        score(hand, self_drawn=True, seat_wind="S", pao="non_dealer")
    assert e.value.keys == ("pao",)
    s = score(hand, {"pao_suukantsu": True}, self_drawn=True, seat_wind="S", pao="non_dealer")
    assert pay(s) == {"liable": 32000}
    with pytest.raises(ContextError) as e:
        score(DAISANGEN, self_drawn=True, seat_wind="S", pao="discarder")
    assert set(e.value.keys) == {"pao", "self_drawn"}
    with pytest.raises(ContextError) as e:
        score(DAISANGEN, seat_wind="E", pao="dealer")
    assert set(e.value.keys) == {"pao", "seat_wind"}
    with pytest.raises(ContextError) as e:  # no calls, no liability
        score("234m55p666777z55z +5z", seat_wind="S", pao="non_dealer")
    assert e.value.keys == ("pao",)
    with pytest.raises(ContextError) as e:  # the third dragon not called: no one's discard made it certain
        score("234m5p666z [555z] [777z] +5p", seat_wind="S", pao="non_dealer")
    assert e.value.keys == ("pao",) and "called" in str(e.value)
    with pytest.raises(ContextError) as e:  # suukantsu with no open kong called from a discard
        score(
            "5p [kakan 1111m] {2222p} {3333s} [kakan 4444s] +5p",
            {"pao_suukantsu": True},
            self_drawn=True,
            seat_wind="S",
            pao="non_dealer",
        )
    assert e.value.keys == ("pao",) and "called" in str(e.value)
    with pytest.raises(ContextError) as e:  # no daisangen / daisuushii counted
        score("234m5p [555z] [777z] [666m] +5p", seat_wind="S", pao="non_dealer")
    assert e.value.keys == ("pao",)


def test_the_liable_role_is_declared_with_names() -> None:
    roles = dict(R.layout.roles)
    n = roles["liable"]
    assert n.en and n.zh_hans and n.zh_hant and n.ja


# --- the mahjong package on generated hands with the local yaku it has ------------------------


def _local_scenario(g: Any, rng: Any) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any], dict[str, Any]] | None:
    """One generated hand turned into a case of a local yaku both engines have: (our context,
    our options, mahjong's HandConfig extras, mahjong's OptionalRules extras), or None."""
    ctx = dict(g.record["context"])
    opts = dict(g.record["options"])
    # daisharin and daichisei are shapes: always on (on both sides)
    opts.update(daisharin="yakuman", daichisei="on")
    mopts: dict[str, Any] = {"has_daisharin": True, "has_daichisei": True}
    mconf: dict[str, Any] = {}
    closed = not g.melds
    kind = rng.choice(("open_riichi", "renhou", "paarenchan", "shapes"))
    if kind == "open_riichi":
        if not (ctx.get("riichi") or ctx.get("double_riichi")):
            return None
        yakuman = rng.random() < 0.5
        ctx["riichi_open"] = True
        opts["open_riichi"] = "on" if yakuman else "no_yakuman"
        mconf["is_open_riichi"] = True
        mopts["has_sashikomi_yakuman"] = yakuman
    elif kind == "renhou":
        if not closed or ctx["seat_wind"] == "E":
            return None
        ctx.update(
            self_drawn=False,
            riichi=False,
            double_riichi=False,
            ippatsu=False,
            last_wall_tile=False,
            kong_replacement=False,
            robbing_kong=False,
            first_turn=False,
            ura_indicators="",
            first_turn_ron=True,
        )
        yakuman = rng.random() < 0.5
        opts["renhou"] = "yakuman" if yakuman else "mangan"
        mconf["is_renhou"] = True
        mopts["renhou_as_yakuman"] = yakuman
    elif kind == "paarenchan":
        ctx["seat_wind"] = "E"
        ctx["wins_in_a_row"] = 8
        opts["paarenchan"] = "dealer"
        mconf["paarenchan"] = 1
        mopts["paarenchan_needs_yaku"] = False
    return ctx, opts, mconf, mopts


def _local_differential(n: int, seed: int) -> tuple[list[str], dict[str, int]]:
    import random

    pytest.importorskip("mahjong")
    from dataclasses import replace

    from core.referee.batch_format import hand_from_record
    from tests.oracles.riichi import generate, oracle

    rng = random.Random(seed)
    out: list[str] = []
    seen: dict[str, int] = {}
    done = 0
    while done < n:
        g = generate(rng)
        case = _local_scenario(g, rng)
        if case is None:
            continue
        ctx, opts, mconf, mopts = case
        done += 1
        g2 = replace(g, record=dict(g.record, context=ctx, options=opts))
        if not ctx.get("riichi") and not ctx.get("double_riichi"):
            g2 = replace(g2, ura=[])
        hand, _flowers = hand_from_record(g2.record)
        s = R.score(hand, ctx, opts)
        o = oracle(g2, mconf, mopts)
        for rid in yaku(s):
            if rid in LOCAL_ROWS:
                seen[rid] = seen.get(rid, 0) + 1
        if o.error:
            if not (o.error == "no_yaku" and not s.win):
                out.append(f"{g2.record}: mahjong says {o.error}, we say win={s.win}")
            continue
        ym = s.figures.yakuman
        ours_yaku = yaku(s)
        theirs_yaku = dict(o.yaku)
        if "daichisei" in ours_yaku:  # one double-yakuman row here, daichisei + tsuuiisou there (adjudicated)
            theirs_yaku = {"daichisei": theirs_yaku.pop("daichisei") + theirs_yaku.pop("tsuuiisou")} | theirs_yaku
        ours = (
            s.win,
            s.figures.han,
            s.figures.fu if not ym else None,
            ours_yaku,
            s.figures.limit,
            dict(s.pay),
            s.received,
            s.figures.points,
        )
        theirs = (True, o.han, o.fu if not ym else None, theirs_yaku, o.limit, o.pay, o.received, o.points)
        if ours != theirs:
            out.append(f"{g2.record}:\n  ours   {ours}\n  theirs {theirs}")
    return out, seen


def test_generated_hands_with_local_yaku_agree_with_the_mahjong_package() -> None:
    """1,000 generated hands, each made a case of open riichi (with or without its yakuman ron),
    renhou (yakuman or 5 han), paarenchan, or just scored with daisharin and daichisei on: han,
    fu, yaku (daichisei adjudicated), limit, payments and received agree with ``mahjong``."""
    bad, seen = _local_differential(1000, 3)
    assert bad == []
    assert {"open_riichi", "open_double_riichi", "open_riichi_ron", "renhou", "renhou_han", "paarenchan"} <= set(seen)


@pytest.mark.slow
def test_many_generated_hands_with_local_yaku_agree_with_the_mahjong_package() -> None:
    bad, _seen = _local_differential(20000, 2027)
    assert bad == []


def test_tenhous_pao_hand() -> None:
    """The one pao hand of the real Tenhou hands (tests/data/tenhou_hands.jsonl, ``expect.pao``):
    a non-dealer's daisangen by self-draw. With a liable player (the record does not say which
    seat; both are tried) the liable player pays the whole 32,000 alone and the winner
    receives Tenhou's 32,000."""
    from core.referee.batch_format import hand_from_record

    pao = [r for r in tenhou_hands() if r["expect"].get("pao")]
    assert len(pao) == 1
    record = pao[0]
    hand, _flowers = hand_from_record(record)
    for liable in ("dealer", "non_dealer"):
        s = R.score(hand, dict(record["context"], pao=liable), R.preset_options("tenhou"))
        assert yaku(s) == {"daisangen": 13}
        assert pay(s) == {"liable": record["expect"]["received"]} and s.received == record["expect"]["received"]


ALL_LOCAL = {
    "open_riichi": "on",
    "sanshoku_tsuukan": "on",
    "sanrenkou": True,
    "isshoku_sanjun": "on",
    "renhou": "yakuman",
    "daisharin": "double",
    "shiisanpuutaa": "yakuman",
    "suurenkou": True,
    "isshoku_yonjun": True,
    "hyakumangoku": "pure_double",
    "benikujaku": True,
    "toupei_shinkansen": "on",
    "daichisei": "with_tsuuiisou",
    "paarenchan": "any_seat",
    "ishino_uenimo_sannen": True,
    "pao_suukantsu": True,
}


def test_local_yaku_switched_on_change_only_the_hands_they_count_in() -> None:
    """2,000 generated hands scored with every local yaku on and with none: where no local row
    counts, the win, han, points and payments are the same (a local row changes a hand only by
    counting in it); where one counts, the hand is worth at least as much."""
    import random

    from core.referee.batch_format import hand_from_record
    from tests.oracles.riichi import generate

    assert set(ALL_LOCAL) >= set(LOCAL_YAKU_OPTIONS)
    rng = random.Random(31)
    counted = 0
    for _ in range(2000):
        g = generate(rng)
        hand, _flowers = hand_from_record(g.record)
        ctx, opts = g.record["context"], g.record["options"]
        plain = R.score(hand, ctx, opts)
        local = R.score(hand, ctx, opts | ALL_LOCAL)
        if LOCAL_ROWS & set(yaku(local)):
            counted += 1
            assert local.win and points(local) >= points(plain), g.record
        else:
            assert (local.win, local.figures.han, points(local), local.pay) == (
                plain.win,
                plain.figures.han,
                points(plain),
                plain.pay,
            ), g.record
    assert counted  # (some do: sanshoku tsuukan, sanrenkou, isshoku sanjun, ishino uenimo sannen, ...)


# --- seed 003's "some rules" values of the standard yakuman --------------------------------------

TENHOU_RULE = "1.天和:莊家起手配牌後,自己抓到的第壹張牌便形成自摸和牌"
TENHOU_DOUBLE = "1倍役滿(部分規則計2倍役滿)。(注:必須是立即和牌。"
RYUUIISOU_RULE = (
    "1倍役滿(部分規則中,無“發”的綠壹色稱爲“純綠壹色”,計2倍役滿。也有部分規則中,綠壹色必須帶“發”,否則只算普通牌型"
    "清壹色、斷幺九)。"
)
SUUKANTSU_RULE = "1倍役滿(部分規則計2倍役滿)。"
CHUUREN_RULE = "然後和牌時的構牌方式爲“清壹色”(部分規則中必須是萬的清壹色)"
QUOTES += (TENHOU_RULE, TENHOU_DOUBLE, RYUUIISOU_RULE, SUUKANTSU_RULE, CHUUREN_RULE)


def test_the_standard_yakuman_quotes_are_the_seeds() -> None:
    test_the_quotes_are_the_seeds()


def test_tenhou_and_suukantsu_double_by_option() -> None:
    """TENHOU_DOUBLE, SUUKANTSU_RULE: one yakuman, two by option (tenhou_double,
    suukantsu_double), and only where double yakuman count at all (double_yakuman)."""
    hand = "123m456p789s234s5p +5p"
    assert yaku(score(hand, first_turn=True, self_drawn=True)) == {"tenhou": 13}
    assert yaku(score(hand, {"tenhou_double": True}, first_turn=True, self_drawn=True)) == {"tenhou": 26}
    assert yaku(score(hand, {"tenhou_double": True, "double_yakuman": False}, first_turn=True, self_drawn=True)) == {
        "tenhou": 13
    }
    # chiihou stays one yakuman (the seed: 「2.地和:…1倍役滿。」)
    assert yaku(score(hand, {"tenhou_double": True}, first_turn=True, self_drawn=True, seat_wind="S")) == {
        "chiihou": 13
    }
    kongs = "5p [1111m] [2222p] [3333s] [4444s] +5p"
    assert yaku(score(kongs)) == {"suukantsu": 13}
    assert yaku(score(kongs, {"suukantsu_double": True})) == {"suukantsu": 26}


def test_ryuuiisou_and_the_green_dragon() -> None:
    """RYUUIISOU_RULE: any (default): with or without 發 one yakuman; pure_double: without 發 a
    double yakuman (純綠壹色); hatsu_required: without 發 only chinitsu and tanyao."""
    pure, with_hatsu = "234s666s888s2s [444s] +2s", "234s234s666s8s [666z] +8s"
    assert yaku(score(pure)) == {"ryuuiisou": 13}
    assert yaku(score(with_hatsu)) == {"ryuuiisou": 13}
    s = score(pure, {"ryuuiisou": "pure_double"})
    assert yaku(s) == {"junsei_ryuuiisou": 26} and suppressed(s)["ryuuiisou"] == "junsei_ryuuiisou"
    assert yaku(score(with_hatsu, {"ryuuiisou": "pure_double"})) == {"ryuuiisou": 13}
    assert yaku(score(pure, {"ryuuiisou": "hatsu_required"})) == {"chinitsu": 5, "tanyao": 1}
    assert yaku(score(with_hatsu, {"ryuuiisou": "hatsu_required"})) == {"ryuuiisou": 13}


def test_chuuren_in_characters_only_by_option() -> None:
    """CHUUREN_RULE: chuuren in any suit, or (chuuren_man_only) in characters only."""
    assert yaku(score("1112345678999p +5p")) == {"junsei_chuuren": 26}
    assert "chinitsu" in yaku(score("1112345678999p +5p", {"chuuren_man_only": True}))
    assert yaku(score("1112345678999m +5m", {"chuuren_man_only": True})) == {"junsei_chuuren": 26}
    assert yaku(score("1112345678999m +1m", {"chuuren_man_only": True})) == {"chuuren": 13} or yaku(
        score("1112345678999m +1m", {"chuuren_man_only": True})
    ) == {"junsei_chuuren": 26}
    assert yaku(score("1113345678999s +2s")) == {"chuuren": 13}
    assert "chuuren" not in yaku(score("1113345678999s +2s", {"chuuren_man_only": True}))


SHIBARI = "(注:使用“八連莊”的情況下,通常規定本場數達到或超過5的時候2番起和。)"
QUOTES += (SHIBARI,)


def test_the_two_han_minimum_at_five_honba() -> None:
    """SHIBARI (option ryanhan_shibari, off by default): at five honba or more a hand with one
    han of yaku is no win (two_han_minimum), whatever its dora; two han of yaku or a yakuman
    win; below five honba, or with the option off, one han wins."""
    one = "123m456p789s234s5p +5p"  # riichi only
    shibari = {"ryanhan_shibari": True}
    s = score(one, shibari, riichi=True, honba=5, dora_indicators="4p")
    assert not s.win and s.reason == "two_han_minimum" and yaku(s) == {"riichi": 1, "dora": 3}
    assert "two-han minimum" in s.headline.text.en and s.pay == ()
    assert score(one, shibari, riichi=True, honba=4).win
    assert score(one, None, riichi=True, honba=5).win
    assert score(one, shibari, riichi=True, ippatsu=True, honba=5).win  # two han of yaku
    assert score(one, shibari | {"paarenchan": "dealer"}, riichi=True, honba=7, wins_in_a_row=8).win  # a yakuman
    s = score(one, shibari, honba=5)  # no yaku at all: still no_yaku
    assert s.reason == "no_yaku"
    # the reading search keeps a reading that reaches two han: iipeikou + riichi here
    s = score("112233m456p789s5p +5p", shibari, riichi=True, honba=6)
    assert s.win and yaku(s) == {"riichi": 1, "iipeikou": 1}
