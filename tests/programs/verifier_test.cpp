// verifier as a script sees it: JSON fields, each model's domain options,
// and internal errors told apart from bad input.

#include "support/run_program.hpp"

using redcheck::testing::run_json;
using redcheck::testing::run_program;

TEST_CASE("verifier list and check speak JSON") {
  const auto list = run_json("verifier list --json");
  // 181 run by default; the 3 certificate claims and Figure 4's part of the
  // Bernoulli remark (two readings) run on request.
  CHECK(list["claims"].size() == 186);
  int on_request = 0;
  for (const auto& c : list["claims"]) on_request += c["on_request"].get<bool>() ? 1 : 0;
  CHECK(on_request == 5);
  CHECK(list["claims"][0]["model"] == "overlap");
  // Every claim names its statement and kind; every statement its expected verdict.
  CHECK(list["statements"].size() == 137);
  CHECK(list["claims"][0]["statement"] == "canon2012:sec3.1.single-machine");
  CHECK(list["claims"][0]["kind"] == "literal");
  CHECK(list["statements"][0]["expected_verdict"] == "holds");
  const auto j =
      run_json("verifier check --json --claim canon2012.thm4 --claim canon2012.prop2 --n-max 8");
  REQUIRE(j["claims"].size() == 2);
  CHECK(j["claims"][0]["id"] == "canon2012.thm4");
  CHECK(j["claims"][0]["outcome"] == "holds");
  CHECK(j["claims"][0]["expected"] == "holds");
  CHECK(j["claims"][1]["outcome"] == "refuted");
  CHECK(j["claims"][1]["counterexample"]["replay"].get<std::string>().rfind("enumerator", 0) == 0);
  CHECK(j["domains"]["overlap"]["n_max"] == 8);
  CHECK(j["summary"]["internal_errors"] == 0);
  // The statements the claims read, each with its verdict, first in the summary.
  REQUIRE(j["statements"].size() == 2);
  CHECK(j["statements"][0]["id"] == "canon2012:thm4");
  CHECK(j["statements"][0]["verdict"] == "holds");
  CHECK(j["statements"][1]["id"] == "canon2012:prop2");
  CHECK(j["statements"][1]["verdict"] == "false");
  CHECK(j["statements"][1]["form"] == "for all");
  CHECK(j["statements"][1]["readings"].size() == 2);
  CHECK(j["claims"][1]["statement"] == "canon2012:prop2");
  CHECK(j["claims"][1]["kind"] == "literal");
  CHECK(j["summary"]["statements"] == 2);
  CHECK(j["summary"]["statement_verdicts"]["false"] == 1);
  CHECK(j["summary"]["statement_verdicts"]["holds"] == 1);
}

TEST_CASE("verifier check takes a statement's id and runs its readings") {
  const auto j = run_json("verifier check --json --claim canon2012:thm14 --n-max 6");
  REQUIRE(j["claims"].size() == 2);
  CHECK(j["claims"][0]["id"] == "canon2012.thm14.positive-costs");
  CHECK(j["claims"][1]["id"] == "canon2012.thm14");
  REQUIRE(j["statements"].size() == 1);
  CHECK(j["statements"][0]["verdict"] == "false only at excluded points");
  CHECK(j["statements"][0]["assumptions"].size() == 2);
  CHECK(j["statements"][0]["findings"][0].get<std::string>().find(
            "fails at a point the assumptions exclude") != std::string::npos);
}

TEST_CASE("the segmented claims obey the segmented domain options") {
  const auto j = run_json(
      "verifier check --json --claim lowery2013.sec6b.bi-greedy --claim lowery2013.thm5 "
      "--p-max 5 --q-max 2 --alpha-values 0,2 --gamma-values 1/2");
  REQUIRE(j["claims"].size() == 2);
  // bi-greedy: p = 2..5, q = 1..2, two alphas, one gamma.
  CHECK(j["claims"][0]["domain_covered"].get<std::string>().rfind("16 instances: p = 2..5", 0) ==
        0);
  // Theorem 5's search: p up to min(6, 5), q up to min(3, 2), sizes in {1, 2}.
  CHECK(j["claims"][1]["domain_covered"].get<std::string>().find("p = 2..5, q = 1..2") !=
        std::string::npos);
  CHECK(j["domains"]["segmented"]["p_max"] == 5);
  // A domain with no instance decides nothing: undecided, an unexpected outcome.
  const auto none =
      run_program("verifier check --json --claim lowery2013.table1.pipeline.upper-bound --p-max 3");
  CHECK(none.status == 1);
  const auto claim = nlohmann::json::parse(none.out)["claims"][0];
  CHECK(claim["outcome"] == "undecided");
  CHECK(claim["domain_covered"].get<std::string>().rfind("no instance in the domain", 0) == 0);
}

// 1 s here, 51 s under the sanitizers (the widest searches at -O0): [slow].
TEST_CASE("every accepted search limit gives the segmented searches a domain they answer",
          "[slow]") {
  // The claims whose domains the exhaustive searches bound, at the largest
  // --search-p-max and --search-q-max accepted: none stops on an internal
  // error (the two-port search refused q = 5 at p = 6 before its claims were
  // capped at its reach), each outcome the expected one.
  const std::string claims =
      " --claim lowery2013:table2.reduce.latency --claim lowery2013:table2.reduce.bandwidth"
      " --claim lowery2013:table2.reduce.computation --claim lowery2013:table2.bandwidth-rationale"
      " --claim lowery2013:sec3.reversed-broadcast --claim lowery2013:sec3.reversed-broadcast.gamma"
      " --claim lowery2013.sec6b.bi-greedy-optimal"
      " --claim lowery2013.sec6b.bi-greedy-optimal.equal-segments"
      " --claim lowery2013.fig6.reference-lower-bound --claim lowery2013.fig3.out-of-order";
  const auto widest =
      run_program("verifier check --json --search-p-max 8 --search-q-max 4" + claims);
  CHECK(widest.status == 0);
  const auto j = nlohmann::json::parse(widest.out);
  CHECK(j["summary"]["internal_errors"] == 0);
  CHECK(j["summary"]["unexpected"] == 0);
  CHECK(j["claims"].size() == 13);
  for (const auto& c : j["claims"]) {
    INFO(c["id"].get<std::string>());
    const auto covered = c["domain_covered"].get<std::string>();
    CHECK(covered.find("internal error") == std::string::npos);
    if (c["id"].get<std::string>().rfind("lowery2013.sec3.", 0) == 0) {
      CHECK(covered.find("q = 1..5 (q <= 4 at p = 6, q <= 4 at p = 7, q <= 4 at p = 8: the "
                         "two-port search's reach)") != std::string::npos);
    }
  }
  // Without the options each claim keeps its own limits: Table II's to p = 8,
  // m = 4; Theorem 5's to p = 6, q = 3.
  const auto own = run_json(
      "verifier check --json --claim lowery2013.table2.reduce.latency --claim lowery2013.thm5");
  CHECK(own["claims"][0]["domain_covered"].get<std::string>().find("p = 2..8, m = 1..4") !=
        std::string::npos);
  CHECK(own["claims"][1]["domain_covered"].get<std::string>().find("p = 2..6, q = 1..3") !=
        std::string::npos);
  CHECK(own["domains"]["segmented"]["search_p_max"] == "each claim's own");
}

TEST_CASE("a --p-max below every p of a figure's grid decides nothing, without a crash") {
  // Figures 1 and 5 (and the abstract's gain, on Figure 5's grid) take powers
  // of two from 4: below, their grids are empty (a crash there until
  // 2026-12-02, the largest p read from an empty list).
  for (const char* p_max : {"1", "3"}) {
    INFO("--p-max " << p_max);
    const auto run = run_program(std::string("verifier check --json --p-max ") + p_max +
                                 " --claim lowery2013:fig1.regions"
                                 " --claim lowery2013:abstract.about-50-percent"
                                 " --claim lowery2013:fig5.region-widens");
    CHECK(run.status == 1);  // undecided where an outcome was expected
    const auto j = nlohmann::json::parse(run.out);
    CHECK(j["summary"]["internal_errors"] == 0);
    CHECK(j["claims"].size() == 6);
    for (const auto& c : j["claims"]) {
      INFO(c["id"].get<std::string>());
      CHECK(c["outcome"] == "undecided");
      CHECK(c["domain_covered"].get<std::string>().rfind("no instance in the domain", 0) == 0);
    }
  }
}

TEST_CASE("overlap claims whose own n does not follow --n-max still run below it") {
  // Section 6.1's remark (n to --limited-n-max) and the Fibonacci strategy at
  // n = 1 and 2 read the unlimited optimum beyond --n-max 1 (an internal
  // error there until 2026-12-02, the optima listed to --n-max only).
  const auto j = run_json(
      "verifier check --json --n-max 1 --claim canon2012.sec6.1.one-port --claim "
      "canon2012.thm19.small-n");
  CHECK(j["summary"]["internal_errors"] == 0);
  REQUIRE(j["claims"].size() == 2);
  for (const auto& c : j["claims"]) {
    INFO(c["id"].get<std::string>());
    CHECK(c["outcome"] == "holds");
  }
}

TEST_CASE("a --mc-cv-max below Figure 3's CV 0.3 decides nothing, without a crash") {
  // Section 4's stable methods compare the mean at CV 0.3 with the smallest
  // CV's (a crash below 0.3 until 2026-12-02: no point there).
  for (const char* cv : {"0.01", "0.2"}) {
    INFO("--mc-cv-max " << cv);
    const auto run = run_program(std::string("verifier check --json --mc-cv-max ") + cv +
                                 " --claim benoit2013.sec4.stable-methods");
    CHECK(run.status == 1);
    const auto j = nlohmann::json::parse(run.out);
    CHECK(j["summary"]["internal_errors"] == 0);
    REQUIRE(j["claims"].size() == 1);
    CHECK(j["claims"][0]["outcome"] == "undecided");
    CHECK(j["claims"][0]["domain_covered"].get<std::string>().rfind("no instance in the domain",
                                                                    0) == 0);
  }
}

TEST_CASE("every domain option at its smallest accepted value: no crash, no internal error",
          "[slow]") {
  // Each model's claims on the smallest domains the options accept (7 s):
  // empty grids and lists read past their end are what this finds (four such
  // until 2026-12-02: --p-max 1..3, --n-max 1..3, --mc-cv-max below 0.3). An
  // empty domain decides nothing: undecided, exit status 1, never a crash.
  const auto run = run_program(
      "verifier check --json --p-max 1 --q-max 1 --search-p-max 1 --search-q-max 1 --n-max 1 "
      "--exhaustive-n-max 1 --tree-n-max 1 --family-n-max 1 --limited-n-max 1 "
      "--conjecture-n-max 2 --costs 0 --tie-breaks lowest --hetero-n-max 2 "
      "--hetero-random-n-max 2 --hetero-draws 1 --markov-n-max 1 --mc-runs 100 "
      "--mc-cv-max 0.01 --steady-state-seeds 1");
  INFO(run.err.substr(0, 2000));
  CHECK(run.status == 1);
  const auto j = nlohmann::json::parse(run.out);
  CHECK(j["summary"]["internal_errors"] == 0);
  CHECK(j["claims"].size() == 181);
}

TEST_CASE("a domain cut short names no instance it does not have") {
  // lowery2013.sec3.reversed-broadcast.gamma notes its first instance with
  // p >= 3; with the search's p cut to 2 or 1 there is none, and until
  // 2026-12-06 the note printed an empty std::optional's bytes ("p = 0,
  // alpha = 0/0", a replay command that cannot run; a crash when built
  // with clang).
  for (const char* p_max : {"2", "1"}) {
    const auto j = run_json(
        "verifier check --json --claim lowery2013.sec3.reversed-broadcast.gamma --search-p-max " +
        std::string(p_max));
    INFO(j.dump());
    const auto& claim = j["claims"][0];
    CHECK(claim["outcome"] == "undecided");
    CHECK(claim["as_expected"] == true);
    for (const auto& note : claim["notes"]) {
      CHECK(note.get<std::string>().find("p = 0") == std::string::npos);
      CHECK(note.get<std::string>().find("0/0") == std::string::npos);
    }
  }
}

TEST_CASE("verifier checks and fuzzes the claims of a file like built-in claims") {
  const std::string file =
      std::string(REDCHECK_SOURCE_DIR) + "/examples/claims-file/conjectures.json";
  const auto check = run_json("verifier check --json --claims-file " + file);
  REQUIRE(check["claims"].size() == 4);
  CHECK(check["summary"]["unexpected"] == 0);
  CHECK(check["claims"][2]["id"] == "file.optimum-log-bound");
  CHECK(check["claims"][2]["outcome"] == "refuted");
  CHECK(check["claims"][2]["counterexample"]["instance"]["n"] == "3");
  const auto fuzz = run_program("verifier fuzz --seed 2 --runs 40 --claims-file " + file +
                                " --claim file.greedy-is-optimal --claim file.optimum-log-bound");
  CHECK(fuzz.status == 0);
  CHECK(fuzz.out.find("--claims-file " + file) != std::string::npos);  // found again by
}
