"""Presets and their files: a :class:`Preset` is a named set of option values, read from a TOML
preset file by :func:`parse_presets` (a built-in one inside the rule set's package, or a user's);
a broken file raises :class:`~core.model.errors.PresetError` naming the file, the line and the
field, in every language. :func:`os_reason` says why a file could not be read or written.
"""

from __future__ import annotations

import errno
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final, NamedTuple

from core.engine.fields import Field, listed
from core.engine.items import EditableItem, ItemEditError, parse_item_edits
from core.engine.score import Names, names
from core.model.errors import ContextError, HandError, PresetError
from core.model.names import same

if TYPE_CHECKING:  # only the type
    import tomllib  # (imported where a preset file is read, not at every start)


E_NO_PRESET = Names(
    "rule set {name} has no preset {preset!r}; presets: {presets}",
    "规则“{title}”没有预设 {preset!r}；可用的预设：{presets}",
    "規則「{title}」沒有預設 {preset!r}；可用的預設：{presets}",
    "ルール「{title}」にプリセット {preset!r} はありません。プリセット：{presets}",
)
_NONE: Final = Names("none", "无", "無", "なし")
E_NO_PRESET_IN_FILE = Names(
    "{file} has no preset {preset!r}; presets there: {presets}",
    "{file} 中没有预设 {preset!r}；其中的预设：{presets}",
    "{file} 中沒有預設 {preset!r}；其中的預設：{presets}",
    "{file} にプリセット {preset!r} はありません。その中のプリセット：{presets}",
)
E_TABLE_KEY = Names(
    "option {key} must be text, not {value}",
    "规则选项 {key} 必须是文字，不能是 {value}",
    "規則選項 {key} 必須是文字，不能是 {value}",
    "ルール設定 {key} は文字で指定してください（{value} は不可）",
)
E_FILE_NO_PRESET = Names(
    "option preset_file {file} needs the option preset: which preset of the file",
    "规则选项 preset_file {file} 需要同时给出 preset：用文件中的哪个预设",
    "規則選項 preset_file {file} 需要同時給出 preset：用檔案中的哪個預設",
    "ルール設定 preset_file {file} には preset（ファイル中のどのプリセットか）も必要です",
)


_NO_HELP: Final = Names("", "", "", "")


class Preset(NamedTuple):
    """A named set of option values. ``source``: the file it was read from. ``help``: the one
    line of English the file gives; ``help_names``: the same in every language (the file's
    ``help-zh-Hans``, ``help-zh-Hant``, ``help-ja``; one it leaves out is the English)."""

    key: str
    names: Names
    options: tuple[tuple[str, Any], ...]
    help: str = ""
    source: str = ""
    help_names: Names = _NO_HELP
    #: the key of the preset it builds on ("": none); its options already hold the base's
    base: str = ""


_LANG_KEYS: Final = ("en", "zh-Hans", "zh-Hant", "ja")
#: a preset's help in the languages after English, as riichi_names.toml names a definition's (d-ja)
_HELP_KEYS: Final = ("help-zh-Hans", "help-zh-Hant", "help-ja")


def _line_of(text: str, table: str, key: str | None = None) -> int:
    """The line (1-based) of ``[table]`` in a TOML text, or of ``key = ...`` inside it (0: not found)."""
    header = re.compile(r"^\s*\[\s*" + r"\s*\.\s*".join(re.escape(p) for p in table.split(".")) + r"\s*\]")
    lines = text.splitlines()
    start = next((i for i, line in enumerate(lines) if header.match(line)), None)
    if start is None:
        return 0
    if key is None:
        return start + 1
    assign = re.compile(r"^\s*\"?" + re.escape(key) + r"\"?\s*=")
    for i in range(start + 1, len(lines)):
        if lines[i].lstrip().startswith("["):
            break
        if assign.match(lines[i]):
            return i + 1
    return start + 1


#: the longest preset file read (a preset is a few hundred bytes; /dev/zero never ends)
MAX_PRESET_BYTES: Final = 1 << 20


# the mistakes of a preset file, in every language: each names the file, and where the English
# does, the line, the table and the field (``source``, ``line``, ``table``, ``field``: as written)
E_PRESET_AT = Names(
    "{source}, line {line}: [{table}] {problem}",
    "{source} 第 {line} 行：[{table}] {problem}",
    "{source} 第 {line} 行：[{table}] {problem}",
    "{source} {line} 行目：[{table}] {problem}",
)
E_PRESET_AT_FIELD = Names(
    "{source}, line {line}: [{table}] {field}: {problem}",
    "{source} 第 {line} 行：[{table}] {field}：{problem}",
    "{source} 第 {line} 行：[{table}] {field}：{problem}",
    "{source} {line} 行目：[{table}] {field}：{problem}",
)
E_PRESET_NOT_TOML = Names(
    "{source}: not a valid preset file: {problem}",
    "{source}：不是有效的预设文件：{problem}",
    "{source}：不是有效的預設檔案：{problem}",
    "{source}：正しいプリセットファイルではありません：{problem}",
)
_TOO_DEEP: Final = Names(
    "arrays or tables nested too deep",
    "数组或表嵌套得太深",
    "陣列或表格巢狀得太深",
    "配列やテーブルの入れ子が深すぎます",
)
_TOO_MANY_DIGITS: Final = Names(
    "a number is written with more digits than any option takes",
    "有个数字的位数比任何规则选项所取的值都多",
    "有個數字的位數比任何規則選項所取的值都多",
    "どのルール設定の値よりも桁数の多い数が書かれています",
)
E_PRESET_TABLE = Names(
    "{source}, line {line}: unknown table {table!r}; a preset is written [preset.NAME]",
    "{source} 第 {line} 行：未知的表 {table!r}；预设写作 [preset.键名]",
    "{source} 第 {line} 行：未知的表格 {table!r}；預設寫作 [preset.鍵名]",
    "{source} {line} 行目：不明なテーブル {table!r}。プリセットは [preset.キー名] と書きます",
)
E_PRESET_NONE = Names(
    "{source}: no preset: write each one as a table [preset.NAME]",
    "{source}：没有预设：每个预设写成一个表 [preset.键名]",
    "{source}：沒有預設：每個預設寫成一個表格 [preset.鍵名]",
    "{source}：プリセットがありません。プリセットはそれぞれテーブル [preset.キー名] として書きます",
)
_PRESET_NOT_TABLE: Final = Names(
    "a preset must be a table", "预设必须是一个表", "預設必須是一個表格", "プリセットはテーブルで書いてください"
)
_PRESET_FIELD: Final = Names(
    "unknown field; a preset has {keys}, base, options and items",
    "未知的字段；预设可以有 {keys}、base、options 和 items",
    "未知的欄位；預設可以有 {keys}、base、options 和 items",
    "不明なキーです。プリセットに書けるのは {keys}・base・options・items です",
)
_PRESET_BASE_KEY: Final = Names(
    "must be the key of a preset to build on",
    "必须是作为基础的预设的键名",
    "必須是作為基礎的預設的鍵名",
    "土台にするプリセットのキーを書いてください",
)
_PRESET_TEXT: Final = Names("must be text", "必须是文字", "必須是文字", "文字で書いてください")
_PRESET_EN: Final = Names(
    "every preset needs its English name 'en'",
    "每个预设都需要英文名称 'en'",
    "每個預設都需要英文名稱 'en'",
    "どのプリセットにも英語の名前 'en' が必要です",
)
_PRESET_HELP: Final = Names(
    "a translated help needs the English 'help'",
    "有翻译的说明时也需要英文说明 'help'",
    "有翻譯的說明時也需要英文說明 'help'",
    "説明を翻訳するときは英語の説明 'help' も必要です",
)
_PRESET_OPTIONS: Final = Names(
    "must be a table of option values",
    "必须是规则选项取值的表",
    "必須是規則選項取值的表格",
    "ルール設定の値のテーブルで書いてください",
)
_PRESET_OPTION: Final = Names(
    "unknown option; options are {options}",
    "未知的规则选项；规则选项有：{options}",
    "未知的規則選項；規則選項有：{options}",
    "不明なルール設定です。ルール設定：{options}",
)
_PRESET_ITEMS: Final = Names(
    "must be a table of item values", "必须是项目取值的表", "必須是項目取值的表格", "項目の値のテーブルで書いてください"
)
_PRESET_NO_ITEMS: Final = Names(
    "this rule set has no table of items to edit",
    "此规则没有可编辑的项目表",
    "此規則沒有可編輯的項目表",
    "このルールには編集できる項目表がありません",
)
_PRESET_CIRCLE: Final = Names(
    "the presets build on each other in a circle: {chain}",
    "这些预设互相作为基础，绕成了一个圈：{chain}",
    "這些預設互相作為基礎，繞成了一個圈：{chain}",
    "プリセットが互いを土台にして循環しています：{chain}",
)
_PRESET_NO_BASE: Final = Names(
    "no preset {base!r} to build on; presets: {presets}",
    "没有可作为基础的预设 {base!r}；可用的预设：{presets}",
    "沒有可作為基礎的預設 {base!r}；可用的預設：{presets}",
    "土台にするプリセット {base!r} はありません。プリセット：{presets}",
)


E_PRESET_NOT_FILE = Names(
    "{source}: not a preset file: only a regular file is read (this is a folder, a device or a pipe)",
    "{source}：不是预设文件：只读取普通文件（这是文件夹、设备或管道）",
    "{source}：不是預設檔案：只讀取一般檔案（這是資料夾、裝置或管線）",
    "{source}：プリセットファイルではありません。読み込めるのは通常のファイルだけです"
    "（これはフォルダ、デバイスまたはパイプです）",
)
E_PRESET_TOO_BIG = Names(
    "{source}: not a preset file: longer than {size} bytes",
    "{source}：不是预设文件：超过 {size} 字节",
    "{source}：不是預設檔案：超過 {size} 位元組",
    "{source}：プリセットファイルではありません。{size} バイトを超えています",
)
E_PRESET_UNREADABLE = Names(
    "{source}: cannot read the preset file: {reason}",
    "{source}：无法读取预设文件：{reason}",
    "{source}：無法讀取預設檔案：{reason}",
    "{source}：プリセットファイルを読み込めません：{reason}",
)
E_PRESET_UNWRITABLE = Names(
    "{source}: cannot write the preset file: {reason}",
    "{source}：无法写入预设文件：{reason}",
    "{source}：無法寫入預設檔案：{reason}",
    "{source}：プリセットファイルに書き込めません：{reason}",
)
E_PRESET_NOT_SAVED = Names(
    "{source}: the preset file written does not read back as the options saved",
    "{source}：写入的预设文件读回来与所保存的选项不符",
    "{source}：寫入的預設檔案讀回來與所儲存的選項不符",
    "{source}：書き込んだプリセットファイルを読み直すと、保存した設定と一致しません",
)
_NOT_UTF8: Final = Names(
    "{reason}",
    "不是 UTF-8 文本（位置 {pos} 的字节无法解读）",
    "不是 UTF-8 文字（位置 {pos} 的位元組無法解讀）",
    "UTF-8 のテキストではありません（位置 {pos} のバイトを読めません）",
)
#: the reasons the system gives for a file it cannot read or write, by ``errno`` (another: as it says)
_OS_REASONS: Final = {
    errno.ENOENT: Names("", "文件或文件夹不存在", "檔案或資料夾不存在", "ファイルまたはフォルダがありません"),
    errno.EACCES: Names("", "没有权限", "沒有權限", "アクセス権がありません"),
    errno.EPERM: Names("", "不允许此操作", "不允許此操作", "この操作は許可されていません"),
    errno.EISDIR: Names("", "这是一个文件夹", "這是一個資料夾", "これはフォルダです"),
    errno.ENOTDIR: Names(
        "", "路径中有一部分不是文件夹", "路徑中有一部分不是資料夾", "パスの途中がフォルダではありません"
    ),
    errno.ENOSPC: Names("", "磁盘已满", "磁碟已滿", "ディスクがいっぱいです"),
    errno.EROFS: Names("", "文件系统是只读的", "檔案系統是唯讀的", "ファイルシステムが読み取り専用です"),
    errno.ENAMETOOLONG: Names("", "文件名太长", "檔名太長", "ファイル名が長すぎます"),
    errno.ESPIPE: Names(
        "",
        "这是管道或套接字：只写入普通文件、新路径或设备",
        "這是管線或通訊端：只寫入一般檔案、新路徑或裝置",
        "これはパイプまたはソケットです：書き込めるのは通常のファイル、新しいパス、デバイスだけです",
    ),
}


def os_reason(e: BaseException) -> Names:
    """Why a file cannot be read or written, in every language: the English as the system (or
    the decoder) says it, the others from its ``errno`` (one not known: as the system says it)."""
    english = str(getattr(e, "strerror", None) or e)
    if isinstance(e, UnicodeDecodeError):
        return _NOT_UTF8.format(reason=english, pos=e.start)
    found = _OS_REASONS.get(getattr(e, "errno", None) or 0)
    return found._replace(en=english) if found is not None else same(english)


#: tomllib's words for a text that is no TOML (Python 3.11 to 3.13), in every language; one not
#: listed is quoted as the parser says it (patterns compiled by ``re`` when a broken file is first
#: reported, not at import: ~8M instructions at every start)
_TOML_WORDS: Final[tuple[tuple[str, Names], ...]] = (
    (r"Invalid statement", Names("", "无效的语句", "無效的敘述", "正しくない文です")),
    (
        r"Expected newline or end of document after a statement",
        Names(
            "", "语句之后应换行或到文件末尾", "敘述之後應換行或到檔案結尾", "文の後には改行かファイルの終わりが必要です"
        ),
    ),
    (
        r"Expected ']' at the end of a table declaration",
        Names("", "表头末尾缺少 ']'", "表格標頭結尾缺少 ']'", "テーブルの宣言の終わりに ']' がありません"),
    ),
    (
        r"Expected ']]' at the end of an array declaration",
        Names(
            "",
            "表数组的声明末尾缺少 ']]'",
            "表格陣列的宣告結尾缺少 ']]'",
            "テーブル配列の宣言の終わりに ']]' がありません",
        ),
    ),
    (
        r"Expected '=' after a key in a key/value pair",
        Names("", "键名之后缺少 '='", "鍵名之後缺少 '='", "キーの後に '=' がありません"),
    ),
    (r"Expected (?P<x>.+)", Names("", "此处应为 {x}", "此處應為 {x}", "ここには {x} が必要です")),
    (r"Found invalid character (?P<x>.+)", Names("", "无效的字符 {x}", "無效的字元 {x}", "不正な文字 {x} があります")),
    (r"Illegal character (?P<x>.+)", Names("", "不允许的字符 {x}", "不允許的字元 {x}", "使えない文字 {x} があります")),
    (r"Cannot declare (?P<x>.+) twice", Names("", "{x} 声明了两次", "{x} 宣告了兩次", "{x} が二度宣言されています")),
    (r"Cannot overwrite a value", Names("", "不能覆盖已有的值", "不能覆寫已有的值", "既にある値は上書きできません")),
    (
        r"Cannot mutate immutable namespace (?P<x>.+)",
        Names("", "不能修改已固定的表 {x}", "不能修改已固定的表格 {x}", "固定されたテーブル {x} は変更できません"),
    ),
    (
        r"Cannot redefine namespace (?P<x>.+)",
        Names("", "不能重新定义表 {x}", "不能重新定義表格 {x}", "テーブル {x} は定義し直せません"),
    ),
    (
        r"Invalid initial character for a key part",
        Names("", "键名的第一个字符无效", "鍵名的第一個字元無效", "キーの最初の文字が正しくありません"),
    ),
    (r"Unclosed array", Names("", "数组没有结束", "陣列沒有結束", "配列が閉じていません")),
    (r"Unclosed inline table", Names("", "内联表没有结束", "行內表格沒有結束", "インラインテーブルが閉じていません")),
    (
        r"Duplicate inline table key (?P<x>.+)",
        Names("", "内联表中的键 {x} 重复", "行內表格中的鍵 {x} 重複", "インラインテーブルのキー {x} が重複しています"),
    ),
    (
        r"Unescaped '\\' in a string",
        Names("", "字符串中有未转义的 '\\'", "字串中有未跳脫的 '\\'", "文字列にエスケープされていない '\\' があります"),
    ),
    (r"Invalid hex value", Names("", "无效的十六进制值", "無效的十六進位值", "正しくない 16 進数の値です")),
    (
        r"Escaped character is not a Unicode scalar value",
        Names(
            "",
            "转义的字符不是有效的 Unicode 字符",
            "跳脫的字元不是有效的 Unicode 字元",
            "エスケープされた文字が Unicode の文字ではありません",
        ),
    ),
    (r"Unterminated string", Names("", "字符串没有结束", "字串沒有結束", "文字列が閉じていません")),
    (r"Invalid date or datetime", Names("", "无效的日期或时间", "無效的日期或時間", "正しくない日付または日時です")),
    (r"Invalid value", Names("", "无效的值", "無效的值", "正しくない値です")),
)
_TOML_AT: Final = re.compile(
    r"(?P<what>.*) \(at (?:line (?P<line>\d+), column (?P<column>\d+)|end of document)\)", re.DOTALL
)
_TOML_LINE: Final = Names(
    "{what} (at line {line}, column {column})",
    "{what}（第 {line} 行第 {column} 个字符）",
    "{what}（第 {line} 行第 {column} 個字元）",
    "{what}（{line} 行目 {column} 文字目）",
)
_TOML_END: Final = Names(
    "{what} (at end of document)", "{what}（在文件末尾）", "{what}（在檔案結尾）", "{what}（ファイルの末尾）"
)


def toml_problem(e: tomllib.TOMLDecodeError) -> Names:
    """What TOML's parser says of a text, in every language: its English as it is, the others
    from its words and their place (words it gives that are not listed: quoted as they are)."""
    english = str(e)
    m = _TOML_AT.fullmatch(english)
    if m is None:
        return same(english)
    what_en = m.group("what")
    what = same(what_en)
    for pattern, words in _TOML_WORDS:
        found = re.fullmatch(pattern, what_en)
        if found is not None:
            what = words.format(**found.groupdict())._replace(en=what_en)
            break
    where = (
        _TOML_LINE.format(what=what, line=m.group("line"), column=m.group("column"))
        if m.group("line")
        else _TOML_END.format(what=what)
    )
    return where._replace(en=english)


def bad_preset_file(said: Names, source: str = "", line: int = 0, field: str = "") -> PresetError:
    """A :class:`PresetError` saying ``said``: its message the English, its words (``names``,
    what :meth:`~core.model.errors.HandError.text` gives) every language's."""
    e = PresetError(said.en, code="bad_preset", source=source, line=line, field=field)
    e.names = said
    return e


def _problem_of(e: HandError | ItemEditError) -> Names:
    """A wrapped error's words: its English message, and its translated words where it has them."""
    said = e.names
    return said._replace(en=str(e)) if said is not None else same(str(e))


def parse_presets(
    text: str,
    source: str,
    option_fields: tuple[Field, ...],
    items: tuple[EditableItem, ...] = (),
    bases: tuple[Preset, ...] = (),
) -> tuple[Preset, ...]:
    """The presets of one preset file (TOML: a table ``[preset.KEY]`` each, with ``en``,
    ``zh-Hans``, ``zh-Hant``, ``ja``, ``help`` with its translations ``help-zh-Hans``,
    ``help-zh-Hant``, ``help-ja`` (each optional: a missing one is the English), ``base`` (the
    preset it builds on: one of ``bases``, the built-in ones, or another of the same file), an
    ``options`` table and an ``items`` table (see :func:`parse_item_edits`; checked against
    ``items``, the rule set's table). Every option is checked against the rule set's fields; a
    mistake raises :class:`PresetError` naming the file, the line and the field."""
    import tomllib

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        m = re.search(r"line (\d+)", str(e))
        # (a mistake at the end of the text, an unclosed string: its last line)
        line = int(m.group(1)) if m else max(1, len(text.splitlines())) if "end of document" in str(e) else 0
        raise bad_preset_file(E_PRESET_NOT_TOML.format(source=source, problem=toml_problem(e)), source, line) from None
    except RecursionError:
        raise bad_preset_file(E_PRESET_NOT_TOML.format(source=source, problem=_TOO_DEEP), source) from None
    except ValueError:  # a number of more digits than Python reads (int_max_str_digits)
        raise bad_preset_file(E_PRESET_NOT_TOML.format(source=source, problem=_TOO_MANY_DIGITS), source) from None
    unknown = sorted(set(data) - {"preset"})
    if unknown:
        line = _line_of(text, unknown[0]) or 1
        said = E_PRESET_TABLE.format(source=source, line=line, table=unknown[0])
        raise bad_preset_file(said, source, line, unknown[0])
    table = data.get("preset")
    if not isinstance(table, dict) or not table:
        raise bad_preset_file(E_PRESET_NONE.format(source=source), source, 1)
    known = {f.key: f for f in option_fields}
    out: list[Preset] = []
    for key, body in table.items():
        where = f"preset.{key}"

        def fail(problem: Names, field: str | None = None, sub: str = where) -> PresetError:
            line = _line_of(text, sub, field) or _line_of(text, where) or 1
            said = (
                E_PRESET_AT_FIELD.format(source=source, line=line, table=sub, field=field, problem=problem)
                if field
                else E_PRESET_AT.format(source=source, line=line, table=sub, problem=problem)
            )
            return bad_preset_file(said, source, line, field or "")

        if not isinstance(body, dict):
            raise fail(_PRESET_NOT_TABLE)
        extra = sorted(set(body) - set(_LANG_KEYS) - {"help", *_HELP_KEYS, "options", "items", "base"})
        if extra:
            raise fail(_PRESET_FIELD.format(keys=listed([*_LANG_KEYS, "help", *_HELP_KEYS])), extra[0])
        if "base" in body and (not isinstance(body["base"], str) or not body["base"].strip()):
            raise fail(_PRESET_BASE_KEY, "base")
        for text_key in (*_LANG_KEYS, "help", *_HELP_KEYS):
            if text_key in body and not isinstance(body[text_key], str):
                raise fail(_PRESET_TEXT, text_key)
        if not isinstance(body.get("en"), str) or not body["en"].strip():
            raise fail(_PRESET_EN, "en")
        help_text = body.get("help", "")
        translated = [k for k in _HELP_KEYS if body.get(k, "").strip()]
        if translated and not help_text.strip():
            raise fail(_PRESET_HELP, translated[0])
        helps = [body[k] if k in translated else help_text for k in _HELP_KEYS]  # a missing one: the English
        given = body.get("options", {})
        if not isinstance(given, dict):
            raise fail(_PRESET_OPTIONS, "options")
        options: list[tuple[str, Any]] = []
        for name, value in given.items():
            f = known.get(name)
            if f is None:
                raise fail(_PRESET_OPTION.format(options=listed(sorted(known))), name, f"{where}.options")
            try:
                options.append((name, f.coerce(value, "option")))
            except ContextError as e:  # the value's error, in the same language as the file's
                raise fail(_problem_of(e), name, f"{where}.options") from None
        if "items" in body:
            if not isinstance(body["items"], dict):
                raise fail(_PRESET_ITEMS, "items")
            if not items:
                raise fail(_PRESET_NO_ITEMS, "items")
            try:
                options.append(("items", parse_item_edits(body["items"], items)))
            except ItemEditError as e:
                raise fail(_problem_of(e), e.field, f"{where}.items") from None
        out.append(
            Preset(
                key,
                names(body["en"], str(body.get("zh-Hans") or body["en"]), body.get("zh-Hant"), body.get("ja")),
                tuple(options),
                help_text,
                source,
                Names(help_text, helps[0], helps[1], helps[2]),
                str(body.get("base", "")).strip(),
            )
        )
    return _on_their_bases(out, bases, lambda p, m: fail_at(text, source, p, m))


def fail_at(text: str, source: str, preset: str, message: str | Names) -> PresetError:
    """A mistake in a preset's ``base``, at its line."""
    line = _line_of(text, f"preset.{preset}", "base") or 1
    said = E_PRESET_AT_FIELD.format(
        source=source,
        line=line,
        table=f"preset.{preset}",
        field="base",
        problem=message if isinstance(message, Names) else same(message),
    )
    return bad_preset_file(said, source, line, "base")


def merged_options(base: tuple[tuple[str, Any], ...], own: tuple[tuple[str, Any], ...]) -> tuple[tuple[str, Any], ...]:
    """A preset's options on those of its base: its own win, and its item edits replace the
    base's edit of the same item."""
    out = dict(base)
    for k, v in own:
        if k == "items" and "items" in out:
            edits = {e.id: e for e in out["items"]}
            edits.update({e.id: e for e in v})
            out[k] = tuple(sorted(edits.values()))
        else:
            out[k] = v
    return tuple(out.items())


def _on_their_bases(
    presets: list[Preset], bases: tuple[Preset, ...], fail: Callable[[str, Names], PresetError]
) -> tuple[Preset, ...]:
    """Each preset with its base's options under its own (a base of a base first; a circle of
    bases, or a base that is no preset, refused)."""
    own = {p.key: p for p in presets}
    done: dict[str, Preset] = {}

    def resolve(p: Preset, seen: tuple[str, ...]) -> Preset:
        if p.key in done:
            return done[p.key]
        if not p.base:
            done[p.key] = p
            return p
        if p.base in seen or p.base == p.key:
            raise fail(p.key, _PRESET_CIRCLE.format(chain=" -> ".join(seen + (p.key, p.base))))
        if p.base in own:
            under = resolve(own[p.base], seen + (p.key,))
        else:
            found = next((b for b in bases if b.key == p.base), None)
            if found is None:
                known = sorted({*own, *(b.key for b in bases)} - {p.key})
                raise fail(p.key, _PRESET_NO_BASE.format(base=p.base, presets=listed(known) if known else _NONE))
            under = found
        made = p._replace(options=merged_options(under.options, p.options))
        done[p.key] = made
        return made

    return tuple(resolve(p, ()) for p in presets)
