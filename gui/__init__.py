"""The Mahjong Scorer window (PySide6). Adapters only: every score comes from ``core``."""


def _core_before_qt() -> None:
    """Load the core the window uses before anything here loads PySide6, which reads the
    source of every module imported after it (looking for its own name, for its
    ``__feature__`` switches): a cost at start-up the pure-Python core need not pay."""
    import core.model.notation  # noqa: F401
    import core.model.tilenames  # noqa: F401
    import core.rules  # noqa: F401
    import core.shapes.waits  # noqa: F401


_core_before_qt()
