// One libFuzzer binary per target, chosen at compile time
// (REDCHECK_FUZZ_TARGET, fuzz/CMakeLists.txt).

#include "targets.hpp"

#include <cstdlib>
#include <string>

namespace {

const redcheck::fuzzing::Target& this_target() {
  for (const auto& t : redcheck::fuzzing::targets()) {
    if (t.name == REDCHECK_FUZZ_TARGET) return t;
  }
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const redcheck::fuzzing::Target& target = this_target();
  redcheck::fuzzing::run_guarded(target, std::string(reinterpret_cast<const char*>(data), size));
  return 0;
}
