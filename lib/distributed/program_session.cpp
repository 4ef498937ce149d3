#include "distributed/program_session.hpp"

#include "distributed/mpi_session.hpp"
#include "process/helper_process.hpp"

#include <dlfcn.h>

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <streambuf>

namespace redcheck {

bool started_by_mpi_launcher() {
  for (const char* variable : {"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_RANK", "PMI_SIZE"}) {
    if (std::getenv(variable)) return true;
  }
  return false;
}

namespace {

// Swallows what the ranks other than 0 would print: only rank 0 prints and
// writes files (errors are the same on every rank, since items' errors are
// handed to every rank; write_file_atomically skips the other ranks).
class NullBuffer : public std::streambuf {
 protected:
  int overflow(int c) override { return traits_type::not_eof(c); }
  std::streamsize xsputn(const char*, std::streamsize n) override { return n; }
};

NullBuffer null_buffer;
std::streambuf* cout_buffer = nullptr;
std::streambuf* cerr_buffer = nullptr;

// An exception that escaped every handler ends the whole job, not one rank.
void abort_job_on_terminate() {
  std::cout.flush();
  std::string why = "terminated";
  if (const std::exception_ptr error = std::current_exception()) {
    try {
      std::rethrow_exception(error);
    } catch (const std::exception& e) {
      why = e.what();
    } catch (...) {
      why = "an exception of unknown type";
    }
  }
  rank_group().abort_all(1, why);
  std::abort();
}

[[noreturn]] void cannot_serve(const std::string& path, const char* why) {
  std::fprintf(stderr,
               "started by an MPI launcher, but MPI support cannot be loaded from %s: %s "
               "(MPI support is built with libopenmpi-dev installed; REDCHECK_MPI_SESSION "
               "names the module)\n",
               path.c_str(), why);
  std::exit(1);
}

}  // namespace

ProgramSession::ProgramSession(int& argc, char**& argv) {
  if (!started_by_mpi_launcher()) return;
  const std::string path = helper_path("redcheck-mpi-session.so", "REDCHECK_MPI_SESSION",
                                       REDCHECK_INSTALLED_MPI_SESSION);
  // Global: Open MPI's own plugins look for libmpi's symbols there.
  module_ = dlopen(path.c_str(), RTLD_NOW | RTLD_GLOBAL);
  if (!module_) cannot_serve(path, dlerror());
  const auto open = reinterpret_cast<decltype(&redcheck_mpi_session_open)>(
      dlsym(module_, "redcheck_mpi_session_open"));
  if (!open) cannot_serve(path, "it has no redcheck_mpi_session_open");
  session_ = open(&argc, &argv, &install_rank_group);
  std::set_terminate(abort_job_on_terminate);
  if (rank_group().rank() != 0) {
    cout_buffer = std::cout.rdbuf(&null_buffer);
    cerr_buffer = std::cerr.rdbuf(&null_buffer);
  }
}

ProgramSession::~ProgramSession() {
  if (!session_) return;
  if (cout_buffer) std::cout.rdbuf(cout_buffer);
  if (cerr_buffer) std::cerr.rdbuf(cerr_buffer);
  std::cout.flush();
  const auto close = reinterpret_cast<decltype(&redcheck_mpi_session_close)>(
      dlsym(module_, "redcheck_mpi_session_close"));
  if (close) close(session_);
  // The module stays loaded: MPI's libraries may run handlers at exit.
}

}  // namespace redcheck
