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
/// verifier fuzz's context: p drawn up to max_size (0: 128), capped at 1024.
std::unique_ptr<ClaimContext> make_segmented_fuzz_context(const OptionValues& options,
                                                          int max_size);

std::vector<Claim> segmented_claims();

/// The statements the claims read (statements.cpp).
std::vector<Statement> segmented_statements();

}  // namespace redcheck
