#pragma once
// Quantities for claims files computed through the model interface alone
// (models/model.hpp): the instance some options give, then a builder's
// schedule, validated, or the exact optimum. A model whose instances are
// named by options (a matrix, a random platform) brings its quantities with
// these, and no code of its own to time or check a schedule.

#include "models/model.hpp"

#include <string>

namespace redcheck {

/// `builder`'s schedule on the instance `options` give, built and validated
/// by `model` (the measure and the builder's details). Throws InputError
/// when the options are refused, CrossCheckFailure when the schedule breaks
/// a rule.
struct MeasuredBuild {
  Time measure;
  nlohmann::json details;
};
MeasuredBuild measured_build(const Model& model, const std::string& builder, OptionValues options);

/// The exact optimum of the instance `options` give.
Time model_optimum(const Model& model, OptionValues options);

}  // namespace redcheck
