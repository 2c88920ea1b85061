"""The data files of the taiwan rule set (package data, read with core.model.package_data.read_text)."""
