"""The referee's data files (the words players use in a claim, the example hand of every item), read with :func:`core.model.package_data.read_text`."""
