"""A user's preset file written from the window's options: whole or not at all, then read back.

The text is :func:`core.engine.schema.preset_file_text`; the write is
:func:`core.referee.files.write_bytes` (a file beside the target, checked, renamed over it).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from core.engine.schema import (
    E_PRESET_NOT_SAVED,
    E_PRESET_UNWRITABLE,
    Preset,
    RuleSet,
    bad_preset_file,
    os_reason,
    preset_file_text,
)
from core.referee.files import write_bytes


def save_preset_file(rules: RuleSet, path: str | Path, key: str, name: str, opts: Mapping[str, Any]) -> Preset:
    """Write the preset ``key`` named ``name`` with the options ``opts`` to ``path`` and read it
    back: the preset returned is the one the file now holds, and it gives the same options, or
    :class:`PresetError` says what failed (a failed write leaves the target as it was)."""
    p = Path(path)
    checked = rules.without_table_keys(rules.check_options(opts))
    text = preset_file_text(
        rules, key, name, {**checked, "preset": opts.get("preset", ""), "preset_file": opts.get("preset_file", "")}
    )
    try:
        write_bytes(p, text.encode("utf-8"))
    except OSError as e:
        raise bad_preset_file(E_PRESET_UNWRITABLE.format(source=p, reason=os_reason(e)), str(p)) from None
    found = rules.read_preset_file(p)
    again = rules.without_table_keys(rules.check_options(dict(found[0].options)))
    if len(found) != 1 or again != checked:
        raise bad_preset_file(E_PRESET_NOT_SAVED.format(source=p), str(p))
    return found[0]
