#include "distributed/mpi_session.hpp"

#include <mpi.h>

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <exception>

// The module holds MPI and nothing of the program's: the program's output
// and its terminate handler are the program's (program_session.cpp), since
// the program may carry its own copy of the C++ runtime. No exception leaves
// the module: a failure here ends the job.

namespace redcheck {

namespace {

[[noreturn]] void abort_job(const char* why) {
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  std::fprintf(stderr, "rank %d: %s; aborting the MPI job\n", rank, why);
  std::fflush(stderr);
  MPI_Abort(MPI_COMM_WORLD, 1);
  std::abort();
}

struct Ranks : RankGroup {
  int rank_ = 0;
  int size_ = 1;
  int rank() const override { return rank_; }
  int size() const override { return size_; }

  std::vector<std::string> all_gather(const std::string& mine) const override {
    try {
      return gathered(mine);
    } catch (const std::exception& e) {
      abort_job(e.what());
    }
  }

  void abort_all(int status, const std::string& message) const override {
    std::fprintf(stderr, "rank %d: %s; aborting the MPI job\n", rank_, message.c_str());
    std::fflush(stderr);
    MPI_Abort(MPI_COMM_WORLD, status);
    std::abort();
  }

 private:
  std::vector<std::string> gathered(const std::string& mine) const {
    if (mine.size() > static_cast<std::size_t>(INT_MAX)) {
      abort_job("a rank's results exceed 2 GB, more than one all-gather carries");
    }
    const int length = static_cast<int>(mine.size());
    std::vector<int> lengths(static_cast<std::size_t>(size_));
    MPI_Allgather(&length, 1, MPI_INT, lengths.data(), 1, MPI_INT, MPI_COMM_WORLD);
    std::vector<int> offsets(lengths.size());
    long long total = 0;
    for (std::size_t r = 0; r < lengths.size(); ++r) {
      if (total > INT_MAX) abort_job("the ranks' results exceed 2 GB together");
      offsets[r] = static_cast<int>(total);
      total += lengths[r];
    }
    if (total > INT_MAX) abort_job("the ranks' results exceed 2 GB together");
    std::string everything(static_cast<std::size_t>(total), '\0');
    MPI_Allgatherv(mine.data(), length, MPI_BYTE, everything.data(), lengths.data(), offsets.data(),
                   MPI_BYTE, MPI_COMM_WORLD);
    std::vector<std::string> out;
    for (std::size_t r = 0; r < lengths.size(); ++r) {
      out.push_back(everything.substr(static_cast<std::size_t>(offsets[r]),
                                      static_cast<std::size_t>(lengths[r])));
    }
    return out;
  }
};

struct Session {
  Ranks ranks;
  RedcheckInstallRankGroup install = nullptr;
};

}  // namespace

}  // namespace redcheck

extern "C" void* redcheck_mpi_session_open(int* argc, char*** argv,
                                           RedcheckInstallRankGroup install) {
  using namespace redcheck;
  int provided = 0;
  // Serialized: the outermost distributed calls may come from any one thread
  // (a claim run as a job of the thread pool), never from two at once.
  MPI_Init_thread(argc, argv, MPI_THREAD_SERIALIZED, &provided);
  if (provided < MPI_THREAD_SERIALIZED) abort_job("MPI does not provide MPI_THREAD_SERIALIZED");
  auto* session = new Session;
  session->install = install;
  MPI_Comm_rank(MPI_COMM_WORLD, &session->ranks.rank_);
  MPI_Comm_size(MPI_COMM_WORLD, &session->ranks.size_);
  install(&session->ranks);
  return session;
}

extern "C" void redcheck_mpi_session_close(void* opened) {
  auto* session = static_cast<redcheck::Session*>(opened);
  session->install(nullptr);
  delete session;
  MPI_Finalize();
}
