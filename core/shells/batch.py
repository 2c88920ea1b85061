"""The JSON Lines batch format (``shared/spec/batch.md``): one hand in, one result out.

:func:`score_record` turns one input object into one result object and never raises for
bad input: an input it cannot read or score yields ``{"id", "ok": false, "error"}``.

:func:`run_batch` is the reader around it, safe for any bytes: each non-blank line gives
exactly one result carrying its ``line`` number, whether the line is invalid UTF-8, not
JSON, too long, nested too deep or a record that cannot be scored; :func:`encode_results`
writes them as strict JSON (never ``NaN``, never a lone surrogate), one UTF-8 line each.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from json.encoder import JSONEncoder, c_make_encoder, encode_basestring  # type: ignore[attr-defined]
from typing import IO, Any, Final

from core.model.errors import HandError
from core.referee.batch_format import score_record

#: the most bytes one input line may hold (its line feed not counted)
MAX_LINE_BYTES = 64 * 1024
#: the deepest nesting of arrays and objects a line may have (a record needs 3)
MAX_DEPTH = 32
#: the most digits a number may be written with (Python refuses integers beyond 4,300)
MAX_DIGITS = 100
#: the longest text the fields ``hand``, ``win``, ``flowers`` and each meld may hold
MAX_TEXT = 256
#: the most declared melds a record may list
MAX_MELDS = 8

_BOM = b"\xef\xbb\xbf"
_BLANK = b" \t\r"  # JSON's whitespace, the line feed aside: a line of only these is blank
#: a JSON string, or an unterminated one up to the end of the line (possessive: linear time)
_STRING = re.compile(r'"[^"\\]*+(?:\\.[^"\\]*+)*+(?:"|\\?\Z)', re.DOTALL)
_BRACKETS = re.compile(r"[^\[\]{}]+")
_LONG_NUMBER = re.compile(f"[0-9]{{{MAX_DIGITS + 1},}}")


class InputReadError(Exception):
    """Reading the input stream failed (not a bad line: the bytes could not be had)."""

    def __init__(self, error: OSError) -> None:
        super().__init__(str(error))
        self.error = error


def _readline(stream: IO[bytes], limit: int) -> bytes:
    try:
        return stream.readline(limit)
    except OSError as e:
        raise InputReadError(e) from e


def read_lines(stream: IO[bytes]) -> Iterator[bytes]:
    """The lines of a byte stream, split on ``\\n`` only and without it.

    A line longer than :data:`MAX_LINE_BYTES` is not held in memory: it comes out cut to
    ``MAX_LINE_BYTES + 1`` bytes (which :func:`run_batch` refuses as too long) and the rest
    of it is skipped. A failure to read raises :class:`InputReadError`.
    """
    while True:
        chunk = _readline(stream, MAX_LINE_BYTES + 1)
        if not chunk:
            return
        if chunk.endswith(b"\n"):
            yield chunk[:-1]
            continue
        if len(chunk) > MAX_LINE_BYTES:
            rest = chunk
            while rest and not rest.endswith(b"\n"):
                rest = _readline(stream, MAX_LINE_BYTES)
        yield chunk


def _error(rid: Any, n: int, code: str, message: str) -> dict[str, Any]:
    return {"id": rid, "line": n, "ok": False, "error": {"code": code, "message": message}}


#: every byte but the digits and the opening brackets (see :func:`_plainly_shaped`)
_NOT_DIGIT_OR_OPENING: Final = bytes(b for b in range(256) if b not in b"0123456789[{")


def _plainly_shaped(line: bytes) -> bool:
    """Whether a line holds too few opening brackets to nest deeper than :data:`MAX_DEPTH` and
    too few digits for a number of more than :data:`MAX_DIGITS` (:func:`_shape_problem` has
    nothing to say then): counted in one pass by ``bytes.translate``, where searching a regular
    expression costs ~100 instructions a character (every line is asked)."""
    kept = line.translate(None, _NOT_DIGIT_OR_OPENING)
    openings = kept.count(b"[") + kept.count(b"{")
    return openings <= MAX_DEPTH and len(kept) - openings <= MAX_DIGITS


def _shape_problem(text: str) -> tuple[str, str] | None:
    """What makes a line too costly to parse as JSON (nesting, a number's digits), if anything.

    Cheap for every ordinary line: the full scan runs only when the line holds more brackets
    than :data:`MAX_DEPTH` or a run of digits longer than :data:`MAX_DIGITS`, and then looks
    only outside strings.
    """
    many_brackets = text.count("[") + text.count("{") > MAX_DEPTH
    if not many_brackets and _LONG_NUMBER.search(text) is None:
        return None
    bare = _STRING.sub('""', text)  # the line's structure, its strings emptied
    number = _LONG_NUMBER.search(bare)
    if number is not None:
        return "number_too_long", (
            f"a number is written with {number.end() - number.start()} digits; at most {MAX_DIGITS} are read"
        )
    if many_brackets:
        depth = 0
        for ch in _BRACKETS.sub("", bare):
            depth += 1 if ch in "[{" else -1
            if depth > MAX_DEPTH:
                return "too_deep", f"arrays and objects are nested more than {MAX_DEPTH} deep"
    return None


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number strict JSON knows")


def read_json(text: str, what: str) -> Any:
    """``text`` read as strict JSON (a command line's ``--claim``, ``--facts``, an entry): what
    the batch reader refuses is refused here too, with ``what`` named: nesting deeper than
    :data:`MAX_DEPTH`, a number of more than :data:`MAX_DIGITS` digits, NaN and Infinity."""
    problem = _shape_problem(text)
    if problem is not None:
        raise HandError(f"{what} is refused: {problem[1]}", code=problem[0])
    try:
        return json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as e:
        raise HandError(f"{what} is not JSON: {e.msg} at column {e.colno}", code="bad_json") from None
    except (ValueError, RecursionError) as e:
        raise HandError(f"{what} cannot be read as JSON: {e}", code="bad_json") from None


def _id_problem(rid: Any) -> str | None:
    """Why an ``id`` cannot be echoed as strict JSON, if it cannot."""
    # the ids a referee's records carry, checked without encoding them (every line has one)
    if rid is None or type(rid) is int or type(rid) is bool:
        return None
    if type(rid) is str:
        try:
            rid.encode("utf-8")
        except UnicodeEncodeError:
            return "holds a lone surrogate (half of a UTF-16 pair), which is not text"
        return None
    try:
        json.dumps(rid, ensure_ascii=False, allow_nan=False).encode("utf-8")
    except UnicodeEncodeError:
        return "holds a lone surrogate (half of a UTF-16 pair), which is not text"
    except ValueError:
        return "holds a number that is not finite, which strict JSON cannot write"
    except (TypeError, RecursionError):
        return "is not a JSON value"
    return None


def _field_problem(record: Mapping[str, Any]) -> str | None:
    """A text field or list longer than a hand can be, if any (the scorer is not asked then).
    Only lengths are looked at until one is too long: every line is asked."""
    melds = record.get("melds")
    if isinstance(melds, list) and len(melds) > MAX_MELDS:
        return f"field 'melds' lists {len(melds)} melds; at most {MAX_MELDS}"
    for key in ("hand", "win", "flowers"):
        value = record.get(key)
        if isinstance(value, str) and len(value) > MAX_TEXT:
            return f"field '{key}' is {len(value)} characters long; at most {MAX_TEXT}"
    if isinstance(melds, list):
        for i, m in enumerate(melds):
            if isinstance(m, str) and len(m) > MAX_TEXT:
                return f"field 'melds'[{i}] is {len(m)} characters long; at most {MAX_TEXT}"
    return None


#: json's scanner of one value from a position: what ``json.loads`` runs, without its wrapper
_scan_value: Final[Callable[[str, int], tuple[Any, int]]] = json.JSONDecoder().scan_once  # type: ignore[attr-defined]


def _loaded(text: str) -> Any:
    """``json.loads(text)``, raising what it raises. A line that is one object with nothing
    around it (every line a program writes) is read by the scanner alone: ``loads`` wraps it in
    three calls and two searches for spaces, a third of what reading a line costs."""
    if text.startswith("{") and text.endswith("}"):
        try:
            value, end = _scan_value(text, 0)
        except (StopIteration, ValueError, RecursionError):
            pass  # loads says what is wrong, as it says it
        else:
            if end == len(text):
                return value
    return json.loads(text)


def _read_line(n: int, line: bytes, lang: str = "en") -> dict[str, Any]:
    """The result of one non-blank input line (``line`` right after ``id``)."""
    if len(line) > MAX_LINE_BYTES:
        return _error(None, n, "line_too_long", f"line {n} is longer than {MAX_LINE_BYTES} bytes")
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as e:
        return _error(
            None, n, "bad_utf8", f"line {n} is not UTF-8 text: byte {e.start + 1} (0x{line[e.start]:02x}) {e.reason}"
        )
    problem = None if _plainly_shaped(line) else _shape_problem(text)
    if problem is not None:
        return _error(None, n, problem[0], f"line {n} is refused: {problem[1]}")
    try:
        record = _loaded(text)
    except json.JSONDecodeError as e:
        return _error(None, n, "bad_json", f"line {n} is not JSON: {e.msg} at column {e.colno}")
    except (ValueError, RecursionError) as e:  # what the scan above did not foresee
        return _error(None, n, "bad_json", f"line {n} cannot be read as JSON: {e}")
    if isinstance(record, dict):
        rid = record.get("id")
        why = _id_problem(rid)
        if why is not None:
            return _error(None, n, "bad_id", f"line {n} is refused: field 'id' {why}")
        why = _field_problem(record)
        if why is not None:
            return _error(rid, n, "field_too_long", f"line {n} is refused: {why}")
    result = score_record(record, lang)
    return {"id": result.get("id"), "line": n, **result}


def _numbered(lines: Iterable[str | bytes]) -> Iterator[tuple[int, bytes]]:
    """The non-blank lines as bytes with their 1-based number (a byte-order mark before the
    first line dropped; a line of only spaces, tabs and carriage returns is blank)."""
    for n, line in enumerate(lines, 1):
        if isinstance(line, str):
            line = line.encode("utf-8", "surrogatepass")
        if n == 1:
            line = line.removeprefix(_BOM)
        if line.strip(_BLANK):
            yield n, line


def _result(n: int, line: bytes, lang: str) -> dict[str, Any]:
    """The result of line ``n``, whatever it holds: a bug gives an error object, never stops the run."""
    try:
        return _read_line(n, line, lang)
    except Exception as e:  # a bug must not stop a referee's whole run
        return _error(
            None, n, "internal_error", f"line {n}: the batch reader failed ({type(e).__name__}: {e}); please report it"
        )


def run_batch(lines: Iterable[str | bytes], lang: str = "en") -> Iterator[dict[str, Any]]:
    """One result per non-blank input line, in order, each with its 1-based ``line``.

    Lines are bytes (what :func:`read_lines` gives) or text; a line of only spaces, tabs and
    carriage returns is blank. A byte-order mark before the first line is ignored. Nothing
    a line holds stops the run: a line that cannot be read gives an error object. The
    verdicts of claims speak ``lang``.
    """
    for n, line in _numbered(lines):
        yield _result(n, line, lang)


#: the lines a worker process is handed at once, and how many such chunks may wait per worker:
#: a chunk is large enough that sending it costs little beside scoring it, and the window keeps
#: memory bounded whatever the input's length
CHUNK_LINES: Final = 256
CHUNKS_PER_JOB: Final = 4


def _encoded_chunk(chunk: list[tuple[int, bytes]], lang: str) -> bytes:
    """A worker's part: the lines of a chunk read, scored and encoded, in order, as one block."""
    return b"".join(_encode(_result(n, line, lang)) for n, line in chunk)


def _chunks(numbered: Iterator[tuple[int, bytes]], size: int) -> Iterator[list[tuple[int, bytes]]]:
    chunk: list[tuple[int, bytes]] = []
    for item in numbered:
        chunk.append(item)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def encoded_batch(lines: Iterable[str | bytes], lang: str = "en", jobs: int = 1) -> Iterator[bytes]:
    """What :func:`run_batch` and :func:`encode_results` write, as blocks of bytes, with the
    lines scored by ``jobs`` processes (1: in this one). The output is the same bytes whatever
    ``jobs`` is: the chunks of lines are written in the order they were read, and at most
    ``jobs`` x :data:`CHUNKS_PER_JOB` chunks are in flight, so memory does not grow with the input."""
    if jobs <= 1:
        yield from encode_results(run_batch(lines, lang))
        return
    import multiprocessing
    from collections import deque
    from concurrent.futures import Future, ProcessPoolExecutor

    # workers started clean (forkserver; spawn where there is none, as on Windows), never forked
    # from a caller that may hold threads and their locks (a window, a test session)
    method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
    with ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context(method)) as pool:
        waiting: deque[Future[bytes]] = deque()
        for chunk in _chunks(_numbered(lines), CHUNK_LINES):
            waiting.append(pool.submit(_encoded_chunk, chunk, lang))
            if len(waiting) >= jobs * CHUNKS_PER_JOB:
                yield waiting.popleft().result()
        while waiting:
            yield waiting.popleft().result()


#: characters that JSON leaves raw but that many line readers (Python's str.splitlines, JavaScript
#: before ES2019) take for line ends: written escaped, so that one result stays one line
_LINE_BREAKERS: Final = {ord("\u0085"): "\\u0085", ord("\u2028"): "\\u2028", ord("\u2029"): "\\u2029"}


def _without_line_breakers(text: str) -> str:
    """``text`` with the line breakers escaped. Each is looked for with ``in`` first, which
    costs next to nothing, where a regular expression or str.translate over a text with CJK
    names costs ~100 instructions a character; almost no result holds one."""
    if "\u2028" in text or "\u2029" in text or "\x85" in text:
        return text.translate(_LINE_BREAKERS)
    return text


def _strict_encoder() -> Callable[[Any], str]:
    """What ``json.dumps(value, ensure_ascii=False, allow_nan=False)`` writes, by one encoder
    made once: ``dumps`` makes a new one for every call (~10k instructions). A value it cannot
    write raises ValueError, TypeError or RecursionError as ``dumps`` does (a circle of
    references is not looked for: it is no value a result holds, and recurses until refused)."""
    if c_make_encoder is None:  # a Python without json's C accelerator
        return JSONEncoder(ensure_ascii=False, allow_nan=False, check_circular=False).encode
    chunks = c_make_encoder(None, JSONEncoder().default, encode_basestring, None, ": ", ", ", False, False, False)
    return lambda value: "".join(chunks(value, 0))


#: a value as strict JSON text (see :func:`_strict_encoder`)
_json_text: Final = _strict_encoder()

#: the keys of an item of a result, in the order :func:`~core.referee.batch_format.result_object` writes them,
#: and the types of their values whose written form is kept (an item is kept by its values, and ``True == 1``)
_ITEM_KEYS: Final = ("id", "en", "zh", "value", "count")
_ITEM_TYPES: Final = (str, str, str, int, int)
#: the most items :data:`_ITEMS_WRITTEN` keeps (emptied when full: memory stays flat however long the input)
_ITEMS_KEPT: Final = 4096
#: each item written so far, as UTF-8 bytes, by its values
_ITEMS_WRITTEN: dict[tuple[Any, ...], bytes] = {}


def _items_bytes(items: list[Any]) -> bytes | None:
    """A result's ``items`` as strict JSON in UTF-8 without the brackets, or ``None`` when one
    is not an item as a score writes it. The same items come in line after line, most with CJK
    names that cost more to write than all the rest of a result: each is written once and kept."""
    written = []
    for item in items:
        if type(item) is not dict or tuple(item) != _ITEM_KEYS:
            return None
        key = tuple(item.values())
        if tuple(map(type, key)) != _ITEM_TYPES:
            return None
        found = _ITEMS_WRITTEN.get(key)
        if found is None:
            if len(_ITEMS_WRITTEN) >= _ITEMS_KEPT:
                _ITEMS_WRITTEN.clear()
            found = _ITEMS_WRITTEN[key] = _without_line_breakers(_json_text(item)).encode("utf-8")
        written.append(found)
    return b", ".join(written)


#: what stands for a result's items while the rest of it is written: a text no result holds
#: (and if one did, it would be written twice, which :func:`_strict` sees)
_ITEMS_MARK: Final = "\x00items"
_ITEMS_MARK_JSON: Final = _json_text(_ITEMS_MARK)


def _strict(result: Mapping[str, Any]) -> bytes:
    """``result`` as one line of strict JSON in UTF-8 (``json.dumps`` with ``ensure_ascii=False,
    allow_nan=False``, the line breakers escaped); raises what ``json.dumps`` raises, or
    UnicodeEncodeError. A score's items are joined in as bytes, written once (see
    :func:`_items_bytes`): a CJK text joined to ASCII ones is widened character by character,
    and then encoded again."""
    items = result.get("items")
    if type(result) is dict and type(items) is list and items:
        written = _items_bytes(items)
        if written is not None:
            text = _without_line_breakers(_json_text({**result, "items": _ITEMS_MARK}))
            if text.count(_ITEMS_MARK_JSON) == 1:
                head, tail = text.split(_ITEMS_MARK_JSON)
                return b"".join((head.encode("utf-8"), b"[", written, b"]", (tail + "\n").encode("utf-8")))
    return (_without_line_breakers(_json_text(result)) + "\n").encode("utf-8")


def _printable(text: Any) -> str:
    return str(text).encode("utf-8", "backslashreplace").decode("utf-8")


def _encode(r: Mapping[str, Any]) -> bytes:
    """One result as a line of strict JSON in UTF-8, or the error that stands for it."""
    try:
        return _strict(r)
    except (ValueError, TypeError, RecursionError):  # UnicodeEncodeError is a ValueError
        pass
    line, rid, error = r.get("line"), r.get("id"), r.get("error")
    if _id_problem(rid) is not None:
        rid = None
    if r.get("ok") is False and isinstance(error, Mapping):
        try:
            return _strict(
                {
                    "id": rid,
                    "line": line,
                    "ok": False,
                    "error": {"code": _printable(error.get("code")), "message": _printable(error.get("message"))},
                }
            )
        except (ValueError, TypeError, RecursionError):
            pass
    return _strict(
        {
            "id": rid,
            "line": line,
            "ok": False,
            "error": {
                "code": "internal_error",
                "message": f"line {line}: the result cannot be written as strict JSON; please report it",
            },
        }
    )


def encode_results(results: Iterable[Mapping[str, Any]]) -> Iterator[bytes]:
    """Each result as one line of strict JSON in UTF-8.

    A result that cannot be written so (a message quoting a lone surrogate of the input, a
    non-finite number) is written as an error: the message with such characters escaped as
    ``\\udc80``, or an ``internal_error`` naming the line.
    """
    return map(_encode, results)
