#pragma once
// The claims of Lowery & Langou 2013 (pipelined segmented reduction).

#include "claims/claim.hpp"

#include <vector>

namespace redcheck {

std::vector<Claim> lowery2013_claims();

}  // namespace redcheck
