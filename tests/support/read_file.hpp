#pragma once
// Whole-file reads for the tests that compare regenerated files byte for byte.

#include <fstream>
#include <sstream>
#include <string>

namespace redcheck::testing {

inline std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream content;
  content << in.rdbuf();
  return content.str();
}

}  // namespace redcheck::testing
