#include "models/overlap/builders.hpp"

#include "errors.hpp"
#include "models/overlap/limited_greedy.hpp"
#include "models/overlap/special_trees.hpp"
#include "models/overlap/strategies.hpp"

namespace redcheck {
namespace {

void need_n(const BuildRequest& r) {
  if (r.n < 1 || r.n > max_machines) {
    throw InputError("--n " + std::to_string(r.n) + " for " + to_string(r.algorithm) +
                     " is out of range; give 1.." + std::to_string(max_machines) + " machines");
  }
}

int need_k(const BuildRequest& r) {
  if (!r.k) throw InputError(to_string(r.algorithm) + " needs --k K, the limit it builds for");
  return *r.k;
}

int need_order(const BuildRequest& r) {
  if (!r.order) throw InputError(to_string(r.algorithm) + " needs --order k");
  return *r.order;
}

}  // namespace

std::string to_string(OverlapBuilder builder) {
  switch (builder) {
    case OverlapBuilder::greedy:
      return "greedy";
    case OverlapBuilder::binomial_strategy:
      return "binomial-strategy";
    case OverlapBuilder::fibonacci_strategy:
      return "fibonacci-strategy";
    case OverlapBuilder::binomial_tree:
      return "binomial-tree";
    case OverlapBuilder::fibonacci_tree:
      return "fibonacci-tree";
    case OverlapBuilder::star:
      return "star";
    case OverlapBuilder::chain:
      return "chain";
    case OverlapBuilder::tree:
      return "tree";
    case OverlapBuilder::greedy_limited_transfers:
      return "greedy-limited-transfers";
    case OverlapBuilder::greedy_limited_reducers:
      return "greedy-limited-reducers";
  }
  throw InternalError("unknown overlap builder");
}

OverlapBuilt build_schedule(const BuildRequest& r, const OverlapModel& model) {
  const auto timed = [&](const ReductionTree& tree) {
    return OverlapBuilt{earliest_schedule(tree, model, r.arrival), std::nullopt};
  };
  switch (r.algorithm) {
    case OverlapBuilder::greedy: {
      need_n(r);
      if (!model.overlap) {
        return timed(algorithm1(r.n, make_overlap_model(0, model.d + model.c), r.tie_break).tree);
      }
      const GreedyTree g = algorithm1(r.n, model, r.tie_break);
      return OverlapBuilt{algorithm1_schedule(g, model), g.length};
    }
    case OverlapBuilder::binomial_strategy:
    case OverlapBuilder::fibonacci_strategy:
      need_n(r);
      return timed(strategy_tree(r.algorithm == OverlapBuilder::binomial_strategy
                                     ? Strategy::binomial
                                     : Strategy::fibonacci,
                                 r.n, r.tie_break));
    case OverlapBuilder::binomial_tree:
      return timed(binomial_tree(need_order(r)));
    case OverlapBuilder::fibonacci_tree:
      return timed(fibonacci_tree(need_order(r)));
    case OverlapBuilder::star:
      need_n(r);
      return timed(ReductionTree::star(r.n));
    case OverlapBuilder::chain:
      need_n(r);
      return timed(ReductionTree::chain(r.n));
    case OverlapBuilder::tree:
      if (!r.tree) throw InputError("algorithm tree needs --tree '(()())' or --receivers -1,0,0");
      return timed(*r.tree);
    case OverlapBuilder::greedy_limited_transfers: {
      need_n(r);
      const LimitedTransfersSchedule a = algorithm2(r.n, need_k(r), model, r.tie_break);
      return OverlapBuilt{a.schedule, a.last_completion};
    }
    case OverlapBuilder::greedy_limited_reducers: {
      need_n(r);
      if (!model.overlap) {
        // As Algorithm 1 without overlap: on costs (0, d + c), then timed.
        return timed(
            algorithm1(r.n, make_overlap_model(0, model.d + model.c), r.tie_break, need_k(r)).tree);
      }
      const GreedyTree g = algorithm1(r.n, model, r.tie_break, need_k(r));
      return OverlapBuilt{algorithm1_schedule(g, model), g.length};
    }
  }
  throw InternalError("unknown overlap builder");
}

}  // namespace redcheck
