// verifier with one claim of our own added to the overlap model: every
// subcommand of the toolkit's verifier (list, check, fuzz, with --json),
// e.g.  my_verifier check --claim my.binomial-four-thirds
//       my_verifier fuzz --claim my.binomial-four-thirds --time-budget 10

#include "binomial_four_thirds.hpp"

#include <redcheck/models/registry.hpp>
#include <redcheck/verifier/verifier.hpp>

int main(int argc, char** argv) {
  redcheck::ModelRegistry registry = redcheck::builtin_models();
  registry.add_claims("overlap", {my_conjecture::binomial_four_thirds_claim()});
  return redcheck::verifier_main(argc, argv, registry);
}
