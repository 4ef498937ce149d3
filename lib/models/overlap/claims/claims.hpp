#pragma once
// The claims of Canon & Antoniu 2012 on the overlap model, their domain
// options in verifier check, and the context they share.

#include "models/model.hpp"

#include <memory>
#include <vector>

namespace redcheck {

/// --n-max, --exhaustive-n-max, --tree-n-max, --family-n-max, --costs,
/// --d-values, --c-values, --tie-breaks.
std::vector<OptionSpec> overlap_domain_options();

/// The domain those options give. Throws InputError naming an empty,
/// malformed or out-of-range value.
std::unique_ptr<ClaimContext> make_overlap_claim_context(const OptionValues& options);
/// The context of verifier fuzz (OverlapSettings::for_fuzzing).
std::unique_ptr<ClaimContext> make_overlap_fuzz_context(const OptionValues& options, int max_size);

/// Every claim, in registration order.
std::vector<Claim> overlap_claims();

/// The statements the claims read (statements.cpp).
std::vector<Statement> overlap_statements();

}  // namespace redcheck
