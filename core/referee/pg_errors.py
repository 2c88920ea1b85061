"""What the store on a PostgreSQL server says, in every language (the English is the message the
command line and the tests know; the server's own words are given as they are)."""

from __future__ import annotations

from typing import Final, TypeVar

from core.model.names import Names

T = TypeVar("T")

E_NO_DRIVER: Final = Names(
    "the store {path} is on a PostgreSQL server, and psycopg is not installed: pip install 'mahjong-scorer[server]'",
    "记录库 {path} 在 PostgreSQL 服务器上，但未安装 psycopg：pip install 'mahjong-scorer[server]'",
    "記錄庫 {path} 在 PostgreSQL 伺服器上，但未安裝 psycopg：pip install 'mahjong-scorer[server]'",
    "記録 {path} は PostgreSQL サーバーにありますが、psycopg が入っていません：pip install 'mahjong-scorer[server]'",
)
E_SERVER: Final = Names(
    "cannot reach the store's server {path}: {error}",
    "无法连接记录库的服务器 {path}：{error}",
    "無法連線記錄庫的伺服器 {path}：{error}",
    "記録のサーバー {path} に接続できません：{error}",
)
E_SERVER_NEWER: Final = Names(
    "the store on {path} has schema version {version}, newer than this program's {known}",
    "{path} 上的记录库结构版本为 {version}，比本程序的 {known} 新",
    "{path} 上的記錄庫結構版本為 {version}，比本程式的 {known} 新",
    "{path} の記録のスキーマは版 {version} で、このプログラムの {known} より新しいものです",
)
E_SERVER_FAILED: Final = Names(
    "the store on {path} failed: {error}",
    "{path} 上的记录库出错：{error}",
    "{path} 上的記錄庫出錯：{error}",
    "{path} の記録でエラー：{error}",
)
E_NOT_PERMITTED: Final = Names(
    "the store's server refuses this to the login {user}: {error}",
    "记录库的服务器拒绝登录名 {user} 这样做：{error}",
    "記錄庫的伺服器拒絕登入名 {user} 這樣做：{error}",
    "記録のサーバーはログイン {user} にこの操作を許しません：{error}",
)
E_ROLE: Final = Names(
    "a station's role is one of {roles}, not {role}",
    "工作站的角色只能是 {roles}，不能是 {role}",
    "工作站的角色只能是 {roles}，不能是 {role}",
    "端末の役割は {roles} のいずれかです（{role} は不可）",
)
E_SCORER_TABLE: Final = Names(
    "a scorer station needs its tournament and its table number (1 or more)",
    "记分工作站须指定其比赛与桌号（1 或以上）",
    "記分工作站須指定其比賽與桌號（1 或以上）",
    "記録係の端末には大会と卓番号（1 以上）が必要です",
)
E_LOGIN: Final = Names(
    "a login is letters, digits and _ (at most 40, starting with a letter), not {login}",
    "登录名只能由字母、数字与 _ 组成（最多 40 个，以字母开头），不能是 {login}",
    "登入名只能由字母、數字與 _ 組成（最多 40 個，以字母開頭），不能是 {login}",
    "ログイン名は英字・数字・_（英字で始まり 40 字まで）です（{login} は不可）",
)
E_LOGIN_GROUP: Final = Names(
    "the login {login} is the name of one of the roles' groups",
    "登录名 {login} 与角色组同名",
    "登入名 {login} 與角色組同名",
    "ログイン名 {login} は役割のグループ名と同じです",
)
E_LOGIN_REFUSED: Final = Names(
    "the store's server {path} refuses the login: {error}",
    "记录库的服务器 {path} 拒绝登录：{error}",
    "記錄庫的伺服器 {path} 拒絕登入：{error}",
    "記録のサーバー {path} がログインを拒否しました：{error}",
)
E_OUTCOME_UNKNOWN: Final = Names(
    "the store's server {path} was lost while it committed this write, and has not said whether it kept it: the "
    "outcome is unknown. The next command asks the server (the write's token {token}); the same entry made again is "
    "never recorded twice",
    "提交这次写入时与记录库的服务器 {path} 断开，服务器未告知是否已保存：结果未知。下一条命令会向服务器查询（写入标记 {token}）；"
    "再次录入同一条记录也绝不会记录两次",
    "提交這次寫入時與記錄庫的伺服器 {path} 斷線，伺服器未告知是否已保存：結果未知。下一個指令會向伺服器查詢（寫入標記 {token}）；"
    "再次輸入同一筆記錄也絕不會記錄兩次",
    "記録のサーバー {path} との接続がこの書き込みの確定中に切れ、保存されたかどうか分かりません（結果不明）。"
    "次のコマンドがサーバーに問い合わせます（書き込みトークン {token}）。同じ記録をもう一度入力しても二重に記録されることはありません",
)
N_UNCONFIRMED_KEPT: Final = Names(
    "the earlier write whose outcome was unknown ({what}, match {match}) is in the store: entry {entry}",
    "先前结果未知的写入（{what}，比赛 {match}）已在记录库中：第 {entry} 条",
    "先前結果未知的寫入（{what}，比賽 {match}）已在記錄庫中：第 {entry} 筆",
    "結果不明だった以前の書き込み（{what}、対局 {match}）は記録されています：第 {entry} 件",
)
N_UNCONFIRMED_LOST: Final = Names(
    "the earlier write whose outcome was unknown ({what}, match {match}) is not in the store: enter it again",
    "先前结果未知的写入（{what}，比赛 {match}）不在记录库中：请重新录入",
    "先前結果未知的寫入（{what}，比賽 {match}）不在記錄庫中：請重新輸入",
    "結果不明だった以前の書き込み（{what}、対局 {match}）は記録されていません。もう一度入力してください",
)
E_SERVER_REFUSED: Final = Names(
    "the store's server {path} refuses this entry: {error}",
    "记录库的服务器 {path} 拒绝这条记录：{error}",
    "記錄庫的伺服器 {path} 拒絕這筆記錄：{error}",
    "記録のサーバー {path} はこの記録を受け付けません：{error}",
)
E_LOCKED: Final = Names(
    "the match is held by another session of the store's server {path} (login {holders}) and "
    "was still held after {seconds} s: nothing was written; try again, or ask the organiser to "
    "end that session",
    "该比赛被记录库服务器 {path} 的另一会话（登录名 {holders}）占用，{seconds} 秒后仍未释放：未写入任何内容；"
    "请重试，或请主办方结束该会话",
    "該比賽被記錄庫伺服器 {path} 的另一工作階段（登入名 {holders}）占用，{seconds} 秒後仍未釋放：未寫入任何內容；"
    "請重試，或請主辦方結束該工作階段",
    "対局は記録のサーバー {path} の別のセッション（ログイン {holders}）に押さえられ、{seconds} 秒後も"
    "解放されませんでした。何も記録していません。やり直すか、主催者にそのセッションの終了を依頼してください",
)
E_TIMED_OUT: Final = Names(
    "the store's server {path} gave up on a statement that ran past its time limit, {seconds} s "
    "after the first try: nothing was written; try again",
    "记录库的服务器 {path} 放弃了一条超时的语句（首次尝试后 {seconds} 秒）：未写入任何内容；请重试",
    "記錄庫的伺服器 {path} 放棄了一條逾時的語句（首次嘗試後 {seconds} 秒）：未寫入任何內容；請重試",
    "記録のサーバー {path} は時間切れの文を打ち切りました（最初の試行から {seconds} 秒）。"
    "何も記録していません。やり直してください",
)
N_NO_ANSWER: Final = Names(
    "the store's server {path} has not answered for {seconds:g} s: waiting, then trying again",
    "记录库的服务器 {path} 已 {seconds:g} 秒没有回应：正在等待，随后重试",
    "記錄庫的伺服器 {path} 已 {seconds:g} 秒沒有回應：正在等待，隨後重試",
    "記録のサーバー {path} から {seconds:g} 秒応答がありません：待ってから再試行します",
)
N_LOCKED: Final = Names(
    "the match is held by another session of {path} (login {holders}): waiting",
    "该比赛被 {path} 的另一会话（登录名 {holders}）占用：正在等待",
    "該比賽被 {path} 的另一工作階段（登入名 {holders}）占用：正在等待",
    "対局は {path} の別のセッション（ログイン {holders}）に押さえられています：待っています",
)
N_TIMED_OUT: Final = Names(
    "the store's server {path} gave up on a statement that ran too long: trying again",
    "记录库的服务器 {path} 放弃了一条超时的语句：正在重试",
    "記錄庫的伺服器 {path} 放棄了一條逾時的語句：正在重試",
    "記録のサーバー {path} が時間切れの文を打ち切りました：再試行しています",
)
N_RETRY: Final = Names(
    "the store's server {path} cannot be reached ({error}): trying again",
    "无法连接记录库的服务器 {path}（{error}）：正在重试",
    "無法連線記錄庫的伺服器 {path}（{error}）：正在重試",
    "記録のサーバー {path} に接続できません（{error}）：再試行しています",
)
