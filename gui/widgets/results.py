"""Breakdown (items, suppressed items, total, verdict, payments, the reading chosen) and waits."""

from __future__ import annotations

from typing import Any

from core.engine.score import Score
from core.model.errors import HandError
from core.model.tiles import Tile, kind_name
from core.shapes.decompose import Decomposition

from .. import theme
from ..models import WAIT_TILE, BreakdownModel, WaitsModel
from ..qt import (
    QAbstractItemView,
    QFont,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    Qt,
    QTableView,
    QVBoxLayout,
    QWidget,
    Signal,
    tr,
)
from ..state import HandState, draw_field
from .tileart import icon_size, tile_icon

GROUP_TILE = 30


class DecompositionView(QWidget):
    """The reading the score used, drawn as tile groups; the winning tile's group marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(8)
        self.groups: list[QWidget] = []
        self.tile = GROUP_TILE
        self._shown: Decomposition | None = None
        # an explicit minimum: the tiles shrink to fit (see resizeEvent), the layout must not hold
        # the results column as wide as they are now
        self.setMinimumWidth(200)

    def _tile_for(self, width: int, d: Decomposition | None) -> int:
        """The tile width that fits the reading's groups into ``width`` pixels."""
        if d is None or not d.groups:
            return GROUP_TILE
        tiles = sum(len(g.tiles) for g in d.groups)
        room = width - (len(d.groups) + 1) * self.row.spacing() - 4 * len(d.groups)
        return max(14, min(GROUP_TILE, room // max(1, tiles)))

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if self._tile_for(event.size().width(), self._shown) != self.tile:
            self.set_decomposition(self._shown, self._reds)

    _reds: dict[int, int] = {}

    def set_decomposition(self, d: Decomposition | None, reds: dict[int, int] | None = None) -> None:
        """Draw a reading; ``reds``: how many red fives of each kind the hand holds, drawn red
        (a reading's groups know the kinds only)."""
        self._reds = dict(reds or {})
        while self.row.count():
            item = self.row.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.hide()  # at once: a deleteLater waits for the event loop
                w.deleteLater()
        self.groups = []
        self._shown = d
        if d is None:
            return
        self.tile = self._tile_for(self.width(), d)
        left = dict(self._reds)  # the red fives still to draw
        for gi, g in enumerate(d.groups):
            box = QWidget(self)
            lay = QHBoxLayout(box)
            lay.setContentsMargins(2, 2, 2, 2)
            lay.setSpacing(0)
            for k in g.tiles:
                lbl = QLabel(box)
                red = left.get(k, 0) > 0
                if red:
                    left[k] -= 1
                lbl.setPixmap(tile_icon(Tile(k, red), self.tile).pixmap(icon_size(self.tile)))
                lay.addWidget(lbl)
            marks = []
            if g.declared:
                marks.append(tr("declared"))
            if gi == d.win_group:
                marks.append(tr("winning tile here"))
                box.setStyleSheet(f"background: {theme.color('winning')}; border-radius: 4px;")
            box.setToolTip(", ".join(marks) if marks else tr("concealed"))
            self.row.addWidget(box)
            self.groups.append(box)
        self.row.addStretch(1)


class BreakdownPanel(QWidget):
    def __init__(self, state: HandState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self.lang = "en"
        self.model = BreakdownModel(self)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.verdict = QLabel(self)
        self.verdict.setObjectName("verdict")
        self.verdict.setWordWrap(True)
        f = QFont(self.verdict.font())
        f.setPointSizeF(f.pointSizeF() * 1.3)
        f.setBold(True)
        self.verdict.setFont(f)
        lay.addWidget(self.verdict)
        self.decomposition = DecompositionView(self)
        lay.addWidget(self.decomposition)
        self.table = QTableView(self)
        self.table.setObjectName("breakdown_table")
        self.table.setModel(self.model)
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for c in (1, 2, 3):
            self.table.horizontalHeader().setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setMinimumHeight(48)  # a short window: the rows scroll
        lay.addWidget(self.table, 1)
        self.payments = QLabel(self)
        self.payments.setObjectName("payments")
        self.payments.setWordWrap(True)
        lay.addWidget(self.payments)
        # which table scored the hand (the preset, its file, what was changed from it): the window
        # shows it in its status bar, where it takes no room from the breakdown (1024x640)
        self.table_label = QLabel(self)
        self.table_label.setObjectName("table_name")
        self.table_label.setTextFormat(Qt.TextFormat.PlainText)  # (a preset's name is the user's text)
        self.table_text = ""
        state.changed.connect(self.refresh)
        self.refresh()

    def set_language(self, lang: str) -> None:
        self.lang = lang
        self.model.set_language(lang)
        self.refresh()

    compact = False

    def set_compact(self, compact: bool) -> None:
        """Show only the headline and the payments (a short window, while a tab below needs the
        room: the referee's check, the analysis), or the whole breakdown again."""
        if compact == self.compact:
            return
        self.compact = compact
        self.decomposition.setVisible(not compact)
        self.table.setVisible(not compact)

    def headline_height(self, width: int) -> int:
        """The height of the headline and the payments at ``width`` (what the compact panel shows)."""
        lay = self.layout()
        spacing = lay.spacing() if lay is not None else 6
        return (
            self.verdict.heightForWidth(width)
            + spacing
            + (self.payments.heightForWidth(width) if self.payments.text() else 0)
            + spacing
        )

    def full_height(self, width: int) -> int:
        """The least height that shows the whole breakdown with one of its rows (the rest scroll)."""
        table = self.table.horizontalHeader().sizeHint().height() + self.table.verticalHeader().defaultSectionSize()
        return self.headline_height(width) + self.decomposition.sizeHint().height() + table + 8

    # past this width the names column stops stretching: the names stay near their values
    WIDE = 640

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        mode = (
            QHeaderView.ResizeMode.ResizeToContents
            if event.size().width() > self.WIDE
            else QHeaderView.ResizeMode.Stretch
        )
        header = self.table.horizontalHeader()
        if header.sectionResizeMode(0) != mode:
            header.setSectionResizeMode(0, mode)

    def _declared(self) -> None:
        """Hand the model what the rule set declares (once per rule set): its sections and
        its items' definitions."""
        rules = self.state.rules
        if rules.name == self._declared_for:
            return
        try:
            infos = rules.items()
        except HandError:  # an unbuilt rule set has no table
            infos = ()
        self.model.set_rules(rules.layout.sections, {i.id: i.definition for i in infos if i.definition is not None})
        self._declared_for = rules.name

    _declared_for = ""

    def refresh(self) -> None:
        self._declared()
        ev = self.state.evaluation()
        score = ev.score
        self.model.set_score(score)
        reds: dict[int, int] = {}
        if score is not None:
            for t in score.hand.all_tiles():
                if t.red:
                    reds[t.kind] = reds.get(t.kind, 0) + 1
        self.decomposition.set_decomposition(score.decomposition if score is not None else None, reds)
        self.verdict.setStyleSheet("")
        self.payments.setToolTip("")
        self.table_text = tr("Table: {0}").format(score.table.describe(self.lang)) if score is not None else ""
        self.table_label.setText(
            tr("Table: {0}").format(score.table.describe(self.lang, file_name_only=True)) if score is not None else ""
        )
        self.table_label.setToolTip(self.table_text)
        if ev.error is not None and ev.draft:
            self.verdict.setText(
                tr(
                    "No score: the hand box holds a mistake, so the tiles shown are not the hand "
                    "typed. Fix the text or undo."
                )
            )
            self.verdict.setStyleSheet(theme.style("error"))
            self.payments.setText("")
            return
        if ev.error is not None:
            self.verdict.setText(tr("Cannot score: {0}").format(ev.error.text(self.lang)))
            self.verdict.setStyleSheet(theme.style("error"))
            self.payments.setText("")
            return
        if score is None:
            if ev.waits:
                self.verdict.setText(tr("Ready: waiting on {0} tile(s)").format(len(ev.waits)))
            elif ev.shanten is not None:
                self.verdict.setText(tr("Not ready: shanten {0}").format(ev.shanten.value))
            else:
                self.verdict.setText(
                    tr("Add tiles: {0} more to a complete hand").format(self.state.complete_size() - self.state.size())
                )
            self.payments.setText("")
            return
        self.verdict.setText(self.verdict_text(score))
        if not score.headline.win:
            self.verdict.setStyleSheet(theme.style("error"))
        self.payments.setText(self.payment_text(score))
        # the core's notes, in the window's language, with the payments of a win (a false win's
        # note would only repeat the verdict)
        notes = "\n".join(n.get(self.lang) for n in score.remarks)
        self.payments.setToolTip(notes)
        if notes and score.payments:
            self.payments.setText("\n".join(t for t in (self.payments.text(), notes) if t))

    def verdict_text(self, score: Score) -> str:
        """The verdict sentence the core gives (a win, or why not), in the window's language."""
        return score.headline.text.get(self.lang)

    def payment_text(self, score: Score) -> str:
        """Who pays what, with the payer roles the rule set names."""
        if not score.payments:  # not a win: the verdict above already says why
            return ""
        parts = [f"{p.names.get(self.lang)} {p.amount}" for p in score.payments]
        return tr("Pays: {0}; the winner receives {1}").format(", ".join(parts), score.received)

    def as_text(self) -> str:
        """The breakdown as text to paste: first the ``mjscore score`` command that gives the
        same result (the hand, the context that differs from the defaults, the preset and the
        options), then the verdict, the reading's groups (the winning tile's group marked), the
        items and the payments."""
        ev = self.state.evaluation()
        lines = [score_command(self.state), self.verdict.text()]
        if ev.score is not None and ev.score.decomposition is not None:
            d = ev.score.decomposition
            lines.append(" ".join(f"<{g}>" if i == d.win_group else str(g) for i, g in enumerate(d.groups)))
        lines += [self.model.as_text(), self.payments.text(), self.table_text]
        return "\n".join(line for line in lines if line) + "\n"


def _word(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def score_command(state: HandState) -> str:
    """The ``mjscore score`` command line that scores the state's hand as the window does."""
    import shlex

    rules = state.rules
    parts = ["mjscore", "score", "--rules", rules.name, shlex.quote(state.notation())]
    defaults = {f.key: f.default for f in rules.context_fields}
    for key, value in sorted(state.context.items()):
        if value is not None and value != defaults.get(key):
            parts.append(shlex.quote(f"{key}={_word(value)}"))
    options = state.options
    preset, file = str(options.get("preset") or ""), str(options.get("preset_file") or "")
    if file:  # a user's preset file: the command reads it as the window did
        parts += ["--preset-file", shlex.quote(file), "--preset", shlex.quote(preset)]
    elif preset:
        parts += ["--preset", shlex.quote(preset)]
    try:
        base = rules.check_options({"preset": preset, "preset_file": file}) if preset else rules.check_options({})
    except HandError:  # (a preset file gone since it was loaded: every option is written out)
        base = {}
    for key, value in sorted(options.items()):
        if key in ("preset", "preset_file", "items"):
            continue
        if value != base.get(key):
            parts += ["--option", shlex.quote(f"{key}={_word(value)}")]
    return " ".join(parts)


class WaitsPanel(QWidget):
    """The winning tiles of a ready hand, drawn as tiles, with the score of a win on each by
    discard and by self-draw; activating a row (double-click, Enter) opens that complete hand
    and Back returns to the ready one."""

    opened = Signal(int, bool)  # the wait's kind, and whether the self-drawn column was chosen

    def __init__(self, state: HandState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self.model = WaitsModel(self)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        self.title = QLabel(self)
        self.title.setObjectName("waits_title")
        top.addWidget(self.title, 1)
        self.back_button = QPushButton(self)
        self.back_button.setObjectName("waits_back")
        self.back_button.hide()
        top.addWidget(self.back_button)
        lay.addLayout(top)
        self.table = QTableView(self)
        self.table.setObjectName("waits_table")
        self.table.setModel(self.model)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setMinimumHeight(48)
        self.table.setIconSize(icon_size(WAIT_TILE))
        self.table.activated.connect(self._activated)
        lay.addWidget(self.table, 1)
        lay.addStretch(0)  # (the table hidden: the line says why, at the top)
        state.changed.connect(self.refresh)
        self.refresh()

    def _activated(self, index: Any) -> None:
        kind = self.model.data(self.model.index(index.row(), 0), Qt.ItemDataRole.UserRole)
        if kind is not None:
            self.opened.emit(int(kind), index.column() == 3)

    def set_language(self, lang: str) -> None:
        self.model.set_language(lang)
        self.refresh()

    def refresh(self) -> None:
        ev = self.state.evaluation()
        draw = draw_field(self.state.rules)
        self.model.set_draw_names(draw.names if draw is not None else None)
        self.model.set_waits(ev.waits)
        self.back_button.setText(tr("← Back to the ready hand"))
        if ev.waits:
            self.title.setText(tr("Waits: {0}").format(" ".join(kind_name(w.kind) for w in ev.waits)))
        elif ev.shanten is not None:
            self.title.setText(tr("Not ready: shanten {0}").format(ev.shanten.value))
        elif ev.score is not None:
            self.title.setText(tr("Complete hand"))
        else:
            self.title.setText(tr("Waits appear when the hand is one tile short"))
        # no waits, no empty table: the line above says why, and the breakdown takes the room
        self.table.setVisible(bool(ev.waits))
