#pragma once
// Validator of the segmented model (see model.hpp for the rules). The only
// place that turns a segmented schedule into a makespan.

#include "models/overlap/validator.hpp"
#include "models/segmented/model.hpp"
#include "schedule/schedule.hpp"

namespace redcheck {

/// Checks, in this order: processors and segment ranges in range, the root
/// never sends (unless forwarding), transfer durations, one reduction per transfer on its
/// receiver starting when it ends, ports (unidirectional or bidirectional)
/// and no communication while combining, the data flow (senders hold their
/// data and nothing is still arriving, no contribution combined twice,
/// combining durations, reduction tree unless forwarding, every contribution
/// at the root), then the in-order rule when asked.
/// `schedule.machines` must equal instance.p and `schedule.sink` 0.
/// Complexity: O(a log a) exact comparisons for a activities, plus
/// O(p) bits per transfer for the data flow.
Validation validate_segmented(const Schedule& schedule, const SegmentedInstance& instance,
                              const SegmentedRules& rules);

}  // namespace redcheck
