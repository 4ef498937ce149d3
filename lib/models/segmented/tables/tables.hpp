#pragma once
// The tables of data/ computed on the segmented model (Lowery & Langou 2013).

#include "tables/table_spec.hpp"

#include <vector>

namespace redcheck {

/// lowery-iv, lowery-unidirectional-figures, lowery-bidirectional-figures,
/// in manifest order.
std::vector<TableSpec> segmented_tables();

}  // namespace redcheck
