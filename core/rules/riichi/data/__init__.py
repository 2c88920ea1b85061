"""The data files of the riichi rule set (package data, read with core.model.package_data.read_text)."""
