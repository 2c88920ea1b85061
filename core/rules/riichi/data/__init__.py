"""The data files of the riichi rule set (package data, read with importlib.resources)."""
