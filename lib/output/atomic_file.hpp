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

/// Checks, before a long computation, that `path` can be written: its
/// directory exists or can be made, a file can be created there, and the
/// path is not a directory. Throws InputError naming the path and the reason.
void check_output_file(const std::string& path);

/// The same for a directory that will receive files, given by `option`,
/// created when missing. True when this call created it (a run refused
/// later may then remove it again).
bool check_output_directory(const std::string& directory, const std::string& option = "--out");

/// Installs the handlers of a program: the first SIGINT asks the long loops
/// to stop (Cancelled; the program then exits with 130), a second one or 2 s
/// without stopping, and SIGTERM, SIGHUP, SIGQUIT, remove the temporary in
/// progress and exit with status 128 + the signal at once. Call once at
/// program start.
void install_interrupt_cleanup();

}  // namespace redcheck
