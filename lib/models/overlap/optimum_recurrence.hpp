#pragma once
// The optimum of the overlap model by a proven recurrence, for n beyond
// exhaustive enumeration. It does not use Algorithm 1 or Proposition 3.
//
// Why it is exact (states as in tree_levels.hpp):
// 1. A sink's finish is nondecreasing in the ready time of each sender, so
//    replacing a sender's subtree of a machines by one optimal for a machines
//    never hurts: some optimal tree has optimal subtrees only, and opt(a) is
//    all a subtree contributes.
// 2. After its first senders, a sink is described by (port free, finish)
//    (receive_step.hpp), and appending a sender is nondecreasing in both. A
//    state that another state with the same number of machines beats or ties
//    in both coordinates can be dropped (Pareto pruning).
// So with G[j] the Pareto states of a sink whose senders hold j machines in
// all, G[0] = {(0, 0)}, G[j] = Pareto{ append(g, opt(a)) : 1 <= a <= j,
// g in G[j-a] } and opt(k) = min finish over G[k-1].
// Cost: sum over j of sum over a of |G[j - a]|.
// Arithmetic: by induction on j every state of G[j] has port free and finish
// <= j(d + c) (a sender of a machines is ready by opt(a) <= (a - 1)(d + c)),
// so every value formed is at most (n + 1)(d + c): integer ticks when that
// fits (time/fast_path.hpp), exact rationals otherwise.

#include "models/overlap/model.hpp"
#include "schedule/reduction_tree.hpp"
#include "time/exact_time.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace redcheck {

/// Largest n the recurrence accepts.
inline constexpr int recurrence_max_n = 20000;

struct RecurrenceResult {
  int n = 1;
  std::vector<Time> optimum_by_size;  ///< [k] = optimum on k machines, k = 1..n
  ReductionTree tree;                 ///< one optimal ordered tree on n machines
  std::uint64_t states = 0;           ///< Pareto states kept over all j
  std::uint64_t candidates = 0;       ///< states formed before pruning
  std::string arithmetic;             ///< "int64 ticks" or "exact rationals"
};

/// Throws InputError when n < 1 or n > recurrence_max_n.
RecurrenceResult recurrence_optimum(int n, const OverlapModel& model);

}  // namespace redcheck
