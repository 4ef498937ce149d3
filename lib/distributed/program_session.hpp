#pragma once
// The session a program opens first: an MPI session when the toolkit was
// built with MPI (REDCHECK_WITH_MPI, distributed/mpi_session.hpp), else
// nothing, so that the programs build and run the same without MPI.

#ifdef REDCHECK_WITH_MPI
#include "distributed/mpi_session.hpp"
#endif

namespace redcheck {

#ifdef REDCHECK_WITH_MPI
using ProgramSession = MpiSession;
#else
struct ProgramSession {
  ProgramSession(int&, char**&) {}
  bool active() const { return false; }
};
#endif

}  // namespace redcheck
