#pragma once
// The reduce's program (linear_programs.hpp) solved by generating reduction
// trees (Dantzig-Wolfe column generation) instead of handing its O(|V| N^3)
// columns to the simplex: QSopt_ex took 13 minutes on the layered platform
// of 20 nodes (39,621 columns x 4,260 rows).
//
// Why it is the same optimum. Every feasible point of the program is a
// weighted sum of reduction trees plus flow that runs in cycles (the paper's
// decomposition, Section 4.4 and [7]: reduction_trees.hpp extracts it), and
// every weighted sum of trees whose use of each port and compute unit is at
// most 1 is feasible. So the program's optimum is that of the master
//   maximize sum_T x_T  subject to, for each port and compute unit r,
//   sum_T use_r(T) x_T <= 1,  x >= 0,
// where use_r(T) is the time tree T keeps r busy per operation. The master
// has 3|V| rows; it is solved exactly (QSopt_ex) over the trees found so far,
// and its duals pi price each resource. The cheapest tree under pi is found
// exactly by dynamic programming over intervals: cost(v[k,m] at i) is 0 for
// v[k,k] at r_k, else the cheaper of a task at i on the two halves, and a
// transfer from a neighbour (shortest paths, the prices being >= 0). A tree
// of price < 1 improves the master and is added; when none is, the master's
// optimum is the program's.
//
// Certified on the whole program, as every steady-state answer: the primal
// is the trees' sum (TP = sum x_T, each send and cons its count in the
// trees), the dual is pi on the port and compute rows and -cost(v[k,m] at i)
// on the conservation rows (each column's dual constraint is then the
// dynamic program's own inequality, and TP's is "the cheapest tree costs at
// least 1"); certify() (lp/linear_program.hpp) checks them exactly.

#include "models/steady_state/linear_programs.hpp"

#include <functional>

namespace redcheck {

/// The optimum of a reduce's program (steady_state_program(problem)) by tree
/// generation, certified on `program`; generated_trees says how many trees.
/// `advance()` is called after each master solved. Throws InternalError if
/// the certificate fails.
SteadyStateSolution solve_reduce_by_trees(const SteadyStateProblem& problem,
                                          const SteadyStateProgram& program,
                                          const std::function<void()>& advance = nullptr);

}  // namespace redcheck
