"""The hand model, the lowest layer: the 34 kinds of tile, red fives and the 8 flowers
(:mod:`.tiles`), their names in four languages (:mod:`.tilenames`, :mod:`.names`), a hand and
its checks (:mod:`.hand`), the notation that reads and writes one (:mod:`.notation`), and the
one error hierarchy (:mod:`.errors`). It imports nothing else of the core."""
