"""The data files the core keeps inside its packages (``core/rules/<name>/data/``,
``core/referee/data/``): names, tables, presets, claim words.

:func:`read_text` reads one from the package's folder on disk, which is where an installed
core, a source checkout and the desktop bundle all keep it. It is what
:mod:`importlib.resources` does for such a package, without importing it: that module brings
``tempfile``, ``zipfile``, ``pathlib`` and more, a sixth of what the core costs to import
(``benchmarks/bench_gui.py``). A package that is not a folder (imported from a zip) is read
through :mod:`importlib.resources` after all.
"""

from __future__ import annotations

import importlib
import os


def read_text(package: str, name: str) -> str:
    """The UTF-8 text of the data file ``name`` of ``package`` (a dotted name)."""
    folders = getattr(importlib.import_module(package), "__path__", ())
    for folder in folders:
        path = os.path.join(folder, name)
        if os.path.isfile(path):
            with open(path, encoding="utf-8") as f:
                return f.read()
    from importlib import resources  # not on disk: the general reader finds it, or says why not

    return resources.files(package).joinpath(name).read_text(encoding="utf-8")
