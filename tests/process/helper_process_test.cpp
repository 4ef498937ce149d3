// A helper's output read with a limit (process/helper_process.hpp): all of it
// when it fits, exactly the limit's bytes and `output_cut` when it does not,
// across the pieces the file is read in (64 KiB).

#include "process/helper_process.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <string>

using namespace redcheck;

namespace {

// `bytes` letters x on the helper's standard output.
HelperRun letters(std::size_t bytes, std::size_t max_output_bytes) {
  return run_helper("/bin/sh",
                    {"-c", "head -c " + std::to_string(bytes) + " /dev/zero | tr '\\0' x"}, "",
                    true, 30, max_output_bytes);
}

}  // namespace

TEST_CASE("a helper's output is read whole under its limit and cut at it beyond") {
  for (const std::size_t limit :
       {std::size_t{1}, std::size_t{100}, std::size_t{65536}, std::size_t{150000}}) {
    for (const std::size_t bytes : {std::size_t{0}, limit - 1, limit, limit + 1, 3 * limit}) {
      INFO("limit " << limit << ", output " << bytes << " bytes");
      const HelperRun run = letters(bytes, limit);
      CHECK(run.exit_status == 0);
      CHECK(run.output == std::string(std::min(bytes, limit), 'x'));
      CHECK(run.output_cut == (bytes > limit));
    }
  }
  const HelperRun unlimited = letters(200000, 0);
  CHECK(unlimited.output == std::string(200000, 'x'));
  CHECK_FALSE(unlimited.output_cut);
}

TEST_CASE("a helper's environment defaults are added, and a setting of the user's is kept") {
  ::setenv("REDCHECK_TEST_USERS_SETTING", "mine", 1);
  const HelperRun run =
      run_helper("/usr/bin/env", {}, "", true, 30, 0,
                 {"REDCHECK_TEST_DEFAULT=added", "REDCHECK_TEST_USERS_SETTING=ours"});
  ::unsetenv("REDCHECK_TEST_USERS_SETTING");
  const std::string lines = "\n" + run.output;  // each variable after a newline
  INFO(run.output);
  CHECK(run.exit_status == 0);
  CHECK(lines.find("\nREDCHECK_TEST_DEFAULT=added\n") != std::string::npos);
  CHECK(lines.find("\nREDCHECK_TEST_USERS_SETTING=mine\n") != std::string::npos);
  CHECK(lines.find("REDCHECK_TEST_USERS_SETTING=ours") == std::string::npos);
  // The rest of this process's environment is the helper's too.
  CHECK(lines.find("\nPATH=") != std::string::npos);
  const HelperRun plain = run_helper("/usr/bin/env", {}, "", true, 30);
  CHECK(plain.output.find("REDCHECK_TEST_DEFAULT") == std::string::npos);
}
