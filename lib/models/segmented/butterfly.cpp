#include "models/segmented/butterfly.hpp"

#include "errors.hpp"

#include <algorithm>

namespace redcheck {

std::string to_string(Elimination elimination) {
  return elimination == Elimination::halves ? "halves" : "whole";
}

std::optional<Elimination> elimination_named(const std::string& name) {
  if (name == "halves") return Elimination::halves;
  if (name == "whole") return Elimination::whole;
  return std::nullopt;
}

int butterfly_block_count(int p) {
  int blocks = 1;
  while (blocks <= p / 2) blocks *= 2;
  return blocks;
}

namespace {

class ButterflyBuilder {
 public:
  explicit ButterflyBuilder(const SegmentedInstance& in)
      : in_(in), free_(static_cast<std::size_t>(in.p), Time(0)) {
    s_.machines = in.p;
    s_.sink = 0;
  }

  // from sends blocks [first, first + n) to `to` at `start`; `to` combines
  // them when `combine`, or only stores them. Returns when the transfer ends.
  Time add(int from, int to, int first, int n, const Time& start, bool combine) {
    const std::int64_t elements = in_.elements(first, n);
    const Time end = start + in_.comm(elements);
    const int index = static_cast<int>(s_.transfers.size());
    s_.transfers.push_back(Transfer{from, to, start, end, first, n});
    s_.reductions.push_back(
        Reduction{to, index, end, end + (combine ? in_.comp(elements) : Time(0))});
    return end;
  }

  // x and y swap: x sends blocks [x_first, +n), y sends [y_first, +n); both
  // combine. The shorter transfer starts later: both end together.
  void swap_halves(int x, int y, int x_sends_first, int y_sends_first, int n) {
    const Time x_sends = in_.comm(in_.elements(x_sends_first, n));
    const Time y_sends = in_.comm(in_.elements(y_sends_first, n));
    const Time start = std::max(free(x), free(y));
    const Time both_end = start + std::max(x_sends, y_sends);
    add(x, y, x_sends_first, n, both_end - x_sends, true);
    add(y, x, y_sends_first, n, both_end - y_sends, true);
    free(x) = both_end + in_.comp(in_.elements(y_sends_first, n));
    free(y) = both_end + in_.comp(in_.elements(x_sends_first, n));
  }

  // from sends blocks [first, +n) to `to` as soon as both are free.
  void send(int from, int to, int first, int n, bool combine) {
    const Time end = add(from, to, first, n, std::max(free(from), free(to)), combine);
    free(from) = end;
    free(to) = end + (combine ? in_.comp(in_.elements(first, n)) : Time(0));
  }

  Time& free(int x) { return free_[static_cast<std::size_t>(x)]; }
  Schedule take() { return std::move(s_); }

 private:
  const SegmentedInstance& in_;
  Schedule s_;
  std::vector<Time> free_;
};

}  // namespace

Schedule butterfly_schedule(const SegmentedInstance& in, Elimination elimination) {
  const int p = in.p, blocks = butterfly_block_count(p), extra = p - blocks;
  if (in.q() != blocks) {
    throw InputError("the butterfly cuts the message in q = " + std::to_string(blocks) +
                     " blocks (the largest power of two <= p = " + std::to_string(p) + "); give " +
                     std::to_string(blocks) + " segments, not " + std::to_string(in.q()));
  }
  ButterflyBuilder b(in);
  const int half = blocks / 2;
  for (int i = 0; i < extra; ++i) {  // down to a power of two
    const int even = 2 * i, odd = 2 * i + 1;
    if (elimination == Elimination::whole) {
      b.send(odd, even, 0, blocks, true);
    } else {
      b.swap_halves(even, odd, half, 0, half);
      b.send(odd, even, half, half, false);
    }
  }
  // The survivors: 2i for i < extra, then 2 extra .. p - 1.
  std::vector<int> real(static_cast<std::size_t>(blocks));
  for (int x = 0; x < blocks; ++x)
    real[static_cast<std::size_t>(x)] = x < extra ? 2 * x : x + extra;
  const auto at = [&](int x) { return real[static_cast<std::size_t>(x)]; };
  std::vector<int> low(static_cast<std::size_t>(blocks), 0), count(low.size(), blocks);
  for (int d = blocks / 2; d >= 1; d /= 2) {  // reduce-scatter
    for (int x = 0; x < blocks; ++x) {
      const int y = x ^ d;
      if (y < x) continue;
      // x has bit d clear: it keeps the lower half, y the upper half.
      const auto ux = static_cast<std::size_t>(x), uy = static_cast<std::size_t>(y);
      const int n = count[ux] / 2, lower = low[ux], upper = low[ux] + n;
      b.swap_halves(at(x), at(y), upper, lower, n);
      count[ux] = count[uy] = n;
      low[uy] = upper;
    }
  }
  for (int d = 1; d < blocks; d *= 2) {  // gather to the root
    for (int x = d; x < blocks; x += 2 * d) b.send(at(x), at(x - d), x, d, false);
  }
  return b.take();
}

}  // namespace redcheck
