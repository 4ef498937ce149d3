#pragma once
// enumerator: explicit schedules, exact optima and the tables of data/, for
// every model of a registry. Exit status: 0 success, 1 an internal error or a
// cross-check failed, 2 bad input.

namespace redcheck {

class ModelRegistry;

/// The whole program: parses argv, runs the subcommand, prints errors.
/// Returns the exit status.
int enumerator_main(int argc, char** argv, const ModelRegistry& registry);

}  // namespace redcheck
