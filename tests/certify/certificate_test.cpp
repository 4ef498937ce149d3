// Certificate directories: written, checked again, and refused when
// corrupted (the bound raised, a rule dropped, the instance changed), by the
// byte comparison with the regenerated encoding and, where the files are
// changed consistently, by the solvers themselves.

#include "certify/certificate.hpp"
#include "support/run_program.hpp"

#include <catch2/catch.hpp>

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

using namespace redcheck;
using redcheck::testing::expect_refused;
using redcheck::testing::run_program;

namespace {

std::string read(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

void write(const std::string& path, const std::string& text) {
  std::ofstream(path) << text;
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

// A fresh certificate of overlap n = 5, d = 1, c = 1 (optimum 4) in `dir`.
void certify_into(const std::string& dir, const std::string& d = "1") {
  std::filesystem::remove_all(dir);
  const Model& model = builtin_models().model("overlap");
  const ModelInstance instance = model.instance_from_options(
      options_from_words(model, {"--n", "5", "--d", d, "--c", "1"}), nullptr);
  CertifyOptions o;
  o.out = dir;
  o.timeout_seconds = 60;
  const CertifyResult r = certify(model, instance, {}, o);
  INFO(r.summary);
  REQUIRE(r.certified);
}

std::string scratch(const std::string& name) {
  return (std::filesystem::temp_directory_path() / ("redcheck-certificate-" + name)).string();
}

}  // namespace

TEST_CASE("a certificate is written, certified by both solvers, and checked again") {
  const std::string dir = scratch("fresh");
  certify_into(dir);
  const auto j = nlohmann::json::parse(read(dir + "/certificate.json"));
  CHECK(j["certified"] == true);
  CHECK(j["optimum"] == "4");
  CHECK(j["bound"] == "4");
  REQUIRE(j["solvers"].size() == 2);
  for (const auto& s : j["solvers"]) {
    CHECK(s["below"]["verdict"] == "unsat");
    CHECK(s["witness"]["verdict"] == "sat");
    CHECK(s["witness"]["makespan"] == "4");
  }
  CHECK_FALSE(std::filesystem::exists(dir + "/below_schedule.json"));
  CHECK(check_certificate(builtin_models(), dir, 60).certified);
  std::filesystem::remove_all(dir);
}

TEST_CASE("a corrupted certificate is refused") {
  const std::string dir = scratch("corrupted");
  SECTION("the bound raised in below.smt2") {
    certify_into(dir);
    write(dir + "/below.smt2", replaced(read(dir + "/below.smt2"), "(assert (< makespan 4.0))",
                                        "(assert (< makespan 5.0))"));
    const auto r = check_certificate(builtin_models(), dir, 60);
    CHECK_FALSE(r.certified);
    CHECK(r.summary.find("below.smt2 is not the encoding") != std::string::npos);
  }
  SECTION("the bound raised everywhere: the solvers find a schedule below it") {
    certify_into(dir);
    write(dir + "/below.smt2", replaced(read(dir + "/below.smt2"), "(assert (< makespan 4.0))",
                                        "(assert (< makespan 5.0))"));
    write(dir + "/below.smt2",
          replaced(read(dir + "/below.smt2"), "makespan < 4.", "makespan < 5."));
    write(dir + "/below.smt2", replaced(read(dir + "/below.smt2"), "that 4 is", "that 5 is"));
    write(dir + "/certificate.json",
          replaced(read(dir + "/certificate.json"), "\"bound\": \"4\"", "\"bound\": \"5\""));
    const auto r = check_certificate(builtin_models(), dir, 60);
    INFO(r.summary);
    CHECK_FALSE(r.certified);
    CHECK(r.summary.find("found a schedule of makespan") != std::string::npos);
  }
  SECTION("a rule dropped from below.smt2") {
    certify_into(dir);
    std::string text = read(dir + "/below.smt2");
    const auto from = text.find(";; ---- rule: precedence");
    const auto to = text.find(";; ---- rule: resources");
    REQUIRE(from != std::string::npos);
    REQUIRE(to != std::string::npos);
    write(dir + "/below.smt2", text.erase(from, to - from));
    const auto r = check_certificate(builtin_models(), dir, 60);
    CHECK_FALSE(r.certified);
    CHECK(r.summary.find("below.smt2 is not the encoding") != std::string::npos);
  }
  SECTION("the instance changed in certificate.json") {
    certify_into(dir);
    write(dir + "/certificate.json",
          replaced(read(dir + "/certificate.json"), "\"d\": \"1\"", "\"d\": \"2\""));
    const auto r = check_certificate(builtin_models(), dir, 60);
    CHECK_FALSE(r.certified);
    CHECK(r.summary.find("is not the encoding") != std::string::npos);
  }
  SECTION("another instance's files beside the optimum: the witness is unsat") {
    certify_into(dir, "2");
    const std::string other = scratch("other");
    certify_into(other, "1");
    // d = 2's encoding, with d = 1's optimum and bound written into it all.
    auto j = nlohmann::json::parse(read(dir + "/certificate.json"));
    j["optimum"] = "4";
    j["bound"] = "4";
    write(dir + "/certificate.json", j.dump(2));
    for (const char* file : {"/below.smt2", "/witness.smt2"}) {
      std::string text = read(other + file);
      text = replaced(text, "d = 1,", "d = 2,");
      text = replaced(text, "A transfer lasts d = 1,", "A transfer lasts d = 2,");
      std::string::size_type at;
      while ((at = text.find("(+ send_")) != std::string::npos) {
        const auto end = text.find(" 1.0)", at);
        text.replace(end, 5, " 2.0)");
        text[at + 1] = '#';  // marks this one done
      }
      for (auto& ch : text) {
        if (ch == '#') ch = '+';
      }
      write(dir + file, text);
    }
    const auto r = check_certificate(builtin_models(), dir, 60);
    INFO(r.summary);
    CHECK_FALSE(r.certified);
    CHECK(r.summary.find("witness.smt2: unsat") != std::string::npos);
    std::filesystem::remove_all(other);
  }
  std::filesystem::remove_all(dir);
}

TEST_CASE("enumerator certify: exit status 0 certified, 1 not, 2 bad input or a solver missing") {
  const std::string dir = scratch("program");
  std::filesystem::remove_all(dir);
  CHECK(run_program("enumerator certify --n 4 --d 1 --c 1/2 --out " + dir).status == 0);
  CHECK(run_program("enumerator certify --check " + dir).status == 0);
  const auto above = run_program("enumerator certify --n 4 --d 1 --c 1/2 --bound 100 --out " + dir);
  CHECK(above.status == 1);
  CHECK(std::filesystem::exists(dir + "/below_schedule.json"));
  const auto schedule = nlohmann::json::parse(read(dir + "/below_schedule.json"));
  CHECK(schedule["model"] == "overlap");
  CHECK(schedule.contains("timeline"));
  // below_schedule.json is the programs' schedule JSON: replay reads it.
  CHECK(run_program("enumerator replay --schedule " + dir + "/below_schedule.json --json").status ==
        0);
  const auto missing =
      run_program("enumerator certify --n 4 --d 1 --c 1/2 --out " + dir, "PATH=/nonexistent");
  CHECK(missing.status == 2);
  CHECK(missing.err.find("z3 is not installed: apt-get install z3") != std::string::npos);
  expect_refused("enumerator certify --n 4 --d 1 --c 1/2", {"--out DIR is required"});
  expect_refused("enumerator certify --model steady-state --out " + dir, {"no SMT encoding"});
  expect_refused("enumerator certify --check /nonexistent-directory",
                 {"holds no certificate.json"});
  expect_refused("enumerator certify --n 1000 --d 1 --c 1 --method recurrence --out " + dir,
                 {"n = 1000 is beyond what certify encodes: n <= 40"});
  expect_refused(
      "enumerator certify --model segmented --p 7 --segments 1,1,1,1,1,1,1 --alpha 1 --beta 1 "
      "--gamma 1 --out " +
          dir,
      {"p x q = 49 is beyond what certify encodes"});
  expect_refused("enumerator certify --n 4 --d 1 --c 1/2 --timeout 0 --out " + dir,
                 {"--timeout 0 is out of range"});
  expect_refused("enumerator certify --n 4 --d 1 --c 1/2 --bound -1 --out " + dir,
                 {"--bound -1 is negative"});
  std::filesystem::remove_all(dir);
}

TEST_CASE("enumerator certify: Ctrl-C stops it and its solvers") {
  const std::string dir = scratch("interrupt");
  std::filesystem::remove_all(dir);
  // n = 22 keeps both solvers busy for more than a minute.
  const std::string program = std::string(REDCHECK_BIN_DIR) + "/enumerator";
  std::vector<std::string> words{program, "certify", "--n",      "22",         "--d",   "1",
                                 "--c",   "1/2",     "--method", "recurrence", "--out", dir};
  std::vector<char*> argv;
  for (auto& w : words) argv.push_back(w.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t files;
  posix_spawn_file_actions_init(&files);
  posix_spawn_file_actions_addopen(&files, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&files, 2, "/dev/null", O_WRONLY, 0);
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  sigset_t interrupt;
  sigemptyset(&interrupt);
  sigaddset(&interrupt, SIGINT);
  posix_spawnattr_setsigdefault(&attributes, &interrupt);  // not ignored, whoever runs us
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF);
  pid_t pid = 0;
  REQUIRE(posix_spawn(&pid, program.c_str(), &files, &attributes, argv.data(), environ) == 0);
  posix_spawn_file_actions_destroy(&files);
  posix_spawnattr_destroy(&attributes);
  std::this_thread::sleep_for(std::chrono::seconds(3));
  kill(pid, SIGINT);
  int status = 0;
  REQUIRE(waitpid(pid, &status, 0) == pid);
  CHECK(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 130);
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  // No z3 or cvc5 on this certificate's files is left running.
  FILE* ps = popen("ps -eo args", "r");
  REQUIRE(ps != nullptr);
  std::string processes;
  char buffer[512];
  while (fgets(buffer, sizeof buffer, ps)) processes += buffer;
  pclose(ps);
  std::istringstream lines(processes);
  int left = 0;
  for (std::string line; std::getline(lines, line);) {
    const bool solver = line.rfind("z3 ", 0) == 0 || line.rfind("cvc5 ", 0) == 0;
    if (solver && line.find(dir + "/") != std::string::npos) ++left;
  }
  CHECK(left == 0);
  std::filesystem::remove_all(dir);
}
