"""The package's tests run with Hypothesis's defaults (deadline and health
checks on), as users write their properties; only the example database is
kept out of the source tree."""
