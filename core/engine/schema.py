"""What every rule set declares, in one import: the names the rule sets, the referee and the
window take from the modules that define them.

- :mod:`core.engine.fields`: the fields (:class:`Field`, :class:`FieldType`, :class:`Choice`,
  :class:`Cond`, :class:`FieldGroup`) and the context keys every rule set accepts;
- :mod:`core.engine.field_checks`: given context and options checked against the fields;
- :mod:`core.engine.constraints`: the constraints between fields (:func:`requires`,
  :func:`excludes`, :func:`enabled_when`);
- :mod:`core.engine.items`: a table's items as listed and as a preset edits them;
- :mod:`core.engine.presets`: presets and their files, and their errors;
- :mod:`core.engine.preset_text`: the text of a saved preset file;
- :mod:`core.engine.ruleset`: :class:`RuleSet`, the interface of a rule set;
- :mod:`core.engine.unbuilt`: :class:`UnbuiltRuleSet`, a rule set named but not built yet.

Code of its own imports from those modules; this one keeps the names the rule sets import (two
of them private: ``_names`` and ``_check_fields``) where they have always been.
"""

from __future__ import annotations

from core.engine.constraints import Constraint, ConstraintKind, enabled_when, excludes, requires
from core.engine.field_checks import OptionSet, _check_fields, given_key
from core.engine.fields import (
    COMMON_CONTEXT,
    COMMON_GROUPS,
    E_ROBBED_TILE_HELD,
    WIND_CHOICES,
    WINDS,
    Choice,
    Cond,
    Field,
    FieldGroup,
    FieldType,
    _names,
    listed,
    quoted,
)
from core.engine.items import EditableItem, ItemEdit, ItemEditError, ItemInfo, parse_item_edits
from core.engine.preset_text import preset_file_text
from core.engine.presets import (
    E_PRESET_NOT_SAVED,
    E_PRESET_UNWRITABLE,
    MAX_PRESET_BYTES,
    Preset,
    bad_preset_file,
    os_reason,
    parse_presets,
)
from core.engine.ruleset import CHINESE_MELD_WORDS, RuleSet
from core.engine.unbuilt import UnbuiltRuleSet

__all__ = [
    "CHINESE_MELD_WORDS",
    "COMMON_CONTEXT",
    "COMMON_GROUPS",
    "E_PRESET_NOT_SAVED",
    "E_PRESET_UNWRITABLE",
    "E_ROBBED_TILE_HELD",
    "MAX_PRESET_BYTES",
    "WINDS",
    "WIND_CHOICES",
    "Choice",
    "Cond",
    "Constraint",
    "ConstraintKind",
    "EditableItem",
    "Field",
    "FieldGroup",
    "FieldType",
    "ItemEdit",
    "ItemEditError",
    "ItemInfo",
    "OptionSet",
    "Preset",
    "RuleSet",
    "UnbuiltRuleSet",
    "_check_fields",
    "_names",
    "bad_preset_file",
    "enabled_when",
    "excludes",
    "given_key",
    "listed",
    "os_reason",
    "parse_item_edits",
    "parse_presets",
    "preset_file_text",
    "quoted",
    "requires",
]
