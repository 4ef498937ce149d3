#include "models/steady_state/problem.hpp"

#include "errors.hpp"
#include "models/steady_state/program_size.hpp"

#include <set>

namespace redcheck {

namespace {

void distinct(const Platform& platform, const std::vector<int>& nodes, const std::string& what) {
  if (nodes.empty()) throw InputError("the " + what + " list is empty; give at least one node");
  std::set<int> seen;
  for (int node : nodes) {
    if (!seen.insert(node).second) {
      throw InputError("node '" + platform.name(node) + "' appears twice among the " + what);
    }
  }
}

void reaches(const Platform& platform, int from, int to) {
  if (!platform.reachable_from(from)[static_cast<std::size_t>(to)]) {
    throw InputError("node '" + platform.name(to) + "' cannot be reached from node '" +
                     platform.name(from) + "': no directed path joins them");
  }
}

}  // namespace

std::string to_string(SteadyOperation operation) {
  switch (operation) {
    case SteadyOperation::scatter:
      return "scatter";
    case SteadyOperation::gossip:
      return "gossip";
    default:
      return "reduce";
  }
}

SteadyOperation steady_operation(const std::string& name) {
  for (auto op : {SteadyOperation::scatter, SteadyOperation::gossip, SteadyOperation::reduce}) {
    if (to_string(op) == name) return op;
  }
  throw InputError("--operation '" + name + "' is unknown; accepted: scatter, gossip, reduce");
}

int SteadyStateProblem::interval_type(int first, int last) const {
  // Types v[k,m] are listed by k then m, for 0 <= k <= m <= N.
  const int n = static_cast<int>(participants.size());
  return first * n - first * (first - 1) / 2 + (last - first);
}

SteadyStateProblem scatter_problem(Platform platform, int source, std::vector<int> targets) {
  distinct(platform, targets, "targets");
  for (int t : targets) {
    if (t == source) {
      throw InputError("the source '" + platform.name(source) +
                       "' is among the targets; a scatter sends to other nodes");
    }
    reaches(platform, source, t);
  }
  SteadyStateProblem p;
  p.operation = SteadyOperation::scatter;
  p.sources = {source};
  p.targets = std::move(targets);
  for (int t : p.targets) p.types.push_back({source, t, 0, 0, "m_" + platform.name(t)});
  check_program_size(routing_program_size(platform, p.types),
                     "a scatter to " + std::to_string(p.targets.size()) + " targets on " +
                         std::to_string(platform.nodes()) + " nodes",
                     "give fewer targets or a smaller platform");
  p.platform = std::move(platform);
  return p;
}

SteadyStateProblem gossip_problem(Platform platform, std::vector<int> sources,
                                  std::vector<int> targets) {
  distinct(platform, sources, "sources");
  distinct(platform, targets, "targets");
  SteadyStateProblem p;
  p.operation = SteadyOperation::gossip;
  for (int k : sources) {
    for (int l : targets) {
      if (k == l) continue;
      reaches(platform, k, l);
      p.types.push_back({k, l, 0, 0, "m_" + platform.name(k) + "," + platform.name(l)});
    }
  }
  if (p.types.empty()) {
    throw InputError("the gossip has no message: its only source is its only target");
  }
  check_program_size(routing_program_size(platform, p.types),
                     "a gossip of " + std::to_string(p.types.size()) + " messages on " +
                         std::to_string(platform.nodes()) + " nodes",
                     "give fewer sources or targets, or a smaller platform");
  p.sources = std::move(sources);
  p.targets = std::move(targets);
  p.platform = std::move(platform);
  return p;
}

SteadyStateProblem reduce_problem(Platform platform, int target, std::vector<int> participants) {
  distinct(platform, participants, "participants");
  if (participants.size() < 2) {
    throw InputError("a reduce needs at least 2 participants; got " +
                     std::to_string(participants.size()));
  }
  check_reduce_program_size(reduce_program_size(platform, participants.size()),
                            "a reduce of " + std::to_string(participants.size()) +
                                " participants on " + std::to_string(platform.nodes()) + " nodes",
                            "give fewer participants (--participants) or a smaller platform");
  for (int r : participants) {
    if (!platform.reachable_from(r)[static_cast<std::size_t>(target)]) {
      throw InputError("a disconnected reduce: participant '" + platform.name(r) +
                       "' cannot reach the target '" + platform.name(target) + "'");
    }
  }
  SteadyStateProblem p;
  p.operation = SteadyOperation::reduce;
  p.targets = {target};
  p.participants = std::move(participants);
  const int last = static_cast<int>(p.participants.size()) - 1;
  for (int k = 0; k <= last; ++k) {
    for (int m = k; m <= last; ++m) {
      MessageType type;
      type.first = k;
      type.last = m;
      if (k == m) type.origin = p.participants[static_cast<std::size_t>(k)];
      if (k == 0 && m == last) type.destination = target;
      type.name = "v[" + std::to_string(k) + "," + std::to_string(m) + "]";
      p.types.push_back(type);
    }
  }
  for (int k = 0; k <= last; ++k) {
    for (int l = k; l <= last; ++l) {
      for (int m = l + 1; m <= last; ++m) {
        p.tasks.push_back(
            {k, l, m,
             "T[" + std::to_string(k) + "," + std::to_string(l) + "," + std::to_string(m) + "]",
             p.interval_type(k, m), p.interval_type(k, l), p.interval_type(l + 1, m)});
      }
    }
  }
  p.platform = std::move(platform);
  return p;
}

std::string problem_text(const SteadyStateProblem& p) {
  switch (p.operation) {
    case SteadyOperation::scatter:
      return "scatter from " + p.platform.name(p.sources.front()) + " to " +
             p.platform.names(p.targets, ", ");
    case SteadyOperation::gossip:
      return "gossip from " + p.platform.names(p.sources, ", ") + " to " +
             p.platform.names(p.targets, ", ");
    default:
      return "reduce of " + p.platform.names(p.participants, ", ") + " into " +
             p.platform.name(p.target());
  }
}

}  // namespace redcheck
