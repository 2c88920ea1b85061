"""The house shows its architecture (docs/architecture.md): core is six layers, each a package,
importing only downward; each rule set a package of its own; no two modules anywhere in core/ or
gui/ import each other, even through a function-level import."""

from __future__ import annotations

import subprocess
import tomllib
from pathlib import Path

from tests.import_graph import circles, edges, modules_of
from tests.test_core_purity import _lint_imports

REPO = Path(__file__).resolve().parent.parent


def _contracts() -> list[dict[str, object]]:
    data = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    contracts: list[dict[str, object]] = data["tool"]["importlinter"]["contracts"]
    return contracts


def test_the_layers_contract_lists_what_ls_core_shows() -> None:
    (layers,) = [c for c in _contracts() if c.get("containers") == ["core"]]
    assert layers["type"] == "layers"
    assert layers["layers"] == ["shells", "publish", "trainer", "referee", "rules", "engine", "shapes", "model"]
    on_disk = sorted(p.name for p in (REPO / "core").iterdir() if p.name != "__pycache__")
    # the layers, the package's own file and the list of modules the installers compile
    assert on_disk == sorted([*layers["layers"], "__init__.py", "compiled.py"])  # type: ignore[list-item]
    rule_sets = sorted(p.name for p in (REPO / "core" / "rules").iterdir() if p.is_dir() and p.name != "__pycache__")
    (independent,) = [c for c in _contracts() if c["type"] == "independence"]
    # the rule sets are independent, but for the variant built on riichi (three-player riichi),
    # which two forbidden contracts keep to riichi alone and out of every other rule set
    variants = {"sanma"}
    assert independent["modules"] == [f"core.rules.{name}" for name in rule_sets if name not in variants]
    forbidden = [
        c
        for c in _contracts()
        if c["type"] == "forbidden" and "core.rules.sanma" in (c["source_modules"] + c["forbidden_modules"])
    ]  # type: ignore[operator]
    assert len(forbidden) == 2


def test_import_linter_keeps_every_contract() -> None:
    result = subprocess.run([_lint_imports()], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    for contract in _contracts():
        assert f"{contract['name']} KEPT" in result.stdout, result.stdout


def test_every_window_module_fits_in_a_head() -> None:
    """Issue 43: no module of gui/ grows past 700 lines; a window that needs more is a class of
    parts, each a module named for what it does (docs/layout.md)."""
    long = {
        str(p.relative_to(REPO)): n
        for p in sorted((REPO / "gui").rglob("*.py"))
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > 700
    }
    assert long == {}, long


def test_no_import_circle_in_core_or_gui() -> None:
    found = circles(edges(modules_of(REPO, ("core", "gui"))))
    assert found == [], "modules that import each other: " + "; ".join(" <-> ".join(c) for c in found)


def test_the_circle_check_finds_a_function_level_circle(tmp_path: Path) -> None:
    """The check above can fail: two modules of a made-up package, one importing the other at
    module level and the other importing it back inside a function, are a circle."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from pkg.b import thing\n")
    (package / "b.py").write_text("thing = 1\n\ndef later():\n    from . import a\n    return a\n")
    (package / "c.py").write_text("import pkg.a\n")
    assert circles(edges(modules_of(tmp_path, ("pkg",)))) == [["pkg.a", "pkg.b"]]


def test_the_modules_loaded_by_name_are_listed_by_the_registry() -> None:
    """What the installers must bundle though no import statement names it: every built-in rule
    set's ``ruleset``, its match rules and its data package (issue 25 found a bundle without them)."""
    import importlib

    from core.rules import built_in_modules, rule_sets

    listed = built_in_modules()
    for name, rules in rule_sets().items():
        if name in ("mcr", "riichi", "taiwan"):
            assert type(rules).__module__ in listed and rules.match_module in listed and rules.data_package in listed
    for module in listed:
        importlib.import_module(module)
