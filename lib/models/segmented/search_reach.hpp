#pragma once
// How far the segmented exhaustive optimum answers within about a minute
// (the 2-core reference machine, bench/segmented_reach.py and docs/segmented.md,
// reach): for each p, the most segments q at which some drawn instance (segments
// of 1..3, alpha, beta, gamma in {0, 1/3, 1/2, 1, 2}) was answered within 60 s, one
// port or two, schedules in any order. Beyond it the optimum refuses at once ("too
// big", with what it answers at that p) instead of spending its budget of states,
// minutes, to refuse then. Inside it an instance can still run out of its budget,
// or of its minute (search_budget.hpp).
// In-order schedules (--in-order) are searched much further: only the searches'
// own limits (p <= 12, q <= 8; two ports p <= 8, q <= 6) apply to them.

#include "models/segmented/model.hpp"

namespace redcheck {

/// The most segments answered within the reach at p processors (schedules in
/// any order); 0 when none is.
int search_reach_max_q(int p, Ports ports);

/// TooBig, naming p, q and what is answered at that p, unless `in_order` or
/// q <= search_reach_max_q(p, ports). With alpha = beta = 0 the one-port
/// search answers for both port models (transfers hold no port).
void refuse_beyond_search_reach(const SegmentedInstance& instance, Ports ports, bool in_order);

}  // namespace redcheck
