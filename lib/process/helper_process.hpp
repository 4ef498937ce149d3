#pragma once
// Helper programs the toolkit runs in a process of their own: the exact LP
// solver (QSopt_ex replaces GMP's allocator for its whole process) and the
// SimGrid replayer (SimGrid allows one engine per process, and may abort on
// a platform it rejects). Input and output go through temporary files.

#include <sys/types.h>

#include <cstddef>

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

/// Starts the program at `path` with arguments `words` (argv[0] first), its
/// standard input, output and error on these descriptors (-1: this
/// process's), as a child that the kernel kills (SIGKILL) when the calling
/// thread ends, so that it never outlives the program or the Python
/// interpreter that asked for it; its signals have their default handling.
/// With `outlives_thread`, not killed with the thread: a helper that serves
/// the whole process must then end by itself when its input closes.
/// `environment_defaults` ("NAME=value") are added to its environment,
/// each unless this process's environment sets NAME (the user's wins).
/// Returns its process id. Throws InternalError when it cannot be started.
pid_t start_helper_process(const std::string& path, const std::vector<std::string>& words,
                           int in_fd, int out_fd, int err_fd, bool outlives_thread = false,
                           bool own_process_group = false,
                           const std::vector<std::string>& environment_defaults = {});

/// Waits for the child `child` (started by start_helper_process, `path`
/// for messages) and returns its wait status. A stop request
/// (concurrency/cancellation.hpp) kills it and throws Cancelled, seen
/// within 20 ms. With `kill_after_seconds` > 0, a child still running then
/// is killed (SIGKILL) and `*killed` set. With `whole_group`, the kill is
/// sent to its process group (started with own_process_group).
int wait_for_helper_process(pid_t child, const std::string& path, double kill_after_seconds = 0,
                            bool* killed = nullptr, bool whole_group = false);

struct HelperRun {
  int exit_status = 0;  ///< the exit status, or 128 + the signal that ended it
  std::string output;   ///< its standard output
  std::string errors;   ///< its standard error, when captured
  bool killed_at_deadline = false;
  bool output_cut = false;  ///< its output was longer than the bytes asked for
};

/// Runs `path` with `arguments` (argv[1..]), `input` on its standard input,
/// in a process group of its own: a deadline or a stop request kills the
/// whole group (a solver's own children too). With `capture_errors` its
/// standard error is returned, else it goes to ours. With
/// `kill_after_seconds` > 0 it is killed if still running then. With
/// `max_output_bytes` > 0, at most that many bytes of its output (and of its
/// errors) are read, `output_cut` set when there was more.
/// `environment_defaults` as for start_helper_process.
/// Throws InternalError when it cannot be started or waited for.
HelperRun run_helper(const std::string& path, const std::vector<std::string>& arguments,
                     const std::string& input, bool capture_errors, double kill_after_seconds = 0,
                     std::size_t max_output_bytes = 0,
                     const std::vector<std::string>& environment_defaults = {});

}  // namespace redcheck
