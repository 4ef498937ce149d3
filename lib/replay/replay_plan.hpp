#pragma once
// A schedule as a replay: what an engine (SimGrid, MPI) runs. Every activity
// keeps its machines, its exact duration and its release date (its start
// in the schedule), and lists the activities it waits for:
//  - its data dependencies (Model::dependencies);
//  - on every resource it holds, the activity whose place it takes: the
//    previous one on a port or compute unit, and on a pool of K slots the
//    one that left the slot it takes. SimGrid shares bandwidth and does not
//    model one port, and MPI ranks do not either: these edges keep the
//    schedule's order on every resource, whatever the engine's durations.
// An engine that starts each activity once it is released and everything it
// waits for has ended reproduces a valid schedule exactly when its durations
// are exact. Without release dates (as soon as possible) it may run a
// schedule that waits for nothing earlier, never later.

#include "schedule/activities.hpp"

#include <string>
#include <vector>

namespace redcheck {

enum class ReplayTiming {
  scheduled,            ///< each activity waits for its start in the schedule too
  as_soon_as_possible,  ///< only for what it waits for
};

/// "scheduled", "asap". Throws InputError on another name.
ReplayTiming replay_timing(const std::string& name);
std::string to_string(ReplayTiming timing);

struct ReplayActivity {
  ActivityRef ref;
  int from = 0;  ///< a transfer's sender; a computation's machine
  int to = 0;    ///< a transfer's receiver; a computation's machine
  Time start;    ///< in the schedule: the release date
  Time duration;
  std::vector<int> after;  ///< indices into ReplayPlan::activities

  bool is_transfer() const { return ref.is_transfer(); }
};

struct ReplayPlan {
  int machines = 0;
  /// The schedule's transfers, then its computations, in its order.
  std::vector<ReplayActivity> activities;
};

/// The plan of a valid schedule. Throws InternalError when the schedule
/// holds a resource beyond its capacity (it was not validated).
ReplayPlan replay_plan(const Schedule& schedule, const ResourcePolicy& resources,
                       const std::vector<Dependency>& dependencies);

/// Each activity's end when it starts as `timing` says with its exact
/// duration: the reference an engine's replay is compared with.
std::vector<Time> planned_ends(const ReplayPlan& plan, ReplayTiming timing);

}  // namespace redcheck
