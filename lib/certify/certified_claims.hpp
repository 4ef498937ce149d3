#pragma once
// A claim per model with an SMT encoding: its exhaustive optimum is
// certified by z3 and cvc5 on the instances of data/certified_optima.csv.
// They run on request (verifier check --claims ID): they take a minute and
// need the solvers, which the main job does not install.

#include "claims/claim.hpp"
#include "models/model.hpp"

#include <memory>

namespace redcheck {

/// "<model>.optimum-certified" (the registry adds it to every model with an
/// SMT encoding and an optimum).
Claim optimum_certified_claim(std::shared_ptr<const Model> model);

}  // namespace redcheck
