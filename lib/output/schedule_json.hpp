#pragma once
// JSON views of trees and schedules (exact numbers as strings). One timeline
// shape serves every model: each activity with its data, its exact start and
// end, the resources it holds and what it waits for (schedule/activities.hpp).

#include "schedule/activities.hpp"
#include "schedule/schedule.hpp"

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace redcheck {

/// {"brackets", "canonical" (up to 4096 machines), "receivers", "max_in_degree", "depth"}.
nlohmann::json tree_json(const ReductionTree& tree);

/// What a model says of its activities, for the timeline.
struct TimelineView {
  ResourcePolicy resources;
  std::vector<Dependency> dependencies;
  /// The data an activity carries ("s2"); may be empty.
  std::function<std::string(ActivityRef)> data;
};

/// {"machines", "sink",
///  "transfers": [{"id", "from", "to", "segment", "segments", "data", "start", "end",
///                 "resources", "after"}],
///  "reductions": [{"id", "machine", "operand", "from", "data", "start", "end",
///                  "resources", "after"}]}
/// "segment" counts from 1; "resources" are words ("port 3", "send port 3",
/// "compute unit 0", "transfer pool"); "after" lists what the activity waits
/// for as {"kind": "transfer"|"reduction", "index"}.
nlohmann::json timeline_json(const Schedule& schedule, const TimelineView& view);

/// The schedule a timeline describes: machines, sink, and every activity's
/// machines, data, start and end (resources and dependencies are derived
/// again by the model, not read). `segments`: the instance's
/// (Model::segments); a transfer's "segment" (from 1) is required when there
/// are several, and may be left out when there is one. Throws InputError
/// naming what is missing or malformed.
Schedule schedule_from_timeline(const nlohmann::json& timeline, int segments);

/// The 0-based segment of a transfer whose "segment" (from 1) is `given`
/// (absent: allowed only when the instance has one segment), else
/// InputError naming `where`.
int transfer_segment(std::optional<long long> given, int segments, const std::string& where);

}  // namespace redcheck
