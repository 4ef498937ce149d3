// The parsers' fuzz targets (fuzz/targets.hpp) on every input kept in
// fuzz/corpus/<target>/ and fuzz/regressions/<target>/, in every build: an
// input libFuzzer once crashed on stays refused or read, never a crash.

#include "targets.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace {

std::string file_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

TEST_CASE("every kept fuzz input and regression is read or refused as bad input") {
  const std::filesystem::path root = std::filesystem::path(REDCHECK_SOURCE_DIR) / "fuzz";
  for (const auto& target : redcheck::fuzzing::targets()) {
    int inputs = 0;
    for (const char* kind : {"corpus", "regressions"}) {
      const auto dir = root / kind / target.name;
      if (!std::filesystem::exists(dir)) continue;
      for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        INFO(target.name << ": " << entry.path().string());
        redcheck::fuzzing::run_guarded(target, file_text(entry.path()));  // aborts on a bug
        ++inputs;
      }
    }
    INFO(target.name);
    CHECK(inputs > 0);  // the corpus is kept in the repository
  }
}
