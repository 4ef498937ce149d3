#include "models/steady_state/reduction_trees.hpp"

#include "errors.hpp"
#include "index.hpp"

#include <algorithm>
#include <functional>

namespace redcheck {

namespace {

using TypeCounts = std::vector<std::vector<BigInt>>;

BigInt whole_count(const Time& v) {
  if (boost::multiprecision::denominator(v) != 1) {
    throw InternalError("a count per period is not an integer: " + to_string(v));
  }
  return boost::multiprecision::numerator(v);
}

/// Removes the cycles of type t's transfers: finds one by depth-first
/// search over edges with a positive count, lowers it by its least count.
void cancel_cycles(const Platform& g, TypeCounts& send, int t) {
  for (;;) {
    std::vector<int> state(at(g.nodes()), 0);  // 0 new, 1 on the path, 2 done
    std::vector<int> path_edges;
    std::vector<int> cycle;
    const std::function<bool(int)> visit = [&](int i) {
      state[at(i)] = 1;
      for (std::size_t e = 0; e < g.edges().size(); ++e) {
        const PlatformEdge& edge = g.edges()[e];
        if (edge.from != i || send[e][at(t)] == 0) continue;
        path_edges.push_back(static_cast<int>(e));
        if (state[at(edge.to)] == 1) {  // back to the path: the cycle ends here
          for (auto k = path_edges.rbegin(); k != path_edges.rend(); ++k) {
            cycle.push_back(*k);
            if (g.edges()[at(*k)].from == edge.to) break;
          }
          return true;
        }
        if (state[at(edge.to)] == 0 && visit(edge.to)) return true;
        path_edges.pop_back();
      }
      state[at(i)] = 2;
      return false;
    };
    bool found = false;
    for (int i = 0; i < g.nodes() && !found; ++i) {
      if (state[at(i)] == 0) found = visit(i);
    }
    if (!found) return;
    BigInt least = send[at(cycle.front())][at(t)];
    for (int e : cycle) least = std::min(least, send[at(e)][at(t)]);
    for (int e : cycle) send[at(e)][at(t)] -= least;
  }
}

class TreeTracer {
 public:
  TreeTracer(const SteadyStateProblem& p, const TypeCounts& send, const TypeCounts& cons)
      : p_(p), send_(send), cons_(cons) {}

  /// A tree delivering type t at node i, using only positive counts.
  void trace(int i, int t, ReductionTreeUse& tree) const {
    const MessageType& type = p_.types[at(t)];
    if (type.first == type.last && type.origin == i) return;  // the owner's value
    for (std::size_t e = 0; e < p_.platform.edges().size(); ++e) {
      if (p_.platform.edges()[e].to == i && send_[e][at(t)] > 0) {
        tree.transfers.emplace_back(static_cast<int>(e), t);
        trace(p_.platform.edges()[e].from, t, tree);
        return;
      }
    }
    for (std::size_t task = 0; task < p_.tasks.size(); ++task) {
      const ReduceTask& k = p_.tasks[task];
      if (k.result != t || cons_[at(i)][task] == 0) continue;
      tree.tasks.emplace_back(i, static_cast<int>(task));
      trace(i, k.left, tree);
      trace(i, k.right, tree);
      return;
    }
    throw InternalError("the reduce solution does not deliver " + type.name + " at node " +
                        p_.platform.name(i) + ": it breaks conservation");
  }

 private:
  const SteadyStateProblem& p_;
  const TypeCounts& send_;
  const TypeCounts& cons_;
};

std::string text_at(const SteadyStateProblem& p, const ReductionTreeUse& tree, int i, int t) {
  const std::string here = p.types[at(t)].name + "@" + p.platform.name(i);
  for (const auto& [e, type] : tree.transfers) {
    const PlatformEdge& edge = p.platform.edges()[at(e)];
    if (type == t && edge.to == i) return here + " <- " + text_at(p, tree, edge.from, t);
  }
  for (const auto& [node, task] : tree.tasks) {
    const ReduceTask& k = p.tasks[at(task)];
    if (node != i || k.result != t) continue;
    return here + " = " + k.name + "(" + text_at(p, tree, i, k.left) + ", " +
           text_at(p, tree, i, k.right) + ")";
  }
  return here;
}

}  // namespace

std::vector<WeightedReductionTree> reduction_trees(const SteadyStateProblem& p,
                                                   const SteadyStateSolution& s) {
  if (p.operation != SteadyOperation::reduce) throw InternalError("trees are for reduces");
  const Time period(s.period);
  TypeCounts send, cons;
  for (const auto& rates : s.send) {
    send.emplace_back();
    for (const Time& rate : rates) send.back().push_back(whole_count(rate * period));
  }
  for (const auto& rates : s.cons) {
    cons.emplace_back();
    for (const Time& rate : rates) cons.back().push_back(whole_count(rate * period));
  }
  for (std::size_t t = 0; t < p.types.size(); ++t)
    cancel_cycles(p.platform, send, static_cast<int>(t));
  BigInt left = s.operations_per_period();
  const int root = p.final_type();
  const TreeTracer tracer(p, send, cons);
  std::vector<WeightedReductionTree> out;
  while (left > 0) {
    WeightedReductionTree tree;
    tracer.trace(p.target(), root, tree.uses);
    tree.weight = left;
    for (const auto& [e, t] : tree.uses.transfers)
      tree.weight = std::min(tree.weight, send[at(e)][at(t)]);
    for (const auto& [i, k] : tree.uses.tasks)
      tree.weight = std::min(tree.weight, cons[at(i)][at(k)]);
    for (const auto& [e, t] : tree.uses.transfers) send[at(e)][at(t)] -= tree.weight;
    for (const auto& [i, k] : tree.uses.tasks) cons[at(i)][at(k)] -= tree.weight;
    left -= tree.weight;
    out.push_back(std::move(tree));
  }
  for (const TypeCounts* counts : {&send, &cons}) {
    for (const auto& row : *counts) {
      for (const BigInt& c : row) {
        if (c != 0) throw InternalError("the reduce solution leaves counts no tree uses");
      }
    }
  }
  return out;
}

std::string tree_text(const SteadyStateProblem& p, const ReductionTreeUse& tree) {
  return text_at(p, tree, p.target(), p.final_type());
}

nlohmann::json trees_json(const SteadyStateProblem& p,
                          const std::vector<WeightedReductionTree>& trees) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& tree : trees) {
    nlohmann::json transfers = nlohmann::json::array();
    for (const auto& [e, t] : tree.uses.transfers) {
      const PlatformEdge& edge = p.platform.edges()[at(e)];
      transfers.push_back({{"from", p.platform.name(edge.from)},
                           {"to", p.platform.name(edge.to)},
                           {"message", p.types[at(t)].name}});
    }
    nlohmann::json tasks = nlohmann::json::array();
    for (const auto& [i, k] : tree.uses.tasks) {
      tasks.push_back({{"node", p.platform.name(i)}, {"task", p.tasks[at(k)].name}});
    }
    out.push_back({{"weight", tree.weight.str()},
                   {"tree", tree_text(p, tree.uses)},
                   {"transfers", transfers},
                   {"tasks", tasks}});
  }
  return out;
}

SteadyStateSolution solution_of_trees(const SteadyStateProblem& p,
                                      const std::vector<ReductionTreeUse>& trees,
                                      const std::vector<BigInt>& runs, const BigInt& period) {
  SteadyStateSolution s;
  s.period = period;
  s.send.assign(p.platform.edges().size(), std::vector<Time>(p.types.size()));
  s.cons.assign(at(p.platform.nodes()), std::vector<Time>(p.tasks.size()));
  BigInt operations = 0;
  for (std::size_t k = 0; k < trees.size(); ++k) {
    const Time rate = Time(runs[k]) / Time(period);
    operations += runs[k];
    for (const auto& [e, t] : trees[k].transfers) s.send[at(e)][at(t)] += rate;
    for (const auto& [i, task] : trees[k].tasks) s.cons[at(i)][at(task)] += rate;
  }
  s.throughput = Time(operations) / Time(period);
  return s;
}

SteadyStateSolution fixed_period_solution(const SteadyStateProblem& p,
                                          const SteadyStateSolution& optimum,
                                          const std::vector<WeightedReductionTree>& trees,
                                          const BigInt& fixed_period) {
  std::vector<ReductionTreeUse> uses;
  std::vector<BigInt> runs;
  for (const auto& tree : trees) {
    uses.push_back(tree.uses);
    runs.push_back(tree.weight * fixed_period / optimum.period);  // floor: both are >= 0
  }
  return solution_of_trees(p, uses, runs, fixed_period);
}

}  // namespace redcheck
