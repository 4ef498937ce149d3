#include "models/segmented/claims/claims.hpp"

#include "claims/lowery2013_claims.hpp"

namespace redcheck {

namespace {

class SegmentedClaimContext : public ClaimContext {
 public:
  nlohmann::json domain_json() const override { return nlohmann::json::object(); }
};

}  // namespace

std::vector<OptionSpec> segmented_domain_options() {
  return {};
}

std::unique_ptr<ClaimContext> make_segmented_claim_context(const OptionValues&) {
  return std::make_unique<SegmentedClaimContext>();
}

std::vector<Claim> segmented_claims() {
  return lowery2013_claims();
}

}  // namespace redcheck
