#include "models/steady_state/platform.hpp"

#include "errors.hpp"

namespace redcheck {

int Platform::add_node(const std::string& name, const Time& w) {
  if (name.empty()) throw InputError("a node has an empty name; every node needs one");
  for (const auto& known : names_) {
    if (known == name) throw InputError("node '" + name + "' is given twice; names are unique");
  }
  if (w <= 0) {
    throw InputError("node '" + name + "' has task time w = " + to_string(w) +
                     ": a zero-capacity node; w > 0 is accepted (the time of one task)");
  }
  names_.push_back(name);
  task_time_.push_back(w);
  return nodes() - 1;
}

void Platform::add_edge(int from, int to, const Time& cost) {
  const std::string words = "edge " + name(from) + " -> " + name(to);
  if (from == to) throw InputError(words + " is a loop; a node never sends to itself");
  if (cost <= 0) {
    throw InputError(words + " has cost c = " + to_string(cost) +
                     "; c > 0 is accepted (the time of one unit-size message)");
  }
  if (edge(from, to)) throw InputError(words + " is given twice");
  edge_index_[{from, to}] = static_cast<int>(edges_.size());
  edges_.push_back({from, to, cost});
}

int Platform::node(const std::string& name) const {
  std::string known;
  for (int i = 0; i < nodes(); ++i) {
    if (names_[static_cast<std::size_t>(i)] == name) return i;
    if (i < 20) known += (known.empty() ? "" : ", ") + names_[static_cast<std::size_t>(i)];
  }
  if (nodes() > 20) known += ", ...";
  throw InputError("node '" + name + "' is unknown; the platform has " + known);
}

std::optional<int> Platform::edge(int from, int to) const {
  const auto it = edge_index_.find({from, to});
  if (it == edge_index_.end()) return std::nullopt;
  return it->second;
}

std::vector<int> Platform::all_nodes() const {
  std::vector<int> out;
  for (int i = 0; i < nodes(); ++i) out.push_back(i);
  return out;
}

std::string Platform::names(const std::vector<int>& list, const std::string& separator) const {
  std::string out;
  for (int node : list) out += (out.empty() ? "" : separator) + name(node);
  return out;
}

std::vector<bool> Platform::reachable_from(int from) const {
  std::vector<bool> seen(static_cast<std::size_t>(nodes()), false);
  std::vector<std::vector<int>> successors(static_cast<std::size_t>(nodes()));
  for (const auto& e : edges_) successors[static_cast<std::size_t>(e.from)].push_back(e.to);
  std::vector<int> stack{from};
  seen[static_cast<std::size_t>(from)] = true;
  while (!stack.empty()) {
    const int at = stack.back();
    stack.pop_back();
    for (int next : successors[static_cast<std::size_t>(at)]) {
      if (!seen[static_cast<std::size_t>(next)]) {
        seen[static_cast<std::size_t>(next)] = true;
        stack.push_back(next);
      }
    }
  }
  return seen;
}

}  // namespace redcheck
