"""The standings board: a window for a projector that follows a tournament in the store as the
tables' results come in, with the round's timer shown large.

    mahjong-scorer --board TOURNAMENT [--minutes 90] [--lang ja] [--full-screen]

It reads the store every few seconds (another program writes: the scorer stations), and
shows the tournament's title, the round in play and its tables finished, the standings with
the round in play counted as its tables stand (a closed round's figures are final), and the
time left of the round: ``--minutes`` from the round's seating. When the time is up the board
says so with the rule set's end-of-time rule. A store it cannot read is said on the board; the
board keeps trying.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any, Final

from core.model.errors import HandError
from core.referee.match import format_points
from core.referee.records import MatchStore
from core.referee.tournament_store import Tournaments
from core.rules import get_rules

from core.model.names import isolate

from .qt import (
    QFont,
    QHeaderView,
    QLabel,
    QMainWindow,
    QTableWidget,
    QTableWidgetItem,
    Qt,
    QTimer,
    QVBoxLayout,
    QWidget,
    tr,
)

# how often the board reads the store, in milliseconds (a plain comment: lupdate reads "#:" as a note to translators)
REFRESH_MS: Final = 3000


def _end_rule(rules: str, lang: str) -> str:
    """What happens when time is called, as the rule set's match rules declare it."""
    found = get_rules(rules).match_rules() if rules else None
    return found.end_of_time.get(lang) if found is not None else ""


def _seconds_since(stamp: str) -> float:
    when = datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc)
    return (datetime.now(timezone.utc) - when).total_seconds()


class StandingsBoard(QMainWindow):
    """The board (see the module's text)."""

    def __init__(self, store: MatchStore, tournament_id: str, minutes: int | None = None, lang: str = "en") -> None:
        super().__init__()
        self.lang = lang
        self.setObjectName("standings_board")
        self.tours = Tournaments(store)
        self.tournament_id = tournament_id
        self.minutes = minutes
        self.problem = ""
        central = QWidget(self)
        lay = QVBoxLayout(central)
        self.title = QLabel(central)
        self.title.setObjectName("board_title")
        self.round_label = QLabel(central)
        self.round_label.setObjectName("board_round")
        self.timer_label = QLabel(central)
        self.timer_label.setObjectName("board_timer")
        self.timer_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.rule_label = QLabel(central)
        self.rule_label.setObjectName("board_rule")
        self.rule_label.setWordWrap(True)
        self.table = QTableWidget(central)
        self.table.setObjectName("board_table")
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for label, size, bold in ((self.title, 28, True), (self.round_label, 18, False), (self.timer_label, 72, True),
                                  (self.rule_label, 16, False)):
            f = QFont(label.font())
            f.setPointSize(size)
            f.setBold(bold)
            label.setFont(f)
            label.setTextFormat(Qt.TextFormat.PlainText)
            lay.addWidget(label)
        f = QFont(self.table.font())
        f.setPointSize(18)
        self.table.setFont(f)
        self.table.horizontalHeader().setFont(f)
        lay.addWidget(self.table, 1)
        self.setCentralWidget(central)
        self.clock = QTimer(self)
        self.clock.timeout.connect(self._tick)
        self.clock.start(1000)
        self._since_read = REFRESH_MS
        self._rounds: tuple[Any, ...] = ()
        self.refresh()

    def _tick(self) -> None:
        self._since_read += 1000
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
            state = tr("closed") if current.closed else tr("{0} of {1} tables finished").format(done, len(current.tables))
            self.round_label.setText(tr("Round {0} of {1}: {2}").format(current.number, t.rounds, state))
        headers = [tr("Place"), tr("Player"), tr("Country"), tr("Table points"), tr("Score"), tr("Played")]
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setRowCount(len(rows))
        for i, s in enumerate(rows):
            p = players[s.player]
            cells = [str(s.place), isolate(p.name), p.country, format_points(s.table_points), str(s.score),
                     str(s.played)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c in (0, 3, 4, 5):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(i, c, item)
        header = self.table.horizontalHeader()
        for c in range(len(headers)):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch if c == 1
                                        else QHeaderView.ResizeMode.ResizeToContents)
        self._show_timer()

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


def run_board(tournament_id: str, minutes: int | None, full_screen: bool, lang: str | None) -> int:
    """Open the board on the store the window uses, in ``lang`` (default: the window's), and run
    until it is closed."""
    from .qt import QApplication
    from .services import application, install_language, saved, system_language
    from .store_setting import open_chosen, store_problem_text
    from .window import LANGUAGES

    application()
    code = lang or saved("language", [c for c, _ in LANGUAGES]) or system_language()
    install_language(code)
    try:
        store = open_chosen()  # (the store every window uses: gui/store_setting.py)
        board = StandingsBoard(store, tournament_id, minutes, code)
    except HandError as e:
        import sys

        sys.stderr.write(f"mahjong-scorer: {store_problem_text(e, code)}\n")
        return 2
    board.resize(1280, 860)
    if full_screen:
        board.showFullScreen()
    else:
        board.show()
    return QApplication.instance().exec()  # type: ignore[union-attr]
