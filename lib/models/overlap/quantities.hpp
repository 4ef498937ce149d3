#pragma once
// The overlap model's quantities for claims files (claims/claims_file.hpp),
// each computed exactly by the model's own builders (validated) and optima:
//
//   optimum(n, d, c)            exact optimum (the proven Pareto recurrence), n <= 20000
//   algorithm(name, n, d, c)    greedy, binomial-strategy, fibonacci-strategy,
//                               star, chain, or a builder added to the model (one's
//                               own): the validated makespan, n <= 100000
//   lower_bound(n, d, c)        Lemma 5's lower bound
//   upper_bound(n, d, c)        Proposition 6's upper bound
//
// Costs d and c are exact and >= 0.

#include "claims/expression.hpp"

namespace redcheck {

class Model;

/// `model`: the model whose added builders algorithm(...) names too.
Quantities overlap_quantities(const Model& model);

}  // namespace redcheck
