"""core/ stays pure Python: no Qt, no GUI, no test oracle."""

from __future__ import annotations

import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


def _lint_imports() -> str:
    beside_python = Path(sys.executable).parent / "lint-imports"
    if beside_python.exists():
        return str(beside_python)
    found = shutil.which("lint-imports")
    if found is None:
        pytest.fail("lint-imports (import-linter) is not installed; it is a dev dependency")
    return found


def test_import_linter_contracts_hold() -> None:
    result = subprocess.run(
        [_lint_imports()],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "core stays pure" in result.stdout  # the contract from pyproject.toml was checked
    assert "KEPT" in result.stdout


_BLOCKED_IMPORT = textwrap.dedent(
    """
    import importlib
    import importlib.abc
    import pkgutil
    import sys

    BLOCKED = ("PySide6", "shiboken6")


    class Block(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in BLOCKED:
                raise ImportError(f"blocked for this test: {name}")
            return None


    sys.meta_path.insert(0, Block())

    # the blocker works
    for name in BLOCKED:
        try:
            importlib.import_module(name)
        except ImportError:
            pass
        else:
            raise SystemExit(f"{name} was importable despite the blocker")

    import core

    names = ["core"]
    for info in pkgutil.walk_packages(core.__path__, prefix="core."):
        importlib.import_module(info.name)
        names.append(info.name)
    leaked = sorted(m for m in sys.modules if m.split(".")[0] in BLOCKED)
    if leaked:
        raise SystemExit(f"Qt modules were loaded: {leaked}")
    print("\\n".join(names))
    """
)


def test_core_and_every_submodule_import_without_qt() -> None:
    result = subprocess.run(
        [sys.executable, "-c", _BLOCKED_IMPORT],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    imported = set(result.stdout.split())
    on_disk = {
        "core." + ".".join(p.relative_to(REPO / "core").with_suffix("").parts)
        for p in (REPO / "core").rglob("*.py")
        if p.name != "__init__.py" and "__pycache__" not in p.parts
    }
    on_disk |= {
        "core." + ".".join(p.parent.relative_to(REPO / "core").parts)
        for p in (REPO / "core").rglob("__init__.py")
        if p.parent != REPO / "core"
    }
    assert "core" in imported
    assert on_disk <= imported, on_disk - imported
