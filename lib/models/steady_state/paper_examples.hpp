#pragma once
// The worked examples of Legrand, Marchal & Robert 2004 as the toolkit reads
// them.
//
// Figure 6 (a reduce of v_0, v_1, v_2 into node 0). The text fixes: every
// message has size 1; node 0 processes two tasks per time unit (w = 1/2),
// nodes 1 and 2 one (w = 1); and the LP solution of Figure 6(b), per period
// T = 3. The figure's edge costs were lost in the extraction. The solution
// sends along 1 -> 2, 2 -> 1, 1 -> 0 and 2 -> 0 only, so the platform here
// has these four edges, with costs given by the caller (unit costs are the
// candidate the claim checks). Edges out of node 0, if the figure had any,
// cannot raise the throughput: every operation brings at least one message
// into node 0 (only node 0 may hold v[0,2]), so TP <= 1 / min c(., 0).

#include "models/steady_state/linear_programs.hpp"

#include <array>

namespace redcheck {

/// c(1,2), c(2,1), c(1,0), c(2,0).
using Figure6Costs = std::array<Time, 4>;

/// Unit costs on the four edges: the candidate the claims check.
inline Figure6Costs figure6_unit_costs() {
  return {Time(1), Time(1), Time(1), Time(1)};
}

/// Figure 6's reduce (participants 0, 1, 2; target 0) with these costs.
SteadyStateProblem figure6_problem(const Figure6Costs& costs);

/// The printed solution of Figure 6(b), per time unit, as a primal vector of
/// `program` (columns not printed are 0): send(1->2, v[1,1]) = 2/3,
/// send(2->1, v[2,2]) = 1/3, send(1->0, v[1,2]) = 1/3, send(2->0, v[1,2]) =
/// 2/3, cons(1, T[1,1,2]) = 1/3, cons(2, T[1,1,2]) = 2/3, cons(0, T[0,0,2])
/// = 1, TP = 1 (the figure's values divided by T = 3).
std::vector<Time> figure6_printed_primal(const SteadyStateProblem& problem,
                                         const SteadyStateProgram& program);

/// The same as a solution of period 3 (send and cons per time unit).
SteadyStateSolution figure6_printed_solution(const SteadyStateProblem& problem,
                                             const SteadyStateProgram& program);

}  // namespace redcheck
