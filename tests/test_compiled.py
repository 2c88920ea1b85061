"""The mypyc-compiled core (``tools/compile_core.py``, what the installers ship) answers
exactly as the pure-Python source does.

Both run ``tests/compiled_check.py`` in a fresh process, one with the repository's
``core`` first on the path and one with ``build/compiled``'s: full MCR scores of 3,000
generated hands under three option sets, every reading of some, the waits and shanten of
each hand one tile short, the rulebook examples through the batch interface, and inputs
that must be refused with their errors. The outputs must be equal line for line, and the
compiled run must really have loaded the compiled modules.

Building needs mypyc (the dev extras) and a C compiler; without them the test is skipped,
except under CI, where a missing compiler is a failure.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from compile_core import COMPILED, CompileUnavailable, ensure_compiled  # noqa: E402

CHECK = ROOT / "tests" / "compiled_check.py"
N_HANDS = 3000


def _run(core_parent: Path) -> list[str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    out = subprocess.run(
        [sys.executable, str(CHECK), str(core_parent), str(N_HANDS)],
        check=True,
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
    )
    return out.stdout.splitlines()


@pytest.fixture(scope="module")
def compiled() -> Path:
    try:
        return ensure_compiled()
    except CompileUnavailable as e:
        if os.environ.get("CI"):
            pytest.fail(f"CI must build the compiled core: {e}")
        pytest.skip(f"the compiled core cannot be built here: {e}")


@pytest.mark.slow
def test_compiled_core_answers_as_the_source(compiled: Path) -> None:
    source = _run(ROOT)
    built = _run(compiled)
    assert source[0] == '{"compiled": []}', source[0]
    expected = sorted(p.removesuffix(".py").replace("/", ".") for p in COMPILED)
    assert built[0] == '{"compiled": [' + ", ".join(f'"{m}"' for m in expected) + "]}", built[0]
    assert len(source) == len(built) > N_HANDS * 2
    differ = [(i, a, b) for i, (a, b) in enumerate(zip(source, built)) if a != b and i > 0]
    assert not differ, "compiled core differs from the source:\n" + "\n".join(
        f"line {i}:\n  source   {a[:400]}\n  compiled {b[:400]}" for i, a, b in differ[:5]
    )


@pytest.mark.slow
def test_window_and_rules_tests_pass_on_the_compiled_core(compiled: Path, tmp_path: Path) -> None:
    """The installers run the window on the compiled core: the window's tests (real
    widgets, the random-click state machine), the per-fan rule tests, the batch tests and the
    tests of the values (whose classes written out get native methods there) run again in a
    copy of the project whose ``core`` is the compiled one."""
    import shutil

    shutil.copytree(compiled / "core", tmp_path / "core")
    for runtime in compiled.glob("*__mypyc*"):
        shutil.copy2(runtime, tmp_path / runtime.name)
    for folder in ("gui", "tests", "assets"):
        shutil.copytree(ROOT / folder, tmp_path / folder, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy2(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    where = subprocess.run(
        [sys.executable, "-c", "import core.rules.mcr.ruleset as m; print(m.__file__)"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    assert where.startswith(str(tmp_path)) and where.endswith((".so", ".pyd")), where
    tests = [
        "tests/test_gui.py",
        "tests/test_gui_fuzz.py",
        "tests/test_mcr_fans.py",
        "tests/test_cli_batch.py",
        "tests/test_values.py",
    ]
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *tests],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    assert " passed" in proc.stdout.splitlines()[-1], proc.stdout[-500:]
