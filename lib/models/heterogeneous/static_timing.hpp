#pragma once
// The static algorithms timed without events: each processor, in postorder,
// receives from its senders in round order, or sorted by the time they are
// ready (first come, first served, ties in round order), each transfer and
// reduction as early as the rules allow. An independent computation of what
// simulate_static (simulation.hpp) does with events: the two agree whenever
// every transfer costs more than 0 (with transfers of cost 0, fcfs may see
// a sender that becomes ready at an instant only after its decision there).
// It is the fast path of the Monte Carlo runs.

#include "models/heterogeneous/simulation.hpp"

#include <algorithm>
#include <vector>

namespace redcheck {

/// The makespan of the static algorithm with `tree` under `order`.
/// Complexity: O(n log n) operations on T.
/// `postorder` is tree.postorder(), computed once by callers that time the
/// same tree many times; `ready` and `senders` are scratch.
template <class T, class Costs>
T static_tree_makespan(const ReductionTree& tree, const std::vector<int>& postorder,
                       ReceiveOrder order, const Costs& costs, std::vector<T>& ready,
                       std::vector<int>& senders) {
  ready.assign(static_cast<std::size_t>(tree.size()), T(0));
  for (int r : postorder) {
    const std::vector<int>* in_order = &tree.senders(r);
    if (order == ReceiveOrder::fcfs) {
      senders = *in_order;
      std::stable_sort(senders.begin(), senders.end(),
                       [&](int a, int b) { return ready[a] < ready[b]; });
      in_order = &senders;
    }
    T port_free(0), finish(0);
    for (int s : *in_order) {
      const T start = ready[s] < port_free ? port_free : ready[s];
      port_free = start + costs.d(s, r);
      finish = (port_free < finish ? finish : port_free) + costs.c(r);
    }
    ready[r] = finish;
  }
  return ready[static_cast<std::size_t>(tree.sink())];
}

template <class T, class Costs>
T static_tree_makespan(const ReductionTree& tree, ReceiveOrder order, const Costs& costs,
                       std::vector<T>& ready, std::vector<int>& senders) {
  return static_tree_makespan(tree, tree.postorder(), order, costs, ready, senders);
}

}  // namespace redcheck
