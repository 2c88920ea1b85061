"""What every rule set is: :class:`RuleSet`, the interface the shells, the referee and the window
use, with what it declares (its context schema, options, constraints and presets) and the
checks of a hand, a context and options against them; and :class:`UnbuiltRuleSet`, a rule set
named but not built yet.

The window builds its context panel from :attr:`RuleSet.context_fields` (grouped by
:attr:`RuleSet.field_groups`) and its option controls from :attr:`RuleSet.option_fields`;
it greys out what :meth:`RuleSet.allowed` refuses and outlines the keys a
:class:`~core.model.errors.ContextError` names. It never knows a rule set by name.
"""

from __future__ import annotations

import importlib
import os
import stat
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from core.engine.constraints import Constraint, _cond_names, _constraint_plan
from core.engine.field_checks import (
    _UNKNOWN,
    OptionSet,
    _check_fields,
    _field_table,
    _followers,
    _sorted_keys,
    given_key,
)
from core.engine.fields import (
    COMMON_CONTEXT,
    COMMON_GROUPS,
    E_FOLLOWER_FALSE,
    Cond,
    Field,
    FieldGroup,
    FieldType,
    listed,
    quoted,
)
from core.engine.items import (
    E_ITEM_EDIT,
    E_ITEM_GATE_OFF,
    E_ITEM_GATED,
    EditableItem,
    ItemEdit,
    ItemEditError,
    ItemInfo,
    parse_item_edits,
)
from core.engine.presets import (
    _NONE,
    E_FILE_NO_PRESET,
    E_NO_PRESET,
    E_NO_PRESET_IN_FILE,
    E_PRESET_NOT_FILE,
    E_PRESET_TOO_BIG,
    E_PRESET_UNREADABLE,
    E_TABLE_KEY,
    MAX_PRESET_BYTES,
    Preset,
    bad_preset_file,
    merged_options,
    os_reason,
    parse_presets,
)
from core.engine.score import DEFAULT_TABLE, PLAIN_LAYOUT, Layout, Names, Score, TableName
from core.model.errors import ContextError, HandError, OptionError
from core.model.hand import Hand, Meld, MeldKind, check_in_set, meld_outside_set, tile_outside_set
from core.model.names import same
from core.model.package_data import read_text
from core.model.tiles import Tile
from core.shapes.readings import ShapeRules

if TYPE_CHECKING:  # a match sheet's rules are loaded when first asked for (not at every start)
    from core.engine.match_rules import MatchRules


#: what the players of the Chinese rule sets call each kind of declared meld (the window's
#: meld buttons): chow, pung, kong
CHINESE_MELD_WORDS: Final[Mapping[MeldKind, Names]] = {
    MeldKind.CHOW: Names("Chow", "吃", "吃", "チー"),
    MeldKind.PUNG: Names("Pung", "碰", "碰", "ポン"),
    MeldKind.KONG: Names("Kong", "明杠", "明槓", "明槓"),
    MeldKind.ADDED_KONG: Names("Added kong", "加杠", "加槓", "加槓"),
    MeldKind.CONCEALED_KONG: Names("Concealed kong", "暗杠", "暗槓", "暗槓"),
}


class RuleSet(ABC):
    """The interface of a rule set. Subclasses are mostly data plus :meth:`score`; the ones
    built on the shared engine (:mod:`core.engine.table`) are a table of rows."""

    name: str
    title: Names
    shapes: ShapeRules
    built: bool = True
    context_fields: tuple[Field, ...] = COMMON_CONTEXT
    field_groups: tuple[FieldGroup, ...] = COMMON_GROUPS
    option_fields: tuple[Field, ...] = ()
    constraints: tuple[Constraint, ...] = ()
    has_red_fives: bool = False
    has_flowers: bool = False
    #: the words for each kind of declared meld the window's buttons say
    meld_words: Mapping[MeldKind, Names] = CHINESE_MELD_WORDS
    #: whether a chow may be called (three-player riichi: no chi). With the kinds its set leaves
    #: out (:attr:`ShapeRules.missing`), what :meth:`check_hand` refuses everywhere alike
    calls_chows: bool = True
    #: the package that holds the rule set's data files (``core.rules.mcr.data``), if any
    data_package: str = ""
    #: the data file of the built-in presets in :attr:`data_package`, if any
    preset_file: str = ""
    #: what a result says about itself: its sections, unit, verdict reasons and payer roles
    layout: Layout = PLAIN_LAYOUT
    #: the yes/no context field that tells a win by self-draw from a win on a discard: the
    #: waits table scores each winning tile both ways ("": the rule set has no such field)
    draw_field: str = "self_drawn"
    #: whether a win on a discard is refused while a winning tile is among the player's own
    #: discards (riichi's furiten); the hand analysis marks such a discard
    furiten: bool = False
    #: the module of ``core.rules`` that holds this rule set's match rules as ``MATCH_RULES`` (a
    #: :class:`core.referee.match.MatchRules`: rotation, payments, table points); "": none
    match_module: str = ""
    #: whether the contexts scored come again, so that each is checked once per option set
    #: (:meth:`checked_context`); a rule set whose every hand's context differs says no
    keeps_contexts: bool = True

    @property
    def unit(self) -> Names:
        """What a score's total counts (MCR: fan; riichi: han; Taiwanese: 台)."""
        return self.layout.unit

    def items(self, options: Mapping[str, Any] | None = None) -> tuple[ItemInfo, ...]:
        """Every item of the rule set's table with its value under ``options`` (their preset
        and item edits included) and whether it counts under them."""
        return ()

    def editable_items(self) -> tuple[EditableItem, ...]:
        """The items a preset's ``items`` table may edit, with their values under the default
        options (none: the rule set has no table of items). Found once per rule set: every
        check of options that edit items or name a preset asks."""
        key = (type(self), self.name)
        found = _EDITABLE.get(key)
        if found is None:
            found = _EDITABLE[key] = self.find_editable_items()
        return found

    def find_editable_items(self) -> tuple[EditableItem, ...]:
        """:meth:`editable_items`, found (a rule set with a table of items says which)."""
        return ()

    def items_on(self, opts: Mapping[str, Any]) -> frozenset[str]:
        """The items that count under checked options before their item edits (what an edit
        switching an item on needs its gate for)."""
        return frozenset(i.id for i in self.editable_items() if i.on)

    def match_rules(self) -> MatchRules | None:
        """The rules of a match under this rule set (seat rotation, what a win, a draw or a foul
        pays, table points), or ``None``: the program keeps no match sheet for it."""
        if not self.match_module:
            return None
        from core.engine.match_rules import MatchRules

        found = getattr(importlib.import_module(self.match_module), "MATCH_RULES", None)
        if not isinstance(found, MatchRules):
            raise TypeError(f"{self.match_module}.MATCH_RULES is not a MatchRules")
        return found

    @property
    def presets(self) -> tuple[Preset, ...]:
        """The built-in presets, read from the package data file once."""
        # kept by preset file (a module table: a compiled rule set has no instance dict)
        cached = _PRESETS.get((self.data_package, self.preset_file))
        if cached is None:
            found: tuple[Preset, ...] = ()
            if self.preset_file:
                text = read_text(self.data_package, self.preset_file)
                source = self.data_package.replace(".", "/") + "/" + self.preset_file
                found = parse_presets(text, source, self.option_fields, self.editable_items())
            cached = _PRESETS[(self.data_package, self.preset_file)] = found
        return cached

    def preset_named(self, key: str, file: str = "") -> Preset:
        """A built-in preset (``file`` ""), or one of a user's preset file, read again if it is
        not the one read last (:meth:`read_preset_file`)."""
        if not file:
            found = next((p for p in self.presets if p.key == key), None)
            if found is None:
                self.preset_options(key)  # raises, naming the presets there are
            assert found is not None
            return found
        presets = _READ_FILES.get((self.name, file))
        if presets is None:
            presets = self.read_preset_file(file)
        found = next((p for p in presets if p.key == key), None)
        if found is None:
            msg = E_NO_PRESET_IN_FILE.format(file=file, preset=key, presets=listed([p.key for p in presets]))
            raise OptionError(msg.en, code="bad_option", keys=("preset",), names=msg)
        return found

    def preset_as_options(self, preset: Preset) -> dict[str, Any]:
        """A preset's options with its name and (for a user's file) its file: scored with
        these, a result names the table that scored it (:attr:`Score.table`)."""
        out = dict(preset.options)
        out["preset"] = preset.key
        if not any(p is preset for p in self.presets):
            out["preset_file"] = preset.source
        return out

    def read_preset_file(self, path: str | Path) -> tuple[Preset, ...]:
        """The presets of a user's preset file (the built-in ones stay as they are)."""
        p = Path(path)
        try:
            if not stat.S_ISREG(os.stat(p).st_mode):  # (a FIFO would wait for a writer forever)
                raise bad_preset_file(E_PRESET_NOT_FILE.format(source=p), str(p))
            with open(p, "rb") as f:
                data = f.read(MAX_PRESET_BYTES + 1)
            if len(data) > MAX_PRESET_BYTES:
                raise bad_preset_file(E_PRESET_TOO_BIG.format(source=p, size=MAX_PRESET_BYTES), str(p))
            text = data.decode("utf-8-sig")  # (a byte-order mark, as some editors write, is read past)
        except (OSError, UnicodeDecodeError) as e:
            raise bad_preset_file(E_PRESET_UNREADABLE.format(source=p, reason=os_reason(e)), str(p)) from None
        found = parse_presets(text, str(p), self.option_fields, self.editable_items(), self.presets)
        if len(_READ_FILES) > 64:
            _READ_FILES.clear()
        _OPTION_SETS.clear()  # (an option set that names this file was checked with what it said before)
        _READ_FILES[(self.name, str(p))] = found
        return found

    def check_context(
        self, context: Mapping[str, Any] | None, options: Mapping[str, Any] | None = None
    ) -> dict[str, Any]:
        """The context with every key, checked and normalised, and the declared constraints
        applied (``options``: the checked options, for constraints that name an option)."""
        ctx = _check_fields(self.context_fields, context or {}, "context")
        for f in _followers(self.context_fields):
            if f.follows is not None and f.follows.holds(ctx, options or {}):
                if ctx[f.key] is False and (context or {}).get(f.key) is not None:
                    # set false where the condition makes it true (Taiwanese dealer=false at seat East):
                    # refused with the reason, as it is set true where the condition does not hold
                    raise self._follower_refused(f, f.follows)
                ctx[f.key] = True
        if self.constraints:
            broken = self._broken_constraint(ctx, options or {})
            if broken is not None:
                raise broken.error(ctx, self._fields_by_key())
        return ctx

    def _follower_refused(self, f: Field, cond: Cond) -> ContextError:
        """The error of a field that follows ``cond`` given false while ``cond`` holds."""
        said_cond = _cond_names(cond, self._fields_by_key())
        reason = f.help if isinstance(f.help, Names) else same(f.help)
        field = quoted(f.names)
        message = E_FOLLOWER_FALSE.format(key=f"context key {f.key!r}", field=field, cond=said_cond, reason=reason).en
        return ContextError(
            message,
            code="impossible_context",
            keys=(f.key, cond.key),
            names=E_FOLLOWER_FALSE.format(key=field, field=field, cond=said_cond, reason=reason),
        )

    def context_items(self, ctx: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
        """A checked context as a score keeps it: every key of the schema with its value,
        sorted by key. A checked context holds every key, so the values are read in one C call
        in the sorted order found once per schema (sorting thirty items is a twentieth of a
        riichi score); a context missing a key is sorted as it is."""
        keys, values = _sorted_keys(self.context_fields)
        try:
            return tuple(zip(keys, values(ctx)))
        except KeyError:
            return tuple(sorted(ctx.items()))

    def option_set(self, options: Mapping[str, Any] | None) -> OptionSet:
        """The options checked (:meth:`check_options`), with what the rule set keeps per option
        set (:meth:`make_option_set`), made once per option set as given: a table scores with
        few option sets, and checking them every time was a tenth of a score. Options that
        cannot be a key (a value that is a list or a table) are checked every time."""
        given = given_key(options)
        key = (self, given) if given is not None else None
        found = _OPTION_SETS.get(key) if key is not None else None
        if found is None:
            found = self.make_option_set(self.check_options(options))
            if key is not None:
                if len(_OPTION_SETS) >= _OPTION_SETS_MAX:
                    _OPTION_SETS.clear()
                _OPTION_SETS[key] = found
        return found

    def make_option_set(self, opts: dict[str, Any]) -> OptionSet:
        """An option set ready to score with, from the checked options (a rule set keeps more
        with it, as riichi its effective tables)."""
        return OptionSet(opts)

    def checked_context(self, context: Mapping[str, Any] | None, option_set: OptionSet) -> dict[str, Any]:
        """The context checked under an option set (:meth:`check_context`), the caller's own
        copy to change as it likes. Where contexts come again (:attr:`keeps_contexts`), each is
        checked once per option set: at an MCR table the same few come again and again, and
        checking one against every field and constraint was a tenth of a score. A refused
        context is not kept (it is refused again)."""
        if not self.keeps_contexts:
            return self.check_context(context, option_set.opts)
        given = given_key(context)
        key = (option_set, given) if given is not None else None
        found = _CONTEXTS.get(key) if key is not None else None
        if found is None:
            ctx = self.check_context(context, option_set.opts)
            if key is not None:
                if len(_CONTEXTS) >= _CONTEXTS_MAX:
                    _CONTEXTS.clear()
                _CONTEXTS[key] = dict(ctx)  # (a copy: the one kept is never handed out)
            return ctx
        return dict(found)

    def field_name(self, key: str) -> Names:
        """A context field's name as the errors quote it (“杠上开花”, 「嶺上開花」), from its key."""
        f = _field_table(self.context_fields)[0].get(key)
        return quoted(f.names) if f is not None else same(key)

    def impossible(self, key: str, template: Names, code: str = "impossible_context", **params: Any) -> ContextError:
        """The error of context ``key`` that the tiles contradict. The message (the command
        line's, where the key is typed) names the key; the words shown in each language, the
        English included, name the field as the window shows it."""
        field = self.field_name(key)
        typed = shown = params
        f = _field_table(self.context_fields)[0].get(key)
        if "value" in params and f is not None and (f.choices or f.type is FieldType.WIND):
            # a choice is shown by its name (“Seven rob one”), never by its id; the command line's
            # message names the key and the value as they are typed there
            typed = {**params, "value": repr(params["value"])}
            shown = {**params, "value": quoted(f.choice_names(str(params["value"])))}
        message = template.format(key=key, field=field, **typed).en
        return ContextError(message, code=code, keys=(key,), names=template.format(key=field, field=field, **shown))

    def choice_name(self, key: str, value: str) -> Names:
        """The name of one value of a context choice field."""
        f = _field_table(self.context_fields)[0].get(key)
        return f.choice_names(value) if f is not None else same(value)

    def _fields_by_key(self) -> dict[str, Field]:
        """Every context and option field by key (for the words of a broken constraint)."""
        return {f.key: f for f in (*self.option_fields, *self.context_fields)}

    def check_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """The options with every key, checked: the rule set's option fields, and the keys of
        the table (``items``: item edits, as a preset's ``items``; ``preset`` and
        ``preset_file``: the preset they came from, which the result names)."""
        if options and not _TABLE_KEYS.isdisjoint(options):
            return self._check_table_options(options)
        out = _check_fields(self.option_fields, options or {}, "option")
        out.update(_NO_TABLE_OPTIONS)
        return out

    def _check_table_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Options that name a preset (its options are the base the others change) or edit items."""
        named: dict[str, str] = {"preset": "", "preset_file": ""}
        for key in named:
            v = options.get(key)
            if v is None or v == "":
                continue
            if not isinstance(v, str) or len(v) > 4096 or "\x00" in v:
                msg = E_TABLE_KEY.format(key=key, value=repr(v)[:80])
                raise OptionError(msg.en, code="bad_option", keys=(key,), names=msg)
            named[key] = v
        if named["preset_file"] and not named["preset"]:
            msg = E_FILE_NO_PRESET.format(file=named["preset_file"])
            raise OptionError(msg.en, code="bad_option", keys=("preset",), names=msg)
        items = self.editable_items()
        raw = options.get("items")
        edits: tuple[ItemEdit, ...] = ()
        if raw is not None and raw != {} and raw != ():
            try:
                edits = parse_item_edits(raw, items)
            except ItemEditError as e:
                msg = E_ITEM_EDIT.format(item=e.field, problem=e.names)
                raise OptionError(msg.en, code="bad_option", keys=("items",), names=msg) from None
        given = {k: v for k, v in options.items() if k not in _TABLE_KEYS}
        if edits:
            given["items"] = edits
        if named["preset"]:  # the preset's options, then what these change
            preset = self.preset_named(named["preset"], named["preset_file"])
            given = dict(merged_options(preset.options, tuple(given.items())))
        edits = given.pop("items", ())
        out = _check_fields(self.option_fields, given, "option")
        out.update(_NO_TABLE_OPTIONS)
        out.update(named)
        if edits:
            out["items"] = edits
            self._switch_gates_on(out, edits, items, set(given))
        return out

    def _switch_gates_on(
        self, out: dict[str, Any], edits: tuple[ItemEdit, ...], items: tuple[EditableItem, ...], given: set[str]
    ) -> None:
        """An item switched on that a yes/no option leaves off switches that option on (and
        with it the other items it switches, unless they are switched off too); one that an
        option of several values leaves off is refused, naming the option."""
        wanted = [e for e in edits if e.on]
        if not wanted:
            return
        by_id = {i.id: i for i in items}
        on = self.items_on(out)
        fields = {f.key: f for f in self.option_fields}
        for e in wanted:
            info = by_id[e.id]
            if e.id in on or info.gate is None:
                continue
            f = fields.get(info.gate)
            if f is not None and f.type is FieldType.BOOL and not (info.gate in given and out[info.gate] is False):
                out[info.gate] = True
                on = self.items_on(out)
                continue
            if f is not None and f.type is FieldType.BOOL:
                msg = E_ITEM_GATE_OFF.format(item=e.id, option=info.gate)
            else:
                msg = E_ITEM_GATED.format(
                    item=e.id, option=info.gate, values=listed(f.values) if f is not None else same("")
                )
            raise OptionError(msg.en, code="bad_option", keys=("items", info.gate), names=msg)

    def table_name(self, opts: Mapping[str, Any]) -> TableName:
        """Which table checked options score with: their preset (its file) and what they change
        from it, as option keys and ``items.ID``. Kept per option set (a score asks for it)."""
        try:
            key: Any = (self.name, tuple(opts.values()))
            hash(key)
        except TypeError:
            key = None
        found = _TABLE_NAMES.get(key) if key is not None else None
        if found is None:
            found = self._table_name(opts)
            if key is not None:
                if len(_TABLE_NAMES) > 1024:
                    _TABLE_NAMES.clear()
                _TABLE_NAMES[key] = found
        return found

    def _table_name(self, opts: Mapping[str, Any]) -> TableName:
        preset_key, file = opts.get("preset", ""), opts.get("preset_file", "")
        if preset_key:
            preset = self.preset_named(preset_key, file)
            base = self.check_options(dict(preset.options))
            names_ = preset.names
        else:
            base = self.check_options({})
            names_ = DEFAULT_TABLE.names
        changed = [k for k in opts if k not in _TABLE_KEYS and opts[k] != base.get(k)]
        mine = {e.id: e for e in opts.get("items", ())}
        theirs = {e.id: e for e in base.get("items", ())}
        changed += [f"items.{rid}" for rid in sorted(mine.keys() | theirs.keys()) if mine.get(rid) != theirs.get(rid)]
        fields = {f.key: f.names for f in self.option_fields}
        items = {i.id: i.names for i in self.editable_items()}
        shown = tuple(items.get(c[6:], same(c)) if c.startswith("items.") else fields.get(c, same(c)) for c in changed)
        return TableName(preset_key, names_, file, tuple(changed), shown)

    def storable_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Options as a record keeps them, scored again later on any machine: options that name a
        preset file or edit items are written out whole (every option, the item edits as a
        preset file's ``items``), with no file to read again; a built-in preset stays named.
        Others are kept as given."""
        if not options or _TABLE_KEYS.isdisjoint(options):
            return dict(options or {})
        checked = self.check_options(options)
        out = self.options_json(self.without_table_keys(checked, keep_items=bool(checked["items"])))
        if checked["preset"] and not checked["preset_file"]:
            out["preset"] = checked["preset"]
        return out

    @staticmethod
    def without_table_keys(opts: Mapping[str, Any], keep_items: bool = True) -> dict[str, Any]:
        """Checked options without the preset and its file (and, unless kept, the item edits):
        the options a table is made of, whatever named them."""
        return {k: v for k, v in opts.items() if k not in _TABLE_KEYS or (keep_items and k == "items")}

    def options_json(self, opts: Mapping[str, Any]) -> dict[str, Any]:
        """Options as JSON writes them (item edits as a preset file's ``items`` table)."""
        out = dict(opts)
        if "items" in out:
            out["items"] = {e.id: e.to_json() for e in out["items"]}
        return out

    def check_constraints(self, ctx: Mapping[str, Any], opts: Mapping[str, Any]) -> None:
        """Raise the first declared constraint that the (checked) context, with the options,
        breaks."""
        broken = self._broken_constraint(ctx, opts)
        if broken is not None:
            raise broken.error(ctx, self._fields_by_key())

    def _broken_constraint(self, ctx: Mapping[str, Any], opts: Mapping[str, Any]) -> Constraint | None:
        """The first declared constraint broken. The answer depends only on the few fields the
        constraints name, so it is kept per combination of their values (every score asks; the
        combinations are few)."""
        plan = _constraint_plan(self.constraints, self.context_fields)
        if plan.usual is not None:
            try:  # the usual context, which breaks none (see _ConstraintPlan)
                if plan.trigger_get(ctx) == plan.usual:
                    return None
            except KeyError:
                pass
        try:  # checked values hold every key: read them in one C call each
            values: Any = (plan.ctx_get(ctx), plan.opt_get(opts))
        except KeyError:
            values = (tuple([ctx.get(k) for k in plan.ctx_keys]), tuple([opts.get(k) for k in plan.opt_keys]))
        broken = plan.cache.get(values, _UNKNOWN)
        if broken is _UNKNOWN:
            broken = None
            for c in self.constraints:
                if c.violated(ctx, opts, plan.defaults):
                    broken = c
                    break
            plan.cache[values] = broken
        return broken if isinstance(broken, Constraint) else None

    def violations(self, ctx: Mapping[str, Any], opts: Mapping[str, Any]) -> tuple[Constraint, ...]:
        """Every declared constraint the (checked) context breaks."""
        defaults = _field_table(self.context_fields)[1]
        return tuple(c for c in self.constraints if c.violated(ctx, opts, defaults))

    def allowed(self, key: str, value: Any, ctx: Mapping[str, Any], opts: Mapping[str, Any]) -> bool:
        """Whether setting context ``key`` to ``value`` keeps every declared constraint that
        names ``key`` (the window greys out what is not allowed)."""
        trial = dict(ctx)
        trial[key] = value
        defaults = _field_table(self.context_fields)[1]
        return not any(key in c.keys and c.violated(trial, opts, defaults) for c in self.constraints)

    def preset_options(self, preset: str) -> dict[str, Any]:
        for p in self.presets:
            if p.key == preset:
                return dict(p.options)
        keys = [p.key for p in self.presets]
        msg = E_NO_PRESET.format(
            name=self.name, title=self.title, preset=preset, presets=listed(keys) if keys else _NONE
        )
        raise OptionError(msg.en, code="bad_option", names=msg)

    def check_hand(self, hand: Hand) -> None:
        """Refuse a hand with a tile the rule set's set leaves out (:attr:`ShapeRules.missing`)
        or a meld it does not let be called (:attr:`calls_chows`): the same refusal, in the same
        words, for the score, the waits, the analysis and the window's hand."""
        check_in_set(hand, self.shapes.missing, self.calls_chows, self.title)

    def tile_refusal(self, tiles: Iterable[Tile]) -> HandError | None:
        """The refusal of the first of ``tiles`` the rule set's set leaves out (the same words
        as :meth:`check_hand`'s), or None: the window's palette and the tiles of a context field."""
        return tile_outside_set(tiles, self.shapes.missing, self.title)

    def meld_refusal(self, meld: Meld) -> HandError | None:
        """The refusal of a meld the rule set does not let be called (a chi in three-player
        riichi), in :meth:`check_hand`'s words, or None."""
        return meld_outside_set(meld, self.calls_chows, self.title)

    def set_aside(self, context: Mapping[str, Any]) -> dict[int, int]:
        """Tiles the context sets aside beside the hand, by kind (three-player riichi's North
        tiles pulled as dora): copies no longer free to be drawn; none by default."""
        return {}

    def printed_flowers(self, opts: Mapping[str, Any]) -> dict[int, int]:
        """The number printed on each flower (1..8, ``1f``..``8f``) under checked options, where
        the rule set lets a set number them apart from their place (the window draws the tile
        so); none by default."""
        return {}

    def can_score(self, hand: Hand) -> bool:
        """Whether the hand is one this rule set scores (has its winning tile); a rule set
        with wins by flowers alone says so here."""
        return hand.win is not None

    @abstractmethod
    def score(
        self, hand: Hand, context: Mapping[str, Any] | None = None, options: Mapping[str, Any] | None = None
    ) -> Score:
        """Score a complete hand. Raises :class:`~core.model.errors.HandError` on bad input."""

    def describe(self, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """The rule set as ``mjscore rules --json`` shows it: its items with their values under
        ``options`` (a preset's, with its item edits), context keys, options, presets and
        constraints."""
        out: dict[str, Any] = {
            "rules": self.name,
            "en": self.title.en,
            "zh": self.title.zh_hans,
            "items": [],
            "context": [f.to_json() for f in self.context_fields],
            "options": [f.to_json() for f in self.option_fields],
            "presets": [
                {
                    "key": p.key,
                    "en": p.names.en,
                    "zh": p.names.zh_hans,
                    "options": self.options_json(dict(p.options)),
                    "help": p.help,
                    **({"base": p.base} if p.base else {}),
                }
                for p in self.presets
            ],
            "constraints": [
                {"kind": c.kind.value, "keys": list(c.keys), "message": c.message} for c in self.constraints
            ],
        }
        if options:
            checked = self.check_options(options)
            out["table"] = self.table_name(checked).to_json()
        for i in self.items(options):
            row: dict[str, Any] = {
                "id": i.id,
                "en": i.names.en,
                "zh": i.names.zh_hans,
                "zh_hant": i.names.zh_hant,
                "ja": i.names.ja,
                "value": i.value,
                "on": i.on,
                "note": i.note,
            }
            if i.definition is not None:
                row["definition"] = {
                    "en": i.definition.en,
                    "zh-Hans": i.definition.zh_hans,
                    "zh-Hant": i.definition.zh_hant,
                    "ja": i.definition.ja,
                }
            if i.section:
                row["section"] = i.section
            out["items"].append(row)
        return out


#: the option sets made (RuleSet.option_set), by rule set and options as given; emptied past
#: _OPTION_SETS_MAX, and when a preset file is read (an option set may name it)
_OPTION_SETS: Final[dict[Any, OptionSet]] = {}
_OPTION_SETS_MAX: Final = 256
#: the checked contexts (RuleSet.checked_context), by option set and context as given; at most
#: _CONTEXTS_MAX in all (then forgotten, and checked again), so memory stays bounded whatever
#: the input (a few hundred at a table)
_CONTEXTS: Final[dict[Any, dict[str, Any]]] = {}
_CONTEXTS_MAX: Final = 4096


#: the built-in presets, by package data file, read once
_PRESETS: Final[dict[tuple[str, str], tuple[Preset, ...]]] = {}
#: each rule set's editable items (RuleSet.editable_items), by its class and name
_EDITABLE: Final[dict[tuple[type, str], tuple[EditableItem, ...]]] = {}
#: the presets of the users' files, as read last, by rule set and path
_READ_FILES: Final[dict[tuple[str, str], tuple[Preset, ...]]] = {}
#: the table each option set names (RuleSet.table_name), by rule set and option values
_TABLE_NAMES: Final[dict[Any, TableName]] = {}
#: the option keys of the table rather than of the rules: item edits, the preset and its file
_TABLE_KEYS: Final = frozenset(("items", "preset", "preset_file"))
_NO_TABLE_OPTIONS: Final[dict[str, Any]] = {"items": (), "preset": "", "preset_file": ""}
