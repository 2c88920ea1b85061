"""The window's services: the QApplication with the bundled font, the UI translations, the
user's settings. Apart from :mod:`gui.app` (the entry points) so that the window and the
self-test use them without importing the module that imports them."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

# the window's languages: (code, its own name), as the Language menu lists them
LANGUAGES = (("en", "English"), ("zh-Hans", "简体中文"), ("zh-Hant", "繁體中文"), ("ja", "日本語"))
LANG_FILES = {"zh-Hans": "zh_CN", "zh-Hant": "zh_TW", "ja": "ja"}

_translators: list[object] = []


#: whether the QApplication has the bundled font and follows the colour scheme (once a process,
#: also when the QApplication was made by someone else: a test harness, a host program)
_set_up = False


def application() -> object:
    """The one QApplication, created on first use, with the bundled font."""
    global _set_up
    from .qt import QApplication, QFont, QFontDatabase, QIcon
    from .resources import app_icon, asset

    app = QApplication.instance()
    if app is None:
        _quiet_platform_warnings()
        _font_folder_for_qt()
        app = QApplication(sys.argv[:1])
        app.setApplicationName("Mahjong Scorer")
        app.setOrganizationName("Mahjong Scorer")
        app.setDesktopFileName("mahjong-scorer")  # matches packaging/linux/mahjong-scorer.desktop (Wayland)
        icon = app_icon()
        if icon is not None:
            app.setWindowIcon(QIcon(str(icon)))
    if not _set_up and isinstance(app, QApplication):
        _set_up = True
        folder = asset("fonts")  # listed, not globbed: a glob compiles a pattern at every start
        names = os.listdir(folder) if folder.is_dir() else []
        for path in sorted(folder / n for n in names if n.endswith((".otf", ".ttf"))):
            fid = QFontDatabase.addApplicationFont(str(path))
            families = QFontDatabase.applicationFontFamilies(fid) if fid >= 0 else []
            if families:
                f = QFont(families[0])
                f.setPointSize(max(app.font().pointSize(), 10))
                app.setFont(f)
        _follow_color_scheme(app)
    return app


def _follow_color_scheme(app: object) -> None:
    """Light or dark as the system says, now and whenever it changes (Qt's colour scheme)."""
    from . import theme
    from .qt import QGuiApplication

    theme.apply_scheme()
    QGuiApplication.styleHints().colorSchemeChanged.connect(theme.scheme_changed)


def _font_folder_for_qt() -> None:
    """Off Linux, Qt's own font database (the offscreen and minimal platforms) looks for fonts
    in PySide6's ``lib/fonts``, which the wheels do not ship, and says "Cannot find font
    directory" at every start: point it at the bundled fonts instead (``QT_QPA_FONTDIR``),
    unless the user set it. Linux reads fonts through fontconfig and is left alone."""
    from .resources import asset

    folder = asset("fonts")
    if sys.platform != "linux" and "QT_QPA_FONTDIR" not in os.environ and folder.is_dir():
        os.environ["QT_QPA_FONTDIR"] = str(folder)


def _quiet_platform_warnings() -> None:
    """Drop the offscreen platform's 'does not support propagateSizeHints' chatter, nothing else."""
    from PySide6.QtCore import qInstallMessageHandler

    previous = None

    def handler(mode: object, context: object, message: str) -> None:
        if "propagateSizeHints" in message:
            return
        if previous is not None:
            previous(mode, context, message)
        else:
            sys.stderr.write(message + "\n")

    previous = qInstallMessageHandler(handler)


def install_language(code: str) -> bool:
    """Load the UI translation for ``code`` (en, zh-Hans, zh-Hant, ja); True when one was found."""
    from .qt import QCoreApplication

    for t in _translators:
        QCoreApplication.removeTranslator(t)  # type: ignore[arg-type]
    _translators.clear()
    suffix = LANG_FILES.get(code)
    if suffix is None:
        return code == "en"
    from .qt import QLibraryInfo, QTranslator
    from .resources import translations_dir

    qt_base = QTranslator()  # Qt's own strings (Undo/Redo prefixes, dialogs)
    if qt_base.load(f"qtbase_{suffix}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        QCoreApplication.installTranslator(qt_base)
        _translators.append(qt_base)
    t = QTranslator()
    if t.load(str(translations_dir() / f"mahjong_scorer_{suffix}.qm")):
        QCoreApplication.installTranslator(t)
        _translators.append(t)
        return True
    return False


def system_language() -> str:
    from .qt import QLocale

    name = QLocale.system().name()
    if name.startswith("zh"):
        return "zh-Hant" if name in ("zh_TW", "zh_HK", "zh_MO") else "zh-Hans"
    if name.startswith("ja"):
        return "ja"
    return "en"


def settings() -> object:
    """The user's settings (QSettings: the language and rule set last chosen)."""
    from .qt import QSettings

    return QSettings("Mahjong Scorer", "Mahjong Scorer")


def saved(key: str, allowed: Sequence[str]) -> str | None:
    value = settings().value(key)  # type: ignore[attr-defined]
    return value if isinstance(value, str) and value in allowed else None
