// The two programs as a script sees them: JSON fields, replayable
// counterexamples, exit status 2 with a message on bad input, and data/
// regenerated through the enumerator byte for byte.

#include "support/read_file.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace {

struct Result {
  int status;
  std::string out;
};

Result run(const std::string& command) {
  const std::string full = std::string(REDCHECK_BIN_DIR) + "/" + command + " 2>&1";
  FILE* pipe = popen(full.c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::string out;
  std::array<char, 4096> buffer{};
  std::size_t got;
  while ((got = fread(buffer.data(), 1, buffer.size(), pipe)) > 0) out.append(buffer.data(), got);
  const int raw = pclose(pipe);
  return {WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, out};
}

nlohmann::json run_json(const std::string& command) {
  const Result r = run(command);
  INFO(command << "\n" << r.out);
  REQUIRE(r.status == 0);
  return nlohmann::json::parse(r.out);
}


}  // namespace

TEST_CASE("enumerator optimum prints the optimum and the number of shapes") {
  const auto j = run_json("enumerator optimum --model overlap --n 9 --d 1 --c 1/2 --json");
  CHECK(j["optimum"] == "9/2");
  CHECK(j["shapes"] == 1430);
  CHECK(j["cross_checks_agree"] == true);
  CHECK(j["optimal_classes"].size() >= 1);
  // F_9 = 34 < 40 <= F_10 = 55: order 8, length d + 7 max(d, c) + c = 9 (Theorem 17)
  const auto r = run_json("enumerator optimum --n 40 --d 1 --c 1 --method recurrence --json");
  CHECK(r["optimum"] == "9");
  CHECK(r["algorithm1_length"] == "9");
}

TEST_CASE("enumerator schedule prints the validated makespan and the tree") {
  for (const char* algorithm : {"greedy", "binomial-strategy", "fibonacci-strategy"}) {
    const auto j = run_json(std::string("enumerator schedule --model overlap --algorithm ") +
                            algorithm + " --n 8 --d 1 --c 1 --json");
    CHECK(j.contains("makespan"));
    CHECK(j["valid"] == true);
    CHECK(j["tree"]["receivers"].size() == 8);
  }
  const auto g = run_json("enumerator schedule --algorithm greedy --n 4 --d 1 --c 1 --json");
  CHECK(g["makespan"] == "4");
  CHECK(g["algorithm_own_length"] == "4");
  const auto nc = run_json(
      "enumerator schedule --algorithm binomial-tree --order 3 --d 1 --c 1 --non-commutative "
      "--json");
  CHECK(nc["valid"] == true);
  CHECK(nc["makespan"] == "6");
}

TEST_CASE("verifier list and check speak JSON") {
  const auto list = run_json("verifier list --json");
  CHECK(list["claims"].size() >= 20);
  const auto j =
      run_json("verifier check --json --claim canon2012.thm4 --claim canon2012.prop2 --n-max 8");
  REQUIRE(j["claims"].size() == 2);
  CHECK(j["claims"][0]["id"] == "canon2012.thm4");
  CHECK(j["claims"][0]["outcome"] == "holds");
  CHECK(j["claims"][0]["expected"] == "holds");
  CHECK(j["claims"][1]["outcome"] == "refuted");
  CHECK(j["claims"][1]["counterexample"]["replay"].get<std::string>().rfind("enumerator", 0) == 0);
}

TEST_CASE("a replayed counterexample shows the same numbers") {
  const auto j =
      run_json("verifier check --json --claim canon2012.sec7.3.strategies.tie-breaking --n-max 8");
  const auto& cx = j["claims"][0]["counterexample"];
  const std::string replay = cx["replay"];
  const std::string first = replay.substr(0, replay.find(';'));
  const auto s = run_json(first + " --json");
  CHECK(s["makespan"] == cx["instance"][s["tie_break"].get<std::string>()]);
}

TEST_CASE("bad input exits with status 2 and names the value") {
  const std::pair<const char*, const char*> cases[] = {
      {"enumerator optimum --n 0 --d 1 --c 1", "--n = 0"},
      {"enumerator optimum --n 21 --d 1 --c 1", "--method recurrence"},
      {"enumerator optimum --n 5 --d -1 --c 1", "--d = -1 is negative"},
      {"enumerator optimum --n 5 --d 1/0 --c 1", "zero denominator"},
      {"enumerator optimum --n 5 --d x --c 1", "--d = 'x'"},
      {"enumerator optimum --n 5 --d 1 --c 1 --model gossip", "--model 'gossip' is unknown"},
      {"enumerator schedule --algorithm magic --n 3 --d 1 --c 1", "'magic' is unknown"},
      {"enumerator schedule --algorithm tree --tree '(()' --d 1 --c 1", "not balanced"},
      {"enumerator schedule --algorithm greedy --n 3 --d 1 --c 1 --tie-break middle",
       "'middle' is unknown"},
      {"enumerator table nothing", "table 'nothing' is unknown"},
      {"enumerator optimum --n 5 --d 1 --c 1 --bogus", "--bogus"},
      {"verifier check --claim canon2012.none", "'canon2012.none' is unknown"},
      {"verifier check --n-max 0", "--n-max = 0"},
      {"verifier check --costs 1,,2", "empty item"},
      {"verifier frobnicate", "frobnicate"},
  };
  for (const auto& [command, message] : cases) {
    const Result r = run(command);
    INFO(command << "\n" << r.out);
    CHECK(r.status == 2);
    CHECK(r.out.find(message) != std::string::npos);
  }
}

TEST_CASE("enumerator table writes data/ byte for byte") {
  const auto dir = std::filesystem::temp_directory_path() / "redcheck_tables_test";
  std::filesystem::remove_all(dir);
  for (const char* table : {"canon-figure2", "canon-optimum"}) {
    const Result r = run(std::string("enumerator table ") + table + " --out " + dir.string());
    INFO(r.out);
    REQUIRE(r.status == 0);
  }
  const std::filesystem::path data(REDCHECK_DATA_DIR);
  std::size_t compared = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const auto name = entry.path().filename();
    INFO(name.string());
    REQUIRE(std::filesystem::exists(data / name));
    CHECK(redcheck::testing::read_file(entry.path().string()) ==
          redcheck::testing::read_file((data / name).string()));
    ++compared;
  }
  CHECK(compared == 4);  // two CSV files, one plot, the manifest
  std::filesystem::remove_all(dir);
}
