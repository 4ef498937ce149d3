#pragma once
// Earliest timing of a fixed communication plan in the segmented model: each
// processor performs its transfers in a given order; every transfer starts as
// soon as both ends allow it (see model.hpp for the port rules). The standard
// algorithms (pipeline, binomial, binary) are such plans.

#include "models/segmented/model.hpp"
#include "schedule/schedule.hpp"

#include <vector>

namespace redcheck {

struct PlannedTransfer {
  int from = 0;
  int to = 0;
  int segment = 0;
  int segment_count = 1;
  bool combine = true;  ///< false: the receiver holds none of these segments (it stores)
};

/// A plan: the transfers, and per processor the order of its own transfers
/// (indices into `transfers`, sends and receives interleaved).
struct TransferPlan {
  std::vector<PlannedTransfer> transfers;
  std::vector<std::vector<int>> order;
};

/// The earliest schedule that follows the plan. Unidirectional: a transfer
/// starts when both processors are done with everything before it in their
/// order (a receive is done when its combining ends). Bidirectional: a send
/// waits for the previous send and for every combining listed before it; a
/// receive waits for the previous receive and its combining, and starts no
/// earlier than the end of the sends listed before it minus its own duration
/// (so that its combining does not overlap them).
/// Throws InternalError when the orders wait on each other in a cycle.
Schedule time_plan(const TransferPlan& plan, const SegmentedInstance& instance, Ports ports);

/// The plan of a reduction tree used for every segment in turn: for each
/// segment, each processor receives from its children (in the given order)
/// and then sends to its parent. `children[x]` lists the children of x; the
/// root is 0.
TransferPlan tree_plan(const std::vector<std::vector<int>>& children, int q);

}  // namespace redcheck
