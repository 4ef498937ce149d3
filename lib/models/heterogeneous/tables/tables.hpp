#pragma once
// The tables of data/ the heterogeneous model makes.

#include "tables/table_spec.hpp"

#include <vector>

namespace redcheck {

std::vector<TableSpec> heterogeneous_tables();

}  // namespace redcheck
