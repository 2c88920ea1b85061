"""The `mjscore` command line and the JSON Lines batch format (shared/spec/batch.md)."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from collections.abc import Iterator
from contextlib import redirect_stderr
from pathlib import Path
from typing import Any

import pytest

from core.engine.score import Names
from core.engine.unbuilt import UnbuiltRuleSet
from core.referee.batch_format import score_record
from core.rules import register_rules, unregister_rules
from core.shapes.readings import MCR_SHAPES
from core.shells.batch import run_batch
from core.shells.cli import main


@pytest.fixture
def unbuilt() -> Iterator[str]:
    """A rule set the program names but does not score (registered for the test, whichever
    built-in rule sets are built by now)."""
    register_rules(
        UnbuiltRuleSet(
            "ghost",
            Names("Ghost rules", "幽灵规则", "幽靈規則", "幽霊ルール"),
            MCR_SHAPES,
            "Ghost scoring is planned but not written.",
        )
    )
    try:
        yield "ghost"
    finally:
        unregister_rules("ghost")


def run(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    code = main(list(argv), out)
    return code, out.getvalue()


def test_score_prints_breakdown_total_and_payments() -> None:
    code, text = run("score", "123m456p789s1z [777z] +1z", "self_drawn=true", "seat_wind=S")
    assert code == 0
    # 花龙 8 + 五门齐 6 + 箭刻 2 + 单钓将 1 + 自摸 1 = 18; each of three pays 8 + 18
    assert "Mixed Straight" in text and "All Types" in text and "Dragon Pung" in text
    assert "total: 18" in text
    assert "verdict: Win: 18 fan" in text
    assert "each player 26" in text and "received 78" in text


def test_score_shows_suppressed_items_with_their_cause() -> None:
    code, text = run("score", "1112345678999m+5m")
    assert code == 0
    assert "Nine Gates" in text
    assert "(Full Flush: not counted: Nine Gates)" in text


def test_score_json_is_the_batch_result_object() -> None:
    code, text = run("score", "--json", "1112345678999m+5m")
    obj = json.loads(text)
    assert code == 0 and obj["ok"] and obj["win"] and obj["rules"] == "mcr"
    assert {i["id"] for i in obj["items"]} == {"nine_gates", "two_concealed_pungs", "pung_of_terminals_or_honors"}
    assert obj["total"] == 91 and obj["pay"] == {"discarder": 99, "other": 8}


def test_score_false_win_is_reported_not_hidden() -> None:
    # 平和 2 + 断幺 2... a small hand: below 8 fan it is a false win with its fans listed
    code, text = run("score", "234m345p567s678s8s+8s")
    assert code == 0
    assert "verdict: False win (诈和): 6 fan toward the minimum, 8 needed" in text
    assert "All Simples" in text


def test_preset_and_language() -> None:
    code, text = run("score", "--preset", "green_book_2006", "--lang", "zh-Hans", "{1111m}{9999p}123s456s5z+5z")
    assert code == 0
    assert "双暗杠" in text and "  8" in text


def test_bad_hand_is_an_error_message_not_a_traceback(capsys: pytest.CaptureFixture[str]) -> None:
    code, _ = run("score", "123m456p789s1z [124m] +1z")
    assert code == 1
    err = capsys.readouterr().err
    assert "124m" in err and "chow" in err


def test_unbuilt_rule_set_refuses_to_score(capsys: pytest.CaptureFixture[str], unbuilt: str) -> None:
    code, _ = run("score", "--rules", unbuilt, "123m456p789s1z [777z] +1z")
    assert code == 1
    assert "not built yet" in capsys.readouterr().err


def test_waits_and_shanten() -> None:
    code, text = run("waits", "123m456p789s1122z")
    assert code == 0 and text.startswith("waits: 1z (2 left) 2z (2 left)")
    code, text = run("waits", "1112345678999m")
    assert "1m" in text and "9m" in text and text.count("left") + text.count("all four") == 9
    code, text = run("waits", "123m456p789s1123z")
    assert "not ready: shanten 1" in text


def test_rules_listing_and_json(unbuilt: str) -> None:
    code, text = run("rules")
    assert code == 0 and "mcr" in text and "riichi" in text and "not built yet" in text
    assert "riichi   Japanese riichi\n" in text  # built
    code, text = run("rules", "mcr", "--json")
    desc = json.loads(text)
    assert len(desc["items"]) >= 82
    assert {f["key"] for f in desc["context"]} >= {
        "self_drawn",
        "seat_wind",
        "round_wind",
        "last_wall_tile",
        "kong_replacement",
        "robbing_kong",
        "last_copy",
        "flowers",
    }
    assert {p["key"] for p in desc["presets"]} == {"reference", "green_book_2006"}


GOOD = {"id": "a", "rules": "mcr", "hand": "1112345678999m", "win": "5m"}


def test_batch_line_scores_like_the_spec() -> None:
    r = score_record({**GOOD, "melds": [], "flowers": 2, "context": {"self_drawn": True}})
    assert r["ok"] and r["win"] and r["id"] == "a"
    assert r["total"] == 88 + 2 + 1 + 1 + 2  # nine gates, 双暗刻, 幺九刻, 自摸, two flowers
    assert {"id": "flower_tiles", "en": "Flower Tiles", "zh": "花牌", "value": 1, "count": 2} in r["items"]
    assert r["pay"] == {"each": 8 + r["total"]} and r["received"] == 3 * (8 + r["total"])


def test_batch_melds_and_flower_tiles() -> None:
    r = score_record(
        {
            "id": 1,
            "rules": "mcr",
            "hand": "123m456p1z",
            "melds": ["chi 789s", "pon 777z"],
            "win": "1z",
            "flowers": "1f5f",
        }
    )
    assert r["ok"], r
    assert any(i["id"] == "flower_tiles" and i["count"] == 2 for i in r["items"])


@pytest.mark.parametrize(
    "record, code, names",
    [
        ({**GOOD, "hand": "1112345678999x"}, "bad_notation", "'hand'"),
        ({**GOOD, "hand": "1111234567899m", "win": "1m"}, "too_many_copies", "1m"),
        ({**GOOD, "hand": "123m"}, "tile_count", "tiles"),
        ({**GOOD, "melds": ["chi 124m"]}, "bad_meld", "124m"),
        ({**GOOD, "melds": ["pon 123m"]}, "bad_meld", "123m"),
        ({**GOOD, "win": "5m5m"}, "bad_field", "'win'"),
        ({**GOOD, "flowers": 9}, "bad_flower", "0..8"),
        ({**GOOD, "flowers": "1f1f"}, "bad_flower", "1f"),
        ({**GOOD, "rules": "bridge"}, "unknown_rules", "bridge"),
        ({**GOOD, "rules": "taiwan"}, "tile_count", "needs 17 tiles"),
        ({**GOOD, "context": {"self_drawn": "maybe"}}, "bad_context", "self_drawn"),
        ({**GOOD, "context": {"robbing_kong": True, "self_drawn": True}}, "impossible_context", "robbing_kong"),
        ({**GOOD, "context": {"dealer": True}}, "bad_context", "dealer"),
        ({**GOOD, "hand": "1112345678999m", "win": "0m"}, "red_five", "0m"),
        ({**GOOD, "hand": "1357m2468p13579s", "win": "9s"}, "not_a_winning_hand", "not a winning hand"),
    ],
)
def test_batch_errors_name_their_cause(record: dict[str, object], code: str, names: str) -> None:
    r = score_record(record)
    assert r["ok"] is False and r["id"] == record["id"]
    assert r["error"]["code"] == code, r
    assert names in r["error"]["message"], r


def test_one_bad_line_never_stops_the_run(tmp_path: Path) -> None:
    lines = [json.dumps(GOOD), "{not json", json.dumps([1, 2]), json.dumps({**GOOD, "id": "b"}), ""]
    results = list(run_batch(lines))
    assert [r["ok"] for r in results] == [True, False, False, True]
    assert results[1]["error"]["code"] == "bad_json" and "line 2" in results[1]["error"]["message"]
    # the console script end to end, file in and file out
    src = tmp_path / "in.jsonl"
    src.write_text("\n".join(lines), encoding="utf-8")
    dst = tmp_path / "out.jsonl"
    proc = subprocess.run(
        [sys.executable, "-m", "core.shells.cli", "batch", str(src), "-o", str(dst)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    out = [json.loads(x) for x in dst.read_text(encoding="utf-8").splitlines()]
    assert [r["ok"] for r in out] == [True, False, False, True]
    missing = subprocess.run(
        [sys.executable, "-m", "core.shells.cli", "batch", str(tmp_path / "nope.jsonl")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert missing.returncode == 2 and "cannot open" in missing.stderr


def test_score_reads_the_options_from_a_preset_file(tmp_path: Path) -> None:
    path = tmp_path / "house.toml"
    path.write_text('[preset.house]\nen = "House"\n[preset.house.options]\ntwo_concealed_kongs = 8\n', encoding="utf-8")
    code, text = run("score", "--preset-file", str(path), "{1111m}{9999p}123s456s5z+5z")
    assert code == 0 and "Two Concealed Kongs" in text and "  8" in text
    path.write_text('[preset.house]\nen = "House"\n[preset.house.options]\ntwo_concealed_kongs = 7\n', encoding="utf-8")
    err = io.StringIO()
    with redirect_stderr(err):
        code, text = run("score", "--preset-file", str(path), "{1111m}{9999p}123s456s5z+5z")
    assert code == 1 and f"{path}, line 4: [preset.house.options] two_concealed_kongs:" in err.getvalue()


def test_score_breakdown_in_another_language_translates_verdict_and_roles() -> None:
    code, text = run("score", "--lang", "zh-Hans", "123m456p789s1z [777z] +1z", "seat_wind=S")
    assert code == 0 and "结果: 和牌：17 番" in text and "点炮者 25" in text and "其他两家各 8" in text
    # the headings are in the language asked for too (issue 11), and no English is left
    assert "合计: 17" in text and "支付: " in text and "共收 41" in text and "牌型拆分: " in text
    for english in ("verdict", "total", "pay:", "received", "reading"):
        assert english not in text, english


def test_score_breakdown_columns_align_by_display_width() -> None:
    """CJK names take two terminal columns a character: the values line up under each other."""
    from core.shells.cli import display_width

    code, text = run("score", "--lang", "ja", "123m456p789s1z [777z] +1z", "seat_wind=S")
    rows = [line for line in text.splitlines() if " = " in line]
    assert len(rows) >= 4
    assert len({display_width(line.split(" = ")[0]) for line in rows}) == 1, rows


def test_rules_listing_aligns_cjk_columns() -> None:
    """Each item row is id, Chinese name, English name, value: padded by display width, every
    row without a note ends in the same terminal column, whatever its Chinese name."""
    from core.shells.cli import display_width

    code, text = run("rules", "taiwan")
    items = text.split("items:\n")[1].split("\n\n")[0].splitlines()
    plain = [line for line in items if not line.endswith(")")]
    assert code == 0 and len(plain) > 20
    assert len({display_width(line) for line in plain}) == 1, plain[:3]


def test_an_unquoted_hand_gets_a_hint_to_quote_it(capsys: pytest.CaptureFixture[str]) -> None:
    code, _text = run("score", "123m456p789s1z", "[777z]", "+1z", "self_drawn=true")
    assert code == 1
    assert 'quote the whole hand, like "123m456p789s1z [777z] +1z"' in capsys.readouterr().err
    code, _text = run("score", "123m456p789s1z [777z] +1z", "selfdrawn")  # not tiles: the usual message
    assert code == 1 and "must be written key=value" in capsys.readouterr().err


def test_mjscore_matches_is_wired_in(tmp_path: Any, capsys: pytest.CaptureFixture[str]) -> None:
    store = str(tmp_path / "m.sqlite3")
    code, text = run("matches", "--store", store, "new", "--players", "A", "B", "C", "D", "--id", "m1")
    assert code == 0 and "m1" in text
    code, text = run("matches", "--store", store, "list")
    assert code == 0 and "m1" in text and "A, B, C, D" in text
