#pragma once
// The claims of Lowery & Langou 2013 on the segmented model, their domain
// options in verifier check, and the context they share.

#include "models/model.hpp"

#include <memory>
#include <vector>

namespace redcheck {

std::vector<OptionSpec> segmented_domain_options();

/// Throws InputError naming an empty, malformed or out-of-range value.
std::unique_ptr<ClaimContext> make_segmented_claim_context(const OptionValues& options);

std::vector<Claim> segmented_claims();

}  // namespace redcheck
