// verifier with the toolkit's models (models/registry.cpp). Started by mpirun
// or srun, its claims split over the ranks (distributed/).

#include "distributed/program_session.hpp"
#include "models/builtin_models.hpp"
#include "verifier/verifier_main.hpp"

int main(int argc, char** argv) {
  const redcheck::ProgramSession session(argc, argv);
  return redcheck::verifier_main(argc, argv, redcheck::builtin_models());
}
