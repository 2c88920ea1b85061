"""What the match store says: its error (:class:`StoreError`) and its messages, in every language
(the English is the message the command line and the tests know; a path and SQLite's own words
are given as they are)."""

from __future__ import annotations

from typing import Any, Final

from core.model.errors import HandError
from core.model.names import Names


class StoreError(HandError):
    """The store cannot be opened, read or written (permissions, a full disk, a lock held too
    long), or holds no such match."""

    code = "store_error"


def store_error(template: Names, code: str = "store_error", **params: Any) -> StoreError:
    """A :class:`StoreError` of a template in every language (the English is the message)."""
    msg = template.format(**params)
    return StoreError(msg.en, code=code, names=msg)


# --- what the store says, in every language (the English is the message the command line and
# the tests know; a path and SQLite's own words are given as they are) -------------------------

E_NEWER_SCHEMA: Final = Names(
    "the store has schema version {version}, newer than this program's {known}",
    "记录库的结构版本为 {version}，比本程序的 {known} 新",
    "記錄庫的結構版本為 {version}，比本程式的 {known} 新",
    "記録ファイルのスキーマのバージョン {version} は、このプログラムの {known} より新しいです",
)
E_OPEN: Final = Names(
    "cannot open the match store {path}: {error}",
    "无法打开比赛记录库 {path}：{error}",
    "無法開啟比賽記錄庫 {path}：{error}",
    "対局記録ファイル {path} を開けません：{error}",
)
E_READ: Final = Names(
    "cannot read the match store {path}: {error}",
    "无法读取比赛记录库 {path}：{error}",
    "無法讀取比賽記錄庫 {path}：{error}",
    "対局記録ファイル {path} を読み込めません：{error}",
)
E_CHANGED: Final = Names(
    "the match store {path} changed while it was being checked; open it again",
    "比赛记录库 {path} 在检查期间被改动；请重新打开",
    "比賽記錄庫 {path} 在檢查期間被改動；請重新開啟",
    "対局記録ファイル {path} が確認中に変更されました。開き直してください",
)
E_MOVED: Final = Names(
    "the match store {path} was moved while it was being checked; open it again",
    "比赛记录库 {path} 在检查期间被移走；请重新打开",
    "比賽記錄庫 {path} 在檢查期間被移走；請重新開啟",
    "対局記録ファイル {path} が確認中に移動されました。開き直してください",
)
E_FOLDER: Final = Names(
    "cannot make the folder of the match store {path}: {error}",
    "无法建立比赛记录库的文件夹 {path}：{error}",
    "無法建立比賽記錄庫的資料夾 {path}：{error}",
    "対局記録ファイルのフォルダ {path} を作れません：{error}",
)
E_PREPARE: Final = Names(
    "cannot prepare the match store {path}: {error}",
    "无法准备比赛记录库 {path}：{error}",
    "無法準備比賽記錄庫 {path}：{error}",
    "対局記録ファイル {path} を準備できません：{error}",
)
E_WAL: Final = Names(
    "the match store {path} cannot use the WAL journal (it uses {mode})",
    "比赛记录库 {path} 无法使用 WAL 日志（当前为 {mode}）",
    "比賽記錄庫 {path} 無法使用 WAL 日誌（目前為 {mode}）",
    "対局記録ファイル {path} で WAL ジャーナルを使えません（現在は {mode}）",
)
E_BUSY: Final = Names(
    "the match store {path} is busy or cannot be written: {error}",
    "比赛记录库 {path} 正忙或无法写入：{error}",
    "比賽記錄庫 {path} 正忙或無法寫入：{error}",
    "対局記録ファイル {path} は使用中か、書き込めません：{error}",
)
E_FAILED: Final = Names(
    "the match store {path} failed: {error}",
    "比赛记录库 {path} 出错：{error}",
    "比賽記錄庫 {path} 出錯：{error}",
    "対局記録ファイル {path} でエラーが起きました：{error}",
)
E_UNKNOWN_MATCH: Final = Names(
    "no match {match} in {path}",
    "{path} 中没有比赛 {match}",
    "{path} 中沒有比賽 {match}",
    "{path} に対局 {match} はありません",
)
E_UNKNOWN_MATCH_LATEST: Final = Names(
    "no match {match} in {path}; the latest: {known}",
    "{path} 中没有比赛 {match}；最近的比赛：{known}",
    "{path} 中沒有比賽 {match}；最近的比賽：{known}",
    "{path} に対局 {match} はありません。最近の対局：{known}",
)
E_NO_ENTRY: Final = Names(
    "match {match} has no entry {entry}",
    "比赛 {match} 没有第 {entry} 条",
    "比賽 {match} 沒有第 {entry} 條",
    "対局 {match} に第 {entry} 件はありません",
)
E_STALE: Final = Names(
    "entry {entry} of match {match} is at revision {last}, not {expected}: someone changed it meanwhile; look again",
    "比赛 {match} 第 {entry} 条已是第 {last} 版，不是第 {expected} 版：其间已有人修改；请重新查看",
    "比賽 {match} 第 {entry} 條已是第 {last} 版，不是第 {expected} 版：其間已有人修改；請重新查看",
    "対局 {match} の第 {entry} 件は第 {last} 版で、第 {expected} 版ではありません。"
    "その間に誰かが変更しました。もう一度確認してください",
)
E_STALE_SHEET: Final = Names(
    "the sheet of match {match} was changed by another program or window since it was shown: "
    "nothing was recorded; look at the sheet again",
    "比赛 {match} 的记分表在显示后被其他程序或窗口修改：未记录任何内容；请重新查看记分表",
    "比賽 {match} 的記分表在顯示後被其他程式或視窗修改：未記錄任何內容；請重新查看記分表",
    "対局 {match} の記録表は表示後に別のプログラムかウィンドウで変更されました。何も記録していません。"
    "記録表をもう一度確認してください",
)
E_DELETED: Final = Names(
    "entry {entry} of match {match} is deleted already",
    "比赛 {match} 第 {entry} 条已被删除",
    "比賽 {match} 第 {entry} 條已被刪除",
    "対局 {match} の第 {entry} 件はすでに削除されています",
)
E_NOT_ENTRY: Final = Names(
    "not a match entry: {entry}", "不是比赛记录：{entry}", "不是比賽記錄：{entry}", "対局の記録ではありません：{entry}"
)
E_NUL: Final = Names(
    "the entry's {field} holds a NUL character (U+0000), which no store keeps: nothing was written",
    "该记录的 {field} 含有 NUL 字符（U+0000），记录库无法保存：未写入任何内容",
    "該記錄的 {field} 含有 NUL 字元（U+0000），記錄庫無法保存：未寫入任何內容",
    "この記録の {field} には NUL 文字（U+0000）があり、保存できません。何も記録していません",
)
E_PLAYERS: Final = Names(
    "a match has {n} players, each with a name, not {given}",
    "一场比赛有 {n} 位玩家，每位都要有名字，不能是 {given}",
    "一場比賽有 {n} 位玩家，每位都要有名字，不能是 {given}",
    "対局のプレイヤーは {n} 人で、それぞれ名前が必要です（{given} は不可）",
)
E_SAME_NAMES: Final = Names(
    "the players' names must differ: {names}",
    "玩家的名字必须各不相同：{names}",
    "玩家的名字必須各不相同：{names}",
    "プレイヤーの名前はそれぞれ違うものにしてください：{names}",
)
E_SAME_UNSEEN: Final = Names(
    "the name {given} differs from {other} only in characters that do not show ({chars}): "
    "names must differ in what a person sees",
    "名字 {given} 与 {other} 只在看不见的字符上不同（{chars}）：名字须在看得见的地方不同",
    "名字 {given} 與 {other} 只在看不見的字元上不同（{chars}）：名字須在看得見的地方不同",
    "名前 {given} と {other} は見えない文字（{chars}）だけが違います：見て分かる違いが必要です",
)
#: the longest name a player may have (a name is shown in the columns of a sheet)
MAX_NAME_CHARS: Final = 100
E_NAME_LONG: Final = Names(
    "a player's name is at most {most} characters, not {n} ({name}...)",
    "玩家名字最多 {most} 个字符，不能是 {n} 个（{name}……）",
    "玩家名字最多 {most} 個字元，不能是 {n} 個（{name}……）",
    "プレイヤー名は {most} 文字までです（{n} 文字の {name}… は不可）",
)
E_NAME_NOT_TEXT: Final = Names(
    "a player's name {name} holds a character that is not text (a lone surrogate)",
    "玩家名字 {name} 含有不是文本的字符（孤立的代理项）",
    "玩家名字 {name} 含有不是文字的字元（孤立的代理項）",
    "プレイヤー名 {name} にテキストでない文字（単独のサロゲート）があります",
)
E_EXISTS: Final = Names(
    "a match {match} exists already", "比赛 {match} 已经存在", "比賽 {match} 已經存在", "対局 {match} はすでにあります"
)
E_NO_MATCH_RULES: Final = Names(
    "the rule set {name} has no match rules: no match sheet can be kept for it",
    "“{title}”没有比赛规则：无法为它记录比赛记分表",
    "「{title}」沒有比賽規則：無法為它記錄比賽記分表",
    "「{title}」には対局ルールがないため、対局記録表をつけられません",
)
#: why a store found on open could not be used
WHY_NOT_SQLITE: Final = Names(
    "it is not an SQLite database",
    "它不是 SQLite 数据库",
    "它不是 SQLite 資料庫",
    "SQLite のデータベースではありません",
)
WHY_CHECK: Final = Names(
    "PRAGMA quick_check found: {found}",
    "PRAGMA quick_check 发现：{found}",
    "PRAGMA quick_check 發現：{found}",
    "PRAGMA quick_check の結果：{found}",
)
WHY_NEWER: Final = Names(
    "it has schema version {version}; this program knows up to {known}",
    "它的结构版本为 {version}；本程序只认识到 {known}",
    "它的結構版本為 {version}；本程式只認識到 {known}",
    "スキーマのバージョンが {version} です。このプログラムは {known} までしか扱えません",
)
WHY_FOREIGN: Final = Names(
    "it is another program's SQLite database (application id {app_id}, tables: {tables})",
    "它是其他程序的 SQLite 数据库（application id {app_id}，表：{tables}）",
    "它是其他程式的 SQLite 資料庫（application id {app_id}，資料表：{tables}）",
    "別のプログラムの SQLite データベースです（application id {app_id}、テーブル：{tables}）",
)
#: (the other languages leave out the reader's own words, which are English)
E_DAMAGED: Final = Names(
    "match {match}: entry {entry} (revision {revision}) of the store {path} is damaged and cannot "
    "be read ({error}); the other matches are usable",
    "比赛 {match}：记录库 {path} 中第 {entry} 条（第 {revision} 版）已损坏，无法读取；其他比赛仍可使用",
    "比賽 {match}：記錄庫 {path} 中第 {entry} 條（第 {revision} 版）已損壞，無法讀取；其他比賽仍可使用",
    "対局 {match}：記録ファイル {path} の第 {entry} 件（第 {revision} 版）が壊れていて読めません。ほかの対局は使えます",
)
E_DAMAGED_MATCH: Final = Names(
    "match {match} of the store {path} is damaged and cannot be read ({error}); the other matches are usable",
    "记录库 {path} 中的比赛 {match} 已损坏，无法读取；其他比赛仍可使用",
    "記錄庫 {path} 中的比賽 {match} 已損壞，無法讀取；其他比賽仍可使用",
    "記録ファイル {path} の対局 {match} が壊れていて読めません。ほかの対局は使えます",
)
E_READ_ONLY: Final = Names(
    "the match store {path} can only be read here (its folder or file cannot be written): nothing can be recorded",
    "此处只能读取比赛记录库 {path}（其文件夹或文件不可写入）：无法记录",
    "此處只能讀取比賽記錄庫 {path}（其資料夾或檔案不可寫入）：無法記錄",
    "対局記録ファイル {path} はここでは読み込みしかできません（フォルダかファイルに書き込めません）：記録できません",
)
E_NOT_A_FILE: Final = Names(
    "the match store {path} is not a file (a folder or a device is there)",
    "比赛记录库 {path} 不是文件（该处是文件夹或设备）",
    "比賽記錄庫 {path} 不是檔案（該處是資料夾或裝置）",
    "対局記録ファイル {path} はファイルではありません（フォルダかデバイスがあります）",
)
WHY_SQLITE: Final = Names(
    "SQLite says: {error}", "SQLite 报告：{error}", "SQLite 回報：{error}", "SQLite のメッセージ：{error}"
)
NOTICE_SET_ASIDE: Final = Names(
    "The match store {path} could not be used ({why}). It was set aside untouched as "
    "{aside}, and a new, empty store was started.",
    "比赛记录库 {path} 无法使用（{why}）。原文件未作改动，已另存为 {aside}，并已新建一个空的记录库。",
    "比賽記錄庫 {path} 無法使用（{why}）。原檔案未作改動，已另存為 {aside}，並已新建一個空的記錄庫。",
    "対局記録ファイル {path} は使えませんでした（{why}）。元のファイルはそのまま {aside} "
    "として退避し、新しい空の記録ファイルを作りました。",
)
