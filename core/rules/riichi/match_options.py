"""The options of a riichi match (points, uma, oka, length, ties, chombo, bust, abortive
draws, several winners on one discard) and the presets that fix them (``tenhou``, ``wrc``,
``ema``, ``mleague``), with their names and help in every language."""

from __future__ import annotations

from typing import Any, Final

from core.engine.schema import Choice, Field, FieldType
from core.engine.score import Names, names

_CHOICES: Final[dict[str, tuple[tuple[str, Names], ...]]] = {
    "length": (
        (
            "hanchan",
            names(
                "hanchan (East and South rounds)",
                "半庄（东风场与南风场）",
                "半莊（東風場與南風場）",
                "半荘戦（東場と南場）",
            ),
        ),
        (
            "tonpuusen",
            names("tonpuusen (East round only)", "东风战（只打东风场）", "東風戰（只打東風場）", "東風戦（東場のみ）"),
        ),
    ),
    "ties": (
        (
            "split",
            names("share the uma and oka", "平分顺位点与头名奖励", "平分順位點與頭名獎勵", "ウマ・オカを分け合う"),
        ),
        ("seat", names("by seat order", "按座位顺序", "按座位順序", "席順（起家優先）")),
    ),
    "chombo": (
        ("reverse_mangan", names("pays a mangan", "支付满贯", "支付滿貫", "満貫払い")),
        ("points", names("points off after uma", "顺位点后扣分", "順位點後扣分", "順位点の後に減点")),
    ),
    "leftover_sticks": (
        ("first", names("to the first place", "归第一名", "歸第一名", "トップ取り")),
        ("none", names("to no one", "不归任何人", "不歸任何人", "誰のものにもならない")),
    ),
    "multiple_ron": (
        (
            "head_bump",
            names(
                "head bump: only the first winner",
                "截和：只有第一位和牌者",
                "截和：只有第一位胡牌者",
                "頭ハネ：最初の和了者のみ",
            ),
        ),
        (
            "double",
            names(
                "double ron (three rons: an abortive draw)",
                "一炮双响（三家和为中途流局）",
                "一炮雙響（三家和為中途流局）",
                "ダブロンあり（三家和は途中流局）",
            ),
        ),
        (
            "triple",
            names("double and triple ron", "一炮双响与一炮三响", "一炮雙響與一炮三響", "ダブロン・トリロンあり"),
        ),
    ),
    "multiple_ron_sticks": (
        ("first", names("all to the first winner", "全归第一位和牌者", "全歸第一位胡牌者", "すべて上家取り")),
        (
            "reclaim",
            names(
                "winners take back their own, the rest to the first winner",
                "和牌者取回自己的，其余归第一位和牌者",
                "胡牌者取回自己的，其餘歸第一位胡牌者",
                "和了者は自分の供託を戻し、残りは上家取り",
            ),
        ),
    ),
    "multiple_ron_honba": (
        ("first", names("to the first winner", "归第一位和牌者", "歸第一位胡牌者", "上家取り")),
        ("each", names("to every winner", "每位和牌者都得", "每位胡牌者都得", "和了者全員")),
    ),
    "nagashi_mangan": (
        ("none", names("not played", "不采用", "不採用", "なし")),
        (
            "draw",
            names(
                "paid at the draw, no counters or sticks",
                "流局时支付，不计本场与立直棒",
                "流局時支付，不計本場與立直棒",
                "流局として精算（積み棒・供託なし）",
            ),
        ),
        ("win", names("counts as a win", "按和牌计", "按胡牌計", "和了扱い")),
    ),
}


def _choice(key: str, default: str, title: Names, help: Names) -> Field:
    return Field(key, FieldType.CHOICE, default, title, help, choices=tuple(Choice(v, n) for v, n in _CHOICES[key]))


def _int(key: str, default: int, title: Names, help: Names, minimum: int | None = None) -> Field:
    return Field(key, FieldType.INT, default, title, help, minimum=minimum, maximum=1_000_000)


_PLACES: Final = (
    ("first", "第一名", "第一名", "1位"),
    ("second", "第二名", "第二名", "2位"),
    ("third", "第三名", "第三名", "3位"),
    ("fourth", "第四名", "第四名", "4位"),
)


def _uma(i: int, default: int) -> Field:
    en, hans, hant, ja = _PLACES[i - 1]
    return _int(
        f"uma_{i}",
        default,
        names(f"Uma, {en} place", f"{hans}顺位点", f"{hant}順位點", f"{ja}のウマ"),
        names(
            f"the uma of the {en} place, in thousands of points",
            f"{hans}的顺位点（以千点为单位）",
            f"{hant}的順位點（以千點為單位）",
            f"{ja}のウマ（千点単位）",
        ),
        -1000,
    )


#: the match options (the defaults are the ``tenhou`` preset's)
OPTION_FIELDS: Final[tuple[Field, ...]] = (
    _int(
        "start_points",
        25000,
        names("Starting points", "起始点数", "起始點數", "配給原点"),
        names(
            "each player's points at the start",
            "每位玩家开局时的点数",
            "每位玩家開局時的點數",
            "各プレイヤーの開始時の持ち点",
        ),
        0,
    ),
    _int(
        "return_points",
        30000,
        names("Return points", "返点", "返點", "返し点"),
        names(
            "the points the final result counts from (above the starting points, the difference goes to the first "
            "place as the oka)",
            "最终成绩从此点数起算（高于起始点数时，差额作为头名奖励归第一名）",
            "最終成績從此點數起算（高於起始點數時，差額作為頭名獎勵歸第一名）",
            "最終成績の基準となる点数（配給原点より高ければ、差額はオカとしてトップへ）",
        ),
        0,
    ),
    _uma(1, 20),
    _uma(2, 10),
    _uma(3, -10),
    _uma(4, -20),
    _choice(
        "length",
        "hanchan",
        names("Match length", "对局长度", "對局長度", "対局の長さ"),
        names(
            "a hanchan plays the East and South rounds, a tonpuusen the East round only",
            "半庄打东风场与南风场，东风战只打东风场",
            "半莊打東風場與南風場，東風戰只打東風場",
            "半荘戦は東場と南場、東風戦は東場のみ",
        ),
    ),
    Field(
        "bust",
        FieldType.BOOL,
        True,
        names("Bust ends the match", "击飞结束", "擊飛結束", "飛び終了"),
        names(
            "the match ends when a player's points go below zero",
            "有玩家点数低于零时对局结束",
            "有玩家點數低於零時對局結束",
            "持ち点がマイナスになった者が出たら対局終了",
        ),
    ),
    Field(
        "dealer_tenpai_repeat",
        FieldType.BOOL,
        True,
        names("Dealer repeats when ready", "庄家听牌连庄", "莊家聽牌連莊", "テンパイ連荘"),
        names(
            "the dealer keeps the deal at an exhaustive draw when ready",
            "荒牌流局时庄家听牌则连庄",
            "荒牌流局時莊家聽牌則連莊",
            "流局時に親が聴牌していれば連荘",
        ),
    ),
    _choice(
        "ties",
        "seat",
        names("Equal points", "同分", "同分", "同点の扱い"),
        names(
            "players with equal points share the uma and oka of their places, or are placed by seat order "
            "(the first dealer first)",
            "同分的玩家平分所占名次的顺位点与头名奖励，或按座位顺序（起家优先）排名",
            "同分的玩家平分所佔名次的順位點與頭名獎勵，或按座位順序（起家優先）排名",
            "同点者は該当順位のウマ・オカを分け合うか、席順（起家優先）で順位を決める",
        ),
    ),
    _choice(
        "chombo",
        "reverse_mangan",
        names("Chombo penalty", "错和罚则", "錯和罰則", "チョンボの罰則"),
        names(
            "a chombo pays a mangan to the others, or costs points after the uma",
            "错和者向其他玩家支付满贯，或在顺位点之后扣分",
            "錯和者向其他玩家支付滿貫，或在順位點之後扣分",
            "チョンボは満貫払い、または順位点の後に減点",
        ),
    ),
    _int(
        "chombo_points",
        20000,
        names("Chombo points", "错和扣分", "錯和扣分", "チョンボの罰点"),
        names(
            "what a chombo costs after the uma, when a chombo costs points",
            "错和按扣分处理时，在顺位点之后扣除的点数",
            "錯和按扣分處理時，在順位點之後扣除的點數",
            "チョンボを減点とするとき、順位点の後に引く点数",
        ),
        0,
    ),
    Field(
        "abortive_draws",
        FieldType.BOOL,
        True,
        names("Abortive draws", "中途流局", "中途流局", "途中流局"),
        names(
            "a hand may end in an abortive draw (nine terminals and honours, four winds, four riichi, four kongs, "
            "three rons): the dealer deals again with one more counter",
            "一局可以中途流局（九种九牌、四风连打、四家立直、四开杠、三家和）：庄家连庄并加一本场",
            "一局可以中途流局（九種九牌、四風連打、四家立直、四開槓、三家和）：莊家連莊並加一本場",
            "途中流局（九種九牌・四風連打・四家立直・四開槓・三家和）があり、親が連荘して1本場積む",
        ),
    ),
    _choice(
        "leftover_sticks",
        "first",
        names("Riichi sticks left at the end", "终局剩余立直棒", "終局剩餘立直棒", "終局時の供託"),
        names(
            "riichi sticks left on the table at the end go to the first place, or to no one",
            "终局时场上剩余的立直棒归第一名，或不归任何人",
            "終局時場上剩餘的立直棒歸第一名，或不歸任何人",
            "終局時に残った供託はトップのものにするか、誰のものにもしない",
        ),
    ),
    _choice(
        "multiple_ron",
        "double",
        names("Several rons on one discard", "一炮多响", "一炮多響", "ダブロン・トリロン"),
        names(
            "when several players win on one discard: only the first in turn order from the discarder wins (head "
            "bump), two may win (three rons are an abortive draw where the rules have one), or two or three may win",
            "多位玩家和同一张牌时：只有点炮者下家起最先的一位和牌（截和），或可两家和（三家和在有中途流局时为流局），"
            "或可两家、三家和",
            "多位玩家胡同一張牌時：只有放槍者下家起最先的一位胡牌（截和），或可兩家胡（三家和在有中途流局時為流局），"
            "或可兩家、三家胡",
            "複数のプレイヤーが同じ捨て牌でロンしたとき：放銃者の下家から最初の1人だけ（頭ハネ）、2人まで"
            "（三家和は途中流局があれば流局）、または2人・3人とも和了",
        ),
    ),
    _choice(
        "multiple_ron_sticks",
        "first",
        names("Riichi sticks at a multiple ron", "一炮多响时的立直棒", "一炮多響時的立直棒", "ダブロン時の供託"),
        names(
            "at a double or triple ron the riichi sticks go to the first winner in turn order from the discarder, "
            "or each winner takes back their own stick of the hand and the rest go to the first",
            "一炮多响时立直棒归点炮者下家起的第一位和牌者，或各和牌者取回本局自己的立直棒、其余归第一位",
            "一炮多響時立直棒歸放槍者下家起的第一位胡牌者，或各胡牌者取回本局自己的立直棒、其餘歸第一位",
            "ダブロン・トリロンのとき、供託は放銃者の下家から最初の和了者のもの（上家取り）、または各和了者が"
            "その局の自分の供託を戻し、残りを最初の和了者が取る",
        ),
    ),
    _choice(
        "multiple_ron_honba",
        "first",
        names("Counters at a multiple ron", "一炮多响时的本场", "一炮多響時的本場", "ダブロン時の積み棒"),
        names(
            "at a double or triple ron the counters (300 each) are paid to the first winner only, or to every winner",
            "一炮多响时本场（每本 300 点）只付给第一位和牌者，或付给每位和牌者",
            "一炮多響時本場（每本 300 點）只付給第一位胡牌者，或付給每位胡牌者",
            "ダブロン・トリロンのとき、積み棒（1本300点）は最初の和了者だけ、または和了者全員に支払う",
        ),
    ),
    _choice(
        "nagashi_mangan",
        "draw",
        names("Nagashi mangan", "流局满贯", "流局滿貫", "流し満貫"),
        names(
            "nagashi mangan at an exhaustive draw: not played; paid as a mangan self-draw in place of the ready "
            "payments, the hand settled as a draw (no counters or sticks move); or counted as a win (the counters "
            "paid, the sticks to the winner, the dealer repeats only as a winner)",
            "荒牌流局时的流局满贯：不采用；按自摸满贯支付，代替听牌费，本局按流局处理（本场与立直棒不动）；"
            "或按和牌计（付本场，立直棒归和牌者，庄家仅在和牌时连庄）",
            "荒牌流局時的流局滿貫：不採用；按自摸滿貫支付，代替聽牌費，本局按流局處理（本場與立直棒不動）；"
            "或按胡牌計（付本場，立直棒歸胡牌者，莊家僅在胡牌時連莊）",
            "荒牌流局時の流し満貫：なし／満貫ツモとして精算し聴牌料の代わりとする、局は流局扱い（積み棒・供託は"
            "動かない）／和了扱い（積み棒を払い、供託は和了者へ、親は和了者のときだけ連荘）",
        ),
    ),
)

#: the presets of the match options
PRESETS: Final[dict[str, dict[str, Any]]] = {
    "tenhou": {},
    "wrc": {
        "start_points": 30000,
        "return_points": 30000,
        "uma_1": 15,
        "uma_2": 5,
        "uma_3": -5,
        "uma_4": -15,
        "bust": False,
        "ties": "split",
        "chombo": "points",
        "abortive_draws": False,
        "multiple_ron": "head_bump",
        "nagashi_mangan": "win",
    },
    "ema": {
        "start_points": 30000,
        "return_points": 30000,
        "uma_1": 15,
        "uma_2": 5,
        "uma_3": -5,
        "uma_4": -15,
        "bust": False,
        "ties": "split",
        "chombo": "points",
        "abortive_draws": False,
        "multiple_ron": "triple",
        "multiple_ron_sticks": "reclaim",
        "multiple_ron_honba": "each",
        "nagashi_mangan": "win",
    },
    # M-League: players with equal points share the uma of their places, no hand ends in an
    # abortive draw (途中流局なし), no double or triple ron (全て頭ハネ)
    "mleague": {
        "start_points": 25000,
        "return_points": 30000,
        "uma_1": 30,
        "uma_2": 10,
        "uma_3": -10,
        "uma_4": -30,
        "bust": False,
        "ties": "split",
        "chombo": "points",
        "abortive_draws": False,
        "multiple_ron": "head_bump",
    },
}
