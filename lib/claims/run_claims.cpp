#include "claims/run_claims.hpp"

#include "claims/claim_run_wire.hpp"
#include "concurrency/parallel_for.hpp"
#include "distributed/distributed_map.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <new>
#include <numeric>

namespace redcheck {

namespace {

// A claim the time budget stopped before its report.
ClaimRun cut_run(const Claim& claim, const std::string& why) {
  ClaimRun run;
  run.claim = &claim;
  run.cut = true;
  run.budget_spent = true;
  run.report.outcome = Outcome::undecided;
  run.report.covered = why;
  return run;
}

}  // namespace

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
      if (!scope.coverage.empty()) run.coverage = scope.coverage.result();
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
  } catch (const BudgetSpent&) {
    run = cut_run(claim, "its check was under way when the time budget ended");
  } catch (const Cancelled&) {
    throw;  // a stop request ends the whole run, not this claim alone
  } catch (const std::exception& e) {
    run.internal_error = true;
    run.report = ClaimReport{};
    run.report.outcome = Outcome::undecided;
    run.report.covered = "the check stopped on an internal error";
    // std::bad_alloc's what() is its type name: say what it means.
    const bool out_of_memory = dynamic_cast<const std::bad_alloc*>(&e) != nullptr;
    run.report.notes.push_back(
        std::string("internal error: ") +
        (out_of_memory ? "out of memory (its check needed more than this process may use)"
                       : e.what()));
  }
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return run;
}

namespace {

// run_claim between the hooks.
ClaimRun run_hooked(const Claim& claim, const ClaimContexts& contexts, const ClaimRunHooks& hooks,
                    const std::optional<FuzzPlan>& plan = std::nullopt) {
  if (hooks.started) hooks.started(claim);
  ClaimRun run = run_claim(claim, contexts, plan);
  if (hooks.finished) hooks.finished(run);
  return run;
}

// Each model's counters on this rank ({model: counters}).
nlohmann::json counters_here(const ClaimContexts& contexts) {
  nlohmann::json out = nlohmann::json::object();
  for (const auto& [model, context] : contexts) out[model] = context->counters();
  return out;
}

// Every rank's counters of each model merged as ClaimContext::counters says,
// and kept in the contexts for the report.
void merge_counters_of_ranks(const ClaimContexts& contexts) {
  std::vector<nlohmann::json> all;
  for (const std::string& text : rank_group().all_gather(counters_here(contexts).dump())) {
    all.push_back(nlohmann::json::parse(text));
  }
  for (const auto& [model, context] : contexts) {
    nlohmann::json merged = nlohmann::json::object();
    for (const nlohmann::json& of_rank : all) {
      for (const auto& [key, value] : of_rank.at(model).items()) {
        if (value.is_object()) {
          if (!merged.contains(key)) merged[key] = nlohmann::json::object();
          merged[key].update(value);
        } else {
          merged[key] = std::max(merged.value(key, std::uint64_t{0}), value.get<std::uint64_t>());
        }
      }
    }
    context->counters_of_all_ranks = merged;
  }
}

// Under MPI: with at least as many claims as ranks, the claims are split over
// the ranks (each runs its share in parallel); with fewer, every rank runs
// every claim, one at a time, and the claims' own heavy loops split instead
// (one at a time, since each split is a collective).
std::vector<ClaimRun> run_claims_over_ranks(const std::vector<const Claim*>& claims,
                                            const ClaimContexts& contexts,
                                            const ClaimRunHooks& hooks) {
  std::vector<ClaimRun> runs;
  if (claims.size() >= static_cast<std::size_t>(rank_group().size())) {
    runs = distributed_map<ClaimRun>(
        claims.size(), [&](std::size_t k) { return run_hooked(*claims[k], contexts, hooks); },
        claim_run_to_wire,
        [&](const nlohmann::json& wire, std::size_t k) {
          return claim_run_from_wire(wire, *claims[k]);
        });
  } else {
    for (const Claim* claim : claims) runs.push_back(run_hooked(*claim, contexts, hooks));
  }
  merge_counters_of_ranks(contexts);
  return runs;
}

}  // namespace

std::vector<ClaimRun> run_claims(const std::vector<const Claim*>& claims,
                                 const ClaimContexts& contexts, const ClaimRunHooks& hooks,
                                 const std::optional<FuzzSettings>& fuzz) {
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  const int threads = thread_count();
  // The plan of claim k: its own seed, and its share of what is left of the
  // budget when it starts (the claims before it may have taken more or less
  // than theirs: fixed checks and preparation are not cut), never past the
  // end of the whole budget.
  std::atomic<std::size_t> started{0};
  const auto plan_of = [&](const Claim& claim) -> std::optional<FuzzPlan> {
    if (!fuzz) return std::nullopt;
    FuzzPlan plan;
    plan.seed = fuzz_seed_of(fuzz->seed, claim.id);
    plan.runs = fuzz->runs;
    if (fuzz->budget_seconds > 0) {
      const auto seconds = [](double s) {
        return std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(s));
      };
      const auto end = start + seconds(fuzz->budget_seconds);
      const auto now = Clock::now();
      const double left = std::max(0.0, std::chrono::duration<double>(end - now).count());
      // This claim and those after it (each claim is planned once).
      const auto waiting = static_cast<double>(claims.size() - started++);
      const double share = left * std::min(static_cast<double>(threads), waiting) / waiting;
      plan.deadline = std::min(now + seconds(share), end);
      // A quarter of the share per search and turn: few rounds for a claim
      // with one search, and a fair turn for each of several.
      plan.slice = std::max(seconds(share / 4), seconds(0.02));
    }
    return plan;
  };
  if (!fuzz && distributed_now()) {
    return run_claims_over_ranks(claims, contexts, hooks);
  }
  // The end of the budget stops every check, fixed ones too
  // (concurrency/cancellation.hpp); the claims not begun are reported so.
  std::optional<TimeBudget> whole_run;
  if (fuzz && fuzz->budget_seconds > 0) {
    whole_run.emplace();
    whole_run->end = start + std::chrono::duration_cast<Clock::duration>(
                                 std::chrono::duration<double>(fuzz->budget_seconds));
  }
  const auto run_or_skip = [&](const Claim& claim) {
    if (whole_run && whole_run->spent()) {
      ClaimRun skipped = cut_run(claim, "the time budget ended before its turn");
      if (hooks.started) hooks.started(claim);
      if (hooks.finished) hooks.finished(skipped);
      return skipped;
    }
    return run_hooked(claim, contexts, hooks, plan_of(claim));
  };
  // Fuzzing is not split (its time budget is each machine's): every rank
  // fuzzes alike and rank 0 reports, nothing in it split.
  std::optional<LocalOnly> on_every_rank;
  if (rank_group().size() > 1) on_every_rank.emplace();
  std::vector<ClaimRun> runs(claims.size());
  if (claims.size() == 1) {
    // On this thread: the claim's own loops use every core.
    const TimeScope under(whole_run ? &*whole_run : current_time_budget());
    runs[0] = run_or_skip(*claims[0]);
    return runs;
  }
  // One worker per thread takes the next claim in order; the claims' own
  // loops add jobs that idle workers take. run_claim catches everything but a stop request
  // (Cancelled), which parallel_for rethrows. Claims that start first (Claim::starts_first) are
  // taken before the others; the reports stay in the claims' order.
  std::vector<std::size_t> order(claims.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_partition(order.begin(), order.end(),
                        [&](std::size_t k) { return claims[k]->starts_first; });
  std::atomic<std::size_t> next{0};
  parallel_for(static_cast<std::size_t>(thread_count()), [&](std::size_t) {
    // The workers themselves run outside the budget (parallel_for would skip
    // them at its end), each claim under it.
    const TimeScope in_worker(whole_run ? &*whole_run : current_time_budget());
    for (std::size_t taken = next++; taken < claims.size(); taken = next++) {
      if (cancellation_requested()) throw Cancelled();
      const std::size_t k = order[taken];
      runs[k] = run_or_skip(*claims[k]);
    }
  });
  return runs;
}

}  // namespace redcheck
