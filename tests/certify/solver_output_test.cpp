// A solver's output is not the user's input: what it prints can neither
// crash nor stall the toolkit (the reader is iterative and linear, with
// depth, size and digit limits), an unreadable model is "not certified"
// (exit 1), and a solver and all it started are killed at its time limit.
// The solvers here are scripts put first on PATH in the real ones' names.

#include "certify/certificate.hpp"
#include "certify/smt_model_reader.hpp"
#include "certify/solvers.hpp"
#include "support/run_program.hpp"

#include <catch2/catch.hpp>

#include <sys/stat.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <thread>

using namespace redcheck;
using redcheck::testing::run_program;
using redcheck::testing::running_processes;

namespace {

std::string solver_scratch(const std::string& name) {
  return (std::filesystem::temp_directory_path() / ("redcheck-solver-output-" + name)).string();
}

// A directory holding an executable `z3` script with `body`; cvc5 stays
// the real one, found later on PATH.
std::string fake_z3(const std::string& name, const std::string& body) {
  const std::string dir = solver_scratch(name) + "-bin";
  std::filesystem::create_directories(dir);
  const std::string path = dir + "/z3";
  std::ofstream(path) << "#!/bin/sh\n" << body << "\n";
  ::chmod(path.c_str(), 0755);
  return dir;
}

}  // namespace

TEST_CASE("the model reader refuses deep nesting, huge numerals and huge texts, and reads models") {
  CHECK(parse_smt_model("(\n  (define-fun x () Real (/ (- 1.0) 2.0))\n  (define-fun b () Bool "
                        "true)\n)")
            .at("x") == Time(-1) / 2);
  CHECK_THROWS_AS(parse_smt_model(std::string(100'000, '(')), UnreadableModel);
  CHECK_THROWS_WITH(parse_smt_model(std::string(100'000, '(')),
                    Catch::Contains("nests deeper than 64"));
  const std::string digits(2'000'000, '7');
  CHECK_THROWS_WITH(parse_smt_model("((define-fun x () Int " + digits + "))"),
                    Catch::Contains("characters, more than the"));
  // The largest numeral accepted is read exactly.
  const std::string largest(max_numeral_digits, '9');
  const SmtValues values = parse_smt_model("((define-fun x () Int " + largest + "))");
  CHECK(to_string(values.at("x")) == largest);
  CHECK_THROWS_AS(parse_smt_model(std::string(max_model_bytes + 1, ' ')), UnreadableModel);
  CHECK_THROWS_AS(parse_smt_model("((define-fun x () Real"), UnreadableModel);
  CHECK_THROWS_AS(parse_smt_model(")"), UnreadableModel);
}

TEST_CASE("a solver printing what cannot be read: not certified (exit 1), never a crash") {
  const std::string dir = solver_scratch("unreadable");
  std::filesystem::remove_all(dir);
  const auto run_with = [&](const std::string& name, const std::string& body) {
    const std::string bin = fake_z3(name, body);
    const auto run = run_program("enumerator certify --n 4 --d 1 --c 1 --timeout 20 --out " + dir,
                                 "PATH=" + bin + ":$PATH");
    std::filesystem::remove_all(bin);
    return run;
  };
  const std::string version =
      "if [ \"$1\" = --version ]; then echo 'Z3 version 4.8.12'; exit 0; fi\n";
  SECTION("100,000 open parentheses") {
    const auto run =
        run_with("deep", version + "echo sat; head -c 100000 /dev/zero | tr '\\0' '('");
    INFO(run.out << run.err);
    CHECK(run.status == 1);
    CHECK(run.out.find("nests deeper than 64") != std::string::npos);
  }
  SECTION("a numeral of 2,000,000 digits") {
    const auto run =
        run_with("digits", version +
                               "echo sat; printf '((define-fun makespan () Real '; head -c 2000000 "
                               "/dev/zero | tr '\\0' '7'; echo '))'");
    INFO(run.out << run.err);
    CHECK(run.status == 1);
    CHECK(run.out.find("characters, more than the 100000 accepted") != std::string::npos);
  }
  SECTION("output past the bytes read") {
    const auto run =
        run_with("huge", version + "echo sat; head -c 70000000 /dev/zero | tr '\\0' ' '");
    INFO(run.out << run.err);
    CHECK(run.status == 1);
    CHECK(run.out.find("longer than") != std::string::npos);
  }
  std::filesystem::remove_all(dir);
}

TEST_CASE(
    "a solver and what it started are killed at the time limit, --version asked under it too") {
  const std::string dir = solver_scratch("hang");
  std::filesystem::remove_all(dir);
  // Hangs on --version and on every file, with a child of its own.
  const std::string bin = fake_z3("hang", "sleep 1007 & sleep 1007; wait");
  const auto run =
      run_program("enumerator certify --n 4 --d 1 --c 1 --timeout 1 --json --out " + dir,
                  "PATH=" + bin + ":$PATH");
  INFO(run.out << run.err);
  CHECK(run.status == 1);
  const auto j = nlohmann::json::parse(run.out);
  CHECK(j["solvers"][0]["version"] == "unknown (no answer to --version)");
  CHECK(j["solvers"][0]["below"]["verdict"] == "timeout");
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  CHECK(running_processes().find("sleep 1007") == std::string::npos);
  std::filesystem::remove_all(bin);
  std::filesystem::remove_all(dir);
}

TEST_CASE("the solvers run with glibc's malloc on transparent huge pages, a user's tunables kept") {
  // The fake solver answers unsat only with the environment expected.
  const char* users = std::getenv("GLIBC_TUNABLES");
  const std::string expected = users != nullptr ? users : "glibc.malloc.hugetlb=1";
  const std::string bin =
      fake_z3("environment", "[ \"$GLIBC_TUNABLES\" = '" + expected +
                                 "' ] && echo unsat || echo \"wrong: $GLIBC_TUNABLES\"");
  const SolverAnswer answer = run_solver({"z3", bin + "/z3", "fake"}, "/dev/null", 20);
  std::filesystem::remove_all(bin);
  INFO(answer.detail);
  CHECK(answer.verdict == SolverVerdict::unsat);
}
