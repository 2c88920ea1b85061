#!/usr/bin/env python3
"""Build the bundled UI font: a subset of Noto Sans CJK SC (SIL OFL 1.1).

    python tools/make_font_subset.py    # writes assets/fonts/NotoSansCJK-Subset.otf (Regular)
                                        #    and assets/fonts/NotoSansCJK-Subset-Bold.otf

Build-time tool only: it needs fontTools (``pip install fonttools brotli``) and the Debian
package ``fonts-noto-cjk`` (or ``--source PATH`` to an OTF/OTC of Noto Sans CJK).  Nothing
under core/ or gui/ imports fontTools; the app only loads the .otf this writes.

The character set is the union of
  * printable ASCII, Latin-1, Latin Extended-A/-B and Additional, Greek, Cyrillic (the
    letters a name may hold; Noto Sans CJK has the pinyin and Vietnamese ones, the basic
    Greek and Russian alphabets, and no more), common punctuation, arrows, circled numbers;
  * CJK symbols and punctuation, hiragana, katakana, half- and full-width forms;
  * every CJK / kana character, and any other non-ASCII symbol the source font has, found in
    core/ and gui/ sources (*.py, *.ts, *.ui, *.qml)
    and rule data files (*.tsv, *.toml: item definitions, presets),
    which covers the fan names of core/rules/mcr/table.py in zh-Hans, zh-Hant and ja
    and any translation file added later (rerun this script after adding one);
  * a generous fixed vocabulary of mahjong and UI words in zh-Hans, zh-Hant and ja
    (``VOCABULARY`` below);
  * a few characters of common names outside those sets (``NAME_EXTRA``: 凃 髙 﨑 ...);
  * the whole of GB 2312 (6,763 hanzi), Big5 (13,063 hanzi, common and less common) and
    JIS X 0208 levels 1 and 2 (6,356 kanji), symbols included: 16,291 ideographs in all, so
    every name written in Simplified or Traditional Chinese or Japanese prints (issue 41:
    陳 黃 吳 劉 楊 島 宮 橋 鈴 were missing when the subset kept only the characters the
    three sets share).

17,615 characters, 4.65 MiB (Regular) and 4.75 MiB (Bold) as built from Debian's
fonts-noto-cjk 1:20220127+repack1-1 (before issue 41: 2,642 characters, 0.62 MiB each).

Layout features are fontTools' defaults less vertical writing and 'locl' (so Japanese and
Traditional Chinese text shows the SC glyph forms; keeping 'locl' doubles the size).

The output is deterministic for a given source font: no timestamps are kept.
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

try:
    from fontTools import subset
    from fontTools.ttLib import TTCollection, TTFont
except ImportError:  # pragma: no cover - build-time message
    sys.exit("make_font_subset.py needs fontTools: pip install fonttools brotli")

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "assets" / "fonts"

SOURCES = {
    "Regular": [
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/opentype/noto/NotoSansCJKsc-Regular.otf",
    ],
    "Bold": [
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
        "/usr/share/fonts/opentype/noto/NotoSansCJKsc-Bold.otf",
    ],
}
FAMILY = "Noto Sans CJK Subset"
PS_FAMILY = "NotoSansCJKSubset"
DROPPED_FEATURES = {"locl", "vert", "vrt2", "vkrn", "vpal", "valt", "vhal", "vchw", "vjmo"}
SCAN_DIRS = ("core", "gui")
SCAN_SUFFIXES = {".py", ".ts", ".ui", ".qml", ".tsv", ".toml"}  # .tsv/.toml: the rule data files

# Unicode ranges kept whole (only code points the source font maps are kept).
RANGES = [
    (0x0020, 0x007E),  # ASCII
    (0x00A0, 0x00FF),  # Latin-1 supplement (×, ÷, °, ±, ·, accented letters)
    (0x0100, 0x024F),  # Latin Extended-A and -B (pinyin tone marks, Vietnamese, ...)
    (0x0300, 0x036F),  # combining diacritical marks
    (0x0370, 0x03FF),  # Greek
    (0x0400, 0x04FF),  # Cyrillic
    (0x1E00, 0x1EFF),  # Latin Extended Additional (Vietnamese)
    (0x2010, 0x2027),  # dashes, quotes, bullet, ellipsis
    (0x2030, 0x203B),  # per mille, primes, guillemets, reference mark
    (0x2190, 0x2199),  # arrows
    (0x2460, 0x2473),  # circled numbers 1..20
    (0x25A0, 0x25CF),  # squares, triangles, circles
    (0x2605, 0x2606),  # stars
    (0x3000, 0x303F),  # CJK symbols and punctuation
    (0x3041, 0x3096),  # hiragana
    (0x3099, 0x309F),  # hiragana marks
    (0x30A0, 0x30FF),  # katakana
    (0x31F0, 0x31FF),  # katakana phonetic extensions (Ainu small kana)
    (0xFF01, 0xFF60),  # full-width forms
    (0xFF61, 0xFF9F),  # half-width katakana
    (0xFFE0, 0xFFE6),  # full-width signs
]
EXTRA = "€™✓✔✗✕"
# Characters of common names outside GB 2312, Big5 and JIS X 0208: 凃 (Tu, one of Taiwan's 100
# most common surnames in the Ministry of the Interior's statistics, not in Big5), 祎 (a
# common given-name character in mainland China, GBK only), 髙 and 﨑 (the registered forms
# of 高橋 and 山崎 for many Japanese families), 𠮷 (the registered form of 吉, as in 𠮷田).
NAME_EXTRA = "凃祎髙﨑𠮷"

# Mahjong and interface words in zh-Hans, zh-Hant and ja.  Order and repeats do not matter:
# only the set of characters is used.  Add freely; each new character costs ~0.5 KB.
VOCABULARY = """
麻将計分器 麻将计分器 麻將計分器 麻雀 計分 计分 算番 番 番数 番數 番种 番種 分 分数 分數 总分 總分
底分 点数 點數 点 點 得分 失分 胡 和 糊 和牌 胡牌 荣和 榮和 自摸 点和 點和 点炮 點炮 放炮 放铳 放銃
放槍 听牌 聽牌 聴牌 听 聽 向听 向聽 向聴 一向听 二向听 上听 候牌 等牌 待牌 单钓 單釣 单骑 單騎 嵌张 嵌張
边张 邊張 辺張 双碰 雙碰 两面 兩面 両面 对倒 對倒 对子 對子 対子 雀头 雀頭 将 將 将牌 將牌 眼 刻子 顺子
順子 杠子 槓子 暗刻 明刻 暗杠 明杠 加杠 补杠 暗槓 明槓 加槓 補槓 吃 碰 杠 槓 副露 鸣牌 鳴牌 鳴き 门清
門清 门前清 門前清 门前 門前 立直 庄家 莊家 闲家 閒家 连庄 連莊 庄 莊 东家 東家 南家 西家 北家 东风 東風
南风 南風 西风 西風 北风 北風 门风 門風 圈风 圈風 场风 場風 自风 自風 风牌 風牌 箭牌 三元牌 字牌 数牌 數牌
序数牌 序數牌 幺九 么九 老头 老頭 中张 中張 花牌 花 春 夏 秋 冬 梅 兰 蘭 竹 菊 万 萬 筒 饼 餅 条 條 索
万子 萬子 筒子 饼子 条子 條子 索子 一 二 三 四 五 六 七 八 九 十 百 千 零 〇 两 兩 红中 紅中 发财 發財
白板 中 发 發 白 东 東 南 西 北 红五 紅五 赤 赤五 赤宝牌 宝牌 寶牌 赤ドラ ドラ 裏ドラ 手牌 牌 张 張 枚 墙 牆
牌墙 牌牆 海底 绝张 絕張 第 局 盘 盤 圈 轮 輪 场 場 玩家 座位 对手 對手 国标 國標 国标麻将 國標麻將 中国麻将
中國麻將 日本麻将 日本麻將 日麻 立直麻将 港式 台湾 台灣 台式 十六张 十六張 规则 規則 规则集 規則集 竞赛
競賽 比赛 比賽 裁判 起和 八番起和 不计 不計 计入 計入 役 役满 役滿 役満 满贯 滿貫 満貫 跳满 跳満 倍满
倍満 三倍満 数え役満 累计 累計 符 翻 本场 本場 供托 供託 流局 荒庄 荒莊 黄庄 詐和 诈和 错和 錯和 罚分
罰分 包牌 和了 ツモ ロン リーチ 一発 一发 一發 テンパイ シャンテン 待ち ノベタン チー ポン カン 親 子
東場 南場 ルール 設定 七対子 七対 七对 七對 国士無双 國士無雙 清一色 混一色 対々和 对对和 對對和 平和 平糊
断幺九 斷幺九 タンヤオ 一杯口 一盃口 役牌 岭上开花 嶺上開花 杠上开花 槓上開花 海底摸月 海底捞月 海底撈月
河底捞鱼 河底撈魚 抢杠 搶槓 槍槓 两立直 ダブル立直 三色同顺 三色同順 一气通贯 一氣通貫 一気通貫 混全带幺九
混全帶幺九 混全帯幺九 チャンタ 三暗刻 三色同刻 三杠子 三槓子 小三元 混老头 混老頭 二杯口 二盃口 纯全带幺九
純全帶幺九 純全帯幺九 天和 地和 人和 大三元 四暗刻 字一色 绿一色 綠一色 緑一色 清老头 清老頭 国士无双
小四喜 大四喜 四杠子 四槓子 九莲宝灯 九蓮寶燈 九蓮宝燈 純正九蓮宝燈 十三幺 十三么 鸡和 雞糊 鸡糊 無番和
无番和 花龙 花龍 组合龙 組合龍 全不靠 七星不靠 推不倒 全求人 不求人 妙手回春 抢杠和 搶槓和 和绝张 和絕張
四归一 四歸一 双同刻 雙同刻 喜相逢 连六 連六 老少副 幺九刻 明杠 缺一门 缺一門 无字 無字 边张 坎张 單調將
单调将 边张 独听 獨聽 满庭芳 大于五 小于五 大於五 小於五 全大 全中 全小 全双刻 全雙刻 五门齐 五門齊
全带五 全帶五 全带幺 全帶幺 三同刻 一色 双龙会 雙龍會 三色 三步高 三节高 三節高 同顺 同順 四同顺 四同順

文件 打开 保存 另存为 导入 导出 打印 退出 关闭 编辑 撤销 重做 剪切 复制 粘贴 删除 清除 清空 全选 查找
替换 视图 窗口 帮助 关于 版本 许可 许可证 授权 设置 首选项 选项 偏好 语言 主题 深色 浅色 暗色 亮色
跟随系统 系统 自动 字体 大小 缩放 放大 缩小 确定 取消 应用 是 否 好 重置 默认 恢复 输入 输出 结果 计算
重新计算 详情 说明 提示 警告 错误 信息 无效 非法 格式 不能 无法 缺少 多余 太多 太少 请 选择 点击 拖动
添加 移除 新建 新 旧 历史 记录 批量 文件夹 路径 加载 读取 写入 成功 失败 完成 正在 开始 结束 下一步
上一步 返回 前进 后退 更多 隐藏 显示 全部 无 有 未 已 或 与 的 了 在 为 从 到 个 种 项 页 行 列 键 按钮
快捷键 教程 示例 例子 手册 文档 反馈 报告 问题 检查 更新 中文 简体 繁体 英文 日文 日语 英语 拍照 扫描
识别 相机 图片 图像 截图 牌型 牌面 张数 数量 不足 超过 重复 合法 有效 番表 明细 合计 总计 倍数 每家
支付 收入 付出 庄家 赢家 输家 放炮者 荣 模式 练习 测试 随机 出题 答案 正确 答对 答错 分析 建议 最佳
打出 摸牌 舍牌 弃牌 牌河 剩余 可能 所有 列表 清单 表格 复制到剪贴板 已复制 粘贴自剪贴板 撤消 还原
计分器 版权 作者 开源 许可协议 网站 主页 联系 致谢 使用 用法 操作 帮助文档 快速入门 提交 保存成功
檔案 開啟 儲存 另存 匯入 匯出 列印 結束 關閉 編輯 復原 取消復原 剪下 複製 貼上 刪除 全選 尋找 取代
檢視 視窗 說明 關於 授權 設定 偏好設定 選項 語言 主題 淺色 跟隨系統 系統 自動 字型 縮放 縮小 確定
套用 重設 預設 還原 輸入 輸出 結果 計算 重新計算 詳細 錯誤 訊息 無效 無法 多餘 請 選擇 點擊 拖曳 新增
歷史 紀錄 批次 資料夾 路徑 載入 讀取 寫入 失敗 開始 上一步 返回 隱藏 顯示 無 個 種 頁 鍵 按鈕 快速鍵
教學 範例 手冊 文件 回饋 報告 問題 檢查 更新 簡體 繁體 英文 日文 日語 英語 牌型 張數 數量 超過 重複
合法 明細 合計 總計 倍數 每家 支付 收入 付出 贏家 輸家 模式 練習 測試 隨機 答案 正確 分析 建議 剩餘
可能 所有 列表 清單 表格 已複製 剪貼簿 版權 作者 開源 網站 首頁 聯絡 致謝 使用 用法 操作 快速入門
ファイル 開く 保存 名前を付けて保存 インポート エクスポート 印刷 終了 閉じる 編集 元に戻す やり直し
切り取り コピー 貼り付け 削除 クリア 消去 すべて選択 検索 置換 表示 ウィンドウ ヘルプ について
バージョン ライセンス 環境設定 オプション 言語 テーマ ダーク ライト システムに従う 自動 フォント サイズ
拡大 縮小 キャンセル 適用 はい いいえ リセット 既定 初期化 入力 出力 結果 計算 再計算 詳細 説明 ヒント
警告 エラー 情報 無効 不正 形式 できません 不足 多すぎ 少なすぎ 選択 クリック ドラッグ 追加 新規 履歴
記録 一括 フォルダー パス 読み込み 書き込み 成功 失敗 完了 開始 次へ 戻る 進む もっと見る 非表示 全て
なし 種類 行 列 キー ボタン ショートカット チュートリアル 例 マニュアル ドキュメント フィードバック 報告
問題 確認 更新 中国語 簡体字 繁体字 英語 日本語 手牌 得点 合計 点数計算 符計算 親 子 支払い 受け取り
和了り 放銃 牌姿 枚数 重複 正しい 間違い 分析 最善 捨て牌 残り 一覧 表 著作権 作者 ウェブサイト 謝辞
使い方 操作 練習 ランダム 問題集 答え 翻数 ドラ表示牌 場 局 供託棒 本場 連荘 流し満貫
"""


def source_path(weight: str, override: str | None) -> Path:
    if override:
        return Path(override)
    for candidate in SOURCES[weight]:
        if Path(candidate).exists():
            return Path(candidate)
    sys.exit(
        f"Noto Sans CJK {weight} not found (looked in {SOURCES[weight]}); "
        "install it with: apt-get install fonts-noto-cjk"
    )


def load_sc(path: Path) -> TTFont:
    """The Simplified Chinese member of a Noto Sans CJK collection (or the font itself)."""
    if path.suffix.lower() in {".ttc", ".otc"}:
        for font in TTCollection(str(path)).fonts:
            if font["name"].getDebugName(1).endswith(" SC") and "Mono" not in font["name"].getDebugName(1):
                return font
        sys.exit(f"no 'Noto Sans CJK SC' member in {path}")
    return TTFont(str(path))


def scanned_characters(root: Path) -> set[str]:
    found: set[str] = set()
    for folder in SCAN_DIRS:
        base = root / folder
        if not base.is_dir():
            continue
        for path in sorted(base.rglob("*")):
            if path.suffix in SCAN_SUFFIXES and path.is_file():
                text = path.read_text(encoding="utf-8", errors="ignore")
                # every character past ASCII the sources write: CJK, kana, and symbols like the
                # points tables' ∀ (the font keeps those the source font maps; spaces are in RANGES)
                found.update(c for c in text if ord(c) > 0x7E and c.isprintable())
    return found


def _decoded(codec: str, leads: range, trails: list[int]) -> set[str]:
    """Every character a two-byte code ``lead trail`` of ``codec`` decodes to."""
    found: set[str] = set()
    for lead in leads:
        for trail in trails:
            try:
                char = bytes([lead, trail]).decode(codec)
            except UnicodeDecodeError:
                continue
            if len(char) == 1:
                found.add(char)
    return found


def national_sets() -> dict[str, set[str]]:
    """The whole of each national character set, read from Python's own codecs (no list is
    downloaded): GB 2312 (7,445 characters, 6,763 hanzi), Big5 with its common and less
    common hanzi (13,706 characters, 13,063 hanzi) and JIS X 0208 levels 1 and 2 (6,879
    characters, 6,356 kanji), symbols, kana, Greek and Cyrillic rows included."""
    return {
        "GB 2312": _decoded("gb2312", range(0xA1, 0xF8), list(range(0xA1, 0xFF))),
        "Big5": _decoded("big5", range(0xA1, 0xFA), list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF))),
        "JIS X 0208": _decoded("euc_jp", range(0xA1, 0xF5), list(range(0xA1, 0xFF))),
    }


def wanted_characters(root: Path) -> set[str]:
    chars: set[str] = set().union(*national_sets().values())
    for lo, hi in RANGES:
        chars.update(chr(c) for c in range(lo, hi + 1))
    chars.update(EXTRA)
    chars.update(NAME_EXTRA)
    chars.update(c for c in VOCABULARY if not c.isspace())
    chars.update(scanned_characters(root))
    return chars


def rename(font: TTFont, weight: str) -> None:
    """A family name of its own, so the subset never shadows a full system Noto Sans CJK.

    The new name also keeps clear of the upstream Reserved Font Name ('Source', OFL
    condition 3); the copyright (ID 0) and license (ID 13, 14) records are kept as they are.
    """
    name = font["name"]
    version = name.getDebugName(5) or ""
    names = {
        1: FAMILY,
        2: weight,
        3: f"{version};{PS_FAMILY}-{weight}",
        4: f"{FAMILY} {weight}",
        6: f"{PS_FAMILY}-{weight}",
        16: FAMILY,
        17: weight,
    }
    name.names = [r for r in name.names if r.nameID not in names and r.nameID not in (18, 21, 22)]
    for name_id, value in names.items():
        if name_id in (16, 17):
            continue  # typographic names equal the legacy ones for Regular / Bold
        name.setName(value, name_id, 3, 1, 0x409)
        name.setName(value, name_id, 1, 0, 0)
    cff = font["CFF "].cff
    cff.fontNames = [f"{PS_FAMILY}-{weight}"]
    top = cff.topDictIndex[0]
    for attr, value in (("FamilyName", FAMILY), ("FullName", f"{FAMILY} {weight}")):
        if hasattr(top, attr):
            setattr(top, attr, value)


def build(weight: str, src: Path, chars: set[str], out: Path) -> tuple[int, int]:
    font = load_sc(src)
    cmap = font.getBestCmap()
    unicodes = sorted(ord(c) for c in chars if ord(c) in cmap)
    options = subset.Options()
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.recalc_timestamp = False
    # fontTools' default feature list (kern, liga, ccmp, ...) less the vertical-writing ones
    # (never used in this UI) and 'locl', whose Japanese / Traditional Chinese / Korean
    # variant glyphs would double the file: every character shows in its SC form.
    options.layout_features = [f for f in options.layout_features if f not in DROPPED_FEATURES]
    options.drop_tables += ["VORG", "vhea", "vmtx", "BASE"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)
    rename(font, weight)
    font.recalcTimestamp = False  # keep the source's head.modified: same bytes every run
    buffer = io.BytesIO()
    font.save(buffer, reorderTables=True)
    out.write_bytes(buffer.getvalue())
    return len(unicodes), len(buffer.getvalue())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-bold", action="store_true", help="write the Regular subset only")
    parser.add_argument("--source", help="Noto Sans CJK Regular .ttc/.otf to use")
    parser.add_argument("--source-bold", help="Noto Sans CJK Bold .ttc/.otf to use")
    parser.add_argument("--out-dir", default=str(OUT_DIR))
    args = parser.parse_args(argv)

    out_dir = Path(args.out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    chars = wanted_characters(ROOT)
    required = {c for c in VOCABULARY if not c.isspace()} | scanned_characters(ROOT)
    jobs = [("Regular", args.source, out_dir / "NotoSansCJK-Subset.otf")]
    if not args.no_bold:
        jobs.append(("Bold", args.source_bold, out_dir / "NotoSansCJK-Subset-Bold.otf"))
    for weight, override, out in jobs:
        src = source_path(weight, override)
        count, size = build(weight, src, chars, out)
        missing = sorted(c for c in required if ord(c) not in load_cmap_cache(src))
        print(
            f"{out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}: "
            f"{count} characters, {size:,} bytes ({size / 1024 / 1024:.2f} MiB) from {src}"
        )
        if missing:
            print(f"  warning: not in the source font, skipped: {''.join(missing)!r}")
    return 0


_CMAPS: dict[Path, set[int]] = {}


def load_cmap_cache(src: Path) -> set[int]:
    if src not in _CMAPS:
        _CMAPS[src] = set(load_sc(src).getBestCmap())
    return _CMAPS[src]


if __name__ == "__main__":
    sys.exit(main())
