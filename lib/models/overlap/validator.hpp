#pragma once
// Validator of the overlap model (see model.hpp for the rules). It is the only
// place that turns a schedule of this model into a makespan.

#include "models/overlap/model.hpp"
#include "rules/validation.hpp"
#include "schedule/activities.hpp"
#include "schedule/schedule.hpp"

#include <string>
#include <vector>

namespace redcheck {

/// The resources activities hold in this model: one port per machine, held
/// by transfers (and, without overlap, by reductions too); one compute unit;
/// under a transfer limit, the platform-wide pool.
ResourcePolicy overlap_resources(const OverlapModel& model);

/// The rules, in the order they are checked (rules/checkers.hpp):
///  indices        machines and operands exist;
///  durations      transfers last d, reductions c, nothing starts before 0;
///  reduction tree each machine but the sink sends once, forming a tree;
///  reduced once   each transfer is reduced once, by its receiver;
///  precedence     a reduction after its operand arrives, a send after the
///                 sender's last reduction;
///  resources      one transfer at a time per machine (one-port), one
///                 reduction at a time, and without overlap no transfer
///                 while reducing;
///  operand order  (non-commutative) each reduction joins adjacent ranges;
///  transfer limit (Section 6.1, when set) at most K transfers in progress;
///  reducer limit  (Section 6.2, when set) at most K machines reduce.
/// Returns the makespan, or the first broken rule, by name and in words.
/// Complexity: O(a log a) comparisons of exact times for a activities.
Validation validate(const Schedule& schedule, const OverlapModel& model);

/// The validator's makespan of a schedule `builder` produced. A rejected
/// schedule is a toolkit bug: throws CrossCheckFailure naming the builder,
/// the input and the broken rule.
Time validated_makespan(const Schedule& schedule, const OverlapModel& model,
                        const std::string& builder);

/// The names of the rules `validate` checks under `model`, in order.
std::vector<std::string> overlap_rule_names(const OverlapModel& model);

/// The dependencies of a valid schedule of this model (for timelines).
std::vector<Dependency> overlap_dependencies(const Schedule& schedule);

}  // namespace redcheck
