"""What the riichi match sheet says, in every language: its refusals (the English is the
message the tests and logs know), the notes of its entries and the seats' names; and the
match's own kinds of record (nagashi mangan, the abortive draw)."""

from __future__ import annotations

from typing import Final

from core.engine.match_rules import DrawKind, PlayerFact, Seating
from core.engine.score import Names, names
from core.model.names import separated

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


def _ready_words(ready: list[int], here: Seating) -> Names:
    """The players ready at a draw: their numbers in English (as the command line has always
    said them), their seats in the hand in the other languages (东家、西家听牌)."""
    if not ready:
        return _NO_ONE_READY
    words = _READY.format(players=separated([_SEATS[here.winds[p]] for p in ready], _SEAT_SEP))
    return Names(", ".join(map(str, ready)), words.zh_hans, words.zh_hant, words.ja)
