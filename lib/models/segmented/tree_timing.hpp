#pragma once
// The standard trees' makespans (pipeline, binomial, binary) on the int64
// tick grid of alpha, beta and gamma, timed one segment at a time
// (tree_segment.hpp) without building the schedule: the fast path of the
// claims that time thousands of instances (claims/fast_then_exact.hpp
// decides their failures and a sample on the validated schedules, and
// fast_paths.cpp checks it against them).

#include "models/segmented/builders.hpp"

#include <optional>
#include <vector>

namespace redcheck {

/// The tree of a standard algorithm, root 0, children in the order their
/// data is received (standard_trees.hpp). Throws InternalError for another
/// algorithm.
std::vector<std::vector<int>> standard_tree_children(SegmentedAlgorithm algorithm, int p);

/// The makespan of `algorithm`'s tree schedule for `in` and `ports`; nullopt
/// when the algorithm is not a standard tree or the costs do not fit int64
/// ticks.
std::optional<Time> standard_tree_makespan_in_ticks(SegmentedAlgorithm algorithm,
                                                    const SegmentedInstance& in, Ports ports);

}  // namespace redcheck
