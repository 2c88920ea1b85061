"""The facts kept in tests/data (tests/data/README.md names each file's source).

Each test checks its file's shape on every run; when the shared folder the facts were
transcribed from is beside the project (``../shared`` or ``$MJ_SHARED``), it also checks
that the file still says what the source says. The tests that use the facts read only
tests/data, so a clone without the shared folder runs them all.
"""

from __future__ import annotations

import csv
import json
import re
from pathlib import Path
from typing import Any

from core.referee.batch_format import hand_from_record
from core.rules import get_rules
from tests.data_files import (
    DATA,
    MCR_FAN_NAMES,
    ROOT,
    SEED_003_EXCERPT,
    SHARED,
    TENHOU_HANDS,
    mcr_fan_names,
    seed_003_paragraphs,
    tenhou_hands,
)

RIICHI = get_rules("riichi")
EXPECT_KEYS = {"han", "fu", "points", "received", "limit", "yaku"}
EXPECT_FLAGS = {"first_turn", "second_ron", "pao"}


def _tenhou_reference() -> list[dict[str, Any]] | None:
    ref = SHARED / "reference" / "riichi" / "tenhou-agari.jsonl"
    if not ref.exists():
        return None
    return [json.loads(line) for line in ref.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_the_tenhou_hands_are_tenhous() -> None:
    """286 hands, one per origin, each a hand of the batch format with riichi context keys
    (only those that differ from the defaults) and Tenhou's answer; with the reference at
    hand, each is the same hand, context and answer as the reference's line of that origin,
    and every reference line was scored under Tenhou's rules (the ``tenhou`` preset)."""
    ours = tenhou_hands()
    assert len(ours) == 286
    assert len({r["origin"] for r in ours}) == 286
    defaults = RIICHI.check_context({})
    for r in ours:
        assert set(r) <= {"origin", "hand", "melds", "win", "context", "expect"}, r["origin"]
        assert r["origin"].startswith("tenhou-")
        hand_from_record(r)
        assert all(defaults[k] != v for k, v in r["context"].items()), r["origin"]
        RIICHI.check_context(r["context"])
        assert EXPECT_KEYS <= set(r["expect"]) <= EXPECT_KEYS | EXPECT_FLAGS, r["origin"]
        assert all(r["expect"][k] is True for k in EXPECT_FLAGS & set(r["expect"])), r["origin"]
    reference = _tenhou_reference()
    if reference is None:
        return
    tenhou = RIICHI.preset_options("tenhou")
    by_origin = {r["origin"]: r for r in ours}
    assert [r["id"] for r in reference] == [r["origin"] for r in ours]
    for ref in reference:
        mine = by_origin[ref["id"]]
        assert ref["rules"] == "riichi" and ref["options"] == {k: tenhou[k] for k in ref["options"]}
        assert hand_from_record(mine) == hand_from_record(ref), ref["id"]
        assert RIICHI.check_context(mine["context"]) == RIICHI.check_context(ref["context"]), ref["id"]
        flags = {k: mine["expect"].get(k, False) for k in EXPECT_FLAGS}
        assert {k: v for k, v in mine["expect"].items() if k in EXPECT_KEYS} | flags == ref["expect"], ref["id"]


def test_the_seed_003_excerpt_is_the_seeds_text() -> None:
    """Three paragraphs (the standard yakuman, section C's ordinary and its yakuman local
    hands), the header naming the seed file; with the seed at hand, each paragraph is a piece
    of the seed's text, character for character."""
    paragraphs = seed_003_paragraphs()
    assert len(paragraphs) == 3
    assert paragraphs[0].startswith("麻將遊戲役滿牌型1倍役滿相當于13番")
    assert paragraphs[1].startswith("C.需要商定的牌型")
    assert paragraphs[2].startswith("役滿牌型 1.人和")
    header = SEED_003_EXCERPT.read_text(encoding="utf-8").splitlines()[0]
    named = re.search(r"shared/seeds/(003_[0-9a-f]+\.txt)", header)
    assert named, header
    seed = SHARED / "seeds" / named.group(1)
    if not seed.exists():
        return
    text = seed.read_text(encoding="utf-8")
    for p in paragraphs:
        assert p in text, p[:40]


def test_the_mcr_fan_names_are_the_specs() -> None:
    """The 82 rows of the spec's fan table (81 fans and the concealed and melded kong pair),
    numbered 1 to 82, ids and names each once; with the spec at hand, the same rows as its
    ``no``, ``id``, ``zh`` and ``en`` columns."""
    rows = mcr_fan_names()
    assert [int(r["no"]) for r in rows] == list(range(1, 83))
    for column in ("id", "zh", "en"):
        assert len({r[column] for r in rows}) == 82, column
    spec = SHARED / "spec" / "mcr-fan.tsv"
    if not spec.exists():
        return
    with open(spec, encoding="utf-8") as f:
        want = [{k: row[k] for k in ("no", "id", "zh", "en")} for row in csv.DictReader(f, delimiter="\t")]
    assert rows == want


def test_the_readme_names_every_data_file() -> None:
    readme = (DATA / "README.md").read_text(encoding="utf-8")
    for f in sorted(DATA.iterdir()):
        if f.name != "README.md":
            assert f"`{f.name}`" in readme, f.name
    for f in (TENHOU_HANDS, SEED_003_EXCERPT, MCR_FAN_NAMES):
        assert f.exists()


def test_only_the_data_checks_look_for_the_shared_folder() -> None:
    """No other test reads the shared folder: what a test needs from it is in tests/data."""
    allowed = {Path("tests/data_files.py"), Path("tests/test_data_files.py")}
    readers = []
    for path in sorted((ROOT / "tests").rglob("*.py")):
        rel = path.relative_to(ROOT)
        text = path.read_text(encoding="utf-8")
        if rel not in allowed and re.search(r"MJ_SHARED|\"shared\"|'shared'|\bSHARED\b", text):
            readers.append(str(rel))
    assert readers == []
