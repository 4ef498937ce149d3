#include "models/overlap/strategies.hpp"
#include "models/overlap/special_trees.hpp"
#include "models/overlap/validator.hpp"

#include <catch2/catch.hpp>

using namespace redcheck;

TEST_CASE("the binomial strategy builds binomial trees for n = 2^k, whatever the costs") {
  for (int k = 0; k <= 8; ++k) {
    for (TieBreak rule : all_tie_breaks) {
      CHECK(isomorphic(strategy_tree(Strategy::binomial, 1 << k, rule), binomial_tree(k)));
    }
  }
}

TEST_CASE("the Fibonacci strategy builds Fibonacci trees for n = F_{k+2}") {
  for (int k = 1; k <= 12; ++k) {
    for (TieBreak rule : all_tie_breaks) {
      const int n = static_cast<int>(fibonacci_number(k + 2));
      CHECK(isomorphic(strategy_tree(Strategy::fibonacci, n, rule), fibonacci_tree(k)));
    }
  }
}

TEST_CASE("the strategies' lengths depend on the argmin tie-break") {
  // Reading of Section 7.3 (canon2012.sec7.3.strategies.tie-breaking): expected refuted.
  // n = 3, d = c = 1: on the tie s_0 = s_1 lowest attaches machine 2 to the sink
  // (a star, d + max(d, c) + c = 3), highest to machine 1 (a chain, 2(d + c) = 4).
  const auto m = make_overlap_model(1, 1);
  CHECK(validate(strategy_schedule(Strategy::binomial, 3, m, TieBreak::lowest_index), m).makespan ==
        3);
  CHECK(
      validate(strategy_schedule(Strategy::binomial, 3, m, TieBreak::highest_index), m).makespan ==
      4);
}
