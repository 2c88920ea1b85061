"""Shapes, above the hand model: every reading of a complete hand under a rule set's
``ShapeRules`` (:mod:`.decompose`), and the winning tiles and shanten of a hand one tile short
(:mod:`.waits`). Shared by every rule set; no rule set is named here."""
