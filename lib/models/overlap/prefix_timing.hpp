#pragma once
// Fast path for timing every prefix of an online tree (internal to tables and
// tests): Algorithm 1 attaches machine i to a machine M < i, so the tree on n
// machines is the first n machines of the tree on N machines. Adding machine
// n - 1 only changes the ready times on its path to the sink, so all N
// makespans of the Proposition 3 timing cost O(N * depth * degree log degree)
// instead of O(N^2). Each machine is timed with the receive step of
// receive_step.hpp, senders taken by readiness (Proposition 3); callers check it against the
// explicit schedule and the validator.

#include "models/overlap/receive_step.hpp"

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
      ReceiverState<T> state{T(0), T(0)};
      for (const T& r : buffer) receive_one(state, r, d, c, overlap);
      const T& finish = state.finish;
      if (finish == ready[m]) break;  // nothing above changes either
      ready[m] = finish;
    }
    makespan[n] = ready[0];
  }
  return makespan;
}

}  // namespace redcheck
