#pragma once
// enumerator montecarlo: the algorithms of Section 4 on gamma-distributed
// costs (monte_carlo.hpp): mean, 10% and 90% quantiles, standard error.

#include "models/heterogeneous/builders.hpp"
#include "models/model.hpp"

namespace redcheck {

CommandSpec montecarlo_command();

/// The algorithms named in a comma-separated list of builder names.
/// Throws InputError naming an unknown one and listing the accepted.
std::vector<HeterogeneousBuilder> parse_algorithm_list(const std::string& text);

}  // namespace redcheck
