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

/// A claims file's `quantity`(name, ...) (algorithm(name, ...) and its
/// kin) for `model`: its own builders (`own_names`) by `own`, and every
/// builder added to the model by the time the file is read
/// (Model::add_builder) by measured_build on the instance `options_of` gives
/// (from every argument; the name is the first). An empty `own` measures the
/// model's own builders that way too.
Quantity algorithm_quantity(const Model& model, std::string quantity,
                            std::vector<std::string> own_names,
                            std::vector<ArgumentSpec> instance_arguments,
                            std::function<Time(const std::vector<Argument>&)> own,
                            std::function<OptionValues(const std::vector<Argument>&)> options_of);

}  // namespace redcheck
