"""The Mahjong Scorer window (PySide6). Adapters only: every score comes from ``core``."""
