#pragma once
// Timing a given reduction tree in the overlap model: every transfer and
// reduction as early as the rules allow. With ArrivalOrder::by_ready_time this
// is Proposition 3 of Canon & Antoniu: each machine receives from its senders
// in the order their partial results become ready, and sends as soon as its
// last reduction ends.

#include "models/overlap/model.hpp"
#include "models/overlap/receive_step.hpp"
#include "schedule/schedule.hpp"

#include <algorithm>
#include <vector>

namespace redcheck {

enum class ArrivalOrder {
  as_in_tree,     ///< the order of ReductionTree::senders
  by_ready_time,  ///< Proposition 3: earliest ready first (ties keep the tree's order)
};

/// Earliest schedule of `tree`: a sender starts its transfer when its partial
/// result is ready and the receiver's port is free (no-overlap variant: when
/// the receiver has also finished reducing); the receiver reduces each element
/// once it has arrived and the previous reduction has ended.
/// For a fixed arrival order no valid schedule ends any activity sooner.
/// Complexity: O(n log n) exact-time operations.
Schedule earliest_schedule(const ReductionTree& tree, const OverlapModel& model,
                           ArrivalOrder order);

/// The same computation in any number type T (Time, or integer ticks whose
/// range the caller has checked): returns the makespan and calls
/// on_receive(sender, receiver, transfer_start, reduction_start) for each
/// transfer in the order they are scheduled.
template <class T, class OnReceive>
T earliest_makespan(const ReductionTree& tree, const T& d, const T& c, bool overlap,
                    ArrivalOrder order, OnReceive&& on_receive) {
  std::vector<T> ready(static_cast<std::size_t>(tree.size()), T(0));
  std::vector<int> senders;
  for (int machine : tree.postorder()) {
    senders = tree.senders(machine);
    if (order == ArrivalOrder::by_ready_time) {
      std::stable_sort(senders.begin(), senders.end(),
                       [&](int a, int b) { return ready[a] < ready[b]; });
    }
    ReceiverState<T> state{T(0), T(0)};
    for (int s : senders) {
      const T start = receive_one(state, ready[s], d, c, overlap);
      on_receive(s, machine, start, T(state.finish - c));
    }
    ready[machine] = state.finish;
  }
  return ready[tree.sink()];
}

template <class T>
T earliest_makespan(const ReductionTree& tree, const T& d, const T& c, bool overlap,
                    ArrivalOrder order) {
  return earliest_makespan(tree, d, c, overlap, order, [](int, int, const T&, const T&) {});
}

}  // namespace redcheck
