#include "certify/solvers.hpp"

#include "certify/smt_model_reader.hpp"

#include "concurrency/cancellation.hpp"
#include "errors.hpp"
#include "process/helper_process.hpp"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <mutex>
#include <sstream>
#include <thread>

namespace redcheck {

const std::vector<std::string>& certificate_solver_names() {
  static const std::vector<std::string> names{"z3", "cvc5"};
  return names;
}

namespace {

std::string on_path(const std::string& name) {
  const char* path = std::getenv("PATH");
  std::stringstream dirs(path ? path : "/usr/bin:/bin");
  std::string dir;
  while (std::getline(dirs, dir, ':')) {
    if (dir.empty()) continue;
    const std::string candidate = dir + "/" + name;
    if (::access(candidate.c_str(), X_OK) == 0) return candidate;
  }
  return "";
}

// "Z3 version 4.8.12 - 64 bit", "This is cvc5 version 1.0.3 [git ...]".
std::string version_in(const std::string& text) {
  const auto at = text.find("version ");
  if (at == std::string::npos) return "unknown";
  std::string version;
  for (std::size_t k = at + 8;
       k < text.size() && !std::isspace(static_cast<unsigned char>(text[k])); ++k) {
    version += text[k];
  }
  return version;
}

// The solvers' memory from transparent huge pages, where the system gives
// them on request (THP "madvise", glibc 2.35 or later; elsewhere the
// tunable is ignored). z3 4.8.12 spends most of a short run making its term
// manager, whose tables (two of 8.5 MB) it fills at start, a page fault per
// 4 KiB: on a small file 85 ms of CPU, 20-40 ms so (cvc5 133 -> 115 ms on
// a witness file; docs/certificates.md, times). Only where the memory comes
// from changes, not what the solvers compute. A GLIBC_TUNABLES of the
// user's is kept as it is.
const std::vector<std::string>& solver_environment() {
  static const std::vector<std::string> settings{"GLIBC_TUNABLES=glibc.malloc.hugetlb=1"};
  return settings;
}

std::string first_word(const std::string& text) {
  std::istringstream in(text);
  std::string word;
  in >> word;
  return word;
}

}  // namespace

Solver find_solver(const std::string& name, double timeout_seconds) {
  const std::string path = on_path(name);
  if (path.empty()) {
    throw InputError(name + " is not installed: apt-get install " + name);
  }
  // Under the run's own time limit: a solver that hangs on --version is not
  // waited for longer than on a file.
  const HelperRun run = run_helper(path, {"--version"}, "", true, std::min(timeout_seconds, 30.0),
                                   4096, solver_environment());
  return {name, path,
          run.killed_at_deadline ? "unknown (no answer to --version)" : version_in(run.output)};
}

std::string to_string(SolverVerdict verdict) {
  switch (verdict) {
    case SolverVerdict::sat:
      return "sat";
    case SolverVerdict::unsat:
      return "unsat";
    case SolverVerdict::unknown:
      return "unknown";
    case SolverVerdict::timeout:
      return "timeout";
    case SolverVerdict::error:
      break;
  }
  return "error";
}

SolverAnswer run_solver(const Solver& solver, const std::string& path, double timeout_seconds) {
  std::vector<std::string> arguments;
  if (solver.name == "z3") {
    // -T: z3's own limit, whole seconds.
    const long seconds = std::max(1L, static_cast<long>(timeout_seconds + 0.999));
    arguments = {"-model", "-T:" + std::to_string(seconds), path};
  } else if (solver.name == "cvc5") {
    const long ms = std::max(1L, static_cast<long>(timeout_seconds * 1000));
    arguments = {"--lang=smt2", "--dump-models", "--tlimit=" + std::to_string(ms), path};
  } else {
    throw InternalError("no way known to run the solver " + solver.name);
  }
  const auto start = std::chrono::steady_clock::now();
  const HelperRun run = run_helper(solver.path, arguments, "", true, timeout_seconds + 5,
                                   max_model_bytes, solver_environment());
  SolverAnswer answer;
  answer.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const std::string word = first_word(run.output);
  if (run.killed_at_deadline || word == "timeout" ||
      run.errors.find("interrupted by timeout") != std::string::npos) {
    answer.verdict = SolverVerdict::timeout;
    answer.detail = "no answer within " + std::to_string(static_cast<long>(timeout_seconds)) + " s";
  } else if (word == "sat") {
    // A model that cannot be read is the solver's answer, not the user's
    // input: not certified (exit 1), with the reason.
    try {
      if (run.output_cut) {
        throw UnreadableModel("the solver's model cannot be read: its output is longer than the " +
                              std::to_string(max_model_bytes) + " bytes accepted");
      }
      answer.values = parse_smt_model(run.output.substr(run.output.find("sat") + 3));
      answer.verdict = SolverVerdict::sat;
    } catch (const UnreadableModel& e) {
      answer.verdict = SolverVerdict::error;
      answer.detail = solver.name + " answered sat, and " + e.what();
    }
  } else if (word == "unsat") {
    answer.verdict = SolverVerdict::unsat;
  } else if (word == "unknown") {
    answer.verdict = SolverVerdict::unknown;
    answer.detail = "the solver answered unknown";
  } else {
    answer.verdict = SolverVerdict::error;
    std::string said = run.output + run.errors;
    if (said.size() > 400) said = said.substr(0, 400) + "...";
    answer.detail = solver.name + " exited with status " + std::to_string(run.exit_status) +
                    (said.empty() ? "" : ": " + said);
  }
  return answer;
}

std::vector<std::vector<SolverAnswer>> run_solvers(const std::vector<Solver>& solvers,
                                                   const std::vector<std::string>& paths,
                                                   double timeout_seconds) {
  std::vector<std::vector<SolverAnswer>> answers(paths.size(),
                                                 std::vector<SolverAnswer>(solvers.size()));
  const std::size_t runs = paths.size() * solvers.size();
  std::atomic<std::size_t> next{0};
  std::exception_ptr failure;
  std::mutex failure_lock;
  // Each thread waits for its own child: the kernel kills a child whose
  // starting thread ends (PR_SET_PDEATHSIG), so each stays until its run ends.
  const auto work = [&] {
    for (std::size_t k; (k = next++) < runs;) {
      try {
        answers[k / solvers.size()][k % solvers.size()] =
            run_solver(solvers[k % solvers.size()], paths[k / solvers.size()], timeout_seconds);
      } catch (...) {
        const std::lock_guard<std::mutex> hold(failure_lock);
        if (!failure) failure = std::current_exception();
        next = runs;
      }
    }
  };
  std::vector<std::thread> threads;
  for (int t = 0; t < 2; ++t) threads.emplace_back(work);
  for (auto& t : threads) t.join();
  if (failure) std::rethrow_exception(failure);
  return answers;
}

}  // namespace redcheck
