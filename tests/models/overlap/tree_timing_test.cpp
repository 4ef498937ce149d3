#include "models/overlap/tree_timing.hpp"
#include "models/overlap/bounds.hpp"
#include "models/overlap/validator.hpp"
#include "support/generators.hpp"

#include <rapidcheck/catch.h>
#include <catch2/catch.hpp>

using namespace redcheck;

TEST_CASE("Proposition 3 timing of the Figure 1 tree sends at 0, d, 2d") {
  const auto m = make_overlap_model(1, 1);
  const auto s =
      earliest_schedule(ReductionTree::from_brackets("(()()())"), m, ArrivalOrder::by_ready_time);
  REQUIRE(s.transfers.size() == 3);
  CHECK(s.transfers[0].start == 0);
  CHECK(s.transfers[1].start == 1);
  CHECK(s.transfers[2].start == 2);
  CHECK(validate(s, m).makespan == 4);
}

TEST_CASE("arrival by readiness is never worse than any other order") {
  REQUIRE(rc::check("Proposition 3 order <= the tree's own order", [] {
    const auto tree = *testing::gen_tree(20);
    const auto m = *testing::gen_costs();
    const Time own = validate(earliest_schedule(tree, m, ArrivalOrder::as_in_tree), m).makespan;
    const Time prop3 =
        validate(earliest_schedule(tree, m, ArrivalOrder::by_ready_time), m).makespan;
    RC_ASSERT(prop3 <= own);
  }));
}

TEST_CASE("each machine is done exactly when Proposition 3's formula says") {
  REQUIRE(rc::check("finish of i = max_j (t^j + d + (m - j) max(d,c) + c), earliest first", [] {
    const auto tree = *testing::gen_tree(20);
    const auto m = *testing::gen_costs();
    std::vector<Time> ready(static_cast<std::size_t>(tree.size()), Time(0));
    const Time makespan = earliest_makespan<Time>(
        tree, m.d, m.c, true, ArrivalOrder::by_ready_time,
        [&](int, int receiver, const Time&, const Time& reduction_start) {
          ready[receiver] = std::max(ready[receiver], reduction_start + m.c);
        });
    for (int i : tree.postorder()) {
      std::vector<Time> senders_ready;
      for (int s : tree.senders(i)) senders_ready.push_back(ready[s]);
      RC_ASSERT(ready[i] ==
                proposition2_bound(senders_ready, m, Proposition2Reading::jth_smallest));
    }
    RC_ASSERT(makespan == ready[tree.sink()]);
  }));
}

TEST_CASE("the no-overlap variant is the overlap model with costs (0, d + c)") {
  REQUIRE(rc::check("makespans agree for every tree and order", [] {
    const auto tree = *testing::gen_tree(20);
    auto m = *testing::gen_costs();
    const auto order = *rc::gen::element(ArrivalOrder::as_in_tree, ArrivalOrder::by_ready_time);
    const auto folded = make_overlap_model(0, m.d + m.c);
    m.overlap = false;
    const Validation without = validate(earliest_schedule(tree, m, order), m);
    RC_ASSERT(without.valid());
    RC_ASSERT(without.makespan ==
              validate(earliest_schedule(tree, folded, order), folded).makespan);
  }));
}

TEST_CASE("integer ticks and exact rationals time trees identically") {
  REQUIRE(rc::check("earliest_makespan<int64> * tick == earliest_makespan<Time>", [] {
    const auto tree = *testing::gen_tree(30);
    const int d = *rc::gen::inRange(0, 50);
    const int c = *rc::gen::inRange(0, 50);
    const auto order = *rc::gen::element(ArrivalOrder::as_in_tree, ArrivalOrder::by_ready_time);
    RC_ASSERT(Time(earliest_makespan<std::int64_t>(tree, d, c, true, order)) ==
              earliest_makespan<Time>(tree, Time(d), Time(c), true, order));
  }));
}
