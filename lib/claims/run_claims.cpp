#include "claims/run_claims.hpp"

#include "concurrency/parallel_for.hpp"

#include <omp.h>

#include <algorithm>
#include <atomic>
#include <chrono>

namespace redcheck {

ClaimRun run_claim(const Claim& claim, const ClaimContexts& contexts,
                   const std::optional<FuzzPlan>& plan) {
  ClaimRun run;
  run.claim = &claim;
  const auto start = std::chrono::steady_clock::now();
  try {
    const auto context = contexts.find(claim.model);
    if (context == contexts.end()) {
      throw InternalError("no context for the claims of the " + claim.model + " model");
    }
    if (plan) {
      FuzzScope scope(*plan);
      run.report = claim.check(*context->second);
      // Under a time budget, rounds until a counterexample or the claim's
      // share is spent (claims/fuzz.hpp).
      while (run.report.outcome != Outcome::refuted && scope.another_round()) {
        run.report = claim.check(*context->second);
      }
      run.fuzz_seed = plan->seed;
      run.fuzzed = scope.searches > 0;
      run.instances = scope.instances;
      run.budget_spent = scope.budget_spent;
      if (!run.fuzzed) {
        run.report.notes.push_back(
            "not fuzzed: its instances are fixed (a published table or list); checked as "
            "verifier check does");
      } else if (run.budget_spent) {
        run.report.notes.push_back("stopped at its share of the time budget");
      }
    } else {
      run.report = claim.check(*context->second);
    }
  } catch (const std::exception& e) {
    run.internal_error = true;
    run.report = ClaimReport{};
    run.report.outcome = Outcome::undecided;
    run.report.covered = "the check stopped on an internal error";
    run.report.notes.push_back(std::string("internal error: ") + e.what());
  }
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return run;
}

std::vector<ClaimRun> run_claims(const std::vector<const Claim*>& claims,
                                 const ClaimContexts& contexts, const ClaimRunHooks& hooks,
                                 const std::optional<FuzzSettings>& fuzz) {
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  const int threads = omp_get_max_threads();
  // The plan of claim k: its own seed, and its share of the budget from
  // when it starts, never past the end of the whole budget.
  const auto plan_of = [&](const Claim& claim) -> std::optional<FuzzPlan> {
    if (!fuzz) return std::nullopt;
    FuzzPlan plan;
    plan.seed = fuzz_seed_of(fuzz->seed, claim.id);
    plan.runs = fuzz->runs;
    if (fuzz->budget_seconds > 0) {
      const auto seconds = [](double s) {
        return std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(s));
      };
      const double share = fuzz->budget_seconds * threads / static_cast<double>(claims.size());
      plan.deadline =
          std::min(Clock::now() + seconds(share), start + seconds(fuzz->budget_seconds));
      // A quarter of the share per search and turn: few rounds for a claim
      // with one search, and a fair turn for each of several.
      plan.slice = std::max(seconds(share / 4), seconds(0.02));
    }
    return plan;
  };
  std::vector<ClaimRun> runs(claims.size());
  // One worker per thread takes the next claim in order (few tasks queued:
  // see parallel_for); the claims' own loops add tasks that idle workers
  // take. run_claim catches everything, so parallel_for rethrows nothing.
  std::atomic<std::size_t> next{0};
  parallel_for(static_cast<std::size_t>(omp_get_max_threads()), [&](std::size_t) {
    for (std::size_t k = next++; k < claims.size(); k = next++) {
      if (hooks.started) hooks.started(*claims[k]);
      runs[k] = run_claim(*claims[k], contexts, plan_of(*claims[k]));
      if (hooks.finished) hooks.finished(runs[k]);
    }
  });
  return runs;
}

}  // namespace redcheck
