#include "models/segmented/list_timing.hpp"

#include "errors.hpp"

#include <algorithm>
#include <deque>

namespace redcheck {

Schedule time_plan(const TransferPlan& plan, const SegmentedInstance& in, Ports ports) {
  const int p = in.p;
  const std::size_t n = plan.transfers.size();
  Schedule s;
  s.machines = p;
  s.sink = 0;
  s.transfers.reserve(n);
  s.reductions.reserve(n);

  std::vector<Time> free(p, Time(0));          // unidirectional: end of the last activity
  std::vector<Time> send_free(p, Time(0));     // bidirectional: end of the last send
  std::vector<Time> receive_free(p, Time(0));  // bidirectional: end of the last receive + combining
  std::vector<std::size_t> next(p, 0);
  std::vector<int> done_sides(n, 0);
  std::deque<int> ready;
  const auto offer_front = [&](int x) {
    if (next[x] < plan.order[x].size()) {
      const int k = plan.order[x][next[x]];
      if (++done_sides[k] == 2) ready.push_back(k);
    }
  };
  for (int x = 0; x < p; ++x) offer_front(x);

  std::size_t timed = 0;
  while (!ready.empty()) {
    const int k = ready.front();
    ready.pop_front();
    const PlannedTransfer& t = plan.transfers[k];
    const Time comm = in.comm(in.elements(t.segment, t.segment_count));
    const Time comp = t.combine ? in.comp(in.elements(t.segment, t.segment_count)) : Time(0);
    Time start;
    if (ports == Ports::unidirectional) {
      start = std::max(free[t.from], free[t.to]);
    } else {
      start = std::max(
          {send_free[t.from], receive_free[t.from], receive_free[t.to], send_free[t.to] - comm});
    }
    const Time end = start + comm;
    // Listed in the order they are timed: at equal times (zero durations)
    // the validator applies transfers in listing order.
    const int index = static_cast<int>(s.transfers.size());
    s.transfers.push_back(Transfer{t.from, t.to, start, end, t.segment, t.segment_count});
    s.reductions.push_back(Reduction{t.to, index, end, end + comp});
    if (ports == Ports::unidirectional) {
      free[t.from] = end;
      free[t.to] = end + comp;
    } else {
      send_free[t.from] = end;
      receive_free[t.to] = end + comp;
    }
    ++timed;
    ++next[t.from];
    ++next[t.to];
    offer_front(t.from);
    offer_front(t.to);
  }
  if (timed != n) throw InternalError("the transfer plan's orders wait on each other in a cycle");
  return s;
}

TransferPlan tree_plan(const std::vector<std::vector<int>>& children, int q) {
  const int p = static_cast<int>(children.size());
  std::vector<int> parent(p, -1);
  for (int x = 0; x < p; ++x) {
    for (int child : children[x]) parent[child] = x;
  }
  TransferPlan plan;
  plan.order.resize(p);
  // sends[x][k]: the transfer of segment k from x to its parent.
  std::vector<std::vector<int>> sends(p, std::vector<int>(q, -1));
  for (int k = 0; k < q; ++k) {
    for (int x = 1; x < p; ++x) {
      sends[x][k] = static_cast<int>(plan.transfers.size());
      plan.transfers.push_back({x, parent[x], k, 1, true});
    }
  }
  for (int x = 0; x < p; ++x) {
    for (int k = 0; k < q; ++k) {
      for (int child : children[x]) plan.order[x].push_back(sends[child][k]);
      if (x != 0) plan.order[x].push_back(sends[x][k]);
    }
  }
  return plan;
}

}  // namespace redcheck
