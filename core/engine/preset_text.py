"""The text of a preset file holding one preset: a rule set's options as they are set, written out
(:func:`preset_file_text`), for the window's Save preset… and the referee's preset files.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, Final

from core.engine.presets import bad_preset_file
from core.engine.ruleset import RuleSet
from core.engine.score import Names

E_PRESET_KEY = Names(
    "a preset's key is letters, digits, '_' and '-' (up to 64), not {key!r}",
    "预设的键名只能由字母、数字、'_' 和 '-' 组成（最多 64 个），不能是 {key!r}",
    "預設的鍵名只能由字母、數字、'_' 和 '-' 組成（最多 64 個），不能是 {key!r}",
    "プリセットのキーは英字・数字・'_'・'-'（64 文字まで）で書いてください（{key!r} は不可）",
)


def _toml_value(v: Any) -> str:
    """A value of an option or an item edit as TOML writes it (a JSON string is a TOML basic
    string: its escapes are TOML's)."""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        import json  # (only where a preset file is written)

        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{k} = {_toml_value(x)}" for k, x in v.items()) + " }"
    raise TypeError(f"no TOML form for {v!r}")


_PRESET_KEY: Final = re.compile(r"[A-Za-z0-9_-]{1,64}")


def preset_file_text(rules: RuleSet, key: str, name: str, opts: Mapping[str, Any]) -> str:
    """A preset file holding one preset, ``key``, named ``name``: every option of the rule set
    at its value in the checked options ``opts`` (written out, so the file does not depend on a
    base) and their item edits, with the preset they came from in a comment."""
    if not _PRESET_KEY.fullmatch(key):
        raise bad_preset_file(E_PRESET_KEY.format(key=key), field="key")
    lines = [
        f"# A preset of the {rules.title.en} rule set ({rules.name}), saved by Mahjong Scorer.",
        f"# Load it with the window's Load preset… or `mjscore score --rules {rules.name} --preset-file FILE`.",
    ]
    if opts.get("preset"):
        table = rules.table_name(opts)
        lines.append("# It was " + re.sub(r"[\x00-\x1f\x7f\u2028\u2029\x85]", " ", table.describe()) + ".")
    lines += ["", f"[preset.{key}]", f"en = {_toml_value(name.strip() or key)}", "", f"[preset.{key}.options]"]
    for f in rules.option_fields:
        if f.key in opts and opts[f.key] is not None:
            lines.append(f"{f.key} = {_toml_value(opts[f.key])}")
    edits = opts.get("items", ())
    if edits:
        lines += ["", f"[preset.{key}.items]"]
        lines += [f"{e.id} = {_toml_value(e.to_json())}" for e in edits]
    return "\n".join(lines) + "\n"
