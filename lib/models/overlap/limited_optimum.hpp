#pragma once
// The exact optimum of the overlap model under the limits of Section 6.
//
// 1. At most K reducers (reducer_limited_optimum): every ordered tree on n
//    machines with at most K internal machines (a machine reduces exactly
//    when it receives), each timed at its earliest (tree_timing.hpp). The
//    earliest timing of an ordered tree is optimal for that tree and the
//    limit does not constrain timing, so this covers every schedule, as the
//    unlimited enumeration does (exhaustive.hpp). The count of trees
//    is checked against the Narayana numbers: N(n-1, l) ordered trees on n
//    machines have l leaves.
//
// 2. At most K transfers in progress (transfer_limited_optimum, overlap
//    variant): the earliest timing of a tree is no longer optimal, the order
//    in which transfers take one of the K places matters. The search builds
//    schedules transfer by transfer: each step picks a sender that has not
//    sent (not the sink) and a receiver that has not sent, and places the
//    transfer by the schedule generation scheme
//      start = max(previous start, end of the sender's last reduction,
//                  end of the receiver's last reception,
//                  end of the transfer placed K steps before);
//    reductions follow in arrival order, each as soon as the element has
//    arrived and the machine's previous reduction has ended. Every sequence
//    of choices is a tree with an order of its transfers (a receiver has not
//    sent yet, so each machine receives before it sends), and every such pair
//    is one sequence: ((n - 1)!)^2 of them.
//
//    Why this covers every schedule. Take any valid schedule S and list its
//    transfers by start (ties: a machine's receptions before its send). Place
//    them in that order by the serial scheme that puts each at its earliest
//    feasible time given those already placed (gaps included), reductions as
//    above. By induction each transfer starts no later than in S: its sender's
//    receptions were placed no later, so (reductions in arrival order being
//    optimal on one machine, 1|r_j, p_j = c|Cmax) its data is ready no later;
//    a transfer placed before it that holds the receiver's port in S ends
//    before its start in S, and ends no later now; and any transfer placed
//    before it that is in progress at an instant t of its S-interval now was
//    in progress at t in S too (it starts no later than it in S and ends no
//    later than in S), so fewer than K are. Repeating the step with the new
//    schedule's order never increases any start and reaches, among finitely
//    many values (sums of d and c), a schedule S* that the scheme maps to
//    itself, no longer than S. In S* the starts follow the list, so every
//    transfer placed before one starts no later and, all lasting d, the
//    formula above is exactly the earliest feasible time: the search meets S*.
//    It may therefore drop a step whose time without "previous start" is
//    below the previous start (S* has none: the earliest feasible time is
//    at most that value).
//
//    Pruning (proven bounds; `prune = false` visits every sequence):
//     - the fixed-point rule above;
//     - symmetry: machines with the same state (data ready, port free, has
//       received) are interchangeable, only the first is tried;
//     - a lower bound on any completion: every machine that has not sent
//       starts its send no earlier than the previous start and its data
//       ready, and its data then needs d + c more; the r transfers left start
//       after the previous start and after the transfer placed K earlier
//       ended, and need ceil(r / K) rounds of d, then c; the sink
//       still receives and reduces once. A branch whose bound reaches the best
//       length known (first: a validated upper bound) is dropped.
//    A reducer limit may be added: a receiver that has not received yet
//    becomes a reducer, refused beyond K.
//
// Arithmetic: int64 ticks (every value is at most (n + 1)(d + c) ticks) or
// exact rationals.

#include "models/overlap/model.hpp"
#include "schedule/reduction_tree.hpp"
#include "schedule/schedule.hpp"
#include "time/exact_time.hpp"

#include <cstdint>
#include <optional>
#include <string>

namespace redcheck {

/// Largest n the reducer-limited enumeration accepts.
inline constexpr int reducer_limited_max_n = 17;
/// Largest n the transfer-limited search accepts.
inline constexpr int transfer_limited_max_n = 14;

struct ReducerLimitedResult {
  Time optimum;
  std::uint64_t shapes = 0;     ///< ordered trees with at most K internal machines
  std::string expected_shapes;  ///< the Narayana count, as text
  ReductionTree tree;           ///< an optimal ordered tree (arrival as in the tree)
  std::string arithmetic;
};

/// Every ordered tree on n machines with at most k reducers, timed at its
/// earliest under `model` (its limits are ignored; k is the reducer limit).
/// Throws InputError when n < 1, n > reducer_limited_max_n or k < 1.
ReducerLimitedResult reducer_limited_optimum(int n, const OverlapModel& model, int k);

/// Ordered trees on n machines with at most k internal ones (Narayana), as text.
std::string ordered_trees_with_internal_at_most(int n, int k);

struct TransferSearchOptions {
  bool prune = true;  ///< false: every sequence (for tests; ((n - 1)!)^2 of them)
  /// A validated schedule under the same limits, used as the first bound and
  /// returned when nothing shorter exists (prune only).
  std::optional<Schedule> upper_bound;
};

struct TransferLimitedResult {
  Time optimum;
  Schedule example;                ///< an optimal schedule
  std::uint64_t sequences = 0;     ///< complete (tree, transfer order) sequences reached
  std::uint64_t search_nodes = 0;  ///< steps tried
  std::string arithmetic;
};

/// The optimum on n machines under model.max_transfers and model.max_reducers
/// (either may be absent), overlap variant. Throws InputError when n < 1, n >
/// transfer_limited_max_n (pruned search) or n > 8 (prune = false), or the
/// model has no overlap.
TransferLimitedResult transfer_limited_optimum(int n, const OverlapModel& model,
                                               const TransferSearchOptions& options = {});

}  // namespace redcheck
