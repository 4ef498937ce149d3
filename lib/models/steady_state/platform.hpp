#pragma once
// A platform of Legrand, Marchal & Robert 2004, Section 2: a directed graph
// G = (V, E, c). Edge (i, j) carries a unit-size message from P_i to P_j in
// c(i, j) time units (exact, > 0; the graph is directed, so c(i, j) and
// c(j, i) are unrelated and either edge may be missing). Node P_i performs
// one reduction task in w(i) time units (exact, > 0; the paper's node 0 of
// Figure 6 "can process any two tasks in one time-unit": w = 1/2).
//
// Zero costs are refused: with c = 0 the steady-state programs are unbounded.

#include "time/exact_time.hpp"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace redcheck {

struct PlatformEdge {
  int from = 0;
  int to = 0;
  Time cost;  ///< c(from, to), time per unit-size message
};

class Platform {
 public:
  /// Adds node `name` with task time `w`; returns its index (the order of
  /// addition, which is the order of the DOT or JSON file). Throws InputError
  /// on a repeated or empty name, or w <= 0 (a zero-capacity node).
  int add_node(const std::string& name, const Time& w);
  /// Adds edge from -> to with cost c. Throws InputError on c <= 0, a loop,
  /// or a repeated edge.
  void add_edge(int from, int to, const Time& cost);

  int nodes() const { return static_cast<int>(names_.size()); }
  const std::string& name(int node) const { return names_.at(static_cast<std::size_t>(node)); }
  const Time& task_time(int node) const { return task_time_.at(static_cast<std::size_t>(node)); }
  const std::vector<PlatformEdge>& edges() const { return edges_; }
  /// The node named `name`. Throws InputError naming it and the known names.
  int node(const std::string& name) const;
  /// The index of edge from -> to in edges(), if there is one.
  std::optional<int> edge(int from, int to) const;
  /// Every node, 0..nodes()-1, in the file's order.
  std::vector<int> all_nodes() const;
  /// The names of `list`, joined by `separator` ("P0, P2" or "P0,P2").
  std::string names(const std::vector<int>& list, const std::string& separator) const;
  /// Nodes reachable from `from` along directed edges (from included).
  std::vector<bool> reachable_from(int from) const;

 private:
  std::vector<std::string> names_;
  std::vector<Time> task_time_;
  std::vector<PlatformEdge> edges_;
  std::map<std::pair<int, int>, int> edge_index_;  ///< (from, to) -> index in edges_
};

}  // namespace redcheck
