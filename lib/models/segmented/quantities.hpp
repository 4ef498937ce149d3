#pragma once
// The segmented model's quantities for claims files (claims/claims_file.hpp),
// each computed exactly by the model's own builders (validated) and searches:
//
//   algorithm(name, p, m, s, alpha, beta, gamma)   a builder (uni-greedy,
//                               bi-greedy, pipeline, binomial, binary,
//                               butterfly, or one added to the model: one's
//                               own, with one port) on the equi-segmentation
//                               of m in segments of s (s <= m), p <= 4096
//   best_segmentation(name, p, m, alpha, beta, gamma)        uni-greedy or
//                               pipeline, least makespan over every
//                               segmentation of m (m <= 30)
//   best_equal_segmentation(name, p, m, alpha, beta, gamma)  the same over
//                               equi-segmentations
//   optimum(p, m, s, alpha, beta, gamma)   the exact optimum over every
//                               one-port schedule (no forwarding) on the
//                               equi-segmentation of m in segments of s;
//                               optimum_in_order (segments reduced in
//                               order), optimum_two_ports and
//                               optimum_two_ports_in_order likewise, p <= 12
//                               (two ports: p <= 8, q <= 6); beyond what the
//                               search answers the point is undefined, saying
//                               "too big" (enumerator optimum's limits)
//
// Costs alpha, beta, gamma are exact and >= 0.

#include "claims/expression.hpp"

namespace redcheck {

class Model;

/// `model`: the model whose added builders algorithm(...) names too.
Quantities segmented_quantities(const Model& model);

}  // namespace redcheck
