#pragma once
// enumerator table legrand-examples: the paper's examples and a few random
// platforms, each solved by the toolkit (exact LP, certificate, periodic
// schedules, reduction trees), with the paper's printed value where it
// prints one.

#include "tables/table_spec.hpp"

#include <vector>

namespace redcheck {

std::vector<TableSpec> steady_state_tables();

}  // namespace redcheck
