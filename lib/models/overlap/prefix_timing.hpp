#pragma once
// Fast path for timing every prefix of an online tree (internal to tables and
// tests): Algorithm 1 attaches machine i to a machine M < i, so the tree on n
// machines is the first n machines of the tree on N machines. Adding machine
// n - 1 only changes the ready times on its path to the sink, so all N
// makespans of the Proposition 3 timing cost O(N * depth * degree log degree)
// instead of O(N^2). Same fold as earliest_makespan (tree_timing.hpp) with
// senders taken by readiness; callers check it against the explicit
// schedule and the validator.

#include <algorithm>
#include <vector>

namespace redcheck {

/// makespan[n] for n = 1..N (index 0 unused) of the tree whose machine i >= 1
/// sends to receiver[i] < i, each prefix timed by Proposition 3.
template <class T>
std::vector<T> prefix_makespans(const std::vector<int>& receiver, const T& d, const T& c,
                                bool overlap) {
  const std::size_t total = receiver.size();
  std::vector<T> makespan(total + 1, T(0));
  std::vector<T> ready(total, T(0));
  std::vector<std::vector<int>> senders(total);
  std::vector<T> buffer;
  if (total >= 1) makespan[1] = T(0);
  for (std::size_t n = 2; n <= total; ++n) {
    const int added = static_cast<int>(n - 1);
    senders[receiver[added]].push_back(added);
    for (int m = receiver[added]; m >= 0; m = receiver[m]) {
      buffer.clear();
      for (int s : senders[m]) buffer.push_back(ready[s]);
      std::sort(buffer.begin(), buffer.end());
      T port_free(0);
      T finish(0);
      for (const T& r : buffer) {
        const T& earliest_port = overlap ? port_free : finish;
        const T start = r < earliest_port ? earliest_port : r;
        const T arrival = start + d;
        finish = (arrival < finish ? finish : arrival) + c;
        port_free = arrival;
      }
      if (finish == ready[m]) break;  // nothing above changes either
      ready[m] = finish;
    }
    makespan[n] = ready[0];
  }
  return makespan;
}

}  // namespace redcheck
