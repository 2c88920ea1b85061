"""The command line's arguments checked before anything is done with them: text that is UTF-8,
numbers within bounds (each message says them), a store's address that can be one.

A bad argument is refused as a :class:`core.model.errors.HandError` of code ``bad_argument``
naming the argument (``--rounds``, ``MJSCORE_STORE``), in every language, with exit status 1 as
every refusal of ``mjscore tournament``, ``station`` and ``matches``.
"""

from __future__ import annotations

import argparse
import math
from typing import Final
from urllib.parse import urlsplit

from core.engine.match_rules import refused
from core.model.names import Names
from core.referee.pg_connection import redacted

E_NOT_UTF8: Final = Names(
    "argument {name} {shown} is not UTF-8 text",
    "参数 {name} {shown} 不是 UTF-8 文本",
    "參數 {name} {shown} 不是 UTF-8 文字",
    "引数 {name} {shown} は UTF-8 のテキストではありません",
)
E_WHOLE: Final = Names(
    "argument {name} must be a whole number from {low} to {high}, not {value}",
    "参数 {name} 必须是 {low} 到 {high} 之间的整数，不能是 {value}",
    "參數 {name} 必須是 {low} 到 {high} 之間的整數，不能是 {value}",
    "引数 {name} は {low} から {high} までの整数です（{value} は不可）",
)
E_SECONDS: Final = Names(
    "argument {name} must be a number of seconds from {low} to {high}, not {value}",
    "参数 {name} 必须是 {low} 到 {high} 秒之间的数，不能是 {value}",
    "參數 {name} 必須是 {low} 到 {high} 秒之間的數，不能是 {value}",
    "引数 {name} は {low} から {high} までの秒数です（{value} は不可）",
)
E_PORT: Final = Names(
    "the store's address ({name}) {url} has port {port}: a port is a whole number from 1 to 65535",
    "记录库的地址（{name}）{url} 的端口是 {port}：端口须是 1 到 65535 之间的整数",
    "記錄庫的位址（{name}）{url} 的連接埠是 {port}：連接埠須是 1 到 65535 之間的整數",
    "記録の保存先（{name}）{url} のポートは {port} です：ポートは 1 から 65535 までの整数です",
)
E_ADDRESS: Final = Names(
    "the store's address ({name}) {url} cannot be read: {error}",
    "无法解读记录库的地址（{name}）{url}：{error}",
    "無法解讀記錄庫的位址（{name}）{url}：{error}",
    "記録の保存先（{name}）{url} を読み取れません：{error}",
)
E_NO_HOST: Final = Names(
    "the store's address ({name}) {url} names no server: postgresql://LOGIN@HOST[:PORT]/DATABASE",
    "记录库的地址（{name}）{url} 没有写服务器：postgresql://登录名@主机[:端口]/数据库",
    "記錄庫的位址（{name}）{url} 沒有寫伺服器：postgresql://登入名@主機[:連接埠]/資料庫",
    "記録の保存先（{name}）{url} にサーバーがありません：postgresql://ログイン@ホスト[:ポート]/データベース",
)

#: the schemes of a server's address (the others are a store file's path)
SERVER_SCHEMES: Final = ("postgresql://", "postgres://")


def not_utf8(args: argparse.Namespace) -> None:
    """Refuse an argument that is not UTF-8 text (the system hands its bytes over as lone
    surrogates, which no store, file or terminal takes), naming it."""
    for name, value in vars(args).items():
        for text in value if isinstance(value, list) else [value]:
            items = text if isinstance(text, list) else [text]  # (--also: a list of lists)
            for item in items:
                if isinstance(item, str) and any("\udc80" <= c <= "\udcff" for c in item):
                    shown = item.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
                    raise refused(E_NOT_UTF8, "bad_utf8", name=name.replace("_", "-"), shown=repr(shown))


def _shown(value: object, quoted: bool = True) -> str:
    """A value as a message shows it (text quoted, unless not ``quoted``): a number of many digits
    cut, with how many characters it has."""
    text = repr(value) if isinstance(value, str) and quoted else str(value)
    return text if len(text) <= 24 else f"{text[:12]}... ({len(text)} characters)"


def whole(value: int | None, name: str, low: int, high: int) -> None:
    """Refuse ``value`` (argument ``name``) unless it is a whole number from ``low`` to
    ``high`` (``None``: not given, taken)."""
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise refused(E_WHOLE, "bad_argument", name=name, low=f"{low:,}", high=f"{high:,}", value=_shown(value))


def seconds(value: float, name: str, low: float, high: float) -> None:
    """Refuse ``value`` (argument ``name``) unless it is a finite number of seconds from ``low``
    to ``high`` (NaN and the infinities are refused)."""
    if not (isinstance(value, (int, float)) and math.isfinite(value) and low <= value <= high):
        raise refused(E_SECONDS, "bad_argument", name=name, low=f"{low:g}", high=f"{high:g}", value=_shown(value))


def store_address(where: str | None, name: str) -> str | None:
    """``where`` (the store: a file's path, or a server's ``postgresql://`` address; ``name``: the
    argument or variable it came from) checked where it is a server's: its port a whole number
    from 1 to 65535, a server named. A file's path is the store's to check."""
    if where and any("\udc80" <= c <= "\udcff" for c in where):  # (bytes that are not UTF-8, as the system gives them)
        shown = where.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
        raise refused(E_NOT_UTF8, "bad_utf8", name=name, shown=repr(_safe(shown)))
    if not where or not where.startswith(SERVER_SCHEMES):
        return where
    try:
        parts = urlsplit(where)
        port = parts.port
    except ValueError as e:
        netloc = urlsplit(where).netloc
        given = netloc.rpartition("@")[2].rpartition(":")[2]
        if given.isascii() and given.isdigit():
            raise refused(
                E_PORT, "bad_argument", name=name, url=_safe(where), port=_shown(given, quoted=False)
            ) from None
        raise refused(E_ADDRESS, "bad_argument", name=name, url=_safe(where), error=str(e)) from None
    if port == 0:
        raise refused(E_PORT, "bad_argument", name=name, url=_safe(where), port="0")
    if not parts.hostname and not parts.path.strip("/") and not parts.query:
        raise refused(E_NO_HOST, "bad_argument", name=name, url=_safe(where))
    return where


def _safe(url: str) -> str:
    """The address without its password, where it can be read that far."""
    try:
        return redacted(url)
    except ValueError:
        head, at, tail = url.rpartition("@")
        return (head.split("://", 1)[0] + "://***@" + tail) if at else url
