#include "lp/exact_solver.hpp"

#include "errors.hpp"
#include "lp/lp_text.hpp"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>

extern char** environ;

namespace redcheck {

namespace {

// A temporary file, removed when it goes.
class TemporaryFile {
 public:
  explicit TemporaryFile(const char* stem) {
    std::string pattern = (std::filesystem::temp_directory_path() / stem).string() + "-XXXXXX";
    const int fd = mkstemp(pattern.data());
    if (fd < 0) throw InternalError("cannot create a temporary file " + pattern);
    close(fd);
    path_ = pattern;
  }
  ~TemporaryFile() { std::remove(path_.c_str()); }
  TemporaryFile(const TemporaryFile&) = delete;
  TemporaryFile& operator=(const TemporaryFile&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

}  // namespace

std::string lp_solver_path() {
  if (const char* set = std::getenv("REDCHECK_LP_SOLVER"); set != nullptr && *set != 0) return set;
  std::error_code error;
  const auto self = std::filesystem::read_symlink("/proc/self/exe", error);
  if (!error) {
    const auto beside = self.parent_path() / "redcheck-lp-solve";
    if (std::filesystem::exists(beside, error)) return beside.string();
  }
  return REDCHECK_INSTALLED_LP_SOLVER;
}

CertifiedSolution solve_exactly(const LinearProgram& program) {
  const TemporaryFile input("redcheck-lp"), output("redcheck-lp-answer");
  {
    std::ofstream out(input.path());
    write_program(out, program);
    if (!out.flush()) throw InternalError("cannot write the linear program to " + input.path());
  }
  const std::string solver = lp_solver_path();
  posix_spawn_file_actions_t files;
  posix_spawn_file_actions_init(&files);
  posix_spawn_file_actions_addopen(&files, 0, input.path().c_str(), O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&files, 1, output.path().c_str(), O_WRONLY | O_TRUNC, 0);
  std::string name = "redcheck-lp-solve";
  char* argv[] = {name.data(), nullptr};
  pid_t child = 0;
  const int spawned = posix_spawn(&child, solver.c_str(), &files, nullptr, argv, environ);
  posix_spawn_file_actions_destroy(&files);
  if (spawned != 0) {
    throw InternalError("cannot run the exact LP solver " + solver +
                        " (set REDCHECK_LP_SOLVER to its path)");
  }
  int status = 0;
  while (waitpid(child, &status, 0) < 0) {
    if (errno != EINTR) throw InternalError("lost the exact LP solver process");
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    throw InternalError("the exact LP solver " + solver + " failed (see its message above)");
  }
  CertifiedSolution out;
  {
    std::ifstream in(output.path());
    out.solution = read_answer(in, program.columns(), program.rows());
  }
  if (out.solution.status != LpSolution::Status::optimal) return out;
  out.certificate = certify(program, out.solution);
  if (!out.certificate.verified) {
    throw InternalError("QSopt_ex's optimum fails the exact certificate: " +
                        out.certificate.problem);
  }
  return out;
}

}  // namespace redcheck
