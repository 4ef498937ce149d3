#pragma once
// Runs one of the programs as a script would: its exit status, its stdout
// and its stderr apart.

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace redcheck::testing {

struct ProgramRun {
  int status;
  std::string out;
  std::string err;
};

/// Runs "<bin dir>/<command>" through the shell (so quotes work); `prefix`
/// goes before it (environment assignments).
inline ProgramRun run_program(const std::string& command, const std::string& prefix = "") {
  const std::string err_file = "/tmp/redcheck_test_stderr." + std::to_string(getpid());
  const std::string full =
      prefix + " " + std::string(REDCHECK_BIN_DIR) + "/" + command + " 2>" + err_file;
  FILE* pipe = popen(full.c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::string out;
  std::array<char, 4096> buffer{};
  std::size_t got;
  while ((got = fread(buffer.data(), 1, buffer.size(), pipe)) > 0) out.append(buffer.data(), got);
  const int raw = pclose(pipe);
  std::ifstream in(err_file);
  std::stringstream err;
  err << in.rdbuf();
  std::remove(err_file.c_str());
  return {WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, out, err.str()};
}

/// What goes before a program to start it on `ranks` MPI ranks here: as
/// root, with more ranks than cores, shared memory only, ended after
/// `seconds`; with `one_thread_per_rank`, each rank runs one thread. The
/// point-to-point layer is named (ob1, over those transports): left to
/// choose, each rank first tries UCX, and an 8-rank MPI_Init and
/// MPI_Finalize took 0.83 s instead of 0.62 s here (the tests that start
/// mpirun: 49.7 -> 40.1 s, one after the other).
inline std::string mpirun_prefix(int ranks, int seconds, bool one_thread_per_rank = false) {
  return std::string(
             "OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 "
             "OMPI_MCA_btl=self,vader OMPI_MCA_pml=ob1 ") +
         (one_thread_per_rank ? "OMP_NUM_THREADS=1 " : "") + "timeout " + std::to_string(seconds) +
         " mpirun " + (one_thread_per_rank ? "-x OMP_NUM_THREADS " : "") + "--oversubscribe -np " +
         std::to_string(ranks);
}

/// A prefix for run_program: 110 MB of address space, two threads. The
/// programs start in about 60 MB with two threads (each thread's stack
/// counts). Not under the sanitizers, whose programs reserve terabytes of
/// address space (the shadow memory) and would stop at their start.
inline const char* const address_space_limited_prefix = "ulimit -v 110000; OMP_NUM_THREADS=2";

/// Checks that `command` exits with status 2 and that its stderr holds
/// each of `words`.
inline void expect_refused(const std::string& command, const std::vector<std::string>& words) {
  const auto r = run_program(command);
  INFO(command.substr(0, 300) << "\nstderr: " << r.err.substr(0, 600));
  CHECK(r.status == 2);
  for (const auto& w : words) CHECK(r.err.find(w) != std::string::npos);
}

/// The JSON a successful run prints on stdout.
inline nlohmann::json run_json(const std::string& command, const std::string& prefix = "") {
  const ProgramRun r = run_program(command, prefix);
  INFO(command << "\n" << r.err);
  REQUIRE(r.status == 0);
  return nlohmann::json::parse(r.out);
}

/// Starts "<bin dir>/<words[0]>" with the other words as its arguments (no
/// shell), its output discarded, sends it SIGINT (Ctrl-C) after `seconds`
/// and returns its wait status. SIGINT is set to its default in the child
/// whoever runs the tests (a shell's background job would ignore it).
inline int interrupted_after(std::vector<std::string> words, int seconds) {
  words.at(0) = std::string(REDCHECK_BIN_DIR) + "/" + words[0];
  std::vector<char*> argv;
  for (auto& w : words) argv.push_back(w.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t files;
  posix_spawn_file_actions_init(&files);
  posix_spawn_file_actions_addopen(&files, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&files, 2, "/dev/null", O_WRONLY, 0);
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  sigset_t interrupt;
  sigemptyset(&interrupt);
  sigaddset(&interrupt, SIGINT);
  posix_spawnattr_setsigdefault(&attributes, &interrupt);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF);
  pid_t pid = 0;
  const int spawned = posix_spawn(&pid, argv[0], &files, &attributes, argv.data(), environ);
  posix_spawn_file_actions_destroy(&files);
  posix_spawnattr_destroy(&attributes);
  REQUIRE(spawned == 0);
  std::this_thread::sleep_for(std::chrono::seconds(seconds));
  kill(pid, SIGINT);
  int status = 0;
  REQUIRE(waitpid(pid, &status, 0) == pid);
  return status;
}

/// The command lines of every process running now (ps -eo args): what a
/// test looks in for a solver left behind.
inline std::string running_processes() {
  FILE* ps = popen("ps -eo args", "r");
  REQUIRE(ps != nullptr);
  std::string out;
  char buffer[512];
  while (fgets(buffer, sizeof buffer, ps)) out += buffer;
  pclose(ps);
  return out;
}

}  // namespace redcheck::testing
