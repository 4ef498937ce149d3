// The heavy jobs under mpirun (compiled when MPI is installed), 2 and 3
// ranks on this machine's 2 cores: the output is the single process's, byte
// for byte, plus "ranks" in JSON (and the claims' wall-clock "seconds").

#include "support/read_file.hpp"
#include "support/run_program.hpp"

#include <filesystem>

using redcheck::testing::run_program;

namespace {

std::string mpirun_one_thread_per_rank(int ranks) {
  return redcheck::testing::mpirun_prefix(ranks, 300, true);
}

// The JSON without what differs between any two runs (wall-clock seconds)
// and without "ranks", checked first.
nlohmann::json comparable(nlohmann::json j, int ranks) {
  if (ranks > 1) {
    CHECK(j["ranks"] == ranks);
    j.erase("ranks");
  } else {
    CHECK_FALSE(j.contains("ranks"));
  }
  if (j.contains("claims")) {
    for (auto& claim : j["claims"]) claim.erase("seconds");
  }
  return j;
}

void same_output(const std::string& command) {
  const auto single = run_program(command);
  INFO(command << "\n" << single.err);
  REQUIRE(single.status == 0);
  for (int ranks : {2, 3}) {
    const auto split = run_program(command, mpirun_one_thread_per_rank(ranks));
    INFO(ranks << " ranks\n" << split.err);
    REQUIRE(split.status == 0);
    if (command.find("--json") == std::string::npos) {
      CHECK(split.out == single.out);
    } else {
      CHECK(comparable(nlohmann::json::parse(split.out), ranks) ==
            comparable(nlohmann::json::parse(single.out), 1));
    }
  }
}

}  // namespace

TEST_CASE("verifier check prints the same report on 1, 2 and 3 ranks", "[slow]") {
  // More claims than ranks: the claims are split. One claim: its domain is.
  same_output(
      "verifier check --claim canon2012.prop6 --claim lowery2013.thm5 --claim "
      "canon2012.sec5.structural-bounds --claim benoit2013.thm1 --claim lowery2013.sec8.table-iv "
      "--n-max 12");
  same_output(
      "verifier check --json --claim canon2012.prop6 --claim lowery2013.thm5 --claim "
      "canon2012.sec5.structural-bounds --claim benoit2013.thm1 --n-max 12");
  same_output("verifier check --json --claim lowery2013.thm5 --search-p-max 7 --p-max 7");
}

TEST_CASE("the exhaustive optimum is the same on 1, 2 and 3 ranks", "[slow]") {
  // The enumeration splits its trees over the ranks; the count by states
  // runs whole on each.
  same_output("enumerator optimum --n 15 --d 1/3 --c 1/2 --method enumeration --json");
  same_output("enumerator optimum --n 13 --d 1 --c 1 --no-overlap --method enumeration");
  same_output("enumerator optimum --n 15 --d 1/3 --c 1/2 --json");
}

TEST_CASE(
    "Table IV, the segmentation sweeps and the Monte Carlo runs are the same on 1, 2 and 3 ranks",
    "[slow]") {
  same_output("enumerator montecarlo --n 16 --runs 3000 --cv 1 --seed 5 --json");
  same_output(
      "enumerator segmentations --p 100 --m 18 --alpha 1 --beta 1 --gamma 1/2 --no-list --json");
  same_output(
      "enumerator segmentations --algorithm pipeline --p 7 --m 16 --alpha 1/3 --beta 1 "
      "--gamma 2 --no-list");
  const std::string single = "/tmp/redcheck_distributed_single";
  const std::string split = "/tmp/redcheck_distributed_split";
  std::filesystem::remove_all(single);
  std::filesystem::remove_all(split);
  REQUIRE(run_program("enumerator table lowery-iv --out " + single).status == 0);
  REQUIRE(run_program("enumerator table lowery-iv --out " + split, mpirun_one_thread_per_rank(2))
              .status == 0);
  std::size_t files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(single)) {
    const auto other = std::filesystem::path(split) / entry.path().filename();
    INFO(entry.path());
    REQUIRE(std::filesystem::exists(other));
    CHECK(redcheck::testing::read_file(other.string()) ==
          redcheck::testing::read_file(entry.path().string()));
    ++files;
  }
  CHECK(files > 2);
  std::filesystem::remove_all(single);
  std::filesystem::remove_all(split);
}

TEST_CASE("bad input under mpirun exits 2 with one message", "[slow]") {
  const auto r =
      run_program("enumerator optimum --n 27 --d 1 --c 1", mpirun_one_thread_per_rank(2));
  CHECK(r.status == 2);
  const auto first = r.err.find("is too large to enumerate");
  REQUIRE(first != std::string::npos);
  CHECK(r.err.find("is too large to enumerate", first + 1) == std::string::npos);
}
