// enumerator with the toolkit's models (models/registry.cpp).

#include "enumerator/enumerator.hpp"

int main(int argc, char** argv) {
  return redcheck::enumerator_main(argc, argv, redcheck::builtin_models());
}
