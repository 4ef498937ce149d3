#pragma once
// The exact optimum of a segmented instance with one port per processor:
// uni-greedy's validated schedule is the upper bound, and the exhaustive
// search (exhaustive.hpp) looks for a shorter one.

#include "models/model.hpp"
#include "models/segmented/model.hpp"
#include "models/segmented/search_budget.hpp"

#include <cstdint>
#include <optional>

namespace redcheck {

/// The optimum among reduction trees (no forwarding), in order when asked.
/// Throws TooBig when the instance is beyond the search (p <= 12, q <= 8),
/// beyond what it answers within a minute in any order (search_reach.hpp;
/// not when a limit is given), both before any work, or when the search
/// runs out of its budget of states or its time (`limits`, else its own
/// budget: search_budget.hpp).
OptimumReport unidirectional_optimum(const SegmentedInstance& instance, bool in_order,
                                     const OptimumLimits& limits = {});

}  // namespace redcheck
