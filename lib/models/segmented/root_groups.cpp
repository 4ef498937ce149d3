#include "models/segmented/root_groups.hpp"

#include <algorithm>
#include <limits>

namespace redcheck::segmented_search {

namespace {

void partitions_into(std::size_t left, std::size_t largest, std::vector<std::uint8_t>& parts,
                     std::vector<std::vector<std::uint8_t>>& out) {
  if (left == 0) {
    out.push_back(parts);
    return;
  }
  for (std::size_t part = std::min(left, largest); part >= 1; --part) {
    parts.push_back(static_cast<std::uint8_t>(part));
    partitions_into(left - part, part, parts, out);
    parts.pop_back();
  }
}

constexpr std::size_t most_segments = 6;
constexpr std::size_t most_jobs = most_segments * root_groups_most_holders;

// The jobs chosen so far, by release date, and when the root is done with
// them.
struct ChosenJobs {
  std::array<RootJob, most_jobs> jobs;
  std::size_t count = 0;

  void insert(RootJob job) {
    std::size_t at = count++;
    while (at > 0 && job < jobs[at - 1]) {
      jobs[at] = jobs[at - 1];
      --at;
    }
    jobs[at] = job;
  }

  std::int64_t finish(std::int64_t free_from) const {
    for (std::size_t j = 0; j < count; ++j)
      free_from = std::max(free_from, jobs[j].release) + jobs[j].length;
    return free_from;
  }
};

// Lowers `least` to the least end, below it, over every way for segments
// [next, count) added to `chosen`; stops once `least` is below `enough`
// (root_groups_reach asks only whether some way ends below its target).
void least_way(std::int64_t free_from, const RootGroups* segments, std::size_t next,
               std::size_t count, const ChosenJobs& chosen, std::int64_t& least,
               std::int64_t enough) {
  if (next == count) {
    least = std::min(least, chosen.finish(free_from));
    return;
  }
  const RootGroups& segment = segments[next];
  for (const std::vector<std::uint8_t>& parts : integer_partitions(segment.holders)) {
    ChosenJobs with = chosen;
    for (std::uint8_t part : parts) {
      with.insert({segment.ready_by_size[static_cast<std::size_t>(part) - 1], segment.length});
    }
    // More jobs never end sooner: a way already at `least` is done with.
    if (with.finish(free_from) >= least) continue;
    least_way(free_from, segments, next + 1, count, with, least, enough);
    if (least < enough) return;
  }
}

}  // namespace

const std::vector<std::vector<std::uint8_t>>& integer_partitions(std::size_t h) {
  static const std::array<std::vector<std::vector<std::uint8_t>>, root_groups_most_holders + 1>
      all = [] {
        std::array<std::vector<std::vector<std::uint8_t>>, root_groups_most_holders + 1> out;
        for (std::size_t n = 1; n <= root_groups_most_holders; ++n) {
          std::vector<std::uint8_t> parts;
          partitions_into(n, n, parts, out[n]);
          std::stable_sort(out[n].begin(), out[n].end(),
                           [](const auto& a, const auto& b) { return a.size() < b.size(); });
        }
        return out;
      }();
  if (h == 0 || h > root_groups_most_holders) {
    throw std::logic_error("integer_partitions: 1 to 15");
  }
  return all[h];
}

bool root_groups_reach(std::int64_t free_from, const RootGroups* segments, std::size_t count,
                       std::int64_t target) {
  if (count > most_segments) throw std::logic_error("root_groups_reach: at most 6 segments");
  std::int64_t least = target;
  least_way(free_from, segments, 0, count, ChosenJobs{}, least, target);
  return least >= target;
}

}  // namespace redcheck::segmented_search

namespace redcheck::segmented_search {

std::int64_t root_groups_least(std::int64_t free_from, const RootGroups* segments,
                               std::size_t count) {
  if (count > most_segments) throw std::logic_error("root_groups_least: at most 6 segments");
  std::int64_t least = std::numeric_limits<std::int64_t>::max();
  least_way(free_from, segments, 0, count, ChosenJobs{}, least,
            std::numeric_limits<std::int64_t>::min());
  return least;
}

}  // namespace redcheck::segmented_search
