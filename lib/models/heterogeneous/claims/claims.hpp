#pragma once
// Every claim of Benoit, Canon & Marchal 2013 the toolkit checks.

#include "claims/claim.hpp"

#include <vector>

namespace redcheck {

std::vector<Claim> heterogeneous_claims();

/// The statements the claims read (statements.cpp).
std::vector<Statement> heterogeneous_statements();

}  // namespace redcheck
