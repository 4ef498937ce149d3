// A model that exists only in the tests (support/toy_model) plugs into the
// same enumerator and verifier with one registration line
// (toy_programs/toy_*.cpp), and every program serves it.

#include "support/read_file.hpp"
#include "support/run_program.hpp"

#include <filesystem>

using redcheck::testing::run_json;
using redcheck::testing::run_program;

TEST_CASE("a model registered outside the library is served by every program") {
  const auto models = run_json("toy_enumerator models --json");
  REQUIRE(models["models"].size() == 5);  // the four built-in models, then the toy
  const auto& rounds = models["models"].back();
  CHECK(rounds["name"] == "rounds");
  CHECK(rounds["algorithms"].size() == 3);
  CHECK(rounds["domain_options"][0]["flag"] == "--rounds-n-max");

  const auto s = run_json(
      "toy_enumerator schedule --model rounds --algorithm pairwise --n 8 --round 1/2 --json");
  CHECK(s["makespan"] == "3/2");  // ceil(log2 8) rounds of 1/2
  CHECK(s["instance"]["round"] == "1/2");
  CHECK(s["timeline"]["transfers"].size() == 7);

  const auto o = run_json("toy_enumerator optimum --model rounds --n 6 --round 1 --json");
  CHECK(o["optimum"] == "3");
  CHECK(o["shapes"] == 42);  // Catalan(5) ordered trees

  const auto dir = std::filesystem::temp_directory_path() / "redcheck_toy_table";
  const auto t = run_json("toy_enumerator table toy-rounds --json --out " + dir.string());
  CHECK(redcheck::testing::read_file((dir / "toy_rounds.csv").string())
            .rfind("n,optimum,pairwise", 0) == 0);
  std::filesystem::remove_all(dir);

  const auto v =
      run_json("toy_verifier check --json --claim toy.rounds.pairwise-optimal --rounds-n-max 7");
  CHECK(v["claims"][0]["outcome"] == "holds");
  CHECK(v["domains"]["rounds"]["rounds_n_max"] == 7);
}

TEST_CASE("the toy model's options are its own: another model's are refused, naming it") {
  const auto r =
      run_program("toy_enumerator schedule --model rounds --algorithm star --n 4 --round 1 --d 1");
  CHECK(r.status == 2);
  CHECK(r.err.find("--d is an option of the overlap model") != std::string::npos);
}

TEST_CASE("a check that breaks a library precondition is an internal error, not bad input") {
  // The claim calls ReductionTree::from_brackets("("), which throws InputError:
  // a bug of the check, so status 1 and "internal error", never status 2.
  const auto r = run_program("toy_verifier check --json --claim toy.rounds.broken-precondition");
  CHECK(r.status == 1);
  CHECK(r.err.find("internal error") != std::string::npos);
  const auto j = nlohmann::json::parse(r.out);
  CHECK(j["claims"][0]["outcome"] == "undecided");
  CHECK(j["summary"]["internal_errors"] == 1);
}
