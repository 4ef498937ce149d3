#pragma once
// Tree-dyn with exponentially distributed costs (Section 3): every d_ij is
// exponential with rate lambda_d, every c_i with rate lambda_c, all
// independent. Tree-dyn is then a continuous-time Markov chain; its
// completion time is the time to absorption, solved here exactly in
// rationals by first-step analysis.
//
// State (a, b, s): a transfers in progress, b reductions in progress, s = 1
// when a processor waits in the slot. Transitions:
//   a transfer ends   (rate a lambda_d): (a - 1, b + 1, s);
//   a reduction ends  (rate b lambda_c): the processor is idle; with s = 1 it
//                     sends to the slot's processor, (a + 1, b - 1, 0), else
//                     it takes the slot, (a, b - 1, 1).
// Initially (floor(n/2), 0, n mod 2); absorbed at (0, 0, 1). Every
// transition ends one of the 2 (n - 1) activities, so the chain is acyclic.
// Every reduction's duration is a fresh exponential draw here (what a
// memoryless chain needs). In the model c_j is one value per processor,
// reused by its reductions: with lambda_c > 0 the chain is the model with
// reduction costs redrawn each time (enumerator montecarlo
// --redraw-reductions), which Monte Carlo runs of the model do not match
// (n = 64, lambda_d = 1, lambda_c = 2: 11.05 by the chain, 11.53 +- 0.005
// with one c_j per processor). Transfers are not affected: each pair is used
// at most once.
// Reductions that take no time (the paper's "lambda_c = 0", Section 3,
// which we read as "no computation cost", not as a rate 0 that would never
// end) merge the two steps: a transfer's end makes its receiver idle at once.
// This is the paper's chain of states s_{i,j} (i transfers, slot j).
//
// First-step analysis, with q the total rate of a state and p its
// transition probabilities, holding time H ~ Exp(q) independent of the
// next state:
//   E[T]   = 1/q + sum p E[T']
//   E[T^2] = 2/q^2 + (2/q) sum p E[T'] + sum p E[T'^2]
//   Var[T] = E[T^2] - E[T]^2.

#include "time/exact_time.hpp"

#include <optional>

namespace redcheck {

struct MarkovMoments {
  Time mean;
  Time variance;
  int states = 0;  ///< states of the chain visited
};

/// Largest n the chain is solved for: without reductions it has O(n) states;
/// with them O(n^2), whose exact rationals grow long (n = 256: 16640 states,
/// 4.7 s; n = 512: 66048 states, 146 s).
inline constexpr int markov_max_n = 4096;
inline constexpr int markov_max_n_with_reductions = 256;

/// The exact mean and variance of Tree-dyn's completion time on n >= 1
/// processors, transfers at rate lambda_d > 0, reductions at rate lambda_c >
/// 0 or taking no time (nullopt). Throws InputError on n or rates out of range.
MarkovMoments tree_dyn_moments(int n, const Time& lambda_d, const std::optional<Time>& lambda_c);

/// The paper's closed forms for n even, as printed:
///   C = (1/lambda_d) (2 H(n/2) + 2/n),
///   V = (1/lambda_d^2) (2 sum_{i=1}^{n/2-1} 1/i^2 + 4/n^2).
Time printed_tree_dyn_mean(int n, const Time& lambda_d);
Time printed_tree_dyn_variance(int n, const Time& lambda_d);

/// Summing the printed chain's holding times (the middle of the printed
/// derivation) gives 2 H(n/2) - 2/n for n even; for n odd the chain starts
/// at s_{(n-1)/2, 1}, giving 2 H((n-1)/2) and variance 2 sum_{i<=(n-1)/2}
/// 1/i^2, over lambda_d and lambda_d^2. Our derivation, not printed.
Time derived_tree_dyn_mean(int n, const Time& lambda_d);
Time derived_tree_dyn_variance(int n, const Time& lambda_d);

}  // namespace redcheck
