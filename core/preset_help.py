"""What a preset is, in every language: the help of the built-in presets translated.

A preset's ``help`` (:class:`core.rules.base.Preset`) is the one line of English its preset
file gives. The translations of the built-in presets' help are kept beside the preset files,
in ``core/rules/data/preset_help.toml`` (by rule set and preset, each with the English it
translates), and read once when first asked for. :func:`preset_help` gives a preset's help
in every language: the translation where the preset's help is the English of one (a built-in
preset, or a user's copy of one that keeps its help), else the help as it is written.
"""

from __future__ import annotations

import tomllib
from importlib import resources
from typing import Any, Final

from .names import Names, same

#: the data file of the translations (in ``core/rules/data``)
FILE: Final = "preset_help.toml"
_LANGS: Final = ("en", "zh-Hans", "zh-Hant", "ja")
_BY_ENGLISH: dict[str, Names] = {}
_TABLE: dict[str, dict[str, Names]] = {}


def table() -> dict[str, dict[str, Names]]:
    """The translations by rule set and preset key (read from :data:`FILE` once)."""
    if not _TABLE:
        text = resources.files("core.rules.data").joinpath(FILE).read_text(encoding="utf-8")
        data: dict[str, Any] = tomllib.loads(text)
        for rules, presets in data.items():
            for key, given in presets.items():
                helps = Names(*(str(given[lang]) for lang in _LANGS))
                _TABLE.setdefault(rules, {})[key] = helps
                _BY_ENGLISH[helps.en] = helps
    return _TABLE


def preset_help(help_text: str) -> Names:
    """A preset's help in every language: the translation of ``help_text`` where it is the
    English of a built-in preset's help, else the text itself in every language."""
    table()
    return _BY_ENGLISH.get(help_text.strip()) or same(help_text)


__all__ = ["FILE", "preset_help", "table"]
