"""The store and its exports survive faults (issue 23): a failed export says so and leaves
nothing half written; a CSV says the sheet in its language and neutralises formulas."""

from __future__ import annotations

import contextlib
import csv
import io
import os
import subprocess
from pathlib import Path
from typing import Iterator

import pytest

from core.files import write_bytes
from tests.test_match_cli import H1, Run, new


@pytest.fixture()
def run(tmp_path: Path) -> Run:
    return Run(tmp_path / "matches.sqlite3")


@contextlib.contextmanager
def tiny_disk(tmp_path: Path, size: str = "64k") -> Iterator[Path]:
    """A folder on a tmpfs of ``size``: a real full disk (root only; skipped elsewhere)."""
    where = tmp_path / "tiny"
    where.mkdir()
    if os.geteuid() != 0:
        pytest.skip("mounting a small disk needs root")
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)], capture_output=True,
                          check=False)
    if done.returncode:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode(errors='replace').strip()}")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


def fill(folder: Path) -> None:
    """Fill the disk of ``folder`` to the last byte."""
    with open(folder / "filler", "wb", buffering=0) as f:
        with contextlib.suppress(OSError):
            while f.write(b"\0" * 512):
                pass


def test_a_csv_export_to_a_full_device_fails_with_exit_1(run: Run) -> None:
    mid = new(run)
    run("export", mid, "--csv", "-o", "/dev/full", status=1)
    assert "No space left" in run.err and "nothing was written" in run.err


def test_a_pdf_export_to_a_full_device_fails_with_exit_1(run: Run) -> None:
    pytest.importorskip("PySide6")
    mid = new(run)
    run("add", mid, "win", "Ann", "--from", "Bo", H1)
    run("export", mid, "--pdf", "-o", "/dev/full", status=1)
    assert "No space left" in run.err


@pytest.mark.parametrize("fmt", ["--csv", "--pdf"])
def test_an_export_to_a_full_disk_leaves_the_old_file_and_no_partial_one(run: Run, tmp_path: Path, fmt: str) -> None:
    if fmt == "--pdf":
        pytest.importorskip("PySide6")
    mid = new(run)
    for _ in range(3):
        run("add", mid, "win", "Ann", "--from", "Bo", H1)
    with tiny_disk(tmp_path) as disk:
        target = disk / ("sheet.csv" if fmt == "--csv" else "sheet.pdf")
        target.write_bytes(b"the export of last week")
        fill(disk)
        run("export", mid, fmt, "-o", str(target), status=1)
        assert "nothing was written" in run.err
        assert target.read_bytes() == b"the export of last week"
        assert sorted(p.name for p in disk.iterdir()) == ["filler", target.name]


def test_write_bytes_replaces_a_file_whole(tmp_path: Path) -> None:
    target = tmp_path / "a.csv"
    write_bytes(target, b"one")
    write_bytes(target, b"two")
    assert target.read_bytes() == b"two" and [p.name for p in tmp_path.iterdir()] == ["a.csv"]
    with pytest.raises(OSError):
        write_bytes(tmp_path / "no such folder" / "a.csv", b"x")


def test_the_csv_neutralises_formulas_in_names_and_notes(run: Run, tmp_path: Path) -> None:
    mid = run("new", "--rules", "mcr", "--players", "=HYPERLINK(\"x\")", "+Bo", "@Cy", "\tDi").strip()
    run("add", mid, "penalty", "1", "false_win", "--note", "=1+2")
    run("add", mid, "win", "0", "--from", "1", H1)
    rows = list(csv.reader(io.StringIO(run("export", mid, "--csv"))))
    cells = [c for row in rows for c in row]
    for cell in cells:
        if cell and not cell.lstrip("-").replace(".", "").isdigit():  # numbers stay numbers
            assert not cell.startswith(("=", "+", "-", "@", "\t", "\r")), cell
    assert "'=HYPERLINK(\"x\")" in rows[0] and "'@Cy" in rows[0]
    assert any(int(c) < 0 for c in rows[1][11:15])  # a penalty's negative points are numbers


def test_the_csv_is_in_the_sheets_language_with_ids_in_columns_of_their_own(run: Run) -> None:
    """It wrote "penalty false_win" and English for a zh-Hant match."""
    mid = new(run)
    run("add", mid, "penalty", "Bo", "false_win")
    run("add", mid, "win", "Ann", "--from", "Bo", H1)
    rows = list(csv.DictReader(io.StringIO(run("export", mid, "--csv", "--lang", "zh-Hant"))))
    first = rows[0]
    assert first["類型"] == "罰分" and first["類型代碼"] == "penalty" and first["細目代碼"] == "false_win"
    assert "詐和" in first["內容"] and "false_win" not in first["內容"] and "penalty" not in first["內容"]
    assert rows[1]["內容"] == "Ann 胡 Bo 的放槍：23 番"
    assert [r["類型代碼"] for r in rows[2:]] == ["total", "rank", "table_points"]
