#include "distributed/mpi_session.hpp"

#include "distributed/rank_group.hpp"

#include <mpi.h>

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <streambuf>

namespace redcheck {

namespace {

// Swallows what the other ranks would print.
class NullBuffer : public std::streambuf {
 protected:
  int overflow(int c) override { return traits_type::not_eof(c); }
  std::streamsize xsputn(const char*, std::streamsize n) override { return n; }
};

NullBuffer null_buffer;

[[noreturn]] void abort_job(const char* why) {
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  std::fprintf(stderr, "rank %d: %s; aborting the MPI job\n", rank, why);
  std::fflush(stderr);
  MPI_Abort(MPI_COMM_WORLD, 1);
  std::abort();
}

void on_terminate() {
  const std::exception_ptr error = std::current_exception();
  if (!error) abort_job("terminated");
  try {
    std::rethrow_exception(error);
  } catch (const std::exception& e) {
    abort_job(e.what());
  } catch (...) {
    abort_job("an exception of unknown type");
  }
}

}  // namespace

struct MpiSession::Ranks : RankGroup {
  int rank_ = 0;
  int size_ = 1;
  int rank() const override { return rank_; }
  int size() const override { return size_; }

  std::vector<std::string> all_gather(const std::string& mine) const override {
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

  void abort_all(int status, const std::string& message) const override;
};

void MpiSession::Ranks::abort_all(int status, const std::string& message) const {
  std::cout.flush();
  std::fprintf(stderr, "rank %d: %s; aborting the MPI job\n", rank_, message.c_str());
  std::fflush(stderr);
  MPI_Abort(MPI_COMM_WORLD, status);
  std::abort();
}

bool started_by_mpi_launcher() {
  for (const char* variable : {"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_RANK", "PMI_SIZE"}) {
    if (std::getenv(variable)) return true;
  }
  return false;
}

MpiSession::MpiSession(int& argc, char**& argv) {
  if (!started_by_mpi_launcher()) return;
  int provided = 0;
  // Serialized: the outermost distributed calls may come from any one thread
  // (a claim run as an OpenMP task), never from two at once.
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
  active_ = true;
  if (provided < MPI_THREAD_SERIALIZED) abort_job("MPI does not provide MPI_THREAD_SERIALIZED");
  ranks_ = std::make_unique<Ranks>();
  MPI_Comm_rank(MPI_COMM_WORLD, &ranks_->rank_);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks_->size_);
  install_rank_group(ranks_.get());
  std::set_terminate(on_terminate);
  if (ranks_->rank_ != 0) {
    cout_buffer_ = std::cout.rdbuf(&null_buffer);
    cerr_buffer_ = std::cerr.rdbuf(&null_buffer);
  }
}

MpiSession::~MpiSession() {
  if (!active_) return;
  if (cout_buffer_) std::cout.rdbuf(cout_buffer_);
  if (cerr_buffer_) std::cerr.rdbuf(cerr_buffer_);
  install_rank_group(nullptr);
  MPI_Finalize();
}

}  // namespace redcheck
