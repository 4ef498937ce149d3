#pragma once
// The claims of Canon & Antoniu 2012 (overlap model).

#include "claims/claim.hpp"

#include <vector>

namespace redcheck {

std::vector<Claim> canon2012_claims();

}  // namespace redcheck
