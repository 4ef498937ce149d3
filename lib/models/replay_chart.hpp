#pragma once
// The Gantt chart of the schedule a replay command builds: a counterexample
// names its schedule by the enumerator command that replays it
// ("enumerator schedule --model overlap --algorithm greedy --n 9 ..."); the
// reports draw that schedule by running the same builder (or the optimum)
// through the model, validated, without a second process.

#include "models/registry.hpp"
#include "output/gantt_svg.hpp"

#include <optional>
#include <string>
#include <vector>

namespace redcheck {

/// How a model names what a Gantt chart of its schedule shows.
GanttWords gantt_words(const Model& model, const ModelInstance& instance, const Schedule& schedule);

/// The Gantt chart of `schedule` on `instance`, titled "`what`, the
/// instance in words" ("greedy, n = 9, d = 1, c = 1/2").
std::string instance_gantt_svg(const Model& model, const ModelInstance& instance,
                               const Schedule& schedule, const std::string& what);

struct ReplayChart {
  std::string title;               ///< "greedy, n = 9, d = 1, c = 1/2"
  std::optional<std::string> svg;  ///< the chart, when drawn
  std::string why_not;             ///< when not drawn, why
};

/// The chart of the schedule `replay` builds: an "enumerator schedule" or
/// "enumerator optimum" command of a model of `registry`. Other commands,
/// schedules of more than `max_activities` activities, and replays the model
/// refuses are not drawn (why_not says so); never throws on bad input.
ReplayChart replay_chart(const ModelRegistry& registry, const std::string& replay,
                         std::uint64_t max_activities = 400);

}  // namespace redcheck
