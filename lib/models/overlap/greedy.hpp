#pragma once
// Algorithm 1 of Canon & Antoniu (the greedy, optimal by their Theorem 4).
// Time runs backwards from the sink: s_j is the soonest (reversed) time at
// which machine j can reduce once more. Each new machine i is attached to the
// machine M with the smallest s_M ("argmin"), gets s_i = s_M + c + d, and M
// moves on to s_M + max(d, c). Machines 1..n of the paper are 0..n-1 here;
// machine 0 is the sink.
//
// The paper does not say which machine argmin returns on a tie. TieBreak names
// the rule; the claims registry checks whether the outcome depends on it.

#include "models/overlap/model.hpp"
#include "schedule/schedule.hpp"

#include <optional>
#include <queue>
#include <string>
#include <vector>

namespace redcheck {

enum class TieBreak {
  lowest_index,   ///< among equal s_j, the machine added first
  highest_index,  ///< among equal s_j, the machine added last
};

/// "lowest" / "highest"; parse throws InputError on any other text.
std::string to_string(TieBreak rule);
TieBreak parse_tie_break(const std::string& text);
inline constexpr TieBreak all_tie_breaks[] = {TieBreak::lowest_index, TieBreak::highest_index};

/// What Algorithm 1 computes, in number type T.
template <class T>
struct GreedyRun {
  std::vector<int> receiver;  ///< the paper's c_i; -1 for the sink
  std::vector<T> assigned;    ///< s_i at the iteration that added machine i
  T length;                   ///< the largest s_i: the schedule length
};

/// Algorithm 1 on n machines in number type T. Every value formed is at most
/// (n + 1)(d + c). Complexity: O(n log n).
/// With `receivers` = K this is Algorithm 3 (Section 6.2): the argmin of line
/// 7 ranges over the first min(i - 1, K) machines only, so only machines
/// 0..K-1 ever receive.
template <class T>
GreedyRun<T> algorithm1_run(int n, const T& d, const T& c, TieBreak rule,
                            std::optional<int> receivers = std::nullopt) {
  using Entry = std::pair<T, int>;  // (s_j, j)
  const auto later = [rule](const Entry& a, const Entry& b) {
    if (a.first != b.first) return b.first < a.first;
    return rule == TieBreak::lowest_index ? a.second > b.second : a.second < b.second;
  };
  std::priority_queue<Entry, std::vector<Entry>, decltype(later)> available(later);
  const T step = c + d;
  const T busy = d < c ? c : d;
  GreedyRun<T> run{std::vector<int>(static_cast<std::size_t>(n), -1),
                   std::vector<T>(static_cast<std::size_t>(n), T(0)), T(0)};
  available.push({T(0), 0});
  for (int i = 1; i < n; ++i) {
    const auto [s_m, m] = available.top();
    available.pop();
    run.receiver[i] = m;
    run.assigned[i] = s_m + step;
    if (run.length < run.assigned[i]) run.length = run.assigned[i];
    if (!receivers || i < *receivers) available.push({run.assigned[i], i});
    available.push({s_m + busy, m});
  }
  return run;
}

struct GreedyTree {
  ReductionTree tree;  ///< senders in arrival order (reverse of attachment)
  Time length;         ///< the algorithm's own bookkeeping: max s_i

  /// s_i of machine i, exact.
  Time assigned(int machine) const {
    return exact_dates.empty() ? tick * Time(tick_dates[static_cast<std::size_t>(machine)])
                               : exact_dates[static_cast<std::size_t>(machine)];
  }

  // The dates, kept in integer ticks when the fast path ran (a million exact
  // rationals cost more than the algorithm itself).
  Time tick = 1;
  std::vector<std::int64_t> tick_dates;
  std::vector<Time> exact_dates;
};

/// Algorithm 1 with exact results; uses integer ticks when the costs allow it.
/// With `receivers` = K: Algorithm 3 (at most K reducers).
/// Throws InputError when n < 1 or K < 1.
GreedyTree algorithm1(int n, const OverlapModel& model, TieBreak rule,
                      std::optional<int> receivers = std::nullopt);

/// The schedule Algorithm 1 describes, read off its own dates: machine i sends
/// to c_i during [L - s_i, L - s_i + d) and c_i reduces right after, where L is
/// the length. The validator checks it like any other schedule.
Schedule algorithm1_schedule(const GreedyTree& greedy, const OverlapModel& model);

/// The optimum for n = 1..N at `costs` (index n): Algorithm 1's own length
/// on each prefix (Theorem 4), the largest s_i assigned so far, in the
/// fastest exact number type (every s_i is at most (N + 1)(d + c)).
std::vector<Time> algorithm1_prefix_lengths(int total, const OverlapModel& costs);

}  // namespace redcheck
