#pragma once
// Validator of the heterogeneous model (see model.hpp for the rules). It is
// the only place that turns a schedule of this model into a makespan.

#include "models/heterogeneous/model.hpp"
#include "rules/validation.hpp"
#include "schedule/activities.hpp"
#include "schedule/schedule.hpp"

#include <string>
#include <vector>

namespace redcheck {

/// The resources activities hold: one port per processor, held by the
/// transfers it takes part in (a processor sends once, after its last
/// reduction, so this is "one reception at a time"); one compute unit.
/// Reductions do not hold the port: receptions overlap reductions. A
/// transfer of zero cost holds the ports at its instant: it is not made
/// during another transfer of its processors.
ResourcePolicy heterogeneous_resources();

/// The rules, in the order they are checked (rules/checkers.hpp):
///  indices        processors and operands exist, n matches the instance;
///  durations      a transfer P_i -> P_j lasts d_ij, a reduction on P_j
///                 lasts c_j, nothing starts before 0;
///  reduction tree every processor but the sink sends once, forming a tree;
///  root           (a rooted instance) the sink is the root;
///  reduced once   each transfer is reduced once, by its receiver;
///  precedence     a reduction after its operand arrives, a send after the
///                 sender's last reduction;
///  resources      one transfer at a time per processor (one of zero cost
///                 not during another), one reduction at a time per processor;
///  arrival order  a processor reduces its values in arrival order;
///  operand order  (non-commutative) each reduction joins adjacent ranges.
/// Returns the makespan, or the first broken rule, by name and in words.
/// Complexity: O(a log a) comparisons of exact times for a activities.
Validation validate(const Schedule& schedule, const HeterogeneousInstance& instance);

/// The validator's makespan of a schedule `builder` produced. A rejected
/// schedule is a toolkit bug: throws CrossCheckFailure naming the builder,
/// the input and the broken rule.
Time validated_makespan(const Schedule& schedule, const HeterogeneousInstance& instance,
                        const std::string& builder);

/// The names of the rules `validate` checks, in order.
std::vector<std::string> heterogeneous_rule_names(const HeterogeneousInstance& instance);

/// The dependencies of a valid schedule of this model (for timelines).
std::vector<Dependency> heterogeneous_dependencies(const Schedule& schedule);

/// "n = 3, d = [[0, 1, 2], [1, 0, 1], [2, 2, 0]], c = [1, 1, 0]" for
/// messages (the matrix is elided beyond 8 processors).
std::string heterogeneous_instance_text(const HeterogeneousInstance& instance);

}  // namespace redcheck
