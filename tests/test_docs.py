"""The README, the changelog and the guide in docs/ (issue 43): the README stays short, every
link in them reaches a file of the repository or an anchor of the page it names, the changelog
keeps its format, and the guide's command examples run as written.

**Marking a command block as runnable.** A fenced block whose info string is ``console`` is
run, as doctest runs the examples of Python's documentation::

    ```console
    $ mjscore matches new --rules mcr --players Ann Bo Cy Di --id club
    club
    $ mjscore matches add club draw
    entry 1: draw
    ```

- A line that starts with ``$ `` is a command, run by ``bash -c``; a line ending with ``\\``
  goes on to the next, and a here-document (``<<'EOF'`` ... ``EOF``) belongs to its command.
- The lines after a command, up to the next ``$ `` line, are its expected output: standard
  output and standard error together, as a terminal shows them. A command with no lines after
  it is only checked to exit with status 0. A last expected line ``[exit status N]`` expects
  status N instead (``mjscore verify`` exits 3 when the claim differs).
- Before comparing, each line's trailing spaces and the trailing blank lines are dropped (an
  editor strips them from the page), and every UTC time stamp the store writes
  (``2026-12-06T15:55:18Z``) reads as any other: a match or an entry is stamped with the time
  it was made, so no two runs print the same one. A line ``...`` stands for any number of
  lines and ``...`` inside a line for any text, as doctest's ELLIPSIS (for output too long to
  show whole). A byte-order mark is dropped: the CSV exports begin with one for spreadsheet
  programs, and neither a terminal nor the page shows it. Nothing else is normalised: no path
  or timing is printed by the blocks marked today. The commands run with
  ``PYTHONUNBUFFERED=1``, so standard output and standard error come in the order a terminal
  shows them.
- A fenced block whose info string names a file after its language (```` ```toml
  file=house.toml ````) is written to that file before the page's later blocks run, so a page
  can show a file as the reader would write it and then use it.
- The blocks of a page run in order in one fresh temporary folder, its working directory and
  its ``HOME`` and ``XDG_DATA_HOME`` (so the store is the page's own and the user's data is
  never touched), with no ``MJSCORE_*`` variable set, ``LANG=C.UTF-8`` and
  ``QT_QPA_PLATFORM=offscreen``. A command may use what an earlier one made (a match, a file).
- ``mjscore`` and ``mahjong-scorer`` are this checkout's (``python -m core.shells.cli``,
  ``python -m gui.app``), not an installed copy.

Blocks that cannot run on any machine (``apt-get``, building the installers, a PostgreSQL
server's address) stay ``sh`` blocks or indented ones and are not run; ``RUNNABLE`` below counts
each page's runnable blocks and its command blocks left unmarked, so a page whose runnable
blocks fall below its figure, or whose unmarked ones grow past it, fails until the figure is
changed on purpose. docs/layout.md says the same for contributors.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", ROOT / "CHANGELOG.md", *sorted((ROOT / "docs").glob("*.md"))]
GUIDE = sorted((ROOT / "docs").glob("*.md"))
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")

# page: (runnable ``console`` blocks at least, command blocks left unmarked at most)
RUNNABLE: dict[str, tuple[int, int]] = {
    "analysis.md": (2, 0),
    "claims.md": (1, 0),
    "command-line.md": (2, 1),  # the synopsis: placeholders
    "house-rules.md": (1, 0),
    "install.md": (0, 1),  # building the installers
    "match-sheets.md": (1, 0),
    "presets.md": (2, 0),
    "rules-riichi.md": (1, 0),
    "rules-sanma.md": (1, 0),
    "testing.md": (0, 3),  # the test suite itself: not run from inside it
    "tournaments.md": (1, 2),  # the stations: a PostgreSQL server
    "trainer.md": (1, 0),
    "web.md": (1, 3),  # --watch runs until Ctrl-C; a web server; the 10-minute load runs
    "window.md": (1, 0),
}

FENCE = re.compile(r"^```(\S*)([^\n]*)\n(.*?)^```\s*$", re.S | re.M)
FILE = re.compile(r"\bfile=(\S+)")
COMMAND_WORDS = ("mjscore ", "mahjong-scorer ", "export ", "sudo ", "python", ".venv/", "echo ")
STAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ")
EXIT = re.compile(r"\[exit status (\d+)\]")
HEREDOC = re.compile(r"<<-?\s*'?\"?(\w+)")


def test_the_readme_is_one_screens_worth_of_scrolling() -> None:
    lines = (ROOT / "README.md").read_text(encoding="utf-8").count("\n")
    assert lines <= 250, lines


def test_the_changelog_keeps_its_format() -> None:
    """Keep a Changelog 1.1.0: a release a ``## [VERSION] - DATE`` section (or ``## [Unreleased]``,
    first), each change under one of its six kinds; the README links it."""
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    releases = re.findall(r"^## (.*)$", text, re.M)
    assert releases and releases[0] == "[Unreleased]", releases
    for release in releases[1:]:
        assert re.fullmatch(r"\[\d+\.\d+\.\d+\] - \d{4}-\d\d-\d\d", release), release
    kinds = set(re.findall(r"^### (.*)$", text, re.M))
    assert kinds and kinds <= {"Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"}
    assert "](CHANGELOG.md)" in (ROOT / "README.md").read_text(encoding="utf-8")


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


# --- the guide's command blocks ----------------------------------------------------------------


def _blocks(page: Path) -> tuple[list[tuple[int, str, str | None]], int]:
    """A page's runnable blocks and the files its blocks write, in order (the line each starts
    on, its text, the file's name or None for a ``console`` block), and how many of its other
    blocks hold commands: fenced ``sh``/``shell``/``bash`` ones, and indented ones whose first
    line starts with a command."""
    text = page.read_text(encoding="utf-8")
    steps: list[tuple[int, str, str | None]] = []
    unmarked = 0
    for fence in FENCE.finditer(text):
        line = text.count("\n", 0, fence.start()) + 2
        info, attributes, body = fence.groups()
        named = FILE.search(attributes)
        if info == "console":
            steps.append((line, body, None))
        elif named:
            steps.append((line, body, named.group(1)))
        elif info in ("sh", "shell", "bash"):
            unmarked += 1
    outside = FENCE.sub("", text).split("\n")
    for before, line in zip(["", *outside], outside, strict=False):
        if before.strip() == "" and line.startswith("    ") and line.strip().startswith(COMMAND_WORDS):
            unmarked += 1
    return steps, unmarked


def _commands(first_line: int, block: str) -> list[tuple[int, str, list[str]]]:
    """A block's commands: (the page's line, the command, its expected output lines)."""
    out: list[tuple[int, str, list[str]]] = []
    lines = block.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.startswith("$ "):
            if not out:
                raise AssertionError(f"line {first_line + i}: a console block starts with `$ `")
            out[-1][2].append(line)
            i += 1
            continue
        start, command = i, line[2:]
        i += 1
        while command.endswith("\\") and i < len(lines):
            command += "\n" + lines[i]
            i += 1
        tag = HEREDOC.search(command)
        if tag:
            while i < len(lines):
                command += "\n" + lines[i]
                i += 1
                if lines[i - 1].strip() == tag.group(1):
                    break
        out.append((first_line + start, command, []))
    return out


def _normalised(text: str) -> str:
    lines = [line.rstrip() for line in STAMP.sub("<time>", text.replace("\ufeff", "")).split("\n")]
    while lines and lines[-1] == "":
        lines.pop()
    return "\n".join(lines)


def _matches(expected: str, got: str) -> bool:
    """Does the output match the expected lines, ``...`` standing for any lines or any text?"""
    pattern = ""
    for line in expected.split("\n") if expected else []:
        if line.strip() == "...":
            pattern += r"(?:[^\n]*\n)*?"
        else:
            pattern += r"[^\n]*?".join(map(re.escape, line.split("..."))) + r"\n"
    return re.fullmatch(pattern, got + "\n" if got else "") is not None


def _sandbox(tmp: Path) -> dict[str, str]:
    """The environment of a page's commands: ``tmp`` as home and data folder, this checkout's
    ``mjscore`` and ``mahjong-scorer`` first on the PATH."""
    bin_dir = tmp / ".bin"
    bin_dir.mkdir()
    for name, module in (("mjscore", "core.shells.cli"), ("mahjong-scorer", "gui.app")):
        shim = bin_dir / name
        shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m {module} "$@"\n', encoding="utf-8")
        shim.chmod(0o755)
    env = {k: v for k, v in os.environ.items() if not k.startswith("MJSCORE_")}
    env.update(
        PATH=f"{bin_dir}{os.pathsep}{env.get('PATH', '')}",
        PYTHONPATH=str(ROOT),
        HOME=str(tmp),
        XDG_DATA_HOME=str(tmp / ".local" / "share"),
        LANG="C.UTF-8",
        LC_ALL="C.UTF-8",
        QT_QPA_PLATFORM="offscreen",
        PYTHONUNBUFFERED="1",
    )
    return env


@pytest.mark.parametrize("page", GUIDE, ids=[p.name for p in GUIDE])
def test_each_pages_runnable_blocks_are_counted(page: Path) -> None:
    steps, unmarked = _blocks(page)
    runnable = [step for step in steps if step[2] is None]
    least, most = RUNNABLE.get(page.name, (0, 0))
    assert len(runnable) >= least, f"{page.name}: {len(runnable)} runnable blocks, {least} before"
    assert unmarked <= most, (
        f"{page.name}: {unmarked} command blocks left unmarked, {most} before: mark the new ones "
        "```console, or change RUNNABLE if they cannot run on any machine"
    )


def test_the_counts_name_pages_of_the_guide() -> None:
    assert set(RUNNABLE) <= {page.name for page in GUIDE}, set(RUNNABLE) - {p.name for p in GUIDE}


def test_the_checker_reads_blocks_as_the_docstring_says() -> None:
    """The reader and the comparison themselves, so a change to them cannot make every block
    pass unseen."""
    block = "$ a \\\n  b\nout\n[exit status 3]\n$ cat > f <<'EOF'\nx\nEOF\n$ c\n"
    assert _commands(10, block) == [
        (10, "a \\\n  b", ["out", "[exit status 3]"]),
        (14, "cat > f <<'EOF'\nx\nEOF", []),
        (17, "c", []),
    ]
    assert _matches("a\n...\nc", "a\nb\nb2\nc") and _matches("a\n...\nc", "a\nc")
    assert _matches("total: ... fan", "total: 18 fan")
    assert not _matches("a\nc", "a\nb\nc") and not _matches("x", "y") and not _matches("x", "")
    assert _normalised("\ufeffcreated 2026-12-06T15:55:18Z  \n\n") == _normalised("created 2025-01-01T00:00:00Z")


RUN_PAGES = [p for p in GUIDE if any(name is None for _line, _text, name in _blocks(p)[0])]


@pytest.mark.skipif(shutil.which("bash") is None, reason="the blocks are shell commands")
@pytest.mark.parametrize("page", RUN_PAGES, ids=[p.name for p in RUN_PAGES])
def test_the_guides_runnable_blocks_run_as_written(page: Path, tmp_path: Path) -> None:
    env = _sandbox(tmp_path)
    for first_line, block, name in _blocks(page)[0]:
        if name is not None:
            assert Path(name).name == name, f"{page.name}:{first_line}: a file of the folder"
            (tmp_path / name).write_text(block, encoding="utf-8")
            continue
        for line, command, expected in _commands(first_line, block):
            status = EXIT.fullmatch(expected[-1].strip()) if expected else None
            if status:
                expected = expected[:-1]
            done = subprocess.run(
                ["bash", "-c", command],
                cwd=tmp_path,
                env=env,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                text=True,
                encoding="utf-8",
                timeout=180,
            )
            got = _normalised(done.stdout)
            want = _normalised("\n".join(expected))
            where = f"{page.name}:{line}: $ {command}"
            assert done.returncode == (int(status.group(1)) if status else 0), (
                f"{where}\nexit status {done.returncode}\n{got}"
            )
            if expected:
                assert _matches(want, got), f"{where}\n--- expected\n{want}\n--- got\n{got}"
