// The toolkit's statements: every claim reads one, their ids stay apart
// from the claims', and the verdict each statement gets from its readings'
// expected outcomes is the one docs/coverage.md defends (the 39 refutations
// of main aab1a08 re-judged, ../shared/audit/refutations-review.md).

#include "claims/statement_runs.hpp"
#include "models/registry.hpp"

#include <catch2/catch.hpp>

#include <map>
#include <set>

using namespace redcheck;

namespace {

const Statement& statement_of(const std::string& claim_id) {
  for (const Claim& c : builtin_models().claims()) {
    if (c.id == claim_id) {
      REQUIRE(c.reads);
      return *c.reads;
    }
  }
  FAIL("no claim " << claim_id);
  throw;
}

std::string expected_verdict_of(const std::string& claim_id) {
  return to_string(expected_verdict(statement_of(claim_id), builtin_models().claims()).verdict);
}

}  // namespace

TEST_CASE("every built-in claim reads one statement, whose id is no claim's") {
  const ModelRegistry& r = builtin_models();
  std::set<std::string> claim_ids, statement_ids;
  for (const Claim& c : r.claims()) claim_ids.insert(c.id);
  for (const auto& st : r.statements()) {
    CHECK(statement_ids.insert(st->id).second);
    CHECK_FALSE(claim_ids.count(st->id));
    CHECK(st->id.find(':') != std::string::npos);
  }
  for (const Claim& c : r.claims()) {
    REQUIRE(c.reads);
    CHECK(c.reads->reading(c.id) != nullptr);
    CHECK(c.as_reading().on_request == c.on_request);
  }
}

TEST_CASE("a statement id selects its readings, a claim id its claim") {
  const auto readings = builtin_models().select_claims({"canon2012:prop8"});
  std::vector<std::string> ids;
  for (const Claim* c : readings) ids.push_back(c->id);
  CHECK(ids == std::vector<std::string>{"canon2012.prop8", "canon2012.prop8.corrected",
                                        "canon2012.prop8.beyond"});
  CHECK(builtin_models().select_claims({"canon2012.prop8"}).size() == 1);
  // Naming both does not run a reading twice.
  CHECK(builtin_models().select_claims({"canon2012.prop8", "canon2012:prop8"}).size() == 3);
  CHECK_THROWS_WITH(builtin_models().select_claims({"canon2012:nope"}),
                    Catch::Contains("neither a claim (a reading) nor a statement"));
}

TEST_CASE("the 39 refutations of aab1a08 get the statement verdicts defended in the docs") {
  // Each claim refuted at aab1a08, and the verdict of the statement it reads.
  const std::map<std::string, std::string> decided{
      {"canon2012.prop2", "false"},
      {"canon2012.prop8", "false"},
      {"canon2012.prop8.beyond", "false"},
      {"canon2012.cor11", "false"},
      {"canon2012.thm14", "false only at excluded points"},
      {"canon2012.thm14.corollary", "false only at excluded points"},
      {"canon2012.thm17", "false only at excluded points"},
      {"canon2012.sec7.3.conjecture.binomial", "false"},
      {"canon2012.sec7.3.conjecture.fibonacci", "depends on the reading"},
      {"canon2012.sec7.3.strategies.tie-breaking", "not decided"},  // a definition
      {"canon2012.thm19.fibonacci-bound", "false only at excluded points"},
      {"lowery2013.table1.pipeline", "depends on the reading"},
      {"lowery2013.table1.binary", "depends on the reading"},
      {"lowery2013.table2.reduce.bandwidth", "depends on the reading"},
      {"lowery2013.table2.bandwidth-rationale", "depends on the reading"},
      {"lowery2013.table2.pipeline", "depends on the reading"},
      {"lowery2013.table2.binary", "false"},
      {"lowery2013.sec4a.bidirectional-factor-2", "holds"},
      {"lowery2013.table3.binary", "false"},
      {"lowery2013.table1.binary.s-opt", "false"},
      {"lowery2013.table3.binary.s-opt", "depends on the reading"},
      {"lowery2013.sec3.reversed-broadcast.gamma", "no witness on the domain"},
      {"lowery2013.sec6b.bi-greedy-optimal", "holds"},
      {"lowery2013.table3.butterfly.lower-bound.whole-elimination", "holds"},
      {"lowery2013.fig7.below-5.formula", "holds"},
      {"lowery2013.fig4.binomial-small", "holds"},
      {"lowery2013.fig4.up-to-50-percent", "holds"},
      {"lowery2013.abstract.about-50-percent", "holds"},
      {"lowery2013.fig5.region-widens.schedules", "holds"},
      {"lowery2013.fig6.medium-gain", "depends on the reading"},
      {"benoit2013.thm2.proof-underbrace", "false"},
      {"benoit2013.sec3.mean", "false"},
      {"benoit2013.sec3.memoryless.tree-dyn", "depends on the reading"},
      {"benoit2013.sec3.memoryless.non-commutative", "holds"},
      {"benoit2013.sec4.fibonacci-beats-tree-dyn", "holds"},
      {"benoit2013.sec4.figure4a-symmetric", "depends on the reading"},
      {"benoit2013.sec4.figure4b-transition", "holds"},
      {"benoit2013.sec4.bernoulli-concurs", "holds"},
      {"benoit2013.sec4.bernoulli-concurs.figure4", "not decided"},  // no fair reading
  };
  CHECK(decided.size() == 39);
  for (const auto& [claim, verdict] : decided) {
    INFO(claim);
    CHECK(expected_verdict_of(claim) == verdict);
  }
}

TEST_CASE("exactly nine statements of the papers are false as printed") {
  std::set<std::string> false_ones;
  for (const auto& st : builtin_models().statements()) {
    if (st->origin != StatementOrigin::paper) continue;
    if (expected_verdict(*st, builtin_models().claims()).verdict == Verdict::false_as_printed) {
      false_ones.insert(st->id);
    }
  }
  CHECK(false_ones ==
        std::set<std::string>{"canon2012:prop2", "canon2012:prop8", "canon2012:cor11",
                              "canon2012:sec7.3.conjecture.binomial", "lowery2013:table2.binary",
                              "lowery2013:table3.binary", "lowery2013:table1.binary.s-opt",
                              "benoit2013:thm2.proof-underbrace", "benoit2013:sec3.mean"});
}

TEST_CASE("a false statement's readings are all fair readings refuted inside its assumptions") {
  for (const auto& st : builtin_models().statements()) {
    if (expected_verdict(*st, builtin_models().claims()).verdict != Verdict::false_as_printed) {
      continue;
    }
    INFO(st->id);
    int fair = 0;
    for (const Reading& r : st->readings) {
      if (!is_fair(r.kind) || r.beyond_assumptions) continue;
      ++fair;
      for (const Claim& c : builtin_models().claims()) {
        if (c.id == r.claim_id) CHECK(c.expected == Outcome::refuted);
      }
    }
    CHECK(fair >= 1);
  }
}

TEST_CASE("the toolkit's own statements are not counted as the papers'") {
  for (const auto& st : builtin_models().statements()) {
    if (st->id.find("optimum-certified") != std::string::npos) {
      CHECK(st->origin == StatementOrigin::toolkit);
    } else {
      CHECK(st->origin == StatementOrigin::paper);
    }
  }
}
