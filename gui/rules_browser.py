"""The rules browser: every item of a rule set with its definition, value, what it rules out
and what rules it out, and an example hand drawn as tiles, scored by the core as it is shown.

Everything comes from the core's tables (names, definitions, values under the window's
options, the rows' exclusions) and :mod:`core.referee.examples`; nothing here knows a rule set.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.engine.schema import ItemInfo
from core.model.errors import HandError
from core.referee.examples import example

from .qt import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QScrollArea,
    QSplitter,
    Qt,
    QTableView,
    QVBoxLayout,
    QWidget,
    tr,
)
from .widgets.tileart import icon_size, tile_icon

if TYPE_CHECKING:
    from .host import MainWindowHost

EXAMPLE_TILE = 24


class RulesBrowser(QMainWindow):
    """The current rule set's items; selecting one shows all that is known of it."""

    def __init__(self, main: MainWindowHost) -> None:
        super().__init__(main.window())  # a child window of the main one
        self.main = main
        self.setObjectName("rules_browser")
        from .qt import QStandardItemModel

        self.model = QStandardItemModel(self)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        left = QWidget(split)
        left_lay = QVBoxLayout(left)
        left_lay.setContentsMargins(0, 0, 0, 0)
        self.search = QLineEdit(left)
        self.search.setObjectName("rules_search")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(lambda _text: self._fill())
        self.table = QTableView(left)
        left_lay.addWidget(self.search)
        left_lay.addWidget(self.table)
        self.table.setObjectName("rules_items")
        self.table.setModel(self.model)
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        detail = QScrollArea(split)
        detail.setWidgetResizable(True)
        panel = QWidget(detail)
        lay = QVBoxLayout(panel)
        self.title = QLabel(panel)
        self.title.setObjectName("rule_title")
        self.title.setWordWrap(True)
        f = self.title.font()
        f.setPointSizeF(f.pointSizeF() * 1.3)
        f.setBold(True)
        self.title.setFont(f)
        self.facts = QLabel(panel)
        self.facts.setObjectName("rule_facts")
        self.facts.setWordWrap(True)
        self.facts.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.example_title = QLabel(panel)
        self.example_row = QHBoxLayout()
        self.example_row.setSpacing(6)
        self.example_text = QLabel(panel)
        self.example_text.setObjectName("rule_example")
        self.example_text.setWordWrap(True)
        for w in (self.title, self.facts, self.example_title):
            lay.addWidget(w)
        lay.addLayout(self.example_row)
        lay.addWidget(self.example_text)
        lay.addStretch(1)
        detail.setWidget(panel)
        split.addWidget(left)
        split.addWidget(detail)
        split.setSizes([380, 520])
        self.setCentralWidget(split)
        self.resize(960, 640)
        self.example_tiles: list[QLabel] = []
        self._infos: list[ItemInfo] = []
        # the rows listed: the items that read the same (name, value, section) share a row
        # (riichi's two Daichisei, the option choosing which counts); the search filters them
        self._rows: list[tuple[ItemInfo, ...]] = []
        self._filled_for = ""
        self.table.selectionModel().currentRowChanged.connect(lambda cur, _prev: self.show_item(cur.row()))
        main.state.changed.connect(self._follow)
        self.refresh()

    @property
    def lang(self) -> str:
        return self.main.lang

    def _follow(self) -> None:
        if self._filled_for != f"{self.main.state.rules.name}/{self.lang}/{self.main.state.options}":
            self.refresh()

    def refresh(self) -> None:
        """The rule set's items in the window's language and under its options."""
        state = self.main.state
        rules = state.rules
        self._filled_for = f"{rules.name}/{self.lang}/{state.options}"
        self.setWindowTitle(tr("Rules: {0}").format(rules.title.get(self.lang)))
        try:
            infos = list(rules.items())
        except HandError:
            infos = []
        self._infos = infos
        self.search.setPlaceholderText(tr("Search by name or definition"))
        self.example_title.setText(tr("Example hand"))
        self._fill()

    def _cells(self, info: ItemInfo) -> tuple[str, str, str]:
        """What a row shows of an item: its name, value with unit, and section."""
        sec = self._section(info)
        return (info.names.get(self.lang), self._value_text(info), sec.title.get(self.lang) if sec is not None else "")

    def _section(self, info: ItemInfo) -> Any:
        """The result section an item counts in (the rule set's first when it names none)."""
        rules = self.main.state.rules
        sections = {s.id: s for s in rules.layout.sections}
        first = rules.layout.sections[0].id if rules.layout.sections else ""
        return sections.get(info.section or first)

    def _value_text(self, info: ItemInfo) -> str:
        """The item's value with the unit of its own section (riichi's fu rows count fu, not han)."""
        sec = self._section(info)
        unit = sec.unit.get(self.lang) if sec is not None else self.main.state.rules.layout.unit.get(self.lang)
        return f"{self._values().get(info.id, info.value)} {unit}"

    def _matches(self, info: ItemInfo, words: list[str]) -> bool:
        """Whether every word of the search is in the item's name (in any language) or its
        definition (in the window's language)."""
        n = info.names
        texts = [n.en, n.zh_hans, n.zh_hant, n.ja, info.definition.get(self.lang) if info.definition else ""]
        text = " ".join(texts).casefold()
        return all(w in text for w in words)

    def _fill(self) -> None:
        """List the items the search finds, one row for the items that read the same."""
        words = self.search.text().casefold().split()
        groups: dict[tuple[str, str, str], list[ItemInfo]] = {}
        for info in self._infos:
            groups.setdefault(self._cells(info), []).append(info)
        self._rows = [tuple(g) for g in groups.values() if any(self._matches(i, words) for i in g)]
        self.model.clear()
        self.model.setHorizontalHeaderLabels([tr("Item"), tr("Value"), tr("Section")])
        from .qt import QStandardItem

        for group in self._rows:
            cells = [QStandardItem(text) for text in self._cells(group[0])]
            tip = "\n".join(i.definition.get(self.lang) for i in group if i.definition is not None)
            if tip:
                cells[0].setToolTip(tip)
            self.model.appendRow(cells)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        if self._rows:
            self.table.selectRow(0)
            self.show_item(0)

    def _effective(self) -> Any:
        """The rule set's table under the window's options, or None (no table, or options of
        its own it derives values from: its defaults are shown)."""
        state = self.main.state
        table = getattr(state.rules, "table", None)
        if table is None or not hasattr(table, "effective"):
            return None
        try:
            return table.effective(state.rules.check_options(state.options))
        except (HandError, KeyError):
            return None

    def _values(self) -> dict[str, int]:
        """Each item's value under the window's options (an option may set a value)."""
        return dict(getattr(self._effective(), "values", {}))

    def _names_of(self, ids: list[str]) -> str:
        known = {i.id: i.names.get(self.lang) for i in self._infos}
        # each name once, in the order first met (two rows, or two ids, may read the same)
        shown = list(dict.fromkeys(known.get(i, i) for i in ids))
        return (", " if self.lang == "en" else "、").join(shown)

    def item_at(self, row: int) -> ItemInfo | None:
        return self._rows[row][0] if 0 <= row < len(self._rows) else None

    def select(self, item_id: str) -> bool:
        if not any(info.id == item_id for group in self._rows for info in group):
            self.search.clear()  # an item the search hides: show all
        for row, group in enumerate(self._rows):
            if any(info.id == item_id for info in group):
                self.table.selectRow(row)
                self.show_item(row)
                return True
        return False

    def show_item(self, row: int) -> None:
        info = self.item_at(row)
        if info is None:
            return
        rules = self.main.state.rules
        self.title.setText(info.names.get(self.lang))
        lines = [i.definition.get(self.lang) for i in self._rows[row] if i.definition is not None]
        value, _sep, unit = self._value_text(info).partition(" ")
        lines.append(tr("Value: {0} {1}").format(value, unit))
        rows = getattr(getattr(rules, "table", None), "rows", ())
        this = next((r for r in rows if r.id == info.id), None)
        # what each row rules out under the window's options (an option may let rows count beside it)
        excludes: dict[str, Any] = getattr(self._effective(), "excludes", None) or {
            r.id: r.excludes for r in rows if r.excludes
        }
        rules_out = [rid for rid, _mode in excludes.get(info.id, ())] if this is not None else []
        ruled_by = [r.id for r in rows if any(rid == info.id for rid, _m in excludes.get(r.id, ()))]
        if rules_out:
            lines.append(
                tr("Not counted with it (it implies them or rules them out): {0}").format(self._names_of(rules_out))
            )
        if ruled_by:
            lines.append(tr("Not counted when one of these counts: {0}").format(self._names_of(ruled_by)))
        self.facts.setText("\n\n".join(lines))
        self._show_example(rules.name, info.id)

    def _show_example(self, rules: str, item: str) -> None:
        for lbl in self.example_tiles:
            self.example_row.removeWidget(lbl)
            lbl.hide()  # at once: a deleteLater waits for the event loop
            lbl.deleteLater()
        self.example_tiles = []
        found = example(rules, item)
        if found is None:
            self.example_text.setText(tr("No example hand for this item yet."))
            return
        hand, score = found
        groups: list[list[Any]] = [list(hand.standing)] + [list(m.tiles) for m in hand.melds]
        if hand.win is not None:
            groups.append([hand.win])
        if hand.flowers:
            groups.append(list(hand.flowers))
        parent = self.example_text.parentWidget()
        for gi, group in enumerate(groups):
            for t in group:
                lbl = QLabel(parent)
                lbl.setPixmap(tile_icon(t, EXAMPLE_TILE).pixmap(icon_size(EXAMPLE_TILE)))
                if gi == len(groups) - 1 - (1 if hand.flowers else 0) and hand.win is not None and t == hand.win:
                    lbl.setToolTip(tr("winning tile"))
                self.example_row.addWidget(lbl)
                self.example_tiles.append(lbl)
            spacer = QLabel("  ", parent)
            self.example_row.addWidget(spacer)
            self.example_tiles.append(spacer)
        from core.referee.verify import claimable_sections

        own = claimable_sections(self.main.state.rules)  # the items in the unit of the total (no fu rows)
        first = self.main.state.rules.layout.sections[0].id if self.main.state.rules.layout.sections else ""
        counted = ", ".join(
            f"{it.names.get(self.lang)} {it.value}" + (f"×{it.count}" if it.count > 1 else "")
            for it in score.items
            if (it.section or first) in own
        )
        fields = {f.key: f for f in self.main.state.rules.context_fields}
        shown = []
        for k, v in score.context:  # what differs from the defaults: how and where it was won
            f = fields.get(k)
            if f is None or v == f.default or v in (None, "", False):
                continue
            value = (
                "" if v is True else ": " + (f.choice_names(str(v)).get(self.lang) if f.choices or f.values else str(v))
            )
            shown.append(f.names.get(self.lang) + value)
        how = ", ".join(shown)
        self.example_text.setText("\n".join(t for t in (how, score.headline.text.get(self.lang), counted) if t))
