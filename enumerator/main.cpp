// enumerator with the toolkit's models (models/registry.cpp). Started by
// mpirun or srun, its heavy jobs split over the ranks (distributed/).

#include "distributed/program_session.hpp"
#include "enumerator/enumerator.hpp"
#include "models/builtin_models.hpp"

int main(int argc, char** argv) {
  const redcheck::ProgramSession session(argc, argv);
  return redcheck::enumerator_main(argc, argv, redcheck::builtin_models());
}
