#pragma once
// The periodic-schedule validator of the steady-state model. It reads one
// period of a schedule (periodic_schedule.hpp for the encoding) and checks,
// in exact rationals, in this order:
//   period          the period is set and > 0;
//   indices         nodes, edges of the platform, message and task types exist;
//   within period   every activity lasts > 0 and lies within [0, period);
//   whole units     each computation is a whole number of tasks (length / w);
//                   with whole_messages, each transfer a whole number of
//                   messages (length / c): no message split;
//   one port        one send and one receive per node at a time, one
//                   computation per node at a time (so at most T / w tasks
//                   a period: the computation capacity);
//   conservation    per period, every node forwards what it receives and
//                   what it computes, uses only what it receives or owns,
//                   and every operation's data flow balances: with K the
//                   operations per period (the first destination's
//                   receipts), each origin emits K of its type, each
//                   destination keeps K, and every other count balances
//                   (the LP's rows, times T);
// and measures the period. K / period is the schedule's throughput.
// Data sent in a period may have arrived in the previous one: the schedule
// repeats, and steady state does not order activities inside a period.

#include "models/steady_state/problem.hpp"
#include "rules/validation.hpp"

namespace redcheck {

struct PeriodicValidation {
  Validation validation;
  Time operations_per_period;  ///< K, when valid
};

PeriodicValidation validate_periodic(const Schedule& schedule, const SteadyStateProblem& problem,
                                     bool whole_messages);

/// The validator's rule names, in order.
std::vector<std::string> periodic_rule_names();

}  // namespace redcheck
