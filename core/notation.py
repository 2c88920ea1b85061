"""Hand notation: parse and format, round-tripping like FEN.

Canonical form (what :func:`format_hand` writes)::

    123m456p11z [789s] [777z] [5555p] [3333s+] {9999m} +5p 1f2f

- standing tiles first, sorted, in mpsz runs (``0m 0p 0s`` are red fives);
- declared melds in the order declared: ``[123s]`` claimed chow, ``[777z]`` claimed pung,
  ``[7777z]`` exposed kong claimed from a discard, ``[7777z+]`` added kong (a claimed
  pung with the fourth tile added), ``{9999m}`` concealed kong;
- ``+5p``: the winning tile (absent for a standing hand; ``+?`` on a hand of 14 or 17
  tiles that has none, a hand before its discard);
- flowers ``1f``..``8f``.

What :func:`parse_hand` also accepts, normalised to the same hand:

- spaces, commas and any order of the parts; ``1m2m3m`` as well as ``123m``;
- without ``+``, a hand of 14 or 17 tiles (kongs counted as 3) is won on the **last standing
  tile written** (``111222333444z5p5p`` is won on 5p); 13 or 16 tiles is a standing hand;
- honours as letters: winds ``E S W N``; dragons ``C``/``R`` red (中), ``F``/``G`` green (發),
  ``P``/``Wh`` white (白); or as characters ``東南西北白發中`` (and ``东发``);
- flowers as characters ``春夏秋冬梅蘭菊竹`` (and ``兰``);
- meld words inside or before a bracket: ``[chi 123s]``, ``pon 777z``, ``kan 1111p``,
  ``kakan 1111p``, ``ankan 9999m`` (the words of the batch format).
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import FlowerError, HandError, NotationError
from .hand import Hand, Meld, MeldKind
from .tiles import Flower, Tile, format_tiles, make_kind

_LETTER_HONORS = {
    "E": 27,
    "S": 28,
    "W": 29,
    "N": 30,
    "P": 31,
    "Wh": 31,
    "F": 32,
    "G": 32,
    "C": 33,
    "R": 33,
}
_CHAR_HONORS = {
    "東": 27, "东": 27, "南": 28, "西": 29, "北": 30,
    "白": 31, "發": 32, "发": 32, "中": 33,
}
_CHAR_FLOWERS = {"春": 1, "夏": 2, "秋": 3, "冬": 4, "梅": 5, "蘭": 6, "兰": 6, "菊": 7, "竹": 8}
_MELD_WORDS = {
    "chi": MeldKind.CHOW,
    "chow": MeldKind.CHOW,
    "pon": MeldKind.PUNG,
    "pung": MeldKind.PUNG,
    "kan": MeldKind.KONG,
    "kong": MeldKind.KONG,
    "minkan": MeldKind.KONG,
    "kakan": MeldKind.ADDED_KONG,
    "shouminkan": MeldKind.ADDED_KONG,
    "ankan": MeldKind.CONCEALED_KONG,
}
_SEPARATORS = " \t\r\n,;_"


@dataclass(frozen=True, slots=True)
class _Item:
    """A parsed tile or flower with the offset it was written at."""

    tile: Tile | None
    flower: Flower | None
    pos: int


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.i = 0

    def error(self, message: str, pos: int | None = None, code: str = "bad_notation") -> NotationError:
        p = self.i if pos is None else pos
        return NotationError(f"{message} (at position {p + 1} of {self.text!r})", code=code, position=p)

    def peek(self) -> str:
        return self.text[self.i] if self.i < len(self.text) else ""

    def skip_separators(self) -> None:
        while self.i < len(self.text) and self.text[self.i] in _SEPARATORS:
            self.i += 1

    def read_word(self) -> str | None:
        """A lowercase meld word at the cursor, if any (not consumed otherwise)."""
        j = self.i
        while j < len(self.text) and self.text[j].isascii() and self.text[j].isalpha() and self.text[j].islower():
            j += 1
        word = self.text[self.i : j]
        if word in _MELD_WORDS:
            self.i = j
            return word
        return None

    def read_group(self, stop: str) -> list[_Item]:
        """Tiles and flowers up to a character in ``stop`` (or the end)."""
        items: list[_Item] = []
        digits: list[tuple[str, int]] = []
        while self.i < len(self.text):
            ch = self.text[self.i]
            if ch in stop:
                break
            if ch.isascii() and ch.isdigit():
                digits.append((ch, self.i))
                self.i += 1
                continue
            if ch in "mpszf":
                if not digits:
                    raise self.error(f"suit letter {ch!r} has no digits before it")
                for d, pos in digits:
                    items.append(self.make_item(int(d), ch, pos))
                digits = []
                self.i += 1
                continue
            if digits:
                d, pos = digits[0]
                raise self.error(f"digits {''.join(x for x, _ in digits)!r} have no suit letter (m, p, s, z or f)", pos)
            if ch in _SEPARATORS:
                self.i += 1
                continue
            if ch == "W" and self.text[self.i + 1 : self.i + 2] == "h":
                items.append(_Item(Tile(31), None, self.i))
                self.i += 2
                continue
            if ch in _LETTER_HONORS:
                items.append(_Item(Tile(_LETTER_HONORS[ch]), None, self.i))
                self.i += 1
                continue
            if ch in _CHAR_HONORS:
                items.append(_Item(Tile(_CHAR_HONORS[ch]), None, self.i))
                self.i += 1
                continue
            if ch in _CHAR_FLOWERS:
                items.append(_Item(None, Flower(_CHAR_FLOWERS[ch]), self.i))
                self.i += 1
                continue
            if ch in "[]{}+":
                raise self.error(f"unexpected {ch!r}")
            raise self.error(f"{ch!r} is not a tile: write tiles like 123m 456p 789s 1z or E S W N C F P")
        if digits:
            raise self.error(f"digits {''.join(x for x, _ in digits)!r} have no suit letter (m, p, s, z or f)", digits[0][1])
        return items

    def make_item(self, n: int, suit: str, pos: int) -> _Item:
        try:
            if suit == "f":
                if not 1 <= n <= 8:
                    raise FlowerError(
                        f"flower {n}f does not exist: flowers are 1f..8f "
                        f"(at position {pos + 1} of {self.text!r})",
                        code="bad_flower",
                        position=pos,
                    )
                return _Item(None, Flower(n), pos)
            if n == 0 and suit == "z":
                raise self.error("0z does not exist: 0 marks a red five of m, p or s", pos, code="bad_tile")
            kind = make_kind(n, suit)
            return _Item(Tile(kind, red=(n == 0)), None, pos)
        except NotationError as e:
            if e.position is not None:
                raise
            raise self.error(str(e), pos, code=e.code) from None


def _meld_from(items: list[_Item], word: str | None, closing: str, pos: int, parser: _Parser) -> Meld:
    if any(it.flower is not None for it in items):
        raise parser.error("a flower cannot be part of a meld", pos, code="bad_meld")
    tiles = [it.tile for it in items if it.tile is not None]
    if closing == "}":
        kind = MeldKind.CONCEALED_KONG
        if word is not None and _MELD_WORDS[word] is not MeldKind.CONCEALED_KONG:
            raise parser.error(f"braces {{...}} mark a concealed kong, not a {word}", pos, code="bad_meld")
    elif word is not None:
        kind = _MELD_WORDS[word]
    elif len(tiles) == 4:
        kind = MeldKind.KONG
    elif len(tiles) == 3 and len({t.kind for t in tiles}) == 1:
        kind = MeldKind.PUNG
    else:
        kind = MeldKind.CHOW
    try:
        return Meld(kind, tuple(tiles))
    except HandError as e:
        raise type(e)(f"{e} (at position {pos + 1} of {parser.text!r})", code=e.code, position=pos) from None


def _read_bracket_meld(p: _Parser, word: str | None, start: int) -> Meld:
    """A meld in ``[...]`` or ``{...}`` at the cursor; ``word`` is a meld word written before it."""
    opening = p.peek()
    closing = "]" if opening == "[" else "}"
    p.i += 1
    p.skip_separators()
    inner_word = p.read_word()
    if inner_word is not None and word is not None:
        raise p.error("two meld words for one meld", start, code="bad_meld")
    word = word or inner_word
    items = p.read_group("[]{}+")
    added = False
    if p.peek() == "+" and closing == "]":
        added = True
        p.i += 1
        p.skip_separators()
    if p.peek() != closing:
        raise p.error(f"meld opened with {opening!r} at position {start + 1} is not closed with {closing!r}", code="bad_meld")
    p.i += 1
    if added:
        if word is not None and _MELD_WORDS[word] is not MeldKind.ADDED_KONG:
            raise p.error(f"'+' inside a meld marks an added kong, not a {word}", start, code="bad_meld")
        word = "kakan"
    if not items:
        raise p.error("empty meld", start, code="bad_meld")
    return _meld_from(items, word, closing, start, p)


def parse_hand(text: str) -> Hand:
    """Parse hand notation (see the module doc). Raises :class:`~core.errors.HandError`."""
    if not isinstance(text, str):
        raise NotationError(f"hand notation must be text, not {type(text).__name__}")
    p = _Parser(text)
    standing: list[_Item] = []
    flowers: list[_Item] = []
    melds: list[Meld] = []
    win: _Item | None = None
    no_win = False
    while True:
        p.skip_separators()
        if p.i >= len(text):
            break
        ch = p.peek()
        start = p.i
        word = p.read_word()
        if word is not None:
            p.skip_separators()
            ch = p.peek()
            if ch not in "[{":
                # word form as in the batch format: the meld's tiles run up to the next space
                items = p.read_group("[]{}+" + _SEPARATORS)
                melds.append(_meld_from(items, word, "]", start, p))
                continue
        if ch in "[{":
            melds.append(_read_bracket_meld(p, word, start))
            continue
        if ch == "+":
            if win is not None or no_win:
                raise p.error("a second winning tile marked with '+': a hand wins on one tile")
            p.i += 1
            p.skip_separators()
            if p.peek() == "?":  # '+?': no winning tile (a full hand before its discard)
                p.i += 1
                no_win = True
                continue
            items = p.read_group("[]{}+" + _SEPARATORS)
            tiles = [it for it in items if it.tile is not None]
            if len(tiles) != 1:
                raise p.error("'+' must be followed by exactly one winning tile, like +5p", start)
            win = tiles[0]
            flowers.extend(it for it in items if it.flower is not None)
            continue
        if ch in "]}":
            raise p.error(f"{ch!r} closes a meld that was never opened")
        # one part at a time, so that a meld word after standing tiles starts a new part
        items = p.read_group("[]{}+" + _SEPARATORS)
        for it in items:
            (standing if it.tile is not None else flowers).append(it)
    size = len(standing) + 3 * len(melds)
    if win is None and not no_win and size % 3 == 2 and standing:
        last = max(standing, key=lambda it: it.pos)
        standing.remove(last)
        win = last
    seen: dict[int, int] = {}
    for it in flowers:
        assert it.flower is not None
        if it.flower.number in seen:
            raise FlowerError(
                f"flower {it.flower} appears twice (at positions {seen[it.flower.number] + 1} and {it.pos + 1}): "
                f"there is one of each flower",
                position=it.pos,
            )
        seen[it.flower.number] = it.pos
    return Hand(
        standing=tuple(it.tile for it in standing if it.tile is not None),
        melds=tuple(melds),
        win=win.tile if win is not None else None,
        flowers=tuple(it.flower for it in flowers if it.flower is not None),
    )


def format_meld(m: Meld) -> str:
    body = format_tiles(m.tiles)
    if m.kind is MeldKind.CONCEALED_KONG:
        return "{" + body + "}"
    if m.kind is MeldKind.ADDED_KONG:
        return f"[{body}+]"
    return f"[{body}]"


def format_flowers(flowers: tuple[Flower, ...] | list[Flower]) -> str:
    """Flowers in canonical form, each with its own ``f``: ``1f2f`` (as the module doc shows)."""
    return "".join(str(f) for f in sorted(flowers))


def format_hand(hand: Hand) -> str:
    """The canonical notation of a hand; ``parse_hand(format_hand(h)) == h``."""
    parts: list[str] = []
    if hand.standing:
        parts.append(format_tiles(hand.standing))
    parts.extend(format_meld(m) for m in hand.melds)
    if hand.win is not None:
        parts.append("+" + format_tiles([hand.win]))
    elif hand.size % 3 == 2:
        parts.append("+?")  # all the tiles of a won hand but no winning tile: before a discard
    if hand.flowers:
        parts.append(format_flowers(hand.flowers))
    return " ".join(parts)


def parse_tiles(text: str) -> list[Tile]:
    """Plain tiles with no melds, winning mark or flowers, in the order written (e.g. dora indicators)."""
    if not isinstance(text, str):
        raise NotationError(f"tiles must be text, not {type(text).__name__}")
    p = _Parser(text)
    items = p.read_group("")
    out: list[Tile] = []
    for it in items:
        if it.flower is not None:
            raise NotationError(f"flower {it.flower} is not allowed here (at position {it.pos + 1} of {text!r})", code="bad_tile", position=it.pos)
        assert it.tile is not None
        out.append(it.tile)
    return out


def parse_flowers(text: str) -> list[Flower]:
    """Flower tiles only: ``'1f5f'`` or ``'春梅'``."""
    if not isinstance(text, str):
        raise NotationError(f"flowers must be text, not {type(text).__name__}")
    p = _Parser(text)
    items = p.read_group("")
    out: list[Flower] = []
    seen: set[int] = set()
    for it in items:
        if it.flower is None:
            raise NotationError(f"{it.tile} is not a flower (at position {it.pos + 1} of {text!r}): flowers are 1f..8f", code="bad_flower", position=it.pos)
        if it.flower.number in seen:
            raise FlowerError(f"flower {it.flower} appears twice in {text!r}", position=it.pos)
        seen.add(it.flower.number)
        out.append(it.flower)
    return out


def parse_meld(text: str) -> Meld:
    """One meld in batch-format words (``'pon 777z'``) or bracket form (``'[777z]'``, ``'{9999m}'``),
    or both (``'pon [777z]'``), as :func:`parse_hand` reads a meld."""
    if not isinstance(text, str):
        raise NotationError(f"a meld must be text, not {type(text).__name__}", code="bad_meld")
    p = _Parser(text)
    p.skip_separators()
    start = p.i
    word = p.read_word()
    p.skip_separators()
    if p.peek() in ("[", "{"):
        meld = _read_bracket_meld(p, word, start)
    elif word is None:
        raise NotationError(
            f"meld {text!r} must start with chi, pon, kan, kakan or ankan (or be written in brackets)",
            code="bad_meld",
        )
    else:
        items = p.read_group("[]{}+")
        if not items:
            raise NotationError(f"meld {text!r} has no tiles", code="bad_meld")
        meld = _meld_from(items, word, "]", start, p)
    p.skip_separators()
    if p.i != len(text):
        raise p.error("unexpected text after the meld", code="bad_meld")
    return meld


_CLOSING = {"[": "]", "{": "}", "(": ")"}
_SUITS = frozenset("mpszfMPSZF")


def error_span(text: str, position: int) -> tuple[int, int]:
    """The part of ``text`` an error at ``position`` is about, as ``(start, end)``: a whole
    bracketed meld (``[124m]``) when the position is in one, else the run of tile notation
    around it (``8z``, ``+1z``). A window selects it; the core's errors give the position."""
    if not text:
        return 0, 0
    position = max(0, min(position, len(text) - 1))
    # inside (or on) a bracket: from the opening bracket to its closing one, or the end
    opening = max(text.rfind(o, 0, position + 1) for o in _CLOSING)
    if opening >= 0:
        close = text.find(_CLOSING[text[opening]], opening + 1)
        before_close = text.rfind(_CLOSING[text[opening]], 0, position) if position > opening else -1
        if before_close < opening:  # the bracket at ``opening`` is still open at ``position``
            return opening, (close + 1 if close >= 0 else len(text))
    start = end = position
    ch = text[position]
    if ch.isdigit() or ch == "+":  # the tile: its digits and the suit letter after them
        end = position + 1
        while end < len(text) and text[end].isdigit():
            end += 1
        if end < len(text) and text[end] in _SUITS:
            end += 1
    elif ch in _SUITS:  # a suit letter: the digits before it too
        while start > 0 and text[start - 1].isdigit():
            start -= 1
        end = position + 1
    else:  # a character that is no notation at all: that character
        end = position + 1
    return start, end
