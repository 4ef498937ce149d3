#include "models/segmented/butterfly.hpp"

#include "errors.hpp"

#include <algorithm>

namespace redcheck {

Schedule butterfly_schedule(const SegmentedInstance& in) {
  const int p = in.p;
  if ((p & (p - 1)) != 0) {
    throw InputError("the butterfly needs p a power of two, not p = " + std::to_string(p) +
                     " (Table III: its formula is only a lower bound otherwise)");
  }
  if (in.q() != p) {
    throw InputError("the butterfly cuts the message in q = p = " + std::to_string(p) +
                     " blocks; give " + std::to_string(p) + " segments, not " +
                     std::to_string(in.q()));
  }
  Schedule s;
  s.machines = p;
  s.sink = 0;
  std::vector<Time> free(p, Time(0));
  std::vector<int> low(p, 0), count(p, p);  // blocks [low, low + count) still held
  const auto add = [&](int from, int to, int first, int n, const Time& start, bool combine) {
    const std::int64_t elements = in.elements(first, n);
    const Time end = start + in.comm(elements);
    const int index = static_cast<int>(s.transfers.size());
    s.transfers.push_back(Transfer{from, to, start, end, first, n});
    s.reductions.push_back(
        Reduction{to, index, end, end + (combine ? in.comp(elements) : Time(0))});
  };

  for (int d = p / 2; d >= 1; d /= 2) {  // reduce-scatter
    for (int x = 0; x < p; ++x) {
      const int y = x ^ d;
      if (y < x) continue;
      // x has bit d clear: it keeps the lower half, y the upper half.
      const int half = count[x] / 2;
      const int lower = low[x], upper = low[x] + half;
      const Time x_sends = in.comm(in.elements(upper, half));
      const Time y_sends = in.comm(in.elements(lower, half));
      const Time start = std::max(free[x], free[y]);
      const Time both_end = start + std::max(x_sends, y_sends);
      add(x, y, upper, half, both_end - x_sends, true);
      add(y, x, lower, half, both_end - y_sends, true);
      free[x] = both_end + in.comp(in.elements(lower, half));
      free[y] = both_end + in.comp(in.elements(upper, half));
      count[x] = count[y] = half;
      low[y] = upper;
    }
  }
  for (int d = 1; d < p; d *= 2) {  // gather to the root
    for (int x = d; x < p; x += 2 * d) {
      const Time start = std::max(free[x], free[x - d]);
      add(x, x - d, x, d, start, false);
      free[x] = free[x - d] = s.transfers.back().end;
    }
  }
  return s;
}

}  // namespace redcheck
