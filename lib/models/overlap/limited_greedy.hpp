#pragma once
// Algorithm 2 of Canon & Antoniu (Section 6.1): the greedy under at most K
// transfers in progress at once. (Algorithm 3, Section 6.2, is Algorithm 1
// with its argmin restricted to the first K machines: greedy.hpp, argument
// `receivers`.)
//
// Time runs backwards from the sink, as in Algorithm 1: s_j is the soonest
// reversed time machine j can compute once more, t_i the reversed time at
// which the transfer between c_i and i completes. Machines 1..n of the paper
// are 0..n-1 here; transfer i is the one machine i sends.
//
// Readings and repairs of the printed pseudo-code (the extraction garbles it):
//  - Line 8 appears twice; the corrupted copy "t_i <- max(s_M + c t_i t_i)^2
//    + d" is dropped. The other reads t_i <- max(s_M + c, t_{i-K}) + d: the
//    transfer starts once M has computed and once the transfer K places
//    earlier has completed (completions are non-decreasing, proof of Theorem
//    7, so at most K are in progress).
//  - "t_i = 0 for i >= n" cannot be meant: t_n is used on line 14. We read
//    t_j = 0 for j <= 1, i.e. when fewer than K transfers precede there is no
//    wait (transfers are numbered 2..n).
//  - Lines 10-11 are cut ("s_M <- r" then "s_M <- max(s_M + c, t_i - c)").
//    We keep the complete one: M computes again once its computation has
//    ended (s_M + c) and once its next transfer, which starts c later, cannot
//    meet this one (t_i - c). Without contention t_i = s_M + c + d and this is
//    Algorithm 1's s_M + max(d, c). Line 9 sets s_i <- t_i.
//  - Line 14 reads t_i <- t_n - t_i + c. Reversing time maps the reversed
//    completion t_i to the forward start L - t_i with L = t_n, the length;
//    the printed "+ c" would start every transfer c late (a valid schedule,
//    c longer than t_n). We use t_n - t_i and check t_n = max_i t_i.
//  - The pseudo-code returns {c_i, t_i} only. The forward schedule places
//    each reduction as early as the rules allow, in arrival order; the
//    builder checks that each ends no later than the reversed computation
//    that fed transfer i (L - s_M, with s_M the value line 8 read), so the
//    length stays t_n. The validator checks the whole schedule, the limit K
//    included.
//  - Without overlap (Section 3.1) the only change is line 10: M computes
//    again only after the transfer has completed, s_M <- t_i. The paper does
//    not state Algorithm 2 for that variant; this is our extension.
//  - argmin ties follow TieBreak, as in Algorithm 1.
// Every value formed is at most (n + 1)(d + c): t_i <= t_{i-1} + c + d.
// Complexity: O(n log n).

#include "models/overlap/greedy.hpp"
#include "models/overlap/model.hpp"
#include "schedule/schedule.hpp"

#include <optional>
#include <queue>
#include <vector>

namespace redcheck {

/// What Algorithm 2 computes, in number type T.
template <class T>
struct LimitedTransfersRun {
  std::vector<int> receiver;  ///< c_i; -1 for the sink
  std::vector<T> completion;  ///< t_i, reversed (0 for the sink)
  std::vector<T> computed;    ///< s_M read on line 8 for transfer i
  T last_completion;          ///< t_n, the paper's length
  T length;                   ///< max_i t_i
};

template <class T>
LimitedTransfersRun<T> algorithm2_run(int n, int k, const T& d, const T& c, bool overlap,
                                      TieBreak rule) {
  using Entry = std::pair<T, int>;  // (s_j, j)
  const auto later = [rule](const Entry& a, const Entry& b) {
    if (a.first != b.first) return b.first < a.first;
    return rule == TieBreak::lowest_index ? a.second > b.second : a.second < b.second;
  };
  std::priority_queue<Entry, std::vector<Entry>, decltype(later)> available(later);
  const auto size = static_cast<std::size_t>(n);
  LimitedTransfersRun<T> run{std::vector<int>(size, -1), std::vector<T>(size, T(0)),
                             std::vector<T>(size, T(0)), T(0), T(0)};
  available.push({T(0), 0});
  for (int i = 1; i < n; ++i) {
    const auto [s_m, m] = available.top();
    available.pop();
    const T computed_end = s_m + c;
    T start = computed_end;
    if (i - k >= 1 && start < run.completion[i - k]) start = run.completion[i - k];
    const T t_i = start + d;
    run.receiver[i] = m;
    run.completion[i] = t_i;
    run.computed[i] = s_m;
    if (run.length < t_i) run.length = t_i;
    available.push({t_i, i});
    T next = t_i;
    if (overlap) {
      next = t_i - c;
      if (next < computed_end) next = computed_end;
    }
    available.push({next, m});
  }
  run.last_completion = run.completion[size - 1];
  return run;
}

struct LimitedTransfersSchedule {
  Schedule schedule;
  Time last_completion;  ///< t_n: the paper's length
};

/// Algorithm 2 on n machines with at most k concurrent transfers, as a
/// forward schedule (reversed times mapped to L - t). Uses int64 ticks when
/// the costs allow it. Throws InputError when n < 1 or k < 1.
LimitedTransfersSchedule algorithm2(int n, int k, const OverlapModel& model, TieBreak rule);

/// Algorithm 2's length only (t_n), in int64 ticks or exact: for benchmarks
/// and tables that need no schedule.
Time algorithm2_length(int n, int k, const OverlapModel& model, TieBreak rule);

}  // namespace redcheck
