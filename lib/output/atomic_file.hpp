#pragma once
// Writing output files without ever leaving a half-written one: the content
// goes to a temporary file next to the target, is flushed to disk (fsync),
// and is renamed over the target; the directory is synced too. An interrupt
// (SIGINT, SIGTERM, SIGHUP, SIGQUIT) removes the temporary in progress; a
// first SIGINT stops the computation cleanly first (install_interrupt_cleanup).
// A target that is a symbolic link is written through (the link stays); a
// target that is a device or a pipe (/dev/stdout) is written directly.

#include <string>

namespace redcheck {

/// Writes `content` to `path` as above, creating the parent directory if
/// needed (with a note on stderr); under MPI, on rank 0 only (distributed/rank_group.hpp). Throws
/// InputError naming the path and the reason when it cannot.
void write_file_atomically(const std::string& path, const std::string& content);

/// The directories a check below made for an output: `innermost` is where
/// the output goes, `outermost` the highest of those it created; both empty
/// when they all existed.
struct CreatedDirectories {
  std::string innermost;
  std::string outermost;
  bool any() const { return !outermost.empty(); }
};

/// Checks, before a long computation, that `path` can be written: its
/// directory exists or can be made (it is made, with a note on stderr), a
/// file can be created there, and the path is not a directory. Throws
/// InputError naming the path and the reason.
CreatedDirectories check_output_file(const std::string& path);

/// The same for a directory that will receive files, given by `option`,
/// created when missing (a run refused later may then remove it again).
CreatedDirectories check_output_directory(const std::string& directory,
                                          const std::string& option = "--out");

/// Removes `made` again, innermost first, each directory only while it is
/// empty; true when the innermost went.
bool remove_if_empty(const CreatedDirectories& made);

/// Removes again, when the run that made them ends by an exception (a
/// refusal after the check, Ctrl-C), the directories a check above created
/// and nothing was written into, with a note on stderr: a run that wrote
/// nothing leaves no empty directory behind. A directory that existed
/// before, or holds anything, stays.
class CreatedDirectoryGuard {
 public:
  CreatedDirectoryGuard(CreatedDirectories made, std::string what_was_not_written);
  CreatedDirectoryGuard(CreatedDirectoryGuard&& other) noexcept;
  ~CreatedDirectoryGuard();
  CreatedDirectoryGuard(const CreatedDirectoryGuard&) = delete;
  CreatedDirectoryGuard& operator=(const CreatedDirectoryGuard&) = delete;
  CreatedDirectoryGuard& operator=(CreatedDirectoryGuard&&) = delete;

 private:
  CreatedDirectories made_;
  std::string what_was_not_written_;
  int exceptions_at_start_;
};

/// check_output_file for an optional output (an empty path: none asked),
/// guarding what it made as above.
CreatedDirectoryGuard check_optional_output_file(const std::string& path);

/// Installs the handlers of a program: the first SIGINT asks the long loops
/// to stop (Cancelled; the program then exits with 130), a second one or 2 s
/// without stopping, and SIGTERM, SIGHUP, SIGQUIT, remove the temporary in
/// progress and exit with status 128 + the signal at once. Call once at
/// program start.
void install_interrupt_cleanup();

}  // namespace redcheck
