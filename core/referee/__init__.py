"""The referee's layer, above the rule sets: the batch format's objects (:mod:`.batch_format`),
claims checked against a score (:mod:`.verify`), match sheets folded from their entries
(:mod:`.match`), the store that keeps every entry with its history (:mod:`.records`), safe file
writes (:mod:`.files`) and the example hand of every item (:mod:`.examples`)."""
