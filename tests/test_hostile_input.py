"""Hostile input gets a message, never a traceback (issue 23): arguments that are not UTF-8,
JSON nested deep, NaN or of 5000 digits, entries of the wrong types, preset files that are
deep, huge, endless, a pipe, or start with a byte-order mark."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from core.model.errors import PresetError
from core.rules import get_rules
from tests.test_match_cli import H1, Run, new

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture()
def run(tmp_path: Path) -> Run:
    return Run(tmp_path / "matches.sqlite3")


@pytest.mark.parametrize(
    "argv, named",
    [
        (["new", "--rules", "mcr", "--players", "\udcff\udcfe", "Bo", "Cy", "Di"], "players"),
        (["new", "--rules", "mcr", "--players", "Ann", "Bo", "Cy", "Di", "--title", "bad\udcff"], "title"),
        (["add", "ID", "penalty", "Bo", "false_win", "--note", "n\udcff"], "note"),
        (["add", "id\udcff", "draw"], "id"),
        (["delete", "ID", "1", "--reason", "r\udcff"], "reason"),
    ],
)
def test_arguments_that_are_not_utf8_are_named(run: Run, argv: list[str], named: str) -> None:
    mid = new(run)
    run(*[mid if a == "ID" else a for a in argv], status=1)
    assert f"argument {named}" in run.err and "is not UTF-8 text" in run.err


def test_arguments_that_are_not_utf8_from_a_real_command_line(tmp_path: Path) -> None:
    """As the system hands them over: bytes, not text."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "core.shells.cli",
            "matches",
            "--store",
            str(tmp_path / "s.sqlite3"),
            "new",
            "--rules",
            "mcr",
            "--players",
            b"\xff\xfe",
            "Bo",
            "Cy",
            "Di",
        ],
        capture_output=True,
        env=env,
        check=False,
    )
    assert done.returncode == 1 and b"is not UTF-8 text" in done.stderr and b"Traceback" not in done.stderr


@pytest.mark.parametrize(
    "option, value, words",
    [
        ("--claim", "[" * 5000 + "]" * 5000, "nested more than"),
        ("--claim", '{"items": ["x"], "total": NaN}', "NaN"),
        ("--facts", '{"a": ' + "1" * 5000 + "}", "5000 digits"),
        ("--facts", "[1, 2]", "must be a JSON object"),
        ("--claim", "[1]", "must be a JSON object"),
        ("--facts", '{"a": Infinity}', "Infinity"),
    ],
)
def test_hostile_json_in_arguments_is_refused(run: Run, option: str, value: str, words: str) -> None:
    mid = new(run)
    run("add", mid, "win", "Ann", "--from", "Bo", H1, option, value, status=1)
    assert words in run.err and "Traceback" not in run.err
    assert "Ann wins" not in run("show", mid)  # nothing recorded


@pytest.mark.parametrize(
    "entry, words",
    [
        (
            '{"kind": "win", "winner": "Ann", "discarder": "Bo", "hand": "123m456m789m123p5p", "win": "5p", "facts": [1]}',
            "field 'facts' must be a JSON object",
        ),
        (
            '{"kind": "win", "winner": "Ann", "discarder": "Bo", "hand": "123m456m789m123p5p", "win": "5p", "claim": "x"}',
            "field 'claim' must be a JSON object",
        ),
        (
            '{"kind": "win", "winner": "Ann", "discarder": "Bo", "hand": "123m456m789m123p5p", "win": "5p", "options": [1]}',
            "field 'options' must be a JSON object",
        ),
        ('{"kind": "draw", "tenpai": "AB"}', "field 'tenpai' must be a list"),
        ('{"kind": "penalty", "offender": "Ann", "penalty": "deduction", "points": 1e400}', "whole number"),
        ('{"kind": "win", "winner": true}', "must name a player"),
        ("[" * 100 + "]" * 100, "nested more than"),
    ],
)
def test_entries_of_the_wrong_types_are_refused(run: Run, entry: str, words: str) -> None:
    mid = new(run)
    run("add", mid, "json", entry, status=1)
    assert words in run.err and "Traceback" not in run.err


def test_entries_on_standard_input_are_read_as_strictly(run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    import io

    mid = new(run)
    monkeypatch.setattr(sys, "stdin", io.StringIO('{"kind": "draw"}\n{"kind": "draw", "facts": {"x": NaN}}\n'))
    run("add", mid, "json", "-", status=1)
    assert "line 2" in run.err and "NaN" in run.err


# --- preset files ------------------------------------------------------------------------------

MCR = get_rules("mcr")


def _refused(path: Path | str) -> PresetError:
    with pytest.raises(PresetError) as info:
        MCR.read_preset_file(path)
    return info.value


def test_a_preset_file_nested_deep_is_refused(tmp_path: Path) -> None:
    f = tmp_path / "deep.toml"
    f.write_text('[preset.a]\nen = "a"\noptions = ' + "[" * 5000 + "]" * 5000 + "\n")
    assert "nested too deep" in str(_refused(f))


def test_a_preset_file_with_a_huge_integer_is_refused(tmp_path: Path) -> None:
    f = tmp_path / "big.toml"
    f.write_text('[preset.a]\nen = "a"\n[preset.a.options]\nblessings = ' + "9" * 5000 + "\n")
    assert "more digits" in str(_refused(f))


def test_an_endless_preset_file_is_cut_at_its_cap() -> None:
    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero")
    assert "only a regular file" in str(_refused("/dev/zero"))


def test_a_big_preset_file_is_refused(tmp_path: Path) -> None:
    f = tmp_path / "big.toml"
    f.write_bytes(b"#" * (2 << 20))
    assert "longer than" in str(_refused(f))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_preset_file_that_is_a_pipe_is_refused_at_once(tmp_path: Path) -> None:
    """It hung, waiting for a writer."""
    fifo = tmp_path / "fifo.toml"
    os.mkfifo(fifo)
    outcome: list[str] = []
    t = threading.Thread(target=lambda: outcome.append(str(_refused(fifo))), daemon=True)
    t.start()
    t.join(10)
    if t.is_alive():  # (free the reader before failing)
        with open(fifo, "w"):
            pass
        pytest.fail("reading a FIFO preset file hangs")
    assert "only a regular file" in outcome[0]


def test_a_preset_file_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    f = tmp_path / "bom.toml"
    f.write_bytes(b'\xef\xbb\xbf[preset.house]\nen = "House"\n[preset.house.options]\n')
    assert [p.key for p in MCR.read_preset_file(f)] == ["house"]


def test_a_right_to_left_name_reorders_no_line_of_the_text_sheet(run: Run) -> None:
    mid = run("new", "--rules", "mcr", "--players", "Ann", "\u202eBo", "Cy", "Di").strip()
    run("add", mid, "penalty", "1", "deduction", "--points", "38")
    shown = run("show", mid)
    assert "\u2068\u202eBo\u2069" in shown and "\u202eBo " not in shown
