#include "models/segmented/uni_greedy.hpp"

#include <set>

namespace redcheck {

Schedule uni_greedy_schedule(const SegmentedInstance& in) {
  Schedule s;
  s.machines = in.p;
  s.sink = 0;
  std::vector<Time> free(in.p, Time(0));
  for (int k = 0; k < in.q(); ++k) {
    const Time comm = in.comm(in.segments[k]);
    const Time comp = in.comp(in.segments[k]);
    std::set<std::pair<Time, int>> waiting;  // processors still holding segment k
    for (int x = 0; x < in.p; ++x) waiting.insert({free[x], x});
    while (waiting.size() > 1) {
      const auto [t1, g1] = *waiting.begin();
      waiting.erase(waiting.begin());
      const auto [t, g2] = *waiting.begin();
      waiting.erase(waiting.begin());
      const int sender = g1 == 0 ? g2 : g1;  // the root never sends
      const int receiver = g1 == 0 ? g1 : g2;
      const int index = static_cast<int>(s.transfers.size());
      s.transfers.push_back(Transfer{sender, receiver, t, t + comm, k, 1});
      s.reductions.push_back(Reduction{receiver, index, t + comm, t + comm + comp});
      free[sender] = t + comm;
      free[receiver] = t + comm + comp;
      waiting.insert({free[receiver], receiver});
    }
  }
  return s;
}

}  // namespace redcheck
