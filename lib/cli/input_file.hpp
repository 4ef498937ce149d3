#pragma once
// Reading an input file whole (instances, schedules, platforms, claims), with
// the checks every reader needs before parsing: it exists, is not a
// directory, and is not larger than the toolkit reads.

#include <cstddef>
#include <string>

namespace redcheck {

/// Largest input file accepted (a 4096 x 4096 cost matrix in JSON is about
/// 100 MB).
inline constexpr std::size_t max_input_bytes = 256u << 20;

/// The text of the file at `path`, given by option `option` ("--instance");
/// `kind` says what it should be ("a JSON file"), for messages. Throws
/// InputError naming the path when it cannot be read, is a directory, or is
/// larger than max_input_bytes.
std::string read_input_file(const std::string& path, const std::string& option,
                            const std::string& kind);

}  // namespace redcheck
