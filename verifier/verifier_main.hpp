#pragma once
// The verifier's entry point alone, for a program's main() (verifier.hpp has
// the rest, and the models' interface with it).

namespace redcheck {

class ModelRegistry;

/// The whole program: parses argv, runs the subcommand, prints errors.
int verifier_main(int argc, char** argv, const ModelRegistry& registry);

}  // namespace redcheck
