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

namespace {

// Works for `seconds`, looking at the clock as long loops do.
void busy_for(double seconds) {
  const auto until = std::chrono::steady_clock::now() +
                     std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                         std::chrono::duration<double>(seconds));
  while (std::chrono::steady_clock::now() < until) check_cancelled();
}

// A claim whose instances are fixed and whose check takes 20 s.
Claim slow_fixed(const std::string& id) {
  Claim claim;
  claim.id = id;
  claim.model = "none";
  claim.check = [](ClaimContext&) {
    busy_for(20);
    return ClaimReport{};
  };
  return claim;
}

// A fuzzed claim whose every draw takes 20 s.
Claim slow_draws() {
  Claim claim;
  claim.id = "test.slow-draws";
  claim.model = "none";
  claim.check = [](ClaimContext&) {
    return search<int>(numbers(), [](const int&) -> std::optional<Counterexample> {
      busy_for(20);
      return std::nullopt;
    });
  };
  return claim;
}

}  // namespace

TEST_CASE("the end of a time budget stops fixed checks and draws under way") {
  // Before, a fixed check ran in full and a draw under way to its end, past
  // any budget: `verifier fuzz --time-budget 5` took 11.7 s.
  NoContext context;
  const ClaimContexts contexts{{"none", &context}};
  const Claim first = slow_fixed("test.slow-fixed.1"), second = slow_fixed("test.slow-fixed.2"),
              third = slow_fixed("test.slow-fixed.3"), draws = slow_draws();
  FuzzSettings settings;
  settings.seed = 1;
  settings.runs = 1'000'000;
  settings.budget_seconds = 0.3;
  const auto start = std::chrono::steady_clock::now();
  const auto runs = run_claims({&draws, &first, &second, &third}, contexts, {}, settings);
  const double took =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  CHECK(took < 5);  // not 20 s a claim
  REQUIRE(runs.size() == 4);
  // The draw under way is not counted, and no report says it holds.
  CHECK(runs[0].budget_spent);
  CHECK(runs[0].instances == 0);
  CHECK(runs[0].report.outcome == Outcome::undecided);
  // Each fixed check is not finished, begun or not: undecided, said so.
  for (std::size_t k = 1; k < runs.size(); ++k) {
    CHECK(runs[k].cut);
    CHECK(runs[k].report.outcome == Outcome::undecided);
    CHECK_FALSE(runs[k].internal_error);
  }
}
