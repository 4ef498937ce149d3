#pragma once
// The steady-state model's quantities for claims files
// (claims/claims_file.hpp), computed exactly by the model's exact LP and its
// periodic schedule (validated):
//
//   throughput(operation, shape, nodes, seed)   the optimal throughput
//       (operations per time unit) of a series of `operation` on
//       enumerator's random platform SHAPE:NODES:SEED (shapes layered,
//       random, star, clique; 3..40 nodes P0, P1, ...): reduce of every node
//       into P0; scatter from P0 to every other node; gossip from P0 and P1
//       to every other node
//   period(operation, shape, nodes, seed)       the period of its periodic
//       schedule (with messages split across matchings, Figure 4(a))

#include "claims/expression.hpp"
#include "models/model.hpp"

namespace redcheck {

Quantities steady_state_quantities(const Model& model);

}  // namespace redcheck
