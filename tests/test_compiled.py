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
    out = subprocess.run([sys.executable, str(CHECK), str(core_parent), str(N_HANDS)], check=True,
                         capture_output=True, text=True, env=env, cwd=ROOT)
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
        f"line {i}:\n  source   {a[:400]}\n  compiled {b[:400]}" for i, a, b in differ[:5])
