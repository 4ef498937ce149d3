// enumerator replay --engine simgrid, as a user runs it (compiled when
// SimGrid is installed): its JSON, a schedule file read back, a user's
// platform, and bad input with exit status 2.

#include "support/run_program.hpp"

#include <cmath>
#include <fstream>

using redcheck::testing::run_json;
using redcheck::testing::run_program;

namespace {

const std::string cluster = REDCHECK_DATA_DIR "/simgrid_cluster.xml";

void expect_refused(const std::string& command, const std::string& words) {
  redcheck::testing::expect_refused(command, {words});
}

}  // namespace

TEST_CASE("enumerator replay prints the exact and the SimGrid makespan side by side") {
  const auto j = run_json(
      "enumerator replay --engine simgrid --model segmented --p 5 --m 6 --segments 2,2,2 "
      "--alpha 1 --beta 1/3 --gamma 1/2 --algorithm bi-greedy --bidirectional --json");
  CHECK(j["engine"] == "simgrid");
  CHECK(j["network_model"] == "CM02");
  CHECK(j["timing"] == "scheduled");
  REQUIRE(j["exact_makespan"].is_string());
  CHECK(std::abs(j["relative_difference"].get<double>()) <= 1e-9);
  CHECK(j["simgrid_makespan"].get<double>() > 0);
}

TEST_CASE("enumerator replay reads the JSON of enumerator schedule back") {
  const auto r = run_program(
      "enumerator schedule --model heterogeneous --random 3 --n 6 --algorithm tree-dyn --json");
  REQUIRE(r.status == 0);
  const std::string file = "/tmp/redcheck_replay_schedule.json";
  std::ofstream(file) << r.out;
  const auto exact = run_json("enumerator replay --schedule " + file + " --json");
  CHECK(exact["model"] == "heterogeneous");
  CHECK(std::abs(exact["relative_difference"].get<double>()) <= 1e-9);
  const auto cluster_run =
      run_json("enumerator replay --schedule " + file + " --platform " + cluster + " --json");
  CHECK(cluster_run["network_model"] == "LV08");
  CHECK(cluster_run["timing"] == "asap");
  CHECK(cluster_run["hosts"][5] == "node-5");
  std::remove(file.c_str());
}

TEST_CASE("enumerator replay: bad input exits 2 naming the value") {
  const std::string greedy = "enumerator replay --n 4 --d 1 --c 1 --algorithm greedy";
  expect_refused(greedy + " --engine ns3", "--engine 'ns3' is unknown");
  expect_refused(greedy + " --platform /nonexistent.xml", "SimGrid rejects the platform file");
  expect_refused(greedy + " --platform " + cluster + " --hosts node-0,node-1,node-2,ghost",
                 "'ghost', which is no host");
  expect_refused(greedy + " --platform " + cluster + " --hosts node-0,node-1",
                 "2 hosts for 4 machines");
  expect_refused(greedy + " --hosts node-0", "give one");
  expect_refused(greedy + " --timing later", "--timing 'later' is unknown");
  expect_refused(greedy + " --platform " + cluster + " --bytes-per-unit 0", "--bytes-per-unit 0");
  expect_refused("enumerator replay --schedule /nonexistent.json", "/nonexistent.json");
  expect_refused("enumerator replay --schedule " + cluster, cluster);  // not JSON
  const std::string file = "/tmp/redcheck_replay_bad.json";
  std::ofstream(file) << R"({"model": "overlap", "instance": {"n": 2, "d": "1", "c": "1",
    "overlap": true, "commutative": true}, "timeline": {"machines": 2, "sink": 0,
    "transfers": [{"from": 1, "to": 0, "start": "0", "end": "1/2"}], "reductions": []}})";
  expect_refused("enumerator replay --schedule " + file, "is not a valid overlap schedule");
  expect_refused("enumerator replay --schedule " + file + " --algorithm greedy", "not both");
  std::remove(file.c_str());
}
