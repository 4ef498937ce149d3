// The verifier with the toolkit's models and the test-only rounds model.

#include "support/toy_model/rounds_model.hpp"
#include "verifier/verifier.hpp"

int main(int argc, char** argv) {
  redcheck::ModelRegistry registry = redcheck::builtin_models();
  registry.add(redcheck::testing::make_rounds_model(true));  // the registration line
  return redcheck::verifier_main(argc, argv, registry);
}
