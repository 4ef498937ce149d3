#pragma once
// The overlap model's fast paths, each with its check against the exact
// computation it replaces (run by the conformance tests for every model).

#include "models/model.hpp"

#include <vector>

namespace redcheck {

/// Algorithm 1 in integer ticks, the exhaustive enumeration in int32/int64
/// ticks, the Pareto recurrence, and the prefix timing of online trees.
std::vector<FastPathCheck> overlap_fast_path_checks();

/// Small random exact costs: numerator 0..7 over 1..4.
Time random_small_cost(Random& random);

}  // namespace redcheck
