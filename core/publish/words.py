"""What the web pages say, in every language (:class:`core.model.names.Names`)."""

from __future__ import annotations

from typing import Final

from core.engine.fields import WIND_NAMES
from core.model.names import Names

#: each language's own name, as the switcher lists it (in its own language on every page)
LANGUAGE_NAMES: Final = {"en": "English", "zh-Hans": "简体中文", "zh-Hant": "繁體中文", "ja": "日本語"}

SKIP: Final = Names("Skip to the results", "跳到正文", "跳到正文", "本文へ移動")
LANGUAGE: Final = Names("Language", "语言", "語言", "言語")
PAGES: Final = Names("Pages", "页面", "頁面", "ページ")
LIVE_STANDINGS: Final = Names("Standings (live)", "实时排名", "即時排名", "速報順位")
STANDINGS: Final = Names("Standings", "排名", "排名", "順位表")
AFTER_ROUND: Final = Names("Standings after round {n}", "第 {n} 轮后排名", "第 {n} 輪後排名", "第{n}回戦終了時の順位")
ROUND: Final = Names("Round {n}", "第 {n} 轮", "第 {n} 輪", "第{n}回戦")
ROUNDS: Final = Names("Rounds", "轮次", "輪次", "回戦")
TABLE: Final = Names("Table {n}", "第 {n} 桌", "第 {n} 桌", "{n}卓")
ROUND_TABLE: Final = Names(
    "Round {round}, table {table}",
    "第 {round} 轮第 {table} 桌",
    "第 {round} 輪第 {table} 桌",
    "第{round}回戦 {table}卓",
)
PLACE: Final = Names("Place", "名次", "名次", "順位")
PLAYER: Final = Names("Player", "选手", "選手", "選手")
TABLE_POINTS: Final = Names("Table points", "标准分", "標準分", "順位点")
SCORE: Final = Names("Score", "得分", "得分", "素点")
PLAYED: Final = Names("Played", "已赛", "已賽", "対局数")
HANDS_WON: Final = Names("Hands won", "和牌", "胡牌", "和了")
DEALT_IN: Final = Names("Dealt in", "点炮", "放槍", "放銃")
HANDS: Final = Names("Hands", "盘数", "局數", "局数")
PLAYING: Final = Names("playing", "进行中", "進行中", "対局中")
CLOSED: Final = Names("closed", "已结束", "已結束", "終了")
CLOSED_ON_TIME: Final = Names("closed on time", "到时结束", "到時結束", "時間切れ終了")
FINISHED: Final = Names("finished", "已完成", "已完成", "終局")
NOT_STARTED: Final = Names("not started", "未开始", "未開始", "未開始")
TABLES_FINISHED: Final = Names(
    "{done} of {all} tables finished",
    "{all} 桌中 {done} 桌已完成",
    "{all} 桌中 {done} 桌已完成",
    "{all}卓中{done}卓終局",
)
NO_RESULTS: Final = Names("No results yet.", "暂无成绩。", "暫無成績。", "まだ結果はありません。")
NOT_SEATED: Final = Names("Not seated yet.", "尚未排座。", "尚未排座。", "まだ配席されていません。")
NOW: Final = Names("Your table", "本轮座位", "本輪座位", "今回の卓")
NEXT_ROUND: Final = Names("Next round", "下一轮", "下一輪", "次の回戦")
SEAT: Final = Names("Seat", "座位", "座位", "席")
OPPONENTS: Final = Names("Opponents", "对手", "對手", "対戦相手")
RESULTS_BY_ROUND: Final = Names("Results by round", "各轮成绩", "各輪成績", "回戦別成績")
RUNNING: Final = Names("Running total", "累计", "累計", "累計")
TABLE_PLACE: Final = Names("Place at the table", "本桌名次", "本桌名次", "卓内順位")
FIGURES: Final = Names("Figures", "统计", "統計", "成績")
HAND: Final = Names("Hand", "盘", "局", "局")
WHAT: Final = Names("What", "内容", "內容", "内容")
TILES: Final = Names("Tiles", "牌", "牌", "牌姿")
ITEMS: Final = Names("Items", "计分项", "計分項", "役・項目")
PAYMENTS: Final = Names("Payments", "得失", "得失", "収支")
TOTALS: Final = Names("Totals", "累计", "累計", "累計")
RESULT: Final = Names("Result", "结果", "結果", "結果")
DEALER: Final = Names("dealer", "庄家", "莊家", "親")
DELETED: Final = Names(
    "Deleted entries: {entries}", "已删除条目：{entries}", "已刪除條目：{entries}", "削除された記録：{entries}"
)
MATCH_SHEET: Final = Names("Match sheet", "记分表", "記分表", "記録表")
WIND: Final = WIND_NAMES
SUBSTITUTE_FOR: Final = Names("for {name}", "替 {name}", "替 {name}", "{name} の代理")
CHOOSE_LANGUAGE: Final = Names("Choose a language", "选择语言", "選擇語言", "言語を選んでください")
