#pragma once
// JSON views of trees and schedules (exact numbers as strings).

#include "schedule/schedule.hpp"

#include <nlohmann/json.hpp>

namespace redcheck {

/// {"brackets", "canonical" (up to 4096 machines), "receivers", "max_in_degree", "depth"}.
nlohmann::json tree_json(const ReductionTree& tree);

/// {"transfers": [{"from", "to", "start", "end"}], "reductions": [{"machine", "from", "start",
/// "end"}]}.
nlohmann::json timeline_json(const Schedule& schedule);

}  // namespace redcheck
