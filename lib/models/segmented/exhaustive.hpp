#pragma once
// Exhaustive search over every schedule of the segmented model with
// unidirectional ports (Lowery & Langou), optionally restricted to schedules
// that reduce segments in order on every processor (Theorem 5).
//
// Why it is exhaustive: list any schedule's transfers by start time and
// replay them in that order, each starting at the latest of its sender's and
// receiver's free times and the previous start. By induction every replayed
// transfer starts no later than in the schedule, so the replay is valid (each
// processor keeps its order of activities) and not longer. The search
// enumerates every such replay: at each step any non-root sender, any segment
// it still holds, any receiver that still holds that segment. The root's and
// each processor's free time and the set of segments it has sent are the
// whole state (a receiver combines right after it receives, so a processor
// is ready to send what it received when it is free). Under the in-order
// rule a processor sends its segments in order and receives only its current
// one; the root receives segments in nondecreasing order.
//
// Pruning, both exact: (1) branch and bound on a lower bound (the root still
// has to receive and combine every unfinished segment; every processor has to
// send what it holds); (2) states already seen (free times below the last
// start raised to it, processors with equal state interchangeable) are not
// searched again.

#include "models/segmented/model.hpp"
#include "schedule/schedule.hpp"

#include <cstdint>
#include <optional>

namespace redcheck {

struct SegmentedSearch {
  bool complete = false;     ///< false: the node budget ran out first
  std::uint64_t nodes = 0;   ///< states expanded
  std::optional<Time> best;  ///< least makespan found below the bound
  Schedule schedule;         ///< a schedule reaching `best` (valid, to be validated)
};

inline constexpr int unidirectional_search_max_p = 12;
inline constexpr int unidirectional_search_max_q = 8;

/// TooBig when the instance is beyond the search's p and q: called before
/// any work (a builder's upper bound on a million segments takes minutes).
void refuse_beyond_unidirectional_search(const SegmentedInstance& instance);

/// Smallest makespan of a schedule strictly below `below` (none found: every
/// schedule takes at least `below`). Costs must fit an int64 tick grid; the
/// instance small: p <= 12 and q <= 8, else TooBig before any work. Within
/// those, what it answers before `node_budget` runs out (50 million states:
/// 10-50 s, up to 700 MB in any order, 1.7 GB in order) is far less: docs/speed.md's reach
/// table, measured by bench/search_reach.py.
SegmentedSearch search_unidirectional_schedules(const SegmentedInstance& instance, bool in_order,
                                                const Time& below,
                                                std::uint64_t node_budget = 50'000'000);

}  // namespace redcheck
