#pragma once
// The session a program opens first: when mpirun or srun started it (their
// environment variables say so), the MPI session, loaded from its module
// (distributed/mpi_session.hpp) so that a program started otherwise never
// loads MPI's libraries; else nothing, and the program runs alone.

namespace redcheck {

/// Whether the environment says that mpirun or srun started this process.
bool started_by_mpi_launcher();

class ProgramSession {
 public:
  /// Opens the MPI session when a launcher started the program. A launch
  /// the module cannot serve (a build without MPI, a module missing) ends
  /// the program with status 1 and the reason.
  ProgramSession(int& argc, char**& argv);
  ~ProgramSession();
  ProgramSession(const ProgramSession&) = delete;
  ProgramSession& operator=(const ProgramSession&) = delete;

  /// Whether MPI was initialised.
  bool active() const { return session_ != nullptr; }

 private:
  void* module_ = nullptr;
  void* session_ = nullptr;
};

}  // namespace redcheck
