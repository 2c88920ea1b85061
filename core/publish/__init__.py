"""A tournament's results as a static web site (``mjscore tournament publish``, issue 46).

- :mod:`core.publish.snapshot` reads what the pages show from the store (SQLite or PostgreSQL)
  through :class:`core.referee.tournament_store.Tournaments`: nothing is scored again here;
- :mod:`core.publish.pages` writes each page's HTML (every name escaped and bidi isolated);
- :mod:`core.publish.site` puts them in a folder, one language a folder, each file replaced
  whole (a temporary file renamed over it) and only when its bytes changed;
- :mod:`core.publish.webfont` subsets the bundled CJK font to the characters the pages use
  (with fontTools, when it is installed: it is no dependency of the core);
- :mod:`core.publish.watch` rewrites the pages when the store changes.
"""
