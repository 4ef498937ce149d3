#pragma once
// The tables of data/ computed on the overlap model (Canon & Antoniu 2012).

#include "tables/table_spec.hpp"

#include <vector>

namespace redcheck {

/// canon-optimum and canon-figure2, in manifest order.
std::vector<TableSpec> overlap_tables();

}  // namespace redcheck
