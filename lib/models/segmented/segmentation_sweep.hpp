#pragma once
// Every segmentation of a message of m elements (the 2^(m-1) compositions of
// m) with the makespan of uni-greedy or of the pipeline, unidirectional.
// Depth first, one state per prefix: segmentations that share their first
// segments share that work, so a sweep costs about two segment steps per
// segmentation instead of q.

#include "models/segmented/uni_greedy.hpp"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace redcheck {

enum class SweepAlgorithm { uni_greedy, pipeline };

/// Pipeline (chain p-1 -> ... -> 0, each processor receives segment k then
/// sends it), earliest times: free[x] is the end of x's last activity. The
/// send of segment k by x waits for x (done receiving k) and for x - 1 (done
/// sending k - 1), so x descends within a segment.
template <class T>
void pipeline_segment(std::vector<T>& free, const T& comm, const T& comp) {
  for (std::size_t x = free.size() - 1; x >= 1; --x) {
    const T start = std::max(free[x], free[x - 1]);
    free[x] = start + comm;
    free[x - 1] = start + comm + comp;
  }
}

namespace detail {

template <class T, class Visit>
void sweep_uni_greedy(std::int64_t left, const T& alpha, const T& beta, const T& gamma,
                      const FreeTimes<T>& free, std::vector<std::int64_t>& segments, Visit& visit) {
  if (left == 0) {
    visit(static_cast<const std::vector<std::int64_t>&>(segments), makespan_of(free));
    return;
  }
  FreeTimes<T> next;
  UniGreedyScratch<T> scratch;
  for (std::int64_t s = 1; s <= left; ++s) {
    next = free;
    const T size(s);
    uni_greedy_segment(next, alpha + beta * size, gamma * size, scratch);
    segments.push_back(s);
    sweep_uni_greedy(left - s, alpha, beta, gamma, next, segments, visit);
    segments.pop_back();
  }
}

template <class T, class Visit>
void sweep_pipeline(std::int64_t left, const T& alpha, const T& beta, const T& gamma,
                    const std::vector<T>& free, std::vector<std::int64_t>& segments, Visit& visit) {
  if (left == 0) {
    visit(static_cast<const std::vector<std::int64_t>&>(segments), free.front());
    return;
  }
  std::vector<T> next;
  for (std::int64_t s = 1; s <= left; ++s) {
    next = free;
    const T size(s);
    if (next.size() > 1) pipeline_segment(next, alpha + beta * size, gamma * size);
    segments.push_back(s);
    sweep_pipeline(left - s, alpha, beta, gamma, next, segments, visit);
    segments.pop_back();
  }
}

}  // namespace detail

/// Calls visit(segments, makespan) for every segmentation of m that starts
/// with `prefix` (all of them when it is empty), in lexicographic order of
/// the segment lists. Exact in T (int64 ticks when the caller has proved they
/// cannot overflow, else Time).
template <class T, class Visit>
void sweep_segmentations(SweepAlgorithm algorithm, int p, std::int64_t m, const T& alpha,
                         const T& beta, const T& gamma, Visit&& visit,
                         const std::vector<std::int64_t>& prefix = {}) {
  std::vector<std::int64_t> segments = prefix;
  std::int64_t left = m;
  for (auto s : prefix) left -= s;
  if (algorithm == SweepAlgorithm::uni_greedy) {
    FreeTimes<T> start{{T(0), p}};
    UniGreedyScratch<T> scratch;
    for (auto s : prefix) uni_greedy_segment(start, alpha + beta * T(s), gamma * T(s), scratch);
    detail::sweep_uni_greedy(left, alpha, beta, gamma, start, segments, visit);
  } else {
    std::vector<T> start(static_cast<std::size_t>(p), T(0));
    for (auto s : prefix) {
      if (start.size() > 1) pipeline_segment(start, alpha + beta * T(s), gamma * T(s));
    }
    detail::sweep_pipeline(left, alpha, beta, gamma, start, segments, visit);
  }
}

/// The prefixes that split the sweep of m into pieces: every list of
/// segments whose sum first reaches `depth` or more, in lexicographic order.
/// The pieces' segmentations, piece after piece, are the whole sweep in order.
inline void sweep_prefixes(std::int64_t m, std::int64_t depth, std::vector<std::int64_t>& prefix,
                           std::int64_t sum, std::vector<std::vector<std::int64_t>>& out) {
  if (sum >= depth || sum == m) {
    out.push_back(prefix);
    return;
  }
  for (std::int64_t s = 1; s <= m - sum; ++s) {
    prefix.push_back(s);
    sweep_prefixes(m, depth, prefix, sum + s, out);
    prefix.pop_back();
  }
}

/// The makespan of one segmentation by the same code as the sweep.
template <class T>
T sweep_makespan(SweepAlgorithm algorithm, int p, const std::vector<std::int64_t>& segments,
                 const T& alpha, const T& beta, const T& gamma) {
  if (algorithm == SweepAlgorithm::uni_greedy) {
    FreeTimes<T> free{{T(0), p}};
    UniGreedyScratch<T> scratch;
    for (auto s : segments) uni_greedy_segment(free, alpha + beta * T(s), gamma * T(s), scratch);
    return makespan_of(free);
  }
  std::vector<T> free(static_cast<std::size_t>(p), T(0));
  for (auto s : segments) {
    if (free.size() > 1) pipeline_segment(free, alpha + beta * T(s), gamma * T(s));
  }
  return free.front();
}

}  // namespace redcheck
