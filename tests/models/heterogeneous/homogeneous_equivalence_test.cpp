// With d_ij = d and c_i = c the heterogeneous model is exactly the overlap
// model (model.hpp): the two validators agree on every schedule that reduces
// in arrival order (the heterogeneous model's own rule), the static
// builders give the overlap model's binomial and Fibonacci trees, and the
// optima are equal.

#include "models/heterogeneous/builders.hpp"
#include "models/heterogeneous/optimum.hpp"
#include "models/heterogeneous/validator.hpp"
#include "models/overlap/builders.hpp"
#include "models/overlap/exhaustive.hpp"
#include "models/overlap/special_trees.hpp"
#include "models/overlap/validator.hpp"
#include "support/generators.hpp"

#include <rapidcheck/catch.h>
#include <catch2/catch.hpp>

#include <algorithm>
#include <tuple>

using namespace redcheck;
using namespace redcheck::testing;

namespace {

// The activities of a schedule in a fixed order, reductions named by the
// sender of their operand, so that schedules listing them differently compare equal.
auto activities(const Schedule& s) {
  std::vector<std::tuple<int, int, Time, Time>> transfers, reductions;
  for (const auto& t : s.transfers) transfers.emplace_back(t.from, t.to, t.start, t.end);
  for (const auto& r : s.reductions) {
    reductions.emplace_back(r.machine, s.transfers[static_cast<std::size_t>(r.operand)].from,
                            r.start, r.end);
  }
  std::sort(transfers.begin(), transfers.end());
  std::sort(reductions.begin(), reductions.end());
  return std::make_tuple(s.sink, transfers, reductions);
}

}  // namespace

TEST_CASE("the two validators agree on every schedule when costs are homogeneous",
          "[heterogeneous]") {
  REQUIRE(rc::check([](bool commutative) {
    const OverlapModel costs = *gen_costs();
    const ReductionTree tree = *gen_tree(12);
    OverlapModel overlap = costs;
    overlap.commutative = commutative;
    BuildRequest request;
    request.algorithm = OverlapBuilder::tree;
    request.tree = tree;
    request.arrival = *rc::gen::element(ArrivalOrder::as_in_tree, ArrivalOrder::by_ready_time);
    Schedule s = build_schedule(request, overlap).schedule;
    // Mutate it now and then: move one activity.
    if (*rc::gen::inRange(0, 2) == 0 && !s.transfers.empty()) {
      const auto k =
          static_cast<std::size_t>(*rc::gen::inRange<int>(0, static_cast<int>(s.transfers.size())));
      const Time shift = Time(*rc::gen::inRange(-3, 4), *rc::gen::inRange(1, 3));
      s.transfers[k].start += shift;
      if (*rc::gen::arbitrary<bool>()) s.transfers[k].end += shift;
    }
    HeterogeneousInstance in = homogeneous_instance(tree.size(), costs.d, costs.c);
    in.commutative = commutative;
    const Validation a = validate(s, overlap);
    const Validation b = validate(s, in);
    if (b.rule == "arrival order") {
      // The heterogeneous model's own rule (a processor reduces its values
      // in arrival order, model.hpp), checked after the rules the models
      // share and before operand order: the overlap model, which lets a
      // machine reduce in any order, accepts the schedule or finds its
      // operands out of order (found by this property: a non-commutative
      // schedule with one transfer moved breaks both).
      RC_ASSERT(a.valid() || a.rule == std::string("operand order"));
      return;
    }
    RC_ASSERT(a.valid() == b.valid());
    RC_ASSERT(a.rule == b.rule);
    if (a.valid()) RC_ASSERT(a.makespan == b.makespan);
  }));
}

TEST_CASE("Binomial-stat and Fibonacci-stat give the overlap model's trees timed the same",
          "[heterogeneous]") {
  REQUIRE(rc::check([] {
    const OverlapModel costs = *gen_costs();
    const bool fibonacci = *rc::gen::arbitrary<bool>();
    const bool fcfs = *rc::gen::arbitrary<bool>();
    const int order = fibonacci ? *rc::gen::inRange(-1, 8) : *rc::gen::inRange(0, 6);
    BuildRequest request;
    request.algorithm = fibonacci ? OverlapBuilder::fibonacci_tree : OverlapBuilder::binomial_tree;
    request.order = order;
    request.arrival = fcfs ? ArrivalOrder::by_ready_time : ArrivalOrder::as_in_tree;
    const Schedule expected = build_schedule(request, costs).schedule;
    const HeterogeneousBuilder builder = fibonacci
                                             ? (fcfs ? HeterogeneousBuilder::fibonacci_stat_fcfs
                                                     : HeterogeneousBuilder::fibonacci_stat)
                                             : (fcfs ? HeterogeneousBuilder::binomial_stat_fcfs
                                                     : HeterogeneousBuilder::binomial_stat);
    const HeterogeneousInstance in = homogeneous_instance(expected.machines, costs.d, costs.c);
    const Schedule got = build_heterogeneous(builder, in).schedule;
    RC_ASSERT(validate(got, in).makespan == validate(expected, costs).makespan);
    // With transfers of cost 0, fcfs may take equally ready senders in another order.
    if (!fcfs || costs.d > 0) RC_ASSERT(activities(got) == activities(expected));
  }));
}

TEST_CASE("the heterogeneous optimum of homogeneous costs is the overlap model's for n <= 9",
          "[heterogeneous]") {
  const Time values[] = {0, Time(1, 2), 1, 2, 3};
  for (int n = 1; n <= 9; ++n) {
    for (const Time& d : values) {
      for (const Time& c : values) {
        const OverlapModel model = make_overlap_model(d, c);
        const Time expected = exhaustive_optimum(n, model).optimum;
        HeterogeneousInstance in = homogeneous_instance(n, d, c);
        INFO("n = " << n << ", d = " << d << ", c = " << c);
        CHECK(optimum_by_subsets(in).optimum == expected);
        // Canon & Antoniu, Section 4.1: renumbering makes any tree non-commutative at no cost.
        in.commutative = false;
        CHECK(optimum_by_subsets(in).optimum == expected);
      }
    }
  }
}
