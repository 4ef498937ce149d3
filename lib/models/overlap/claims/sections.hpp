#pragma once
// The claims of Canon & Antoniu 2012, one function per section of the paper
// (each file keeps every claim's statement beside its check).

#include "models/overlap/claims/context.hpp"

#include <vector>

namespace redcheck {

std::vector<Claim> section3_claims();           ///< Section 3.1
std::vector<Claim> section4_claims();           ///< Propositions 2, 3; Section 4.1
std::vector<Claim> section5_claims();           ///< Theorem 4, Lemma 5, Proposition 6, bounds
std::vector<Claim> section6_limit_claims();     ///< Theorems 7, 9, 10, Proposition 8, Corollary 11
std::vector<Claim> section7_tree_claims();      ///< Propositions 13, 16; Theorems 14, 17
std::vector<Claim> section7_strategy_claims();  ///< Theorems 18, 19; the conjecture
std::vector<Claim> tie_breaking_claims();       ///< readings of argmin ties
std::vector<Claim> tree_structure_claims();     ///< Lemma 1; degree, depth and overlap of trees
std::vector<Claim> theorem19_proof_claims();    ///< Theorem 19's proof steps; Figure 2

}  // namespace redcheck
