"""The rules of a riichi match (one hanchan or tonpuusen), as pure functions over the frozen
values of :mod:`core.referee.match`; the options come from a preset (``tenhou``, ``wrc``, ``ema``,
``mleague``) with single values given on top.

The rules followed (the common Japanese rules, as the riichi rule set scores them; the figures
that differ between rule books are the options, their defaults the preset's):

- **Points.** Each player starts with ``start_points`` (Tenhou and M-League 25,000; WRC and EMA
  30,000). The final result is ``(points - return_points) / 1000`` plus the uma of the place,
  in thousands (Tenhou +20/+10/-10/-20; WRC and EMA +15/+5/-5/-15; M-League +30/+10/-10/-30),
  plus the oka, ``4 * (return_points - start_points) / 1000`` (what the players put in beyond
  their start: 3 times at a table of three), to the first place. Players
  with equal points share the uma and oka of their places (``ties = split``, WRC/EMA) or are
  placed by seat order, the first dealer first (``ties = seat``, Tenhou and M-League).
- **Rounds and the dealer.** Player 0 deals first. East round, then South (a hanchan) or East
  only (``length = tonpuusen``). The dealer keeps the deal (renchan) when winning, and at an
  exhaustive draw when ready (``dealer_tenpai_repeat``); otherwise the deal passes to the
  right. The match ends when the deal passes on from the last dealer of the last round; a
  dealer repeat in the last hand plays on (no agari-yame).
- **Counters and sticks.** Every renchan and every exhaustive draw puts one honba counter on
  the table; a non-dealer's win clears them. A riichi declaration puts a 1000-point stick on
  the table (the record names the declarers: ``facts`` ``{"riichi": [players]}``); the next
  winner takes them all. A hand is scored with the counters and sticks on the table then
  (the riichi rule set pays 300 a counter on a ron, 100 from each payer on a tsumo, and adds
  the sticks). Sticks left at the end go to the first place (``leftover_sticks = first``) or
  to no one (``none``).
- **Exhaustive draw.** 3000 points go from the players not ready to the players ready, split
  evenly both ways (one ready: 1000 from each other; two: 1500 from each of the two others;
  three: 3000 from the last); none or all ready: nothing. A riichi declarer must be ready.
- **Chombo.** The hand is played again as it was (the same dealer and counters; riichi
  sticks of the hand returned). ``chombo = reverse_mangan``: the offender pays a mangan as
  if a tsumo of theirs had been won by the others: a dealer 4000 to each, a non-dealer 4000
  to the dealer and 2000 to each other. ``chombo = points``: ``chombo_points`` (20,000 under
  WRC, EMA and M-League) come off the offender's final result after uma, taken from no one.
  A referee's ``deduction`` of the points given is taken the same way.
- **Bust.** With ``bust`` (Tenhou), the match ends when a player's points go below zero.
- **Abortive draw** (途中流局: nine kinds of terminals and honours, four winds discarded, four
  riichi, four kongs by several players, three rons), where the rules have one
  (``abortive_draws``: Tenhou yes; the WRC rules 2015 §5.7 "There are no abortive draws", the
  EMA riichi rules since 2016 and M-League none): no points change hands and nobody pays for
  not being ready; the riichi sticks declared stay on the table with those already there;
  one more honba counter; the dealer deals again (the seats do not rotate). A draw record
  says it with the fact ``kind`` ``abortive``; a riichi declarer found not ready at four riichi
  is a chombo, recorded as one.

- **Pao** (責任払い). A win's fact ``liable`` names the player liable for a big three dragons or
  big four winds (with the rule set's option, four kongs) whose last set they fed: the win is
  scored with the context ``pao`` that player's seat gives (``discarder``, ``dealer`` or
  ``non_dealer``), and the result's payer role ``liable`` is paid by that player (a win whose
  context already names the dealer as liable needs no fact, nor one where a single player can
  be the liable non-dealer). The liable player cannot be the winner, and a draw has none.

- **Double and triple ron** (option ``multiple_ron``). A win record lists every winner of the
  discard (:attr:`~core.engine.match_rules.WinHand.also`), put in turn order from the
  discarder (the player to the discarder's right first) when it is written; one stored out of
  that order is refused. Each winner is scored at the hand's seating, paid by the discarder as
  its own result says; the deltas are summed in the one entry. The riichi sticks go to the first
  winner (``multiple_ron_sticks = first``), or each later winner takes back their own stick of
  the hand and the rest go to the first (``reclaim``); the counters are paid to the first winner
  only (``multiple_ron_honba = first``: the others are scored with no honba) or to every winner
  (``each``). The dealer among the winners keeps the deal with one more counter; otherwise the
  deal passes and the counters clear. The hand's riichi declarers are kept on the first winner's
  record (a referee may write them on any winner), a winner's own liable player (pao) on its own.
  The sources, by preset:

  - ``tenhou``: ``double``, sticks and counters ``first``. Tenhou's rules (riichi.wiki /
    arcturus.su "Tenhou.net rules", a translation of Tenhou's manual): "Double rons allowed.
    Repeats and deposits go to the next closest player." and "Double rons occuring with the
    dealer winning are counted as renchan"; three rons are an abortive draw (the same page:
    "Abortive draws (... three ron calls ...) allowed"). MahjongRepository/ronin 0.19.0, aligned
    with Tenhou: "In a double ron the honba bonus goes only to the winner closest to the
    discarder." (The brief this was written from said the honba went to each winner; the two
    sources above say the first, and are followed.)
  - ``wrc``: ``head_bump``. Pantheon's WRC rule set (``Common/rulesets/wrc.php``):
    ``setWithAtamahane(true)``. The WRC rule book's own sentence was not found.
  - ``ema``: ``triple``, sticks ``reclaim``, counters ``each``. riichi.wiki "EMA Riichi
    Competition Rules" (2016 text): "Double and triple Ron is allowed, the discarder has to pay
    each winner separately."; riichi.wiki's "Multiple ron" table, row EMA2016: "3 || Priority ||
    Winners reclaim, rest priority || Both || Dealer keeps"; Pantheon's ``ema.php``:
    ``setDoubleronHonbaAtamahane(false)``.
  - ``mleague``: ``head_bump``. majannavi.com "Mリーグ公式ルールまとめ":
    「ダブロン・トリプルロンはなし(全て頭ハネ)」; ojisan-gyakushu.com lists 「ダブロンなし」.

  A winner scored with no counters (``multiple_ron_honba = first``) is scored at 0 honba, so a
  two-han minimum at five counters (the riichi rule set's local option) does not apply to it.
- **Nagashi mangan** (option ``nagashi_mangan``), recorded on the exhaustive draw as the fact
  ``{"nagashi": [players]}`` (refused on a win and on an abortive draw). Each such player is
  paid a mangan self-draw: a dealer 4000 from each, a non-dealer 4000 from the dealer and 2000
  from each other (several players: each paid separately, a winner paying the others' too).

  - ``draw`` (``tenhou``, and ``mleague`` by assumption): the "Tenhou.net rules" page:
    "Nagashi mangan allowed. Tenpai payments are replaced by the mangan payment. Dealer tenpai
    counts as renchan."; MahjongRepository/mahjong 2.3.0 (Tenhou's scoring): "always paid as a
    tsumo ... without honba or riichi sticks, since it is settled as a draw". So: no ready
    payments, no counters paid, the sticks stay on the table, a riichi declarer must still be
    ready, the dealer repeats when ready (``dealer_tenpai_repeat``), one more counter.
    M-League lists 流し満貫 among its rules (ojisan-gyakushu.com); how it settles it was not
    found, and Tenhou's settlement is assumed.
  - ``win`` (``ema``, ``wrc``): riichi.wiki "EMA Riichi Competition Rules": "Nagashi mangan counts
    as a win, rendering noten penalties and noten riichi chombos void. Multiple players may win
    with Nagashi Mangan simultaneously, payments occur as with separate mangan Tsumos. Table
    counters affect the hand score normally. Hand progression or hand repeat depends on whether
    East was a nagashi mangan winner or not, because tenpai hands are not revealed." So: no
    ready payments and no ready players named, 100 a counter from each payer, the dealer among
    the winners repeats with one more counter, else the deal passes and the counters clear. The
    sticks go to the winner; of several, to the first in turn order from the dealer (an
    assumption: the text does not say). WRC: the 2015 rule book's contents list a section
    "6.5.4 Mangan yaku" whose text could not be read; the EMA 2016 rules are "minimal"
    differences from it, so ``wrc`` is set as ``ema`` (unverified).
  - ``none``: a draw record naming a nagashi mangan is refused.
- **Time called.** A draw record of kind ``time_called`` (written by a tournament round closed
  on time) ends the match where it stands, as every rule set's sheet does
  (:meth:`~core.engine.match_rules.MatchRules.end_on_time`); sticks left on the table are
  settled by ``leftover_sticks`` as at any end.

Not modelled: a West round extension when nobody reaches the return points.
The riichi rule set names this module (``match_module``); a window records the declarers
through :attr:`player_facts`. Three-player riichi's match (:mod:`core.rules.sanma.match`) is these
rules at a table of three: :class:`RiichiMatchRules` counts its players, options and presets from
its attributes (``players``, ``option_fields``, ``presets``, ``noten_pool``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any, Final

from core.engine.match_rules import (
    E_DEDUCTION,
    PLAYERS,
    ROUND_WORDS,
    WINDS,
    Body,
    Draw,
    DrawKind,
    MatchError,
    MatchRules,
    Penalty,
    PenaltyKind,
    PlayerFact,
    Seating,
    Step,
    TableState,
    WinHand,
    add,
    check_winners,
    option_value_names,
    per_player,
    refused,
    win_deltas,
)
from core.engine.schema import Choice, Field, FieldType, listed
from core.engine.score import Names, names
from core.model.names import same, separated
from core.rules.riichi import NAME, TITLE

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

# --- refusals, in every language (the English is the message the tests and logs know) ---------

_E_FACTS: Final = Names(
    "facts 'riichi' must list the players (0-{last}) who declared riichi, not {found}",
    "“已立直”必须列出宣告立直的玩家（0-{last}），不能是 {found}",
    "「已立直」必須列出宣告立直的玩家（0-{last}），不能是 {found}",
    "「立直宣言」には立直したプレイヤー（0-{last}）を並べてください（{found} は不可）",
)
_E_FACTS_TWICE: Final = Names(
    "facts 'riichi' names a player twice: {found}",
    "“已立直”重复列出了同一位玩家：{found}",
    "「已立直」重複列出了同一位玩家：{found}",
    "「立直宣言」に同じプレイヤーが2回あります：{found}",
)
_E_LIABLE_FACT: Final = Names(
    "facts 'liable' must name at most one player (0-3), the one liable for a yakuman (pao), not {found}",
    "“包牌”最多只能列出一位玩家（0-3），即对役满负包牌责任者，不能是 {found}",
    "「包牌」最多只能列出一位玩家（0-3），即對役滿負包牌責任者，不能是 {found}",
    "「責任払い」には役満の責任を負うプレイヤーを1人まで（0-3）指定してください（{found} は不可）",
)
_E_LIABLE_WINNER: Final = Names(
    "the winner cannot be liable for their own yakuman (pao): name another player",
    "和牌者不能对自己的役满负包牌责任：请指定另一位玩家",
    "和牌者不能對自己的役滿負包牌責任：請指定另一位玩家",
    "和了者は自分の役満の責任払いを負えません：別のプレイヤーを指定してください",
)
_E_LIABLE_DRAW: Final = Names(
    "a draw has no liable player (pao): name none",
    "流局没有包牌者：请不要指定",
    "流局沒有包牌者：請不要指定",
    "流局に責任払いはありません：指定しないでください",
)
_E_LIABLE_WHO: Final = Names(
    "pao: {count} players could be the liable non-dealer: name the liable player",
    "包牌：可能负包牌责任的闲家有 {count} 位：请指定包牌者",
    "包牌：可能負包牌責任的閒家有 {count} 位：請指定包牌者",
    "責任払い：責任を負う子の候補が {count} 人います：責任者を指定してください",
)
_E_PRESET: Final = Names(
    "no {rules} match preset {preset}; presets: {presets}",
    "没有{title}对局预设 {preset}；可用的预设：{presets}",
    "沒有{title}對局預設 {preset}；可用的預設：{presets}",
    "{title}の対局プリセット {preset} はありません。プリセット：{presets}",
)
_E_OPTION: Final = Names(
    "unknown {rules} match option {key}; options: {keys}",
    "未知的{title}对局选项 {key}；可用的选项：{keys}",
    "未知的{title}對局選項 {key}；可用的選項：{keys}",
    "{title}の対局設定 {key} は不明です。設定：{keys}",
)
_E_NO_PAO: Final = Names(
    "these match rules have no pao (liable payment): name no liable player",
    "本比赛规则没有包牌：请不要指定包牌者",
    "本比賽規則沒有包牌：請不要指定包牌者",
    "この対局ルールに責任払いはありません：責任者を指定しないでください",
)
_E_OVER: Final = Names("the match is over", "对局已经结束", "對局已經結束", "対局はすでに終了しています")
_E_NOT_READY: Final = Names(
    "a riichi declarer who is not ready at the draw is a chombo: record it as one",
    "流局时立直者未听牌属于错和：请记为错和",
    "流局時立直者未聽牌屬於錯和：請記為錯和",
    "流局時に聴牌していない立直者はチョンボです：チョンボとして記録してください",
)
_E_NO_ABORTIVE: Final = Names(
    "these match rules have no abortive draw (option abortive_draws): the hand plays on",
    "本比赛规则没有中途流局（选项“中途流局”）：本局继续进行",
    "本比賽規則沒有中途流局（選項「中途流局」）：本局繼續進行",
    "この対局ルールに途中流局はありません（設定「途中流局」）：局は続行します",
)
_E_ABORTIVE_TENPAI: Final = Names(
    "an abortive draw pays nobody for being ready: name no ready player",
    "中途流局不计听牌：请不要勾选听牌的玩家",
    "中途流局不計聽牌：請不要勾選聽牌的玩家",
    "途中流局に聴牌料はありません：テンパイの者を選ばないでください",
)
_E_ENTRY: Final = Names("unknown entry {body}", "未知的记录 {body}", "未知的記錄 {body}", "不明な記録 {body}")
_E_HEAD_BUMP: Final = Names(
    "these match rules have a head bump (option multiple_ron = head_bump): only the first winner "
    "in turn order from the discarder wins; record that winner alone",
    "本比赛规则采用截和（选项“一炮多响”）：只有点炮者下家起最先的一位和牌；请只记录这位和牌者",
    "本比賽規則採用截和（選項「一炮多響」）：只有放槍者下家起最先的一位胡牌；請只記錄這位胡牌者",
    "この対局ルールは頭ハネです（設定「ダブロン・トリロン」）：放銃者の下家から最初の1人だけが"
    "和了します。その和了者だけを記録してください",
)
_E_THREE_RONS: Final = Names(
    "three rons on one discard are the abortive draw three rons (三家和) under these match rules "
    "(option multiple_ron = double): record an abortive draw",
    "本比赛规则下同一张牌三家和是中途流局（三家和；选项“一炮多响”）：请记为中途流局",
    "本比賽規則下同一張牌三家和是中途流局（三家和；選項「一炮多響」）：請記為中途流局",
    "この対局ルールでは同じ捨て牌への3人のロンは途中流局（三家和）です（設定「ダブロン・トリロン」）："
    "途中流局として記録してください",
)
_E_TWO_RONS: Final = Names(
    "at most two players win on one discard under these match rules (option multiple_ron = double)",
    "本比赛规则下同一张牌最多两家和（选项“一炮多响”）",
    "本比賽規則下同一張牌最多兩家胡（選項「一炮多響」）",
    "この対局ルールでは同じ捨て牌で和了できるのは2人までです（設定「ダブロン・トリロン」）",
)
_E_NO_NAGASHI: Final = Names(
    "these match rules have no nagashi mangan (option nagashi_mangan = none): record the draw without it",
    "本比赛规则没有流局满贯（选项“流局满贯”）：请不带流局满贯记录流局",
    "本比賽規則沒有流局滿貫（選項「流局滿貫」）：請不帶流局滿貫記錄流局",
    "この対局ルールに流し満貫はありません（設定「流し満貫」）：流し満貫なしで流局を記録してください",
)
_E_NAGASHI_ABORTIVE: Final = Names(
    "nagashi mangan comes only at an exhaustive draw, not at an abortive one",
    "流局满贯只在荒牌流局时成立，中途流局不成立",
    "流局滿貫只在荒牌流局時成立，中途流局不成立",
    "流し満貫は荒牌流局でのみ成立し、途中流局では成立しません",
)
_E_NAGASHI_WIN: Final = Names(
    "nagashi mangan is recorded on the exhaustive draw, not on a win",
    "流局满贯记在荒牌流局上，不记在和牌上",
    "流局滿貫記在荒牌流局上，不記在胡牌上",
    "流し満貫は和了ではなく荒牌流局に記録します",
)
_E_NAGASHI_FACT: Final = Names(
    "facts 'nagashi' must list the players (0-{last}) with nagashi mangan, each once, not {found}",
    "“流局满贯”必须列出达成流局满贯的玩家（0-{last}），每人一次，不能是 {found}",
    "「流局滿貫」必須列出達成流局滿貫的玩家（0-{last}），每人一次，不能是 {found}",
    "「流し満貫」には達成したプレイヤー（0-{last}）を1回ずつ並べてください（{found} は不可）",
)
_E_NAGASHI_TENPAI: Final = Names(
    "nagashi mangan counted as a win reveals no hands: name no ready players",
    "流局满贯按和牌计时不亮牌：请不要勾选听牌的玩家",
    "流局滿貫按胡牌計時不亮牌：請不要勾選聽牌的玩家",
    "和了扱いの流し満貫では手牌を開けません：テンパイの者を選ばないでください",
)

# --- what the sheet says of an entry, in every language (the English is the command line's) ----

_N_CHOMBO: Final = Names(
    "chombo: a reverse mangan ({points}); the hand is played again",
    "错和：支付满贯（{points} 点）；本局重打",
    "錯和：支付滿貫（{points} 點）；本局重打",
    "チョンボ：満貫払い（{points}点）、局はやり直し",
)
_N_OFF: Final = Names(
    "{kind}: {points} off the final result",
    "{kind}：从最终成绩扣除 {points} 点",
    "{kind}：從最終成績扣除 {points} 點",
    "{kind}：最終成績から {points} 点を減点",
)
_N_STICKS: Final = Names(
    "{declared} riichi; {pot} sticks to the winner",
    "立直 {declared} 家；{pot} 根立直棒归和牌者",
    "立直 {declared} 家；{pot} 根立直棒歸和牌者",
    "立直 {declared} 人、供託 {pot} 本は和了者へ",
)
_N_PAO: Final = Names(
    "pao: {seat} pays as liable", "包牌：{seat}负包牌责任", "包牌：{seat}負包牌責任", "責任払い：{seat}が責任払い"
)
_N_DRAW: Final = Names("draw: ready {ready}", "流局：{ready}", "流局：{ready}", "流局：{ready}")
_N_MULTIPLE: Final = Names(
    "{n} winners on one discard; {pot} sticks: {shares}",
    "一炮{n}响；{pot} 根立直棒：{shares}",
    "一炮{n}響；{pot} 根立直棒：{shares}",
    "{n}人の同時ロン、供託 {pot} 本：{shares}",
)
_N_MULTIPLE_NO_STICKS: Final = Names("{n} winners on one discard", "一炮{n}响", "一炮{n}響", "{n}人の同時ロン")
_N_SHARE: Final = Names("{seat} {n}", "{seat} {n} 根", "{seat} {n} 根", "{seat} {n}本")
_N_NAGASHI: Final = Names("nagashi mangan: {seats}", "流局满贯：{seats}", "流局滿貫：{seats}", "流し満貫：{seats}")
#: a nagashi mangan, a draw record's fact
NAGASHI: Final = PlayerFact("nagashi", names("Nagashi mangan", "流局满贯", "流局滿貫", "流し満貫"))
_N_ABORTIVE: Final = Names(
    "abortive draw: the dealer deals again; {pot} sticks on the table",
    "中途流局：庄家连庄；场上 {pot} 根立直棒",
    "中途流局：莊家連莊；場上 {pot} 根立直棒",
    "途中流局：親の連荘、供託 {pot} 本",
)
#: the abortive draw, a draw record's kind
ABORTIVE: Final = DrawKind(
    "abortive",
    names("Abortive draw", "中途流局", "中途流局", "途中流局"),
    names(
        "the hand ends before the wall does (nine terminals and honours, four winds, four "
        "riichi, four kongs, three rons): no payments, the dealer deals again",
        "牌墙摸完之前本局结束（九种九牌、四风连打、四家立直、四开杠、三家和）：不付点，庄家连庄",
        "牌牆摸完之前本局結束（九種九牌、四風連打、四家立直、四開槓、三家和）：不付點，莊家連莊",
        "山を引き切る前に局が終わる（九種九牌・四風連打・四家立直・四開槓・三家和）：支払いなし、親の連荘",
    ),
)
_READY: Final = Names("{players}", "{players}听牌", "{players}聽牌", "{players}がテンパイ")
_NO_ONE_READY: Final = Names("no one", "无人听牌", "無人聽牌", "全員ノーテン")
#: a player by the seat of the hand, as the notes name them (player 0 is East in East 1: 东家)
_SEATS: Final = {
    "E": Names("East", "东家", "東家", "東家"),
    "S": Names("South", "南家", "南家", "南家"),
    "W": Names("West", "西家", "西家", "西家"),
    "N": Names("North", "北家", "北家", "北家"),
}
_SEAT_SEP: Final = Names(", ", "、", "、", "・")


_ROUNDS: Final = {"hanchan": 2, "tonpuusen": 1}


def seating(hands: int, rnd: int, turn: int, honba: int, sticks: int, players: int = PLAYERS) -> Seating:
    """The seating of a hand: round ``rnd`` (0 East), the ``turn``-th dealer of the round (the
    dealer is player ``turn``: player 0 deals first), with the counters on the table. At three
    the seats are East, South and West (no one sits North)."""
    winds = tuple(WINDS[(p - turn) % players] for p in range(players))
    label = f"{WINDS[rnd % 4]}{turn + 1}" + (f"-{honba}" if honba else "")
    return Seating(hands, WINDS[rnd % 4], winds, label, (("honba", honba), ("sticks", sticks)))


def _ready_words(ready: list[int], here: Seating) -> Names:
    """The players ready at a draw: their numbers in English (as the command line has always
    said them), their seats in the hand in the other languages (东家、西家听牌)."""
    if not ready:
        return _NO_ONE_READY
    words = _READY.format(players=separated([_SEATS[here.winds[p]] for p in ready], _SEAT_SEP))
    return Names(", ".join(map(str, ready)), words.zh_hans, words.zh_hant, words.ja)


def _players(found: Any, count: int) -> bool:
    """Whether a fact's value is a list of player numbers (0 to ``count`` - 1)."""
    return isinstance(found, (list, tuple)) and not any(
        isinstance(p, bool) or not isinstance(p, int) or not 0 <= p < count for p in found
    )


def _declared(facts: Mapping[str, Any], count: int) -> tuple[int, ...]:
    found = facts.get("riichi") or ()
    if not _players(found, count):
        msg = _E_FACTS.format(found=repr(found), last=count - 1)
        raise MatchError(msg.en, code="bad_match_record", names=msg)
    if len(set(found)) != len(found):
        msg = _E_FACTS_TWICE.format(found=repr(found))
        raise MatchError(msg.en, code="bad_match_record", names=msg)
    return tuple(sorted(found))


def _liable(facts: Mapping[str, Any], count: int) -> int | None:
    """The player a win's facts name liable for its yakuman (pao), if any."""
    found = facts.get("liable") or ()
    if not _players(found, count) or len(found) > 1:
        raise refused(_E_LIABLE_FACT, found=repr(found))
    return found[0] if found else None


def _stick_shares(
    on_table: int, declared: Sequence[int], winners: Sequence[int], options: Mapping[str, Any]
) -> tuple[int, ...]:
    """The riichi sticks each winner of one discard takes (in turn order from the discarder):
    every stick to the first (``multiple_ron_sticks = first``), or each later winner their own
    stick of the hand and the rest to the first (``reclaim``)."""
    shares = [0] * len(winners)
    if options.get("multiple_ron_sticks") == "reclaim":
        for i, w in enumerate(winners[1:], 1):
            shares[i] = 1 if w in declared else 0
    shares[0] = on_table + len(declared) - sum(shares)
    return tuple(shares)


def _mangan_from(winner: int, dealer: int, players: int, honba: int = 0) -> tuple[int, ...]:
    """What a mangan self-draw of ``winner`` moves (a nagashi mangan): a dealer 4000 from each,
    a non-dealer 4000 from the dealer and 2000 from each other (at three: tsumo-loss, the same
    from each), ``honba`` counters 100 each from each payer."""
    moves = [0] * players
    for p in range(players):
        if p != winner:
            amount = (4000 if winner == dealer or p == dealer else 2000) + 100 * honba
            moves[p] -= amount
            moves[winner] += amount
    return tuple(moves)


def _pao_of(liable: int, discarder: int | None, seating: Seating) -> str:
    """The context ``pao`` that names this player's seat, relative to the win."""
    return "discarder" if liable == discarder else "dealer" if liable == seating.dealer else "non_dealer"


class RiichiMatchRules(MatchRules):
    """Riichi's match rules: see the module's text."""

    rules = NAME
    # (WRC rules 2015 §8.2: the hand in play is finished; no new one when no wall is built or no dice thrown)
    end_of_time = Names(
        "Time: the hand in play is finished; the game ends when no wall is built or no dice are thrown.",
        "时间到：正在进行的一局打完；尚未砌牌或掷骰的，本场比赛即结束。",
        "時間到：正在進行的一局打完；尚未砌牌或擲骰的，本場比賽即結束。",
        "時間です：進行中の局は最後まで打ち、山を積んでいない、またはサイコロを振っていなければ対局終了です。",
    )
    title = TITLE
    planned_hands = None
    penalty_kinds = (
        PenaltyKind(
            "chombo",
            names("Chombo", "错和", "錯和", "チョンボ"),
            names(
                "the hand is played again; the offender pays a reverse mangan or loses points after uma",
                "重打本局；违规者支付满贯或在顺位点后扣分",
                "重打本局；違規者支付滿貫或在順位點後扣分",
                "局をやり直し、違反者は満貫払いまたは順位点の後に減点",
            ),
        ),
        PenaltyKind(
            "deduction",
            names("Penalty points", "罚分", "罰分", "罰符"),
            names(
                "a referee's penalty: the points given come off the offender's final result",
                "裁判判罚：所罚分数从违规者的最终成绩扣除",
                "裁判判罰：所罰分數從違規者的最終成績扣除",
                "審判の罰則：指定の点数を違反者の最終成績から差し引く",
            ),
            takes_points=True,
        ),
    )
    draw_tenpai = True
    draw_kinds = (ABORTIVE,)
    player_facts: tuple[PlayerFact, ...] = (
        PlayerFact("riichi", names("Riichi declared", "已立直", "已立直", "立直宣言"), ("riichi", "double_riichi")),
        PlayerFact("liable", names("Pao (liable)", "包牌者", "包牌者", "責任払い（包）"), per_winner=True),
    )
    # (a nagashi mangan is the draw's fact :data:`NAGASHI`, offered on draws only: draw_facts)
    multiple_winners = True
    source = "common Japanese rules; presets tenhou, wrc, ema, mleague (see core/rules/riichi/match.py)"
    #: the match options and their presets (a variant gives its own: three-player riichi)
    option_fields: tuple[Field, ...] = OPTION_FIELDS
    presets: Mapping[str, Mapping[str, Any]] = PRESETS
    default_preset = "tenhou"
    #: the points an exhaustive draw moves from the players not ready to those ready, where the
    #: options give none (``noten_pool``: three-player riichi's)
    noten_pool = 3000

    def draw_facts(self, options: Mapping[str, Any]) -> tuple[PlayerFact, ...]:
        """Nagashi mangan, where the option ``nagashi_mangan`` plays it."""
        return () if options.get("nagashi_mangan", "none") == "none" else (NAGASHI,)

    def label_names(self, seating: Seating) -> Names:
        """``S2-3`` (the South round, its second dealer, 3 honba): 南2局 3本場."""
        zh_hans, zh_hant, ja = ROUND_WORDS[seating.round_wind]
        n = seating.dealer + 1  # the round's n-th dealer: player n - 1 deals (player 0 first)
        honba = seating.counter("honba")
        extra = ("", "", "") if not honba else (f" {honba}本场", f" {honba}本場", f" {honba}本場")
        return Names(seating.label, f"{zh_hans}{n}局{extra[0]}", f"{zh_hant}{n}局{extra[1]}", f"{ja}{n}局{extra[2]}")

    def rules_in_force(self, options: Mapping[str, Any]) -> Names:
        """Start and return points with the oka, the uma, several rons, nagashi mangan, the
        exhaustive draw's payments, chombo and the length: what the results table turns on."""
        start, back = int(options["start_points"]), int(options["return_points"])
        oka = (back - start) * self.players
        uma = "/".join(f"{int(options[f'uma_{i}']):+d}" for i in range(1, self.players + 1))
        pool = int(options.get("noten_pool", self.noten_pool))
        fields = {f.key: f for f in self.option_fields}
        return separated(
            [
                names(
                    f"Start {start:,}, return {back:,} (oka {oka:+,})",
                    f"起始 {start:,}，返点 {back:,}（头名奖励 {oka:+,}）",
                    f"起始 {start:,}，返點 {back:,}（頭名獎勵 {oka:+,}）",
                    f"配給 {start:,}、返し {back:,}（オカ {oka:+,}）",
                ),
                names(f"uma {uma}", f"顺位点 {uma}", f"順位點 {uma}", f"ウマ {uma}"),
                *(option_value_names(fields[key], options[key]) for key in ("multiple_ron", "nagashi_mangan")),
                names(
                    f"Noten payments: {pool:,} in all",
                    f"不听罚符：共 {pool:,}",
                    f"不聽罰符：共 {pool:,}",
                    f"ノーテン罰符：場に {pool:,}",
                ),
                *(option_value_names(fields[key], options[key]) for key in ("chombo", "length")),
            ],
            same(" · "),
        )

    def check_match_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        given = dict(options)
        preset = str(given.pop("preset", self.default_preset) or self.default_preset)
        if preset not in self.presets:
            msg = _E_PRESET.format(
                rules=self.rules, title=self.title, preset=repr(preset), presets=listed(list(self.presets))
            )
            raise MatchError(msg.en, code="bad_option", names=msg)
        known = {f.key: f for f in self.option_fields}
        out: dict[str, Any] = {f.key: f.default for f in self.option_fields}
        out.update(self.presets[preset])
        for key, value in given.items():
            if key not in known:
                msg = _E_OPTION.format(
                    rules=self.rules, title=self.title, key=repr(key), keys=listed(["preset", *known])
                )
                raise MatchError(msg.en, code="bad_option", names=msg)
            out[key] = known[key].coerce(value, "option")
        out["preset"] = preset
        return out

    def start(self, options: Mapping[str, Any]) -> TableState:
        points = int(options["start_points"])
        return self._state(0, (points,) * self.players, 0, 0, 0, 0, (0,) * self.players, False)

    def _state(
        self,
        hands: int,
        scores: tuple[int, ...],
        rnd: int,
        turn: int,
        honba: int,
        sticks: int,
        penalties: tuple[int, ...],
        finished: bool,
    ) -> TableState:
        carry = (("honba", honba), ("round", rnd), ("sticks", sticks), ("turn", turn)) + tuple(
            (f"penalty_{p}", penalties[p]) for p in range(self.players)
        )
        return TableState(
            hands,
            seating(hands, rnd, turn, honba, sticks, self.players),
            per_player(scores, self.players),
            carry,
            finished,
        )

    def _penalties(self, state: TableState) -> tuple[int, ...]:
        return per_player([state.carried(f"penalty_{p}") for p in range(self.players)], self.players)

    def _declared(self, facts: Mapping[str, Any]) -> tuple[int, ...]:
        """The players a record's facts say declared riichi."""
        return _declared(facts, self.players)

    def _liable(self, facts: Mapping[str, Any]) -> int | None:
        """The player a record's facts name liable (pao), refused where the rules have no pao."""
        if facts.get("liable") and not any(f.key == "liable" for f in self.player_facts):
            raise refused(_E_NO_PAO)
        return _liable(facts, self.players)

    def implied_context(
        self, seating: Seating, winner: int, discarder: int | None, facts: Mapping[str, Any]
    ) -> dict[str, Any]:
        sticks = seating.counter("sticks") + len(self._declared(facts))
        implied = {
            "seat_wind": seating.winds[winner],
            "round_wind": seating.round_wind,
            "self_drawn": discarder is None,
            "honba": seating.counter("honba"),
            "riichi_sticks": sticks,
        }
        liable = self._liable(facts)
        if liable is not None and liable != winner:
            implied["pao"] = _pao_of(liable, discarder, seating)
        return implied

    def win_context(
        self,
        seating: Seating,
        winner: int,
        discarder: int | None,
        facts: Mapping[str, Any],
        *,
        winners: Sequence[int] = (),
        options: Mapping[str, Any] | None = None,
    ) -> dict[str, Any]:
        """One winner of a double or triple ron: the riichi sticks it takes (:func:`_stick_shares`)
        and, with ``multiple_ron_honba = first``, no counters but for the first winner."""
        implied = self.implied_context(seating, winner, discarder, facts)
        if len(winners) > 1 and options is not None and winner in winners:
            shares = _stick_shares(seating.counter("sticks"), self._declared(facts), winners, options)
            implied["riichi_sticks"] = shares[list(winners).index(winner)]
            if winner != winners[0] and options.get("multiple_ron_honba") == "first":
                implied["honba"] = 0
        return implied

    def _nagashi(self, facts: Mapping[str, Any]) -> tuple[int, ...]:
        """The players a draw's facts name with a nagashi mangan."""
        found = facts.get("nagashi") or ()
        if not _players(found, self.players) or len(set(found)) != len(found):
            raise refused(_E_NAGASHI_FACT, found=repr(found), last=self.players - 1)
        return tuple(sorted(found))

    def _multiple_ron(
        self, body: WinHand, here: Seating, sticks: int, options: Mapping[str, Any]
    ) -> tuple[tuple[int, ...], tuple[Names, ...]]:
        """What a double or triple ron moves: each winner paid by the discarder as the stored
        result says (its counters as :meth:`win_context` gave them), the sticks shared as the
        options say, the declarers' sticks taken; refused as the option ``multiple_ron`` says."""
        winners = tuple(w.winner for w in body.winners)
        if options["multiple_ron"] == "head_bump":
            raise refused(_E_HEAD_BUMP)
        if len(winners) > 2 and options["multiple_ron"] == "double":
            raise refused(_E_THREE_RONS if options["abortive_draws"] else _E_TWO_RONS)
        for w in body.winners:
            if w.facts.get("nagashi"):
                raise refused(_E_NAGASHI_WIN)
        check_winners(winners, body.discarder, [w.discarder for w in body.winners], self.players)
        declared = self._declared(body.facts)
        shares = _stick_shares(sticks, declared, winners, options)
        deltas: tuple[int, ...] = (0,) * self.players
        notes: tuple[Names, ...] = ()
        for one, share in zip(body.winners, shares):
            liable = self._liable_player(one, here)
            deltas = add(
                deltas,
                win_deltas(one, here, bonus=1000 * share, players_of=None if liable is None else {"liable": (liable,)}),
            )
            if liable is not None:
                seat = _SEATS[here.winds[liable]]
                notes += (_N_PAO.format(seat=Names(f"player {liable}", seat.zh_hans, seat.zh_hant, seat.ja)),)
        deltas = add(deltas, [-1000 if p in declared else 0 for p in range(self.players)])
        words = [
            _N_SHARE.format(
                seat=Names(f"player {w}", *(getattr(_SEATS[here.winds[w]], k) for k in ("zh_hans", "zh_hant", "ja"))),
                n=n,
            )
            for w, n in zip(winners, shares)
        ]
        if not sum(shares):
            return deltas, (_N_MULTIPLE_NO_STICKS.format(n=len(winners)), *notes)
        return deltas, (_N_MULTIPLE.format(n=len(winners), pot=sum(shares), shares=separated(words, _SEAT_SEP)), *notes)

    def _liable_player(self, body: WinHand, here: Seating) -> int | None:
        """The player who pays the result's role ``liable`` (``None``: the result has none): the
        one the facts name, else the only one the context's ``pao`` can mean (the dealer, or a
        single candidate non-dealer)."""
        liable = self._liable(body.facts)
        if liable == body.winner:
            raise refused(_E_LIABLE_WINNER)
        if "liable" not in body.result.get("pay", {}):
            return None  # (no liable share: none, or the liable player dealt in and pays as any discarder)
        if liable is not None:
            return liable
        if (body.inputs.get("context") or {}).get("pao") == "dealer":
            return here.dealer
        could = [p for p in range(self.players) if p not in (body.winner, body.discarder, here.dealer)]
        if len(could) != 1:
            raise refused(_E_LIABLE_WHO, count=len(could))
        return could[0]

    def apply(self, state: TableState, body: Body, options: Mapping[str, Any]) -> Step:
        here = state.seating
        honba, sticks = state.carried("honba"), state.carried("sticks")
        rnd, turn = state.carried("round"), state.carried("turn")
        penalties = self._penalties(state)
        if state.finished and not (isinstance(body, Penalty) and body.kind == "deduction"):
            raise MatchError(_E_OVER.en, code="match_over", names=_E_OVER)
        if isinstance(body, Penalty):
            self.penalty_kind(body.kind)
            moves = [0] * self.players
            if body.kind == "chombo" and options["chombo"] == "reverse_mangan":
                dealer = here.dealer
                for p in range(self.players):
                    if p != body.offender:
                        amount = 4000 if body.offender == dealer or p == dealer else 2000
                        moves[p] += amount
                        moves[body.offender] -= amount
                note = _N_CHOMBO.format(points=-moves[body.offender])
            else:
                points = int(options["chombo_points"]) if body.kind == "chombo" else body.points
                if points is None or points <= 0:
                    raise refused(E_DEDUCTION)
                penalties = tuple(penalties[p] + (points if p == body.offender else 0) for p in range(self.players))
                kind = next(k.names for k in self.penalty_kinds if k.key == body.kind)
                note = _N_OFF.format(kind=Names(body.kind, kind.zh_hans, kind.zh_hant, kind.ja), points=points)
            deltas = per_player(moves, self.players)
            after = self._state(
                state.hands_played, add(state.scores, deltas), rnd, turn, honba, sticks, penalties, state.finished
            )
            return Step(deltas, after, (note,))
        dealer = here.dealer
        if isinstance(body, WinHand) and body.facts.get("nagashi"):
            raise refused(_E_NAGASHI_WIN)
        if isinstance(body, WinHand) and body.also:  # a double or triple ron
            deltas, notes = self._multiple_ron(body, here, sticks, options)
            repeat = dealer in [w.winner for w in body.winners]  # (the dealer among the winners keeps the deal)
            honba, sticks = (honba + 1 if repeat else 0), 0
        elif isinstance(body, WinHand):
            declared = self._declared(body.facts)
            pot = sticks + len(declared)
            liable = self._liable_player(body, here)
            deltas = win_deltas(
                body, here, bonus=1000 * pot, players_of=None if liable is None else {"liable": (liable,)}
            )
            deltas = add(deltas, [-1000 if p in declared else 0 for p in range(self.players)])
            repeat = body.winner == dealer
            honba, sticks = (honba + 1 if repeat else 0), 0
            notes = (_N_STICKS.format(declared=len(declared), pot=pot),) if pot else ()
            if liable is not None:
                seat = _SEATS[here.winds[liable]]  # (the English, as the command line says players: by number)
                notes += (_N_PAO.format(seat=Names(f"player {liable}", seat.zh_hans, seat.zh_hant, seat.ja)),)
        elif isinstance(body, Draw) and self._liable(body.facts) is not None:
            raise refused(_E_LIABLE_DRAW)
        elif isinstance(body, Draw) and self.draw_kind(body) is not None:  # (the one other kind: abortive)
            if not options["abortive_draws"]:
                raise refused(_E_NO_ABORTIVE)
            if body.facts.get("nagashi"):
                raise refused(_E_NAGASHI_ABORTIVE)
            if body.tenpai:
                raise refused(_E_ABORTIVE_TENPAI)
            declared = self._declared(body.facts)
            deltas = tuple(-1000 if p in declared else 0 for p in range(self.players))
            repeat = True
            honba, sticks = honba + 1, sticks + len(declared)
            notes = (_N_ABORTIVE.format(pot=sticks),)
        elif isinstance(body, Draw) and self._nagashi(body.facts):
            deltas, repeat, honba, sticks, notes = self._nagashi_draw(body, here, honba, sticks, options)
        elif isinstance(body, Draw):
            declared = self._declared(body.facts)
            if not set(declared) <= set(body.tenpai):
                raise MatchError(_E_NOT_READY.en, code="bad_match_record", names=_E_NOT_READY)
            ready = set(body.tenpai)
            moves = [-1000 if p in declared else 0 for p in range(self.players)]
            pool = int(options.get("noten_pool", self.noten_pool))
            if 0 < len(ready) < self.players:
                gain, loss = pool // len(ready), pool // (self.players - len(ready))
                for p in range(self.players):
                    moves[p] += gain if p in ready else -loss
            deltas = tuple(moves)
            repeat = dealer in ready and bool(options["dealer_tenpai_repeat"])
            honba, sticks = honba + 1, sticks + len(declared)
            notes = (_N_DRAW.format(ready=_ready_words(sorted(ready), here)),)
        else:  # pragma: no cover - the body kinds are the three above
            msg = _E_ENTRY.format(body=repr(body))
            raise MatchError(msg.en, code="bad_match_record", names=msg)
        scores = add(state.scores, deltas)
        if not repeat:
            turn += 1
            if turn == self.players:
                rnd, turn = rnd + 1, 0
        finished = rnd >= _ROUNDS[str(options["length"])] or (bool(options["bust"]) and min(scores) < 0)
        after = self._state(state.hands_played + 1, scores, min(rnd, 3), turn, honba, sticks, penalties, finished)
        return Step(deltas, after, notes)

    def _nagashi_draw(
        self, body: Draw, here: Seating, honba: int, sticks: int, options: Mapping[str, Any]
    ) -> tuple[tuple[int, ...], bool, int, int, tuple[Names, ...]]:
        """An exhaustive draw with nagashi mangan, as the option ``nagashi_mangan`` says: its
        deltas, whether the dealer repeats, the counters and sticks after it, its notes."""
        mode = options["nagashi_mangan"]
        if mode == "none":
            raise refused(_E_NO_NAGASHI)
        nagashi = self._nagashi(body.facts)
        declared = self._declared(body.facts)
        dealer = here.dealer
        moves: tuple[int, ...] = tuple(-1000 if p in declared else 0 for p in range(self.players))
        seats = separated([_SEATS[here.winds[p]] for p in nagashi], _SEAT_SEP)
        note = _N_NAGASHI.format(seats=Names(", ".join(map(str, nagashi)), seats.zh_hans, seats.zh_hant, seats.ja))
        if mode == "draw":  # Tenhou: in place of the ready payments, no counters or sticks; a draw still
            if not set(declared) <= set(body.tenpai):
                raise MatchError(_E_NOT_READY.en, code="bad_match_record", names=_E_NOT_READY)
            for p in nagashi:
                moves = add(moves, _mangan_from(p, dealer, self.players))
            repeat = dealer in body.tenpai and bool(options["dealer_tenpai_repeat"])
            return (
                moves,
                repeat,
                honba + 1,
                sticks + len(declared),
                (note, _N_DRAW.format(ready=_ready_words(sorted(body.tenpai), here))),
            )
        if body.tenpai:  # EMA: a win; no hand is shown, no one paid for being ready
            raise refused(_E_NAGASHI_TENPAI)
        for p in nagashi:
            moves = add(moves, _mangan_from(p, dealer, self.players, honba))
        pot = sticks + len(declared)
        first = min(nagashi, key=lambda p: (p - dealer) % self.players)  # (the sticks: the first from the dealer)
        moves = add(moves, [1000 * pot if p == first else 0 for p in range(self.players)])
        repeat = dealer in nagashi
        notes = (note, _N_STICKS.format(declared=len(declared), pot=pot)) if pot else (note,)
        return moves, repeat, honba + 1 if repeat else 0, 0, notes

    def table_points(self, state: TableState, options: Mapping[str, Any]) -> tuple[Fraction, ...]:
        """The final result of each player, in thousands: points less the return points, the uma
        and oka of the place (shared by equal points, or by seat order), the sticks left to the
        first place, penalties after uma."""
        scores = state.scores
        count = self.players
        uma = [Fraction(int(options[f"uma_{i}"])) for i in range(1, count + 1)]
        uma[0] += Fraction(count * (int(options["return_points"]) - int(options["start_points"])), 1000)
        if options["leftover_sticks"] == "first":
            uma[0] += state.carried("sticks")  # each stick left on the table: 1000 to the first place
        if options["ties"] == "seat":
            order = sorted(range(count), key=lambda p: (-scores[p], p))
            share = [Fraction(0)] * count
            for place, p in enumerate(order):
                share[p] = uma[place]
        else:
            share = [Fraction(0)] * count
            for p in range(count):
                above = sum(1 for q in range(count) if scores[q] > scores[p])
                tied = sum(1 for q in range(count) if scores[q] == scores[p])
                share[p] = sum(uma[above : above + tied], Fraction(0)) / tied
        penalties = self._penalties(state)
        return tuple(
            Fraction(scores[p] - int(options["return_points"]), 1000) + share[p] - Fraction(penalties[p], 1000)
            for p in range(count)
        )


#: the match rules the riichi rule set gives once wired (``match_module = "riichi_match"``)
MATCH_RULES: Final = RiichiMatchRules()
