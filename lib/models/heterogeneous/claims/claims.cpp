#include "models/heterogeneous/claims/claims.hpp"

#include "models/heterogeneous/claims/sections.hpp"

namespace redcheck {

std::vector<Claim> heterogeneous_claims() {
  std::vector<Claim> all = benoit_section2_claims();
  for (auto& c : benoit_section2_proof_claims()) all.push_back(std::move(c));
  for (auto& c : benoit_section3_claims()) all.push_back(std::move(c));
  for (auto& c : benoit_section3_memoryless_claims()) all.push_back(std::move(c));
  for (auto& c : benoit_section4_claims()) all.push_back(std::move(c));
  for (auto& c : benoit_section4_figure_claims()) all.push_back(std::move(c));
  return all;
}

}  // namespace redcheck
