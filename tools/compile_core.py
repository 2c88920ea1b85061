#!/usr/bin/env python3
"""Compile the scoring core's hot modules with mypyc, into a copy of ``core/``.

    python tools/compile_core.py [--out DIR] [--force]

``core/`` stays pure Python: it is what ``pip install -e .`` runs, what a developer edits
and what the test suite checks first. This script copies it to ``DIR/core`` (default
``build/compiled/core``) and compiles the modules every score runs through (:data:`COMPILED`)
into C extensions built by mypyc from the same source, type hints and all. The copy needs
no runtime dependency either (mypyc puts its runtime into the extensions). It is what the
desktop installers ship (``packaging/``), what ``benchmarks/run.py --compiled`` measures,
and ``tests/test_compiled.py`` checks that it scores every hand exactly as the source does.

Needs mypy (the dev extras; mypyc comes with it) and a C compiler. Rebuilds only when the
source, mypy or Python changed (their hash is kept in ``DIR/.source-hash``). Prints the
folder to put first on ``sys.path``.

Modules left as Python: ``errors`` (mypyc compiles exception classes with class-level
defaults differently), ``score`` (a score fills its ``__dict__`` in one step, which a
compiled class, having none, could not), ``notation``, ``batch``, ``cli`` and the package
``__init__`` files: none of them is a loop of the scoring path, and error paths stay
exactly as tested.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "build" / "compiled"

sys.path.insert(0, str(ROOT))
from core.compiled import SOURCES  # noqa: E402  (the one list of the compiled modules)

#: the modules compiled, relative to the repository: every one a score runs through
COMPILED = SOURCES


class CompileUnavailable(RuntimeError):
    """mypyc or a C compiler is missing: the compiled core cannot be built here."""


def _source_hash() -> str:
    import mypy.version

    h = hashlib.sha256()
    h.update(f"{sys.version}|{mypy.version.__version__}|{COMPILED}".encode())
    for path in sorted(
        p
        for p in (ROOT / "core").rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.suffix not in (".so", ".pyd")
    ):
        h.update(str(path.relative_to(ROOT)).encode())
        h.update(path.read_bytes())
    return h.hexdigest()


def compiled_modules(out: Path) -> list[Path]:
    """The extension files of the compiled modules in ``out`` (empty when not built)."""
    found = []
    for rel in COMPILED:
        stem = out / Path(rel).with_suffix("")
        found.extend(
            stem.parent.glob(stem.name + ".*.so") if os.name != "nt" else stem.parent.glob(stem.name + ".*.pyd")
        )
    return found


def ensure_compiled(out: Path = DEFAULT_OUT, force: bool = False, quiet: bool = True) -> Path:
    """Build (or reuse) the compiled copy of ``core`` in ``out``; return ``out``.

    Raises :class:`CompileUnavailable` when mypyc or a C compiler is missing, and
    ``subprocess.CalledProcessError`` when compilation fails.
    """
    try:
        import mypyc  # noqa: F401
    except ImportError as e:
        raise CompileUnavailable("mypyc is not installed (pip install -e '.[dev]' brings mypy, which has it)") from e
    if shutil.which(os.environ.get("CC", "cc")) is None and shutil.which("gcc") is None and os.name != "nt":
        raise CompileUnavailable("no C compiler (cc) on PATH")
    digest = _source_hash()
    stamp = out / ".source-hash"
    if not force and stamp.exists() and stamp.read_text() == digest and len(compiled_modules(out)) == len(COMPILED):
        return out
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    shutil.copytree(ROOT / "core", out / "core", ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"))
    # mypyc builds in the current folder: run it in ``out``, where no pyproject.toml is read
    cmd = [sys.executable, "-m", "mypyc", *COMPILED]
    result = subprocess.run(cmd, cwd=out, capture_output=True, text=True)
    if result.returncode != 0 or len(compiled_modules(out)) != len(COMPILED):
        sys.stderr.write(result.stdout[-4000:] + result.stderr[-4000:])
        raise subprocess.CalledProcessError(result.returncode or 1, cmd, result.stdout, result.stderr)
    if not quiet:
        print(result.stdout[-2000:])
    shutil.rmtree(out / "build", ignore_errors=True)  # mypyc's C sources and objects
    stamp.write_text(digest)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--force", action="store_true", help="rebuild even when the source has not changed")
    args = ap.parse_args(argv)
    try:
        out = ensure_compiled(args.out.resolve(), force=args.force, quiet=False)
    except CompileUnavailable as e:
        print(f"compile_core: {e}", file=sys.stderr)
        return 2
    except subprocess.CalledProcessError:
        print("compile_core: mypyc failed (its output is above)", file=sys.stderr)
        return 1
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
