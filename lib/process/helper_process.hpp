#pragma once
// Helper programs the toolkit runs in a process of their own: the exact LP
// solver (QSopt_ex replaces GMP's allocator for its whole process) and the
// SimGrid replayer (SimGrid allows one engine per process, and may abort on
// a platform it rejects). Input and output go through temporary files.

#include <string>
#include <vector>

namespace redcheck {

/// A temporary file (empty when made), removed when it goes.
class TemporaryFile {
 public:
  explicit TemporaryFile(const char* stem);
  ~TemporaryFile();
  TemporaryFile(const TemporaryFile&) = delete;
  TemporaryFile& operator=(const TemporaryFile&) = delete;
  const std::string& path() const { return path_; }
  /// Replaces its content. Throws InternalError when it cannot.
  void write(const std::string& text) const;

 private:
  std::string path_;
};

/// The path of helper `name`: $`environment_variable` if set, else `name`
/// beside the running program, else `installed`.
std::string helper_path(const std::string& name, const char* environment_variable,
                        const std::string& installed);

struct HelperRun {
  int exit_status = 0;  ///< the exit status, or 128 + the signal that ended it
  std::string output;   ///< its standard output
  std::string errors;   ///< its standard error, when captured
};

/// Runs `path` with `arguments` (argv[1..]), `input` on its standard input.
/// With `capture_errors` its standard error is returned, else it goes to
/// ours. Throws InternalError when it cannot be started or waited for.
HelperRun run_helper(const std::string& path, const std::vector<std::string>& arguments,
                     const std::string& input, bool capture_errors);

}  // namespace redcheck
