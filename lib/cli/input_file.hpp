#pragma once
// Reading an input file whole (instances, schedules, platforms, claims,
// certificates, kept examples), with the checks every reader needs before
// parsing: it exists, is a regular file (a directory, a FIFO, a device such
// as /dev/zero or a socket is refused at once, never read until memory runs
// out or waited on for ever), and is not larger than the toolkit reads:
// whatever the file system says of its size, at most that many bytes are
// read.

#include <cstddef>
#include <string>

namespace redcheck {

/// Largest input file accepted (a 4096 x 4096 cost matrix in JSON is about
/// 100 MB).
inline constexpr std::size_t max_input_bytes = 256u << 20;

/// The text of the file at `path`, given by option `option` ("--instance");
/// `kind` says what it should be ("a JSON file"), for messages. Throws
/// InputError naming the path when it cannot be read, is not a regular file,
/// or holds more than `max_bytes`.
std::string read_input_file(const std::string& path, const std::string& option,
                            const std::string& kind, std::size_t max_bytes = max_input_bytes);

}  // namespace redcheck
