"""``mahjong-scorer``: start the window, or render a screenshot, or run the self-test.

    mahjong-scorer [--rules R] [--hand NOTATION] [--lang L]
    mahjong-scorer --screenshot OUT.png [--rules R] [--hand NOTATION] [--lang L]
    mahjong-scorer --self-test
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Sequence

LANG_FILES = {"zh-Hans": "zh_CN", "zh-Hant": "zh_TW", "ja": "ja"}
SCREENSHOT_SIZE = (1280, 860)

_translators: list[object] = []


def _ensure_platform(headless: bool) -> None:
    if headless and "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


def application() -> object:
    """The one QApplication, created on first use with the bundled font."""
    from .qt import QApplication, QFont, QFontDatabase, QIcon
    from .resources import app_icon, asset

    app = QApplication.instance()
    if app is None:
        _quiet_platform_warnings()
        app = QApplication(sys.argv[:1])
        app.setApplicationName("Mahjong Scorer")
        app.setOrganizationName("Mahjong Scorer")
        app.setDesktopFileName("mahjong-scorer")  # matches packaging/linux/mahjong-scorer.desktop (Wayland)
        icon = app_icon()
        if icon is not None:
            app.setWindowIcon(QIcon(str(icon)))
        folder = asset("fonts")  # listed, not globbed: a glob compiles a pattern at every start
        names = os.listdir(folder) if folder.is_dir() else []
        for path in sorted(folder / n for n in names if n.endswith((".otf", ".ttf"))):
            fid = QFontDatabase.addApplicationFont(str(path))
            families = QFontDatabase.applicationFontFamilies(fid) if fid >= 0 else []
            if families:
                f = QFont(families[0])
                f.setPointSize(max(app.font().pointSize(), 10))
                app.setFont(f)
    return app


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


def make_window(rules: str | None = None, hand: str | None = None, lang: str | None = None) -> object:
    """The window; without an explicit rule set or language, the ones last chosen, else the
    core's first rule set and the system's language."""
    from core.rules import rule_sets

    from .state import HandState
    from .window import LANGUAGES, MainWindow

    application()
    code = lang or saved("language", [c for c, _ in LANGUAGES]) or system_language()
    install_language(code)
    state = HandState(rules or saved("rules", list(rule_sets())) or next(iter(rule_sets())))
    window = MainWindow(state)
    window.set_language(code)
    if hand:
        state.set_from_notation(hand)
        window.notation.edit.setText(state.notation())
    return window


def screenshot(out: str, rules: str | None, hand: str | None, lang: str | None) -> int:
    from .qt import QApplication

    window = make_window(rules, hand, lang)
    window.resize(*SCREENSHOT_SIZE)  # type: ignore[attr-defined]
    window.show()  # type: ignore[attr-defined]
    for _ in range(3):
        QApplication.processEvents()
    ok = window.grab().save(out)  # type: ignore[attr-defined]
    window.close()  # type: ignore[attr-defined]
    if not ok:
        sys.stderr.write(f"mahjong-scorer: could not write {out}\n")
        return 1
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="mahjong-scorer", description="Score mahjong hands in a window.")
    ap.add_argument("--rules", help="rule set (default: the one last used, else the first one the core lists)")
    ap.add_argument("--hand", help="hand notation, as typed into the notation box")
    ap.add_argument("--lang", choices=["en", "zh-Hans", "zh-Hant", "ja"])
    ap.add_argument("--screenshot", metavar="OUT.png", help="render the window to a PNG and exit")
    ap.add_argument("--self-test", action="store_true", help="score a known hand of each rule set and exit")
    args = ap.parse_args(argv)
    _ensure_platform(bool(args.screenshot or args.self_test))
    from core.errors import HandError

    try:
        if args.self_test:
            from .selftest import run_self_test

            return run_self_test()
        if args.screenshot:
            return screenshot(args.screenshot, args.rules, args.hand, args.lang)
        window = make_window(args.rules, args.hand, args.lang)
    except HandError as e:
        sys.stderr.write(f"mahjong-scorer: {e}\n")
        return 2
    from .qt import QApplication

    window.resize(*SCREENSHOT_SIZE)  # type: ignore[attr-defined]
    window.show()  # type: ignore[attr-defined]
    return QApplication.instance().exec()  # type: ignore[union-attr]


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
