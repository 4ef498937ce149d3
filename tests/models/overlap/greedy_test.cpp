#include "models/overlap/greedy.hpp"
#include "models/overlap/exhaustive.hpp"
#include "models/overlap/special_trees.hpp"
#include "models/overlap/tree_timing.hpp"
#include "models/overlap/validator.hpp"
#include "support/generators.hpp"

#include <rapidcheck/catch.h>
#include <catch2/catch.hpp>

using namespace redcheck;

TEST_CASE("Algorithm 1 builds the schedule of Figure 1 for n = 4 and d = c") {
  const auto m = make_overlap_model(1, 1);
  const GreedyTree g = algorithm1(4, m, TieBreak::lowest_index);
  CHECK(g.length == 4);
  CHECK(g.tree.canonical() == "(()()())");
  const Schedule s = algorithm1_schedule(g, m);
  const Validation v = validate(s, m);
  REQUIRE(v.valid());
  CHECK(v.makespan == 4);
  // t_4 = 0, t_3 = d, t_2 = 2d in the paper's numbering (machines 3, 2, 1 here)
  for (const auto& t : s.transfers) CHECK(t.start == Time(3 - t.from));
}

TEST_CASE("Algorithm 1 on one machine is the empty schedule") {
  const GreedyTree g = algorithm1(1, make_overlap_model(1, 2), TieBreak::lowest_index);
  CHECK(g.length == 0);
  CHECK(g.tree.size() == 1);
  CHECK(validate(algorithm1_schedule(g, make_overlap_model(1, 2)), make_overlap_model(1, 2))
            .makespan == 0);
}

TEST_CASE("Algorithm 1 equals the exhaustive optimum (Theorem 4 as a property)") {
  // Claim: canon2012.thm4 (Canon & Antoniu 2012, Theorem 4): Algorithm 1 is optimal.
  // Assumptions: overlap model, rational costs >= 0, either argmin tie-break.
  // Expected: holds.
  REQUIRE(rc::check("greedy length == validated length == optimum over every ordered tree", [] {
    const int n = *rc::gen::inRange(1, 12);
    const auto m = *testing::gen_costs();
    const auto rule = *rc::gen::element(TieBreak::lowest_index, TieBreak::highest_index);
    const GreedyTree g = algorithm1(n, m, rule);
    const Validation v = validate(algorithm1_schedule(g, m), m);
    RC_ASSERT(v.valid());
    RC_ASSERT(v.makespan == g.length);
    ExhaustiveOptions options;
    options.keep_trees = 1;
    RC_ASSERT(g.length == exhaustive_optimum(n, m, options).optimum);
  }));
}

TEST_CASE("the fast and exact greedy runs agree") {
  REQUIRE(rc::check("algorithm1_run<int64> and <Time> give the same tree and length", [] {
    const int n = *rc::gen::inRange(1, 200);
    const int d = *rc::gen::inRange(0, 9);
    const int c = *rc::gen::inRange(0, 9);
    const auto rule = *rc::gen::element(TieBreak::lowest_index, TieBreak::highest_index);
    const auto fast = algorithm1_run<std::int64_t>(n, d, c, rule);
    const auto exact = algorithm1_run<Time>(n, Time(d), Time(c), rule);
    RC_ASSERT(fast.receiver == exact.receiver);
    RC_ASSERT(Time(fast.length) == exact.length);
  }));
}

TEST_CASE("costs too fine for 64-bit ticks fall back to exact rationals") {
  const Time tiny(BigInt(1), BigInt("1000000000000000000000"));
  const auto m = make_overlap_model(tiny, 1);
  const GreedyTree g = algorithm1(50, m, TieBreak::lowest_index);
  const Validation v = validate(algorithm1_schedule(g, m), m);
  REQUIRE(v.valid());
  CHECK(v.makespan == g.length);
}

TEST_CASE("with min(d, c) = 0 and n = 2^k Algorithm 1 builds the binomial tree") {
  for (int k = 0; k <= 8; ++k) {
    for (TieBreak rule : all_tie_breaks) {
      CHECK(isomorphic(algorithm1(1 << k, make_overlap_model(1, 0), rule).tree, binomial_tree(k)));
      CHECK(isomorphic(algorithm1(1 << k, make_overlap_model(0, 2), rule).tree, binomial_tree(k)));
    }
  }
}

TEST_CASE("tie-break names parse and print") {
  CHECK(parse_tie_break("lowest") == TieBreak::lowest_index);
  CHECK(parse_tie_break("highest") == TieBreak::highest_index);
  CHECK(to_string(TieBreak::highest_index) == "highest");
  CHECK_THROWS_WITH(parse_tie_break("middle"), Catch::Contains("'middle' is unknown"));
}
