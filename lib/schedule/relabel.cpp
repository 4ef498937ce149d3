#include "schedule/relabel.hpp"

#include <vector>

namespace redcheck {

Schedule relabel_in_preorder(const Schedule& schedule) {
  const ReductionTree tree = implied_tree(schedule);
  std::vector<int> rank(static_cast<std::size_t>(tree.size()), -1);
  int next = 0;
  for (const int m : tree.preorder()) rank[m] = next++;
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
