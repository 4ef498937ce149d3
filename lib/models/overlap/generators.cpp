#include "models/overlap/generators.hpp"

#include "errors.hpp"
#include "gen/values.hpp"

#include <rapidcheck/gen/Arbitrary.h>
#include <rapidcheck/gen/Container.h>
#include <rapidcheck/gen/Numeric.h>
#include <rapidcheck/gen/Transform.h>
#include <rapidcheck/gen/Tuple.h>

#include <string>
#include <utility>
#include <vector>

namespace redcheck::gen {

rc::Gen<OverlapModel> overlap_model() {
  return rc::gen::map(rc::gen::pair(cost(), cost()), [](const std::pair<Time, Time>& dc) {
    return make_overlap_model(dc.first, dc.second);
  });
}

rc::Gen<OverlapInstance> overlap_instance(int max_n) {
  if (max_n < 1)
    throw InputError("overlap_instance needs max_n >= 1, not " + std::to_string(max_n));
  return rc::gen::map(rc::gen::pair(int_in(1, max_n), overlap_model()),
                      [](const std::pair<int, OverlapModel>& p) {
                        return OverlapInstance{p.first, p.second};
                      });
}

rc::Gen<ReductionTree> reduction_tree(int n) {
  if (n < 1) throw InputError("reduction_tree needs n >= 1, not " + std::to_string(n));
  return rc::gen::map(rc::gen::container<std::vector<unsigned>>(static_cast<std::size_t>(n - 1),
                                                                rc::gen::arbitrary<unsigned>()),
                      [](const std::vector<unsigned>& u) {
                        std::vector<int> receiver{-1};
                        for (std::size_t i = 1; i <= u.size(); ++i) {
                          receiver.push_back(static_cast<int>(u[i - 1] % i));
                        }
                        return ReductionTree::from_receivers(receiver);
                      });
}

rc::Gen<OverlapScheduled> overlap_schedule(int max_n) {
  return rc::gen::mapcat(overlap_instance(max_n), [](const OverlapInstance& instance) {
    return rc::gen::map(reduction_tree(instance.n), [instance](const ReductionTree& tree) {
      return OverlapScheduled{instance, tree,
                              earliest_schedule(tree, instance.model, ArrivalOrder::by_ready_time)};
    });
  });
}

void showValue(const OverlapInstance& instance, std::ostream& os) {
  os << "n = " << instance.n << ", d = " << to_string(instance.model.d)
     << ", c = " << to_string(instance.model.c);
}

void showValue(const OverlapScheduled& scheduled, std::ostream& os) {
  showValue(scheduled.instance, os);
  os << ", tree " << scheduled.tree.brackets();
}

}  // namespace redcheck::gen
