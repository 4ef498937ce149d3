#pragma once
// Closed forms of Canon & Antoniu for the overlap model, as printed (with the
// reading stated where the text is ambiguous). The claims registry compares
// them with validated schedules and exhaustive optima.

#include "models/overlap/model.hpp"
#include "time/exact_time.hpp"

#include <algorithm>
#include <functional>
#include <vector>

namespace redcheck {

/// Lemma 5: ceil(log2 n) * max(d, c), a lower bound on the optimal length.
Time lemma5_lower_bound(int n, const OverlapModel& model);

/// Proposition 6: ceil(log2 n) * (d + c), an upper bound on the optimal length.
Time proposition6_upper_bound(int n, const OverlapModel& model);

/// Section 3.1: d + (k - 1) max(d, c) + c, the time for one machine to receive
/// and reduce k >= 1 elements (star with k senders); 0 for k = 0.
Time single_machine_time(int k, const OverlapModel& model);

/// Proposition 13: k (d + c), the length of a binomial tree of order k.
Time binomial_tree_length(int order, const OverlapModel& model);

/// Proposition 16: d + (k - 1) max(d, c) + c for order k > 0; 0 for k = -1, 0.
Time fibonacci_tree_length(int order, const OverlapModel& model);

/// Proposition 8 and Corollary 11: (floor(log2(K) + 1) + ceil(n / K - 2))
/// (d + c), as printed, for any n >= 1 and K >= 1 (the paper states it for
/// K <= floor(n / 2); the claims check it there and report what happens
/// beyond). The ceiling may be negative (n < K): it is kept as printed.
Time proposition8_bound(int n, int k, const OverlapModel& model);

/// Proposition 8's bound with its proof's count repaired: the proof's step
/// schedule doubles for m = floor(log2 K) + 1 steps (2^m machines then hold
/// an element), then serves K new machines per step: m + ceil((n - 2^m) / K)
/// steps of d + c; ceil(log2 n) steps when 2^m >= n. The printed count
/// ceil(n/K - 2) rests on n - 2^m < n - 2K, which is false (2^m <= 2K).
Time proposition8_corrected_bound(int n, int k, const OverlapModel& model);

/// Which transfer is "t_i^j" in Proposition 2.
enum class Proposition2Reading {
  jth_largest,   ///< as printed: t_i^j is the j-th largest transfer time
  jth_smallest,  ///< as the proof uses it: the j-th earliest
};

/// Proposition 2: max over j of (t^j + d + (m - j) max(d, c) + c), where the m
/// transfer times are ranked per `reading`; 0 when m = 0.
Time proposition2_bound(std::vector<Time> transfer_times, const OverlapModel& model,
                        Proposition2Reading reading);

/// The same in any number type T (exact rationals, or integer ticks whose
/// range the caller has checked).
template <class T>
T proposition2_bound(std::vector<T> transfer_times, const T& d, const T& c,
                     Proposition2Reading reading) {
  if (reading == Proposition2Reading::jth_smallest) {
    std::sort(transfer_times.begin(), transfer_times.end());
  } else {
    std::sort(transfer_times.begin(), transfer_times.end(), std::greater<>());
  }
  const int m = static_cast<int>(transfer_times.size());
  const T& most = d < c ? c : d;
  T bound(0);
  for (int j = 1; j <= m; ++j) {
    const T candidate = transfer_times[j - 1] + d + T(m - j) * most + c;
    if (bound < candidate) bound = candidate;
  }
  return bound;
}

/// d + (k - 1) max(d, c) + c (0 for k = 0) in any number type T.
template <class T>
T single_machine_time(int k, const T& d, const T& c) {
  if (k == 0) return T(0);
  return d + T(k - 1) * (d < c ? c : d) + c;
}

}  // namespace redcheck
