#pragma once
// The claims of Benoit, Canon & Marchal 2013, one function per section.

#include "claims/claim.hpp"
#include "models/heterogeneous/claims/context.hpp"

#include <vector>

namespace redcheck {

/// Table 1 and Theorems 1 to 5 (Section 2): approximation ratios.
std::vector<Claim> benoit_section2_claims();
/// Section 2 beyond Table 1: the homogeneous cases, Theorem 2's proof steps.
std::vector<Claim> benoit_section2_proof_claims();
/// Section 3: Tree-dyn's Markov chain and the printed closed forms.
std::vector<Claim> benoit_section3_claims();
/// Section 3: whether counts make a memoryless state, for both dynamic algorithms.
std::vector<Claim> benoit_section3_memoryless_claims();
/// Section 4: statements from the simulations, with a statistical outcome.
std::vector<Claim> benoit_section4_claims();
/// Section 4: what the text reads off Figures 3 and 4; Bernoulli costs.
std::vector<Claim> benoit_section4_figure_claims();

}  // namespace redcheck
