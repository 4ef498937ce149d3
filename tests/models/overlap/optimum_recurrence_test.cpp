#include "models/overlap/optimum_recurrence.hpp"
#include "errors.hpp"
#include "models/overlap/exhaustive.hpp"
#include "models/overlap/greedy.hpp"
#include "models/overlap/tree_timing.hpp"
#include "models/overlap/validator.hpp"
#include "support/generators.hpp"

#include <rapidcheck/catch.h>
#include <catch2/catch.hpp>

using namespace redcheck;

TEST_CASE("the recurrence agrees with exhaustive enumeration") {
  REQUIRE(rc::check("recurrence optimum == exhaustive optimum for every size", [] {
    const int n = *rc::gen::inRange(1, 13);
    auto m = *testing::gen_costs();
    m.overlap = *rc::gen::arbitrary<bool>();
    ExhaustiveOptions options;
    options.keep_trees = 1;
    const auto e = exhaustive_optimum(n, m, options);
    const auto r = recurrence_optimum(n, m);
    RC_ASSERT(r.optimum_by_size == e.optimum_by_size);
    const Validation v = validate(earliest_schedule(r.tree, m, ArrivalOrder::as_in_tree), m);
    RC_ASSERT(v.valid());
    RC_ASSERT(v.makespan == r.optimum_by_size[n]);
  }));
}

TEST_CASE("the recurrence agrees with Algorithm 1 well beyond enumeration") {
  REQUIRE(rc::check("recurrence optimum == Algorithm 1 for n up to 300", [] {
    const int n = *rc::gen::inRange(1, 300);
    const auto m = *testing::gen_costs();
    RC_ASSERT(recurrence_optimum(n, m).optimum_by_size[n] ==
              algorithm1(n, m, TieBreak::lowest_index).length);
  }));
}

TEST_CASE("the recurrence refuses sizes it does not accept") {
  CHECK_THROWS_AS(recurrence_optimum(0, make_overlap_model(1, 1)), InputError);
  CHECK_THROWS_AS(recurrence_optimum(recurrence_max_n + 1, make_overlap_model(1, 1)), InputError);
}
