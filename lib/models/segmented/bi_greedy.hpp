#pragma once
// Algorithm 2 of Lowery & Langou (bi-greedy), bidirectional ports, read on a
// discrete time grid of one tick (the common denominator of alpha, beta and
// gamma). At each time t, for the first unfinished segment and the following
// ones, the processors free to send and free to receive are paired, lowest
// indices receiving, highest sending (the s = r / s < r / r < s balancing of
// the pseudo-code), giving priority to segments with smaller indices.
//
// Readings and repairs of the printed pseudo-code (needed for a valid
// schedule, each checked by the validator):
//  - COMP (processors that may not communicate for segment j at t): those
//    whose last combining [C1, C2) meets [t, t + t_comm(j)). The printed
//    "t + t_comm(j) > C(i)" is garbled; read literally it would bar every
//    processor that ever combined.
//  - The root never sends (Lemma 1 (ii)); the pseudo-code's sendProc does
//    not exclude it.
//  - A processor does not send segment j while it is still receiving j
//    (matters when gamma = 0: no combining interval then covers the receive).
//  - A processor does not receive when its combining would start before its
//    current send ends (matters when a later segment is shorter).
// The printed loop steps t by 1; this implementation jumps to the next tick
// at which a port, a combining or one of these conditions changes, where the
// step-by-one loop would do nothing in between (tests compare the two).

#include "models/segmented/model.hpp"
#include "schedule/schedule.hpp"

#include <cstdint>

namespace redcheck {

/// The explicit bi-greedy schedule, exact. Throws InputError when a transfer
/// would last 0 (alpha + beta * s_j = 0: the discrete loop cannot progress)
/// or when the costs do not fit on an int64 tick grid.
Schedule bi_greedy_schedule(const SegmentedInstance& instance, bool step_by_one = false);

/// Bi-greedy's makespan on its tick grid, without building the schedule:
/// tick x makespan is the validator's makespan of bi_greedy_schedule (a fast
/// path of the model, fast_paths.cpp). Throws as bi_greedy_schedule.
struct BiGreedyTicks {
  Time tick;                  ///< the exact duration of one tick
  std::int64_t makespan = 0;  ///< in ticks
};
BiGreedyTicks bi_greedy_makespan_ticks(const SegmentedInstance& instance);

}  // namespace redcheck
