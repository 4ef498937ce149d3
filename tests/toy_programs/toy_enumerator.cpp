// The enumerator with the toolkit's models and the test-only rounds model:
// a program around another registry is the same enumerator.

#include "enumerator/enumerator.hpp"
#include "models/registry.hpp"
#include "support/toy_model/rounds_model.hpp"

int main(int argc, char** argv) {
  redcheck::ModelRegistry registry = redcheck::builtin_models();
  registry.add(redcheck::testing::make_rounds_model(true));  // the registration line
  return redcheck::enumerator_main(argc, argv, registry);
}
