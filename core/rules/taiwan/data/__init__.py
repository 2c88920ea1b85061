"""The data files of the taiwan rule set (package data, read with importlib.resources)."""
