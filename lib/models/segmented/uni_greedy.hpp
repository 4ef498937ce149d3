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

/// Runs one segment (comm = alpha + beta s, comp = gamma s) on `free`, in
/// place: pairs that start at the same time are done in one batch, so the
/// cost is per distinct free time, not per processor.
template <class T>
void uni_greedy_segment(FreeTimes<T>& free, const T& comm, const T& comp,
                        FreeTimes<T>& senders_scratch) {
  FreeTimes<T>& senders = senders_scratch;  // nondecreasing times: pairs start in time order
  senders.clear();
  const auto add_sender = [&](const T& time, std::int64_t count) {
    if (!senders.empty() && senders.back().first == time) {
      senders.back().second += count;
    } else {
      senders.emplace_back(time, count);
    }
  };
  const auto insert = [&](const T& time, std::int64_t count) {
    auto it = free.end();
    while (it != free.begin() && (it - 1)->first < time) --it;
    if (it != free.begin() && (it - 1)->first == time) {
      (it - 1)->second += count;
    } else {
      free.insert(it, {time, count});
    }
  };
  std::int64_t remaining = 0;
  for (const auto& bucket : free) remaining += bucket.second;
  const bool instant = comm + comp == T(0);
  while (remaining > 1) {
    auto& first = free.back();
    const T t1 = first.first;
    if (first.second >= 2) {
      if (instant) {  // receivers stay at t1: all but one of the bucket send
        const std::int64_t k = std::min(first.second - 1, remaining - 1);
        first.second -= k;
        add_sender(t1 + comm, k);
        remaining -= k;
        continue;
      }
      const std::int64_t k = std::min(first.second / 2, remaining - 1);
      first.second -= 2 * k;
      if (first.second == 0) free.pop_back();
      add_sender(t1 + comm, k);
      insert(t1 + comm + comp, k);
      remaining -= k;
    } else {
      free.pop_back();  // the lone processor at t1 waits for the next one
      auto& second = free.back();
      const T t = second.first;
      if (--second.second == 0) free.pop_back();
      add_sender(t + comm, 1);
      insert(t + comm + comp, 1);
      remaining -= 1;
    }
  }
  // free holds the root alone; the senders join it for the next segment.
  for (const auto& bucket : senders) insert(bucket.first, bucket.second);
}

}  // namespace redcheck
