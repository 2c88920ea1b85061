"""The constraints between fields: *requires*, *excludes*, *enabled only when*.

A :class:`Constraint` is data, declared by a rule set (:func:`requires`, :func:`excludes`,
:func:`enabled_when`) and checked by :meth:`core.engine.ruleset.RuleSet.check_context`; a
violation is a :class:`~core.model.errors.ContextError` naming the keys at fault, said in every
language from the fields' own names. :func:`_constraint_plan` is what checking them quickly
needs, found once per rule set.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import Enum
from operator import itemgetter
from typing import Any, Final, NamedTuple

from core.engine.field_checks import _field_table, _values_of
from core.engine.fields import _OR, Cond, Field, FieldType, quoted
from core.engine.score import Names
from core.model.errors import ContextError
from core.model.names import separated


class ConstraintKind(Enum):
    REQUIRES = "requires"  # when ``when`` holds, ``then`` must hold too
    EXCLUDES = "excludes"  # ``when`` and ``then`` may not both hold
    ENABLED_WHEN = "enabled_when"  # the fields of ``when`` may leave their defaults only when ``then`` holds


class Constraint(NamedTuple):
    """A declared rule between fields. ``message`` is formatted with the context's values;
    a violation raises :class:`ContextError` with the keys of both sides.

    ``wording``: for a rule its conditions, read one by one, would say awkwardly ("“Ippatsu”
    and not “Riichi” needs “Double riichi”" for "ippatsu needs riichi or double riichi"), the
    words to say it by: a template in every language whose placeholders are the keys of the
    fields it is about, filled in with their quoted names. The check is the same."""

    kind: ConstraintKind
    when: tuple[Cond, ...]
    then: tuple[Cond, ...]
    message: str
    code: str = "impossible_context"
    wording: Names | None = None

    @property
    def keys(self) -> tuple[str, ...]:
        out: list[str] = []
        for c in self.when + self.then:
            if c.key not in out:
                out.append(c.key)
        return tuple(out)

    def violated(self, ctx: Mapping[str, Any], opts: Mapping[str, Any], defaults: Mapping[str, Any]) -> bool:
        # plain loops, no generators: every score checks every constraint
        if self.kind is ConstraintKind.ENABLED_WHEN:
            for c in self.when:
                if ctx.get(c.key) != defaults.get(c.key):
                    break
            else:
                return False  # the fields are at their defaults: nothing to enable
            for c in self.then:
                if not c.holds(ctx, opts):
                    return True
            return False
        for c in self.when:
            if not c.holds(ctx, opts):
                return False
        for c in self.then:
            if not c.holds(ctx, opts):
                return self.kind is ConstraintKind.REQUIRES
        return self.kind is ConstraintKind.EXCLUDES

    def error(self, ctx: Mapping[str, Any], fields: Mapping[str, Field] | None = None) -> ContextError:
        """The error of a violation: the declared English message, and (given the fields) the
        same rule said in every language from the fields' own names."""
        return ContextError(
            self.message.format(**ctx),
            code=self.code,
            keys=self.keys,
            names=self.explain(fields) if fields is not None else None,
        )

    def explain(self, fields: Mapping[str, Field]) -> Names:
        """The rule in every language, made from the names of the fields it is about."""
        if self.wording is not None:
            said: dict[str, Names] = {}
            for key in self.keys:
                f = fields.get(key)
                said[key] = quoted(f.names) if f is not None else Names(key, key, key, key)
            return self.wording.format(**said)
        when = _all_of([_cond_names(c, fields) for c in self.when])
        then = _all_of([_cond_names(c, fields) for c in self.then])
        template = _CONSTRAINT_TEXT[self.kind] if self.when else _ALWAYS_TEXT  # (nothing to name before "needs")
        return template.format(when=when, then=then)


_CONSTRAINT_TEXT: Final = {
    ConstraintKind.REQUIRES: Names(
        "{when} needs {then}", "{when}需要{then}", "{when}需要{then}", "{when}には{then}が必要です"
    ),
    ConstraintKind.EXCLUDES: Names(
        "{when} and {then} cannot both hold",
        "{when}与{then}不能同时成立",
        "{when}與{then}不能同時成立",
        "{when}と{then}は両立しません",
    ),
    ConstraintKind.ENABLED_WHEN: Names(
        "{when} can be set only with {then}",
        "只有在{then}时才能设置{when}",
        "只有在{then}時才能設定{when}",
        "{when}は{then}のときだけ設定できます",
    ),
}
#: a rule that holds whatever the context (a requirement with no condition)
_ALWAYS_TEXT: Final = Names("{then} is required", "必须{then}", "必須{then}", "{then}でなければなりません")
_AND: Final = Names(" and ", "且", "且", "かつ")
_NOT: Final = Names("not {0}", "非{0}", "非{0}", "{0}でない")
_IS: Final = Names("{0}: {1}", "{0}：{1}", "{0}：{1}", "{0}：{1}")


def _cond_names(c: Cond, fields: Mapping[str, Field]) -> Names:
    """A condition in words: "Self-drawn", "not Riichi", "Seat wind: East"."""
    f = fields.get(c.key)
    name = quoted(f.names if f is not None else Names(c.key, c.key, c.key, c.key))
    if not c.among and isinstance(c.value, bool):
        return name if c.value else _NOT.format(name)
    values = c.among or (c.value,)
    shown = [
        f.choice_names(str(v))
        if f is not None and (f.choices or f.type is FieldType.WIND)
        else Names(str(v), str(v), str(v), str(v))
        for v in values
    ]
    return _IS.format(name, separated(shown, _OR))


def _all_of(parts: list[Names]) -> Names:
    return separated(parts, _AND)


def requires(when: Cond | tuple[Cond, ...], then: Cond | tuple[Cond, ...], message: str) -> Constraint:
    return Constraint(ConstraintKind.REQUIRES, _conds(when), _conds(then), message)


def excludes(a: Cond | tuple[Cond, ...], b: Cond | tuple[Cond, ...], message: str) -> Constraint:
    return Constraint(ConstraintKind.EXCLUDES, _conds(a), _conds(b), message)


def enabled_when(fields: Cond | tuple[Cond, ...], cond: Cond | tuple[Cond, ...], message: str) -> Constraint:
    return Constraint(ConstraintKind.ENABLED_WHEN, _conds(fields), _conds(cond), message)


def _conds(c: Cond | tuple[Cond, ...]) -> tuple[Cond, ...]:
    return (c,) if isinstance(c, Cond) else c  # a Cond is a NamedTuple: ask for it, not for a tuple


class _ConstraintPlan:
    """What checking one rule set's constraints needs, found once: the context and option keys
    they name, a getter of each set of values, and the answers so far by those values (the
    combinations are few; emptied past 4096).

    And a test that clears most contexts at once. A constraint that requires or excludes is
    broken only when its first ``when`` condition holds, and one that enables only when a
    ``when`` field has left its default: these conditions are its ``triggers``. A context
    whose trigger fields hold their defaults (``usual``: the usual hand, no robbed kong, no
    first turn...) is as the defaults are, and when none fires there, it breaks no constraint:
    one C call reads those fields and one comparison tells. ``usual`` is None when a
    constraint has no trigger (a first condition on an option, or none) or the defaults fire
    one: every context is then checked the long way."""

    def __init__(self, constraints: tuple[Constraint, ...], context_fields: tuple[Field, ...]) -> None:
        self.constraints = constraints
        self.context_fields = context_fields
        self.defaults = defaults = _field_table(context_fields)[1]
        self.triggers: tuple[tuple[str, Any, bool], ...] | None = _triggers(constraints, defaults)
        trigger_keys: list[str] = []
        for key, _value, _when_equal in self.triggers or ():
            if key not in trigger_keys:
                trigger_keys.append(key)
        self.trigger_get: Callable[[Mapping[str, Any]], Any] = _values_of(tuple(trigger_keys))
        quiet = (
            self.triggers is not None and all(k in defaults for k in trigger_keys) and _quiet(self.triggers, defaults)
        )
        self.usual: tuple[Any, ...] | None = self.trigger_get(defaults) if quiet else None
        ctx_keys: list[str] = []
        opt_keys: list[str] = []
        for c in constraints:
            for cond in c.when + c.then:
                keys = opt_keys if cond.option else ctx_keys
                if cond.key not in keys:
                    keys.append(cond.key)
        self.ctx_keys: tuple[str, ...] = tuple(ctx_keys)
        self.opt_keys: tuple[str, ...] = tuple(opt_keys)
        self.ctx_get: Callable[[Mapping[str, Any]], Any] = itemgetter(*ctx_keys) if ctx_keys else _nothing
        self.opt_get: Callable[[Mapping[str, Any]], Any] = itemgetter(*opt_keys) if opt_keys else _nothing
        self.cache: dict[Any, Constraint | None] = {}


def _triggers(
    constraints: tuple[Constraint, ...], defaults: dict[str, Any]
) -> tuple[tuple[str, Any, bool], ...] | None:
    """The triggers of :class:`_ConstraintPlan`, each needed once: a first condition among
    several values is a trigger per value, and one that fires when a field equals a value other
    than its default is left out beside the one that fires when the field leaves its default."""
    found: list[tuple[str, Any, bool]] = []
    for c in constraints:
        if c.kind is ConstraintKind.ENABLED_WHEN:
            found.extend((cond.key, defaults.get(cond.key), False) for cond in c.when)
        elif c.when and not c.when[0].option:
            first = c.when[0]
            found.extend((first.key, v, True) for v in (first.among or (first.value,)))
        else:
            return None  # (a constraint with no condition, or one on an option: no quick test)
    out: list[tuple[str, Any, bool]] = []
    for t in found:
        key, value, when_equal = t
        covered = when_equal and any(u[0] == key and not u[2] and value != u[1] for u in found)
        if not covered and t not in out:
            out.append(t)
    return tuple(out)


def _nothing(values: Mapping[str, Any]) -> Any:
    return ()


_CONSTRAINT_PLANS: Final[dict[int, _ConstraintPlan]] = {}


def _constraint_plan(constraints: tuple[Constraint, ...], context_fields: tuple[Field, ...]) -> _ConstraintPlan:
    """The plan of a rule set's constraints (by identity of the tuple, and of the context's
    fields, whose defaults the enabling constraints compare with)."""
    plan = _CONSTRAINT_PLANS.get(id(constraints))
    if (
        plan is None
        or plan.constraints is not constraints
        or plan.context_fields is not context_fields
        or len(plan.cache) > 4096
    ):
        plan = _CONSTRAINT_PLANS[id(constraints)] = _ConstraintPlan(constraints, context_fields)
    return plan


def _quiet(triggers: tuple[tuple[str, Any, bool], ...], ctx: Mapping[str, Any]) -> bool:
    """Whether no trigger of a constraint plan fires in the context (see :class:`_ConstraintPlan`):
    then no constraint is broken."""
    return not any((ctx.get(key) == value) == when_equal for key, value, when_equal in triggers)
