#pragma once
// What the claims over every ordered tree (Section 4's Propositions 2 and 3,
// Section 5's structural bounds) read of a tree's earliest schedule: who
// sends to whom in which order, when each transfer starts, when each machine
// sends and when it is done; and how those claims decide a point fast.
//
// With the grid's costs every such time is a whole number of ticks (1 / the
// lcm of the costs' denominators), so these claims decide each point in int64
// ticks (time/fast_path.hpp) instead of forming hundreds of GMP rationals.
// The exact path stays the reference: a point the ticks find failing is
// decided again in exact rationals on the explicit schedule, validated by the
// model's validator (claims/fast_then_exact.hpp), and so is one point in 16
// of those that hold, chosen by the tree and the costs.

#include "claims/claim.hpp"
#include "claims/fast_then_exact.hpp"
#include "errors.hpp"
#include "models/overlap/claims/context.hpp"
#include "models/overlap/tree_timing.hpp"
#include "time/fast_path.hpp"

#include <atomic>
#include <cstdint>
#include <optional>
#include <type_traits>
#include <vector>

namespace redcheck {

/// A tree's earliest schedule as the tree claims read it, in a number type T.
template <class T>
struct TreeTimes {
  std::vector<std::vector<int>> senders;        ///< per machine, in arrival order
  std::vector<std::vector<T>> incoming_starts;  ///< per machine, in arrival order
  std::vector<T> send_start;                    ///< when each machine sends (the sink: done)
  std::vector<T> finish;                        ///< when each machine's last reduction ends
  T makespan;
};

/// The earliest schedule of `tree` (tree_timing.hpp) read as TreeTimes, without
/// building the schedule.
template <class T>
TreeTimes<T> tree_times(const ReductionTree& tree, const T& d, const T& c, bool overlap,
                        ArrivalOrder order) {
  const auto n = static_cast<std::size_t>(tree.size());
  TreeTimes<T> t{std::vector<std::vector<int>>(n), std::vector<std::vector<T>>(n),
                 std::vector<T>(n, T(0)), std::vector<T>(n, T(0)), T(0)};
  t.makespan = earliest_makespan(tree, d, c, overlap, order,
                                 [&](int sender, int receiver, const T& start, const T& reduced) {
                                   const auto r = static_cast<std::size_t>(receiver);
                                   t.senders[r].push_back(sender);
                                   t.incoming_starts[r].push_back(start);
                                   t.send_start[static_cast<std::size_t>(sender)] = start;
                                   t.finish[r] = reduced + c;
                                 });
  t.send_start[static_cast<std::size_t>(tree.sink())] =
      t.finish[static_cast<std::size_t>(tree.sink())];
  return t;
}

/// The same read off an explicit schedule (the exact path: a schedule the
/// validator has accepted).
TreeTimes<Time> tree_times(const Schedule& schedule);

/// An owner for tick_grid: never 0, never given twice in a run.
inline std::uint64_t new_tick_grid_owner() {
  static std::atomic<std::uint64_t> owners{0};
  return ++owners;
}

/// The int64 tick grid of a point's costs {d, c} under `largest`, or null
/// when its bound does not fit (the exact path decides). Domains list the
/// trees of one n and one cost pair one after the other, so each thread keeps
/// the last grid it made (scaling to ticks forms GMP rationals: most of the
/// cost of a small tree), for the check `owner` (one per ticks_then_exact,
/// whose `largest` it used). The pointer is valid until the thread's next
/// call.
template <class Largest>
const Arithmetic<std::int64_t>* tick_grid(const TreeCosts& x, const Largest& largest,
                                          std::uint64_t owner) {
  struct Last {
    std::uint64_t owner = 0;
    int n = 0;
    Time d, c;
    std::optional<Arithmetic<std::int64_t>> grid;
  };
  thread_local std::optional<Last> last;
  if (!last || last->owner != owner || last->n != x.n || last->d != x.costs.d ||
      last->c != x.costs.c) {
    last = Last{
        owner, x.n, x.costs.d, x.costs.c,
        with_fastest_exact<NumberTypes::int64_or_exact>(
            {x.costs.d, x.costs.c}, [&](const std::vector<BigInt>& t) { return largest(x.n, t); },
            [](const auto& arithmetic) -> std::optional<Arithmetic<std::int64_t>> {
              using T = typename std::decay_t<decltype(arithmetic.costs)>::value_type;
              if constexpr (std::is_same_v<T, std::int64_t>) {
                return arithmetic;
              } else {
                return std::nullopt;
              }
            })};
  }
  return last->grid ? &*last->grid : nullptr;
}

/// The check of a claim over TreeCosts points, deciding each in ticks first
/// (claims/fast_then_exact.hpp).
///  - `holds(arithmetic, point)`: whether the property holds, computed in the
///    arithmetic's number type (ticks) with its costs {d, c};
///  - `exact(point, counted)`: the claim's check on the explicit, validated
///    schedule, with its counterexample.
/// `largest(n, ticks)`: a bound, in ticks, on every value `holds` forms for
/// n machines and costs ticks {d, c}.
template <class Largest, class Holds, class Exact>
auto ticks_then_exact(Largest largest, Holds holds, Exact exact, std::string quantity) {
  const std::uint64_t owner = new_tick_grid_owner();
  const auto fast = [largest, holds, owner](const TreeCosts& x) -> std::optional<FastVerdict> {
    const Arithmetic<std::int64_t>* arithmetic = tick_grid(x, largest, owner);
    if (!arithmetic) return std::nullopt;
    std::uint64_t key = static_cast<std::uint64_t>(arithmetic->costs[0]) * 7 +
                        static_cast<std::uint64_t>(arithmetic->costs[1]) * 131;
    for (int i = 0; i < x.n; ++i) {
      key = key * 31 + static_cast<std::uint64_t>(x.tree.receiver(i) + 1);
    }
    return FastVerdict{holds(*arithmetic, x), in_exact_sample(key)};
  };
  const auto describe = [](const TreeCosts& x) {
    return "tree " + x.tree.brackets() + ", d = " + to_string(x.costs.d) +
           ", c = " + to_string(x.costs.c);
  };
  return fast_then_exact<TreeCosts>(fast, exact, describe, std::move(quantity));
}

}  // namespace redcheck
