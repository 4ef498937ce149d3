#pragma once
// Writing output files so that an interrupted run never leaves a half-written
// file: each file is written to a temporary name beside it and renamed into
// place; on SIGINT or SIGTERM the temporaries in progress are removed.

#include <string>

namespace redcheck {

/// Writes `content` to `path` atomically (temporary file, then rename),
/// creating the parent directory if needed. Throws InputError when the file
/// cannot be written, naming the path and the reason.
void write_file_atomically(const std::string& path, const std::string& content);

/// Installs the SIGINT/SIGTERM handler that removes temporaries in progress
/// and exits with status 130. Call once at program start.
void install_interrupt_cleanup();

}  // namespace redcheck
