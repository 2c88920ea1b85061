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

import re
from collections.abc import Collection
from typing import Final, NamedTuple, TypeVar

from core.model.errors import FlowerError, HandError, NotationError
from core.model.hand import MELD_KIND_NAMES, Hand, Meld, MeldKind, is_full_size
from core.model.names import Names, joined, same
from core.model.tiles import E_NO_FLOWER, Flower, Tile, make_kind

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
    "東": 27,
    "东": 27,
    "南": 28,
    "西": 29,
    "北": 30,
    "白": 31,
    "發": 32,
    "发": 32,
    "中": 33,
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

# the parser's errors in every language (``str.format`` templates; the English is the message)
#: where in the text an error is: appended to every error of the parser
AT_POSITION = Names(
    " (at position {pos} of {text!r})",
    "（第 {pos} 个字符，{text!r}）",
    "（第 {pos} 個字元，{text!r}）",
    "（{text!r} の {pos} 文字目）",
)
E_SUIT_NO_DIGITS = Names(
    "suit letter {ch!r} has no digits before it",
    "花色字母 {ch!r} 前面没有数字",
    "花色字母 {ch!r} 前面沒有數字",
    "種類の文字 {ch!r} の前に数字がありません",
)
E_DIGITS_NO_SUIT = Names(
    "digits {digits!r} have no suit letter (m, p, s, z or f)",
    "数字 {digits!r} 后面没有花色字母（m、p、s、z 或 f）",
    "數字 {digits!r} 後面沒有花色字母（m、p、s、z 或 f）",
    "数字 {digits!r} の後に種類の文字（m・p・s・z・f）がありません",
)
E_UNEXPECTED = Names("unexpected {ch!r}", "此处不应出现 {ch!r}", "此處不應出現 {ch!r}", "ここに {ch!r} は書けません")
E_NOT_A_TILE = Names(
    "{ch!r} is not a tile: write tiles like 123m 456p 789s 1z or E S W N C F P",
    "{ch!r} 不是牌：请写成 123m 456p 789s 1z 或 E S W N C F P 这样的牌",
    "{ch!r} 不是牌：請寫成 123m 456p 789s 1z 或 E S W N C F P 這樣的牌",
    "{ch!r} は牌ではありません：123m 456p 789s 1z や E S W N C F P のように書いてください",
)
E_ZERO_Z = Names(
    "0z does not exist: 0 marks a red five of m, p or s",
    "0z 不存在：0 表示 m、p 或 s 的红五",
    "0z 不存在：0 表示 m、p 或 s 的紅五",
    "0z はありません：0 は m・p・s の赤五を表します",
)
E_FLOWER_IN_MELD = Names(
    "a flower cannot be part of a meld", "副露中不能有花牌", "副露中不能有花牌", "花牌は面子に入れられません"
)
E_BRACES = Names(
    "braces {{...}} mark a concealed kong, not a {word}",
    "花括号 {{...}} 表示暗杠，不是{word}",
    "大括號 {{...}} 表示暗槓，不是{word}",
    "波括弧 {{...}} は暗槓を表します（{word}ではありません）",
)
E_TWO_WORDS = Names(
    "two meld words for one meld",
    "一副副露写了两个类型词",
    "一副副露寫了兩個類型詞",
    "1 つの面子に種類の語が 2 つあります",
)
E_NOT_CLOSED = Names(
    "meld opened with {opening!r} at position {start} is not closed with {closing!r}",
    "第 {start} 个字符以 {opening!r} 开始的副露没有用 {closing!r} 结束",
    "第 {start} 個字元以 {opening!r} 開始的副露沒有用 {closing!r} 結束",
    "{start} 文字目の {opening!r} で始まる面子が {closing!r} で閉じられていません",
)
E_PLUS_IN_MELD = Names(
    "'+' inside a meld marks an added kong, not a {word}",
    "副露内的 '+' 表示加杠，不是{word}",
    "副露內的 '+' 表示加槓，不是{word}",
    "面子の中の '+' は加槓を表します（{word}ではありません）",
)
E_EMPTY_MELD = Names("empty meld", "副露是空的", "副露是空的", "面子が空です")
E_SECOND_WIN = Names(
    "a second winning tile marked with '+': a hand wins on one tile",
    "又用 '+' 标了一张和牌张：一手牌只和一张牌",
    "又用 '+' 標了一張和牌張：一手牌只和一張牌",
    "'+' で 2 枚目の和了牌が示されています：和了牌は 1 枚だけです",
)
E_PLUS_ONE_TILE = Names(
    "'+' must be followed by exactly one winning tile, like +5p",
    "'+' 后面必须正好是一张和牌张，如 +5p",
    "'+' 後面必須正好是一張和牌張，如 +5p",
    "'+' の後には和了牌をちょうど 1 枚書いてください（例：+5p）",
)
E_NEVER_OPENED = Names(
    "{ch!r} closes a meld that was never opened",
    "{ch!r} 结束了一个没有开始的副露",
    "{ch!r} 結束了一個沒有開始的副露",
    "{ch!r} で閉じる面子が始まっていません",
)
E_FLOWER_TWICE_AT = Names(
    "flower {flower} appears twice (at positions {first} and {second}): there is one of each flower",
    "花牌 {flower} 出现了两次（第 {first} 和第 {second} 个字符）：每种花牌只有一张",
    "花牌 {flower} 出現了兩次（第 {first} 和第 {second} 個字元）：每種花牌只有一張",
    "花牌 {flower} が 2 回あります（{first} 文字目と {second} 文字目）：花牌は各 1 枚です",
)
E_HAND_NOT_TEXT = Names(
    "hand notation must be text, not {type}",
    "手牌记法必须是文本，不是 {type}",
    "手牌記法必須是文字，不是 {type}",
    "手牌の表記は文字列で書いてください（{type} ではなく）",
)
E_TILES_NOT_TEXT = Names(
    "tiles must be text, not {type}",
    "牌必须写成文本，不是 {type}",
    "牌必須寫成文字，不是 {type}",
    "牌は文字列で書いてください（{type} ではなく）",
)
E_FLOWERS_NOT_TEXT = Names(
    "flowers must be text, not {type}",
    "花牌必须写成文本，不是 {type}",
    "花牌必須寫成文字，不是 {type}",
    "花牌は文字列で書いてください（{type} ではなく）",
)
E_MELD_NOT_TEXT = Names(
    "a meld must be text, not {type}",
    "副露必须写成文本，不是 {type}",
    "副露必須寫成文字，不是 {type}",
    "面子は文字列で書いてください（{type} ではなく）",
)
E_FLOWER_HERE = Names(
    "flower {flower} is not allowed here",
    "此处不能写花牌 {flower}",
    "此處不能寫花牌 {flower}",
    "ここに花牌 {flower} は書けません",
)
E_NOT_A_FLOWER = Names(
    "{tile} is not a flower (at position {pos} of {text!r}): flowers are 1f..8f",
    "{tile} 不是花牌（第 {pos} 个字符，{text!r}）：花牌为 1f..8f",
    "{tile} 不是花牌（第 {pos} 個字元，{text!r}）：花牌為 1f..8f",
    "{tile} は花牌ではありません（{text!r} の {pos} 文字目）：花牌は 1f..8f です",
)
E_FLOWER_TWICE_IN = Names(
    "flower {flower} appears twice in {text!r}",
    "花牌 {flower} 在 {text!r} 中出现了两次",
    "花牌 {flower} 在 {text!r} 中出現了兩次",
    "{text!r} に花牌 {flower} が 2 回あります",
)
E_MELD_START = Names(
    "meld {text!r} must start with chi, pon, kan, kakan or ankan (or be written in brackets)",
    "副露 {text!r} 必须以 chi、pon、kan、kakan 或 ankan 开头（或写在括号里）",
    "副露 {text!r} 必須以 chi、pon、kan、kakan 或 ankan 開頭（或寫在括號裡）",
    "面子 {text!r} は chi・pon・kan・kakan・ankan のどれかで始めてください（または括弧で囲みます）",
)
E_MELD_NO_TILES = Names(
    "meld {text!r} has no tiles", "副露 {text!r} 没有牌", "副露 {text!r} 沒有牌", "面子 {text!r} に牌がありません"
)
E_AFTER_MELD = Names(
    "unexpected text after the meld", "副露后面有多余的文字", "副露後面有多餘的文字", "面子の後に余分な文字があります"
)


def _word_names(word: str) -> Names:
    """A meld word as typed (``chi``, ``pung``...): the word in English, the kind's name in the others."""
    kind = MELD_KIND_NAMES[_MELD_WORDS[word]]
    return Names(word, kind.zh_hans, kind.zh_hant, kind.ja)


def names_of(e: HandError) -> Names:
    """An error's text in every language (its English message where the core gives no other)."""
    return e.names if e.names is not None else same(e.message)


def at_position(what: Names, pos: int, text: str) -> Names:
    """``what`` followed by where in ``text`` it is (``pos``: 0-based), in every language."""
    return joined(what, AT_POSITION.format(pos=pos + 1, text=text))


class _Item(NamedTuple):
    """A parsed tile or flower with the offset it was written at."""

    tile: Tile | None
    flower: Flower | None
    pos: int


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.i = 0

    def error(self, pos: int | None = None, code: str = "bad_notation", *, names: Names) -> NotationError:
        """The error ``names`` (in every language) at ``pos`` (default: the cursor), with where it is."""
        p = self.i if pos is None else pos
        msg = at_position(names, p, self.text)
        return NotationError(msg.en, code=code, position=p, names=msg)

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
                    raise self.error(names=E_SUIT_NO_DIGITS.format(ch=ch))
                for d, pos in digits:
                    items.append(self.make_item(int(d), ch, pos))
                digits = []
                self.i += 1
                continue
            if digits:
                d, pos = digits[0]
                raise self.error(pos, names=E_DIGITS_NO_SUIT.format(digits="".join(x for x, _ in digits)))
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
                raise self.error(names=E_UNEXPECTED.format(ch=ch))
            raise self.error(names=E_NOT_A_TILE.format(ch=ch))
        if digits:
            raise self.error(digits[0][1], names=E_DIGITS_NO_SUIT.format(digits="".join(x for x, _ in digits)))
        return items

    def make_item(self, n: int, suit: str, pos: int) -> _Item:
        try:
            if suit == "f":
                if not 1 <= n <= 8:
                    msg = at_position(E_NO_FLOWER.format(n=n), pos, self.text)
                    raise FlowerError(msg.en, code="bad_flower", position=pos, names=msg)
                return _Item(None, Flower(n), pos)
            if n == 0 and suit == "z":
                raise self.error(pos, code="bad_tile", names=E_ZERO_Z)
            kind = make_kind(n, suit)
            return _Item(Tile(kind, red=(n == 0)), None, pos)
        except NotationError as e:
            if e.position is not None:
                raise
            raise self.error(pos, code=e.code, names=names_of(e)) from None


def _meld_from(items: list[_Item], word: str | None, closing: str, pos: int, parser: _Parser) -> Meld:
    if any(it.flower is not None for it in items):
        raise parser.error(pos, code="bad_meld", names=E_FLOWER_IN_MELD)
    tiles = [it.tile for it in items if it.tile is not None]
    if closing == "}":
        kind = MeldKind.CONCEALED_KONG
        if word is not None and _MELD_WORDS[word] is not MeldKind.CONCEALED_KONG:
            raise parser.error(pos, code="bad_meld", names=E_BRACES.format(word=_word_names(word)))
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
        msg = at_position(names_of(e), pos, parser.text)
        raise type(e)(msg.en, code=e.code, position=pos, names=msg) from None


def _read_bracket_meld(p: _Parser, word: str | None, start: int) -> Meld:
    """A meld in ``[...]`` or ``{...}`` at the cursor; ``word`` is a meld word written before it."""
    opening = p.peek()
    closing = "]" if opening == "[" else "}"
    p.i += 1
    p.skip_separators()
    inner_word = p.read_word()
    if inner_word is not None and word is not None:
        raise p.error(start, code="bad_meld", names=E_TWO_WORDS)
    word = word or inner_word
    items = p.read_group("[]{}+")
    added = False
    if p.peek() == "+" and closing == "]":
        added = True
        p.i += 1
        p.skip_separators()
    if p.peek() != closing:
        raise p.error(code="bad_meld", names=E_NOT_CLOSED.format(opening=opening, start=start + 1, closing=closing))
    p.i += 1
    if added:
        if word is not None and _MELD_WORDS[word] is not MeldKind.ADDED_KONG:
            raise p.error(start, code="bad_meld", names=E_PLUS_IN_MELD.format(word=_word_names(word)))
        word = "kakan"
    if not items:
        raise p.error(start, code="bad_meld", names=E_EMPTY_MELD)
    return _meld_from(items, word, closing, start, p)


def parse_hand(text: str, full_sizes: Collection[int] | None = None) -> Hand:
    """Parse hand notation (see the module doc). Raises :class:`~core.model.errors.HandError`.
    ``full_sizes``: the sizes at which a hand without ``+`` is won on its last standing tile
    (a hand of another size is a partial hand with no winning tile); any 3n+2 if not given."""
    if not isinstance(text, str):
        msg = E_HAND_NOT_TEXT.format(type=type(text).__name__)
        raise NotationError(msg.en, names=msg)
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
                raise p.error(names=E_SECOND_WIN)
            p.i += 1
            p.skip_separators()
            if p.peek() == "?":  # '+?': no winning tile (a full hand before its discard)
                p.i += 1
                no_win = True
                continue
            items = p.read_group("[]{}+" + _SEPARATORS)
            tiles = [it for it in items if it.tile is not None]
            if len(tiles) != 1:
                raise p.error(start, names=E_PLUS_ONE_TILE)
            win = tiles[0]
            flowers.extend(it for it in items if it.flower is not None)
            continue
        if ch in "]}":
            raise p.error(names=E_NEVER_OPENED.format(ch=ch))
        # one part at a time, so that a meld word after standing tiles starts a new part
        items = p.read_group("[]{}+" + _SEPARATORS)
        for it in items:
            (standing if it.tile is not None else flowers).append(it)
    size = len(standing) + 3 * len(melds)
    if win is None and not no_win and is_full_size(size, full_sizes) and standing:
        last = max(standing, key=lambda it: it.pos)
        standing.remove(last)
        win = last
    seen: dict[int, int] = {}
    for it in flowers:
        assert it.flower is not None
        if it.flower.number in seen:
            msg = E_FLOWER_TWICE_AT.format(flower=str(it.flower), first=seen[it.flower.number] + 1, second=it.pos + 1)
            raise FlowerError(msg.en, position=it.pos, names=msg)
        seen[it.flower.number] = it.pos
    return Hand(
        standing=tuple(it.tile for it in standing if it.tile is not None),
        melds=tuple(melds),
        win=win.tile if win is not None else None,
        flowers=tuple(it.flower for it in flowers if it.flower is not None),
    )


#: every tile as a digit and a suit letter name it (``0`` a red five): the plain form's alphabet
_PLAIN_TILES: Final = {
    (str(n), s): Tile(make_kind(n, s), red=(n == 0))
    for s in "mpsz"
    for n in range(10)
    if not (s == "z" and not 1 <= n <= 7)
}
#: a text in the grouped plain form, digits then their suit letter: ``123m406p77z``
_PLAIN_GROUPS: Final = re.compile(r"(?:[0-9]+[mpsz])+")
_PLAIN_GROUP: Final = re.compile(r"[0-9]+[mpsz]")

#: the most texts each cache of the reader keeps (emptied when full: memory stays flat however long the input)
_CACHE_SIZE: Final = 4096
#: the tiles of each group of the plain form read so far (``"333p"``): groups come again and again
_GROUP_TILES: dict[str, tuple[Tile, ...]] = {}
#: each meld text read so far without a mistake, and its meld (a meld is a value: it can be shared)
_MELDS_READ: dict[str, Meld] = {}

_T = TypeVar("_T")


def _remember(cache: dict[str, _T], text: str, value: _T) -> _T:
    """``value`` kept in ``cache`` under ``text`` (the cache emptied first when full), and given back."""
    if len(cache) >= _CACHE_SIZE:
        cache.clear()
    cache[text] = value
    return value


def _group_by_table(group: str) -> tuple[Tile, ...] | None:
    """The tiles of one group of the plain form (``"406p"``), or ``None`` when one of them does not exist."""
    suit = group[-1]
    tiles = []
    for digit in group[:-1]:
        tile = _PLAIN_TILES.get((digit, suit))
        if tile is None:
            return None
        tiles.append(tile)
    return tuple(tiles)


def _tile_by_tile(text: str, digits: str, letters: str) -> list[Tile] | None:
    """The tiles of a text written a digit and a letter a tile (``3m3m2z``, one tile ``5p``), its
    ``digits`` and suit ``letters`` apart, or ``None`` when one does not exist: read by table
    in one pass, with no regular expression run over the commonest forms (riichi's hands, a
    winning tile)."""
    if "0z" in text or "8z" in text or "9z" in text:  # honours are 1z..7z; every other pair is a tile
        return None
    return list(map(_PLAIN_TILES.__getitem__, zip(digits, letters)))


def _plain_tiles(text: str) -> list[Tile] | None:
    """The tiles of ``text`` when it is written in the grouped plain form and every tile of it
    exists, read by table; ``None`` otherwise, for the parser to read (and to name any
    mistake). The batch reads every hand through here: the parser costs more than a score."""
    digits, letters = text[::2], text[1::2]
    if len(digits) == len(letters) and digits.isascii() and digits.isdigit() and not letters.strip("mpsz"):
        return _tile_by_tile(text, digits, letters)
    if _PLAIN_GROUPS.fullmatch(text) is None:
        return None
    out: list[Tile] = []
    for group in _PLAIN_GROUP.findall(text):
        tiles = _GROUP_TILES.get(group)
        if tiles is None:
            tiles = _group_by_table(group)
            if tiles is None:
                return None
            _remember(_GROUP_TILES, group, tiles)
        out += tiles
    return out


def parse_tiles(text: str) -> list[Tile]:
    """Plain tiles with no melds, winning mark or flowers, in the order written (e.g. dora indicators)."""
    if not isinstance(text, str):
        msg = E_TILES_NOT_TEXT.format(type=type(text).__name__)
        raise NotationError(msg.en, names=msg)
    fast = _plain_tiles(text)
    if fast is not None:
        return fast
    p = _Parser(text)
    items = p.read_group("")
    out: list[Tile] = []
    for it in items:
        if it.flower is not None:
            msg = at_position(E_FLOWER_HERE.format(flower=str(it.flower)), it.pos, text)
            raise NotationError(msg.en, code="bad_tile", position=it.pos, names=msg)
        assert it.tile is not None
        out.append(it.tile)
    return out


def parse_flowers(text: str) -> list[Flower]:
    """Flower tiles only: ``'1f5f'`` or ``'春梅'``."""
    if not isinstance(text, str):
        msg = E_FLOWERS_NOT_TEXT.format(type=type(text).__name__)
        raise NotationError(msg.en, names=msg)
    p = _Parser(text)
    items = p.read_group("")
    out: list[Flower] = []
    seen: set[int] = set()
    for it in items:
        if it.flower is None:
            msg = E_NOT_A_FLOWER.format(tile=str(it.tile), pos=it.pos + 1, text=text)
            raise NotationError(msg.en, code="bad_flower", position=it.pos, names=msg)
        if it.flower.number in seen:
            msg = E_FLOWER_TWICE_IN.format(flower=str(it.flower), text=text)
            raise FlowerError(msg.en, position=it.pos, names=msg)
        seen.add(it.flower.number)
        out.append(it.flower)
    return out


def parse_meld(text: str) -> Meld:
    """One meld in batch-format words (``'pon 777z'``) or bracket form (``'[777z]'``, ``'{9999m}'``),
    or both (``'pon [777z]'``), as :func:`parse_hand` reads a meld."""
    if not isinstance(text, str):
        msg = E_MELD_NOT_TEXT.format(type=type(text).__name__)
        raise NotationError(msg.en, code="bad_meld", names=msg)
    known = _MELDS_READ.get(text)  # a batch's melds come again and again: each text is parsed once
    if known is not None:
        return known
    return _remember(_MELDS_READ, text, _parse_meld(text))


def _parse_meld(text: str) -> Meld:
    """:func:`parse_meld` of a text, by the parser."""
    p = _Parser(text)
    p.skip_separators()
    start = p.i
    word = p.read_word()
    p.skip_separators()
    if p.peek() in ("[", "{"):
        meld = _read_bracket_meld(p, word, start)
    elif word is None:
        msg = E_MELD_START.format(text=text)
        raise NotationError(msg.en, code="bad_meld", names=msg)
    else:
        items = p.read_group("[]{}+")
        if not items:
            msg = E_MELD_NO_TILES.format(text=text)
            raise NotationError(msg.en, code="bad_meld", names=msg)
        meld = _meld_from(items, word, "]", start, p)
    p.skip_separators()
    if p.i != len(text):
        raise p.error(code="bad_meld", names=E_AFTER_MELD)
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
