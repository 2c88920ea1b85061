"""How the core writes its immutable values without the ``dataclass`` decorator.

A frozen dataclass compiles five or six methods from source text when its module is
imported: about half a millisecond a class, which made the window's start-up a tenth slower
(``benchmarks/bench_gui.py``). Compiled with mypyc, its generated ``__init__``, ``__eq__``
and ``__hash__`` also stay Python code, run for every tile, meld and group a score makes. So
the core's values take one of three forms, all immutable, compared and hashed by their
fields, with a repr naming them:

- **A ``NamedTuple``**, for most values: typed fields, made at import with no generated code
  and read as fast as a tuple's items.
- **A class written out**, for the values a score makes by the thousand (tiles, melds, hands,
  groups), in the compiled modules: ``__slots__``, an ``__init__`` that sets each field as
  ``self.kind: Final[int] = kind``, its own ``__eq__`` and ``__hash__``, and
  ``__setattr__`` / ``__delattr__`` that hand over to :func:`assign_once` and
  :func:`refuse_delete`. Compiled, ``__init__`` sets the fields natively and every later
  assignment is refused; as Python source, ``__init__``'s assignments go through
  :func:`assign_once`, which lets each field be set once.
- **A subclass of** :class:`Value`, where a tuple cannot serve (a field named ``count``,
  like a tuple's method; keyword-only construction; a field left out of the comparison) in
  a module that stays Python: it names its fields in ``_compared`` and sets them with
  :func:`set_fields`.
"""

from __future__ import annotations

from typing import Any, ClassVar


def assign_once(obj: object, name: str, value: Any) -> None:
    """The ``__setattr__`` of a value class written out: a field is set once, in ``__init__``."""
    if hasattr(obj, name):
        raise AttributeError(f"cannot assign to field {name!r} of a {type(obj).__name__}: it is a value")
    try:
        object.__setattr__(obj, name, value)
    except TypeError:  # compiled: __init__ set every field natively, so this names none of them
        raise AttributeError(f"a {type(obj).__name__} has no field {name!r}") from None


def refuse_delete(obj: object, name: str) -> None:
    """The ``__delattr__`` of a value class written out."""
    raise AttributeError(f"cannot delete field {name!r} of a {type(obj).__name__}: it is a value")


class Value:
    """Read-only fields, compared, hashed and shown by the ``_compared`` names."""

    __slots__ = ()
    #: the fields equality, hashing and the repr use, in their order
    _compared: ClassVar[tuple[str, ...]] = ()

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"cannot assign to field {name!r} of a {type(self).__name__}: it is a value")

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)

    def _compared_values(self) -> tuple[Any, ...]:
        return tuple([getattr(self, name) for name in self._compared])

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self._compared_values() == other._compared_values()

    def __hash__(self) -> int:
        return hash(self._compared_values())

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._compared)
        return f"{type(self).__name__}({fields})"


def set_fields(obj: Value, **fields: Any) -> None:
    """``set_fields(self, id=id, ...)`` in a :class:`Value`'s ``__init__``: sets each field,
    past the refusal of :meth:`Value.__setattr__` (as a frozen dataclass's ``__init__`` does)."""
    for name, value in fields.items():
        object.__setattr__(obj, name, value)


def fields_repr(obj: object, *names: str) -> str:
    """``Tile(kind=5, red=False)``: the repr of a value class written out."""
    shown = ", ".join(f"{name}={getattr(obj, name)!r}" for name in names)
    return f"{type(obj).__name__}({shown})"
