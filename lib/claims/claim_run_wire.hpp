#pragma once
// A claim's run as JSON and back, for the ranks of an MPI job to hand each
// other (run_claims.cpp): every field, so that rank 0 reports a run done on
// another rank exactly as its own.

#include "claims/run_claims.hpp"

#include <nlohmann/json.hpp>

namespace redcheck {

nlohmann::json claim_run_to_wire(const ClaimRun& run);

/// The run of `claim` that claim_run_to_wire wrote.
ClaimRun claim_run_from_wire(const nlohmann::json& wire, const Claim& claim);

}  // namespace redcheck
