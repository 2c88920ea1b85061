"""``mahjong-scorer``: start the window, or render a screenshot, or run the self-test.

mahjong-scorer [--rules R] [--hand NOTATION] [--lang L]
mahjong-scorer --screenshot OUT.png [--rules R] [--hand NOTATION] [--lang L]
mahjong-scorer --hand "1112345678999m+5m" --context self_drawn=true --claim "九莲宝灯, 清一色" --claim-total 27
mahjong-scorer --self-test
mahjong-scorer --tournament ID   (the tournament director's window; --board ID: the standings board)
mahjong-scorer --session FOLDER   (a scripted session: a match, a win recorded, the PDF exported)
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from .services import application, install_language, saved, system_language

__all__ = ["application", "main", "make_window", "screenshot"]

SCREENSHOT_SIZE = (1280, 860)


def _ensure_platform(headless: bool) -> None:
    if headless and "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


def make_window(rules: str | None = None, hand: str | None = None, lang: str | None = None) -> object:
    """The window; without an explicit rule set or language, the ones last chosen, else the
    core's first rule set and the system's language."""
    from core.rules import rule_set_names

    from .services import LANGUAGES
    from .state import HandState
    from .window import MainWindow

    application()
    code = lang or saved("language", [c for c, _ in LANGUAGES]) or system_language()
    install_language(code)
    names = rule_set_names()  # the rule sets load when first used, not all at start-up
    state = HandState(rules or saved("rules", names) or names[0])
    window = MainWindow(state)  # in English
    if code != window.lang:
        window.set_language(code)
    if hand:
        state.set_from_notation(hand)
        window.notation.edit.setText(state.notation())
    return window


def set_up(window: object, context: Sequence[str], claim: str | None, total: int | None, received: int | None) -> None:
    """Put ``key=value`` context settings and a referee's claim into a new window."""
    from core.model.errors import ContextError

    from .window import MainWindow

    assert isinstance(window, MainWindow)
    for pair in context:
        if "=" not in pair:
            raise ContextError(
                f"--context {pair!r} must be written key=value, like self_drawn=true", code="bad_context"
            )
        key, text = (p.strip() for p in pair.split("=", 1))
        field = next((f for f in window.state.rules.context_fields if f.key == key), None)
        if field is None:
            known = ", ".join(f.key for f in window.state.rules.context_fields)
            raise ContextError(f"unknown context key {key!r}; known keys: {known}", code="bad_context", keys=(key,))
        window.state.set_context(key, field.coerce(text))
    if claim is not None or total is not None or received is not None:
        window.check_claim()
        window.claim.items_edit.setText(claim or "")
        window.claim.total_edit.setText("" if total is None else str(total))
        window.claim.received_edit.setText("" if received is None else str(received))


def screenshot(
    out: str,
    rules: str | None,
    hand: str | None,
    lang: str | None,
    setup: tuple[Sequence[str], str | None, int | None, int | None] = ((), None, None, None),
    size: tuple[int, int] = SCREENSHOT_SIZE,
) -> int:
    from .qt import QApplication

    window = make_window(rules, hand, lang)
    set_up(window, *setup)
    window.show()  # type: ignore[attr-defined]
    for _ in range(2):  # the tiles follow the size, and the window's minimum follows the tiles
        window.resize(*size)  # type: ignore[attr-defined]
        QApplication.processEvents()
    for _ in range(3):
        QApplication.processEvents()
    ok = window.grab().save(out)  # type: ignore[attr-defined]
    window.close()  # type: ignore[attr-defined]
    if not ok:
        sys.stderr.write(f"mahjong-scorer: could not write {out}\n")
        return 1
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    import argparse

    ap = argparse.ArgumentParser(prog="mahjong-scorer", description="Score mahjong hands in a window.")
    ap.add_argument("--rules", help="rule set (default: the one last used, else the first one the core lists)")
    ap.add_argument("--hand", help="hand notation, as typed into the notation box")
    ap.add_argument("--lang", choices=["en", "zh-Hans", "zh-Hant", "ja"])
    ap.add_argument(
        "--context",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a context setting of the hand, e.g. self_drawn=true (may be repeated)",
    )
    ap.add_argument("--claim", metavar="ITEMS", help="a referee's claim to check: items, comma-separated")
    ap.add_argument("--claim-total", type=int, metavar="N", help="the claimed total")
    ap.add_argument("--claim-received", type=int, metavar="N", help="the claimed amount the winner receives")
    ap.add_argument(
        "--color-scheme", choices=["dark", "light"], help="draw the window dark or light (default: as the system says)"
    )
    ap.add_argument("--screenshot", metavar="OUT.png", help="render the window to a PNG and exit")
    ap.add_argument(
        "--size",
        metavar="WxH",
        default=f"{SCREENSHOT_SIZE[0]}x{SCREENSHOT_SIZE[1]}",
        help="the window's size for --screenshot, e.g. 1024x640",
    )
    ap.add_argument("--self-test", action="store_true", help="score a known hand of each rule set and exit")
    ap.add_argument(
        "--first-paint",
        action="store_true",
        help="open the window as a start does, paint it once and exit (benchmarks/bench_gui.py --frozen)",
    )
    ap.add_argument(
        "--board", metavar="TOURNAMENT", help="the standings board of a tournament in the store, for a projector"
    )
    ap.add_argument(
        "--tournament",
        metavar="TOURNAMENT",
        help="the tournament director's window: players, seating, the round in progress, standings",
    )
    ap.add_argument("--minutes", type=int, help="with --board: the round's time, shown counting down")
    ap.add_argument("--full-screen", action="store_true", help="with --board: fill the screen")
    ap.add_argument(
        "--page-seconds",
        type=int,
        default=10,
        metavar="S",
        help="with --board: show each page of standings S seconds (0: page by hand only)",
    )
    ap.add_argument(
        "--session",
        metavar="FOLDER",
        help="a scripted session: a match in a store in FOLDER, a win recorded, the PDF exported; exit",
    )
    args = ap.parse_args(argv)
    _ensure_platform(bool(args.screenshot or args.self_test or args.session))
    from .platform_check import check

    problem = check(args.lang)  # no display; on X11: the system libraries Qt's xcb plugin needs, named if missing
    if problem:
        return problem
    from core.model.errors import HandError

    setup = (args.context, args.claim, args.claim_total, args.claim_received)
    if args.color_scheme:
        from . import theme
        from .services import application

        application()
        theme.set_scheme(args.color_scheme)
    if args.board:
        from .standings_board import run_board

        return run_board(args.board, args.minutes, args.full_screen, args.lang, args.page_seconds)
    if args.tournament:
        from .tournament_window import run_tournament

        return run_tournament(args.tournament, args.lang, lambda rules, lang: make_window(rules, None, lang))
    try:
        if args.self_test:
            from .selftest import run_self_test

            return run_self_test(make_window)
        if args.session:
            from .selftest import run_session

            return run_session(make_window, args.session)
        if args.screenshot:
            try:
                width, height = (int(v) for v in args.size.lower().split("x"))
            except ValueError:
                sys.stderr.write(f"mahjong-scorer: --size {args.size!r} must be WxH, like 1024x640\n")
                return 2
            return screenshot(args.screenshot, args.rules, args.hand, args.lang, setup, (width, height))
        window = make_window(args.rules, args.hand, args.lang)
        set_up(window, *setup)
    except HandError as e:
        sys.stderr.write(f"mahjong-scorer: {e}\n")
        return 2
    from .qt import QApplication

    window.resize(*SCREENSHOT_SIZE)  # type: ignore[attr-defined]
    window.show()  # type: ignore[attr-defined]
    if args.first_paint:  # the start a user waits for, and no more: what the benchmark times
        QApplication.processEvents()
        window.grab()  # type: ignore[attr-defined]
        return 0
    return QApplication.instance().exec()  # type: ignore[union-attr]


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
