#pragma once
// Algorithm 1 of Lowery & Langou (uni-greedy), unidirectional ports, segments
// in order. For each segment in turn, p - 1 send/receive pairs: the two
// processors that are free first pair up at t = the later of their two free
// times (Lemma 1 with t = x_g2); the root never sends, so when it is one of
// the two it receives; otherwise the first (lowest time, then lowest index)
// sends. The receiver stays for the segment, the sender is done with it.

#include "models/segmented/model.hpp"
#include "schedule/schedule.hpp"

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

namespace redcheck {

/// The explicit uni-greedy schedule, exact.
Schedule uni_greedy_schedule(const SegmentedInstance& instance);

/// Uni-greedy's state between segments: the free times of the p processors as
/// a multiset (time, count), largest time first. Which processor is the root
/// does not matter to the makespan: the multiset evolves the same way and the
/// root is the one left at the end of every segment.
template <class T>
using FreeTimes = std::vector<std::pair<T, std::int64_t>>;

/// The root's time once the last segment is done: the largest free time.
template <class T>
T makespan_of(const FreeTimes<T>& free) {
  return free.front().first;
}

/// Work space of uni_greedy_segment, kept between calls to avoid allocations.
template <class T>
struct UniGreedyScratch {
  FreeTimes<T> senders;    ///< done with the segment, nondecreasing times
  FreeTimes<T> receivers;  ///< still in the segment, nondecreasing times
};

/// Runs one segment (comm = alpha + beta s, comp = gamma s) on `free`, in
/// place: pairs that start at the same time are done in one batch, so the
/// cost is per distinct free time, not per processor. Pairs start in
/// nondecreasing time order, so the receivers' new free times (start + comm
/// + comp) come out sorted: they wait in their own queue, merged with the
/// untouched free times by comparing the two heads (no sorted insertion).
template <class T>
void uni_greedy_segment(FreeTimes<T>& free, const T& comm, const T& comp,
                        UniGreedyScratch<T>& scratch) {
  FreeTimes<T>& senders = scratch.senders;
  FreeTimes<T>& receivers = scratch.receivers;
  senders.clear();
  receivers.clear();
  const auto append = [](FreeTimes<T>& queue, const T& time, std::int64_t count) {
    if (!queue.empty() && queue.back().first == time) {
      queue.back().second += count;
    } else {
      queue.emplace_back(time, count);
    }
  };
  // The untouched processors: free read from its back (smallest time first).
  std::size_t untouched = free.size();  // free[untouched - 1] is the head
  std::size_t next_receiver = 0;
  std::int64_t remaining = 0;
  for (const auto& bucket : free) remaining += bucket.second;
  // The bucket with the smallest time, the two queues' heads merged when they
  // share it; nullptr when both are empty.
  const auto smallest = [&]() -> std::pair<T, std::int64_t>* {
    while (untouched > 0 && free[untouched - 1].second == 0) --untouched;
    while (next_receiver < receivers.size() && receivers[next_receiver].second == 0) {
      ++next_receiver;
    }
    const bool has_old = untouched > 0, has_new = next_receiver < receivers.size();
    if (!has_new) return has_old ? &free[untouched - 1] : nullptr;
    auto& fresh = receivers[next_receiver];
    if (!has_old) return &fresh;
    auto& old = free[untouched - 1];
    if (old.first == fresh.first) {
      old.second += fresh.second;
      fresh.second = 0;
      return &old;
    }
    return old.first < fresh.first ? &old : &fresh;
  };
  const bool instant = comm + comp == T(0);
  while (remaining > 1) {
    auto* first = smallest();
    const T t1 = first->first;
    if (first->second >= 2) {
      if (instant) {  // receivers stay at t1: all but one of the bucket send
        const std::int64_t k = std::min(first->second - 1, remaining - 1);
        first->second -= k;
        append(senders, t1 + comm, k);
        remaining -= k;
        continue;
      }
      const std::int64_t k = std::min(first->second / 2, remaining - 1);
      first->second -= 2 * k;
      append(senders, t1 + comm, k);
      append(receivers, t1 + comm + comp, k);
      remaining -= k;
    } else {
      first->second = 0;  // the lone processor at t1 waits for the next one
      auto* second = smallest();
      const T t = second->first;
      --second->second;
      append(senders, t + comm, 1);
      append(receivers, t + comm + comp, 1);
      remaining -= 1;
    }
  }
  // One processor is left, the root; the senders join it for the next segment.
  const std::pair<T, std::int64_t> root{smallest()->first, 1};
  free.clear();
  bool root_placed = false;
  for (auto it = senders.rbegin(); it != senders.rend(); ++it) {
    if (!root_placed && root.first >= it->first) {
      if (root.first == it->first) {
        free.emplace_back(it->first, it->second + 1);
        root_placed = true;
        continue;
      }
      free.push_back(root);
      root_placed = true;
    }
    free.push_back(*it);
  }
  if (!root_placed) free.push_back(root);
}

}  // namespace redcheck
