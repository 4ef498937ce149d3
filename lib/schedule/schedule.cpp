#include "schedule/schedule.hpp"

#include <algorithm>
#include <numeric>

namespace redcheck {

ReductionTree implied_tree(const Schedule& schedule) {
  std::vector<std::size_t> order(schedule.transfers.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    const Transfer& x = schedule.transfers[a];
    const Transfer& y = schedule.transfers[b];
    if (x.end != y.end) return x.end < y.end;
    return x.start < y.start;
  });
  std::vector<std::vector<int>> senders(static_cast<std::size_t>(schedule.machines));
  for (std::size_t k : order) {
    const Transfer& t = schedule.transfers[k];
    senders.at(static_cast<std::size_t>(t.to)).push_back(t.from);
  }
  return ReductionTree::from_senders(std::move(senders));
}

Time last_end(const Schedule& schedule) {
  Time latest = 0;
  for (const auto& t : schedule.transfers) latest = std::max(latest, t.end);
  for (const auto& r : schedule.reductions) latest = std::max(latest, r.end);
  return latest;
}

}  // namespace redcheck
