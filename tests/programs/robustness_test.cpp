// The failures of the robustness campaign (347 command lines): each command
// now exits 2 with a message naming the value, or succeeds, in bounded time;
// none crashes, and no broken conjecture passes fuzzing.

#include "support/run_program.hpp"
#include "support/sanitized_build.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

using redcheck::testing::expect_refused;
using redcheck::testing::run_program;

namespace {

class Files {
 public:
  Files() : dir_("/tmp/redcheck_robustness." + std::to_string(getpid())) {
    std::filesystem::create_directories(dir_);
  }
  ~Files() { std::filesystem::remove_all(dir_); }
  Files(const Files&) = delete;
  Files& operator=(const Files&) = delete;

  std::string write(const std::string& name, const std::string& text) const {
    const std::string path = dir_ + "/" + name;
    std::ofstream(path) << text;
    return path;
  }
  const std::string& dir() const { return dir_; }

 private:
  std::string dir_;
};

std::string repeated(const std::string& text, int times) {
  std::string out;
  for (int k = 0; k < times; ++k) out += text;
  return out;
}

std::string claims_file(const std::string& model, const std::string& domain,
                        const std::string& conjecture) {
  return R"({"claims":[{"id":"t.ba","model":")" + model + R"(","statement":"s","domain":)" +
         domain + R"(,"conjecture":")" + conjecture + R"("}]})";
}

}  // namespace

TEST_CASE("a broken conjecture is refused at load by check and fuzz alike, naming file:line:col") {
  const Files files;
  const std::string overlap = R"({"n":"2..5","d":["1"],"c":["1"]})";
  const std::pair<std::string, std::string> cases[] = {
      {claims_file("overlap", overlap, "algorithm(nosuch, n, d, c) >= 0"),
       "algorithm 'nosuch' is not accepted"},
      {claims_file("overlap", R"({"n":"2..5","d":["-1"],"c":["1"]})", "optimum(n, d, c) >= 0"),
       "d is an exact cost >= 0"},
      {claims_file("overlap", R"({"n":"-5..5","d":["1"],"c":["1"]})", "optimum(n, d, c) >= 0"),
       "n = -5..5, but n is an integer in 1..20000"},
      {claims_file("overlap", R"({"n":"100000..100001","d":["1"],"c":["1"]})",
                   "optimum(n, d, c) >= 0"),
       "n is an integer in 1..20000"},
      {claims_file("segmented", R"({"p":"2..3","m":["40"],"a":["1"],"b":["1"],"g":["1"]})",
                   "best_segmentation(uni_greedy, p, m, a, b, g) >= 0"),
       "m is an integer in 1..30"},
      {claims_file("overlap", overlap, "n >= 1/0"), "a division by zero"},
  };
  int k = 0;
  for (const auto& [text, words] : cases) {
    const std::string path = files.write("c" + std::to_string(k++) + ".json", text);
    expect_refused("verifier check --claims-file " + path, {path + ":1:", words});
    expect_refused("verifier fuzz --runs 20 --seed 1 --claims-file " + path, {path + ":1:", words});
  }
}

TEST_CASE("a claim undecided at some points fails fuzz and check unless declared undecided") {
  const Files files;
  const std::string undecided =
      files.write("undecided.json", claims_file("overlap", R"({"n":"1..8"})", "log2(n) >= 0"));
  CHECK(run_program("verifier check --claims-file " + undecided).status == 1);
  const auto fuzz = run_program("verifier fuzz --runs 50 --seed 1 --claims-file " + undecided);
  CHECK(fuzz.status == 1);
  CHECK(fuzz.out.find("FINDING: undecided at some points") != std::string::npos);
  const std::string declared = files.write(
      "declared.json", R"({"claims":[{"id":"t.u","domain":{"n":"1..8"},"expected":"undecided",
                          "conjecture":"log2(n) >= 0"}]})");
  CHECK(run_program("verifier check --claims-file " + declared).status == 0);
  CHECK(run_program("verifier fuzz --runs 50 --seed 1 --claims-file " + declared).status == 0);
}

TEST_CASE("deep and long conjectures: refused or read in linear time, never a crash") {
  const Files files;
  const std::string domain = R"({"n":"1..3"})";
  const std::string deep = files.write(
      "deep.json",
      claims_file("overlap", domain, repeated("(", 20000) + "n" + repeated(")", 20000) + " >= 0"));
  const std::string abs = files.write(
      "abs.json", claims_file("overlap", domain,
                              repeated("abs(", 50000) + "n" + repeated(")", 50000) + " >= 0"));
  for (const auto& path : {deep, abs}) {
    expect_refused("verifier check --claims-file " + path, {"nested deeper than 200"});
    expect_refused("verifier fuzz --runs 5 --claims-file " + path, {"nested deeper than 200"});
  }
  const std::string minus =
      files.write("minus.json", claims_file("overlap", domain, repeated("-", 100000) + "n >= -5"));
  const std::string sum = files.write(
      "sum.json", claims_file("overlap", domain, "n" + repeated("+n", 199999) + " >= 0"));
  for (const auto& path : {minus, sum}) {
    const auto r = run_program("verifier check --claims-file " + path);
    INFO(r.err);
    CHECK(r.status == 0);
  }
}

TEST_CASE("JSON and DOT nested without end are refused before parsing") {
  const Files files;
  const std::string deep = files.write("deep.json", R"({"d": )" + repeated("[", 100000) +
                                                        repeated("]", 100000) + R"(, "c": ["1"]})");
  expect_refused(
      "enumerator schedule --model heterogeneous --algorithm tree-dyn --instance " + deep,
      {"deeper than 64"});
  expect_refused("enumerator replay --schedule " + deep, {"deeper than 64"});
  const std::string dot =
      files.write("deep.dot", "digraph {" + repeated("subgraph {", 100000) + repeated("}", 100001));
  expect_refused("enumerator steady-state --platform " + dot + " --operation reduce --target P0",
                 {"nests subgraphs deeper than 64"});
  const std::string claims = files.write(
      "deepclaims.json", R"({"claims":[{"id":"x","domain":{"n":)" + repeated("[", 100000));
  expect_refused("verifier check --claims-file " + claims, {claims + ":1:", "deeper than 64"});
}

TEST_CASE("messages that said too little now name the value and what is accepted") {
  const Files files;
  expect_refused(
      "enumerator schedule --model heterogeneous --algorithm tree-dyn --instance " + files.dir(),
      {"is a directory"});
  expect_refused("enumerator markov --non-commutative",
                 {"--non-commutative", "the options of enumerator markov are", "--lambda-d",
                  "is an option of optimum"});
  const std::string empty = files.write("empty.dot", "digraph {}");
  expect_refused("enumerator steady-state --platform " + empty + " --operation reduce --target P0",
                 {"has no nodes"});
  expect_refused(
      "enumerator schedule --model overlap --n 5 --d 1 --c 1 --algorithm greedy --svg "
      "/proc/version",
      {"files cannot be created in its directory '/proc'"});
  for (const char* seed : {"abc", "-1", "12345678901234567890123"}) {
    expect_refused(std::string("redcheck-mpi-run --schedule x.json --seed ") + seed,
                   {"--seed", "accepted: an integer from 0 to"});
  }
}

TEST_CASE("bad usage names the program, and is a JSON error under --json as other bad input") {
  // CLI11's own words ("--c: At Most 1 required but received 2", "--c: 1
  // required TEXT missing") said as the toolkit's, and a word not expected
  // pointing at the models' option groups it did not list.
  const std::pair<std::string, std::vector<std::string>> cases[] = {
      {"enumerator optimum --n 5 --d 1 --c 1 --c 2",
       {"enumerator optimum: --c is given 2 times; accepted: once",
        "see enumerator optimum --help"}},
      {"enumerator optimum --n 5 --d 1 --c",
       {"enumerator optimum: --c needs a value and none was given"}},
      {"verifier check --claim", {"verifier check: --claim needs a value and none was given"}},
      {"enumerator optimum --n 5 --d 1 --c 1 --bogus",
       {"--bogus", "the options of enumerator optimum are --model",
        "overlap model, segmented model", "enumerator optimum --help"}},
  };
  for (const auto& [command, words] : cases) {
    expect_refused(command, words);
    // --json after the verb: last, it would be the value the option lacks.
    const auto verb_end = command.find(' ', command.find(' ') + 1);
    const auto j = run_program(command.substr(0, verb_end) + " --json" + command.substr(verb_end));
    INFO(command << "\nstdout: " << j.out);
    CHECK(j.status == 2);
    const auto parsed = nlohmann::json::parse(j.out, nullptr, false);
    REQUIRE_FALSE(parsed.is_discarded());
    CHECK(parsed["error"]["kind"] == "bad input");
    CHECK(parsed["error"]["message"].get<std::string>().find(words.front()) != std::string::npos);
  }
  const auto help = run_program("enumerator optimum --help");
  CHECK(help.status == 0);
  CHECK(help.out.find("Usage: enumerator optimum") != std::string::npos);
}

TEST_CASE("options are used or refused, never clamped or ignored silently") {
  const Files files;
  const auto capped =
      run_program("verifier fuzz --claim benoit2013.thm1 --max-size 11 --runs 3 --seed 1");
  CHECK(capped.status == 0);
  CHECK(capped.out.find("note: heterogeneous claims draw n up to 10, not --max-size 11") !=
        std::string::npos);
  const auto thm9 =
      run_program("verifier fuzz --claim canon2012.thm9 --max-size 20000 --runs 3 --seed 1");
  CHECK(thm9.status == 0);
  CHECK(thm9.out.find("under a limit of K up to 9 (--limited-n-max)") != std::string::npos);
  const std::string file =
      files.write("holds.json", claims_file("overlap", R"({"n":"1..3"})", "n >= 1"));
  expect_refused("verifier check --claims-file " + file + " --n-max 5",
                 {"--n-max sets the domain of the overlap model's built-in claims"});
  expect_refused("enumerator optimum --n 5 --d 1 --c 1 --max-reducers 2 --keep 10",
                 {"--keep applies without limits"});
  expect_refused("enumerator exhaustive-work --n 5 --d 1", {"--d is given without --c"});
  expect_refused(
      "enumerator montecarlo --n 4 --runs 10 --cv 1 --seed 1 --algorithms "
      "tree-dyn,tree-dyn",
      {"'tree-dyn' is given twice"});
  expect_refused("enumerator montecarlo --n 4 --runs 10 --cv 1000000 --seed 1",
                 {"--cv = 1000000", "0.001 to 10"});
  const auto j = run_program(
      "enumerator schedule --model overlap --algorithm greedy --n 3 --d 1 --c 1 --json");
  REQUIRE(j.status == 0);
  auto schedule = nlohmann::json::parse(j.out);
  schedule["timeline"]["transfers"][0]["after"] =
      nlohmann::json::array({{{"kind", "reduction"}, {"index", 99}}});
  const std::string dangling = files.write("dangling.json", schedule.dump());
  expect_refused("enumerator replay --schedule " + dangling, {"\"after\" names", "no activity"});
  schedule = nlohmann::json::parse(j.out);
  schedule["instance"]["C"] = "1";
  const std::string typo = files.write("typo-schedule.json", schedule.dump());
  expect_refused("enumerator replay --schedule " + typo,
                 {"unknown key \"C\"", "accepted: n, d, c"});
  const auto created = run_program(
      "enumerator schedule --model overlap --n 3 --d 1 --c 1 "
      "--algorithm greedy --svg " +
      files.dir() + "/new/dir/g.svg");
  CHECK(created.status == 0);
  CHECK(created.err.find("note: created the directory") != std::string::npos);
}

// Drawing the clique takes half a minute under the sanitizers: [slow].
TEST_CASE("a reduce on a 1000-node clique is refused at once, sized", "[slow]") {
  expect_refused(
      "enumerator steady-state --random-platform clique:1000:1 --operation reduce "
      "--target P0",
      {"would have", "columns", "reduces of at most 250000 columns"});
}

// ---- The campaign on aab1a08 (issue 44): files that are not files ------------

TEST_CASE("devices, FIFOs and directories given as input files exit 2 naming the path, at once") {
  const Files files;
  const std::string fifo = files.dir() + "/fifo";
  REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
  // Under `timeout`: a reader waiting on the FIFO would fail the test, not hang it.
  const std::vector<std::pair<std::string, std::string>> paths{
      {"/dev/zero", "is a character device, not a regular file"},
      {fifo, "is a FIFO, not a regular file"},
      {files.dir(), "is a directory, not a regular file"}};
  for (const auto& [path, why] : paths) {
    for (const std::string& command :
         {"verifier check --claims-file " + path, "verifier fuzz --runs 1 --claims-file " + path,
          "enumerator optimum --model heterogeneous --instance " + path,
          "enumerator replay --schedule " + path,
          "enumerator steady-state --platform " + path + " --operation reduce --target P0"}) {
      const auto run = run_program(command, "timeout 30");
      INFO(command << "\n" << run.err);
      CHECK(run.status == 2);
      CHECK(run.err.find(path) != std::string::npos);
      CHECK(run.err.find(why) != std::string::npos);
    }
  }
  // certificate.json pointing at a device, in a directory given to --check.
  const std::string certificate = files.dir() + "/certificate";
  std::filesystem::create_directories(certificate);
  std::filesystem::create_symlink("/dev/zero", certificate + "/certificate.json");
  const auto run = run_program("enumerator certify --check " + certificate, "timeout 30");
  CHECK(run.status == 2);
  CHECK(run.err.find("is a character device") != std::string::npos);
}

TEST_CASE("kept examples: a device is named and skipped, a directory refused before the run") {
  const Files files;
  const std::string kept = files.dir() + "/kept";
  std::filesystem::create_directories(kept);
  std::filesystem::create_symlink("/dev/zero", kept + "/canon2012.thm4.json");
  const auto run = run_program(
      "verifier fuzz --claim canon2012.thm4 --runs 5 --seed 1 --json --examples " + kept,
      "timeout 120");
  INFO(run.err);
  REQUIRE(run.status == 0);
  const auto report = nlohmann::json::parse(run.out);
  REQUIRE(report["skipped_examples"].size() == 1);
  CHECK(report["skipped_examples"][0].get<std::string>().find("is a character device") !=
        std::string::npos);
  std::filesystem::remove(kept + "/canon2012.thm4.json");
  std::filesystem::create_directories(kept + "/canon2012.thm4.json");
  const auto refused = run_program(
      "verifier fuzz --claim canon2012.thm4 --runs 5 --seed 1 --json --examples " + kept);
  CHECK(refused.status == 2);
  CHECK(refused.err.find("canon2012.thm4.json' is a directory") != std::string::npos);
  // Nothing ran: stdout holds the refusal alone, as --json asks.
  CHECK(nlohmann::json::parse(refused.out)["error"]["kind"] == "bad input");
}

TEST_CASE("a range as wide as 64 bits is refused by fuzz as by check, naming the limit") {
  const Files files;
  const std::string claims = files.write(
      "wide.json", claims_file("overlap", R"({"x": "-9000000000000000000..9000000000000000000"})",
                               "x >= -9000000000000000000"));
  for (const std::string verb : {"check", "fuzz --runs 10"}) {
    const auto run = run_program("verifier " + verb + " --claims-file " + claims);
    INFO(run.err);
    CHECK(run.status == 2);
    CHECK(run.err.find("too wide: a range holds at most 1000000000 integers") != std::string::npos);
  }
  // Ends beyond an int are drawn where they are.
  for (const std::string conjecture : {"x >= 3000000000", "x <= 3100000000"}) {
    const std::string far = files.write(
        "far.json", claims_file("overlap", R"({"x": "3000000000..3100000000"})", conjecture));
    const auto run = run_program("verifier fuzz --runs 50 --seed 1 --claims-file " + far);
    INFO(conjecture << "\n" << run.out << run.err);
    CHECK(run.status == 0);
  }
}

TEST_CASE("a range of a billion integers is not stored: fuzzing it fits in little memory") {
  // The address-space limit stops the sanitized programs at their start.
  if (redcheck::testing::sanitized_build) return;
  // Each range listed its first million values before (about 100 MB each,
  // 0.4 s to fill): four of them did not fit in 110 MB.
  const Files files;
  const std::string wide = files.write(
      "four.json", claims_file("overlap",
                               R"({"x": "1..999999999", "y": "1..999999999", "z": "1..999999999",
                                   "w": "-5..999999993"})",
                               "x + y + z + w >= -2"));
  const auto run = run_program("verifier fuzz --runs 50 --seed 1 --claims-file " + wide,
                               redcheck::testing::address_space_limited_prefix);
  INFO(run.out << run.err);
  CHECK(run.status == 0);
  CHECK(run.out.find("50 distinct points") != std::string::npos);
  CHECK(run.out.find("1 claims fuzzed, 0 findings") != std::string::npos);
}
