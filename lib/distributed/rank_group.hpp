#pragma once
// The processes a heavy job is split across: this one alone (the default),
// or the ranks of an MPI job, which distributed/mpi_session.hpp installs when
// a program is started by mpirun or srun. The library never includes MPI:
// it sees only this interface, so that it builds and runs without MPI.

#include <string>
#include <vector>

namespace redcheck {

class RankGroup {
 public:
  virtual ~RankGroup() = default;
  virtual int rank() const = 0;
  virtual int size() const = 0;
  /// Every rank's `mine`, in rank order, on every rank. A collective: every
  /// rank calls it, one thread at a time, in the same order.
  virtual std::vector<std::string> all_gather(const std::string& mine) const = 0;
  /// Ends every rank with `status` after printing `message` (this rank's
  /// failure, which the others cannot know of: they might wait for it
  /// forever). One process: does nothing, the caller ends as it would.
  virtual void abort_all(int status, const std::string& message) const = 0;
};

/// The group in use: a single process unless an MPI session installed one.
const RankGroup& rank_group();

/// Installs `group` for the rest of the program (nullptr: a single process again).
void install_rank_group(const RankGroup* group);

/// Whether this process prints and writes files: rank 0, or the only process.
inline bool is_first_rank() {
  return rank_group().rank() == 0;
}

}  // namespace redcheck
