#pragma once
// A schedule of the overlap model delayed as little as a transfer limit
// forces (Section 6.1): "Algorithm 1 run under a limit", and any other tree.
//
// The transfers keep the order in which they start (ties: a machine's
// receptions before its send) and are placed one by one, each at the
// earliest time that is no earlier than
//  - its start in the given schedule and the start of the transfer placed
//    before it (the order is kept: the limit only delays),
//  - the end of its sender's last reduction,
//  - the end of its receiver's last reception (without overlap: of its last
//    reduction, as receptions and reductions share the port),
//  - the end of the transfer placed K earlier (starts are non-decreasing and
//    every transfer lasts d, so at most K are then in progress).
// Each reduction follows at once when its machine's previous reduction has
// ended, in arrival order. When the limit never binds the schedule comes back
// unchanged; the validator checks the result, the limit included.

#include "models/overlap/model.hpp"
#include "schedule/schedule.hpp"

namespace redcheck {

/// `schedule`, valid under `model` without its transfer limit, delayed to
/// respect model.max_transfers (returned unchanged when there is none).
/// Complexity: O(a log a) exact operations for a activities.
Schedule delayed_to_transfer_limit(const Schedule& schedule, const OverlapModel& model);

/// The most transfers in progress at once in `schedule` (half-open intervals,
/// zero durations count for nothing).
int most_concurrent_transfers(const Schedule& schedule);

/// The machines that perform reductions in `schedule`.
int reducer_count(const Schedule& schedule);

}  // namespace redcheck
