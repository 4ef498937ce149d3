#pragma once
// The claims of Lowery & Langou 2013, one function per part of the paper
// (each file keeps every claim's statement beside its check).

#include "models/segmented/claims/context.hpp"

#include <vector>

namespace redcheck {

/// Table I (Section IV-A)
std::vector<Claim> table1_claims();
/// Table II (Section IV-A)
std::vector<Claim> table2_claims();
/// Table III (Section VI-A)
std::vector<Claim> table3_claims();
/// Section IV-A: factors of two
std::vector<Claim> bandwidth_factor_claims();
/// Tables I and III: s_opt, T_opt
std::vector<Claim> optimal_segment_size_claims();
/// Theorem 5, the remark under Figure 3
std::vector<Claim> section5_claims_segmented();
/// Lemmas 1 to 4 (Sections V, V-A)
std::vector<Claim> lemma_claims();
/// Section VI-B: the bi-greedy conjecture
std::vector<Claim> section6_claims();
/// Sections III, VI: optima, the butterfly, Figures 6 and 7
std::vector<Claim> bidirectional_claims();
/// Figures 1, 4, 5, 6 and what the text says of them
std::vector<Claim> figure_claims();
/// Section VIII: Table IV
std::vector<Claim> section8_claims();

}  // namespace redcheck
