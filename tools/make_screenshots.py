"""Render the README's screenshots: three real MCR hands in each UI language.

    python tools/make_screenshots.py     # writes docs/mcr-<case>-<lang>.png
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CASES = {
    "big-hand": "1112345678999p +2p",  # 九莲宝灯 won on 2p: 92 fan
    "false-win": "234m345p567s678s8s +8s",  # 门前清, 平和, 断幺: 6 fan, under the 8-fan minimum
    "waits": "1112345678999m",  # ready on all nine characters
}
LANGS = ("en", "zh-Hans", "zh-Hant", "ja")


def main() -> int:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    (ROOT / "docs").mkdir(exist_ok=True)
    for case, hand in CASES.items():
        for lang in LANGS:
            out = ROOT / "docs" / f"mcr-{case}-{lang}.png"
            subprocess.run([sys.executable, "-m", "gui", "--screenshot", str(out), "--rules", "mcr", "--hand", hand,
                            "--lang", lang], check=True, env=env, cwd=ROOT)
            print(out.relative_to(ROOT), out.stat().st_size)
    return 0


if __name__ == "__main__":
    sys.exit(main())
