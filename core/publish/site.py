"""A tournament's site in a folder: one folder a language (``en/``, ``zh-Hans/``, ``zh-Hant/``,
``ja/``) with the same pages, the shared ``style.css`` and ``lang.js``, the web font in
``fonts/`` and the folder's ``index.html`` that opens the browser's language.

- **Each file is replaced whole**: written to a temporary file in its own folder, then renamed
  over the old one (``os.replace``), so a browser reading it gets the old page or the new one,
  never half of one.
- **A file whose bytes did not change is not written** (nor renamed): its time and inode stay.
- **A page is made again only when what it shows changed** (its value of
  :mod:`core.publish.views`), so one result redraws a few pages, not thousands.
"""

from __future__ import annotations

import hashlib
import os
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any, Final

from core.model.names import LANGS
from core.publish import assets, webfont
from core.publish.pages import player_page_html, round_page_html, standings_page, table_page_html
from core.publish.snapshot import Snapshot
from core.publish.views import views_of

#: the characters every page has whatever the data (digits, signs: the font is cut to these too)
_ALWAYS: Final = "".join(chr(c) for c in range(0x20, 0x7F))
_ASCII: Final = re.compile(r"[\x00-\x7f]+")


def write_atomically(path: Path, data: bytes) -> None:
    """``data`` as the whole file at ``path``: written to a temporary file in the same folder,
    then renamed over it (a reader sees the old file or the new one). The file gets the mode a
    new file gets (readable by a web server where the umask allows)."""
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(temporary, "wb") as f:
            f.write(data)
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise


@dataclass
class Report:
    """What one update did: the pages made, the files written, those found unchanged, the
    seconds it took, and a notice (the web font's, when none could be made)."""

    made: int = 0
    written: list[str] = field(default_factory=list)
    unchanged: int = 0
    seconds: float = 0.0
    notice: str = ""


class Site:
    """The site of one tournament in ``folder``; :meth:`update` brings it up to a snapshot.

    ``default``: the language the folder's index opens when the browser names none of the four;
    ``refresh``: seconds after which a page reloads itself (0: never; no script needed);
    ``web_font``: whether to cut and ship the bundled font (needs fontTools)."""

    def __init__(
        self, folder: str | os.PathLike[str], *, default: str = "en", refresh: int = 0, web_font: bool = True
    ) -> None:
        if default not in LANGS:
            raise ValueError(f"default language {default!r}: one of {', '.join(LANGS)}")
        self.folder = Path(folder)
        self.default = default
        self.refresh = refresh
        self.web_font = web_font
        #: each page's value as last made, by its path from the folder
        self._values: dict[str, Any] = {}
        #: each file's digest as last written or found, by its path from the folder
        self._digests: dict[str, bytes] = {}
        #: the characters the pages made so far use, and those the web font was cut to
        self._characters: set[str] = set(_ALWAYS)
        self._font_characters: frozenset[str] = frozenset()
        self._font_file: str | None = None
        self._font_notice = ""
        #: each folder's names as first found (a file not there is not read to compare)
        self._listings: dict[Path, frozenset[str]] = {}
        #: the snapshot the site was last brought up to
        self.snapshot: Snapshot | None = None

    # -- files ----------------------------------------------------------------------------------
    def _put(self, relative: str, data: bytes, report: Report) -> None:
        digest = hashlib.blake2b(data, digest_size=16).digest()
        known = self._digests.get(relative)
        path = self.folder / relative
        if known is None and path.name in self._listed(path.parent):
            try:
                known = hashlib.blake2b(path.read_bytes(), digest_size=16).digest()
            except OSError:
                known = None
        if known == digest:
            self._digests[relative] = digest
            report.unchanged += 1
            return
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(path, data)
        self._digests[relative] = digest
        report.written.append(relative)

    def _listed(self, folder: Path) -> frozenset[str]:
        """The names in ``folder`` when the site first wrote to it (what an earlier run left)."""
        found = self._listings.get(folder)
        if found is None:
            try:
                found = frozenset(os.listdir(folder))
            except OSError:
                found = frozenset()
            self._listings[folder] = found
        return found

    def _page(self, relative: str, value: Any, make: Callable[[], str], report: Report) -> None:
        if self._values.get(relative) == value and relative in self._digests:
            return
        text = make()
        report.made += 1
        self._characters.update(_ASCII.sub("", text))  # (ASCII is always in: see _ALWAYS)
        self._put(relative, text.encode("utf-8"), report)
        self._values[relative] = value

    # -- the whole site ------------------------------------------------------------------------
    def update(self, snap: Snapshot) -> Report:
        """Bring the folder up to ``snap``: the pages whose value changed made again, the files
        whose bytes changed written (see the module's text)."""
        start = time.perf_counter()
        report = Report()
        views = views_of(snap)
        refresh = self.refresh
        for lang in LANGS:
            for name, sv in views.standings.items():
                self._page(f"{lang}/{name}", sv, partial(standings_page, sv, lang, refresh), report)
            for name, rv in views.rounds.items():
                self._page(f"{lang}/{name}", rv, partial(round_page_html, rv, lang, refresh), report)
            for name, pv in views.players.items():
                self._page(f"{lang}/{name}", pv, partial(player_page_html, pv, lang, refresh), report)
            for name, tv in views.tables.items():
                sheet = snap.sheets[tv.match_id]
                self._page(f"{lang}/{name}", tv, partial(table_page_html, tv, sheet, lang, refresh), report)
        root = assets.root_index(snap.tournament.title, self.default)
        self._characters.update(root)
        self._put("index.html", root.encode("utf-8"), report)
        self._put("lang.js", assets.LANG_JS.encode("utf-8"), report)
        self._font(report)
        self._put("style.css", assets.style_css(self._font_file).encode("utf-8"), report)
        self._remove_old_fonts()
        self.snapshot = snap
        report.notice = self._font_notice
        report.seconds = time.perf_counter() - start
        return report

    def _font(self, report: Report) -> None:
        """Cut the web font again when the pages use a character it lacks."""
        if not self.web_font or self._characters <= self._font_characters:
            return
        try:
            name, data = webfont.subset("".join(self._characters))
        except webfont.WebFontUnavailable as e:
            self._font_notice = str(e)
            self._font_characters = frozenset(self._characters)  # (said once, not tried each update)
            return
        self._put(f"fonts/{name}", data, report)
        licence = webfont.license_text()
        if licence is not None:
            self._put("fonts/OFL.txt", licence, report)
        self._font_file = f"fonts/{name}"
        self._font_characters = frozenset(self._characters)

    def _remove_old_fonts(self) -> None:
        """Remove the web fonts the style sheet no longer names (after the new one is in)."""
        if self._font_file is None:
            return
        for path in (self.folder / "fonts").glob("mjscore-cjk-*"):
            if f"fonts/{path.name}" != self._font_file:
                try:
                    path.unlink()
                except OSError:
                    pass
                self._digests.pop(f"fonts/{path.name}", None)
