#pragma once
// The two strategies of Canon & Antoniu, Section 7.3: Algorithm 1 run on
// modified costs to choose the tree, which is then timed with the true costs
// by Proposition 3.
//
// - Binomial strategy: Algorithm 1 with min(d, c) set to 0. Algorithm 1 only
//   depends on d + c and max(d, c), so which cost is zeroed when d = c does not
//   matter; the tree is that of costs (1, 0) whenever max(d, c) > 0.
// - Fibonacci strategy: Algorithm 1 with d = c (we use d = c = 1; any positive
//   equal value gives the same run up to scale).
// With max(d, c) = 0 both use costs (1, 0) and (1, 1) as above.

#include "models/overlap/greedy.hpp"
#include "models/overlap/model.hpp"
#include "schedule/schedule.hpp"

#include <string>
#include <vector>

namespace redcheck {

enum class Strategy { binomial, fibonacci };

std::string to_string(Strategy strategy);

/// Costs on which the strategy runs Algorithm 1.
OverlapModel strategy_costs(Strategy strategy);

/// The tree the strategy chooses for n machines.
ReductionTree strategy_tree(Strategy strategy, int n, TieBreak rule);

/// Proposition 3 makespans of every prefix of the strategy's tree on `total`
/// machines (index n: the first n machines, the tree the strategy builds for
/// n), timed with `truth`, in the fastest exact number type (a tree's
/// makespan is at most the sum of its durations, (N - 1)(d + c)).
std::vector<Time> strategy_prefix_lengths(Strategy strategy, TieBreak rule, int total,
                                          const OverlapModel& truth);

/// The strategy's schedule: its tree timed by Proposition 3 under `model`.
Schedule strategy_schedule(Strategy strategy, int n, const OverlapModel& model, TieBreak rule);

}  // namespace redcheck
