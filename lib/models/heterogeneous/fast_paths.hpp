#pragma once
// The fast paths of the heterogeneous model, each checked against the exact
// computation it replaces (conformance tests and verifier check run them).

#include "models/model.hpp"

#include <vector>

namespace redcheck {

/// - the optimum in int64 ticks = in exact rationals;
/// - the static builders timed without events (static_timing.hpp, the
///   Monte Carlo path) = their event-driven simulation, transfers > 0.
std::vector<FastPathCheck> heterogeneous_fast_path_checks();

}  // namespace redcheck
