#pragma once
// Running a selection of claims, each in the context of its model.

#include "claims/claim.hpp"
#include "claims/fuzz.hpp"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace redcheck {

struct ClaimRun {
  const Claim* claim = nullptr;
  ClaimReport report;
  double seconds = 0;
  bool internal_error = false;  ///< the check stopped on a bug of the toolkit
  // When fuzzing:
  bool fuzzed = false;          ///< its searches drew random points
  std::uint64_t fuzz_seed = 0;  ///< the claim's own seed (fuzz_seed_of)
  std::uint64_t instances = 0;  ///< points drawn over its searches
  bool budget_spent = false;    ///< a search stopped at the time budget
  /// The time budget ended before its check finished (or began): no report.
  bool cut = false;
  /// What its searches drew, variable by variable, where the domains name
  /// their coordinates.
  std::optional<Coverage> coverage;
  /// The outcome expected: a claim expected to hold or be refuted is
  /// undecided at no point; one declared undecided is as expected unless
  /// refuted.
  bool as_expected() const {
    return claim->expected == Outcome::undecided ? report.outcome != Outcome::refuted
                                                 : report.outcome == claim->expected;
  }
};

/// The context of each model whose claims run (model name -> context).
using ClaimContexts = std::map<std::string, ClaimContext*>;

/// How to fuzz the claims instead of walking their domains (claims/fuzz.hpp).
struct FuzzSettings {
  std::uint64_t seed = 0;
  std::uint64_t runs = 100;  ///< draws per search
  /// Wall-clock budget of the whole run: each claim gets an equal share of
  /// the threads' time, a draw stops at its claim's share, and every check
  /// (fixed ones included) stops at the end of the budget (0: none).
  double budget_seconds = 0;
};

/// Called when a claim starts and when it ends, from any thread (may be empty).
struct ClaimRunHooks {
  std::function<void(const Claim&)> started;
  std::function<void(const ClaimRun&)> finished;
};

/// Runs each claim's check in its model's context, the claims in parallel
/// (jobs of the thread pool, so a claim's own parallel loops share the cores), and
/// returns the runs in the order given: the report does not depend on the
/// number of threads. The contexts are shared, so their caches are
/// thread-safe. The domain was checked when the contexts were made, so
/// anything a check throws (InputError included) is a bug of the toolkit:
/// the claim's outcome becomes undecided, `internal_error` is set and the
/// error is noted.
/// With `fuzz`, each claim's searches draw random points (a claim without a
/// search checks its fixed instances as without).
std::vector<ClaimRun> run_claims(const std::vector<const Claim*>& claims,
                                 const ClaimContexts& contexts, const ClaimRunHooks& hooks = {},
                                 const std::optional<FuzzSettings>& fuzz = std::nullopt);

/// One claim's run (what run_claims does for each), fuzzed by `plan` if given.
ClaimRun run_claim(const Claim& claim, const ClaimContexts& contexts,
                   const std::optional<FuzzPlan>& plan = std::nullopt);

}  // namespace redcheck
