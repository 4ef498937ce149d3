#pragma once
// The quantities a claims file's conjectures may name, per model
// (claims/claims_file.hpp). Each is computed exactly, by the toolkit's own
// builders (validated) and optima:
//
// overlap (variables typically n, d, c):
//   optimum(n, d, c)            exact optimum (the proven Pareto recurrence)
//   algorithm(name, n, d, c)    greedy, binomial-strategy, fibonacci-strategy,
//                               star or chain: the validated makespan
//   lower_bound(n, d, c)        Lemma 5's lower bound
//   upper_bound(n, d, c)        Proposition 6's upper bound
// segmented (variables typically p, m, s, alpha, beta, gamma):
//   algorithm(name, p, m, s, alpha, beta, gamma)   a builder (uni-greedy,
//                               bi-greedy, pipeline, binomial, binary) on the
//                               equi-segmentation of m in segments of s
//   best_segmentation(name, p, m, alpha, beta, gamma)        uni-greedy or
//                               pipeline, least makespan over every
//                               segmentation of m (m <= 30)
//   best_equal_segmentation(name, p, m, alpha, beta, gamma)  the same over
//                               equi-segmentations

#include "claims/expression.hpp"

#include <string>
#include <vector>

namespace redcheck {

/// The models whose quantities claims files may use.
std::vector<std::string> claims_file_models();

/// The quantities of `model`. Throws InputError naming the accepted models.
Quantities file_quantities(const std::string& model);

}  // namespace redcheck
