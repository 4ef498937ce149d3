#pragma once
// Every ordered tree on n machines, generated one by one as explicit trees.
// Slow and simple on purpose: it shares no code with the exhaustive engine
// (tree_levels.hpp), so the tests can compare the two, and the claims use it
// for checks that need each tree's whole schedule (small n only).

#include "schedule/reduction_tree.hpp"

#include <functional>
#include <vector>

namespace redcheck {

/// Calls fn on each of the Catalan(n - 1) ordered trees on n >= 1 machines.
/// Throws InputError when n < 1 or n > 14.
void for_each_ordered_tree(int n, const std::function<void(const ReductionTree&)>& fn);

/// The same trees in the same order, built once per process and kept (the
/// claims visit them once per cost pair). Throws InputError when n < 1 or
/// n > 12 (58,786 trees; 14 would keep 742,900).
const std::vector<ReductionTree>& ordered_trees(int n);

}  // namespace redcheck
