#pragma once
// Reduction trees of a series of reduces (Legrand, Marchal & Robert 2004,
// Sections 4.1, 4.3 and 4.5).
//
// A reduction tree says how one operation is reduced: its root is v[0,N] at
// the target; a node "v[k,m] at P_i" is either the value v_k at its owner
// (k = m, i = r_k: a leaf), or received from P_j over edge (j, i) (one
// child: v[k,m] at P_j), or computed by task T[k,l,m] at P_i (two children:
// v[k,l] and v[l+1,m] at P_i).
//
// Decomposition (the paper's [7] gives the algorithm; this is the flow
// decomposition it amounts to). Take the solution per period T, where every
// count is an integer: K = TP * T operations, send and cons counts.
//  1. Cancel the cycles of each type's transfers (v[k,m] sent around a
//     cycle): this only lowers port usage and keeps every balance.
//  2. While K > 0: trace a tree back from v[0,N] at the target, at each node
//     taking the owner's supply, or any transfer or task still with a
//     positive count that delivers v[k,m] there (one exists by conservation;
//     transfers of a type are acyclic after step 1 and tasks make strictly
//     longer intervals, so the trace ends). Its weight is the least count it
//     uses (each count is used once: intervals in a tree are distinct, and a
//     chain of transfers of one interval visits each node once), an integer.
//     Subtract it from the counts and from K: some count reaches 0, so there
//     are at most (non-zero counts) trees, and every residual count is 0 at
//     the end (checked).
// The weighted trees sum to the solution (minus cancelled cycles).
//
// Proposition 4 (Section 4.5): for a period T_fixed, each tree runs
// r = floor(weight / T * T_fixed) times; the one-port and capacity
// constraints still hold, and TP - TP* <= card(TREES) / T_fixed.

#include "models/steady_state/linear_programs.hpp"

#include <nlohmann/json.hpp>

#include <vector>

namespace redcheck {

struct ReductionTreeUse {
  std::vector<std::pair<int, int>> transfers;  ///< (edge, type) the tree sends once each
  std::vector<std::pair<int, int>> tasks;      ///< (node, task) the tree runs once each
};

struct WeightedReductionTree {
  ReductionTreeUse uses;
  BigInt weight;  ///< operations per period T that follow this tree
};

/// The trees of a reduce solution (see the header). Throws InternalError if
/// the counts do not decompose (a solution that breaks conservation).
std::vector<WeightedReductionTree> reduction_trees(const SteadyStateProblem& problem,
                                                   const SteadyStateSolution& solution);

/// The tree as text: "v[0,2]@0 <- T[0,0,2]@0 (v[0,0]@0, v[1,2]@0 <- 1->0 ...)".
std::string tree_text(const SteadyStateProblem& problem, const ReductionTreeUse& tree);
nlohmann::json trees_json(const SteadyStateProblem& problem,
                          const std::vector<WeightedReductionTree>& trees);

/// The solution that runs tree t r_t times per period `period`: send and
/// cons per time unit, TP = sum r_t / period.
SteadyStateSolution solution_of_trees(const SteadyStateProblem& problem,
                                      const std::vector<ReductionTreeUse>& trees,
                                      const std::vector<BigInt>& runs, const BigInt& period);

/// Proposition 4's schedule of period T_fixed: r_t = floor(weight_t / T *
/// T_fixed) runs of each tree.
SteadyStateSolution fixed_period_solution(const SteadyStateProblem& problem,
                                          const SteadyStateSolution& optimum,
                                          const std::vector<WeightedReductionTree>& trees,
                                          const BigInt& fixed_period);

}  // namespace redcheck
