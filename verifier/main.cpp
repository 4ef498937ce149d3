// verifier with the toolkit's models (models/registry.cpp).

#include "verifier/verifier.hpp"

int main(int argc, char** argv) {
  return redcheck::verifier_main(argc, argv, redcheck::builtin_models());
}
