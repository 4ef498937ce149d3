#pragma once
// A transfer or a reduction of a schedule, by index, and the first pair of
// activities that run at the same time: the validators' port and one-at-a-time
// checks.

#include "schedule/schedule.hpp"

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

namespace redcheck {

struct Activity {
  bool is_transfer;
  int index;
};

inline const Time& start_of(const Schedule& s, Activity a) {
  return a.is_transfer ? s.transfers[static_cast<std::size_t>(a.index)].start
                       : s.reductions[static_cast<std::size_t>(a.index)].start;
}

inline const Time& end_of(const Schedule& s, Activity a) {
  return a.is_transfer ? s.transfers[static_cast<std::size_t>(a.index)].end
                       : s.reductions[static_cast<std::size_t>(a.index)].end;
}

/// Two activities among `acts` whose half-open intervals intersect, if any.
/// Empty intervals (zero durations) intersect nothing. Sorting by start and
/// comparing neighbours suffices: the first interval that meets an earlier
/// one also meets its predecessor.
inline std::optional<std::pair<Activity, Activity>> first_overlap(const Schedule& s,
                                                                  std::vector<Activity> acts) {
  std::erase_if(acts, [&](Activity a) { return end_of(s, a) <= start_of(s, a); });
  std::stable_sort(acts.begin(), acts.end(),
                   [&](Activity a, Activity b) { return start_of(s, a) < start_of(s, b); });
  for (std::size_t k = 1; k < acts.size(); ++k) {
    if (start_of(s, acts[k]) < end_of(s, acts[k - 1])) return std::make_pair(acts[k - 1], acts[k]);
  }
  return std::nullopt;
}

}  // namespace redcheck
