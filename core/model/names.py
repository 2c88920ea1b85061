"""Names in every language the program speaks: the value type of every translated text.

:class:`Names` lives here, in a module that imports nothing of the core, so that the modules
the results are made of (tiles, hands, the parser) can give their errors in every language
too; :mod:`core.engine.score` exports it as before.
"""

from __future__ import annotations

import string
import unicodedata
from collections.abc import Sequence
from typing import Any, NamedTuple

LANGS = ("en", "zh-Hans", "zh-Hant", "ja")


class Names(NamedTuple):
    """A scoring element's name in each language the program speaks."""

    en: str
    zh_hans: str
    zh_hant: str
    ja: str

    def get(self, lang: str) -> str:
        return {
            "en": self.en,
            "zh-Hans": self.zh_hans,
            "zh_CN": self.zh_hans,
            "zh": self.zh_hans,
            "zh-Hant": self.zh_hant,
            "zh_TW": self.zh_hant,
            "ja": self.ja,
        }.get(lang, self.en)

    def format(self, *args: Any, **kwargs: Any) -> Names:
        """Each language's text used as a ``str.format`` template; a :class:`Names` argument is
        put in in the same language."""

        def one(template: str, lang: str) -> str:
            a = [x.get(lang) if isinstance(x, Names) else x for x in args]
            k = {key: x.get(lang) if isinstance(x, Names) else x for key, x in kwargs.items()}
            return template.format(*a, **k)

        return Names(one(self.en, "en"), one(self.zh_hans, "zh-Hans"), one(self.zh_hant, "zh-Hant"), one(self.ja, "ja"))

    def fields(self) -> frozenset[str]:
        """The placeholders the templates use (``{minimum}`` ...)."""
        out: set[str] = set()
        for text in (self.en, self.zh_hans, self.zh_hant, self.ja):
            out.update(name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name)
        return frozenset(out)


def names(en: str, zh_hans: str, zh_hant: str | None = None, ja: str | None = None) -> Names:
    """Names with the traditional and Japanese text falling back to the one before."""
    return Names(en, zh_hans, zh_hant or zh_hans, ja or zh_hant or zh_hans)


def joined(*parts: Names | str) -> Names:
    """The parts one after the other in each language (a ``str`` is the same in every one)."""
    out = []
    for lang in LANGS:
        out.append("".join(p.get(lang) if isinstance(p, Names) else p for p in parts))
    return Names(*out)


def separated(parts: Sequence[Names], sep: Names) -> Names:
    """The parts with ``sep`` between them, in each language ("A, B" / "A、B")."""
    return Names(*(sep.get(lang).join(p.get(lang) for p in parts) for lang in LANGS))


def same(text: str) -> Names:
    """A text that is the same in every language (a tile, a notation the user typed)."""
    return Names(text, text, text, text)


#: the bidirectional classes that can reorder the text around them (right-to-left letters and
#: the embedding, override and isolate controls)
_BIDI_CLASSES = frozenset({"R", "AL", "AN", "RLE", "RLO", "LRE", "LRO", "PDF", "RLI", "LRI", "FSI", "PDI"})


def isolate(text: str) -> str:
    """``text`` (a player's name, a note) made fit to sit inside other text: wrapped in FSI ...
    PDI (U+2068, U+2069) when it holds right-to-left letters or bidirectional controls, so that
    it cannot reorder what surrounds it (an override in a name would print -38 as "83-")."""
    if any(unicodedata.bidirectional(c) in _BIDI_CLASSES for c in text):
        return f"\u2068{text}\u2069"
    return text


#: the format characters a name keeps: the joiners, which change how letters join (Persian,
#: Indic scripts, emoji), and the bidirectional controls, which change the order shown (a name
#: is isolated where it is shown: :func:`isolate`); every other one shows nothing
_SHOWN_FORMAT = frozenset({"\u200c", "\u200d"})
#: letters and marks that show nothing (the Hangul fillers, the combining grapheme joiner, the
#: braille blank): a name of them looks empty
_BLANK_LETTERS = frozenset({"\u115f", "\u1160", "\u3164", "\uffa0", "\u034f", "\u2800"})


def clean_name(text: str) -> str:
    """A person's name as it is kept: in NFC (José typed with a combining accent is José), each
    space or line break of any kind (a no-break space, an ideographic space, a tab) a plain
    space, a run of them one, none at the ends, and the characters that show nothing removed
    (a zero-width space, a soft hyphen, a byte-order mark, the left-to-right mark, control
    characters), so that two names a person cannot tell apart are one text. The bidirectional
    embedding, override and isolate controls and the zero-width joiners are kept (they change
    what is shown)."""
    out = []
    for c in unicodedata.normalize("NFC", text):
        category = unicodedata.category(c)
        if c.isspace() or category in ("Zs", "Zl", "Zp"):
            out.append(" ")
        elif category == "Cc" or c in _BLANK_LETTERS:
            continue
        elif category == "Cf" and c not in _SHOWN_FORMAT and unicodedata.bidirectional(c) not in _BIDI_CLASSES:
            continue
        else:
            out.append(c)
    return unicodedata.normalize("NFC", " ".join("".join(out).split()))


def name_key(text: str) -> str:
    """What two names a person would take for one have in common: the clean name
    (:func:`clean_name`) with its case folded."""
    return clean_name(text).casefold()


def unseen_difference(given: str, kept: str) -> str:
    """The code points of ``given`` that ``kept`` (the name it is taken for) does not hold, as
    ``U+200B`` ..., what a message shows of a difference that cannot be seen."""
    extra = sorted({c for c in given if c not in kept})
    return " ".join(f"U+{ord(c):04X}" for c in extra)


def unseen(c: str) -> bool:
    """Whether a person sees nothing of the character ``c`` on its own: a space of any kind, a
    control, a format character (a zero-width space, a bidirectional control) or a blank letter."""
    return c.isspace() or unicodedata.category(c) in ("Cc", "Cf", "Zs", "Zl", "Zp") or c in _BLANK_LETTERS


def blank(text: str) -> bool:
    """Whether ``text`` shows nothing: empty, or only characters that are :func:`unseen` (a
    tab, a no-break space, U+200B, an ideographic space...)."""
    return all(unseen(c) for c in text)


def unseen_characters() -> str:
    """Every character :func:`unseen` holds, in code point order (for a server's own check,
    :mod:`core.referee.pg_store`, to say "blank" as the program does)."""
    return "".join(chr(i) for i in range(0x110000) if not 0xD800 <= i <= 0xDFFF and unseen(chr(i)))
