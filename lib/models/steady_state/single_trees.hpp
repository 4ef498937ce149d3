#pragma once
// Every reduction tree of a small reduce (reduction_trees.hpp for what a
// tree is), and the best throughput one tree alone reaches: all operations
// follow it, so each costs its loads (c(e) on the sender's and receiver's
// ports per transfer, w(i) on node i per task) and TP = 1 / (largest load).
// Section 4.6's remark is that this can be below the LP's optimum.
//
// A tree never sends an interval back to a node its chain of transfers has
// already visited (such a tree is never better: drop the detour), which
// keeps the enumeration finite.

#include "models/steady_state/reduction_trees.hpp"

#include <cstdint>

namespace redcheck {

struct BestSingleTree {
  Time throughput;  ///< 1 / the least largest load
  ReductionTreeUse tree;
  std::uint64_t trees = 0;  ///< trees enumerated
};

/// Throws InputError when the reduce has more than `max_trees` trees.
BestSingleTree best_single_tree(const SteadyStateProblem& problem, std::uint64_t max_trees);

}  // namespace redcheck
