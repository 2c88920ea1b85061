"""Update the UI translation sources and compile them.

    python tools/i18n.py           # lupdate: refresh gui/i18n/*.ts from the gui sources
                                   # lrelease: compile them to gui/i18n/*.qm (shipped)

Translators edit the .ts files (Qt Linguist: ``pyside6-linguist``). Scoring names are not
here: they come from the core's tables.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "gui" / "i18n"
LANGS = ("zh_CN", "zh_TW", "ja")


def tool(name: str) -> str:
    exe = Path(sys.executable).parent / name
    found = str(exe) if exe.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6-Essentials")
    return found


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "gui").rglob("*.py"))


def main() -> int:
    for lang in LANGS:
        ts = I18N / f"mahjong_scorer_{lang}.ts"
        subprocess.run(
            [
                tool("pyside6-lupdate"),
                *sources(),
                "-no-obsolete",
                "-target-language",
                lang,
                "-ts",
                str(ts.relative_to(ROOT)),
            ],
            cwd=ROOT,
            check=True,
        )
        subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))], cwd=ROOT, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
