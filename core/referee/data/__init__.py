"""The referee's data files (the words players use in a claim, the example hand of every item), read with :mod:`importlib.resources`."""
