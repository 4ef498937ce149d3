#pragma once
// The steady-state linear programs of Legrand, Marchal & Robert 2004, built
// as exact LinearPrograms (lp/linear_program.hpp) and solved and certified by
// lp/exact_solver.hpp. Every quantity is per time unit; all variables >= 0.
//
// Common to all three (Section 2, constraints (2)-(4)): one port per
// direction,
//   out(i):  sum_{(i,j) in E} c(i,j) * sum_t send(i->j, t) <= 1
//   in(j):   sum_{(i,j) in E} c(i,j) * sum_t send(i->j, t) <= 1
// ((1), s <= 1, follows from them.)
//
// SSSP(G), Section 3.1: types m_k, one per target P_k.
//   (5) for every node i and type m_k, i not the source, i != k:
//       sum_j send(j->i, m_k) = sum_j send(i->j, m_k)
//   (6) for every target k: sum_j send(j->k, m_k) = TP
//   maximize TP.
// SSPA2A(G), Section 3.5: types m_{k,l}; the same with (k, l) for k.
// For both, no variable sends a message into its origin or out of its
// destination: such flow only runs in cycles, so dropping it keeps the
// optimum, and (5) need not be written at the origin or destination.
//
// The series of reduces, Section 4.2 (lost in the extraction; reconstructed
// from the paper's framework and Figure 6). Participants r_0..r_N, types
// v[k,m] (0 <= k <= m <= N), tasks T[k,l,m] (k <= l < m) computing
// v[k,m] = v[k,l] (+) v[l+1,m]. Variables send(i->j, v[k,m]) for every edge
// and type, cons(i, T[k,l,m]) for every node and task (tasks per time unit).
//   computation capacity, every node i:
//       sum_{k,l,m} w(i) * cons(i, T[k,l,m]) <= 1
//   conservation of v[k,m] at every node i, with
//       in   = sum_j send(j->i, v[k,m])
//       made = sum_{l: k<=l<m} cons(i, T[k,l,m])
//       out  = sum_j send(i->j, v[k,m])
//       used = sum_{n>m} cons(i, T[k,m,n]) + sum_{n<k} cons(i, T[n,k-1,m]):
//     in + made + supply = out + used + result, where supply = TP when
//     k = m and i = r_k (each participant owns its value of every
//     operation), result = TP when [k,m] = [0,N] and i is the target (the
//     target owns v[0,N]); both are 0 otherwise.
//   maximize TP.
// Figure 6's printed solution satisfies these rows with equality at every
// node (checked by the claim legrand2004.fig6.*).
//
// Size: scatter: |E| * |targets| send variables, |V| * |targets| rows;
// gossip: |E| * |S| * |T|; reduce: |E| * (N+1)(N+2)/2 send variables,
// |V| * C(N+2, 3) task variables (O(N^3) per node), |V| * (N+1)(N+2)/2
// conservation rows.

#include "lp/exact_solver.hpp"
#include "models/steady_state/problem.hpp"

#include <nlohmann/json.hpp>

#include <functional>

#include <vector>

namespace redcheck {

/// The linear program of a problem and the meaning of its columns.
struct SteadyStateProgram {
  LinearProgram program;
  int throughput_column = 0;
  /// send_column[e][t]: the column of send(edge e, type t), or -1 (no variable).
  std::vector<std::vector<int>> send_column;
  /// cons_column[i][task] (reduce only).
  std::vector<std::vector<int>> cons_column;
  /// The rows of node i's ports and (reduce only) compute unit, and of the
  /// conservation of type t at node i (reduce only; conserve_row[i][t]).
  std::vector<int> out_row, in_row, compute_row;
  std::vector<std::vector<int>> conserve_row;
};

SteadyStateProgram steady_state_program(const SteadyStateProblem& problem);

/// The optimum of a problem, per time unit and per period.
struct SteadyStateSolution {
  Time throughput;  ///< TP, operations per time unit
  /// The period T: the lcm of the denominators of TP and of every send and
  /// cons value, so that every quantity per period is an integer.
  BigInt period;
  std::vector<std::vector<Time>> send;  ///< send[e][t] per time unit
  std::vector<std::vector<Time>> cons;  ///< cons[i][task] per time unit (reduce)
  LpSolution lp;                        ///< the LP's primal and dual values
  LpCertificate certificate;            ///< the toolkit's own exact check
  int columns = 0, rows = 0;
  std::size_t nonzeros = 0;
  /// Reduction trees generated (tree_generation.hpp); 0: the program went to
  /// the simplex whole.
  int generated_trees = 0;

  /// Operations per period: TP * T (an integer).
  BigInt operations_per_period() const;
};

/// Solves the problem's program (steady_state_program(problem)) exactly and
/// certifies the optimum: scatters, gossips and reduces up to
/// max_direct_reduce_work by the simplex on the program whole, larger
/// reduces by tree generation (`advance()` after each master solved).
/// Throws
/// InternalError when the LP is not optimal (with positive costs and
/// reachable targets it is always feasible, TP = 0 being feasible, and
/// bounded by the ports).
SteadyStateSolution solve_steady_state(const SteadyStateProblem& problem,
                                       const SteadyStateProgram& program,
                                       const std::function<void()>& advance = nullptr);
/// Whether solve_steady_state solves this problem by tree generation (a
/// reduce beyond max_direct_reduce_work).
bool solved_by_trees(const SteadyStateProblem& problem, const SteadyStateProgram& program);

/// The same, building the program (when its columns are not needed after).
SteadyStateSolution solve_steady_state(const SteadyStateProblem& problem);

/// The solution a primal vector of `program` stands for (throughput, send,
/// cons and period; no LP fields).
SteadyStateSolution solution_of_primal(const SteadyStateProgram& program,
                                       const std::vector<Time>& primal);

/// The smallest T > 0 such that T * v is an integer for every v.
BigInt common_denominator(const std::vector<Time>& values);

/// The solution as JSON (exact numbers as strings): throughput, period,
/// send and cons (non-zero values, per time unit and per period),
/// certificate (non-zero dual values by row name, verified).
nlohmann::json solution_json(const SteadyStateProblem& problem, const SteadyStateProgram& program,
                             const SteadyStateSolution& solution);

}  // namespace redcheck
