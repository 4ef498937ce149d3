#pragma once
// The model and costs given on the command line.

#include "enumerator/commands.hpp"
#include "models/overlap/model.hpp"

namespace redcheck {

/// --model overlap|no-overlap with --d and --c. Throws InputError naming a
/// missing, malformed or negative cost, or an unknown model.
OverlapModel overlap_model_from(const CostOptions& options);

}  // namespace redcheck
