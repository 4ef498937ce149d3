#include "models/segmented/state_vectors.hpp"

#include "errors.hpp"

#include <algorithm>

namespace redcheck {

namespace {

const Time& at(const std::vector<Time>& v, int i) {
  return v[static_cast<std::size_t>(i)];
}

}  // namespace

bool lemma1_conditions(const SegmentStates& s, int a, int b, const Time& t) {
  if (s.remaining.size() < 2) return false;
  const std::vector<Time> sorted = sorted_times(s.remaining);
  return at(s.remaining, a) <= t && at(s.remaining, b) <= t && a != s.root && t >= sorted[1];
}

SegmentStates reduce(const SegmentStates& s, int a, int b, const Time& t, const PairCosts& c) {
  if (a == b) throw InternalError("reduce: a processor sends to itself");
  SegmentStates out;
  out.sent = s.sent;
  out.sent.push_back(t + c.comm);
  for (int i = 0; i < static_cast<int>(s.remaining.size()); ++i) {
    if (i == a) continue;
    if (i == s.root) out.root = static_cast<int>(out.remaining.size());
    out.remaining.push_back(i == b ? t + c.comm + c.comp : std::max(at(s.remaining, i), t));
  }
  return out;
}

SegmentStates optreduce(const SegmentStates& s, const PairCosts& c, int* a_out, int* b_out,
                        Time* t_out) {
  const int n = static_cast<int>(s.remaining.size());
  if (n < 2) throw InternalError("optreduce: fewer than two processors hold the segment");
  int first = -1, second = -1;
  for (int i = 0; i < n; ++i) {
    if (first < 0 || at(s.remaining, i) < at(s.remaining, first)) {
      second = first;
      first = i;
    } else if (second < 0 || at(s.remaining, i) < at(s.remaining, second)) {
      second = i;
    }
  }
  int a = first, b = second;
  if (a == s.root) std::swap(a, b);
  const Time t = at(s.remaining, second);
  if (a_out) *a_out = a;
  if (b_out) *b_out = b;
  if (t_out) *t_out = t;
  return reduce(s, a, b, t, c);
}

std::vector<Time> sorted_times(std::vector<Time> times) {
  std::sort(times.begin(), times.end());
  return times;
}

bool sorted_dominated(const std::vector<Time>& x, const std::vector<Time>& y) {
  if (x.size() != y.size()) throw InternalError("sorted_dominated: sizes differ");
  const auto px = sorted_times(x), py = sorted_times(y);
  for (std::size_t i = 0; i < px.size(); ++i) {
    if (px[i] > py[i]) return false;
  }
  return true;
}

std::vector<Time> next_segment_states(const SegmentStates& done) {
  if (done.remaining.size() != 1) throw InternalError("an iteration ended with more than the root");
  std::vector<Time> next = done.sent;
  next.push_back(done.remaining.front());
  return sorted_times(std::move(next));
}

}  // namespace redcheck
