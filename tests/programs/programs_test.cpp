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

TEST_CASE("enumerator schedule --model segmented and segmentations speak JSON") {
  const auto j = run_json(
      "enumerator schedule --model segmented --algorithm uni-greedy --p 6 --segments 4,4,2 "
      "--alpha 1 --beta 1 --gamma 1 --json");
  CHECK(j["makespan"] == "51");
  CHECK(j["valid"] == true);
  const auto bi = run_json(
      "enumerator schedule --model segmented --algorithm bi-greedy --p 16 --segments 1,1,1,1,1 "
      "--alpha 1 --beta 1 --gamma 0 --bidirectional --json");
  CHECK(bi["makespan"] == "16");  // (log2 16 + 5 - 1) * 2
  const auto all = run_json(
      "enumerator segmentations --algorithm uni-greedy --p 6 --m 10 --alpha 1 --beta 1 --gamma 1 "
      "--json");
  CHECK(all["segmentations"].size() == 512);
  CHECK(all["best"]["makespan"] == "49");
  CHECK(all["best_equal"]["makespan"] == "51");
  CHECK(all["best_equal"]["segmentations"][0] == std::vector<int>{4, 4, 2});
}

TEST_CASE("enumerator table lowery-iv reproduces the published Table IV") {
  const auto dir = std::filesystem::temp_directory_path() / "redcheck_lowery_test";
  const auto j = run_json("enumerator table lowery-iv --json --out " + dir.string());
  CHECK(j["configurations"] == 986);
  CHECK(j["unequal_better"] == 61);
  CHECK(j["max_ratio_decimal"] == "1.0732");
  CHECK(j["differences"].empty());
  std::filesystem::remove_all(dir);
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
      {"enumerator schedule --model segmented --algorithm pipeline --p 3 --segments 4,4,3 --m 10 "
       "--alpha 1 --beta 1 --gamma 1",
       "sum to 11, not to the message size m = 10"},
      {"enumerator schedule --model segmented --algorithm pipeline --p 3 --segments 4,0 "
       "--alpha 1 --beta 1 --gamma 1",
       "--segments item = 0"},
      {"enumerator schedule --model segmented --algorithm pipeline --p 0 --segments 4 "
       "--alpha 1 --beta 1 --gamma 1",
       "--p = 0"},
      {"enumerator schedule --model segmented --algorithm pipeline --p 3 --segments 4 "
       "--alpha 1 --beta -2 --gamma 1",
       "--beta = -2 is negative"},
      {"enumerator schedule --model segmented --algorithm butterfly --p 6 --segments "
       "1,1,1,1,1,1 --alpha 1 --beta 1 --gamma 1 --bidirectional",
       "p a power of two"},
      {"enumerator schedule --model segmented --algorithm magic --p 3 --segments 1 --alpha 1 "
       "--beta 1 --gamma 1",
       "'magic' is unknown for the segmented model"},
      {"enumerator segmentations --p 4 --m 31 --alpha 1 --beta 1 --gamma 1", "--m = 31"},
      {"enumerator segmentations --p 4 --m 10 --alpha 1 --beta 1 --gamma 1 --algorithm binary",
       "cannot sweep"},
      {"verifier check --claim lowery2013.none", "'lowery2013.none' is unknown"},
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
  for (const char* table :
       {"canon-figure2", "canon-optimum", "lowery-iv", "lowery-bidirectional-figures"}) {
    const Result r = run(std::string("enumerator table ") + table + " --out " + dir.string());
    INFO(r.out);
    REQUIRE(r.status == 0);
  }
  // The Lowery & Langou figures, with what the note and README report.
  const auto uni =
      run_json("enumerator table lowery-unidirectional-figures --json --out " + dir.string());
  CHECK(uni["cells"] == 135);
  CHECK(uni["figure1"]["formula_and_schedule_disagree"] == 17);
  CHECK(uni["figure4"]["uni_greedy_equals_binomial_up_to_m"] == 16);
  CHECK(uni["figure4"]["max_formula_ratio_decimal"] == "1.6074");
  CHECK(uni["figure5"]["max_ratio_decimal"] == "1.3615");
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
  // canon: two CSV files, one plot; lowery-iv: three CSV, two plots; unidirectional figures:
  // three CSV, five plots; bidirectional figures: two CSV, three plots; the manifest.
  CHECK(compared == 22);
  std::filesystem::remove_all(dir);
}
