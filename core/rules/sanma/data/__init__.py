"""Three-player riichi's data files: its presets (``sanma_presets.toml``)."""
