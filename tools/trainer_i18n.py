"""Fill the trainer window's strings into gui/i18n/*.ts (run tools/i18n.py first to add them,
then this, then tools/i18n.py again to compile): the translations of issue 45's window.

    python tools/trainer_i18n.py
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# source: (zh_CN, zh_TW, ja)
WORDS: dict[str, tuple[str, str, str]] = {
    "Mixed: the topic due soonest": ("混合：最该复习的题目", "混合：最該複習的題目", "ミックス：復習の近いトピック"),
    "Field “{0}” is empty: give the learner's name.": (
        "字段“{0}”为空：请填写学习者名称。",
        "欄位「{0}」為空：請填寫學習者名稱。",
        "項目「{0}」が空です：学習者の名前を入れてください。",
    ),
    "Learner": ("学习者", "學習者", "学習者"),
    "{0} · seed {1}": ("{0} · 种子 {1}", "{0} · 種子 {1}", "{0} · シード {1}"),
    "{0:.0f} s · table speed {1} s": (
        "{0:.0f} 秒 · 牌桌速度 {1} 秒",
        "{0:.0f} 秒 · 牌桌速度 {1} 秒",
        "{0:.0f} 秒 · 卓上の速さ {1} 秒",
    ),
    "The answer was not kept: {0}": ("答案未能保存：{0}", "答案未能保存：{0}", "回答は保存されませんでした：{0}"),
    "{0:.1f} s, within table speed ({1} s)": (
        "用时 {0:.1f} 秒，达到牌桌速度（{1} 秒）",
        "用時 {0:.1f} 秒，達到牌桌速度（{1} 秒）",
        "{0:.1f} 秒、卓上の速さ（{1} 秒）以内",
    ),
    "{0:.1f} s, slower than table speed ({1} s)": (
        "用时 {0:.1f} 秒，慢于牌桌速度（{1} 秒）",
        "用時 {0:.1f} 秒，慢於牌桌速度（{1} 秒）",
        "{0:.1f} 秒、卓上の速さ（{1} 秒）より遅い",
    ),
    "Trainer": ("算分练习", "算分練習", "点数計算トレーナー"),
    "Level:": ("级别：", "級別：", "レベル："),
    "Topic:": ("题目：", "題目：", "トピック："),
    "Learner:": ("学习者：", "學習者：", "学習者："),
    "Against the clock": ("计时", "計時", "時間を計る"),
    "Each topic's table speed: the seconds a referee should answer in (riichi points: 20 s)": (
        "每个题目的牌桌速度：裁判应在几秒内答出（立直麻将点数：20 秒）",
        "每個題目的牌桌速度：裁判應在幾秒內答出（立直麻將點數：20 秒）",
        "トピックごとの卓上の速さ：審判が答えるべき秒数（リーチ麻雀の点数：20 秒）",
    ),
    "Whose answers these are: each learner's progress is kept apart": (
        "这些答案属于谁：每位学习者的进度分开保存",
        "這些答案屬於誰：每位學習者的進度分開保存",
        "誰の回答か：学習者ごとに進み具合を分けて保存します",
    ),
    "Every level": ("所有级别", "所有級別", "すべてのレベル"),
    "&Practice": ("练习(&P)", "練習(&P)", "練習(&P)"),
    "P&rogress": ("进度(&R)", "進度(&R)", "進み具合(&R)"),
    "Check (Enter)": ("核对（Enter）", "核對（Enter）", "答え合わせ（Enter）"),
    "Next (Enter)": ("下一题（Enter）", "下一題（Enter）", "次へ（Enter）"),
    "Answers kept in {0}": ("答案保存在 {0}", "答案保存在 {0}", "回答の保存先：{0}"),
    "Answers kept for this session only": ("答案只在本次保留", "答案只在本次保留", "回答はこのセッションの間だけ保持"),
    "Trainer…": ("算分练习…", "算分練習…", "点数計算トレーナー…"),
    "Practice counting hands: each answer checked by the scorer and explained": (
        "练习算分：每个答案都由计分器核对并讲解",
        "練習算分：每個答案都由計分器核對並講解",
        "点数計算の練習：回答ごとに計算エンジンが確認し説明します",
    ),
    "Answer, then press Enter: the verdict and the breakdown show here.": (
        "作答后按 Enter：判定与明细显示在这里。",
        "作答後按 Enter：判定與明細顯示在這裡。",
        "答えて Enter を押すと、判定と内訳がここに出ます。",
    ),
    "Right.": ("正确。", "正確。", "正解。"),
    "Not right: {0} difference(s).": ("不对：{0} 处不同。", "不對：{0} 處不同。", "不正解：違いが {0} 件。"),
    "The answer: {0}": ("正确答案：{0}", "正確答案：{0}", "正解：{0}"),
    "Han": ("番", "番", "翻"),
    "Fu": ("符", "符", "符"),
    "Points paid": ("支付点数", "支付點數", "支払い点数"),
    "Points received": ("所得点数", "所得點數", "受け取り点数"),
    "Total ({0})": ("总数（{0}）", "總數（{0}）", "合計（{0}）"),
    "Total": ("总数", "總數", "合計"),
    "Reaches the minimum?": ("达到起和番？", "達到起和番？", "縛りに届くか？"),
    "Items (optional)": ("番种（可选）", "項目（可選）", "役（任意）"),
    "Answer": ("答案", "答案", "回答"),
    "Yes": ("是", "是", "はい"),
    "No": ("否", "否", "いいえ"),
    "the items, separated by commas, in the claim tab's words": (
        "番种，用逗号分开，写法与核对申报页相同",
        "項目，用逗號分開，寫法與核對申報頁相同",
        "役をカンマ区切りで（申告の確認と同じ書き方）",
    ),
    "No question yet: choose a topic and press Next.": (
        "还没有题目：请选择题目后按“下一题”。",
        "還沒有題目：請選擇題目後按「下一題」。",
        "まだ問題がありません：トピックを選んで「次へ」を押してください。",
    ),
    "Field “{0}” is not answered: choose Yes or No.": (
        "字段“{0}”未作答：请选择 是 或 否。",
        "欄位「{0}」未作答：請選擇 是 或 否。",
        "項目「{0}」が未回答です：はい か いいえ を選んでください。",
    ),
    "Field “{0}” is empty: {1}": ("字段“{0}”为空：{1}", "欄位「{0}」為空：{1}", "項目「{0}」が空です：{1}"),
    "Field “{0}”: “{1}” is not one number: {2}": (
        "字段“{0}”：“{1}”不是一个数：{2}",
        "欄位「{0}」：「{1}」不是一個數：{2}",
        "項目「{0}」：「{1}」は一つの数ではありません：{2}",
    ),
    "{0}: {1}": ("{0}：{1}", "{0}：{1}", "{0}：{1}"),
    "Accuracy per topic (%), all answers up to each day": (
        "各题目正确率（%），截至每天的全部作答",
        "各題目正確率（%），截至每天的全部作答",
        "トピックごとの正答率（%）、各日までの全回答",
    ),
    "Line chart of the accuracy of {0} topic(s) over {1} day(s). Now: {2}.": (
        "折线图：{0} 个题目在 {1} 天中的正确率。现在：{2}。",
        "折線圖：{0} 個題目在 {1} 天中的正確率。現在：{2}。",
        "折れ線グラフ：{1} 日間の {0} トピックの正答率。現在：{2}。",
    ),
    "{0}: {1:.1f} s (table speed {2:g} s)": (
        "{0}：{1:.1f} 秒（牌桌速度 {2:g} 秒）",
        "{0}：{1:.1f} 秒（牌桌速度 {2:g} 秒）",
        "{0}：{1:.1f} 秒（卓上の速さ {2:g} 秒）",
    ),
    "No answers yet for this rule set: answer a few questions and come back.": (
        "这套规则还没有作答：先答几题再来看。",
        "這套規則還沒有作答：先答幾題再來看。",
        "このルールではまだ回答がありません：何問か答えてから見てください。",
    ),
    "{0} answer(s), {1} right ({2:.0%}). Topics in Leitner box 1 are asked again soonest.": (
        "作答 {0} 题，答对 {1} 题（{2:.0%}）。莱特纳盒 1 中的题目最先再问。",
        "作答 {0} 題，答對 {1} 題（{2:.0%}）。萊特納盒 1 中的題目最先再問。",
        "回答 {0} 問、正解 {1} 問（{2:.0%}）。ライトナー箱 1 のトピックが最初に再出題されます。",
    ),
    "Median time per topic (s); the tick: table speed": (
        "各题目用时中位数（秒）；竖线：牌桌速度",
        "各題目用時中位數（秒）；豎線：牌桌速度",
        "トピックごとの所要時間の中央値（秒）、縦線：卓上の速さ",
    ),
    "Topic": ("题目", "題目", "トピック"),
    "Answered": ("作答", "作答", "回答"),
    "Right": ("答对", "答對", "正解"),
    "Accuracy": ("正确率", "正確率", "正答率"),
    "Median s": ("中位秒数", "中位秒數", "中央値 秒"),
    "Box": ("盒", "盒", "箱"),
    "{0}: {1} of {2} right, median {3:.1f} s": (
        "{0}：{2} 题答对 {1} 题，中位 {3:.1f} 秒",
        "{0}：{2} 題答對 {1} 題，中位 {3:.1f} 秒",
        "{0}：{2} 問中 {1} 問正解、中央値 {3:.1f} 秒",
    ),
}
FILES = {"zh_CN": 0, "zh_TW": 1, "ja": 2}


def main() -> int:
    missing = 0
    for lang, k in FILES.items():
        path = ROOT / "gui" / "i18n" / f"mahjong_scorer_{lang}.ts"
        tree = ET.parse(path)
        for m in tree.getroot().iter("message"):
            t = m.find("translation")
            if t is None or t.get("type") != "unfinished":
                continue
            source = m.findtext("source") or ""
            if source in WORDS:
                t.text = WORDS[source][k]
                del t.attrib["type"]
            else:
                missing += 1
                print(f"{path.name}: no translation of {source!r}", file=sys.stderr)
        text = ET.tostring(tree.getroot(), encoding="unicode")
        path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + text + "\n", encoding="utf-8")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
