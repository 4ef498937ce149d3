#pragma once
// The standard trees (pipeline, binomial, binary) timed as Lowery & Langou
// count their time: in lockstep. Section VI-A: the algorithms "work in the
// same way: the message is split into q segments of equi-segment size and
// segments are communicated in rounds, where the time for one round is
// alpha + beta s + gamma s"; Section IV: "the time for one step in the
// binary algorithm is 2(alpha + beta s + gamma s)". Tables I to III count
// such rounds and steps. The schedule built here is an explicit one, which
// the model's validator checks and measures like any other.
//
// Rules (equal segments of s, r = alpha + beta s + gamma s):
//  - time is cut in steps of w rounds: w = 1 for the pipeline and the
//    binomial tree, w = 2 for the binary tree;
//  - a processor receives a segment from its children in steps: one child a
//    step (w = 1, in the tree's order), or all of them in one step (binary:
//    "two processors will send to the same receiving processor"), the j-th
//    child in the step's j-th round; each transfer starts at its round's
//    start and its combining ends with the round;
//  - in a step a processor receives or sends (one port), or both (two
//    ports); it sends a segment only in a step after it received that segment
//    from all its children, and handles segments in order;
//  - every receive is placed in the earliest step these rules allow,
//    segment by segment, children before parents.
// The asynchronous earliest schedules of builders.hpp time the same trees
// without rounds: they can only be shorter.

#include "models/segmented/builders.hpp"
#include "schedule/schedule.hpp"

#include <cstdint>
#include <vector>

namespace redcheck {

/// One transfer of a lockstep schedule: `from` sends segment `segment` to
/// `to` in round `round` of step `step`.
struct LockstepTransfer {
  int from, to, segment, step, round;
};

/// The lockstep plan of `algorithm` on p processors and q segments: its
/// transfers, listed by step and round. It does not depend on the costs.
std::vector<LockstepTransfer> lockstep_plan(SegmentedAlgorithm algorithm, int p, int q,
                                            Ports ports);

/// Rounds the plan takes: its schedule's makespan is this many times alpha +
/// beta s + gamma s (the last round ends with the last combining).
std::int64_t lockstep_rounds(SegmentedAlgorithm algorithm, int p, int q, Ports ports);

/// The lockstep schedule of `algorithm` (pipeline, binomial or binary) on
/// `instance` with `ports`. Throws InputError when the segments are not all
/// equal, InternalError for another algorithm.
Schedule lockstep_schedule(SegmentedAlgorithm algorithm, const SegmentedInstance& instance,
                           Ports ports);

/// The validator's makespan of lockstep_schedule (in order with one port).
/// Throws CrossCheckFailure when the validator rejects it.
Time validated_lockstep_makespan(SegmentedAlgorithm algorithm, const SegmentedInstance& instance,
                                 Ports ports);

}  // namespace redcheck
