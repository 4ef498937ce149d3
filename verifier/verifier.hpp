#pragma once
// verifier: checks the registered claims of every model of a registry on
// their domains. Exit status: 0 every outcome as expected, 1 some outcome
// differs from its expected outcome or a check hit an internal error, 2 bad
// input.

#include "models/registry.hpp"

namespace redcheck {

/// The whole program: parses argv, runs the subcommand, prints errors.
int verifier_main(int argc, char** argv, const ModelRegistry& registry);

}  // namespace redcheck
