"""Breakdown (items, suppressed items, total, verdict, payments, the reading chosen) and waits."""

from __future__ import annotations

from core.decompose import Decomposition
from core.score import Names, Score
from core.tiles import Tile

from ..models import BreakdownModel, WaitsModel
from ..qt import (
    tr,
    QAbstractItemView,
    QFont,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)
from ..state import HandState
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

    def set_decomposition(self, d: Decomposition | None) -> None:
        while self.row.count():
            item = self.row.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.deleteLater()
        self.groups = []
        if d is None:
            return
        for gi, g in enumerate(d.groups):
            box = QWidget(self)
            lay = QHBoxLayout(box)
            lay.setContentsMargins(2, 2, 2, 2)
            lay.setSpacing(0)
            for k in g.tiles:
                lbl = QLabel(box)
                lbl.setPixmap(tile_icon(Tile(k), GROUP_TILE).pixmap(icon_size(GROUP_TILE)))
                lay.addWidget(lbl)
            marks = []
            if g.declared:
                marks.append(tr("declared"))
            if gi == d.win_group:
                marks.append(tr("winning tile here"))
                box.setStyleSheet("background: rgba(230, 126, 34, 60); border-radius: 4px;")
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
        lay.addWidget(self.table, 1)
        self.payments = QLabel(self)
        self.payments.setObjectName("payments")
        self.payments.setWordWrap(True)
        lay.addWidget(self.payments)
        state.changed.connect(self.refresh)
        self.refresh()

    def set_language(self, lang: str) -> None:
        self.lang = lang
        self.model.set_language(lang)
        self.refresh()

    def _names(self) -> dict[str, Names]:
        try:
            return {i.id: i.names for i in self.state.rules.items()}
        except Exception:  # an unbuilt rule set has no table
            return {}

    def refresh(self) -> None:
        ev = self.state.evaluation()
        score = ev.score
        self.model.set_score(score, self._names())
        self.decomposition.set_decomposition(score.decomposition if score is not None else None)
        self.verdict.setStyleSheet("")
        if ev.error is not None:
            self.verdict.setText(tr("Cannot score: {0}").format(str(ev.error)))
            self.verdict.setStyleSheet("color: #c0392b;")
            self.payments.setText("")
            return
        if score is None:
            if ev.waits:
                self.verdict.setText(tr("Ready: waiting on {0} tile(s)").format(len(ev.waits)))
            elif ev.shanten is not None:
                self.verdict.setText(tr("Not ready: shanten {0}").format(ev.shanten.value))
            else:
                self.verdict.setText(tr("Add tiles: {0} more to a complete hand").format(
                    self.state.complete_size() - self.state.size()))
            self.payments.setText("")
            return
        self.verdict.setText(self.verdict_text(score))
        if not score.win:
            self.verdict.setStyleSheet("color: #c0392b;")
        self.payments.setText(self.payment_text(score))

    def verdict_text(self, score: Score) -> str:
        unit = self.state.rules.unit.get(self.lang)
        if score.win:
            return tr("Win: {0} {1}").format(score.total, unit)
        if score.reason == "below_minimum":
            extra = dict(score.extra)
            return tr("No win: {0} {1} toward the minimum, {2} needed").format(
                extra.get("toward_minimum", score.total), unit, extra.get("minimum", "?"))
        return tr("No win: {0}").format(score.reason)

    def payment_text(self, score: Score) -> str:
        if not score.pay:  # not a win: the verdict above already says why
            return ""
        roles = {"discarder": tr("discarder"), "other": tr("each other player"), "each": tr("each player"),
                 "dealer": tr("dealer"), "non_dealer": tr("non-dealer")}
        parts = [f"{roles.get(r, r)} {amount}" for r, amount in score.pay]
        text = tr("Pays: {0}; the winner receives {1}").format(", ".join(parts), score.received)
        if score.notes:
            text += "\n" + "  ".join(score.notes)
        return text

    def as_text(self) -> str:
        ev = self.state.evaluation()
        lines = [self.state.notation(), self.verdict.text(), self.model.as_text(), self.payments.text()]
        if ev.score is not None and ev.score.decomposition is not None:
            lines.insert(1, str(ev.score.decomposition))
        return "\n".join(line for line in lines if line)


class WaitsPanel(QWidget):
    def __init__(self, state: HandState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self.model = WaitsModel(self)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel(self)
        self.title.setObjectName("waits_title")
        lay.addWidget(self.title)
        self.table = QTableView(self)
        self.table.setObjectName("waits_table")
        self.table.setModel(self.model)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        lay.addWidget(self.table, 1)
        state.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        ev = self.state.evaluation()
        self.model.set_waits(ev.waits)
        if ev.waits:
            self.title.setText(tr("Waits: {0}").format(" ".join(self.model.data(self.model.index(r, 0)) or ""
                                                                 for r in range(self.model.rowCount()))))
        elif ev.shanten is not None:
            self.title.setText(tr("Not ready: shanten {0}").format(ev.shanten.value))
        elif ev.score is not None:
            self.title.setText(tr("Complete hand"))
        else:
            self.title.setText(tr("Waits appear when the hand is one tile short"))
