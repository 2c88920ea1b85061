"""Which core modules the installers compile with mypyc, and which run compiled now.

The one list of them: ``tools/compile_core.py`` compiles these, the self-test and the
benchmarks say which core runs by asking :func:`loaded`, and the compiled-core test requires
exactly these to be loaded from extension modules.
"""

from __future__ import annotations

import importlib.machinery
import sys
from typing import Final

#: the modules every score runs through, compiled for the installers (the rest stay Python:
#: errors, score, notation, the referee, the shells and the package files; see tools/compile_core.py)
MODULES: Final = (
    "core.model.tiles",
    "core.model.hand",
    "core.shapes.decompose",
    "core.shapes.readings",
    "core.shapes.packed",
    "core.shapes.complete",
    "core.shapes.waits",
    "core.engine.schema",
    "core.engine.fields",
    "core.engine.field_checks",
    "core.engine.constraints",
    "core.engine.items",
    "core.engine.presets",
    "core.engine.preset_text",
    "core.engine.ruleset",
    "core.engine.unbuilt",
    "core.engine.table",
    "core.engine.rows",
    "core.engine.resolver",
    "core.rules.mcr.table",
    "core.rules.mcr.fields",
    "core.rules.mcr.combinations",
    "core.rules.mcr.facts",
    "core.rules.mcr.ruleset",
    "core.rules.riichi.points",
    "core.rules.riichi.facts",
    "core.rules.riichi.rows",
    "core.rules.riichi.fields",
    "core.rules.riichi.reading",
    "core.rules.riichi.ruleset",
    "core.rules.taiwan.fields",
    "core.rules.taiwan.facts",
    "core.rules.taiwan.rows",
    "core.rules.taiwan.ruleset",
    "core.rules.sanma.ruleset",  # (it subclasses the compiled riichi rule set: compiled with it)
)

#: the same modules as source paths relative to the repository
SOURCES: Final = tuple(m.replace(".", "/") + ".py" for m in MODULES)


def loaded() -> list[str]:
    """The core modules imported so far that were loaded from extension modules, sorted."""
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    return sorted(
        name
        for name, mod in list(sys.modules.items())
        if (name == "core" or name.startswith("core.")) and str(getattr(mod, "__file__", "") or "").endswith(suffixes)
    )


def describe() -> str:
    """ "compiled with mypyc (the modules)" or "Python source"."""
    found = loaded()
    return f"compiled with mypyc ({', '.join(found)})" if found else "Python source"
