"""The shells, the top layer: ``mjscore`` (:mod:`.cli`, :mod:`.match_cli`) and the batch
reader and writer (:mod:`.batch`). Thin: they parse, call one layer below, and print."""
