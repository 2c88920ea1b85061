"""The scoring trainer: practice hands for every rule set, each answer checked by the real scorer
and the claim checker, weak topics asked again sooner (Leitner boxes), the learner's answers kept
in the local store. docs/trainer.md."""
