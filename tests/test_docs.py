"""The README and the guide in docs/ (issue 43's first step): the README stays short, and every
link in them reaches a file of the repository or an anchor of the page it names."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")


def test_the_readme_is_one_screens_worth_of_scrolling() -> None:
    lines = (ROOT / "README.md").read_text(encoding="utf-8").count("\n")
    assert lines <= 250, lines


def _anchors(page: Path) -> set[str]:
    """The anchors GitHub makes of a page's headings."""
    out = set()
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            title = line.lstrip("#").strip().lower()
            out.add(re.sub(r"[^\w\- ]", "", title).replace(" ", "-"))
    return out


@pytest.mark.parametrize("page", PAGES, ids=[p.name for p in PAGES])
def test_every_link_reaches_its_file(page: Path) -> None:
    broken = []
    for target in LINK.findall(page.read_text(encoding="utf-8")):
        if re.match(r"[a-z]+:", target):
            continue  # (a web address: not checked here)
        path, _sep, anchor = target.partition("#")
        found = (page.parent / path).resolve() if path else page
        if not found.exists() or not found.is_relative_to(ROOT):
            broken.append(target)
        elif anchor and found.suffix == ".md" and anchor not in _anchors(found):
            broken.append(target)
    assert broken == [], f"{page.name}: {broken}"


def test_the_readmes_command_line_examples_run_as_written(tmp_path: Path) -> None:
    """Each ``.venv/bin/mjscore`` line of the README's examples, run in order in a data folder of
    its own (the match the second block makes is the one the next lines add to): exit status 0."""
    import os
    import shlex
    import subprocess
    import sys

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    lines = [
        line.split("  #")[0].strip()
        for block in re.findall(r"```sh\n(.*?)```", text, re.S)
        for line in block.splitlines()
        if line.strip().startswith(".venv/bin/mjscore ")
    ]
    assert len(lines) >= 4, lines
    env = {**os.environ, "MJSCORE_DATA_DIR": str(tmp_path)}
    for line in lines:
        argv = shlex.split(line)[1:]
        done = subprocess.run(
            [sys.executable, "-m", "core.shells.cli", *argv],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == 0, (line, done.stdout, done.stderr)
