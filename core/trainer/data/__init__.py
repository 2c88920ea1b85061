"""The trainer's data files (its levels and topics, the curated hands), read with :func:`core.model.package_data.read_text`."""
