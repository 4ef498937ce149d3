#pragma once
// The heterogeneous model's quantities for claims files
// (claims/claims_file.hpp), computed exactly by the model's own builders
// (validated), optimum and Markov chain:
//
//   algorithm(name, n, d, D, c)   a builder (binomial-stat, fibonacci-stat,
//                                 tree-dyn, ...) on the two-cost instance
//                                 d_ij = d for i < j, D for i > j, c_i = c
//   optimum(n, d, D, c)           the exact optimum there (n <= 16)
//   random_algorithm(name, n, seed), random_optimum(n, seed)
//                                 the same on enumerator's --random SEED
//                                 instance (costs a/b, a in 0..20, b in 1..5)
//   rooted_algorithm(name, n, d, D, c, root), rooted_optimum(n, d, D, c, root),
//   rooted_random_algorithm(name, n, seed, root), rooted_random_optimum(n, seed, root)
//                                 the same with the result on P_root (--root;
//                                 root < n)
//   markov_mean(n, lambda)        Tree-dyn's mean makespan with exponential
//                                 transfer costs of rate lambda and no
//                                 reduction cost (Section 3), exactly
//
// Costs are exact and >= 0; lambda > 0.

#include "claims/expression.hpp"
#include "models/model.hpp"

namespace redcheck {

Quantities heterogeneous_quantities(const Model& model);

}  // namespace redcheck
