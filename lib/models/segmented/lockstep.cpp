#include "models/segmented/lockstep.hpp"

#include "errors.hpp"
#include "models/segmented/tree_timing.hpp"
#include "models/segmented/validator.hpp"

#include <algorithm>
#include <set>
#include <tuple>

namespace redcheck {

namespace {

// Children before their parent, the root last (iterative: a chain of a
// million processors is as deep).
std::vector<int> post_order(const std::vector<std::vector<int>>& children) {
  std::vector<int> out;
  std::vector<std::pair<int, std::size_t>> stack{{0, 0}};
  while (!stack.empty()) {
    auto& [v, next] = stack.back();
    if (next < children[static_cast<std::size_t>(v)].size()) {
      const int c = children[static_cast<std::size_t>(v)][next++];
      stack.push_back({c, 0});
    } else {
      out.push_back(v);
      stack.pop_back();
    }
  }
  return out;
}

}  // namespace

std::vector<LockstepTransfer> lockstep_plan(SegmentedAlgorithm algorithm, int p, int q,
                                            Ports ports) {
  const std::vector<std::vector<int>> children = standard_tree_children(algorithm, p);
  const bool binary = algorithm == SegmentedAlgorithm::binary;
  const bool one_port = ports == Ports::unidirectional;
  const std::vector<int> order = post_order(children);
  std::vector<std::set<int>> receiving(p), sending(p);
  std::vector<int> last_receive(p, -1), last_send(p, -1);
  std::vector<LockstepTransfer> plan;
  for (int k = 0; k < q; ++k) {
    std::vector<int> holds_from(p, -1);  // the step after which v holds all of segment k
    for (int v : order) {
      std::vector<std::vector<int>> groups;
      if (binary) {
        if (!children[v].empty()) groups.push_back(children[v]);
      } else {
        for (int c : children[v]) groups.push_back({c});
      }
      for (const std::vector<int>& group : groups) {
        int t = last_receive[v] + 1;
        if (one_port) t = std::max(t, last_send[v] + 1);  // in order: sent k - 1 first
        for (int c : group) t = std::max({t, holds_from[c] + 1, last_send[c] + 1});
        const auto free_at = [&](int step) {
          if (one_port && sending[v].count(step)) return false;
          for (int c : group) {
            if (sending[c].count(step)) return false;
            if (one_port && receiving[c].count(step)) return false;
          }
          return true;
        };
        while (!free_at(t)) ++t;
        receiving[v].insert(t);
        last_receive[v] = t;
        for (std::size_t j = 0; j < group.size(); ++j) {
          sending[group[j]].insert(t);
          last_send[group[j]] = t;
          plan.push_back({group[j], v, k, t, static_cast<int>(j)});
        }
      }
      holds_from[v] = groups.empty() ? -1 : last_receive[v];
    }
  }
  // Listed by step and round: at equal dates (zero costs) the validator
  // applies transfers in listing order, and every dependency is an earlier step.
  std::stable_sort(plan.begin(), plan.end(),
                   [](const LockstepTransfer& a, const LockstepTransfer& b) {
                     return std::tie(a.step, a.round) < std::tie(b.step, b.round);
                   });
  return plan;
}

std::int64_t lockstep_rounds(SegmentedAlgorithm algorithm, int p, int q, Ports ports) {
  const int w = algorithm == SegmentedAlgorithm::binary ? 2 : 1;
  std::int64_t rounds = 0;
  for (const LockstepTransfer& t : lockstep_plan(algorithm, p, q, ports)) {
    rounds = std::max<std::int64_t>(rounds, std::int64_t{t.step} * w + t.round + 1);
  }
  return rounds;
}

Schedule lockstep_schedule(SegmentedAlgorithm algorithm, const SegmentedInstance& in, Ports ports) {
  check_instance(in);
  const std::int64_t s = in.segments.front();
  if (std::any_of(in.segments.begin(), in.segments.end(), [s](std::int64_t x) { return x != s; })) {
    throw InputError(
        "the lockstep timing counts rounds of alpha + beta s + gamma s: it takes "
        "equal segments, not " +
        segments_text(in.segments, true));
  }
  const Time comm = in.comm(s), comp = in.comp(s), round = comm + comp;
  const Time step_length = round * Time(algorithm == SegmentedAlgorithm::binary ? 2 : 1);
  Schedule schedule;
  schedule.machines = in.p;
  schedule.sink = 0;
  for (const LockstepTransfer& t : lockstep_plan(algorithm, in.p, in.q(), ports)) {
    const Time start = step_length * Time(t.step) + round * Time(t.round);
    const int index = static_cast<int>(schedule.transfers.size());
    schedule.transfers.push_back(Transfer{t.from, t.to, start, start + comm, t.segment, 1});
    schedule.reductions.push_back(Reduction{t.to, index, start + comm, start + round});
  }
  return schedule;
}

Time validated_lockstep_makespan(SegmentedAlgorithm algorithm, const SegmentedInstance& in,
                                 Ports ports) {
  const Schedule schedule = lockstep_schedule(algorithm, in, ports);
  const SegmentedRules rules{ports, ports == Ports::unidirectional, false};
  const Validation v = validate_segmented(schedule, in, rules);
  checked_valid(
      to_string(algorithm) + " in lockstep", [&] { return segmented_instance_text(in, ports); },
      v.violation);
  return v.makespan;
}

}  // namespace redcheck
