#include "models/steady_state/single_trees.hpp"

#include "errors.hpp"
#include "index.hpp"

#include <functional>

namespace redcheck {

namespace {

class TreeEnumerator {
 public:
  TreeEnumerator(const SteadyStateProblem& p, std::uint64_t max_trees)
      : p_(p), max_trees_(max_trees) {}

  /// Every tree delivering type t at node i (chain: nodes this interval has
  /// visited on its way).
  std::vector<ReductionTreeUse> trees(int i, int t, std::vector<bool>& chain) {
    std::vector<ReductionTreeUse> out;
    const MessageType& type = p_.types[at(t)];
    if (type.first == type.last && type.origin == i) {
      out.emplace_back();
      return out;
    }
    chain[at(i)] = true;
    for (std::size_t e = 0; e < p_.platform.edges().size(); ++e) {
      const PlatformEdge& edge = p_.platform.edges()[e];
      if (edge.to != i || chain[at(edge.from)]) continue;
      for (ReductionTreeUse tree : trees(edge.from, t, chain)) {
        tree.transfers.emplace_back(static_cast<int>(e), t);
        add(out, std::move(tree));
      }
    }
    chain[at(i)] = false;
    for (std::size_t task = 0; task < p_.tasks.size(); ++task) {
      const ReduceTask& k = p_.tasks[task];
      if (k.result != t) continue;
      std::vector<bool> fresh(at(p_.platform.nodes()), false);
      const auto left = trees(i, k.left, fresh);
      const auto right = trees(i, k.right, fresh);
      for (const auto& a : left) {
        for (const auto& b : right) {
          ReductionTreeUse tree = a;
          tree.transfers.insert(tree.transfers.end(), b.transfers.begin(), b.transfers.end());
          tree.tasks.insert(tree.tasks.end(), b.tasks.begin(), b.tasks.end());
          tree.tasks.emplace_back(i, static_cast<int>(task));
          add(out, std::move(tree));
        }
      }
    }
    return out;
  }

 private:
  void add(std::vector<ReductionTreeUse>& out, ReductionTreeUse tree) {
    if (++made_ > max_trees_) {
      throw TooBig("the " + problem_text(p_) + " has more than " + std::to_string(max_trees_) +
                   " reduction trees (partial ones included); the enumeration stops there");
    }
    out.push_back(std::move(tree));
  }

  const SteadyStateProblem& p_;
  std::uint64_t max_trees_;
  std::uint64_t made_ = 0;
};

Time largest_load(const SteadyStateProblem& p, const ReductionTreeUse& tree) {
  const auto n = at(p.platform.nodes());
  std::vector<Time> sends(n), receives(n), work(n);
  for (const auto& [e, t] : tree.transfers) {
    const PlatformEdge& edge = p.platform.edges()[at(e)];
    sends[at(edge.from)] += edge.cost;
    receives[at(edge.to)] += edge.cost;
  }
  for (const auto& [i, task] : tree.tasks) work[at(i)] += p.platform.task_time(i);
  Time most(0);
  for (std::size_t i = 0; i < n; ++i) most = std::max({most, sends[i], receives[i], work[i]});
  return most;
}

}  // namespace

BestSingleTree best_single_tree(const SteadyStateProblem& p, std::uint64_t max_trees) {
  if (p.operation != SteadyOperation::reduce) throw InternalError("trees are for reduces");
  TreeEnumerator enumerator(p, max_trees);
  std::vector<bool> chain(at(p.platform.nodes()), false);
  const auto all = enumerator.trees(p.target(), p.final_type(), chain);
  BestSingleTree best;
  std::optional<Time> least;
  for (const auto& tree : all) {
    const Time load = largest_load(p, tree);
    if (!least || load < *least) least = load, best.tree = tree;
  }
  if (!least || *least == 0) throw InternalError("a reduce without a tree of positive load");
  best.throughput = 1 / *least;
  best.trees = all.size();
  return best;
}

}  // namespace redcheck
