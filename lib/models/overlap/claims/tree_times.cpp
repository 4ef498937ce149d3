#include "models/overlap/claims/tree_times.hpp"

#include <algorithm>

namespace redcheck {

TreeTimes<Time> tree_times(const Schedule& s) {
  const auto n = static_cast<std::size_t>(s.machines);
  TreeTimes<Time> t{std::vector<std::vector<int>>(n), std::vector<std::vector<Time>>(n),
                    std::vector<Time>(n, Time(0)), std::vector<Time>(n, Time(0)), Time(0)};
  for (const auto& tr : s.transfers) {
    t.incoming_starts[static_cast<std::size_t>(tr.to)].push_back(tr.start);
    t.senders[static_cast<std::size_t>(tr.to)].push_back(tr.from);
    t.send_start[static_cast<std::size_t>(tr.from)] = tr.start;
  }
  for (const auto& r : s.reductions) {
    Time& finish = t.finish[static_cast<std::size_t>(r.machine)];
    finish = std::max(finish, r.end);
  }
  t.send_start[static_cast<std::size_t>(s.sink)] = t.finish[static_cast<std::size_t>(s.sink)];
  t.makespan = last_end(s);
  return t;
}

}  // namespace redcheck
