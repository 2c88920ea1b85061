"""Light and dark: the window follows the system's colour scheme (Qt's ``QStyleHints``), and
the few colours the window sets itself (a refusal's red, an agreeing claim's green, the
outline of a refused control) have a shade for each, legible on either background. The
tiles keep their own ivory faces in both, as real tiles do."""

from __future__ import annotations

from typing import Final

#: the window's own colours: (on a light background, on a dark one)
COLORS: Final = {
    "error": ("#c0392b", "#ff7b6b"),
    "ok": ("#1e8449", "#6fdc8c"),
    "winning": ("rgba(230, 126, 34, 60)", "rgba(230, 126, 34, 110)"),
}


#: a scheme asked for where the platform cannot say one (``--color-scheme``, the tests): "" none
_asked = ""


def set_scheme(name: str) -> None:
    """Ask for ``dark`` or ``light`` (or ``""``: the system's). Qt is asked first; a platform
    that cannot change its scheme (a bare X11 server, the offscreen platform) gets it here."""
    global _asked
    from .qt import QGuiApplication, Qt

    wanted = {"dark": Qt.ColorScheme.Dark, "light": Qt.ColorScheme.Light}.get(name, Qt.ColorScheme.Unknown)
    hints = QGuiApplication.styleHints()
    if hasattr(hints, "setColorScheme"):
        hints.setColorScheme(wanted)
    _asked = name if hints.colorScheme() != wanted else ""
    scheme_changed()


def scheme_changed(*_args: object) -> None:
    """Draw in the scheme now in force: the palette, and every window's own colours again."""
    from .qt import QApplication

    apply_scheme()
    for w in QApplication.topLevelWidgets():
        redo = getattr(w, "retranslate", None)  # every window sets its own colours again
        if callable(redo):
            redo()


def _scheme() -> str:
    from .qt import QGuiApplication, Qt

    if _asked:
        return _asked
    scheme = QGuiApplication.styleHints().colorScheme()
    return "dark" if scheme == Qt.ColorScheme.Dark else "light" if scheme == Qt.ColorScheme.Light else ""


def is_dark() -> bool:
    """Whether the window is drawn dark: the system asks for it (or its palette is dark)."""
    from .qt import QGuiApplication

    app = QGuiApplication.instance()
    if app is None:
        return False
    scheme = _scheme()
    if scheme:
        return scheme == "dark"
    return QGuiApplication.palette().window().color().lightness() < 110


def color(name: str) -> str:
    light, dark = COLORS[name]
    return dark if is_dark() else light


def style(name: str, bold: bool = False) -> str:
    """A style sheet that sets the text in one of the window's colours."""
    return f"color: {color(name)};" + (" font-weight: bold;" if bold else "")


#: whether :func:`apply_scheme` has put its dark palette on the application (a light start
#: leaves the platform's palette as it is, and touches no style)
_dark_palette_set = False


def apply_scheme() -> None:
    """Draw the application in the system's scheme: a dark palette of the Fusion style when the
    system is dark (the platform's own palette may stay light), the platform's own when light."""
    global _dark_palette_set
    from .qt import QApplication

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    if is_dark_scheme():
        from .qt import QColor, QPalette

        app.setStyle("Fusion")
        p = QPalette()
        base, window, text = QColor(30, 30, 32), QColor(45, 45, 48), QColor(230, 230, 230)
        for role, c in (
            (QPalette.ColorRole.Window, window),
            (QPalette.ColorRole.WindowText, text),
            (QPalette.ColorRole.Base, base),
            (QPalette.ColorRole.AlternateBase, window),
            (QPalette.ColorRole.Text, text),
            (QPalette.ColorRole.Button, window),
            (QPalette.ColorRole.ButtonText, text),
            (QPalette.ColorRole.ToolTipBase, window),
            (QPalette.ColorRole.ToolTipText, text),
            (QPalette.ColorRole.Highlight, QColor(42, 130, 218)),
            (QPalette.ColorRole.HighlightedText, QColor(255, 255, 255)),
            (QPalette.ColorRole.PlaceholderText, QColor(150, 150, 150)),
        ):
            p.setColor(role, c)
        # the edges Fusion draws boxes and frames with: light enough to be seen on the dark
        for role, c in (
            (QPalette.ColorRole.Light, QColor(95, 95, 100)),
            (QPalette.ColorRole.Midlight, QColor(80, 80, 85)),
            (QPalette.ColorRole.Mid, QColor(110, 110, 115)),
            (QPalette.ColorRole.Dark, QColor(20, 20, 22)),
            (QPalette.ColorRole.Shadow, QColor(0, 0, 0)),
        ):
            p.setColor(role, c)
        p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText, QColor(120, 120, 120))
        p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText, QColor(120, 120, 120))
        p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, QColor(120, 120, 120))
        app.setPalette(p)
        _dark_palette_set = True
    elif _dark_palette_set:
        from .qt import QPalette

        # back to the palette the window starts with: the platform's, filled in by the style's
        # (a palette with no role set resolves every role against them)
        app.setPalette(QPalette())
        _dark_palette_set = False


def is_dark_scheme() -> bool:
    return _scheme() == "dark"
