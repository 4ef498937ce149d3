#pragma once
// A program's MPI session, in a module of its own (redcheck-mpi-session.so)
// that the program loads only when mpirun or srun started it
// (distributed/program_session.hpp): a program started otherwise never
// loads MPI and its dozen libraries (they took most of a short run's time).
// The session initialises MPI and installs the ranks as the rank group
// (rank_group.hpp), so that the heavy jobs split over them
// (distributed_map.hpp).
//
// A rank with an internal error (run_reporting_errors) or an exception that
// escaped every handler aborts the job (RankGroup::abort_all: MPI_Abort), so
// no rank waits forever for it; bad input, the same on every rank, ends each
// rank with status 2. The program silences its ranks other than 0
// (program_session.cpp).

#include "distributed/rank_group.hpp"

extern "C" {

/// How the module installs its rank group in the program that loaded it.
using RedcheckInstallRankGroup = void (*)(const redcheck::RankGroup*);

/// Initialises MPI with the program's arguments and installs the ranks with
/// `install`. Returns the session, to be closed at the program's end.
void* redcheck_mpi_session_open(int* argc, char*** argv, RedcheckInstallRankGroup install);

/// Restores the program's output, uninstalls the ranks and finalises MPI.
void redcheck_mpi_session_close(void* session);
}
