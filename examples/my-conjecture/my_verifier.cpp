// verifier with one claim and one builder of our own added to the overlap
// model: every subcommand of the toolkit's verifier (list, check, fuzz, with
// --json), e.g.  my_verifier check --claim my.binomial-four-thirds
//                my_verifier fuzz --claim my.binomial-four-thirds --time-budget 10
//                my_verifier fuzz --model overlap --algorithm my-chain
//                my_verifier check --claims-file my-chain.json

#include "binomial_four_thirds.hpp"
#include "my_chain.hpp"

#include <redcheck/models/registry.hpp>
#include <redcheck/verifier/verifier.hpp>

int main(int argc, char** argv) {
  redcheck::ModelRegistry registry = redcheck::builtin_models();
  registry.add_claims("overlap", {my_conjecture::binomial_four_thirds_claim()});
  const redcheck::Model& overlap = registry.model("overlap");
  overlap.add_builder(my_conjecture::my_chain_builder(overlap));
  return redcheck::verifier_main(argc, argv, registry);
}
