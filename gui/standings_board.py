"""The standings board: a window for a projector that follows a tournament in the store as the
tables' results come in, with the round's timer shown large.

    mahjong-scorer --board TOURNAMENT [--minutes 90] [--lang ja] [--full-screen] [--page-seconds 10]

It reads the store every few seconds (another program writes: the scorer stations), and
shows the tournament's title, the round in play and its tables finished, the standings with
the round in play counted as its tables stand (a closed round's figures are final), and the
time left of the round: ``--minutes`` from the round's seating. When the time is up the board
says so with the rule set's end-of-time rule. A store it cannot read is said on the board; the
board keeps trying.

Every player is shown whole, at a font a 30th of the window's height (24 px on a 1280x720
projector): all of them when they fit, else in two or three columns side by side when the
names and figures fit the width, else a page at a time, the next every ``--page-seconds``
(10), with "Page 2 of 5: places 23-44" above them. The keys page by hand (see the class).
"""

from __future__ import annotations

from datetime import UTC, datetime
from math import ceil
from typing import Any, Final

from core.model.errors import HandError
from core.model.names import isolate
from core.referee.match import format_points
from core.referee.match_store import MatchStore
from core.referee.tournament_store import Tournaments
from core.rules import get_rules

from .qt import (
    QEvent,
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QSizePolicy,
    QStyle,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QTimer,
    QVBoxLayout,
    QWidget,
    tr,
)

# how often the board reads the store, in milliseconds (a plain comment: lupdate reads "#:" as a note to translators)
REFRESH_MS: Final = 3000
# how long a page of the standings shows before the next, in seconds (--page-seconds; 0: by hand only)
PAGE_SECONDS: Final = 10
# a row's font is a 30th of the window's height (24 px on a 1280x720 projector, 36 px on 1080),
# never under MIN_ROW_PX: its capitals (17.6 px on 720) are 17 minutes of arc high from 5 picture
# heights away, above ISO 9241-3's least 16. The board pages rather than
# shrink its rows below it.
ROW_FRACTION: Final = 30
MIN_ROW_PX: Final = 20
# at most this many columns of standings side by side on a wide screen before paging
MAX_BLOCKS: Final = 3
_RIGHT: Final = (0, 3, 4, 5)  # the columns of figures, aligned right


def _end_rule(rules: str, lang: str) -> str:
    """What happens when time is called, as the rule set's match rules declare it."""
    found = get_rules(rules).match_rules() if rules else None
    return found.end_of_time.get(lang) if found is not None else ""


def _seconds_since(stamp: str) -> float:
    when = datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)
    return (datetime.now(UTC) - when).total_seconds()


def _two_lines(header: str) -> str:
    """A column's header broken in two at the space (or slash, or middle dot) nearest its middle."""
    breaks = [i for i, ch in enumerate(header) if ch in " /・"]
    if not breaks:
        return header
    i = min(breaks, key=lambda i: abs(2 * i + 1 - len(header)))
    return header[:i] + "\n" + header[i + 1 :] if header[i] == " " else header[: i + 1] + "\n" + header[i + 1 :]


def _px_font(base: QFont, px: int, bold: bool = False) -> QFont:
    f = QFont(base)
    f.setPixelSize(max(1, px))
    f.setBold(bold)
    return f


class StandingsBoard(QMainWindow):
    """The board (see the module's text). The standings show whole at a font sized to the window
    (``row_px``): all of them when they fit, else in up to three columns side by side, else a
    page at a time, the next every ``page_seconds``; → ↓ PgDn or a click: the next page, ← ↑ PgUp
    or a right click: the one before, Home: the first, Space: stop or resume the paging."""

    def __init__(
        self,
        store: MatchStore,
        tournament_id: str,
        minutes: int | None = None,
        lang: str = "en",
        page_seconds: int = PAGE_SECONDS,
    ) -> None:
        super().__init__()
        self.lang = lang
        self.setObjectName("standings_board")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.tours = Tournaments(store)
        self.tournament_id = tournament_id
        self.minutes = minutes
        self.page_seconds = page_seconds
        self.problem = ""
        self.page = 0  # the page shown, from 0
        self.page_count = 1
        self.paused = False
        self.row_px = MIN_ROW_PX
        self._pages: list[list[list[int]]] = [[[]]]  # each page's columns of standings' rows
        self._cells: list[list[str]] = []  # each standings row's cells
        self._places: list[str] = []
        self._headers: list[str] = []
        self._shown_headers: list[str] = []  # the headers as shown: on one line or two
        self._widths: list[int] = []
        self._page_elapsed = 0
        central = QWidget(self)
        lay = QVBoxLayout(central)
        lay.setContentsMargins(6, 6, 6, 6)
        top = QGridLayout()
        self.title = QLabel(central)
        self.title.setObjectName("board_title")
        self.title.setWordWrap(True)
        self.round_label = QLabel(central)
        self.round_label.setObjectName("board_round")
        self.page_label = QLabel(central)
        self.page_label.setObjectName("board_page")
        self.timer_label = QLabel(central)
        self.timer_label.setObjectName("board_timer")
        self.timer_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.rule_label = QLabel(central)
        self.rule_label.setObjectName("board_rule")
        self.rule_label.setWordWrap(True)
        for label in (self.title, self.round_label, self.page_label, self.timer_label, self.rule_label):
            label.setTextFormat(Qt.TextFormat.PlainText)
        self.page_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.title, 0, 0, 1, 2)
        top.addWidget(self.round_label, 1, 0)
        top.addWidget(self.page_label, 1, 1)
        top.addWidget(self.timer_label, 0, 2, 2, 1)
        top.setColumnStretch(0, 1)
        lay.addLayout(top)
        lay.addWidget(self.rule_label)
        # the standings: one to three tables side by side, each showing its part of the page
        self.area = QWidget(central)
        self.area.setObjectName("board_area")
        self._area_lay = area_lay = QHBoxLayout(self.area)
        area_lay.setContentsMargins(0, 0, 0, 0)
        self.tables: list[QTableWidget] = []
        for i in range(MAX_BLOCKS):
            table = QTableWidget(self.area)
            table.setObjectName("board_table" if i == 0 else f"board_table_{i + 1}")
            table.verticalHeader().setVisible(False)
            table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            table.verticalHeader().setMinimumSectionSize(1)
            table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
            table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
            table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            table.setAlternatingRowColors(True)
            table.setWordWrap(False)
            table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            table.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)  # a click pages the board
            table.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
            table.horizontalHeader().setSectionsClickable(False)
            table.setVisible(i == 0)
            area_lay.addWidget(table, 1)
            self.tables.append(table)
        self.table = self.tables[0]
        lay.addWidget(self.area, 1)
        self.area.installEventFilter(self)
        self.setCentralWidget(central)
        self.clock = QTimer(self)
        self.clock.timeout.connect(self._tick)
        self.clock.start(1000)
        self._since_read = REFRESH_MS
        self._rounds: tuple[Any, ...] = ()
        self.resize(1280, 720)
        self._set_fonts()
        self.refresh()

    # -- fonts and pages ---------------------------------------------------------------------
    def _set_fonts(self) -> None:
        """Every font follows the window's height: the rows a 30th of it (never under MIN_ROW_PX)."""
        h = self.height()
        self.row_px = row = max(MIN_ROW_PX, round(h / ROW_FRACTION))
        base = QFont(self.font())
        for label, px, bold in (
            (self.title, row * 1.1, True),
            (self.round_label, row * 0.85, False),
            (self.page_label, row * 0.85, True),
            (self.timer_label, h / 10, True),
            (self.rule_label, row * 0.8, False),
        ):
            label.setFont(_px_font(base, round(px), bold))
        for table in self.tables:
            table.setFont(_px_font(base, row))
            table.horizontalHeader().setFont(_px_font(base, round(row * 0.75), True))
            table.verticalHeader().setDefaultSectionSize(QFontMetrics(table.font()).height())
        # the timer's label as high as its figures' (or "Time!"'s) ink, not its font's line: Qt
        # centres the line, so the ink's farther edge from the centre sets the height
        fm = QFontMetrics(self.timer_label.font())
        mid = (fm.ascent() - fm.descent()) / 2
        half = max(
            max(-(mid + r.top()), mid + r.bottom()) for r in (fm.tightBoundingRect(t) for t in ("0:00:00", tr("Time!")))
        )
        self.timer_label.setFixedHeight(round(2 * half) + 6)
        if self._headers:
            self._paginate()

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._set_fonts()

    def eventFilter(self, watched: Any, event: Any) -> bool:
        if watched is self.area and event.type() == QEvent.Type.Resize:
            self._paginate()
        return False

    def _column_widths(self, headers: list[str]) -> list[int]:
        """Each column's width to show its header and every row's cell whole."""
        table = self.tables[0]
        # (fractional advances: Qt elides a text 42.25 px wide in a 42 px space)
        body, head = QFontMetricsF(table.font()), QFontMetricsF(table.horizontalHeader().font())
        style = table.style()
        # (the margins Qt's delegate and header leave each side of a text, and a grid line)
        pad = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1) + 1
        head_pad = 2 * style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, table) + 1
        widths = [ceil(max(head.horizontalAdvance(line) for line in h.split("\n"))) + head_pad + 1 for h in headers]
        for cells in self._cells:
            for c, text in enumerate(cells):
                widths[c] = max(widths[c], ceil(body.horizontalAdvance(text)) + pad + 1)
        return widths

    def _layout(self, headers: list[str]) -> tuple[int, int, list[int]]:
        """With these headers: how many rows fit a column, how many columns fit side by side, and
        the columns' widths."""
        table = self.tables[0]
        frame = 2 * table.frameWidth()
        table.setColumnCount(len(headers))
        table.setHorizontalHeaderLabels(headers)
        header_h = table.horizontalHeader().sizeHint().height()
        row_h = table.verticalHeader().defaultSectionSize()
        fit = max(1, (self.area.height() - frame - header_h) // max(1, row_h))
        widths = self._column_widths(headers)
        spacing = self._area_lay.spacing()
        blocks = max(1, min(MAX_BLOCKS, (self.area.width() + spacing) // max(1, sum(widths) + frame + spacing)))
        return fit, blocks, widths

    def _paginate(self) -> None:
        """Share the standings out into pages of up to three columns that fit the board whole: the
        headers on one line, or on two if that lets more rows show at once."""
        n = len(self._cells)
        best: tuple[int, int, list[int], list[str]] | None = None
        for headers in (self._headers, [_two_lines(h) for h in self._headers]):
            fit, blocks_max, widths = self._layout(headers)
            shown = n if n <= fit else min(n, fit * blocks_max)
            if best is None or shown > min(n, best[0] * best[1] if n > best[0] else n):
                best = (fit, blocks_max, widths, headers)
            if n <= fit:
                break
        assert best is not None
        fit, blocks_max, self._widths, self._shown_headers = best
        if n <= fit:
            per_page, blocks = max(n, 1), 1
        else:
            pages = -(-n // (blocks_max * fit))
            per_page = -(-n // pages)
            blocks = -(-per_page // fit)
        per_block = -(-per_page // blocks)
        self._pages = []
        for start in range(0, max(n, 1), per_page):
            rows = list(range(start, min(n, start + per_page)))
            self._pages.append([rows[b : b + per_block] for b in range(0, len(rows), per_block)] or [[]])
        self.page_count = len(self._pages)
        self.page = min(self.page, self.page_count - 1)
        self._fill()

    def _fill(self) -> None:
        """Show the page ``self.page``: its columns of standings, and which page it is."""
        columns = self._pages[self.page]
        for b, table in enumerate(self.tables):
            rows = columns[b] if b < len(columns) else []
            table.setVisible(b == 0 or bool(rows))
            table.setColumnCount(len(self._shown_headers))
            table.setHorizontalHeaderLabels(self._shown_headers)
            table.setRowCount(len(rows))
            for i, r in enumerate(rows):
                for c, text in enumerate(self._cells[r]):
                    item = QTableWidgetItem(text)
                    if c in _RIGHT:
                        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                    table.setItem(i, c, item)
            header = table.horizontalHeader()
            header.setMinimumSectionSize(1)
            for c in range(len(self._headers)):
                if c == 1:
                    header.setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch)
                else:
                    header.setSectionResizeMode(c, QHeaderView.ResizeMode.Fixed)
                    header.resizeSection(c, self._widths[c])
        shown = [r for column in columns for r in column]
        if self.page_count > 1 and shown:
            first, last = self._places[shown[0]], self._places[shown[-1]]
            text = (
                tr("Page {0} of {1}: place {2}") if first == last else tr("Page {0} of {1}: places {2}–{3}")
            ).format(self.page + 1, self.page_count, first, last)
            paused = tr("(paused)")
            self.page_label.setText(f"{text} {paused}" if self.paused else text)
        else:
            self.page_label.setText("")

    def show_page(self, page: int) -> None:
        """Show page ``page`` (from 0, wrapping round); the automatic paging counts afresh."""
        self.page = page % max(1, self.page_count)
        self._page_elapsed = 0
        self._fill()

    def keyPressEvent(self, event: Any) -> None:
        key = event.key()
        k = Qt.Key
        if key in (k.Key_Right, k.Key_Down, k.Key_PageDown):
            self.show_page(self.page + 1)
        elif key in (k.Key_Left, k.Key_Up, k.Key_PageUp):
            self.show_page(self.page - 1)
        elif key == k.Key_Home:
            self.show_page(0)
        elif key == k.Key_End:
            self.show_page(self.page_count - 1)
        elif key == k.Key_Space:
            self.paused = not self.paused
            self.show_page(self.page)
        else:
            super().keyPressEvent(event)

    def mousePressEvent(self, event: Any) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.show_page(self.page + 1)
        elif event.button() == Qt.MouseButton.RightButton:
            self.show_page(self.page - 1)
        else:
            super().mousePressEvent(event)

    # -- reading the store -------------------------------------------------------------------
    def _tick(self) -> None:
        self._since_read += 1000
        if self.page_count > 1 and self.page_seconds > 0 and not self.paused:
            self._page_elapsed += 1
            if self._page_elapsed >= self.page_seconds:
                self.show_page(self.page + 1)
        if self._since_read >= REFRESH_MS:
            self.refresh()
        else:
            self._show_timer()

    def refresh(self) -> None:
        """Read the tournament again and show it."""
        self._since_read = 0
        try:
            t = self.tours.tournament(self.tournament_id)
            self._rounds = self.tours.rounds(self.tournament_id)
            rows = self.tours.standings(self.tournament_id, live=True)
            players = {p.number: p for p in self.tours.players(self.tournament_id)}
            _results, sheets = self.tours.results(self.tournament_id)
        except HandError as e:  # the store is busy, moved, damaged...: said; the next read tries again
            self.problem = e.text(self._lang())
            self.round_label.setText(tr("The store cannot be read: {0}").format(self.problem))
            return
        self.problem = ""
        self._rules = t.rules
        self.title.setText(f"{t.title} · {get_rules(t.rules).title.get(self._lang())}")
        current = self._rounds[-1] if self._rounds else None
        if current is None:
            self.round_label.setText(tr("No round seated yet."))
        else:
            done = sum(1 for tb in current.tables if sheets[tb.match_id].finished)
            state = (
                tr("closed on time")
                if current.closed and current.time_called
                else tr("closed")
                if current.closed
                else tr("{0} of {1} tables finished").format(done, len(current.tables))
            )
            self.round_label.setText(tr("Round {0} of {1}: {2}").format(current.number, t.rounds, state))
        self._headers = [tr("Place"), tr("Player"), tr("Country"), tr("Table points"), tr("Score"), tr("Played")]
        self._cells = []
        self._places = []
        for s in rows:
            p = players[s.player]
            self._cells.append(
                [str(s.place), isolate(p.name), p.country, format_points(s.table_points), str(s.score), str(s.played)]
            )
            self._places.append(str(s.place))
        self._show_timer()
        self._paginate()

    def _show_timer(self) -> None:
        current = self._rounds[-1] if self._rounds else None
        if self.minutes is None or current is None or current.closed:
            self.timer_label.setVisible(False)
            self.rule_label.setVisible(False)
            return
        left = int(self.minutes * 60 - _seconds_since(current.seated))
        self.timer_label.setVisible(True)
        if left > 0:
            self.timer_label.setText(f"{left // 3600}:{left // 60 % 60:02d}:{left % 60:02d}")
            self.rule_label.setVisible(False)
        else:
            self.timer_label.setText(tr("Time!"))
            self.rule_label.setText(_end_rule(getattr(self, "_rules", ""), self._lang()))
            self.rule_label.setVisible(True)

    def _lang(self) -> str:
        return self.lang


def run_board(
    tournament_id: str, minutes: int | None, full_screen: bool, lang: str | None, page_seconds: int = PAGE_SECONDS
) -> int:
    """Open the board on the store the window uses, in ``lang`` (default: the window's), paging
    every ``page_seconds``, and run until it is closed."""
    from .qt import QApplication
    from .services import LANGUAGES, application, install_language, saved, system_language
    from .store_setting import open_chosen, store_problem_text

    application()
    code = lang or saved("language", [c for c, _ in LANGUAGES]) or system_language()
    install_language(code)
    try:
        store = open_chosen()  # (the store every window uses: gui/store_setting.py)
        board = StandingsBoard(store, tournament_id, minutes, code, max(0, page_seconds))
    except HandError as e:
        import sys

        sys.stderr.write(f"mahjong-scorer: {store_problem_text(e, code)}\n")
        return 2
    screen = board.screen().availableGeometry()  # (a 1280x720 projector: no taller than it)
    board.resize(min(1280, screen.width()), min(860, screen.height()))
    if full_screen:
        board.showFullScreen()
    else:
        board.show()
    return QApplication.instance().exec()  # type: ignore[union-attr]
