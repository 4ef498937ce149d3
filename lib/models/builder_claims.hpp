#pragma once
// verifier fuzz --model M [--algorithm A]: every builder of a model checked
// on random instances drawn by the model's own generator
// (Model::random_options, which shrinks through its choices), as a claim
// per builder ("overlap.builder.greedy"), so that findings shrink, replay,
// are kept and reported (JUnit, HTML) as a paper's claims are. Each schedule:
//  - is built within the model's limits and validated against the instance
//    the builder returns (models/model_runs.hpp: checked_schedule), its own
//    length equal to the validator's measure, and that measure equal to the
//    schedule's last end (or its period);
//  - on instances small enough for the exhaustive optimum (RandomSize::small),
//    is no shorter than the exact optimum, itself validated on its example.
// The model's other bounds are claims of their own (verifier check).

#include "claims/claim.hpp"
#include "models/model.hpp"

#include <string>
#include <vector>

namespace redcheck {

/// The id of the claim about `builder` of `model`: "overlap.builder.greedy".
std::string builder_claim_id(const Model& model, const BuilderSpec& builder);

/// Whether `id` names a builder claim (has ".builder.").
bool is_builder_claim_id(const std::string& id);

/// The claims of `model`'s builders, or of the one named `algorithm` when
/// it is not empty (InputError listing the names when unknown). Instances
/// have at most `max_size` machines (0: the model's own bound).
std::vector<Claim> builder_claims(const Model& model, const std::string& algorithm, int max_size);

/// InputError naming `model` when its generator cannot draw an instance of
/// at most `max_size` machines (its smallest is larger, or its largest
/// smaller): refused before any work, instead of each builder's claim
/// stopping on it. 0: the model's own bound, always accepted.
void refuse_fuzz_size(const Model& model, int max_size);

}  // namespace redcheck
