"""The match sheet with its server away: a station (:mod:`core.referee.offline`) keeps scoring
on this computer, sends the kept entries when the server is back, and shows the conflicts the
server refused, each to drop once a referee has dealt with it. A part of
:class:`gui.match_sheet.MatchWindow`."""

from __future__ import annotations

from typing import Any

from core.engine.match_rules import Draw, Penalty
from core.model.errors import HandError
from core.model.names import isolate
from core.referee.match import WinInput
from core.referee.store_errors import StoreError

from . import theme
from .models.sheet import hand_summary, plain_tooltip
from .qt import QHBoxLayout, QLabel, QPushButton, Qt, QWidget, tr
from .sheet_words import player_names
from .store_setting import store_path
from .store_window import WindowPart, os_error_text

# while offline, how often the kept entries are sent (milliseconds), and how long each try waits
SEND_MS = 15000
STATION_RETRY_SECONDS = 1.0


class MatchStation(WindowPart):
    """Scoring while the server cannot be reached."""

    # (set by the window: its station, and the server found away just before a write)
    station: Any
    _away_error: StoreError | None

    def _open_station(self) -> None:
        """The station of this window's server: its outbox in the data folder."""
        from core.referee.offline import Station
        from core.referee.pg_store import PgStore

        url = str(getattr(self.store, "url"))
        outbox = store_path().parent / "station-outbox.sqlite3"
        try:
            outbox.parent.mkdir(parents=True, exist_ok=True)
            self.station = Station(outbox, connect=lambda: PgStore(url, retry_seconds=STATION_RETRY_SECONDS))
        except (HandError, OSError) as e:
            self.station = None
            self._tell(e.text(self.lang) if isinstance(e, HandError) else os_error_text(e), warn=True)
            return
        if self.station.kept(states=("kept",)):  # kept by an earlier session: still to send
            self.offline = True
            self.send_timer.start()

    def _follow_on_station(self) -> None:
        """Keep the station's copy of the match shown (so it can be scored offline later)."""
        if self.station is None or self.match is None:
            return
        try:
            self.station.follow(self.match.id)
        except HandError:
            pass  # (the server went away since: the copy read last stands)

    def _add_entry(self, entry: Any) -> tuple[int, bool]:
        """Write ``entry`` as the match's next: to the store, or, offline, through the station
        (sent where the server is back, else kept). Its entry number and whether it was sent."""
        assert self.match is not None
        self._pending = entry
        if self.offline and self.station is not None:
            added = self.station.add(self.match.id, entry)
            self._pending = None
            if added.sent and added.revision is not None:
                if not self.station.kept(states=("kept",)):
                    self._back_online()
                return added.revision.entry, True
            return added.sheet.rows[-1].entry, False
        away, self._away_error = self._away_error, None
        if away is not None:  # (the check before the write found the server away)
            raise away
        rev = self.store.add(self.match.id, entry, expected_sheet=self._expected())
        self._pending = None
        return rev.entry, True

    def _recorded(self, number: int, sent: bool, note: str = "") -> None:
        if sent:
            self._tell(tr("Recorded as entry {0}{1}.").format(number, note))
        else:
            self._tell(
                tr(
                    "Kept on this computer as entry {0}{1}: the server cannot be reached; it is sent when "
                    "the server is back."
                ).format(number, note)
            )

    def _not_recorded(self, e: HandError) -> None:
        """Say why an entry was not recorded; where the server could not be reached, offer to
        keep scoring offline (the entry is kept when that is chosen)."""
        from core.referee.offline import _unreachable

        text = tr("Not recorded: {0}").format(e.text(self.lang))
        if (
            isinstance(e, StoreError)
            and _unreachable(e)
            and self.station is not None
            and not self.offline
            and self.match is not None
        ):
            text += " " + tr(
                "Keep scoring offline: the entries are kept on this computer and sent when the server is back."
            )
            self.offline_button.show()
        else:
            self._pending = None
        self._tell(text, warn=True)

    def go_offline(self) -> bool:
        """Keep scoring onto the station's outbox while the server cannot be reached; the entry
        the server could not take is kept first."""
        if self.station is None or self.match is None:
            return False
        self.offline = True
        self.offline_button.hide()
        self.send_timer.start()
        pending, self._pending = self._pending, None
        if pending is None:
            self.refresh()
            return True
        try:
            number, sent = self._add_entry(pending)
        except HandError as e:
            self.refresh()
            self._tell(tr("Not recorded: {0}").format(e.text(self.lang)), warn=True)
            return False
        self._clear_facts()
        self.refresh()
        self._recorded(number, sent)
        return True

    def _back_online(self) -> None:
        self.offline = False
        self.send_timer.stop()

    def send_kept(self, auto: bool = False) -> bool:
        """Send the kept entries in order (the button, and the timer while offline): what the
        server took, what stays kept, and the conflicts with the server's words. Nothing on the
        server is written over."""
        if self.station is None:
            return False
        report = self.station.send()
        if not report.reached:
            if not auto:
                self._tell(
                    tr("The server still cannot be reached: {0} entries stay kept on this computer.").format(
                        len(report.waiting)
                    ),
                    warn=True,
                )
            return False
        if not self.station.kept(states=("kept",)):
            self._back_online()
        self.refresh()
        text = tr("Sent {0} kept entries to the server.").format(len(report.sent))
        if report.conflicts:
            text += " " + tr(
                "{0} could not be sent (conflicts, shown below): a referee records what is right on the server's sheet."
            ).format(len(report.conflicts))
        self._tell(text, warn=bool(report.conflicts))
        return not report.conflicts

    def _offline_refuses(self) -> bool:
        if not self.offline:
            return False
        self._tell(
            tr(
                "Offline, only new entries are kept: change or delete entries when the server is back "
                "(Send kept entries)."
            ),
            warn=True,
        )
        return True

    def _sync_station(self) -> None:
        """The offline buttons, the kept entries' words and the conflicts (each with its Drop…
        button), as the station stands."""
        if self.station is None:
            return
        from core.referee.offline import said_words

        try:
            kept = self.station.kept(states=("kept",))
            conflicts = self.station.conflicts()
        except HandError as e:  # the station's file cannot be read: said
            self._tell(e.text(self.lang), warn=True)
            return
        self.send_button.setVisible(bool(kept))
        self.kept_label.setText(
            tr("Offline: {0} entries kept on this computer, not sent yet.").format(len(kept)) if kept else ""
        )
        self.kept_label.setVisible(bool(kept))
        while self._conflicts_lay.count():  # (rebuilt: the conflicts, in the window's language)
            item = self._conflicts_lay.takeAt(0)
            row = item.widget() if item is not None else None
            if row is not None:
                row.hide()
                row.deleteLater()
        self.conflict_labels, self.drop_buttons = {}, {}
        for k in conflicts:
            row = QWidget(self.conflicts_box)
            row_lay = QHBoxLayout(row)
            row_lay.setContentsMargins(0, 0, 0, 0)
            label = QLabel(
                tr("Conflict, not sent (kept entry {0}, match {1}, made {2}): {3}").format(
                    k.id, k.match_id, k.made, said_words(k, self.lang)
                ),
                row,
            )
            label.setObjectName(f"conflict_{k.id}")
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
            label.setStyleSheet(theme.style("error"))
            button = QPushButton(tr("Drop…"), row)
            button.setObjectName(f"drop_conflict_{k.id}")
            button.setToolTip(
                tr(
                    "Once a referee has recorded what is right on the server's sheet: this entry is "
                    "not sent; it stays in this computer's station file, marked dropped"
                )
            )
            button.clicked.connect(lambda _checked=False, kid=k.id: self.drop_conflict(kid))
            row_lay.addWidget(label, 1)
            row_lay.addWidget(button)
            self._conflicts_lay.addWidget(row)
            self.conflict_labels[k.id] = label
            self.drop_buttons[k.id] = button
        self.conflicts_box.setVisible(bool(conflicts))

    def conflicts_text(self) -> str:
        """The conflicts as shown, one a line (for tests)."""
        return "\n".join(label.text() for label in self.conflict_labels.values())

    def made_text(self, k: Any) -> str:
        """A kept entry as it was made, in the window's language, and its match (by the station's
        copy of it: the players' names)."""
        from core.referee.match_words import entry_names

        from .sheet_words import shown_match

        match = self.match if self.match is not None and self.match.id == k.match_id else None
        if match is None and self.station is not None:
            try:
                match = self.station.match(k.match_id)
            except HandError:
                match = None  # (not in the station's copy: the match named by its id)
        names = player_names(match) if match is not None else ()

        def who(p: int | None) -> str:
            return names[p] if p is not None and 0 <= p < len(names) else tr("Player {0}").format((p or 0) + 1)

        entry = k.entry
        if isinstance(entry, WinInput):
            hand = hand_summary(dict(entry.inputs), self.lang)[0]
            winners = ", ".join(who(w.winner) for w in (entry, *entry.also))
            what = (
                tr("a win of {0}, self-drawn: {1}").format(winners, hand)
                if entry.discarder is None
                else tr("a win of {0} on {1}'s discard: {2}").format(winners, who(entry.discarder), hand)
            )
        elif match is not None:
            body = entry
            if isinstance(body, Penalty) and body.note:
                from dataclasses import replace

                body = replace(body, note=isolate(body.note))
            what = entry_names(body, shown_match(match)).get(self.lang)
        else:
            what = tr("a draw") if isinstance(entry, Draw) else tr("a penalty")
        of = tr("match {0} ({1})").format(k.match_id, ", ".join(names)) if names else tr("match {0}").format(k.match_id)
        return tr("kept entry {0}, made {1}: {2}; {3}").format(k.id, k.made, what, of)

    def drop_conflict(self, kept_id: int) -> bool:
        """Drop a conflict the server refused, once a referee has recorded what is right on the
        server's sheet, after asking: it is not sent, and stays in the station's file marked
        dropped. A failure is said."""
        if self.station is None:
            return False
        from .qt import QMessageBox

        try:
            k = next((c for c in self.station.conflicts() if c.id == kept_id), None)
        except HandError as e:
            self._tell(tr("Not dropped: {0}").format(e.text(self.lang)), warn=True)
            return False
        if k is None:
            self.refresh()
            self._tell(tr("Not dropped: kept entry {0} is not a conflict of this station.").format(kept_id), warn=True)
            return False
        text = tr(
            "Drop {0}?\n\nDo this once a referee has recorded what is right on the server's sheet. The entry is "
            "never sent; it stays in this computer's station file ({1}), marked dropped."
        ).format(self.made_text(k), self.station.path)
        answer = QMessageBox.question(
            self,
            tr("Drop a conflict"),
            plain_tooltip(text),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        try:
            self.station.drop(kept_id)
        except HandError as e:
            self.refresh()
            self._tell(tr("Not dropped: {0}").format(e.text(self.lang)), warn=True)
            return False
        self.refresh()
        self._tell(
            tr("Kept entry {0} dropped: it stays in this computer's station file, marked dropped.").format(kept_id)
        )
        return True
