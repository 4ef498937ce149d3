// Certificate directories: written, checked again, and refused when
// corrupted (the bound raised, a rule dropped, the instance changed), by the
// byte comparison with the regenerated encoding and, where the files are
// changed consistently, by the solvers themselves.

#include "certify/certificate.hpp"
#include "certify/certificate_directory.hpp"
#include "certify/smt_encoding.hpp"
#include "support/run_program.hpp"

#include <catch2/catch.hpp>

#include <sys/wait.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

using namespace redcheck;
using redcheck::testing::expect_refused;
using redcheck::testing::ProgramRun;
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

TEST_CASE("a refused certify removes the --out directory it created, and only that") {
  const std::string dir = scratch("refused");
  std::filesystem::remove_all(dir);
  // Refused after the directory is made: the search runs out of its budget.
  const std::string too_big =
      "enumerator certify --model segmented --p 5 --segments 1,2,1 --alpha 1 --beta 1 --gamma 1 "
      "--bidirectional --max-states 10 --out ";
  const auto refused = run_program(too_big + dir);
  CHECK(refused.status == 2);
  CHECK(refused.err.find("did not finish within its budget of 10 states") != std::string::npos);
  CHECK(refused.err.find("removed the directory") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(dir));
  // A directory that was there before is kept, whatever it holds.
  std::filesystem::create_directories(dir);
  CHECK(run_program(too_big + dir).status == 2);
  CHECK(std::filesystem::is_directory(dir));
  // A directory another run holds is never removed.
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  {
    const CertificateDirectory writer(dir, true);
    CHECK_FALSE(CertificateDirectory::remove_if_unused(dir));
  }
  CHECK(std::filesystem::is_directory(dir));
  // Nor one with anything but the lock in it.
  write(dir + "/notes.txt", "mine");
  CHECK_FALSE(CertificateDirectory::remove_if_unused(dir));
  CHECK(std::filesystem::exists(dir + "/notes.txt"));
  std::filesystem::remove(dir + "/notes.txt");
  CHECK(CertificateDirectory::remove_if_unused(dir));
  CHECK_FALSE(std::filesystem::exists(dir));
}

TEST_CASE("enumerator certify: Ctrl-C stops it and its solvers") {
  const std::string dir = scratch("interrupt");
  std::filesystem::remove_all(dir);
  // n = 22 keeps both solvers busy for more than a minute.
  const int status =
      redcheck::testing::interrupted_after({"enumerator", "certify", "--n", "22", "--d", "1", "--c",
                                            "1/2", "--method", "recurrence", "--out", dir},
                                           3);
  CHECK(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 130);
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  // No z3 or cvc5 on this certificate's files is left running.
  std::istringstream lines(redcheck::testing::running_processes());
  int left = 0;
  for (std::string line; std::getline(lines, line);) {
    const bool solver = line.rfind("z3 ", 0) == 0 || line.rfind("cvc5 ", 0) == 0;
    if (solver && line.find(dir + "/") != std::string::npos) ++left;
  }
  CHECK(left == 0);
  std::filesystem::remove_all(dir);
}

// ---- What a certificate proves, and that --check proves it again -------------

TEST_CASE("a pinning term only fixes a declared variable to a literal") {
  SmtEncoding e;
  e.variables = {{"t", "Real"}, {"b", "Bool"}, {"k", "Int"}};
  for (const char* term : {"b", "(not b)", "(= t 2.0)", "(= t (/ 1.0 3.0))", "(= t (- 2.0))",
                           "(= t (- (/ 10.0 3.0)))", "(= t 0.0)"}) {
    INFO(term);
    CHECK(is_pinning_term(e, term));
  }
  for (const char* term :
       {"", "t", "(not t)", "(= b 1.0)", "(= k 2.0)", "(= u 1.0)", "(= t (+ 1.0 2.0))", "(= t 2)",
        "(= t .0)", "(= t (/ 1.0))", "(= t (- (- 2.0)))", "(not (= t 1.0))", "(or b (not b))",
        "(< t 1.0)", "(= t 1.0) (assert false)", "(= t 1.0))", "(not (not b))",
        "(declare-const t Real)"}) {
    INFO(term);
    CHECK_FALSE(is_pinning_term(e, term));
  }
}

TEST_CASE("the witness pins the search's schedule, and a pin cannot certify, only fail") {
  const std::string dir = scratch("pinned");
  certify_into(dir);  // n = 5, d = 1, c = 1: optimum 4
  const std::string witness = read(dir + "/witness.smt2");
  const std::string heading = ";; ---- the search's optimal schedule";
  const auto at = witness.find(heading);
  REQUIRE(at != std::string::npos);
  const auto j = nlohmann::json::parse(read(dir + "/certificate.json"));
  CHECK(j["encoding"]["witness_pins"].get<int>() > 0);
  // below.smt2 pins nothing.
  CHECK(read(dir + "/below.smt2").find(heading) == std::string::npos);
  SECTION("an assertion that is not a pin, among the pins") {
    write(dir + "/witness.smt2",
          replaced(witness, "(check-sat)", "(assert (< makespan 0.0))\n(check-sat)"));
    const auto r = check_certificate(builtin_models(), dir, 60);
    CHECK_FALSE(r.certified);
    CHECK(r.summary.find("witness.smt2 is not the encoding") != std::string::npos);
  }
  SECTION("a pin moved: the solvers say unsat") {
    const auto send = witness.find("(assert (= send_", at);
    REQUIRE(send != std::string::npos);
    const auto value = witness.find(' ', witness.find(' ', send + 8) + 1);
    const auto end = witness.find('\n', send);
    write(dir + "/witness.smt2", witness.substr(0, value) + " 1000.0))" + witness.substr(end));
    const auto r = check_certificate(builtin_models(), dir, 60);
    INFO(r.summary);
    CHECK_FALSE(r.certified);
    CHECK(r.summary.find("witness.smt2: unsat") != std::string::npos);
  }
  SECTION("the pins left out: the solvers find a schedule themselves") {
    const auto pins_start = witness.rfind('\n', at - 2);
    write(dir + "/witness.smt2",
          witness.substr(0, pins_start + 1) + witness.substr(witness.find("(check-sat)", at)));
    const auto r = check_certificate(builtin_models(), dir, 60);
    INFO(r.summary);
    CHECK(r.certified);
  }
  std::filesystem::remove_all(dir);
}

TEST_CASE("the optimum raised consistently in certificate.json and witness.smt2 is refused") {
  const std::string dir = scratch("raised");
  certify_into(dir);  // n = 5, d = 1, c = 1: optimum 4
  write(dir + "/witness.smt2",
        replaced(replaced(read(dir + "/witness.smt2"), "makespan <= 4.", "makespan <= 7."),
                 "(assert (<= makespan 4.0))", "(assert (<= makespan 7.0))"));
  auto j = nlohmann::json::parse(read(dir + "/certificate.json"));
  j["optimum"] = "7";
  j["statement"] = replaced(j["statement"].get<std::string>(), "is 4", "is 7");
  j["solvers"][0]["version"] = "99.9 (TRUSTED)";
  write(dir + "/certificate.json", j.dump(2));
  const auto r = check_certificate(builtin_models(), dir, 60);
  INFO(r.summary);
  CHECK_FALSE(r.certified);
  CHECK_FALSE(r.proved);
  CHECK(r.proves == CertificateProof::nothing);
  CHECK(r.summary.find("7 is not the optimum") != std::string::npos);
  CHECK(r.summary.find("records that it proves \"optimum\"; the re-run proves \"lower bound\"") !=
        std::string::npos);
  // The program exits 1 and prints only what it re-ran.
  const auto run = run_program("enumerator certify --check " + dir);
  CHECK(run.status == 1);
  CHECK(run.out.find("TRUSTED") == std::string::npos);
  CHECK(run.out.find("re-run: z3") != std::string::npos);
  const auto json =
      nlohmann::json::parse(run_program("enumerator certify --check " + dir + " --json").out);
  CHECK(json["re_run"] == true);
  CHECK(json["recorded"]["solvers"][0]["version"] == "99.9 (TRUSTED)");
  CHECK(json["solvers"][0]["version"] != "99.9 (TRUSTED)");
  std::filesystem::remove_all(dir);
}

TEST_CASE("a bound below the optimum is certified as a lower bound, never as the optimum") {
  const std::string dir = scratch("lower");
  std::filesystem::remove_all(dir);
  const auto run = run_program("enumerator certify --n 4 --d 1 --c 1 --bound 1 --out " + dir);
  INFO(run.out);
  CHECK(run.status == 0);  // what was asked, the bound, is proved
  const auto j = nlohmann::json::parse(read(dir + "/certificate.json"));
  CHECK(j["certified"] == false);
  CHECK(j["proves"] == "lower bound");
  const std::string statement = j["statement"];
  CHECK(statement.find("makespan 1 is a lower bound, not shown to be the optimum") !=
        std::string::npos);
  CHECK(statement.find("the optimum makespan is") == std::string::npos);
  CHECK(statement.find("overlap model, --n 4 --d 1 --c 1") == 0);
  const auto check = check_certificate(builtin_models(), dir, 60);
  CHECK(check.proves == CertificateProof::lower_bound);
  CHECK(check.proved);
  CHECK_FALSE(check.certified);
  // Recorded as the optimum, the same files are refused.
  auto edited = j;
  edited["proves"] = "optimum";
  edited["certified"] = true;
  write(dir + "/certificate.json", edited.dump(2));
  CHECK_FALSE(check_certificate(builtin_models(), dir, 60).proved);
  std::filesystem::remove_all(dir);
}

TEST_CASE("the certificate names its model and instance and keeps its witness, validated") {
  const std::string dir = scratch("witness");
  certify_into(dir);
  const auto j = nlohmann::json::parse(read(dir + "/certificate.json"));
  CHECK(j["proves"] == "optimum");
  CHECK(j["statement"].get<std::string>().rfind("overlap model, --n 5 --d 1 --c 1: the optimum "
                                                "makespan is 4.",
                                                0) == 0);
  CHECK(j["files"]["witness_schedule"] == "witness_schedule.json");
  const auto witness = nlohmann::json::parse(read(dir + "/witness_schedule.json"));
  CHECK(witness["makespan"] == "4");
  CHECK(read(dir + "/witness_schedule.svg").find("<svg") != std::string::npos);
  const auto replay =
      run_program("enumerator replay --schedule " + dir + "/witness_schedule.json --json");
  CHECK(replay.status == 0);
  SECTION("a kept witness edited is refused") {
    auto edited = witness;
    edited["timeline"]["reductions"][0]["end"] = "1000";
    write(dir + "/witness_schedule.json", edited.dump(2));
    const auto r = check_certificate(builtin_models(), dir, 60);
    CHECK_FALSE(r.certified);
    CHECK(r.summary.find("witness_schedule.json") != std::string::npos);
  }
  SECTION("a statement edited is refused") {
    auto edited = j;
    edited["statement"] = "overlap model, --n 5 --d 1 --c 1: the optimum makespan is 4 (TRUSTED)";
    write(dir + "/certificate.json", edited.dump(2));
    const auto r = check_certificate(builtin_models(), dir, 60);
    CHECK_FALSE(r.certified);
    CHECK(r.summary.find("statement is not what the re-run proves") != std::string::npos);
  }
  std::filesystem::remove_all(dir);
}

TEST_CASE("a certificate directory in use by another run is refused, checks side by side") {
  const std::string dir = scratch("locked");
  certify_into(dir);
  const Model& model = builtin_models().model("overlap");
  const ModelInstance instance = model.instance_from_options(
      options_from_words(model, {"--n", "5", "--d", "1", "--c", "1"}), nullptr);
  CertifyOptions o;
  o.out = dir;
  {
    const CertificateDirectory writer(dir, true);
    CHECK_THROWS_WITH(certify(model, instance, {}, o), Catch::Contains("is in use by another run"));
    CHECK_THROWS_WITH(check_certificate(builtin_models(), dir, 60),
                      Catch::Contains("is in use by another run"));
    const auto run = run_program("enumerator certify --n 5 --d 1 --c 1 --out " + dir);
    CHECK(run.status == 2);
    CHECK(run.err.find("is in use by another run") != std::string::npos);
  }
  {
    const CertificateDirectory reader(dir, false);
    CHECK(check_certificate(builtin_models(), dir, 60).certified);  // a second reader
    CHECK_THROWS_WITH(certify(model, instance, {}, o), Catch::Contains("is in use by another run"));
  }
  CHECK(certify(model, instance, {}, o).certified);
  // Nothing of the runs is left behind but the lock file.
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    CHECK(entry.path().filename().string().rfind(".run-", 0) != 0);
  }
  std::filesystem::remove_all(dir);
}

TEST_CASE("two runs into one directory: a run never certifies what its own bound does not") {
  // aab1a08: the solvers read the files another run was rewriting; a run
  // with --bound 9/2 (a 35/8 schedule exists) printed "certified" in 21 of 40.
  const std::string dir = scratch("race");
  std::filesystem::remove_all(dir);
  // Each run's streams in files of its own (run_program's stderr file is
  // one per test process).
  const auto run = [&](const std::string& arguments, const std::string& name) {
    const std::string out = dir + "-" + name + ".out", err = dir + "-" + name + ".err";
    const int raw = std::system((std::string(REDCHECK_BIN_DIR) +
                                 "/enumerator certify --n 4 --d 1 "
                                 "--c 1 --json --out " +
                                 dir + " " + arguments + " >" + out + " 2>" + err)
                                    .c_str());
    return ProgramRun{WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, read(out), read(err)};
  };
  for (int round = 0; round < 6; ++round) {
    ProgramRun a, b;
    std::thread first([&] { a = run("--bound 9/2", "a"); });
    std::thread second([&] { b = run("", "b"); });
    first.join();
    second.join();
    INFO(a.out << a.err << b.out << b.err);
    CHECK((a.status == 1 || (a.status == 2 && a.err.find("in use") != std::string::npos)));
    if (a.status == 1) CHECK(nlohmann::json::parse(a.out)["proves"] == "nothing");
    CHECK((b.status == 0 || (b.status == 2 && b.err.find("in use") != std::string::npos)));
  }
  for (const char* name : {"a", "b"}) {
    std::filesystem::remove(dir + "-" + name + ".out");
    std::filesystem::remove(dir + "-" + name + ".err");
  }
  std::filesystem::remove_all(dir);
}

TEST_CASE("enumerator certify: the refusals of the campaign") {
  const std::string dir = scratch("refusals");
  std::filesystem::remove_all(dir);
  expect_refused("enumerator certify --n 4 --d 1 --c 1 --bound '' --out " + dir,
                 {"--bound", "the value is empty"});
  expect_refused("enumerator certify --n 4 --d 1 --c 1 --out ''", {"--out", "the value is empty"});
  expect_refused("enumerator optimum --n 4 --d 1 --c 1 --svg ''", {"--svg", "the value is empty"});
  expect_refused("enumerator schedule --n 4 --d 1 --c 1 --algorithm greedy --svg ''",
                 {"--svg", "the value is empty"});
  expect_refused("enumerator optimum --n 4 --d 1 --c 1 --within -1",
                 {"--within -1 is negative; accepted: a makespan >= 0"});
  REQUIRE(run_program("enumerator certify --n 4 --d 1 --c 1 --out " + dir).status == 0);
  expect_refused("enumerator certify --check " + dir + " --model segmented",
                 {"--check DIR takes everything from DIR"});
  // certificate.json a directory: said before any search or solver run.
  std::filesystem::remove(dir + "/certificate.json");
  std::filesystem::create_directory(dir + "/certificate.json");
  expect_refused("enumerator certify --n 30 --d 1 --c 1 --method recurrence --out " + dir,
                 {"certificate.json exists and is not a regular file"});
  std::filesystem::remove_all(dir);
}
