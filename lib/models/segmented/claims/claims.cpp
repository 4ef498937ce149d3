#include "models/segmented/claims/claims.hpp"

#include "models/segmented/claims/sections.hpp"

namespace redcheck {

std::vector<OptionSpec> segmented_domain_options() {
  const auto limit = [](const std::string& what, int high) {
    return what + " (default: each claim's own; accepted 1.." + std::to_string(high) + ")";
  };
  return {{"--p-max", limit("Largest p of every segmented claim", SegmentedSettings::max_p)},
          {"--q-max", limit("Largest number of segments", SegmentedSettings::max_q)},
          {"--alpha-values", "alpha grid of every segmented claim (default: each claim's own)"},
          {"--gamma-values", "gamma grid of every segmented claim (default: each claim's own)"},
          {"--search-p-max",
           limit("Largest p of the exhaustive schedule searches", SegmentedSettings::max_search_p)},
          {"--search-q-max", limit("Largest q of the exhaustive schedule searches",
                                   SegmentedSettings::max_search_q)}};
}

std::unique_ptr<ClaimContext> make_segmented_claim_context(const OptionValues& options) {
  return std::make_unique<SegmentedClaimContext>(SegmentedSettings::from_options(options));
}

std::unique_ptr<ClaimContext> make_segmented_fuzz_context(const OptionValues& options,
                                                          int max_size) {
  SegmentedSettings settings = SegmentedSettings::from_options(options);
  settings.fuzz_p_max = std::min(max_size > 0 ? max_size : 128, SegmentedSettings::max_p);
  auto context = std::make_unique<SegmentedClaimContext>(settings);
  if (max_size > settings.fuzz_p_max) {
    context->size_caps.push_back("segmented claims draw p up to " +
                                 std::to_string(settings.fuzz_p_max) + ", not --max-size " +
                                 std::to_string(max_size) + ": the most their searches time");
  }
  return context;
}

std::vector<Claim> segmented_claims() {
  std::vector<Claim> all;
  for (auto part : {table1_claims, table2_claims, bandwidth_factor_claims, table3_claims,
                    optimal_segment_size_claims, lemma_claims, section5_claims_segmented,
                    section6_claims, bidirectional_claims, figure_claims, section8_claims}) {
    for (Claim& c : part()) all.push_back(std::move(c));
  }
  return all;
}

}  // namespace redcheck
