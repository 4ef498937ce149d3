#pragma once
// A program's MPI session: when the program was started by mpirun or srun
// (their environment variables say so), MPI is initialised and the ranks are
// installed as the rank group (rank_group.hpp), so that the heavy jobs split
// over them (distributed_map.hpp). Started otherwise, nothing happens: the
// program runs alone, as it always did, without paying for MPI.
//
// Only rank 0 prints and writes files: the other ranks' std::cout and
// std::cerr are silenced (errors are the same on every rank, since items'
// errors are handed to every rank), and write_file_atomically skips them.
// A rank with an internal error (run_reporting_errors) or an exception that
// escaped every handler aborts the job (MPI_Abort), so no rank waits forever
// for it; bad input, the same on every rank, ends each rank with status 2.
//
// Built only with MPI (libopenmpi-dev); programs use program_session.hpp.

#include <memory>
#include <streambuf>

namespace redcheck {

class MpiSession {
 public:
  MpiSession(int& argc, char**& argv);
  ~MpiSession();
  MpiSession(const MpiSession&) = delete;
  MpiSession& operator=(const MpiSession&) = delete;

  /// Whether MPI was initialised (the program runs under mpirun or srun).
  bool active() const { return active_; }

 private:
  struct Ranks;
  bool active_ = false;
  std::unique_ptr<Ranks> ranks_;
  std::streambuf* cout_buffer_ = nullptr;  // restored at the end, on ranks other than 0
  std::streambuf* cerr_buffer_ = nullptr;
};

/// Whether the environment says that mpirun or srun started this process.
bool started_by_mpi_launcher();

}  // namespace redcheck
