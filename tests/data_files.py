"""The facts the tests read from ``tests/data`` (their sources: ``tests/data/README.md``), and
where the shared folder they were transcribed from would be.

Every test reads the project's own files, so a clone runs them all. When the shared folder
is beside the project (``../shared``, or ``$MJ_SHARED``), ``tests/test_data_files.py`` also
checks that each file still says what its source says.
"""

from __future__ import annotations

import csv
import json
import os
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
#: the shared folder (reference data, seeds, spec); absent on a plain clone
SHARED = Path(os.environ.get("MJ_SHARED", ROOT.parent / "shared"))

TENHOU_HANDS = DATA / "tenhou_hands.jsonl"
SEED_003_EXCERPT = DATA / "seed_003_local_yaku.txt"
MCR_FAN_NAMES = DATA / "mcr_fan_names.tsv"


def tenhou_hands() -> list[dict[str, Any]]:
    """The 286 real Tenhou hands: ``origin`` (the Tenhou log and turn), the hand in the batch
    format (``hand``, ``melds``, ``win``), the context keys that differ from the riichi rule
    set's defaults, and Tenhou's answer in ``expect`` (``first_turn``, ``second_ron`` and
    ``pao`` only where true). All are scored under Tenhou's rules (the ``tenhou`` preset)."""
    lines = TENHOU_HANDS.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def seed_003_paragraphs() -> list[str]:
    """The excerpt of seed 003: its paragraphs, each a piece of the seed's text as it is
    (the header lines, ``#`` first, name the seed file)."""
    text = SEED_003_EXCERPT.read_text(encoding="utf-8")
    body = [line for line in text.splitlines() if not line.startswith("#")]
    return [p.strip("\n") for p in "\n".join(body).split("\n\n") if p.strip()]


def mcr_fan_names() -> list[dict[str, str]]:
    """The 81 MCR fans and the three waits, rows of ``no``, ``id``, ``zh``, ``en``."""
    lines = [line for line in MCR_FAN_NAMES.read_text(encoding="utf-8").splitlines() if not line.startswith("#")]
    return list(csv.DictReader(lines, delimiter="\t"))
