"""The engine every rule set is built on, above the shapes: the result values (:mod:`.score`),
the schema of context, options and presets with its constraints (:mod:`.schema`), rule tables
and the resolver (:mod:`.table`), the reference tables a rule set shows (:mod:`.reference`)
and the words a rule set's match rules are written in (:mod:`.match_rules`). It names no rule
set: the rule sets (:mod:`core.rules`) import it, never the other way."""
