#include "models/overlap/builders.hpp"

#include "errors.hpp"
#include "models/overlap/special_trees.hpp"
#include "models/overlap/strategies.hpp"

namespace redcheck {
namespace {

constexpr int max_machines = 10'000'000;

void need_n(const BuildRequest& r) {
  if (r.n < 1 || r.n > max_machines) {
    throw InputError("--n " + std::to_string(r.n) + " for " + r.algorithm +
                     " is out of range; give 1.." + std::to_string(max_machines) + " machines");
  }
}

int need_order(const BuildRequest& r) {
  if (!r.order) throw InputError(r.algorithm + " needs --order k");
  return *r.order;
}

ReductionTree path_tree(int n, bool chain) {
  std::vector<int> receiver(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) receiver[i] = i == 0 ? -1 : (chain ? i - 1 : 0);
  return ReductionTree::from_receivers(receiver);
}

}  // namespace

const std::vector<std::string>& builder_names() {
  static const std::vector<std::string> names{"greedy",
                                              "binomial-strategy",
                                              "fibonacci-strategy",
                                              "binomial-tree",
                                              "fibonacci-tree",
                                              "star",
                                              "chain",
                                              "tree"};
  return names;
}

Built build_schedule(const BuildRequest& r, const OverlapModel& model) {
  const auto timed = [&](const ReductionTree& tree) {
    return Built{earliest_schedule(tree, model, r.arrival), std::nullopt};
  };
  if (r.algorithm == "greedy") {
    need_n(r);
    if (!model.overlap)
      return timed(algorithm1(r.n, make_overlap_model(0, model.d + model.c), r.tie_break).tree);
    const GreedyTree g = algorithm1(r.n, model, r.tie_break);
    return Built{algorithm1_schedule(g, model), g.length};
  }
  if (r.algorithm == "binomial-strategy" || r.algorithm == "fibonacci-strategy") {
    need_n(r);
    const Strategy s =
        r.algorithm == "binomial-strategy" ? Strategy::binomial : Strategy::fibonacci;
    return timed(strategy_tree(s, r.n, r.tie_break));
  }
  if (r.algorithm == "binomial-tree") return timed(binomial_tree(need_order(r)));
  if (r.algorithm == "fibonacci-tree") return timed(fibonacci_tree(need_order(r)));
  if (r.algorithm == "star" || r.algorithm == "chain") {
    need_n(r);
    return timed(path_tree(r.n, r.algorithm == "chain"));
  }
  if (r.algorithm == "tree") {
    if (!r.tree) throw InputError("algorithm tree needs --tree '(()())' or --receivers -1,0,0");
    return timed(*r.tree);
  }
  std::string names;
  for (const auto& name : builder_names()) names += (names.empty() ? "" : ", ") + name;
  throw InputError("algorithm '" + r.algorithm + "' is unknown; accepted: " + names);
}

}  // namespace redcheck
