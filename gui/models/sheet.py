"""The match sheet's rows as a Qt table model (the entry, the hand, what happened, each
player's gain or loss and running total), with the words of a stored win's hand that its
tooltips show. Used by the match sheet window (:mod:`gui.match_sheet`) and its station's
conflicts (:mod:`gui.match_station`)."""

from __future__ import annotations

import json
from typing import Any

from core.engine.match_rules import PLAYERS, WinHand
from core.model.errors import HandError
from core.referee.match import Sheet, SheetRow, label_names

from ..qt import QAbstractTableModel, QModelIndex, Qt, tr
from ..sheet_words import describe, difference_text, player_names


def plain_tooltip(text: str) -> str:
    """``text`` as a tooltip shows it as written: Qt takes a tooltip whose first line looks like
    markup for rich text (a name ``<font color=white>Ann</font>`` would vanish), so such a one is
    given escaped; any other is given as it is."""
    import html

    from PySide6.QtGui import Qt as QtGui

    if not QtGui.mightBeRichText(text):
        return text
    return "<qt>" + html.escape(text, quote=False).replace("\n", "<br>") + "</qt>"


class SheetModel(QAbstractTableModel):
    """The sheet's rows: the entry number, the hand (its seat label), what happened, and each
    player's gain or loss with the running total after it."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.sheet: Sheet | None = None
        self.lang = "en"
        self.kept: set[int] = set()  # the entries kept on this computer, not on the server yet (offline)

    def set_sheet(self, sheet: Sheet | None, lang: str) -> None:
        self.beginResetModel()
        self.sheet = sheet
        self.lang = lang
        self.endResetModel()

    def rowCount(self, parent: Any = QModelIndex()) -> int:  # noqa: B008, N802 (Qt's name)
        return 0 if parent.isValid() or self.sheet is None else len(self.sheet.rows)

    def columnCount(self, parent: Any = QModelIndex()) -> int:  # noqa: B008, N802
        players = len(self.sheet.match.players) if self.sheet is not None else PLAYERS
        return 0 if parent.isValid() else 3 + players

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: N802
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        if section < 3:
            return (tr("#"), tr("Hand"), tr("What happened"))[section]
        if self.sheet is None:
            return tr("Player {0}").format(section - 2)
        return player_names(self.sheet.match)[section - 3]

    def row_at(self, row: int) -> SheetRow | None:
        if self.sheet is None or not 0 <= row < len(self.sheet.rows):
            return None
        return self.sheet.rows[row]

    def data(self, index: Any, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        r = self.row_at(index.row()) if index.isValid() else None
        if r is None or self.sheet is None:
            return None
        c = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if c == 0:
                return str(r.entry)
            if c == 1:
                return label_names(self.sheet.match.rules, r.seating).get(self.lang)  # 東1局, 南风圈 第2盘
            if c == 2:
                words = describe(r, self.sheet.match, self.lang)
                return tr("[kept, not sent] {0}").format(words) if r.entry in self.kept else words
            p = c - 3
            return f"{r.deltas[p]:+d}  →  {r.totals[p]}"
        if role == Qt.ItemDataRole.TextAlignmentRole and c >= 3:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            tips = [describe(r, self.sheet.match, self.lang)]
            if isinstance(r.body, WinHand):
                tips.extend(hand_summary(r.body.inputs, self.lang))
                verdict = r.body.verdict
                if isinstance(verdict, dict):
                    tips.append(
                        tr("claim agreed")
                        if verdict.get("agrees")
                        else tr("claim differed: {0}").format(
                            "; ".join(difference_text(d, self.lang) for d in verdict.get("differences", []))
                        )
                    )
            tips.extend(n.get(self.lang) for n in r.remarks)  # what the match rules say of it
            tips.extend(w.get(self.lang) for w in r.cautions)
            return plain_tooltip("\n".join(t for t in tips if t))
        return None


def hand_summary(inputs: dict[str, Any], lang: str) -> list[str]:
    """A stored win's hand in notation and its context as the window names it, in ``lang``
    ("自風 東、場風 東、ツモ"): what the tooltip of the entry shows (the batch record as it is
    stored where it cannot be read back)."""
    from core.engine.schema import FieldType
    from core.model.hand import format_hand
    from core.referee.batch_format import inputs_of

    try:
        rules, hand, context, _options = inputs_of(inputs)
    except HandError:
        return [json.dumps(inputs, ensure_ascii=False, sort_keys=True)]
    said = []
    for f in rules.context_fields:
        value = context.get(f.key)
        if value is None or value is False or value == "" or (f.type is FieldType.INT and value == 0):
            continue  # not so (no flowers, no counters on the table ...)
        name = f.names.get(lang)
        if value is True:
            said.append(name)
        elif f.type in (FieldType.WIND, FieldType.CHOICE):
            said.append(f"{name} {f.choice_names(str(value)).get(lang)}")
        else:
            said.append(f"{name} {value}")
    return [format_hand(hand), (", " if lang == "en" else "、").join(said)]
