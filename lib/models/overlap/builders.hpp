#pragma once
// Every builder of the overlap model, by typed id (names are read only at the
// command line). Each returns an explicit schedule; the validator computes
// its makespan.
//
//   greedy              Algorithm 1 (literal schedule from its own dates)
//   binomial-strategy   Section 7.3, timed by Proposition 3
//   fibonacci-strategy  Section 7.3, timed by Proposition 3
//   binomial-tree       Definition 12 of order k (2^k machines)
//   fibonacci-tree      Definition 15 of order k (F_{k+2} machines)
//   star                one sink receiving from n - 1 machines
//   chain               machine i sends to i - 1
//   tree                a given tree (nested parentheses or receivers)
//   greedy-limited-transfers  Algorithm 2 (Section 6.1), K transfers at once
//   greedy-limited-reducers   Algorithm 3 (Section 6.2), K reducers
// Trees are timed by Proposition 3 (arrival by readiness) unless the request
// asks for the tree's own arrival order. In the no-overlap variant the greedy
// runs on costs (0, d + c), of which that variant is the sub-case (Section
// 3.1), and every tree is timed by the no-overlap rules.

#include "models/overlap/greedy.hpp"
#include "models/overlap/model.hpp"
#include "models/overlap/tree_timing.hpp"
#include "schedule/schedule.hpp"

#include <optional>
#include <string>
#include <vector>

namespace redcheck {

enum class OverlapBuilder {
  greedy,
  binomial_strategy,
  fibonacci_strategy,
  binomial_tree,
  fibonacci_tree,
  star,
  chain,
  tree,
  greedy_limited_transfers,
  greedy_limited_reducers
};

/// "greedy", "binomial-strategy", ..., "tree".
std::string to_string(OverlapBuilder builder);

/// Largest number of machines a builder accepts.
inline constexpr int max_machines = 10'000'000;

struct BuildRequest {
  OverlapBuilder algorithm = OverlapBuilder::greedy;
  int n = 0;                 ///< machines (not for the tree families nor "tree")
  std::optional<int> order;  ///< binomial-tree, fibonacci-tree
  TieBreak tie_break = TieBreak::lowest_index;
  std::optional<ReductionTree> tree;  ///< algorithm "tree"
  ArrivalOrder arrival = ArrivalOrder::by_ready_time;
  std::optional<int> k;  ///< the K of Algorithms 2 and 3
};

struct OverlapBuilt {
  Schedule schedule;
  std::optional<Time> own_length;  ///< the algorithm's own bookkeeping, when it has one
};

/// Builds the requested schedule. Throws InputError on a missing or
/// out-of-range parameter, naming it.
OverlapBuilt build_schedule(const BuildRequest& request, const OverlapModel& model);

}  // namespace redcheck
