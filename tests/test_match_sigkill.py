"""A program killed at any moment loses no saved record and leaves a sound store.

A child process saves records in a loop and prints each entry's number once its save has
returned (committed). The parent kills it with SIGKILL at a random moment, opens the store,
and checks that every printed entry is there and ``PRAGMA integrity_check`` is ok; then again,
on the same file, ``MJSCORE_SIGKILL_ROUNDS`` times (30 by default).
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from core.engine.match_rules import WIN
from core.referee.records import Store

ROOT = Path(__file__).resolve().parent.parent
ROUNDS = int(os.environ.get("MJSCORE_SIGKILL_ROUNDS", "30"))

_SAVER = textwrap.dedent("""
    import sys
    sys.path.insert(0, sys.argv[1])
    from core.referee.records import Store
    from core.referee.match import Draw, Penalty, WinInput
    store = Store(sys.argv[2])
    match = store.create_match("mcr", ["Ann", "Bo", "Cy", "Di"])
    print("match", match.id, flush=True)
    i = 0
    while True:
        if i < 16:  # the session's hands (wins scored by the core, draws), then penalties
            entry = WinInput(i % 4, (i + 1) % 4, {"hand": "123m456m789m123p5p", "win": "5p"}) if i % 2 else Draw()
        else:
            entry = Penalty(i % 4, "deduction", 1)
        r = store.add(match.id, entry)
        if i % 7 == 3:
            r = store.edit(match.id, r.entry, Penalty(i % 4, "deduction", 2), reason="edited")
        print(r.entry, r.revision, flush=True)
        i += 1
""")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_records_printed_as_saved_survive_sigkill_at_random_moments(tmp_path: Path) -> None:
    path = tmp_path / "matches.sqlite3"
    script = tmp_path / "saver.py"
    script.write_text(_SAVER)
    rng = random.Random(int(os.environ.get("MJSCORE_SIGKILL_SEED", "14")))
    killed_with_saves = 0
    for n in range(ROUNDS):
        child = subprocess.Popen(
            [sys.executable, str(script), str(ROOT), str(path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        assert child.stdout is not None
        first = child.stdout.readline()  # the match is made: the child is saving from here on
        assert first.startswith(b"match "), child.stderr.read() if child.stderr else first
        time.sleep(rng.uniform(0.0, 0.4))
        child.send_signal(signal.SIGKILL)
        rest, err = child.communicate(timeout=60)
        assert child.returncode == -signal.SIGKILL, err.decode()
        mid = first.split()[1].decode()
        text = rest.decode()
        lines = text.split("\n")
        if not text.endswith("\n"):
            lines = lines[:-1]  # a line cut by the kill: its save returned, its print did not end
        printed = [tuple(int(x) for x in line.split()) for line in lines if line]
        with Store(path) as store:
            assert store.notice is None, store.notice
            assert store.integrity_check() == "ok"
            saved = {(r.entry, r.revision) for r in store.revisions(mid)}
            missing = [p for p in printed if p not in saved]
            assert not missing, f"round {n}: printed as saved but missing: {missing}"
            sheet = store.sheet(mid)  # and the sheet of what is there can be built
            assert sum(sheet.totals) <= 0
            assert all(r.kind != WIN or r.body.result["total"] == 23 for r in sheet.rows)
        killed_with_saves += bool(printed)
    assert killed_with_saves >= ROUNDS // 3  # the kills did land while records were being saved
