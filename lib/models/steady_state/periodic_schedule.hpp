#pragma once
// The periodic schedule of a steady-state solution (Legrand, Marchal &
// Robert 2004, Sections 3.3 and 4.3): one period of T time units in which
// every count is an integer (send * T messages on each edge, cons * T tasks
// on each node, TP * T operations).
//
// Communications follow the weighted edge colouring of the period's
// send/receive times (edge_colouring.hpp): the matchings run one after the
// other, and within a matching each edge carries its messages type after
// type, a message split across matchings when its edge's turn ends
// (Figure 4(a)). The variant without split messages multiplies the period
// by the lcm L of the denominators of the message counts in the pieces, so
// that each piece carries whole messages (Figure 4(b): period 12 x 4 = 48).
// Computations run back to back on each node from time 0, one batch per
// task type (each batch a whole number of tasks).
//
// In the Schedule: machines are the platform's nodes, a transfer's
// `segment` is its message type (SteadyStateProblem::types), a reduction's
// `task` its task type, and `period` is set.

#include "models/steady_state/edge_colouring.hpp"
#include "models/steady_state/linear_programs.hpp"
#include "schedule/schedule.hpp"

#include <vector>

namespace redcheck {

struct PeriodicSchedule {
  Schedule schedule;
  std::vector<WeightedMatching> matchings;  ///< in time order, durations in this period
  BigInt operations;                        ///< operations completed per period
};

/// One period of T = solution.period, messages split across matchings.
PeriodicSchedule split_periodic_schedule(const SteadyStateProblem& problem,
                                         const SteadyStateSolution& solution);

/// The weighted edge colouring of the period's transfer times.
std::vector<WeightedMatching> period_matchings(const SteadyStateProblem& problem,
                                               const SteadyStateSolution& solution);

/// The same with these matchings (period_matchings in any order), run in
/// the order given.
PeriodicSchedule split_periodic_schedule(const SteadyStateProblem& problem,
                                         const SteadyStateSolution& solution,
                                         std::vector<WeightedMatching> matchings);

/// The same scaled by L so that no message is split (period T * L).
PeriodicSchedule unsplit_periodic_schedule(const SteadyStateProblem& problem,
                                           const PeriodicSchedule& split);

}  // namespace redcheck
