#pragma once
// Fuzzing a claim: while a FuzzScope is active on a thread, search() on that
// thread draws random points from the domain's generator instead of walking
// its fixed order, and shrinks a counterexample to a minimal one (RapidCheck's
// generators and shrinking, used as a library: a draw is a Shrinkable, and a
// failing value is replaced by the first of its shrinks that still fails,
// until none does).
//
// Reproducible: draw i of search s of a claim comes from a random source
// keyed by (the claim's seed, s, i) only, so the same seed gives the same
// draws whatever the number of threads; a time budget only cuts the
// sequence short. Sizes cycle 0..100 (RapidCheck's nominal range), so small
// instances come early and often.
//
// Under a time budget a claim runs in rounds: each search draws for one
// slice of time, then the next search gets its slice, and the claim runs
// again, each search going on from where it stopped, until the claim's
// share of the budget is spent. So a claim's second search is not starved
// by its first, and draw i of search s is still draw i of search s: the same
// seed with --runs i+1 finds it again. A draw under way when the claim's
// share ends is stopped there and not counted; a shrink under way then
// stops with the smallest counterexample found so far.

#include "claims/claim.hpp"
#include "claims/coverage.hpp"
#include "concurrency/cancellation.hpp"

#include <rapidcheck/Gen.h>
#include <rapidcheck/Random.h>
#include <rapidcheck/Shrinkable.h>

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace redcheck {

struct FuzzPlan {
  std::uint64_t seed = 0;    ///< the claim's own (fuzz_seed_of)
  std::uint64_t runs = 100;  ///< draws per search
  std::optional<std::chrono::steady_clock::time_point> deadline;
  /// With a deadline: how long one search draws before the next one's turn.
  std::chrono::steady_clock::duration slice = std::chrono::milliseconds(50);
};

/// The seed of one claim's draws, from the run's seed and the claim's id.
std::uint64_t fuzz_seed_of(std::uint64_t seed, const std::string& claim_id);

/// Makes search() on this thread fuzz with `plan` until destroyed. Scopes
/// nest (a claim run inside another's wait restores the outer one).
class FuzzScope {
 public:
  explicit FuzzScope(FuzzPlan plan);
  ~FuzzScope();
  FuzzScope(const FuzzScope&) = delete;
  FuzzScope& operator=(const FuzzScope&) = delete;

  /// The scope active on this thread, or nullptr (search() walks in order).
  static FuzzScope* active();

  const FuzzPlan& plan() const { return plan_; }
  /// Starts the claim's next search: its index, and where its draws go on.
  std::size_t begin_search();
  /// Draws made so far by search `search` (its next draw's index).
  std::uint64_t& cursor(std::size_t search) { return cursors_[search]; }
  /// The random source of draw `draw` of search `search`.
  rc::Random source(std::size_t search, std::uint64_t draw) const;
  /// When the current search must yield: the end of its slice or the deadline.
  bool slice_over() const;
  bool out_of_time() const;
  /// What a draw under way runs under: the claim's deadline (within the
  /// whole run's budget), where it stops uncounted (concurrency/cancellation.hpp).
  const TimeBudget* draw_budget() const;

  /// Starts another round of the claim; false when there is nothing more to
  /// draw (no deadline, out of time, every search at --runs, or the last
  /// round drew nothing).
  bool another_round();
  /// A search left its slice with draws left (fuzz_search): if no round
  /// resumes it, it stopped at the budget.
  void yielded() { yielded_ = true; }

  std::uint64_t searches = 0;   ///< searches run so far in this scope
  std::uint64_t instances = 0;  ///< points drawn, over every search
  bool budget_spent = false;    ///< a search stopped at the deadline
  CoverageTally coverage;       ///< what the searches drew, where their domains say

 private:
  FuzzPlan plan_;
  FuzzScope* outer_;
  std::vector<std::uint64_t> cursors_;  ///< per search of the claim
  std::size_t in_round_ = 0;            ///< searches begun in this round
  std::uint64_t instances_before_round_ = 0;
  bool yielded_ = false;  ///< a search of this round left its slice with draws left
  std::chrono::steady_clock::time_point slice_end_;
  TimeBudget draw_end_;
};

/// Draw i's size: 0..100 in turn.
int fuzz_size(std::uint64_t draw);

}  // namespace redcheck
