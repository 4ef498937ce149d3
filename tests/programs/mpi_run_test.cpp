// redcheck-mpi-run under mpirun (compiled when MPI is installed), 2 to 8
// ranks on this machine's 2 cores: results checked against the sequential
// reduction, a misordered combination caught, bad input and a failing rank.

#include "support/run_program.hpp"

#include <cstdio>
#include <fstream>

using redcheck::testing::run_json;
using redcheck::testing::run_program;

namespace {

std::string mpirun_ranks(int ranks) {
  return redcheck::testing::mpirun_prefix(ranks, 60);
}

/// enumerator schedule ... --json into a file.
std::string schedule_file(const std::string& arguments, const std::string& name) {
  const auto r = run_program("enumerator schedule " + arguments + " --json");
  INFO(arguments << "\n" << r.err);
  REQUIRE(r.status == 0);
  const std::string path = "/tmp/redcheck_mpi_" + name + ".json";
  std::ofstream(path) << r.out;
  return path;
}

}  // namespace

TEST_CASE("redcheck-mpi-run reduces exactly as each model's schedule says, 2 to 8 ranks",
          "[slow]") {
  for (int p = 2; p <= 8; ++p) {
    const std::string n = std::to_string(p);
    const std::vector<std::pair<std::string, std::string>> schedules{
        {"overlap",
         "--model overlap --n " + n + " --d 1 --c 1/2 --algorithm greedy --non-commutative"},
        {"segmented", "--model segmented --p " + n +
                          " --m 3 --segments 1,1,1 --alpha 1 --beta 1/4 --gamma 1/2 --algorithm "
                          "bi-greedy --bidirectional"},
        {"heterogeneous", "--model heterogeneous --random " + n + " --n " + n +
                              " --algorithm non-commut-tree-dyn --non-commutative"}};
    for (const auto& [name, arguments] : schedules) {
      const std::string file = schedule_file(arguments, name + n);
      const auto j = run_json("redcheck-mpi-run --schedule " + file + " --json", mpirun_ranks(p));
      INFO(arguments);
      CHECK(j["ranks"] == p);
      CHECK(j["result_correct"] == true);
      CHECK(j["problems"].empty());
      CHECK(j["wall_seconds"].get<double>() > 0);
      CHECK(j["predicted_seconds"].get<double>() > 0);
      if (name != "segmented") CHECK(j["order_checked"] == true);
      std::remove(file.c_str());
    }
  }
}

TEST_CASE("redcheck-mpi-run catches a misordered combination", "[slow]") {
  const std::string file = schedule_file(
      "--model overlap --n 5 --d 1 --c 1 --algorithm binomial-strategy --non-commutative", "bad");
  const auto r = run_program("redcheck-mpi-run --schedule " + file + " --json --inject-misorder",
                             mpirun_ranks(5));
  CHECK(r.status == 1);
  const auto j = nlohmann::json::parse(r.out);
  CHECK(j["result_correct"] == false);
  CHECK(j["problems"][0].get<std::string>().find("misordered") != std::string::npos);
  std::remove(file.c_str());
}

TEST_CASE("redcheck-mpi-run: bad input exits 2 and a failing rank aborts the job", "[slow]") {
  const std::string file =
      schedule_file("--model overlap --n 4 --d 1 --c 1 --algorithm greedy", "four");
  auto r = run_program("redcheck-mpi-run --schedule " + file, mpirun_ranks(3));
  CHECK(r.status == 2);
  CHECK(r.err.find("4 machines but mpirun started 3 ranks") != std::string::npos);
  r = run_program("redcheck-mpi-run --schedule /nonexistent.json", mpirun_ranks(2));
  CHECK(r.status == 2);
  const std::string periodic = schedule_file(
      "--model steady-state --random-platform star:3:1 --operation scatter --source P0 "
      "--targets P1,P2 --algorithm periodic",
      "periodic");
  r = run_program("redcheck-mpi-run --schedule " + periodic, mpirun_ranks(3));
  CHECK(r.status == 2);
  CHECK(r.err.find("periodic") != std::string::npos);
  // Rank 2 fails after the others have started: the job ends (timeout 60
  // would report 124), with the rank's message.
  r = run_program("redcheck-mpi-run --schedule " + file + " --fail-rank 2", mpirun_ranks(4));
  CHECK(r.status != 0);
  CHECK(r.status != 124);
  CHECK(r.err.find("rank 2: internal error: failing as --fail-rank asks") != std::string::npos);
  std::remove(file.c_str());
  std::remove(periodic.c_str());
}
