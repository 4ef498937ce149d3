#include "models/overlap/bounds.hpp"
#include "models/overlap/exhaustive.hpp"
#include "support/generators.hpp"

#include <rapidcheck/catch.h>
#include <catch2/catch.hpp>

using namespace redcheck;

TEST_CASE("Proposition 2 as printed overestimates a star with two senders") {
  // Claim: canon2012.prop2 (Canon & Antoniu 2012, Proposition 2) with t_i^j the jth
  // largest transfer time, as printed. Assumptions: overlap model, d = 1/2, c = 0, a sink
  // whose two transfers start at 0 and 1/2 and which is done at 1.
  // Expected: refuted (the bound is 3/2); ranked earliest first it is 1.
  const auto m = make_overlap_model(Time(1, 2), 0);
  const std::vector<Time> starts{Time(0), Time(1, 2)};
  CHECK(proposition2_bound(starts, m, Proposition2Reading::jth_largest) == Time(3, 2));
  CHECK(proposition2_bound(starts, m, Proposition2Reading::jth_smallest) == 1);
}

TEST_CASE("closed forms of the paper") {
  const auto m = make_overlap_model(2, 3);
  CHECK(single_machine_time(0, m) == 0);
  CHECK(single_machine_time(1, m) == 5);
  CHECK(single_machine_time(4, m) == 2 + 3 * 3 + 3);
  CHECK(lemma5_lower_bound(5, m) == 9);
  CHECK(proposition6_upper_bound(5, m) == 15);
  CHECK(binomial_tree_length(3, m) == 15);
  CHECK(fibonacci_tree_length(0, m) == 0);
  CHECK(fibonacci_tree_length(3, m) == 2 + 2 * 3 + 3);
}

TEST_CASE("Lemma 5 and Proposition 6 bracket the exhaustive optimum") {
  // Claims: canon2012.lemma5 and canon2012.prop6 (Canon & Antoniu 2012, Section 5):
  // ceil(log2 n) max(d, c) <= optimum <= ceil(log2 n)(d + c). Assumptions: overlap model,
  // rational costs >= 0. Expected: holds.
  REQUIRE(rc::check("lower bound <= optimum <= upper bound", [] {
    const int n = *rc::gen::inRange(1, 15);
    const auto m = *testing::gen_costs();
    ExhaustiveOptions options;
    options.keep_trees = 0;
    const Time opt = exhaustive_optimum(n, m, options).optimum;
    RC_ASSERT(lemma5_lower_bound(n, m) <= opt);
    RC_ASSERT(opt <= proposition6_upper_bound(n, m));
  }));
}
