"""The data files of the mcr rule set (package data, read with importlib.resources)."""
