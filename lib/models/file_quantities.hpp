#pragma once
// The quantities a claims file's conjectures may name (claims/claims_file.hpp):
// each model registers its own (Model::quantities, in its folder:
// models/overlap/quantities.hpp, ...); this finds them by the model's name.

#include "claims/expression.hpp"
#include "models/registry.hpp"

#include <string>
#include <vector>

namespace redcheck {

/// The models of `registry` that have quantities for claims files.
std::vector<std::string> claims_file_models(const ModelRegistry& registry = builtin_models());

/// The quantities of `model` (a name or alias). Throws InputError naming the
/// accepted models.
Quantities file_quantities(const std::string& model,
                           const ModelRegistry& registry = builtin_models());

}  // namespace redcheck
