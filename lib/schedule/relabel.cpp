#include "schedule/relabel.hpp"

#include <vector>

namespace redcheck {

Schedule relabel_in_preorder(const Schedule& schedule) {
  const ReductionTree tree = implied_tree(schedule);
  std::vector<int> rank(static_cast<std::size_t>(tree.size()), -1);
  int next = 0;
  std::vector<int> stack{tree.sink()};
  while (!stack.empty()) {
    const int m = stack.back();
    stack.pop_back();
    rank[m] = next++;
    const auto& senders = tree.senders(m);
    for (auto it = senders.rbegin(); it != senders.rend(); ++it) stack.push_back(*it);
  }
  Schedule out = schedule;
  out.sink = rank[schedule.sink];
  for (auto& t : out.transfers) {
    t.from = rank[t.from];
    t.to = rank[t.to];
  }
  for (auto& r : out.reductions) r.machine = rank[r.machine];
  return out;
}

}  // namespace redcheck
