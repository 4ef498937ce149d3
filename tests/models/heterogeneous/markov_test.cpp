// Tree-dyn's Markov chain (Section 3): small chains by hand, the derived
// closed forms, and the printed mean's wrong sign.

#include "models/heterogeneous/markov.hpp"
#include "errors.hpp"

#include <catch2/catch.hpp>

using namespace redcheck;

TEST_CASE("two and three processors: the chain by hand", "[heterogeneous]") {
  const Time ld(2), lc(1, 3);
  // n = 2: one transfer, then one reduction.
  auto m = tree_dyn_moments(2, ld, lc);
  CHECK(m.mean == 1 / ld + 1 / lc);
  CHECK(m.variance == 1 / (ld * ld) + 1 / (lc * lc));
  // n = 3: transfer, reduction, transfer to the slot, reduction: one path.
  m = tree_dyn_moments(3, ld, lc);
  CHECK(m.mean == 2 / ld + 2 / lc);
  CHECK(m.variance == 2 / (ld * ld) + 2 / (lc * lc));
  // Without reduction time.
  CHECK(tree_dyn_moments(2, ld, std::nullopt).mean == Time(1, 2));
  CHECK(tree_dyn_moments(1, ld, std::nullopt).mean == 0);
}

TEST_CASE("four processors with reductions: two paths of the chain", "[heterogeneous]") {
  // From (2, 0, 0): a transfer ends (rate 2a), then either the other transfer
  // ends first or the reduction does. Checked against a direct expansion.
  const Time a(1), c(1);
  const auto m = tree_dyn_moments(4, a, c);
  // Expected by first-step analysis by hand (a = c = 1): states
  // (2,0,0) -> (1,1,0) [rate 2]; (1,1,0): rate 2, -> (0,2,0) or (1,0,1) each 1/2;
  // (0,2,0) -> (0,1,1) [2] -> (1,0,0) [1] -> (0,1,0) [1] -> (0,0,1) [1];
  // (1,0,1) -> (0,1,1) [1].
  // E(0,1,0) = 1; E(1,0,0) = 2; E(0,1,1) = 3; E(1,0,1) = 4; E(0,2,0) = 1/2 + 3;
  // E(1,1,0) = 1/2 + (7/2 + 4)/2 = 17/4; E(2,0,0) = 1/2 + 17/4 = 19/4.
  CHECK(m.mean == Time(19, 4));
}

TEST_CASE("the chain without reductions equals the derived closed forms", "[heterogeneous]") {
  for (int n = 1; n <= 60; ++n) {
    for (const Time& rate : {Time(1), Time(3, 2)}) {
      const auto m = tree_dyn_moments(n, rate, std::nullopt);
      INFO("n = " << n);
      CHECK(m.mean == derived_tree_dyn_mean(n, rate));
      CHECK(m.variance == derived_tree_dyn_variance(n, rate));
      if (n % 2 == 0) {
        CHECK(m.variance == printed_tree_dyn_variance(n, rate));
        CHECK(printed_tree_dyn_mean(n, rate) - m.mean == Time(4, n) / rate);
      }
    }
  }
}

TEST_CASE("rates and sizes out of range are refused", "[heterogeneous]") {
  CHECK_THROWS_AS(tree_dyn_moments(0, 1, std::nullopt), InputError);
  CHECK_THROWS_AS(tree_dyn_moments(4, 0, std::nullopt), InputError);
  CHECK_THROWS_AS(tree_dyn_moments(4, 1, Time(-1)), InputError);
  CHECK_THROWS_WITH(tree_dyn_moments(markov_max_n_with_reductions + 1, 1, Time(1)),
                    Catch::Contains("n <= " + std::to_string(markov_max_n_with_reductions)));
}
