#pragma once
// Validator of the overlap model (see model.hpp for the rules). It is the only
// place that turns a schedule into a makespan.

#include "models/overlap/model.hpp"
#include "schedule/schedule.hpp"

#include <string>

namespace redcheck {

struct Validation {
  Time makespan;          ///< end of the last activity, when valid
  std::string violation;  ///< first rule broken, in words; empty when valid

  bool valid() const { return violation.empty(); }
};

/// Checks every rule of `model` on `schedule`, in this order: indices in range,
/// durations, each non-sink machine sends exactly once, transfers form a tree,
/// each transfer reduced exactly once by its receiver, reductions after
/// arrival, reductions on a machine one at a time, one-port, sends after the
/// last reduction, (no-overlap variant) no transfer during a reduction,
/// (non-commutative) adjacent operands.
/// Returns the makespan, or the first violated rule in words.
/// Complexity: O(a log a) comparisons of exact times for a activities.
Validation validate(const Schedule& schedule, const OverlapModel& model);

}  // namespace redcheck
