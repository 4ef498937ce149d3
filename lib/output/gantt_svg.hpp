#pragma once
// Gantt charts of schedules in SVG, in the manner of Figure 1 of Canon &
// Antoniu: one row per machine, transfers in the upper lane (sending and
// receiving), reductions in the lower lane. Exact times are in each bar's
// tooltip; positions are rounded for drawing only.

#include "schedule/schedule.hpp"

#include <string>

namespace redcheck {

/// A self-contained SVG document. Deterministic: the same schedule and title
/// give the same bytes.
std::string gantt_svg(const Schedule& schedule, const std::string& title);

}  // namespace redcheck
