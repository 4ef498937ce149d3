#include "models/overlap/limited_timing.hpp"

#include "errors.hpp"

#include <algorithm>
#include <deque>
#include <numeric>

namespace redcheck {

namespace {

// Each machine's position in an order where every machine comes after the
// machines that send to it (Kahn's algorithm from the leaves, O(n)).
std::vector<int> leaves_first(const Schedule& s) {
  const auto n = static_cast<std::size_t>(s.machines);
  std::vector<int> receiver(n, -1), pending(n, 0);
  for (const Transfer& t : s.transfers) {
    receiver[static_cast<std::size_t>(t.from)] = t.to;
    ++pending[static_cast<std::size_t>(t.to)];
  }
  std::vector<int> queue, position(n, 0);
  for (int m = 0; m < s.machines; ++m) {
    if (pending[static_cast<std::size_t>(m)] == 0) queue.push_back(m);
  }
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const int m = queue[head];
    position[static_cast<std::size_t>(m)] = static_cast<int>(head);
    const int up = receiver[static_cast<std::size_t>(m)];
    if (up >= 0 && --pending[static_cast<std::size_t>(up)] == 0) queue.push_back(up);
  }
  return position;
}

}  // namespace

Schedule delayed_to_transfer_limit(const Schedule& s, const OverlapModel& model) {
  if (!model.max_transfers) return s;
  const int k = *model.max_transfers;
  const std::vector<int> position = leaves_first(s);
  std::vector<int> order(s.transfers.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    const Transfer& x = s.transfers[static_cast<std::size_t>(a)];
    const Transfer& y = s.transfers[static_cast<std::size_t>(b)];
    if (x.start != y.start) return x.start < y.start;
    return position[static_cast<std::size_t>(x.from)] < position[static_cast<std::size_t>(y.from)];
  });
  std::vector<int> reduction_of(s.transfers.size(), -1);
  for (std::size_t r = 0; r < s.reductions.size(); ++r) {
    reduction_of[static_cast<std::size_t>(s.reductions[r].operand)] = static_cast<int>(r);
  }
  const auto n = static_cast<std::size_t>(s.machines);
  std::vector<Time> reduced(n, Time(0)), port_free(n, Time(0));
  std::deque<Time> window;  // ends of the last k transfers placed
  Schedule out;
  out.machines = s.machines;
  out.sink = s.sink;
  out.transfers.reserve(s.transfers.size());
  out.reductions.reserve(s.reductions.size());
  Time previous(0);
  for (int index : order) {
    const Transfer& t = s.transfers[static_cast<std::size_t>(index)];
    const auto from = static_cast<std::size_t>(t.from), to = static_cast<std::size_t>(t.to);
    Time start = std::max({t.start, previous, reduced[from], port_free[to]});
    if (static_cast<int>(window.size()) == k && start < window.front()) start = window.front();
    const Time arrival = start + model.d;
    if (reduction_of[static_cast<std::size_t>(index)] < 0) {
      throw InternalError("a transfer without its reduction handed to the limited timing");
    }
    const Time reduction_start = std::max(arrival, reduced[to]);
    reduced[to] = reduction_start + model.c;
    port_free[to] = model.overlap ? arrival : reduced[to];
    const int operand = static_cast<int>(out.transfers.size());
    out.transfers.push_back({t.from, t.to, start, arrival});
    out.reductions.push_back({t.to, operand, reduction_start, reduced[to]});
    window.push_back(arrival);
    if (static_cast<int>(window.size()) > k) window.pop_front();
    previous = start;
  }
  return out;
}

int most_concurrent_transfers(const Schedule& s) {
  std::vector<std::pair<const Time*, int>> events;
  for (const Transfer& t : s.transfers) {
    if (!(t.start < t.end)) continue;
    events.emplace_back(&t.start, +1);
    events.emplace_back(&t.end, -1);
  }
  std::sort(events.begin(), events.end(), [](const auto& x, const auto& y) {
    if (*x.first != *y.first) return *x.first < *y.first;
    return x.second < y.second;  // ends first: half-open intervals
  });
  int running = 0, most = 0;
  for (const auto& e : events) most = std::max(most, running += e.second);
  return most;
}

int reducer_count(const Schedule& s) {
  std::vector<bool> reduces(static_cast<std::size_t>(s.machines), false);
  for (const Reduction& r : s.reductions) reduces[static_cast<std::size_t>(r.machine)] = true;
  return static_cast<int>(std::count(reduces.begin(), reduces.end(), true));
}

}  // namespace redcheck
