"""Rule data files (fan tables, definitions, presets), read with :mod:`importlib.resources`."""
