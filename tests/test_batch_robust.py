"""`mjscore batch` never dies, whatever the bytes (issue 15, shared/spec/batch.md).

Each line of the input gives exactly one strict JSON result carrying its 1-based `line`
number (blank lines give none); a line that cannot be read gives an error object for that
line and the run goes on. The process exits 0 for any content of the input, 2 only when the
input cannot be opened or the output cannot be written.
"""

from __future__ import annotations

import functools
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from core.referee.batch_format import score_record
from core.shells import batch as batch_module
from core.shells.batch import MAX_DEPTH, MAX_LINE_BYTES, run_batch

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = [
    line
    for line in (ROOT / "tests" / "data" / "mcr_reference.jsonl").read_text(encoding="utf-8").splitlines()
    if line.strip()
]
GOOD = {"id": "a", "rules": "mcr", "hand": "1112345678999m", "win": "5m"}
BOM = b"\xef\xbb\xbf"


def good(rid: Any = "a") -> bytes:
    return json.dumps({**GOOD, "id": rid}).encode()


def batch(data: bytes, *args: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "core.shells.cli", "batch", *args],
        input=data,
        capture_output=True,
        cwd=ROOT,
        check=False,
        timeout=300,
    )


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"not strict JSON: {name}")


def _assert_unicode(value: Any) -> None:
    """Every string of a parsed result is real Unicode text (no lone surrogate from a \\ud800 escape)."""
    if isinstance(value, str):
        value.encode("utf-8")
    elif isinstance(value, list):
        for v in value:
            _assert_unicode(v)
    elif isinstance(value, dict):
        for k, v in value.items():
            _assert_unicode(k)
            _assert_unicode(v)


def strict_results(out: bytes) -> list[dict[str, Any]]:
    """The output, one strict JSON object per line (UTF-8, no NaN/Infinity, no lone surrogate)."""
    text = out.decode("utf-8")
    assert text == "" or text.endswith("\n"), text[-200:]
    results = []
    for line in text.splitlines():
        r = json.loads(line, parse_constant=_refuse_constant)
        _assert_unicode(r)
        assert isinstance(r, dict) and isinstance(r["ok"], bool) and isinstance(r["line"], int), r
        assert list(r)[:3] == ["id", "line", "ok"] or list(r)[:2] == ["id", "line"], list(r)
        if not r["ok"]:
            assert isinstance(r["error"]["code"], str) and isinstance(r["error"]["message"], str), r
        results.append(r)
    return results


def run(data: bytes) -> list[dict[str, Any]]:
    proc = batch(data)
    assert proc.returncode == 0, proc.stderr.decode(errors="replace")[-2000:]
    assert b"Traceback" not in proc.stderr, proc.stderr.decode(errors="replace")[-2000:]
    return strict_results(proc.stdout)


def assert_refused(r: dict[str, Any], line: int, code: str, *words: str) -> None:
    assert r["ok"] is False and r["line"] == line and r["error"]["code"] == code, r
    assert f"line {line}" in r["error"]["message"], r
    for w in words:
        assert w in r["error"]["message"], r


def assert_good(r: dict[str, Any], line: int, rid: Any = "a") -> None:
    assert r["ok"] is True and r["line"] == line and r["id"] == rid, r
    assert r["total"] == 91, r  # nine gates: the run went on and scored the next line


# --- each defect of the issue: a traceback and exit 1 before the fix ---------------------


def test_lone_surrogate_id_is_refused_not_echoed() -> None:
    line = b'{"id": "x\\ud800", "rules": "mcr", "hand": "1112345678999m", "win": "5m"}'
    results = run(line + b"\n" + good() + b"\n")
    assert len(results) == 2
    assert results[0]["id"] is None
    assert_refused(results[0], 1, "bad_id", "surrogate")
    assert_good(results[1], 2)


def test_integer_of_more_than_4300_digits_is_one_error() -> None:
    line = b'{"id": "big", "rules": "mcr", "hand": "1112345678999m", "win": "5m", "flowers": ' + b"1" * 5000 + b"}"
    results = run(line + b"\n" + good() + b"\n")
    assert len(results) == 2
    assert_refused(results[0], 1, "number_too_long", "digits")
    assert_good(results[1], 2)


def test_digits_inside_a_string_are_text_not_a_number() -> None:
    rid = "1" * 5000
    results = run(good(rid) + b"\n")
    assert_good(results[0], 1, rid)


def test_json_nested_100000_deep_is_one_error() -> None:
    lines = [
        b"[" * 100_000 + b"]" * 100_000,  # beyond the line size already
        b"[" * 30_000 + b"]" * 30_000,  # within it: the depth scan refuses it
        b'{"id": "d", "context": ' + b"{" * 50_000,
        b"[" * (MAX_DEPTH + 1) + b"]" * (MAX_DEPTH + 1),
        b"[" * MAX_DEPTH + b"]" * MAX_DEPTH,  # deep enough, and only not a record
        good(),
    ]
    results = run(b"\n".join(lines))
    assert len(results) == 6
    assert_refused(results[0], 1, "line_too_long", str(MAX_LINE_BYTES))
    assert_refused(results[1], 2, "too_deep", str(MAX_DEPTH))
    assert_refused(results[2], 3, "too_deep")
    assert_refused(results[3], 4, "too_deep")
    assert results[4]["line"] == 5 and results[4]["error"]["code"] == "bad_record", results[4]
    assert_good(results[5], 6)


def test_brackets_inside_a_string_are_not_nesting() -> None:
    rid = "[{" * 20_000 + '\\"'
    results = run(json.dumps({**GOOD, "id": rid}).encode() + b"\n")
    assert_good(results[0], 1, rid)


def test_a_line_that_is_not_utf8_is_one_error_and_the_rest_is_written() -> None:
    lines = [good("a"), b'{"id": "\xff\xfe", "rules": "mcr"}', good("b"), b'{"id": "\xed\xa0\x80"}', good("c")]
    results = run(b"\n".join(lines) + b"\n")
    assert [r["line"] for r in results] == [1, 2, 3, 4, 5]
    assert_good(results[0], 1, "a")
    assert_refused(results[1], 2, "bad_utf8", "byte 9")
    assert results[1]["id"] is None
    assert_good(results[2], 3, "b")
    assert_refused(results[3], 4, "bad_utf8")  # an encoded surrogate is not UTF-8 either
    assert_good(results[4], 5, "c")


# --- the rest of the spec's reading rules -------------------------------------------------


def test_leading_byte_order_mark_is_ignored() -> None:
    results = run(BOM + good() + b"\n" + good("b"))
    assert_good(results[0], 1)
    assert_good(results[1], 2, "b")
    assert run(BOM) == [] and run(BOM + b"\n\n") == []


def test_blank_lines_get_no_result_and_lines_keep_their_numbers() -> None:
    data = b"\n  \n" + good("a") + b"\r\n\t\r\n" + b"{not json\n" + good("b") + b"\n\n\n" + good("c")
    results = run(data)
    assert [r["line"] for r in results] == [3, 5, 6, 9]
    assert_good(results[0], 3, "a")
    assert_refused(results[1], 5, "bad_json", "column")
    assert results[1]["id"] is None
    assert_good(results[2], 6, "b")
    assert_good(results[3], 9, "c")
    assert run(b"") == [] and run(b"\n \r\n\t") == []


def test_output_is_strict_json_and_unwritable_ids_are_refused() -> None:
    ids = [b"NaN", b"Infinity", b"-Infinity", b"1e999", b"[1, NaN]", b'{"k": "\\udfff"}']
    lines = [b'{"id": ' + i + b', "rules": "mcr", "hand": "1112345678999m", "win": "5m"}' for i in ids]
    proc = batch(b"\n".join(lines + [good(1.5)]))
    assert proc.returncode == 0, proc.stderr
    assert re.search(rb"[:\[,]\s*-?(NaN|Infinity)", proc.stdout) is None, proc.stdout
    results = strict_results(proc.stdout)
    assert len(results) == len(ids) + 1
    for n, r in enumerate(results[:-1], 1):
        assert r["id"] is None, r
        assert_refused(r, n, "bad_id", "'id'")
    assert_good(results[-1], len(ids) + 1, 1.5)


def test_a_line_too_long_is_one_error() -> None:
    huge = json.dumps({**GOOD, "id": "x" * MAX_LINE_BYTES}).encode()
    results = run(huge + b"\n" + b"[" * (3 * MAX_LINE_BYTES) + b"\n" + good())
    assert len(results) == 3
    assert_refused(results[0], 1, "line_too_long", str(MAX_LINE_BYTES))
    assert_refused(results[1], 2, "line_too_long")
    assert_good(results[2], 3)


def test_text_fields_are_bounded() -> None:
    lines = [
        json.dumps({**GOOD, "id": "h", "hand": "1m" * 5000}).encode(),
        json.dumps({**GOOD, "id": "m", "melds": ["pon 777z"] * 100}).encode(),
        json.dumps({**GOOD, "id": "w", "melds": ["pon " + "7" * 1000 + "z"]}).encode(),
        good(),
    ]
    results = run(b"\n".join(lines))
    assert [r["id"] for r in results] == ["h", "m", "w", "a"]
    assert_refused(results[0], 1, "field_too_long", "'hand'")
    assert_refused(results[1], 2, "field_too_long", "'melds'")
    assert_refused(results[2], 3, "field_too_long", "'melds'[0]")
    assert_good(results[3], 4)


def test_output_folder_that_does_not_exist_is_exit_2(tmp_path: Path) -> None:
    src = tmp_path / "in.jsonl"
    src.write_bytes(good())
    proc = batch(b"", str(src), "-o", str(tmp_path / "no" / "such" / "folder" / "out.jsonl"))
    assert proc.returncode == 2, proc
    err = proc.stderr.decode()
    assert "Traceback" not in err and err.count("\n") == 1 and err.startswith("mjscore batch: "), err
    assert "cannot write" in err and "out.jsonl" in err, err


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_output_that_fails_while_writing_is_exit_2() -> None:
    proc = batch(b"\n".join([good()] * 2000), "-o", "/dev/full")
    assert proc.returncode == 2, proc
    err = proc.stderr.decode()
    assert "Traceback" not in err and err.count("\n") == 1 and "cannot write /dev/full" in err, err


def test_input_that_cannot_be_opened_is_exit_2(tmp_path: Path) -> None:
    for path in (tmp_path / "nope.jsonl", tmp_path):
        proc = batch(b"", str(path))
        assert proc.returncode == 2 and b"cannot open" in proc.stderr and b"Traceback" not in proc.stderr, proc


def test_run_batch_reads_text_or_bytes_and_puts_line_after_id() -> None:
    text = [json.dumps(GOOD), "", "[1, 2]"]
    for lines in (text, [t.encode() for t in text]):
        results = list(run_batch(lines))
        assert [r["line"] for r in results] == [1, 3]
        assert list(results[0])[:3] == ["id", "line", "rules"]
        assert list(results[1])[:3] == ["id", "line", "ok"]
        assert results[0] == {"id": "a", "line": 1, **score_record(GOOD)}
    assert "line" not in score_record(GOOD)  # the scorer's own answer is as it was


def test_no_exception_escapes_the_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []

    def explode(record: Any, lang: str = "en") -> dict[str, Any]:
        calls.append(record)
        if len(calls) == 1:
            raise RecursionError("maximum recursion depth exceeded")
        return {"id": record["id"], "ok": True}

    monkeypatch.setattr(batch_module, "score_record", explode)
    results = list(run_batch([good("a"), good("b")]))
    assert results[0]["line"] == 1 and results[0]["ok"] is False and results[0]["error"]["code"] == "internal_error"
    assert "line 1" in results[0]["error"]["message"]
    assert results[1] == {"id": "b", "line": 2, "ok": True}


def test_a_result_that_cannot_be_written_strictly_becomes_an_error() -> None:
    lines = batch_module.encode_results(
        [
            {"id": "q", "line": 7, "ok": False, "error": {"code": "bad_field", "message": "unknown field(s) x\udc80"}},
            {"id": "r", "line": 8, "ok": True, "total": float("nan")},
        ]
    )
    results = strict_results(b"".join(lines))
    assert results[0] == {
        "id": "q",
        "line": 7,
        "ok": False,
        "error": {"code": "bad_field", "message": "unknown field(s) x\\udc80"},
    }
    assert results[1]["id"] == "r" and results[1]["line"] == 8 and results[1]["ok"] is False
    assert results[1]["error"]["code"] == "internal_error" and "line 8" in results[1]["error"]["message"]


# --- whatever the bytes -------------------------------------------------------------------


@functools.cache
def scored_alone(index: int) -> dict[str, Any]:
    r = score_record(json.loads(REFERENCE[index]))
    assert r["ok"], r
    loaded: dict[str, Any] = json.loads(json.dumps(r, ensure_ascii=False))
    return loaded


_text = st.text(st.characters(exclude_categories=()), max_size=12)  # lone surrogates too
_json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | _text,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(_text, inner, max_size=4),
    max_leaves=12,
)


@st.composite
def _json_line(draw: st.DrawFn) -> bytes:
    """Arbitrary JSON: a value alone, or a reference record with one field replaced by it."""
    value = draw(_json_values)
    if draw(st.booleans()):
        record = json.loads(REFERENCE[draw(st.integers(0, len(REFERENCE) - 1))])
        record[
            draw(
                st.sampled_from(
                    ["id", "hand", "win", "melds", "flowers", "context", "options", "rules", "expect", "claim"]
                )
            )
        ] = value
        value = record
    text = json.dumps(value, ensure_ascii=draw(st.booleans()))  # NaN/Infinity written as such
    return text.encode("utf-8", "surrogatepass")  # a raw lone surrogate is invalid UTF-8


_garbage = st.one_of(
    _json_line(),
    st.binary(max_size=120).map(lambda b: b.replace(b"\n", b"")),
    st.sampled_from(
        [
            b"",
            b" ",
            b"\t\r",
            b"\r",
            BOM,
            b"\xff",
            b"\xc3",
            b"\xed\xa0\x80",
            b"NaN",
            b"-Infinity",
            b"[]",
            b"{}",
            b"null",
            b'"\\ud800"',
            b"\x00",
            b"\x0c",
            b"\xc2\xa0",
            b'{"id": 1e999}',
        ]
    ),
    st.integers(1, 3 * MAX_DEPTH).map(lambda n: b"[" * n + b"]" * n),
    st.integers(1, 12_000).map(lambda n: b'{"id": ' + b"9" * n + b"}"),
    st.integers(MAX_LINE_BYTES - 64, MAX_LINE_BYTES + 64).map(lambda n: b'{"id": "' + b"y" * n + b'"}'),
)
_line = st.one_of(st.integers(0, len(REFERENCE) - 1), _garbage)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(lines=st.lists(_line, max_size=40), bom=st.booleans(), crlf=st.booleans(), last_newline=st.booleans())
def test_any_bytes_give_one_strict_result_per_line(
    lines: list[int | bytes], bom: bool, crlf: bool, last_newline: bool
) -> None:
    raw = [REFERENCE[x].encode() if isinstance(x, int) else x for x in lines]
    end = b"\r\n" if crlf else b"\n"
    data = (BOM if bom else b"") + end.join(raw) + (end if last_newline and raw else b"")
    split = data.split(b"\n")
    split[0] = split[0].removeprefix(BOM)
    expected = [n for n, line in enumerate(split, 1) if line.strip(b" \t\r")]
    results = run(data)
    assert [r["line"] for r in results] == expected
    by_line = {r["line"]: r for r in results}
    for n, x in enumerate(lines, 1):
        if isinstance(x, int):  # a good line is scored exactly as alone
            assert by_line[n] == {"id": by_line[n]["id"], "line": n, **scored_alone(x)}, (n, by_line[n])


def test_characters_that_line_readers_break_on_are_written_escaped() -> None:
    """U+0085, U+2028 and U+2029 are raw in JSON strings but end a line for str.splitlines
    (found by the hypothesis test): one result must stay one line for every reader."""
    proc = subprocess.run(
        [sys.executable, "-m", "core.shells.cli", "batch"],
        input='{"\u0085": null}\n{"id": "a\u2028b"}\n'.encode(),
        capture_output=True,
        cwd=ROOT,
        timeout=60,
    )
    text = proc.stdout.decode("utf-8")
    assert proc.returncode == 0 and len(text.splitlines()) == 2
    assert [json.loads(line)["line"] for line in text.splitlines()] == [1, 2]
    assert json.loads(text.splitlines()[1])["id"] == "a\u2028b"


# --- mjscore batch --jobs N: the same bytes, in input order -------------------------------------


def _mixed_input() -> list[bytes]:
    """Lines of every sort: scorable hands, refusals, blank lines, a byte-order mark, bytes that
    are not UTF-8, a line that is not JSON, a claim in every language's words."""
    out = [b"\xef\xbb\xbf" + REFERENCE[0].encode("utf-8")]
    for i, line in enumerate(REFERENCE * 3):
        out.append(line.encode("utf-8"))
        if i % 17 == 0:
            out += [b"   \r", b"\xff\xfe not utf-8", b"{not json", b'{"id": %d, "rules": "mcr", "hand": "1z"}' % i]
    return out


def test_jobs_give_the_same_bytes_in_the_same_order(monkeypatch: Any) -> None:
    lines = _mixed_input()
    one = b"".join(batch_module.encoded_batch(lines, "ja", jobs=1))
    assert one == b"".join(batch_module.encode_results(run_batch(lines, "ja")))
    monkeypatch.setattr(batch_module, "CHUNK_LINES", 7)  # many chunks, the window full and drained
    monkeypatch.setattr(batch_module, "CHUNKS_PER_JOB", 2)
    two = b"".join(batch_module.encoded_batch(lines, "ja", jobs=2))
    assert two == one
    numbers = [json.loads(line)["line"] for line in two.splitlines()]
    assert numbers == sorted(numbers) and len(numbers) == sum(1 for line in lines if line.strip(b" \t\r"))


def test_the_command_line_takes_jobs_and_refuses_a_bad_count(tmp_path: Path) -> None:
    from core.shells.cli import main

    src = tmp_path / "in.jsonl"
    src.write_bytes(b"\n".join(_mixed_input()) + b"\n")
    outs = []
    for jobs in ("1", "2", "0"):
        dst = tmp_path / f"out{jobs}.jsonl"
        assert main(["batch", str(src), "-o", str(dst), "--jobs", jobs]) == 0
        outs.append(dst.read_bytes())
    assert outs[0] == outs[1] == outs[2]
    for bad in ("-1", "two", "1000"):
        with pytest.raises(SystemExit) as e:
            main(["batch", str(src), "--jobs", bad])
        assert e.value.code == 2
