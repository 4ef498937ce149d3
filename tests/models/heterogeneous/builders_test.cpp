// The four algorithms of Section 2 (and the fcfs variants): valid schedules,
// their own makespan equal to the validator's, the static ones equal to an
// independent timing, and the behaviour the paper describes.

#include "models/heterogeneous/builders.hpp"
#include "models/heterogeneous/seeded_instances.hpp"
#include "models/heterogeneous/static_timing.hpp"
#include "models/heterogeneous/static_trees.hpp"
#include "models/heterogeneous/validator.hpp"

#include <rapidcheck/catch.h>
#include <catch2/catch.hpp>

using namespace redcheck;
using namespace redcheck::testing;

namespace {

Time validated(HeterogeneousBuilder b, const HeterogeneousInstance& in) {
  const HeterogeneousBuilt built = build_heterogeneous(b, in);
  const Validation v = validate(built.schedule, in);
  INFO(to_string(b) << " on " << heterogeneous_instance_text(in) << ": " << v.violation);
  REQUIRE(v.valid());
  REQUIRE(v.makespan == built.own_makespan);
  return v.makespan;
}

bool every_transfer_positive(const HeterogeneousInstance& in) {
  for (int i = 0; i < in.n; ++i) {
    for (int j = 0; j < in.n; ++j) {
      if (i != j && in.transfer(i, j) == 0) return false;
    }
  }
  return true;
}

}  // namespace

TEST_CASE("every builder's schedule is valid and its own makespan is the validator's",
          "[heterogeneous]") {
  REQUIRE(rc::check("random costs, commutative", [] {
    const auto in = *gen_heterogeneous(40);
    for (auto b : all_heterogeneous_builders()) validated(b, in);
  }));
  REQUIRE(rc::check("costs 0, 1, 2 (ties, zero costs), commutative", [] {
    const auto in = *gen_heterogeneous_ties(20);
    for (auto b : all_heterogeneous_builders()) validated(b, in);
  }));
  REQUIRE(rc::check("non-commutative: the builders that keep ranges adjacent", [] {
    const auto in =
        *rc::gen::oneOf(gen_heterogeneous(40, false), gen_heterogeneous_ties(20, false));
    for (auto b : all_heterogeneous_builders()) {
      if (serves_non_commutative(b)) validated(b, in);
    }
  }));
}

TEST_CASE("builders that pair any two values refuse a non-commutative instance",
          "[heterogeneous]") {
  HeterogeneousInstance in = homogeneous_instance(4, 1, 1);
  in.commutative = false;
  CHECK_THROWS_WITH(build_heterogeneous(HeterogeneousBuilder::tree_dyn, in),
                    Catch::Contains("serves commutative reductions only"));
  CHECK_THROWS_AS(build_heterogeneous(HeterogeneousBuilder::binomial_stat_fcfs, in), InputError);
}

TEST_CASE("the static simulations equal the timing without events when transfers cost > 0",
          "[heterogeneous]") {
  REQUIRE(rc::check([] {
    const auto in = *rc::gen::suchThat(
        rc::gen::oneOf(gen_heterogeneous(40), gen_heterogeneous_ties(20)), every_transfer_positive);
    std::vector<Time> ready;
    std::vector<int> senders;
    const InstanceCosts costs{in};
    for (HeterogeneousBuilder builder : all_heterogeneous_builders()) {
      if (!is_static(builder)) continue;
      RC_ASSERT(validated(builder, in) == static_tree_makespan(static_tree_of(builder, in.n),
                                                               receive_order_of(builder), costs,
                                                               ready, senders));
    }
  }));
}

TEST_CASE("Binomial-stat: P_{i 2^k + 2^{k-1}} sends to P_{i 2^k} in round k", "[heterogeneous]") {
  const ReductionTree tree = binomial_stat_tree(6);
  CHECK(tree.senders(0) == std::vector<int>{1, 2, 4});
  CHECK(tree.senders(2) == std::vector<int>{3});
  CHECK(tree.senders(4) == std::vector<int>{5});
}

TEST_CASE("Fibonacci-stat: FS_k is FS_{k-1} with the root of FS_{k-2} sending last",
          "[heterogeneous]") {
  CHECK(fibonacci_stat_order(8) == 4);   // F_6 = 8
  CHECK(fibonacci_stat_order(9) == 5);   // F_7 = 13
  CHECK(fibonacci_stat_order(1) == -1);  // F_1 = 1
  // FS_3 on F_5 = 5 processors: FS_2 = {0, 1, 2} (0 <- 1, 0 <- 2), FS_1 = {3, 4} (3 <- 4).
  const ReductionTree tree = fibonacci_stat_tree(5);
  CHECK(tree.senders(0) == std::vector<int>{1, 2, 3});
  CHECK(tree.senders(3) == std::vector<int>{4});
  // n = 4 keeps the first four processors of FS_3.
  CHECK(fibonacci_stat_tree(4).senders(0) == std::vector<int>{1, 2, 3});
}

TEST_CASE(
    "Tree-dyn: at time 0 P_1 sends to P_0 and P_3 to P_2, the last idle processor holds the result",
    "[heterogeneous]") {
  const HeterogeneousInstance in = homogeneous_instance(5, 1, 0);
  const Schedule s = build_heterogeneous(HeterogeneousBuilder::tree_dyn, in).schedule;
  REQUIRE(s.transfers.size() == 4);
  CHECK(s.transfers[0].from == 1);
  CHECK(s.transfers[0].to == 0);
  CHECK(s.transfers[1].from == 3);
  CHECK(s.transfers[1].to == 2);
  // P_4 waits in the slot; P_0 (idle at 1) sends to it; P_2 then waits; P_4 sends to P_2.
  CHECK(s.transfers[2].from == 0);
  CHECK(s.transfers[2].to == 4);
  CHECK(validated(HeterogeneousBuilder::tree_dyn, in) == 3);
}

TEST_CASE("Theorem 1's instance: Binomial-stat and Tree-dyn take D ceil(log2 n)",
          "[heterogeneous]") {
  for (int n = 2; n <= 33; ++n) {
    const HeterogeneousInstance in = theorem1_instance(n, 1, 5);
    INFO("n = " << n);
    CHECK(validated(HeterogeneousBuilder::binomial_stat, in) == 5 * ceil_log2(n));
  }
  for (int k = 1; k <= 5; ++k) {
    const int n = 1 << k;
    INFO("n = " << n);
    CHECK(validated(HeterogeneousBuilder::tree_dyn, theorem1_instance(n, 1, 5)) == 5 * k);
  }
}

TEST_CASE(
    "Non-Commut-Tree-dyn: an idle processor sends to an idle neighbour range on the left first",
    "[heterogeneous]") {
  const HeterogeneousInstance in = homogeneous_instance(4, 1, 0);
  const Schedule s = build_heterogeneous(HeterogeneousBuilder::non_commut_tree_dyn, in).schedule;
  REQUIRE(s.transfers.size() == 3);
  CHECK(s.transfers[0].from == 1);
  CHECK(s.transfers[0].to == 0);
  CHECK(s.transfers[1].from == 3);
  CHECK(s.transfers[1].to == 2);
  CHECK(s.transfers[2].from == 2);  // P_2 holding [2, 3] finds P_0 holding [0, 1] idle
  CHECK(s.transfers[2].to == 0);
}
