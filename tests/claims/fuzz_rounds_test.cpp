// Under a time budget a claim's searches take turns (claims/fuzz.hpp): a
// counterexample in its second search is found even when its first search
// alone could spend the whole share; and a draw keeps its index across
// rounds, so --runs index+1 finds it again.

#include "claims/domain.hpp"
#include "claims/run_claims.hpp"
#include "support/no_context.hpp"

#include <catch2/catch.hpp>

#include <chrono>

using namespace redcheck;
using redcheck::testing::NoContext;

namespace {

Domain<int> numbers() {
  return Domain<int>(
      "k = 0..999",
      [](const Domain<int>::Visit& visit) {
        for (int k = 0; k < 1000; ++k) {
          if (!visit(k)) return false;
        }
        return true;
      },
      [](Random& r) { return std::uniform_int_distribution<int>(0, 999)(r); });
}

// Search 1 holds everywhere and is slow; search 2 fails at k >= 900.
Claim two_searches() {
  Claim claim;
  claim.id = "test.two-searches";
  claim.model = "none";
  claim.check = [](ClaimContext&) {
    const auto first = search<int>(numbers(), [](const int&) -> std::optional<Counterexample> {
      const auto until = std::chrono::steady_clock::now() + std::chrono::microseconds(200);
      while (std::chrono::steady_clock::now() < until) {
      }
      return std::nullopt;
    });
    if (first.outcome == Outcome::refuted) return first;
    return search<int>(numbers(), [](const int& k) -> std::optional<Counterexample> {
      if (k < 900) return std::nullopt;
      return Counterexample{"k = " + std::to_string(k), {{"k", k}}, ""};
    });
  };
  return claim;
}

}  // namespace

TEST_CASE("a claim's second search gets its turn under a time budget") {
  NoContext context;
  const ClaimContexts contexts{{"none", &context}};
  const Claim claim = two_searches();
  FuzzPlan plan;
  plan.seed = 5;
  plan.runs = 1'000'000'000;
  plan.deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  plan.slice = std::chrono::milliseconds(20);
  const ClaimRun run = run_claim(claim, contexts, plan);
  REQUIRE(run.report.outcome == Outcome::refuted);
  REQUIRE(run.report.found_by_fuzzing);
  const std::uint64_t draw = run.report.found_by_fuzzing->draw;

  // Without a budget, draw+1 runs per search reach the same draw.
  FuzzPlan again;
  again.seed = 5;
  again.runs = draw + 1;
  const ClaimRun replay = run_claim(claim, contexts, again);
  REQUIRE(replay.report.outcome == Outcome::refuted);
  CHECK(replay.report.found_by_fuzzing->draw == draw);
  CHECK(replay.report.counterexample->instance == run.report.counterexample->instance);
}
