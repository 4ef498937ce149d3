#pragma once
// The exact optimum of a segmented instance with bidirectional ports: the
// best schedule of the bidirectional builders that keep the instance's rules
// is the upper bound, and the exhaustive search (bidirectional_search.hpp)
// looks for a shorter one.

#include "models/model.hpp"
#include "models/segmented/model.hpp"
#include "models/segmented/search_budget.hpp"

#include <cstdint>
#include <optional>

namespace redcheck {

/// The optimum among reduction trees (no forwarding), in order when asked.
/// Throws InputError when the instance is beyond the search (p <= 8, q <= 6,
/// durations below 2^22 ticks) or beyond what it answers within a minute in
/// any order (search_reach.hpp; not when a limit is given), both before
/// any work, or when the search runs out of its budget or its time
/// (`limits`, else its own budget: search_budget.hpp).
OptimumReport bidirectional_optimum(const SegmentedInstance& instance, bool in_order,
                                    const OptimumLimits& limits = {});

}  // namespace redcheck
