#include "replay/replay_plan.hpp"

#include "errors.hpp"
#include "index.hpp"
#include "rules/checkers.hpp"

#include <algorithm>
#include <map>
#include <queue>
#include <tuple>

namespace redcheck {

namespace {

/// An order of the activities in which each comes after its data
/// dependencies (Kahn's algorithm, smallest index first).
std::vector<int> data_order(std::size_t count, const std::vector<std::vector<int>>& after) {
  std::vector<int> waiting(count, 0);
  std::vector<std::vector<int>> successors(count);
  for (std::size_t k = 0; k < count; ++k) {
    waiting[k] = static_cast<int>(after[k].size());
    for (int before : after[k]) successors[at(before)].push_back(static_cast<int>(k));
  }
  std::priority_queue<int, std::vector<int>, std::greater<>> ready;
  std::vector<int> order;
  for (std::size_t k = 0; k < count; ++k) {
    if (waiting[k] == 0) ready.push(static_cast<int>(k));
  }
  while (!ready.empty()) {
    const int k = ready.top();
    ready.pop();
    order.push_back(k);
    for (int next : successors[at(k)]) {
      if (--waiting[at(next)] == 0) ready.push(next);
    }
  }
  if (order.size() != count) throw InternalError("the schedule's dependencies form a cycle");
  return order;
}

}  // namespace

ReplayTiming replay_timing(const std::string& name) {
  if (name == "scheduled") return ReplayTiming::scheduled;
  if (name == "asap") return ReplayTiming::as_soon_as_possible;
  throw InputError("--timing '" + name + "' is unknown; accepted: scheduled, asap");
}

std::string to_string(ReplayTiming timing) {
  return timing == ReplayTiming::scheduled ? "scheduled" : "asap";
}

ReplayPlan replay_plan(const Schedule& s, const ResourcePolicy& policy,
                       const std::vector<Dependency>& dependencies) {
  ReplayPlan plan;
  plan.machines = s.machines;
  for (std::size_t k = 0; k < s.transfers.size(); ++k) {
    const Transfer& t = s.transfers[k];
    plan.activities.push_back(
        {transfer_ref(static_cast<int>(k)), t.from, t.to, t.start, t.end - t.start, {}});
  }
  for (std::size_t k = 0; k < s.reductions.size(); ++k) {
    const Reduction& r = s.reductions[k];
    plan.activities.push_back(
        {computation_ref(static_cast<int>(k)), r.machine, r.machine, r.start, r.end - r.start, {}});
  }
  const auto index = [&](ActivityRef a) {
    return a.is_transfer() ? a.index : static_cast<int>(s.transfers.size()) + a.index;
  };
  std::vector<std::vector<int>> data(plan.activities.size());
  for (const Dependency& d : dependencies) data[at(index(d.after))].push_back(index(d.before));
  const std::vector<int> order = data_order(plan.activities.size(), data);
  std::vector<int> rank(order.size());
  for (std::size_t k = 0; k < order.size(); ++k) rank[at(order[k])] = static_cast<int>(k);
  // Each resource's holders in schedule order (start, end, then data order,
  // so that zero-length activities cannot form a cycle).
  std::map<std::pair<int, int>, std::vector<int>> holders;
  std::map<std::pair<int, int>, Resource> resource_of;
  for (std::size_t k = 0; k < plan.activities.size(); ++k) {
    // As the validator's capacity rule: an empty interval holds nothing, so
    // it waits for no holder and no holder waits for it; an empty transfer
    // that holds its instant (ResourcePolicy) is ordered on its ports.
    const ActivityRef ref = plan.activities[k].ref;
    if (!holds_time(s, ref) && !(ref.is_transfer() && policy.empty_transfers_hold_their_instant)) {
      continue;
    }
    for (const Resource& r : resources_of(s, ref, policy)) {
      if (r.kind == ResourceKind::pool && !holds_time(s, ref)) continue;  // its ports only
      const std::pair<int, int> key{static_cast<int>(r.kind), r.index};
      holders[key].push_back(static_cast<int>(k));
      resource_of.emplace(key, r);
    }
  }
  for (auto& [key, list] : holders) {
    std::sort(list.begin(), list.end(), [&](int a, int b) {
      const ReplayActivity &x = plan.activities[at(a)], &y = plan.activities[at(b)];
      return std::tie(x.start, x.duration, rank[at(a)]) <
             std::tie(y.start, y.duration, rank[at(b)]);
    });
    // Slots: (end, the last holder). An activity takes a slot free by its
    // start, the one freed last (any would do).
    std::vector<std::pair<Time, int>> slots(at(capacity_of(resource_of.at(key), policy)),
                                            {Time(0), -1});
    for (int k : list) {
      const ReplayActivity& a = plan.activities[at(k)];
      auto best = slots.end();
      for (auto slot = slots.begin(); slot != slots.end(); ++slot) {
        if (slot->first <= a.start && (best == slots.end() || best->first < slot->first))
          best = slot;
      }
      if (best == slots.end()) {
        throw InternalError(
            "replaying an invalid schedule: " + to_string(resource_of.at(key), policy, "machine") +
            " is over its capacity at " + to_string(a.start));
      }
      if (best->second >= 0) data[at(k)].push_back(best->second);
      *best = {a.start + a.duration, k};
    }
  }
  for (std::size_t k = 0; k < data.size(); ++k) {
    std::sort(data[k].begin(), data[k].end());
    data[k].erase(std::unique(data[k].begin(), data[k].end()), data[k].end());
    plan.activities[k].after = std::move(data[k]);
  }
  return plan;
}

std::vector<Time> planned_ends(const ReplayPlan& plan, ReplayTiming timing) {
  std::vector<std::vector<int>> after;
  for (const auto& a : plan.activities) after.push_back(a.after);
  std::vector<Time> end(plan.activities.size());
  for (int k : data_order(plan.activities.size(), after)) {
    const ReplayActivity& a = plan.activities[at(k)];
    Time start = timing == ReplayTiming::scheduled ? a.start : Time(0);
    for (int before : a.after) start = std::max(start, end[at(before)]);
    end[at(k)] = start + a.duration;
  }
  return end;
}

}  // namespace redcheck
