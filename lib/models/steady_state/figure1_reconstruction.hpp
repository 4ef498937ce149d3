#pragma once
// Figure 1 of Legrand, Marchal & Robert 2004 (a scatter from P_s to P_0 and
// P_1): what the text fixes, and a search for platforms consistent with it.
// The figure's costs were lost in the extraction; the text (Sections 3.2 and
// 3.3) fixes:
//   1. nodes P_s, P_a, P_b, P_0, P_1; source P_s, targets P_0 and P_1;
//   2. TP = 1/2 is the optimal throughput;
//   3. "the values are given for a period of 12": 6 scatters per period,
//      and the schedule of Figure 4(a) has period 12, the lcm of the
//      denominators of the LP values;
//   4. messages to P_0 go both through P_a and through P_b, so the edges
//      P_s -> P_a -> P_0 and P_s -> P_b -> P_0 exist and both carry some;
//   5. "the fourth message transferred from P_b to P_1": an edge P_b -> P_1
//      carrying at least 4 messages per period;
//   6. the bipartite graph decomposes into four matchings;
//   7. that fourth message is split between the first and the third
//      matching;
//   8. without split messages the period is 48 (the lcm of the message
//      counts' denominators in the matchings is 4).
// The reconstruction takes exactly the five edges the text names, costs
// from a grid, and the solutions of period 12 that send all 6 messages for
// P_1 through P_b, `through_b` of those for P_0 through P_b and the rest
// through P_a. A candidate must meet 1-8 with the toolkit's own edge
// colouring and schedule (the matchings' order is the algorithm's), its
// solution must be feasible and optimal (certified with the dual of the
// LP's own optimum), and both periodic schedules must validate.

#include "lp/linear_program.hpp"
#include "models/steady_state/linear_programs.hpp"

#include <vector>

namespace redcheck {

struct Figure1Costs {
  Time source_a, source_b, a_0, b_0,
      b_1;  ///< c(P_s,P_a), c(P_s,P_b), c(P_a,P_0), c(P_b,P_0), c(P_b,P_1)
};

std::string to_string(const Figure1Costs& costs);

/// The scatter of Figure 1 on the five named edges with these costs.
SteadyStateProblem figure1_problem(const Figure1Costs& costs);

/// The solution with 6 scatters per 12 time units described above, per
/// time unit (TP = 1/2), as a primal vector of `program`.
std::vector<Time> figure1_primal(const SteadyStateProblem& problem,
                                 const SteadyStateProgram& program, int through_b);

/// A candidate meeting every condition, with what was measured on it.
struct Figure1Reconstruction {
  Figure1Costs costs;
  int through_b = 0;
  BigInt period;                       ///< 12
  std::size_t matchings = 0;           ///< 4
  BigInt whole_period;                 ///< 48
  std::vector<int> fourth_message_in;  ///< matchings (from 1) carrying the 4th P_b -> P_1 message
  std::vector<std::string> matching_text;  ///< "6: P_s->P_b, P_b->P_1" per matching
};

/// The costs the search tries on each edge: {1/3, 1/2, 2/3, 3/4, 1, 4/3,
/// 3/2, 2, 3, 4}.
std::vector<Time> figure1_cost_grid();

/// Every candidate over grid^5 x through_b in 1..5, in that order.
/// `ports_first`: candidates whose primal breaks a one-port row are dropped
/// before the LP is written (the same result, sooner).
std::vector<Figure1Reconstruction> figure1_reconstructions(const std::vector<Time>& cost_grid,
                                                           bool ports_first = true);

}  // namespace redcheck
