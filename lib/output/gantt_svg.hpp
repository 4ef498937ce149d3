#pragma once
// Gantt charts of schedules in SVG, in the manner of Figure 1 of Canon &
// Antoniu: one row per machine, transfers in the upper lane (sending and
// receiving), reductions in the lower lane, every bar naming the data it
// carries (a segment, a value). Exact times are in each bar's tooltip;
// positions are rounded for drawing only. One chart serves every model. A
// periodic schedule (Schedule::period) is drawn over one period with a row
// per send port, receive port and compute unit of each node, since a node
// of the steady-state model does all three at once.

#include "schedule/activities.hpp"
#include "schedule/schedule.hpp"

#include <functional>
#include <optional>
#include <string>

namespace redcheck {

/// How a model names what the chart shows.
struct GanttWords {
  std::string machine = "machine";  ///< row labels: "machine 3", "processor 3"
  /// The data an activity carries ("s2"), shown on its bar; may be empty.
  std::function<std::string(ActivityRef)> data;
  /// A platform-wide limit on transfers in progress: when set, the number of
  /// transfers in progress is drawn under the chart, with the limit.
  std::optional<int> transfer_limit;
};

/// A self-contained SVG document. Deterministic: the same schedule, title
/// and words give the same bytes.
std::string gantt_svg(const Schedule& schedule, const std::string& title,
                      const GanttWords& words = {});

}  // namespace redcheck
