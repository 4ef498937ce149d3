#pragma once
// The segmented model's quantities for claims files (claims/claims_file.hpp),
// each computed exactly by the model's own builders (validated) and searches:
//
//   algorithm(name, p, m, s, alpha, beta, gamma)   a builder (uni-greedy,
//                               bi-greedy, pipeline, binomial, binary,
//                               butterfly) on the equi-segmentation of m in
//                               segments of s (s <= m), p <= 4096
//   best_segmentation(name, p, m, alpha, beta, gamma)        uni-greedy or
//                               pipeline, least makespan over every
//                               segmentation of m (m <= 30)
//   best_equal_segmentation(name, p, m, alpha, beta, gamma)  the same over
//                               equi-segmentations
//
// Costs alpha, beta, gamma are exact and >= 0.

#include "claims/expression.hpp"

namespace redcheck {

Quantities segmented_quantities();

}  // namespace redcheck
