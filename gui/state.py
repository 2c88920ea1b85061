"""The one editable state of the window: rule set, hand, context, options, with undo.

Every edit is a :class:`QUndoCommand` that swaps one immutable :class:`Snapshot` for
another, so undo/redo covers everything. After each change the state asks the core for a
fresh :class:`Evaluation` (the core computes; nothing here scores anything) and emits
``changed``.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from core.engine.analysis import WaitScore, draw_field, score_wait
from core.engine.score import Score
from core.model.errors import HandError, TileCountError
from core.model.hand import Hand, Meld, MeldKind, format_hand
from core.model.notation import parse_hand
from core.model.tilenames import tile_names
from core.model.tiles import Flower, Tile
from core.rules import Preset, RuleSet, get_rules, rule_set_names
from core.shapes.decompose import ShapeRules
from core.shapes.waits import Shanten, shanten, waits

from .qt import QObject, QUndoCommand, QUndoStack, Signal, tr


class Snapshot(NamedTuple):
    """Everything the user has set, as one value."""

    rules: str = ""
    preset: str = ""
    options: tuple[tuple[str, Any], ...] = ()
    tiles: tuple[Tile, ...] = ()  # standing tiles in the order added, the winning tile among them
    win_pos: int | None = None  # index of the winning tile in ``tiles``; None: the last one
    melds: tuple[Meld, ...] = ()
    flowers: tuple[Flower, ...] = ()
    context: tuple[tuple[str, Any], ...] = ()


class WaitRow(NamedTuple):
    kind: int
    remaining: int  # copies not in the hand
    discard: Score | None
    drawn: Score | None  # None also when the rule set has no draw field (see :func:`draw_field`)
    problem: str = ""  # why it cannot be scored (e.g. a false win explained elsewhere)


class Evaluation(NamedTuple):
    """What the core says about the current state."""

    hand: Hand | None = None
    score: Score | None = None
    error: HandError | None = None
    waits: tuple[WaitRow, ...] = ()
    shanten: Shanten | None = None
    tiles_needed: int = 0  # tiles still to add before the hand can win
    draft: bool = False  # ``error`` is the hand box's: its text is not applied


# the undo id of typing in the hand box: consecutive typed edits merge into one undo step
TYPING = 1


class _SnapshotCommand(QUndoCommand):
    """One edit. ``label`` makes its text when asked: in the language of the moment, so the
    undo history follows a change of language."""

    def __init__(
        self, state: HandState, old: Snapshot, new: Snapshot, label: Callable[[], str], merge_id: int = -1
    ) -> None:
        super().__init__(label())
        self.label = label
        self._state = state
        self._old = old
        self._new = new
        self._merge_id = merge_id

    def id(self) -> int:  # noqa: A003 (Qt's name)
        return self._merge_id

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 (Qt's name)
        """Typing goes into the hand box key by key: one undo step takes back all of it."""
        if not isinstance(other, _SnapshotCommand) or other._merge_id != self._merge_id or self._merge_id < 0:
            return False
        self._new = other._new
        return True

    def redo(self) -> None:
        self._state._set(self._new)

    def undo(self) -> None:
        self._state._set(self._old)


class HandState(QObject):
    changed = Signal()

    def __init__(self, rules: str | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self._user_presets: dict[str, tuple[Preset, ...]] = {}
        # the UI language, for the names in undo texts and refusals (the window sets it)
        self.lang = "en"
        self._snap = Snapshot(rules=get_rules(rules or rule_set_names()[0]).name)
        self._eval: Evaluation | None = None
        # the mistake in the hand box's text, while it holds text that cannot be applied: the
        # window then shows no score (the tiles on screen are not the ones in the box)
        self.draft_error: HandError | None = None
        self._commands: list[_SnapshotCommand] = []
        # the waits scored lately, by what decides a score: the waits table and the analysis
        # tab ask for the same ones, and a change of language or an undo asks again
        self._wait_scores: OrderedDict[tuple[Any, ...], WaitScore] = OrderedDict()

    # -- reading -------------------------------------------------------------------------
    @property
    def snapshot(self) -> Snapshot:
        return self._snap

    @property
    def rules(self) -> RuleSet:
        return get_rules(self._snap.rules)

    @property
    def context(self) -> dict[str, Any]:
        return dict(self._snap.context)

    @property
    def options(self) -> dict[str, Any]:
        return dict(self._snap.options)

    def complete_size(self) -> int:
        return 3 * self.rules.shapes.sets + 2

    def size(self) -> int:
        return len(self._snap.tiles) + 3 * len(self._snap.melds)

    def win_index(self) -> int | None:
        """Index in ``tiles`` of the winning tile, when the hand is complete."""
        if self.size() != self.complete_size() or not self._snap.tiles:
            return None
        return self._snap.win_pos if self._snap.win_pos is not None else len(self._snap.tiles) - 1

    def copies_used(self, kind: int) -> int:
        """Copies of a kind in the hand, its melds and set aside beside it (sanma's pulled Norths)."""
        n = sum(1 for t in self._snap.tiles if t.kind == kind)
        n += self.rules.set_aside(dict(self._snap.context)).get(kind, 0)
        return n + sum(1 for m in self._snap.melds for t in m.tiles if t.kind == kind)

    def remaining(self, tile: Tile) -> int:
        """How many more of this tile may be added (0: the palette button is disabled)."""
        left = 4 - self.copies_used(tile.kind)
        if tile.red:
            reds = sum(1 for t in self._all_tiles() if t.red and t.kind == tile.kind)
            left = min(left, 1 - reds)
        return max(0, left)

    def flower_available(self, flower: Flower) -> bool:
        return flower not in self._snap.flowers

    def _all_tiles(self) -> list[Tile]:
        return list(self._snap.tiles) + [t for m in self._snap.melds for t in m.tiles]

    def hand(self) -> Hand:
        """The core hand for the current tiles (raises HandError when they are not one)."""
        snap = self._snap
        win_i = self.win_index()
        if win_i is None:
            return Hand(snap.tiles, snap.melds, None, snap.flowers)
        standing = snap.tiles[:win_i] + snap.tiles[win_i + 1 :]
        return Hand(standing, snap.melds, snap.tiles[win_i], snap.flowers)

    def notation(self) -> str:
        try:
            return format_hand(self.hand(), (self.complete_size(),))  # '+?' only on a full hand
        except HandError:
            return ""

    def evaluation(self) -> Evaluation:
        if self.draft_error is not None:
            return Evaluation(error=self.draft_error, draft=True)
        if self._eval is None:
            self._eval = self._evaluate()
        return self._eval

    def set_draft_error(self, error: HandError | None) -> None:
        """The hand box holds text that cannot be applied (``error``), or no longer does (``None``)."""
        if error is self.draft_error:
            return
        self.draft_error = error
        self.changed.emit()

    # -- editing (every edit is undoable) ------------------------------------------------
    def _push(self, new: Snapshot, label: Callable[[], str], merge_id: int = -1) -> None:
        """Make an edit, undoable; ``label`` names it (called again when the language changes)."""
        if new == self._snap:
            self.set_draft_error(None)  # the box's text describes the hand on screen again
            return
        cmd = _SnapshotCommand(self, self._snap, new, label, merge_id)
        self._commands.append(cmd)  # kept on the Python side: the stack hands back plain QUndoCommands
        self.undo_stack.push(cmd)

    def retranslate_history(self) -> None:
        """Name every edit of the undo history in the current language."""
        alive = []
        for cmd in self._commands:
            try:
                cmd.setText(cmd.label())
            except RuntimeError:  # merged into the one before it, or dropped from the stack
                continue
            alive.append(cmd)
        self._commands = alive

    def _set(self, snap: Snapshot) -> None:
        self._snap = snap
        self._eval = None
        self.draft_error = None  # any edit, undo or redo describes the hand anew
        self.changed.emit()

    def add_tile(self, tile: Tile) -> str | None:
        """Add a tile (it becomes the winning tile when it completes the hand). Returns a refusal."""
        if self.remaining(tile) <= 0:
            return tr("all four copies of {0} are already in the hand").format(str(tile))
        if tile.red and not self.rules.has_red_fives:
            return tr("{0} does not use red fives").format(self.rules.title.get(self.lang))
        outside = self.rules.tile_refusal((tile,))  # (the core's words, as the score says them)
        if outside is not None:
            return outside.text(self.lang)
        if self.size() >= self.complete_size():
            return self._add_kong(tile)
        self._push(
            self._snap._replace(tiles=self._snap.tiles + (tile,), win_pos=None), lambda: tr("add {0}").format(tile)
        )
        return None

    def _add_kong(self, tile: Tile) -> str | None:
        """The fourth copy of a tile added to a complete hand that holds three of it, in the
        order a kong is made: a declared pung of it becomes an added kong, three standing
        copies a concealed kong with it (a kong counts as three tiles, so the hand stays
        complete); one step to undo. Returns a refusal saying how to declare it otherwise."""
        snap = self._snap
        how = tr(
            "the hand is complete: remove a tile first (a kong counts as three tiles: "
            "select its four tiles and declare it)"
        )
        pung = next(
            (i for i, m in enumerate(snap.melds) if m.kind is MeldKind.PUNG and m.tiles[0].kind == tile.kind), None
        )
        if pung is not None:
            melds = list(snap.melds)
            melds[pung] = Meld(MeldKind.ADDED_KONG, snap.melds[pung].tiles + (tile,))
            self._push(snap._replace(melds=tuple(melds)), lambda: tr("declare {0}").format(melds[pung]))
            return None
        same = [i for i, t in enumerate(snap.tiles) if t.kind == tile.kind]
        if len(same) != 3 or self.win_index() in same:
            return how  # (the winning tile would go into the kong: the user chooses)
        grown = snap._replace(tiles=snap.tiles + (tile,), win_pos=self.win_index())
        made = self._with_meld(grown, MeldKind.CONCEALED_KONG, same + [len(snap.tiles)])
        if isinstance(made, str):
            return how
        self._push(made, lambda: tr("declare {0}").format(made.melds[-1]))
        return None

    def add_flower(self, flower: Flower) -> str | None:
        if not self.rules.has_flowers:
            return tr("{0} has no flowers").format(self.rules.title.get(self.lang))
        if flower in self._snap.flowers:
            return tr("flower {0} is already in the hand").format(str(flower))
        self._push(
            self._snap._replace(flowers=tuple(sorted(self._snap.flowers + (flower,)))),
            lambda: tr("add flower {0}").format(flower),
        )
        return None

    def remove_flower(self, flower: Flower) -> None:
        self._push(
            self._snap._replace(flowers=tuple(f for f in self._snap.flowers if f != flower)),
            lambda: tr("remove flower {0}").format(flower),
        )

    def remove_tile(self, index: int) -> None:
        tiles = self._snap.tiles
        if not 0 <= index < len(tiles):
            return
        win_pos = self._snap.win_pos
        if win_pos is not None:
            win_pos = None if win_pos == index else (win_pos - 1 if win_pos > index else win_pos)
        gone = tiles[index]
        self._push(
            self._snap._replace(tiles=tiles[:index] + tiles[index + 1 :], win_pos=win_pos),
            lambda: tr("remove {0}").format(gone),
        )

    def set_winning(self, index: int) -> None:
        if 0 <= index < len(self._snap.tiles):
            chosen = self._snap.tiles[index]
            self._push(self._snap._replace(win_pos=index), lambda: tr("winning tile {0}").format(chosen))

    def meld_options(self, indexes: list[int]) -> list[MeldKind]:
        """The meld kinds the selected standing tiles can be declared as."""
        tiles = [self._snap.tiles[i] for i in indexes if 0 <= i < len(self._snap.tiles)]
        out = []
        rules = self.rules
        for kind in MeldKind:
            try:
                meld = Meld(kind, tuple(tiles))
            except HandError:
                continue
            if rules.meld_refusal(meld) is None:  # (a call the rule set has: no chi at a table of three)
                out.append(kind)
        return out

    def declare_meld(self, kind: MeldKind, indexes: list[int]) -> str | None:
        made = self._with_meld(self._snap._replace(win_pos=self.win_index()), kind, indexes)
        if isinstance(made, str):
            return made
        self._push(made, lambda: tr("declare {0}").format(made.melds[-1]))
        return None

    def _with_meld(self, snap: Snapshot, kind: MeldKind, indexes: list[int]) -> Snapshot | str:
        """``snap`` (its ``win_pos`` the winning tile's index, or None) with the standing tiles
        at ``indexes`` declared as a meld of ``kind``; or why they cannot be."""
        idx = sorted(set(indexes))
        tiles = tuple(snap.tiles[i] for i in idx if 0 <= i < len(snap.tiles))
        try:
            meld = Meld(kind, tiles)
        except HandError as e:
            return e.text(self.lang)
        refused = self.rules.meld_refusal(meld)
        if refused is not None:
            return refused.text(self.lang)
        rest = tuple(t for i, t in enumerate(snap.tiles) if i not in idx)
        if len(rest) + 3 * (len(snap.melds) + 1) > self.complete_size():
            return tr("no room for another meld")
        # the winning tile stays the one the user chose, unless it went into the meld
        win = snap.win_pos
        win_pos = None if win is None or win in idx else win - sum(1 for i in idx if i < win)
        return snap._replace(tiles=rest, melds=snap.melds + (meld,), win_pos=win_pos)

    def remove_meld(self, index: int) -> None:
        """Undeclare a meld: its tiles go back to the standing tiles."""
        melds = self._snap.melds
        if 0 <= index < len(melds):
            back = melds[index].tiles
            # the tiles go back after the standing ones: the winning tile stays the one it was
            win = self.win_index()
            meld = melds[index]
            self._push(
                self._snap._replace(
                    melds=melds[:index] + melds[index + 1 :],
                    tiles=self._snap.tiles + back,
                    win_pos=win if win is not None else self._snap.win_pos,
                ),
                lambda: tr("undeclare {0}").format(meld),
            )

    def set_context(self, key: str, value: Any) -> None:
        ctx = dict(self._snap.context)
        field_ = next((f for f in self.rules.context_fields if f.key == key), None)
        if field_ is not None and value == field_.default:
            ctx.pop(key, None)
        else:
            ctx[key] = value
        self._push(
            self._snap._replace(context=tuple(sorted(ctx.items()))),
            lambda: tr("set {0}").format(field_.names.get(self.lang) if field_ is not None else key),
        )

    def set_option(self, key: str, value: Any) -> None:
        opts = dict(self._snap.options)
        opts[key] = value
        field_ = next((f for f in self.rules.option_fields if f.key == key), None)
        self._push(
            self._snap._replace(options=tuple(sorted(opts.items())), preset=""),
            lambda: tr("set {0}").format(field_.names.get(self.lang) if field_ is not None else key),
        )

    def presets(self) -> tuple[Preset, ...]:
        """The rule set's built-in presets, then the ones the user loaded from files."""
        return self.rules.presets + self._user_presets.get(self.rules.name, ())

    def load_preset_file(self, path: str) -> Preset:
        """Read a user's preset file for the current rule set and switch to its first preset.
        A broken file raises :class:`~core.model.errors.PresetError` (file, line, field) and changes
        nothing: the built-in presets and the current options stay."""
        loaded = self.rules.read_preset_file(path)
        # keyed by file too, so that a user's "reference" never hides the built-in one
        mine = tuple(p._replace(key=f"{path}#{p.key}") for p in loaded)
        kept = tuple(p for p in self._user_presets.get(self.rules.name, ()) if not p.key.startswith(f"{path}#"))
        self._user_presets[self.rules.name] = kept + mine
        self.set_preset(mine[0].key)
        return mine[0]

    def set_preset(self, preset: str) -> None:
        chosen = next((p for p in self.presets() if p.key == preset), None)
        opts = dict(chosen.options) if chosen is not None else self.rules.preset_options(preset) if preset else {}
        if chosen is not None:  # named in the options: the breakdown says which table scored the hand
            if chosen.key.startswith(f"{chosen.source}#"):  # a user's file (keyed by its path, see load_preset_file)
                opts["preset"], opts["preset_file"] = chosen.key[len(chosen.source) + 1 :], chosen.source
            else:
                opts["preset"] = chosen.key
        elif preset:
            opts["preset"] = preset
        self._push(
            self._snap._replace(preset=preset, options=tuple(sorted(opts.items()))),
            lambda: tr("preset {0}").format(
                chosen.names.get(self.lang) if chosen is not None else tr("defaults") if not preset else preset
            ),
        )

    def set_rules(self, name: str) -> None:
        """Switch rule set, keeping the tiles that still make sense there."""
        new_rules = get_rules(name)
        snap = self._snap
        tiles = snap.tiles if new_rules.has_red_fives else tuple(Tile(t.kind) for t in snap.tiles)
        melds = (
            snap.melds
            if new_rules.has_red_fives
            else tuple(Meld(m.kind, tuple(Tile(t.kind) for t in m.tiles)) for m in snap.melds)
        )
        flowers = snap.flowers if new_rules.has_flowers else ()
        if len(tiles) + 3 * len(melds) > 3 * new_rules.shapes.sets + 2:
            tiles, melds = (), ()
        known = {f.key for f in new_rules.context_fields}
        context = tuple((k, v) for k, v in snap.context if k in known)
        self._push(
            Snapshot(
                rules=new_rules.name,
                tiles=tiles,
                win_pos=snap.win_pos if tiles else None,
                melds=melds,
                flowers=flowers,
                context=context,
            ),
            lambda: tr("rules {0}").format(new_rules.title.get(self.lang)),
        )

    def set_from_notation(self, text: str, typing: bool = False) -> None:
        """Replace the hand with parsed notation; raises HandError (nothing changes then).
        ``typing``: the edit merges with the typing before it into one undo step."""
        hand = parse_hand(text, (self.complete_size(),))  # a partial hand typed is one clicked
        rules = self.rules
        rules.check_hand(hand)  # (a tile or call the rule set's set lacks: the core's refusal, as everywhere)
        if any(t.red for t in hand.all_tiles()) and not rules.has_red_fives:
            red = next(t for t in hand.all_tiles() if t.red)
            raise TileCountError(
                tr("red five {0}: {1} has no red fives").format(str(red), rules.title.get(self.lang)), code="red_five"
            )
        if hand.flowers and not rules.has_flowers:
            raise TileCountError(tr("{0} has no flowers").format(rules.title.get(self.lang)), code="bad_flower")
        size = hand.size
        if size > self.complete_size():
            raise TileCountError(
                tr("{0} tiles: {1} takes at most {2}").format(size, rules.title.get(self.lang), self.complete_size()),
                code="tile_count",
            )
        tiles = hand.standing + ((hand.win,) if hand.win is not None else ())
        if hand.win is None and size == self.complete_size():
            raise TileCountError(tr("mark the winning tile with +"), code="tile_count")
        if hand.win is not None and size != self.complete_size():
            raise TileCountError(
                tr("with its winning tile a {0} hand has {1} tiles, this one {2}").format(
                    rules.title.get(self.lang), self.complete_size(), size
                ),
                code="tile_count",
            )
        self._push(
            self._snap._replace(tiles=tiles, win_pos=None, melds=hand.melds, flowers=hand.flowers),
            lambda: tr("type hand"),
            TYPING if typing else -1,
        )

    def open_wait(self, tile: Tile, drawn: bool) -> None:
        """The ready hand completed by ``tile``, won by self-draw (``drawn``) or on a discard,
        in one undoable step: what a row of the waits table opens."""
        ctx = dict(self._snap.context)
        draw = draw_field(self.rules)
        if draw is not None:
            if drawn != draw.default:
                ctx[draw.key] = drawn
            else:
                ctx.pop(draw.key, None)
        self._push(
            self._snap._replace(tiles=self._snap.tiles + (tile,), win_pos=None, context=tuple(sorted(ctx.items()))),
            lambda: tr("open the wait {0}").format(tile_names(tile).get(self.lang)),
        )

    def restore(self, snap: Snapshot) -> None:
        """Back to an earlier state (the ready hand a wait was opened from), undoably."""
        self._push(snap, lambda: tr("back to the ready hand"))

    def load(self, hand: Hand, context: Mapping[str, Any]) -> None:
        """Show a recorded hand with its context, in one undoable step (a context key the rule
        set does not have is left out)."""
        rules = self.rules
        fields = {f.key: f for f in rules.context_fields}
        ctx = {k: fields[k].coerce(v) for k, v in context.items() if k in fields and v is not None}
        ctx = {k: v for k, v in ctx.items() if v != fields[k].default}
        tiles = hand.standing + ((hand.win,) if hand.win is not None else ())
        self._push(
            self._snap._replace(
                tiles=tiles, win_pos=None, melds=hand.melds, flowers=hand.flowers, context=tuple(sorted(ctx.items()))
            ),
            lambda: tr("show a recorded hand"),
        )

    def clear(self) -> None:
        """A new hand: no tiles, melds or flowers, and the context back to its defaults (how and
        where it was won belongs to the hand); the rule set, preset and options stay."""
        self._push(self._snap._replace(tiles=(), win_pos=None, melds=(), flowers=(), context=()), lambda: tr("clear"))

    def clear_hand(self) -> None:
        """No tiles, melds or flowers (the hand box emptied); the context stays."""
        self._push(self._snap._replace(tiles=(), win_pos=None, melds=(), flowers=()), lambda: tr("type hand"), TYPING)

    # -- asking the core ------------------------------------------------------------------
    #: how many scored waits :meth:`score_wait` keeps (a few hands' worth: a hand of 14 tiles
    #: has at most 14 discards of at most 13 waits)
    KEPT_WAIT_SCORES = 1024

    def score_wait(self, hand: Hand, kind: int) -> WaitScore:
        """A winning tile of ``hand`` (one tile short) scored both ways under the rule set,
        context and options on screen (:func:`core.engine.analysis.score_wait`), kept for the
        next asking: a score depends on nothing else, and the window's language is not part of
        it (each score holds every language's words)."""
        snap = self._snap
        key = (self.rules, snap.context, snap.options, hand, kind)
        kept = self._wait_scores.get(key)
        if kept is not None:
            self._wait_scores.move_to_end(key)
            return kept
        found = score_wait(self.rules, hand, kind, self.context, self.options)
        self._wait_scores[key] = found
        if len(self._wait_scores) > self.KEPT_WAIT_SCORES:
            self._wait_scores.popitem(last=False)
        return found

    def _evaluate(self) -> Evaluation:
        rules = self.rules
        try:
            hand = self.hand()
            rules.check_hand(hand)  # (tiles kept from another rule set may not be in this one's set)
        except HandError as e:
            return Evaluation(error=e)
        ctx = self.context
        opts = self.options
        need = self.complete_size() - hand.size
        if rules.can_score(hand):  # the rule set says what can be scored (a flower win needs no tile)
            try:
                return Evaluation(hand=hand, score=rules.score(hand, ctx, opts))
            except HandError as e:
                return Evaluation(hand=hand, error=e)
        if need > 1:
            return Evaluation(hand=hand, tiles_needed=need)
        shapes: ShapeRules = rules.shapes
        try:
            found = waits(hand, shapes)
        except HandError as e:
            return Evaluation(hand=hand, error=e)
        if not found:
            return Evaluation(hand=hand, shanten=shanten(hand, shapes), tiles_needed=need)
        rows = [
            WaitRow(
                w.kind,
                max(0, 4 - w.in_hand),
                w.discard_win,
                w.self_drawn,
                w.problem.text(self.lang) if w.problem is not None else "",
            )
            for w in (self.score_wait(hand, f.kind) for f in found)
        ]
        return Evaluation(hand=hand, waits=tuple(rows), tiles_needed=1)
