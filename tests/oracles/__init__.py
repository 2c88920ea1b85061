"""Test-only oracles: third-party scorers the project checks itself against.

Nothing here is imported by ``core/`` or ``gui/`` (the import contract in pyproject.toml
forbids it); these modules exist for differential tests only.
"""
