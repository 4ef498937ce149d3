#include "cli/input_file.hpp"

#include "errors.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace redcheck {

std::string read_input_file(const std::string& path, const std::string& option,
                            const std::string& kind) {
  std::error_code error;
  if (std::filesystem::is_directory(path, error)) {
    throw InputError(option + " '" + path + "' is a directory; give " + kind);
  }
  std::ifstream file(path, std::ios::binary);
  if (!file) {
    throw InputError(option + " '" + path + "' cannot be read: " + std::strerror(errno) +
                     "; give " + kind);
  }
  const auto size = std::filesystem::file_size(path, error);
  if (!error && size > max_input_bytes) {
    throw InputError(option + " '" + path + "' has " + std::to_string(size) +
                     " bytes; files of at most " + std::to_string(max_input_bytes) +
                     " bytes are read");
  }
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}

}  // namespace redcheck
