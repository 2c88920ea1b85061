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
