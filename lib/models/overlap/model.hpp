#pragma once
// The overlap model of Canon & Antoniu (2012), Section 3.
//
// - n >= 1 machines each hold one element at time 0. One machine, the sink,
//   must end with the reduction of all n elements.
// - A transfer of one (partial) element between any two machines takes d; one
//   reduction of two elements takes c. d and c are exact rationals >= 0.
// - One-port: a machine takes part in at most one transfer at a time, as
//   sender or as receiver.
// - Overlap (the paper's main model): a machine may receive an element while
//   it reduces two others. The Section 3.1 variant (`overlap = false`)
//   forbids a machine to transfer while it reduces.
// - A machine reduces every element it receives into its own partial result,
//   one reduction at a time, each after the element has arrived.
// - Every machine except the sink sends its partial result exactly once,
//   after its last reduction; the sink never sends. The transfers therefore
//   form a tree rooted at the sink.
// - Optionally the operation is not commutative (`commutative = false`):
//   every partial result is then a contiguous range of machine indices and
//   each reduction joins two adjacent ranges; the sink ends with 0..n-1.
// - Section 6.1 variant (`max_transfers = K`): at most K transfers are in
//   progress at any instant over the whole platform (a switch of limited
//   aggregate bandwidth): a platform-wide resource of capacity K that every
//   transfer of positive duration holds. Intervals are half-open.
// - Section 6.2 variant (`max_reducers = K`): at most K machines perform
//   reductions (MapReduce's reducers); the others only send. A machine
//   performs reductions exactly when it receives.
// - Both limits combine with each other and with the two variants above.
//   A limit at or above what the machines could use is accepted and cannot
//   bind: one-port allows at most floor(n/2) transfers at once, and at most
//   n - 1 machines receive.
// - The makespan is the end of the last activity (0 when n = 1).

#include "time/exact_time.hpp"

#include <optional>

namespace redcheck {

struct OverlapModel {
  Time d;                            ///< duration of one transfer
  Time c;                            ///< duration of one reduction
  bool overlap = true;               ///< false: the Section 3.1 variant without overlap
  bool commutative = true;           ///< false: check the order of the operands
  std::optional<int> max_transfers;  ///< Section 6.1: transfers in progress at once (>= 1)
  std::optional<int> max_reducers;   ///< Section 6.2: machines that reduce (>= 1)

  bool limited() const { return max_transfers || max_reducers; }
  /// The same costs and variants under these limits (none: unlimited).
  OverlapModel with_limits(std::optional<int> transfers, std::optional<int> reducers) const {
    OverlapModel out = *this;
    out.max_transfers = transfers;
    out.max_reducers = reducers;
    return out;
  }

  Time max_cost() const { return d < c ? c : d; }
  Time min_cost() const { return d < c ? d : c; }
};

/// Checks that d and c are >= 0 and returns the model.
/// Throws InputError naming the negative cost.
OverlapModel make_overlap_model(const Time& d, const Time& c, bool overlap = true);

}  // namespace redcheck
